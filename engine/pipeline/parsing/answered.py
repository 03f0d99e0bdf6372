"""A question about the sides answered by the sentence after it, and a short denial of the sentence before (parser
versions 55-59; issue 13, adversarial passes 49 H7 and 52 H1, H10), for the last-decision walk
(:mod:`~judge_engine.pipeline.parsing.last_decision`): :func:`answered` (``Is Assistant A better? No.``, ``Assistant B
better? Hardly.``, ``Assistant B? No.``, ``Is one better? Not really.``) and :data:`DENIES_PRIOR` (``It isn't.`` after
``Assistant B seems better.``). Linear: two possessive regex matches."""

from __future__ import annotations

import re

from judge_engine.pipeline.parsing.side_names import NAME, NAME_Y, OTHER, OTHER_NAME, OTHER_PART, PART, side_named

_I = re.IGNORECASE
# a question about one side answered on its own ("Is Assistant A better? Yes."): the answer is read with the question
_NAME_Q = NAME.replace("?P<x", "?P<zq")  # "Assistant A is better? Hardly." (adversarial pass 49 H7)
_QUESTION = re.compile(
    r"\W*+(?:(?:overall|so|then|ultimately|in\s++short)\s*+,?\s*+)?+(?:(?:is|was)\s++"
    + NAME
    + PART
    + r"\s++(?:the\s++)?+"
    r"(?:better|best|stronger|superior|preferable|winner)"
    r"(?:\s++(?:one|response|answer))?+"
    # version 61 (adversarial pass 53): "Is Assistant A better than Assistant B? Absolutely."
    + r"(?:\s++than\s++"
    + OTHER_NAME
    + OTHER_PART
    + r")?+|(?:does|did)\s++"
    + NAME_Y
    + r"\s++(?:win|do\s++better)|"
    + _NAME_Q
    + PART
    # version 59 (adversarial pass 52 H1): "Assistant B better? Hardly.", "Assistant B? No."
    + r"(?:\s++(?:(?:is|was)\s++)?+(?:the\s++)?+(?:better|best|winner)(?:\s++(?:one|response|answer))?+)?+)\s*+\?\s*+",
    _I,
)
_ANSWER = re.compile(
    r"\W*+(?:(?P<yes>yes|yep|indeed|definitely|absolutely|certainly|of\s++course)|no(?:\s*+,\s*+it\s++(?:isn['\u2019]t|doesn['\u2019]t"
    r"|is\s++not|does\s++not))?+|nope|not\s++at\s++all|not\s++really|absolutely\s++not|certainly\s++not|hardly|doubtful"
    r"|i\s++(?:don['\u2019]t|do\s++not)\s++think\s++so|i\s++doubt\s++it|not\s++quite|far\s++from\s++it)\b[\s.!]*+",
    _I,
)
# "Is one better? Not really." (version 59, adversarial pass 52 H10): a tie
_ONE_BETTER = re.compile(
    r"\W*+(?:is|was)\s++(?:either|one)(?:\s++(?:one|response|answer|of\s++them))?+\s++(?:clearly\s++|really\s++)?+better"
    r"(?:\s++than\s++the\s++other)?+\s*+\?\s*+",
    _I,
)
# a short denial of the sentence before it ("Assistant B seems better. It isn't."; version 59, pass 52 H1)
DENIES_PRIOR = re.compile(
    r"\W*+(?:(?:but|yet)\s++)?+(?:(?:it|that|they)\s*+(?:is\s++not|isn['\u2019]t|was\s++not|wasn['\u2019]t|are\s++not"
    r"|aren['\u2019]t)(?:\s++(?:really|so|true|the\s++case|better))?+|i\s++disagree|not\s++(?:so|true))[\s.!)*]*+",
    _I,
)


def answered(question: str, answer: str | None) -> str | None:
    """The side a question about one side (:data:`_QUESTION`) and the sentence after it, a bare yes or no, decide;
    ``"tie"`` for ``Is one better? No.``."""
    if (
        answer is not None
        and _ONE_BETTER.fullmatch(question)
        and (a := _ANSWER.fullmatch(answer))
        and not a.group("yes")
    ):
        return "tie"
    q = _QUESTION.fullmatch(question)
    a = None if q is None or answer is None else _ANSWER.fullmatch(answer)
    if q is None or a is None:
        return None
    side = side_named(q)
    return side if a.group("yes") else OTHER[side]
