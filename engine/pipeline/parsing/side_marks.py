"""Each side marked on its own at the end of the evidence (parser version 67; issue 13, adversarial pass 58 H3), for
:func:`~judge_engine.pipeline.parsing.symbols.symbol_verdict`: :func:`mark_verdict`.

- medals: ``🥇 Assistant B\\n🥈 Assistant A``: the side with the gold;
- stars: ``Assistant A: ⭐⭐\\nAssistant B: ⭐⭐⭐⭐⭐``, ``Assistant A: 2 stars. Assistant B: 5 stars.``: the side with
  more (equal counts: a tie);
- letter grades: ``Assistant A: D\\nAssistant B: A-``, ``Grades: Assistant A D, Assistant B A-``: the better grade;
- bare-letter scores: ``Score A: 3, Score B: 9.``, ``A - 3/10; B - 9/10``, ``Scores -> A: 3 | B: 9``: the higher;
- win probabilities: ``Win probability: Assistant A 10%, Assistant B 90%.``, ``Probability that Assistant A is better:
  0.1``: the side more likely to win (one half: a tie);
- a table whose header names both sides and whose rows hold check marks (``| Accuracy | ✗ | ✓ |``): the side whose marks
  are all up while the other's are all down.

Only the last :data:`_TAIL` characters are read. Linear: a few regex scans of a bounded tail."""

from __future__ import annotations

import re

from judge_engine.pipeline.parsing.side_scores import score_verdict

_I = re.IGNORECASE
_TAIL = 400
_NAME = r"(?:(?:the\s++)?+(?:assistant|response|answer|output|model)\s*+\(?+(?P<{0}>[ab12])\)?+)"
_SIDE_OF = {"a": "a", "1": "a", "b": "b", "2": "b"}
_MEDAL = re.compile(
    r"\U0001f947[ \t]*+" + _NAME.format("s") + r"|" + _NAME.format("t") + r"[ \t]*+:?[ \t]*+\U0001f947", _I
)
# the other places' medals, which end the listing
_PLACES = re.compile(
    r"[\U0001f948\U0001f949][ \t]*+"
    + _NAME.format("s")
    + r"|"
    + _NAME.format("t")
    + r"[ \t]*+:?[ \t]*+[\U0001f948\U0001f949]",
    _I,
)
_STARS = re.compile(
    _NAME.format("s") + r"[ \t]*+[:\-\u2013][ \t]*+(?:(?P<stars>(?:\u2b50|\u2605)++)|(?P<n>\d)\s++stars?\b)", _I
)
# letter grades, best first; a grade is a capital letter with an optional sign, then the line, a comma or a stop
_GRADE = re.compile(
    _NAME.format("s")
    + r"(?:[ \t]*+[:\-\u2013][ \t]*+|[ \t]++)(?:grade[ \t]++)?+"  # "Assistant A: Grade C-" (version 70, pass 60 H2)
    + r"(?-i:(?P<g>[A-DF])(?P<sign>[+-])?+)(?=[ \t]*+(?:[,;.\n]|$))",
    _I,
)
_NUM = r"(?P<n{0}>\d++(?:\.\d++)?+)(?:\s*+/\s*+10)?+"
_LETTER_SCORES = re.compile(
    r"(?:^|\n)[ \t*#>-]*+(?:(?:scores?|ratings?)\s*+(?::|->|\u2192)\s*+)?+"
    r"(?:(?:score|rating)\s++)?+(?-i:(?P<s1>[AB]))\s*+(?:[=:\-\u2013]|->)\s*+"
    + _NUM.format(1)
    + r"\s*+[,;|]\s*+(?:(?:score|rating)\s++)?+(?-i:(?P<s2>[AB]))\s*+(?:[=:\-\u2013]|->)\s*+"
    + _NUM.format(2)
    + r"[ \t.!]*+(?=\n|$)",
    _I,
)
_PROB = r"(?P<p{0}>0?\.\d++|1(?:\.0++)?+|0|\d{{1,3}}(?:\.\d++)?+\s*+%)"
_WIN_PROBS = re.compile(
    r"(?:win\s++)?+probabilit(?:y|ies)(?:\s++of\s++winning)?+\s*+:\s*+"
    + _NAME.format("s")
    + r"\s*+:?\s*+"
    + _PROB.format(1)
    + r"\s*+[,;]\s*+"
    + _NAME.format("t")
    + r"\s*+:?\s*+"
    + _PROB.format(2),
    _I,
)
_BETTER_PROB = re.compile(
    r"(?:probability|chance|likelihood)\s++(?:that\s++)?+" + _NAME.format("s") + r"\s++is\s++(?:the\s++)?+better"
    r"(?:\s++(?:one|answer|response))?+\s*+[:=]\s*+" + _PROB.format(1),
    _I,
)
_HEADER = re.compile(
    r"^\|[^\n]*?" + _NAME.format("s") + r"[^\n|]*+\|[^\n]*?" + _NAME.format("t") + r"[^\n|]*+\|", _I | re.M
)
# a header of bare letters: "| | A | B |" (version 71, adversarial pass 61 H8)
_BARE_HEADER = re.compile(r"^\|[^\n|]*+\|[ \t*]*+(?-i:(?P<s>[AB]))[ \t*]*+\|[ \t*]*+(?-i:(?P<t>[AB]))[ \t*]*+\|", re.M)
_UP = ("\u2705", "\u2713", "\u2714")
_DOWN = ("\u274c", "\u2717", "\u2718")


def _side(m: re.Match[str], tag: str) -> str:
    return _SIDE_OF[m.group(tag).lower()]


def _prob(text: str) -> float:
    return float(text.rstrip("% \t")) / 100 if text.endswith("%") else float(text)


def _higher(first: str, x: float, second: str, y: float) -> str | None:
    """The side whose value is higher (``"tie"`` when equal), None when both values are one side's."""
    if first == second:
        return None
    return "tie" if x == y else first if x > y else second


def _per_side(pattern: re.Pattern[str], text: str, value: object) -> list[tuple[str, float, int]]:
    return [(_side(m, "s"), value(m), m.end()) for m in pattern.finditer(text)]  # type: ignore[operator]


def _table(text: str) -> tuple[str, int] | None:
    """The side a check-mark table under a header naming both sides decides for (the module's docstring)."""
    header = None
    for found in (*_HEADER.finditer(text), *_BARE_HEADER.finditer(text)):
        header = found if header is None or found.start() > header.start() else header  # the last one
    if header is None:
        return None
    cells = header.group().split("|")
    found_col: dict[str, int | None] = {_side(header, "s"): None, _side(header, "t"): None}
    for i, cell in enumerate(cells):
        for side in found_col:
            if re.search(r"\b[" + side + ("1" if side == "a" else "2") + r"]\)?\s*$", cell.strip(" *"), _I):
                found_col[side] = i
    col = {side: i for side, i in found_col.items() if i is not None}
    if len(col) != 2:
        return None
    marks: dict[str, set[bool]] = {"a": set(), "b": set()}
    end = header.end()
    for line in text[header.end() :].split("\n")[1:]:
        row = line.split("|")
        if not line.startswith("|") or len(row) != len(cells):
            break
        end += len(line) + 1
        for side, i in col.items():
            cell = row[i]
            up, down = any(u in cell for u in _UP), any(d in cell for d in _DOWN)
            if up != down:
                marks[side].add(up)
    if marks["a"] and marks["b"] and len(marks["a"]) == len(marks["b"]) == 1 and marks["a"] != marks["b"]:
        return ("a" if True in marks["a"] else "b", end)
    return None


def mark_verdict(text: str) -> tuple[str, int] | None:
    """The side (``"a"``, ``"b"``, ``"tie"``) the marks in the last :data:`_TAIL` characters of ``text`` give (the
    module's docstring) and where in ``text`` that conclusion ends; None when none does."""
    start = max(0, len(text) - _TAIL)
    tail = text[start:]
    found: list[tuple[str, int]] = []
    medals = {_side(m, "s" if m.group("s") else "t") for m in _MEDAL.finditer(tail)}
    if len(medals) == 1:
        ends = [m.end() for m in (*_MEDAL.finditer(tail), *_PLACES.finditer(tail))]
        found.append((medals.pop(), start + max(ends)))
    for pattern, value in (
        (_STARS, lambda m: len(m.group("stars")) if m.group("stars") else int(m.group("n"))),
        (_GRADE, lambda m: "FDCBA".index(m.group("g")) + {"+": 0.3, "-": -0.3}.get(m.group("sign"), 0)),
    ):
        marks = _per_side(pattern, tail, value)
        if len(marks) == 2 and (said := _higher(marks[0][0], marks[0][1], marks[1][0], marks[1][1])) is not None:
            found.append((said, start + marks[1][2]))
    for m in _LETTER_SCORES.finditer(tail):
        if said := _higher(m.group("s1").lower(), float(m.group("n1")), m.group("s2").lower(), float(m.group("n2"))):
            found.append((said, start + m.end()))
    for m in _WIN_PROBS.finditer(tail):
        x, y = _prob(m.group("p1")), _prob(m.group("p2"))
        if (said := _higher(_side(m, "s"), x, _side(m, "t"), y)) is not None:
            found.append((said, start + m.end()))
    for m in _BETTER_PROB.finditer(tail):
        p, side = _prob(m.group("p1")), _side(m, "s")
        if 0 <= p <= 1:
            found.append((side if p > 0.5 else "tie" if p == 0.5 else {"a": "b", "b": "a"}[side], start + m.end()))
    if (table := _table(tail)) is not None:
        found.append((table[0], start + table[1]))
    if (scored := score_verdict(text)) is not None:  # shorthand scores (version 70, adversarial pass 60 H2)
        found.append(scored)
    return max(found, key=lambda f: f[1]) if found else None
