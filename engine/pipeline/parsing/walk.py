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
side (:func:`correction_side`, parser version 48, pass 43 M2); after a retraction word, a leading second look
(``After running the code,``) or a contrast it is read by :func:`retraction_side` (parser version 49, pass 44 H1/H3:
:func:`~judge_engine.pipeline.parsing.decided.decides` on the text after the retraction word or the second look, a
bare side, a side called worse, or a contrast clause calling a side correct); in any other wording it is walked past
(its pronouns are not resolved: reading every sentence with ``decides`` failed 5 of the 21,072 recorded reviews).
A sentence for the verdict's own side that restricts it to its surface, a first impression, an exception, a condition
or an audience (:func:`restricted`: ``Assistant B is better because its formatting is cleaner.``, ``Still, Assistant
B is better formatted.``) neither ends the walk nor counts as its conclusion (version 49). Each check is a few regex
scans of one sentence."""

from __future__ import annotations

import re

from judge_engine.pipeline.parsing.decided import decides
from judge_engine.pipeline.parsing.tie_conclusion import TIE_CONCLUSION

_I = re.IGNORECASE
# what ends the walk back at a sentence that concludes nothing (adversarial pass 37 H2, H3): a retraction or change of
# mind, named or not ("Actually, I take that back, since Assistant A is right."); and, in a sentence that names a
# side, a contrast, doubt, second look or weighing ("However, B is correct."); a plain follow-up ("Assistant B is
# wrong.") is walked past
RETRACTS = re.compile(
    r"\b(?:actually|wait|hmm+|reconsider\w*+|retract\w*+|take\s++(?:that|it)\s++back|scratch\s++that|changed?\s++my"
    r"\s++mind|correct(?:ion|\s++myself)|second\s++(?:thoughts?|look)|then\s++again|i\s++mean|i\s++meant|make\s++that|revis\w*+"
    r"|i\s++was\s++(?:wrong|mistaken)|i\s++misspoke|my\s++(?:mistake|bad)|that\s++was\s++a\s++typo|never\s++mind|hold\s++on"
    # parser version 52 (adversarial pass 45 H1 leftovers): a second look in other words
    r"|in\s++hindsight|chang(?:e|ing|ed)\s++(?:it|that|this|my\s++(?:verdict|answer|pick|choice|vote|mind))\s++to\b|(?:checking|looking|reading|thinking)\s++(?:it\s++)?+(?:again|twice|once\s++more)"
    r"|come\s++to\s++think\s++of\s++it|on\s++(?:second|closer|another)\s++(?:glance|inspection|read(?:ing)?+)"
    # parser version 53 (adversarial pass 46 H6, M1): "Or rather,", "Update:", "I got it wrong above", "I've got that
    # backwards", "Let me rephrase", "Re-reading the question,"
    r"|or\s++rather|update(?=\s*+:)"
    # version 59 (adversarial pass 52 H13): the judge's own mix-up, not a side's fault ("Assistant B got it wrong.")
    r"|\bi(?:['\u2019]ve|\s++have)?+\s++(?:got|had)\s++(?:it|that|this|them|the\s++(?:labels|sides|names|assistants|two))"
    r"\s++(?:wrong|backwards|reversed|mixed\s++up|swapped|switched)|\bi\s++(?:misread|misunderstood|mixed\s++up)"
    r"|let\s++me\s++rephrase|re-?+reading)\b",
    _I,
)
TURNS = re.compile(
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
    r"|in\s++fact|i\s++was\s++wrong|i\s++take\s++(?:that|it)\s++back|reconsidering|i(?:['\u2019]ve|\s++have)\s++changed"
    r"\s++my\s++mind|revised\s++verdict"
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


# what a retraction leaves to read: "..., after all" ends a decision ("Hmm, Assistant A is better after all."); a
# bare side names one ("Sorry, I meant Assistant A.", "Make that Output (a).")
_AFTER_ALL = re.compile(r"\s*+,?+\s*+after\s++all\b", _I)
_BARE_SIDE = re.compile(
    r"\W*+(?:no\b[\s,:;\-\u2013\u2014]*+)?+(?:that\s++|it(?:['\u2019]s|\s++is|\s++was)\s++|the\s++(?:correct|right|better)\s++(?:answer|one|response)\s++is\s++|my\s++(?:pick|choice|vote|verdict)\s++(?:is|goes\s++to)\s++)?+(?P<side>"
    + _SIDE_NAME
    + r")(?:"
    + _WHOLE_PART
    + r"|['\u2019]s)?+(?:\s++(?:is|does|wins|did))?+(?:\s*+,?+\s*+(?:not|rather\s++than|instead\s++of)\s++"
    + _SIDE_NAME
    + r")?+[\s.!)*_\"'\u201d]*+",
    _I,
)
_WORD = re.compile(r"\w")
# a second look led at the sentence's start ("After re-checking the math,", "When I ran the code,", "But on closer
# inspection,"; adversarial pass 44 H1): what follows it is read as a decision
_LEAD_CLAUSE = re.compile(
    r"\W*+(?:(?:but|however|yet|still|and|so)\s*+,?+\s*+)?+(?:after|upon|on|when|having|following|once|now\s++that)"
    r"\s++(?=[^,;:.!?]{0,40}?\b(?:test|run|ran|check|look|read|inspect|reflect|review|reconsider|verif|execut|examin"
    r"|compar|thought|think|trac|recomput|re-?+\w))[^,;:.!?]{1,60}+[,;:]",
    _I,
)
# the one correct answer named after a retraction or a contrast ("Actually, I take that back - Assistant A is the
# correct one.", "..., but Assistant A is correct.")
_RIGHT_ONE = re.compile(
    r"\W*+(?P<side>" + _SIDE_NAME + r")(?:" + _WHOLE_PART + r")?+\s++(?:is|was)\s++(?:" + _ADV + r"\s++){0,2}(?:the\s++"
    r"(?:only\s++)?+(?:correct|right|accurate)\s++(?:one|answer|response|solution)|(?:the\s++only\s++one\s++that\s++is"
    r"\s++)?+(?:correct|right|accurate)|better)(?:\s++here)?+[\s.!)*]*+",
    _I,
)
# the last contrast of a sentence: "..., but", "; however,", a leading "However,"
_CONTRAST = re.compile(
    r"(?:^\W*+|[,;\u2013\u2014]\s*+|\s-\s*+)(?:but|however|yet|though|although|still|that\s++said|nevertheless"
    r"|nonetheless)\b\s*+,?+",
    _I,
)
# a loser named after a retraction ("Actually, Assistant B is worse."): the other side
_WORSE = re.compile(
    r"\W*+(?P<side>" + _SIDE_NAME + r")(?:" + _WHOLE_PART + r")?+\s++(?:is|was)\s++(?:" + _ADV + r"\s++){0,2}(?:worse"
    r"|inferior|weaker|the\s++(?:worse|weaker|inferior)(?:\s++" + _NOUN + r")?+)(?:\s++overall)?+[\s.!)*]*+",
    _I,
)


# what leads a tie after a retraction word ("Hmm, no, on reflection they are about equal.")
_TIE_LEAD = re.compile(
    r"\W*+(?:(?:no|nope|actually|on\s++(?:reflection|second\s++thought)|now|i\s++think|really)\b[\s,:;\u2013\u2014-]*+)*+",
    _I,
)


# a concession to the other side, no retraction ("Wait, to be fair, ..."; version 57, adversarial pass 50 M1)
FAIR = re.compile(r"\bto\s++be\s++fair\b|\bin\s++fairness\b|\bin\s++(?:its|their)\s++defen[cs]e\b", re.IGNORECASE)


def retraction_side(sentence: str, after: str | None) -> str | None:
    """The side (``"a"``, ``"b"``, ``"tie"``) a retraction or change of mind in ``sentence`` (:data:`RETRACTS`)
    turns to, or None: :func:`~judge_engine.pipeline.parsing.decided.decides` on the text after its last retraction
    word (``I take that back: Assistant A is better.``, ``Actually, Assistant A is right and Assistant B is wrong.``),
    or on ``after`` (the sentence that follows it) when nothing follows the word in ``sentence`` (``I take that
    back. Assistant A is more accurate.``); a bare side counts (``Sorry, I meant Assistant A.``, ``my pick is
    Assistant A``, ``Assistant A, not Assistant B``), and a side called worse counts for the other (``Actually,
    Assistant B is worse.``). The text after each of the last three retraction words is read, the last first
    (version 50, pass 45 H1: ``Actually, Assistant A is better; I mean, ...``), and when the last word ends the
    sentence, the text before it (version 51: ``Assistant A is better after all - my mistake.``); without a
    retraction word, the text after a leading second look (:data:`_LEAD_CLAUSE`: ``After running the code,``), else
    :func:`contrast_side`.
    Parser version 49, adversarial pass 44 H1: a retraction toward the other side is a conclusion against the
    verdict, not a correction that keeps it. Linear: one scan for the retraction words and at most four
    :func:`decides` calls. A concession (``Wait, to be fair, Assistant B's first step is correct.``; version 57,
    adversarial pass 50 M1) turns to no side."""
    if FAIR.search(sentence):
        return None
    spans = [m.span() for m in list(RETRACTS.finditer(sentence))[-3:][::-1]]  # the last three, last first (pass 45)
    if not spans and (lead := _LEAD_CLAUSE.match(sentence)) is not None:
        spans = [lead.span()]
    if not spans:
        return contrast_side(sentence)
    texts = [sentence[e:] for _, e in spans]
    if not _WORD.search(texts[0]):  # the word ends the sentence: what it follows, then the next sentence
        texts[0:1] = [sentence[: spans[0][0]], after or ""]
    texts += [t.rsplit(";", 1)[1] for t in texts if ";" in t]  # "I misread the question; A is actually correct."
    for text in texts:
        text = _AFTER_ALL.sub("", text)
        bare = _BARE_SIDE.fullmatch(text) or _RIGHT_ONE.fullmatch(text)
        side = decides(f"{bare.group('side')} is better." if bare else text)
        if side is None and (worse := _WORSE.fullmatch(text)) is not None:
            side = {"a": "b", "b": "a"}.get(decides(f"{worse.group('side')} is better.") or "")
        if side is None and TIE_CONCLUSION.fullmatch(_TIE_LEAD.sub("", text, count=1)):
            side = "tie"  # "Hmm, no, on reflection they are about equal." (version 59, adversarial pass 51 H2)
        if side in ("a", "b", "tie"):
            return side
    return None


def contrast_side(sentence: str) -> str | None:
    """The side the clause after a sentence's last contrast (:data:`_CONTRAST`: ``..., but Assistant A is
    correct.``, ``However, Assistant A is the only correct one.``) calls correct or better in the closed shape of
    :data:`_RIGHT_ONE` (parser version 49, adversarial pass 44 H3: ``Assistant B is better as a direct answer, but
    Assistant A is correct.`` before ``[[B]]``); None otherwise. Closed: reading any contrast clause with
    :func:`~judge_engine.pipeline.parsing.decided.decides` failed 5 of the 21,072 recorded reviews."""
    last = max(_CONTRAST.finditer(sentence), key=lambda m: m.start(), default=None)
    if last is None:
        return None
    right = _RIGHT_ONE.fullmatch(sentence, last.end())
    return None if right is None else decides(f"{right.group('side')} is better.")


# a lead that makes the sentence after it the judge's overall decision, so a quality short of the whole answer ("more
# reliable") decides (parser version 63, adversarial pass 55 H2: "On balance, Assistant A is more reliable.", "For the
# user's actual situation, Assistant A is more helpful.")
OVERALL_LEAD = re.compile(
    r"\W*+(?:on\s++balance|overall|all\s++in\s++all|all\s++things\s++considered|in\s++the\s++end|ultimately"
    r"|taken\s++together|on\s++the\s++whole|in\s++sum|in\s++conclusion|to\s++sum\s++up|for\s++the\s++user['\u2019]s"
    r"\s++(?:actual\s++|real\s++|specific\s++)?+(?:situation|needs?|purposes?|question|request|case)"
    r"|for\s++(?:this|the)\s++(?:user|question|task|request|prompt))\s*+,",
    _I,
)


_THAN_SIDE = re.compile(
    r"\b(?:better|stronger|superior|worse|weaker|inferior)\s++(?:than|to)\s++(?:that\s++of\s++)?+(?:the\s++)?+(?:assistant"
    r"|response|answer|output|model)\s*+\(?+[ab12]\b",
    _I,
)


def compared(sentence: str) -> bool:
    """Whether ``sentence``, naming both sides, compares them outright (``better than Assistant B``) and
    :func:`~judge_engine.pipeline.parsing.decided.decides` reads a side in it: no weighing, whatever else it says
    (``Assistant A is not too long and is better than Assistant B.``; parser version 63, adversarial pass 56 H2)."""
    return _THAN_SIDE.search(sentence) is not None and decides(sentence) is not None


# what restricts a sentence for a side to its surface or to a part (parser version 49; adversarial pass 43 M3 and pass
# 44: "Assistant B is better because its formatting is cleaner.", "I prefer Assistant B for its formatting.", "Still,
# Assistant B is better formatted.", "Assistant B is better at first glance.", "... in most ways but not on
# accuracy."): formatting, length and looks (the biases OffsetBias lists), a first impression, an exception or a
# condition; since parser version 52 (adversarial pass 45) tone and concision ("thanks to its friendlier tone",
# "because it is more concise")
_RESTRICTED = re.compile(
    r"\b(?:format\w*+|layout|tables?|headings?|headers?|bullet\w*+|markdown|stylistic\w*+|style|presentation|visual\w*+"
    r"|looks?\s++(?:nicer|better|cleaner|neater)|neater|prettier|cleaner\s++(?:layout|look|presentation)|emojis?"
    r"|length|longer|shorter|brevity|verbos\w*+|concise\w*+|succinct\w*+|tone|friendl\w*+|polite\w*+|warm(?:er|th)?+"
    r"|wording|phrasing|voice|readab\w*+|fonts?|spacing|emphasis|personality|cheerful\w*+|enthusias\w*+|courteous\w*+"
    r"|at\s++(?:first\s++|a\s++)(?:glance|sight)|on\s++first\s++(?:read|look)|initially|superficially|on\s++the\s++surface"
    r"|in\s++most\s++(?:ways|respects)|(?:in\s++)?+all\s++(?:ways|respects)\s++but|except|if|unless"
    r"|(?:for|to)\s++(?:a\s++)?+(?:beginners?|novices?|experts?|casual\s++readers?)|(?:for|to)\s++some\s++(?:readers|users"
    r"|people)|only\s++(?:on|in|for|at|when)|(?:least|second\s++most|third\s++most)\s++important)\b",
    _I,
)


def restricted(sentence: str) -> bool:
    """Whether ``sentence`` restricts what it says of a side to its surface (formatting, length, looks, tone,
    concision), a first
    impression, an exception, a condition or an audience (:data:`_RESTRICTED`): such a sentence for the verdict's own
    side neither ends the walk back from the verdict nor counts as its conclusion, so an earlier conclusion for the
    other side still fails the verdict (fail-closed; parser version 49). One regex scan."""
    return _RESTRICTED.search(sentence) is not None


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
    if not stated and RETRACTS.search(sentence):
        return True
    return stated == "" and (TURNS.search(sentence) is not None or _corrects(sentence, side))
