"""A short later sentence that restates the other side in a wording :mod:`restated`'s clause patterns do not list
(issue 13 adv13 M1, a general rule rather than another word list): its subject, or the object of a choice verb
(``prefer``, ``choose``, ``pick``, ``go with``, ``rather``), is a side, and it holds a preference or choice cue
(``better``, ``best``, ``superior``, ``wins``, ``the one``, ``final answer``, ``more helpful``), but no contrast,
negation, hedge or criterion (``but``, ``not``, ``if``, ``for``, ``on``, ``at``, ``in terms of``, ``also``, ``worse``,
``better formatted``): ``I prefer B to A.``, ``B is better by far.``, ``B wins hands down.``, ``B handled it better.``,
``I'll go with B.``, ``B is my final answer.``, ``B is more helpful than A is.``. Held as remarks: ``B is more
detailed, but it is wrong.``, ``B's answer has a typo.``, ``B also mentions X.``, ``Assistant B's response is
shorter.``, ``B is better formatted.``, ``B did better on the second question.``."""

from __future__ import annotations

import re

# at most this many words in the sentence (a long sentence is an explanation, not a restated verdict)
_MAX_WORDS = 12
# one side (case-folded): "[[b]]", "assistant b", "response (2)", "the second one", "b", and "a" only where it is
# no article (before a sentence end, a comma or a verb: "a is better", "than a.")
_SIDE = re.compile(
    r"\[\[\s*+(?P<s0>[abc])\s*+\]\]|\b(?:assistant|response|answer|output|model)\s*+\(?+\s*+(?P<s1>[ab12])\b\s*+\)?+"
    r"|\b(?P<s2>first|second)\s++(?:assistant|response|answer|output|model|one)\b|\b(?P<s3>b)\b"
    r"|\b(?P<s4>a)\b(?=\s*+(?:[.,!?;:)]|$|(?:is|was|did|does|wins?|won|answered|handled|gets|got|has|had|should"
    r"|would|seems|looks|performed|['\u2019]s)\b))"
)
_SAID = {"a": "a", "1": "a", "first": "a", "b": "b", "2": "b", "second": "b", "c": "tie"}
# what may stand before the side for it to be the subject: nothing or an opening adverb; or a choice verb (object)
_BEFORE = re.compile(
    r"[\s*_#>(-]*+(?:(?:so|thus|then|well|ok(?:ay)?+|actually|overall|really|honestly|ultimately|definitely|clearly"
    r"|certainly|obviously|i\s++(?:think|believe|feel))[\s,]++)*+"
    r"|.*\b(?:prefer|choose|chose|pick|picking|go(?:ing)?+\s++with|vote\s++for|rather(?:\s++(?:have|take))?+|take)"
    r"(?:\s++(?:the\s++)?+(?:answer|response|output)\s++(?:of|from))?+\s++"
)
# a preference or choice cue: the sentence says which side is the better one
_CUE = re.compile(
    r"\b(?:better|best|superior|preferable|preferred|prefer|choose|chose|pick|go(?:ing)?+\s++with|vote\s++for"
    r"|rather|wins?|won|winner|the\s++one|final\s++answer|more\s++(?:helpful|accurate|useful|correct|relevant))\b"
)
# a contrast, negation, hedge, criterion or point against the side: the sentence is a remark, not a verdict
_REMARK = re.compile(
    r"\b(?:but|however|though|although|yet|still|if|unless|when|whenever|while|whereas|except|only|not|no|never|nor"
    r"|neither|wrong|incorrect|inaccurate|worse|worst|inferior|weaker|less|least|also|too|might|may|could|some|maybe"
    r"|perhaps|probably|almost|nearly|quite|close|barely|hardly|scarcely|regarding|for|on|at|about|as|from|because|since|which|that|who|where|typo|errors?|mistakes?"
    r"|flaws?|formatting|style|length|tone|seems?|looks?|appears?)\b|n['\u2019]t\b|(?<!\bgo\s)(?<!\bgoing\s)\bwith\b"
    r"|\bby\b(?!\s++far\b)|\bin\b(?!\s++(?:every|all)\s++(?:respects?|regards?|ways?|aspects?)\b|\s++the\s++end\b)"
    r"|\bof\b(?!\s++the\s++two\b)|\bbetter\s++\w+(?:ed|en)\b"
)


def states_side(sentence: str, side: str) -> bool:
    """Whether ``sentence`` (case-folded, one sentence) restates a verdict other than ``side`` (``"a"``, ``"b"`` or
    ``"tie"``): at most :data:`_MAX_WORDS` words, a side (:data:`_SIDE`) as subject or as the object of a choice
    verb (:data:`_BEFORE`), a preference cue (:data:`_CUE`) and no remark word (:data:`_REMARK`); any later side it
    names must follow ``than``, ``to`` or ``over`` (``I prefer B to A``). ``[[C]]`` names a tie."""
    if len(sentence.split()) > _MAX_WORDS or _CUE.search(sentence) is None or _REMARK.search(sentence):
        return False
    sides = list(_SIDE.finditer(sentence))
    if not sides or _BEFORE.fullmatch(sentence, 0, sides[0].start()) is None:
        return False
    for later in sides[1:]:
        if re.search(r"\b(?:than|to|over)\s++(?:the\s++)?+$", sentence[: later.start()]) is None:
            return False
    named = next(g for g in sides[0].group("s0", "s1", "s2", "s3", "s4") if g is not None)
    said = _SAID[named]
    return side != said if said != "tie" else side != "tie"
