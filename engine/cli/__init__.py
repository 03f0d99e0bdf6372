"""The ``judge-engine`` command line: one click group, one module per command (STYLE.md 11). The commands
parse options and print; the work is done by the packages they call."""

from __future__ import annotations

import logging

import click

from judge_engine import envs
from judge_engine.cli.audit import audit_cmd
from judge_engine.cli.batch import batch_group
from judge_engine.cli.grade import grade_cmd
from judge_engine.cli.import_llmbar import import_llmbar_cmd
from judge_engine.cli.offsetbias import offsetbias_cmd, offsetbias_instructions_cmd
from judge_engine.cli.pairs import pairs_cmd
from judge_engine.cli.panel import panel_cmd
from judge_engine.cli.rank import rank_cmd
from judge_engine.cli.report import report_cmd
from judge_engine.cli.review import review_group
from judge_engine.cli.run import run_cmd
from judge_engine.cli.tournament import tournament_cmd

__all__ = ["cli", "main"]


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="judge-engine")
@click.option("-v", "--verbose", is_flag=True, help="Log engine details (INFO).")
def cli(verbose: bool) -> None:
    """judge-engine: calibrated batch LLM-as-a-judge on local models."""
    envs.quiet_vllm_logs(verbose)
    logging.basicConfig(
        level=logging.INFO if verbose else logging.WARNING, format="%(levelname)s %(name)s: %(message)s"
    )
    if not verbose:
        logging.getLogger("vllm").setLevel(logging.ERROR)


for _command in (
    run_cmd,
    import_llmbar_cmd,
    pairs_cmd,
    rank_cmd,
    report_cmd,
    audit_cmd,
    review_group,
    tournament_cmd,
    grade_cmd,
):
    cli.add_command(_command)
cli.add_command(offsetbias_cmd)  # issue 19: the OffsetBias data job
cli.add_command(offsetbias_instructions_cmd)
cli.add_command(batch_group)  # issue 18: OpenAI batch files
cli.add_command(panel_cmd)  # issue 17: judge panels


def main() -> None:
    """Console-script entry point."""
    cli(prog_name="judge-engine")
