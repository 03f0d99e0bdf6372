"""The public suites' data: EvalBiasBench and the Humans-or-LLMs stimuli, read from their original files
(a folder laid out like ``shared/data``) or from the normalised copies shipped in the package
(``configs/data/evalbiasbench.parquet``, ``configs/data/humans-llms.parquet``; sources and licences in
``configs/data/BIAS_SUITES.md``). Every table has :data:`~judge_engine.schemas.tables.SUITE_COLUMNS`."""

from __future__ import annotations

import re
from importlib import resources
from pathlib import Path

import orjson
import polars as pl

from judge_engine.errors import InputError
from judge_engine.schemas.tables import SUITE_COLUMNS

#: Humans-or-LLMs perturbations (file stems) and their ASR rule (Chen et al. 2024, Sec. 3;
#: ARCHITECTURE.md "Bias probes": factual errors "stay", the rest "move").
HUMANS_LLMS_RULES = {"factual_error": "stays", "gender": "moves", "reference": "moves", "rich_content": "moves"}


def _packaged(name: str) -> Path:
    return Path(str(resources.files("judge_engine.configs") / "data" / name))


def _read_json(path: Path) -> object:
    try:
        return orjson.loads(path.read_bytes())
    except FileNotFoundError:
        raise InputError(f"suite data not found: {path}") from None
    except orjson.JSONDecodeError as exc:
        raise InputError(f"{path}: invalid JSON: {exc}") from None


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


def load_evalbiasbench(path: str | Path) -> pl.DataFrame:
    """EvalBiasBench from its original ``biasbench.json`` (or a folder holding it).

    The file is a JSON object keyed by bias type, each a list of ``{bias, instruction, response1,
    response2, label}``; ``label`` is 1 (response1 is the better one) for every item.

    Returns:
        The suite table (``SUITE_COLUMNS``): ``pair_id`` = ``group`` = ``"<type-slug>-NN"``,
        ``response_a`` = response1, ``response_b`` = response2, ``category`` = bias type,
        ``human_label`` = the better side (``"a"`` for label 1, ``"b"`` for label 2), ``variant``
        ``"control"``, ``perturbed`` null; in file order.

    Raises:
        InputError: missing file, a non-object top level, an item without a field, a label
            other than 1 or 2.
    """
    p = Path(path)
    if p.is_dir():
        p = p / "biasbench.json"
    data = _read_json(p)
    if not isinstance(data, dict):
        raise InputError(f"{p}: expected a JSON object keyed by bias type, got {type(data).__name__}")
    rows = []
    for bias, items in data.items():
        for i, it in enumerate(items):
            missing = [f for f in ("instruction", "response1", "response2", "label") if f not in it]
            if missing:
                raise InputError(f"{p}: {bias!r} item {i} lacks field(s) {missing}")
            if it["label"] not in (1, 2):
                raise InputError(f"{p}: {bias!r} item {i}: label must be 1 or 2, got {it['label']!r}")
            gid = f"{_slug(bias)}-{i:02d}"
            rows.append(
                {
                    "pair_id": gid,
                    "question": it["instruction"],
                    "response_a": it["response1"],
                    "response_b": it["response2"],
                    "group": gid,
                    "variant": "control",
                    "perturbed": None,
                    "category": bias,
                    "human_label": "a" if it["label"] == 1 else "b",
                }
            )
    return pl.DataFrame(rows, schema={c: pl.String for c in SUITE_COLUMNS})


def load_humans_llms(folder: str | Path) -> pl.DataFrame:
    """The Humans-or-LLMs stimuli from the original JSONL files (``raw.jsonl`` and one file per
    perturbation, see :data:`HUMANS_LLMS_RULES`).

    A perturbed file's ``question_id`` is the raw one plus ``-<perturbation>``; the answer whose
    ``perturb`` field is non-empty is the perturbed side (checked: exactly one per row, and the
    other answer equals the raw answer in the same slot).

    Returns:
        The suite table: one control row per raw question (``variant`` ``"control"``) and one row
        per (question, perturbation); ``group`` = raw ``question_id``, ``pair_id`` =
        ``"<question_id>/<variant>"``, ``category`` = the raw question's Bloom ``level``.

    Raises:
        InputError: a missing file or field, a perturbed row without a raw question, zero or two
            perturbed answers, or an unperturbed answer that differs from the raw one.
    """
    d = Path(folder)

    def rows_of(stem: str) -> list[dict]:
        f = d / f"{stem}.jsonl"
        try:
            lines = f.read_bytes().splitlines()
        except FileNotFoundError:
            raise InputError(f"suite data not found: {f}") from None
        out = []
        for i, line in enumerate(lines):
            if line.strip():
                try:
                    out.append(orjson.loads(line))
                except orjson.JSONDecodeError as exc:
                    raise InputError(f"{f}: line {i + 1}: invalid JSON: {exc}") from None
        return out

    raw = {}
    rows = []
    for r in rows_of("raw"):
        try:
            qid, a1, a2 = r["question_id"], r["answers"]["answer1"]["answer"], r["answers"]["answer2"]["answer"]
        except (KeyError, TypeError):
            raise InputError(f"{d / 'raw.jsonl'}: row {r.get('question_id')!r} lacks question_id or answers") from None
        raw[qid] = (a1, a2)
        rows.append(
            {
                "pair_id": f"{qid}/control",
                "question": r["question"],
                "response_a": a1,
                "response_b": a2,
                "group": qid,
                "variant": "control",
                "perturbed": None,
                "category": r.get("level"),
                "human_label": None,
            }
        )
    level = {r["group"]: r["category"] for r in rows}
    for stem in HUMANS_LLMS_RULES:
        f = d / f"{stem}.jsonl"
        for i, r in enumerate(rows_of(stem)):
            qid = str(r.get("question_id", "")).rsplit("-", 1)[0]
            if qid not in raw:
                raise InputError(f"{f}: line {i + 1}: question_id {r.get('question_id')!r} has no raw question")
            ans = r["answers"]
            sides = [s for s, key in (("a", "answer1"), ("b", "answer2")) if ans[key].get("perturb")]
            if len(sides) != 1:
                raise InputError(f"{f}: line {i + 1}: expected one perturbed answer, found {len(sides)}")
            a1, a2 = ans["answer1"]["answer"], ans["answer2"]["answer"]
            kept = a2 if sides[0] == "a" else a1
            if kept != raw[qid][1 if sides[0] == "a" else 0]:
                raise InputError(f"{f}: line {i + 1}: the unperturbed answer differs from raw.jsonl's")
            rows.append(
                {
                    "pair_id": f"{qid}/{stem}",
                    "question": r["question"],
                    "response_a": a1,
                    "response_b": a2,
                    "group": qid,
                    "variant": stem,
                    "perturbed": sides[0],
                    "category": level[qid],
                    "human_label": None,
                }
            )
    return pl.DataFrame(rows, schema={c: pl.String for c in SUITE_COLUMNS})


def evalbiasbench_table(data_dir: str | Path | None = None) -> pl.DataFrame:
    """EvalBiasBench: from ``data_dir/evalbiasbench/biasbench.json`` or the packaged copy."""
    if data_dir is None:
        return pl.read_parquet(_packaged("evalbiasbench.parquet"), glob=False)
    return load_evalbiasbench(Path(data_dir) / "evalbiasbench")


def humans_llms_table(data_dir: str | Path | None = None) -> pl.DataFrame:
    """Humans-or-LLMs: from ``data_dir/humans-llms-judgement-bias/`` or the packaged copy."""
    if data_dir is None:
        return pl.read_parquet(_packaged("humans-llms.parquet"), glob=False)
    return load_humans_llms(Path(data_dir) / "humans-llms-judgement-bias")
