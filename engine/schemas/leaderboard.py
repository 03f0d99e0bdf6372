"""``leaderboard.json``: the typed, versioned leaderboard of ``judge-engine rank`` (:class:`Leaderboard`)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from judge_engine.schemas.protocols import BaselineWinRate, RankCorrelation, ScoreRow
from judge_engine.schemas.records import Record, Versioned, optional


@dataclass
class ModelScore(Record):
    """One ranked model (a row of ``leaderboard.parquet``).

    Attributes:
        model: its name; rank: 1 = best; score: Elo-like (1000 + 400 log10-odds against the baseline).
        ci_low, ci_high: percentile-bootstrap interval over questions (None: see ``note``).
        wins, losses, ties: its comparisons in the ranked component; questions: distinct questions.
        note: why it has no interval (``anchor``, too few questions, unbounded score, zero width), or None.

    With ``--previous`` each row also holds ``prev_rank``, ``prev_score``, ``rank_change`` (positive =
    moved up), ``score_change`` and ``significant`` (the two nights' intervals do not overlap; None when
    either has none), kept as :func:`judge_engine.kernels.ranking.compare_boards` gives them
    (``row.get("rank_change")``).
    """

    model: str = ""
    rank: int = 0
    score: float = 0.0
    ci_low: float | None = None
    ci_high: float | None = None
    wins: int = 0
    losses: int = 0
    ties: int = 0
    questions: int = 0
    note: str | None = None


@dataclass
class Unrankable(Record):
    """A model outside the baseline's connected group: its ``component`` and number of ``comparisons``."""

    model: str = ""
    component: int = 0
    comparisons: int = 0


@dataclass
class WinRate(Record):
    """Share of ``model``'s ``n`` comparisons with ``opponent`` that it won (a tie is half a win)."""

    model: str = ""
    opponent: str = ""
    n: int = 0
    win_rate: float | None = None


@dataclass
class Leaderboard(Versioned):
    """``leaderboard.json``.

    Attributes:
        schema_version: 2 (1: before the protocol sections; a file without it predates versioning;
            all read).
        protocol: ``single`` for a single-answer run's board (models ranked by mean score;
            ``score`` is then the mean score, not Elo-like); absent: pairwise.
        baseline: the model anchored at 1000; n_bootstrap, seed, min_questions: the command's options.
        scale: how scores read.
        components: connected groups of compared models; self_pairs: pairs of a model with itself, left out.
        unrankable: :class:`Unrankable` per model outside the baseline's group.
        models: :class:`ModelScore` per ranked model, best first.
        win_rate: :class:`WinRate` of every ordered pair of ranked models that met.
        baseline_win_rate: per model, the win rate against the baseline with its interval
            (:class:`~judge_engine.schemas.protocols.BaselineWinRate`; pairwise runs whose pairs
            include the baseline).
        model_scores: the per-model score table of a single-answer run (per turn and category).
        correlation: rank correlation with a published ranking (``rank --published``).
        five_level: the Bradley-Terry fit counted a ``>>`` verdict this many times (five-level runs).
    """

    SCHEMA_VERSION: ClassVar[int] = 2
    FILE: ClassVar[str] = "leaderboard.json"
    NOUN: ClassVar[str] = "leaderboard"
    REQUIRED: ClassVar[tuple[str, ...]] = ("models",)

    schema_version: int = 2
    protocol: str | None = optional()
    baseline: str | None = None
    n_bootstrap: int = 0
    seed: int = 0
    min_questions: int = 0
    scale: str = ""
    components: int = 0
    self_pairs: int = 0
    unrankable: list[Unrankable] = field(default_factory=list)
    models: list[ModelScore] = field(default_factory=list)
    win_rate: list[WinRate] = field(default_factory=list)
    baseline_win_rate: list[BaselineWinRate] | None = optional()
    model_scores: list[ScoreRow] | None = optional()
    correlation: RankCorrelation | None = optional()
    five_level: int | None = optional()
