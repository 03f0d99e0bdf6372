"""Adversarial pass 2, finding 10 (and 13's ``kill 1``): removing ``judge-engine.lock`` while a run holds it
must not let a second writer in. Before the fix a second run created a new lock file, locked it and wrote
the folder beside the first (with ``--overwrite`` it deleted the first run's parts under it).

Real ``python -m judge_engine.cli`` processes on the replay backend; ``judge.replay.delay_s`` makes the
first run last long enough to be raced (4 pairs x 2 orders, one request at a time)."""

import fcntl
import json
import os
import socket
import subprocess
import sys
import time

import polars as pl

from tests.helpers.data import REPO
from tests.helpers.replay_runs import replay_setup, run_cli, run_cmd, wait_for_lock_holder

SLOW = ["--set", "judge.replay.delay_s=1.5"]


def _start(cfg, out, *args):
    return subprocess.Popen(
        run_cmd(cfg, out, *args), cwd=REPO, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )


def _first(tmp_path, flush_rows=1, delay="1.5"):
    """The first run: 4 pairs x 2 orders, one request at a time, ``delay`` s each, a part every
    ``flush_rows`` judgments (8 or more: one part at the end)."""
    cfg = replay_setup(tmp_path, n=4, scheduler={"max_in_flight": 1, "flush_rows": flush_rows, "flush_s": 600.0})
    out = tmp_path / "o"
    first = _start(cfg, out, "--set", f"judge.replay.delay_s={delay}")
    wait_for_lock_holder(out, first.pid, lambda: first.poll() is None)
    # and has started its backend (the manifest is written again then; after that only parts are written)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and first.poll() is None:
        try:
            if json.loads((out / "manifest.json").read_text()).get("backend"):
                break
        except (OSError, ValueError):
            pass
        time.sleep(0.05)
    return cfg, out, first


def _finish(first):
    try:
        return first.communicate(timeout=300)
    finally:
        if first.poll() is None:
            first.kill()


def test_second_run_is_refused_when_the_lock_file_was_removed(tmp_path):
    # the first run writes its only part at the end, so it does not notice the removal before then
    cfg, out, first = _first(tmp_path, flush_rows=1000, delay="3")
    try:
        (out / "judge-engine.lock").unlink()
        seconds, results = [], []
        for extra in ([], ["--overwrite"]):  # one after the other, each against the missing lock file
            seconds.append(_start(cfg, out, *extra, *SLOW))
            results.append(seconds[-1].communicate(timeout=300))
        assert first.poll() is None, "the first run ended before the race; make it longer"
        for p, (stdout, stderr) in zip(seconds, results, strict=True):
            assert p.returncode == 2, stderr
            lines = stderr.strip().splitlines()
            assert len(lines) == 1 and stdout == "", stderr
            assert (
                f"output folder {out} has no lock file judge-engine.lock, but the run that last opened it (pid "
                in lines[0]
            )
            assert f"pid {first.pid} on {socket.gethostname()}" in lines[0]
    finally:
        stdout, stderr = _finish(first)
    assert first.returncode == 0, stderr
    s = json.loads(stdout)
    rows = pl.read_parquet(sorted((out / "judgments").glob("part-*.parquet")))  # every part as written
    assert json.loads((out / "manifest.json").read_text())["invocations"][-1]["pid"] == first.pid
    assert rows.height == 8 and rows.select("request_key", "sample").n_unique() == 8
    assert (s["samples_written"], s["samples_resumed"], s["verdicts"]["a"]) == (8, 0, 4)
    assert (out / "judge-engine.lock").is_file()  # the first run took its lock again


def test_run_takes_its_lock_again_and_stops_when_another_process_has_it(tmp_path):
    cfg, out, first = _first(tmp_path)
    lock = out / "judge-engine.lock"
    try:
        lock.unlink()
        # the run notices at its next part and locks a new lock file under its own pid
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and first.poll() is None:
            try:
                if json.loads(lock.read_text())["pid"] == first.pid:
                    break
            except (OSError, ValueError, KeyError):
                pass
            time.sleep(0.05)
        assert json.loads(lock.read_text())["pid"] == first.pid
        # now the lock file is replaced by one another process holds (not judge-engine's own checks)
        lock.unlink()
        holder = subprocess.Popen(
            [
                sys.executable,
                "-c",
                "import fcntl, os, sys, time; fd = os.open(sys.argv[1], os.O_RDWR | os.O_CREAT); "
                "fcntl.flock(fd, fcntl.LOCK_EX); print('locked', flush=True); time.sleep(120)",
                str(lock),
            ],
            stdout=subprocess.PIPE,
            text=True,
        )
        try:
            assert holder.stdout is not None and holder.stdout.readline().strip() == "locked"
            stdout, stderr = _finish(first)
        finally:
            holder.kill()
            holder.wait()
    finally:
        if first.poll() is None:
            first.kill()
    assert first.returncode == 2, stderr
    line = stderr.strip().splitlines()[-1]
    assert line.startswith(f"Error: output folder {out}: the lock file this run held was removed or replaced, ")
    assert "another process has locked the new one" in line and "summary.json" not in os.listdir(out)


def test_lock_holder_probe_on_the_same_file_is_refused(tmp_path):
    """The lock is still an exclusive flock on the path's file: a raw flock by another process blocks it."""
    cfg = replay_setup(tmp_path, n=2)
    out = tmp_path / "o"
    out.mkdir()
    fd = os.open(out / "judge-engine.lock", os.O_RDWR | os.O_CREAT)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        res = run_cli("run", str(cfg), "--out", str(out), "-q")
        assert res.exit_code == 2 and f"output folder {out} is in use by another judge-engine process" in res.output
    finally:
        os.close(fd)


def test_engine_record_without_create_time_never_names_pid_1(tmp_path):
    """A crafted engine.json naming pid 1 (alive) and this process without a create time: not an engine of
    an earlier run (before the fix the run was refused with "stop them (kill 1 ...)")."""
    cfg = replay_setup(tmp_path, n=2)
    out = tmp_path / "o"
    out.mkdir()
    rec = {
        "host": socket.gethostname(),
        "pids": [{"pid": 1, "create_time": None, "name": "init"}, {"pid": os.getpid(), "name": "me"}],
    }
    (out / "engine.json").write_text(json.dumps(rec))
    res = run_cli("run", str(cfg), "--out", str(out), "-q")
    assert res.exit_code == 0, res.output
