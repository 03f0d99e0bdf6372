"""AlpacaEval 2.0's length-controlled (LC) win rate against a baseline model.

Source: Dubois et al. 2024, "Length-Controlled AlpacaEval: A Simple Way to Debias Automatic
Evaluators" (arXiv:2404.04475), as implemented in tatsu-lab/alpaca_eval
``src/alpaca_eval/metrics/glm_winrate.py`` (``get_length_controlled_winrate``,
``_get_featurized_data``, GLM ``length_controlled_v1``). For each model m against the baseline, one
logistic GLM over the questions x it was compared on (formula
``np.tanh(std_delta_len) + instruction_difficulty + not_gamed_baseline - 1``, no intercept)::

    logit P(m preferred on x) = theta_m + phi_m * tanh(dlen_x / std(dlen)) + psi_m * gamma_x

* dlen_x = len(answer of m) - len(answer of baseline), in characters (``str.len()``, as the source)
  or any unit the caller passes; std is the sample std (ddof 1, pandas ``.std()``) over m's rows, not
  centred (as the source). The source uses baseline minus model; the sign is absorbed by phi.
* gamma_x, the instruction difficulty: the source downloads a precomputed one; its notebook
  (alpaca_eval ``notebooks/helpers.py`` ``make_data``) computes it as the logit of the mean preference
  on x over all models. Here: the same logit, **leaving model m out** (so m's own outcome does not
  enter its covariate) and with a +0.5 / +1 continuity correction so a question every model wins
  stays finite. A caller may pass its own ``difficulty`` per question instead.
* Targets: preference in [0, 1] (a tie is 0.5, the source's ``replace({0.0: 1.5}) - 1``); row
  weights multiply the log-likelihood.
* The LC win rate is the GLM's prediction with the length term set to zero, averaged over m's rows
  (``predicted_preferences.mean()``), here a weighted mean with the row weights, as a fraction in
  [0, 1] (the source reports percent).
* Deviations: the source fits sklearn ``LogisticRegressionCV`` with an L1 penalty chosen by 5-fold CV
  and regularises towards AlpacaEval's "gamed" verbose/concise baselines (lambda 0.2); neither exists
  outside AlpacaEval's own data, so the fit here is the maximum-likelihood GLM with a small L2 ridge
  (default 1e-4) that keeps it finite.

Never NaN: a degenerate input gets a ``status`` instead (see :func:`length_controlled_win_rate`).
"""

from __future__ import annotations

import numpy as np
import polars as pl
from scipy.special import expit

__all__ = ["length_controlled_win_rate", "fit_logistic"]


def fit_logistic(
    x: np.ndarray, y: np.ndarray, w: np.ndarray, ridge: float = 1e-4, tol: float = 1e-12, max_iter: int = 100
) -> np.ndarray:
    """Weighted logistic regression with soft targets, no intercept, by Newton steps.

    Minimises sum_r w_r [log(1 + e^-eta_r) + (1 - y_r) eta_r] + ridge |coef|^2 with eta = x @ coef.

    Args:
        x: float64 (N, P); y: float64 (N,) in [0, 1]; w: float64 (N,) >= 0.

    Returns:
        coef, float64 (P,).
    """
    coef = np.zeros(x.shape[1])

    def loss(c):
        eta = x @ c
        return float(w @ (np.logaddexp(0.0, -eta) + (1.0 - y) * eta) + ridge * c @ c)

    cur = loss(coef)
    for _ in range(max_iter):
        p = expit(x @ coef)
        grad = x.T @ (w * (p - y)) + 2 * ridge * coef
        hess = (x * (w * p * (1 - p))[:, None]).T @ x + 2 * ridge * np.eye(x.shape[1])
        step = np.linalg.solve(hess, grad)
        t = 1.0
        while loss(coef - t * step) > cur + 1e-12 * abs(cur) and t > 1e-8:
            t /= 2
        coef = coef - t * step
        cur = loss(coef)
        if grad @ step < tol:  # squared Newton decrement
            break
    return coef


def _oriented(battles: pl.DataFrame, baseline: str) -> tuple[pl.DataFrame, int]:
    """Rows against the baseline as (model, question_id, y = model's outcome, dlen, weight)."""
    need = ["question_id", "model_a", "model_b", "verdict"]
    missing = [c for c in need if c not in battles.columns]
    if missing:
        raise ValueError(f"columns {missing} are missing (have {battles.columns})")
    b = battles.with_row_index("_row")
    if "weight" not in b.columns:
        b = b.with_columns(pl.lit(1.0).alias("weight"))
    if "length_a" not in b.columns or "length_b" not in b.columns:
        if "response_a" not in b.columns or "response_b" not in b.columns:
            raise ValueError("need length_a/length_b or response_a/response_b for the length term")
        b = b.with_columns(
            pl.col("response_a").fill_null("").str.len_chars().alias("length_a"),
            pl.col("response_b").fill_null("").str.len_chars().alias("length_b"),
        )
    bad = b.filter(pl.col("verdict").is_not_null() & ~pl.col("verdict").is_in(["a", "b", "tie"]))
    if bad.height:
        raise ValueError(f"row {bad['_row'][0]}, column 'verdict': {bad['verdict'][0]!r} is not a|b|tie|null")
    ya = pl.when(pl.col("verdict") == "a").then(1.0).when(pl.col("verdict") == "b").then(0.0).otherwise(0.5)
    a_base, b_base = pl.col("model_a") == baseline, pl.col("model_b") == baseline
    vs = b.filter((a_base ^ b_base) & pl.col("verdict").is_not_null() & (pl.col("weight") > 0))
    out = vs.select(
        pl.when(a_base).then(pl.col("model_b")).otherwise(pl.col("model_a")).alias("model"),
        pl.col("question_id").cast(pl.String),
        pl.when(a_base).then(1.0 - ya).otherwise(ya).alias("y"),
        pl.when(a_base)
        .then(pl.col("length_b") - pl.col("length_a"))
        .otherwise(pl.col("length_a") - pl.col("length_b"))
        .cast(pl.Float64)
        .alias("dlen"),
        pl.col("weight").cast(pl.Float64),
    )
    if out["dlen"].null_count():
        raise ValueError("columns length_a/length_b: a row against the baseline has no length")
    return out, b.height - vs.height


def _difficulty(rows: pl.DataFrame) -> pl.DataFrame:
    """Leave-one-model-out logit difficulty per (model, question_id): gamma, n_other (weight of other models)."""
    per_q = rows.group_by("question_id").agg(
        (pl.col("y") * pl.col("weight")).sum().alias("sy"), pl.col("weight").sum().alias("sw")
    )
    per_mq = rows.group_by("model", "question_id").agg(
        (pl.col("y") * pl.col("weight")).sum().alias("my"), pl.col("weight").sum().alias("mw")
    )
    d = per_mq.join(per_q, on="question_id").with_columns((pl.col("sw") - pl.col("mw")).alias("n_other"))
    p = (pl.col("sy") - pl.col("my") + 0.5) / (pl.col("n_other") + 1.0)
    return d.select("model", "question_id", (p / (1 - p)).log().alias("gamma"), "n_other")


def _one_model(r: pl.DataFrame, use_difficulty: bool, ridge: float) -> dict:
    """GLM and LC win rate for one model's rows (model, question_id, y, dlen, weight, gamma)."""
    y, w, dlen = r["y"].to_numpy(), r["weight"].to_numpy(), r["dlen"].to_numpy()
    raw = float(w @ y / w.sum())
    res = {"win_rate": raw, "n": float(w.sum()), "phi": 0.0, "psi": 0.0}
    if np.all(y == 1.0) or np.all(y == 0.0):
        return res | {
            "lc_win_rate": raw,
            "theta": 0.0,
            "status": "all_wins" if raw == 1.0 else "all_losses",
            "terms": "none (separable: the length effect is not identified)",
        }
    sd = float(np.std(dlen, ddof=1)) if dlen.size > 1 else 0.0
    cols, names = [np.ones_like(y)], ["model"]
    if sd > 0:
        cols.append(np.tanh(dlen / sd))
        names.append("length")
    gamma = r["gamma"].to_numpy() if use_difficulty else np.zeros_like(y)
    if use_difficulty and np.ptp(gamma) > 0:
        cols.append(gamma)
        names.append("difficulty")
    coef = fit_logistic(np.column_stack(cols), y, w, ridge)
    c = dict(zip(names, coef))
    lc = float(w @ expit(c["model"] + c.get("difficulty", 0.0) * gamma) / w.sum())
    full = "length" in c and "difficulty" in c
    return res | {
        "lc_win_rate": lc,
        "theta": c["model"],
        "phi": c.get("length", 0.0),
        "psi": c.get("difficulty", 0.0),
        "status": "ok" if full else "reduced",
        "terms": "+".join(names),
    }


def length_controlled_win_rate(
    battles: pl.DataFrame, baseline: str, difficulty: pl.DataFrame | None = None, ridge: float = 1e-4
) -> pl.DataFrame:
    """LC win rate of every model against ``baseline`` (see the module docstring for the GLM).

    Args:
        battles: ``question_id``, ``model_a``, ``model_b`` (str), ``verdict`` (a|b|tie|null), optional
            ``weight`` (f64 >= 0), and ``length_a``/``length_b`` (numbers, any unit) or
            ``response_a``/``response_b`` (texts; length in characters). Only rows with the baseline on
            exactly one side, a verdict and a positive weight are used (``n_rows_unused`` counts the rest).
        baseline: the reference model (AlpacaEval: gpt4_1106_preview).
        difficulty: optional ``question_id``, ``difficulty`` (f64): a precomputed gamma_x (e.g. AlpacaEval's
            ``instruction_difficulty.csv``); default: the leave-one-model-out logit estimate.
        ridge: L2 penalty of each GLM (> 0).

    Returns:
        One row per model (the baseline first, then by name): ``model``, ``lc_win_rate``, ``win_rate``
        (f64 in [0, 1], ties half), ``n`` (f64 weight of rows), ``theta``, ``phi`` (length), ``psi``
        (difficulty) coefficients, ``status`` (``baseline``: 0.5 by construction, as the source;
        ``ok``: all three terms; ``reduced``: a term dropped, see ``terms``: no length variance, or no
        other model or no spread to estimate difficulty; ``all_wins`` / ``all_losses``: separable, the
        LC win rate is the raw one), ``terms`` (str), ``n_rows_unused`` (i64, same on every row).

    Raises:
        ValueError: missing columns, a bad verdict, no row against the baseline, a question without difficulty.
    """
    rows, unused = _oriented(battles, baseline)
    if rows.height == 0:
        raise ValueError(f"no judged row compares a model with the baseline {baseline!r}")
    if difficulty is not None:
        rows = rows.join(
            difficulty.select(
                pl.col("question_id").cast(pl.String), pl.col("difficulty").cast(pl.Float64).alias("gamma")
            ),
            on="question_id",
            how="left",
        )
        if rows["gamma"].null_count():
            q = rows.filter(pl.col("gamma").is_null())["question_id"][0]
            raise ValueError(f"difficulty: question_id {q!r} has no difficulty")
        rows = rows.with_columns(pl.lit(1.0).alias("n_other"))
    else:
        rows = rows.join(_difficulty(rows), on=["model", "question_id"], how="left")
    out = [
        {
            "model": baseline,
            "lc_win_rate": 0.5,
            "win_rate": 0.5,
            "n": 0.0,
            "theta": 0.0,
            "phi": 0.0,
            "psi": 0.0,
            "status": "baseline",
            "terms": "none",
        }
    ]
    for (model,), r in rows.sort("model", "question_id").group_by(["model"], maintain_order=True):
        use_diff = difficulty is not None or bool((r["n_other"] > 0).all())
        out.append({"model": model} | _one_model(r, use_diff, ridge))
    return pl.DataFrame(out).with_columns(pl.lit(unused, dtype=pl.Int64).alias("n_rows_unused"))
