"""Sentences that choose a side or refuse one in so many words (parser version 63; issue 13, adversarial pass 56 H4, H5
and H7), for the last-decision walk: :func:`chosen_side` (``My pick would be Assistant A.``, ``Assistant A would get
my vote.``, ``The response by Assistant A is the one that should be chosen.``, ``If I were the user, Assistant A's
answer is the one I would want to receive.``, ``Assistant B's answer is riddled with errors, unlike Assistant A's.``),
idioms of winning and losing (``Assistant A is a cut above.``, ``Assistant B is left in the dust.``), and
:func:`refused_side` (``I do not prefer Assistant B.``, ``Assistant B is not the answer I would choose.``). Each
is one full match of a closed shape; a relative clause (``the one I'd rather read``) counts only when it holds a word
of choosing or of a better answer and no negation or word against the answer. Linear: a few full matches of patterns
whose repeats are bounded or possessive."""

from __future__ import annotations

import re

from judge_engine.pipeline.parsing.side_names import NAME, NAME_Y, OTHER, OTHER_NAME, OTHER_PART, PART, side_named

_I = re.IGNORECASE
_END = r"(?:\s++(?:here|overall|instead|in\s++the\s++end))?+[\s.!)*]*+"
_ONE = r"(?:one|answer|response|reply|output)"
# a lead clause naming no side ("If I were the user,", "After weighing everything,"), at most 80 characters
_LEAD = r"\W*+(?:(?:so|thus|overall|ultimately|in\s++the\s++end|honestly)\s*+,?\s*+)?+(?:[^,;:.!?]{1,80}+,\s*+)?+"
_THINK = r"(?:i\s++(?:think|believe|feel|would\s++say|['\u2019]d\s++say)\s++(?:that\s++)?+)?+"
# a word of choosing: "My pick would be", "My final answer is", "There is no contest:", "Which answer is better?"
_CHOICE_LEAD = re.compile(
    _LEAD + r"(?:my\s++(?:(?:final|overall)\s++)?+(?:pick|choice|vote|preference|answer|recommendation|selection)"
    r"\s++(?:would\s++be|is|goes\s++to)|(?:there\s++is\s++|it['\u2019]s\s++)?+no\s++contest\s*+[:,\-\u2013\u2014]"
    r"|which\s++" + _ONE + r"\s++(?:is\s++better|wins|would\s++i\s++(?:send|pick|choose|use)[^?]{0,40}+)\?"
    # what is left after the walk took "My pick" for a label (conclusion.last_sentences)
    r"|^\W*+would\s++be)"
    r"\s*+" + NAME + PART + r"(?:['\u2019]s)?+" + _END,
    _I,
)
# the side first: "Assistant A would get my vote.", "Assistant A is where I land."
_SIDE_CHOSEN = re.compile(
    _LEAD + NAME + PART + r"\s++(?:(?:would\s++get|gets|has|earns|wins|takes)\s++my\s++(?:vote|pick|preference"
    r"|recommendation)|is\s++where\s++i\s++(?:land|come\s++down)|is\s++(?:my|the)\s++(?:pick|choice|winner))" + _END,
    _I,
)
# "Assistant A's response is the one I'd rather read.", "The response by Assistant A is the one that should be chosen."
_SIDE_IS_THE_ONE = re.compile(
    _LEAD
    + r"(?:the\s++"
    + _ONE
    + r"\s++(?:written\s++)?+(?:by|from|of)\s++)?+"
    + NAME
    + PART
    + r"\s++is\s++(?:the|an?)\s++"
    + _ONE
    + r"\s++(?P<rel>[^,;:.!?]{3,80}+)"
    + _END,
    _I,
)
# "I think the response a user would be happier with is Assistant A's.", "the one I would send is Assistant A's"
_THE_ONE_IS_SIDE = re.compile(
    _LEAD + _THINK + r"the\s++" + _ONE + r"\s++(?P<rel>[^,;:.!?]{3,80}?)\s++is\s++(?:the\s++one\s++(?:written\s++)?+"
    r"(?:by|from)\s++)?+" + NAME + PART + r"(?:['\u2019]s)?+(?:\s*+,\s*+not\s++(?:the\s++one\s++(?:written\s++)?+"
    r"(?:by|from)\s++)?+" + OTHER_NAME + OTHER_PART + r")?+" + _END,
    _I,
)
# idioms of winning and losing the list in idioms.py lacks (pass 56 H6): "Assistant A is a cut above.", "Assistant A
# hits the nail on the head.", "Assistant B is a step behind.", "Assistant B is left in the dust."
_WIN_IDIOM = re.compile(
    _LEAD
    + NAME
    + PART
    + r"\s++(?:is\s++(?:(?:clearly|easily|well)\s++)?+(?:a\s++cut|a\s++step|a\s++notch|miles|leagues)"
    r"\s++above(?:\s++the\s++rest|\s++" + OTHER_NAME + OTHER_PART + r")?+|hits\s++the\s++nail\s++on\s++the\s++head"
    r"|gets\s++the\s++(?:gold|nod|win|prize|crown)|(?:gets|got)\s++the\s++better\s++of\s++"
    + OTHER_NAME
    + OTHER_PART
    + r"|comes\s++out\s++(?:on\s++top|ahead)|takes\s++the\s++(?:win|crown|prize|cake)"
    r"|wins\s++(?:hands\s++down|outright))" + _END,
    _I,
)
_LOSE_IDIOM = re.compile(
    _LEAD + NAME + PART + r"\s++(?:is\s++(?:(?:clearly|well)\s++)?+(?:a\s++step|a\s++notch|miles|leagues)\s++behind"
    r"(?:\s++" + OTHER_NAME + OTHER_PART + r")?+|is\s++left\s++in\s++the\s++dust|(?:does\s++not|doesn['\u2019]t)"
    r"\s++measure\s++up|is\s++no\s++better\s++than\s++a\s++(?:guess|coin\s++flip)|is\s++(?:completely\s++)?+off\s++base"
    r"|loses)" + _END,
    _I,
)
_FOR = re.compile(
    r"\b(?:rather|sooner|prefer\w*+|choose|chosen|pick\w*+|select\w*+|want|trust|happier|recommend\w*+|send|go\s++with"
    r"|rely|wins?|useful|helpful|better|best|stronger|correct|right)\b",
    _I,
)
_AGAINST = re.compile(
    r"\b(?:not|never|no|less|least|worse|worst|weaker|avoid|fail\w*+|wrong|confus\w*+|mislead\w*+|reject\w*+|discard\w*+"
    r"|lower|hardly|rarely|unless|if|might|may|could|would\s++be\s++wrong)\b|n['\u2019]t\b",
    _I,
)
# "Assistant B's answer is riddled with errors, unlike Assistant A's.": the body says what the one side is
_UNLIKE = re.compile(
    r"\W*+"
    + NAME
    + PART
    + r"\s++(?P<body>[^;:.!?]{3,140}?)\s*+,?\s*+unlike\s++"
    + OTHER_NAME
    + OTHER_PART
    + r"(?:\s++(?:answer|response|one))?+"
    + _END,
    _I,
)
_BAD = re.compile(
    r"\b(?:errors?|mistakes?|wrong|incorrect|inaccurate|confus\w*+|mislead\w*+|useless|unhelpful|broken|fails?"
    r"|riddled|flawed|without\s++a\s++working|off[-\s]topic|irrelevant)\b",
    _I,
)
_GOOD = re.compile(
    r"\b(?:correct\w*+|accurate\w*+|right|works|working|answers|addresses|solves|complete|helpful|useful|better)\b", _I
)
_NEGATED = re.compile(r"\b(?:not|never|no|hardly|fails?\s++to)\b|n['\u2019]t\b", _I)
# "I do not prefer Assistant B.", "I wouldn't recommend Assistant B's answer.", "B is not the answer I'd pick."
_REFUSED = re.compile(
    _LEAD + r"(?:i\s++(?:do\s++not|don['\u2019]t|would\s++not|wouldn['\u2019]t|cannot|can['\u2019]t|could\s++not"
    r"|couldn['\u2019]t)\s++(?:prefer|choose|pick|recommend|go\s++with|side\s++with|favou?r|trust)\s++"
    + NAME
    + PART
    + r"(?:['\u2019]s)?+|"
    + NAME_Y
    + PART
    + r"\s++is\s++not\s++the\s++"
    + _ONE
    + r"\s++(?:i\s++(?:would|['\u2019]d)|that\s++i\s++(?:would|['\u2019]d))\s++(?:choose|pick|prefer|recommend|send"
    r"|go\s++with|trust))" + _END,
    _I,
)


def _rel_for(rel: str) -> bool:
    """Whether a relative clause (``I'd rather read``, ``that should be chosen``) chooses the answer it describes."""
    return _FOR.search(rel) is not None and _AGAINST.search(rel) is None


def chosen_side(sentence: str) -> str | None:
    """The side (``"a"``, ``"b"``) ``sentence`` chooses in one of the module's shapes, else None."""
    m = _CHOICE_LEAD.fullmatch(sentence) or _SIDE_CHOSEN.fullmatch(sentence) or _WIN_IDIOM.fullmatch(sentence)
    if m is not None:
        return side_named(m)
    if (m := _LOSE_IDIOM.fullmatch(sentence)) is not None:
        return OTHER[side_named(m)]
    m = _SIDE_IS_THE_ONE.fullmatch(sentence) or _THE_ONE_IS_SIDE.fullmatch(sentence)
    if m is not None:
        return side_named(m) if _rel_for(m.group("rel")) else None
    if (m := _UNLIKE.fullmatch(sentence)) is None or _NEGATED.search(body := m.group("body")):
        return None
    if _BAD.search(body):
        return OTHER[side_named(m)]  # "Assistant B's answer is riddled with errors, unlike Assistant A's."
    return side_named(m) if _GOOD.search(body) else None


def refused_side(sentence: str) -> str | None:
    """The side ``sentence`` refuses to choose (``I do not prefer Assistant B.``), else None: that side's verdict is
    disowned (a tie may stand)."""
    m = _REFUSED.fullmatch(sentence)
    return None if m is None else side_named(m)
