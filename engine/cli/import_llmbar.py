"""``judge-engine import-llmbar``."""

from __future__ import annotations

import click

from judge_engine.cli.options import errors_as_one_line, json_option, overwrite_option, print_json


@click.command("import-llmbar")
@click.argument("result_json", type=click.Path(dir_okay=False))
@click.option(
    "--out", "out", required=True, metavar="DIR", help="Output folder (judgments/, pairs.parquet, summary.json)."
)
@click.option(
    "--llmbar-convention/--engine-convention",
    default=False,
    help="Count unparsed verdicts as LLMBar's script does (wrong; two unparsed are 'equal'). "
    "Default: the engine's own (unparsed stay unparsed).",
)
@overwrite_option("Replace what the output folder holds.")
@json_option("summary.json", "the table")
@errors_as_one_line
def import_llmbar_cmd(result_json: str, out: str, llmbar_convention: bool, overwrite: bool, as_json: bool) -> None:
    """Score recorded LLMBar evaluator outputs (a result.json) with the engine's kernels."""
    from judge_engine.ranking.importers import import_llmbar

    summary = import_llmbar(result_json, out, "wrong" if llmbar_convention else "exclude", overwrite)
    if as_json:
        print_json(summary.to_dict())
        return
    lb = summary.llmbar or {}
    for key in ("correct_False", "correct_True", "correct_both", "equal"):
        click.echo(f"{key}: {lb[key]['k']} / {lb[key]['n']}")
    click.echo(f"kappa_agreement: {lb['kappa_agreement']}")
    a = summary.metrics.agreement
    click.echo(f"accuracy (calibrated, both orders): {a.accuracy}  kappa vs gold: {a.kappa}")
