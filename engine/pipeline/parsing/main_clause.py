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

A tail whose subject is a side and that praises it in a closed shape (:func:`_praises`, parser versions 47-48: ``whereas
Assistant A is better``; ``whereas Assistant A is more accurate``; ``whereas Assistant A covers what matters most``; a
fault is no praise: ``whereas Assistant A is less accurate``, pass 39 H2, ``whereas Assistant A omits error handling,
which matters for production code``, pass 42 H4, ``whereas Assistant A has a factual error, which matters most here``,
pass 43 H2; and a causal reason is never a trade-off: ``Overall, Assistant A is worse, because Assistant B is
correct.``) is cut only after a whole-answer head (``better``, ``prefer``) or a tie; else the sentence is a trade-off
and no conclusion (adversarial pass 38 H1). So is a tail led by another aspect after a head led by one (``In terms of
clarity, Assistant B is better; in terms of accuracy, Assistant A is.``, pass 38 M2). A reason is cut only after a head
that names a side itself or is a tie conclusion (the caller's ``tie``), so a sentence that opens with its reason
(``Considering Assistant A's errors, Assistant B is better.``, ``Overall, given Assistant A's errors, B is better``)
keeps it, and a side written with a parenthesis (``Response (A)``) is never split. The reason may not run over a verdict
token (``5. Assistant B is significantly better: [[B>>A]]`` is the template's option list). Each cut point costs a scan
of the rest of the sentence; the caller's sentences are at most 2,000 characters
(:data:`~judge_engine.pipeline.parsing.conclusion._BEFORE_CHARS`)."""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Iterator

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
_BARRIER = re.compile(r"[.!?\[]")
_SIDE_AT = re.compile(r"\b" + _SIDE, _I)
# reasons read at most in one sentence (fresh pass full59 M4: each costs a scan of the sentence): a sentence with more
# keeps its tail, which fails closed
_MAX_CAUSES = 32
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
# praise in a tail is said in closed shapes (parser versions 47-48, adversarial passes 42 H4, 43 H2/H4): the side
# (or its answer) as the subject, then nothing but a virtue or a win as its predicate ("whereas Assistant A is more
# accurate", "is the only correct one", "is accurate and to the point", "is better at the core task"), what matters as
# the direct object of a having or covering verb ("covers what matters most", "never misses what matters most"), a
# correct answer ("gets the edge case right", "gives the correct answer", "answers correctly", "nails the edge
# cases"), then at most a relative clause that it matters ("..., which matters more for this question", "..., which
# is what the user asked for") and the end of the sentence; the side's quality that matters ("whereas Assistant A's
# accuracy matters more"). Anything else is a fault ("omits error handling, which matters for production code", "has
# a factual error, which matters most here", "focuses on what matters least", "is better formatted but wrong"), so
# an unlisted praise fails closed; parser version 49 (adversarial pass 44 H2) closes its open parts too: a comparative
# is a listed virtue (_MORE_VIRTUE: "more lengthy" is a fault), a scope is the whole task (_WHOLE_SCOPE: "correct in
# part" restricts), "which matters" takes only "more"/"most" and the question, and a side's quality that matters is
# a listed virtue (_OWN_MATTERS: "Assistant B's error matters most" is a fault)
NEG_AFTER_MORE = (
    r"(?:(?:\w+\s+)?(?:errors?|mistakes?|issues?|problems?|bugs?|flaws?)\b|verbose\b|confusing\b|convoluted\b"
    r"|complex\b|complicated\b|wordy\b|redundant\b|error-prone\b|misleading\b|vague\b|repetitive\b|likely\b"
    r"|time\b|words?\b|space\b|text\b|unrelated\b|irrelevant\b|unnecessary\b|filler\b|boilerplate\b|noise\b"
    r"|limited\b|superficial\b|generic\b|shallow\b|dated\b|expensive\b|fragile\b|wrong\b|incorrect\b|buggy\b)"
)
# a comparative virtue, from a closed list (parser version 49, adversarial pass 44 H2: "more lengthy", "more
# rambling", "more outdated" are faults, so any unlisted "more X" is one)
_MORE_VIRTUE = (
    r"more\s++(?:accurate|correct|complete|precise|helpful|relevant|thorough|detailed|comprehensive|reliable|useful"
    r"|practical|robust|efficient|readable|focused|direct|concise|clear|informative|insightful|nuanced|organi[sz]ed"
    r"|structured|coherent|specific|actionable|appropriate|faithful|rigorous|careful|factual|truthful|idiomatic"
    r"|succinct|balanced|logical|consistent|responsive|on-topic|to\s++the\s++point)\b"
)
_VIRTUE = (
    r"(?:" + _MORE_VIRTUE + r"|accurate|correct|right|precise|complete|thorough|clear|concise|helpful|relevant"
    r"|focused|direct|detailed|comprehensive|reliable|useful|practical|safe|robust|efficient|readable|simple|clearer"
    r"|simpler|safer|faster|cleaner|easier|tighter|better|superior|stronger|preferable|to\s++the\s++point|on\s++point"
    r"|spot\s++on|strong)"
)
_ADV_T = r"(?:also|much|far|slightly|a\s++bit|clearly|significantly|noticeably|very|consistently|always|simply|still)"
_TAIL_SIDE = (
    r"^\s*+(?:" + _CONTRAST + r"\s++)?+(?:the\s++)?+" + _SIDE + r"\)?+(?:\s*+,\s*+(?:on\s++the\s++other\s++hand|by"
    r"\s++contrast|in\s++contrast|meanwhile|though|however)\s*+,)?+"
)
# the whole task as a praise's scope, from a closed list (pass 44 H2: "correct in part", "correct for the first case
# only", "clear on the wrong question" restrict it)
_WHOLE_SCOPE = (
    r"(?:at|on|in)\s++(?:the\s++)?+(?:core|main|key|central|actual|real)\s++(?:task|question|point|issue|problem"
    r"|requirement|ask)|(?:on|in)\s++(?:accuracy|correctness|substance|content|the\s++(?:facts|substance|content|math"
    r"|logic))|in\s++(?:every|all)\s++(?:respects?|ways?|aspects?)|for\s++(?:this|the)\s++(?:question|task|user"
    r"|prompt|request|use\s++case)"
)
_WHAT_MATTERS = r"what\s++(?:really\s++|actually\s++|truly\s++)?+matters(?:\s++(?:most|more))?+"
_PRAISE_TAIL = re.compile(
    _TAIL_SIDE + r"(?:['\u2019]s\s++(?:answer|response|output|code|solution))?+\s++(?:" + _ADV_T + r"\s++)?+(?:"
    r"(?:is|was|are|were|['\u2019]s)\s++(?:"
    + _ADV_T
    + r"\s++){0,2}(?:the\s++only\s++)?+"
    + _VIRTUE
    + r"(?:\s++(?:one|answer|response))?+(?:\s*+,?+\s*+(?:and\s++)?+(?:"
    + _ADV_T
    + r"\s++)?+"
    + _VIRTUE
    + r")*+"
    r"(?:\s++(?:where\s++it\s++(?:matters|counts)(?:\s++most)?+|(?:about|on|in|at)\s++"
    + _WHAT_MATTERS
    + r"|"
    + _WHOLE_SCOPE
    + r"))?+"
    r"|(?:(?:\w++\s++){1,4}?and\s++)?+(?:has|have|covers?|address(?:es)?+|includes?|handles?|captures?|nails?"
    r"|focus(?:es)?+\s++on|sticks?\s++to|stays?\s++on|explains?|answers?|provides?|gives?|delivers?|keeps?|mentions?"
    r"|tackles?|hits?|emphasi[sz]es|prioriti[sz]es|highlights?|offers?|delivers?\s++on)\s++(?:exactly\s++|precisely\s++"
    r"|just\s++)?+"
    + _WHAT_MATTERS
    + r"|(?:(?:\w++\s++){1,4}?and\s++)?+(?:never|rarely|(?:does|did)\s*+n(?:o|['\u2019])t)\s++(?:miss|ignor|overlook"
    r"|skip|omit|neglect|forget|drop|leav\w*+\s++out|lose\s++sight\s++of)\w*+\s++"
    + _WHAT_MATTERS
    + r"|does\s++"
    + _WHAT_MATTERS
    + r"\s++well|(?:gets?|got|has|have)\s++(?:"
    + _WHAT_MATTERS
    + r"|the\s++(?:answer|edge\s++cases?|details|math|code|facts|result)"
    r"|it|everything)\s++right|(?:gives|provides|has|offers|uses|writes|returns)\s++(?:the\s++)?+(?:correct|right"
    r"|accurate|working)\s++(?:answer|code|result|solution|output)|answers\s++(?:it\s++|the\s++question\s++)?+correctly"
    r"|excels(?:\s++at\s++" + _WHAT_MATTERS + r")?+|shines(?:\s++where\s++it\s++matters(?:\s++most)?+)?+"
    r"|nails\s++(?:it|the\s++(?:question|task|answer|problem|brief|request|edge\s++cases?|math|code))|handles\s++(?:errors|(?:the\s++)?+edge\s++cases?|everything)"
    r"\s++(?:properly|correctly|well))"
    r"(?:\s*+,?+\s*+which\s++(?:matters|is\s++what\s++(?:(?:really\s++)?+matters|the\s++user\s++(?:asked\s++for|wanted"
    r"|needs?|requested)))(?:\s++(?:more|most))?+(?:\s++(?:here|(?:for|in)\s++(?:this|the|a)\s++(?:question|task|prompt"
    r"|case|context|user|problem)))?+)?+[\s.!,;)]*+(?:(?:here|overall|too)[\s.!,;)]*+)?+",
    _I,
)
_CAUSAL = re.compile(r"\b(?:because|since|given|due|thanks|owing|considering|seeing|in\s++that|as|for)\b", _I)
# the side's virtue that matters, from a closed list ("whereas Assistant A's accuracy matters more"; pass 44 H2:
# "whereas Assistant B's error matters most" is a fault)
_OWN_MATTERS = re.compile(
    _TAIL_SIDE + r"['\u2019]s\s++(?:(?:greater|higher|superior|better|extra|added)\s++)?+(?:accuracy|correctness"
    r"|completeness|precision|relevance|clarity|thoroughness|depth|reliability|helpfulness|coverage|rigou?+r|factuality"
    r"|faithfulness|brevity|concision|conciseness|simplicity|readability|efficiency|speed|detail|structure|organi[sz]ation"
    r"|formatting|correct\s++answer|working\s++code)\s++matters?\s++(?:more|most)\b",
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


def _praises(tail: str) -> bool:
    """Whether the ``tail`` of a sentence after a contrast (``" Assistant A is more accurate."``) praises its side in
    one of the closed shapes of :data:`_PRAISE_TAIL` (the whole tail) or :data:`_OWN_MATTERS`; anything else is a
    fault. Linear: one full match and one match of patterns whose repeats are possessive or bounded."""
    return _PRAISE_TAIL.fullmatch(tail) is not None or _OWN_MATTERS.match(tail) is not None


def lead_cut(sentence: str) -> str:
    """``sentence`` after its last ``, but``/``; however,``/``, so`` and without a leading ``While ...,`` clause."""
    start = max((m.end() for m in _BUT.finditer(sentence)), default=0)
    return _SUBORDINATE.sub("", sentence[start:], count=1)


def _causes(sentence: str) -> Iterator[re.Match[str]]:
    """``_CAUSE.finditer(sentence)`` in linear time (fresh pass full59 M4: a run of 8,000 ``(`` before ``[[A]]`` took
    1.6 s): a match never spans a ``.``, ``!``, ``?`` or ``[`` and its look-ahead needs a side before the next one, so
    only each such segment's text up to its last side (and two characters more, for ``Response (b)``) is searched."""
    start = 0
    for end in [m.start() for m in _BARRIER.finditer(sentence)] + [len(sentence)]:
        sides = list(_SIDE_AT.finditer(sentence, start, end))
        if sides:
            yield from _CAUSE.finditer(sentence, start, min(end, sides[-1].end() + 2))
        start = end + 1


def before_reason(sentence: str, tie: Callable[[str], bool]) -> str | None:
    """The text of ``sentence`` before its first reason or concession that names a side (module docstring), or None
    when it has none. A reason counts only after a head that names a side or that ``tie`` calls a tie conclusion."""
    named = _NAMED.search(sentence)
    for m in itertools.islice(_causes(sentence), _MAX_CAUSES):
        head = sentence[: m.start()]
        if _AS_WHAT.search(head, max(0, m.start() - 40)):
            continue  # "Assistant A is just as good as Assistant B": a comparison, not a reason
        if _ASPECT_TAIL.match(sentence, m.end()) and _ASPECT_HEAD.match(head):
            return None  # "In terms of style, A is better; in terms of accuracy, B is": a trade-off
        if (
            _CAUSAL.search(m.group(0)) is None  # a reason supports the head ("A is worse, because B is correct")
            and _SUBJECT.match(sentence, m.end())
            and _praises(sentence[m.end() :])
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
