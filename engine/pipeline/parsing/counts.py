"""A count for each side in one sentence of the evidence (parser version 80; issue 13, adversarial passes 73 H4 and 74
F7), for the last-decision walk (:func:`~judge_engine.pipeline.parsing.last_decision.decides_otherwise`):
:func:`counted`.

``Assistant A has 2 errors; Assistant B has none.``, ``Errors: A = 3, B = 0.``, ``Mistakes - Assistant A: 4, Assistant
B: 1.``: what is counted is wrong (:data:`BAD`), so the side with fewer wins. ``Assistant A passes 1 of 5 tests;
Assistant B passes all 5.``, ``Assistant A got 2 of 5 parts right; Assistant B got all 5.``: what is counted is right
(:data:`_GOOD`), so the side with more wins. Each side is named once, with one count (a number, ``none``, ``no``,
``zero``, ``all``) after it in its own clause; equal counts, a sentence counting both kinds, or anything else decide
nothing. Linear: a few regex scans of one sentence.

Version 81 (the counts of pass 76 left as contradictions): one side's count in a sentence of its own (:func:`tally`:
``Assistant A: 0 errors.``, ``Assistant B has 3 factual errors.``, ``Assistant A fails 3 of 5 checks.``), paired by the
walk with the other side's (:func:`tallied`), and a label counting what is wrong before two score-shaped lines
(:func:`counts_faults`: ``Errors:`` / ``Assistant A: 0`` / ``Assistant B: 3``)."""

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
_FAILS = re.compile(r"\b(?:fail(?:s|ed)?+|misse[sd]|gets?\s++wrong|got\s++wrong)\b", _I)
_BAD_OR_FAILS = re.compile(f"{BAD.pattern}|{_FAILS.pattern}", _I)
# one side's count in a sentence of its own: the side, a colon or a verb that holds or passes, the count, what it counts
_TALLY = re.compile(
    r"\W*+(?:the\s++)?+(?:(?:assistant|response|answer|output|model)\s*+\(?+(?P<n>[ab12])\)?+|(?-i:(?P<l>[AB])))(?![\w(])"
    r"(?:['\u2019]s\s++(?:answer|response|output|reply|solution))?+(?:\s*+[:=\-\u2013\u2014]\s*+|\s++(?P<verb>has|had|makes"
    r"|made|contains|contained|commits|committed|gets|got|passes|passed|fails|failed|solves|solved|answers|answered"
    r"|misses|missed)\s++)(?:only\s++|just\s++)?+(?P<count>no|none|zero|all(?:\s++\d++)?+|\d++)(?:\s++(?:of|out\s++of)\s++"
    r"(?:the\s++)?+\d++)?+(?P<what>(?:\s++[\w-]++){0,5}?)\s*+[.!]?+",
    _I,
)
# a label counting what is wrong, on a line of its own: "Errors:", "Number of mistakes", "Bugs found -"
_FAULT_LABEL = re.compile(
    r"\W*+(?:(?:number|count|total)\s++of\s++)?+(?:[\w-]++\s++){0,2}?(?P<noun>[\w-]++)"
    r"(?:\s++(?:found|made|spotted|per\s++(?:answer|side|response)))?+\s*+[:\-\u2013\u2014]?+\s*+",
    _I,
)
_CLAUSE = re.compile(r"[;,]|\s(?:and|but|while|whereas)\s", _I)


def counted(sentence: str) -> str | None:
    """The side (``"a"``, ``"b"``) a count for each side in ``sentence`` favours (the module's docstring), else None."""
    bad = BAD.search(sentence) is not None or _FAILS.search(sentence) is not None  # "fails 3 of 5" (version 81)
    if bad == (_GOOD.search(sentence) is not None):
        return None
    sides = list(_SIDE.finditer(sentence))
    if len(sides) != 2:
        return None
    noun = _BAD_OR_FAILS if bad else _GOOD
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


# verbs whose bare number is the answer's value, not a count ("Assistant A answers 9.", "Assistant B gets 7.")
_VALUE_VERBS = frozenset({"answers", "answered", "solves", "solved", "gets", "got"})


def tally(sentence: str) -> tuple[str, str, float] | None:
    """One side's count in ``sentence`` when that is all it says (the module's docstring): ``(side, kind, count)``,
    kind ``"bad"`` (what is wrong, or what the side fails or misses) or ``"good"`` (what it passes, solves or gets
    right); ``all`` counts as infinity. None for anything else (a second side, a count of something else)."""
    m = _TALLY.fullmatch(sentence)
    if m is None:
        return None
    verb, what = (m.group("verb") or "").lower(), m.group("what")
    if verb in _VALUE_VERBS and not what.strip() and " of " not in m.group(0).casefold():
        return None  # "Assistant A answers 9.": the answer's value, not a count (version 86, false-failure pass 91f)
    if verb in ("fails", "failed", "misses", "missed"):
        kind = "bad"
    elif verb in ("passes", "passed", "solves", "solved", "answers", "answered"):
        kind = "good"
    elif (bad := BAD.search(what) is not None) == (_GOOD.search(what) is not None):
        return None
    else:
        kind = "bad" if bad else "good"
    word = m.group("count").lower()
    count = math.inf if word.startswith("all") else 0.0 if word in ("no", "none", "zero") else float(word)
    return _SIDE_OF[(m.group("n") or m.group("l")).lower()], kind, count


def tallied(tallies: dict[str, tuple[str, float]], one: tuple[str, str, float]) -> str | None:
    """Add one :func:`tally` (``one``: side, kind, count) to ``tallies`` (side to (kind, count), the walk's so far) and
    return the side two counts of one kind favour: fewer of what is wrong, more of what is right; None for one side
    only, two kinds or equal counts."""
    tallies[one[0]] = one[1:]
    if len(tallies) != 2 or tallies["a"][0] != tallies["b"][0] or tallies["a"][1] == tallies["b"][1]:
        return None
    fewer = "a" if tallies["a"][1] < tallies["b"][1] else "b"
    return fewer if tallies["a"][0] == "bad" else ("b" if fewer == "a" else "a")


def counts_faults(sentence: str | None) -> bool:
    """Whether ``sentence`` is a short label counting what is wrong (``Errors:``, ``Number of mistakes``): the score
    lines after it are counts, and fewer wins."""
    m = _FAULT_LABEL.fullmatch(sentence) if sentence is not None and len(sentence) <= 60 else None
    return m is not None and (
        BAD.fullmatch(m.group("noun")) is not None or _FAILS.fullmatch(m.group("noun")) is not None
    )
