"""``judge-engine run``."""

from __future__ import annotations

import click

from judge_engine import envs
from judge_engine.cli.options import (
    RATE,
    errors_as_one_line,
    json_option,
    note,
    overwrite_option,
    parse_failure_gate_option,
    print_json,
    quiet_option,
    set_option,
)


@click.command("run")
@click.argument("config", type=click.Path(dir_okay=False))
@click.option(
    "--input",
    "inputs",
    multiple=True,
    metavar="PATH",
    help="Parquet file, folder or glob; replaces input.paths (repeatable).",
)
@click.option("--out", "out", default=None, metavar="DIR", help="Output folder; replaces output.dir.")
@click.option(
    "--reuse",
    "reuse",
    multiple=True,
    metavar="DIR",
    help="An earlier run folder (or a glob of them) whose judgments this run copies instead of judging "
    "again, when they were made with the same judging config (repeatable; adds to output.reuse).",
)
@set_option("sampling.k=1")
@overwrite_option()
@click.option(
    "--repair",
    is_flag=True,
    help="Move unreadable judgment parts (and an unreadable manifest) to OUT/quarantine/ and judge "
    "again only what they held; every readable judgment is kept.",
)
@quiet_option()
@json_option("summary.json", "the table")
@parse_failure_gate_option()
@click.option(
    "--max-flagged-rate",
    type=RATE,
    default=None,
    metavar="RATE",
    help="Exit 3 (after writing everything) when the share of flagged input rows exceeds RATE.",
)
@click.option(
    "--ray",
    "ray_address",
    is_flag=False,
    flag_value="auto",
    default=None,
    metavar="[auto|local|ADDRESS]",
    envvar=envs.RAY,
    help="Judge on Ray workers (one engine per GPU, see [ray] in the config): 'auto' (the default "
    "value) joins the running cluster, 'local' starts one on this machine, or a cluster address.",
)
@errors_as_one_line
def run_cmd(
    config: str,
    inputs: tuple[str, ...],
    out: str | None,
    reuse: tuple[str, ...],
    overrides: tuple[str, ...],
    overwrite: bool,
    repair: bool,
    quiet: bool,
    as_json: bool,
    max_parse_failure_rate: float | None,
    max_flagged_rate: float | None,
    ray_address: str | None,
) -> None:
    """Judge every item of CONFIG's input (pairs in the orders of sampling.orders, both by default; single
    answers once) x k samples, calibrate, and write judgments/, pairs.parquet and summary.json. Exit codes:
    0 done, 2 user error, 3 gate failed (also when nothing was judged). Unreadable shards and repaired parts
    are reported on stderr, one line each, even with -q / --json."""
    from judge_engine.cli.tables import print_summary
    from judge_engine.config import load_config
    from judge_engine.errors import one_line
    from judge_engine.pipeline.outputs import pending_import_file
    from judge_engine.pipeline.run import run

    cfg = load_config(config, overrides=list(overrides), inputs=list(inputs), out=out, reuse=list(reuse))
    gate = {"max_parse_failure_rate": max_parse_failure_rate, "max_flagged_rate": max_flagged_rate}
    result = run(cfg, overwrite=overwrite, quiet=quiet, gate=gate, ray_address=ray_address, repair=repair)
    summary = result.summary
    for f in summary.inputs.shards_failed if summary.inputs is not None else []:
        note(f"Warning: skipped unreadable shard {one_line(f.error, 400)}")
    for src in summary.reuse.sources if summary.reuse is not None else []:
        if src.skipped is not None and not src.skipped.startswith("this run's own"):
            note(f"Warning: not reusing {src.dir}: {src.skipped}")
        if src.annotations_skipped is not None:  # fresh pass full63 L2: dropped without a word on stderr
            note(f"Warning: people's review labels of {src.dir} not carried: {src.annotations_skipped}")
        if src.annotations_left:  # fresh pass full83 H1: the same annotator's label of the pair was already here
            note(
                f"Note: {src.annotations_left} review annotation(s) of {src.dir} not carried: this folder (or a "
                "folder reused before it) already holds that annotator's label of the pair"
            )
    if summary.review_set_aside is not None:  # fresh pass full83 M1
        note(f"Note: the review sheets of the discarded results were moved to {summary.review_set_aside}")
    if (pending := pending_import_file(result.out_dir)) is not None:  # fresh pass full84 D4: exit 0 without a word
        note(
            f"Warning: a `review import` of {pending} was interrupted and is not applied to these results; rerun "
            f"`judge-engine review import {result.out_dir} {pending if pending != '?' else 'LABELS'}` to finish it"
        )
    rep = summary.repair
    if rep is not None:
        if rep.pending_unreadable is not None:
            note(f"Warning: {rep.pending_unreadable}")
        if rep.manifest is not None:
            note(
                f"Repaired: manifest.json ({rep.manifest.error}) set aside as "
                f"{rep.manifest.moved_to or '-'}; this run's manifest written"
            )
        for p in rep.quarantined:
            rows = "rows unknown" if p.rows is None else f"{p.rows} rows"
            note(
                f"Repaired: unreadable part {p.file} ({rows}; {p.error}) moved to {p.moved_to}; "
                "what it held was judged again"
            )
    if as_json:
        print_json(summary.to_dict())
    else:
        print_summary(summary, str(result.out_dir))
    if summary.gate is not None and not summary.gate.passed:
        note(f"Gate failed: {'; '.join(summary.gate.failures)}")
        raise SystemExit(3)
