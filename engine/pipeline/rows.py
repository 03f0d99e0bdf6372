"""Judgment rows from a backend's results (every sample parsed, scores mapped back to the responses), the
buffer that writes them as parts, and the pairs too long for the context."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Container
from typing import TYPE_CHECKING, Any, Protocol

import polars as pl

from judge_engine.backends.base import GenerationResult
from judge_engine.errors import BackendError
from judge_engine.pipeline.forced import forced_chars
from judge_engine.pipeline.heap import trim_heap
from judge_engine.pipeline.parsing import parse_completion
from judge_engine.pipeline.parsing.canonical import CanonicalParser
from judge_engine.pipeline.parsing.result import Parsed
from judge_engine.pipeline.plan import Request
from judge_engine.pipeline.template_sets import TemplateSet
from judge_engine.pipeline.templates import Template
from judge_engine.pipeline.window_rows import window_rows
from judge_engine.schemas.tables import JUDGMENT_SCHEMA, PROMPT_TOO_LONG, parse_finish

if TYPE_CHECKING:
    from judge_engine.pipeline.store import Store


def results_to_rows(
    requests: list[Request],
    results: list[GenerationResult],
    template: Template | TemplateSet,
    done: Container[tuple[str, int]],
    bounded: bool = False,
) -> pl.DataFrame:
    """Parse every sample and build judgment rows (JUDGMENT_SCHEMA), skipping samples in ``done``
    (:meth:`JudgmentColumns.add` per request, one frame at the end; ``bounded`` as there).

    Raises:
        BackendError: a result of another request, or another number of samples than asked for.
    """
    cols = JudgmentColumns(template, bounded)
    for req, res in zip(requests, results, strict=True):
        cols.add(req, res, done)
    return cols.take()


TRIM_EVERY_S = 1.0
"""At most one C-heap trim (:func:`~judge_engine.pipeline.heap.trim_heap`) per this many seconds of part writes."""
_MEMO_CHARS = 512
_MEMO_SIZE = 65536


class JudgmentColumns:
    """Judgment rows buffered as tuples in one list (the per-request path: no frame per request) and as the
    frames of whole windows (:meth:`add_window`, the columnar path); :meth:`take` turns them into one frame
    (JUDGMENT_SCHEMA).

    Parse results of short completions (at most 512 characters) are memoised by (text, template variant,
    finish reason), at most 65,536 of them (the memo is cleared when full): :func:`parse_completion` is
    a pure function of those, and a format-constrained judge writes few distinct completions.

    Args:
        template: the run's template (set); a request's own variant (``Request.template``) comes first.
        bounded: the run was format-constrained (:func:`~judge_engine.pipeline.forced.format_bounded`): a
            completion whose explanation reached its format's bound has its verdict read as forced
            (:func:`~judge_engine.pipeline.forced.bounded_forced_chars`) when the backend marked none.
    """

    def __init__(self, template: Template | TemplateSet, bounded: bool = False) -> None:
        self.fallback = template.template if isinstance(template, TemplateSet) else template
        self.bounded = bounded
        self._rows: list[tuple[Any, ...]] = []
        self._frames: list[pl.DataFrame] = []
        self._framed = 0
        self._memo: dict[tuple[int, str, str | None, int], Parsed] = {}
        self._fast: dict[int, CanonicalParser] = {}

    def _parse(self, text: str | None, template: Template, finish_reason: str | None, forced_chars: int = 0) -> Parsed:
        if text is None or len(text) > _MEMO_CHARS:
            return parse_completion(text, template, finish_reason, forced_chars)
        key = (id(template), text, finish_reason, forced_chars)
        hit = self._memo.get(key)
        if hit is None:
            if len(self._memo) >= _MEMO_SIZE:
                self._memo.clear()
            hit = self._memo[key] = parse_completion(text, template, finish_reason, forced_chars)
        return hit

    def add(self, req: Request, res: GenerationResult, done: Container[tuple[str, int]] = ()) -> int:
        """Parse one request's samples into rows, skipping samples in ``done``; returns the completion
        tokens of the rows added.

        Each sample is parsed with the template variant that rendered its request (its echoed
        instructions are never a verdict). A single-answer sample (order ``single``) has its score in
        ``score_first`` and ``score_a``, null ``score_second`` / ``score_b`` and no verdict. Request-level
        token counts go on the first sample drawn only, so sums over rows are exact.

        Raises:
            BackendError: ``res`` is another request's result, or holds another number of samples
                than ``req.n_new``.
        """
        if res.request_key != req.request_key:
            raise BackendError(f"backend returned result {res.request_key} for request {req.request_key}")
        if len(res.completions) != req.n_new:
            raise BackendError(
                f"backend returned {len(res.completions)} samples for request {req.request_key}, "
                f"expected {req.n_new} (samples {req.start}..{req.n - 1})"
            )
        template = req.template or self.fallback
        tokens = 0
        for i, comp in enumerate(res.completions, start=req.start):
            if done and (req.request_key, i) in done:
                continue
            # a sample that did not end normally (content_filter, abort, ...) parses like one cut at max_tokens
            finish = parse_finish(comp.finish_reason)
            forced = forced_chars(template, comp.text, finish, comp.forced_chars, self.bounded)
            parsed = self._parse(comp.text, template, finish, forced)
            status = res.error if res.error and comp.text is None else parsed.status
            s1, s2 = parsed.score_first, parsed.score_second
            a, b = (s2, s1) if req.order == "ba" else (s1, s2)
            verdict = None
            if a is not None and b is not None:
                verdict = "a" if a > b else "b" if b > a else "tie"
            vp = comp.verdict_probs
            if vp is None:
                pa = pb = pt = None
            else:
                pa, pb = (vp[1], vp[0]) if req.order == "ba" else (vp[0], vp[1])
                pt = vp[2]
            first = i == req.start
            self._rows.append(
                (  # JUDGMENT_SCHEMA's order
                    req.pair_id,
                    req.order,
                    i,
                    s1,
                    s2,
                    a,
                    b,
                    verdict,
                    status,
                    comp.finish_reason,
                    comp.text,
                    res.prompt_tokens if first else None,
                    comp.completion_tokens,
                    res.cached_tokens if first else None,
                    res.latency_s,
                    res.input_truncated,
                    pa,
                    pb,
                    pt,
                    req.request_key,
                )
            )
            tokens += comp.completion_tokens or 0
        return tokens

    def add_window(
        self, window: pl.DataFrame, templates: list[Template], frame: pl.DataFrame, skip: pl.DataFrame
    ) -> int:
        """Parse a window's samples from a backend's columns into rows (:func:`~judge_engine.pipeline.
        window_rows.window_rows`: the same rows :meth:`add` builds per request), leaving out the (request_key,
        sample) pairs in ``skip``; returns the completion tokens of the rows added.

        Raises:
            BackendError: a request got other samples than ``start..n-1``.
        """
        rows, tokens = window_rows(window, templates, frame, skip, self._fast, self._parse)
        self._frames.append(rows)
        self._framed += rows.height
        return tokens

    @property
    def windowed_rows(self) -> int:
        """Rows buffered from windows (:meth:`add_window`)."""
        return self._framed

    @property
    def rows(self) -> int:
        """Rows buffered."""
        return len(self._rows) + self._framed

    def take(self) -> pl.DataFrame:
        """The buffered rows as one frame (JUDGMENT_SCHEMA; the rows transposed to columns once, then the
        windows' frames); the buffer is emptied."""
        rows, self._rows = self._rows, []
        frames, self._frames, self._framed = self._frames, [], 0
        if frames and not rows:
            return frames[0] if len(frames) == 1 else pl.concat(frames)
        columns = list(zip(*rows, strict=True)) if rows else [() for _ in JUDGMENT_SCHEMA]
        tuples = pl.DataFrame(
            {name: list(col) for name, col in zip(JUDGMENT_SCHEMA, columns, strict=True)}, schema=JUDGMENT_SCHEMA
        )
        return pl.concat([tuples, *frames]) if frames else tuples


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
    if too_long.height == 0:  # the common case: no copy of the judgments
        return judgments, too_long["pair_id"]
    return judgments.join(too_long, on="pair_id", how="anti"), too_long["pair_id"]


class PartSink(Protocol):
    """Where a :class:`PartBuffer` writes: the judgment store, or the generation store
    (:class:`judge_engine.pipeline.generation.GenerationStore`)."""

    def write_part(self, df: pl.DataFrame) -> None:
        """Append ``df`` as one atomic part."""


class PartBuffer:
    """Rows (judgments, or generations) buffered and written as one atomic part of the store every
    ``flush_rows`` rows or ``flush_s`` seconds (checked as rows arrive), and on :meth:`flush` with ``force``.
    Judgments are buffered as tuples in ``columns`` (:class:`JudgmentColumns`): one frame per flush; rows
    that came a window at a time (:meth:`JudgmentColumns.add_window`) are written in parts of ``flush_rows``
    rows, the rest kept for the next part (all of it with ``force``).

    Args:
        store: where parts go (:meth:`judge_engine.pipeline.store.Store.write_part`, or any
            :class:`PartSink`; in a thread; one write at a time).
        flush_rows: rows that trigger a write (``scheduler.flush_rows``).
        flush_s: seconds since the last write that trigger one (``scheduler.flush_s``).
        columns: the judgment rows' buffer (None: frames only).

    Attributes:
        written: rows written so far.
    """

    def __init__(
        self, store: Store | PartSink, flush_rows: int, flush_s: float, columns: JudgmentColumns | None = None
    ) -> None:
        self.store, self.flush_rows, self.flush_s = store, flush_rows, flush_s
        self.columns = columns
        self._frames: list[pl.DataFrame] = []
        self._rows = 0
        self._last = time.monotonic()
        self._lock = asyncio.Lock()
        self._pending: list[asyncio.Future[None]] = []
        self.written = 0

    def add(self, rows: pl.DataFrame) -> None:
        """Buffer one frame of rows (generations; judgments go to :attr:`columns` when given)."""
        self._frames.append(rows)
        self._rows += rows.height

    def _buffered(self) -> int:
        return self._rows + (self.columns.rows if self.columns is not None else 0)

    def due(self) -> bool:
        """Whether the buffer holds ``flush_rows`` rows or the last write is ``flush_s`` seconds old (O(1))."""
        return self._buffered() >= self.flush_rows or time.monotonic() - self._last >= self.flush_s

    async def flush(self, force: bool = False) -> None:
        """Write the buffer (frames added and the rows in :attr:`columns`) as one part when it is due (or
        ``force``); nothing when it is empty. The write runs in a thread while the caller goes on (the next
        flush waits for it: one write at a time); ``force`` returns once every write is done.

        Raises:
            Exception: what a write raised (:class:`~judge_engine.errors.StoreError`), at the next flush.
        """
        if not self._buffered() or not (force or self.due()):
            if force:
                await self._drain()
            return
        frames, self._frames, self._rows, self._last = self._frames, [], 0, time.monotonic()
        windowed = self.columns is not None and self.columns.windowed_rows > 0
        if self.columns is not None and self.columns.rows:
            frames.append(self.columns.take())
        rows = frames[0] if len(frames) == 1 else pl.concat(frames)
        parts = [rows]
        if windowed and rows.height > self.flush_rows:  # whole windows: parts of flush_rows rows, the rest kept
            cut = rows.height if force else rows.height // self.flush_rows * self.flush_rows
            parts = [rows.slice(i, min(self.flush_rows, cut - i)) for i in range(0, cut, self.flush_rows)]
            if cut < rows.height:
                self.add(rows.slice(cut))
        try:
            await self._drain()
        except BaseException:  # the write in progress failed: these rows stay buffered
            for part in parts:
                self.add(part)
            raise
        self._pending.append(asyncio.ensure_future(self._write(parts)))
        # the write starts now, not when the caller next waits: a window backend's caller runs windows
        # without waiting between flushes, and the write ran only at the next flush, after the window
        await asyncio.sleep(0)
        if force:
            await self._drain()

    async def _write(self, parts: list[pl.DataFrame]) -> None:
        async with self._lock:  # one write at a time (callers that flush concurrently)
            await asyncio.to_thread(self._write_parts, parts)

    def _write_parts(self, parts: list[pl.DataFrame]) -> None:
        """Write ``parts`` one after another (in a thread), counting :attr:`written` as each is written."""
        for part in parts:
            self.store.write_part(part)
            self.written += part.height
        trim_heap(TRIM_EVERY_S)  # issue 21: the writes' freed C heap back to the system (judging stays flat)

    async def _drain(self) -> None:
        """Wait for the writes started so far (the store lock runs them one at a time); raise the first
        error they raised (once)."""
        pending, self._pending = self._pending, []
        if pending:
            done = await asyncio.gather(*pending, return_exceptions=True)
            errors = [r for r in done if isinstance(r, BaseException)]
            if errors:
                raise errors[0]
