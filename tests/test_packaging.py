"""A built wheel imports judge_engine and judge_engine.kernels and ships the templates, demo data and bias suites."""

import subprocess
import sys

import pytest

from tests.helpers.data import REPO

pytestmark = pytest.mark.slow


def test_wheel_installs_and_imports(tmp_path):
    wheel_dir, site = tmp_path / "wheel", tmp_path / "site"
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", str(wheel_dir), str(REPO)],
        check=True,
        cwd=tmp_path,
    )
    wheels = list(wheel_dir.glob("judge_engine-*.whl"))
    assert len(wheels) == 1
    subprocess.run(
        [sys.executable, "-m", "pip", "install", "-q", "--no-deps", "--target", str(site), str(wheels[0])],
        check=True,
        cwd=tmp_path,
    )
    code = (
        "import judge_engine, judge_engine.kernels.calibration, judge_engine.cli, sys;"
        "from judge_engine.pipeline.templates import builtin_templates;"
        "from importlib import resources;"
        "assert judge_engine.__file__.startswith(sys.argv[1]), judge_engine.__file__;"
        "assert judge_engine.kernels.calibration.__file__.startswith(sys.argv[1]);"
        "assert {'faireval-scoring','faireval-vanilla','pairwise-verdict'} <= set(builtin_templates());"
        "assert (resources.files('judge_engine.configs') / 'data/faireval-vicuna80.parquet').is_file();"
        "from judge_engine.audit.suite_data import evalbiasbench_table, humans_llms_table;"
        "assert evalbiasbench_table().height == 80 and humans_llms_table().height == 710;"
        "assert 'torch' not in sys.modules and 'vllm' not in sys.modules;"
        "print('ok')"
    )
    r = subprocess.run(
        [sys.executable, "-I", "-c", f"import sys; sys.path.insert(0, {str(site)!r}); " + code, str(site)],
        capture_output=True,
        text=True,
        cwd=tmp_path,
    )
    assert r.returncode == 0 and r.stdout.strip() == "ok", r.stderr
