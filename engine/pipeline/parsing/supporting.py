"""A supporting aside at the end of a sentence of the evidence (parser version 80; issue 13, adversarial pass 73 H4),
for the last-decision walk (:func:`~judge_engine.pipeline.parsing.last_decision.decides_otherwise`):
:func:`without_support`.

A judge backs a judgement with what the answer said or why: ``Assistant A's answer is wrong (it says 42).``, ``..., it
says 42.``, ``...: it returns 17.``, ``...; it says 42.``, ``... [it says 42].``, ``Assistant B is correct (17).``,
``Assistant A is wrong because it says 42.``. The aside names no side and
qualifies nothing, so the sentence is read without it (``Assistant A's answer is wrong.``), as the walk reads the
plain judgement. An aside that is the judgement itself, one side's words then a correctness mark (``Assistant A says
Sydney (wrong).``, ``Assistant B: Canberra ✓``), is read as that side's grade line (``Assistant A: wrong``). An aside
that names a side, or holds a negation, a hedge or a condition (``(not really)``, ``(just kidding)``, ``(if it
compiles)``), is kept: it changes what the sentence says; a value corrected at its end (``(6 x 7 is 42, not 41)``,
``(Paris, not Lyon)``) is no negation (version 81). Linear: two regex scans of one bounded sentence."""

from __future__ import annotations

import re

from judge_engine.pipeline.parsing.decided import SIDE

_I = re.IGNORECASE
_REPORTS = (
    r"(?:it|which|that|this|as\s++it)\s++(?:says|said|gives|gave|returns|returned|outputs|printed|prints|claims"
    r"|claimed|states|stated|answers|answered|computes|computed|reports|reported|lists|listed|gets|got|comes\s++to"
    r"|arrives\s++at|puts\s++it\s++at)\b"
)
_ASIDE = re.compile(
    r"\s*+(?:\((?P<paren>[^()\n]{1,80}+)\)|\[(?P<bracket>[^\[\]\n]{1,80}+)\]"
    r"|(?:[,:;\u2014\u2013]|(?<=\s)-)\s*+(?P<clause>" + _REPORTS + r"[^,;:()\[\]\n]{0,80}+)"
    # a reason after the judgement ("Assistant A is wrong because it says 42."; version 80, adversarial pass 76 F1)
    r"|(?:,\s*+|(?<=\s))(?P<reason>(?:because|since|given\s++that|as(?=\s++(?:it|they|its|their|this|the)\b))\s++"
    r"[^,;:()\[\]\n]{1,100}+))[\s.!]*+$",
    _I,
)
# what keeps an aside: it qualifies the judgement
_QUALIFIES = re.compile(
    r"\b(?:not|no|never|nor|hardly|barely|kidding|joking|jk|sarcas\w*+|ironic\w*+|actually|wait|except|unless|if"
    r"|only|maybe|perhaps|arguably|partly|partially|mostly|almost|nearly|but|though|although|however|better|worse"
    r"|best|worst|tie|winner|wins?)\b|n['\u2019]t\b|\?",
    _I,
)
_MARK = re.compile(
    r"\W*+(?P<grade>wrong|right|correct|incorrect|inaccurate|accurate|false|true|\u2705|\u2713|\u2714\ufe0f?|\u274c"
    r"|\u2717|\u2718)\W*+",
    _I,
)
# a value corrected at the aside's end ("42, not 41", "Paris, not Lyon", "'cat' not 'dog'"), after a value of its own
_CORRECTION = re.compile(
    r"(?<=\S),?+\s++(?:and\s++)?+not\s++(?:[-+]?\d[\d.,/:%]*+|(?!(?:really|quite|exactly|entirely|necessarily|always|much|very|at|so|too|fully|completely|wrong|right|correct|good|bad)\b)(?-i:[A-Z][\w-]*+)|\"[^\"]{1,30}\"|'[^']{1,30}'"
    r"|[\u201c\u2018][^\u201d\u2019]{1,30}[\u201d\u2019])\W*+$",
    _I,
)
# a side's name before the aside: "Output (b)" is no aside
_NAME_END = re.compile(r"\b(?:assistant|response|answer|output|model|option|candidate)\s*+$", _I)
_UP = {"right", "correct", "accurate", "true", "\u2705", "\u2713", "\u2714", "\u2714\ufe0f"}
_TRAILING_MARK = re.compile(
    r"[ \t]++(?P<grade>\u2705|\u2713|\u2714\ufe0f?|\u274c|\u2717|\u2718)[\s.!]*+$",
)


def _grade_line(sentence: str, mark: str) -> str | None:
    """``"<side>: right"`` or ``"<side>: wrong"`` when ``sentence`` names one side only, as its subject; else None."""
    named = list(SIDE.finditer(sentence))
    if (
        not named
        or any(m.group(0).lower() != named[0].group(0).lower() for m in named)
        or sentence[: named[0].start()].strip(" *-#>")
    ):
        return None
    return f"{named[0].group(0)}: {'right' if mark.lower() in _UP else 'wrong'}"


# each side's words then its mark, twice in one sentence ("Assistant A: 42 (incorrect), Assistant B: 17 (correct).",
# "Assistant A: Sydney - wrong. ..."; version 80, adversarial pass 75 H1): read as the two sides' grades
_WORD = r"(?:wrong|right|correct|incorrect|inaccurate|accurate|false|true)"
_INNER = re.compile(
    r"(?P<side>\b(?:assistant|response|answer|output|model)\s*+\(?+[ab12]\)?+)\s*+[:\-\u2013\u2014]\s*+"
    r"[^,;:()\[\]\n]{1,40}?\s*+(?:[(\[]\s*+(?P<w>"
    + _WORD
    + r")\s*+[)\]]|[-\u2013\u2014]\s*+(?P<d>"
    + _WORD
    + r")\b|(?P<g>\u2705|\u2713|\u2714\ufe0f?|\u274c|\u2717|\u2718))",
    _I,
)


def _graded(m: re.Match[str]) -> str:
    mark = m.group("w") or m.group("d") or m.group("g")
    return f"{m.group('side')}: {'right' if mark.lower() in _UP else 'wrong'}"


def without_support(sentence: str) -> str:
    """``sentence`` without a supporting aside at its end (the module's docstring), or as a grade line when the aside
    is a correctness mark, or as two grades when it marks each side's words (:data:`_INNER`); ``sentence`` itself when
    it ends in no such aside."""
    inner = list(_INNER.finditer(sentence))
    if len(inner) == 2:
        return _INNER.sub(_graded, sentence)  # "Assistant A: wrong, Assistant B: right."
    if (
        len(inner) == 1
        and not sentence[: inner[0].start()].strip(" *-#>")
        and not sentence[inner[0].end() :].strip(" .!")
    ):
        return _graded(inner[0])  # "Assistant A: Sydney - wrong."
    m = _ASIDE.search(sentence)
    if m is None:
        if (mark := _TRAILING_MARK.search(sentence)) is not None:  # "Assistant B: Canberra ✓"
            return _grade_line(sentence[: mark.start()], mark.group("grade")) or sentence
        return sentence
    aside = m.group("paren") or m.group("bracket") or m.group("clause") or m.group("reason")
    if (grade := _MARK.fullmatch(aside)) is not None:  # "Assistant A says Sydney (wrong)."
        return _grade_line(sentence[: m.start()], grade.group("grade")) or sentence
    head = sentence[: m.start()]
    aside = _CORRECTION.sub("", aside)  # "(6 x 7 is 42, not 41)": a corrected value, no negation (version 81)
    if SIDE.search(aside) or _QUALIFIES.search(aside) or not SIDE.search(head) or _NAME_END.search(head):
        return sentence  # "Output (a) is bested by Output (b).": the aside is a side's name
    return head.rstrip() + "."
