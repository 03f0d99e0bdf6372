"""Verdict and score extraction from judge completions, driven by the template's output format.

A parse failure is a value, never an exception and never a made-up score (STYLE.md 13): every
function returns a :class:`Parsed` whose ``status`` is ``"ok"`` or a reason:

- ``no_verdict``: the completion holds no verdict in the declared format;
- ``ambiguous``: one statement (line, or JSON object) gives two different verdicts, or a labelled
  score line restates one assistant's score after the last complete pair of score lines;
- ``malformed``: the verdict's labelled score is not a plain decimal (``7,5``, ``7-8``,
  ``7 to 8``, ``1e1``, ``1_0``, full-width digits, ``8 (good)``);
- ``out_of_range``: a score outside the template's ``[score_min, score_max]``;
- ``truncated``: no verdict and the completion stopped at ``max_tokens`` (finish reason ``length``);
- ``missing``: no completion at all (e.g. a replay recording lacks the sample);
- ``empty``: the completion is empty or whitespace.
(The engine adds ``prompt_too_long`` for prompts that do not fit the context.)

Rules: only the judge's completion is searched (the prompt, and so the responses, never are);
when a judge restates its verdict the last well-formed one wins; numbers are ASCII decimals that
end where they end (``1_0``, ``1e1`` or full-width digits are not scores).

Bounded, linear work: a completion is scanned over at most :data:`MAX_SCAN_CHARS` characters, the
last ones for the formats whose verdict comes last and the first ones for ``scores_first`` (a cut
window starts at a line start). Every pattern is either line-local string work or a regex with
possessive quantifiers (no backtracking over whitespace or digit runs); JSON objects are found by
one stack pass over the braces and at most ``4 x`` the window's length of candidate text is decoded.
So each format parses in time linear in the (bounded) completion length.

Formats (``output_format`` of a template):

- ``scores_last``: FairEval's two score lines, each ``LABEL: N`` on a line of its own, where LABEL is
  one of the template's ``score_labels`` (``{n}`` = 1 or 2; default ``Score of the Assistant {n}``,
  ``Score of Assistant {n}``), optionally after a list marker, in bold, or after a lead-in ending in
  ``:`` or ``,`` (``Therefore, Assistant 1: 8``); ``N`` may be followed by ``/max`` or
  ``out of max`` (max = ``score_max``) and a full stop. Rule 1 (FairEval.py's rule, labelled): the
  last two non-empty lines, when both are such lines (line 1 labelled for slot 1 or with one of the
  template's ``fallback_labels``, line 2 for slot 2 or a fallback label), are the verdict. Rule 2:
  otherwise the last pair of slot-labelled score lines (paired in order, one per slot) is; a slot
  line after that pair is ``ambiguous``. Quoted lines never count: lines starting with a quote mark
  or ``>``, lines inside a fenced code block, and a run of score lines introduced as an example (an
  intro line ending in ``:`` whose last clause says "example", "e.g." or "for instance", or a
  lead-in on the line itself that starts so: ``For example, Score of the Assistant 1: 7``). A
  template's own instructions show score lines only with a placeholder (``<score>``;
  :mod:`judge_engine.templates` refuses a filled-in one), so a judge quoting them never writes a
  score. Any other ``key: N`` line is not a score.
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

import bisect
import functools
import math
import re
from collections.abc import Callable
from dataclasses import dataclass

import orjson

from judge_engine.templates import DEFAULT_SCORE_LABELS, Template

#: Characters of a completion the parser scans at most (the last ones, or the first ones for
#: ``scores_first``). A judge's verdict sits at one end of its completion; 64 KiB is far above any
#: ``max_tokens`` in use and keeps one parse in the milliseconds whatever the backend returns.
MAX_SCAN_CHARS = 65536
#: Candidate JSON text decoded at most, as a multiple of the scanned text's length.
_JSON_BUDGET = 4
# the shortest object parse_json can use: {"better":1}
_JSON_MIN = 12

# ASCII digits only, and the number must end there: "1_0", "1e1" or "8a" are not scores. Possessive
# quantifiers: a digit run is never given back, so a long run costs one pass.
_NUM = r"(-?[0-9]++(?:\.[0-9]++)?+)(?![0-9A-Za-z_]|\.[0-9])"
_STRICT_NUM = re.compile(r"-?[0-9]++(?:\.[0-9]++)?+")
# a score line's value: N, optional "/max" or "out of max", optional full stop
_VALUE = re.compile(r"(-?[0-9]++(?:\.[0-9]++)?+)(?:\s*+(?:/|out\s++of)\s*+([0-9]++(?:\.[0-9]++)?+))?+\.?+")
# the first line of scores_first: N [/10] SEP N [/10], SEP = ",", "and", "vs" or whitespace
_FIRST_LINE_PAIR = re.compile(
    r"\W*?" + _NUM + r"(?:\s*+/\s*+10)?(?:\s*+(?:,|and|vs\.?+)\s*+|\s++)" + _NUM + r"(?:\s*+/\s*+10)?\b",
    re.IGNORECASE,
)
_BRACKETS = re.compile(r"\[\[\s*+([ABC])\s*+\]\]")
_RATING = re.compile(r"\[\[\s*+" + _NUM + r"\s*+\]\]")
_OUTPUT_AB = re.compile(r"(?:^|\n) ?\**+Output \(([ab])\)")
_WS = re.compile(r"\s++")
_QUOTE_START = tuple("\"'`\u201c\u201d\u2018\u2019\u00ab>")
_LIST_MARK = tuple("-*+\u2022")
_CLAUSE_END = re.compile(r"[,;.!?]")
# "for example" and the like: in an intro line's last clause, and at the start of a lead-in's (in
# the lead-in, whitespace is already removed); "e.g." is compared as "e_g_" (no clause end inside)
_EXAMPLE_INTRO = re.compile(r"\b(?:examples?|e_g_|for instance)\b")
_EXAMPLE_LEADIN = re.compile(r"(?:for)?example|e_g_|forinstance")

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


def _head(text: str) -> str:
    """The first :data:`MAX_SCAN_CHARS` characters."""
    return text[:MAX_SCAN_CHARS]


def _tail(text: str) -> str:
    """The last :data:`MAX_SCAN_CHARS` characters, from the first line start inside them."""
    if len(text) <= MAX_SCAN_CHARS:
        return text
    t = text[-MAX_SCAN_CHARS:]
    nl = t.find("\n")
    return t[nl + 1:] if nl != -1 else t


# --- scores_last ----------------------------------------------------------------------------------

_MALFORMED = object()  # a labelled line whose value starts like a number but is not one


def _norm(s: str) -> str:
    """Case-folded, whitespace removed, curly apostrophes straightened: the form labels compare in."""
    return _WS.sub("", s.casefold()).replace("\u2019", "'")


@functools.lru_cache(maxsize=64)
def _label_table(score_labels: tuple[str, ...], fallback_labels: tuple[str, ...]
                 ) -> tuple[tuple[str, int], ...]:
    """(normalised label, slot) pairs; slot 0 marks a fallback label. Longest first."""
    table = {}
    for lab in score_labels or DEFAULT_SCORE_LABELS:
        for n in (1, 2):
            table[_norm(lab.replace("{n}", str(n)))] = n
    for lab in fallback_labels:
        table.setdefault(_norm(lab), 0)
    return tuple(sorted(table.items(), key=lambda kv: -len(kv[0])))


def _last_clause(text: str) -> str:
    """The text after the last ``, ; . ! ?`` (``e.g.`` kept whole, as ``e_g_``), stripped."""
    return _CLAUSE_END.split(text.replace("e.g.", "e_g_"))[-1].strip()


def score_line(line: str, labels: tuple[tuple[str, int], ...], score_max: float | None
               ) -> tuple[int, object] | None:
    """Classify one line of a ``scores_last`` completion.

    Args:
        line: one line (no newline).
        labels: from the template (see :func:`_label_table`).
        score_max: the template's ``score_max`` (the only denominator accepted in ``N/max``).

    Returns:
        ``(slot, value)`` when the line is ``LABEL: VALUE`` with a declared label (slot 1 or 2, 0
        for a fallback label) and a value that starts like a number: ``value`` is the float, or
        the marker ``_MALFORMED`` when it is not a plain decimal; ``None`` for any other line
        (prose, a header without a value, a quoted line, an example lead-in).
    """
    s = line.strip()
    if not s or s.startswith(_QUOTE_START):
        return None
    s = s.replace("**", "").replace("__", "").strip()
    if s[:1] in _LIST_MARK and s[1:2].isspace():
        s = s[1:].lstrip()
    cut = max(s.rfind(":"), s.rfind("\uff1a"))
    if cut <= 0:
        return None
    value = s[cut + 1:].strip()
    if not value or not (value[0].isdigit() or (value[0] == "-" and value[1:2].isdigit())):
        return None
    key = _norm(s[:cut])
    for lab, slot in labels:
        if key.endswith(lab):
            prefix = key[: len(key) - len(lab)]
            if prefix and (prefix[-1] not in ":," or _EXAMPLE_LEADIN.match(_last_clause(prefix[:-1]))):
                continue  # no lead-in, or one ending in ':' or ',' that does not say "for example"
            break
    else:
        return None
    m = _VALUE.fullmatch(value)
    if m is None or not value.isascii():
        return slot, _MALFORMED
    if m.group(2) is not None and (score_max is None or float(m.group(2)) != score_max):
        return slot, _MALFORMED
    return slot, float(m.group(1))


def _score_lines(text: str, template: Template) -> tuple[list[tuple[int, object]], list[tuple[int, object] | None]]:
    """The unquoted score lines in order, and the classification of the last two non-empty lines."""
    labels = _label_table(template.score_labels, template.fallback_labels)
    found: list[tuple[int, object]] = []
    last: list[tuple[int, object] | None] = []
    fenced = example = False
    for line in text.split("\n"):
        s = line.strip()
        if not s:
            continue
        if s.startswith("```") or s.startswith("~~~"):
            fenced = not fenced
            last = (last + [None])[-2:]
            continue
        hit = None if fenced else score_line(s, labels, template.score_max)
        if hit is not None and example:
            hit = None  # a score line of an example block: a quotation, not a verdict
        elif hit is None and not fenced:
            low = s.casefold()
            example = low.endswith(":") and _EXAMPLE_INTRO.search(_last_clause(low[:-1])) is not None
        last = (last + [hit])[-2:]
        if hit is not None:
            found.append(hit)
    return found, last


def _pair(a: object, b: object, template: Template) -> Parsed:
    if a is _MALFORMED or b is _MALFORMED:
        return _fail("malformed")
    return _check_range(a, b, template)  # type: ignore[arg-type]


def parse_scores_last(text: str, template: Template) -> Parsed | None:
    """FairEval format: the last two lines when both are labelled score lines (FairEval.py's rule),
    else the last pair of slot-labelled score lines; see the module docstring."""
    found, last = _score_lines(_tail(text), template)
    if len(last) == 2 and last[0] is not None and last[1] is not None:
        (s1, v1), (s2, v2) = last
        if s1 in (0, 1) and s2 in (0, 2):
            return _pair(v1, v2, template)
    slots = [h for h in found if h[0] != 0]
    pair: tuple[object, object] | None = None
    i = 0
    while i < len(slots):
        if i + 1 < len(slots) and slots[i][0] != slots[i + 1][0]:
            x, y = slots[i], slots[i + 1]
            pair = (x[1], y[1]) if x[0] == 1 else (y[1], x[1])
            i += 2
        else:
            if pair is not None and i == len(slots) - 1:
                return _fail("ambiguous")  # one assistant's score restated after the last pair
            i += 1
    if pair is None:
        return None
    return _pair(pair[0], pair[1], template)


# --- the other formats ----------------------------------------------------------------------------


def parse_scores_first(text: str, template: Template) -> Parsed | None:
    """Vicuna-benchmark format: the first non-empty line holds the two scores."""
    for line in _head(text).split("\n"):
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
    found = _last_line_verdicts(_tail(text), _BRACKETS)
    if not found:
        return None
    if len(found) > 1:
        return _fail("ambiguous")
    return _verdict({"A": "first", "B": "second", "C": "tie"}[found[0]])


def parse_rating_brackets(text: str, template: Template) -> Parsed | None:
    """Two ``[[x]]`` ratings; the last two are slot 1 and slot 2."""
    found = [float(x) for x in _RATING.findall(_tail(text))]
    if len(found) < 2:
        return None
    return _check_range(found[-2], found[-1], template)


def parse_output_ab(text: str, template: Template) -> Parsed | None:
    """LLMBar format: the last line starting with ``Output (a)`` / ``Output (b)`` decides."""
    found = _OUTPUT_AB.findall(_tail(text))
    if not found:
        return None
    return _verdict("first" if found[-1] == "a" else "second")


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
    if isinstance(v, str) and _STRICT_NUM.fullmatch(v.strip()):
        return float(v.strip())
    return None


_WINNERS = {"a": "first", "1": "first", "assistant a": "first", "b": "second", "2": "second",
            "assistant b": "second", "c": "tie", "tie": "tie", "draw": "tie"}


def parse_json(text: str, template: Template) -> Parsed | None:
    """The last JSON object with scores and/or a winner."""
    for obj in _json_objects(_tail(text)):
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
        template: gives the format, the score labels and the valid score range.
        finish_reason: ``"length"`` when the completion hit ``max_tokens``.

    Returns:
        A :class:`Parsed`; never raises on any text. Work is linear in ``min(len(text),
        MAX_SCAN_CHARS)`` (see the module docstring).
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


@functools.lru_cache(maxsize=8)
def _verdict_site(prefix: str, letters: str) -> re.Pattern:
    # zero-width, so overlapping prefixes ("[[[A") are all seen; group 1 is the verdict letter
    return re.compile("(?=" + re.escape(prefix) + " *+([" + re.escape(letters) + "]))")


def verdict_probabilities(tokens: list[str], top: list[dict[str, float]], output_format: str
                          ) -> tuple[float, float, float] | None:
    """P(slot 1 wins), P(slot 2 wins), P(tie) at the verdict token, from top logprobs (G-Eval style).

    The verdict position is the last generated token that carries the verdict letter right after
    the format's prefix (``[[`` or ``Output (``, then any spaces), whether the tokenizer splits
    ``[[A]]`` as ``[[`` + ``A`` or ``[[A``. Each alternative at that position that would put a
    verdict letter in the same place adds exp(logprob) to its class; the three are normalised over
    their sum. One regex pass over the joined text and a binary search for the token: linear.

    Args:
        tokens: decoded text of each generated token.
        top: per position, decoded alternative -> logprob (the sampled token included).
        output_format: ``verdict_brackets`` or ``output_ab`` (others give None).

    Returns:
        (p_first, p_second, p_tie), summing to 1, or None when no verdict position is found or no
        alternative names a class (Liu et al. 2023, G-Eval, weight the verdict by its probability).
    """
    spec = _VERDICT_TOKENS.get(output_format)
    if spec is None or len(tokens) != len(top):
        return None
    prefix, classes = spec
    text = "".join(tokens)
    k = -1
    for m in _verdict_site(prefix, "".join(classes)).finditer(text):
        k = m.start(1)  # the letter's offset; the last one wins
    if k < 0:
        return None
    starts = [0]
    for tok in tokens:
        starts.append(starts[-1] + len(tok))
    i = bisect.bisect_right(starts, k) - 1  # the token holding the letter (never an empty one)
    lead = tokens[i][: k - starts[i]]
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
