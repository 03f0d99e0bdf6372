"""Answers to pairs: the first step of a nightly ranking job.

Input: answers with ``question_id``, ``question``, ``model``, ``answer`` (optional ``reference``,
``category``): Parquet, or any format of :mod:`judge_engine.ranking.answer_formats` (FastChat, alpaca_eval,
arena-hard-auto, JSONL / CSV with a column mapping). Output: the pairs table (ARCHITECTURE.md), one row
per compared pair of models on a question. Which answer is shown as ``response_a`` is decided by a hash of the pair id,
so reruns build identical pairs and neither model is always first.
"""

from __future__ import annotations

import hashlib
import itertools
from pathlib import Path
from typing import Any

import polars as pl

from judge_engine.errors import InputError
from judge_engine.files import atomic_write_parquet
from judge_engine.pipeline.paths import check_write_target, resolve_paths
from judge_engine.ranking.answer_joins import check_joins, with_references
from judge_engine.ranking.ids import id_part
from judge_engine.ranking.question_fields import checked_answers, where
from judge_engine.schemas.pairs import PairsReport

__all__ = [
    "ANSWER_SUFFIXES",
    "build_pairs",
    "id_part",
    "read_answers",
    "read_answers_counted",
    "pair_counts",
    "write_pairs",
]

ANSWER_SUFFIXES = (".parquet", ".jsonl", ".json", ".csv")
"""The answers files a folder given to ``judge-engine pairs`` contributes."""


def _swap(pair_id: str) -> bool:
    return hashlib.sha256(pair_id.encode()).digest()[0] & 1 == 1


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
            itself), a ``question_id`` with two question texts, references or categories
            (:func:`~judge_engine.ranking.question_fields.check_question_fields`), unknown baseline, bad mode.
    """
    if mode not in ("all", "baseline"):
        raise InputError(f"pairs mode must be 'all' or 'baseline', got {mode!r}")
    a = checked_answers(answers, source)
    models = set(a["model"].to_list())
    if mode == "baseline" and baseline is None:  # fresh pass full58 L4: "baseline model None has no answers"
        raise InputError(f"--mode baseline needs --baseline MODEL; models: {sorted(models)}")
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


def _files(paths: tuple[str | Path, ...] | list[str | Path]) -> list[Path]:
    """Answers files: each file as given; a folder's ``.parquet``, ``.jsonl``, ``.json`` and ``.csv`` files
    (recursively, sorted, hidden files skipped); a glob's matches (:func:`judge_engine.pipeline.paths.resolve_paths`).

    Raises:
        InputError: no path, a path that does not exist, a folder or glob with no answers file.
    """
    files: list[Path] = []
    for raw in paths:
        p = Path(raw)
        if p.is_dir():
            found = sorted(
                f
                for f in p.rglob("*")
                if f.is_file() and f.suffix.lower() in ANSWER_SUFFIXES and not f.name.startswith(".")
            )
            if not found:
                raise InputError(f"{p}: the folder holds no answers file ({', '.join(ANSWER_SUFFIXES)})")
            files.extend(found)
        elif p.is_file():
            files.append(p)
        else:
            files.extend(Path(f) for f in resolve_paths([str(raw)]))
    if not files:
        raise InputError("no answers files given")
    return files


def _fastchat(
    files: list[Path], questions: str | Path | None, references: str | Path | None, turn: int
) -> tuple[pl.DataFrame, int, dict[str, int]]:
    """FastChat answers joined with their questions and references (issue 15's
    :func:`~judge_engine.ranking.importers.answers_with_questions`), one turn of each; with the answers
    read and, per reason, those left out (their question is not in ``questions``, or it or the answer
    has no turn ``turn``)."""
    from judge_engine.ranking.importers import answers_with_questions

    if questions is None:
        raise InputError(f"{files[0]}: FastChat answers hold no question text: give --questions question.jsonl")
    df, unmatched = answers_with_questions(list(files), questions, references)
    if df.height == 0:
        raise InputError(f"{questions}: none of its questions has an answer in {', '.join(map(str, files))}")
    n_in = df.height + unmatched.height
    has_turn = (pl.col("turns").list.len() >= turn) & (pl.col("answers").list.len() >= turn)
    dropped = {"question_not_in_questions": unmatched.height, "turn_missing": df.filter(~has_turn).height}
    df = df.filter(has_turn)
    if df.height == 0:
        raise InputError(f"{files[0]}: no answer has a turn {turn}")
    table = df.select(
        "question_id",
        pl.col("turns").list.get(turn - 1).alias("question"),
        "model",
        pl.col("answers").list.get(turn - 1).alias("answer"),
        pl.col("references").list.get(turn - 1, null_on_oob=True).alias("reference"),
        "category",
    )
    return table, n_in, {k: n for k, n in dropped.items() if n}


PAIRS_FILE_COLUMNS = (
    frozenset({"pair_id", "question_id", "model_a", "model_b"}),
    frozenset(
        {
            "pair_id",
            "question_id",
            "question",
            "response_a",
            "response_b",
            "model_a",
            "model_b",
            "reference",
            "category",
        }
    ),
)
"""The columns a ``pairs --out`` file holds (required, allowed): an existing file of others is not replaced."""


def read_answers(
    answers: str | Path | tuple[str | Path, ...] | list[str | Path],
    fmt: str = "auto",
    questions: str | Path | None = None,
    references: str | Path | None = None,
    mapping: dict[str, str] | None = None,
    turn: int = 1,
) -> pl.DataFrame:
    """Answers files of any format of :mod:`judge_engine.ranking.answer_formats` into one answers table
    (:func:`read_answers_counted`'s table)."""
    return read_answers_counted(answers, fmt, questions, references, mapping, turn)[0]


def read_answers_counted(
    answers: str | Path | tuple[str | Path, ...] | list[str | Path],
    fmt: str = "auto",
    questions: str | Path | None = None,
    references: str | Path | None = None,
    mapping: dict[str, str] | None = None,
    turn: int = 1,
    with_sources: bool = False,
) -> tuple[pl.DataFrame, int, dict[str, int]]:
    """Answers files of any format of :mod:`judge_engine.ranking.answer_formats` into one answers table (model
    names in Unicode NFC, surrounding whitespace stripped: :func:`_normalise_models`), with
    the answer records read and, per reason (:data:`~judge_engine.schemas.pairs.DROP_REASONS`), the valid
    ones left out of the table (FastChat only: question not in ``questions``, no turn ``turn``).

    Args:
        answers: files, folders or globs.
        fmt: one of :data:`~judge_engine.ranking.answer_formats.FORMATS` (``auto``: per file).
        questions: FastChat / arena-hard v0.1 ``question.jsonl`` (their answers hold no question text).
        references: FastChat reference answers (joined by question id).
        mapping: target column -> source field, for JSONL / CSV / Parquet tables.
        turn: the FastChat turn to pair (1-based).
        with_sources: add ``_source_file`` (str) and ``_source_row`` (i64, the answer's 0-based index in its
            file; null for FastChat answers, whose question text is the questions file's) for the errors
            of :func:`build_pairs`.

    Raises:
        InputError: unreadable files, a record without a needed field (file, line and field named), a
            malformed record (a ragged CSV row, a CSV header naming a column twice, a model name that is
            not text, FastChat ``choices`` or ``turns`` empty or not lists), two model spellings that are one
            name after normalising answering one question; ``turn`` other than 1 with no FastChat file.
    """
    from judge_engine.ranking.answer_formats import detect_format, read_arena_questions, read_file

    files = _files([answers] if isinstance(answers, (str, Path)) else answers)
    kinds = {f: (detect_format(f) if fmt == "auto" else fmt) for f in files}
    check_joins(kinds, questions)
    if turn != 1 and "fastchat" not in kinds.values():  # fresh pass full66 L2: the single answers paired silently
        raise InputError(
            f"--turn {turn}: only FastChat answers have turns; {files[0]} is {kinds[files[0]]} (one answer a question)"
        )
    arena_q = None
    if questions is not None and "arena_hard" in kinds.values():
        arena_q = read_arena_questions(Path(questions))
    frames = []
    n_in, dropped = 0, dict[str, int]()
    fastchat = [f for f, k in kinds.items() if k == "fastchat"]
    if fastchat:
        table, n_in, dropped = _fastchat(fastchat, questions, references, turn)
        frames.append(table.with_columns(pl.lit(str(questions)).alias("_source_file")) if with_sources else table)
    for f, kind in kinds.items():
        if kind == "parquet":
            try:
                df = pl.read_parquet(f, glob=False)
            except Exception as exc:  # polars / pyarrow raise several types for corrupt or foreign files
                raise InputError(f"{f}: cannot read answers: {exc}") from None
            absent = [f"{k}={v}" for k, v in (mapping or {}).items() if v not in df.columns]
            if absent:  # fresh pass full65 M4: ignored without a word
                raise InputError(f"{f}: --map {', '.join(absent)}: no such column; columns: {', '.join(df.columns)}")
            renames = {v: k for k, v in (mapping or {}).items() if v in df.columns and v != k}
            # the mapped field wins over a column already of the target's name, as for CSV and JSONL (fresh pass full57
            # L2: a DuplicateError traceback)
            df = df.drop([k for k in renames.values() if k in df.columns and k not in renames]).rename(renames)
        elif kind != "fastchat":
            got = read_file(f, kind, mapping or {}, arena_q)
            assert got is not None  # every other format is read by read_file
            df = got
        else:
            continue
        n_in += df.height
        if references is not None:
            df = with_references(df, references, turn, f)
        if with_sources:
            df = df.with_columns(
                pl.lit(str(f)).alias("_source_file"), pl.int_range(pl.len(), dtype=pl.Int64).alias("_source_row")
            )
        frames.append(df)
    source = ", ".join(map(str, files))
    return _normalise_models(pl.concat(frames, how="diagonal_relaxed"), source), n_in, dropped


def model_name(col: pl.Expr) -> pl.Expr:
    """A model name as compared: cast to text, in Unicode NFC, surrounding whitespace stripped (``"gpt-4 "`` is
    ``"gpt-4"``, a decomposed ``"café"`` the composed one); shared by ``pairs``, ``tournament`` and ``rank``."""
    return col.cast(pl.String).str.normalize("NFC").str.strip_chars()


def _normalise_models(answers: pl.DataFrame, source: str) -> pl.DataFrame:
    """``answers`` with each ``model`` name in Unicode NFC and stripped of surrounding whitespace, so
    ``"gpt-4 "`` is ``"gpt-4"`` and a decomposed ``"café"`` the composed one (issue 13 pass 10 L2).

    Raises:
        InputError: two spellings that are one name after it answer the same question (one line naming
            both, as Python's ``ascii`` writes them so the difference shows, the question and where they
            come from).
    """
    if "model" not in answers.columns:
        return answers  # build_pairs names the missing column
    raw = pl.col("model").cast(pl.String)
    df = answers.with_columns(raw.alias("_raw_model"), model_name(raw).alias("model"))
    if "question_id" in df.columns:
        spellings = (
            df.with_row_index("_i")
            .with_columns(pl.col("question_id").cast(pl.String))
            .filter(pl.col("model").is_not_null())
            .unique(["question_id", "model", "_raw_model"], keep="first", maintain_order=True)
        )
        clash = spellings.filter(pl.struct("question_id", "model").is_duplicated())
        if clash.height:
            first = clash.row(0, named=True)
            same = (pl.col("question_id") == first["question_id"]) & (pl.col("model") == first["model"])
            r1, r2 = clash.filter(same).head(2).rows(named=True)
            raise InputError(
                f"{source}: model names {ascii(r1['_raw_model'])} ({where(r1)}) and {ascii(r2['_raw_model'])} "
                f"({where(r2)}) "
                f"both answer question {r1['question_id']!r} and are one name after Unicode NFC and stripping "
                "whitespace; rename one"
            )
    return df.drop("_raw_model")


def pair_counts(answers: pl.DataFrame, mode: str = "all", baseline: str | None = None) -> tuple[int, dict[str, int]]:
    """(pairs :func:`build_pairs` makes before ``sample``, the answers it puts in no pair per reason):
    ``no_other_model`` (no other model answered the question), ``no_baseline_answer`` (``mode =
    "baseline"``: the baseline did not answer it); only reasons with a count. A question answered by n
    models gives n (n - 1) / 2 pairs, or n - 1 against a baseline that answered it."""
    per_q = answers.group_by("question_id").agg(
        pl.len().alias("n"),
        pl.col("model").cast(pl.String).is_in([baseline] if baseline else []).any().alias("has_baseline"),
    )
    alone = int(per_q.filter(pl.col("n") == 1)["n"].sum())
    if mode == "baseline":
        no_base = int(per_q.filter((pl.col("n") > 1) & ~pl.col("has_baseline"))["n"].sum())
        built = int(per_q.filter(pl.col("has_baseline"))["n"].sum()) - int(per_q["has_baseline"].sum())
    else:
        no_base = 0
        built = int((per_q["n"] * (per_q["n"] - 1) // 2).sum())
    return built, {k: n for k, n in (("no_other_model", alone), ("no_baseline_answer", no_base)) if n}


def write_pairs(
    answers: str | Path | tuple[str | Path, ...] | list[str | Path],
    out: str | Path,
    mode: str = "all",
    baseline: str | None = None,
    sample: int | None = None,
    seed: int = 0,
    **read: Any,
) -> PairsReport:
    """:func:`build_pairs` of the answers at ``answers`` (read by :func:`read_answers_counted` with ``read``'s
    keywords: ``fmt``, ``questions``, ``references``, ``mapping``, ``turn``), written to ``out`` (its folder
    is created); returns the accounting: answers read = answers paired + answers left out, per reason.

    Raises:
        InputError: see :func:`read_answers_counted` and :func:`build_pairs`; ``out`` cannot be written, or is
            (or is inside) one of the answers, questions or references inputs, or is a file a run folder owns
            (:func:`judge_engine.pipeline.paths.check_write_target`).
    """
    inputs = (answers,) if isinstance(answers, (str, Path)) else tuple(answers)
    extra = tuple(read[k] for k in ("questions", "references") if read.get(k) is not None)
    # never over an input, a run folder's files, or a Parquet file of other columns (fresh pass full72 M1)
    out = check_write_target(out, inputs + extra, kind="parquet", columns=PAIRS_FILE_COLUMNS)
    source = str(answers) if isinstance(answers, (str, Path)) else ", ".join(map(str, answers))
    table, n_in, dropped = read_answers_counted(answers, **read, with_sources=True)
    df = build_pairs(table, mode=mode, baseline=baseline, sample=sample, seed=seed, source=source)
    built, unpaired = pair_counts(table, mode, baseline)
    try:
        Path(out).parent.mkdir(parents=True, exist_ok=True)
        atomic_write_parquet(Path(out), df)  # renamed into place: a hard link there is replaced, not written through
    except OSError as exc:
        raise InputError(f"{out}: cannot write the pairs ({exc.__class__.__name__}: {exc.strerror or exc})") from None
    return PairsReport(
        answers_in=n_in,
        answers_paired=table.height - sum(unpaired.values()),
        answers_dropped={**dropped, **unpaired},
        pairs_built=built,
        pairs=df.height,
        models=len(set(df["model_a"].to_list()) | set(df["model_b"].to_list())) if df.height else 0,
        out=str(out),
    )
