"""Scores the judge says are not its verdict on this pair (parser version 90; fresh pass adv60): another pair's, another
reviewer's, unchecked, something else than scores, or given only under a condition the judge says fails:
:data:`OTHERS_SCORES`, read in a ``scores_first`` explanation (:func:`~judge_engine.pipeline.parsing.scores_disowned.
disowns_scores`) and, with the disowning sentences of the scores below (:data:`_BELOW`), in a ``scores_last``
completion's evidence before its score lines (:func:`evidence_disowns`). Examples: ``8 6\\nThose are the scores I gave
the previous pair; I haven't looked at this one yet.``, ``The numbers above are the question IDs, not scores.``, ``My
colleague suggested these scores; I haven't checked these scores.``, ``That is how a typical reviewer would score
them; my own view follows later.``, ``I'd give those scores if the answers were in English, but they aren't, so I
can't.``, ``Evaluation evidence: The scores below are just an example.\\nScore of the Assistant 1: 8 ...``. Linear:
possessive patterns with bounded gaps."""

from __future__ import annotations

import re

_AP = "['\u2019]"
_NUMBERS = r"(?:scores?|numbers?|ratings?|values?)"
OTHERS_SCORES = re.compile(
    # another pair's: "Those are the scores I gave the previous pair"
    r"\b(?:these|those|they|the|my)\s++(?:are\s++|were\s++)?+(?:the\s++|my\s++)?+" + _NUMBERS + r"\s++(?:above\s++"
    r"|below\s++)?+(?:that\s++)?+i\s++(?:gave|assigned|used|wrote)\s++(?:to\s++|for\s++)?+(?:the\s++)?+(?:previous|last"
    r"|earlier|next|another)\s++(?:pair|question|item|task|comparison|prompt|sample)\b"
    # something else than scores: "The numbers above are the question IDs, not scores."
    r"|(?:^|(?<=[.;:!?]\s))\W*+(?:the\s++|these\s++|those\s++)?+"
    + _NUMBERS
    + r"\s++(?:above|below)\s++(?:are|were)\s++(?:the\s++|just\s++the\s++)?+(?:question|item|pair|row"
    r"|line|sample|task)\s++(?:ids?|numbers?|indices|indexes)\b"
    # another reviewer's: "My colleague suggested these scores", "how a typical reviewer would score them" (the
    # scores named: "the user's colleague suggested caching" or "how a typical grader would score the essay" is an
    # answer's topic; false-failure pass ff64)
    r"|\b(?:colleague|co-?worker|someone\s++else|(?:another|a\s++typical|an\s++average|the\s++other|a\s++different)"
    r"\s++(?:judge|reviewer|annotator|grader|rater|evaluator))\b[^.;!?\n]{0,60}?\b(?:(?:suggested|proposed|gave|assigned)"
    r"\s++(?:these|those|the)\s++" + _NUMBERS + r"|would\s++(?:score|rate)\s++(?:them|these|this\s++pair))\b"
    # unchecked, or the judge's own still to come: "I haven't checked these scores.", "my own view follows later"
    r"|\bi\s++(?:have\s++not|haven" + _AP + r"t|did\s++not|didn" + _AP + r"t)\s++(?:yet\s++)?+(?:checked|verified"
    r"|reviewed|confirmed)\s++(?:these|those|the)\s++" + _NUMBERS + r"\b"
    r"|\bmy\s++own\s++(?:view|scores?|verdict|evaluation|assessment|judg(?:e)?ment)\s++(?:follows?|comes?|will\s++"
    r"(?:follow|come))(?:\s++(?:later|below|next))?+(?=\s*+(?:[.;!]|$))"
    r"|\bi\s++(?:have\s++not|haven" + _AP + r"t)\s++(?:yet\s++)?+(?:read|looked\s++at|evaluated)\s++this"
    r"\s++(?:pair|item|comparison)\b"
    # given under a condition the judge says fails: "I'd give those scores if ..., but they aren't, so I can't."
    r"|\bi(?:" + _AP + r"d|\s++would)\s++give\s++(?:these|those|the|such)\s++" + _NUMBERS + r"\s++if\b[^.\n]{0,160}?"
    r"\bbut\b",
    re.IGNORECASE,
)
"""A sentence saying the scores are not the judge's verdict on this pair (the module's docstring)."""
_BELOW = re.compile(
    r"\b(?:the|these|those|my)\s++(?:scores?|ratings?)\s++below\s++(?:are|were)\s++(?:(?:just|only|merely|purely)\s++)?+"
    r"(?:an?\s++)?+(?:examples?|arbitrary|placeholders?|random|meaningless|made[-\s]up|guess(?:es)?|dummy|fake|defaults?"
    r"|not\s++(?:real|mine|my\s++(?:evaluation|assessment|scores?|judg(?:e)?ment)))\b"
    r"|\b(?:ignore|disregard)\s++(?:the\s++|these\s++|those\s++|my\s++)?+" + _NUMBERS + r"\s++below\b",
    re.IGNORECASE,
)
_EVIDENCE_CHARS = 8000


def evidence_disowns(text: str) -> bool:
    """Whether a ``scores_last`` completion's text before its last two lines (the score lines; the last
    ``_EVIDENCE_CHARS`` characters of it) disowns the scores below it (:data:`OTHERS_SCORES`, :data:`_BELOW`:
    ``The scores below are just an example.``)."""
    lines = text.rstrip().split("\n")
    evidence = "\n".join(lines[:-2])[-_EVIDENCE_CHARS:]
    return bool(evidence) and (OTHERS_SCORES.search(evidence) is not None or _BELOW.search(evidence) is not None)


_COMMA_PAIR = re.compile(r"[ \t*_]*+[0-9],[0-9][ \t.*_]*+")
_DECIMAL_COMMA = re.compile(r"(?<![0-9,.])[0-9]{1,2},[0-9](?![0-9,])")


def decimal_commas(text: str) -> bool:
    """Whether a ``scores_first`` completion's first line is one digit, a comma and one digit (``7,5``: FairEval's
    parser reads 7 and 5) while its explanation writes decimal commas too (``8,5``, ``7,5 points``): then the line is
    one score with a decimal comma, no pair (version 90, fresh pass adv60: ``7,5\\n8,5\\nBoth decent.``). Linear."""
    first, _, rest = text.lstrip().partition("\n")
    return _COMMA_PAIR.fullmatch(first) is not None and _DECIMAL_COMMA.search(rest[:8000]) is not None
