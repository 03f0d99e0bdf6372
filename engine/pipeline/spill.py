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
        # lz4: a record read back once; 65,536 request keys take 7 ms as lz4 (2.3 MB) against 23 ms as zstd (1.2 MB)
        df.write_parquet(path, compression="lz4")
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


SPILL_ROWS = 65536
"""Values a :class:`SeriesSpill` buffers before it writes them as one file (the run's request keys, 32
characters each: about 3 MiB held; 262,144 raised the 1M-pair run's peak RSS by about 0.015 GiB, issue 21)."""


class SeriesSpill(FrameSpill):
    """:class:`FrameSpill` of one-column Series, buffered: appended Series are held until they reach
    :data:`SPILL_ROWS` values and then written as one file (a window backend appends one Series per window
    of 8,192 requests: a file each cost 0.8 s of a 1M-pair run's 12 s of judging, issue 21).
    Reading (:attr:`paths`, iterating, ``len``) writes what is held first; ``bool`` is true when anything was
    appended. A run killed before that loses nothing: the spill is the invocation's record, rebuilt by the
    next invocation."""

    def __init__(self, folder: Path, name: str) -> None:
        super().__init__(folder, name)
        self._held: list[pl.Series] = []
        self._held_rows = 0

    def append(self, series: pl.Series) -> None:  # type: ignore[override]
        """Add ``series`` to the buffer; write the buffer as the next file once it holds :data:`SPILL_ROWS`
        values."""
        self._held.append(series)
        self._held_rows += series.len()
        if self._held_rows >= SPILL_ROWS:
            self._spill()

    def _spill(self) -> None:
        if self._held:
            held, self._held, self._held_rows = self._held, [], 0
            self._write((held[0] if len(held) == 1 else pl.concat(held)).to_frame())

    def __len__(self) -> int:
        self._spill()
        return super().__len__()

    def __bool__(self) -> bool:
        return bool(self._held) or super().__bool__()

    @property
    def paths(self) -> list[Path]:
        """The files written, in order, after the buffer is written."""
        self._spill()
        return list(self._files)

    def __iter__(self) -> Iterator[pl.Series]:  # type: ignore[override]
        self._spill()
        for df in super().__iter__():
            yield df.to_series()
