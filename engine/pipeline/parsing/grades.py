"""Grades said of the two sides (parser version 56; issue 13, adversarial pass 49), for the last-decision walk:
:func:`grade_line` (one side's grade alone, ``Assistant A: mediocre.``, ranked 0 ``terrible`` to 5 ``excellent``) and
:func:`graded` (two different grades in one sentence decide for the higher: ``Assistant A is okay, Assistant B is
excellent.``). Equal grades decide nothing. Also one side's score on a line of its own, :func:`score_line`
(``Assistant A: 9/10``, ``Assistant A — 8/10``, ``Assistant A score: 9``; version 61), and two in one sentence,
:func:`score_pair`."""

from __future__ import annotations

import re
from collections.abc import Callable

from judge_engine.pipeline.parsing.side_names import NAME, PART, side_named

_I = re.IGNORECASE
# a grade for one side ("Assistant A: mediocre.", "Assistant B is excellent."), ranked (version 56, adversarial pass
# 49): two different grades decide for the higher, in one sentence ("Assistant A is okay, Assistant B is excellent.")
# or two
_GRADES = {
    **dict.fromkeys(("terrible", "awful", "useless", "abysmal"), 0.0),
    **dict.fromkeys(("poor", "bad", "weak", "inadequate", "subpar", "lacking"), 1.0),
    **dict.fromkeys(("mediocre", "so-so", "passable", "okay", "ok", "acceptable", "adequate", "fair", "average"), 2.0),
    **dict.fromkeys(("decent", "fine", "good", "solid", "reasonable", "competent"), 3.0),
    **dict.fromkeys(("great", "strong", "very good", "impressive"), 4.0),
    **dict.fromkeys(("excellent", "outstanding", "superb", "exceptional", "perfect", "flawless", "brilliant"), 5.0),
    # version 59 (adversarial pass 51 H7): right or wrong ("- Assistant B: incorrect", "Assistant A - correct."); two
    # equal ones decide nothing (:data:`CORRECTNESS`)
    # (version 80, adversarial pass 75 H2: "fails", "passes", and "—" or "=" after the side: "Assistant A — FAIL.")
    **dict.fromkeys(
        ("incorrect", "wrong", "inaccurate", "false", "fail", "fails", "failed", "\u2717", "\u2718", "\u274c"), 0.5
    ),
    **dict.fromkeys(("correct", "right", "accurate", "pass", "passes", "passed", "\u2713", "\u2714", "\u2705"), 3.5),
}
CORRECTNESS = frozenset((0.5, 3.5))
_GRADE = "|".join(sorted((g.replace(" ", r"\s++") for g in _GRADES), key=len, reverse=True))
_GRADE_LINE = re.compile(
    r"\W*+"
    + NAME
    + PART
    + r"(?P<sep>\s*+[:\-\u2013\u2014=]\s*+|\s++(?:is|was)\s++)(?:(?:really|quite|rather|pretty|just|only|merely"
    r"|simply)\s++)?+(?P<grade>" + _GRADE + r")(?:\s*+(?:,|and)\s*+(?:complete|accurate|clear|concise|thorough|helpful"
    r"|relevant|detailed|correct|well[-\s]explained))?+[\s.!)*]*+",
    _I,
)
# the two clauses of a sentence that says one thing of each side ("..., Assistant B is excellent."), also for the
# last-decision walk's two score lines in one sentence
TWO_CLAUSES = re.compile(r"\s*+[,;]\s*+(?:(?:and|but|while|whereas)\s++)?+|\s++(?:and|but|while|whereas)\s++", _I)


def grade_line(sentence: str) -> tuple[str, float] | None:
    """The side a sentence grades and its grade's rank (0 ``terrible`` to 5 ``excellent``), when that is all it says;
    right or wrong (:data:`CORRECTNESS`) only as a label's value (``Assistant B: incorrect``)."""
    m = _GRADE_LINE.fullmatch(sentence)
    if m is None:
        return None
    grade = _GRADES[re.sub(r"\s++", " ", m.group("grade").lower())]
    if grade in CORRECTNESS and m.group("sep").strip().lower() in ("is", "was"):
        return None  # "Assistant B is wrong." is a fault of the whole answer (outright.no_better), not a grade line
    return side_named(m), grade


def lone_against(scores: dict[str, float], forced: str) -> bool | None:
    """For one side graded alone in the evidence (``scores``: side to grade or score, as the last-decision walk keeps
    them), whether its grade goes against the ``forced`` verdict: right or wrong (:data:`CORRECTNESS`; version 80), or a
    grade of ``poor`` or lower for the verdict's side (``Assistant A's answer is useless.`` before ``[[A]]``; version
    81, adversarial pass 77); None when it says nothing either way (a tie forced, two sides, another grade)."""
    if len(scores) != 1 or forced == "tie":
        return None
    side, value = next(iter(scores.items()))
    if value in CORRECTNESS:
        return (side == forced) == (value == min(CORRECTNESS))
    return True if value <= 1.0 and side == forced else None


def compared(sentence: str, read: Callable[[str], tuple[str, float] | None], ties: bool) -> str | None:
    """The side whose value is higher when ``sentence`` is two clauses (:data:`TWO_CLAUSES`) that ``read`` reads as
    ``(side, value)`` for the two sides; equal values give ``"tie"`` with ``ties``, else None; None otherwise. Shared
    by :func:`graded` and the last-decision walk's two score lines in one sentence."""
    clauses = TWO_CLAUSES.split(sentence)
    if len(clauses) != 2:
        return None
    first, second = read(clauses[0]), read(clauses[1])
    if first is None or second is None or first[0] == second[0]:
        return None
    if first[1] == second[1]:
        return "tie" if ties else None
    return first[0] if first[1] > second[1] else second[0]


def graded(sentence: str) -> str | None:
    """The side one sentence grading both sides differently ranks higher ("Assistant A is good; Assistant B is
    great."), else None (equal grades decide nothing)."""
    return compared(sentence, grade_line, ties=False)


# one side's score alone, for the last-decision walk ("Assistant A: 9/10", "Score for Assistant B: 4", "Assistant A
# — 8/10"; moved here from last_decision.py in version 61)
SCORE_LINE = re.compile(
    # version 59: "Score for A: 9" (not "of": the FairEval template's own label, quoted in an example before the scores)
    r"\W*+(?:(?:the\s++)?+(?:overall\s++)?+(?:score|rating|grade|mark)\s++for\s++)?+"
    # version 78 (adversarial pass 68 H1): a lead "Scores —", "Total:" and a bare letter ("A: 3", "A = 12/40")
    r"(?:(?:scores?|ratings?|totals?|grades?)\s*+[:\-\u2013\u2014]\s*+)?+(?:" + NAME + r"|(?P<xb>[ab])(?=\s*+[:=]"
    r"|\s++(?:gets|got|scores|scored|earns|receives)\b))"
    + PART
    + r"(?:\s++(?:score|rating|grade|mark)\b)?+(?:\s*+[:=\-\u2013\u2014]\s*+|\s++(?:scores|scored|gets|got|earns|earned"
    r"|receives|received)\s++(?:an?\s++)?+)"
    r"(?P<n>\d++(?:\.\d++)?+)\s*+(?:/\s*+\d++|out\s++of\s++\d++)?+(?:(?<=\s)(?:because|since)\s++[^,;]{1,120}+)?+[\s.!)*]*+",
    _I,
)


def score_line(clause: str) -> tuple[str, float] | None:
    """The side a score line (:data:`SCORE_LINE`) scores and its score, else None."""
    m = SCORE_LINE.fullmatch(clause)
    return None if m is None else (side_named(m), float(m.group("n")))


def score_pair(sentence: str) -> str | None:
    """The side two score lines in one sentence rank higher (``"tie"`` for equal scores), else None."""
    return compared(sentence, score_line, ties=True)
