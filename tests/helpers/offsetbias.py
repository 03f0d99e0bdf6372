"""A scripted model for the OffsetBias job tests: recorded-style outputs chosen by markers in the instruction,
so one job walks every branch with no model. It writes (the generating roles) and judges (the filter).

Writing (the prompt's first line says which step asked):

- similar instruction: ``<instruction>Different: I</instruction>``; ``SAMEINST`` in I: I itself.
- distinct check: ``[[YES]]``; ``NOTDISTINCT``: ``[[NO]]``; ``CHECKGARBLE``: no decision.
- erroneous response: ``<response>REFERENCE [flaw:<first word of the fallacy's description>]</response>``;
  ``COPYREF``: the reference unchanged.
- error check: ``[[YES]]``; ``RIGHTANSWER``: ``[[NO]]`` (the checker finds the "wrong" response right).
- an answer (the prompt is the instruction itself): ``<model> answers: <prompt>``; ``STRONGLONG`` in an
  off-topic I' cuts the output (``finish_reason = "length"``).

Judging (``llmbar-vanilla``: ``Output (a)`` / ``Output (b)``): ``EASY`` in the question: the slot holding
the good response wins (the rejected one holds ``[flaw:`` or ``Different:``); ``HARD``: the other slot;
``UNPARSEABLE``: no verdict; otherwise slot 1 (right in one order only).

``APIFAIL`` in a prompt while ``api_down`` is set: a failed API request (``text=None``,
``finish_reason = "api_error"``, as the openai backend returns one).

Every completed write and judgment is appended to class-level lists (``writes``: (model, prompt);
``judged``: (model, request_key, start)); ``fail_after`` makes the next call after that many completed
ones raise :class:`Killed` (a kill mid-stage: what finished is stored, the rest is not).
"""

from __future__ import annotations

from judge_engine.backends.base import Backend, Completion, GenerationResult
from judge_engine.pipeline.plan import Request


class Killed(RuntimeError):
    """The scripted stand-in for a kill."""


def _between(text: str, start: str, end: str) -> str:
    return text.split(start, 1)[1].split(end, 1)[0]


class ScriptedModel(Backend):
    """See the module docstring."""

    name = "scripted-offsetbias"
    writes: list[tuple[str, str]] = []
    judged: list[tuple[str, str, int]] = []
    fail_after: int | None = None
    api_down: bool = False

    @classmethod
    def reset(cls, fail_after: int | None = None) -> None:
        cls.writes, cls.judged, cls.fail_after, cls.api_down = [], [], fail_after, False

    def _tick(self) -> None:
        cls = type(self)
        if cls.fail_after is not None and len(cls.writes) + len(cls.judged) >= cls.fail_after:
            raise Killed(f"scripted kill after {cls.fail_after} calls")

    async def write(self, prompts, max_tokens):
        out = []
        for p in prompts:
            self._tick()
            out.append(self._write_one(p))
            type(self).writes.append((self.config.judge.model, p))
        return out

    def _write_one(self, p: str) -> Completion:
        model = self.config.judge.model
        if "APIFAIL" in p and type(self).api_down:
            return Completion(text=None, finish_reason="api_error")
        if p.startswith("You write test data"):
            inst = _between(p, "<instruction>\n", "\n</instruction>")
            new = inst if "SAMEINST" in inst else f"Different: {inst}"
            return Completion(text=f"Here it is.\n<instruction>\n{new}\n</instruction>", finish_reason="stop")
        if p.startswith("Compare two instructions."):
            if "NOTDISTINCT" in p:
                return Completion(text="Both ask the same thing. [[NO]]", finish_reason="stop")
            if "CHECKGARBLE" in p:
                return Completion(text="I am not sure.", finish_reason="stop")
            return Completion(text="They differ. [[YES]]", finish_reason="stop")
        if p.startswith("You write flawed answers"):
            how = _between(p, "write a new answer that ", " ").strip()
            tail = p.rsplit("Now yours\n", 1)[1]
            inst = _between(tail, "Instruction:\n", "\nCorrect answer:\n")
            ref = _between(tail, "Correct answer:\n", "\nFlawed answer:\n")
            bad = ref if "COPYREF" in inst else f"{ref} [flaw:{how}]"
            return Completion(text=f"<response>\n{bad}\n</response>", finish_reason="stop", completion_tokens=7)
        if p.startswith("You check answers."):
            return Completion(text="[[NO]]" if "RIGHTANSWER" in p else "It is wrong. [[YES]]", finish_reason="stop")
        finish = "length" if "STRONGLONG" in p and p.startswith("Different:") else "stop"
        return Completion(text=f"{model} answers: {p}", finish_reason=finish, completion_tokens=5)

    async def generate_one(self, request: Request) -> GenerationResult:
        self._tick()
        question, first, second, _ = request.fields
        bad_first = "[flaw:" in first or "Different:" in first
        if "UNPARSEABLE" in question:
            text = "no idea"
        elif "EASY" in question:
            text = "Output (b)" if bad_first else "Output (a)"
        elif "HARD" in question:
            text = "Output (a)" if bad_first else "Output (b)"
        else:
            text = "Output (a)"
        type(self).judged.append((self.config.judge.model, request.request_key, request.start))
        return GenerationResult(
            request_key=request.request_key,
            completions=[Completion(text=text, finish_reason="stop")] * request.n_new,
        )
