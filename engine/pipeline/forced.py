"""What a constrained decoder forced at the end of a completion (``Completion.forced_chars``), which the
parser always reads (:func:`judge_engine.pipeline.parsing.parse_completion`): a forced verdict is the
grammar's, not a sentence the judge wrote, whatever words precede it.

- ``judge.constrain = "verdict"`` (vllm backend): pass 1 stops at the template's verdict prefix, pass 2
  appends the prefix and the constrained verdict (:mod:`judge_engine.backends.vllm`; :func:`forced_tail`,
  :func:`forced_chars_of` find it again in a stored text).
- ``judge.constrain = "format"`` on a format whose regex bounds the explanation
  (:data:`BOUNDED_FORMATS`: the single-answer ``Rating: [[N]]`` and ``[RESULT] N``, 200 characters;
  :data:`judge_engine.pipeline.templates.FORMAT_REGEX`): when the explanation reached the bound the grammar
  allowed only the verdict's fixed start next (``... the user is not only inRating: [[5]]``), so from the
  bound on the text was forced but for the score the decoder chose (:func:`bounded_forced_chars`). Applies
  where the regex reached the decoder (:func:`format_bounded`: the vllm backend; the openai backend and its
  batch files with ``judge.openai.structured_outputs``).
"""

from __future__ import annotations

import functools
import re
from typing import TYPE_CHECKING

from judge_engine.pipeline.parsing.error_texts import error_text
from judge_engine.pipeline.parsing.formats import PARSERS
from judge_engine.pipeline.parsing.refusals import refuses
from judge_engine.pipeline.parsing.scale import other_scale
from judge_engine.pipeline.parsing.turns import other_turn
from judge_engine.schemas.tables import cut_short

if TYPE_CHECKING:
    from judge_engine.config import RunConfig
    from judge_engine.pipeline.template_sets import TemplateSet
    from judge_engine.pipeline.templates import Template

BOUNDED_FORMATS: dict[str, tuple[int, str]] = {
    "rating_brackets_single": (200, "Rating: [["),
    "result_n": (200, " [RESULT] "),
}
"""Output formats whose ``FORMAT_REGEX`` bounds the free explanation: (the bound in characters, the
verdict's fixed start that follows it)."""


def forced_tail(config: RunConfig, template: TemplateSet) -> tuple[str, str] | None:
    """The verdict tail the run's backend forced: the template's with ``judge.constrain = "verdict"`` on the
    vllm backend (the only one that forces it; the others refuse or ignore the setting), else None."""
    if config.judge.constrain == "verdict" and config.judge.backend == "vllm":
        return template.verdict_tail
    return None


def forced_chars_of(text: str, finish_reason: str | None, tail: tuple[str, str] | None) -> int:
    """How many characters at the end of a stored ``text`` the constrained decoder forced.

    With ``constrain = "verdict"`` the vllm backend's pass 1 stops at the verdict prefix (vLLM leaves the
    stop string out of the text) or at the end of its turn, and pass 2 appends the prefix and the verdict
    (:mod:`judge_engine.backends.vllm`); a sample cut short gets no tail. So the forced part starts at the
    first occurrence of the prefix.

    Args:
        tail: the template's ``(prefix, regex)`` verdict tail when the run was constrained, else None.

    Returns:
        0 when nothing was forced (no tail, a cut-short sample, no prefix in the text).
    """
    if tail is None or cut_short(finish_reason):
        return 0
    at = text.find(tail[0])
    return len(text) - at if at >= 0 else 0


def format_bounded(config: RunConfig) -> bool:
    """Whether the run's completions were decoded under the template's format regex
    (``judge.constrain = "format"`` on the vllm backend, or on the openai backend with
    ``judge.openai.structured_outputs``), so that :func:`bounded_forced_chars` applies."""
    jc = config.judge
    if jc.constrain != "format":
        return False
    return jc.backend == "vllm" or (jc.backend == "openai" and jc.openai.structured_outputs)


def bounded_forced_chars(template: Template, text: str | None, finish_reason: str | None) -> int:
    """How many characters at the end of a format-constrained ``text`` the grammar forced (module docstring):
    ``len(text) - bound`` when the template's format is in :data:`BOUNDED_FORMATS`, its regex is the
    default one (no ``constrained_regex`` of its own), the completion ended normally (not cut short) and
    its explanation (the text before the verdict's fixed start; it holds no bracket) is exactly ``bound``
    characters long and the whole text matches the format's regex (nothing after the verdict: a server that
    ignored the regex wrote free text, whose words after a verdict still count) and the explanation neither
    refuses (:func:`~judge_engine.pipeline.parsing.refusals.refuses`: a judge that refused until the bound
    then had to pick a digit, adversarial pass 9), nor is an error text, nor states another scale
    (:func:`~judge_engine.pipeline.parsing.scale.other_scale`), nor names another turn for the verdict
    (:func:`~judge_engine.pipeline.parsing.turns.other_turn`, adversarial pass 11 H2); else 0 (a shorter
    explanation: the judge chose to end it there; or its own words stand, and the parser reads them as it reads
    any completion).

    >>> from judge_engine.pipeline.templates import load_template
    >>> t = load_template("mt-bench-single-v1")
    >>> bounded_forced_chars(t, "x" * 200 + "Rating: [[5]]", "stop")
    13
    >>> bounded_forced_chars(t, "Good. Rating: [[5]]", "stop")
    0
    """
    bound_start = BOUNDED_FORMATS.get(template.output_format)
    if text is None or bound_start is None or template.constrained_regex or cut_short(finish_reason):
        return 0
    bound, start = bound_start
    bracket = text.find("[")
    at = bracket - start.index("[")
    if at != bound or text[at : at + len(start)] != start or _regex(template.format_regex).fullmatch(text) is None:
        return 0  # the whole text must be the format's: a server that ignored the regex wrote free text
    if (
        refuses(text[:bound], template)
        or error_text(text)
        or other_scale(text, template, PARSERS[template.output_format])
        or other_turn(text, template, PARSERS[template.output_format])
    ):
        return 0  # the judge's own words stand: a refusal written up to the bound, an error, another scale or turn
    return len(text) - bound


@functools.lru_cache(maxsize=16)
def _regex(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, re.S)


def forced_chars(template: Template, text: str | None, finish_reason: str | None, marked: int, bounded: bool) -> int:
    """The characters at the end of ``text`` read as forced: ``marked`` (what the backend marked, or
    :func:`forced_chars_of` found again in a stored text) when it is not 0; else, on a format-bounded run
    (``bounded``: :func:`format_bounded`), :func:`bounded_forced_chars`. The one rule for the run's rows
    (:class:`~judge_engine.pipeline.rows.JudgmentColumns`) and their re-parse
    (:class:`~judge_engine.pipeline.reparse.Reparser`)."""
    if marked or not bounded:
        return marked
    return bounded_forced_chars(template, text, finish_reason)
