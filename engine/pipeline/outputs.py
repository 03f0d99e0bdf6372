"""Readers of a run folder's outputs for the after-run tools, with one-line errors naming the file."""

from __future__ import annotations

from pathlib import Path

import polars as pl

from judge_engine.errors import InputError


def read_pairs(path: Path, needed: tuple[str, ...] = ("pair_id",)) -> pl.DataFrame:
    """Read a run's ``pairs.parquet``, checking that it is one.

    Raises:
        InputError: unreadable (corrupt, not Parquet) or missing one of ``needed``.
    """
    try:
        pairs = pl.read_parquet(path, glob=False)
    except Exception as exc:  # polars / pyarrow raise several types for corrupt or foreign files
        raise InputError(f"{path}: cannot read ({exc.__class__.__name__}: {str(exc)[:200]})") from None
    lacking = [c for c in needed if c not in pairs.columns]
    if lacking:
        raise InputError(
            f"{path}: not a judge-engine pairs.parquet (no column {lacking[0]!r}; has {pairs.columns[:8]})"
        )
    return pairs
