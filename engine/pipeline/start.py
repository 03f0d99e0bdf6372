"""The start of a run, one function for the local and the Ray path (:func:`start_run`).

In order, before any engine starts (so a mistake costs seconds, not an engine start): the output folder
is resolved to one local path (a ``file://`` URI, ``~``, symlinks; every later user of the folder
takes that path, never ``config.output.dir``), checked against the inputs and for run files of the wrong
kind, locked (:func:`judge_engine.pipeline.lock.lock_output`, held until the
run's outputs are written) and checked for leftover engine processes; the template loads, the backend
name resolves, the manifest is built, the input rows are counted (for the progress bar; an unreadable
shard fails here with ``input.on_invalid = "error"``), and the store opens (resume state, manifest
written); stored judgments another parser version read are parsed again
(:func:`judge_engine.pipeline.reparse.reparse_stored`).
"""

from __future__ import annotations

import contextlib
import os
import socket
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import judge_engine
from judge_engine.backends import get_backend
from judge_engine.backends.model_fingerprint import hub_commit, model_fingerprint
from judge_engine.config import JUDGING_HASH_VERSION, RunConfig, judging_hash_of
from judge_engine.config.spelling import file_digest
from judge_engine.errors import ConfigError, InputError, StoreError
from judge_engine.files import atomic_write_bytes
from judge_engine.pipeline.config_inputs import config_files
from judge_engine.pipeline.inputs import count_rows
from judge_engine.pipeline.labels import stored_annotations
from judge_engine.pipeline.lock import ENGINE_FILE, live_engine_processes, lock_output, stale_engine_message
from judge_engine.pipeline.paths import check_output_dir
from judge_engine.pipeline.plan import judge_identity
from judge_engine.pipeline.reparse import reparse_stored
from judge_engine.pipeline.store import Store
from judge_engine.pipeline.template_sets import TemplateSet, load_judge_templates
from judge_engine.pipeline.units import check_input
from judge_engine.schemas.manifest import Determinism, Invocation, Manifest, TemplateRef


@dataclass
class RunStart:
    """A started run: what both judging paths need.

    Attributes:
        template: the loaded template, or template family (:class:`TemplateSet`).
        manifest: the run's manifest (written by :meth:`Store.open`; the judging path adds ``backend``).
        identity: the judge identity every request key of the run shares.
        total: input rows (from the Parquet metadata of the readable shards).
        store: the opened output folder.
    """

    template: TemplateSet
    manifest: Manifest
    identity: str
    total: int
    store: Store


def build_manifest(config: RunConfig, template: TemplateSet) -> tuple[Manifest, str]:
    """The manifest of a run (what produced its judgments) and the judge identity of its requests.

    ``judging_hash`` (version ``judging_hash_version``, :meth:`RunConfig.judging_hash`),
    ``judging_hash_legacy`` (the same config under the version-1 function, so a folder whose
    summary still carries an old hash is recognised), ``judging_hash_spelled`` (under version 2, paths as
    spelled: a folder made before version 3 is accepted and its manifest rewritten), ``judging_hash_content``
    (the recording by its bytes: a copied project folder is accepted), and ``invocations``: this
    invocation's ``started`` (UTC), ``pid``, ``host`` and ``resources`` (:meth:`RunConfig.resource_settings`);
    :meth:`Store.open` prepends the folder's earlier invocations.
    """
    fingerprint = model_fingerprint(config.judge.model)  # a local folder's contents (issue 13 pass 10 M3)
    identity = judge_identity(
        config.judge.model,
        config.judge.revision,
        template,
        config.sampling,
        adaptive=config.adaptive,
        model_fingerprint=fingerprint,
    )
    manifest = Manifest(
        judging_hash=config.judging_hash(template.text_hash, fingerprint, template.id),
        model_fingerprint=fingerprint,
        model_commit=hub_commit(config.judge.model, config.judge.revision),
        judging_hash_version=JUDGING_HASH_VERSION,
        judging_hash_legacy=judging_hash_of(config.to_dict(), template.text_hash, 1),
        judging_hash_spelled=judging_hash_of(config.to_dict(), template.text_hash, 2, fingerprint),
        judging_hash_content=_content_hash(config, template, fingerprint),
        invocations=[
            Invocation(
                started=datetime.now(UTC).isoformat(timespec="seconds"),
                pid=os.getpid(),
                host=socket.gethostname(),
                resources=config.resource_settings(),
            )
        ],
        judge_identity=identity,
        judge_engine_version=judge_engine.__version__,
        template=TemplateRef(
            id=template.id,
            text_hash=template.text_hash,
            protocol=template.protocol,
            output_format=template.output_format,
            variants=[tm.id for _, _, tm in template.variants] if template.family else None,
        ),
        config=config.to_dict(),
        failed_shards=[],
    )
    return manifest, identity


def _content_hash(config: RunConfig, template: TemplateSet, fingerprint: str | None) -> str | None:
    """The judging hash with the replay recording by its bytes (None without a recording file)."""
    path = config.judge.replay.path
    if not path or file_digest(path) is None:
        return None
    return judging_hash_of(config.to_dict(), template.text_hash, 3, fingerprint, template.id, "content")


def record_backend(manifest: Manifest, info: dict[str, Any]) -> None:
    """Put a started backend's ``info`` into the manifest (``backend``) and its determinism record
    (``determinism``, issue 16): the backend's own (``info["determinism"]``, the vllm backend), else
    ``recorded`` for replay, else the seeding it reports (``openai``: ``request`` when it sends seeds,
    ``server`` otherwise)."""
    manifest.backend = info
    d = info.get("determinism")
    if isinstance(d, dict):
        manifest.determinism = Determinism.from_dict(d)
    elif info.get("backend") == "replay":
        manifest.determinism = Determinism(seeding="recorded", guarantee="the recorded completions, on every run")
    elif info.get("seeding") == "request":
        manifest.determinism = Determinism(
            seeding="request",
            guarantee="each request carries a seed from its request key; the server decides whether it honours it",
        )
    else:
        manifest.determinism = Determinism(
            seeding=str(info.get("seeding") or "server"), guarantee="none: the server seeds as it does"
        )


@contextlib.contextmanager
def start_run(
    config: RunConfig, overwrite: bool = False, repair: bool = False, also_reads: tuple[str, ...] = ()
) -> Iterator[RunStart]:
    """Start a run (see the module docstring); the folder stays locked for the ``with`` block.

    Args:
        overwrite: discard judgments made with another judging config (see :class:`Store`).
        repair: set unreadable parts and an unreadable manifest aside (see :class:`Store`).
        also_reads: other files the command reads, never inside the output folder (``batch import``'s results:
            fresh pass full61 H1, where ``--overwrite`` deleted a results file in ``OUT/judgments/`` before reading it).

    Raises:
        judge_engine.errors.JudgeEngineError: ``overwrite`` and ``repair`` together; an output folder
            that overlaps an input (``input.paths``, ``input.references``, a template file, ``judge.replay.path``),
            holds a run file of the wrong kind, is locked, has live engine processes of an earlier run or another run's
            judgments; a bad template or backend name; unreadable input (with ``overwrite``, the whole input is read
            and checked before anything is discarded: :func:`~judge_engine.pipeline.units.check_input`).
    """
    if overwrite and repair:
        raise ConfigError(
            "--overwrite and --repair exclude each other: --overwrite discards every judgment, "
            "--repair keeps every readable one; pass one"
        )
    # every file the run reads: the input, the reference answers and the replay recording (full54 H4: a recording
    # at OUT/pairs.parquet was overwritten by the results); resolved once: every user takes `out`
    read = (*config.input.paths, *config_files(config), *also_reads)  # a template file too (fresh pass full66 H1)
    out = check_output_dir(config.output.dir, read, kind="run")
    with lock_output(out):
        stale = live_engine_processes(out)
        if stale:
            raise StoreError(stale_engine_message(out, stale))
        (out / ENGINE_FILE).unlink(missing_ok=True)  # a record of processes that are gone
        template = load_judge_templates(config.judge.template)
        if template.protocol == "single" and config.adaptive:
            raise ConfigError(
                f"calibration.mode = 'adaptive' decides on the two presentation orders of a pair; template "
                f"{template.id!r} grades single answers: use calibration.mode = 'uniform'"
            )
        get_backend(config.judge.backend)  # an unknown backend fails here, before the input is read
        manifest, identity = build_manifest(config, template)
        total = count_rows(config.input)
        if overwrite:  # the input checked before --overwrite discards the folder (fresh pass adv66 D1)
            check_input(config.input, template)
        stored_annotations(out)  # a foreign labels file is refused before the old results are marked unfinished
        store = Store(out, manifest, overwrite=overwrite, repair=repair, k_max=config.k_max)
        marks = _finished_marks(out, store)
        store.open()
        reparse_stored(store, config, template, identity)  # issue 13, H11: a parser fix reaches stored judgments
        try:
            yield RunStart(template, manifest, identity, total, store)
        except InputError:  # the input refused before anything was judged: the finished folder as it was
            if marks is not None and marks[0] == _parts(store):
                for name, data in marks[1].items():
                    atomic_write_bytes(out / name, data)
            raise


def _parts(store: Store) -> frozenset[str]:
    """The names of the folder's judgment parts."""
    return frozenset(p.name for p in store.parts.glob("part-*.parquet")) if store.parts.is_dir() else frozenset()


def _finished_marks(out: Path, store: Store) -> tuple[frozenset[str], dict[str, bytes]] | None:
    """The judgment parts and the bytes of ``manifest.json`` and ``summary.json`` of a finished folder, so that a run
    refused for its input (a missing column, a column of the wrong type, a question with two references) before it
    judged anything leaves the folder finished (fresh pass full65 M3: opening it had removed ``summary.json`` and
    rewritten the manifest, and ``rank`` then refused the folder); None for an unfinished folder or with
    ``--overwrite`` / ``--repair`` (they change the folder on purpose)."""
    if store.overwrite or store.repair or not (out / "summary.json").is_file():
        return None
    try:
        return _parts(store), {n: (out / n).read_bytes() for n in ("manifest.json", "summary.json")}
    except OSError:
        return None
