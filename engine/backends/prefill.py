"""Prefill accounting: the work the engine did against its lower bound (ARCHITECTURE.md, "The scheduler").

:class:`PromptTrie` counts the distinct tokens of every prompt sent (what a prefix cache that kept
everything would compute); :class:`PrefillCounter` reads what the engine computed from vLLM's own
prefix-cache counters. :func:`judge_engine.pipeline.finish.prefill_accounting` puts the two side by side.
"""

from __future__ import annotations

from typing import Any


class PromptTrie:
    """Counts the distinct tokens of the trie of all prompts seen: the lower bound on prefill work.

    A prefix cache that kept everything would compute each trie node once; sorting the token
    sequences lexicographically and summing ``len(s) - LCP(s, previous)`` counts the nodes.
    Sequences are kept as bytes (4 per token) up to ``max_tokens`` in all; past that the count is
    unknown (``None``) rather than wrong.
    """

    def __init__(self, max_tokens: int = 200_000_000) -> None:
        self._seqs: list[bytes] = []
        self._tokens = 0
        self._max = max_tokens
        self.overflow = False

    def add(self, ids: list[int]) -> None:
        if self.overflow:
            return
        self._tokens += len(ids)
        if self._tokens > self._max:
            self.overflow, self._seqs = True, []
            return
        import numpy as np

        self._seqs.append(np.asarray(ids, dtype=">u4").tobytes())  # big-endian: byte order = token order

    def distinct_tokens(self) -> int | None:
        """Trie nodes over all distinct prompts added (an identical prompt counts once)."""
        if self.overflow:
            return None
        import numpy as np

        total = 0
        prev = np.zeros(0, dtype=">u4")
        for raw in sorted(set(self._seqs)):
            cur = np.frombuffer(raw, dtype=">u4")
            n = min(cur.size, prev.size)
            diff = np.flatnonzero(cur[:n] != prev[:n])
            lcp = int(diff[0]) if diff.size else n
            total += cur.size - lcp
            prev = cur
        return total


class PrefillCounter:
    """Engine-level prefill accounting from vLLM's scheduler stats (a custom stat logger).

    ``RequestOutput.num_cached_tokens`` of an ``n > 1`` request is one child's figure (a sibling
    that reused the first child's blocks reports the whole prompt as cached), so per-request
    numbers cannot say how much prefill was computed. The scheduler's prefix-cache stats count
    every token queried and every hit, preemptions included.
    """

    def __init__(self) -> None:
        self.queried = 0
        self.hits = 0

    def factory(self) -> Any:
        from vllm.v1.metrics.loggers import StatLoggerBase

        counter = self

        class _Logger(StatLoggerBase):
            def __init__(self, vllm_config: Any, engine_index: int = 0) -> None:
                pass

            def record(
                self, scheduler_stats: Any, iteration_stats: Any, mm_cache_stats: Any = None, engine_idx: int = 0
            ) -> None:
                if scheduler_stats is None:
                    return
                p = scheduler_stats.prefix_cache_stats
                counter.queried += p.queries + getattr(p, "preempted_queries", 0)
                counter.hits += p.hits + getattr(p, "preempted_hits", 0)

            def log_engine_initialized(self) -> None:
                pass

        return _Logger

    @property
    def computed(self) -> int:
        """Prompt tokens the engine actually prefilled (queried minus served from the cache)."""
        return self.queried - self.hits
