"""The final stage of a single-answer run: per item the mean, spread and entropy of its k sampled scores and
the review queue by entropy (``items.parquet``), per model the mean score with a bootstrap interval over
questions, per turn and per category (the MT-Bench table), and the summary's ``pointwise`` section.

The math is :mod:`judge_engine.kernels.pointwise` (Zheng et al. 2023; FastChat ``show_result.py``;
entropy as the pointwise analogue of BPDE, Wang et al. 2024 Eq. 6). There is no presentation order, so
nothing is position-calibrated: the pairwise figures of the summary (conflict rate, position
preference, verdicts) stay null or zero in a single-answer run.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import polars as pl

from judge_engine.config import CalibrationConfig
from judge_engine.kernels.pointwise import Scale, item_stats, model_scores, with_review
from judge_engine.pipeline.final_stream import answered
from judge_engine.schemas.metrics import QualityMetrics
from judge_engine.schemas.protocols import PointwiseSection, ScaleRecord, ScoreRow

if TYPE_CHECKING:
    from judge_engine.pipeline.template_sets import TemplateSet

ITEM_RESULT_COLUMNS = (
    "item_id",
    "model",
    "question_id",
    "turn",
    "category",
    "n_samples",
    "n_valid",
    "mean_score",
    "std_score",
    "entropy",
    "needs_review",
)
"""The first columns of ``items.parquet`` (``model``, ``question_id``, ``turn``, ``category`` when the
input has them), then the carried input columns, ``source_file``, ``source_row``, ``flag``, ``judged_key``."""


def scale_of(templates: TemplateSet) -> Scale:
    """The kernels' scale of a single-answer template: its range and step (1 when it declares none)."""
    lo, hi = templates.score_min, templates.score_max
    if lo is None or hi is None:
        raise ValueError(f"template {templates.id!r} declares no score scale")
    return Scale(lo, hi, templates.score_step or 1.0)


def item_results(judgments: pl.DataFrame, meta: pl.DataFrame, scale: Scale, review_beta: float) -> pl.DataFrame:
    """One row per input row (item): the kernels' per-item figures for judged items, nulls and a ``flag``
    for flagged ones (columns: :data:`ITEM_RESULT_COLUMNS`, then the carried metadata).

    Args:
        judgments: the run's judgments (order ``single``; ``score_first`` the score, null unless parsed); the
            samples the judge did not answer (failed requests, replay stand-ins) are left out, so ``n_samples``
            counts answered samples and an item with none is missing, not judged (fresh pass adv59 D5).
        meta: one row per input row (``pair_id`` = the item id, ``flag``, carried columns).
        scale: the template's scale (entropy bins, range check).
        review_beta: share of the scored items ranked by entropy marked ``needs_review``.
    """
    valid = meta.filter(pl.col("flag").is_null())
    carry = [c for c in ("model", "question_id", "turn", "category") if c in meta.columns]
    j = (
        judgments.join(valid.select("pair_id"), on="pair_id", how="semi")
        .filter(answered())
        .select(
            pl.col("pair_id").alias("item_id"),
            "sample",
            pl.when(pl.col("parse_status") == "ok").then(pl.col("score_first")).alias("score"),
        )
    )
    if carry:
        j = j.join(valid.select(pl.col("pair_id").alias("item_id"), *carry), on="item_id", how="left")
    stats = item_stats(j, scale, ddof=0, carry=carry)
    stats = with_review(
        valid.select(pl.col("pair_id").alias("item_id"))
        .join(stats, on="item_id", how="left")
        .with_columns(pl.col("n_samples").fill_null(0), pl.col("n_valid").fill_null(0)),
        review_beta,
    )
    keys = judgments.group_by("pair_id").agg(pl.col("request_key").first().alias("judged_key"))
    rest = [c for c in valid.columns if c not in (*carry, "pair_id")]
    judged = (
        stats.drop(carry, strict=False)
        .join(valid.rename({"pair_id": "item_id"}).select("item_id", *carry, *rest), on="item_id", how="left")
        .join(keys.rename({"pair_id": "item_id"}), on="item_id", how="left")
    )
    flagged = meta.filter(pl.col("flag").is_not_null()).rename({"pair_id": "item_id"})
    out = pl.concat([judged, flagged], how="diagonal_relaxed")
    first = [c for c in ITEM_RESULT_COLUMNS if c in out.columns]
    return out.select(first + [c for c in out.columns if c not in first])


def score_rows(items: pl.DataFrame, cal: CalibrationConfig) -> list[ScoreRow]:
    """The per-model table: every model over all turns, then per turn, then per category (bootstrap over
    ``question_id``; an item without one is its own question). Empty without ``model``."""
    if "model" not in items.columns:
        return []
    df = items.filter(pl.col("flag").is_null() & pl.col("model").is_not_null())
    qid = pl.col("question_id").cast(pl.String) if "question_id" in df.columns else pl.lit(None, dtype=pl.String)
    df = df.with_columns(qid.fill_null(pl.col("item_id").cast(pl.String)).alias("_q"))
    b = dict(unit="_q", n_bootstrap=cal.bootstrap_resamples, seed=cal.bootstrap_seed, alpha=1 - cal.ci_level)
    rows: list[ScoreRow] = []
    for r in model_scores(df, ("model",), **b).to_dicts():  # type: ignore[arg-type]
        rows.append(ScoreRow(**r))
    if "turn" in df.columns and df["turn"].drop_nulls().len():
        dt = df.with_columns(pl.col("turn").fill_null(1).cast(pl.Int64))
        rows += [ScoreRow(**r) for r in model_scores(dt, ("model", "turn"), **b).to_dicts()]  # type: ignore[arg-type]
    if "category" in df.columns:
        dc = df.filter(pl.col("category").is_not_null())
        if dc.height:
            rows += [ScoreRow(**r) for r in model_scores(dc, ("model", "category"), **b).to_dicts()]  # type: ignore[arg-type]
    return rows


def pointwise_section(items: pl.DataFrame, scale: Scale, cal: CalibrationConfig) -> PointwiseSection:
    """The summary's ``pointwise`` section of a run's ``items.parquet`` frame."""
    judged = items.filter(pl.col("flag").is_null())
    scored = judged.filter(pl.col("n_valid") > 0)

    def mean(col: str) -> float | None:
        v = scored[col].mean() if scored.height else None
        return float(v) if isinstance(v, (int, float)) else None

    return PointwiseSection(
        scale=ScaleRecord(min=scale.lo, max=scale.hi, step=scale.step),
        items_scored=scored.height,
        items_unscored=judged.height - scored.height,
        mean_score=mean("mean_score"),
        mean_std=mean("std_score"),
        mean_entropy=mean("entropy"),
        needs_review=int(judged["needs_review"].fill_null(False).sum()),
        review_beta=cal.review_beta,
        ci_level=cal.ci_level,
        bootstrap_resamples=cal.bootstrap_resamples,
        models=score_rows(items, cal),
    )


def single_metrics(judgments: pl.DataFrame, items: pl.DataFrame) -> QualityMetrics:
    """The summary's quality figures of a single-answer run: samples, parse failures and statuses, items
    with a score (``pairs_with_verdict``) and in review; the pairwise figures stay null / zero."""
    statuses = {s: int(n) for s, n in judgments.group_by("parse_status").len().sort("parse_status").iter_rows()}
    n = judgments.height
    failures = n - statuses.get("ok", 0)
    judged = items.filter(pl.col("flag").is_null())
    return QualityMetrics(
        judgments=n,
        parse_failures=failures,
        parse_failure_rate=failures / n if n else None,
        parse_status=statuses,
        pairs_with_verdict=int((judged["n_valid"] > 0).sum()),
        needs_review=int(judged["needs_review"].fill_null(False).sum()),
    )


def model_table_markdown(rows: list[ScoreRow]) -> list[str]:
    """The MT-Bench table as markdown: per model the mean over all turns with its interval, then each
    turn's mean (FastChat's "First turn", "Second turn", "Average"), best first."""
    overall = [r for r in rows if r.turn is None and r.category is None]
    turns = sorted({r.turn for r in rows if r.turn is not None and r.category is None})
    by = {(r.model, r.turn): r for r in rows if r.category is None}
    head = ["model", "score", "ci_low", "ci_high", "items", "unscored"] + [f"turn {t}" for t in turns]
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]

    def f(v: float | None) -> str:
        return "-" if v is None else f"{v:.2f}"

    for r in sorted(overall, key=lambda r: (-(r.score if r.score is not None else -1e9), r.model)):
        cells = [r.model, f(r.score), f(r.ci_low), f(r.ci_high), str(r.n_items), str(r.n_unscored)]
        cells += [f(by[(r.model, t)].score) if (r.model, t) in by else "-" for t in turns]
        lines.append("| " + " | ".join(c.replace("|", "\\|") for c in cells) + " |")
    return lines
