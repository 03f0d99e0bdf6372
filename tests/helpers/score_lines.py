"""FairEval's ``N M`` first line read by hand (for tests that replay recorded SmolLM2 completions)."""

from __future__ import annotations


def first_scores(line: str) -> tuple[float, float]:
    """The two scores of a ``faireval-vanilla`` first line (``8 6``, ``8, 6``)."""
    s1, s2 = (float(x) for x in line.replace(",", " ").split()[:2])
    return s1, s2


def other_pair(lines: list[str], first: tuple[float, float]) -> bool:
    """Whether a later line is only two scores of 1-10 (``10 5.02``) other than the first line's: the judge gave two
    pairs, which parser version 82 reads as no verdict (``1 2\\n2 1``; a repeated ``10 2\\n10 2`` is one pair)."""
    for line in lines[1:]:
        words = line.strip().split()
        numbers = len(words) == 2 and all(w.replace(".", "", 1).isdigit() for w in words)
        if numbers and all(1 <= float(w) <= 10 for w in words) and first_scores(line) != first:
            return True
    return False
