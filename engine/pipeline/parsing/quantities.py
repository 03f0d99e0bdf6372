"""Numbers that are no quality score: a count of errors, a rank, a penalty, a distance or a severity (parser version
79; issue 13, adversarial pass 72 H5): :data:`OTHER_QUANTITY`. ``Error count (lower is better):``, ``Ranking (1 =
best):``, ``Penalty points:``, ``Distance from the reference answer (0 = identical):``, ``Severity of issues (1 =
minor, 10 = severe):``, ``Number of errors found:`` before FairEval's score lines or a rating: the numbers after it
are read backwards or as another quantity, so they are no verdict of the judge's (an intro line, for
:func:`~judge_engine.pipeline.parsing.quoting.is_example_intro`; the verdict's sentence, for
:mod:`~judge_engine.pipeline.parsing.spans`; ``faireval-vanilla``'s explanation, for
:mod:`~judge_engine.pipeline.parsing.scores_disowned`). Matched on case-folded text."""

from __future__ import annotations

import re

_BAD = r"(?:errors?|mistakes?|bugs?|hallucinations?|issues?|problems?|flaws?|faults?|defects?|violations?|typos?)"
OTHER_QUANTITY = re.compile(
    r"\b(?:lower\s++(?:is|=|means)\s++better|(?:1|one|0|zero)\s*+(?:=|\bis\b)\s*+(?:best|top|first|minor|harmless|identical|none"
    r"|no\s++errors?)|error\s++counts?|(?:number|count|#)\s++of\s++(?:errors|issues|mistakes|problems|bugs|flaws)"
    r"|(?:errors|issues|mistakes|problems|bugs|flaws)\s++(?:found|counted)|penalt(?:y|ies)(?:\s++points)?+"
    r"|distance\s++(?:from|to)|severity|harmfulness|toxicity"
    # version 80 (adversarial pass 74 F4): a lower number named better, counting what is wrong, a position in a ranking
    r"|lower\s++(?:\w++\s++)?(?:is|are|=|means?)\s++(?:an?\s++)?better|count(?:ing|s|ed)?+\s++(?:the\s++|all\s++)?+(?:\w++\s++)?"
    + _BAD
    + r"|(?:position|place)\s++in\s++(?:my\s++|the\s++)?+rank\w*+"
    # version 80 (adversarial pass 76 F4): "Number of hallucinated facts:", "How many errors each made:", "Errors per
    # assistant -", "Deductions", and what is no quality at all ("Word count:")
    r"|(?:number|count|#)\s++of\s++(?:hallucinat\w*+|missing|incorrect|wrong|false|invented|fabricated|omitted"
    r"|unsupported|failed)\s++\w++|how\s++many\s++(?:\w++\s++)?"
    + _BAD
    + r"|"
    + _BAD
    + r"\s++(?:per|by|for\s++each)\s++"
    r"(?:assistant|answer|response|model|output)|(?:word|character|token|line|sentence)\s++counts?)\b"
    r"|^[\s*_#>-]*+(?:deductions?|points\s++(?:deducted|lost)|(?:missing|omitted|hallucinated|incorrect|wrong|failed)"
    r"\s++\w++)[\s*_]*+(?::|$)"
    # a label naming what is wrong, at the start ("Factual errors:", "Risk scores:", "(mistakes)", "Bugs:"), or ranks
    # alone in brackets ("(ranks)")
    r"|^[\s*_#>(-]*+(?!(?:most|fewest|least|more|fewer|lowest|highest|no|zero|min\w*+|max\w*+)\b)(?:\w++[\s-]++)?(?:"
    + _BAD
    + r"|risks?)(?:\s++(?:scores?|counted|counts?"
    r"|found|rates?|levels?))?+[\s*_]*+(?:[:(]|\)[\s.]*+$|$)|^\s*+\(\s*+ranks?\s*+\)[\s.]*+$",
    re.IGNORECASE,
)
"""A word or phrase naming a quantity other than the answer's quality (the module's docstring)."""
INTRO_CHARS = 120
"""An intro line naming :data:`OTHER_QUANTITY` counts up to this many characters (a short label, not prose)."""


# a scale stated the other way round, or the rating said to measure a fault, in the text before a score or rating
# (parser version 81, adversarial pass 79): "Here 1 means best and 10 means worst.", "How bad is it? Rating: [[9]]",
# "The rating below is how verbose the answer is.", "I'm scoring how much the answer hallucinates.", "I score the number
# of rubric violations.", "These are the numbers of errors I found in each answer."
_INVERTED = re.compile(
    r"\b(?:1|one)\s++(?:means|is|=)\s++(?:the\s++)?+best\b(?:\s++score)?+\s*+(?:,\s*+)?+and\s++(?:\d++|ten|five)\s++"
    r"(?:means\s++|is\s++|=\s*+)?+(?:the\s++)?+worst\b"
    r"|\b(?:ratings?|scores?|numbers?|figures?)\s++(?:below\s++|above\s++)?+(?:is|are|rate|rates|measure|measures"
    r"|reflect|reflects)\s++how\s++(?:much|many|bad|wrong|verbose|far|biased|long|often)\b"
    r"|\b(?:i['\u2019]m|i\s++am)\s++scoring\s++how\b|\bi\s++score\s++the\s++(?:number|count)\s++of\b"
    r"|\b(?:these|those|the\s++scores|the\s++numbers)\s++are\s++the\s++(?:numbers?|counts?)\s++of\s++(?:errors|mistakes"
    r"|violations|faults|issues)\b|\brating\s++of\s++how\s++(?:far|much|bad|wrong)\b"
    r"|(?:^|[.!?]\s++)how\s++(?:bad|wrong|much\s++is\s++wrong)\b[^.?!\n]{0,60}+\?",
    re.IGNORECASE | re.MULTILINE,
)


def inverted_scale(text: str) -> bool:
    """Whether ``text`` states its scale the other way round or says the number measures a fault (:data:`_INVERTED`):
    a score or rating after it is read backwards. Linear: one regex scan."""
    return _INVERTED.search(text) is not None
