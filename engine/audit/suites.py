"""Bias suites: the datasets of control and perturbed pairs an audit judges, and how each is scored.

A suite is a set of pairs plus a scoring rule (:mod:`judge_engine.audit.scoring` applies it):

| suite | pairs | rule | source |
|---|---|---|---|
| ``evalbiasbench`` | 80 items, 6 bias types; the good response is ``response_a`` | accuracy per bias type in both orders, positional agreement | Park et al. 2024 (OffsetBias) |
| ``humans-llms`` | 142 control pairs + 4 x 142 perturbed (factual error, gender, fake reference, rich content) | ASR per perturbation | Chen et al. 2024 |
| ``position`` | any pairs dataset (default: the demo pairs) | conflict rate, first / second / tie preference | Wang et al. 2024 |
| ``fake-reference``, ``rich-content``, ``verbosity``, ``injected-verdict`` | any pairs dataset + its rule-based perturbation (``engine/audit/perturb.py``) | ASR | Chen et al. 2024 (rule) |
| ``factual-error``, ``gender`` | any pairs dataset + one side rewritten by the configured model (``engine/audit/rewriter.py``, the paper's prompts) | ASR ("stays" / "moves") | Chen et al. 2024 |
| ``compound``, ``compound-factual``, ``offsetbias`` | fake reference + rich content on one side (and on a factual-error rewrite); the hard cases of ``judge-engine offsetbias`` (``engine/audit/compound.py``) | ASR; accuracy | Chen et al. 2024 Knowl 5; Park et al. 2024 |

Data: the two public suites ship in the package as normalised Parquet tables
(``configs/data/evalbiasbench.parquet``, ``configs/data/humans-llms.parquet``; rebuilt from the
original files by ``configs/data/make_bias_suites.py``; sources and licences in
``configs/data/BIAS_SUITES.md``), or are read from a folder laid out like ``shared/data``
(``evalbiasbench/biasbench.json``, ``humans-llms-judgement-bias/*.jsonl``).

Every suite table has the pairs schema (``pair_id``, ``question``, ``response_a``,
``response_b``) plus ``group`` (the probe: control and perturbed pairs of one probe share it),
``variant`` (``"control"`` or the perturbation), ``perturbed`` (a|b on perturbed rows, null on
controls), ``category`` (bias type / Bloom level / the dataset's own) and, for EvalBiasBench,
``human_label`` (the good side, always ``"a"``).
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib import resources
from pathlib import Path

import polars as pl

from judge_engine.audit.compound import (
    COMPOUND,
    COMPOUND_FACTUAL,
    COMPOUND_RULES,
    HARD_CASES,
    WRITER_SOURCE,
    compound_factual_pairs,
    compound_pairs,
    hard_case_table,
)
from judge_engine.audit.perturb import PERTURBATIONS, perturb_pairs
from judge_engine.audit.rewriter import WRITER_PERTURBATIONS, WRITER_RULES, writer_jobs, written_pairs
from judge_engine.audit.suite_data import HUMANS_LLMS_RULES, evalbiasbench_table, humans_llms_table
from judge_engine.errors import InputError

#: EvalBiasBench bias types (keys of biasbench.json) in file order.
EBB_TYPES = (
    "length bias",
    "concreteness",
    "empty reference",
    "content_continuation",
    "nested_instruction",
    "familiar knowledge preference bias",
)


@dataclass(frozen=True)
class Suite:
    """One bias suite.

    Attributes:
        name: CLI name (``--suite``).
        kind: ``"accuracy"`` (EvalBiasBench), ``"position"`` or ``"asr"``.
        description: one line for the report.
        source: where the pairs come from (paper, dataset, licence).
        rules: ASR suites: variant -> ``"moves"`` | ``"stays"``.
    """

    name: str
    kind: str
    description: str
    source: str
    rules: tuple[tuple[str, str], ...] = ()


SUITES: dict[str, Suite] = {
    "evalbiasbench": Suite(
        "evalbiasbench",
        "accuracy",
        "EvalBiasBench: 80 items whose better response is known, 6 bias types; accuracy in both orders",
        "Park et al. 2024, OffsetBias (ncsoft/offsetbias, data/evalbiasbench/biasbench.json, BSD-3-Clause)",
    ),
    "humans-llms": Suite(
        "humans-llms",
        "asr",
        "Chen et al. control pairs and GPT-4-written perturbations; ASR per perturbation",
        "Chen et al. 2024 (FreedomIntelligence/Humans_LLMs_Judgement_Bias, data/, Apache-2.0)",
        tuple(HUMANS_LLMS_RULES.items()),
    ),
    "position": Suite(
        "position",
        "position",
        "Position bias on a pairs dataset: conflict rate and slot preference",
        "the --pairs dataset (default: the demo pairs, configs/data/faireval-vicuna80.parquet)",
    ),
    **{
        k: Suite(
            k,
            "asr",
            f"Rule-based perturbation '{k}' on one side of each pair; ASR",
            "the --pairs dataset perturbed by judge_engine.audit.perturb (no model)",
            ((k, "moves"),),
        )
        for k in PERTURBATIONS
    },
    **{
        k: Suite(
            k,
            "asr",
            f"Writer-model perturbation '{k}': one side of each pair rewritten by the judge's own "
            "model with Chen et al.'s prompt; ASR",
            "the --pairs dataset, one side rewritten by the configured model (judge_engine.audit.rewriter)",
            ((k, WRITER_RULES[k]),),
        )
        for k in WRITER_PERTURBATIONS
    },
    # issue 19: compound perturbations (Chen et al. 2024 Knowl 5) and the OffsetBias job's hard cases
    COMPOUND: Suite(
        COMPOUND,
        "asr",
        "Fake reference and rich content together on one side of each pair; ASR",
        "the --pairs dataset perturbed by judge_engine.audit.compound (no model); Chen et al. 2024 Knowl 5",
        ((COMPOUND, COMPOUND_RULES[COMPOUND]),),
    ),
    COMPOUND_FACTUAL: Suite(
        COMPOUND_FACTUAL,
        "asr",
        "Fake reference and rich content on the side the factual-error writer made wrong; ASR (stays)",
        "the --pairs dataset, factual-error rewrite (the judge's model) + judge_engine.audit.compound rules",
        ((COMPOUND_FACTUAL, COMPOUND_RULES[COMPOUND_FACTUAL]),),
    ),
    HARD_CASES: Suite(
        HARD_CASES,
        "accuracy",
        "Hard cases made by judge-engine offsetbias (--pairs audit-pairs.parquet); accuracy per method / fallacy",
        "a judge-engine offsetbias job (Park et al. 2024 Sec. 4 method, local models)",
    ),
}


def _packaged(name: str) -> Path:
    return Path(str(resources.files("judge_engine.configs") / "data" / name))


def read_pairs(path: str | Path | None) -> tuple[str, pl.DataFrame]:
    """The pairs dataset that the position and rule-based suites use (default: the demo pairs).

    Returns:
        (dataset name = file stem, table with ``pair_id`` (str), ``question``, ``response_a``,
        ``response_b`` and ``category`` / ``reference`` when present).

    Raises:
        InputError: unreadable file, a missing required column, a text column that is not a
            string, a duplicate ``pair_id``.
    """
    p = Path(path) if path is not None else _packaged("faireval-vicuna80.parquet")
    try:
        df = pl.read_parquet(p, glob=False)
    except FileNotFoundError:
        raise InputError(f"pairs file not found: {p}") from None
    except Exception as exc:  # noqa: BLE001 - polars raises several types for a corrupt file
        raise InputError(f"{p}: cannot read Parquet: {exc}") from None
    missing = [c for c in ("pair_id", "question", "response_a", "response_b") if c not in df.columns]
    if missing:
        raise InputError(f"{p}: missing required column(s) {missing}; columns: {', '.join(df.columns)}")
    keep = ["pair_id", "question", "response_a", "response_b"] + [
        c for c in ("category", "reference") if c in df.columns
    ]
    for c in keep[1:]:  # text columns: the rule-based perturbations and the templates need strings
        if df.schema[c] not in (pl.String, pl.Null):
            raise InputError(f"{p}: column {c!r} must be text (string), got {df.schema[c]}")
    df = df.select(keep).with_columns(pl.col("pair_id").cast(pl.String))
    dup = df.filter(pl.col("pair_id").is_duplicated())
    if dup.height:
        raise InputError(f"{p}: duplicate pair_id {dup['pair_id'][0]!r}")
    return p.stem, df


def _limit_groups(df: pl.DataFrame, limit: int | None, by: str | None = None) -> pl.DataFrame:
    """Keep the first ``limit`` groups (per ``by`` value when given), in table order."""
    if limit is None:
        return df
    groups = df.select("group", *([by] if by else [])).unique(maintain_order=True)
    if by:
        groups = groups.with_columns(pl.int_range(pl.len()).over(by).alias("_i")).filter(pl.col("_i") < limit)
    else:
        groups = groups.head(limit)
    return df.join(groups.select("group"), on="group", how="semi")


def _limited_pairs(pairs_path: str | Path | None, limit: int | None) -> tuple[str, pl.DataFrame]:
    name, pairs = read_pairs(pairs_path)
    return name, (pairs.head(limit) if limit is not None else pairs)


def build_writer_jobs(
    suites: list[str], *, pairs_path: str | Path | None = None, limit: int | None = None, seed: int = 0
) -> dict[str, pl.DataFrame]:
    """The rewrites the writer suites among ``suites`` need: perturbation ->
    :func:`judge_engine.audit.rewriter.writer_jobs` over the (limited) pairs dataset; empty when none is
    selected. Pass the finished logs to :func:`build_units` as ``written``."""
    kinds = list(
        dict.fromkeys(
            [s for s in suites if s in WRITER_PERTURBATIONS] + [WRITER_SOURCE[s] for s in suites if s in WRITER_SOURCE]
        )
    )
    if not kinds:
        return {}
    _, pairs = _limited_pairs(pairs_path, limit)
    return {kind: writer_jobs(pairs, kind, seed) for kind in kinds}


def build_units(
    suites: list[str],
    *,
    data_dir: str | Path | None = None,
    pairs_path: str | Path | None = None,
    limit: int | None = None,
    seed: int = 0,
    written: dict[str, pl.DataFrame] | None = None,
) -> dict[str, pl.DataFrame]:
    """The input tables (units) the given suites need, keyed by unit name.

    Units: ``evalbiasbench``, ``humans-llms`` (controls and all four perturbations), ``control``
    (the pairs dataset as is: the position suite and the controls of every rule-based and
    writer suite), one per rule-based perturbation and one per writer perturbation (the pairs
    whose write is ``ok`` in ``written[kind]``, a writer log of
    :func:`judge_engine.audit.rewriter.write_perturbations`). Pair ids are prefixed with the unit name so they are
    unique across units. ``limit`` keeps the first N items per bias type (EvalBiasBench) or the
    first N probes / pairs (the others).

    Raises:
        InputError: an unknown suite name (lists the known ones), unreadable data, or a writer
            suite without its log in ``written``.
    """
    unknown = [s for s in suites if s not in SUITES]
    if unknown:
        raise InputError(f"unknown suite(s) {unknown}; known: {', '.join(SUITES)}")
    units: dict[str, pl.DataFrame] = {}

    def prefix(name: str, df: pl.DataFrame) -> pl.DataFrame:
        return df.with_columns((pl.lit(f"{name}/") + pl.col("pair_id")).alias("pair_id"))

    if "evalbiasbench" in suites:
        units["evalbiasbench"] = prefix(
            "evalbiasbench", _limit_groups(evalbiasbench_table(data_dir), limit, "category")
        )
    if "humans-llms" in suites:
        units["humans-llms"] = prefix("humans-llms", _limit_groups(humans_llms_table(data_dir), limit))
    if HARD_CASES in suites:
        units[HARD_CASES] = prefix(HARD_CASES, _limit_groups(hard_case_table(pairs_path), limit, "category"))
    rule = [s for s in suites if s in PERTURBATIONS or s == COMPOUND]
    wrote = [s for s in suites if s in WRITER_PERTURBATIONS or s in WRITER_SOURCE]
    missing = [s for s in wrote if WRITER_SOURCE.get(s, s) not in (written or {})]
    if missing:
        raise InputError(
            f"writer suite(s) {missing} need their writes (judge_engine.audit.rewriter.write_perturbations)"
        )
    if "position" in suites or rule or wrote:
        name, pairs = _limited_pairs(pairs_path, limit)
        base = pairs.with_columns(
            pl.col("pair_id").alias("group"),
            pl.lit("control").alias("variant"),
            pl.lit(None, pl.String).alias("perturbed"),
        )
        units["control"] = prefix(f"{name}/control", base)
        for kind in rule:
            made = compound_pairs(pairs, seed) if kind == COMPOUND else perturb_pairs(pairs, kind, seed)
            pert = made.with_columns(pl.col("pair_id").alias("group"), pl.lit(kind).alias("variant"))
            units[kind] = prefix(f"{name}/{kind}", pert)
        for kind in wrote:
            log = written[WRITER_SOURCE.get(kind, kind)]  # type: ignore[index]
            made = compound_factual_pairs(pairs, log, seed) if kind in WRITER_SOURCE else written_pairs(pairs, log)
            pert = made.with_columns(pl.col("pair_id").alias("group"), pl.lit(kind).alias("variant"))
            units[kind] = prefix(f"{name}/{kind}", pert)
    return units


def suite_units(suite: str) -> tuple[str, ...]:
    """The units a suite reads (see :func:`build_units`)."""
    if suite in PERTURBATIONS or suite in WRITER_PERTURBATIONS or suite in COMPOUND_RULES:
        return ("control", suite)
    return {"position": ("control",)}.get(suite, (suite,))
