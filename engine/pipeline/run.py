"""``judge-engine run``: the main job, from config to the three outputs."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path
from typing import Any

from judge_engine import envs
from judge_engine.backends import get_backend
from judge_engine.backends.procguard import EngineGuard
from judge_engine.config import RunConfig
from judge_engine.errors import StoreError
from judge_engine.pipeline import inputs
from judge_engine.pipeline.finish import RunResult, finish_run, repair_section
from judge_engine.pipeline.lock import ENGINE_FILE, live_engine_processes, lock_output, stale_engine_message
from judge_engine.pipeline.paths import check_output_dir
from judge_engine.pipeline.progress import Progress
from judge_engine.pipeline.scheduler import JudgeStats, judge
from judge_engine.pipeline.start import build_manifest
from judge_engine.pipeline.store import Store
from judge_engine.pipeline.templates import load_template


async def _judge_all(config: RunConfig, overwrite: bool, quiet: bool,
                     repair: bool = False) -> tuple[Store, JudgeStats, dict[str, Any]]:
    """The judging stage in this process. The caller checked the output folder
    (:func:`judge_engine.pipeline.paths.check_output_dir`) and holds its lock (:func:`lock_output`)."""
    template = load_template(config.judge.template)
    backend_cls = get_backend(config.judge.backend)
    backend = backend_cls(config)
    manifest, identity = build_manifest(config, template)
    # validate input and output before the (slow) engine start
    total = inputs.count_rows(config.input)
    store = Store(config.output.dir, manifest, overwrite=overwrite, repair=repair)
    store.open()
    failed_shards: list[dict[str, str]] = manifest["failed_shards"]
    started = False
    guard: EngineGuard | None = None

    async def start() -> None:
        # started lazily, on the first request that is missing: a fully resumed rerun loads no model
        nonlocal started, guard
        if not started:
            started = True
            if backend.spawns_processes:  # the engine dies with this process, even on kill -9
                guard = EngineGuard.start(store.dir / ENGINE_FILE)
            await backend.start()
            manifest["backend"] = backend.info()
            store.write_json("manifest.json", manifest)

    try:
        progress = Progress(total, quiet=quiet)
        try:
            stats = await judge(config, template, backend, store, inputs.iter_shards(config.input, failed_shards),
                                identity, progress, start=start,
                                reread=lambda: inputs.iter_shards(config.input, []))
        finally:
            progress.close()
        manifest["accounting"] = backend.accounting() if started else {}
        manifest.setdefault("backend", {"backend": backend.name, "started": False})
    finally:
        try:
            if started:
                await backend.close()
        finally:
            if guard is not None:
                guard.stop()
    return store, stats, manifest


def run(config: RunConfig, overwrite: bool = False, quiet: bool | None = None,
        gate: dict[str, float | None] | None = None, ray_address: str | None = None,
        repair: bool = False) -> RunResult:
    """Judge every pair of the config's input and write ``judgments/``, ``pairs.parquet``,
    ``summary.json`` into ``config.output.dir``. ``summary["gate"]`` says whether the run passed
    the ``gate`` maxima (see :func:`check_gate`); the caller decides the exit code.

    The output folder is checked against the inputs first, then locked
    (:func:`judge_engine.pipeline.lock.lock_output`) from before the store is opened until ``summary.json``
    is written; a folder whose recorded engine processes (``engine.json``) still run is refused.

    Args:
        repair: set unreadable judgment parts and an unreadable manifest aside in
            ``OUT/quarantine/`` and judge again what they held (``summary["repair"]`` says what
            moved); see :class:`judge_engine.pipeline.store.Store`.
        ray_address: ``None``: judge in this process. Otherwise judge on Ray workers
            (:func:`judge_engine.distributed.judge_on_ray`): ``"auto"`` (a running cluster),
            ``"local"`` (start one on this machine) or a cluster address; a Ray instance already
            initialised in this process is used as it is. The final stage is the same either way.

    Raises:
        judge_engine.errors.JudgeEngineError: bad config, input, template, backend or output folder;
            :class:`judge_engine.pipeline.lock.OutputLocked` when another process holds the folder.
    """
    t0 = time.monotonic()
    quiet = envs.quiet() if quiet is None else quiet
    extra: dict[str, Any] = {}
    check_output_dir(config.output.dir, config.input.paths)
    with lock_output(config.output.dir):
        stale = live_engine_processes(config.output.dir)
        if stale:
            raise StoreError(stale_engine_message(config.output.dir, stale))
        Path(config.output.dir, ENGINE_FILE).unlink(missing_ok=True)  # a record of processes that are gone
        if ray_address is None:
            store, stats, manifest = asyncio.run(_judge_all(config, overwrite, quiet, repair))
        else:
            from judge_engine.distributed.driver import judge_on_ray

            store, stats, manifest, extra["ray"] = judge_on_ray(config, ray_address, overwrite, quiet, repair)
        if store.repaired is not None:
            extra["repair"] = repair_section(store.repaired)
        return finish_run(config, store, stats, manifest, t0, gate, extra)


