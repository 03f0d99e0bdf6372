"""Importers for recorded judge outputs of published studies, into the engine's tables.

- LLMBar (Zeng et al. 2024, "Evaluating Large Language Models at Evaluating Instruction
  Following", princeton-nlp/LLMBar): ``Dataset/<set>/evaluators/<LLM>/<strategy>/result.json``,
  an array of ``{input, output_1, output_2, label (1|2), results}``; the last element of
  ``results`` holds ``"swap = False"`` (output_1 shown first: order ab) and ``"swap = True"``
  (order ba), each ``{completion: [text, finish_reason], winner: "1" | "2" | null}`` with the
  winner already mapped back to the original output index.
"""

from __future__ import annotations

import hashlib
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
from judge_engine.pipeline.paths import check_output_dir
from judge_engine.pipeline.store import Store
from judge_engine.schemas.manifest import Manifest
from judge_engine.schemas.summary import RunSummary
from judge_engine.schemas.tables import JUDGMENT_SCHEMA

_WINNER = {"1": ("a", 1.0, 0.0), "2": ("b", 0.0, 1.0)}


def load_llmbar(result_json: str | Path) -> tuple[pl.DataFrame, pl.DataFrame]:
    """Read one LLMBar ``result.json`` into (pairs, judgments).

    Returns:
        pairs: ``pair_id`` (``"0000"``.., the item's index), ``question``, ``response_a``
            (output_1), ``response_b`` (output_2), ``human_label`` (a|b from label 1|2), ``flag``
            (null), ``source_file``, ``source_row``.
        judgments: JUDGMENT_SCHEMA, one row per item and order (sample 0); winner "1" scores
            (1, 0) for (a, b), "2" scores (0, 1), a null winner is unparsed (``no_verdict``).

    Raises:
        InputError: unreadable file or an item without the fields above.
    """
    path = Path(result_json)
    try:
        items = orjson.loads(path.read_bytes())
    except (OSError, orjson.JSONDecodeError) as exc:
        raise InputError(f"{path}: cannot read LLMBar result.json: {exc}") from None
    pairs, rows = [], []
    for i, it in enumerate(items):
        try:
            pid = f"{i:04d}"
            final = it["results"][-1]
            pairs.append(
                {
                    "pair_id": pid,
                    "question": it["input"],
                    "response_a": it["output_1"],
                    "response_b": it["output_2"],
                    "human_label": {1: "a", 2: "b"}[int(it["label"])],
                    "flag": None,
                    "source_file": str(path),
                    "source_row": i,
                }
            )
            for order, key in (("ab", "swap = False"), ("ba", "swap = True")):
                rec = final[key]
                completion = rec.get("completion") or [None, None]
                verdict, a, b = _WINNER.get(rec["winner"], (None, None, None))
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
                        "parse_status": "ok" if verdict else "no_verdict",
                        "finish_reason": completion[1] or None,
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
    out = check_output_dir(out, [str(result_json)])  # resolved once; not over the input
    with lock_output(out):  # the output folder's lock, as a run holds it
        store = Store(out, Manifest(judging_hash=f"llmbar-{digest}", source=str(result_json)), overwrite=overwrite)
        store.open()
        if not store.done:
            store.write_part(judgments)
        cal = CalibrationConfig()
        pairs = pair_results(judgments, pairs_in.drop("question", "response_a", "response_b"), cal.review_beta)
        store.write_table("pairs.parquet", pairs)
        summary = RunSummary(
            pairs_in=pairs_in.height,
            pairs_judged=pairs_in.height,
            pairs_flagged=0,
            metrics=run_metrics(judgments, pairs, cal),
            llmbar=llmbar_statistics(judgments, pairs_in, convention),
        )
        summary.write(store.dir)
    return summary
