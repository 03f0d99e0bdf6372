"""Reading judgment parts: a part's declared row count, and one row per (request_key, sample) over all parts."""

from __future__ import annotations

from pathlib import Path

import polars as pl

from judge_engine.schemas.tables import JUDGMENT_SCHEMA, RETRY_STATUSES


def footer_rows(path: Path) -> int | None:
    """Rows a Parquet file's footer declares, or None when the footer cannot be read."""
    try:
        import pyarrow.parquet as pq

        return int(pq.ParquetFile(path).metadata.num_rows)
    except Exception:  # truncated or foreign files fail in several ways
        return None


def dedup_judgments(lf: pl.LazyFrame, cols: list[str]) -> pl.LazyFrame:
    """``cols`` of the parts, one row per (request_key, sample): the first row whose status is not in
    ``RETRY_STATUSES``, else the last failure row (issue 18: a failed request's samples, retried later)."""
    read = list(dict.fromkeys([*cols, "request_key", "sample", "parse_status"]))
    lf = lf.select([pl.col(c).cast(JUDGMENT_SCHEMA[c]) for c in read])
    key = ["request_key", "sample"]
    failed = pl.col("parse_status").is_in(list(RETRY_STATUSES))
    ok = lf.filter(~failed).unique(subset=key, keep="first", maintain_order=True)
    retry = (
        lf.filter(failed).join(ok.select(key), on=key, how="anti").unique(subset=key, keep="last", maintain_order=True)
    )
    return pl.concat([ok, retry]).select(cols)
