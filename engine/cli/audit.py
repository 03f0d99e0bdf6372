"""``judge-engine audit``."""

from __future__ import annotations

import click

from judge_engine.cli.options import (
    Int64,
    errors_as_one_line,
    json_option,
    note,
    overwrite_option,
    print_json,
    quiet_option,
    set_option,
)


@click.command("audit")
@click.argument("config", type=click.Path(dir_okay=False))
@click.option(
    "--suite",
    "suites",
    multiple=True,
    metavar="NAME",
    help="Bias suite (repeatable): evalbiasbench, humans-llms, position, fake-reference, rich-content, "
    "verbosity, injected-verdict, factual-error, gender (these two are written by the judge's model), "
    "compound (fake reference + rich content), compound-factual (both on the factual-error rewrite), "
    "offsetbias (the hard cases of a judge-engine offsetbias job, given as --pairs). "
    "Default: all but offsetbias.",
)
@click.option("--out", "out", default="runs/audit", show_default=True, metavar="DIR", help="Audit folder.")
@click.option(
    "--calibrate",
    is_flag=True,
    help="Also judge every suite with calibration on (both orders x k samples, calibrated verdict) "
    "and show it beside the uncalibrated rates.",
)
@click.option(
    "--k",
    "k",
    type=click.IntRange(1, 256),
    default=None,
    metavar="K",
    help="Samples per order of the calibrated mode (default: the config's sampling.k).",
)
@click.option(
    "--limit",
    type=Int64(1),
    default=None,
    metavar="N",
    help="Only the first N items per bias type (EvalBiasBench) or N probes / pairs per suite.",
)
@click.option(
    "--pairs",
    "pairs",
    default=None,
    type=click.Path(dir_okay=False),
    metavar="PAIRS.parquet",
    help="Pairs dataset of the position and rule-based suites (default: the demo pairs); the offsetbias "
    "suite reads its hard cases from it (an offsetbias job's audit-pairs.parquet).",
)
@click.option(
    "--data",
    "data",
    default=None,
    type=click.Path(file_okay=False),
    metavar="DIR",
    help="Read EvalBiasBench / Humans-or-LLMs from DIR/evalbiasbench and "
    "DIR/humans-llms-judgement-bias (default: the copies shipped in the package).",
)
@click.option(
    "--seed",
    type=Int64(0),
    default=0,
    show_default=True,
    help="Seed of the rule-based perturbations and of the random judge.",
)
@click.option(
    "--random-judges",
    type=Int64(0),
    default=200,
    show_default=True,
    help="Simulated random judges for the baseline (0: none).",
)
@click.option(
    "--writer-max-tokens",
    type=Int64(16),
    default=1024,
    show_default=True,
    help="Token budget of each rewrite of the factual-error and gender suites (greedy, the judge's model).",
)
@set_option("sampling.max_tokens=16")
@overwrite_option()
@quiet_option()
@json_option("audit.json", "the tables")
@errors_as_one_line
def audit_cmd(
    config: str,
    suites: tuple[str, ...],
    out: str,
    calibrate: bool,
    k: int | None,
    limit: int | None,
    pairs: str | None,
    data: str | None,
    seed: int,
    random_judges: int,
    writer_max_tokens: int,
    overrides: tuple[str, ...],
    overwrite: bool,
    quiet: bool,
    as_json: bool,
) -> None:
    """Measure how CONFIG's judge is swayed (position, length, references, formatting, injected verdicts,
    EvalBiasBench's biases): rates with bootstrap intervals and n beside a random judge, in
    OUT/audit.json and OUT/report.html. CONFIG's input is not used."""
    from judge_engine.audit.run import AuditOptions, run_audit, runnable_suites
    from judge_engine.cli.tables import print_audit
    from judge_engine.config import load_config

    cfg = load_config(config, overrides=list(overrides))
    if not suites:
        suites = runnable_suites(cfg.judge.backend, notify=note)
    opts = AuditOptions(
        suites=tuple(suites),
        out_dir=out,
        calibrate=calibrate,
        k=k,
        limit=limit,
        pairs=pairs,
        data=data,
        seed=seed,
        random_judges=random_judges,
        writer_max_tokens=writer_max_tokens,
    )
    doc = run_audit(cfg, opts, overwrite=overwrite, quiet=quiet)
    if as_json:
        print_json(doc.to_dict())
    else:
        print_audit(doc, out)
    # a judge that parsed nothing measured nothing: exit 3, as run, grade and panel do (fresh pass full57 L3)
    dead = [name for name, r in doc.runs.items() if r.judgments and r.parse_failure_rate == 1.0]
    if dead:
        note(f"Audit failed: nothing parsed: every sample of the {', '.join(dead)} run(s) failed to parse")
        raise SystemExit(3)
