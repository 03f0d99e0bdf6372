"""Style-controlled Bradley-Terry: model strengths with answer length and markdown held fixed.

Source: Arena-Hard-Auto's ``show_result.py --style-control`` (lmarena/arena-hard-auto at commit
3071ef95d913bb5cd632641db336a3b6c7fe4bdd, ``show_result.py`` + ``utils_math.py``
``construct_style_matrices`` / ``fit_bt`` / ``get_bootstrap_result_style_control``), itself Chatbot
Arena's style control (lm-sys/FastChat ``fastchat/serve/monitor/elo_analysis.py``, same function
names; Li et al. 2024, "Does style matter? Disentangling style and substance in Chatbot Arena",
LMSYS blog). What is done here, step by step:

1. **Counts per answer** (:func:`style_counts`), as arena-hard-auto ``utils/add_markdown_info.py``
   ``count_markdown_elements``: fenced code blocks are removed first, then ``header_count`` =
   lines matching ``^#{1,6}\\s`` (h1..h6 summed), ``list_count`` = ordered ``^\\s*\\d+\\.\\s`` plus
   unordered ``^\\s*[-*+]\\s`` (multi-line mode), ``bold_count`` = ``\\*\\*[^*\\n]+\\*\\*`` plus
   ``__[^_\\n]+__``. **Length is in characters** of the whole answer (tokeniser-free, as AlpacaEval's
   ``glm_winrate.py`` ``str.len()``; arena-hard-auto uses tiktoken gpt-4o tokens). Because the feature is a
   ratio and is then standardised, any length proportional to tokens gives nearly the same
   covariate; pass ``length_a``/``length_b`` columns to use a real tokeniser's counts instead.
   Deviation: the reference removes each block's *inner text* (``re.findall`` returns the group, so the
   fences stay and the same text elsewhere is removed too); here the whole fenced block is removed.
2. **Covariate per feature**: (f_a - f_b) / (f_a + f_b + 1) (``construct_style_matrices`` with
   ``add_one=True``, ``apply_ratio=[1, 1, 1, 1]``; the later arena-hard-auto v2 ``show_result.py`` uses
   markdown densities, count / token length, instead of counts), then standardised to mean 0, population std 1
   (``np.std``). With row weights the mean and std are weighted, which equals the reference's
   replicated rows for integer weights. A covariate with zero variance is dropped and reported, as is
   one linearly dependent on the earlier ones. Because of the centring, z = 0 is the *average* style
   gap, not equal style: when side a is systematically the longer answer (a fixed baseline always in
   slot a, as in Arena-Hard), the controlled scores are relative to that average gap, as in the
   reference. With sides assigned at random (``judge-engine pairs``) the mean is near 0.
3. **Joint fit** of theta (models) and beta (covariates) by maximum likelihood
   (:func:`judge_engine.kernels.bt.fit_bt`). Ties: the reference duplicates every battle and turns a
   tie into one win for each side, which is exactly the half-win loss used here. Deviation: the
   reference's style ``fit_bt`` uses sklearn's default L2 penalty (C = 1); here the fit is the
   unpenalised MLE (1e-6 ridge), as its own non-style ``compute_mle_elo`` (``penalty=None``).
4. **Five-level verdicts**: Arena-Hard counts ``A>>B`` three times and ``A>B`` once
   (``get_battles_from_row``, ``--weight 3``); :func:`five_level_verdicts` turns the labels into a
   verdict and a ``weight`` column, and any per-row ``weight`` is honoured.
5. **Intervals**: percentile bootstrap resampling questions (all rows of a drawn question come
   along), with the covariates standardised once on the full data as the reference does. The
   reference resamples battles; the question is the project's resampling unit
   (:mod:`judge_engine.kernels.ranking`).

Scores are on the project's Elo-like scale (1000 + 400 log10-odds against the baseline).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import polars as pl

from judge_engine.kernels.bt import (
    ELO_SCALE,
    NEAR_CONFOUNDED,
    components,
    elo,
    fit_bt,
    one_sided,
    question_multiplicities,
    rank_deficiency,
    weakest_curvature,
)

__all__ = [
    "STYLE_FEATURES",
    "StyleResult",
    "style_counts",
    "style_covariates",
    "five_level_verdicts",
    "style_controlled_leaderboard",
]

STYLE_FEATURES = ("length", "header_count", "list_count", "bold_count")
_CODE_BLOCK = r"```[^`]*```"
_PATTERNS = {
    "header_count": [r"(?m)^#{1,6}\s"],
    "list_count": [r"(?m)^\s*\d+\.\s", r"(?m)^\s*[-*+]\s"],
    "bold_count": [r"\*\*[^*\n]+\*\*", r"__[^_\n]+__"],
}
_FIVE_LEVEL = {
    "A>>B": ("a", True),
    "A>B": ("a", False),
    "A=B": ("tie", False),
    "B>A": ("b", False),
    "B>>A": ("b", True),
    "A<<B": ("b", True),
    "A<B": ("b", False),
    "B=A": ("tie", False),
    "B<A": ("a", False),
    "B<<A": ("a", True),
}


@dataclass(frozen=True)
class StyleResult:
    """Output of :func:`style_controlled_leaderboard`.

    Attributes:
        board: one row per model, sorted by controlled rank: ``model`` (str), ``rank`` (i64, 1 = best,
            controlled), ``score``, ``ci_low``, ``ci_high`` (f64, controlled, Elo-like), ``raw_rank``,
            ``raw_score``, ``raw_ci_low``, ``raw_ci_high`` (the same fit without covariates),
            ``n`` (f64, total weight of the model's rows). Interval columns are null (never NaN) when
            ``n_bootstrap`` = 0.
        coefficients: one row per requested feature: ``covariate`` (str), ``status`` (``fitted`` |
            ``dropped: zero variance`` | ``dropped: collinear``), ``coef`` (f64, natural-log odds per
            one standard deviation of the normalised covariate; 0 when dropped), ``ci_low``,
            ``ci_high`` (f64 or null), ``elo_per_std`` (coef * 400 / ln 10), ``mean``, ``std`` (f64,
            of the un-standardised covariate (f_a - f_b) / (f_a + f_b + 1)).
        notes: human-readable reports of everything degenerate or excluded.
    """

    board: pl.DataFrame
    coefficients: pl.DataFrame
    notes: tuple[str, ...]


def style_counts(texts: pl.Series) -> pl.DataFrame:
    """Style counts per answer (vectorised polars regexes; see the module docstring, step 1).

    Args:
        texts: Utf8 series of answers; null counts as the empty string.

    Returns:
        ``length`` (chars), ``header_count``, ``list_count``, ``bold_count``: Int64, one row per text.
    """
    t = texts.cast(pl.String).fill_null("")
    stripped = t.str.replace_all(_CODE_BLOCK, "")
    cols = {"length": t.str.len_chars().cast(pl.Int64)}
    for name, pats in _PATTERNS.items():
        total = pl.Series(name, np.zeros(t.len(), dtype=np.int64))
        for pat in pats:
            total = total + stripped.str.count_matches(pat).cast(pl.Int64)
        cols[name] = total.alias(name)
    return pl.DataFrame(cols)


def style_covariates(
    counts_a: np.ndarray, counts_b: np.ndarray, weight: np.ndarray | None = None
) -> tuple[np.ndarray, np.ndarray, np.ndarray, list[str]]:
    """Normalised style covariates (module docstring, step 2).

    Args:
        counts_a, counts_b: float64 (N, K) non-negative feature counts of the two answers.
        weight: float64 (N,) row weights for the standardisation (default 1).

    Returns:
        (z, mean, std, status): z float64 (N, K) standardised covariates (a dropped column is all
        zeros); mean, std float64 (K,) of the raw ratio; status list of K strings (``fitted`` |
        ``dropped: zero variance`` | ``dropped: collinear``).
    """
    a, b = np.asarray(counts_a, dtype=np.float64), np.asarray(counts_b, dtype=np.float64)
    w = np.ones(a.shape[0]) if weight is None else np.asarray(weight, dtype=np.float64)
    ratio = (a - b) / (a + b + 1.0)
    wsum = max(float(w.sum()), 1e-300)
    mean = (w @ ratio) / wsum
    std = np.sqrt(np.maximum((w @ (ratio - mean) ** 2) / wsum, 0.0))
    status = ["fitted" if s > 1e-12 else "dropped: zero variance" for s in std]
    z = np.zeros_like(ratio)
    kept: list[int] = []
    for j, s in enumerate(std):
        if status[j] != "fitted":
            continue
        col = (ratio[:, j] - mean[j]) / s
        cand = np.column_stack([z[:, kept], col])
        gram = cand.T @ (w[:, None] * cand)  # (k, k); standardised columns have diagonal wsum
        if np.linalg.eigvalsh(gram)[0] < 1e-8 * wsum:
            status[j] = "dropped: collinear"
            continue
        z[:, j] = col
        kept.append(j)
    return z, mean, std, status


def five_level_verdicts(labels: pl.Series, strong_weight: float = 3.0) -> pl.DataFrame:
    """Arena-Hard five-level labels to ``verdict`` (a|b|tie) and ``weight``.

    ``A>>B`` / ``B>>A`` (and the mirrored ``B<<A`` / ``A<<B``) weigh ``strong_weight`` (Arena-Hard's
    ``--weight 3``), the rest 1 (arena-hard-auto ``show_result.py`` ``get_battles_from_row``). The
    labels must already refer to the original a/b (the second game's swap undone). Null stays null
    (an unparsed judgment: weight 0, never coerced to a tie).

    Raises:
        ValueError: an unknown label, naming its row and value.
    """
    vals = labels.cast(pl.String).to_list()
    verdict: list[str | None] = []
    weight: list[float] = []
    for i, v in enumerate(vals):
        if v is None:
            verdict.append(None)
            weight.append(0.0)
            continue
        key = v.strip().replace(" ", "")
        if key not in _FIVE_LEVEL:
            raise ValueError(
                f"row {i}, column {labels.name!r}: unknown five-level label {v!r} "
                f"(expected one of {sorted(_FIVE_LEVEL)})"
            )
        d, strong = _FIVE_LEVEL[key]
        verdict.append(d)
        weight.append(float(strong_weight) if strong else 1.0)
    return pl.DataFrame({"verdict": verdict, "weight": weight}, schema={"verdict": pl.String, "weight": pl.Float64})


def _counts(battles: pl.DataFrame, side: str, features: tuple[str, ...]) -> np.ndarray:
    """float64 (N, K) counts of one side: from ``response_<side>``; ``length_<side>`` overrides length."""
    cols: dict[str, pl.Series] = {}
    if f"response_{side}" in battles.columns:
        counts = style_counts(battles[f"response_{side}"])
        cols = {c: counts[c] for c in counts.columns}
    if f"length_{side}" in battles.columns:
        cols["length"] = battles[f"length_{side}"]
    missing = [f for f in features if f not in cols]
    if missing:
        raise ValueError(f"column 'response_{side}' (or 'length_{side}' for length) is needed for features {missing}")
    out = np.column_stack([cols[f].cast(pl.Float64).to_numpy() for f in features])
    bad = np.flatnonzero(~np.all(np.isfinite(out) & (out >= 0), axis=1))
    if bad.size:
        raise ValueError(
            f"row {int(battles['_row'][int(bad[0])])}, column 'length_{side}': a length must be a finite number >= 0"
        )
    return out


def _prepare(battles: pl.DataFrame):
    """Usable rows, y, weight, and notes on what was excluded."""
    for c in ("model_a", "model_b", "verdict"):
        if c not in battles.columns:
            raise ValueError(f"column {c!r} is missing (have {battles.columns})")
    b = battles.with_row_index("_row")
    bad = b.filter(pl.col("verdict").is_not_null() & ~pl.col("verdict").is_in(["a", "b", "tie"]))
    if bad.height:
        raise ValueError(f"row {bad['_row'][0]}, column 'verdict': {bad['verdict'][0]!r} is not a|b|tie|null")
    if "weight" not in b.columns:
        b = b.with_columns(pl.lit(1.0).alias("weight"))
    bad = b.filter(~pl.col("weight").cast(pl.Float64).is_finite() | (pl.col("weight") < 0))
    if bad.height:
        raise ValueError(f"row {bad['_row'][0]}, column 'weight': {bad['weight'][0]!r} is not a finite number >= 0")
    keep = (
        pl.col("verdict").is_not_null()
        & pl.col("model_a").is_not_null()
        & pl.col("model_b").is_not_null()
        & (pl.col("weight").fill_null(0) > 0)
    )
    used = b.filter(keep)
    notes = []
    if used.height < b.height:
        notes.append(f"{b.height - used.height} of {b.height} rows not used (null verdict or model, or weight 0)")
    if used.height == 0:
        raise ValueError("no row with a verdict, both model names and a positive weight: nothing to rank")
    y = (
        used.select(pl.when(pl.col("verdict") == "a").then(1.0).when(pl.col("verdict") == "b").then(0.0).otherwise(0.5))
        .to_series()
        .to_numpy()
    )
    return used, y, used["weight"].cast(pl.Float64).to_numpy(), notes


def _intervals(reps: np.ndarray, ci_level: float) -> tuple[np.ndarray, np.ndarray]:
    """Percentile interval per column of (R, M) replicates; NaN where a column has no replicate."""
    alpha = 1 - ci_level
    empty = np.all(np.isnan(reps), axis=0)
    safe = np.where(empty[None, :], 0.0, reps)
    lo, hi = np.nanquantile(safe, [alpha / 2, 1 - alpha / 2], axis=0)
    return np.where(empty, np.nan, lo), np.where(empty, np.nan, hi)


def style_controlled_leaderboard(
    battles: pl.DataFrame,
    baseline: str | None = None,
    features: tuple[str, ...] = STYLE_FEATURES,
    n_bootstrap: int = 200,
    seed: int = 0,
    ci_level: float = 0.95,
) -> StyleResult:
    """Raw and style-controlled Bradley-Terry leaderboards, with the style coefficients.

    Args:
        battles: one row per comparison: ``model_a``, ``model_b`` (str), ``verdict`` (a|b|tie|null),
            optional ``weight`` (f64 >= 0, default 1; see :func:`five_level_verdicts`), optional
            ``question_id`` (the bootstrap unit; without it each row is its own unit), and either
            ``response_a``/``response_b`` (answer texts, for the counts) or, for length only,
            ``length_a``/``length_b`` (any length unit; overrides the character count when both exist).
        baseline: model anchored at 1000 (default: first by name).
        features: subset of :data:`STYLE_FEATURES`, the covariates (``("length",)`` = length control only).
        n_bootstrap: question resamples (0: intervals null).
        seed, ci_level: bootstrap seed, interval level.

    Returns:
        :class:`StyleResult`. Never NaN: degenerate covariates are dropped and reported in
        ``coefficients.status`` and ``notes``, as are a disconnected comparison graph and style
        covariates confounded with model identity.

    Raises:
        ValueError: missing columns, an unknown feature or baseline, a bad verdict or weight, no usable row.
    """
    unknown = [f for f in features if f not in STYLE_FEATURES]
    if unknown or not features:
        raise ValueError(f"features must be a non-empty subset of {STYLE_FEATURES}, got {features}")
    used, y, w, notes = _prepare(battles)
    models = sorted(set(used["model_a"].to_list()) | set(used["model_b"].to_list()))
    base = baseline if baseline is not None else models[0]
    if base not in models:
        raise ValueError(f"baseline {base!r} is not among the ranked models: {models}")
    idx = {m: i for i, m in enumerate(models)}
    ia = np.array([idx[m] for m in used["model_a"]], dtype=np.int64)
    ib = np.array([idx[m] for m in used["model_b"]], dtype=np.int64)
    feats = tuple(features)
    z, mean, std, status = style_covariates(_counts(used, "a", feats), _counts(used, "b", feats), w)
    keep = [j for j, s in enumerate(status) if s == "fitted"]
    notes += [f"covariate {feats[j]!r} {status[j]}" for j in range(len(feats)) if status[j] != "fitted"]
    zk = z[:, keep]
    m, b = len(models), idx[base]
    n_comp = np.unique(components(ia, ib, m)).size
    if n_comp > 1:
        notes.append(f"the comparison graph has {n_comp} disconnected groups: scores across groups are not comparable")
    if zk.shape[1] and rank_deficiency(ia, ib, m, w, zk) > 0:
        notes.append("style covariates are confounded with model identity: controlled scores are not identified")
    elif zk.shape[1] and (weakest := weakest_curvature(ia, ib, m, w, zk)) < NEAR_CONFOUNDED:
        notes.append(
            f"style covariates are nearly confounded with model identity (weakest curvature {weakest:.0e} of the "
            "strongest): controlled scores are unstable"
        )
    raw, ctl = fit_bt(ia, ib, y, m, w), fit_bt(ia, ib, y, m, w, zk)
    for name, f in (("raw", raw), ("controlled", ctl)):
        if not f.converged:
            notes.append(f"{name} fit did not converge in {f.iterations} Newton steps")
    for what, flags in zip(("never lost", "never won"), one_sided(ia, ib, y, w, m)):
        if flags.any():
            names = [models[i] for i in np.flatnonzero(flags)]
            notes.append(f"{names} {what}: their scores are bounded only by the ridge")
    units = used["question_id"].cast(pl.String).to_numpy() if "question_id" in used.columns else used["_row"].to_numpy()
    _, unit = np.unique(units, return_inverse=True)
    present_w = np.bincount(ia, weights=w, minlength=m) + np.bincount(ib, weights=w, minlength=m)
    reps_raw, reps_ctl, reps_beta = _bootstrap(ia, ib, y, w, zk, unit, m, b, n_bootstrap, seed)
    if n_bootstrap and np.any(np.all(np.isnan(reps_ctl), axis=0)):
        notes.append("some models appear in no bootstrap replicate with the baseline: their intervals are null")
    return StyleResult(
        _board(models, b, raw, ctl, reps_raw, reps_ctl, present_w, n_bootstrap, ci_level),
        _coef_table(feats, status, keep, ctl, reps_beta, mean, std, n_bootstrap, ci_level),
        tuple(notes),
    )


def _bootstrap(ia, ib, y, w, zk, unit, m, b, n_bootstrap, seed):
    """(R, M) raw and controlled Elo replicates (NaN where a model or the baseline was not drawn), (R, K) betas."""
    reps_raw, reps_ctl = np.full((n_bootstrap, m), np.nan), np.full((n_bootstrap, m), np.nan)
    reps_beta = np.full((n_bootstrap, zk.shape[1]), np.nan)
    for r, mult in enumerate(question_multiplicities(int(unit.max()) + 1, n_bootstrap, seed)):
        wr = w * mult[unit]
        seen = (np.bincount(ia, weights=wr, minlength=m) + np.bincount(ib, weights=wr, minlength=m)) > 0
        fr, fc = fit_bt(ia, ib, y, m, wr), fit_bt(ia, ib, y, m, wr, zk)
        if seen[b]:
            reps_raw[r] = np.where(seen, elo(fr.theta, b), np.nan)
            reps_ctl[r] = np.where(seen, elo(fc.theta, b), np.nan)
        reps_beta[r] = fc.beta
    return reps_raw, reps_ctl, reps_beta


def _board(models, b, raw, ctl, reps_raw, reps_ctl, present_w, n_bootstrap, ci_level) -> pl.DataFrame:
    cols: dict[str, object] = {"model": models, "n": present_w}
    for prefix, fit, reps in (("", ctl, reps_ctl), ("raw_", raw, reps_raw)):
        cols[f"{prefix}score"] = elo(fit.theta, b)
        lo, hi = _intervals(reps, ci_level) if n_bootstrap else (np.full(len(models), np.nan),) * 2
        cols[f"{prefix}ci_low"], cols[f"{prefix}ci_high"] = lo, hi
    board = pl.DataFrame(cols).with_columns(pl.col("^.*ci_(low|high)$").fill_nan(None))
    board = board.sort(["raw_score", "model"], descending=[True, False]).with_row_index("raw_rank", offset=1)
    board = board.sort(["score", "model"], descending=[True, False]).with_row_index("rank", offset=1)
    return board.select(
        "model",
        pl.col("rank").cast(pl.Int64),
        "score",
        "ci_low",
        "ci_high",
        pl.col("raw_rank").cast(pl.Int64),
        "raw_score",
        "raw_ci_low",
        "raw_ci_high",
        "n",
    )


def _coef_table(feats, status, keep, ctl, reps_beta, mean, std, n_bootstrap, ci_level) -> pl.DataFrame:
    coef, lo, hi = np.zeros(len(feats)), np.full(len(feats), np.nan), np.full(len(feats), np.nan)
    coef[keep] = ctl.beta
    if n_bootstrap and keep:
        lo[keep], hi[keep] = _intervals(reps_beta, ci_level)
    return pl.DataFrame(
        {
            "covariate": list(feats),
            "status": status,
            "coef": coef,
            "ci_low": lo,
            "ci_high": hi,
            "elo_per_std": coef * ELO_SCALE,
            "mean": mean,
            "std": std,
        }
    ).with_columns(pl.col("ci_low", "ci_high").fill_nan(None))
