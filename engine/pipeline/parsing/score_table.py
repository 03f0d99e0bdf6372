"""A markdown table of scores before a pairwise verdict (parser version 56; issue 13, adversarial pass 49):
:func:`table_verdict` reads the last table whose header names both sides (``| | Assistant A | Assistant B |``) and
its overall row (``| Overall | 9 | 4 |``; also ``Total``, ``Final``, ``Sum``, ``Average``) as a decision for the
higher score, for the last-decision walk (:mod:`~judge_engine.pipeline.parsing.last_decision`). Per-criterion rows
alone decide nothing. Since version 59 (adversarial pass 52 H5, H8, H9) :func:`listed_verdict` reads a ranked list
(``Ranking:\n1. Assistant A\n2. Assistant B``), a JSON verdict (``{"winner": "A"}``) or criteria all won by one side
(``Accuracy: Assistant A.\nClarity: Assistant A.``) ending the evidence. Linear: one pass over the lines."""

from __future__ import annotations

import re

from judge_engine.pipeline.parsing.side_names import NAME, OTHER_NAME, PART, side_named

_NAME = re.compile(NAME + PART, re.IGNORECASE)
_OVERALL = re.compile(
    r"\W*+(?:weighted\s++)?+(?:overall|total|final|sum|average|mean|score|rating|points)(?:\s++(?:score|rating))?+"
    r"(?:\s*+\([^)\n]{0,30}+\))?+\W*+",  # "Weighted total", "Overall score (out of 10)", "Score" (version 79)
    re.IGNORECASE,
)
_NUMBER = re.compile(r"\s*+\**+(\d++(?:\.\d++)?+)\s*+(?:/\s*+\d++)?+\**+\s*+")
_MARKS = {"\u2713": 1.0, "\u2714": 1.0, "\u2705": 1.0, "\u2717": 0.0, "\u2718": 0.0, "\u274c": 0.0}
# correctness words as cells ("| Assistant A | Wrong |"; version 81, the leftovers of adversarial pass 75)
_MARKS |= dict.fromkeys(("correct", "right", "accurate", "pass", "passed", "passes"), 1.0)
_MARKS |= dict.fromkeys(("wrong", "incorrect", "inaccurate", "fail", "failed", "fails"), 0.0)


def _value(cell: str) -> float | None:
    """A cell's score: a number (``3``, ``**3/10**``), a check mark or a correctness word (up or right 1, down or wrong
    0); None for anything else."""
    m = _NUMBER.fullmatch(cell)
    return float(m.group(1)) if m else _MARKS.get(cell.strip(" *_.!").lower())


def _side_cell(cell: str) -> str | None:
    """The side a header or row cell names: ``Assistant A``, or a bare capital ``A``/``B`` (version 79)."""
    c = cell.strip("*_ ")
    if c in ("A", "B"):
        return c.lower()
    return side_named(m) if (m := _NAME.fullmatch(c)) else None


def _decided(x: float, y: float) -> str:
    return "tie" if x == y else "a" if x > y else "b"


def table_verdict(evidence: str) -> tuple[str, int] | None:
    """The verdict (``"a"``, ``"b"``, ``"tie"``) of the last score table in ``evidence`` and the offset where it ends;
    None when there is none. A table counts when its header names both sides (``Assistant A``, or since version 79
    a bare ``A`` and ``B``) and it has an overall row (:data:`_OVERALL`), or (version 79, adversarial pass 72 H4) when
    one side wins at least one of two or more criterion rows and loses none (a number or a check mark per cell), or
    when it lists one score per side in rows (``| A | 3 |``, ``| B | 9 |``)."""
    found: tuple[str, int] | None = None
    before: tuple[str, int] | None = None  # what was found before the current table
    columns: dict[str, int] = {}
    wins: dict[str, int] = {}
    rows: dict[str, float] = {}
    offset = 0
    for line in evidence.splitlines(keepends=True):
        offset += len(line)
        row = line[line.index("|") :] if line.count("|") >= 3 else ""  # a row, or a header after a sentence's end
        cells = [c.strip() for c in row.strip().strip("|").split("|")] if row else []
        if not cells:
            columns, wins, rows = {}, {}, {}
            continue
        named = {x: i for i, c in enumerate(cells) if (x := _side_cell(c)) is not None}
        if len(named) == 2 and set(named) == {"a", "b"}:
            columns, wins, before = named, {}, found  # a header naming both sides
            continue
        if len(cells) == 2 and (x := _side_cell(cells[0])) is not None and (v := _value(cells[1])) is not None:
            rows[x] = v  # "| A | 3 |": one score per side in rows
            if len(rows) == 2:
                found = (_decided(rows["a"], rows["b"]), offset)
            continue
        if not columns or max(columns.values()) >= len(cells):
            continue
        a, b = (_value(cells[columns[x]]) for x in "ab")
        if a is None or b is None:
            continue
        if _OVERALL.fullmatch(cells[0]):
            found = (_decided(a, b), offset)
            wins = {"overall": 1}
            continue
        if "overall" not in wins:
            wins[_decided(a, b)] = wins.get(_decided(a, b), 0) + 1
            won = [x for x in "ab" if wins.get(x)]
            # every criterion won by one side or tied (version 79); rows won by both sides decide nothing
            found = (won[0], offset) if len(won) == 1 and sum(wins.values()) >= 2 else before
    return found


# the template's verdict prefix the judge wrote before a forced verdict ("My final verdict is: [[")
_VERDICT_PREFIX = r"(?:(?:my\s++)?+final\s++verdict(?:\s++is)?+\s*+:?\s*+)?+\[*+\s*+$"
# a ranked list ("Ranking:\n1. Assistant A\n2. Assistant B") or a JSON verdict ('{"winner": "A"}') at the end of the
# evidence (version 59, adversarial pass 52 H5, H9)
_RANKED_LIST = re.compile(
    r"(?:rank(?:ing)?+|order|placement)s?+[ \t]*+:?[ \t]*+\n\s*+(?:1[.)]|#1|first\s*+:)\s*+"
    + NAME
    + r"[^\n]{0,80}+\n[ \t]*+(?:2[.)]|#2|second\s*+:)\s*+"
    + OTHER_NAME
    + r"[^\n]{0,80}+\s*+"
    + _VERDICT_PREFIX,
    re.IGNORECASE,
)
_JSON_VERDICT = re.compile(
    r"(?:^|\n)[ \t]*+\{\s*+\"(?:winner|verdict|choice|better|preference|preferred)\"\s*+:\s*+\""
    r"(?:(?:assistant|response|output|model)\s*+)?+(?:(?P<x>[ab12])|(?P<tie>tie|draw|c))\"\s*+\}\s*+" + _VERDICT_PREFIX,
    re.IGNORECASE,
)


# criteria each won by the same side, as the evidence's last lines ("Accuracy: Assistant A.\nClarity: Assistant A.");
# since version 79 (adversarial pass 72 H4) also a bare capital, ties, arrows, table rows and criteria on one line
# ("| Accuracy | B |", "Correctness \u2192 B", "- Style: tie", "Accuracy: B. Helpfulness: B.")
_CRITERION_LINE = (
    r"(?:^|\n|(?<=[.;|\s]))[ \t*\-|]*+[a-z][a-z \-]{1,30}+[ \t*]*+(?::|\u2192|->|\|)[ \t*]*+"
    r"(?:(?:the\s++)?+(?:assistant|response|output)\s*+\(?+([ab12])\)?+|(?-i:([AB]))\b|tie\b)[ \t.*|]*+"
)
# (without its groups: capturing groups under a possessive repeat trip a bug of the re module)
_CRITERIA_WON = re.compile(
    r"(?:" + _CRITERION_LINE.replace("([ab12])", "[ab12]").replace("([AB])", "[AB]") + r"){2,}+\s*+" + _VERDICT_PREFIX,
    re.IGNORECASE,
)


def listed_verdict(text: str) -> tuple[str, int] | None:
    """The verdict a ranked list, a JSON verdict or criteria all won by one side ending ``text`` gives (``"a"``,
    ``"b"``, ``"tie"``) and where it ends, else None."""
    won = _CRITERIA_WON.search(text, max(0, len(text) - 600))
    if (
        won is not None
        and len(
            sides := {(x or y).lower() for x, y in re.findall(_CRITERION_LINE, won.group(), re.IGNORECASE) if x or y}
        )
        == 1
    ):
        return ("a" if sides.pop() in "a1" else "b"), len(text)
    m = _RANKED_LIST.search(text[-600:])
    if m is None:
        m = _JSON_VERDICT.search(text, max(0, len(text) - 300))
        if m is None:
            return None
        if m.group("tie"):
            return "tie", len(text)
    return side_named(m), len(text)
