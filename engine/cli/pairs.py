"""``judge-engine pairs``."""

from __future__ import annotations

import click

from judge_engine.cli.options import Int64, errors_as_one_line, json_option, print_json

FORMAT_HELP = (
    "Format of ANSWERS (auto: per file, by suffix and first line). parquet: the answers table (question_id, "
    "question, model, answer, optional reference, category); fastchat: FastChat model_answer/*.jsonl (needs "
    "--questions; --references joins reference answers); alpaca_eval: outputs JSON (instruction, output, "
    "generator); arena_hard: arena-hard-auto answer JSONL (v2; v0.1 needs --questions); jsonl / csv: one "
    "answer per line or row, columns named by --map."
)


@click.command("pairs")
@click.argument("answers", nargs=-1, required=True, type=click.Path())
@click.option(
    "--out",
    "out",
    required=True,
    metavar="PAIRS.parquet",
    help="Where to write the pairs (its folder is created if missing).",
)
@click.option(
    "--format",
    "fmt",
    type=click.Choice(["auto", "parquet", "fastchat", "alpaca_eval", "arena_hard", "jsonl", "csv"]),
    default="auto",
    show_default=True,
    help=FORMAT_HELP,
)
@click.option(
    "--questions",
    default=None,
    type=click.Path(dir_okay=False),
    metavar="QUESTION.jsonl",
    help="FastChat / arena-hard v0.1 questions.",
)
@click.option(
    "--references",
    default=None,
    type=click.Path(dir_okay=False),
    metavar="REFS.jsonl",
    help="Reference answers by question_id (FastChat reference_answer/*.jsonl, JSONL or Parquet).",
)
@click.option(
    "--map",
    "mapping",
    default=None,
    metavar="COL=FIELD,...",
    help="Source field of each answers column (question_id, question, model, answer, reference, category), "
    "e.g. question=prompt,answer=response,model=generator; unmapped columns are read from fields of their own "
    "name; without question_id the id is a hash of the question.",
)
@click.option("--turn", type=Int64(1), default=1, show_default=True, help="FastChat: the turn to pair (1-based).")
@click.option(
    "--mode",
    type=click.Choice(["all", "baseline"]),
    default="all",
    show_default=True,
    help="All model pairs per question, or only pairs against --baseline.",
)
@click.option("--baseline", default=None, metavar="MODEL", help="Baseline model (with --mode baseline).")
@click.option("--sample", type=Int64(1), default=None, metavar="N", help="Keep a seeded sample of N pairs.")
@click.option("--seed", type=Int64(0), default=0, show_default=True)
@json_option("the accounting (answers_in, answers_paired, answers_dropped by reason, pairs_built, pairs)", "the line")
@errors_as_one_line
def pairs_cmd(
    answers: tuple[str, ...],
    out: str,
    fmt: str,
    questions: str | None,
    references: str | None,
    mapping: str | None,
    turn: int,
    mode: str,
    baseline: str | None,
    sample: int | None,
    seed: int,
    as_json: bool,
) -> None:
    """Build the pairs of a ranking job from ANSWERS (files, folders or globs): every model pair per question.

    Reads Parquet answer tables, FastChat model_answer JSONL, alpaca_eval outputs JSON, arena-hard-auto
    answer JSONL, and generic JSONL / CSV with a column mapping (--format, --map); an error names the
    file, the line and the field. The line says how many answers were read and, per reason, how many are in
    no pair (answers = paired + left out)."""
    from judge_engine.ranking.answer_formats import parse_mapping
    from judge_engine.ranking.pairs import write_pairs

    report = write_pairs(
        answers,
        out,
        mode=mode,
        baseline=baseline,
        sample=sample,
        seed=seed,
        fmt=fmt,
        questions=questions,
        references=references,
        mapping=parse_mapping(mapping),
        turn=turn,
    )
    if as_json:
        print_json(report.to_dict())
    else:
        click.echo(report.line(questions, turn))
