"""``audit.json``: the typed, versioned bias audit (:class:`AuditReport`), field by field."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from judge_engine.schemas.records import Record, Versioned, absent, optional

UNCALIBRATED, CALIBRATED = "uncalibrated", "calibrated"
"""The audit's modes: each order judged once; both orders x k samples with the calibrated verdict."""


@dataclass
class AuditJudge(Record):
    """The judge audited: backend, model, template id, ``judge.constrain``, temperature, max_tokens, seed."""

    backend: str = ""
    model: str = ""
    template: str = ""
    constrain: str = "off"
    temperature: float = 0.0
    max_tokens: int = 0
    seed: int = 0


@dataclass
class AuditOptionsRecord(Record):
    """The command's options: suites, ``--calibrate`` and its k (None without), ``--limit``, ``--pairs``,
    ``--data``, ``--seed``, ``--writer-max-tokens``, and ``gap_threshold`` (``calibration.gap_threshold``:
    the control's quality gap that splits each ASR into ``asr_small_gap`` / ``asr_large_gap``; schema
    version 2, None in older files)."""

    suites: list[str] = field(default_factory=list)
    calibrate: bool = False
    k: int | None = None
    limit: int | None = None
    pairs: str | None = None
    data: str | None = None
    seed: int = 0
    writer_max_tokens: int = 0
    gap_threshold: float | None = None


@dataclass
class AuditCi(Record):
    """How intervals were made: ``level``, ``bootstrap_resamples``, ``seed``, ``method``."""

    level: float = 0.95
    bootstrap_resamples: int = 0
    seed: int = 0
    method: str = ""


@dataclass
class RandomJudgeInfo(Record):
    """The random-judge baselines: simulated ``judges`` (0: off), ``seed``, the ``outcomes`` a sample
    picks from, and ``what`` they are."""

    judges: int = 0
    seed: int = 0
    outcomes: list[str] = field(default_factory=list)
    what: str = ""


@dataclass
class SlotShares(Record):
    """Shares of a mode's parsed samples won by slot 1, slot 2 or neither."""

    first: float = 0.0
    second: float = 0.0
    tie: float = 0.0


@dataclass
class AuditRun(Record):
    """One mode's run folder: ``dir``, ``k`` and ``orders``, its summary's counts, ``judging_hash`` and
    ``slot_shares`` (None when nothing parsed)."""

    dir: str = ""
    k: int = 1
    orders: list[str] = field(default_factory=list)
    pairs_in: int = 0
    pairs_judged: int = 0
    pairs_flagged: int = 0
    flag_reasons: dict[str, int] = field(default_factory=dict)
    judgments: int = 0
    parse_failure_rate: float | None = None
    samples_written: int = 0
    samples_resumed: int = 0
    wall_s: float = 0.0
    judging_hash: str = ""
    slot_shares: SlotShares | None = None


@dataclass
class RandomRate(Record):
    """A metric over simulated random judges: mean ``value``, central ci-level range ``low`` / ``high``,
    and the ``judges`` whose rate was defined."""

    value: float | None = None
    low: float | None = None
    high: float | None = None
    judges: int = 0


@dataclass
class AuditStat(Record):
    """One rate with its percentile-bootstrap interval over units
    (:func:`judge_engine.kernels.bootstrap.bootstrap_ratio`: ``value``, ``low``, ``high``, ``n`` = sum of
    the denominators, ``units``, ``n_resamples``, ``seed``, ``n_undefined``), and beside it the random
    judges' rates: ``random`` (uniform outcomes) and ``random_matched`` (the judge's own slot shares)."""

    value: float | None = None
    low: float | None = None
    high: float | None = None
    n: int = 0
    units: int = 0
    n_resamples: int = 0
    seed: int = 0
    n_undefined: int = 0
    random: RandomRate | None = optional()
    random_matched: RandomRate | None = optional()


@dataclass
class AuditRow(Record):
    """One (subset, metric) of a suite: which way is better (``direction``), the rate per mode
    (``calibrated`` only with ``--calibrate``; None where a mode gave no rate) and ``delta`` =
    calibrated - uncalibrated (only with ``--calibrate``)."""

    subset: str = ""
    metric: str = ""
    direction: str = "-"
    uncalibrated: AuditStat | None = None
    calibrated: AuditStat | None = absent()
    delta: float | None = absent()

    def stat(self, mode: str) -> AuditStat | None:
        """The rate of ``mode`` (``"uncalibrated"`` or ``"calibrated"``), None when absent or undefined."""
        value = getattr(self, mode, None)
        return value if isinstance(value, AuditStat) else None


@dataclass
class WriterStats(Record):
    """A writer suite's rewrites: the writing ``backend`` and ``model``, greedy (``temperature`` 0) with
    ``max_tokens``; rewrites ``requested``, ``written`` now, ``reused`` from the cache, ``statuses``
    (see :data:`judge_engine.audit.rewriter.WRITE_STATUSES`) and the ``log`` file."""

    backend: str = ""
    model: str = ""
    temperature: float = 0.0
    max_tokens: int = 0
    requested: int = 0
    written: int = 0
    reused: int = 0
    statuses: dict[str, int] = field(default_factory=dict)
    log: str = ""


@dataclass
class AuditSuite(Record):
    """One suite: ``kind`` (accuracy | position | asr), ``description``, ``source``, ``pairs`` judged,
    pairs ``by_variant``, its :class:`AuditRow` list and, for a writer suite, :class:`WriterStats`."""

    kind: str = ""
    description: str = ""
    source: str = ""
    pairs: int = 0
    by_variant: dict[str, int] = field(default_factory=dict)
    rows: list[AuditRow] = field(default_factory=list)
    writer: WriterStats | None = optional()


@dataclass
class AuditPanelJudge(Record):
    """One judge of an audited panel, scored on its own verdicts: its ``name`` (``[[panel.judges]]``), the
    ``judge`` (as :class:`AuditJudge`), its run folder per mode (``runs``) and its rows per suite (``suites``:
    suite name -> the :class:`AuditRow` list, the same subsets and metrics as the panel's rows)."""

    name: str = ""
    judge: AuditJudge = field(default_factory=AuditJudge)
    runs: dict[str, AuditRun] = field(default_factory=dict)
    suites: dict[str, list[AuditRow]] = field(default_factory=dict)


@dataclass
class AuditComparisonRow(Record):
    """One line of a panel audit's comparison table: a (suite, subset, metric) in one ``mode``.

    Attributes:
        suite, subset, metric, direction, mode: what the line measures.
        rates: judge name -> its rate (None when undefined), then ``"panel"``: the panel's rate.
        n: the same keys -> the rate's n (sum of its denominators).
        random, random_matched: the uniform random judge and the content-blind judge with the panel's slot
            shares on the panel's design (None without random judges).
    """

    suite: str = ""
    subset: str = ""
    metric: str = ""
    direction: str = "-"
    mode: str = ""
    rates: dict[str, float | None] = field(default_factory=dict)
    n: dict[str, int] = field(default_factory=dict)
    random: float | None = None
    random_matched: float | None = None


@dataclass
class AuditReport(Versioned):
    """``audit.json``.

    Attributes:
        schema_version: 3 (2: no ``panel`` and ``comparison``; 1: no ``options.gap_threshold`` and no
            ``asr_small_gap`` / ``asr_large_gap`` rows; a file without it predates versioning and has
            version 1's keys).
        judge: :class:`AuditJudge` (a panel: backend ``"panel"``, model the judges' names);
            options: :class:`AuditOptionsRecord`.
        modes: ``["uncalibrated"]`` or ``["uncalibrated", "calibrated"]``.
        ci: :class:`AuditCi`; random_judge: :class:`RandomJudgeInfo`.
        runs: :class:`AuditRun` per mode (a panel: its mode folder, the judges' counts summed, the panel's
            slot shares).
        suites: :class:`AuditSuite` per suite, in report order (a panel: scored on the panel's verdicts).
        panel: a panel audit's judges (:class:`AuditPanelJudge`, config order); absent for one judge.
        comparison: a panel audit's one table (:class:`AuditComparisonRow`: every judge, the panel and the
            random judges per suite, subset, metric and mode); absent for one judge.
        wall_s: seconds the audit took.
    """

    SCHEMA_VERSION: ClassVar[int] = 3
    FILE: ClassVar[str] = "audit.json"
    NOUN: ClassVar[str] = "audit"
    ARTICLE: ClassVar[str] = "an"
    REQUIRED: ClassVar[tuple[str, ...]] = ("modes", "suites")

    schema_version: int = 3
    judge: AuditJudge = field(default_factory=AuditJudge)
    options: AuditOptionsRecord = field(default_factory=AuditOptionsRecord)
    modes: list[str] = field(default_factory=list)
    ci: AuditCi = field(default_factory=AuditCi)
    random_judge: RandomJudgeInfo = field(default_factory=RandomJudgeInfo)
    runs: dict[str, AuditRun] = field(default_factory=dict)
    suites: dict[str, AuditSuite] = field(default_factory=dict)
    panel: list[AuditPanelJudge] | None = absent()
    comparison: list[AuditComparisonRow] | None = absent()
    wall_s: float = 0.0
