"""Win rate against a baseline model, with a bootstrap interval over questions.

Every model is compared with one baseline on the same questions (AlpacaEval; Arena-Hard-Auto;
MT-Bench's "pairwise-baseline" mode). Per model m, over its judged pairs against the baseline:

- ``unit="verdict"``: share of pairs m wins, ties as half: (wins + ties / 2) / pairs (FastChat
  ``fastchat/llm_judge/show_result.py`` ``display_result_pairwise``, ``win_rate_adjusted``);
- ``unit="score"``: mean over pairs of m's calibrated score in [0, 1] (``score_a`` of
  :func:`kernels.fivelevel.calibrate`, or 1 - it when m is response_b): a soft win rate;
- ``unit="battle"``: Arena-Hard-Auto v2.0 (``show_result.py``, commit 404392d, ``load_judgments``
  then ``groupby("model").mean()``): every parsed sample of every pair is a battle worth 0 / 0.5 / 1,
  a strong verdict counted ``weight`` times, all pooled: sum_p weight_p score_p / sum_p weight_p.

All three are a ratio of sums over questions, sum_q num_q / sum_q den_q, so the interval is one
cluster bootstrap (:func:`kernels.bootstrap.bootstrap_ratio`): the question ids are drawn with
replacement (seeded), every pair of a drawn question comes along, percentiles alpha/2, 1 - alpha/2.
(Arena-Hard itself resamples battles and reports the 5th-95th percentiles; resampling questions
keeps the pairs of one question together, as ``kernels.ranking`` does.)
"""

from __future__ import annotations

import numpy as np
import polars as pl

from judge_engine.kernels.bootstrap import bootstrap_ratio

UNITS = ("verdict", "score", "battle")


def _sided(pairs: pl.DataFrame, baseline: str, unit: str) -> pl.DataFrame:
    """One row per pair against the baseline: model, question_id, outcome o (1/0.5/0 or null),
    value x and weight d of the unit, from the non-baseline model's side."""
    a_is_base = pl.col("model_a") == baseline
    b_is_base = pl.col("model_b") == baseline
    df = pairs.filter(a_is_base ^ b_is_base)
    flip = pl.col("model_a") == baseline
    verdict = pl.col("verdict")
    o_a = pl.when(verdict == "a").then(1.0).when(verdict == "tie").then(0.5).when(verdict == "b").then(0.0)
    o = pl.when(flip).then(1.0 - o_a).otherwise(o_a)
    d: pl.Expr
    if unit == "verdict":
        x, d = o, pl.when(o.is_not_null()).then(1.0)
    else:
        x_a = pl.col("score_a")
        x = pl.when(flip).then(1.0 - x_a).otherwise(x_a)
        d = pl.col("weight") if unit == "battle" else pl.when(x.is_not_null()).then(1.0)
        d = pl.when(x.is_not_null()).then(d)
        x = x * d
    return df.select(
        pl.when(flip).then(pl.col("model_b")).otherwise(pl.col("model_a")).alias("model"),
        "question_id",
        o.alias("o"),
        x.alias("x"),
        d.alias("d"),
    )


def baseline_win_rate(
    pairs: pl.DataFrame,
    baseline: str,
    unit: str = "verdict",
    n_bootstrap: int = 1000,
    seed: int = 0,
    alpha: float = 0.05,
) -> pl.DataFrame:
    """Per model, the win rate against ``baseline`` with a percentile bootstrap interval over questions.

    Args:
        pairs: one row per pair: ``model_a``, ``model_b`` (str), ``question_id``, ``verdict``
            (a|b|tie, null when not judged); for ``unit="score"`` also ``score_a`` (f64 in [0, 1]),
            for ``unit="battle"`` also ``weight`` (f64 > 0, e.g. :func:`kernels.fivelevel.calibrate`).
            Pairs not involving the baseline exactly once are ignored.
        baseline: the baseline model's name.
        unit: ``"verdict"``, ``"score"`` or ``"battle"`` (module docstring).
        n_bootstrap: resamples (0: no interval).
        seed: ``numpy.random.default_rng`` seed, the same for every model (a paired bootstrap when
            the models share the questions).
        alpha: 1 - confidence level.

    Returns:
        One row per model other than the baseline: ``model``, ``win_rate`` (f64 in [0, 1], null
        when no pair was judged), ``ci_low``, ``ci_high``, ``wins``, ``ties``, ``losses`` (i64, by
        verdict), ``n_pairs`` (i64, judged pairs), ``n_unjudged`` (i64, pairs without a verdict or
        value), ``n_questions`` (i64); sorted by win_rate descending, then model.

    Raises:
        ValueError: unknown unit, a missing column, the baseline in no pair, a null question_id.
    """
    if unit not in UNITS:
        raise ValueError(f"unit must be one of {UNITS}, got {unit!r}")
    need = (
        ["model_a", "model_b", "question_id", "verdict"]
        + (["score_a"] if unit != "verdict" else [])
        + (["weight"] if unit == "battle" else [])
    )
    missing = [c for c in need if c not in pairs.columns]
    if missing:
        raise ValueError(f"baseline_win_rate(unit={unit!r}) needs column(s) {missing}; got {pairs.columns}")
    if not ((pairs["model_a"] == baseline) | (pairs["model_b"] == baseline)).any():
        raise ValueError(f"baseline {baseline!r} is in no pair (model_a / model_b)")
    sided = _sided(pairs, baseline, unit)
    if sided["question_id"].null_count():
        raise ValueError("column 'question_id' is null for a pair against the baseline (the bootstrap unit)")
    per_q = (
        sided.group_by("model", "question_id")
        .agg(
            pl.col("x").sum().alias("num"),
            pl.col("d").sum().alias("den"),
            (pl.col("o") == 1.0).sum().alias("w"),
            (pl.col("o") == 0.5).sum().alias("t"),
            (pl.col("o") == 0.0).sum().alias("l"),
            pl.col("d").count().alias("n"),
            pl.len().alias("all"),
        )
        .sort("model", "question_id")
    )
    rows = []
    for (model,), g in per_q.group_by(["model"], maintain_order=True):
        num, den = g["num"].to_numpy().astype(np.float64), g["den"].to_numpy().astype(np.float64)
        keep = den > 0
        ci = bootstrap_ratio(num[keep], den[keep], n_bootstrap, seed, alpha)
        n = int(g["n"].sum())
        rows.append(
            {
                "model": model,
                "win_rate": ci["value"],
                "ci_low": ci["low"],
                "ci_high": ci["high"],
                "wins": int(g["w"].sum()),
                "ties": int(g["t"].sum()),
                "losses": int(g["l"].sum()),
                "n_pairs": n,
                "n_unjudged": int(g["all"].sum()) - n,
                "n_questions": int(keep.sum()),
            }
        )
    schema = {
        "model": pl.String,
        "win_rate": pl.Float64,
        "ci_low": pl.Float64,
        "ci_high": pl.Float64,
        "wins": pl.Int64,
        "ties": pl.Int64,
        "losses": pl.Int64,
        "n_pairs": pl.Int64,
        "n_unjudged": pl.Int64,
        "n_questions": pl.Int64,
    }
    return pl.DataFrame(rows, schema=schema).sort(["win_rate", "model"], descending=[True, False], nulls_last=True)
