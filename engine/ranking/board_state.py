"""Whether a folder's leaderboard was fitted on the folder's current results (issue 13 pass 14b M2).

``rank`` records in ``leaderboard.json`` (``fitted_on``) the SHA-256 of the ``pairs.parquet`` (a single-answer
run: ``items.parquet``) it ranked. A later run, ``--overwrite`` or ``review import`` rewrites that file, so the
leaderboard files left beside it describe earlier results: ``report`` leaves them out with a note
(:func:`stale_board_note`) until ``rank`` is run again.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

from judge_engine.schemas.leaderboard import Leaderboard


def _results(d: Path) -> Path | None:
    """The results file a leaderboard of ``d`` is fitted on: ``pairs.parquet``, else ``items.parquet``."""
    for name in ("pairs.parquet", "items.parquet"):
        if (d / name).is_file():
            return d / name
    return None


def results_digest(d: Path) -> str | None:
    """SHA-256 (hex, 64 characters) of the bytes of ``d``'s results file (:func:`_results`); None when the
    folder has none."""
    path = _results(d)
    if path is None:
        return None
    h = hashlib.sha256()
    with path.open("rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def stale_board_note(d: Path, doc: Leaderboard) -> str | None:
    """None when ``doc`` (``d/leaderboard.json``) was fitted on ``d``'s current results; else one line saying
    it was not and how to refresh it. A leaderboard written before ``fitted_on`` was recorded counts as
    current while ``leaderboard.json`` is not older than the results file (modification times)."""
    path = _results(d)
    if path is None:
        return None
    fitted = doc.fitted_on if isinstance(doc.fitted_on, str) else None
    if fitted is not None:
        current = fitted == results_digest(d)
    else:
        current = (d / Leaderboard.FILE).stat().st_mtime >= path.stat().st_mtime
    if current:
        return None
    return (
        f"the leaderboard files in {d} were fitted on an earlier {path.name} (the run or a review import has "
        f"rewritten it since): left out; run `judge-engine rank {d}` to rank the current results"
    )
