"""Where the final stage of a bucketed run (:mod:`~judge_engine.pipeline.final_buckets`, issue 21) cuts the ranges
of input rows it assembles ``pairs.parquet`` from: a tally of the bytes of the valid rows per block of
:data:`SIZE_BLOCK` input rows (:func:`tally_row_bytes`, filled bucket by bucket), then ranges of whole blocks that
hold at most a byte budget each (:func:`range_bounds`). Each range is sized from the rows it holds, so rows that
widen part way through the input, or are wide from the first row, give ranges of fewer rows (breaker pass 36 M1:
sizing a range from the range before it read 31,250 rows of 24 KB, 720 MiB, as the first range, and 62,500 such rows
after narrow ones)."""

from __future__ import annotations

import numpy as np
import polars as pl

SIZE_BLOCK = 16
"""Input rows per block of the tally: a range holds whole blocks, so at least this many rows (fewer at the end)."""


def new_tally(rows: int) -> np.ndarray:
    """An empty tally for ``rows`` input rows: int64 bytes per block, shape (ceil(rows / SIZE_BLOCK),)."""
    return np.zeros(-(-int(rows) // SIZE_BLOCK), dtype=np.int64)


def tally_row_bytes(rows: pl.DataFrame, tally: np.ndarray) -> None:
    """Add the bytes of each of ``rows`` (a bucket's pair rows with their input position ``_row``, UInt32/64) to its
    block of ``tally`` in place. A row's bytes: the UTF-8 length of each String column plus 8 per other column
    (polars' estimate of a row's size, as :meth:`polars.DataFrame.estimated_size` counts it for these dtypes)."""
    if rows.height == 0:
        return
    strings = [c for c, t in rows.schema.items() if t == pl.String]
    width = pl.sum_horizontal([pl.col(c).str.len_bytes().fill_null(0).cast(pl.Int64) for c in strings] + [pl.lit(0)])
    t = rows.select((pl.col("_row") // SIZE_BLOCK).alias("block"), (width + 8 * (rows.width - len(strings))).alias("b"))
    added = np.bincount(t["block"].to_numpy(), weights=t["b"].to_numpy().astype(np.float64), minlength=tally.size)
    tally += np.rint(added[: tally.size]).astype(np.int64)


def range_bounds(tally: np.ndarray, budget: int, cap_blocks: int) -> list[tuple[int, int]]:
    """Consecutive block ranges ``[lo, hi)`` covering ``tally`` (bytes per block, shape (blocks,)): each holds the
    most blocks whose bytes sum to at most ``budget`` (bytes), at least one block and at most ``cap_blocks``. One
    binary search per range over the cumulative sum. Worked example (the test's): bytes (10, 10, 10, 100, 5, 5),
    budget 25, cap 10 -> (0, 2), (2, 3), (3, 4), (4, 6)."""
    cum = np.cumsum(tally, dtype=np.int64)
    out: list[tuple[int, int]] = []
    lo, n, cap = 0, int(tally.size), max(1, int(cap_blocks))
    while lo < n:
        base = int(cum[lo - 1]) if lo else 0
        hi = int(np.searchsorted(cum, base + int(budget), side="right"))
        hi = min(max(hi, lo + 1), lo + cap, n)
        out.append((lo, hi))
        lo = hi
    return out
