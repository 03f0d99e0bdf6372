"""Streaming reader of Parquet pair shards: column mapping and validation (paths:
:mod:`judge_engine.pipeline.paths`).

Shards are read one at a time with ``polars.scan_parquet`` (only the mapped columns are read). Every input row
comes out exactly once, either valid (``flag`` null) or flagged with a reason, so that rows in = rows judged +
rows flagged.

Structural problems stop the run with an :class:`InputError` naming the file (and column): no file matched,
unreadable Parquet, a missing required column, a column of the wrong type. Row problems follow
``input.on_invalid``: ``"flag"`` (default) keeps the row with a ``flag`` reason, ``"error"`` raises an
:class:`InputError` naming file, row (0-based) and column. Row flag reasons: ``invalid_utf8_<column>`` (the
shard is read lossily and only those rows are flagged), ``null_pair_id``, ``empty_pair_id`` (empty or
whitespace only), ``null_<column>``, ``empty_<column>`` (question, response_a, response_b),
``bad_human_label``, ``duplicate_pair_id``, and with ``input.on_injection = "flag"`` ``injection_suspect``.
Every row also gets ``injection_suspect`` (bool): a question, response or reference that carries a judge's
verdict syntax in a form the parsers accept, an instruction to the judge, or a chat-template control token as
text (:mod:`judge_engine.pipeline.injection`). The engine adds ``prompt_too_long`` after judging
(``judge.too_long``).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import polars as pl

from judge_engine.config import InputConfig
from judge_engine.errors import InputError
from judge_engine.pipeline.injection import injection_suspect
from judge_engine.pipeline.paths import is_uri, resolve_paths, uri_filesystem
from judge_engine.pipeline.references import attach_references
from judge_engine.pipeline.seen_ids import SeenIds
from judge_engine.schemas.summary import ShardFailure
from judge_engine.schemas.tables import HUMAN_LABELS, PAIR_COLUMNS_OPTIONAL, PAIR_COLUMNS_REQUIRED, TEXT_COLUMNS

# what reading a shard may raise: polars' several error types, and a panic of its Rust reader on an Arrow layout it
# does not implement (a ``list_view`` column; fresh pass full80 L1), which derives from BaseException
READ_ERRORS: tuple[type[BaseException], ...] = (Exception, pl.exceptions.PanicException)


def _scan(path: Path | str) -> pl.LazyFrame:
    """A shard as a LazyFrame: local files lazily (only the columns used are read); URIs through
    their pyarrow filesystem, read whole."""
    if is_uri(path):
        import pyarrow.parquet as pq

        fs, p = uri_filesystem(str(path))
        return pl.DataFrame(pq.read_table(p, filesystem=fs)).lazy()
    return pl.scan_parquet(path, glob=False)


@dataclass
class Shard:
    """One input file, read and validated.

    Attributes:
        path: the Parquet file (a URI string for a file on a pyarrow/fsspec filesystem).
        pairs: one row per input row: ``pair_id`` (str), ``question``, ``response_a``,
            ``response_b`` (str), the optional schema columns present, ``source_file`` (str),
            ``source_row`` (u32, 0-based row in the file) and ``flag`` (str, null when valid).
    """

    path: Path | str
    pairs: pl.DataFrame


def _map_columns(path: Path | str, schema: pl.Schema, columns: dict[str, str]) -> dict[str, str]:
    """schema name -> column name in the file, for the columns present."""
    present: dict[str, str] = {}
    for name in PAIR_COLUMNS_REQUIRED + PAIR_COLUMNS_OPTIONAL:
        source = columns.get(name, name)
        if source in schema:
            present[name] = source
        elif name in PAIR_COLUMNS_REQUIRED:
            mapped = f" (mapped from {source!r})" if source != name else ""
            raise InputError(
                f"{path}: missing required column {name!r}{mapped}; columns in file: {', '.join(schema.names())}"
            )
    return present


def _read_columns(path: Path | str, cfg: InputConfig) -> tuple[pl.DataFrame, dict[str, str], dict[str, pl.Series]]:
    """The shard's mapped columns under their schema names (type-checked), the mapping, and the rows of
    each string column whose bytes are not UTF-8 (read as null).

    Raises:
        UnreadableShard: corrupt Parquet. InputError: a missing column, a column of the wrong type.
    """
    try:
        lf = _scan(path)
        schema = lf.collect_schema()
    except READ_ERRORS as exc:  # polars raises several types for corrupt files
        raise UnreadableShard(f"{path}: cannot read Parquet: {exc}") from None
    present = _map_columns(path, schema, dict(cfg.columns))
    # all-null columns (dtype Null) and dictionary-encoded strings are string data too
    casts = {
        src: pl.String
        for src in present.values()
        if schema[src] in (pl.Null, pl.Categorical) or isinstance(schema[src], pl.Enum)
    }
    if casts:
        lf = lf.with_columns([pl.col(c).cast(pl.String) for c in casts])
        schema = lf.collect_schema()
    for name in TEXT_COLUMNS + tuple(c for c in PAIR_COLUMNS_OPTIONAL if c in present):
        if name in present and schema[present[name]] != pl.String:
            raise InputError(
                f"{path}: column {present[name]!r} ({name}) must be a string column, got {schema[present[name]]}"
            )
    pid_type = schema[present["pair_id"]]
    if not (pid_type == pl.String or pid_type.is_integer()):
        raise InputError(f"{path}: column {present['pair_id']!r} (pair_id) must be string or integer, got {pid_type}")
    invalid_utf8: dict[str, pl.Series] = {}
    try:
        df = lf.select([pl.col(src).alias(name) for name, src in present.items()]).collect()
    except READ_ERRORS as exc:
        if "UTF-8" not in str(exc):
            raise UnreadableShard(f"{path}: cannot read Parquet: {exc}") from None
        df, invalid_utf8 = _read_lossy_utf8(path, present)
    return df, present, invalid_utf8


def _flag_rows(
    df: pl.DataFrame, cfg: InputConfig, invalid_utf8: dict[str, pl.Series], text_columns: tuple[str, ...] = TEXT_COLUMNS
) -> tuple[pl.DataFrame, list[tuple[str, str, pl.Expr]]]:
    """``df`` with ``flag`` (the first failed check's reason, null when valid) and ``injection_suspect``;
    the checks as (column, reason, condition)."""
    checks: list[tuple[str, str, pl.Expr]] = [
        (name, f"invalid_utf8_{name}", pl.lit(mask)) for name, mask in invalid_utf8.items()
    ]
    checks.append(("pair_id", "null_pair_id", pl.col("pair_id").is_null()))
    checks.append(("pair_id", "empty_pair_id", pl.col("pair_id").str.strip_chars().str.len_chars() == 0))
    for name in text_columns:
        checks.append((name, f"null_{name}", pl.col(name).is_null()))
        checks.append((name, f"empty_{name}", pl.col(name).str.strip_chars().str.len_chars() == 0))
    if "human_label" in df.columns:
        df = df.with_columns(pl.col("human_label").str.strip_chars().str.to_lowercase())
        checks.append(
            (
                "human_label",
                "bad_human_label",
                pl.col("human_label").is_not_null() & ~pl.col("human_label").is_in(HUMAN_LABELS),
            )
        )
    flag = pl.lit(None, dtype=pl.String)
    for _, reason, cond in reversed(checks):
        flag = pl.when(cond).then(pl.lit(reason)).otherwise(flag)
    df = df.with_columns(flag.alias("flag"), injection_suspect(df.columns).alias("injection_suspect"))
    if cfg.on_injection == "flag":
        df = df.with_columns(
            pl.when(pl.col("flag").is_null() & pl.col("injection_suspect"))
            .then(pl.lit("injection_suspect"))
            .otherwise(pl.col("flag"))
            .alias("flag")
        )
    return df, checks


def _flag_duplicates(
    df: pl.DataFrame, path: Path | str, cfg: InputConfig, pid_column: str, seen_ids: SeenIds
) -> pl.DataFrame:
    """Flag ``duplicate_pair_id`` on valid rows whose id an earlier row had, valid or flagged (this shard or an
    earlier one); records this shard's new ids in ``seen_ids``.

    Raises:
        InputError: with ``on_invalid = "error"``, the first duplicate.
    """
    flags, first = seen_ids.mark(df["pair_id"], df["flag"], path)
    if first is not None and cfg.on_invalid == "error":
        i, pid, first_file, first_row = first
        raise InputError(
            f"{path}: row {i}, column {pid_column!r}: duplicate pair_id {pid!r} "
            f"(first seen in {first_file}, row {first_row})"
        )
    return df.with_columns(flags.alias("flag"))


def read_shard(path: Path | str, cfg: InputConfig, seen_ids: SeenIds) -> Shard:
    """Read and validate one shard.

    Args:
        path: a Parquet file.
        cfg: the input config (column mapping, ``on_invalid``, ``references``: reference answers joined
            by ``question_id`` fill ``reference`` of rows without one before the row checks, so their texts
            are checked for injection as a row's own ``reference`` is).
        seen_ids: the ids of earlier shards (:class:`~judge_engine.pipeline.seen_ids.SeenIds`); this
            shard's are added. Used to detect duplicates across shards.

    Raises:
        InputError: unreadable file, missing column, wrong column type, or (``on_invalid="error"``)
            a bad row.
    """
    df, present, invalid_utf8 = _read_columns(path, cfg)
    df = df.with_columns(
        pl.col("pair_id").cast(pl.String),
        pl.lit(str(path)).alias("source_file"),
        pl.int_range(pl.len(), dtype=pl.UInt32).alias("source_row"),
    )
    df = attach_references(df, cfg.references)  # before the checks: a file's reference is checked as a row's own
    df, checks = _flag_rows(df, cfg, invalid_utf8)
    bad = df.filter(pl.col("flag").is_not_null())
    if cfg.on_invalid == "error" and bad.height:
        row = bad.row(0, named=True)
        column = next(c for c, r, _ in checks if r == row["flag"])
        raise InputError(f"{path}: row {row['source_row']}, column {present.get(column, column)!r}: {row['flag']}")
    df = _flag_duplicates(df, path, cfg, present["pair_id"], seen_ids)  # within this shard and across shards
    return Shard(path=path, pairs=df)


def _read_lossy_utf8(path: Path | str, present: dict[str, str]) -> tuple[pl.DataFrame, dict[str, pl.Series]]:
    """Read a shard whose string columns hold invalid UTF-8: bad values become null and are reported.

    Returns:
        The frame (schema names) and, per string column with bad values, a bool mask of those rows.
    """
    import pyarrow as pa
    import pyarrow.parquet as pq

    fs = None
    if is_uri(path):
        fs, path = uri_filesystem(str(path))
    try:
        table = pq.read_table(path, columns=list(dict.fromkeys(present.values())), filesystem=fs)
    except READ_ERRORS as exc:
        raise UnreadableShard(f"{path}: cannot read Parquet: {exc}") from None
    cols, masks = {}, {}
    for name, src in present.items():
        col = table.column(src)
        if pa.types.is_string(col.type) or pa.types.is_large_string(col.type):
            raw = col.cast(pa.large_binary()).to_pylist()
            values: list[str | None] = []
            bad: list[bool] = []
            for v in raw:
                if v is None:
                    values.append(None)
                    bad.append(False)
                    continue
                try:
                    values.append(v.decode("utf-8"))
                    bad.append(False)
                except UnicodeDecodeError:
                    values.append(None)
                    bad.append(True)
            cols[name] = pl.Series(name, values, dtype=pl.String)
            if any(bad):
                masks[name] = pl.Series(bad, dtype=pl.Boolean)
        else:
            cols[name] = pl.Series(name, col)
    return pl.DataFrame(cols), masks


class UnreadableShard(InputError):
    """A shard that cannot be read at all (corrupt or truncated Parquet)."""


def iter_shards(cfg: InputConfig, failed: list[ShardFailure] | None = None) -> Iterator[Shard]:
    """Yield validated shards one at a time, in path order (see :func:`resolve_paths`).

    Args:
        failed: with ``on_invalid = "flag"``, unreadable shards are appended here as
            :class:`~judge_engine.schemas.summary.ShardFailure` and skipped, so one corrupt file does not
            stop a night's run;
            without it (or with ``"error"``) they raise.

    Raises:
        InputError: see :func:`read_shard`.
    """
    seen = SeenIds()
    for path in resolve_paths(cfg.paths):
        try:
            yield read_shard(path, cfg, seen)
        except UnreadableShard as exc:
            if failed is None or cfg.on_invalid == "error":
                raise
            failed.append(ShardFailure(file=str(path), error=str(exc)))


def count_rows(cfg: InputConfig) -> int:
    """Total input rows over the readable shards, from Parquet metadata (cheap; for the progress bar)."""
    total = 0
    for path in resolve_paths(cfg.paths):
        try:
            if is_uri(path):
                import pyarrow.parquet as pq

                fs, p = uri_filesystem(str(path))
                with fs.open_input_file(p) as f:
                    total += pq.ParquetFile(f).metadata.num_rows
                continue
            total += pl.scan_parquet(path, glob=False).select(pl.len()).collect().item()
        except READ_ERRORS as exc:
            if cfg.on_invalid == "error":
                raise UnreadableShard(f"{path}: cannot read Parquet: {exc}") from None
    return total
