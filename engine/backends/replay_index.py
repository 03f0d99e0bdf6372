"""A replay recording on disk, looked up per request: the replay backend's memory does not grow with the
recording.

Each recording file is grouped by (pair_id, order); each group (its samples and texts) is written as one
JSON record (orjson) to a temporary file that is unlinked at once (the operating system removes it when the
process ends, however it ends). Memory holds, per group, a 64-bit key (blake2b of ``pair_id``, a unit
separator and ``order``), the record's offset and its length: 20 bytes per (pair_id, order), sorted by key.
A look-up is a binary search (``numpy.searchsorted``) and one ``os.pread`` per record; the record names its
pair_id and order, so two groups whose keys collide are told apart.
"""

from __future__ import annotations

import hashlib
import os
import tempfile
from array import array
from collections.abc import Iterable

import numpy as np
import orjson
import polars as pl

from judge_engine.errors import InputError


def group_key(pair_id: str, order: str) -> int:
    """The 64-bit key of a (pair_id, order) group (blake2b, 8 bytes, little-endian)."""
    return int.from_bytes(hashlib.blake2b(f"{pair_id}\x1f{order}".encode(), digest_size=8).digest(), "little")


class RecordingIndex:
    """The spilled recording (module docstring). Build with :meth:`build`; :meth:`close` frees the file.

    Attributes:
        rows: recording rows (samples) read.
    """

    def __init__(self, fd: int, keys: np.ndarray, offsets: np.ndarray, lengths: np.ndarray, rows: int) -> None:
        self._fd, self._keys, self._offsets, self._lengths, self.rows = fd, keys, offsets, lengths, rows

    @classmethod
    def build(cls, frames: Iterable[pl.DataFrame], where: str = "recording") -> RecordingIndex:
        """Spill ``frames`` (``pair_id``, ``order``, ``sample``, ``text``; each free of duplicates) to an
        unlinked temporary file and index them.

        Raises:
            InputError: the same (pair_id, order, sample) in two frames (named with ``where``).
        """
        fd, name = tempfile.mkstemp(prefix="je-replay-")
        os.unlink(name)
        keys, offsets, lengths = array("Q"), array("Q"), array("I")  # 8, 8 and 4 bytes per group
        pos = rows = 0
        with os.fdopen(os.dup(fd), "wb", buffering=1 << 20) as out:
            for df in frames:
                rows += df.height
                grouped = df.group_by("pair_id", "order", maintain_order=True).agg("sample", "text")
                for pid, order, samples, texts in grouped.iter_rows():
                    rec = orjson.dumps([pid, order, samples, texts])
                    out.write(rec)
                    keys.append(group_key(pid, order))
                    offsets.append(pos)
                    lengths.append(len(rec))
                    pos += len(rec)
        k = np.frombuffer(keys, dtype=np.uint64) if keys else np.zeros(0, dtype=np.uint64)
        sort = np.argsort(k, kind="stable")
        off = np.frombuffer(offsets, dtype=np.uint64) if offsets else np.zeros(0, dtype=np.uint64)
        length = np.frombuffer(lengths, dtype=np.uint32) if lengths else np.zeros(0, dtype=np.uint32)
        index = cls(fd, k[sort], off[sort], length[sort], rows)
        index._check_split_groups(where)
        return index

    def _records(self, key: int) -> list[list]:
        lo = int(np.searchsorted(self._keys, np.uint64(key)))
        out = []
        while lo < self._keys.size and int(self._keys[lo]) == key:
            out.append(orjson.loads(os.pread(self._fd, int(self._lengths[lo]), int(self._offsets[lo]))))
            lo += 1
        return out

    def lookup(self, pair_id: str, order: str) -> dict[int, str | None]:
        """Sample -> recorded text of one (pair_id, order) (empty when it was not recorded)."""
        texts: dict[int, str | None] = {}
        for pid, o, samples, recorded in self._records(group_key(pair_id, order)):
            if pid == pair_id and o == order:
                texts.update(zip(samples, recorded, strict=True))
        return texts

    def _check_split_groups(self, where: str) -> None:
        """A group recorded in several files (keys that repeat) must not repeat a sample."""
        repeated = np.flatnonzero(self._keys[1:] == self._keys[:-1])
        for key in np.unique(self._keys[repeated]):
            seen: dict[tuple[str, str], set[int]] = {}
            for pid, order, samples, _ in self._records(int(key)):
                have = seen.setdefault((pid, order), set())
                both = have.intersection(samples)
                if both:
                    raise InputError(
                        f"{where}: duplicate recording for pair_id={pid!r}, order={order}, sample={min(both)}"
                    )
                have.update(samples)

    def close(self) -> None:
        """Close (and so free) the spilled file."""
        if self._fd >= 0:
            os.close(self._fd)
            self._fd = -1
