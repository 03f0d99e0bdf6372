"""One parsed completion (:class:`Parsed`) and the helpers every format's parser shares."""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field
from decimal import Decimal
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
# what may follow a verdict as decoration (parser version 79, adversarial pass 71 F15): an approving emoji
# ("[[A]] \u2705", "[[A]] \U0001f3c6") or the closing tag of a verdict element ("<verdict>[[A]]</verdict>"); for
# the verdict's line (:mod:`~judge_engine.pipeline.parsing.quoting`) and the text after it
# (:mod:`~judge_engine.pipeline.parsing.closing`)
VERDICT_DECOR = (
    r"[\u2705\u2714\u2713\u2611\U0001f3c6\U0001f947\U0001f389\U0001f44d\U0001f4af\U0001f451]"
    r"|</(?:final_?)?+(?:verdict|answer|rating|score|result|decision|judge?ment)>"
)
WS = re.compile(r"\s++")

VERDICT_SCORES = {"first": (1.0, 0.0), "second": (0.0, 1.0), "tie": (0.5, 0.5)}


@dataclass(frozen=True)
class Parsed:
    """One parsed completion.

    Attributes:
        score_first: score given to the response in slot 1 (float) or ``None`` when unparsed; the
            single-answer formats put their one score here.
        score_second: score given to slot 2, or ``None`` (always ``None`` for a single-answer format).
        status: ``"ok"`` or a failure reason (see module docstring).
        at_end: the verdict's number ends the completion (no character after it), so a completion
            cut by ``max_tokens`` may have cut the number itself (:func:`parse_completion` then says
            ``truncated``). Not part of equality.
    """

    score_first: float | None
    score_second: float | None
    status: str
    at_end: bool = field(default=False, compare=False)

    @property
    def ok(self) -> bool:
        return self.status == "ok"


def fail(status: str) -> Parsed:
    return Parsed(None, None, status)


def slot_verdict(slot: str) -> Parsed:
    a, b = VERDICT_SCORES[slot]
    return Parsed(a, b, "ok")


MAX_ABS_SCORE = 1e300
"""The largest magnitude of a score on any scale, a template without ``score_min``/``score_max`` (the reward model's
raw scores) included: beyond it a score is ``out_of_range`` (fresh pass full79 M1: a reward of 1.7e308 made the
mean over two orders infinite and stopped the run's final stage for good). Far below the float maximum, so sums over
any number of samples a run holds stay finite; every smaller finite reward is still read back exactly (1.5e20:
``tests/backends/test_reward_text.py``)."""


def on_scale(x: float | str, template: Template) -> bool:
    """Whether ``x`` is a value of the template's declared scale: finite, at most :data:`MAX_ABS_SCORE` in magnitude,
    inside ``[score_min, score_max]`` and, when the template declares ``score_step``, on the grid ``score_min + i *
    score_step``. A value given as written (``"7.999999999999999999"``) is checked exactly on the grid (fresh pass
    full68 L2: as a float it rounded onto it)."""
    exact = Decimal(x) if isinstance(x, str) else None
    x = float(x)
    if not math.isfinite(x) or abs(x) > MAX_ABS_SCORE:
        return False
    lo, hi = template.score_min, template.score_max
    if lo is not None and hi is not None and not lo <= x <= hi:
        return False
    step = getattr(template, "score_step", None)
    if step and lo is not None:
        if exact is not None:
            return (exact - Decimal(repr(lo))) % Decimal(repr(step)) == 0
        k = (x - lo) / step
        return math.isclose(k, round(k), abs_tol=1e-9)
    return True


def in_range(a: float, b: float, template: Template, at_end: bool = False) -> Parsed:
    if not (on_scale(a, template) and on_scale(b, template)):
        return fail("out_of_range")
    return Parsed(a, b, "ok", at_end)


def single_score(x: float | str, template: Template, at_end: bool = False) -> Parsed:
    """One score of a single-answer format (a number, or its text as written), checked against the declared scale
    (:func:`on_scale`)."""
    if not on_scale(x, template):
        return fail("out_of_range")
    return Parsed(float(x), None, "ok", at_end)


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
