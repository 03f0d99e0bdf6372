"""The backend ABC and its registry (lazy imports: importing judge_engine never imports torch/vLLM).

A backend judges one :class:`~judge_engine.pipeline.plan.Request` at a time with ``generate_one`` (the
scheduler keeps a bounded number in flight, so a streaming engine batches them continuously), or a
batch with ``generate`` (one result per request, in input order; inspect_ai ``ModelAPI`` /
lm-eval ``LM`` style). Implement either; each defaults to the other. Backends are registered by name; an unknown name lists the known ones and
a missing optional dependency names the ``pip install`` that fixes it.
"""

from __future__ import annotations

from abc import ABC
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from judge_engine.config import RunConfig
from judge_engine.errors import BackendError
from judge_engine.pipeline.plan import Request


@dataclass(frozen=True)
class Completion:
    """One sample of one request.

    Attributes:
        text: the completion (never the prompt); ``None`` when there is none (status ``missing``).
        finish_reason: ``"stop"``, ``"length"`` or ``None``.
        completion_tokens: generated tokens, or ``None`` when unknown (replay).
        verdict_probs: (P(slot 1 wins), P(slot 2 wins), P(tie)) at the verdict token, or ``None``.
    """

    text: str | None
    finish_reason: str | None = None
    completion_tokens: int | None = None
    verdict_probs: tuple[float, float, float] | None = None


@dataclass(frozen=True)
class GenerationResult:
    """All samples of one request.

    Attributes:
        request_key: the request's key.
        completions: exactly ``request.n_new`` (= n - start) entries, sample ``request.start + j``
            at index ``j`` (sample ``i`` at index ``i`` when start = 0).
        prompt_tokens: prompt length in tokens, or ``None`` when unknown.
        cached_tokens: prompt tokens served from the prefix cache, or ``None``.
        latency_s: seconds from the request entering the engine queue to its last token, or ``None``.
        error: a per-request failure reason (e.g. ``"prompt_too_long"``) applied to all samples.
        input_truncated: the responses were cut to fit the context (``judge.too_long = "truncate"``).
    """

    request_key: str
    completions: list[Completion]
    prompt_tokens: int | None = None
    cached_tokens: int | None = None
    latency_s: float | None = None
    error: str | None = None
    input_truncated: bool = False


class Backend(ABC):
    """A judge backend. Lifecycle: ``await start()``, ``await generate(batch)`` ..., ``await close()``."""

    name: str = ""
    spawns_processes: bool = False
    """True when :meth:`start` starts child processes (vLLM's engine core): the runner then starts a
    :class:`judge_engine.backends.procguard.EngineGuard` first, so they die with the judge-engine process."""

    def __init__(self, config: RunConfig) -> None:
        self.config = config

    async def start(self) -> None:  # noqa: B027 - optional hook
        """Load the model / recording. Called once before the first :meth:`generate`."""

    async def generate(self, requests: Sequence[Request]) -> list[GenerationResult]:
        """Judge a batch; one result per request, in input order. Never raises for one bad request."""
        return [await self.generate_one(r) for r in requests]

    async def generate_one(self, request: Request) -> GenerationResult:
        """Judge one request (its samples ``start..n-1``)."""
        return (await self.generate([request]))[0]

    async def write(self, prompts: Sequence[str], max_tokens: int) -> list[Completion]:
        """Generate free text for the audit's writer perturbations (:mod:`judge_engine.audit.rewriter`):
        each prompt is one user message, decoded greedily (temperature 0, one sample, at most
        ``max_tokens`` tokens). One :class:`Completion` per prompt, in input order; a prompt that
        does not fit the context gets ``Completion(text=None, finish_reason="prompt_too_long")``.

        Raises:
            BackendError: the backend only judges (the default).
        """
        raise BackendError(f"backend {self.name!r} cannot write text; the factual-error and gender suites need "
                           "a generating backend (judge.backend = \"vllm\")")

    def accounting(self) -> dict[str, Any]:
        """End-of-run figures the summary reports (e.g. ``trie_prompt_tokens``)."""
        return {}

    async def close(self) -> None:  # noqa: B027 - optional hook
        """Release the model."""

    def info(self) -> dict[str, Any]:
        """What the manifest records about the backend (model id, versions, seeding)."""
        return {"backend": self.name}
