"""The Ray worker: one judge engine on one Ray actor, judging the slices the driver hands it
with the same scheduler as a single-process run (:func:`judge_engine.pipeline.scheduler.judge`)."""

from __future__ import annotations

import asyncio
import os
import time
from typing import Any

import polars as pl

from judge_engine.backends import get_backend
from judge_engine.backends.procguard import EngineGuard
from judge_engine.config import RunConfig
from judge_engine.pipeline.inputs import Shard
from judge_engine.pipeline.scheduler import judge
from judge_engine.pipeline.store import Store
from judge_engine.pipeline.template_sets import load_judge_templates


class JudgeWorker:
    """One judge engine on one Ray worker (wrapped with ``ray.remote`` by the driver).

    Args:
        config: the run config (``output.dir`` must be a folder every node can reach).
        worker_id: ``"w0"``, ``"w1"``, ...: goes into its part file names and the summary.
        identity: the run's judge identity (:func:`judge_engine.pipeline.plan.judge_identity`).
    """

    def __init__(self, config: RunConfig, worker_id: str, identity: str) -> None:
        self.config = config
        self.worker_id = worker_id
        self.identity = identity
        self.template = load_judge_templates(config.judge.template)
        self.backend = get_backend(config.judge.backend)(config)
        self.store = Store(config.output.dir, owner=worker_id)
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
            pairs: validated rows of one shard (see :class:`judge_engine.pipeline.inputs.Shard`).
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
            stats = await judge(
                self.config,
                self.template,
                self.backend,
                self.store,
                [shard],
                self.identity,
                None,
                reread=lambda: [shard],
            )
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
