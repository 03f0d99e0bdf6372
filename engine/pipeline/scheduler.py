"""The asyncio judging stage: read shards -> plan -> submit requests (bounded in flight) -> parse -> write.

Requests pass through a prefix sweep of ``scheduler.window`` requests
(:class:`~judge_engine.pipeline.plan.PrefixSweep`: held sorted by rendered prompt, let out in sweeps of the
prompt order, so shared prefixes run next to each other) and are submitted one by one, with at most
``scheduler.max_in_flight`` requests in flight on the backend (:class:`InFlight`), which batches
whatever is in flight (vLLM's continuous batching). Each finished request is parsed at once and its
rows buffered; the buffer is written as one atomic judgment part every ``scheduler.flush_rows`` rows
or ``scheduler.flush_s`` seconds, and at the end (:class:`~judge_engine.pipeline.rows.PartBuffer`), so
a crash loses at most the requests in flight and the unwritten rows, and a rerun judges only what is
missing (see :mod:`judge_engine.pipeline.store`). Adaptive calibration runs the same loop in rounds
(:func:`judge`). A backend with no model that answers a whole window at once
(:meth:`~judge_engine.backends.base.Backend.answers_windows`: replay) takes the columnar path instead: each
planned chunk is one window of columns (:mod:`judge_engine.pipeline.windows`), answered by one call and
turned into rows by polars (:mod:`judge_engine.pipeline.window_rows`).
"""

from __future__ import annotations

import asyncio
import dataclasses
import functools
import time
from collections.abc import Awaitable, Callable, Iterable, Iterator
from dataclasses import dataclass, field

import numpy as np
import polars as pl

from judge_engine.backends.base import Backend
from judge_engine.config import RunConfig
from judge_engine.pipeline.adaptive import decide_round, round_record
from judge_engine.pipeline.forced import format_bounded
from judge_engine.pipeline.inputs import Shard
from judge_engine.pipeline.plan import PrefixSweep, Request, plan_requests
from judge_engine.pipeline.progress import Progress
from judge_engine.pipeline.rows import JudgmentColumns, PartBuffer
from judge_engine.pipeline.spill import RUN_DIR, FrameSpill, SeriesSpill
from judge_engine.pipeline.store import Store
from judge_engine.pipeline.template_sets import TemplateSet
from judge_engine.pipeline.templates import Template
from judge_engine.pipeline.windows import missing_window, plan_window
from judge_engine.schemas.summary import RoundRecord
from judge_engine.schemas.tables import META_COLUMNS

PLAN_ROWS = 4096
"""Input rows planned (rendered) at a time (a model backend's requests)."""
WINDOW_ROWS = 8192
"""Input rows planned and judged at a time by a backend that answers whole windows (replay): a window's
polars steps cost per window, so larger windows judge faster; 8,192 rows (16,384 requests both orders) kept
the 1M-pair run's peak memory within 25 % of the 100k-pair run's (``benchmarks.run_scale``), 16,384 did not."""


@dataclass
class JudgeStats:
    """What the judging stage did in this invocation.

    Attributes:
        pairs_in: input rows read.
        pairs_valid: rows sent to the judge (or already judged by an earlier run).
        requests_total: requests planned (in every round); requests_sent: requests generated now.
        samples_written: judgment rows written now; samples_resumed: rows found from earlier runs (the
            final stage counts only this run's requests' samples,
            :func:`~judge_engine.pipeline.final_stream.resumed_samples`).
        wall_s: seconds spent in the judging stage, engine start excluded.
        start_s: seconds the backend took to start (None when nothing had to be judged).
        meta: one row per input row: pair_id, optional columns, source_file, source_row, flag (a
            :class:`~judge_engine.pipeline.spill.FrameSpill` in ``OUT/run/`` on the local path).
        request_keys: the keys of every request planned in this run (one Series per planned chunk; a
            :class:`~judge_engine.pipeline.spill.SeriesSpill` on the local path); the judgments of this
            run are exactly the stored ones with these keys.
        rounds: adaptive calibration, one entry per round: ``round`` (1-based), ``k`` (samples per
            order after it), ``pairs_judged`` (pairs of the round), ``pairs_uncertain`` (of those,
            uncertain after it), ``pairs_escalated`` (sent to the next round: the uncertain ones,
            0 after the k_max round), ``share_escalated``. Empty in uniform mode.
    """

    pairs_in: int = 0
    pairs_valid: int = 0
    requests_total: int = 0
    requests_sent: int = 0
    samples_written: int = 0
    samples_resumed: int = 0
    wall_s: float = 0.0
    meta: list[pl.DataFrame] | FrameSpill = field(default_factory=list)
    request_keys: list[pl.Series] | SeriesSpill = field(default_factory=list)
    start_s: float | None = None
    rounds: list[RoundRecord] = field(default_factory=list)


class InFlight:
    """At most ``limit`` tasks running at once (the backpressure that keeps memory flat); the first error
    stops new submissions and is raised by :meth:`drain` once every running task has settled.

    Args:
        limit: ``scheduler.max_in_flight``.
    """

    def __init__(self, limit: int) -> None:
        self._sem = asyncio.Semaphore(limit)
        self._tasks: set[asyncio.Task[None]] = set()
        self.errors: list[BaseException] = []

    async def submit(self, work: Callable[[], Awaitable[None]]) -> bool:
        """Wait for a free slot and start ``work()``; False (nothing started) once a task has failed."""
        await self._sem.acquire()
        if self.errors:
            self._sem.release()
            return False
        task = asyncio.create_task(self._run(work))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        return True

    async def _run(self, work: Callable[[], Awaitable[None]]) -> None:
        try:
            await work()
        except BaseException as exc:  # surfaced by drain() after the in-flight requests settle
            self.errors.append(exc)
        finally:
            self._sem.release()

    async def settle(self) -> None:
        """Wait until every started task has finished (failed ones included)."""
        while self._tasks:
            await asyncio.gather(*list(self._tasks))


class _Judging:
    """One invocation of the judging stage over a shard source (see :func:`judge`)."""

    def __init__(
        self,
        config: RunConfig,
        template: TemplateSet,
        backend: Backend,
        store: Store,
        identity: str,
        progress: Progress | None,
        start: Callable[[], Awaitable[None]] | None,
    ) -> None:
        self.config, self.template, self.backend, self.store = config, template, backend, store
        self.identity, self.progress, self.start = identity, progress, start
        self.stats = JudgeStats()
        if store.owner is None:  # issue 21: what grows with the input goes to the folder (not a Ray worker's)
            run_dir = store.dir / RUN_DIR
            self.stats = JudgeStats(meta=FrameSpill(run_dir, "meta"), request_keys=SeriesSpill(run_dir, "keys"))
        self.per_pair = 1 if template.protocol == "single" else len(config.sampling.order_list)
        sc = config.scheduler
        self.in_flight = InFlight(sc.max_in_flight)
        self.columns = JudgmentColumns(template, format_bounded(config))
        self.parts = PartBuffer(store, sc.flush_rows, sc.flush_s, columns=self.columns)
        self.skips: dict[str, set[tuple[str, int]]] = {}  # request key -> its stored samples after start
        self.first_round = True
        self.fresh = store.owner is None and not store.done  # local, nothing stored when judging starts

    def _advance(self, pairs: float, tokens: int) -> None:
        if self.progress is not None:
            self.progress.advance(pairs, tokens)

    async def _judge_one(self, req: Request) -> None:
        """Generate one request, parse its samples into the column buffer (a part is written when due)."""
        result = await self.backend.generate_one(req)
        tokens = self.columns.add(req, result, self.skips.pop(req.request_key, ()))
        self.stats.requests_sent += 1
        self._advance(1 / self.per_pair if self.first_round else 0.0, tokens)
        await self.parts.flush()

    async def _start(self) -> None:
        """Start the backend before the first request that is missing."""
        if self.start is not None and self.stats.start_s is None:
            t_start = time.monotonic()
            await self.start()
            self.stats.start_s = time.monotonic() - t_start

    async def _judge_window(self, window: pl.DataFrame, templates: list[Template]) -> None:
        """Judge a planned chunk at once (a backend that :meth:`~Backend.answers_windows`): only its missing
        samples (:func:`~judge_engine.pipeline.windows.missing_window`), the backend's columns parsed into the
        buffer, a part written when due; a failure is kept in ``in_flight.errors`` like a request's."""
        # a local store empty at the start holds nothing of the first round's requests: every request key
        # is new (pair ids are unique in a run and part of the key), so the look-up is skipped (not on a Ray
        # worker: other workers write into the same folder)
        done = None if self.first_round and self.fresh else self.store.done
        todo, skip, complete = missing_window(window, done)
        if self.first_round and complete:
            self._advance(complete / self.per_pair, 0)
        if todo.height == 0:
            return
        try:
            await self._start()
            frame = self.backend.generate_columns(todo)
            tokens = self.columns.add_window(todo, templates, frame, skip)
            self.stats.requests_sent += todo.height
            self._advance(todo.height / self.per_pair if self.first_round else 0.0, tokens)
            await self.parts.flush()
        except Exception as exc:  # surfaced by judge() after what finished is written
            self.in_flight.errors.append(exc)

    def _plan_windows(
        self, shard: Shard, k: int, only: pl.Series | None
    ) -> Iterator[tuple[pl.DataFrame, list[Template]]]:
        """As :meth:`_plan`, as windows (:func:`~judge_engine.pipeline.windows.plan_window`: no request objects)."""
        df = self._shard_rows(shard, only)
        for off in range(0, df.height, WINDOW_ROWS):
            window, templates = plan_window(
                df.slice(off, WINDOW_ROWS), self.template, self.config.sampling, self.identity, k
            )
            if self.first_round:
                self.stats.request_keys.append(window["request_key"])
            self.stats.requests_total += window.height
            yield window, templates

    async def _submit(self, ready: list[Request]) -> None:
        """Submit requests in the given (prefix) order; the backend starts with the first request that is missing."""
        await self._start()
        for req in ready:
            if not await self.in_flight.submit(functools.partial(self._judge_one, req)):
                return

    def _shard_rows(self, shard: Shard, only: pl.Series | None) -> pl.DataFrame:
        """The shard's rows to plan (of ``only`` after the first round); the first round records every row's
        metadata."""
        df = shard.pairs
        if self.first_round:
            self.stats.pairs_in += df.height
            self.stats.meta.append(df.select([c for c in META_COLUMNS if c in df.columns]))
            self.stats.pairs_valid += df.filter(pl.col("flag").is_null()).height
        elif only is not None:
            df = df.filter(pl.col("pair_id").is_in(only.implode()))
        return df

    def _plan(self, shard: Shard, k: int, only: pl.Series | None) -> Iterator[tuple[list[Request], int]]:
        """The requests (samples 0..k-1) of a shard's valid pairs, of ``only`` after the first round, and
        their pair count, :data:`PLAN_ROWS` rows at a time (so a large shard's rendered prompts are never
        all in memory); the first round records every row's metadata and the run's request keys."""
        df = self._shard_rows(shard, only)
        for off in range(0, df.height, PLAN_ROWS):
            rows = df.slice(off, PLAN_ROWS)
            planned = plan_requests(rows, self.template, self.config.sampling, self.identity, n=k)
            if self.first_round:
                keys = pl.Series("request_key", [r.request_key for r in planned], dtype=pl.String)
                self.stats.request_keys.append(keys)
            self.stats.requests_total += len(planned)
            yield planned, len({r.pair_id for r in planned})

    def _missing(self, planned: list[Request]) -> list[Request]:
        """The requests asking only for their samples the store lacks (``Request.start``: the first
        missing one; later stored samples are skipped when the result comes back): one vectorised
        look-up in the resume index for all of them."""
        done = self.store.done
        if not done or not planned:
            return planned
        ns = np.array([r.n for r in planned])
        keys = pl.Series([r.request_key for r in planned], dtype=pl.String)
        row = np.repeat(np.arange(len(planned)), ns)
        sample = np.arange(row.size) - np.repeat(np.cumsum(ns) - ns, ns)  # 0..n-1 within each request
        stored = done.contains(keys.gather(row), pl.Series(sample))
        if not stored.any():
            return planned
        stored_per_request = np.bincount(row, weights=stored, minlength=len(planned))
        offsets = np.cumsum(ns) - ns
        todo: list[Request] = []
        for i, req in enumerate(planned):
            if not stored_per_request[i]:
                todo.append(req)
                continue
            have = stored[offsets[i] : offsets[i] + ns[i]]
            if have.all():
                if self.first_round:
                    self._advance(1 / self.per_pair, 0)
                continue
            first = int(np.argmin(have))
            later = {(req.request_key, first + 1 + int(j)) for j in np.flatnonzero(have[first + 1 :])}
            if later:
                self.skips[req.request_key] = later
            todo.append(dataclasses.replace(req, start=first) if first else req)
        return todo

    async def run_round(self, source: Iterable[Shard], k: int, only: pl.Series | None) -> int:
        """Plan and judge samples 0..k-1 of every valid pair (of ``only``, when given); returns the pairs
        planned. Returns when every request of the round is written (or a request failed)."""
        sweep = PrefixSweep(self.config.scheduler.window)  # issue 21: a prefix sweep, not disjoint sorted windows
        n_pairs = 0
        if self.backend.answers_windows():  # no model, no prompt: no prefix order, one call per planned chunk
            for shard in source:
                for window, templates in self._plan_windows(shard, k, only):
                    n_pairs += window["pair_id"].n_unique()
                    await self._judge_window(window, templates)
                    if self.in_flight.errors:
                        break
                if self.in_flight.errors:
                    break
            await self.parts.flush(force=True)
            return n_pairs
        for shard in source:
            for planned, n in self._plan(shard, k, only):
                n_pairs += n
                for todo in self._missing(planned):
                    ready = sweep.push(todo)
                    if ready:
                        await self._submit(ready)
                if self.in_flight.errors:
                    break
            if self.in_flight.errors:
                break
        if len(sweep) and not self.in_flight.errors:
            await self._submit(sweep.drain())
        await self.in_flight.settle()
        await self.parts.flush(force=True)
        return n_pairs


async def judge(
    config: RunConfig,
    template: TemplateSet,
    backend: Backend,
    store: Store,
    shards: Iterable[Shard],
    identity: str,
    progress: Progress | None = None,
    start: Callable[[], Awaitable[None]] | None = None,
    reread: Callable[[], Iterable[Shard]] | None = None,
) -> JudgeStats:
    """Run the judging stage over all shards; returns counts and the per-row input metadata.

    Shards are read one at a time; their requests pass through a prefix sweep of ``scheduler.window``
    requests (:class:`~judge_engine.pipeline.plan.PrefixSweep`, prefix sharing) and are submitted request
    by request with at most ``scheduler.max_in_flight`` requests in flight. Finished requests are parsed at once and
    buffered; the buffer is written as one atomic part every ``scheduler.flush_rows`` rows or
    ``scheduler.flush_s`` seconds, and at the end. A request asks only for its sample indices that the
    store lacks (``Request.start``).

    Adaptive calibration (``calibration.mode = "adaptive"``) runs rounds: round 1 judges every pair
    with ``k_min`` samples per order; after each round every pair of the round is decided from its
    stored samples ``0..k-1`` (:func:`judge_engine.kernels.adaptive.uncertain_pairs`) and only the
    uncertain ones are planned again, with the next round's k, as a further prefix-shared batch
    (the shards are read again through ``reread``, so memory stays flat). A decision depends on the
    stored samples only, so a rerun after a crash takes the same decisions and resumes mid-round.

    Args:
        start: awaited before the first request that is missing is submitted (starts the backend).
        reread: returns a fresh iterator over the same shards (needed for adaptive rounds after the
            first; their failed shards are not listed again).

    Raises:
        judge_engine.errors.JudgeEngineError: from input reading or the backend (after the
            requests in flight have settled and what finished has been written).
        ValueError: adaptive mode without ``reread``.
    """
    ks = config.rounds()
    if len(ks) > 1 and reread is None:
        raise ValueError("adaptive calibration needs reread(), a fresh iterator over the shards")
    t0 = time.monotonic()
    job = _Judging(config, template, backend, store, identity, progress, start)
    stats = job.stats
    only: pl.Series | None = None
    for r, k in enumerate(ks):
        n_pairs = await job.run_round(shards if r == 0 or reread is None else reread(), k, only)
        job.first_round = False
        if job.in_flight.errors or not config.adaptive:
            break
        uncertain = decide_round(store, stats, k, only, config).filter(pl.col("escalate"))["pair_id"]
        record = round_record(r, k, n_pairs, uncertain.len(), last=r == len(ks) - 1)
        stats.rounds.append(record)
        if not record.pairs_escalated:
            break
        only = uncertain
    stats.samples_written = job.parts.written
    stats.wall_s = time.monotonic() - t0 - (stats.start_s or 0.0)
    stats.samples_resumed = store.resumed_rows
    if job.in_flight.errors:
        raise job.in_flight.errors[0]
    return stats
