"""Reusing the judgments of earlier run folders (``--reuse DIR...``, ``output.reuse``; issue 16).

A nightly job writes each night into a new folder and still judges only what is new: before judging,
every (request_key, sample) this run needs that an earlier folder holds is copied into this folder's
``judgments/`` (one part per shard and source folder), exactly once: from the first folder given that
holds it, and never when this folder already has it. The scheduler then skips it as it skips a resumed
sample, and the folder holds every judgment it used (so tomorrow may reuse tonight's folder alone).

Content addressing: the request key hashes the model, revision, template text, sampling (k, temperature,
top_p, max_tokens, seed), the pair's id and content, the order, and what else a protocol renders
(:func:`judge_engine.pipeline.plan.request_key`); the keys are planned as the scheduler plans them (one
extra pass over the input that renders the prompts, only when folders are given). The judging-hash
settings outside the key (backend, dtype, max_model_len, too_long, constrain, verdict_probs, the replay
recording, the adaptive policy) are checked on the source folder's manifest
(:func:`judge_engine.config.same_judging_config` with this run's judging hash): a folder made with
another judging config, without a readable manifest, or with judgment parts its own resume would refuse (unreadable,
rows no run wrote, two parts that disagree on a sample) is skipped and reported (``summary.json["reuse"]``), never
half used. Samples of failed requests
(:data:`~judge_engine.schemas.tables.RETRY_STATUSES`) are not reused. Rows copied from a folder whose
manifest records another parser version (or none) are parsed again as they are copied
(:class:`judge_engine.pipeline.reparse.Reparser`; ``summary.json["reparse"]``); the folder is never written.
"""

from __future__ import annotations

import glob
from pathlib import Path
from typing import Any

import orjson
import polars as pl

from judge_engine.config import RunConfig, same_judging_config
from judge_engine.errors import InputError, JudgeEngineError, StoreError, one_line
from judge_engine.files import atomic_write_parquet
from judge_engine.pipeline.dropped_labels import SAME, dropped_annotations
from judge_engine.pipeline.forced import forced_tail, format_bounded
from judge_engine.pipeline.labels import stored_annotations
from judge_engine.pipeline.parsing.version import PARSER_VERSION, recorded_version
from judge_engine.pipeline.parts import dedup_judgments, fault_message, index_parts, short_parts
from judge_engine.pipeline.paths import is_uri, local_folder
from judge_engine.pipeline.plan import plan_requests
from judge_engine.pipeline.reparse import Reparser, newer_version
from judge_engine.pipeline.store import Store
from judge_engine.pipeline.template_sets import TemplateSet
from judge_engine.pipeline.templates import Template
from judge_engine.pipeline.units import iter_units
from judge_engine.schemas.manifest import Manifest
from judge_engine.schemas.reparse import ReparseOrigin, ReparseSection
from judge_engine.schemas.reuse import ReuseSection, ReuseSource
from judge_engine.schemas.tables import JUDGMENT_SCHEMA, RETRY_STATUSES

__all__ = ["carry_labels", "resolve_sources", "reuse_judgments", "source_problem"]


def resolve_sources(patterns: tuple[str, ...] | list[str]) -> list[tuple[str, Path]]:
    """The folders named by ``output.reuse`` / ``--reuse``, in the order given, each once.

    An entry is a local path or a ``file://`` URI (:func:`~judge_engine.pipeline.paths.local_folder`). An
    existing folder is taken as it is (its name is never a pattern); any other entry is a glob
    (``runs/*``) whose matching folders come in name order; a glob that matches nothing gives nothing
    (the first night).

    Returns:
        ``(name as given or matched, path)`` per folder.

    Raises:
        InputError: an entry without glob characters that is not a folder; a URI of another filesystem.
    """
    out: list[tuple[str, Path]] = []
    seen: set[Path] = set()
    for pat in patterns:
        p = local_folder(pat, "reuse folder") if is_uri(pat) else Path(pat).expanduser()
        if p.is_dir():
            found = [(pat, p)]
        elif any(ch in pat for ch in "*?["):
            found = [(m, Path(m)) for m in sorted(glob.glob(str(p))) if Path(m).is_dir()]
        else:
            raise InputError(f"reuse folder {pat} is not a folder (--reuse / output.reuse name earlier run folders)")
        for name, path in found:
            key = path.resolve()
            if key not in seen:
                seen.add(key)
                out.append((name, path))
    return out


def source_problem(folder: Path, judging_hash: str, manifest: Manifest | None = None) -> str | None:
    """Why ``folder``'s judgments cannot be reused by a run whose judging hash is ``judging_hash`` (None when
    they can): no readable ``manifest.json``, or one of another judging config (``manifest``: this run's,
    whose ``judging_hash_spelled`` and ``judging_hash_content`` a folder may match too)."""
    try:
        old: Any = orjson.loads((folder / "manifest.json").read_bytes())
    except FileNotFoundError:
        return "no manifest.json (not a run folder)"
    except (OSError, orjson.JSONDecodeError) as exc:
        return f"manifest.json cannot be read ({one_line(exc, 120)})"
    if not isinstance(old, dict) or not isinstance(old.get("judging_hash"), str):
        return "manifest.json has no judging_hash"
    spelled, content = (manifest.judging_hash_spelled, manifest.judging_hash_content) if manifest else (None, None)
    if not same_judging_config(old, judging_hash, (spelled or judging_hash,), content):
        return f"judged with another judging config (judging hash {old['judging_hash']}, this run's {judging_hash})"
    return None


def _index(folder: Path) -> pl.DataFrame:
    """(request_key, sample) of every judged sample of ``folder`` (failed requests left out), after the checks a
    resume of ``folder`` makes: a part that lacks a column, holds rows no run wrote, or holds a sample another part
    (or row) holds with other scores or text makes the whole folder unusable (fresh pass adv65 D1: ``--reuse``
    copied whichever of two disagreeing parts sorted first, while the folder itself refused to resume).

    Raises:
        judge_engine.errors.StoreError: a part cannot be read, or fails those checks (:func:`parts.fault_message`).
    """
    files = sorted((folder / "judgments").glob("part-*.parquet"))
    short = short_parts(files)
    skip = {f for f, _ in short}
    try:
        faulty = index_parts([f for f in files if f not in skip])[1]
    except Exception:  # polars raises several types for a corrupt part: read_judgments below names it
        faulty = []
    if short or faulty:
        raise StoreError(fault_message(folder, short or faulty, len(files)))
    got = Store(folder).read_judgments(columns=["request_key", "sample", "parse_status"])
    return got.filter(~pl.col("parse_status").is_in(list(RETRY_STATUSES))).select("request_key", "sample")


def _shard_keys(
    pairs: pl.DataFrame, config: RunConfig, template: TemplateSet, identity: str
) -> tuple[pl.DataFrame, dict[str, Template]]:
    """The request keys of a shard's valid rows (``flag`` null), planned as the scheduler plans them
    (:func:`judge_engine.pipeline.plan.plan_requests`: every protocol, template variant and turn), and the
    template variant of each."""
    reqs = plan_requests(pairs, template, config.sampling, identity)
    variants = {r.request_key: r.template or template.template for r in reqs}
    return pl.DataFrame({"request_key": list(variants)}, schema={"request_key": pl.String}), variants


def _source_version(folder: Path) -> int | None:
    """The parser version ``folder``'s manifest records (None: unknown; read after :func:`source_problem`)."""
    try:
        return recorded_version(orjson.loads((folder / "manifest.json").read_bytes()))
    except (OSError, orjson.JSONDecodeError):
        return None


def _copy(folder: Path, wanted: pl.DataFrame, store: Store, reparser: Reparser | None) -> tuple[int, int, int]:
    """Copy the rows of ``wanted`` (request_key, sample) from ``folder``'s parts into ``store``, parsed
    again by ``reparser`` when given (the folder was parsed by another parser version); returns how many
    were written, parsed again, and changed by that."""
    files = sorted((folder / "judgments").glob("part-*.parquet"))
    keys = wanted["request_key"].unique().implode()
    cols = list(JUDGMENT_SCHEMA)
    read = [pl.col(c).cast(JUDGMENT_SCHEMA[c]) for c in cols]
    lf = pl.concat([pl.scan_parquet(f, glob=False).select(read) for f in files]).filter(
        pl.col("request_key").is_in(keys) & ~pl.col("parse_status").is_in(list(RETRY_STATUSES))
    )
    rows = dedup_judgments(lf, cols).collect().join(wanted, on=["request_key", "sample"], how="semi")
    parsed = changed = 0
    if reparser is not None:
        rows, parsed, changed = reparser.frame(rows)
    store.write_part(rows)
    return rows.height, parsed, changed


def reuse_judgments(
    config: RunConfig, store: Store, template: TemplateSet, identity: str, judging_hash: str
) -> ReuseSection | None:
    """Copy into ``store`` every judgment this run needs that a folder of ``config.output.reuse`` holds
    (module docstring); ``store.reused_rows`` counts them and ``store.reused`` holds the returned section.

    Args:
        store: this run's opened output folder (its lock held; its resumed samples loaded).
        template: the run's template (or family), as the scheduler plans with it.
        identity: the run's judge identity (:func:`judge_engine.pipeline.plan.judge_identity`).
        judging_hash: this run's judging hash (a source folder must have been made with it).

    Returns:
        What was reused from where, folders skipped with the reason; None when no folder was asked for.

    Raises:
        InputError: a named reuse folder that does not exist; unreadable input (as the run would).
    """
    if not config.output.reuse:
        return None
    here = store.dir.resolve()
    sources: list[tuple[ReuseSource, pl.DataFrame, Path]] = []
    versions: dict[str, int | None] = {}  # each usable source's recorded parser version, read once
    section = ReuseSection()
    for name, path in resolve_sources(config.output.reuse):
        src = ReuseSource(dir=name)
        section.sources.append(src)
        if path.resolve() == here:
            src.skipped = "this run's own output folder"
            continue
        src.skipped = source_problem(path, judging_hash, store.manifest)
        newer = None
        if src.skipped is None:  # the manifest's version, or a part a newer re-parse rewrote before a kill
            versions[name] = _source_version(path)
            newer = newer_version(versions[name], sorted((path / "judgments").glob("part-*.parquet")))
        if newer is not None:  # an older parser never replaces a newer one's readings
            src.skipped = f"parsed by parser version {newer}, newer than this judge-engine's {PARSER_VERSION}"
        if src.skipped is None:
            try:
                sources.append((src, _index(path), path))
            except JudgeEngineError as exc:
                src.skipped = f"judgments not usable: {one_line(exc, 300)}"
    if not sources:
        store.reused = section
        return section
    origins = {
        src.dir: ReparseOrigin(origin=src.dir, from_version=versions[src.dir])
        for src, _, _ in sources
        if versions[src.dir] != PARSER_VERSION
    }
    tail, bounded = forced_tail(config, template), format_bounded(config)
    for shard in iter_units(config.input, template, []):
        keys, variants = _shard_keys(shard.pairs, config, template, identity)
        for src, index, path in sources:
            cand = index.join(keys, on="request_key", how="semi")
            wanted = [(k, s) for k, s in cand.iter_rows() if (k, s) not in store.done and s < config.k_max]
            if not wanted:
                continue
            frame = pl.DataFrame(wanted, schema={"request_key": pl.String, "sample": pl.Int32}, orient="row")
            origin = origins.get(src.dir)
            reparser = Reparser(variants.get, tail, bounded) if origin is not None else None
            written, parsed, changed = _copy(path, frame.cast({"sample": JUDGMENT_SCHEMA["sample"]}), store, reparser)
            src.samples += written
            src.requests += frame["request_key"].n_unique()
            if origin is not None:
                origin.samples, origin.changed = origin.samples + parsed, origin.changed + changed
    section.samples = sum(s.samples for s in section.sources)
    for origin in (o for o in origins.values() if o.samples):
        store.reparsed = store.reparsed or ReparseSection(parser_version=PARSER_VERSION)
        store.reparsed.add(origin)
    store.reused_rows += section.samples
    store.reused = section
    return section


def carry_labels(store: Store, pairs: pl.DataFrame) -> int:
    """Copy people's review annotations of the reused folders into this folder's ``review_labels.parquet``,
    so labels given last night still count tonight (``rank`` fits ``final_verdict``).

    An annotation comes along only when its ``judged_key`` is the ``judged_key`` of one of this run's
    judged pairs (the same texts judged by the same judge: the request key hashes both), and only for a
    (pair, annotator) this folder holds no annotation of, as ``review import`` merges (its own annotator's
    label wins; another annotator's vote is added, so two people who disagree stay a conflict: fresh pass
    full83 H1); a (pair, annotator) comes from the first folder that has it. Entries without an annotator
    count as one unnamed annotator. Annotations stored without a key (before keys were recorded) and those
    of edited pairs are not carried, nor those a ``review import --replace`` removed from this folder
    (:mod:`~judge_engine.pipeline.dropped_labels`; counted in ``annotations_removed``). Each source's count goes
    into its ``annotations``, and the count of its annotations of this run's pairs left behind because that (pair,
    annotator) was already here into ``annotations_left`` (:class:`~judge_engine.schemas.reuse.ReuseSource`).

    Args:
        store: this run's output folder; ``store.reused`` (set by :func:`reuse_judgments`) names the sources.
        pairs: this run's pair results with ``judged_key`` and ``flag``.

    Returns:
        The number of annotations copied (0 when no folder was reused).

    Raises:
        InputError: this folder's stored labels, or the record of those ``--replace`` removed, cannot be read.
    """
    section = store.reused
    if section is None or "judged_key" not in pairs.columns or not _used(section):
        return 0
    here, removed = stored_annotations(store.dir), dropped_annotations(store.dir)
    keys = pairs.filter(pl.col("flag").is_null() & pl.col("judged_key").is_not_null()).select("pair_id", "judged_key")
    taken = here.select("pair_id", "annotator").unique()
    carried: list[pl.DataFrame] = []
    for src in _used(section):
        try:
            ann = stored_annotations(Path(src.dir))
        except InputError as exc:
            src.annotations_skipped = one_line(exc, 200)
            continue
        ann = ann.join(keys, on=["pair_id", "judged_key"], how="semi")
        kept = ann.join(removed, on=SAME, how="anti", nulls_equal=True)  # --replace removed them here (adv65 D3)
        if ann.height > kept.height:
            src.annotations_removed, ann = ann.height - kept.height, kept
        new = ann.join(taken, on=["pair_id", "annotator"], how="anti", nulls_equal=True)
        if ann.height > new.height:
            src.annotations_left = ann.height - new.height
        if new.height:
            carried.append(new)
            taken = pl.concat([taken, new.select("pair_id", "annotator").unique()])
            src.annotations = new.height
    if not carried:
        return 0
    atomic_write_parquet(store.dir / "review_labels.parquet", pl.concat([here, *carried]))
    return sum(c.height for c in carried)


def _used(section: ReuseSection) -> list[ReuseSource]:
    """The sources of ``section`` that were used (not skipped)."""
    return [s for s in section.sources if s.skipped is None]
