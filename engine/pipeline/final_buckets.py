"""The final stage of a large pairwise run in memory bounded by buckets of pairs (issue 21).

When a run's valid input rows exceed :data:`BUCKET_PAIRS`, the final stage of the streaming path
(:func:`judge_engine.pipeline.finish.finish_run`: three-way verdicts, no verdict probabilities, not a reward
run, no people's labels to merge or carry) splits the pairs into B = ceil(rows / BUCKET_PAIRS) buckets by a
64-bit polars hash of ``pair_id`` (``hash() % B``):

1. one streaming pass writes this run's judgment rows (:data:`~judge_engine.pipeline.final_stream.DIGEST_COLUMNS`,
   never ``text``) and the valid input rows (with their position ``_row``) into per-bucket files under
   ``OUT/run/final/`` (removed after);
2. each bucket is digested (:func:`~judge_engine.pipeline.final_stream.digest`) and reduced with the kernels
   (:meth:`RunDigest.results`), its pair rows written sorted by ``_row``; what the summary needs is kept:
   sums (parse-status counts, token and slot totals), the latencies of the requests, and per pair only the
   narrow columns of the quality figures (:func:`~judge_engine.pipeline.metrics.pair_verdicts`, ``cs_a``,
   ``cs_b``, ``verdict``, ``bpde``, ``conflict``, labels and categories when present);
3. ``needs_review`` (top ceil(beta N) by BPDE, ties by ``pair_id``: :func:`~judge_engine.kernels.review.
   select_for_review`) is decided from the BPDE of every ranked pair as a threshold (bpde_t, pair_id_t);
4. ``pairs.parquet`` is assembled in the input's order (the valid rows in ranges of ``_row``, then the flagged
   rows) by a streaming sink: the same rows, columns and dtypes as the one-table path.

A pair's judgment rows and its input row share a bucket, so every per-pair figure is the kernels' on that
pair alone; the figures summed over buckets are integer counts; the rates are computed once, over all pairs.
"""

from __future__ import annotations

import os
import shutil
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

import polars as pl
import pyarrow.parquet as pq

from judge_engine.config import RunConfig
from judge_engine.errors import StoreError, one_line
from judge_engine.files import fsync_dir
from judge_engine.kernels.agreement import order_verdict_codes
from judge_engine.kernels.review import review_count
from judge_engine.kernels.segments import NO_VERDICT
from judge_engine.pipeline.final_ranges import SIZE_BLOCK, new_tally, range_bounds, tally_row_bytes
from judge_engine.pipeline.final_stream import (
    DIGEST_COLUMNS,
    RunDigest,
    digest,
    flag_too_long,
    meta_frame,
    parts_exactly_once,
    run_keys,
    scan_run,
)
from judge_engine.pipeline.heap import trim_heap
from judge_engine.pipeline.lock import check_lock
from judge_engine.pipeline.reward import is_reward_run
from judge_engine.pipeline.spill import RUN_DIR
from judge_engine.schemas.tables import JUDGMENT_SCHEMA, PAIR_RESULT_COLUMNS, PROMPT_TOO_LONG

if TYPE_CHECKING:
    import numpy as np

    from judge_engine.pipeline.finish import Judged

T = TypeVar("T")
U = TypeVar("U")

BUCKET_PAIRS = 125_000
"""Most valid input rows per bucket (on average: buckets are hashes of ``pair_id``); at or below it the final
stage holds the pairs in one table."""

BUCKET_BYTES = 256 * 2**20
"""Most bytes of input-row metadata per bucket (on average; :func:`meta_bytes`), so wide rows (a long
``reference``) give more buckets than their count alone (breaker pass 36 M1: 65,000 rows of 24 KB per bucket)."""

RANGE_BYTES = 64 * 2**20
"""Bytes (the tally of :mod:`~judge_engine.pipeline.final_ranges`) of the pair rows ``pairs.parquet`` is assembled
from at a time: each read of a range of input rows reads every bucket's file, so a range holds as many rows as fit
(at most half of :data:`BUCKET_PAIRS`, at least one block of rows; wide rows, a long ``reference``, take fewer,
counted from the rows of the range itself). At 10M pairs (80 buckets,
short rows) half a bucket's rows per range assembled in 65.8 s against 78.6 s for a quarter and 60.3 s for a
whole bucket, which raised the 1M run's final-stage peak from 0.52 to 0.53 GiB."""

SPLIT_ROW_GROUP = 32_768
"""Rows per row group of the split files: each bucket's writer buffers up to a row group."""

EMPTY_META = pl.DataFrame(
    schema={"pair_id": pl.String, "source_file": pl.String, "source_row": pl.UInt32, "flag": pl.String}
)
"""The input rows' metadata of a run that planned nothing."""

_METRIC_COLUMNS = ("pair_id", "cs_a", "cs_b", "verdict", "bpde", "conflict", "human_label", "category")
_ORDER_VERDICTS = ("first_ab", "first_ba", "mean_ab", "mean_ba")
_LABELS = {0: "a", 1: "b", 2: "tie"}
_RANKED = pl.col("verdict").is_not_null() & pl.col("bpde").is_not_null()


def over_rows(judged: Judged, found: int, read: Callable[[pl.LazyFrame], T], then: Callable[[pl.LazyFrame, T], U]) -> U:
    """``then(rows, read(rows))`` on this run's judgment rows (:data:`DIGEST_COLUMNS`, lazily; no ``text``).

    When the parts hold each sample once and only this run's (the rows are the resume index's, and the index
    holds ``found`` of the run's samples, as many as it holds:
    :func:`~judge_engine.pipeline.final_stream.resumed_samples`) the parts are scanned as they are; otherwise
    this run's rows (the run's keys semi-joined from their spill, deduplicated) are first written to
    ``OUT/run/final-rows.parquet`` by a
    streaming sink (removed after ``then``). ``read`` is retried on parts scanned one by one when the parts
    cannot be scanned together (castable but different schemas); ``then`` is not retried.

    Raises:
        StoreError: a part cannot be read (the message names the files, as :meth:`Store.read_judgments`).
    """
    store, stats = judged.store, judged.stats
    files = sorted(store.parts.glob("part-*.parquet")) if store.parts.is_dir() else []
    once = parts_exactly_once(files, lambda: len(store.done))
    mine = once and found == len(store.done)
    sunk = store.dir / RUN_DIR / "final-rows.parquet"
    for per_file in (False, True):  # parts of castable but different schemas: scanned one by one
        try:
            try:
                rows = scan_run(files, None if mine else run_keys(stats.request_keys), once, per_file)
                rows = rows if mine else _sunk(rows, sunk)
                got = read(rows)
            except Exception as exc:  # polars raises several types for foreign or corrupt parts
                first = one_line(f"{exc.__class__.__name__}: {exc}", 200)
                continue
            return then(rows, got)
        finally:
            sunk.unlink(missing_ok=True)  # read whole by then: not kept
    store.read_judgments(columns=["request_key"])  # names the unreadable parts (StoreError)
    raise StoreError(f"{store.parts}: cannot read the judgment parts together ({first})")


def _sunk(rows: pl.LazyFrame, path: Path) -> pl.LazyFrame:
    """``rows`` written to ``path`` by polars' streaming sink, scanned back."""
    path.parent.mkdir(parents=True, exist_ok=True)
    rows.sink_parquet(path)
    return pl.scan_parquet(path, glob=False)


def this_run_digest(judged: Judged, found: int) -> tuple[pl.DataFrame, RunDigest]:
    """The per-row metadata (pairs too long for the context flagged) and the per-pair digest of this run's
    judgments in one table, computed by polars' streaming engine over the rows of :func:`over_rows`
    (``found``: the run's stored samples).

    Raises:
        StoreError: a part cannot be read.
    """
    meta = judged.stats.meta
    return over_rows(
        judged,
        found,
        lambda rows: digest(rows, streaming=True),
        lambda _, dig: (flag_too_long(meta_frame(meta, EMPTY_META), dig.too_long), dig),
    )


def meta_lazy(meta: Any) -> pl.LazyFrame:
    """The input rows' metadata of a run (its spill ``OUT/run/meta-*``, scanned; or a list of frames) lazily,
    the files' schemas unified as :func:`~judge_engine.pipeline.final_stream.meta_frame` does."""
    paths = getattr(meta, "paths", None)
    if paths:
        return pl.concat([pl.scan_parquet(p, glob=False) for p in paths], how="diagonal_relaxed")
    return meta_frame(meta, EMPTY_META).lazy()


def bucket_count(config: RunConfig, judged: Judged) -> int:
    """Buckets of the final stage: ceil(valid input rows / :data:`BUCKET_PAIRS`), or more when the input rows'
    metadata is wide (ceil(bytes / :data:`BUCKET_BYTES`), :func:`meta_bytes`) and there is more than one bucket by
    rows; 1 (one table) for a reward run, a run that reused folders (people's labels carried) and a folder with
    people's labels."""
    store = judged.store
    if is_reward_run(config) or store.reused is not None or (store.dir / "review_labels.parquet").is_file():
        return 1
    valid = meta_lazy(judged.stats.meta).filter(pl.col("flag").is_null()).select(pl.len()).collect().item()
    by_rows = max(1, -(-int(valid) // BUCKET_PAIRS))
    return by_rows if by_rows == 1 else max(by_rows, -(-meta_bytes(judged.stats.meta) // BUCKET_BYTES))


def meta_bytes(meta: Any) -> int:
    """Uncompressed bytes of the input rows' metadata (its spill's Parquet footers: the row groups'
    ``total_byte_size``; a list of frames: their estimated size), every row, flagged ones too."""
    paths = getattr(meta, "paths", None)
    if paths:
        footers = [pq.read_metadata(p) for p in paths]
        return int(sum(m.row_group(i).total_byte_size for m in footers for i in range(m.num_row_groups)))
    return int(meta_frame(meta, EMPTY_META).estimated_size())


@dataclass
class Bucketed:
    """What :func:`finish_in_buckets` hands back for the summary.

    Attributes:
        digest: the run's totals, parse-status counts, latencies and ``too_long`` pairs (``pairs`` empty).
        verdicts: :func:`~judge_engine.pipeline.metrics.pair_verdicts` of every digested pair (the order
            verdicts as Int8 codes unless the input has ``human_label``; ``n_rows`` / ``n_ok`` only with
            ``category``: :func:`_verdict_codes`).
        judged: the judged rows' quality columns (``pair_id``, ``cs_a``, ``cs_b``, ``verdict``, ``bpde``,
            ``conflict``, ``needs_review``, ``flag`` null, and ``human_label`` / ``category`` when input columns).
        pairs: ``flag``, ``n_samples`` (and ``injection_suspect`` when present) of every row of ``pairs.parquet``.
        staged: ``pairs.parquet`` written under a temporary name in the folder (:func:`publish` renames it).
    """

    digest: RunDigest
    verdicts: pl.DataFrame
    judged: pl.DataFrame
    pairs: pl.DataFrame
    staged: Path


def finish_in_buckets(config: RunConfig, judged: Judged, buckets: int, found: int) -> Bucketed | None:
    """Pair results of the streaming final stage in ``buckets`` buckets (module docstring; ``found``: the
    run's stored samples, as :func:`over_rows` takes them); the store's resume index is released first
    (:meth:`~judge_engine.pipeline.resume_index.ResumeIndex.release`: 8 bytes per sample, 46 MiB at 6M samples,
    not held through the buckets; its count is kept). None when the
    judgments hold verdict probabilities (the rows-based path takes them) or no pair is left to judge.

    Raises:
        StoreError: a part cannot be read.
        ValueError: a pair's parsed scores sum to a non-finite number.
    """
    judged.store.done.release()  # the samples are counted (found; len keeps the count): no look-up follows
    work = judged.store.dir / RUN_DIR / "final"
    shutil.rmtree(work, ignore_errors=True)
    meta = meta_lazy(judged.stats.meta).with_row_index("_row")
    key = {"_b": pl.col("pair_id").hash() % buckets}

    def split(rows: pl.LazyFrame) -> None:  # one pass over the parts: reading errors are retried per file
        shutil.rmtree(work / "rows", ignore_errors=True)  # what a failed attempt left
        rows.sink_parquet(
            pl.PartitionBy(work / "rows", key=key, include_key=False),
            mkdir=True,
            compression="lz4",
            row_group_size=SPLIT_ROW_GROUP,
        )

    # each bucket's writer buffers a row group: of SPLIT_ROW_GROUP rows, fewer when the rows are wide (about
    # RANGE_BYTES / 8 a group; breaker pass 36 M1)
    n = int(meta.select(pl.len()).collect().item())
    meta_rg = int(min(SPLIT_ROW_GROUP, max(1, (RANGE_BYTES // 8) * n // max(meta_bytes(judged.stats.meta), 1))))
    try:
        meta.filter(pl.col("flag").is_null()).sink_parquet(
            pl.PartitionBy(work / "meta", key=key, include_key=False),
            mkdir=True,
            compression="lz4",
            row_group_size=meta_rg,
        )
        return over_rows(judged, found, split, lambda *_: _buckets(config, judged, meta, n, work, buckets))
    finally:
        shutil.rmtree(work, ignore_errors=True)


def _bucket(folder: Path, b: int, empty: pl.LazyFrame) -> pl.LazyFrame:
    files = sorted((folder / f"_b={b}").glob("*.parquet"))
    return pl.scan_parquet(files, glob=False) if files else empty


def _buckets(
    config: RunConfig, judged: Judged, meta: pl.LazyFrame, n: int, work: Path, buckets: int
) -> Bucketed | None:
    both = config.sampling.orders == "both"
    no_rows = pl.LazyFrame(schema={c: JUDGMENT_SCHEMA[c] for c in DIGEST_COLUMNS})
    meta_cols = meta.collect_schema().names()
    carried = [c for c in meta_cols if c not in ("_row", *PAIR_RESULT_COLUMNS)]
    counts: dict[str, int] = {}
    totals: dict[str, int] = {}
    lat, too_long, verdicts, written = [], [], [], []
    tally = new_tally(n)  # bytes of the valid rows per block of the n input rows
    for b in range(buckets):
        dig = digest(_bucket(work / "rows", b, no_rows), streaming=True)
        if dig.total("n_probs"):
            return None
        valid = flag_too_long(_bucket(work / "meta", b, meta.clear()).collect().sort("_row"), dig.too_long)
        valid = valid.filter(pl.col("flag").is_null())
        res = pl.concat([valid.select("pair_id"), dig.results(valid, both)], how="horizontal")
        res = res.hstack(valid.drop("pair_id"))
        res = res.join(dig.keys, on="pair_id", how="left", maintain_order="left")
        tally_row_bytes(res, tally)
        if res.height:
            path = work / f"pairs-{b:05d}.parquet"
            # sorted by _row: a range of _row reads few row groups, each of at most 8,192 rows and about
            # RANGE_BYTES / 8 (a range reads a row group of every bucket; wide rows, breaker pass 36 M1)
            rg = max(1, min(8192, (RANGE_BYTES // 8) * res.height // max(int(res.estimated_size()), 1)))
            res.write_parquet(path, row_group_size=rg)
            written.append(path)
        verdicts.append(_verdict_codes(dig, "category" in carried))
        for st, n in dig.status_counts.items():
            counts[st] = counts.get(st, 0) + n
        for c, n in dig.totals.items():
            totals[c] = totals.get(c, 0) + n
        lat.append(dig.latencies)
        too_long.append(dig.too_long)
        del dig, valid, res
        trim_heap()
    if not written:
        return None
    ov = pl.concat(verdicts)
    if "human_label" in carried:  # compared with the labels (accuracy by order): as labels
        ov = ov.with_columns(pl.col(c).replace_strict(_LABELS, return_dtype=pl.String) for c in _ORDER_VERDICTS)
    review = _review(pl.scan_parquet(written, glob=False), config.calibration.review_beta)
    flagged_ids = pl.concat(too_long)
    columns = [*PAIR_RESULT_COLUMNS, *carried, "judged_key"]
    staged, ranges = _assemble(judged.store.dir, meta, written, review, flagged_ids, columns, work, tally)
    # the judged rows in input order, as one table (the bootstrap's), read back from the ranges just written
    used = [c for c in (*_METRIC_COLUMNS, "needs_review", "flag") if c in columns]
    judged_rows = pl.scan_parquet(ranges, glob=False).select(used).collect()
    lean = ["flag", "n_samples", *(["injection_suspect"] if "injection_suspect" in carried else [])]
    run = RunDigest(
        pairs=pl.DataFrame(),
        too_long=flagged_ids,
        status_counts=dict(sorted(counts.items())),
        totals=totals,
        latencies=pl.concat(lat),
    )
    pairs = pl.scan_parquet(staged, glob=False).select(lean).collect()
    return Bucketed(digest=run, verdicts=ov, judged=judged_rows, pairs=pairs, staged=staged)


def _verdict_codes(dig: RunDigest, counts: bool) -> pl.DataFrame:
    """:func:`~judge_engine.pipeline.metrics.pair_verdicts` of a bucket's pairs with the order verdicts as
    Int8 codes (0 a, 1 b, 2 tie; null for none: the conflict figures compare them as they compare the labels),
    ``n_rows`` and ``n_ok`` only when ``counts`` (figures by category)."""
    codes = order_verdict_codes(dig.stats())
    out = pl.DataFrame({"pair_id": dig.pairs["pair_id"], **{c: pl.Series(c, codes[c], dtype=pl.Int8) for c in codes}})
    out = out.with_columns(pl.when(pl.col(c) != NO_VERDICT).then(pl.col(c)).alias(c) for c in _ORDER_VERDICTS)
    return out.hstack(dig.pairs.select("n_rows", "n_ok")) if counts else out


def _review(rows: pl.LazyFrame, beta: float) -> pl.Expr:
    """``needs_review`` as an expression over ``pair_id``, ``bpde``, ``verdict``: True for the top ceil(beta N)
    of the N ranked pairs of ``rows`` (the judged rows, lazily) by BPDE (ties by ``pair_id`` ascending; valid ids
    are unique), and for every pair not ranked (:func:`~judge_engine.kernels.review.select_for_review`)."""
    has = rows.filter(_RANKED).select("pair_id", "bpde")
    m = review_count(beta, int(has.select(pl.len()).collect().item()))
    if m == 0:
        return ~_RANKED
    # the m-th pair in (bpde descending, pair_id ascending): its BPDE from a sort of that column alone, then its
    # pair_id among the pairs with that BPDE (a sort of both columns over every pair held about 5x the memory)
    bpde = pl.col("bpde")
    bt = has.select(bpde.sort(descending=True).get(m - 1)).collect().item()
    above = int(has.filter(bpde > bt).select(pl.len()).collect().item())
    pid = has.filter(bpde == bt).select(pl.col("pair_id").sort().get(m - above - 1)).collect().item()
    return ~_RANKED | (bpde > bt) | ((bpde == bt) & (pl.col("pair_id") <= pid))


def _assemble(
    out: Path,
    meta: pl.LazyFrame,
    written: list[Path],
    review: pl.Expr,
    too_long: pl.Series,
    columns: list[str],
    work: Path,
    tally: np.ndarray,
) -> tuple[Path, list[Path]]:
    """``pairs.parquet`` under a temporary name in ``out``: the valid rows in input order (ranges of ``_row``
    gathered from the buckets' files, each at most :data:`RANGE_BYTES` by ``tally``, the bytes per block of input
    rows, :func:`~judge_engine.pipeline.final_ranges.range_bounds`), then the flagged rows (those of the pairs in
    ``too_long`` among them); returned with the files of those ranges (under ``work``: ``columns``, the valid rows
    in input order)."""
    scan = pl.scan_parquet(written, glob=False)
    ranges: list[Path] = []
    held = 0  # valid rows written to the ranges
    for lo, hi in range_bounds(tally, RANGE_BYTES, max(1, BUCKET_PAIRS // 2) // SIZE_BLOCK):
        rows = pl.col("_row").is_between(lo * SIZE_BLOCK, hi * SIZE_BLOCK - 1)
        part = scan.filter(rows).collect().sort("_row")
        if part.height:
            path = work / f"range-{len(ranges):05d}.parquet"
            part.with_columns(review.alias("needs_review")).select(columns).write_parquet(path)
            ranges.append(path)
            held += part.height
        del part
    flag = pl.col("flag")
    if too_long.len():
        too = flag.is_null() & pl.col("pair_id").is_in(too_long.implode())
        flag = pl.when(too).then(pl.lit(PROMPT_TOO_LONG)).otherwise(flag)
    flagged = meta.drop("_row").with_columns(flag.alias("flag")).filter(pl.col("flag").is_not_null())
    staged = out / f".tmp-{uuid.uuid4().hex}-pairs.parquet"
    # the sink buffers a row group: polars' own size (its chunks) for narrow rows, and row groups of about
    # RANGE_BYTES when fewer than SPLIT_ROW_GROUP rows fill that (breaker pass 36 M1: 130,000 rows of 24 KB were one
    # 2.4 GB group; an explicit 512^2 rows for narrow rows raised the 1M run's final-stage peak by 0.02 GiB)
    fit = RANGE_BYTES * held // max(int(tally.sum()), 1)
    rg = int(max(1, fit)) if fit < SPLIT_ROW_GROUP else None
    pl.concat([pl.scan_parquet(ranges, glob=False), flagged], how="diagonal_relaxed").select(columns).sink_parquet(
        staged, row_group_size=rg
    )
    return staged, ranges


def publish(out: Path, staged: Path) -> Path:
    """Rename the staged ``pairs.parquet`` into place (fsynced; the lock checked as :meth:`Store.write_table`)."""
    check_lock(out)
    with open(staged, "rb+") as f:
        os.fsync(f.fileno())
    path = out / "pairs.parquet"
    os.replace(staged, path)
    fsync_dir(out)
    return path
