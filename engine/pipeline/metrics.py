"""From judgments to per-pair results and the run summary (calls the kernels; no model, no I/O)."""

from __future__ import annotations

from typing import Any

import numpy as np
import polars as pl

from judge_engine.config import CalibrationConfig
from judge_engine.kernels.agreement import (
    accuracy,
    accuracy_by_order,
    cohen_kappa,
    conflict_by_score_gap,
    conflict_rate,
    conflicts,
    order_verdicts,
    positional_agreement,
)
from judge_engine.kernels.bootstrap import bootstrap_kappa, bootstrap_mean
from judge_engine.kernels.calibration import calibrate, probability_outcomes
from judge_engine.kernels.fivelevel import STRONG_WEIGHT
from judge_engine.kernels.fivelevel import calibrate as fivelevel_calibrate
from judge_engine.kernels.review import hitlc_curve, select_for_review
from judge_engine.kernels.segments import pair_stats
from judge_engine.pipeline.final_stream import RunDigest, answered, digest
from judge_engine.schemas.metrics import (
    Agreement,
    CategoryMetrics,
    HitlcPoint,
    Intervals,
    OrderAccuracy,
    PositionPreference,
    QualityMetrics,
    ScoreGapBucket,
    VerdictCounts,
    VerdictProbs,
)
from judge_engine.schemas.protocols import FiveLevelSection
from judge_engine.schemas.tables import PAIR_RESULT_COLUMNS

_FIVE_COUNTS = ("n_a_much", "n_a_better", "n_tie", "n_b_better", "n_b_much")
_SLOT_LABEL = {2: "A>>B", 1: "A>B", 0: "A=B", -1: "B>A", -2: "B>>A"}


def five_level_results(judgments: pl.DataFrame, strong_weight: int = STRONG_WEIGHT) -> pl.DataFrame:
    """Per pair, the five-level calibration with Arena-Hard's weight (:func:`judge_engine.kernels.fivelevel.calibrate`)
    and the weighted outcome shares.

    A sample's label is read back from its score code (:func:`judge_engine.pipeline.parsing.protocols.strength_of`).
    With w = ``strong_weight`` for a ``>>`` label and 1 otherwise, and n_x the parsed samples of class x (in
    response terms): ``cs_a`` = sum w v / sum w (v = 1, 0.5, 0 for a win, tie, loss of response_a; Arena-Hard
    v2.0's battle mean), ``cs_b`` = 1 - ``cs_a``; ``p_win`` = (w n_a_much + n_a_better) / W, ``p_tie`` = n_tie / W,
    ``p_lose`` = (n_b_better + w n_b_much) / W (W = sum w: the shares of the weighted battles, so
    cs_a = p_win + p_tie / 2); ``bpde`` = -sum p ln p over those three (Wang et al. 2024 Eq. 6 on the battles);
    ``entropy5`` over the five labels' unweighted shares; ``conflict`` / ``conflict5``: the three-way outcome /
    the strength of the first parsed sample of each order differ.

    Returns:
        ``pair_id``, ``cs_a``, ``cs_b``, ``verdict``, ``p_win``, ``p_tie``, ``p_lose``, ``bpde``, ``entropy5``,
        ``conflict``, ``conflict5``, ``weight``, ``mean_strength``, and the counts ``n_a_much``,
        ``n_a_better``, ``n_tie``, ``n_b_better``, ``n_b_much`` (u32); pairs without a parsed sample have nulls.
    """
    ok = pl.col("parse_status") == "ok"
    strength = ((pl.col("score_first") - pl.col("score_second")) * 2).round(0).cast(pl.Int8)
    lab = judgments.select(
        "pair_id",
        "order",
        "sample",
        pl.when(ok).then(strength.replace_strict(_SLOT_LABEL, default=None, return_dtype=pl.String)).alias("label"),
    )
    fl = fivelevel_calibrate(lab, strong_weight=strong_weight)
    w = float(strong_weight)
    counts = [
        (pl.col(p) * pl.col("n_valid")).round(0).cast(pl.UInt32).alias(c)
        for p, c in zip(("p_a_much", "p_a_better", "p_tie", "p_b_better", "p_b_much"), _FIVE_COUNTS, strict=True)
    ]
    fl = fl.with_columns(counts)
    big_w = pl.col("weight")
    pw = (w * pl.col("n_a_much") + pl.col("n_a_better")) / big_w
    pt = pl.col("n_tie") / big_w
    pl_ = (pl.col("n_b_better") + w * pl.col("n_b_much")) / big_w
    ent = sum(pl.when(x > 0).then(-x * x.log()).otherwise(0.0) for x in (pw, pt, pl_))
    return fl.select(
        "pair_id",
        pl.col("score_a").alias("cs_a"),
        (1.0 - pl.col("score_a")).alias("cs_b"),
        "verdict",
        pw.alias("p_win"),
        pt.alias("p_tie"),
        pl_.alias("p_lose"),
        pl.when(pl.col("n_valid") > 0).then(ent).alias("bpde"),
        "entropy5",
        "conflict",
        "conflict5",
        "weight",
        "mean_strength",
        *_FIVE_COUNTS,
    )


def pair_results(
    judgments: pl.DataFrame | RunDigest,
    meta: pl.DataFrame,
    review_beta: float,
    orders: str = "both",
    five_level: bool = False,
) -> pl.DataFrame:
    """One row per input row: kernels' results for judged pairs, nulls and a ``flag`` for flagged ones.

    Args:
        judgments: the judgments table (store.JUDGMENT_SCHEMA), or its per-pair :class:`RunDigest`
            (the final stage's streaming path: no verdict probabilities, no five-level columns).
        meta: one row per input row: ``pair_id``, optional columns, ``source_file``,
            ``source_row``, ``flag`` (null for valid rows).
        review_beta: share of the pairs ranked by BPDE marked ``needs_review`` (top BPDE).
        orders: the run's ``sampling.orders``: ``"both"`` (a pair parsed in one order only has no
            position calibration: null BPDE, always ``needs_review``) or ``"ab"`` (one order by
            design: BPDE over that order, ranked as usual).
        five_level: the judgments are five-level verdicts: ``cs_a``, ``cs_b``, ``verdict``, the outcome
            shares, ``bpde`` and ``conflict`` come from :func:`five_level_results` (Arena-Hard's
            weights), which also adds ``conflict5``, ``entropy5``, ``weight``, ``mean_strength`` and
            the label counts (``n_a_much`` ...) that ``rank`` fits.

    Returns:
        ``pair_id``, ``cs_a``, ``cs_b`` (f64), ``verdict`` (a|b|tie|null), ``p_win``, ``p_tie``,
        ``p_lose``, ``bpde`` (f64; null without a verdict, and with ``orders = "both"`` when only
        one order parsed), ``conflict`` (bool: first parsed samples of the two orders disagree;
        null unless both parsed), ``n_samples``, ``n_valid`` (u32), ``orders_valid`` (i8, orders
        with a parsed sample, 0-2), ``needs_review`` (bool), then the carried input columns,
        ``source_file``, ``source_row`` and ``flag``.

    Raises:
        ValueError: ``orders`` is not ``"both"`` or ``"ab"``.
    """
    if orders not in ("both", "ab"):
        raise ValueError(f"orders must be 'both' or 'ab', got {orders!r}")
    valid = meta.filter(pl.col("flag").is_null())
    if isinstance(judgments, RunDigest):  # the streaming final stage: columns built on the valid rows
        res = pl.concat([valid.select("pair_id"), judgments.results(valid, orders == "both")], how="horizontal")
    else:
        res = _rows_results(judgments, valid.select("pair_id"), orders, five_level)
    review = select_for_review(res.select("pair_id", "bpde", "verdict"), review_beta)["needs_review"]
    res = res.with_columns(review)
    if isinstance(judgments, RunDigest):
        res = res.hstack(valid.drop("pair_id"))  # built on the valid rows, in their order
    else:
        res = res.join(valid, on="pair_id", how="left")
    flagged = meta.filter(pl.col("flag").is_not_null())
    out = pl.concat([res, flagged], how="diagonal_relaxed") if flagged.height else res
    rest = [c for c in out.columns if c not in PAIR_RESULT_COLUMNS]
    return out.select(list(PAIR_RESULT_COLUMNS) + rest)


def _rows_results(judgments: pl.DataFrame, valid_ids: pl.DataFrame, orders: str, five_level: bool) -> pl.DataFrame:
    """The kernels' per-pair columns of :func:`pair_results` from judgment rows (joined on ``valid_ids``); the
    samples the judge did not answer (failed requests, replay stand-ins: not :func:`answered`) carry no score
    and are left out, so ``n_samples`` counts answered samples, as in :func:`pair_digest_query`."""
    j = judgments.join(valid_ids, on="pair_id", how="semi").filter(answered())
    st = pair_stats(j)  # one reduction for both kernels
    cal = calibrate(st, both_orders=orders == "both")
    conf = conflicts(order_verdicts(st), basis="first")
    res = valid_ids.join(cal, on="pair_id", how="left").join(conf, on="pair_id", how="left")
    if "p_a" in j.columns and j["p_a"].null_count() < j.height:
        res = res.join(probability_outcomes(j), on="pair_id", how="left")
    if five_level and j.height:
        res = _with_five_level(res, five_level_results(j))
    return res.with_columns(
        pl.col("n_samples").fill_null(0), pl.col("n_valid").fill_null(0), pl.col("orders_valid").fill_null(0)
    )


def _with_five_level(res: pl.DataFrame, five: pl.DataFrame) -> pl.DataFrame:
    """``res`` with the five-level columns in place of the three-way ones (BPDE stays null where the
    three-way calibration left it null: a pair parsed in one order only)."""
    replaced = ("cs_a", "cs_b", "verdict", "p_win", "p_tie", "p_lose", "conflict")
    out = res.drop(replaced, strict=False).join(five.rename({"bpde": "_bpde5"}), on="pair_id", how="left")
    out = out.with_columns(pl.when(pl.col("bpde").is_not_null()).then(pl.col("_bpde5")).alias("bpde")).drop("_bpde5")
    return out.select(list(res.columns) + [c for c in out.columns if c not in res.columns])


def five_level_section(
    judgments: pl.DataFrame, pairs: pl.DataFrame, strong_weight: int = STRONG_WEIGHT
) -> FiveLevelSection:
    """The summary's ``five_level`` section: label counts (response terms), strength conflict rate, mean entropy5."""
    judged = pairs.filter(pl.col("flag").is_null())
    names = ("a>>b", "a>b", "a=b", "b>a", "b>>a")
    labels = {
        n: int(judged[c].fill_null(0).sum()) if c in judged.columns else 0
        for n, c in zip(names, _FIVE_COUNTS, strict=True)
    }
    c5 = judged["conflict5"].drop_nulls() if "conflict5" in judged.columns else pl.Series([], dtype=pl.Boolean)
    ent = judged["entropy5"].drop_nulls() if "entropy5" in judged.columns else pl.Series([], dtype=pl.Float64)
    return FiveLevelSection(
        strong_weight=strong_weight,
        labels=labels,
        conflict_rate5=float(c5.cast(pl.Float64).mean()) if c5.len() else None,  # type: ignore[arg-type]
        conflict_n=c5.len(),
        mean_entropy5=float(ent.mean()) if ent.len() else None,  # type: ignore[arg-type]
    )


def _quantiles(x: pl.Series) -> dict[str, float | None]:
    v = x.drop_nulls().to_numpy()
    if v.size == 0:
        return {"p50": None, "p95": None, "p99": None}
    q = np.quantile(v, [0.5, 0.95, 0.99])
    return {"p50": float(q[0]), "p95": float(q[1]), "p99": float(q[2])}


def pair_verdicts(dig: RunDigest) -> pl.DataFrame:
    """Per digested pair (in :attr:`RunDigest.pairs` order): ``pair_id``, the order verdicts ``first_ab``,
    ``first_ba``, ``mean_ab``, ``mean_ba`` (:func:`~judge_engine.kernels.agreement.order_verdicts`: a|b|tie|null),
    ``n_rows`` (every stored sample) and ``n_ok`` (i64): what the run's agreement figures read of each pair."""
    return order_verdicts(dig.stats()).hstack(dig.pairs.select("n_rows", "n_ok"))


def _agreement(ov: pl.DataFrame, judged: pl.DataFrame) -> Agreement:
    """Order and human agreement of one set of pairs (all, or one category; ``ov``: their
    :func:`pair_verdicts`)."""
    first = conflict_rate(ov, "first")
    out = Agreement(
        conflict_rate=first["value"],
        conflict_n=first["n"],
        conflict_rate_mean=conflict_rate(ov, "mean")["value"],
        positional_agreement=positional_agreement(ov, "first")["value"],
    )
    if "human_label" in judged.columns:
        lab = judged.filter(pl.col("human_label").is_not_null() & pl.col("verdict").is_not_null())
        out.labelled_pairs = lab.height
        if lab.height:
            out.accuracy = accuracy(lab["verdict"].to_list(), lab["human_label"].to_list())
            out.kappa = cohen_kappa(lab["verdict"].to_list(), lab["human_label"].to_list())
        by = accuracy_by_order(ov, judged.select("pair_id", "human_label"), basis="mean")
        out.accuracy_by_order = OrderAccuracy(ab=by["ab"]["value"], ba=by["ba"]["value"])
        out.accuracy_both_orders = by["both"]["value"]
        out.accuracy_average = by["average"]
    return out


def _intervals(judged: pl.DataFrame, cal: CalibrationConfig) -> Intervals:
    """Percentile-bootstrap intervals over pairs of the conflict rate and, with labels, accuracy and kappa."""
    b: dict[str, Any] = dict(n_resamples=cal.bootstrap_resamples, seed=cal.bootstrap_seed, alpha=1 - cal.ci_level)
    ci = Intervals(
        level=cal.ci_level,
        conflict_rate=bootstrap_mean(judged["conflict"].drop_nulls().cast(pl.Float64).to_numpy(), **b),
    )
    if "human_label" in judged.columns:
        lab = judged.filter(pl.col("human_label").is_not_null() & pl.col("verdict").is_not_null())
        ci.accuracy = bootstrap_mean((lab["verdict"] == lab["human_label"]).cast(pl.Float64).to_numpy(), **b)
        ci.kappa = bootstrap_kappa(lab["verdict"].to_numpy(), lab["human_label"].to_numpy(), **b)
    return ci


def _by_category(ov: pl.DataFrame, judged: pl.DataFrame) -> dict[str, CategoryMetrics]:
    """Pairs, parse-failure rate and agreement per input ``category``, sorted by category (``ov``: the
    digested pairs' :func:`pair_verdicts`)."""
    cats = {}
    for (cat,), part in judged.group_by(["category"], maintain_order=True):
        j = ov.join(part.select("pair_id"), on="pair_id", how="semi")
        n_j = int(j["n_rows"].sum())  # failed requests and replay stand-ins count, as in the run's rate
        fails = n_j - int(j["n_ok"].sum())
        rate = fails / n_j if n_j else None
        agreement = _agreement(j, part)
        cats[str(cat)] = CategoryMetrics(pairs=part.height, parse_failure_rate=rate, agreement=agreement)
    return dict(sorted(cats.items()))


def _position_preference(dig: RunDigest) -> PositionPreference:
    pp = dig.position_preference()
    return PositionPreference(first=pp["first"], second=pp["second"], tie=pp["tie"], n=int(pp["n"] or 0))


_METRIC_COLUMNS = (
    *("pair_id", "cs_a", "cs_b", "verdict", "bpde", "conflict", "needs_review"),
    *("human_label", "prob_entropy", "category"),
)


def run_metrics(
    judgments: pl.DataFrame | RunDigest,
    pairs: pl.DataFrame,
    cal: CalibrationConfig | None = None,
    verdicts: pl.DataFrame | None = None,
) -> QualityMetrics:
    """Quality metrics of a run (formulas and sources in ``judge_engine.kernels``; fields in
    :class:`~judge_engine.schemas.summary.QualityMetrics`), from the judgments or their per-pair
    :class:`RunDigest` (:func:`~judge_engine.pipeline.final_stream.digest`; a table is digested first).

    ``accuracy`` / ``kappa`` compare the calibrated verdict with ``human_label`` over the pairs that
    have both (Cohen's kappa over the labels present: 3-class with ties, 2-class without);
    ``accuracy_by_order`` uses each order's own k-sample verdict; ``ci`` holds percentile-bootstrap
    intervals over pairs; ``by_category`` repeats the rates per input ``category``;
    ``pairs_one_order`` counts the pairs whose verdict has no BPDE because only one order parsed
    (0 in a run configured with one order, see :func:`pair_results`).

    Args:
        verdicts: the digested pairs' :func:`pair_verdicts`, when the caller computed them bucket by bucket
            (:mod:`judge_engine.pipeline.final_buckets`; then only the digest's totals, status counts and
            latencies are read; the order verdicts may be Int8 codes, null for none, when ``pairs`` has no
            ``human_label``, and ``n_rows`` / ``n_ok`` absent when it has no ``category``); default: those
            of ``judgments``.
    """
    cal = cal or CalibrationConfig()
    dig = judgments if isinstance(judgments, RunDigest) else digest(judgments, drop_too_long=False)
    ov = verdicts if verdicts is not None else pair_verdicts(dig)
    used = [c for c in _METRIC_COLUMNS if c in pairs.columns]  # a narrow copy of the judged rows
    if pairs["flag"].null_count() == pairs.height:  # every row judged (the buckets' table): no copy
        judged = pairs.select(used)
    else:
        judged = pairs.lazy().filter(pl.col("flag").is_null()).select(used).collect()
    status_counts = dict(dig.status_counts)
    n_judgments = dig.height
    failures = n_judgments - status_counts.get("ok", 0)
    out = QualityMetrics(
        judgments=n_judgments,
        parse_failures=failures,
        parse_failure_rate=failures / n_judgments if n_judgments else None,
        parse_status=status_counts,
        pairs_with_verdict=int(judged["verdict"].is_not_null().sum()),
        # a verdict without BPDE: parsed in one order only in a run that asked for both orders
        pairs_one_order=int((judged["verdict"].is_not_null() & judged["bpde"].is_null()).sum()),
        agreement=_agreement(ov, judged),
        position_preference=_position_preference(dig),
        verdicts=VerdictCounts(**{k: int((judged["verdict"] == k).sum()) for k in ("a", "b", "tie")}),
        needs_review=int(judged["needs_review"].sum()),
        conflict_by_score_gap=[
            ScoreGapBucket(**r) for r in conflict_by_score_gap(judged, cal.score_gap_width).to_dicts()
        ],
    )
    if "prob_entropy" in judged.columns:
        mean = judged["prob_entropy"].mean()
        out.verdict_probs = VerdictProbs(
            pairs=int(judged["prob_entropy"].is_not_null().sum()),
            mean_prob_entropy=float(mean) if isinstance(mean, (int, float)) else None,
        )
    if "human_label" in judged.columns:
        out.labelled_pairs_without_verdict = int(
            judged.filter(pl.col("human_label").is_not_null() & pl.col("verdict").is_null()).height
        )
        out.hitlc = [HitlcPoint(**r) for r in hitlc_curve(judged, cal.hitlc_betas).to_dicts()]
    if cal.bootstrap_resamples > 0:
        out.ci = _intervals(judged, cal)
    if "category" in judged.columns:
        out.by_category = _by_category(ov, judged)
    return out


def usage_metrics(judgments: pl.DataFrame | RunDigest) -> dict[str, Any]:
    """Token counts, prefix-cache hit rate and request latency quantiles (seconds; one latency per draw
    of a request: an adaptive round draws a request's later samples anew)."""
    dig = judgments if isinstance(judgments, RunDigest) else digest(judgments, drop_too_long=False)
    prompt, cached = dig.total("prompt_tokens"), dig.total("cached_tokens")
    lat = dig.latencies
    return {
        "prompt_tokens": prompt,
        "completion_tokens": dig.total("completion_tokens"),
        "cached_tokens": cached,
        "prefix_cache_hit_rate": cached / prompt if prompt else None,
        "latency_s": _quantiles(lat),
    }
