"""``leaderboard.json``: the typed, versioned leaderboard of ``judge-engine rank`` (:class:`Leaderboard`)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from judge_engine.schemas.protocols import BaselineWinRate, RankCorrelation, ScoreRow
from judge_engine.schemas.records import Record, Versioned, absent, optional


@dataclass
class ModelScore(Record):
    """One ranked model (a row of ``leaderboard.parquet``).

    Attributes:
        model: its name; rank: 1 = best; score: Elo-like (1000 + 400 log10-odds against the baseline).
        ci_low, ci_high: percentile-bootstrap interval over questions (None: see ``note``).
        wins, losses, ties: its comparisons in the ranked component; questions: distinct questions.
        note: why it has no interval (``anchor``, too few questions, unbounded score, zero width), or None.
        style_rank, style_score, style_ci_low, style_ci_high: the style-controlled rank and score with its
            question-bootstrap interval (:class:`StyleSection`); None when the model has none.
        judge_score: Bradley-Terry score on the pairs' soft outcomes (mean over the judge's parsed samples);
            judge_ci_low, judge_ci_high: its two-level interval (questions, then the judge's samples and
            orders); judge_q_ci_low, judge_q_ci_high: its question-only interval, for comparison.
        rank_ub: 1 + the number of models whose interval lies wholly above this one's (Chatbot Arena's
            "rank (UB)"); from the two-level intervals when the leaderboard has them, else the question-only
            ones (:attr:`Leaderboard.flags_use`). Models with equal ``rank_ub`` are statistically tied.
        The ``style_*``, ``judge_*`` and ``rank_ub`` keys are absent from files written before schema
        version 2.

        prev_rank, prev_score, rank_change (positive = moved up), score_change, significant (the two
            nights' question-only intervals do not overlap; None when either has none), significant_judge
            (the same on the two-level intervals): with ``--previous`` only
            (:func:`judge_engine.kernels.ranking.compare_boards`); None on a model the previous leaderboard
            does not hold (a new model, :attr:`PreviousSection.new`). Absent without ``--previous``.

    ``rank`` is a competition ranking: models whose scores round to the same tenth share a rank
    (:func:`judge_engine.kernels.ranking.tie_ranks`; since schema version 5, unique before).
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
    style_rank: int | None = absent()
    style_score: float | None = absent()
    style_ci_low: float | None = absent()
    style_ci_high: float | None = absent()
    judge_score: float | None = absent()
    judge_ci_low: float | None = absent()
    judge_ci_high: float | None = absent()
    judge_q_ci_low: float | None = absent()
    judge_q_ci_high: float | None = absent()
    rank_ub: int | None = absent()
    prev_rank: int | None = absent()
    prev_score: float | None = absent()
    rank_change: int | None = absent()
    score_change: float | None = absent()
    significant: bool | None = absent()
    significant_judge: bool | None = absent()


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
class Coefficient(Record):
    """A style covariate of the style-controlled fit (:func:`judge_engine.kernels.style.style_controlled_leaderboard`).

    Attributes:
        covariate: ``length`` (characters), ``header_count``, ``list_count`` or ``bold_count``.
        status: ``fitted``, ``dropped: zero variance`` or ``dropped: collinear``.
        coef: natural-log odds of winning per standard deviation of (f_a - f_b) / (f_a + f_b + 1); 0 when dropped.
        ci_low, ci_high: its question-bootstrap interval (None without bootstrap or when dropped).
        elo_per_std: ``coef`` on the Elo-like scale (x 400 / ln 10).
        mean, std: of the un-standardised covariate over the fitted rows.
    """

    covariate: str = ""
    status: str = ""
    coef: float = 0.0
    ci_low: float | None = None
    ci_high: float | None = None
    elo_per_std: float = 0.0
    mean: float = 0.0
    std: float = 0.0


@dataclass
class StyleSection(Record):
    """Style control (arena-hard-auto ``show_result.py --style-control``): what was fitted and on what.

    Attributes:
        features: the covariates asked for.
        pairs_used: compared pairs of the ranked models whose judged texts were found (the fit's rows).
        pairs_without_texts: compared pairs left out because the run's input no longer holds the texts
            that were judged (edited or removed; the request key check of ``review export``).
        coefficients: :class:`Coefficient` per feature.
        notes: degenerate cases (dropped covariates, confounding with model identity, non-convergence).
    """

    features: list[str] = field(default_factory=list)
    pairs_used: int = 0
    pairs_without_texts: int = 0
    coefficients: list[Coefficient] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)


@dataclass
class LengthControlled(Record):
    """AlpacaEval 2.0's length-controlled win rate of ``model`` against the baseline
    (:func:`judge_engine.kernels.lc_winrate.length_controlled_win_rate`), never NaN.

    Attributes:
        lc_win_rate, win_rate: fractions in [0, 1] (ties half).
        n: comparisons with the baseline (rows' total weight).
        status: ``baseline`` (0.5 by construction), ``ok``, ``reduced`` (a term dropped, see ``terms``),
            ``all_wins`` / ``all_losses`` (separable: the LC win rate is the raw one).
        terms: the GLM's terms (``model+length+difficulty`` when complete).
        note: ``length difference never changes sign`` when the model's answers were longer (or shorter)
            than the baseline's on every question: the length term is then confounded with the model term
            and the LC win rate is not identified (AlpacaEval's GLM has the same limit); None otherwise.
    """

    model: str = ""
    lc_win_rate: float = 0.0
    win_rate: float = 0.0
    n: float = 0.0
    status: str = ""
    terms: str = ""
    note: str | None = None


@dataclass
class VerdictSource(Record):
    """Where the verdicts the leaderboard was fitted on came from (schema version 4).

    Attributes:
        column: ``final_verdict`` (people's labels from ``review import`` where applied, the calibrated
            verdict elsewhere) or ``verdict`` (the calibrated verdicts: the run has no applied label, or
            it is a five-level run, whose battles come from the judge's label counts).
        from_people: compared pairs of the ranked models whose verdict is a person's label.
        from_judge: compared pairs whose verdict is the judge's.
        note: what the labels do not reach (the two-level intervals resample the judge's samples;
            a five-level run's battles), or None.
    """

    column: str = "verdict"
    from_people: int = 0
    from_judge: int = 0
    note: str | None = None


@dataclass
class JudgeRef(Record):
    """Which judge gave a run's verdicts, from its ``manifest.json`` (schema version 5).

    Attributes:
        backend, model: ``judge.backend`` and ``judge.model`` of the run config.
        revision: ``judge.revision`` (None: none set).
        template: the template (or family) id; template_hash: a hash of its text
            (:class:`~judge_engine.schemas.manifest.TemplateRef`).
    """

    backend: str | None = None
    model: str | None = None
    revision: str | None = None
    template: str | None = None
    template_hash: str | None = None


@dataclass
class GoneModel(Record):
    """A model the previous leaderboard ranked and this one does not: its ``rank`` and ``score`` then."""

    model: str = ""
    rank: int = 0
    score: float = 0.0


@dataclass
class PreviousSection(Record):
    """The leaderboard ``rank --previous`` compared with (schema version 5).

    Attributes:
        dir: the folder as given.
        baseline: its baseline (from its ``leaderboard.json``; None when it has none).
        judge: its judge (:class:`JudgeRef`; None when its manifest cannot be read).
        new: models ranked now that it does not hold (their change columns are None).
        gone: :class:`GoneModel` per model it ranked that is not ranked now.
        mismatch: what differed (baseline, judge model, template) when compared anyway with
            ``--allow-previous-mismatch``; empty otherwise.
        unchecked: what could not be compared (an unknown baseline or judge), as phrases; absent when
            everything was checked (schema version 6).
    """

    dir: str = ""
    baseline: str | None = None
    judge: JudgeRef | None = None
    new: list[str] = field(default_factory=list)
    gone: list[GoneModel] = field(default_factory=list)
    mismatch: list[str] = field(default_factory=list)
    unchecked: list[str] | None = optional()


@dataclass
class CategoryResult(Record):
    """One ranked model's comparisons within one input ``category``
    (:func:`judge_engine.kernels.ranking.category_win_rates`; schema version 5).

    Attributes:
        model, category: which (category None: the pairs without one).
        n: compared pairs with a verdict; wins, losses, ties: of this model.
        win_rate: (wins + ties / 2) / n.
    """

    model: str = ""
    category: str | None = None
    n: int = 0
    wins: int = 0
    losses: int = 0
    ties: int = 0
    win_rate: float = 0.0


@dataclass
class Leaderboard(Versioned):
    """``leaderboard.json``.

    Attributes:
        schema_version: 8 (2 added ``style``, ``length_controlled``, ``judge_uncertainty``, ``flags_use``
            and the models' ``style_*``, ``judge_*``, ``rank_ub``; 3 the protocol sections ``protocol``,
            ``baseline_win_rate``, ``model_scores``, ``correlation``, ``five_level``; 4 ``verdicts``; 5 ``judge``,
            ``previous``, ``by_category``, the models' change columns as typed fields and tied ranks; 6
            ``previous.unchecked``; 7 ``fitted_on``; 8 ``board_digest``; a file without it predates
            versioning and has version 1's keys; all read).
        fitted_on: SHA-256 (hex) of the ``pairs.parquet`` (``items.parquet``) the board was fitted on
            (:mod:`judge_engine.ranking.board_state`); None before version 7.
        board_digest: SHA-256 (hex) of the ``leaderboard.parquet`` written with this file (the json is written
            last; :func:`judge_engine.ranking.board_state.board_mismatch`); None before version 8.
        judge: :class:`JudgeRef` of the run (None: no readable manifest).
        previous: :class:`PreviousSection` (``rank --previous`` only).
        by_category: :class:`CategoryResult` per ranked model and category, when the pairs carry
            ``category`` (pairwise boards).
        verdicts: :class:`VerdictSource`: whether people's review labels were used and how many
            verdicts came from people (pairwise boards; absent before version 4).
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
        style: :class:`StyleSection` (None: style control off, or the judged texts could not be read; see notes).
        length_controlled: :class:`LengthControlled` per model, the baseline first (None like ``style``).
        judge_uncertainty: how the two-level intervals were made (``n_bootstrap``, ``samples``, ``notes``), or
            None when the judgments could not be read.
        flags_use: which intervals ``rank_ub`` uses: ``two_level`` or ``question``. ``significant`` (with
            ``--previous``) always compares the question-only intervals (as before version 2);
            ``significant_judge`` compares the two-level ones.
        notes: what ``rank`` could not do and why (texts or judgments unavailable, pairs without a model name), and
            how many verdicts ranked rest on one order only (no position calibration; fresh pass full66 M3).
    """

    SCHEMA_VERSION: ClassVar[int] = 8
    FILE: ClassVar[str] = "leaderboard.json"
    NOUN: ClassVar[str] = "leaderboard"
    REQUIRED: ClassVar[tuple[str, ...]] = ("models",)

    schema_version: int = 8
    fitted_on: str | None = optional()
    board_digest: str | None = optional()
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
    style: StyleSection | None = optional()
    length_controlled: list[LengthControlled] | None = optional()
    judge_uncertainty: dict[str, Any] | None = optional()
    flags_use: str | None = optional()
    verdicts: VerdictSource | None = optional()
    notes: list[str] | None = optional()
    judge: JudgeRef | None = optional()
    previous: PreviousSection | None = optional()
    by_category: list[CategoryResult] | None = optional()

    @classmethod
    def from_dict(cls, data: dict[str, Any], keep_unknown: bool = True) -> Leaderboard:
        """As :meth:`Record.from_dict`; a file without ``schema_version`` (written before versioning) reads as
        version 1, whose keys it has."""
        obj = super().from_dict(data, keep_unknown)
        if "schema_version" not in data:
            obj.schema_version = 1
        return obj
