"""The last decision stated before a pairwise verdict (parser versions 53-60; issue 13, adversarial passes 46-52):
:func:`decides_otherwise`, read for a forced verdict (:mod:`~judge_engine.pipeline.parsing.forced_tail`) and a written
one (:func:`~judge_engine.pipeline.parsing.after_verdict.speaks_past_verdict`), after the listed conclusion shapes of
:mod:`~judge_engine.pipeline.parsing.conclusion`. Walking back from the verdict over the sentences before it
(:func:`~judge_engine.pipeline.parsing.conclusion.last_sentences`: at most :data:`_SENTENCES` sentences and
:data:`_CHARS` characters, of which at most :data:`_WALK` name a side; version 56: sentences naming no side no longer
push a decision out of reach), the first sentence that decides settles it (:func:`_reading`): what it says outright
(:mod:`~judge_engine.pipeline.parsing.outright`: a bare side, a ``Winner:`` label, a lone loser, one side beating or
losing to the other, a ranking ``B > A``, a denied win, one side right and the other wrong, two grades or two scores), a
side no better than the other or wrong as a whole (:func:`~judge_engine.pipeline.parsing.outright.no_better`: that
side's verdict is disowned, and a tie too when it is called worse),
:func:`~judge_engine.pipeline.parsing.decided.decides` in any of its wordings, a listed conclusion shape, a question
answered (``Is Assistant A better? No.``), a listed tie
(:data:`~judge_engine.pipeline.parsing.tie_conclusion.TIE_CONCLUSION`), a retraction read by
:func:`~judge_engine.pipeline.parsing.walk.retraction_side` (a concession, ``to be fair``, is none: version 57), a score
for each side on two lines, a score table's overall row with nothing naming a side after it
(:func:`~judge_engine.pipeline.parsing.score_table.table_verdict`, version 57), or the main clause of a weighing
(:func:`_main_clause`: after a contrast or a concession, with a whole-answer word or what matters, ``..., making it the
better response.``). Another verdict than the one given makes it ``ambiguous`` (fail-closed), the same one keeps it; the
latest statement wins, so a correction toward the verdict keeps it. A short retraction naming no side (``Wait, no.``)
takes the decision before it back. Walked past: sentences naming no side, a verdict token or the template's options,
remarks on a part (:func:`~judge_engine.pipeline.parsing.walk.restricted`; ``also``, ``Stylistically,``, a quality short
of the whole answer such as ``more comprehensive``, a side as the object of a comparison, a concession whose main clause
names no side) and a sentence naming both sides with no evaluative word (``Assistant A uses bullet points and Assistant
B uses a numbered list.``). The walk ends without a reading at a weighing of both sides with no deciding main clause, a
retraction naming a side it does not read, and the verdict's own side called better in a wording not read. Version 59
(adversarial passes 51 and 52) also reads the idioms, denials and faults of :mod:`~judge_engine.pipeline.parsing.idioms`
(a denial of a side, ``Assistant B cannot be considered the better answer.``, disowns that side's verdict), a weighing's
main clause calling a side right (``While Assistant B is more detailed, Assistant A is correct.``; a listed conclusion
whose main clause calls the other side right ends the walk), a question answered
(:mod:`~judge_engine.pipeline.parsing.answered`; ``Is one better? Not really.`` is a tie), a short denial of the claim
before it (``Assistant B seems better. It isn't.``), ``Score for Assistant A: 9`` lines, right-or-wrong grade lines (two
equal ones decide nothing), an opinion aside (``Assistant A is, in my judgment, ...``), and a ranked list or a JSON
verdict ending the evidence. Version 60 (adversarial pass 53): a walk that reads no decision ends with
:func:`~judge_engine.pipeline.parsing.leaning.leans_otherwise` (a short last sentence for the other side; not for score
formats). Version 61 (adversarial pass 54): a sentence whose subject is a pronoun for the side the sentence before names
is read as that side's (:mod:`~judge_engine.pipeline.parsing.carried`), a short second look that confirms (``Checking
again, I still think so.``) takes nothing back, and ``despite`` after a whole-answer decision is a concession. Version
78 (adversarial pass 69): the two sides named only together and called equal (``Output (a) and (b) both fail; I'd pick
neither.``, :func:`~judge_engine.pipeline.parsing.tie_words.equal_named`) are a tie. Linear: a bounded number of
sentences of bounded length, a ``decides`` call and a few regex scans each."""

from __future__ import annotations

import re

from judge_engine.pipeline.parsing.answered import DENIES_PRIOR, answered
from judge_engine.pipeline.parsing.carried import carried
from judge_engine.pipeline.parsing.clefts import set_aside
from judge_engine.pipeline.parsing.compliance import complied
from judge_engine.pipeline.parsing.conclusion import _conclusion, last_sentences
from judge_engine.pipeline.parsing.contrasts import contrasted
from judge_engine.pipeline.parsing.counts import counted, counts_faults, tallied, tally
from judge_engine.pipeline.parsing.decided import SIDE, decides, named_side
from judge_engine.pipeline.parsing.foreign import foreign_decision
from judge_engine.pipeline.parsing.grades import CORRECTNESS, SCORE_LINE, grade_line, lone_against, score_pair
from judge_engine.pipeline.parsing.identical import identical
from judge_engine.pipeline.parsing.idioms import idiom_side, mutual_tie, right_side
from judge_engine.pipeline.parsing.leaning import leans_otherwise
from judge_engine.pipeline.parsing.outright import no_better, partial_scores, said_first
from judge_engine.pipeline.parsing.outright import said as said_outright
from judge_engine.pipeline.parsing.reference_values import reference_verdict
from judge_engine.pipeline.parsing.remarks import EVALUATIVE, FAULT, FAULT_AFTER, GERUND, OTHER_REF, PART_QUALITY
from judge_engine.pipeline.parsing.right_wrong import CONCEDED
from judge_engine.pipeline.parsing.score_table import listed_verdict, table_verdict
from judge_engine.pipeline.parsing.side_names import NAME, PART, side_named
from judge_engine.pipeline.parsing.supporting import without_support
from judge_engine.pipeline.parsing.symbols import symbol_verdict
from judge_engine.pipeline.parsing.tie_conclusion import TIE_CONCLUSION, tie_last
from judge_engine.pipeline.parsing.tie_words import equal_named, equal_sides
from judge_engine.pipeline.parsing.walk import (
    FAIR,
    OVERALL_LEAD,
    RETRACTS,
    TURNS,
    compared,
    restricted,
    retraction_side,
)

_I = re.IGNORECASE
# evidence that is one side's name and nothing else ("Assistant A" before a forced "[[B]]"; adversarial pass 48)
_LONE = re.compile(
    r"\W*+" + NAME + PART + r"[\s.!):*]*+(?:(?:my\s++)?+final\s++verdict(?:\s++is)?+\s*+:?\s*+\[*+)?+", re.IGNORECASE
)
# the clause after a sentence's last contrast, naming a side ("..., but Assistant B does a better one."); GPT-4's
# "... but provides ..., making it superior to Assistant 2 who ... but without giving details." has none
_MAIN_CLAUSE = re.compile(
    r"^.*\b(?:but|however|yet|whereas|while)\b\s*+,?+(?P<main>[^;]*+)[.!]?\s*+$", re.IGNORECASE | re.DOTALL
)
# a condition that makes a choice ("If I had to choose, ..."): no restriction
_FORCED = re.compile(
    r"\bif\s++(?:i|we)\s++(?:had|have|were)\s++to\s++(?:choose|pick|decide)|\bif\s++forced\s++to", re.I
)
# an opinion lead ("It seems to me that Assistant A is better."; adversarial pass 49): the judge's own view, no hedge
_OPINION = re.compile(
    r"^\W*+(?:(?:it\s++(?:seems|appears)\s++to\s++me|in\s++my\s++(?:view|opinion)|to\s++me|i\s++feel"
    # a lead that sums up ("Based on these observations, I find Assistant A to be better."; pass 49 H2)
    r"|based\s++on\s++(?:these|the|this|my|all|the\s++above)(?:\s++(?:observations|analysis|evaluation|comparison"
    r"|considerations|factors|points|assessment|criteria|above|review))?+|in\s++light\s++of\s++(?:the\s++above|this|these"
    r"(?:\s++\w++)?+)|comparing\s++(?:both|the\s++two)(?:\s++(?:responses|answers|outputs))?+|in\s++terms\s++of\s++overall"
    r"\s++quality|all\s++things\s++considered|taking\s++everything\s++into\s++account|considering\s++(?:all|everything"
    r"|the\s++above))\s*+,?\s*+(?:that\s++)?+)++",
    re.I,
)
# a concession after a whole-answer decision ("Overall, Assistant A is better, although Assistant B is not bad.")
# an opinion aside ("Assistant A is, in my judgment, the more useful of the two."; version 59, adversarial pass 51 H6)
_ASIDE = re.compile(
    r"\s*+,\s*+(?:in\s++my\s++(?:judg(?:e)?ment|view|opinion|estimation|assessment)|i\s++(?:think|believe|feel|would\s++say)"
    r"|to\s++my\s++mind|if\s++you\s++ask\s++me)\s*+,\s*+",
    re.I,
)
# (version 61, adversarial pass 54 H2: "despite" with no comma, "B is better despite Assistant A's formatting.")
_CONCESSION_TAIL = re.compile(r",\s*+(?:although|though|even\s++though)\b|,?\s*+\b(?:despite|in\s++spite\s++of)\b", _I)
_CONTRAST = re.compile(r"\b(?:but|however|yet|although|though|whereas|while|unlike)\b", _I)
# a remark on a part, a role or an audience ("Assistant A also gets it right.", "Stylistically, Assistant A is
# better.", "Assistant B is better as a quick reference.", "Assistant A is preferable for beginners."), or a choice
# of method ("Assistant A goes with a recursive approach."): no decision on the whole answer
_PART_REMARK = re.compile(
    r"\b(?:also|too|as\s++well|partly|partially|in\s++part|some\s++credit|goes\s++with|went\s++with|almost|nearly"
    r"|at\s++least|beginners?|novices?|experts?)\b"
    r"|^\W*+(?:stylistic|visual|structural|aesthetic|cosmetic|grammatical|technical|linguistic|superficial|typographic)\w*+ly\s*+,|\bas\s++an?\s++(?!whole\b|answer\b|response\b|reply\b|solution\b)\w"
    # a part of the answer ("Assistant B's explanation is better.") or a use ("a better fit for a one-off script",
    # "preferable in a classroom setting", "for people in a hurry")
    r"|['\u2019]s\s++(?:(?:first|second|third|last|final|opening|closing|main|initial)\s++)?+(?:explanation|code|examples?|formatting|style|tone|introduction|conclusion|reasoning|structure"
    r"|wording|layout|list|steps?|summary|title|intro|outline)\b|\bfor\s++(?:an?|people|those|someone)\b(?!\s++(?:user|reader|person)\s++asking)"
    r"|\bin\s++an?\s++(?:\w++\s++)?(?:setting|context|situation|scenario)\b",
    _I,
)
# a contrast or trade-off in a sentence that names both sides, or a side after the contrast ("Assistant A is more
# accurate, whereas Assistant B covers what matters most."): the judge weighs, and the walk ends there
_WEIGHS = re.compile(r"\b(?:but|however|yet|although|though|whereas|while|unlike|and)\b", _I)
_OBJECT = re.compile(
    r"\b(?:than|compared\s++(?:to|with)|in\s++comparison\s++(?:to|with)|relative\s++to|over)\s++(?:the\s++)?+(?:assistant"
    r"|response|answer|output|model)\s*+\(?+[ab12]\b",
    _I,
)
# a whole-answer word said overall ("Assistant A is better overall despite Assistant B's nicer formatting."): no
# part remark, whatever part it names
_OVERALL = re.compile(r"\b(?:overall|despite|in\s++spite\s++of|as\s++a\s++whole)\b", _I)
_REASON_LEAD = re.compile(r"\b(?:because|since|as(?!\s++far\b)|given|due\s++to|considering)\b", _I)
# a main clause after a contrast that decides by what matters ("..., but Assistant B's answer is correct, which matters
# more."; adversarial pass 49 H5): read as "better"
_MATTERS = re.compile(
    r",?\s*+(?:which|and\s++(?:that|this|correctness|accuracy))\s++(?:is\s++what\s++)?+(?:matters|counts)\s++(?:more|most)"
    r"(?:\s++here)?+|,?\s*+and\s++(?:correctness|accuracy)\s++is\s++what\s++(?:matters|counts)"
    r"|,?\s*+making\s++(?:it|them)\s++the\s++better(?:\s++(?:one|response|answer))?+"
    r"|,?\s*+which\s++makes\s++(?:it|them)\s++(?:the\s++)?+(?:better|stronger|superior|preferable|more\s++(?:helpful"
    r"|useful|accurate|complete))(?:\s++(?:one|response|answer|overall))?+",
    _I,
)
# the forced side with a whole-answer word ("Having checked both answers, I prefer Assistant A."): the walk ends
_WHOLE = re.compile(r"\b(?:better|best|superior|prefer\w*+|wins?|winner|stronger|ahead|on\s++top)\b", _I)
# how far back the walk reads (adversarial pass 47 H3: five sentences let neutral remarks push a decision out of reach)
_WALK = 10
_CHARS = 8000
# sentences read at most, of which at most _WALK name a side (version 56, pass 47: others push no decision out of reach)
_SENTENCES = 40


def _restricted(sentence: str) -> bool:
    """:func:`~judge_engine.pipeline.parsing.walk.restricted` of what the sentence says from its first side on, or of
    a lead before the side that is no reason ("Stylistically, Assistant B is better." is restricted; "Because the user
    asked for that format, Assistant B is the better choice." is not: the format is the reason)."""
    first = SIDE.search(sentence)
    if first is None:
        return restricted(sentence)
    lead = sentence[: first.start()]
    if _FORCED.search(lead):  # "If I had to choose, I would choose Assistant A." (version 56, adversarial pass 49)
        return False
    return restricted(sentence[first.start() :]) or (not _REASON_LEAD.search(lead) and restricted(lead))


_PAST, _END, _WITHDRAWN = "past", "end", "withdrawn"
# a main clause that names a side and says no more ("..., but on reflection Assistant A is.")
_ELLIPSIS = re.compile(
    r"^[\s,]*+(?:(?:on\s++(?:reflection|second\s++thought|closer\s++inspection)|after\s++[^,]{1,40}+|actually|in\s++fact"
    r"|now)\s*+,?\s*+)?+" + NAME + PART + r"\s++(?:is|does|wins|was|did)[\s.!)*]*+$",
    re.I,
)


def _main_clause(sentence: str) -> str | None:
    """The side the main clause of a weighing decides for: after a contrast (``A does a decent job, but B does a better
    one.``) or a concession (``While B is more detailed, A is correct, and correctness matters most here.``), with a
    whole-answer word or what matters (:data:`_MATTERS`: ``..., making it the better response.``, ``..., which makes it
    more helpful.``), or before a concession after a whole-answer decision (``Overall, A is better, although B is not
    bad.``); else None (parser versions 55-56, adversarial passes 48 and 49 H5)."""
    tail = _CONCESSION_TAIL.search(sentence)
    if (
        tail is not None
        and SIDE.search(sentence, tail.end())  # the concession is about the other side, not "..., though."
        and _WHOLE.search(sentence, 0, tail.start())
        and not _PART_REMARK.search(sentence, 0, tail.start())
    ):
        return decides(sentence[: tail.start()])
    conceded = CONCEDED.match(sentence)
    two = len(SIDE.findall(sentence)) > 1
    contrast = _MAIN_CLAUSE.search(sentence) if two else None
    main = conceded.group("main") if conceded is not None else contrast.group("main") if contrast is not None else None
    if main is None and two and ";" in sentence:
        main = sentence.rsplit(";", 1)[1]  # "Assistant B is more verbose; Assistant A is correct." (version 59)
    if main is None:
        return None
    if (right := right_side(main) or idiom_side(main)) is not None:
        return right  # "While Assistant B is more detailed, Assistant A is correct." (version 59, pass 52 H2)
    if (short := _ELLIPSIS.search(main)) is not None and _WHOLE.search(sentence, 0, len(sentence) - len(main)):
        return side_named(short)  # "At first I thought B was better, but on reflection A is." (pass 49 H12)
    if not SIDE.search(main) or not (_WHOLE.search(main) or _MATTERS.search(main)):
        return None
    return decides(_MATTERS.sub(" and is better", main))


# a retraction naming no side takes the decision before it back only as a sentence of its own ("Wait, no.", "Hmm, I'm
# not sure about that anymore."), not inside a longer remark ("..., which is not the LCS, but is actually ...": two of
# the recorded GPT-4 reviews)
_WITHDRAW_WORDS = 10
# a second look that confirms the decision before it (version 61): no retraction
_CONFIRMS = re.compile(
    r"\b(?:still\s++(?:think|believe|hold|stand|prefer|agree|feel)|stand\s++by|(?:verdict|view|conclusion|assessment"
    r"|choice|pick|ranking)\s++stands|still\s++(?:holds|stands)|confirm\w*+|(?:that|it)\s++holds)\b",
    _I,
)


def _reading(
    sentence: str, labelled: bool, after: str | None, names: tuple[re.Pattern[str], re.Pattern[str]], forced: str
) -> str | tuple[str, bool]:
    """What one sentence of the walk says: a verdict (``"a"``, ``"b"``, ``"tie"``), a side no better than the other
    (``(side, worse)``: :func:`~judge_engine.pipeline.parsing.outright.no_better`), :data:`_PAST` (walked past),
    :data:`_END` (the walk ends without a reading) or :data:`_WITHDRAWN` (a retraction naming no side: the decision
    before it is taken back). ``after`` is the sentence after it (a question's answer)."""
    sentence = _ASIDE.sub(" ", _OPINION.sub("", sentence, count=1))
    sentence = set_aside(sentence) or sentence  # "Assistant B, not Assistant A, is better." (version 64)
    named = {named_side(m) for m in SIDE.finditer(sentence)}
    if not named and DENIES_PRIOR.fullmatch(sentence):
        return _WITHDRAWN  # "It isn't." after "Assistant B seems better." (version 59)
    if (lesser := no_better(sentence, after)) is not None:  # "Assistant A is no better than Assistant B." (version 56)
        return lesser
    early = counted(sentence) or said_first(sentence) or (None if partial_scores(sentence) else score_pair(sentence))
    early = early or ("tie" if mutual_tie(sentence) else None)  # "A is no better than B, and B ... than A." (v59)
    early = early or complied(sentence)  # "Output (b) follows the instruction, while Output (a) ignores ..." (v64)
    early = early or contrasted(sentence) or ("tie" if identical(sentence) else None)  # versions 67, 68
    early = early or ("tie" if named and equal_named(sentence) else None)  # "(a) and (b) both fail" (v78)
    if early is not None:
        return early
    if RETRACTS.search(sentence) and not FAIR.search(sentence):  # "Wait, to be fair, ..." takes nothing back
        said = retraction_side(sentence, after)
        if said is None and not named and len(sentence.split()) <= _WITHDRAW_WORDS:
            # "Wait, no.", "Scratch that." (version 56, adversarial pass 47); not "Checking again, I still think so."
            return _PAST if _CONFIRMS.search(sentence) else _WITHDRAWN
        return _END if said is None else said
    stated = _conclusion(sentence, names, labelled)  # the listed conclusion shapes (conclusion.py)
    if stated == "" and labelled:  # "Evaluation: Assistant A is the weaker of the two.": the label chooses nothing
        stated = _conclusion(sentence, names, False)
    if stated in ("a", "b") and (main := _main_clause(sentence)) not in (None, stated):
        return _END  # "B is slightly better, in presentation only; A is correct.": a weighing (version 59)
    if stated in ("a", "b", "tie"):
        return stated
    main = _main_clause(sentence)  # "While B is more detailed, A is correct, and correctness matters most here."
    if main is not None:
        return main
    if len(named) > 1 and _WEIGHS.search(sentence) and said_outright(sentence) is None and not compared(sentence):
        if not EVALUATIVE.search(sentence):
            return _PAST  # "A uses bullet points and B uses a numbered list." (version 56, adversarial pass 49 H3)
        return _END  # a weighing of both sides: the judge's own reasons, read by the listed shapes only
    lead = OVERALL_LEAD.match(sentence) if len(named) == 1 else None  # "On balance, A is more reliable." (v63)
    if lead is not None and (overall := decides(sentence[lead.end() :])) in named:
        return overall
    conceded = CONCEDED.match(sentence)
    if conceded is not None and (pronoun := carried(conceded.group("main"), sentence[: conceded.start("main")])):
        within = _reading(pronoun, labelled, after, names, forced)  # "Although B is longer, it is better." (v64)
        if within in ("a", "b") or isinstance(within, tuple):
            return within
    whole = _WHOLE.search(sentence) is not None and _OVERALL.search(sentence) is not None
    if (
        named
        and not whole
        and (
            (PART_QUALITY.search(sentence) and not _WHOLE.search(sentence))
            or _restricted(sentence)
            or _PART_REMARK.search(sentence)
            or (conceded is not None and not SIDE.search(conceded.group("main")))
            or (len(named) == 1 and _OBJECT.search(sentence) and decides(sentence) in (None, *named))
            or GERUND.search(sentence)
            or (
                (fault := FAULT_AFTER.search(sentence)) is not None
                and not SIDE.search(fault.group("rest"))
                and not OTHER_REF.search(fault.group("rest"))
                and FAULT.search(fault.group("rest")) is not None
            )
        )
    ):
        return _PAST  # a remark on a part
    said = decides(sentence) or said_outright(sentence) or answered(sentence, after)
    if said is None and (
        TIE_CONCLUSION.fullmatch(sentence)
        or tie_last(sentence)
        or mutual_tie(sentence)
        or (not named and equal_sides(sentence))  # "I rate them as a tie." (version 63)
    ):
        said = "tie"
    if said is not None:
        return said
    if forced in named and _WHOLE.search(sentence):
        return _END  # the forced side said better in a wording not read: the walk ends, the verdict stands
    if named and _CONTRAST.search(sentence) and TURNS.search(sentence):
        return _END  # a weighing whose side is not read: what came before it no longer stands
    return _PAST


def _claimed(sentence: str) -> str | None:
    """The one side a sentence names with a whole-answer word (a claim a short denial after it takes back), else
    None."""
    named = {named_side(m) for m in SIDE.finditer(sentence)}
    return named.pop() if len(named) == 1 and _WHOLE.search(sentence) else None


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
    if (foreign := foreign_decision(evidence)) is not None:  # "Por lo tanto, el Asistente B es mejor." (version 64)
        return foreign != forced and (foreign != "tie" or ties)
    if (lone := _LONE.fullmatch(evidence)) is not None:  # the evidence is a side's name alone (version 56)
        return side_named(lone) != forced
    table = table_verdict(evidence[-_CHARS:])  # "| Overall | 9 | 4 |" with nothing naming a side after it
    table = table or listed_verdict(evidence[-_CHARS:])  # a ranked list or a JSON verdict (version 59)
    table = table or symbol_verdict(evidence[-_CHARS:])  # "Ranking: B, A", "Bottom line: B > A.", check marks (v64)
    table = table or reference_verdict(evidence[-_CHARS:])  # "The reference is 42. A says 41, B says 42." (v81)
    if table is not None and not SIDE.search(evidence[-_CHARS:][table[1] :]):
        return table[0] != forced and (table[0] != "tie" or ties)
    after: str | None = None
    scores: dict[str, float] = {}
    tallies: dict[str, tuple[str, float]] = {}
    withdrawn = False
    counted = 0
    walked: list[str] = []  # the sentences read, last first, for leans_otherwise
    sentences = list(last_sentences(evidence, _SENTENCES, _CHARS))
    for i, (sentence, labelled) in enumerate(sentences):
        walked.append(sentence)
        if "[[" in sentence:
            after = sentence
            continue  # a verdict token or the template's options ("5. B is much better: [[B>>A]]"): the format's
        sentence = without_support(sentence)  # "Assistant A is wrong (it says 42)." (version 80, pass 73 H4)
        if SIDE.search(sentence):
            counted += 1
            if counted > _WALK:
                break
        if (one := tally(sentence)) is not None:  # "Assistant A: 0 errors." and "Assistant B: 3 errors." (version 81)
            if (side := tallied(tallies, one)) is not None:
                return side != forced
            continue
        line = SCORE_LINE.fullmatch(sentence)
        graded = grade_line(sentence) if line is None else None  # "Assistant A: mediocre." (version 56)
        if line is not None or graded is not None:  # "Assistant A: 9/10" then "Assistant B: 4/10"
            if line is not None:
                scores[side_named(line)] = float(line.group("n"))
            elif graded is not None:
                scores[graded[0]] = graded[1]
            if len(scores) == 2 and scores["a"] == scores["b"] and scores["a"] in CORRECTNESS:
                scores.clear()  # "Assistant A: correct." and "Assistant B: correct.": no tie said (version 59)
            elif len(scores) == 2:
                fewer = line is not None and counts_faults(sentences[i + 1][0] if i + 1 < len(sentences) else None)
                by_score = (
                    "tie" if scores["a"] == scores["b"] else (min if fewer else max)(scores, key=scores.__getitem__)
                )
                return by_score != forced and (by_score != "tie" or ties)
            continue
        reading = _reading(sentence, labelled, after, names, forced)
        before = sentences[i + 1][0] if i + 1 < len(sentences) else None
        if reading == _PAST and (pronoun := carried(sentence, before)) is not None:  # "It is the better one." (v61)
            said = _reading(pronoun, labelled, after, names, forced)
            reading = said if said in ("a", "b") or isinstance(said, tuple) else reading
        if reading == _END and withdrawn and (claimed := _claimed(sentence)) is not None:
            reading = claimed  # "One might think Assistant B is better. It is not." (version 59)
        if reading == _WITHDRAWN:
            withdrawn = True
        elif reading == _END:
            return False
        elif isinstance(reading, tuple):  # a side no better than the other: its verdict is disowned
            side, worse = reading
            return not withdrawn and (forced == side or (worse and forced == "tie"))
        elif reading != _PAST:
            if reading == "tie" and not ties:
                return False
            return reading == forced if withdrawn else reading != forced
        after = sentence
    # no decision read: the last short sentence naming a side, by the backstop's cue rules (version 60; not for scores,
    # whose recorded GPT-4 explanations describe each side before scoring it)
    if not withdrawn and (against := lone_against(scores, forced)) is not None:
        return against  # "A: 42 ✗" (version 80) or "Assistant A's answer is useless." (version 81) alone before [[A]]
    return not scored and not withdrawn and leans_otherwise(walked, forced, names)
