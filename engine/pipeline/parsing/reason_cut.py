"""Where a reason starts in the explanation of a ``scores_first`` completion (FairEval's ``8 3`` then its explanation),
for :func:`~judge_engine.pipeline.parsing.restated.restates_other` (issue 13, parser versions 45-46): ``8
3\\nAssistant 2 is the better response because Assistant 1 ignores the question.`` states Assistant 2 before its
reason (adversarial pass 41 H3), and so do ``... because it answers directly`` (pass 42 H2) and ``..., whereas
Assistant 1 is wrong``; a line that something after the reason turns (``but``, ``however``, ``;``: ``Assistant 2 is
better as a quick reference, but Assistant 1 is correct.``, pass 42 H1) or whose contrast praises the other side
(``..., while Assistant 1 gives the better answer``: a trade-off) is not cut; a later contrast that gives a side a
fault (``... because it answers directly, while Assistant 1 goes off-topic.``, parser version 47) turns nothing, nor
does a fault worded with a praise word (``less accurate``, ``more verbose``, version 48, pass 43 M5). One search of
the line for the reason, one for the turn words and at most one for praise after the first contrast: linear."""

from __future__ import annotations

import re

from judge_engine.pipeline.parsing.main_clause import NEG_AFTER_MORE

_SIDE = r"(?:assistant|response|answer|output|model)\b"
# a reason ("because", "since", "due to", "given that", "given"/"as" before a side or pronoun) or a contrast naming a
# side ("whereas Assistant 1 ...", group "c")
_REASON = re.compile(
    r"\s*+,?+\s*+\b(?:because|since|due\s++to|given\s++that|given(?=\s++" + _SIDE + r")"
    r"|as(?=\s++(?:(?:it|they|its|their)\b|" + _SIDE + r"))"
    r"|(?P<c>whereas|while)(?=\s++(?:the\s++)?+" + _SIDE + r"))\b",
    re.I,
)
_TURNED = re.compile(r"\b(?:but|however|though|although|while|whereas|yet|still|only|except)\b|;", re.I)
# a later contrast that names a side ("..., while Assistant 1 goes off-topic."): a turn only when its tail praises
_FAULT_CONTRAST = re.compile(r"(?:while|whereas)\s++(?:the\s++)?+" + _SIDE, re.I)
_PRAISE = re.compile(
    r"(?<!less\s)(?<!not\s)(?<!n't\s)(?<!never\s)\b(?:better|best|superior|stronger|preferable|correct|accurate|right"
    r"|more\s++(?!" + NEG_AFTER_MORE + r")\w++|matters?)\b",
    re.I,
)


def before_reason_line(line: str) -> str | None:
    """``line`` before its first reason or contrast naming a side (module docstring), or None when it has none, when
    something after it turns the line, or when a contrast's tail praises (:data:`_PRAISE`)."""
    m = _REASON.search(line)
    if m is None or (m.group("c") and _PRAISE.search(line, m.end())):
        return None
    checked = False  # praise after the first contrast is praise after every later one
    for t in _TURNED.finditer(line, m.end()):
        if not _FAULT_CONTRAST.match(line, t.start()) or (not checked and _PRAISE.search(line, t.end())):
            return None  # a turn; not a contrast that only gives a side a fault (parser version 47)
        checked = True
    return line[: m.start()]
