"""A single rating contradicted by the conclusion right before it (parser versions 28-36; issue 13, adversarial passes
25-31): ``I would rate this response a 6 out of 10.\\n\\nRating: [[7]]``, ``So the overall score is 3.\\n[RESULT] 4``,
``This is a 6/10 answer.``, ``It meets the criteria for a 3 rather than a 4.`` (:func:`concludes_other_rating`; the
pairwise counterpart is :mod:`judge_engine.pipeline.parsing.conclusion`). Linear: the sentences walked are those
:func:`~judge_engine.pipeline.parsing.conclusion.last_sentences` gives."""

from __future__ import annotations

import re

from judge_engine.pipeline.parsing.conclusion import last_sentences
from judge_engine.pipeline.parsing.polarity import faults, qualifies, rating_contradicted
from judge_engine.pipeline.parsing.whole_answer import whole_verdict

_I = re.IGNORECASE
# a rating cue right before a number (in its clause): "I would rate this response a 6", "Score: 6/10", "deserves a 6",
# "the overall score is 3"
_RATING_CUE = re.compile(
    r"\b(?:rat(?:e|ed|ing)|scor(?:e|es|ed|ing)|grade|give|gives|deserv\w*|merit\w*|worth|earn\w*|receiv\w*"
    r"|warrant\w*|gets?|put\s++(?:it|this)\s++at"
    # parser version 52 (adversarial pass 45): "I'm giving it a 2.", "This corresponds to a 2."
    r"|(?:giving|gave)\s++(?:it|this|that|the\s++(?:response|answer))|(?:corresponds?|equates?|amounts?|translates?)\s++to"
    # parser version 54 (adversarial pass 46 H9): "I'd say 3.", "That puts it at a 3.", "It lands at 3.", "I'll go with
    # 3.", "Hence 3.", prometheus's "It matches rubric level 2.", "The response is at level 2 of the rubric."
    r"|(?:i['\u2019]d|i\s++would)\s++say|puts?\s++(?:it|this|that)\s++at|lands?\s++(?:at|on)"
    r"|(?:i['\u2019]ll|i\s++will|i['\u2019]d|i\s++would)\s++go\s++with|^\s*+(?:hence|thus|therefore|so)"
    r"|(?:rubric|score)\s++level|(?:at|is)\s++level|^\W*+(?:rubric\s++)?+level(?=\s*+$))\b",
    _I,
)
_NUMBER = re.compile(
    r"(?<![\w.\[])(\d++(?:\.\d++)?+)(?![\w.]\d|\])|\b(two|three|four|five|six|seven|eight|nine|ten)\b", _I
)
_WORDS = {w: i + 2 for i, w in enumerate("two three four five six seven eight nine ten".split())}
# what makes a number no rating: a range ("1-10", "1 to 5"), a turn or part ("turn 2"), a denominator ("out of 10",
# "/10"), a count ("4 stars", "3 of the 4 steps")
_RANGE_AFTER = re.compile(r"\s*+(?:-|\u2013|to)\s*+\d")
_BEFORE_NOT_RATING = re.compile(
    r"(?:\d\s*+(?:-|\u2013|to)|out\s++of|/|turn|question|step|part|round|no\.|#|scale\s++of|from)\s*+$", _I
)
_COUNTED = re.compile(
    r"\s++(?!(?:out|overall|instead|rather|because|since|given|due|for|considering|owing|and|but|so|which|with|here"
    r"|points?|is|would|seems|feels|fits|as|on|in|at|to|from|thanks|despite|though|although|while|response|answer"
    r"|according|per|based|under|following"  # "This deserves a 2 according to the rubric." (version 61)
    r"|reply|output)\b)[a-z]{3,}|\s++of\s++(?:the\s++)?+\d|-(?!out-of-|level\b)[a-z]",
    _I,
)
_CLAUSE = re.compile(r"[;,.!?]")
_CLAUSE_AFTER = re.compile(r"[;,.!?(\-\u2013\u2014]")
# a sentence that weighs a rating rather than gives it: "a score of 4 but not 5", "rather than 5", "if it had cited"
_HEDGED = re.compile(
    r"\b(?:not|but|rather|than|if|unless|although|though|would\s++have|could|between|or|instead|from(?!\s++me\b)|more|less|nor"
    r"|unlike|compared|versus|vs"
    r"|exceed\w*|beyond|above|below|requires?|would\s++(?:require|need)|with\s++(?:a|an|more|better|some|fewer|less))\b"
    r"|n['\u2019]t\b",
    _I,
)
# the answer called a number (parser version 49, adversarial pass 44 H5: "Overall, this is a 2.", "This response is a 2
# on the rubric.", "I'd say this is a clear 2."): right before the number
_IS_A = re.compile(
    r"\b(?:this|it|that|the\s++(?:response|answer|reply|output))(?:\s++(?:response|answer|reply|output))?+(?:\s++"
    r"(?:is|was|would\s++be|(?:should|must|will)\s++be)|['\u2019]s)\s++(?:just\s++|only\s++|probably\s++|perhaps\s++)?+an?\s++(?:(?:clear|solid|strong|weak|low"
    r"|high|fair|firm|borderline|definite)\s++)?+$"
    # parser version 56 (adversarial pass 49 H10): the number alone with a grade word ("A solid 3.")
    r"|^\W*+an?\s++(?:clear|solid|strong|weak|low|high|fair|firm|borderline|definite)\s++$",
    _I,
)
# a number called the fitting one (parser version 54, adversarial pass 46 H9: prometheus's "Based on the rubric, a 2 is
# appropriate."): "a N" right before it, "is appropriate/fair/right/warranted" after it
_A_LEAD = re.compile(r"\ban?\s++$", _I)
_FITTING_SCORE = re.compile(
    r"\s++(?:is|would\s++be|seems)\s++(?:the\s++)?+(?:right|correct|appropriate|fair|fitting)\s++(?:score|rating|grade)\b",
    _I,
)
_FITTING = re.compile(
    r"\s++(?:is|seems|feels|would\s++be)\s++(?:appropriate|fair|fairer|right|warranted|justified|deserved|fitting"
    r"|more\s++(?:appropriate|accurate|fitting|reasonable))\b|\s++in\s++my\s++book\b",
    _I,
)
# a cap on the rating (parser version 56, adversarial pass 49 H10: "Because of the error I cannot give more than 3."): a
# rating above it is disowned
_CAP = re.compile(
    r"\b(?:can(?:not|['\u2019]t|\s++not)|could\s++not|couldn['\u2019]t|won['\u2019]t|will\s++not|would\s++not|wouldn['\u2019]t)"
    r"\s++(?:give|rate|score|award)(?:\s++(?:it|this|the\s++(?:response|answer)))?+\s++(?:more|higher)\s++than\s++(?:an?\s++)?+"
    r"(?:score\s++of\s++)?+(\d++(?:\.\d++)?+)(?![\w.]\d)",
    _I,
)
# at most this many characters before a number are read for its rating cue
_CUE_CHARS = 48


# the contrast a rating's lead may start after ("I initially thought 9, but on reflection it's a 6."; version 61)
_LEAD_CONTRAST = re.compile(r"\b(?:but|yet)\b(?=[^\d]*+$)", _I)


# a number over the scale's top (adversarial pass 30 M4: "This is a 6/10 answer.", "Overall: 6/10", "Six out of ten.")
_OUT_OF = re.compile(r"\s*+(?:/|out\s++of)\s*+(\d++|ten|five)\b", _I)
# what a number given without a cue may stand with (adversarial pass 31 M2): before it only words of a verdict
# ("This is a 6/10 answer.", "Overall: 6/10", "So, 6/10."), after it nothing or a few ("6/10 seems fair.", "a 6 from
# me"); "Accuracy: 6/10" (a criterion), "It passes 6/10 of the tests" (a count), "x = 6/10" (a value) are none
_BARE_LEAD = re.compile(
    r"\W*+(?:(?:it['\u2019]s|that['\u2019]s|i['\u2019]d|i\s++would|i\s++think|i\s++believe|overall|so|thus|hence"
    r"|therefore|final(?:ly)?+|total|in\s++total|verdict|rating|score|my|this|it|is|say|give|be|a|an|the|response"
    r"|answer|reply|solid|strong|weak|decent|fair|good"
    # version 59 (adversarial passes 51 H12, 52 H14): "A perfect answer: ten out of ten.", "A middling response: five
    # out of ten."
    r"|perfect|excellent|great|poor|terrible|middling|mediocre|average|flawless)\b\W*+)*+",
    _I,
)
_BARE_TAIL = re.compile(
    r"\s++(?:answer|response|reply|rating|score|overall|from\s++me|seems|feels|sounds|is|for\s++(?:me|this)"
    r"|because|since|given|due)\b|\s*+(?:[.,;:!)]|$)"
    # version 78 (adversarial pass 68 H13): "3/10 — poor."
    r"|\s*+(?:[\u2013\u2014]|--?+)\s*+(?:poor|bad|weak|fair|decent|good|solid|strong|great|excellent|mediocre|average"
    r"|middling|terrible|flawless|perfect|okay|ok)\b",
    _I,
)
# a number weighed on a part, or too low or high: "scores a 6 on the first test", "A score of 3 would be too low."
_PARTIAL = re.compile(
    r"^\s*+(?:points?\s++)?+(?:on|in|for)\s++(?:the\s++|this\s++|that\s++|each\s++|one\s++)?+(?:first|second|third|last"
    r"|quiz|test|exam|criterion|criteria|question|step|part|aspect|dimension|metric|category|clarity|accuracy|style"
    r"|example)\b|\bwould\s++be\s++(?:too|a\s++bit|somewhat)\b|\btoo\s++(?:low|high|harsh|generous|strict|lenient)\b",
    _I,
)
_ASPECT_LEAD = re.compile(
    r"^\W*+(?:on|regarding|as\s++for|in\s++terms\s++of|for)\s++(?!the\s++whole|balance|reflection|an?\s++scale\b)\w", _I
)
# the first of two scores weighed, which the sentence settles on (adversarial pass 30 M5: "It meets the criteria for a 3
# rather than a 4.", "It is closer to a 3 than a 4.")
_SETTLED = re.compile(
    r"\b(?:(?:criteria|description|level|band|category)\s++(?:for|of)|falls\s++(?:into|under)|fits|aligns\s++(?:more\s++)?+with"
    r"|closer\s++to|deserves|merits|receive|warrants|scor(?:e|ed|es)\s++(?:as)?+|be\s++(?:rated|scored)\s++(?:as)?+"
    r"|(?:is|it['\u2019]s)(?:\s++more\s++of)?+)"
    r"\s++(?:(?:a|an|the)\s++)?+(?:score\s++(?:of\s++)?+)?+(\d++)(?:\s++(?:response|answer))?+(?:\s++(?:rather\s++than"
    r"|instead\s++of|than(?:\s++to)?+|more\s++than|and\s++not|not)|\s*+,\s*+not)\s++(?:(?:a|an)\s++)?+(?:score\s++)?+\d",
    _I,
)


# a rating the answer would get if it were otherwise ("Had it included an explanation, it would deserve a 9."; version
# 59, adversarial pass 52 M3): no rating
_COUNTERFACTUAL = re.compile(
    r"\W*+(?:had\s++(?:it|the\s++(?:response|answer))|if\s++(?:it|the\s++(?:response|answer))\s++had|were\s++it\s++to)\b",
    _I,
)

# a result the answer computes right after a verb of computing, not a rating (stop 53, false-failure pass 80f F3: "The
# assistant gets 6 as well", "Solving 2x + 3 = 13 gives x = 5, which matches the reference", "The assistant gives 7 and
# names them all"): no judge as subject ("I give 7"), no article ("gets a 6"), no denominator or "from me" after it, and
# not a bare "It gets 7." ending its sentence
_RESULT_VERB = re.compile(r"\b(?:gets?|gives|receiv\w*+|yields?|obtains?)\s++(?:[a-z]\s*+=\s*+)?+$", _I)
# a judge, a modal or one of two sides as the subject: a rating ("I give 7", "should get 5", "Assistant 1 gets 8")
_JUDGE = re.compile(
    r"\b(?:i|we|should|would|could|will|must|deserves?\s++to|ought\s++to)\b|\bi['\u2019]|\bassistant\s*+[12ab]\b"
    r"|\b[AB]\b",
    _I,
)
_RATED_AFTER = re.compile(r"\s*+(?:/|out\s++of\b|from\s++me\b|points?\b|stars?\b)", _I)
_SENTENCE_ENDS = re.compile(r"\s*+(?:[.!]|$)")
_BARE_SUBJECT = re.compile(r"\s*+(?:it|this|that|the\s++(?:response|answer))\s++\w++\s*+$", _I)


def _computed(sentence: str, m: re.Match[str], lead: str) -> bool:
    """Whether the number ``m`` in ``sentence`` (``lead`` its clause before it) is a value the answer computes
    (:data:`_RESULT_VERB`) rather than a rating."""
    if _RESULT_VERB.search(lead) is None or _JUDGE.search(lead) or _RATED_AFTER.match(sentence, m.end()):
        return False
    return not (_SENTENCE_ENDS.match(sentence, m.end()) and _BARE_SUBJECT.fullmatch(lead))


def _rating(sentence: str, m: re.Match[str], hi: float | None = None) -> bool:
    """Whether the number ``m`` in ``sentence`` is a rating: a rating cue in its clause right before it (or the
    answer called it, :data:`_IS_A`: ``this is a 2``, parser version 49; or, with the scale's top ``hi``, the number
    given over it: ``6/10``, ``six out of ten``), and none of a range, a turn, a denominator, a count (``4 stars``,
    ``a 2-step process``; not a reason: ``a 6 because``, ``a 6 for its accuracy``; not ``a score 2 response``) or a
    weighing word in its clause (:data:`_HEDGED`: ``a score of 4 but not 5``, ``It does not merit a 10.``,
    ``Unlike a score 3 response``), nor a value the answer computes (:func:`_computed`: ``The assistant gets 6``)."""
    lead = sentence[max(0, m.start() - _CUE_CHARS) : m.start()]
    lead = _LEAD_CONTRAST.split(_CLAUSE.split(lead)[-1])[-1]  # "..., but on reflection it's a 6" (version 61)
    tail = _CLAUSE_AFTER.split(sentence[m.end() : m.end() + _CUE_CHARS])[0]
    over = _OUT_OF.match(sentence, m.end())
    top = over is not None and hi is not None and _top(over.group(1)) == hi
    bare = _BARE_LEAD.fullmatch(lead) is not None and (
        (top and over is not None and _BARE_TAIL.match(sentence, over.end()) is not None)
        or re.match(r"\s++from\s++me\b", sentence[m.end() :], _I) is not None
    )
    return bool(
        (
            _RATING_CUE.search(lead)
            or bare
            or _IS_A.search(lead)
            or (_A_LEAD.search(lead) and _FITTING.match(sentence, m.end()))
            or _FITTING_SCORE.match(sentence, m.end())
        )
        and not _ASPECT_LEAD.match(sentence)
        and not _COUNTERFACTUAL.match(sentence)
        and not _computed(sentence, m, lead)
        and not _PARTIAL.search(tail)
        and not _BEFORE_NOT_RATING.search(lead)
        and not _RANGE_AFTER.match(sentence, m.end())
        and not _COUNTED.match(sentence, m.end())
        and not _HEDGED.search(lead)
        and not _HEDGED.search(tail)
    )


def _top(word: str) -> float:
    """The scale's top a denominator names (digits, ``ten``, ``five``)."""
    return {"ten": 10.0, "five": 5.0}.get(word.lower()) or float(word)


def _value(m: re.Match[str]) -> float:
    """The number a :data:`_NUMBER` match names (digits or a number word)."""
    return float(m.group(1)) if m.group(1) else float(_WORDS[m.group(2).lower()])


# a range the judge settles in ("I'd say somewhere between 6 and 7."; version 59, adversarial pass 51 H12): a rating
# outside it is disowned
_BETWEEN = re.compile(
    r"\b(?:i['\u2019]d\s++say|i\s++would\s++say|somewhere|deserves|merits|rate\s++it|score\s++it|lands)\s++(?:somewhere\s++)?+"
    r"between\s++(?:an?\s++)?+(\d++(?:\.\d++)?+)\s++and\s++(?:an?\s++)?+(\d++(?:\.\d++)?+)(?![\w.]\d)",
    _I,
)
# a rating said as either of two numbers ("deserving a low rating of 2 or 3"; version 61, adversarial pass 54 H12)
_EITHER = re.compile(
    r"\b(?:deserv\w*+|merit\w*+|rat(?:e|ing)|scor(?:e|ing)|give|giving|worth|earn\w*+)\s++(?:it\s++)?+(?:an?\s++)?+"
    r"(?:(?:low|high|solid|fair|middling)\s++)?+(?:(?:rating|score|grade)\s++(?:of\s++)?+)?+(\d++(?:\.\d++)?+)\s++or\s++"
    r"(?:an?\s++)?+(\d++(?:\.\d++)?+)(?![\w.]\d)",
    _I,
)
# an overall label's number after criteria ("Helpfulness: 3, Accuracy: 2, Overall: 3.", "... -> overall 8"; the arrow
# since version 61, adversarial pass 54 M16): the rating, whatever the criteria's numbers
_OVERALL_LABEL = re.compile(
    r"(?:\b(?:overall|final|total)(?:\s++(?:score|rating|grade))?+\s*+:|(?:-++>?+|\u2192|=>|\u2013|\u2014)\s*+overall)"
    r"\s*+$",
    _I,
)
# the scale's end named ("warranting the lowest score of one"; version 59, adversarial pass 51 H15)
_EXTREME = re.compile(
    r"\b(?:deserv\w*+|warrant\w*+|merit\w*+|earn\w*+|gets?|giv\w++|receiv\w++|assign\w*+)\s++(?:it\s++|this\s++)?+"
    r"(?:the\s++)?+(?P<end>lowest|minimum|highest|maximum|top|full)(?:\s++possible)?+\s++(?:score|rating|grade|marks)\b",
    _I,
)


_NOT_BEFORE = re.compile(r"\b(?:not|never|cannot|hardly)\b|n['\u2019]t\b", _I)


# a number alone in words or over 10 ("Six.", "6/10."; not "2.", a list's number) or a rating label's number in single
# brackets ("Rating: [6]"; version 59, pass 52 H14)
_ALONE = re.compile(
    r"\W*+(?:(?P<n>\d++(?:\.\d++)?+)\s*+/\s*+10|(?P<w>one|two|three|four|five|six|seven|eight|nine|ten))[\s.!]*+",
    _I,
)
_SINGLE_BRACKET = re.compile(r"\b(?:rating|score)\s*+:\s*+\[(\d++(?:\.\d++)?+)\](?!\])", _I)


# the answer called the worst or flawless as a whole (version 59, adversarial pass 52 H14): a rating in the other half
# of the scale is disowned
# version 64 (adversarial pass 57 H8): "The answer is wrong.", "The response is completely wrong and unhelpful.",
# "Terrible answer: ...", "This gets an F.", "The response is flawless, a perfect answer.", "Perfect answer.", "This is
# an outstanding answer: ...", "The answer is fully correct and very helpful."
_BAD = (
    r"(?:(?:completely|totally|entirely|simply|plainly|factually)\s++)?+(?:wrong|incorrect|useless|off[-\s]topic"
    r"|not\s++(?:correct|right|accurate))"
)
# MT-Bench's own subject, echoed by its judges (version 80, adversarial pass 75 H3): "The assistant's answer", "The AI
# assistant's response", "The provided answer", "The answer provided", "The final answer"
_ASSISTANT = (
    r"(?:the\s++)?+(?:ai\s++)?+assistant(?:['\u2019]s\s++(?:(?:final|second|first|follow-up|last)\s++)?+(?:answer|response"
    r"|solution|code|reply)(?:\s++to\s++the\s++(?:(?:second|first|follow-up|last)\s++)?+question|\s++of\s++[^\s,;.]++)?+)?+"
    r"|the\s++(?:provided|given|final)\s++(?:answer|response|solution)|the\s++(?:answer|response)\s++(?:provided|given)"
)
_EXTREME_WORDS = re.compile(
    r"\W*+(?:feedback\s*+:\s*+)?+(?:(?:unfortunately|sadly|however|ultimately|overall)\s*+,?\s*+)?+(?:(?:this|it"
    r"|the\s++(?:response|answer)|" + _ASSISTANT + r")(?:\s++(?:response|answer))?+"
    r"\s++(?:is|was)\s++"
    r"(?:(?P<worst>the\s++worst(?:\s++possible)?+\s++(?:answer|response)|"
    + _BAD
    + r"(?:\s*+(?:,|and|because)\s++[^.!?]{1,80}+)?+)"
    r"|flawless(?:\s++in\s++every\s++(?:respect|way)|\s*+,\s*+an?\s++perfect\s++(?:answer|response))?+|perfect\s++in"
    r"\s++every\s++(?:respect|way)|excellent\s++in\s++every\s++(?:respect|way)|fully\s++correct(?:\s++and\s++(?:very\s++)?+"
    r"helpful)?+|an?\s++(?:outstanding|perfect|excellent|flawless)\s++(?:answer|response))"
    r"|(?P<bad>terrible|awful|useless|wrong|incorrect)\s++(?:answer|response)|perfect\s++answer"
    r"|(?P<gave>(?:the\s++)?+(?:ai\s++)?+assistant\s++(?:gave|gives|provided|provides|offered|offers|got|gets)\s++(?:an?\s++"
    r"|the\s++)?+(?:incorrect|wrong)\s++(?:final\s++)?+(?:answer|response|solution|result))"
    r"|(?P<failed>this|it)\s++(?:gets|deserves|earns)\s++an?\s++f)(?:\s*+:[^.!?]{1,80}+)?+[\s.!]*+",
    _I,
)


def _extra_ratings(s: str, lo: float, hi: float) -> list[float]:
    """The ratings :data:`_EXTREME`, :data:`_ALONE` and :data:`_SINGLE_BRACKET` read in ``s`` (version 59; an
    :data:`_OVERALL_LABEL`'s number is read by :func:`concludes_other_rating`, in place of the others)."""
    found: list[float] = []
    if (alone := _ALONE.fullmatch(s)) is not None:
        found.append(float(alone.group("n")) if alone.group("n") else float(_WORDS.get(alone.group("w").lower(), 1)))
    found += [float(b.group(1)) for b in _SINGLE_BRACKET.finditer(s)]
    found += [
        lo if e.group("end").lower() in ("lowest", "minimum") else hi
        for e in _EXTREME.finditer(s)
        if not _NOT_BEFORE.search(s, max(0, e.start() - 24), e.start() + 1)  # "I cannot give it full marks"
    ]
    return found


def concludes_other_rating(before: str, score: float, lo: float, hi: float) -> bool:
    """Whether the last sentence with a number before a single rating ``score`` (walking back over the sentences
    :func:`~judge_engine.pipeline.parsing.conclusion.last_sentences` gives) gives another number in [``lo``, ``hi``]
    as a rating (:func:`_rating`: ``I would rate this response a 6 out of 10.``, ``So the overall score is 3.``),
    or settles on one of two (:data:`_SETTLED`: ``a 3 rather than a 4``); a number in brackets (``[[8]]``, read by the
    format's own rules), a range, a turn, a denominator, a count (``3 of the 4 steps``) or a number weighed in its
    clause (``a score of 4 but not 5``, ``rather than``, ``if``, ``more than``, ``exceeds the requirements of score
    3``) is none, and a sentence without a rating is walked past; a cap (``I cannot give more than 3.``, version 56)
    disowns a rating above it; since version 59 a range settled in (``somewhere between 6 and 7``) disowns a rating
    outside it, and an ``Overall:`` label's number and the scale's end named (``the lowest score``) count; since
    version 86 the same rating said under a condition or as what the answer could have got (:data:`_HYPOTHETICAL`:
    ``would earn a 9 if it were correct``, ``earns a 10 provided ...``, ``could have earned a 9``) disowns it. Since
    version 87 a whole-answer verdict (:func:`~judge_engine.pipeline.parsing.whole_answer.whole_verdict`) or extreme
    words walked past a later sentence that qualifies them (praise or ``aside``, ``partial credit`` after a bad one, a
    fault after a good one: :func:`~judge_engine.pipeline.parsing.polarity.qualifies`) no longer decide, and a text
    with no rating in it is read by :func:`~judge_engine.pipeline.parsing.polarity.rating_contradicted` (``The response
    is perfect.\nRating: [[1]]``)."""
    praised = faulted_since = False  # what a sentence walked past says (version 87, false-failure pass 93 W1)
    for s, _ in last_sentences(before):
        ratings = [_value(m) for m in list(_NUMBER.finditer(s))[:8] if _rating(s, m, hi)]
        ratings += [float(x.group(1)) for x in _SETTLED.finditer(s)] + _extra_ratings(s, lo, hi)
        ratings = [n for n in ratings if lo <= n <= hi]
        overall = [_value(m) for m in list(_NUMBER.finditer(s))[:8] if _OVERALL_LABEL.search(s, 0, m.start())]
        ratings = [n for n in overall if lo <= n <= hi] or ratings  # "accuracy 9, depth 7 -> overall 8" (version 61)
        ranges = [(float(b.group(1)), float(b.group(2))) for b in (*_BETWEEN.finditer(s), *_EITHER.finditer(s))]
        if ranges and not ratings:
            return not any(x <= score <= y for x, y in ranges)  # "somewhere between 6 and 7" before a 9
        if not ratings and (extreme := _EXTREME_WORDS.fullmatch(s)) is not None and not (praised or faulted_since):
            mid = (lo + hi) / 2  # "the worst possible answer" before a 9, "flawless in every respect" before a 2
            bad = extreme.group("worst") or extreme.group("bad") or extreme.group("failed") or extreme.group("gave")
            return score > mid if bad else score < mid
        if not ratings and (whole := whole_verdict(s)) is not None:  # "The response is empty." before a 9 (v67)
            if praised if whole == "bad" else faulted_since:
                return False  # qualified after it: "... That error aside, the guide is useful.\n\nRating: [[6]]"
            return score > (lo + hi) / 2 if whole == "bad" else score < (lo + hi) / 2
        praised = praised or qualifies(s)
        faulted_since = faulted_since or faults(s)
        caps = [float(c.group(1)) for c in _CAP.finditer(s) if lo <= float(c.group(1)) <= hi]
        if caps and not ratings:
            return score > min(caps)  # "I cannot give more than 3." before a 9
        if any(
            (
                score
                if h.group("this")
                else hi
                if h.group("t")
                else float(h.group("h") or h.group("g") or h.group("n") or h.group("c"))
            )
            == score
            for h in _HYPOTHETICAL.finditer(s)
        ):
            return True  # "The answer would earn a 9 if it were correct; it is not." before a 9 (version 86, pass 90)
        if not ratings:
            continue  # no rating in it: "It misses 2 of the edge cases.", "It does not merit a 10."
        return any(n != score for n in ratings)
    return rating_contradicted(before, score, lo, hi)  # "The response is perfect.\nRating: [[1]]" (version 87)


# a rating the answer would get under a condition ("would earn a 9 if it were correct", "If it cited sources, it would
# deserve a 9"; version 86, adversarial pass 90 WR01): the same rating given after it is the condition's, not the
# judge's
_WOULD_GET = (
    r"\b(?:would|could|should|might)\s++(?:have\s++)?+(?:earn\w*+|get|got|gotten|deserve\w*+|merit\w*+|receive\w*+|score\w*+|rate\w*+"
    r"|be\s++worth|be|give(?:\s++(?:this|that|the\s++(?:response|answer)))?+)\s++(?:it\s++)?+(?:an?\s++)?+"
    r"(?:(?:rating|score|grade)\s++of\s++)?+"
)
_HYPOTHETICAL = re.compile(
    _WOULD_GET + r"(?P<h>\d++(?:\.\d++)?+)(?![\w.]\d)(?=[^.!?\n]{0,120}?\b(?:if|were|had|unless|once|provided)\b)"
    r"|\bif\b[^.!?\n]{1,120}?" + _WOULD_GET + r"(?P<g>\d++(?:\.\d++)?+)(?![\w.]\d)"
    # the rating given now under a condition ("It earns a 10 provided the numbers check out.", "deserves the top score
    # only if the rubric is ignored"; version 86, adversarial pass 92 RN): a number, or the top of the scale (t)
    r"|\b(?:gets|earns|deserves|merits|receives|warrants)\s++(?:it\s++)?+(?:(?:an?\s++)?+(?P<n>\d++(?:\.\d++)?+)"
    r"(?![\w.]\d)|the\s++(?P<t>top|highest|maximum|full)\s++(?:mark|score|rating|grade|marks))[^.!?\n]{0,60}?\b(?:only\s++if"
    r"|if|unless|provided|providing|assuming|as\s++long\s++as|so\s++long\s++as|on\s++condition)\b"
    # "It could have earned a 9." before a 9, "It would deserve this if it were correct." (adversarial pass 93 NC)
    r"|\b(?:could|should|might|would)\s++have\s++(?:earned|gotten|got|received|deserved|merited)\s++(?:an?\s++)?+"
    r"(?P<c>\d++(?:\.\d++)?+)(?![\w.]\d)|\bwould\s++(?:deserve|earn|get|merit)\s++(?P<this>this|that|it)\b[^.!?\n]{0,60}?\b(?:if"
    r"|unless|were|had)\b",
    _I,
)
