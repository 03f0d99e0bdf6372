"""JSON fields reporting that a reward model's or a judge's object holds no real scores (parser version 81; issue 13,
adversarial passes 75, 77 and 78), for :func:`~judge_engine.pipeline.parsing.json_fields.voided`:
:func:`reports_failure`. A value outside the explanation that starts as a failure report (``"status": "failed:
timeout"``, ``"error: CUDA OOM"``, other languages' ``"fallido"``), a status field that starts with a denial (``"valid":
"no (NaN logits)"``, ``"inputs": "empty"``), a failure's status or exit code (``"status": 500``, ``"exit_code": 1``), a
fallback used (``"fallback": "length heuristic"``), no real model (``"model": "random"``), a warning (``"warning":
"input truncated"``), or one turn named (``"turn": 1``, ``"for": "turn 1"``: the scores are that turn's, not the
item's). Linear in the object's fields."""

from __future__ import annotations

import re
from collections.abc import Collection

# version 81 (adversarial pass 77): a value that starts as a failure report ("failed: timeout", "error: CUDA OOM",
# "skipped: input too long"), in any field but the judge's explanation; and in a status field a denial too
# ("valid": "no (NaN logits)", "result": "error")
_FAILURE_TEXT = re.compile(
    r"\W*+(?:error|failed|failure|fail|skipped|skip|timeout|timed\s++out|invalid|aborted|crash\w*+|oom"
    r"|out\s++of\s++memory|unavailable|exception)\b\s*+(?:[:(\-\u2013\u2014]|$)",
    re.I,
)
_CODE_KEYS = ("status", "status_code", "code", "http_status", "exit_code", "returncode", "return_code")
_NO_MODEL = re.compile(
    r"\s*+(?:random|dummy|mock|none|heuristic|baseline|length|fallback|n/a)(?:[\s_-]++\w++)?+\s*+", re.I
)


def _failed_code(value: object) -> bool:
    """Whether a status or exit code is a failure's: an HTTP status of 400 or more, a non-zero exit code."""
    if isinstance(value, bool) or not isinstance(value, int):
        return False
    return value >= 400 or 0 < value < 100


_WARNING_KEYS = ("warning", "warnings", "alert", "alerts", "caution")
_TURN_KEY = re.compile(r"(?:for_|scored_|evaluated_)?+turns?+(?:_(?:index|number|id|no))?+")
_TURN_VALUE = re.compile(r"\s*+(?:for\s++|only\s++)?+(?:the\s++)?+(?:turn|round)\s*+#?\d++(?:\s++only)?+\s*+", re.I)


def _warned(value: object) -> bool:
    """Whether a warning field holds a warning: text other than a denial (``"none"``), or a non-empty list."""
    if isinstance(value, str):
        return bool(value.strip()) and _DENIAL.fullmatch(value.strip()) is None
    return isinstance(value, list) and any(isinstance(x, str) and x.strip() for x in value)


_STATUS_KEYS = (
    *("status", "state", "result", "outcome", "valid", "validity", "is_valid", "ok", "success", "health"),
    *("inputs", "input", "responses", "estado", "etat", "zustand"),
)
_DENIAL = re.compile(r"\W*+(?:no|none|null|nan|n/a|false|empty|missing)\b", re.I)


def reports_failure(keys: dict[str, object], skip: Collection[str] = ()) -> bool:
    """Whether the object's (case-folded) fields report a failure or scores of something else (the module's
    docstring); ``skip``: the keys holding the judge's explanation (its prose may start with ``Error``)."""
    if any(isinstance(v, str) and _FAILURE_TEXT.match(v) for k, v in keys.items() if k not in skip):
        return True  # "status": "failed: timeout", "error_detail": "timeout" (version 81, adversarial pass 77)
    if any(isinstance(v := keys.get(k), str) and _DENIAL.match(v) for k in _STATUS_KEYS):
        return True  # "valid": "no (NaN logits)", "result": "none" (version 81)
    if any(_failed_code(keys.get(k)) for k in _CODE_KEYS):
        return True  # "status": 500, "exit_code": 1 (version 81, adversarial pass 78)
    if any(isinstance(v := keys.get(k), str) and v.strip() for k in ("fallback", "fallback_used", "imputed_by")):
        return True  # "fallback": "length heuristic"
    if isinstance(model := keys.get("model"), str) and _NO_MODEL.fullmatch(model):
        return True  # "model": "random"
    if any(_warned(keys.get(k)) for k in _WARNING_KEYS):
        return True  # "warning": "input truncated" (version 81, the leftover of adversarial pass 75)
    if any(_TURN_KEY.fullmatch(k) or (isinstance(v, str) and _TURN_VALUE.fullmatch(v)) for k, v in keys.items()):
        return True  # "turn": 1, "for": "turn 1": the scores are one turn's, not the item's (version 81, pass 75)
    return False
