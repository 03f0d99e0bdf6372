"""The generation stage: free-text model calls through the same mechanisms as judging.

A :class:`GenRequest` is one prompt (one user message) written greedily by a backend that implements
:class:`judge_engine.backends.base.TextWriter`. :func:`generate` takes requests in windows of
``scheduler.window``, sorts each window by prompt (shared prefixes next to each other, for vLLM's
prefix cache), keeps at most ``scheduler.max_in_flight`` in flight
(:class:`judge_engine.pipeline.scheduler.InFlight`) and buffers each finished request's row, written as
one atomic Parquet part every ``scheduler.flush_rows`` rows or ``scheduler.flush_s`` seconds
(:class:`judge_engine.pipeline.rows.PartBuffer`) into a :class:`GenerationStore`. A request whose
(request_key, sample) the store holds is never sent again, so a rerun after a kill generates exactly
what is missing: every (request_key, sample) is stored exactly once. A completion with a
retry status (``api_error``, ``api_rejected``: the openai backend's failed or refused request) is not
stored, so a rerun asks again.

The request key hashes what decides a greedy write (the writer's backend, model and revision, the role
and step, the item, the prompt text, the token budget and the caller's version), so a changed prompt
or model is a new request and an unchanged one is reused.
"""

from __future__ import annotations

import functools
import hashlib
import time
import uuid
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

import orjson
import polars as pl

from judge_engine.backends.base import TextWriter
from judge_engine.config import SchedulerConfig
from judge_engine.errors import BackendError, StoreError, one_line
from judge_engine.files import atomic_write_parquet
from judge_engine.pipeline.rows import PartBuffer
from judge_engine.pipeline.scheduler import InFlight
from judge_engine.schemas.offsetbias import GENERATION_SCHEMA
from judge_engine.schemas.tables import RETRY_STATUSES


@dataclass(frozen=True)
class GenRequest:
    """One free-text call: ``prompt`` (one user message) written greedily, at most ``max_tokens`` tokens.

    Attributes:
        request_key: 32 hex (:func:`generation_key`); its one sample is addressed as (request_key, 0).
        item_id: the item it is for; role, step: what it is (e.g. ``generator``, ``similar``).
        prompt: the user message.
        max_tokens: the token budget (>= 1).
    """

    request_key: str
    item_id: str
    role: str
    step: str
    prompt: str
    max_tokens: int


def generation_key(
    writer: Sequence[object], role: str, step: str, item_id: str, prompt: str, max_tokens: int, version: int
) -> str:
    """sha256 (32 hex) over the writer's identity (e.g. backend, model, revision), role, step, item,
    prompt, budget and the caller's prompt ``version``."""
    doc = [version, list(writer), role, step, item_id, prompt, max_tokens]
    return hashlib.sha256(orjson.dumps(doc)).hexdigest()[:32]


class GenerationStore:
    """A folder of generation parts (:data:`GENERATION_SCHEMA`), ``part-<uuid>.parquet``, each written
    atomically (temporary file, fsync, rename). The caller holds the enclosing folder's lock.

    Args:
        folder: the parts' folder (created by :meth:`open`).

    Attributes:
        done: the (request_key, sample) pairs stored.
    """

    def __init__(self, folder: str | Path) -> None:
        self.dir = Path(folder)
        self.done: set[tuple[str, int]] = set()

    def open(self) -> int:
        """Create the folder, remove stale temporary files, load the stored keys; returns their count.

        Raises:
            StoreError: a part cannot be read (named).
        """
        try:
            self.dir.mkdir(parents=True, exist_ok=True)
            for stale in self.dir.glob(".tmp-*"):
                stale.unlink(missing_ok=True)
        except OSError as exc:
            raise StoreError(f"cannot use generation folder {self.dir}: {exc}") from None
        keys = self.read(["request_key", "sample"])
        self.done = set(zip(keys["request_key"].to_list(), keys["sample"].to_list()))
        return len(self.done)

    def write_part(self, df: pl.DataFrame) -> None:
        """Append rows (:data:`GENERATION_SCHEMA`) as one new part (atomic)."""
        if df.height == 0:
            return
        df = df.select([pl.col(c).cast(t) for c, t in GENERATION_SCHEMA.items()])
        atomic_write_parquet(self.dir / f"part-{uuid.uuid4().hex}.parquet", df)
        self.done.update(zip(df["request_key"].to_list(), df["sample"].to_list()))

    def read(self, columns: list[str] | None = None) -> pl.DataFrame:
        """Every stored generation, one row per (request_key, sample) (a duplicate keeps the first).

        Raises:
            StoreError: a part cannot be read; the message names the first such file.
        """
        cols = columns or list(GENERATION_SCHEMA)
        files = sorted(self.dir.glob("part-*.parquet")) if self.dir.is_dir() else []
        if not files:
            return pl.DataFrame(schema={c: GENERATION_SCHEMA[c] for c in cols})
        try:
            lf = pl.scan_parquet(files, glob=False).select([pl.col(c).cast(GENERATION_SCHEMA[c]) for c in cols])
            return lf.unique(subset=["request_key", "sample"], keep="first", maintain_order=True).collect()
        except Exception:  # polars raises several types for a corrupt part
            for f in files:
                try:
                    pl.read_parquet(f, columns=cols, glob=False)
                except Exception as exc:  # noqa: BLE001
                    raise StoreError(
                        f"{f}: unreadable generation part ({one_line(exc, 160)}); move it away and rerun: "
                        "only the calls it held are made again"
                    ) from None
            raise


@dataclass
class GenStats:
    """What :func:`generate` did: ``planned`` requests, ``sent`` now, ``failed`` (of those sent: a
    failed or refused API request, not stored), ``resumed`` (already stored), ``completion_tokens`` of
    the calls made now (those the backend counted), ``wall_s`` (seconds)."""

    planned: int = 0
    sent: int = 0
    failed: int = 0
    resumed: int = 0
    completion_tokens: int = 0
    wall_s: float = 0.0


def missing_requests(requests: Sequence[GenRequest], store: GenerationStore) -> list[GenRequest]:
    """The requests whose sample 0 the store lacks, in input order (one per key)."""
    seen: set[str] = set()
    out = []
    for r in requests:
        if (r.request_key, 0) not in store.done and r.request_key not in seen:
            seen.add(r.request_key)
            out.append(r)
    return out


async def generate(
    requests: Sequence[GenRequest],
    writer: TextWriter,
    store: GenerationStore,
    scheduler: SchedulerConfig,
    writer_info: tuple[str, str],
    on_done: Callable[[int], None] | None = None,
) -> GenStats:
    """Generate every request the store lacks (see the module docstring); returns the counts.

    Args:
        requests: the stage's requests (any order; duplicates by key are sent once).
        writer: a started backend implementing :class:`~judge_engine.backends.base.TextWriter`.
        store: an opened :class:`GenerationStore`.
        scheduler: ``window``, ``max_in_flight``, ``flush_rows``, ``flush_s``.
        writer_info: (backend, model) written on every row.
        on_done: called with 1 after each finished request (progress).

    Raises:
        BackendError: the writer returned other than one completion for a prompt; any error the
            writer raises, after the requests in flight settled and what finished was written.
    """
    t0 = time.monotonic()
    todo = missing_requests(requests, store)
    stats = GenStats(planned=len({r.request_key for r in requests}), resumed=0)
    stats.resumed = stats.planned - len(todo)
    in_flight = InFlight(scheduler.max_in_flight)
    parts = PartBuffer(store, scheduler.flush_rows, scheduler.flush_s)

    async def one(req: GenRequest) -> None:
        t = time.monotonic()
        comps = await writer.write([req.prompt], req.max_tokens)
        if len(comps) != 1:
            raise BackendError(f"writer returned {len(comps)} completions for request {req.request_key}, expected 1")
        c = comps[0]
        if c.finish_reason in RETRY_STATUSES:  # a failed API request: not stored, so a rerun asks again
            stats.sent += 1
            stats.failed += 1
            if on_done is not None:
                on_done(1)
            return
        row = {
            "request_key": req.request_key,
            "sample": 0,
            "item_id": req.item_id,
            "role": req.role,
            "step": req.step,
            "backend": writer_info[0],
            "model": writer_info[1],
            "text": c.text,
            "finish_reason": c.finish_reason,
            "completion_tokens": c.completion_tokens,
            "latency_s": time.monotonic() - t,
        }
        parts.add(pl.DataFrame([row], schema=GENERATION_SCHEMA))
        stats.sent += 1
        stats.completion_tokens += c.completion_tokens or 0
        if on_done is not None:
            on_done(1)
        await parts.flush()

    for start in range(0, len(todo), scheduler.window):
        window = sorted(todo[start : start + scheduler.window], key=lambda r: r.prompt)
        for req in window:
            if not await in_flight.submit(functools.partial(one, req)):
                break
        if in_flight.errors:
            break
    await in_flight.settle()
    await parts.flush(force=True)
    stats.wall_s = time.monotonic() - t0
    if in_flight.errors:
        raise in_flight.errors[0]
    return stats
