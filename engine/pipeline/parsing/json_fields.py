"""The fields of a JSON verdict object that void its verdict (:func:`voided`): a stand-in or failure
(``"note": "placeholder values"``, ``"status": "failed"``, ``"valid": false``), a flag that calls it an example
or takes it back (``"is_example": true``, ``"retracted": true``, ``"final": false``), an error message
(``"error_message": "rate limited"``), and a ``loser`` that names the winner (``{"winner": "A", "loser": "A"}``,
self-contradictory: ``ambiguous``)."""

from __future__ import annotations

import re

from judge_engine.pipeline.parsing.json_failures import reports_failure

# a JSON field that says the object holds no real verdict: a stand-in value ("note": "placeholder values"),
# a failed status ("status": "failed"), a false validity flag ("valid": false)
_STAND_IN_VALUE = re.compile(
    r"\b(?:placeholder|dummy|fallback|stand-?in|default\s++(?:values?|scores?|verdict)"
    # version 72 (adversarial pass 62 H7): "guessing", "mock output", "auto-filled", "none at all", "human annotator"
    r"|guess(?:ing|ed)?+|mock|auto-?filled|auto-?generated|could\s++not\s++(?:evaluate|judge|compare)|none\s++at\s++all"
    r"|human\s++annotators?"
    # version 75 (adversarial pass 65 J5, J6): "responses truncated; verdict unreliable", "could not read responses"
    r"|verdict\s++(?:is\s++)?+unreliable|could\s++not\s++read|random\s++(?:pick|choice|guess)|coin\s++(?:flip|toss)"
    # version 77 (fresh pass full67 H2): "randomly assigned", "chosen at random", "made up", "fabricated", "hypothetical
    # scores", "not based on the responses", "copied from the example"
    r"|random(?:ly)?+\s++(?:assigned|chosen|picked|generated|selected)|(?:chosen|picked|assigned|selected)\s++at\s++random"
    r"|made[\s-]++up|fabricated|hypothetical|not\s++based\s++on\s++the\s++(?:responses|answers|outputs)"
    r"|copied\s++from\s++the\s++(?:example|reference(?:\s++answer)?+)|unscored|not\s++scored|(?:scores?|values?|numbers?)\s++not\s++(?:computed"
    r"|calculated|available|assigned)|(?:scores?|values?|numbers?|verdict)\s++(?:(?:are|were|is|was)\s++)?+(?:invented"
    r"|arbitrary|illustrative)|(?:invented|arbitrary|illustrative|example)\s++(?:scores?|values?|numbers?|verdict)"
    r"|illustrative\s++only"
    # version 81 (adversarial pass 77): "responses were empty", "scored the prompt only", "not loaded"
    r"|(?:responses?|answers?|outputs?|inputs?|completions?)\s++(?:were|was|are|is)\s++(?:empty|blank|missing"
    r"|unavailable|truncated)|(?:prompts?|questions?)\s++only|only\s++the\s++(?:prompts?|questions?)|not\s++loaded"
    # version 81, second round (adversarial pass 78): another item's, a heuristic's, other languages' stand-ins
    r"|not\s++this\s++(?:pair|item|question)|other[-\s]question|another\s++(?:pair|item|question)|heuristic|par\s++d[ée]faut"
    r"|por\s++defecto|de\s++ejemplo|platzhalter|fallid[oa]|[ée]chou[ée]|fehlgeschlagen)\b|\u5360\u4f4d|\u9ed8\u8ba4"
    r"|\u793a\u4f8b|\u5931\u8d25"
    r"|<\s*+fill\s++in\b[^<>\n]{0,30}+>|<\s*+(?:your|insert)\b[^<>\n]{0,30}+>",  # v87 (pass 95): "<fill in>"
    re.I,
)
_FAILED_STATUS = frozenset(
    {"failed", "failure", "error", "invalid", "incomplete", "aborted", "timeout", "default", "truncated", "fallback"}
    # version 75 (adversarial pass 65 J5)
    | {"skipped", "not evaluated", "unevaluated", "partial", "simulated", "test", "example", "sample", "placeholder"}
    | {"mock", "dummy", "dry run", "dry_run", "demo", "stale", "unknown"}
)
# a status or note that says the verdict is not settled (issue 13 adv8 M4): "status": "pending", "note": "tentative"
_PENDING = re.compile(
    r"\s*+(?:pending|tentative|provisional|preliminary|draft|unverified|unconfirmed|not\s++final|refused|declined)"
    r"[\s.!]*+",
    re.I,
)
_PENDING_KEYS = ("status", "state", "note", "notes", "comment")
# a flag that, when true, calls the object an example or takes it back; one that, when false, says it is not
# the judge's final verdict
_TRUE_VOIDS = frozenset(
    {
        "is_example",
        "example",
        "is_sample",
        "sample",
        "is_template",
        "template",
        "is_placeholder",
        "placeholder",
        "retracted",
        "is_retracted",
        "withdrawn",
        "draft",
        "is_draft",
        "hypothetical",
        "is_hypothetical",
        "dummy",
        "refused",
        "refusal",
        "is_refusal",
        "declined",
        "abstained",
        "pending",
        "is_pending",
        "tentative",
        "is_tentative",
        "conditional",
        "is_conditional",
        "guess",
        "is_guess",
        "estimate",
        "is_estimate",
        "discard",  # version 81 (adversarial pass 78): "discard": true, "imputed": true, "gave_up": true
        "discarded",
        "imputed",
        "gave_up",
        # version 72 (fresh pass full62 H2)
        "default",
        "is_default",
        "fallback",
        "is_fallback",
        "truncated",
        "is_truncated",
        "incomplete",
        "is_incomplete",
        "mock",
        "is_mock",
        "failed",
        "is_failed",
        # version 75 (adversarial pass 65 J5, J8)
        "test",
        "is_test",
        "simulated",
        "is_simulated",
        "skipped",
        "is_skipped",
        "dry_run",
        "is_dry_run",
        "demo",
        "is_demo",
        "synthetic",
        "is_synthetic",
        "unreliable",
        "partial",
        "is_partial",
        "stale",
        "is_stale",
        "labels_reversed",
        "reversed",
        "swapped",
        "order_swapped",
        "labels_swapped",
        "position_swapped",  # version 78 (adversarial pass 71 F12)
        "positions_swapped",
        # version 77 (fresh pass full67 H2); a flag is read with or without "is_" (voided)
        "made_up",
        "fake",
        "not_evaluated",
        "unevaluated",
        "fabricated",
        "invented",
        "random",
        "randomized",
        "arbitrary",
        "guessed",
        "sample_output",
        "illustrative",
        "stub",
        "unverified",
        "no_eval",
        "test_only",
        "timeout",  # version 80 (adversarial pass 75 H5): {"score_1": 0.8, "score_2": 0.3, "timeout": true}
        "timed_out",
    }
)
_FALSE_VOIDS = frozenset(
    {
        "valid",
        "is_valid",
        "success",
        "ok",
        "final",
        "is_final",
        "certain",
        "is_certain",
        "confident",
        "confirmed",
        "completed",
        "complete",
        "is_complete",
        # version 75 (adversarial pass 65 J5)
        "evaluated",
        "is_evaluated",
        "judged",
        "is_judged",
        "reliable",
        "is_reliable",
        "can_judge",
        "verified",
        "is_verified",
        "real",
        "is_real",
        "scored",  # version 81 (adversarial pass 78): "scored": false
        "is_scored",
    }
)
# a flag written as a string or a number: "valid": "false", "valid": 0, "default": "true" (fresh pass full62 H2)
_TRUE_TEXT = frozenset({"true", "yes", "1"})
_FALSE_TEXT = frozenset({"false", "no", "0"})


def flag(value: object) -> bool | None:
    """A JSON flag's truth: a boolean, the numbers 1 and 0, or the strings of :data:`_TRUE_TEXT` /
    :data:`_FALSE_TEXT`; None for anything else."""
    if isinstance(value, bool):
        return value
    if isinstance(value, (int, float)) and value in (0, 1):
        return bool(value)
    if isinstance(value, str) and value.strip().lower() in _TRUE_TEXT | _FALSE_TEXT:
        return value.strip().lower() in _TRUE_TEXT
    return None


# a field that gives the verdict to someone other than the judge (adv9 L1): "source": "reference", "by": "Assistant A"
_SOURCE_KEYS = ("source", "origin", "author", "by", "from", "attributed_to")
# (version 75, adversarial pass 65 J6: "label_source": "human", "judge": "previous", "annotator": "gpt-3.5 baseline")
_SOURCE_KEY = re.compile(r"(?:[a-z0-9]++_)*+source|source_\w++|judge|annotator|labell?+er|rater|grader|evaluator")
_OTHERS = re.compile(
    r"\s*+(?:the\s++)?+(?:reference(?:\s++answer)?+|gold(?:\s++label)?+|ground[\s_-]*+truth|user|human|annotators?|prompt"
    r"|expected|(?:assistant|response|model|output)(?:\s*+\(?+[ab12]\)?+)?+|default|fallback|random|mock|placeholder"
    r"|(?:previous|earlier|prior|another|other|older|last)(?:\s++\w++)?+|[\w.\-]++\s++baseline|baseline"
    r"|heuristic(?:\s++[\w-]++){0,3})\s*+",
    re.I,
)
# another run's or a copy in a source field's words (version 87, adversarial pass 95 family 11): "judge": "gpt-3.5
# (previous run)", "source": "copied from the previous evaluation"
_OTHERS_SAID = re.compile(
    r"\b(?:previous|earlier|prior|older|another|other|last)\s++(?:run|evaluation|judge|judg(?:e)?+ment|result|verdict|pass"
    r"|grader|annotation|model|reviewer|batch)s?+\b|\b(?:copied|cached|reused|borrowed)\b",
    re.I,
)
# a key that holds an error message: "error", "errors", "error_message", "errorMessage", "error_code", "exception"
_ERROR_KEY = re.compile(
    r"(?:[a-z]+_)?(?:error|exception)s?(?:[_\s-]?+(?:message|msg|code|type|detail|details|text))?+"  # "parse_error"
)
# a key naming what the object is ({"winner": "B", "type": "example"}; version 75, adversarial pass 65 J5)
_KIND_KEYS = ("type", "kind", "mode", "role", "purpose")  # "role", "purpose": version 80 (adversarial pass 75 H5)
_KIND_VOIDS = frozenset(
    {
        "example",
        "sample",
        "test",
        "demo",
        "mock",
        "simulated",
        "placeholder",
        "dry run",
        "dry_run",
        "demonstration",
        "format demonstration",
        "format example",
        "illustration",
    }
)


# a key whose zero says the judge has no confidence in its verdict: {"winner": "A", "confidence": 0}
_CONFIDENCE_KEYS = ("confidence", "certainty", "confidence_score", "confidence_level")
_ZERO = re.compile(
    r"\s*+(?:0++(?:\.0++)?+\s*+(?:%|/\s*+\d++)?+|none|zero|no(?:\s++confidence)?+|(?:very\s++)?+low|minimal)\s*+", re.I
)
# the string fields that explain a verdict ({"winner": "B", "reason": "A is clearly better"})
# ("summary", "conclusion", "analysis": version 77, adversarial pass 68 H10)
EXPLANATION_KEYS = (
    "explanation",
    "reason",
    "reasoning",
    "rationale",
    "justification",
    "summary",
    "conclusion",
    "analysis",
    "feedback",  # version 78 (adversarial pass 71 F12): "feedback", "why", "verdict_reason"
    "why",
    "verdict_reason",
    "thoughts",  # version 80 (adversarial pass 73 H6): "thoughts", "thinking", "critique", "comparison"
    "thought",
    "thinking",
    "critique",
    "comparison",
)


def no_confidence(keys: dict[str, object]) -> bool:
    """Whether a confidence field (:data:`_CONFIDENCE_KEYS`, or a key ending ``_confidence``/``_certainty``:
    ``"winner_confidence"``) of a JSON object's (case-folded) fields is zero: the number 0 (``"confidence": 0``,
    ``0.0``) or a string that is only zero or none (``"0"``, ``"0%"``, ``"0.0"``, ``"none"``)."""
    for k, v in keys.items():
        if k not in _CONFIDENCE_KEYS and not k.endswith(("_confidence", "_certainty")):
            continue
        if isinstance(v, bool) or v is None:
            continue
        if isinstance(v, (int, float)) and v == 0:
            return True
        if isinstance(v, str) and _ZERO.fullmatch(v):
            return True
    return False


def voided(keys: dict[str, object]) -> bool:
    """Whether a JSON object's (case-folded) fields say it holds no verdict of the judge's: an error key
    (:data:`_ERROR_KEY`) with a value other than null, false or empty; a string value that calls it a
    stand-in (:data:`_STAND_IN_VALUE`); ``status`` a failure (:data:`_FAILED_STATUS`); a status or note that is
    only a pending word (:data:`_PENDING`: ``"status": "pending"``, ``"note": "tentative"``); a flag of
    :data:`_TRUE_VOIDS` true, with or without ``is_`` (``"is_example": true``, ``"retracted": true``, ``"is_dummy":
    true``) or of :data:`_FALSE_VOIDS`
    false (``"valid": false``, ``"final": false``); a confidence of zero (:func:`no_confidence`); a nested object
    naming a side's label as the other side (:func:`_relabels`: ``"labels": {"A": "Response 2"}``); a condition
    (:data:`_CONDITION_KEYS`: ``"condition": "the code compiles"``); since version 81 a failure reported in other fields
    (:func:`~judge_engine.pipeline.parsing.json_failures.reports_failure`: ``"status": "failed: timeout"``, ``"status":
    500``, ``"warning": "input truncated"``, ``"turn": 1``)."""
    if any(_ERROR_KEY.fullmatch(k) and v not in (None, False, "", [], {}) for k, v in keys.items()):
        return True  # an error payload, whatever else it holds
    if isinstance(role := keys.get("role"), str) and role.strip().lower() in ("user", "system"):
        return True  # a chat message echoed: {"role": "user", "winner": "A"} (version 77, adversarial pass 68 H10)
    status = keys.get("status")
    if isinstance(status, str) and status.strip().lower() in _FAILED_STATUS:
        return True
    if reports_failure(keys, EXPLANATION_KEYS):
        return True  # "status": "failed: timeout", "status": 500, "warning": "...", "turn": 1 (version 81)
    if any(isinstance(v := keys.get(k), str) and _PENDING.fullmatch(v) for k in _PENDING_KEYS):
        return True  # "status": "pending", "note": "tentative"
    if any(flag(keys.get(k)) is False for k in _FALSE_VOIDS):
        return True
    if any(k.removeprefix("is_") in _TRUE_VOIDS and flag(v) is True for k, v in keys.items()):
        return True  # "is_example": true, "made_up": true, "is_dummy": true
    if no_confidence(keys):
        return True  # {"winner": "A", "confidence": 0}, "confidence": "low"
    sources = (v for k, v in keys.items() if k in _SOURCE_KEYS or _SOURCE_KEY.fullmatch(k))
    if any(isinstance(v, str) and (_OTHERS.fullmatch(v) or _OTHERS_SAID.search(v)) for v in sources):
        return True  # "source": "reference", "label_source": "human"
    if any(isinstance(v := keys.get(k), str) and v.strip().lower() in _KIND_VOIDS for k in _KIND_KEYS):
        return True  # "type": "example"
    if any(isinstance(v := keys.get(k), str) and v.strip() for k in _CONDITION_KEYS):
        return True  # {"winner": "A", "condition": "the code compiles"} (version 79, adversarial pass 73 H6)
    if any(isinstance(v, dict) and _relabels(v) for v in keys.values()):
        return True  # "labels": {"A": "Response 2", "B": "Response 1"} (version 79, adversarial pass 71 F12)
    return any(isinstance(v, str) and _STAND_IN_VALUE.search(v) for v in keys.values())


_CONDITION_KEYS = ("condition", "conditions", "caveat", "if", "assuming", "provided", "only_if", "unless")
"""Fields whose non-empty text makes the verdict conditional (version 79, adversarial pass 73 H6)."""


def _relabels(mapping: dict[object, object]) -> bool:
    """Whether a nested object maps a side's name to another side named in words (``{"A": "Response 2"}``: the
    judge's labels are not the prompt's slots); numbers are no names (``"scores": {"A": 2, "B": 1}``)."""
    for k, v in mapping.items():
        if isinstance(v, str) and not v.strip().isdigit():
            key = _SCORE_KEY.fullmatch(str(k).lower())  # "labels": {"score_1": "Response 2"} (version 81, pass 78)
            side, named = named_side(key.group(1) if key else k), named_side(v)
            if side in ("first", "second") and named in ("first", "second") and side != named:
                return True
    return False


_SCORE_KEY = re.compile(r"(?:score|reward|rating)_?+([12ab])")


def named_side(value: object) -> str | None:
    """The slot (``"first"``, ``"second"``, ``"tie"``) a JSON value names as a winner (:data:`WINNERS`, read
    lower-cased with parentheses dropped and spaces collapsed: ``"Output (b)"`` is ``"second"``, ``1`` is
    ``"first"``); None when it names none. The one reading of a side for every JSON field (winner, loser, the
    alternative winner keys and the other fields of :mod:`~judge_engine.pipeline.parsing.json_context`)."""
    return WINNERS.get(" ".join(str(value).lower().replace("(", " ").replace(")", " ").split()))


def loser_is_winner(keys: dict[str, object], winner: str | None) -> bool:
    """Whether the object's ``loser`` field names the same side (:func:`named_side`) as its ``winner``
    (``"first"``, ``"second"``, ``"tie"`` or None): ``{"winner": "A", "loser": "A"}``. ``{"winner": "A",
    "loser": "B"}`` agrees."""
    return winner is not None and "loser" in keys and named_side(keys["loser"]) == winner


# a JSON winner value, lower-cased with parentheses dropped, to the slot it names (moved here from formats.py)
WINNERS = {"a": "first", "1": "first", "b": "second", "2": "second", "c": "tie", "tie": "tie", "draw": "tie"}
WINNERS |= {"first": "first", "second": "second"}  # version 75 (adversarial pass 65 M1)
# a winner named "Assistant A", "Response B", "Model 2", "Output (b)" (parentheses and case dropped)
WINNERS |= {
    f"{n} {k}": w
    for n in ("assistant", "response", "model", "output", "answer")
    for k, w in WINNERS.items()
    if k in "ab12"
}
# Chatbot Arena's and the underscore spellings ("model_a", "response_b"), and "the first response" (version 72,
# adversarial pass 62 M1)
WINNERS |= {
    f"{n}_{k}": w
    for n in ("assistant", "response", "model", "output", "answer")
    for k, w in WINNERS.items()
    if k in "ab12"
}
WINNERS |= {
    f"{d}{o} {n}": w
    for d in ("", "the ")
    for o, w in (("first", "first"), ("second", "second"))
    for n in ("response", "answer", "assistant", "output", "model", "one")
}


# a key naming the preferred response by its number ("preferred": 2, "choice": 1, "best": [2]; version 86, adversarial
# pass 93 CJ), read against the scores by json_winner.against
PICK_KEY = re.compile(
    r"(?:preferred|preference|choice|best|chosen|pick|selected|selection)(?:_?+(?:response|answer))?+"
)


def picked(v: object) -> str | None:
    """The slot a pick key's number names (``2``, ``2.0``, ``[2]``: ``second``), else None."""
    pick = v[0] if isinstance(v, list) and len(v) == 1 else v
    return (
        named_side(int(pick))
        if isinstance(pick, (int, float)) and not isinstance(pick, bool) and pick in (1, 2)
        else None
    )
