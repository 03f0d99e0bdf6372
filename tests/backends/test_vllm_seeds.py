"""The vLLM backend's per-request seeds: later samples of a request are the draws of the full request."""

import pytest

from judge_engine.config import load_config


def test_vllm_extra_samples_are_the_draws_of_the_full_request(vllm_cpu_env):
    """A round asking for samples start..n-1 of a request gets, with per-request seeds, the children
    that one request with n samples would have had: vLLM seeds child j of an n > 1 request with
    seed + j (vllm/v1/engine/parallel_sampling.py); no engine is started."""
    import dataclasses
    from types import SimpleNamespace

    pytest.importorskip("vllm")
    from vllm import SamplingParams
    from vllm.v1.engine.parallel_sampling import ParentRequest

    from judge_engine.backends.vllm import VLLMBackend, request_seed
    from judge_engine.pipeline.plan import Request

    def child_seeds(params):
        parent = ParentRequest(SimpleNamespace(request_id="r", external_req_id="r", params=params))
        return [parent.get_child_info(j)[1].seed for j in range(params.n)]

    backend = VLLMBackend(load_config(None))
    backend._seeding, backend._params = "request", SamplingParams(n=3, temperature=0.7)
    full = Request(request_key="ab12" * 8, pair_id="p", order="ab", n=5, messages=())
    seeds = child_seeds(backend._params_for(full))
    assert seeds == [request_seed(full.request_key) + j for j in range(5)]
    for start in (1, 3, 4):
        later = backend._params_for(dataclasses.replace(full, start=start))
        assert later.n == 5 - start and child_seeds(later) == seeds[start:]
    # engine seeding (CPU): only the count changes
    backend._seeding = "engine"
    p = backend._params_for(dataclasses.replace(full, start=2))
    assert p.n == 3 and p.seed is None
