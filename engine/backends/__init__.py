"""Judge backends, registered by name with lazy imports (importing judge_engine never imports torch or vLLM).

The contract is :class:`judge_engine.backends.base.Backend`. An unknown name lists the registered ones;
a missing optional dependency names the ``pip install`` that fixes it (lm-eval ``api/registry.py`` style).
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import TYPE_CHECKING

from judge_engine.errors import BackendError

if TYPE_CHECKING:
    from judge_engine.backends.base import Backend


@dataclass
class _Entry:
    target: str
    extra: str = ""


_REGISTRY: dict[str, _Entry] = {
    "vllm": _Entry("judge_engine.backends.vllm:VLLMBackend", "pip install 'judge-engine[gpu]' (or [cpu])"),
    "replay": _Entry("judge_engine.backends.replay:ReplayBackend"),
    "openai": _Entry("judge_engine.backends.openai:OpenAIBackend", "pip install 'judge-engine[openai]'"),  # issue 18
    "reward": _Entry(
        "judge_engine.backends.reward:RewardBackend", "pip install 'judge-engine[gpu]' (or [cpu])"
    ),  # issue 17
}


def register_backend(name: str, target: str, install_hint: str = "") -> None:
    """Register a backend class by ``"module:Class"`` path (imported only when used)."""
    _REGISTRY[name] = _Entry(target, install_hint)


def backend_names() -> list[str]:
    """The registered backend names, sorted."""
    return sorted(_REGISTRY)


def can_write(name: str) -> bool:
    """Whether backend ``name`` implements :class:`~judge_engine.backends.base.TextWriter` (the audit's
    writer suites).

    Raises:
        BackendError: as :func:`get_backend`.
    """
    from judge_engine.backends.base import TextWriter

    return issubclass(get_backend(name), TextWriter)


def get_backend(name: str) -> type[Backend]:
    """The backend class registered as ``name``.

    Raises:
        BackendError: unknown name (lists the registered ones) or a missing optional dependency.
    """
    entry = _REGISTRY.get(name)
    if entry is None:
        raise BackendError(f"unknown backend {name!r}; registered: {', '.join(backend_names())}")
    module, cls = entry.target.split(":")
    try:
        mod = importlib.import_module(module)
    except ImportError as exc:
        hint = f"; install it with: {entry.extra}" if entry.extra else ""
        raise BackendError(f"backend {name!r} needs a missing dependency ({exc}){hint}") from None
    return getattr(mod, cls)
