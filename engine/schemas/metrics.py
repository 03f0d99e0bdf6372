"""The quality figures of a run (:class:`QualityMetrics`), written flat into ``summary.json``, field by field.

Rates are shares in [0, 1]; a rate is None (``null``) when nothing was there to count. An interval
(``ci``) is the dict of :func:`judge_engine.kernels.bootstrap.bootstrap_mean` / ``bootstrap_kappa``:
``value``, ``low``, ``high``, ``n``, ``n_resamples``, ``seed``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from judge_engine.schemas.records import Record, flat, optional


@dataclass
class OrderAccuracy(Record):
    """Accuracy against human labels of each order's own k-sample verdict (mean basis)."""

    ab: float | None = None
    ba: float | None = None


@dataclass
class Agreement(Record):
    """Order and human agreement of a set of pairs (the run, or one category).

    Attributes:
        conflict_rate: share of pairs whose two orders' first parsed verdicts differ (Wang et al. 2024).
        conflict_n: pairs with a verdict in both orders (its denominator).
        conflict_rate_mean: the same with each order's k-sample mean verdict.
        positional_agreement: 1 - conflict_rate on the same pairs (LLMBar ``equal``).
        accuracy: calibrated verdict == ``human_label`` over the labelled pairs with a verdict.
        kappa: Cohen's kappa of the same (3-class with ties, 2-class without).
        labelled_pairs: pairs with a human label and a verdict.
        accuracy_by_order: :class:`OrderAccuracy`.
        accuracy_both_orders: both orders' verdicts right.
        accuracy_average: mean of the two orders' accuracies.
    """

    conflict_rate: float | None = None
    conflict_n: int = 0
    conflict_rate_mean: float | None = None
    positional_agreement: float | None = None
    accuracy: float | None = None
    kappa: float | None = None
    labelled_pairs: int = 0
    accuracy_by_order: OrderAccuracy = field(default_factory=OrderAccuracy)
    accuracy_both_orders: float | None = None
    accuracy_average: float | None = None


@dataclass
class CategoryMetrics(Record):
    """One input ``category``: its pairs, parse-failure rate and :class:`Agreement`."""

    pairs: int = 0
    parse_failure_rate: float | None = None
    agreement: Agreement = flat(Agreement)


@dataclass
class PositionPreference(Record):
    """Shares of parsed samples won by slot 1, slot 2 or neither (None when nothing parsed); ``n`` samples."""

    first: float | None = None
    second: float | None = None
    tie: float | None = None
    n: int = 0


@dataclass
class VerdictCounts(Record):
    """Judged pairs by calibrated verdict."""

    a: int = 0
    b: int = 0
    tie: int = 0


@dataclass
class VerdictProbs(Record):
    """With ``judge.verdict_probs``: pairs with probabilities, and the mean entropy of their outcome shares (nats)."""

    pairs: int = 0
    mean_prob_entropy: float | None = None


@dataclass
class HitlcPoint(Record):
    """One point of the HITLC curve: the top ``beta`` share by BPDE reviewed (``reviewed`` pairs) gives
    ``accuracy`` of the merged verdicts (``kappa`` of the same)."""

    beta: float = 0.0
    reviewed: int = 0
    accuracy: float | None = None
    kappa: float | None = None


@dataclass
class ScoreGapBucket(Record):
    """Conflict rate of the pairs whose |CS_a - CS_b| lies in (lo, hi] (``bucket`` = ``"lo-hi"``)."""

    bucket: str = ""
    lo: float = 0.0
    hi: float = 0.0
    n: int = 0
    conflicts: int = 0
    conflict_rate: float | None = None


@dataclass
class Intervals(Record):
    """Percentile-bootstrap intervals over pairs at ``level`` (each a bootstrap dict, module docstring)."""

    level: float = 0.95
    conflict_rate: dict[str, Any] = field(default_factory=dict)
    accuracy: dict[str, Any] | None = optional()
    kappa: dict[str, Any] | None = optional()


@dataclass
class QualityMetrics(Record):
    """The quality figures of a run (:func:`judge_engine.pipeline.metrics.run_metrics`), written flat.

    Attributes:
        judgments: judgment rows (samples) of the run's requests.
        parse_failures: samples whose status is not ``ok``; parse_failure_rate: their share.
        parse_status: samples by status.
        pairs_with_verdict: judged pairs with a calibrated verdict.
        pairs_one_order: of those, pairs parsed in one order only in a run that asked for both (no BPDE).
        agreement: :class:`Agreement` of all judged pairs.
        position_preference: :class:`PositionPreference`.
        verdicts: :class:`VerdictCounts`.
        needs_review: pairs marked for human review (top ``review_beta`` by BPDE, and every pair without BPDE).
        verdict_probs: :class:`VerdictProbs`, when any sample has probabilities.
        labelled_pairs_without_verdict: with human labels: labelled pairs that got no verdict.
        hitlc: with human labels: the HITLC curve over ``calibration.hitlc_betas``.
        conflict_by_score_gap: :class:`ScoreGapBucket` per gap bucket that holds pairs.
        ci: :class:`Intervals`, unless ``calibration.bootstrap_resamples = 0``.
        by_category: with a ``category`` column: :class:`CategoryMetrics` per category (sorted).
    """

    judgments: int = 0
    parse_failures: int = 0
    parse_failure_rate: float | None = None
    parse_status: dict[str, int] = field(default_factory=dict)
    pairs_with_verdict: int = 0
    pairs_one_order: int = 0
    agreement: Agreement = flat(Agreement)
    position_preference: PositionPreference = field(default_factory=PositionPreference)
    verdicts: VerdictCounts = field(default_factory=VerdictCounts)
    needs_review: int = 0
    verdict_probs: VerdictProbs | None = optional()
    labelled_pairs_without_verdict: int | None = optional()
    hitlc: list[HitlcPoint] | None = optional()
    conflict_by_score_gap: list[ScoreGapBucket] = field(default_factory=list)
    ci: Intervals | None = optional()
    by_category: dict[str, CategoryMetrics] | None = optional()
