"""Calibrated scores, per-sample outcomes, outcome distribution and BPDE.

Source: Wang et al. 2024, "Large Language Models are not Fair Evaluators" (ACL), Sec. 3:
for a pair (q, r1, r2) judged k times in each order, with S^i_{r1}, S'^i_{r2} from the prompt
T(q, r1, r2) and S^i_{r2}, S'^i_{r1} from T(q, r2, r1):

- Multiple Evidence + Balanced Position Calibration (Eq. 2-3): CS_R = sum_i (S^i_R + S'^i_R) / 2k;
  verdict = the response with the larger CS, tie if equal. Only parsed samples count: with
  n_valid parsed samples the divisor is n_valid (equal to 2k when all parsed).
- Outcomes (Eq. 5): ER_i compares the two scores of sample i of one order (win / tie / lose,
  from response_a's side).
- p_er = count(er) / n_valid; BPDE = -sum_er p_er ln p_er (Eq. 6, natural log; 0 ln 0 = 0).

Input, the judgments table (one row per sample): ``pair_id`` (str), ``order`` (str, ab|ba),
``sample`` (int), ``score_a``, ``score_b`` (f64, null when unparsed). Verdict templates encode
a win as (1, 0) and a tie as (0.5, 0.5) so the same algebra applies.
"""

from __future__ import annotations

import polars as pl

_EPS = 1e-9
VALID = pl.col("score_a").is_not_null() & pl.col("score_b").is_not_null()


def with_outcomes(judgments: pl.DataFrame | pl.LazyFrame) -> pl.DataFrame | pl.LazyFrame:
    """Add ``outcome`` (str: ``"win"`` | ``"tie"`` | ``"lose"`` for response_a; null when unparsed)."""
    d = pl.col("score_a") - pl.col("score_b")
    return judgments.with_columns(
        pl.when(~VALID)
        .then(pl.lit(None, dtype=pl.String))
        .when(d > _EPS)
        .then(pl.lit("win"))
        .when(d < -_EPS)
        .then(pl.lit("lose"))
        .otherwise(pl.lit("tie"))
        .alias("outcome")
    )


def _entropy_term(p: pl.Expr) -> pl.Expr:
    return pl.when(p > 0).then(-p * p.log()).otherwise(0.0)


def calibrate(judgments: pl.DataFrame | pl.LazyFrame) -> pl.DataFrame:
    """Per-pair calibrated scores, verdict, outcome distribution and BPDE.

    Args:
        judgments: the judgments table (see module docstring); any number of rows per pair.

    Returns:
        One row per ``pair_id``: ``n_samples`` (u32, rows), ``n_valid`` (u32, parsed rows),
        ``cs_a``, ``cs_b`` (f64, null when n_valid = 0), ``verdict`` (str a|b|tie, null when
        n_valid = 0), ``p_win``, ``p_tie``, ``p_lose`` (f64, shares of parsed samples, response_a's
        side), ``bpde`` (f64, nats). Sorted by ``pair_id``.
    """
    lf = with_outcomes(judgments.lazy())
    agg = lf.group_by("pair_id").agg(
        pl.len().cast(pl.UInt32).alias("n_samples"),
        VALID.sum().cast(pl.UInt32).alias("n_valid"),
        pl.col("score_a").filter(VALID).sum().alias("_sum_a"),
        pl.col("score_b").filter(VALID).sum().alias("_sum_b"),
        (pl.col("outcome") == "win").sum().alias("_win"),
        (pl.col("outcome") == "tie").sum().alias("_tie"),
        (pl.col("outcome") == "lose").sum().alias("_lose"),
    )
    n = pl.col("n_valid").cast(pl.Float64)
    has = pl.col("n_valid") > 0
    diff = pl.col("_sum_a") - pl.col("_sum_b")
    out = agg.with_columns(
        pl.when(has).then(pl.col("_sum_a") / n).alias("cs_a"),
        pl.when(has).then(pl.col("_sum_b") / n).alias("cs_b"),
        pl.when(~has)
        .then(pl.lit(None, dtype=pl.String))
        .when(diff > _EPS * pl.max_horizontal(n, 1.0))
        .then(pl.lit("a"))
        .when(diff < -_EPS * pl.max_horizontal(n, 1.0))
        .then(pl.lit("b"))
        .otherwise(pl.lit("tie"))
        .alias("verdict"),
        pl.when(has).then(pl.col("_win") / n).alias("p_win"),
        pl.when(has).then(pl.col("_tie") / n).alias("p_tie"),
        pl.when(has).then(pl.col("_lose") / n).alias("p_lose"),
    ).with_columns(
        pl.when(has)
        .then(_entropy_term(pl.col("p_win")) + _entropy_term(pl.col("p_tie")) + _entropy_term(pl.col("p_lose")))
        .alias("bpde")
    )
    return (
        out.select("pair_id", "n_samples", "n_valid", "cs_a", "cs_b", "verdict", "p_win", "p_tie", "p_lose", "bpde")
        .sort("pair_id")
        .collect()
    )
