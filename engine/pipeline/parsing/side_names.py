"""The two sides' names as the last-decision walk's patterns read them (parser version 56; issue 13):
:data:`NAME` (``Assistant A``, ``Response (b)``, ``Output 2``, ``the first answer``, with the side in a group named
``x...``), its copies :data:`NAME_Y`/:data:`NAME_Z` (groups ``y...``, ``z...``: two names in one pattern),
:data:`OTHER_NAME` (no group), the possessives :data:`PART`/:data:`OTHER_PART` (``Assistant A's answer``) and
:func:`side_named`, the side a match names. Also, for :func:`~judge_engine.pipeline.parsing.decided.decides`, a
comparison with no rival (:data:`NO_RIVAL`: ``better than average``) and a side as the object of a comparison in a
clause of its own (:data:`OBJECT_ONLY`: ``..., but it is still better than Assistant B.``; moved here in version 61)."""

from __future__ import annotations

import re

NAME = (
    r"(?:the\s++)?+(?:(?:assistant|response|answer|output|model|option)\s*+\(?+(?P<x>[ab12])\)?+"
    r"|(?P<xo>first|second)\s++(?:answer|response|one|output|assistant))"
)
PART = r"(?:['\u2019]s\s++(?:answer|response|output|reply|solution))?+"
NAME_Y = NAME.replace("?P<x", "?P<y")
NAME_Z = NAME.replace("?P<x", "?P<z")
OTHER_NAME = (
    r"(?:the\s++)?+(?:(?:assistant|response|answer|output|model|option)\s*+\(?+[ab12]\)?+|(?:first|second)\s++(?:answer"
    r"|response|one|output|assistant))"
)
# the other side's name with its possessive: "Assistant A's", "Assistant A's answer"
OTHER_PART = r"(?:['\u2019]s(?:\s++(?:answer|response|output|reply|solution))?+)?+"
_SIDE_OF = {"a": "a", "1": "a", "b": "b", "2": "b", "first": "a", "second": "b"}
OTHER = {"a": "b", "b": "a"}


def side_named(m: re.Match[str]) -> str:
    """The side a pattern's match names (its first group set of ``x``, ``xo``, ``xl``, ``y``, ... ``z``: a letter, a
    number, ``first`` or ``second``)."""
    return _SIDE_OF[next(g for k, g in m.groupdict().items() if g and k[0] in "xyz").lower()]


# a comparison with no side: "better than average", "better than I first thought" (version 59, adversarial pass 52 H4)
NO_RIVAL = re.compile(
    r"\s++than\s++(?:average|expected|before|usual|nothing|most|(?:i|we)\s++(?:first\s++)?+(?:thought|expected|feared))\b",
    re.IGNORECASE,
)
# a side as the object of a comparison in a clause of its own ("..., and better than Assistant B."): the other side's
# (version 61, pass 54 H1, H4: "..., but it is still better than Assistant B.", "This makes it better than")
OBJECT_ONLY = re.compile(
    r"^\W*+(?:(?:and|but|yet|so)\s++)?+(?:(?:it|this\s++one|that\s++one)(?:['\u2019]s|\s++is|\s++was|\s++remains"
    r"|\s++seems)\s++|(?:is|was|remains|seems)\s++|(?:this|that|which)\s++makes\s++it\s++)?+(?:(?:still|much|far|clearly|also|therefore|thus|overall"
    r"|easily|slightly|noticeably|significantly)\s++){0,3}+(?:better|stronger|superior)\s++(?:than|to)\s++",
    re.IGNORECASE,
)
_THAN = re.compile(r"\b(?:than|to|over)\s++(?:that\s++of\s++)?+$", re.IGNORECASE)
_CLAUSE_END = re.compile(r"[,;]|\s(?:and|but|yet)(?=\s)", re.IGNORECASE)


def object_clause(part: str, decision: tuple[int, int], side: re.Match[str] | None) -> str | None:
    """The clause of ``part`` (after its last comma, semicolon or ``and``/``but`` before the decision word at
    ``decision``, a (start, end) span) holding the comparison whose object is ``side``, the one side ``part`` names
    (``..., and it is better than Assistant B.``; version 63, adversarial pass 56 H1), or None when that side is no
    comparison's object after the decision word. Linear: two regex scans."""
    if side is None or side.start() < decision[1] or not _THAN.search(part, decision[1], side.start()):
        return None
    return part[max((m.end() for m in _CLAUSE_END.finditer(part, 0, decision[0])), default=0) :]
