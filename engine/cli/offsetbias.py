"""``judge-engine offsetbias`` and ``judge-engine offsetbias-instructions``."""

from __future__ import annotations

from typing import Any

import click

from judge_engine.cli.options import (
    Int64,
    errors_as_one_line,
    json_option,
    note,
    overwrite_option,
    print_json,
    quiet_option,
)

_FALLACIES = ("incorrect_fact", "incomplete", "irrelevant_content", "omitted_requirement", "instruction_deviation")


def _role(flag: str, help_: str, required: bool = False) -> Any:
    return click.option(
        flag, type=click.Path(dir_okay=False), default=None, required=required, metavar="CONFIG.toml", help=help_
    )


@click.command("offsetbias")
@click.argument("instructions", type=click.Path(dir_okay=False))
@click.option("--out", "out", required=True, metavar="DIR", help="The job's folder.")
@_role("--generator", "Run config whose [judge] writes similar instructions and erroneous responses.", True)
@_role("--checker", "Run config of the checker (default: the generator's).")
@_role("--weak", "Run config of the weak answerer of I (default: none, the dataset's reference is R_g).")
@_role("--strong", "Run config of the strong answerer of I' (default: the generator's).")
@click.option(
    "--filter",
    "filters",
    multiple=True,
    type=click.Path(dir_okay=False),
    metavar="CONFIG.toml",
    help="Run config of a filter judge (repeatable; its judge, template, k and temperature). None: no filter.",
)
@click.option("--off-topic-share", type=click.FloatRange(0, 1), default=0.5, show_default=True)
@click.option(
    "--fallacy",
    "fallacies",
    multiple=True,
    type=click.Choice(_FALLACIES),
    help="Fallacies of the erroneous method (repeatable; default: all five).",
)
@click.option("--seed", type=Int64(0), default=0, show_default=True, help="Seed of the per-item draws.")
@click.option("--max-tokens", type=Int64(16), default=512, show_default=True, help="Per generation.")
@click.option("--check-max-tokens", type=Int64(8), default=256, show_default=True, help="Per checker reply.")
@click.option(
    "--too-easy",
    type=click.Choice(["both-orders", "calibrated", "either-order"]),
    default="both-orders",
    show_default=True,
    help="Drop an item when every filter judge is right in both orders / calibrated / in either order.",
)
@click.option("--swapped", is_flag=True, help="Also write each kept item's swapped-order copy (pairwise.parquet).")
@click.option("--limit", type=Int64(1), default=None, metavar="N", help="Only the first N instructions.")
@overwrite_option("Discard the folder's generations and filter runs first.")
@quiet_option()
@json_option("offsetbias.json", "the tables")
@errors_as_one_line
def offsetbias_cmd(
    instructions: str,
    out: str,
    generator: str,
    checker: str | None,
    weak: str | None,
    strong: str | None,
    filters: tuple[str, ...],
    off_topic_share: float,
    fallacies: tuple[str, ...],
    seed: int,
    max_tokens: int,
    check_max_tokens: int,
    too_easy: str,
    swapped: bool,
    limit: int | None,
    overwrite: bool,
    quiet: bool,
    as_json: bool,
) -> None:
    """Make de-biasing preference data (OffsetBias, Park et al. 2024 Sec. 4) from INSTRUCTIONS (Parquet:
    instruction, optional item_id, reference, category) with local models, into OUT: dataset.parquet,
    preference.parquet, pairwise.parquet, audit-pairs.parquet, offsetbias.json."""
    from pathlib import Path

    from judge_engine.config import load_config
    from judge_engine.offsetbias import OffsetBiasOptions, Roles, run_offsetbias

    def cfg(path: str | None) -> Any:
        return load_config(path) if path else None

    roles = Roles(generator=cfg(generator), checker=cfg(checker), weak=cfg(weak), strong=cfg(strong))
    opts = OffsetBiasOptions(
        instructions=instructions,
        out_dir=out,
        seed=seed,
        off_topic_share=off_topic_share,
        fallacies=tuple(fallacies) if fallacies else _FALLACIES,
        max_tokens=max_tokens,
        check_max_tokens=check_max_tokens,
        too_easy=too_easy,
        swapped=swapped,
        limit=limit,
    )
    judges = [(Path(f).stem, load_config(f)) for f in filters]
    doc = run_offsetbias(opts, roles, judges, overwrite=overwrite, quiet=quiet)
    if as_json:
        print_json(doc.to_dict())
        return
    _print(doc)


def _print(doc: Any) -> None:
    from rich.console import Console
    from rich.table import Table

    t = Table(title="OffsetBias items: in = kept + dropped")
    for c in ("group", "items", "kept", "kept share", "dropped by reason"):
        t.add_column(c)
    groups = [("all", doc.totals)] + [(f"method {m}", a) for m, a in doc.by_method.items()]
    groups += [(f"fallacy {f}", a) for f, a in doc.by_fallacy.items()]
    for name, a in groups:
        share = f"{a.kept_share:.3f}" if a.kept_share is not None else "-"
        t.add_row(name, str(a.items_in), str(a.kept), share, ", ".join(f"{k} {v}" for k, v in a.dropped.items()))
    r = Table(title="Calls per role")
    for c in ("role", "backend", "model", "calls", "resumed", "engine starts", "statuses"):
        r.add_column(c)
    for role, s in doc.roles.items():
        statuses = ", ".join(f"{k} {v}" for k, v in s.statuses.items())
        r.add_row(role, s.backend, s.model, str(s.calls), str(s.resumed), str(s.engine_starts), statuses)
    console = Console()
    console.print(t)
    console.print(r)
    for f in doc.filter:
        note(
            f"filter {f.name} ({f.model}, k={f.k}): {f.pairs_judged} pairs judged, right in both orders {f.right_both}"
        )
    note(f"outputs: {doc.outputs.get('dataset')} ({doc.wall_s:.1f} s)")


@click.command("offsetbias-instructions")
@click.argument("source", type=click.Choice(["mt-bench", "faireval", "llmbar"]))
@click.option(
    "--data", "data", required=True, type=click.Path(file_okay=False), help="A folder laid out like shared/data."
)
@click.option("--out", "out", required=True, metavar="FILE.parquet", help="Where to write the instructions.")
@errors_as_one_line
def offsetbias_instructions_cmd(source: str, data: str, out: str) -> None:
    """Write instructions with reference answers from a public dataset (mt-bench, faireval, llmbar) as the
    input of ``judge-engine offsetbias``."""
    from judge_engine.offsetbias.sources import write_instructions

    df = write_instructions(source, data, out)
    click.echo(f"{df.height} instructions ({int(df['reference'].is_null().sum())} without a reference) -> {out}")
