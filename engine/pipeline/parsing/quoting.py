"""The quotation rules every output format shares: which lines, and which spans of a line, hold the judge
quoting something (an example, the prompt's own instructions, a code block) instead of giving its verdict.

A verdict candidate (a match of the format's pattern in one line) is **quoted**, and never read as a
verdict, when

- its line is inside a fenced code block (```` ``` ```` or ``~~~``), or a ``<blockquote>`` element, or
  starts with ``>`` (a markdown quotation);
- its line, whitespace collapsed and case-folded, is a line of the template's own instructions (an
  echo of the prompt, e.g. Arena-Hard's option list ``5. Assistant B is significantly better: [[B>>A]]``);
- it sits inside a quotation on its line: between double quotes (an odd number of ``"`` before it
  and one after it), curly double quotes or guillemets, backticks (each closed after it), or directly
  between single quotes (``'[[A]]'``); an unclosed quote mark quotes nothing;
- the text before it on its line says it is an example (its last clause holds "example", "e.g.",
  "for instance", "such as", "sample", "template", "like this", "like so", "placeholder",
  "hypothetical", or the clause before starts with "for example", "e.g.", "for instance", "such as",
  "say": ``For example, Rating: [[5]]``) or negates it (ends with "not", "never", "no" or "n't":
  ``Not [[A]].``);
- it is in a run of candidate lines right after an **example intro**: a line without a candidate that
  ends with ``:``, ``...``, ``…`` or the words "be", "this", "so", "like", "follows", and whose last
  clause holds one of the example words above, or whose last sentence is hypothetical ("if I had to",
  "if I were to"): ``Sample output:``, ``An example of the format would be``, ``I will answer like
  this:``, ``Template format:``, ``If I had to score, it would be ...``. The run ends at the first
  non-empty line without a candidate.

Everything here is line-local string work plus one pass over the lines: linear in the text's length.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from dataclasses import dataclass

from judge_engine.pipeline.parsing.result import WS

EG = "\x00"
"""What ``e.g.`` is compared as (:func:`plain`): one character no text keeps, so the dots end no clause
and no word of the text reads as it."""
EXAMPLE_WORDS = re.compile(
    EG + r"|\b(?:examples?|for instance|such as|sample|template|placeholder|like this|like so|hypothetical(?:ly)?)\b"
)
"""Words that mark a clause as introducing an example (``e.g.`` is compared as :data:`EG`)."""
_HYPOTHETICAL = re.compile(r"\bif i (?:had|were) to\b|\bif i could\b|\bwere i to\b")
_NEGATION_END = re.compile(r"(?:\bnot|\bnever|\bno|n't)[\s:,]*+$")
_INTRO_END = re.compile(r"(?:[:\u2026]|\.\.\.|\b(?:be|this|so|like|follows))$")
_CLAUSE_END = re.compile(r"[,;.!?]")
_EXAMPLE_START = re.compile(EG + r"|(?:for example|for instance|such as|say)\b")
_SENTENCE_END = re.compile(r"[.!?]")


@dataclass(frozen=True)
class Hit:
    """One unquoted verdict candidate.

    Attributes:
        line: 0-based index of its line in the scanned text.
        start, end: its character span in that line.
        value: what the format's finder returned for it.
        last_line: whether its line is the text's last line.
        line_text: the whole line.
    """

    line: int
    start: int
    end: int
    value: object
    last_line: bool
    line_text: str


def norm(s: str) -> str:
    """Whitespace collapsed to single spaces, stripped, case-folded: the form lines compare in."""
    return WS.sub(" ", s).strip().casefold()


@functools.lru_cache(maxsize=64)
def prompt_lines(*texts: str) -> frozenset[str]:
    """The non-empty lines of a template's texts (system, user), normalised (:func:`norm`)."""
    return frozenset(n for t in texts for line in t.split("\n") if (n := norm(line)))


def plain(s: str) -> str:
    """``s`` with every ``e.g.`` (or ``E.g.``) as :data:`EG`, and any :data:`EG` it held as a space."""
    return s.replace(EG, " ").replace("e.g.", EG).replace("E.g.", EG)


def is_example_intro(line: str) -> bool:
    """Whether ``line`` (holding no verdict candidate) introduces an example (module docstring)."""
    s = norm(line).strip("*_ ")
    if not s or not _INTRO_END.search(s):
        return False
    body = plain(s).rstrip(":.\u2026 ")
    last_clause = _CLAUSE_END.split(body)[-1]
    last_sentence = _SENTENCE_END.split(body)[-1]
    return bool(EXAMPLE_WORDS.search(last_clause) or _HYPOTHETICAL.search(last_sentence))


def quoted_span(line: str, start: int, end: int) -> bool:
    """Whether ``line[start:end]`` is quoted in its line: inside double quotes, curly quotes,
    guillemets or backticks, directly between single quotes, or after an example or negating lead-in."""
    before, after = line[:start], line[end:]
    for mark in ('"', "`"):
        if before.count(mark) % 2 and mark in after:
            return True
    for open_, close in (("\u201c", "\u201d"), ("\u00ab", "\u00bb")):
        if before.count(open_) > before.count(close) and close in after:
            return True
    if before[-1:] in ("'", "\u2018") and line[end : end + 1] in ("'", "\u2019"):
        return True
    lead = plain(before.casefold()).strip()
    if not lead:
        return False
    if _NEGATION_END.search(lead):
        return True
    clauses = _CLAUSE_END.split(lead)
    if len(clauses) > 1 and _EXAMPLE_START.match(clauses[-2].strip()):
        return True  # "For example, Rating: [[5]]"
    return bool(EXAMPLE_WORDS.search(clauses[-1]))


Finder = Callable[[int, str], list[tuple[int, int, object]]]


def unquoted_hits(
    text: str, prompt: frozenset[str], find: Finder, spans: bool = True, fences: bool = True
) -> list[Hit]:
    """The verdict candidates of ``text`` that are not quoted, in order (module docstring).

    Args:
        text: the (bounded) completion.
        prompt: :func:`prompt_lines` of the template (echoed lines never count).
        find: (line index, line) -> the line's candidates ``(start, end, value)``.
        spans: apply the in-line rules of :func:`quoted_span` (a finder that judges whole lines,
            such as ``scores_last``'s, applies its own).
        fences: lines in a fenced code block are quoted (``json`` turns this off: judges fence JSON).
    """
    lines = text.split("\n")
    last = len(lines) - 1
    while last > 0 and not lines[last].strip():
        last -= 1
    hits: list[Hit] = []
    fenced = blockquote = intro = False
    for i, line in enumerate(lines):
        s = line.strip()
        if not s:
            continue
        if s.startswith("```") or s.startswith("~~~"):
            fenced = fences and not fenced
            intro = intro and not fences
            continue
        low = s.casefold()
        in_quote = blockquote or "<blockquote" in low
        if "</blockquote" in low:
            blockquote = False
        elif "<blockquote" in low:
            blockquote = True
        found = find(i, line)
        if fenced or in_quote or s.startswith(">") or (found and norm(line) in prompt):
            continue
        if not found:
            intro = is_example_intro(s)
            continue
        if intro:
            continue  # a candidate line of an example block: a quotation, not a verdict
        for start, end, value in found:
            if spans and quoted_span(line, start, end):
                continue
            hits.append(Hit(i, start, end, value, i == last, line))
    return hits


def ends_text(text: str, hit: Hit) -> bool:
    """Whether the hit is the completion's very end (its last character, no newline or space after
    it): a completion cut by ``max_tokens`` there may have cut the hit's number."""
    return hit.last_line and not text[-1:].isspace() and hit.end >= len(hit.line_text.rstrip())
