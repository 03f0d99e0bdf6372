"""Conflict rate, position preference, accuracy and Cohen's kappa.

Sources: conflict rate, Wang et al. 2024 Sec. 2 (a pair is in conflict when swapping the two
responses changes the judge's result); Cohen 1960, "A coefficient of agreement for nominal
scales", kappa = (p_o - p_e) / (1 - p_e) with p_e = sum_c p_pred(c) * p_gold(c).
"""

from __future__ import annotations

import numpy as np
import polars as pl

from judge_engine.kernels.calibration import VALID, with_outcomes

LABELS = ("a", "b", "tie")


def first_sample_conflicts(judgments: pl.DataFrame | pl.LazyFrame) -> pl.DataFrame:
    """Per-pair conflict between the orders, on the first parsed sample of each order.

    The vanilla conflict of Wang et al. compares one judgment per order; here that is sample 0
    of each order, or the lowest-numbered parsed sample when sample 0 did not parse (as
    FairEval.py drops unparsed completions before use).

    Returns:
        One row per pair having a parsed sample in both orders: ``pair_id`` (str),
        ``outcome_ab``, ``outcome_ba`` (str, response_a's side), ``conflict`` (bool).
    """
    lf = with_outcomes(judgments.lazy()).filter(VALID)
    first = lf.sort("sample").group_by("pair_id", "order").agg(pl.col("outcome").first())
    ab = first.filter(pl.col("order") == "ab").select("pair_id", pl.col("outcome").alias("outcome_ab"))
    ba = first.filter(pl.col("order") == "ba").select("pair_id", pl.col("outcome").alias("outcome_ba"))
    return (
        ab.join(ba, on="pair_id", how="inner")
        .with_columns((pl.col("outcome_ab") != pl.col("outcome_ba")).alias("conflict"))
        .sort("pair_id")
        .collect()
    )


def position_preference(judgments: pl.DataFrame | pl.LazyFrame) -> dict[str, float | None]:
    """Shares of parsed samples in which the judge preferred slot 1, slot 2, or neither.

    Uses ``score_first`` / ``score_second`` (the scores as given to the slots). An unbiased judge
    over a balanced design (both orders) gives first == second.

    Returns:
        ``{"first": f, "second": f, "tie": f, "n": int}``; shares are ``None`` when nothing parsed.
    """
    v = pl.col("score_first").is_not_null() & pl.col("score_second").is_not_null()
    d = pl.col("score_first") - pl.col("score_second")
    r = (
        judgments.lazy()
        .filter(v)
        .select(
            pl.len().alias("n"),
            (d > 1e-9).sum().alias("first"),
            (d < -1e-9).sum().alias("second"),
        )
        .collect()
        .row(0, named=True)
    )
    n = int(r["n"])
    if n == 0:
        return {"first": None, "second": None, "tie": None, "n": 0}
    first, second = int(r["first"]), int(r["second"])
    return {"first": first / n, "second": second / n, "tie": (n - first - second) / n, "n": n}


def accuracy(pred: np.ndarray | list, gold: np.ndarray | list) -> float | None:
    """Share of positions where ``pred == gold`` (1-D arrays of labels, same length); None if empty."""
    p, g = np.asarray(pred, dtype=object), np.asarray(gold, dtype=object)
    if p.shape != g.shape:
        raise ValueError(f"pred and gold must have the same shape, got {p.shape} and {g.shape}")
    if p.size == 0:
        return None
    return float(np.mean(p == g))


def cohen_kappa(pred: np.ndarray | list, gold: np.ndarray | list, labels: tuple[str, ...] = LABELS) -> float | None:
    """Cohen's kappa between two label sequences (Cohen 1960).

    Args:
        pred, gold: 1-D sequences of labels from ``labels`` (same length).
        labels: the label set (3-class a/b/tie by default).

    Returns:
        kappa (float in [-1, 1]); ``None`` when empty or when chance agreement is 1 (undefined).
    """
    p, g = np.asarray(pred, dtype=object), np.asarray(gold, dtype=object)
    if p.shape != g.shape:
        raise ValueError(f"pred and gold must have the same shape, got {p.shape} and {g.shape}")
    n = p.size
    if n == 0:
        return None
    po = float(np.mean(p == g))
    pe = float(sum(np.mean(p == c) * np.mean(g == c) for c in labels))
    if abs(1.0 - pe) < 1e-12:
        return None
    return (po - pe) / (1.0 - pe)
