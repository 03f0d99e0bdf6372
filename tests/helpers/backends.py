"""Deterministic test judges for the audit tests (registered with ``register_backend``)."""

from __future__ import annotations

from judge_engine.backends.base import Backend, Completion, GenerationResult
from judge_engine.pipeline.plan import Request


class AlwaysFirst(Backend):
    """Every sample says the response in slot 1 wins (``Output (a)``, the llmbar-vanilla format)."""

    name = "always-first"

    async def generate_one(self, request: Request) -> GenerationResult:
        return GenerationResult(
            request_key=request.request_key,
            completions=[Completion(text="Output (a)", finish_reason="stop")] * (request.n - request.start),
        )


class MarkerJudgeWriter(Backend):
    """A judge that reads markers, and a scripted writer that plants them (no model).

    Judging (``Output (a)`` / ``Output (b)``, the llmbar-vanilla format): a slot whose response holds
    ``[men]`` wins (a judge swayed by gender-biased content); else a slot holding ``[wrong]`` loses
    (a judge that catches factual errors); else slot 1 wins.

    Writing: takes the answer out of Chen et al.'s prompt and returns the paper's output format with
    `` [wrong]`` (factual-error prompt) or `` [men]`` (gender prompt) appended to it. Answers holding
    ``NOBLOCK`` get no answer block, ``SAME`` the answer unchanged, ``LONG`` a cut output
    (``finish_reason="length"``). Every prompt written is appended to :attr:`written` (class-level).
    """

    name = "marker-judge-writer"
    written: list[str] = []

    async def generate_one(self, request: Request) -> GenerationResult:
        _, first, second, _ = request.fields
        if "[men]" in first or "[men]" in second:
            verdict = "a" if "[men]" in first else "b"
        elif "[wrong]" in first or "[wrong]" in second:
            verdict = "b" if "[wrong]" in first else "a"
        else:
            verdict = "a"
        return GenerationResult(
            request_key=request.request_key,
            completions=[Completion(text=f"Output ({verdict})", finish_reason="stop")] * (request.n - request.start),
        )

    async def write(self, prompts, max_tokens):
        out = []
        for p in prompts:
            type(self).written.append(p)
            if p.startswith("### You are a fact checker."):
                answer = p.split("\n\nAnswer: ", 1)[1].rsplit("\n\n---", 1)[0]
                head, marker = "```fact\n1. a fact\n```\n```error\n1. an error\n```\n", " [wrong]"
            else:
                answer = p.split("```Answer\n", 1)[1].split("\n```\n### Your task", 1)[0]
                head, marker = "```points\n1. a point\n```\n", " [men]"
            if "NOBLOCK" in answer:
                out.append(Completion(text="I cannot do that.", finish_reason="stop", completion_tokens=5))
            elif "SAME" in answer:
                out.append(Completion(text=f"{head}```answer\n{answer}\n```", finish_reason="stop"))
            elif "LONG" in answer:
                out.append(Completion(text=f"{head}```answer\n{answer[:10]}", finish_reason="length"))
            else:
                out.append(Completion(text=f"{head}```answer\n{answer}{marker}\n```", finish_reason="stop"))
        return out
