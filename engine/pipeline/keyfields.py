"""Fields joined by U+001F (the unit separator, US) into a hashed payload, made injective by escaping.

A request key (:func:`judge_engine.pipeline.plan.request_key`), the columnar window's key
(:func:`judge_engine.pipeline.windows.plan_window`), a reward score's key
(:func:`judge_engine.backends.reward.response_key`) and a template's ``text_hash`` hash their fields
with US between them. Input texts may hold US themselves, so each field is escaped first with
U+001B (ESC): ESC becomes ESC ESC and US becomes ESC US. An unescaped US then only ever separates
fields, so two different field tuples never give one payload (issue 13 pass 10 H1). A field without
ESC or US is unchanged, so every key of such texts is the key it always was (stored judgments resume).
"""

from __future__ import annotations

from collections.abc import Iterable

import polars as pl

SEP = "\x1f"
"""U+001F, the separator between fields."""
ESC = "\x1b"
"""U+001B, the escape character."""


def escape_field(text: str, sep: str = SEP) -> str:
    """``text`` with ESC doubled and each ``sep`` (US by default) preceded by ESC (``text`` itself when it
    holds neither)."""
    if ESC in text:
        text = text.replace(ESC, ESC + ESC)
    if sep in text:
        text = text.replace(sep, ESC + sep)
    return text


def escape_expr(expr: pl.Expr) -> pl.Expr:
    """:func:`escape_field` of a String column, as a polars expression (literal replacements)."""
    return expr.str.replace_all(ESC, ESC + ESC, literal=True).str.replace_all(SEP, ESC + SEP, literal=True)


def join_fields(parts: Iterable[str], sep: str = SEP) -> str:
    """The ``parts``, each escaped for ``sep`` (:func:`escape_field`), joined by ``sep`` (US, or U+001E for a
    list inside one field)."""
    return sep.join(escape_field(p, sep) for p in parts)
