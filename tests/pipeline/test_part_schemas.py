"""Adversarial pass 2, finding 9: a judgment part whose schema differs from the others in a castable way
(an extra column, ``sample`` stored as Int64 or String, ``pair_id`` dictionary-encoded) is read with a
per-part cast; before the fix every run failed "cannot read the judgment parts together (SchemaError ...)"
with no file named, and ``--repair`` repeated the error. A part whose values cannot be cast is named and
``--repair`` sets only it aside."""

import json

import polars as pl
import pytest

from tests.helpers.replay_runs import replay_setup, run_cli

VARIANTS = {
    "extra_column": lambda df: df.with_columns(pl.lit("x").alias("note")),
    "sample_int64": lambda df: df.with_columns(pl.col("sample").cast(pl.Int64)),
    "sample_string": lambda df: df.with_columns(pl.col("sample").cast(pl.String)),
    "pair_id_categorical": lambda df: df.with_columns(pl.col("pair_id").cast(pl.Categorical)),
}


def _first_run(tmp_path):
    """4 pairs x 2 orders, one judgment per part (flush_rows = 1): 8 parts."""
    cfg = replay_setup(tmp_path, n=4, scheduler={"flush_rows": 1, "max_in_flight": 1})
    out = tmp_path / "o"
    res = run_cli("run", str(cfg), "--out", str(out), "-q", "--json")
    assert res.exit_code == 0, res.output
    parts = sorted((out / "judgments").glob("part-*.parquet"))
    assert len(parts) == 8
    return cfg, out, parts


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_castable_part_schema_is_read(tmp_path, variant):
    cfg, out, parts = _first_run(tmp_path)
    VARIANTS[variant](pl.read_parquet(parts[0])).write_parquet(parts[0])
    res = run_cli("run", str(cfg), "--out", str(out), "-q", "--json")
    assert res.exit_code == 0, res.output
    s = json.loads(res.output)
    assert (s["samples_resumed"], s["samples_written"], s["verdicts"]["a"]) == (8, 0, 4)


def test_uncastable_part_is_named_and_repair_sets_only_it_aside(tmp_path):
    cfg, out, parts = _first_run(tmp_path)
    pl.read_parquet(parts[0]).with_columns(pl.lit("zero").alias("sample")).write_parquet(parts[0])
    res = run_cli("run", str(cfg), "--out", str(out), "-q", "--json")
    assert res.exit_code == 2
    line = res.output.strip()
    assert "\n" not in line and f"cannot read 1 of 8 judgment part(s): {parts[0]} (" in line
    fixed = run_cli("run", str(cfg), "--out", str(out), "-q", "--json", "--repair")
    assert fixed.exit_code == 0, fixed.output
    s = json.loads((out / "summary.json").read_text())
    assert (s["samples_resumed"], s["samples_written"], s["repair"]["parts_quarantined"]) == (7, 1, 1)
    assert s["repair"]["quarantined"][0]["file"] == f"judgments/{parts[0].name}"
