"""The other fields of a JSON verdict object read against its verdict (parser version 75; issue 13, adversarial pass
65 J1-J8): :func:`against` and :func:`alternative_winner`.

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

from judge_engine.pipeline.parsing.after_verdict import SIDE_NAMES
from judge_engine.pipeline.parsing.contradiction import states_other
from judge_engine.pipeline.parsing.json_fields import EXPLANATION_KEYS, flag, named_side
from judge_engine.pipeline.parsing.json_scales import turned
from judge_engine.pipeline.parsing.label_words import faulted, unknown_explanation
from judge_engine.pipeline.parsing.last_decision import decides_otherwise
from judge_engine.pipeline.parsing.loser_lead import LOSER
from judge_engine.pipeline.parsing.quantities import MEASURE
from judge_engine.pipeline.parsing.relabelled import relabelled

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


# an explanation saying the scores are an example's, a sample's or the reference's ("These are the scores from the
# example in the instructions.", "Sample output showing the format.", "The scores the reference answer would get.";
# version 83, adversarial pass 83 N5)
_NOT_OWN_SCORES = re.compile(
    r"\W*+(?:(?:these|those|the)\s++(?:are\s++)?+(?:the\s++)?+(?:scores?|numbers?|values?|ratings?)\b[^.\n]{0,80}?"
    r"\b(?:example|sample|reference|format|placeholder|instructions|template|demo|illustration)"
    r"|(?:an?\s++)?+(?:sample|example|demo|illustrative|dummy|placeholder)\s++(?:output|scores?|format|values?|ratings?)\b)",
    re.IGNORECASE,
)
# a per-side tie flag: false beside a side is no fault ({"winner": "A", "tie": false})
_TIE_KEYS = frozenset(("tie", "is_tie", "draw", "is_draw"))


_DONE_KEYS = frozenset(
    ("valid", "completed", "complete", "success", "succeeded", "ok", "final", "done", "parsed", "certain", "confident")
)
_OVERALL = re.compile(r"\W*+(?:overall|general|all\s++aspects|everything)(?:\s++quality)?+\W*+", re.IGNORECASE)
_DONE_VALUES = frozenset(("ok", "success", "done", "completed", "complete", "valid", "final"))
_SIDE_MENTION = re.compile(r"(?i:\b(?:assistant|response|output|answer|model)\s*+\(?+(?P<n>[ab12])\b)|\b(?P<l>[AB])\b")


_MARGIN = re.compile(
    r"\W*+(?:clear|large|small|slight|narrow|wide|big|significant|moderate|substantial)\W*+", re.IGNORECASE
)
# per-side texts or lists a judge writes beside its winner
_PER_SIDE_TEXT = re.compile(
    r"(?:(?:response|assistant|answer|output|model)_?+[ab12]_)?+(?:strengths?|weakness(?:es)?+|pros|cons|issues|problems"
    r"|errors|improvements|suggestions|key_(?:differences|points|factors)|differences|highlights)(?:_(?:[ab12]|response_?+"
    r"[ab12]|assistant_?+[ab12]))?+"
)
_PER_SIDE_RANK = re.compile(r"rank_?+[ab12]|(?:response|assistant)_?+[ab12]_rank")
_PER_SIDE_SCORE = re.compile(
    r"(?:response|assistant|answer|output|model)_?+(?P<s>[ab12])_(?:score|rating|points)"
    r"|(?:score|rating|points)_(?:response|assistant|answer|output|model)_?+(?P<t>[ab12])"
)


def _named_sides(text: str) -> set[str]:
    """The slots (``first``, ``second``) ``text`` names (``Assistant B``, ``Response 1``, a bare capital ``A``)."""
    return {
        "first" if (m.group("n") or m.group("l")).lower() in "a1" else "second" for m in _SIDE_MENTION.finditer(text)
    }


def _faults_winner(text: str, slot: str) -> bool:
    """Whether ``text`` (a JSON verdict's explanation or note) names the winner's ``slot`` and no other side, and holds
    the words of a fault or a loser (:data:`~judge_engine.pipeline.parsing.label_words.FAULT`: ``"Assistant B loses on
    every criterion."``, ``"Which is worse? Assistant B."``, ``"Response 2 has far more factual errors."``) that it does
    not state as absent (:func:`~judge_engine.pipeline.parsing.label_words.faulted`: ``"Response 1 has no
    errors."``)."""
    return _named_sides(text) == {slot} and faulted(text)


def unknown_beside_winner(keys: dict[str, object], winner: str | None) -> bool:
    """Whether a JSON object whose verdict is a winner key (``{"winner": "A", ...}``, :func:`alternative_winner`) holds
    a field a reader cannot check against it (version 83, adversarial pass 82 BA070-BA074, NV042: ``"task": "pick the
    worse response"``, ``"metric": "error count"``, ``"question": "Which response has more errors?"``): anything but
    the fields a score pair may stand beside (:data:`_BESIDE_SCORES`), a loser key naming a side (``"rejected":
    "B"``), per-side numbers or a ranking list (``"scores": {"A": 8, "B": 6}``), a per-side probability
    (``"probability_A_better": 0.9``), a null or empty value, a false fault flag or a false tie flag, a success flag
    (``"valid": true``, ``"status": "ok"``), or a note naming the winner and no other side (``"note": "Assistant B is
    more accurate"`` beside ``"winner": "B"``; ``"note": "winner = the worse response"`` names none). The fields the
    loop of :func:`against` reads are checked there first, so their own statuses stand."""
    for k, v in keys.items():
        if (
            k in _BESIDE_SCORES
            or v in (None, "", [], {})
            or (v is False and (_CLEAR_WHEN_FALSE.fullmatch(k) or k in _TIE_KEYS))
        ):
            continue
        if _LOSER_KEY.search(k) and named_side(v) is not None:
            continue  # "rejected": "B" (a loser naming the winner failed in the loop)
        if (
            v is True
            and k in _DONE_KEYS
            or (k == "status" and isinstance(v, str) and v.strip().lower() in _DONE_VALUES)
        ):
            continue  # "valid": true, "status": "ok"
        if v is False and _CLEAR_WHEN_FALSE.fullmatch(k.rsplit("_", 1)[-1]):
            continue  # "position_swapped": false
        if k in _ASPECT_KEY and isinstance(v, str) and _OVERALL.fullmatch(v):
            continue  # "aspect": "overall quality"
        if k in ("margin", "difference", "gap") and isinstance(v, (int, float)) and not isinstance(v, bool) and v >= 0:
            continue  # "margin": 3
        if k in ("margin", "difference", "gap") and isinstance(v, str) and _MARGIN.fullmatch(v):
            continue  # "margin": "clear"
        if _PER_SIDE_TEXT.fullmatch(k) and isinstance(v, (str, list, dict)):
            continue  # "strengths_a", "weaknesses_b", "key_differences", "response_2_issues" (false-failure pass 84f)
        if (
            isinstance(v, dict)
            and v
            and all(isinstance(x, dict) and _nested_side(x, kk) in (winner, "tie") for kk, x in v.items())
        ):
            continue  # "criteria": {"accuracy": {"A": 5, "B": 9}, ...} beside "winner": "B" (false-failure pass 84f)
        if _PER_SIDE_RANK.fullmatch(k) and isinstance(v, int) and not isinstance(v, bool):
            continue  # "rank_a": 1, "rank_b": 2 (json_scales.turned refuses ranks that disagree with the winner)
        if (m := _PER_SIDE_SCORE.fullmatch(k)) is not None and isinstance(v, (int, float)) and not isinstance(v, bool):
            other = next((x for kk, x in keys.items() if kk != k and _PER_SIDE_SCORE.fullmatch(kk)), None)
            if isinstance(other, (int, float)) and not isinstance(other, bool):
                first = v if named_side(m.group("s") or m.group("t")) == "first" else other
                second = other if named_side(m.group("s") or m.group("t")) == "first" else v
                if (
                    (first > second and winner == "first")
                    or (second > first and winner == "second")
                    or (first == second and winner == "tie")
                ):
                    continue  # "response_1_score": 6, "response_2_score": 9 beside "winner": "Response 2"
        if _NOTE_KEY.fullmatch(k) and isinstance(v, str) and _named_sides(v) == {winner}:
            continue  # "note": "Assistant B is more accurate" beside "winner": "B" (checked in the loop)
        if isinstance(v, (dict, list)) and _nested_side(v, k) is not None:
            continue  # "scores": {"A": 8, "B": 6}, "ranking": ["A", "B"]
        if (_PROBABILITY.fullmatch(k) or _OWN_PROBABILITY.fullmatch(k)) and isinstance(v, (int, float)):
            continue
        return True
    return False


def against(keys: dict[str, object], winner: str | None, side: str | None, scored: bool) -> str | None:
    """The failure status the object's other fields give its verdict (the module docstring), or None when they let
    it stand. ``keys``: the case-folded fields; ``winner``: the slot its winner key gives (``first``, ``second``,
    ``tie``; None: none); ``side``: the side its verdict picks (``a``, ``b``, ``tie``: the winner's, else the
    scores'; None: none), which a note or an explanation (:data:`~judge_engine.pipeline.parsing.json_fields.
    EXPLANATION_KEYS`: ``{"winner": "A", "explanation": "Assistant B is better."}``) must not contradict
    (:func:`~judge_engine.pipeline.parsing.contradiction.states_other`; else ``ambiguous``); ``scored``: the
    verdict rests on ``score_1`` / ``score_2`` (or their spellings)."""
    # the scores' side stands for a winner key the object lacks ({"score_1": 0.8, "score_2": 0.3, "decision": "B"};
    # version 80, adversarial pass 75 H5)
    if scored and unknown_beside_scores(keys):
        return "ambiguous"  # {"score_1": 4, "score_2": 2, "type": "cost"} (version 82)
    winner = winner if winner is not None else {"a": "first", "b": "second", "tie": "tie"}.get(side or "")
    if turned(keys, winner, scored):
        return "ambiguous"  # "swap": true, "index_base": 0, "lower_is_better": true, "rank_a": 2 (version 80)
    if winner in ("first", "second") and any(flag(keys.get(k)) is True for k in ("tie", "is_tie", "draw", "is_draw")):
        return "ambiguous"  # {"winner": "A", "tie": true} (version 77, adversarial pass 68 H10)
    for k, v in keys.items():
        if isinstance(v, (dict, list)) and winner is not None and _nested_side(v, k) not in (None, winner):
            return "ambiguous"  # {"winner": "A", "scores": {"A": 2, "B": 9}} (version 76, adversarial pass 65 J9)
        if (m := _PROBABILITY.fullmatch(k)) and isinstance(v, (int, float)) and 0 <= v <= 1 and winner is not None:
            if v != 0.5 and (winner == {"a": "first", "1": "first"}.get(m.group("s").lower(), "second")) != (v > 0.5):
                return "ambiguous"  # {"winner": "A", "probability_A_better": 0.1}, "p_b": 0.9 (version 77)
        if _OWN_PROBABILITY.fullmatch(k) and isinstance(v, (int, float)) and not isinstance(v, bool) and 0 <= v < 1 / 3:
            if winner in ("first", "second"):
                return "ambiguous"  # {"winner": "A", "probability": 0.1}, "confidence": 0.05 (version 80)
        if _LOSER_KEY.search(k) and isinstance(v, (str, int)) and not isinstance(v, bool) and winner in _SLOTS:
            if named_side(v) == winner:  # {"score_1": 0.8, "score_2": 0.3, "loser": 1} (version 80, pass 76 F5)
                return "ambiguous"
        if k in ("winner", "verdict", "better", "loser") or not isinstance(v, str):
            continue
        named = _side(v)
        if named is not None and winner is not None and (named == winner) == bool(_LOSER_KEY.search(k)):
            return "ambiguous"  # {"winner": "B", "preferred": "A"}, {"winner": "A", "rejected": "A"}
        if k in _ASPECT_KEY and (_ONLY.search(v) or _NARROW.fullmatch(v)):
            return "no_verdict"  # {"winner": "B", "aspect": "formatting only"}, "aspect": "length" (v78)
        if _NOTE_KEY.fullmatch(k):
            if _TAKEN_BACK.search(v):
                return "no_verdict"  # {"winner": "A", "comment": "Just kidding."}, "note": "coin flip"
            if side is not None and (states_other(v, side) or (side != "tie" and _TIE_NOTE.search(v))):
                return "ambiguous"  # "note": "Assistant B is better", "note": "a tie, really"
        if relabelled(v):
            return "ambiguous"  # "note": "score_1 belongs to Response 2", "keys swapped" (version 81, pass 77)
        if (loser := _CALLED_LOSER.match(v)) is not None and named_side(loser.group("s")) == winner:
            return "ambiguous"  # {"winner": "A", "meaning": "A is the dispreferred response"} (version 81)
        if scored and k not in EXPLANATION_KEYS:
            if _LOWER_BETTER.search(v):
                return "ambiguous"  # {"score_1": 8, "score_2": 3, "note": "lower is better"}
    explained = [v for k in EXPLANATION_KEYS if isinstance(v := keys.get(k), str)]
    if side is not None and any(states_other(v, side) for v in explained):
        return "ambiguous"
    if not scored and winner is not None and unknown_beside_winner(keys, winner):
        return "ambiguous"  # {"winner": "A", "task": "pick the worse response"} (version 83)
    if scored and any(MEASURE.match(v) or _NOT_OWN_SCORES.match(v) for v in explained):
        return "ambiguous"  # "explanation": "Number of factual errors in each response." (version 83, pass 83 B4)
    slot = {"a": "first", "b": "second"}.get(side or "")
    notes = explained + [v for k, v in keys.items() if _NOTE_KEY.fullmatch(k) and isinstance(v, str)]
    if slot is not None and any(_faults_winner(v, slot) for v in notes):
        return "ambiguous"  # "Assistant B loses on every criterion." beside "winner": "B" (adversarial pass 84 B5, C2)
    if side is not None and any(unknown_explanation(v) for v in notes):
        return "ambiguous"  # "explanation": "Better at nothing.", "once corrected, B would be better" (version 83)
    # the walk's reading of an explanation ("Response 1 is nonsense.", "B runs circles around A."; version 81)
    sides = (SIDE_NAMES["a"], SIDE_NAMES["b"])
    return (
        "ambiguous" if side in ("a", "b") and any(decides_otherwise(v + "\n", side, sides) for v in explained) else None
    )
