"""People's labels in a run folder, merged with the calibrated verdicts (HITLC, Wang et al. 2024 Sec. 3.3).

``OUT/review_labels.parquet`` keeps every annotation (``ANNOTATION_SCHEMA``; written by
:func:`judge_engine.ranking.review_queue.import_review`). A pair's label is the majority of its
annotations; a tie between labels is a conflict and not applied (:func:`resolve_labels`).
``pairs.parquet`` gains ``review_label``, ``review_conflict`` and ``final_verdict``; ``summary.json``
a ``review`` section (:func:`apply_review`). ``judged_key`` (:func:`with_judged_keys`) says which texts
each pair's judgments judged, so the review export shows only those.
"""

from __future__ import annotations

from pathlib import Path

import orjson
import polars as pl

from judge_engine.errors import InputError
from judge_engine.files import atomic_write_json, atomic_write_parquet, fsync_dir
from judge_engine.kernels.agreement import accuracy
from judge_engine.pipeline.outputs import PENDING_IMPORT, damaged_mark_message, read_pairs
from judge_engine.schemas.summary import ImportRecord, ReviewSection, RunSummary
from judge_engine.schemas.tables import ANNOTATION_SCHEMA

IMPORT_RECORD = "review_import.json"
"""What the last ``review import`` did (:class:`~judge_engine.schemas.summary.ImportRecord`)."""


def with_judged_keys(pairs: pl.DataFrame, judgments: pl.DataFrame) -> pl.DataFrame:
    """``pairs`` plus ``judged_key`` (str): the request key of each judged pair's order-``ab``
    judgments (a hash of the judge identity, the pair id and its texts;
    :func:`judge_engine.pipeline.plan.request_key`); null on flagged rows. The final stage of a run adds it
    to ``pairs.parquet`` so that :func:`export_review` shows only the texts that were judged.

    Args:
        pairs: pair results (``pair_id``, ``flag``).
        judgments: the run's judgments (``pair_id``, ``order``, ``request_key``); only this run's
            request keys, so each pair has one ``ab`` key. Or the keys already found: ``pair_id``,
            ``judged_key`` (the final stage's digest, :mod:`judge_engine.pipeline.final_stream`).
    """
    keys = (
        judgments.select("pair_id", "judged_key")
        if "judged_key" in judgments.columns
        else judgments.filter(pl.col("order") == "ab")
        .group_by("pair_id")
        .agg(pl.col("request_key").first().alias("judged_key"))
    )
    # one key per pair: joined onto the pair ids alone, then added as a column (no copy of the pair table)
    key = pairs.select("pair_id", "flag").join(keys, on="pair_id", how="left", maintain_order="left")
    return pairs.drop("judged_key", strict=False).with_columns(
        key.select(pl.when(pl.col("flag").is_null()).then(pl.col("judged_key")).alias("judged_key")).to_series()
    )


def resolve_labels(annotations: pl.DataFrame) -> pl.DataFrame:
    """One row per pair from its annotations: the majority label, or a conflict.

    Args:
        annotations: ``pair_id``, ``label`` (a|b|tie), one row per annotation.

    Returns:
        ``pair_id``, ``review_label`` (the label with the most annotations; null when two or more
        labels share the top count), ``review_conflict`` (bool: that tie), ``votes`` (str, e.g.
        ``"a:2 b:1"``, labels in a, b, tie order), sorted by ``pair_id``.
    """
    order = {"a": 0, "b": 1, "tie": 2}
    counts = (
        annotations.group_by("pair_id", "label")
        .len()
        .with_columns(pl.col("label").replace_strict(order, return_dtype=pl.Int8).alias("_o"))
        .sort("pair_id", "_o")
    )
    return (
        counts.group_by("pair_id", maintain_order=True)
        .agg(
            pl.col("label").filter(pl.col("len") == pl.col("len").max()).alias("_top"),
            pl.format("{}:{}", "label", "len").str.join(" ").alias("votes"),
        )
        .select(
            "pair_id",
            pl.when(pl.col("_top").list.len() == 1).then(pl.col("_top").list.first()).alias("review_label"),
            (pl.col("_top").list.len() > 1).alias("review_conflict"),
            "votes",
        )
        .sort("pair_id")
    )


def stored_annotations(d: Path) -> pl.DataFrame:
    """Every annotation stored in ``d/review_labels.parquet`` (``ANNOTATION_SCHEMA``; empty when none).

    Raises:
        InputError: the file cannot be read, is not a file, or is not an annotation table.
    """
    path = d / "review_labels.parquet"
    if not path.exists():
        return pl.DataFrame(schema=ANNOTATION_SCHEMA)
    if not path.is_file():  # pass 18b L2: a folder there was a traceback at the import's rename
        raise InputError(f"{path} exists and is not a file; move it away and rerun")
    try:
        df = pl.read_parquet(path, glob=False)
    except Exception as exc:
        raise InputError(
            f"{path}: cannot read the stored labels ({exc.__class__.__name__}: {str(exc)[:120]}); restore it, or "
            f"delete it and import the labels files again (`judge-engine review import {d} FILE`)"
        ) from None
    if "review_label" in df.columns and "label" not in df.columns:  # written before annotations were kept
        df = df.rename({"review_label": "label"})
    problem = _schema_problem(df)
    if problem:
        raise InputError(
            f"{path}: not a judge-engine labels file ({problem}); restore it, or "
            f"delete it and import the labels files again (`judge-engine review import {d} FILE`)"
        )
    for c, t in ANNOTATION_SCHEMA.items():
        if c not in df.columns:
            df = df.with_columns(pl.lit(None, dtype=t).alias(c))
    # names stored before they were normalised compare as the import compares them now
    return df.select(list(ANNOTATION_SCHEMA)).with_columns(annotator_name(pl.col("annotator").cast(pl.String)))


def annotator_name(col: pl.Expr) -> pl.Expr:
    """An annotator name as compared and stored (str or null): Unicode NFC, surrounding whitespace stripped,
    null when nothing is left (an unnamed annotation), so ``alice`` and ``alice `` are one annotator."""
    name = col.str.normalize("NFC").str.strip_chars()
    return pl.when(name != "").then(name).alias("annotator")


def _schema_problem(df: pl.DataFrame) -> str | None:
    """What makes ``df`` no stored annotation table (None when it is one): ``pair_id`` and ``label``
    missing or holding nulls, an annotation column of a type other than str (an all-null column is
    allowed), a label outside a / b / tie. Columns an earlier version did not write may be missing."""
    missing = [c for c in ("pair_id", "label") if c not in df.columns]
    if missing:
        return f"no column {', '.join(missing)}; has {', '.join(df.columns[:8]) or 'none'}"
    for c, t in ANNOTATION_SCHEMA.items():
        if c in df.columns and df.schema[c] not in (t, pl.Null):
            return f"column {c} is {df.schema[c]}, not {t}"
    for c in ("pair_id", "label"):
        if df[c].null_count():
            return f"{df[c].null_count()} rows without a {c}"
    bad = df.filter(~pl.col("label").is_in(["a", "b", "tie"]))["label"]
    if bad.len():
        return f"label {bad[0]!r} is not a, b or tie"
    return None


def bind_judged_keys(annotations: pl.DataFrame, pairs: pl.DataFrame) -> pl.DataFrame:
    """``annotations`` whose ``judged_key`` is null get the pair's current ``judged_key`` (its judged row's;
    null when the pair has no judged row or the folder predates ``judged_key``): the texts the label is
    given on, so a later run can tell when they changed (:func:`merge_review`)."""
    if "judged_key" not in pairs.columns:
        return annotations
    current = pairs.filter(pl.col("flag").is_null()).select("pair_id", pl.col("judged_key").alias("_current"))
    return (
        annotations.join(current, on="pair_id", how="left", maintain_order="left")
        .with_columns(pl.coalesce("judged_key", "_current").alias("judged_key"))
        .select(list(ANNOTATION_SCHEMA))
    )


def _usable(annotations: pl.DataFrame, pairs: pl.DataFrame) -> tuple[pl.DataFrame, list[str], int, int]:
    """The annotations that apply to this run's judged rows, the pairs with stale annotations (given on
    other texts: both keys known and different), how many labelled pairs are in the run only as flagged
    rows, and how many are not in the run at all."""
    judged = pairs.filter(pl.col("flag").is_null())
    key = pl.col("judged_key") if "judged_key" in judged.columns else pl.lit(None, dtype=pl.String)
    current = judged.select("pair_id", key.alias("_current"))
    ann = annotations.join(current, on="pair_id", how="left").with_columns(
        (
            pl.col("judged_key").is_not_null()
            & pl.col("_current").is_not_null()
            & (pl.col("judged_key") != pl.col("_current"))
        ).alias("_stale")
    )
    labelled = annotations.select("pair_id").unique()
    not_in_run = labelled.join(pairs.select("pair_id"), on="pair_id", how="anti").height
    not_judged = (
        labelled.join(pairs.select("pair_id"), on="pair_id", how="semi")
        .join(judged.select("pair_id"), on="pair_id", how="anti")
        .height
    )
    stale = sorted(set(ann.filter("_stale")["pair_id"].to_list()))
    usable = ann.join(judged.select("pair_id"), on="pair_id", how="semi").filter(~pl.col("_stale"))
    return usable.select(list(ANNOTATION_SCHEMA)), stale, not_judged, not_in_run


def merge_review(
    pairs: pl.DataFrame, out_dir: str | Path, annotations: pl.DataFrame | None = None
) -> tuple[pl.DataFrame, ReviewSection | None]:
    """Merge annotations (default: the folder's stored ones, ``review_labels.parquet``) into a run's pair
    results.

    Labels apply to judged rows only (``flag`` null; a flagged duplicate or a flagged pair gets none) and
    only when they were given on the texts judged now: an annotation whose ``judged_key`` differs from
    the pair's ``judged_key`` (the input was edited and judged again since) is stale, not applied, and
    its pair counted (``stale``); annotations stored without a key (before it was recorded) apply as
    before. Labels of pairs that are no longer in the run are kept in the file, not applied, and counted
    as ``not_in_run``; those of pairs in the run only as flagged rows as ``not_judged``.

    Args:
        pairs: the run's pair results (``pair_id``, ``verdict``, ``flag``, ``judged_key`` when the folder
            has it; earlier review columns are replaced).
        annotations: ``ANNOTATION_SCHEMA`` rows to merge instead of the stored ones (``review import``
            merges what it is about to store).

    Returns:
        ``pairs`` with ``review_label``, ``review_conflict`` and ``final_verdict``, and the ``review``
        section (:class:`~judge_engine.schemas.summary.ReviewSection`); ``pairs`` unchanged and None
        when the folder has no labels.

    Raises:
        InputError: the stored labels cannot be read.
    """
    d = Path(out_dir)
    if annotations is None:
        if not (d / "review_labels.parquet").exists():
            return pairs, None
        annotations = stored_annotations(d)
    pairs = pairs.drop("review_label", "review_conflict", "final_verdict", strict=False)
    usable, stale, not_judged, not_in_run = _usable(annotations, pairs)
    resolved = resolve_labels(usable).drop("votes")
    judged_row = pl.col("flag").is_null()
    pairs = (
        pairs.join(resolved, on="pair_id", how="left", maintain_order="left")
        .with_columns(
            pl.when(judged_row).then(pl.col("review_label")).alias("review_label"),
            pl.when(judged_row).then(pl.col("review_conflict")).alias("review_conflict"),
        )
        .with_columns(pl.coalesce("review_label", "verdict").alias("final_verdict"))
    )
    judged = pairs.filter(judged_row)
    conflicted = judged.filter(pl.col("review_conflict").fill_null(False))["pair_id"].to_list()
    section = ReviewSection(
        labels_applied=int(judged["review_label"].is_not_null().sum()),
        conflicts=len(conflicted),
        conflict_pairs=conflicted,
        not_in_run=not_in_run,
        stale=len(stale),
        stale_pairs=stale,
        not_judged=not_judged,
        changed=int(
            judged.filter(
                pl.col("review_label").is_not_null() & pl.col("review_label").ne_missing(pl.col("verdict"))
            ).height
        ),
    )
    if "human_label" in judged.columns:
        lab = judged.filter(pl.col("human_label").is_not_null() & pl.col("final_verdict").is_not_null())
        section.accuracy_merged = accuracy(lab["final_verdict"].to_list(), lab["human_label"].to_list())
        cal = judged.filter(pl.col("human_label").is_not_null() & pl.col("verdict").is_not_null())
        section.accuracy_calibrated = accuracy(cal["verdict"].to_list(), cal["human_label"].to_list())
    if (d / IMPORT_RECORD).is_file():
        try:
            section.last_import = ImportRecord.from_dict(orjson.loads((d / IMPORT_RECORD).read_bytes()))
        except (orjson.JSONDecodeError, AttributeError, TypeError):
            section.last_import = None
    return pairs, section


def read_summary(d: Path) -> RunSummary:
    """The folder's ``summary.json``, read before anything is rewritten.

    Raises:
        InputError: it cannot be read (the message says to rerun the run).
    """
    try:
        return RunSummary.from_json(d / "summary.json")
    except InputError as exc:
        raise InputError(f"{exc}; rerun `judge-engine run` into the folder") from None


def apply_review(
    out_dir: str | Path, annotations: pl.DataFrame | None = None, record: ImportRecord | None = None
) -> ReviewSection | None:
    """Merge annotations (default: the folder's stored ones) into its ``pairs.parquet`` and
    ``summary.json`` and rewrite them (``review import``; a run merges them before it writes,
    :func:`merge_review`). Everything is read and checked before anything is written. With
    ``annotations`` (what ``review import`` stores) the writes are a journal: first the pending mark
    (:data:`~judge_engine.pipeline.outputs.PENDING_IMPORT`: ``annotations`` with ``record`` in its
    metadata), then ``review_labels.parquet``, ``review_import.json`` (``record``), ``pairs.parquet`` and
    ``summary.json``, then the mark is removed; a kill in between leaves the mark, which the readers refuse
    and :func:`finish_pending_import` completes.

    Returns:
        The ``review`` section, or None when the folder has no labels.

    Raises:
        InputError: unreadable ``pairs.parquet``, ``summary.json`` or stored labels (then nothing is
            written).
    """
    d = Path(out_dir)
    pairs = read_pairs(d / "pairs.parquet", ("pair_id", "verdict", "flag"))
    summary = read_summary(d)
    pairs, section = merge_review(pairs, d, annotations)
    if section is None:
        return None
    if annotations is not None:
        meta = {"record": orjson.dumps(record.to_dict()).decode()} if record is not None else None
        atomic_write_parquet(d / PENDING_IMPORT, annotations, metadata=meta)
        atomic_write_parquet(d / "review_labels.parquet", annotations)
        if record is not None:
            atomic_write_json(d / IMPORT_RECORD, record.to_dict())
            section.last_import = record
    atomic_write_parquet(d / "pairs.parquet", pairs)
    summary.review = section
    summary.write(d)
    if annotations is not None:
        (d / PENDING_IMPORT).unlink()
        fsync_dir(d)
    return section


def finish_pending_import(out_dir: str | Path) -> ImportRecord | None:
    """Finish a ``review import`` that was killed between its writes (:func:`apply_review`): store and
    apply the annotations its pending mark holds, with its record, as it would have.

    Returns:
        The interrupted import's record (what it did), or None when no import was pending.

    Raises:
        InputError: the mark cannot be read, or holds no import record (a foreign file: nothing is written; fresh
            pass adv62 D11), or as :func:`apply_review`.
    """
    d = Path(out_dir)
    path = d / PENDING_IMPORT
    if not path.exists():
        return None
    try:
        annotations = pl.read_parquet(path, glob=False).select(list(ANNOTATION_SCHEMA))
        meta = pl.read_parquet_metadata(path)
    except Exception as exc:  # polars raises several types for a foreign file
        raise InputError(damaged_mark_message(d, f" ({exc.__class__.__name__})")) from None
    try:
        record = ImportRecord.from_dict(orjson.loads(meta["record"]))
    except (KeyError, orjson.JSONDecodeError, AttributeError, TypeError):
        # every mark `review import` writes holds its record: one without is a foreign file, and its rows would
        # replace every stored label (fresh pass adv62 D11)
        raise InputError(damaged_mark_message(d, " (it holds no record of an import)")) from None
    apply_review(d, annotations, record)
    return record
