"""Human-in-the-loop calibration (HITLC) selection: Wang et al. 2024 Sec. 3.3.

Pairs are ranked by BPDE (high = uncertain) and the top ceil(beta * N) of the N pairs with a
verdict are sent to human annotators; the calibrated verdict is kept for the rest.
"""

from __future__ import annotations

import math

import polars as pl


def review_count(beta: float, n: int) -> int:
    """ceil(beta * n), robust to float noise (0.2 * 80 is 16, not 17). Raises ValueError if beta outside [0, 1]."""
    if not 0 <= beta <= 1:
        raise ValueError(f"beta must be in [0, 1], got {beta}")
    return int(math.ceil(round(beta * n, 9)))


def select_for_review(pair_results: pl.DataFrame, beta: float) -> pl.DataFrame:
    """Add ``needs_review`` (bool) to per-pair results.

    Args:
        pair_results: at least ``pair_id`` (str), ``bpde`` (f64, null without verdict),
            ``verdict`` (str, null without verdict).
        beta: share of pairs with a verdict to select, in [0, 1].

    Returns:
        The same rows plus ``needs_review``: True for the top ceil(beta * N) by BPDE among the N
        pairs with a verdict (ties in BPDE broken by ``pair_id`` ascending, so the selection is
        deterministic), and True for every pair without a verdict (nothing else can decide it).
    """
    has = pair_results.filter(pl.col("verdict").is_not_null())
    m = review_count(beta, has.height)
    chosen = has.sort(["bpde", "pair_id"], descending=[True, False]).head(m)["pair_id"]
    return pair_results.with_columns(
        (pl.col("pair_id").is_in(chosen.implode()) | pl.col("verdict").is_null()).alias("needs_review")
    )


def hitlc_curve(pair_results: pl.DataFrame, betas: list[float] | tuple[float, ...] = (0.0, 0.1, 0.2, 0.3, 0.4, 0.5)) -> pl.DataFrame:
    """Accuracy of merged verdicts as a function of beta (Wang et al. 2024, Sec. 3.3 and Table 3).

    For each beta, the top ceil(beta * N) labelled pairs by BPDE (ties by ``pair_id``) take their
    human label as the final verdict, the rest keep the calibrated verdict; accuracy and Cohen's
    kappa are computed against the human label over the N labelled pairs with a verdict.

    Args:
        pair_results: ``pair_id``, ``bpde``, ``verdict``, ``human_label``.
        betas: shares in [0, 1].

    Returns:
        ``beta`` (f64), ``reviewed`` (i64), ``accuracy``, ``kappa`` (f64, null when undefined).
    """
    from judge_engine.kernels.agreement import accuracy, cohen_kappa

    lab = pair_results.filter(pl.col("human_label").is_not_null() & pl.col("verdict").is_not_null())
    ranked = lab.sort(["bpde", "pair_id"], descending=[True, False])
    gold = ranked["human_label"].to_list()
    pred = ranked["verdict"].to_list()
    rows = []
    for beta in betas:
        m = review_count(beta, ranked.height)
        merged = gold[:m] + pred[m:]
        rows.append({"beta": float(beta), "reviewed": m, "accuracy": accuracy(merged, gold),
                     "kappa": cohen_kappa(merged, gold)})
    return pl.DataFrame(rows, schema={"beta": pl.Float64, "reviewed": pl.Int64, "accuracy": pl.Float64,
                                      "kappa": pl.Float64})
