"""Whether the judge decides for a side after saying it could not (:func:`decides`), for
:func:`~judge_engine.pipeline.parsing.undecided.undecided`: ``It's hard to say which is better. Overall, Assistant A
is more accurate.`` decides for A; ``... Assistant A is not better than Assistant B.``, ``... better at formatting``,
``... more accurate but less complete``, ``... arguably better``, ``At first I thought Assistant A was better, but I'm
no longer sure.`` decide nothing (adversarial passes 32, 33 and 34, H2/H3/H7). A decision word counts for the whole
answer in the clause's predicate (``is the best``, ``I'd pick``), not about something else (``does its best``, ``helps
the user pick``, ``uses better variable names``, ``better written``, ``is correct about the date``), negated inside it
(``is not more accurate``), governed (``That doesn't mean ...``, ``I doubt ...``), reported (``argues that``), taken
back (``but I take that back``) or led by an aspect (``Accuracy-wise,``, ``For a beginner,``; adversarial pass 35 H1).
A reason after a decision is cut off unless it holds a doubt, a condition, a contrast, a question or a quote, or
decides for a side itself; a loser-subject comparison (``Assistant B falls short of Assistant A``) decides for the other
side only for a quality, unnegated, over the whole answer and not weighed (adversarial passes 35 H2, 36 H2/H3).
Fail-closed: a decision it misses leaves the statement undecided, a failure, never a score."""

from __future__ import annotations

import re

from judge_engine.pipeline.parsing.aspects import ASPECT_NOUN
from judge_engine.pipeline.parsing.hedges import HEDGE, TAIL_DOUBT
from judge_engine.pipeline.parsing.side_names import NO_RIVAL, OBJECT_ONLY, object_clause

_I = re.IGNORECASE
# a clause names a side: "Assistant A", "Response (b)", "the first response", "A is", and a bare capital letter after a
# choosing verb ("I'll go with A.", "If forced to choose, B.")
SIDE = re.compile(
    r"\b(?:assistant|response|answer|output|model)\s*+\(?+[ab12]\b\)?+|\b(?:first|second)\s++(?:one|response|answer"
    r"|assistant|output)\b|\b[ab]\b(?=\s++(?:is|was|wins|gives|provides|edges|gets|has))|\bthe\s++(?:former|latter)\b"
    r"|(?:(?<=\bwith\s)|(?<=\bpick\s)|(?<=\bchoose\s)|(?<=\bprefer\s)|(?<=\bchoose[,:]\s)|(?<=\bchoose\s\s))(?-i:[AB])\b",
    _I,
)
# a decision for the whole answer in its predicate (adversarial pass 35 H1: bare "best", "ahead", "pick", "winner", "is
# correct" and "more accurate" also named content: "does its best", "helps the user pick", "names France as the
# winner", "is correct about the date", "recommends a more accurate thermometer")
_DECISION = re.compile(
    r"\b(?:better|(?<!\bless\s)(?<!\bleast\s)prefer(?:red|able)(?!\s++less\b)|superior|outperforms?|wins|stronger|edges?\s++out|go(?:es)?+\s++with"
    r"|(?:is|was)\s++(?:\w+\s++)?(?:the\s++)?best|(?:is|was)\s++(?:\w+\s++)?(?:the\s++)?winner|the\s++winner\s++is"
    r"|(?:i|we)(?:['\u2019](?:d|ll)|\s++would|\s++will)?+\s++(?:\w+\s++)?(?:choose|pick|favou?r|prefer)"
    r"|\bchoose(?=\s*+[,:]?+\s*+(?:assistant|response|answer|output|model|the|[ab]\b))"
    r"|(?:is|was|seems)\s++(?:\w+\s++){0,2}?more\s++(?:accurate|helpful|correct|complete|useful|relevant|thorough"
    r"|informative|precise|reliable|appropriate|comprehensive)"
    r"|lean(?:s|ing)?+\s++(?:\w+\s++)?towards?|(?:has|have|gets?|holds?)\s++(?:a\s++(?:slight\s++|clear\s++|small\s++"
    r"|definite\s++)?+|the\s++)edge|give\s++\w++\s++the\s++edge|the\s++edge\s++to"
    r"|(?:is|was)\s++(?:\w+\s++)?(?:the\s++)?(?:clear\s++|obvious\s++|better\s++|right\s++|stronger\s++)?+choice"
    r"|my\s++vote\s++goes\s++to|gets\s++my\s++vote|the\s++nod(?:\s++goes)?+\s++to|side\s++with|comes?\s++out\s++on\s++top"
    r"|(?:i|we)(?:['\u2019]d|\s++would)\s++(?:recommend|go\s++for)"
    r"|comes?\s++out\s++ahead|(?:is|was|pulls?)\s++(?:slightly\s++)?+ahead|settles\s++it|gets\s++(?:the\s++answer|it)\s++right"
    r"|(?:is|was)\s++(?:correct|right)(?=\s*+(?:[.,;!]|$|\s(?:and|while|whereas|but|overall|here)\b))"
    # parser version 53 (adversarial pass 46 H2): "takes it", "prevails", "trumps", "is clearly ahead", "must be the
    # winner", "Preference goes to", "is the one I would recommend", "I find Assistant B more convincing"
    r"|takes\s++it|prevails|trumps|(?:is|was)\s++(?:\w+\s++)?ahead|miles\s++ahead|head\s++and\s++shoulders\s++above"
    r"|must\s++be\s++the\s++winner|preference\s++goes\s++to|the\s++one\s++(?:i|we)(?:['\u2019]d|\s++would)\s++recommend"
    r"|more\s++(?:convincing|compelling|persuasive|faithful)|carries\s++the\s++day|takes\s++the\s++crown"
    r"|(?:is|was)\s++the\s++way\s++to\s++go|victory\s++belongs\s++to|triumphs|comes?\s++(?:out\s++)?+first"
    r"|(?:scores?|ranks?)\s++higher\s++than|preferable\s++to|my\s++(?:choice|pick|preference|vote)\s++is"
    # parser version 56 (adversarial pass 48): "I rate Assistant B higher than Assistant A", "I'd rank B first"
    r"|(?:rate|rank|score|place|put)[sd]?+\s++(?:the\s++)?+(?:assistant|response|answer|output|model)\s*+\(?+[ab12]\)?+"
    r"\s++(?:\w+\s++)?(?:higher|above|ahead|first|on\s++top)"
    r"|(?:is|was)\s++(?:\w+\s++){0,2}?winner|should\s++be\s++preferred|leads(?=\s*+(?:[.!]|$|\s++(?:here|overall|clearly)\b)))\b",
    _I,
)
# a comparative that qualifies another noun than the answer, or a participle: "better variable names", "a better
# example", "better written", "better suited" (adversarial pass 35 H1); what may follow a whole-answer decision word
_ATTRIBUTIVE = re.compile(
    r"(?:better|best|stronger|superior|more\s++\w++)\s++(?!(?:than|overall|because|since|as|and|but|so|here|now|too"
    r"|still|though|although|even|by|in|at|on|of|for|to|with|choice|option|answer|response|reply|one|job|solution|output"
    r"|pick|fit|match|this|that|it|candidate|submission|assistant|model|across|all|there|addresses|answers"
    r"|handles|follows|meets|fulfil\w*+|serves|responds|captures|satisfies|covers|understands|solves|achieves|reflects"
    r"|matches|aligns|adheres|explains|does|did|performs|performed)\b)[a-z]",
    _I,
)
# "if I had to choose, I'd pick A", "If forced to choose, Assistant A." decide (adversarial passes 32 M1, 34 H7): the
# condition is no hedge, and it makes a bare side a choice
_FORCED_CHOICE = re.compile(
    r"\bif\s++(?:i|we)\s++(?:had|have|were)\s++to\s++(?:choose|pick|decide)|\bif\s++forced\s++to\s++(?:choose|pick|decide)",
    _I,
)
# the statement restricted to a part or a criterion: "I cannot decide which is better based on length alone"
RESTRICTED = re.compile(
    r"\b(?:based\s++(?:only\s++|solely\s++)?+on|in\s++terms\s++of|alone|regarding|when\s++it\s++comes\s++to"
    r"|with\s++respect\s++to|(?:on|for)\s++(?:length|style|format\w*+|tone|brevity|verbosity|presentation)\b)",
    _I,
)
# a clause that is no decision for the side it names (adversarial pass 33 H2): the decision negated ("Assistant A is
# not better", "A isn't more accurate", "no better than"; pass 34 H3: by the governing clause, "I wouldn't say A is
# better", "It's not that A is better"), restricted to an aspect ("better at formatting", "more accurate on the dates",
# "more helpful to experts"), or a quality weighed against a shortfall ("more accurate but less complete", "better
# written but less accurate"; not a whole-answer "better, though less concise"). A negation counts at most two words
# before the decision word (not "not only", "no doubt", "doesn't have errors and is better").
# Since version 59 (adversarial pass 52 H1): "cannot", "scarcely", "in no way", "anything but", up to three words
# before it when none is a conjunction ("Assistant B cannot be considered the better answer.")
_NEGATION = re.compile(
    r"(?:\b(?:not|never|no(?!\s++doubt)|hardly|scarcely|cannot)|n't|\bin\s++no\s++way|\bby\s++no\s++means"
    r"|\banything\s++but)(?!\s++(?:only|just|merely|simply)\b)(?:\s++(?!(?:and|so|but|thus|hence|therefore|which|making"
    r"|yet)\b)[\w']++){0,3}?\s*+$",
    _I,
)
_GOVERNED = re.compile(
    r"(?:\b(?:not|never|nobody|no\s++one|cannot)|n't)\s+(?:\w+\s+)?(?:say|saying|think|believe|claim|call|that|agree|mean"
    r"|make|makes|made|find|consider|see)\b|\b(?:hard|difficult|impossible)\s++to\s++(?:argue|say|claim|see\s++how)\b"
    r"|\bthere(?:['\u2019]s|\s++is)\s++no\s++way\b",
    _I,
)
_ASPECT = re.compile(
    r"\b(?:better|more\s++\w++|stronger|superior|wins)\s++(?:at|on|in|for|with|regarding|to)\s++(?!(?:the\s++)?+"
    r"(?:assistant|response|output|model)\s*+\(?+[ab12]\b|(?:this|that"
    r"|the\s++(?:whole|question|task|prompt|request|user|overall)|balance|the\s++balance|overall|every|all|most|both|its"
    r"|whole)\b)\w",
    _I,
)
_SHORTFALL = re.compile(r"\b(?:less|worse|weaker|fewer|lacks?|lacking|missing|misses|not\s++as)\b", _I)
# a whole-answer decision word; "better written", "better organized" are qualities
_WHOLE = re.compile(
    r"\b(?:better(?!\s++\w+?(?:ed|en)\b)|best|(?<!\bless\s)(?<!\bleast\s)prefer\w*+(?!\s++less\b)|superior|wins|winner"
    r"|stronger|go\s++with|choose|pick)\b",
    _I,
)
# a comparison of both sides in one clause: "Assistant A is better than Assistant B", "A edges out B"
_COMPARES = re.compile(
    r"\b(?:than|over|outperform\w*+|beats?|surpass\w*+|edges?\s++out|above|trumps|ahead\s++of|preferable\s++to"
    r"|superior\s++to)\b",
    _I,
)
# a comparative for the other side in a trade-off whose verb is left out: "..., and Assistant B to beginners", "..., yet
# Assistant B is friendlier"
_OTHER_QUALITY = re.compile(
    r"\b(?:more|less)\s++\w++|\b\w+(?:ier)\b|\b(?:clearer|simpler|shorter|longer|faster|nicer|cleaner|richer|deeper"
    r"|broader|tighter|quicker|safer|kinder|warmer|smoother)\b|\bto\s++\w++",
    _I,
)
# the side named first loses to the other (adversarial pass 35 H2): "Assistant B falls short of Assistant A", "B is
# outperformed by A", "B is not as good as A", "B is less accurate than A", "B is worse than A"
_LOSES = re.compile(
    r"\b(?:falls?\s++short\s++of|(?:is|was)\s++outperformed\s++by|(?:is|was)\s++not\s++as\s++(?:good|strong|helpful"
    r"|accurate|complete|useful)\s++as|(?:is|was)\s++(?:\w+\s++)?(?:worse|weaker|inferior)\s++(?:than|to)"
    r"|(?:is|was)\s++(?:\w+\s++)?less\s++\w++\s++than|loses\s++to"
    # parser version 56 (adversarial pass 48): "did worse than"
    r"|(?:did|does|performs|performed|fared|fares)\s++(?:\w+\s++)?worse\s++than"
    # parser version 53 (adversarial pass 46 H2): "pales in comparison to", "cannot match", "doesn't come close to",
    # "is no match for"
    r"|pales\s++in\s++comparison\s++(?:to|with)|can(?:not|['\u2019]t|\s++not)\s++match"
    r"|(?:does\s++not|doesn['\u2019]t)\s++come\s++close\s++to|(?:is|was)\s++no\s++match\s++for|(?:is|was)\s++surpassed\s++by"
    r"|(?:does\s++not|doesn['\u2019]t)\s++hold\s++up\s++against)\b",
    _I,
)
# what follows a decision and cannot undo it: a reason or a concession ("Overall, A is better because it covers both
# cases", "..., even though Assistant B is more concise"; pass 35 H2: its "both", "when", "if" were read as hedges)
_REASON = re.compile(
    r"\s*+,?+\s*+\b(?:(because|since|given\s++that|due\s++to|thanks\s++to|(?<!long\s)as\s++(?:it|they|its|their|this|the))"
    r"|even\s++though|although|though|despite)\b",
    _I,
)
# a comparison that leads the clause: "Compared to Assistant B, Assistant A is better." (the other side is no
# quality of its own)
_LEAD_COMPARISON = re.compile(
    r"^\W*+(?:compared\s++(?:to|with)|unlike|relative\s++to|in\s++comparison\s++(?:to|with)|next\s++to)\s[^,]{1,80}+,",
    _I,
)
_CONTRAST = re.compile(r"\b(?:but|however)\b", _I)
CLAUSES = re.compile(r"(?<=[.!?;])(?=\s|$)|\n")
_LETTER = {"a": "a", "1": "a", "first": "a", "former": "a", "b": "b", "2": "b", "second": "b", "latter": "b"}


def named_side(m: re.Match[str]) -> str:
    """``"a"`` or ``"b"``: the side a :data:`SIDE` match names."""
    word = re.findall(r"[ab12]\b|first|second|former|latter", m.group().lower())
    return _LETTER.get(word[-1], "a") if word else "a"


_QUALITY = (
    r"(?:accurate|helpful|correct|complete|useful|relevant|thorough|clear|detailed|informative|precise|reliable"
    r"|comprehensive|coherent|effective|appropriate|good|strong|insightful|rigorous|faithful)"
)
_LOST_ASPECT = re.compile(
    r"\b(?:in|on|at|for|regarding|with\s++respect\s++to|in\s++terms\s++of)\s++(?!the\s++whole|overall|all|every|most"
    r"|balance)\w|\bonly\b",
    _I,
)
_TRADE = re.compile(r"\b(?:but|yet|while|whereas|although|though|however|still)\b", _I)
_LESS = re.compile(r"\bless\s", _I)
_LESS_QUALITY = re.compile(r"\bless\s++" + _QUALITY + r"\b", _I)
_NOT_AS = re.compile(r"\bnot\s++as\b", _I)
# a negation that is part of a loser-subject idiom ("does not hold up against", "cannot match", "is no match for"):
# no negation of it (parser version 56, adversarial pass 48)
_IDIOM = re.compile(
    r"(?:\b(?:does|did|can)\s++not|\b(?:doesn|didn|can)['\u2019]t|\bcannot)\s++(?=come\s|hold\s|match\b)|\bno\s++match\b",
    _I,
)


# the loser's shortfall weighed or welcomed in its clause (adversarial pass 37 H5): "..., and more accurate", "...,
# which is actually a plus", "... on purpose"
_FAULT = (
    r"(?:verbose|confusing|convoluted|complex|complicated|wordy|redundant|error-prone|buggy|misleading|vague"
    r"|superficial|outdated|inaccurate|incorrect|wrong|incomplete|repetitive|crucial|critical|important|serious"
    r"|major\s++(?:oversight|flaw|problem|issue)|an?\s++oversight)"
)
_WELCOMED = re.compile(
    r"(?:,|\band)\s*+(?:it\s++is\s++|it['\u2019]s\s++)?+(?:also\s++)?+more\s++(?!" + _FAULT + r"\b|importantly\b)\w"
    r"|\bwhich\s++(?:is|was)\s++(?!(?:a\s++|an\s++)?+(?:(?:serious|major|big|significant|real|clear|critical)\s++)?+"
    r"(?:problem|issue|flaw|mistake|drawback|shortcoming|weakness|concern|error|bug|failure|limitation|oversight|omission)\b|bad\b"
    r"|unfortunate\b|unacceptable\b|problematic\b|clearly\s++the\s++better|the\s++better|" + _FAULT + r"\b)"
    r"|\bwhich\s++makes\s++it\s++(?:easier|clearer|better|more\s++readable)\b"
    r"|\b(?:a\s++plus|a\s++good\s++thing|an\s++advantage|a\s++strength|on\s++purpose|by\s++design)\b",
    _I,
)
# a later weighing clause ("However, ...") weighs a loser-subject comparison when it says something for the loser (a
# virtue or a comparative: _FAVOUR) or anything but a fault (_FAULTY); one that only piles a fault on the loser ("At
# the same time, it is also more verbose.", "Nonetheless, it contains no outright errors.") weighs nothing (pass 39
# M1); "Even so, it is a reasonable first attempt." weighs (fails closed; pass 40 H3: "However, it is concise.")
_FAULTY = re.compile(r"\bmore\s++" + _FAULT + r"\b|\b(?:errors?|mistakes?|bugs?|flaws?|wrong|incorrect)\b", _I)
_FAVOUR = re.compile(
    r"\bmore\s++(?!"
    + _FAULT
    + r"\b)\w|\bfewer\b|\b(?:better|superior|stronger|clearer|shorter|simpler|faster|cleaner|easier"
    r"|safer|richer|deeper|tighter)\b|\b(?:" + _QUALITY[3:-1] + r")\b",
    _I,
)
# a later clause that weighs a loser-subject comparison: "B is less detailed than A. However, it is more accurate."
_WEIGHS_BACK = re.compile(
    r"\W*+(?:however|but|yet|still|that\s++(?:being\s++)?+said|on\s++the\s++(?:other\s++hand|flip\s++side)|then\s++again"
    r"|nevertheless|nonetheless|even\s++so|conversely|at\s++the\s++same\s++time)\b",
    _I,
)


def _weighed_clause(clause: str) -> bool:
    """Whether ``clause`` restricts or weighs the comparisons in it (:data:`RESTRICTED`, :data:`_LEAD_ASPECT`,
    :data:`_TRADE`, :data:`_WELCOMED`); computed once per clause (adversarial pass 37 H6: once per part was
    quadratic)."""
    return bool(
        RESTRICTED.search(clause) or _LEAD_ASPECT.search(clause) or _TRADE.search(clause) or _WELCOMED.search(clause)
    )


def _loses(part: str, lost: re.Match[str], weighed: bool) -> bool:
    """Whether the loser-subject comparison ``lost`` (:data:`_LOSES`) in ``part`` decides for the other side: a
    quality the first side has less of (not ``less verbose``), not negated before or inside it (``not worse``, ``no
    worse``, ``I wouldn't say ...``), not hedged, not restricted to an aspect (``on style``, ``in formatting only``) and
    not in a clause that is ``weighed`` (:func:`_weighed_clause`: ``In terms of length,``, ``... but more complete``,
    adversarial pass 36 H2; ``..., which is a plus``, pass 37 H5)."""
    words = lost.group()
    if _LESS.search(words) and not _LESS_QUALITY.search(words):
        return False
    inner = _IDIOM.sub("", _NOT_AS.sub("", words))
    return not (
        _INNER_NEGATION.search(inner)
        or _NEGATION.search(part, max(0, lost.start() - 40), lost.start())
        or _GOVERNED.search(part, 0, lost.start())
        or HEDGE.search(part)
        or weighed
        or _LOST_ASPECT.search(part, lost.end())
    )


def _attributive(part: str, decision: re.Match[str]) -> bool:
    """Whether the decision word of ``decision`` qualifies another noun than the answer (:data:`_ATTRIBUTIVE`)."""
    m = _ATTRIBUTIVE.search(part, decision.start(), decision.end() + 40)
    return m is not None and m.start() < decision.end()


# a clause led by an aspect, a criterion or an audience: "Accuracy-wise, A is better", "On accuracy, A is better",
# "For a beginner, A is better", "- Accuracy: A is better" (adversarial pass 35 H1); not "For these reasons,", "On
# balance," or "on substance,"
_LEAD_ASPECT = re.compile(
    r"\b[a-z]++-wise\b|^\W*+(?:on|for|in)\s++(?!(?:these|this|those|that|all|the\s++(?:reasons?|above|whole|most\s++part)"
    r"|balance|reflection|the\s++end|sum|short|summary|conclusion|general|closer|second|overall|my|our|substance"
    r"|(?:the\s++)?+merits|content)\b)[\w\s'-]{1,40}?,"
    r"|^\W*+(?:accuracy|clarity|correctness|helpfulness|relevance|completeness|depth|detail|safety|efficiency"
    r"|code\s++quality|" + ASPECT_NOUN + r")\s*+:",
    _I,
)
_INNER_NEGATION = re.compile(r"\b(?:not(?!\s++only)|never|hardly|scarcely|no)\b|n't", _I)


def _no_decision(part: str, decision: re.Match[str]) -> bool:
    """Whether a clause with a decision word (``decision``) is no decision: negated before the word or by its governing
    clause (:data:`_NEGATION`, :data:`_GOVERNED`), restricted to an aspect (:data:`RESTRICTED`, :data:`_ASPECT`), or a
    quality weighed against a shortfall (:data:`_SHORTFALL`) with no whole-answer decision word (:data:`_WHOLE`)."""
    if (
        NO_RIVAL.match(part, decision.end())
        or _NEGATION.search(part, max(0, decision.start() - 40), decision.start())
        or _INNER_NEGATION.search(decision.group())  # "is not more accurate", "I would not pick"
        or _GOVERNED.search(part, 0, decision.start())
        or RESTRICTED.search(part)
        or _LEAD_ASPECT.search(part)
        or _ASPECT.search(part)
        or _attributive(part, decision)
    ):
        return True
    return bool(_SHORTFALL.search(part)) and not _WHOLE.search(part)


# a concession between commas right after a side ("Assistant A, while not flawless, is ..."; version 63, adversarial
# pass 56 H2): dropped when it names no side and decides nothing, so its hedge or negation does not undo the clause
_CONCEDED_ASIDE = re.compile(
    r"(?<=[\w)'\u2019]),\s*+(?:while|though|although|albeit|even\s++if|even\s++though|despite|if)\s++[^,;:.!?\n]{1,48}?,",
    _I,
)


def _drop_aside(m: re.Match[str]) -> str:
    return m.group() if SIDE.search(m.group()) or _DECISION.search(m.group()) else ""


def decides(text: str) -> str | None:
    """The side a clause of ``text`` decides for (``"a"``, ``"b"``): it names one side (:data:`SIDE`) and holds a
    decision word (:data:`_DECISION`), with no hedge (:data:`HEDGE`; ``if I had to choose`` is none, and makes a
    bare side a choice) and is a decision (:func:`_no_decision`); or it compares both sides (:data:`_COMPARES`:
    ``Assistant A is better than Assistant B``, not negated). None when no clause decides, or when clauses for both
    sides, one deciding, are a trade-off (``Assistant A wins on accuracy, Assistant B wins on style.``, ``Assistant A is
    more helpful to experts, and Assistant B to beginners.``), or when a loser-subject decision is weighed by a later
    clause naming no side (``B is less detailed than A. However, it is more accurate.``). Linear in ``len(text)``."""
    sides: set[str] = set()
    weighed: set[str] = set()  # sides named in a clause that is no decision: with a decided other side, a trade-off
    lost_sides: set[str] = set()  # sides decided by a loser-subject comparison, undone by a weighing clause after it
    text = _CONCEDED_ASIDE.sub(_drop_aside, text)  # "Assistant A, while not flawless, is the better answer." (v63)
    for clause in CLAUSES.split(_FORCED_CHOICE.sub(" I choose ", text)):
        if (
            lost_sides
            and not SIDE.search(clause)
            and _WEIGHS_BACK.match(clause)
            and (_FAVOUR.search(clause) or not _FAULTY.search(clause))
        ):
            weighed |= lost_sides  # "B is less detailed than A. However, it is more accurate." (pass 37 H5)
        main = max((m.end() for m in _CONTRAST.finditer(clause)), default=0)
        if main and SIDE.search(clause, main):
            clause = clause[main:]  # "both handled it adequately, but Assistant A was more thorough": the main clause
        lead = _LEAD_COMPARISON.match(clause)
        if lead and SIDE.search(clause, lead.end()):
            clause = clause[lead.end() :]
        reason = _REASON.search(clause)
        tail = clause[reason.start() :] if reason else ""
        if (
            reason
            and _DECISION.search(clause, 0, reason.start())
            and not TAIL_DOUBT.search(tail)  # "..., although I'm not sure about that." (adversarial pass 36 H3)
            and not (SIDE.search(tail) and _DECISION.search(tail))  # "..., and Assistant B is better because ..."
        ):
            # a reason never undoes the decision; a concession does after a quality ("more accurate, though less
            # complete": a trade-off), not after a whole-answer word ("better, though less concise")
            if reason.group(1) or _WHOLE.search(clause, 0, reason.start()):
                clause = clause[: reason.start()]
        several = len(SIDE.findall(clause)) > 1
        parts = re.split(r",|;|\s(?:and|but|while|whereas|yet)\s", clause) if several else [clause]
        clause_weighed: bool | None = None
        for part in parts:
            named = {named_side(m) for m in SIDE.finditer(part)}
            lost = _LOSES.search(part) if len(named) > 1 else None
            if lost:
                if clause_weighed is None:
                    clause_weighed = _weighed_clause(clause)
                if _loses(part, lost, clause_weighed):
                    winner = "b" if named_side(next(SIDE.finditer(part))) == "a" else "a"  # the first named loses
                    sides.add(winner)
                    lost_sides |= named
                else:
                    weighed |= named  # "B is less verbose than A", "B is not worse than A", "... on style"
                continue
            decision = _DECISION.search(part)
            if len(named) == 1 and decision and OBJECT_ONLY.match(part):
                sides.add("b" if named == {"a"} else "a")  # "..., and better than Assistant B." (version 59)
                continue
            if len(named) == 1 and decision and (obj := object_clause(part, decision.span(), SIDE.search(part))):
                # the side is the comparison's object in a part that says more ("A is thorough, but it is not overly
                # long, and it is better than B."; version 63, adversarial pass 56 H1): its own clause decides
                if OBJECT_ONLY.match(obj):
                    sides.add("b" if named == {"a"} else "a")
                else:
                    weighed |= named
                continue
            if len(named) == 1 and decision and not HEDGE.search(part):
                if _no_decision(part, decision):
                    weighed |= named
                    continue
                sides |= named
            elif len(named) == 1 and several and _OTHER_QUALITY.search(part):
                weighed |= named  # "..., yet Assistant B is friendlier"
            elif len(named) > 1 and decision:
                if not _COMPARES.search(part) or HEDGE.search(part) or _no_decision(part, decision):
                    return None  # "A is more accurate and B more complete", "A is not better than B": no decision
                sides.add(named_side(next(SIDE.finditer(part))))  # "Assistant A is better than Assistant B"
    return sides.pop() if len(sides) == 1 and weighed <= sides else None
