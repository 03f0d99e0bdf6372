"""A verdict the judge gives on another scale than the template's, stated before it on its line
(:func:`other_scale`): ``On a scale of 1 to 5, Rating: [[4]]``, ``Using a 5-point scale: Rating: [[4]]``,
``Rating (out of 5): [[4]]`` on a 1-10 template (issue 13 adv8 M6). A scale the explanation only talks about, in
another sentence than the verdict, is none (adv9 M6): ``The response builds the requested scale of 1 to 5 for pain
correctly. Rating: [[9]]``. The trailing form (``Rating: [[4]] out of 5``) is the format parsers' own rule."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from judge_engine.pipeline.parsing.result import Parsed, head, tail

if TYPE_CHECKING:
    from judge_engine.pipeline.templates import Template

# a stated scale: "on a scale of 1 to 5", "scale from 1-10", "a 5-point scale", "(out of 5):"; group "hi" (or
# "pt", "of") its maximum; group "frame" the words that make it the judge's own rating scale ("on a", "using a",
# "by the", ...; adv9 M6)
_SCALE = re.compile(
    r"(?P<frame>\b(?:on|using|with|by|in|under|per)\s++(?:a|an|the|my|our|this)\s++)?+"
    r"(?:\bscale\s++(?:of|from)\s++[0-9]++\s*+(?:to|-|\u2013)\s*+(?P<hi>[0-9]++)\b"
    r"|\b(?P<pt>[0-9]++)[\s-]++point\s++scale\b"
    r"|\bout\s++of\s++(?P<of>[0-9]++)\s*+\)?+\s*+:)",
    re.IGNORECASE,
)
# where a sentence ends after an unframed scale: ".", "!", "?" or ";" not inside a number ("4.5")
_SENTENCE_END = re.compile(r"[.!?;](?![0-9])")


# formats whose verdict names a side, not a score on the template's scale
_LETTER_FORMATS = frozenset({"verdict_brackets", "output_ab", "verdict5_brackets"})


def other_scale(text: str, template: Template, parse: Callable[[str, Template], Parsed | None]) -> bool:
    """Whether the scanned text (the first :data:`~judge_engine.pipeline.parsing.result.MAX_SCAN_CHARS` for
    ``scores_first``, else the last) states a scale (:data:`_SCALE`) whose maximum is not the template's
    ``score_max``, and the text from that statement to its line's end holds a verdict by itself (``parse``, the
    format's parser, reads it ``ok``). A statement the judge does not frame as its own rating scale ("on a",
    "using a", ... before it: group ``frame`` of :data:`_SCALE`) counts only up to its sentence's end
    (:data:`_SENTENCE_END`): ``The user wants a scale of 1 to 5; the response gives one. Rating: [[9]]`` is
    False, ``Rating (out of 5): [[4]]`` True. Templates without a ``score_max``, and letter verdicts (``[[A]]``,
    ``Output (a)``): always False. Linear: one regex scan and at most two parses per line."""
    if template.score_max is None or template.output_format in _LETTER_FORMATS:
        return False
    scan = head(text) if template.output_format == "scores_first" else tail(text)
    seen: set[tuple[int, bool]] = set()
    for m in _SCALE.finditer(scan):
        if float(m.group("hi") or m.group("pt") or m.group("of")) == template.score_max:
            continue
        line_end = scan.find("\n", m.end())
        line_end = len(scan) if line_end < 0 else line_end
        framed = m.group("frame") is not None
        if (line_end, framed) in seen:
            continue  # one parse per line and kind: from its first other-scale statement
        seen.add((line_end, framed))
        end = line_end
        if not framed:
            stop = _SENTENCE_END.search(scan, m.end(), line_end)
            end = line_end if stop is None else stop.end()
        parsed = parse(scan[m.start() : end], template)
        if parsed is not None and parsed.ok:
            return True
    return False
