"""The final stage's one pass over the judgments: a per-pair digest computed by a polars group-by (the
streaming engine over lazy scans of the parts on a run's path), in place of the judgment rows.

Everything the final stage computes from judgments is either per pair (the kernels' reductions, Wang et
al. 2024 Eq. 2-6, computed from :class:`~judge_engine.kernels.segments.PairStats`) or a sum over pairs, so
the rows reduce to one row per pair (1 / (2k) of the rows) in a single group-by, plus two small global
queries (the parse-status counts and the distinct request latencies). Only the columns below are read:
never ``text``. Memory is the group-by's table of pairs, not the rows.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
import polars as pl

from judge_engine.kernels.agreement import order_verdict_codes
from judge_engine.kernels.calibration import calibrated_arrays
from judge_engine.kernels.segments import EPS, NO_VERDICT, PairStats, labels_from_codes
from judge_engine.pipeline.parts import dedup_judgments, footer_rows
from judge_engine.pipeline.resume_index import GOLDEN, ResumeIndex, sample_keys
from judge_engine.schemas.tables import JUDGMENT_SCHEMA, PROMPT_TOO_LONG, RETRY_STATUSES

DIGEST_COLUMNS = [
    "pair_id",
    "order",
    "sample",
    "score_first",
    "score_second",
    "score_a",
    "score_b",
    "parse_status",
    "prompt_tokens",
    "completion_tokens",
    "cached_tokens",
    "latency_s",
    "input_truncated",
    "p_a",
    "request_key",
]
"""The judgment columns the digest reads (all but ``text``, ``verdict``, ``finish_reason``, ``p_b``, ``p_tie``)."""

TOKENS = ("prompt_tokens", "completion_tokens", "cached_tokens")


def _first(d: pl.Expr, mask: str) -> pl.Expr:
    """score_a - score_b of the lowest-numbered sample where ``mask`` holds (null when none)."""
    return pl.when(pl.col(mask).any()).then(d.min_by(pl.when(pl.col(mask)).then(pl.col("sample"))))


def _mean(d: pl.Expr, mask: str) -> pl.Expr:
    n = pl.col(mask).sum()
    return pl.when(n > 0).then(pl.when(pl.col(mask)).then(d).sum() / n)


def answered() -> pl.Expr:
    """True for a judgment row the judge answered: its ``parse_status`` (a parse failure included) is not in
    :data:`~judge_engine.schemas.tables.RETRY_STATUSES` (a failed request, a replay ``missing`` stand-in)."""
    return ~pl.col("parse_status").is_in(list(RETRY_STATUSES))


def pair_digest_query(rows: pl.LazyFrame) -> pl.LazyFrame:
    """One row per ``pair_id`` of judgment rows (:data:`DIGEST_COLUMNS`, one row per (pair, order, sample)).

    Returns (lazy):
        ``pair_id``; the :class:`~judge_engine.kernels.segments.PairStats` fields (``n_samples``, ``n_valid``,
        ``sum_a``, ``sum_b``, ``n_win``, ``n_lose``, ``first_ab``, ``first_ba``, ``mean_ab``, ``mean_ba``;
        ``n_samples`` counts the samples the judge answered: a sample whose ``parse_status`` is in
        :data:`~judge_engine.schemas.tables.RETRY_STATUSES` (a failed request, a replay recording's ``missing``
        stand-in) is not one, so a pair with only such samples has ``n_samples = 0`` and is counted as missing,
        not judged (fresh pass adv59 D5); ``first_*`` / ``mean_*`` null where the order has no parsed sample; a
        sample is parsed when both ``score_a`` and ``score_b`` are set and not NaN, as in the kernels);
        ``n_rows`` (every sample stored, those included: the per-category parse-failure rates' denominator),
        ``n_ok`` (``parse_status`` = ok), ``too_long`` (a sample with ``prompt_too_long``) and ``judged_key``
        (as :func:`judged_keys_query`, in the same pass; null when the pair has no order-ab row).
    """
    a, b = pl.col("score_a"), pl.col("score_b")
    valid = a.is_not_null() & b.is_not_null() & ~a.is_nan() & ~b.is_nan()
    ab, ba = pl.col("order") == "ab", pl.col("order") == "ba"
    pre = rows.with_columns(
        (a - b).alias("_d"), valid.alias("_v"), (valid & ab).alias("_vab"), (valid & ba).alias("_vba")
    )
    d, v = pl.col("_d"), pl.col("_v")
    return pre.group_by("pair_id").agg(
        answered().sum().cast(pl.Int64).alias("n_samples"),
        pl.len().cast(pl.Int64).alias("n_rows"),
        v.sum().cast(pl.Int64).alias("n_valid"),
        pl.when(v).then(a).sum().alias("sum_a"),
        pl.when(v).then(b).sum().alias("sum_b"),
        (v & (d > EPS)).sum().cast(pl.Int64).alias("n_win"),
        (v & (d < -EPS)).sum().cast(pl.Int64).alias("n_lose"),
        _first(d, "_vab").alias("first_ab"),
        _first(d, "_vba").alias("first_ba"),
        _mean(d, "_vab").alias("mean_ab"),
        _mean(d, "_vba").alias("mean_ba"),
        (pl.col("parse_status") == "ok").sum().cast(pl.Int64).alias("n_ok"),
        (pl.col("parse_status") == PROMPT_TOO_LONG).any().alias("too_long"),
        pl.col("request_key").filter(ab).min().alias("judged_key"),
    )


TOTALS = ("n", "n_failed", "n_probs", "truncated", "slot_n", "slot_first", "slot_second", *TOKENS)


def totals_query(rows: pl.LazyFrame) -> pl.LazyFrame:
    """Per ``parse_status``: samples ``n``, ``n_failed`` (status in RETRY_STATUSES), ``n_probs`` (rows with
    ``p_a``), ``truncated`` (sample-0 rows with ``input_truncated``: one per (pair, order) whose input was
    truncated), ``slot_n``, ``slot_first``, ``slot_second`` (samples with both slot scores, and those won by
    slot 1 / slot 2 beyond EPS) and the token sums (nulls as 0)."""
    slot = pl.col("score_first") - pl.col("score_second")
    return rows.group_by("parse_status").agg(
        pl.len().cast(pl.Int64).alias("n"),
        (~answered()).sum().cast(pl.Int64).alias("n_failed"),
        pl.col("p_a").is_not_null().sum().cast(pl.Int64).alias("n_probs"),
        (pl.col("input_truncated").fill_null(False) & (pl.col("sample") == 0)).sum().cast(pl.Int64).alias("truncated"),
        slot.is_not_null().sum().cast(pl.Int64).alias("slot_n"),
        (slot > EPS).sum().cast(pl.Int64).alias("slot_first"),
        (slot < -EPS).sum().cast(pl.Int64).alias("slot_second"),
        *[pl.col(c).fill_null(0).sum().cast(pl.Int64).alias(c) for c in TOKENS],
    )


def judged_keys_query(rows: pl.LazyFrame) -> pl.LazyFrame:
    """``pair_id``, ``judged_key``: the order-ab ``request_key`` of each pair (the least if there are several)."""
    return rows.filter(pl.col("order") == "ab").group_by("pair_id").agg(pl.col("request_key").min().alias("judged_key"))


def latency_query(rows: pl.LazyFrame) -> pl.LazyFrame:
    """``latency_s`` of each distinct (request_key, latency_s): one per draw of a request (the keys by their
    64-bit polars hash)."""
    lat = rows.filter(pl.col("latency_s").is_not_null())
    return lat.select(pl.col("request_key").hash().alias("_k"), "latency_s").unique().select("latency_s")


@dataclass
class RunDigest:
    """This run's judgments reduced for the final stage (:func:`digest`).

    Attributes:
        pairs: one row per judged pair (:func:`pair_digest_query`'s columns), those with a
            ``prompt_too_long`` sample excluded, in no particular order (every use joins by ``pair_id``).
        too_long: ``pair_id`` (str) of the pairs with a ``prompt_too_long`` sample (flagged, not judged).
        status_counts: samples per ``parse_status`` (the other pairs' samples).
        totals: :data:`TOTALS` summed over those samples (:func:`totals_query`).
        keys: ``pair_id``, ``judged_key`` of those pairs (:func:`judged_keys_query`; null without an ab row).
        latencies: ``latency_s`` (f64 seconds) of each distinct (request_key, latency_s): one per draw of a
            request.
    """

    pairs: pl.DataFrame
    too_long: pl.Series
    status_counts: dict[str, int] = field(default_factory=dict)
    totals: dict[str, int] = field(default_factory=dict)
    keys: pl.DataFrame = field(
        default_factory=lambda: pl.DataFrame(schema={"pair_id": pl.String, "judged_key": pl.String})
    )
    latencies: pl.Series = field(default_factory=lambda: pl.Series("latency_s", [], dtype=pl.Float64))

    @property
    def height(self) -> int:
        """Judgment rows (samples) of the judged pairs."""
        return self.total("n")

    def total(self, name: str) -> int:
        """One of :data:`TOTALS` (0 without samples)."""
        return int(self.totals.get(name, 0))

    def stats(self, ids: pl.DataFrame | None = None, aligned: bool = False) -> PairStats:
        """:class:`PairStats` of the pairs (of those whose ``pair_id`` is in ``ids`` when given), in the
        order of :attr:`pairs` (not sorted: the kernels' per-pair outputs are joined by ``pair_id``); with
        ``aligned``, one entry per row of ``ids`` in its order (a pair without judgments: no samples).

        Raises:
            ValueError: a pair's parsed scores sum to a non-finite number (as :func:`~judge_engine.kernels.
                segments.pair_stats`).
        """
        if ids is None:
            t = self.pairs
        elif aligned:
            t = ids.select("pair_id").join(self.pairs, on="pair_id", how="left", maintain_order="left")
        else:
            t = self.pairs.join(ids.select("pair_id"), on="pair_id", how="semi")

        def arr(c: str, dtype: Any) -> np.ndarray:
            return t[c].cast(dtype).fill_null(np.nan if dtype == pl.Float64 else 0).to_numpy()

        i64 = {c: arr(c, pl.Int64) for c in ("n_samples", "n_valid", "n_win", "n_lose")}
        f64 = {c: arr(c, pl.Float64) for c in ("sum_a", "sum_b", "first_ab", "first_ba", "mean_ab", "mean_ba")}
        bad = (i64["n_valid"] > 0) & ~(np.isfinite(f64["sum_a"]) & np.isfinite(f64["sum_b"]))
        if bad.any():
            pid = t["pair_id"][int(np.flatnonzero(bad)[0])]
            raise ValueError(f"judgments hold a non-finite score (pair_id {pid!r})")
        return PairStats(
            pair_id=t["pair_id"],
            **i64,
            **{k: v for k, v in f64.items()},
            n_tie=i64["n_valid"] - i64["n_win"] - i64["n_lose"],
            orders_valid=(~np.isnan(f64["first_ab"])).astype(np.int8) + (~np.isnan(f64["first_ba"])).astype(np.int8),
        )

    def results(self, ids: pl.DataFrame, both_orders: bool) -> pl.DataFrame:
        """The kernels' per-pair columns of :func:`judge_engine.pipeline.metrics.pair_results` for the rows of
        ``ids`` (``pair_id``), in its order: ``n_samples``, ``n_valid`` (u32), ``orders_valid`` (i8), ``cs_a``,
        ``cs_b``, ``verdict``, ``p_win``, ``p_tie``, ``p_lose``, ``bpde`` (Wang et al. 2024 Eq. 2-6,
        :func:`~judge_engine.kernels.calibration.calibrated_arrays`) and ``conflict`` (the first parsed samples'
        verdicts of the two orders differ; null unless both have one: :func:`~judge_engine.kernels.agreement.
        conflicts`, basis ``first``); built column by column on the rows of ``ids``, no join of frames."""
        st = self.stats(ids, aligned=True)
        c = calibrated_arrays(st, both_orders)
        codes = order_verdict_codes(st)
        ab, ba = codes["first_ab"], codes["first_ba"]
        missing = pl.Series((ab == NO_VERDICT) | (ba == NO_VERDICT))
        conflict = pl.Series("conflict", ab != ba).zip_with(~missing, pl.Series([None], dtype=pl.Boolean))
        floats = {k: pl.Series(k, getattr(c, k), nan_to_null=True) for k in ("cs_a", "cs_b")}
        shares = {k: pl.Series(k, getattr(c, k), nan_to_null=True) for k in ("p_win", "p_tie", "p_lose", "bpde")}
        return pl.DataFrame(
            {
                "n_samples": st.n_samples.astype(np.uint32),
                "n_valid": st.n_valid.astype(np.uint32),
                "orders_valid": pl.Series("orders_valid", st.orders_valid, dtype=pl.Int8),
                **floats,
                "verdict": labels_from_codes(c.verdict),
                **shares,
                "conflict": conflict,
            }
        )

    def position_preference(self) -> dict[str, float | None]:
        """:func:`~judge_engine.kernels.agreement.position_preference` from the per-pair slot counts."""
        n = self.total("slot_n")
        if n == 0:
            return {"first": None, "second": None, "tie": None, "n": 0}
        first, second = self.total("slot_first"), self.total("slot_second")
        return {"first": first / n, "second": second / n, "tie": (n - first - second) / n, "n": n}


def _rows(lf: pl.LazyFrame) -> pl.LazyFrame:
    present = set(lf.collect_schema().names())
    return lf.select(
        [
            pl.col(c).cast(JUDGMENT_SCHEMA[c]) if c in present else pl.lit(None, JUDGMENT_SCHEMA[c]).alias(c)
            for c in DIGEST_COLUMNS
        ]
    )


def digest(rows: pl.LazyFrame | pl.DataFrame, streaming: bool = False, drop_too_long: bool = True) -> RunDigest:
    """Reduce judgment rows (one per (pair, order, sample), JUDGMENT_SCHEMA columns; those of
    :data:`DIGEST_COLUMNS` absent read as null) to a :class:`RunDigest`: three queries over ``rows`` (the pairs
    with their ``judged_key``, the totals, the latencies), one after the other (so the peak is the largest
    group-by's, not their sum), run with polars' streaming engine when ``streaming`` (lazy scans of the parts:
    bounded memory).

    Args:
        drop_too_long: leave the pairs with a ``prompt_too_long`` sample out of every figure (the final
            stage flags them); otherwise they count like the others (``too_long`` still names them).
    """
    lf = _rows(rows.lazy())
    engine: Any = "streaming" if streaming else "auto"
    table = pair_digest_query(lf).collect(engine=engine)
    too_long = table.filter(pl.col("too_long"))["pair_id"]
    if too_long.len() and drop_too_long:
        table = table.filter(~pl.col("too_long"))
        lf = lf.filter(~pl.col("pair_id").is_in(too_long.implode()))
    by_status = totals_query(lf).collect(engine=engine).sort("parse_status")
    totals = {c: int(by_status[c].sum()) for c in TOTALS} if by_status.height else {}
    return RunDigest(
        pairs=table,
        too_long=too_long,
        status_counts={str(st): int(n) for st, n in by_status.select("parse_status", "n").iter_rows()},
        totals=totals,
        keys=table.select("pair_id", "judged_key"),
        latencies=latency_query(lf).collect(engine=engine)["latency_s"],
    )


def scan_run(files: list[Path], keys: pl.LazyFrame | None, exactly_once: bool, per_file: bool = False) -> pl.LazyFrame:
    """The judgment rows of the parts ``files`` (:data:`DIGEST_COLUMNS`, lazily), only those whose
    ``request_key`` is in ``keys`` (a semi-join on 64-bit hashes of the keys, polars ``Expr.hash``: two keys
    share one with probability about n^2 / 2^65) when given.

    Args:
        exactly_once: the parts hold each (request_key, sample) once and no failed request (the caller
            checked: e.g. their rows equal the resume index's distinct samples); otherwise the rows are
            deduplicated as :func:`~judge_engine.pipeline.parts.dedup_judgments` does (a hash table of
            every (request_key, sample): memory grows with the rows).
        per_file: scan each part on its own and cast it (parts whose schemas differ in a castable way:
            an extra column, ``sample`` as Int64); otherwise one scan of all.
    """
    if not files:
        lf = _rows(pl.LazyFrame(schema=JUDGMENT_SCHEMA))
    elif per_file:
        lf = pl.concat([_rows(pl.scan_parquet(f, glob=False)) for f in files])
    else:
        lf = _rows(pl.scan_parquet(files, glob=False))
    if not exactly_once:
        lf = dedup_judgments(lf, DIGEST_COLUMNS)
    if keys is not None:
        hashed = keys.select(pl.col("request_key").cast(pl.String).hash().alias("_rk"))
        lf = lf.with_columns(pl.col("request_key").hash().alias("_rk")).join(hashed, on="_rk", how="semi").drop("_rk")
    return lf


def parts_exactly_once(files: list[Path], distinct: Callable[[], int]) -> bool:
    """Whether the parts' rows (their footers' counts) equal ``distinct()``, the distinct judged (request_key,
    sample) of the parts (the resume index: failed requests left out), i.e. no duplicate and no failure row."""
    total = 0
    for f in files:
        n = footer_rows(f)
        if n is None:
            return False
        total += n
    return total == distinct()


def key_batches(request_keys: Any) -> Iterator[pl.Series]:
    """The run's request keys (``JudgeStats.request_keys``: a spill, read file by file, or a list of Series)."""
    paths = getattr(request_keys, "paths", None)
    if paths:
        for path in paths:
            yield pl.read_parquet(path, glob=False).to_series().cast(pl.String)
    else:
        yield from (s.cast(pl.String) for s in request_keys or [])


LOOKUP_KEYS = 1 << 20
"""Sample keys looked up together by :func:`run_samples_found` (8 MiB of keys)."""


def run_samples_found(request_keys: Any, done: ResumeIndex, samples: int) -> int:
    """How many of the run's (request_key, sample) pairs, its keys (each once, as the first round plans them)
    with samples 0..``samples``-1, the resume index ``done`` holds. Vectorised look-ups of at least
    :data:`LOOKUP_KEYS` keys at a time (sorted queries that many walk the index's arrays nearly in order: a
    window's few thousand keys each cost a cold binary search, about 4 s for 6M samples here)."""
    found, pending, held = 0, [], 0
    for keys in key_batches(request_keys):
        base = sample_keys(keys, pl.zeros(keys.len(), dtype=pl.Int64, eager=True))
        with np.errstate(over="ignore"):
            pending += [base + np.uint64(s) * GOLDEN for s in range(samples)]
        held += base.size * samples
        if held >= LOOKUP_KEYS:
            found += int(done.contains_keys(np.concatenate(pending)).sum())
            pending, held = [], 0
    if pending:
        found += int(done.contains_keys(np.concatenate(pending)).sum())
    return found


def resumed_samples(request_keys: Any, store: Any, samples: int) -> tuple[int, int]:
    """(the run's stored samples, :func:`run_samples_found` in ``store.done``; the samples of the run's
    requests the folder held before this invocation): the first less what this invocation stored, written or
    reused (``len(store.done) - store.resumed_rows``; all of it the run's). Not every sample the folder held:
    those of pairs no longer in the input, or of an earlier version of a pair's texts, are not resumed."""
    found = run_samples_found(request_keys, store.done, samples)
    return found, max(found - (len(store.done) - store.resumed_rows), 0)


def meta_frame(meta: Any, empty: pl.DataFrame) -> pl.DataFrame:
    """The input rows' metadata of a run (its spill, or a list of frames) as one frame."""
    return pl.concat(list(meta), how="diagonal_relaxed") if meta else empty


def run_keys(request_keys: Any) -> pl.LazyFrame:
    """The request keys a run planned (``JudgeStats.request_keys``: a spill in ``OUT/run/``, scanned lazily,
    or a list of Series) as a lazy ``request_key`` frame."""
    paths = getattr(request_keys, "paths", None)
    if paths:
        return pl.scan_parquet(paths, glob=False).select(pl.col("request_key").cast(pl.String))
    if not request_keys:
        return pl.LazyFrame(schema={"request_key": pl.String})
    return pl.concat(list(request_keys)).cast(pl.String).rename("request_key").to_frame().lazy()


def flag_too_long(meta: pl.DataFrame, too_long: pl.Series) -> pl.DataFrame:
    """``meta`` with ``flag`` = ``prompt_too_long`` on the unflagged rows of the pairs in ``too_long``."""
    if not too_long.len():
        return meta
    return meta.with_columns(
        pl.when(pl.col("flag").is_null() & pl.col("pair_id").is_in(too_long.implode()))
        .then(pl.lit(PROMPT_TOO_LONG))
        .otherwise(pl.col("flag"))
        .alias("flag")
    )
