"""The reward backend's completion text must parse with the reward-model template for every finite reward,
however small or large (issue 13 pass 7 K9: orjson wrote ``-1e-7`` and the json parser reads a number with an
exponent as ``malformed``, so a reward near 0 lost the pair its verdict)."""

import asyncio
from types import SimpleNamespace

import pytest

from judge_engine.backends.reward import RewardBackend, Scored
from judge_engine.pipeline.parsing import parse_completion
from judge_engine.pipeline.templates import load_template

TEMPLATE = load_template("reward-model")


def _text(r1: float, r2: float) -> str:
    """generate_one's completion for rewards r1, r2, with the engine replaced by a fixed scorer."""
    backend = object.__new__(RewardBackend)
    rewards = {"first": r1, "second": r2}

    async def score(question, response):
        return Scored(rewards[response], 7), True

    backend.score = score  # type: ignore[method-assign]
    request = SimpleNamespace(fields=("q", "first", "second", None), request_key="k", n_new=1)
    result = asyncio.run(backend.generate_one(request))  # type: ignore[arg-type]
    text = result.completions[0].text
    assert text is not None
    return text


@pytest.mark.parametrize(
    ("r1", "r2", "winner"),
    [
        (-1e-7, 0.0, "second"),  # orjson: {"score_1":-1e-7,...}
        (1e16, 1.5e20, "second"),  # orjson: 1e16 / 1.5e20
        (3e-9, -2.5e-12, "first"),
        (4.0, -4.0, "first"),
    ],
)
def test_every_finite_reward_is_read_back_exactly(r1, r2, winner):
    parsed = parse_completion(_text(r1, r2), TEMPLATE, "stop")
    assert parsed.status == "ok"
    assert (parsed.score_first, parsed.score_second) == (r1, r2)  # the rewards themselves, bit for bit
    assert (r1 > r2) == (winner == "first")  # the case as worked by hand
