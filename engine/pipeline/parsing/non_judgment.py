"""Evidence that is no judgment at all before a forced verdict (parser versions 53 and 56; issue 13, adversarial passes
46 H7 and 49 H9): :func:`non_judgment`. A bare null value (``null``, ``None``, ``N/A``, ``<unk>``, ``...``), an empty
JSON verdict (``{"winner": null}``), a length or filter notice (``max_tokens reached``, ``This response was blocked by
the safety system.``), missing responses (``Assistant A: [The response is missing]``), a request for the inputs
(``Please provide the two responses to compare.``), the judge prompt's own instructions echoed back (``Begin your
evaluation by comparing the two responses ...``) or a skip (``Skipping this one: I can't verify either answer.``, ``I
lack the expertise to evaluate these answers.``, ``Pass.``): the judge gave no judgment, so a verdict the grammar forced
after it is the grammar's alone and reads ``no_verdict``. Linear: one possessive regex match."""

from __future__ import annotations

import re

_SIDE = (
    r"(?:(?:the\s++)?+(?:assistant|response|answer|output|model)\s*+\(?+[ab12]\)?+(?:['\u2019]s\s++(?:answer"
    r"|response))?+)"
)
_NON_JUDGMENT = re.compile(
    r"[^\w<{\[.\u2026]*+(?:"
    # a bare null value, a placeholder or an ellipsis (version 53: adversarial pass 46 H7)
    r"(?:null|none|nan|undefined|nil|todo|tbd|n/?a|(?:<unk>\s*+)++|\[?(?:response\s++)?+truncated\]?+|\.{2,}+|\u2026)"
    # version 56 (adversarial pass 49 H9)
    r"|\{\s*+\"(?:winner|verdict|choice|result|score|preference|better)\"\s*+:\s*+(?:null|\"\"|none)\s*+\}"
    r"|(?:max_tokens|max\s++tokens|token\s++limit|length\s++limit)\s++(?:reached|exceeded|hit)"
    r"|(?:(?:" + _SIDE + r"\s*+:\s*+)?+\[(?:the\s++)?+(?:response|answer|output)\s++is\s++(?:missing|empty)\]\s*+)++"
    r"|(?:this|the)\s++(?:response|output|completion|content|answer)\s++(?:was|has\s++been|is)\s++(?:blocked|removed|filtered"
    r"|withheld|redacted)\b[^\n]{0,120}+"
    r"|(?:please\s++)?+(?:provide|share|send|paste|give\s++me)\s++(?:me\s++)?+(?:the\s++|both\s++)?+(?:two\s++)?+(?:responses"
    r"|answers|outputs|completions)\b[^\n]{0,120}+"
    r"|(?:please\s++act\s++as\s++an\s++impartial\s++judge|begin\s++your\s++evaluation\s++by|output\s++your\s++final\s++verdict"
    r"\s++by|after\s++providing\s++your\s++explanation|avoid\s++any\s++position\s++biases)[^\n]{0,400}+"
    r"|skipping\s++(?:this|it)(?:\s++one)?+\b[^\n]{0,120}+|pass|(?:i\s++)?+abstain"
    # parser version 57 (adversarial pass 50 H16-H20)
    r"|skip|no\s++comment|(?:i['\u2019]d|i\s++would)\s++rather\s++not\s++say"
    r"|i\s++(?:need|would\s++need|have)\s++to\s++see\s++(?:both|the)\s++(?:two\s++)?+(?:responses|answers|outputs)[^\n]{0,80}+"
    r"|\[(?:the\s++)?+(?:responses?|answers?|outputs?)\s++(?:is|are)\s++(?:missing|empty|unavailable)\]"
    r"|the\s++(?:content|responses?|answers?|text|outputs?)\s++(?:is|are)\s++(?:unavailable|missing|empty|not\s++available)"
    r"|the\s++(?:response|output|answer|completion)\s++was\s++truncated\b[^\n]{0,80}+"
    r"|your\s++evaluation\s++should\s++consider[^\n]{0,400}+"
    # one sentence only: "Assistant A is correct. Assistant B cites sources that I can't read." judges
    r"|[^\n.!?]{0,160}?\b(?:which|that)\s++i\s++(?:cannot|can['\u2019]t|am\s++unable\s++to)\s++(?:read|understand)"
    r"|i\s++lack\s++the\s++(?:expertise|knowledge|background|ability|domain\s++knowledge)\s++to\s++(?:evaluate|judge|assess"
    r"|compare)[^\n]{0,120}+)"
    r"[\W_]*+(?:(?:my\s++)?+final\s++verdict(?:\s++is)?+\s*+:?\s*+)?+",
    re.IGNORECASE,
)


def non_judgment(evidence: str) -> bool:
    """Whether ``evidence`` (the judge's text before a forced verdict) is no judgment at all (the module's
    docstring)."""
    return _NON_JUDGMENT.fullmatch(evidence) is not None
