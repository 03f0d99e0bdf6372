"""The strict reading of text after a verdict that the format puts last (parser version 25; issue 13, after
adversarial passes 9-22 kept finding wordings after the verdict that the word lists of
:mod:`~judge_engine.pipeline.parsing.side_cues` read as remarks).

The format asks for the verdict last, so text after it is off-format. Instead of telling a remark from another
verdict (an open-ended question: each fresh pass found new wordings), the strict reading lets through only what
cannot speak for another verdict, and reads everything else ``ambiguous``, a counted parse failure:

- pairwise: a sentence after the verdict passes when it names no side (no ``A``/``B``/``[[B]]``/``Output (b)``/
  ``the second response``/``the other one``, no bare side letter; a multiple-choice key after a noun, ``option B``,
  ``vitamin B``, names none) and holds no preference word (``better``, ``prefer``, ``winner``, ``choose``, ...) and
  no tie word (``tie``, ``equally``, ``no clear winner``, ...); or when it is a closing that restates the verdict
  (:func:`closing`): ``So, Assistant A is better.``, ``My final verdict is Assistant A.``, ``This is my final
  verdict.``, and, for a tie, ``It's a tie.``, ``Both are equally good.`` (a tie word not negated);
- pairwise score formats (``scores_last``, ``rating_brackets``) and single ratings: also no number after the
  verdict (``I'd say 6.``, ``Let's call it 9 and 7.``); a number word counts too (``seven``).

What it costs: a remark that names a side after the verdict (``[[A]]\\n\\nAssistant B was shorter.``) or counts
something (``[[7]]\\n\\nIt lists 3 steps.``) is a parse failure the review queue sees, never another verdict. None
of the 21,072 recorded FairEval and LLMBar completions changes reading (the FairEval review puts its scores first,
and is not checked here); with ``constrain = "verdict"`` the decoder ends the text at the verdict. The rules above
are a closed list of what passes, so a wording nobody listed fails instead of coercing."""

from __future__ import annotations

import re

_I = re.IGNORECASE
# where a sentence ends: after ".", "!" or "?" before space, or at a line break
SENTENCE_END = re.compile(r"(?<=[.!?])\s++|\n++")
# a rating cue: after a single rating, a sentence with one reads as a new rating ("I'd lower it.", "Final: 6")
RATING_CUE = re.compile(
    r"\b(?:rat(?:e|ed|ing)|scor(?:e|ed|ing)|grade|give|gave|giving|deserv\w*|merit\w*|worth|revis\w*|adjust\w*"
    r"|lower\w*|rais\w*|bump\w*|chang\w*|make\s++(?:that|it)|more\s++like|closer\s++to|final|say|call\s++it|should\s++be"
    r"|earn\w*|settl\w*|land\w*|go\s++with|gets?|got|consider\w*|downgrad\w*|upgrad\w*)\b",
    re.IGNORECASE,
)


def split_sentences(text: str) -> list[str]:
    """``text`` split into stripped, non-empty sentences (at ``.``, ``!``, ``?`` before space, and at newlines)."""
    return [s.strip() for s in SENTENCE_END.split(text) if s.strip()]


# a sentence's markup and quotes: "**So, Assistant A** is better.", "> [[A]]", "\u201cA\u201d"
_MARKUP = re.compile(r"[*_#>`\"\u201c\u201d~|]++")
# a number after a score verdict: digits, or a rating's number word ("a one", "seven")
NUMBER = re.compile(
    r"\d|\b(?:zero|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|hundred)\b|\ban?\s++one\b", _I
)
# the lead of a closing: "So,", "In conclusion,", "Overall,"
_LEAD = (
    r"(?:(?:so|thus|therefore|hence|overall|ultimately|finally|in\s++conclusion|in\s++summary|in\s++short"
    r"|to\s++summari[sz]e|to\s++sum\s++up|all\s++in\s++all|in\s++the\s++end|on\s++balance)\s*+[,:;]?\s*+)?+"
)
# what names the closing's verdict before it: "My final verdict is", "The winner:", "Verdict -"
_NAMING = (
    r"(?:(?:my|the|our)\s++)?+(?:(?:final|overall)\s++)?+(?:verdict|answer|choice|decision|pick|judg(?:e)?ment"
    r"|winner|preference|evaluation|better\s++(?:response|answer|one|assistant))\s*+(?:is|:|-|\u2013|\u2014)?\s*+"
)
_BEFORE_SIDE = re.compile(r"\W*+" + _LEAD + r"(?:" + _NAMING + r")?+(?:i\s++(?:choose|pick|prefer)\s++)?+", _I)
# what may follow the side in a closing: "is better", "is clearly the better response", "wins", "is my choice"
_AFTER_SIDE = re.compile(
    r"(?:\s*+,?\s*+(?:is|was)\s++(?:(?:clearly|slightly|significantly|much|marginally|definitely|overall|the)\s++)*+"
    r"(?:better|superior|stronger|preferred|preferable|preferable\s++overall|winner|(?:better|best|stronger|preferred)"
    r"\s++(?:response|answer|one|assistant|output|choice))|\s++wins|\s*+,?\s*+(?:is|was)\s++my\s++(?:choice|pick"
    r"|verdict|answer))?+(?:\s*+,?\s*+(?:overall|here|in\s++this\s++case|by\s++far|hands\s++down|clearly"
    r"|without\s++(?:a\s++)?+doubt|then))?+[^\w?]*+",
    _I,
)
# a closing that names no side: "This is my final verdict.", "That's my verdict."
_VERDICT_NOTE = re.compile(
    r"\W*+(?:this|that|it|which)\s*+(?:is|['\u2019]s|was)\s++(?:my|the)\s++(?:final\s++)?+(?:verdict|answer|decision"
    r"|judg(?:e)?ment|evaluation|choice)\W*+",
    _I,
)
# a tie word negated outside the tie phrase: "I wouldn't call it a tie.", "It is not a tie."
_NEGATION = re.compile(r"\b(?:not|never|hardly|no)\b|n['\u2019]t\b", _I)


def closing(
    sentence: str, own: re.Pattern[str], other: re.Pattern[str], side: str, cue: re.Pattern[str], tie: re.Pattern[str]
) -> bool:
    """Whether ``sentence`` restates the verdict ``side`` (``"a"``, ``"b"``, ``"tie"``) in a closing's shape: the
    verdict side alone with at most a lead, a naming and a comparative (``So, Assistant A is better.``); a verdict
    note (``This is my final verdict.``); for a tie, a tie word naming no side and not negated outside its own
    phrase and with no preference word outside it (``Both are equally good.``; not ``I wouldn't call it a tie.``, ``It's
    a tie, but the shorter one is better.``). ``own``/``other`` name the verdict side and the other (for a tie, both
    name a side); ``cue`` and ``tie`` find preference and tie wordings."""
    if _VERDICT_NOTE.fullmatch(sentence):
        return True
    if side == "tie":
        if own.search(sentence) or other.search(sentence) or not tie.search(sentence):
            return False
        rest = tie.sub(" ", sentence)
        return _NEGATION.search(rest) is None and cue.search(rest) is None
    if other.search(sentence):
        return False
    hits = list(own.finditer(sentence))
    if len(hits) != 1:
        return False
    m = hits[0]
    return bool(_BEFORE_SIDE.fullmatch(sentence, 0, m.start()) and _AFTER_SIDE.fullmatch(sentence, m.end()))


def strict_past_verdict(
    after: str,
    side: str,
    names: tuple[re.Pattern[str], re.Pattern[str]],
    unnamed: tuple[re.Pattern[str], ...],
    cue: re.Pattern[str],
    tie: re.Pattern[str],
    numbers: bool,
) -> bool:
    """Whether a sentence of ``after`` (the text after a pairwise verdict ``side``: ``"a"``, ``"b"``, ``"tie"``) is
    anything but what the module's docstring lets through. ``names`` are the two sides' name patterns (A, B);
    ``unnamed`` patterns name a side without its name (``the other one``) or are stripped first (``option B``:
    a pattern whose match is replaced by a space is passed as the first of ``unnamed``); ``cue`` and ``tie`` find
    preference and tie words; ``numbers`` makes any number after the verdict fail (score formats). Linear in
    ``after``."""
    strip, *others = unnamed
    own, other = (names[1], names[0]) if side == "b" else (names[0], names[1])
    for raw in split_sentences(after):
        s = strip.sub(" ", raw)
        if not _MARKUP.sub("", s).strip():
            continue
        if numbers and NUMBER.search(s):
            return True
        named = bool(own.search(s) or other.search(s) or any(p.search(s) for p in others))
        if not named and not cue.search(s) and not tie.search(s):
            continue
        if any(p.search(s) for p in others) or not closing(_MARKUP.sub("", s).strip(), own, other, side, cue, tie):
            return True
    return False
