"""Two scores stated in prose on one line (parser version 54; issue 13, adversarial passes 46 H10 and 47 H4, H7):
``I would give Assistant 1 a 3 and Assistant 2 an 8.``, ``So, 3 for Assistant 1 and 8 for Assistant 2.``,
``Scores: 3 and 8 respectively.``, ``Scores for Assistant B and Assistant A, respectively: 9 and 2.``, ``The 2 goes to
Assistant A``, with numbers in digits or words (``a two``), an optional denominator
(``3/10``) and the sides as ``Assistant 1``/``Assistant A``. Read on the line right before faireval-scoring's score
lines, where the judge sums up (scores there that differ from the score lines make the completion ``ambiguous``),
and as a decision before a pairwise verdict (:mod:`~judge_engine.pipeline.parsing.last_decision`: ``I would give
Assistant A a 9 and Assistant B a 4.`` decides for A). Closed shapes; a line in any other wording states nothing.
Linear: three regex scans of one line."""

from __future__ import annotations

import re

_I = re.IGNORECASE
_WORDS = {w: float(i) for i, w in enumerate("zero one two three four five six seven eight nine ten".split())}
_N = r"(?P<{g}>\d++(?:\.\d++)?+|zero|one|two|three|four|five|six|seven|eight|nine|ten)"
_SLOT = r"(?:the\s++)?+(?:assistant|output|response|model)\s*+\(?+(?P<{g}>[12ab])\)?+"
# "give Assistant 1 a 3", "Assistant 1 gets a 3", "Assistant 1: 3" ... then the other
_AFTER = re.compile(
    _SLOT.format(g="s") + r"(?:['\u2019]s\s++(?:answer|response))?+\s*+(?::|gets|receives|earns|deserves|scores)?+\s*+"
    r"(?:an?\s++|a\s++score\s++of\s++)?+" + _N.format(g="n") + r"\b(?!\.\d)(?:\s*+(?:/|out\s++of)\s*+\d++\b)?+",
    _I,
)
# "3 for Assistant 1"
_BEFORE = re.compile(
    r"\b"
    + _N.format(g="n")
    + r"\s++(?:points?\s++)?+(?:(?:goes|went)\s++)?+(?:for|to)\s++"
    + _SLOT.format(g="s")
    + r"\b",
    _I,
)
# "Scores: 3 and 8 respectively."
_RESPECTIVELY = re.compile(
    r"\bscores?\s*+(?::|are|of)?+\s*+"
    + _N.format(g="a")
    + r"\s*+(?:and|,|/)\s*+"
    + _N.format(g="b")
    + r"\s*+,?\s*+respectively\b",
    _I,
)


# "Scores for Assistant B and Assistant A, respectively: 9 and 2." (version 76, adversarial pass 66 H5)
_SIDES_RESPECTIVELY = re.compile(
    r"\bscores?\s++(?:for|of)\s++"
    + _SLOT.format(g="s1")
    + r"\s*+(?:,|and)\s*+(?:and\s++)?+"
    + _SLOT.format(g="s2")
    + r"\s*+,?\s*+respectively\s*+[:,]?\s*+(?:(?:are|were)\s++)?+"
    + _N.format(g="a")
    + r"\s*+(?:and|,|/)\s*+"
    + _N.format(g="b")
    + r"\b",
    _I,
)
_SLOT_OF = {"1": 1, "a": 1, "2": 2, "b": 2}


def _value(word: str) -> float:
    """A number written in digits or as a word."""
    return float(word) if word[0].isdigit() else _WORDS[word.lower()]


def prose_scores(line: str) -> dict[int, float] | None:
    """The score ``line`` gives each assistant in one of the module's shapes, as ``{1: first, 2: second}``; None
    when it does not give exactly one score to each."""
    if (m := _RESPECTIVELY.search(line)) is not None:
        return {1: _value(m.group("a")), 2: _value(m.group("b"))}
    if (m := _SIDES_RESPECTIVELY.search(line)) is not None:
        first, second = _SLOT_OF[m.group("s1").lower()], _SLOT_OF[m.group("s2").lower()]
        if first != second:
            return {first: _value(m.group("a")), second: _value(m.group("b"))}
    found: dict[int, list[float]] = {1: [], 2: []}
    for rx in (_AFTER, _BEFORE):
        for m in rx.finditer(line):
            found[_SLOT_OF[m.group("s").lower()]].append(_value(m.group("n")))
    if len(found[1]) != 1 or len(found[2]) != 1:
        return None
    return {1: found[1][0], 2: found[2][0]}
