"""Where a reason starts in the explanation of a ``scores_first`` completion (FairEval's ``8 3`` then its
explanation), for :func:`~judge_engine.pipeline.parsing.restated.restates_other` (issue 13, parser versions 45-46):
``8 3\\nAssistant 2 is the better response because Assistant 1 ignores the question.`` states Assistant 2 before its
reason (adversarial pass 41 H3), and so do ``... because it answers directly`` (pass 42 H2) and ``..., whereas
Assistant 1 is wrong``; a line that something after the reason turns (``but``, ``however``, ``;``: ``Assistant 2 is
better as a quick reference, but Assistant 1 is correct.``, pass 42 H1) or whose contrast praises the other side
(``..., while Assistant 1 gives the better answer``: a trade-off) is not cut. One search of the line each: linear."""

from __future__ import annotations

import re

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
_PRAISE = re.compile(
    r"\b(?:better|best|superior|stronger|preferable|correct|accurate|right|more\s++\w++|matters?)\b", re.I
)


def before_reason_line(line: str) -> str | None:
    """``line`` before its first reason or contrast naming a side (module docstring), or None when it has none, when
    something after it turns the line, or when a contrast's tail praises (:data:`_PRAISE`)."""
    m = _REASON.search(line)
    if m is None or _TURNED.search(line, m.end()) or (m.group("c") and _PRAISE.search(line, m.end())):
        return None
    return line[: m.start()]
