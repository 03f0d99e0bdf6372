"""Whether the judge decides for a side after saying it could not (:func:`decides`), for
:func:`~judge_engine.pipeline.parsing.undecided.undecided`: ``It's hard to say which is better. Overall, Assistant A
is more accurate.`` decides for A; ``... Assistant A is not better than Assistant B.``, ``... better at formatting``,
``... more accurate but less complete``, ``... arguably better``, ``At first I thought Assistant A was better, but I'm
no longer sure.`` decide nothing (adversarial passes 32, 33 and 34, H2/H3/H7)."""

from __future__ import annotations

import re

_I = re.IGNORECASE
# a clause names a side: "Assistant A", "Response (b)", "the first response", "A is", and a bare capital letter after a
# choosing verb ("I'll go with A.", "If forced to choose, B.")
SIDE = re.compile(
    r"\b(?:assistant|response|answer|output|model)\s*+\(?+[ab12]\b\)?+|\b(?:first|second)\s++(?:one|response|answer"
    r"|assistant|output)\b|\b[ab]\b(?=\s++(?:is|was|wins|gives|provides|edges|gets|has))"
    r"|(?:(?<=\bwith\s)|(?<=\bpick\s)|(?<=\bchoose\s)|(?<=\bprefer\s)|(?<=\bchoose[,:]\s)|(?<=\bchoose\s\s))(?-i:[AB])\b",
    _I,
)
_DECISION = re.compile(
    r"\b(?:better|best|prefer(?:red|able)?+|superior|outperforms?|wins|winner|stronger|edges?\s++out|go\s++with"
    r"|(?:choose|pick|favou?r)\b|more\s++(?:accurate|helpful|correct|complete|useful|relevant|thorough)"
    r"|lean(?:s|ing)?+\s++towards?|(?:has|have|gets?|give\s++\w++)\s++the\s++edge|the\s++edge\s++to"
    r"|comes?\s++out\s++ahead|(?:slightly\s++)?+ahead|settles\s++it|gets\s++(?:the\s++answer|it)\s++right"
    r"|(?:is|was)\s++(?:correct|right))\b",
    _I,
)
# "if I had to choose, I'd pick A", "If forced to choose, Assistant A." decide (adversarial passes 32 M1, 34 H7): the
# condition is no hedge, and it makes a bare side a choice
_FORCED_CHOICE = re.compile(
    r"\bif\s++(?:i|we)\s++(?:had|have|were)\s++to\s++(?:choose|pick|decide)|\bif\s++forced\s++to\s++(?:choose|pick|decide)",
    _I,
)
# a hedge, a doubt or a retraction in the clause (adversarial pass 34 H3: "arguably better", "seems better, but I'm not
# sure", "At first I thought A was better, but I'm no longer sure", "Is A better? Possibly.")
_HEDGE = re.compile(
    r"\b(?:if|unless|perhaps|maybe|might|may|could|depend\w*+|either|both|neither|whether|while|whereas|when"
    r"|some|would\s++be\s++better\s++if|arguably|possibly|seems?|appears?|not\s++(?:sure|certain|necessarily)"
    r"|not\s++confident|no\s++longer|thought|initially|at\s++first|was\s++going\s++to|case\s++can\s++be\s++made|than\s++i\s++expected"
    r"|should)\b|\?",
    _I,
)
# the statement restricted to a part or a criterion: "I cannot decide which is better based on length alone"
RESTRICTED = re.compile(
    r"\b(?:based\s++(?:only\s++|solely\s++)?+on|in\s++terms\s++of|alone|regarding|when\s++it\s++comes\s++to"
    r"|with\s++respect\s++to|(?:on|for)\s++(?:length|style|format\w*+|tone|brevity|verbosity|presentation)\b)",
    _I,
)
# a clause that is no decision for the side it names (adversarial pass 33 H2): the decision negated ("Assistant A is
# not better", "A isn't more accurate", "no better than"; pass 34 H3: by the governing clause, "I wouldn't say A is
# better", "It's not that A is better"), restricted to an aspect ("better at formatting", "more accurate on the dates",
# "more helpful to experts"), or a quality weighed against a shortfall ("more accurate but less complete", "better
# written but less accurate"; not a whole-answer "better, though less concise"). A negation counts at most two words
# before the decision word (not "not only", "no doubt", "doesn't have errors and is better").
_NEGATION = re.compile(
    r"(?:\b(?:not|never|no(?!\s++doubt)|hardly|barely)|n't)(?!\s++only)(?:\s++[\w']++){0,2}?\s*+$", _I
)
_GOVERNED = re.compile(
    r"(?:\b(?:not|never|nobody|no\s++one)|n't)\s+(?:\w+\s+)?(?:say|think|believe|claim|call|that|agree)\b", _I
)
_ASPECT = re.compile(
    r"\b(?:better|more\s++\w++|stronger|superior|wins)\s++(?:at|on|in|for|with|regarding|to)\s++(?!(?:this|that"
    r"|the\s++(?:whole|question|task|prompt|request|user|overall)|balance|the\s++balance|overall|every|all|most|both|its"
    r"|whole)\b)\w",
    _I,
)
_SHORTFALL = re.compile(r"\b(?:less|worse|weaker|fewer|lacks?|lacking|missing|misses|not\s++as)\b", _I)
# a whole-answer decision word; "better written", "better organized" are qualities
_WHOLE = re.compile(
    r"\b(?:better(?!\s++\w+?(?:ed|en)\b)|best|prefer\w*+|superior|wins|winner|stronger|go\s++with|choose|pick)\b", _I
)
# a comparison of both sides in one clause: "Assistant A is better than Assistant B", "A edges out B"
_COMPARES = re.compile(r"\b(?:than|over|outperform\w*+|beats?|surpass\w*+|edges?\s++out)\b", _I)
# a comparative for the other side in a trade-off whose verb is left out: "..., and Assistant B to beginners", "..., yet
# Assistant B is friendlier"
_OTHER_QUALITY = re.compile(
    r"\b(?:more|less)\s++\w++|\b\w+(?:ier)\b|\b(?:clearer|simpler|shorter|longer|faster|nicer|cleaner|richer|deeper"
    r"|broader|tighter|quicker|safer|kinder|warmer|smoother)\b|\bto\s++\w++",
    _I,
)
_CONTRAST = re.compile(r"\b(?:but|however)\b", _I)
CLAUSES = re.compile(r"(?<=[.!?;])(?=\s|$)|\n")
_LETTER = {"a": "a", "1": "a", "first": "a", "b": "b", "2": "b", "second": "b"}


def named_side(m: re.Match[str]) -> str:
    """``"a"`` or ``"b"``: the side a :data:`SIDE` match names."""
    word = re.findall(r"[ab12]\b|first|second", m.group().lower())
    return _LETTER.get(word[-1], "a") if word else "a"


def _no_decision(part: str, decision: re.Match[str]) -> bool:
    """Whether a clause with a decision word (``decision``) is no decision: negated before the word or by its governing
    clause (:data:`_NEGATION`, :data:`_GOVERNED`), restricted to an aspect (:data:`RESTRICTED`, :data:`_ASPECT`), or a
    quality weighed against a shortfall (:data:`_SHORTFALL`) with no whole-answer decision word (:data:`_WHOLE`)."""
    if (
        _NEGATION.search(part, max(0, decision.start() - 40), decision.start())
        or _GOVERNED.search(part, 0, decision.start())
        or RESTRICTED.search(part)
        or _ASPECT.search(part)
    ):
        return True
    return bool(_SHORTFALL.search(part)) and not _WHOLE.search(part)


def decides(text: str) -> str | None:
    """The side a clause of ``text`` decides for (``"a"``, ``"b"``): it names one side (:data:`SIDE`) and holds a
    decision word (:data:`_DECISION`), with no hedge (:data:`_HEDGE`; ``if I had to choose`` is none, and makes a
    bare side a choice) and is a decision (:func:`_no_decision`); or it compares both sides (:data:`_COMPARES`:
    ``Assistant A is better than Assistant B``, not negated). None when no clause decides, or when clauses for both
    sides, one deciding, are a trade-off (``Assistant A wins on accuracy, Assistant B wins on style.``, ``Assistant A is
    more helpful to experts, and Assistant B to beginners.``). Linear in ``len(text)``."""
    sides: set[str] = set()
    weighed: set[str] = set()  # sides named in a clause that is no decision: with a decided other side, a trade-off
    for clause in CLAUSES.split(_FORCED_CHOICE.sub(" choose ", text)):
        main = max((m.end() for m in _CONTRAST.finditer(clause)), default=0)
        if main and SIDE.search(clause, main):
            clause = clause[main:]  # "both handled it adequately, but Assistant A was more thorough": the main clause
        several = len(SIDE.findall(clause)) > 1
        parts = re.split(r",|;|\s(?:and|but|while|whereas|yet)\s", clause) if several else [clause]
        for part in parts:
            named = {named_side(m) for m in SIDE.finditer(part)}
            decision = _DECISION.search(part)
            if len(named) == 1 and decision and not _HEDGE.search(part):
                if _no_decision(part, decision):
                    weighed |= named
                    continue
                sides |= named
            elif len(named) == 1 and several and _OTHER_QUALITY.search(part):
                weighed |= named  # "..., yet Assistant B is friendlier"
            elif len(named) > 1 and decision:
                if not _COMPARES.search(part) or _HEDGE.search(part) or _no_decision(part, decision):
                    return None  # "A is more accurate and B more complete", "A is not better than B": no decision
                sides.add(named_side(next(SIDE.finditer(part))))  # "Assistant A is better than Assistant B"
    return sides.pop() if len(sides) == 1 and weighed <= sides else None
