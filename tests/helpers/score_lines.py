"""FairEval's ``N M`` first line read by hand (for tests that replay recorded SmolLM2 completions)."""

from __future__ import annotations

import re

# a later line that is only two numbers, after at most a one-word label ("6 8", "(reversed: 6 8)", "Scores: 9.9, 9")
_PAIR = re.compile(r"^\W*(?:[^\W\d_]+\s*:\s*)?(\d+(?:\.\d+)?)(?:\s*[,/;]\s*|\s+)(\d+(?:\.\d+)?)\W*$")


def first_scores(line: str) -> tuple[float, float]:
    """The two scores of a ``faireval-vanilla`` first line (``8 6``, ``8, 6``)."""
    s1, s2 = (float(x) for x in line.replace(",", " ").split()[:2])
    return s1, s2


def _side(pair: tuple[float, float]) -> int:
    return (pair[0] > pair[1]) - (pair[0] < pair[1])


def other_pair(lines: list[str], first: tuple[float, float]) -> bool:
    """Whether a later line is only two scores of 1-10 that point to another side than the first line's: the judge
    gave two verdicts, which parser version 82 reads as none (``1 2\\n2 1``, ``2 2\\n3 2``); a repeated or same-side
    pair (``10 2\\n10 2``, ``1 3\\n2 4``) is no other verdict."""
    for line in lines[1:]:
        m = _PAIR.match(line.strip())
        if m is None:
            continue
        pair = (float(m.group(1)), float(m.group(2)))
        if all(1 <= x <= 10 for x in pair) and _side(pair) != _side(first):
            return True
    return False
