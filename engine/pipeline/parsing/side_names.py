"""The two sides' names as the last-decision walk's patterns read them (parser version 56; issue 13):
:data:`NAME` (``Assistant A``, ``Response (b)``, ``Output 2``, ``the first answer``, with the side in a group named
``x...``), its copies :data:`NAME_Y`/:data:`NAME_Z` (groups ``y...``, ``z...``: two names in one pattern),
:data:`OTHER_NAME` (no group), the possessives :data:`PART`/:data:`OTHER_PART` (``Assistant A's answer``) and
:func:`side_named`, the side a match names."""

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
