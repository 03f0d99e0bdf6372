"""The explanation after a letter verdict on its line that contradicts it (:func:`names_other`):
``[[A]] - Assistant B is better``, ``[[C]] - Assistant A is better``, ``[[A]] - Assistant A is worse``,
``[[A>>B]]: both are equal``; and a later line that plainly says so (:func:`contradicted_later`:
``[[A]]\nAssistant B is better.``). One regex scan per verdict line
(:func:`_named`, shared by all the line's verdicts) and a binary search per verdict: linear however many
verdicts a line holds."""

from __future__ import annotations

import functools
import re
from bisect import bisect_left
from typing import TYPE_CHECKING

from judge_engine.pipeline.parsing.decided import SIDE
from judge_engine.pipeline.parsing.own_fault import hands_win
from judge_engine.pipeline.parsing.quoting import Hit
from judge_engine.pipeline.parsing.spans import LineIndex
from judge_engine.pipeline.parsing.tie_words import equal_sides
from judge_engine.pipeline.parsing.ties import TIE_STATEMENT

if TYPE_CHECKING:
    from judge_engine.pipeline.templates import Template

#: formats whose pairwise verdict is two scores (a close pair is no side verdict against a stated tie)
_SCORED = frozenset({"scores_last", "rating_brackets", "json"})

# the first assistant an explanation names: "Assistant A", "Response (b)", "Output B", "Assistant 2", "the
# second response", a bare letter that is the subject ("B is better", "B's answer"); group 1: a, b, 1 or 2,
# group 2: first or second, group 3: a or b
_NAMED = re.compile(
    r"\b(?:assistant|response|answer|output|model)\s*+\(?+\s*+([ab12])\b"
    r"|\b(first|second)\s++(?:assistant|response|answer|output|model|one)\b"
    r"|\b([ab])(?:\s++(?:is|was|wins|won)\b|['\u2019]s\b)"
)
# one sentence: no sentence end before its last characters
_ONE_SENTENCE = re.compile(r"[^.!?\n]*+[.!?]?+[\s*_]*+")
_SIDE = {"a": "a", "1": "a", "first": "a", "b": "b", "2": "b", "second": "b"}
# what an explanation says of the assistant it names first that a tie contradicts: "Assistant A is better"
_PREFERRED = re.compile(r"\s*+\)?+\s*+(?:(?:is|was)\s++(?:\w+\s++)?+(?:better|superior|stronger|preferred)|wins|won)\b")
# what an explanation says of the winner it names first that contradicts it: "[[A]] - Assistant A is worse"
_WORSE = re.compile(r"\s*+\)?+\s*+(?:is|was)\s++(?:\w+\s++)?+(?:worse|inferior|weaker|the\s++worse)\b")
# an explanation after a win that calls the pair equal: "[[A>>B]]: both are equal", "[[A]] - a tie, really"
_TIE = re.compile(
    r"\b(?:(?:a|the)\s++tie|tied|a\s++draw|both\s++(?:\w+\s++)?(?:are|were)\s++(?:\w+\s++)?"
    r"(?:equal|equivalent|identical|tied|the\s++same|on\s++par|equally\s++(?:good|bad|strong|helpful)))\b"
)
# an explanation after a win that is only the word for a tie: "[[A>B]] - tie", "[[A]]: draw", "[[A]] (equal)"
_TIE_ONLY = re.compile(
    r"[\s*_]*+[-\u2013\u2014:(,;.]?+\s*+(?:(?:a|basically\s++a|really\s++a|it['\u2019]s\s++a)\s++)?+"
    r"(?:tie|tied|draw|equal|even|same)[\s).!*_]*+"
)
# a later line that is only a statement of which side is better (markup, an optional conclusion word, the
# name, "is (clearly) better/worse" or "wins", full stop) or that the two are equal: "Assistant B is better.",
# "Overall, Response B is better.", "Actually, Assistant B is better.", "Upon reflection, B wins.", "Both responses
# are equally good."; with a reason after it ("Assistant 2 is better because Assistant 1 is wrong.", parser version
# 45, adversarial pass 41 H3; not "as a ...", "and", "while", pass 42 H1; but "and"/"while"/"whereas" and a fault of a
# side, "Assistant 2 is much better and Assistant 1 is wrong.", parser version 47); "Assistant B is better at X, but A
# is more accurate" says more and is none. Group "s": the named side; "w": worse; "t": a tie.
_LEAD = (
    r"(?:(?:overall|so|thus|therefore|hence|clearly|ultimately|honestly|really|actually|in\s++(?:short|summary|conclusion"
    r"|the\s++end|fact)|to\s++(?:sum\s++up|summari[sz]e|conclude)|all\s++in\s++all|(?:up)?+on\s++(?:reflection"
    r"|further\s++reflection|second\s++thoughts?|re-?+reading|closer\s++(?:look|inspection)))(?:\s*+[,:])?+\s++)?+"
)
_STATEMENT = re.compile(
    r"[\s*_#>-]*+" + _LEAD + r"(?:(?:the\s++)?+(?:assistant|response|answer|output|model)\s*+\(?+\s*+(?P<s>[ab12])\)?+"
    r"|(?:the\s++)?+(?P<s2>first|second)\s++(?:assistant|response|answer|output|model|one)|(?P<s3>[ab]))\s++"
    r"(?:(?:is|was)\s++(?:(?:clearly|definitely|much|far|slightly|somewhat|significantly|marginally|overall|actually"
    r"|really|truly|the)\s++)*+(?:(?:better|superior|stronger|preferred|preferable|the\s++winner)|(?P<w>worse|inferior"
    r"|weaker))|wins|won)"
    r"(?:\s++overall)?+(?:\s*+,?+\s*+(?:because|since|given\s++that|due\s++to|given(?=\s++(?:the\s++)?+(?:assistant"
    r"|response|answer|output|model)\b)|as(?=\s++(?:it|they|its|their|the|assistant|response|answer|output|model)\b))\b"
    r"[^\n]*+|\s*+,?+\s*+(?:and|while|whereas)\s++(?:the\s++)?+(?:assistant|response|answer|output|model)\s*+\(?+"
    r"\s*+[ab12]\)?+\s++(?:is|was)\s++(?:(?:clearly|definitely|much|far|simply|plainly|just|also)\s++)*+(?:wrong|incorrect"
    r"|inaccurate|worse|weaker|inferior|mistaken|flawed|buggy|broken|unhelpful|incomplete|irrelevant|misleading"
    r"|off-topic|less\s++\w++)\b[^\n]*+)?+[\s.!*_]*+"
    r"|[\s*_#>-]*+" + _LEAD + r"(?P<t>both\s++(?:\w+\s++)?(?:are|were)\s++(?:\w+\s++)?(?:equal|equivalent|tied"
    r"|the\s++same|on\s++par|equally\s++(?:good|bad|strong|helpful))|(?:it\s*+(?:'s|\u2019s|\s++is)\s++)?+a\s++(?:tie|draw))"
    r"[\s.!*_]*+"
)


def names_other(hit: Hit, winner: str | None) -> bool:
    """Whether the text after ``hit`` on its line contradicts ``winner`` (``"a"``, ``"b"``, ``"tie"``;
    None: never contradicted): for ``"a"``/``"b"``, it names first the other assistant (:data:`_NAMED`:
    ``[[A]] - Assistant B is better``, ``[[A]] - B is better``, ``[[A]] - the second response is
    better``, ``Assistant 2``) or names the winner as worse (:data:`_WORSE`: ``[[A]] - Assistant A is
    worse``) or calls the two equal (:data:`_TIE`: ``[[A>>B]]: both are equal``, ``a tie``); for a tie, the
    assistant it names first is better or wins (:data:`_PREFERRED`: ``[[C]] - Assistant A is better``).
    A lead that only labels the verdict with another assistant contradicts it too (:func:`labelled_other`)."""
    if winner is None:
        return False
    if labelled_other(hit, winner):
        return True  # "Assistant B: [[A]]"
    index, named, last_tie = _named(hit.line_text)
    # (the line folded once, not a slice per verdict: a line of many verdicts stays linear)
    if winner != "tie" and _TIE_ONLY.fullmatch(index.folded, index.at(hit.end)):
        return True  # "[[A>B]] - tie"
    if winner != "tie" and last_tie >= index.at(hit.end):
        return True  # "[[A>>B]]: both are equal"
    k = bisect_left(named, (index.at(hit.end),))
    if k == len(named):
        return False
    _, m_end, side = named[k]
    if winner == "tie":
        return _PREFERRED.match(index.folded, m_end) is not None
    return side != winner or _WORSE.match(index.folded, m_end) is not None


# a lead on a verdict's line that is only a label naming one assistant: "Assistant B: [[A]]", "**Response (2)** -"
_LABEL = re.compile(
    r"[\s*_#>-]*+(?:the\s++)?+(?:assistant|response|answer|output|model)\s*+\(?+\s*+([ab12])\s*+\)?+[*_]*+\s*+"
    r"(?:[:=\-\u2013\u2014]|['\u2019]s\s++(?:verdict|rating|score|choice))[\s*_]*+"
)


# a lead on a side verdict's line that is only a tie's label: "Tie: [[A]]", "It's a tie -", "**Draw:**"
_TIE_LABEL = re.compile(
    r"[\s*_#>-]*+(?:it['\u2019]s\s++)?+(?:a\s++)?+(?:tie|draw)[*_]*+\s*+[:=\-\u2013\u2014]?[\s*_]*+"
)


def labelled_other(hit: Hit, winner: str | None) -> bool:
    """Whether the text before ``hit`` on its line is only a label naming one assistant (:data:`_LABEL`)
    that is not the verdict's winner (``"a"``, ``"b"``, ``"tie"``): ``Assistant B: [[A]]``,
    ``Assistant A: [[C]]`` (a per-assistant line, or a verdict attributed to one assistant: not one verdict
    of the judge's), or only a tie's label before a side verdict (``Tie: [[A]]``). ``Assistant A: [[A]]`` is none.
    One match of the lead in the line folded once (:func:`_named`'s index; the match fails at the lead's first
    character that no label holds): linear."""
    index = _named(hit.line_text)[0]
    if winner in ("a", "b") and _TIE_LABEL.fullmatch(index.folded, 0, index.at(hit.start)):
        return True  # "Tie: [[A]]" (version 77, adversarial pass 68 H5)
    m = _LABEL.fullmatch(index.folded, 0, index.at(hit.start))
    if m is not None and winner is not None and _SIDE[m.group(1)] != winner:
        return True
    at = index.at(hit.start)  # "Better than A: [[A]]" (version 86); the label's last 80 characters: linear per line
    below = _BEATEN.search(index.folded, max(0, at - 80), at)
    return below is not None and winner in ("a", "b") and _SIDE[below.group(1)] == winner


# a label ending with the side the verdict's winner beats: "Better than Assistant A:", "... beats Assistant B:" (the
# vocabulary holds "than" since version 86, false-failure pass 90f G8; the side after it must be the loser)
_BEATEN = re.compile(
    r"\b(?:than|beats|outperforms|over)\s++(?:the\s++)?+(?:(?:assistant|response|answer|output|model)\s*+)?+\(?+\s*+"
    r"([ab12])\s*+\)?+[*_]*+\s*+[:=\-\u2013\u2014]?[\s*_]*+\Z"
)


def side_of(first: float | None, second: float | None) -> str | None:
    """The side (``"a"``, ``"b"``, ``"tie"``) a pairwise verdict's scores (slot 1, slot 2) prefer; None when
    either is None (a single rating)."""
    if first is None or second is None:
        return None
    return "tie" if first == second else "a" if first > second else "b"


def tie_contradicts(first: float | None, second: float | None, template: Template) -> bool:
    """Whether a tie the judge states before (or as the evidence of) a pairwise verdict contradicts it, given the
    verdict's scores (slot 1, slot 2): a side verdict always; two unequal scores (``scores_last``,
    ``rating_brackets``, ``json``) only when they are more than a tenth of the template's scale apart (``(score_max
    - score_min + 1) / 10``: 2 points or more on 1-10). Close scores after ``Both are about equally good.`` are the
    judge's reading of a near tie (adversarial pass 25 M2); ``Both are equally good.`` then 8 and 3 contradicts
    itself (pass 34 M6). Equal scores never do."""
    if first is None or second is None or first == second:
        return False
    if template.output_format not in _SCORED:
        return True
    lo, hi = template.score_min, template.score_max
    return lo is None or hi is None or abs(first - second) > (hi - lo + 1) / 10


def contradicted_later(text: str, hit: Hit, winner: str | None) -> bool:
    """Whether a line of ``text`` after ``hit``'s line is only a statement (:data:`_STATEMENT`) that
    contradicts ``winner`` (``"a"``, ``"b"``, ``"tie"``; None: never): the other side is better, the winner
    is worse, or the two are equal (for a win); either side better or worse (for a tie). ``[[A]]\nAssistant B
    is better.`` is contradicted; ``[[A]]\nAssistant B is better at X, but A is more accurate`` is not.
    One fullmatch per later line: linear."""
    if winner is None:
        return False
    return any(states_other(line, winner) for line in text.split("\n")[hit.line + 1 :])


def states_other(statement: str, winner: str | None) -> bool:
    """Whether ``statement`` (one line, or a JSON object's explanation string) is only a statement
    (:data:`_STATEMENT`) that contradicts ``winner`` (``"a"``, ``"b"``, ``"tie"``; None: never): the other side
    is better, the winner is worse, or the two are equal (for a win); either side better or worse (for a tie).
    ``Assistant B is better.`` contradicts ``"a"``; ``Assistant A is more accurate; B is vague.`` contradicts
    nothing. One fullmatch: linear."""
    folded = statement.casefold()
    if winner is not None and (TIE_STATEMENT.fullmatch(folded) or (not SIDE.search(folded) and equal_sides(folded))):
        return winner != "tie"  # adv14 H1: {"winner": "A", "explanation": "It is a tie."}; "I prefer neither." (v64)
    m = _STATEMENT.fullmatch(folded) if winner is not None and statement.strip() else None
    if m is None:  # "The correct answer comes from Assistant 2." after a win for Assistant 1 (version 86, pass 90)
        return (
            winner in ("a", "b")
            and _ONE_SENTENCE.fullmatch(statement) is not None
            and hands_win(statement, "b" if winner == "a" else "a")
        )
    if m.group("t"):
        return winner != "tie"
    side = _SIDE[m.group("s") or m.group("s2") or m.group("s3")]
    return winner == "tie" or (side != winner) != bool(m.group("w"))


@functools.lru_cache(maxsize=8)
def _named(line: str) -> tuple[LineIndex, list[tuple[int, int, str]], int]:
    """The line's :class:`LineIndex` and every assistant its case-folded text names (:data:`_NAMED`): (start,
    end, side) in order. A name cannot span a verdict's closing ``]]``, so the first one starting after a
    verdict is the first one its explanation names; and where its last tie statement (:data:`_TIE`) starts (-1:
    none)."""
    index = LineIndex(line)
    named = [(m.start(), m.end(), _SIDE[m.group(m.lastindex or 0)]) for m in _NAMED.finditer(index.folded)]
    last_tie = -1
    for last_tie_match in _TIE.finditer(index.folded):
        last_tie = last_tie_match.start()
    return index, named, last_tie
