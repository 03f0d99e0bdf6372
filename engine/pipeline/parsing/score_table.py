"""A markdown table of scores before a pairwise verdict (parser version 56; issue 13, adversarial pass 49):
:func:`table_verdict` reads the last table whose header names both sides (``| | Assistant A | Assistant B |``) and
its overall row (``| Overall | 9 | 4 |``; also ``Total``, ``Final``, ``Sum``, ``Average``) as a decision for the
higher score, for the last-decision walk (:mod:`~judge_engine.pipeline.parsing.last_decision`). Per-criterion rows
alone decide nothing. Linear: one pass over the lines."""

from __future__ import annotations

import re

from judge_engine.pipeline.parsing.side_names import NAME, PART, side_named

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
