"""Scale-out on Ray: one driver, one judge engine per GPU (or per N CPUs), a dynamic work queue.

``judge-engine run CONFIG --ray auto|local|ADDRESS`` runs here instead of the in-process judging
stage (:func:`judge_engine.runner.run`); the final stage (pair results, metrics, summary) is the same
function, run once by the driver over every part.

- **Driver.** Holds the output folder's lock (taken by :func:`judge_engine.runner.run`), opens
  the folder (writes the manifest once), reads and validates the shards
  with the same reader as a single-process run (so flags, duplicate ``pair_id`` across shards and
  unreadable shards come out identically), cuts each shard into slices of ``ray.slice_rows`` rows
  and hands the next slice to whichever worker is idle (``ray.wait`` on the outstanding calls).
  Slices are read lazily, as workers ask for work, and dropped once judged, so the driver holds
  only the slices in flight plus the per-row metadata a single-process run keeps as well.
- **Workers** (:class:`JudgeWorker`, async Ray actors with ``num_gpus = ray.gpus_per_worker`` on a
  GPU cluster, ``num_cpus = ray.cpus_per_worker``): each starts one backend and runs the normal
  scheduler (:func:`judge_engine.scheduler.judge`) on each slice it gets, writing atomic parts
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

import asyncio
import os
import socket
import time
from collections import deque
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import polars as pl

from judge_engine import envs, io
from judge_engine.backends.base import get_backend
from judge_engine.config import RayConfig, RunConfig
from judge_engine.errors import BackendError, JudgeEngineError
from judge_engine.io import Shard
from judge_engine.procguard import EngineGuard
from judge_engine.scheduler import META_COLUMNS, JudgeStats, Progress, judge
from judge_engine.store import Store
from judge_engine.templates import load_template


class JudgeWorker:
    """One judge engine on one Ray worker (wrapped with ``ray.remote`` by the driver).

    Args:
        config: the run config (``output.dir`` must be a folder every node can reach).
        worker_id: ``"w0"``, ``"w1"``, ...: goes into its part file names and the summary.
        identity: the run's judge identity (:func:`judge_engine.plan.judge_identity`).
    """

    def __init__(self, config: RunConfig, worker_id: str, identity: str) -> None:
        self.config = config
        self.worker_id = worker_id
        self.identity = identity
        self.template = load_template(config.judge.template)
        self.backend = get_backend(config.judge.backend)(config)
        self.store = Store(config.output.dir, {}, writer=worker_id)
        self.store.attach()
        self.guard: EngineGuard | None = None
        self.start_s: float | None = None
        self._starting: asyncio.Future | None = None
        self._active = 0  # slices being judged now
        self._busy_s = 0.0  # seconds with at least one slice being judged
        self._since = 0.0

    # Every method is ``async``: Ray runs them on the actor's event loop, which is where the async
    # engine lives, and up to ``ray.slices_per_worker`` slices share that engine at once.

    async def _ensure_started(self) -> None:
        async def timed() -> None:
            t = time.monotonic()
            if self.backend.spawns_processes and self.guard is None:  # the engine dies with this actor
                self.guard = EngineGuard.start()
            await self.backend.start()
            self.start_s = time.monotonic() - t

        if self._starting is None:
            self._starting = asyncio.ensure_future(timed())
        await self._starting

    async def where(self) -> dict[str, Any]:
        """``{"worker", "node" (IP), "pid"}`` of this process."""
        import ray

        return {"worker": self.worker_id, "node": ray.util.get_node_ip_address(), "pid": os.getpid()}

    async def warm_up(self) -> dict[str, Any]:
        """Start the backend now (so judging throughput excludes the engine start).

        Returns:
            ``{"engine_start_s": seconds, "info": backend.info(), "worker", "node", "pid"}``.
        """
        await self._ensure_started()
        return {"engine_start_s": self.start_s, "info": self.backend.info(), **await self.where()}

    async def judge_slice(self, slice_id: int, source_file: str, pairs: pl.DataFrame, attempt: int) -> dict[str, Any]:
        """Judge one slice with the normal scheduler and write its parts.

        Args:
            pairs: validated rows of one shard (see :class:`judge_engine.io.Shard`).
            attempt: 0 the first time; > 0 when the slice is reassigned after a worker died, and
                then the judged set is reloaded from disk first (the dead worker's parts count).

        Returns:
            Counts of this call (``pairs_in``, ``requests_total``, ``requests_sent``,
            ``samples_written``), ``request_keys`` (every key planned for the slice), and this
            process's ``busy_s`` so far (seconds with a slice in progress, engine start excluded),
            ``worker``, ``node``, ``pid``.
        """
        await self._ensure_started()  # a restarted worker starts its engine on its first slice
        if attempt > 0:
            await asyncio.to_thread(self.store.refresh_done)
        if self._active == 0:
            self._since = time.monotonic()
        self._active += 1
        try:
            shard = Shard(source_file, pairs)
            # adaptive rounds run inside the slice: the slice is in memory, so reread is just that shard
            stats = await judge(self.config, self.template, self.backend, self.store, [shard],
                                self.identity, None, reread=lambda: [shard])
        finally:
            self._active -= 1
            if self._active == 0:
                self._busy_s += time.monotonic() - self._since
        keys = pl.concat(stats.request_keys).to_list() if stats.request_keys else []
        return {
            "slice": slice_id,
            "pairs_in": stats.pairs_in,
            "requests_total": stats.requests_total,
            "requests_sent": stats.requests_sent,
            "samples_written": stats.samples_written,
            "busy_s": self._busy_s,
            "engine_start_s": self.start_s,
            "request_keys": keys,
            "rounds": stats.rounds,
            **await self.where(),
        }

    async def finish(self) -> dict[str, Any]:
        """Close the backend; returns its accounting (prefill figures) for this process's life."""
        if self._starting is None:
            return {}
        await self._starting
        acc = self.backend.accounting()
        await self.backend.close()
        self._starting = None
        if self.guard is not None:
            self.guard.stop()
            self.guard = None
        return acc


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


_RETRYABLE_NAMES = ("RayActorError", "WorkerCrashedError", "NodeDiedError", "OutOfMemoryError",
                    "ObjectLostError", "LocalRayletDiedError")


def _import_ray():
    try:
        import ray
    except ImportError:
        raise BackendError("--ray needs Ray; install it with: pip install 'judge-engine[ray]'") from None
    return ray


_PROBE_TIMEOUT_S = 5.0


def address_endpoint(address: str) -> tuple[str, int] | None:
    """(host, port) of an explicit cluster address (``HOST:PORT``, ``ray://HOST:PORT``,
    ``[IPv6]:PORT``), or ``None`` for ``"auto"``, ``"local"`` and anything without a numeric port
    (left to Ray to interpret)."""
    if address in ("auto", "local"):
        return None
    rest = address.split("://", 1)[1] if "://" in address else address
    host, sep, port = rest.rstrip("/").rpartition(":")
    if not sep or not host or not port.isdigit():
        return None
    return host.strip("[]"), int(port)


def check_reachable(address: str) -> None:
    """Probe an explicit cluster address over TCP (:data:`_PROBE_TIMEOUT_S` seconds): Ray retries
    an unreachable GCS for minutes before it gives up; the probe answers in seconds.

    Raises:
        BackendError: nothing answers at the address's host and port.
    """
    probe = address_endpoint(address)
    if probe is None:
        return
    try:
        socket.create_connection(probe, timeout=_PROBE_TIMEOUT_S).close()
    except OSError as exc:
        raise BackendError(f"cannot connect to Ray at {address!r}: nothing answers on {probe[0]}:{probe[1]} "
                           f"({exc}); start a cluster with `ray start --head` (see README, Scale-out on "
                           "Ray) or use --ray local") from None


def connect(address: str, rc: RayConfig, quiet: bool = True) -> bool:
    """Join or start Ray; returns True when this call started it (the caller shuts it down).

    Args:
        address: ``"local"`` starts an instance on this machine (``ray.local_cpus``,
            ``ray.object_store_mb``); ``"auto"`` joins the running cluster (``RAY_ADDRESS`` or the
            one ``ray start`` left on this node); anything else is a cluster address
            (``HOST:PORT`` or ``ray://HOST:10001``). A Ray already initialised in this process is
            used as it is.

    Raises:
        BackendError: Ray is missing or no cluster answers at ``address``.
    """
    ray = _import_ray()
    if ray.is_initialized():
        return False
    check_reachable(address)
    try:
        if address == "local":
            ray.init(num_cpus=rc.local_cpus, include_dashboard=False, log_to_driver=not quiet,
                     object_store_memory=rc.object_store_mb * 2**20 if rc.object_store_mb else None)
        else:
            ray.init(address=address, log_to_driver=not quiet)
    except (ConnectionError, RuntimeError, ValueError) as exc:
        raise BackendError(f"cannot connect to Ray at {address!r} ({exc}); start a cluster with "
                           "`ray start --head` (see README, Scale-out on Ray) or use --ray local") from None
    return True


def plan_workers(rc: RayConfig, resources: dict[str, float]) -> tuple[int, dict[str, float]]:
    """How many workers to start and what each reserves.

    Args:
        resources: ``ray.cluster_resources()`` (``{"CPU": n, "GPU": m, ...}``).

    Returns:
        ``(workers, {"num_cpus": c, "num_gpus": g})``.

    Raises:
        BackendError: ``ray.device = "gpu"`` on a cluster without GPUs, a cluster too small
            for one worker, or ``ray.workers`` more than the cluster's resources hold now.
    """
    gpus, cpus = float(resources.get("GPU", 0)), float(resources.get("CPU", 0))
    use_gpu = rc.device == "gpu" or (rc.device == "auto" and gpus >= rc.gpus_per_worker)
    if use_gpu and gpus < rc.gpus_per_worker:
        raise BackendError(f"ray.device = 'gpu' but the cluster has {gpus:g} GPU(s), "
                           f"fewer than ray.gpus_per_worker = {rc.gpus_per_worker}")
    if cpus < rc.cpus_per_worker:
        raise BackendError(f"the Ray cluster has {cpus:g} CPU(s), fewer than ray.cpus_per_worker = "
                           f"{rc.cpus_per_worker:g}")
    fit = int(gpus // rc.gpus_per_worker) if use_gpu else int(cpus // rc.cpus_per_worker)
    n = rc.workers if rc.workers is not None else max(fit, 1)
    if n > fit:  # Ray would wait for ever on actors that cannot be placed
        need = (f"{n} x ray.gpus_per_worker = {n * rc.gpus_per_worker:g} GPU(s)" if use_gpu
                else f"{n} x ray.cpus_per_worker = {n * rc.cpus_per_worker:g} CPU(s)")
        have = f"{gpus:g} GPU(s)" if use_gpu else f"{cpus:g} CPU(s)"
        raise BackendError(f"ray.workers = {n} needs {need}; the Ray cluster has {have} "
                           f"(at most {fit} worker(s) fit)")
    opts = {"num_cpus": rc.cpus_per_worker, "num_gpus": float(rc.gpus_per_worker) if use_gpu else 0.0}
    return n, opts


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


def _retryable(exc: BaseException) -> bool:
    return any(cls.__name__ in _RETRYABLE_NAMES for cls in type(exc).__mro__)


def _unwrap(exc: BaseException) -> BaseException:
    """The judge-engine error inside a RayTaskError, else the exception itself."""
    cause = getattr(exc, "cause", None)
    return cause if isinstance(cause, JudgeEngineError) else exc


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

    The caller (:func:`judge_engine.runner.run`) has checked the output folder against the inputs
    and holds its lock (:func:`judge_engine.store.lock_output`) until ``summary.json`` is written:
    the driver is the one writer of the manifest and the final outputs; workers only add parts
    (:meth:`Store.attach`, no lock). ``repair`` is :class:`Store`'s, applied once by the driver.

    Returns:
        ``(store, stats, manifest, ray_summary)``: what :func:`judge_engine.runner.finish_run`
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
    from judge_engine.runner import build_manifest

    rc = config.ray
    template = load_template(config.judge.template)
    get_backend(config.judge.backend)  # an unknown backend fails here, not in every worker
    manifest, identity = build_manifest(config, template)
    total = io.count_rows(config.input)
    store = Store(config.output.dir, manifest, overwrite=overwrite, repair=repair)
    store.open()
    ray = _import_ray()
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
            inner = _unwrap(exc)
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
        source = _slices(io.iter_shards(config.input, manifest["failed_shards"]), rc.slice_rows, stats)
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
                        if not _retryable(exc):
                            raise _unwrap(exc) from None
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
                    if not _retryable(exc):
                        raise _unwrap(exc) from None
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
