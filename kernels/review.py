"""Human-in-the-loop calibration (HITLC) selection: Wang et al. 2024 Sec. 3.3.

Pairs are ranked by BPDE (high = uncertain) and the top ceil(beta * N) of the N pairs with a
verdict and a BPDE are sent to human annotators; the calibrated verdict is kept for the rest. A
pair without a verdict, or whose verdict has no BPDE (parsed in one order only in a run that asked
for both: no position calibration, see ``calibration``), is always sent: nothing ranks it.
"""

from __future__ import annotations

import hashlib
import math

import numba
import numpy as np
import polars as pl


def review_count(beta: float, n: int) -> int:
    """ceil(beta * n), robust to float noise (0.2 * 80 is 16, not 17). Raises ValueError if beta outside [0, 1]."""
    if not 0 <= beta <= 1:
        raise ValueError(f"beta must be in [0, 1], got {beta}")
    return int(math.ceil(round(beta * n, 9)))


def tie_key(pair_ids: pl.Series, seed: int) -> pl.Series:
    """A seeded random order of pairs for breaking ties in BPDE: the hex SHA-256 of
    ``"<seed>\\0<pair_id>"`` per pair (a pseudo-random permutation that depends on the seed and each
    pair's id only, not on row order; the same seed gives the same order on every machine).

    Args:
        pair_ids: (P,) str.
        seed: any int.

    Returns:
        (P,) str ``tie_key``; sort ascending for the order.
    """
    return pl.Series(
        "tie_key", [hashlib.sha256(f"{seed}\0{p}".encode()).hexdigest() for p in pair_ids.to_list()], dtype=pl.String
    )


def select_for_review(pair_results: pl.DataFrame, beta: float, seed: int | None = None) -> pl.DataFrame:
    """Add ``needs_review`` (bool) to per-pair results.

    Args:
        pair_results: at least ``pair_id`` (str), ``bpde`` (f64, null without verdict or without
            position calibration), ``verdict`` (str, null without verdict).
        beta: share of the ranked pairs to select, in [0, 1].
        seed: None: ties in BPDE broken by ``pair_id`` ascending (the run's ``needs_review``); an int:
            ties broken by the seeded random order :func:`tie_key` (``review export --seed``), so that
            equal-BPDE pairs (every pair of a k = 2 run that disagrees) are not the first ids
            alphabetically.

    Returns:
        The same rows plus ``needs_review``: True for the top ceil(beta * N) by BPDE among the N
        pairs with a verdict and a BPDE (ties as ``seed`` says; either way deterministic), and True
        for every other pair (no verdict, or a verdict with no BPDE: nothing else can decide it).
    """
    ranked = pl.col("verdict").is_not_null() & pl.col("bpde").is_not_null()
    has = pair_results.filter(ranked)
    m = review_count(beta, has.height)
    tie = has["pair_id"] if seed is None else tie_key(has["pair_id"], seed)
    chosen = has.with_columns(tie.alias("_tie")).sort(["bpde", "_tie"], descending=[True, False]).head(m)["pair_id"]
    return pair_results.with_columns((pl.col("pair_id").is_in(chosen.implode()) | ~ranked).alias("needs_review"))


def review_mask(bpde: np.ndarray, rankable: np.ndarray, beta: float) -> np.ndarray:
    """:func:`select_for_review` over arrays already in ascending ``pair_id`` order (as in
    ``PairStats``): O(P) with a partition instead of a sort.

    Args:
        bpde: (P,) f64, BPDE per pair (ignored where ``rankable`` is False).
        rankable: (P,) bool, the pairs ranked by BPDE: a verdict and a BPDE
            (``calibration.Calibrated.rankable``).
        beta: share in [0, 1].

    Returns:
        (P,) bool ``needs_review``: the top ceil(beta * N) of the N rankable pairs by BPDE, ties at
        the threshold broken by position (= pair_id ascending), plus every pair not rankable (no
        verdict, or no position calibration).

    Raises:
        ValueError: beta outside [0, 1]; a NaN bpde where ``rankable`` is True.
    """
    has = np.ascontiguousarray(rankable, dtype=bool)
    vals = bpde[has]
    if np.isnan(vals).any():
        raise ValueError("bpde is NaN for a pair with a verdict")
    m = review_count(beta, vals.size)
    if m == 0 or m >= vals.size:
        return ~has if m == 0 else np.ones(has.size, dtype=bool)
    t = _kth_smallest(vals, vals.size - m)  # the m-th largest value (vals is a copy: reordered in place)
    return _mark(np.ascontiguousarray(bpde, dtype=np.float64), has, t, m - int(np.count_nonzero(vals > t)))


@numba.njit(cache=True, nogil=True)
def _kth_smallest(a, k):  # pragma: no cover - compiled
    """The k-th smallest (0-based) of ``a``, reordering ``a``: quickselect with three-way partitions
    (Hoare 1961; Dijkstra's Dutch national flag), linear even when BPDE takes few distinct values."""
    lo, hi = 0, a.size
    while True:
        x, y, z = a[lo], a[(lo + hi) // 2], a[hi - 1]
        pivot = max(min(x, y), min(max(x, y), z))  # median of three
        lt, i, gt = lo, lo, hi
        while i < gt:
            v = a[i]
            if v < pivot:
                a[i] = a[lt]
                a[lt] = v
                lt += 1
                i += 1
            elif v > pivot:
                gt -= 1
                a[i] = a[gt]
                a[gt] = v
            else:
                i += 1
        if k < lt:
            hi = lt
        elif k >= gt:
            lo = gt
        else:
            return pivot


@numba.njit(cache=True, nogil=True)
def _mark(bpde, has, t, n_at):  # pragma: no cover - compiled
    """needs_review: no verdict, or BPDE above t, or among the first n_at pairs with BPDE = t."""
    out = np.empty(has.size, np.bool_)
    for i in range(has.size):
        if not has[i]:
            out[i] = True
        elif bpde[i] > t:
            out[i] = True
        elif bpde[i] == t and n_at > 0:
            out[i] = True
            n_at -= 1
        else:
            out[i] = False
    return out


def hitlc_curve(
    pair_results: pl.DataFrame, betas: list[float] | tuple[float, ...] = (0.0, 0.1, 0.2, 0.3, 0.4, 0.5)
) -> pl.DataFrame:
    """Accuracy of merged verdicts as a function of beta (Wang et al. 2024, Sec. 3.3 and Table 3).

    For each beta, the top ceil(beta * N) of the N labelled pairs with a verdict and a BPDE (ties
    by ``pair_id``) take their human label as the final verdict, and so does every labelled pair
    whose verdict has no BPDE (always reviewed, as in :func:`select_for_review`); the rest keep the
    calibrated verdict. Accuracy and Cohen's kappa are computed against the human label over all
    labelled pairs with a verdict; ``reviewed`` counts the pairs that took their label.

    Args:
        pair_results: ``pair_id``, ``bpde``, ``verdict``, ``human_label``.
        betas: shares in [0, 1].

    Returns:
        ``beta`` (f64), ``reviewed`` (i64), ``accuracy``, ``kappa`` (f64, null when undefined).
    """
    from judge_engine.kernels.agreement import accuracy, cohen_kappa

    lab = pair_results.filter(pl.col("human_label").is_not_null() & pl.col("verdict").is_not_null())
    unranked = lab.filter(pl.col("bpde").is_null())
    ranked = pl.concat(
        [unranked, lab.filter(pl.col("bpde").is_not_null()).sort(["bpde", "pair_id"], descending=[True, False])]
    )
    gold = ranked["human_label"].to_list()
    pred = ranked["verdict"].to_list()
    rows = []
    for beta in betas:
        m = unranked.height + review_count(beta, ranked.height - unranked.height)
        merged = gold[:m] + pred[m:]
        rows.append(
            {"beta": float(beta), "reviewed": m, "accuracy": accuracy(merged, gold), "kappa": cohen_kappa(merged, gold)}
        )
    return pl.DataFrame(
        rows, schema={"beta": pl.Float64, "reviewed": pl.Int64, "accuracy": pl.Float64, "kappa": pl.Float64}
    )
