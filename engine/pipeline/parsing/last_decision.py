"""The last decision stated before a pairwise verdict (parser version 53; issue 13, adversarial pass 46 H2, H3, H6):
:func:`decides_otherwise`, read for a forced verdict (:mod:`~judge_engine.pipeline.parsing.forced_tail`) and a written
one (:func:`~judge_engine.pipeline.parsing.after_verdict.speaks_past_verdict`), after the listed conclusion shapes of
:mod:`~judge_engine.pipeline.parsing.conclusion`.

Walking back from the verdict over the last sentences before it
(:func:`~judge_engine.pipeline.parsing.conclusion.last_sentences`), the first sentence that decides settles it:
:func:`~judge_engine.pipeline.parsing.decided.decides` in any of its wordings (``Assistant B takes it.``,
``Assistant B clearly comes out on top.``), a bare side (``Hands down, Assistant B.``, ``Winner: Assistant B``), a
lone loser (``Assistant A should lose.``), one side beating or losing to the other outright (``Assistant B is head
and shoulders above Assistant A.``, ``Assistant A is no match for Assistant B.``), a question answered (``Is
Assistant A better? No.``), a listed tie (:data:`~judge_engine.pipeline.parsing.tie_conclusion.TIE_CONCLUSION`), or
a retraction read by :func:`~judge_engine.pipeline.parsing.walk.retraction_side` (``Or rather, Assistant B is.``);
another verdict than the one given makes it ``ambiguous`` (fail-closed), the same one keeps it. The latest statement
wins, so a correction toward the verdict keeps it (``Assistant A is better. Update: Assistant B is better.`` before
``[[B]]``). Walked past: sentences naming no side, a verdict token or the template's options (``5. Assistant B is
significantly better: [[B>>A]]``), and remarks on a part (:func:`~judge_engine.pipeline.parsing.walk.restricted`;
``also``, ``Stylistically,``, ``as a quick reference``, a quality short of the whole answer such as ``more
comprehensive``, a side as the object of a comparison, a concession whose main clause names no side). The walk ends
without a reading at a weighing of both sides (``Assistant A is more accurate, whereas Assistant B covers what matters
most.``), a retraction whose side is not read, and the verdict's own side called better in a wording not read.
Measured: none of the 21,072 recorded GPT-4, ChatGPT and LLMBar completions changes reading (three did before the
concession, object and ``preferred providing`` rules). Linear: at most five sentences of at most 2,000 characters, a
``decides`` call and a few regex scans each."""

from __future__ import annotations

import re

from judge_engine.pipeline.parsing.conclusion import last_sentences
from judge_engine.pipeline.parsing.decided import SIDE, decides, named_side
from judge_engine.pipeline.parsing.tie_conclusion import TIE_CONCLUSION
from judge_engine.pipeline.parsing.walk import RETRACTS, TURNS, restricted, retraction_side

_I = re.IGNORECASE
_CONTRAST = re.compile(r"\b(?:but|however|yet|although|though|whereas|while|unlike)\b", _I)
_NAME = r"(?:the\s++)?+(?:(?:assistant|response|answer|output|model|option)\s*+\(?+(?P<x>[ab12])\)?+)"
_PART = r"(?:['\u2019]s\s++(?:answer|response|output|reply|solution))?+"
# a bare side as the whole sentence, with an emphatic lead or tail: "Assistant B.", "Hands down, Assistant B.",
# "Assistant B, without a doubt.", "It's Assistant B for me.", "No, Assistant B does." (after a question)
_BARE = re.compile(
    r"\W*+(?:(?:no\s++doubt|no|clearly|definitely|obviously|certainly|easily|undoubtedly|hands\s++down|without\s++(?:a\s++)?+doubt"
    r"|no\s++doubt|it['\u2019]s|it\s++is|that['\u2019]s|that\s++is|so|then|final\s++answer|my\s++answer|winner)\b"
    r"[\s,:;\-]*+)*+"
    + _NAME
    + _PART
    + r"(?:[\s,]++(?:is|does|wins|did|it\s++is|for\s++me|by\s++a\s++mile|by\s++far|hands\s++down|easily|clearly"
    r"|without\s++(?:a\s++)?+doubt|no\s++contest|of\s++course))*+\s*+\)?+\s*+[.!][\s.!)*]*+",
    _I,
)
# a remark on a part, a role or an audience ("Assistant A also gets it right.", "Stylistically, Assistant A is
# better.", "Assistant B is better as a quick reference.", "Assistant A is preferable for beginners."), or a choice
# of method ("Assistant A goes with a recursive approach."): no decision on the whole answer
_PART_REMARK = re.compile(
    r"\b(?:also|too|as\s++well|partly|partially|in\s++part|some\s++credit|goes\s++with|went\s++with|almost|nearly"
    r"|at\s++least|beginners?|novices?|experts?)\b"
    r"|^\W*+\w++ly\s*+,|\bas\s++an?\s++(?!whole\b|answer\b|response\b|reply\b|solution\b)\w"
    # a part of the answer ("Assistant B's explanation is better.") or a use ("a better fit for a one-off script",
    # "preferable in a classroom setting", "for people in a hurry")
    r"|['\u2019]s\s++(?:explanation|code|examples?|formatting|style|tone|introduction|conclusion|reasoning|structure"
    r"|wording|layout|list|steps?|summary|title|intro|outline)\b|\bfor\s++(?:an?|people|users|those|someone|anyone)\b"
    r"|\bin\s++an?\s++(?:\w++\s++)?(?:setting|context|situation|scenario)\b",
    _I,
)
# a fault after a contrast, naming no side ("Assistant B is more complete, but wrong.", "... correct, but its reasoning
# is flawed."): the praise before it is weighed, no decision ("..., but not by much" is no fault)
_FAULT_AFTER = re.compile(r"\b(?:but|however|yet|though|although)\b(?P<rest>[^.!?]*+)$", _I)
_FAULT = re.compile(
    r"\b(?:wrong|incorrect|inaccurate|flawed|errors?|mistakes?|fails?|lacks?|misses|missing|buggy|broken)\b",
    _I,
)
# a comparative of a quality short of the whole answer ("Assistant B is more comprehensive."; adversarial pass 30:
# no conclusion)
_PART_QUALITY = re.compile(
    r"\bmore\s++(?:comprehensive|informative|precise|reliable|appropriate|detailed|thorough)\b", _I
)
# a contrast or trade-off in a sentence that names both sides, or a side after the contrast ("Assistant A is more
# accurate, whereas Assistant B covers what matters most."): the judge weighs, and the walk ends there
_WEIGHS = re.compile(r"\b(?:but|however|yet|although|though|whereas|while|unlike|and)\b", _I)
# a sentence whose decision word is no decision on the whole answer: a concession whose main clause names no side
# ("Although, Assistant 1's answer was correct, it wasn't as comprehensive."), a side as the object of a comparison
# ("This response was more comprehensive compared to Assistant 1's answer."), "preferred" with a gerund ("Assistant 2
# preferred providing detailed explanations"): three of the 21,072 recorded GPT-4 reviews
_CONCEDED = re.compile(
    r"\W*+(?:although|though|even\s++though|while|despite|granted)\b\s*+,?+[^,;]*+[,;](?P<main>.*+)", _I
)
_OBJECT = re.compile(
    r"\b(?:than|compared\s++(?:to|with)|in\s++comparison\s++(?:to|with)|relative\s++to|over)\s++(?:the\s++)?+(?:assistant"
    r"|response|answer|output|model)\s*+\(?+[ab12]\b",
    _I,
)
_GERUND = re.compile(r"\bprefer(?:s|red)?+\s++\w+ing\b", _I)
# the forced side with a whole-answer word ("Having checked both answers, I prefer Assistant A."): the walk ends
_WHOLE = re.compile(r"\b(?:better|best|superior|prefer\w*+|wins?|winner|stronger|ahead|on\s++top)\b", _I)
# one side called the loser, alone: "Assistant A should lose.", "Assistant A lost this one.", "Assistant A did a worse
# job.", "Assistant A does not come close."
_LOSER = re.compile(
    r"\W*+" + _NAME + _PART + r"\s++(?:should\s++lose|lost(?:\s++this\s++one)?+|loses|did\s++a\s++worse\s++job"
    r"|(?:does\s++not|doesn['\u2019]t)\s++come\s++close|is\s++(?:clearly\s++|much\s++|far\s++)?+(?:worse|weaker"
    r"|inferior|the\s++(?:worse|weaker|loser)))(?:\s++(?:here|overall|by\s++far))?+[\s.!)*]*+",
    _I,
)
_LOSER_LABEL = re.compile(r"\W*+loser\s*+:\s*+" + _NAME + _PART + r"[\s.!)*]*+", _I)
# only one side right: "Only Assistant B answers the question correctly.", "Assistant B answers the question correctly
# while Assistant A does not."
_ONLY = re.compile(r"\W*+only\s++" + _NAME + r"\s++(?:\w+\s++){0,4}?(?:correctly|right)\b[\s.!]*+", _I)
_ONLY_WHILE = re.compile(
    r"\W*+" + _NAME + r"\s++(?:\w+\s++){0,4}?(?:correctly|right)\s*+,?+\s*+(?:while|whereas|but)\s++"
    r"(?:the\s++)?+(?:assistant|response|answer|output|model|option)\s*+\(?+[ab12]\)?+\s++(?:does|did)\s++not\b[\s.!]*+",
    _I,
)
_OTHER_NAME = r"(?:the\s++)?+(?:assistant|response|answer|output|model|option)\s*+\(?+[ab12]\)?+"
# both sides, the first winning or losing outright: "Assistant A is head and shoulders above Assistant B.", "Assistant
# A is no match for Assistant B."
_BEATS = re.compile(
    r"\W*+" + _NAME + _PART + r"\s++(?:is\s++(?:head\s++and\s++shoulders\s++above|(?:miles|far)\s++ahead\s++of)"
    r"|trumps|outclasses|blows\s++away)\s++" + _OTHER_NAME + r"(?:['\u2019]s)?+[\s.!)*]*+",
    _I,
)
_LOSES_TO = re.compile(
    r"\W*+" + _NAME + _PART + r"\s++(?:(?:does\s++not|doesn['\u2019]t|did\s++not|didn['\u2019]t)\s++come\s++close\s++to"
    r"|is\s++no\s++match\s++for|can(?:not|['\u2019]t|\s++not)\s++match|pales\s++in\s++comparison\s++(?:to|with))\s++"
    + _OTHER_NAME
    + r"(?:['\u2019]s)?+[\s.!)*]*+",
    _I,
)
# a question about one side answered on its own ("Is Assistant A better? Yes."): the answer is read with the question
_QUESTION = re.compile(
    r"\W*+(?:is|was)\s++" + _NAME + _PART + r"\s++(?:the\s++)?+(?:better|best|stronger|superior|preferable|winner)"
    r"(?:\s++(?:one|response|answer))?+\s*+\?\s*+",
    _I,
)
_ANSWER = re.compile(r"\W*+(?:(?P<yes>yes|yep|indeed|definitely)|no|nope)\b[\s.!]*+", _I)
_SIDE_OF = {"a": "a", "1": "a", "b": "b", "2": "b"}
_OTHER = {"a": "b", "b": "a"}


def _said(sentence: str) -> str | None:
    """The side a bare side, a lone loser or an only-right sentence names as the better (the module's patterns)."""
    m = _BARE.fullmatch(sentence) or _ONLY.fullmatch(sentence) or _ONLY_WHILE.fullmatch(sentence)
    if m is None:
        m = _BEATS.fullmatch(sentence)
    if m is not None:
        return _SIDE_OF[m.group("x").lower()]
    m = _LOSER.fullmatch(sentence) or _LOSES_TO.fullmatch(sentence) or _LOSER_LABEL.fullmatch(sentence)
    if m is not None:
        return _OTHER[_SIDE_OF[m.group("x").lower()]]
    return None


def _answered(question: str, answer: str | None) -> str | None:
    """The side a question about one side (:data:`_QUESTION`) and the sentence after it, a bare yes or no, decide."""
    q = _QUESTION.fullmatch(question)
    a = None if q is None or answer is None else _ANSWER.fullmatch(answer)
    if q is None or a is None:
        return None
    side = _SIDE_OF[q.group("x").lower()]
    return side if a.group("yes") else _OTHER[side]


def decides_otherwise(evidence: str, forced: str, ties: bool = True, scored: bool = False) -> bool:
    """Whether the last decision in ``evidence`` (the judge's text before the verdict) is for another verdict
    than ``forced`` (``"a"``, ``"b"``, ``"tie"``): the module's docstring. ``ties`` False (two scores close enough to
    be a tie, :func:`~judge_engine.pipeline.parsing.contradiction.tie_contradicts`) lets a tie said before them stand
    with them; with ``scored`` (a score format) equal scores (``forced`` ``"tie"``) read nothing here: two close scores
    are weighed against the sentence right before them by the listed shapes only."""
    if forced == "tie" and scored:
        return False  # two equal scores of a score format: weighed by the listed shapes only
    after: str | None = None
    for sentence, _ in last_sentences(evidence):
        if "[[" in sentence:
            after = sentence
            continue  # a verdict token or the template's options ("5. B is much better: [[B>>A]]"): the format's
        named = {named_side(m) for m in SIDE.finditer(sentence)}
        if RETRACTS.search(sentence):
            said = retraction_side(sentence, after)
            return said is not None and said != forced and (said != "tie" or ties)
        if len(named) > 1 and _WEIGHS.search(sentence) and _said(sentence) is None:
            return False  # a weighing of both sides: the judge's own reasons, read by the listed shapes only
        conceded = _CONCEDED.match(sentence)
        if named and (
            (_PART_QUALITY.search(sentence) and not _WHOLE.search(sentence))
            or restricted(sentence)
            or _PART_REMARK.search(sentence)
            or (conceded is not None and not SIDE.search(conceded.group("main")))
            or (len(named) == 1 and _OBJECT.search(sentence))
            or _GERUND.search(sentence)
            or (
                (fault := _FAULT_AFTER.search(sentence)) is not None
                and not SIDE.search(fault.group("rest"))
                and _FAULT.search(fault.group("rest")) is not None
            )
        ):
            after = sentence
            continue  # a remark on a part: walked past
        said = decides(sentence) or _said(sentence) or _answered(sentence, after)
        if said is None and TIE_CONCLUSION.fullmatch(sentence):
            said = "tie"
        if said == "tie" and not ties:
            return False
        if said in ("a", "b", "tie"):
            return said != forced
        if forced in named and _WHOLE.search(sentence):
            return False  # the forced side said better in a wording not read: the walk ends, the verdict stands
        if named and _CONTRAST.search(sentence) and TURNS.search(sentence):
            return False  # a weighing whose side is not read: what came before it no longer stands
        after = sentence
    return False
