"""A tie or no preference given instead of a decision (:data:`TIE_LIKE`), read by
:func:`~judge_engine.pipeline.parsing.undecided.undecided` before a forced verdict: ``I have no preference.``, ``It's
too close to call.``, ``I'm torn.``, ``It could go either way.``, ``There is no clear winner.``, ``This is a tie.``,
``They're tied.``, ``Both are roughly equal.``, ``Neither assistant outperforms the other.``, ``It's a wash.``
(adversarial passes 31-34). A phrase about a detail is none: one whose sentence names one side only (``Assistant A
correctly identifies that the coin flip is 50/50.``), or one about other things (``a close call between Python and Go``,
``no clear winner among the frameworks``; adversarial pass 34 M1)."""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from itertools import accumulate

from judge_engine.pipeline.parsing.decided import SIDE, named_side

_I = re.IGNORECASE
_PAIR = (
    r"(?:the\s++two|them|both|these|those|the\s++(?:responses|answers|assistants|outputs)|assistants?|responses?"
    r"|answers?)"
)
# a tie of the whole answers, not of one quality ("equally good", not "equally detailed": an aspect the judge goes on
# from)
_EQUAL = (
    r"(?:equally\s++(?:good|strong|valid|correct|incorrect|wrong|bad|poor|matched)|equal\b|the\s++same(?:\s++quality)?+"
    r"(?=\s*+(?:[.!;,]|$))|identical|equivalent|on\s++par|evenly\s++matched|on\s++equal\s++footing)"
)
TIE_LIKE = re.compile(
    r"(?:\bi(?:['\u2019]m|\s++am)\s++(?:really\s++|quite\s++)?+torn\b|\b(?:i|we)\s++have\s++no\s++(?:real\s++|clear\s++"
    r"|strong\s++|particular\s++|definite\s++)?+preference|\b(?:i|we)\s++(?:don['\u2019]t|do\s++not)\s++(?:really\s++)?+"
    r"have\s++(?:a|any)\s++(?:real\s++|clear\s++|strong\s++|particular\s++|definite\s++)?+preference"
    r"|\b(?:could|can|might)\s++go\s++either\s++way|\btoo\s++close\s++to\s++call|\b(?:a\s++)?+(?:tough|hard|difficult"
    r"|close)\s++call|\b(?:a\s++)?+toss[-\s]up|\bcoin\s++(?:flip|toss)|\b50/50"
    r"|(?:\bthere(?:['\u2019]s|\s++is|\s++was)\s++|(?:^|(?<=[.!?:]\s))[^\w\n]{0,8}+)no\s++(?:(?:clear|obvious|clear[-\s]cut"
    r"|definitive|outright|real)\s++)?+winner(?!\s++(?:can|could|will|would|is|was)\b)"
    # adversarial pass 34 H2
    r"|\b(?:i|we)\s++(?:(?:don['\u2019]t|do\s++not)\s++see|see\s++no)\s++(?:a\s++|any\s++)?+(?:clear\s++|obvious\s++)?+winner"
    r"|\b(?:this|it|that)(?:['\u2019]s|\s++is|\s++was)\s++(?:(?:essentially|basically|really|practically|more\s++or\s++less"
    r"|pretty\s++much)\s++)?+(?:a\s++(?:tie|draw|wash|close\s++one|coin\s++toss)|neck\s++and\s++neck"
    r"|(?:very\s++|really\s++|extremely\s++|too\s++)?+close(?=\s*+(?:[.!]|$)))"
    r"|\bthey(?:['\u2019]re|\s++are|\s++were)\s++(?:essentially\s++|basically\s++)?+(?:tied|neck\s++and\s++neck"
    r"|on\s++equal\s++footing|about\s++the\s++same|evenly\s++matched)"
    r"|\b(?:both|they|the\s++two)(?:\s++(?:responses|answers|assistants|outputs))?+(?:['\u2019]re|\s++are|\s++were)\s++"
    r"(?:(?:essentially|basically|roughly|about|more\s++or\s++less|pretty\s++much|largely)\s++)?+"
    + _EQUAL
    + r"|\bboth(?:\s++(?:responses|answers|assistants|outputs))?+\s++(?:did|performed|do)\s++(?:an\s++)?+equally\s++"
    r"(?:well"
    r"|good)\b"
    r"|\bneither(?:\s++(?:one|response|answer|assistant|output))?+\s++(?:outperforms|beats|surpasses|is\s++(?:clearly\s++"
    r"|really\s++)?+better(?!\s++(?:at|in|on|for)\b))"
    r"|\b(?:i|we)\s++(?:don['\u2019]t|do\s++not|wouldn['\u2019]t|would\s++not)\s++(?:really\s++)?+(?:prefer|favou?r|choose"
    r"|pick)\s++(?:either|one\s++over\s++the\s++other)|\b(?:i|we)(?:['\u2019]m|\s++am|\s++are)\s++indifferent"
    r"|\b(?:i|we)\s++(?:could|would|can)\s++go\s++with\s++either|\beither\s++(?:one\s++|response\s++|answer\s++)?+"
    r"(?:would|could)\s++(?:be\s++)?+(?:fine|acceptable|work)"
    r"|\bthere(?:['\u2019]s|\s++is)\s++no\s++(?:real|significant|meaningful|clear|notable|major|discernible)\s++difference"
    r"|\bnothing\s++to\s++separate\s++them|\bcan(?:['\u2019]t|not)\s++separate\s++them"
    r"|\b(?:rate|score|grade)\s++them\s++(?:equally|the\s++same)|\bgive\s++them\s++the\s++same\s++(?:score|rating|grade)"
    r"|(?:^|(?<=[.!?:]\s))[^\w\n]{0,8}+(?:no\s++(?:real\s++|clear\s++|strong\s++)?+preference|(?:a\s++)?+(?:tie|draw)"
    r"|equal)(?=[^\w\n]*+$|\s*+[.!]))"
    r"\b(?!\s++(?:between|among)\s++(?!" + _PAIR + r"\b))",
    _I,
)
# after the statement: a tie the judge settles on ("..., so I'll call it a tie.", "Both are equally good."), not a stray
# word ("a tie-breaking bug", "the draw function", "setting both sides equal"; adversarial pass 34 M2)
TIE_AFTER = re.compile(
    r"\b(?:(?:a|call\s++it\s++a|it['\u2019]s\s++a)\s++(?:tie|draw)(?![-\w])|tied\b|call\s++it\s++even|equally\s++(?:good"
    r"|strong|helpful|well|correct|accurate|valid|useful|poor|bad|wrong)|(?:of\s++)?+(?:equal|the\s++same|similar)\s++"
    r"quality|on\s++par)",
    _I,
)
_CLAUSE = re.compile(r"[.!?;](?=\s|$)")


class OneSide:
    """Which :data:`TIE_LIKE` hits of one line are about one side's detail (:meth:`about`), with the line's clause ends
    and side names found once (adversarial pass 35 H5: each hit re-read up to 400 characters before it, so 64 KB of
    ``50/50 `` before a forced verdict took 1.25 s). Linear in ``len(line)`` plus a binary search per hit."""

    def __init__(self, line: str):
        self._ends = [m.end() for m in _CLAUSE.finditer(line)]
        found = [(m.start(), m.end(), named_side(m)) for m in SIDE.finditer(line)]
        self._starts = [f[0] for f in found]
        self._stops = [f[1] for f in found]
        self._a = list(accumulate((f[2] == "a" for f in found), initial=0))  # A names among the first i

    def about(self, start: int) -> bool:
        """Whether the clause of a hit starting at ``start`` names exactly one side before it (``Assistant B made a
        tough call``): a phrase about that side's detail, not a tie between the two. The clause starts after the
        last clause end before the hit, at most 400 characters back."""
        floor = max(0, start - 400)
        i = bisect_right(self._ends, start) - 1  # clause ends at or before start (an end is a mark's end)
        begin = self._ends[i] if i >= 0 and self._ends[i] > floor else floor
        lo = bisect_left(self._starts, begin)
        hi = bisect_right(self._stops, start, lo)  # side names starting at begin or later and ending by start
        if hi <= lo:
            return False
        a = self._a[hi] - self._a[lo]
        return a in (0, hi - lo)
