"""What a pairwise ranking leaves out for want of a verdict (fresh pass full82 M2): the pairs without a verdict
(unparsed or flagged in the run) and a failed gate, said as a note on stderr, in ``leaderboard.json["notes"]`` and
under the table of ``leaderboard.md``, so that a board fitted on part of the night is never taken for a healthy one."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import polars as pl

from judge_engine.errors import InputError
from judge_engine.schemas.summary import RunSummary


def left_out_note(pairs: pl.DataFrame, d: Path, notify: Callable[[str], None]) -> str | None:
    """The note for the pairs of ``pairs`` (named, self-pairs included; the run folder ``d``'s ``pairs.parquet`` as
    ranked) whose ``verdict`` is null, and for the run's failed gate (``summary.json["gate"]``); None when every pair
    has a verdict and the gate passed or was not set. Given to ``notify`` too.

    ``N of M pairs have no verdict (unparsed or flagged) and are not ranked; the run failed its gate: ...``."""
    parts: list[str] = []
    if "verdict" in pairs.columns and (missing := pairs.filter(pl.col("verdict").is_null()).height):
        parts.append(f"{missing} of {pairs.height} pairs have no verdict (unparsed or flagged) and are not ranked")
    try:
        gate = RunSummary.from_json(d / "summary.json").gate
    except InputError:
        gate = None  # check_finished read it already; a summary of another shape says nothing of a gate
    if gate is not None and not gate.passed:
        parts.append("the run failed its gate: " + ("; ".join(gate.failures) or "see summary.json"))
    if not parts:
        return None
    note = "; ".join(parts)
    notify(f"note: {note}")
    return note
