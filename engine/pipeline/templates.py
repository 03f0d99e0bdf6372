"""Judge prompt templates: render a (pair, order) into chat messages; declare the output format.

A template is a TOML file (``configs/templates/<id>.toml``, UTF-8) with keys ``id``,
``description``, ``output_format`` (one of :data:`OUTPUT_FORMATS`), ``system`` (may be empty),
``user``, for score formats ``score_min`` / ``score_max`` (finite, ``score_min < score_max``),
optionally ``constrained_regex`` (checked at load the way vLLM's structured outputs would check
it), and for ``scores_last`` optionally ``score_labels`` / ``fallback_labels`` (how the score
lines may be labelled; see :mod:`judge_engine.pipeline.parsing`). ``user`` (and ``system``) may use the
placeholders ``{question}``, ``{first}`` (the response shown in slot 1), ``{second}`` (slot 2) and
``{reference}``. Substitution is one pass, so text inside a response is never re-expanded.
The question always precedes the responses so that the orders ab and ba share a prefix.
"""

from __future__ import annotations

import hashlib
import math
import re
import tomllib
from dataclasses import dataclass
from importlib import resources
from pathlib import Path

from judge_engine.errors import TemplateError
from judge_engine.pipeline.parsing.score_lines import label_table, score_line

OUTPUT_FORMATS = ("scores_last", "scores_first", "verdict_brackets", "rating_brackets", "output_ab", "json")
SCORE_FORMATS = ("scores_last", "scores_first", "rating_brackets", "json")
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
}
_PLACEHOLDER = re.compile(r"\{(question|first|second|reference)\}")
#: Labels of a ``scores_last`` score line when a template declares none (``{n}`` = 1 or 2).


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
            parts += ["\x1e".join(self.score_labels), "\x1e".join(self.fallback_labels)]
        payload = "\x1f".join(parts)
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
        values = {"question": question, "first": first, "second": second, "reference": reference or ""}

        def fill(text: str) -> str:
            return _PLACEHOLDER.sub(lambda m: values[m.group(1)], text)

        messages = []
        if self.system:
            messages.append({"role": "system", "content": fill(self.system)})
        messages.append({"role": "user", "content": fill(self.user)})
        return messages


def builtin_templates() -> list[str]:
    """Names of the templates shipped in ``configs/templates/``."""
    root = resources.files("judge_engine.configs") / "templates"
    return sorted(p.name[:-5] for p in root.iterdir() if p.name.endswith(".toml"))


def check_constrained_regex(regex: str) -> str | None:
    """Whether vLLM's structured outputs would accept ``regex``, without starting an engine.

    vLLM (``structured_outputs`` backend ``auto``) compiles a regex with xgrammar and falls back to
    llguidance when xgrammar refuses it, so a regex is accepted when either library accepts it; both
    are checked here when installed (llguidance first: it loads in milliseconds, xgrammar imports
    torch). Without either (no vLLM installed), Python's ``re`` is the check.

    Returns:
        None when accepted, else the reason in one line.
    """
    if "\x00" in regex:
        return "it contains a NUL character"
    try:
        import llguidance
    except ImportError:
        llguidance = None
    if llguidance is not None:
        err = llguidance.LLMatcher.validate_grammar(llguidance.grammar_from("regex", regex), None)
        if not err:
            return None
        try:
            import xgrammar
        except ImportError:
            xgrammar = None
        if xgrammar is not None:
            try:
                xgrammar.Grammar.from_regex(regex)
                return None
            except Exception:  # noqa: BLE001 - any refusal; llguidance's message is the clearer one
                pass
        lines = [ln.strip() for ln in err.splitlines() if ln.strip()]
        return next((ln for ln in lines if ln.startswith("error:")), lines[0] if lines else err)
    try:
        re.compile(regex)
    except re.error as exc:
        return str(exc)
    return None


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
    for slot in ("{first}", "{second}"):
        if slot not in data["user"]:
            raise TemplateError(f"{where}: 'user' must contain the placeholder {slot}")
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


def load_template(name_or_path: str) -> Template:
    """Load a builtin template by name, or a template TOML by path.

    Raises:
        TemplateError: not found (the message lists the builtin names), not UTF-8, or malformed
            (unknown key, wrong type, score range not finite or empty, a constrained_regex vLLM
            would refuse, bad labels, a filled-in score line in a ``scores_last`` prompt).
    """
    p = Path(name_or_path).expanduser()
    if p.suffix == ".toml" or p.exists():
        if not p.is_file():
            raise TemplateError(f"template file not found: {p}")
        return _parse(_decode(p.read_bytes(), str(p)), str(p))
    root = resources.files("judge_engine.configs") / "templates"
    res = root / f"{name_or_path}.toml"
    if not res.is_file():
        raise TemplateError(
            f"unknown template {name_or_path!r}; builtin: {', '.join(builtin_templates())}, or give a path"
        )
    return _parse(_decode(res.read_bytes(), f"template {name_or_path}"), f"template {name_or_path}")


def _decode(raw: bytes, where: str) -> str:
    """UTF-8 text of a template file (TOML is UTF-8), or a one-line TemplateError."""
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise TemplateError(
            f"{where}: not UTF-8 text (byte 0x{raw[exc.start]:02x} at offset {exc.start}); TOML files must be UTF-8"
        ) from None
