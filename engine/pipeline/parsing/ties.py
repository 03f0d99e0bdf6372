"""The wordings of a clause that calls the two sides even (issue 13 adv14 H1), shared by :mod:`restated` (a later
line that restates a tie after a side verdict) and :mod:`contradiction` (a JSON explanation or a later line that is
only a tie): ``a tie``, ``a draw``, ``a toss-up`` (after ``it's``, ``this is``, an adverb ``basically``,
``essentially``, ``pretty much``, or ``I'd call it``), ``tied`` (``they are essentially tied``, ``I consider them
tied``), ``both (responses) are equally correct/valid/helpful and accurate``, ``both are equal (in quality)``,
``both are of equal/similar/comparable quality``, ``both responses are comparable``, ``on par``, ``there is no clear
winner``, ``neither (response) is better (than the other)``, ``too close to call``. A remark on a dimension
(``Both are well written.``, ``Both are equally long.``, ``Style-wise it is a tie.``, ``It is a tie on style, but
...``) is none: the pattern must match a whole clause (callers fullmatch it), and ``equally`` takes a verdict
quality only."""

from __future__ import annotations

import re

# a verdict quality "equally ..." may take (a length or style word is a remark: "equally long", "equally formal")
_EVEN_QUALITY = (
    r"(?:good|bad|strong|weak|helpful|correct|valid|accurate|useful|relevant|effective|appropriate|acceptable|fine"
    r"|poor|solid|competent|reasonable|sound|right|wrong|incorrect|flawed|matched|capable|excellent|great)"
)
_ADVERB = (
    r"(?:(?:basically|essentially|effectively|practically|virtually|pretty\s++much|more\s++or\s++less|really|just"
    r"|roughly|about|nearly|almost|largely|overall|simply)\s++)?+"
)
_BOTH = (
    r"(?:both(?:\s++of\s++them|\s++(?!are\b|were\b)\w++)?+|they|the\s++two"
    r"(?:\s++(?:responses|answers|outputs|assistants))?+)"
)
# a tie clause (case-folded, no groups); callers wrap and fullmatch it
TIE = (
    r"(?:(?:(?:it|this|that)(?:['\u2019]s|\s++(?:is|was))\s++|i(?:['\u2019]d|\s++would|['\u2019]ll|\s++will)?+\s++call"
    r"\s++(?:it|this|that|them)\s++|i\s++(?:consider|deem|find|judge|rate)\s++(?:it|this|them)\s++)?+"
    + _ADVERB
    + r"(?:a\s++(?:tie|draw|toss-?+up|wash)|tied|even)"
    r"|"
    + _BOTH
    + r"\s++(?:are|were)\s++"
    + _ADVERB
    + r"(?:equally\s++"
    + _EVEN_QUALITY
    + r"(?:\s++and\s++(?:equally\s++)?+"
    + _EVEN_QUALITY
    + r")?+|equal(?:\s++in\s++(?:quality|merit))?+|tied|comparable|equivalent|on\s++par"
    r"|of\s++(?:equal|similar|comparable|the\s++same)\s++(?:quality|merit|value)|(?:equally|evenly)\s++matched)"
    r"|there(?:['\u2019]s|\s++is|\s++was)\s++no\s++(?:clear\s++|real\s++|obvious\s++)?+(?:winner|better\s++(?:one|response"
    r"|answer))"
    r"|neither(?:\s++(?:one|response|answer|output|assistant))?+\s++(?:is|was)\s++(?:clearly\s++|really\s++)?+"
    r"(?:better|superior|preferable)(?:\s++than\s++the\s++other(?:\s++one)?+)?+"
    r"|(?:(?:it|this|that)(?:['\u2019]s|\s++(?:is|was))\s++)?+too\s++close\s++to\s++call"
    r"|both\s++deserve\s++(?:an?\s++)?+(?:[0-9]++(?:\.[0-9]++)?+|the\s++same\s++(?:score|rating)))"
)
# the same, as a whole statement: markup, an opening word ("overall,", "actually,"), the tie, an end mark
TIE_STATEMENT = re.compile(
    r"[\s*_#>-]*+(?:(?:overall|so|actually|really|honestly|in\s++(?:short|summary|conclusion|the\s++end|fact)"
    r"|(?:up)?+on\s++reflection|ultimately)[\s,:]++)?+" + TIE + r"[\s.!*_]*+"
)
