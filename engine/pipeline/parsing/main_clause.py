"""The main clause of a sentence before a verdict, for :mod:`~judge_engine.pipeline.parsing.conclusion` (issue 13):
without a concession or reason before it (``Both are good, but Assistant B is better.``, ``While both help, B is
better.``, ``Overall, given Assistant A's errors, Assistant B is better.``) and without a reason or concession after it
that names a side (:func:`before_reason`):

- causal, with an optional adverb (adversarial pass 36 H1, pass 37 H1): ``Overall, Assistant B is better because
  Assistant A is wrong.``, ``..., mainly because ...``, ``..., largely due to Assistant A's bug``, ``..., given
  Assistant A's bug``, ``..., as only Assistant A has a bug``, ``..., for Assistant A has a bug``;
- conceding or contrasting (parser version 41): ``..., although Assistant B is more concise``, ``..., whereas
  Assistant A has a bug``, ``..., and Assistant A is worse``, ``..., with Assistant A missing the edge case``;
- after a colon, a semicolon, a dash or an opening parenthesis: ``It's a tie: Assistant A is concise, Assistant B
  thorough.``, ``... - Assistant A misses the edge case``, ``... (Assistant A misses the edge case)``.

A tail whose subject is a side and that praises it (``Assistant B is more thorough, whereas Assistant A is more
accurate``, ``...: Assistant A is more accurate``; not a fault: ``whereas Assistant A is less accurate``, pass 39 H2)
is cut only after a whole-answer head (``better``, ``prefer``) or
a tie; else the sentence is a trade-off and no conclusion (adversarial pass 38 H1). So is a tail led by another
aspect after a head led by one (``In terms of clarity, Assistant B is better; in terms of accuracy, Assistant A
is.``, pass 38 M2). A reason is cut only after a head that names a side itself or is a tie conclusion (the caller's
``tie``), so a sentence that opens with its reason (``Considering Assistant A's errors, Assistant B is better.``,
``Overall, given Assistant A's errors, B is better``) keeps it, and a side written with a parenthesis
(``Response (A)``) is never split. The reason may not run over a verdict token (``5. Assistant B is significantly
better: [[B>>A]]`` is the template's option list). Each cut point costs a scan of the rest of the sentence; the
caller's sentences are at most 2,000 characters (:data:`~judge_engine.pipeline.parsing.conclusion._BEFORE_CHARS`)."""

from __future__ import annotations

import re
from collections.abc import Callable

_I = re.IGNORECASE
# a side's name ("Assistant B", "Response (b)", "Output 2") and the contrasting connectives of a tail, shared by the
# patterns below
_SIDE = r"(?:assistant|response|answer|output|model)\s*+\(?+[ab12]\b"
_CONTRAST = r"(?:although|though|even\s++though|albeit|despite|even\s++if|while|whereas|and|with)"
# where a reason or concession naming a side starts after a head (module docstring)
_CAUSE = re.compile(
    r"(?:\s*+,?+\s*+\b(?:(?:mainly|mostly|largely|partly|primarily|chiefly|simply|especially|particularly|precisely"
    r"|in\s++part)\s++)?+(?:because|since|given(?!\s++by\b)(?:\s++that)?+|due\s++to|thanks\s++to|owing\s++to"
    r"|considering(?:\s++that)?+|seeing\s++that|in\s++that"
    r"|as(?=\s++(?:it|they|its|their|this|the|assistant|response|answer|output|model)\b))"
    r"|\s*+,\s*+(?:as|for)\b|(?:\s*+,\s*+" + _CONTRAST + r"\b|\s*+;\s*+)|\s*+\((?![ab12]\))|\s*+[:\u2013\u2014]\s*+"
    r"|\s++-\s++)(?=[^.!?\[]*?\b" + _SIDE + r")",
    _I,
)
# a side named in the head: "Assistant B", "Response (b)", "the second response"
_NAMED = re.compile(
    r"\b" + _SIDE + r"|\b(?:first|second)\s++(?:assistant|response"
    r"|answer|output|model|one)\b|\bthe\s++(?:former|latter)\b",
    _I,
)
# a tail about a side that praises it makes the sentence weigh two sides; it is cut only after a whole-answer head
# ("Assistant B is better, although Assistant A is more concise"; adversarial pass 38 H1: "Assistant B is more
# thorough, whereas Assistant A is more accurate" is no conclusion for B). Praise: a virtue or a win said of it ("is
# more accurate", "is better"), or that it matters more ("which matters more", "which is what the user asked for"); a
# fault of the other side ("is less accurate", "misses important details", "could use more examples", "is more
# vague") supports the head (pass 39 H2, pass 40 H2)
# what a side lacks is a fault even when it is what matters ("whereas Assistant B omits what matters most"; parser
# version 45, adversarial pass 41 H5; not when negated, "never misses what matters", pass 42 M2): blanked out of a
# tail before :data:`_COMPARES` reads it
_LACKS = re.compile(
    r"(?<!never\s)(?<!not\s)(?<!n't\s)(?<!n\u2019t\s)(?<!rarely\s)(?<!hardly\s)"
    r"\b(?:omit|ignor|leav\w*+\s++out|skip|overlook|miss|neglect|lack|forget|forgot|drop|fail\w*+\s++to\s++\w++"
    r"|does\s*+n[o']t\s++(?:address|cover|mention|include|get|handle))\w*+\s++(?:(?!(?:and|but|or|yet|while|so|then|instead)\b)\w++\s++){0,3}?(?:what|which)\s++"
    r"(?:really\s++|actually\s++)?+matters?\b",
    _I,
)
_COMPARES = re.compile(
    r"\b(?:is|was|are|were|'s)\s++(?:(?:also|much|far|slightly|a\s++bit|clearly|significantly|noticeably)\s++)?+"
    r"(?:more\s++(?!(?:\w+\s+)?(?:errors?|mistakes?|issues?|problems?|bugs?|flaws?)\b|verbose\b|confusing\b|convoluted\b"
    r"|complex\b|complicated\b|wordy\b|redundant\b|error-prone\b|misleading\b|vague\b|repetitive\b|likely\b"
    r"|time\b|words?\b|space\b|text\b|unrelated\b|irrelevant\b|unnecessary\b|filler\b|boilerplate\b|noise\b)\w"
    r"|better|superior|stronger|preferable)\b|\bmatters?\s++(?:more|most)\b|\bwhich\s++matters\b"
    r"|\bwhich\s++is\s++what\s++(?:the\s++user|matters)",
    _I,
)
# a tail whose subject is a side ("whereas Assistant A is ..."), not an aside in the subject ("Assistant B, although
# less concise than Assistant A, is the better response")
_SUBJECT = re.compile(
    r"\s*+(?:" + _CONTRAST + r"\s++)?+(?:the\s++)?+" + _SIDE,
    _I,
)
_ASPECT_HEAD = re.compile(r"\W*+(?:in\s++terms\s++of|on|for|regarding|when\s++it\s++comes\s++to|as\s++for)\s", _I)
# a tail led by another aspect and a side: "...; in terms of accuracy, Assistant A is." (adversarial pass 38 M2)
_ASPECT_TAIL = re.compile(
    r"\s*+(?:in\s++terms\s++of|on|for|regarding|when\s++it\s++comes\s++to|as\s++for)\s++[\w\s'-]{1,40}?,\s*+"
    r"(?:the\s++)?+" + _SIDE,
    _I,
)
_WHOLE = re.compile(
    r"\b(?:better|best|superior|preferred|preferable|prefer|winner|wins|won|choose|pick|stronger|outperforms|edge)\b",
    _I,
)
# the first half of "as good as": the "as" after it compares
_AS_WHAT = re.compile(r"\bas\s++\w++\s*+$", _I)
# a concession before the main clause: "Both are good, but B is better.", "While both help, B is better."
_BUT = re.compile(r"[,;]\s*+(?:but|however|yet|though|still|so|thus|therefore|hence)\b,?\s*+", _I)
_SUBORDINATE = re.compile(
    r"^\W*+(?:(?:while|although|though|even\s++though|whereas|despite|even\s++if)\b"
    r"|(?:(?:overall|so|thus|therefore|ultimately|in\s++the\s++end|all\s++in\s++all)\s*+,?+\s*+)?+(?:given|considering"
    r"|because\s++of|due\s++to|owing\s++to|thanks\s++to|in\s++light\s++of)\b"
    r"(?=[^,;]{0,300}?\b" + _SIDE + r"))[^,;]{0,300}[,;]\s*+",
    _I,
)


def lead_cut(sentence: str) -> str:
    """``sentence`` after its last ``, but``/``; however,``/``, so`` and without a leading ``While ...,`` clause."""
    start = max((m.end() for m in _BUT.finditer(sentence)), default=0)
    return _SUBORDINATE.sub("", sentence[start:], count=1)


def before_reason(sentence: str, tie: Callable[[str], bool]) -> str | None:
    """The text of ``sentence`` before its first reason or concession that names a side (module docstring), or None
    when it has none. A reason counts only after a head that names a side or that ``tie`` calls a tie conclusion."""
    named = _NAMED.search(sentence)
    for m in _CAUSE.finditer(sentence):
        head = sentence[: m.start()]
        if _AS_WHAT.search(head, max(0, m.start() - 40)):
            continue  # "Assistant A is just as good as Assistant B": a comparison, not a reason
        if _ASPECT_TAIL.match(sentence, m.end()) and _ASPECT_HEAD.match(head):
            return None  # "In terms of style, A is better; in terms of accuracy, B is": a trade-off
        if (
            _SUBJECT.match(sentence, m.end())
            and _COMPARES.search(_LACKS.sub(" ", sentence[m.end() :]))
            and not _WHOLE.search(head)
            and not tie(head.strip())
        ):
            return None  # a trade-off: "B is more thorough, whereas A is more accurate"
        if (named is not None and named.end() <= m.start()) or tie(head.strip()):
            return head
    return None


def main_clause(sentence: str, tie: Callable[[str], bool]) -> str:
    """``sentence`` without a concession before its main clause (:func:`lead_cut`) and without a reason or concession
    after it that names a side (:func:`before_reason`), which the conclusion shapes' own reason tail does not
    take."""
    main = lead_cut(sentence)
    head = before_reason(main, tie)
    return main if head is None else head
