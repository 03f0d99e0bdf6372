"""``judge-engine rank``."""

from __future__ import annotations

import click

from judge_engine.cli.options import Int64, bootstrap_type, errors_as_one_line, note


@click.command("rank")
@click.argument("out_dir", type=click.Path(file_okay=False))
@click.option(
    "--baseline",
    default=None,
    metavar="MODEL",
    help="Model anchored at 1000 (default: first by name of the largest connected group of models).",
)
@click.option(
    "--bootstrap",
    "n_bootstrap",
    type=bootstrap_type(),
    default=200,
    show_default=True,
    help="Bootstrap resamples over questions for the intervals.",
)
@click.option("--seed", type=Int64(0), default=0, show_default=True)
@click.option(
    "--min-questions",
    type=Int64(1),
    default=5,
    show_default=True,
    help="Fewest distinct questions a model needs for an interval (fewer: no interval, noted).",
)
@click.option(
    "--previous",
    default=None,
    type=click.Path(file_okay=False),
    metavar="OTHER_OUT_DIR",
    help="Last night's output folder (ranked): adds rank and score changes, new and gone models. Refused when "
    "it was ranked against another baseline or judged by another judge (model, revision, template).",
)
@click.option(
    "--allow-previous-mismatch",
    is_flag=True,
    help="Compare with --previous even when its baseline or judge differs (recorded in leaderboard.json).",
)
@click.option(
    "--published",
    default=None,
    type=click.Path(dir_okay=False),
    metavar="CSV",
    help="A published ranking (CSV: model, score): adds the Spearman and Kendall rank correlation.",
)
@click.option(
    "--style",
    type=click.Choice(["auto", "on", "off"]),
    default="auto",
    show_default=True,
    help="Style-controlled scores and the length-controlled win rate (need the judged texts from the run's "
    "input): auto = when readable, on = an error otherwise.",
)
@click.option(
    "--style-features",
    default="length,header_count,list_count,bold_count",
    show_default=True,
    metavar="F1,F2",
    help="Style covariates, comma-separated (length = length control only).",
)
@click.option(
    "--judge-intervals/--no-judge-intervals",
    default=True,
    show_default=True,
    help="Two-level bootstrap intervals (questions, then the judge's samples and orders) beside the "
    "question-only ones.",
)
@errors_as_one_line
def rank_cmd(
    out_dir: str,
    baseline: str | None,
    n_bootstrap: int,
    seed: int,
    min_questions: int,
    previous: str | None,
    allow_previous_mismatch: bool,
    published: str | None,
    style: str,
    style_features: str,
    judge_intervals: bool,
) -> None:
    """Bradley-Terry leaderboard of OUT_DIR's pairs.parquet: leaderboard.parquet, .json and .md.

    Only models connected to the baseline by comparisons are ranked (one scale needs a path of
    comparisons); the others are listed as unrankable. Pairs of a model with itself are left out.
    A single-answer run (items.parquet) is ranked by mean score with the per-model table per turn and
    category; with a baseline, each model's win rate against it is added."""
    from judge_engine.ranking.board_extras import RankOptions
    from judge_engine.ranking.leaderboard import rank_run

    features = tuple(f.strip() for f in style_features.split(",") if f.strip())

    ranked = rank_run(
        out_dir,
        baseline=baseline,
        n_bootstrap=n_bootstrap,
        seed=seed,
        min_questions=min_questions,
        previous=previous,
        notify=note,
        published=published,
        options=RankOptions(style=style, style_features=features, judge_intervals=judge_intervals),
        allow_mismatch=allow_previous_mismatch,
    )
    click.echo("\n".join(ranked.markdown))
