"""Judge prompt templates: render a judged unit (a pair in one order, or one answer) into chat messages;
declare the output format.

A template is a TOML file (``configs/templates/<id>.toml``, UTF-8) with keys ``id``,
``description``, ``output_format`` (one of :data:`OUTPUT_FORMATS`), ``system`` (may be empty),
``user``, for score formats ``score_min`` / ``score_max`` (finite, ``score_min < score_max``) and
optionally ``score_step`` (the scale's grid, e.g. 1 for MT-Bench's integer 1-10: a rating off the grid
is ``out_of_range``), optionally ``constrained_regex`` (checked at load the way vLLM's structured
outputs would check it), and for ``scores_last`` optionally ``score_labels`` / ``fallback_labels``
(how the score lines may be labelled; see :mod:`judge_engine.pipeline.parsing`).

Placeholders (in ``user`` and ``system``): ``{question}``, ``{reference}``, ``{rubric}``; pairwise
templates ``{first}`` (the response shown in slot 1) and ``{second}`` (slot 2); single-answer
templates (output formats in :data:`SINGLE_FORMATS`) ``{answer}``; and the turns of a conversation,
``{question_N}``, ``{reference_N}``, ``{first_N}``, ``{second_N}``, ``{answer_N}`` (N = 1, 2, ...:
turn N), as FastChat's ``-multi-turn`` prompts use them. A template using ``_N`` placeholders grades
turn N of the largest N it names (:attr:`Template.turns`). Substitution is one pass, so text inside a
response is never re-expanded. The question always precedes the responses so that the orders ab and
ba share a prefix. Families of templates that pick a variant per row (by turn and reference) are in
:mod:`judge_engine.pipeline.template_sets`.
"""

from __future__ import annotations

import functools
import hashlib
import math
import tomllib
from dataclasses import dataclass
from importlib import resources
from pathlib import Path

from judge_engine.errors import TemplateError
from judge_engine.pipeline.config_inputs import is_template_file
from judge_engine.pipeline.keyfields import join_fields
from judge_engine.pipeline.parsing.score_lines import label_table, score_line
from judge_engine.pipeline.regex_check import check_constrained_regex
from judge_engine.pipeline.template_checks import PLACEHOLDER, check_slots, check_words_in_braces

OUTPUT_FORMATS = (
    "scores_last",
    "scores_first",
    "verdict_brackets",
    "rating_brackets",
    "output_ab",
    "json",
    "rating_brackets_single",
    "result_n",
    "verdict5_brackets",
)
SCORE_FORMATS = ("scores_last", "scores_first", "rating_brackets", "json", "rating_brackets_single", "result_n")
SINGLE_FORMATS = ("rating_brackets_single", "result_n")
"""Formats of single-answer (pointwise) templates: one score per sample, no presentation order."""
_SCORE = r"(10|[1-9])"
#: Default regex per output format for constrained decoding (``judge.constrain = "format"``): the
#: judge's free text stays free (any characters but a newline / a bracket), only the verdict
#: lines are fixed, so every completion that ends inside ``max_tokens`` parses.
FORMAT_REGEX = {
    "scores_last": (
        r"Evaluation evidence: [^\n]*\nScore of the Assistant 1: " + _SCORE + r"\nScore of the Assistant 2: " + _SCORE
    ),
    "scores_first": _SCORE + " " + _SCORE + r"\n[^\n]*",
    "verdict_brackets": r"[^\[\]]*\[\[(A|B|C)\]\]",
    "rating_brackets": r"[^\[\]]*Rating: \[\[" + _SCORE + r"\]\][^\[\]]*Rating: \[\[" + _SCORE + r"\]\]",
    "output_ab": r"Output \((a|b)\)",
    "json": r'\{"score_1": ' + _SCORE + r', "score_2": ' + _SCORE + r"\}",
    # the single-answer formats bound the explanation (200 characters) so it ends inside max_tokens
    "rating_brackets_single": r"[^\[\]]{0,200}Rating: \[\[" + _SCORE + r"\]\]",
    "result_n": r"[^\[\]\n]{0,200} \[RESULT\] [1-5]",
    "verdict5_brackets": r"[^\[\]]*\[\[(A>>B|A>B|A=B|B>A|B>>A)\]\]",
}
#: Verdict tails for ``judge.constrain = "verdict"``: (prefix the free evidence stops at and the
#: verdict starts with, regex of the rest of the verdict). Formats absent here have no tail. The
#: line formats' prefixes start with a newline, so the forced verdict is always a line of its own
#: (the parser reads score lines and ``Output (x)`` only at a line start), whatever the evidence
#: ended with.
VERDICT_TAILS = {
    "scores_last": ("\nScore of the Assistant 1:", " " + _SCORE + r"\nScore of the Assistant 2: " + _SCORE),
    "verdict_brackets": ("[[", r"(A|B|C)\]\]"),
    "output_ab": ("\nOutput (", r"(a|b)\)"),
    "rating_brackets_single": ("[[", _SCORE + r"\]\]"),
    "result_n": ("[RESULT]", r" [1-5]"),
    "verdict5_brackets": ("[[", r"(A>>B|A>B|A=B|B>A|B>>A)\]\]"),
}


@dataclass(frozen=True)
class Template:
    """A judge prompt template.

    Attributes:
        id: template name (e.g. ``"faireval-scoring"``).
        description: one line for humans.
        output_format: how completions are parsed (see :mod:`judge_engine.pipeline.parsing`).
        system: system message ("" for none).
        user: user message with placeholders.
        score_min, score_max: valid score range (inclusive) for score formats; ``None`` otherwise.
        constrained_regex: regex for constrained decoding; defaults to ``FORMAT_REGEX[output_format]``.
        score_labels: ``scores_last`` only: labels of a score line, ``{n}`` standing for the slot
            (1 or 2); empty means :data:`judge_engine.pipeline.parsing.DEFAULT_SCORE_LABELS`.
        fallback_labels: ``scores_last`` only: further labels accepted only on the last two lines
            (FairEval.py's position rule), e.g. the criteria the prompt asks the judge to rate.
        score_step: the scale's grid (``None``: any value in range); a score off the grid is
            ``out_of_range`` (MT-Bench and Prometheus declare 1: integer ratings).
    """

    id: str
    description: str
    output_format: str
    system: str
    user: str
    score_min: float | None = None
    score_max: float | None = None
    constrained_regex: str | None = None
    score_labels: tuple[str, ...] = ()
    fallback_labels: tuple[str, ...] = ()
    score_step: float | None = None

    @property
    def placeholders(self) -> frozenset[str]:
        """The placeholder names the template uses (``question``, ``first_2``, ...)."""
        return _placeholders(self.system, self.user)

    @property
    def protocol(self) -> str:
        """``"single"`` (single-answer grading, :data:`SINGLE_FORMATS`) or ``"pairwise"``."""
        return "single" if self.output_format in SINGLE_FORMATS else "pairwise"

    @property
    def turns(self) -> int:
        """The turn a multi-turn template grades: the largest N of its ``_N`` placeholders (0: single-turn)."""
        return _turns(self.system, self.user)

    @property
    def needs_reference(self) -> bool:
        """Whether the prompt shows a reference answer (``{reference}`` or ``{reference_N}``)."""
        return any(p.startswith("reference") for p in self.placeholders)

    @property
    def format_regex(self) -> str:
        """The regex a constrained completion must match (see ``judge.constrain``)."""
        return self.constrained_regex or FORMAT_REGEX[self.output_format]

    @property
    def verdict_tail(self) -> tuple[str, str] | None:
        """(prefix, regex) of the verdict tail, or None when the format has none."""
        return VERDICT_TAILS.get(self.output_format)

    @property
    def text_hash(self) -> str:
        """sha256 (16 hex) of everything that changes the prompt or the parse; part of request keys."""
        parts = [
            self.id,
            self.output_format,
            self.system,
            self.user,
            str(self.score_min),
            str(self.score_max),
            self.format_regex,
        ]
        if self.score_labels or self.fallback_labels:  # (so templates without labels hash as before)
            parts += [join_fields(self.score_labels, "\x1e"), join_fields(self.fallback_labels, "\x1e")]
        if self.score_step is not None:
            parts.append(f"step={self.score_step}")
        payload = join_fields(parts)  # (escaped: injective; unchanged for texts without ESC or U+001F)
        return hashlib.sha256(payload.encode()).hexdigest()[:16]

    def render(self, question: str, first: str, second: str, reference: str | None = None) -> list[dict[str, str]]:
        """Chat messages for one presentation order.

        Args:
            question: the user question.
            first: the response shown first (slot 1: "Assistant 1" / "Assistant A").
            second: the response shown second.
            reference: optional reference answer (only used by templates that mention it).

        Returns:
            ``[{"role": "system", ...}, {"role": "user", ...}]`` (no system message when empty).
        """
        return self.render_values(
            {"question": question, "first": first, "second": second, "reference": reference or ""}
        )

    def render_values(self, values: dict[str, str]) -> list[dict[str, str]]:
        """Chat messages with every placeholder replaced by ``values[name]`` ("" when absent), in one pass.

        Returns:
            ``[{"role": "system", ...}, {"role": "user", ...}]`` (no system message when empty).
        """

        def fill(text: str) -> str:
            parts = _pieces(text)  # literal, name, literal, name, ..., literal (re.split with one group)
            out = [parts[0]]
            for i in range(1, len(parts), 2):
                out.append(values.get(parts[i]) or "")
                out.append(parts[i + 1])
            return "".join(out)

        messages = []
        if self.system:
            messages.append({"role": "system", "content": fill(self.system)})
        messages.append({"role": "user", "content": fill(self.user)})
        return messages


@functools.lru_cache(maxsize=256)
def _placeholders(system: str, user: str) -> frozenset[str]:
    """The placeholder names of a template's system and user text (cached: asked per planned request)."""
    return frozenset(PLACEHOLDER.findall(system) + PLACEHOLDER.findall(user))


@functools.lru_cache(maxsize=256)
def _turns(system: str, user: str) -> int:
    """The largest N of the ``_N`` placeholders (0: single-turn)."""
    return max((int(p.rsplit("_", 1)[1]) for p in _placeholders(system, user) if "_" in p), default=0)


@functools.lru_cache(maxsize=256)
def _pieces(text: str) -> tuple[str, ...]:
    """``text`` split at its placeholders: literal, name, literal, ... (what ``PLACEHOLDER.sub`` walks)."""
    return tuple(PLACEHOLDER.split(text))


def builtin_templates() -> list[str]:
    """Names of the templates shipped in ``configs/templates/``."""
    root = resources.files("judge_engine.configs") / "templates"
    return sorted(p.name[:-5] for p in root.iterdir() if p.name.endswith(".toml"))


def _number(value: object) -> float | None:
    """A finite TOML number as float, else None (bools are not numbers)."""
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        return None
    return float(value)


def _labels(data: dict, key: str, where: str, slot: bool) -> tuple[str, ...]:
    value = data.get(key, [])
    if not isinstance(value, list) or not all(isinstance(v, str) and v.strip() for v in value):
        raise TemplateError(f"{where}: '{key}' must be a list of non-empty strings, got {value!r}")
    for v in value:
        if ":" in v or "\uff1a" in v:
            raise TemplateError(f"{where}: '{key}' holds {v!r}: a label is the text before the ':', without it")
        if slot and v.count("{n}") != 1:
            raise TemplateError(f"{where}: '{key}' holds {v!r}: each score label needs '{{n}}' (the slot, 1 or 2) once")
        if not slot and "{n}" in v:
            raise TemplateError(f"{where}: '{key}' holds {v!r}: fallback labels name no slot; put it in score_labels")
    return tuple(value)


def _step(raw: object, lo: float | None, hi: float | None, where: str) -> float | None:
    """``score_step``: a finite number > 0 dividing ``score_max - score_min`` (None when absent)."""
    if raw is None:
        return None
    step = _number(raw)
    if step is None or step <= 0 or lo is None or hi is None:
        raise TemplateError(f"{where}: score_step must be a finite number > 0 on a score scale, got {raw!r}")
    k = (hi - lo) / step
    if abs(k - round(k)) > 1e-9:
        raise TemplateError(f"{where}: score_step {step} does not divide score_max - score_min = {hi - lo}")
    return step


def _parse(text: str, where: str) -> Template:
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise TemplateError(f"{where}: invalid TOML: {exc}") from None
    allowed = {
        "id",
        "description",
        "output_format",
        "system",
        "user",
        "score_min",
        "score_max",
        "constrained_regex",
        "score_labels",
        "fallback_labels",
        "score_step",
    }
    unknown = sorted(set(data) - allowed)
    if unknown:
        raise TemplateError(f"{where}: unknown key(s) {unknown}; allowed: {sorted(allowed)}")
    for key in ("id", "output_format", "user"):
        if not isinstance(data.get(key), str) or not data[key]:
            raise TemplateError(f"{where}: '{key}' must be a non-empty string, got {data.get(key)!r}")
    for key in ("description", "system", "constrained_regex"):
        if key in data and not isinstance(data[key], str):
            raise TemplateError(f"{where}: '{key}' must be a string, got {type(data[key]).__name__} {data[key]!r}")
    fmt = data["output_format"]
    if fmt not in OUTPUT_FORMATS:
        raise TemplateError(f"{where}: output_format must be one of {OUTPUT_FORMATS}, got {fmt!r}")
    raw_lo, raw_hi = data.get("score_min"), data.get("score_max")
    lo, hi = None, None
    if raw_lo is not None or raw_hi is not None or (fmt in SCORE_FORMATS and fmt != "json"):
        lo, hi = _number(raw_lo), _number(raw_hi)
        if lo is None or hi is None or lo >= hi:
            raise TemplateError(
                f"{where}: score_min and score_max must be finite numbers with score_min < "
                f"score_max, got {raw_lo!r}, {raw_hi!r}"
            )
    check_words_in_braces(data, where)
    check_slots(data["user"], fmt in SINGLE_FORMATS, fmt, where)
    step = _step(data.get("score_step"), lo, hi, where)
    regex = data.get("constrained_regex")
    if regex is not None:
        reason = check_constrained_regex(regex) if regex else "it is empty"
        if reason is not None:
            raise TemplateError(
                f"{where}: constrained_regex is not a regex vLLM's structured outputs accept ({reason}): {regex!r}"
            )
    if fmt != "scores_last" and ("score_labels" in data or "fallback_labels" in data):
        raise TemplateError(
            f"{where}: score_labels / fallback_labels apply to output_format 'scores_last' only, not {fmt!r}"
        )
    template = Template(
        id=data["id"],
        description=data.get("description", ""),
        output_format=fmt,
        system=data.get("system", ""),
        user=data["user"],
        score_min=lo,
        score_max=hi,
        constrained_regex=regex,
        score_labels=_labels(data, "score_labels", where, slot=True),
        fallback_labels=_labels(data, "fallback_labels", where, slot=False),
        score_step=step,
    )
    if fmt == "scores_last":
        _refuse_filled_score_lines(template, where)
    return template


def _refuse_filled_score_lines(template: Template, where: str) -> None:
    """A ``scores_last`` template whose instructions hold a line the parser would read as a score
    (``Score of the Assistant 1: 7``) is refused: a judge copying it could not be told from a
    verdict. The instructions must show a placeholder (``<score>``) instead."""
    labels = label_table(template.score_labels, template.fallback_labels)
    for field in ("system", "user"):
        for i, line in enumerate(getattr(template, field).split("\n"), start=1):
            if score_line(line, labels, template.score_max) is not None:
                raise TemplateError(
                    f"{where}: '{field}' line {i} shows a filled-in score line {line.strip()!r}; a judge that "
                    "copies it could not be told from a verdict: write a placeholder such as <score>"
                )


FILE_LABELS: set[str] = set()
"""The score labels of every template file :func:`load_template` loaded in this process: the injection detector reads
them too (:func:`judge_engine.pipeline.injection.known_pattern`; fresh pass full68 M1: a response holding a custom
template's score lines was not flagged)."""
FILE_CRITERIA: set[str] = set()
"""The criterion (fallback) labels of those template files, read as the builtin templates' are (two criterion
lines)."""


def load_template(name_or_path: str) -> Template:
    """Load a builtin template by name, or a template TOML by path.

    Raises:
        TemplateError: not found (the message lists the builtin names), not UTF-8, or malformed
            (unknown key, wrong type, score range not finite or empty, a constrained_regex vLLM
            would refuse, bad labels, a filled-in score line in a ``scores_last`` prompt).
    """
    p = Path(name_or_path).expanduser()
    if is_template_file(name_or_path):
        if not p.is_file():
            raise TemplateError(f"template file not found: {p}")
        t = _parse(_decode(p.read_bytes(), str(p)), str(p))
        FILE_LABELS.update(x for x in t.score_labels if x)  # fresh pass full68 M1
        FILE_CRITERIA.update(x for x in t.fallback_labels if x)
        return t
    root = resources.files("judge_engine.configs") / "templates"
    res = root / f"{name_or_path}.toml"
    if not res.is_file():
        raise TemplateError(
            f"unknown template {name_or_path!r}; builtin: {', '.join(builtin_templates())}, or give a path"
        )
    return _parse(_decode(res.read_bytes(), f"template {name_or_path}"), f"template {name_or_path}")


def _decode(raw: bytes, where: str) -> str:
    """UTF-8 text of a template file (TOML is UTF-8; a byte-order mark is skipped), or a one-line TemplateError."""
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise TemplateError(
            f"{where}: not UTF-8 text (byte 0x{raw[exc.start]:02x} at offset {exc.start}); TOML files must be UTF-8"
        ) from None
