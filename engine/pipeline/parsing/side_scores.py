"""Each side's score in shorthand at the end of the evidence (parser version 70; issue 13, adversarial pass 60 H2), for
:func:`~judge_engine.pipeline.parsing.side_marks.mark_verdict`: :func:`score_verdict`.

Small judges sum up in shorthand: ``A: 3/10\\nB: 9/10``, ``A - 3/10``, ``A → 3/10, B → 9/10``, ``Scores: A 3/10, B
9/10``, ``Points: A=1, B=4``, ``Tally: A 0, B 3``, ``Assistant A (3/10) vs Assistant B (9/10)``, ``Assistant A [3/10]``,
``Assistant A = 3``, ``Assistant A: 30%``, ``Assistant A earns a 2`` (version 76), ``Scores (A/B): 3/10, 9/10`` (in
the order declared: ``Scores (B, A): 9, 3``,
``Scores in the order B, A: 9/10 and 3/10.``; version 71), ``Final scores: 3 and 9 (A and B
respectively).``, and right or wrong per side (``Correct? A: No, B: Yes``, ``A: incorrect. B: correct.``; since
version 79 a note per side on its own line, a fault for one and none for the other: ``Assistant A: wrong
result.\nAssistant B: right result.``). The higher
score is the side the evidence decides for (equal scores: a tie), so a verdict for the other side after it contradicts
it. A bare letter counts as a side only at the start of a line or list item with a separator after it, or after a
scores label; exactly one score per side must be found in the last :data:`_TAIL` characters (criterion tables with
several rows per side are read by other rules or not at all). Linear: a few regex scans of a bounded tail."""

from __future__ import annotations

import re

from judge_engine.pipeline.parsing.counts import BAD, counts_faults

_I = re.IGNORECASE
_TAIL = 400
_N = r"(?P<n>\d++(?:\.\d++)?+)(?P<d>\s*+/\s*+10\b|\s*+%)?+"
_SEP = r"\s*+(?:[:=\-\u2013\u2014\u2192]|->|=>)\s*+"
# a number marked right or wrong is a side's answer, not its score ("Assistant A: 42 (incorrect)", "A: 42 ✗"; version
# 80, adversarial pass 75 H1)
_NOT_MARKED = (
    r"(?![ \t]*+[(\[]?+[ \t]*+(?:(?:in)?+correct\b|right\b|wrong\b|true\b|false\b"
    r"|[\u2713\u2714\u2717\u2718\u274c\u2705]))"
)
# a bare letter at a line's or list item's start, a separator, a number
_BARE = re.compile(
    r"(?:^|(?<=[\n,;|]))[ \t*#>\-]*+(?-i:(?P<s>[AB]))\b" + _SEP + _N + r"(?!\w|[.,]\d)" + _NOT_MARKED, _I
)
# after a scores label: "Scores: A 3/10, B 9/10", "Points: A=1, B=4", "Tally: A 0, B 3"
_LABELLED = re.compile(
    r"\b(?:(?:final\s++)?+scores?|points?|totals?|tally|ratings?|marks?)\s*+(?:\([^)\n]{0,20}\))?+\s*+[:\-]\s*+"
    r"(?-i:(?P<s1>[AB]))\b(?:"
    + _SEP
    + r"|\s++)"
    + _N.replace("P<n>", "P<n1>").replace("P<d>", "P<d1>")
    + r"\s*+[,;|]\s*+(?:and\s++)?+(?-i:(?P<s2>[AB]))\b(?:"
    + _SEP
    + r"|\s++)"
    + _N.replace("P<n>", "P<n2>").replace("P<d>", "P<d2>"),
    _I,
)
# a named side with its score in brackets or after a separator: "Assistant A (3/10)", "Assistant A = 3"; not
# faireval-scoring's own score lines ("Score of the Assistant 1: 8"), which score_lines reads
_NAMED = re.compile(
    r"(?<!\bof\sthe\s)\b(?:assistant|response|answer|output|model|asistente|assistente|assistent|ассистент)\s*+\(?+(?P<s>[ab12])\)?+(?:['\u2019]s\s++score)?+"
    r"\s*+(?:[(\[]\s*+|" + _SEP + r"|\s++(?:gets|got|earns|earned|receives|received|deserves|scores|scored)\s++"
    r"(?:an?\s++|a\s++score\s++of\s++)?+)(?:grade\s++)?+" + _N + r"(?!\w|[.,]\d)" + _NOT_MARKED,
    _I,
)
# "Scores (A/B): 3/10, 9/10", "Final scores: 3 and 9 (A and B respectively)"
_ORDERED = re.compile(
    r"\bscores?\s*+(?:\(\s*+(?-i:(?P<o1>[AB]))\s*+[/,]\s*+(?-i:(?P<o2>[AB]))\s*+\)|in\s++the\s++order\s++"
    r"(?-i:(?P<q1>[AB]))\s*+,\s*+(?-i:(?P<q2>[AB])))\s*+:\s*+"
    + _N.replace("P<n>", "P<n1>").replace("P<d>", "P<d1>")
    + r"\s*+(?:,|and|/)\s*+"
    + _N.replace("P<n>", "P<n2>").replace("P<d>", "P<d2>")
    + r"|\bscores?\s*+:\s*+"
    + _N.replace("P<n>", "P<m1>").replace("P<d>", "P<e1>")
    + r"\s*+(?:,|and|/)\s*+"
    + _N.replace("P<n>", "P<m2>").replace("P<d>", "P<e2>")
    + r"\s*+\(\s*+(?:assistants?\s++)?+(?-i:A)\s++and\s++(?-i:B)\s*+,?\s*+respectively\s*+\)",
    _I,
)
# right or wrong per side: "A: incorrect. B: correct.", "Correct? A: No, B: Yes" ("A = wrong, B = right.", "Tests: A
# fails, B passes."; version 80, adversarial pass 75 H2)
_RIGHT = re.compile(
    r"(?:^|(?<=[\n,;.?|:]))[ \t*\-]*+(?-i:(?P<s>[AB]))(?:\s*+[:=\-\u2013\u2014]\s*+|\s++(?=(?:pass|fail)))(?P<v>yes|no"
    r"|correct|incorrect|right|wrong|pass|fail|passed|failed|passes|fails)\b(?=[ \t]*+(?:[,.;|)\n]|$))",
    _I,
)
# version 79 (adversarial pass 72 H7): one note per side on its own line, a fault for one and none for the other:
# "Assistant A: wrong result.\nAssistant B: right result.", "Output (a) — wrong capital", "A: 2 factual errors",
# "**Assistant B:** Incorrect — the loop never terminates."
_NOTE = re.compile(
    r"(?:^|(?<=\n))[ \t*\-]*+(?:(?:the\s++)?+(?:assistant|response|answer|output|model)\s*+\(?+(?P<s>[ab12])\)?+|(?-i:"
    r"(?P<t>[AB])))[ \t*]*+(?:[:\u2013\u2014]|-(?=\s))[ \t*]*+(?P<note>[^\n]{1,160}+)",
    _I,
)
_FAULT = re.compile(
    r"\b(?:wrong|incorrect|inaccurate|fails?|failed|failing|missing|misses|hallucinat\w*+|buggy|broken|never\s++terminates"
    r"|(?:[1-9]\d*+|one|two|three|several|many|multiple)\s++(?:\w++\s++)?+(?:errors?|bugs?|mistakes?))\b",
    _I,
)
_SOUND = re.compile(
    r"\b(?:correct|right|accurate|pass(?:es|ed)?+|complete|works|no\s++(?:\w++\s++)?+(?:errors?|bugs?|mistakes?)"
    r"|error[\s-]++free)\b",
    _I,
)
_SIDE_OF = {"a": "a", "1": "a", "b": "b", "2": "b"}
_TRUE = ("yes", "correct", "right", "pass", "passed", "passes")


def _note_value(note: str) -> float | None:
    """1.0 for a note that is only sound (:data:`_SOUND`), 0.0 for one that is only a fault (:data:`_FAULT`; "no errors"
    is sound), None for both or neither."""
    sound = _SOUND.search(note) is not None
    fault = _FAULT.search(_SOUND.sub(" ", note)) is not None
    return None if sound == fault else float(sound)


def _value(number: str, denominator: str | None) -> float:
    """A score on one scale: a percentage read out of 10 (``30%`` is 3)."""
    x = float(number)
    return x / 10 if denominator is not None and denominator.strip() == "%" else x


def _decide(scores: list[tuple[str, float, int]]) -> tuple[str, int] | None:
    """The side with the higher of exactly two scores, one per side (equal: ``"tie"``), and where the later ends."""
    if len(scores) != 2 or scores[0][0] == scores[1][0]:
        return None
    (s1, x, _), (s2, y, end) = scores
    return ("tie" if x == y else s1 if x > y else s2), end


def _counts_faults(tail: str, m: re.Match[str]) -> bool:
    """Whether the line of ``m`` in ``tail`` names what is wrong (:data:`~judge_engine.pipeline.parsing.counts.BAD`:
    ``A: 2 errors, B: 0 errors.``, ``Mistakes - Assistant A: 4, Assistant B: 1.``): its numbers are counts, lower
    better (version 80, adversarial pass 74 F7)."""
    end = tail.find("\n", m.end())
    return BAD.search(tail, tail.rfind("\n", 0, m.start()) + 1, len(tail) if end < 0 else end) is not None


def _line_before(tail: str, pos: int) -> str | None:
    """The line of ``tail`` before the line holding ``pos``, stripped; None when that is the first line."""
    line_start = tail.rfind("\n", 0, pos)
    return None if line_start < 0 else tail[tail.rfind("\n", 0, line_start) + 1 : line_start].strip()


def score_verdict(text: str) -> tuple[str, int] | None:
    """The side (``"a"``, ``"b"``, ``"tie"``) the per-side shorthand scores in the last :data:`_TAIL` characters of
    ``text`` give (the module's docstring) and where in ``text`` the second score ends; None when no shape gives
    exactly one score to each side."""
    start = max(0, len(text) - _TAIL)
    tail = text[start:]
    found: list[tuple[str, int]] = []
    for m in (*_LABELLED.finditer(tail), *_ORDERED.finditer(tail)):
        if _counts_faults(tail, m):
            continue  # "Mistakes - A: 4, B: 1": counts of what is wrong, no scores (version 80)
        if m.re is _LABELLED:
            pair = [
                (m.group("s1").lower(), m.group("n1"), m.group("d1")),
                (m.group("s2").lower(), m.group("n2"), m.group("d2")),
            ]
        elif m.group("n1") is not None:  # in the declared order: "Scores (B, A): 9, 3" (version 71, pass 61 H8)
            first, second = (m.group("o1") or m.group("q1")).lower(), (m.group("o2") or m.group("q2")).lower()
            pair = [(first, m.group("n1"), m.group("d1")), (second, m.group("n2"), m.group("d2"))]
        else:
            pair = [("a", m.group("m1"), m.group("e1")), ("b", m.group("m2"), m.group("e2"))]
        said = _decide([(s, _value(n, d), start + m.end()) for s, n, d in pair])
        found += [said] if said is not None else []
    for pattern in (_BARE, _NAMED):
        lines = list(pattern.finditer(tail))
        if lines and counts_faults(_line_before(tail, lines[0].start())):
            continue  # "Errors:" then "Assistant A: 0" and "Assistant B: 3": counts under a label (version 81)
        scores = [
            (_SIDE_OF[m.group("s").lower()], _value(m.group("n"), m.group("d")), start + m.end())
            for m in lines
            if not _counts_faults(tail, m)
        ]
        found += [said] if (said := _decide(scores)) is not None else []
    right = [
        (m.group("s").lower(), float(m.group("v").lower() in _TRUE), start + m.end()) for m in _RIGHT.finditer(tail)
    ]
    found += [said] if (said := _decide(right)) is not None else []
    notes = [
        (_SIDE_OF[(m.group("s") or m.group("t")).lower()], v, start + m.end())
        for m in _NOTE.finditer(tail)
        if (v := _note_value(m.group("note"))) is not None
    ]
    found += [said] if len(notes) == 2 and (said := _decide(notes)) not in (None, ("tie", notes[1][2])) else []
    return max(found, key=lambda f: f[1]) if found else None
