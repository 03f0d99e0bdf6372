"""Issue 21: the order requests are sent in. Disjoint sorted windows split every prefix whose requests fall into
two windows (on shuffled input, the engine computed 1.17 x the prompt trie where a cache holding everything
computes 1.0); the prefix sweep (replacement selection, Knuth vol. 3 sec. 5.4.1) lets a request that arrives
ahead of the sweep join it. Expected orders are worked by hand below."""

import json
from dataclasses import dataclass

import pytest

from judge_engine.backends.replay import ReplayBackend
from judge_engine.pipeline.plan import PrefixSweep
from tests.helpers.configs import replay_config
from tests.helpers.replay_runs import pairs_frame, recording, run_cli


@dataclass(frozen=True, eq=False)  # compared by identity
class _Req:
    sort_key: str


def _sweep(keys: str, size: int) -> list[str]:
    """The keys (space-separated) in the order a sweep of ``size`` sends them."""
    sweep, out = PrefixSweep(size), []
    for k in keys.split():
        out += sweep.push(_Req(k))  # type: ignore[arg-type]  # only sort_key is read
    assert len(sweep) == min(len(keys.split()), size - 1)
    out += sweep.drain()
    return [r.sort_key for r in out]


def test_hand_worked_sweep():
    # size 3, input c a d b a~ e (a~: a second request of prefix a, sorting after a, before b):
    # hold c a d -> send a; b arrives -> send b (first key >= a); a~ arrives -> send c (first >= b);
    # e arrives -> send d; drain: e (>= d), then the sweep restarts at a~.
    assert _sweep("c a d b a~ e", 3) == ["a", "b", "c", "d", "e", "a~"]
    # disjoint sorted windows of 3 would send a c d | a~ b e: prefix a computed in both windows
    assert _sweep("a b c d e f", 3) == list("abcdef")  # input already in prefix order goes out as it came
    assert _sweep("f e d c b a", 10) == list("abcdef")  # a window over the whole input: one sorted run
    assert _sweep("b a b", 1) == list("bab")  # size 1: input order


def test_equal_prompts_keep_their_arrival_order():
    sweep = PrefixSweep(4)
    reqs = [_Req("x"), _Req("x"), _Req("w")]
    for r in reqs:
        assert sweep.push(r) == []  # type: ignore[arg-type]
    out: list[object] = list(sweep.drain())
    assert [out.index(r) for r in reqs] == [1, 2, 0]  # w first (smaller key), then the two x as they came
    with pytest.raises(ValueError, match="size must be >= 1"):
        PrefixSweep(0)


def test_the_run_sends_requests_in_sweep_order(tmp_path, monkeypatch):
    """A replay run, one request in flight: the backend sees the questions in the hand-worked sweep order above
    (before the sweep: c a d | a~ b e, each window of 3 sorted)."""
    questions = ["c", "a", "d", "b", "a~", "e"]
    df = pairs_frame(6, question=[f"Q: {q}" for q in questions], response_a=["same"] * 6, response_b=["other"] * 6)
    df.write_parquet(tmp_path / "pairs.parquet")
    recording(tmp_path / "rec.parquet", df["pair_id"].to_list())
    cfg = replay_config(
        tmp_path / "c.toml",
        "rec.parquet",
        ["pairs.parquet"],
        sampling={"k": 1, "orders": "ab"},
        scheduler={"window": 3, "max_in_flight": 1},
    )
    seen: list[str] = []
    original = ReplayBackend.generate_one

    async def spy(self, request):
        seen.append(request.fields[0])
        return await original(self, request)

    monkeypatch.setattr(ReplayBackend, "generate_one", spy)
    monkeypatch.setattr(ReplayBackend, "answers_windows", lambda self: False)  # the per-request path, as vLLM's
    res = run_cli("run", str(cfg), "--out", str(tmp_path / "out"), "-q")
    assert res.exit_code == 0, res.output
    assert seen == [f"Q: {q}" for q in ["a", "b", "c", "d", "e", "a~"]]


def test_batch_export_follows_the_sweep(tmp_path):
    """``batch export`` writes its lines in the scheduler's prefix order (before: c a d | a~ b e)."""
    from tests.helpers.configs import openai_config

    questions = ["c", "a", "d", "b", "a~", "e"]
    df = pairs_frame(6, question=[f"Q: {q}" for q in questions], response_a=["same"] * 6, response_b=["other"] * 6)
    df.write_parquet(tmp_path / "pairs.parquet")
    cfg = openai_config(tmp_path / "run.toml", None, k=1, sampling={"orders": "ab"}, scheduler={"window": 3})
    dest = tmp_path / "req.jsonl"
    res = run_cli("batch", "export", str(cfg), "--out", str(tmp_path / "out"), "--file", str(dest))
    assert res.exit_code == 0, res.output
    users = [json.loads(line)["body"]["messages"][-1]["content"] for line in dest.read_text().splitlines()]
    got = [next(q for q in sorted(questions, key=len, reverse=True) if f"Q: {q}\n" in u) for u in users]
    assert got == ["a", "b", "c", "d", "e", "a~"]
