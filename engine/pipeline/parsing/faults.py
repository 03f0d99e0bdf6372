"""A fault of one side's whole answer (parser versions 59-60; issue 13, adversarial passes 52 H2, H6 and 53 H6; moved
from :mod:`~judge_engine.pipeline.parsing.idioms` in version 61), for the last-decision walk through
:func:`~judge_engine.pipeline.parsing.outright.no_better`: :func:`faulted_side` (``Assistant B gets the answer wrong.``,
``Assistant B ignores the instructions.``, ``Assistant B's code does not compile.``) and :func:`praised_but_wrong`
(``Assistant B looks nicer but is wrong.``). The other side is the better. Each pattern is matched against the whole
sentence (``fullmatch``), so a sentence that says more is no fault of the whole answer. Linear: one possessive regex
match each."""

from __future__ import annotations

import re

from judge_engine.pipeline.parsing.side_names import NAME, OTHER_NAME, PART, side_named

_I = re.IGNORECASE
# a fault of one whole answer: the other side is the better
FAULT = (
    r"(?:gets\s++(?:the\s++(?:answer|result|math|calculation|question)|it)\s++(?:wrong|incorrect)"
    r"|(?:ignores|ignored|disregards|disregarded|violates|violated|breaks|broke)\s++(?:the\s++|all\s++)?+(?:(?:user['\u2019]s"
    r"|explicit|given|stated|key)\s++)?+(?:instructions?|constraints?|requirements?|word\s++limit|length\s++limit|format"
    r"|prompt|question|request)"
    r"|(?:is|was)\s++riddled\s++with\s++(?:errors|mistakes)|misses\s++the\s++point(?:\s++(?:entirely|completely))?+"
    r"|(?:does\s++not|doesn['\u2019]t|did\s++not|didn['\u2019]t|fails\s++to|failed\s++to|never)\s++(?:answer|address"
    r"|solve)\s++the\s++(?:question|problem|task|prompt)"
    # version 59 (adversarial pass 52 H6)
    r"|got\s++(?:it|the\s++(?:answer|result|math|question))\s++wrong|missed\s++the\s++(?:mark|point)|dropped\s++the\s++ball"
    r"|fell\s++(?:flat|short)|(?:(?:completely|totally|utterly|simply)\s++)?+fails(?:\s++(?:the\s++task|to\s++deliver"
    r"|entirely|completely|outright))?+|(?:is|was)\s++disqualified(?:\s++(?:for|by|because\s++of)\s++[^,;.!?]{1,80}+)?+"
    r"|(?:does\s++not|doesn['\u2019]t|did\s++not|didn['\u2019]t|won['\u2019]t|will\s++not)\s++(?:compile|run|work)"
    r"|(?:is|was)\s++(?:(?:factually|completely|simply|plainly|totally)\s++)?+(?:misleading|unhelpful|useless"
    r"|incorrect\s++and\s++(?:misleading|unhelpful|incomplete|useless)|wrong\s++and\s++(?:misleading|unhelpful|incomplete"
    r"|useless)|factually\s++(?:wrong|incorrect|inaccurate))"
    r"|refuses\s++to\s++(?:answer|help)(?:\s*+,?\s*+(?:while|whereas|but)\s++"
    + OTHER_NAME
    + r"\s++(?:helps|answers|does))?+"
    r"|answers\s++a\s++different\s++question|misreads\s++the\s++(?:question|task|prompt)"
    # version 60 (adversarial pass 53 H6)
    r"|(?:completely\s++|totally\s++)?+misunderst(?:ands|ood)\s++the\s++(?:question|task|prompt)"
    r"|fails\s++to\s++follow\s++the\s++instructions|provides\s++no\s++answer(?:\s++at\s++all)?+"
    r"|(?:did\s++not|didn['\u2019]t|does\s++not|doesn['\u2019]t)\s++(?:get\s++it\s++right|answer\s++correctly)"
    r"|(?:is|was)\s++(?:(?:simply|completely|plainly)\s++)?+(?:flawed|unacceptable|unusable|inaccurate|harmful)"
    # version 61 (adversarial pass 54 H10): "has a critical bug", "is a non-starter: it never addresses the question"
    r"|has\s++an?\s++(?:critical|fatal|serious|major|show-?stopping|glaring)\s++(?:bug|error|flaw|mistake)"
    r"|gives\s++(?:the|a)\s++wrong\s++(?:answer|result)"  # version 61 (adversarial pass 55 H6)
    r"|(?:is|was)\s++a\s++non-?\s*+starter(?:\s*+:\s*+it\s++[^.!?]{1,80}+)?+"
    # version 81 (adversarial pass 77): "is nonsense", "is off by a factor of ten", "answered a different question than
    # the one asked", "would mislead the user", "hallucinated the citation", "pales in comparison", "is a clear step
    # down from Assistant B"
    r"|(?:is|was)\s++(?:(?:complete|total|utter|pure|just|simply)\s++)?+(?:nonsense|gibberish|garbage|meaningless"
    r"|incoherent|nonsensical|bogus|an?\s++(?:mess|trainwreck|train\s++wreck|disaster))"
    r"|(?:is|was)\s++off\s++by\s++(?:a\s++factor\s++of\s++\w++|an?\s++order\s++of\s++magnitude|[\d.,]++%?+)"
    r"|answer(?:s|ed)\s++a\s++different\s++question(?:\s++than\s++the\s++one\s++asked)?+"
    r"|(?:would\s++|could\s++)?+mislead(?:s)?+\s++the\s++(?:user|reader)|hallucinat(?:es|ed)(?:\s++[\w-]++){0,4}"
    r"|pales\s++in\s++comparison(?:\s++(?:to|with)\s++" + OTHER_NAME + r")?+|(?:is|was)\s++an?\s++(?:clear\s++|big\s++"
    r"|significant\s++|major\s++)?+step\s++down(?:\s++from\s++" + OTHER_NAME + r")?+)"
)
_FAULTED = re.compile(
    r"\W*+"
    + NAME
    + r"(?:"
    + PART
    + r"|['\u2019]s\s++(?:code|program|script|solution|output|formula|calculation|math|result|citation|explanation))"
    + r"(?:\s++of\s++[^\s,;.]{1,40}+)?+\s++(?:"
    + FAULT
    + r"(?:\s*+,?\s*+and\s++"
    + FAULT
    + r")?+|(?:is|was)\s++(?:(?:simply|just|plainly|clearly)\s++)?+(?:wrong|incorrect))"
    # a consequence ("so it cannot win", "disqualifying it") or the right answer, as the other side gives it
    r"(?:\s*+[,;]\s*+(?:so\s++it\s++(?:cannot|can['\u2019]t|should\s++not|shouldn['\u2019]t)\s++win|so\s++(?:its\s++answer"
    r"|it)\s++is\s++(?:useless|wrong|unusable|unhelpful)(?:\s++here)?+|which\s++disqualifies"
    r"\s++it|disqualifying\s++it|the\s++(?:correct|right)\s++answer\s++is\s++[^,;.]{1,40}+,\s*+as\s++"
    + OTHER_NAME
    + r"\s++(?:says|states|gives|has|shows)))?+[\s.!)*]*+",
    _I,
)
# praise, then a fault of the whole answer ("Assistant B looks nicer but is wrong.", "Assistant B is more detailed,
# but it is wrong."; version 59, adversarial pass 52 H2): the fault decides
_PRAISED_BUT_WRONG = re.compile(
    r"\W*+" + NAME + PART + r"\s++[^,;.!?]{1,80}?\s*+,?\s*+but\s++(?:it\s++is|it['\u2019]s|is|was|it\s++was)\s++"
    r"(?:(?:simply|just|factually|plainly|still)\s++)?+(?:wrong|incorrect|inaccurate)[\s.!)*]*+",
    _I,
)


def faulted_side(sentence: str) -> str | None:
    """The side whose whole answer ``sentence`` faults (the module's docstring), else None."""
    m = _FAULTED.fullmatch(sentence)
    return None if m is None else side_named(m)


def praised_but_wrong(sentence: str) -> str | None:
    """The side ``sentence`` praises and then calls wrong as a whole, else None."""
    m = _PRAISED_BUT_WRONG.fullmatch(sentence)
    return None if m is None else side_named(m)
