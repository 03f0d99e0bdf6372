"""The parsers of the protocol formats: single-answer ratings (``rating_brackets_single``, MT-Bench
``[[n]]``; ``result_n``, Prometheus ``[RESULT] n``) and five-level pairwise verdicts
(``verdict5_brackets``, Arena-Hard ``[[A>>B]]`` ... ``[[B>>A]]``).

Every one applies the quotation rules of :mod:`~judge_engine.pipeline.parsing.quoting` (the prompt's own
``"Rating: [[5]]"`` example is never the judge's rating) and takes the last unquoted verdict when a
judge restates; two different verdicts on that line are ``ambiguous``; a value that is not a plain
decimal is ``malformed``; a value outside the declared scale (range, and grid when the template
declares ``score_step``) is ``out_of_range``.

Five-level verdicts are stored on the pairwise score scale, in slot terms, as a lossless code of the
label: ``A>>B`` (1, 0), ``A>B`` (0.75, 0.25), ``A=B`` (0.5, 0.5), ``B>A`` (0.25, 0.75), ``B>>A``
(0, 1) (:data:`FIVE_LEVEL`). The calibration of a five-level run reads the label back from the
scores (:func:`strength_of`) and weighs it as Arena-Hard does (:mod:`judge_engine.kernels.fivelevel`);
these scores are a code, not Arena-Hard's values.
"""

from __future__ import annotations

import re
from decimal import Decimal
from typing import TYPE_CHECKING

from judge_engine.pipeline.parsing.contradiction import contradicted_later, names_other
from judge_engine.pipeline.parsing.options import option_list
from judge_engine.pipeline.parsing.quoting import Hit, ends_text, prompt_lines, unquoted_hits
from judge_engine.pipeline.parsing.result import Parsed, fail, single_score, tail

if TYPE_CHECKING:
    from judge_engine.pipeline.templates import Template

_MALFORMED = object()
# a rating the judge states it does not give: it counts as a (failed) verdict, so an earlier rating it
# follows does not stand alone ("Rating: [[5]]\n(placeholder)\nRating: [[N/A]]" is ambiguous)
_NO_RATING = object()
_NOT_RATED = re.compile(
    r"n\s*+/?+\s*+a|none|null|nil|nan|unknown|undefined|tbd|pending|unrated|not\s++(?:applicable|rated)"
    r"|[-\u2013\u2014?.\u2026]++",
    re.IGNORECASE,
)
# the template's label right before a [[...]] (the last 40 characters before it: bounded work per candidate)
_RATING_LABEL = re.compile(r"\brating\s*+:?+[\s*_]*+$", re.IGNORECASE)
# the format's own placeholder written in the brackets: "Rating: [[rating]]", "[[score]]", "[[<n>]]"
_PLACEHOLDER = re.compile(r"rating|score|number|value|[xn]|<[^<>]*+>|\{[^{}]*+\}", re.IGNORECASE)
# the format's placeholder after a "Rating:" label: the judge echoing the format, no verdict; after a rating
# it is a second rating line that states none ("Rating: [[8]]\nRating: [[x]]" is ambiguous)
_PLACEHOLDER_HIT = object()
_PLAIN = re.compile(r"[0-9]++(?:\.[0-9]++)?+")
# [[...]] with a short content: a rating when the content is a plain decimal
_DOUBLE = re.compile(r"\[\[\s*+([^\[\]\n]{1,24}?)\s*+\]\]")
# [RESULT] then the value up to the end of its line: N, (N) or [N], optionally bold or after "Score:" (adv8 F4),
# optionally /max or "out of max", a full stop
_RESULT = re.compile(r"\[RESULT\]:?+\s*+([^\n]*)", re.IGNORECASE)
# (version 73, adversarial pass 62 M5: "Score 4" without its colon, "4 points", "4 (out of 5)")
_RESULT_VALUE = re.compile(
    r"(?:(?i:score)\s*+:?+\s*+)?+[*_]*+[(\[]?+\s*+([0-9]++(?:\.[0-9]++)?+)\s*+[)\]]?+[*_]*+(?:\s*+(?i:points?))?+"
    r"(?:\s*+(?:/|out\s++of)\s*+([0-9]++(?:\.[0-9]++)?+)|\s*+\(\s*+(?:/|(?i:out\s++of))\s*+([0-9]++(?:\.[0-9]++)?+)"
    r"\s*+\)"
    r"|\s*+\(\s*+(?:on\s++a\s++)?+scale\s++(?:of|from)\s++[0-9]++\s*+(?:to|-)\s*+([0-9]++)\s*+\))?+\s*+\.?+\s*+"
)
# the malformed value after [RESULT]: up to a space or quote mark ("3-4", "7,5")
_TOKEN = re.compile(r"[^\s\"'`\u201d\u2019]*+")
# spaces inside are dropped before the label is looked up ("[[ b >> a ]]" is B>>A)
_FIVE = re.compile(r"\[\[\s*+([ABab<>=](?:[ \t]*+[ABab<>=]){1,5})\s*+\]\]")
_BLANK = re.compile(r"[ \t]++")
# what may follow a rating on its line when its denominator is the scale's maximum: "(out of 10)", "/10"
_OUT_OF = re.compile(
    r"[ \t]*+(?:\([ \t]*+(?:out[ \t]++of|/)[ \t]*+([0-9]++)[ \t]*+\)|(?:out[ \t]++of|/)[ \t]*+([0-9]++))"
)
# Prometheus's own line "Feedback: ... [RESULT] n": the feedback ends at [RESULT] (the format's separator),
# so its negations and conditions ("does not address the question", "could be better") are no lead of the
# result; a lead that offers or negates the result ("I would give [RESULT] 5", "Not [RESULT] 5") still is one
_FEEDBACK_RESULT = re.compile(r"^([ \t*_#]*+feedback[*_]*+[ \t]*+:[^\n]*?[^\s.!?;:])([ \t]++\[RESULT\])", re.I | re.M)
_OFFERS = re.compile(
    r"(?:\b(?:give|gives|giving|assign|award|output|rate|score|say|choose|pick|put|merits?|deserves?|earns?|gets?"
    r"|receives?)(?:[ \t]++(?:it|this|a|an))?+"
    r"|\b(?:not|never|no|neither|nor)|n't"
    # stop 53 (pass 79 N4's leftover): the feedback ends by introducing the format's notation or an example ("Feedback:
    # I'll use the notation [RESULT] 4", "Feedback: The format is like [RESULT] 3")
    r"|\b(?:notation|like|such\s++as|for\s++(?:example|instance)|e\.g\.|the\s++form|example)\s*+:?+)$"
)

FIVE_LEVEL = {
    "A>>B": 2,
    "A>B": 1,
    "A=B": 0,
    "B>A": -1,
    "B>>A": -2,
    "B<<A": 2,
    "B<A": 1,
    "B=A": 0,
    "A<B": -1,
    "A<<B": -2,
}
"""Slot-1 strength of each five-level label (Arena-Hard's five, plus the mirrored spellings its v2.0
``label_to_score`` accepts); equal to :data:`judge_engine.kernels.fivelevel.SLOT_STRENGTH`."""


def _winner(value: object) -> str | None:
    """The assistant (``"a"``/``"b"``) a five-level strength favours; None for a tie or a malformed label."""
    if not isinstance(value, int) or value == 0:
        return None
    return "a" if value > 0 else "b"


def strength_scores(strength: int) -> tuple[float, float]:
    """The (slot 1, slot 2) score code of a five-level strength in {-2, ..., 2}: ((2 + s) / 4, (2 - s) / 4)."""
    return (2 + strength) / 4, (2 - strength) / 4


def strength_of(score_first: float, score_second: float) -> int:
    """The slot-1 strength a five-level sample's scores encode (inverse of :func:`strength_scores`)."""
    return round(2 * (score_first - score_second))


def _rating(content: str, lead: str = "") -> object | None:
    """A rating's value, :data:`_MALFORMED` for a number that is not a plain decimal, :data:`_NO_RATING`
    for a stated absence of one (``[[N/A]]``, ``[[none]]``, ``[[?]]``) or other text right after a
    ``Rating:`` label (``lead``: the text before it on its line), :data:`_PLACEHOLDER_HIT` for the format's
    placeholder after that label (``Rating: [[rating]]``, ``Rating: [[x]]``), None for other text."""
    if _PLAIN.fullmatch(content):
        return Decimal(content)  # exact: "7.999999999999999999" is off the grid (fresh pass full68 L2)
    if content[:1].isdigit() or (content[:1] in "-+" and not _NOT_RATED.fullmatch(content)):
        return _MALFORMED
    if _NOT_RATED.fullmatch(content) or (_RATING_LABEL.search(lead) and not _PLACEHOLDER.fullmatch(content)):
        return _NO_RATING
    return _PLACEHOLDER_HIT if _RATING_LABEL.search(lead) else None


def _decide(text: str, hits: list, template: Template, closed: bool = False) -> Parsed | None:
    """The last hit decides; two different values among the hits are ambiguous (a stated absence of a
    rating, ``[[N/A]]``, is a value of its own, and so is a placeholder ``Rating: [[x]]`` after the last
    rating; one before it is an echo of the format and ignored); a last hit that is no rating gives None.
    ``closed``: the value is closed by its brackets (``[[10]]``), so a completion cut right after it is no cut
    number."""
    last_rating = max((k for k, h in enumerate(hits) if h.value is not _PLACEHOLDER_HIT), default=-1)
    if last_rating >= 0 and last_rating < len(hits) - 1:
        return fail("ambiguous")  # "Rating: [[8]]\nRating: [[x]]": a rating line after it that gives none
    hits = [h for h in hits if h.value is not _PLACEHOLDER_HIT]
    if not hits:
        return None
    values = {"malformed" if h.value is _MALFORMED else "none" if h.value is _NO_RATING else h.value for h in hits}
    if len(values) > 1:
        return fail("ambiguous")
    value = hits[-1].value
    if value is _NO_RATING:
        return None  # "Rating: [[N/A]]": no rating, as when there is no candidate
    if value is _MALFORMED:
        return fail("malformed")
    return single_score(str(value), template, not closed and ends_text(text, hits[-1]))  # exact on the grid (v77)


def parse_rating_brackets_single(text: str, template: Template) -> Parsed | None:
    """MT-Bench single grading: the last unquoted ``[[n]]`` (``Rating: [[7]]``). FastChat's reader takes
    the first ``[[n]]`` anywhere (then a single-bracket ``[n]``) and any float; see the module docstring
    for what the engine accepts."""

    def find(_: int, line: str) -> list[tuple[int, int, object]]:
        out = []
        for m in _DOUBLE.finditer(line):
            v = _rating(m.group(1), line[max(0, m.start() - 40) : m.start()])
            end = _out_of(line, m.end(), template)
            if v is not None and not (end == m.end() and _OTHER_SCALE.match(line, end)):
                out.append((m.start(), end, v))  # "Rating: [[7]] (out of 5)" on 1-10 is none
        return out

    t = tail(text)
    hits = unquoted_hits(t, prompt_lines(template.system, template.user), find, explained=True)  # "[[8]] - Accurate."
    return _decide(t, hits, template, closed=True)


# another scale than the template's right after a rating ("Rating: [[7]] (out of 5)", "[[7]]/5"): no rating
_OTHER_SCALE = re.compile(r"[\s*_]*+(?:[-\u2013\u2014:(,;]\s*+)*+(?:out\s++of|/)\s*+[0-9]", re.IGNORECASE)


def _out_of(line: str, end: int, template: Template) -> int:
    """Where a rating ending at ``end`` in ``line`` ends with the scale it states: after ``(out of N)``,
    ``/N`` or ``out of N`` when N is the template's ``score_max`` (``Rating: [[7]] (out of 10)``), else ``end``."""
    m = _OUT_OF.match(line, end)
    if m is None or template.score_max is None:
        return end
    return m.end() if float(m.group(1) or m.group(2)) == template.score_max else end


def parse_result_n(text: str, template: Template) -> Parsed | None:
    """Prometheus absolute grading: the last unquoted ``[RESULT] n`` whose value ends its line
    (``[RESULT] 4``, ``[RESULT] (4)``, ``[RESULT] 4/5``); ``[RESULT] N/A`` (and the other stated
    absences of :data:`_NOT_RATED`) is no rating, and beside a rating ``ambiguous``. prometheus-eval's reader also takes
    ``[SCORE]``, ``Score:`` and ``Result:`` and only at the very end of the text."""

    def find(_: int, line: str) -> list[tuple[int, int, object]]:
        out = []
        for m in _RESULT.finditer(line):
            rest = m.group(1)
            v = _RESULT_VALUE.fullmatch(rest)
            if v is not None:
                den = v.group(2) or v.group(3) or v.group(4)  # "/ 5", "(out of 5)", "(on a scale of 1 to 5)" (adv9 L5)
                ok = den is None or (template.score_max is not None and float(den) == template.score_max)
                out.append((m.start(), m.end(), Decimal(v.group(1)) if ok else _MALFORMED))
            elif _NOT_RATED.fullmatch(rest.strip().rstrip(".")):
                out.append((m.start(), m.start(1) + len(rest.rstrip()), _NO_RATING))  # "[RESULT] N/A"
            elif rest.strip()[:1].isdigit():
                value_end = m.start(1) + len(rest) - len(rest.lstrip()) + len(_TOKEN.match(rest.lstrip()).group())  # type: ignore[union-attr]
                out.append((m.start(), value_end, _MALFORMED))  # (a quote closing after it quotes it)
        return out

    t = _FEEDBACK_RESULT.sub(_end_feedback, tail(text))
    return _decide(t, unquoted_hits(t, prompt_lines(template.system, template.user), find), template)


def _end_feedback(m: re.Match[str]) -> str:
    """``Feedback: ... [RESULT]`` with a full stop where the feedback ends, unless it ends by offering the
    result or negates it (:data:`_OFFERS`: ``I would give [RESULT] 5``, ``Not [RESULT] 5`` keep their hedge), or
    introduces the format's notation or an example (``I'll use the notation [RESULT] 4``)."""
    return m.group(0) if _OFFERS.search(m.group(1).casefold()) else m.group(1) + "." + m.group(2)


def parse_verdict5_brackets(text: str, template: Template) -> Parsed | None:
    """Arena-Hard: the last unquoted five-level label ``[[A>>B]]`` ... ``[[B>>A]]`` (any case), two
    different labels on its line ``ambiguous``, a bracketed ``A``/``B``/``<>=`` string that is no label
    (``[[A>>>B]]``) ``malformed``. A line that echoes the prompt's option list is never a verdict. An
    explanation may follow the label on its line (``[[A>B]] - Assistant A is more accurate``); one that
    names the other assistant first, or a later line that only says the other is better, is ``ambiguous``.
    arena-hard-auto's reader takes the labels over the whole judgment and gives up when they differ."""

    def find(_: int, line: str) -> list[tuple[int, int, object]]:
        out: list[tuple[int, int, object]] = []
        for m in _FIVE.finditer(line):
            label = _BLANK.sub("", m.group(1)).upper()
            out.append((m.start(), m.end(), FIVE_LEVEL.get(label, _MALFORMED)))
        return [] if option_list(line, out, 5) else out  # "I can choose [[A>>B]], [[A>B]], ... or [[B>>A]]."

    hits = unquoted_hits(t := tail(text), prompt_lines(template.system, template.user), find, explained=True)
    if not hits:
        return None
    if len({id(h.value) if h.value is _MALFORMED else h.value for h in hits}) > 1:
        return fail("ambiguous")
    if any(names_other(h, "tie" if h.value == 0 else _winner(h.value)) for h in hits):
        return fail("ambiguous")  # "[[A>B]] - Assistant B is better"
    if contradicted_later(t, hits[-1], "tie" if hits[-1].value == 0 else _winner(hits[-1].value)):
        return fail("ambiguous")  # "[[A>B]]\nAssistant B is better."
    if hits[-1].value is _MALFORMED:
        return fail("malformed")
    if (said := _option_said(hits[-1])) is not None and said != hits[-1].value:
        return fail("ambiguous")  # "Tie, relatively the same: [[B>A]]" (version 77, adversarial pass 68 H4)
    a, b = strength_scores(int(hits[-1].value))  # type: ignore[call-overload]
    return Parsed(a, b, "ok")


# the template's own option label ending the text before a five-level label on its line: "Assistant A is slightly
# better:", "Tie, relatively the same:"
_OPTION = re.compile(
    r"(?:assistant\s++(?P<s>[ab])\s++is\s++(?P<d>significantly|slightly)\s++better|(?P<t>tie)(?:\s*+,\s*+relatively"
    r"\s++the\s++same)?+)[*_]*+\s*+:?[\s*_]*+$",
    re.IGNORECASE,
)


def _option_said(hit: Hit) -> int | None:
    """The five-level value (2 ... -2) of the Arena-Hard option label that ends the text before ``hit`` on its line
    (:data:`_OPTION`: ``Assistant A is slightly better:`` is 1, ``Tie, relatively the same:`` 0), else None."""
    m = _OPTION.search(hit.line_text[max(0, hit.start - 80) : hit.start])
    if m is None:
        return None
    if m.group("t"):
        return 0
    return (2 if m.group("d").lower() == "significantly" else 1) * (1 if m.group("s").lower() == "a" else -1)
