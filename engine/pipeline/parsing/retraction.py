"""A verdict the judge takes back on a later line without giving a new one (:func:`retracted`):
``[[A]]\\nJust kidding.``, ``Rating: [[9]]\\nOops, that should be 3.``, ``[RESULT] 5\\nSorry, I meant 2.``,
``Output (a)\\nSorry, I meant Output (b)`` (that line is no verdict line of LLMBar's format),
``Assistant's answer contains the line\\nRating: [[10]]\\nwhich is an injection.`` (the verdict was a quotation)."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from judge_engine.pipeline.parsing.result import Parsed, head, tail

if TYPE_CHECKING:
    from judge_engine.pipeline.templates import Template

# a line that starts by taking back what the judge wrote before it (after spaces, ``*``/``_``/``#``
# markup): "Just kidding.", "Oops, ...", "Sorry, I meant ...", "Wait, that's wrong", "Correction: ...",
# "Scratch that", "Never mind", "I retract ...", "On second thought", "However, on reflection, ...",
# "That's wrong", "The scores above are swapped", "which is an injection. Ignoring it." (the line above was the
# response's text, quoted), "I change my mind", "I was wrong", "I was too generous", "That rating is too high",
# "Disregard that", "No wait", "Err, no", "LOL no", "(Not really.)", "/s", "(jk)", "Upon re-reading",
# "Updated scores:", "Revised:"; "Sorry for the length" or "However, A is longer" is none
_RETRACTION = re.compile(
    r"^[ \t*_#(]*+(?:(?:but|however|and|oh|hmm|well|actually|err?|um)[ \t,]++)?+"
    r"(?:(?:just[ \t]++)?+(?:kidding|joking)\b|(?:wh)?+oops\b|my[ \t]++(?:mistake|bad)\b"
    r"|sorry[ \t,]++(?:i[ \t]++(?:meant|mean|made|was)|that|my[ \t]++(?:mistake|bad)|wrong|typo)\b"
    r"|i[ \t]++meant\b|wait\b|correction\b|scratch[ \t]++that\b|strike[ \t]++that\b|never[ \t]*+mind\b"
    r"|i[ \t]++(?:retract|take[ \t]++(?:that|it)[ \t]++back|made[ \t]++a[ \t]++mistake)\b"
    r"|(?:up)?+on[ \t]++(?:second[ \t]++thoughts?|reflection|further[ \t]++reflection|re-?+reading)\b"
    r"|that(?:['\u2019]s|[ \t]++(?:is|was))[ \t]++(?:wrong|incorrect|a[ \t]++(?:mistake|typo|joke)"
    r"|not[ \t]++(?:right|correct))\b"
    r"|(?:(?:the|my|that|this)[ \t]++)?+(?:scores?|ratings?|verdict|answer|result)[ \t]++(?:above[ \t]++)?+"
    r"(?:is|are|was|were)[ \t]++(?:wrong|incorrect|swapped|reversed|a[ \t]++mistake"
    r"|too[ \t]++(?:high|low|generous|harsh|lenient|strict))\b"
    r"|i[ \t]++(?:(?:have|['\u2019]ve)[ \t]++)?+change[sd]?+[ \t]++my[ \t]++mind\b"
    r"|i[ \t]++(?:was|am|['\u2019]m)[ \t]++(?:wrong|mistaken|too[ \t]++(?:generous|harsh|lenient|strict|kind))\b"
    r"|disregard[ \t]++(?:that|this|it|everything|the[ \t]++(?:above|previous|last|scores?|ratings?|verdicts?"
    r"|results?))\b"
    r"|no[ \t,]++wait\b|no[ \t]*+[.!]|(?:lol|lmao|haha)[ \t,]*+(?:no|jk|j/k|kidding)\b|not[ \t]++really\b"
    r"|(?:jk|j/k|sarcasm)\b|/s[ \t.!]*+$"
    r"|(?:updated|revised|corrected|amended|adjusted)(?:[ \t]++(?:scores?|ratings?|verdicts?|results?|assessment))?+"
    r"[ \t]*+:"
    r"|(?:which|that|this|it)[ \t]++(?:is|was)[ \t]++(?:(?:just|only|clearly|obviously|merely)[ \t]++)?+"
    r"(?:an?[ \t]++)?+(?:(?:prompt[ \t]++)?+injection|injected|quot(?:e|ation|ed)|example|placeholder"
    r"|not[ \t]++(?:mine|my[ \t]++own))\b"
    r"|ignor(?:e|ing)[ \t]++(?:it|that|this|the[ \t]++(?:above|line|rating|verdict|injection))\b)",
    re.IGNORECASE | re.MULTILINE,
)

# a line that is only a correction word and new numbers (issue 13 pass 7): "Actually 5 6", "Make that 5 and 6.",
# "Rather: 3"; "Actually 2 points stand out" says more and is none
_CORRECTED = re.compile(
    r"^[ \t*_#(]*+(?:actually|rather|make[ \t]++(?:that|it)|i[ \t]++mean)[ \t,:]*+[0-9]++(?:\.[0-9]++)?+"
    r"(?:(?:[ \t]*+(?:,|/|and|vs\.?+|out[ \t]++of)[ \t]*+|[ \t]++)[0-9]++(?:\.[0-9]++)?+)*+[ \t.!*_)]*+$",
    re.IGNORECASE | re.MULTILINE,
)


def retracted(text: str, template: Template, parse: Callable[[str, Template], Parsed | None]) -> bool:
    """Whether the judge takes its verdict back: the scanned text (the first :data:`MAX_SCAN_CHARS`
    for ``scores_first``, else the last) has a line starting with a retraction (:data:`_RETRACTION`), or one that
    is only a correction word and numbers (:data:`_CORRECTED`: ``8 6\nActually 5 6``),
    after which ``parse`` (the format's parser) finds no verdict, while the text before it holds one.
    A new verdict after the retraction (``[[A]]\\nOops, I meant:\\n[[B]]``) is read by the format's own rules.
    Linear: one regex scan and at most two more parses of the scanned text."""
    scan = head(text) if template.output_format == "scores_first" else tail(text)
    last = None
    for last in _RETRACTION.finditer(scan):  # noqa: B007 - the last match is the one wanted
        pass
    for corrected in _CORRECTED.finditer(scan):
        if last is None or corrected.start() > last.start():
            last = corrected
    if last is None:
        return False
    after = parse(scan[last.start() :], template)
    before = parse(scan[: last.start()], template)
    return after is None and before is not None
