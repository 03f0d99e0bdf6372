"""Which side a later sentence speaks for, cue by cue (:func:`speaks_for`; issue 13, adversarial passes 17-18 on
the backstop of :mod:`~judge_engine.pipeline.parsing.after_verdict`).

Each preference cue of the sentence gets a subject and a polarity:

- the **subject** is the side named last before the cue, not counting a side after ``than``, ``over``, ``as``,
  ``versus``, ``compared with`` (a comparison's target) and preferring one not after ``to``, ``of``, ``by``,
  ``from`` (an object: ``the response from B is better``); with no side before it, the side named first after it
  (``The better response is B.``, ``I'd go with B.``); a sentence that names no side but starts with ``It`` or
  ``This one`` takes the side the previous sentence named last (``B uses the right formula. It is therefore the
  better response.``); ``the other one``, ``its competitor``, ``the other response`` name the side opposite the one
  named before them, or with none before them the side other than the verdict's;
- a cue is **negated** only by a negator right before it in its own clause (``B is not better``, ``B isn't the
  better one``, ``B is less accurate``) or inside it (``is not as good``); a negator further away (``It's no
  surprise that B is more accurate.``, ``I don't think B is better.``) does not negate it;
- a positive cue (``better``, ``correct``, ``wins``, ``more accurate``, ``arrives at the correct result``,
  ``fewer mistakes``, ``outshines``, ...) of the other side speaks for it, and so does a negative cue (``worse``,
  ``loses to``, ``falls short of``, ``pales in comparison``, ``more mistakes``) or a negated positive cue (``is not
  as accurate as``) of the verdict side in a sentence that names the other.

Such a cue is still a remark, not a verdict, only in shapes that cannot be read otherwise: about one listed aspect
(:mod:`~judge_engine.pipeline.parsing.aspects`); a concession right after or inside a cue that is no comparative
(``a strong runner-up``, ``deserves credit``, ``is also correct``, ``is partially correct``, ``on the right
track``); taken back after such a cue (or a descriptive comparative: ``more complete``) by ``but``, ``yet``,
``however`` or ``;`` with a fault of the other side (``B is right about the capital, but wrong about the
population.``); the verdict side's own later comparative (``B is good, but A is better.``); a condition (``if`` or
``unless``, but not ``if anything``, ``even if``, ``if I had to choose``, ``if I'm honest``, ``if only slightly``,
``if narrowly``, nor one granted at once: ``..., and it does``; ``would have``; ``only if``); a question; a first
impression or someone else's view in the cue's clause (``At first I thought B was better.``, ``which some users
may prefer``); or a next sentence that leads with ``Sadly``, ``Unfortunately``, ``However`` or ``But`` and names a
fault (``B is more complete. Sadly, it is incorrect.``). A sentence that also gives the verdict side a negative
cue (``A is wrong``, ``A is not``) is never a remark. Every other wording errs towards a parse failure, as the
project's rule asks: praise of the losing side that is none of these (``Only B picked the better algorithm.``,
``Assistant A says the winner is B.``) reads ``ambiguous``."""

from __future__ import annotations

import re

from judge_engine.pipeline.parsing.aspects import ASPECT_AFTER, ASPECT_BEFORE, ASPECT_LEAD, POSSESSIVE_ASPECT
from judge_engine.pipeline.parsing.cue_words import FAULT, FLAWLESS, NEGATIVE, OBJECT_ONLY, POSITIVE

_I = re.IGNORECASE
_NEGATOR = re.compile(
    r"\b(?:not(?!\s++only\b)|no|never|hardly|barely|scarcely|neither|nor|less|least|nowhere|cannot|nothing)\b"
    r"|n['\u2019]t\b",
    _I,
)
"""Words that negate a cue right before it or inside it (``not only`` does not)."""
# negation words that affirm: "no less than excellent"
_AFFIRM = re.compile(
    r"\bno\s++less\s++than\b|\bnot\s++only\b|\b(?:no\s++|without\s++(?:a\s++)?|beyond\s++(?:a\s++)?)(?:doubt|question)\b|\bnothing\s++(?:beats|tops|surpasses|outperforms|outdoes|comes\s++close)",
    _I,
)
# the speaker denying what follows: "I don't think", "I wouldn't say", "I can't call"
_DENY = re.compile(
    r"(?:n['\u2019]t|\bnot|\bcannot)\s++(?:really\s++)?(?:think|say|call|believe|consider|agree(?!\s++more))\b"
    r"(?![^.;]{0,40}?\b(?:doubt|question|denying)\b)",
    _I,
)
# inside a cue, these deny it too: "is close to the right answer", "is nearly correct"
_NEAR = re.compile(r"\b(?:close\s++to|closer\s++to|nearly|almost|far\s++from)\b", _I)
# where a cue's clause starts
_BREAK = re.compile(
    r"[,;:()\u2013\u2014]|\s-\s|\b(?:and|but|yet|so|because|since|while|whereas|although|though|however|then"
    r"|therefore|thus|hence|that|which|who)\b",
    _I,
)
# a side named after these is an object, not a subject ("superior to A", "falls short of B")
_TARGET = re.compile(r"\b(?:to|of|by|with|from|beside)\s*+$", _I)
# ... and after a comparison word not even the object of a cue before it ("I prefer A over B", "as good as B")
_COMPARED = re.compile(
    r"\b(?:than|over|as|versus|vs\.?|against|unlike|compared\s++(?:with|to)|relative\s++to)\s*+(?:the\s++)?+$", _I
)
# a cue whose denial for the verdict side speaks for the other even when the other is not named
_DECISIVE = re.compile(
    r"\b(?:better|best|superior|stronger|winner|wins?|preferable|preferred|choice|as\s++(?:good|strong|accurate|helpful)"
    r"|the\s++(?:correct|right)\s++(?:one|answer"
    r"|response)|follows?|followed|adheres?|complies|satisf\w*|fulfil\w*)\b",
    _I,
)
# the judge's own preference verb: the side after it is chosen ("but I prefer B")
_I_PREFER = re.compile(
    r"\b(?:i|we)(?:['\u2019]d|\s++would|\s++still|\s++really)?+\s++(?:prefer|favou?r|like|recommend)\w*", _I
)
# a cue about the whole answer: its denial for the verdict side, unless limited, speaks for the other
_WHOLE = re.compile(r"\b(?:correct|right|accurate|helpful)\b", _I)
# a retraction marker: the verdict side's fault in such a sentence takes the verdict down
_AFTER_ALL = re.compile(
    r"\b(?:after\s++all|actually|on\s++second\s++thought|on\s++reflection|in\s++fact|turns\s++out|looking\s++again"
    r"|on\s++closer\s++(?:look|inspection|reading)|wait|hmm+)\b",
    _I,
)
# a limit on a fault: "wrong about the date", "an error in step 2", "a minor slip", "not perfect either"
_LIMIT_AFTER = re.compile(
    r"\s++(?:about|in|on|regarding|when|for|at|with|that|here|there|once|twice|only|slightly|partly|somewhat|in\s++places)\b",
    _I,
)
_LIMIT_WORDS = re.compile(
    r"\b(?:minor|small|slight|tiny|either|too|also|partly|partially|somewhat|a\s++bit|one\s++(?:detail|place|point|step)"
    r"|entirely|fully|completely|always|totally|perfectly|quite|100%"
    r"|occasionally|sometimes|a\s++few|some)\b",
    _I,
)
# the verdict side's comparative loss: it speaks for the other side even when that side is not named
_LOSES = re.compile(
    r"ranks?\s++(?:second|last|lower|lowest)|last|subpar|loser|errs|second|runner|less\s++good|worse|weaker|inferior|los"
    r"|fall|fell|trail|lag|pale|outperformed|outdone|beaten|bested|surpassed|outclassed|outshone|eclipsed|overshadowed"
    r"|topped",
    _I,
)
_CONTRAST = re.compile(r"\b(?:but|yet|however)\b|;", _I)
# a comparative preference: no concession or fault after it takes it back ("B is better, but it has a flaw.")
_COMPARATIVE = re.compile(
    r"\b(?:better|best|superior|stronger|prefer\w*|wins?|won|winner|outperform\w*|beats?|surpass\w*|fewer|edges?"
    r"|edged|ahead|higher|choice|outclass\w*|outdo\w*|outshin\w*|head|victor\w*|champion|prevail\w*|triumph\w*"
    r"|(?:more|most)\s++(?:helpful|accurate|correct|useful|relevant|appropriate|reliable|precise|effective|truthful"
    r"|factual|convincing|sound|trustworthy))\b",
    _I,
)
# a fault of scope or of doing: "but not about the result", "but it doesn't answer the question"
_SCOPE_FAULT = re.compile(
    r"\bnot\s++(?:about|on|in|for|with|when|regarding|as\s++to)\b|\b(?:does|did|do)(?:\s++not|n['\u2019]t)\s++\w"
    r"|\bfails?\s++to\b|\bnot\s++\w+\s++enough\b|\bnot\s++the\s++(?:second|other|rest|last|final|later)\b|\bnot\s++(?:as|so|very|quite|entirely|fully|completely|always)\b"
    r"|\b(?:is|was|are)(?:\s++not|n['\u2019]t)\s*+(?:[.;,!]|$)",
    _I,
)
# what the other side falls short of: "not as good as A", "less precise than A"
_SHORT_OF = re.compile(r"\b(?:not\s++(?:quite\s++)?as\s++\w+(?:\s++\w+)?\s++as|less\s++\w+\s++than)\s*+$", _I)
# someone else's view: "which some users may prefer", "One might think B is better."
_SOMEONE_MAY = re.compile(
    r"\b(?:some|many|other|one|users?|readers?|people|someone)\s++(?:\w+\s+){0,5}?(?:may|might|could)\b"
    r"|\b(?:may|might|could)\s++(?:think|say|argue|find|feel|prefer)\b",
    _I,
)
# the verdict side's own comparative after a contrast: "B is good, but A is better."
_OWN_COMPARATIVE = re.compile(
    r"\b(?:better|best|superior|stronger|preferable|wins|more\s++(?:accurate|helpful|correct|useful|reliable))\b", _I
)
# the verdict side's comparative limited to one thing: "A is better only in style"
_ONLY_IN = re.compile(r"\s++(?:only|just|merely|slightly)\b", _I)
# a concession right after the cue: "a strong runner-up", "deserves credit", "a good attempt"
_CONCESSION = re.compile(
    r"\s++(?:\w+\s+)?(?:runner-up|second|contender|attempt|start|try|effort|credit|kudos|praise|mention|points|idea"
    r"|track|intuition|instinct|direction|spirit)\b|\s++in\s++(?:parts|places)\b|-best\b|\s++than\s++nothing\b|\s++(?:too|as\s++well|in\s++(?:its|the|their)\s++(?:setup|set-up|premise|first\s++steps?|approach)"
    r"|in\s++(?:principle|theory)|up\s++to|until|for\s++the"
    r"\s++most\s++part|in\s++part|partly|partially)\b(?!\s*+,?+\s*+(?:and|as\s++well\s++as|plus)\b)",
    _I,
)
_IF = re.compile(  # "if"/"unless" of a condition ("If style mattered, B would win."), not of a speech act or a margin
    r"(?<!even\s)(?<!as\s)\b(?:if|unless)\b(?!\s++(?:anything|only|just|forced|pressed|truth\s++be\s++told"
    r"|you\s++(?:ask|were\s++to\s++ask)|i\s++(?:had|have|must|may|might|can|could|were\s++to)\b"
    r"|(?:i['\u2019]m|i\s++am|we['\u2019]re|we\s++are|to\s++be)\s++(?:being\s++)?(?:honest|fair|objective|frank|candid"
    r"|truthful|blunt)|\w+ly\b|less\b|more\b|not\b|slightly|narrowly|marginally|barely"
    r"|(?:i['\u2019]m|i\s++am)\s++(?:not\s++)?+(?:mistaken|wrong)|i['\u2019]ve\s++(?:misread|misunderstood)|i\s++(?:read|understand)"
    r"\s++(?:it|this|that|them)\s++(?:right|correctly)|my\s++(?:math|reading|understanding|count)\s++is\s++(?:right|correct)"
    r"|we['\u2019]re\s++strict|we\s++are\s++strict|(?:we|you)\s++care\s++about|correctness|accuracy|the\s++question\s++is))",
    _I,
)
# a condition the sentence grants at once: "..., and it does", "..., which we do"
_RHETORICAL = re.compile(r"\b(?:and|which)\s++(?:it|we|they|i|this|that)\s++(?:does|do|did|is|are)\b(?!\s++not\b)", _I)
_WOULD_HAVE = re.compile(r"\bwould\s++have\s++\w+|\bonly\s++if\b", _I)


def conditional(sentence: str) -> bool:
    """Whether ``sentence`` says what would be, not what is: ``if``/``unless`` (not ``if anything``, ``even if``,
    ``if only slightly``, ``if I'm honest``, ``if I had to choose``), ``would have`` (``B would have won``)."""
    if _RHETORICAL.search(sentence):
        return False  # "If correctness matters, and it does, B is better."
    return bool(_IF.search(sentence) or _WOULD_HAVE.search(sentence))


_FIRST_IMPRESSION = re.compile(
    r"\b(?:at\s++first|initially|originally|(?:i|we)\s++(?:first\s++|initially\s++|originally\s++)?thought)\b", _I
)
_HEDGE_NEXT = re.compile(r"\W*+(?:or\s++so\s++it\s++seems|seemingly|at\s++first\s++glance|on\s++the\s++surface)", _I)
_SADLY_NEXT = re.compile(r"\W*+(?:sadly|unfortunately|however|but|yet|that\s++said)\b", _I)
OTHER_ONE = re.compile(
    r"\b(?:the\s++(?:other|competing|alternative|rival|opposing)\s++(?:one|response|answer|assistant|output|model"
    r"|reply|candidate|submission)|(?:its|their)\s++(?:competitor|rival|counterpart|opponent)"
    r"|the\s++(?:response|answer|one|output)\s++on\s++the\s++(?:right|left))\b",
    _I,
)
_THE_CORRECT = re.compile(r"\bthe\s++(?:correct|right|better|best|accurate)\b", _I)
# inside a cue that is no comparative: a concession ("is also correct", "is partially correct")
_PARTIAL = re.compile(r"\b(?:also|partially|partly|mostly|largely|somewhat|half)\b", _I)
_PRONOUN = re.compile(r"\W*+(?:it|this\s++one|that\s++one|this\s++response|that\s++response)\b", _I)

# a side named in a sentence: (start, end, is_own, kind); kind 0 a subject, 1 an object, 2 compared
Mention = tuple[int, int, bool, int]


def _mentions(sentence: str, own: re.Pattern[str], other: re.Pattern[str], carried: bool | None) -> list[Mention]:
    """The sides named in ``sentence`` in order, at most 16 of each; ``carried`` (the side a leading ``It`` stands
    for) is a subject at the pronoun."""
    out: list[Mention] = []
    for is_own, pattern in ((True, own), (False, other)):
        for k, m in enumerate(pattern.finditer(sentence)):
            if k == 16:
                break
            head = sentence[max(0, m.start() - 24) : m.start()]
            kind = 2 if _COMPARED.search(head) else 1 if _TARGET.search(head) else 0
            out.append((m.start(), m.end(), is_own, kind))
    for k, m in enumerate(OTHER_ONE.finditer(sentence)):
        if k == 16:
            break
        named = [x for x in out if x[1] <= m.start()]
        # "B is correct; the other one is wrong."; with no side before it, the one other than the verdict's
        out.append((m.start(), m.end(), not named[-1][2] if named else False, 0))
    if carried is not None and not out:
        p = _PRONOUN.match(sentence)
        if p is not None:
            out.append((p.start(), p.end(), carried, 0))
    return sorted(out)


def _subject(mentions: list[Mention], start: int, end: int, object_only: bool = False) -> Mention | None:
    """The side a cue at ``start:end`` belongs to (module docstring); ``object_only``: only a side named after the
    cue counts, and none when a side is named before it."""
    if object_only and any(m[0] < end and m[1] > start for m in mentions):
        return None  # the cue is part of a side's name: "The first answer is correct"
    inside = [m for m in mentions if m[0] >= start and m[1] <= end and m[3] == 0]
    if inside and not object_only:
        return inside[0]  # "Not only is Assistant B correct"
    before = [m for m in mentions if m[1] <= start and m[3] in (0, 1)]
    if before:
        subjects = [m for m in before if m[3] == 0] or before
        return None if object_only else subjects[-1]
    after = [m for m in mentions if m[0] >= end and m[3] in (0, 1)]
    return after[0] if after else None


def _negated(sentence: str, start: int, end: int, inside: bool = True) -> bool:
    """Whether a negator stands in the three words before the cue (within its clause) or inside the cue, or
    ``almost``, ``nearly``, ``close to`` right before it or inside it."""
    head = sentence[max(0, start - 60) : start]
    breaks = list(_BREAK.finditer(head))
    words = " ".join(_AFFIRM.sub(" ", head[breaks[-1].end() :] if breaks else head).split()[-3:])
    cue = _AFFIRM.sub(" ", sentence[start:end]) if inside else ""
    if _DENY.search(head[max(0, len(head) - 50) :]):
        return True  # "I don't think B is better."
    return _NEGATOR.search(words + " " + cue) is not None or bool(_NEAR.search(words[-14:] + " " + cue))


def _fault_of_other(rest: str, own: re.Pattern[str]) -> bool:
    """Whether ``rest`` (after a contrast), up to the verdict side's name, names a fault that is not negated
    (``wrong``, ``doesn't answer``, ``but not about the result``)."""
    o = own.search(rest) or OTHER_ONE.search(rest)
    rest = rest if o is None else rest[: o.start()]
    if _SCOPE_FAULT.search(rest):
        return True
    for k, f in enumerate(FAULT.finditer(rest)):
        if k == 8:
            break
        if not _NEGATOR.search(" ".join(rest[max(0, f.start() - 30) : f.start()].split()[-2:])):
            return True
    return False


def _own_after(sentence: str, end: int, mentions: list[Mention]) -> bool:
    """Whether the verdict side gets its own comparative after ``end`` (``B is good, A is better.``; not negated,
    nothing contrasting after it), or is what the other side falls short of (``..., just not as good as A``)."""
    for m in mentions:
        if m[2] and m[3] == 2 and m[0] >= end and _SHORT_OF.search(sentence[max(0, m[0] - 40) : m[0]]):
            return True
    for cue in list(_OWN_COMPARATIVE.finditer(sentence, end))[:8]:
        subject = _subject(mentions, cue.start(), cue.end())
        if subject is None or not subject[2] or subject[0] < end or _negated(sentence, cue.start(), cue.end()):
            continue
        if not (ASPECT_AFTER.match(sentence, cue.end()) or _ONLY_IN.match(sentence, cue.end())):
            tail = sentence[cue.end() :]
            return not (_NEGATOR.search(tail) or _CONTRAST.search(tail))
    return False


def _remark(sentence: str, cue: re.Match[str], subject: Mention, own: re.Pattern[str], mentions: list[Mention]) -> bool:
    """Whether a cue for the other side is a remark by the shapes of the module docstring."""
    lead = ASPECT_LEAD.match(sentence)
    if ASPECT_AFTER.match(sentence, cue.end()) or (lead and not _BREAK.search(sentence, lead.end(), cue.start())):
        return True
    if _own_after(sentence, cue.end(), mentions):
        return True
    if ASPECT_BEFORE.search(sentence[max(0, cue.start() - 40) : cue.start()]):
        return True  # "B handled the tone better"
    if subject[0] >= cue.end() and ASPECT_AFTER.match(sentence, subject[1]):
        return True  # "I'd pick B for style."
    if POSSESSIVE_ASPECT.match(sentence, subject[1]) and not _BREAK.search(sentence, subject[1], cue.start()):
        return True  # "B's writing is better"
    stop = _BREAK.search(sentence, cue.end())
    contrasts = list(_CONTRAST.finditer(sentence, max(0, cue.start() - 120), cue.start()))
    since = contrasts[-1].end() if contrasts else max(0, cue.start() - 120)
    around = sentence[since : cue.start()] + " " + sentence[cue.end() : stop.start() if stop else None]
    view = _SOMEONE_MAY.search(sentence, since, cue.start())  # in the cue's clause: no comma between them
    if _FIRST_IMPRESSION.search(around) or (view and not re.search(r"[,;:]", sentence[view.end() : cue.start()])):
        return True  # "At first I thought B was better.", "B seems correct at first glance.", "some users may prefer"
    if _COMPARATIVE.search(cue.group(0)):
        return False  # "B is better, but it has a flaw." still prefers B
    if _CONCESSION.match(sentence, cue.end()):
        return True  # "a strong runner-up", "correct up to the last step", "on the right track"
    if _PARTIAL.search(cue.group(0)) and not _THE_CORRECT.search(cue.group(0)):
        return True  # "B is also correct.", "a strong runner-up", "correct up to the last step"
    c = _CONTRAST.search(sentence, cue.end())
    if c is None or own.search(sentence, cue.end(), c.start()):
        return False  # none, or it contrasts the verdict side's own clause ("..., where A had the idea but slipped")
    return _fault_of_other(sentence[c.end() :], own)


def _own_loses(sentence: str, mentions: list[Mention]) -> bool:
    """Whether the sentence gives the verdict side a negative cue that is not negated (``A is wrong``)."""
    for k, cue in enumerate(NEGATIVE.finditer(sentence)):
        if k == 16:
            break
        subject = _subject(mentions, cue.start(), cue.end())
        if subject is not None and subject[2] and not _negated(sentence, cue.start(), cue.end(), False):
            return True
    for k, cue in enumerate(POSITIVE.finditer(sentence)):
        if k == 16:
            break
        subject = _subject(mentions, cue.start(), cue.end())
        if subject is not None and subject[2] and _negated(sentence, cue.start(), cue.end()):
            return True  # "B is correct too, and A is not."
    return False


def _limited(sentence: str, end: int) -> bool:
    """Whether the verdict side's fault ending at ``end`` is limited to a part or a degree (``wrong about the
    date``, ``a minor error``, ``not perfect either``)."""
    return bool(_LIMIT_AFTER.match(sentence, end) or _LIMIT_WORDS.search(sentence))


def _standing_cue(sentence: str, mentions: list[Mention], own: re.Pattern[str], tie: bool = False) -> str | None:
    """The first cue of ``sentence`` that speaks for the other side and is no remark, or None."""
    names_other = any(not m[2] for m in mentions)
    own_loses: bool | None = None  # the sentence also says the verdict side is wrong or worse: no cue is a remark
    for pattern, positive in ((POSITIVE, True), (FLAWLESS, True), (OBJECT_ONLY, True), (NEGATIVE, False)):
        for k, cue in enumerate(pattern.finditer(sentence)):
            if k == 16:
                break
            if _I_PREFER.search(sentence, max(0, cue.start() - 12), cue.end()):  # "but I prefer B"
                subject = next((m for m in mentions if m[0] >= cue.end() and m[3] in (0, 1)), None)
            else:
                subject = _subject(mentions, cue.start(), cue.end(), pattern is OBJECT_ONLY)
            if subject is None:
                continue
            negated = pattern is not FLAWLESS and _negated(sentence, cue.start(), cue.end(), pattern is not NEGATIVE)
            if not subject[2]:
                for_other = positive and not negated
            else:
                loses = not positive and not negated and _LOSES.search(cue.group(0)) is not None
                denied = _DECISIVE.search(cue.group(0)) is not None or (
                    _WHOLE.search(cue.group(0)) is not None and not _limited(sentence, cue.end())
                )  # "A is not better.", "A is not correct." (not "A is not entirely correct.")
                taken_down = (positive and negated and not tie and denied) or (
                    not positive
                    and not negated
                    and (_AFTER_ALL.search(sentence) is not None or not _limited(sentence, cue.end()))
                )  # "A is not the better response after all.", "A is wrong.", not "A is wrong about the date."
                for_other = loses or taken_down or (names_other and negated == positive)
            if not for_other:
                continue
            if own_loses is None:
                own_loses = _own_loses(sentence, mentions)  # once a sentence, when a cue first needs it
            if own_loses or not _remark(sentence, cue, subject, own, mentions):
                return cue.group(0)
    return None


def speaks_for(
    sentence: str,
    own: re.Pattern[str],
    other: re.Pattern[str],
    nxt: str | None,
    carried: bool | None = None,
    tie: bool = False,
) -> bool:
    """Whether ``sentence`` (one sentence after the verdict) speaks for the side ``other`` matches over the verdict
    side ``own`` matches, by the rules of this module's docstring. ``nxt`` is the sentence after it, or None;
    ``carried`` is whether a leading ``It`` stands for the verdict side (True), the other (False) or neither (None).
    ``tie``: the verdict is a tie and ``own`` one of its sides, so a denial of ``own`` (``B is not better``) agrees
    with it. Linear: at most 16 cues of each kind and 16 names of each side are read."""
    if conditional(sentence) or sentence.rstrip(" *_)").endswith("?"):
        return False
    mentions = _mentions(sentence, own, other, carried)
    cue = _standing_cue(sentence, mentions, own, tie) if mentions else None
    if cue is None:
        return False
    if nxt is not None and not _COMPARATIVE.search(cue) and not (own.search(nxt) or other.search(nxt)):
        if _HEDGE_NEXT.match(nxt) or (_SADLY_NEXT.match(nxt) and _fault_of_other(nxt, own)):
            return False  # "B is more complete. Sadly, it is incorrect."; not after "B is better." (a comparative)
    return True


def aspect_only(sentence: str) -> bool:
    """Whether ``sentence`` has an aspect lead, or a preference cue and every one of them is about one aspect
    (``Stylistically B wins.``, ``B: better style.``)."""
    if ASPECT_LEAD.match(sentence):
        return True
    cues = list(POSITIVE.finditer(sentence))[:16]
    return bool(cues) and all(ASPECT_AFTER.match(sentence, c.end()) for c in cues)
