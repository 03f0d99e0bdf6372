"""The protocol sections of ``summary.json`` and ``leaderboard.json`` (schema version 2), field by field:
single-answer grading (:class:`PointwiseSection`, :class:`ScoreRow`), five-level verdicts
(:class:`FiveLevelSection`), win rates against a baseline (:class:`BaselineWinRate`) and the rank
correlation with a published ranking (:class:`RankCorrelation`). Scores are in the template's scale
units, rates are shares in [0, 1], entropies in nats; None (``null``) when nothing was there to count.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from judge_engine.schemas.records import Record


@dataclass
class ScaleRecord(Record):
    """The declared score scale: ``min``, ``max`` and ``step`` (the grid the entropy bins on)."""

    min: float = 1.0
    max: float = 10.0
    step: float = 1.0


@dataclass
class ScoreRow(Record):
    """One row of the per-model score table (FastChat ``show_result.py`` single mode, with intervals).

    Attributes:
        model: the answering model.
        turn: the turn the row pools (None: every turn, FastChat's "Average").
        category: the question category it pools (None: every category).
        score: mean of the item scores (each item's mean over its k samples), items with a score only.
        ci_low, ci_high: percentile bootstrap over questions (None without resamples).
        n_items: items with a score; n_unscored: judged items whose samples all failed to parse;
        n_questions: questions with a scored item.
    """

    model: str = ""
    turn: int | None = None
    category: str | None = None
    score: float | None = None
    ci_low: float | None = None
    ci_high: float | None = None
    n_items: int = 0
    n_unscored: int = 0
    n_questions: int = 0


@dataclass
class PointwiseSection(Record):
    """Single-answer runs: what the items' sampled scores say.

    Attributes:
        scale: :class:`ScaleRecord`.
        items_scored: judged items with at least one parsed score; items_unscored: judged items with none.
        mean_score: mean of the items' mean scores; mean_std: mean of their spreads (ddof 0);
        mean_entropy: mean entropy of the sampled scores (nats; the pointwise analogue of BPDE).
        needs_review: items for people (top ``review_beta`` by entropy, plus items without a score).
        review_beta: ``calibration.review_beta``.
        ci_level, bootstrap_resamples: the intervals of ``models``.
        models: :class:`ScoreRow` per model (all turns, then per turn, then per category); empty when
            the items carry no ``model`` and ``question_id``.
    """

    scale: ScaleRecord = field(default_factory=ScaleRecord)
    items_scored: int = 0
    items_unscored: int = 0
    mean_score: float | None = None
    mean_std: float | None = None
    mean_entropy: float | None = None
    needs_review: int = 0
    review_beta: float = 0.0
    ci_level: float = 0.95
    bootstrap_resamples: int = 0
    models: list[ScoreRow] = field(default_factory=list)


@dataclass
class FiveLevelSection(Record):
    """Five-level (Arena-Hard) runs.

    Attributes:
        strong_weight: weight of a ``>>`` verdict in the calibrated score, BPDE and the Bradley-Terry fit (3).
        labels: parsed samples by label in response terms (``a>>b``, ``a>b``, ``a=b``, ``b>a``, ``b>>a``).
        conflict_rate5: share of pairs whose first parsed samples of the two orders differ in strength
            (``conflict_rate`` compares their three-way outcome); conflict_n: pairs with both.
        mean_entropy5: mean entropy of the five labels' shares per pair (nats, at most ln 5).
    """

    strong_weight: int = 3
    labels: dict[str, int] = field(default_factory=dict)
    conflict_rate5: float | None = None
    conflict_n: int = 0
    mean_entropy5: float | None = None


@dataclass
class BaselineWinRate(Record):
    """A model's win rate against the baseline (ties half; Arena-Hard's weighted battles for five-level runs).

    Attributes:
        model: the model; win_rate: its share of wins; ci_low, ci_high: percentile bootstrap over questions.
        wins, ties, losses: its calibrated verdicts against the baseline; n_pairs: pairs with a verdict;
        n_unjudged: pairs against the baseline without one; n_questions: questions with a judged pair.
        unit: ``verdict`` (one per pair) or ``battle`` (every parsed sample, strong ones 3 times).
    """

    model: str = ""
    win_rate: float | None = None
    ci_low: float | None = None
    ci_high: float | None = None
    wins: int = 0
    ties: int = 0
    losses: int = 0
    n_pairs: int = 0
    n_unjudged: int = 0
    n_questions: int = 0
    unit: str = "verdict"


@dataclass
class RankCorrelation(Record):
    """Rank agreement of the engine's model ranking with a published one (Spearman's rho, Kendall's tau-b;
    scipy.stats, two-sided p-values).

    Attributes:
        published: the published scores file; column: its score column.
        models: models in both rankings (the correlation's n); missing: ranked models it does not list.
        spearman, spearman_p, kendall, kendall_p: None with fewer than 3 models in both, or when one ranking gives
            every model the same score (undefined; fresh pass full66 L3: scipy's warning was printed instead).
        note: why they are None (None when they are not).
    """

    published: str = ""
    column: str = ""
    models: int = 0
    missing: list[str] = field(default_factory=list)
    spearman: float | None = None
    spearman_p: float | None = None
    kendall: float | None = None
    kendall_p: float | None = None
    note: str | None = None
