"""The HTTP side of the ``openai`` backend (:mod:`judge_engine.backends.openai`): one client of an
OpenAI-compatible server, with ``httpx``.

:class:`ApiClient` checks the server (``GET {base_url}/models``), keeps at most
``judge.openai.max_concurrency`` HTTP requests in flight (an ``asyncio.Semaphore``, first come first
served) under an optional request-rate and token-rate limit (``aiolimiter`` leaky buckets, see
:func:`make_limiters`), and sends each chat completion with retries (:meth:`ApiClient.request`; the
classification is in the backend's module docstring). It counts what it did into an
:class:`~judge_engine.schemas.api.ApiInvocation`.
"""

from __future__ import annotations

import asyncio
import logging
import random
import uuid
from dataclasses import dataclass
from typing import Any, NoReturn

import httpx
import orjson
from aiolimiter import AsyncLimiter

from judge_engine import envs
from judge_engine.backends.openai_protocol import (
    REQUEST_ID_PREFIX,
    MalformedResponse,
    ParsedResponse,
    backoff_delay,
    error_message,
    estimate_tokens,
    is_too_long,
    parse_chat_response,
    parse_retry_after,
    response_mismatch,
    same_model,
)
from judge_engine.config import OpenAIConfig
from judge_engine.errors import BackendError
from judge_engine.schemas.api import ApiInvocation

log = logging.getLogger(__name__)

__all__ = ["ApiClient", "Outcome", "make_limiters"]

#: HTTP statuses retried besides 5xx (RFC 9110: 408 timeout, 409 conflict, 425 too early, 429 rate limit).
RETRY_STATUS = frozenset({408, 409, 425, 429})


def make_limiters(
    requests_per_minute: float | None, tokens_per_minute: float | None
) -> tuple[AsyncLimiter | None, AsyncLimiter | None]:
    """(request limiter, token limiter), each None when its rate is unset.

    Requests: a leaky bucket of ``max(1, rpm / 60)`` requests per ``max(1, 60 / rpm)`` seconds, so
    bursts stay at about one second's worth. Tokens: a bucket of ``tpm`` tokens per 60 s (a request
    that alone estimates more than ``tpm`` acquires ``tpm``, i.e. waits for a whole minute's worth).
    """
    req = None
    if requests_per_minute is not None:
        per_s = requests_per_minute / 60
        req = AsyncLimiter(max(1.0, per_s), max(1.0, 1.0 / per_s)) if per_s < 1 else AsyncLimiter(per_s, 1.0)
    tok = AsyncLimiter(tokens_per_minute, 60.0) if tokens_per_minute is not None else None
    return req, tok


@dataclass
class Outcome:
    """What one request came to after its retries: ``ok`` (``parsed``), ``too_long``, ``rejected``
    or ``failed`` (retries exhausted); ``detail`` says why when not ok."""

    kind: str
    parsed: ParsedResponse | None = None
    detail: str = ""


def _json(resp: httpx.Response) -> Any:
    try:
        return orjson.loads(resp.content)
    except orjson.JSONDecodeError:
        return None


class ApiClient:
    """One OpenAI-compatible server (module docstring). Lifecycle: ``await open()``, ``await request(body)``
    (many at once) ..., ``await close()``.

    Args:
        oc: ``[judge.openai]``.
        model: the served model name (``judge.model``).
        seed: seeds the backoff jitter (``sampling.seed``).

    Attributes:
        counters: what this client did (:class:`~judge_engine.schemas.api.ApiInvocation`).
        server_models: the model ids ``GET /models`` listed (None before, or when it lists none).
        max_model_len: the served model's ``max_model_len`` when the server lists it (vLLM does).
    """

    def __init__(self, oc: OpenAIConfig, model: str, seed: int) -> None:
        self.oc, self.model = oc, model
        self.counters = ApiInvocation()
        self.server_models: list[str] | None = None
        self.max_model_len: int | None = None
        self._rng = random.Random(seed)
        self._client: httpx.AsyncClient | None = None
        self._fatal: str | None = None
        self._stop = asyncio.Event()
        self._sem = asyncio.Semaphore(oc.max_concurrency)
        self._succeeded = False
        self._req_limiter: AsyncLimiter | None = None
        self._tok_limiter: AsyncLimiter | None = None

    @property
    def http(self) -> httpx.AsyncClient:
        """The open HTTP client.

        Raises:
            BackendError: :meth:`open` was not called (or the client is closed)."""
        if self._client is None:
            raise BackendError("the openai backend's HTTP client is not open (Backend.start was not called)")
        return self._client

    async def open(self) -> None:
        """Open the HTTP client (the key from ``api_key_env``, no proxy settings from the environment) and
        check the server: ``GET {base_url}/models`` must answer and list ``judge.model`` (a server without
        that endpoint, 404 or 405, is let through with a warning).

        Raises:
            BackendError: the server cannot be reached; it refuses the key; it does not serve the model.
        """
        oc = self.oc
        self._stop = asyncio.Event()  # bound to the loop that opens the client
        self._sem = asyncio.Semaphore(oc.max_concurrency)
        self._req_limiter, self._tok_limiter = make_limiters(oc.requests_per_minute, oc.tokens_per_minute)
        key = envs.api_key(oc.api_key_env)
        self._client = httpx.AsyncClient(
            base_url=oc.base_url.rstrip("/"),
            headers={"Authorization": f"Bearer {key}"} if key else {},
            timeout=httpx.Timeout(oc.timeout_s),
            limits=httpx.Limits(max_connections=oc.max_concurrency, max_keepalive_connections=oc.max_concurrency),
            trust_env=False,
        )
        try:
            self._check_models(await self._get_models())
        except BaseException:
            await self.close()
            raise

    async def _get_models(self) -> httpx.Response:
        """``GET /models``, retried (at most ``min(max_retries, 3)`` times on connection errors) while the
        server answers a retryable status or cannot be reached."""
        oc = self.oc
        attempt = 0
        while True:
            resp: httpx.Response | None
            try:
                resp = await self.http.get("/models", timeout=min(oc.timeout_s, 30.0))
            except httpx.RequestError as exc:
                if attempt >= min(oc.max_retries, 3):
                    raise BackendError(
                        f"cannot reach the OpenAI-compatible server at {oc.base_url} "
                        f"({type(exc).__name__}: {exc}); is it running? (judge.openai.base_url)"
                    ) from None
                resp = None
            if resp is not None and not (resp.status_code in RETRY_STATUS or resp.status_code >= 500):
                return resp
            retry_after = None if resp is None else parse_retry_after(resp.headers)
            await asyncio.sleep(backoff_delay(attempt, retry_after, oc.backoff_base_s, oc.backoff_max_s, self._rng))
            attempt += 1
            if attempt > oc.max_retries:
                what = f"HTTP {resp.status_code}" if resp is not None else "with connection errors"
                raise BackendError(f"the server at {oc.base_url} keeps answering {what} to GET /models")

    def _check_models(self, resp: httpx.Response) -> None:
        """Read ``GET /models``: the key accepted, ``judge.model`` served (and its ``max_model_len``)."""
        oc, model, status = self.oc, self.model, resp.status_code
        if status in (401, 403):
            raise BackendError(self.key_message(status, error_message(_json(resp), resp.text)))
        if status in (404, 405):
            log.warning(
                "the server at %s has no GET /models (HTTP %d); cannot check that it serves %r",
                oc.base_url,
                status,
                model,
            )
            return
        if status != 200:
            raise BackendError(
                f"the server at {oc.base_url} answered HTTP {status} to GET /models "
                f"({error_message(_json(resp), resp.text)})"
            )
        data = _json(resp)
        items = data.get("data") if isinstance(data, dict) else None
        if not isinstance(items, list):
            log.warning("GET %s/models did not list models; cannot check that it serves %r", oc.base_url, model)
            return
        ids: list[str] = [m["id"] for m in items if isinstance(m, dict) and isinstance(m.get("id"), str)]
        self.server_models = ids
        for m in items:
            if isinstance(m, dict) and m.get("id") == model and isinstance(m.get("max_model_len"), int):
                self.max_model_len = m["max_model_len"]
        if model not in ids:
            shown = ", ".join(repr(i) for i in ids[:10]) + (", ..." if len(ids) > 10 else "")
            raise BackendError(
                f"the server at {oc.base_url} does not serve model {model!r} (judge.model); "
                f"it serves: {shown or 'nothing'}"
            )

    def key_message(self, status: int, message: str) -> str:
        """The one line for a refused key (401/403): the variable to check and whether it is set (never its value)."""
        oc = self.oc
        state = "is set" if envs.api_key(oc.api_key_env) else "is not set"
        return (
            f"the server at {oc.base_url} refused the request (HTTP {status}: {message}); check the API key in "
            f"the environment variable {oc.api_key_env} (judge.openai.api_key_env; it {state})"
        )

    async def close(self) -> None:
        """Close the HTTP client (nothing when it is not open)."""
        if self._client is not None:
            try:
                await self._client.aclose()
            finally:
                self._client = None

    def _fail(self, message: str) -> NoReturn:
        """Stop the run: later and waiting requests raise too."""
        if self._fatal is None:
            self._fatal = message
            self._stop.set()
        raise BackendError(self._fatal)

    async def _sleep(self, seconds: float) -> None:
        """Wait ``seconds``, or raise at once when the run is stopped meanwhile."""
        try:
            await asyncio.wait_for(self._stop.wait(), timeout=seconds)
        except TimeoutError:
            return
        raise BackendError(self._fatal or "stopped")

    async def _throttle(self, body: dict[str, Any]) -> None:
        if self._req_limiter is not None:
            await self._req_limiter.acquire()
        if self._tok_limiter is not None:
            await self._tok_limiter.acquire(min(float(estimate_tokens(body)), self._tok_limiter.max_rate))

    async def _post(self, body: dict[str, Any], rid: str) -> httpx.Response | tuple[str, str]:
        """One HTTP attempt under the concurrency and rate limits: the response, or (kind, detail) of a
        timeout, an undecodable answer or a connection error."""
        oc = self.oc
        async with self._sem:
            await self._throttle(body)
            if self._fatal:
                raise BackendError(self._fatal)
            self.counters.http_requests += 1
            try:
                return await asyncio.wait_for(
                    self.http.post(
                        "/chat/completions",
                        content=orjson.dumps(body),
                        headers={"Content-Type": "application/json", "X-Request-Id": rid},
                    ),
                    timeout=oc.timeout_s,
                )
            except (TimeoutError, httpx.TimeoutException):
                return "timeout", f"no complete response within {oc.timeout_s:g} s (judge.openai.timeout_s)"
            except httpx.DecodingError as exc:
                return "malformed_response", f"undecodable response: {exc}"
            except httpx.RequestError as exc:
                return "connection", f"{type(exc).__name__}: {exc}"[:300]

    async def _attempt(
        self, body: dict[str, Any], rid: str, probs_format: str | None
    ) -> tuple[str, str, float | None, ParsedResponse | None]:
        """One HTTP attempt: (kind, detail, retry_after, parsed); kind ``ok``, ``too_long``,
        ``rejected``, ``fatal`` or a retryable kind (``http_<status>``, ``timeout``, ``connection``,
        ``malformed_response``, ``mismatched_response``)."""
        resp = await self._post(body, rid)
        if isinstance(resp, tuple):
            return resp[0], resp[1], None, None
        status = resp.status_code
        if status == 200:
            try:
                data = orjson.loads(resp.content)
            except orjson.JSONDecodeError as exc:
                return (
                    "malformed_response",
                    f"response is not valid JSON ({exc}; {len(resp.content)} bytes)",
                    None,
                    None,
                )
            body_id = data.get("id") if isinstance(data, dict) else None
            mismatch = response_mismatch(rid, resp.headers.get("x-request-id"), body_id)
            if mismatch is not None:
                return "mismatched_response", mismatch, None, None
            served = data.get("model") if isinstance(data, dict) else None
            if not (isinstance(served, str) and served.strip()):  # as `batch import` (fresh pass full80 L5)
                return (
                    "rejected",
                    f"the response names no model (model: {served!r}), not judge.model {self.model!r}",
                    None,
                    None,
                )
            if not same_model(served, self.model):  # fresh pass full61 M3
                return "rejected", f"answered by model {served!r}, not judge.model {self.model!r}", None, None
            try:
                return "ok", "", None, parse_chat_response(data, body["n"], probs_format)
            except MalformedResponse as exc:
                return "malformed_response", str(exc), None, None
        message = error_message(_json(resp), resp.text[:300])
        if status in RETRY_STATUS or status >= 500:
            return f"http_{status}", f"HTTP {status}: {message}", parse_retry_after(resp.headers), None
        if is_too_long(status, message):
            return "too_long", f"HTTP {status}: {message}", None, None
        if status in (401, 403):
            return "fatal", self.key_message(status, message), None, None
        if status == 404:
            where = f"check judge.model ({self.model!r}) and judge.openai.base_url"
            return "fatal", f"the server at {self.oc.base_url} answered HTTP 404 ({message}); {where}", None, None
        return "rejected", f"HTTP {status}: {message}", None, None

    async def request(self, body: dict[str, Any], probs_format: str | None = None) -> Outcome:
        """Send one chat completion with retries (the backend's module docstring).

        Args:
            body: the JSON body (:func:`~judge_engine.backends.openai_protocol.build_body`).
            probs_format: the template's output format when the body asks for logprobs (verdict
                probabilities), else None.

        Returns:
            :class:`Outcome`; a failure is an outcome, never an exception.

        Raises:
            BackendError: a fatal error (401/403/404, a refused first request), here or in another request.
        """
        oc, c = self.oc, self.counters
        attempt = 0
        while True:
            if self._fatal:
                raise BackendError(self._fatal)
            kind, detail, retry_after, parsed = await self._attempt(
                body, f"{REQUEST_ID_PREFIX}{uuid.uuid4().hex}", probs_format
            )
            if kind == "ok" and parsed is not None:
                self._succeeded = True
                c.prompt_tokens += parsed.prompt_tokens or 0
                c.completion_tokens += parsed.completion_tokens or 0
                c.cached_tokens += parsed.cached_tokens or 0
                c.logprobs_missing += parsed.logprobs_missing
                return Outcome("ok", parsed)
            if kind == "too_long":
                c.too_long_requests += 1
                return Outcome("too_long", detail=detail)
            if kind == "fatal":
                self._fail(detail)
            if kind == "rejected":
                return self._rejected(detail)
            if attempt >= oc.max_retries:
                c.failed_requests[kind] = c.failed_requests.get(kind, 0) + 1
                log.warning(
                    "request failed after %d retries (%s); its samples are stored as api_error and a rerun "
                    "retries them",
                    attempt,
                    detail,
                )
                return Outcome("failed", detail=detail)
            c.retries[kind] = c.retries.get(kind, 0) + 1
            c.retry_after_waits += retry_after is not None
            await self._sleep(backoff_delay(attempt, retry_after, oc.backoff_base_s, oc.backoff_max_s, self._rng))
            attempt += 1

    def _rejected(self, detail: str) -> Outcome:
        """A refused request: fatal before any request succeeded (a setting the server does not accept),
        else an outcome counted by status."""
        if not self._succeeded and detail.startswith("answered by model"):
            self._fail(
                f"the server at {self.oc.base_url} {detail}: its verdicts would be stored as judge.model's; set "
                "judge.model to the model it serves"
            )
        if not self._succeeded:
            self._fail(
                f"the server at {self.oc.base_url} rejected the first request ({detail}); a setting it does "
                "not accept? (judge.model, [sampling], judge.constrain with judge.openai.structured_outputs, "
                "judge.verdict_probs)"
            )
        status = detail.split(":", 1)[0]  # "HTTP 400"
        self.counters.rejected_requests[status] = self.counters.rejected_requests.get(status, 0) + 1
        log.warning("request rejected by the server (%s); its samples are stored as api_rejected", detail)
        return Outcome("rejected", detail=detail)
