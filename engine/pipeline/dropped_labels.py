"""People's annotations a ``review import --replace`` removed on purpose (fresh pass adv65 D3): :func:`record_dropped`
keeps them in ``OUT/review_labels.dropped.parquet`` (:data:`DROPPED_FILE`, :data:`~judge_engine.schemas.tables.
ANNOTATION_SCHEMA`), and :func:`judge_engine.pipeline.reuse.carry_labels` never carries one of them back from a reused
folder. Before, the next ``run --reuse`` of the same nightly command restored every label ``--replace`` had removed,
since the folder then lacked that (pair, annotator)."""

from __future__ import annotations

from pathlib import Path

import polars as pl

from judge_engine.errors import InputError, one_line
from judge_engine.files import atomic_write_parquet
from judge_engine.schemas.tables import ANNOTATION_SCHEMA

DROPPED_FILE = "review_labels.dropped.parquet"
"""The annotations ``--replace`` removed, in ``ANNOTATION_SCHEMA`` (appended by each such import)."""

SAME = ["pair_id", "annotator", "judged_key", "label"]
"""What makes a carried annotation the one that was removed: the same label by the same annotator on the same texts
(another label, or the same one on edited texts, is a new annotation and is carried)."""


def dropped_annotations(d: Path) -> pl.DataFrame:
    """The annotations removed from ``d`` by ``review import --replace`` (empty when none).

    Raises:
        InputError: the file cannot be read or is not an annotation table.
    """
    path = d / DROPPED_FILE
    if not path.exists():
        return pl.DataFrame(schema=ANNOTATION_SCHEMA)
    try:
        df = pl.read_parquet(path, glob=False)
        return df.select([pl.col(c).cast(t) for c, t in ANNOTATION_SCHEMA.items()])
    except Exception as exc:  # polars raises several types for a foreign or corrupt file
        raise InputError(
            f"{path}: cannot read the labels review import --replace removed ({one_line(exc, 160)}); restore it, or "
            "delete it (a rerun with --reuse may then carry those labels back from the reused folders)"
        ) from None


def record_dropped(d: Path, stored: pl.DataFrame, kept: pl.DataFrame) -> int:
    """Append to :data:`DROPPED_FILE` the annotations of ``stored`` (``ANNOTATION_SCHEMA``, before the import) that
    ``kept`` (what the import stores) no longer holds; returns how many.

    Raises:
        InputError: the file already there cannot be read (:func:`dropped_annotations`).
    """
    gone = stored.join(kept.select(SAME), on=SAME, how="anti", nulls_equal=True)
    if gone.height:
        atomic_write_parquet(d / DROPPED_FILE, pl.concat([dropped_annotations(d), gone]).unique(maintain_order=True))
    return gone.height
