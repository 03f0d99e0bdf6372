"""A sentence whose subject is a pronoun for the side the sentence before it names (parser version 61; issue 13,
adversarial pass 54 H4), for the last-decision walk: :func:`carried`. ``Assistant A covers every requirement. It is
therefore the better answer.`` is read as ``Assistant A is therefore the better answer.``, and ``Assistant B skips the
base case. That makes it the weaker answer.`` as ``Assistant B is the weaker answer.``. Only a leading ``It``, ``This
one``, ``That one``, ``This response`` or ``This makes it`` (after an optional ``So,``, ``Therefore,``) in a sentence
naming no side, and only after a sentence naming exactly one side; not in a sentence that speaks of both sides or of a
choice between them (``It is hard to say which is better.``, ``It is better than neither.``), and only when the
comparative ends the sentence or compares (``It is the better-known study.`` is no decision; adversarial pass 55 M1).
``Its answer`` and ``Such an answer`` are read too (pass 55 H3), and since version 63 a whole sentence choosing ``it``
(``I therefore prefer it.``, ``That is why it wins.``). The walk takes the
rewritten sentence's reading only when it decides for a side. Linear: two regex scans."""

from __future__ import annotations

import re

from judge_engine.pipeline.parsing.decided import SIDE, named_side

_I = re.IGNORECASE
_PRONOUN = re.compile(
    r"(?P<lead>\W*+(?:(?:so|thus|hence|therefore|overall|ultimately|in\s++short|all\s++in\s++all|as\s++a\s++result)"
    r"\s*+,?\s*+)?+)(?:(?P<makes>(?:this|that)\s++makes\s++it)|it|this\s++one|that\s++one|this\s++(?:response|answer)"
    r"|that\s++(?:response|answer)|(?P<own>its\s++(?:answer|response)|such\s++an\s++(?:answer|response)))\b"
    r"(?!['\u2019]s\s++(?:hard|difficult|close|tough|a\s++(?:tie|draw|toss)))",
    _I,
)
# the sentence calls the side better or worse as a whole answer: the comparative ends it (``the better one.``) or
# compares it (``better than``); not ``the better-known study`` (adversarial pass 55 M1: that "It" is the study)
_WHOLE = re.compile(
    r"\b(?:better|stronger|weaker|worse|superior|inferior|preferable|winner|loser|best|worst|wins|loses|prevails)"
    r"(?:\s++(?:one|answer|response|choice|option))?+(?:\s++(?:overall|here|of\s++the\s++two|by\s++far))*+"
    r"(?:\s*+,\s*+(?:though|however|then))?+[\s.!)*]*+$"
    r"|\b(?:better|stronger|weaker|worse|superior|inferior)\s++(?:than|to)\s",
    _I,
)
# words of both sides or of a choice: the pronoun may stand for the comparison, not the side
_BOTH = re.compile(
    r"\b(?:which|whether|both|neither|either|the\s++other|each|two|them|they|tie|draw|equal\w*+|same|close|hard"
    r"|difficult|impossible)\b",
    _I,
)
_NAMES = {"a": "Assistant A", "b": "Assistant B"}
# the pronoun as the object of a choice or after "That is why" (parser version 63, adversarial pass 55 H3: "That is why
# it wins.", "I therefore prefer it."): the whole sentence is this shape, so "it" can only be the side
_CHOSEN = re.compile(
    r"(?P<lead>\W*+(?:so\s*+,?\s*+)?+(?:(?:that|this)\s++is\s++(?:why|how)\s++|i\s++(?:(?:therefore|thus|hence|clearly"
    r"|definitely|would|will|do|must|ultimately|still)\s++|['\u2019]d\s++)?+(?:prefer|choose|pick|favou?r"
    r"|go\s++with|side\s++with)\s++))it(?P<rest>(?:\s++(?:wins|comes\s++out\s++ahead|is\s++(?:better|the\s++better"
    r"\s++(?:one|answer|response)|my\s++choice|preferred|ahead)))?+(?:\s++(?:here|overall|instead))?+[\s.!]*+)",
    _I,
)


def carried(sentence: str, before: str | None) -> str | None:
    """``sentence`` with its leading pronoun replaced by the side ``before`` (the sentence before it) names, as the
    module's docstring says, else None."""
    if before is None or SIDE.search(sentence) or _BOTH.search(sentence):
        return None
    if (chosen := _CHOSEN.fullmatch(sentence)) is not None:
        named = {named_side(n) for n in SIDE.finditer(before)}
        return chosen.group("lead") + _NAMES[named.pop()] + chosen.group("rest") if len(named) == 1 else None
    if not _WHOLE.search(sentence):
        return None
    m = _PRONOUN.match(sentence)
    if m is None:
        return None
    named = {named_side(n) for n in SIDE.finditer(before)}
    if len(named) != 1:
        return None
    name = _NAMES[named.pop()] + ("'s answer" if m.group("own") else " is" if m.group("makes") else "")
    return m.group("lead") + name + sentence[m.end() :]
