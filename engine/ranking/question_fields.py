"""What the answers of one question must share before they are paired (:func:`check_question_fields`; with the columns,
ids and one answer per model and question: :func:`checked_answers`), and where an answer came from (:func:`where`),
for :mod:`~judge_engine.ranking.pairs` and ``tournament``."""

from __future__ import annotations

from typing import Any

import polars as pl

from judge_engine.errors import InputError
from judge_engine.schemas.tables import ANSWER_COLUMNS


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


def checked_answers(answers: pl.DataFrame, source: str) -> pl.DataFrame:
    """``answers`` with ``question_id`` and ``model`` as strings, checked as :func:`build_pairs` and ``tournament``
    (fresh pass full72 L1: it found a repeated answer only when its design drew that question) need them.

    Raises:
        InputError: a missing column, a null or empty ``question_id`` or ``model`` (named with its row), a model
            answering a question more than once, a question id with two texts, references or categories."""
    missing = [c for c in ANSWER_COLUMNS if c not in answers.columns]
    if missing:
        raise InputError(f"{source}: missing required column(s) {missing}; columns: {answers.columns}")
    a = answers.with_columns(pl.col("question_id").cast(pl.String), pl.col("model").cast(pl.String))
    for col in ("question_id", "model"):
        bad = a.with_row_index("_row").filter(pl.col(col).is_null() | (pl.col(col).str.strip_chars() == ""))
        if bad.height:
            raise InputError(
                f"{source}: row {bad['_row'][0]}, column {col!r}: null or empty "
                f"({bad.height} such rows); every answer needs a question id and a model name"
            )
    dup = a.group_by("question_id", "model").len().filter(pl.col("len") > 1)
    if dup.height:
        r = dup.row(0, named=True)
        raise InputError(f"{source}: model {r['model']!r} answers question {r['question_id']!r} more than once")
    check_question_fields(a, source)  # one text, reference and category per question id
    return a
