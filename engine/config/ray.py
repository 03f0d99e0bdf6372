"""``[ray]``: scale-out on Ray (:class:`RayConfig`), validated where values enter."""

from __future__ import annotations

import math
from dataclasses import dataclass

from judge_engine.errors import ConfigError


@dataclass(frozen=True)
class RayConfig:
    """Scale-out on Ray (``judge-engine run CONFIG --ray auto|local|ADDRESS``); ignored without ``--ray``.

    Attributes:
        workers: judge engines (Ray actors) to start, >= 1; ``None`` (default): one per
            ``gpus_per_worker`` GPUs of the cluster, or on a cluster without GPUs one per
            ``cpus_per_worker`` CPUs.
        device: ``"auto"`` (GPU workers when the cluster has GPUs), ``"gpu"`` or ``"cpu"``.
        gpus_per_worker: GPUs each worker reserves on a GPU cluster (Ray ``num_gpus``), >= 1.
        cpus_per_worker: CPUs each worker reserves (Ray ``num_cpus``), > 0.
        slice_rows: input rows per work unit (a slice of one shard), >= 1. Smaller slices balance
            better and lose less on a worker's death; larger ones keep more prefix sharing per window.
        slices_per_worker: slices a worker judges at once on its engine, >= 1 (default 2: the next
            slice's requests fill the engine while the current slice's last ones finish; up to
            this many x ``scheduler.max_in_flight`` requests are then in flight per engine).
        max_retries: times one slice may be reassigned after its worker died, >= 0; past that the
            run stops with an error.
        max_restarts: times Ray restarts a dead worker (Ray actor ``max_restarts``), >= 0.
        local_cpus: CPUs of the instance ``--ray local`` starts on this machine, >= 1; ``None``:
            all of them.
        object_store_mb: object store of the instance ``--ray local`` starts, MiB (>= 80, Ray's
            minimum); ``None``: Ray's default (30 % of memory).
    """

    workers: int | None = None
    device: str = "auto"
    gpus_per_worker: int = 1
    cpus_per_worker: float = 1.0
    slice_rows: int = 256
    slices_per_worker: int = 2
    max_retries: int = 3
    max_restarts: int = 1
    local_cpus: int | None = None
    object_store_mb: int | None = None

    def __post_init__(self) -> None:
        if self.workers is not None and self.workers < 1:
            raise ConfigError(f"ray.workers must be >= 1, got {self.workers}")
        if self.device not in ("auto", "gpu", "cpu"):
            raise ConfigError(f"ray.device must be 'auto', 'gpu' or 'cpu', got {self.device!r}")
        if self.gpus_per_worker < 1:
            raise ConfigError(f"ray.gpus_per_worker must be >= 1, got {self.gpus_per_worker}")
        if not (math.isfinite(self.cpus_per_worker) and self.cpus_per_worker > 0):
            raise ConfigError(f"ray.cpus_per_worker must be > 0, got {self.cpus_per_worker}")
        if self.slice_rows < 1:
            raise ConfigError(f"ray.slice_rows must be >= 1, got {self.slice_rows}")
        if self.slices_per_worker < 1:
            raise ConfigError(f"ray.slices_per_worker must be >= 1, got {self.slices_per_worker}")
        if self.max_retries < 0:
            raise ConfigError(f"ray.max_retries must be >= 0, got {self.max_retries}")
        if self.max_restarts < 0:
            raise ConfigError(f"ray.max_restarts must be >= 0, got {self.max_restarts}")
        if self.local_cpus is not None and self.local_cpus < 1:
            raise ConfigError(f"ray.local_cpus must be >= 1, got {self.local_cpus}")
        if self.object_store_mb is not None and self.object_store_mb < 80:
            raise ConfigError(f"ray.object_store_mb must be >= 80 MiB, got {self.object_store_mb}")
