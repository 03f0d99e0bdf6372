"""Numbers that are no quality score: a count of errors, a rank, a penalty, a distance or a severity (parser version
79; issue 13, adversarial pass 72 H5): :data:`OTHER_QUANTITY`. ``Error count (lower is better):``, ``Ranking (1 =
best):``, ``Penalty points:``, ``Distance from the reference answer (0 = identical):``, ``Severity of issues (1 =
minor, 10 = severe):``, ``Number of errors found:`` before FairEval's score lines or a rating: the numbers after it
are read backwards or as another quantity, so they are no verdict of the judge's (an intro line, for
:func:`~judge_engine.pipeline.parsing.quoting.is_example_intro`; the verdict's sentence, for
:mod:`~judge_engine.pipeline.parsing.spans`; ``faireval-vanilla``'s explanation, for
:mod:`~judge_engine.pipeline.parsing.scores_disowned`). Matched on case-folded text."""

from __future__ import annotations

import re

_BAD = r"(?:errors?|mistakes?|bugs?|hallucinations?|issues?|problems?|flaws?|faults?|defects?|violations?|typos?)"
OTHER_QUANTITY = re.compile(
    r"\b(?:lower\s++(?:is|=|means)\s++better|(?:1|one|0|zero)\s*+(?:=|\bis\b)\s*+(?:best|top|first|minor|harmless|identical|none"
    r"|no\s++errors?)|error\s++counts?|(?:number|count|#)\s++of\s++(?:errors|issues|mistakes|problems|bugs|flaws)"
    r"|\b[01]\s*+(?:=|\bis\b)\s*+(?:flawless|perfect|ideal|excellent)\b"  # "where 1 is flawless" (v86, pass 91 WV)
    r"|(?<!\bno\s)(?:errors|issues|mistakes|problems|bugs|flaws)\s++(?:found|counted)|penalt(?:y|ies)(?:\s++points)?+"
    r"|distance\s++(?:from|to)|severity|harmfulness|toxicity"
    # version 82 (adversarial pass 80 B4): "Verbosity scores:"
    r"|(?:verbosity|wordiness|redundancy|length|bias|risk)\s++(?:scores?|ratings?|levels?)"
    # version 80 (adversarial pass 74 F4): a lower number named better, counting what is wrong, a position in a ranking
    r"|lower\s++(?:\w++\s++)?(?:is|are|=|means?)\s++(?:an?\s++)?better|count(?:ing|s|ed)?+\s++(?:the\s++|all\s++)?+(?:\w++\s++)?"
    + _BAD
    + r"|(?:position|place)\s++in\s++(?:my\s++|the\s++)?+rank\w*+"
    # version 80 (adversarial pass 76 F4): "Number of hallucinated facts:", "How many errors each made:", "Errors per
    # assistant -", "Deductions", and what is no quality at all ("Word count:")
    r"|(?:number|count|#)\s++of\s++(?:hallucinat\w*+|missing|incorrect|wrong|false|invented|fabricated|omitted"
    r"|unsupported|failed)\s++\w++|how\s++many\s++(?:\w++\s++)?"
    + _BAD
    + r"|"
    + _BAD
    + r"\s++(?:per|by|for\s++each)\s++"
    r"(?:assistant|answer|response|model|output)|(?:word|character|token|line|sentence|paragraph)\s++counts?)\b"
    # version 82 (adversarial pass 80 N1): a line that only labels a count ("Number of sentences in each answer:"), not
    # a count in the explanation ("Number of examples: Assistant 1 gives 3")
    r"|(?m:^)[\s*_#>-]*+(?:(?:number|count|#)\s++of\s++(?:words|characters|tokens|lines|sentences|paragraphs|bullet\s++points"
    r"|bullets|steps|examples|items|citations|links|headings)|lines\s++of\s++code|readability(?:\s++grade)?+\s++levels?"
    r"|grade\s++levels?|reading\s++time)(?:\s++[\w()]++){0,4}?[\s*_]*+:[\s*_]*+(?m:$)"
    r"|^[\s*_#>-]*+(?:deductions?|points\s++(?:deducted|lost)|(?:missing|omitted|hallucinated|incorrect|wrong|failed)"
    r"\s++\w++)[\s*_]*+(?::|$)"
    # a label naming what is wrong, at the start ("Factual errors:", "Risk scores:", "(mistakes)", "Bugs:"), or ranks
    # alone in brackets ("(ranks)")
    r"|^[\s*_#>(-]*+(?!(?:most|fewest|least|more|fewer|lowest|highest|no|zero|min\w*+|max\w*+)\b)(?:\w++[\s-]++)?(?:"
    + _BAD
    + r"|risks?)(?:\s++(?:scores?|counted|counts?"
    r"|found|rates?|levels?))?+[\s*_]*+(?:[:(]|\)[\s.]*+$|$)|^\s*+\(\s*+ranks?\s*+\)[\s.]*+$",
    re.IGNORECASE,
)
"""A word or phrase naming a quantity other than the answer's quality (the module's docstring)."""
MEASURE = re.compile(
    r"[\s*_#>(-]*+(?:(?:the\s++|my\s++)?+(?:estimated\s++)?+(?:(?:number|count|share|percent(?:age)?+|fraction|amount)"
    r"\s++of\s++(?:\w++\s++){0,3}?(?:"
    + _BAD
    + r"|the\s++(?:answer|response)\s++that\s++is\s++(?:wrong|incorrect|false))|(?:probability|likelihood|chance|risk)"
    r"\s++(?:of|that)\b|distance\s++(?:of|from|to)\b|(?:position|place|rank)\s++(?:of|in)\b|revision\s++effort\b)"
    r"|how\s++(?:much|far|risky|bad|badly|poorly|often|likely|confusing|wrong|verbose|misleading|dangerous)\b"
    r"|percent\s++of\s++the\s++(?:answer|response)\s++that\b)",
    re.IGNORECASE,
)
"""A line or explanation that starts by naming what the numbers measure, a quantity other than quality (version 83,
adversarial pass 83 B4, B5): ``How much each answer needs to be revised:``, ``Number of factual errors in each
response.``, ``Estimated probability that each response contains a hallucination.``, ``Distance of each response from
the reference answer.``, ``Position of each response in my ranking.`` Matched at the start (``re.match``)."""
NON_SCORE_LABEL = re.compile(
    r"[\s*_#>(-]*+(?:the\s++|their\s++|its\s++)?+(?:(?:final|computed|numeric|numerical)\s++(?:answers?|results?|values?)"
    r"|answers?\s++given|steps(?:\s++(?:shown|taken|listed))?+|errors|mistakes|length(?:\s++in\s++\w++)?+"
    r"|position(?:\s++in\s++(?:the\s++)?+\w++)?+|(?:line|word|step)\s++counts?)(?:\s++(?:are|is))?+"
    r"(?:\s*+\([^()\n]{0,40}+\))?+[\s*_]*+:[\s*_]*+",
    re.IGNORECASE,
)
"""A whole label naming numbers that are no scores (version 90, fresh pass adv60): ``Steps shown:``, ``Answer given
(the number):``, ``The final answers:``, ``Their computed results are:``, ``Length in lines:``, ``Errors:``,
``Position in the prompt:``; matched in full on an intro line's last sentence
(:func:`~judge_engine.pipeline.parsing.quoting.is_example_intro`)."""
OWN_LABEL = re.compile(r"[\s*_#>-]*+evaluation\s++evidence[\s*_]*+:[\s*_]*+", re.IGNORECASE)
"""The ``faireval-scoring`` template's own label that leads the judge's evidence (read past on an intro line)."""
INTRO_CHARS = 120
"""An intro line naming :data:`OTHER_QUANTITY` counts up to this many characters (a short label, not prose)."""


# what an answer needs fixed, counted (version 82): "counts the edits", "by how many corrections"
_FIXES = (
    r"(?:edits|errors|mistakes|problems|issues|flaws|changes|fixes|corrections|deductions|violations|faults|typos)\b"
)
# a scale stated the other way round, or the rating said to measure a fault, in the text before a score or rating
# (parser version 81, adversarial pass 79): "Here 1 means best and 10 means worst.", "How bad is it? Rating: [[9]]",
# "The rating below is how verbose the answer is.", "I'm scoring how much the answer hallucinates.", "I score the number
# of rubric violations.", "These are the numbers of errors I found in each answer."
_INVERTED = re.compile(
    # version 85 (adversarial pass 89 BS, WV): "The numbers say how much each answer would make a user regret reading
    # it.", "A higher number means the answer needs more rework", "the bigger number is the one a careful user would
    # throw away", "10 means most regrettable", "Here a 5 means the response misses every rubric point."
    r"\b(?:ratings?|scores?|numbers?|figures?)\s++(?:below\s++|above\s++)?+(?:say|says|show|shows|mark|marks|mean|means"
    r"|indicate|indicates)\s++how\s++(?:much|many|bad|badly|wrong|far|often|likely)\b"
    r"|\b(?:higher|bigger|larger)\s++(?:numbers?|scores?|ratings?)\s++(?:means?|marks?|shows?|is|are|=)\s++(?:[\w'\u2019]++\s++)"
    r"{0,8}?(?:regret\w*+|rework|fix\w*+|throw\s++away|discard\w*+|worse|reject\w*+)\b"
    r"|\b(?:higher|bigger|larger)\s++number\s++is\s++the\s++one\b[^.\n]{0,60}?\b(?:throw\s++away|discard|reject|regret)"
    r"|\b(?:\d++|ten|five)\s++means\s++(?:the\s++)?+most\s++(?:regrettable|wrong|harmful|problematic|flawed)\b"
    r"|\b(?:a|an)\s++\d++\s++means\s++(?:the\s++)?+(?:response|answer)\s++(?:misses|fails|violates|gets\s++\w++\s++wrong)\b"
    r"|\bhow\s++far\s++(?:off|from|each)\b|\bhow\s++far\s++(?:that|each|the)\s++(?:response|answer|assistant)\s++(?:strays|is\s++off)\b|"
    r"\b(?:1|one)\s++(?:means|is|=)\s++(?:the\s++)?+best\b(?:\s++score)?+\s*+(?:,\s*+)?+and\s++(?:\d++|ten|five)\s++"
    r"(?:means\s++|is\s++|=\s*+)?+(?:the\s++)?+worst\b"
    r"|\b(?:ratings?|scores?|numbers?|figures?)\s++(?:below\s++|above\s++)?+(?:is|are|rate|rates|measure|measures"
    r"|reflect|reflects)\s++how\s++(?:much|many|bad|wrong|verbose|far|biased|long|often)\b"
    r"|\b(?:i['\u2019]m|i\s++am)\s++scoring\s++how\b|\bi\s++score\s++the\s++(?:number|count)\s++of\b"
    r"|\b(?:these|those|the\s++scores|the\s++numbers)\s++are\s++the\s++(?:numbers?|counts?)\s++of\s++(?:errors|mistakes"
    r"|violations|faults|issues)\b|\brating\s++of\s++how\s++(?:far|much|bad|wrong)\b"
    r"|(?:^|[.!?]\s++)how\s++(?:bad|wrong|much\s++is\s++wrong)\b[^.?!\n]{0,60}+\?"
    # version 82 (adversarial pass 80 B4/B6): "Lower is better here.", "Scale: 1 = best, 10 = worst.", "Think of this as
    # a golf score.", "The rating below is a rank among ten answers.", "Each score counts the edits the answer would
    # need.", "I score by how many edits each answer needs.", "How many problems does it have?", "How badly does it
    # miss the rubric?"
    r"|\blower\s++(?:\w++\s++)?(?:is|are|=|means?)\s++(?:an?\s++)?+better\b|\bhigher\s++(?:\w++\s++)?(?:is|are|=|means?)"
    r"\s++(?:an?\s++)?+worse\b|\b(?:1|one)\s*+(?:=|means)\s*+(?:the\s++)?+best\b|\b(?:as|like)\s++(?:in\s++)?+(?:an?\s++)?+"
    r"golf(?:\s++scor\w*+)?+\b|\b(?:ratings?|scores?|numbers?|figures?)\s++(?:below\s++|above\s++)?+(?:is|are)\s++(?:an?\s++"
    r"|the\s++|my\s++|its\s++)?+(?:ranks?|rankings?|positions?|places?)\b|\b(?:scores?|ratings?|numbers?)\s++(?:counts?"
    r"|tall(?:y|ies))\s++(?:the\s++|how\s++many\s++)?+(?:\w++\s++){0,2}?"
    + _FIXES
    + r"|\bscor\w*+\s++(?:them\s++|it\s++)?+by\s++(?:how\s++many|the\s++(?:number|count)\s++of)\s++(?:\w++\s++){0,2}?"
    + _FIXES
    + r"|(?:^|[.!?]\s++)how\s++(?:badly|many\s++(?:\w++\s++)?"
    + _BAD
    + r")\b[^.?!\n]{0,60}+\?"
    # pass 81 B4: "Counting the rubric items the response misses." (not "counting words ... words are not missed")
    r"|^[^\w\n]*+(?:ranks?|ranking|places?|positions?)[^\w\n]*+$"  # an intro line "Rank" (adversarial pass 82 N3)
    r"|\bcounting\s++(?:the\s++|all\s++)?+(?:\w++\s++){0,2}?(?:items|criteria|points|requirements|parts|things|steps)\s++"
    r"(?:that\s++)?+(?:the\s++|this\s++)?+(?:response|answer|assistant)\s++(?:misses|missed|fails|failed|violates|violated"
    r"|omits|omitted|gets\s++wrong)\b"
    r"|\b(?:rate|rates|rating|score|scores|scoring|measure|measures|count|counts|counting)\s++how\s++many\s++(?:\w++\s++)?"
    + _BAD,
    re.IGNORECASE | re.MULTILINE,
)


HIGHER_WORSE = re.compile(
    r"\bhigher\s++(?:scores?\s++|numbers?\s++|ratings?\s++)?+(?:means?|=|is|indicates?|marks?|shows?)\s++(?:the\s++|a\s++)?+"
    r"(?:more\s++)?+(?:worse|weaker|in\s++need|need\w*+|revision|errors?|mistakes?|problems?|risk\w*+|wrong|bad)"
    r"|\bthe\s++higher\s++(?:score|number|rating)\s++(?:marks|means|shows|is|goes\s++to)\s++the\s++(?:worse|weaker|loser)",
    re.IGNORECASE,
)
"""A statement that a higher score is the worse answer (version 83, adversarial pass 84 B5, B6): ``Higher means more
in need of revision.``, ``the higher score marks the worse one``."""


def inverted_scale(text: str) -> bool:
    """Whether ``text`` states its scale the other way round or says the number measures a fault (:data:`_INVERTED`):
    a score or rating after it is read backwards. Linear: one regex scan."""
    return _INVERTED.search(text) is not None


# a finished sentence of the explanation: it names a side or has a verb before its object ("Output (b) follows it.",
# "It meets the word count.", "Assistant B stays close to it.")
_STATEMENT = re.compile(
    r"\b(?:assistant|output|response|answer)\s*+\(?+[ab12]\)?+(?!\w)|\b[a-z]{3,}(?<!ss)s\s++(?:the|a|an|it|its|this|that"
    r"|to|close|within|exactly|far|over|under|well|each|every|all)\b",
    re.IGNORECASE,
)


def _headed(s: str, label: re.Match[str]) -> bool:
    """Whether the quantity's ``label`` ends with a colon and heads words of its own on the line (``errors: none.``,
    ``missing information: neither mentions ties.``; version 82, false-failure pass 81f G1): a finished line of the
    explanation, not an intro to the numbers below."""
    return label.group().rstrip().endswith(":") and re.search(r"[^\W\d_]{3}", s[label.end() :]) is not None


def quantity_label(s: str, quantity: re.Match[str]) -> bool:
    """Whether a line holding :data:`~judge_engine.pipeline.parsing.quantities.OTHER_QUANTITY` introduces numbers of
    that quantity: not a finished line of the explanation (:func:`_headed`), and either a label (ending with a colon,
    or a last sentence of at most 6 words: ``Rank (lower is better)``, ``Penalty points:``) or naming it first; not
    prose on the topic (``Both answers discuss the harmfulness of smoking. Assistant 1 cites more specific health
    effects.``; version 84, false-failure pass 87f G2)."""
    if _headed(s, quantity):
        return False
    last = re.split(r"[.!?]", s.rstrip(" .!"))[-1]
    if s.rstrip(" *_").endswith((".", "!")) and _STATEMENT.search(last) is not None:
        return False  # "Output (b) follows it.", "It meets the word count." (version 86, false-failure pass 90f G9)
    return s.rstrip(" *_").endswith(":") or len(re.findall(r"\w++", last)) <= 6 or quantity.start() <= 3
