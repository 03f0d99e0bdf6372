"""The ``judge-engine`` command line (one click group; one function per subcommand)."""

from __future__ import annotations

import functools
import logging
import sys
from typing import Any, Callable

import click

from judge_engine.errors import JudgeEngineError


class _Rate(click.ParamType):
    """A share in [0, 1]; NaN is refused (``click.FloatRange`` lets it through, and a NaN maximum
    would switch the gate off)."""

    name = "rate"

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> float:
        x = click.FLOAT.convert(value, param, ctx)
        if not 0 <= x <= 1:  # False for NaN
            self.fail(f"{value!r} is not a rate in [0, 1].", param, ctx)
        return x


RATE = _Rate()


def _errors_as_one_line(fn: Callable[..., Any]) -> Callable[..., Any]:
    """Turn a JudgeEngineError into ``Error: <message>`` and exit code 2 (no traceback)."""

    @functools.wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return fn(*args, **kwargs)
        except JudgeEngineError as exc:
            raise click.ClickException(str(exc)) from None

    return wrapper


click.ClickException.exit_code = 2


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="judge-engine")
@click.option("-v", "--verbose", is_flag=True, help="Log engine details (INFO).")
def cli(verbose: bool) -> None:
    """judge-engine: calibrated batch LLM-as-a-judge on local models."""
    from judge_engine import envs

    envs.quiet_vllm_logs(verbose)
    logging.basicConfig(level=logging.INFO if verbose else logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    if not verbose:
        logging.getLogger("vllm").setLevel(logging.ERROR)


def _fmt(v: Any) -> str:
    if v is None:
        return "-"
    if isinstance(v, float):
        return f"{v:.4f}"
    return str(v)


def print_summary(summary: dict[str, Any], out_dir: str) -> None:
    """The run summary as a terminal table (rich)."""
    from rich.console import Console
    from rich.table import Table

    t = Table(title=f"judge-engine run -> {out_dir}", show_header=True)
    t.add_column("metric")
    t.add_column("value", justify="right")
    pp = summary.get("position_preference") or {}
    rows = [
        ("pairs in / judged / flagged", f"{summary['pairs_in']} / {summary['pairs_judged']} / {summary['pairs_flagged']}"),
        ("flag reasons", ", ".join(f"{k}: {v}" for k, v in summary["flag_reasons"].items()) or "-"),
        ("unreadable shards (skipped)", ", ".join(f["file"] for f in summary.get("shards_failed", [])) or "-"),
        ("responses with injected verdicts (judged)", _fmt(summary.get("injection_suspects"))),
        ("pairs with a verdict", _fmt(summary["pairs_with_verdict"])),
        ("verdicts a / b / tie", " / ".join(str(summary["verdicts"][k]) for k in ("a", "b", "tie"))),
        ("judgments (samples)", _fmt(summary["judgments"])),
        ("parse failures (rate)", f"{summary['parse_failures']} ({_fmt(summary['parse_failure_rate'])})"),
        ("conflict rate (n)", f"{_fmt(summary['conflict_rate'])} ({summary['conflict_n']})"),
        ("position preference first / second / tie",
         " / ".join(_fmt(pp.get(k)) for k in ("first", "second", "tie"))),
        ("accuracy vs human (n)", f"{_fmt(summary['accuracy'])} ({summary['labelled_pairs']})"),
        ("Cohen's kappa", _fmt(summary["kappa"])),
        ("needs review", _fmt(summary["needs_review"])),
        *([("adaptive: samples spent / uniform budget",
            f"{summary['adaptive']['samples_spent']} / {summary['adaptive']['samples_uniform_budget']} "
            f"({_fmt(summary['adaptive']['budget_ratio'])})"),
           ("adaptive: pairs per round (escalated)",
            ", ".join(f"k={r['k']}: {r['pairs_judged']} ({r['pairs_escalated']})" for r in summary["adaptive"]["rounds"]))]
          if summary.get("adaptive") else []),
        ("prompt / completion / cached tokens",
         f"{summary['prompt_tokens']} / {summary['completion_tokens']} / {summary['cached_tokens']}"),
        ("engine prefix-cache hit rate", _fmt(summary.get("engine_prefix_cache_hit_rate"))),
        ("prefill computed / trie lower bound (ratio)",
         f"{_fmt(summary.get('prefill_tokens'))} / {_fmt(summary.get('trie_prompt_tokens'))} "
         f"({_fmt(summary.get('prefill_ratio'))})"),
        ("pairs/s, gen tokens/s", f"{_fmt(summary['pairs_per_s'])}, {_fmt(summary['gen_tokens_per_s'])}"),
        ("latency p50 / p95 / p99 (s)",
         " / ".join(_fmt(summary[k]) for k in ("latency_p50_s", "latency_p95_s", "latency_p99_s"))),
        ("wall time (s)", _fmt(summary["wall_s"])),
    ]
    for k, v in rows:
        t.add_row(k, v)
    Console(file=sys.stdout).print(t)
    ray = summary.get("ray")
    if ray:
        w = Table(title=f"Ray workers: {ray['slices']} slices of <= {ray['slice_rows']} rows, "
                        f"{ray['retries']} reassigned after a worker died", show_header=True)
        for col in ("worker", "node", "pids", "slices", "pairs", "busy s", "start s", "pairs/s", "deaths"):
            w.add_column(col, justify="left" if col in ("worker", "node", "pids") else "right")
        for r in ray["workers"]:
            w.add_row(r["worker"], str(r["node"]), ",".join(map(str, r["pids"])), str(r["slices"]), str(r["pairs"]),
                      _fmt(r["busy_s"]), _fmt(r["engine_start_s"]), _fmt(r["pairs_per_s"]), str(r["deaths"]))
        Console(file=sys.stdout).print(w)


@cli.command("run")
@click.argument("config", type=click.Path(dir_okay=False))
@click.option("--input", "inputs", multiple=True, metavar="PATH",
              help="Parquet file, folder or glob; replaces input.paths (repeatable).")
@click.option("--out", "out", default=None, metavar="DIR", help="Output folder; replaces output.dir.")
@click.option("--set", "overrides", multiple=True, metavar="SECTION.KEY=VALUE",
              help="Override a config value, e.g. --set sampling.k=1 (repeatable).")
@click.option("--overwrite", is_flag=True, help="Replace judgments made with a different judging config.")
@click.option("--repair", is_flag=True,
              help="Move unreadable judgment parts (and an unreadable manifest) to OUT/quarantine/ and judge "
                   "again only what they held; every readable judgment is kept.")
@click.option("-q", "--quiet", is_flag=True, envvar="JUDGE_ENGINE_QUIET", help="No progress output.")
@click.option("--json", "as_json", is_flag=True, help="Print summary.json instead of the table.")
@click.option("--max-parse-failure-rate", type=RATE, default=None, metavar="RATE",
              help="Exit 3 (after writing everything) when the share of unparsed samples exceeds RATE.")
@click.option("--max-flagged-rate", type=RATE, default=None, metavar="RATE",
              help="Exit 3 (after writing everything) when the share of flagged input rows exceeds RATE.")
@click.option("--ray", "ray_address", is_flag=False, flag_value="auto", default=None, metavar="[auto|local|ADDRESS]",
              envvar="JUDGE_ENGINE_RAY",
              help="Judge on Ray workers (one engine per GPU, see [ray] in the config): 'auto' (the default "
                   "value) joins the running cluster, 'local' starts one on this machine, or a cluster address.")
@_errors_as_one_line
def run_cmd(config: str, inputs: tuple[str, ...], out: str | None, overrides: tuple[str, ...],
            overwrite: bool, repair: bool, quiet: bool, as_json: bool, max_parse_failure_rate: float | None,
            max_flagged_rate: float | None, ray_address: str | None) -> None:
    """Judge every pair of CONFIG's input in both orders x k samples, calibrate, and write
    judgments/, pairs.parquet and summary.json. Exit codes: 0 done, 2 user error, 3 gate failed
    (also when nothing was judged). Unreadable shards and repaired parts are reported on stderr,
    one line each, even with -q / --json."""
    from judge_engine.config import load_config
    from judge_engine.errors import one_line
    from judge_engine.pipeline.run import run

    cfg = load_config(config, overrides=list(overrides), inputs=list(inputs), out=out)
    gate = {"max_parse_failure_rate": max_parse_failure_rate, "max_flagged_rate": max_flagged_rate}
    result = run(cfg, overwrite=overwrite, quiet=quiet, gate=gate, ray_address=ray_address, repair=repair)
    for f in result.summary.get("shards_failed", []):
        click.echo(f"Warning: skipped unreadable shard {one_line(f['error'], 400)}", err=True)
    rep = result.summary.get("repair")
    if rep:
        if rep["manifest"]:
            click.echo(f"Repaired: manifest.json ({rep['manifest']['error']}) set aside as "
                       f"{rep['manifest']['moved_to'] or '-'}; this run's manifest written", err=True)
        for p in rep["quarantined"]:
            rows = "rows unknown" if p["rows"] is None else f"{p['rows']} rows"
            click.echo(f"Repaired: unreadable part {p['file']} ({rows}; {p['error']}) moved to {p['moved_to']}; "
                       "what it held was judged again", err=True)
    if as_json:
        import orjson

        click.echo(orjson.dumps(result.summary, option=orjson.OPT_INDENT_2).decode())
    else:
        print_summary(result.summary, str(result.out_dir))
    if not result.summary["gate"]["passed"]:
        click.echo(f"Gate failed: {'; '.join(result.summary['gate']['failures'])}", err=True)
        raise SystemExit(3)


@cli.command("import-llmbar")
@click.argument("result_json", type=click.Path(dir_okay=False))
@click.option("--out", "out", required=True, metavar="DIR", help="Output folder (judgments/, pairs.parquet, summary.json).")
@click.option("--llmbar-convention/--engine-convention", default=False,
              help="Count unparsed verdicts as LLMBar's script does (wrong; two unparsed are 'equal'). "
                   "Default: the engine's own (unparsed stay unparsed).")
@click.option("--overwrite", is_flag=True, help="Replace what the output folder holds.")
@click.option("--json", "as_json", is_flag=True, help="Print summary.json instead of the table.")
@_errors_as_one_line
def import_llmbar_cmd(result_json: str, out: str, llmbar_convention: bool, overwrite: bool, as_json: bool) -> None:
    """Score recorded LLMBar evaluator outputs (a result.json) with the engine's kernels."""
    import hashlib

    import orjson

    from judge_engine.config import CalibrationConfig
    from judge_engine.pipeline.lock import lock_output
    from judge_engine.pipeline.metrics import pair_results, run_metrics
    from judge_engine.pipeline.store import Store
    from judge_engine.ranking.importers import llmbar_statistics, load_llmbar

    pairs_in, judgments = load_llmbar(result_json)
    digest = hashlib.sha256(open(result_json, "rb").read()).hexdigest()[:16]
    with lock_output(out):  # the output folder's lock, as a run holds it
        store = Store(out, {"judging_hash": f"llmbar-{digest}", "source": str(result_json)}, overwrite=overwrite)
        store.open()
        if not store.done:
            store.write_part(judgments)
        cal = CalibrationConfig()
        pairs = pair_results(judgments, pairs_in.drop("question", "response_a", "response_b"), cal.review_beta)
        store.write_table("pairs.parquet", pairs)
        summary = {"pairs_in": pairs_in.height, "pairs_judged": pairs_in.height, "pairs_flagged": 0,
                   "flag_reasons": {}, **run_metrics(judgments, pairs, cal),
                   "llmbar": llmbar_statistics(judgments, pairs_in, "wrong" if llmbar_convention else "exclude")}
        store.write_json("summary.json", summary)
    if as_json:
        click.echo(orjson.dumps(summary, option=orjson.OPT_INDENT_2).decode())
        return
    lb = summary["llmbar"]
    for key in ("correct_False", "correct_True", "correct_both", "equal"):
        click.echo(f"{key}: {lb[key]['k']} / {lb[key]['n']}")
    click.echo(f"kappa_agreement: {lb['kappa_agreement']}")
    click.echo(f"accuracy (calibrated, both orders): {summary['accuracy']}  kappa vs gold: {summary['kappa']}")


@cli.command("pairs")
@click.argument("answers", type=click.Path())
@click.option("--out", "out", required=True, metavar="PAIRS.parquet",
              help="Where to write the pairs (its folder is created if missing).")
@click.option("--mode", type=click.Choice(["all", "baseline"]), default="all", show_default=True,
              help="All model pairs per question, or only pairs against --baseline.")
@click.option("--baseline", default=None, metavar="MODEL", help="Baseline model (with --mode baseline).")
@click.option("--sample", type=click.IntRange(1), default=None, metavar="N", help="Keep a seeded sample of N pairs.")
@click.option("--seed", type=int, default=0, show_default=True)
@_errors_as_one_line
def pairs_cmd(answers: str, out: str, mode: str, baseline: str | None, sample: int | None, seed: int) -> None:
    """Build the pairs of a ranking job from ANSWERS (question_id, question, model, answer)."""
    from pathlib import Path

    from judge_engine.errors import InputError
    from judge_engine.ranking.pairs import build_pairs, read_answers

    df = build_pairs(read_answers(answers), mode=mode, baseline=baseline, sample=sample, seed=seed, source=answers)
    try:
        Path(out).parent.mkdir(parents=True, exist_ok=True)
        df.write_parquet(out)
    except OSError as exc:
        raise InputError(f"{out}: cannot write the pairs ({exc.__class__.__name__}: {exc.strerror or exc})") from None
    click.echo(f"{df.height} pairs of {df['model_a'].n_unique() if df.height else 0}+ models -> {out}")


def md_cell(text: Any) -> str:
    """``text`` as one markdown table cell that shows it literally: ``&``, ``<``, ``>`` as HTML
    entities, markdown's ``\\ | ` * _ [ ] ~`` backslash-escaped, line breaks as ``<br>``."""
    import html
    import re

    t = html.escape(str(text), quote=False)
    t = re.sub(r"([\\|`*_\[\]~])", r"\\\1", t)
    return re.sub(r"\r\n|\r|\n", "<br>", t)


def _read_board(path: Any) -> Any:
    """A leaderboard.parquet written by ``rank``, or a one-line InputError."""
    import polars as pl

    from judge_engine.errors import InputError

    try:
        board = pl.read_parquet(path)
    except Exception as exc:  # polars / pyarrow raise several types for corrupt or foreign files
        raise InputError(f"{path}: cannot read the previous leaderboard ({exc.__class__.__name__}: "
                         f"{str(exc)[:200]})") from None
    lacking = [c for c in ("model", "rank", "score", "ci_low", "ci_high") if c not in board.columns]
    if lacking:
        raise InputError(f"{path}: not a leaderboard written by `judge-engine rank` (no column {lacking[0]!r})")
    return board


@cli.command("rank")
@click.argument("out_dir", type=click.Path(file_okay=False))
@click.option("--baseline", default=None, metavar="MODEL",
              help="Model anchored at 1000 (default: first by name of the largest connected group of models).")
@click.option("--bootstrap", "n_bootstrap", type=click.IntRange(0), default=200, show_default=True,
              help="Bootstrap resamples over questions for the intervals.")
@click.option("--seed", type=int, default=0, show_default=True)
@click.option("--min-questions", type=click.IntRange(1), default=5, show_default=True,
              help="Fewest distinct questions a model needs for an interval (fewer: no interval, noted).")
@click.option("--previous", default=None, type=click.Path(file_okay=False), metavar="OTHER_OUT_DIR",
              help="Last night's output folder: adds rank and score changes.")
@_errors_as_one_line
def rank_cmd(out_dir: str, baseline: str | None, n_bootstrap: int, seed: int, min_questions: int,
             previous: str | None) -> None:
    """Bradley-Terry leaderboard of OUT_DIR's pairs.parquet: leaderboard.parquet, .json and .md.

    Only models connected to the baseline by comparisons are ranked (one scale needs a path of
    comparisons); the others are listed as unrankable. Pairs of a model with itself are left out."""
    from pathlib import Path

    import orjson
    import polars as pl

    from judge_engine.errors import InputError
    from judge_engine.kernels.ranking import (comparison_components, compare_boards, default_baseline, leaderboard,
                                              self_pairs, win_rate_matrix)
    from judge_engine.pipeline.outputs import read_pairs

    d = Path(out_dir)
    if not (d / "pairs.parquet").is_file():
        raise InputError(f"{d / 'pairs.parquet'} not found: run `judge-engine run` into {d} first")
    pairs = read_pairs(d / "pairs.parquet", ("pair_id", "verdict"))
    for col in ("model_a", "model_b"):
        if col not in pairs.columns:
            raise InputError(f"{d / 'pairs.parquet'} has no {col!r} column: the pairs need model names to rank")
    if "question_id" in pairs.columns:
        pairs = pairs.with_columns(pl.col("question_id").cast(pl.String))
    selfp = self_pairs(pairs)
    if selfp.height:
        click.echo(f"note: {selfp.height} pairs compare a model with itself (first: {selfp['pair_id'][0]!r}, "
                   f"model {selfp['model_a'][0]!r}); left out of the ranking", err=True)
    base = baseline if baseline is not None else default_baseline(pairs)
    prev_board = None
    if previous is not None:
        prev_path = Path(previous) / "leaderboard.parquet"
        if not prev_path.is_file():
            raise InputError(f"{prev_path} not found: rank the previous run first")
        prev_board = _read_board(prev_path)
    try:
        board = leaderboard(pairs, baseline=base, n_bootstrap=n_bootstrap, seed=seed, min_questions=min_questions)
    except ValueError as exc:
        raise InputError(str(exc)) from None
    comp = comparison_components(pairs)
    ranked = board["model"]
    unrankable = comp.filter(~pl.col("model").is_in(ranked.implode()))
    if unrankable.height:
        groups = "; ".join(f"component {c}: {', '.join(g['model'].to_list())}"
                           for (c,), g in unrankable.group_by(["component"], maintain_order=True))
        click.echo(f"note: the models were never all compared with each other ({comp['component'].n_unique()} "
                   f"separate groups); ranked only the {ranked.len()} models connected to the baseline {base!r}. "
                   f"Not ranked (no common scale): {groups}", err=True)
    if prev_board is not None:
        board = compare_boards(board, prev_board)
    board.write_parquet(d / "leaderboard.parquet")
    in_graph = pairs.filter(pl.col("model_a").is_in(ranked.implode()) & pl.col("model_b").is_in(ranked.implode()))
    doc = {"baseline": base, "n_bootstrap": n_bootstrap, "seed": seed, "min_questions": min_questions,
           "scale": "Elo-like: 1000 + 400 log10-odds vs the baseline (Bradley-Terry MLE, ties = half wins)",
           "components": comp["component"].n_unique(), "self_pairs": selfp.height,
           "unrankable": unrankable.to_dicts(),
           "models": board.to_dicts(), "win_rate": win_rate_matrix(in_graph).to_dicts()}
    (d / "leaderboard.json").write_bytes(orjson.dumps(doc, option=orjson.OPT_INDENT_2 | orjson.OPT_SERIALIZE_NUMPY))
    cols = ["rank", "model", "score", "ci_low", "ci_high", "wins", "losses", "ties", "note"]
    if previous is not None:
        cols += ["rank_change", "score_change", "significant"]
    lines = ["| " + " | ".join(cols) + " |", "|" + "---|" * len(cols)]
    for r in board.select(cols).iter_rows():
        lines.append("| " + " | ".join("-" if v is None else f"{v:.1f}" if isinstance(v, float) else md_cell(v)
                                       for v in r) + " |")
    (d / "leaderboard.md").write_text("\n".join(lines) + "\n", encoding="utf-8")
    click.echo("\n".join(lines))


@cli.command("report")
@click.argument("out_dir", type=click.Path(file_okay=False))
@click.option("--out", "dest", default=None, metavar="FILE", help="Where to write the HTML (default OUT_DIR/report.html).")
@click.option("--adaptive-json", default=None, type=click.Path(dir_okay=False), metavar="PATH",
              help="benchmarks/adaptive.py --json output: adds the adaptive-vs-uniform trade-off curve.")
@_errors_as_one_line
def report_cmd(out_dir: str, dest: str | None, adaptive_json: str | None) -> None:
    """One self-contained HTML report of OUT_DIR (plots embedded)."""
    from judge_engine.ranking.report import write_report

    click.echo(str(write_report(out_dir, dest, adaptive_json)))


def print_audit(audit: dict[str, Any], out_dir: str) -> None:
    """The audit as terminal tables (rich): one per suite, rate [interval] (n) and the random judge."""
    from rich.console import Console
    from rich.table import Table

    from judge_engine.audit.report import audit_row_cells

    console = Console(file=sys.stdout, width=200)
    modes = audit["modes"]
    for name, s in audit["suites"].items():
        t = Table(title=f"{name} -> {out_dir}/audit.json", show_header=True)
        for col in ["subset", "metric", "better"] + [c for m in modes for c in (m, f"random ({m})")] + (
                ["delta"] if "calibrated" in modes else []):
            t.add_column(col)
        for row in s["rows"]:
            t.add_row(*audit_row_cells(row, modes, _fmt))
        console.print(t)


@cli.command("audit")
@click.argument("config", type=click.Path(dir_okay=False))
@click.option("--suite", "suites", multiple=True, metavar="NAME",
              help="Bias suite (repeatable): evalbiasbench, humans-llms, position, fake-reference, rich-content, "
                   "verbosity, injected-verdict, factual-error, gender (these two are written by the judge's model). "
                   "Default: all.")
@click.option("--out", "out", default="runs/audit", show_default=True, metavar="DIR", help="Audit folder.")
@click.option("--calibrate", is_flag=True,
              help="Also judge every suite with calibration on (both orders x k samples, calibrated verdict) "
                   "and show it beside the uncalibrated rates.")
@click.option("--k", "k", type=click.IntRange(1, 256), default=None, metavar="K",
              help="Samples per order of the calibrated mode (default: the config's sampling.k).")
@click.option("--limit", type=click.IntRange(1), default=None, metavar="N",
              help="Only the first N items per bias type (EvalBiasBench) or N probes / pairs per suite.")
@click.option("--pairs", "pairs", default=None, type=click.Path(dir_okay=False), metavar="PAIRS.parquet",
              help="Pairs dataset of the position and rule-based suites (default: the demo pairs).")
@click.option("--data", "data", default=None, type=click.Path(file_okay=False), metavar="DIR",
              help="Read EvalBiasBench / Humans-or-LLMs from DIR/evalbiasbench and "
                   "DIR/humans-llms-judgement-bias (default: the copies shipped in the package).")
@click.option("--seed", type=click.IntRange(0), default=0, show_default=True,
              help="Seed of the rule-based perturbations and of the random judge.")
@click.option("--random-judges", type=click.IntRange(0), default=200, show_default=True,
              help="Simulated random judges for the baseline (0: none).")
@click.option("--writer-max-tokens", type=click.IntRange(16), default=1024, show_default=True,
              help="Token budget of each rewrite of the factual-error and gender suites (greedy, the judge's model).")
@click.option("--set", "overrides", multiple=True, metavar="SECTION.KEY=VALUE",
              help="Override a config value, e.g. --set sampling.max_tokens=16 (repeatable).")
@click.option("--overwrite", is_flag=True, help="Replace judgments made with a different judging config.")
@click.option("-q", "--quiet", is_flag=True, envvar="JUDGE_ENGINE_QUIET", help="No progress output.")
@click.option("--json", "as_json", is_flag=True, help="Print audit.json instead of the tables.")
@_errors_as_one_line
def audit_cmd(config: str, suites: tuple[str, ...], out: str, calibrate: bool, k: int | None, limit: int | None,
              pairs: str | None, data: str | None, seed: int, random_judges: int, writer_max_tokens: int,
              overrides: tuple[str, ...], overwrite: bool, quiet: bool, as_json: bool) -> None:
    """Measure how CONFIG's judge is swayed (position, length, references, formatting, injected verdicts,
    EvalBiasBench's biases): rates with bootstrap intervals and n beside a random judge, in
    OUT/audit.json and OUT/report.html. CONFIG's input is not used."""
    from judge_engine.audit.run import AuditOptions, run_audit
    from judge_engine.config import load_config
    from judge_engine.audit.suites import SUITES

    cfg = load_config(config, overrides=list(overrides))
    if not suites:
        from judge_engine.backends import can_write
        from judge_engine.audit.rewriter import WRITER_PERTURBATIONS

        suites = tuple(SUITES)
        if not can_write(cfg.judge.backend):
            suites = tuple(s for s in suites if s not in WRITER_PERTURBATIONS)
            click.echo(f"note: backend {cfg.judge.backend!r} cannot write text; skipping the "
                       f"{' and '.join(WRITER_PERTURBATIONS)} suites", err=True)
    opts = AuditOptions(suites=tuple(suites), out_dir=out, calibrate=calibrate, k=k, limit=limit,
                        pairs=pairs, data=data, seed=seed, random_judges=random_judges,
                        writer_max_tokens=writer_max_tokens)
    doc = run_audit(cfg, opts, overwrite=overwrite, quiet=quiet)
    if as_json:
        import orjson

        click.echo(orjson.dumps(doc, option=orjson.OPT_INDENT_2).decode())
    else:
        print_audit(doc, out)


@cli.group("review")
def review_group() -> None:
    """Human review queue: export the uncertain pairs, import people's labels."""


@review_group.command("export")
@click.argument("out_dir", type=click.Path(file_okay=False))
@click.option("--beta", type=click.FloatRange(0, 1), default=0.2, show_default=True,
              help="Share of judged pairs to review (top BPDE).")
@_errors_as_one_line
def review_export_cmd(out_dir: str, beta: float) -> None:
    """Write OUT_DIR/review/review.csv, review/labelstudio.json and review/labelstudio-config.xml
    (the texts that were judged; pairs whose input changed since are left out and listed)."""
    from judge_engine.ranking.review_queue import export_review

    res = export_review(out_dir, beta)
    click.echo(f"{res.n} pairs -> {res.csv}, {res.json} and {res.config}")
    for ids, why in ((res.stale, "their input texts changed after they were judged"),
                     (res.missing, "they are no longer in the input")):
        if ids:
            shown = ", ".join(repr(p) for p in ids[:5]) + (", ..." if len(ids) > 5 else "")
            click.echo(f"note: {len(ids)} pairs chosen for review were left out because {why} ({shown}); "
                       f"rerun `judge-engine run` into {out_dir} to judge the current input", err=True)


@review_group.command("import")
@click.argument("out_dir", type=click.Path(file_okay=False))
@click.argument("labels", type=click.Path(dir_okay=False))
@click.option("--replace", is_flag=True,
              help="Drop every stored label first (default: merge; the file's labels add to or update "
                   "the stored ones, pair by pair).")
@_errors_as_one_line
def review_import_cmd(out_dir: str, labels: str, replace: bool) -> None:
    """Merge LABELS (review CSV with a filled label column, or a Label Studio JSON / JSON-MIN export)
    into OUT_DIR. Prints the summary's review section (JSON) and, on stderr, what the file did."""
    import orjson

    from judge_engine.ranking.review_queue import import_review

    section = import_review(out_dir, labels, replace=replace)
    click.echo(orjson.dumps(section, option=orjson.OPT_INDENT_2).decode())
    li = section["last_import"]
    why = ", ".join(f"{k} {v}" for k, v in li["ignored_reasons"].items())
    click.echo(f"{labels}: {li['imported']} imported, {li['updated']} updated, {li['unchanged']} unchanged, "
               f"{li['conflicts']} conflicts (not applied), {li['ignored']} ignored{f' ({why})' if why else ''}, "
               f"{li['duplicates']} duplicates counted once"
               + (f"; --replace dropped the labels of {li['dropped']} pairs" if replace else ""), err=True)
    for c in li["conflict_pairs"]:
        click.echo(f"conflict: pair {c['pair_id']!r}: {c['votes']} (annotators disagree; calibrated verdict kept)",
                   err=True)


def main() -> None:
    """Console-script entry point."""
    cli(prog_name="judge-engine")


if __name__ == "__main__":
    main()
