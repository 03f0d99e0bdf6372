"""A conclusion right before a verdict that states another verdict (parser versions 27 and 28; issue 13, adversarial
passes 23 and 25): ``Overall, Assistant B provides the better response.\\n\\n[[A]]``, ``Therefore, I choose Assistant
B.\\n\\nResult: [[A]]``, ``So the overall score is 3.\\n[RESULT] 4``. The completion then states two verdicts, and
reads ``ambiguous``.

Text before the verdict is the judge's reasoning, where both sides are praised and faulted, so only a conclusion in
a listed shape counts, and only the last one: walking back from the verdict's token over at most
:data:`_WALK` sentences, labels and lead-ins that name no side (``Result:``, ``My final verdict is:``, ``---``,
``I hope this helps!``) are skipped, a conclusion for the verdict's own side is passed over once, and the first
other sentence that names a side decides: a conclusion for the other side (:func:`concludes_otherwise`) fails the
verdict, anything else keeps it. A conclusion is the whole sentence in one of these shapes, after an optional lead
(``Overall,``, ``Therefore,``, ``After careful consideration,``, ``In my opinion,``, ``I think``): a side with a
whole-answer comparative (``Assistant B is the better response``, ``B performs better``, ``B did a better job``,
``B is more accurate and helpful``), a choice (``I'd choose B``, ``The better response is B``), a comparison of both
(``B is better than A``, ``I prefer B over A``, ``B outperforms A``), or a tie (``Overall, both responses are
equally good.``) before a side's verdict of a letter format. A single rating is contradicted by the last sentence
with a number before it that gives another number on the scale after a rating cue (:func:`concludes_other_rating`:
``I would rate this response a 6 out of 10.``, ``Score: 6/10``, ``So the overall score is 3.``).

What it cannot do: a conclusion in a wording outside the shapes (``Only Assistant B answers correctly.\\n\\n[[A]]``)
keeps the verdict; such a judge contradicts itself in prose no rule can list. Linear: at most
:data:`_BEFORE_CHARS` characters before the verdict are read."""

from __future__ import annotations

import re

from judge_engine.pipeline.parsing.closing import MARKUP, split_sentences

_I = re.IGNORECASE
# at most this many characters before the verdict are read, and at most this many sentences walked back
_BEFORE_CHARS = 2000
_WALK = 5
_LEAD = (
    r"\W*+(?:(?:overall|in\s++conclusion|in\s++summary|in\s++short|therefore|thus|so|hence|ultimately|all\s++in\s++all"
    r"|to\s++sum\s++up|to\s++summari[sz]e|on\s++balance|in\s++the\s++end|considering\s++(?:(?:all|both)\s++(?:factors|aspects|points|things|criteria|turns|questions|rounds)|all|everything)|finally"
    r"|after\s++(?:careful\s++)?+(?:consideration|review|comparison|evaluation)|for\s++(?:these|those|the\s++above)"
    r"\s++reasons|in\s++my\s++(?:opinion|view|judg(?:e)?ment)|all\s++things\s++considered|given\s++(?:this|these"
    r"|the\s++above)(?:\s++\w++)?+|taking\s++(?:\w++\s++){1,3}?into\s++(?:account|consideration)|in\s++my\s++assessment"
    r"|however|nevertheless|that\s++said|still|in\s++this\s++case|upon\s++reflection|on\s++reflection"
    r"|comparing\s++(?:the\s++two|both)(?:\s++(?:responses|answers|outputs))?+"
    r"|(?:based\s++on|after\s++(?:comparing|evaluating|reviewing|considering))\s++(?:the|this|my|these|all|both)"
    r"(?:\s++\w++){0,3}"
    # adversarial pass 30 M1: more leads
    r"|considering\s++(?:these|those|the\s++above)\s++(?:factors|aspects|points|things|criteria)|with\s++this\s++in\s++mind"
    r"|weighing\s++(?:these|all|the|both)(?:\s++\w++)?+|in\s++light\s++of\s++(?:this|these|the\s++above)(?:\s++\w++)?+"
    r"|as\s++a\s++result|consequently|accordingly|to\s++conclude|in\s++comparison|by\s++comparison"
    r"|having\s++(?:compared|evaluated|reviewed|considered)\s++(?:both|the\s++two|them)(?:\s++(?:responses|answers))?+"
    r"|in\s++comparing\s++the\s++two(?:\s++(?:responses|answers))?+|upon\s++(?:careful\s++)?+(?:consideration|review))"
    r"\s*+[,:;]?\s*+)*+(?:i\s++(?:think|believe|find|feel|conclude|would\s++say)\s++(?:that\s++)?+)?+"
)
# a choice of a side: "I choose", "I'd go with", "I'm going with", "The better response is", "My pick is"
_CHOICE = (
    r"(?:i(?:(?:\s++would|['\u2019]d)\s++have\s++to|\s++would|\s++will|['\u2019]d|['\u2019]ll|\s++must|\s++have\s++to)?+"
    r"(?:\s++(?:slightly|somewhat|strongly|definitely|clearly|marginally|narrowly|ultimately|still|personally))?+"
    r"\s++(?:choose|pick|prefer|select|recommend|go\s++(?:with|for)|favou?r|say|lean(?:\s++slightly)?+\s++towards?)"
    r"|i(?:['\u2019]m|\s++am)\s++(?:going\s++with|leaning(?:\s++slightly)?+\s++towards?|choosing|voting\s++for"
    r"|inclined\s++to\s++(?:choose|pick|prefer|go\s++with))|my\s++vote\s++goes\s++to|the\s++(?:win|nod|edge)\s++goes\s++to"
    r"|the\s++(?:better|stronger|superior|winning|preferred|best)\s++"
    r"(?:response|answer|one|choice|output|assistant)\s++is|the\s++winner\s++is|my\s++(?:choice|pick|preference)\s++is)"
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
    r"|considerably|noticeably|substantially|notably|indeed|actually|ultimately|generally|obviously|certainly|arguably)"
)
# an aside around the verb: "Assistant B, on the other hand, is better.", "Assistant B is, overall, better."
_ASIDE = (
    r"(?:\s*+,\s*+(?:overall|on\s++the\s++other\s++hand|however|though|in\s++(?:my\s++)?+(?:opinion|view)|i\s++think"
    r"|ultimately|in\s++the\s++end|on\s++balance)\s*+,)?+"
)
# what may end a conclusion after its comparative: "overall", "in this case", "to the user's question", "I think"
_TRAIL = (
    r"(?:\s*+,?\s*+\(?+(?:overall|by\s++far|here|in\s++this\s++case|in\s++(?:my\s++)?+(?:opinion|view)|i\s++think"
    r"|i\s++believe|in\s++every\s++respect|by\s++a\s++(?:wide|large|clear|small|narrow)\s++margin"
    r"|(?:(?:to|for|with)\s++)?+the\s++user(?:['\u2019]s\s++(?:question|request|query|needs|prompt))?+"
    r"|as\s++(?:the\s++)?+(?:better|stronger|best|superior|winner)(?:\s++(?:response|answer|one|option))?+"
    r"|(?:to|for)\s++the\s++(?:question|task|prompt|request)|(?:in|for)\s++this\s++(?:comparison|round|task))\)?+)*+"
)
# a whole-answer comparative after the side: "is the better response", "performs better", "did a better job"
_COMPARATIVE = (
    r"(?:" + _ASIDE + r"\s*+(?:is|was)" + _ASIDE + r"\s++(?:" + _ADVERBS + r"\s++)*+"
    r"(?:better\s++suited|more\s++aligned\s++with|better|superior|stronger|preferable|preferred|best|more\s++"
    + _QLIST
    + r"|(?:the\s++)?+most\s++"
    + _QLIST
    + r"|(?:the\s++)?+(?:clear\s++)?+winner"
    r"|my\s++(?:choice|pick|preference)|of\s++(?:a\s++)?+higher\s++quality)"
    r"|better\s++(?:fulfills|fulfils|meets|satisfies|follows|answers|handles|serves)"
    r"|(?:follows|handles|answers|addresses|fulfills|fulfils)\s++(?:the\s++)?+(?:instructions?|question|request|prompt"
    r"|task)\s++better|edges\s++it"
    r"|(?:provides|provided|gives|gave|offers|offered|has|had|delivers|delivered)\s++(?:the|a)\s++(?:better"
    r"|higher[-\s]quality|more\s++"
    + _QLIST
    + r")|performs?\s++better|performed\s++better|wins(?:\s++(?:this|the)\s++(?:comparison|round))?+|(?:did|does)\s++"
    r"(?:a\s++better\s++job|better)|answers\s++the\s++question\s++better|better\s++addresses"
    r"|should\s++(?:be\s++preferred|win)|comes\s++out\s++(?:ahead|on\s++top)"
    r"|has\s++(?:the|a\s++slight)\s++edge|gets\s++my\s++vote|(?:gets|takes)\s++the\s++win"
    r"|(?:stands\s++out|emerges)\s++as\s++(?:the\s++)?+(?:better|stronger|superior|(?:clear\s++)?+winner))"
)
_NOUN = (
    r"(?:\s++(?:response|answer|one|choice|output|option|assistant|job))?+"
    r"(?:\s++of\s++the\s++two(?:\s++(?:responses|answers|outputs|assistants))?+)?+"
)
_AFTER_SIDE = re.compile(
    r"(?:['\u2019]s\s++(?:response|answer|output))?+(?:\s*+" + _COMPARATIVE + _NOUN + r")?+" + _TRAIL + r"[^\w?]*+",
    _I,
)
# the losing side named with a whole-answer comparative: "Assistant A is the weaker response.", "A is worse than B"
_AFTER_LOSER = re.compile(
    r"(?:['\u2019]s\s++(?:response|answer|output))?+\s*+(?:(?:is|was)\s++(?:" + _ADVERBS + r"\s++)*+(?:worse|weaker"
    r"|inferior|less\s++"
    + _QLIST
    + r"|lesser|not\s++as\s++(?:good|helpful|accurate|strong|useful|complete))"
    + _NOUN
    + r"|(?:isn['\u2019]t|wasn['\u2019]t)\s++as\s++(?:good|helpful|accurate|strong|useful|complete)"
    r"|(?:(?:"
    + _ADVERBS
    + r")\s++)*+(?:underperforms|underperformed|lags\s++behind|lagged\s++behind))"
    + _TRAIL
    + r"[^\w?]*+",
    _I,
)
_BETWEEN_LOSER = re.compile(
    r"(?:['\u2019]s\s++(?:response|answer|output))?+\s*+(?:(?:is|was)\s++(?:" + _ADVERBS + r"\s++)*+(?:(?:worse|weaker"
    r"|less\s++"
    + _QLIST
    + r")\s++(?:than|compared\s++(?:to|with))|inferior\s++to|not\s++as\s++(?:good|helpful|accurate"
    r"|strong|useful|complete)\s++as|outperformed\s++by|beaten\s++by)|(?:isn['\u2019]t|wasn['\u2019]t)\s++as\s++(?:good"
    r"|helpful|accurate|strong|useful|complete)\s++as|(?:(?:"
    + _ADVERBS
    + r")\s++)*+(?:(?:falls|fell)\s++(?:short\s++of"
    r"|behind|short\s++compared\s++(?:to|with))|underperforms|underperformed|lags\s++behind|lagged\s++behind))"
    r"\s++(?:the\s++)?+",
    _I,
)
_END = re.compile(r"(?:['\u2019]s(?:\s++(?:response|answer|output))?+)?+" + _TRAIL + r"[^\w?]*+", _I)
# both sides compared: "B is better than A", "I prefer B over A", "B outperforms A"
_BETWEEN = re.compile(
    r"(?:['\u2019]s\s++(?:response|answer|output))?+\s*+(?:(?:is|was)\s++(?:"
    + _ADVERBS
    + r"\s++)*+(?:(?:better|stronger"
    r"|more\s++" + _QLIST + r")\s++(?:than|compared\s++(?:to|with)|in\s++comparison\s++to)|superior\s++to)"
    r"|(?:(?:" + _ADVERBS + r")\s++)*+(?:outperforms|outperformed|beats|beat|surpasses|surpassed|outshines|outshone)"
    r"|over|to|(?:does|did)\s++a\s++better\s++job\s++than"
    r"|(?:performs|performed|does|did)\s++better\s++than|edges\s++out)"
    r"\s++(?:the\s++)?+",
    _I,
)
# a bare tie counts only after a label ("My final verdict is tie: [[A>B]]"; "TIE" alone is no conclusion)
_BARE_TIE = re.compile(r"\W*+(?:a\s++)?+(?:tie|draw)[^\w?]*+", _I)
_TIE_CONCLUSION = re.compile(
    _LEAD
    + r"(?:(?:both(?:\s++(?:responses|answers|assistants|outputs))?+|they)\s++are\s++(?:(?:correct|good)\s++and\s++)?+"
    r"(?:equally\s++(?:good|helpful|strong|accurate|valid|correct)(?:\s++and\s++\w++)?+|of\s++(?:equal|similar)\s++quality)"
    r"|(?:both(?:\s++(?:responses|answers|assistants|outputs))?+|they|the\s++two(?:\s++(?:responses|answers|outputs))?+)"
    r"\s++are\s++(?:(?:essentially|roughly|about)\s++)?+(?:comparable(?:\s++in\s++quality)?+|on\s++par"
    r"(?:\s++with\s++each\s++other)?+|(?:of\s++)?+(?:the\s++)?+same\s++quality|similarly\s++(?:helpful|good|strong))"
    r"|(?:both|them)(?:\s++(?:responses|answers))?+\s++equally\s++(?:good|helpful|strong)"
    r"|neither\s++(?:response\s++|answer\s++|one\s++)?+stands\s++out"
    r"|it(?:['\u2019]s|\s++is)\s++(?:(?:essentially|basically|practically|more\s++or\s++less)\s++)?+a\s++(?:tie|draw)"
    r"|neither\s++(?:response|answer|one)\s++is\s++(?:clearly\s++)?+better(?:\s++than\s++the\s++other)?+"
    r"|i\s++(?:can(?:not|['\u2019]t)|could\s++not|couldn['\u2019]t)\s++decide\s++between\s++them)"
    + _TRAIL
    + r"[^\w?]*+",
    _I,
)
# a verdict's lead-in at the start of a sentence: "My final verdict is: Assistant B is better: [[A>>B]]"
_LEAD_IN = re.compile(
    r"^\W*+(?:(?:hence|so|thus|therefore)[,\s]++)?+(?:(?:my|the|our)\s++)?+(?:final\s++)?+(?:verdict|decision|judg(?:e)?ment"
    r"|evaluation|winner|result|choice|pick|conclusion|preferred(?:\s++response)?+|better\s++response)(?:\s++is)?+\s*+[:\-\u2013\u2014]?\s*+",
    _I,
)


def _stated(sentence: str, names: tuple[re.Pattern[str], re.Pattern[str]], labelled: bool = False) -> str | None:
    """The side (``"a"``, ``"b"``) ``sentence`` concludes for in a listed shape (the module's docstring), ``"tie"``
    for a tie conclusion, ``""`` when it names a side but is no conclusion, None when it names no side."""
    hits = sorted(
        ((m, x) for x, pattern in zip("ab", names, strict=True) for m in pattern.finditer(sentence)),
        key=lambda h: h[0].start(),
    )
    if not hits:
        tie = _TIE_CONCLUSION.fullmatch(sentence) or (labelled and _BARE_TIE.fullmatch(sentence))
        return "tie" if tie else None
    (m, named), *others = hits
    if not _BEFORE_SIDE.fullmatch(sentence, 0, m.start()):
        return ""
    loser = {"a": "b", "b": "a"}[named]
    if not others:
        chose = labelled or _CHOSEN.fullmatch(sentence, 0, m.start()) is not None
        tail = sentence[m.end() :]
        if _AFTER_SIDE.fullmatch(tail) and (chose or re.search(r"\w", tail)):
            return named
        return loser if not chose and _AFTER_LOSER.fullmatch(tail) else ""
    (o, second), *rest = others
    if rest or second == named or not _END.fullmatch(sentence, o.end()):
        return ""
    if _BETWEEN.fullmatch(sentence, m.end(), o.start()):
        return named
    return loser if _BETWEEN_LOSER.fullmatch(sentence, m.end(), o.start()) else ""


# a concession before the main clause: "Both are good, but B is better.", "While both help, B is better."
_BUT = re.compile(r"[,;]\s*+(?:but|however|yet|though|still)\b,?\s*+", _I)
_SUBORDINATE = re.compile(
    r"^\W*+(?:while|although|though|even\s++though|whereas|despite|even\s++if)\b[^,;]{0,300}[,;]\s*+", _I
)


def _main_clause(sentence: str) -> str:
    """``sentence`` without a concession before its main clause: after its last ``, but``/``; however,``, and
    without a leading ``While ...,``/``Although ...,`` clause."""
    start = max((m.end() for m in _BUT.finditer(sentence)), default=0)
    main = sentence[start:]
    return _SUBORDINATE.sub("", main, count=1)


def _last_sentences(before: str) -> list[tuple[str, bool]]:
    """The last :data:`_WALK` sentences of ``before`` (its last :data:`_BEFORE_CHARS` characters), nearest first,
    without markup and without a label at their start (``Final verdict:``, ``Winner:``), each with whether it had
    one."""
    out = [MARKUP.sub("", x).strip() for x in split_sentences(before[-_BEFORE_CHARS:])[-_WALK:]]
    return [(_LEAD_IN.sub("", x, count=1), _LEAD_IN.match(x) is not None) for x in reversed(out)]


def concludes_otherwise(
    before: str, side: str, names: tuple[re.Pattern[str], re.Pattern[str]], ties: bool = True
) -> bool:
    """Whether the last conclusion before a pairwise verdict ``side`` (``"a"``, ``"b"``, ``"tie"``) states another
    verdict (the module's docstring). ``before`` is the text before the verdict's token; ``names`` are the two
    sides' name patterns (A, B); ``ties`` False (score formats, whose scores may be close) ignores tie conclusions."""
    own_seen = False
    for s, labelled in _last_sentences(before):
        stated = _stated(_main_clause(s), names, labelled)
        if stated is None:
            continue  # a label, a lead-in, a pleasantry: "Result:", "Here is my verdict:", "I hope this helps!"
        if stated == "tie" and (side == "tie" or not ties):
            continue
        if stated == side and labelled and not own_seen:
            own_seen = True  # "Overall, B is better. My final verdict is: Assistant A is slightly better: [[A>B]]"
            continue
        return stated not in ("", side)
    return False


# a rating cue right before a number (in its clause): "I would rate this response a 6", "Score: 6/10", "deserves a 6",
# "the overall score is 3"
_RATING_CUE = re.compile(
    r"\b(?:rat(?:e|ed|ing)|scor(?:e|es|ed|ing)|grade|give|gives|deserv\w*|merit\w*|worth|earn\w*|receiv\w*|warrant\w*"
    r"|gets?|put\s++(?:it|this)\s++at)\b",
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
    r"|points?|is|would|seems|feels|fits|as|on|in|at|to|from|thanks|despite|though|although|while)\b)[a-z]{3,}"
    r"|\s++of\s++(?:the\s++)?+\d",
    _I,
)
_CLAUSE = re.compile(r"[;,.!?]")
_CLAUSE_AFTER = re.compile(r"[;,.!?(\-\u2013\u2014]")
# a sentence that weighs a rating rather than gives it: "a score of 4 but not 5", "rather than 5", "if it had cited"
_HEDGED = re.compile(
    r"\b(?:not|but|rather|than|if|unless|although|though|would\s++have|could|between|or|instead|from(?!\s++me\b)|more|less|nor"
    r"|exceed\w*|beyond|above|below)\b"
    r"|n['\u2019]t\b",
    _I,
)
# at most this many characters before a number are read for its rating cue
_CUE_CHARS = 48


# a number over the scale's top (adversarial pass 30 M4: "This is a 6/10 answer.", "Overall: 6/10", "Six out of ten.")
_OUT_OF = re.compile(r"\s*+(?:/|out\s++of)\s*+(\d++|ten|five)\b", _I)
# what a number given without a cue may stand with (adversarial pass 31 M2): before it only words of a verdict
# ("This is a 6/10 answer.", "Overall: 6/10", "So, 6/10."), after it nothing or a few ("6/10 seems fair.", "a 6 from
# me"); "Accuracy: 6/10" (a criterion), "It passes 6/10 of the tests" (a count), "x = 6/10" (a value) are none
_BARE_LEAD = re.compile(
    r"\W*+(?:(?:it['\u2019]s|that['\u2019]s|i['\u2019]d|i\s++would|i\s++think|i\s++believe|overall|so|thus|hence"
    r"|therefore|final(?:ly)?+|total|in\s++total|verdict|rating|score|my|this|it|is|say|give|be|a|an|the|response"
    r"|answer|reply|solid|strong|weak|decent|fair|good)\b\W*+)*+",
    _I,
)
_BARE_TAIL = re.compile(
    r"\s++(?:answer|response|reply|rating|score|overall|from\s++me|seems|feels|sounds|is|for\s++(?:me|this)"
    r"|because|since|given|due)\b|\s*+(?:[.,;:!)]|$)",
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
    r"^\W*+(?:on|regarding|as\s++for|in\s++terms\s++of|for)\s++(?!the\s++whole|balance|reflection)\w", _I
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


def _rating(sentence: str, m: re.Match[str], hi: float | None = None) -> bool:
    """Whether the number ``m`` in ``sentence`` is a rating: a rating cue in its clause right before it (or, with
    the scale's top ``hi``, the number given over it: ``6/10``, ``six out of ten``), and none of a range, a turn, a
    denominator, a count (``4 stars``; not a reason: ``a 6 because``, ``a 6 for its accuracy``) or a weighing word in
    its clause (:data:`_HEDGED`: ``a score of 4 but not 5``, ``It does not merit a 10.``)."""
    lead = sentence[max(0, m.start() - _CUE_CHARS) : m.start()]
    lead = _CLAUSE.split(lead)[-1]
    tail = _CLAUSE_AFTER.split(sentence[m.end() : m.end() + _CUE_CHARS])[0]
    over = _OUT_OF.match(sentence, m.end())
    top = over is not None and hi is not None and _top(over.group(1)) == hi
    bare = _BARE_LEAD.fullmatch(lead) is not None and (
        (top and over is not None and _BARE_TAIL.match(sentence, over.end()) is not None)
        or re.match(r"\s++from\s++me\b", sentence[m.end() :], _I) is not None
    )
    return bool(
        (_RATING_CUE.search(lead) or bare)
        and not _ASPECT_LEAD.match(sentence)
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


def concludes_other_rating(before: str, score: float, lo: float, hi: float) -> bool:
    """Whether the last sentence with a number before a single rating ``score`` (walking back over at most
    :data:`_WALK` sentences) gives another number in [``lo``, ``hi``] as a rating (:func:`_rating`: ``I would rate
    this response a 6 out of 10.``, ``So the overall score is 3.``); a number in brackets (``[[8]]``, read by the
    format's own rules), a range, a turn, a denominator, a count (``3 of the 4 steps``) or a number weighed in its
    clause (``a score of 4 but not 5``, ``rather than``, ``if``, ``more than``, ``exceeds the requirements of score
    3``) is none, and a sentence without a rating is walked past."""
    for s, _ in _last_sentences(before):
        ratings = [_value(m) for m in list(_NUMBER.finditer(s))[:8] if _rating(s, m, hi)]
        ratings += [float(x.group(1)) for x in _SETTLED.finditer(s)]
        ratings = [n for n in ratings if lo <= n <= hi]
        if not ratings:
            continue  # no rating in it: "It misses 2 of the edge cases.", "It does not merit a 10."
        return any(n != score for n in ratings)
    return False
