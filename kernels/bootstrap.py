"""Percentile bootstrap confidence intervals over pairs (Efron & Tibshirani 1993, ch. 13).

Resampling unit: the pair. Each replicate draws N pairs with replacement (seeded
``numpy.random.Generator(PCG64(seed))``) and recomputes the statistic; the interval is the
(alpha/2, 1 - alpha/2) percentiles of the replicates (numpy ``quantile``, linear).
"""

from __future__ import annotations

from typing import Any

import numpy as np
import polars as pl

from judge_engine.kernels.agreement import kappa_from_confusion


def _draws(n: int, n_resamples: int, seed: int, chunk: int):
    rng = np.random.default_rng(seed)
    done = 0
    while done < n_resamples:
        b = min(chunk, n_resamples - done)
        yield rng.integers(0, n, size=(b, n))
        done += b


def bootstrap_mean(x: np.ndarray, n_resamples: int = 1000, seed: int = 0, alpha: float = 0.05) -> dict[str, Any]:
    """CI of the mean of a 1-D array (a rate when ``x`` is 0/1), e.g. conflict rate or accuracy.

    Returns:
        ``{"value", "low", "high", "n", "n_resamples", "seed"}``; bounds None when ``x`` is empty.
    """
    x = np.asarray(x, dtype=np.float64)
    n = x.size
    if n == 0:
        return {"value": None, "low": None, "high": None, "n": 0, "n_resamples": n_resamples, "seed": seed}
    reps = np.concatenate([x[idx].mean(axis=1) for idx in _draws(n, n_resamples, seed, max(1, 2_000_000 // n))])
    lo, hi = np.quantile(reps, [alpha / 2, 1 - alpha / 2])
    return {
        "value": float(x.mean()),
        "low": float(lo),
        "high": float(hi),
        "n": n,
        "n_resamples": n_resamples,
        "seed": seed,
    }


def bootstrap_kappa(
    pred: np.ndarray, gold: np.ndarray, n_resamples: int = 1000, seed: int = 0, alpha: float = 0.05
) -> dict[str, Any]:
    """CI of Cohen's kappa between two label arrays (same length), resampling pairs.

    Replicates where kappa is undefined (chance agreement 1) are dropped; ``n_undefined`` says how many.
    """
    p, g = np.asarray(pred, dtype=object), np.asarray(gold, dtype=object)
    n = p.size
    if n == 0:
        return {"value": None, "low": None, "high": None, "n": 0, "n_resamples": n_resamples, "seed": seed}
    labels = sorted(set(p.tolist()) | set(g.tolist()), key=str)
    idx_of = {lab: i for i, lab in enumerate(labels)}
    L = len(labels)
    code = np.array([idx_of[a] * L + idx_of[b] for a, b in zip(p, g)], dtype=np.int64)
    full = kappa_from_confusion(np.bincount(code, minlength=L * L).reshape(L, L))
    reps = []
    for idx in _draws(n, n_resamples, seed, max(1, 2_000_000 // n)):
        c = code[idx]
        offs = (np.arange(c.shape[0]) * L * L)[:, None]
        counts = np.bincount((c + offs).ravel(), minlength=c.shape[0] * L * L).reshape(c.shape[0], L, L)
        n_ = counts.sum(axis=(1, 2)).astype(np.float64)
        po = np.trace(counts, axis1=1, axis2=2) / n_
        pe = (counts.sum(axis=2) * counts.sum(axis=1)).sum(axis=1) / (n_ * n_)
        with np.errstate(divide="ignore", invalid="ignore"):
            k = (po - pe) / (1 - pe)
        reps.append(k[np.abs(1 - pe) > 1e-12])
    r = np.concatenate(reps)
    if r.size == 0:
        return {
            "value": full,
            "low": None,
            "high": None,
            "n": n,
            "n_resamples": n_resamples,
            "seed": seed,
            "n_undefined": n_resamples,
        }
    lo, hi = np.quantile(r, [alpha / 2, 1 - alpha / 2])
    return {
        "value": full,
        "low": float(lo),
        "high": float(hi),
        "n": n,
        "n_resamples": n_resamples,
        "seed": seed,
        "n_undefined": int(n_resamples - r.size),
    }


def bootstrap_ratio(
    num: np.ndarray, den: np.ndarray, n_resamples: int = 1000, seed: int = 0, alpha: float = 0.05
) -> dict[str, Any]:
    """CI of a ratio of sums, resampling units (a cluster bootstrap, Efron & Tibshirani 1993 ch. 13).

    The statistic is ``sum(num) / sum(den)`` over the units; with ``den`` all ones it is the
    mean of ``num`` and equals :func:`bootstrap_mean`. Used when a unit (a probe, a pair)
    holds several observations, e.g. an ASR pooled over both orders, or the share of a pair's
    samples that favour slot 1. Replicates whose ``sum(den)`` is 0 are dropped
    (``n_undefined``).

    Args:
        num, den: 1-D float arrays of the same length (one entry per unit; ``den >= 0``).

    Returns:
        ``{"value", "low", "high", "n" (sum of den, int), "units", "n_resamples", "seed",
        "n_undefined"}``; value and bounds None when ``sum(den)`` is 0.

    Raises:
        ValueError: different lengths.
    """
    x = np.asarray(num, dtype=np.float64)
    d = np.asarray(den, dtype=np.float64)
    if x.shape != d.shape:
        raise ValueError(f"num and den must have the same shape, got {x.shape} and {d.shape}")
    total = float(d.sum())
    base = {"n": round(total), "units": int(x.size), "n_resamples": n_resamples, "seed": seed}
    if x.size == 0 or total <= 0:
        return {"value": None, "low": None, "high": None, **base, "n_undefined": n_resamples}
    value = float(x.sum() / total)
    if n_resamples == 0:
        return {"value": value, "low": None, "high": None, **base, "n_undefined": 0}
    reps = []
    for idx in _draws(x.size, n_resamples, seed, max(1, 2_000_000 // x.size)):
        s_d = d[idx].sum(axis=1)
        s_x = x[idx].sum(axis=1)
        ok = s_d > 0
        reps.append(s_x[ok] / s_d[ok])
    r = np.concatenate(reps)
    if r.size == 0:
        return {"value": value, "low": None, "high": None, **base, "n_undefined": n_resamples}
    lo, hi = np.quantile(r, [alpha / 2, 1 - alpha / 2])
    return {"value": value, "low": float(lo), "high": float(hi), **base, "n_undefined": int(n_resamples - r.size)}


def null_outside(df: pl.DataFrame, value: str, low: str, high: str) -> pl.DataFrame:
    """``df`` (a polars DataFrame) with ``low`` and ``high`` set to null in the rows whose interval does not hold its
    estimate ``value`` (beyond a tolerance of 1e-9 relative, at least 1e-9), which a percentile bootstrap from very few
    resamples gives: with one resample the interval is that resample's value (fresh pass full59 L1: a win rate of
    0.825 shown with the interval [0.875, 0.875]). Rows with a null value or bound are left as they are.
    """
    tol = pl.max_horizontal(pl.col(value).abs(), pl.lit(1.0)) * 1e-9
    outside = (pl.col(value) < pl.col(low) - tol) | (pl.col(value) > pl.col(high) + tol)
    return df.with_columns(
        pl.when(outside.fill_null(False)).then(None).otherwise(pl.col(c)).alias(c) for c in (low, high)
    )
