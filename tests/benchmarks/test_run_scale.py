"""benchmarks/run_scale.py on a tiny corpus: the run judges every planned sample once, the I/O floor writes the
run's judgment rows (every column equal), and the JSON carries the figures README's Measured table quotes (counts
worked out from how the corpus is built: pairs x 2 orders x k)."""

import json

import polars as pl

from benchmarks import run_scale


def test_run_scale_small(tmp_path, monkeypatch):
    out = tmp_path / "r.json"
    monkeypatch.setattr(run_scale, "KEEP_FLOOR_ROWS", True)
    work = tmp_path / "w"
    args = ["--pairs", "60", "--k", "2", "--shards", "3", "--repeats", "2", "--json", str(out), "--work", str(work)]
    doc = run_scale.main([*args, "--keep"])
    assert json.loads(out.read_text()) == doc
    assert doc["samples"] == 60 * 2 * 2
    assert [r["samples_written"] for r in doc["runs"]] == [240, 240]
    assert doc["part_files"]["median"] == 1  # 240 rows < flush_rows: one part
    for key in (
        "judging_samples_per_s",
        "after_judging_s",
        "peak_rss_gib",
        "io_floor_samples_per_s",
        "floor_over_engine",
        "narrow_floor_samples_per_s",
        "narrow_floor_over_engine",
    ):
        assert set(doc[key]) == {"median", "min", "max", "runs"} and len(doc[key]["runs"]) == 2
    assert doc["peak_rss_gib"]["min"] > 0 and len(doc["load_avg_before"]) == 3
    # the floor writes the run's rows: every column of every judgment row, the request keys included
    floor = pl.read_parquet(work / "floor-rows.parquet").sort("request_key", "sample")
    run = pl.read_parquet(work / "out" / "judgments" / "*.parquet").sort("request_key", "sample")
    assert floor.height == 240 and floor.equals(run)
