"""trim_heap: glibc's malloc_trim, at most once per interval."""

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
