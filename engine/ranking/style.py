"""Style control for ``judge-engine rank``: raw and style-controlled Bradley-Terry side by side, the style
coefficients, and AlpacaEval's length-controlled win rate against the baseline.

The features need the answer texts, and ``pairs.parquet`` holds none. They are read back from the run's
input, which ``manifest.json`` records, through the request key check that ``review export`` uses
(``judge_engine.ranking.review_queue``): a pair whose current input texts hash to another
request key than the one judged (the input was edited after the run), or that is no longer in the input,
is left out of the style fit and counted (``pairs_without_texts``), never fitted on texts the judge did
not see. When the input cannot be read at all (moved, a folder made by ``import-llmbar``) the leaderboard
says so in ``notes`` and has no style columns.

The math is in the kernels: :func:`judge_engine.kernels.style.style_controlled_leaderboard` (arena-hard-auto
``show_result.py --style-control``: features length in characters, markdown headers, list items, bold spans,
each (f_a - f_b) / (f_a + f_b + 1), standardised, fitted jointly with the strengths) and
:func:`judge_engine.kernels.lc_winrate.length_controlled_win_rate` (Dubois et al. 2024, AlpacaEval 2.0).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import polars as pl

from judge_engine.errors import InputError
from judge_engine.kernels.lc_winrate import length_controlled_win_rate
from judge_engine.kernels.ranking import tie_ranks
from judge_engine.kernels.style import STYLE_FEATURES, style_controlled_leaderboard
from judge_engine.schemas.leaderboard import Coefficient, LengthControlled, StyleSection

STYLE_COLUMNS = ("style_rank", "style_score", "style_ci_low", "style_ci_high")


@dataclass(frozen=True)
class StyleOutcome:
    """What :func:`style_control` adds to a leaderboard.

    Attributes:
        columns: ``model`` plus :data:`STYLE_COLUMNS` (rank i64, scores f64 Elo-like), one row per ranked model.
        section: the leaderboard's ``style`` section.
        length_controlled: the ``length_controlled`` rows (the baseline first); empty when no model met
            the baseline (said in ``section.notes``).
    """

    columns: pl.DataFrame
    section: StyleSection
    length_controlled: list[LengthControlled]


def judged_pair_texts(out_dir: Path, pairs: pl.DataFrame) -> tuple[pl.DataFrame, int]:
    """``pair_id``, ``response_a``, ``response_b`` of ``pairs`` (rows of ``pairs.parquet``) as they were judged,
    and how many of ``pairs`` have no such texts (edited or removed from the input since the run).

    Raises:
        InputError: no manifest recording the run's input, or an input that cannot be read.
    """
    from judge_engine.ranking.review_queue import _judged_texts, _manifest  # the one request key check

    manifest = _manifest(out_dir)
    texts, stale, missing = _judged_texts(out_dir, pairs, manifest)
    return texts.select("pair_id", "response_a", "response_b"), len(stale) + len(missing)


def style_control(
    battles: pl.DataFrame,
    baseline: str,
    features: tuple[str, ...] = STYLE_FEATURES,
    n_bootstrap: int = 200,
    seed: int = 0,
    without_texts: int = 0,
) -> StyleOutcome:
    """Style-controlled scores, coefficients and the length-controlled win rate of the ranked models.

    Args:
        battles: the ranked component's compared pairs with their judged texts: ``question_id`` (str),
            ``model_a``, ``model_b``, ``verdict`` (a|b|tie), ``response_a``, ``response_b``.
        baseline: anchored at 1000 in both fits; the LC win rates are against it.
        features: subset of :data:`judge_engine.kernels.style.STYLE_FEATURES`.
        n_bootstrap, seed: the question bootstrap of the style fit (same seed as ``rank``'s).
        without_texts: pairs left out for want of their judged texts (reported in the section).

    Raises:
        InputError: an unknown feature; no pair with texts (nothing to fit).
    """
    unknown = [f for f in features if f not in STYLE_FEATURES]
    if unknown or not features:
        raise InputError(f"style features must be a non-empty subset of {list(STYLE_FEATURES)}, got {list(features)}")
    if battles.height == 0:
        raise InputError("style control: no compared pair has its judged texts in the run's input")
    try:
        res = style_controlled_leaderboard(
            battles, baseline=baseline, features=features, n_bootstrap=n_bootstrap, seed=seed
        )
    except ValueError as exc:
        raise InputError(f"style control: {exc}") from None
    columns = res.board.select(
        "model",
        tie_ranks(pl.col("score")).alias("style_rank"),  # scores that print equal share a rank (fresh pass full65 L1)
        pl.col("score").alias("style_score"),
        pl.col("ci_low").alias("style_ci_low"),
        pl.col("ci_high").alias("style_ci_high"),
    )
    section = StyleSection(
        features=list(features),
        pairs_used=battles.height,
        pairs_without_texts=without_texts,
        coefficients=[Coefficient.from_dict(r) for r in res.coefficients.to_dicts()],
        notes=list(res.notes),
    )
    try:
        lc = length_controlled_win_rate(battles, baseline)
    except ValueError as exc:  # no compared pair with the baseline among those with texts
        section.notes.append(f"no length-controlled win rate: {exc}")
        return StyleOutcome(columns, section, [])
    one_sided = _one_sided_length(battles, baseline)
    rows = [
        LengthControlled.from_dict(r | {"note": CONFOUNDED if r["model"] in one_sided else None})
        for r in lc.select("model", "lc_win_rate", "win_rate", "n", "status", "terms").to_dicts()
    ]
    return StyleOutcome(columns, section, rows)


CONFOUNDED = "length difference never changes sign"


def _one_sided_length(battles: pl.DataFrame, baseline: str) -> set[str]:
    """Models (not the baseline) whose answers were longer than the baseline's in every comparison with it,
    or shorter in every one (in characters, the LC kernel's unit)."""
    a_base = pl.col("model_a") == baseline
    rows = battles.filter(a_base ^ (pl.col("model_b") == baseline)).select(
        pl.when(a_base).then(pl.col("model_b")).otherwise(pl.col("model_a")).alias("model"),
        (
            pl.when(a_base).then(1).otherwise(-1)
            * (
                pl.col("response_b").str.len_chars().cast(pl.Int64)
                - pl.col("response_a").str.len_chars().cast(pl.Int64)
            )
        ).alias("dlen"),
    )
    sides = rows.group_by("model").agg(
        (pl.col("dlen") > 0).any().alias("longer"), (pl.col("dlen") < 0).any().alias("shorter")
    )
    return set(sides.filter(~(pl.col("longer") & pl.col("shorter")))["model"].to_list())
