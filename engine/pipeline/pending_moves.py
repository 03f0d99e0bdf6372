"""The record of moves into an output folder's ``quarantine/`` that no finished run has reported yet
(``OUT/quarantine/pending.json``): a ``--repair`` run killed before its summary still has its moves reported by the
next run to finish (:class:`PendingMoves`)."""

from __future__ import annotations

from pathlib import Path

import orjson

from judge_engine.errors import one_line
from judge_engine.files import atomic_write_json
from judge_engine.schemas.summary import ManifestRepair, QuarantinedPart

QUARANTINE = "quarantine"
PENDING = "pending.json"
"""``OUT/quarantine/pending.json``: the moves into quarantine that no finished run has reported yet."""
DAMAGED = "pending.damaged.json"
"""Where a ``pending.json`` that cannot be read is kept (fresh pass full63 L1: it was deleted without a word)."""


class PendingMoves:
    """The pending-moves record of the output folder ``out``: :meth:`log` adds a move at once (atomically),
    :meth:`read` lists the moves not reported yet, :meth:`damaged` says when the record could not be read (kept aside
    as :data:`DAMAGED`), :meth:`reported` forgets them once a ``summary.json`` holds them."""

    def __init__(self, out: Path) -> None:
        self.path = out / QUARANTINE / PENDING
        self._note: str | None = None  # a damaged record, once moved aside

    def log(self, record: QuarantinedPart | ManifestRepair) -> None:
        """Add ``record`` to the record (a damaged record is first kept aside, not written over)."""
        self.damaged()
        try:
            entries = orjson.loads(self.path.read_bytes()) if self.path.is_file() else []
        except (OSError, orjson.JSONDecodeError):
            entries = []
        kind = "part" if isinstance(record, QuarantinedPart) else "manifest"
        self.path.parent.mkdir(parents=True, exist_ok=True)  # a missing manifest moves nothing there (full81 M1)
        atomic_write_json(self.path, [*entries, {"kind": kind, **record.to_dict()}])

    def read(self) -> tuple[list[QuarantinedPart], list[ManifestRepair]]:
        """The moves no finished run has reported yet: parts, then manifests; ([], []) when there is no readable
        record."""
        try:
            entries = orjson.loads(self.path.read_bytes())
        except (OSError, orjson.JSONDecodeError):
            return [], []
        entries = [e for e in entries if isinstance(e, dict)] if isinstance(entries, list) else []
        fields = [(e.get("kind"), {k: v for k, v in e.items() if k != "kind"}) for e in entries]
        parts = [QuarantinedPart.from_dict(f) for kind, f in fields if kind == "part"]
        return parts, [ManifestRepair.from_dict(f) for kind, f in fields if kind == "manifest"]

    def damaged(self) -> str | None:
        """When the record exists but is no list of moves (disk damage, a foreign file): move it aside to
        :data:`DAMAGED` (kept, for a person to read) and say so in one line (the same line on a later call); else
        None."""
        if self._note is not None or not self.path.is_file():
            return self._note
        try:
            entries = orjson.loads(self.path.read_bytes())
            if isinstance(entries, list):
                return None
            why = f"not a list of moves but {type(entries).__name__}"
        except (OSError, orjson.JSONDecodeError) as exc:
            why = one_line(exc, 120)
        kept = self.path.with_name(DAMAGED)
        self.path.replace(kept)
        self._note = f"{self.path}: the record of earlier moves into quarantine cannot be read ({why}); kept as {kept}"
        return self._note

    def reported(self) -> None:
        """Forget the pending moves (a ``summary.json`` now holds them, or the judgments they concern are gone)."""
        self.path.unlink(missing_ok=True)
