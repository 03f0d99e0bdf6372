"""The job's models: which config plays each role, and a stage's engines, started once each and closed.

A role is played by the ``[judge]`` (backend, model, revision, engine settings) and ``[scheduler]`` of a
normal judge-engine run config; the same model may play several roles. A stage's requests are grouped by
engine (roles whose ``[judge]`` sections are equal share one), each engine is started once for the
stage, runs every request of its roles that the store lacks (one prefix-ordered batch,
:func:`judge_engine.pipeline.generation.generate`), and is closed before the next starts, so one engine
runs at a time. An engine with nothing missing is not started. A backend that starts child processes
(vLLM's engine core) runs under the engine watchdog (:class:`judge_engine.backends.procguard.EngineGuard`),
as in a judging run.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from judge_engine.backends import can_write, get_backend
from judge_engine.backends.base import TextWriter
from judge_engine.backends.procguard import EngineGuard
from judge_engine.config import RunConfig
from judge_engine.errors import BackendError, ConfigError
from judge_engine.pipeline.generation import GenerationStore, GenRequest, generate, missing_requests
from judge_engine.pipeline.lock import ENGINE_FILE
from judge_engine.schemas.offsetbias import RoleStats

ROLES = ("generator", "checker", "weak", "strong")
"""The generating roles (Park et al. 2024 Sec. 4): the generator writes I' and erroneous responses, the
checker confirms them, the weak answerer writes R_g for I (off-topic; optional: else the dataset's
reference), the strong answerer writes R_b for I'."""


@dataclass(frozen=True)
class Roles:
    """The run config of each role.

    Attributes:
        generator: writes similar instructions and erroneous responses (required).
        checker: confirms them (default: the generator's config).
        weak: answers I for the off-topic method's good response; None: the dataset's reference.
        strong: answers I' for the off-topic method's bad response (default: the generator's config).
    """

    generator: RunConfig
    checker: RunConfig | None = None
    weak: RunConfig | None = None
    strong: RunConfig | None = None

    def config(self, role: str) -> RunConfig:
        """The config playing ``role`` (the generator's where a role defaults to it).

        Raises:
            ConfigError: unknown role, or ``weak`` when no weak answerer was given.
        """
        if role not in ROLES:
            raise ConfigError(f"unknown role {role!r}; roles: {', '.join(ROLES)}")
        cfg = getattr(self, role)
        if cfg is None and role == "weak":
            raise ConfigError("no weak answerer configured (the off-topic method uses the references)")
        return cfg if cfg is not None else self.generator

    def active(self) -> tuple[str, ...]:
        """The roles this job uses (``weak`` only when given)."""
        return tuple(r for r in ROLES if r != "weak" or self.weak is not None)

    def check_writers(self) -> None:
        """Fail before any engine starts when a role's backend cannot write text.

        Raises:
            BackendError: unknown backend, a missing dependency, or one without
                :class:`~judge_engine.backends.base.TextWriter` (the message names the role).
        """
        for role in self.active():
            name = self.config(role).judge.backend
            if not can_write(name):
                raise BackendError(
                    f"role {role!r}: backend {name!r} cannot write text (it implements no TextWriter); "
                    'use a generating backend such as judge.backend = "vllm"'
                )


def writer_identity(config: RunConfig) -> tuple[str, str, str | None]:
    """(backend, model, revision): what a generation's request key records of its writer."""
    return (config.judge.backend, config.judge.model, config.judge.revision)


def _engine_key(config: RunConfig) -> str:
    return repr(config.judge)


async def run_stage(
    requests: Sequence[GenRequest],
    roles: Roles,
    store: GenerationStore,
    out_dir: Path,
    stats: dict[str, RoleStats],
    on_done: Callable[[int], None] | None = None,
) -> None:
    """Generate a stage's requests the store lacks, one engine at a time (module docstring).

    Args:
        requests: the stage's requests (``role`` names the config that writes each).
        stats: per role; ``calls``, ``engine_starts`` and ``wall_s`` are added to.
        on_done: progress callback (1 per finished request).

    Raises:
        judge_engine.errors.JudgeEngineError: a backend that cannot write or fails to start; any
            error of a call (what finished is stored).
    """
    groups: dict[str, list[str]] = {}
    for role in dict.fromkeys(r.role for r in requests):
        groups.setdefault(_engine_key(roles.config(role)), []).append(role)
    for members in groups.values():
        todo = missing_requests([r for r in requests if r.role in members], store)
        if not todo:
            continue
        cfg = roles.config(members[0])
        backend = get_backend(cfg.judge.backend)(cfg)
        if not isinstance(backend, TextWriter):
            raise BackendError(f"role {members[0]!r}: backend {backend.name!r} cannot write text")
        guard = EngineGuard.start(out_dir / ENGINE_FILE) if backend.spawns_processes else None
        try:
            await backend.start()
            for role in members:
                stats[role].engine_starts += 1
            t0 = time.monotonic()
            await generate(todo, backend, store, cfg.scheduler, (cfg.judge.backend, cfg.judge.model), on_done)
            wall = time.monotonic() - t0
        finally:
            try:
                await backend.close()
            finally:
                if guard is not None:
                    guard.stop()
        for role in members:
            stats[role].calls += sum(r.role == role for r in todo)
            stats[role].wall_s += wall
