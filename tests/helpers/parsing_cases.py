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
