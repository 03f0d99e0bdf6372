"""The single-rating half of the backstop of :mod:`~judge_engine.pipeline.parsing.after_verdict` (issue 13,
adversarial passes 15-16): whether a sentence after a single rating gives another rating on the template's scale
(:func:`gives_other_rating`), and the sentence split and condition words both halves share. A number on the scale
other than the verdict counts after a rating cue (``My final rating would be 6.``, ``It earns a 6.``), before a
comparative (``a 3 fits better``, ``a 6 at best``) or as a bare sentence (``Let's say 6.``); it does not count as a
count (``It gives 5 examples.``), a criterion's score or a quoted value (``Accuracy: 9``, ``The final answer, 6, is
correct.``), a denominator or range (``8 out of 10``, ``from 1 to 10``), negated (``I'd not lower it to 5``), too
harsh, or in a conditional sentence (``With the edge case handled, I would give it a 9.``). Linear: at most
:data:`_MAX_NUMBERS` numbers a sentence, each read with :data:`_BEFORE_CHARS` characters before it."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from judge_engine.pipeline.templates import Template

# where a sentence ends: after ".", "!" or "?" before space, or at a line break
SENTENCE_END = re.compile(r"(?<=[.!?])\s++|\n++")
# a condition or hypothetical: the sentence says what would be, not what is ("If style mattered most, B would win.",
# "A perfect answer would merit a 10.", "With the edge case handled, ...", "The previous turn scored a 6.")
CONDITION = re.compile(
    r"\b(?:were|would\s++(?:need|have|require|take|demand|mean|make|get|earn|bring|push|raise|be\s++\w+\s++if)|once"
    r"|previous|earlier|last\s++time|other\s++turn)\b|^\W*+(?:with(?:out)?+|had)\b"
    r"|\b(?:an?|the)\s++(?:\w+\s++){0,3}(?:answer|response|version|one|reply)\s++would\b",
    re.IGNORECASE,
)
# "if"/"unless" make a condition only with a modal in the sentence ("If it handled the edge case, it would earn a 9.";
# not "It deserves a 6, if I'm honest.", adversarial pass 19 H1)
_IF = re.compile(r"\b(?:if|unless)\b", re.IGNORECASE)
_MODAL = re.compile(r"\b(?:would|could|might)\b|\bwill\s++(?:need|have)\b", re.IGNORECASE)


def conditional(sentence: str) -> bool:
    """Whether ``sentence`` says what would be, not what is: :data:`CONDITION`, or ``if``/``unless`` with a modal."""
    return bool(CONDITION.search(sentence) or (_IF.search(sentence) and _MODAL.search(sentence)))


# a rating cue before the other number, and a count after it
_RATING_CUE = re.compile(
    r"\b(?:rat(?:e|ed|ing)|scor(?:e|ed|ing)|grade|give|gave|giving|deserv\w*|merit\w*|worth|revis\w*|adjust\w*"
    r"|lower\w*|rais\w*|bump\w*|chang\w*|make\s++(?:that|it)|more\s++like|closer\s++to|final|say|call\s++it|should\s++be"
    r"|earn\w*|settl\w*|land\w*|go\s++with|gets?|got|consider\w*|downgrad\w*|upgrad\w*)\b",
    re.IGNORECASE,
)
# a cue after the other number: "a 3 fits better", "6 would be fairer", "5 is more appropriate"
_RATING_AFTER = re.compile(
    r"\s*+(?:fits|suits|seems|is|feels|would\s++be)\s++(?:much\s++|far\s++)?+(?:better|fairer"
    r"|more\s++(?:appropriate|accurate|fitting|reasonable|justified|apt))\b|\s++at\s++(?:best|most)\b"
    r"|\s++(?:is|feels|seems)\s++(?:more\s++like\s++it|(?:about\s++)?+right|fair(?:er)?+)\b|\s++in\s++my\s++book\b"
    r"|\s++would\s++be\s++(?:closer|nearer|more\s++(?:accurate|appropriate|fitting|reasonable))\b",
    re.IGNORECASE,
)
# "it's a 7", "this is a 3", "more of a 7" right before the number (adversarial pass 17, M2)
_IS_A = re.compile(
    r"\b(?:is|['\u2019]s|(?:more|kind|sort)\s++of)\s++(?:(?:really|honestly|probably|realistically|actually|just|more|closer|nearer"
    r"|solid|strong|weak|generous|fair|clear|low|high)\s++)*+an?\s*+$",
    re.IGNORECASE,
)
# a denominator ("out of 10", "/10") or a criterion's own score ("accuracy 9", "Clarity: 7") before the number
_OUT_OF = re.compile(r"(?:out\s++of|/|\d\s*+(?:to|-|\u2013))\s*+$", re.IGNORECASE)
_CRITERION = re.compile(
    r"\b(?:accuracy|clarity|helpfulness|relevance|depth|creativity|completeness|correctness|coherence|fluency|style"
    r"|detail|harmlessness|honesty|conciseness|readability|organi[sz]ation|formatting|breakdown|count|number|total"
    r"|found|errors?|typos?|mistakes?|issues?|steps?|examples?|points?|items?|answer|result\s++of|value|output|sum|line"
    r"|option|than|between|from|and)\W*+$",
    re.IGNORECASE,
)
_RANGE_OR_TOO = re.compile(r"\s*+(?:to|-|\u2013)\s*+\d|\s++(?:would\s++be|is|seems)\s++(?:too|overly)\b", re.IGNORECASE)
_NEGATED = re.compile(r"\b(?:not|never|no)\b|n['\u2019]t\b", re.IGNORECASE)
_NUMBER = re.compile(r"(?<![\w.])(\d++(?:\.\d++)?+)(?!\w|\.\d)(?!\s*+-\s*+\w)")
# what a number counts ("5 examples", "3 steps"): a word after it that is no rating's
_COUNTED = re.compile(
    r"\s++(?!points?\b|out\b|stars?\b|overall\b|instead\b|rather\b|at\b|is\b|would\b|seems\b|fits\b|given\b|due\b|for\b|since\b|because\b|considering\b"
    r"|from\b)[a-z]{3,}",
    re.IGNORECASE,
)


def split_sentences(text: str) -> list[str]:
    """``text`` split into stripped, non-empty sentences (at ``.``, ``!``, ``?`` before space, and at newlines)."""
    return [s.strip() for s in SENTENCE_END.split(text) if s.strip()]


# at most this many numbers of one sentence are looked at, each with at most this much text before it
_MAX_NUMBERS = 8
_BEFORE_CHARS = 80


def gives_other_rating(after: str, score: float, template: Template) -> bool:
    """Whether a sentence of ``after`` gives another rating than ``score`` on the template's scale (linear: at
    most :data:`_MAX_NUMBERS` numbers a sentence, each read with :data:`_BEFORE_CHARS` characters before it)."""
    lo, hi = template.score_min, template.score_max
    if lo is None or hi is None:
        return False
    for raw in split_sentences(after):
        if conditional(raw):
            continue
        bare = len(raw.split()) <= 3
        for k, m in enumerate(_NUMBER.finditer(raw)):
            if k == _MAX_NUMBERS:
                break
            n = float(m.group(1))
            if not lo <= n <= hi or n == score:
                continue
            if _COUNTED.match(raw, m.end()) and not _RATING_AFTER.match(raw, m.end()):
                continue  # a count: "It gives 5 examples."
            before = raw[max(0, m.start() - _BEFORE_CHARS) : m.start()]
            if _OUT_OF.search(before) or _CRITERION.search(before):
                continue  # "8 out of 10", "accuracy 9", "Clarity: 7", "Errors found: 2"
            if _NEGATED.search(re.split(r"[,;:]", before)[-1]) or _RANGE_OR_TOO.match(raw, m.end()):
                continue  # "I'd not lower it to 5", "from 1 to 10", "3 would be too harsh"
            if bare or _RATING_CUE.search(before) or _IS_A.search(before) or _RATING_AFTER.match(raw, m.end()):
                return True
    return False
