"""Load-time checks of a judge template's placeholders (:mod:`judge_engine.pipeline.templates`).

:data:`PLACEHOLDER` is every placeholder a template may use; a word in braces that is none of them is
refused (:func:`check_words_in_braces`), and the response slots a format needs must be present
(:func:`check_slots`).
"""

from __future__ import annotations

import re
from typing import Any

from judge_engine.errors import TemplateError

PLACEHOLDER = re.compile(r"\{((?:question|first|second|answer|reference)(?:_[1-9][0-9]?)?|rubric)\}")
"""A placeholder; group 1 is its name (``question``, ``first_2``, ``rubric``, ...)."""

WORD_IN_BRACES = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*)\}")
# a placeholder name with a conversion, format spec, attribute or index ("{question!r}", "{question:>10}",
# "{first.__class__}"): rendered literally, so the judge never saw the text (fresh pass full64 L1)
_DECORATED = re.compile(r"\{((?:question|first|second|answer|reference)(?:_[1-9][0-9]?)?|rubric)[!:.\[][^{}\n]{0,80}\}")


def check_words_in_braces(data: dict[str, Any], where: str) -> None:
    """Refuse a word in braces that is no placeholder (``{refrence}``, ``{foo}``), and a placeholder with a
    conversion, format spec, attribute or index (``{question!r}``, ``{question:>10}``): either would reach the judge as
    written (fresh passes full54 L1, full64 L1). Other braces (JSON examples, ``{ x }``) are literal text.

    Raises:
        TemplateError: naming the key (``system`` / ``user``), the word and ``where``.
    """
    for key in ("system", "user"):
        for m in _DECORATED.finditer(data.get(key) or ""):
            raise TemplateError(
                f"{where}: '{key}' holds {m.group(0)}: a placeholder takes no conversion, format or attribute "
                f"(it would reach the judge as written, without the text); write {{{m.group(1)}}}"
            )
        for m in WORD_IN_BRACES.finditer(data.get(key) or ""):
            if not PLACEHOLDER.fullmatch(m.group(0)):
                raise TemplateError(
                    f"{where}: '{key}' holds {m.group(0)}, which is no placeholder (placeholders: {{question}}, "
                    f"{{first}}, {{second}}, {{answer}}, {{reference}}, their _N turn forms, {{rubric}}); "
                    f"for literal text write it with a space inside the braces ('{{ {m.group(1)} }}')"
                )


def check_slots(user: str, single: bool, fmt: str, where: str) -> None:
    """The response placeholders a format needs: ``{first}`` and ``{second}`` (or ``{first_N}`` and
    ``{second_N}`` for each turn N named) for pairwise formats, ``{answer}`` (or ``{answer_N}``) for
    single-answer ones (``single``), and none of the other protocol's.

    Raises:
        TemplateError: a needed placeholder missing, or one of the other protocol's used (``where`` named).
    """
    names = set(PLACEHOLDER.findall(user))
    wanted, other = (("answer",), ("first", "second")) if single else (("first", "second"), ("answer",))
    turns = sorted({n.rsplit("_", 1)[1] for n in names if "_" in n})
    for w in wanted:
        if w not in names and not (turns and all(f"{w}_{t}" in names for t in turns)):
            need = f"{{{w}}}" + (f" or {{{w}_N}} for each turn N in {turns}" if turns else "")
            raise TemplateError(f"{where}: 'user' must contain the placeholder {need}")
    bad = sorted(n for n in names if n.split("_")[0] in other)
    if bad:
        kind = "single-answer" if single else "pairwise"
        raise TemplateError(f"{where}: a {kind} template (output_format {fmt!r}) cannot use {{{bad[0]}}}")
