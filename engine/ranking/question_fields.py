"""What the answers of one question must share before they are paired (:func:`check_question_fields`), and where an
answer came from (:func:`where`), for :mod:`~judge_engine.ranking.pairs`."""

from __future__ import annotations

from typing import Any

import polars as pl

from judge_engine.errors import InputError


def where(r: dict[str, Any]) -> str:
    """Where an answer came from: its file and row (``_source_file`` / ``_source_row`` when the reader
    recorded them), else its row in the answers table. A Parquet row is 0-based, as Parquet tools count; in a text
    file (CSV, JSONL, JSON) the answer's 1-based number, the header not counted (fresh pass full60 L2: ``row 0`` sent
    a user to a CSV's header line)."""
    if r.get("_source_file") is None:
        return f"row {r['_i']}"
    file, row = r["_source_file"], r.get("_source_row")
    if row is None:
        return file
    return f"{file} row {row}" if file.lower().endswith(".parquet") else f"{file} answer #{row + 1}"


def check_question_fields(answers: pl.DataFrame, source: str) -> None:
    """Refuse answers that share a ``question_id`` but answer different question texts (two benchmark
    versions that edited a question and kept its id): they would be paired under one text (issue 13 pass 10
    M2); or carry different ``reference`` or ``category`` values (one of them null counts as different): each pair
    took its first answer's, so one question was judged against two references, or by two template variants
    (fresh pass full61 M4). Values are compared exactly.

    Raises:
        InputError: one line naming the ``question_id``, the field and where its first two values come from.
    """
    for col, what in (("question", "question texts"), ("reference", "references"), ("category", "categories")):
        if col not in answers.columns:
            continue
        firsts = answers.with_row_index("_i").unique(["question_id", col], keep="first", maintain_order=True)
        multi = firsts.filter(pl.col("question_id").is_duplicated())
        if not multi.height:
            continue
        qid = multi["question_id"][0]
        r1, r2 = multi.filter(pl.col("question_id") == qid).head(2).rows(named=True)
        v1, v2 = (None if r[col] is None else str(r[col])[:60] for r in (r1, r2))
        why = (
            "answers to different questions are never paired (give each question its own id, or read one version "
            "of the answers)"
            if col == "question"
            else f"its pairs would be judged with different {what}: give every answer of a question the same {col}"
        )
        raise InputError(
            f"{source}: question_id {qid!r} has two {what}: {where(r1)} {v1!r} and {where(r2)} {v2!r}; {why}"
        )
