"""Stored judgments parsed again when another parser version read them (issue 13, H11).

A judgment part stores the parser's readings (``score_first``, ``score_second``, ``score_a``, ``score_b``,
``verdict``, ``parse_status``) beside the completion they were read from (``text``, ``finish_reason``).
The folder's ``manifest.json`` records the :data:`~judge_engine.pipeline.parsing.PARSER_VERSION` whose
readings they are (``parser_version``; absent: unknown, a folder made before it was recorded). So that a
parser fix reaches judgments made before it:

- **resume** (:func:`reparse_stored`, right after the store opened, before anything is judged or read):
  a folder whose recorded version is not the current one has every stored row with a text parsed again;
  each part with a changed reading is rewritten, exactly once, as the compaction merges
  (:mod:`judge_engine.pipeline.compaction`): the journal ``judgments/compaction.json`` names the part and
  its replacement, the replacement is written atomically, the part removed, then the journal; a kill at
  any point is finished or undone by :func:`~judge_engine.pipeline.compaction.recover` when the folder is
  next opened, so every (request_key, sample) is in exactly one part. The current version is recorded
  only once every part holds its readings (a kill before that re-parses again on the next resume; parts
  already rewritten are then unchanged and left alone, and counted from their metadata,
  :data:`REWRITTEN_KEY`, so the summary's ``changed`` and ``parts_rewritten`` cover the attempt the kill
  stopped too). A folder that records a *newer* version than this
  judge-engine's is refused (:class:`~judge_engine.errors.StoreError`): an older parser never replaces a
  newer one's readings.
- **pending rows**: a template family's stored rows whose variant that run's input does not give (their pair
  left the input) cannot be parsed, and are kept as stored; their request keys are recorded in
  ``judgments/reparse-pending.parquet`` (:data:`PENDING`) before the manifest records the current version, and
  every later run parses again those its input plans (then drops them from the file), so a pair that comes back
  never resumes an older parser's reading (adversarial pass 29, H1).
- **reuse** (:func:`judge_engine.pipeline.reuse.reuse_judgments`): rows copied from a folder parsed by
  another version are parsed again as they are copied (:class:`Reparser`); the source is never written.

A row is parsed as the run parsed it (:mod:`judge_engine.pipeline.rows`): the finish reason of a
completion cut short read as ``length``; with ``judge.constrain = "verdict"`` the forced verdict tail is
found again in the text (:func:`forced_chars_of`); the template variant that rendered the request (a
template family's rows are planned again to find it, :func:`template_lookup`). Rows without a text (failed
requests, prompts too long for the context, missing samples) and rows whose variant is not found (a key
no longer in the input) are kept as stored. Verdict probabilities (``p_a``, ``p_b``, ``p_tie``) are the
backend's, not the parser's, and are kept. What was parsed again goes into ``summary.json["reparse"]``
(:class:`~judge_engine.schemas.reparse.ReparseSection`).
"""

from __future__ import annotations

import os
import signal
import uuid
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import orjson
import polars as pl

from judge_engine import envs
from judge_engine.errors import StoreError
from judge_engine.files import atomic_write_json, atomic_write_parquet, fsync_dir
from judge_engine.pipeline.compaction import JOURNAL, owner_of
from judge_engine.pipeline.forced import forced_chars, forced_chars_of, forced_tail, format_bounded
from judge_engine.pipeline.parsing import PARSER_VERSION, Parsed, parse_completion
from judge_engine.pipeline.plan import plan_requests
from judge_engine.pipeline.units import iter_units
from judge_engine.schemas.reparse import ReparseOrigin, ReparseSection
from judge_engine.schemas.tables import JUDGMENT_SCHEMA, parse_finish

if TYPE_CHECKING:
    from judge_engine.config import RunConfig
    from judge_engine.pipeline.store import Store
    from judge_engine.pipeline.template_sets import TemplateSet
    from judge_engine.pipeline.templates import Template

__all__ = [
    "PARSE_COLUMNS",
    "Reparser",
    "forced_chars_of",
    "forced_tail",
    "newer_version",
    "reparse_stored",
    "template_lookup",
]

PARSE_COLUMNS = ("score_first", "score_second", "score_a", "score_b", "verdict", "parse_status")
"""The columns of a judgment row the parser's reading fills (JUDGMENT_SCHEMA)."""

TemplateOf = Callable[[str], "Template | None"]
"""The template variant that rendered a request key (None: unknown)."""


class Reparser:
    """Parses stored judgment rows again (module docstring).

    Args:
        template_of: the template variant of a request key (:func:`template_lookup`).
        tail: the verdict tail when the run was constrained (``judge.constrain = "verdict"``), else None.
        bounded: whether the run was format-constrained (:func:`~judge_engine.pipeline.forced.format_bounded`):
            a verdict after an explanation at the format's bound is read as forced.
    """

    def __init__(self, template_of: TemplateOf, tail: tuple[str, str] | None, bounded: bool = False) -> None:
        self.template_of, self.tail, self.bounded = template_of, tail, bounded
        self._memo: dict[tuple[int, str, str | None, int], Parsed] = {}
        self.unknown: list[pl.Series] = []  # request keys of rows with a text whose variant was not found

    def _parse(self, text: str, template: Template, finish: str | None) -> Parsed:
        forced = forced_chars(template, text, finish, forced_chars_of(text, finish, self.tail), self.bounded)
        finish = parse_finish(finish)
        key = (id(template), text, finish, forced)
        hit = self._memo.get(key)
        if hit is None:
            if len(self._memo) >= 65536:
                self._memo.clear()
            hit = self._memo[key] = parse_completion(text, template, finish, forced)
        return hit

    def _templates(self, request_key: pl.Series) -> tuple[pl.Series, list[Template]]:
        """Each row's template variant as an index into the returned list (null: none found), looked up once
        per distinct request key."""
        keys = request_key.unique(maintain_order=True)
        templates: list[Template] = []
        index: dict[int, int] = {}
        per_key: list[int | None] = []
        for key in keys.to_list():
            tm = self.template_of(key) if key is not None else None
            if tm is not None and id(tm) not in index:
                index[id(tm)] = len(templates)
                templates.append(tm)
            per_key.append(None if tm is None else index[id(tm)])
        lookup = pl.DataFrame({"request_key": keys, "_t": pl.Series(per_key, dtype=pl.Int32)})
        got = request_key.to_frame("request_key").join(lookup, on="request_key", how="left", maintain_order="left")
        return got["_t"], templates

    def frame(self, df: pl.DataFrame) -> tuple[pl.DataFrame, int, int]:
        """``df`` (JUDGMENT_SCHEMA columns) with its parse columns read again, as
        :class:`~judge_engine.pipeline.rows.JudgmentColumns` fills them: rows without a text or whose template
        variant is unknown keep the stored ones. Each distinct (variant, text, finish reason) is parsed once
        (a format-constrained judge repeats a few texts over millions of rows); the rows take their readings
        by a join, ``score_a``/``score_b`` by the row's order, the verdict from them.

        Returns:
            (the frame, same rows, order and other columns; rows parsed again; rows whose reading changed).
        """
        cols = ["request_key", "order", "text", "finish_reason", *PARSE_COLUMNS]
        sub = df.select(cols)
        tpl, templates = self._templates(sub["request_key"])
        sub = sub.with_columns(tpl.alias("_t"))
        kept = sub.filter(pl.col("text").is_not_null() & pl.col("_t").is_null())["request_key"]
        if kept.len():
            self.unknown.append(kept.unique())
        on = ["_t", "text", "finish_reason"]
        distinct = (
            sub.filter(pl.col("text").is_not_null() & pl.col("_t").is_not_null()).select(on).unique(maintain_order=True)
        )
        readings = [self._parse(text, templates[t], finish) for t, text, finish in distinct.iter_rows()]
        distinct = distinct.with_columns(
            _s1=pl.Series([r.score_first for r in readings], dtype=pl.Float64),
            _s2=pl.Series([r.score_second for r in readings], dtype=pl.Float64),
            _st=pl.Series([r.status for r in readings], dtype=pl.String),
        )
        got = sub.join(distinct, on=on, how="left", nulls_equal=True, maintain_order="left")
        hit = pl.col("_st").is_not_null()  # parsed again (a reading always has a status)
        ba = pl.col("order") == "ba"
        a = pl.when(ba).then(pl.col("_s2")).otherwise(pl.col("_s1"))
        b = pl.when(ba).then(pl.col("_s1")).otherwise(pl.col("_s2"))
        verdict = (
            pl.when(a.is_null() | b.is_null())
            .then(pl.lit(None, dtype=pl.String))
            .when(a > b)
            .then(pl.lit("a"))
            .when(b > a)
            .then(pl.lit("b"))
            .otherwise(pl.lit("tie"))
        )
        fresh = {"score_first": pl.col("_s1"), "score_second": pl.col("_s2"), "score_a": a, "score_b": b}
        fresh |= {"verdict": verdict, "parse_status": pl.col("_st")}
        new = got.select(
            hit.alias("_hit"),
            *[
                pl.when(hit).then(fresh[c]).otherwise(pl.col(c)).cast(JUDGMENT_SCHEMA[c]).alias(c)
                for c in PARSE_COLUMNS
            ],
        )
        differs = pl.any_horizontal([new[c].ne_missing(sub[c].cast(JUDGMENT_SCHEMA[c])) for c in PARSE_COLUMNS])
        changed = int(new.select(differs).to_series().sum())
        return df.with_columns(new.drop("_hit")), int(new["_hit"].sum()), changed


def template_lookup(config: RunConfig, template: TemplateSet, identity: str) -> TemplateOf:
    """The template variant of each request key of this run: the template itself for a single template;
    for a family, the variant that renders each planned request (the input is read and planned once, as
    :func:`judge_engine.pipeline.reuse.reuse_judgments` does); None for a key not in the input."""
    if not template.family:
        only = template.template
        return lambda _key: only
    found: dict[str, Template] = {}
    for shard in iter_units(config.input, template, []):
        for req in plan_requests(shard.pairs, template, config.sampling, identity):
            found[req.request_key] = req.template or template.template
    return found.get


def _kill_after(step: str) -> None:
    if envs.reparse_kill() == step:
        os.kill(os.getpid(), signal.SIGKILL)


REWRITTEN_KEY = "judge_engine.reparsed"
"""The key-value metadata of a part a re-parse wrote: JSON ``{"parser_version", "changed"}`` (the version
that read it, the rows whose reading changed in it), so a resume after a kill counts it again."""


def _rewrite_record(part: Path) -> tuple[int, int] | None:
    """(parser version, rows changed) a re-parse recorded in ``part`` when it wrote it (:data:`REWRITTEN_KEY`),
    else None."""
    try:
        doc = orjson.loads(pl.read_parquet_metadata(part).get(REWRITTEN_KEY, "null"))
    except (OSError, orjson.JSONDecodeError, pl.exceptions.PolarsError):
        return None
    if isinstance(doc, dict) and isinstance(doc.get("parser_version"), int) and isinstance(doc.get("changed"), int):
        return doc["parser_version"], doc["changed"]
    return None


def _rewritten(part: Path) -> int | None:
    """The rows a re-parse by this :data:`PARSER_VERSION` changed in ``part`` when that re-parse wrote it, else None."""
    record = _rewrite_record(part)
    return record[1] if record is not None and record[0] == PARSER_VERSION else None


def newer_version(recorded: int | None, files: list[Path]) -> int | None:
    """The newest parser version above :data:`PARSER_VERSION` that read the folder: the manifest's, or that
    of a part a newer re-parse rewrote before a kill stopped it (its manifest still records the old
    version); None when there is none."""
    found = [recorded] if recorded is not None and recorded > PARSER_VERSION else []
    for part in files:
        record = _rewrite_record(part)
        if record is not None and record[0] > PARSER_VERSION:
            found.append(record[0])
    return max(found, default=None)


def _rewrite(parts: Path, part: Path, df: pl.DataFrame, changed: int, check: Callable[[], Any]) -> None:
    """Replace ``part`` by ``df`` exactly once (journal, new part, old part removed, journal removed); the
    new part records ``changed`` (:data:`REWRITTEN_KEY`)."""
    check()
    owner = owner_of(part)
    output = parts / (f"part-{owner}-{uuid.uuid4().hex}.parquet" if owner else f"part-{uuid.uuid4().hex}.parquet")
    atomic_write_json(parts / JOURNAL, {"inputs": [part.name], "output": output.name})
    meta = {REWRITTEN_KEY: orjson.dumps({"parser_version": PARSER_VERSION, "changed": changed}).decode()}
    atomic_write_parquet(output, df, metadata=meta)
    _kill_after("output")
    part.unlink()
    fsync_dir(parts)
    _kill_after("input")
    (parts / JOURNAL).unlink()
    fsync_dir(parts)


def _reparse_part(store: Store, part: Path, df: pl.DataFrame, reparser: Reparser, origin: ReparseOrigin) -> int:
    """Parse ``df`` (the rows of ``part``) again, add the counts to ``origin`` and rewrite the part exactly once
    when a reading changed (:func:`_rewrite`); returns the rows whose reading changed."""
    from judge_engine.pipeline.lock import check_lock

    new, parsed, changed = reparser.frame(df)
    origin.samples += parsed
    origin.changed += changed
    if changed:
        _rewrite(store.parts, part, new, changed, lambda: check_lock(store.dir))
        origin.parts_rewritten += 1
    return changed


def reparse_stored(store: Store, config: RunConfig, template: TemplateSet, identity: str) -> ReparseOrigin | None:
    """Parse the judgments of an opened folder again when its recorded parser version is not
    :data:`PARSER_VERSION` (module docstring), then record the current version in its manifest.

    Args:
        store: the opened folder (its lock held); ``store.manifest.parser_version`` is the version it
            recorded (:meth:`judge_engine.pipeline.store.Store.open`).
        config, template, identity: the run's (the template variant and the constraint of each row).

    Returns:
        What was parsed again (also added to ``store.reparsed``); None when the folder's version is current.

    Raises:
        judge_engine.errors.StoreError: the folder records a parser version newer than :data:`PARSER_VERSION`,
            in its manifest or in a part a newer re-parse rewrote (a newer judge-engine's readings are never
            replaced by an older parser's).
        judge_engine.errors.OutputLocked: the folder's lock was taken over (checked before each part).
        judge_engine.errors.JudgeEngineError: the input cannot be read (a template family's rows are planned).
    """
    recorded = store.manifest.parser_version
    if recorded == PARSER_VERSION:  # a re-parse a kill stopped before its summary: reported now (full78 M1)
        _load_record(store)  # (with the manifest still older, the re-parse runs again and counts it all)
        return _reparse_pending(store, config, template, identity)
    files = sorted(store.parts.glob("part-*.parquet"))
    newer = newer_version(recorded, files)
    if newer is not None:
        raise StoreError(
            f"{store.dir}: its judgments were parsed by parser version {newer}, newer than this "
            f"judge-engine's {PARSER_VERSION}; parsing them again would undo later parser fixes: run a "
            "judge-engine as new as the one that made the folder (or --overwrite to judge it all again)"
        )
    origin = ReparseOrigin(origin="resume", from_version=store.manifest.parser_version)
    if files:
        reparser = Reparser(
            template_lookup(config, template, identity), forced_tail(config, template), format_bounded(config)
        )
        for part in files:
            if not _reparse_part(store, part, pl.read_parquet(part, glob=False), reparser, origin):
                if (before := _rewritten(part)) is not None:  # rewritten by an attempt a kill stopped
                    origin.changed += before
                    origin.parts_rewritten += 1
        _write_pending(store.parts, reparser.unknown, recorded)  # before the manifest records this version
        _report(store, [origin])  # before the manifest records this version: a summary reports it after any kill
    store.manifest.parser_version = PARSER_VERSION
    store.write_manifest()
    return origin if files else None


PENDING = "reparse-pending.parquet"
"""``judgments/reparse-pending.parquet``: the request keys (``request_key``) of stored rows a re-parse kept as
stored because their template variant was not found (a template family's pair not in that run's input), with
the parser version that read them (``from_version``); parsed again by a later run whose input plans them."""


def _write_pending(parts: Path, keys: list[pl.Series], version: int | None) -> None:
    """Record ``keys`` (with ``version``) as :data:`PENDING`, or remove the file when there are none."""
    path = parts / PENDING
    if not keys:
        path.unlink(missing_ok=True)
        return
    frame = (
        pl.concat(keys)
        .unique()
        .sort()
        .to_frame("request_key")
        .with_columns(from_version=pl.lit(version, dtype=pl.Int64))
    )
    if path.is_file():  # keys an earlier re-parse left pending keep the version that read them
        earlier = pl.read_parquet(path, glob=False).rename({"from_version": "_v"})
        frame = frame.join(earlier, on="request_key", how="left", maintain_order="left")
        frame = frame.select("request_key", pl.coalesce("_v", "from_version").alias("from_version"))
    atomic_write_parquet(path, frame)


def _reparse_pending(store: Store, config: RunConfig, template: TemplateSet, identity: str) -> ReparseOrigin | None:
    """Parse again the stored rows :data:`PENDING` names whose template variant this run's input gives (the
    rest stay pending); None when nothing is pending or none of it is planned now."""
    path = store.parts / PENDING
    if not path.is_file():
        return None
    pending = pl.read_parquet(path, glob=False)
    lookup = template_lookup(config, template, identity)
    found = pending.filter(pl.col("request_key").map_elements(lambda k: lookup(k) is not None, pl.Boolean))
    if found.height == 0:
        return None
    keys = set(found["request_key"].to_list())
    versions = found["from_version"].drop_nulls().to_list()
    origin = ReparseOrigin(origin="resume", from_version=max(versions) if versions else None)
    reparser = Reparser(
        lambda k: lookup(k) if k in keys else None, forced_tail(config, template), format_bounded(config)
    )
    wanted = found["request_key"].implode()
    for part in sorted(store.parts.glob("part-*.parquet")):
        df = pl.read_parquet(part, glob=False)
        if not df.select(pl.col("request_key").is_in(wanted).any()).item():
            continue
        _reparse_part(store, part, df, reparser, origin)
    _report(store, [origin])
    rest = pending.filter(~pl.col("request_key").is_in(wanted))
    if rest.height:
        atomic_write_parquet(path, rest)
    else:
        path.unlink()
        fsync_dir(store.parts)
    return origin


RECORD = "reparse-record.json"
"""``judgments/reparse-record.json``: origins parsed again but in no ``summary.json`` yet (a JSON list), written before
the manifest records this version, removed once a summary holds them (stop 53, fresh pass full78 M1)."""


def _report(store: Store, origins: list[ReparseOrigin], save: bool = True) -> None:
    """Add ``origins`` to ``store.reparsed``; with ``save``, write them all (with those it held) to :data:`RECORD`."""
    if origins:
        section = store.reparsed = store.reparsed or ReparseSection(parser_version=PARSER_VERSION)
        for origin in origins:
            section.add(origin)
        if save:
            atomic_write_json(store.parts / RECORD, [o.to_dict() for o in section.origins])


def _load_record(store: Store) -> None:
    """Add :data:`RECORD`'s origins (a run killed before its summary) to ``store.reparsed``; unreadable: ignored."""
    try:
        doc = orjson.loads((store.parts / RECORD).read_bytes())
    except (OSError, orjson.JSONDecodeError):
        return
    items = doc if isinstance(doc, list) else []
    _report(store, [ReparseOrigin.from_dict(i, keep_unknown=False) for i in items if isinstance(i, dict)], save=False)
