"""What the parsing tests read from a completion (:func:`got`), shared by ``tests/pipeline/test_parsing*.py``."""

from __future__ import annotations

from judge_engine.pipeline.parsing import parse_completion
from judge_engine.pipeline.templates import Template, load_template

FAILED = ("no_verdict", "ambiguous")
"""The statuses of a completion that states no verdict of its own."""


def got(
    template: str | Template, text: str, forced: int = 0, finish_reason: str = "stop"
) -> tuple[float | None, float | None] | str:
    """The reading of ``text`` under ``template`` (a builtin template's name, or a template): ``(score_first,
    score_second)`` when it parses, else its status (``"ambiguous"``, ``"no_verdict"``, ...). ``forced`` is the
    number of characters at the end a constrained decoder forced."""
    t = load_template(template) if isinstance(template, str) else template
    p = parse_completion(text, t, finish_reason, forced)
    return (p.score_first, p.score_second) if p.ok else p.status


def side_reading(template: str, text: str, finish: str = "stop", forced: int = 0) -> object:
    """``A``/``B``/``tie`` for a pairwise reading of :func:`got`, the rating for a single one, else the failure
    status."""
    r = got(template, text, forced, finish)
    if isinstance(r, str):
        return r
    first, second = r
    if second is None or first is None:
        return first
    return "A" if first > second else "B" if second > first else "tie"


FORCED_TAIL = {
    "mt-bench-pairwise": ("[[", 5),
    "pairwise-verdict": ("\n[[", 3),
    "arena-hard": ("My final verdict is: [[", 7),
    "llmbar-vanilla": ("\nOutput (", 2),
}
"""Per pairwise template: the verdict prefix the judge writes before a forced verdict, and how many characters
the constrained decoder forced (the verdict with its closing, ``A]]``, ``B>A]]``, ``a)``)."""


def forced_reading(template: str, text: str, verdict: str) -> tuple[float | None, float | None] | str:
    """:func:`got` of ``text`` (the judge's evidence), then the template's verdict prefix (after a blank line for
    mt-bench-pairwise and arena-hard), then ``verdict`` forced by a constrained decoder (:data:`FORCED_TAIL`)."""
    prefix, forced = FORCED_TAIL[template]
    sep = "" if template in ("pairwise-verdict", "llmbar-vanilla") else "\n\n"
    return got(template, text + sep + prefix + verdict, forced=forced)


def expect(reading: tuple[float | None, float | None] | str, expected: tuple[float, float] | None) -> None:
    """Assert ``reading`` (from :func:`got` or :func:`forced_reading`) is a failure (:data:`FAILED`) when ``expected``
    is None, else exactly ``expected``."""
    if expected is None:
        assert reading in FAILED, reading
    else:
        assert reading == expected, reading
