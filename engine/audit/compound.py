"""Compound bias suites (Chen et al. 2024, Knowl 5) and the OffsetBias job's hard cases as a suite.

Chen et al. ("Humans or LLMs as the Judge? A Study on Judgement Bias", 2024, Sec. 5, Knowl 5) find that
*combining* a fake reference with rich content on the same answer deceives strong judges far more than
either alone, and that the attack works best when the two answers are of similar quality. The suites:

- ``compound``: both rule-based perturbations of :mod:`judge_engine.audit.perturb` on the same side of
  each pair (a fake reference cited, then the rich-content formatting over the cited text); the side is
  the seeded coin of ``perturbed_side("compound", seed, pair_id)``. ASR rule ``moves`` (a fair judge is
  not won over by surface features).
- ``compound-factual``: the same two perturbations on the side where the ``factual-error`` writer
  suite planted a factual error (:mod:`judge_engine.audit.rewriter`; only pairs whose rewrite is
  ``ok``): a worse answer dressed up. ASR rule ``stays`` (as for factual errors: an attack succeeds when
  the judge's preference stays with, or ties, the erroneous side), so it reads beside the
  ``factual-error`` suite's ASR on the same controls.
- ``offsetbias``: the hard cases made by ``judge-engine offsetbias`` (its ``audit-pairs.parquet``,
  given as ``--pairs``): an accuracy suite like EvalBiasBench, per method / fallacy (``category``),
  against ``human_label`` (the chosen side).

Every ASR of every suite is also reported split by the control pair's quality gap (see
:func:`judge_engine.audit.scoring.suite_units_table`).
"""

from __future__ import annotations

from pathlib import Path

import polars as pl

from judge_engine.audit.perturb import perturb_text, perturbed_side
from judge_engine.audit.rewriter import written_pairs
from judge_engine.errors import InputError

COMPOUND, COMPOUND_FACTUAL, HARD_CASES = "compound", "compound-factual", "offsetbias"
COMPOUND_RULES = {COMPOUND: "moves", COMPOUND_FACTUAL: "stays"}
WRITER_SOURCE = {COMPOUND_FACTUAL: "factual-error"}
"""Suites built on a writer suite's rewrites: suite -> the writer perturbation whose writes it needs."""

_LAYERS = ("fake-reference", "rich-content")


def decorate(text: str, question: str, seed: int, pair_id: str) -> str:
    """Fake reference, then rich content, on one response (each seeded as its own suite's rule is)."""
    for kind in _LAYERS:
        text = perturb_text(kind, text, question, seed, pair_id)
    return text


def compound_pairs(pairs: pl.DataFrame, seed: int) -> pl.DataFrame:
    """The ``compound`` copy of each pair: one side (seeded coin) with a fake reference and rich content.

    Args:
        pairs: ``pair_id`` (str), ``question``, ``response_a``, ``response_b`` (a null text stays null).

    Returns:
        The same rows and columns with one response replaced, plus ``perturbed`` (a|b).
    """
    sides, new_a, new_b = [], [], []
    for pid, q, ra, rb in pairs.select("pair_id", "question", "response_a", "response_b").iter_rows():
        side = perturbed_side(COMPOUND, seed, pid)
        sides.append(side)
        src = ra if side == "a" else rb
        out = decorate(src, q or "", seed, pid) if isinstance(src, str) else src
        new_a.append(out if side == "a" else ra)
        new_b.append(out if side == "b" else rb)
    return pairs.with_columns(
        pl.Series("response_a", new_a, dtype=pl.String),
        pl.Series("response_b", new_b, dtype=pl.String),
        pl.Series("perturbed", sides, dtype=pl.String),
    )


def compound_factual_pairs(pairs: pl.DataFrame, factual_log: pl.DataFrame, seed: int) -> pl.DataFrame:
    """The ``compound-factual`` copy: the factual-error rewrite (status ``ok`` only) on its side, then a
    fake reference and rich content on that same side.

    Args:
        pairs: as :func:`compound_pairs`.
        factual_log: the ``factual-error`` writer log (:data:`~judge_engine.schemas.tables.WRITER_LOG_SCHEMA`).
    """
    wrong = written_pairs(pairs, factual_log)
    texts = []
    for pid, q, ra, rb, side in wrong.select(
        "pair_id", "question", "response_a", "response_b", "perturbed"
    ).iter_rows():
        texts.append(decorate(ra if side == "a" else rb, q or "", seed, pid))
    new = pl.Series("_new", texts, dtype=pl.String)
    return (
        wrong.with_columns(new)
        .with_columns(
            pl.when(pl.col("perturbed") == "a")
            .then(pl.col("_new"))
            .otherwise(pl.col("response_a"))
            .alias("response_a"),
            pl.when(pl.col("perturbed") == "b")
            .then(pl.col("_new"))
            .otherwise(pl.col("response_b"))
            .alias("response_b"),
        )
        .drop("_new")
    )


def hard_case_table(path: str | Path | None) -> pl.DataFrame:
    """The ``offsetbias`` suite's table from an ``audit-pairs.parquet`` of ``judge-engine offsetbias``.

    Returns:
        ``pair_id``, ``question``, ``response_a``, ``response_b``, ``human_label`` (a|b), ``category``,
        ``group`` (= pair_id), ``variant`` (``control``), ``perturbed`` (null).

    Raises:
        InputError: no path (the suite needs ``--pairs``), an unreadable file, a missing column, a
            ``human_label`` other than a or b (named with its row), a duplicate ``pair_id``.
    """
    if path is None:
        raise InputError("suite 'offsetbias' needs --pairs: the audit-pairs.parquet of a judge-engine offsetbias job")
    p = Path(path)
    try:
        df = pl.read_parquet(p, glob=False)
    except Exception as exc:  # noqa: BLE001 - polars raises several types
        raise InputError(f"{p}: cannot read Parquet: {exc}") from None
    need = ("pair_id", "question", "response_a", "response_b", "human_label", "category")
    missing = [c for c in need if c not in df.columns]
    if missing:
        raise InputError(f"{p}: suite 'offsetbias' needs column(s) {missing} (an offsetbias job's audit-pairs.parquet)")
    df = df.select(need).with_columns(pl.col("pair_id").cast(pl.String)).with_row_index("_row")
    bad = df.filter(~pl.col("human_label").is_in(["a", "b"]) | pl.col("human_label").is_null())
    if bad.height:
        raise InputError(f"{p}: row {bad['_row'][0]}, column 'human_label': {bad['human_label'][0]!r} (need a or b)")
    dup = df.filter(pl.col("pair_id").is_duplicated())
    if dup.height:
        raise InputError(f"{p}: row {dup['_row'][1]}, column 'pair_id': duplicate {dup['pair_id'][0]!r}")
    return df.drop("_row").with_columns(
        pl.col("pair_id").alias("group"), pl.lit("control").alias("variant"), pl.lit(None, pl.String).alias("perturbed")
    )
