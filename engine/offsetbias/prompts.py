"""The OffsetBias job's prompts, and how each output is read.

The method is Park et al. 2024 ("OffsetBias: Leveraging Debiased Data for Tuning Evaluators", Sec. 4);
the prompts are written for judge-engine from the paper's description of them (its appendix gives their
shape; they are not the paper's texts, and the one-shot examples are our own):

- **Off-topic response method** (after LLMBar's GPTInst, Zeng et al. 2024): the generator writes an
  instruction I' similar to but meaningfully different from I (:data:`SIMILAR_PROMPT`); the checker
  confirms I and I' are distinct (:data:`DISTINCT_PROMPT`); a weak answerer (or the dataset's
  reference) answers I, a strong answerer answers I' (the instruction alone, as the user message).
- **Erroneous response method**: the generator writes a response to I with one of five fallacies, each
  from its own one-shot prompt (:data:`FALLACIES`, :func:`erroneous_prompt`); the checker confirms the
  response is really worse than the reference (:data:`ERROR_CHECK_PROMPT`).

Every output is read leniently but never guessed at: a generated instruction or response is the text
inside the last ``<instruction>`` / ``<response>`` tag pair when there is one, else the whole output,
stripped (:func:`extract_tagged`); a checker's decision is its last ``[[YES]]`` or ``[[NO]]``, or, with neither,
a reply whose first word is yes or no (:func:`checker_decision`); anything else is ``unparsed`` and the
item is dropped with that reason.
"""

from __future__ import annotations

import re

from judge_engine.schemas.tables import cut_short

#: Bump when a prompt or a reading changes (it is part of every generation's request key).
PROMPT_VERSION = 1

METHODS = ("off_topic", "erroneous")
"""The two methods of Park et al. 2024 Sec. 4.1 and 4.2."""

SIMILAR_PROMPT = (
    "You write test data for evaluating AI assistants.\n\n"
    "Here is an instruction:\n<instruction>\n{instruction}\n</instruction>\n\n"
    "Write a new instruction on a similar topic, in the same style and of about the same length, that "
    "asks for something meaningfully different: a good answer to the new instruction must not be a good "
    "answer to the original one. Write only the new instruction, between <instruction> and </instruction>."
)
"""The generator's prompt for I' (``{instruction}`` = I)."""

DISTINCT_PROMPT = (
    "Compare two instructions.\n\n"
    "Instruction 1:\n{instruction}\n\n"
    "Instruction 2:\n{similar}\n\n"
    "Do the two instructions ask for different things, so that a good answer to Instruction 2 would not be "
    "a good answer to Instruction 1? Reply with [[YES]] (they ask for different things) or [[NO]] (the same "
    "thing) first, then at most one sentence why."
)
"""The checker's prompt for the off-topic method: ``[[YES]]`` = distinct (kept), ``[[NO]]`` = dropped."""

ERROR_CHECK_PROMPT = (
    "You check answers.\n\n"
    "Instruction:\n{instruction}\n\n"
    "Correct answer:\n{reference}\n\n"
    "Candidate answer:\n{response}\n\n"
    "Does the candidate answer have a real error that makes it worse than the correct answer: a wrong "
    "fact, an unfinished answer, irrelevant content, a requirement of the instruction left out, or not "
    "doing what the instruction asks? Reply with [[YES]] (it has such an error) or [[NO]] (it is as good as "
    "the correct answer) first, then at most one sentence why."
)
"""The checker's prompt for the erroneous method: ``[[YES]]`` = really wrong (kept), ``[[NO]]`` = dropped."""

_ERRONEOUS_HEAD = (
    "You write flawed answers to test AI evaluators. Given an instruction and a correct answer, write a "
    "new answer that {how}. Make it as fluent, confident and well formatted as the correct answer, so "
    "that the flaw is not obvious, and do not mention the flaw. Write only the new answer, between "
    "<response> and </response>.\n\n"
    "Example\nInstruction:\n{ex_instruction}\nCorrect answer:\n{ex_good}\nFlawed answer:\n"
    "<response>\n{ex_bad}\n</response>\n\n"
    "Now yours\nInstruction:\n{{instruction}}\nCorrect answer:\n{{reference}}\nFlawed answer:\n"
)

FALLACIES: dict[str, dict[str, str]] = {
    "incorrect_fact": {
        "how": "states one or two facts wrongly (a number, a name, a date or a cause) and is otherwise the same",
        "ex_instruction": "At what temperature does water boil at sea level, in Celsius and Fahrenheit?",
        "ex_good": "At sea level water boils at 100 degrees Celsius, which is 212 degrees Fahrenheit.",
        "ex_bad": "At sea level water boils at 100 degrees Celsius, which is 200 degrees Fahrenheit.",
    },
    "incomplete": {
        "how": "stops before the task is finished: only part of what is asked is done",
        "ex_instruction": "Give three tips for sleeping better.",
        "ex_good": "1. Go to bed at the same time every day.\n2. Avoid screens for an hour before bed.\n"
        "3. Keep the bedroom cool, dark and quiet.",
        "ex_bad": "1. Go to bed at the same time every day.\n2. Avoid screens for an hour before bed.",
    },
    "irrelevant_content": {
        "how": "answers the instruction but adds a part that has nothing to do with it",
        "ex_instruction": "Name the capital of Australia.",
        "ex_good": "The capital of Australia is Canberra.",
        "ex_bad": "The capital of Australia is Canberra. Kangaroos can hop at up to 70 kilometres per hour, "
        "and the koala sleeps for up to 20 hours a day.",
    },
    "omitted_requirement": {
        "how": "leaves out one explicit requirement of the instruction (a length, a format, an item or a "
        "condition) while doing the rest",
        "ex_instruction": "Write a two-sentence product description of a steel water bottle, mentioning its price.",
        "ex_good": "Keep drinks cold for 24 hours with our double-walled steel bottle. It costs just 19 dollars.",
        "ex_bad": "Keep drinks cold for 24 hours with our double-walled steel bottle. "
        "Its leak-proof lid makes it perfect for every trip.",
    },
    "instruction_deviation": {
        "how": "does a related but different task from the one the instruction asks for",
        "ex_instruction": "Summarise in one sentence: 'The city council voted to build a new library "
        "downtown, funded by a bond approved last year.'",
        "ex_good": "The council approved a new downtown library paid for by last year's bond.",
        "ex_bad": "Libraries matter because they give every resident free access to books, the internet "
        "and a quiet place to study.",
    },
}
"""The five fallacies of Park et al. 2024 Sec. 4.2 (include a wrong fact, make the response incomplete, add
irrelevant parts, omit necessary parts, deviate from the instruction): what the flawed answer does, and
a one-shot example (ours)."""


_SLOT = re.compile(r"\{(instruction|similar|reference|response)\}")


def _fill(template: str, **texts: str) -> str:
    """``template`` with each ``{name}`` slot replaced by ``texts[name]`` in one pass, so a slot's
    text that itself holds ``{similar}`` or ``{reference}`` is carried verbatim, never filled."""
    return _SLOT.sub(lambda m: texts[m.group(1)] if m.group(1) in texts else m.group(0), template)


def similar_prompt(instruction: str) -> str:
    """The generator's prompt for I'."""
    return _fill(SIMILAR_PROMPT, instruction=instruction)


def distinct_prompt(instruction: str, similar: str) -> str:
    """The checker's prompt: are I and I' distinct?"""
    return _fill(DISTINCT_PROMPT, instruction=instruction, similar=similar)


def erroneous_prompt(fallacy: str, instruction: str, reference: str) -> str:
    """The generator's one-shot prompt for a response to I with ``fallacy``.

    Raises:
        ValueError: unknown fallacy.
    """
    if fallacy not in FALLACIES:
        raise ValueError(f"unknown fallacy {fallacy!r}; known: {', '.join(FALLACIES)}")
    head = _ERRONEOUS_HEAD.format(**FALLACIES[fallacy])
    return _fill(head, instruction=instruction, reference=reference)


def error_check_prompt(instruction: str, reference: str, response: str) -> str:
    """The checker's prompt: is the generated response really worse than the reference?"""
    return _fill(ERROR_CHECK_PROMPT, instruction=instruction, reference=reference, response=response)


def extract_tagged(output: str | None, tag: str) -> str | None:
    """The text inside the last complete ``<tag>...</tag>`` pair; else after the last ``<tag>`` (an
    unclosed one); else the whole output; stripped. ``None`` for a null output.

    >>> extract_tagged("Sure!\\n<instruction>\\nName a river.\\n</instruction>", "instruction")
    'Name a river.'
    """
    if output is None:
        return None
    pairs = re.findall(rf"<{tag}>(.*?)</{tag}>", output, flags=re.DOTALL | re.IGNORECASE)
    if pairs:
        return pairs[-1].strip()
    i = output.lower().rfind(f"<{tag}>")
    return (output[i + len(tag) + 2 :] if i >= 0 else output).strip()


_DECISION = re.compile(r"\[\[\s*(YES|NO)\s*\]\]", re.IGNORECASE)
_FIRST_WORD = re.compile(r"\W*(yes|no)\b", re.IGNORECASE)


def checker_decision(output: str | None) -> str:
    """``"yes"`` or ``"no"``: the checker's last ``[[YES]]`` / ``[[NO]]`` (case and inner spaces
    ignored); with neither, the reply's first word when it is yes or no (the prompts ask for the
    decision first; small models drop the brackets); ``"unparsed"`` otherwise (or no output)."""
    found = _DECISION.findall(output or "")
    if found:
        return found[-1].lower()
    first = _FIRST_WORD.match(output or "")
    return first.group(1).lower() if first else "unparsed"


def output_status(text: str | None, finish_reason: str | None, extracted: str | None) -> str:
    """Whether a generated output is usable: ``ok``, ``missing`` (no output: not generated, or a
    recording without it), ``prompt_too_long`` (not sent), ``truncated`` (hit the token budget: the
    text may be cut: ``length``, or any other finish reason than a normal end, see :func:`cut_short`),
    ``empty`` (nothing after extraction)."""
    if finish_reason == "prompt_too_long":
        return "prompt_too_long"
    if text is None:
        return "missing"
    if cut_short(finish_reason):
        return "truncated"
    if not extracted:
        return "empty"
    return "ok"
