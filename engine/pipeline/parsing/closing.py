"""The closed-list reading of text after a verdict that the format puts last (parser versions 25 to 28; issue
13, after adversarial passes 9-24 kept finding wordings after the verdict that word lists read as remarks); the
conclusion right before the verdict is read by :mod:`~judge_engine.pipeline.parsing.conclusion`.

The format asks for the verdict last, so text after it is off-format. Instead of telling a remark from another
verdict (an open-ended question: each fresh pass found new wordings), this module lets through a closed list and
reads everything else ``ambiguous``, a counted parse failure (:func:`strict_past_verdict`). Each sentence after the
verdict's token (the rest of its line included) passes only when it is:

- markup only, or a verdict note (``This is my final verdict.``, ``That is my final rating.``);
- a :func:`pleasantry`: made only of :data:`CLOSING_WORDS`, naming no side and addressing the reader (``I hope
  this helps.``, ``Let me know if you have any other questions.``); a digit, a capital ``A`` or any unlisted word
  fails it;
- pairwise, a :func:`closing` that restates the verdict: the verdict side alone after a lead and a naming and
  before a comparative (``So, Assistant A is better.``, ``My final verdict is Assistant A.``), or after a tie a tie
  wording naming no side, not negated, in a listed frame (``It's a tie.``, ``Both responses are equally good.``);
  after a five-level verdict a closing holds only that verdict's intensity (``slightly`` after ``[[A>B]]``).

What it costs: every remark after the verdict (``[[A]]\\n\\nAssistant B was shorter.``, ``[[7]]\\n\\nIt lists
3 steps.``) is a parse failure the review queue sees, never another verdict. None of the 21,072 recorded FairEval
and LLMBar completions changes reading (the FairEval review puts its scores first and is not checked here); with
``constrain = "verdict"`` the decoder ends the text at the verdict."""

from __future__ import annotations

import re

from judge_engine.pipeline.parsing.result import VERDICT_DECOR

_I = re.IGNORECASE
# where a sentence ends: after ".", "!" or "?" before space, or at a line break
SENTENCE_END = re.compile(r"(?<=[.!?])\s++|\n++")


def object_start(text: str, close: int) -> int:
    """Where the JSON object that ends at ``text[close]`` (a ``}``) starts: its matching ``{``, found by counting
    braces back from ``close`` (braces inside strings count too); 0 when none matches. Linear."""
    depth = 0
    for i in range(close, -1, -1):
        if text[i] == "}":
            depth += 1
        elif text[i] == "{":
            depth -= 1
            if depth == 0:
                return i
    return 0


def split_sentences(text: str) -> list[str]:
    """``text`` split into stripped, non-empty sentences (at ``.``, ``!``, ``?`` before space, and at newlines)."""
    return [s.strip() for s in SENTENCE_END.split(text) if s.strip()]


# the verdict's token on its line, by format: what follows it on the line is text after the verdict
BRACKETS = re.compile(
    r"\[\[[^\[\]\n]{0,64}\]\](?:\s*+(?:/|out\s++of)\s*+\d++|\s*+\(\s*+(?:/|out\s++of)\s*+\d++\s*+\)"
    # the scale in parentheses: "Rating: [[8]] (out of 10)", "(on a 1-10 scale)" (version 77, adversarial pass 68 M1)
    r"|\s*+\(\s*+on\s++a\s++\d++\s*+(?:-|to)\s*+\d++(?:[-\s]++point)?+\s++scale\s*+\))?+",
    re.IGNORECASE,
)
NUMBER_TOKEN = re.compile(r"\d++(?:\.\d++)?+")
TOKENS = {
    "verdict_brackets": BRACKETS,
    "verdict5_brackets": BRACKETS,
    "rating_brackets": BRACKETS,
    "rating_brackets_single": BRACKETS,
    "output_ab": re.compile(r"output\s*+\(\s*+[ab]\s*+\)", re.IGNORECASE),
    "result_n": re.compile(
        r"\[result\]\s*+:?+\s*+(?:score\s*+:?+\s*+)?+[*_]*+[\[(]?+\s*+\d++(?:\.\d++)?+\s*+[\])]?+[*_]*+(?:\s*+points?)?+"
        r"(?:\s*+(?:/|out\s++of)\s*+\d++|\s*+\(\s*+(?:/|out\s++of)\s*+\d++\s*+\)"
        r"|\s*+\(\s*+(?:on\s++a\s++)?+scale\s++(?:of|from)\s++\d++\s*+(?:to|-)\s*+\d++\s*+\))?+",
        re.IGNORECASE,  # the value as protocols._RESULT_VALUE reads it (version 73, adversarial pass 62 M5)
    ),
}
# a sentence's markup and quotes: "**So, Assistant A** is better.", "> [[A]]", "\u201cA\u201d"
MARKUP = re.compile(r"(?:" + VERDICT_DECOR + r"|[*_#>`\"\u201c\u201d~|])++", re.IGNORECASE)  # a decoration too (v79)
# the words a sentence after the verdict may be made of (pleasantries: "I hope this helps.", "Let me know if you have
# any other questions.", "Thank you!"): a closed list, so that no unlisted wording can restate or take back a verdict
CLOSING_WORDS = frozenset(
    """i i'm hope this that it helps help helped helpful useful is was be of to you your for the my thank thanks let me
    know if have has any other further more questions question need anything else ask asking clarification clarify
    feel free do hesitate happy glad am assistance please a and or with in on evaluation comparison assessment
    analysis explanation feedback review good great nice day luck best regards cheers wishes would like can could
    information reach out you'd detailed detail details breakdown elaborate explain reasoning part parts another
    response responses evaluate want""".split()
)
# a pleasantry addresses the reader or thanks: one of these words must be in it
_ADDRESS = re.compile(r"\b(?:you|your|thanks?|hope|cheers|regards|luck|wishes|day|happy|glad)\b", _I)
_WORD = re.compile(r"[^\W\d_]+(?:['\u2019][^\W\d_]+)?|\d|[^\w\s]", re.UNICODE)
_PUNCT = frozenset(".,!?:;-\u2013\u2014()")


def pleasantry(sentence: str) -> bool:
    """Whether ``sentence`` is made only of :data:`CLOSING_WORDS` and punctuation (a capital ``A`` is a side, not
    the article; a digit is never a closing word) and holds one of :data:`_ADDRESS` (a hedge of listed words, ``I
    don't know.``, ``I need more information.``, addresses no one; adversarial pass 24 M1)."""
    if _ADDRESS.search(sentence) is None:
        return False
    for w in _WORD.findall(sentence):
        if w in _PUNCT:
            continue
        if w == "A" or w.lower().replace("\u2019", "'") not in CLOSING_WORDS:
            return False
    return True


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
_BEFORE_SIDE = re.compile(
    r"\W*+(?:(?:explanation|reason|reasoning|justification|rationale)\s*+:\s*+|(?:because|since)\s++)?+"
    + _LEAD
    + r"(?:"
    + _NAMING
    + r")?+"
    r"(?:i\s++(?:choose|pick|prefer)\s++)?+",
    _I,
)
# the winner's own grounds after the verdict (stop 53, false-failure pass 80f F1: "[[B]]\nAssistant B is more
# accurate.", "[[A]] - Assistant A provided the correct answer", "Output (b)\nExplanation: Output (b) correctly follows
# the instruction."): qualities of a listed kind, never another side, a digit or a free word
_QUALITY = (
    r"(?:more\s++|most\s++)?+(?:accurate|helpful|correct|complete|concise|detailed|relevant|thorough|clear|clearer"
    r"|precise|informative|comprehensive|coherent|useful|appropriate|factual|faithful|good|excellent|(?:well|clearly)"
    r"[-\s]++(?:organi[sz]ed|written|structured|explained|reasoned))"
)
_QUALITIES = _QUALITY + r"(?:\s*+(?:,\s*+and|,|and)\s++" + _QUALITY + r")*+"
_GROUNDS = (
    r"(?:['\u2019]s\s++(?:answer|response|output|explanation|code|solution)\s++)?+(?:is|was)\s++(?:(?:also|both|overall)\s++)*+"
    r"" + _QUALITIES + r"(?:\s++overall)?+"
    r"|(?:provides?|provided|gives|gave)\s++(?:a\s++|an\s++|the\s++)?+"
    + _QUALITIES
    + r"\s++(?:answer|response|explanation"
    r"|solution)|correctly\s++(?:answers|follows|solves|identifies|explains|applies)\s++the\s++(?:question|instructions?"
    r"|problem|task|request|constraint)|(?:follows|answers)\s++the\s++(?:instructions?|requested\s++format|word\s++limit|question)"
    r"(?:\s++(?:closely|precisely|exactly|more\s++closely|directly|correctly))?+|matches\s++the\s++reference"
    r"(?:\s++answer)?+"
)
_AFTER_GROUNDS = re.compile(r"\s*+(?:" + _GROUNDS + r")" + r"[\s.!]*+", _I)
# "because it is more complete." after a pairwise verdict (pass 80f F2)
IT_GROUNDS = re.compile(r"\W*+(?:because|since)\s++it\s++(?:is|was)\s++" + _QUALITIES + r"[\s.!]*+", _I)
# a single rating's grounds after it: "The response is accurate and well organized." (pass 80f F1)
RATING_GROUNDS = re.compile(
    r"\W*+(?:explanation\s*+:\s*+|(?:because|since)\s++)?+(?:the|this|its)\s++(?:assistant['\u2019]s\s++)?+(?:response"
    r"|answer|output|explanation|solution|summary)\s++(?:is|was)\s++"
    r"(?:(?:also|overall|clearly|very|mostly|fully)\s++)*+" + _QUALITIES + r"[\s.!]*+",
    _I,
)
# what may follow the side in a closing: "is better", "is clearly the better response", "wins", "is my choice"
# what may end a closing: punctuation, not a symbol or emoji ("So, Assistant A is better \U0001f44e" is none)
_END = r"[\s.!,;:)\]'\u2019\-\u200b\u200c\u200d\u2060\ufeff]*+"
_STRONG = r"clearly|significantly|much|definitely|far|by\s++far|hands\s++down|without\s++(?:a\s++)?+doubt"
_SLIGHT = r"slightly|marginally|somewhat|a\s++bit|a\s++little"
_INTENSITY = {"any": _STRONG + "|" + _SLIGHT, "strong": _STRONG, "slight": _SLIGHT}


def _after_side(intensity: str) -> re.Pattern[str]:
    """What may follow the side in a closing: "is better", "is the better response", "wins", "is my choice", with
    the intensity words of ``intensity`` (``"any"``; a five-level verdict states its own: ``"strong"`` for
    ``[[A>>B]]``, ``"slight"`` for ``[[A>B]]``, so ``So, Assistant A is significantly better.`` after ``[[A>B]]`` is
    no closing)."""
    words = _INTENSITY[intensity]
    return re.compile(
        r"(?:\s*+,?\s*+(?:is|was)\s++(?:(?:" + words + r"|overall|the)\s++)*+"
        r"(?:better|superior|stronger|preferred|preferable|winner|(?:better|best|stronger|preferred)"
        r"\s++(?:response|answer|one|assistant|output|choice))|\s++wins|\s*+,?\s*+(?:is|was)\s++my\s++(?:choice|pick"
        r"|verdict|answer))?+(?:\s*+,?\s*+(?:overall|here|in\s++this\s++case|then|" + words + r"))?+" + _END + r"",
        _I,
    )


_AFTER_SIDE = {k: _after_side(k) for k in _INTENSITY}
# a closing that names no side: "This is my final verdict.", "That's my verdict."
_VERDICT_NOTE = re.compile(
    r"\W*+(?:this|that|it|which)\s*+(?:is|['\u2019]s|was)\s++(?:my|the)\s++(?:final\s++)?+(?:verdict|answer|decision"
    r"|judg(?:e)?ment|evaluation|choice|rating|score|grade|assessment)" + _END + r"",
    _I,
)
# what may stand around a tie wording in a tie's closing: "So, it's a tie.", "Both responses are equally good."
_TIE_FILLER = re.compile(
    r"\W*+"
    + _LEAD
    + r"(?:(?:it|this|that)\s*+(?:['\u2019]s|is|was)\s++(?:a\s++)?+|(?:both|the\s++two)\s++(?:responses|answers"
    r"|assistants|outputs)?\s*+(?:are|were)\s++|(?:there|there['\u2019]s)\s++(?:is\s++)?+"
    r"|i\s++(?:call\s++it\s++a\s++|see\s++))?+(?:\s++(?:here|overall|in\s++this\s++case|then))?+" + _END + r""
    r"(?:\s*+(?:good|strong|helpful|accurate|correct|fine|well))?+" + _END + r"",
    _I,
)
# a tie word negated outside the tie phrase: "I wouldn't call it a tie.", "It is not a tie."
_NEGATION = re.compile(r"\b(?:not|never|hardly|no)\b|n['\u2019]t\b", _I)


def closing(
    sentence: str,
    own: re.Pattern[str],
    other: re.Pattern[str],
    side: str,
    cue: re.Pattern[str],
    tie: re.Pattern[str],
    intensity: str = "any",
) -> bool:
    """Whether ``sentence`` restates the verdict ``side`` (``"a"``, ``"b"``, ``"tie"``) in a closing's shape: the
    verdict side alone with at most a lead, a naming and a comparative (``So, Assistant A is better.``); a verdict
    note (``This is my final verdict.``); for a tie, a tie word naming no side and not negated outside its own
    phrase and with no preference word outside it (``Both are equally good.``; not ``I wouldn't call it a tie.``, ``It's
    a tie, but the shorter one is better.``). ``own``/``other`` name the verdict side and the other (for a tie, both
    name a side); ``cue`` and ``tie`` find preference and tie wordings; ``intensity`` names the intensity words a
    closing may hold (:func:`_after_side`)."""
    if _VERDICT_NOTE.fullmatch(sentence):
        return True
    if side == "tie":
        if own.search(sentence) or other.search(sentence) or not tie.search(sentence):
            return False
        rest = tie.sub(" ", sentence)
        return _NEGATION.search(rest) is None and cue.search(rest) is None and _TIE_FILLER.fullmatch(rest) is not None
    if other.search(sentence):
        return False
    hits = list(own.finditer(sentence))
    if len(hits) != 1:
        return False
    m = hits[0]
    after = _AFTER_SIDE[intensity].fullmatch(sentence, m.end()) or _AFTER_GROUNDS.fullmatch(sentence, m.end())
    return bool(_BEFORE_SIDE.fullmatch(sentence, 0, m.start()) and after)


def strict_past_verdict(
    after: str,
    side: str | None,
    names: tuple[re.Pattern[str], re.Pattern[str]],
    unnamed: re.Pattern[str],
    cue: re.Pattern[str],
    tie: re.Pattern[str],
    intensity: str = "any",
) -> bool:
    """Whether a sentence of ``after`` (the text after a verdict: ``side`` ``"a"``, ``"b"``, ``"tie"`` pairwise,
    None for a single rating) is anything but what the module's docstring lets through: a sentence of markup only,
    a verdict note (``This is my final verdict.``), a :func:`pleasantry` naming no side, or (pairwise) a
    :func:`closing`. ``names`` are the two sides' name patterns (A, B); ``unnamed`` names a side without its name
    (``the other one``); ``cue`` and ``tie`` find preference and tie words; ``intensity`` as for :func:`closing`.
    Linear in ``after``."""
    own, other = (names[1], names[0]) if side == "b" else (names[0], names[1])
    for raw in split_sentences(after):
        s = MARKUP.sub("", raw).strip()
        if not s.strip(" .,!:;-\u2013\u2014()[]"):
            continue
        if _VERDICT_NOTE.fullmatch(s):
            continue
        named = bool(own.search(s) or other.search(s) or unnamed.search(s))
        grounds = RATING_GROUNDS if side is None else IT_GROUNDS
        if not named and (pleasantry(s) or grounds.fullmatch(s)):
            continue
        if side is None or unnamed.search(s) or not closing(s, own, other, side, cue, tie, intensity):
            return True
    return False
