"""The protocol parts of ``judge-engine rank``: the per-model score table of a single-answer run (its
leaderboard), five-level battles for the Bradley-Terry fit, the win rate against the baseline, and the
rank correlation with a published ranking.

- Single-answer runs (``items.parquet``): models ranked by mean score with a percentile bootstrap over
  questions (:func:`judge_engine.kernels.pointwise.model_scores`, FastChat ``show_result.py``), the
  table per turn and category beside it.
- Five-level runs (``pairs.parquet`` with the label counts): every parsed sample is a battle, a ``>>``
  one counted 3 times (arena-hard-auto ``show_result.py``; :func:`five_level_battles`).
- Baseline win rate: :func:`judge_engine.kernels.winrate.baseline_win_rate`, ties half (FastChat
  ``win_rate_adjusted``), Arena-Hard's pooled weighted battles for five-level runs; interval by a cluster
  bootstrap over questions.
- Rank correlation: Spearman's rho and Kendall's tau-b (``scipy.stats.spearmanr`` / ``kendalltau``)
  between the engine's scores and a published score column, over the models both list.
"""

from __future__ import annotations

import csv
import math
from collections.abc import Callable
from pathlib import Path

import numpy as np
import polars as pl

from judge_engine.config import CalibrationConfig
from judge_engine.errors import InputError
from judge_engine.kernels.bootstrap import null_outside
from judge_engine.kernels.fivelevel import STRONG_WEIGHT
from judge_engine.kernels.winrate import baseline_win_rate
from judge_engine.pipeline.pointwise import model_table_markdown, score_rows
from judge_engine.schemas.leaderboard import Leaderboard, ModelScore
from judge_engine.schemas.protocols import BaselineWinRate, RankCorrelation

FIVE_COUNTS = ("n_a_much", "n_a_better", "n_tie", "n_b_better", "n_b_much")
SINGLE_SCALE = "mean single-answer score on the template's scale, percentile bootstrap over questions"


def is_five_level(pairs: pl.DataFrame) -> bool:
    """Whether a run's pairs hold five-level label counts (a ``verdict5_brackets`` run)."""
    return all(c in pairs.columns for c in FIVE_COUNTS)


def five_level_battles(pairs: pl.DataFrame, strong_weight: int = STRONG_WEIGHT) -> pl.DataFrame:
    """Arena-Hard battles from the label counts of each pair: one battle per parsed sample, ``>>`` ones
    ``strong_weight`` times (arena-hard-auto ``show_result.py`` v0.1 ``get_battles_from_row``).

    Returns:
        ``model_a``, ``model_b``, ``verdict`` (a|b|tie) and ``question_id`` when present, one row per battle.
    """
    keep = ["model_a", "model_b", *(["question_id"] if "question_id" in pairs.columns else [])]
    df = pairs.filter(pl.col("flag").is_null()) if "flag" in pairs.columns else pairs
    w = strong_weight
    reps = {
        "a": w * pl.col("n_a_much").fill_null(0) + pl.col("n_a_better").fill_null(0),
        "tie": pl.col("n_tie").fill_null(0),
        "b": pl.col("n_b_better").fill_null(0) + w * pl.col("n_b_much").fill_null(0),
    }
    parts = []
    for verdict, n in reps.items():
        sel = df.select(*keep, n.cast(pl.Int64).alias("_n")).filter(pl.col("_n") > 0)
        idx = np.repeat(np.arange(sel.height), sel["_n"].to_numpy())
        parts.append(sel[idx].drop("_n").with_columns(pl.lit(verdict).alias("verdict")))
    return pl.concat(parts) if parts else pl.DataFrame(schema={**{c: pl.String for c in keep}, "verdict": pl.String})


def baseline_rates(
    pairs: pl.DataFrame, baseline: str | None, n_bootstrap: int, seed: int, ci_level: float = 0.95
) -> list[BaselineWinRate] | None:
    """Per model, the win rate against ``baseline`` with its interval (None when no pair has the baseline).
    The interval resamples questions: ``question_id``, else the ``question`` text (pairs without ids, e.g. the
    demo's), else each pair on its own (``pair_id``). Five-level runs: ``unit = "battle"`` on the calibrated
    score and battle weight."""
    if baseline is None:
        return None
    if "question_id" not in pairs.columns:
        unit_col = "question" if "question" in pairs.columns else "pair_id" if "pair_id" in pairs.columns else None
        if unit_col is None:
            return None
        pairs = pairs.with_columns(pl.col(unit_col).cast(pl.String).alias("question_id"))
    df = pairs.filter(pl.col("flag").is_null()) if "flag" in pairs.columns else pairs
    df = df.filter((pl.col("model_a") != pl.col("model_b")) & pl.col("question_id").is_not_null())
    if not ((df["model_a"] == baseline) | (df["model_b"] == baseline)).any():
        return None
    five = is_five_level(df)
    unit = "battle" if five else "verdict"
    if five:
        df = df.with_columns(pl.col("cs_a").alias("score_a"))
    table = null_outside(
        baseline_win_rate(df, baseline, unit, n_bootstrap, seed, 1 - ci_level), "win_rate", "ci_low", "ci_high"
    )
    return [BaselineWinRate(**r, unit=unit) for r in table.to_dicts()]


def read_published(path: str | Path) -> tuple[dict[str, float], str]:
    """A published ranking: a CSV whose first column is the model id and whose second the score
    (e.g. ``model_id,mt_bench_score``). Returns (model -> score, the score column's name).

    Raises:
        InputError: unreadable, fewer than two columns, a score that is not a finite number (row named), or a model
            listed twice (both lines named).
    """
    p = Path(path)
    try:
        with p.open(newline="", encoding="utf-8") as f:
            rows = list(csv.reader(f))
    except (OSError, UnicodeDecodeError) as exc:
        raise InputError(f"{p}: cannot read the published scores ({exc.__class__.__name__}: {exc})") from None
    if not rows or len(rows[0]) < 2:
        raise InputError(f"{p}: the published scores need a header and two columns (model, score)")
    out: dict[str, float] = {}
    line_of: dict[str, int] = {}
    for i, row in enumerate(rows[1:], start=2):
        if not row:
            continue
        try:
            score = float(row[1])
        except (IndexError, ValueError):
            raise InputError(f"{p}: line {i}: {row!r} has no numeric score in column 2") from None
        model = row[0].strip()
        if not math.isfinite(score):  # fresh pass full57 M3: nan gave a null correlation over "3 models"
            raise InputError(f"{p}: line {i}: the score of {model!r} is {row[1].strip()!r}, not a finite number")
        if model in line_of:  # fresh pass full57 M3: the later row won silently
            raise InputError(f"{p}: model {model!r} is listed twice (lines {line_of[model]} and {i})")
        out[model], line_of[model] = score, i
    return out, rows[0][1].strip()


def rank_correlation(scores: dict[str, float], published: str | Path) -> RankCorrelation:
    """Spearman's rho and Kendall's tau-b (two-sided p-values) between ``scores`` (model -> engine score)
    and a published ranking (:func:`read_published`), over the models both list; None below 3 models or when either
    ranking's scores are all equal (``note`` says which)."""
    from scipy.stats import kendalltau, spearmanr

    pub, column = read_published(published)
    common = sorted(m for m in scores if m in pub)
    out = RankCorrelation(
        published=str(published), column=column, models=len(common), missing=sorted(m for m in scores if m not in pub)
    )
    x, y = [scores[m] for m in common], [pub[m] for m in common]
    if len(common) < 3:
        out.note = f"{len(common)} models in both rankings: a rank correlation needs 3"
    elif len(set(x)) == 1 or len(set(y)) == 1:  # undefined (scipy warns): fresh pass full66 L3
        out.note = f"the {'engine' if len(set(x)) == 1 else 'published'} scores are all equal: no rank correlation"
    else:
        rho, rho_p = spearmanr(x, y)
        tau, tau_p = kendalltau(x, y)
        out.spearman, out.spearman_p = _finite(rho), _finite(rho_p)
        out.kendall, out.kendall_p = _finite(tau), _finite(tau_p)
    return out


def _finite(v: object) -> float | None:
    f = float(v)  # type: ignore[arg-type]
    return f if np.isfinite(f) else None


def rank_items(
    out_dir: Path, n_bootstrap: int, seed: int, published: str | Path | None = None
) -> tuple[Leaderboard, list[str]]:
    """The leaderboard of a single-answer run: models by mean score (``score``), the per-model table per
    turn and category, and the rank correlation with ``published``; writes ``leaderboard.parquet``,
    ``leaderboard.json`` and ``leaderboard.md`` (the MT-Bench table) into ``out_dir``.

    Raises:
        InputError: ``items.parquet`` unreadable or without ``model``, or an unreadable published file.
    """
    from judge_engine.ranking.board_state import read_results

    items, fitted_on = read_results(out_dir / "items.parquet", ("item_id", "mean_score", "flag"))
    if "model" not in items.columns:
        raise InputError(f"{out_dir / 'items.parquet'} has no 'model' column: the items need model names to rank")
    cal = CalibrationConfig(bootstrap_resamples=n_bootstrap, bootstrap_seed=seed)
    rows = score_rows(items, cal)
    overall = sorted(
        (r for r in rows if r.turn is None and r.category is None),
        key=lambda r: (-(r.score if r.score is not None else -np.inf), r.model),
    )
    models = [
        ModelScore(
            model=r.model,
            rank=i,
            score=r.score if r.score is not None else float("nan"),
            ci_low=r.ci_low,
            ci_high=r.ci_high,
            questions=r.n_questions,
            note=None if r.n_unscored == 0 else f"{r.n_unscored} unscored",
        )
        for i, r in enumerate(overall, start=1)
    ]
    doc = Leaderboard(
        protocol="single",
        n_bootstrap=n_bootstrap,
        seed=seed,
        scale=SINGLE_SCALE,
        models=models,
        model_scores=rows,
        components=1,
        fitted_on=fitted_on,  # the items.parquet bytes ranked (pass 14b M2, 18b M1)
    )
    if published is not None:
        doc.correlation = rank_correlation({r.model: r.score for r in overall if r.score is not None}, published)
    lines = model_table_markdown(rows) + correlation_lines(doc.correlation)
    _write(out_dir, doc, lines, pl.DataFrame([m.to_dict() for m in models]) if models else pl.DataFrame())
    return doc, lines


def correlation_lines(c: RankCorrelation | None) -> list[str]:
    """One markdown line for the rank correlation (none without one)."""
    if c is None:
        return []

    def f(v: float | None) -> str:
        return "-" if v is None else f"{v:.3f}"

    return [
        "",
        f"Rank correlation with {Path(c.published).name} ({c.column}, {c.models} models): Spearman {f(c.spearman)} "
        f"(p {f(c.spearman_p)}), Kendall {f(c.kendall)} (p {f(c.kendall_p)})",
    ]


def _write(out_dir: Path, doc: Leaderboard, lines: list[str], board: pl.DataFrame) -> None:
    from judge_engine.ranking.board_state import write_board

    write_board(out_dir, board, doc, lines)


def protocol_extras(
    doc: Leaderboard,
    pairs: pl.DataFrame,
    baseline: str | None,
    n_bootstrap: int,
    seed: int,
    published: str | Path | None,
) -> None:
    """Add the baseline win rates, the five-level weight and the rank correlation to a pairwise board."""
    doc.baseline_win_rate = baseline_rates(pairs, baseline, n_bootstrap, seed)
    if is_five_level(pairs):
        doc.five_level = STRONG_WEIGHT
    if published is not None:
        doc.correlation = rank_correlation({m.model: m.score for m in doc.models}, published)


def extra_markdown(doc: Leaderboard, cell: Callable[[object], str], win_rates: bool) -> list[str]:
    """``leaderboard.md``'s lines after the board: what the board leaves out (models not on the baseline's scale,
    self pairs) and the notes of ``leaderboard.json`` (fresh pass full69 L1: said on stderr and in the JSON only),
    the win rates against the baseline (when ``win_rates``) and the rank correlation, every cell through ``cell``
    (escaping)."""
    lines: list[str] = []
    if doc.unrankable:
        models = ", ".join(f"{cell(u.model)} (group {u.component})" for u in doc.unrankable)
        lines += ["", f"Not ranked (never compared with the baseline's group: no common scale): {models}"]
    if doc.self_pairs:
        lines += ["", f"Left out: {doc.self_pairs} pairs of a model with itself."]
    lines += [line for note in doc.notes or [] for line in ("", f"Note: {cell(note)}")]
    if win_rates and doc.baseline_win_rate:
        unit = doc.baseline_win_rate[0].unit
        lines += ["", f"Win rate against {cell(doc.baseline)} (ties half; unit: {unit}; bootstrap over questions):", ""]
        lines += [
            "| model | win_rate | ci_low | ci_high | wins | ties | losses | pairs |",
            "|---|---|---|---|---|---|---|---|",
        ]
        for r in doc.baseline_win_rate:
            cells = [cell(r.model), *(("-" if v is None else f"{v:.3f}") for v in (r.win_rate, r.ci_low, r.ci_high))]
            cells += [str(r.wins), str(r.ties), str(r.losses), str(r.n_pairs)]
            lines.append("| " + " | ".join(cells) + " |")
    return lines + correlation_lines(doc.correlation)
