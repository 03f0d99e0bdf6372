"""Streaming reader of Parquet pair shards: path resolution, column mapping, validation.

Shards are read one at a time with ``polars.scan_parquet`` (only the mapped columns are read).
Every input row comes out exactly once, either valid (``flag`` null) or flagged with a reason,
so that rows in = rows judged + rows flagged.

Structural problems stop the run with an :class:`InputError` naming the file (and column):
no file matched, unreadable Parquet, a missing required column, a column of the wrong type.
Row problems follow ``input.on_invalid``: ``"flag"`` (default) keeps the row with a ``flag``
reason, ``"error"`` raises an :class:`InputError` naming file, row (0-based) and column.
Row flag reasons: ``null_pair_id``, ``null_<column>``, ``empty_<column>`` (question,
response_a, response_b), ``bad_human_label``, ``duplicate_pair_id``.
"""

from __future__ import annotations

import glob
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import polars as pl

from judge_engine.config import PAIR_COLUMNS_OPTIONAL, PAIR_COLUMNS_REQUIRED, InputConfig
from judge_engine.errors import InputError

HUMAN_LABELS = ("a", "b", "tie")
TEXT_COLUMNS = ("question", "response_a", "response_b")


def _is_parquet(p: Path) -> bool:
    """A visible ``*.parquet`` file (any case); hidden files (e.g. ``.tmp-*`` being written) are skipped."""
    return p.is_file() and p.suffix.lower() == ".parquet" and not p.name.startswith(".")


def resolve_paths(paths: tuple[str, ...] | list[str]) -> list[Path]:
    """Expand files, folders (``**/*.parquet``, any case, hidden files skipped, sorted) and globs
    (sorted) into Parquet files. An existing file is taken literally even if its name has ``[``.

    Raises:
        InputError: no paths given, a path that does not exist, or nothing matched.
    """
    if not paths:
        raise InputError("no input paths: set input.paths in the config or pass --input")
    files: list[Path] = []
    for raw in paths:
        p = Path(raw).expanduser()
        if p.is_file():
            files.append(p)
        elif any(ch in raw for ch in "*?["):
            matched = sorted(Path(m) for m in glob.glob(str(p), recursive=True))
            matched = [m for m in matched if m.is_file()]
            if not matched:
                raise InputError(f"input glob matched no file: {raw}")
            files.extend(matched)
        elif p.is_dir():
            matched = sorted(m for m in p.rglob("*") if _is_parquet(m))
            if not matched:
                raise InputError(f"input folder holds no .parquet file: {p}")
            files.extend(matched)
        else:
            raise InputError(f"input path does not exist: {p}")
    seen: set[Path] = set()
    unique = []
    for f in files:
        r = f.resolve()
        if r not in seen:
            seen.add(r)
            unique.append(f)
    return unique


@dataclass
class Shard:
    """One input file, read and validated.

    Attributes:
        path: the Parquet file.
        pairs: one row per input row: ``pair_id`` (str), ``question``, ``response_a``,
            ``response_b`` (str), the optional schema columns present, ``source_file`` (str),
            ``source_row`` (u32, 0-based row in the file) and ``flag`` (str, null when valid).
    """

    path: Path
    pairs: pl.DataFrame


def _map_columns(path: Path, schema: pl.Schema, columns: dict[str, str]) -> dict[str, str]:
    """schema name -> column name in the file, for the columns present."""
    present: dict[str, str] = {}
    for name in PAIR_COLUMNS_REQUIRED + PAIR_COLUMNS_OPTIONAL:
        source = columns.get(name, name)
        if source in schema:
            present[name] = source
        elif name in PAIR_COLUMNS_REQUIRED:
            mapped = f" (mapped from {source!r})" if source != name else ""
            raise InputError(
                f"{path}: missing required column {name!r}{mapped}; "
                f"columns in file: {', '.join(schema.names())}"
            )
    return present


def read_shard(path: Path, cfg: InputConfig, seen_ids: dict[str, tuple[str, int]]) -> Shard:
    """Read and validate one shard.

    Args:
        path: a Parquet file.
        cfg: the input config (column mapping, ``on_invalid``).
        seen_ids: pair ids of earlier shards -> (file, row); updated in place. Used to detect
            duplicates across shards.

    Raises:
        InputError: unreadable file, missing column, wrong column type, or (``on_invalid="error"``)
            a bad row.
    """
    try:
        lf = pl.scan_parquet(path)
        schema = lf.collect_schema()
    except Exception as exc:  # polars raises several types for corrupt files
        raise InputError(f"{path}: cannot read Parquet: {exc}") from None
    present = _map_columns(path, schema, dict(cfg.columns))
    # all-null columns (dtype Null) and dictionary-encoded strings are string data too
    casts = {src: pl.String for src in present.values() if schema[src] in (pl.Null, pl.Categorical)
             or isinstance(schema[src], pl.Enum)}
    if casts:
        lf = lf.with_columns([pl.col(c).cast(pl.String) for c in casts])
        schema = lf.collect_schema()
    for name in TEXT_COLUMNS + tuple(c for c in PAIR_COLUMNS_OPTIONAL if c in present):
        if name in present and schema[present[name]] != pl.String:
            raise InputError(
                f"{path}: column {present[name]!r} ({name}) must be a string column, "
                f"got {schema[present[name]]}"
            )
    pid_type = schema[present["pair_id"]]
    if not (pid_type == pl.String or pid_type.is_integer()):
        raise InputError(
            f"{path}: column {present['pair_id']!r} (pair_id) must be string or integer, got {pid_type}"
        )
    try:
        df = lf.select([pl.col(src).alias(name) for name, src in present.items()]).collect()
    except Exception as exc:
        raise InputError(f"{path}: cannot read Parquet: {exc}") from None
    df = df.with_columns(
        pl.col("pair_id").cast(pl.String),
        pl.lit(str(path)).alias("source_file"),
        pl.int_range(pl.len(), dtype=pl.UInt32).alias("source_row"),
    )
    checks: list[tuple[str, str, pl.Expr]] = [("pair_id", "null_pair_id", pl.col("pair_id").is_null())]
    for name in TEXT_COLUMNS:
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
    df = df.with_columns(flag.alias("flag"))
    bad = df.filter(pl.col("flag").is_not_null())
    if cfg.on_invalid == "error" and bad.height:
        row = bad.row(0, named=True)
        column = next(c for c, r, _ in checks if r == row["flag"])
        raise InputError(
            f"{path}: row {row['source_row']}, column {present.get(column, column)!r}: {row['flag']}"
        )
    # duplicates, within this shard and against earlier shards
    flags = df["flag"].to_list()
    for i, pid in enumerate(df["pair_id"].to_list()):
        if pid is None or flags[i] is not None:
            continue
        if pid in seen_ids:
            first_file, first_row = seen_ids[pid]
            if cfg.on_invalid == "error":
                raise InputError(
                    f"{path}: row {i}, column {present['pair_id']!r}: duplicate pair_id {pid!r} "
                    f"(first seen in {first_file}, row {first_row})"
                )
            flags[i] = "duplicate_pair_id"
        else:
            seen_ids[pid] = (str(path), i)
    df = df.with_columns(pl.Series("flag", flags, dtype=pl.String))
    return Shard(path=path, pairs=df)


def iter_shards(cfg: InputConfig) -> Iterator[Shard]:
    """Yield validated shards one at a time, in path order (see :func:`resolve_paths`)."""
    seen: dict[str, tuple[str, int]] = {}
    for path in resolve_paths(cfg.paths):
        yield read_shard(path, cfg, seen)


def count_rows(cfg: InputConfig) -> int:
    """Total input rows over all shards, from Parquet metadata (cheap; for the progress bar)."""
    total = 0
    for path in resolve_paths(cfg.paths):
        try:
            total += pl.scan_parquet(path).select(pl.len()).collect().item()
        except Exception as exc:
            raise InputError(f"{path}: cannot read Parquet: {exc}") from None
    return total


def check_output_dir(out_dir: str | Path, paths: tuple[str, ...] | list[str]) -> None:
    """Refuse an output folder that holds an input file or lies inside an input folder.

    Writing ``pairs.parquet`` over an input, or reading the run's own judgment parts back as
    input on the next run, would corrupt both.

    Raises:
        InputError: naming the input path and the output folder.
    """
    out = Path(out_dir).expanduser().resolve()
    if out.exists() and not out.is_dir():
        raise InputError(f"output folder {out} exists and is not a folder")
    for raw in paths:
        p = Path(raw).expanduser()
        if p.is_dir() and (out == p.resolve() or p.resolve() in out.parents):
            raise InputError(f"output folder {out} is inside input folder {p}; choose another --out")
    for f in resolve_paths(paths):
        r = f.resolve()
        if out in r.parents:
            raise InputError(f"input file {f} is inside output folder {out}; choose another --out")
