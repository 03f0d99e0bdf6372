"""Verdict and score extraction from judge completions, driven by the template's output format.

A parse failure is a value, never an exception and never a made-up score (STYLE.md 13): every
function returns a :class:`Parsed` whose ``status`` is ``"ok"`` or a reason:

- ``no_verdict``: the completion holds no verdict in the declared format;
- ``ambiguous``: one statement (line, or JSON object) gives two different verdicts, or a labelled
  score line restates one assistant's score after the last complete pair of score lines;
- ``malformed``: the verdict's labelled score is not a plain decimal (``7,5``, ``7-8``,
  ``7 to 8``, ``1e1``, ``1_0``, full-width digits, ``8 (good)``);
- ``out_of_range``: a score outside the template's ``[score_min, score_max]``;
- ``truncated``: no verdict and the completion stopped at ``max_tokens`` (finish reason ``length``);
- ``missing``: no completion at all (e.g. a replay recording lacks the sample);
- ``empty``: the completion is empty or whitespace.
(The engine adds ``prompt_too_long`` for prompts that do not fit the context.)

Rules: only the judge's completion is searched (the prompt, and so the responses, never are);
a score or verdict is read only when the judge states it as its own, in the template's form:
quoted, attributed (``The previous judge wrote:``) or stand-in (``Default scores:``) verdicts never
count, and a completion in which the judge says it cannot or will not evaluate (``I cannot evaluate
these answers.``) is ``no_verdict`` whatever it writes; when a judge restates its verdict the last
well-formed one wins; numbers are ASCII decimals that end where they end (``1_0``, ``1e1`` or
full-width digits are not scores). With ``constrain = "verdict"`` the verdict the constrained
decoder forced (``forced_chars`` of :func:`parse_completion`) is always read; a different verdict of
the evidence's own makes it ``ambiguous``.

Bounded, linear work: a completion is scanned over at most :data:`MAX_SCAN_CHARS` characters, the
last ones for the formats whose verdict comes last and the first ones for ``scores_first`` (a cut
window starts at a line start). Every pattern is either line-local string work or a regex with
possessive quantifiers (no backtracking over whitespace or digit runs); JSON objects are found by
one stack pass over the braces and at most ``4 x`` the window's length of candidate text is decoded.
So each format parses in time linear in the (bounded) completion length.

Formats (``output_format`` of a template):

- ``scores_last``: FairEval's two score lines, each ``LABEL: N`` on a line of its own, where LABEL is
  one of the template's ``score_labels`` (``{n}`` = 1 or 2; default ``Score of the Assistant {n}``,
  ``Score of Assistant {n}``), optionally after a list marker, in bold, or after a lead-in ending in
  ``:`` or ``,`` (``Therefore, Assistant 1: 8``); ``N`` may be followed by ``/max`` or
  ``out of max`` (max = ``score_max``) and a full stop. Rule 1 (FairEval.py's rule, labelled): the
  last two non-empty lines, when both are such lines (line 1 labelled for slot 1 or with one of the
  template's ``fallback_labels``, line 2 for slot 2 or a fallback label), are the verdict. Rule 2:
  otherwise the last pair of slot-labelled score lines on consecutive non-empty lines (paired in
  order, one per slot) is; a slot line after that pair is ``ambiguous``, and so is a sentence after
  it that states other scores (``Scores: Assistant 1: 8, Assistant 2: 3``). Quoted lines never
  count: lines starting with a quote mark or ``>``, lines inside a fenced code block, and a run of
  score lines introduced as an example or as someone else's (an intro line ending in ``:`` whose
  last clause says "example", "e.g." or "for instance", or whose last sentence says "wrote",
  "said", "default" ..., or a lead-in on the line itself that starts so: ``For example, Score of
  the Assistant 1: 7``). A
  template's own instructions show score lines only with a placeholder (``<score>``;
  :mod:`judge_engine.pipeline.templates` refuses a filled-in one), so a judge quoting them never writes a
  score. Any other ``key: N`` line is not a score.
- ``scores_first``: the first non-empty line holds both scores: ``8 7``, ``8, 7``, ``8/10 7/10``
  (Vicuna benchmark review prompt).
- ``verdict_brackets``: ``[[A]]``, ``[[B]]`` or ``[[C]]`` for a tie, any case (MT-Bench pairwise), ending its
  line or followed by an explanation that keeps it (``[[A]] - Assistant A is better``).
- ``rating_brackets``: two ratings ``[[7]]`` ... ``[[5]]``; the last two are slot 1 and slot 2
  (MT-Bench's ``Rating: [[x]]``, once per assistant).
- ``output_ab``: a line starting with ``Output (a)`` or ``Output (b)`` (LLMBar; no tie).
- ``json``: the last JSON object holding ``score_1``/``score_2`` (or ``score_a``/``score_b``)
  and/or ``winner`` (``A``/``B``/``tie``, ``1``/``2``, ``Assistant A``, ``Response B``,
  ``Output (b)``); scores and a winner that disagree are
  ``ambiguous``.

Verdict formats are put on the scale of the score formats so the calibration algebra is shared
(ARCHITECTURE.md): a win for slot 1 is scores (1, 0), a win for slot 2 is (0, 1), a tie is
(0.5, 0.5). The calibrated score of a verdict template is then the share of samples won.

:data:`PARSER_VERSION` names the parsers' readings: bump it whenever any reading changes (its docstring).
"""

from judge_engine.pipeline.parsing.formats import PARSERS, parse_completion
from judge_engine.pipeline.parsing.result import MAX_SCAN_CHARS, VERDICT_SCORES, Parsed
from judge_engine.pipeline.parsing.score_lines import DEFAULT_SCORE_LABELS, label_table, score_line
from judge_engine.pipeline.parsing.verdict_probs import verdict_probabilities
from judge_engine.pipeline.parsing.version import PARSER_VERSION

__all__ = [
    "DEFAULT_SCORE_LABELS",
    "MAX_SCAN_CHARS",
    "PARSERS",
    "PARSER_VERSION",
    "VERDICT_SCORES",
    "Parsed",
    "label_table",
    "parse_completion",
    "score_line",
    "verdict_probabilities",
]
