"""The judging of a budgeted ranking job's rounds: each round a normal run
(:func:`judge_engine.pipeline.start.start_run`, the scheduler, :func:`judge_engine.pipeline.finish.finish_run`)
into the same run folder, on one backend that stays up across rounds.

Each round's run reads every round's pairs file so far (``input.paths``, which is outside the judging hash),
so the store judges only the (request_key, sample) pairs not yet stored: the new round's pairs, or what a
killed invocation left undone. A round's pairs share prefixes with each other as in any run (the scheduler
sorts a window by rendered prompt). The backend starts on the first request that is missing (a fully judged
folder loads no model) and is closed once, at the end of the job; a backend that spawns processes gets the
engine watchdog, its record (``engine.json``) kept in the job folder, not in the run folder that each round
opens and checks.
"""

from __future__ import annotations

import dataclasses
import time
from pathlib import Path

from judge_engine.backends import get_backend
from judge_engine.backends.base import Backend
from judge_engine.backends.procguard import EngineGuard
from judge_engine.config import RunConfig
from judge_engine.pipeline import inputs
from judge_engine.pipeline.finish import Judged, RunResult, finish_run
from judge_engine.pipeline.lock import ENGINE_FILE
from judge_engine.pipeline.progress import Progress
from judge_engine.pipeline.scheduler import judge
from judge_engine.pipeline.start import RunStart, record_backend, start_run


class RoundJudge:
    """One backend for every round of a job (see the module docstring). Use as ``async with``.

    Args:
        config: the run config (its ``input.paths`` and ``output.dir`` are replaced per round).
        job_dir: the job's folder (the watchdog's record goes there).
        quiet: no progress bar.
        gate: each round's run gate maxima (:func:`judge_engine.pipeline.finish.check_gate`; the CLI gives ``run``'s
            default parse-failure maximum, fresh pass full61 M2).
    """

    def __init__(
        self, config: RunConfig, job_dir: Path, quiet: bool, gate: dict[str, float | None] | None = None
    ) -> None:
        self.config = config
        self.gate = gate
        self.job_dir = job_dir
        self.quiet = quiet
        self.backend: Backend = get_backend(config.judge.backend)(config)
        self.started = False
        self.guard: EngineGuard | None = None

    async def __aenter__(self) -> RoundJudge:
        return self

    async def __aexit__(self, *exc: object) -> None:
        try:
            if self.started:
                await self.backend.close()
        finally:
            if self.guard is not None:
                self.guard.stop()

    async def _start(self, run: RunStart) -> None:
        if self.started:
            return
        self.started = True
        if self.backend.spawns_processes:
            self.guard = EngineGuard.start(self.job_dir / ENGINE_FILE)
        await self.backend.start()
        record_backend(run.manifest, self.backend.info())  # issue 16: with its determinism record
        run.store.write_manifest()

    async def run_round(self, inputs_paths: list[Path], run_dir: Path, overwrite: bool = False) -> RunResult:
        """Judge what ``inputs_paths`` hold that ``run_dir`` has not judged yet, and finish the run there
        (``pairs.parquet`` and ``summary.json`` over every round's pairs).

        Raises:
            judge_engine.errors.JudgeEngineError: as :func:`judge_engine.pipeline.run.run`.
        """
        t0 = time.monotonic()
        cfg = dataclasses.replace(
            self.config,
            input=dataclasses.replace(self.config.input, paths=tuple(str(p) for p in inputs_paths)),
            output=dataclasses.replace(self.config.output, dir=str(run_dir)),
        )
        with start_run(cfg, overwrite=overwrite) as run:
            failed = run.manifest.failed_shards if run.manifest.failed_shards is not None else []
            progress = Progress(run.total, quiet=self.quiet)
            try:
                stats = await judge(
                    cfg,
                    run.template,
                    self.backend,
                    run.store,
                    inputs.iter_shards(cfg.input, failed),
                    run.identity,
                    progress,
                    start=lambda: self._start(run),
                    reread=lambda: inputs.iter_shards(cfg.input, []),
                )
            finally:
                progress.close()
            if self.started:
                record_backend(run.manifest, self.backend.info())
            else:
                run.manifest.backend = {"backend": self.backend.name, "started": False}
            accounting = self.backend.accounting() if self.started else {}
            return finish_run(cfg, Judged(run.store, stats, run.manifest, accounting), t0, self.gate)
