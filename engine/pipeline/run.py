"""``judge-engine run``: the main job, from config to ``judgments/``, ``pairs.parquet`` and ``summary.json``.

:func:`run` starts the run (:func:`judge_engine.pipeline.start.start_run`), judges in this process
(:func:`judge_locally`) or on Ray workers (:func:`judge_engine.distributed.driver.judge_on_ray`, imported
only with ``--ray``), and finishes it (:func:`judge_engine.pipeline.finish.finish_run`).
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Mapping

from judge_engine import envs
from judge_engine.backends import get_backend
from judge_engine.backends.base import Backend
from judge_engine.backends.procguard import EngineGuard
from judge_engine.config import RunConfig
from judge_engine.errors import ConfigError
from judge_engine.pipeline.finish import Judged, RunResult, finish_run
from judge_engine.pipeline.lock import ENGINE_FILE
from judge_engine.pipeline.progress import Progress
from judge_engine.pipeline.reuse import reuse_judgments
from judge_engine.pipeline.scheduler import judge
from judge_engine.pipeline.start import RunStart, record_backend, start_run
from judge_engine.pipeline.units import iter_units


class _LazyEngine:
    """Starts the backend on the first request that is missing, so a fully resumed rerun loads no model;
    a backend that starts child processes gets an engine watchdog first (they die with this process,
    even on ``kill -9``)."""

    def __init__(self, backend: Backend, start: RunStart) -> None:
        self.backend = backend
        self.start = start
        self.started = False
        self.guard: EngineGuard | None = None

    async def __call__(self) -> None:
        if self.started:
            return
        self.started = True
        if self.backend.spawns_processes:
            self.guard = EngineGuard.start(self.start.store.dir / ENGINE_FILE)
        await self.backend.start()
        record_backend(self.start.manifest, self.backend.info())
        self.start.store.write_manifest()

    async def close(self) -> None:
        try:
            if self.started:
                await self.backend.close()
        finally:
            if self.guard is not None:
                self.guard.stop()


async def judge_locally(config: RunConfig, start: RunStart, quiet: bool) -> Judged:
    """The judging stage in this process, on a started run (its folder checked, locked and opened)."""
    backend = get_backend(config.judge.backend)(config)
    engine = _LazyEngine(backend, start)
    failed = start.manifest.failed_shards if start.manifest.failed_shards is not None else []
    try:
        progress = Progress(start.total, quiet=quiet)
        try:
            stats = await judge(
                config,
                start.template,
                backend,
                start.store,
                iter_units(config.input, start.template, failed),
                start.identity,
                progress,
                start=engine,
                reread=lambda: iter_units(config.input, start.template, []),
            )
        finally:
            progress.close()
        accounting = backend.accounting() if engine.started else {}
        if engine.started:  # issue 18: what the backend learnt while judging (the openai backend's n_mode)
            record_backend(start.manifest, backend.info())
            start.store.write_manifest()
        if start.manifest.backend is None:
            start.manifest.backend = {"backend": backend.name, "started": False}
    finally:
        await engine.close()
    return Judged(start.store, stats, start.manifest, accounting)


def run(
    config: RunConfig,
    overwrite: bool = False,
    quiet: bool | None = None,
    gate: Mapping[str, float | None] | None = None,
    ray_address: str | None = None,
    repair: bool = False,
) -> RunResult:
    """Judge every pair of the config's input and write ``judgments/``, ``pairs.parquet``,
    ``summary.json`` into ``config.output.dir``, after copying in the judgments it needs that the folders
    of ``output.reuse`` hold (:func:`judge_engine.pipeline.reuse.reuse_judgments`). ``summary.gate`` says
    whether the run passed the ``gate`` maxima (see :func:`judge_engine.pipeline.finish.check_gate`); the
    caller decides the exit code.

    The output folder is checked against the inputs first, then locked
    (:func:`judge_engine.pipeline.lock.lock_output`) from before the store is opened until ``summary.json``
    is written; a folder whose recorded engine processes (``engine.json``) still run is refused.

    Args:
        repair: set unreadable judgment parts and an unreadable manifest aside in
            ``OUT/quarantine/`` and judge again what they held (``summary.repair`` says what
            moved); see :class:`judge_engine.pipeline.store.Store`.
        ray_address: ``None``: judge in this process. Otherwise judge on Ray workers
            (:func:`judge_engine.distributed.driver.judge_on_ray`): ``"auto"`` (a running cluster),
            ``"local"`` (start one on this machine) or a cluster address; a Ray instance already
            initialised in this process is used as it is. The final stage is the same either way.

    Raises:
        judge_engine.errors.JudgeEngineError: bad config (one naming a panel: see
            :func:`judge_engine.panel.run.run_panel`), input, template, backend or output folder;
            :class:`judge_engine.pipeline.lock.OutputLocked` when another process holds the folder.
    """
    if config.panel.judges:  # issue 17
        raise ConfigError("this config names a panel ([[panel.judges]]): run it with `judge-engine panel CONFIG`")
    t0 = time.monotonic()
    quiet = envs.quiet() if quiet is None else quiet
    with start_run(config, overwrite=overwrite, repair=repair) as start:
        reuse_judgments(config, start.store, start.template, start.identity, start.manifest.judging_hash)
        if ray_address is None:
            judged = asyncio.run(judge_locally(config, start, quiet))
        else:
            from judge_engine.distributed.driver import judge_on_ray  # Ray only when asked for

            judged = judge_on_ray(config, start, ray_address, quiet)
        return finish_run(config, judged, t0, gate)
