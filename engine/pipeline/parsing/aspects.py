"""What a remark on one aspect of an answer looks like, for :mod:`~judge_engine.pipeline.parsing.side_cues` (issue
13, adversarial passes 17-18): a preference cue is about one aspect only when the aspect stands right after it
(:data:`ASPECT_AFTER`: ``better formatted``, ``better examples``, ``a stronger opening``, ``better at explaining``,
``better on style``, ``better for beginners``, ``better on the second question``), right after its subject side's
name (:data:`POSSESSIVE_ASPECT`: ``B's writing is better``) or at the start of its sentence
(:data:`ASPECT_LEAD`: ``Style: B.``, ``Stylistically,``, ``On formatting,``).

The aspects are a list of what a remark is about (style, tone, formatting, examples, ...), never a list of what it
is not; words that can name the whole answer (``explanation``, ``context``, ``reasoning``, ``approach``) are not
on it, and neither are discourse phrases (``For example,``, ``In this context,``, ``Besides,``): a sentence that
only might be on one aspect is read as a preference, a parse failure rather than a made-up verdict."""

from __future__ import annotations

import re

_I = re.IGNORECASE
ASPECT_NOUN = (
    r"(?:style|styling|tone|voice|formatting|format|structure|organi[sz]ation|layout|presentation|wording|phrasing"
    r"|word\s++choice|vocabulary|prose|writing|grammar|spelling|punctuation|readability|length|brevity"
    r"|concision|conciseness|verbosity|level\s++of\s++detail|thoroughness|creativity|originality|imagination"
    r"|fluency|flow|humou?r|wit|politeness|courtesy|empathy|friendliness|warmth|enthusiasm|examples?"
    r"|illustrations?|analog(?:y|ies)|introduction|intro|opening(?:\s++paragraph)?+|headings?|headers?|bullets?"
    r"|bullet\s++points|lists?|tables?|markdown|visuals?|diagrams?|citations?|references|comments|documentation"
    r"|docstrings?|variable\s++names|code\s++style|aesthetics|appearance|polish|elegance|storytelling|imagery"
    r"|rhymes?|rhythm|meter|dialogue|pacing|transitions?|typography|emojis?|persona|personality|caveats?"
    r"|disclaimers?|anecdotes?|jokes?)"
)
"""What a remark on one aspect is about (a regex alternation)."""
_PARTICIPLE = (
    r"(?:formatted|written|structured|organi[sz]ed|presented|worded|phrased|styled|laid\s++out|illustrated"
    r"|documented|commented|paced|polished|punctuated|spelled|edited|referenced|sourced|cited|looking|designed"
    r"|researched)"
)
_GERUND = (
    r"(?:explaining|formatting|structuring|presenting|organi[sz]ing|describing|illustrating|writing|wording|phrasing"
    r"|engaging|citing|styling|elaborating)"
)
# one part or one audience: "on the second question", "for beginners", "for users who want brevity"
_PART = (
    r"(?:on|in|for|about)\s++(?:the\s++)?(?:first|second|third|last|other|easy|easier|hard|harder|simple|simpler"
    r"|basic|main|tricky|\d++\w*)\s++(?:question|part|turn|step"
    r"|task|point|item|problem|section|sub-?question|half|paragraph|round)(?!\s*+,?+\s*+(?:and|as\s++well|plus)\b)"
    r"|for\s++(?:a\s++|an\s++|the\s++)?(?:\w+\s+)?(?:beginners?|novices?|experts?|children|kids|students?"
    r"|developers?|professionals?|audiences?|newcomers?|laypeople|lay\s++readers|laymen|(?:some|certain|many|other)"
    r"\s++(?:readers|users|people))(?!\s*+,?+\s*+(?:and|as\s++well|plus)\b)"
)
ASPECT_AFTER = re.compile(
    r"[-\s]++(?:(?:stylistic|structur|visu|aesthetic|form|grammatic|linguistic|typographic|rhetoric|ton|cosmetic)ally"
    r"|(?:job\s++|work\s++)?(?:"
    + _PARTICIPLE
    + r"|(?:\w+\s+)?"
    + ASPECT_NOUN
    + r"|(?:at|in)\s++"
    + _GERUND
    + r"|"
    + _PART
    + r"|(?:at|in|on|for|with\s++(?:regard|respect)\s++to|regarding|in\s++terms\s++of|when\s++it\s++comes\s++to)"
    r"\s++(?:the\s++|its\s++|their\s++|terms\s++of\s++)?(?:\w+\s+)?" + ASPECT_NOUN + r"))\b",
    _I,
)
"""Right after a cue: the cue is about one aspect, part or audience."""
POSSESSIVE_ASPECT = re.compile(r"['\u2019]s\s++(?:\w+\s+)?" + ASPECT_NOUN + r"\b", _I)
"""Right after a side's name: the sentence is about that side's aspect (``B's writing is better``)."""
ASPECT_BEFORE = re.compile(r"\b(?:the\s++|its\s++|their\s++)?" + ASPECT_NOUN + r"\s++$", _I)
"""Right before a cue: the aspect it compares (``B handled the tone better``)."""
_CRITERION = (
    r"(?:accuracy|helpfulness|relevance|correctness|harmlessness|honesty|safety|coherence|completeness"
    r"|instruction[- ]following|" + ASPECT_NOUN + r")"
)
ASPECT_LABEL = re.compile(r"^\W*+" + _CRITERION + r"\s*+[:*]", _I)
"""A criterion's label at the start of a sentence (``Style: B.``, ``Accuracy: A``)."""
ASPECT_LEAD = re.compile(
    r"^\W*+(?:" + _CRITERION + r"\s*+[:*]"
    r"|(?:stylistic|structur|visu|aesthetic|form|grammatic|linguistic|typographic|rhetoric|ton|cosmetic)ally\b\s*+,?+"
    r"|" + ASPECT_NOUN + r"-?+wise\b\s*+,?+"
    r"|" + _PART + r"|(?:p\.?s\.?\s*+)?(?:in|per|according\s++to)\s++(?:the\s++)?(?:prompt|instructions?|template"
    r"|format|rubric|notation)\b"
    r"|(?:on|in\s++terms\s++of|regarding|when\s++it\s++comes\s++to|with\s++(?:respect|regard)\s++to|as\s++for)\s++"
    r"(?:the\s++|its\s++|their\s++)?(?:\w+\s+)?" + ASPECT_NOUN + r"(?:\s++alone\b\s*+,?+|\s*+[,:\u2013\u2014-]))"
    r"\s*+[,:]?+",
    _I,
)
"""At the start of a sentence: a label or lead that limits it to one aspect."""

# the criteria a label may name (moved from spans.py in version 78), for
# :data:`~judge_engine.pipeline.parsing.spans.NOT_FINAL_LABEL`: "For helpfulness:", "Accuracy:"
CRITERIA = (
    r"(?:helpfulness|harmlessness|honesty|accuracy|correctness|relevance|relevancy|clarity|completeness|conciseness"
    r"|creativity|depth|level\s++of\s++detail|detail|safety|coherence|fluency|readability|style|formatting|tone"
    r"|factuality|factual\s++accuracy|instruction[\s-]++following|groundedness|faithfulness|verbosity|brevity"
    r"|originality|politeness|code\s++quality|efficiency|reasoning)"
)
