"""A verdict a judge gives for another turn than the graded one (:func:`other_turn`): ``Rating for turn 1: [[8]]``,
``Turn 1: [[A]]``, ``The first turn deserves [[8]].`` on a template grading turn 2 (issue 13 K6); ``Rating for turn 2:
[[9]]``, ``Q2: [[A]]`` on a single-turn one (parser version 64, fresh pass full57 M4). Such a completion holds no
single verdict of the graded turn: ``ambiguous``."""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from judge_engine.pipeline.parsing.result import Parsed, head, tail

if TYPE_CHECKING:
    from judge_engine.pipeline.templates import Template


# a turn named by number or ordinal: "turn 1", "Turn #2", "the first turn", "2nd turn", and (adv11 H2) by the
# multi-turn templates' own word, the user's question: "the first question", "the first user question",
# "Question 1", "the initial question", "Turn one"; group 1 a number, group 2 an ordinal ("first answer" only on
# a single-answer template: on a pairwise one it may name Assistant A's answer)
def _turn_pattern(names: str) -> re.Pattern[str]:
    return re.compile(
        r"\b(?:" + names + r")\s*+#?+\s*+([0-9]++|one|two|three|four)\b"
        r"|\b(first|second|third|fourth|1st|2nd|3rd|4th|previous|prior|earlier|preceding|initial|opening|original"
        r"|follow[-\s]?up)"
        r"\s++(?:" + names + r")s?+(?:\b|(?-i:(?=[A-Z])))"  # or glued to a capital: "questionRating: [[9]]"
        # version 77 (adversarial pass 68 H9): "Before the follow-up:", "Prior to the follow-up question:" (turn 1)
        r"|\b(?:before|prior\s++to)\s++the\s++(follow[-\s]?up)\b"
        r"|第\s*+([0-9]++|[一二三四])\s*+(?:轮|回合|个?问题|题)",  # version 90 (fresh pass adv60): "第一轮：[[A]]"
        re.IGNORECASE,
    )


# version 64 (adversarial pass 57 H6): "Q1:", "Round 1 verdict:", "First exchange:", "Initial prompt:", "the initial
# request"
# v77; part: v78; problem: v87 (adversarial pass 96: "On the initial problem, ...")
_TURN_WORDS = r"turn|(?:user\s++)?+(?:question|prompt|request|message|problem)|q|(?-i:T)|exchange|round|part"
_TURN = _turn_pattern(_TURN_WORDS)
# a single-answer template's judge grades one assistant, so its "first answer" / "first response" is a turn too
_TURN_ONE_ANSWER = _turn_pattern(_TURN_WORDS + r"|answer|response|reply")  # "first reply" (version 78)
_ONE_ANSWER = frozenset({"rating_brackets_single", "result_n"})
# version 79 (adversarial pass 73 H5): an earlier answer on any template ("Initial response: [[B]]", "Opening answer:",
# "First reply:" on a pairwise multi-turn one: "initial", "opening", "original" never name Assistant A's answer)
_EARLIER_ANSWER = re.compile(
    r"\b()(initial|opening|original|earlier|previous|prior|preceding|first)\s++(?:response|answer|reply)s?+\b(?=\s*+:)",
    re.IGNORECASE,
)
# version 90 (fresh pass adv63 family N): another item than the judged one, never graded here ("For the next pair of
# responses, my verdict is [[B]]", "My final verdict for the swapped game is:", "For the previous sample, Rating:");
# on a single-answer template another response or assistant too ("For the next response,", "a different assistant
# (Assistant 3)"); "the other response" of a pair is its other side, so not on a pairwise one
_ITEMS = r"pairs?(?:\s++of\s++(?:responses|answers))?+|samples?|conversations?|games?|items?|comparisons?|batch"
_ANOTHER = r"\b(?:next|previous|prior|preceding|last|earlier|following|swapped|another|different|other)\s++(?:"
_OTHER_ITEM = re.compile(_ANOTHER + _ITEMS + r"|dialogues?)\b", re.IGNORECASE)
_OTHER_ITEM_ONE = re.compile(  # not "evaluate another response", "a different assistant app" (ff64), "last answer"
    _ANOTHER + _ITEMS + r"|dialogues?)\b|\b(?:next|previous|prior|preceding)\s++(?:responses?|answers?"
    r"|assistants?)\b|\bassistant\s*+[3-9]\b",
    re.IGNORECASE,
)
# an earlier turn is never the graded (last) one
_ORDINAL = {"first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4}
_ORDINAL |= dict.fromkeys(("previous", "prior", "earlier", "preceding"), 0)
_ORDINAL |= dict.fromkeys(("initial", "opening", "original"), 1) | {"one": 1, "two": 2, "three": 3, "four": 4}
_ORDINAL |= dict.fromkeys(("follow-up", "followup", "follow up"), 2) | {"一": 1, "二": 2, "三": 3, "四": 4}
# version 79 (adversarial pass 72 H6): a heading or intro line of its own that names a turn ("Turn 1:", "**First
# turn**", "## Evaluation of the opening answer", "Evaluation of the earlier exchange:"): the section under it, up to
# the next such line, is that turn's
_HEADING = re.compile(
    r"[ \t]*+(?:#{1,6}[ \t][^\n]{1,80}+|\*\*[^*\n]{1,80}+\*\*[ \t]*+:?+|[^\n\[\]:]{1,80}+:"
    r"|[^\n\[\]:.!?;,\uff0c\uff1b\uff01\uff1f\u3002]{1,60}+)[ \t]*+"
)  # version 79 (pass 73 H5): a short line ending no sentence ("First turn rating", "On the first question alone")
_SECTION_CHARS = 2000
_NEXT_HEADING = re.compile(
    r"(?m)^[ \t]*+(?:#{1,6}[ \t][^\n]{1,80}+|\*\*[^*\n]{1,80}+\*\*[ \t]*+:?+|[^\n\[\]:]{1,80}+:)[ \t]*+$"
)
# version 87 (adversarial pass 95 family 9): a sentence led by another turn ("Regarding the user's first question, A did
# better. [[A]]", "On the opening question both are fine; ...", "For the first question the assistant does well.
# Rating: [[9]]") is about that turn up to its line's end, unless the rest names the graded turn or
# both ("second", "follow-up", "overall"); the next line is not read ("On the user's second question -- ... -- it says
# nothing.\n\nRating: [[5]]" on a single-turn template: a second question inside the one turn, false-failure pass 93)
_LEAD = re.compile(
    r"[^\w\n]*+(?:regarding|for|on|as\s++(?:for|to)|concerning|about|with\s++(?:respect|regard)\s++to|in"
    r"|looking\s++(?:only\s++)?+at|considering|judging\s++(?:by|on))\s++(?:only\s++)?+(?:the\s++)?+(?:user['\u2019]s\s++)?+",
    re.IGNORECASE,
)
_GRADED = re.compile(
    r"\b(?:second|follow[-\s]?+up|latest|last|both\s++(?:turns|questions|rounds|parts)|overall|current|this\s++turn|turn\s*+#?+\s*+(?:2|two)|later|final)\b",
    re.IGNORECASE,
)
# where a clause ends: ",", ";", "!", "?", or a full stop before a space or the line's end ("8.5" ends none)
_CLAUSE_END = re.compile(r"[,;!?\uff0c\uff1b\uff01\uff1f\u3002]|\.(?=\s|$)")  # Chinese marks too (version 90)


def other_turn(text: str, template: Template, parse: Callable[[str, Template], Parsed | None]) -> bool:
    """Whether, for any template (the graded turn is :attr:`~judge_engine.pipeline.templates.Template.turns`, 1 for a
    single-turn one), the clause around a mention of another turn than the graded one (:data:`_TURN`; from the clause
    end before the mention to the first one after it) holds a verdict by itself (``parse``, the format's parser, reads
    it ``ok``): ``Rating for turn 1: [[8]]``, ``Turn 1: [[A]]``, ``For the previous turn: Rating: [[9]]``; a clause
    that ends with ``,`` is read with the clause after it too (``Considering only turn 1, [[A]].``; at its line's
    end, with the next line: ``As for the first question,`` then ``[[B]]``, version 80). ``The answer to the first
    turn was good, and the second one is better. Rating: [[8]]`` is none (the verdict is in another clause). On a
    single-turn template (since version 64, fresh pass full57 M4) ``Rating for turn 2: [[9]]`` and ``For the
    follow-up question: [[A]]`` are ``ambiguous``: its prompt holds one turn. A mention on a heading or intro line of
    its own (``Turn 1:``, ``**First turn**``, ``## Evaluation of the opening answer``; version 79, adversarial pass 72
    H6) reads the section under it, up to the next such line (:func:`_section_end`). Linear: each clause (and clause
    pair, and section) is parsed at most once."""
    graded = template.turns or 1  # a single-turn template (``turns`` 0) grades turn 1 (version 64, full57 M4)
    scan = head(text) if template.output_format == "scores_first" else tail(text)
    seen: set[tuple[int, int]] = set()
    one = template.output_format in _ONE_ANSWER
    mentions = (_TURN_ONE_ANSWER if one else _TURN).finditer(scan)
    others = _OTHER_ITEM_ONE if one else _OTHER_ITEM
    found = mentions if one else itertools.chain(mentions, _EARLIER_ANSWER.finditer(scan))
    for m in itertools.chain(found, others.finditer(scan)):
        number = None if m.re is others else m.group(1) or (m.group(4) if m.re.groups >= 4 else None)
        turn = (
            0  # another item (version 90)
            if m.re is others
            else (int(number) if number.isdigit() else _ORDINAL[number.lower()])
            if number
            else _ORDINAL[" ".join(m.group(2).lower().split())]
            if m.group(2)
            else 1  # before the follow-up
        )
        if turn == graded:
            continue
        line_start = scan.rfind("\n", 0, m.start()) + 1
        line_end = scan.find("\n", m.end())
        line_end = len(scan) if line_end < 0 else line_end
        ends = [e.end() for e in _CLAUSE_END.finditer(scan, line_start, m.start())]
        start = ends[-1] if ends else line_start
        after = _CLAUSE_END.search(scan, m.end(), line_end)
        end = after.start() if after else line_end
        ends = [end]
        if after is not None and scan[after.start()] == ",":  # "Considering only turn 1, [[A]]."
            following = _CLAUSE_END.search(scan, after.end(), line_end)
            ends.append(following.start() if following else line_end)
            if following is None and not scan[after.end() : line_end].strip():  # "As for the first question,\n[[B]]"
                ends.append(_next_line_end(scan, line_end))
        if _LEAD.fullmatch(scan, start, m.start()) and _GRADED.search(scan, m.end(), line_end) is None:
            ends.append(line_end)  # "Regarding the first question, A did better. [[A]]" (not the next line: 93f ry07,
            # and adv57's "For the first question, Assistant B is better.\n\n[[A]]", a verdict for the graded turn)
        if _HEADING.fullmatch(scan, line_start, line_end):  # "Turn 1:", "## Evaluation of the opening answer"
            start, ends = line_end, [_section_end(scan, line_end)]
        for end in ends:
            if (start, end) in seen:
                continue
            seen.add((start, end))
            parsed = parse(scan[start:end], template)
            if parsed is not None and parsed.ok:
                return True
    return False


def _next_line_end(scan: str, line_end: int) -> int:
    """The end of the first non-empty line after ``line_end`` (a clause broken at ``,`` continues there; version 80,
    adversarial pass 74 F2)."""
    start = len(scan) - len(scan[line_end:].lstrip())
    end = scan.find("\n", start)
    return len(scan) if end < 0 else end


def _section_end(scan: str, line_end: int) -> int:
    """Where the section under a heading line ending at ``line_end`` ends: at the next heading line
    (:data:`_HEADING`) within :data:`_SECTION_CHARS`, else there (or at the text's end): a text of many heading lines
    stays linear."""
    stop = min(len(scan), line_end + _SECTION_CHARS)
    m = _NEXT_HEADING.search(scan, line_end, stop)
    return m.start() if m else stop
