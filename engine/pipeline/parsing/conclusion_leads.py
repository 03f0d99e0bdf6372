"""The lead-ins a conclusion before a verdict may open with, for :mod:`~judge_engine.pipeline.parsing.conclusion` (issue
13): ``Overall,``, ``Therefore,``, ``After careful consideration,``, ``In my opinion,``, ``It is clear that``, ``I
think``, and since parser version 41 GPT-4's rubric, two criteria or more or the overall quality (``In terms of
helpfulness, relevance, accuracy and depth,``, adversarial pass 37 H7); one criterion (``In terms of accuracy,``) limits
the verdict to it and is no lead, unless the judge calls it the most important one (``In terms of accuracy, which is the
most important criterion here,``, parser version 47, adversarial pass 42 M4). A pattern string (case-folded by its
users), no groups; and :data:`LEAD_IN` (a verdict's label, ``My final verdict is:``) and :data:`HEADING` (a heading,
``Explanation:``), compiled; since version 56 :data:`WALK_MARKUP` (markup without a ranking's ``>``) and
:func:`unlabelled` (a sentence without its labels), for
:func:`~judge_engine.pipeline.parsing.conclusion.last_sentences`."""

from __future__ import annotations

import re

_CRITERION = (
    r"(?:helpfulness|relevance|relevancy|accuracy|depth|creativity|(?:the\s++)?+level\s++of\s++detail|detail|clarity"
    r"|correctness|completeness|conciseness|harmlessness|honesty|coherence|precision|usefulness|informativeness"
    r"|factuality|readability|thoroughness|quality|safety)"
)
# how a judge calls one criterion the most important (parser versions 47-48, adversarial passes 42 M4, 43 H3): "the
# most important criterion here", "by far the most important", "arguably the most crucial factor", "most important"
_IMPORTANT = (
    r"(?:(?:by\s++far|arguably|clearly|easily)\s++)?+(?:the\s++)?+(?:single\s++)?+(?:(?:most\s++)?+(?:important|decisive"
    r"|key|crucial|critical|deciding|essential)|most|paramount|what\s++matters\s++most)(?:\s++(?:criterion|factor"
    r"|aspect|consideration|one|thing|criteria))?+(?:\s++(?:here|for\s++(?:this|a|the)(?:\s++[\w-]++){1,3}|in\s++this"
    r"\s++case))?+"
)
LEAD = (
    r"\W*+(?:(?:overall|in\s++conclusion|in\s++summary|in\s++short|therefore|thus|so|hence|ultimately|all\s++in\s++all"
    r"|to\s++sum\s++up|to\s++summari[sz]e|on\s++balance|in\s++the\s++end|considering\s++(?:(?:all|both)\s++(?:factors|aspects|points|things|criteria|turns|questions|rounds)|all|everything)|finally"
    r"|after\s++(?:careful\s++)?+(?:consideration|review|comparison|evaluation)|for\s++(?:these|those|the\s++above)"
    r"\s++reasons|in\s++my\s++(?:opinion|view|judg(?:e)?ment)|all\s++things\s++considered|given\s++(?:this|these"
    r"|the\s++above)(?:\s++\w++)?+|taking\s++(?:\w++\s++){1,3}?into\s++(?:account|consideration)|in\s++my\s++assessment"
    r"|however|nevertheless|that\s++said|still|in\s++this\s++case|upon\s++reflection|on\s++reflection"
    r"|comparing\s++(?:the\s++two|both)(?:\s++(?:responses|answers|outputs))?+"
    r"|(?:based\s++on|after\s++(?:comparing|evaluating|reviewing|considering))\s++(?:the|this|my|these|all|both)\b"
    r"(?:\s++\w++){0,3}"
    # parser version 53 (adversarial pass 46 H1): colloquial leads ("Bottom line:", "TL;DR:", "IMO", "To me,", "Well,")
    r"|bottom\s++line|tl\s*+;?\s*+dr|long\s++story\s++short|my\s++take|ok(?:ay)?+\s*+,?\s*+so|imho|imo|net\s++result"
    r"|well|yes|fwiw|tbh|to\s++me|for\s++me|in\s++my\s++book|if\s++you\s++ask\s++me|all\s++told"
    # adversarial pass 30 M1: more leads
    r"|considering\s++(?:these|those|the\s++above)\s++(?:factors|aspects|points|things|criteria)|with\s++this\s++in\s++mind"
    r"|weighing\s++(?:these|all|the|both)(?:\s++\w++)?+|in\s++light\s++of\s++(?:this|these|the\s++above)(?:\s++\w++)?+"
    r"|as\s++a\s++result|consequently|accordingly|to\s++conclude|in\s++comparison|by\s++comparison"
    r"|having\s++(?:compared|evaluated|reviewed|considered)\s++(?:both|the\s++two|them)(?:\s++(?:responses|answers))?+"
    r"|in\s++comparing\s++the\s++two(?:\s++(?:responses|answers))?+|upon\s++(?:careful\s++)?+(?:consideration|review)"
    # adversarial pass 34 H5: more leads
    r"|it(?:['\u2019]s|\s++is)\s++(?:clear|evident|obvious|apparent)\s++that|it\s++(?:seems|appears)\s++that|clearly"
    r"|evidently|obviously|personally|honestly|frankly|on\s++the\s++whole|with\s++(?:that|this)\s++in\s++mind"
    r"|for\s++(?:this|that|these\s++reasons)\s++reason|for\s++these\s++reasons|weighing\s++everything"
    r"|after\s++weighing\s++(?:the\s++pros\s++and\s++cons|everything|both|all)|having\s++said\s++that|yet"
    r"|from\s++my\s++(?:perspective|point\s++of\s++view)|(?:my|our)\s++(?:final\s++)?+(?:verdict|conclusion|assessment"
    r"|judg(?:e)?ment)\s++is\s++that|i(?:['\u2019]d|\s++would|\s++have)?+\s++conclude(?:d)?+\s++that"
    # parser version 48 (adversarial pass 43 H3): "Since accuracy is the most important criterion for a math question,",
    # "Accuracy being the most important criterion,", "Because correctness matters most here,"
    r"|(?:since|as|because|given\s++that)\s++"
    + _CRITERION
    + r"\s++(?:is|matters)\s++"
    + _IMPORTANT
    + r"|"
    + _CRITERION
    + r"\s++being\s++"
    + _IMPORTANT
    +
    # adversarial pass 37 H7: the rubric GPT-4 concludes with, two criteria or more ("In terms of helpfulness,
    # relevance, accuracy and depth,"), or the overall quality; one criterion limits the verdict and is no lead
    r"|(?:in\s++terms\s++of|(?:when\s++)?+considering|based\s++on|weighing|with\s++(?:respect|regard)\s++to|regarding"
    r"|when\s++it\s++comes\s++to|taking\s++into\s++(?:account|consideration)|evaluating|judging\s++(?:by|on)|on|for)"
    r"\s++(?:the\s++)?+(?:overall\s++quality|"
    # parser version 47 (adversarial pass 42 M4): one criterion the judge calls the most important ("In terms of
    # accuracy, which is the most important criterion here,") decides the whole verdict
    + _CRITERION
    + r"\s*+[,(\u2013\u2014]\s*+(?:which\s++(?:is|matters)\s++)?+"
    + _IMPORTANT
    + r"\s*+[)\u2013\u2014]?+|"
    + _CRITERION
    + r"(?:\s*+,\s*+(?:and\s++)?+"
    + _CRITERION
    + r"|\s++and\s++"
    + _CRITERION
    + r")++))"
    r"\s*+[,:;]?\s*+)*+(?:i\s++(?:think|believe|find|feel|conclude|would\s++say)\s++(?:that\s++)?+)?+"
)

# a verdict's lead-in at the start of a sentence: "My final verdict is: Assistant B is better: [[A>>B]]"
LEAD_IN = re.compile(
    r"^\W*+(?:(?:hence|so|thus|therefore)[,\s]++)?+(?:(?:my|the|our)\s++)?+(?:final\s++)?+(?:verdict|decision|judg(?:e)?ment"
    r"|evaluation|winner|result|choice|pick|conclusion|summary|(?:preference|vote)(?=\s*+[:\-\u2013\u2014])"
    # version 76 (adversarial pass 65 T1): "Preferred answer: Assistant B", "Recommendation: B", "Better output:"
    r"|(?:preferred|better)\s++(?:answer|assistant|output|one|model)(?=\s*+(?:is\b|[:\-\u2013\u2014]))"
    r"|preferred(?:\s++response)?+|better\s++response"
    r"|recommendation(?=\s*+[:\-\u2013\u2014])"
    # version 75 (adversarial pass 65 T1): "Chosen: B", "Selected response: Assistant 2", "Recommended:", "Champion:"
    r"|(?:chosen|selected|recommended|champion)(?:\s++(?:response|answer|assistant|output|one))?+(?=\s*+[:\-\u2013\u2014])"
    r"|(?:final\s++)?+thoughts|(?:overall\s++|final\s++)?+assessment)(?:\s++is)?+\s*+[:\-\u2013\u2014]?\s*+"
    r"(?:(?:clearly|definitely|obviously|undoubtedly)\s++)?+(?:that\s++)?+",
    re.IGNORECASE,
)

# a heading label the sentence opens with ("Evaluation evidence:", faireval-scoring's own; "Explanation:",
# "Reasoning:"; parser version 45, adversarial pass 41 H1): stripped, and no verdict label (a bare side after it is
# no conclusion)
HEADING = re.compile(
    r"^\W*+(?:evaluation\s++evidence|explanation|reasoning|analysis|justification|rationale|feedback|comments?|review"
    r"|evaluation\s++(?:and|&)\s++(?:explanation|reasoning)|comparison|comparative\s++analysis)\s*+:\s*+",
    re.IGNORECASE,
)

# markup as :data:`~judge_engine.pipeline.parsing.closing.MARKUP` strips it, but a ``>`` or ``>>`` between spaces
# stays: ``Assistant B > Assistant A`` ranks the sides (parser version 56, adversarial pass 48); a quote's ``>`` at a
# line's start goes
WALK_MARKUP = re.compile(r"[*_#`\"\u201c\u201d~|]++|^[ \t]*+>++|(?<!\s)>++|>++(?!\s)", re.MULTILINE)


def unlabelled(sentence: str) -> str:
    """``sentence`` without the labels it opens with, two at most (``Evaluation: The verdict: Assistant A.``: parser
    version 56, adversarial pass 48)."""
    for _ in range(2):
        cut = LEAD_IN.sub("", sentence, count=1)
        if cut == sentence:
            break
        sentence = cut
    return sentence
