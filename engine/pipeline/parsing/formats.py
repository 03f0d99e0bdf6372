"""The parsers of every ``output_format`` and :func:`parse_completion`, the dispatch by a template's format."""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from typing import TYPE_CHECKING

import orjson

from judge_engine.pipeline.parsing.result import (
    NUM,
    Parsed,
    fail,
    head,
    in_range,
    slot_verdict,
    tail,
)
from judge_engine.pipeline.parsing.score_lines import parse_scores_last

if TYPE_CHECKING:
    from judge_engine.pipeline.templates import Template

#: Candidate JSON text decoded at most, as a multiple of the scanned text's length.
_JSON_BUDGET = 4
# the shortest object parse_json can use: {"better":1}
_JSON_MIN = 12
# the first line of scores_first: N [/10] SEP N [/10], SEP = ",", "and", "vs" or whitespace
_FIRST_LINE_PAIR = re.compile(
    r"\W*?" + NUM + r"(?:\s*+/\s*+10)?(?:\s*+(?:,|and|vs\.?+)\s*+|\s++)" + NUM + r"(?:\s*+/\s*+10)?\b",
    re.IGNORECASE,
)
_BRACKETS = re.compile(r"\[\[\s*+([ABC])\s*+\]\]")
_RATING = re.compile(r"\[\[\s*+" + NUM + r"\s*+\]\]")
_OUTPUT_AB = re.compile(r"(?:^|\n) ?\**+Output \(([ab])\)")
STRICT_NUM = re.compile(r"-?[0-9]++(?:\.[0-9]++)?+")


def parse_scores_first(text: str, template: Template) -> Parsed | None:
    """Vicuna-benchmark format: the first non-empty line holds the two scores."""
    for line in head(text).split("\n"):
        if line.strip():
            m = _FIRST_LINE_PAIR.match(line.strip())
            if m is None:
                return None
            return in_range(float(m.group(1)), float(m.group(2)), template)
    return None


def _last_line_verdicts(text: str, pattern: re.Pattern) -> list[str] | None:
    """The distinct verdicts on the last line that holds any; None when no line does."""
    for line in reversed(text.split("\n")):
        found = pattern.findall(line)
        if found:
            return list(dict.fromkeys(found))
    return None


def parse_verdict_brackets(text: str, template: Template) -> Parsed | None:
    """MT-Bench format: the last line with a ``[[A]]``/``[[B]]``/``[[C]]`` decides; two different
    verdicts on that line are ``ambiguous``."""
    found = _last_line_verdicts(tail(text), _BRACKETS)
    if not found:
        return None
    if len(found) > 1:
        return fail("ambiguous")
    return slot_verdict({"A": "first", "B": "second", "C": "tie"}[found[0]])


def parse_rating_brackets(text: str, template: Template) -> Parsed | None:
    """Two ``[[x]]`` ratings; the last two are slot 1 and slot 2."""
    found = [float(x) for x in _RATING.findall(tail(text))]
    if len(found) < 2:
        return None
    return in_range(found[-2], found[-1], template)


def parse_output_ab(text: str, template: Template) -> Parsed | None:
    """LLMBar format: the last line starting with ``Output (a)`` / ``Output (b)`` decides."""
    found = _OUTPUT_AB.findall(tail(text))
    if not found:
        return None
    return slot_verdict("first" if found[-1] == "a" else "second")


_BRACE = re.compile(r"[{}]")


def _json_objects(text: str) -> list[dict]:
    """The JSON objects of ``text`` that may hold a verdict (12 characters or more), last-starting
    first: each ``{`` with its matching ``}`` (brace depth, strings not considered), decoded if it
    is a JSON object.

    One pass over the braces pairs them with a stack (linear); candidates are decoded from the last
    start backwards until ``_JSON_BUDGET x len(text)`` characters were handed to the decoder, so
    deeply nested or repeated garbage costs linear time too.
    """
    opens: list[int] = []
    end_of: dict[int, int] = {}
    for m in _BRACE.finditer(text):
        i = m.start()
        if text[i] == "{":
            opens.append(i)
        elif opens:
            end_of[opens.pop()] = i
    budget = _JSON_BUDGET * len(text) + 64
    objs = []
    for i in sorted(end_of, reverse=True):
        j = end_of[i]
        if j + 1 - i < _JSON_MIN:
            continue  # too short to hold a score or winner key
        budget -= j + 1 - i
        if budget < 0:
            break
        try:
            obj = orjson.loads(text[i : j + 1])
        except orjson.JSONDecodeError:
            continue
        if isinstance(obj, dict):
            objs.append(obj)
    return objs


def _num(v: object) -> float | None:
    if isinstance(v, bool):
        return None
    if isinstance(v, (int, float)):
        return float(v) if math.isfinite(v) else None
    if isinstance(v, str) and STRICT_NUM.fullmatch(v.strip()):
        return float(v.strip())
    return None


_WINNERS = {
    "a": "first",
    "1": "first",
    "assistant a": "first",
    "b": "second",
    "2": "second",
    "assistant b": "second",
    "c": "tie",
    "tie": "tie",
    "draw": "tie",
}


def parse_json(text: str, template: Template) -> Parsed | None:
    """The last JSON object with scores and/or a winner."""
    for obj in _json_objects(tail(text)):
        keys = {k.lower(): v for k, v in obj.items() if isinstance(k, str)}
        scores = None
        for k1, k2 in (("score_1", "score_2"), ("score_a", "score_b"), ("assistant_1", "assistant_2")):
            if k1 in keys and k2 in keys:
                a, b = _num(keys[k1]), _num(keys[k2])
                if a is None or b is None:
                    return fail("no_verdict")
                scores = (a, b)
                break
        winner = None
        for wk in ("winner", "verdict", "better"):
            if wk in keys:
                winner = _WINNERS.get(str(keys[wk]).strip().lower())
                if winner is None:
                    return fail("no_verdict")
                break
        if scores is None and winner is None:
            continue
        if scores is not None:
            parsed = in_range(scores[0], scores[1], template)
            if winner is not None and parsed.ok:
                implied = "first" if scores[0] > scores[1] else "second" if scores[1] > scores[0] else "tie"
                if implied != winner:
                    return fail("ambiguous")
            return parsed
        if winner is not None:
            return slot_verdict(winner)
    return None


PARSERS: dict[str, Callable[[str, Template], Parsed | None]] = {
    "scores_last": parse_scores_last,
    "scores_first": parse_scores_first,
    "verdict_brackets": parse_verdict_brackets,
    "rating_brackets": parse_rating_brackets,
    "output_ab": parse_output_ab,
    "json": parse_json,
}


def parse_completion(text: str | None, template: Template, finish_reason: str | None = None) -> Parsed:
    """Parse one completion by the template's declared ``output_format``.

    Args:
        text: the judge's completion only (never the prompt); ``None`` when there is none.
        template: gives the format, the score labels and the valid score range.
        finish_reason: ``"length"`` when the completion hit ``max_tokens``.

    Returns:
        A :class:`Parsed`; never raises on any text. Work is linear in ``min(len(text),
        MAX_SCAN_CHARS)`` (see the module docstring).
    """
    if text is None:
        return fail("missing")
    if not text.strip():
        return fail("empty")
    parsed = PARSERS[template.output_format](text, template)
    if parsed is None:
        return fail("truncated" if finish_reason == "length" else "no_verdict")
    return parsed
