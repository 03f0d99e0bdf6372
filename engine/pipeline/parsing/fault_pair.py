"""One side called correct and the other wrong in one sentence, for :mod:`~judge_engine.pipeline.parsing.conclusion`
(parser version 52; issue 13, adversarial pass 45): ``Assistant A is correct, whereas Assistant B is wrong.``,
``Assistant A's answer is incorrect, but Assistant B's answer is correct.``. Before a verdict such a sentence is the
judge's conclusion for the side it calls correct, so a verdict for the other side fails (fail-closed: a verdict for
the side called correct is kept as before). Closed shape: the two sides as subjects, ``is``/``was`` and nothing but a
listed correctness word (``correct``, ``right``, ``accurate``; ``wrong``, ``incorrect``, ``inaccurate``, ``not
correct``), joined by a comma, ``and``, ``while``, ``whereas`` or ``but``; anything else (``Assistant A is correct
about the date, but Assistant B is wrong about the name.``) is no such sentence. Since version 77 also a fault of the
first side and its absence or a working result for the second (``Assistant A's code has a bug; Assistant B's does
not.``: :data:`_FAULTY`, :data:`_CLEAN`). Linear: two full matches of patterns whose repeats are possessive or
bounded."""

from __future__ import annotations

import re

_I = re.IGNORECASE
_PART = r"(?:['\u2019]s\s++(?:answer|response|output|solution|code|result))?+\s*+(?:is|was)\s++"
_ADV = r"(?:(?:clearly|completely|entirely|actually|simply|factually|technically|fully|plainly|also)\s++)?+"
_RIGHT = r"(?:correct|right|accurate)"
_WRONG = r"(?:wrong|incorrect|inaccurate|not\s++(?:correct|right|accurate))"
_JOIN = r"\s*+[,;]?+\s*+(?:(?:and|while|whereas|but)\s++)?+(?:the\s++)?+"
_END = r"(?:\s++here)?+[^\w?]*+"
# the text between the two sides (after the first) and after the second, each way round
_FIRST_RIGHT = re.compile(_PART + _ADV + _RIGHT + r"(?:\s++here)?+" + _JOIN, _I)
_FIRST_WRONG = re.compile(_PART + _ADV + _WRONG + r"(?:\s++here)?+" + _JOIN, _I)
_THEN_WRONG = re.compile(_PART + _ADV + _WRONG + _END, _I)
_THEN_RIGHT = re.compile(_PART + _ADV + _RIGHT + _END, _I)


# version 77 (adversarial pass 67 H4): the first side given a fault, the second its absence or a working result:
# "Assistant A hallucinated a citation; Assistant B did not.", "Assistant A's code has a bug; Assistant B's does not.",
# "Assistant A's function raises a ZeroDivisionError ..., while Assistant B's returns 0."
_OWN = (
    r"(?:['\u2019]s(?:\s++(?:answer|response|output|solution|code|result|function|query|loop|program|script|sql)){0,2}+)?+"
    r"\s++"
)
_FAULTY = re.compile(
    _OWN + r"(?:(?:would\s++|also\s++)?+(?:has|had|have|contains?|contained|makes?|made|introduces?|introduced)\s++"
    r"(?:an?\s++|the\s++|several\s++|two\s++|many\s++)?+(?:\w++\s++){0,2}?(?:bugs?|errors?|mistakes?|typos?|flaws?)"
    r"|hallucinat\w*+|crash(?:es|ed)?+|(?:raises|raised|throws|threw)\s++(?:an?\s++)?+\w*?(?:error|exception)"
    r"|(?:would\s++)?+fail(?:s|ed)?+\s++with\s++(?:an?\s++)?+\w*+\s*+error|never\s++(?:terminates|ends|halts|returns)"
    r"|invent(?:s|ed)|fabricat\w*+|is\s++off\s++by)\b[^;,.!?\n]{0,100}+" + _JOIN,
    _I,
)
_CLEAN = re.compile(
    _OWN + r"(?:(?:does|did|has|have|is|was)(?:\s++not|n['\u2019]t)(?:\s++\w++){0,2}?|(?:runs|works|returns|handles"
    r"|terminates|compiles|halts|is\s++(?:correct|right|exact|accurate|fine))\b[^.!?\n]{0,80}+)" + _END,
    _I,
)


def fault_pair(sentence: str, first_end: int, second_start: int, second_end: int) -> bool | None:
    """Whether ``sentence``, which names one side ending at ``first_end`` and the other from ``second_start`` to
    ``second_end``, calls the first side correct and the second wrong (True), the first wrong and the second correct
    (False), or neither in the closed shape of the module's docstring (None)."""
    if _FIRST_RIGHT.fullmatch(sentence, first_end, second_start) and _THEN_WRONG.fullmatch(sentence, second_end):
        return True
    if _FIRST_WRONG.fullmatch(sentence, first_end, second_start) and _THEN_RIGHT.fullmatch(sentence, second_end):
        return False
    if _FAULTY.fullmatch(sentence, first_end, second_start) and _CLEAN.fullmatch(sentence, second_end):
        return False  # "Assistant A hallucinated a citation; Assistant B did not." (version 77)
    return None


def fault_side(
    sentence: str, names: tuple[re.Pattern[str], re.Pattern[str]], before_side: re.Pattern[str]
) -> str | None:
    """The side (``"a"``, ``"b"``) ``sentence`` calls correct while calling the other wrong (:func:`fault_pair`),
    with only a conclusion's lead (``before_side``: ``Overall,``) before the first side; None otherwise. ``names``
    are the two sides' name patterns (A, B). The whole sentence is read, so a contrast tail (``, whereas Assistant B
    is wrong``) that the main clause would cut off counts."""
    hits = sorted(
        ((m, x) for x, p in zip("ab", names, strict=True) for m in p.finditer(sentence)), key=lambda h: h[0].start()
    )
    if len(hits) != 2 or hits[0][1] == hits[1][1] or not before_side.fullmatch(sentence, 0, hits[0][0].start()):
        return None
    (m, first), (o, second) = hits
    right = fault_pair(sentence, m.end(), o.start(), o.end())
    return None if right is None else (first if right else second)
