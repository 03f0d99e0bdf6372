"""``judge-engine report``."""

from __future__ import annotations

import click

from judge_engine.cli.options import errors_as_one_line


@click.command("report")
@click.argument("out_dir", type=click.Path(file_okay=False))
@click.option(
    "--out", "dest", default=None, metavar="FILE", help="Where to write the HTML (default OUT_DIR/report.html)."
)
@click.option(
    "--adaptive-json",
    default=None,
    type=click.Path(dir_okay=False),
    metavar="PATH",
    help="benchmarks/adaptive.py --json output: adds the adaptive-vs-uniform trade-off curve.",
)
@errors_as_one_line
def report_cmd(out_dir: str, dest: str | None, adaptive_json: str | None) -> None:
    """One self-contained HTML report of OUT_DIR (plots embedded)."""
    from judge_engine.ranking.report import write_report

    click.echo(str(write_report(out_dir, dest, adaptive_json)))
