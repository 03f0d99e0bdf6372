"""Rendering an HTML report in headless Chromium, for the report tests."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from judge_engine import envs
from tests.helpers.data import REPO


def screenshot(html_path: Path, name: str, tmp_path: Path) -> Path:
    """Render ``html_path`` in headless Chromium into ``artifacts/<name>`` and return the PNG path.

    Skips only outside CI when no Chromium is installed (``.ci/install`` installs it).
    """
    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    if chromium is None:
        assert not envs.in_ci(), ".ci/install installs chromium"
        pytest.skip("no chromium here (CI installs it)")
    art = REPO / "artifacts"
    art.mkdir(exist_ok=True)
    shot = art / name
    shot.unlink(missing_ok=True)
    subprocess.run(
        [
            chromium,
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            f"--user-data-dir={tmp_path / 'chrome'}",
            f"--screenshot={shot}",
            "--window-size=1100,2600",
            html_path.as_uri(),
        ],
        check=True,
        capture_output=True,
        timeout=120,
    )
    return shot
