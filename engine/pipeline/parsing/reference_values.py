"""Each side's answer set beside the reference answer (parser version 81; issue 13, adversarial pass 77), for the
last-decision walk (:func:`~judge_engine.pipeline.parsing.last_decision.decides_otherwise`) and the single rating's
whole-answer verdict (:mod:`~judge_engine.pipeline.parsing.whole_answer`): :func:`reference_verdict`,
:func:`reference_mismatch`.

A math judge states the reference's value and each answer's: ``The reference answer is 42. Assistant A says 41 and
Assistant B says 42.``, ``The reference gives 12. A arrives at 12, B at 15.``, ``Reference: x = 3. Assistant A: x = 5.
Assistant B: x = 3.``, ``The reference answer is 42; the assistant says 41.``. The side whose value is the reference's
is the better when the other's differs; one answer whose value differs is wrong. A value is a number (``42``, ``-3.5``,
``1,000``, ``3/4``) or ``x = 3``; the last reference value stated counts, and each side's last value after it. Linear:
a few regex scans of the evidence's tail."""

from __future__ import annotations

import re

from judge_engine.pipeline.parsing.side_names import NAME, NAME_Y, side_named

_I = re.IGNORECASE
_VALUE = r"(?P<v>(?:[a-z]\s*+=\s*+)?+-?\d++(?:,\d{3})*+(?:\.\d++)?+(?:\s*+/\s*+\d++)?+)(?![\w.]\d)"
_REFERENCE = re.compile(
    r"\b(?:the\s++)?+reference(?:\s++(?:answer|solution|result))?+(?:['\u2019]s\s++(?:answer|value|result))?+"
    # version 86 (false-failure pass 91f REF): "The reference answer to this problem is 7", "to the second question"
    r"(?:\s++(?:to|for)\s++(?:this|the|question)\s*+(?:[\w-]++\s++){0,2}?(?:problem|question|task|part|\d++))?+"
    r"(?:\s++(?:is|gives|says|states|has|equals)(?:\s++that\s++the\s++(?:answer|result|total)\s++is)?+|\s*+[:=])\s*+"
    r"(?:the\s++value\s++)?+"
    + _VALUE
    # "The correct answer is 7", "The expected result is 7", "According to the reference, the answer is 7", "Per the
    # reference answer, the result is 7", "As the reference shows, the answer is 7"
    + r"|\b(?:the\s++)?+(?:correct|expected|right|true|actual)\s++(?:final\s++)?+(?:answer|result|total|value|solution)"
    r"(?:\s++(?:to|for)\s++(?:this|the)\s++(?:[\w-]++\s++){0,2}?(?:problem|question|task))?+\s++(?:is|=|:)\s*+"
    + _VALUE.replace("?P<v>", "?P<c>")
    + r"|\b(?:according\s++to|per|as)\s++the\s++reference(?:\s++(?:answer|solution))?+(?:\s++shows)?+,\s*+the\s++"
    r"(?:answer|result|total|value)\s++is\s*+" + _VALUE.replace("?P<v>", "?P<p>"),
    _I,
)
_VERB = (
    r"(?:says|said|gives|gave|arrives\s++at|arrived\s++at|gets|got|answers|answered|computes|computed|finds|found"
    r"|reports|states|concludes|reaches|reached|has)"
)
_SIDE_VALUE = re.compile(
    r"(?:" + NAME + r"|(?-i:(?P<xl>[AB]))\b)(?:['\u2019]s\s++(?:final\s++)?+(?:answer|result|value)\s++(?:is|of)"
    r"|\s++" + _VERB + r"|\s*+[:=])\s*+" + _VALUE,
    _I,
)
# the other side's value in an elliptic clause: "A arrives at 12, B at 15", "Assistant A says 41, Assistant B 42"
_ELLIPTIC = re.compile(
    r"\s*+(?:,|;|and|while|whereas)\s*+(?:"
    + NAME_Y
    + r"|(?-i:(?P<yl>[AB]))\b)\s++(?:at\s++|with\s++)?+"
    + _VALUE.replace("?P<v>", "?P<w>"),
    _I,
)
_ASSISTANT_VALUE = re.compile(
    r"\b(?:the\s++)?+(?:ai\s++)?+assistant(?:['\u2019]s\s++(?:final\s++)?+(?:answer|result|value)\s++(?:is|of)|\s++"
    + _VERB
    + r")\s++"
    + _VALUE,
    _I,
)


def _norm(value: str) -> float | str:
    """A value as a number (``x = 3`` as 3, ``1,000`` as 1000, ``3/4`` as 0.75)."""
    v = re.sub(r"\s++", "", value.lower()).replace(",", "")
    v = v.split("=", 1)[1] if "=" in v else v
    if "/" in v:
        num, _, den = v.partition("/")
        return float(num) / float(den) if float(den) else v
    return float(v)


def _side(m: re.Match[str], letter: str) -> str:
    """The side a bare letter (group ``letter``) or a name in ``m`` names."""
    return m.group(letter).lower() if m.group(letter) else side_named(m)


def reference_verdict(text: str) -> tuple[str, int] | None:
    """The side whose answer is the reference's value when the other side's is not (the module's docstring), and the
    offset in ``text`` after the last value read; None when the text states no reference value, or not one value per
    side after it, or both or neither match."""
    refs = list(_REFERENCE.finditer(text))
    if not refs:
        return None
    ref = refs[-1]
    values: dict[str, float | str] = {}
    end = ref.end()
    for m in _SIDE_VALUE.finditer(text, ref.end()):
        values[_side(m, "xl")] = _norm(m.group("v"))
        end = m.end()
        if (e := _ELLIPTIC.match(text, m.end())) is not None:
            values[_side(e, "yl")] = _norm(e.group("w"))
            end = e.end()
    if set(values) != {"a", "b"}:
        return None
    want = _norm(ref.group("v") or ref.group("c") or ref.group("p"))
    right = [side for side, v in values.items() if v == want]
    return (right[0], end) if len(right) == 1 else None


def reference_mismatch(sentence: str) -> bool | None:
    """Whether the one answer's value in ``sentence`` differs from the reference's (``The reference answer is 42; the
    assistant says 41.``); None when the sentence does not state both."""
    ref, got = _REFERENCE.search(sentence), _ASSISTANT_VALUE.search(sentence)
    if ref is None or got is None:
        return None
    return _norm(ref.group("v") or ref.group("c") or ref.group("p")) != _norm(got.group("v"))
