"""The last decision stated before a pairwise verdict (parser version 53; issue 13, adversarial pass 46 H2, H3, H6):
:func:`decides_otherwise`, read for a forced verdict (:mod:`~judge_engine.pipeline.parsing.forced_tail`) and a written
one (:func:`~judge_engine.pipeline.parsing.after_verdict.speaks_past_verdict`), after the listed conclusion shapes of
:mod:`~judge_engine.pipeline.parsing.conclusion`.

Walking back from the verdict over the last :data:`_WALK` sentences before it (at most :data:`_CHARS`
characters; :func:`~judge_engine.pipeline.parsing.conclusion.last_sentences`), the first sentence that decides
settles it:
:func:`~judge_engine.pipeline.parsing.decided.decides` in any of its wordings (``Assistant B takes it.``,
``Assistant B clearly comes out on top.``), a bare side (``Hands down, Assistant B.``, ``Winner: Assistant B``), a
lone loser (``Assistant A should lose.``), one side beating or losing to the other outright (``Assistant B is head
and shoulders above Assistant A.``, ``Assistant A is no match for Assistant B.``), a question answered (``Is
Assistant A better? No.``), a listed tie (:data:`~judge_engine.pipeline.parsing.tie_conclusion.TIE_CONCLUSION`), or
a retraction read by :func:`~judge_engine.pipeline.parsing.walk.retraction_side` (``Or rather, Assistant B is.``);
since version 54 (adversarial pass 47) also a denied win, read for the other side (``Assistant B cannot be the better
response.``, ``It is not Assistant B that wins.``), one side right and the other wrong clause by clause (``Assistant
A is correct and Assistant B is not.``), a score for each side on two lines (``Assistant A: 9/10`` then ``Assistant
B: 4/10``) or in prose (:func:`~judge_engine.pipeline.parsing.prose_scores.prose_scores`) and ``Winner:`` labels;
another verdict than the one given makes it ``ambiguous`` (fail-closed), the same one keeps it. The latest statement
wins, so a correction toward the verdict keeps it (``Assistant A is better. Update: Assistant B is better.`` before
``[[B]]``). Walked past: sentences naming no side, a verdict token or the template's options (``5. Assistant B is
significantly better: [[B>>A]]``), and remarks on a part (:func:`~judge_engine.pipeline.parsing.walk.restricted`;
``also``, ``Stylistically,``, ``as a quick reference``, a quality short of the whole answer such as ``more
comprehensive``, a side as the object of a comparison, a concession whose main clause names no side). The walk ends
without a reading at a weighing of both sides (``Assistant A is more accurate, whereas Assistant B covers what matters
most.``), a retraction whose side is not read, and the verdict's own side called better in a wording not read.
Measured: none of the 21,072 recorded GPT-4, ChatGPT and LLMBar completions changes reading (three did before the
concession, object and ``preferred providing`` rules). Linear: at most :data:`_WALK` sentences of at most :data:`_CHARS`
characters, a ``decides`` call and a few regex scans each."""

from __future__ import annotations

import re

from judge_engine.pipeline.parsing.conclusion import _conclusion, last_sentences
from judge_engine.pipeline.parsing.decided import SIDE, decides, named_side
from judge_engine.pipeline.parsing.prose_scores import prose_scores
from judge_engine.pipeline.parsing.tie_conclusion import TIE_CONCLUSION
from judge_engine.pipeline.parsing.walk import RETRACTS, TURNS, restricted, retraction_side

_I = re.IGNORECASE
# the clause after a sentence's last contrast, naming a side ("..., but Assistant B does a better one.")
_MAIN_CLAUSE = re.compile(r"\b(?:but|however|yet|whereas|while)\b\s*+,?+(?P<main>[^,;]*+)[.!]?\s*+$", re.IGNORECASE)
_CONTRAST = re.compile(r"\b(?:but|however|yet|although|though|whereas|while|unlike)\b", _I)
_NAME = r"(?:the\s++)?+(?:(?:assistant|response|answer|output|model|option)\s*+\(?+(?P<x>[ab12])\)?+)"
_PART = r"(?:['\u2019]s\s++(?:answer|response|output|reply|solution))?+"
_NAME_Y = _NAME.replace("?P<x>", "?P<y>")
_NAME_Z = _NAME.replace("?P<x>", "?P<z>")
# a bare side as the whole sentence, with an emphatic lead or tail: "Assistant B.", "Hands down, Assistant B.",
# "Assistant B, without a doubt.", "It's Assistant B for me.", "No, Assistant B does." (after a question)
_BARE = re.compile(
    r"\W*+(?:(?:no\s++doubt|no|clearly|definitely|obviously|certainly|easily|undoubtedly|hands\s++down|without\s++(?:a\s++)?+doubt"
    r"|no\s++doubt|it['\u2019]s|it\s++is|that['\u2019]s|that\s++is|so|then|final\s++answer|my\s++answer|(?:overall\s++|clear\s++)?+winner|advantage|(?:a\s++)?+(?:slight\s++|clear\s++)?+edge\s++to"
    r"|(?:a\s++)?+(?:clear\s++|easy\s++)?+win\s++for|point\s++to)\b"
    r"[\s,:;\-]*+)*+"
    + _NAME
    + _PART
    + r"(?:[\s,]++(?:is|does|wins|did|it\s++is|for\s++me|by\s++a\s++mile|by\s++a\s++nose|by\s++far|hands\s++down"
    r"|easily|clearly|without\s++(?:a\s++)?+doubt|no\s++contest|of\s++course))*+\s*+\)?+\s*+[.!][\s.!)*]*+",
    _I,
)
# a remark on a part, a role or an audience ("Assistant A also gets it right.", "Stylistically, Assistant A is
# better.", "Assistant B is better as a quick reference.", "Assistant A is preferable for beginners."), or a choice
# of method ("Assistant A goes with a recursive approach."): no decision on the whole answer
_PART_REMARK = re.compile(
    r"\b(?:also|too|as\s++well|partly|partially|in\s++part|some\s++credit|goes\s++with|went\s++with|almost|nearly"
    r"|at\s++least|beginners?|novices?|experts?)\b"
    r"|^\W*+(?:stylistic|visual|structural|aesthetic|cosmetic|grammatical|technical|linguistic|superficial|typographic)\w*+ly\s*+,|\bas\s++an?\s++(?!whole\b|answer\b|response\b|reply\b|solution\b)\w"
    # a part of the answer ("Assistant B's explanation is better.") or a use ("a better fit for a one-off script",
    # "preferable in a classroom setting", "for people in a hurry")
    r"|['\u2019]s\s++(?:explanation|code|examples?|formatting|style|tone|introduction|conclusion|reasoning|structure"
    r"|wording|layout|list|steps?|summary|title|intro|outline)\b|\bfor\s++(?:an?|people|those|someone)\b(?!\s++(?:user|reader|person)\s++asking)"
    r"|\bin\s++an?\s++(?:\w++\s++)?(?:setting|context|situation|scenario)\b",
    _I,
)
# a fault after a contrast, naming no side ("Assistant B is more complete, but wrong.", "... correct, but its reasoning
# is flawed."): the praise before it is weighed, no decision ("..., but not by much" is no fault)
_FAULT_AFTER = re.compile(r"\b(?:but|however|yet|though|although)\b(?P<rest>[^.!?]*+)[.!?]?+\s*+$", _I)
# the other side named without its name ("..., yet its competitor fails."): the fault is the other side's
_OTHER_REF = re.compile(r"\b(?:competitor|rival|opponent|other\s++one|the\s++other)\b", _I)
_FAULT = re.compile(
    r"\b(?:wrong|incorrect|inaccurate|flawed|errors?|mistakes?|fails?|lacks?|misses|missing|buggy|broken)\b"
    r"|\bnot\s++what\s++(?:was|the\s++user)\s++(?:asked|wanted|requested|needed)",
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
# a whole-answer word said overall ("Assistant A is better overall despite Assistant B's nicer formatting."): no
# part remark, whatever part it names
_OVERALL = re.compile(r"\b(?:overall|despite|in\s++spite\s++of|as\s++a\s++whole)\b", _I)
_REASON_LEAD = re.compile(r"\b(?:because|since|as(?!\s++far\b)|given|due\s++to|considering)\b", _I)
_GERUND = re.compile(r"\bprefer(?:s|red)?+\s++\w+ing\b", _I)
# the forced side with a whole-answer word ("Having checked both answers, I prefer Assistant A."): the walk ends
_WHOLE = re.compile(r"\b(?:better|best|superior|prefer\w*+|wins?|winner|stronger|ahead|on\s++top)\b", _I)
# one side called the loser, alone: "Assistant A should lose.", "Assistant A lost this one.", "Assistant A did a worse
# job.", "Assistant A does not come close."
_LOSER = re.compile(
    r"\W*+" + _NAME + _PART + r"\s++(?:comes\s++second|is\s++a\s++distant\s++second|(?:does|did)\s++worse"
    r"|should\s++lose|lost(?:\s++this\s++one)?+|loses|did\s++a\s++worse\s++job"
    r"|(?:does\s++not|doesn['\u2019]t)\s++come\s++close|is\s++(?:clearly\s++|much\s++|far\s++)?+(?:worse|weaker"
    r"|inferior|the\s++(?:worse|weaker|loser)))(?:\s++(?:here|overall|by\s++far))?+[\s.!)*]*+",
    _I,
)
_WINNER_LABEL = re.compile(
    r"\W*+(?:the\s++)?+(?:overall\s++|clear\s++|final\s++)?+winner\s*+(?:is\s*+)?+[:\-\u2013]?\s*+"
    + _NAME
    + _PART
    + r"[\s.!)*]*+",
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
    r"\W*+"
    + _NAME
    + _PART
    + r"\s++(?:trails(?:\s++behind)?+|(?:does\s++not|doesn['\u2019]t|did\s++not|didn['\u2019]t)\s++come\s++close\s++to"
    r"|is\s++no\s++match\s++for|can(?:not|['\u2019]t|\s++not)\s++match|pales\s++in\s++comparison\s++(?:to|with))\s++"
    + _OTHER_NAME
    + r"(?:['\u2019]s)?+[\s.!)*]*+",
    _I,
)
# a question about one side answered on its own ("Is Assistant A better? Yes."): the answer is read with the question
_QUESTION = re.compile(
    r"\W*+(?:(?:is|was)\s++" + _NAME + _PART + r"\s++(?:the\s++)?+(?:better|best|stronger|superior|preferable|winner)"
    r"(?:\s++(?:one|response|answer))?+|(?:does|did)\s++" + _NAME_Y + r"\s++win)\s*+\?\s*+",
    _I,
)
_ANSWER = re.compile(
    r"\W*+(?:(?P<yes>yes|yep|indeed|definitely|absolutely|certainly|of\s++course)|no(?:\s*+,\s*+it\s++(?:isn['\u2019]t|doesn['\u2019]t"
    r"|is\s++not|does\s++not))?+|nope|not\s++at\s++all|not\s++really|absolutely\s++not|certainly\s++not)\b[\s.!]*+",
    _I,
)
_SIDE_OF = {"a": "a", "1": "a", "b": "b", "2": "b"}
_OTHER = {"a": "b", "b": "a"}
# how far back the walk reads (adversarial pass 47 H3: five sentences let neutral remarks push a decision out of reach)
_WALK = 10
_CHARS = 4000
# parser version 54 (adversarial pass 47 H1, H2, H4): a denied win ("Assistant B cannot be the better response.",
# "It is not Assistant B that wins.", "Assistant B is not my choice."), "Not A, but B." / "B, not A.", one side right
# and the other wrong in one sentence, a side's score line, and "A > B"
_DENIED = re.compile(
    r"\W*+" + _NAME + _PART + r"\s++(?:can(?:not|['\u2019]t|\s++not)|could\s++not|is\s++not|isn['\u2019]t|was\s++not"
    r"|wasn['\u2019]t|is\s++by\s++no\s++means|is\s++hardly|is\s++far\s++from|should\s++not|shouldn['\u2019]t)\s++(?:be\s++)?+"
    r"(?:(?:the|my)\s++)?+(?:better|best|winner|preferred|stronger|superior|choice|chosen|pick|one\s++to\s++(?:choose|pick)"
    r"|way\s++to\s++go)(?:\s++(?:response|answer|one|choice|output))?+(?:\s++(?:here|overall))?+[\s.!)*]*+"
    r"|\W*+it(?:['\u2019]s|\s++is)\s++not\s++" + _NAME_Y + r"(?:\s++that\s++wins)?+[\s.!)*]*+"
    r"|\W*+"
    + _NAME_Z
    + _PART
    + r"\s++(?:does\s++not|doesn['\u2019]t|did\s++not|didn['\u2019]t|should\s++not|shouldn['\u2019]t)\s++win"
    r"(?:\s++this\s++one)?+[\s.!)*]*+",
    _I,
)
_NOT_BUT = re.compile(r"\W*+not\s++" + _OTHER_NAME + r"\s*+,?+\s*+but\s++" + _NAME + r"[\s.!)*]*+", _I)
_BUT_NOT = re.compile(r"\W*+" + _NAME + r"\s*+,\s*+not\s++" + _OTHER_NAME + r"[\s.!)*]*+", _I)
_RIGHT = re.compile(
    r"\b(?:correct|right|accurate|nails\s++it|gets\s++it\s++right|answers\s++(?:the\s++question|it))\b", _I
)
_WRONG = re.compile(
    r"(?<!\bnever\s)(?<!\bnot\s)\b(?:wrong|incorrect|inaccurate|errors?|mistakes?|misses|fails?)\b"
    r"|\b(?:is|was|does)\s++not(?=\s*+[.!;,]|\s*+$)|\b(?:isn['\u2019]t|doesn['\u2019]t)(?=\s*+[.!;,]|\s*+$)",
    _I,
)
# a right or wrong said of one aspect ("correct about the date", "wrong on the name"): no verdict on the whole answer
_ASPECT_AFTER = re.compile(r"\s++(?:about|on|in|regarding|for|with\s++respect\s++to)\b", _I)
_CLAUSES = re.compile(r"[,;]|\s(?:and|but|while|whereas)\s", _I)
_SCORE_LINE = re.compile(
    r"\W*+"
    + _NAME
    + _PART
    + r"\s*+[:\-\u2013]\s*+(?P<n>\d++(?:\.\d++)?+)\s*+(?:/\s*+\d++|out\s++of\s++\d++)?+[\s.!)*]*+",
    _I,
)
_ABOVE = re.compile(
    r"\W*+(?:overall\s*+:?\s*+)?+" + _NAME + r"\s*+(?P<op>>{1,2}|<{1,2})\s*+" + _OTHER_NAME + r"[\s.!)*]*+", _I
)


def _restricted(sentence: str) -> bool:
    """:func:`~judge_engine.pipeline.parsing.walk.restricted` of what the sentence says from its first side on, or of
    a lead before the side that is no reason ("Stylistically, Assistant B is better." is restricted; "Because the user
    asked for that format, Assistant B is the better choice." is not: the format is the reason)."""
    first = SIDE.search(sentence)
    if first is None:
        return restricted(sentence)
    lead = sentence[: first.start()]
    return restricted(sentence[first.start() :]) or (not _REASON_LEAD.search(lead) and restricted(lead))


def _right_wrong(sentence: str) -> str | None:
    """The side a sentence calls right while calling the other wrong, clause by clause ("Assistant A is correct and
    Assistant B is not.", "Output (b) contains a factual error, while Output (a) is accurate."), else None."""
    if _CONCEDED.match(sentence):
        return None  # "While Assistant 2's answer is accurate, ... it doesn't ... as accurately as Assistant 1 does."
    right: set[str] = set()
    wrong: set[str] = set()
    for clause in _CLAUSES.split(sentence):
        named = list(SIDE.finditer(clause))
        if len({named_side(m) for m in named}) != 1:
            continue
        side, start = named_side(named[0]), named[0].start()  # the side as the clause's subject, before its verdict
        if (w := _WRONG.search(clause)) is not None and w.start() > start and not _ASPECT_AFTER.match(clause, w.end()):
            wrong.add(side)
        elif (
            (r := _RIGHT.search(clause)) is not None and r.start() > start and not _ASPECT_AFTER.match(clause, r.end())
        ):
            right.add(side)
    if len(right) == 1 and len(wrong) == 1 and right != wrong:
        return next(iter(right))
    return None


def _x(m: re.Match[str]) -> str:
    """The side a pattern's match names (its group ``x``, ``y`` or ``z``: a letter or a number)."""
    return _SIDE_OF[next(g for g in (m.groupdict().get(k) for k in "xyz") if g).lower()]


def _said(sentence: str) -> str | None:
    """The side a bare side, a lone loser or an only-right sentence names as the better (the module's patterns)."""
    if (m := _DENIED.fullmatch(sentence) or _NOT_BUT.fullmatch(sentence)) is not None:
        return _OTHER[_x(m)] if _DENIED.fullmatch(sentence) else _x(m)
    if (m := _ABOVE.fullmatch(sentence)) is not None:
        side = _x(m)
        return side if m.group("op").startswith(">") else _OTHER[side]
    m = _BARE.fullmatch(sentence) or _WINNER_LABEL.fullmatch(sentence) or _ONLY.fullmatch(sentence)
    m = m or _ONLY_WHILE.fullmatch(sentence)
    if m is None:
        m = _BEATS.fullmatch(sentence) or _BUT_NOT.fullmatch(sentence)
    if m is not None:
        return _x(m)
    m = _LOSER.fullmatch(sentence) or _LOSES_TO.fullmatch(sentence) or _LOSER_LABEL.fullmatch(sentence)
    if m is not None:
        return _OTHER[_x(m)]
    return None


def _said_first(sentence: str) -> str | None:
    """A denial, "not A, but B", "A > B", a score for each side in prose or a right-and-wrong sentence: read before the
    part-remark rules, which would walk past them ("Assistant A is correct and Assistant B is not.")."""
    if _DENIED.fullmatch(sentence) or _NOT_BUT.fullmatch(sentence) or _ABOVE.fullmatch(sentence):
        return _said(sentence)
    if (scores := prose_scores(sentence)) is not None:  # "I would give Assistant A a 9 and Assistant B a 4."
        return "tie" if scores[1] == scores[2] else "a" if scores[1] > scores[2] else "b"
    return _right_wrong(sentence)


def _answered(question: str, answer: str | None) -> str | None:
    """The side a question about one side (:data:`_QUESTION`) and the sentence after it, a bare yes or no, decide."""
    q = _QUESTION.fullmatch(question)
    a = None if q is None or answer is None else _ANSWER.fullmatch(answer)
    if q is None or a is None:
        return None
    side = _x(q)
    return side if a.group("yes") else _OTHER[side]


def decides_otherwise(
    evidence: str, forced: str, names: tuple[re.Pattern[str], re.Pattern[str]], ties: bool = True, scored: bool = False
) -> bool:
    """Whether the last decision in ``evidence`` (the judge's text before the verdict) is for another verdict
    than ``forced`` (``"a"``, ``"b"``, ``"tie"``): the module's docstring. ``names`` are the two sides' name patterns
    (A, B) the listed conclusion shapes read. ``ties`` False (two scores close enough to
    be a tie, :func:`~judge_engine.pipeline.parsing.contradiction.tie_contradicts`) lets a tie said before them stand
    with them; with ``scored`` (a score format) equal scores (``forced`` ``"tie"``) read nothing here: two close scores
    are weighed against the sentence right before them by the listed shapes only."""
    if forced == "tie" and scored:
        return False  # two equal scores of a score format: weighed by the listed shapes only
    after: str | None = None
    scores: dict[str, float] = {}
    for sentence, labelled in last_sentences(evidence, _WALK, _CHARS):
        if "[[" in sentence:
            after = sentence
            continue  # a verdict token or the template's options ("5. B is much better: [[B>>A]]"): the format's
        named = {named_side(m) for m in SIDE.finditer(sentence)}
        if (line := _SCORE_LINE.fullmatch(sentence)) is not None:  # "Assistant A: 9/10" then "Assistant B: 4/10"
            scores[_x(line)] = float(line.group("n"))
            if len(scores) == 2:
                by_score = "tie" if scores["a"] == scores["b"] else max(scores, key=scores.__getitem__)
                return by_score != forced and (by_score != "tie" or ties)
            continue
        early = _said_first(sentence)
        if early == "tie" and not ties:
            return False
        if early is not None:
            return early != forced
        if RETRACTS.search(sentence):
            said = retraction_side(sentence, after)
            return said is not None and said != forced and (said != "tie" or ties)
        stated = _conclusion(sentence, names, labelled)  # the listed conclusion shapes (conclusion.py)
        if stated == "tie" and not ties:
            return False
        if stated in ("a", "b", "tie"):
            return stated != forced
        if len(named) > 1 and _WEIGHS.search(sentence) and _said(sentence) is None:
            main = _MAIN_CLAUSE.search(sentence)  # "A does a decent job, but B does a better one.": the main clause
            decided = decides(main.group("main")) if main and _WHOLE.search(main.group("main")) else None
            if decided is not None:
                return decided != forced
            return False  # a weighing of both sides: the judge's own reasons, read by the listed shapes only
        conceded = _CONCEDED.match(sentence)
        whole = _WHOLE.search(sentence) is not None and _OVERALL.search(sentence) is not None
        if (
            named
            and not whole
            and (
                (_PART_QUALITY.search(sentence) and not _WHOLE.search(sentence))
                or _restricted(sentence)
                or _PART_REMARK.search(sentence)
                or (conceded is not None and not SIDE.search(conceded.group("main")))
                or (len(named) == 1 and _OBJECT.search(sentence))
                or _GERUND.search(sentence)
                or (
                    (fault := _FAULT_AFTER.search(sentence)) is not None
                    and not SIDE.search(fault.group("rest"))
                    and not _OTHER_REF.search(fault.group("rest"))
                    and _FAULT.search(fault.group("rest")) is not None
                )
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
