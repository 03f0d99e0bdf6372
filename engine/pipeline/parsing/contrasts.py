"""One side's answer working or right where the other's fails, side by side (parser version 67; issue 13, adversarial
pass 58 H1, H2), for the last-decision walk (:mod:`~judge_engine.pipeline.parsing.last_decision`):
:func:`contrasted`. Judges compare code and facts this way, without a comparative: ``Assistant A fails where
Assistant B succeeds.``, ``Assistant A's code throws a TypeError; Assistant B's runs and prints the right result.``,
``Unlike Assistant A, Assistant B gets the answer right.``, ``Only Assistant B's code compiles.``, ``Assistant B
alone gets the right answer.``, ``The correct answer, 42, is given only by Assistant B.``, ``If I were the user, I'd
want Assistant B's answer.``, ``Assistant B's final answer matches the reference; Assistant A's does not.``. Read:
clause by clause (split at commas, semicolons, colons, ``and``, ``but``, ``while``, ``whereas``, ``where``; a clause
naming no side is the last named side's: ``Assistant A is vague and partly wrong``), each side is credited
(:data:`_GOOD`: ``right``, ``correct``, ``works``, ``compiles``, ``passes``; or a fault denied: ``no errors``) or
faulted (:data:`_BAD`: ``wrong``, ``fails``, ``a TypeError``, ``crashes``; or a credit denied: ``does not compile``,
``never terminates``); the decision is the side credited when the other is faulted, the side credited when the
other's clause denies it by ellipsis (not in a relative clause: ``..., which Assistant 1 did not.`` reports content),
or the one clause's side after ``Unlike`` the other side or ``Only`` (``Just``, ``Solely``: version 81), or a label
naming what is right or wrong before one side alone (``Correct answers: Assistant B only.``, ``Wrong: Assistant A
only.``; version 81). Not read: a credit or fault of a part (``correct about the date``, ``wrong in the second
step``), a clause with another negation, a sentence with a whole-answer word (``better``, ``prefer``: the other rules
read it), a condition, or both sides credited or faulted. Linear: a few regex scans per clause."""

from __future__ import annotations

import re

from judge_engine.pipeline.parsing.decided import SIDE, named_side
from judge_engine.pipeline.parsing.side_names import NAME, OTHER, PART, side_named

_I = re.IGNORECASE
_GOOD_WORD = (
    r"(?:right|correct(?:ly)?+|accurate(?:ly)?+|succeed(?:s|ed)?+|deliver(?:s|ed)|expected|works|worked|runs|compiles"
    r"|compiled|passes|passed|matches|matched|terminates|terminated|handles|handled|answers|answered|solves|solved|reaches"
    r"|reached)"
)
# the same as verbs after a negation ("does not match", "never terminates"; a bare "answer" or "match" is a noun)
_GOOD_BASE = r"(?:work|run|compile|pass|match|terminate|handle|answer|solve|succeed|deliver)"
_BAD_WORD = (
    r"(?:wrong|incorrect(?:ly)?+|inaccurate|fails|failed|stumbles|\w*?errors?+|\w*?exceptions?+|crash(?:es|ed)?+|bug(?:gy|s)?+"
    r"|broken|throws|raises|off-by-one|hallucinat\w*+|mistakes?|invalid|segfaults)"
)
_NEGATOR = r"(?:not|never|no|without|cannot|can['\u2019]t|n['\u2019]t)"
_DENIED_GOOD = re.compile(r"\b" + _NEGATOR + r"\s++(?:\w++\s++){0,2}?(?:" + _GOOD_WORD + "|" + _GOOD_BASE + r")\b", _I)
_DENIED_BAD = re.compile(r"\b" + _NEGATOR + r"\s++(?:\w++\s++){0,2}?" + _BAD_WORD + r"\b", _I)
_NEGATION = re.compile(r"\b" + _NEGATOR + r"\b|n['\u2019]t\b", _I)
_GOOD = re.compile(r"\b" + _GOOD_WORD + r"\b", _I)
_BAD = re.compile(r"\b" + _BAD_WORD + r"\b", _I)
_CLAUSES = re.compile(r"[,;:]|\s(?:and|but|while|whereas|where|yet)\s", _I)
# a whole-answer word or a condition: the sentence is the other rules' (a weighing, a comparison, a hypothesis)
_SKIP = re.compile(
    r"\b(?:better|best|worse|worst|prefer\w*+|superior|inferior|winner|wins?|loses?|tie|both|neither|either|if|unless"
    r"|whether|would|could|might|should|although|though|despite|some|most|all\s++but)\b",
    _I,
)
# the other clause's predicate denied of this side by ellipsis: "Assistant B's final answer matches the reference;
# Assistant A's does not." (adversarial pass 57 F5)
_ELLIPSIS = re.compile(
    r"(?:['\u2019]s)?+\s*+(?:(?:answer|response|code|solution|one)\s++)?+(?:does|did|do|is|was)\s*+(?:not|n['\u2019]t)"
    r"[\s.!]*+",
    _I,
)
_RELATIVE = re.compile(r"\W*+(?:which|that|who|as)\b", _I)  # "..., which Assistant 1 did not.": content, not a credit
_UNLIKE = re.compile(r"\W*+unlike\s++(?:the\s++)?+\S", _I)
_ONLY = re.compile(r"\W*+(?:only|just|solely)\s++" + NAME + r"(?:['\u2019]s\s++\w++)?+\s++(?P<rest>[^;:]{2,160}+)", _I)
_ALONE = re.compile(r"\W*+" + NAME + r"(?:['\u2019]s\s++\w++)?+\s++alone\s++(?P<rest>[^;:]{2,160}+)", _I)
# a label naming what is right or wrong, then one side alone: "Correct answers: Assistant B only." (version 81)
_LABEL_ONLY = re.compile(
    r"\W*+(?:(?P<good>(?:the\s++)?+(?:correct|right|accurate|valid)(?:\s++(?:answers?|responses?|ones?|solutions?))?+)"
    r"|(?:the\s++)?+(?:wrong|incorrect|inaccurate|invalid)(?:\s++(?:answers?|responses?|ones?|solutions?))?+)\s*+"
    r"[:\-\u2013\u2014]\s*+" + NAME + PART + r"\s++(?:only|alone)[\s.!)*]*+",
    _I,
)
_GIVEN_ONLY_BY = re.compile(
    r"\W*+the\s++(?:correct|right)\s++(?:answer|result|solution)\b[^;:]{0,60}?\s++(?:is\s++)?+(?:given|found|stated"
    r"|reached)\s++only\s++(?:by|in)\s++" + NAME + PART + r"[\s.!)*]*+",
    _I,
)
_WANT = re.compile(
    r"\W*+(?:if\s++i\s++were\s++the\s++user\s*+,\s*+)?+i['\u2019]d\s++(?:want|choose|pick|take|use|trust)\s++"
    + NAME
    + r"(?:['\u2019]s\s++(?:answer|response|output|reply|solution|code))?+[\s.!)*]*+",
    _I,
)


# a credit or fault of a part ("correct about the date", "wrong in the second step"): no verdict on the answer
_PART = re.compile(
    r"\b(?:right|correct|wrong|incorrect|accurate|inaccurate|fails|failed)\s++(?:about|on|in|for|regarding|at|with)\b",
    _I,
)


def _polarity(clause: str) -> str | None:
    """``"good"`` when ``clause`` credits the answer it speaks of, ``"bad"`` when it faults it, else None (also for a
    credit or fault of a part: ``correct about the date``)."""
    if _PART.search(clause):
        return None
    bad = len(_DENIED_GOOD.findall(clause))
    rest = _DENIED_GOOD.sub(" ", clause)
    good = len(_DENIED_BAD.findall(rest))
    rest = _DENIED_BAD.sub(" ", rest)
    if _NEGATION.search(rest):
        return None
    bad += len(_BAD.findall(rest))
    good += len(_GOOD.findall(rest))
    return "good" if good and not bad else "bad" if bad and not good else None


def _alone(sentence: str) -> str | None:
    """The side ``sentence`` says is alone in getting it right (or wrong), else None."""
    m = _ONLY.fullmatch(sentence) or _ALONE.fullmatch(sentence)
    if m is not None:
        said = _polarity(m.group("rest"))
        return None if said is None else side_named(m) if said == "good" else OTHER[side_named(m)]
    if (m := _LABEL_ONLY.fullmatch(sentence)) is not None:
        return side_named(m) if m.group("good") else OTHER[side_named(m)]
    m = _GIVEN_ONLY_BY.fullmatch(sentence) or _WANT.fullmatch(sentence)
    return None if m is None else side_named(m)


def contrasted(sentence: str) -> str | None:
    """The side ``sentence`` decides for by what works or is right on each side (the module's docstring), else None."""
    if (alone := _alone(sentence)) is not None:
        return alone
    named = {named_side(m) for m in SIDE.finditer(sentence)}
    if named != {"a", "b"} or _SKIP.search(sentence):
        return None
    good: set[str] = set()
    bad: set[str] = set()
    unlike: str | None = None
    elided: str | None = None  # the side the other's credit is denied of by ellipsis
    current: str | None = None  # the side of the clauses since the last one naming a side ("A is vague and wrong")
    for i, clause in enumerate(_CLAUSES.split(sentence)):
        sides = {named_side(m) for m in SIDE.finditer(clause)}
        if len(sides) > 1:
            current = None
            continue
        if sides:
            current = next(iter(sides))
            at = SIDE.search(clause).end()  # type: ignore[union-attr]
            if i == 0 and _UNLIKE.match(clause):
                unlike, current = current, None  # "Unlike Assistant A, Assistant B gets the answer right."
                continue
            if _ELLIPSIS.fullmatch(clause, at) and not _RELATIVE.match(clause):
                elided, current = current, None  # "...; Assistant A's does not." (not "..., which A did not.")
                continue
            clause = clause[at:]
        if current is not None and (said := _polarity(clause)) is not None:
            (good if said == "good" else bad).add(current)
    if good & bad:
        return None
    if len(good) == 1 and bad == {OTHER[next(iter(good))]}:
        return next(iter(good))
    if len(good) == 1 and not bad and elided == OTHER[next(iter(good))]:
        return next(iter(good))  # only a credit is denied by ellipsis: "B matches the reference; A's does not."
    if len(good | bad) != 1 or unlike is None or unlike == (side := next(iter(good | bad))):
        return None
    return side if good else OTHER[side]  # "Unlike Assistant A, Assistant B gets the answer right."
