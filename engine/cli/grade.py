"""``judge-engine grade``."""

from __future__ import annotations

import click

from judge_engine.cli.options import (
    Int64,
    bootstrap_type,
    errors_as_one_line,
    note,
    overwrite_option,
    parse_failure_gate_option,
    quiet_option,
    set_option,
)


@click.command("grade")
@click.argument("answers", nargs=-1, required=True, type=click.Path(dir_okay=False))
@click.option("--config", "config", required=True, type=click.Path(dir_okay=False), help="Run config (TOML).")
@click.option("--out", "out", required=True, metavar="DIR", help="Output folder; replaces output.dir.")
@click.option(
    "--questions",
    required=True,
    type=click.Path(dir_okay=False),
    help="Questions (FastChat question.jsonl: question_id, category, turns).",
)
@click.option(
    "--references",
    default=None,
    type=click.Path(dir_okay=False),
    help="Reference answers by question_id (FastChat reference_answer/gpt-4.jsonl, or question_id + reference).",
)
@click.option(
    "--published",
    default=None,
    type=click.Path(dir_okay=False),
    metavar="CSV",
    help="A published ranking (CSV: model, score): the report adds Spearman and Kendall rank correlation.",
)
@click.option("--models", default=None, metavar="M1,M2,...", help="Keep only these models (comma-separated).")
@click.option("--max-questions", type=Int64(1), default=None, metavar="N", help="Keep the first N questions.")
@click.option(
    "--per-category",
    type=Int64(1),
    default=None,
    metavar="N",
    help="Keep the first N questions of each category.",
)
@click.option(
    "--mode",
    type=click.Choice(["all", "baseline"]),
    default="all",
    show_default=True,
    help="Pairwise templates: all model pairs per question, or only pairs with --baseline.",
)
@click.option(
    "--baseline", default=None, metavar="MODEL", help="Baseline model (pairwise: --mode baseline, win rates)."
)
@click.option("--bootstrap", "n_bootstrap", type=bootstrap_type(), default=200, show_default=True)
@click.option("--seed", type=Int64(0), default=0, show_default=True)
@set_option("sampling.k=1")
@overwrite_option()
@quiet_option()
@parse_failure_gate_option()
@errors_as_one_line
def grade_cmd(
    answers: tuple[str, ...],
    config: str,
    out: str,
    questions: str,
    references: str | None,
    published: str | None,
    models: str | None,
    max_questions: int | None,
    per_category: int | None,
    mode: str,
    baseline: str | None,
    n_bootstrap: int,
    seed: int,
    overrides: tuple[str, ...],
    overwrite: bool,
    quiet: bool,
    max_parse_failure_rate: float,
) -> None:
    """A whole MT-Bench-style job in one command: ANSWERS (FastChat model_answer/*.jsonl or Parquet) ->
    items (single-answer template: one per answer and turn) or pairs (pairwise template) -> judged ->
    per-model table / leaderboard (and rank correlation with --published) -> report.html. Exit codes:
    0 done, 2 user error, 3 gate failed."""
    from judge_engine.cli.tables import print_summary
    from judge_engine.config import load_config
    from judge_engine.ranking.grade import grade

    cfg = load_config(config, overrides=list(overrides), out=out)
    graded = grade(
        cfg,
        list(answers),
        questions,
        references=references,
        published=published,
        models=[m.strip() for m in models.split(",") if m.strip()] if models else None,
        max_questions=max_questions,
        per_category=per_category,
        mode=mode,
        baseline=baseline,
        n_bootstrap=n_bootstrap,
        seed=seed,
        overwrite=overwrite,
        quiet=quiet,
        gate={"max_parse_failure_rate": max_parse_failure_rate},
        notify=note,
    )
    summary = graded.result.summary
    if not quiet:
        print_summary(summary, str(graded.result.out_dir))
    if graded.ranked is not None:
        click.echo("\n".join(graded.ranked.markdown))
    note(f"units: {graded.units}; report: {graded.report}")
    if summary.gate is not None and not summary.gate.passed:
        note(f"Gate failed: {'; '.join(summary.gate.failures)}")
        raise SystemExit(3)
