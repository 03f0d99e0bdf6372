"""A verdict qualified by the text after it on its line (moved from
:mod:`~judge_engine.pipeline.parsing.quoting` in parser version 80): :data:`QUALIFIED`, :func:`qualified`. Linear: one
possessive regex match."""

from __future__ import annotations

import re

from judge_engine.pipeline.parsing.spans import plain

# an explanation that is only a label calling the verdict an example ("[[A]] (example)", "(just an example)",
# "(sample output)", "(template)", "- example only") or provisional ("[[A]] (tentative)", "(preliminary)",
# "(50/50)"), or one that makes it conditional: a condition right after
# the verdict ("[[A]], provided the code runs", "(conditional on ...)", "- assuming ...", "as long as ...") or
# a "provided that" / "conditional on" anywhere ("Assistant A provided the answer" is no condition)
QUALIFIED = re.compile(
    r"[\s*_]*+[-\u2013\u2014:(,;.]?+\s*+(?:(?:just|only|merely|purely|this\s++is|for)\s++)*+(?:an?\s++|the\s++)?+"
    r"(?:\x00|examples?|samples?|templates?|placeholders?|dummy|illustrat(?:ion|ive)|demo|hypothetical(?:ly)?|format"
    r"|retracted|withdrawn|void|invalid|cancell?+ed)"
    r"(?:\s++(?:only|output|answer|verdict|format|response|value))?+[\s).!*_]*+"
    r"|[\s*_]*+[-\u2013\u2014:(,;.]?+\s*+(?:(?:just|only|a|an|very|still|for\s++now)\s++)*+(?:tentative(?:ly)?+|preliminary"
    r"|provisional(?:ly)?+|draft|initial|interim|not\s++(?:yet\s++)?+final|unverified|unconfirmed|low[\s-]++confidence"
    r"|50\s*+/\s*+50|50[\s-]50|toss-?+up|pending|tbd|tba|tbc|guess|to\s++be\s++(?:confirmed|determined|decided|verified)"
    r"|subject\s++to\s++(?:change|review|revision|confirmation))(?:\s++(?:verdict|answer|rating|score|pick|choice|guess"
    r"|only|for\s++now|review|verification|confirmation))?+"
    r"[\s).!*_]*+"
    r"|[\s*_]*+[-\u2013\u2014:(,;.]?+\s*+(?:confidence|certainty)\s*+[:=]?+\s*+(?:0++(?:\.0++)?+\s*+(?:/\s*+[0-9]++|%"
    r"|out\s++of\s++[0-9]++)?+|none|zero|low|very\s++low|minimal)[\s).!*_]*+"
    r"|[\s*_]*+[-\u2013\u2014:(,;]?+\s*+(?:according\s++to|per|says|said|claims|claimed|as\s++(?:claimed|stated|said)"
    r"\s++by)\s++(?:the\s++)?+(?:user|human|annotators?|reference(?:\s++answer)?+|(?:assistant|response|model|output)"
    r"\s*+\(?+[ab12]\)?+)[\s).!*_]*+"
    r"|[\s*_]*+(?:[,(]\s*+(?:provided|providing)|[-\u2013\u2014:(,;]?+\s*+(?:assuming|supposing|conditional(?:ly)?"
    r"|if|unless|depending|otherwise"
    r"|contingent|(?:as|so)\s++long\s++as|on\s++(?:the\s++)?+condition|only\s++if))\b.*+"
    r"|.*?\b(?:provided\s++that|conditional\s++(?:up)?on|contingent\s++(?:up)?on|on\s++(?:the\s++)?+condition\s++that)\b.*+"
)

# a comment marker around the text after a JSON object on its line ('{"winner": "A"} // example', /* ... */, #)
_COMMENT = re.compile(r"^\s*+(?://|#|/\*)|\*/\s*+$")


def qualified(rest: str) -> bool:
    """Whether ``rest`` (the text after a verdict on its line, inside a ``//``, ``#`` or ``/* */`` comment
    or not) only labels it an example or makes it conditional (:data:`QUALIFIED`: ``(example)``,
    ``// sample output``, ``, provided the code runs``)."""
    return QUALIFIED.fullmatch(plain(_COMMENT.sub("", rest).casefold())) is not None
