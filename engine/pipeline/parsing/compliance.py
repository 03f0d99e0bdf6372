"""One side following the instruction and the other not (parser version 64; issue 13, adversarial pass 57 H5), for the
last-decision walk (:mod:`~judge_engine.pipeline.parsing.last_decision`): :func:`complied`. Following the instruction
is LLMBar's own criterion, and judges write it side by side: ``Output (b) follows the instruction precisely, while
Output (a) ignores the word limit.``, ``Assistant A uses 250 words, exceeding the 100-word limit.``, ``Output (b)
sticks to the three-sentence limit; Output (a) writes five sentences.``, ``Output (a) lists exactly five items as
asked, but Output (b) lists seven.``. Read: in a sentence naming one side, a violation (:data:`_VIOLATES`) in that
side's own clause (up to a ``but``, ``while`` or ``;``; participles after a comma count) decides for the other side and
compliance (:data:`_COMPLIES`) for that side; in a sentence naming both, clause by clause, the one
side that complies or the other of the one side that violates, when no clause says the opposite. Not read: a sentence
with a whole-answer word (``better``, ``prefer``: the other rules read it), a concession (``Although Output (a) ignores
the limit, ...``), a condition or a negated violation (``never ignores``). Linear: a few regex scans per clause."""

from __future__ import annotations

import re

from judge_engine.pipeline.parsing.decided import SIDE, named_side
from judge_engine.pipeline.parsing.side_names import OTHER

_I = re.IGNORECASE
# what an instruction asks: "the word limit", "the user's explicit instructions", "the 100-word limit", "the required
# format"
_ASKED = (
    r"(?:(?:the|a|an|its|all|any|this|that|these|every)\s++)?+(?:(?:user['\u2019]s|explicit|given|stated|key|requested"
    r"|required|specified|\w[\w-]*?-(?:word|sentence|line|paragraph|item|character)|word|length|character|output|answer)\s++){0,2}+(?:instructions?"
    r"|constraints?|requirements?|limits?|format|prompt|question|request|rules?|specifications?|word\s++count|length)\b"
)
_VIOLATES = re.compile(
    r"\b(?:(?:ignor(?:es|ed|ing)|disregard(?:s|ed|ing)|violat(?:es|ed|ing)|exceed(?:s|ed|ing)|breaks|broke|breaking)\s++"
    + _ASKED
    + r"|goes\s++off\s++(?:on\s++a\s++)?+(?:tangent|topic)|off[-\s]topic|answers\s++a\s++different\s++question"
    r"|(?:fails|failed)\s++to\s++(?:follow|respect|meet|adhere\s++to|comply\s++with|stay\s++within)"
    r"|(?:does|did)\s*+n(?:o|['\u2019])t\s++(?:follow|respect|meet|adhere\s++to|comply\s++with|stay\s++within)"
    r"|despite\s++being\s++(?:asked|told|instructed)|although\s++the\s++(?:user|prompt|instruction)\s++(?:asked|asks"
    r"|requested|requests|required|requires)|contains\s++an?\s++(?:factual\s++)?+(?:error|mistake)"
    r"|gives\s++an?\s++(?:incorrect|wrong)\s++answer|includes\s++the\s++forbidden)\b",
    _I,
)
_COMPLIES = re.compile(
    r"\b(?:(?:follows|adheres\s++to|sticks\s++to|respects|stays\s++within|complies\s++with)\s++(?:the|all|every|each"
    r"|its|these|this)\s++" + _ASKED + r"|follows\s++(?:the\s++)?+instructions?"
    r"|(?:adheres\s++to|sticks\s++to|respects|stays\s++within|complies\s++with)\s++(?:it|them)"
    r"|(?:precisely\s++)?+executes\s++the\s++instruction|answers\s++the\s++question\s++directly"
    r"|addresses\s++the\s++actual\s++(?:request|question|task)|avoids\s++(?:it|them|the\s++forbidden))\b",
    _I,
)
# compliance said in passing ("..., as requested"): read only against the other side in the same sentence, and only in
# a clause with no negation ("it did not offer an estimate as requested", "in C++ instead of Python as required")
_AS_ASKED = re.compile(r"\bas\s++(?:requested|asked|instructed|required)\b", _I)
_ANY_NEGATION = re.compile(r"\b(?:not|never|no|without|instead|rather\s++than|fails?|failed)\b|n['\u2019]t\b", _I)
# a violation said not to happen ("never ignores", "does not exceed"), a condition, a whole-answer word or a concession:
# the sentence is left to the other rules
_NEGATED = re.compile(r"\b(?:not|never|no|without|n['\u2019]t)\s++(?:\w++\s++)?+$", _I)
_SKIP = re.compile(
    r"\b(?:if|unless|whether|would|could|might|should|better|best|worse|worst|prefer\w*+|superior|inferior|winner|wins?"
    r"|loses?|tie|both|neither|either|although|though|despite|even\s++though|while\s++(?:it|this|that)\b)",
    _I,
)
# where a sentence naming one side turns to something else ("..., but this ...", "; however, ...")
_TURN = re.compile(r";|\s(?:but|yet|while|whereas|although|though|however)\b", _I)
_CLAUSES = re.compile(r"[,;]|\s(?:and|but|while|whereas|yet)\s", _I)


def _said(pattern: re.Pattern[str], clause: str) -> bool:
    """Whether ``clause`` holds ``pattern`` after the side it names (its subject: ``Ignoring the formatting, Assistant
    A ...`` is the judge's own aside) and not negated just before it."""
    side = SIDE.search(clause)
    return side is not None and any(
        _NEGATED.search(clause, 0, m.start()) is None for m in pattern.finditer(clause, side.end())
    )


def complied(sentence: str) -> str | None:
    """The side ``sentence`` decides for by instruction-following (the module's docstring), else None."""
    named = {named_side(m) for m in SIDE.finditer(sentence)}
    if not named or _SKIP.search(_strip_requests(sentence)):
        return None
    if len(named) == 1:
        side = next(iter(named))
        own = _TURN.split(sentence, 1)[0]  # the side's own clause: not "..., but this still doesn't meet ..."
        violates, complies = _said(_VIOLATES, own), _said(_COMPLIES, own)
        if violates != complies:
            return OTHER[side] if violates else side
        return None
    complying: set[str] = set()
    violating: set[str] = set()
    for clause in _CLAUSES.split(sentence):
        sides = {named_side(m) for m in SIDE.finditer(clause)}
        if len(sides) != 1:
            continue
        side = next(iter(sides))
        if _said(_VIOLATES, clause):
            violating.add(side)
        elif _said(_COMPLIES, clause) or (_AS_ASKED.search(clause) and not _ANY_NEGATION.search(clause)):
            complying.add(side)
    if len(complying) == 1 and not complying & violating and violating <= {OTHER[next(iter(complying))]}:
        return next(iter(complying))
    if len(violating) == 1 and not complying - {OTHER[next(iter(violating))]}:
        return OTHER[next(iter(violating))]
    return None


_REQUEST = re.compile(
    r"\b(?:although|though|despite|even\s++though)\s++(?:being\s++)?+(?:the\s++\w++\s++)?+(?:asked|asks"
    r"|requested|requests|required|requires|told|instructed)\b",
    _I,
)


def _strip_requests(sentence: str) -> str:
    """``sentence`` without the violation wordings that start as a concession (``despite being asked``, ``although the
    user asked``), so that :data:`_SKIP` does not take them for one."""
    return _REQUEST.sub(" ", sentence)
