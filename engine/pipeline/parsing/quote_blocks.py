"""Quotations that span lines, for :mod:`~judge_engine.pipeline.parsing.quoting` (moved from there in parser version
78): the open HTML blocks (``<blockquote>``, ``<pre>``, ``<code>``, ``<!--``; since version 87 MT-Bench's ``[The Start
of ...]`` and ``<|The Start of ...|>`` markers) a line is inside (:func:`block_state`),
and a line between a line ending with an opening quote mark and one starting with a closing one
(:func:`spanning_quote`)."""

from __future__ import annotations

BLOCKS = (
    ("<blockquote", "</blockquote"),
    ("<pre>", "</pre>"),
    ("<code>", "</code>"),
    ("<!--", "-->"),
    # version 87 (adversarial pass 95 family 10): MT-Bench's answer and conversation markers echoed, the answer's text
    # under them ("[The Start of Assistant's Answer]\nRating: [[9]]", "<|The Start of Assistant A's Conversation with
    # User|>\n### User: ...")
    ("[the start of ", "[the end of "),
    ("<|the start of ", "<|the end of "),
)
# a quotation mark that may end the line before a quote spanning lines, and start the line after it
_SPAN_OPEN = tuple('"\u201c\u201e\u00ab\u300c')
_SPAN_CLOSE = tuple('"\u201d\u201c\u00bb\u300d')


def block_state(low: str, open_: dict[str, bool]) -> bool:
    """Update the open block quotations (``<blockquote>``, ``<pre>``, ``<code>``, ``<!--``) by one
    case-folded line; whether the line is quoted (inside a block, or opening one)."""
    quoted = any(open_.values())
    for tag, close in BLOCKS:
        o, c = low.rfind(tag), low.rfind(close)
        if o > c:
            open_[tag] = quoted = True
        elif c >= 0:
            open_[tag] = False
        elif o >= 0:
            quoted = True
    return quoted


def spanning_quote(lines: list[str], i: int) -> bool:
    """Whether line ``i`` is the inside of a quote spanning lines: the non-empty line before it ends
    with an opening quote mark and the one after it starts with a closing one."""
    prev = next((x.strip() for x in reversed(lines[max(0, i - 3) : i]) if x.strip()), "")
    nxt = next((x.strip() for x in lines[i + 1 : i + 4] if x.strip()), "")
    opens = prev.endswith(_SPAN_OPEN) and (not prev.endswith('"') or prev.count('"') % 2 == 1)
    return opens and nxt.startswith(_SPAN_CLOSE)
