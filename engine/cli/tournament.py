"""``judge-engine tournament``."""

from __future__ import annotations

from typing import TYPE_CHECKING

import click

from judge_engine.cli.options import (
    Int64,
    bootstrap_type,
    errors_as_one_line,
    json_option,
    note,
    overwrite_option,
    parse_failure_gate_option,
    print_json,
    quiet_option,
    set_option,
)

if TYPE_CHECKING:
    from judge_engine.ranking.tournament import TournamentResult


@click.command("tournament")
@click.argument("config", type=click.Path(dir_okay=False))
@click.option("--answers", required=True, metavar="ANSWERS.parquet", help="Answers (as for `judge-engine pairs`).")
@click.option("--out", required=True, metavar="DIR", help="Job folder: rounds/ and the run folder run/.")
@click.option(
    "--budget",
    type=Int64(1),
    required=True,
    help="Comparisons (pairs, each judged in both orders x k) the job may spend in all.",
)
@click.option("--round-size", type=Int64(1), default=None, help="Comparisons per round after the first [models].")
@click.option(
    "--init-cycles",
    type=Int64(1),
    default=2,
    show_default=True,
    help="Random Hamiltonian cycles of the connecting first round (each model meets 2 x this many).",
)
@click.option(
    "--alpha",
    type=click.FloatRange(0, 1, max_open=True),
    default=0.05,
    show_default=True,
    help="Stop once every adjacent pair's wrong-order probability is below it (0: spend the whole budget).",
)
@click.option("--seed", type=Int64(0), default=0, show_default=True, help="Seeds the design and the final bootstrap.")
@click.option("--baseline", default=None, metavar="MODEL", help="The final leaderboard's anchor (as in rank).")
@click.option("--bootstrap", "n_bootstrap", type=bootstrap_type(), default=200, show_default=True, help="As in rank.")
@set_option("sampling.k=1")
@parse_failure_gate_option()
@overwrite_option("Start afresh: remove the rounds and judgments made with a different judging config.")
@quiet_option()
@json_option("tournament.json", "the rounds and the leaderboard")
@errors_as_one_line
def tournament_cmd(
    config: str,
    answers: str,
    out: str,
    budget: int,
    round_size: int | None,
    init_cycles: int,
    alpha: float,
    seed: int,
    baseline: str | None,
    n_bootstrap: int,
    overrides: tuple[str, ...],
    max_parse_failure_rate: float,
    overwrite: bool,
    quiet: bool,
    as_json: bool,
) -> None:
    """A budgeted ranking: judge pairs of ANSWERS in rounds with CONFIG's judge, a first round connecting
    every model, then rounds on the model pairs whose order is least certain, until --budget comparisons
    are spent or the ranking is settled; then rank. Rerun the same command to resume a stopped job."""
    from judge_engine.config import load_config
    from judge_engine.ranking.tournament import Design, run_tournament
    from judge_engine.schemas.summary import RunSummary

    cfg = load_config(config, overrides=list(overrides), inputs=[answers], out=out)
    res = run_tournament(
        cfg,
        answers,
        out,
        Design(budget=budget, round_size=round_size, init_cycles=init_cycles, alpha=alpha, seed=seed),
        baseline=baseline,
        n_bootstrap=n_bootstrap,
        overwrite=overwrite,
        quiet=quiet,
        notify=note,
        gate={"max_parse_failure_rate": max_parse_failure_rate},
    )
    rec = res.record
    if as_json:
        print_json(rec.to_dict())
    else:
        _print_result(res)
    summary = RunSummary.from_json(res.run_dir / "summary.json")
    if summary.gate is not None and not summary.gate.passed:  # fresh pass full61 M2: exit 3 as run and grade
        note(f"Gate failed: {'; '.join(summary.gate.failures)}")
        raise SystemExit(3)


def _print_result(res: TournamentResult) -> None:
    """The job's one-line account and the final leaderboard."""
    rec = res.record
    click.echo(
        f"{rec.spent} of {rec.round_robin_pairs} round-robin comparisons ({rec.share_of_round_robin:.1%}) in "
        f"{len(rec.rounds)} rounds; stopped: {rec.stop_reason}; run folder {res.run_dir}"
    )
    if res.ranked is not None:
        click.echo("\n".join(res.ranked.markdown))
