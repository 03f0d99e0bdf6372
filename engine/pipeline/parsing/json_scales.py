"""JSON fields that say a verdict's own numbers or labels run the other way (parser version 80; issue 13, adversarial
pass 74 F5), for :func:`~judge_engine.pipeline.parsing.json_context.against`: :func:`turned`.

- the sides' order reversed or swapped in words the flag list of
  :data:`~judge_engine.pipeline.parsing.json_fields` lacks: ``"swap": true``, ``"order": "reversed"``,
  ``"presentation_order": "B,A"``;
- zero-based indices (``"index_base": 0``, ``"zero_indexed": true``, ``"indexing": "0-based"``): a numeric winner
  ``1`` would be the second side;
- scores for which lower is better (``"lower_is_better": true``, ``"higher_is_better": false``, ``"unit": "errors"``);
- a per-side rank or place that puts the other side first (``"rank_a": 2, "rank_b": 1``, ``"position_of_A": "second
  place"``), a margin below zero (``"margin": -3``, ``"score_diff": -5``) or a signed difference against the winner
  (``"a_minus_b": -4`` beside ``"winner": "A"``).

Each makes the verdict ``ambiguous`` (a parse failure the review queue sees): the template's scale cannot express it.
Linear in the object's fields."""

from __future__ import annotations

import re

from judge_engine.pipeline.parsing.json_fields import flag

_SWAP_FLAG = re.compile(r"(?:is_)?+(?:swap|swaps|flip|flipped|order_reversed|reverse_order|reversed_order|inverted)")
_ORDER_KEY = re.compile(r"(?:presentation_|display_|side_|label_|answer_)?+order(?:ing)?+")
_REVERSED_ORDER = re.compile(
    r"\s*+(?:revers\w*+|swap\w*+|flip\w*+|invert\w*+|b\s*+[,>/-]?\s*+a|2\s*+[,>/-]?\s*+1|second\s*+,\s*+first)\s*+",
    re.I,
)
_ZERO_BASED_FLAG = re.compile(r"(?:is_)?+(?:zero|0)_?+(?:indexed|based)")
_INDEX_KEY = re.compile(r"index(?:ing|_base|_start|_origin)?+")
_ZERO_TEXT = re.compile(r"\s*+(?:0|zero)(?:[\s-]*+(?:based|indexed))?+\s*+", re.I)
_UNIT_KEY = re.compile(r"units?|metric|measure|scale_type|score_type")
_LOWER_UNIT = re.compile(
    r"\b(?:errors?|mistakes?|bugs?|issues?|flaws?|hallucinations?|ranks?|ranking|penalt(?:y|ies)|loss|distance)\b", re.I
)
_RANK_KEY = re.compile(r"(?:rank|place|position)_?+(?:of_)?+(?P<s>[ab12])")
_SIDE_SLOT = {"a": "first", "1": "first", "b": "second", "2": "second"}
_LOW_PLACE = re.compile(r"\b(?:second|2nd|last|bottom|runner[\s-]?+up|loser)\b", re.I)
_MARGIN_KEY = re.compile(r"(?:margin|score_diff|score_difference|diff|difference|delta|(?P<pair>a_minus_b|b_minus_a))")


def turned(keys: dict[str, object], winner: str | None, scored: bool) -> bool:
    """Whether the object's (case-folded) fields say its numbers or labels run the other way (the module's docstring).
    ``winner``: the slot its winner key gives (``first``, ``second``, ``tie``; None: none); ``scored``: its verdict
    rests on two scores."""
    for k, v in keys.items():
        if _SWAP_FLAG.fullmatch(k) and flag(v) is True:
            return True  # "swap": true
        if _ORDER_KEY.fullmatch(k) and isinstance(v, str) and _REVERSED_ORDER.fullmatch(v):
            return True  # "order": "reversed", "presentation_order": "B,A"
        if _ZERO_BASED_FLAG.fullmatch(k) and flag(v) is True:
            return True  # "zero_indexed": true
        if _INDEX_KEY.fullmatch(k) and (
            v == 0 and not isinstance(v, bool) or isinstance(v, str) and _ZERO_TEXT.fullmatch(v)
        ):
            return True  # "index_base": 0, "indexing": "0-based"
        if scored and k in ("lower_is_better", "lower_better") and flag(v) is True:
            return True
        if scored and k in ("higher_is_better", "higher_better") and flag(v) is False:
            return True
        if scored and _UNIT_KEY.fullmatch(k) and isinstance(v, str) and _LOWER_UNIT.search(v):
            return True  # "unit": "errors"
    return winner in ("first", "second") and _against_winner(keys, winner)


def _against_winner(keys: dict[str, object], winner: str) -> bool:
    """Whether a per-side rank or place, or a signed margin, puts the side other than ``winner`` first."""
    ranks: dict[str, float] = {}
    for k, v in keys.items():
        if (m := _RANK_KEY.fullmatch(k)) is not None:
            slot = _SIDE_SLOT[m.group("s")]
            if isinstance(v, (int, float)) and not isinstance(v, bool):
                ranks[slot] = float(v)
            elif isinstance(v, str) and slot == winner and _LOW_PLACE.search(v):
                return True  # "position_of_A": "second place"
        elif (m := _MARGIN_KEY.fullmatch(k)) is not None and isinstance(v, (int, float)) and not isinstance(v, bool):
            if m.group("pair") is None and v < 0:
                return True  # "margin": -3: a winner's margin below zero
            if (
                m.group("pair") is not None
                and v != 0
                and (winner == "first") != ((v > 0) == (m.group("pair") == "a_minus_b"))
            ):
                return True  # "a_minus_b": -4 beside "winner": "A"
    if len(ranks) == 2 and ranks["first"] != ranks["second"]:
        return (ranks["first"] < ranks["second"]) != (winner == "first")  # rank 1 is first
    return False
