"""The job's items: instructions read from Parquet, checked, and given a method and a fallacy.

An instructions file holds ``instruction`` (str) and optionally ``item_id``, ``reference``,
``category`` (:data:`judge_engine.schemas.offsetbias.INSTRUCTION_COLUMNS_OPTIONAL`). Each row is one
item. Its method is a seeded coin (``off_topic`` with probability ``off_topic_share``) and, for an
erroneous item, its fallacy is drawn uniformly from the fallacies asked for, both from
``random.Random`` seeded by sha256(seed, item_id), so an item's draw does not depend on the other rows
(``--limit`` keeps it) and is the same on every machine. A row that cannot be used is flagged, never
dropped silently: ``invalid_instruction`` (null or blank), ``no_reference`` (the method needs the
dataset's reference and the row has none).
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Sequence
from pathlib import Path

import polars as pl

from judge_engine.errors import InputError
from judge_engine.schemas.offsetbias import INSTRUCTION_COLUMNS_OPTIONAL, INSTRUCTION_COLUMNS_REQUIRED, ITEM_SCHEMA

FLAGS = ("invalid_instruction", "no_reference")
"""Why an input row is not made into an item (its ``drop_reason`` in the dataset)."""


def item_rng(seed: int, item_id: str) -> random.Random:
    """The item's own random stream (first 8 bytes of sha256(f"{seed}:offsetbias:{item_id}"))."""
    digest = hashlib.sha256(f"{seed}:offsetbias:{item_id}".encode()).digest()
    return random.Random(int.from_bytes(digest[:8], "big"))


def draw_method(seed: int, item_id: str, off_topic_share: float, fallacies: Sequence[str]) -> tuple[str, str | None]:
    """(method, fallacy) of one item: ``off_topic`` when the item's first draw is below
    ``off_topic_share``, else ``erroneous`` with a fallacy drawn uniformly from ``fallacies`` (second draw)."""
    rng = item_rng(seed, item_id)
    if rng.random() < off_topic_share:
        return "off_topic", None
    return "erroneous", fallacies[int(rng.random() * len(fallacies))]


def _text(df: pl.DataFrame, col: str, path: Path) -> pl.Series:
    if col not in df.columns:
        return pl.Series(col, [None] * df.height, dtype=pl.String)
    if df.schema[col] not in (pl.String, pl.Null):
        raise InputError(f"{path}: column {col!r} must be text (string), got {df.schema[col]}")
    return df[col].cast(pl.String)


def read_instructions(path: str | Path, limit: int | None = None) -> pl.DataFrame:
    """Read an instructions Parquet file.

    Returns:
        ``item_id`` (str; ``<file stem>:<row>`` when the file has none), ``instruction``,
        ``reference``, ``category`` (str or null), ``source_file``, ``source_row`` (0-based), in
        file order; the first ``limit`` rows when given.

    Raises:
        InputError: unreadable file, no ``instruction`` column, a text column that is not text, an
            ``item_id`` that is not text or integer, a null, empty (or blank) or duplicate ``item_id`` (named with its
            row).
    """
    p = Path(path)
    try:
        df = pl.read_parquet(p, glob=False)
    except FileNotFoundError:
        raise InputError(f"instructions file not found: {p}") from None
    except Exception as exc:  # noqa: BLE001 - polars raises several types for a corrupt file
        raise InputError(f"{p}: cannot read Parquet: {exc}") from None
    missing = [c for c in INSTRUCTION_COLUMNS_REQUIRED if c not in df.columns]
    if missing:
        raise InputError(
            f"{p}: missing required column(s) {missing}; columns: {', '.join(df.columns)} "
            f"(optional: {', '.join(INSTRUCTION_COLUMNS_OPTIONAL)})"
        )
    if limit is not None:
        df = df.head(limit)
    rows = pl.Series("source_row", range(df.height), dtype=pl.Int64)
    if "item_id" in df.columns:
        if not (df.schema["item_id"] == pl.String or df.schema["item_id"].is_integer()):
            raise InputError(f"{p}: column 'item_id' must be text or integer, got {df.schema['item_id']}")
        ids = df["item_id"].cast(pl.String)
    else:
        ids = pl.Series("item_id", [f"{p.stem}:{i}" for i in range(df.height)], dtype=pl.String)
    out = pl.DataFrame(
        [ids.alias("item_id"), *(_text(df, c, p) for c in ("instruction", "reference", "category"))]
    ).with_columns(pl.lit(str(p), pl.String).alias("source_file"), rows)
    null = out.filter(pl.col("item_id").is_null())
    if null.height:
        raise InputError(f"{p}: row {null['source_row'][0]}, column 'item_id': null")
    blank = out.filter(pl.col("item_id").str.strip_chars() == "")  # fresh pass full81 L4: generated for, then dropped
    if blank.height:
        raise InputError(f"{p}: row {blank['source_row'][0]}, column 'item_id': empty")
    dup = out.filter(pl.col("item_id").is_duplicated())
    if dup.height:
        raise InputError(f"{p}: row {dup['source_row'][1]}, column 'item_id': duplicate {dup['item_id'][0]!r}")
    return out


def plan_items(
    instructions: pl.DataFrame, seed: int, off_topic_share: float, fallacies: Sequence[str], weak_answers: bool
) -> pl.DataFrame:
    """Each instruction's method, fallacy and flag (:data:`ITEM_SCHEMA`).

    Args:
        instructions: :func:`read_instructions`' table.
        seed: the draws' seed (>= 0).
        off_topic_share: probability of the off-topic method, in [0, 1].
        fallacies: the erroneous method's fallacies to draw from (non-empty).
        weak_answers: the off-topic method's good response comes from a weak answerer (else the
            reference, which the row then needs).
    """
    methods: list[str] = []
    fals: list[str | None] = []
    flags: list[str | None] = []
    for iid, text, ref in instructions.select("item_id", "instruction", "reference").iter_rows():
        method, fallacy = draw_method(seed, iid, off_topic_share, fallacies)
        methods.append(method)
        fals.append(fallacy)
        needs_ref = method == "erroneous" or not weak_answers
        if text is None or not text.strip():
            flags.append("invalid_instruction")
        elif needs_ref and (ref is None or not ref.strip()):
            flags.append("no_reference")
        else:
            flags.append(None)
    return instructions.with_columns(
        pl.Series("method", methods, dtype=pl.String),
        pl.Series("fallacy", fals, dtype=pl.String),
        pl.Series("flag", flags, dtype=pl.String),
    ).select([pl.col(c).cast(t) for c, t in ITEM_SCHEMA.items()])
