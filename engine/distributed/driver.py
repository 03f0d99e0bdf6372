"""Scale-out on Ray: one driver, one judge engine per GPU (or per N CPUs), a dynamic work queue.

``judge-engine run CONFIG --ray auto|local|ADDRESS`` runs here instead of the in-process judging
stage (:func:`judge_engine.pipeline.run.run`); the final stage (pair results, metrics, summary) is the same
function, run once by the driver over every part.

- **Driver.** Holds the output folder's lock and opens it (both by
  :func:`judge_engine.pipeline.start.start_run`, as for a single-process run), reads and validates the shards
  with the same reader as a single-process run (so flags, duplicate ``pair_id`` across shards and
  unreadable shards come out identically), cuts each shard into slices of ``ray.slice_rows`` rows
  and hands the next slice to whichever worker is idle (``ray.wait`` on the outstanding calls).
  Slices are read lazily, as workers ask for work, and dropped once judged, so the driver holds
  only the slices in flight plus the per-row metadata a single-process run keeps as well.
- **Workers** (:class:`JudgeWorker`, async Ray actors with ``num_gpus = ray.gpus_per_worker`` on a
  GPU cluster, ``num_cpus = ray.cpus_per_worker``): each starts one backend and runs the normal
  scheduler (:func:`judge_engine.pipeline.scheduler.judge`) on each slice it gets, writing atomic parts
  named ``part-<worker>-<uuid>.parquet`` into the shared ``judgments/`` folder. A worker holds up to
  ``ray.slices_per_worker`` slices at once on its one engine, so the next slice's requests fill the
  engine while the last ones of the current slice finish.
- **Faults.** A worker that dies (killed process, lost node, OOM kill) fails its call with a Ray
  error; the driver puts the slice back at the head of the queue (at most ``ray.max_retries``
  times per slice) and Ray restarts the actor (at most ``ray.max_restarts`` times). The worker
  that gets a reassigned slice first reloads the judged (request_key, sample) set from disk, so
  samples the dead worker already stored are not judged again: every judgment is stored exactly
  once. An error raised by judge-engine itself (bad template, backend that cannot start) is not a
  fault and stops the run with its own message.

Why Ray Core actors rather than Ray Data: a judge engine is long-lived and stateful (model
loaded once, prefix cache, async scheduler with its own backpressure and atomic parts), and the
unit of recovery is judge-engine's own resume key, not a Ray Data block; actors plus a
``ray.wait`` queue give exactly that with a few dozen lines, and the same scheduler code path as a
single-process run.
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from typing import Any

import polars as pl

from judge_engine import envs
from judge_engine.backends import get_backend
from judge_engine.config import RunConfig
from judge_engine.distributed.cluster import connect, engine_error, import_ray, is_worker_death, plan_workers
from judge_engine.distributed.worker import JudgeWorker
from judge_engine.errors import BackendError, JudgeEngineError
from judge_engine.pipeline.adaptive import merge_rounds
from judge_engine.pipeline.finish import Judged
from judge_engine.pipeline.inputs import Shard
from judge_engine.pipeline.progress import Progress
from judge_engine.pipeline.scheduler import JudgeStats
from judge_engine.pipeline.spill import RUN_DIR, FrameSpill, SeriesSpill
from judge_engine.pipeline.start import RunStart, record_backend
from judge_engine.pipeline.units import iter_units
from judge_engine.schemas.manifest import RayPlacement
from judge_engine.schemas.summary import RaySection, ReassignedSlice, WorkerRecord
from judge_engine.schemas.tables import META_COLUMNS


@dataclass
class _Slice:
    id: int
    file: str
    rows: tuple[int, int]  # [start, end) rows of the file
    pairs: pl.DataFrame | None
    attempt: int = 0
    ref: Any = None  # the ObjectRef of ``pairs`` once dispatched


@dataclass
class _Worker:
    handle: Any
    record: WorkerRecord
    alive: bool = True
    free: int = 0  # calls it may still take
    epoch: int = 0  # bumped at each death, so the calls lost with one death count it once
    busy: dict[int, float] = field(default_factory=dict)  # pid -> busy_s


def _slices(shards: Iterator[Shard], slice_rows: int, stats: JudgeStats) -> Iterator[_Slice]:
    """Cut validated shards into slices; records every row's metadata in ``stats`` as it goes."""
    sid = 0
    for shard in shards:
        df = shard.pairs
        stats.pairs_in += df.height
        stats.pairs_valid += df.filter(pl.col("flag").is_null()).height
        stats.meta.append(df.select([c for c in META_COLUMNS if c in df.columns]))
        for start in range(0, df.height, slice_rows):
            part = df.slice(start, slice_rows)
            yield _Slice(sid, str(shard.path), (start, start + part.height), part)
            sid += 1


def merge_accounting(accs: list[dict[str, Any]]) -> dict[str, Any]:
    """Sum each figure over workers (None when a worker lacks it): each engine has its own prefix
    cache, so the sum of per-worker trie sizes is the prefill lower bound of the whole run. Nested
    counters (the openai backend's ``api``) are summed key by key (a key a worker lacks counts
    nothing); a text is kept when every worker reports the same one."""
    accs = [a for a in accs if a]
    if not accs:
        return {}
    return {key: _merge_values([a.get(key) for a in accs]) for key in accs[0]}


def _merge_values(vals: list[Any]) -> Any:
    if all(isinstance(v, dict) for v in vals):  # issue 18: nested counters
        keys = dict.fromkeys(k for v in vals for k in v)
        return {k: _merge_values([v[k] for v in vals if k in v]) for k in keys}
    if all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in vals):
        return sum(vals)
    if all(isinstance(v, str) for v in vals) and len(set(vals)) == 1:
        return vals[0]
    return None


class _RayJob:
    """The driver's state: workers, the slice queue, and what came back (see the module docstring)."""

    def __init__(self, config: RunConfig, start: RunStart, address: str, ray: Any) -> None:
        self.config, self.start, self.address, self.ray = config, start, address, ray
        self.workers: list[_Worker] = []
        self.opts: dict[str, float] = {}
        run_dir = start.store.dir / RUN_DIR  # issue 21: the input's metadata and request keys go to the folder
        self.stats = JudgeStats(meta=FrameSpill(run_dir, "meta"), request_keys=SeriesSpill(run_dir, "keys"))
        self.retry: deque[_Slice] = deque()
        self.inflight: dict[Any, tuple[_Worker, int, _Slice]] = {}
        self.keys = self.stats.request_keys
        self.reassigned: list[ReassignedSlice] = []
        self.slices_done = 0
        self.exhausted = False

    def start_workers(self) -> None:
        """Start one actor per planned worker and its engine; record where they run in the manifest.

        Raises:
            JudgeEngineError: raised inside a worker (bad template, backend that cannot start);
                BackendError: a worker failed to start otherwise.
        """
        rc, ray = self.config.ray, self.ray
        n, self.opts = plan_workers(rc, ray.cluster_resources())
        # issue 18: a backend's own variables (the openai API key) reach the workers, and each worker
        # gets its share of a shared server's limits
        backend = get_backend(self.config.judge.backend)
        remote = ray.remote(JudgeWorker).options(
            **self.opts,
            max_restarts=rc.max_restarts,
            max_task_retries=0,
            runtime_env={"env_vars": envs.ray_worker_env(backend.worker_env(self.config))},
        )
        worker_config = backend.worker_config(self.config, n)
        # the folder start_run resolved (a file:// URI or relative --out is not a path a worker may take)
        worker_config = replace(worker_config, output=replace(worker_config.output, dir=str(self.start.store.dir)))
        for i in range(n):
            self.workers.append(
                _Worker(
                    remote.remote(worker_config, f"w{i}", self.start.identity),
                    WorkerRecord(worker=f"w{i}"),
                    free=rc.slices_per_worker,
                )
            )
        t_start = time.monotonic()
        try:
            warm = ray.get([w.handle.warm_up.remote() for w in self.workers])
        except Exception as exc:
            inner = engine_error(exc)
            if isinstance(inner, JudgeEngineError):
                raise inner from None
            raise BackendError(
                f"a Ray worker failed to start its judge engine: {type(exc).__name__}: {str(exc)[:1000]}"
            ) from None
        self.stats.start_s = time.monotonic() - t_start
        for w, info in zip(self.workers, warm, strict=True):
            w.record.node, w.record.engine_start_s = info["node"], info["engine_start_s"]
            w.record.pids.append(info["pid"])
        manifest = self.start.manifest
        record_backend(manifest, warm[0]["info"])
        manifest.ray = RayPlacement(address=self.address, workers=n, **self.opts)
        self.start.store.write_manifest()

    def dispatch(self, source: Iterator[_Slice]) -> None:
        """Hand out work: the next slice (a reassigned one first) to the live worker with the most free calls."""
        while self.retry or not self.exhausted:
            w = max((w for w in self.workers if w.alive), key=lambda w: w.free, default=None)
            if w is None or w.free == 0:
                return
            sl = self.retry.popleft() if self.retry else next(source, None)
            if sl is None:
                self.exhausted = True
                return
            if sl.ref is None:
                sl.ref, sl.pairs = self.ray.put(sl.pairs), None
            w.free -= 1
            fut = w.handle.judge_slice.remote(sl.id, sl.file, sl.ref, sl.attempt)
            self.inflight[fut] = (w, w.epoch, sl)

    def collect(self, fut: Any, progress: Progress) -> None:
        """One finished call: count its slice, or put the slice back when its worker died.

        Raises:
            JudgeEngineError: an error of judge-engine's own inside the worker (not retried).
        """
        w, epoch, sl = self.inflight.pop(fut)
        w.free += 1
        try:
            res = self.ray.get(fut)
        except Exception as exc:  # a dead worker is retried; an engine error is not
            if not is_worker_death(exc):
                raise engine_error(exc) from None
            self._reassign(w, epoch, sl, exc)
            return
        self.slices_done += 1
        self.keys.append(pl.Series("request_key", res["request_keys"], dtype=pl.String))
        self.stats.requests_total += res["requests_total"]
        self.stats.requests_sent += res["requests_sent"]
        merge_rounds(self.stats.rounds, res.get("rounds", []))
        rec = w.record
        rec.slices += 1
        rec.pairs += res["pairs_in"]
        rec.requests_sent += res["requests_sent"]
        rec.samples_written += res["samples_written"]
        w.busy[res["pid"]] = max(w.busy.get(res["pid"], 0.0), res["busy_s"])
        if res["pid"] not in rec.pids:
            rec.pids.append(res["pid"])
        progress.advance(res["pairs_in"], 0)

    def _reassign(self, w: _Worker, epoch: int, sl: _Slice, exc: BaseException) -> None:
        """Count the worker's death once per death; put the slice back at the head of the queue.

        Raises:
            BackendError: the slice failed more than ``ray.max_retries`` times.
        """
        rc = self.config.ray
        if epoch == w.epoch:
            w.epoch += 1
            w.record.deaths += 1
            w.alive = w.record.deaths <= rc.max_restarts  # Ray restarts it
        error = f"{type(exc).__name__}: {str(exc).splitlines()[0][:200] if str(exc) else ''}"
        self.reassigned.append(
            ReassignedSlice(
                slice=sl.id, file=sl.file, rows=list(sl.rows), worker=w.record.worker, attempt=sl.attempt, error=error
            )
        )
        sl.attempt += 1
        if sl.attempt > rc.max_retries:
            raise BackendError(
                f"slice {sl.id} ({sl.file} rows {sl.rows[0]}-{sl.rows[1] - 1}) failed "
                f"{sl.attempt} times (ray.max_retries = {rc.max_retries}); last error: {error}"
            ) from None
        self.retry.appendleft(sl)

    def run_queue(self, quiet: bool) -> None:
        """Judge every slice: hand out work, wait for any call, repeat until the input is done.

        Raises:
            BackendError: every worker died with work left.
        """
        source = _slices(
            iter_units(self.config.input, self.start.template, self.start.manifest.failed_shards),
            self.config.ray.slice_rows,
            self.stats,
        )
        progress = Progress(self.start.total, quiet=quiet)
        t0 = time.monotonic()
        try:
            while True:
                self.dispatch(source)
                if not self.inflight:
                    if self.retry or not self.exhausted:
                        raise BackendError(
                            f"every Ray worker died ({len(self.reassigned)} slice reassignments); "
                            "see summary ray.workers / the Ray logs"
                        )
                    break
                ready, _ = self.ray.wait(list(self.inflight), num_returns=1)
                for fut in ready:
                    self.collect(fut, progress)
        finally:
            progress.close()
        self.stats.wall_s = time.monotonic() - t0

    def finish_workers(self) -> dict[str, Any]:
        """Close every live worker's engine; their accounting summed (:func:`merge_accounting`)."""
        accs = []
        for w in self.workers:
            if w.alive:
                try:
                    accs.append(self.ray.get(w.handle.finish.remote()))
                except Exception as exc:
                    if not is_worker_death(exc):
                        raise engine_error(exc) from None
        return merge_accounting(accs)

    def ray_section(self) -> RaySection:
        """The summary's ``ray`` section: each worker's busy seconds (per pid, summed) and pairs/s."""
        per_pair = max(len(self.config.sampling.order_list), 1)
        for w in self.workers:
            rec = w.record
            rec.busy_s = sum(w.busy.values())
            rec.pairs_per_s = (rec.requests_sent / per_pair / rec.busy_s) if rec.busy_s > 0 else None
        rc = self.config.ray
        return RaySection(
            address=self.address,
            workers=[w.record for w in self.workers],
            slices=self.slices_done,
            slice_rows=rc.slice_rows,
            slices_per_worker=rc.slices_per_worker,
            retries=len(self.reassigned),
            reassigned_slices=self.reassigned,
            **self.opts,
        )

    def kill_workers(self) -> None:
        for w in self.workers:
            try:
                self.ray.kill(w.handle, no_restart=True)
            except Exception:  # already gone
                pass


def judge_on_ray(config: RunConfig, start: RunStart, address: str, quiet: bool = True) -> Judged:
    """The judging stage on Ray workers (see the module docstring), on a started run.

    :func:`judge_engine.pipeline.start.start_run` checked the output folder, holds its lock until the
    outputs are written and opened the store (``overwrite`` and ``repair`` applied once, here): the
    driver is the one writer of the manifest and the final outputs; workers only add parts
    (:meth:`Store.attach`, no lock).

    Returns:
        What :func:`judge_engine.pipeline.finish.finish_run` needs, with the summary's ``ray`` section
        (:class:`~judge_engine.schemas.summary.RaySection`).

    Raises:
        judge_engine.errors.JudgeEngineError: bad input/output/template/backend (also when raised
            inside a worker); BackendError when a slice failed more than ``ray.max_retries`` times
            or every worker died.
    """
    ray = import_ray()
    started_here = connect(address, config.ray, quiet)
    job = _RayJob(config, start, address, ray)
    try:
        job.start_workers()
        job.run_queue(quiet)
        accounting = job.finish_workers()
        stats, store = job.stats, start.store
        stats.samples_resumed = store.resumed_rows
        stats.samples_written = store.refresh_done() - store.resumed_rows - store.reused_rows
        return Judged(store, stats, start.manifest, accounting, job.ray_section())
    finally:
        job.kill_workers()
        if started_here:
            ray.shutdown()
