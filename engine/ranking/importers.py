"""Importers into the engine's tables: recorded judge outputs of published studies, and the answers of a
ranking job (a file -> the answers table, :func:`read_fastchat_answers`; joined with the questions,
:func:`import_answers`; into single-answer items per turn, :func:`answers_to_items`).

- FastChat MT-Bench answers (Zheng et al. 2023, lm-sys/FastChat ``llm_judge``): ``model_answer/*.jsonl``
  rows ``{question_id, model_id, choices: [{turns: [...]}]}``, ``question.jsonl`` rows
  ``{question_id, category, turns}``, ``reference_answer/gpt-4.jsonl`` like the answers.

- LLMBar (Zeng et al. 2024, "Evaluating Large Language Models at Evaluating Instruction
  Following", princeton-nlp/LLMBar): ``Dataset/<set>/evaluators/<LLM>/<strategy>/result.json``,
  an array of ``{input, output_1, output_2, label (1|2), results}``; the last element of
  ``results`` holds ``"swap = False"`` (output_1 shown first: order ab) and ``"swap = True"``
  (order ba), each ``{completion: [text, finish_reason], winner: "1" | "2" | null}`` with the
  winner already mapped back to the original output index.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from pathlib import Path
from typing import Any

import orjson
import polars as pl

from judge_engine.config import CalibrationConfig
from judge_engine.errors import InputError
from judge_engine.kernels.agreement import (
    Unparsed,
    accuracy_by_order,
    kappa_between_orders,
    order_verdicts,
    positional_agreement,
)
from judge_engine.pipeline.lock import lock_output
from judge_engine.pipeline.metrics import pair_results, run_metrics
from judge_engine.pipeline.parsing.error_texts import error_text
from judge_engine.pipeline.paths import check_output_dir
from judge_engine.pipeline.store import Store
from judge_engine.schemas.manifest import Manifest
from judge_engine.schemas.summary import RunSummary
from judge_engine.schemas.tables import JUDGMENT_SCHEMA, UNKNOWN_FINISH, cut_short

_WINNER = {"1": ("a", 1.0, 0.0), "2": ("b", 0.0, 1.0)}
_GOLD: dict[object, str] = {1: "a", 2: "b", "1": "a", "2": "b"}


def _recorded_status(completion: list, verdict: str | None) -> str:
    """The ``parse_status`` of a recorded LLMBar result: ``missing`` without a completion text, ``empty`` with a blank
    one, ``truncated`` when it did not end normally (``length``, ``content_filter``:
    :func:`~judge_engine.schemas.tables.cut_short`; a null or missing reason is unknown, maybe cut: fresh pass full71
    M3), whatever winner the script recorded; ``no_verdict`` for an error message in place of the judge's text
    (:func:`~judge_engine.pipeline.parsing.error_texts.error_text`: ``Error: rate limit reached``; fresh pass full75
    M3); else ``ok`` with a winner and ``no_verdict`` without."""
    text, finish = (completion + [None, None])[:2] if isinstance(completion, list) else (None, None)
    if not isinstance(text, str):
        return "missing"
    if not text.strip():
        return "empty"
    if cut_short(finish if isinstance(finish, str) else UNKNOWN_FINISH):  # no reason: maybe cut (full71 M3)
        return "truncated"
    if error_text(text):  # an error message in place of the judge's text, whatever winner it recorded (full75 M3)
        return "no_verdict"
    return "ok" if verdict else "no_verdict"


def load_llmbar(result_json: str | Path) -> tuple[pl.DataFrame, pl.DataFrame]:
    """Read one LLMBar ``result.json`` into (pairs, judgments).

    Returns:
        pairs: ``pair_id`` (``"0000"``.., the item's index), ``question``, ``response_a``
            (output_1), ``response_b`` (output_2), ``human_label`` (a|b from label 1|2, as an int or its digit;
            null for any other label, ``flag`` ``bad_human_label``), ``flag`` (else null), ``source_file``,
            ``source_row``.
        judgments: JUDGMENT_SCHEMA, one row per item and order (sample 0); winner "1" scores
            (1, 0) for (a, b), "2" scores (0, 1), a null winner is unparsed (``no_verdict``).

    Raises:
        InputError: unreadable file, an empty list or an item without the fields above.
    """
    path = Path(result_json)
    try:
        items = orjson.loads(path.read_bytes())
    except (OSError, orjson.JSONDecodeError) as exc:
        raise InputError(f"{path}: cannot read LLMBar result.json: {exc}") from None
    if isinstance(items, list) and not items:  # fresh pass full66 L6: a folder of 0 pairs, exit 0
        raise InputError(f"{path}: the result list is empty: nothing to import")
    pairs, rows = [], []
    for i, it in enumerate(items):
        try:
            pid = f"{i:04d}"
            final = it["results"][-1]
            # the gold label exactly 1 or 2 (an int, or its digit as a string); anything else is flagged, not truncated
            # to one (fresh pass full59 M3: 1.7 and true were read as 1, 2.9 as 2)
            raw = it["label"]
            gold = _GOLD.get(raw) if type(raw) is int or isinstance(raw, str) else None
            pairs.append(
                {
                    "pair_id": pid,
                    "question": it["input"],
                    "response_a": it["output_1"],
                    "response_b": it["output_2"],
                    "human_label": gold,
                    "flag": None if gold is not None else "bad_human_label",
                    "source_file": str(path),
                    "source_row": i,
                }
            )
            for order, key in (("ab", "swap = False"), ("ba", "swap = True")):
                rec = final[key]
                completion = rec.get("completion") or [None, None]
                if not isinstance(completion, list) or len(completion) < 2:  # full71 L4: a string was sliced
                    raise ValueError(
                        f"{key!r}: completion must be a list [text, finish_reason], got {completion!r:.60}"
                    )
                verdict, a, b = _WINNER.get(rec["winner"], (None, None, None))
                status = _recorded_status(completion, verdict)
                if status != "ok":  # no verdict from a missing, empty or cut completion (fresh pass full61 L2)
                    verdict, a, b = None, None, None
                first, second = (a, b) if order == "ab" else (b, a)
                rows.append(
                    {
                        "pair_id": pid,
                        "order": order,
                        "sample": 0,
                        "score_first": first,
                        "score_second": second,
                        "score_a": a,
                        "score_b": b,
                        "verdict": verdict,
                        "parse_status": status,
                        "finish_reason": (completion[1] or UNKNOWN_FINISH) if isinstance(completion[0], str) else None,
                        "text": completion[0],
                        "prompt_tokens": None,
                        "completion_tokens": None,
                        "cached_tokens": None,
                        "latency_s": None,
                        "input_truncated": False,
                        "p_a": None,
                        "p_b": None,
                        "p_tie": None,
                        "request_key": f"llmbar-{pid}-{order}",
                    }
                )
        except (KeyError, IndexError, TypeError, ValueError) as exc:
            raise InputError(f"{path}: item {i}: not in LLMBar result format ({exc!r})") from None
    pair_schema = {
        "pair_id": pl.String,
        "question": pl.String,
        "response_a": pl.String,
        "response_b": pl.String,
        "human_label": pl.String,
        "flag": pl.String,
        "source_file": pl.String,
        "source_row": pl.UInt32,
    }
    return pl.DataFrame(pairs, schema=pair_schema), pl.DataFrame(rows, schema=JUDGMENT_SCHEMA)


def llmbar_statistics(judgments: pl.DataFrame, pairs: pl.DataFrame, unparsed: Unparsed = "wrong") -> dict[str, Any]:
    """LLMBar's ``statistics.json`` quantities (Zeng et al. 2024): counts correct per order
    (``correct_False`` = order ab, ``correct_True`` = order ba), in both orders, ``equal``
    (positional agreement) and ``kappa_agreement`` (Cohen's kappa between the two orders).

    Args:
        unparsed: ``"wrong"`` reproduces LLMBar's script (an unparsed verdict is wrong; two
            unparsed are "equal"); ``"exclude"`` is the engine's own convention.
    """
    ov = order_verdicts(judgments)
    acc = accuracy_by_order(ov, pairs.select("pair_id", "human_label"), basis="first", unparsed=unparsed)
    eq = positional_agreement(ov, basis="first", unparsed=unparsed)
    return {
        "convention": unparsed,
        "correct_False": acc["ab"],
        "correct_True": acc["ba"],
        "correct_both": acc["both"],
        "correct_average": acc["average"],
        "equal": eq,
        "kappa_agreement": kappa_between_orders(ov, basis="first", unparsed=unparsed),
    }


def import_llmbar(
    result_json: str | Path, out: str | Path, convention: Unparsed = "exclude", overwrite: bool = False
) -> RunSummary:
    """Score one LLMBar ``result.json`` with the engine's kernels into the run folder ``out``:
    ``judgments/`` (one part), ``pairs.parquet`` and ``summary.json`` (with an ``llmbar`` section,
    :func:`llmbar_statistics`), under the folder's lock as a run holds it.

    Args:
        convention: ``"exclude"`` (the engine's: unparsed stay unparsed) or ``"wrong"`` (LLMBar's script).
        overwrite: replace what the folder holds (a folder scored from another file is refused otherwise).

    Returns:
        The summary written.

    Raises:
        InputError: unreadable or malformed ``result.json``; StoreError: the folder is in use or holds
            another run.
    """
    pairs_in, judgments = load_llmbar(result_json)
    digest = hashlib.sha256(Path(result_json).read_bytes()).hexdigest()[:16]
    out = check_output_dir(out, [str(result_json)], kind="run")  # resolved once; not over the input
    with lock_output(out):  # the output folder's lock, as a run holds it
        store = Store(out, Manifest(judging_hash=f"llmbar-{digest}", source=str(result_json)), overwrite=overwrite)
        store.open()
        if not store.done:
            store.write_part(judgments)
        cal = CalibrationConfig()
        pairs = pair_results(judgments, pairs_in.drop("question", "response_a", "response_b"), cal.review_beta)
        store.write_table("pairs.parquet", pairs)
        flagged = pairs_in.filter(pl.col("flag").is_not_null())  # a bad human label (fresh pass full75 M2)
        summary = RunSummary(
            pairs_in=pairs_in.height,
            pairs_judged=pairs_in.height - flagged.height,
            pairs_flagged=flagged.height,
            flag_reasons=dict(flagged.group_by("flag").len().iter_rows()),
            metrics=run_metrics(judgments, pairs, cal),
            llmbar=llmbar_statistics(judgments, pairs_in, convention),
        )
        summary.write(store.dir)
    return summary


# --- answers of a ranking job (file -> answers table) ----------------------------------------------------

ANSWERS_SCHEMA: dict[str, pl.DataType] = {
    "question_id": pl.String(),
    "model": pl.String(),
    "answers": pl.List(pl.String()),
}
"""The answers table every answers importer returns: ``question_id``, ``model``, ``answers`` (the
model's turns, one string per turn); :func:`import_answers` adds the questions' ``category``, ``turns``,
``question`` / ``answer`` (turn 1) and ``references``."""


def read_fastchat_answers(path: str | Path) -> pl.DataFrame:
    """One answers file into the answers table (:data:`ANSWERS_SCHEMA`).

    Reads FastChat's ``model_answer/<model>.jsonl`` (``question_id``, ``model_id``, ``choices[0].turns``;
    Zheng et al. 2023, lm-sys/FastChat ``gen_model_answer.py``), or Parquet / JSONL with ``question_id``,
    ``model`` and ``answer`` (one turn) or ``answers`` (a list of turns).

    Raises:
        InputError: unreadable, none of those shapes (the fields named), or a malformed record (file, line
            or Parquet row, and field named: :func:`~judge_engine.ranking.answer_formats.fastchat_answer_rows`).
    """
    from judge_engine.ranking.answer_formats import fastchat_answer_rows, jsonl_records

    p = Path(path)
    if p.suffix == ".parquet":
        try:
            df = pl.read_parquet(p)
        except Exception as exc:  # polars raises several types for unreadable files
            raise InputError(f"{p}: cannot read answers: {exc}") from None
        if "question_id" not in df.columns:
            raise InputError(f"{p}: answers need 'question_id'; columns: {df.columns}")
        rows = fastchat_answer_rows(p, ((f"row {i}", r) for i, r in enumerate(df.iter_rows(named=True))))
    else:
        rows = fastchat_answer_rows(p, ((f"line {i}", r) for i, r in jsonl_records(p)))
    qids, models, turns = zip(*rows, strict=True) if rows else ((), (), ())
    return pl.DataFrame({"question_id": qids, "model": models, "answers": turns}, schema=ANSWERS_SCHEMA)


def import_answers(
    paths: list[str | Path],
    questions: str | Path,
    references: str | Path | None = None,
    notify: Callable[[str], None] = lambda _: None,
) -> pl.DataFrame:
    """The answers of a ranking job joined with their questions (and reference answers).

    Args:
        paths: answers files (:func:`read_fastchat_answers`).
        questions: FastChat ``question.jsonl`` (``question_id``, ``category``, ``turns``) or a table with
            ``question_id``, ``turns`` (or ``question``) and optionally ``category``.
        references: reference answers by question (:func:`judge_engine.pipeline.references.load_references`).
        notify: told how many answers were left out because their question is not in ``questions``.

    Returns:
        ``question_id``, ``model``, ``answers``, ``category``, ``turns``, ``question`` (turn 1),
        ``answer`` (turn 1), ``references`` (list, null without one), sorted by question and model.

    Raises:
        InputError: an unreadable file, a model answering a question twice, no answer to any question.
    """
    out, missing = answers_with_questions(paths, questions, references)
    if missing.height:
        notify(
            f"note: {missing.height} answers to questions not in {questions} left out (first: question "
            f"{missing['question_id'][0]!r} of {missing['model'][0]!r})"
        )
    if out.height == 0:
        raise InputError(f"{questions}: none of its questions has an answer in {', '.join(map(str, paths))}")
    return out


def answers_with_questions(
    paths: list[str | Path], questions: str | Path, references: str | Path | None = None
) -> tuple[pl.DataFrame, pl.DataFrame]:
    """(:func:`import_answers`' table, possibly empty; the answers (:data:`ANSWERS_SCHEMA`) whose question is
    not in ``questions``, left out of it).

    Raises:
        InputError: an unreadable file, a model answering a question twice.
    """
    from judge_engine.pipeline.references import load_references

    ans = pl.concat([read_fastchat_answers(p) for p in paths])
    dup = ans.filter(pl.struct("question_id", "model").is_duplicated())
    if dup.height:
        raise InputError(f"model {dup['model'][0]!r} answers question {dup['question_id'][0]!r} more than once")
    q = read_fastchat_answers_questions(questions)
    missing = ans.join(q, on="question_id", how="anti")
    out = ans.join(q, on="question_id", how="inner")
    if references is not None:
        out = out.join(load_references(str(references)), on="question_id", how="left")
    else:
        out = out.with_columns(pl.lit(None, dtype=pl.List(pl.String)).alias("references"))
    out = out.with_columns(
        pl.col("turns").list.first().alias("question"), pl.col("answers").list.first().alias("answer")
    ).sort("question_id", "model")
    return out, missing


def read_fastchat_answers_questions(path: str | Path) -> pl.DataFrame:
    """``question_id`` (str), ``category`` (str, null when absent), ``turns`` (list) of a questions file.

    Raises:
        InputError: unreadable, no ``question_id`` and ``turns`` / ``question``, or a question id given two texts
            (:func:`_one_text_per_question`; a row repeated word for word is kept once).
    """
    p = Path(path)
    try:
        df = pl.read_parquet(p) if p.suffix == ".parquet" else pl.read_ndjson(p, infer_schema_length=None)
    except Exception as exc:  # polars raises several types for unreadable files
        raise InputError(f"{p}: cannot read questions: {exc}") from None
    if "question_id" not in df.columns or not ({"turns", "question"} & set(df.columns)):
        raise InputError(f"{p}: questions need 'question_id' and 'turns' (or 'question'); columns: {df.columns}")
    turns = (
        df["turns"]
        if "turns" in df.columns
        else df["question"].map_elements(lambda x: [x], return_dtype=pl.List(pl.String))
    )
    cat = df["category"].cast(pl.String) if "category" in df.columns else pl.Series([None] * df.height, dtype=pl.String)
    out = pl.DataFrame({"question_id": df["question_id"].cast(pl.String), "category": cat, "turns": turns})
    return _one_text_per_question(out, p)


def _one_text_per_question(questions: pl.DataFrame, path: Path) -> pl.DataFrame:
    """``questions`` with a line repeated word for word kept once; a question id given two texts (turns or category)
    is refused, naming the file and both lines, as ``pairs`` refuses it in answers (fresh pass full81 L3: ``grade``
    graded the first text and flagged the second's items as duplicates).

    Raises:
        InputError: a question id with two different texts."""
    rows = questions.with_row_index("line", offset=1)
    seen: dict[object, tuple[int, object]] = {}
    for line, qid, cat, turns in rows.select("line", "question_id", "category", "turns").iter_rows():
        if qid in seen and seen[qid][1] != (cat, turns):
            raise InputError(
                f"{path}: question {qid!r} is given two texts, on rows {seen[qid][0]} and {line} (counting from 1; "
                "turns or category differ): keep one"
            )
        seen.setdefault(qid, (line, (cat, turns)))
    return questions.unique(maintain_order=True)


def answers_to_items(answers: pl.DataFrame, turns: tuple[int, ...] | None = None) -> pl.DataFrame:
    """Single-answer items: one row per answer and turn (MT-Bench's two judgments per two-turn answer).

    Returns:
        ``item_id`` (``question_id|model|t<turn>``, each part escaped by :func:`id_part`), ``question_id``,
        ``model``, ``category``, ``turn`` (i16), ``turns``, ``responses`` (the model's turns),
        ``references``; every turn the question or the answer has (all of them when ``turns`` is None): a
        turn the answer lacks, or an answer turn beyond the question's, is an item the run flags
        (``turns_mismatch``, ``bad_turn``; :mod:`judge_engine.pipeline.units`), never dropped.
    """
    from judge_engine.ranking.ids import id_part

    n = pl.max_horizontal(pl.col("turns").list.len(), pl.col("answers").list.len())
    rows = answers.with_columns(pl.int_ranges(1, n + 1).alias("turn")).explode("turn").drop_nulls("turn")
    if turns is not None:
        rows = rows.filter(pl.col("turn").is_in(list(turns)))
    ids = [f"{id_part(q)}|{id_part(m)}|t{t}" for q, m, t in rows.select("question_id", "model", "turn").iter_rows()]
    return rows.select(
        pl.Series("item_id", ids, dtype=pl.String),
        "question_id",
        "model",
        "category",
        pl.col("turn").cast(pl.Int16),
        "turns",
        pl.col("answers").alias("responses"),
        "references",
    )
