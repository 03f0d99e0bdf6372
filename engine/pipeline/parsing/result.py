"""One parsed completion (:class:`Parsed`) and the helpers every format's parser shares."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from judge_engine.pipeline.templates import Template

#: Characters of a completion the parser scans at most (the last ones, or the first ones for
#: ``scores_first``). A judge's verdict sits at one end of its completion; 64 KiB is far above any
#: ``max_tokens`` in use and keeps one parse in the milliseconds whatever the backend returns.
MAX_SCAN_CHARS = 65536

# ASCII digits only, and the number must end there: "1_0", "1e1" or "8a" are not scores. Possessive
# quantifiers: a digit run is never given back, so a long run costs one pass.
NUM = r"(-?[0-9]++(?:\.[0-9]++)?+)(?![0-9A-Za-z_]|\.[0-9])"
WS = re.compile(r"\s++")

VERDICT_SCORES = {"first": (1.0, 0.0), "second": (0.0, 1.0), "tie": (0.5, 0.5)}


@dataclass(frozen=True)
class Parsed:
    """One parsed completion.

    Attributes:
        score_first: score given to the response in slot 1 (float) or ``None`` when unparsed.
        score_second: score given to slot 2, or ``None``.
        status: ``"ok"`` or a failure reason (see module docstring).
    """

    score_first: float | None
    score_second: float | None
    status: str

    @property
    def ok(self) -> bool:
        return self.status == "ok"


def fail(status: str) -> Parsed:
    return Parsed(None, None, status)


def slot_verdict(slot: str) -> Parsed:
    a, b = VERDICT_SCORES[slot]
    return Parsed(a, b, "ok")


def in_range(a: float, b: float, template: Template) -> Parsed:
    lo, hi = template.score_min, template.score_max
    if lo is not None and hi is not None and not (lo <= a <= hi and lo <= b <= hi):
        return fail("out_of_range")
    return Parsed(a, b, "ok")


def head(text: str) -> str:
    """The first :data:`MAX_SCAN_CHARS` characters."""
    return text[:MAX_SCAN_CHARS]


def tail(text: str) -> str:
    """The last :data:`MAX_SCAN_CHARS` characters, from the first line start inside them."""
    if len(text) <= MAX_SCAN_CHARS:
        return text
    t = text[-MAX_SCAN_CHARS:]
    nl = t.find("\n")
    return t[nl + 1 :] if nl != -1 else t
