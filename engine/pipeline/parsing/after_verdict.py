"""A backstop for text after a verdict that the format puts last (:func:`speaks_past_verdict`; issue 13).

After the verdict's token (``[[A]]``, ``Output (a)``, ``Rating: [[7]]``, FairEval's two score lines), on its line
and after it, the text is read by a closed list since parser version 25 (:mod:`~judge_engine.pipeline.parsing.closing`):
a sentence passes only as markup, a verdict note, a pleasantry of listed words addressing the reader, or a closing
that restates the verdict (``So, Assistant A is better.``); anything else reads ``ambiguous``. Since version 27 the
last sentence before a pairwise verdict is read too: a conclusion that states another verdict (``Overall, Assistant
B provides the better response.\n\n[[A]]``) reads ``ambiguous``; since version 84 a reason clause faulting one side
in the token's own sentence is the loser's (:func:`~judge_engine.pipeline.parsing.label_clauses.without_losers_reason`);
since version 87 a statement faulting the verdict's side and not the other fails it
(:func:`~judge_engine.pipeline.parsing.polarity.contrasted`, also inside a JSON verdict's explanation field).

The word-list reading (:func:`_pairwise`, with :mod:`~judge_engine.pipeline.parsing.side_cues`) stays for one place:
a JSON verdict's explanation field (``{"winner": "A", "explanation": "..."}``), which argues inside the verdict
object and so is the verdict's reasoning, not text after it. There a sentence speaks for another verdict when it
names the other side and speaks for it by :func:`~judge_engine.pipeline.parsing.side_cues.speaks_for` (each
preference cue gets a subject side and a polarity), is a bare side in at most three words, or states a tie naming
no side and not about one aspect; a later sentence naming only the verdict side takes it back (``B is better.
Sorry, I mean A.``). Formats whose explanation follows the scores by design (``scores_first``: FairEval's review)
are not checked here."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from judge_engine.pipeline.parsing.aspects import ASPECT_LABEL, ASPECT_LEAD, ASPECT_NOUN
from judge_engine.pipeline.parsing.closing import (
    NUMBER_TOKEN,
    TOKENS,
    object_start,
    split_sentences,
    strict_past_verdict,
)
from judge_engine.pipeline.parsing.conclusion import concludes_otherwise
from judge_engine.pipeline.parsing.contradiction import side_of, tie_contradicts
from judge_engine.pipeline.parsing.label_clauses import without_losers_reason
from judge_engine.pipeline.parsing.last_decision import decides_otherwise
from judge_engine.pipeline.parsing.own_fault import faults_own_side, hands_it_to_other_side
from judge_engine.pipeline.parsing.polarity import contrasted
from judge_engine.pipeline.parsing.rating_conclusion import concludes_other_rating
from judge_engine.pipeline.parsing.result import Parsed, tail
from judge_engine.pipeline.parsing.side_cues import FAULT, OTHER_ONE, aspect_only, conditional, speaks_for

if TYPE_CHECKING:
    from judge_engine.pipeline.templates import Template

# formats whose verdict is the completion's last word by the template's instructions
_VERDICT_LAST = frozenset(
    "verdict_brackets verdict5_brackets output_ab json rating_brackets scores_last rating_brackets_single "
    "result_n".split()
)
_SINGLE = frozenset({"rating_brackets_single", "result_n"})
# at most this many marker lines (from the end) are parsed to find the verdict's line
_MAX_PARSES = 4
# a line that may complete a verdict, by format: its marker ("[[", "output (", "[result]", a brace; digits: score lines)
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
_SEPARATOR = re.compile(r"[\s*_]*+(?:[-:\u2013\u2014]++|\(|,)|(?=\s++(?:because|since)\b)")  # v73 "("; stop 53 ","
# the verdict side's name standing for its token when the rest of the verdict's line is read ("[[A]] is better.")
_SIDE_NAME = {"a": "Assistant A", "b": "Assistant B", "tie": "It is a tie"}
# a side named without its name, for the closed-list reading: "the other one", and a bare "the other" (pass 24 H3)
_UNNAMED = re.compile(
    OTHER_ONE.pattern + r"|\bthe\s++other\b(?!\s++(?:questions?|things?|aspects?|points?))", re.IGNORECASE
)
# a bare side that lost: "B loses."
_LOST = re.compile(r"\blos(?:es|e|t|ing)\b", re.IGNORECASE)
# a predicate: a short sentence with one is a remark ("B is longer."), without one a bare side ("B, then.")
_VERB = re.compile(r"\b(?:is|was|are|were|has|had|does|did|looks|reads|sounds|seems|came|comes)\b", re.IGNORECASE)


def _side(letter: str, number: str, first: str, word: str, greek: str) -> re.Pattern[str]:
    """The names of one side (case-insensitive) in a later sentence; ``letter`` is ``a`` or ``b``, ``number`` its
    digit, ``first`` its ordinals, ``word`` its number word (``Assistant Two``), ``greek`` its Greek letter."""
    up = letter.upper()
    return re.compile(
        r"\[\[\s*+" + letter + r"\s*+\]\]"
        r"|\b(?:assistant|response|answer|output|model|chatbot|candidate)(?:\s*+(?:no\.\s*+|#\s*+)?+\(?+\s*+|_)(?:"
        + letter
        + r"|"
        + number
        + r"|"
        + greek
        + r")\b\s*+\)?+|\b(?:assistant|chatbot|candidate)\s++"
        + word
        + r"\b"
        r"|\b(?<!comes\s)(?<!came\s)(?<!\bin\s)(?<!\bat\s)(?<!close\s)(?<!ranks\s)(?<!placed\s)(?:the\s++)?+"
        + first
        + r"(?:\s++(?:one|response|answer|assistant|output|model|candidate)\b|\b(?!\s++of\s++all\b)(?!\s++"
        r"(?:half|part|step|paragraph|sentence|point|question|turn|line|section|item|case|example|time|approach|option"
        r"|method|version|attempt|draft|place|round|stage|phase|number|term|solution|error|mistake|issue|bullet|row)))"
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


SIDE_NAMES = {
    "a": _side("a", "1", "(?:first|former)", "one", "\u03b1"),
    "b": _side(
        "b", "2", r"(?:second|latter|later(?=\s++(?:one|response|answer|assistant|output|model)))", "two", "\u03b2"
    ),
}
# a multiple-choice key is no side: "the correct answer is (B)", "option B", "choice (b)"
_MCQ_NOUN = (
    r"\b(?:plan|algorithm|approach|method|version|step|part|type|group|class|item|section|figure|table|case|scenario"
    r"|vitamin|strategy|option)\s++\(?+[a-e]\)?+(?![\w\]])"
)
_MCQ = re.compile(
    _MCQ_NOUN + r"|\b(?:correct|right|true|reference|expected|actual)\s++(?:answer|option|key)"
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
    r"|recommend\w*|(?:had|has|gave|gives|got|provides?|provided)\s++the\s++(?:correct|right|better|best)"
    r"|(?:answer|choice|winner|pick)\s++(?:is|would\s++be)|go(?:es|ing)?+\s++(?:with|for|to)"
    r"|should\s++(?:win|be)|the\s++one|final|award\w*|goes\s++to|give\s++(?:it|this(?:\s++one)?+)\s++to)\b",
    re.IGNORECASE,
)
_TIE = re.compile(
    r"\b(?:ties?|tied|draw|toss-?+up|equal(?:ly)?+|neither\s++(?:\w+\s+){0,3}?(?:wins|stands\s++out|comes\s++out"
    r"|(?:is|was)?\s*+(?:clearly\s++|really\s++)?(?:better|superior|preferable|stronger|ahead|the\s++(?:winner|better)))"
    r"|comparable|on\s++par|evenly|indistinguishable"
    r"|no\s++(?:clear\s++|real\s++)?+(?:winner|preference|difference|favou?rite)|too\s++close|can(?:not|['\u2019]t)"
    r"\s++(?:decide|choose|pick)|(?:about|roughly|essentially|basically)\s++the\s++same|same\s++(?:quality|level)"
    r"|similar(?:ly)?+\s++(?:good|strong|helpful|useful|quality|accurate)|50\s*+[/-]\s*+50|both\s++(?:win|are\s++winners)"
    r"|(?:no|do(?:n['\u2019]t|\s++not)\s++have\s++an?+y?+)\s++(?:real\s++|clear\s++)?+preference"
    r"|either\s++(?:one\s++)?+(?:would\s++be|is|works)\s++(?:fine|acceptable|good|ok(?:ay)?+)"
    r"|can(?:not|['\u2019]t)\s++(?:separate|distinguish|split)|(?:just|equally)\s++as\s++(?:good|strong|helpful)"
    r"|coin\s*+-?flip|both\s++deserve|either\s++(?:one\s++)?works|both\s++are\s++(?:fine|good|acceptable))",
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
# a JSON verdict's explanation field (reward-model templates): it speaks for the verdict as text after it would
_EXPLANATION = re.compile(
    r'"(?:explanation|reason|reasoning|rationale|justification|comment|comments|analysis)"\s*+:\s*+"((?:[^"\\]|\\.){0,4000})"',
    re.IGNORECASE,
)


def _after_verdict(
    scan: str, whole: Parsed, template: Template, parse: Callable[[str, Template], Parsed | None]
) -> tuple[str, str, str]:
    """The text around the verdict, as (the text before the last verdict token of its line, the rest of that line
    after the token (:data:`~judge_engine.pipeline.parsing.closing.TOKENS`: ``[[A]]``, ``Output (a)``, ``[RESULT]
    4``, a number), the lines after it): for JSON, (the text before the object, "", after its last ``}``) when
    the text up to it reads ``whole``; else the verdict's line is the last line holding the format's marker
    (:data:`_MARKERS`) that by itself, or for score lines with the score line at most two lines before it
    (FairEval's two score lines), reads ``whole`` (a later line naming another marker, ``The correct choice is
    [[B]].``, is text after the verdict). At most :data:`_MAX_PARSES` marker lines are tried, each alone and with
    the one before, so the work stays linear in the text; ("", "", "") when none reads."""
    if template.output_format == "json":
        close = scan.rfind("}")
        got = parse(scan[: close + 1], template) if close >= 0 else None
        ok = got is not None and got.ok and got == whole
        return (scan[: object_start(scan, close)], "", scan[close + 1 :]) if ok else ("", "", "")
    marker = _MARKERS.get(template.output_format, _DIGIT)
    token = TOKENS.get(template.output_format, NUMBER_TOKEN)
    lines = scan.split("\n")
    starts = [0] * len(lines)
    for i in range(1, len(lines)):
        starts[i] = starts[i - 1] + len(lines[i - 1]) + 1
    marked = [i for i in range(len(lines) - 1, -1, -1) if marker.search(lines[i])][: _MAX_PARSES + 1]
    for k, i in enumerate(marked[:_MAX_PARSES]):
        line = lines[i]
        # the line alone, or with the marker line before it (FairEval's "Assistant 1: 8\nAssistant 2: 6")
        pair = template.output_format not in _MARKERS and k + 1 < len(marked) and i - marked[k + 1] <= 2
        first = [i] + ([marked[k + 1]] if pair else [])
        for j in first:
            got = parse(scan[starts[j] : starts[i] + len(line)], template)
            if got is not None and got.ok and got == whole:
                spans = [(m.start(), m.end()) for m in token.finditer(line)] or [(len(line), len(line))]
                head = starts[j] if j < i else starts[i] + spans[-1][0]
                return scan[:head], line[spans[-1][1] :], scan[starts[i] + len(line) + 1 :]
    return "", "", ""


# a tie on one aspect: "about the same length", "no difference in formatting", "Length is about the same."
_TIE_ON_ASPECT = re.compile(
    r"\b(?:same|similar|comparable|equal|identical|difference|differ)\s++(?:in\s++|of\s++)?(?:\w+\s+)?"
    + ASPECT_NOUN
    + r"|^\W*+(?:the\s++|their\s++)?"
    + ASPECT_NOUN
    + r"\s++(?:is|are|was|were)\b|in\s++terms\s++of\s++(?:\w+\s+)?"
    + ASPECT_NOUN,
    re.IGNORECASE,
)
# a lead that leaves out the point made before: a tie after it is about the rest ("In every other respect, both ...")
_EXCEPT_LEAD = re.compile(
    r"\W*+(?:(?:in\s++)?(?:every|all)\s++other\s++(?:respects?|ways?)|otherwise|(?:apart|aside)\s++from|other\s++than"
    r"|except\s++for|besides\s++(?:that|this|the)|setting\s++(?:\w+\s+){1,3}?aside"
    r"|without\s++(?:the|that|this|its)\s++(?:\w+\s+)?(?:error|mistake|bug|flaw|issue|slip|omission))\b",
    re.IGNORECASE,
)
# a tie that is about one aspect ("equally concise", "equal length") or negated, not about the whole ("equally good")
_TIE_ASPECT = re.compile(
    r"\bequal(?:ly)?+\s++(?!(?:good|bad|strong|weak|helpful|valid|correct|accurate|useful|relevant|effective"
    r"|competent|acceptable|fine|matched|poor|great|solid|appropriate|reasonable|in\s++quality)\b)[a-z]++"
    r"|\bequal\s++(?!quality|merit|footing)[a-z]++|\bnot\s++(?:a\s++)?+(?:tie|draw|equal)",
    re.IGNORECASE,
)


_BARE_LETTER = {x: re.compile(r"\(\s*+" + x + r"\s*+\)", re.IGNORECASE) for x in ("a", "b")}
# a side's names or its bare letter in parentheses ("(b)"), for the strict reading (and a capital A before a word that
# never follows the article: "A for sure.", "A by far.")
_A_NOT_ARTICLE = (
    r"|(?<![\w(])(?-i:A)(?=\s++(?-i:for|by|with|of|in|on|at|and|or|but|if|because|since|as|than|then|all|too|again"
    r"|though|over|vs|versus|hands|without|not|narrowly|barely|easily)\b)"
)
_NAMED = {
    x: re.compile(
        SIDE_NAMES[x].pattern + "|" + _BARE_LETTER[x].pattern + (_A_NOT_ARTICLE if x == "a" else ""), re.IGNORECASE
    )
    for x in ("a", "b")
}


def _not_own(sentence: str, own: re.Pattern[str], side: str) -> str:
    """``sentence`` with "not <verdict side>" (``Assistant B, not A, is better``) replaced by a plain cue word:
    it negates the verdict side, so it speaks for the other."""
    out = sentence
    for m in reversed(list(re.finditer(r"\bnot\s++", sentence, re.IGNORECASE))[:8]):
        hit = own.match(sentence, m.end()) or _BARE_LETTER[side].match(sentence, m.end())
        if hit is not None:
            out = out[: m.start()] + " verdict " + out[hit.end() :]
    return out


# an apology clause says nothing of the sides: "Apologies for the error above; B is better.", "- sorry for that"
_APOLOGY = re.compile(
    r"(?:i['\u2019]m\s++|i\s++am\s++)?+(?:so\s++|very\s++)?+(?:sorry|apolog\w*+|my\s++(?:mistake|bad|apologies))"
    r"[^.;:!?\n\u2013\u2014]{0,120}+",
    re.IGNORECASE,
)


def _taken_back_from(sentences: list[str], own: re.Pattern[str], other: re.Pattern[str]) -> list[bool]:
    """For each sentence index, whether a LATER sentence names only the verdict side as a choice (``Sorry, I mean
    A.``): one pass from the end (linear)."""
    out = [False] * len(sentences)
    later = False
    for i in range(len(sentences) - 1, -1, -1):
        out[i] = later
        t = sentences[i]
        if own.search(t) and not other.search(t) and not _AGAINST.search(t):
            if _CUE.search(t) or (len(t.split()) <= 4 and not _VERB.search(t)):
                later = True
    return out


def _tie_remark(sentence: str) -> bool:
    """Whether a sentence with a tie word is a remark: led by one aspect (``Style-wise,``), on one aspect
    (``equally concise``), restricted (``In every other respect,``, ``Apart from that,``), negated (``not a
    tie``) or conditional (``if``, ``unless``)."""
    return bool(
        ASPECT_LEAD.match(sentence)
        or _EXCEPT_LEAD.match(sentence)
        or _TIE_ASPECT.search(sentence)
        or _TIE_ON_ASPECT.search(sentence)
        or conditional(sentence)
    )


def _last_named(sentence: str, own: re.Pattern[str], other: re.Pattern[str], before: bool | None) -> bool | None:
    """Whether the side ``sentence`` names last is the verdict side (True) or the other (False); ``before`` when it
    names none."""
    o = [m.start() for m in list(own.finditer(sentence))[-16:]]
    t = [m.start() for m in list(other.finditer(sentence))[-16:]]
    if not o and not t:
        return before
    return bool(o) and (not t or o[-1] > t[-1])


def _pairwise(after: str, side: str) -> bool:
    """Whether a sentence of ``after`` speaks for a side other than ``side`` (``"a"``, ``"b"``, ``"tie"``)."""
    sentences = split_sentences(after)
    names = [SIDE_NAMES["a"], SIDE_NAMES["b"]]
    mcq = _MCQ_CONTEXT.search(after) is not None
    own, other = (names[0], names[1]) if side != "b" else (names[1], names[0])
    back = _taken_back_from(sentences, own, other)
    carried: bool | None = None  # whether the side named last so far is the verdict side
    for i, raw in enumerate(sentences):
        s = _MCQ.sub(" ", raw)
        if mcq:
            s = _MCQ_KEY.sub(" ", s)
        nxt = sentences[i + 1] if i + 1 < len(sentences) else None
        if side == "tie":
            for mine, theirs in ((names[0], names[1]), (names[1], names[0])):
                named = theirs.search(s) or mine.search(s) or OTHER_ONE.search(s)  # "The other response is better."
                if named and not _TIE.search(s) and speaks_for(s, mine, theirs, nxt, tie=True):
                    return True
            continue
        s = _not_own(_APOLOGY.sub(" ", s), own, side)
        hit_other = other.search(s) or OTHER_ONE.search(s)  # "The other response is better."
        if hit_other is None and own.search(s) is None and carried is not None:
            if speaks_for(s, own, other, nxt, carried):
                return True  # "B uses the right formula. It is therefore the better response."
        carried = _last_named(s, own, other, carried)
        if hit_other is None and own.search(s) is not None and not back[i] and speaks_for(s, own, other, nxt):
            return True  # "Assistant A is outperformed here."
        if hit_other is not None:
            if back[i]:
                continue  # taken back: "B is better. Sorry, I mean A."
            if len(s.split()) <= 3 and not _VERB.search(s) and own.search(s) is None:
                if not (
                    ASPECT_LABEL.match(s)
                    or aspect_only(s)
                    or FAULT.search(s)
                    or _LOST.search(s)
                    or s.rstrip(" *_)").endswith("?")
                ):
                    return True  # a bare side: "B, then.", "So, Assistant B."
                continue
            if speaks_for(s, own, other, nxt):
                return True
            continue
        if _TIE.search(s) and not own.search(s) and not _tie_remark(s) and not s.rstrip(" *_)").endswith("?"):
            return True
    return False


def speaks_past_verdict(text: str, template: Template, parse: Callable[[str, Template], Parsed | None]) -> bool:
    """Whether text after the verdict of a verdict-last format (all but ``scores_first``) reads as anything but
    the verdict (the module's docstring): strictly after the verdict, by the word-list rules inside a JSON
    verdict's explanation field. ``parse`` is the format's parser; the scanned text is the last
    :data:`~judge_engine.pipeline.parsing.result.MAX_SCAN_CHARS`; work is linear in it (at most
    :data:`_MAX_PARSES` prefix parses)."""
    if template.output_format not in _VERDICT_LAST:
        return False
    scan = tail(text)
    whole = parse(scan, template)
    if whole is None or not whole.ok:
        return False
    before, rest, after = _after_verdict(scan, whole, template, parse)
    lo, hi, first = template.score_min, template.score_max, whole.score_first
    if template.output_format in _SINGLE:
        if lo is not None and hi is not None and first is not None and concludes_other_rating(before, first, lo, hi):
            return True  # "I would rate this response a 6 out of 10.\n\nRating: [[7]]"; v87: "It is perfect.\n[[1]]"
        return strict_past_verdict(rest + "\n" + after, None, (_NAMED["a"], _NAMED["b"]), _UNNAMED, _CUE, _TIE)
    side = side_of(first, whole.score_second)
    if side is None:
        return False
    ties = tie_contradicts(whole.score_first, whole.score_second, template)
    before, loser = without_losers_reason(before)  # "Because Assistant A is incorrect, the better answer is [[B]]"
    against = faults_own_side(before, side) or contrasted(before, side, ties)  # v87: "A is wrong; B is right.\n[[A]]"
    if loser == side or against or hands_it_to_other_side(before, side):
        return True  # "Because Assistant A is incorrect, the better answer is [[A]]" (v84), "A is rude.\n[[A]]" (v85)
    if concludes_otherwise(before, side, (SIDE_NAMES["a"], SIDE_NAMES["b"]), ties=ties):
        return True  # "Overall, Assistant B is the better response.\n\n[[A]]"
    if decides_otherwise(before, side, (SIDE_NAMES["a"], SIDE_NAMES["b"]), ties, "scores" in template.output_format):
        return True  # "Assistant B takes it.\n\n[[A]]": the last decision before it (parser version 53, pass 46)
    if not rest.strip() and not after.strip() and template.output_format != "json":
        return False
    if template.output_format == "json":
        for m in _EXPLANATION.finditer(scan):
            if _pairwise(m.group(1).replace("\\n", "\n"), side) or contrasted(m.group(1), side, ties):
                return True
    sep = _SEPARATOR.match(rest)  # "[[A]] - A is better.": what follows the dash is a sentence of its own
    text = (rest[sep.end() :] if sep else _SIDE_NAME[side] + rest) + "\n" + after
    strength = "any"  # a five-level verdict states its intensity: a closing may restate only that one
    if template.output_format == "verdict5_brackets" and side != "tie":
        strength = "strong" if whole.score_first in (0.0, 1.0) else "slight"
    return strict_past_verdict(text, side, (_NAMED["a"], _NAMED["b"]), _UNNAMED, _CUE, _TIE, strength)
