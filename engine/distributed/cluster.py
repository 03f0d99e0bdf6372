"""Joining or starting a Ray cluster, probing an address, planning the workers, and telling a dead
worker (retry its slice) from an error of judge-engine's own (stop)."""

from __future__ import annotations

import socket
from typing import Any

from judge_engine.config import RayConfig
from judge_engine.errors import BackendError, JudgeEngineError

_RETRYABLE_NAMES = (
    "RayActorError",
    "WorkerCrashedError",
    "NodeDiedError",
    "OutOfMemoryError",
    "ObjectLostError",
    "LocalRayletDiedError",
)


def import_ray() -> Any:
    """The ``ray`` module.

    Raises:
        BackendError: Ray is not installed (names the ``pip install`` that fixes it).
    """
    try:
        import ray
    except ImportError:
        raise BackendError("--ray needs Ray; install it with: pip install 'judge-engine[ray]'") from None
    return ray


PROBE_TIMEOUT_S = 5.0


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
    """Probe an explicit cluster address over TCP (:data:`PROBE_TIMEOUT_S` seconds): Ray retries
    an unreachable GCS for minutes before it gives up; the probe answers in seconds.

    Raises:
        BackendError: nothing answers at the address's host and port.
    """
    probe = address_endpoint(address)
    if probe is None:
        return
    try:
        socket.create_connection(probe, timeout=PROBE_TIMEOUT_S).close()
    except OSError as exc:
        raise BackendError(
            f"cannot connect to Ray at {address!r}: nothing answers on {probe[0]}:{probe[1]} "
            f"({exc}); start a cluster with `ray start --head` (see README, Scale-out on "
            "Ray) or use --ray local"
        ) from None


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
    ray = import_ray()
    if ray.is_initialized():
        return False
    check_reachable(address)
    try:
        if address == "local":
            ray.init(
                num_cpus=rc.local_cpus,
                include_dashboard=False,
                log_to_driver=not quiet,
                object_store_memory=rc.object_store_mb * 2**20 if rc.object_store_mb else None,
            )
        else:
            ray.init(address=address, log_to_driver=not quiet)
    except (ConnectionError, RuntimeError, ValueError) as exc:
        raise BackendError(
            f"cannot connect to Ray at {address!r} ({exc}); start a cluster with "
            "`ray start --head` (see README, Scale-out on Ray) or use --ray local"
        ) from None
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
        raise BackendError(
            f"ray.device = 'gpu' but the cluster has {gpus:g} GPU(s), "
            f"fewer than ray.gpus_per_worker = {rc.gpus_per_worker}"
        )
    if cpus < rc.cpus_per_worker:
        raise BackendError(
            f"the Ray cluster has {cpus:g} CPU(s), fewer than ray.cpus_per_worker = {rc.cpus_per_worker:g}"
        )
    fit = int(gpus // rc.gpus_per_worker) if use_gpu else int(cpus // rc.cpus_per_worker)
    n = rc.workers if rc.workers is not None else max(fit, 1)
    if n > fit:  # Ray would wait for ever on actors that cannot be placed
        need = (
            f"{n} x ray.gpus_per_worker = {n * rc.gpus_per_worker:g} GPU(s)"
            if use_gpu
            else f"{n} x ray.cpus_per_worker = {n * rc.cpus_per_worker:g} CPU(s)"
        )
        have = f"{gpus:g} GPU(s)" if use_gpu else f"{cpus:g} CPU(s)"
        raise BackendError(f"ray.workers = {n} needs {need}; the Ray cluster has {have} (at most {fit} worker(s) fit)")
    opts = {"num_cpus": rc.cpus_per_worker, "num_gpus": float(rc.gpus_per_worker) if use_gpu else 0.0}
    return n, opts


def is_worker_death(exc: BaseException) -> bool:
    """Whether ``exc`` says a worker (process, node, object) died: its slice is reassigned, not fatal."""
    return any(cls.__name__ in _RETRYABLE_NAMES for cls in type(exc).__mro__)


def engine_error(exc: BaseException) -> BaseException:
    """The judge-engine error inside a RayTaskError, else the exception itself."""
    cause = getattr(exc, "cause", None)
    return cause if isinstance(cause, JudgeEngineError) else exc
