"""``judge-engine grade``: a nightly MT-Bench-style job in one command, from answer files to judgments,
per-model scores, a leaderboard and the report.

Steps: the answers (FastChat ``model_answer/*.jsonl`` or Parquet) are joined with their questions and
reference answers (:func:`judge_engine.ranking.importers.import_answers`); a single-answer template
(``mt-bench-single``) makes one item per answer and turn, a pairwise one one pair per question, model
pair (all, or against ``--baseline``) and turn; they are written beside the output folder
(``<out>.units.parquet``: an input may not live in the output folder), judged by ``run`` into the
output folder, ranked (``rank``: the per-model table, Bradley-Terry and the baseline win rate, the
rank correlation with ``--published``) and reported (``report.html``).
"""

from __future__ import annotations

import dataclasses
import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path

import polars as pl

from judge_engine.config import RunConfig
from judge_engine.errors import ConfigChangedError, InputError
from judge_engine.files import atomic_write_parquet
from judge_engine.pipeline.finish import RunResult
from judge_engine.pipeline.lock import lock_output
from judge_engine.pipeline.paths import check_output_dir, check_write_target
from judge_engine.pipeline.run import run
from judge_engine.pipeline.template_sets import load_judge_templates
from judge_engine.ranking.importers import answers_to_items, import_answers
from judge_engine.ranking.leaderboard import Ranked, rank_run
from judge_engine.ranking.pairs import build_pairs
from judge_engine.ranking.report import write_report


@dataclass
class Graded:
    """What :func:`grade` wrote: the judged units' file, the run, the ranking (None when the run's gate failed with
    nothing to rank) and the report."""

    units: Path
    result: RunResult
    ranked: Ranked | None
    report: Path


def answers_to_pairs(answers: pl.DataFrame, mode: str = "all", baseline: str | None = None) -> pl.DataFrame:
    """Pairs of conversations, one row per question, model pair and turn (FastChat's pairwise matches per
    turn): the pairs of :func:`judge_engine.ranking.pairs.build_pairs` on turn 1, with ``turns``,
    ``responses_a``, ``responses_b``, ``references`` and ``turn``; ``pair_id`` gets ``|t<turn>``.

    Raises:
        InputError: as :func:`build_pairs`.
    """
    base = build_pairs(answers.select("question_id", "question", "model", "answer", "category"), mode, baseline)
    lists = answers.select("question_id", "model", "answers", "turns", "references")
    a = lists.rename({"model": "model_a", "answers": "responses_a"}).drop("turns", "references")
    b = lists.rename({"model": "model_b", "answers": "responses_b"})
    df = base.join(a, on=["question_id", "model_a"], how="left").join(b, on=["question_id", "model_b"], how="left")
    n = pl.max_horizontal(  # a turn one side lacks is a flagged pair (turns_mismatch / bad_turn), not dropped
        pl.col("turns").list.len(), pl.col("responses_a").list.len(), pl.col("responses_b").list.len()
    )
    df = df.with_columns(pl.int_ranges(1, n + 1).alias("turn")).explode("turn").drop_nulls("turn")
    return df.with_columns(
        (pl.col("pair_id") + "|t" + pl.col("turn").cast(pl.String)).alias("pair_id"), pl.col("turn").cast(pl.Int16)
    ).drop("question", "response_a", "response_b")


def select_questions(
    table: pl.DataFrame, per_category: int | None = None, max_questions: int | None = None
) -> pl.DataFrame:
    """The rows of ``table`` (an answers table of :func:`import_answers`: string ``question_id``,
    ``category``) whose question is among the first ``per_category`` of its category, then among the
    first ``max_questions`` of those; question ids ordered by length, then text (81, 82, ..., 160).
    None keeps all."""
    if per_category is not None:
        qs = table.select("question_id", "category").unique().sort(pl.col("question_id").str.len_chars(), "question_id")
        firsts = qs.group_by("category", maintain_order=True).head(per_category)["question_id"]
        table = table.filter(pl.col("question_id").is_in(firsts.implode()))
    if max_questions is not None:
        keep = sorted(table["question_id"].unique().to_list(), key=lambda q: (len(q), q))[:max_questions]
        table = table.filter(pl.col("question_id").is_in(keep))
    return table


def grade(
    config: RunConfig,
    answers: list[str | Path],
    questions: str | Path,
    references: str | Path | None = None,
    published: str | Path | None = None,
    models: list[str] | None = None,
    max_questions: int | None = None,
    per_category: int | None = None,
    mode: str = "all",
    baseline: str | None = None,
    n_bootstrap: int = 200,
    seed: int = 0,
    overwrite: bool = False,
    quiet: bool | None = None,
    gate: Mapping[str, float | None] | None = None,
    notify: Callable[[str], None] = lambda _: None,
) -> Graded:
    """Run the whole job (module docstring) into ``config.output.dir``.

    Args:
        models: keep only these models (all when None).
        max_questions: keep the first N question ids (ordered by length, then text: 81, 82, ..., 160).
        per_category: keep the first N question ids of each category (before ``max_questions``).
        mode, baseline: pairwise templates: all model pairs, or only pairs with ``baseline``.

    Raises:
        judge_engine.errors.JudgeEngineError: bad files, config, template, folder (as ``run`` and ``rank``); an
            output folder holding (or inside) one of the inputs (answers, questions, references, published scores),
            or a units file that would overwrite one (:func:`~judge_engine.pipeline.paths.check_output_dir`), before
            anything is written.
    """
    inputs = [str(p) for p in (*answers, questions, references, published) if p]
    out = check_output_dir(
        config.output.dir, inputs, kind="run"
    )  # fresh pass full57 H4: answers inside --out were overwritten
    units_file = out.parent / f"{out.name}.units.parquet"
    path = check_write_target(units_file, tuple(inputs), "the units file", "parquet", remedy="--out")
    table = import_answers(answers, questions, references, notify)
    if models:
        unknown = sorted(set(models) - set(table["model"].unique().to_list()))
        if unknown:
            raise InputError(f"no answers of model(s) {unknown}; models: {sorted(set(table['model']))}")
        table = table.filter(pl.col("model").is_in(models))
    table = select_questions(table, per_category, max_questions)
    templates = load_judge_templates(config.judge.template)
    units = answers_to_items(table) if templates.protocol == "single" else answers_to_pairs(table, mode, baseline)
    cfg = dataclasses.replace(config, input=dataclasses.replace(config.input, paths=(str(path),)))
    with lock_output(out):  # a grade running into the folder is refused before the units file is touched (full71 M2)
        result = _judge_units(units, path, cfg, overwrite, quiet, gate)
    try:
        ranked: Ranked | None = rank_run(
            out, baseline=baseline, n_bootstrap=n_bootstrap, seed=seed, notify=notify, published=published
        )
    except InputError as exc:
        if result.summary.gate is None or result.summary.gate.passed:
            raise
        notify(f"note: not ranked: {exc}")  # fresh pass full68 M3: the gate's failure (exit 3) is the answer
        ranked = None
    report = write_report(out)
    return Graded(path, result, ranked, report)


def _judge_units(
    units: pl.DataFrame,
    path: Path,
    cfg: RunConfig,
    overwrite: bool,
    quiet: bool | None,
    gate: Mapping[str, float | None] | None,
) -> RunResult:
    """Write the units file (in a new file renamed over the old: a hard link to an input keeps its bytes; fresh pass
    full71 M1) and run ``cfg`` on it. When the run refuses the folder as holding another judging config
    (:class:`~judge_engine.errors.ConfigChangedError`, before anything is judged) the previous units file, the input
    that folder was judged from, is put back (full71 M2)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    kept = path.with_name(path.name + ".previous")
    if path.is_file():
        os.replace(path, kept)
    atomic_write_parquet(path, units)
    try:
        result = run(cfg, overwrite=overwrite, quiet=quiet, gate=gate)
    except ConfigChangedError:
        if kept.is_file():
            os.replace(kept, path)
        raise
    kept.unlink(missing_ok=True)
    return result
