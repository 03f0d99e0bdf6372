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

OTHER_QUANTITY = re.compile(
    r"\b(?:lower\s++(?:is|=|means)\s++better|(?:1|one|0|zero)\s*+=\s*+(?:best|top|first|minor|harmless|identical|none"
    r"|no\s++errors?)|error\s++counts?|(?:number|count|#)\s++of\s++(?:errors|issues|mistakes|problems|bugs|flaws)"
    r"|(?:errors|issues|mistakes|problems|bugs|flaws)\s++(?:found|counted)|penalt(?:y|ies)(?:\s++points)?+"
    r"|distance\s++(?:from|to)|severity|harmfulness|toxicity)\b",
    re.IGNORECASE,
)
"""A word or phrase naming a quantity other than the answer's quality (the module's docstring)."""
INTRO_CHARS = 120
"""An intro line naming :data:`OTHER_QUANTITY` counts up to this many characters (a short label, not prose)."""
