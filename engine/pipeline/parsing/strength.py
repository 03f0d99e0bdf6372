"""A five-level verdict whose strength the judge's own conclusion right before it contradicts (parser version 78;
issue 13, adversarial pass 68 H3, H4): :func:`other_strength`. Arena-Hard's five levels tell ``[[A>>B]]`` (Assistant
A is significantly better) from ``[[A>B]]`` (slightly better); ``Assistant A is slightly better, though both are
good.\n\nMy final verdict is: [[A>>B]]``, or ``A is much better.`` before a forced ``A>B]]``, says one strength and
writes the other, so the calibrated score (1.0 or 0.75) would be made up: the verdict is ``ambiguous``. Only the
last three sentences before the verdict are read, and only a sentence that names the verdict's side first, with a
strength word right before a comparative (``slightly better``, ``much better``, ``slightly more helpful``, ``a
small edge``; ``slightly worse`` with the other side named first), and no negation or condition in the clause that
states it (a reason after it may hold one: ``much better, as Assistant B did not answer``; version 79, adversarial
pass 72 H1). Linear: a few regex scans of a bounded tail."""

from __future__ import annotations

import re

from judge_engine.pipeline.parsing.after_verdict import SIDE_NAMES
from judge_engine.pipeline.parsing.closing import split_sentences

_I = re.IGNORECASE
_SLIGHT = r"slightly|marginally|somewhat|a\s++(?:bit|little|tad)|narrowly|modestly|a\s++touch"
_STRONG = (
    r"significantly|much|far|vastly|substantially|considerably|dramatically|way|massively|hugely|a\s++lot"
    r"|overwhelmingly|enormously|clearly\s++and\s++substantially"
)
_STRENGTH = re.compile(
    r"\b(?:(?P<slight>" + _SLIGHT + r")|(?P<strong>" + _STRONG + r"))\s++(?:better|superior|stronger|more\s++[a-z]++"
    r"|(?P<worse>worse|weaker|inferior))\b"
    r"|\b(?:(?P<slight2>small|slight|narrow|marginal|minor)|(?P<strong2>big|huge|large|decisive|clear|massive))"
    r"\s++(?:edge|advantage|lead)\b|\bby\s++(?:(?P<strong3>a\s++(?:mile|wide\s++margin|landslide)|far)"
    r"|(?P<slight3>a\s++(?:hair|nose|whisker|small\s++margin|narrow\s++margin)))\b"
    # version 79 (adversarial pass 71 F5): "edges out", "miles ahead"; the gap named first ("The difference is small,
    # but Assistant A is better.", "The difference is huge: ...": group "gap", the side named anywhere after it)
    r"|\b(?:(?P<slight4>edges?\s++out|nudges?\s++ahead)|(?P<strong4>(?:miles|far|way|streets)\s++ahead))\b"
    r"|\b(?P<gap>the\s++(?:difference|gap)\s++is\s++(?:(?P<slight5>small|slight|minor|marginal|narrow|tiny)"
    r"|(?P<strong5>huge|large|big|vast|enormous|substantial|significant|night\s++and\s++day)))\b",
    _I,
)
# where the clause stating the strength ends: a comma, semicolon, colon or dash, or a reason ("as", "because", "since";
# version 79, adversarial pass 72 H1: "Assistant A is significantly better, as Assistant B did not address it.")
_CLAUSE_END = re.compile(r"[,;:\u2013\u2014]|\s-\s|\b(?:as|because|since|given|while|whereas|though|although)\b", _I)
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
        end = _CLAUSE_END.search(sentence, m.end()) if m is not None else None
        if m is None or _NOT.search(sentence, 0, len(sentence) if end is None else end.start()):
            continue
        # "Assistant B is only slightly worse than Assistant A." states A's strength with B named first
        first_named, second_named = (other, own) if m.group("worse") else (own, other)
        upto = len(sentence) if m.group("gap") else m.start()  # "The difference is small, but Assistant A is better."
        named, rival = first_named.search(sentence, 0, upto), second_named.search(sentence, 0, upto)
        if named is None or (rival is not None and rival.start() < named.start()):
            continue
        said_strong = any(m.group(g) for g in ("strong", "strong2", "strong3", "strong4", "strong5"))
        return said_strong != strong
    return False
