"""``judge-engine pairs``."""

from __future__ import annotations

import click

from judge_engine.cli.options import errors_as_one_line


@click.command("pairs")
@click.argument("answers", type=click.Path())
@click.option(
    "--out",
    "out",
    required=True,
    metavar="PAIRS.parquet",
    help="Where to write the pairs (its folder is created if missing).",
)
@click.option(
    "--mode",
    type=click.Choice(["all", "baseline"]),
    default="all",
    show_default=True,
    help="All model pairs per question, or only pairs against --baseline.",
)
@click.option("--baseline", default=None, metavar="MODEL", help="Baseline model (with --mode baseline).")
@click.option("--sample", type=click.IntRange(1), default=None, metavar="N", help="Keep a seeded sample of N pairs.")
@click.option("--seed", type=int, default=0, show_default=True)
@errors_as_one_line
def pairs_cmd(answers: str, out: str, mode: str, baseline: str | None, sample: int | None, seed: int) -> None:
    """Build the pairs of a ranking job from ANSWERS (question_id, question, model, answer)."""
    from judge_engine.ranking.pairs import write_pairs

    df = write_pairs(answers, out, mode=mode, baseline=baseline, sample=sample, seed=seed)
    click.echo(f"{df.height} pairs of {df['model_a'].n_unique() if df.height else 0}+ models -> {out}")
