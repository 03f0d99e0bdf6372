"""``summary.json``: the typed, versioned run summary (:class:`RunSummary`) and its sections, field by field. The
quality figures (:class:`~judge_engine.schemas.metrics.QualityMetrics`) are in :mod:`judge_engine.schemas.metrics`.
Rates are shares in [0, 1]; a rate is None (``null``) when nothing was there to count. Times are seconds, tokens are
counts."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from judge_engine.schemas.api import ApiSection, BatchImportSection
from judge_engine.schemas.metrics import QualityMetrics
from judge_engine.schemas.protocols import FiveLevelSection, PointwiseSection
from judge_engine.schemas.records import Record, Versioned, absent, flat, optional
from judge_engine.schemas.reparse import ReparseSection
from judge_engine.schemas.reuse import ReuseSection
from judge_engine.schemas.reward import RewardSection


@dataclass
class ShardFailure(Record):
    """An input shard that could not be read (skipped with ``input.on_invalid = "flag"``)."""

    file: str = ""
    error: str = ""


@dataclass
class InputFigures(Record):
    """What the input held beyond the row counts (a run's, not an import's).

    Attributes:
        shards_failed: :class:`ShardFailure` per unreadable shard.
        injection_suspects: input rows marked ``injection_suspect``; injection_suspects_flagged: those of them flagged
            (not judged) for any reason, the injection or another (fresh pass full64 L4).
        inputs_truncated: (pair, order) prompts whose responses were cut to fit (``judge.too_long = "truncate"``).
    """

    shards_failed: list[ShardFailure] = field(default_factory=list)
    injection_suspects: int = 0
    injection_suspects_flagged: int | None = optional()
    inputs_truncated: int = 0


@dataclass
class JudgingFigures(Record):
    """How the judging went (a run's, not an import's).

    Attributes:
        prompt_tokens, completion_tokens, cached_tokens: token counts of the run's judgments.
        prefix_cache_hit_rate: cached / prompt tokens as the engine reported per request.
        prefill_tokens: prompt tokens the engine computed (its prefix-cache counters; None without an engine).
        trie_prompt_tokens: distinct tokens of the trie of every prompt sent (the prefill lower bound).
        prefill_ratio: prefill_tokens / trie_prompt_tokens (1.0 is the bound).
        engine_prefix_cache_hit_rate: cached / queried prompt tokens by the engine's own counters.
        latency_p50_s, latency_p95_s, latency_p99_s: request latency quantiles.
        samples_failed: samples whose request failed (``api_error``, ``api_rejected``) or that got no completion text
            (``missing``: a replay sample the recording lacks; since stop 46); counted in
            ``parse_failures`` too): outcomes, never verdicts; a rerun asks for them again (every run
            writes it; None, and absent from the JSON, in a summary written before it existed).
        requests_total: requests planned (every round); requests_sent: generated in this invocation.
        samples_written: judgment rows written now; samples_resumed: samples of this run's requests
            found from earlier invocations (not the folder's other stored samples).
        judging_wall_s: the judging stage, engine start excluded; engine_start_s: the engine's start
            (None when nothing had to be judged); wall_s: the whole invocation.
        pairs_per_s, gen_tokens_per_s: throughput of this invocation's judging (None when nothing was sent).
        k: samples per order (k_max when adaptive); calibration_mode: uniform | adaptive;
        orders: the orders judged; review_beta: ``calibration.review_beta``.
        template: the template id; backend: what the backend reported about itself (``Backend.info``);
        judging_hash: the judging config's hash (see the manifest)."""

    prompt_tokens: int = 0
    completion_tokens: int = 0
    cached_tokens: int = 0
    prefix_cache_hit_rate: float | None = None
    prefill_tokens: int | None = None
    trie_prompt_tokens: int | None = None
    prefill_ratio: float | None = None
    engine_prefix_cache_hit_rate: float | None = None
    latency_p50_s: float | None = None
    latency_p95_s: float | None = None
    latency_p99_s: float | None = None
    samples_failed: int | None = optional()  # issue 18; absent in summaries written before it
    requests_total: int = 0
    requests_sent: int = 0
    samples_written: int = 0
    samples_resumed: int = 0
    judging_wall_s: float = 0.0
    engine_start_s: float | None = None
    wall_s: float = 0.0
    pairs_per_s: float | None = None
    gen_tokens_per_s: float | None = None
    k: int = 0
    calibration_mode: str = "uniform"
    orders: list[str] = field(default_factory=list)
    review_beta: float = 0.0
    template: str = ""
    backend: dict[str, Any] = field(default_factory=dict)
    judging_hash: str = ""


@dataclass
class WorkerRecord(Record):
    """One Ray worker over the run: ``pids`` of its processes (a restart adds one), ``slices``, ``pairs``,
    ``requests_sent``, ``samples_written``, ``busy_s`` (seconds judging, engine start excluded), ``engine_start_s``,
    ``pairs_per_s`` (pairs / busy_s) and ``deaths``."""

    worker: str = ""
    node: str | None = None
    slices: int = 0
    pairs: int = 0
    requests_sent: int = 0
    samples_written: int = 0
    engine_start_s: float | None = None
    deaths: int = 0
    pids: list[int] = field(default_factory=list)
    busy_s: float = 0.0
    pairs_per_s: float | None = None


@dataclass
class ReassignedSlice(Record):
    """A slice reassigned after its worker died: ``rows`` [start, end) of ``file``, the ``attempt`` that failed."""

    slice: int = 0
    file: str = ""
    rows: list[int] = field(default_factory=list)
    worker: str = ""
    attempt: int = 0
    error: str = ""


@dataclass
class RaySection(Record):
    """``--ray`` runs: the cluster ``address``, the workers, ``slices`` judged of at most ``slice_rows`` rows,
    ``slices_per_worker``, ``retries`` and the reassigned slices, and each worker's Ray ``num_cpus`` / ``num_gpus``."""

    address: str = ""
    workers: list[WorkerRecord] = field(default_factory=list)
    slices: int = 0
    slice_rows: int = 0
    slices_per_worker: int = 0
    retries: int = 0
    reassigned_slices: list[ReassignedSlice] = field(default_factory=list)
    num_cpus: float = 0.0
    num_gpus: float = 0.0


@dataclass
class QuarantinedPart(Record):
    """A judgment part ``--repair`` moved (paths relative to the folder; ``rows`` from its footer, None if
    unreadable)."""

    file: str = ""
    moved_to: str = ""
    rows: int | None = None
    error: str = ""


@dataclass
class ManifestRepair(Record):
    """An unreadable manifest set aside by ``--repair`` (``moved_to`` None when it was a folder and removed),
    and the judging hash ``summary.json`` recorded."""

    error: str = ""
    moved_to: str | None = None
    summary_judging_hash: str | None = None


@dataclass
class RepairSection(Record):
    """``--repair`` runs, and the first run to finish after a ``--repair`` that was killed before its summary:
    parts and rows quarantined (rows their footers declare), parts whose rows are unknown, each part, and
    the manifest (None when it was readable), for every move no finished run had reported yet; ``pending_unreadable``:
    why the record of those moves (``quarantine/pending.json``) could not be read and where it was kept (absent when it
    could; fresh pass full63 L1: a damaged record was deleted without a word)."""

    parts_quarantined: int = 0
    rows_quarantined: int = 0
    parts_rows_unknown: int = 0
    quarantined: list[QuarantinedPart] = field(default_factory=list)
    manifest: ManifestRepair | None = None
    pending_unreadable: str | None = optional()


@dataclass
class RoundRecord(Record):
    """One adaptive round: samples per order after it (``k``), pairs judged in it, of those uncertain after
    it, escalated to the next round (0 after the k_max round) and their share."""

    round: int = 0
    k: int | None = None
    pairs_judged: int = 0
    pairs_uncertain: int = 0
    pairs_escalated: int = 0
    share_escalated: float | None = None


@dataclass
class AdaptiveSection(Record):
    """Adaptive runs: the policy, the rounds, samples spent against the uniform budget (pairs judged x
    2 orders x k_max) and their ratio."""

    k_min: int = 1
    k_max: int = 1
    k_step: int = 1
    on_disagree: bool = False
    bpde_threshold: float = 0.0
    gap_threshold: float = 0.0
    rounds: list[RoundRecord] = field(default_factory=list)
    samples_spent: int = 0
    samples_uniform_budget: int = 0
    budget_ratio: float | None = None


@dataclass
class Gate(Record):
    """The nightly gate: ``passed``, why not (``failures``), ``flagged_rate`` (flagged / input rows) and the
    maxima given (``max_parse_failure_rate``, ``max_flagged_rate``; absent when not given)."""

    passed: bool = True
    failures: list[str] = field(default_factory=list)
    flagged_rate: float = 0.0
    max_parse_failure_rate: float | None = optional()
    max_flagged_rate: float | None = optional()


@dataclass
class ConflictVotes(Record):
    """A pair whose annotations tie, with its votes (``"a:1 b:1"``)."""

    pair_id: str = ""
    votes: str = ""


@dataclass
class ImportRecord(Record):
    """What the last ``review import`` did (``review_import.json``): the file, ``merge`` or ``replace``,
    annotations and pairs read, per pair ``imported`` / ``updated`` / ``unchanged`` / ``conflicts`` (with
    their votes), per annotation ``ignored`` (and why), ``duplicates``, ``unlabelled``, ``added`` (the
    file's annotations stored) and ``replaced`` (stored annotations of the same (pair, annotator) that
    they replaced; both absent from records written before they were counted), and the pairs whose stored labels
    ``--replace`` ``dropped``."""

    file: str = ""
    mode: str = "merge"
    annotations: int = 0
    added: int = absent()
    replaced: int = absent()
    pairs: int = 0
    imported: int = 0
    updated: int = 0
    unchanged: int = 0
    conflicts: int = 0
    conflict_pairs: list[ConflictVotes] = field(default_factory=list)
    ignored: int = 0
    ignored_reasons: dict[str, int] = field(default_factory=dict)
    duplicates: int = 0
    unlabelled: int = 0
    dropped: int = 0


@dataclass
class ReviewSection(Record):
    """People's labels applied to the run: pairs labelled, pairs in conflict (not applied), labels of pairs
    no longer in the run, final verdicts that differ from the calibrated ones, with human labels the
    accuracy of the merged and of the calibrated verdicts, and the last import (None if unreadable).
    ``stale`` / ``stale_pairs``: pairs with annotations given on other texts than the ones judged now
    (their ``judged_key`` differs; those annotations are not applied); ``not_judged``: pairs with labels
    whose rows in the run are all flagged (not judged; no label applied). These three are absent from
    files written before they were counted."""

    labels_applied: int = 0
    conflicts: int = 0
    conflict_pairs: list[str] = field(default_factory=list)
    not_in_run: int = 0
    stale: int = absent()
    stale_pairs: list[str] = absent()
    not_judged: int = absent()
    changed: int = 0
    accuracy_merged: float | None = optional()
    accuracy_calibrated: float | None = optional()
    last_import: ImportRecord | None = absent()


@dataclass
class RunSummary(Versioned):
    """``summary.json`` of a run folder (``judge-engine run``; ``import-llmbar`` writes the counts, the metrics
    and ``llmbar`` only).

    Attributes:
        schema_version: 3 (2: before ``pairs_missing``; 1: before the protocol sections; a file without
            it predates versioning; all read, without ``pairs_missing``).
        protocol: ``single`` for single-answer runs (absent: pairwise).
        pairs_in: input rows (= pairs_judged + pairs_flagged + pairs_missing; in a single-answer run, items);
            pairs_judged: with a sample the judge answered; pairs_flagged: flagged; pairs_missing: valid rows without
            one (a partial batch import; only failed requests or replay ``missing`` stand-ins).
        flag_reasons: flagged rows by reason.
        inputs: :class:`InputFigures` (a run's).
        metrics: :class:`QualityMetrics`.
        judging: :class:`JudgingFigures` (a run's).
        ray: :class:`RaySection` (``--ray``); repair: :class:`RepairSection` (``--repair``);
        reuse: :class:`ReuseSection` (runs given earlier folders to reuse);
        reparse: :class:`~judge_engine.schemas.reparse.ReparseSection` (stored judgments parsed again);
        adaptive: :class:`AdaptiveSection` (adaptive runs); api: :class:`~judge_engine.schemas.api.ApiSection`
            (backend ``openai`` and batch imports);
        batch_import: :class:`~judge_engine.schemas.api.BatchImportSection` (``batch import``); reward:
            :class:`~judge_engine.schemas.reward.RewardSection` (``judge.backend = "reward"``);
        gate: :class:`Gate` (a run's); review_set_aside: where ``--overwrite`` moved the old ``review/`` (full83 M1).
        review: :class:`ReviewSection` (after a review import); llmbar: LLMBar's statistics
            (``import-llmbar``; :func:`judge_engine.ranking.importers.llmbar_statistics`).
        pointwise: :class:`~judge_engine.schemas.protocols.PointwiseSection` (single-answer runs);
        five_level: :class:`~judge_engine.schemas.protocols.FiveLevelSection` (five-level runs).
    """

    SCHEMA_VERSION: ClassVar[int] = 3
    FILE: ClassVar[str] = "summary.json"
    NOUN: ClassVar[str] = "run summary"
    REQUIRED: ClassVar[tuple[str, ...]] = ("pairs_in", "pairs_judged", "pairs_flagged")

    schema_version: int = 3
    protocol: str | None = optional()
    pairs_in: int = 0
    pairs_judged: int = 0
    pairs_flagged: int = 0
    pairs_missing: int = absent()  # issue 13 pass 6 H2; absent in files before version 3
    flag_reasons: dict[str, int] = field(default_factory=dict)
    inputs: InputFigures | None = flat(InputFigures, optional=True)
    metrics: QualityMetrics = flat(QualityMetrics)
    judging: JudgingFigures | None = flat(JudgingFigures, optional=True)
    ray: RaySection | None = optional()
    repair: RepairSection | None = optional()
    reuse: ReuseSection | None = optional()  # issue 16
    reparse: ReparseSection | None = optional()  # issue 13, H11
    adaptive: AdaptiveSection | None = optional()
    api: ApiSection | None = optional()  # issue 18
    batch_import: BatchImportSection | None = optional()  # issue 18
    reward: RewardSection | None = optional()  # issue 17
    gate: Gate | None = optional()
    review: ReviewSection | None = optional()
    llmbar: dict[str, Any] | None = optional()
    review_set_aside: str | None = optional()  # fresh pass full83 M1
    pointwise: PointwiseSection | None = optional()
    five_level: FiveLevelSection | None = optional()


@dataclass
class ReviewExport(Versioned):
    """``review/export.json``: how ``judge-engine review export`` chose and showed the queue.

    Attributes:
        schema_version: 1.
        beta: share of the judged pairs queued (top BPDE); n: pairs in the queue.
        seed: the seed of the random tie-breaking among equal BPDE
            (:func:`judge_engine.kernels.review.tie_key`).
        id_column: ``review_id`` (blind: an opaque id per pair, :func:`judge_engine.ranking.labels.review_ids`)
            or ``pair_id`` (``--show-models``: pair ids hold model names).
        show_models: model names shown; show_verdict: the judge's verdict and BPDE shown.
        reference: the reference answer is shown (the input has one).
        sheet_sha256: SHA-256 (hex) of the ``review.csv`` this export wrote (absent in older records).
    """

    SCHEMA_VERSION: ClassVar[int] = 1
    FILE: ClassVar[str] = "export.json"
    NOUN: ClassVar[str] = "review export record"

    schema_version: int = 1
    beta: float = 0.0
    n: int = 0
    seed: int = 0
    id_column: str = "review_id"
    show_models: bool = False
    show_verdict: bool = False
    reference: bool = False
    sheet_sha256: str | None = optional()
