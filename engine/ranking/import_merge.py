"""How a ``review import`` merges a labels file into the stored annotations, by (pair, annotator), and
what it records (:class:`~judge_engine.schemas.summary.ImportRecord`); used by
:func:`judge_engine.ranking.review_queue.import_review`."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import polars as pl

from judge_engine.errors import InputError
from judge_engine.pipeline.labels import resolve_labels
from judge_engine.schemas.summary import ConflictVotes, ImportRecord


def other_annotators(stored: pl.DataFrame, new: pl.DataFrame) -> pl.DataFrame:
    """The stored annotations a merging import keeps: all but those of a (pair, annotator) the file holds
    (that annotator's later word replaces theirs). Entries without an annotator count as one unnamed
    annotator here: a re-imported unnamed sheet replaces the pair's earlier unnamed entries."""
    mine = new.select("pair_id", "annotator").unique()
    return stored.join(mine, on=["pair_id", "annotator"], how="anti", nulls_equal=True)


def import_record(
    labels_path: str | Path,
    new: pl.DataFrame,
    merged: pl.DataFrame,
    counts: dict[str, Any],
    before: pl.DataFrame,
    replace: bool,
    dropped: int,
) -> ImportRecord:
    """What one labels file does, per pair of the file (see :func:`import_review`): ``merged`` holds every
    annotation of the file's pairs after the import (the file's and the other annotators' kept)."""
    after = resolve_labels(merged)
    cmp = after.join(
        before.select(
            "pair_id", pl.col("review_label").alias("_old"), pl.col("review_conflict").alias("_old_conflict")
        ),
        on="pair_id",
        how="left",
    )
    ok = cmp.filter(~pl.col("review_conflict"))
    return ImportRecord(
        file=str(labels_path),
        mode="replace" if replace else "merge",
        annotations=new.height,
        added=new.height,
        pairs=after.height,
        imported=ok.filter(pl.col("_old").is_null() & pl.col("_old_conflict").is_null()).height,
        updated=ok.filter(
            pl.col("_old").ne_missing(pl.col("review_label")) & pl.col("_old_conflict").is_not_null()
        ).height,
        unchanged=ok.filter(pl.col("_old") == pl.col("review_label")).height,
        conflicts=cmp.filter("review_conflict").height,
        conflict_pairs=[
            ConflictVotes(pair_id=pid, votes=v)
            for pid, v in cmp.filter("review_conflict").select("pair_id", "votes").iter_rows()
        ],
        ignored=counts["ignored"],
        ignored_reasons=counts["ignored_reasons"],
        duplicates=counts["duplicates"],
        unlabelled=counts["unlabelled"],
        dropped=dropped,
    )


def refuse_ambiguous_quotes(
    restored: list[tuple[str, str, str]], pairs: pl.DataFrame, labels_path: str, d: Path
) -> None:
    """Raise when a ``pair_id`` cell read as an exported one (its formula quote taken off: ``'=x`` -> ``=x``) is, as
    written, a pair of the folder too: the label may be meant for either (fresh pass full80 L3: a hand-made CSV's label
    for pair ``'=x`` went to pair ``=x``). ``review export`` writes that id ``''=x``, which reads back exactly."""
    if not restored:
        return
    ids = set(pairs["pair_id"].to_list())
    for written, read, entry in restored:
        if written in ids and read in ids:
            raise InputError(
                f"{labels_path}: {entry}: pair_id {written!r} is a pair of {d}, and so is {read!r}, which the cell "
                f"reads as with its spreadsheet quote taken off; write it as `review export` does "
                f"({chr(39) + written!r} for the first) and import again (nothing imported)"
            )
