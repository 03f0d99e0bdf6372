"""Instructions with reference answers from the public datasets in ``shared/data`` (nothing shipped).

Each builder reads a folder laid out like ``shared/data`` and returns an instructions table
(``item_id``, ``instruction``, ``reference``, ``category``; the job's input,
:func:`judge_engine.offsetbias.items.read_instructions`):

- ``mt-bench``: MT-Bench (Zheng et al. 2023, lm-sys/FastChat, Apache-2.0) first-turn questions with
  GPT-4's reference answer (``mt-bench/mt_bench/``: the 30 math, reasoning and coding questions that
  have one) and the Vicuna-bench questions with one (``mt-bench/vicuna_bench/``, 10); only questions
  with a reference.
- ``faireval``: the 80 Vicuna-benchmark questions (FairEval, Wang et al. 2024) with GPT-4's answer as
  the reference (``faireval/answer/answer_gpt-4.jsonl``, one per question; a question without an
  answer there would get a null reference, flagged ``no_reference`` by the job where one is needed).
- ``llmbar``: LLMBar Natural (Zeng et al. 2024, MIT), the instruction and its gold output as the
  reference (``llmbar/Dataset/LLMBar/Natural/dataset.json``, 100).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import orjson
import polars as pl

from judge_engine.errors import InputError

SOURCES = ("mt-bench", "faireval", "llmbar")


def _jsonl(path: Path) -> list[dict[str, Any]]:
    try:
        return [orjson.loads(line) for line in path.read_bytes().splitlines() if line.strip()]
    except (OSError, orjson.JSONDecodeError) as exc:
        raise InputError(f"{path}: cannot read JSONL ({exc})") from None


def _mt_bench(data: Path) -> list[dict[str, Any]]:
    rows = []
    for bench in ("mt_bench", "vicuna_bench"):
        folder = data / "mt-bench" / bench
        refs = {
            r["question_id"]: r["choices"][0]["turns"][0] for r in _jsonl(folder / "reference_answer" / "gpt-4.jsonl")
        }
        for q in _jsonl(folder / "question.jsonl"):
            if q["question_id"] in refs:
                rows.append(
                    {
                        "item_id": f"{bench}:{q['question_id']}",
                        "instruction": q["turns"][0],
                        "reference": refs[q["question_id"]],
                        "category": q.get("category"),
                    }
                )
    return rows


def _faireval(data: Path) -> list[dict[str, Any]]:
    folder = data / "faireval"
    refs = {a["question_id"]: a["text"] for a in _jsonl(folder / "answer" / "answer_gpt-4.jsonl")}
    return [
        {
            "item_id": f"faireval:{q['question_id']}",
            "instruction": q["text"],
            "reference": refs.get(q["question_id"]),
            "category": q.get("category"),
        }
        for q in _jsonl(folder / "question.jsonl")
    ]


def _llmbar(data: Path) -> list[dict[str, Any]]:
    path = data / "llmbar" / "Dataset" / "LLMBar" / "Natural" / "dataset.json"
    try:
        items = orjson.loads(path.read_bytes())
    except (OSError, orjson.JSONDecodeError) as exc:
        raise InputError(f"{path}: cannot read ({exc})") from None
    return [
        {
            "item_id": f"llmbar-natural:{i}",
            "instruction": it["input"],
            "reference": it[f"output_{it['label']}"],
            "category": "llmbar-natural",
        }
        for i, it in enumerate(items)
    ]


def build_instructions(source: str, data_dir: str | Path) -> pl.DataFrame:
    """The instructions table of ``source`` (one of :data:`SOURCES`) from ``data_dir``.

    Returns:
        ``item_id``, ``instruction``, ``reference``, ``category`` (all str; ``reference`` may be null).

    Raises:
        InputError: unknown source, or its files are missing or unreadable (named).
    """
    builders = {"mt-bench": _mt_bench, "faireval": _faireval, "llmbar": _llmbar}
    if source not in builders:
        raise InputError(f"unknown instruction source {source!r}; known: {', '.join(SOURCES)}")
    rows = builders[source](Path(data_dir))
    schema = {c: pl.String for c in ("item_id", "instruction", "reference", "category")}
    return pl.DataFrame(rows, schema=schema)


def write_instructions(source: str, data_dir: str | Path, out: str | Path) -> pl.DataFrame:
    """:func:`build_instructions` written to ``out`` (Parquet, atomically; its folder created); returns the table.

    Raises:
        InputError: as :func:`build_instructions`; ``out`` is a folder, is (or is inside) ``data_dir``, or is a file
            a run folder owns (:func:`judge_engine.pipeline.paths.check_write_target`; fresh pass full56 H1: it
            replaced a run's judgment part, summary or manifest), or an existing file that is no Parquet file (fresh
            pass full71 M5: ``--out gen.toml`` replaced a config).
    """
    from judge_engine.files import atomic_write_parquet
    from judge_engine.pipeline.paths import check_write_target

    cols = frozenset({"item_id", "instruction", "reference", "category"})  # never over a file it did not write:
    path = check_write_target(out, (data_dir,), kind="parquet", columns=(cols, cols))  # full71 M5, full72 M1
    df = build_instructions(source, data_dir)
    path.parent.mkdir(parents=True, exist_ok=True)
    atomic_write_parquet(path, df)
    return df
