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

import numpy as np
import polars as pl

from judge_engine.kernels.segments import PairStats, pair_stats, verdict_labels

_EPS = 1e-9
def calibrate(judgments: pl.DataFrame | pl.LazyFrame | PairStats) -> pl.DataFrame:
    """Per-pair calibrated scores, verdict, outcome distribution and BPDE.

    Args:
        judgments: the judgments table (see module docstring); any number of rows per pair,
            at most one per (pair_id, order, sample); or its :class:`PairStats`, to reuse one
            reduction for several kernels.

    Returns:
        One row per ``pair_id``: ``n_samples`` (u32, rows), ``n_valid`` (u32, parsed rows),
        ``cs_a``, ``cs_b`` (f64, null when n_valid = 0), ``verdict`` (str a|b|tie, null when
        n_valid = 0), ``p_win``, ``p_tie``, ``p_lose`` (f64, shares of parsed samples, response_a's
        side), ``bpde`` (f64, nats). Sorted by ``pair_id``.

    Raises:
        ValueError: duplicate (pair_id, order, sample) rows.
    """
    st = judgments if isinstance(judgments, PairStats) else pair_stats(judgments)
    n = st.n_valid.astype(np.float64)
    has = st.n_valid > 0
    with np.errstate(invalid="ignore", divide="ignore"):
        inv = np.where(has, 1.0 / np.maximum(n, 1.0), np.nan)
        p = {k: v * inv for k, v in (("p_win", st.n_win), ("p_tie", st.n_tie), ("p_lose", st.n_lose))}
        terms = [np.where(x > 0, -x * np.log(np.where(x > 0, x, 1.0)), 0.0) for x in p.values()]
    bpde = np.where(has, terms[0] + terms[1] + terms[2], np.nan)
    diff = np.where(has, st.sum_a - st.sum_b, np.nan)
    out = pl.DataFrame({
        "pair_id": st.pair_id,
        "n_samples": st.n_samples.astype(np.uint32),
        "n_valid": st.n_valid.astype(np.uint32),
        "cs_a": st.sum_a * inv,
        "cs_b": st.sum_b * inv,
        "verdict": verdict_labels(diff, _EPS * np.maximum(n, 1.0)),
        **p,
        "bpde": bpde,
    })
    return out.with_columns(pl.col(c).fill_nan(None) for c in ("cs_a", "cs_b", "p_win", "p_tie", "p_lose", "bpde"))


def probability_outcomes(judgments: pl.DataFrame | pl.LazyFrame) -> pl.DataFrame:
    """Probability-weighted outcome distribution per pair and its entropy (G-Eval-style weighting).

    Each sample with verdict probabilities contributes (P(a), P(tie), P(b)) instead of a one-hot
    outcome; the pair's distribution is their mean over both orders, and its entropy
    H = -sum p ln p is a BPDE-like uncertainty that one sample per order already gives
    (Liu et al. 2023, "G-Eval", probability-weighted scoring; Wang et al. 2024 Eq. 6 for the entropy).

    Args:
        judgments: ``pair_id``, ``p_a``, ``p_b``, ``p_tie`` (f64, null when not recorded).

    Returns:
        ``pair_id``, ``n_prob`` (u32, samples with probabilities), ``pw_win``, ``pw_tie``,
        ``pw_lose`` (f64, response_a's side) and ``prob_entropy`` (f64, nats); pairs without any
        probability are absent. Sorted by ``pair_id``.
    """
    has = pl.col("p_a").is_not_null() & pl.col("p_b").is_not_null() & pl.col("p_tie").is_not_null()

    def h(c: str) -> pl.Expr:
        return pl.when(pl.col(c) > 0).then(-pl.col(c) * pl.col(c).log()).otherwise(0.0)

    return (
        judgments.lazy().filter(has).group_by("pair_id")
        .agg(pl.len().cast(pl.UInt32).alias("n_prob"), pl.col("p_a").mean().alias("pw_win"),
             pl.col("p_tie").mean().alias("pw_tie"), pl.col("p_b").mean().alias("pw_lose"))
        .with_columns((h("pw_win") + h("pw_tie") + h("pw_lose")).alias("prob_entropy"))
        .sort("pair_id").collect()
    )
