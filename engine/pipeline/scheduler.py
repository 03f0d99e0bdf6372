"""The asyncio pipeline: read shards -> plan -> submit windows (bounded in flight) -> parse -> write.

Requests are grouped into windows of ``scheduler.window`` requests; each window is sorted by
rendered prompt (prefix sharing) and handed to the backend as one batch. At most
``scheduler.max_in_flight`` windows are in flight; while the backend generates one window the
pipeline parses and writes the previous one. Every finished window is written as one atomic
judgment part, so a crash loses at most the windows in flight and a rerun judges only what is
missing (see :mod:`judge_engine.pipeline.store`).
"""

from __future__ import annotations

import asyncio
import dataclasses
import time
from collections.abc import Awaitable, Callable, Iterable
from dataclasses import dataclass, field

import polars as pl

from judge_engine.backends.base import Backend
from judge_engine.config import RunConfig
from judge_engine.pipeline.adaptive import decide_round, round_record
from judge_engine.pipeline.inputs import Shard
from judge_engine.pipeline.plan import Request, order_for_prefix_sharing, plan_requests
from judge_engine.pipeline.progress import Progress
from judge_engine.pipeline.rows import results_to_rows
from judge_engine.pipeline.store import Store
from judge_engine.pipeline.templates import Template
from judge_engine.schemas.summary import RoundRecord
from judge_engine.schemas.tables import META_COLUMNS


@dataclass
class JudgeStats:
    """What the judging stage did in this invocation.

    Attributes:
        pairs_in: input rows read.
        pairs_valid: rows sent to the judge (or already judged by an earlier run).
        requests_total: requests planned (in every round); requests_sent: requests generated now.
        samples_written: judgment rows written now; samples_resumed: rows found from earlier runs.
        wall_s: seconds spent in the judging stage, engine start excluded.
        start_s: seconds the backend took to start (None when nothing had to be judged).
        meta: one row per input row: pair_id, optional columns, source_file, source_row, flag.
        request_keys: the keys of every request planned in this run (one Series per shard); the
            judgments of this run are exactly the stored ones with these keys.
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
    meta: list[pl.DataFrame] = field(default_factory=list)
    request_keys: list[pl.Series] = field(default_factory=list)
    start_s: float | None = None
    rounds: list[RoundRecord] = field(default_factory=list)


async def judge(
    config: RunConfig,
    template: Template,
    backend: Backend,
    store: Store,
    shards: Iterable[Shard],
    identity: str,
    progress: Progress | None = None,
    start: Callable[[], Awaitable[None]] | None = None,
    reread: Callable[[], Iterable[Shard]] | None = None,
) -> JudgeStats:
    """Run the judging stage over all shards; returns counts and the per-row input metadata.

    Shards are read one at a time; their requests are planned in windows of
    ``scheduler.window``, each window sorted by rendered prompt (prefix sharing) and submitted
    request by request with at most ``scheduler.max_in_flight`` in flight. Finished requests are
    parsed at once and buffered; the buffer is written as one atomic part every
    ``scheduler.flush_rows`` rows or ``scheduler.flush_s`` seconds, and at the end. A request asks
    only for its sample indices that the store lacks (``Request.start``).

    Adaptive calibration (``calibration.mode = "adaptive"``) runs rounds: round 1 judges every pair
    with ``k_min`` samples per order; after each round every pair of the round is decided from its
    stored samples ``0..k-1`` (:func:`judge_engine.kernels.adaptive.uncertain_pairs`) and only the
    uncertain ones are planned again, with the next round's k, as a further prefix-shared batch
    (the shards are read again through ``reread``, so memory stays flat). A decision depends on the
    stored samples only, so a rerun after a crash takes the same decisions and resumes mid-round.

    Args:
        reread: returns a fresh iterator over the same shards (needed for adaptive rounds after the
            first; their failed shards are not listed again).

    Raises:
        judge_engine.errors.JudgeEngineError: from input reading or the backend (after the
            requests in flight have settled and what finished has been written).
        ValueError: adaptive mode without ``reread``.
    """
    sc = config.scheduler
    stats = JudgeStats()
    t0 = time.monotonic()
    per_pair = len(config.sampling.order_list)
    ks = config.rounds()
    if len(ks) > 1 and reread is None:
        raise ValueError("adaptive calibration needs reread(), a fresh iterator over the shards")
    sem = asyncio.Semaphore(sc.max_in_flight)
    tasks: set[asyncio.Task] = set()
    errors: list[BaseException] = []
    buffer: list[pl.DataFrame] = []
    buffered = 0
    last_flush = time.monotonic()
    write_lock = asyncio.Lock()
    first_round = True

    async def flush(force: bool = False) -> None:
        nonlocal buffer, buffered, last_flush
        if not buffer or not (force or buffered >= sc.flush_rows or time.monotonic() - last_flush >= sc.flush_s):
            return
        rows, buffer, buffered, last_flush = pl.concat(buffer), [], 0, time.monotonic()
        async with write_lock:
            await asyncio.to_thread(store.write_part, rows)
        stats.samples_written += rows.height

    async def run_one(req: Request) -> None:
        nonlocal buffered
        try:
            result = await backend.generate_one(req)
            rows = results_to_rows([req], [result], template, store.done)
            buffer.append(rows)
            buffered += rows.height
            stats.requests_sent += 1
            if progress is not None:
                progress.advance(1 / per_pair if first_round else 0.0,
                                 int(rows["completion_tokens"].fill_null(0).sum()))
            await flush()
        except BaseException as exc:  # surfaced after the in-flight requests settle
            errors.append(exc)
        finally:
            sem.release()

    async def submit(window: list[Request]) -> None:
        if start is not None and stats.start_s is None:
            t_start = time.monotonic()
            await start()  # the backend starts when the first missing request is submitted
            stats.start_s = time.monotonic() - t_start
        for req in order_for_prefix_sharing(window):
            await sem.acquire()
            if errors:
                sem.release()
                return
            task = asyncio.create_task(run_one(req))
            tasks.add(task)
            task.add_done_callback(tasks.discard)

    async def run_round(source: Iterable[Shard], k: int, only: pl.Series | None) -> int:
        """Plan and judge samples 0..k-1 of every valid pair (of ``only``, when given); returns
        the pairs planned. Waits until every request of the round is written."""
        pending: list[Request] = []
        n_pairs = 0
        for shard in source:
            df = shard.pairs
            if first_round:
                stats.pairs_in += df.height
                meta_cols = [c for c in META_COLUMNS if c in df.columns]
                stats.meta.append(df.select(meta_cols))
                stats.pairs_valid += df.filter(pl.col("flag").is_null()).height
            else:
                df = df.filter(pl.col("pair_id").is_in(only.implode()))
            planned = plan_requests(df, template, config.sampling, identity, n=k)
            if first_round:
                stats.request_keys.append(pl.Series("request_key", [r.request_key for r in planned],
                                                    dtype=pl.String))
            n_pairs += len({r.pair_id for r in planned})
            for req in planned:
                stats.requests_total += 1
                missing = [i for i in range(req.n) if (req.request_key, i) not in store.done]
                if not missing:
                    if progress is not None and first_round:
                        progress.advance(1 / per_pair, 0)
                    continue
                pending.append(dataclasses.replace(req, start=missing[0]) if missing[0] else req)
                if len(pending) >= sc.window:
                    await submit(pending)
                    pending = []
            if errors:
                break
        if pending and not errors:
            await submit(pending)
        while tasks:
            await asyncio.gather(*list(tasks))
        await flush(force=True)
        return n_pairs

    only: pl.Series | None = None
    for r, k in enumerate(ks):
        n_pairs = await run_round(shards if r == 0 else reread(), k, only)
        first_round = False
        if errors or not config.adaptive:
            break
        decision = decide_round(store, stats, k, only, config)
        uncertain = decision.filter(pl.col("escalate"))["pair_id"]
        record = round_record(r, k, n_pairs, uncertain.len(), last=r == len(ks) - 1)
        stats.rounds.append(record)
        if not record.pairs_escalated:
            break
        only = uncertain
    stats.wall_s = time.monotonic() - t0 - (stats.start_s or 0.0)
    stats.samples_resumed = store.resumed_rows
    if errors:
        raise errors[0]
    return stats
