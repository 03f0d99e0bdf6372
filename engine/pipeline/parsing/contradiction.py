"""The explanation after a letter verdict on its line that contradicts it (:func:`names_other`):
``[[A]] - Assistant B is better``, ``[[C]] - Assistant A is better``. One regex search per verdict line."""

from __future__ import annotations

import re

from judge_engine.pipeline.parsing.quoting import Hit

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
    after = hit.line_text[hit.end :].casefold()
    m = _NAMED.search(after)
    if winner is None or m is None:
        return False
    if winner == "tie":
        return _PREFERRED.match(after, m.end()) is not None
    return _SIDE[m.group(m.lastindex or 0)] != winner
