"""Bradley-Terry ranking of models from calibrated pair verdicts, with bootstrap intervals.

Model (Bradley & Terry 1952): P(i beats j) = 1 / (1 + exp(theta_j - theta_i)). A tie counts as
half a win for each side (the convention of Chatbot Arena's leaderboard code; Zheng et al. 2023).
theta is fitted by maximum likelihood (scipy L-BFGS on the weighted negative log-likelihood, with a
1e-6 ridge for identifiability when a model never loses) and reported on an Elo-like scale:
score = 1000 + 400 * (theta - theta_baseline) / ln 10, so the baseline model scores 1000 and a
400-point gap means 10:1 odds.

Intervals: percentile bootstrap over questions (the resampling unit is the question: every pair of a
drawn question comes along), seeded.
"""

from __future__ import annotations

import math

import numpy as np
import polars as pl
from scipy.optimize import minimize

ELO_SCALE = 400.0 / math.log(10.0)


def _outcomes(pairs: pl.DataFrame) -> pl.DataFrame:
    """model_a, model_b, w_a (1 win, 0.5 tie, 0 loss) for pairs with a verdict."""
    return pairs.filter(pl.col("verdict").is_not_null() & pl.col("model_a").is_not_null()
                        & pl.col("model_b").is_not_null()).select(
        "model_a", "model_b",
        pl.when(pl.col("verdict") == "a").then(1.0).when(pl.col("verdict") == "b").then(0.0)
        .otherwise(0.5).alias("w_a"),
        *([pl.col("question_id")] if "question_id" in pairs.columns else []),
    )


def fit_bradley_terry(ia: np.ndarray, ib: np.ndarray, w: np.ndarray, n_models: int,
                      ridge: float = 1e-6) -> np.ndarray:
    """Maximum-likelihood Bradley-Terry strengths.

    Args:
        ia, ib: int arrays (length N) of the two models of each comparison.
        w: float array (length N): 1 if ia won, 0 if ib won, 0.5 for a tie.
        n_models: number of models.

    Returns:
        theta (float64, n_models), centred to mean 0 (natural-log odds units).
    """
    if ia.size == 0:
        return np.zeros(n_models)

    def nll(theta: np.ndarray) -> tuple[float, np.ndarray]:
        d = theta[ia] - theta[ib]
        # -[w log s(d) + (1 - w) log s(-d)] = log(1 + e^-d) + (1 - w) d
        loss = np.logaddexp(0.0, -d) + (1.0 - w) * d
        p = 1.0 / (1.0 + np.exp(-d))
        g_d = p - w
        grad = np.bincount(ia, weights=g_d, minlength=n_models) - np.bincount(ib, weights=g_d, minlength=n_models)
        return float(loss.sum() + ridge * theta @ theta), grad + 2 * ridge * theta

    res = minimize(nll, np.zeros(n_models), jac=True, method="L-BFGS-B")
    theta = res.x
    return theta - theta.mean()


def leaderboard(pairs: pl.DataFrame, baseline: str | None = None, n_bootstrap: int = 200, seed: int = 0,
                ci_level: float = 0.95) -> pl.DataFrame:
    """Leaderboard from per-pair verdicts.

    Args:
        pairs: ``model_a``, ``model_b``, ``verdict`` (a|b|tie|null), optionally ``question_id``
            (the bootstrap unit; without it each pair is its own unit).
        baseline: model anchored at 1000 (default: the first model by name).
        n_bootstrap: resamples (0: no intervals).

    Returns:
        ``model``, ``rank`` (1 = best), ``score``, ``ci_low``, ``ci_high`` (Elo-like), ``wins``,
        ``losses``, ``ties`` (comparisons), sorted by rank.

    Raises:
        ValueError: unknown baseline, or no comparison with a verdict.
    """
    o = _outcomes(pairs)
    if o.height == 0:
        raise ValueError("no pair with a verdict and both model names: nothing to rank")
    models = sorted(set(o["model_a"].to_list()) | set(o["model_b"].to_list()))
    base = baseline if baseline is not None else models[0]
    if base not in models:
        raise ValueError(f"baseline {base!r} is not among the ranked models: {models}")
    idx = {m: i for i, m in enumerate(models)}
    ia = np.array([idx[m] for m in o["model_a"]], dtype=np.int64)
    ib = np.array([idx[m] for m in o["model_b"]], dtype=np.int64)
    w = o["w_a"].to_numpy()
    b = idx[base]

    def scores(theta: np.ndarray) -> np.ndarray:
        return 1000.0 + ELO_SCALE * (theta - theta[b])

    point = scores(fit_bradley_terry(ia, ib, w, len(models)))
    lo = hi = np.full(len(models), np.nan)
    if n_bootstrap > 0:
        units = o["question_id"].cast(pl.String).to_numpy() if "question_id" in o.columns else np.arange(o.height).astype(str)
        uniq, inv = np.unique(units, return_inverse=True)
        rows_of = [np.flatnonzero(inv == u) for u in range(uniq.size)]
        rng = np.random.default_rng(seed)
        reps = np.empty((n_bootstrap, len(models)))
        for r in range(n_bootstrap):
            pick = rng.integers(0, uniq.size, uniq.size)
            rows = np.concatenate([rows_of[u] for u in pick])
            reps[r] = scores(fit_bradley_terry(ia[rows], ib[rows], w[rows], len(models)))
        alpha = 1 - ci_level
        lo, hi = np.quantile(reps, alpha / 2, axis=0), np.quantile(reps, 1 - alpha / 2, axis=0)
    wins = np.bincount(ia, weights=(w == 1.0), minlength=len(models)) + np.bincount(ib, weights=(w == 0.0), minlength=len(models))
    losses = np.bincount(ia, weights=(w == 0.0), minlength=len(models)) + np.bincount(ib, weights=(w == 1.0), minlength=len(models))
    ties = np.bincount(ia, weights=(w == 0.5), minlength=len(models)) + np.bincount(ib, weights=(w == 0.5), minlength=len(models))
    board = pl.DataFrame({"model": models, "score": point, "ci_low": lo, "ci_high": hi,
                          "wins": wins.astype(np.int64), "losses": losses.astype(np.int64), "ties": ties.astype(np.int64)})
    board = board.sort(["score", "model"], descending=[True, False]).with_row_index("rank", offset=1)
    return board.select("model", pl.col("rank").cast(pl.Int64), "score", "ci_low", "ci_high", "wins", "losses", "ties")


def win_rate_matrix(pairs: pl.DataFrame) -> pl.DataFrame:
    """Share of comparisons each row model won against each column model (ties half); long form:
    ``model``, ``opponent``, ``n``, ``win_rate``."""
    o = _outcomes(pairs)
    both = pl.concat([
        o.select(pl.col("model_a").alias("model"), pl.col("model_b").alias("opponent"), pl.col("w_a").alias("w")),
        o.select(pl.col("model_b").alias("model"), pl.col("model_a").alias("opponent"), (1 - pl.col("w_a")).alias("w")),
    ])
    return (both.group_by("model", "opponent").agg(pl.len().alias("n"), pl.col("w").mean().alias("win_rate"))
            .sort("model", "opponent"))


def compare_boards(current: pl.DataFrame, previous: pl.DataFrame) -> pl.DataFrame:
    """Night over night: rank and score changes, and whether the move is beyond both intervals.

    Returns the current board plus ``prev_rank``, ``prev_score``, ``rank_change`` (positive = moved
    up), ``score_change`` and ``significant`` (the two nights' intervals do not overlap).
    """
    prev = previous.select("model", pl.col("rank").alias("prev_rank"), pl.col("score").alias("prev_score"),
                           pl.col("ci_low").alias("_plo"), pl.col("ci_high").alias("_phi"))
    out = current.join(prev, on="model", how="left").with_columns(
        (pl.col("prev_rank") - pl.col("rank")).alias("rank_change"),
        (pl.col("score") - pl.col("prev_score")).alias("score_change"),
        ((pl.col("ci_low") > pl.col("_phi")) | (pl.col("ci_high") < pl.col("_plo"))).alias("significant"),
    )
    return out.drop("_plo", "_phi")
