"""The OpenAI chat-completions wire format, shared by the ``openai`` backend and the batch files.

No HTTP here and no third-party import: request bodies, response parsing (choices, usage,
logprobs), the classification of errors, ``Retry-After`` and the backoff schedule.
:mod:`judge_engine.backends.openai` sends what this builds (over :mod:`judge_engine.backends.openai_http`);
:mod:`judge_engine.pipeline.batchfiles` writes it to and reads it from OpenAI batch JSONL.

**Control strings in user text.** Over the API the server renders the chat template from string
contents with a tokenizer judge-engine never sees, so the exact neutralisation of the ``vllm``
backend (:class:`judge_engine.backends.prompts.PromptEncoder`, which knows every added token) is not
possible. :func:`neutralise_controls` applies a generic one instead: every occurrence of a common
chat-template control string (the list the input-time injection detector uses,
``judge_engine.pipeline.injection.CONTROL_TOKEN``: ``<|...|>``, ``<｜...｜>``, ``<s>``, ``</s>``, ``[INST]``,
``<<SYS>>``, ``<start_of_turn>``, ``<bos>``, ...) gets U+2060 WORD JOINER after its first character,
so a tokenizer that matches added tokens on the literal string no longer matches it. Control
strings outside that list (a model's own exotic added tokens), and tokenizers whose normaliser
drops U+2060, are not covered, and neither the detector nor this neutralisation flags them: a model whose
added tokens are not in the list should be judged through the ``vllm`` backend, which neutralises them all.
"""

from __future__ import annotations

import email.utils
import math
import random
import re
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from judge_engine.backends.base import Completion
from judge_engine.pipeline.injection import CONTROL_TOKEN
from judge_engine.pipeline.parsing import verdict_probabilities
from judge_engine.schemas.tables import UNKNOWN_FINISH

__all__ = [
    "BREAKER",
    "MalformedResponse",
    "ParsedResponse",
    "REQUEST_ID_PREFIX",
    "backoff_delay",
    "build_body",
    "error_message",
    "estimate_tokens",
    "is_too_long",
    "neutralise_controls",
    "parse_chat_response",
    "parse_retry_after",
    "request_seed",
    "response_mismatch",
]

#: Inserted after the first character of a control string found in user text.
BREAKER = "\u2060"
_CONTROL = re.compile(CONTROL_TOKEN)
#: OpenAI's ``top_logprobs`` maximum (vLLM's default ``--max-logprobs`` is 20 too).
TOP_LOGPROBS = 20
#: Rough characters per token for the token-rate limiter's estimate (OpenAI's rule of thumb for
#: English text; the server's tokenizer is unknown here).
CHARS_PER_TOKEN = 4


def neutralise_controls(text: str) -> str:
    """``text`` with :data:`BREAKER` after the first character of every common control string
    (module docstring). Text without one is returned unchanged (so prompts and prefix sharing are
    untouched for ordinary text)."""
    if not text or _CONTROL.search(text) is None:
        return text
    for _ in range(4):  # a breaker can expose a new match around it only in contrived text
        text = _CONTROL.sub(lambda m: m.group(0)[0] + BREAKER + m.group(0)[1:], text)
        if _CONTROL.search(text) is None:
            break
    return text


def request_seed(request_key: str) -> int:
    """A per-request sampling seed (31 bits) derived from the request key (as the vllm backend's)."""
    return int(request_key[:8], 16) & 0x7FFFFFFF


def build_body(
    messages: Sequence[Mapping[str, str]],
    model: str,
    *,
    n: int,
    temperature: float,
    top_p: float,
    max_tokens: int,
    seed: int | None = None,
    regex: str | None = None,
    logprobs: bool = False,
) -> dict[str, Any]:
    """The JSON body of one ``POST /v1/chat/completions``.

    Args:
        messages: chat messages (``role``, ``content``); contents pass through
            :func:`neutralise_controls`.
        model: the served model name (``judge.model``).
        n: choices to sample (>= 1).
        temperature, top_p, max_tokens: ``[sampling]`` (``max_tokens`` in tokens per choice).
        seed: a per-request seed, or None (not sent).
        regex: the template's format regex, sent as vLLM's ``structured_outputs = {"regex": ...}``
            extension, or None.
        logprobs: ask for ``logprobs = true`` and ``top_logprobs = 20`` (verdict probabilities).

    Returns:
        A dict ready for JSON.
    """
    body: dict[str, Any] = {
        "model": model,
        "messages": [{"role": m["role"], "content": neutralise_controls(m["content"])} for m in messages],
        "n": n,
        "temperature": temperature,
        "top_p": top_p,
        "max_tokens": max_tokens,
    }
    if seed is not None:
        body["seed"] = seed
    if regex is not None:
        body["structured_outputs"] = {"regex": regex}
    if logprobs:
        body["logprobs"] = True
        body["top_logprobs"] = TOP_LOGPROBS
    return body


def estimate_tokens(body: Mapping[str, Any]) -> int:
    """Tokens one request may use, for the token-rate limiter: prompt characters / 4 (rounded up)
    + ``n x max_tokens``. An estimate: the server's tokenizer is unknown."""
    chars = sum(len(m.get("content") or "") for m in body.get("messages", []))
    return math.ceil(chars / CHARS_PER_TOKEN) + int(body.get("n", 1)) * int(body.get("max_tokens", 0))


class MalformedResponse(ValueError):
    """A 200 response that is not a chat completion of the request sent (the reason is the message)."""


@dataclass
class ParsedResponse:
    """One parsed chat completion.

    Attributes:
        completions: one per choice, ordered by choice ``index`` (0..len-1; may be fewer than asked
            when the server ignores ``n``).
        prompt_tokens, completion_tokens, cached_tokens: the response's ``usage`` (None when absent).
        logprobs_missing: choices asked for logprobs that came without them.
    """

    completions: list[Completion]
    prompt_tokens: int | None = None
    completion_tokens: int | None = None
    cached_tokens: int | None = None
    logprobs_missing: int = 0


def _int_or_none(v: Any) -> int | None:
    return v if isinstance(v, int) and not isinstance(v, bool) and v >= 0 else None


# a logprob above 0, or top logprobs whose probabilities sum above 1, beyond float rounding (servers compute them
# in half precision): no probabilities
_LOGPROB_SLACK = 1e-3
_MASS_SLACK = 1.01


def _token_view(content: Any) -> tuple[list[str], list[dict[str, float]]] | None:
    """Sampled tokens and their alternatives (token -> logprob, the sampled one included) from a
    choice's ``logprobs.content``, or None when it is absent or malformed. Entries of
    ``top_logprobs`` are distinct token ids (the sampled one among them when it ranks in the top),
    so texts repeated there add up; the sampled token is added only when it is not in the list. A position with a
    logprob above 0 or whose alternatives hold more than all of the probability mass makes the whole view None (the
    choice counts in ``logprobs_missing``)."""
    if not isinstance(content, list) or not content:
        return None
    toks: list[str] = []
    top: list[dict[str, float]] = []
    for entry in content:
        if not isinstance(entry, dict) or not isinstance(entry.get("token"), str):
            return None
        d: dict[str, float] = {}
        alts = entry.get("top_logprobs") or []
        for a in alts:
            tok, lp = (a.get("token"), a.get("logprob")) if isinstance(a, dict) else (None, None)
            if isinstance(tok, str) and isinstance(lp, (int, float)) and not isinstance(lp, bool):
                prev = d.get(tok)
                # two token ids can decode to the same text: add their probabilities (log-sum-exp)
                d[tok] = float(lp) if prev is None else max(prev, lp) + math.log1p(math.exp(-abs(prev - lp)))
        lp = entry.get("logprob")
        if entry["token"] not in d and isinstance(lp, (int, float)) and not isinstance(lp, bool):
            d[entry["token"]] = float(lp)  # the sampled token, when outside the top list
        if any(v > _LOGPROB_SLACK for v in d.values()) or sum(math.exp(min(v, 0.0)) for v in d.values()) > _MASS_SLACK:
            return None  # impossible: a positive logprob, or more than all of the mass (fresh pass full61 L3)
        toks.append(entry["token"])
        top.append(d)
    return toks, top


def _carries_error(obj: dict) -> bool:
    """Whether a response or choice object has a non-empty ``error`` field (null, ``{}`` and ``""`` are none)."""
    return obj.get("error") not in (None, {}, "")


def parse_chat_response(data: Any, n_asked: int, probs_format: str | None = None) -> ParsedResponse:
    """Read a chat completion (the JSON of a 200 response, or a batch result line's ``body``).

    Args:
        data: the decoded JSON.
        n_asked: choices the request asked for; more than that, a duplicate or out-of-range
            ``index`` is malformed; fewer is allowed (a server that ignores ``n``).
        probs_format: the template's output format when verdict probabilities were asked for
            (``verdict_brackets``, ``output_ab``), else None.

    Returns:
        :class:`ParsedResponse`. A choice's ``message.content`` of null is read as "" (an empty
        completion, parse status ``empty``), never as a failure; a choice whose ``message.refusal`` holds text (the
        model declined) is read as that text, whatever its content says, with the finish reason ``refusal``, which
        the parser reads as no whole answer (a failure, whatever the text holds). Any other choice's
        ``finish_reason`` is kept as the server gave it; a missing or non-string one becomes ``"unknown"`` (it may be
        cut: it parses like ``length``, see :func:`judge_engine.schemas.tables.cut_short`). ``completion_tokens`` per
        choice: the length of its ``logprobs.content`` when present; otherwise, with one choice, the response's
        ``usage.completion_tokens``; with several, that total on the first choice and None on the others (sums over a
        run stay exact).

    Raises:
        MalformedResponse: not an object, no ``choices`` list, a choice without an integer
            ``index`` in range or without a ``message`` object, a content or refusal that is not a string; an
            error object beside the choices (``"object": "error"``, a non-empty ``error`` on the response or on a
            choice: a gateway's provider error with placeholder choices; fresh pass full70 H1, M1).
    """
    if not isinstance(data, dict):
        raise MalformedResponse(f"response is not a JSON object but {type(data).__name__}")
    if data.get("object") == "error" or _carries_error(data):
        raise MalformedResponse(f"response carries an error: {str(data.get('error'))[:200]}")  # full70 H1 (v78)
    choices = data.get("choices")
    if not isinstance(choices, list) or not choices:
        raise MalformedResponse("response has no choices")
    if len(choices) > n_asked:
        raise MalformedResponse(f"response has {len(choices)} choices, {n_asked} were asked for")
    by_index: dict[int, dict] = {}
    for c in choices:
        idx = c.get("index") if isinstance(c, dict) else None
        if not isinstance(idx, int) or isinstance(idx, bool) or not 0 <= idx < n_asked or idx in by_index:
            raise MalformedResponse(f"choice index {idx!r} missing, out of range or repeated")
        if not isinstance(c.get("message"), dict):
            raise MalformedResponse(f"choice {idx} has no message object")
        content, refused = c["message"].get("content"), c["message"].get("refusal")
        if content is not None and not isinstance(content, str):
            raise MalformedResponse(f"choice {idx} content is {type(content).__name__}, not a string")
        if refused is not None and not isinstance(refused, str):
            raise MalformedResponse(f"choice {idx} refusal is {type(refused).__name__}, not a string")
        if _carries_error(c):
            raise MalformedResponse(f"choice {idx} carries an error: {str(c['error'])[:200]}")
        by_index[idx] = c
    if sorted(by_index) != list(range(len(by_index))):
        raise MalformedResponse(f"choice indices {sorted(by_index)} are not 0..{len(by_index) - 1}")
    raw_usage = data.get("usage")
    usage: dict[str, Any] = raw_usage if isinstance(raw_usage, dict) else {}
    raw_details = usage.get("prompt_tokens_details")
    details: dict[str, Any] = raw_details if isinstance(raw_details, dict) else {}
    total_completion = _int_or_none(usage.get("completion_tokens"))
    comps: list[Completion] = []
    missing = 0
    for i in range(len(by_index)):
        c = by_index[i]
        refusal = c["message"].get("refusal")  # OpenAI's refusal field: the judge declined (fresh pass full65 L2)
        text = refusal if isinstance(refusal, str) and refusal.strip() else c["message"].get("content") or ""
        lp = c.get("logprobs")
        view = _token_view(lp.get("content")) if isinstance(lp, dict) else None
        probs = None
        if probs_format is not None:
            if view is None:
                missing += 1
            else:
                probs = verdict_probabilities(view[0], view[1], probs_format)
        if view is not None:
            ntok: int | None = len(view[0])
        elif len(by_index) == 1:
            ntok = total_completion
        else:
            ntok = total_completion if i == 0 else None
        # a choice without a finish reason may be cut: stored as "unknown", which parses like "length"
        finish = c["finish_reason"] if isinstance(c.get("finish_reason"), str) else UNKNOWN_FINISH
        if text is refusal:
            finish = "refusal"  # declined: no verdict whatever the text says (fresh pass full69 H1)
        comps.append(Completion(text=text, finish_reason=finish, completion_tokens=ntok, verdict_probs=probs))
    return ParsedResponse(
        comps,
        prompt_tokens=_int_or_none(usage.get("prompt_tokens")),
        completion_tokens=total_completion,
        cached_tokens=_int_or_none(details.get("cached_tokens")),
        logprobs_missing=missing,
    )


#: Prefix of the ``X-Request-Id`` judge-engine sends (``je-`` + 32 hex, new for every attempt).
REQUEST_ID_PREFIX = "je-"


_SNAPSHOT = re.compile(r"\d{4}(?:-\d{2}-\d{2})?")


def same_model(got: str, wanted: str) -> bool:
    """Whether a completion's ``model`` is ``wanted`` (``judge.model``): the same name, or a hosted API's
    dated snapshot of it: ``wanted`` followed by ``-`` and a date, ``YYYY-MM-DD`` or ``MMDD``
    (``gpt-4o-2024-08-06`` and ``gpt-4-0613`` for ``gpt-4o`` / ``gpt-4``; ``gpt-4o-mini`` is another model).
    Used by ``batch import`` and, since stop 46 (fresh pass full61 M3), by the live client for every response."""
    if got == wanted:
        return True
    return got.startswith(wanted + "-") and _SNAPSHOT.fullmatch(got[len(wanted) + 1 :]) is not None


def response_mismatch(rid: str, header_id: str | None, body_id: Any) -> str | None:
    """Why a 200 response belongs to another request than the attempt ``rid``, or None.

    A server that echoes judge-engine's ``X-Request-Id`` (in the ``X-Request-Id`` response header, or,
    like vLLM, in the completion id ``chatcmpl-<id>``) must echo this attempt's id. Ids that are not
    judge-engine's (a hosted API's own ``x-request-id: req_...``, a random ``chatcmpl-...``) say
    nothing and are accepted: such a server cannot be checked."""
    for where, value in (("X-Request-Id header", header_id), ("completion id", body_id)):
        if isinstance(value, str) and REQUEST_ID_PREFIX in value and rid not in value:
            return f"response for another request ({where} {value[:80]!r}, this attempt is {rid})"
    return None


def error_message(data: Any, fallback: str = "") -> str:
    """The human message of an error body (OpenAI's ``{"error": {"message": ...}}``, vLLM's
    ``{"message": ...}`` or ``{"error": {"message"}}``, FastAPI's ``{"detail": ...}``), one line,
    at most 300 characters."""
    msg: Any = None
    if isinstance(data, dict):
        err = data.get("error")
        if isinstance(err, dict):
            msg = err.get("message")
            if isinstance(err.get("error"), dict):  # vLLM run-batch's ErrorResponse inside "error"
                msg = err["error"].get("message")
        elif isinstance(err, str):
            msg = err
        msg = msg or data.get("message") or data.get("detail")
    text = " ".join(str(msg if msg else fallback).split())
    return text if len(text) <= 300 else text[:297] + "..."


_TOO_LONG = re.compile(
    r"(?i)context[ _]length|maximum context|context window|too many tokens|prompt is too long"
    r"|input is too long|reduce the length|max_model_len|exceeds the model"
)


def is_too_long(status: int, message: str) -> bool:
    """Whether an error says the prompt (+ max_tokens) does not fit the model's context: a 400, 413
    or 422 whose message says so (OpenAI ``context_length_exceeded``, vLLM "maximum context
    length", TGI "must have less than ... tokens" / "too many tokens")."""
    return status in (400, 413, 422) and (
        _TOO_LONG.search(message) is not None
        or re.search(r"(?i)must (have|be) less than \d+ .*tokens", message) is not None
    )


def parse_retry_after(headers: Mapping[str, str], now: float | None = None) -> float | None:
    """Seconds the server asks to wait: ``retry-after-ms`` (milliseconds, OpenAI), else
    ``Retry-After`` as seconds (RFC 9110 Sec. 10.2.3; a decimal accepted) or an HTTP-date. None when
    absent, unreadable or negative."""
    low = {k.lower(): v for k, v in headers.items()}
    ms = low.get("retry-after-ms")
    if ms is not None:
        try:
            v = float(ms) / 1000
            if math.isfinite(v) and v >= 0:
                return v
        except ValueError:
            pass
    ra = low.get("retry-after")
    if ra is None:
        return None
    try:
        v = float(ra)
        return v if math.isfinite(v) and v >= 0 else None
    except ValueError:
        pass
    try:
        when = email.utils.parsedate_to_datetime(ra)
    except (TypeError, ValueError):
        return None
    if when is None:
        return None
    return max(0.0, when.timestamp() - (time.time() if now is None else now))


def backoff_delay(attempt: int, retry_after: float | None, base_s: float, max_s: float, rng: random.Random) -> float:
    """Seconds to wait before retry number ``attempt + 1`` (``attempt`` = 0 after the first failure).

    Without ``Retry-After``: full jitter, a uniform draw in [0, min(max_s, base_s x 2^attempt)]
    (Brooker 2015, "Exponential Backoff And Jitter", AWS Architecture Blog). With it: the server's
    wait (capped at ``max_s``) plus a uniform draw in [0, base_s], so clients told the same time do
    not all come back at once.
    """
    if retry_after is not None:
        return min(retry_after, max_s) + rng.uniform(0, base_s)
    return rng.uniform(0, min(max_s, base_s * 2.0 ** min(attempt, 60)))
