"""Segment reductions: the vectorized core behind calibration and order agreement.

The judgments table is arranged pair-major (sorted by ``pair_id``, ``order``, ``sample``; a
check, and a sort only when the rows are not already in that order), so each pair's rows and each
(pair, order)'s rows are contiguous segments. Every per-pair quantity is then a numpy
``ufunc.reduceat`` over a segment: one pass over contiguous arrays, no hash tables. 60 million
rows reduce in seconds on two cores (``benchmarks/kernels_scale.py``).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import polars as pl

EPS = 1e-9


def _order_codes(df: pl.DataFrame) -> np.ndarray:
    """0 for order ab, 1 for ba (and 2 for anything else), int8, so ab sorts before ba."""
    o = df.get_column("order")
    is_ab = (o == "ab").fill_null(False).to_numpy()
    is_ba = (o == "ba").fill_null(False).to_numpy()
    return np.where(is_ab, 0, np.where(is_ba, 1, 2)).astype(np.int8)


def _pid_steps(df: pl.DataFrame) -> tuple[np.ndarray, np.ndarray]:
    """(greater, equal) of each pair_id against the previous row's (bool arrays, length n - 1)."""
    p = df.get_column("pair_id")
    if p.dtype.is_numeric() and p.null_count() == 0:
        x = p.to_numpy()
        return x[1:] > x[:-1], x[1:] == x[:-1]
    prev = p.shift(1)
    gt = (p > prev).fill_null(False).to_numpy()[1:]
    eq = p.eq_missing(prev).to_numpy()[1:]
    return gt, eq


def _is_arranged(df: pl.DataFrame, order: np.ndarray) -> bool:
    if df.height < 2:
        return True
    gt, eq = _pid_steps(df)
    s = df.get_column("sample").cast(pl.Int64).fill_null(-1).to_numpy()
    o_gt, o_eq = order[1:] > order[:-1], order[1:] == order[:-1]
    return bool(np.all(gt | (eq & (o_gt | (o_eq & (s[1:] > s[:-1]))))))


def arrange(judgments: pl.DataFrame | pl.LazyFrame) -> tuple[pl.DataFrame, np.ndarray]:
    """The columns the kernels need, sorted by (pair_id, order, sample) (a no-op when already so),
    and the order codes (0 = ab, 1 = ba) of the sorted rows.

    Raises:
        ValueError: duplicate (pair_id, order, sample) rows.
    """
    df = judgments.lazy().select("pair_id", "order", "sample", "score_a", "score_b").collect()
    order = _order_codes(df)
    if not _is_arranged(df, order):
        df = df.with_columns(pl.Series("_o", order)).sort(["pair_id", "_o", "sample"])
        order = df.get_column("_o").to_numpy()
        df = df.drop("_o")
        if not _is_arranged(df, order):
            raise ValueError("judgments hold duplicate (pair_id, order, sample) rows")
    return df, order


@dataclass
class PairStats:
    """Per-pair reductions, in pair_id order (numpy arrays of length P unless noted).

    Attributes:
        pair_id: polars Series of the P pair ids.
        n_samples, n_valid: rows and parsed rows (int64).
        sum_a, sum_b: sums of parsed scores (float64).
        n_win, n_tie, n_lose: parsed samples by outcome for response_a (int64).
        first_ab, first_ba: score_a - score_b of the first parsed sample of each order (NaN: none).
        mean_ab, mean_ba: mean of score_a - score_b over each order's parsed samples (NaN: none).
    """

    pair_id: pl.Series
    n_samples: np.ndarray
    n_valid: np.ndarray
    sum_a: np.ndarray
    sum_b: np.ndarray
    n_win: np.ndarray
    n_tie: np.ndarray
    n_lose: np.ndarray
    first_ab: np.ndarray
    first_ba: np.ndarray
    mean_ab: np.ndarray
    mean_ba: np.ndarray


def _float(df: pl.DataFrame, col: str) -> np.ndarray:
    return df.get_column(col).cast(pl.Float64).fill_null(np.nan).to_numpy()


_CHUNK_ROWS = 1 << 20


def _reduce_chunk(a: np.ndarray, b: np.ndarray, order: np.ndarray, starts: np.ndarray) -> dict[str, np.ndarray]:
    """All per-pair reductions of one chunk of whole pairs (``starts`` relative to the chunk)."""
    n = a.size
    valid = ~(np.isnan(a) | np.isnan(b))
    d = np.where(valid, a - b, 0.0)
    m_ab, m_ba = valid & (order == 0), valid & (order == 1)
    flags = np.empty((5, n), dtype=np.int32)
    flags[0] = valid
    flags[1] = valid & (d > EPS)
    flags[2] = valid & (d < -EPS)
    flags[3] = m_ab
    flags[4] = m_ba
    ints = np.add.reduceat(flags, starts, axis=1)
    vals = np.zeros((4, n), dtype=np.float64)
    np.copyto(vals[0], a, where=valid)
    np.copyto(vals[1], b, where=valid)
    np.copyto(vals[2], d, where=m_ab)
    np.copyto(vals[3], d, where=m_ba)
    sums = np.add.reduceat(vals, starts, axis=1)
    out = {"n_valid": ints[0], "n_win": ints[1], "n_lose": ints[2], "sum_a": sums[0], "sum_b": sums[1]}
    idx = np.arange(n, dtype=np.int64)
    for j, (name, mask) in enumerate((("ab", m_ab), ("ba", m_ba))):
        cnt = ints[3 + j]
        with np.errstate(invalid="ignore", divide="ignore"):
            out[f"mean_{name}"] = np.where(cnt > 0, sums[2 + j] / np.maximum(cnt, 1), np.nan)
        # rows are sorted by sample inside (pair, order): the first parsed row has the lowest index
        first_idx = np.minimum.reduceat(np.where(mask, idx, n), starts)
        out[f"first_{name}"] = np.where(first_idx < n, d[np.minimum(first_idx, n - 1)], np.nan)
    return out


def pair_stats(judgments: pl.DataFrame | pl.LazyFrame) -> PairStats:
    """Reduce a judgments table (``pair_id``, ``order``, ``sample``, ``score_a``, ``score_b``) per pair.

    Works through the rows in chunks of about 2^20 rows (whole pairs), so temporaries stay small
    and memory flat however many rows there are.

    Raises:
        ValueError: duplicate (pair_id, order, sample) rows.
    """
    df, order = arrange(judgments)
    n = df.height
    if n == 0:
        z, e = np.zeros(0, dtype=np.int64), np.zeros(0)
        return PairStats(df.get_column("pair_id"), z, z, e, e, z, z, z, e, e, e, e)
    a, b = _float(df, "score_a"), _float(df, "score_b")
    starts = np.flatnonzero(np.r_[True, ~_pid_steps(df)[1]])
    n_pairs = starts.size
    res = {k: np.empty(n_pairs, dtype=np.int64) for k in ("n_valid", "n_win", "n_lose")}
    res.update({k: np.empty(n_pairs) for k in ("sum_a", "sum_b", "mean_ab", "mean_ba", "first_ab", "first_ba")})
    p0 = 0
    while p0 < n_pairs:
        p1 = int(np.searchsorted(starts, starts[p0] + _CHUNK_ROWS, side="left"))
        p1 = max(p1, p0 + 1)
        r0, r1 = int(starts[p0]), int(starts[p1]) if p1 < n_pairs else n
        part = _reduce_chunk(a[r0:r1], b[r0:r1], order[r0:r1], starts[p0:p1] - r0)
        for k, v in part.items():
            res[k][p0:p1] = v
        p0 = p1
    return PairStats(
        pair_id=df.get_column("pair_id").gather(starts),
        n_samples=np.diff(np.r_[starts, n]), n_tie=res["n_valid"] - res["n_win"] - res["n_lose"], **res,
    )


def verdict_labels(diff: np.ndarray, eps: np.ndarray | float = EPS) -> pl.Series:
    """a | b | tie | null from score differences (NaN -> null), as a polars String Series."""
    code = np.where(np.isnan(diff), 3, np.where(diff > eps, 0, np.where(diff < -eps, 1, 2))).astype(np.int8)
    return pl.Series(code).replace_strict({0: "a", 1: "b", 2: "tie", 3: None}, return_dtype=pl.String)
