"""A verdict the judge limits to one criterion, to another question or to for now, in a lead of its own clause
(parser version 64; issue 13, fresh pass full57 H5), for :mod:`~judge_engine.pipeline.parsing.spans` (a clause or the
clause before a verdict) and :mod:`~judge_engine.pipeline.parsing.scores_disowned` (the explanation after two scores):
:data:`LIMITED`. ``Based solely on length, [[A]].``, ``Considering only formatting: [[A]]``, ``Ignoring correctness
entirely, [[A]].``, ``Based on the first sentence alone, [[A]].``, ``For the previous question, [[A]].``, ``Pending
further review: [[A]]``, ``Subject to change: [[A]]``, ``To be determined. [[A]]``, ``For now: [[A]]``: the verdict is
not the judge's final overall one, as ``Tentative verdict:`` and ``For helpfulness:`` are not
(:data:`~judge_engine.pipeline.parsing.spans.NOT_FINAL_LABEL`). Matched against a whole clause (``fullmatch``), so
``Ignoring the minor typos, Assistant A is more accurate`` (a clause that says more) is none. Linear: one possessive
regex match."""

from __future__ import annotations

import re

from judge_engine.pipeline.parsing.aspects import ASPECT_NOUN, CRITERIA

# one criterion or aspect as a lead (version 80, adversarial pass 74 F3): "In terms of accuracy,", "On style alone,",
# "Purely on formatting,", "For helpfulness alone,", "Stylistically,", "Style-wise:"
_ASPECT = r"(?:" + CRITERIA + r"|" + ASPECT_NOUN + r")"
_CRITERION_LEAD = (
    r"(?:(?:purely|solely|only|just|strictly)\s++)?+(?:in\s++terms\s++of|for|on|regarding|as\s++(?:for|to|regards)"
    r"|with\s++(?:respect|regard)\s++to|when\s++it\s++comes\s++to)\s++(?:the\s++|its\s++|their\s++)?+"
    + _ASPECT
    + r"(?:\s++(?:alone|only))?+|(?:stylistic|structur|visu|aesthetic|form|grammatic|linguistic|typographic|rhetoric"
    r"|ton|cosmetic)ally|" + _ASPECT + r"[\s-]?+wise"
)
# what MT-Bench's prompt tells the judge to ignore, and the like: "Ignoring the length of the responses, my final
# verdict is: [[B]]" is the judge's whole verdict (version 83, false-failure pass 83f G2)
IGNORABLE = (
    # not when the same clause sets aside what is wrong ("Ignoring the factual errors and the length,"; adversarial pass
    # 84 N2)
    r"(?![^,:;.\n]*?\b(?:errors?|mistakes?|correct\w*+|accura\w*+|factual|facts?|bugs?|crash\w*+|wrong|incorrect\w*+"
    r"|hallucinat\w*+|results?|false\w*+|fails?|failures?|flaws?)\b)"
    r"[^,:;.\n]{0,30}?\b(?:length|lengths|order|position|positions|names?|typos?|verbosity|wordiness|style|stylistic"
    r"|formatting|format|presentation|introduction|came\s++first|position\s++bias|minor\s++(?:typos|wording))\b"
)
LIMITED = re.compile(
    r"[\s*_#>(-]*+(?:[a-z]++\s*+:\s*+)?+(?:(?:my\s++)?+(?:final\s++)?+(?:verdict|rating|score|pick|choice|decision)s?+\s++)?+"
    r"(?:(?:based|judging|going|looking)\s++(?:solely|only|purely|just|entirely|exclusively)\s++(?:on|by|at)"
    r"\s++[^,:;.\n]{1,40}?|(?:based|judging|going)\s++(?:on|by|from)\s++[^,:;.\n]{1,40}?\s++(?:alone|only)|(?:considering|counting|looking\s++at)\s++only"
    r"\s++[^,:;.\n]{1,40}?|ignoring\s++(?!(?:it|this|that|them|the\s++(?:above|rest))\b)(?!"
    + IGNORABLE
    + r")[^,:;.\n]{1,40}?(?:\s++(?:entirely|completely|altogether))?+"
    r"|(?:for|on|regarding)\s++the\s++(?:previous|prior|earlier|last|other|next)\s++(?:question|turn|pair|item|task"
    r"|prompt)|"
    + _CRITERION_LEAD
    + r"|pending(?:\s++(?:further|human|final))?+\s++(?:review|checks?|verification)|subject\s++to\s++(?:change"
    r"|revision|review)|to\s++be\s++(?:determined|decided|confirmed)|for\s++now)"
    r"[\s*_]*+(?:[:=\-\u2013\u2014.][\s*_]*+)?+(?:(?:my\s++)?+(?:final\s++)?+(?:verdict|rating|score|result|answer)"
    r"(?:\s++is)?+[\s*_]*+:?+[\s*_]*+)?+",
    re.IGNORECASE,
)
# the candidate's own clause after such a lead: nothing, a short label or the format's own ("my final verdict is:")
_AFTER = re.compile(
    r"[\s*_#>-]*+(?:(?:[\w'\u2019]++\s*+){0,2}?[:=\-\u2013\u2014]?+|(?:my\s++)?+(?:final\s++)?+(?:verdict|rating|score"
    r"|answer|result)(?:\s++is)?+\s*+:?+)[\s*_]*+",
    re.IGNORECASE,
)


def limited(text: str, previous: int, clause: int, candidate: int) -> bool:
    """Whether the candidate's clause ``text[clause:candidate]`` is a :data:`LIMITED` lead (``Considering only
    formatting: [[A]]``), or the clause before it, ``text[previous:clause]`` (ending with ``,``, ``;`` or ``.``;
    ``previous`` -1: none), is one and the candidate's clause only a label after it (``Based solely on length,
    [[A]].``, ``Considering only formatting, my final verdict is: [[A>>B]]``, ``Feedback: To be determined. [RESULT]
    4``)."""
    if LIMITED.fullmatch(text, clause, candidate) is not None:
        return True
    return (
        0 <= previous < clause <= len(text)
        and text[clause - 1] in ",;."
        and _AFTER.fullmatch(text, clause, candidate) is not None
        and LIMITED.fullmatch(text, previous, clause - 1) is not None
    )
