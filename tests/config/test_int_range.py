"""An integer setting outside 64-bit signed range (issue 13 pass 14b L1) is a one-line ``Error:`` naming the
setting, exit 2, raised by the config loader before the output folder is touched (no lock file left).
A setting with its own range (``sampling.seed``, ``sampling.k``) keeps its own message."""

import re

import pytest

from judge_engine.config import load_config
from judge_engine.errors import ConfigError
from tests.helpers.replay_runs import replay_setup, run_cli

SETTINGS = (
    "judge.max_model_len",
    "scheduler.window",
    "scheduler.flush_rows",
    "scheduler.max_in_flight",
    "calibration.bootstrap_resamples",
    "sampling.max_tokens",
    "judge.engine_args.max_num_seqs",
)


@pytest.mark.parametrize("key", SETTINGS)
@pytest.mark.parametrize("value", [2**63, 2**64, 100000000000000000000, -(2**63) - 1])
def test_loader_names_the_setting(key, value):
    with pytest.raises(ConfigError) as err:
        load_config(None, [f"{key}={value}"])
    message = str(err.value)  # the setting's own range, or the 64-bit one
    assert message.startswith(f"{key} ") and "\n" not in message
    assert re.search(rf"{value} is out of range: an integer setting must lie in|must be (in|>=).*got {value}$", message)


def test_largest_64_bit_integer_is_read():
    assert load_config(None, [f"sampling.seed={2**63 - 1}"]).sampling.seed == 9223372036854775807


def test_bootstrap_resamples_bounded():
    assert load_config(None, ["calibration.bootstrap_resamples=100000"]).calibration.bootstrap_resamples == 100000
    with pytest.raises(ConfigError, match=r"bootstrap_resamples must be in \[0, 100000\], got 100001"):
        load_config(None, ["calibration.bootstrap_resamples=100001"])


def test_run_one_line_exit_2_no_lock(tmp_path):
    cfg = replay_setup(tmp_path)
    out = tmp_path / "new"
    res = run_cli("run", str(cfg), "--out", str(out), "-q", "--set", "judge.max_model_len=18446744073709551616")
    assert res.exit_code == 2
    lines = [x for x in res.output.splitlines() if x.strip()]
    assert lines == [
        "Error: judge.max_model_len = 18446744073709551616 is out of range: an integer setting "
        "must lie in -2**63 .. 2**63-1"
    ]
    assert not out.exists()
