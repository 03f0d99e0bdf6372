"""FairEval's format (``scores_last``): two labelled score lines, ``LABEL: N``
(see :mod:`judge_engine.pipeline.parsing`)."""

from __future__ import annotations

import functools
import re
from typing import TYPE_CHECKING

from judge_engine.pipeline.parsing.result import WS, Parsed, fail, in_range, tail

if TYPE_CHECKING:
    from judge_engine.pipeline.templates import Template

DEFAULT_SCORE_LABELS = ("Score of the Assistant {n}", "Score of Assistant {n}")
"""The score labels of a ``scores_last`` template that declares none (``{n}`` = 1 or 2)."""

# a score line's value: N, optional "/max" or "out of max", optional full stop
_VALUE = re.compile(r"(-?[0-9]++(?:\.[0-9]++)?+)(?:\s*+(?:/|out\s++of)\s*+([0-9]++(?:\.[0-9]++)?+))?+\.?+")
_QUOTE_START = tuple("\"'`\u201c\u201d\u2018\u2019\u00ab>")
_LIST_MARK = tuple("-*+\u2022")
_CLAUSE_END = re.compile(r"[,;.!?]")
# "for example" and the like: in an intro line's last clause, and at the start of a lead-in's (in
# the lead-in, whitespace is already removed); "e.g." is compared as "e_g_" (no clause end inside)
_EXAMPLE_INTRO = re.compile(r"\b(?:examples?|e_g_|for instance)\b")
_EXAMPLE_LEADIN = re.compile(r"(?:for)?example|e_g_|forinstance")


_MALFORMED = object()  # a labelled line whose value starts like a number but is not one


def _norm(s: str) -> str:
    """Case-folded, whitespace removed, curly apostrophes straightened: the form labels compare in."""
    return WS.sub("", s.casefold()).replace("\u2019", "'")


@functools.lru_cache(maxsize=64)
def label_table(score_labels: tuple[str, ...], fallback_labels: tuple[str, ...]) -> tuple[tuple[str, int], ...]:
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


def score_line(line: str, labels: tuple[tuple[str, int], ...], score_max: float | None) -> tuple[int, object] | None:
    """Classify one line of a ``scores_last`` completion.

    Args:
        line: one line (no newline).
        labels: from the template (see :func:`label_table`).
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
    value = s[cut + 1 :].strip()
    if not value or not (value[0].isdigit() or (value[0] == "-" and value[1:2].isdigit())):
        return None
    key = _norm(s[:cut])
    for lab, slot in labels:  # noqa: B007 - slot is the label found, used after the loop
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
    labels = label_table(template.score_labels, template.fallback_labels)
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
        return fail("malformed")
    return in_range(a, b, template)  # type: ignore[arg-type]


def parse_scores_last(text: str, template: Template) -> Parsed | None:
    """FairEval format: the last two lines when both are labelled score lines (FairEval.py's rule),
    else the last pair of slot-labelled score lines; see the module docstring."""
    found, last = _score_lines(tail(text), template)
    first_line, second_line = (last[0], last[1]) if len(last) == 2 else (None, None)
    if first_line is not None and second_line is not None:
        (s1, v1), (s2, v2) = first_line, second_line
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
                return fail("ambiguous")  # one assistant's score restated after the last pair
            i += 1
    if pair is None:
        return None
    return _pair(pair[0], pair[1], template)
