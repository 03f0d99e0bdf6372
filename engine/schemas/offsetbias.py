"""The OffsetBias data job's tables and its typed, versioned summary ``offsetbias.json``
(:mod:`judge_engine.offsetbias`).

Tables (the job's boundaries; every column documented here):

- **Instructions** (input, one row per instruction): :data:`INSTRUCTION_COLUMNS_REQUIRED` +
  :data:`INSTRUCTION_COLUMNS_OPTIONAL`.
- **Items** (``OUT/items.parquet``, one row per input row): :data:`ITEM_SCHEMA`.
- **Generations** (``OUT/generations/part-*.parquet``, one row per model call's sample):
  :data:`GENERATION_SCHEMA` (:mod:`judge_engine.pipeline.generation`).
- **Dataset** (``OUT/dataset.parquet``, one row per item, kept and dropped): :data:`DATASET_SCHEMA`.
- **Preference** (``OUT/preference.parquet``, kept items): :data:`PREFERENCE_COLUMNS`; **pairwise**
  (``OUT/pairwise.parquet``): :data:`PAIRWISE_COLUMNS`; **audit pairs** (``OUT/audit-pairs.parquet``):
  the pairs schema plus ``human_label`` and ``category``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

import polars as pl

from judge_engine.schemas.records import Record, Versioned

INSTRUCTION_COLUMNS_REQUIRED = ("instruction",)
"""Columns an instructions file must hold (``instruction``: str)."""

INSTRUCTION_COLUMNS_OPTIONAL = ("item_id", "reference", "category")
"""Optional columns: ``item_id`` (str or int; default ``<file stem>:<row>``), ``reference`` (str: the
good answer; needed by the erroneous method, and by the off-topic method unless a weak answerer writes
the good answers), ``category`` (str, carried)."""

GENERATION_SCHEMA: dict[str, pl.DataType] = {
    "request_key": pl.String(),
    "sample": pl.Int32(),
    "item_id": pl.String(),
    "role": pl.String(),
    "step": pl.String(),
    "backend": pl.String(),
    "model": pl.String(),
    "text": pl.String(),
    "finish_reason": pl.String(),
    "completion_tokens": pl.Int64(),
    "latency_s": pl.Float64(),
}
"""One row per generated sample: the request's key and ``sample`` (always 0: one greedy sample), the
item and ``role`` / ``step`` it was made for, the ``backend`` and ``model`` that wrote it, the whole
output ``text`` (null when there is none), ``finish_reason`` (``stop``, ``length``,
``prompt_too_long`` or null), ``completion_tokens`` (null when unknown) and ``latency_s`` (seconds
the call took, the scheduler's clock)."""

ITEM_SCHEMA: dict[str, pl.DataType] = {
    "item_id": pl.String(),
    "instruction": pl.String(),
    "reference": pl.String(),
    "category": pl.String(),
    "source_file": pl.String(),
    "source_row": pl.Int64(),
    "method": pl.String(),
    "fallacy": pl.String(),
    "flag": pl.String(),
}
"""One row per input row: the input's columns, where it came from (0-based row), the ``method``
(``off_topic`` | ``erroneous``) and ``fallacy`` (erroneous items) drawn for it, and ``flag`` (null, or
why the row cannot be used: ``invalid_instruction``, ``no_reference``)."""

FILTER_STRUCT = pl.Struct(
    {
        "judge": pl.String(),
        "model": pl.String(),
        "verdict_ab": pl.String(),
        "verdict_ba": pl.String(),
        "verdict": pl.String(),
        "right_ab": pl.Boolean(),
        "right_ba": pl.Boolean(),
        "right_calibrated": pl.Boolean(),
        "outputs_ab": pl.List(pl.String()),
        "outputs_ba": pl.List(pl.String()),
    }
)
"""One filter judge's judgment of an item: ``verdict_ab`` / ``verdict_ba`` (each order's verdict on
its k-sample mean, a|b|tie|null, the chosen response being ``a``), ``verdict`` (calibrated over both
orders), whether each is right (null when there is no verdict), and every sample's raw output per order."""

DATASET_SCHEMA: dict[str, pl.DataType] = {
    "item_id": pl.String(),
    "pair_id": pl.String(),
    "method": pl.String(),
    "fallacy": pl.String(),
    "category": pl.String(),
    "instruction": pl.String(),
    "similar_instruction": pl.String(),
    "reference": pl.String(),
    "chosen": pl.String(),
    "rejected": pl.String(),
    "chosen_source": pl.String(),
    "generator_model": pl.String(),
    "checker_model": pl.String(),
    "weak_model": pl.String(),
    "strong_model": pl.String(),
    "generator_output": pl.String(),
    "checker_output": pl.String(),
    "checker_decision": pl.String(),
    "weak_output": pl.String(),
    "strong_output": pl.String(),
    "filter": pl.List(FILTER_STRUCT),
    "filter_too_easy": pl.Boolean(),
    "kept": pl.Boolean(),
    "drop_reason": pl.String(),
}
"""One row per input row, kept or dropped: the item (``pair_id`` = ``item_id``, its id in the filter runs
and ``audit-pairs.parquet``), the instruction and, for off-topic items, the generated
``similar_instruction``; ``chosen`` / ``rejected`` (null where the item was dropped before they existed);
``chosen_source`` (``reference`` or ``weak``); the model of every role that worked on it; the raw outputs
of the generator, checker, weak and strong answerers; ``checker_decision`` (``yes`` | ``no`` |
``unparsed``); the filter judges' judgments (:data:`FILTER_STRUCT`, empty when not filtered);
``filter_too_easy``; ``kept`` and ``drop_reason`` (null when kept; see
the module docstring of :mod:`judge_engine.offsetbias.steps`)."""

PREFERENCE_COLUMNS = ("prompt", "chosen", "rejected", "item_id", "method", "fallacy")
"""Kept items in the layout preference-training tools read (TRL's DPO / reward trainers)."""

PAIRWISE_COLUMNS = ("instruction", "output_a", "output_b", "label", "swapped", "item_id", "method", "fallacy")
"""Kept items as pairwise judge-training rows: ``label`` a|b names the chosen output; the chosen side is
a seeded coin per item; with ``--swapped`` each item also has its swapped-order copy (``swapped`` true)."""


@dataclass
class RoleStats(Record):
    """One role: its ``backend`` and ``model``; model ``calls`` made in this invocation (``failed``: of
    those, failed or refused API requests, not stored: their items are dropped as ``<step>_failed`` and a
    rerun asks again), ``resumed``
    (found in the store from an earlier one), ``engine_starts`` (this invocation), ``completion_tokens``
    (of this invocation's calls; 0 when the backend does not count), ``statuses`` (every output of
    the role, this job's items: ``ok`` or why it is unusable) and ``wall_s`` (seconds generating,
    engine starts excluded)."""

    backend: str = ""
    model: str = ""
    calls: int = 0
    failed: int = 0
    resumed: int = 0
    engine_starts: int = 0
    completion_tokens: int = 0
    statuses: dict[str, int] = field(default_factory=dict)
    wall_s: float = 0.0


@dataclass
class FilterJudgeStats(Record):
    """One filter judge's run: ``name``, ``backend``, ``model``, ``template``, ``k`` (samples per order),
    its run folder ``dir``, ``pairs_judged``, ``samples_written`` / ``samples_resumed``, the share of
    items it got right in both orders (``right_both``) and with its calibrated verdict
    (``right_calibrated``), ``wall_s``."""

    name: str = ""
    backend: str = ""
    model: str = ""
    template: str = ""
    k: int = 1
    dir: str = ""
    pairs_judged: int = 0
    samples_written: int = 0
    samples_resumed: int = 0
    right_both: float | None = None
    right_calibrated: float | None = None
    wall_s: float = 0.0


@dataclass
class Accounting(Record):
    """Items in = kept + dropped by reason: ``items_in``, ``kept``, ``dropped`` (reason -> count, every
    reason with a count), ``kept_share`` (null with no item)."""

    items_in: int = 0
    kept: int = 0
    dropped: dict[str, int] = field(default_factory=dict)
    kept_share: float | None = None


@dataclass
class OffsetBiasSummary(Versioned):
    """``offsetbias.json``.

    Attributes:
        schema_version: 1.
        options: the job's options (seed, off_topic_share, fallacies, max_tokens, check_max_tokens,
            too_easy, swapped, limit, input, chosen_source).
        roles: :class:`RoleStats` per role (generator, checker, weak, strong; a role without work is
            listed with 0 calls).
        filter: :class:`FilterJudgeStats` per filter judge, in the order given.
        totals: :class:`Accounting` over every item.
        by_method: :class:`Accounting` per method (``off_topic``, ``erroneous``; flagged input rows
            under ``invalid``).
        by_fallacy: :class:`Accounting` per fallacy (erroneous items).
        outputs: output name -> path.
        wall_s: seconds the job took (this invocation).
    """

    SCHEMA_VERSION: ClassVar[int] = 1
    FILE: ClassVar[str] = "offsetbias.json"
    NOUN: ClassVar[str] = "OffsetBias summary"
    ARTICLE: ClassVar[str] = "an"
    REQUIRED: ClassVar[tuple[str, ...]] = ("totals", "roles")

    schema_version: int = 1
    options: dict[str, object] = field(default_factory=dict)
    roles: dict[str, RoleStats] = field(default_factory=dict)
    filter: list[FilterJudgeStats] = field(default_factory=list)
    totals: Accounting = field(default_factory=Accounting)
    by_method: dict[str, Accounting] = field(default_factory=dict)
    by_fallacy: dict[str, Accounting] = field(default_factory=dict)
    outputs: dict[str, str] = field(default_factory=dict)
    wall_s: float = 0.0
