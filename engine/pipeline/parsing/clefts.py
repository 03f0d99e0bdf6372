"""A sentence that names the rejected side only to set it aside (parser version 64; issue 13, adversarial pass 56
leftovers), for the last-decision walk (:mod:`~judge_engine.pipeline.parsing.last_decision`): :func:`set_aside`
rewrites it to the chosen side's statement, which the walk then reads as usual.

- an apposition denying the other side: ``Assistant B, not Assistant A, is the better answer.`` is read as
  ``Assistant B is the better answer.`` (also ``rather than``, ``instead of``, ``and not``);
- a cleft whose focus is denied and then replaced: ``It is not Assistant A that wins, but Assistant B.``, ``It isn't
  Assistant A but Assistant B that gives the better answer.`` and ``It is Assistant B, not Assistant A, that wins.`` are
  read as ``Assistant B wins.``, ``Assistant B gives the better answer.``.

Before version 64 the walk read the side named first (``Assistant B, not Assistant A, is the better answer.`` as
neither, and a cleft's denied focus as the decision), so a forced or written verdict for the denied side stood.
Linear: three possessive regex matches over one sentence."""

from __future__ import annotations

import re

from judge_engine.pipeline.parsing.side_names import NAME, NAME_Y, OTHER_PART, side_named

_I = re.IGNORECASE
_DENY = r"(?:and\s++)?+(?:not|rather\s++than|instead\s++of)"
# "Assistant B, not Assistant A, is ...": the apposition is dropped
_APPOSED = re.compile(
    r"(?P<keep>"
    + NAME
    + OTHER_PART
    + r")\s*+[,\u2013\u2014(]\s*+"
    + _DENY
    + r"\s++(?P<deny>"
    + NAME_Y
    + OTHER_PART
    + r")\s*+[,\u2013\u2014)]\s*+",
    _I,
)
_LEAD = r"\W*+(?P<lead>(?:(?:so|thus|overall|ultimately|in\s++the\s++end)\s*+,?\s*+)?+)it\s*+"
_IT_IS = _LEAD + r"(?:is|was|['\u2019]s)\s++"
_IT_IS_NOT = _LEAD + r"(?:(?:is|was|['\u2019]s)\s++not|isn['\u2019]t|wasn['\u2019]t)\s++"
_THAT = r"\s++(?:that|which|who)\s++(?P<pred>[^,;]+?)"
_END = r"(?P<end>[.!]?+[\s.!)*]*+)"
# "It is not Assistant A that wins, but Assistant B.", "It isn't A that is better but B."
_DENIED_FOCUS = re.compile(
    _IT_IS_NOT
    + r"(?P<deny>"
    + NAME_Y
    + OTHER_PART
    + ")"
    + _THAT
    + r"\s*+,?\s*+but\s++(?:rather\s++)?+(?P<keep>"
    + NAME
    + OTHER_PART
    + r")\s*+"
    + _END,
    _I,
)
# "It is not Assistant A but Assistant B that gives ...", "It is Assistant B, not Assistant A, that wins."
_REPLACED_FOCUS = re.compile(
    r"(?:"
    + _IT_IS_NOT
    + r"(?P<deny>"
    + NAME_Y
    + OTHER_PART
    + r")\s*+,?\s*+but\s++(?:rather\s++)?+(?P<keep>"
    + NAME
    + OTHER_PART
    + r")|"
    + _IT_IS.replace("?P<lead>", "?P<lead2>")
    + r"(?P<keep2>"
    + NAME.replace("?P<x", "?P<w")
    + OTHER_PART
    + r")\s*+,\s*+"
    + _DENY
    + r"\s++(?P<deny2>"
    + NAME.replace("?P<x", "?P<v")
    + OTHER_PART
    + r")\s*+,)"
    + _THAT
    + _END,
    _I,
)
_ONE = re.compile(NAME, _I)


def _differ(kept: str, denied: str) -> bool:
    """Whether two matched side names (each a :data:`NAME` match's text) name different sides."""
    a, b = _ONE.match(kept), _ONE.match(denied)
    return a is not None and b is not None and side_named(a) != side_named(b)


def set_aside(sentence: str) -> str | None:
    """``sentence`` rewritten to the chosen side's statement when it names the other side only to deny it (the
    module's docstring), else None. Only when the denied and the kept side differ."""
    for focus in (_DENIED_FOCUS, _REPLACED_FOCUS):
        if (m := focus.fullmatch(sentence)) is not None:
            g = m.groupdict()
            keep = g.get("keep") or g["keep2"]
            if not _differ(keep, g.get("deny") or g["deny2"]):
                return None
            return (g.get("lead") or g.get("lead2") or "") + keep + " " + g["pred"] + (g["end"] or ".")
    m = _APPOSED.search(sentence)
    if m is None or not _differ(m.group("keep"), m.group("deny")):
        return None
    return sentence[: m.start()] + m.group("keep") + " " + sentence[m.end() :]
