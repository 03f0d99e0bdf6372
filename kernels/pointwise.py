"""Single-answer (pointwise) grading: per-item mean, spread and entropy of k sampled scores, the
review queue, and per-model means with question-bootstrap intervals (the MT-Bench table).

A pointwise judge scores one response (or one turn of a conversation) on a declared scale, k times.
There is no presentation order, so nothing is position-calibrated (and nothing is faked): the k
samples of an item are summarised directly.

Sources:
- Single-answer grading and its table: Zheng et al. 2023, "Judging LLM-as-a-Judge with MT-Bench
  and Chatbot Arena", Sec. 3.1; lm-sys/FastChat ``fastchat/llm_judge/show_result.py``
  (``display_result_single``, commit 0e6d3e4): rows with score -1 (unparsed) are dropped, then the
  per-turn table is ``groupby(["model", "turn"]).mean()`` and the "Average" is
  ``groupby("model").mean()`` over all remaining (question, turn) rows, i.e. pooled over turns, not a
  mean of the two turn means. :func:`model_scores` computes exactly that pooled mean.
- Entropy of the sampled scores: the pointwise analogue of BPDE (Wang et al. 2024, "Large Language
  Models are not Fair Evaluators", Eq. 6): H = -sum_v p_v ln p_v over the declared scale's values v,
  p_v = (samples binned to v) / n_valid, natural log, 0 ln 0 = 0.
- Review selection: Wang et al. 2024 Sec. 3.3 (HITLC), via :func:`kernels.review.review_mask`.
- Intervals: percentile bootstrap over questions (Efron & Tibshirani 1993, ch. 13), via
  :func:`kernels.bootstrap.bootstrap_ratio` (a cluster bootstrap: every item of a drawn question
  comes along).

Input, the pointwise judgments table (one row per sample): ``item_id`` (str or int, unique per
graded response/turn), ``sample`` (int), ``score`` (f64, null when unparsed), and, carried per item,
any of ``model`` (str), ``question_id``, ``turn`` (int), ``category`` (str).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import polars as pl

from judge_engine.kernels.bootstrap import bootstrap_ratio
from judge_engine.kernels.review import review_mask

CARRY = ("model", "question_id", "turn", "category")


@dataclass(frozen=True)
class Scale:
    """A declared score scale: the values ``lo, lo + step, ..., hi`` (e.g. MT-Bench 1..10, Prometheus 1..5).

    Binning (for the entropy): a score s falls in bin ``floor((s - lo) / step + 0.5)``, i.e. the
    nearest scale value, halves rounded up (7.5 on a 1..10 scale counts as 8); so integer scores on
    an integer scale are their own bins. Scores outside [lo, hi] are an error, never clipped.

    Raises:
        ValueError: ``step <= 0``, ``hi <= lo``, or (hi - lo) not a whole number of steps.
    """

    lo: float = 1.0
    hi: float = 10.0
    step: float = 1.0

    def __post_init__(self) -> None:
        if not self.step > 0:
            raise ValueError(f"scale step must be > 0, got {self.step}")
        if not self.hi > self.lo:
            raise ValueError(f"scale hi must be > lo, got lo={self.lo}, hi={self.hi}")
        k = (self.hi - self.lo) / self.step
        if abs(k - round(k)) > 1e-9:
            raise ValueError(f"scale (hi - lo) must be a whole number of steps, got {self.hi - self.lo} / {self.step}")

    @property
    def n_values(self) -> int:
        """Number of scale values (bins); ``ln(n_values)`` bounds the entropy."""
        return round((self.hi - self.lo) / self.step) + 1


def _check_rows(df: pl.DataFrame, scale: Scale) -> None:
    """Raise ValueError on a missing column, a null item_id / sample (naming the row), or a NaN /
    out-of-scale score (naming the item and sample)."""
    for col in ("item_id", "sample", "score"):
        if col not in df.columns:
            raise ValueError(f"pointwise judgments need column {col!r}; got {df.columns}")
    for col in ("item_id", "sample"):
        if df.get_column(col).null_count():
            row = int(df.get_column(col).is_null().arg_max() or 0)
            raise ValueError(f"row {row}, column {col!r}: null (every sample needs an item_id and a sample number)")
    s = pl.col("score")
    bad = df.filter(s.is_nan() | (s < scale.lo - 1e-9) | (s > scale.hi + 1e-9))
    if bad.height:
        r = bad.row(0, named=True)
        raise ValueError(
            f"column 'score' of item_id={r['item_id']!r}, sample={r['sample']}: {r['score']} is NaN or "
            f"outside the scale [{scale.lo}, {scale.hi}] (an unparsed score must be null)"
        )


def _check_items(base: pl.DataFrame, carry: Sequence[str]) -> None:
    """Raise ValueError on a duplicate (item_id, sample) or a carried column that varies within an
    item, from the per-item ``_dup`` and ``_nu_<col>`` aggregates; the message names the item."""
    dup = base.filter(pl.col("_dup"))
    if dup.height:
        raise ValueError(f"duplicate (item_id, sample) rows in item_id={dup['item_id'][0]!r}")
    for c in carry:
        varying = base.filter(pl.col(f"_nu_{c}") > 1)
        if varying.height:
            raise ValueError(
                f"column {c!r} varies within item_id={varying['item_id'][0]!r} (it must be constant per item)"
            )


def item_stats(
    judgments: pl.DataFrame | pl.LazyFrame, scale: Scale = Scale(), ddof: int = 0, carry: Sequence[str] = CARRY
) -> pl.DataFrame:
    """Per-item mean, spread and entropy of the k sampled scores.

    Args:
        judgments: the pointwise judgments table (module docstring); any number of samples per item.
        scale: the declared scale (binning for the entropy; range check).
        ddof: delta degrees of freedom of ``std_score``: 0 (default) is the spread of the k samples
            themselves (population form, 0 for one sample); 1 is the sample standard deviation.
        carry: per-item columns copied to the output (those of them present in ``judgments``).

    Returns:
        One row per ``item_id``, sorted by it: the carried columns, ``n_samples`` (u32, rows),
        ``n_valid`` (u32, non-null scores), ``mean_score`` (f64, scale units), ``std_score`` (f64,
        scale units, sqrt(sum (s - mean)^2 / (n_valid - ddof)); null when n_valid <= ddof),
        ``entropy`` (f64, nats, in [0, ln(min(n_valid, scale.n_values))]); the three are null when
        n_valid = 0.

    Raises:
        ValueError: a missing column, duplicate (item_id, sample), a NaN or out-of-scale score, a
            carried column that varies within an item, ddof < 0.
    """
    if ddof < 0:
        raise ValueError(f"ddof must be >= 0, got {ddof}")
    df = judgments.collect() if isinstance(judgments, pl.LazyFrame) else judgments
    carry = [c for c in carry if c in df.columns]
    _check_rows(df, scale)
    s = pl.col("score")
    base = df.group_by("item_id").agg(
        *(pl.col(c).first() for c in carry),
        *(pl.col(c).n_unique().alias(f"_nu_{c}") for c in carry),
        (pl.col("sample").n_unique() < pl.len()).alias("_dup"),
        pl.len().cast(pl.UInt32).alias("n_samples"),
        s.count().cast(pl.UInt32).alias("n_valid"),
        s.mean().alias("mean_score"),
        s.std(ddof=ddof).alias("std_score"),
    )
    _check_items(base, carry)
    counts = (
        df.filter(s.is_not_null())
        .group_by("item_id", ((s - scale.lo) / scale.step + 0.5).floor().cast(pl.Int64).alias("_bin"))
        .len("_c")
    )
    c = pl.col("_c").cast(pl.Float64)
    ent = counts.group_by("item_id").agg(((c.sum().log() * c.sum() - (c * c.log()).sum()) / c.sum()).alias("entropy"))
    out = base.join(ent, on="item_id", how="left").with_columns(
        pl.when(pl.col("n_valid") > ddof).then(pl.col("std_score")).alias("std_score"),
        pl.when(pl.col("entropy").abs() < 1e-12).then(0.0).otherwise(pl.col("entropy")).alias("entropy"),
    )
    return out.sort("item_id").select("item_id", *carry, "n_samples", "n_valid", "mean_score", "std_score", "entropy")


def with_review(items: pl.DataFrame, beta: float) -> pl.DataFrame:
    """Add ``needs_review`` (bool) to :func:`item_stats` output by the entropy rule.

    The top ceil(beta * N) of the N items with a valid score, by ``entropy`` (ties broken by
    ``item_id`` ascending), plus every item with no valid score (nothing else can grade it): the
    BPDE rule of :func:`kernels.review.select_for_review` with entropy in place of BPDE.

    Raises:
        ValueError: beta outside [0, 1].
    """
    srt = items.sort("item_id")
    has = (srt["n_valid"] > 0).to_numpy()
    ent = srt["entropy"].fill_null(0.0).to_numpy().astype(np.float64)
    mask = review_mask(ent, has, beta)
    return srt.with_columns(pl.Series("needs_review", mask, dtype=pl.Boolean))


def model_scores(
    items: pl.DataFrame,
    by: Sequence[str] = ("model",),
    unit: str = "question_id",
    n_bootstrap: int = 1000,
    seed: int = 0,
    alpha: float = 0.05,
) -> pl.DataFrame:
    """Mean item score per group with a percentile bootstrap interval over questions.

    The group score is the pooled mean of ``mean_score`` over the group's items with a valid score
    (FastChat ``display_result_single``; with k = 1 it is FastChat's table exactly). The interval
    resamples the group's ``unit`` values (question ids) with replacement, seeded, every item of a
    drawn question coming along; the statistic of a replicate is sum(item means) / (items).

    Args:
        items: :func:`item_stats` output with the ``by`` columns and ``unit``.
        by: grouping columns, e.g. ``("model",)``, ``("model", "turn")``, ``("model", "category")``.
        unit: the resampling unit column.
        n_bootstrap: resamples (0: no interval).
        seed: ``numpy.random.default_rng`` seed; every group uses it (with the same question set
            the draws are the same, a paired bootstrap across models).
        alpha: 1 - confidence level (0.05: the 2.5 and 97.5 percentiles).

    Returns:
        One row per group (sorted by ``by``): the ``by`` columns, ``score`` (f64, scale units, null
        when no item has a valid score), ``ci_low``, ``ci_high`` (f64, null without resamples),
        ``n_items`` (i64, items with a valid score), ``n_unscored`` (i64, items without one),
        ``n_questions`` (i64, distinct units with a valid item).

    Raises:
        ValueError: a ``by`` or ``unit`` column missing, or null in a ``by``/``unit`` value.
    """
    for col in (*by, unit):
        if col not in items.columns:
            raise ValueError(f"model_scores needs column {col!r}; got {items.columns}")
        if items[col].null_count():
            raise ValueError(f"column {col!r} has null values; every item needs one")
    valid = pl.col("mean_score").is_not_null()
    per_q = (
        items.group_by(*by, unit)
        .agg(pl.col("mean_score").sum().alias("_num"), valid.sum().alias("_den"), (~valid).sum().alias("_un"))
        .sort(*by, unit)
    )
    rows = []
    for key, g in per_q.group_by(list(by), maintain_order=True):
        num, den = g["_num"].to_numpy().astype(np.float64), g["_den"].to_numpy().astype(np.float64)
        keep = den > 0
        ci = bootstrap_ratio(num[keep], den[keep], n_bootstrap, seed, alpha)
        rows.append(
            {
                **dict(zip(by, key)),
                "score": ci["value"],
                "ci_low": ci["low"],
                "ci_high": ci["high"],
                "n_items": int(den.sum()),
                "n_unscored": int(g["_un"].sum()),
                "n_questions": int(keep.sum()),
            }
        )
    schema = {c: items.schema[c] for c in by} | {
        "score": pl.Float64,
        "ci_low": pl.Float64,
        "ci_high": pl.Float64,
        "n_items": pl.Int64,
        "n_unscored": pl.Int64,
        "n_questions": pl.Int64,
    }
    return pl.DataFrame(rows, schema=schema).sort(*by)


def mt_bench_table(items: pl.DataFrame, n_bootstrap: int = 1000, seed: int = 0, alpha: float = 0.05) -> pl.DataFrame:
    """The MT-Bench single-grading table: per model, the mean over all turns with its interval and
    one column per turn (FastChat ``display_result_single``: "First turn", "Second turn", "Average").

    Args:
        items: :func:`item_stats` output with ``model``, ``question_id`` and ``turn`` (int).

    Returns:
        ``model``, ``score`` (pooled mean over both turns), ``ci_low``, ``ci_high``, ``n_items``,
        ``n_unscored``, then ``turn_<t>`` (f64, mean of that turn) for every turn present, sorted by
        ``score`` descending then ``model``.
    """
    overall = model_scores(items, ("model",), "question_id", n_bootstrap, seed, alpha)
    turns = model_scores(items, ("model", "turn"), "question_id", 0, seed, alpha)
    wide = turns.select("model", pl.format("turn_{}", "turn").alias("t"), "score").pivot(
        on="t", index="model", values="score"
    )
    tcols = sorted((c for c in wide.columns if c != "model"), key=lambda c: int(c.split("_")[1]))
    return (
        overall.select("model", "score", "ci_low", "ci_high", "n_items", "n_unscored")
        .join(wide.select("model", *tcols), on="model", how="left")
        .sort(["score", "model"], descending=[True, False], nulls_last=True)
    )


def max_entropy(n_valid: int, scale: Scale) -> float:
    """Upper bound of :func:`item_stats`' entropy for n_valid samples: ln(min(n_valid, scale values))."""
    return math.log(min(n_valid, scale.n_values)) if n_valid > 0 else 0.0
