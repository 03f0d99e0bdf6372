"""Reading judgment parts: a part's declared row count, one row per (request_key, sample) over all parts, and
the resume index of the parts."""

from __future__ import annotations

from pathlib import Path

import polars as pl

from judge_engine.pipeline.pending_moves import QUARANTINE
from judge_engine.pipeline.resume_index import ResumeIndex
from judge_engine.schemas.tables import JUDGMENT_SCHEMA, RETRY_STATUSES

SCAN_FILES = 256
"""Judgment parts read together when the resume index is loaded (:func:`index_parts`)."""


def footer_rows(path: Path) -> int | None:
    """Rows a Parquet file's footer declares, or None when the footer cannot be read."""
    try:
        import pyarrow.parquet as pq

        return int(pq.ParquetFile(path).metadata.num_rows)
    except Exception:  # truncated or foreign files fail in several ways
        return None


def dedup_judgments(lf: pl.LazyFrame, cols: list[str], keys: pl.DataFrame | None = None) -> pl.LazyFrame:
    """``cols`` of the parts, one row per (request_key, sample): the first row whose status is not in
    ``RETRY_STATUSES``, else the last failure row (issue 18: a failed request's samples, retried later);
    only the rows whose ``request_key`` is in ``keys`` (a semi-join in the same plan) when given."""
    read = list(dict.fromkeys([*cols, "request_key", "sample", "parse_status"]))
    lf = lf.select([pl.col(c).cast(JUDGMENT_SCHEMA[c]) for c in read])
    if keys is not None:
        lf = lf.join(keys.lazy(), on="request_key", how="semi")
    key = ["request_key", "sample"]
    failed = pl.col("parse_status").is_in(list(RETRY_STATUSES))
    ok = lf.filter(~failed).unique(subset=key, keep="first", maintain_order=True)
    retry = (
        lf.filter(failed).join(ok.select(key), on=key, how="anti").unique(subset=key, keep="last", maintain_order=True)
    )
    return pl.concat([ok, retry]).select(cols)


def index_parts(files: list[Path], k_max: int | None = None) -> tuple[ResumeIndex, list[tuple[Path, str]]]:
    """One read of the parts: the (request_key, sample) pairs of their judged rows (status not in
    ``RETRY_STATUSES``) as a :class:`~judge_engine.pipeline.resume_index.ResumeIndex`, and the parts holding rows
    no run wrote, each with why (:func:`row_fault`'s checks). The parts are read :data:`SCAN_FILES` at a time and
    only ``request_key``, ``sample``, ``parse_status`` and the two scores, so memory is the index (8 bytes per
    sample) plus one batch of those columns.

    Raises:
        Exception: what polars raises for a part that cannot be read or lacks a column (the caller names the
            files; :func:`short_parts` first names those lacking a column).
    """
    done = ResumeIndex()
    rows = 0
    faulty: list[tuple[Path, str]] = []
    cols = ("request_key", "sample", "parse_status", "score_first", "score_second")
    casts = [pl.col(c).cast(JUDGMENT_SCHEMA[c]) for c in cols]
    failed = pl.col("parse_status").is_in(list(RETRY_STATUSES))  # issue 18
    checks = _fault_checks(k_max)
    for i in range(0, len(files), SCAN_FILES):
        batch = files[i : i + SCAN_FILES]
        lf = pl.concat(
            [
                pl.scan_parquet(f, glob=False).select([*casts, pl.lit(j, pl.UInt32).alias("part")])
                for j, f in enumerate(batch)
            ]
        )
        keys, counts = pl.collect_all(
            [
                lf.filter(~failed).select("request_key", "sample"),
                lf.group_by("part").agg(expr.sum().alias(name) for name, expr in checks.items()).sort("part"),
            ]
        )
        done.add(keys["request_key"], keys["sample"])
        rows += keys.height
        for row in counts.iter_rows(named=True):
            if bad := [f"{n} {name}" for name, n in row.items() if name != "part" and n]:
                faulty.append((batch[row["part"]], "; ".join(bad)))
    if rows > len(done):  # a sample stored twice: a foreign part copied in (adversarial pass full84 D1)
        faulty += conflicting_parts(files)
    return done, faulty


_CONFLICT = "stored again with other scores or text in "


def conflicting_parts(files: list[Path]) -> list[tuple[Path, str]]:
    """The parts holding a judged (request_key, sample) that another row, in it or in another part, holds with other
    scores or another completion text, each with how many and where (adversarial pass full84 D1: a part copied from
    another folder judged the same keys replaced the run's verdicts without a word). Byte-identical duplicates (the
    same row written twice) are no conflict. One read of five columns of the parts (the text as its hash)."""
    failed = pl.col("parse_status").is_in(list(RETRY_STATUSES))
    lf = pl.concat(
        [
            pl.scan_parquet(f, glob=False)
            .filter(~failed)
            .select(
                pl.col("request_key").cast(pl.String),
                pl.col("sample").cast(pl.Int64),
                pl.struct(
                    pl.col("score_first").cast(pl.Float64),
                    pl.col("score_second").cast(pl.Float64),
                    pl.col("text").hash(),
                )
                .hash()
                .alias("content"),
                pl.lit(j, pl.UInt32).alias("part"),
            )
            for j, f in enumerate(files)
        ]
    )
    key = ["request_key", "sample"]
    clash = (
        lf.group_by(key).agg(pl.col("content").n_unique().alias("n"), pl.col("part").unique()).filter(pl.col("n") > 1)
    )
    per_part = clash.explode("part").group_by("part").agg(pl.len().alias("samples"), pl.col(key[0]).first()).collect()
    parts = sorted(per_part.iter_rows(named=True), key=lambda r: r["part"])
    out = []
    for r in parts:
        others = [files[o["part"]].name for o in parts if o["part"] != r["part"]][:2]
        out.append((files[r["part"]], f"{r['samples']} sample(s) {_CONFLICT}{', '.join(others) or 'the same part'}"))
    return out


def fault_message(folder: Path, bad: list[tuple[Path, str]], total: int) -> str:
    """:func:`unreadable_message`, or, when parts hold one sample with other scores or text
    (:func:`conflicting_parts`), the error naming them: no repair can tell which is this folder's."""
    clashing = [(f, err) for f, err in bad if _CONFLICT in err]
    if not clashing:
        return unreadable_message(folder, bad, total)
    named = "; ".join(f"{f} ({err})" for f, err in clashing[:3]) + (
        f"; and {len(clashing) - 3} more" if len(clashing) > 3 else ""
    )
    return (
        f"judgment parts of {folder} disagree: {named}. Two runs' judgments are mixed in {folder / 'judgments'}/: move "
        "the part(s) that are not this folder's out of it (the rerun judges again what they held), or rerun with "
        "--overwrite to judge everything again"
    )


def _fault_checks(k_max: int | None) -> dict[str, pl.Expr]:
    """Per-row checks of rows no run wrote, by the name :func:`row_fault` reports them under."""
    ok = pl.col("parse_status") == "ok"
    scored = pl.col("score_first").is_not_null() | pl.col("score_second").is_not_null()
    checks = {
        "rows parsed ok with no score": ok & pl.col("score_first").is_null(),
        "failed rows holding scores": ~ok & scored,
    }
    if k_max is not None:
        checks[f"samples outside 0..{k_max - 1}"] = (pl.col("sample") < 0) | (pl.col("sample") >= k_max)
    return checks


def short_parts(files: list[Path]) -> list[tuple[Path, str]]:
    """The parts whose footer lacks a column of JUDGMENT_SCHEMA, each with what it lacks (fresh pass full73 M4: a part
    without the score and verdict columns was resumed as samples parsed ``ok`` with no score); read from the footers
    only (a few kilobytes a part). A footer that cannot be read is left to the readers, which name it."""
    short = []
    for f in files:
        try:
            have = pl.read_parquet_schema(f)
        except Exception:  # polars raises several types for a foreign or corrupt footer: the readers name it
            continue
        if missing := [c for c in JUDGMENT_SCHEMA if c not in have]:
            short.append((f, "no column " + ", ".join(missing[:4]) + (" ..." if len(missing) > 4 else "")))
    return short


def unreadable_message(folder: Path, bad: list[tuple[Path, str]], total: int) -> str:
    """The error for ``bad`` parts (path, why) of ``total`` in the run folder ``folder``: up to three named, and
    ``--repair`` offered (it moves them to ``quarantine/`` and judges again only what they held)."""
    named = "; ".join(f"{f} ({err})" for f, err in bad[:3]) + (f"; and {len(bad) - 3} more" if len(bad) > 3 else "")
    return (
        f"cannot read {len(bad)} of {total} judgment part(s): {named}. Rerun with --repair to move the "
        f"unreadable part(s) to {folder / QUARANTINE}/ and judge again only what they held (the "
        f"{total - len(bad)} readable part(s) are kept)"
    )


def row_fault(path: Path, k_max: int | None = None) -> str | None:
    """Why the rows of one part are none a run wrote, or None (fresh pass full74 M1-M3): a row parsed ``ok`` with no
    ``score_first`` (it would be resumed as a judged sample with no score), a failed row holding scores (the
    calibration would read them as a verdict), or, with ``k_max`` (the most samples per order), a sample outside
    ``0 .. k_max - 1`` (it would be counted beside the planned ones). Reads four columns of the part.

    Raises:
        Exception: what polars raises for a part that cannot be read (the caller names it).
    """
    checks = _fault_checks(k_max)
    counts = (
        pl.scan_parquet(path, glob=False)
        .select(pl.col(c).cast(JUDGMENT_SCHEMA[c]) for c in ("sample", "parse_status", "score_first", "score_second"))
        .select(expr.sum().alias(name) for name, expr in checks.items())
        .collect()
        .row(0, named=True)
    )
    bad = [f"{n} {name}" for name, n in counts.items() if n]
    return "; ".join(bad) if bad else None
