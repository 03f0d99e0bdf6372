"""Scoring an audit: per suite and mode, the resampling units of every rate (:func:`suite_units_table`),
and the rates of simulated random judges on the same design (:func:`random_baseline`)."""

from __future__ import annotations

__all__ = ["CALIBRATED", "DIRECTION", "UNCALIBRATED", "random_baseline", "suite_units_table", "verdict_frame"]

from typing import Any

import numpy as np
import polars as pl

from judge_engine.audit.suites import Suite
from judge_engine.kernels.agreement import order_verdicts, slot_counts
from judge_engine.kernels.bias import asr_units, evalbiasbench_items, random_judgments
from judge_engine.kernels.calibration import calibrate
from judge_engine.kernels.segments import pair_stats
from judge_engine.schemas.audit import CALIBRATED, UNCALIBRATED

#: Which way is better for each metric (the report colours nothing; it says it).
DIRECTION = {
    "accuracy": "higher",
    "accuracy_ab": "higher",
    "accuracy_ba": "higher",
    "pair_accuracy": "higher",
    "positional_agreement": "higher",
    "conflict_rate": "lower",
    "asr": "lower",
    "asr_ab": "lower",
    "asr_ba": "lower",
    "asr_small_gap": "lower",
    "asr_large_gap": "lower",
    "first": "= second",
    "second": "= first",
    "tie": "-",
}


def verdict_frame(judgments: pl.DataFrame, mode: str) -> pl.DataFrame:
    """Per judged pair: the verdict of each order, the verdict over both orders, and slot counts.

    Args:
        judgments: the judgments table (``pair_id``, ``order``, ``sample``, ``score_first``,
            ``score_second``, ``score_a``, ``score_b``).
        mode: ``"uncalibrated"``: ``v_ab`` / ``v_ba`` are each order's first parsed sample;
            ``"calibrated"``: each order's k-sample mean (Multiple Evidence within the order).

    Returns:
        ``pair_id``, ``v_ab``, ``v_ba`` (a|b|tie|null), ``v_cal`` (calibrated verdict, MEC + BPC,
        Wang et al. 2024 Eq. 2-3), ``gap`` (|CS_a - CS_b|, the calibrated score difference in the
        template's score points, over every parsed sample of both orders; null when none parsed),
        ``pos_n`` (parsed samples), ``pos_first``, ``pos_second``, ``pos_tie`` (samples won by slot 1 /
        slot 2 / neither).
    """
    basis = "first" if mode == UNCALIBRATED else "mean"
    st = pair_stats(judgments)
    ov = order_verdicts(st).select("pair_id", pl.col(f"{basis}_ab").alias("v_ab"), pl.col(f"{basis}_ba").alias("v_ba"))
    cal = calibrate(st).select(
        "pair_id", pl.col("verdict").alias("v_cal"), (pl.col("cs_a") - pl.col("cs_b")).abs().alias("gap")
    )
    pos = slot_counts(judgments).select("pair_id", *(pl.col(c).alias(f"pos_{c}") for c in ("n", "first", "second")))
    out = ov.join(cal, on="pair_id", how="left").join(pos, on="pair_id", how="left")
    out = out.with_columns(pl.col("pos_n", "pos_first", "pos_second").fill_null(0))
    return out.with_columns((pl.col("pos_n") - pl.col("pos_first") - pl.col("pos_second")).alias("pos_tie"))


Units = dict[tuple[str, str], tuple[np.ndarray, np.ndarray]]


def _mean(x: pl.Series) -> tuple[np.ndarray, np.ndarray]:
    v = x.drop_nulls().cast(pl.Float64).to_numpy()
    return v, np.ones_like(v)


def _asr(df: pl.DataFrame, rule: str) -> tuple[np.ndarray, np.ndarray]:
    u = asr_units(df, rule)
    return u["success"].cast(pl.Float64).to_numpy(), u["eligible"].cast(pl.Float64).to_numpy()


def suite_units_table(
    suite: Suite, meta: pl.DataFrame, vf: pl.DataFrame, mode: str, gap_threshold: float = 0.5
) -> Units:
    """Resampling units of every (subset, metric) of one suite: ``(num, den)`` arrays whose ratio
    of sums is the rate (see :func:`judge_engine.kernels.bootstrap.bootstrap_ratio`).

    Metrics by suite kind (``mode`` picks the verdicts, see :func:`verdict_frame`):

    - ``accuracy`` (EvalBiasBench, Park et al. 2024 Sec. 5.1), per bias type and ``all``:
      ``accuracy`` (uncalibrated: correct order verdicts / order verdicts, the harness's
      single accuracy; calibrated: the calibrated verdict is the good response), ``accuracy_ab``,
      ``accuracy_ba``, ``pair_accuracy`` (correct in both orders) and ``positional_agreement``
      (both orders pick the same response). Unit: the item.
    - ``position`` (Wang et al. 2024): ``conflict_rate`` (the two order verdicts differ; unit the
      pair), ``first`` / ``second`` / ``tie``: shares of parsed samples won by slot 1 / slot 2 /
      neither (unit the pair, weight its parsed samples).
    - ``asr`` (Chen et al. 2024), per perturbation: ``asr`` (uncalibrated: pooled over the two
      orders, control and perturbed pair compared in the same order; calibrated: the calibrated
      verdicts), ``asr_ab``, ``asr_ba`` (one order's verdicts), and ``asr_small_gap`` /
      ``asr_large_gap``: ``asr`` over the probes whose control pair's quality gap (``gap`` of
      :func:`verdict_frame`, the mode's own control judgments) is < ``gap_threshold`` / >= it
      (probes whose control has no gap are in neither; Chen et al. 2024 Sec. 5 find that attacks
      succeed far more often when the two answers are of similar quality). Unit: the probe (``group``).

    Args:
        suite: the suite.
        meta: the suite's rows of the audit inputs (``pair_id``, ``group``, ``variant``,
            ``perturbed``, ``category``, ``human_label``).
        vf: :func:`verdict_frame` of the mode (pairs without judgments are absent: their verdicts
            count as missing).
        mode: ``"uncalibrated"`` or ``"calibrated"``.
        gap_threshold: the small / large split of the control's quality gap, in the template's score
            points (the audit passes ``calibration.gap_threshold``).
    """
    m = meta.join(vf, on="pair_id", how="left")
    out: Units = {}
    if suite.kind == "accuracy":
        items = evalbiasbench_items(m)
        cats = [c for c in m["category"].unique(maintain_order=True).to_list() if c is not None]
        for name, it in [("all", items)] + [(c, items.filter(pl.col("category") == c)) for c in cats]:
            c_ab, c_ba = it["c_ab"], it["c_ba"]
            if mode == UNCALIBRATED:
                out[(name, "accuracy")] = (
                    (c_ab.fill_null(0) + c_ba.fill_null(0)).to_numpy(),
                    (c_ab.is_not_null().cast(pl.Float64) + c_ba.is_not_null().cast(pl.Float64)).to_numpy(),
                )
            else:
                out[(name, "accuracy")] = _mean(it["c_cal"])
            out[(name, "accuracy_ab")] = _mean(c_ab)
            out[(name, "accuracy_ba")] = _mean(c_ba)
            out[(name, "pair_accuracy")] = _mean(it["c_both"])
            out[(name, "positional_agreement")] = _mean(it["agree"])
    elif suite.kind == "position":
        both = m.filter(pl.col("v_ab").is_not_null() & pl.col("v_ba").is_not_null())
        out[("all", "conflict_rate")] = _mean(both["v_ab"] != both["v_ba"])
        n = m["pos_n"].fill_null(0).cast(pl.Float64).to_numpy()
        for slot in ("first", "second", "tie"):
            out[("all", slot)] = (m[f"pos_{slot}"].fill_null(0).cast(pl.Float64).to_numpy(), n)
    else:
        ctrl = m.filter(pl.col("variant") == "control").select(
            "group",
            pl.col("v_ab").alias("c_ab"),
            pl.col("v_ba").alias("c_ba"),
            pl.col("v_cal").alias("c_cal"),
            pl.col("gap").alias("c_gap"),
        )
        for variant, rule in suite.rules:
            probes = (
                m.filter(pl.col("variant") == variant)
                .select("group", "perturbed", "v_ab", "v_ba", "v_cal")
                .join(ctrl, on="group", how="left")
            )

            def rows(c: str, e: str, p: pl.DataFrame = probes) -> pl.DataFrame:
                return p.select("group", "perturbed", pl.col(c).alias("control"), pl.col(e).alias("experimental"))

            def pooled(p: pl.DataFrame) -> pl.DataFrame:
                if mode == UNCALIBRATED:
                    return pl.concat([rows("c_ab", "v_ab", p), rows("c_ba", "v_ba", p)])
                return rows("c_cal", "v_cal", p)

            out[(variant, "asr")] = _asr(pooled(probes), rule)
            out[(variant, "asr_ab")] = _asr(rows("c_ab", "v_ab"), rule)
            out[(variant, "asr_ba")] = _asr(rows("c_ba", "v_ba"), rule)
            small = pl.col("c_gap") < gap_threshold
            out[(variant, "asr_small_gap")] = _asr(pooled(probes.filter(small)), rule)
            out[(variant, "asr_large_gap")] = _asr(pooled(probes.filter(~small)), rule)
    return out


def _value(num: np.ndarray, den: np.ndarray) -> float | None:
    d = float(den.sum())
    return float(num.sum() / d) if d > 0 else None


def random_baseline(
    suites: list[Suite],
    metas: dict[str, pl.DataFrame],
    pair_ids: list[str],
    mode: str,
    k: int,
    ties: bool,
    judges: int,
    seed: int,
    level: float,
    probs: tuple[float, float, float] | None = None,
    gap_threshold: float = 0.5,
) -> dict[tuple[str, str, str], dict[str, Any]]:
    """Rates of ``judges`` simulated random judges on the same pairs, orders and k (uniform over
    the outcomes, or with ``probs`` = (P(slot 1), P(slot 2), P(tie)); see
    :func:`judge_engine.kernels.bias.random_judgments`).

    Returns:
        ``(suite, subset, metric) -> {"value": mean over judges, "low", "high": central
        ``level`` range over judges, "judges": count}`` (a judge whose rate is undefined, e.g.
        no eligible probe, is left out of that metric).
    """
    rng = np.random.default_rng(seed)
    acc: dict[tuple[str, str, str], list[float]] = {}
    for _ in range(judges):
        vf = verdict_frame(random_judgments(pair_ids, ("ab", "ba"), k, ties, rng, probs), mode)
        for s in suites:
            for (subset, metric), (num, den) in suite_units_table(s, metas[s.name], vf, mode, gap_threshold).items():
                v = _value(num, den)
                if v is not None:
                    acc.setdefault((s.name, subset, metric), []).append(v)
    a = (1 - level) / 2
    out = {}
    for key, vals in acc.items():
        x = np.asarray(vals)
        lo, hi = np.quantile(x, [a, 1 - a])
        out[key] = {"value": float(x.mean()), "low": float(lo), "high": float(hi), "judges": int(x.size)}
    return out
