"""Adaptive calibration: which pairs get more samples after a round (the sequential sampling policy).

Uniform calibration judges every pair in both orders with k samples each (Wang et al. 2024,
"Large Language Models are not Fair Evaluators", Sec. 3: Multiple Evidence Calibration (MEC) x
Balanced Position Calibration (BPC)). Wang et al. also find that the judge's conflicts between the
two orders concentrate where the score gap is small (Sec. 4), and they use the Balanced Position
Diversity Entropy (BPDE, Eq. 6) to pick the pairs worth a person's time (HITLC, Sec. 3.3). The
adaptive policy turns those same two signals into a *sequential* sampling rule: after each round,
a pair whose evidence is still uncertain gets more samples in both orders, the others stop. The
stopping rule is the idea of sequential testing and early stopping (Wald 1945, "Sequential tests
of statistical hypotheses": sample until the evidence is decisive, rather than a fixed n decided in
advance); the thresholds here are plain heuristics on Wang et al.'s statistics, not a test with a
controlled error rate.

A pair is **uncertain** after a round when any of:

- an order has no parsed sample (no evidence in that order yet);
- ``on_disagree`` and the two orders' verdicts disagree on the per-order mean basis (the verdict of
  the mean of score_a - score_b over an order's parsed samples, as
  :func:`judge_engine.kernels.agreement.order_verdicts` ``mean_ab`` / ``mean_ba``);
- BPDE > ``bpde_threshold`` (nats; Wang et al. 2024 Eq. 6 over the parsed samples of both orders,
  :func:`judge_engine.kernels.calibration.calibrated_arrays`);
- |CS_a - CS_b| < ``gap_threshold`` (score points; CS from Wang et al. 2024 Eq. 2-3).

Input: the :class:`~judge_engine.kernels.segments.PairStats` of the samples judged so far (only
samples with index < the round's k). Pure; no I/O.
"""

from __future__ import annotations

import numpy as np
import polars as pl

from judge_engine.kernels.calibration import calibrated_arrays
from judge_engine.kernels.segments import NO_VERDICT, PairStats, pair_stats, verdict_codes


def uncertain_pairs(
    judgments: pl.DataFrame | pl.LazyFrame | PairStats,
    *,
    on_disagree: bool = True,
    bpde_threshold: float = float("inf"),
    gap_threshold: float = 0.0,
) -> pl.DataFrame:
    """The per-pair escalation decision of the adaptive policy (see the module docstring).

    Args:
        judgments: judgments (``pair_id``, ``order``, ``sample``, ``score_a``, ``score_b``; f64 scores,
            null when unparsed) of the samples judged so far, or their :class:`PairStats`.
        on_disagree: escalate when the two orders' mean-basis verdicts differ.
        bpde_threshold: escalate when BPDE > this (nats, >= 0; ``inf`` disables the rule; BPDE is at
            most ln 3 = 1.0986).
        gap_threshold: escalate when |CS_a - CS_b| < this (score points of the template's scale;
            0 disables the rule).

    Returns:
        One row per pair, sorted by ``pair_id``: ``pair_id``, ``no_evidence`` (bool: an order has no
        parsed sample), ``disagree`` (bool: mean-basis order verdicts differ, or one is missing),
        ``bpde`` (f64 nats, null when nothing parsed), ``gap`` (f64 |CS_a - CS_b|, null when nothing
        parsed), ``escalate`` (bool).

    Raises:
        ValueError: duplicate (pair_id, order, sample) rows, or a negative threshold.
    """
    if bpde_threshold < 0 or gap_threshold < 0:
        raise ValueError(f"thresholds must be >= 0, got bpde {bpde_threshold}, gap {gap_threshold}")
    st = judgments if isinstance(judgments, PairStats) else pair_stats(judgments)
    c_ab, c_ba = verdict_codes(st.mean_ab), verdict_codes(st.mean_ba)
    no_evidence = (c_ab == NO_VERDICT) | (c_ba == NO_VERDICT)
    disagree = no_evidence | (c_ab != c_ba)
    n = st.n_valid.astype(np.float64)
    has = st.n_valid > 0
    # BPDE over every parsed sample, one order or two (no_evidence already escalates a one-order pair)
    bpde = calibrated_arrays(st, both_orders=False).bpde
    with np.errstate(invalid="ignore", divide="ignore"):
        inv = np.where(has, 1.0 / np.maximum(n, 1.0), np.nan)
        gap = np.abs(st.sum_a - st.sum_b) * inv
    esc = no_evidence.copy()
    if on_disagree:
        esc |= disagree
    esc |= np.nan_to_num(bpde, nan=0.0) > bpde_threshold
    esc |= np.where(has, gap, np.inf) < gap_threshold
    return pl.DataFrame(
        {
            "pair_id": st.pair_id,
            "no_evidence": no_evidence,
            "disagree": disagree,
            "bpde": bpde,
            "gap": gap,
            "escalate": esc,
        }
    ).with_columns(pl.col("bpde").fill_nan(None), pl.col("gap").fill_nan(None))


def round_schedule(k_min: int, k_max: int, k_step: int) -> list[int]:
    """Samples per order after each round: k_min, k_min + k_step, ..., capped at k_max.

    Example: ``round_schedule(1, 7, 2) == [1, 3, 5, 7]``; ``round_schedule(1, 3, 5) == [1, 3]``.

    Raises:
        ValueError: k_min < 1, k_max < k_min or k_step < 1.
    """
    if k_min < 1 or k_max < k_min or k_step < 1:
        raise ValueError(f"need 1 <= k_min <= k_max and k_step >= 1, got {k_min}, {k_max}, {k_step}")
    ks = [k_min]
    while ks[-1] < k_max:
        ks.append(min(ks[-1] + k_step, k_max))
    return ks
