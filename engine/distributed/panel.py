"""Panels on Ray (issue 17): ``judge-engine panel CONFIG --ray auto|local|ADDRESS`` runs the judges side by side,
each on its own Ray worker that owns that judge's engine.

Each judge's whole run (:func:`judge_engine.pipeline.run.run`, judging in process on the worker: one engine,
started and closed there, with the scheduler, store and final stage of a single-process run) is one Ray task
reserving ``ray.cpus_per_worker`` CPUs, and ``ray.gpus_per_worker`` GPUs on a GPU cluster (``ray.device`` as
for ``run --ray``; :func:`judge_engine.distributed.cluster.plan_workers`). All tasks are submitted at once, so
the judges run in parallel as far as the cluster's free resources allow (Ray queues the rest until a worker
frees up). A judge writes its own folder ``OUT/judges/<name>/`` (resolved to an absolute path by the driver; on
a multi-node cluster every node must reach it) under that folder's lock, exactly as in a sequential panel, so
a killed panel (driver or workers) resumes judge by judge on a rerun, with or without ``--ray``.

Faults: a worker that dies (killed process, lost node) is retried by Ray up to ``ray.max_retries`` times, and
the retry resumes that judge from its store (every judgment stored once). An error of judge-engine's own in a
judge's run (bad template, a backend that cannot start) is not retried: the other judges' tasks are cancelled
(their stores keep what they wrote) and the panel stops with that judge's message.

Why whole runs per task rather than :mod:`judge_engine.distributed.driver`'s slice queue per judge: a panel's
unit of parallelism is the judge (each its own model and engine), and a judge's run is already resumable and
self-contained; the slice queue still serves one judge over many workers (``judge-engine run --ray``).
"""

from __future__ import annotations

import dataclasses
import os
import time
from collections.abc import Collection, Mapping
from typing import Any

from judge_engine import envs
from judge_engine.backends import get_backend
from judge_engine.config import RunConfig
from judge_engine.distributed.cluster import connect, engine_error, import_ray, is_worker_death, plan_workers
from judge_engine.errors import BackendError, JudgeEngineError
from judge_engine.pipeline.finish import RunResult
from judge_engine.pipeline.paths import output_folder
from judge_engine.schemas.panel import PanelRay, PanelRayJudge


def judge_task(
    config: RunConfig, overwrite: bool, quiet: bool | None, gate: dict[str, float | None] | None = None
) -> tuple[RunResult, dict[str, Any]]:
    """One panel judge's run on a Ray worker (wrapped with ``ray.remote`` by :func:`judge_panel_on_ray`), under the
    gate maxima ``gate`` (:func:`judge_engine.pipeline.finish.check_gate`).

    Returns:
        (the run's result, ``{"pid", "node", "started_at", "finished_at"}``: the worker process, its Ray node
        id, and Unix times in seconds around the run).
    """
    import ray

    from judge_engine.pipeline.run import run

    started = time.time()
    result = run(config, overwrite=overwrite, quiet=quiet, gate=gate)
    info = {
        "pid": os.getpid(),
        "node": ray.get_runtime_context().get_node_id(),
        "started_at": started,
        "finished_at": time.time(),
    }
    return result, info


def _fail(name: str, exc: BaseException, retries: int) -> BaseException:
    """The error a failed judge task stops the panel with."""
    inner = engine_error(exc)
    if isinstance(inner, JudgeEngineError):
        return inner
    if is_worker_death(exc):
        return BackendError(
            f"panel judge {name!r}: its Ray worker died more than ray.max_retries = {retries} times "
            f"({type(exc).__name__}); what it stored is kept: rerun the panel to resume"
        )
    return BackendError(f"panel judge {name!r} failed on Ray: {type(exc).__name__}: {str(exc)[:1000]}")


def judge_panel_on_ray(
    configs: Mapping[str, RunConfig],
    address: str,
    overwrite: bool = False,
    quiet: bool | None = None,
    overwrite_judges: Collection[str] = (),
    gate: dict[str, float | None] | None = None,
) -> tuple[dict[str, RunResult], PanelRay]:
    """Run every panel judge on its own Ray worker, side by side (module docstring).

    Args:
        configs: judge name -> its run config (:func:`judge_engine.panel.run.judge_configs`, in config order);
            the first one's ``[ray]`` section places every judge (a panel has one).
        address: ``"auto"``, ``"local"`` or a cluster address (:func:`judge_engine.distributed.cluster.connect`).
        overwrite: every judge replaces judgments made with a different judging config; overwrite_judges: the
            judges (by name) that do so (``--overwrite-judge``), the others resume.
        gate: each judge's run gate maxima, as in-process (the CLI gives ``run``'s default parse-failure maximum).

    Returns:
        (judge name -> its run result, in config order; the summary's ``ray`` section).

    Raises:
        judge_engine.errors.JudgeEngineError: an error of a judge's run (its own message); BackendError: Ray
            missing or unreachable, a cluster without room for one worker, or a worker that died more than
            ``ray.max_retries`` times.
    """
    ray = import_ray()
    rc = next(iter(configs.values())).ray
    quiet = envs.quiet() if quiet is None else quiet
    started_here = connect(address, rc, quiet)
    try:
        _, opts = plan_workers(dataclasses.replace(rc, workers=None), ray.cluster_resources())
        refs: dict[Any, str] = {}
        for name, cfg in configs.items():
            backend = get_backend(cfg.judge.backend)
            cfg = backend.worker_config(cfg, 1)
            cfg = dataclasses.replace(
                cfg, output=dataclasses.replace(cfg.output, dir=str(output_folder(cfg.output.dir)))
            )
            task = ray.remote(judge_task).options(
                **opts,
                max_retries=rc.max_retries,
                retry_exceptions=False,
                runtime_env={"env_vars": envs.ray_worker_env(backend.worker_env(cfg))},
            )
            refs[task.remote(cfg, overwrite or name in overwrite_judges, quiet, gate)] = name
        done: dict[str, tuple[RunResult, dict[str, Any]]] = {}
        pending = list(refs)
        while pending:
            ready, pending = ray.wait(pending, num_returns=1)
            for ref in ready:
                try:
                    done[refs[ref]] = ray.get(ref)
                except Exception as exc:
                    for other in pending:
                        ray.cancel(other, force=True)
                    raise _fail(refs[ref], exc, rc.max_retries) from None
        section = PanelRay(
            address=address,
            num_cpus=float(opts["num_cpus"]),
            num_gpus=float(opts["num_gpus"]),
            judges=[PanelRayJudge(name=name, **done[name][1]) for name in configs],
        )
        return {name: done[name][0] for name in configs}, section
    finally:
        if started_here:
            ray.shutdown()
