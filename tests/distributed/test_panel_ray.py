"""Panels on Ray (issue 17): the three replay judges of ``tests/helpers/panels.py`` side by side, each on its own
Ray worker; the results equal the sequential panel's and the hand-worked example, and a Ray panel killed
(SIGKILL, a real process with its own local Ray) while its judges run resumes with every sample stored once."""

from __future__ import annotations

import fcntl
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import polars as pl
import pytest
from click.testing import CliRunner
from polars.testing import assert_frame_equal

from judge_engine.cli import cli
from tests.helpers.data import REPO
from tests.helpers.panels import VERDICTS, check_panel, setup_panel

ray = pytest.importorskip("ray")

# every judge reserves half a CPU, so the three fit side by side on the tests' 2-CPU instances
RAY = {"cpus_per_worker": 0.5, "local_cpus": 2, "object_store_mb": 100}


def _figures(doc: dict) -> dict:
    """panel.json without what differs between two invocations (folders, sample counts, timings, placement)."""
    judges = [
        {k: v for k, v in j.items() if k not in ("dir", "samples_written", "samples_resumed")} for j in doc["judges"]
    ]
    return {"judges": judges, "panel": doc["panel"], "agreement": doc["agreement"]}


def _wait_unlocked(lock: Path, timeout: float = 120) -> None:
    """Poll (bounded) until no process holds the ``flock`` on ``lock``."""
    deadline = time.monotonic() + timeout
    with lock.open("a") as f:
        while True:
            try:
                fcntl.flock(f, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                assert time.monotonic() < deadline, f"{lock} is still held"
                time.sleep(0.05)
            else:
                fcntl.flock(f, fcntl.LOCK_UN)
                return


def test_killed_ray_panel_resumes(tmp_path):
    """Runs before the tests on the module's Ray instance: the killed process starts its own (``--ray local``),
    and so does the rerun here, which shuts it down again."""
    cfg = setup_panel(tmp_path, delay_s=0.5, ray=RAY)
    out = tmp_path / "out"
    cmd = [sys.executable, "-m", "judge_engine.cli", "panel", str(cfg), "--out", str(out), "-q", "--ray", "local"]
    proc = subprocess.Popen(cmd, cwd=REPO, start_new_session=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    folders = {name: out / "judges" / name / "judgments" for name in VERDICTS}
    deadline = time.monotonic() + 240
    while time.monotonic() < deadline and proc.poll() is None:
        if all(f.is_dir() and len(list(f.glob("part-*.parquet"))) >= 2 for f in folders.values()):
            break
        time.sleep(0.05)
    assert proc.poll() is None, "the panel finished before it could be killed"
    os.killpg(proc.pid, signal.SIGKILL)  # the driver and the Ray instance it started
    proc.wait()
    for name in VERDICTS:  # each worker holds its judge folder's lock until it has died too
        _wait_unlocked(out / "judges" / name / "judge-engine.lock")
    before = {name: pl.read_parquet(sorted(f.glob("part-*.parquet"))).height for name, f in folders.items()}
    # side by side: every judge had stored samples and none had finished when the panel was killed
    assert all(2 <= n < 12 for n in before.values()), before
    assert not (out / "panel.json").exists()

    r = CliRunner().invoke(cli, ["panel", str(cfg), "--out", str(out), "-q", "--ray", "local"])
    assert r.exit_code == 0, r.output
    doc = check_panel(out, resumed=before)
    assert [j["name"] for j in doc["ray"]["judges"]] == list(VERDICTS)
    for f in folders.values():  # every part as written, no dedup
        rows = pl.read_parquet(sorted(f.glob("part-*.parquet")))
        assert rows.height == 12 and rows.select("request_key", "sample").n_unique() == 12


def test_ray_panel_equals_the_sequential_panel(tmp_path, local_ray):
    cfg = setup_panel(tmp_path, delay_s=0.5, ray=RAY)
    seq, dist = tmp_path / "seq", tmp_path / "dist"
    r = CliRunner().invoke(cli, ["panel", str(cfg), "--out", str(seq), "-q"])
    assert r.exit_code == 0, r.output
    r = CliRunner().invoke(cli, ["panel", str(cfg), "--out", str(dist), "-q", "--ray"])  # the module's instance
    assert r.exit_code == 0, r.output
    check_panel(dist)
    assert_frame_equal(pl.read_parquet(dist / "pairs.parquet"), pl.read_parquet(seq / "pairs.parquet"))
    for name in VERDICTS:
        assert_frame_equal(
            pl.read_parquet(dist / "judges" / name / "pairs.parquet"),
            pl.read_parquet(seq / "judges" / name / "pairs.parquet"),
        )
    s_doc, d_doc = (json.loads((d / "panel.json").read_text()) for d in (seq, dist))
    assert _figures(d_doc) == _figures(s_doc)
    assert "ray" not in s_doc
    placed = d_doc["ray"]
    assert (placed["address"], placed["num_cpus"], placed["num_gpus"]) == ("auto", 0.5, 0.0)
    judges = placed["judges"]
    assert [j["name"] for j in judges] == list(VERDICTS)
    # each judge on its own worker process, none in this one
    pids = [j["pid"] for j in judges]
    assert len(set(pids)) == 3 and os.getpid() not in pids
    # side by side: every judge (12 requests of 0.5 s, one at a time) started before any had finished
    assert max(j["started_at"] for j in judges) < min(j["finished_at"] for j in judges)


def test_ray_panel_stops_with_a_judges_own_error(tmp_path, local_ray):
    cfg = setup_panel(tmp_path, ray=RAY)
    text = cfg.read_text().replace('path = "j2.parquet"', 'path = "missing.parquet"')
    cfg.write_text(text, encoding="utf-8")
    r = CliRunner().invoke(cli, ["panel", str(cfg), "--out", str(tmp_path / "out"), "-q", "--ray"])
    assert r.exit_code == 2 and r.output.startswith("Error: ") and "missing.parquet" in r.output, r.output


def test_ray_panel_judges_run_under_the_default_parse_failure_gate(tmp_path, local_ray):
    # each judge's recording: by hand, 2 of its 12 samples parse (p1's two orders), 10 do not: a parse-failure rate
    # of 0.8333 > run's default 0.2 for every judge, so the panel's gate fails (before stop 46 a Ray panel exited 0)
    cfg = setup_panel(tmp_path, ray=RAY)
    for name in VERDICTS:
        rec = tmp_path / f"{name}.parquet"
        df = pl.read_parquet(rec)
        df.with_columns(
            pl.when(pl.col("pair_id") == df["pair_id"][0])
            .then(pl.col("text"))
            .otherwise(pl.lit("I cannot judge this."))
            .alias("text")
        ).write_parquet(rec)
    r = CliRunner().invoke(cli, ["panel", str(cfg), "--out", str(tmp_path / "out"), "-q", "--ray"])
    assert r.exit_code == 3 and "parse_failure_rate 0.8333 > 0.2" in r.output, r.output
