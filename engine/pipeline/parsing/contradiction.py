"""The explanation after a letter verdict on its line that contradicts it (:func:`names_other`):
``[[A]] - Assistant B is better``, ``[[C]] - Assistant A is better``. One regex scan per verdict line
(:func:`_named`, shared by all the line's verdicts) and a binary search per verdict: linear however many
verdicts a line holds."""

from __future__ import annotations

import functools
import re
from bisect import bisect_left

from judge_engine.pipeline.parsing.quoting import Hit
from judge_engine.pipeline.parsing.spans import LineIndex

# the first assistant an explanation names: "Assistant A", "Response (b)", "Output B", "Assistant 2", "the
# second response", a bare letter that is the subject ("B is better", "B's answer"); group 1: a, b, 1 or 2,
# group 2: first or second, group 3: a or b
_NAMED = re.compile(
    r"\b(?:assistant|response|answer|output|model)\s*+\(?+\s*+([ab12])\b"
    r"|\b(first|second)\s++(?:assistant|response|answer|output|model|one)\b"
    r"|\b([ab])(?:\s++(?:is|was|wins|won)\b|['\u2019]s\b)"
)
_SIDE = {"a": "a", "1": "a", "first": "a", "b": "b", "2": "b", "second": "b"}
# what an explanation says of the assistant it names first that a tie contradicts: "Assistant A is better"
_PREFERRED = re.compile(r"\s*+\)?+\s*+(?:(?:is|was)\s++(?:\w+\s++)?+(?:better|superior|stronger|preferred)|wins|won)\b")


def names_other(hit: Hit, winner: str | None) -> bool:
    """Whether the text after ``hit`` on its line contradicts ``winner`` (``"a"``, ``"b"``, ``"tie"``;
    None: never contradicted): for ``"a"``/``"b"``, it names first the other assistant (:data:`_NAMED`:
    ``[[A]] - Assistant B is better``, ``[[A]] - B is better``, ``[[A]] - the second response is
    better``, ``Assistant 2``); for a tie, the assistant it names first is better or wins
    (:data:`_PREFERRED`: ``[[C]] - Assistant A is better``)."""
    if winner is None:
        return False
    index, named = _named(hit.line_text)
    k = bisect_left(named, (index.at(hit.end),))
    if k == len(named):
        return False
    _, m_end, side = named[k]
    if winner == "tie":
        return _PREFERRED.match(index.folded, m_end) is not None
    return side != winner


@functools.lru_cache(maxsize=8)
def _named(line: str) -> tuple[LineIndex, list[tuple[int, int, str]]]:
    """The line's :class:`LineIndex` and every assistant its case-folded text names (:data:`_NAMED`): (start,
    end, side) in order. A name cannot span a verdict's closing ``]]``, so the first one starting after a
    verdict is the first one its explanation names."""
    index = LineIndex(line)
    return index, [(m.start(), m.end(), _SIDE[m.group(m.lastindex or 0)]) for m in _NAMED.finditer(index.folded)]
