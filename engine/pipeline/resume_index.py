"""The resume index: which (request_key, sample) pairs an output folder holds, in 8 bytes per sample.

Each (request_key, sample) is a 64-bit key (:func:`sample_keys`): for a request key of 32 hex digits (every
key :func:`judge_engine.pipeline.plan.request_key` makes: a sha256 prefix) its first 16 hex digits as an
unsigned integer plus ``sample * 0x9E3779B97F4A7C15`` (mod 2**64, Knuth's multiplicative constant: the
samples of one key land far apart); any other key string is hashed first (blake2b, 8 bytes). The keys
live in sorted ``uint64`` arrays, one per added batch (a judgment part), the newest merged into the one
before while that one is at most twice its size (a log-structured set: O(log n) arrays); added batches
wait unsorted in an unlinked temporary file until the next look-up reads them back and sorts them in, so a
run that never looks up while it writes (a fresh run's first round) holds none of its keys in memory and
does no merge then. Membership is a binary search per array (``numpy.searchsorted``),
vectorised over a window of requests (:meth:`ResumeIndex.contains`).

Two different (request_key, sample) pairs share a 64-bit key with probability about n**2 / 2**65 over n
stored samples (6e7 samples: 1e-4); such a sample would be taken as judged and stay missing (its pair
judged on fewer samples), never judged twice.
"""

from __future__ import annotations

import hashlib
import os
import re
import tempfile
import threading
from collections.abc import Iterable
from typing import Any

import numpy as np
import polars as pl

_GOLDEN = np.uint64(0x9E3779B97F4A7C15)
GOLDEN = _GOLDEN
"""The multiplier of ``sample`` in a 64-bit key (:func:`sample_keys`: key = base + sample * GOLDEN, mod 2**64)."""
_HEX32 = re.compile(r"[0-9a-f]{32}")


def key_of(request_key: str, sample: int) -> int:
    """The 64-bit key of one (request_key, sample) (the same number :func:`sample_keys` gives)."""
    base = int(request_key[:16], 16) if _HEX32.fullmatch(request_key) else _blake(request_key)
    return (base + sample * int(_GOLDEN)) % 2**64


def _blake(s: str) -> int:
    return int.from_bytes(hashlib.blake2b(s.encode(), digest_size=8).digest(), "little")


def sample_keys(request_key: pl.Series, sample: pl.Series) -> np.ndarray:
    """64-bit keys (``uint64``, one per row) of aligned ``request_key`` (str) and ``sample`` (int) Series.
    A request key's base is computed once per run of equal adjacent keys (a request's samples are adjacent
    in a judgment part), then spread to its rows."""
    if request_key.len() == 0:
        return np.zeros(0, dtype=np.uint64)
    keys = request_key.cast(pl.String)
    run = keys.rle_id().to_numpy()
    starts = np.flatnonzero(np.diff(run, prepend=-1))  # each run's first row (run ids count up from 0)
    k = keys.gather(starts)
    hexed = k.str.contains(r"^[0-9a-f]{32}$").fill_null(False)
    head = k.str.slice(0, 16).str.to_integer(base=16, strict=False, dtype=pl.UInt64)
    base = np.where(hexed.to_numpy(), head.fill_null(0).to_numpy(), np.uint64(0)).astype(np.uint64)
    if not hexed.all():
        for i in np.flatnonzero(~hexed.to_numpy()):
            base[i] = np.uint64(_blake(k[int(i)]))
    with np.errstate(over="ignore"):
        return base[run] + sample.cast(pl.Int64).to_numpy().astype(np.uint64) * _GOLDEN


def _distinct(keys: np.ndarray, own: bool = False) -> np.ndarray:
    """The sorted distinct keys (``np.unique``'s answer; a stable sort, so sorted runs merge in linear time,
    and the repeats dropped: several times faster than ``np.unique`` / ``np.union1d`` on uint64 here).
    ``own``: ``keys`` is a temporary of the caller's, sorted in place (one array fewer at the peak); keys
    without repeats come back as that array, not a copy."""
    if own:
        keys.sort(kind="stable")
        c = keys
    else:
        c = np.sort(keys, kind="stable")
    keep = np.empty(c.size, dtype=bool)
    keep[:1] = True
    np.not_equal(c[1:], c[:-1], out=keep[1:])
    return c if keep.all() else c[keep]


def _union_sorted(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """The sorted distinct keys of two sorted key arrays (``np.union1d``'s answer): their concatenation
    sorted in place (a linear merge of two runs), so the peak is ``a``, ``b``, the result and the sort's
    buffer (half the result), not two more copies."""
    return _distinct(np.concatenate([a, b]), own=True)


class ResumeIndex:
    """A set of (request_key, sample) pairs stored as sorted 64-bit keys (module docstring).

    Supports ``(request_key, sample) in index``, ``len(index)`` (distinct pairs), ``bool(index)``,
    equality with a Python set of pairs (tests), and the vectorised :meth:`contains` / :meth:`add`.
    """

    def __init__(self) -> None:
        self._runs: list[np.ndarray] = []
        self._pending: list[tuple[int, int]] = []  # added, not yet sorted into runs: (offset, keys) in the file
        self._fd = -1  # the added keys' unlinked temporary file (:meth:`_push`), opened at the first add
        self._end = 0
        self._lock = threading.Lock()
        self._released: int | None = None  # the count :meth:`release` kept

    def release(self) -> None:
        """Free the keys and keep only their count (the final stage, once it has counted the samples:
        :func:`judge_engine.pipeline.final_buckets.finish_in_buckets`; 8 bytes per sample, 46 MiB at 6M
        samples): ``len`` and ``bool`` answer from the count; a look-up or an add raises ``RuntimeError``."""
        n = len(self)
        with self._lock:
            self._runs, self._pending, self._released = [], [], n
            self._close()

    def _close(self) -> None:
        if getattr(self, "_fd", -1) >= 0:
            os.close(self._fd)
            self._fd, self._end = -1, 0

    def __del__(self) -> None:
        self._close()

    def _usable(self) -> None:
        if self._released is not None:
            raise RuntimeError("the resume index was released (only its count is kept): reload it from the parts")

    def __getstate__(self) -> dict[str, object]:  # pickled (a Ray task's result): the runs, no lock
        return {"_runs": [] if self._released is not None else self._settle(), "_released": self._released}

    def __setstate__(self, state: dict[str, Any]) -> None:
        self._runs, self._pending, self._lock = list(state["_runs"]), [], threading.Lock()
        self._fd, self._end = -1, 0
        self._released = state.get("_released")

    def add(self, request_key: pl.Series, sample: pl.Series) -> None:
        """Add aligned ``request_key`` / ``sample`` Series."""
        self._push(sample_keys(request_key, sample))

    def add_keys(self, keys: np.ndarray) -> None:
        """Add 64-bit keys (:func:`sample_keys`). They are written to the index's file and sorted into the
        runs at the next look-up (:meth:`_settle`): a run that adds parts and never looks up (a fresh run's
        first round) holds none of them in memory while it judges (48 MB at 6M samples, issue 21)."""
        self._push(np.asarray(keys, dtype=np.uint64))

    def _push(self, keys: np.ndarray) -> None:
        """Append a ``uint64`` key array to the index's unlinked temporary file (removed by the operating
        system when the process ends, however it ends), to be read back by :meth:`_settle`."""
        self._usable()
        if keys.size:
            data = np.ascontiguousarray(keys, dtype=np.uint64).tobytes()
            with self._lock:
                if self._fd < 0:
                    fd, name = tempfile.mkstemp(prefix="je-resume-")
                    os.unlink(name)
                    self._fd = fd
                os.pwrite(self._fd, data, self._end)
                self._pending.append((self._end, keys.size))
                self._end += len(data)

    def _settle(self) -> list[np.ndarray]:
        """Sort the pending keys into the runs (each batch as one run, in the order added); the runs."""
        with self._lock:
            while self._pending:
                offset, count = self._pending.pop(0)
                keys = np.frombuffer(os.pread(self._fd, count * 8, offset), dtype=np.uint64).copy()
                if not self._pending:  # every added key read back: the file starts again empty
                    os.ftruncate(self._fd, 0)
                    self._end = 0
                runs = [*self._runs, _distinct(keys, own=True)]
                del keys
                # a binary counter of runs: the last two merge while the older is at most twice the newer,
                # so there are O(log n) runs and each key is merged O(log n) times
                while len(runs) > 1 and runs[-2].size <= 2 * runs[-1].size:
                    last = runs.pop()
                    runs[-1] = _union_sorted(runs[-1], last)
                self._runs = runs
            return self._runs

    def update(self, pairs: Iterable[tuple[str, int]]) -> None:
        """Add (request_key, sample) tuples (the slow path of a few)."""
        keys = [key_of(k, s) for k, s in pairs]
        self._push(np.array(keys, dtype=np.uint64))

    def _merge(self) -> None:
        runs = self._settle()
        if len(runs) > 1:
            with self._lock:
                self._runs = [_distinct(np.concatenate(runs), own=True)]

    def contains_keys(self, keys: np.ndarray) -> np.ndarray:
        """Whether each 64-bit key is in the index (``bool`` array aligned with ``keys``)."""
        self._usable()
        order = np.argsort(keys, kind="stable")  # sorted queries: searchsorted runs ~5x faster (cache)
        sorted_keys = keys[order]
        found_sorted = np.zeros(keys.shape, dtype=bool)
        for run in self._settle():  # the list is replaced, never changed in place
            pos = np.searchsorted(run, sorted_keys)
            pos[pos == run.size] = 0
            found_sorted |= run[pos] == sorted_keys
        found = np.empty_like(found_sorted)
        found[order] = found_sorted
        return found

    def contains(self, request_key: pl.Series, sample: pl.Series) -> np.ndarray:
        """Whether each (request_key, sample) row is in the index (``bool`` array)."""
        return self.contains_keys(sample_keys(request_key, sample))

    def __contains__(self, pair: object) -> bool:
        if not (isinstance(pair, tuple) and len(pair) == 2):
            return False
        key = np.array([key_of(str(pair[0]), int(pair[1]))], dtype=np.uint64)
        return bool(self.contains_keys(key)[0])

    def __len__(self) -> int:
        """Distinct keys: each run's keys that no earlier run holds (sorted look-ups; the runs are not
        merged into one array, which would hold every key twice for a moment); after :meth:`release`, the
        count it kept."""
        if self._released is not None:
            return self._released
        runs = self._settle()
        n = 0
        for i, run in enumerate(runs):
            new = np.ones(run.size, dtype=bool)
            for prev in runs[:i]:
                pos = np.searchsorted(prev, run)
                pos[pos == prev.size] = 0
                new &= prev[pos] != run
            n += int(np.count_nonzero(new))
        return n

    def __bool__(self) -> bool:
        if self._released is not None:
            return self._released > 0
        return bool(self._pending) or any(r.size for r in self._runs)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, ResumeIndex):
            return len(self) == len(other) and bool(self.contains_keys(other._all()).all())
        if isinstance(other, (set, frozenset)):
            return len(self) == len(other) and all(p in self for p in other)
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def _all(self) -> np.ndarray:
        self._merge()
        return self._runs[0] if self._runs else np.zeros(0, dtype=np.uint64)

    @property
    def nbytes(self) -> int:
        """Bytes the keys take (a key added in two batches counts twice until their runs merge)."""
        return sum(r.nbytes for r in self._settle())
