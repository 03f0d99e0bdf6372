"""Contractions written without an apostrophe, or with a stand-in for one, restored before a completion is read.

Small judges write ``I cant decide which is better.``, ``Im torn.`` or ``Its hard to say which response is
better.``, and some write a backtick or an accent for the apostrophe (``I can`t decide``). The parser's wordings
spell contractions with ``'`` or ``\u2019`` (``can't``, ``I'm``, ``it's``), so these statements were not read
(adversarial pass 34 M4: an undecided statement before a forced ``[[A]]`` read as the judge's verdict).
:func:`restore_apostrophes` puts the apostrophe back before any rule reads the text:

- a stand-in between a letter and a contraction's ending (```, U+00B4 acute accent, U+2018, U+02BC) becomes
  ``'`` (``can`t`` -> ``can't``; one character for one, so nothing else moves);
- a missing one is inserted in the ``n't`` forms (``cant``, ``dont``, ``doesnt``, ``isnt``, ``wont``, ...),
  ``im``, ``ive``, ``thats``, ``theres``, ``whats``, ``theyre``, ``youre``, and ``its`` when a word that
  follows ``it's`` in a judge's statement and never a possessive comes next (``its hard``, ``its not``, ``its
  a``, ...: ``its own answer`` and ``its clear structure`` stay possessives).

Words that are other words without their apostrophe are left: ``id`` (``I'd``: a pair id), ``ill``, ``well``,
``were``, ``wed``, ``shell``, ``hell``, ``lets``. Where one of the restored spellings is a rare word of its own
(``cant``, ``wont``) it reads as the contraction.

Bounded like every rule (:data:`~judge_engine.pipeline.parsing.result.MAX_SCAN_CHARS`): a completion longer than
twice the scanned length has only its first and last ``MAX_SCAN_CHARS`` restored, the only parts a parser reads.
"""

from __future__ import annotations

import re

from judge_engine.pipeline.parsing.result import MAX_SCAN_CHARS

_STAND_IN = re.compile(r"(?<=[^\W\d_])[`\u00b4\u2018\u02bc](?=(?:t|s|m|d|ll|ve|re)\b)", re.IGNORECASE)
_STAND_IN_CHAR = re.compile(r"[`\u00b4\u2018\u02bc]")

# the words, matched in the lowercased text (a pattern without IGNORECASE over it runs about twice as fast)
_MISSING = re.compile(
    r"\b(?:c(?:a|ould)nt|d(?:o|oes|id)nt|(?:is|are|was|were|would|should|wo|have|has|had|must|need)nt|i(?:m|ve)"
    r"|(?:tha|there|wha)ts|(?:they|you)re"
    r"|its(?=[ \t]++(?:hard|difficult|tough|not|unclear|impossible|a|an|too|really|very|quite|pretty|hardly"
    r"|honestly|genuinely|essentially|basically|possible|likely|unlikely|tricky|challenging"
    r"|subjective|debatable|ambiguous|uncertain|tied)\b))\b"
)
_MISSING_ANY_CASE = re.compile(_MISSING.pattern, re.IGNORECASE)  # when lowercasing changes the text's length


def _apostrophe_at(m: re.Match[str]) -> int:
    """Where the apostrophe goes in the word ``m`` matched: ``can|t``, ``i|m``, ``i|ve``, ``they|re``, ``that|s``."""
    word = m.group().lower()
    if word in ("im", "ive"):
        return m.start() + 1
    return m.end() - (2 if word.endswith("re") else 1)


def _restored(text: str) -> str:
    if _STAND_IN_CHAR.search(text) is not None:
        text = _STAND_IN.sub("'", text)
    low = text.lower()
    found = _MISSING.finditer(low) if len(low) == len(text) else _MISSING_ANY_CASE.finditer(text)
    at = [_apostrophe_at(m) for m in found]
    if not at:
        return text
    pieces, prev = [], 0
    for i in at:
        pieces += [text[prev:i], "'"]
        prev = i
    pieces.append(text[prev:])
    return "".join(pieces)


def restore_apostrophes(text: str) -> str:
    """``text`` with its contractions' apostrophes restored (module docstring): a new string, or ``text`` itself
    when nothing was restored.

    Args:
        text: evidence of a completion (never a forced tail, which the grammar wrote).

    Returns:
        The text to read: at most a few characters longer (one per restored contraction).
    """
    if len(text) <= 2 * MAX_SCAN_CHARS:
        return _restored(text)
    return _restored(text[:MAX_SCAN_CHARS]) + text[MAX_SCAN_CHARS:-MAX_SCAN_CHARS] + _restored(text[-MAX_SCAN_CHARS:])
