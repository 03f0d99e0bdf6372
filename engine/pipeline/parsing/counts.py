"""A count for each side in one sentence of the evidence (parser version 80; issue 13, adversarial passes 73 H4 and 74
F7), for the last-decision walk (:func:`~judge_engine.pipeline.parsing.last_decision.decides_otherwise`):
:func:`counted`.

``Assistant A has 2 errors; Assistant B has none.``, ``Errors: A = 3, B = 0.``, ``Mistakes - Assistant A: 4, Assistant
B: 1.``: what is counted is wrong (:data:`BAD`), so the side with fewer wins. ``Assistant A passes 1 of 5 tests;
Assistant B passes all 5.``, ``Assistant A got 2 of 5 parts right; Assistant B got all 5.``: what is counted is right
(:data:`_GOOD`), so the side with more wins. Each side is named once, with one count (a number, ``none``, ``no``,
``zero``, ``all``) after it in its own clause; equal counts, a sentence counting both kinds, or anything else decide
nothing. Linear: a few regex scans of one sentence."""

from __future__ import annotations

import math
import re

_I = re.IGNORECASE
# what is wrong in an answer, counted (also for side_scores: such counts are no scores)
BAD = re.compile(r"\b(?:errors?|mistakes?|bugs?|issues?|flaws?|hallucinations?|inaccuracies|typos?|faults?)\b", _I)
_GOOD = re.compile(r"\b(?:pass(?:es|ed)?+|right|correct(?:ly)?+|solved|solves|answered|answers|covers|covered)\b", _I)
# a side named in the sentence: "Assistant A", "Output (b)", "Response 2", or a bare capital letter before ":" "=" "has"
_SIDE = re.compile(
    r"\b(?:(?:assistant|response|answer|output|model)\s*+\(?+(?P<n>[ab12])\)?+|(?-i:(?P<l>[AB]))(?=\s*+(?:[:=]|has\b"
    r"|had\b|got\b|gets\b|makes\b|made\b|passes\b|passed\b)))(?![\w(])",
    _I,
)
_COUNT = re.compile(r"\b(?:(?P<all>all)(?:\s++(?:of\s++them|\d++))?+|(?P<n>\d++)|(?P<none>none|no|zero))\b", _I)
_SIDE_OF = {"a": "a", "1": "a", "b": "b", "2": "b"}
_CLAUSE = re.compile(r"[;,]|\s(?:and|but|while|whereas)\s", _I)


def counted(sentence: str) -> str | None:
    """The side (``"a"``, ``"b"``) a count for each side in ``sentence`` favours (the module's docstring), else None."""
    bad, good = BAD.search(sentence) is not None, _GOOD.search(sentence) is not None
    if bad == good:
        return None
    sides = list(_SIDE.finditer(sentence))
    if len(sides) != 2:
        return None
    noun = BAD if bad else _GOOD
    labelled = noun.search(sentence, 0, sides[0].start()) is not None  # "Errors: A = 3, B = 0."
    found: dict[str, float] = {}
    attached = False
    for i, m in enumerate(sides):
        side = _SIDE_OF[(m.group("n") or m.group("l")).lower()]
        end = sides[i + 1].start() if i + 1 < len(sides) else len(sentence)
        clause = _CLAUSE.search(sentence, m.end(), end)
        stop = clause.start() if clause and i + 1 < len(sides) else end
        count = _COUNT.search(sentence, m.end(), stop)
        if count is None or side in found:
            return None
        near = count.group("n") is None or labelled or noun.search(sentence, m.end(), stop)
        if not near and not (i == 1 and attached):
            return (
                None  # "Assistant A lists 5 steps ...": a number of something else ("A has 2 errors; B has 1." is one)
            )
        attached = bool(near)
        found[side] = math.inf if count.group("all") else 0.0 if count.group("none") else float(count.group("n"))
    if len(found) != 2 or found["a"] == found["b"]:
        return None
    fewer = "a" if found["a"] < found["b"] else "b"
    return fewer if bad else ("b" if fewer == "a" else "a")
