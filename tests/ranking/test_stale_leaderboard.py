"""Issue 13 pass 14b M2: leaderboard files fitted on an earlier ``pairs.parquet`` were shown by ``report`` as the
current results (after a rerun that added pairs, and after ``--overwrite``). Expected values by hand: the replay
recording makes response_a (model m1) win every pair."""

import hashlib
import json

from tests.helpers.replay_runs import pairs_frame, recording, replay_setup, run_cli

BOARD = "<th>wins</th>"  # the leaderboard table's header cell in report.html


def _report(out):
    r = run_cli("report", str(out))
    assert r.exit_code == 0, r.output
    return (out / "report.html").read_text()


def _grow(tmp_path, n, k=1):
    df = pairs_frame(n, model_a=["m1"] * n, model_b=["m2"] * n)
    df.write_parquet(tmp_path / "in" / "pairs.parquet")
    recording(tmp_path / "rec.parquet", df["pair_id"].to_list(), k)


def test_report_leaves_out_a_leaderboard_fitted_on_earlier_pairs_and_overwrite_removes_it(tmp_path):
    cfg = replay_setup(tmp_path, n=4)
    _grow(tmp_path, 4)
    out = tmp_path / "o"
    assert run_cli("run", str(cfg), "--out", str(out), "-q").exit_code == 0
    assert run_cli("rank", str(out), "--baseline", "m1").exit_code == 0
    doc = json.loads((out / "leaderboard.json").read_text())
    assert doc["fitted_on"] == hashlib.sha256((out / "pairs.parquet").read_bytes()).hexdigest()
    assert doc["models"][0]["wins"] == 4
    page = _report(out)
    assert BOARD in page and "fitted on an earlier" not in page

    _grow(tmp_path, 8)  # the nightly input grows: the rerun rewrites pairs.parquet (8 pairs)
    assert run_cli("run", str(cfg), "--out", str(out), "-q").exit_code == 0
    page = _report(out)
    assert BOARD not in page  # the 4-pair board is not shown as tonight's
    assert "fitted on an earlier pairs.parquet" in page and "judge-engine rank" in page
    assert run_cli("rank", str(out), "--baseline", "m1").exit_code == 0
    assert json.loads((out / "leaderboard.json").read_text())["models"][0]["wins"] == 8
    assert BOARD in _report(out)

    _grow(tmp_path, 8, k=2)
    r = run_cli("run", str(cfg), "--out", str(out), "-q", "--overwrite", "--set", "sampling.k=2")
    assert r.exit_code == 0, r.output
    assert not any((out / f"leaderboard.{x}").exists() for x in ("json", "parquet", "md"))
    assert BOARD not in _report(out)
