"""The parsers of every ``output_format`` and :func:`parse_completion`, the dispatch by a template's format."""

from __future__ import annotations

import bisect
import json
import math
import re
from collections.abc import Callable
from typing import TYPE_CHECKING

import orjson

from judge_engine.pipeline.parsing.apostrophes import restore_apostrophes
from judge_engine.pipeline.parsing.code_tokens import forced_tail
from judge_engine.pipeline.parsing.contradiction import contradicted_later, names_other, side_of
from judge_engine.pipeline.parsing.disowned import disowned
from judge_engine.pipeline.parsing.forced_tail import with_forced
from judge_engine.pipeline.parsing.graded_turn import without_graded_turn
from judge_engine.pipeline.parsing.json_context import alternative_winner
from judge_engine.pipeline.parsing.json_declined import json_void, own_lead
from judge_engine.pipeline.parsing.json_fields import loser_is_winner, named_side
from judge_engine.pipeline.parsing.json_winner import against
from judge_engine.pipeline.parsing.options import option_list
from judge_engine.pipeline.parsing.protocols import (
    parse_rating_brackets_single,
    parse_result_n,
    parse_verdict5_brackets,
)
from judge_engine.pipeline.parsing.qualified import qualified
from judge_engine.pipeline.parsing.quoting import prompt_lines, unquoted_hits
from judge_engine.pipeline.parsing.result import NUM, Parsed, fail, head, in_range, slot_verdict, tail
from judge_engine.pipeline.parsing.score_lines import parse_scores_last
from judge_engine.pipeline.parsing.wrappers import unwrapped
from judge_engine.schemas.tables import WITHHELD

if TYPE_CHECKING:
    from judge_engine.pipeline.templates import Template

#: Candidate JSON text decoded at most, as a multiple of the scanned text's length.
_JSON_BUDGET = 4
_JSON_MIN = 12  # the shortest object parse_json can use: {"better":1}
# the first line of scores_first, whole: N [/max] SEP N [/max] [.], SEP = ",", "and", "vs" or whitespace
_NUM_MAX = NUM + r"(?:\s*+/\s*+" + NUM + r")?+"  # N [/max]
_FIRST_LINE_PAIR = re.compile(  # after an optional "Scores:" label (adv8 F4)
    r"(?:\**+scores?\**+\s*+:\**+\s*+)?+" + _NUM_MAX + r"(?:\s*+(?:,|and|vs\.?+)\s*+|\s++)" + _NUM_MAX + r"\.?+",
    re.IGNORECASE,
)
_BRACE = re.compile(r"[{}]")
_THINK_BLOCK = re.compile(r"\s*+<think>.*?</think>", re.IGNORECASE | re.DOTALL)
_BRACKETS = re.compile(r"\[\[\s*+([ABC])\s*+\]\]", re.IGNORECASE)  # "[[a]]" too
_LETTER_WINNER = {"A": "a", "B": "b", "C": "tie"}
_RATING = re.compile(r"\[\[\s*+" + NUM + r"\s*+\]\]")
# a line that is only "Output (a)" / "Output (b)" ("Output(a)" too), or says only that it is better ("Output (b) is
# better.", "... because it follows the instruction.", adv8 F3): optional bold, a full stop, and one of a few lead-ins
# ("Answer:", "Final verdict:", "My choice is"); other text before it (an error, a refusal, an echo) is no verdict
_OUTPUT_AB = re.compile(
    r"\s*+\**+(?:(?:my |the )?(?:final )?(?:answer|verdict|choice)(?: is)?\s*+:?\s*+\**+\s*+)?+"
    r"(Output ?+\(([ab])\))(\s++is\s++(?:clearly\s++)?+(?:the\s++)?+better(?:\s++(?:one|output|choice))?+"
    r"(?:\s++because\b(?:(?!\b(?:but|however|although|though|while|whereas|output)\b)[^?\n])*+)?+)?+\**+\s*+[.!]?+\s*+",
    re.IGNORECASE,
)
STRICT_NUM = re.compile(r"-?[0-9]++(?:\.[0-9]++)?+")
_QUOTE_START = tuple("\"'`\u201c\u201d\u2018\u2019\u00ab>")


def _prompt(template: Template) -> frozenset[str]:
    return prompt_lines(template.system, template.user)


def parse_scores_first(text: str, template: Template) -> Parsed | None:
    """Vicuna-benchmark format: the first non-empty line is the two scores and nothing else
    (``8 7``, ``8, 7``, ``8/10 7/10``, ``Scores: 8 7``, a closing full stop); a first line that starts with a
    number but is not such a pair (``7,5 8``, ``8 7 6``, ``8/10 7/100``, ``8 7 is what I would say``) is
    ``malformed``; a quoted or fenced first line is no verdict. The first line is the first after a closed
    ``<think>`` block the text opens with (a reasoning model's; version 76, adversarial pass 66 M1)."""
    if (think := _THINK_BLOCK.match(text)) is not None:
        text = text[think.end() :]  # a reasoning model's closed <think> block first: the answer follows it
    h = head(text)
    for line in h.split("\n"):
        s = line.strip()
        if not s:
            continue
        if s.startswith(_QUOTE_START) or s.startswith("```") or s.startswith("~~~"):
            return None
        m = _FIRST_LINE_PAIR.fullmatch(s)
        if m is None:
            return fail("malformed") if s[0].isdigit() else None
        a, den_a, b, den_b = m.groups()
        for den in (den_a, den_b):
            if den is not None and (template.score_max is None or float(den) != template.score_max):
                return fail("malformed")
        at_end = h == text and not text[-1:].isspace() and text.rstrip().endswith(s) and text.strip() == s
        return in_range(float(a), float(b), template, at_end)
    return None


def parse_verdict_brackets(text: str, template: Template) -> Parsed | None:
    """MT-Bench format: the last unquoted ``[[A]]``/``[[B]]``/``[[C]]`` (any case) decides (quotation rules in
    :mod:`~judge_engine.pipeline.parsing.quoting`); two different verdicts on its line are ``ambiguous``.
    An explanation may follow a verdict on its line (``[[A]] - Assistant A is better``,
    :func:`~judge_engine.pipeline.parsing.quoting.explains`); one that names the other assistant first
    (``[[A]] - Assistant B is better``), or a lead that only labels it with the other assistant
    (``Assistant B: [[A]]``), makes the completion ``ambiguous``."""

    def find(_: int, line: str) -> list[tuple[int, int, object]]:
        found = [(m.start(), m.end(), m.group(1).upper()) for m in _BRACKETS.finditer(line)]
        return [] if option_list(line, found, 3) else found  # "The options are [[A]], [[B]] or [[C]]."

    hits = unquoted_hits(t := tail(text), _prompt(template), find, explained=True)
    if not hits:
        return None
    if len({h.value for h in hits}) > 1 or any(names_other(h, _LETTER_WINNER[str(h.value)]) for h in hits):
        return fail("ambiguous")  # "[[B]] ... the alternative would be [[A]]", "Assistant B: [[A]]": not one verdict
    if contradicted_later(t, hits[-1], _LETTER_WINNER[str(hits[-1].value)]):
        return fail("ambiguous")  # "[[A]]\nAssistant B is better."
    return slot_verdict({"A": "first", "B": "second", "C": "tie"}[str(hits[-1].value)])


def parse_rating_brackets(text: str, template: Template) -> Parsed | None:
    """Two ``[[x]]`` ratings, slot 1 then slot 2: the unquoted ratings taken in pairs, the last pair
    wins (a restated pair); an odd number of ratings (``[[8]] [[3]] [[9]]``) is ``ambiguous``."""

    def find(_: int, line: str) -> list[tuple[int, int, object]]:
        return [(m.start(), m.end(), float(m.group(1))) for m in _RATING.finditer(line)]

    hits = unquoted_hits(tail(text), _prompt(template), find)
    if len(hits) < 2:
        return None
    if len(hits) % 2 or len({(hits[k].value, hits[k + 1].value) for k in range(0, len(hits), 2)}) > 1:
        return fail("ambiguous")
    return in_range(float(hits[-2].value), float(hits[-1].value), template)  # type: ignore[arg-type]


def parse_output_ab(text: str, template: Template) -> Parsed | None:
    """LLMBar format: the last unquoted line that is only ``Output (a)`` or ``Output (b)`` (bold, a
    lead-in ending in ``:`` and a full stop allowed); a sentence that names an output (``Output (a)
    is concise.``, ``Output (b) is worse than Output (a).``) is not a verdict, and a later line that only says
    the other output is better (``Output (a)\nOutput (b) is better.``) makes it ``ambiguous``."""

    def find(_: int, line: str) -> list[tuple[int, int, object]]:
        m = _OUTPUT_AB.fullmatch(line)
        return [] if m is None else [(m.start(1), m.end(3 if m.group(3) else 1), m.group(2).lower())]

    hits = unquoted_hits(t := tail(text), _prompt(template), find)
    if not hits:
        return None
    if len({h.value for h in hits}) > 1 or contradicted_later(t, hits[-1], str(hits[-1].value)):
        return fail("ambiguous")  # "Output (a)\nOutput (b) is better."
    return slot_verdict("first" if hits[-1].value == "a" else "second")


def _json_objects(text: str) -> list[tuple[int, int, dict]]:
    """The JSON objects of ``text`` that may hold a verdict (12 characters or more), last-starting first, with
    their start and end (its ``}``) offsets: each ``{`` with its matching ``}`` (brace depth, strings not
    considered), decoded if it is a JSON object; an object inside another decoded object is part of it (an
    error payload's fields, a nested example), not a verdict of its own. One pass over the braces pairs them
    with a stack (linear), one sweep drops the enclosed ones; candidates are decoded from the last start
    backwards until ``_JSON_BUDGET x len(text)`` characters were handed to the decoder, so deeply nested or
    repeated garbage costs linear time too.
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
    decoded: list[tuple[int, int, dict]] = []
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
            if _has_duplicate_key(text[i : j + 1]):
                obj = {_DUPLICATE: True}
            elif _EXPONENT.search(text, i, j):
                obj = json.loads(text[i : j + 1], parse_float=_float_or_exponent)
            decoded.append((i, j, obj))
    kept, outer_end = [], -1  # by start: one ending before the last kept end is inside it
    for i, j, obj in reversed(decoded):
        if j > outer_end:
            kept.append((i, j, obj))
            outer_end = j
    return kept[::-1]


# a number written with an exponent ("1e1", "8E0"): decoded as :data:`_EXPONENT_VALUE` (``malformed``)
_EXPONENT = re.compile(r"[0-9][eE][-+]?+[0-9]")
_EXPONENT_VALUE = object()


def _float_or_exponent(s: str) -> object:
    """A JSON number with a fraction or exponent: its float, or :data:`_EXPONENT_VALUE` for an exponent
    (``1e1`` is no score, module docstring)."""
    return _EXPONENT_VALUE if "e" in s.lower() else float(s)


_DUPLICATE = "\x00duplicate key"
"""The key an object with a repeated top-level key is replaced by: orjson keeps the last value of a
repeated key, so ``{"score_1": 8, "score_2": 2, "score_1": 3}`` holds two verdicts (``ambiguous``)."""


def _has_duplicate_key(raw: str) -> bool:
    """Whether the JSON object ``raw`` repeats a top-level key (case-folded, as keys are compared)."""
    last = [False]

    def hook(pairs: list[tuple[str, object]]) -> dict:
        keys = [k.lower() for k, _ in pairs]
        last[0] = len(keys) != len(set(keys))  # the hook sees the top-level object last
        return dict(pairs)

    json.loads(raw, object_pairs_hook=hook)
    return last[0]


def _num(v: object) -> float | None:
    if isinstance(v, bool):
        return None
    if isinstance(v, (int, float)):
        return float(v) if math.isfinite(v) else None
    if isinstance(v, str) and STRICT_NUM.fullmatch(v.strip()):
        return float(v.strip())
    return None


def _json_verdict(obj: dict, template: Template) -> Parsed | None:
    """The verdict of one JSON object: its scores and/or winner keys (None when it has neither)."""
    if _DUPLICATE in obj:
        return fail("ambiguous")
    keys = {k.lower(): v for k, v in obj.items() if isinstance(k, str)}
    if json_void(keys, template):
        return fail("no_verdict")  # an error payload, "is_example": true, "explanation": "answers missing" (version 90)
    pairs = set()
    for k1, k2 in (("score_1", "score_2"), ("score_a", "score_b"), ("assistant_1", "assistant_2")):
        if k1 in keys and k2 in keys:
            if _EXPONENT_VALUE in (keys[k1], keys[k2]):
                return fail("malformed")  # {"score_1": 1e1, ...}
            a, b = _num(keys[k1]), _num(keys[k2])
            if a is None or b is None:
                return fail("no_verdict")
            pairs.add((a, b))
    if len(pairs) > 1:
        return fail("ambiguous")  # {"score_a": 8, "score_b": 3, "score_1": 2, "score_2": 9}
    scores = next(iter(pairs), None)
    winners = set()
    for wk in ("winner", "verdict", "better"):
        if wk in keys:
            w = named_side(keys[wk])
            if w is None:
                return fail("no_verdict")
            winners.add(w)
    if len(winners) > 1:
        return fail("ambiguous")  # e.g. {"winner": "A", "verdict": "B"}
    winner = next(iter(winners), None) if winners else alternative_winner(keys)  # {"chosen": "A"} (version 75)
    if loser_is_winner(keys, winner):
        return fail("ambiguous")  # {"winner": "A", "loser": "A"}
    side = {"first": "a", "second": "b", "tie": "tie"}.get(winner or "") or side_of(*(scores or (None, None)))
    if (reason := against(keys, winner, side, scores is not None)) is not None:
        return fail(reason)  # {"winner": "A", "preferred": "B"}, "note": "I meant B", "explanation": "B is better"
    if scores is None:
        return slot_verdict(winner) if winner is not None else None
    parsed = in_range(scores[0], scores[1], template)
    if winner is not None and parsed.ok:
        implied = "first" if scores[0] > scores[1] else "second" if scores[1] > scores[0] else "tie"
        if implied != winner:
            return fail("ambiguous")
    return parsed


def parse_json(text: str, template: Template) -> Parsed | None:
    """The unquoted top-level JSON objects with scores and/or a winner, which must all agree (else ``ambiguous``; so
    is an object that repeats a key); an object with an ``error`` key (other than ``null``, ``false`` or empty:
    ``{"winner": "A", "error": null}`` is read), or one whose fields call it a stand-in, a failure, an example or taken
    back (``json_fields.voided``: ``"note": "placeholder values"``, ``"valid": false``, ``"is_example": true``) is
    ``no_verdict``, and so is one whose explanation is a refusal or notice (``json_declined.json_void``); one whose
    ``loser`` is its winner is ``ambiguous``; a score written with an exponent (``1e1``) is ``malformed``. An object
    introduced as an example (an intro line, :mod:`~judge_engine.pipeline.parsing.quoting`), led (on its line, or by the
    line above: version 91) by anything but the judge's own label (``json_declined.own_lead``: ``GPT-4 returned:``,
    ``Cached:``) or nested in another object (an error payload) is not a verdict; JSON in a fence counts. Of two objects
    on one line, the first counts only when the text between them keeps it, as for the other formats (``{"winner":
    "A"} is not my answer; {"winner": "B"}`` reads B; ``quoting.keeps``); an object with two score pairs that differ is
    ``ambiguous``; so is one its line labels an example (``// example``), and
    one a later line contradicts (:func:`~judge_engine.pipeline.parsing.contradiction.contradicted_later`:
    ``{"winner": "A"}\nActually, B is better.``)."""
    t = tail(text)
    objs = _json_objects(t)
    if not objs:
        return None
    starts: dict[int, list[tuple[int, int, dict]]] = {}
    line_starts, tl = [0] + [m.end() for m in re.finditer("\n", t)], t.split("\n")
    for i, j, obj in objs:
        ln = bisect.bisect_right(line_starts, i) - 1
        starts.setdefault(ln, []).append((i - line_starts[ln], j + 1 - i, obj))

    def find(ln: int, line: str) -> list[tuple[int, int, object]]:
        return [(col, min(len(line), col + n), obj) for col, n, obj in sorted(starts.get(ln, []), key=lambda x: x[0])]

    hits = unquoted_hits(t, _prompt(template), find, fences=False, line_end=False, between=True)
    nxt = [h2.start if h2.line == h.line else None for h, h2 in zip(hits, hits[1:])] + [None]  # linear slices
    hits = [h for h, n in zip(hits, nxt) if not qualified(h.line_text[h.end : n]) and own_lead(tl, h.line, h.start)]
    found = [(h, p) for h in hits if (p := _json_verdict(h.value, template)) is not None]  # type: ignore[arg-type]
    if len({(p.score_first, p.score_second, p.status) for _, p in found}) > 1:
        return fail("ambiguous")  # two JSON verdicts that differ
    if not found:
        return None
    hit, parsed = found[-1]
    if parsed.ok and contradicted_later(t, hit, side_of(parsed.score_first, parsed.score_second)):
        return fail("ambiguous")  # '{"winner": "A"}\nActually, B is better.'
    return parsed


PARSERS: dict[str, Callable[[str, Template], Parsed | None]] = {
    "scores_last": parse_scores_last,
    "scores_first": parse_scores_first,
    "verdict_brackets": parse_verdict_brackets,
    "rating_brackets": parse_rating_brackets,
    "output_ab": parse_output_ab,
    "json": parse_json,
    "rating_brackets_single": parse_rating_brackets_single,
    "result_n": parse_result_n,
    "verdict5_brackets": parse_verdict5_brackets,
}


def parse_completion(
    text: str | None, template: Template, finish_reason: str | None = None, forced_chars: int = 0
) -> Parsed:
    """Parse one completion by the template's declared ``output_format``.

    Args:
        text: the judge's completion only (never the prompt); ``None`` when there is none.
        template: gives the format, the score labels and the valid score range.
        finish_reason: ``"length"`` when the completion hit ``max_tokens``: no verdict is then
            ``truncated``, and so is a verdict whose number is the completion's last character;
            :data:`~judge_engine.schemas.tables.WITHHELD` (``content_filter``, ``tool_calls``: see
            :func:`~judge_engine.schemas.tables.parse_finish`): ``truncated`` whatever the text holds.
        forced_chars: how many characters at the end of ``text`` the constrained decoder forced
            (``constrain = "verdict"``: the verdict prefix and tail); that verdict is read unless the
            evidence before it refuses, names another turn or states another scale
            (:func:`~judge_engine.pipeline.parsing.forced_tail.with_forced`). 0 when nothing was forced.

    Returns:
        A :class:`Parsed`; never raises on any text. A completion in which the judge says it cannot
        or will not evaluate (:func:`~judge_engine.pipeline.parsing.refusals.refuses`), or that starts
        as an error message (:func:`~judge_engine.pipeline.parsing.refusals.error_text`), or that takes its
        verdict back on a later line without a new one
        (:func:`~judge_engine.pipeline.parsing.retraction.retracted`: ``[[A]]\nJust kidding.``), or that gives it
        on another scale (:func:`~judge_engine.pipeline.parsing.scale.other_scale`), is
        ``no_verdict`` whatever verdict it writes; a forced verdict escapes the retraction and hedge checks
        but not a refusal, error text, other turn or other scale before it. Work is linear in
        ``min(len(text), MAX_SCAN_CHARS)`` (see the module docstring). Contractions without their apostrophe
        (``I cant decide``) are read as written with it
        (:func:`~judge_engine.pipeline.parsing.apostrophes.restore_apostrophes`).
    """
    if text is None:
        return fail("missing")
    if not text.strip():
        return fail("empty")
    if finish_reason == WITHHELD:
        return fail("truncated")  # content_filter, tool_calls: not the judge's whole answer
    turns = template.turns  # the graded turn's leads removed ("For the follow-up question, ..."; version 65)
    if 0 < forced_chars <= len(text):  # the grammar's tail as written; the judge's evidence before it restored
        text = without_graded_turn(restore_apostrophes(text[:-forced_chars]), turns) + text[-forced_chars:]
    else:  # the judge's whole text: end tokens, answer tags, backticks, a tie's gloss taken off (version 67)
        text = without_graded_turn(restore_apostrophes(unwrapped(text)), turns)
    parse = PARSERS[template.output_format]
    # the grammar's tail is its verdict, never code, however it is glued to the evidence ("... 8[[7]]": version 79)
    with forced_tail(text[-forced_chars:] if 0 < forced_chars <= len(text) else ""):
        return _parse(text, template, finish_reason, forced_chars, parse)


def _parse(
    text: str,
    template: Template,
    finish_reason: str | None,
    forced_chars: int,
    parse: Callable[[str, Template], Parsed | None],
) -> Parsed:
    """:func:`parse_completion` after its normalisation of ``text``."""
    parsed = parse(text, template)
    reason = disowned(text, template, parse, parsed) if parsed is not None and parsed.ok else None
    if reason is not None:
        parsed = fail(reason)  # a refusal, a retraction, another turn, verdict or scale: :func:`disowned`
    if 0 < forced_chars <= len(text):
        parsed = with_forced(parsed, text, forced_chars, template, parse)
    if parsed is None:
        return fail("truncated" if finish_reason == "length" else "no_verdict")
    if parsed.at_end and finish_reason == "length":
        return fail("truncated")  # the number ends where max_tokens cut: "1" may be the start of "10"
    return parsed
