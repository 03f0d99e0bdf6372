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
- Position calibration needs both orders: in a run that asks for both (``both_orders=True``), a
  pair whose parsed samples all come from one order (``orders_valid`` = 1) keeps its CS, verdict and
  outcome shares (from that order) but its BPDE is undefined (NaN / null): the balanced position
  diversity of Eq. 6 cannot be measured from one position, and a one-order pair whose k samples
  agree would otherwise read as a confident 0. With ``both_orders=False`` (a run configured with
  one order, ``sampling.orders = "ab"``) BPDE is computed over that order's samples, as designed.

Input, the judgments table (one row per sample): ``pair_id`` (str), ``order`` (str, ab|ba),
``sample`` (int), ``score_a``, ``score_b`` (f64, null when unparsed). Verdict templates encode
a win as (1, 0) and a tie as (0.5, 0.5) so the same algebra applies.
"""

from __future__ import annotations

from dataclasses import dataclass

import numba
import numpy as np
import polars as pl

from judge_engine.kernels.segments import EPS, PairStats, labels_from_codes, pair_stats

_XLOGX = np.r_[0.0, np.arange(1, 1025) * np.log(np.arange(1, 1025))]  # c ln c, c = 0..1024


@dataclass
class Calibrated:
    """Per-pair calibration as numpy arrays (length P, in the :class:`PairStats` pair order).

    Attributes:
        cs_a, cs_b: calibrated scores (f64, NaN when n_valid = 0), Eq. 2-3.
        verdict: verdict codes (int8; 0 a, 1 b, 2 tie, 3 none; see ``segments.VERDICTS``).
        p_win, p_tie, p_lose: outcome shares (f64, NaN when n_valid = 0), Eq. 5.
        bpde: balanced position diversity entropy (f64, nats, NaN when n_valid = 0, and with
            ``both_orders`` when fewer than two orders have a parsed sample), Eq. 6.
        orders_valid: orders with a parsed sample (int8, 0-2; see ``PairStats``).
    """

    cs_a: np.ndarray
    cs_b: np.ndarray
    verdict: np.ndarray
    p_win: np.ndarray
    p_tie: np.ndarray
    p_lose: np.ndarray
    bpde: np.ndarray
    orders_valid: np.ndarray

    @property
    def rankable(self) -> np.ndarray:
        """(P,) bool: pairs HITLC ranks by BPDE (a verdict and a defined BPDE); every other pair
        is always sent to review (``review.review_mask``)."""
        return (self.verdict != 3) & ~np.isnan(self.bpde)


BPDE_DECIMALS = 12  # BPDE is rounded to this many decimals (nats) so equal shares tie exactly


@numba.njit(cache=True, parallel=True, nogil=True)
def _calibrate(n_valid, n_win, n_lose, sum_a, sum_b, eps, xlogx):  # pragma: no cover - compiled
    p_count = n_valid.size
    cs_a = np.empty(p_count)
    cs_b = np.empty(p_count)
    verdict = np.empty(p_count, np.int8)
    p_win = np.empty(p_count)
    p_tie = np.empty(p_count)
    p_lose = np.empty(p_count)
    bpde = np.empty(p_count)
    for i in numba.prange(p_count):
        n = n_valid[i]
        if n == 0:
            cs_a[i] = cs_b[i] = p_win[i] = p_tie[i] = p_lose[i] = bpde[i] = np.nan
            verdict[i] = 3
            continue
        inv = 1.0 / n
        cs_a[i] = sum_a[i] * inv
        cs_b[i] = sum_b[i] * inv
        d = sum_a[i] - sum_b[i]
        e = eps * n
        verdict[i] = 0 if d > e else 1 if d < -e else 2
        nw = n_win[i]
        nl = n_lose[i]
        nt = n - nw - nl
        p_win[i] = nw * inv
        p_tie[i] = nt * inv
        p_lose[i] = nl * inv
        # -sum p ln p = ln n - (1/n) sum c ln c over the outcome counts c (0 ln 0 = 0): logs of
        # small integers come from a table instead of three log calls per pair
        if n < xlogx.size:
            bpde[i] = (xlogx[n] - xlogx[nw] - xlogx[nt] - xlogx[nl]) * inv
        else:
            h = n * np.log(n)
            for c in (nw, nt, nl):
                if c > 0:
                    h -= c * np.log(c)
            bpde[i] = h * inv
    return cs_a, cs_b, verdict, p_win, p_tie, p_lose, bpde


def calibrated_arrays(st: PairStats, both_orders: bool = True) -> Calibrated:
    """Calibrated scores, verdict codes, outcome shares and BPDE of every pair of ``st`` (Eq. 2-6),
    in one compiled pass over the P pairs. :func:`calibrate` is the same as a frame.

    Args:
        st: the per-pair reduction.
        both_orders: the run asked for both orders (``sampling.orders = "both"``): BPDE is NaN
            where fewer than two orders have a parsed sample (module docstring).
    """
    out = _calibrate(st.n_valid, st.n_win, st.n_lose, st.sum_a, st.sum_b, EPS, _XLOGX)
    # equal outcome shares give equal BPDE whatever n: the table route (ln n - sum c ln c / n) and
    # -sum p ln p differ in the last bit between e.g. 2/0/2 of 4 and 0/1/1 of 2, which would break
    # the HITLC tie order (by pair_id); BPDE_DECIMALS rounding makes them one value
    raw = np.round(out[6], BPDE_DECIMALS)
    bpde = np.where(st.orders_valid < 2, np.nan, raw) if both_orders else raw
    cs_a, cs_b, verdict, p_win, p_tie, p_lose = out[:6]
    return Calibrated(cs_a, cs_b, verdict, p_win, p_tie, p_lose, bpde, st.orders_valid)


def calibrate(judgments: pl.DataFrame | pl.LazyFrame | PairStats, both_orders: bool = True) -> pl.DataFrame:
    """Per-pair calibrated scores, verdict, outcome distribution and BPDE.

    Args:
        judgments: the judgments table (see module docstring); any number of rows per pair,
            at most one per (pair_id, order, sample); or its :class:`PairStats`, to reuse one
            reduction for several kernels.
        both_orders: the run asked for both orders; see :func:`calibrated_arrays`.

    Returns:
        One row per ``pair_id``: ``n_samples`` (u32, rows), ``n_valid`` (u32, parsed rows),
        ``orders_valid`` (i8, orders with a parsed sample, 0-2), ``cs_a``, ``cs_b`` (f64, null when
        n_valid = 0), ``verdict`` (str a|b|tie, null when n_valid = 0), ``p_win``, ``p_tie``,
        ``p_lose`` (f64, shares of parsed samples, response_a's side), ``bpde`` (f64, nats; null
        when n_valid = 0, and with ``both_orders`` when orders_valid < 2). Sorted by ``pair_id``.

    Raises:
        ValueError: duplicate (pair_id, order, sample) rows.
    """
    st = judgments if isinstance(judgments, PairStats) else pair_stats(judgments)
    c = calibrated_arrays(st, both_orders)
    return pl.DataFrame(
        {
            "pair_id": st.pair_id,
            "n_samples": st.n_samples.astype(np.uint32),
            "n_valid": st.n_valid.astype(np.uint32),
            "orders_valid": pl.Series("orders_valid", st.orders_valid, dtype=pl.Int8),
            **{k: pl.Series(k, getattr(c, k), nan_to_null=True) for k in ("cs_a", "cs_b")},
            "verdict": labels_from_codes(c.verdict),
            **{k: pl.Series(k, getattr(c, k), nan_to_null=True) for k in ("p_win", "p_tie", "p_lose", "bpde")},
        }
    )


def probability_outcomes(judgments: pl.DataFrame | pl.LazyFrame) -> pl.DataFrame:
    """Probability-weighted outcome distribution per pair and its entropy (G-Eval-style weighting).

    Each sample with verdict probabilities contributes (P(a), P(tie), P(b)) instead of a one-hot
    outcome; the pair's distribution is their mean over both orders, and its entropy
    H = -sum p ln p is a BPDE-like uncertainty that one sample per order already gives
    (Liu et al. 2023, "G-Eval", probability-weighted scoring; Wang et al. 2024 Eq. 6 for the entropy).

    Args:
        judgments: ``pair_id``, ``p_a``, ``p_b``, ``p_tie`` (f64, null when not recorded) and optionally
            ``parse_status`` (str): then only samples whose verdict parsed (``ok``) count, so a sample cut at
            ``max_tokens`` or refused keeps no probability-weighted outcome (fresh pass full70 H2).

    Returns:
        ``pair_id``, ``n_prob`` (u32, samples with probabilities), ``pw_win``, ``pw_tie``,
        ``pw_lose`` (f64, response_a's side) and ``prob_entropy`` (f64, nats); pairs without any
        probability are absent. Sorted by ``pair_id``.
    """
    has = pl.col("p_a").is_not_null() & pl.col("p_b").is_not_null() & pl.col("p_tie").is_not_null()
    if "parse_status" in judgments.lazy().collect_schema().names():
        has = has & (pl.col("parse_status") == "ok")

    def h(c: str) -> pl.Expr:
        return pl.when(pl.col(c) > 0).then(-pl.col(c) * pl.col(c).log()).otherwise(0.0)

    return (
        judgments.lazy()
        .filter(has)
        .group_by("pair_id")
        .agg(
            pl.len().cast(pl.UInt32).alias("n_prob"),
            pl.col("p_a").mean().alias("pw_win"),
            pl.col("p_tie").mean().alias("pw_tie"),
            pl.col("p_b").mean().alias("pw_lose"),
        )
        .with_columns((h("pw_win") + h("pw_tie") + h("pw_lose")).alias("prob_entropy"))
        .sort("pair_id")
        .collect()
    )
