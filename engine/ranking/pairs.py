"""Answers to pairs: the first step of a nightly ranking job.

Input: Parquet of answers with ``question_id``, ``question``, ``model``, ``answer`` (optional
``reference``, ``category``). Output: the pairs table (ARCHITECTURE.md), one row per compared pair
of models on a question. Which answer is shown as ``response_a`` is decided by a hash of the pair id,
so reruns build identical pairs and neither model is always first.
"""

from __future__ import annotations

import hashlib
import itertools
from pathlib import Path

import polars as pl

from judge_engine.errors import InputError
from judge_engine.pipeline.paths import resolve_paths
from judge_engine.schemas.tables import ANSWER_COLUMNS


def _swap(pair_id: str) -> bool:
    return hashlib.sha256(pair_id.encode()).digest()[0] & 1 == 1


def id_part(value: str) -> str:
    """One component of a pair id: ``\\`` and ``|`` escaped with a backslash, so that the
    ``|``-joined id is unambiguous whatever the question ids and model names hold (models ``a|b``
    and ``c`` on question 1 give ``1|a\\|b|c``; models ``a`` and ``b|c`` give ``1|a|b\\|c``).
    Plain names are unchanged."""
    return value.replace("\\", "\\\\").replace("|", "\\|")


def build_pairs(
    answers: pl.DataFrame,
    mode: str = "all",
    baseline: str | None = None,
    sample: int | None = None,
    seed: int = 0,
    source: str = "answers",
) -> pl.DataFrame:
    """Pairs from answers.

    Args:
        answers: one row per (question_id, model).
        mode: ``"all"`` (every model pair per question) or ``"baseline"`` (only pairs with ``baseline``).
        sample: keep a seeded random sample of this many pairs (after ``mode``).
        source: name used in error messages.

    Returns:
        ``pair_id`` (``"<question_id>|<model>|<model>"``, models sorted, each part escaped by
        :func:`id_part`), ``question_id``,
        ``question``, ``response_a``, ``response_b``, ``model_a``, ``model_b``, and ``reference`` /
        ``category`` when present. Sorted by ``pair_id``.

    Raises:
        InputError: missing column, a null or empty ``question_id`` or ``model`` (named with its
            row), duplicate (question_id, model) (which also keeps a model from being paired with
            itself), unknown baseline, bad mode.
    """
    missing = [c for c in ANSWER_COLUMNS if c not in answers.columns]
    if missing:
        raise InputError(f"{source}: missing required column(s) {missing}; columns: {answers.columns}")
    if mode not in ("all", "baseline"):
        raise InputError(f"pairs mode must be 'all' or 'baseline', got {mode!r}")
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
    models = set(a["model"].to_list())
    if mode == "baseline" and baseline not in models:
        raise InputError(f"baseline model {baseline!r} has no answers; models: {sorted(models)}")
    extra = [c for c in ("reference", "category") if c in a.columns]
    rows = []
    for (qid,), grp in a.sort("model").group_by(["question_id"], maintain_order=True):
        recs = grp.to_dicts()
        for x, y in itertools.combinations(recs, 2):
            if mode == "baseline" and baseline not in (x["model"], y["model"]):
                continue
            if x["model"] == y["model"]:  # unreachable after the duplicate check; kept as the rule
                raise InputError(f"{source}: question {qid!r} pairs model {x['model']!r} with itself")
            pid = f"{id_part(qid)}|{id_part(x['model'])}|{id_part(y['model'])}"
            first, second = (y, x) if _swap(pid) else (x, y)
            row = {
                "pair_id": pid,
                "question_id": qid,
                "question": x["question"],
                "response_a": first["answer"],
                "response_b": second["answer"],
                "model_a": first["model"],
                "model_b": second["model"],
            }
            row.update({c: x[c] for c in extra})
            rows.append(row)
    out = (
        pl.DataFrame(rows)
        if rows
        else pl.DataFrame(
            schema={
                c: pl.String
                for c in ("pair_id", "question_id", "question", "response_a", "response_b", "model_a", "model_b")
            }
        )
    )
    if sample is not None and sample < out.height:
        out = out.sample(n=sample, seed=seed)
    return out.sort("pair_id")


def read_answers(path: str | Path) -> pl.DataFrame:
    """Read an answers Parquet file (or a folder / glob of them).

    Raises:
        InputError: unreadable file.
    """
    files = resolve_paths([str(path)])
    try:
        return pl.concat([pl.read_parquet(f, glob=False) for f in files], how="diagonal_relaxed")
    except Exception as exc:
        raise InputError(f"{path}: cannot read answers: {exc}") from None


def write_pairs(
    answers: str | Path,
    out: str | Path,
    mode: str = "all",
    baseline: str | None = None,
    sample: int | None = None,
    seed: int = 0,
) -> pl.DataFrame:
    """:func:`build_pairs` of the answers at ``answers`` (see :func:`read_answers`), written to ``out``
    (its folder is created); returns the pairs.

    Raises:
        InputError: see :func:`build_pairs`; ``out`` cannot be written.
    """
    df = build_pairs(read_answers(answers), mode=mode, baseline=baseline, sample=sample, seed=seed, source=str(answers))
    try:
        Path(out).parent.mkdir(parents=True, exist_ok=True)
        df.write_parquet(out)
    except OSError as exc:
        raise InputError(f"{out}: cannot write the pairs ({exc.__class__.__name__}: {exc.strerror or exc})") from None
    return df
