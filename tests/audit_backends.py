"""Deterministic test judges for the audit tests (registered with ``register_backend``)."""

from __future__ import annotations

from judge_engine.backends.base import Backend, Completion, GenerationResult
from judge_engine.plan import Request


class AlwaysFirst(Backend):
    """Every sample says the response in slot 1 wins (``Output (a)``, the llmbar-vanilla format)."""

    name = "always-first"

    async def generate_one(self, request: Request) -> GenerationResult:
        return GenerationResult(request_key=request.request_key,
                                completions=[Completion(text="Output (a)", finish_reason="stop")] * (request.n - request.start))
