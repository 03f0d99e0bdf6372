"""A five-level verdict whose strength the judge's own conclusion right before it contradicts (parser version 78;
issue 13, adversarial pass 68 H3, H4): :func:`other_strength`. Arena-Hard's five levels tell ``[[A>>B]]`` (Assistant
A is significantly better) from ``[[A>B]]`` (slightly better); ``Assistant A is slightly better, though both are
good.\n\nMy final verdict is: [[A>>B]]``, or ``A is much better.`` before a forced ``A>B]]``, says one strength and
writes the other, so the calibrated score (1.0 or 0.75) would be made up: the verdict is ``ambiguous``. Only the
last three sentences before the verdict are read, and only a sentence that names the verdict's side first, with a
strength word right before a comparative (``slightly better``, ``much better``, ``a small edge``), and no
negation or condition. Linear: a few regex scans of a bounded tail."""

from __future__ import annotations

import re

from judge_engine.pipeline.parsing.after_verdict import SIDE_NAMES
from judge_engine.pipeline.parsing.closing import split_sentences

_I = re.IGNORECASE
_SLIGHT = r"slightly|marginally|somewhat|a\s++(?:bit|little|tad)|narrowly|modestly|a\s++touch"
_STRONG = r"significantly|much|far|vastly|substantially|considerably|dramatically|way|massively|hugely|a\s++lot"
_STRENGTH = re.compile(
    r"\b(?:(?P<slight>" + _SLIGHT + r")|(?P<strong>" + _STRONG + r"))\s++(?:better|superior|stronger)\b"
    r"|\b(?:(?P<slight2>small|slight|narrow|marginal|minor)|(?P<strong2>big|huge|large|decisive|clear|massive))"
    r"\s++(?:edge|advantage|lead)\b|\bby\s++(?:(?P<strong3>a\s++(?:mile|wide\s++margin|landslide)|far)"
    r"|(?P<slight3>a\s++(?:hair|nose|whisker|small\s++margin|narrow\s++margin)))\b",
    _I,
)
_NOT = re.compile(r"\b(?:not|never|no|if|unless|would|could|might|whether|than\s++expected)\b|n['\u2019]t\b|\?", _I)


def other_strength(evidence: str, first: float | None, second: float | None) -> bool:
    """Whether the last sentences of ``evidence`` (the text before a five-level verdict, at most its last 2,000
    characters) state the verdict's side with the other strength than the verdict's scores (``first``, ``second``:
    (1.0, 0.0) and (0.0, 1.0) strong, (0.75, 0.25) and (0.25, 0.75) slight; a tie or a missing score never): the
    module's docstring."""
    if first is None or second is None or first == second:
        return False
    side, strong = ("a" if first > second else "b"), abs(first - second) == 1.0
    own, other = SIDE_NAMES[side], SIDE_NAMES["b" if side == "a" else "a"]
    for sentence in reversed(split_sentences(evidence[-2000:])[-3:]):
        m = _STRENGTH.search(sentence)
        if m is None or _NOT.search(sentence):
            continue
        named, rival = own.search(sentence, 0, m.start()), other.search(sentence, 0, m.start())
        if named is None or (rival is not None and rival.start() < named.start()):
            continue
        said_strong = bool(m.group("strong") or m.group("strong2") or m.group("strong3"))
        return said_strong != strong
    return False
