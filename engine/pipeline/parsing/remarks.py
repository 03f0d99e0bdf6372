"""Word lists of the last-decision walk (:mod:`~judge_engine.pipeline.parsing.last_decision`) that tell a remark on a
part or a neutral description from a decision: a fault after a contrast (:data:`FAULT_AFTER`, :data:`FAULT`,
:data:`OTHER_REF`), a quality short of the whole answer (:data:`PART_QUALITY`), a preference for a method
(:data:`GERUND`) and an evaluative word (:data:`EVALUATIVE`). Moved out of ``last_decision.py`` in parser version 63 (no
reading change)."""

from __future__ import annotations

import re

# a fault after a contrast, naming no side ("Assistant B is more complete, but wrong.", "... correct, but its reasoning
# is flawed."): the praise before it is weighed, no decision ("..., but not by much" is no fault)
FAULT_AFTER = re.compile(r"\b(?:but|however|yet|though|although)\b(?P<rest>[^.!?]*+)[.!?]?+\s*+$", re.IGNORECASE)
# the other side named without its name ("..., yet its competitor fails."): the fault is the other side's
OTHER_REF = re.compile(r"\b(?:competitor|rival|opponent|other\s++one|the\s++other)\b", re.IGNORECASE)
FAULT = re.compile(
    r"\b(?:wrong|incorrect|inaccurate|flawed|errors?|mistakes?|fails?|lacks?|misses|missing|buggy|broken)\b"
    r"|\bnot\s++what\s++(?:was|the\s++user)\s++(?:asked|wanted|requested|needed)",
    re.IGNORECASE,
)
# a comparative of a quality short of the whole answer ("Assistant B is more comprehensive."; adversarial pass 30:
# no conclusion)
PART_QUALITY = re.compile(
    r"\bmore\s++(?:comprehensive|informative|precise|reliable|appropriate|detailed|thorough)\b(?!\s++(?:for|to)\s++the\s++"
    r"(?:question|task|user|prompt|request|instructions?)\b)",
    re.IGNORECASE,
)
# an evaluative word: a sentence naming both sides without one is a neutral description ("Assistant A is 200 words long,
# whereas Assistant B is 150 words long."; adversarial pass 49 H3), walked past
EVALUATIVE = re.compile(
    r"\b(?:better|worse|best|worst|more|less|fewer|superior|inferior|prefer\w*+|correct\w*+|incorrect\w*+|wrong|right"
    r"|accura\w++|inaccura\w++|errors?|mistakes?|flaw\w*+|good|bad|great|poor\w*+|clear\w*+|unclear|helpful|unhelpful"
    r"|useful|useless|complete|incomplete|thorough\w*+|detailed|concise\w*+|verbose|strong\w*+|weak\w*+|wins?|won|los[et]"
    r"|loses|miss\w*+|fail\w*+|lack\w*+|excel\w*+|outperform\w*+|edge|ahead|behind|relevant|irrelevant|precise|vague"
    r"|confus\w++|mislead\w*+|hallucinat\w++|simpl\w++|comprehensive|insightful|shallow|deep\w*+|nice\w*+|clean\w*+"
    r"|messy|elegant|efficient|robust|buggy|broken|nails|ignor\w++|fine|solid|adequate\w*+|acceptable|excellent|perfect\w*+"
    r"|flawless|sound|valid|invalid|wins|loser|winner|equal\w*+|tie|tied|neither|both\s++(?:are|do|did"
    r"|answer|get)|\w++er\s++than|too|overly|only|unfortunately|sadly|fortunately|matters?)\b",
    re.IGNORECASE,
)
GERUND = re.compile(r"\bprefer(?:s|red)?+\s++\w+ing\b", re.IGNORECASE)
