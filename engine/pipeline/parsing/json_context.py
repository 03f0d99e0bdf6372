"""The other fields of a JSON verdict object read against its verdict (parser version 75; issue 13, adversarial pass
65 J1-J8): the field names and per-field readers :func:`~judge_engine.pipeline.parsing.json_winner.against` applies
(moved there in version 83), :func:`alternative_winner` and :func:`unknown_beside_scores`.

``{"winner": "A"}`` is read by :func:`~judge_engine.pipeline.parsing.formats._json_verdict`; the object's other fields
may name another side or take the verdict back, and then the object holds no one verdict of the judge's:

- a field whose value names a side (``A``, ``Response B``, ``tie``, :data:`~judge_engine.pipeline.parsing.json_fields.
  WINNERS`) must name the winner (``"preferred": "A"``, ``"final_winner": "B"`` beside ``"winner": "A"`` are
  ``ambiguous``), unless its key calls that side the loser (``"worse"``, ``"rejected"``, ``"loser_response"``), which
  must then name the other side (``{"winner": "A", "rejected": "A"}`` is ``ambiguous``);
- a note or comment that takes the verdict back (``"I meant B"``, ``"Just kidding."``, ``"Never mind."``), states the
  other side (:func:`~judge_engine.pipeline.parsing.contradiction.states_other`), or calls it a random pick or an
  unreliable one is ``no_verdict`` / ``ambiguous``;
- a nested object or list of per-side numbers (``"scores": {"A": 2, "B": 9}``, ``"scores": [2, 9]``), a ranking list
  (``"ranking": ["B", "A"]``) and a per-side probability (``"probability_A_better": 0.1``) must prefer the winner, and
  a tie flag (``"tie": true``) must not stand beside a side (else ``ambiguous``);
- a scope limited to one aspect (``"aspect": "formatting only"``) is ``no_verdict``;
- scores for which lower is better (``"note": "lower is better"``, ``"rank, 1 = best"``, ``"metric": "error count"``,
  ``"perplexity"``) are ``ambiguous``: the higher score is not the better answer;
- a score pair beside any field but a winner, an explanation or a confidence (:func:`unknown_beside_scores`,
  version 82) is ``ambiguous``: the field may say what the numbers measure.

Field names are case-folded; values are read as written. Linear in the object's size."""

from __future__ import annotations

import re

from judge_engine.pipeline.parsing.json_fields import EXPLANATION_KEYS, named_side
from judge_engine.pipeline.parsing.loser_lead import LOSER

# keys that name the judge's pick under another name ({"chosen": "A", "rejected": "B"} reads A)
ALTERNATIVE_WINNER_KEYS = (
    "chosen",
    "preferred",
    "preferred_response",
    "preference",
    "better_response",
    "best",
    "choice",
    "selected",
    "pick",
)


# a key that calls the side it names the loser
_SLOTS = ("first", "second")


_LOSER_KEY = re.compile(
    r"worse|worst|los(?:er|ing|t)|reject|inferior|disprefer|weaker|avoid|bad|not_preferred|incorrect|wrong"  # v80
)


# the keys whose text is the judge's note on its verdict
_NOTE_KEY = re.compile(r"(?:notes?|comments?|remarks?|warnings?|corrections?|updates?|edits?|addendum|ps)(?:_\w+)?+")


_TAKEN_BACK = re.compile(
    r"\b(?:i\s++meant|i\s++mean|(?:that|it|this)\s++should\s++(?:be|have\s++been|read)|just\s++kidding|kidding|jk"
    r"|never\s*+mind|scratch\s++that|disregard|ignore\s++(?:this|that|it|the\s++(?:verdict|winner|above))|typo"
    r"|wrong\s++(?:label|side|letter|winner|one)|random(?:ly)?+\s++(?:pick|picked|choice|chosen|guess|selection)"
    r"|(?:picked|chosen|selected)\s++at\s++random|at\s++random|coin\s++(?:flip|toss)|arbitrar(?:y|ily)|unreliable"
    r"|not\s++reliable|not\s++(?:my|the)\s++(?:real|final|actual)\s++(?:verdict|answer|choice)"
    r"|(?:labels?|order|sides?|positions?)\s++(?:(?:was|were|is|are|got)\s++)?+(?:swapped|reversed|flipped)"
    r"|refers\s++to\s++the\s++(?:first|second|other))\b",
    re.I,
)


_ASPECT_KEY = frozenset({"aspect", "criterion", "criteria", "dimension", "scope", "based_on", "basis", "focus"})


_ONLY = re.compile(r"\b(?:only|solely|just|alone|exclusively)\b", re.I)


# an aspect that is one narrow quality of an answer, not its whole: {"winner": "A", "aspect": "length"} (version 78,
# adversarial pass 68 H10)
_NARROW = re.compile(
    r"\W*+(?:length|verbosity|brevity|conciseness|format(?:ting)?+|markdown|style|tone|grammar|spelling|politeness"
    r"|structure|presentation|readability|word\s++count|layout)\W*+",
    re.I,
)


# scores for which lower is better: the higher one is not the better answer
_LOWER_BETTER = re.compile(
    r"\blower\s++(?:is|=|means)\s++better\b|\bhigher\s++(?:is|=|means)\s++worse\b|\branks?\b|\branking\b|\b1\s*+=\s*+best\b"
    r"|\b(?:number|count)\s++of\s++(?:errors|mistakes|issues|bugs|flaws)\b|\b(?:error|mistake|issue|bug|flaw)s?+\s++counts?\b"
    r"|\bperplexity\b|\bloss(?:es)?+\b|\bdistance\b|\bpenalty\b|\btoxicity\b|\bharmfulness\b|\bhallucination\s++rate\b",
    re.I,
)


def _side(value: object) -> str | None:
    """The slot (``first``, ``second``, ``tie``) a JSON string value names
    (:func:`~judge_engine.pipeline.parsing.json_fields.named_side`); None for other values and names."""
    return named_side(value) if isinstance(value, str) else None


_PER_SIDE_LIST = re.compile(r"(?:scores?|ratings?|points|grades?)")


_RANKING_KEY = re.compile(
    r"(?:ranking|ranked|rank_order|rank_ordering|ranking_order|order|preference_order|preferences?)"
)


_PROBABILITY = re.compile(r"(?:p|prob|probability)_?+(?P<s>[ab12])(?:_(?:better|wins?|preferred))?+")


# the probability or confidence of the stated verdict itself ({"winner": "A", "probability": 0.1}; version 80,
# adversarial pass 73 H6): below a third, the verdict is not the likeliest of win, loss and tie
_OWN_PROBABILITY = re.compile(
    r"(?:(?:winner|verdict|win)_)?+(?:probability|prob|confidence|certainty|likelihood)(?:_(?:score|level|winner))?+"
    r"|p_?+(?:win|winner|better|verdict)"
)


# a note that calls it a tie ({"winner": "A", "note": "a tie, really"}; version 80, adversarial pass 73 H6)
# a value calling one side the loser: "A is the dispreferred response", "Response 1 is worse"
_CALLED_LOSER = re.compile(
    r"\W*+(?:(?:response|answer|output|assistant|model)\s*+)?+\(?+(?P<s>[ab12])\)?+\s++(?:is|was)\s++(?:"
    + LOSER
    + r")\b",
    re.I,
)


_TIE_NOTE = re.compile(r"(?<!\bnot\s)(?<!\bnot\sa\s)(?<!\bno\s)\b(?:tie|draw|toss-?up|dead\s++heat)(?![-\w])", re.I)


def _nested_side(value: dict | list, key: str) -> str | None:
    """The slot a nested object or list of per-side numbers prefers (``"scores": {"A": 2, "B": 9}`` and ``"scores": [2,
    9]`` prefer ``second``; a key for which lower is better, :data:`_LOWER_BETTER`, the other: ``"error_count": {"A":
    5, "B": 0}`` prefers ``second`` too), or the first side a ranking list names (``"ranking": ["B", "A"]``); None
    unless its keys name the two sides (:func:`_side`) and its values are both numbers."""
    if isinstance(value, list):
        if _RANKING_KEY.fullmatch(key) and value and (first := _side(value[0])) in ("first", "second"):
            return first  # version 77 (adversarial pass 68 H10)
        if not (_PER_SIDE_LIST.fullmatch(key) and len(value) == 2):
            return None
        value = {"a": value[0], "b": value[1]}
    per_side = {_side(k): x for k, x in value.items()}
    if set(per_side) != {"first", "second"} or len(value) != 2:
        return None
    a, b = per_side["first"], per_side["second"]
    if not all(isinstance(x, (int, float)) and not isinstance(x, bool) for x in (a, b)):
        return None
    if _LOWER_BETTER.search(key.replace("_", " ")):
        a, b = b, a
    return "first" if a > b else "second" if b > a else "tie"


def alternative_winner(keys: dict[str, object]) -> str | None:
    """The slot the object's :data:`ALTERNATIVE_WINNER_KEYS` name when it has no ``winner`` / ``verdict`` / ``better``
    key (``{"chosen": "A", "rejected": "B"}``, ``{"preferred": "B"}``; pass 65 M1: read as no verdict), when they all
    name one side; else None."""
    named = {s for k in ALTERNATIVE_WINNER_KEYS if k in keys and (s := _side(keys[k])) is not None}
    return next(iter(named)) if len(named) == 1 else None


# the fields a score pair may stand beside (version 82, adversarial pass 80 BA065-BA070, NO010, NO032-NO052): two
# numbers have no side of their own, and any other field may say what they measure ("type": "cost", "metric":
# "length", "stage": "warm-up", "pair": 7, "nan_detected": true), so it is read only beside these (or a null one)
_BESIDE_SCORES = frozenset(
    ("score_1", "score_2", "score_a", "score_b", "assistant_1", "assistant_2", "winner", "verdict", "better")
    + ALTERNATIVE_WINNER_KEYS
    + EXPLANATION_KEYS
    + ("confidence", "certainty", "confidence_score", "confidence_level")
)


# the fields whose false value reports nothing wrong ("error": false, "is_example": false)
_CLEAR_WHEN_FALSE = re.compile(
    r"errors?|warnings?|fail\w*+|is_\w++|truncated|refus\w*+|time[d_]*out|retr\w*+|swapped|made_up|fabricated|fake|random"
    r"|placeholder|stand_?in|dummy|example|test|mock|default|guess\w*+|reversed|flipped|inverted|retracted"
)


def unknown_beside_scores(keys: dict[str, object]) -> bool:
    """Whether a JSON object whose verdict rests on a score pair holds a field outside :data:`_BESIDE_SCORES` whose
    value is not null or empty, nor false for a field that reports a fault (``{"score_1": 4, "score_2": 2, "type":
    "cost"}`` and ``"model_loaded": false``: ``True``; ``"error": null`` and ``"error": false``: ``False``), or a pick
    under another name that names no side (``"preferred": "lower score"``). The reward backend writes the scores
    alone (:func:`~judge_engine.backends.reward.scores_json`)."""
    for k, v in keys.items():
        if k in ALTERNATIVE_WINNER_KEYS and isinstance(v, str) and named_side(v) is None:
            return True  # "preferred": "lower score" (adversarial pass 81 B2)
        if k in _BESIDE_SCORES or v in (None, "", [], {}) or (v is False and _CLEAR_WHEN_FALSE.fullmatch(k)):
            continue
        return True  # "model_loaded": false, "type": "cost"
    return False
