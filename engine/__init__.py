"""judge-engine: asynchronous, high-throughput batch LLM-as-a-judge on local models through vLLM.

The public API::

    from judge_engine import load_config, run
    result = run(load_config("configs/demo.toml"))        # a RunResult
    result.summary.metrics.agreement.accuracy              # a typed, versioned RunSummary

``run`` judges a config's input and writes ``judgments/``, ``pairs.parquet``, ``summary.json`` and
``manifest.json``; ``run_audit`` runs the bias audit (``audit.json``); the output files are typed
records (:mod:`judge_engine.schemas`). Every error judge-engine raises on purpose is a
:class:`JudgeEngineError`.

Importing this package never imports torch, vLLM, Ray or the compiled kernels: the names below that
need them load on first use.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from judge_engine.errors import (
    BackendError,
    ConfigError,
    InputError,
    InvariantError,
    JudgeEngineError,
    ModelError,
    StoreError,
    TemplateError,
)

__version__ = "0.1.0"

_LAZY = {
    "run": "judge_engine.pipeline.run",
    "RunResult": "judge_engine.pipeline.finish",
    "run_audit": "judge_engine.audit.run",
    "AuditOptions": "judge_engine.audit.run",
    "load_config": "judge_engine.config",
    "RunConfig": "judge_engine.config",
    "RunSummary": "judge_engine.schemas.summary",
    "Manifest": "judge_engine.schemas.manifest",
    "AuditReport": "judge_engine.schemas.audit",
    "Leaderboard": "judge_engine.schemas.leaderboard",
}

__all__ = [
    "AuditOptions",
    "AuditReport",
    "BackendError",
    "ConfigError",
    "InputError",
    "InvariantError",
    "JudgeEngineError",
    "Leaderboard",
    "Manifest",
    "ModelError",
    "RunConfig",
    "RunResult",
    "RunSummary",
    "StoreError",
    "TemplateError",
    "__version__",
    "load_config",
    "run",
    "run_audit",
]

if TYPE_CHECKING:
    from judge_engine.audit.run import AuditOptions, run_audit
    from judge_engine.config import RunConfig, load_config
    from judge_engine.pipeline.finish import RunResult
    from judge_engine.pipeline.run import run
    from judge_engine.schemas.audit import AuditReport
    from judge_engine.schemas.leaderboard import Leaderboard
    from judge_engine.schemas.manifest import Manifest
    from judge_engine.schemas.summary import RunSummary


def __getattr__(name: str) -> Any:
    """Load a public name on first use (PEP 562)."""
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'judge_engine' has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value
