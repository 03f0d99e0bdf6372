"""What ``pairs`` joins to answers tables besides their own columns (fresh pass full65 M4): reference answers by
``question_id`` for every format (:func:`with_references`), and the check that a questions file is read at all
(:func:`check_joins`)."""

from __future__ import annotations

from pathlib import Path

import polars as pl

from judge_engine.errors import InputError


def with_references(df: pl.DataFrame, references: str | Path, turn: int, f: Path) -> pl.DataFrame:
    """An answers table of a format other than FastChat's with the reference answers of ``references`` (turn ``turn``)
    joined by ``question_id`` as its ``reference`` column (fresh pass full65 M4: ``--references`` was dropped without
    a word for such tables); a question the file does not hold gets none.

    Raises:
        InputError: the references file cannot be read (:func:`~judge_engine.pipeline.references.load_references`), or
            the table holds references of its own (``f`` named).
    """
    from judge_engine.pipeline.references import load_references

    if "reference" in df.columns and df["reference"].null_count() < df.height:
        raise InputError(f"{f}: holds its own reference column and --references {references} was given; give one")
    refs = load_references(str(references)).select(
        pl.col("question_id").cast(pl.String),
        pl.col("references").list.get(turn - 1, null_on_oob=True).alias("reference"),
    )
    qid = pl.col("question_id").cast(pl.String)
    return df.drop("reference", strict=False).with_columns(qid).join(refs, on="question_id", how="left")


def check_joins(kinds: dict[Path, str], questions: str | Path | None) -> None:
    """Refuse ``--questions`` that no answers file of these formats (``kinds``) would read (fresh pass full65 M4: it was
    dropped without a word).

    Raises:
        InputError: naming the option and the formats it is read for.
    """
    found = set(kinds.values())
    if questions is not None and not found & {"fastchat", "arena_hard"}:
        raise InputError(
            f"--questions {questions}: a questions file is read with FastChat or arena-hard answers only; these "
            f"answers are {', '.join(sorted(found))} (they hold their question text)"
        )
