import os
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
SHARED = Path(os.environ.get("JUDGE_ENGINE_SHARED", REPO.parent / "shared")) / "data"
DEMO_PAIRS = REPO / "configs" / "data" / "faireval-vicuna80.parquet"


def shared(path: str) -> Path:
    p = SHARED / path
    if not p.exists():
        pytest.fail(f"shared data missing: {p} (tests read ../shared/data; set JUDGE_ENGINE_SHARED)")
    return p


@pytest.fixture(scope="session")
def tiny_model(tmp_path_factory) -> Path:
    from tests.tiny_model import build_tiny_model

    cache = os.environ.get("JUDGE_ENGINE_TEST_MODEL")
    target = Path(cache) if cache else tmp_path_factory.mktemp("tiny") / "tiny-llama"
    return build_tiny_model(target)


@pytest.fixture()
def vllm_cpu_env(monkeypatch):
    """Keep the engine in-process and small (shared/VLLM_CPU.md recommendations)."""
    monkeypatch.setenv("VLLM_ENABLE_V1_MULTIPROCESSING", "0")
    monkeypatch.setenv("VLLM_CPU_NUM_OF_RESERVED_CPU", "0")
    monkeypatch.setenv("VLLM_CPU_KVCACHE_SPACE", "1")
    monkeypatch.setenv("VLLM_TARGET_DEVICE", "cpu")
