"""Judge prompt templates: render a (pair, order) into chat messages; declare the output format.

A template is a TOML file (``configs/templates/<id>.toml``) with keys ``id``, ``description``,
``output_format`` (one of :data:`OUTPUT_FORMATS`), ``system`` (may be empty), ``user``, for
score formats ``score_min`` / ``score_max``, and optionally ``constrained_regex``. ``user`` (and ``system``) may use the placeholders
``{question}``, ``{first}`` (the response shown in slot 1), ``{second}`` (slot 2) and
``{reference}``. Substitution is one pass, so text inside a response is never re-expanded.
The question always precedes the responses so that the orders ab and ba share a prefix.
"""

from __future__ import annotations

import hashlib
import re
import tomllib
from dataclasses import dataclass
from importlib import resources
from pathlib import Path

from judge_engine.errors import TemplateError

OUTPUT_FORMATS = ("scores_last", "scores_first", "verdict_brackets", "rating_brackets", "output_ab", "json")
SCORE_FORMATS = ("scores_last", "scores_first", "rating_brackets", "json")
_SCORE = r"(10|[1-9])"
#: Default regex per output format for constrained decoding (``judge.constrain = "format"``): the
#: judge's free text stays free (any characters but a newline / a bracket), only the verdict
#: lines are fixed, so every completion that ends inside ``max_tokens`` parses.
FORMAT_REGEX = {
    "scores_last": (r"Evaluation evidence: [^\n]*\nScore of the Assistant 1: " + _SCORE
                    + r"\nScore of the Assistant 2: " + _SCORE),
    "scores_first": _SCORE + " " + _SCORE + r"\n[^\n]*",
    "verdict_brackets": r"[^\[\]]*\[\[(A|B|C)\]\]",
    "rating_brackets": r"[^\[\]]*Rating: \[\[" + _SCORE + r"\]\][^\[\]]*Rating: \[\[" + _SCORE + r"\]\]",
    "output_ab": r"Output \((a|b)\)",
    "json": r'\{"score_1": ' + _SCORE + r', "score_2": ' + _SCORE + r"\}",
}
#: Verdict tails for ``judge.constrain = "verdict"``: (prefix the free evidence stops at and the
#: verdict starts with, regex of the rest of the verdict). Formats absent here have no tail.
VERDICT_TAILS = {
    "scores_last": ("Score of the Assistant 1:", " " + _SCORE + r"\nScore of the Assistant 2: " + _SCORE),
    "verdict_brackets": ("[[", r"(A|B|C)\]\]"),
    "output_ab": ("Output (", r"(a|b)\)"),
}
_PLACEHOLDER = re.compile(r"\{(question|first|second|reference)\}")


@dataclass(frozen=True)
class Template:
    """A judge prompt template.

    Attributes:
        id: template name (e.g. ``"faireval-scoring"``).
        description: one line for humans.
        output_format: how completions are parsed (see :mod:`judge_engine.parsing`).
        system: system message ("" for none).
        user: user message with placeholders.
        score_min, score_max: valid score range (inclusive) for score formats; ``None`` otherwise.
        constrained_regex: regex for constrained decoding; defaults to ``FORMAT_REGEX[output_format]``.
    """

    id: str
    description: str
    output_format: str
    system: str
    user: str
    score_min: float | None = None
    score_max: float | None = None
    constrained_regex: str | None = None

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
        payload = "\x1f".join(
            [self.id, self.output_format, self.system, self.user, str(self.score_min), str(self.score_max),
             self.format_regex]
        )
        return hashlib.sha256(payload.encode()).hexdigest()[:16]

    def render(
        self, question: str, first: str, second: str, reference: str | None = None
    ) -> list[dict[str, str]]:
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


def _parse(text: str, where: str) -> Template:
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise TemplateError(f"{where}: invalid TOML: {exc}") from None
    allowed = {"id", "description", "output_format", "system", "user", "score_min", "score_max",
               "constrained_regex"}
    unknown = sorted(set(data) - allowed)
    if unknown:
        raise TemplateError(f"{where}: unknown key(s) {unknown}; allowed: {sorted(allowed)}")
    for key in ("id", "output_format", "user"):
        if not isinstance(data.get(key), str) or not data[key]:
            raise TemplateError(f"{where}: '{key}' must be a non-empty string")
    fmt = data["output_format"]
    if fmt not in OUTPUT_FORMATS:
        raise TemplateError(f"{where}: output_format must be one of {OUTPUT_FORMATS}, got {fmt!r}")
    lo, hi = data.get("score_min"), data.get("score_max")
    if fmt in SCORE_FORMATS and not (fmt == "json" and lo is None and hi is None):
        if not isinstance(lo, (int, float)) or not isinstance(hi, (int, float)) or lo >= hi:
            raise TemplateError(f"{where}: score formats need numeric score_min < score_max, got {lo}, {hi}")
        lo, hi = float(lo), float(hi)
    for slot in ("{first}", "{second}"):
        if slot not in data["user"]:
            raise TemplateError(f"{where}: 'user' must contain the placeholder {slot}")
    return Template(
        id=data["id"],
        description=data.get("description", ""),
        output_format=fmt,
        system=data.get("system", ""),
        user=data["user"],
        score_min=lo,
        score_max=hi,
        constrained_regex=data.get("constrained_regex"),
    )


def load_template(name_or_path: str) -> Template:
    """Load a builtin template by name, or a template TOML by path.

    Raises:
        TemplateError: not found (the message lists the builtin names), or malformed.
    """
    p = Path(name_or_path).expanduser()
    if p.suffix == ".toml" or p.exists():
        if not p.is_file():
            raise TemplateError(f"template file not found: {p}")
        return _parse(p.read_text(encoding="utf-8"), str(p))
    root = resources.files("judge_engine.configs") / "templates"
    res = root / f"{name_or_path}.toml"
    if not res.is_file():
        raise TemplateError(
            f"unknown template {name_or_path!r}; builtin: {', '.join(builtin_templates())}, or give a path"
        )
    return _parse(res.read_text(encoding="utf-8"), f"template {name_or_path}")
