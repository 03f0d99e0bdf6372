"""A later line that itself states a different verdict for the template (:func:`restates_other`), whatever word
leads it (issue 13 adv9 H2, M2): ``[[A]]\\n\\nOn second look, B is better.``, ``[[A]]\\nErratum: B is the better
one.``, ``[[A]]\\nSo the answer is B.``, ``[[A]]\\nErr, B.``, ``8 6\\nI prefer Assistant 2.``, ``Rating: [[8]]\\n
Revision: 5.``, ``Rating: [[8]]\\nI'd actually give it a 5.``. The rule reads the line's last clause only (after its
last ``,`` ``:`` ``;`` ``-`` or sentence end), and that clause must be nothing but the other verdict: a side with a
comparative (``B is better``, ``Assistant 2 did better``), a bare side (``B.``, ``I meant B``, ``should be B``,
``the correct verdict is B``), or, for a single rating, a bare number on the template's scale (``5.``, ``more like a
5``, ``give it a 5``). A remark that keeps the verdict or talks about a detail (``P.S. Assistant B should have shown
its work.``, ``In terms of style, B is better.``, ``If brevity matters, B is better.``) is none. A trailing aside
after a comma (``B is better, I think.``, ``, in my opinion``, ``, actually``) is dropped before the split, and an
opinion lead (``In my opinion,``, ``I'd say``, ``IMO``, ``For these reasons,``) is no remark (adv11 H3). Adv12 H2:
``B is better than A``, ``B did a better job``, ``B is the clear winner``, ``B outperforms A``, ``The better response is
B``, ``B gets my vote``, ``B has the edge``, ``B should win``; a short closing sentence after the restatement (``B is
better. Final answer.``) is skipped; single ratings ``it deserves a 5``, ``a 5 is more appropriate``, ``a 5 at
best``. Adv13: a tie ``It is a tie``, ``This was a draw``, ``They are equally good``, ``Both are equal in quality``; an
apology closing (``B is better. Sorry for the mistake.``, two closings ``Sorry for the confusion. Thanks.``), skipped
for single ratings too (``I'd give it a 5. Sorry for the error.``); ``B over A``, ``I prefer B over A``, ``B is superior
to A``, ``B is way/a lot better``, asides ``, no doubt``, ``, clearly``, ``, frankly``, ``, I'd say``,
``, on balance``. Adv13 leftovers: a short sentence restating the other side in an unlisted wording
(:func:`~judge_engine.pipeline.parsing.side_sentence.states_side`: ``B wins hands down.``, ``I'll go with B.``),
``Definitely B.``, ``, if I'm honest``; a dimension alone (``B is more detailed.``) is no verdict; single ratings
``It's worth a 5``, ``It's more of a 5``, ``It merits a 5``, ``A 5 seems fairer``, ``a 5 rather than an 8``.
Adv14: a tie in any wording of :mod:`~judge_engine.pipeline.parsing.ties` (``There is no clear winner.``, ``It's a
toss-up.``); an explicit change (``I change my verdict to B``, ``My verdict is actually B``, ``I now favor B``, ``B thus
wins``, ``B edges out A``, ``B has a slight edge``, ``B should be ranked higher``, ``..., making it the better choice``
after a sentence whose subject is B); single ratings ``I'd revise my score to 6``, ``A score of 6 is more
appropriate``, ``My final rating is 6``, ``Rating: 6 (revised)``, ``It should be 6, not 8``; two scores swapped
(``I'd swap these scores.``) or one side's score changed so the other side ranks higher (``Assistant 2 should get
9.``). ``The correct/right answer|choice|option is B`` (and ``The answer is B`` on a line about options) names a
multiple-choice key, not a side."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from judge_engine.pipeline.parsing.contradiction import side_of
from judge_engine.pipeline.parsing.reason_cut import before_reason_line
from judge_engine.pipeline.parsing.result import Parsed, head, tail
from judge_engine.pipeline.parsing.side_sentence import states_side
from judge_engine.pipeline.parsing.spans import NOT_FINAL_LABEL
from judge_engine.pipeline.parsing.ties import TIE

if TYPE_CHECKING:
    from judge_engine.pipeline.templates import Template

# words a restating clause may start with: "so", "but", "well", "err", "or rather", "actually", "i think"
_OPEN = (
    r"(?:(?:so|thus|therefore|hence|but|and|or|well|err?|um|hmm|oh|no|actually|rather|instead|clearly|overall|really"
    r"|definitely|certainly|obviously|absolutely|surely"
    r"|honestly|ultimately|in\s++fact|on\s++reflection|imo|to\s++be\s++honest|in\s++my\s++(?:opinion|view)"
    r"|i(?:['\u2019]d|\s++would)\s++say|it\s++seems(?:\s++(?:that|like))?+"
    r"|i\s++(?:now\s++|really\s++|still\s++)?+(?:think|believe|feel))[\s,]++)*+"
)
# one assistant named as a side (case-folded): "[[b]]", "assistant b", "response (2)", "the second one", "b"
_SIDE = (
    r"(?:\[\[\s*+(?P<s0>[abc])\s*+\]\]|(?:the\s++)?+(?:assistant|response|answer|output|model)\s*+\(?+\s*+(?P<s1>[ab12])"
    r"(?:\s*+\))?+|(?:the\s++)?+(?P<s2>first|second)\s++(?:assistant|response|answer|output|model|one)|(?P<s3>[ab]))"
    r"(?:['\u2019]s\s++(?:answer|response|output|reply|one))?+"
)
_ADV = (
    r"(?:(?:clearly|definitely|much|far|slightly|somewhat|significantly|marginally|overall|actually|really|truly|way"
    r"|a\s++lot|a\s++bit|therefore|thus|hence|indeed|now|then)"
    r"\s++)*+"
)
# a verdict quality; a dimension (adv13 M4: "B is more detailed." is a remark on length, not a verdict) counts only
# joined to a verdict quality ("B is more thorough and more accurate.")
_QUALITY = r"(?:helpful|accurate|useful|correct|relevant)"
_DIMENSION = r"(?:informative|complete|thorough|detailed|clear)"
# the other side after "than" / "outperforms" (adv12 H2): "than A", "than Assistant A", "than Output (a)"
_OTHER = (
    r"(?:the\s++)?+(?:(?:assistant|response|answer|output|model)\s*+\(?+\s*+[ab12]\s*+\)?+|[ab12]\b"
    r"|(?:first|second|other)(?:\s++(?:assistant|response|answer|output|model|one))?+)"
)
_BETTER = (
    r"(?:better|superior|stronger|preferable|preferred|the\s++(?:clear\s++|obvious\s++|overall\s++)?+winner|ahead"
    r"|an?\s++(?:much\s++|far\s++)?+better\s++job|the\s++best|the\s++(?:stronger|better)\s++of\s++the\s++two"
    r"|(?:the\s++)?+more\s++(?:"
    + _DIMENSION
    + r"\s++and\s++(?:more\s++)?+(?="
    + _QUALITY
    + r"))?+"
    + _QUALITY
    + r"(?:\s++and\s++(?:more\s++)?+(?:"
    + _QUALITY
    + "|"
    + _DIMENSION
    + r"))?+"
    r"(?:\s++(?:one|answer|response))?+)"
)
_THE_BETTER = r"the\s++(?:better|stronger|superior|preferred)(?:\s++(?:one|answer|response|choice|option))?+"
_END = (
    r"(?:\s++(?:overall|after\s++all|instead|then|here|actually|really|in\s++the\s++end|on\s++reflection|to\s++me"
    r"|on\s++second\s++thought|upon\s++reflection))?+[\s.!)*_]*+"
)
# a last clause that is only a side verdict; group "w": the side named is worse, "t": a tie
# adv14 H2: an explicit change ("I change my verdict to B", "my verdict changes to B", "my verdict is actually B",
# "I now favor B", "I'm switching to B", "I would actually pick B"); adv14 M3: "the correct/right answer|choice|option
# is X" names a multiple-choice question's key, not a side (:data:`_ANSWER_KEY`)
_PREFIX = (
    r"(?P<p>(?:(?:(?:the|my)\s++)?+(?:(?:correct|right|real|true|actual|final|new|better)\s++)?+"
    r"(?:verdict|answer|choice|winner|pick|result|response|one|option|assistant|output)\s++(?:is|should\s++be|would\s++be"
    r"|(?:now\s++)?+changes\s++to|has\s++changed\s++to|is\s++changed\s++to)(?:\s++(?:actually|now|instead|really))?+"
    r"|(?:my\s++vote|the\s++(?:edge|win|nod))\s++goes\s++to|i\s++lean\s++towards?+|(?:i\s++)?+(?:meant|mean)"
    r"|(?:i(?:['\u2019]m|\s++am|['\u2019]ll|\s++will|['\u2019]d|\s++would)?+\s++)?+(?:(?:now|hereby)\s++)?+"
    r"(?:change|changing|switch|switching|revise|revising|update|updating|amend|amending)"
    r"(?:\s++my\s++(?:verdict|answer|choice|pick|vote|decision|judge?ment|preference))?+\s++to"
    r"|(?:it\s++)?+should\s++(?:be|have\s++been)|(?:i(?:['\u2019]d|['\u2019]ll|\s++would|\s++will)?+\s++)?+"
    r"(?:(?:now|actually|rather|instead|really)\s++)?+(?:prefer|favou?r|choose|pick|go\s++with)|make\s++(?:that|it))"
    r"\s++)?+"
)
_ANSWER_KEY = re.compile(
    r"(?:the\s++)?+(?:correct|right|true|actual)\s++(?:answer|choice|option)\s++(?:is|should\s++be|would\s++be)\b"
)
# adv14 H2: an adverb before the verb ("B thus wins"), "edges out A", "takes the win", "has a slight edge/advantage",
# "better by a small margin", "should be ranked higher", "deserves the higher score"
_MARGIN = r"(?:\s++by\s++(?:a\s++)?+(?:(?:small|slight|narrow|wide|large|clear|fair|good)\s++)?+margin|\s++by\s++far)?+"
_COMPARATIVE = (
    r"(?P<c>(?:\s++(?:thus|therefore|hence|then|now|clearly|actually|really|definitely|ultimately|indeed))?+\s++(?:"
    r"(?:is|was|seems|looks|did|does|performed|performs|fared|fares|came\s++out|comes\s++out)\s++"
    + _ADV
    + r"(?:"
    + _BETTER
    + r"|"
    + _THE_BETTER
    + r"|(?P<w>worse|inferior|weaker))"
    + _MARGIN
    + r"(?:\s++(?:than|to)\s++"
    + _OTHER
    + r")?+"
    r"|(?:outperform(?:s|ed)?+|beats?|surpass(?:es|ed)?+|bests|over)\s++"
    + _OTHER
    + r"|(?:provided|provides|gave|gives|wrote|writes|offered|offers|had|has)\s++"
    + _THE_BETTER
    + r"|wins|won|edges\s++(?:it\s++)?+out(?:\s++"
    + _OTHER
    + r")?+|takes\s++(?:it|the\s++(?:win|crown|lead|prize))"
    r"|gets\s++my\s++vote"
    r"|(?:has|holds|enjoys)\s++(?:the|an?)\s++(?:(?:slight|small|clear|definite|marginal|narrow|decisive)\s++)?+"
    r"(?:edge|advantage)(?:\s++over\s++" + _OTHER + r")?+"
    r"|(?:should|would|deserves\s++to)\s++win|deserves\s++the\s++win|comes\s++out\s++on\s++top|it\s++is"
    r"|(?:should|deserves\s++to|ought\s++to)\s++be\s++(?:ranked|rated|scored|placed|judged)\s++(?:higher|first"
    r"|above\s++" + _OTHER + r")"
    r"|deserves\s++(?:the\s++)?+(?:higher|better|top)\s++(?:score|rating|rank|ranking|spot|place)"
    r"|(?:is|would\s++be)\s++my\s++(?:pick|choice)|should\s++be\s++(?:preferred|chosen|the\s++winner)))?+"
)
_TIE = r"(?P<t>" + TIE + r")"
_SIDE_CLAUSE = re.compile(r"[\s*_#>(-]*+" + _OPEN + r"(?:" + _PREFIX + _SIDE + _COMPARATIVE + r"|" + _TIE + r")" + _END)
_MARKUP = " \t*_#>(-"
_THE_ANSWER = re.compile(r"[\s*_#>(-]*+(?:so\s++)?+the\s++answer\s++is\b")
# a line that talks of a question's options: "the answer is B" there names the key (adv14 M3)
_OPTION_TALK = re.compile(r"\b(?:options?|choices?|multiple[\s-]++choice|chose|picks?|picked|selects?|selected)\b")
# adv14 M1: a two-score verdict swapped ("I'd swap these scores.") or one side's score changed ("Assistant 2
# should get 9.")
_SWAP = re.compile(
    r"[\s*_#>(-]*+" + _OPEN + r"(?:i(?:['\u2019]d|\s++would|['\u2019]ll|\s++will)\s++)?+(?:swap|switch|reverse|flip)"
    r"\s++(?:these|the|those|their|my|both)\s++(?:two\s++)?+(?:scores|ratings)" + _END
)
_SCORE_FOR = re.compile(
    r"[\s*_#>(-]*+" + _OPEN + _SIDE + r"\s++(?:should\s++(?:get|have|receive|be\s++given)|deserves|merits|gets"
    r"|would\s++get)\s++(?:an?\s++|(?:an?\s++)?+(?:score|rating)\s++of\s++)?+(?P<n>[0-9]++(?:\.[0-9]++)?+)" + _END
)
# adv14 H2: a participle clause after a sentence whose subject is a side ("Assistant B's response is also correct and
# more concise, making it the better choice."): the clause gives that side the verdict
_SUBJECT_SIDE = re.compile(
    r"[\s*_#>(-]*+(?:[a-z ]{1,20}+:\s*+)?+" + _OPEN + _SIDE + r"\s++(?:is|was|has|had|also|provides|gives|offers"
    r"|covers|includes|answers|explains|addresses|gets|got)\b"
)
_MAKING = re.compile(
    r"(?:making|which\s++makes|that\s++makes)\s++(?:it|them|this)\s++(?:the\s++)?+(?:better|stronger|superior"
    r"|preferred|preferable|winning|best|clear\s++winner|winner)(?:\s++(?:choice|one|response|answer|option|pick))?+"
    + _END
)
# a last clause that is only a rating (case-folded): "5.", "more like a 5", "i'd actually give it a 5", "should be 6"
_NUMBER_CLAUSE = re.compile(
    r"[\s*_#>(-]*+"
    + _OPEN
    + r"(?:(?:i(?:['\u2019]d|['\u2019]ll|\s++would|\s++will)\s++)?+(?:(?:actually|rather|now|instead)\s++)?+"
    r"(?:(?:give|rate|score|grade|put|make|call)\s++(?:it|this|that|the\s++response)?+\s*+(?:at\s++)?+"
    r"|(?:lower|raise|drop|bump|reduce|increase|change|revise|adjust|move)\s++(?:it|this|that"
    r"|(?:the|my)\s++(?:rating|score|grade|response))\s++(?:down\s++|up\s++)?+to\s++)"
    r"|(?:more\s++like|closer\s++to|rather|make\s++(?:that|it)|i\s++meant?|say|maybe)\s++"
    r"|(?:(?:it|this|the\s++(?:response|answer))\s++)?+(?:really\s++|only\s++)?+(?:deserves|merits)\s++"
    r"(?:no\s++more\s++than\s++|at\s++most\s++)?+(?=an?\s)"
    r"|it(?:['\u2019]s|\s++is)\s++(?:really\s++|at\s++most\s++|(?:only\s++)?+worth\s++|more\s++of\s++)?+(?=an?\s)"
    r"|(?:(?:the|my)\s++|(?:it|this|that)\s++)?+(?:(?:final|overall|revised|new|actual|real|true|correct|fair)\s++)?+"
    r"(?:(?:rating|score|grade|verdict|answer)\s++)?+(?:should\s++(?:be|have\s++been)|is\s++(?:really|actually|now))\s++"
    r"|(?:(?:the|my)\s++)?+(?:(?:final|overall|revised|new|actual|real|true|correct|fair)\s++)?+(?:rating|score|grade"
    r"|verdict)\s++is\s++)?+(?:(?:an?|the)\s++(?:(?:final|overall|revised)\s++)?+(?:rating|score|grade)\s++of\s++)?+"
    r"(?:an?\s++)?+"
    r"(?P<n>[0-9]++(?:\.[0-9]++)?+)(?:\s*+/\s*+[0-9]++|\s++out\s++of\s++[0-9]++)?+"
    r"(?:\s++at\s++(?:best|most)|\s++rather\s++than\s++(?:an?\s++)?+[0-9]++(?:\.[0-9]++)?+"
    r"|\s++(?:is|would\s++be|seems|feels)\s++(?:much\s++|far\s++)?+(?:fairer|more\s++"
    r"(?:appropriate|fitting|accurate|reasonable|fair)))?+" + _END
)
# where a line's last clause starts: after ",", ":", ";", " - ", "(" (not a side's: "Output (b)") or a sentence end
# a trailing aside after a comma that is no clause of its own (adv11 H3): "B is better, I think.", ", in my
# opinion", ", actually", ", though", ", to be honest", ", all things considered", ", after further review"
_ASIDE = re.compile(
    r",\s*+(?:i\s++(?:think|believe|feel|guess)|in\s++my\s++(?:opinion|view)|imo|actually|though|really|honestly"
    r"|to\s++be\s++honest|all\s++things\s++considered|overall|on\s++reflection|in\s++the\s++end|in\s++fact|for\s++sure"
    r"|after\s++(?:further|closer|more)\s++(?:review|thought|consideration|reflection)|no\s++doubt|without\s++a\s++doubt"
    r"|hands\s++down|clearly|frankly|definitely|i(?:['\u2019]d|\s++would)\s++say|on\s++balance"
    r"|if\s++i['\u2019]m\s++(?:being\s++)?+honest|to\s++be\s++fair|in\s++fairness"
    r"|not\s++(?:an?\s++)?+[0-9]++(?:\.[0-9]++)?+|not\s++" + _OTHER + r")[\s.!)*_]*+$"
    # adv14 H3: a trailing label in parentheses ("Rating: 6 (revised)")
    r"|\s*+\((?:revised|corrected|updated|amended|adjusted|final|edited)\)[\s.!*_]*+$"
)
_CLAUSE_START = re.compile(r"[,:;]\s*+|\((?![abc12](?:\)|$))\s*+|\s[-\u2013\u2014]\s++|[.!?]\s++")
# a short closing sentence after a restating one (adv12 H2: "B is better. Final answer.", "B is better. I am confident
# in this."): at most 8 words, none naming a side or turning against what precedes it; the clause before it is read
# adv13 H3: an apology ("Sorry for the mistake.", "I apologize for the error in my previous verdict.", "My
# mistake.") is a closing too, and so are two closing sentences ("Sorry for the confusion. Thanks.")
_ONE_CLOSING = (
    r"(?:(?:(?:i['\u2019]m\s++|i\s++am\s++)?+(?:so\s++|very\s++|really\s++)?+sorry|(?:my\s++)?+apologies|i\s++apologi[sz]e"
    r"|my\s++(?:mistake|bad|error))(?![^.!?]*\b(?:[ab12]|assistant|output|first|second|but|however|not|wrong|worse)\b)"
    r"(?:\s++[^\s.!?]++){0,10}+\s*+"
    r"|(?![^.!?]*\b(?:[ab12]|assistant|output|first|second|but|however|though|although|not|no|never"
    r"|disagree|kidding|joking|unless|if|except|otherwise|still|yet|wrong|worse|mistake)\b)(?:[^\s.!?]++\s*+){1,8}+)"
)
_CLOSING = re.compile(r"(?:[.!?]\s++)(?P<c>" + _ONE_CLOSING + r"(?:[.!?]++\s++" + _ONE_CLOSING + r")?+)[.!?)*_\s]*+$")
# a lead (the line before its last clause) that makes the clause a remark on a detail, a condition or an audience:
# "In terms of style,", "If brevity matters,", "For beginners,", "Although A is right,"
_REMARK_LEAD = re.compile(
    r"\b(?:if|unless|when|whenever|while|although|though|whereas|except|only|some|might|may|could|would"
    r"|in\s++terms\s++of|regarding|as\s++(?:for|to|regards)|with\s++(?:respect|regard)\s++to|when\s++it\s++comes"
    r"|for\s++(?!(?:the\s++)?+(?:record|clarity|completeness)\b|(?:these|those|this|that|the\s++above|all\s++(?:these"
    r"|those|the\s++above)|the\s++(?:same\s++|above\s++)?+)\s++reasons?+\b)\w++)\b"
    r"|^\W*+(?:on|in|at)\s++(?!second\b|reflection\b|further\b|closer\b|re-?+read|balance\b|the\s++whole\b"
    r"|the\s++other\s++hand\b|a\s++(?:second|closer|fresh|further)\b|hindsight\b|retrospect\b|the\s++end\b|fact\b"
    r"|short\b|sum\b|summary\b|conclusion\b|any\s++case\b|my\s++(?:opinion|view|estimation|judge?ment|book)\b)"
)
# a label before a bare number that counts something ("Errors found: 2.", "Word count: 3", "Typos: 2")
_COUNT_LABEL = re.compile(r"\b(?:count|number|total|found|sum|\w{3,}s)\b")
_LETTER_FORMATS = frozenset({"verdict_brackets", "verdict5_brackets", "output_ab"})
_SINGLE_FORMATS = frozenset({"rating_brackets_single", "result_n"})
# at most this many lines that state another verdict are parsed up to (a text of many such lines stays linear)
_MAX_PARSES = 4


def _last_clause(line: str) -> tuple[str, str]:
    """``line`` (case-folded) split into its lead and its last clause (:data:`_CLAUSE_START`); a sentence end that
    closes the line ends no clause."""
    aside = _ASIDE.search(line)
    if aside is not None:
        line = line[: aside.start()]
    body = line.rstrip(" \t.!*_)")
    start = 0
    for m in _CLAUSE_START.finditer(body):
        start = m.end()
    return line[:start], line[start:]


def _last_sentence(line: str) -> str:
    """The last sentence of ``line`` (case-folded), without a trailing aside (:data:`_ASIDE`), its end mark or
    leading markup."""
    aside = _ASIDE.search(line)
    if aside is not None:
        line = line[: aside.start()]
    body = line.rstrip(" \t.!*_)")
    return re.split(r"[.!?]\s++", body)[-1].lstrip(" \t*_#>-")


_SPACES = re.compile(r"\s{2,}")


def _squeezed(m: re.Match[str]) -> str:
    """A run of white space as one character: a space when it holds only spaces, tabs and no-break spaces, else
    its first other character (a line or paragraph separator, a carriage return: what separates stays)."""
    other = m.group().strip(" \t\u00a0")
    return other[0] if other else " "


def _on_scale(n: float, template: Template) -> bool:
    """Whether ``n`` can be a score of ``template``: not for a letter verdict (``Assistant B gets 42.`` is a
    result, adversarial pass 17 M4), and within ``[score_min, score_max]`` where the template sets them."""
    if template.output_format in _LETTER_FORMATS:
        return False
    lo, hi = template.score_min, template.score_max
    return (lo is None or n >= lo) and (hi is None or n <= hi)


def _said(m: re.Match[str]) -> str:
    """The side a match of :data:`_SIDE` names: ``"a"``, ``"b"`` or ``"tie"`` (``[[C]]``)."""
    named = m.group("s0") or m.group("s1") or m.group("s2") or m.group("s3")
    return {"a": "a", "1": "a", "first": "a", "b": "b", "2": "b", "second": "b", "c": "tie"}[named]


def _states(line: str, side: str | None, score: float | None, template: Template, other: float | None = None) -> bool:
    """Whether ``line`` (case-folded) ends in a clause that is only a verdict other than ``side`` (``"a"``, ``"b"``,
    ``"tie"``; pairwise) or ``score`` (single), after a lead that is no remark on a detail (:data:`_REMARK_LEAD`).
    ``other`` is the second score of a two-score verdict (``side`` then reads from ``score`` and ``other``). Runs
    of white space count as one (:func:`_squeezed`; the clause patterns start with optional space: on a line of
    32,000 spaces their searches took 1 s each, and 64,000 line separators took 5.6 s, adversarial pass 30 L4:
    quadratic)."""
    line = _SPACES.sub(_squeezed, line)
    lead, clause = _last_clause(line)
    closing = _CLOSING.search(line)
    restating = _SIDE_CLAUSE if side is not None else _NUMBER_CLAUSE
    if closing is not None and restating.fullmatch(clause) is None:
        line = line[: closing.start("c")]
        lead, clause = _last_clause(line)  # the clause before a closing sentence
    if not clause.strip() or _REMARK_LEAD.search(lead):
        return False
    if side is not None:
        if _ANSWER_KEY.match(clause.lstrip(_MARKUP)) or (_OPTION_TALK.search(lead) and _THE_ANSWER.match(clause)):
            return False  # a multiple-choice key ("The correct answer is B.", "... chose option B. The answer is B.")
        if _SWAP.fullmatch(clause):
            return side != "tie"
        subject = _SUBJECT_SIDE.match(_last_sentence(lead))
        if subject is not None and _MAKING.fullmatch(clause):
            return _said(subject) != side  # "B's response is also correct, making it the better choice."
        scored = _SCORE_FOR.fullmatch(clause)
        if (
            scored is not None
            and _on_scale(float(scored.group("n")), template)
            and score is not None
            and other is not None
        ):
            new = (float(scored.group("n")), other) if _said(scored) == "a" else (score, float(scored.group("n")))
            return side_of(*new) != side  # "8 6\n... Assistant 2 should get 9."
        m = _SIDE_CLAUSE.fullmatch(clause)
        if m is None:
            return states_side(_last_sentence(line), side)
        if m.group("t"):
            return side != "tie"
        if not (m.group("p") or m.group("c") or template.output_format in _LETTER_FORMATS):
            return False  # a bare "A" restates a letter verdict only ("8 6\nA" is no verdict of two scores)
        said = _said(m)
        if said == "tie":
            return side != "tie"
        return side == "tie" or (said != side) != bool(m.group("w"))
    m = _NUMBER_CLAUSE.fullmatch(clause)
    if m is None or template.score_min is None or template.score_max is None:
        return False
    n = float(m.group("n"))
    if not template.score_min <= n <= template.score_max or n == score:
        return False
    label = lead.rstrip(" \t:,;-")
    return not (lead.rstrip().endswith(":") and (_COUNT_LABEL.search(label) or NOT_FINAL_LABEL.fullmatch(lead.strip())))


def _restates(line: str, side: str | None, score: float | None, template: Template, other: float | None) -> bool:
    """:func:`_states` of a line; for ``scores_first`` (the explanation follows the scores), also of the line before
    its first reason (:func:`~judge_engine.pipeline.parsing.reason_cut.before_reason_line`: ``8 3\nAssistant 2 is
    the better response because Assistant 1 ignores the question.``; parser versions 45-46)."""
    if _states(line.casefold(), side, score, template, other):
        return True
    cut = before_reason_line(line) if template.output_format == "scores_first" else None
    return cut is not None and _states(cut.casefold(), side, score, template, other)


def restates_other(text: str, template: Template, parse: Callable[[str, Template], Parsed | None]) -> bool:
    """Whether a line after the verdict (the scanned text: the first :data:`MAX_SCAN_CHARS` for ``scores_first``,
    else the last) ends in a clause that is only another verdict for this template (:func:`_states`): another side
    for a pairwise verdict (letters, or two scores that rank one side higher), another number in
    ``[score_min, score_max]`` for a single rating. The text before that line must read the same verdict and the
    text after it none (so the line comes after the last verdict; a corrected verdict given last is the format's
    own business). Linear: one fullmatch per line, from the last, and two parses for each of at most
    :data:`_MAX_PARSES` lines that state another verdict."""
    scan = head(text) if template.output_format == "scores_first" else tail(text)
    whole = parse(scan, template)
    if whole is None or not whole.ok:
        return False
    side = side_of(whole.score_first, whole.score_second)
    if side is None and template.output_format not in _SINGLE_FORMATS:
        return False
    lines = scan.split("\n")
    starts = [0]
    for line in lines[:-1]:
        starts.append(starts[-1] + len(line) + 1)
    parses = 0
    for start, line in zip(reversed(starts), reversed(lines)):  # from the end: the line after the last verdict
        if parses == _MAX_PARSES:
            break
        if start and _restates(line, side, whole.score_first, template, whole.score_second):
            parses += 1
            before = parse(scan[:start], template)
            after = parse(scan[start + len(line) + 1 :], template)
            if before is not None and before.ok and before == whole and (after is None or not after.ok):
                return True  # the verdict, then this line, then no verdict
    return False
