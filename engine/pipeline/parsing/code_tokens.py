"""Verdict-shaped tokens that are code, and lines that are a program's output, for
:func:`~judge_engine.pipeline.parsing.quoting.unquoted_hits` (parser version 79; issue 13, adversarial pass 72 H3, M1).

A judge reviewing R, Mathematica or Python writes ``df[[A]]``, ``mylist[[5]]``, ``list[[A>B]]`` (subscripts),
``grid = [[5]]`` or ``matmul([[2]], [[3]])`` (nested-list literals): a ``[[`` glued to a name or an opening
parenthesis or bracket, after an assignment to a name that is no verdict label, or after a comma inside an open
parenthesis, is code (:func:`code_token`), never a verdict. The lines after a REPL prompt (``>>>``, ``In [1]:``, ``>
f(x)``, ``PS C:\\>``, ``$ python t.py``) up to an empty line, and a line ``Out[1]: ...``, are what a program printed
(:data:`REPL_PROMPT`, :data:`OUTPUT_LINE`). An intro line that ends with a program's result verb (``... returns``,
``returns the nested list``: :data:`CODE_RESULT_END`) introduces a quotation. Linear: a bounded look back per token."""

from __future__ import annotations

import contextlib
import re
from collections.abc import Iterator
from contextvars import ContextVar

# an assignment right before a token ("grid = ", "col <- "), to a name that is no verdict label ("Rating = [[5]]" is
# a verdict); matched on at most the last 40 characters before the token
_ASSIGNED = re.compile(
    r"(?:(?<![\w.])(?!(?:rating|score|verdict|result|grade|answer|output|final|decision)\b)[a-z_][\w.]*+\s*+=(?!=)"
    r"|<-)\s*+$",
    re.IGNORECASE,
)
REPL_PROMPT = re.compile(
    r"(?:>>>|in\s*+\[\d++\]\s*+:|ps\s++[a-z]:\\[^>\n]*+>|\$\s++\S|>\s*+[\w.]++\(.*\)\s*+$"
    r"|>\s*+(?:node|python3?|irb|r|ghci|julia|ipython)\s*+$)",
    re.IGNORECASE,
)
"""A line that is a REPL prompt: the lines after it, up to an empty line or the next prompt, are its output."""
OUTPUT_LINE = re.compile(r"out\s*+\[\d++\]\s*+:", re.IGNORECASE)
"""A line that is IPython's output (``Out[1]: [[6]]``)."""
CODE_RESULT_END = re.compile(
    r"(?:\)|\b(?:it|function|method|code|call|script|program|snippet|expression|query|command))\s*+"
    r"(?:returns?|returned|outputs?|prints?|printed|yields?|evaluates\s++to|produces?|produced)"
    r"(?:\s++(?:the|a|an|this))?+(?:\s++(?:nested|following|resulting))?+(?:\s++(?:list|array|matrix|value|output|string"
    r"|object|tuple|dict|dictionary|table|vector))?+\s*+:?+$",
    re.IGNORECASE,
)
"""The end of an intro line (no candidate of its own, or only code tokens) that introduces a program's result: a call's
``)`` or a word for code, then a verb of returning (``matmul([[2]], [[3]]) returns``, ``the function returns the nested
list``); ``Better output:`` is none."""


def code_token(line: str, start: int, end: int) -> bool:
    """Whether the candidate ``line[start:end]`` holds a ``[[`` that is code (the module's docstring): glued to a letter
    or digit, ``(`` or ``[`` (not to ``_``: markdown's emphasis, ``_[[C]]_``; nor to ``]``: a forced verdict right after
    the judge's own, ``[[B]][[A]]``); after an assignment to a
    name that is no verdict label; or after a comma inside an open parenthesis (``f([[2]], [[3]])``)."""
    k = line.find("[[", start, end)
    if k < 0:
        return False
    before = line[k - 1 : k]
    if before and (before.isalnum() or before in "(["):
        return True  # "df[[A]]", "x[[2]]", "f([[2]])"
    lead = line[max(0, k - 40) : k]
    if _ASSIGNED.search(lead):
        return True  # "grid = [[5]]", "col <- df[[A]]"
    return lead.rstrip().endswith(",") and lead.count("(") > lead.count(")")  # "matmul([[2]], [[3]])"


_FORCED: ContextVar[str] = ContextVar("forced_tail", default="")


@contextlib.contextmanager
def forced_tail(tail: str) -> Iterator[None]:
    """While parsing a completion whose last characters ``tail`` a constrained decoder forced (empty: none), the
    candidate that ends the text inside that tail is never code (:func:`is_forced`): the grammar's verdict glued to
    the judge's last word (``... 8[[7]]``, a template whose verdict prefix is ``[[``)."""
    token = _FORCED.set(tail)
    try:
        yield
    finally:
        _FORCED.reset(token)


def forcing() -> bool:
    """Whether a completion with a forced tail (:func:`forced_tail`) is being parsed."""
    return bool(_FORCED.get())


def forced_text() -> str:
    """The forced tail of the completion being parsed (:func:`forced_tail`; empty: none)."""
    return _FORCED.get()


def is_forced(line: str, end: int, last_line: bool) -> bool:
    """Whether the candidate ending at ``end`` of ``line`` is the forced tail's (:func:`forced_tail`): on the text's
    last line, ending it (apart from trailing whitespace), with a forced tail set."""
    last = _FORCED.get().strip().rsplit("\n", 1)[-1]
    return bool(last) and last_line and not line[end:].strip() and line.rstrip().endswith(last)
