"""Leaderboard intervals that include the judge's own uncertainty: a two-level bootstrap.

The question-only bootstrap (:mod:`judge_engine.kernels.ranking`) treats each pair's verdict as
fixed, so it measures how the ranking would move with other questions, not with another draw of
the judge. With k samples in each of the two orders per pair (Wang et al. 2024, "Large Language
Models are not Fair Evaluators", MEC x BPC), the judge's variability is observable. Here:

* A pair's outcome is the mean of its parsed samples' outcomes over both orders and all samples
  (1 a, 0.5 tie, 0 b), i.e. p_win + p_tie / 2 with Wang et al.'s outcome shares p_er (Eq. 6's
  inputs). The Bradley-Terry fit uses these soft outcomes (:func:`judge_engine.kernels.bt.fit_bt`);
  the point estimate is that fit.
* **Question-only interval**: resample questions with replacement (all pairs of a drawn question
  come along, their outcomes fixed); percentile interval.
* **Two-level interval**: the same question draws (the same seed, so the two intervals differ only
  by the inner stage), then, for every copy of every pair of a drawn question, resample that pair's
  n parsed (order, sample) judgments with replacement (n out of n, orders pooled, so a replicate may
  lean to one order: position bias is part of the judge's uncertainty) and recompute its outcome.
  This is the two-stage (cluster, then within-cluster) bootstrap of Davison & Hinkley 1997,
  "Bootstrap Methods and their Application", Sec. 3.8 (their strategy of resampling at both stages,
  which is conservative: it adds the within-cluster variance once more than the truth when there
  are few units per cluster) and Field & Welsh 2007 ("Bootstrapping clustered data", JRSS-B).

With a deterministic judge (all samples of a pair agree) the two intervals are identical.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import polars as pl

from judge_engine.kernels.bt import elo, fit_bt, question_multiplicities

__all__ = ["JudgeIntervals", "judge_uncertainty_leaderboard", "JUDGMENT_COLUMNS"]

JUDGMENT_COLUMNS = ("pair_id", "question_id", "model_a", "model_b", "order", "sample")


@dataclass(frozen=True)
class JudgeIntervals:
    """Output of :func:`judge_uncertainty_leaderboard`.

    Attributes:
        board: one row per model sorted by rank: ``model`` (str), ``rank`` (i64), ``score`` (f64,
            Elo-like), ``ci_low_question``, ``ci_high_question`` (question-only bootstrap),
            ``ci_low_two_level``, ``ci_high_two_level`` (questions, then the judge's samples and orders),
            ``n_pairs``, ``n_samples`` (i64, judged pairs and parsed samples involving the model).
            Interval columns are null (never NaN) when ``n_bootstrap`` = 0 or the model was never drawn
            together with the baseline.
        notes: what was excluded (unparsed samples, pairs with no parsed sample).
    """

    board: pl.DataFrame
    notes: tuple[str, ...]


def _sample_values(j: pl.DataFrame) -> pl.Expr:
    if "verdict" in j.columns:
        bad = j.filter(pl.col("verdict").is_not_null() & ~pl.col("verdict").is_in(["a", "b", "tie"]))
        if bad.height:
            raise ValueError(f"row {bad['_row'][0]}, column 'verdict': {bad['verdict'][0]!r} is not a|b|tie|null")
        return (
            pl.when(pl.col("verdict") == "a")
            .then(1.0)
            .when(pl.col("verdict") == "b")
            .then(0.0)
            .when(pl.col("verdict") == "tie")
            .then(0.5)
            .otherwise(None)
        )
    if "score_a" in j.columns and "score_b" in j.columns:
        d = pl.col("score_a").cast(pl.Float64) - pl.col("score_b").cast(pl.Float64)
        return pl.when(d > 0).then(1.0).when(d < 0).then(0.0).when(d == 0).then(0.5).otherwise(None)
    raise ValueError("judgments need a 'verdict' column or 'score_a' and 'score_b'")


def _tables(judgments: pl.DataFrame):
    """Per-sample values sorted by pair, and the per-pair table; plus notes."""
    missing = [c for c in JUDGMENT_COLUMNS if c not in judgments.columns]
    if missing:
        raise ValueError(f"judgments: columns {missing} are missing (have {judgments.columns})")
    j = judgments.with_row_index("_row")
    dup = (
        j.group_by("pair_id", "order", "sample").agg(pl.col("_row").sort().head(2), pl.len()).filter(pl.col("len") > 1)
    )
    if dup.height:
        r = dup.sort(pl.col("_row").list.get(1)).row(0, named=True)
        raise ValueError(
            f"rows {r['_row'][0]} and {r['_row'][1]}: duplicate judgment (pair_id {r['pair_id']!r}, "
            f"order {r['order']!r}, sample {r['sample']})"
        )
    clash = (
        j.group_by("pair_id")
        .agg(pl.struct("question_id", "model_a", "model_b").n_unique().alias("k"), pl.col("_row").min())
        .filter(pl.col("k") > 1)
    )
    if clash.height:
        r = clash.sort("_row").row(0, named=True)
        raise ValueError(
            f"pair_id {r['pair_id']!r} (first at row {r['_row']}) has more than one (question_id, model_a, model_b)"
        )
    s = j.with_columns(_sample_values(j).alias("v"))
    valid = s.filter(pl.col("v").is_not_null() & pl.col("model_a").is_not_null() & pl.col("model_b").is_not_null())
    notes = []
    if valid.height < s.height:
        notes.append(f"{s.height - valid.height} of {s.height} samples not used (unparsed, or no model name)")
    n_pairs_all = s["pair_id"].n_unique()
    valid = valid.sort("pair_id", "order", "sample")
    pairs = valid.group_by("pair_id", maintain_order=True).agg(
        pl.col("question_id").first().cast(pl.String),
        pl.col("model_a").first(),
        pl.col("model_b").first(),
        pl.col("v").mean().alias("y"),
        pl.len().alias("n"),
    )
    if pairs.height < n_pairs_all:
        notes.append(f"{n_pairs_all - pairs.height} of {n_pairs_all} pairs have no parsed sample and are not ranked")
    if pairs.height == 0:
        raise ValueError("no pair has a parsed judgment: nothing to rank")
    return valid["v"].to_numpy(), pairs, notes


def _two_level_outcomes(values, start, n, mult_pair, rng):
    """Pair copies (index into pairs) and their resampled soft outcomes for one replicate."""
    copy_pair = np.repeat(np.arange(n.size), mult_pair)
    n_copy = n[copy_pair]
    copy_of_draw = np.repeat(np.arange(copy_pair.size), n_copy)
    offset = np.floor(rng.random(copy_of_draw.size) * n_copy[copy_of_draw]).astype(np.int64)
    draws = start[copy_pair][copy_of_draw] + offset
    y = np.bincount(copy_of_draw, weights=values[draws], minlength=copy_pair.size) / n_copy
    return copy_pair, y


def judge_uncertainty_leaderboard(
    judgments: pl.DataFrame, baseline: str | None = None, n_bootstrap: int = 200, seed: int = 0, ci_level: float = 0.95
) -> JudgeIntervals:
    """Bradley-Terry leaderboard on soft pair outcomes with question-only and two-level intervals.

    Args:
        judgments: one row per judge sample (the engine's judgments joined with the pairs' three
            columns): ``pair_id`` (str), ``question_id`` (str), ``model_a``, ``model_b`` (str),
            ``order`` (ab|ba), ``sample`` (int), and ``verdict`` (a|b|tie|null, already mapped back to
            the original a/b) or ``score_a``, ``score_b`` (f64, null when unparsed; the sample's verdict
            is the sign of score_a - score_b, Wang et al.'s ER_i). ``verdict`` wins when both exist.
        baseline: model anchored at 1000 (default: first by name).
        n_bootstrap: replicates of each bootstrap (0: intervals null).
        seed: seeds the question draws (shared by both bootstraps) and, offset, the inner draws.
        ci_level: interval level.

    Returns:
        :class:`JudgeIntervals`.

    Raises:
        ValueError: missing columns, duplicate (pair_id, order, sample), a pair_id with two
            (question_id, model_a, model_b), a bad verdict, nothing parsed, unknown baseline.
    """
    values, pairs, notes = _tables(judgments)
    models = sorted(set(pairs["model_a"].to_list()) | set(pairs["model_b"].to_list()))
    base = baseline if baseline is not None else models[0]
    if base not in models:
        raise ValueError(f"baseline {base!r} is not among the ranked models: {models}")
    idx = {mname: i for i, mname in enumerate(models)}
    m, b = len(models), idx[base]
    ia = np.array([idx[x] for x in pairs["model_a"]], dtype=np.int64)
    ib = np.array([idx[x] for x in pairs["model_b"]], dtype=np.int64)
    y, n = pairs["y"].to_numpy(), pairs["n"].to_numpy().astype(np.int64)
    start = np.concatenate([[0], np.cumsum(n)[:-1]])
    _, unit = np.unique(pairs["question_id"].to_numpy(), return_inverse=True)
    point = elo(fit_bt(ia, ib, y, m).theta, b)
    reps_q, reps_2 = np.full((n_bootstrap, m), np.nan), np.full((n_bootstrap, m), np.nan)
    inner = np.random.default_rng([seed, 1])
    for r, mult in enumerate(question_multiplicities(int(unit.max()) + 1, n_bootstrap, seed)):
        mp = mult[unit]
        seen = (np.bincount(ia, weights=mp, minlength=m) + np.bincount(ib, weights=mp, minlength=m)) > 0
        if not seen[b]:
            continue
        reps_q[r] = np.where(seen, elo(fit_bt(ia, ib, y, m, mp).theta, b), np.nan)
        cp, yc = _two_level_outcomes(values, start, n, mp, inner)
        reps_2[r] = np.where(seen, elo(fit_bt(ia[cp], ib[cp], yc, m).theta, b), np.nan)
    cols = {"model": models, "score": point}
    for name, reps in (("question", reps_q), ("two_level", reps_2)):
        lo, hi = _percentiles(reps, ci_level) if n_bootstrap else (np.full(m, np.nan),) * 2
        cols[f"ci_low_{name}"], cols[f"ci_high_{name}"] = lo, hi
    cols["n_pairs"] = (np.bincount(ia, minlength=m) + np.bincount(ib, minlength=m)).astype(np.int64)
    cols["n_samples"] = (np.bincount(ia, weights=n, minlength=m) + np.bincount(ib, weights=n, minlength=m)).astype(
        np.int64
    )
    board = (
        pl.DataFrame(cols)
        .with_columns(pl.col("^ci_.*$").fill_nan(None))
        .sort(["score", "model"], descending=[True, False])
        .with_row_index("rank", offset=1)
    )
    board = board.select(
        "model",
        pl.col("rank").cast(pl.Int64),
        "score",
        "ci_low_question",
        "ci_high_question",
        "ci_low_two_level",
        "ci_high_two_level",
        "n_pairs",
        "n_samples",
    )
    return JudgeIntervals(board, tuple(notes))


def _percentiles(reps: np.ndarray, ci_level: float) -> tuple[np.ndarray, np.ndarray]:
    alpha = 1 - ci_level
    empty = np.all(np.isnan(reps), axis=0)
    lo, hi = np.nanquantile(np.where(empty[None, :], 0.0, reps), [alpha / 2, 1 - alpha / 2], axis=0)
    return np.where(empty, np.nan, lo), np.where(empty, np.nan, hi)
