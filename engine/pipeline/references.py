"""Reference answers joined to input rows by ``question_id`` (``input.references``).

Every reader attaches them before its row checks (:func:`judge_engine.pipeline.inputs.read_shard`,
:func:`judge_engine.pipeline.units.read_unit_shard`), so a reference from the file is checked for
injection like a row's own ``reference`` column (issue 13 pass 10 H3).
"""

from __future__ import annotations

import functools
from pathlib import Path

import polars as pl

from judge_engine.errors import InputError


@functools.lru_cache(maxsize=4)
def load_references(path: str) -> pl.DataFrame:
    """Reference answers by question: ``question_id`` (str), ``references`` (list of str, one per turn).

    Reads Parquet or JSONL with ``question_id`` and ``reference`` (one turn) or ``references`` (a list),
    or FastChat's ``reference_answer/<model>.jsonl`` (``choices[0].turns``).

    Raises:
        InputError: unreadable, no ``question_id``, no reference column, or a question twice.
    """
    p = Path(path)
    try:
        df = pl.read_parquet(p) if p.suffix == ".parquet" else pl.read_ndjson(p, infer_schema_length=None)
    except Exception as exc:  # polars raises several types for unreadable files
        raise InputError(f"{p}: cannot read reference answers: {exc}") from None
    if "question_id" not in df.columns:
        raise InputError(f"{p}: reference answers need a 'question_id' column; columns: {df.columns}")
    if "choices" in df.columns:
        refs = df["choices"].list.first().struct.field("turns")
    elif "references" in df.columns:
        refs = df["references"]
    elif "reference" in df.columns:
        refs = df["reference"].cast(pl.String).map_elements(lambda r: [r], return_dtype=pl.List(pl.String))
    else:
        raise InputError(f"{p}: reference answers need 'reference', 'references' or FastChat 'choices'")
    out = pl.DataFrame({"question_id": df["question_id"].cast(pl.String), "references": refs.cast(pl.List(pl.String))})
    dup = out.filter(pl.col("question_id").is_duplicated())
    if dup.height:
        raise InputError(f"{p}: question_id {dup['question_id'][0]!r} has more than one reference answer")
    return out


def attach_references(df: pl.DataFrame, path: str | None) -> pl.DataFrame:
    """Fill ``reference`` (the judged turn's) and ``references`` (every turn) of rows without one from the
    reference file, joined by ``question_id`` (a row's own reference wins)."""
    if path is None or "question_id" not in df.columns:
        return df
    refs = load_references(path).rename({"references": "_refs"})
    out = df.with_columns(pl.col("question_id").cast(pl.String).alias("_qid")).join(
        refs, left_on="_qid", right_on="question_id", how="left"
    )
    turn = pl.col("turn").fill_null(1) if "turn" in out.columns else pl.lit(1)
    picked = pl.col("_refs").list.get(turn - 1, null_on_oob=True)
    out = out.with_columns(
        (pl.col("reference").fill_null(picked) if "reference" in out.columns else picked).alias("reference")
    )
    if "turns" in out.columns:
        own = pl.col("references") if "references" in out.columns else pl.lit(None, dtype=pl.List(pl.String))
        out = out.with_columns(own.fill_null(pl.col("_refs")).alias("references"))
    return out.drop("_qid", "_refs")
