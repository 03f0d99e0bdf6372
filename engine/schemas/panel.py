"""``panel.json``: the typed, versioned summary of a judge panel (issue 17), field by field.

Rates are shares in [0, 1], None (``null``) when nothing was there to count. Formulas and sources are in
:mod:`judge_engine.kernels.panel` (plurality verdict, Fleiss' kappa, Krippendorff's alpha) and
:mod:`judge_engine.kernels.agreement` (Cohen's kappa, accuracy, conflict rate, position preference).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from judge_engine.schemas.metrics import PositionPreference, VerdictCounts
from judge_engine.schemas.records import Record, Versioned, optional


@dataclass
class PanelJudgeFigures(Record):
    """One judge of the panel, from its own run (``OUT/judges/<name>/summary.json``).

    Attributes:
        name, backend, model, template: the judge.
        dir: its run folder (its own store partition, resumable by itself).
        pairs_judged, pairs_with_verdict: its judged pairs, and those with a calibrated verdict.
        parse_failure_rate: its unparsed samples / samples.
        labelled_pairs, accuracy, kappa: its calibrated verdicts against ``human_label`` (Cohen's kappa).
        conflict_rate: share of pairs whose two orders disagree (first samples); 0 by construction for a
            position-free judge (a reward model), measured all the same.
        position_preference: shares of its parsed samples won by slot 1 / slot 2 / neither.
        position_free: True for a judge whose score of a response does not depend on its slot (reward model).
        verdicts: its pairs by calibrated verdict.
        samples_written, samples_resumed: judgment rows written by this invocation / found from earlier ones.
        forward_passes: reward models: forward passes in this invocation (None otherwise, or when resumed).
    """

    name: str = ""
    backend: str = ""
    model: str = ""
    template: str = ""
    dir: str = ""
    pairs_judged: int = 0
    pairs_with_verdict: int = 0
    parse_failure_rate: float | None = None
    labelled_pairs: int | None = None
    accuracy: float | None = None
    kappa: float | None = None
    conflict_rate: float | None = None
    position_preference: PositionPreference = field(default_factory=PositionPreference)
    position_free: bool = False
    verdicts: VerdictCounts = field(default_factory=VerdictCounts)
    samples_written: int = 0
    samples_resumed: int = 0
    forward_passes: int | None = optional()


@dataclass
class PanelFigures(Record):
    """The panel's own verdicts (plurality over the judges' calibrated verdicts; a split is a tie).

    Attributes:
        pairs: pairs at least one judge judged (a row every judge flagged is not one; fresh pass adv62 D9: it was
            counted); pairs_with_verdict: with at least one judge's vote.
        pairs_in, pairs_flagged: the input rows, and those no judge judged (every judge flagged them, or the run
            flagged the row itself: no pair_id, a repeated one); ``pairs_in = pairs + pairs_flagged``. Absent from
            files written before them.
        verdicts: pairs by panel verdict.
        unanimous: pairs whose every vote is the panel verdict (with at least two votes).
        mean_agreement: mean share of votes equal to the panel verdict.
        labelled_pairs, accuracy, kappa: panel verdicts against ``human_label``.
    """

    pairs: int = 0
    pairs_with_verdict: int = 0
    verdicts: VerdictCounts = field(default_factory=VerdictCounts)
    unanimous: int = 0
    mean_agreement: float | None = None
    labelled_pairs: int | None = None
    accuracy: float | None = None
    kappa: float | None = None
    pairs_in: int | None = optional()
    pairs_flagged: int | None = optional()


@dataclass
class JudgePairKappa(Record):
    """Cohen's kappa of two judges over the ``n`` pairs both gave a verdict (None when undefined)."""

    judge_1: str = ""
    judge_2: str = ""
    n: int = 0
    kappa: float | None = None


@dataclass
class PanelAgreement(Record):
    """Agreement between the judges' calibrated verdicts (labels a, b, tie).

    Attributes:
        pairwise: Cohen's kappa per two judges.
        fleiss_kappa: over the ``fleiss_units`` pairs every judge gave a verdict (``fleiss_dropped`` others).
        krippendorff_alpha: nominal alpha over the ``alpha_units`` pairs with two or more verdicts
            (``alpha_values`` verdicts in them).
        n_raters: judges.
    """

    pairwise: list[JudgePairKappa] = field(default_factory=list)
    fleiss_kappa: float | None = None
    fleiss_units: int = 0
    fleiss_dropped: int = 0
    krippendorff_alpha: float | None = None
    alpha_units: int = 0
    alpha_values: int = 0
    n_raters: int = 0


@dataclass
class PanelRayJudge(Record):
    """Where one judge ran on Ray: the worker process ``pid``, its Ray ``node`` id, and Unix times (s)
    ``started_at`` / ``finished_at`` around its run (a retried task: its last attempt)."""

    name: str = ""
    pid: int = 0
    node: str = ""
    started_at: float = 0.0
    finished_at: float = 0.0


@dataclass
class PanelRay(Record):
    """A panel run on Ray (``--ray``; :mod:`judge_engine.distributed.panel`): the cluster ``address``, what each
    judge's worker reserved (``num_cpus``, ``num_gpus``) and each judge's worker (:class:`PanelRayJudge`)."""

    address: str = ""
    num_cpus: float = 0.0
    num_gpus: float = 0.0
    judges: list[PanelRayJudge] = field(default_factory=list)


@dataclass
class PanelGate(Record):
    """Whether the panel run is a failure (``judge-engine panel`` then exits 3, as a failed ``run`` gate):
    ``passed`` is False when every judge's gate failed or no pair has a verdict; ``failures`` says why, and
    names each judge whose own gate failed (one judge's failure alone does not fail the panel)."""

    passed: bool = True
    failures: list[str] = field(default_factory=list)


@dataclass
class PanelSummary(Versioned):
    """``panel.json`` of a panel folder (``judge-engine panel``): each judge, the panel, their agreement.

    Attributes:
        schema_version: 3 (1: no ``ray``; 2: no ``gate``).
        judges: :class:`PanelJudgeFigures` per judge, in config order.
        panel: :class:`PanelFigures`.
        agreement: :class:`PanelAgreement`.
        wall_s: seconds of the whole invocation (every judge's run and the combination).
        ray: :class:`PanelRay` when the judges ran side by side on Ray (``--ray``); absent otherwise.
        gate: :class:`PanelGate` (absent before version 3).
    """

    SCHEMA_VERSION: ClassVar[int] = 3
    FILE: ClassVar[str] = "panel.json"
    NOUN: ClassVar[str] = "panel summary"
    REQUIRED: ClassVar[tuple[str, ...]] = ("judges", "panel")

    schema_version: int = 3
    judges: list[PanelJudgeFigures] = field(default_factory=list)
    panel: PanelFigures = field(default_factory=PanelFigures)
    agreement: PanelAgreement = field(default_factory=PanelAgreement)
    wall_s: float | None = None
    ray: PanelRay | None = optional()
    gate: PanelGate | None = optional()
