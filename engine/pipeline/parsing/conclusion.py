"""A conclusion right before a verdict that states another verdict (parser versions 27 and 28; issue 13, adversarial
passes 23 and 25): ``Overall, Assistant B provides the better response.\\n\\n[[A]]``, ``Therefore, I choose Assistant
B.\\n\\nResult: [[A]]``, ``So the overall score is 3.\\n[RESULT] 4``. The completion then states two verdicts, and
reads ``ambiguous``.

Text before the verdict is the judge's reasoning, where both sides are praised and faulted, so only a conclusion in
a listed shape counts, and only the last one: walking back from the verdict's token over at most
:data:`_WALK` sentences, labels and lead-ins that name no side (``Result:``, ``My final verdict is:``, ``---``,
``I hope this helps!``) are skipped, a conclusion for the verdict's own side is passed over once, and the first
conclusion decides: one for the other side (:func:`concludes_otherwise`) fails the verdict. Since parser version 41 a
sentence that names a side but is no conclusion is walked past (``Overall, A is better. B is wrong.``) unless it
retracts (``Actually, I take that back``), contrasts, doubts or weighs (``However, B is correct.``), or
:func:`~judge_engine.pipeline.parsing.decided.decides` reads it for the verdict's own side (``After testing, A is
better.``, version 43); those end the walk and keep the verdict. A conclusion is the whole sentence in one of these
shapes, after an optional lead (``Overall,``, ``Therefore,``, ``After careful consideration,``, ``In my opinion,``,
``I think``; :mod:`~judge_engine.pipeline.parsing.conclusion_leads`): a side with a whole-answer comparative
(``Assistant B is the better response``, ``B performs better``, ``B did a better job``,
``B is more accurate and helpful``), a choice (``I'd choose B``, ``The better response is B``), a comparison of both
(``B is better than A``, ``I prefer B over A``, ``B outperforms A``), or a tie (``Overall, both responses are
equally good.``) before a side's verdict of a letter format; since parser version 52 (adversarial pass 45) also
``B deserves the win``, ``A is not the better one`` and one side called correct, the other wrong (``A is correct,
whereas B is wrong.``, :mod:`~judge_engine.pipeline.parsing.fault_pair`). A single rating contradicted by the
conclusion before it is read by :func:`~judge_engine.pipeline.parsing.rating_conclusion.concludes_other_rating`
(``I would rate this response a 6 out of 10.``, ``Score: 6/10``, ``So the overall score is 3.``), over the same
sentences.

Since parser version 49 (adversarial pass 44) the reading is fail-closed in both directions where a shape is unsure:
a reason or concession tail counts for a conclusion of the verdict's own side only in the closed
:data:`~judge_engine.pipeline.parsing.reason_tails.CONCESSION` (``as a whole`` and ``as an answer to the user's
question`` end the clause, a reason stops at a contrast, a colon or dash takes a clause), while the wider tails of
version 48 (:data:`~judge_engine.pipeline.parsing.reason_tails.CONCESSION_WIDE`: ``as an answer for beginners``,
``- sorry for the confusion``) still make a conclusion for another side that fails the verdict; a retraction or
second look toward another side fails it too (:func:`~judge_engine.pipeline.parsing.walk.retraction_side`), and so
does a tie that names both sides (``Assistant A and Assistant B are equally good.``); a sentence for the verdict's
own side restricted to its surface or a part (``Assistant B is better because its formatting is cleaner.``,
:func:`~judge_engine.pipeline.parsing.walk.restricted`) is walked past.

What it cannot do: a conclusion in a wording outside the shapes (``Only Assistant B answers correctly.\\n\\n[[A]]``)
keeps the verdict; such a judge contradicts itself in prose no rule can list. Linear: at most
:data:`_BEFORE_CHARS` characters before the verdict are read."""

from __future__ import annotations

import re

from judge_engine.pipeline.parsing.closing import split_sentences
from judge_engine.pipeline.parsing.conclusion_leads import HEADING, LEAD_IN, WALK_MARKUP, unlabelled
from judge_engine.pipeline.parsing.conclusion_leads import LEAD as _LEAD
from judge_engine.pipeline.parsing.fault_pair import fault_side
from judge_engine.pipeline.parsing.main_clause import before_reason, lead_cut, main_clause
from judge_engine.pipeline.parsing.reason_tails import CONCESSION as _CONCESSION
from judge_engine.pipeline.parsing.reason_tails import CONCESSION_WIDE as _CONCESSION_WIDE
from judge_engine.pipeline.parsing.reason_tails import TRAIL as _TRAIL
from judge_engine.pipeline.parsing.tie_conclusion import BARE_TIE as _BARE_TIE
from judge_engine.pipeline.parsing.tie_conclusion import TIE_CONCLUSION as _TIE_CONCLUSION
from judge_engine.pipeline.parsing.walk import contrast_side, correction_side, ends_walk, restricted, retraction_side

_I = re.IGNORECASE
# at most this many characters before the verdict are read, and at most this many sentences walked back
_BEFORE_CHARS = 2000
_WALK = 5
# a choice of a side: "I choose", "I'd go with", "I'm going with", "The better response is", "My pick is"
_CHOICE = (
    r"(?:i(?:(?:\s++would|['\u2019]d)\s++have\s++to|\s++would|\s++will|['\u2019]d|['\u2019]ll|\s++must|\s++have\s++to)?+"
    r"(?:\s++(?:slightly|somewhat|strongly|definitely|clearly|marginally|narrowly|ultimately|still|personally))?+"
    r"\s++(?:choose|pick|prefer|select|recommend(?:\s++going\s++with)?+|go\s++(?:with|for)|favou?r|say|lean(?:\s++slightly)?+\s++towards?)"
    r"|i(?:['\u2019]m|\s++am)\s++(?:going\s++with|leaning(?:\s++slightly)?+\s++towards?|choosing|voting\s++for"
    r"|inclined\s++to\s++(?:choose|pick|prefer|go\s++with))|my\s++(?:vote|preference)\s++goes\s++to"
    r"|the\s++(?:win|nod|edge)\s++goes\s++to|i(?:['\u2019]d|\s++would)?+\s++(?:side\s++with|give\s++(?:it|the\s++(?:win"
    r"|nod|edge))\s++to)"
    r"|the\s++(?:better|stronger|superior|winning|preferred|best)\s++"
    r"(?:response|answer|one|choice|output|assistant)\s++is|the\s++winner\s++is(?:\s++clearly)?+"
    r"|my\s++(?:choice|pick|preference)\s++is)"
)
# "The response from Assistant B is better.", "I prefer the answer given by Assistant B." (adversarial pass 30 M1)
_FROM = r"(?:the\s++(?:response|answer|output|reply)\s++(?:from|of|by|given\s++by|provided\s++by|written\s++by)\s++)?+"
_BEFORE_SIDE = re.compile(_LEAD + r"(?:" + _CHOICE + r"\s++(?:from\s++)?+)?+" + _FROM + r"(?:the\s++)?+", _I)
_CHOSEN = re.compile(_LEAD + _CHOICE + r"\s++(?:from\s++)?+" + _FROM + r"(?:the\s++)?+", _I)
_QUALITY = r"(?:helpful|accurate|complete|relevant|correct|useful|thorough)"
# a list of qualities led by a whole-answer one: "more helpful, relevant, and accurate", "more helpful and detailed"
# (adversarial pass 30 H2: the rubric words GPT-4 concludes with)
_QUALITY2 = (
    r"(?:" + _QUALITY[3:-1] + r"|detailed|informative|comprehensive|precise|clear|concise|creative|insightful|coherent"
    r"|appropriate|specific|factual|well[-\s]organi[sz]ed|well[-\s]structured|in[-\s]depth|engaging|reliable)"
)
_QLIST = (
    r"(?:"
    + _QUALITY2
    + r"(?:\s*+,\s*+(?:and\s++)?+|\s++and\s++)(?:more\s++)?+)*"
    + _QUALITY
    + r"(?:\s*+,\s*+(?:and\s++)?+"
    + _QUALITY2
    + r")*+(?:(?:\s*+,)?+\s++and\s++"
    + _QUALITY2
    + r")?+"
)
_ADVERBS = (
    r"(?:clearly|slightly|significantly|much|marginally|definitely|overall|far|the|a|somewhat|bit|little|lot|way"
    r"|considerably|noticeably|substantially|notably|indeed|actually|ultimately|generally|obviously|certainly|arguably"
    r"|vastly|consistently|greatly|nearly|quite|and)"
)
# an aside around the verb: "Assistant B, on the other hand, is better.", "Assistant B is, overall, better."
_ASIDE = (
    r"(?:\s*+,\s*+(?:overall|on\s++the\s++other\s++hand|however|though|in\s++(?:my\s++)?+(?:opinion|view)|i\s++think"
    r"|ultimately|in\s++the\s++end|on\s++balance)\s*+,)?+"
)
# the task as a whole after a verb ("answers the user's question"), and after "did a better job" (adversarial pass 33
# H3: "did a better job of answering the user's question", "follows the user's instructions and answers the user's
# question better")
_TASK = r"(?:the\s++)?+(?:user['\u2019]s\s++)?+(?:instructions?|question|request|prompt|task|query|needs)"
_TASK_VERB = (
    r"(?:follow(?:s|ed)|handle[sd]|answer(?:s|ed)|address(?:es|ed)|fulfill?(?:s|ed)|meets|met|understands|understood"
    r"|respond(?:s|ed)\s++to|satisf(?:ies|ied))"
)
_GERUND = r"(?:answering|addressing|responding\s++to|following|handling|fulfilling|meeting|understanding)"
_JOB_OF = (
    r"(?:\s++(?:(?:of|in|at|when)\s++)?+"
    + _GERUND
    + r"\s++"
    + _TASK
    + r"(?:\s*+,?\s*+(?:and\s++)?+"
    + _GERUND
    + r"\s++"
    + _TASK
    + r")*+)?+"
)
# how a side did the task, after it: "better", "more closely", "more directly and accurately" (adversarial pass 34 H5)
_HOW = (
    r"(?:better|more\s++(?:closely|accurately|directly|fully|completely|precisely|effectively|thoroughly|faithfully)"
    r"(?:\s++and\s++(?:more\s++)?+(?:closely|accurately|directly|fully|completely|precisely|effectively|thoroughly))?+)"
)
# a whole-answer comparative after the side: "is the better response", "performs better", "did a better job"
_COMPARATIVE = (
    r"(?:" + _ASIDE + r"\s*+(?:is|was)" + _ASIDE + r"\s++(?:" + _ADVERBS + r"\s++)*+"
    r"(?:better\s++suited|more\s++aligned\s++with|better|superior|stronger|preferable|preferred|best|more\s++"
    + _QLIST
    + r"|(?:the\s++)?+most\s++"
    + _QLIST
    + r"|(?:the\s++)?+(?:clear\s++)?+winner"
    r"|my\s++(?:choice|pick|preference)|of\s++(?:a\s++)?+higher\s++quality|a\s++better\s++fit)"
    r"|better\s++(?:fulfills|fulfils|meets|satisfies|follows|answers|handles|serves)|gets\s++the\s++nod"
    r"|(?:answered|answers)\s++better|more\s++(?:fully|completely|directly|accurately)\s++(?:answers|addresses)"
    r"|"
    + _TASK_VERB
    + r"\s++"
    + _TASK
    + r"(?:\s*+,?\s*+(?:and\s++)?+"
    + _TASK_VERB
    + r"\s++"
    + _TASK
    + r")*+\s++"
    + _HOW
    + r"|(?:better|more\s++(?:closely|accurately|directly|fully|completely|precisely|faithfully))\s++"
    + _TASK_VERB
    + r"\s++"
    + _TASK
    + r"|edges\s++it"
    r"|(?:provides|provided|gives|gave|offers|offered|has|had|delivers|delivered)\s++(?:the|a)\s++(?:better|superior"
    r"|stronger|best"
    r"|higher[-\s]quality|more\s++"
    + _QLIST
    + r")|(?:performs?|performed)\s++(?:(?:slightly|much|far|significantly|clearly|marginally|somewhat|noticeably"
    r"|overall)\s++)?+better|wins(?:\s++(?:this|the)\s++(?:comparison|round))?+|(?:did|does)\s++"
    r"(?:a\s++better\s++job" + _JOB_OF + r"|better)|answers\s++the\s++question\s++better|better\s++addresses"
    r"|should\s++(?:be\s++preferred|win)|comes\s++out\s++(?:ahead|on\s++top)"
    r"|(?:did|does)\s++a\s++(?:much|far|significantly|slightly)\s++better\s++job"
    + _JOB_OF
    + r"|has\s++(?:the|a\s++slight)\s++edge|gets\s++my\s++vote|(?:gets|takes|deserves)\s++the\s++(?:win|nod|edge)"
    r"|deserves\s++(?:to\s++win|my\s++vote|first\s++place)"
    r"|(?:stands\s++out|emerges)\s++as\s++(?:the\s++)?+(?:better|stronger|superior|(?:clear\s++)?+winner))"
)
_NOUN = (
    r"(?:\s++(?:response|answer|one|choice|output|option|assistant|job))?+"
    r"(?:\s++of\s++the\s++two(?:\s++(?:responses|answers|outputs|assistants))?+)?+"
)


def _after_side(concession: str) -> re.Pattern[str]:
    """What may follow the side a conclusion names, with the given reason and concession tail."""
    return re.compile(
        r"(?:['\u2019]s\s++(?:response|answer|output))?+(?:\s*+"
        + _COMPARATIVE
        + _NOUN
        + _TRAIL
        + concession
        + r")?+"
        + _TRAIL
        + r"[^\w?]*+",
        _I,
    )


_AFTER_SIDE = _after_side(_CONCESSION)
_AFTER_SIDE_WIDE = _after_side(_CONCESSION_WIDE)
# "not the better one" (parser version 52, adversarial pass 45): the definite winner denied
_THE_WINNER = r"the\s++(?:better|stronger|superior|preferred|winning|best|winner)"
# the losing side named with a whole-answer comparative: "Assistant A is the weaker response.", "A is worse than B"
_AFTER_LOSER = re.compile(
    r"(?:['\u2019]s\s++(?:response|answer|output))?+\s*+(?:(?:is|was)\s++(?:" + _ADVERBS + r"\s++)*+(?:worse|weaker"
    r"|inferior|less\s++"
    + _QLIST
    + r"|lesser|not\s++as\s++(?:good|helpful|accurate|strong|useful|complete)|not\s++"
    + _THE_WINNER
    + r")"
    + _NOUN
    + r"|(?:isn['\u2019]t|wasn['\u2019]t)\s++"
    + _THE_WINNER
    + _NOUN
    + r"|(?:does\s++not|doesn['\u2019]t|should\s++not|shouldn['\u2019]t)\s++win"
    + r"|(?:isn['\u2019]t|wasn['\u2019]t|is\s++not|was\s++not)\s++(?:(?:nearly|quite)\s++)?+as\s++"
    r"(?:good|helpful|accurate|strong|useful|complete)"
    r"|(?:(?:"
    + _ADVERBS
    + r")\s++)*+(?:underperforms|underperformed|lags\s++behind|lagged\s++behind|loses|lost))"
    + _TRAIL
    + r"[^\w?]*+",
    _I,
)
_BETWEEN_LOSER = re.compile(
    r"(?:['\u2019]s\s++(?:response|answer|output))?+\s*+(?:(?:is|was)\s++(?:" + _ADVERBS + r"\s++)*+(?:(?:worse|weaker"
    r"|less\s++"
    + _QLIST
    + r")\s++(?:than|compared\s++(?:to|with))|inferior\s++to|not\s++as\s++(?:good|helpful|accurate"
    r"|strong|useful|complete)\s++as|outperformed\s++by|beaten\s++by)|(?:isn['\u2019]t|wasn['\u2019]t|is\s++not|was\s++not)\s++(?:(?:nearly|quite)\s++)?+as\s++(?:good"
    r"|helpful|accurate|strong|useful|complete)\s++as|(?:(?:"
    + _ADVERBS
    + r")\s++)*+(?:(?:falls|fell)\s++(?:short\s++of"
    r"|behind|short\s++compared\s++(?:to|with))|underperforms|underperformed|lags\s++behind|lagged\s++behind))"
    r"\s++(?:the\s++)?+",
    _I,
)
_END = re.compile(r"(?:['\u2019]s(?:\s++(?:response|answer|output))?+)?+" + _TRAIL + _CONCESSION + r"[^\w?]*+", _I)
_END_WIDE = re.compile(
    r"(?:['\u2019]s(?:\s++(?:response|answer|output))?+)?+" + _TRAIL + _CONCESSION_WIDE + r"[^\w?]*+", _I
)
# both sides compared: "B is better than A", "I prefer B over A", "B outperforms A"
_BETWEEN = re.compile(
    r"(?:['\u2019]s\s++(?:response|answer|output))?+\s*+(?:(?:is|was)\s++(?:"
    + _ADVERBS
    + r"\s++)*+(?:(?:better|stronger"
    r"|more\s++"
    + _QLIST
    + r")\s++(?:than|(?:when\s++)?+compared\s++(?:to|with)|in\s++comparison\s++to)|superior\s++to)"
    r"|(?:(?:" + _ADVERBS + r")\s++)*+(?:outperforms|outperformed|beats|beat|surpasses|surpassed|outshines|outshone)"
    r"|over|to|(?:does|did)\s++a\s++(?:(?:much|far|slightly|significantly)\s++)?+better\s++job\s++than"
    r"|(?:performs|performed|does|did)\s++better\s++than|edges\s++out"
    # adversarial pass 32 H3: "provided a more helpful, relevant, and accurate response compared to Assistant A"
    r"|(?:provides|provided|gives|gave|offers|offered|delivers|delivered)\s++(?:a|the)\s++(?:better|more\s++"
    + _QLIST
    + r")\s++(?:response|answer|reply)(?:\s++to\s++the\s++user['\u2019]s\s++(?:question|request|query))?+\s++(?:than"
    r"|(?:when\s++)?+compared\s++(?:to|with)|in\s++comparison\s++to))"
    r"\s++(?:the\s++)?+",
    _I,
)
# both sides compared as equal: "A is just as good as B"
_AS_GOOD_AS = re.compile(
    r"(?:['\u2019]s\s++(?:response|answer|output))?+\s*+(?:is|was)\s++(?:(?:just|equally|about|roughly|essentially)\s++)?+"
    r"as\s++(?:good|helpful|accurate|strong|useful|correct)\s++as\s++(?:the\s++)?+",
    _I,
)
# a bare side after a concluding lead ("Overall, Assistant B.") and "I find B more helpful" (adversarial pass 34 H5)
_CONCLUDING = re.compile(
    r"\W*+(?:overall|in\s++conclusion|in\s++summary|therefore|thus|hence|ultimately|to\s++sum\s++up|all\s++things"
    r"\s++considered|on\s++balance|in\s++the\s++end)\s*+[,:;]?\s*+(?:the\s++)?+",
    _I,
)
_FIND = re.compile(
    r"\W*+(?:(?:overall|in\s++my\s++opinion|honestly|personally|ultimately|in\s++the\s++end)\s*+[,:]?\s*+)?+"
    r"i\s++(?:find|found|consider|considered|deem)\s++" + _FROM + r"(?:the\s++)?+",
    _I,
)
_FIND_TAIL = re.compile(
    r"(?:['\u2019]s\s++(?:response|answer|output))?+\s*+(?:to\s++be\s++)?+(?:(?:much|slightly|far|clearly)\s++)?+"
    r"(?:more\s++" + _QLIST + r"|better|superior|stronger|preferable|the\s++(?:better|stronger|superior)"
    r"(?:\s++(?:response|answer|one))?+)" + _TRAIL + r"[^\w?]*+",
    _I,
)


# two verdict tokens listed: "The options are [[A]], [[B]] or [[C]].", a description of the format (version 41)
_OPTIONS = re.compile(r"\[\[[^\]\n]{1,8}\]\][\s*_`]*+(?:[,;/|]\s*+)?+(?:(?:or|and)\s++)?+[\s*_`]*+\[\[", _I)
# "Assistant B's response" names a side and says nothing of it (v41: "Assistant 2's response, while concise, ...")
_POSSESSIVE = re.compile(r"^['\u2019]s\s++(?:response|answer|output)", _I)


def _stated(
    sentence: str, names: tuple[re.Pattern[str], re.Pattern[str]], labelled: bool = False, wide: bool = False
) -> str | None:
    """The side (``"a"``, ``"b"``) ``sentence`` concludes for in a listed shape (the module's docstring), ``"tie"``
    for a tie conclusion, ``""`` when it names a side but is no conclusion, None when it names no side; ``wide``
    takes the wider reason tails of :data:`_CONCESSION_WIDE`."""
    after_side, end = (_AFTER_SIDE_WIDE, _END_WIDE) if wide else (_AFTER_SIDE, _END)
    hits = sorted(
        ((m, x) for x, pattern in zip("ab", names, strict=True) for m in pattern.finditer(sentence)),
        key=lambda h: h[0].start(),
    )
    if not hits:
        tie = _TIE_CONCLUSION.fullmatch(sentence) or _BARE_TIE.fullmatch(sentence)  # "Tie." alone too (v77, pass 68 H5)
        return "tie" if tie else None
    if len(hits) == 2 and hits[0][1] != hits[1][1] and _TIE_CONCLUSION.fullmatch(sentence):
        return "tie"  # the two sides named together: "Assistant A and Assistant B are equally good." (pass 44 H4)
    (m, named), *others = hits
    if not others and _FIND.fullmatch(sentence, 0, m.start()):
        return named if _FIND_TAIL.fullmatch(sentence[m.end() :]) else ""  # "I find Assistant B more helpful."
    if not _BEFORE_SIDE.fullmatch(sentence, 0, m.start()):
        return ""
    loser = {"a": "b", "b": "a"}[named]
    if not others:
        chose = labelled or _CHOSEN.fullmatch(sentence, 0, m.start()) is not None
        tail = sentence[m.end() :]
        if _CONCLUDING.fullmatch(sentence, 0, m.start()) and not re.search(r"\w", tail):
            return named  # "Overall, Assistant B."
        if after_side.fullmatch(tail) and (chose or re.search(r"\w", _POSSESSIVE.sub("", tail, count=1))):
            return named
        return loser if not chose and _AFTER_LOSER.fullmatch(tail) else ""
    (o, second), *rest = others
    if rest or second == named or not end.fullmatch(sentence, o.end()):
        return ""
    if _BETWEEN.fullmatch(sentence, m.end(), o.start()):
        return named
    if _AS_GOOD_AS.fullmatch(sentence, m.end(), o.start()):
        return "tie"  # "Overall, Assistant A is just as good as Assistant B." (adversarial pass 37 M3)
    return loser if _BETWEEN_LOSER.fullmatch(sentence, m.end(), o.start()) else ""


def _is_tie(head: str) -> bool:
    """Whether ``head`` is a whole tie conclusion (:data:`_TIE_CONCLUSION`)."""
    return _TIE_CONCLUSION.fullmatch(head) is not None


def _conclusion(
    sentence: str, names: tuple[re.Pattern[str], re.Pattern[str]], labelled: bool, wide: bool = False
) -> str | None:
    """What ``sentence`` concludes: :func:`_stated` of its main clause
    (:func:`~judge_engine.pipeline.parsing.main_clause.main_clause`); when that is no conclusion, what the text
    before its first reason or concession naming a side concludes, whose own commas belong to the reason
    (``Assistant A is better because Assistant B's answer, though better formatted, is wrong.``)."""
    stated = _stated(main_clause(sentence, _is_tie), names, labelled, wide)
    if stated == "" and (right := fault_side(sentence, names, _BEFORE_SIDE)) is not None:
        return right  # "Assistant A is correct, whereas Assistant B is wrong." (version 52, pass 45)
    head = None if stated else before_reason(sentence, _is_tie)
    if head is not None:
        return _stated(lead_cut(head), names, labelled, wide) or stated
    return stated


def last_sentences(before: str, walk: int = _WALK, chars: int = _BEFORE_CHARS) -> list[tuple[str, bool]]:
    """The last ``walk`` sentences of ``before`` (its last ``chars`` characters), nearest first, without markup, a
    heading (:data:`HEADING`: ``Explanation:``) and a label at their start (``Final verdict:``, ``Winner:``), each
    with whether it had that label."""
    # markup goes before the split ("**Assistant A is better.** The ...": two sentences; adversarial pass 50 H21)
    out = [HEADING.sub("", x.strip(), count=1) for x in split_sentences(WALK_MARKUP.sub("", before[-chars:]))[-walk:]]
    return [(unlabelled(x), LEAD_IN.match(x) is not None) for x in reversed(out)]


def concludes_otherwise(
    before: str, side: str, names: tuple[re.Pattern[str], re.Pattern[str]], ties: bool = True
) -> bool:
    """Whether the last conclusion before a pairwise verdict ``side`` (``"a"``, ``"b"``, ``"tie"``) states another
    verdict (the module's docstring). ``before`` is the text before the verdict's token; ``names`` are the two
    sides' name patterns (A, B); ``ties`` False (score formats, whose scores may be close) ignores tie conclusions."""
    own_seen = False
    after: str | None = None  # the sentence after s (walked just before it)
    for s, labelled in last_sentences(before):
        stated = None if _OPTIONS.search(s) else _conclusion(s, names, labelled)
        wide = _conclusion(s, names, labelled, wide=True) if stated == "" else stated
        if wide not in ("", side, "tie", None):
            return True  # a conclusion for another side in a wider tail (_CONCESSION_WIDE, pass 44 H3)
        if stated in ("a", "b") and contrast_side(s) not in (None, stated):
            return True  # "B is better as the layout is cleaner, but A is correct." (walk.contrast_side, pass 44 H3)
        if stated == "" and wide == side:
            after = s
            continue  # the verdict's side in a wider tail only ("B is better, although only for formatting."): on
        if stated == "" and (side != "tie" or ties) and correction_side(s) not in (None, side):
            return True  # a correction for the other side in the closed shape (walk.correction_side, pass 43 M2)
        if not stated and (turned := retraction_side(s, after)) not in (None, side) and (turned != "tie" or ties):
            return True  # a retraction toward another verdict (walk.retraction_side, pass 44 H1)
        if stated in ("", side) and side != "tie" and restricted(s):
            after = s
            continue  # the verdict's side for its surface or a part only (walk.restricted): walk on
        if ends_walk(s, stated, side):
            return False  # a retraction, a contrast or a correction toward the verdict's side (walk.ends_walk)
        after = s
        if stated == "" and side == "tie" and not ties:
            return False  # two close scores: only the sentence right before them is weighed against them
        if stated is None or stated == "":
            continue  # a label or a pleasantry ("Result:", "I hope this helps!"), a follow-up ("B is wrong.")
        if stated == "tie" and (side == "tie" or not ties):
            continue
        if stated == side and labelled and not own_seen:
            own_seen = True  # "Overall, B is better. My final verdict is: Assistant A is slightly better: [[A>B]]"
            continue
        return stated != side
    return False
