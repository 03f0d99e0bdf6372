"""Per-invocation records that grow with the input (the input rows' metadata, the run's request keys), spilled
to Parquet files in the output folder instead of kept in memory.

``OUT/run/meta-NNNNN.parquet`` (pair_id, the optional input columns, source_file, source_row, flag: one row
per input row) and ``OUT/run/keys-NNNNN.parquet`` (``request_key``: every request planned in the invocation)
are written as the shards are planned, one file per chunk, and read back by the final stage; an invocation
starts by removing the previous one's files. They are the run's record of what it planned.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import polars as pl

RUN_DIR = "run"


class FrameSpill:
    """Frames appended in order, each written to ``folder/<name>-NNNNN.parquet`` at once and read back when
    iterated (``pl.concat(spill)`` gives them whole); ``len`` and ``bool`` count the files.

    Args:
        folder: where the files go (created; its earlier ``<name>-*.parquet`` files are removed).
        name: the files' prefix.
    """

    def __init__(self, folder: Path, name: str) -> None:
        self.folder, self.name = folder, name
        folder.mkdir(parents=True, exist_ok=True)
        for old in folder.glob(f"{name}-*.parquet"):
            old.unlink()
        self._files: list[Path] = []

    def _write(self, df: pl.DataFrame) -> None:
        path = self.folder / f"{self.name}-{len(self._files):05d}.parquet"
        df.write_parquet(path)
        self._files.append(path)

    def append(self, df: pl.DataFrame) -> None:
        """Write ``df`` as the next file."""
        self._write(df)

    def __len__(self) -> int:
        return len(self._files)

    @property
    def paths(self) -> list[Path]:
        """The files written, in order (to scan them lazily)."""
        return list(self._files)

    def __bool__(self) -> bool:
        return bool(self._files)

    def __iter__(self) -> Iterator[pl.DataFrame]:
        for path in self._files:
            yield pl.read_parquet(path, glob=False)


class SeriesSpill(FrameSpill):
    """:class:`FrameSpill` of one-column Series (each file one column; iterating gives Series)."""

    def append(self, series: pl.Series) -> None:  # type: ignore[override]
        """Write ``series`` as the next file."""
        self._write(series.to_frame())

    def __iter__(self) -> Iterator[pl.Series]:  # type: ignore[override]
        for df in super().__iter__():
            yield df.to_series()
