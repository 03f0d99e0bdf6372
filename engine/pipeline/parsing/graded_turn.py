"""Leads that name the turn a multi-turn template grades (parser version 65; issue 13, adversarial pass 57 F4), removed
from the judge's text before it is read: :func:`without_graded_turn`. On a template grading turn 2, ``For the follow-up
question, Assistant B is better.`` is the judge's decision on the graded turn, not a remark on one aspect; the
last-decision walk read such a lead as an aspect and walked past the sentence, so a forced or written verdict for
Assistant A after it stood. Likewise ``The follow-up answer is completely wrong.`` is a single rating's answer called
wrong. Removed: a sentence's leading ``For the follow-up question,``, ``On the follow-up,``, ``Regarding the follow-up
request,``, ``For the second question,``, ``On question 2,``, ``In the second turn,``; and ``the follow-up answer``,
``the answer to the second question`` become ``the answer``. Only on a template whose graded turn is 2 (MT-Bench's
multi-turn templates); a lead naming another turn is :mod:`~judge_engine.pipeline.parsing.turns`' to read. Linear: two
regex substitutions."""

from __future__ import annotations

import re

_I = re.IGNORECASE | re.MULTILINE
_TURN2 = r"(?:follow[-\s]?up|second|2nd|last|final)"
_LEAD = re.compile(
    r"(?:^|(?<=[.!?]\s)|(?<=[.!?]\s\s))[ \t*_]*+(?:for|on|in|regarding|concerning|as\s++for|as\s++to"
    r"|with\s++respect\s++to)\s++(?:(?:the\s++)?+"
    + _TURN2
    + r"(?:\s++(?:user\s++)?+(?:question|turn|request|prompt|exchange|round|task))?+"
    r"|(?:question|turn|round)\s*+#?+\s*+(?:2|two))\s*+,\s*+",
    _I,
)
_ANSWER = re.compile(
    r"\bthe\s++"
    + _TURN2
    + r"\s++(?:answer|response)\b|\bthe\s++(?:answer|response)\s++to\s++the\s++"
    + _TURN2
    + r"\s++(?:user\s++)?+(?:question|request|prompt)\b",
    _I,
)


def without_graded_turn(text: str, turns: int) -> str:
    """``text`` (the judge's completion, or its evidence before a forced verdict) without the leads naming the graded
    turn (the module's docstring) when ``turns`` (the template's graded turn) is 2; else ``text`` as it is."""
    if turns != 2:
        return text
    return _ANSWER.sub("the answer", _LEAD.sub("", text))
