"""``judge-engine batch export`` and ``batch import`` (issue 18): OpenAI batch files of a run of the
``openai`` backend (the work is in :mod:`judge_engine.pipeline.batchfiles` and
:mod:`judge_engine.pipeline.batch_import`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

import click

from judge_engine.cli.options import (
    errors_as_one_line,
    json_option,
    note,
    overwrite_option,
    parse_failure_gate_option,
    print_json,
    set_option,
)

F = TypeVar("F", bound=Callable[..., Any])


def _run_options(fn: F) -> F:
    """``--input``, ``--out``, ``--reuse``, ``--set`` and ``--overwrite``, as ``judge-engine run`` takes them."""
    fn = overwrite_option()(fn)
    fn = click.option(
        "--reuse",
        "reuse",
        multiple=True,
        metavar="DIR",
        help="Earlier run folder (or glob) whose judgments are copied in instead of exported again (repeatable; "
        "adds to output.reuse).",
    )(fn)
    fn = set_option("judge.openai.base_url=http://127.0.0.1:8000/v1")(fn)
    fn = click.option(
        "--out", "out", default=None, metavar="DIR", help="Output folder (the run's); replaces output.dir."
    )(fn)
    return click.option("--input", "inputs", multiple=True, metavar="PATH", help="Replaces input.paths (repeatable).")(
        fn
    )


@click.group("batch")
def batch_group() -> None:
    """OpenAI batch files: export a run's missing requests, import a batch job's results."""


@batch_group.command("export")
@click.argument("config", type=click.Path(dir_okay=False))
@click.option("--file", "dest", required=True, metavar="REQUESTS.jsonl", help="Batch JSONL file to write.")
@_run_options
@errors_as_one_line
def batch_export_cmd(
    config: str,
    dest: str,
    inputs: tuple[str, ...],
    out: str | None,
    reuse: tuple[str, ...],
    overrides: tuple[str, ...],
    overwrite: bool,
) -> None:
    """Write the samples CONFIG's run still lacks as OpenAI batch JSONL (custom_id = request key and
    sample range), for vLLM run-batch or a hosted batch API. Needs judge.backend = "openai"."""
    from judge_engine.config import load_config
    from judge_engine.pipeline.batchfiles import export_batch

    cfg = load_config(config, overrides=list(overrides), inputs=list(inputs), out=out, reuse=list(reuse))
    rep = export_batch(cfg, dest, overwrite=overwrite, config_file=config)
    reused = f" ({rep['reused']} of them reused from earlier folders)" if rep["reused"] is not None else ""
    click.echo(
        f"{rep['lines']} lines ({rep['samples']} samples of {rep['requests']} requests) -> {rep['file']}; "
        f"{rep['samples_done']} samples already stored in {cfg.output.dir}{reused}"
    )


@batch_group.command("import")
@click.argument("config", type=click.Path(dir_okay=False))
@click.argument("results", nargs=-1, required=True, type=click.Path(dir_okay=False))
@_run_options
@parse_failure_gate_option()
@json_option("summary.json", "the table")
@errors_as_one_line
def batch_import_cmd(
    config: str,
    results: tuple[str, ...],
    inputs: tuple[str, ...],
    out: str | None,
    reuse: tuple[str, ...],
    overrides: tuple[str, ...],
    overwrite: bool,
    max_parse_failure_rate: float,
    as_json: bool,
) -> None:
    """Import batch RESULTS (vLLM run-batch output, or a hosted batch API's) into CONFIG's run and write
    pairs.parquet and summary.json. Malformed, foreign and duplicate lines are counted on stderr, never
    imported. Exit 3 when the run has judged nothing, or when the share of unparsed samples exceeds
    --max-parse-failure-rate (as `run`'s gate; fresh pass full65 M2)."""
    from judge_engine.cli.tables import print_summary
    from judge_engine.config import load_config
    from judge_engine.pipeline.batch_import import import_batch

    cfg = load_config(config, overrides=list(overrides), inputs=list(inputs), out=out, reuse=list(reuse))
    gate = {"max_parse_failure_rate": max_parse_failure_rate}
    result = import_batch(cfg, list(results), overwrite=overwrite, gate=gate)
    summary = result.summary
    b = summary.batch_import
    if b is not None:
        models = ", ".join(f"{n} made by {m!r}" for m, n in b.foreign_models.items())
        foreign = f"{b.foreign} foreign lines" + (f" ({models}, not judge.model)" if models else "")
        note(
            f"imported {b.samples_imported} samples from {b.imported_lines} of {b.lines} lines; "
            f"{b.duplicates} duplicate samples, {b.malformed} malformed lines, {foreign}, "
            f"{b.errors} error lines (not imported), {b.prompt_too_long} too-long lines; "
            f"{b.samples_missing} samples of the run still missing"
        )
        for ex in b.examples:
            note(f"  {ex}")
    if as_json:
        print_json(summary.to_dict())
    else:
        print_summary(summary, str(result.out_dir))
    if summary.gate is not None and not summary.gate.passed:
        note(f"Gate failed: {'; '.join(summary.gate.failures)}")
        raise SystemExit(3)
