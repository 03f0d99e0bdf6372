"""The final stage alone at scale (``python -m benchmarks.run_scale --final-only``): judgment parts written
directly, then only :func:`judge_engine.pipeline.finish.finish_run` (the function a run calls) in a subprocess,
and its results checked against the kernels computed directly on the same rows.

1. :func:`write_final_corpus`: the input shards (:func:`benchmarks.run_scale.write_corpus`) and, for every
   (pair, order, sample), one judgment row in the parts' real schema (``JUDGMENT_SCHEMA``, ``text``
   included) with deterministic seeded scores (faireval-scoring score lines, 1-10; 1 % of the samples
   unparsed, ``no_verdict``), ``part_rows`` rows per part (pairs whole, in pair order), under
   ``OUT/judgments/``. Request keys are 32 hex digits that name the pair and the order.
2. :func:`stage` (the subprocess, ``python -m benchmarks.final_scale CONFIG PAIRS K``): the run start a
   rerun into the folder would do (:func:`judge_engine.pipeline.start.start_run`: lock, manifest, the resume
   index loaded from the parts), the run record the judging stage would have spilled (each input row's
   metadata and the run's request keys in ``OUT/run/``), then ``finish_run`` alone, timed.
3. :func:`check_against_kernels`: per part (whole pairs), the kernels (``pair_stats``, ``calibrate``,
   ``order_verdicts``, ``position_preference``) on the rows just as written, summed, against
   ``summary.json`` (verdict counts, conflict rate and its n, position preference, parse failures, pairs
   with a verdict) and ``pairs.parquet`` (sums of ``cs_a`` and ``bpde``, and every pair of a sample of pairs
   column by column).
"""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import numpy as np
import polars as pl

from judge_engine.pipeline.lock import LOCK_FILE

ORDERS = ("ab", "ba")
CHECK_EVERY = 9973
"""Pairs whose whole ``pairs.parquet`` row is compared: every CHECK_EVERY-th pair (a prime, so every shard
and position in a part is hit)."""


def request_keys(pair: np.ndarray, order: np.ndarray) -> pl.Series:
    """32 hex digits (decimal digits only) per (pair index, order code): ``2 * pair + order`` zero-padded to
    16, then 16 digits of a seeded mix of it, so the 64-bit resume key (the first 16) is unique per request."""
    code = pair.astype(np.uint64) * np.uint64(2) + order.astype(np.uint64)
    with np.errstate(over="ignore"):
        mix = (code * np.uint64(0x9E3779B97F4A7C15)) % np.uint64(10**16)
    head = pl.Series(code).cast(pl.String).str.zfill(16)
    return head + pl.Series(mix).cast(pl.String).str.zfill(16)


def part_frame(lo: int, hi: int, k: int, seed: int) -> pl.DataFrame:
    """The judgment rows (JUDGMENT_SCHEMA) of pairs ``lo..hi-1``, every order and sample, pair-major."""
    from judge_engine.schemas.tables import JUDGMENT_SCHEMA

    rng = np.random.default_rng([seed, lo])
    per = len(ORDERS) * k
    n = (hi - lo) * per
    pair = np.repeat(np.arange(lo, hi, dtype=np.int64), per)
    order = np.tile(np.repeat(np.arange(len(ORDERS), dtype=np.int8), k), hi - lo)
    sample = np.tile(np.arange(k, dtype=np.int32), (hi - lo) * len(ORDERS))
    s1, s2 = rng.integers(1, 11, n).astype(np.float64), rng.integers(1, 11, n).astype(np.float64)
    ok = rng.random(n) >= 0.01
    first = np.where(ok, s1, np.nan)
    second = np.where(ok, s2, np.nan)
    is_ab = order == 0
    a, b = np.where(is_ab, first, second), np.where(is_ab, second, first)
    verdict = np.where(~ok, 3, np.where(a > b, 0, np.where(a < b, 1, 2)))
    text = "Score of the Assistant 1: " + pl.Series(s1.astype(np.int64)).cast(pl.String)
    text = text + "\nScore of the Assistant 2: " + pl.Series(s2.astype(np.int64)).cast(pl.String)
    lead = sample == 0
    latency = (np.arange(lo, hi).repeat(len(ORDERS)) % 997 / 100.0 + 0.25).repeat(k)
    df = pl.DataFrame(
        {
            "pair_id": "p" + pl.Series(pair).cast(pl.String),
            "order": pl.Series(order).replace_strict(dict(enumerate(ORDERS)), return_dtype=pl.String),
            "sample": sample,
            "score_first": pl.Series(first, nan_to_null=True),
            "score_second": pl.Series(second, nan_to_null=True),
            "score_a": pl.Series(a, nan_to_null=True),
            "score_b": pl.Series(b, nan_to_null=True),
            "verdict": pl.Series(verdict).replace_strict({0: "a", 1: "b", 2: "tie", 3: None}, return_dtype=pl.String),
            "parse_status": pl.Series(np.where(ok, "ok", "no_verdict")),
            "finish_reason": pl.Series(["stop"] * n),
            "text": pl.Series(np.where(ok, text.to_numpy(), "I cannot judge these answers.")),
            "prompt_tokens": pl.Series(np.where(lead, 180, 0)).replace(0, None),
            "completion_tokens": pl.Series(np.where(lead, 16 * k, 0)).replace(0, None),
            "cached_tokens": pl.Series(np.where(lead, 64, 0)).replace(0, None),
            "latency_s": latency,
            "input_truncated": np.zeros(n, dtype=bool),
            "p_a": pl.Series([None] * n, dtype=pl.Float64),
            "p_b": pl.Series([None] * n, dtype=pl.Float64),
            "p_tie": pl.Series([None] * n, dtype=pl.Float64),
            "request_key": request_keys(pair, order),
        }
    )
    return df.select([pl.col(c).cast(t) for c, t in JUDGMENT_SCHEMA.items()])


def pairs_per_part(k: int, part_rows: int) -> int:
    """Whole pairs per part: ``part_rows`` rows rounded down to whole pairs (at least one)."""
    return max(part_rows // (len(ORDERS) * k), 1)


def write_final_corpus(work: Path, n_pairs: int, k: int, seed: int, shards: int, part_rows: int) -> Path:
    """Input shards, a config and every judgment row as parts under ``work/out/judgments``; returns the config
    (its ``scheduler.flush_rows`` is the parts' size, so the final stage's compaction leaves them be)."""
    from benchmarks.run_scale import write_config, write_corpus

    write_corpus(work, n_pairs, shards)
    parts = work / "out" / "judgments"
    parts.mkdir(parents=True, exist_ok=True)
    step = pairs_per_part(k, part_rows)
    for i, lo in enumerate(range(0, n_pairs, step)):
        part_frame(lo, min(lo + step, n_pairs), k, seed).write_parquet(parts / f"part-{i:06d}.parquet")
    extra = ["[scheduler]", f"flush_rows = {step * len(ORDERS) * k}"]
    config = write_config(work, k, extra)
    _write_manifest(config)
    return config


def _write_manifest(config_path: Path) -> None:
    """The folder's ``manifest.json`` as the run that wrote the parts would have left it."""
    from judge_engine.config import load_config
    from judge_engine.pipeline.parsing.version import PARSER_VERSION
    from judge_engine.pipeline.start import build_manifest
    from judge_engine.pipeline.template_sets import load_judge_templates

    config = load_config(config_path)
    manifest, _ = build_manifest(config, load_judge_templates(config.judge.template))
    # the version that parsed the rows (the run records it): without it the timed run start would parse every
    # stored row again, as a rerun after a parser upgrade does (judge_engine.pipeline.reparse)
    manifest.parser_version = PARSER_VERSION
    manifest.write(Path(config.output.dir))
    (Path(config.output.dir) / LOCK_FILE).touch()  # a finished run leaves its (released) lock file


def stage(config_path: Path, n_pairs: int, k: int) -> dict[str, Any]:
    """In the subprocess: start the run as a rerun would, spill its record, then ``finish_run`` alone."""
    from judge_engine.config import load_config
    from judge_engine.pipeline.finish import Judged, finish_run
    from judge_engine.pipeline.scheduler import JudgeStats
    from judge_engine.pipeline.spill import RUN_DIR, FrameSpill, SeriesSpill
    from judge_engine.pipeline.start import record_backend, start_run

    config = load_config(config_path)
    t0 = time.monotonic()
    with start_run(config) as start:
        t_open = time.monotonic()
        run_dir = start.store.dir / RUN_DIR
        stats = JudgeStats(meta=FrameSpill(run_dir, "meta"), request_keys=SeriesSpill(run_dir, "keys"))
        for shard in sorted(Path(config.input.paths[0]).glob("*.parquet")):
            ids = pl.read_parquet(shard, columns=["pair_id"])
            stats.meta.append(
                ids.with_columns(
                    pl.lit(str(shard)).alias("source_file"),
                    pl.int_range(ids.height, dtype=pl.UInt32).alias("source_row"),
                    pl.lit(None, pl.String).alias("flag"),
                )
            )
            pair = ids["pair_id"].str.slice(1).cast(pl.Int64).to_numpy()
            order = np.tile(np.arange(len(ORDERS), dtype=np.int8), pair.size)
            stats.request_keys.append(request_keys(np.repeat(pair, len(ORDERS)), order).rename("request_key"))
            stats.pairs_in += ids.height
        stats.pairs_valid = stats.pairs_in
        stats.requests_total = stats.pairs_in * len(ORDERS)
        stats.samples_resumed = start.store.resumed_rows
        record_backend(start.manifest, {"backend": "replay"})
        t_final, cpu = time.monotonic(), time.process_time()
        finish_run(config, Judged(start.store, stats, start.manifest), t0)
        t_end, cpu_end = time.monotonic(), time.process_time()
    return {
        "start_s": t_open - t0,
        "record_s": t_final - t_open,
        "final_s": t_end - t_final,
        "final_cpu_s": cpu_end - cpu,  # CPU seconds of every thread: the figure a loaded machine moves least
        "t_final": t_final,
    }


def _expected(parts: list[Path], every: int) -> tuple[dict[str, float], pl.DataFrame]:
    """The kernels on each part's rows (whole pairs), summed; and the kernels' rows of every ``every``-th pair."""
    from judge_engine.kernels.agreement import conflict_rate, order_verdicts, slot_counts
    from judge_engine.kernels.calibration import calibrate
    from judge_engine.kernels.segments import pair_stats

    names = ("a", "b", "tie", "conflicts", "conflict_n", "cs_a", "bpde", "n", "first", "second", "unparsed")
    tot = dict.fromkeys((*names, "with_verdict"), 0.0)
    picked = []
    for f in parts:
        j = pl.read_parquet(f, columns=["pair_id", "order", "sample", "score_a", "score_b", "score_first",
                                        "score_second", "parse_status"])  # fmt: skip
        st = pair_stats(j)
        cal = calibrate(st)
        cr = conflict_rate(order_verdicts(st), "first")
        slots = slot_counts(j).select(pl.col("n", "first", "second").sum()).row(0, named=True)
        for v in ("a", "b", "tie"):
            tot[v] += int((cal["verdict"] == v).sum())
        tot["conflicts"] += cr["k"]
        tot["conflict_n"] += cr["n"]
        tot["cs_a"] += float(cal["cs_a"].sum())
        tot["bpde"] += float(cal["bpde"].sum())
        for c in ("n", "first", "second"):
            tot[c] += slots[c] or 0
        tot["unparsed"] += int((j["parse_status"] != "ok").sum())
        tot["with_verdict"] += int(cal["verdict"].is_not_null().sum())
        idx = cal["pair_id"].str.slice(1).cast(pl.Int64)
        picked.append(cal.filter(idx % every == 0))
    return tot, pl.concat(picked)


def check_against_kernels(out: Path, every: int = CHECK_EVERY) -> dict[str, Any]:
    """Whether the final stage's ``summary.json`` and ``pairs.parquet`` equal the kernels on the parts' rows
    (module docstring, 3); ``equal`` is all of them."""
    tot, picked = _expected(sorted((out / "judgments").glob("part-*.parquet")), every)
    s = json.loads((out / "summary.json").read_text())
    m = s  # a pairwise run's summary is flat
    pairs = pl.scan_parquet(out / "pairs.parquet")
    got = pairs.select(pl.col("cs_a").sum(), pl.col("bpde").sum()).collect().row(0)
    pp = m["position_preference"]
    checks = {
        "verdicts": m["verdicts"] == {v: int(tot[v]) for v in ("a", "b", "tie")},
        "conflict_rate": m["conflict_n"] == tot["conflict_n"]
        and abs(m["conflict_rate"] - tot["conflicts"] / tot["conflict_n"]) < 1e-12,
        "position_preference": pp["n"] == tot["n"]
        and abs(pp["first"] - tot["first"] / tot["n"]) < 1e-12
        and abs(pp["second"] - tot["second"] / tot["n"]) < 1e-12,
        "parse_failures": m["parse_failures"] == tot["unparsed"],
        "pairs_with_verdict": m["pairs_with_verdict"] == tot["with_verdict"],
        "cs_a_sum": abs(got[0] - tot["cs_a"]) <= 1e-9 * max(abs(tot["cs_a"]), 1.0),
        "bpde_sum": abs(got[1] - tot["bpde"]) <= 1e-9 * max(abs(tot["bpde"]), 1.0),
    }
    cols = ["pair_id", "cs_a", "cs_b", "verdict", "p_win", "p_tie", "p_lose", "bpde", "n_samples", "n_valid"]
    mine = pairs.join(picked.lazy().select("pair_id"), on="pair_id", how="semi").select(cols).collect()
    want = picked.select(cols).with_columns(pl.col("n_samples", "n_valid").cast(pl.UInt32))
    checks["sample_rows"] = mine.height == want.height and mine.sort("pair_id").equals(want.sort("pair_id"))
    return {"equal": all(checks.values()), "checks": checks, "sample_pairs": want.height}


def run_final(config: Path, n_pairs: int, k: int) -> dict[str, Any]:
    """The subprocess (:func:`stage`) under :class:`benchmarks.run_scale.PeakRss`: its figures, the peak RSS
    of the whole subprocess and of the final stage alone (GiB)."""
    from benchmarks.run_scale import PeakRss

    cmd = [sys.executable, "-m", "benchmarks.final_scale", str(config), str(n_pairs), str(k)]
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    rss = PeakRss(proc.pid)
    outb, err = proc.communicate()
    t_end = time.monotonic()
    peak = rss.stop()
    if proc.returncode != 0:
        raise RuntimeError(f"final stage failed ({proc.returncode}): {err.decode()[-2000:]}")
    doc = json.loads(outb.decode().strip().splitlines()[-1])
    doc["peak_rss_gib"] = peak / 2**30
    doc["peak_rss_final_gib"] = rss.peak_between(doc.pop("t_final"), t_end + 1) / 2**30
    return doc


if __name__ == "__main__":
    print(json.dumps(stage(Path(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]))))
