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


def screenshot(html_path: Path, name: str, tmp_path: Path) -> Path:
    """Render ``html_path`` in headless Chromium into ``artifacts/<name>`` and return the PNG path.

    Skips only outside CI when no Chromium is installed (``.ci/install`` installs it).
    """
    import shutil
    import subprocess

    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    if chromium is None:
        assert os.environ.get("CI") != "true", ".ci/install installs chromium"
        pytest.skip("no chromium here (CI installs it)")
    art = REPO / "artifacts"
    art.mkdir(exist_ok=True)
    shot = art / name
    shot.unlink(missing_ok=True)
    subprocess.run([chromium, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                    "--disable-background-networking", "--disable-component-update", "--disable-sync",
                    f"--user-data-dir={tmp_path / 'chrome'}", f"--screenshot={shot}", "--window-size=1100,2600",
                    html_path.as_uri()], check=True, capture_output=True, timeout=120)
    return shot
