"""The generation stage: prefix-ordered windows, bounded in flight, atomic parts, each (request_key, sample)
stored exactly once, resume after a failure, and a corrupt part named."""

import asyncio
from typing import Any

import polars as pl
import pytest

from judge_engine.backends.base import Completion
from judge_engine.config import SchedulerConfig
from judge_engine.errors import StoreError
from judge_engine.pipeline.generation import GenerationStore, GenRequest, generate, generation_key


class Echo:
    """A TextWriter that echoes, records the order and the peak of calls in flight, and fails on 'BOOM'."""

    def __init__(self):
        self.seen, self.live, self.peak = [], 0, 0

    async def write(self, prompts, max_tokens):
        self.live += 1
        self.peak = max(self.peak, self.live)
        await asyncio.sleep(0.001)
        self.live -= 1
        (p,) = prompts
        if "BOOM" in p:
            raise RuntimeError("boom")
        self.seen.append(p)
        return [Completion(text=p.upper(), finish_reason="stop", completion_tokens=len(p))]


def _reqs(prompts):
    return [
        GenRequest(generation_key(("echo", "m", None), "r", "s", f"i{n}", p, 8, 1), f"i{n}", "r", "s", p, 8)
        for n, p in enumerate(prompts)
    ]


def test_windows_are_prompt_ordered_and_in_flight_is_bounded(tmp_path):
    store = GenerationStore(tmp_path / "g")
    store.open()
    w = Echo()
    prompts = ["b2", "a1", "b1", "a2", "c1"]
    sc = SchedulerConfig(window=3, max_in_flight=2, flush_rows=2, flush_s=60)
    stats = asyncio.run(generate(_reqs(prompts), w, store, sc, ("echo", "m")))
    assert w.seen[:3] == ["a1", "b1", "b2"] and sorted(w.seen[3:]) == ["a2", "c1"]  # windows of 3, sorted
    assert w.peak == 2
    got = store.read()
    assert sorted(got["text"].to_list()) == sorted(p.upper() for p in prompts)
    assert (stats.planned, stats.sent, stats.resumed, stats.completion_tokens) == (5, 5, 0, 10)
    assert len(list((tmp_path / "g").glob("part-*.parquet"))) == 3  # 2 + 2 + 1 rows


def test_a_failure_keeps_what_finished_and_a_rerun_makes_only_the_rest(tmp_path):
    store = GenerationStore(tmp_path / "g")
    store.open()
    sc = SchedulerConfig(window=8, max_in_flight=1, flush_rows=1, flush_s=60)
    reqs = _reqs(["a", "b", "c BOOM", "d"])
    with pytest.raises(RuntimeError, match="boom"):
        asyncio.run(generate(reqs, Echo(), store, sc, ("echo", "m")))
    assert sorted(store.read()["text"].to_list()) == ["A", "B"]
    store2 = GenerationStore(tmp_path / "g")
    assert store2.open() == 2
    w = Echo()
    fixed = reqs[:2] + _reqs(["a", "b", "c", "d"])[2:]
    stats = asyncio.run(generate(fixed, w, store2, sc, ("echo", "m")))
    assert w.seen == ["c", "d"] and (stats.sent, stats.resumed) == (2, 2)
    rows = store2.read()
    assert rows.height == 4 and rows["request_key"].n_unique() == 4


def test_a_corrupt_part_is_named(tmp_path):
    store = GenerationStore(tmp_path / "g")
    store.open()
    (tmp_path / "g" / "part-bad.parquet").write_bytes(b"not parquet")
    with pytest.raises(StoreError, match=r"part-bad.parquet: unreadable generation part"):
        GenerationStore(tmp_path / "g").open()


def test_keys_change_with_what_decides_a_write():
    base = (("vllm", "m", None), "generator", "similar", "i1", "prompt", 64, 1)
    k = generation_key(*base)
    for i, other in enumerate([("vllm", "m2", None), "checker", "distinct", "i2", "prompt!", 65, 2]):
        changed: list[Any] = list(base)
        changed[i] = other
        assert generation_key(*changed) != k
    assert len(k) == 32 and generation_key(*base) == k
    assert pl.Series([k]).str.contains("^[0-9a-f]{32}$").all()
