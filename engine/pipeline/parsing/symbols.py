"""A conclusion written in symbols or as a one-line ranking at the end of the evidence (parser version 64; issue 13,
adversarial pass 57 H11 and fresh pass full57 H3), for the last-decision walk
(:func:`~judge_engine.pipeline.parsing.last_decision.decides_otherwise`): :func:`symbol_verdict`.

- a ranking on one line: ``Ranking: B, A``, ``Ranking: 1. Assistant B 2. Assistant A``, ``My ranking: B first, A
  second.``, ``Preference order: Assistant B > Assistant A``, ``Ranking: Output (b), Output (a)``: the side ranked
  first;
- a comparison sign, a space on each side, between the two sides after a label or alone on a short line: ``Bottom
  line: B > A.``, ``TL;DR - B > A``, ``In summary: A < B.``, ``Assistant A < Assistant B``: the greater side;
- check marks or thumbs, one side's up and the other's down, on the last lines: ``Assistant B ✅\\nAssistant A ❌``,
  ``Assistant A: ✗ incorrect\\nAssistant B: ✓ correct``, ``Correctness: A ❌ / B ✅``, the mark first
  (``✅ Assistant B\\n❌ Assistant A``, version 80): the side with the marks up only.

Only the last :data:`_TAIL` characters are read, and a sign between bare letters only on a line of at most
:data:`_WORDS` words (``if A > B`` in quoted code is longer). Linear: a few regex scans of a bounded tail."""

from __future__ import annotations

import re

from judge_engine.pipeline.parsing.side_marks import mark_verdict

_I = re.IGNORECASE
_TAIL = 400
_WORDS = 8
# a side: "Assistant B", "Output (b)", "Response 2", "(b)", or a bare capital letter
_SIDE = (
    r"(?:(?:the\s++)?+(?:assistant|response|answer|output|model)\s*+\(?+(?P<{0}>[ab12])\)?+|\((?P<{0}p>[ab])\)"
    r"|(?-i:(?P<{0}l>[AB]))\b)"
)
_FIRST, _SECOND = _SIDE.format("f"), _SIDE.format("s")
_RANKING = re.compile(
    r"(?:^|\n)[ \t*#>-]*+(?:(?:overall|final|my)\s++)?+(?:ranking|preference\s++order|order\s++of\s++preference)\s*+"
    r"[:\-\u2013\u2014]\s*+(?:1[.)]\s*+)?+" + _FIRST + r"(?:\s++first)?+\s*+(?:,|;|>|\bthen\b|\u2192|\bfollowed\s++by\b"
    r"|2[.)])\s*+(?:2[.)]\s*+)?+" + _SECOND + r"(?:\s++second)?+[ \t.*]*+(?=\n|$)",
    _I,
)
# a space on each side of the sign, as the older bare-letter rule has them: ``A<B`` glued among symbols is no conclusion
# (the property test of test_parsing_adversarial.py drew it as evidence before a forced verdict)
# version 67 (fresh pass full58 H1): the Unicode signs, ">=", a spaced "> >", and after a lead ending in a comma
_GREATER = "\u2265\u226b\u227b\uff1e\u2a7e\u2267"  # >= >> succeeds fullwidth-> slanted->= >= over =
_LESS = "\u2264\u226a\u227a\uff1c\u2a7d\u2266"
_SIGN = re.compile(
    r"(?:^|[:,\-\u2013\u2014]\s*+|\n)\s*+"
    + _FIRST
    + r"\s++(?P<sign>>[ \t]?>|>>?=?|["
    + _GREATER
    + r"]|<[ \t]?<|<<?=?|["
    + _LESS
    + r"])\s++"
    + _SECOND
    + r"(?![\w(])",
    _I,
)
_UP = r"(?:\u2705|\u2713|\u2714\ufe0f?|\U0001f44d)"
_DOWN = r"(?:\u274c|\u2717|\u2718|\U0001f44e)"
_MARK = re.compile(_SIDE.format("m") + r"[ \t]*+:?[ \t]*+(?:(?P<up>" + _UP + r")|" + _DOWN + r")", _I)
# the mark before the side ("\u2705 Assistant B\n\u274c Assistant A"; version 80, adversarial pass 72 leftover)
_MARK_FIRST = re.compile(
    r"(?:^|(?<=\n)|(?<=[,:;|]))[ \t*>-]*+(?:(?P<up>"
    + _UP
    + r")|"
    + _DOWN
    + r")[ \t]*+"
    + _SIDE.format("m")
    + r"(?![\w(])",
    _I,
)
_SIDE_OF = {"a": "a", "1": "a", "b": "b", "2": "b"}


def _side(m: re.Match[str], tag: str) -> str:
    """The side the group ``tag`` (or its ``p``/``l`` variant) of ``m`` names."""
    letter = m.group(tag) or m.group(tag + "p") or m.group(tag + "l")
    return _SIDE_OF[letter.lower()]


def symbol_verdict(text: str) -> tuple[str, int] | None:
    """The side a one-line ranking, a comparison sign or check marks in the last :data:`_TAIL` characters of ``text``
    give (the module's docstring) and the position in ``text`` where that conclusion ends; None when none does, when
    the two sides named are the same, or when the marks are mixed."""
    start = max(0, len(text) - _TAIL)
    found: list[tuple[str, int]] = []
    for m in _RANKING.finditer(text, start):
        first, second = _side(m, "f"), _side(m, "s")
        if first != second:
            found.append((first, m.end()))
    for m in _SIGN.finditer(text, start):
        first, second = _side(m, "f"), _side(m, "s")
        line_start = text.rfind("\n", 0, m.start() + 1) + 1
        line_end = text.find("\n", m.end())
        line = text[line_start : len(text) if line_end < 0 else line_end]
        bare = m.group("fl") is not None or m.group("sl") is not None
        if first != second and not (bare and len(line.split()) > _WORDS):
            found.append((first if m.group("sign")[0] in ">" + _GREATER else second, m.end()))
    ups: dict[str, set[bool]] = {"a": set(), "b": set()}
    last = 0
    for mark in (_MARK, _MARK_FIRST):
        for m in mark.finditer(text, start):
            ups[_side(m, "m")].add(m.group("up") is not None)
            last = max(last, m.end())
    if ups["a"] and ups["b"] and len(ups["a"]) == 1 and len(ups["b"]) == 1 and ups["a"] != ups["b"]:
        found.append(("a" if True in ups["a"] else "b", last))
    if (marked := mark_verdict(text)) is not None:  # medals, stars, grades, win probabilities (version 67)
        found.append(marked)
    if not found:
        return None
    return max(found, key=lambda f: f[1])
