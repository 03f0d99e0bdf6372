"""A fault-injecting OpenAI-compatible server for the ``openai`` backend's tests (aiohttp, loopback only;
issue 18).

It serves ``GET /v1/models`` and ``POST /v1/chat/completions`` on 127.0.0.1 and a free port, in a
thread of its own, and answers each chat request by a plan the test gives: ``plan(digest, attempt,
body) -> fault or None``, where ``digest`` is the sha256 of the request's messages (what identifies
a request across its retries) and ``attempt`` counts how often that digest was seen before. Faults:

- ``"429"``: HTTP 429 with ``Retry-After: 1`` and ``retry-after-ms: 20``;
- ``"500"``: HTTP 500;
- ``"slow"``: waits ``slow_s`` seconds (past the client's timeout), then answers;
- ``"truncated"``: HTTP 200 with the first half of a valid JSON body;
- ``"drop"``: closes the connection without an answer;
- ``"other"``: HTTP 200 with the answer of ANOTHER request (its completion id and ``X-Request-Id``);
- ``"401"``: HTTP 401; ``"too_long"``: HTTP 400 with vLLM's context-length message;
  ``"bad_request"``: HTTP 400 with another message.

A successful answer has ``n`` choices (1 when ``honour_n`` is false) whose text is made by
``responder(digest, index, body)`` (default: :func:`scores_text`, a ``faireval-vanilla`` verdict
that names the request's digest, so a test can check every stored text belongs to its own
request), with ``logprobs`` from ``responder`` when asked and ``with_logprobs``, and ``finish_reason``
(default ``"stop"``; None leaves the field out). Every request is
logged in :attr:`FaultServer.log`; :attr:`FaultServer.max_inflight` is the most chat requests it held
at once; with ``require_key`` a request without ``Authorization: Bearer <key>`` gets HTTP 401. Bounded: it answers at most ``max_requests`` chat requests
(then 503) and stops by itself after ``lifetime_s`` seconds.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from aiohttp import web

TOO_LONG_MESSAGE = (
    "This model's maximum context length is 1024 tokens. However, you requested 1500 tokens "
    "(1476 in the messages, 24 in the completion). Please reduce the length of the messages "
    "or completion."
)


def digest_of(messages: list[dict[str, str]]) -> str:
    """sha256 hex of a request's messages as sent (role and content)."""
    return hashlib.sha256(json.dumps(messages, sort_keys=True, ensure_ascii=False).encode()).hexdigest()


def scores_text(digest: str, index: int, body: dict[str, Any]) -> tuple[str, None]:
    """A ``faireval-vanilla`` completion: two scores 1-10 on the first line (from the digest and the
    choice index), then a line naming the digest."""
    h = int(hashlib.sha256(f"{digest}:{index}".encode()).hexdigest()[:8], 16)
    return f"{1 + h % 10} {1 + (h // 10) % 10}\nReview of {digest[:16]} choice {index}.", None


@dataclass
class Event:
    """One chat request the server saw."""

    digest: str
    attempt: int
    fault: str | None
    n: int
    rid: str | None
    body: dict[str, Any]
    choices: int = 0


@dataclass
class FaultServer:
    """See the module docstring. Use as a context manager; ``base_url`` ends in ``/v1``."""

    plan: Callable[[str, int, dict[str, Any]], str | None] = lambda d, a, b: None
    model: str = "judge"
    responder: Callable[[str, int, dict[str, Any]], tuple[str, list | None]] = scores_text
    honour_n: bool = True
    with_logprobs: bool = True
    slow_s: float = 2.0
    delay_s: float = 0.0
    max_requests: int = 20_000
    lifetime_s: float = 900.0
    require_key: str | None = None
    finish_reason: str | None = "stop"
    log: list[Event] = field(default_factory=list)
    models_requests: int = 0
    max_inflight: int = 0

    def __post_init__(self) -> None:
        self._seen: dict[str, int] = {}
        self._last_ok: tuple[bytes, str] | None = None
        self._lock = threading.Lock()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._ready = threading.Event()
        self._inflight = 0
        self._closing = threading.Event()
        self.port = 0

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}/v1"

    def faults(self) -> dict[str, int]:
        """How many requests got each fault (None: answered normally, listed as ``"ok"``)."""
        out: dict[str, int] = {}
        for e in self.log:
            out[e.fault or "ok"] = out.get(e.fault or "ok", 0) + 1
        return out

    # ------------------------------------------------------------------ handlers

    def _refused(self, request: web.Request) -> web.Response | None:
        if self.require_key is not None and request.headers.get("Authorization") != f"Bearer {self.require_key}":
            return web.json_response({"error": {"message": "Incorrect API key provided", "type": "auth"}}, status=401)
        return None

    async def _models(self, request: web.Request) -> web.Response:
        self.models_requests += 1
        refused = self._refused(request)
        if refused is not None:
            return refused
        return web.json_response(
            {"object": "list", "data": [{"id": self.model, "object": "model", "max_model_len": 1024}]}
        )

    def _answer(self, body: dict[str, Any], digest: str, rid: str) -> bytes:
        n = int(body.get("n", 1)) if self.honour_n else 1
        choices = []
        for i in range(n):
            text, lp = self.responder(digest, i, body)
            c: dict[str, Any] = {"index": i, "message": {"role": "assistant", "content": text}}
            if self.finish_reason is not None:
                c["finish_reason"] = self.finish_reason
            if body.get("logprobs") and self.with_logprobs and lp is not None:
                c["logprobs"] = {"content": lp}
            choices.append(c)
        prompt = sum(len(m["content"]) for m in body["messages"]) // 4
        return json.dumps(
            {
                "id": f"chatcmpl-{rid}",
                "object": "chat.completion",
                "created": int(time.time()),
                "model": self.model,
                "choices": choices,
                "usage": {"prompt_tokens": prompt, "completion_tokens": 7 * n, "total_tokens": prompt + 7 * n},
            }
        ).encode()

    async def _chat(self, request: web.Request) -> web.StreamResponse:
        refused = self._refused(request)
        if refused is not None:
            return refused
        self._inflight += 1
        self.max_inflight = max(self.max_inflight, self._inflight)
        state = {"counted": True}
        try:
            return await self._chat_inner(request, state)
        finally:
            if state["counted"]:
                self._inflight -= 1

    async def _chat_inner(self, request: web.Request, state: dict[str, bool]) -> web.StreamResponse:
        body = await request.json()
        rid = request.headers.get("X-Request-Id", "none")
        digest = digest_of(body["messages"])
        with self._lock:
            attempt = self._seen.get(digest, 0)
            self._seen[digest] = attempt + 1
            over = len(self.log) >= self.max_requests
            fault = "503" if over else self.plan(digest, attempt, body)
            ev = Event(digest, attempt, fault, int(body.get("n", 1)), rid, body)
            self.log.append(ev)
        if self.delay_s:
            await asyncio.sleep(self.delay_s)
        err = {"object": "error", "type": "BadRequestError"}
        if fault == "429":
            return web.json_response(
                {"error": {"message": "rate limited", "type": "rate_limit"}},
                status=429,
                headers={"Retry-After": "1", "retry-after-ms": "20"},
            )
        if fault in ("500", "503"):
            return web.json_response(
                {"error": {"message": "internal error", "type": "server_error"}}, status=int(fault)
            )
        if fault == "401":
            return web.json_response({"error": {"message": "Incorrect API key provided", "type": "auth"}}, status=401)
        if fault == "too_long":
            return web.json_response({**err, "message": TOO_LONG_MESSAGE, "code": 400}, status=400)
        if fault == "bad_request":
            return web.json_response({**err, "message": "unsupported parameter: foo", "code": 400}, status=400)
        if fault == "drop":
            if request.transport is not None:
                request.transport.close()
            self._inflight -= 1  # the client sees the connection drop now
            state["counted"] = False
            await asyncio.sleep(0.05)
            return web.Response(status=200)
        if fault == "slow":
            t_end = time.monotonic() + self.slow_s
            while time.monotonic() < t_end and not self._closing.is_set():  # cut short at shutdown
                await asyncio.sleep(0.02)
        if fault == "other":
            with self._lock:
                other = self._last_ok
            if other is None:
                other = (self._answer(body, "0" * 64, "je-" + "0" * 32), "je-" + "0" * 32)
            return web.Response(body=other[0], content_type="application/json", headers={"X-Request-Id": other[1]})
        payload = self._answer(body, digest, rid)
        ev.choices = len(json.loads(payload)["choices"])
        if fault == "truncated":
            return web.Response(
                body=payload[: len(payload) // 2], content_type="application/json", headers={"X-Request-Id": rid}
            )
        with self._lock:
            self._last_ok = (payload, rid)
        return web.Response(body=payload, content_type="application/json", headers={"X-Request-Id": rid})

    # ------------------------------------------------------------------ lifecycle

    def _run(self) -> None:
        loop = asyncio.new_event_loop()
        self._loop = loop
        app = web.Application()
        app.router.add_get("/v1/models", self._models)
        app.router.add_post("/v1/chat/completions", self._chat)
        runner = web.AppRunner(app, handle_signals=False, access_log=None)
        loop.run_until_complete(runner.setup())
        site = web.TCPSite(runner, "127.0.0.1", 0)
        loop.run_until_complete(site.start())
        server = site._server
        assert isinstance(server, asyncio.Server)
        self.port = server.sockets[0].getsockname()[1]
        self._ready.set()
        loop.call_later(self.lifetime_s, loop.stop)
        try:
            loop.run_forever()
        finally:
            loop.run_until_complete(runner.cleanup())
            loop.close()

    def __enter__(self) -> FaultServer:
        self._thread = threading.Thread(target=self._run, daemon=True)
        self._thread.start()
        if not self._ready.wait(10):
            raise RuntimeError("fault server did not start")
        return self

    def __exit__(self, *exc: Any) -> None:
        self._closing.set()
        if self._loop is not None and self._loop.is_running():
            self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(10)


def answer_batch_file(requests_path, responder=scores_text, select=lambda i, line: True) -> list[dict[str, Any]]:
    """Result lines for a batch requests file as vLLM ``run-batch`` writes them
    (``{"id", "custom_id", "response": {"status_code", "request_id", "body"}, "error"}``), each
    choice made by ``responder`` as the server would (same digest, same index), for the lines
    ``select(i, line)`` keeps."""
    out = []
    with open(requests_path) as f:
        for i, raw in enumerate(f):
            line = json.loads(raw)
            if not select(i, line):
                continue
            body = line["body"]
            digest = digest_of(body["messages"])
            choices = []
            for j in range(body.get("n", 1)):
                text, lp = responder(digest, j, body)
                choices.append(
                    {
                        "index": j,
                        "message": {"role": "assistant", "content": text},
                        "finish_reason": "stop",
                        **({"logprobs": {"content": lp}} if body.get("logprobs") and lp else {}),
                    }
                )
            prompt = sum(len(m["content"]) for m in body["messages"]) // 4
            n = len(choices)
            out.append(
                {
                    "id": f"vllm-{i}",
                    "custom_id": line["custom_id"],
                    "response": {
                        "status_code": 200,
                        "request_id": f"vllm-batch-{i}",
                        "body": {
                            "id": f"chatcmpl-{i}",
                            "object": "chat.completion",
                            "model": body["model"],
                            "choices": choices,
                            "usage": {
                                "prompt_tokens": prompt,
                                "completion_tokens": 7 * n,
                                "total_tokens": prompt + 7 * n,
                            },
                        },
                    },
                    "error": None,
                }
            )
    return out
