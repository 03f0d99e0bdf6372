"""Typed errors. The CLI turns any :class:`JudgeEngineError` into one line and exit code 2.

Style follows click's ``exceptions.py``: a small hierarchy under one base, each message
naming the field / file / row / column at fault and the value received.
"""

from __future__ import annotations


class JudgeEngineError(Exception):
    """Base of every error judge-engine raises on purpose (user mistakes, bad data)."""


class ConfigError(JudgeEngineError):
    """A run config (TOML or ``--set``) is invalid: unknown key, wrong type, out of range."""


class InputError(JudgeEngineError):
    """Input pairs cannot be read: missing file or column, duplicate ``pair_id``, bad value.

    Messages name the file, and where it applies the row (0-based within the file) and column.
    """


class TemplateError(JudgeEngineError):
    """A judge prompt template cannot be found or is malformed."""


class BackendError(JudgeEngineError):
    """A backend is unknown, misses its optional dependency, or failed to start."""


class ModelError(JudgeEngineError):
    """A judge model cannot be resolved (alias, HF id or local folder)."""


class StoreError(JudgeEngineError):
    """The output folder cannot be used: it holds a run made with a different judging config (see
    ``--overwrite``), another process holds its lock, a leftover engine of an earlier run still runs,
    or a judgment part or the manifest cannot be read (named; see ``--repair``)."""


class ConfigChangedError(StoreError):
    """The output folder holds judgments made with a different judging config (the :class:`StoreError` that
    ``--overwrite`` resolves; a panel names the judge and offers ``--overwrite-judge NAME``).

    Attributes:
        folder: the run folder; old_hash: the judging hash its judgments were made with; new_hash: this run's;
        hint: a clause added after the hashes (e.g. the stored spelling of the same model folder).
    """

    def __init__(self, folder: object, old_hash: object, new_hash: object, hint: str = "") -> None:
        self.folder, self.old_hash, self.new_hash = folder, old_hash, new_hash
        super().__init__(
            f"{folder} holds judgments made with a different judging config (judging hash {old_hash} != "
            f"{new_hash}){hint}; use another --out folder or pass --overwrite to replace them"
        )


class InvariantError(JudgeEngineError):
    """An internal invariant does not hold (e.g. a run's input rows do not add up to judged + flagged
    rows): a bug in judge-engine, reported on one line with the figures instead of an ``assert``."""


def one_line(text: object, limit: int = 300) -> str:
    """``text`` on one line (newlines folded), cut to ``limit`` characters (for error messages)."""
    flat = " ".join(str(text).split())
    return flat if len(flat) <= limit else flat[: limit - 3] + "..."
