"""Verdict and score extraction from judge completions.

A parse failure is a value, never an exception and never a made-up score (STYLE.md 13): every
function returns a :class:`Parsed` whose ``status`` is ``"ok"`` or a reason:

- ``no_verdict``: the completion holds no verdict in the declared format;
- ``out_of_range``: scores outside the template's ``[score_min, score_max]``;
- ``truncated``: no verdict and the completion stopped at ``max_tokens`` (finish reason ``length``);
- ``missing``: no completion at all (e.g. a replay recording lacks the sample);
- ``empty``: the completion is empty or whitespace.

Only the judge's completion is searched (the prompt is never part of ``text``). When a judge
restates its verdict, the last well-formed one wins.

Verdict templates are put on the same scale as score templates so the calibration algebra is
shared (ARCHITECTURE.md, "Comparing templates ... use the same outcome algebra"): a win for slot
1 is scores (1, 0), a win for slot 2 is (0, 1), a tie is (0.5, 0.5). The calibrated score of a
verdict template is then the share of samples won (ties half).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from judge_engine.templates import Template

# ASCII digits only, and the number must end there: "1_0", "1e1" or "8a" are not scores
_NUM = r"(-?[0-9]+(?:\.[0-9]+)?)(?![0-9A-Za-z_]|\.[0-9])"
_STRICT_NUM = re.compile(r"-?[0-9]+(?:\.[0-9]+)?")
_SCORE_LINE = re.compile(
    r"score\s+of\s+(?:the\s+)?assistant\s*([12])\s*\**\s*[:：]\s*\**\s*" + _NUM, re.IGNORECASE
)
_FIRST_LINE_PAIR = re.compile(
    r"^\W*?" + _NUM + r"(?:\s*/\s*10)?\s*(?:,|\s|and|vs\.?)\s*" + _NUM + r"(?:\s*/\s*10)?\b",
    re.IGNORECASE,
)
_BRACKETS = re.compile(r"\[\[\s*([ABC])\s*\]\]")


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


def _fail(status: str) -> Parsed:
    return Parsed(None, None, status)


def _check_range(a: float, b: float, template: Template) -> Parsed:
    lo, hi = template.score_min, template.score_max
    if lo is not None and hi is not None and not (lo <= a <= hi and lo <= b <= hi):
        return _fail("out_of_range")
    return Parsed(a, b, "ok")


def parse_scores_last(text: str, template: Template) -> Parsed | None:
    """FairEval format: ``Score of the Assistant 1: 8`` / ``Score of the Assistant 2: 7``.

    The last line of each kind wins. Falls back to FairEval.py's own rule (the text after the
    last ``:`` of each of the last two non-empty lines) when the labelled lines are absent.
    """
    last: dict[str, float] = {}
    for m in _SCORE_LINE.finditer(text):
        last[m.group(1)] = float(m.group(2))
    if "1" in last and "2" in last:
        return _check_range(last["1"], last["2"], template)
    lines = [ln for ln in text.strip().split("\n") if ln.strip()]
    if len(lines) >= 2 and ":" in lines[-2] and ":" in lines[-1]:
        a_txt = lines[-2].rsplit(":", 1)[1].strip()
        b_txt = lines[-1].rsplit(":", 1)[1].strip()
        if not (_STRICT_NUM.fullmatch(a_txt) and _STRICT_NUM.fullmatch(b_txt)):
            return None
        return _check_range(float(a_txt), float(b_txt), template)
    return None


def parse_scores_first(text: str, template: Template) -> Parsed | None:
    """Vicuna-benchmark format: the first non-empty line holds the two scores (``8 7``, ``8, 7``,
    ``8/10 7/10``)."""
    for line in text.split("\n"):
        if line.strip():
            m = _FIRST_LINE_PAIR.match(line.strip())
            if m is None:
                return None
            return _check_range(float(m.group(1)), float(m.group(2)), template)
    return None


def parse_verdict_brackets(text: str, template: Template) -> Parsed | None:
    """MT-Bench format: ``[[A]]``, ``[[B]]`` or ``[[C]]`` (tie); the last one wins."""
    found = _BRACKETS.findall(text)
    if not found:
        return None
    return {"A": Parsed(1.0, 0.0, "ok"), "B": Parsed(0.0, 1.0, "ok"), "C": Parsed(0.5, 0.5, "ok")}[
        found[-1]
    ]


_PARSERS = {
    "scores_last": parse_scores_last,
    "scores_first": parse_scores_first,
    "verdict_brackets": parse_verdict_brackets,
}


def parse_completion(text: str | None, template: Template, finish_reason: str | None = None) -> Parsed:
    """Parse one completion by the template's declared ``output_format``.

    Args:
        text: the judge's completion only (never the prompt); ``None`` when there is none.
        template: gives the format and the valid score range.
        finish_reason: ``"length"`` when the completion hit ``max_tokens``.

    Returns:
        A :class:`Parsed`; never raises on any text.
    """
    if text is None:
        return _fail("missing")
    if not text.strip():
        return _fail("empty")
    parsed = _PARSERS[template.output_format](text, template)
    if parsed is None:
        return _fail("truncated" if finish_reason == "length" else "no_verdict")
    return parsed
