"""The words of a preference, for :mod:`~judge_engine.pipeline.parsing.side_cues` (issue 13, adversarial passes
17-20): :data:`POSITIVE` cues (their subject is preferred: ``better``, ``wins``, ``is correct``, ``answers
correctly``, ``follows the instruction``, ``comes first``), :data:`OBJECT_ONLY` cues (the side named after them is
chosen: ``I'd go with B``, ``The answer is B``), :data:`NEGATIVE` cues (their subject is the worse side: ``worse``,
``loses to``, ``is wrong``, ``ranks second``), :data:`FLAWLESS` (a positive cue that holds a negation word: ``makes
no mistakes``) and :data:`FAULT` (a fault named in a remark). Each list grows with the wordings adversarial passes
find; :mod:`side_cues` decides whose cue it is and whether it is a remark."""

from __future__ import annotations

import re

_I = re.IGNORECASE
_IS = r"(?:is|was|are|were|seems|looks|sounds|appears|remains)(?:n['\u2019]t)?+"
# a positive preference cue: its subject is preferred ("B is better", "B wins", "B answers correctly", "B is my pick")
POSITIVE = re.compile(
    r"\b(?:better|best|(?<!\bless\s)(?<!\bleast\s)(?:prefer\w*|favou?r\w*)(?!\s++by\b|\s++less\b)|superior|stronger|(?<!the\s)wins?|won|winner|ahead|choice"
    r"|gets\s++the\s++win"
    r"|victor\w*|champion|prevails?|prevailed|triumphs?|carries\s++the\s++day|takes\s++(?:it|this(?:\s++one)?+|the\s++"
    r"(?:win|round|prize|crown|cake))|comes?\s++out\s++(?:on\s++top|ahead)|(?:gets|earns)\s++the\s++nod"
    r"|the\s++way\s++to\s++go|does\s++what\s++(?:was|is)\s++asked|(?:follows?|followed|adheres?\s++to|obeys?|obeyed"
    r"|complies\s++with|satisf(?:ies|ied)|execut(?:es|ed)|carries\s++out|carried\s++out"
    r"|meets|met|fulfil+s?|fulfil+ed)\s++(?:\w+\s+){0,2}?(?:instructions?|request|requirements?|prompt|constraints?|task)"
    r"|on\s++top|comes?\s++(?:in\s++)?first|number\s++one|honest\s++and\s++precise|precisely\s++execut\w*|ranks?\s++(?:first|higher|highest|top)|outscor\w*|by\s++a\s++(?:nose|hair|whisker)|(?:fully|completely|entirely|totally|perfectly)\s++(?:correct|right|accurate)"
    r"|the\s++(?:answer|response|one)\s++(?:i|we)(?:['\u2019]d|\s++would)\s++\w+|what\s++the\s++user\s++(?:needs|wants)|more\s++(?:solid|on\s++point|faithful|sound"
    r"|robust|trustworthy|rigorous|insightful)"
    r"|edges?\s++(?:out|ahead|past|it|this)|edged|(?:has|have|had|holds?|gets?|got)\s++(?:\w+\s+)?edge\b(?!\s++cases?)"
    r"|my\s++(?:pick|vote|favou?rite)|(?<!is\s)(?<!was\s)(?<!been\s)(?<!are\s)(?:outperform\w*|beats?|surpass\w*|outclass\w*|outdo\w*|outshin\w*"
    r"|outshone)(?!\s++by\b)"
    r"|" + _IS + r"\s++(?:\w+\s+){0,3}?(?:correct|right|accurate|good|great|excellent|strong|superior|preferable"
    r"|ideal|spot\s++on|flawless|perfect|error-free|complete)|(?:has|have|had|holds?|gets?|got)\s++the\s++upper\s++hand"
    r"|(?:more|most)\s++(?:helpful|accurate|correct|useful|relevant|appropriate|convincing|persuasive|reliable|precise"
    r"|effective|truthful|factual|complete)|deserves?|higher|(?:had|has|have|gave|gives|give|got|gets|get|provides?|provided"
    r"|reach\w*|arriv\w*\s++at|finds?|found|offers?|produces?|produced|uses?|used)\s++(?:\w+\s+)?(?:correct|right"
    r"|better|best|accurate)|should\s++(?:win|be)|the\s++one|succeed\w*|nails?\s++it|checks?\s++out"
    r"|head\s++and\s++shoulders|fewer\s++(?:mistakes|errors|bugs|issues|problems|flaws)"
    r"|(?:answer\w*|solve[sd]?|handle[sd]?|comput\w*|calculat\w*|gets?|got|did|does|do)\s++(?:\w+\s+){0,3}?"
    r"(?:correctly|right|accurately)|(?:answer\w*|perform\w*|does|did|handles?|handled|explains?|explained|works?"
    r"|worked)\s++(?:\w+\s+)??(?:as\s++)?+well|only\s++one\s++(?:that|which|to)|only\s++(?:correct|right|accurate)"
    r"|correctly\s++(?:comput\w*|calculat\w*|answer\w*|solv\w*|gets?|arriv\w*|finds?|conclud\w*|deriv\w*|reach\w*))\b|(?<=:)\s*+(?:correct|right|accurate|better|best|winner|preferred|stronger)\b"
    r"|\s>>?+\s|(?<=[AB])>>?+(?=[AB])|\b(?:is|was|does|did)(?:\s++not|n['\u2019]t)(?=\s*+(?:[.;,!]|$))",
    _I,
)
# "makes no mistakes": a positive cue that holds a negation word
FLAWLESS = re.compile(
    r"\b(?:makes?|made|has|had|contains?|contained)\s++(?:no|zero)\s++(?:\w+\s+)?(?:mistakes|errors|bugs|flaws|issues)\b",
    _I,
)
# a cue that names its side after it ("The answer is B.", "I pick B", "I'd go with B", "Verdict: B"); a side before
# it is the side's own doing ("B's final answer is 12", "B picks the wrong option")
OBJECT_ONLY = re.compile(
    r"\b(?:final|verdict|vote|(?:answer|choice|winner|pick|conclusion)\s++(?:is|was|would\s++be|here\s++is)"
    r"|choose|chose|chosen|pick(?:s|ed|ing)?+|select\w*|side\s++with|lean\w*+\s++towards?+|opt(?:ing|ed|s)?+\s++for"
    r"|recommend\w*|go(?:es|ing)?+\s++(?:with|for|to)|award\w*|goes\s++to|give\s++(?:it|this(?:\s++one)?+)\s++to"
    r"|give\s++the\s++(?:win|edge|nod|point)\s++to|(?:slight\s++|small\s++|narrow\s++)?edge\s++to|rather\s++(?:use|have|read|trust|pick|choose|go\s++with)"
    r"|trust\w*|(?:would|'d)\s++(?:use|accept|trust|keep)|nothing\s++(?:beats|tops|surpasses|outperforms|outdoes"
    r"|comes\s++close\s++to))\b",
    _I,
)
# a negative cue: its subject is the worse side ("A is worse than B", "A loses to B")
NEGATIVE = re.compile(
    r"\b(?:worse|worst|weaker|inferior|subpar|loser|errs|comes?\s++(?:in\s++)?(?:second|last)|the\s++runner-up"
    r"|loses(?=\s*+[.!;,]|\s*+$)|hallucinat\w*|(?:is|was)\s++misleading|fail(?:s|ed)\s++the\s++(?:task|test|question)|miss(?:es|ed)\s++the\s++mark|(?:is|was)\s++(?:flawed|off-topic|off\s++topic|behind"
    r"|off(?=\s*+[.!;,]|\s*+$))|(?:has|had|got)\s++(?:it|this|that)\s++wrong|(?:does|did)(?:n't|n\u2019t|\s++not)\s++hold"
    r"\s++up|(?:comes?|came)\s++up\s++short|fail(?:s|ed)?+\s++to\s++(?:follow|answer|address|meet|satisfy|comply)"
    r"|(?:ignor|violat|disregard|deviat\w*\s++from)\w*\s++(?:\w+\s+){0,2}?(?:instructions?|request|question|prompt"
    r"|task|constraints?)|(?:does|did)(?:n't|n\u2019t|\s++not)\s++(?:answer|address|do)\s++(?:the\s++question|what"
    r"\s++(?:was|is)\s++asked|the\s++task)|(?:is|are)\s++lacking|gets?\s++(?:it|this|the\s++\w+)\s++wrong|botch\w*"
    r"|(?:made|makes|contains?)\s++(?:an?\s++|the\s++same\s++)?(?:\w+\s+)?(?:error|mistake|blunder)|ranks?\s++(?:second|last|lower|lowest)"
    r"|less\s++(?:good|solid|sound|complete|informative)|(?:less|least)\s++(?:preferred|preferable|favou?red|desirable)"
    r"|preferred\s++less|los(?:es|e|t|ing)\s++(?:to|out)|fall(?:s|ing)?+\s++short|fell\s++short"
    r"|trail\w*|lags?\s++behind|pales?|(?:outperformed|outdone|beaten|bested|surpassed|topped|eclipsed|overshadowed"
    r"|outclassed|outshone)\s++by|less\s++(?:accurate|helpful|correct|useful|relevant|complete|reliable|precise"
    r"|effective|convincing|appropriate|truthful)|more\s++(?:mistakes|errors|bugs|issues|problems|flaws)"
    r"|"
    + _IS
    + r"\s++(?:\w+\s+)?(?:wrong|incorrect|inaccurate|mistaken)|(?:is|was|gets?|got)\s++(?:\w+\s+)?(?:outperformed"
    r"|outdone|beaten|bested|surpassed|outclassed|outshone|eclipsed|overshadowed))\b"
    r"|\s<<?+\s|(?<=[AB])<<?+(?=[AB])",
    _I,
)
FAULT = re.compile(
    r"\b(?:errors?|erroneous|wrong\w*|incorrect\w*|mistakes?|mistaken|fail\w*|miss\w*|lack\w*|poor\w*|typos?"
    r"|flaw\w*|inaccura\w*|irrelevant|vague|unclear|confus\w*|omit\w*|hallucinat\w*|fabricat\w*|unhelpful|harmful"
    r"|unsafe|bug\w*|broken|false|misleading|outdated|careless|sloppy|misunderst\w*|misread\w*|misinterpret\w*"
    r"|ignor\w*|neglect\w*|forg[eo]t\w*|overlook\w*|invalid|astray|gaps?|incomplete|unjustified|unsupported"
    r"|slip\w*|stumbl\w*|falter\w*|mis(?:calculat|comput|count|appl|stat|quot|label|spell|nam|judg|step)\w*)\b",
    _I,
)
"""A fault named in a remark (``B makes an error``, ``but it is wrong``)."""
