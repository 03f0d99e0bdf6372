"""trim_heap: glibc's malloc_trim, at most once per interval."""

import os
import subprocess
import sys

import pytest

from judge_engine.pipeline.heap import trim_heap


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="glibc only")
def test_trim_heap_throttled():
    assert trim_heap() is True  # every_s = 0: always
    assert trim_heap(every_s=3600.0) is False  # the trim just made is less than an hour old


@pytest.mark.skipif(sys.platform.startswith("linux"), reason="elsewhere: nothing to do")
def test_trim_heap_elsewhere_does_nothing():
    assert trim_heap() is False


_PROBE = "import judge_engine.cli, os, polars; print(os.environ['_RJEM_MALLOC_CONF'])"


def _conf_after_cli(env_value):
    env = {k: v for k, v in os.environ.items() if k != "_RJEM_MALLOC_CONF"}
    if env_value is not None:
        env["_RJEM_MALLOC_CONF"] = env_value
    out = subprocess.run([sys.executable, "-c", _PROBE], env=env, capture_output=True, text=True, check=True)
    return out.stdout.strip()


def test_cli_sets_polars_decay_before_polars_reads_it():
    # polars' __init__ puts its defaults first and the variable's earlier value after (jemalloc: later wins);
    # the earlier value can only be ours if it was set before polars was imported
    assert _conf_after_cli(None) == "dirty_decay_ms:500,muzzy_decay_ms:1000,dirty_decay_ms:0,muzzy_decay_ms:0"


def test_cli_keeps_a_users_own_allocator_setting():
    assert _conf_after_cli("narenas:2") == "dirty_decay_ms:500,muzzy_decay_ms:1000,narenas:2"
