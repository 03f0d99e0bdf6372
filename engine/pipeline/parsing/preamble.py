"""Evidence that only announces an evaluation before a forced verdict (parser version 67; issue 13, adversarial pass 58
H5): :func:`announces_only`. ``Let me evaluate both responses step by step.``, ``I'll compare the two answers on
helpfulness, relevance, accuracy, and depth.``, ``Sure! Here is my evaluation:``, ``Okay.``, empty headings
(``**Assistant A:**``, ``### Assistant B``, ``1. Accuracy:``; a side's name alone decides for it), with an opened
``<think>``, a ``Feedback:`` label or the verdict's lead-in (``My final verdict is:``; alone, they are read as blank
evidence is), in any sequence and nothing
else: the judge had not judged yet when the grammar forced the verdict, so the verdict is the grammar's alone and reads
``no_verdict``, as evidence holding no judging word does
(:func:`~judge_engine.pipeline.parsing.non_judgment.judges_nothing`; these hold judging words, ``evaluate``,
``responses``, ``accuracy``, as the announcement's object). Evidence that says anything else (one sentence on an
answer) is read by the other rules. Bounded: evidence over :data:`MAX_CHARS` characters is never read as one."""

from __future__ import annotations

import re

from judge_engine.pipeline.parsing.non_judgment import VERDICT_LEAD_IN

MAX_CHARS = 600
"""Longest evidence read (characters): an announcement is short, and the bound keeps the match linear."""

_SIDE = r"(?:(?:the\s++)?+(?:assistant|response|answer|output|model)\s*+\(?+[ab12]\)?+)"
_VERB = (
    r"(?:evaluate|compare|assess|analy[sz]e|look\s++at|review|examine|go\s++through|consider|judge|break\s++down"
    r"|think\s++(?:about|through)|check|read(?:\s++through)?+|start|begin|weigh)"
)
# what may stand with an announcement but is none by itself (a forced verdict after a label alone is read, as after
# blank evidence): the template's labels, the verdict's lead-in, an opened think block
_NEUTRAL = (
    r"(?:feedback|explanation|evaluation|analysis|reasoning|assessment)\s*+:|<think>"
    r"|" + VERDICT_LEAD_IN
)
_PIECE = (
    r"(?:" + _NEUTRAL + r""
    r"|(?:okay|ok|sure|alright|all\s++right|certainly|of\s++course|got\s++it|understood|absolutely|hmm++|well)\b[.!,:]*+"
    r"|(?:(?:now|first|next|okay|ok|so|alright)\s*+,?\s++)?+(?:let\s++me|let['\u2019]s|let\s++us|i['\u2019]ll|i\s++will"
    r"|i\s++am\s++going\s++to|i['\u2019]m\s++going\s++to|i\s++need\s++to|i\s++have\s++to|we\s++need\s++to)\s++"
    r"(?:(?:now|first|carefully|quickly|closely|then)\s++)?+" + _VERB + r"\b[^.!?\n:]{0,160}+[.!?:]?+"
    r"|(?:the|my)\s++(?:evaluation|comparison|assessment|analysis|review|judge?ment|breakdown)\s++(?:will\s++follow|follows"
    r"|is\s++below|comes\s++(?:next|below)|is\s++coming)[.!:]?+"  # v89 (adv60 D8): "The evaluation will follow."
    r"|(?:here\s++is|here['\u2019]s|below\s++is)\s++(?:my|the|an?)\s++(?:\w++\s++){0,2}?(?:evaluation|comparison"
    r"|assessment|analysis|review|judge?ment|breakdown)\b[^.!?\n:]{0,120}+[.!?:]?+"
    # a side's heading with nothing under it: "**Assistant A:**", "### Assistant B" (a side's name alone, with no colon
    # or mark, decides for it: last_decision._LONE)
    r"|[*_ \t]*+" + _SIDE + r"[ \t*_]*+:[ \t*_]*+(?=\n|$)|\#++[ \t]*+" + _SIDE + r"[ \t*_:]*+(?=\n|$)"
    # a criterion's heading with nothing after it: "1. Accuracy:", "**Helpfulness**:"
    r"|(?:\d{1,2}[.)]\s*+)?+[#*_]*+(?:accuracy|helpfulness|relevance|depth|clarity|creativity|correctness|completeness"
    r"|level\s++of\s++detail|conciseness|coherence|harmlessness|safety|style|formatting|readability"
    r"|instruction[-\s]following|factuality)[*_]*+:[*_]*+[ \t]*+(?=\n|$))"
)
_ANNOUNCES = re.compile(r"\s*+(?:" + _PIECE + r"\s*+)++", re.IGNORECASE)
_NEUTRAL_PIECE = re.compile(_NEUTRAL, re.IGNORECASE)


def announces_only(evidence: str) -> bool:
    """Whether ``evidence`` (the judge's text before a forced verdict, not blank) only announces an evaluation (the
    module's docstring)."""
    if not evidence.strip() or len(evidence) > MAX_CHARS or _ANNOUNCES.fullmatch(evidence) is None:
        return False
    return bool(_NEUTRAL_PIECE.sub("", evidence).strip())  # not a label or lead-in alone
