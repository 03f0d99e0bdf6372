"""A tie said in other words than the listed shapes of :data:`~judge_engine.pipeline.parsing.tie_conclusion.
TIE_CONCLUSION` (parser version 63; issue 13, adversarial pass 56 H3): :func:`equal_sides`, for the last-decision walk.
A sentence that names neither side, speaks of the two together (``both``, ``neither``, ``the two``, ``they``,
``them``) and says they are equal as answers (``I rate them as a tie.``, ``I consider the two responses to be of equal
quality.``, ``There's no difference between them.``, ``Both have strengths and weaknesses that cancel each other
out.``, ``I'd rate both a 5.``, ``The answers are equally good, so I flipped a coin.``; not ``equally helpful`` alone,
which recorded GPT reviews write before deciding) or both failed (``Both miss the point.``, ``Both are off-topic.``,
``Both are wrong, so neither deserves the win.``); not when it negates or conditions it (``It is not a tie.``, ``If
they were equal, ...``), asks, or compares (``better than``). A sameness restricted to a part (``Both handle the edge
case the same way.``, ``Regarding relevance, both ...``, ``how different elements balance each other out``, ``the
tied score``: recorded GPT-3.5 and GPT-4 FairEval reviews) is none. Since version 78 (adversarial passes 68, 69):
either answer would do (``..., so either could be chosen.``, ``Either would do.``), ``I'd pick neither`` after a ``;``,
``essentially equivalent``, and :func:`equal_named` for the two sides named together (``Output (a) and (b) both fail;
I'd pick neither.``). Linear: a few regex scans."""

from __future__ import annotations

import re

_I = re.IGNORECASE
_PAIR = re.compile(
    r"\b(?:both|neither|the\s++two|they|them|their|the\s++(?:answers|responses|outputs)|each\s++other|either\s++one)\b",
    _I,
)
_EQUAL = re.compile(
    r"\b(?:(?:rate|call|consider|judge|score|mark|deem)\w*+\s++(?:them|this|it|the\s++two(?:\s++\w++)?+|both(?:\s++\w++)?+)"
    r"\s++(?:as\s++)?+(?:an?\s++)?+(?:tie|draw)|equal\s++(?:in\s++)?+(?:overall\s++)?+quality|of\s++(?:equal|similar"
    r"|the\s++same|comparable)\s++(?:overall\s++)?+quality|no\s++(?:real\s++|meaningful\s++|significant\s++|discernible\s++"
    r"|notable\s++)?+difference\s++between\s++(?:them|the\s++two)(?:\s++(?:answers|responses))?+[\s.!]*+$"
    r"|word[-\s]for[-\s]word\s++the\s++same|(?:are|were|['\u2019]re)\s++(?:essentially\s++|virtually\s++|nearly\s++)?+identical"
    r"|(?:are|were|['\u2019]re)\s++(?:\w++\s++and\s++)?+(?:essentially\s++|virtually\s++)?+(?:equivalent|interchangeable)"
    r"|^\W*+(?:they|both|the\s++two|their|the\s++(?:answers|responses))\b[^.;:!?]{0,60}?\b(?:cancel|balance)\w*+\s++"
    r"(?:each\s++other\s++)?+out|at\s++random|flipped\s++a\s++coin|coin\s++(?:flip|toss)"
    r"|(?:rate|score|grade|give)\s++(?:them\s++)?+both\s++(?:an?\s++)?+\d++"
    # version 64 (fresh pass full57 H3): "Their quality is identical."
    r"|(?:quality|merit|value)\s++is\s++(?:essentially\s++|virtually\s++)?+(?:identical|the\s++same|equal))\b",
    _I,
)
# version 78 (adversarial pass 69 H1): either one would do ("..., so either could be chosen.")
_EITHER = re.compile(
    r"\beither(?:\s++(?:one|answer|response|output|of\s++them))?+\s++(?:could|can|would|might|may)\s++(?:(?:equally|just)"
    r"\s++)?+(?:be\s++(?:chosen|picked|selected|preferred|used)|win|do)\b|\beither\s++(?:one\s++)?+(?:is\s++fine|works)\b",
    _I,
)
# both failed: no side wins
_BOTH_FAIL = re.compile(
    r"\W*+(?:honestly\s*+,?\s*+)?+(?:both|they)(?:\s++(?:responses|answers|assistants|outputs))?+(?:\s*+(?:are|were|['\u2019]re)"
    r"(?:\s++both)?+\s++(?:(?:equally|simply|just)\s++)?+(?:wrong|incorrect|off[-\s]topic"
    r"|unhelpful|useless|irrelevant)|\s++(?:both\s++)?+(?:miss|fail|get\s++it\s++wrong)\b)",
    _I,
)
_NOT = re.compile(
    r"^\W*+(?:regarding|concerning|as\s++for|in\s++terms\s++of|with\s++respect\s++to|when\s++it\s++comes\s++to|on|for)\b"
    r"|\b(?:not|never|no\s++(?:tie|draw)|hardly|break\w*+\s++the\s++tie|tie-?break\w*+|if|unless|would\s++be|could|might"
    r"|almost|nearly|than|except|but|however|although|though|while|whereas)\b|n['\u2019]t\b|\?",
    _I,
)
_NOT_EITHER = re.compile(r"\b(?:not|never|if|unless|whether)\b|n['\u2019]t\b|\?", _I)
# what makes the sameness a part's: "Both handle the edge case the same way.", "They are equally verbose."
_PART = re.compile(
    r"\b(?:way|approach|method|format\w*+|length|verbose|style|tone|structure|examples?|code|accura\w*+|relevan\w*+"
    r"|helpfulness|detail\w*+|clarity|creativ\w*+|depth|score)\b",
    _I,
)


# a tie called so without naming the two, or neither chosen ("I consider this a draw.", "I prefer neither."; version 64,
# fresh pass full57 H3)
_CALLED = re.compile(
    r"(?:^|[;:]\s*+)\W*+i(?:\s++would|\s*+['\u2019]d)?+\s++(?:(?:consider|call|rate|judge|deem|score)\s++(?:this|it)\s++(?:as\s++)?+"
    r"(?:an?\s++)?+(?:tie|draw|dead\s++heat)|(?:prefer|favou?r|choose|pick|go\s++with)\s++neither(?:\s++(?:one|answer"
    r"|response|output)|\s++of\s++(?:them|the\s++two))?+)[\s.!]*+$",
    _I,
)


# version 79 (adversarial pass 71 F4): a tie said as the judge's own stance, without naming the two ("Same quality,
# really.", "Honestly, it's fifty-fifty.", "I'm indifferent between the two.", "There is little to choose between
# them.", "No meaningful difference.", "I have no real preference between them.")
_STANCE = re.compile(
    r"^\W*+(?:the\s++)?+same\s++quality\b|\b(?:fifty[-\s]fifty|50\s*+[-/]\s*+50|toss[-\s]up|dead\s++heat|neck\s++and\s++neck"
    r"|indifferent\s++between|little\s++to\s++choose\s++between|nothing\s++to\s++choose\s++between)\b"
    r"|^\W*+no\s++(?:real\s++|meaningful\s++|significant\s++|discernible\s++|notable\s++)?+difference[\s.!]*+$"
    r"|\bno\s++(?:real\s++|strong\s++|particular\s++|clear\s++)?+preference\s++between\s++(?:them|the\s++two)\b",
    _I,
)


def equal_sides(sentence: str) -> bool:
    """Whether ``sentence`` (naming neither side) says the two answers are equal or both failed: the module's
    docstring."""
    if _CALLED.search(sentence):
        return True
    if _STANCE.search(sentence) is not None and _NOT_EITHER.search(sentence) is None:
        return True  # version 79: "Honestly, it's fifty-fifty.", "I'm indifferent between the two."
    if _EITHER.search(sentence) is not None and _NOT_EITHER.search(sentence) is None:
        return True  # version 78: "The two answers are identical, so either could be chosen."
    if _PAIR.search(sentence) is None or _NOT.search(sentence) is not None or _PART.search(sentence) is not None:
        return False
    return _EQUAL.search(sentence) is not None or _BOTH_FAIL.match(sentence) is not None


# the two sides named together, and a side named alone (version 78, adversarial pass 69 H1 and H2)
_BOTH_NAMED = re.compile(
    r"\b(?:both\s++)?+(?:the\s++)?+(?:assistant|response|answer|output|model)\s*+(?:\([ab12]\)|[ab12]\b)\s++(?:and|&)\s++"
    r"(?:(?:the\s++)?+(?:assistant|response|answer|output|model)\s*+)?+(?:\([ab12]\)|[ab12]\b)(?:\s++both\b)?+",
    _I,
)
_ONE_NAMED = re.compile(r"\b(?:assistant|response|answer|output|model)\s*+(?:\([ab12]\)|[ab12]\b)", _I)


def equal_named(sentence: str) -> bool:
    """Whether ``sentence`` names the two sides only together (``Output (a) and Output (b) are identical, so either
    could be chosen.``, ``Output (a) and (b) both fail; I'd pick neither.``) and, read with ``both`` in their place,
    says they are equal or both failed (:func:`equal_sides`). Linear: a few regex scans."""
    rest = _BOTH_NAMED.sub("both", sentence)
    if rest == sentence or _ONE_NAMED.search(rest) is not None:
        return False
    return any(equal_sides(part.strip()) for part in re.split(r"[;,]\s*+(?=i\b|so\b)", rest, flags=_I))
