"""The backend contract: what every judge backend implements, and what a backend that writes text adds.

:class:`Backend` has one abstract method, :meth:`Backend.generate_one`: judge one
:class:`~judge_engine.pipeline.plan.Request` (its samples ``start..n-1``). The scheduler keeps a
bounded number of requests in flight, so a streaming engine batches them continuously;
:meth:`Backend.generate` (a batch, one result per request in input order) is derived from it. The
lifecycle hooks :meth:`~Backend.start`, :meth:`~Backend.close`, :meth:`~Backend.accounting` and
:meth:`~Backend.info` have defaults, and so do the class methods the Ray driver asks,
:meth:`~Backend.worker_config` and :meth:`~Backend.worker_env`. A backend creates its state in
``__init__`` (every attribute, with None or empty values) and fills what needs the model or data in
:meth:`~Backend.start`.

A backend that can also write free text (the audit's writer perturbations) implements
:class:`TextWriter` (checked with ``isinstance`` / :func:`judge_engine.backends.can_write`).
Backends are registered by name in :mod:`judge_engine.backends`.
"""

from __future__ import annotations

import asyncio
from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Protocol, runtime_checkable

import polars as pl

from judge_engine.config import RunConfig
from judge_engine.pipeline.plan import Request


@dataclass(frozen=True)
class Completion:
    """One sample of one request.

    Attributes:
        text: the completion (never the prompt); ``None`` when there is none (status ``missing``).
        finish_reason: ``"stop"``, ``"length"`` or ``None``.
        completion_tokens: generated tokens, or ``None`` when unknown (replay).
        verdict_probs: (P(slot 1 wins), P(slot 2 wins), P(tie)) at the verdict token, or ``None``.
        forced_chars: characters at the end of ``text`` that the constrained decoder forced
            (``constrain = "verdict"``: the verdict prefix and the tail); the parser always reads
            that verdict. 0 when nothing was forced.
    """

    text: str | None
    finish_reason: str | None = None
    completion_tokens: int | None = None
    verdict_probs: tuple[float, float, float] | None = None
    forced_chars: int = 0


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
    """A judge backend. Lifecycle: ``await start()``, ``await generate_one(request)`` (many at once) ...,
    ``await close()``.

    Args:
        config: the run config (the backend reads ``[judge]`` and ``[sampling]``).
    """

    name: ClassVar[str] = ""
    spawns_processes: ClassVar[bool] = False
    """True when :meth:`start` starts child processes (vLLM's engine core): the pipeline then starts a
    :class:`judge_engine.backends.procguard.EngineGuard` first, so they die with the judge-engine process."""

    def __init__(self, config: RunConfig) -> None:
        self.config = config

    async def start(self) -> None:  # noqa: B027 - optional hook
        """Load the model / recording. Called once before the first request."""

    @abstractmethod
    async def generate_one(self, request: Request) -> GenerationResult:
        """Judge one request: its samples ``start..n-1``, in order. Never raises for one bad request
        (a prompt that does not fit is a result with ``error``)."""

    async def generate(self, requests: Sequence[Request]) -> list[GenerationResult]:
        """Judge a batch concurrently (:meth:`generate_one` each); one result per request, in input order."""
        return list(await asyncio.gather(*(self.generate_one(r) for r in requests)))

    def answers_windows(self) -> bool:
        """Whether :meth:`generate_columns` answers a whole window of requests at once, without their
        prompts (default False: the scheduler calls :meth:`generate_one` per request)."""
        return False

    def generate_columns(self, window: pl.DataFrame) -> pl.DataFrame:
        """Judge a window of requests at once (only when :meth:`answers_windows`).

        Args:
            window: one row per request: ``request_key``, ``pair_id``, ``order`` (str), ``n``, ``start``
                (i64; samples ``start..n-1`` are asked for), ``tpl`` (i64)
                (:mod:`judge_engine.pipeline.windows`); no prompt.

        Returns:
            One row per sample ``start..n-1`` of each request: ``req`` (u32, the request's row in
            ``window``), ``sample`` (i64), ``text`` (str, null when there is none), ``finish_reason``
            (str); optionally ``completion_tokens``, ``prompt_tokens``, ``cached_tokens`` (i64),
            ``latency_s`` (f64), ``error`` (str), ``input_truncated`` (bool), ``forced_chars`` (i64),
            ``p_first``, ``p_second``, ``p_tie`` (f64) (absent: null, False or 0, as
            :class:`GenerationResult` and :class:`Completion` default them).

        Raises:
            NotImplementedError: the backend answers per request only.
        """
        raise NotImplementedError(f"backend {self.name!r} answers per request (generate_one)")

    def accounting(self) -> dict[str, Any]:
        """End-of-run figures the summary reports (e.g. ``trie_prompt_tokens``); empty by default."""
        return {}

    async def close(self) -> None:  # noqa: B027 - optional hook
        """Release the model."""

    def info(self) -> dict[str, Any]:
        """What the manifest records about the backend (model id, versions, seeding)."""
        return {"backend": self.name}

    @classmethod
    def worker_config(cls, config: RunConfig, workers: int) -> RunConfig:
        """The config each of ``workers`` Ray workers builds its backend from (default: ``config``
        itself; the ``openai`` backend divides its rate limits among the workers sharing a server)."""
        return config

    @classmethod
    def worker_env(cls, config: RunConfig) -> tuple[str, ...]:
        """Names of environment variables the backend reads that Ray workers need too, beyond
        :data:`judge_engine.envs.RAY_FORWARDED_PREFIXES` (default none; the ``openai`` backend's API key)."""
        return ()


@runtime_checkable
class TextWriter(Protocol):
    """A backend that also writes free text: the audit's writer perturbations (:mod:`judge_engine.audit.rewriter`)."""

    async def write(self, prompts: Sequence[str], max_tokens: int) -> list[Completion]:
        """Generate free text: each prompt is one user message, decoded greedily (temperature 0, one
        sample, at most ``max_tokens`` tokens). One :class:`Completion` per prompt, in input order; a
        prompt that does not fit the context gets ``Completion(text=None, finish_reason="prompt_too_long")``."""
        ...


def cannot_write(name: str) -> str:
    """The message for a backend that does not implement :class:`TextWriter`."""
    return (
        f"backend {name!r} cannot write text; the factual-error and gender suites need "
        'a generating backend (judge.backend = "vllm" or "openai")'
    )
