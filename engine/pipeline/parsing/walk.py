"""What ends the walk back from a verdict through the sentences before it, for
:mod:`~judge_engine.pipeline.parsing.conclusion` (issue 13, parser versions 41-48): a sentence that is no listed
conclusion is walked past (``Overall, Assistant A is better. Assistant B is wrong.`` before ``[[B]]`` then reads the
conclusion, adversarial pass 37 H3) unless :func:`ends_walk` holds: a retraction or change of mind, named or not
(``Actually, I take that back, since Assistant A is right.``, pass 37 H2); in a sentence naming a side, a contrast,
doubt, second look or weighing (``However, Assistant B is the only correct one.``); or a correction toward the verdict's
side (``After testing, Assistant A is better.`` before ``[[A]]``, pass 38 H2): a whole-answer word that
:func:`~judge_engine.pipeline.parsing.decided.decides` reads for the verdict's side, not partial credit (``Assistant A
also gets it right.``, ``goes with a recursive approach``), said in the closed shape of :data:`_CORRECTION` (parser
version 47, pass 42 H3): listed leads, the side or its whole answer as the subject, a whole-answer predicate, then only
a whole-answer phrase or a reason. Anything restricted to an aspect, part, audience or setting (``Stylistically,
Assistant A is better.``, ``preferable for beginners``, ``Assistant A's explanation is better.``, ``The formatting of
Assistant A is better.``, ``better, stylistically``) and any unlisted wording is walked past, so a missed correction
fails closed. A decision for the other side does not end it: in the closed shape it is read as a conclusion for that
side (:func:`correction_side`, parser version 48, pass 43 M2); in any other wording it is walked past (its pronouns are
not resolved: read as a conclusion it failed 5 of the 21,072 recorded reviews). Each check is a few regex scans of one
sentence."""

from __future__ import annotations

import re

from judge_engine.pipeline.parsing.decided import decides

_I = re.IGNORECASE
# what ends the walk back at a sentence that concludes nothing (adversarial pass 37 H2, H3): a retraction or change of
# mind, named or not ("Actually, I take that back, since Assistant A is right."); and, in a sentence that names a
# side, a contrast, doubt, second look or weighing ("However, B is correct."); a plain follow-up ("Assistant B is
# wrong.") is walked past
_RETRACTS = re.compile(
    r"\b(?:actually|wait|hmm+|reconsider\w*+|retract\w*+|take\s++(?:that|it)\s++back|scratch\s++that|changed?\s++my"
    r"\s++mind|correct(?:ion|\s++myself)|second\s++(?:thoughts?|look)|then\s++again|i\s++mean|i\s++meant|make\s++that|revis\w*+)\b",
    _I,
)
_TURNS = re.compile(
    r"\b(?:but|however|though|although|yet|still|instead|that\s++said|nevertheless|nonetheless|while|whereas|unless|if"
    r"|initially|at\s++first|glance|wrong\s++about|re-?+read\w*+|re-?+check\w*+|notice\w*+|reali[sz]\w++|closer|further"
    r"|matters?|important|crucial|critical|key|decisive|outweighs?|more\s++importantly|on\s++reflection|upon|tie|tied"
    r"|equal\w*+|neither|both)\b|\?",
    _I,
)
# the whole-answer words a correction toward the verdict's side uses ("After testing, Assistant A is better."); a remark
# that gives partial credit ("Assistant A also gets it right.", "goes with a recursive approach", "has a slight edge in
# brevity") is none (adversarial pass 40 H1)
_WHOLE_WORD = re.compile(
    r"\b(?:better|best|superior|prefer(?:red|able)?+|wins?|winner|outperforms?|stronger|ahead|on\s++top)\b", _I
)

# a correction is said in one closed shape (parser version 47, adversarial pass 42 H3): optional leads from a closed
# list (a sentence adverb, "After testing,", "Having run the code,", "As far as the user's question goes,"), then the
# side itself or its whole answer as the subject ("Assistant A", "Assistant A's answer", "Assistant A's version") with
# a whole-answer predicate ("is better", "is the better response", "is the best fit for the task", "wins"), or "I
# prefer Assistant A", then nothing but a whole-answer phrase ("overall", "in every way", "than Assistant B") and a
# reason ("because ...", ", as it ..."); anything else ("The formatting of Assistant B is better.", "Assistant B is
# better, stylistically.", "Assistant B is better as a quick reference.", "Stylistically, Assistant B is better.")
# is no correction and is walked past, so a missed wording fails closed (the earlier conclusion then contradicts)
_S = r"(?:\s++|\s*+-\s*+)"
_SIDE_NAME = (
    r"(?:the\s++)?+(?:(?:assistant|response|answer|output|model)\s*+\(?+[ab12]\)?+|(?:first|second)\s++(?:one|response"
    r"|answer|assistant|output))"
)
_WHOLE_PART = (
    r"(?:['\u2019]s\s++(?:answer|response|output|reply|solution|submission|version|attempt|result|work"
    r"|overall\s++(?:answer|response)))"
)
_ADV = (
    r"(?:much|far|clearly|definitely|slightly|significantly|marginally|still|indeed|overall|actually|now|really|truly"
    r"|certainly|somewhat|a\s++bit|a\s++little|noticeably|considerably|substantially|obviously|undoubtedly|simply"
    r"|unequivocally|decidedly|ultimately|then|genuinely)"
)
_OBJECTS = (
    r"(?:it|them|both|(?:both\s++|the\s++(?:two\s++)?+)(?:code|answers?|responses?|outputs?|solutions?|results?"
    r"|programs?|versions?|two|(?:edge|corner)\s++cases?))"
)
_LEAD = (
    r"(?:overall|finally|ultimately|so|thus|therefore|hence|clearly|honestly|frankly|really|truly|certainly|definitely"
    r"|indeed|now|still|then|again|generally|basically|essentially|fundamentally"
    # an additive adverb only before another lead ("Additionally, after checking the edge case,"); alone it adds a
    # remark ("Additionally, Assistant B is better.", adversarial pass 43 M4)
    r"|(?:also|additionally|moreover|furthermore)(?=\s*+,?+\s*+(?:after|upon|on|following|having|looking|re-?+running"
    r"|testing|checking|double-?+checking|now\s++that)\b)"
    r"|personally|realistically|eventually|consequently|accordingly|unequivocally|undoubtedly|categorically|empirically"
    r"|in\s++the\s++end|at\s++the\s++end\s++of\s++the\s++day|all\s++(?:things\s++)?+considered|all\s++in\s++all"
    r"|in\s++(?:conclusion|summary|short|sum|total|general)|to\s++(?:summari[sz]e|sum\s++up|conclude)|on\s++balance"
    r"|on\s++the\s++whole|taken\s++together|after\s++all|as\s++a\s++result|without\s++(?:a\s++)?+doubt"
    r"|no\s++doubt|in\s++my\s++(?:view|opinion|judge?ment|estimation)|to\s++be\s++(?:fair|honest|clear)"
    r"|for\s++(?:that|this|these|a\s++simple)\s++reasons?+|that\s++said|having\s++said\s++that|sorry|oops|apologies"
    r"|my\s++(?:mistake|bad|apologies|error)|correction|to\s++correct\s++(?:myself|that)|let\s++me\s++correct\s++(?:myself"
    r"|that)|i\s++(?:mixed|got)\s++(?:them|these|the\s++two|the\s++(?:answers|responses|labels|sides))\s++(?:up|mixed\s++up"
    r"|backwards|the\s++wrong\s++way\s++(?:round|around)|reversed)"
    r"|no|nope|rather|or\s++rather|to\s++be\s++(?:precise|exact|accurate)|(?:strike|swap|scratch|correct)\s++that"
    r"|that\s++was\s++(?:a\s++)?+(?:mistake|wrong|an\s++error|a\s++typo)|i\s++misspoke|i\s++stand\s++corrected"
    r"|let\s++me\s++(?:rephrase|restate|clarify|fix\s++that)|sorry\s++(?:for|about)\s++(?:the|that|my)\s++(?:confusion"
    r"|mistake|error|mix-?+up)|(?:on|upon)\s++second\s++thoughts?+|(?:on|upon)\s++reflection|wait|actually|hmm+"
    r"|(?:after\s++)?+double-?+checking(?:\s++" + _OBJECTS + r")?+|testing\s++shows(?:\s++that)?+"
    r"|now\s++that\s++(?:i|we)(?:['\u2019]ve|\s++have)\s++(?:run|tested|checked|re-?+read|verified|executed|compared)"
    r"(?:\s++" + _OBJECTS + r")?+"
    r"|(?:looking|reading|checking|testing|running|re-?+running|re-?+reading|re-?+checking|re-?+testing|going\s++back"
    r"|thinking|looking\s++back)(?:\s++(?:again|back|over|more\s++closely|closely|carefully|it\s++over))?+"
    r"(?:\s++(?:at\s++|over\s++)?+" + _OBJECTS + r")?+(?:\s++(?:again|more\s++closely|carefully))?+"
    r"|(?:after|upon|on|following)\s++(?:(?:a|the|my|some|further|careful|closer|more|second|another|full|actual)\s++)*+"
    r"(?:testing|running|re-?+running|executing|checking|re-?+checking|verifying|reviewing|re-?+reading|reading"
    r"|inspection|review|reflection|consideration|look|examination|analysis|evaluation|comparison|thought|tests?"
    r"|re-?+evaluation|verification)(?:\s++(?:of\s++)?+" + _OBJECTS + r")?+"
    r"(?:\s++(?:again|carefully|myself|closely|more\s++closely|in\s++(?:full|detail|depth)))?+"
    r"|having\s++(?:now\s++|actually\s++)?+(?:tested|run|re-?+run|executed|checked|re-?+checked|verified|reviewed"
    r"|re-?+read|read|inspected|compared|examined|evaluated|looked\s++at|considered|weighed|tried)"
    r"(?:\s++" + _OBJECTS + r")?+(?:\s++(?:again|carefully|myself|closely|more\s++closely))?+"
    r"|(?:as\s++far\s++as|with\s++(?:respect|regard)\s++to|regarding|when\s++it\s++comes\s++to|in\s++terms\s++of"
    r"|as\s++for)\s++(?:answering\s++|addressing\s++)?+(?:the\s++)?+(?:user['\u2019]s\s++)?+"
    r"(?:question|task|prompt|request|query)(?:\s++goes)?+"
    r"|from\s++an?+\s++(?:overall|holistic|big-picture|general|end-user|user['\u2019]?+s?+)\s++(?:perspective"
    r"|standpoint|point\s++of\s++view|view))"
)
_NOUN = r"(?:response|answer|one|choice|option|solution|reply|pick|submission|of\s++the\s++two)"
_PREDICATE = (
    r"(?:(?:is|was|['\u2019]s|remains|seems|appears)\s++(?:" + _ADV + r"\s++){0,2}(?:better|superior|preferable"
    r"|preferred|stronger|ahead|on\s++top|(?:the|my)\s++(?:" + _ADV + r"\s++)?+(?:clear\s++|obvious\s++|overall\s++"
    r"|stronger\s++|better\s++|superior\s++|preferred\s++|winning\s++)?+(?:winner|best|better|stronger|superior"
    r"|preferred|" + _NOUN + r")(?:\s++" + _NOUN + r")?+(?:\s++for\s++(?:the|this)\s++(?:task|question|user|prompt"
    r"|request|job))?+|(?:the|a)\s++(?:better|best)\s++(?:fit|choice|option|pick|match)(?:\s++for\s++(?:the|this)"
    r"\s++(?:task|question|user|prompt|request|job))?+|more\s++\w++\s++and\s++(?:therefore|thus|hence|so)\s++(?:better"
    r"|superior|preferable))"
    r"|(?:" + _ADV + r"\s++){0,2}(?:wins|won|outperforms|outperformed|comes\s++out\s++(?:ahead|on\s++top)"
    r"|came\s++out\s++(?:ahead|on\s++top)|(?:does|did)\s++(?:a\s++)?+(?:much\s++|far\s++)?+better(?:\s++job)?+"
    r"|(?:gives|gave|provides|provided|offers|offered|delivers|delivered)\s++(?:the|a)\s++(?:much\s++|far\s++"
    r"|clearly\s++)?+(?:better|best|stronger|superior)\s++(?:answer|response|solution|reply)))"
)
_OTHER = _SIDE_NAME + r"(?:" + _WHOLE_PART + r")?+"
_WHOLE_TAIL = (
    r"(?:" + _S + r"(?:overall|here|now|after\s++all|in\s++the\s++end|by\s++far|in\s++(?:every|all|most"
    r"|almost\s++every|almost\s++all|nearly\s++every|nearly\s++all)\s++(?:ways?|respects?|aspects?|areas?)"
    r"|on\s++(?:every|all)\s++counts?|in\s++my\s++(?:view|opinion|estimation|judge?ment|eyes|book)"
    r"|for\s++(?:the|this)\s++(?:task|question|user|prompt|request|job)|(?:than|over|to)\s++"
    + _OTHER
    + r"|at\s++(?:answering|solving|addressing|handling)\s++(?:the|this)\s++(?:user['\u2019]s\s++)?+(?:question"
    r"|problem|task|prompt|request|query)|as\s++an?+\s++(?:answer|response)\s++to\s++(?:the|this)\s++"
    r"(?:user['\u2019]s\s++)?+(?:question|prompt|request|query)|by\s++an?+\s++(?:wide|large|clear|small|slight"
    r"|narrow)\s++margin)|\s*+,\s*+(?:overall|then|after\s++all|in\s++the\s++end|by\s++far))*+"
)
# a clause after "as", a colon or a dash: a pronoun, a side, or "the <noun> <verb>" ("as the code runs")
_CLAUSE = (
    r"(?=\s*+(?:it|they|its|their|this|that|there|assistant|response|answer|output|model|only|(?-i:[AB])\b"
    r"|the\s++(?:\w++\s++){0,3}?(?:is|was|are|were|has|have|had|does|did|can|could|will|would|runs|works|handles)\b))"
)
_REASON = (
    r"(?:\s*+[,;]?+\s*+(?:(?:mainly|mostly|largely|partly|primarily|chiefly|simply|especially|in\s++part)\s++)?+"
    r"(?:because|since|given|due\s++to|thanks\s++to|owing\s++to|considering|as" + _CLAUSE + r"|for(?=\s++(?:it|they"
    r"|its|their)\b))\b.*+|\s*+(?::|\s-|[\u2013\u2014])\s*+" + _CLAUSE + r".*+)?+"
)
_CORRECTION = re.compile(
    r"(?P<lead>\W*+(?:"
    + _LEAD
    + r"(?:\s*+[,:;\u2013\u2014]|\s++-)?+\s*+){0,3})(?:"
    + _SIDE_NAME
    + r"(?:"
    + _WHOLE_PART
    + r")?+\s++"
    + _PREDICATE
    + r"|(?:i|we)(?:['\u2019](?:d|ll)|\s++would|\s++will|\s++now|\s++still|\s++clearly|\s++definitely)*+"
    r"\s++(?:prefer|choose|pick|favou?r|go\s++with|side\s++with)\s++"
    + _OTHER
    + r"|(?:my\s++(?:pick|choice|vote)\s++(?:is|goes\s++to)|(?:the\s++)?+(?:winner|(?:better|stronger|superior"
    r"|preferred|winning)\s++"
    + _NOUN
    + r")\s++is)\s++"
    + _OTHER
    + r")"
    + _WHOLE_TAIL
    + _REASON
    + r"[\s.!)*_\"'\u201d]*+",
    _I | re.DOTALL,
)


def correction_side(sentence: str) -> str | None:
    """The side (``"a"``/``"b"``) a sentence in the closed shape of :data:`_CORRECTION` decides for
    (:func:`~judge_engine.pipeline.parsing.decided.decides` without its listed leads); None for any other sentence.
    :func:`~judge_engine.pipeline.parsing.conclusion.concludes_otherwise` reads such a sentence for the other side
    as a conclusion (parser version 48, adversarial pass 43 M2: ``Overall, Assistant B is better. Actually,
    Assistant A is better.`` before a forced ``[[B]]``)."""
    m = None if _WHOLE_WORD.search(sentence) is None else _CORRECTION.fullmatch(sentence)
    side = None if m is None else decides(sentence[m.end("lead") :])
    return side if side in ("a", "b") else None


def _corrects(sentence: str, side: str) -> bool:
    """Whether ``sentence`` (no listed conclusion) is a correction toward the verdict's ``side``: it is said in the
    closed shape of :data:`_CORRECTION` and :func:`~judge_engine.pipeline.parsing.decided.decides` reads it, without
    its listed leads (which ``decides`` may take for an aspect: ``Regarding the user's question,``), for ``side``.
    Linear: one full match of a pattern whose repeats are possessive or bounded."""
    return correction_side(sentence) == side


def ends_walk(sentence: str, stated: str | None, side: str) -> bool:
    """Whether the walk back from a verdict for ``side`` (``"a"``, ``"b"``, ``"tie"``) ends at ``sentence``, whose
    conclusion reading is ``stated`` (None: names no side; ``""``: names one but is no listed conclusion; a side or
    ``"tie"``: a conclusion, which the caller weighs itself): the module's docstring."""
    if not stated and _RETRACTS.search(sentence):
        return True
    return stated == "" and (_TURNS.search(sentence) is not None or _corrects(sentence, side))
