"""Adversarial pass 2, finding 13: ``review export --beta nan`` gave a ValueError traceback (click's
FloatRange lets NaN through); ``report.html`` never mentioned the shards a run skipped as unreadable
(they were only in summary.json)."""

import html

from tests.helpers.configs import replay_config
from tests.helpers.replay_runs import pairs_frame, recording, run_cli


def _run(tmp_path, broken_shard=False):
    (tmp_path / "in").mkdir()
    df = pairs_frame(3)
    df.write_parquet(tmp_path / "in" / "good.parquet")
    if broken_shard:
        (tmp_path / "in" / "broken.parquet").write_bytes(b"PAR1 this is not parquet")
    recording(tmp_path / "rec.parquet", df["pair_id"].to_list())
    cfg = replay_config(tmp_path / "c.toml", "rec.parquet", ["in"], sampling={"k": 1})
    out = tmp_path / "o"
    res = run_cli("run", str(cfg), "--out", str(out), "-q")
    assert res.exit_code == (3 if broken_shard else 0), res.output  # an unreadable shard fails the gate
    return out


def test_review_export_refuses_nan_beta_in_one_line(tmp_path):
    out = _run(tmp_path)
    for beta in ("nan", "NaN", "-0.1", "1.5"):
        res = run_cli("review", "export", str(out), "--beta", beta)
        assert res.exit_code == 2, res.output
        assert "Traceback" not in res.output and "is not a rate in [0, 1]" in res.output
    assert not (out / "review").exists()


def test_report_names_the_unreadable_shards(tmp_path):
    out = _run(tmp_path, broken_shard=True)
    assert run_cli("report", str(out)).exit_code == 0
    page = (out / "report.html").read_text()
    assert "unreadable shards, skipped (1)" in page
    assert html.escape(str(tmp_path / "in" / "broken.parquet")) in page
