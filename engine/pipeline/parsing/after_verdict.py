"""A backstop for text after a verdict that the format puts last (:func:`speaks_past_verdict`; issue 13, after
adversarial passes 9-15 kept finding later lines that restate another verdict in wordings the clause patterns of
:mod:`restated` and :mod:`side_sentence` do not list).

The rules of :mod:`restated` list what a restatement looks like; this module lists the opposite, what a remark after
the verdict that is *not* another verdict looks like, and reads every other mention of a competing verdict as one.
After the line that completes the verdict (the first line up to which the format's parser reads the whole text's
verdict), each sentence is checked:

- pairwise, the verdict one side: a sentence that names the other side (``Assistant B``, ``[[B]]``, ``Output (b)``,
  ``the second response``, a bare ``B``; a bare ``A`` only before a verb or punctuation, never the article) with a
  preference cue (``better``, ``best``, ``prefer``, ``wins``, ``more ...``, ``correct``, ``choice``, ``edge``,
  ``higher``, ...) or in at most four words (``B, then.``), or a sentence that states a tie (``tie``, ``equally``,
  ``neither``, ``toss-up``, ``no clear winner``, ``about the same``, ...);
- pairwise, the verdict a tie: a sentence that names either side with a preference cue;
- a single rating: a number on the template's scale other than the verdict after a rating cue (``rating``,
  ``score``, ``give``, ``deserve``, ``worth``, ``revise``, ...) and not followed by what it counts (``5 examples``),
  or a sentence that is only such a number (``Let's say 6.``);

unless the sentence is a point against what it names: a negative or contrast word (``error``, ``wrong``, ``but``,
``less``, ``not``, ``only``, ...) before the verdict side is named (``B makes an error, while A is correct.``, ``B is
more detailed, but it is wrong.``), a condition (``if``, ``with``, ``unless``, ``would need``), or the next sentence
is such a point about it (``B is more complete. Sadly, it is incorrect.``); a remark on one aspect (``B's writing
is better``, ``better examples``, ``more thorough``, ``on style``, ``Style: B.``, ``Apart from that, ...``); a
question (``Is B better? No, A is.``); the verdict side named first (``A is better than B.``); or a later sentence
that takes it back (``B is better. Sorry, I mean A.``). A multiple-choice key (``The correct answer is (B).``, ``plan
B``; ``the answer is B`` in a text about options) is no side; a count (``5 examples``), a criterion's score
(``Accuracy: 9``), a denominator (``out of 10``) or a hypothetical (``A perfect answer would merit a 10.``) is no
rating.

What it costs: praise of the losing side's one aspect after the verdict (``[[A]]\\n\\nB's writing is better.``) reads
``ambiguous``, a parse failure the review queue sees, never another verdict. The format puts the verdict last, so a
completion that argues on after it is off-format; reading it as a failure errs the way the project's rule asks (a
parse failure is its own outcome, never a made-up score). Formats whose explanation follows the scores by design
(``scores_first``: FairEval's review) are not checked here."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from judge_engine.pipeline.parsing.contradiction import side_of
from judge_engine.pipeline.parsing.result import Parsed, tail

if TYPE_CHECKING:
    from judge_engine.pipeline.templates import Template

# formats whose verdict is the completion's last word by the template's instructions
_VERDICT_LAST = frozenset(
    {
        "verdict_brackets",
        "verdict5_brackets",
        "output_ab",
        "json",
        "rating_brackets",
        "scores_last",
        "rating_brackets_single",
        "result_n",
    }
)
_SINGLE = frozenset({"rating_brackets_single", "result_n"})
# at most this many prefix parses to find the line that completes the verdict (linear in the text's length)
_MAX_PARSES = 4
# a line that may complete a verdict, by format: its marker ("[[", "output (", "[result]", a brace; digits for the
# score-line formats)
_DIGIT = re.compile(r"[0-9]")
_MARKERS = {
    "verdict_brackets": re.compile(r"\[\["),
    "verdict5_brackets": re.compile(r"\[\["),
    "rating_brackets": re.compile(r"\[\["),
    "rating_brackets_single": re.compile(r"\[\["),
    "output_ab": re.compile(r"output\s*+\(", re.IGNORECASE),
    "result_n": re.compile(r"\[result\]", re.IGNORECASE),
    "json": re.compile(r"[{}]"),
}
# a predicate: a short sentence with one is a remark ("B is longer."), without one a bare side ("B, then.")
_VERB = re.compile(r"\b(?:is|was|are|were|has|had|does|did|looks|reads|sounds|seems|came|comes)\b", re.IGNORECASE)
_SENTENCE_END = re.compile(r"(?<=[.!?])\s++|\n++")


def _side(letter: str, number: str, first: str) -> re.Pattern[str]:
    """The names of one side (case-insensitive) in a later sentence; ``letter`` is ``a`` or ``b``."""
    up = letter.upper()
    return re.compile(
        r"\[\[\s*+" + letter + r"\s*+\]\]"
        r"|\b(?:assistant|response|answer|output|model|chatbot|candidate)\s*+\(?+\s*+(?:"
        + letter
        + r"|"
        + number
        + r")\b\s*+\)?+"
        r"|\b(?:the\s++)?+" + first + r"(?:\s++(?:one|response|answer|assistant|output|model|candidate))?+\b"
        r"|(?:(?<![\w(])|(?<=\()(?="
        + up
        + r"['\u2019]s\b))(?-i:"
        + up
        + r")(?![\w)])"
        + (
            r"(?=\s*+(?:[.,!?;:]|$|(?:is|was|did|does|wins?|won|answered|handled|gets|got|has|had|should|would"
            r"|seems|looks|performed|edges|takes|deserves|provides|gives|offers|beats|outperforms|over|never|always|also"
            r"|only|just|correctly|incorrectly|simply|clearly|['\u2019]s|[a-z]+(?:es|ed))\b))"
            if letter == "a"
            else ""
        ),
        re.IGNORECASE,
    )


_SIDES = {"a": _side("a", "1", "(?:first|former)"), "b": _side("b", "2", "(?:second|latter)")}
# a multiple-choice key is no side: "the correct answer is (B)", "option B", "choice (b)"
_MCQ = re.compile(
    r"\b(?:plan|algorithm|approach|method|version|step|part|type|group|class|item|section|figure|table|case|scenario"
    r"|vitamin|strategy|option)\s++\(?+[a-e]\)?+(?![\w\]])"
    r"|\b(?:correct|right|true|reference|expected|actual)\s++(?:answer|option|key)"
    r"(?:\s++to\s++the\s++(?:question|problem))?+\s++(?:is|was)\s++\(?+[a-e]\)?+(?![\w\]])",
    re.IGNORECASE,
)
# in a text about options, "the answer is B" names the question's key
_MCQ_CONTEXT = re.compile(r"\b(?:options?|multiple[- ]choice|choices)\b", re.IGNORECASE)
_MCQ_KEY = re.compile(r"\b(?:answer|key)\s++(?:is|was)\s++\(?+[a-e]\)?+(?![\w\]])", re.IGNORECASE)
_CUE = re.compile(
    r"\b(?:better|best|prefer\w*|superior|stronger|wins?|won|winner|edges?|edged|ahead|choice|choose|chose|pick\w*"
    r"|select\w*|favou?r\w*|outperform\w*|beats?|surpass\w*"
    r"|(?:is|was|seems|looks|sounds)\s++(?:\w+\s++)?+(?:correct|right|accurate|good|great|excellent|strong)"
    r"|(?:more|most)\s++(?:helpful|accurate|correct|useful|relevant|appropriate|convincing|persuasive|reliable|precise"
    r"|effective)|deserves?|higher|vote|verdict|side\s++with|lean\w*+\s++towards?+|opt(?:ing|ed)?+\s++for"
    r"|(?:answer|choice|winner|pick)\s++(?:is|would\s++be)|go(?:es|ing)?+\s++(?:with|for|to)"
    r"|should\s++(?:win|be)|the\s++one|final|award\w*|goes\s++to|give\s++(?:it|this(?:\s++one)?+)\s++to)\b",
    re.IGNORECASE,
)
_TIE = re.compile(
    r"\b(?:ties?|tied|draw|toss-?+up|equal(?:ly)?+|neither|comparable|on\s++par|evenly|indistinguishable"
    r"|no\s++(?:clear\s++|real\s++)?+(?:winner|preference|difference|favou?rite)|too\s++close|can(?:not|['\u2019]t)"
    r"\s++(?:decide|choose|pick)|(?:about|roughly|essentially|basically)\s++the\s++same|same\s++(?:quality|level)"
    r"|similar(?:ly)?+\s++(?:good|strong|helpful|useful|quality|accurate)|50\s*+[/-]\s*+50|both\s++(?:win|are\s++winners)"
    r"|(?:no|do(?:n['\u2019]t|\s++not)\s++have\s++an?+y?+)\s++(?:real\s++|clear\s++)?+preference"
    r"|either\s++(?:one\s++)?+(?:would\s++be|is|works)\s++(?:fine|acceptable|good|ok(?:ay)?+)"
    r"|can(?:not|['\u2019]t)\s++(?:separate|distinguish|split)|(?:just|equally)\s++as\s++(?:good|strong|helpful))",
    re.IGNORECASE,
)
_AGAINST = re.compile(
    r"\b(?:errors?|erroneous|wrong\w*|incorrect\w*|mistakes?|mistaken|fail\w*|miss\w*|lack\w*|less|least|worse|worst"
    r"|weaker|inferior|poor\w*|typos?|flaw\w*|issues?|problems?|inaccura\w*|irrelevant|vague|unclear|confus\w*"
    r"|omit\w*|hallucinat\w*|fabricat\w*|unhelpful|harmful|unsafe|but|however|although|though|whereas|while|unlike"
    r"|except|apart|other\s++than|only|not|no|never|nor|almost|nearly|sadly|unfortunately|off|short\w*|verbose"
    r"|overly|too|bug\w*|broken|crash\w*|false|misleading|outdated|careless|sloppy|awkward|misunderst\w*|misread\w*"
    r"|misinterpret\w*|ignor\w*|neglect\w*|forg[eo]t\w*|overlook\w*|instead\s++of|los[et]s?+|second|close|behind"
    r"|trail\w*|runner-up)\b|n['\u2019]t\b",
    re.IGNORECASE,
)
_CONDITION = re.compile(
    r"\b(?:if|unless|had|were|would\s++(?:need|have|require|take|demand|mean|make|get|earn|bring|push|raise|be\s++\w+\s++if)|could|might|once"
    r"|previous|earlier|last\s++time|other\s++turn)\b|^\W*+with(?:out)?+\b"
    r"|\b(?:an?|the)\s++(?:\w+\s++){0,3}(?:answer|response|version|one|reply)\s++would\b",
    re.IGNORECASE,
)
# a rating cue before the other number, and a count after it
_RATING_CUE = re.compile(
    r"\b(?:rat(?:e|ed|ing)|scor(?:e|ed|ing)|grade|give|gave|giving|deserv\w*|merit\w*|worth|revis\w*|adjust\w*"
    r"|lower\w*|rais\w*|bump\w*|chang\w*|make\s++(?:that|it)|more\s++like|closer\s++to|final|say|call\s++it|should\s++be)\b",
    re.IGNORECASE,
)
# a cue after the other number: "a 3 fits better", "6 would be fairer", "5 is more appropriate"
_RATING_AFTER = re.compile(
    r"\s*+(?:fits|suits|seems|is|feels|would\s++be)\s++(?:much\s++|far\s++)?+(?:better|fairer|more|right|fair|apt"
    r"|appropriate|accurate|reasonable|justified)\b",
    re.IGNORECASE,
)
# a denominator ("out of 10", "/10") or a criterion's own score ("accuracy 9", "Clarity: 7") before the number
_OUT_OF = re.compile(r"(?:out\s++of|/)\s*+$", re.IGNORECASE)
_CRITERION = re.compile(
    r"\b(?:accuracy|clarity|helpfulness|relevance|depth|creativity|completeness|correctness|coherence|fluency|style"
    r"|detail|harmlessness|honesty|conciseness|readability|organi[sz]ation|formatting|breakdown|count|number|total"
    r"|found|errors?|typos?|mistakes?|issues?|steps?|examples?|points?|items?)\W*+$",
    re.IGNORECASE,
)
_NEGATED = re.compile(r"\b(?:not|never|no)\b|n['\u2019]t\b", re.IGNORECASE)
_NUMBER = re.compile(r"(?<![\w.])(\d++(?:\.\d++)?+)(?!\w|\.\d)(?!\s*+-\s*+\w)")
# what a number counts ("5 examples", "3 steps"): a word after it that is no rating's
_COUNTED = re.compile(
    r"\s++(?!points?\b|out\b|stars?\b|overall\b|instead\b|rather\b|at\b|is\b|would\b|seems\b|fits\b)[a-z]{3,}",
    re.IGNORECASE,
)


# a JSON verdict's explanation field (reward-model templates): it speaks for the verdict as text after it would
_EXPLANATION = re.compile(
    r'"(?:explanation|reason|reasoning|rationale|justification|comment|comments|analysis)"\s*+:\s*+"((?:[^"\\]|\\.){0,4000})"',
    re.IGNORECASE,
)


def _sentences(text: str) -> list[str]:
    return [s.strip() for s in _SENTENCE_END.split(text) if s.strip()]


def _after_verdict(
    scan: str, whole: Parsed, template: Template, parse: Callable[[str, Template], Parsed | None]
) -> str:
    """The text after the last line holding the format's verdict marker (:data:`_MARKERS`) that completes the
    verdict: ``parse`` reads ``whole`` up to it and not up to the line before it (a later line naming a marker that
    does not change the reading, ``The correct choice is [[B]].``, is text after the verdict). Empty when none is
    found within :data:`_MAX_PARSES` lines from the end."""
    marker = _MARKERS.get(template.output_format, _DIGIT)
    lines = scan.split("\n")
    ends = []
    end = 0
    for line in lines:
        end += len(line) + 1
        ends.append(end)
    parses = 0
    for line, end in zip(reversed(lines), reversed(ends)):
        if not marker.search(line):
            continue
        if parses == _MAX_PARSES:
            return ""
        parses += 1
        got = parse(scan[:end], template)
        if got is not None and got.ok and got == whole:
            before = parse(scan[: end - len(line) - 1], template)
            if before is None or not before.ok or before != whole:
                return scan[end:]  # this line completes the verdict
    return ""


# a remark on one aspect, not the whole (adv15 M1, M2): a criterion label ("Style: B."), a possessive aspect
# ("B's writing is better"), "better examples", "better formatted", "more thorough", "on style", "for style",
# "stylistically", "presentation-wise", and a restricting lead ("Apart from the error, ...", "Otherwise, ...")
_ASPECT = re.compile(
    r"^[\W]*+(?!(?:final\s++)?+(?:verdict|winner|answer|choice|decision|result|conclusion|overall|pick|update|edit"
    r"|correction|revision|note|ps|p\.s)\b)\w++(?:\s++\w++)?+\s*+[:*]"
    r"|(?:\b[ab12]|\))['\u2019]s\s++(?!(?:answer|response|output|reply|one|work|submission)\b)\w++"
    r"|\b(?:better|nicer|cleaner|clearer|superior|stronger)\s++(?!than\b|overall\b|response|answer|one\b|choice|option"
    r"|job\b|of\b|by\b|in\s++every|to\b|here\b|now\b|after\b|and\b|on\s++the\s++whole)[a-z][a-z-]*+"
    r"|\bmore\s++(?!helpful|accurate|correct|useful|relevant|appropriate|reliable|truthful|factual|convincing"
    r"|persuasive|effective|responsive|compliant|faithful|precise|than)[a-z]++"
    r"|\b(?:for|on|in|at|regarding|with\s++(?:respect|regard)\s++to)\s++(?:the\s++|its\s++|their\s++|terms\s++of\s++)?+"
    r"(?!(?:every|all|general|whole|balance|the\s++end|short|sum|conclusion|reflection|second|fact|overall|my"
    r"|this|that|these|those|sure|now|me|the\s++user)\b)[a-z-]{3,}"
    r"|\b(?:stylistic|structur|visu|aesthetic|form|grammatic|linguistic|typographic|rhetoric|ton|cosmetic)ally\b"
    r"|\b[a-z]++-?+wise\b"
    r"|\b(?:apart|aside|other\s++than|except|excluding|beyond|otherwise|besides|setting\s++aside|every\s++other"
    r"|other\s++respects?)\b|\bbetter-\w"
    r"|\b(?:style|tone|formatting|format|structure|wording|length|presentation|layout|prose|grammar)\s++of\b",
    re.IGNORECASE,
)
# a tie that is about one aspect ("equally concise", "equal length") or negated, not about the whole ("equally good")
_TIE_ASPECT = re.compile(
    r"\bequal(?:ly)?+\s++(?!(?:good|bad|strong|weak|helpful|valid|correct|accurate|useful|relevant|effective"
    r"|competent|acceptable|fine|matched|poor|great|solid|appropriate|reasonable|in\s++quality)\b)[a-z]++"
    r"|\bequal\s++(?!quality|merit|footing)[a-z]++|\bnot\s++(?:a\s++)?+(?:tie|draw|equal)",
    re.IGNORECASE,
)


def _points_against(sentence: str, own: re.Pattern[str], nxt: str | None, sides: list[re.Pattern[str]]) -> bool:
    """Whether ``sentence`` is a remark, not a competing verdict: a negative or contrast word before the verdict
    side's first mention (or anywhere when it is not named), a condition, a remark on one aspect
    (:data:`_ASPECT`), or a next sentence that names no side and holds a negative word."""
    m = own.search(sentence)
    head_part = sentence if m is None else sentence[: m.start()]
    if _AGAINST.search(head_part) or _CONDITION.search(sentence) or _ASPECT.search(head_part):
        return True
    if _TIE_ASPECT.search(sentence) or sentence.rstrip(" *_)").endswith("?"):  # "equally fluent"; a question
        return True
    return nxt is not None and not any(s.search(nxt) for s in sides) and bool(_AGAINST.search(nxt))


def _taken_back(rest: list[str], own: re.Pattern[str], other: re.Pattern[str]) -> bool:
    """Whether a later sentence names only the verdict side, as a choice (``Sorry, I mean A.``)."""
    for t in rest:
        if own.search(t) and not other.search(t) and not _AGAINST.search(t):
            if _CUE.search(t) or len(t.split()) <= 4:
                return True
    return False


def _tie_remark(sentence: str) -> bool:
    """Whether a sentence with a tie word is a remark: on one aspect, restricted, conditional or negated."""
    return bool(_ASPECT.search(sentence) or _TIE_ASPECT.search(sentence) or _CONDITION.search(sentence))


def _pairwise(after: str, side: str) -> bool:
    """Whether a sentence of ``after`` speaks for a side other than ``side`` (``"a"``, ``"b"``, ``"tie"``)."""
    sentences = _sentences(after)
    names = [_SIDES["a"], _SIDES["b"]]
    mcq = _MCQ_CONTEXT.search(after) is not None
    for i, raw in enumerate(sentences):
        s = _MCQ.sub(" ", raw)
        if mcq:
            s = _MCQ_KEY.sub(" ", s)
        nxt = sentences[i + 1] if i + 1 < len(sentences) else None
        if side == "tie":
            for own, other in ((names[0], names[1]), (names[1], names[0])):
                if other.search(s) and _CUE.search(s) and not _TIE.search(s):
                    if not _points_against(s, own, nxt, names):
                        return True
            continue
        own, other = (_SIDES["a"], _SIDES["b"]) if side == "a" else (_SIDES["b"], _SIDES["a"])
        hit_other = other.search(s)
        if hit_other is not None:
            hit_own = own.search(s)
            if hit_own is not None and hit_own.start() < hit_other.start():
                continue  # the verdict side is named first: "A is better than B."
            short = len(s.split()) <= 3 and not _VERB.search(s)
            if (short or _CUE.search(s)) and not _points_against(s, own, nxt, names):
                if not _taken_back(sentences[i + 1 :], own, other):
                    return True
            continue
        if _TIE.search(s) and not own.search(s) and not _tie_remark(s) and not s.rstrip(" *_)").endswith("?"):
            return True
    return False


def _single(after: str, score: float, template: Template) -> bool:
    lo, hi = template.score_min, template.score_max
    if lo is None or hi is None:
        return False
    for raw in _sentences(after):
        for m in _NUMBER.finditer(raw):
            n = float(m.group(1))
            if not lo <= n <= hi or n == score:
                continue
            if _COUNTED.match(raw, m.end()) and not _RATING_AFTER.match(raw, m.end()):
                continue  # a count: "It gives 5 examples."
            before = raw[: m.start()]
            if _OUT_OF.search(before) or _CRITERION.search(before):
                continue  # "8 out of 10", "accuracy 9", "Clarity: 7", "Errors found: 2"
            if _NEGATED.search(re.split(r"[,;:]", before)[-1]):
                continue  # "I'd not lower it to 5"
            bare = len(raw.split()) <= 3
            if (
                (bare or _RATING_CUE.search(before) or _RATING_AFTER.match(raw, m.end()))
                and not _CONDITION.search(raw)
                and not re.search(r"\bnot\s++(?:an?\s++)?+$", before, re.IGNORECASE)
            ):
                return True
    return False


def speaks_past_verdict(text: str, template: Template, parse: Callable[[str, Template], Parsed | None]) -> bool:
    """Whether text after the verdict of a verdict-last format (all but ``scores_first``) speaks for a competing
    verdict by the rules in this module's docstring. ``parse`` is the format's parser; the scanned text is the
    last :data:`~judge_engine.pipeline.parsing.result.MAX_SCAN_CHARS`; work is linear in it (at most
    :data:`_MAX_PARSES` prefix parses)."""
    if template.output_format not in _VERDICT_LAST:
        return False
    scan = tail(text)
    whole = parse(scan, template)
    if whole is None or not whole.ok:
        return False
    after = _after_verdict(scan, whole, template, parse)
    if not after.strip() and template.output_format != "json":
        return False
    if template.output_format in _SINGLE:
        return whole.score_first is not None and _single(after, whole.score_first, template)
    side = side_of(whole.score_first, whole.score_second)
    if side is None:
        return False
    if template.output_format == "json":
        for m in _EXPLANATION.finditer(scan):
            if _pairwise(m.group(1).replace("\\n", "\n"), side):
                return True
    return _pairwise(after, side)
