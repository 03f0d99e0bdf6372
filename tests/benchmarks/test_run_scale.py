"""benchmarks/run_scale.py on a tiny corpus: the run judges every planned sample once, the I/O floor writes the
same number of rows, and the JSON carries the figures README's Measured table quotes (counts worked out from
how the corpus is built: pairs x 2 orders x k)."""

import json

from benchmarks import run_scale


def test_run_scale_small(tmp_path):
    out = tmp_path / "r.json"
    doc = run_scale.main(["--pairs", "60", "--k", "2", "--shards", "3", "--repeats", "2", "--json", str(out)])
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
    ):
        assert set(doc[key]) == {"median", "min", "max", "runs"} and len(doc[key]["runs"]) == 2
    assert doc["peak_rss_gib"]["min"] > 0 and len(doc["load_avg_before"]) == 3
