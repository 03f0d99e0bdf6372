"""Whether a folder's leaderboard was fitted on the folder's current results (issue 13 pass 14b M2).

``rank`` records in ``leaderboard.json`` (``fitted_on``) the SHA-256 of the ``pairs.parquet`` (a single-answer
run: ``items.parquet``) it ranked. A later run, ``--overwrite`` or ``review import`` rewrites that file, so the
leaderboard files left beside it describe earlier results: ``report`` leaves them out with a note
(:func:`stale_board_note`) until ``rank`` is run again. It hashes the bytes it fitted, read once
(:func:`read_results`), and writes the three files atomically, ``leaderboard.json`` last with the digest of
``leaderboard.parquet`` (``board_digest``, :func:`write_board`), so a board left half-written by a stopped
``rank`` is told apart (:func:`board_mismatch`; issue 13 pass 18b M1, M2).
"""

from __future__ import annotations

import hashlib
import io
from pathlib import Path

import polars as pl

from judge_engine.errors import InputError
from judge_engine.files import atomic_write_bytes
from judge_engine.pipeline.outputs import read_pairs
from judge_engine.schemas.leaderboard import Leaderboard


def _results(d: Path) -> Path | None:
    """The results file a leaderboard of ``d`` is fitted on: ``pairs.parquet``, else ``items.parquet``."""
    for name in ("pairs.parquet", "items.parquet"):
        if (d / name).is_file():
            return d / name
    return None


def read_results(path: Path, needed: tuple[str, ...]) -> tuple[pl.DataFrame, str]:
    """The results file ``path`` (``pairs.parquet`` / ``items.parquet``) read once: the frame and the SHA-256
    (hex) of the very bytes it was read from, so ``fitted_on`` names what was fitted even when a run or
    ``review import`` rewrites the file while ``rank`` fits (pass 18b M1).

    Raises:
        InputError: as :func:`~judge_engine.pipeline.outputs.read_pairs`; the file cannot be read.
    """
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise InputError(f"{path}: cannot read ({exc.__class__.__name__}: {str(exc)[:200]})") from None
    return read_pairs(path, needed, data), hashlib.sha256(data).hexdigest()


def write_board(d: Path, board: pl.DataFrame, doc: Leaderboard, lines: list[str]) -> None:
    """Write ``leaderboard.parquet``, ``leaderboard.md`` and then ``leaderboard.json`` into ``d``, each
    atomically; the json, the record the readers trust, last, holding the SHA-256 of the parquet's bytes
    (``board_digest``). A ``rank`` stopped between the writes leaves a parquet that the old json does not
    describe: :func:`board_mismatch` says so (pass 18b M2)."""
    buf = io.BytesIO()
    board.write_parquet(buf)
    data = buf.getvalue()
    atomic_write_bytes(d / "leaderboard.parquet", data)
    atomic_write_bytes(d / "leaderboard.md", ("\n".join(lines) + "\n").encode("utf-8"))
    doc.board_digest = hashlib.sha256(data).hexdigest()
    doc.write(d)


def board_mismatch(d: Path, doc: Leaderboard) -> str | None:
    """None when ``d/leaderboard.parquet`` is the board ``doc`` (``d/leaderboard.json``) was written with
    (or ``doc`` predates ``board_digest``); else one line saying they come from different ``rank`` runs."""
    if not isinstance(doc.board_digest, str):
        return None
    path = d / "leaderboard.parquet"
    got = _file_digest(path) if path.is_file() else None
    if got == doc.board_digest:
        return None
    return (
        f"{path} is not the board {d / Leaderboard.FILE} was written with (a rank stopped between its writes, "
        f"or a file copied in): run `judge-engine rank {d}` again"
    )


def _file_digest(path: Path) -> str:
    h = hashlib.sha256()
    with path.open("rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def results_digest(d: Path) -> str | None:
    """SHA-256 (hex, 64 characters) of the bytes of ``d``'s results file (:func:`_results`); None when the
    folder has none."""
    path = _results(d)
    return None if path is None else _file_digest(path)


def stale_board_note(d: Path, doc: Leaderboard) -> str | None:
    """None when ``doc`` (``d/leaderboard.json``) was fitted on ``d``'s current results and
    ``leaderboard.parquet`` is its board (:func:`board_mismatch`); else one line saying what is not and how to
    refresh it. A leaderboard written before ``fitted_on`` was recorded counts as
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
        return board_mismatch(d, doc)
    return (
        f"the leaderboard files in {d} were fitted on an earlier {path.name} (the run or a review import has "
        f"rewritten it since): left out; run `judge-engine rank {d}` to rank the current results"
    )
