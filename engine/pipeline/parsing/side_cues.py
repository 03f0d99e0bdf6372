"""Which side a later sentence speaks for, cue by cue (:func:`speaks_for`; issue 13, adversarial pass 17 on the
backstop of :mod:`~judge_engine.pipeline.parsing.after_verdict`).

Version 18 exempted a sentence naming the other side when a negative word stood anywhere before its preference cue
or the verdict side was named first; ``Although Assistant A is longer, Assistant B is better.``, ``Assistant B makes
no errors and is the better response.`` and ``Assistant A loses to Assistant B.`` kept the verdict. Here each
preference cue gets a subject and a polarity:

- the **subject** is the side named last before the cue, not counting a side after ``than``, ``over``, ``to``,
  ``of``, ``versus``, ``compared with`` (a comparison's target); with no side before it, the side named first after
  it (``The better response is B.``, ``I'd go with B.``);
- a cue is **negated** by ``not`` (not ``not only``), ``no``, ``n't``, ``never``, ``less``, ``hardly``, ``nearly``,
  ... in its own clause (after the last comma, semicolon or conjunction before it);
- a positive cue (``better``, ``correct``, ``wins``, ``more accurate``, ``answers correctly``, ...) of the other side
  speaks for it, and so does a negative one (``worse``, ``loses to``, ``falls short of``, ``outperformed by``, ``less
  accurate``) of the verdict side in a sentence that names the other;
- unless that cue is about one aspect (:data:`_ASPECT_AFTER`: ``better formatted``, ``a stronger opening``, ``better
  at explaining``, ``on style``; or an aspect lead before it, :data:`_ASPECT_LEAD`: ``Stylistically,``, ``Style:``,
  ``B's writing``, ``Apart from that,``), a concession (``B is also correct``, ``decent``, ``a strong runner-up``,
  ``at first glance``) that is no comparative, or taken back after it by ``but``, ``yet`` or ``however`` with a fault
  (``B is right about the capital, but wrong about the population.``) or the verdict side's own comparative.

Aspects are a list of what a remark is about (style, tone, formatting, examples, ...), not a list of what it is
not: ``better suited to the user's request``, ``better at answering the question`` and ``For the user's needs,``
are preferences. A sentence that is a condition (``if``, ``would``, not ``if anything``) or a question, and one
followed by a sentence naming a fault of no side (``B is more complete. Sadly, it is incorrect.``), is a remark."""

from __future__ import annotations

import re

from judge_engine.pipeline.parsing.after_rating import CONDITION

_I = re.IGNORECASE
# a positive preference cue: its subject is preferred ("B is better", "B wins", "B answers correctly", "B is my pick")
POSITIVE = re.compile(
    r"\b(?:better|best|(?:prefer\w*|favou?r\w*)(?!\s++by\b)|superior|stronger|wins?|won|winner|edges?|edged|ahead"
    r"|choice|my\s++(?:pick|vote|favou?rite)|(?:outperform\w*|beats?|surpass\w*|outclass\w*|outdo\w*)(?!\s++by\b)"
    r"|(?:is|was|are|seems|looks|sounds|appears|remains)\s++(?:\w+\s++){0,2}?(?:correct|right|accurate|good|great"
    r"|excellent|strong|superior|preferable|ideal)"
    r"|(?:more|most)\s++(?:helpful|accurate|correct|useful|relevant|appropriate|convincing|persuasive|reliable|precise"
    r"|effective|truthful|factual)|deserves?|higher|(?:had|has|have|gave|gives|give|got|gets|provides?|provided)"
    r"\s++the\s++(?:correct|right|better|best|accurate)|should\s++(?:win|be)|the\s++one"
    r"|(?:answer\w*|solve[sd]?|handle[sd]?|got\s++it|gets\s++it|did\s++it|does\s++it)\s++(?:\w+\s++)??(?:correctly"
    r"|right|accurately)|only\s++one\s++(?:that|which|to)|only\s++(?:correct|right|accurate))\b"
    r"|\s>>?+\s|(?<=[AB])>>?+(?=[AB])",
    _I,
)
# a cue that names its side after it ("The answer is B.", "I pick B", "I'd go with B", "Verdict: B"); a side before
# it is the side's own doing ("B's final answer is 12", "B picks the wrong option")
OBJECT_ONLY = re.compile(
    r"\b(?:final|verdict|vote|(?:answer|choice|winner|pick|conclusion)\s++(?:is|was|would\s++be|here\s++is)"
    r"|choose|chose|chosen|pick(?:s|ed|ing)?+|select\w*|side\s++with|lean\w*+\s++towards?+|opt(?:ing|ed|s)?+\s++for"
    r"|recommend\w*|go(?:es|ing)?+\s++(?:with|for|to)|award\w*|goes\s++to|give\s++(?:it|this(?:\s++one)?+)\s++to"
    r"|give\s++the\s++(?:win|edge|nod|point)\s++to)\b",
    _I,
)
# a negative cue: its subject is the worse side ("A is worse than B", "A loses to B")
NEGATIVE = re.compile(
    r"\b(?:worse|worst|weaker|inferior|los(?:es|e|t|ing)\s++(?:to|out)|fall(?:s|ing)?+\s++short|fell\s++short"
    r"|trail\w*|lags?\s++behind|(?:outperformed|outdone|beaten|bested|surpassed|topped|eclipsed|overshadowed"
    r"|outclassed)\s++by|less\s++(?:accurate|helpful|correct|useful|relevant|complete|reliable|precise|effective"
    r"|convincing|appropriate|truthful)|(?:is|was|seems)\s++(?:\w+\s+)?(?:wrong|incorrect|inaccurate))\b"
    r"|\s<<?+\s|(?<=[AB])<<?+(?=[AB])",
    _I,
)
# words that negate a cue in its clause ("not better", "isn't correct", "less accurate"); "not only" does not
_NEGATOR = re.compile(
    r"\b(?:not(?!\s++only\b)|no|never|hardly|barely|scarcely|neither|nor|less|least|nearly|almost|far\s++from"
    r"|nothing|none|cannot)\b|n['\u2019]t\b",
    _I,
)
# where a cue's clause starts
_BREAK = re.compile(
    r"[,;:()\u2013\u2014]|\s-\s|\b(?:and|but|yet|so|because|since|while|whereas|although|though|however|as|then"
    r"|therefore|thus|hence)\b",
    _I,
)
# a side named after one of these is an object, not a subject ("superior to A", "falls short of B"), and after a
# comparison word not even the object of a cue before it ("I prefer A over B")
_TARGET = re.compile(r"\b(?:to|of|by|with|from|beside)\s*+$", _I)
_COMPARED = re.compile(
    r"\b(?:than|over|versus|vs\.?|against|unlike|compared\s++(?:with|to)|relative\s++to)\s*+(?:the\s++)?+$", _I
)
# a side that reports: what follows up to the next clause break is what it said ("Assistant A says the winner is B")
_REPORTS = re.compile(
    r"\W{0,3}(?:\w+ly\s++)?+(?:says?|said|states?|stated|claims?|claimed|conclud\w*|notes?|noted|explain\w*|argue\w*"
    r"|writes?|wrote|mentions?|mentioned|points?\s++out|identif\w*|determin\w*|shows?|showed|suggests?|suggested"
    r"|assert\w*|reports?|reported)\b",
    _I,
)
_REPORT_END = re.compile(r"[,;:.!?]|\b(?:but|yet|however|so|because|since|whereas|therefore|thus|hence)\b", _I)
# a hedge in a cue's clause: the cue says what may be, not what is ("which some users may prefer")
_HEDGE_NEXT = re.compile(r"\W*+(?:or\s++so\s++it\s++seems|seemingly|at\s++first\s++glance|on\s++the\s++surface)", _I)
_HEDGE = re.compile(
    r"\b(?:may|might|could|some\s++(?:users|readers|people)|thought|at\s++first|initially|originally|tempted)\b", _I
)
# an affirmation that holds a negation word: "Nothing changes the fact that B is better.", "No doubt B is better."
_AFFIRM = re.compile(
    r"\b(?:(?:no|without|beyond)\s++(?:\w+\s+)?(?:doubt|question)|nothing\s++changes|(?:there\s++is\s++|there['\u2019]s\s++)?"
    r"no\s++denying|no\s++matter\s++\w+|the\s++fact\s++that|undeniabl\w*|not\s++(?:even\s++)?+close|no\s++contest)\b",
    _I,
)
# a comparative: a concession word does not make it a remark ("B is better too")
_COMPARATIVE = re.compile(
    r"\b(?:better|best|superior|stronger|prefer\w*|wins?|won|winner|outperform\w*|beats?|surpass\w*|more|most"
    r"|only)\b",
    _I,
)
# a concession: the remark grants the other side something without preferring it
_CONCEDE = re.compile(
    r"\b(?:also|too|as\s++well|partial\w*|partly|in\s++part|decent|fine|okay|ok|solid|reasonable|at\s++first"
    r"|on\s++the\s++surface|superficially|initially|in\s++places|somewhat|credit|kudos|runner-up|second|contender"
    r"|attempt|effort|start|in\s++(?:principle|theory)|conceptually|in\s++(?:its|the|their)\s++(?:setup|set-up|premise"
    r"|first\s++steps?|approach))\b",
    _I,
)
_CONTRAST = re.compile(r"\b(?:but|yet|however)\b", _I)
# a fault: after a contrast it takes a preference back ("..., but wrong about the population"); in the next
# sentence it makes a remark
FAULT = re.compile(
    r"\b(?:errors?|erroneous|wrong\w*|incorrect\w*|mistakes?|mistaken|fail\w*|miss\w*|lack\w*|poor\w*|typos?"
    r"|flaw\w*|inaccura\w*|irrelevant|vague|unclear|confus\w*|omit\w*|hallucinat\w*|fabricat\w*|unhelpful|harmful"
    r"|unsafe|bug\w*|broken|false|misleading|outdated|careless|sloppy|misunderst\w*|misread\w*|misinterpret\w*"
    r"|ignor\w*|neglect\w*|forg[eo]t\w*|overlook\w*|worse|weaker|inferior|less|loses?|lost|invalid|astray|gaps?|incomplete|unjustified|unsupported|slip\w*"
    r"|stumbl\w*|falter\w*)\b",
    _I,
)
# after "but", a fault, a negation or a cost takes the preference back ("..., but not as a whole")
_UNDERCUT = re.compile(r"\b(?:cost|expense|sacrific\w*|not|never)\b|n['\u2019]t\b", _I)
# what a remark on one aspect is about
_ASPECT_NOUN = (
    r"(?:style|styling|tone|voice|formatting|format|structure|organi[sz]ation|layout|presentation|wording|phrasing"
    r"|word\s++choice|vocabulary|prose|writing|grammar|spelling|punctuation|readability|clarity|length|brevity"
    r"|concision|conciseness|verbosity|details?|depth|thoroughness|breadth|creativity|originality|imagination"
    r"|fluency|flow|humou?r|wit|politeness|courtesy|empathy|friendliness|warmth|enthusiasm|effort|examples?"
    r"|illustrations?|analog(?:y|ies)|introduction|intro|opening(?:\s++paragraph)?+|closing|explanations?"
    r"|background|context|headings?|headers?|bullets?|bullet\s++points|lists?|tables?|markdown|visuals?|diagrams?"
    r"|citations?|references|sources|comments|documentation|docstrings?|naming|variable\s++names|code\s++style"
    r"|aesthetics|appearance|polish|elegance|narrative|storytelling|imagery|rhymes?|rhythm|meter|dialogue|pacing"
    r"|transitions?|paragraphs?|syntax|typography|emojis?|persona|personality|caveats?|disclaimers?|warnings?"
    r"|anecdotes?|jokes?|engagement|level\s++of\s++detail)"
)
_ASPECT_PARTICIPLE = (
    r"(?:formatted|written|structured|organi[sz]ed|presented|worded|phrased|styled|laid\s++out|illustrated"
    r"|explained|documented|commented|paced|polished|punctuated|spelled|edited|referenced|sourced|cited|detailed"
    r"|looking|designed|researched)"
)
_ASPECT_GERUND = (
    r"(?:explaining|formatting|structuring|presenting|organi[sz]ing|describing|illustrating|writing|wording|phrasing"
    r"|engaging|citing|styling|elaborating|detailing)"
)
# right after a cue: the cue is about one aspect ("better formatted", "a stronger opening", "better on style")
_ASPECT_AFTER = re.compile(
    r"[-\s]++(?:"
    + _ASPECT_PARTICIPLE
    + r"|(?:\w+\s+)?"
    + _ASPECT_NOUN
    + r"|(?:at|in)\s++"
    + _ASPECT_GERUND
    + r"|(?:at|in|on|for|with\s++(?:regard|respect)\s++to|regarding|in\s++terms\s++of|when\s++it\s++comes\s++to)"
    r"\s++(?:the\s++|its\s++|their\s++|his\s++|her\s++|terms\s++of\s++)?(?:\w+\s+)?" + _ASPECT_NOUN + r")\b",
    _I,
)
_CRITERION = (
    r"(?:accuracy|helpfulness|relevance|correctness|harmlessness|honesty|safety|coherence|completeness"
    r"|instruction[- ]following|" + _ASPECT_NOUN + r")"
)
# one part or one audience: "on the second question", "for beginners", "for users who want brevity"
_PART = (
    r"\b(?:on|in|for)\s++(?:the\s++)?(?:first|second|third|last|other|\d++\w*)\s++(?:question|part|turn|step|task"
    r"|point|item|problem|section|sub-?question|half|paragraph|round)\b"
    r"|\bfor\s++(?:a\s++|an\s++|the\s++)?(?:\w+\s+)?(?:beginners?|novices?|experts?|children|kids|students?"
    r"|developers?|professionals?|readers|audiences?|newcomers?|laypeople|lay\s++readers|laymen|(?:users|someone|people"
    r"|those|anyone|readers)\s++(?:who|that|wanting|looking))\b"
)
# an aspect named in the rest of a cue's clause ("B did a better job on formatting", "I'd pick B for style")
_ASPECT_PHRASE = re.compile(
    r"\b(?:on|for|in|regarding|with\s++(?:respect|regard)\s++to|in\s++terms\s++of|when\s++it\s++comes\s++to)\s++"
    r"(?:the\s++|its\s++|their\s++|his\s++|her\s++)?(?:\w+\s+)?" + _ASPECT_NOUN + r"\b"
    r"|['\u2019]s\s++(?:\w+\s+)?" + _ASPECT_NOUN + r"\b|" + _PART,
    _I,
)
# a criterion's label before a side: "Style: B."
ASPECT_LABEL = re.compile(r"^\W*+" + _CRITERION + r"\s*+[:*]", _I)
# before a cue: a lead that limits it to one aspect ("On style,", "Style: B", "Stylistically,", "B's writing",
# "Apart from that,")
_ASPECT_LEAD = re.compile(
    r"^\W*+" + _CRITERION + r"\s*+[:*]"
    r"|\b(?:on|for|in|at|regarding|with\s++(?:respect|regard)\s++to|in\s++terms\s++of|when\s++it\s++comes\s++to)"
    r"\s++(?:the\s++|its\s++|their\s++|terms\s++of\s++)?+(?:\w+\s+)?" + _ASPECT_NOUN + r"\b"
    r"|\b(?:stylistic|structur|visu|aesthetic|form|grammatic|linguistic|typographic|rhetoric|ton|cosmetic)ally\b"
    r"|\b" + _ASPECT_NOUN + r"-?+wise\b"
    r"|['\u2019]s\s++(?:\w+\s+)?" + _ASPECT_NOUN + r"\b"
    r"|" + _PART + r"|\b(?:in|per|according\s++to|by)\s++(?:the\s++)?(?:prompt|instructions?|template|format|rubric"
    r"|system\s++prompt|notation)\b"
    r"|\b(?:apart|aside|other\s++than|except|excluding|beyond|otherwise|besides|setting\s++aside|every\s++other"
    r"|other\s++respects?)\b",
    _I,
)
# a condition, but not "if anything", "if I had to choose" or "if you ask me": those state a preference
_NOT_CONDITION = re.compile(
    r"\bif\s++(?:anything|i\s++(?:had|have)\s++to|forced|pressed|you\s++ask|i\s++must|i\s++were\s++to\s++(?:choose"
    r"|pick))\b",
    _I,
)


# a side named in a sentence: (start, end, is_own, kind); kind 0 a subject, 1 an object, 2 compared, 3 reported
Mention = tuple[int, int, bool, int]


def _mentions(sentence: str, own: re.Pattern[str], other: re.Pattern[str]) -> list[Mention]:
    """The sides named in ``sentence`` in order, at most 16 of each; a side named in what another side reports
    (:data:`_REPORTS`) is kind 3."""
    out: list[Mention] = []
    for is_own, pattern in ((True, own), (False, other)):
        for k, m in enumerate(pattern.finditer(sentence)):
            if k == 16:
                break
            head = sentence[max(0, m.start() - 24) : m.start()]
            kind = 2 if _COMPARED.search(head) else 1 if _TARGET.search(head) else 0
            out.append((m.start(), m.end(), is_own, kind))
    out.sort()
    for _, end, _, _ in list(out):
        said = _REPORTS.match(sentence, end)
        if said is None:
            continue
        stop = _REPORT_END.search(sentence, said.end())
        limit = len(sentence) if stop is None else stop.start()
        out = [(a, b, o, 3 if said.end() <= a < limit else k) for a, b, o, k in out]
    return out


def _subject(mentions: list[Mention], start: int, end: int, object_only: bool = False) -> bool | None:
    """Whether a cue at ``start:end`` is the verdict side's (True), the other's (False), or no side's (None): the
    subject side named last before it (else an object side: ``the response from B is better``), else the side
    named first after it that is not compared (``I prefer A over B``); ``object_only``: only a side after it
    counts, and none when a side is named before it."""
    before = [m for m in mentions if m[1] <= start and m[3] in (0, 1)]
    if before:
        subjects = [m for m in before if m[3] == 0] or before  # "the response from B is better"
        return None if object_only else subjects[-1][2]
    after = [m for m in mentions if m[0] >= end and m[3] in (0, 1)]
    return after[0][2] if after else None


def _negated(sentence: str, start: int, end: int, inside: bool) -> bool:
    """Whether a negator (or a hedge, :data:`_HEDGE`) stands in the cue's own clause before it (or, with ``inside``,
    a negator in the cue's own text: ``is not correct``)."""
    head = sentence[max(0, start - 80) : start]
    breaks = list(_BREAK.finditer(head))
    clause = head[breaks[-1].end() :] if breaks else head
    clause = _AFFIRM.sub(" ", clause)
    return _NEGATOR.search(clause + " " + (sentence[start:end] if inside else "")) is not None or bool(
        _HEDGE.search(clause)
    )


def _taken_back(sentence: str, end: int, own: re.Pattern[str]) -> bool:
    """Whether ``but``/``yet``/``however`` after the cue leads a fault or a verdict-side comparative."""
    c = _CONTRAST.search(sentence, end)
    if c is None:
        return False
    rest = sentence[c.end() :]
    if FAULT.search(rest) is not None or _UNDERCUT.search(rest) is not None:
        return True
    return own.search(rest) is not None and _COMPARATIVE.search(rest) is not None


def aspect_cue(sentence: str, start: int, end: int) -> bool:
    """Whether the cue at ``start:end`` of ``sentence`` is about one aspect: an aspect right after it
    (:data:`_ASPECT_AFTER`) or later in its clause (:data:`_ASPECT_PHRASE`), or an aspect lead before it
    (:data:`_ASPECT_LEAD`)."""
    if _ASPECT_AFTER.match(sentence, end) or _ASPECT_LEAD.search(sentence, 0, start):
        return True
    stop = _BREAK.search(sentence, end)
    return _ASPECT_PHRASE.search(sentence, end, len(sentence) if stop is None else stop.start()) is not None


def aspect_only(sentence: str) -> bool:
    """Whether ``sentence`` has an aspect lead, or a preference cue and every one of them is about one aspect
    (``Stylistically B wins.``, ``B: better style.``)."""
    if _ASPECT_LEAD.search(sentence):
        return True
    cues = list(POSITIVE.finditer(sentence))[:16]
    return bool(cues) and all(aspect_cue(sentence, c.start(), c.end()) for c in cues)


def _counts(sentence: str, cue: re.Match[str], own: re.Pattern[str]) -> bool:
    """Whether a cue for the other side stands: not about one aspect, not a concession, not taken back."""
    if aspect_cue(sentence, cue.start(), cue.end()):
        return False
    if _CONCEDE.search(sentence) and not _COMPARATIVE.search(cue.group(0)):
        return False
    return not _taken_back(sentence, cue.end(), own)


def _own_last(sentence: str, mentions: list[Mention], end: int, own: re.Pattern[str]) -> bool:
    """Whether the verdict side gets a standing positive cue after ``end`` (``B gives a better summary; A gives the
    better answer.``)."""
    for k, cue in enumerate(POSITIVE.finditer(sentence, end)):
        if k == 16:
            break
        if _subject(mentions, cue.start(), cue.end()) is True and not _negated(sentence, cue.start(), cue.end(), True):
            if not (aspect_cue(sentence, cue.start(), cue.end()) or _CONCEDE.search(sentence, cue.end())):
                return True
    return False


def speaks_for(sentence: str, own: re.Pattern[str], other: re.Pattern[str], nxt: str | None) -> bool:
    """Whether ``sentence`` (one sentence after the verdict, naming the side ``other`` matches) speaks for that
    side over the verdict side ``own`` matches, by the rules of this module's docstring. ``nxt`` is the sentence
    after it, or None. Linear: at most 16 cues of each polarity and 16 names of each side are read."""
    if (CONDITION.search(sentence) and not _NOT_CONDITION.search(sentence)) or sentence.rstrip(" *_)").endswith("?"):
        return False
    mentions = _mentions(sentence, own, other)
    end = _standing_cue(sentence, mentions, own)
    if end is None or _own_last(sentence, mentions, end, own):
        return False
    if nxt is not None and (FAULT.search(nxt) or _HEDGE_NEXT.match(nxt)) and not (own.search(nxt) or other.search(nxt)):
        return False  # "B is more complete. Sadly, it is incorrect.", "B is more helpful. Or so it seems."
    return True


def _standing_cue(sentence: str, mentions: list[Mention], own: re.Pattern[str]) -> int | None:
    """Where the first cue for the other side that stands (:func:`_counts`) ends, or None."""
    for pattern, positive in ((POSITIVE, True), (OBJECT_ONLY, True), (NEGATIVE, False)):
        for k, cue in enumerate(pattern.finditer(sentence)):
            if k == 16:
                break
            subject = _subject(mentions, cue.start(), cue.end(), pattern is OBJECT_ONLY)
            if subject is None or subject == positive or _negated(sentence, cue.start(), cue.end(), positive):
                continue  # no side's, a good word for the verdict side or a bad one for the other, or negated
            if not positive and not any(not m[2] for m in mentions):
                continue
            if _counts(sentence, cue, own):
                return cue.end()
    return None
