"""Reward-model pairs: the verdict from a score difference with a tie margin, and the review queue by margin.

A reward model gives one scalar r(q, x) per (question, response) (Ouyang et al. 2022, "Training language
models to follow instructions with human feedback", Sec. 3.5: the reward model's output is a scalar, and
the Bradley-Terry preference of x_a over x_b is sigmoid(r(q, x_a) - r(q, x_b))). So the score difference
d = r_a - r_b is the judge's whole evidence about a pair: its sign is the verdict, |d| how sure the model
is. Here, with a tie margin m >= 0: verdict a when d > m, b when d < -m, tie otherwise (m = 0: only equal
scores tie, within :data:`~judge_engine.kernels.segments.EPS`). The review queue takes the pairs the
model separates least: the ceil(beta N) smallest |d| (ties in |d| broken by ``pair_id``), the analogue
of HITLC's top BPDE (Wang et al. 2024 Sec. 3.3) for a judge whose BPDE is 0 by construction.

Input, per-pair results: ``pair_id`` (str), ``cs_a``, ``cs_b`` (f64, the calibrated scores, which for a
deterministic reward model are the rewards themselves; null when unscored), ``verdict``.
"""

from __future__ import annotations

import polars as pl

from judge_engine.kernels.review import review_count
from judge_engine.kernels.segments import EPS

MARGIN_COLUMN = "reward_margin"
"""Column of reward runs' ``pairs.parquet``: d = cs_a - cs_b (f64, reward units; null without a verdict)."""


def margin_verdicts(pairs: pl.DataFrame, tie_margin: float) -> pl.DataFrame:
    """``pairs`` with ``reward_margin`` = cs_a - cs_b and ``verdict`` re-decided with the tie margin.

    Args:
        pairs: ``cs_a``, ``cs_b`` (f64), ``verdict`` (str; null rows, unscored or flagged, stay null).
        tie_margin: m >= 0, reward units.

    Returns:
        The same rows: ``verdict`` = a if d > max(m, EPS), b if d < -max(m, EPS), else tie (null where it
        was null); ``reward_margin`` (f64) = d where the verdict is not null.

    Raises:
        ValueError: a negative or non-finite margin.
    """
    if not (tie_margin >= 0 and tie_margin != float("inf")):
        raise ValueError(f"tie_margin must be a finite number >= 0, got {tie_margin}")
    m = max(tie_margin, EPS)
    d = pl.col("cs_a") - pl.col("cs_b")
    has = pl.col("verdict").is_not_null()
    return pairs.with_columns(
        pl.when(~has)
        .then(None)
        .when(d > m)
        .then(pl.lit("a"))
        .when(d < -m)
        .then(pl.lit("b"))
        .otherwise(pl.lit("tie"))
        .alias("verdict"),
        pl.when(has).then(d).alias(MARGIN_COLUMN),
    )


def select_by_margin(pairs: pl.DataFrame, beta: float) -> pl.DataFrame:
    """Add ``needs_review`` (bool): the ceil(beta N) pairs with the smallest |reward_margin| among the N
    with a verdict (ties broken by ``pair_id`` ascending), and every pair without a verdict.

    Raises:
        ValueError: beta outside [0, 1].
    """
    has = pairs.filter(pl.col("verdict").is_not_null() & pl.col(MARGIN_COLUMN).is_not_null())
    n = review_count(beta, has.height)
    chosen = has.with_columns(pl.col(MARGIN_COLUMN).abs().alias("_gap")).sort(["_gap", "pair_id"]).head(n)["pair_id"]
    ranked = pl.col("verdict").is_not_null() & pl.col(MARGIN_COLUMN).is_not_null()
    return pairs.with_columns((pl.col("pair_id").is_in(chosen.implode()) | ~ranked).alias("needs_review"))
