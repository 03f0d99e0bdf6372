"""Adversarial pass 2, finding 13 (repair record): a ``--repair`` run killed after it moved a part into
quarantine left no trace of the move in the next run's summary (``repair.parts_quarantined`` 0 although a
part had been set aside). The moves are now kept in ``OUT/quarantine/pending.json`` until a finished run's
summary reports them, once. Real processes: the repairing run is SIGKILLed while it judges again what the
part held (the replay backend's ``delay_s`` keeps it busy)."""

import json
import os
import signal
import subprocess
import time

import pytest

from tests.helpers.data import REPO
from tests.helpers.replay_runs import replay_setup, run_cli, run_cmd


@pytest.mark.parametrize("rerun_flag", [["--repair"], []])
def test_quarantine_of_a_killed_repair_is_reported_by_the_next_run(tmp_path, rerun_flag):
    cfg = replay_setup(tmp_path, n=4, scheduler={"max_in_flight": 1, "flush_rows": 1})
    out = tmp_path / "o"
    assert run_cli("run", str(cfg), "--out", str(out), "-q").exit_code == 0
    part = sorted((out / "judgments").glob("part-*.parquet"))[0]
    part.write_bytes(part.read_bytes()[:40])  # truncated: unreadable
    repair = subprocess.Popen(
        run_cmd(cfg, out, "--repair", "--set", "judge.replay.delay_s=30"),
        cwd=REPO,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        deadline = time.monotonic() + 120
        moved = out / "quarantine" / part.name
        while time.monotonic() < deadline and repair.poll() is None and not moved.exists():
            time.sleep(0.05)
        assert moved.exists() and repair.poll() is None, "the repair run did not move the part, or ended"
        time.sleep(1.0)  # it is now judging again what the part held (30 s per request)
        os.kill(repair.pid, signal.SIGKILL)
        repair.wait()
    finally:
        if repair.poll() is None:
            repair.kill()
    res = run_cli("run", str(cfg), "--out", str(out), "-q", *rerun_flag)
    assert res.exit_code == 0, res.output
    s = json.loads((out / "summary.json").read_text())
    rep = s["repair"]
    assert (rep["parts_quarantined"], rep["parts_rows_unknown"]) == (1, 1)
    assert rep["quarantined"][0]["file"] == f"judgments/{part.name}"
    assert rep["quarantined"][0]["moved_to"] == f"quarantine/{part.name}"
    assert (s["samples_resumed"], s["samples_written"]) == (7, 1)
    # reported once: the next run has nothing new to report
    again = run_cli("run", str(cfg), "--out", str(out), "-q", "--repair")
    assert again.exit_code == 0, again.output
    assert json.loads((out / "summary.json").read_text())["repair"]["parts_quarantined"] == 0
