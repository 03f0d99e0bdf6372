"""FairEval's format (``scores_last``): two labelled score lines, ``LABEL: N``
(see :mod:`judge_engine.pipeline.parsing`)."""

from __future__ import annotations

import functools
import re
from typing import TYPE_CHECKING, cast

from judge_engine.pipeline.parsing.quoting import Hit, ends_text, prompt_lines, unquoted_hits
from judge_engine.pipeline.parsing.result import WS, Parsed, fail, in_range, tail

if TYPE_CHECKING:
    from judge_engine.pipeline.templates import Template

DEFAULT_SCORE_LABELS = ("Score of the Assistant {n}", "Score of Assistant {n}")
"""The score labels of a ``scores_last`` template that declares none (``{n}`` = 1 or 2)."""

# a score line's value: N, optional "/max" or "out of max", optional full stop
_VALUE = re.compile(r"(-?[0-9]++(?:\.[0-9]++)?+)(?:\s*+(?:/|out\s++of)\s*+([0-9]++(?:\.[0-9]++)?+))?+\.?+")
_QUOTE_START = tuple("\"'`\u201c\u201d\u2018\u2019\u00ab>")
_LIST_MARK = tuple("-*+\u2022")


# the only text allowed before a score line's label (compared case-folded, whitespace removed): the
# conclusions the recorded GPT-4/3.5 reviews wrote there ("Therefore, Assistant 1: 9")
_LEAD_INS = frozenset(
    f"{w}{p}"
    for w in (
        "evaluationevidence",
        "overall",
        "therefore",
        "thus",
        "hence",
        "so",
        "inconclusion",
        "insummary",
        "finally",
    )
    for p in ":,"
)
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
        if key == lab or (key.endswith(lab) and key[: len(key) - len(lab)] in _LEAD_INS):
            break  # the label starts the line, or follows one of _LEAD_INS; any other text before it
            # ("Error 500: ", "Assistant 1 wrote: ") makes it no score line
    else:
        return None
    m = _VALUE.fullmatch(value)
    if m is None or not value.isascii():
        return slot, _MALFORMED
    if m.group(2) is not None and (score_max is None or float(m.group(2)) != score_max):
        return slot, _MALFORMED
    return slot, float(m.group(1))


def _score_lines(text: str, template: Template) -> tuple[list[Hit], list[int]]:
    """The unquoted score lines in order (:func:`score_line` values; the quotation rules of
    :mod:`~judge_engine.pipeline.parsing.quoting` on whole lines), and the indices of the last two
    non-empty lines."""
    labels = label_table(template.score_labels, template.fallback_labels)

    def find(_: int, line: str) -> list[tuple[int, int, object]]:
        hit = score_line(line, labels, template.score_max)
        return [] if hit is None else [(0, len(line.rstrip()), hit)]

    hits = unquoted_hits(text, prompt_lines(template.system, template.user), find, spans=False)
    non_empty = [i for i, line in enumerate(text.split("\n")) if line.strip()]
    return hits, non_empty[-2:]


def _pair(a: object, b: object, template: Template, at_end: bool = False) -> Parsed:
    if a is _MALFORMED or b is _MALFORMED:
        return fail("malformed")
    return in_range(a, b, template, at_end)  # type: ignore[arg-type]


def _disagree(hits: list[Hit], first: object, second: object) -> bool:
    """Whether an assistant-labelled score line holds another value than the verdict's for its
    assistant (``Score of the Assistant 1: 9`` after the verdict's 3: a second set of scores)."""
    want = {1: first, 2: second}
    return any(h.value[1] != want[h.value[0]] for h in hits if h.value[0] in want)  # type: ignore[index]


def parse_scores_last(text: str, template: Template) -> Parsed | None:
    """FairEval format: the last two lines when both are labelled score lines (FairEval.py's rule),
    else the last pair of slot-labelled score lines; any assistant-labelled score line elsewhere
    that disagrees with them makes it ``ambiguous``; see the module docstring."""
    parsed = _scores_last(tail(text), template)
    if parsed is None or isinstance(parsed, Parsed):
        return parsed
    hits, a, b, at_end = parsed
    if _disagree(hits, a, b):
        return fail("ambiguous")
    return _pair(a, b, template, at_end)


def _scores_last(t: str, template: Template) -> Parsed | None | tuple[list[Hit], object, object, bool]:
    """(score lines, first, second, ends the text) of the verdict before the agreement check, or a failure."""
    hits, last_two = _score_lines(t, template)
    by_line = {h.line: h for h in hits}
    if len(last_two) == 2 and all(i in by_line for i in last_two):
        h1, h2 = by_line[last_two[0]], by_line[last_two[1]]
        s1, v1 = cast(tuple[int, object], h1.value)
        s2, v2 = cast(tuple[int, object], h2.value)
        if s1 in (0, 1) and s2 in (0, 2):
            # an assistant read from a criterion line (a fallback label) keeps FairEval.py's reading:
            # its own labelled lines are not checked against it
            fallback = {n for n, s in ((1, s1), (2, s2)) if s == 0}
            checked = [h for h in hits if h.value[0] not in fallback]  # type: ignore[index]
            return checked, v1, v2, ends_text(t, h2)
    slots = [h for h in hits if h.value[0] != 0]  # type: ignore[index]
    pair: tuple[object, object, Hit] | None = None
    i = 0
    while i < len(slots):
        if i + 1 < len(slots) and slots[i].value[0] != slots[i + 1].value[0]:  # type: ignore[index]
            x, y = slots[i].value, slots[i + 1].value
            pair = (x[1], y[1], slots[i + 1]) if x[0] == 1 else (y[1], x[1], slots[i + 1])  # type: ignore[index]
            i += 2
        else:
            if pair is not None and i == len(slots) - 1:
                return fail("ambiguous")  # one assistant's score restated after the last pair
            i += 1
    if pair is None:
        return None
    return hits, pair[0], pair[1], ends_text(t, pair[2])
