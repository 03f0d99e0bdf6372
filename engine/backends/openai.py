"""The ``openai`` backend: judge through any OpenAI-compatible server (``vllm serve``, SGLang, TGI, a
gateway, a hosted API) over ``POST {base_url}/chat/completions``, with ``httpx``.

Requests come from the scheduler already ordered for prefix sharing (a server with prefix caching
benefits as an in-process engine does) and leave in that order: at most
``judge.openai.max_concurrency`` HTTP requests are in flight (an ``asyncio.Semaphore``, first come
first served), under an optional request-rate and token-rate limit (``aiolimiter`` leaky buckets;
see :func:`~judge_engine.backends.openai_http.make_limiters`). The HTTP side (the server check, the
limits, the retry loop) is :class:`~judge_engine.backends.openai_http.ApiClient`.

**Samples.** A request asks for ``n = k`` choices (``n`` = the samples still missing). A server that
returns fewer choices than asked (it ignores ``n``) keeps the ones it sent; the rest are asked for one
request each, and from then on every request asks for one sample (``n_per_request = "never"`` starts
that way); the manifest's ``backend.n_mode`` says which happened. Verdict probabilities come from
``logprobs`` / ``top_logprobs = 20`` where the server returns them (``judge.verdict_probs``); a
server that does not leaves them null and counts ``logprobs_missing``.

**Failures are outcomes, never verdicts** (:class:`~judge_engine.schemas.api.ApiInvocation`
counts each kind):

- *retryable*: HTTP 408, 409, 425, 429, 5xx, a timeout (``timeout_s``, the whole request), a dropped or
  refused connection, a 200 whose body is not a chat completion (truncated JSON, bad choices), and a
  response that belongs to another request (the ``X-Request-Id`` judge-engine sends, unique per
  attempt, is echoed in the ``X-Request-Id`` response header or, on vLLM, in the completion id
  ``chatcmpl-<id>``; a different one is rejected). Each is retried up to ``max_retries`` times with
  :func:`~judge_engine.backends.openai_protocol.backoff_delay` (full jitter, or the server's
  ``Retry-After``). After the last retry the request's samples are stored with status ``api_error``
  and the run goes on; a rerun asks for them again (:data:`judge_engine.schemas.tables.RETRY_STATUSES`).
- *the prompt does not fit* (a 400/413/422 saying so): status ``prompt_too_long``; the runner flags
  the pair, as with the ``vllm`` backend's own check.
- *the request is refused* (another 4xx): before any request has succeeded it stops the run with one
  line (it is most likely a setting the server does not accept); afterwards the request's samples
  are stored as ``api_rejected`` (retried by a rerun) and the run goes on.
- *fatal* (401/403: the key; 404: model or URL): the run stops with one line naming the fix; requests
  in flight stop waiting. :meth:`OpenAIBackend.start` checks ``GET {base_url}/models`` first, so an
  unreachable server, a refused key or a model the server does not serve fail before any judging.

Chat-template control strings in user text are neutralised generically
(:func:`~judge_engine.backends.openai_protocol.neutralise_controls`): the server's tokenizer is unknown.
``judge.constrain = "format"`` sends the template's regex as vLLM's ``structured_outputs`` extension
(``judge.openai.structured_outputs``); ``"verdict"`` (two passes over token ids) and
``judge.too_long = "truncate"`` (needs the tokenizer) are refused at start.
"""

from __future__ import annotations

import asyncio
import dataclasses
import logging
import math
import time
from collections.abc import Sequence
from typing import Any

from judge_engine.backends.base import Backend, Completion, GenerationResult
from judge_engine.backends.openai_http import ApiClient, Outcome, make_limiters
from judge_engine.backends.openai_protocol import build_body, request_seed
from judge_engine.config import RunConfig
from judge_engine.errors import BackendError
from judge_engine.pipeline.plan import Request
from judge_engine.pipeline.template_sets import load_judge_templates
from judge_engine.schemas.tables import API_ERROR, API_REJECTED, PROMPT_TOO_LONG

log = logging.getLogger(__name__)

__all__ = ["OpenAIBackend", "make_limiters", "split_limits"]

#: Output formats whose verdict probabilities can be read from logprobs.
PROBS_FORMATS = ("verdict_brackets", "output_ab")


def split_limits(config: RunConfig, workers: int) -> RunConfig:
    """``config`` for one of ``workers`` Ray workers: the rate limits and the concurrency divided
    among them (rates / workers; concurrency ceil(c / workers)), so the workers together keep the
    configured limits of the one server they share. ``config`` itself when ``workers <= 1``."""
    oc = config.judge.openai
    if workers <= 1:
        return config
    oc2 = dataclasses.replace(
        oc,
        max_concurrency=max(1, math.ceil(oc.max_concurrency / workers)),
        requests_per_minute=None if oc.requests_per_minute is None else oc.requests_per_minute / workers,
        tokens_per_minute=None if oc.tokens_per_minute is None else oc.tokens_per_minute / workers,
    )
    return dataclasses.replace(config, judge=dataclasses.replace(config.judge, openai=oc2))


class OpenAIBackend(Backend):
    """Judges through an OpenAI-compatible chat-completions server (module docstring); implements
    :class:`~judge_engine.backends.base.TextWriter` (:meth:`write`)."""

    name = "openai"

    def __init__(self, config: RunConfig) -> None:
        super().__init__(config)
        self.client = ApiClient(config.judge.openai, config.judge.model, config.sampling.seed)
        self._n_ok: bool | None = None if config.judge.openai.n_per_request == "auto" else False
        self._probs_format: str | None = None
        self._regex: str | None = None

    @classmethod
    def worker_config(cls, config: RunConfig, workers: int) -> RunConfig:
        """Ray: each worker is a client of the same server with 1/workers of the limits (:func:`split_limits`)."""
        return split_limits(config, workers)

    @classmethod
    def worker_env(cls, config: RunConfig) -> tuple[str, ...]:
        """Ray: the API key's variable (``judge.openai.api_key_env``) reaches the workers."""
        return (config.judge.openai.api_key_env,)

    async def start(self) -> None:
        """Check the settings, load the template, open the HTTP client and check the server
        (:meth:`~judge_engine.backends.openai_http.ApiClient.open`).

        Raises:
            BackendError: ``constrain = "verdict"`` or ``too_long = "truncate"`` (need the vllm
                backend); the server cannot be reached; it refuses the key; it does not serve the model.
        """
        jc, oc = self.config.judge, self.config.judge.openai
        if jc.constrain == "verdict":
            raise BackendError(
                "judge.constrain = 'verdict' needs the vllm backend (a second pass over the "
                "evidence's token ids); use 'format' or 'off' with backend 'openai'"
            )
        if jc.too_long == "truncate":
            raise BackendError(
                "judge.too_long = 'truncate' needs the vllm backend (it tokenises the prompt); "
                "with backend 'openai' prompts the server finds too long are flagged (too_long = 'flag')"
            )
        template = load_judge_templates(jc.template)  # a template or a family (one format for all variants)
        self._probs_format = (
            template.output_format if jc.verdict_probs and template.output_format in PROBS_FORMATS else None
        )
        self._regex = template.format_regex if jc.constrain == "format" and oc.structured_outputs else None
        await self.client.open()

    async def close(self) -> None:
        """Close the HTTP client."""
        await self.client.close()

    def _body(self, request: Request, first: int, n: int) -> dict[str, Any]:
        s, oc = self.config.sampling, self.config.judge.openai
        return build_body(
            request.chat(),
            self.config.judge.model,
            n=n,
            temperature=s.temperature,
            top_p=s.top_p,
            max_tokens=s.max_tokens,
            seed=request_seed(request.request_key) + first if oc.send_seed else None,
            regex=self._regex,
            logprobs=self._probs_format is not None,
        )

    async def _ask(self, request: Request, first: int, count: int, comps: list[Completion | None]) -> Outcome:
        """Samples ``first..first+count-1`` of ``request`` in one HTTP request; the choices that came
        back fill ``comps`` (indexed from ``request.start``)."""
        out = await self.client.request(self._body(request, first, count), self._probs_format)
        if out.kind == "ok" and out.parsed is not None:
            for j, comp in enumerate(out.parsed.completions):
                comps[first - request.start + j] = comp
        return out

    def _learn_n(self, got: int, asked: int) -> None:
        """After an ``n = asked`` request answered ``got`` choices: keep asking for n, or fall back to
        one request per sample from now on."""
        if got >= asked:
            self._n_ok = True if self._n_ok is None else self._n_ok
            return
        if self._n_ok is not False:
            log.warning(
                "the server returned %d of n = %d choices: asking for one sample per request from now on", got, asked
            )
            self.client.counters.n_fallback = 1
        self._n_ok = False

    async def generate_one(self, request: Request) -> GenerationResult:
        """Samples ``start..n-1`` of one request (module docstring). Never raises for one failed
        request (its samples come back with ``text=None`` and ``error`` ``api_error``,
        ``api_rejected`` or ``prompt_too_long``).

        Raises:
            BackendError: a fatal error (401/403/404, a refused first request), here or in another request.
        """
        t0 = time.monotonic()
        comps: list[Completion | None] = [None] * request.n_new
        outcomes: list[Outcome] = []
        todo = list(range(request.start, request.n))
        if len(todo) > 1 and self._n_ok is not False:
            out = await self._ask(request, request.start, len(todo), comps)
            outcomes.append(out)
            got = len(out.parsed.completions) if out.kind == "ok" and out.parsed is not None else 0
            if out.kind == "ok":
                self._learn_n(got, len(todo))
            todo = todo[got:] if out.kind == "ok" else []
        if todo:
            outcomes += await asyncio.gather(*[self._ask(request, i, 1, comps) for i in todo])
        kinds = {o.kind for o in outcomes}
        error = None
        if "too_long" in kinds:
            comps = [None] * request.n_new  # the prompt does not fit: the pair is flagged, nothing is kept
            error = PROMPT_TOO_LONG
        elif any(c is None for c in comps):
            error = API_REJECTED if "rejected" in kinds else API_ERROR
        parsed = [o.parsed for o in outcomes if o.kind == "ok" and o.parsed is not None]
        prompt_tokens = [p.prompt_tokens for p in parsed if p.prompt_tokens is not None]
        cached = [p.cached_tokens for p in parsed if p.cached_tokens is not None]
        return GenerationResult(
            request_key=request.request_key,
            completions=[c if c is not None else Completion(text=None) for c in comps],
            prompt_tokens=sum(prompt_tokens) if prompt_tokens else None,
            cached_tokens=sum(cached) if cached else None,
            latency_s=time.monotonic() - t0,
            error=error,
        )

    async def write(self, prompts: Sequence[str], max_tokens: int) -> list[Completion]:
        """Greedy free text for the audit's writer (temperature 0, one sample, at most
        ``max_tokens``), each prompt one user message (control strings neutralised). A prompt the
        server finds too long gives ``finish_reason="prompt_too_long"``; a failed or refused request
        ``text=None`` with ``finish_reason`` ``"api_error"`` / ``"api_rejected"`` (the writer does
        not cache those, so a rerun asks again). See :class:`~judge_engine.backends.base.TextWriter`."""
        model = self.config.judge.model

        async def one(prompt: str) -> Completion:
            body = build_body(
                [{"role": "user", "content": prompt}], model, n=1, temperature=0.0, top_p=1.0, max_tokens=max_tokens
            )
            out = await self.client.request(body)
            if out.kind == "ok" and out.parsed is not None:
                return out.parsed.completions[0]
            reason = {"too_long": PROMPT_TOO_LONG, "rejected": API_REJECTED}.get(out.kind, API_ERROR)
            return Completion(text=None, finish_reason=reason)

        return list(await asyncio.gather(*[one(p) for p in prompts]))

    def _n_mode(self) -> str:
        return {True: "n", False: "one request per sample", None: "n (not yet needed)"}[self._n_ok]

    def accounting(self) -> dict[str, Any]:
        """``{"api": ApiInvocation as a dict}``: requests, retries, failures and tokens of this process,
        and how samples were asked for (``n_mode``: ``n``, ``one request per sample``)."""
        self.client.counters.n_mode = self._n_mode()
        return {"api": self.client.counters.to_dict()}

    def info(self) -> dict[str, Any]:
        """What the manifest records: model, server address and its ``max_model_len``, ``n_mode``,
        seeding, and whether structured outputs and verdict probabilities are asked for."""
        oc = self.config.judge.openai
        return {
            "backend": self.name,
            "model": self.config.judge.model,
            "base_url": oc.base_url,
            "server_max_model_len": self.client.max_model_len,
            "n_mode": self._n_mode(),
            "seeding": "request" if oc.send_seed else "server",
            "constrain": self.config.judge.constrain,
            "structured_outputs": self._regex is not None,
            "verdict_probs": self._probs_format is not None,
        }
