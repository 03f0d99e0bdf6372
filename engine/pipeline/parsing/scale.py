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
# (adv9 M1: also "(1-5)", "[1-5]", "(scale 1-10)", "(max 5)", "1-5 scale", "a 1-10 point scale", "scale of one to
# five"; group "hi" then holds the maximum, as a word for a spelled-out one)
# (adv13 L1: the judge's own statement "I used a 1-5 scale", "Scored out of five", "4 stars out of 5": group "own"
# or "st"; "ow" and "st" hold the maximum)
_SCALE = re.compile(
    r"(?:(?P<frame>\b(?:on|using|with|by|in|under|per)\s++(?:a|an|the|my|our|this)\s++)"
    r"|(?P<own>\bi\s++(?:used|applied|rated|scored|graded|am\s++using|was\s++using|have\s++used)\s++"
    r"(?:(?:it|this|the\s++response)\s++)?+(?:(?:on|using|with)\s++)?+(?:a|an|the|my)\s++))?+"
    r"(?:(?P<own2>\b(?:scored|rated|graded|marked)\s++)out\s++of\s++(?P<ow>[0-9]++|three|four|five|six|seven|ten"
    r"|hundred)\b|\b[0-9]++(?:\.[0-9]++)?+\s*+stars?\s++out\s++of\s++(?P<st>[0-9]++)\b"
    r"|\bscale\s++(?:of|from)\s++(?:[0-9]++|zero|one)\s*+(?:to|-|\u2013)\s*+"
    r"(?P<hi>[0-9]++|three|four|five|six|seven|ten|hundred)\b"
    r"|\b(?P<pt>[0-9]++|three|four|five|six|seven|ten|hundred)[\s-]++point\s++scale\b"
    # version 81 (adversarial pass 78): Spanish and Chinese ("En una escala del 1 al 5:", "在1到5分的范围内")
    r"|\bescala\s++(?:del?\s++)?+[0-9]++\s++(?:al?|hasta)\s++(?P<es>[0-9]++)\b|[0-9]++\s*+\u5230\s*+(?P<zh>[0-9]++)\s*+\u5206"
    r"|\bout\s++of\s++(?P<of>[0-9]++|three|four|five|six|seven|ten|hundred)\s*+\)?+\s*+:"
    r"|[(\[]\s*+(?:scale\s*+:?\s*+)?+[0-9]++\s*+(?:-|\u2013|to)\s*+(?P<br>[0-9]++)(?:\s++(?:point\s++)?+scale)?+\s*+[)\]]"
    r"|[(\[]\s*+max(?:imum)?+\s*+[:.]?+\s*+(?P<mx>[0-9]++)\s*+[)\]]"
    r"|\b[0-9]++\s*+(?:-|\u2013|to)\s*+(?P<rs>[0-9]++)(?:[\s-]++point)?+\s++scale\b"
    # version 78 (adversarial pass 70 H4): a scale named by its label, out of 5: "Five-star rating:", "Stars:", "Likert"
    r"|(?P<sr>\b(?:five|5)[\s-]*+stars?\b|\bstars?(?:\s++rating)?+(?=\s*+:)|\blikert\b)"
    # version 79 (adversarial pass 71 F1, F14): "Rating each assistant from 1 to 5:" (an intro), star glyphs (out of 5)
    r"|\bfrom\s++(?:[0-9]++|zero|one)\s*+(?:to|-|\u2013)\s*+(?P<fr>[0-9]++|three|four|five|six|seven|ten|hundred)\b"
    r"(?=\s*+\)?+\s*+:)|(?P<sg>(?:[\u2605\u2606\u2729\u272a\u2730\u2b50]\ufe0f?){3,}))",
    re.IGNORECASE,
)
_MAXIMA = (
    "hi",
    "pt",
    "of",
    "br",
    "mx",
    "rs",
    "ow",
    "st",
    "fr",
    "es",
    "zh",
)  # the groups of _SCALE holding a maximum ("sr", "sg": 5)
WORD_NUMBERS = {"three": 3.0, "four": 4.0, "five": 5.0, "six": 6.0, "seven": 7.0, "ten": 10.0, "hundred": 100.0}
# at most this many scale statements that end their line are checked for a verdict before them
_MAX_TRAILING = 4
_BLOCK_LINES = 8
_CLOSE = re.compile(r"[\s).\]*_]*+")
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
    False, ``Rating (out of 5): [[4]]`` True. A statement that ends its line right after the verdict (:func:`_trails`:
    ``Rating: [[4]] (1-5 scale)``) counts when the text before it reads a verdict (at most :data:`_MAX_TRAILING`
    times). The judge's own statement of its scale (groups ``own``/``st``: ``I used a 1-5 scale``, ``Scored out
    of five``, ``4 stars out of 5``) counts when the text (for ``stars``, its line before it) reads a verdict
    (adv13 L1; at most :data:`_MAX_TRAILING` parses). Templates without a ``score_max``, and letter verdicts
    (``[[A]]``, ``Output (a)``): always False.
    Linear: one regex scan and at most two parses per line."""
    if template.score_max is None or template.output_format in _LETTER_FORMATS:
        return False
    scan = head(text) if template.output_format == "scores_first" else tail(text)
    seen: set[tuple[int, bool]] = set()
    trailing = 0  # (a text of many lines that end in a scale statement stays linear: see _MAX_TRAILING)
    own_kinds = 0  # the judge's own scale statements parsed for (at most _MAX_TRAILING)
    blocks: list[tuple[int, int]] = []  # star glyphs and intro lines: the last _MAX_TRAILING parsed with their lines
    for m in _SCALE.finditer(scan):
        hi = "five" if m.group("sr") or m.group("sg") else next(g for g in m.group(*_MAXIMA) if g is not None)
        if (float(hi) if hi.isdigit() else WORD_NUMBERS[hi.casefold()]) == template.score_max:
            continue
        line_end = scan.find("\n", m.end())
        line_end = len(scan) if line_end < 0 else line_end
        if m.group("sg") or _intro(scan, m, line_end):
            # star glyphs, or an intro line ("On a scale of 1 to 5:") before the verdict's lines: read after the loop
            start = scan.rfind("\n", 0, m.start()) + 1 if m.group("sg") else m.start()
            blocks.append((start, line_end))
            continue
        if m.group("own") or m.group("own2") or m.group("st"):
            own_kinds += 1
            if own_kinds <= _MAX_TRAILING:
                # the judge's own scale: the whole text's verdict ("I used", "Scored out of"), or for "stars" a
                # verdict before it on its line ("Rating: [[4]] - i.e. 4 stars out of 5")
                start = scan.rfind("\n", 0, m.start()) + 1
                parsed = parse(scan[start : m.start()] if m.group("st") else scan, template)
                if parsed is not None and parsed.ok:
                    return True
            continue
        if trailing < _MAX_TRAILING and _trails(scan, m, line_end):
            trailing += 1
            parsed = parse(scan[: m.start()], template)
            if parsed is not None and parsed.ok:
                return True  # "Rating: [[4]] (1-5 scale)"
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
    for start, line_end in blocks[-_MAX_TRAILING:]:
        parsed = parse(scan[start : _block_end(scan, line_end)], template)
        if parsed is not None and parsed.ok:
            return True
    return False


def _trails(scan: str, m: re.Match[str], line_end: int) -> bool:
    """Whether the scale statement ``m`` ends its line (:data:`_CLOSE`) right after a verdict on that line or as
    the whole line (before it on its line only ``(``, ``[``, markup, or text ending in ``]``, ``)`` or a digit):
    ``Rating: [[4]] (1-5 scale)``, a line ``(on a scale of 1 to 5)`` after FairEval's score lines (adv9 M1)."""
    line_start = scan.rfind("\n", 0, m.start()) + 1
    lead = scan[line_start : m.start()].rstrip(" \t([*_")
    return _CLOSE.fullmatch(scan, m.end(), line_end) is not None and (not lead or lead[-1] in "])0123456789")


def _intro(scan: str, m: re.Match[str], line_end: int) -> bool:
    """Whether the scale statement ``m`` ends an intro line: nothing but ``:`` (and markup, ``)``) after it on its line,
    which ends with ``:`` (``On a scale of 1 to 5:``, ``Scores (out of 5):``; version 79) or, since version 82, a comma
    or a dash (``On a scale of 1 to 5,``: adversarial pass 80 N6)."""
    rest = scan[m.end() : line_end].strip(" \t*_)")
    return rest in ("", ":", ",", "-", "\u2013", "\u2014") and scan[m.start() : line_end].rstrip(" \t*_").endswith(
        (":", ",", "-", "\u2013", "\u2014")
    )


def _block_end(scan: str, line_end: int) -> int:
    """The end of the lines after ``line_end`` up to the first empty line after a non-empty one, at most
    :data:`_BLOCK_LINES` lines (the verdict's lines after an intro or a line of star glyphs)."""
    end, taken = line_end, 0
    while end < len(scan) and taken < _BLOCK_LINES:
        nxt = scan.find("\n", end + 1)
        nxt = len(scan) if nxt < 0 else nxt
        if not scan[end + 1 : nxt].strip() and taken:
            break
        end, taken = nxt, taken + 1
    return end
