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
import dataclasses
import logging
import sys
import time
from collections.abc import Awaitable, Callable, Iterable
from dataclasses import dataclass, field

import polars as pl

from judge_engine.backends.base import Backend, GenerationResult
from judge_engine.config import PAIR_COLUMNS_OPTIONAL, RunConfig
from judge_engine.errors import BackendError
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
    rounds: list[dict] = field(default_factory=list)


def results_to_rows(requests: list[Request], results: list[GenerationResult], template: Template,
                    done: set[tuple[str, int]]) -> pl.DataFrame:
    """Parse every sample and build judgment rows (JUDGMENT_SCHEMA), skipping samples in ``done``."""
    cols: dict[str, list] = {c: [] for c in JUDGMENT_SCHEMA}
    for req, res in zip(requests, results, strict=True):
        if res.request_key != req.request_key:
            raise BackendError(f"backend returned result {res.request_key} for request {req.request_key}")
        if len(res.completions) != req.n_new:
            raise BackendError(f"backend returned {len(res.completions)} samples for request {req.request_key}, "
                               f"expected {req.n_new} (samples {req.start}..{req.n - 1})")
        for i, comp in enumerate(res.completions, start=req.start):
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
        last = r == len(ks) - 1
        uncertain = decision.filter(pl.col("escalate"))["pair_id"]
        escalated = 0 if last else uncertain.len()
        stats.rounds.append({"round": r + 1, "k": k, "pairs_judged": n_pairs, "pairs_uncertain": uncertain.len(),
                             "pairs_escalated": escalated,
                             "share_escalated": escalated / n_pairs if n_pairs else None})
        if not escalated:
            break
        only = uncertain
    stats.wall_s = time.monotonic() - t0 - (stats.start_s or 0.0)
    stats.samples_resumed = store.resumed_rows
    if errors:
        raise errors[0]
    return stats


def decide_round(store: Store, stats: JudgeStats, k: int, only: pl.Series | None, config: RunConfig) -> pl.DataFrame:
    """The adaptive decision after a round: :func:`judge_engine.kernels.adaptive.uncertain_pairs` over
    the stored samples ``0..k-1`` of this run's requests, for the pairs of the round (``only``, or all).

    Pairs whose prompt did not fit the context (``prompt_too_long``; flagged by the runner) are left
    out: more samples cannot help them.

    Returns:
        ``uncertain_pairs``'s table (``pair_id``, ``no_evidence``, ``disagree``, ``bpde``, ``gap``,
        ``escalate``), one row per decided pair.
    """
    from judge_engine.kernels.adaptive import uncertain_pairs

    keys = pl.concat(stats.request_keys).to_frame() if stats.request_keys else pl.DataFrame(
        schema={"request_key": pl.String})
    j = (store.read_judgments(columns=["request_key", "pair_id", "order", "sample", "score_a", "score_b",
                                       "parse_status"])
         .join(keys, on="request_key", how="semi").filter(pl.col("sample") < k))
    if only is not None:
        j = j.filter(pl.col("pair_id").is_in(only.implode()))
    too_long = j.filter(pl.col("parse_status") == "prompt_too_long").select("pair_id").unique()
    j = j.join(too_long, on="pair_id", how="anti")
    cal = config.calibration
    return uncertain_pairs(j, on_disagree=cal.on_disagree, bpde_threshold=cal.bpde_threshold,
                           gap_threshold=cal.gap_threshold)
