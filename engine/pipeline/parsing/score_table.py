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
_OVERALL = re.compile(r"\W*+(?:overall|total|final|sum|average|mean)(?:\s++(?:score|rating))?+\W*+", re.IGNORECASE)
_NUMBER = re.compile(r"\s*+\**+(\d++(?:\.\d++)?+)\s*+(?:/\s*+\d++)?+\**+\s*+")


def table_verdict(evidence: str) -> tuple[str, int] | None:
    """The verdict (``"a"``, ``"b"``, ``"tie"``) of the last score table in ``evidence`` with both sides in its header
    and an overall row, and the offset where the table ends; None when there is no such table."""
    found: tuple[str, int] | None = None
    columns: dict[str, int] = {}
    offset = 0
    for line in evidence.splitlines(keepends=True):
        offset += len(line)
        row = line[line.index("|") :] if line.count("|") >= 3 else ""  # a row, or a header after a sentence's end
        cells = [c.strip() for c in row.strip().strip("|").split("|")] if row else []
        if not cells:
            columns = {}
            continue
        named = {side_named(m): i for i, c in enumerate(cells) if (m := _NAME.fullmatch(c.strip("*_ ")))}
        if len(named) == 2 and set(named) == {"a", "b"}:
            columns = named  # a header naming both sides
            continue
        if columns and _OVERALL.fullmatch(cells[0]) and max(columns.values()) < len(cells):
            a, b = (_NUMBER.fullmatch(cells[columns[x]]) for x in "ab")
            if a is not None and b is not None:
                x, y = float(a.group(1)), float(b.group(1))
                found = ("tie" if x == y else "a" if x > y else "b", offset)
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


# criteria each won by the same side, as the evidence's last lines ("Accuracy: Assistant A.\nClarity: Assistant A.")
_CRITERION_LINE = (
    r"(?:^|\n)[ \t*\-]*+[a-z][a-z \-]{1,30}+:\s*+(?:the\s++)?+(?:assistant|response|output)\s*+\(?+([ab12])\)?+"
    r"[ \t.*]*+"
)
_CRITERIA_WON = re.compile(r"(?:" + _CRITERION_LINE + r"){2,}+\s*+" + _VERDICT_PREFIX, re.IGNORECASE)


def listed_verdict(text: str) -> tuple[str, int] | None:
    """The verdict a ranked list, a JSON verdict or criteria all won by one side ending ``text`` gives (``"a"``,
    ``"b"``, ``"tie"``) and where it ends, else None."""
    won = _CRITERIA_WON.search(text, max(0, len(text) - 600))
    if (
        won is not None
        and len(sides := {c.lower() for c in re.findall(_CRITERION_LINE, won.group(), re.IGNORECASE)}) == 1
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
