"""``judge-engine review export`` and ``review import``."""

from __future__ import annotations

import click

from judge_engine.cli.options import RATE, Int64, errors_as_one_line, note, print_json


@click.group("review")
def review_group() -> None:
    """Human review queue: export the uncertain pairs, import people's labels."""


@review_group.command("export")
@click.argument("out_dir", type=click.Path(file_okay=False))
@click.option(
    "--beta",
    type=RATE,
    default=0.2,
    show_default=True,
    help="Share of judged pairs to review (top BPDE), in [0, 1].",
)
@click.option(
    "--seed",
    type=Int64(0),
    default=0,
    show_default=True,
    help="Seed of the random order that breaks ties in BPDE (recorded in review/export.json).",
)
@click.option("--show-models", is_flag=True, help="Show pair ids and model names (default: blind, opaque review ids).")
@click.option("--show-verdict", is_flag=True, help="Show the judge's calibrated verdict and BPDE (default: hidden).")
@errors_as_one_line
def review_export_cmd(out_dir: str, beta: float, seed: int, show_models: bool, show_verdict: bool) -> None:
    """Write OUT_DIR/review/review.csv, review/labelstudio.json and review/labelstudio-config.xml
    (the texts that were judged, with the reference answer when the input has one; pairs whose input
    changed since are left out and listed). Blind by default: no model names, no judge verdict."""
    from judge_engine.ranking.review_queue import export_review

    res = export_review(out_dir, beta, seed=seed, show_models=show_models, show_verdict=show_verdict)
    click.echo(f"{res.n} pairs -> {res.csv}, {res.json} and {res.config}")
    for ids, why in (
        (res.stale, "their input texts changed after they were judged"),
        (res.missing, "they are no longer in the input"),
    ):
        if ids:
            shown = ", ".join(repr(p) for p in ids[:5]) + (", ..." if len(ids) > 5 else "")
            note(
                f"note: {len(ids)} pairs chosen for review were left out because {why} ({shown}); "
                f"rerun `judge-engine run` into {out_dir} to judge the current input"
            )


@review_group.command("import")
@click.argument("out_dir", type=click.Path(file_okay=False))
@click.argument("labels", type=click.Path(dir_okay=False))
@click.option(
    "--replace",
    is_flag=True,
    help="Drop every stored label first (default: merge; the file's labels add to or update "
    "the stored ones by (pair, annotator): a file replaces only its own annotators' stored annotations).",
)
@errors_as_one_line
def review_import_cmd(out_dir: str, labels: str, replace: bool) -> None:
    """Merge LABELS (review CSV with a filled label column, or a Label Studio JSON / JSON-MIN export)
    into OUT_DIR. Prints the summary's review section (JSON) and, on stderr, what the file did."""
    from judge_engine.ranking.review_queue import import_review
    from judge_engine.schemas.records import ABSENT
    from judge_engine.schemas.summary import ImportRecord

    finished: list[ImportRecord] = []
    section = import_review(out_dir, labels, replace=replace, finished=finished)
    for f in finished:
        note(
            f"finished an interrupted review import of {f.file}: {f.imported} imported, {f.updated} updated, "
            f"{f.unchanged} unchanged, {f.conflicts} conflicts (its labels were stored but not applied)"
        )
    print_json(section.to_dict())
    li = section.last_import
    assert li is not None and li is not ABSENT  # import_review has just written it
    why = ", ".join(f"{k} {v}" for k, v in li.ignored_reasons.items())
    note(
        f"{labels}: {li.added} annotations added, {li.replaced} stored ones of the same annotators replaced; "
        f"pairs: {li.imported} imported, {li.updated} updated, {li.unchanged} unchanged, "
        f"{li.conflicts} conflicts (not applied), {li.ignored} ignored{f' ({why})' if why else ''}, "
        f"{li.duplicates} duplicates counted once"
        + (f"; --replace dropped the labels of {li.dropped} pairs" if replace else "")
    )
    for c in li.conflict_pairs:
        note(f"conflict: pair {c.pair_id!r}: {c.votes} (annotators disagree; calibrated verdict kept)")
