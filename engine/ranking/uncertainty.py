"""Intervals that include the judge's own uncertainty, for ``judge-engine rank``, and the flags read from them.

The question-only intervals of the leaderboard treat each pair's calibrated verdict as fixed. The k samples
in each of the two orders that the run paid for show how much the judge itself varies: the two-level
bootstrap (:func:`judge_engine.kernels.judge_bootstrap.judge_uncertainty_leaderboard`; Davison & Hinkley
1997, Sec. 3.8) resamples questions, then within each drawn pair the judge's parsed (order, sample)
judgments. It fits Bradley-Terry on the pairs' soft outcomes (the mean of their samples' outcomes, Wang
et al. 2024's p_win + p_tie / 2), so its score (``judge_score``) is that fit's, beside the verdict-based
``score``; its question-only interval is reported too (``judge_q_ci_*``), so the widening the judge adds
is visible on one fit.

Flags: ``rank_ub`` (Chatbot Arena's rank upper bound: 1 + the models whose interval lies wholly above)
uses the two-level intervals when they exist; ``significant`` (``--previous``) keeps comparing the
question-only intervals, and ``significant_judge`` compares the two-level ones.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
import polars as pl

from judge_engine.errors import JudgeEngineError
from judge_engine.kernels.judge_bootstrap import judge_uncertainty_leaderboard
from judge_engine.pipeline.store import Store

JUDGE_COLUMNS = ("judge_score", "judge_ci_low", "judge_ci_high", "judge_q_ci_low", "judge_q_ci_high")


@dataclass(frozen=True)
class JudgeOutcome:
    """What :func:`judge_intervals` adds: ``columns`` (``model`` plus :data:`JUDGE_COLUMNS`, f64, Elo-like) or
    None, the leaderboard's ``judge_uncertainty`` section (or None) and ``notes`` for the user."""

    columns: pl.DataFrame | None
    section: dict[str, Any] | None
    notes: list[str] = field(default_factory=list)


def _samples(out_dir: Path, pairs: pl.DataFrame) -> pl.DataFrame:
    """One row per stored judgment of ``pairs``: pair_id, question_id, model_a, model_b, order, sample, verdict."""
    j = Store(out_dir).read_judgments(["pair_id", "order", "sample", "verdict", "request_key"])
    keys = pairs.select(
        pl.col("pair_id").cast(pl.String),
        (pl.col("question_id") if "question_id" in pairs.columns else pl.col("pair_id")).cast(pl.String).alias("qid"),
        "model_a",
        "model_b",
        *([pl.col("judged_key")] if "judged_key" in pairs.columns else []),
    )
    j = j.join(keys, on="pair_id", how="inner")
    if "judged_key" in j.columns:  # order ab: only the texts that were judged last (an edited input leaves old keys)
        j = j.filter(
            (pl.col("order") != "ab") | pl.col("judged_key").is_null() | (pl.col("request_key") == pl.col("judged_key"))
        )
    return j.select("pair_id", pl.col("qid").alias("question_id"), "model_a", "model_b", "order", "sample", "verdict")


def judge_intervals(
    out_dir: Path, pairs: pl.DataFrame, board: pl.DataFrame, baseline: str, n_bootstrap: int, seed: int
) -> JudgeOutcome:
    """Two-level and question-only intervals on the soft outcomes of the ranked models' pairs.

    Args:
        pairs: the ranked component's compared pairs (``pairs.parquet`` rows with a verdict and two models).
        board: the verdict leaderboard (its ``note`` says which models get no interval: the same models
            get none here, for the same reasons: anchor, too few questions, an unbounded score).

    Returns:
        :class:`JudgeOutcome`; ``columns`` None (with a note) when the judgments cannot be read or do not
        fit the kernel's table (e.g. two judgments of one pair, order and sample under different texts).
    """
    if n_bootstrap <= 0:
        return JudgeOutcome(None, None, ["no two-level intervals: --bootstrap 0"])
    try:
        samples = _samples(out_dir, pairs)
        res = judge_uncertainty_leaderboard(samples, baseline=baseline, n_bootstrap=n_bootstrap, seed=seed)
    except (JudgeEngineError, ValueError) as exc:
        return JudgeOutcome(None, None, [f"no two-level intervals: {exc}"])
    cols = res.board.select(
        "model",
        pl.col("score").alias("judge_score"),
        pl.col("ci_low_two_level").alias("judge_ci_low"),
        pl.col("ci_high_two_level").alias("judge_ci_high"),
        pl.col("ci_low_question").alias("judge_q_ci_low"),
        pl.col("ci_high_question").alias("judge_q_ci_high"),
    )
    no_interval = board.filter(pl.col("note").is_not_null() & (pl.col("note") != "anchor"))["model"].implode()
    ci = [c for c in JUDGE_COLUMNS if c != "judge_score"]
    cols = cols.with_columns(
        [pl.when(pl.col("model").is_in(no_interval)).then(None).otherwise(pl.col(c)).alias(c) for c in ci]
    )
    section = {
        "n_bootstrap": n_bootstrap,
        "seed": seed,
        "samples": int(samples.height),
        "outcome": "mean of the pair's parsed samples (1 a, 0.5 tie, 0 b), both orders",
        "notes": list(res.notes),
    }
    return JudgeOutcome(cols, section, list(res.notes))


def rank_upper_bound(low: pl.Series, high: pl.Series) -> pl.Series:
    """Chatbot Arena's rank (UB): 1 + how many models' lower bound lies above this model's upper bound.

    Args:
        low, high: f64 interval bounds, one per model (null: no interval).

    Returns:
        Int64; null where the model has no interval. Models whose intervals overlap share a value or
        interleave: a rank difference between them is not significant.
    """
    lo = low.cast(pl.Float64).to_numpy()
    hi = high.cast(pl.Float64).to_numpy()
    above = np.array([np.sum(lo[~np.isnan(lo)] > h) + 1 if not np.isnan(h) else -1 for h in hi], dtype=np.int64)
    return pl.Series("rank_ub", above, dtype=pl.Int64).replace(-1, None)


def significant_judge(board: pl.DataFrame, previous: pl.DataFrame) -> pl.DataFrame:
    """``board`` plus ``significant_judge``: the two nights' two-level intervals do not overlap (null when
    either night has none, e.g. a leaderboard written before schema version 2)."""
    if "judge_ci_low" not in board.columns or "judge_ci_low" not in previous.columns:
        return board.with_columns(pl.lit(None, dtype=pl.Boolean).alias("significant_judge"))
    prev = previous.select("model", pl.col("judge_ci_low").alias("_plo"), pl.col("judge_ci_high").alias("_phi"))
    out = board.join(prev, on="model", how="left").with_columns(
        ((pl.col("judge_ci_low") > pl.col("_phi")) | (pl.col("judge_ci_high") < pl.col("_plo"))).alias(
            "significant_judge"
        )
    )
    return out.drop("_plo", "_phi")
