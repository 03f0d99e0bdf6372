"""Scale benchmark of the run path: ``judge-engine run`` on the replay backend over a synthetic corpus.

What is measured is the engine around the kernels (no model): reading shards, planning, the in-flight
window, parsing, buffering and writing judgment parts, resume bookkeeping and the final stage.

1. A deterministic synthetic corpus (``--pairs`` pairs in ``--shards`` Parquet shards, short texts) and
   a recording of every (pair, order, sample) (faireval-scoring score lines, seeded scores) under
   ``--work`` (default: a temporary folder under /tmp, deleted afterwards).
2. ``judge-engine run`` on them as a subprocess (``--repeats`` times, a fresh output folder each), its
   peak RSS of the process tree sampled every 0.1 s with psutil; judging samples/s comes from
   ``summary.json`` (``samples_written / judging_wall_s``), ``after_judging_s`` is ``wall_s -
   judging_wall_s - engine_start_s``: the final stage plus the run's start (config, folder, lock).
3. In the same invocation, after each run, the I/O floor: a plain polars pass that reads the pairs and the
   recording and writes the same judgment rows as the run, in the parts' schema (:func:`io_floor_rows`:
   the request keys hashed by polars-hash, the recording joined to them, its scores parsed by a regex,
   the verdict, written at the parts' zstd level): what any engine has to do at least. The narrower floor
   of earlier figures (:func:`io_floor`: the recording joined to the pair ids, the scores parsed, 9 of the
   20 columns written, no request key) is reported beside it as ``narrow_floor_*``.

The recording's texts are the two score lines a format-constrained judge writes (``Score of the Assistant
1: 7`` / ``... 2: 3``, 100 distinct texts), so the replay backend's window path parses them by the
canonical-form fast path (:mod:`judge_engine.pipeline.parsing.canonical`, once per distinct text in a window);
free-text reviews go through the Python parser (about 57 us per two-line text here).

    python -m benchmarks.run_scale --pairs 1000000 --k 3 --repeats 3 --json run_scale.json

Prints JSON: per repeat and as median / min / max, judging samples/s, seconds after judging, peak RSS
(GiB) of the process tree, part files; the floor's samples/s and the ratio floor / engine; the load
average before and after (the machine is shared: compare runs at a similar load).
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

import numpy as np
import orjson
import polars as pl

from benchmarks._common import device_name, emit

ORDERS = ("ab", "ba")


def write_corpus(work: Path, n_pairs: int, shards: int) -> Path:
    """``n_pairs`` pairs ``p0..`` in ``shards`` Parquet files under ``work/pairs``; returns the folder."""
    folder = work / "pairs"
    folder.mkdir(parents=True, exist_ok=True)
    bounds = np.linspace(0, n_pairs, shards + 1).astype(np.int64)
    for s in range(shards):
        idx = pl.int_range(int(bounds[s]), int(bounds[s + 1]), eager=True).cast(pl.String)
        q = (pl.int_range(int(bounds[s]), int(bounds[s + 1]), eager=True) // 6).cast(pl.String)
        pl.DataFrame(
            {
                "pair_id": "p" + idx,
                "question": "Question " + q + ": how does the answer depend on the context?",
                "response_a": "Answer A to pair " + idx + ": it depends on time and energy.",
                "response_b": "Answer B to pair " + idx + ": the market sets the value.",
            }
        ).write_parquet(folder / f"shard-{s:03d}.parquet")
    return folder


def recording_frame(lo: int, hi: int, k: int, seed: int) -> pl.DataFrame:
    """The recording of pairs ``lo..hi-1``: every order and sample, faireval-scoring score lines with
    seeded scores 1..10."""
    rng = np.random.default_rng([seed, lo])
    n = (hi - lo) * len(ORDERS) * k
    pair = np.repeat(np.arange(lo, hi, dtype=np.int64), len(ORDERS) * k)
    order = np.tile(np.repeat(np.arange(len(ORDERS)), k), hi - lo)
    s1, s2 = rng.integers(1, 11, n), rng.integers(1, 11, n)
    return pl.DataFrame(
        {
            "pair_id": "p" + pl.Series(pair).cast(pl.String),
            "order": pl.Series(order).replace_strict(dict(enumerate(ORDERS)), return_dtype=pl.String),
            "sample": np.tile(np.arange(k, dtype=np.int64), (hi - lo) * len(ORDERS)),
            "text": "Score of the Assistant 1: "
            + pl.Series(s1).cast(pl.String)
            + "\nScore of the Assistant 2: "
            + pl.Series(s2).cast(pl.String),
        }
    )


def write_recording(work: Path, n_pairs: int, k: int, seed: int, files: int) -> Path:
    """The recording of every pair in ``files`` Parquet files under ``work/recording``; returns the folder."""
    folder = work / "recording"
    folder.mkdir(parents=True, exist_ok=True)
    bounds = np.linspace(0, n_pairs, files + 1).astype(np.int64)
    for f in range(files):
        recording_frame(int(bounds[f]), int(bounds[f + 1]), k, seed).write_parquet(folder / f"rec-{f:03d}.parquet")
    return folder


def write_config(work: Path, k: int, extra: list[str]) -> Path:
    """The run config (replay backend, faireval-scoring, both orders, k samples, no bootstrap)."""
    lines = [
        "[input]",
        f'paths = ["{work / "pairs"}"]',
        "[judge]",
        'backend = "replay"',
        'template = "faireval-scoring"',
        "[judge.replay]",
        f'path = "{work / "recording"}"',
        "[sampling]",
        'orders = "both"',
        f"k = {k}",
        "[calibration]",
        "bootstrap_resamples = 0",
        "[output]",
        f'dir = "{work / "out"}"',
        *extra,
    ]
    path = work / "config.toml"
    path.write_text("\n".join(lines) + "\n")
    return path


class PeakRss:
    """Peak resident memory (bytes) of a process and all its children, sampled every ``interval`` s."""

    def __init__(self, pid: int, interval: float = 0.1) -> None:
        import psutil

        self.proc = psutil.Process(pid)
        self.interval = interval
        self.peak = 0
        self.samples: list[tuple[float, int]] = []  # (monotonic s, bytes): to split the peak by phase
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._loop, daemon=True)
        self._thread.start()

    def _loop(self) -> None:
        import psutil

        while not self._stop.is_set():
            try:
                procs = [self.proc, *self.proc.children(recursive=True)]
                total = 0
                for p in procs:
                    try:
                        total += p.memory_info().rss
                    except psutil.Error:
                        pass
                self.peak = max(self.peak, total)
                self.samples.append((time.monotonic(), total))
            except psutil.Error:
                pass
            self._stop.wait(self.interval)

    def stop(self) -> int:
        self._stop.set()
        self._thread.join()
        return self.peak

    def peak_between(self, t0: float, t1: float) -> int:
        """Peak of the samples taken in [t0, t1) (0 when none)."""
        return max((b for t, b in self.samples if t0 <= t < t1), default=0)


def run_engine(config: Path, out: Path, extra_args: list[str]) -> dict[str, Any]:
    """One ``judge-engine run`` as a subprocess into a fresh ``out``: its figures."""
    shutil.rmtree(out, ignore_errors=True)
    cmd = [sys.executable, "-m", "judge_engine.cli", "run", str(config), "--quiet", *extra_args]
    t0 = time.monotonic()
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    rss = PeakRss(proc.pid)
    _, err = proc.communicate()
    t_end = time.monotonic()
    peak = rss.stop()
    wall = t_end - t0
    if proc.returncode not in (0, 1):
        raise RuntimeError(f"judge-engine run failed ({proc.returncode}): {err.decode()[-2000:]}")
    j = orjson.loads((out / "summary.json").read_bytes())  # a pairwise run's summary: flat
    judging = j["judging_wall_s"] or 0.0
    after = j["wall_s"] - judging - (j["engine_start_s"] or 0.0)
    # the final stage ends the run: its last `after` seconds (they include the run's start too, so the
    # window reaches a little into judging), with the interpreter's exit
    t_final = t_end - max(after, 0.0) - (wall - j["wall_s"]) / 2
    return {
        "wall_s": wall,
        "judging_wall_s": judging,
        "samples_written": j["samples_written"],
        "judging_samples_per_s": j["samples_written"] / judging if judging else None,
        "after_judging_s": after,
        "engine_start_s": j["engine_start_s"],
        "run_wall_s": j["wall_s"],
        "peak_rss_gib": peak / 2**30,
        "peak_rss_before_final_gib": rss.peak_between(t0, t_final) / 2**30,
        "peak_rss_final_gib": rss.peak_between(t_final, t_end + 1) / 2**30,
        "part_files": len(list((out / "judgments").glob("part-*.parquet"))),
    }


def io_floor(work: Path, n_pairs: int, k: int) -> dict[str, Any]:
    """The narrow floor (the README's figures before the floor wrote the parts' schema): a plain polars
    pass: read the recording, join it to the planned (pair, order, sample) rows, parse the two scores with a
    regex and write the rows (9 columns, no request key) as Parquet. Returns its seconds and samples/s."""
    t0 = time.monotonic()
    rec = pl.scan_parquet(work / "recording" / "*.parquet")
    pairs = pl.scan_parquet(work / "pairs" / "*.parquet").select("pair_id")
    plan = pairs.join(rec, on="pair_id", how="inner")
    rows = plan.with_columns(
        pl.col("text").str.extract(r"Assistant 1: (\d+)", 1).cast(pl.Float64).alias("score_first"),
        pl.col("text").str.extract(r"Assistant 2: (\d+)", 1).cast(pl.Float64).alias("score_second"),
    ).with_columns(
        pl.when(pl.col("order") == "ab").then(pl.col("score_first")).otherwise(pl.col("score_second")).alias("score_a"),
        pl.when(pl.col("order") == "ab").then(pl.col("score_second")).otherwise(pl.col("score_first")).alias("score_b"),
    )
    target = work / "floor.parquet"
    rows.sink_parquet(target)
    dt = time.monotonic() - t0
    n = pl.scan_parquet(target).select(pl.len()).collect().item()
    target.unlink()
    return {"s": dt, "samples": n, "samples_per_s": n / dt}


def io_floor_rows(work: Path, identity: str) -> dict[str, Any]:
    """The I/O floor in the parts' schema: the rows a run writes (``JUDGMENT_SCHEMA``, all 20 columns, the
    request key included), by one polars pass: the pairs' two request keys per pair hashed by polars-hash from
    the run's ``identity`` and the pair's fields (:func:`judge_engine.pipeline.windows.request_key_expr`; the
    corpus holds no ESC or U+001F, so nothing is escaped), the recording joined to them, its scores parsed by
    a regex, the verdict from the scores (:func:`judge_engine.pipeline.window_rows.score_verdict`), written as
    Parquet at the parts' zstd level. The rows equal the run's (``tests/benchmarks/test_run_scale.py``).
    Returns its seconds and samples/s."""
    from judge_engine.files import PART_ZSTD_LEVEL
    from judge_engine.pipeline.window_rows import score_verdict
    from judge_engine.pipeline.windows import request_key_expr
    from judge_engine.schemas.tables import JUDGMENT_SCHEMA

    t0 = time.monotonic()
    fields: list[pl.Expr | str] = [pl.lit(identity), "pair_id", "question", "response_a", "response_b", pl.lit("")]
    keys = pl.scan_parquet(work / "pairs" / "*.parquet").select(
        "pair_id",
        *(request_key_expr(fields, o).alias(o) for o in ORDERS),
    )
    rec = pl.scan_parquet(work / "recording" / "*.parquet").join(keys, on="pair_id", how="inner")
    ba = pl.col("order") == "ba"
    score = r"Score of the Assistant {}: (\d+)"
    rows = (
        rec.with_columns(
            score_first=pl.col("text").str.extract(score.format(1), 1).cast(pl.Float64),
            score_second=pl.col("text").str.extract(score.format(2), 1).cast(pl.Float64),
            request_key=pl.when(ba).then(pl.col("ba")).otherwise(pl.col("ab")),
        )
        .with_columns(
            score_a=pl.when(ba).then("score_second").otherwise("score_first"),
            score_b=pl.when(ba).then("score_first").otherwise("score_second"),
        )
        .with_columns(
            verdict=score_verdict(pl.col("score_a"), pl.col("score_b")),
            parse_status=pl.when(pl.col("score_a").is_not_null() & pl.col("score_b").is_not_null())
            .then(pl.lit("ok"))
            .otherwise(pl.lit("no_verdict")),
            finish_reason=pl.lit("stop"),
            input_truncated=pl.lit(False),
        )
        .select(
            [(pl.col(c) if c in _FLOOR_COMPUTED else pl.lit(None)).cast(t).alias(c) for c, t in JUDGMENT_SCHEMA.items()]
        )
    )
    target = work / "floor-rows.parquet"
    rows.sink_parquet(target, compression_level=PART_ZSTD_LEVEL)
    dt = time.monotonic() - t0
    n = pl.scan_parquet(target).select(pl.len()).collect().item()
    if not KEEP_FLOOR_ROWS:
        target.unlink()
    return {"s": dt, "samples": n, "samples_per_s": n / dt}


_FLOOR_COMPUTED = {
    "pair_id", "order", "sample", "text", "score_first", "score_second", "score_a", "score_b", "verdict",
    "parse_status", "finish_reason", "input_truncated", "request_key",
}  # fmt: skip
KEEP_FLOOR_ROWS = False  # tests keep ``floor-rows.parquet`` to compare it with the run's rows


def _stats(xs: list[float]) -> dict[str, Any]:
    return {"median": statistics.median(xs), "min": min(xs), "max": max(xs), "runs": xs}


def main(argv: list[str] | None = None) -> dict[str, Any]:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--pairs", type=int, default=100_000)
    ap.add_argument("--k", type=int, default=3, help="samples per order")
    ap.add_argument("--shards", type=int, default=10, help="input Parquet shards")
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--work", default=None, help="work folder (default: a temporary one under /tmp, deleted)")
    ap.add_argument("--keep", action="store_true", help="keep the work folder")
    ap.add_argument("--set", dest="sets", action="append", default=[], help="extra config lines (TOML)")
    ap.add_argument("--json", dest="json_path", default=None)
    ap.add_argument(
        "--final-only",
        action="store_true",
        help="write the judgment parts directly and run only the final stage (benchmarks/final_scale.py)",
    )
    ap.add_argument("--part-rows", type=int, default=50_000, help="--final-only: rows per judgment part")
    args = ap.parse_args(argv)
    if args.final_only:
        return final_only(args)

    work = Path(args.work) if args.work else Path(tempfile.mkdtemp(prefix="je-run-scale-", dir="/tmp"))
    work.mkdir(parents=True, exist_ok=True)
    load_before = os.getloadavg()
    try:
        t0 = time.monotonic()
        write_corpus(work, args.pairs, args.shards)
        write_recording(work, args.pairs, args.k, args.seed, args.shards)
        corpus_s = time.monotonic() - t0
        config = write_config(work, args.k, args.sets)
        runs, floors, narrow = [], [], []
        for _ in range(args.repeats):
            runs.append(run_engine(config, work / "out", []))
            identity = orjson.loads((work / "out" / "manifest.json").read_bytes())["judge_identity"]
            floors.append(io_floor_rows(work, identity))
            narrow.append(io_floor(work, args.pairs, args.k))
        rate = [r["judging_samples_per_s"] for r in runs]
        floor_rate = [f["samples_per_s"] for f in floors]
        doc = {
            "benchmark": "run_scale",
            "device": device_name(),
            "pairs": args.pairs,
            "k": args.k,
            "samples": args.pairs * len(ORDERS) * args.k,
            "shards": args.shards,
            "corpus_s": corpus_s,
            "judging_samples_per_s": _stats(rate),
            "after_judging_s": _stats([r["after_judging_s"] for r in runs]),
            "peak_rss_gib": _stats([r["peak_rss_gib"] for r in runs]),
            "part_files": _stats([r["part_files"] for r in runs]),
            "io_floor_samples_per_s": _stats(floor_rate),
            "floor_over_engine": _stats([f / r for f, r in zip(floor_rate, rate, strict=True)]),
            "narrow_floor_samples_per_s": _stats([f["samples_per_s"] for f in narrow]),
            "narrow_floor_over_engine": _stats([f["samples_per_s"] / r for f, r in zip(narrow, rate, strict=True)]),
            "runs": runs,
            "load_avg_before": list(load_before),
            "load_avg_after": list(os.getloadavg()),
        }
    finally:
        if not args.keep and not args.work:
            shutil.rmtree(work, ignore_errors=True)
    emit(doc, args.json_path)
    return doc


def final_only(args: argparse.Namespace) -> dict[str, Any]:
    """``--final-only``: parts written directly, the final stage alone timed, its results checked against the
    kernels (:mod:`benchmarks.final_scale`)."""
    from benchmarks import final_scale

    work = Path(args.work) if args.work else Path(tempfile.mkdtemp(prefix="je-final-scale-", dir="/tmp"))
    work.mkdir(parents=True, exist_ok=True)
    load_before = os.getloadavg()
    try:
        t0 = time.monotonic()
        config = work / "config.toml"
        if not (args.work and config.exists()):  # a --work folder with a corpus is reused (--keep made it)
            config = final_scale.write_final_corpus(work, args.pairs, args.k, args.seed, args.shards, args.part_rows)
        corpus_s = time.monotonic() - t0
        runs = [final_scale.run_final(config, args.pairs, args.k) for _ in range(args.repeats)]
        t1 = time.monotonic()
        check = final_scale.check_against_kernels(work / "out")
        doc = {
            "benchmark": "run_scale --final-only",
            "device": device_name(),
            "pairs": args.pairs,
            "k": args.k,
            "judgment_rows": args.pairs * len(ORDERS) * args.k,
            "part_files": len(list((work / "out" / "judgments").glob("part-*.parquet"))),
            "corpus_s": corpus_s,
            "final_s": _stats([r["final_s"] for r in runs]),
            "final_cpu_s": _stats([r["final_cpu_s"] for r in runs]),
            "peak_rss_final_gib": _stats([r["peak_rss_final_gib"] for r in runs]),
            "peak_rss_gib": _stats([r["peak_rss_gib"] for r in runs]),
            "start_s": _stats([r["start_s"] for r in runs]),
            "check_s": time.monotonic() - t1,
            "equals_kernels": check,
            "runs": runs,
            "load_avg_before": list(load_before),
            "load_avg_after": list(os.getloadavg()),
        }
    finally:
        if not args.keep and not args.work:
            shutil.rmtree(work, ignore_errors=True)
    emit(doc, args.json_path)
    return doc


if __name__ == "__main__":
    main()
