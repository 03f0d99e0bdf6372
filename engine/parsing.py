"""Verdict and score extraction from judge completions, driven by the template's output format.

A parse failure is a value, never an exception and never a made-up score (STYLE.md 13): every
function returns a :class:`Parsed` whose ``status`` is ``"ok"`` or a reason:

- ``no_verdict``: the completion holds no verdict in the declared format;
- ``ambiguous``: one statement (line, or JSON object) gives two different verdicts;
- ``out_of_range``: a score outside the template's ``[score_min, score_max]``;
- ``truncated``: no verdict and the completion stopped at ``max_tokens`` (finish reason ``length``);
- ``missing``: no completion at all (e.g. a replay recording lacks the sample);
- ``empty``: the completion is empty or whitespace.
(The engine adds ``prompt_too_long`` for prompts that do not fit the context.)

Rules: only the judge's completion is searched (the prompt, and so the responses, never are);
when a judge restates its verdict the last well-formed one wins; numbers are ASCII decimals that
end where they end (``1_0``, ``1e1`` or full-width digits are not scores).

Formats (``output_format`` of a template):

- ``scores_last``: ``Score of the Assistant 1: 8`` / ``Score of the Assistant 2: 7`` (FairEval);
  falls back to FairEval.py's rule (the text after the last ``:`` of the last two lines).
- ``scores_first``: the first non-empty line holds both scores: ``8 7``, ``8, 7``, ``8/10 7/10``
  (Vicuna benchmark review prompt).
- ``verdict_brackets``: ``[[A]]``, ``[[B]]`` or ``[[C]]`` for a tie (MT-Bench pairwise).
- ``rating_brackets``: two ratings ``[[7]]`` ... ``[[5]]``; the last two are slot 1 and slot 2
  (MT-Bench's ``Rating: [[x]]``, once per assistant).
- ``output_ab``: a line starting with ``Output (a)`` or ``Output (b)`` (LLMBar; no tie).
- ``json``: the last JSON object holding ``score_1``/``score_2`` (or ``score_a``/``score_b``)
  and/or ``winner`` (``A``/``B``/``tie``, ``1``/``2``); scores and a winner that disagree are
  ``ambiguous``.

Verdict formats are put on the scale of the score formats so the calibration algebra is shared
(ARCHITECTURE.md): a win for slot 1 is scores (1, 0), a win for slot 2 is (0, 1), a tie is
(0.5, 0.5). The calibrated score of a verdict template is then the share of samples won.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

import orjson

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
_RATING = re.compile(r"\[\[\s*" + _NUM + r"\s*\]\]")
_OUTPUT_AB = re.compile(r"(?:^|\n) ?\**Output \(([ab])\)")

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


def _fail(status: str) -> Parsed:
    return Parsed(None, None, status)


def _verdict(slot: str) -> Parsed:
    a, b = VERDICT_SCORES[slot]
    return Parsed(a, b, "ok")


def _check_range(a: float, b: float, template: Template) -> Parsed:
    lo, hi = template.score_min, template.score_max
    if lo is not None and hi is not None and not (lo <= a <= hi and lo <= b <= hi):
        return _fail("out_of_range")
    return Parsed(a, b, "ok")


def parse_scores_last(text: str, template: Template) -> Parsed | None:
    """FairEval format; the last labelled line of each assistant wins."""
    last: dict[str, float] = {}
    for m in _SCORE_LINE.finditer(text):
        last[m.group(1)] = float(m.group(2))
    if "1" in last and "2" in last:
        return _check_range(last["1"], last["2"], template)
    lines = [ln for ln in text.strip().split("\n") if ln.strip()]
    if len(lines) >= 2 and ":" in lines[-2] and ":" in lines[-1]:
        a_txt = lines[-2].rsplit(":", 1)[1].strip()
        b_txt = lines[-1].rsplit(":", 1)[1].strip()
        if _STRICT_NUM.fullmatch(a_txt) and _STRICT_NUM.fullmatch(b_txt):
            return _check_range(float(a_txt), float(b_txt), template)
    return None


def parse_scores_first(text: str, template: Template) -> Parsed | None:
    """Vicuna-benchmark format: the first non-empty line holds the two scores."""
    for line in text.split("\n"):
        if line.strip():
            m = _FIRST_LINE_PAIR.match(line.strip())
            if m is None:
                return None
            return _check_range(float(m.group(1)), float(m.group(2)), template)
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
    found = _last_line_verdicts(text, _BRACKETS)
    if not found:
        return None
    if len(found) > 1:
        return _fail("ambiguous")
    return _verdict({"A": "first", "B": "second", "C": "tie"}[found[0]])


def parse_rating_brackets(text: str, template: Template) -> Parsed | None:
    """Two ``[[x]]`` ratings; the last two are slot 1 and slot 2."""
    found = [float(x) for x in _RATING.findall(text)]
    if len(found) < 2:
        return None
    return _check_range(found[-2], found[-1], template)


def parse_output_ab(text: str, template: Template) -> Parsed | None:
    """LLMBar format: the last line starting with ``Output (a)`` / ``Output (b)`` decides."""
    found = _OUTPUT_AB.findall(text)
    if not found:
        return None
    return _verdict("first" if found[-1] == "a" else "second")


def _json_objects(text: str) -> list[dict]:
    objs = []
    starts = [i for i, ch in enumerate(text) if ch == "{"]
    for i in starts:
        depth = 0
        for j in range(i, len(text)):
            if text[j] == "{":
                depth += 1
            elif text[j] == "}":
                depth -= 1
                if depth == 0:
                    try:
                        obj = orjson.loads(text[i : j + 1])
                    except orjson.JSONDecodeError:
                        break
                    if isinstance(obj, dict):
                        objs.append(obj)
                    break
    return objs


def _num(v: object) -> float | None:
    if isinstance(v, bool):
        return None
    if isinstance(v, (int, float)):
        return float(v)
    if isinstance(v, str) and _STRICT_NUM.fullmatch(v.strip()):
        return float(v.strip())
    return None


_WINNERS = {"a": "first", "1": "first", "assistant a": "first", "b": "second", "2": "second",
            "assistant b": "second", "c": "tie", "tie": "tie", "draw": "tie"}


def parse_json(text: str, template: Template) -> Parsed | None:
    """The last JSON object with scores and/or a winner."""
    for obj in reversed(_json_objects(text)):
        keys = {k.lower(): v for k, v in obj.items() if isinstance(k, str)}
        scores = None
        for k1, k2 in (("score_1", "score_2"), ("score_a", "score_b"), ("assistant_1", "assistant_2")):
            if k1 in keys and k2 in keys:
                a, b = _num(keys[k1]), _num(keys[k2])
                if a is None or b is None:
                    return _fail("no_verdict")
                scores = (a, b)
                break
        winner = None
        for wk in ("winner", "verdict", "better"):
            if wk in keys:
                winner = _WINNERS.get(str(keys[wk]).strip().lower())
                if winner is None:
                    return _fail("no_verdict")
                break
        if scores is None and winner is None:
            continue
        if scores is not None:
            parsed = _check_range(scores[0], scores[1], template)
            if winner is not None and parsed.ok:
                implied = "first" if scores[0] > scores[1] else "second" if scores[1] > scores[0] else "tie"
                if implied != winner:
                    return _fail("ambiguous")
            return parsed
        return _verdict(winner)
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
        template: gives the format and the valid score range.
        finish_reason: ``"length"`` when the completion hit ``max_tokens``.

    Returns:
        A :class:`Parsed`; never raises on any text.
    """
    if text is None:
        return _fail("missing")
    if not text.strip():
        return _fail("empty")
    parsed = PARSERS[template.output_format](text, template)
    if parsed is None:
        return _fail("truncated" if finish_reason == "length" else "no_verdict")
    return parsed


_VERDICT_TOKENS = {
    "verdict_brackets": ("[[", {"A": "first", "B": "second", "C": "tie"}),
    "output_ab": ("Output (", {"a": "first", "b": "second"}),
}


def verdict_probabilities(tokens: list[str], top: list[dict[str, float]], output_format: str
                          ) -> tuple[float, float, float] | None:
    """P(slot 1 wins), P(slot 2 wins), P(tie) at the verdict token, from top logprobs (G-Eval style).

    The verdict position is the last generated token that carries the verdict letter right after
    the format's prefix (``[[`` or ``Output (``), whether the tokenizer splits ``[[A]]`` as
    ``[[`` + ``A`` or ``[[A``. Each alternative at that position that would put a verdict letter in
    the same place adds exp(logprob) to its class; the three are normalised over their sum.

    Args:
        tokens: decoded text of each generated token.
        top: per position, decoded alternative -> logprob (the sampled token included).
        output_format: ``verdict_brackets`` or ``output_ab`` (others give None).

    Returns:
        (p_first, p_second, p_tie), summing to 1, or None when no verdict position is found or no
        alternative names a class (Liu et al. 2023, G-Eval, weight the verdict by its probability).
    """
    import math

    spec = _VERDICT_TOKENS.get(output_format)
    if spec is None or len(tokens) != len(top):
        return None
    prefix, classes = spec
    text = ""
    found: tuple[int, str] | None = None
    for i, tok in enumerate(tokens):
        before = text
        text += tok
        j = text.rfind(prefix)
        while j != -1:
            k = j + len(prefix)
            while k < len(text) and text[k] == " ":
                k += 1
            if len(before) <= k < len(text) and text[k] in classes:
                found = (i, tok[: k - len(before)])
                break
            j = text.rfind(prefix, 0, j)
    if found is None:
        return None
    i, lead = found
    mass = {"first": 0.0, "second": 0.0, "tie": 0.0}
    for alt, lp in top[i].items():
        if alt.startswith(lead) and len(alt) > len(lead):
            c = alt[len(lead):].lstrip(" ")[:1]
        elif not lead.strip():
            c = alt.strip()[:1]
        else:
            continue
        if c in classes:
            mass[classes[c]] += math.exp(lp)
    total = sum(mass.values())
    if total <= 0:
        return None
    return mass["first"] / total, mass["second"] / total, mass["tie"] / total
