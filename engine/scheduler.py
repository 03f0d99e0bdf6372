"""The asyncio pipeline: read shards -> plan -> submit windows (bounded in flight) -> parse -> write.

Requests are grouped into windows of ``scheduler.window`` requests; each window is sorted by
rendered prompt (prefix sharing) and handed to the backend as one batch. At most
``scheduler.max_in_flight`` windows are in flight; while the backend generates one window the
pipeline parses and writes the previous one. Every finished window is written as one atomic
judgment part, so a crash loses at most the windows in flight and a rerun judges only what is
missing (see :mod:`judge_engine.store`).
"""

from __future__ import annotations

import asyncio
import logging
import sys
import time
from collections.abc import Awaitable, Callable, Iterable
from dataclasses import dataclass, field

import polars as pl

from judge_engine.backends.base import Backend, GenerationResult
from judge_engine.config import PAIR_COLUMNS_OPTIONAL, RunConfig
from judge_engine.io import Shard
from judge_engine.parsing import parse_completion
from judge_engine.plan import Request, order_for_prefix_sharing, plan_requests
from judge_engine.store import JUDGMENT_SCHEMA, Store
from judge_engine.templates import Template

log = logging.getLogger(__name__)

META_COLUMNS = ("pair_id", *PAIR_COLUMNS_OPTIONAL, "source_file", "source_row", "injection_suspect", "flag")


@dataclass
class JudgeStats:
    """What the judging stage did in this invocation.

    Attributes:
        pairs_in: input rows read.
        pairs_valid: rows sent to the judge (or already judged by an earlier run).
        requests_total: requests planned; requests_sent: requests generated now.
        samples_written: judgment rows written now; samples_resumed: rows found from earlier runs.
        wall_s: seconds spent in the judging stage, engine start excluded.
        start_s: seconds the backend took to start (None when nothing had to be judged).
        meta: one row per input row: pair_id, optional columns, source_file, source_row, flag.
        request_keys: the keys of every request planned in this run (one Series per shard); the
            judgments of this run are exactly the stored ones with these keys.
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


def results_to_rows(requests: list[Request], results: list[GenerationResult], template: Template,
                    done: set[tuple[str, int]]) -> pl.DataFrame:
    """Parse every sample and build judgment rows (JUDGMENT_SCHEMA), skipping samples in ``done``."""
    cols: dict[str, list] = {c: [] for c in JUDGMENT_SCHEMA}
    for req, res in zip(requests, results, strict=True):
        if res.request_key != req.request_key:
            raise RuntimeError(f"backend returned result {res.request_key} for request {req.request_key}")
        for i, comp in enumerate(res.completions):
            if (req.request_key, i) in done:
                continue
            parsed = parse_completion(comp.text, template, comp.finish_reason)
            status = res.error if res.error and comp.text is None else parsed.status
            s1, s2 = parsed.score_first, parsed.score_second
            a, b = (s1, s2) if req.order == "ab" else (s2, s1)
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
            # request-level token counts go on sample 0 only, so sums over rows are exact
            cols["prompt_tokens"].append(res.prompt_tokens if i == 0 else None)
            cols["cached_tokens"].append(res.cached_tokens if i == 0 else None)
            cols["completion_tokens"].append(comp.completion_tokens)
            cols["latency_s"].append(res.latency_s)
            cols["input_truncated"].append(res.input_truncated)
            vp = comp.verdict_probs
            if vp is None:
                pa = pb = pt = None
            else:
                pa, pb = (vp[0], vp[1]) if req.order == "ab" else (vp[1], vp[0])
                pt = vp[2]
            cols["p_a"].append(pa)
            cols["p_b"].append(pb)
            cols["p_tie"].append(pt)
            cols["request_key"].append(req.request_key)
    return pl.DataFrame(cols, schema=JUDGMENT_SCHEMA)


class Progress:
    """Pairs done / total with pairs/s and ETA: a rich bar on a terminal, log lines otherwise."""

    def __init__(self, total_pairs: int, quiet: bool) -> None:
        self.total = max(total_pairs, 0)
        self.done = 0.0
        self.tokens = 0
        self.t0 = time.monotonic()
        self.last_log = self.t0
        self.quiet = quiet
        self._bar = None
        if not quiet and sys.stderr.isatty():
            from rich.progress import (BarColumn, MofNCompleteColumn, Progress as RichProgress,
                                       TextColumn, TimeElapsedColumn, TimeRemainingColumn)

            self._bar = RichProgress(
                TextColumn("judging"), BarColumn(), MofNCompleteColumn(), TextColumn("pairs"),
                TextColumn("{task.fields[rate]}"), TimeElapsedColumn(), TextColumn("ETA"),
                TimeRemainingColumn(), transient=False,
            )
            self._task = self._bar.add_task("judging", total=self.total, rate="")
            self._bar.start()

    def advance(self, pairs: float, tokens: int) -> None:
        self.done += pairs
        self.tokens += tokens
        dt = max(time.monotonic() - self.t0, 1e-9)
        rate = f"{self.done / dt:.2f} pairs/s {self.tokens / dt:.0f} tok/s"
        if self._bar is not None:
            self._bar.update(self._task, completed=int(round(self.done)), rate=rate)
        elif not self.quiet and (time.monotonic() - self.last_log > 10 or self.done >= self.total):
            self.last_log = time.monotonic()
            eta = (self.total - self.done) / (self.done / dt) if self.done else float("nan")
            print(f"judge-engine: judged {round(self.done)}/{self.total} pairs ({rate}, ETA {eta:.0f} s)",
                  file=sys.stderr, flush=True)

    def close(self) -> None:
        if self._bar is not None:
            self._bar.stop()


async def judge(
    config: RunConfig,
    template: Template,
    backend: Backend,
    store: Store,
    shards: Iterable[Shard],
    identity: str,
    progress: Progress | None = None,
    start: Callable[[], Awaitable[None]] | None = None,
) -> JudgeStats:
    """Run the judging stage over all shards; returns counts and the per-row input metadata.

    Shards are read one at a time; their requests are planned in windows of
    ``scheduler.window``, each window sorted by rendered prompt (prefix sharing) and submitted
    request by request with at most ``scheduler.max_in_flight`` in flight. Finished requests are
    parsed at once and buffered; the buffer is written as one atomic part every
    ``scheduler.flush_rows`` rows or ``scheduler.flush_s`` seconds, and at the end.

    Raises:
        judge_engine.errors.JudgeEngineError: from input reading or the backend (after the
            requests in flight have settled and what finished has been written).
    """
    sc = config.scheduler
    stats = JudgeStats()
    t0 = time.monotonic()
    per_pair = len(config.sampling.order_list)
    sem = asyncio.Semaphore(sc.max_in_flight)
    tasks: set[asyncio.Task] = set()
    errors: list[BaseException] = []
    buffer: list[pl.DataFrame] = []
    buffered = 0
    last_flush = time.monotonic()
    write_lock = asyncio.Lock()

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
                progress.advance(1 / per_pair, int(rows["completion_tokens"].fill_null(0).sum()))
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

    pending: list[Request] = []
    for shard in shards:
        df = shard.pairs
        stats.pairs_in += df.height
        meta_cols = [c for c in META_COLUMNS if c in df.columns]
        stats.meta.append(df.select(meta_cols))
        stats.pairs_valid += df.filter(pl.col("flag").is_null()).height
        planned = plan_requests(df, template, config.sampling, identity)
        stats.request_keys.append(pl.Series("request_key", [r.request_key for r in planned], dtype=pl.String))
        for req in planned:
            stats.requests_total += 1
            if all((req.request_key, i) in store.done for i in range(req.n)):
                if progress is not None:
                    progress.advance(1 / per_pair, 0)
                continue
            pending.append(req)
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
    stats.wall_s = time.monotonic() - t0 - (stats.start_s or 0.0)
    stats.samples_resumed = store.resumed_rows
    if errors:
        raise errors[0]
    return stats
