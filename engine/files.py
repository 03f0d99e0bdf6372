"""Atomic file writes (temporary file, fsync, rename): a reader never sees a half-written file.

Every writer of an output folder uses these: the store's judgment parts and manifest, the final
``pairs.parquet`` and ``summary.json``, the review queue, the audit, the engine watchdog's record.
"""

from __future__ import annotations

import errno
import os
import uuid
from pathlib import Path
from typing import TYPE_CHECKING, Any

import orjson

from judge_engine.errors import StoreError

if TYPE_CHECKING:
    import polars as pl


def fsync_dir(path: Path) -> None:
    """fsync a folder (so a rename inside it is durable); silently nothing where it cannot be opened."""
    try:
        fd = os.open(path, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def _not_a_folder(path: Path) -> None:
    """Refuse a target that is an existing folder, before any temporary file is written (fresh pass full72 L3: a
    traceback at the rename, and the temporary file left behind).

    Raises:
        StoreError: naming the folder."""
    if path.is_dir():
        raise StoreError(f"{path} is a folder, not the file to write: move it away and rerun")


def atomic_write_bytes(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` via a temporary file, fsync and rename (never half-written); a failed write leaves
    no temporary file.

    Raises:
        StoreError: ``path`` is a folder.
        OSError: the file system refuses the write (``ENOSPC`` and the like; the CLI says it in one line)."""
    _not_a_folder(path)
    tmp = path.with_name(f".tmp-{uuid.uuid4().hex}-{path.name}")
    try:
        with open(tmp, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)  # a full disk left it behind for good (fresh pass full81 L2)
        raise
    fsync_dir(path.parent)


PART_ZSTD_LEVEL = 1
"""zstd level of the judgment parts (:meth:`judge_engine.pipeline.store.Store.write_part`): measured on a 50,000-row
part of the run-path benchmark (issue 21), level 1 writes in 8 ms against 15 ms at polars' default level, for
a file 2 % larger (651 kB against 638 kB), read back as fast."""


def atomic_write_parquet(
    path: Path, df: pl.DataFrame, metadata: dict[str, str] | None = None, compression_level: int | None = None
) -> None:
    """Write a Parquet file atomically (temporary file, fsync, rename), with ``metadata`` as the file's
    key-value metadata (read back by ``pl.read_parquet_metadata``) when given; zstd at ``compression_level``
    (None: polars' default level). A failed write leaves no temporary file.

    Raises:
        StoreError: ``path`` is a folder, or polars fails to write it (a full disk: naming the file).
        OSError: the file system refuses the write (``ENOSPC`` and the like; the CLI says it in one line)."""
    _not_a_folder(path)
    tmp = path.with_name(f".tmp-{uuid.uuid4().hex}-{path.name}")
    try:
        df.write_parquet(tmp, metadata=metadata, compression_level=compression_level)
        with open(tmp, "rb+") as f:
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException as exc:
        from polars.exceptions import PolarsError

        tmp.unlink(missing_ok=True)  # fresh pass full81 L2
        if isinstance(exc, PolarsError):  # polars' error for a full disk (fresh pass full81 M2)
            raise StoreError(f"cannot write {path}: {' '.join(str(exc).split())[:300]}") from None
        raise
    fsync_dir(path.parent)


def atomic_write_json(path: Path, obj: Any) -> Path:
    """Write ``obj`` as indented JSON (numpy values allowed) atomically; returns ``path``."""
    atomic_write_bytes(path, orjson.dumps(obj, option=orjson.OPT_INDENT_2 | orjson.OPT_SERIALIZE_NUMPY))
    return path


def move_file(src: Path, dest: Path) -> None:
    """Move ``src`` to ``dest`` (a rename; across file systems, where a rename fails with ``EXDEV``, an atomic copy to
    ``dest`` (:func:`atomic_write_bytes`), then ``src`` removed and its folder fsynced: a ``judgments/`` linked to
    another disk; fresh pass adv62 D6, ``--repair`` could not quarantine a part there). A kill between the copy and
    the removal leaves the file in both places, never in neither.

    Raises:
        OSError: as the rename or the copy."""
    try:
        os.replace(src, dest)
    except OSError as exc:
        if exc.errno != errno.EXDEV:
            raise
        atomic_write_bytes(dest, src.read_bytes())
        src.unlink()
        fsync_dir(src.parent)
