"""Replay backend: serves recorded judge outputs instead of a model.

The recording is a Parquet or JSONL file (or a folder of them) with columns ``pair_id`` (str or
int; a single-answer unit's ``item_id``), ``order`` (``"ab"`` | ``"ba"``, or ``"single"`` for a
single-answer unit), ``sample`` (int >= 0) and ``text`` (str). A request asks
for samples ``start..n-1`` of its (pair_id, order), recorded sample ``i`` for sample ``i`` (so an
adaptive round's extra samples are the same recorded samples a uniform run uses); a sample the recording
lacks comes back as a
completion with ``text=None`` (parse status ``missing``), so calibration uses the samples present.
The same parsing and kernels run as for a live model, which is how published numbers are checked.
``judge.replay.delay_s`` makes every request wait that long first (a stand-in for model latency).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import numpy as np
import orjson
import polars as pl

from judge_engine.backends.base import Backend, Completion, GenerationResult
from judge_engine.backends.replay_index import RecordingIndex
from judge_engine.config import RunConfig
from judge_engine.errors import BackendError, InputError
from judge_engine.pipeline.heap import trim_heap
from judge_engine.pipeline.plan import Request
from judge_engine.schemas.tables import RECORDING_COLUMNS

log = logging.getLogger(__name__)


def recording_files(path: str | Path) -> list[Path]:
    """The recording's files: ``path`` itself, or the ``.parquet`` / ``.jsonl`` files under a folder.

    Raises:
        InputError: nothing at ``path``, or a folder without such files.
    """
    p = Path(path)
    if p.is_dir():
        files = sorted(f for f in p.rglob("*") if f.suffix in (".parquet", ".jsonl"))
    elif p.is_file():
        files = [p]
    else:
        raise InputError(f"replay recording not found: {p}")
    if not files:
        raise InputError(f"replay folder holds no .parquet or .jsonl file: {p}")
    return files


RECORDING_BATCH_ROWS = 65536
"""Rows of a Parquet recording file read at a time (:func:`recording_batches`)."""


def recording_batches(f: Path, rows: int = RECORDING_BATCH_ROWS) -> Iterator[pl.DataFrame]:
    """One recording file as frames of ``pair_id`` (str), ``order`` (str), ``sample`` (i64), ``text`` (str),
    in file order: a Parquet file read ``rows`` rows at a time (polars ``scan_parquet(...).collect_batches``, so memory
    holds a batch, not the file), a JSONL file whole (one frame). An empty file yields one empty frame. Each frame
    is free of duplicate (pair_id, order, sample); a duplicate across two frames of a file is for the
    caller to find (:meth:`~judge_engine.backends.replay_index.RecordingIndex.build` does).

    Raises:
        InputError: unreadable file, a missing column or one of the wrong type, an order outside
            {ab, ba, single}, a negative sample (named by its row in the file), or a duplicate
            (pair_id, order, sample) in one frame.
    """
    if f.suffix != ".parquet":
        try:
            whole = pl.read_ndjson(f.read_bytes())
        except Exception as exc:
            raise InputError(f"{f}: {_bad_line(f) or f'cannot read recording: {exc}'}") from None
        yield _checked(whole, f, 0)
        return
    try:
        lf = pl.scan_parquet(f, glob=False)
        names = lf.collect_schema().names()
        missing = [c for c in RECORDING_COLUMNS if c not in names]
        if missing:
            raise InputError(f"{f}: recording lacks column(s) {missing}; needs {list(RECORDING_COLUMNS)}")
        columns = [*RECORDING_COLUMNS, *(["finish_reason"] if "finish_reason" in names else [])]
        batches = iter(lf.select(columns).collect_batches(chunk_size=rows))
    except InputError:
        raise
    except Exception as exc:
        raise InputError(f"{f}: cannot read recording: {exc}") from None
    row0 = 0
    while True:
        try:
            df = next(batches, None)
            if df is None and row0 == 0:
                df = lf.select(columns).clear().collect()
        except Exception as exc:
            raise InputError(f"{f}: cannot read recording: {exc}") from None
        if df is None:
            return
        yield _checked(df, f, row0)
        if df.height == 0:
            return
        row0 += df.height


def read_recording_file(f: Path) -> pl.DataFrame:
    """One recording file whole as ``pair_id`` (str), ``order`` (str), ``sample`` (i64), ``text`` (str).

    Raises:
        InputError: as :func:`recording_batches`, or a duplicate (pair_id, order, sample) in the file.
    """
    df = pl.concat(list(recording_batches(f)))
    _no_duplicate(df, f)
    return df


def _bad_line(f: Path) -> str | None:
    """``line N: not JSON (...)`` for the first line of JSONL file ``f`` that is not a JSON object (fresh pass full54
    L2: the error named the file, not the line), else None. Reads the file line by line."""
    with f.open("rb") as fh:
        for i, line in enumerate(fh, 1):
            if not line.strip():
                continue
            try:
                obj = orjson.loads(line)
            except orjson.JSONDecodeError as exc:
                return f"line {i}: not JSON ({str(exc)[:120]})"
            if not isinstance(obj, dict):
                return f"line {i}: not a JSON object"
    return None


def _whole_answers(df: pl.DataFrame, f: Path, row0: int) -> None:
    """Refuse a recording whose optional ``finish_reason`` column (a run's own judgment files carry one) marks a
    recorded text as not a whole answer (anything but ``stop``; a null is an unknown reason, which everywhere else
    counts as maybe cut: fresh pass full71 M3): the backend serves every text as ``stop``, so a cut ``8 1``
    (``length``, parsed ``truncated``) would come back as scores 8 and 1 (fresh pass full70 M2). A recording without
    the column (a hand-made one) is served as it is.

    Raises:
        InputError: naming the file, the row and its finish reason."""
    if "finish_reason" not in df.columns or df.schema["finish_reason"] not in (pl.String, pl.Categorical, pl.Null):
        return
    reason = pl.col("finish_reason").cast(pl.String)
    cut = df.with_row_index("_row", offset=row0).filter(
        pl.col("text").is_not_null() & (reason.is_null() | (reason != "stop"))
    )
    if cut.height:
        r = cut.row(0, named=True)
        raise InputError(
            f"{f}: recording row {r['_row']} has finish_reason {r['finish_reason']!r} ({cut.height} such rows): replay "
            "serves every recorded text as a whole answer ('stop'); remove the rows that were cut or withheld"
        )


def _checked(df: pl.DataFrame, f: Path, row0: int) -> pl.DataFrame:
    """``df`` (rows ``row0..`` of recording file ``f``) validated and cast to the recording's columns."""
    missing = [c for c in RECORDING_COLUMNS if c not in df.columns]
    if missing:
        raise InputError(f"{f}: recording lacks column(s) {missing}; needs {list(RECORDING_COLUMNS)}")
    expected = {"pair_id": "string or integer", "order": "string", "sample": "integer", "text": "string"}
    ok = {
        "pair_id": df.schema["pair_id"] == pl.String or df.schema["pair_id"].is_integer(),
        "order": df.schema["order"] in (pl.String, pl.Categorical),
        "sample": df.schema["sample"].is_integer(),
        "text": df.schema["text"] in (pl.String, pl.Null),
    }
    for col, good in ok.items():
        if not good:
            raise InputError(f"{f}: recording column {col!r} must be {expected[col]}, got {df.schema[col]}")
    _whole_answers(df, f, row0)
    df = df.select(
        pl.col("pair_id").cast(pl.String),
        pl.col("order").cast(pl.String),
        pl.col("sample").cast(pl.Int64),
        pl.col("text").cast(pl.String),
    ).with_row_index("_row", offset=row0)
    bad = df.filter(
        pl.col("pair_id").is_null()
        | pl.col("sample").is_null()
        | pl.col("order").is_null()
        | ~pl.col("order").is_in(["ab", "ba", "single"])
        | (pl.col("sample") < 0)
    )
    if bad.height:
        r = bad.row(0, named=True)
        raise InputError(
            f"{f}: recording row {r['_row']}: pair_id={r['pair_id']!r}, order={r['order']!r}, "
            f"sample={r['sample']}: needs a pair_id, order 'ab', 'ba' or 'single', and sample >= 0"
        )
    df = df.drop("_row")
    _no_duplicate(df, f)
    return df


def _no_duplicate(df: pl.DataFrame, where: Path | str) -> None:
    dup = df.group_by("pair_id", "order", "sample").len().filter(pl.col("len") > 1)
    if dup.height:
        r = dup.row(0, named=True)
        raise InputError(
            f"{where}: duplicate recording for pair_id={r['pair_id']!r}, order={r['order']}, sample={r['sample']}"
        )


def read_recording(path: str | Path) -> pl.DataFrame:
    """Read a whole recording into ``pair_id`` (str), ``order`` (str), ``sample`` (i64), ``text`` (str).

    Raises:
        InputError: as :func:`read_recording_file`, or a duplicate (pair_id, order, sample) across files.
    """
    rec = pl.concat([read_recording_file(f) for f in recording_files(path)])
    _no_duplicate(rec, Path(path))
    return rec


class ReplayBackend(Backend):
    """Serves recorded completions keyed by (pair_id, order, sample), read per request from the recording
    spilled to an unlinked temporary file (:class:`~judge_engine.backends.replay_index.RecordingIndex`: 20
    bytes of memory per (pair_id, order), not the texts); a window of requests at once by a join
    (:meth:`generate_columns`) unless ``judge.replay.delay_s`` is set.

    Samples asked for but not recorded are counted (``accounting()["replay_missing_samples"]``)
    and, at :meth:`close`, reported in one warning: a recording that does not cover the input
    (another dataset's pair ids, too few samples for ``sampling.k``) is a mistake worth seeing
    before reading the parse-status counts."""

    name = "replay"

    def __init__(self, config: RunConfig) -> None:
        super().__init__(config)
        self._index: RecordingIndex | None = None
        self._rows: int | None = None  # recording rows, once read
        self._asked = 0
        self._missing = 0

    async def start(self) -> None:
        path = self.config.judge.replay.path
        if not path:
            raise BackendError("backend 'replay' needs judge.replay.path (a Parquet or JSONL recording)")
        files = recording_files(path)
        frames = (df for f in files for df in recording_batches(f))  # a batch at a time, not a file
        self._index = await asyncio.to_thread(RecordingIndex.build, frames, str(path))
        trim_heap()  # the batches' freed C heap back to the system before judging
        self._rows = self._index.rows

    def answers_windows(self) -> bool:
        """Windows are answered by a join (:meth:`generate_columns`), except with ``delay_s`` (per-request latency)."""
        return not self.config.judge.replay.delay_s

    def generate_columns(self, window: pl.DataFrame) -> pl.DataFrame:
        """Samples ``start..n-1`` of every request of the window by one look-up: the recording rows right after
        the last window's when they are exactly the samples asked (:meth:`RecordingIndex.lookup_next`: a
        recording in the input's order), else a search (:meth:`RecordingIndex.lookup_window`) and, unless it
        found exactly the samples asked in order, a join. Returns ``req``, ``sample``, ``text`` and
        ``finish_reason`` (``stop``; null with the text when the sample is not recorded)."""
        assert self._index is not None, "start() first"
        start, n = window["start"].to_numpy(), window["n"].to_numpy()
        new = n - start
        req = np.repeat(np.arange(window.height, dtype=np.uint32), new)
        sample = np.repeat(start - np.cumsum(new) + new, new) + np.arange(req.size)
        out = self._index.lookup_next(window["pair_id"], window["order"], req, sample)
        if out is None:
            got = self._index.lookup_window(window["pair_id"], window["order"])
            exact = (
                got.height == req.size
                and np.array_equal(got["req"].to_numpy(), req)
                and np.array_equal(got["sample"].to_numpy(), sample)
            )
            if exact:  # the recording holds exactly the samples asked for, in order: no join
                out = got
            else:
                want = pl.DataFrame({"req": req, "sample": sample})
                out = want.join(got, on=["req", "sample"], how="left", maintain_order="left")
        out = out.with_columns(finish_reason=pl.when(pl.col("text").is_not_null()).then(pl.lit("stop")))
        self._asked += out.height
        self._missing += out["text"].null_count()
        return out

    async def generate_one(self, request: Request) -> GenerationResult:
        if self.config.judge.replay.delay_s:
            await asyncio.sleep(self.config.judge.replay.delay_s)  # stands in for model latency
        assert self._index is not None, "start() first"
        texts = self._index.lookup(request.pair_id, request.order)
        comps = []
        for i in range(request.start, request.n):
            text = texts.get(i)
            self._asked += 1
            self._missing += text is None
            comps.append(Completion(text=text, finish_reason="stop" if text is not None else None))
        return GenerationResult(request_key=request.request_key, completions=comps)

    def accounting(self) -> dict[str, Any]:
        return {"replay_samples_asked": self._asked, "replay_missing_samples": self._missing}

    async def close(self) -> None:
        if self._index is not None:
            self._index.close()
        if self._missing:
            log.warning(
                "%d of %d samples asked for are not in the recording %s (parse status 'missing'); check "
                "that it covers the input's pair_ids, both orders and sampling.k samples",
                self._missing,
                self._asked,
                self.config.judge.replay.path,
            )

    def info(self) -> dict[str, Any]:
        return {"backend": self.name, "recording": self.config.judge.replay.path, "recording_rows": self._rows}
