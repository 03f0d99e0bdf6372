"""JSON fields that say a verdict's own numbers or labels run the other way (parser version 80; issue 13, adversarial
pass 74 F5), for :func:`~judge_engine.pipeline.parsing.json_context.against`: :func:`turned`.

- the sides' order reversed or swapped in words the flag list of
  :data:`~judge_engine.pipeline.parsing.json_fields` lacks: ``"swap": true``, ``"order": "reversed"``,
  ``"presentation_order": "B,A"``;
- zero-based indices (``"index_base": 0``, ``"zero_indexed": true``, ``"indexing": "0-based"``): a numeric winner
  ``1`` would be the second side;
- scores for which lower is better (``"lower_is_better": true``, ``"higher_is_better": false``, ``"unit": "errors"``,
  ``"direction": "minimize"``);
- a per-side rank or place that puts the other side first (``"rank_a": 2, "rank_b": 1``, ``"position_of_A": "second
  place"``), a margin below zero (``"margin": -3``, ``"score_diff": -5``) or a signed difference against the winner
  (``"a_minus_b": -4`` beside ``"winner": "A"``);
- an adjusted or final score of a side that puts the other side ahead (``"score_1_adjusted": 5`` beside
  ``"score_1": 8, "score_2": 6``; version 81).

Each makes the verdict ``ambiguous`` (a parse failure the review queue sees): the template's scale cannot express it.
Linear in the object's fields."""

from __future__ import annotations

import re

from judge_engine.pipeline.parsing.json_fields import flag, named_side

_SWAP_FLAG = re.compile(
    r"(?:is_)?+(?:[a-z]++_)?+(?:swap|swaps|swapped|flip|flipped|order_reversed|reverse_order|reversed_order|inverted)"
)
# the scores' direction: {"direction": "minimize"}, {"objective": "min"} (version 80, adversarial pass 75 H5)
_DIRECTION_KEY = re.compile(r"direction|objective|goal|optimi[sz]e|sort|better_when")
_MINIMIZE = re.compile(
    r"\s*+(?:min|minimi[sz]e[sd]?+|minimum|lower(?:\s++is\s++better)?+|lowest|ascending|asc)\s*+", re.I
)
_NEGATED = re.compile(r"\s*+(?:negated|negative|inverted|flipped|reversed|-1|minus)\s*+", re.I)
_ORDER_KEY = re.compile(r"(?:presentation_|display_|side_|label_|answer_)?+order(?:ing)?+")
_REVERSED_ORDER = re.compile(
    r"\s*+(?:revers\w*+|swap\w*+|flip\w*+|invert\w*+|b\s*+[,>/-]?\s*+a|2\s*+[,>/-]?\s*+1|second\s*+,\s*+first"
    r"|(?:descending|ascending|sorted)\s++by\s++(?:\w++\s++)?+(?:badness|errors?|mistakes?|faults?|loss|distance))\s*+",
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
        if scored and _DIRECTION_KEY.fullmatch(k) and isinstance(v, str) and _MINIMIZE.fullmatch(v):
            return True  # "direction": "minimize"
        if scored and k in ("sign", "polarity") and isinstance(v, str) and _NEGATED.fullmatch(v):
            return True  # "sign": "negated" (version 81, adversarial pass 78)
    if maps_other(keys):
        return True  # "score_1_is": "second response" (version 81)
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
    return _per_side_against(keys, winner) or _adjusted_against(keys, winner)


# a side's score after a correction, beside the raw pair: "score_1_adjusted", "final_score_2", "score_a_penalized"
_ADJUSTED = (
    r"(?:adjusted|final|corrected|revised|calibrated|normali[sz]ed|updated|penali[sz]ed|new|after_\w++|post_\w++)"
)
_ADJUSTED_KEY = re.compile(
    r"(?:score|rating|reward)_?+(?P<s>[ab12])_"
    + _ADJUSTED
    + r"|"
    + _ADJUSTED
    + r"_(?:score|rating|reward)_?+(?P<s2>[ab12])"
    # version 81, second round (adversarial pass 78): "calibrated_1", "z_2", "win_prob_1"
    r"|(?:calibrated|normali[sz]ed|z|z_?score|standardi[sz]ed|win_prob(?:ability)?+)_?+(?P<s3>[ab12])"
)
# a side's penalty beside the raw pair ("penalty_1": 3.0, "length_penalty_1": 5.0): the raw score less it
_PENALTY_KEY = re.compile(r"(?:[a-z]+_)?penalt(?:y|ies)_?+(?P<s>[ab12])")
# both sides' adjusted scores as a list ("normalized": [0.1, 0.9])
_ADJUSTED_LIST = re.compile(r"(?:calibrated|normali[sz]ed|adjusted|final|z_?scores?|standardi[sz]ed)(?:_scores?)?+")
_RAW_KEY = re.compile(r"(?:score|assistant)_?+(?P<s>[ab12])")


def _number(v: object) -> bool:
    """Whether ``v`` is a JSON number (not a bool)."""
    return isinstance(v, (int, float)) and not isinstance(v, bool)


def _adjusted_against(keys: dict[str, object], winner: str) -> bool:
    """Whether a side's adjusted score (``"score_1_adjusted": 5``, ``"score_1_final": 5, "score_2_final": 6``,
    ``"calibrated_1"``, ``"z_2"``, ``"win_prob_1"``, ``"normalized": [0.1, 0.9]``, or the raw score less a side's
    ``"penalty_1"``), with the raw score standing for a side it does not adjust, puts the side other than ``winner``
    ahead (version 81, adversarial passes 77 and 78: the raw pair was read)."""
    raw: dict[str, float] = {}
    adjusted: dict[str, float] = {}
    penalties: dict[str, float] = {}
    for k, v in keys.items():
        if _ADJUSTED_LIST.fullmatch(k) and isinstance(v, list) and len(v) == 2 and all(map(_number, v)):
            adjusted |= {"first": float(v[0]), "second": float(v[1])}  # "normalized": [0.1, 0.9]
        if isinstance(v, bool) or not isinstance(v, (int, float)):
            continue
        if (m := _ADJUSTED_KEY.fullmatch(k)) is not None:
            adjusted[_SIDE_SLOT[m.group("s") or m.group("s2") or m.group("s3")]] = float(v)
        elif (m := _PENALTY_KEY.fullmatch(k)) is not None:
            penalties[_SIDE_SLOT[m.group("s")]] = float(v)
        elif (m := _RAW_KEY.fullmatch(k)) is not None:
            raw[_SIDE_SLOT[m.group("s")]] = float(v)
    if penalties and len(raw) == 2:
        adjusted = {side: raw[side] - penalties.get(side, 0.0) for side in raw} | adjusted
    if not adjusted:
        return False
    two = raw | adjusted
    return len(two) == 2 and two["first"] != two["second"] and (two["first"] > two["second"]) != (winner == "first")


_PER_SIDE = re.compile(r"(?P<s>[ab12])_(?P<what>[a-z_]++)|(?P<what2>[a-z_]+?)_(?P<s2>[ab12])")
_QUALITY = re.compile(
    r"(?:overall_|final_|total_)?+(?:scores?|ratings?|grades?|points|quality|is_correct|correct(?:ness)?+|accura(?:te|cy)"
    r"|helpful(?:ness)?+|relevan(?:t|ce)|wins?|pass(?:ed|es)?+|votes?|reward)"
)
_LOWER = re.compile(r"errors?|mistakes?|bugs?|issues?|flaws?|penalt(?:y|ies)|loss|distance|hallucinations?|rank|place")


def _per_side_against(keys: dict[str, object], winner: str) -> bool:
    """Whether a pair of per-side fields (``"rating_a": 2, "rating_b": 9``, ``"errors_a": 4, "errors_b": 0``,
    ``"a_correct": false, "b_correct": true``; a quality, :data:`_QUALITY`, or a count of what is wrong, :data:`_LOWER`;
    not ``"tokens_a"``) prefers the side other than ``winner``: the higher number (the lower for :data:`_LOWER`), or
    the one flag true (version 80, adversarial pass 75 H5)."""
    pairs: dict[str, dict[str, float]] = {}
    for k, v in keys.items():
        if (m := _PER_SIDE.fullmatch(k)) is None or _PROBABILITY_LIKE.fullmatch(k):
            continue
        if isinstance(v, bool):
            value = float(v)
        elif isinstance(v, (int, float)):
            value = float(v)
        else:
            continue
        what = m.group("what") or m.group("what2")
        if not (_QUALITY.fullmatch(what) or _LOWER.fullmatch(what)):
            continue  # "tokens_a", "latency_b": no quality of the answer
        pairs.setdefault(what, {})[_SIDE_SLOT[m.group("s") or m.group("s2")]] = value
    for what, two in pairs.items():
        if len(two) != 2 or two["first"] == two["second"]:
            continue
        first_better = (two["first"] < two["second"]) if _LOWER.search(what) else (two["first"] > two["second"])
        if first_better != (winner == "first"):
            return True
    return False


# per-side probabilities are read by json_context (p_a, prob_b, probability_a_better), ranks and places above
_PROBABILITY_LIKE = re.compile(
    r"(?:p|prob|probability|rank|place|position)_?+(?:of_)?+[ab12](?:_\w++)?+|[ab12]_minus_[ab12]"
)


# a key saying which response a score or position is ("score_1_is": "second response", "first_scored": "Response 2")
_MAPPING_KEY = re.compile(
    r"(?:score|reward|rating)_?+(?P<s>[12ab])_(?:is|for|belongs_to|refers_to|means|of)|(?P<o>first|second)_(?:scored"
    r"|score|listed|shown|slot|position)"
)


def maps_other(keys: dict[str, object]) -> bool:
    """Whether a key says a score or position is the other response's (``"score_1_is": "second response"``,
    ``"first_scored": "Response 2"``; version 81, adversarial pass 78)."""
    for k, v in keys.items():
        if (m := _MAPPING_KEY.fullmatch(k)) is None or not isinstance(v, str):
            continue
        slot = named_side(m.group("s") or m.group("o"))
        named = named_side(v) or named_side(v.lower().replace("response", "").replace("answer", "").strip())
        if slot in ("first", "second") and named in ("first", "second") and slot != named:
            return True
    return False
