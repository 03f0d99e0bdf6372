"""Adversarial pass 2, finding 6: with ``judge.constrain = "verdict"`` a sample whose free evidence (pass 1)
used up ``max_tokens`` before the verdict prefix gets no forced verdict. Before the fix pass 1's finish
reason was dropped: every such sample got a constrained verdict appended, was recorded ``ok`` with
finish reason ``stop``, and ``truncated`` could never occur.

Drives :class:`VLLMBackend` with a fake engine on the tiny tokenizer (no vLLM engine start)."""

from types import SimpleNamespace

import pytest

from judge_engine.config import load_config
from judge_engine.pipeline.rows import results_to_rows
from judge_engine.pipeline.templates import load_template
from judge_engine.testing import tiny_tokenizer
from tests.helpers.fake_vllm import fake_backend, judge_all, plan

EVIDENCE_CUT = "The first answer is more detailed because it covers"  # pass 1 of sample 0: cut by max_tokens
EVIDENCE_DONE = "The first answer is better."  # pass 1 of sample 1: stopped at the verdict prefix
TAIL = " 8\nScore of the Assistant 2: 6"


@pytest.fixture(scope="module")
def tok():
    return tiny_tokenizer()


def _out(*samples):
    return SimpleNamespace(
        outputs=[
            SimpleNamespace(index=i, text=t, token_ids=list(range(100, 100 + n)), finish_reason=f, logprobs=None)
            for i, (t, n, f) in enumerate(samples)
        ],
        num_cached_tokens=0,
    )


@pytest.mark.parametrize("cut_reason", ["length", "abort"])  # abort: issue 13 pass-4 F4 (vLLM's aborted request)
def test_evidence_cut_by_max_tokens_is_truncated_not_forced(tok, cut_reason):
    cfg = load_config(
        None, ["judge.template=faireval-scoring", 'judge.constrain="verdict"', "sampling.k=2", "sampling.max_tokens=24"]
    )
    b = fake_backend(tok, cfg, 2048)
    calls = []

    async def run(ids, params):
        calls.append(params)
        if len(calls) == 1:  # pass 1, n = 2
            return _out((EVIDENCE_CUT, 24, cut_reason), (EVIDENCE_DONE, 9, "stop"))
        return _out((TAIL, 3, "stop"))

    b._run = run
    reqs = plan(cfg, {"pair_id": ["x"], "question": ["q?"], "response_a": ["a"], "response_b": ["b"]})
    res = judge_all(b, reqs[:1])[0]
    assert len(calls) == 2  # pass 1, then a verdict tail for sample 1 only
    cut, done = res.completions
    assert (cut.text, cut.finish_reason, cut.completion_tokens) == (EVIDENCE_CUT, cut_reason, 24)
    assert done.text == EVIDENCE_DONE + "\nScore of the Assistant 1:" + TAIL and done.finish_reason == "stop"
    rows = results_to_rows(reqs[:1], [res], load_template("faireval-scoring"), set())
    assert rows["parse_status"].to_list() == ["truncated", "ok"]
    assert rows["finish_reason"].to_list() == [cut_reason, "stop"]
    assert rows["score_a"].to_list() == [None, 8.0] and rows["score_b"].to_list() == [None, 6.0]
