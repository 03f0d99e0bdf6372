"""People's labels for a panel's pairs (fresh pass full76 M1): :func:`panel_labels`.

The review commands read one judge's run (a panel folder sends them to ``OUT/judges/NAME``), so ``review import``
stores the labels in a judge's folder and writes them into its ``pairs.parquet`` (``review_label``). A label is about
the pair, whoever judged it, so ``rank`` on the panel's folder applies the labels of every judge's folder to the
panel's pairs (``final_verdict``), as it does for one run's own labels. A pair that two judges' folders label
differently keeps the panel's verdict and is counted. Only the folders of the judges ``panel.json`` names count: a
judge removed from the panel keeps its folder, judged on the texts of its last run, and its labels may be about texts
the pair no longer has (fresh pass adv65 D2); such folders are named in the note, their labels not applied."""

from __future__ import annotations

from pathlib import Path

import orjson
import polars as pl

from judge_engine.errors import InputError, one_line


def _judge_labels(pairs_file: Path) -> pl.DataFrame | None:
    """``pair_id``, ``review_label`` of a judge's pairs that hold a label; None when the file has no label column.

    Raises:
        InputError: the file cannot be read.
    """
    try:
        if "review_label" not in pl.read_parquet_schema(pairs_file):
            return None
        df = pl.read_parquet(pairs_file, columns=["pair_id", "review_label"], glob=False)
    except Exception as exc:  # polars raises several types for foreign or corrupt files
        raise InputError(f"{pairs_file}: cannot read a judge's pairs ({one_line(str(exc), 200)})") from None
    return df.filter(pl.col("pair_id").is_not_null() & pl.col("review_label").is_not_null()).cast(pl.String)


def panel_labels(d: Path, pairs: pl.DataFrame) -> tuple[pl.DataFrame, str | None]:
    """The panel's ``pairs`` (``pair_id``, ``verdict``, ``flag``) with ``review_label`` and ``final_verdict`` (the
    label where one applies, the panel's verdict elsewhere) from the labels in the judges' folders
    (``d/judges/NAME/pairs.parquet``), and a note saying how many applied from which folders; ``pairs`` unchanged and
    None when no judge's folder holds a label. A flagged panel row gets no label (as in one run); a pair labelled
    differently in two folders gets none (the note counts it). Only the folders of the judges ``d/panel.json`` names
    count; the note names the other folders that hold labels.

    Raises:
        InputError: a judge's ``pairs.parquet``, or ``panel.json``, cannot be read.
    """
    judges = d / "judges"
    labelled: list[tuple[str, pl.DataFrame]] = []
    for folder in sorted(judges.iterdir()) if judges.is_dir() else []:
        if (folder / "pairs.parquet").is_file() and (labels := _judge_labels(folder / "pairs.parquet")) is not None:
            if labels.height:
                labelled.append((folder.name, labels))
    if not labelled:
        return pairs, None
    members = _members(d / "panel.json")
    found = [(name, labels) for name, labels in labelled if name in members]
    former = [f"judges/{name}" for name, _ in labelled if name not in members]
    stale = f"the labels in {', '.join(former)} (no judge of this panel now) are not applied" if former else None
    if not found:
        return pairs, stale
    every = pl.concat([labels for _, labels in found]).unique()
    counts = every.group_by("pair_id").agg(pl.col("review_label").n_unique().alias("n"))
    conflicted = counts.filter(pl.col("n") > 1)["pair_id"]
    agreed = every.filter(~pl.col("pair_id").is_in(conflicted.implode())).unique("pair_id")
    judged = pl.col("flag").is_null() if "flag" in pairs.columns else pl.lit(True)
    pairs = (
        pairs.drop("review_label", "review_conflict", "final_verdict", strict=False)
        .join(agreed, on="pair_id", how="left", maintain_order="left")
        .with_columns(pl.when(judged).then(pl.col("review_label")).alias("review_label"))
        .with_columns(pl.coalesce("review_label", "verdict").alias("final_verdict"))
    )
    applied = int(pairs["review_label"].is_not_null().sum())
    folders = ", ".join(f"judges/{name}" for name, _ in found)
    note = f"{applied} people's label(s) from {folders} applied to the panel's pairs"
    if conflicted.len():
        note += f"; {conflicted.len()} pair(s) labelled differently in two judges' folders keep the panel's verdict"
    return pairs, note if stale is None else f"{note}; {stale}"


def _members(panel_json: Path) -> set[str]:
    """The judges' names ``panel.json`` records.

    Raises:
        InputError: the file cannot be read or names no judges.
    """
    try:
        judges = orjson.loads(panel_json.read_bytes())["judges"]
        return {str(j["name"]) for j in judges}
    except (OSError, orjson.JSONDecodeError, KeyError, TypeError) as exc:
        raise InputError(f"{panel_json}: cannot read the panel's judges ({one_line(str(exc), 200)})") from None
