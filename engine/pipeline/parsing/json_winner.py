"""A JSON verdict object's other fields read against its winner or its score pair (parser versions 75-83; issue 13):
:func:`against`, which :func:`~judge_engine.pipeline.parsing.formats._json_verdict` calls, and the closed set of fields
a winner may stand beside (:func:`unknown_beside_winner`, version 83). Split out of
:mod:`~judge_engine.pipeline.parsing.json_context` in version 83, which keeps the field names and the per-field readers
(the module docstring there lists what each field may say)."""

from __future__ import annotations

import re

from judge_engine.pipeline.parsing.after_verdict import SIDE_NAMES
from judge_engine.pipeline.parsing.contradiction import states_other
from judge_engine.pipeline.parsing.fault_words import faulted, loser_said
from judge_engine.pipeline.parsing.json_context import (
    _ASPECT_KEY,
    _BESIDE_SCORES,
    _CALLED_LOSER,
    _CLEAR_WHEN_FALSE,
    _LOSER_KEY,
    _LOWER_BETTER,
    _NARROW,
    _NOTE_KEY,
    _ONLY,
    _OWN_PROBABILITY,
    _PROBABILITY,
    _SLOTS,
    _TAKEN_BACK,
    _TIE_NOTE,
    _nested_side,
    _side,
    unknown_beside_scores,
)
from judge_engine.pipeline.parsing.json_fields import EXPLANATION_KEYS, PICK_KEY, flag, named_side, picked
from judge_engine.pipeline.parsing.json_scales import turned
from judge_engine.pipeline.parsing.label_clauses import asks_fault, sides_named
from judge_engine.pipeline.parsing.label_faults import not_own, unknown_explanation
from judge_engine.pipeline.parsing.last_decision import decides_otherwise
from judge_engine.pipeline.parsing.quantities import MEASURE
from judge_engine.pipeline.parsing.relabelled import relabelled

# an explanation saying the scores are an example's, a sample's or the reference's ("These are the scores from the
# example in the instructions.", "Sample output showing the format.", "The scores the reference answer would get.";
# version 83, adversarial pass 83 N5)
_NOT_OWN_SCORES = re.compile(
    r"\W*+(?:(?:these|those|the)\s++(?:are\s++)?+(?:the\s++)?+(?:scores?|numbers?|values?|ratings?)\b[^.\n]{0,80}?"
    r"\b(?:example|sample|reference|format|placeholder|instructions|template|demo|illustration)"
    r"|(?:an?\s++)?+(?:sample|example|demo|illustrative|dummy|placeholder)\s++(?:output|scores?|format|values?|ratings?)\b)",
    re.IGNORECASE,
)


# an explanation saying what each side's number counts: a fault or a unit per side ("Factual errors: 6 in Response 1, 1
# in Response 2.", "Mistakes counted in each answer.", "Seconds each response takes to run."; version 84, adversarial
# pass 87 BJ)
_PER_SIDE = re.compile(
    r"\b(?:each|per|every)\s++(?:answer|response|output|assistant|model)\b|\b\d++(?:\.\d++)?+\s++(?:in|for)\s++(?:the\s++)?+"
    r"(?:response|answer|output|assistant)\s*+\(?+[12ab]\)?+",
    re.IGNORECASE,
)
_COUNTED = re.compile(
    r"\b(?:counts?|counted|counting|tall(?:y|ied|ies)|numbers?\s++of|how\s++many|seconds?|milliseconds?|ms|minutes?"
    r"|tokens?|words?|characters?|lines?|bytes?)\b",
    re.IGNORECASE,
)


def _counts_per_side(text: str) -> bool:
    """Whether a JSON explanation beside per-side scores says what each side's number counts: a fault or a unit, per
    side (:data:`_PER_SIDE`, :data:`_COUNTED`, :func:`~judge_engine.pipeline.parsing.fault_words.faulted`)."""
    return _PER_SIDE.search(text) is not None and (_COUNTED.search(text) is not None or faulted(text))


# a per-side tie flag: false beside a side is no fault ({"winner": "A", "tie": false})
_TIE_KEYS = frozenset(("tie", "is_tie", "draw", "is_draw"))


_DONE_KEYS = frozenset(
    ("valid", "completed", "complete", "success", "succeeded", "ok", "final", "done", "parsed", "certain", "confident")
)


_OVERALL = re.compile(r"\W*+(?:overall|general|all\s++aspects|everything)(?:\s++quality)?+\W*+", re.IGNORECASE)


_DONE_VALUES = frozenset(("ok", "success", "done", "completed", "complete", "valid", "final"))


_MARGIN = re.compile(
    r"\W*+(?:clear|large|small|slight|narrow|wide|big|significant|moderate|substantial)\W*+", re.IGNORECASE
)


# per-side texts or lists a judge writes beside its winner
_PER_SIDE_TEXT = re.compile(
    r"(?:(?:response|assistant|answer|output|model)_?+[ab12]_)?+(?:strengths?|weakness(?:es)?+|pros|cons|issues|problems"
    r"|errors|mistakes|flaws|improvements|suggestions|key_(?:differences|points|factors)|differences|highlights|merits)"
    r"(?:_(?:[ab12]|response_?+"
    r"[ab12]|assistant_?+[ab12]))?+"
)


_PER_SIDE_RANK = re.compile(r"rank_?+[ab12]|(?:response|assistant)_?+[ab12]_rank")


_PER_SIDE_SCORE = re.compile(
    r"(?:response|assistant|answer|output|model)_?+(?P<s>[ab12])_(?:score|rating|points)"
    r"|(?:score|rating|points)_(?:response|assistant|answer|output|model)_?+(?P<t>[ab12])"
)


def _named_sides(text: str) -> set[str]:
    """The slots (``first``, ``second``) ``text`` names (``Assistant B``, ``Response 1``, a bare capital ``A``;
    :func:`~judge_engine.pipeline.parsing.label_clauses.sides_named`)."""
    return {"first" if side == "a" else "second" for side in sides_named(text)}


def _faults_winner(text: str, slot: str) -> bool:
    """Whether ``text`` (a JSON verdict's explanation or note) names the winner's ``slot`` and no other side, and holds
    the words of a fault or a loser (:data:`~judge_engine.pipeline.parsing.label_words.FAULT`: ``"Assistant B loses on
    every criterion."``, ``"Which is worse? Assistant B."``, ``"Response 2 has far more factual errors."``) that it does
    not state as absent (:func:`~judge_engine.pipeline.parsing.label_words.faulted`: ``"Response 1 has no
    errors."``)."""
    return _named_sides(text) == {slot} and faulted(text)


_NEGATIVE_FIELD = re.compile(r"weakness(?:es)?+|cons|issues|problems|errors|mistakes|flaws|improvements|suggestions")


_POSITIVE_FIELD = re.compile(r"strengths?|pros|highlights|merits")


_SIDE_FIELD = re.compile(
    r"(?:(?:response|assistant|answer|output|model)_?+(?P<p>[ab12])_)?+(?P<f>[a-z]++(?:_[a-z]++)??)"
    r"(?:_(?:(?:response|assistant|answer|output|model)_?+)?+(?P<s>[ab12]))?+"
)


_NONE_TEXT = re.compile(
    r"\W*+(?:(?:none|nothing|n/?a|no(?:ne)?\s++(?:real\s++)?+(?:needed|found|noted|strengths?|merits?|weakness(?:es)?+"
    r"|issues?|problems?|errors?|flaws?))\b.*+|-|\u2014)?+\W*+",
    re.IGNORECASE | re.DOTALL,
)


def _per_side_fields(keys: dict[str, object]) -> dict[tuple[str, str], bool]:
    """Per-side text fields of a JSON verdict (``strengths_a``, ``response_2_issues``, ``"weaknesses": {"A": ...}``):
    ``(kind, slot)`` -> whether the field says something (not empty, ``None.``, ``[]``); kind ``+`` for strengths, ``-``
    for weaknesses, errors and improvements."""
    out: dict[tuple[str, str], bool] = {}

    def said(v: object) -> bool:
        if isinstance(v, list):
            return any(said(x) for x in v)
        return isinstance(v, str) and not _NONE_TEXT.fullmatch(v)

    for k, v in keys.items():
        m = _SIDE_FIELD.fullmatch(k)
        if m is None:
            continue
        kind = (
            "+" if _POSITIVE_FIELD.fullmatch(m.group("f")) else "-" if _NEGATIVE_FIELD.fullmatch(m.group("f")) else None
        )
        if kind is None:
            continue
        side = m.group("p") or m.group("s")
        if side is not None:
            slot = named_side(side)
            if slot in _SLOTS:
                out[(kind, slot)] = said(v)
        elif isinstance(v, dict):
            for sk, sv in v.items():
                if (slot := _side(sk)) in _SLOTS:
                    out[(kind, slot)] = said(sv)
    return out


def _sides_disagree(keys: dict[str, object], winner: str) -> bool:
    """Whether per-side fields (:func:`_per_side_fields`) give the winner faults and the other side none, or the other
    side merits and the winner none (``"errors_b": ["wrong date"], "errors_a": []`` beside ``"winner": "B"``;
    adversarial pass 85 C1). A field a side lacks counts as saying nothing."""
    fields = _per_side_fields(keys)
    if not fields:
        return False
    other = "second" if winner == "first" else "first"
    faults = fields.get(("-", winner), False) and not fields.get(("-", other), False)
    merits = fields.get(("+", other), False) and not fields.get(("+", winner), False)
    return faults or merits


def _topic_texts(keys: dict[str, object]) -> list[str]:
    """The texts of the per-topic fields a JSON verdict may hold beside its winner (:data:`_PER_SIDE_TEXT` without a
    side: ``key_points``, ``differences``, ``issues``), read as its explanation is."""
    out: list[str] = []
    for k, v in keys.items():
        if _PER_SIDE_TEXT.fullmatch(k) and (m := _SIDE_FIELD.fullmatch(k)) is not None:
            if m.group("p") or m.group("s"):
                continue
            for x in v if isinstance(v, list) else [v]:
                if isinstance(x, str):
                    out.append(x)
    return out


# a text field saying what the winner key holds, in a fault's words ("The winner key holds the response with the bugs.")
_WINNER_FAULTED = re.compile(
    r"\bwinner\b(?=.*\b(?:bugs?|errors?|problems?|mistakes?|shipped|mark\s++down|reject))", re.I | re.S
)


# a note about the winner key's answer or "it" ("It is the underwhelming one.", "The winner field holds the answer that
# hangs on empty input."), not one that sets it against the other ("the other has errors"; version 85, pass 89 BJ)
_ABOUT_IT = re.compile(r"^\W*+(?:it|this|that)\b|\bwinner\s++(?:field|key|slot)\b", re.IGNORECASE)
_AGAINST_OTHER = re.compile(r"\b(?:other|others|first|second|former|latter|both|neither)\b", re.IGNORECASE)


def _faults_it(text: str) -> bool:
    """Whether a JSON note (naming no side) faults the answer the winner key names (:data:`_ABOUT_IT`)."""
    return _ABOUT_IT.search(text) is not None and _AGAINST_OTHER.search(text) is None and faulted(text)


def unknown_beside_winner(keys: dict[str, object], winner: str | None) -> bool:
    """Whether a JSON object whose verdict is a winner key (``{"winner": "A", ...}``,
    :func:`~judge_engine.pipeline.parsing.json_context.alternative_winner`) holds a field a reader cannot check against
    it (version 83, adversarial pass 82 BA070-BA074, NV042: ``"task": "pick the worse response"``, ``"metric": "error
    count"``, ``"question": "Which response has more errors?"``): any field none of :data:`_ALLOWED` lets stand. The
    fields the loop of :func:`against` reads are checked there first, so their own statuses stand."""
    return any(not any(allowed(k, v, keys, winner) for allowed in _ALLOWED) for k, v in keys.items())


def _plain_field(k: str, v: object, keys: dict[str, object], winner: str | None) -> bool:
    """A field a score pair may stand beside (:data:`_BESIDE_SCORES`), a null or empty value, a false fault or tie flag
    (``"position_swapped": false``), a success flag (``"valid": true``, ``"valid": "true"``, ``"status": "ok"``), an
    overall aspect, a margin, or metadata naming no side (``"judge": "gpt-4"``)."""
    if k in _BESIDE_SCORES or v in (None, "", [], {}):
        return True
    if v is False and (
        _CLEAR_WHEN_FALSE.fullmatch(k) or k in _TIE_KEYS or _CLEAR_WHEN_FALSE.fullmatch(k.rsplit("_")[-1])
    ):
        return True
    if k in _DONE_KEYS and (v is True or (isinstance(v, str) and v.strip().lower() in ("true", "yes"))):
        return True
    if k == "status" and isinstance(v, str) and v.strip().lower() in _DONE_VALUES:
        return True
    if k in _ASPECT_KEY and isinstance(v, str) and _OVERALL.fullmatch(v):
        return True  # "aspect": "overall quality"
    if k in ("margin", "difference", "gap"):
        number = isinstance(v, (int, float)) and not isinstance(v, bool) and v >= 0
        return number or (isinstance(v, str) and _MARGIN.fullmatch(v) is not None)
    return k in _METADATA and isinstance(v, str) and not _named_sides(v) and len(v) <= 80


def _per_side_field(k: str, v: object, keys: dict[str, object], winner: str | None) -> bool:
    """A loser key naming a side, per-side texts (``strengths_a``, ``key_differences``), per-side numbers agreeing with
    the winner (``"scores": {"A": 8, "B": 6, "C": 1}``, ``"criteria": {"accuracy": {"A": 5, "B": 9}}``,
    ``"response_2_score": 9``), per-side ranks or probabilities, an identity mapping of the labels (``"labels": {"A":
    "Response 1", "B": "Response 2"}``), or a nested verdict object naming the same winner."""
    if _LOSER_KEY.search(k) and named_side(v) is not None:
        return True  # "rejected": "B" (a loser naming the winner failed in the loop)
    if _PER_SIDE_TEXT.fullmatch(k) and isinstance(v, (str, list, dict)):
        return True
    if isinstance(v, dict) and ("winner" in v or "verdict" in v):
        return named_side(v.get("winner", v.get("verdict"))) == winner  # {"winner": "A", "x": {"winner": "A"}}
    if isinstance(v, dict) and v and all(isinstance(x, dict) for x in v.values()):
        nested = [x.get("winner", x.get("verdict")) for x in v.values()]
        if all(named_side(n) == winner for n in nested if n is not None) and any(n is not None for n in nested):
            return True  # {"winner": "A", "x": {"winner": "A"}}
        return all(_nested_side(x, kk) in (winner, "tie") for kk, x in v.items() if isinstance(x, dict))
    if isinstance(v, dict) and v and all(named_side(a) == named_side(b) is not None for a, b in v.items()):
        return True  # "labels": {"A": "Response 1", "B": "Response 2"}
    if isinstance(v, dict) and v and all(isinstance(x, (int, float)) and not isinstance(x, bool) for x in v.values()):
        sides = {kk: x for kk, x in v.items() if _side(kk) in _SLOTS}
        if len(sides) == 2 and _nested_side(sides, k) in (winner, "tie"):
            return True  # "scores": {"A": 9, "B": 2, "C": 1}
    if isinstance(v, (dict, list)) and _nested_side(v, k) is not None:
        return True  # "scores": {"A": 8, "B": 6}, "ranking": ["A", "B"]
    if _PER_SIDE_RANK.fullmatch(k) and isinstance(v, int) and not isinstance(v, bool):
        return True  # "rank_a": 1, "rank_b": 2 (json_scales.turned refuses ranks that disagree with the winner)
    if (_PROBABILITY.fullmatch(k) or _OWN_PROBABILITY.fullmatch(k)) and isinstance(v, (int, float)):
        return True
    return _agreeing_score(k, v, keys, winner)


def _agreeing_score(k: str, v: object, keys: dict[str, object], winner: str | None) -> bool:
    """A per-side score field (``response_2_score``) whose pair agrees with the winner."""
    m = _PER_SIDE_SCORE.fullmatch(k)
    if m is None or not isinstance(v, (int, float)) or isinstance(v, bool):
        return False
    other = next((x for kk, x in keys.items() if kk != k and _PER_SIDE_SCORE.fullmatch(kk)), None)
    if not isinstance(other, (int, float)) or isinstance(other, bool):
        return False
    mine_first = named_side(m.group("s") or m.group("t")) == "first"
    first, second = (v, other) if mine_first else (other, v)
    return (
        (first > second and winner == "first")
        or (second > first and winner == "second")
        or (first == second and winner == "tie")
    )


def _one_sided_note(k: str, v: object, keys: dict[str, object], winner: str | None) -> bool:
    """A note or comment naming one side only (``"note": "Assistant B is more accurate"``, ``"comment": "B misread the
    question"``); :func:`against` reads it for a fault of the winner's, a taken-back verdict or the other side."""
    return bool(_NOTE_KEY.fullmatch(k) and isinstance(v, str) and len(_named_sides(v)) == 1)


_ALLOWED = (_plain_field, _per_side_field, _one_sided_note)
# a key naming the preferred response by its number ("preferred": 2, "choice": 1, "best": [2])
# metadata a judge may write beside its verdict ("judge": "gpt-4", "source": "judge")
_METADATA = frozenset(
    ("judge", "judge_model", "model", "source", "evaluator", "id", "run_id", "timestamp", "version", "language")
)


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
        if PICK_KEY.fullmatch(k) and winner in _SLOTS and picked(v) not in (None, winner):
            return "ambiguous"  # {"score_1": 0.9, "score_2": 0.1, "preferred": 2} (version 86, adversarial pass 93 CJ)
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
    if scored and any(MEASURE.match(v) or _NOT_OWN_SCORES.match(v) or _counts_per_side(v) for v in explained):
        return "ambiguous"  # "explanation": "Number of factual errors in each response." (version 83, pass 83 B4)
    slot = {"a": "first", "b": "second"}.get(side or "")
    notes = explained + [v for k, v in keys.items() if _NOTE_KEY.fullmatch(k) and isinstance(v, str)]
    topics = _topic_texts(keys)  # "key_points", "differences", "highlights", "issues" (adversarial pass 85 B3, N4)
    if slot is not None and any(_faults_winner(v, slot) for v in notes + topics):
        return "ambiguous"  # "Assistant B loses on every criterion." beside "winner": "B" (adversarial pass 84 B5, C2)
    if any(
        not _named_sides(v) and (loser_said(v) or asks_fault(v) or _WINNER_FAULTED.search(v) or _faults_it(v))
        for v in notes + topics
    ):
        return "ambiguous"  # "Per the task, the winner field names the weaker response." (adversarial pass 85 B3)
    if side is not None and any(not_own(v) for v in topics):
        return "ambiguous"  # "Per the task, the winner field names the weaker response." (adversarial pass 85 B3)
    if slot is not None and _sides_disagree(keys, slot):
        return (
            "ambiguous"  # "strengths_a": "None.", "strengths_b": "Correct, complete" beside "winner": "A" (pass 85 C1)
        )
    if side is not None and any(unknown_explanation(v) for v in notes):
        return "ambiguous"  # "explanation": "Better at nothing.", "once corrected, B would be better" (version 83)
    # the walk's reading of an explanation ("Response 1 is nonsense.", "B runs circles around A."; version 81)
    sides = (SIDE_NAMES["a"], SIDE_NAMES["b"])
    return (
        "ambiguous" if side in ("a", "b") and any(decides_otherwise(v + "\n", side, sides) for v in explained) else None
    )
