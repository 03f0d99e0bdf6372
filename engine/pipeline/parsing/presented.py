"""A sentence that presents the verdict token after it (parser version 86; issue 13, adversarial pass 91 NX, NO):
``The user's own pick was this.\n[[A]]``, ``A typical judge writes this.\n[[A]]``, ``Here is what a verdict line looks
like.\n[[A]]``, ``The reference answer would get this.\nRating: [[10]]``, ``The following is the answer key's
verdict.\n[[A]]``. Such a sentence says what the token is: unless it says so in the closed vocabulary of verdict labels
(:mod:`~judge_engine.pipeline.parsing.label_vocabulary`: ``My verdict is below.``, ``The better answer is this one.``,
``Here is my final verdict.``), the token is someone else's verdict or an example, not the judge's
(:func:`presents_other`). A sentence ending in ``this`` after a verb of choosing (``I prefer this.``) presents nothing
and is left to the other rules. Linear: two anchored regex matches and a word check."""

from __future__ import annotations

import re

from judge_engine.pipeline.parsing.label_vocabulary import _clause_words, _known

# what points at the token: "below", "as follows", "like this", "this (one|line)", "this way", "the following" (not
# "here": "Assistant A is wrong here." is a statement about the pair; false-failure pass 91f G2)
_POINTER = (
    r"(?:(?:just|exactly|roughly)\s++)?+(?:as\s++follows|as\s++below|below|like\s++(?:this|so)|the\s++following|thus"
    r"|(?:in\s++)?+this\s++way|this(?:\s++(?:one|line|verdict|rating|score|label|letter|result|output))?+)"
)
# a verb that presents what it points at ("was this", "reads as follows", "writes this", "ends with this line"), with at
# most three words of its object before the pointer ("marks the winner this way")
_PRESENTING = re.compile(
    r"(?P<body>.*?)\b(?P<verb>is|are|was|were|reads?|looks?|appears?|comes?|goes|follows?|shown|given|printed|listed"
    r"|reproduced|written|gets?|got|earns?|earned|writes?|wrote|gives?|gave|says?|said|marks?|marked|ends?\s++with"
    r"|closes?\s++with|contains?|states?|stated|awarded|assigned|chose|picked|selected|went\s++with|sided\s++with|would\s++(?:get|give|earn|be|read|look|say))(?P<object>(?:\s++[\w'\u2019-]++){0,3}?)\s*+"
    + _POINTER
    + r"[\s*_.:!]*+",
    re.IGNORECASE | re.DOTALL,
)
# "Here is X", "Below is X", "The following is X"
_HERE = re.compile(
    r"[\s*_#>]*+(?:here\s++is|here['\u2019]s|below\s++is|(?:the\s++)?+following\s++is)\s++(?P<body>.+?)[\s*_.:!]*+",
    re.IGNORECASE | re.DOTALL,
)
# the presenting verbs that say nothing of whose the token is
_BARE_VERBS = frozenset(
    "is are was were reads read looks look appears appear comes come goes follows follow shown given".split()
)
# words naming someone or something else as the token's source, although the vocabulary holds them
_ELSEWHERE = frozenset(
    "reference user users instructions instruction format question template example sample line written key".split()
)


def presents_other(sentence: str, vocabulary: frozenset[str]) -> bool:
    """Whether ``sentence`` (one line, the line above a verdict token or the sentence before it on its line) presents
    the token (:data:`_HERE`, :data:`_PRESENTING`) in words outside ``vocabulary`` (the closed vocabulary of the
    format's labels) or naming another source (:data:`_ELSEWHERE`): the token is someone else's or an example (the
    module's docstring)."""
    if len(sentence) > 300 or sentence.rstrip(" *_").endswith(":"):
        return False  # a label ("..., the scores are as follows:") is read by the label vocabulary
    m = _HERE.fullmatch(sentence)
    if m is not None:
        body = m.group("body")
    else:
        m = _PRESENTING.fullmatch(sentence)
        if m is None:
            return False
        body = m.group("body") + " " + m.group("verb") + " " + m.group("object")
    words = [w for w in _clause_words(body) if w not in _BARE_VERBS]
    if not words:
        return False
    return not _known(words, vocabulary) or any(w in _ELSEWHERE for w in words)


# what points at the token in a sentence about it ("The line below", "The next line", "What follows", "the following",
# "the brackets", "... follows."; version 86, adversarial pass 93 NP); a side pointed at ("The answer below") is read by
# the statement's side reading (statements.py), not here
POINTER = re.compile(
    r"\b(?:line|token|verdict|rating|score|scores|letter|label|result|number|grade|mark|bracket)\s++(?:shown\s++)?+"
    r"(?:below|above|that\s++follows|i\s++give\s++below)\b|\bthe\s++(?:next|following)\s++"
    r"(?:line|token|verdict|rating|score|letter|label)\b|\bwhat\s++follows\b|\bthe\s++following\b|\bbracket(?:s|ed)?+\b"
    r"|\bin\s++brackets\b|(?<!\bto\s)\bfollows?[\s*_.!:]*+\Z",
    re.IGNORECASE,
)


def points_at_token(sentence: str, vocabulary: frozenset[str]) -> bool:
    """Whether ``sentence`` (the line above a verdict token, or the statement before its head) points at the token
    (:data:`POINTER`: ``The line below is only an example.``, ``The rating below is for the reference answer.``,
    ``What follows is an example.``) in words outside ``vocabulary``: the sentence says what the token is, and unless
    it says so in the label vocabulary (``My verdict is below.``, ``The verdict below is my final verdict.``) the token
    is an example, a placeholder or another item's verdict (version 86, adversarial pass 93 NP, NR)."""
    if len(sentence) > 300 or POINTER.search(sentence) is None or sentence.rstrip(" *_").endswith(":"):
        return False  # a label ("I would assign the following scores:") is read by the label vocabulary
    words = [w for w in _clause_words(sentence) if w not in _BARE_VERBS]
    return bool(words) and (not _known(words, vocabulary) or any(w in _ELSEWHERE for w in words))
