"""A replay recording on disk, looked up a window of requests at a time by a join: the replay backend's
memory does not grow with the recording.

The recording comes as frames (a file's batches of rows,
:func:`~judge_engine.backends.replay.recording_batches`: memory holds one batch, not a file); each frame's
rows are grouped by (pair_id, order) (a stable sort by each group's first row, so a group's samples are
contiguous and the frame's order is kept; a group split over frames or files is several entries of the same
key, checked for repeated samples) and appended to a temporary file that is unlinked at once (the operating
system removes it when the process ends, however it ends), in blocks of :data:`BLOCK_ROWS` rows, each block
one Arrow IPC stream (polars ``write_ipc``). Memory holds, per group, a 64-bit key (polars' hash of
``pair_id``, a unit separator and ``order``; in-process only), the group's first row and its row count: 20
bytes per (pair_id, order), sorted by key; and per block its offset and length. A window's look-up first tries
the rows right after the last ones returned (:meth:`RecordingIndex.lookup_next`: one slice, each row checked
against the sample asked), else (:meth:`RecordingIndex.lookup_window`) does one vectorised binary search
(``numpy.searchsorted``) for all its groups, a read of each block it touches (the last :data:`CACHED_BLOCKS`
blocks read are kept), and a gather;
the rows found name their pair_id and order, so two groups whose keys collide are told apart. A recording in
the input's order (the usual case) touches one or two blocks per window; a recording in another order reads
more blocks per window.
"""

from __future__ import annotations

import io
import os
import tempfile
from collections import OrderedDict
from collections.abc import Iterable

import numpy as np
import polars as pl

from judge_engine.errors import InputError

BLOCK_ROWS = 16384
"""Recording rows per spilled block (the unit read from disk)."""
CACHED_BLOCKS = 16
"""Blocks kept in memory (least recently used dropped)."""
CHECK_KEYS = 65536
"""Repeated group keys checked for duplicate samples at a time (:meth:`RecordingIndex.build`)."""

_COLS = ("pair_id", "order", "sample", "text")


def group_keys(pair_id: pl.Series, order: pl.Series) -> np.ndarray:
    """The 64-bit keys (uint64) of (pair_id, order) groups: polars' hash of ``pair_id`` + U+001F + ``order``
    (stable within a process, which is all the index needs)."""
    joined = pl.DataFrame({"p": pair_id, "o": order}).select(pl.concat_str("p", pl.lit("\x1f"), "o").hash(seed=21))
    return joined.to_series().to_numpy()


def _joined(parts: list[np.ndarray], dtype: type) -> np.ndarray:
    """``parts`` concatenated (an empty array of ``dtype`` when none); ``parts`` is emptied."""
    out = np.concatenate(parts) if parts else np.zeros(0, dtype=dtype)
    parts.clear()
    return out


class RecordingIndex:
    """The spilled recording (module docstring). Build with :meth:`build`; :meth:`close` frees the file.

    Attributes:
        rows: recording rows (samples) read.
    """

    def __init__(self, fd: int, blocks: list[tuple[int, int]], keys: np.ndarray, first: np.ndarray, count: np.ndarray):
        self._fd, self._blocks, self._keys, self._first, self._count = fd, blocks, keys, first, count
        self.rows = 0
        self._next = 0  # the recording row after the last one a look-up returned (:meth:`lookup_next`)
        self._cache: OrderedDict[int, pl.DataFrame] = OrderedDict()

    @classmethod
    def build(cls, frames: Iterable[pl.DataFrame], where: str = "recording") -> RecordingIndex:
        """Spill ``frames`` (``pair_id``, ``order``, ``sample``, ``text``; each free of duplicates) to an
        unlinked temporary file and index them.

        Raises:
            InputError: the same (pair_id, order, sample) in two frames (named with ``where``).
        """
        fd, name = tempfile.mkstemp(prefix="je-replay-")
        os.unlink(name)
        blocks: list[tuple[int, int]] = []
        keys, firsts, counts = [], [], []
        pending: list[pl.DataFrame] = []
        held = rows = pos = 0

        def spill(df: pl.DataFrame) -> None:
            nonlocal pos
            buf = io.BytesIO()
            df.write_ipc(buf, compression="lz4")
            data = buf.getvalue()
            os.pwrite(fd, data, pos)
            blocks.append((pos, len(data)))
            pos += len(data)

        for df in frames:
            df = df.select(_COLS).with_row_index("_g").with_columns(pl.col("_g").min().over("pair_id", "order"))
            df = df.sort("_g", maintain_order=True).drop("_g")  # each group's samples contiguous, file order kept
            runs = (
                df.with_row_index("_r")
                .group_by("pair_id", "order", maintain_order=True)
                .agg(pl.col("_r").first(), pl.len())
            )
            keys.append(group_keys(runs["pair_id"], runs["order"]))
            firsts.append(runs["_r"].to_numpy().astype(np.int64) + rows)
            counts.append(runs["len"].to_numpy().astype(np.uint32))
            rows += df.height
            pending.append(df)
            held += df.height
            while held >= BLOCK_ROWS:
                whole = pl.concat(pending)
                spill(whole.head(BLOCK_ROWS))
                rest = whole.slice(BLOCK_ROWS)
                pending, held = [rest], rest.height
        if held:
            spill(pl.concat(pending))
        # one array at a time, each list freed once joined: the peak is the index plus one array, not twice it
        k = _joined(keys, np.uint64)
        sort = np.argsort(k, kind="stable")
        k = k[sort]
        f = _joined(firsts, np.int64)[sort]
        c = _joined(counts, np.uint32)[sort]
        del sort
        index = cls(fd, blocks, k, f, c)
        index.rows = rows
        index._check_split_groups(where)
        return index

    def _block(self, b: int) -> pl.DataFrame:
        df = self._cache.get(b)
        if df is None:
            off, length = self._blocks[b]
            df = pl.read_ipc(io.BytesIO(os.pread(self._fd, length, off)))
            self._cache[b] = df
            if len(self._cache) > CACHED_BLOCKS:
                self._cache.popitem(last=False)
        else:
            self._cache.move_to_end(b)
        return df

    def _gather(self, rows: np.ndarray) -> pl.DataFrame:
        """Recording rows (global row numbers, any order) as ``pair_id``, ``order``, ``sample``, ``text``, in
        the order given."""
        if rows.size == 0:
            return pl.DataFrame(
                schema={"pair_id": pl.String, "order": pl.String, "sample": pl.Int64, "text": pl.String}
            )
        block = rows // BLOCK_ROWS
        sort = np.argsort(block, kind="stable")
        parts = []
        bounds = np.flatnonzero(np.diff(block[sort])) + 1
        for idx in np.split(sort, bounds):
            parts.append(self._block(int(block[idx[0]]))[rows[idx] % BLOCK_ROWS])
        back = np.empty_like(sort)
        back[sort] = np.arange(sort.size)
        return pl.concat(parts)[back]

    def _entries(self, keys: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """(query index, recording row) of every row whose group key equals one of ``keys``."""
        order = np.argsort(keys, kind="stable")  # sorted queries: searchsorted runs ~5x faster (cache)
        lo = np.empty_like(order)
        lo[order] = np.searchsorted(self._keys, keys[order], side="left")
        # the end of each key's entries by stepping over equal keys (a key is rarely repeated: a group split
        # over frames), not a second binary search
        n = np.zeros(keys.size, dtype=np.int64)
        at, live = lo.copy(), np.arange(keys.size)
        while live.size:
            inside = at[live] < self._keys.size
            live = live[inside]
            live = live[self._keys[at[live]] == keys[live]]
            n[live] += 1
            at[live] += 1
        q = np.repeat(np.arange(keys.size), n)
        entry = np.repeat(lo - np.cumsum(n) + n, n) + np.arange(q.size)  # lo..hi-1 of each query
        first, count = self._first[entry], self._count[entry].astype(np.int64)
        rq = np.repeat(q, count)
        row = np.repeat(first - np.cumsum(count) + count, count) + np.arange(rq.size)
        return rq, row

    def _rows_between(self, lo: int, hi: int) -> pl.DataFrame:
        """Recording rows ``lo..hi-1`` (global row numbers) as ``pair_id``, ``order``, ``sample``, ``text``: a
        slice of each block they span (every block but the last holds :data:`BLOCK_ROWS` rows)."""
        parts = []
        for b in range(lo // BLOCK_ROWS, (hi - 1) // BLOCK_ROWS + 1):
            first = b * BLOCK_ROWS
            parts.append(self._block(b).slice(max(lo - first, 0), min(hi, first + BLOCK_ROWS) - max(lo, first)))
        return parts[0] if len(parts) == 1 else pl.concat(parts)

    def lookup_next(
        self, pair_id: pl.Series, order: pl.Series, req: np.ndarray, sample: np.ndarray
    ) -> pl.DataFrame | None:
        """The samples asked for (row j: sample ``sample[j]`` of (pair_id[req[j]], order[req[j]])) when the
        recording holds them, in that order, as the rows right after the last rows a look-up returned (a
        recording in the input's order, the usual case: one slice of one or two blocks, no search); else None
        (use :meth:`lookup_window`). Returns ``req`` (u32), ``sample`` (i64) and ``text`` (str), row j for
        the j-th sample asked; every row is checked against its (pair_id, order, sample), so a guess that
        misses returns None, never another group's text."""
        lo, hi = self._next, self._next + req.size
        if req.size == 0 or hi > self.rows:
            return None
        got = self._rows_between(lo, hi)
        idx = pl.Series(req, dtype=pl.UInt32)
        same = (
            (got["pair_id"] == pair_id.gather(idx))
            & (got["order"] == order.gather(idx))
            & (got["sample"] == pl.Series(sample, dtype=pl.Int64))
        )
        if not same.fill_null(False).all():
            return None
        self._next = hi
        return pl.DataFrame({"req": idx, "sample": got["sample"], "text": got["text"]})

    def lookup_window(self, pair_id: pl.Series, order: pl.Series) -> pl.DataFrame:
        """Every recorded sample of each (pair_id[i], order[i]): ``req`` (i, u32), ``sample`` (i64) and ``text``
        (str), grouped by ``req`` in ascending order; a pair not recorded has no rows. The next
        :meth:`lookup_next` starts after the last row returned."""
        q, row = self._entries(group_keys(pair_id, order))
        if row.size:
            self._next = int(row[-1]) + 1
        got = self._gather(row).with_columns(req=pl.Series(q, dtype=pl.UInt32))
        same = ((got["pair_id"] == pair_id.gather(q)) & (got["order"] == order.gather(q))).fill_null(False)
        if not same.all():  # two groups whose keys collide: keep the rows of the group asked for
            got = got.filter(same)
        return got.select("req", "sample", "text")

    def lookup(self, pair_id: str, order: str) -> dict[int, str | None]:
        """Sample -> recorded text of one (pair_id, order) (empty when it was not recorded)."""
        got = self.lookup_window(pl.Series([pair_id], dtype=pl.String), pl.Series([order], dtype=pl.String))
        return dict(zip(got["sample"].to_list(), got["text"].to_list(), strict=True))

    def _check_split_groups(self, where: str) -> None:
        """A group recorded in several files (keys that repeat) must not repeat a sample."""
        repeated = np.flatnonzero(self._keys[1:] == self._keys[:-1])
        if repeated.size == 0:
            return
        keys = np.unique(self._keys[repeated])
        for lo in range(0, keys.size, CHECK_KEYS):  # bounded: a recording in another order repeats every key
            _, row = self._entries(keys[lo : lo + CHECK_KEYS])
            dup = self._gather(row).group_by("pair_id", "order", "sample", maintain_order=True).len()
            dup = dup.filter(pl.col("len") > 1)
            if dup.height:
                r = dup.row(0, named=True)
                raise InputError(
                    f"{where}: duplicate recording for pair_id={r['pair_id']!r}, order={r['order']}, "
                    f"sample={r['sample']}"
                )

    def close(self) -> None:
        """Close (and so free) the spilled file."""
        if self._fd >= 0:
            os.close(self._fd)
            self._fd = -1
        self._cache.clear()
