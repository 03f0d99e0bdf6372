"""Whether an existing file is an earlier output of the command about to replace it (moved out of
:mod:`~judge_engine.pipeline.paths` in version 79): :data:`KINDS`, :func:`foreign`, :func:`other_parquet`, for
:func:`~judge_engine.pipeline.paths.check_write_target`."""

from __future__ import annotations

from pathlib import Path

KINDS = {
    "html": ("an HTML page", (b"<!doctype html", b"<html")),
    "parquet": ("a Parquet file", (b"PAR1",)),
    "batch": ("an OpenAI batch request file", (b'{"custom_id"',)),  # fresh pass full71 M5
}
"""What a file a command writes begins with, by kind: an existing file that does not is no earlier output of it."""


def other_parquet(path: Path, required: frozenset[str], allowed: frozenset[str]) -> bool:
    """Whether ``path`` is an existing, non-empty Parquet file whose columns are not a command's output: they lack one
    of ``required`` or hold one not in ``allowed`` (fresh pass full72 M1: another job's answers, a labelled pairs
    dataset). A file hard-linked elsewhere is replaced by the new content, the other name keeping the old."""
    try:
        if not path.is_file() or not path.stat().st_size or path.stat().st_nlink > 1:
            return False
        import pyarrow.parquet as pq

        names = set(pq.read_schema(path).names)
    except Exception:  # noqa: BLE001 - not readable as Parquet: the kind check before this said so
        return False
    return not required <= names or not names <= allowed


def foreign(path: Path, starts: tuple[bytes, ...]) -> bool:
    """Whether ``path`` is an existing, non-empty file that begins (after leading whitespace, case ignored) with none of
    ``starts`` and is its data's only name: replacing it would destroy what no other file holds (a file hard-linked
    elsewhere is replaced by its new content, the other name keeping the old)."""
    try:
        if not path.is_file() or path.stat().st_nlink > 1:
            return False
        with path.open("rb") as f:
            head = f.read(256).lstrip().lower()
    except OSError:
        return False
    return bool(head) and not head.startswith(tuple(s.lower() for s in starts))
