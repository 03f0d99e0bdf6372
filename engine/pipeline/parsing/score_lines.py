"""FairEval's format (``scores_last``): two labelled score lines, ``LABEL: N``
(see :mod:`judge_engine.pipeline.parsing`)."""

from __future__ import annotations

import functools
import re
from typing import TYPE_CHECKING, cast

from judge_engine.pipeline.parsing.prose_scores import prose_scores
from judge_engine.pipeline.parsing.quoting import Hit, ends_text, prompt_lines, unquoted_hits
from judge_engine.pipeline.parsing.result import NUM, WS, Parsed, fail, in_range, tail

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


@functools.lru_cache(maxsize=64)
def mention_regex(score_labels: tuple[str, ...]) -> re.Pattern[str]:
    """A score mentioned in a sentence for one assistant (slot labels only): the label, then only
    punctuation and the words of :data:`_MENTION_WORDS`, then a number (``Assistant 1 gets 8``,
    ``Assistant 2: 3``, ``Assistant 1 (8)``); group 1 is the label, group 2 the number."""
    labels = []
    for lab in score_labels or DEFAULT_SCORE_LABELS:
        words = [r"\s*+[12]".join(re.escape(p).replace("'", "['\u2019]") for p in w.split("{n}")) for w in lab.split()]
        labels.append(r"\s*+".join(words))
    alt = "|".join(sorted(labels, key=lambda x: -len(x)))
    return re.compile(
        rf"(?<![\w])((?:{alt}))(?:['\u2019]s)?+(?:[\s*_:=(\-\u2013\u2014,]|\b(?:{_MENTION_WORDS})\b)*+{NUM}",
        re.IGNORECASE,
    )


_MENTION_WORDS = (
    "gets?|got|receives?|received|scores?|scored|earns?|earned|deserves?|is|was|a|an|of|with|rating|rated|at"
)
# what may follow the last score mentioned on a line for the line to state it: /max or "out of max", punctuation
_MENTION_END = re.compile(r"(?:\s*+(?:/|out\s++of)\s*+[0-9]++(?:\.[0-9]++)?+)?+[\s.!*_,;)]*+")


def _mentions(text: str, template: Template) -> list[Hit]:
    """Scores stated for an assistant in a sentence rather than a score line, unquoted: the line
    names both assistants with a score each (``Scores: Assistant 1: 8, Assistant 2: 3``), or its last
    mention ends it (``Assistant 2 gets 3.``); value ``(slot, score)``. A mention inside a sentence
    that goes on (``a line like Score of the Assistant 1: 7 would mean ...``) states nothing."""
    rx = mention_regex(template.score_labels)

    def find(_: int, line: str) -> list[tuple[int, int, object]]:
        found = [
            (m.start(), m.end(), (int(re.findall("[12]", m.group(1))[-1]), float(m.group(2))))
            for m in rx.finditer(line)
        ]
        if not found or (len({v[0] for _, _, v in found}) < 2 and not _MENTION_END.fullmatch(line, found[-1][1])):
            return []
        return found  # type: ignore[return-value]

    return unquoted_hits(text, prompt_lines(template.system, template.user), find, line_end=False)


def _score_lines(text: str, template: Template) -> tuple[list[Hit], list[int]]:
    """The unquoted score lines in order (:func:`score_line` values; the quotation rules of
    :mod:`~judge_engine.pipeline.parsing.quoting` on whole lines), and the indices of the non-empty
    lines."""
    labels = label_table(template.score_labels, template.fallback_labels)

    def find(_: int, line: str) -> list[tuple[int, int, object]]:
        hit = score_line(line, labels, template.score_max)
        return [] if hit is None else [(0, len(line.rstrip()), hit)]

    hits = unquoted_hits(text, prompt_lines(template.system, template.user), find, spans=False)
    non_empty = [i for i, line in enumerate(text.split("\n")) if line.strip()]
    return hits, non_empty


def _pair(a: object, b: object, template: Template, at_end: bool = False) -> Parsed:
    if a is _MALFORMED or b is _MALFORMED:
        return fail("malformed")
    return in_range(a, b, template, at_end)  # type: ignore[arg-type]


def _disagree(hits: list[Hit], first: object, second: object) -> bool:
    """Whether an assistant-labelled score line holds another value than the verdict's for its
    assistant (``Score of the Assistant 1: 9`` after the verdict's 3: a second set of scores)."""
    want = {1: first, 2: second}
    return any(h.value[1] != want[h.value[0]] for h in hits if h.value[0] in want)  # type: ignore[index]


def _summary_disagrees(t: str, mentions: list[Hit], end: int, first: object, second: object) -> bool:
    """Whether the non-empty line right before the pair that ends on line ``end`` states a score for each assistant
    in a sentence (:func:`_mentions`: ``Assistant 1: 2/10, Assistant 2: 9/10.``, ``Assistant 1 scores 2 and
    Assistant 2 scores 9.``) and gives either another score than the pair's (parser version 49, adversarial pass 44
    H5: the judge's own summary against the score lines a constrained decoder forced). Only that line: per-criterion
    scores further up (``- Score: Assistant 1 - 9, Assistant 2 - 7`` under ``4. Level of Detail``, then averaged
    score lines) are no summary. Since parser version 52 (adversarial pass 45) a score for one assistant on each of the
    two lines right before the pair, assistant 1's first (``Assistant 1 deserves a 2.\nAssistant 2 deserves a 9.``),
    is such a summary too, and so are two scores in prose on that line (version 54:
    :func:`~judge_engine.pipeline.parsing.prose_scores.prose_scores`, ``I would give Assistant 1 a 3 and Assistant 2
    an 8.``). ``mentions`` is :func:`_mentions` of ``t``."""
    lines = t.split("\n")
    non_empty = [i for i, line in enumerate(lines) if line.strip()]
    k = non_empty.index(end) if end in non_empty else -1
    j = k - 2  # that line only: a lead-in between ("Based on the breakdown above:") may follow per-criterion scores
    if j < 0:
        return False
    hs = [h for h in mentions if h.line == non_empty[j]]
    prose = prose_scores(lines[non_empty[j]]) if not hs else None
    if prose is not None and (prose[1], prose[2]) != (first, second):
        return True  # "I would give Assistant 1 a 3 and Assistant 2 an 8." (parser version 54, pass 46 H10)
    if len({h.value[0] for h in hs}) == 1 and j >= 1:  # type: ignore[index]
        # one assistant's score on each of the two lines (parser version 52, pass 45: "Assistant 1 deserves a 2.")
        hs += [h for h in mentions if h.line == non_empty[j - 1]]
        if [h.value[0] for h in hs] != [2, 1]:  # type: ignore[index]
            return False
    return {h.value[0] for h in hs} == {1, 2} and _disagree(hs, first, second)  # type: ignore[index]


def parse_scores_last(text: str, template: Template) -> Parsed | None:
    """FairEval format: the last two lines when both are labelled score lines (FairEval.py's rule),
    else the last pair of slot-labelled score lines on consecutive non-empty lines; any
    assistant-labelled score line elsewhere, a score stated in a sentence after the pair
    (:func:`_mentions`), or a score for each assistant on the line right before it
    (:func:`_summary_disagrees`, parser version 49), that disagrees with them makes it ``ambiguous``; see the
    module docstring."""
    t = tail(text)
    parsed = _scores_last(t, template)
    if parsed is None or isinstance(parsed, Parsed):
        return parsed
    hits, a, b, end = parsed
    if _disagree(hits, a, b):
        return fail("ambiguous")
    mentions = _mentions(t, template) if _MALFORMED not in (a, b) else []  # read once for both checks
    if _MALFORMED not in (a, b) and _summary_disagrees(t, mentions, end.line, a, b):
        return fail("ambiguous")  # "Assistant 1: 2/10, Assistant 2: 9/10." before the pair (pass 44 H5)
    if not end.last_line and _MALFORMED not in (a, b):  # text after a well-formed pair
        later = [h for h in mentions if h.line > end.line]
        if later and _disagree(later, a, b):
            return fail("ambiguous")  # "Scores: Assistant 1: 2, Assistant 2: 9" after the pair
    return _pair(a, b, template, ends_text(t, end))


# a heading naming one assistant alone: "Assistant 2:", "**Assistant 2**", "### Assistant 2", "- Assistant 2's scores:"
_HEADING = re.compile(  # version 90 (fresh pass adv60): "Evaluation evidence: For Assistant 1 only:", "... sub-scores:"
    r"[\W_]*+(?:evaluation\s++evidence\s*+:\s*+)?+(?:(?:for|of|on)\s++(?:the\s++)?+)?+(?:assistant|response)\s*+[12]"
    r"(?:['\u2019]s\s++(?:sub-?scores?|scores?|ratings?|answer|response))?+(?:\s++(?:only|alone))?+[\W_]*+",
    re.IGNORECASE,
)


def _one_block(t: str, non_empty: list[int], by_line: dict[int, Hit], first: int) -> bool:
    """Whether the criterion lines ending the text (from line ``first`` back) sit under one heading naming one
    assistant (``Assistant 2:`` / ``Helpfulness: 9`` / ``Accuracy: 8``): both numbers are that assistant's, so they
    are no pair of scores (FairEval.py read them as one; adversarial pass 58 H7, parser version 67)."""
    lines = t.split("\n")
    k = non_empty.index(first)
    while k > 0 and non_empty[k - 1] in by_line and by_line[non_empty[k - 1]].value[0] == 0:  # type: ignore[index]
        k -= 1
    return k > 0 and _HEADING.fullmatch(lines[non_empty[k - 1]]) is not None


def _scores_last(t: str, template: Template) -> Parsed | None | tuple[list[Hit], object, object, Hit]:
    """(score lines, first, second, the pair's last line) of the verdict before the agreement checks,
    or a failure."""
    hits, non_empty = _score_lines(t, template)
    last_two = non_empty[-2:]
    by_line = {h.line: h for h in hits}
    if len(last_two) == 2 and all(i in by_line for i in last_two):
        h1, h2 = by_line[last_two[0]], by_line[last_two[1]]
        s1, v1 = cast(tuple[int, object], h1.value)
        s2, v2 = cast(tuple[int, object], h2.value)
        if s1 == s2 == 0 and _one_block(t, non_empty, by_line, last_two[0]):
            return fail("ambiguous")  # both criterion lines under one assistant's heading (version 67, pass 58 H7)
        stated = [h for h in hits if h.value[0] in (1, 2)]  # type: ignore[index]
        if s1 == s2 == 0 and {h.value[0] for h in stated} == {1, 2} and _disagree(stated, v1, v2):  # type: ignore[index]
            return fail("ambiguous")  # v88 (adv59 D1): criterion lines under any heading, against the stated pair
        if s1 in (0, 1) and s2 in (0, 2):
            # an assistant read from a criterion line (a fallback label) keeps FairEval.py's reading:
            # its own labelled lines are not checked against it
            fallback = {n for n, s in ((1, s1), (2, s2)) if s == 0}
            checked = [h for h in hits if h.value[0] not in fallback]  # type: ignore[index]
            return checked, v1, v2, h2
    rank = {line: k for k, line in enumerate(non_empty)}
    slots = [h for h in hits if h.value[0] != 0]  # type: ignore[index]
    pair: tuple[object, object, Hit] | None = None
    i = 0
    while i < len(slots):
        x, y = slots[i], slots[i + 1] if i + 1 < len(slots) else None
        # a pair: one line per assistant, with no other non-empty line between them (a score line
        # continuing a sentence, "Assistant 1 gets 8 and\nAssistant 2: 3", pairs with nothing)
        if y is not None and x.value[0] != y.value[0] and rank[y.line] == rank[x.line] + 1:  # type: ignore[index]
            sx, vx = cast(tuple[int, object], x.value)
            vy = cast(tuple[int, object], y.value)[1]
            pair = (vx, vy, y) if sx == 1 else (vy, vx, y)
            i += 2
        else:
            if pair is not None and i == len(slots) - 1:
                return fail("ambiguous")  # one assistant's score restated after the last pair
            i += 1
    if pair is None:
        return None
    return hits, pair[0], pair[1], pair[2]
