"""A tie conclusion before a verdict, for :mod:`~judge_engine.pipeline.parsing.conclusion` (issue 13):
:data:`TIE_CONCLUSION` (``Overall, both responses are equally good.``, ``It's a tie.``, and since parser version 49
the two sides named together, ``Assistant A and Assistant B are equally good.``, ``Neither Assistant A nor Assistant
B is better.``, adversarial pass 44 H4) and :data:`BARE_TIE` (``tie`` after a label)."""

from __future__ import annotations

import re

from judge_engine.pipeline.parsing.conclusion_leads import LEAD as _LEAD
from judge_engine.pipeline.parsing.reason_tails import CONCESSION, TRAIL

_I = re.IGNORECASE
# a bare tie counts only after a label ("My final verdict is tie: [[A>B]]"; "TIE" alone is no conclusion)
BARE_TIE = re.compile(r"\W*+(?:a\s++)?+(?:tie|draw)[^\w?]*+", _I)
# the two sides named together ("Assistant A and Assistant B", "Output (a) and Output (b)"; adversarial pass 44 H4)
_BOTH_NAMED = (
    r"(?:both\s++|either\s++)?+(?:the\s++)?+(?:assistant|response|answer|output|model)\s*+\(?+[ab12]\)?+\s++(?:and|nor)\s++(?:the\s++)?+"
    r"(?:assistant|response|answer|output|model)\s*+\(?+[ab12]\)?+"
)
TIE_CONCLUSION = re.compile(
    _LEAD + r"(?:(?:both(?:\s++(?:responses|answers|assistants|outputs))?+|they|the\s++two(?:\s++(?:responses|answers"
    r"|outputs))?+|" + _BOTH_NAMED + r")\s++are\s++(?:(?:correct|good)\s++and\s++)?+"
    r"(?:equally\s++(?:good|helpful|strong|accurate|valid|correct|flawed|weak|poor|bad|wrong|incorrect)(?:\s++and\s++\w++)?+"
    r"|of\s++(?:equal|similar|the\s++same)\s++quality)"
    r"|neither\s++" + _BOTH_NAMED + r"\s++(?:is\s++(?:clearly\s++)?+better(?:\s++than\s++the\s++other)?+|wins)"
    r"|neither\s++(?:assistant|response|answer|output|one)\s++wins"
    r"|(?:both(?:\s++(?:responses|answers|assistants|outputs))?+|they|the\s++two(?:\s++(?:responses|answers|outputs))?+"
    r"|" + _BOTH_NAMED + r")"
    r"\s++are\s++(?:(?:essentially|roughly|about)\s++)?+(?:comparable(?:\s++in\s++quality)?+|on\s++par"
    r"(?:\s++with\s++each\s++other)?+|(?:of\s++)?+(?:the\s++)?+same\s++quality|similarly\s++(?:helpful|good|strong)"
    r"|(?:virtually|essentially|nearly)\s++identical(?:\s++in\s++quality)?+|tied|(?:evenly|equally)\s++matched)"
    # parser version 52 (adversarial pass 45): "There is nothing to choose between the two responses."
    r"|there(?:\s++is|['\u2019]s)\s++(?:really\s++|little\s++or\s++)?+nothing\s++to\s++choose\s++between\s++"
    r"(?:them|the\s++two(?:\s++(?:responses|answers|outputs|assistants))?+|" + _BOTH_NAMED + r")"
    r"|(?:both|them)(?:\s++(?:responses|answers))?+\s++equally\s++(?:good|helpful|strong)"
    r"|neither\s++(?:response\s++|answer\s++|one\s++)?+stands\s++out"
    r"|it(?:['\u2019]s|\s++is)\s++(?:(?:essentially|basically|practically|more\s++or\s++less)\s++)?+a\s++(?:tie|draw)"
    r"|neither(?:\s++(?:response|answer|one))?+\s++is\s++(?:clearly\s++)?+better(?:\s++than\s++the\s++other)?+"
    r"|they\s++are\s++(?:(?:roughly|essentially|about)\s++)?+(?:equivalent|equal|tied)|i\s++consider\s++them\s++equal"
    r"|i(?:['\u2019]d|\s++would)\s++call\s++it\s++(?:even|a\s++tie|a\s++draw)"
    r"|both(?:\s++(?:responses|answers|assistants))?+\s++performed\s++equally\s++well"
    r"|there\s++is\s++no\s++(?:significant|real|clear|meaningful)\s++difference\s++between\s++(?:the\s++two|them)"
    r"|i\s++(?:can(?:not|['\u2019]t)|could\s++not|couldn['\u2019]t)\s++decide\s++between\s++them"
    # parser version 53 (adversarial pass 46 H4): the two as subject with any listed equality ("The responses are
    # equivalent in quality.", "They're on par.", "They are a wash.", "Both are correct and equally complete."), and
    # "I see no difference in quality between them", "There is no clear winner", "I rate them evenly", "Both deserve
    # the same verdict", "Same quality; a tie.", "Neither A nor B stands out", "A and B perform identically"
    r"|(?:(?:both|the\s++two)(?:\s++(?:responses|answers|assistants|outputs))?+|they|the\s++(?:responses|answers|outputs)"
    r"|" + _BOTH_NAMED + r")\s*+(?:are|were|['\u2019]re)\s++(?:(?:essentially|roughly|about|basically|virtually"
    r"|practically|pretty\s++much|largely|effectively|honestly)\s++)?+(?:(?:equivalent|equal|indistinguishable|identical|comparable"
    r"|interchangeable)(?:\s++in\s++(?:quality|merit|value))?+|on\s++par|tied|a\s++wash|neck\s++and\s++neck|(?:evenly"
    r"|equally|well)\s++matched|(?:correct|good|accurate|complete|helpful)\s++and\s++equally\s++\w++)"
    r"|(?:both|the\s++two)(?:\s++(?:responses|answers|assistants|outputs))?+\s++deserve\s++the\s++same\s++(?:verdict"
    r"|score|rating)|" + _BOTH_NAMED + r"\s++(?:perform|performed|do|did)\s++(?:identically|equally(?:\s++well)?+)"
    r"|i\s++(?:see|find)\s++no\s++(?:real\s++|meaningful\s++|significant\s++)?+difference(?:\s++in\s++quality)?+"
    r"(?:\s++between\s++(?:them|the\s++two(?:\s++(?:responses|answers))?+))?+"
    r"|there\s++is\s++no\s++(?:clear\s++)?+winner(?:\s*+[;,:]\s*+both\s++are\s++equally\s++\w++)?+|i\s++rate\s++them\s++(?:evenly|equally|the\s++same)"
    r"|same\s++quality\s*+[;,:]?\s*+(?:a\s++)?+(?:tie|draw)|neither\s++" + _BOTH_NAMED + r"\s++stands\s++out"
    # parser version 54 (adversarial pass 47 H5)
    r"|equal\s++quality|they\s++tie|neither\s++(?:one\s++)?+wins|(?:they|both|the\s++two)(?:['\u2019]re|\s++are)\s++(?:(?:about"
    r"|roughly|pretty\s++much|basically|essentially|relatively"
    r"|honestly)\s++)?+(?:the\s++same|even)(?:\s++in\s++(?:quality|merit|value))?+|i\s++(?:can(?:not|['\u2019]t)|could\s*+n(?:o|['\u2019])t)\s++separate\s++them"
    r"|i\s++(?:don['\u2019]t|do\s++not)\s++have\s++a\s++preference(?:\s++between\s++them)?+|i\s++rate\s++them\s++equal"
    r"|it(?:['\u2019]s|\s++is)\s++a\s++toss-?\s*+up|(?:it(?:['\u2019]s|\s++is)\s++)?+too\s++close\s++to\s++call"
    r"|neither(?:\s++(?:one|response|answer))?+\s++stands\s++out\s++to\s++me|no\s++(?:clear\s++)?+winner(?:\s++here)?+"
    r"|(?:they|both(?:\s++(?:responses|answers))?+)\s++perform(?:ed)?+\s++equally(?:\s++well)?+"
    r"|(?:both|they)(?:\s++(?:responses|answers))?+\s++are\s++equally\s++\w++(?:\s*+,\s*+(?!and\b)\w++)*+\s*+,?\s*+and\s++\w++"
    r"|both(?:\s++(?:responses|answers))?+\s++are\s++equally\s++(?:correct|good|helpful)\s*+,?\s*+so\s++neither\s++wins"
    # parser version 56 (adversarial pass 49 H8): "I'd give both a 7.", "It's six of one, half a dozen of the other.",
    # "Both give the same answer with the same level of detail.", "Both answers fail equally.", "Both answers are
    # correct and equivalent."
    r"|(?:i['\u2019]d|i\s++would|i)\s++give\s++(?:them\s++)?+both\s++(?:(?:a|an|the\s++same)\s++)?+(?:\d++(?:\.\d++)?+|score"
    r"|rating|grade)(?:\s*+/\s*+10|\s++out\s++of\s++10)?+"
    r"|(?:it['\u2019]s|it\s++is)\s++six\s++of\s++one\s*+,?\s*+(?:and\s++)?+half\s++a\s++dozen\s++of\s++the\s++other"
    r"|(?:both|they)(?:\s++(?:responses|answers|assistants))?+\s++(?:give|provide|offer)\s++the\s++same\s++answer(?:\s++with"
    r"\s++the\s++same\s++(?:level\s++of\s++detail|quality|depth))?+"
    r"|(?:both|they)(?:\s++(?:responses|answers|assistants))?+\s++(?:fail|succeed|perform|do)\s++equally(?:\s++(?:well"
    r"|badly|poorly))?+"
    r"|(?:both|they)(?:\s++(?:responses|answers))?+\s++are\s++(?:correct|good|accurate|complete|helpful)\s++and\s++"
    r"(?:equivalent|equal|identical|comparable)"
    # parser version 57 (adversarial pass 50 H11-H15): "It's a dead heat.", "The two responses are of comparable
    # quality.", "They both deserve a 7.", "Honestly, either one would do.", "I would rate them the same.", "Six of one,
    # half a dozen of the other.", "I see no reason to prefer one."
    r"|(?:it['\u2019]s|it\s++is)\s++a\s++dead\s++heat"
    r"|(?:both|they|the\s++two)(?:\s++(?:responses|answers|outputs))?+\s++are\s++of\s++comparable\s++quality"
    r"|(?:they|both)(?:\s++both)?+(?:\s++(?:responses|answers))?+\s++(?:deserve|get|earn|merit)\s++(?:a|an|the\s++same)\s++"
    r"(?:\d++(?:\.\d++)?+|score|rating)"
    r"|(?:honestly\s*+,?\s*+)?+either\s++(?:one|response|answer)\s++(?:would|will)\s++(?:do|work|be\s++fine)"
    r"|(?:i['\u2019]d|i\s++would)\s++(?:rate|score|grade|mark|judge)\s++them\s++(?:evenly|equally|the\s++same|identically)"
    # version 61 (adversarial pass 55 H8, M2): "Both score 7.", "Either one is fine.", "they balance out"
    r"|(?:both|they)(?:\s++(?:responses|answers))?+\s++(?:score|scored|rate|rated)\s++(?:an?\s++)?+\d++(?:\.\d++)?+"
    r"(?:\s*+/\s*+10|\s++out\s++of\s++10)?+|either\s++(?:one|response|answer)\s++is\s++(?:fine|ok(?:ay)?+|acceptable)"
    r"|they\s++(?:balance|even|cancel)\s++(?:each\s++other\s++)?+out"
    r"|six\s++of\s++one\s*+,?\s*+(?:and\s++)?+half\s++a\s++dozen\s++of\s++the\s++other"
    r"|i\s++(?:see|have)\s++no\s++reason\s++to\s++prefer\s++(?:one|either)(?:\s++over\s++the\s++other)?+"
    # parser version 59 (adversarial pass 51 H9): "They're equally helpful.", "There's no clear winner.", "Dead
    # heat.", "A draw.", "Both get 7/10.", "Both deserve to win.", "Neither deserves to win.", "There's nothing to
    # separate them."
    r"|(?:they|both(?:\s++(?:responses|answers))?+|the\s++two(?:\s++(?:responses|answers))?+)"
    r"(?:['\u2019]re|\s++are)\s++equally\s++(?:good|helpful|strong|accurate|valid|correct|useful|relevant|bad|poor|weak"
    r"|wrong|incorrect|flawed|excellent|great|fine|solid|competent|effective|informative|complete|thorough)|there(?:\s++is|['\u2019]s)\s++(?:really\s++)?+no\s++(?:clear\s++|obvious\s++|real\s++)?+winner"
    r"|(?:a\s++)?+dead\s++heat|a\s++(?:draw|tie)|(?:both|they)(?:\s++(?:responses|answers))?+\s++(?:deserve|get|earn|merit)"
    r"\s++(?:an?\s++)?+\d++(?:\.\d++)?+(?:\s*+/\s*+10|\s++out\s++of\s++10)?+"
    r"|(?:both(?:\s++(?:responses|answers))?+\s++deserve|neither(?:\s++(?:one|response|answer))?+\s++deserves)\s++to\s++win"
    r"|there(?:\s++is|['\u2019]s)\s++(?:really\s++)?+nothing\s++to\s++(?:separate|distinguish)\s++them"
    # version 59 (adversarial pass 52 H10): "It's a wash.", "There's no meaningful difference in quality between the
    # two.", "Neither edges out the other.", "This one is a tie.", "Both answers are wrong in the same way.", "Their
    # strengths balance out.", "I cannot choose one over the other.", "Draw.", "Call it parity.", "I consider them
    # equally good."
    r"|(?:it['\u2019]s|it\s++is)\s++(?:(?:basically|essentially|really)\s++)?+a\s++wash"
    r"|there(?:\s++is|['\u2019]s)\s++no\s++(?:meaningful|significant|real|clear|notable|discernible)\s++difference(?:\s++in"
    r"\s++(?:quality|merit))?+(?:\s++between\s++(?:them|the\s++two(?:\s++(?:responses|answers))?+))?+"
    r"|neither(?:\s++(?:one|response|answer))?+\s++(?:edges\s++out|beats|outperforms|outdoes)\s++the\s++other"
    r"|(?:this|that)(?:\s++one)?+\s++is\s++a\s++(?:tie|draw)"
    r"|(?:both|the\s++two)(?:\s++(?:answers|responses))?+\s++are\s++(?:wrong|flawed|incorrect)\s++in\s++the\s++same\s++way"
    r"|their\s++(?:strengths(?:\s++and\s++weaknesses)?+|merits|pros\s++and\s++cons)\s++(?:balance\s++out|cancel\s++out"
    r"|even\s++out)|(?:honestly\s*+,?\s*+)?+i\s++(?:cannot|can['\u2019]t|could\s++not|couldn['\u2019]t)\s++choose\s++"
    r"(?:one\s++over\s++the\s++other|between\s++them)|call\s++it\s++(?:parity|even|a\s++draw|a\s++tie)"
    r"|(?:i\s++(?:consider|find)\s++)?+them\s++(?:equally\s++\w++|even|the\s++same|equivalent|equal)"
    r"|neither\s++(?:assistant|response|answer|output)\s++stands\s++out"
    r"|both(?:\s++(?:assistants|responses))?+\s++do\s++an\s++equally\s++(?:good|bad|poor|fine)\s++job"
    r"|(?:both|they|the\s++two)(?:\s++(?:assistants|responses|answers))?+\s++(?:are|were)\s++equally\s++\w++\s++and\s++"
    r"(?:both\s++)?+deserve\s++the\s++same\s++(?:score|rating|verdict|grade))"
    r"(?:\s*+,?\s*+so\s++it['\u2019]s\s++a\s++(?:tie|draw))?+" + TRAIL + CONCESSION + r"[^\w?]*+",
    _I,
)


# a tie said in a sentence's last clause ("Both get it right, so this is a tie.", "It's hard to say which is better;
# they are basically the same."; version 57, adversarial pass 50 H13, H15)
_LAST_CLAUSE = re.compile(r"(?:[;:]|,\s*+(?:so|hence|thus|therefore)\b)\s*+(?P<last>[^;:,]++)$", re.I)
_SO_TIE = re.compile(r"\W*+(?:it|this|that)(?:['\u2019]s|\s++is)\s++a\s++(?:tie|draw)[\s.!)*]*+", re.I)


def tie_last(sentence: str) -> bool:
    """Whether the last clause of ``sentence`` after a semicolon or a ``so`` is a tie conclusion."""
    m = _LAST_CLAUSE.search(sentence)
    return (
        m is not None and (TIE_CONCLUSION.fullmatch(m.group("last")) or _SO_TIE.fullmatch(m.group("last"))) is not None
    )
