"""Issue 13 pass 18b M3: a ``panel`` rerun killed part way left the previous panel's ``pairs.parquet`` and
``panel.json``, and ``rank PANEL`` ranked them with no word (the input no longer had those models). Every panel run
now removes ``panel.json`` (its finished mark, written last) first, and ``rank`` / ``report`` refuse a panel folder
without it."""

import json

import polars as pl
from click.testing import CliRunner

import judge_engine.pipeline.run as pipeline_run
from judge_engine.cli import cli
from tests.helpers.panels import setup_panel


def _cli(*args):
    return CliRunner().invoke(cli, [str(a) for a in args])


def test_a_killed_panel_rerun_is_refused_by_rank_and_report_until_it_is_finished(tmp_path, monkeypatch):
    cfg = setup_panel(tmp_path)
    out = tmp_path / "o"
    assert _cli("panel", cfg, "--out", out, "-q").exit_code == 0
    assert _cli("rank", out, "--bootstrap", "0", "--min-questions", "1").exit_code == 0
    # the input changes (m1 renamed m3); the rerun is stopped in its second judge
    df = pl.read_parquet(tmp_path / "pairs.parquet").with_columns(pl.col("model_a").replace({"m1": "m3"}))
    df.write_parquet(tmp_path / "pairs.parquet")
    real = pipeline_run.run
    calls = []

    def stopped(cfg, *args, **kwargs):
        calls.append(cfg.output.dir)
        if len(calls) == 2:
            raise KeyboardInterrupt  # as a kill: nothing after it runs
        return real(cfg, *args, **kwargs)

    with monkeypatch.context() as m:
        m.setattr(pipeline_run, "run", stopped)
        assert _cli("panel", cfg, "--out", out, "-q").exit_code != 0
    assert not (out / "panel.json").exists()
    for command in (("rank", out, "--bootstrap", "0", "--min-questions", "1"), ("report", out)):
        r = _cli(*command)
        assert r.exit_code == 2 and len(r.output.strip().splitlines()) == 1, r.output
        assert "its last panel has not finished" in r.output and "rerun `judge-engine panel`" in r.output
    assert _cli("panel", cfg, "--out", out, "-q").exit_code == 0  # the way on
    assert _cli("rank", out, "--bootstrap", "0", "--min-questions", "1").exit_code == 0
    doc = json.loads((out / "leaderboard.json").read_text())
    assert sorted(m["model"] for m in doc["models"]) == ["m2", "m3"]  # tonight's input, not the old board
