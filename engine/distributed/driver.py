"""Scale-out on Ray: one driver, one judge engine per GPU (or per N CPUs), a dynamic work queue.

``judge-engine run CONFIG --ray auto|local|ADDRESS`` runs here instead of the in-process judging
stage (:func:`judge_engine.pipeline.run.run`); the final stage (pair results, metrics, summary) is the same
function, run once by the driver over every part.

- **Driver.** Holds the output folder's lock (taken by :func:`judge_engine.pipeline.run.run`), opens
  the folder (writes the manifest once), reads and validates the shards
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
from dataclasses import dataclass, field
from typing import Any

import polars as pl

from judge_engine import envs
from judge_engine.backends import get_backend
from judge_engine.config import RunConfig
from judge_engine.distributed.cluster import import_ray, is_worker_death, engine_error, connect, plan_workers
from judge_engine.distributed.worker import JudgeWorker
from judge_engine.errors import BackendError, JudgeEngineError
from judge_engine.pipeline import inputs
from judge_engine.pipeline.inputs import Shard
from judge_engine.pipeline.progress import Progress
from judge_engine.pipeline.scheduler import JudgeStats
from judge_engine.pipeline.start import build_manifest
from judge_engine.pipeline.store import Store
from judge_engine.pipeline.templates import load_template
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
class _WorkerState:
    handle: Any
    record: dict[str, Any]
    alive: bool = True
    pids: list[int] = field(default_factory=list)


def _add_rounds(total: list[dict[str, Any]], part: list[dict[str, Any]]) -> None:
    """Add one slice's adaptive rounds (``JudgeStats.rounds``) into the run's, round by round:
    pair counts add up, ``share_escalated`` is recomputed."""
    for r in part:
        i = r["round"] - 1
        while len(total) <= i:
            total.append({"round": len(total) + 1, "k": None, "pairs_judged": 0, "pairs_uncertain": 0,
                          "pairs_escalated": 0, "share_escalated": None})
        t = total[i]
        t["k"] = r["k"]
        for key in ("pairs_judged", "pairs_uncertain", "pairs_escalated"):
            t[key] += r[key]
        t["share_escalated"] = t["pairs_escalated"] / t["pairs_judged"] if t["pairs_judged"] else None


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


def _merge_accounting(accs: list[dict[str, Any]]) -> dict[str, Any]:
    """Sum each figure over workers (None when a worker lacks it): each engine has its own prefix
    cache, so the sum of per-worker trie sizes is the prefill lower bound of the whole run."""
    accs = [a for a in accs if a]
    if not accs:
        return {}
    out: dict[str, Any] = {}
    for key in accs[0]:
        vals = [a.get(key) for a in accs]
        out[key] = sum(vals) if all(isinstance(v, (int, float)) for v in vals) else None
    return out


def judge_on_ray(config: RunConfig, address: str, overwrite: bool = False, quiet: bool = True,
                 repair: bool = False) -> tuple[Store, JudgeStats, dict[str, Any], dict[str, Any]]:
    """The judging stage on Ray workers (see the module docstring).

    The caller (:func:`judge_engine.pipeline.run.run`) has checked the output folder against the inputs
    and holds its lock (:func:`judge_engine.pipeline.lock.lock_output`) until ``summary.json`` is written:
    the driver is the one writer of the manifest and the final outputs; workers only add parts
    (:meth:`Store.attach`, no lock). ``repair`` is :class:`Store`'s, applied once by the driver.

    Returns:
        ``(store, stats, manifest, ray_summary)``: what :func:`judge_engine.pipeline.finish.finish_run`
        needs, and the ``ray`` key of the summary: ``address``, ``workers`` (one record per
        worker: ``worker``, ``node``, ``pids``, ``slices``, ``pairs``, ``requests_sent``,
        ``samples_written``, ``busy_s`` (seconds judging, engine start excluded),
        ``engine_start_s``, ``pairs_per_s`` (pairs judged / busy_s), ``deaths``), ``slices``,
        ``slice_rows``, ``retries`` and ``reassigned_slices`` (``slice``, ``file``, ``rows``,
        ``worker``, ``attempt``, ``error``).

    Raises:
        judge_engine.errors.JudgeEngineError: bad input/output/template/backend (also when raised
            inside a worker); BackendError when a slice failed more than ``ray.max_retries`` times
            or every worker died.
    """
    rc = config.ray
    template = load_template(config.judge.template)
    get_backend(config.judge.backend)  # an unknown backend fails here, not in every worker
    manifest, identity = build_manifest(config, template)
    total = inputs.count_rows(config.input)
    store = Store(config.output.dir, manifest, overwrite=overwrite, repair=repair)
    store.open()
    ray = import_ray()
    started_here = connect(address, rc, quiet)
    workers: list[_WorkerState] = []
    try:
        n, opts = plan_workers(rc, ray.cluster_resources())
        remote = ray.remote(JudgeWorker).options(
            **opts, max_restarts=rc.max_restarts, max_task_retries=0,
            runtime_env={"env_vars": envs.ray_worker_env()})
        for i in range(n):
            wid = f"w{i}"
            workers.append(_WorkerState(remote.remote(config, wid, identity), {
                "worker": wid, "node": None, "slices": 0, "pairs": 0, "requests_sent": 0, "samples_written": 0,
                "engine_start_s": None, "deaths": 0}))
        t_start = time.monotonic()
        try:
            warm = ray.get([w.handle.warm_up.remote() for w in workers])
        except Exception as exc:
            inner = engine_error(exc)
            if isinstance(inner, JudgeEngineError):
                raise inner from None
            raise BackendError(f"a Ray worker failed to start its judge engine: {type(exc).__name__}: "
                               f"{str(exc)[:1000]}") from None
        start_s = time.monotonic() - t_start
        for w, info in zip(workers, warm, strict=True):
            w.record.update(node=info["node"], engine_start_s=info["engine_start_s"])
            w.pids.append(info["pid"])
        manifest["backend"] = warm[0]["info"]
        manifest["ray"] = {"address": address, "workers": n, **opts}
        store.write_json("manifest.json", manifest)

        stats = JudgeStats(start_s=start_s)
        source = _slices(inputs.iter_shards(config.input, manifest["failed_shards"]), rc.slice_rows, stats)
        retry: deque[_Slice] = deque()
        free = [rc.slices_per_worker] * n  # calls a worker may still take
        epoch = [0] * n  # bumped at each death, so the calls lost with one death count it once
        inflight: dict[Any, tuple[int, int, _Slice]] = {}
        busy: list[dict[int, float]] = [{} for _ in range(n)]  # worker -> pid -> busy_s
        keys: list[pl.Series] = []
        reassigned: list[dict[str, Any]] = []
        slices_done = 0
        exhausted = False
        progress = Progress(total, quiet=quiet)
        t0 = time.monotonic()
        try:
            while True:
                # hand out work: the worker with the most free calls first
                while retry or not exhausted:
                    wi = max((i for i in range(n) if workers[i].alive), key=lambda i: free[i], default=None)
                    if wi is None or free[wi] == 0:
                        break
                    sl = retry.popleft() if retry else next(source, None)
                    if sl is None:
                        exhausted = True
                        break
                    if sl.ref is None:
                        sl.ref, sl.pairs = ray.put(sl.pairs), None
                    free[wi] -= 1
                    fut = workers[wi].handle.judge_slice.remote(sl.id, sl.file, sl.ref, sl.attempt)
                    inflight[fut] = (wi, epoch[wi], sl)
                if not inflight:
                    if retry or not exhausted:
                        raise BackendError(f"every Ray worker died ({len(reassigned)} slice reassignments); "
                                           "see summary ray.workers / the Ray logs")
                    break
                ready, _ = ray.wait(list(inflight), num_returns=1)
                for fut in ready:
                    wi, ep, sl = inflight.pop(fut)
                    w = workers[wi]
                    free[wi] += 1
                    try:
                        res = ray.get(fut)
                    except Exception as exc:  # a dead worker is retried; an engine error is not
                        if not is_worker_death(exc):
                            raise engine_error(exc) from None
                        if ep == epoch[wi]:
                            epoch[wi] += 1
                            w.record["deaths"] += 1
                            w.alive = w.record["deaths"] <= rc.max_restarts  # Ray restarts it
                        error = f"{type(exc).__name__}: {str(exc).splitlines()[0][:200] if str(exc) else ''}"
                        reassigned.append({"slice": sl.id, "file": sl.file, "rows": list(sl.rows),
                                           "worker": w.record["worker"], "attempt": sl.attempt, "error": error})
                        sl.attempt += 1
                        if sl.attempt > rc.max_retries:
                            raise BackendError(
                                f"slice {sl.id} ({sl.file} rows {sl.rows[0]}-{sl.rows[1] - 1}) failed "
                                f"{sl.attempt} times (ray.max_retries = {rc.max_retries}); last error: {error}"
                            ) from None
                        retry.appendleft(sl)
                        continue
                    slices_done += 1
                    keys.append(pl.Series("request_key", res["request_keys"], dtype=pl.String))
                    stats.requests_total += res["requests_total"]
                    stats.requests_sent += res["requests_sent"]
                    _add_rounds(stats.rounds, res.get("rounds", []))
                    rec = w.record
                    rec["slices"] += 1
                    rec["pairs"] += res["pairs_in"]
                    rec["requests_sent"] += res["requests_sent"]
                    rec["samples_written"] += res["samples_written"]
                    busy[wi][res["pid"]] = max(busy[wi].get(res["pid"], 0.0), res["busy_s"])
                    if res["pid"] not in w.pids:
                        w.pids.append(res["pid"])
                    progress.advance(res["pairs_in"], 0)
        finally:
            progress.close()
        stats.wall_s = time.monotonic() - t0
        stats.request_keys = keys
        accs = []
        for w in workers:
            if w.alive:
                try:
                    accs.append(ray.get(w.handle.finish.remote()))
                except Exception as exc:
                    if not is_worker_death(exc):
                        raise engine_error(exc) from None
        manifest["accounting"] = _merge_accounting(accs)
        stats.samples_resumed = store.resumed_rows
        stats.samples_written = store.refresh_done() - store.resumed_rows
        per_pair = max(len(config.sampling.order_list), 1)
        records = []
        for w, b in zip(workers, busy, strict=True):
            rec = {**w.record, "pids": w.pids, "busy_s": sum(b.values())}
            rec["pairs_per_s"] = (rec["requests_sent"] / per_pair / rec["busy_s"]) if rec["busy_s"] > 0 else None
            records.append(rec)
        ray_summary = {"address": address, "workers": records, "slices": slices_done, "slice_rows": rc.slice_rows,
                       "slices_per_worker": rc.slices_per_worker, "retries": len(reassigned),
                       "reassigned_slices": reassigned, **opts}
        return store, stats, manifest, ray_summary
    finally:
        for w in workers:
            try:
                ray.kill(w.handle, no_restart=True)
            except Exception:  # already gone
                pass
        if started_here:
            ray.shutdown()
