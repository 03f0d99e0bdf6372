"""Two-sided sentences that decide through a negation (parser version 57; issue 13, adversarial pass 50 H7, H8, H10),
for :mod:`~judge_engine.pipeline.parsing.outright`: :func:`negated_comparison` reads ``I can't say Assistant A is
better; Assistant B is.``, ``Assistant A doesn't answer the question at all, whereas Assistant B does.`` and ``Assistant
B is not worse than Assistant A; in fact it is clearly superior.`` as decisions for the side named last, first and
first; since version 59 ``I cannot say Assistant B is better; it is not.`` for the side not named. Each pattern is
matched against the whole sentence. Linear: four possessive regex matches."""

from __future__ import annotations

import re

from judge_engine.pipeline.parsing.side_names import NAME, OTHER_NAME, OTHER_PART, PART, side_named

_I = re.IGNORECASE
_SAY_NOT = re.compile(
    r"\W*+(?:i\s++(?:can(?:not|['\u2019]t|\s++not)|could\s++not|couldn['\u2019]t|would\s++not|wouldn['\u2019]t)\s++say"
    r"|it(?:['\u2019]s|\s++is)\s++not\s++(?:true|the\s++case)\s++that)\s++"
    + OTHER_NAME
    + OTHER_PART
    + r"\s++(?:is|was)\s++"
    r"(?:the\s++)?+better\s*+[;,.]\s*+(?:but\s++)?+" + NAME + PART + r"\s++(?:is|was)[\s.!)*]*+",
    _I,
)
_FAILS_WHILE = re.compile(
    r"\W*+" + OTHER_NAME + OTHER_PART + r"\s++(?:does\s++not|doesn['\u2019]t|did\s++not|didn['\u2019]t|fails\s++to)\s++"
    r"(?:really\s++)?+answer\s++the\s++question(?:\s++at\s++all)?+\s*+,?\s*+(?:while|whereas|but)\s++"
    + NAME
    + PART
    + r"\s++(?:does|did)[\s.!)*]*+",
    _I,
)
_NOT_WORSE = re.compile(
    r"\W*+"
    + NAME
    + PART
    + r"\s++(?:is|was)\s++(?:not|no)\s++worse\s++than\s++"
    + OTHER_NAME
    + OTHER_PART
    + r"\s*+[;,]\s*+(?:(?:in\s++fact|actually|if\s++anything)\s*+,?\s*+)?+it(?:['\u2019]s|\s++is|\s++was)\s++"
    r"(?:\w+\s++)?(?:better|superior|stronger)[\s.!)*]*+",
    _I,
)


# "I cannot say Assistant B is better; it is not." (version 59, adversarial pass 51 H3): the side named is denied
_SAY_IT_NOT = re.compile(
    r"\W*+(?:i\s++(?:can(?:not|['\u2019]t|\s++not)|could\s++not|couldn['\u2019]t|would\s++not|wouldn['\u2019]t)\s++say"
    r"|i\s++(?:do\s++not|don['\u2019]t)\s++(?:think|believe))\s++(?:that\s++)?+"
    + NAME
    + PART
    + r"\s++(?:is|was)\s++(?:the\s++)?+better(?:\s++(?:one|response|answer))?+\s*+[;,.:\u2013\u2014-]\s*+"
    r"(?:because\s++)?+"
    r"(?:it|that)\s*+(?:is\s++not|isn['\u2019]t|was\s++not|wasn['\u2019]t|['\u2019]s\s++not)(?:\s++(?:better|at\s++all))?+"
    r"[\s.!)*]*+",
    _I,
)


def negated_comparison(sentence: str) -> str | None:
    """The side (``"a"``, ``"b"``) one of the module's sentences decides for, else None."""
    if (denied := _SAY_IT_NOT.fullmatch(sentence)) is not None:
        return "b" if side_named(denied) == "a" else "a"
    m = _SAY_NOT.fullmatch(sentence) or _FAILS_WHILE.fullmatch(sentence) or _NOT_WORSE.fullmatch(sentence)
    return None if m is None else side_named(m)
