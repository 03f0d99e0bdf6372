"""A judge that declares its own labels for the two answers, the other way round from the template's (parser version
78; issue 13, adversarial pass 69 H3): :func:`relabelled`. ``Note: below, "Assistant A" refers to the second response
and "Assistant B" to the first.``, ``To avoid position bias I will call the second response Assistant A.``, ``For
clarity I swap the labels.``: a verdict letter after such a note names the judge's label, not the template's slot, so
reading ``[[A]]`` as slot 1 would read it backwards; the verdict is ``ambiguous``. A label named for its own position
(``Assistant A refers to the first response``) or a swap in a condition (``Even if we swap the labels, A wins.``) is
no relabelling. Linear: a few regex scans."""

from __future__ import annotations

import re

_I = re.IGNORECASE
# a label: "Assistant A", "Output (b)", a bare capital "A" (version 81, adversarial pass 77: "A refers to the second
# response"), or a JSON score key ("score_1 belongs to Response 2")
_LABEL = (
    r"(?:(?:assistant|response|answer|output|model)\s*+(?:\((?P<{0}>[ab12])\)|(?P<{0}2>[ab12]))\b|(?-i:(?P<{0}3>[AB]))\b"
    r"|score_?+(?P<{0}4>[ab12])\b|\((?P<{0}5>[ab])\))"
)
_POSITION = (
    r"(?:the\s++)?+(?P<{0}>first|second|former|latter|1st|2nd)\s++(?:one|response|answer|output|submission|assistant)"
)
# "Assistant A" refers to / means / is / stands for the second response
_MAPS = re.compile(
    r"[\"'\u201c\u2018]?+"
    + _LABEL.format("l")
    + r"[\"'\u201d\u2019]?+(?:\s*+=\s*+(?="  # "A = second response" (version 81, adversarial pass 79)
    + _POSITION.format("q").replace("?P<q>", "?:")
    + r")|\s++(?:below\s++|here\s++|from\s++now\s++on\s++)?+"
    r"(?:refers\s++to|means|denotes|stands\s++for|corresponds\s++to|belongs\s++to|(?:is|will\s++be)(?:\s++(?:used\s++for"
    # "A is my label for the second assistant." (version 82, adversarial pass 80 B7)
    r"|now|for|(?:my|the|our)\s++(?:label|name|letter|tag)\s++for))?+)\s++)(?:"
    + _POSITION.format("p")
    + r"|(?:assistant|response|answer|output|model)\s*+\(?+(?P<n>[ab12])"
    r"\)?+\b)",
    _I,
)
# I will call / label / refer to the second response (as) Assistant A
_CALLS = re.compile(
    r"\b(?:call|label|name|refer\s++to|designate|treat)\w*+\s++" + _POSITION.format("p") + r"\s++(?:as\s++)?+"
    r"[\"'\u201c\u2018]?+"
    + _LABEL.format("l")
    # "I'm using A for the second assistant." (version 81, adversarial pass 79)
    + r"|\bus(?:e|es|ing)\s++"
    + _LABEL.format("m")
    + r"\s++(?:for|to\s++mean)\s++"
    + _POSITION.format("o"),
    _I,
)
_SWAPS = re.compile(
    r"\b(?:i(?:\s++will|\s*+['\u2019]ll)?+\s++(?:swap|switch|reverse|flip)\s++the\s++(?:labels|letters|names|keys)"
    r"|(?:labels|letters|names)\s++(?:are|have\s++been)\s++(?:swapped|switched|reversed|flipped)"
    r"|(?:keys|scores)\s++(?:are\s++|have\s++been\s++)?+(?:swapped|switched|reversed|flipped)"
    # version 82 (adversarial pass 81 B3): "I relabel them for clarity", "The answers appear in swapped positions"
    r"|\brelabel(?:l?ed|l?ing|s)?+\b|\b(?:swapped|switched|reversed|flipped)\s++positions\b"
    r"|(?:response|assistant|answer|output)\s*+\(?+(?:2|b)\)?+\s++(?:first|comes\s++first|listed\s++first)"
    r"(?=\s*+(?:[.,;:)\]\"]|$))|(?-i:\bA\s++and\s++B)\s++(?:are|were)\s++(?:reversed|swapped|switched|flipped)"
    # the verdict's symbol given the other meaning ('Using > to mean "is worse than":'; version 82, adversarial pass 80)
    r"|(?:^|\s)[\"'`]?+(?:>>?+|<<?+)[\"'`]?+\s++(?:to\s++mean|means|as|for|stands\s++for|=|denotes)\s++[\"'`\u201c]?+"
    r"(?:is\s++)?+(?:worse|weaker|inferior|less|loses|lower|below|beaten)\b)",
    _I,
)
_CONDITION = re.compile(r"\b(?:if|even\s++if|were|would|could|whether|suppose|unless)\b|\?", _I)
_FIRST = {"first", "former", "1st"}


def _swapped(m: re.Match[str]) -> bool:
    """Whether a label ``A``/``1`` is given the second position, or ``B``/``2`` the first."""
    groups = m.groupdict()
    label = next(g for k, g in groups.items() if g and k[0] in "lm")
    position = groups.get("p") or groups.get("o")
    first = position.lower() in _FIRST if position else m.group("n").lower() in "a1"
    return (label.lower() in "a1") != first


def relabelled(text: str) -> bool:
    """Whether ``text`` (the judge's completion) declares labels for the answers the other way round from the
    template's, outside a condition: the module's docstring."""
    for sentence in re.split(r"(?<=[.!?])\s++|\n", text):
        if _CONDITION.search(sentence):
            continue
        if _SWAPS.search(sentence) or any(_swapped(m) for p in (_MAPS, _CALLS) for m in p.finditer(sentence)):
            return True
    return False
