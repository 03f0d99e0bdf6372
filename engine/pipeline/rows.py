"""Judgment rows from a backend's results (every sample parsed, scores mapped back to the responses), the
buffer that writes them as parts, and the pairs too long for the context."""

from __future__ import annotations

import asyncio
import time
from typing import TYPE_CHECKING, Protocol

import polars as pl

from judge_engine.backends.base import GenerationResult
from judge_engine.errors import BackendError
from judge_engine.pipeline.parsing import parse_completion
from judge_engine.pipeline.plan import Request
from judge_engine.pipeline.template_sets import TemplateSet
from judge_engine.pipeline.templates import Template
from judge_engine.schemas.tables import JUDGMENT_SCHEMA, PROMPT_TOO_LONG, cut_short

if TYPE_CHECKING:
    from judge_engine.pipeline.store import Store


def results_to_rows(
    requests: list[Request],
    results: list[GenerationResult],
    template: Template | TemplateSet,
    done: set[tuple[str, int]],
) -> pl.DataFrame:
    """Parse every sample and build judgment rows (JUDGMENT_SCHEMA), skipping samples in ``done``.

    Each sample is parsed with the template variant that rendered its request (its echoed
    instructions are never a verdict). A single-answer sample (order ``single``) has its score in
    ``score_first`` and ``score_a``, null ``score_second`` / ``score_b`` and no verdict."""
    fallback = template.template if isinstance(template, TemplateSet) else template
    cols: dict[str, list] = {c: [] for c in JUDGMENT_SCHEMA}
    for req, res in zip(requests, results, strict=True):
        if res.request_key != req.request_key:
            raise BackendError(f"backend returned result {res.request_key} for request {req.request_key}")
        if len(res.completions) != req.n_new:
            raise BackendError(
                f"backend returned {len(res.completions)} samples for request {req.request_key}, "
                f"expected {req.n_new} (samples {req.start}..{req.n - 1})"
            )
        for i, comp in enumerate(res.completions, start=req.start):
            if (req.request_key, i) in done:
                continue
            # a sample that did not end normally (content_filter, abort, ...) parses like one cut at max_tokens
            finish = "length" if cut_short(comp.finish_reason) else comp.finish_reason
            parsed = parse_completion(comp.text, req.template or fallback, finish, comp.forced_chars)
            status = res.error if res.error and comp.text is None else parsed.status
            s1, s2 = parsed.score_first, parsed.score_second
            a, b = (s2, s1) if req.order == "ba" else (s1, s2)
            verdict = None
            if a is not None and b is not None:
                verdict = "a" if a > b else "b" if b > a else "tie"
            cols["pair_id"].append(req.pair_id)
            cols["order"].append(req.order)
            cols["sample"].append(i)
            cols["score_first"].append(s1)
            cols["score_second"].append(s2)
            cols["score_a"].append(a)
            cols["score_b"].append(b)
            cols["verdict"].append(verdict)
            cols["parse_status"].append(status)
            cols["finish_reason"].append(comp.finish_reason)
            cols["text"].append(comp.text)
            # request-level token counts go on the first sample drawn only, so sums over rows are exact
            cols["prompt_tokens"].append(res.prompt_tokens if i == req.start else None)
            cols["cached_tokens"].append(res.cached_tokens if i == req.start else None)
            cols["completion_tokens"].append(comp.completion_tokens)
            cols["latency_s"].append(res.latency_s)
            cols["input_truncated"].append(res.input_truncated)
            vp = comp.verdict_probs
            if vp is None:
                pa = pb = pt = None
            else:
                pa, pb = (vp[1], vp[0]) if req.order == "ba" else (vp[0], vp[1])
                pt = vp[2]
            cols["p_a"].append(pa)
            cols["p_b"].append(pb)
            cols["p_tie"].append(pt)
            cols["request_key"].append(req.request_key)
    return pl.DataFrame(cols, schema=JUDGMENT_SCHEMA)


def split_too_long(judgments: pl.DataFrame) -> tuple[pl.DataFrame, pl.Series]:
    """The judgments of the pairs whose prompt fit the context in every order, and the ids of the others.

    A pair with a prompt too long for the context (``parse_status`` :data:`PROMPT_TOO_LONG`) in either
    order is not half-judged: the final stage flags it, and an adaptive round gives it no more samples.

    Args:
        judgments: ``pair_id``, ``parse_status`` and any other columns.

    Returns:
        (judgments of the other pairs, ``pair_id`` Series of the too-long pairs, unique).
    """
    too_long = judgments.filter(pl.col("parse_status") == PROMPT_TOO_LONG).select("pair_id").unique()
    return judgments.join(too_long, on="pair_id", how="anti"), too_long["pair_id"]


class PartSink(Protocol):
    """Where a :class:`PartBuffer` writes: the judgment store, or the generation store
    (:class:`judge_engine.pipeline.generation.GenerationStore`)."""

    def write_part(self, df: pl.DataFrame) -> None:
        """Append ``df`` as one atomic part."""


class PartBuffer:
    """Rows (judgments, or generations) buffered and written as one atomic part of the store every
    ``flush_rows`` rows or ``flush_s`` seconds (checked as rows arrive), and on :meth:`flush` with ``force``.

    Args:
        store: where parts go (:meth:`judge_engine.pipeline.store.Store.write_part`, or any
            :class:`PartSink`; in a thread; one write at a time).
        flush_rows: rows that trigger a write (``scheduler.flush_rows``).
        flush_s: seconds since the last write that trigger one (``scheduler.flush_s``).

    Attributes:
        written: rows written so far.
    """

    def __init__(self, store: Store | PartSink, flush_rows: int, flush_s: float) -> None:
        self.store, self.flush_rows, self.flush_s = store, flush_rows, flush_s
        self._frames: list[pl.DataFrame] = []
        self._rows = 0
        self._last = time.monotonic()
        self._lock = asyncio.Lock()
        self.written = 0

    def add(self, rows: pl.DataFrame) -> None:
        """Buffer one request's rows."""
        self._frames.append(rows)
        self._rows += rows.height

    def due(self) -> bool:
        """Whether the buffer holds ``flush_rows`` rows or the last write is ``flush_s`` seconds old."""
        return self._rows >= self.flush_rows or time.monotonic() - self._last >= self.flush_s

    async def flush(self, force: bool = False) -> None:
        """Write the buffer as one part when it is due (or ``force``); nothing when it is empty."""
        if not self._frames or not (force or self.due()):
            return
        rows, self._frames, self._rows, self._last = pl.concat(self._frames), [], 0, time.monotonic()
        async with self._lock:
            await asyncio.to_thread(self.store.write_part, rows)
        self.written += rows.height
