"""One side called right and the other wrong in one sentence, clause by clause (parser versions 54-59; issue 13,
adversarial passes 47 H4, 51 H7 and 52 H2), for :func:`~judge_engine.pipeline.parsing.outright.said_first`:
:func:`right_wrong` (``Assistant A is correct and Assistant B is not.``, ``Assistant B fails to address the question,
which Assistant A does.``), and :data:`CONCEDED`, a concession whose main clause the walk reads. Linear: a few regex
scans per clause."""

from __future__ import annotations

import re

from judge_engine.pipeline.parsing.decided import SIDE, named_side

_I = re.IGNORECASE
# a sentence whose decision word is no decision on the whole answer: a concession whose main clause names no side
# ("Although, Assistant 1's answer was correct, it wasn't as comprehensive."), a side as the object of a comparison
# ("This response was more comprehensive compared to Assistant 1's answer."), "preferred" with a gerund ("Assistant 2
# preferred providing detailed explanations"): three of the 21,072 recorded GPT-4 reviews
CONCEDED = re.compile(
    r"\W*+(?:although|though|even\s++though|while|despite|granted)\b\s*+,?+[^,;]*+[,;](?P<main>.*+)", _I
)
_RIGHT = re.compile(
    r"\b(?:correct|right|accurate|nails\s++it|gets\s++it\s++right|answers\s++(?:the\s++question|it)"
    r"|follows\s++(?:the\s++|all\s++)?+instructions|address(?:es)?+\s++the\s++question|succeed(?:s|ed)"
    r"|answer(?:s|ed)\s++(?:it\s++|the\s++question\s++)?+(?:fully|completely|correctly))\b",
    _I,
)
# "..., which Assistant A does.": right only against a side that does not (version 59, adversarial pass 51 H7)
_DOES = re.compile(r"\b(?:does|did)(?:\s++(?:so|it))?+[\s.!)*]*+$", _I)
_NOT_DONE = re.compile(
    r"\b(?:ignor\w++|disregard\w*+|(?:does\s++not|doesn['\u2019]t|did\s++not|didn['\u2019]t|fail(?:s|ed)?+\s++to|never)"
    r"\s++(?:\w+\s++)?(?:answer|address|follow|solve))\b",
    _I,
)
_WRONG = re.compile(
    r"(?<!\bnever\s)(?<!\bnot\s)\b(?:wrong|incorrect|inaccurate|errors?|mistakes?|misses|fails?|failed|refus(?:es|ed)"
    r"|has\s++nothing\s++going\s++for\s++it|ignor\w++"
    r"|disregard\w*+)\b|\b(?:does\s++not|doesn['\u2019]t|did\s++not|didn['\u2019]t)\s++(?:\w+\s++)?(?:answer|address"
    r"|follow|solve)\b|\banswers\s++a\s++different\s++question\b"
    r"|\b(?:is|was|does)\s++not(?=\s*+[.!;,]|\s*+$)|\b(?:isn['\u2019]t|doesn['\u2019]t)(?=\s*+[.!;,]|\s*+$)",
    _I,
)
# a right or wrong said of one aspect ("correct about the date", "wrong on the name"): no verdict on the whole answer
_ASPECT_AFTER = re.compile(r"\s++(?:about|on|in|regarding|for|with\s++respect\s++to)\b", _I)
_CLAUSES = re.compile(r"[,;]|\s(?:and|but|while|whereas)\s", _I)


def right_wrong(sentence: str) -> str | None:
    """The side a sentence calls right while calling the other wrong, clause by clause ("Assistant A is correct and
    Assistant B is not.", "Output (b) contains a factual error, while Output (a) is accurate."), else None."""
    if CONCEDED.match(sentence):
        return None  # "While Assistant 2's answer is accurate, ... it doesn't ... as accurately as Assistant 1 does."
    right: set[str] = set()
    wrong: set[str] = set()
    does: set[str] = set()
    not_done = False
    for clause in _CLAUSES.split(sentence):
        named = list(SIDE.finditer(clause))
        if len({named_side(m) for m in named}) != 1:
            continue
        side, start = named_side(named[0]), named[0].start()  # the side as the clause's subject, before its verdict
        if (w := _WRONG.search(clause)) is not None and w.start() > start and not _ASPECT_AFTER.match(clause, w.end()):
            wrong.add(side)
            not_done = not_done or _NOT_DONE.search(clause, start) is not None
        elif _DOES.search(clause, named[0].end()):
            does.add(side)
        elif (
            (r := _RIGHT.search(clause)) is not None and r.start() > start and not _ASPECT_AFTER.match(clause, r.end())
        ):
            right.add(side)
    if not_done:
        right |= does
    if len(right) == 1 and len(wrong) == 1 and right != wrong:
        return next(iter(right))
    return None
