"""The output folder: judgment parts written atomically, a manifest, and resume by request key.

Layout of ``OUT_DIR``::

    manifest.json          what produced the judgments (config, judging hash, model, versions)
    judgments/part-*.parquet   one row per sample (JUDGMENT_SCHEMA), written tmp -> fsync -> rename
                           (``part-<worker>-<uuid>.parquet`` when a Ray worker wrote it)
    pairs.parquet          one row per input row (kernels output)
    summary.json           run summary

A rerun into the same folder with the same judging config judges only the (request_key, sample)
pairs that are missing; a different judging config is refused unless ``overwrite``.
"""

from __future__ import annotations

import os
import shutil
import uuid
from pathlib import Path
from typing import Any

import orjson
import polars as pl

from judge_engine.errors import StoreError

JUDGMENT_SCHEMA: dict[str, pl.DataType] = {
    "pair_id": pl.String(),
    "order": pl.String(),
    "sample": pl.Int32(),
    "score_first": pl.Float64(),
    "score_second": pl.Float64(),
    "score_a": pl.Float64(),
    "score_b": pl.Float64(),
    "verdict": pl.String(),
    "parse_status": pl.String(),
    "finish_reason": pl.String(),
    "text": pl.String(),
    "prompt_tokens": pl.Int64(),
    "completion_tokens": pl.Int64(),
    "cached_tokens": pl.Int64(),
    "latency_s": pl.Float64(),
    "input_truncated": pl.Boolean(),
    "p_a": pl.Float64(),
    "p_b": pl.Float64(),
    "p_tie": pl.Float64(),
    "request_key": pl.String(),
}


def _fsync_dir(path: Path) -> None:
    try:
        fd = os.open(path, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def atomic_write_bytes(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` via a temporary file, fsync and rename (never half-written)."""
    tmp = path.with_name(f".tmp-{uuid.uuid4().hex}-{path.name}")
    with open(tmp, "wb") as f:
        f.write(data)
        f.flush()
        os.fsync(f.fileno())
    os.replace(tmp, path)
    _fsync_dir(path.parent)


def atomic_write_parquet(path: Path, df: pl.DataFrame) -> None:
    """Write a Parquet file atomically (temporary file, fsync, rename)."""
    tmp = path.with_name(f".tmp-{uuid.uuid4().hex}-{path.name}")
    df.write_parquet(tmp)
    with open(tmp, "rb+") as f:
        os.fsync(f.fileno())
    os.replace(tmp, path)
    _fsync_dir(path.parent)


class Store:
    """An output folder.

    Args:
        out_dir: the folder (created if missing).
        manifest: what :meth:`open` writes / compares; must hold ``judging_hash``.
        overwrite: discard the judgments already in the folder (required when they were made with
            a different judging config, which is otherwise refused).
        writer: a name put into every part file name (``part-<writer>-<uuid>.parquet``), so parts
            written by several processes into one folder never collide and say who wrote them.
    """

    def __init__(self, out_dir: str | Path, manifest: dict[str, Any], overwrite: bool = False,
                 writer: str | None = None) -> None:
        self.dir = Path(out_dir)
        self.parts = self.dir / "judgments"
        self.manifest = manifest
        self.overwrite = overwrite
        self.writer = writer
        self.done: set[tuple[str, int]] = set()
        self.resumed_rows = 0

    def open(self) -> None:
        """Create or reopen the folder; load the (request_key, sample) pairs already judged.

        Raises:
            StoreError: the folder holds judgments made with a different judging config and
                ``overwrite`` is false.
        """
        try:
            self._open()
        except OSError as exc:
            raise StoreError(f"cannot use output folder {self.dir}: {exc}") from None

    def _open(self) -> None:
        mpath = self.dir / "manifest.json"
        if self.dir.exists() and not self.dir.is_dir():
            raise StoreError(f"output folder {self.dir} exists and is not a folder")
        if mpath.exists():
            try:
                old = orjson.loads(mpath.read_bytes())
            except (orjson.JSONDecodeError, OSError):
                old = None
            if not isinstance(old, dict):
                old = {"judging_hash": "<unreadable manifest>"}
            if self.overwrite or old.get("judging_hash") != self.manifest["judging_hash"]:
                if not self.overwrite:
                    raise StoreError(
                        f"{self.dir} holds judgments made with a different judging config "
                        f"(judging hash {old.get('judging_hash')} != {self.manifest['judging_hash']}); "
                        "use another --out folder or pass --overwrite to replace them"
                    )
                shutil.rmtree(self.parts, ignore_errors=True)
                if mpath.is_dir():
                    shutil.rmtree(mpath)
                for name in ("pairs.parquet", "summary.json"):
                    (self.dir / name).unlink(missing_ok=True)
        self.parts.mkdir(parents=True, exist_ok=True)
        for stale in self.parts.glob(".tmp-*"):
            stale.unlink(missing_ok=True)
        atomic_write_bytes(mpath, orjson.dumps(self.manifest, option=orjson.OPT_INDENT_2))
        self.resumed_rows = self.refresh_done()

    def attach(self) -> None:
        """Join a folder another process opened (a Ray worker joining its driver's run): load the
        judged (request_key, sample) pairs; write no manifest and remove nothing.

        Raises:
            StoreError: the folder has no ``judgments/`` (the driver did not :meth:`open` it) or
                cannot be read.
        """
        if not self.parts.is_dir():
            raise StoreError(f"{self.parts} does not exist; the driver opens the output folder first "
                             "(is it on a filesystem every Ray node shares?)")
        self.resumed_rows = self.refresh_done()

    def refresh_done(self) -> int:
        """Reload the judged (request_key, sample) pairs from the parts on disk (parts written by
        other processes included); returns how many there are."""
        existing = self.read_judgments(columns=["request_key", "sample"])
        self.done = set(zip(existing["request_key"].to_list(), existing["sample"].to_list()))
        return existing.height

    def write_part(self, df: pl.DataFrame) -> None:
        """Append judgments as a new part (atomic). ``df`` must follow JUDGMENT_SCHEMA."""
        if df.height == 0:
            return
        df = df.select([pl.col(c).cast(t) for c, t in JUDGMENT_SCHEMA.items()])
        name = f"part-{self.writer}-{uuid.uuid4().hex}" if self.writer else f"part-{uuid.uuid4().hex}"
        atomic_write_parquet(self.parts / f"{name}.parquet", df)
        self.done.update(zip(df["request_key"].to_list(), df["sample"].to_list()))

    def read_judgments(self, columns: list[str] | None = None) -> pl.DataFrame:
        """All judgments, one row per (request_key, sample) (a duplicate, if any, keeps the first)."""
        files = sorted(self.parts.glob("part-*.parquet")) if self.parts.is_dir() else []
        cols = columns or list(JUDGMENT_SCHEMA)
        if not files:
            return pl.DataFrame(schema={c: JUDGMENT_SCHEMA[c] for c in cols})
        try:
            lf = pl.scan_parquet(files).select([pl.col(c).cast(JUDGMENT_SCHEMA[c]) for c in cols])
            return lf.unique(subset=["request_key", "sample"], keep="first", maintain_order=True).collect()
        except Exception as exc:  # polars raises several types for foreign or corrupt parts
            raise StoreError(
                f"{self.parts}: cannot read the judgment parts ({exc.__class__.__name__}: {str(exc)[:200]}); "
                "remove foreign files or use --overwrite"
            ) from None

    def write_json(self, name: str, obj: Any) -> Path:
        path = self.dir / name
        atomic_write_bytes(path, orjson.dumps(obj, option=orjson.OPT_INDENT_2 | orjson.OPT_SERIALIZE_NUMPY))
        return path

    def write_table(self, name: str, df: pl.DataFrame) -> Path:
        path = self.dir / name
        atomic_write_parquet(path, df)
        return path
