"""A label that names the losing side, before the verdict it labels (parser version 70, adversarial pass 60 H1).

``Worse response: [[A]]``, ``Loser: [[A]]``, ``The weaker answer is [[A]]``, ``Rejected: [[A]]``, ``Runner-up:
[[A]]``, ``The response with more errors is [[A]].``, and on ``output_ab`` a label on the line above (``Worse
output:\\nOutput (a)``): the token is the side the judge calls the loser, so reading it as the winner reads the verdict
backwards. :func:`labels_loser` finds such a lead on the verdict's line (or alone on the line above it, ending with a
colon); :mod:`~judge_engine.pipeline.parsing.disowned` fails the completion ``ambiguous``. The same label before a
side the constrained decoder then forces (``Least helpful: A`` + ``[[A]]``) is read by
:mod:`~judge_engine.pipeline.parsing.outright` with :data:`LOSER`. A label after the verdict (``[[A]] (the worse
response)``) was read before (:mod:`~judge_engine.pipeline.parsing.after_verdict`)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from judge_engine.pipeline.parsing.result import tail

if TYPE_CHECKING:
    from judge_engine.pipeline.templates import Template

_I = re.IGNORECASE
_KIND = r"(?:\s++(?:one|response|answer|output|assistant|model|choice|option|completion|reply))?+"
# words that deny or lessen a fault: "Has no errors:", "Has the fewest mistakes:" name the better side
_FEWER = r"(?:no|zero|fewer|fewest|less|least|not|none|any|nothing)\b"
_FAULTS = r"(?:errors?|mistakes?|flaws?|problems?|issues?|bugs?|hallucinations?|inaccurac(?:y|ies)|typos?)"
FAULT_LABEL = (
    # version 73 (adversarial pass 63 F9): a label naming a fault, for the side that has it: "Contains the
    # hallucination:", "Most errors:", "Needs improvement:", "Has the bug:", "Factually wrong:", "Off-topic response:",
    # "Fails the instruction:", "Violates the instruction:", "Missing the key step:", "Buggy code:" (not "Has no
    # errors:", "Misses nothing:")
    r"(?:the\s++)?+(?:(?:response|answer|output|one|assistant|model|code)\s++)?+(?:contains|containing|has|having|with"
    r"|makes|making|shows|introduces)\s++(?:(?!"
    + _FEWER
    + r")\w++\s++){0,3}?"
    + _FAULTS
    + r"|(?:the\s++)?+(?:most|more|many|several|(?:the\s++)?+(?:biggest|bigger|major|more\s++serious))\s++"
    r"(?:(?!" + _FEWER + r")\w++\s++){0,2}?" + _FAULTS + r"|needs?\s++"
    r"(?:(?:more|some|much|further|a\s++lot\s++of|major)\s++)?+(?:improvement|work|fixing|revision|correction)|(?:factually|technically|logically|mathematically|partly"
    r"|partially|mostly)\s++(?:wrong|incorrect|inaccurate|flawed)|(?:off[-\s]?+topic|irrelevant|buggy|broken"
    r"|inaccurate|incomplete|unsupported|unfaithful|non-?compliant)(?:\s++code)?+" + _KIND + r"|(?:fails|failed"
    r"|violates|violated|ignores|ignored|misreads|misread|misunderstands|misunderstood|misses|missed|missing|lacks"
    r"|lacking|omits|omitted|breaks|broke)\s++(?:(?!" + _FEWER + r")\w++\s++){0,3}?(?!" + _FEWER + r")\w++"
)
"""A label that names a fault of the side it labels (``Has the bug:``, ``Most errors:``, ``Fails the
instruction:``); part of :data:`LOSER`."""
LOSER = (
    r"(?:the\s++)?+(?:loser|losing" + _KIND + r"|runner[-\s]?+up|(?:second|last|2nd)\s++place"
    r"|(?:worse|worst|weaker|weakest|inferior|lesser|poorer|rejected|dispreferred|disfavou?red|incorrect|wrong|flawed"
    # version 77 (adversarial pass 67 H6): "The lazier response:", "Underperformer:", "Inadequate:"
    r"|lazier|laziest|sloppier|sloppiest|underperform(?:er|ing)|inadequate|insufficient|deficient|substandard|subpar"
    r"|(?:less|least)\s++(?:preferred|helpful|accurate|correct|useful|relevant|complete|good|suitable|appropriate)"
    r"|lower[-\s]++(?:quality|rated|ranked)|not\s++preferred)" + _KIND + r"|(?:response|answer|output|assistant|model"
    r"|one|reply)\s++(?:with|containing|that\s++(?:has|contains|makes|made))\s++(?:the\s++|more\s++|an?\s++)?+"
    r"(?:\w++\s++){0,2}?(?:errors?|mistakes?|flaws?|problems?|issues?|bugs?|hallucinations?|inaccurac(?:y|ies))"
    # version 71 (adversarial pass 61 H7): "Unsafe response:", "Flagged:", "Bottom pick:", "The response to avoid:",
    # "The response that gets it wrong:", "The one that falls short:", "The response I like less:"
    r"|(?:the\s++)?+(?:unsafe|harmful|toxic|dangerous|problematic|flagged|eliminated|non-?preferred|unpreferred|bottom"
    r"|faulty|erroneous|misleading|unhelpful|hallucinated|disqualified|discarded|losing)" + _KIND + r"(?:\s++pick)?+"
    r"|(?:the\s++)?+bottom\s++(?:pick|choice|one)|(?:the\s++)?+(?:response|answer|output|one|reply)\s++to\s++(?:avoid"
    r"|discard|reject|skip|drop|flag)|(?:the\s++)?+(?:response|answer|output|one|reply|assistant)\s++(?:that|which)"
    r"\s++(?:gets\s++(?:it|this|the\s++\w++)\s++wrong|fails|misses|hallucinates|falls\s++short|errs|loses|lost"
    r"|is\s++(?:wrong|incorrect|worse|unsafe|harmful))(?:\s++\w++){0,3}?"
    r"|(?:the\s++)?+(?:response|answer|output|one)\s++(?:i|we)\s++(?:like|prefer|trust|favou?r)\s++less"
    r"|(?:the\s++)?+(?:response|answer|output|one)\s++(?:i|we)(?:['\u2019]d|\s++would)\s++(?:reject|avoid|discard)"
    # version 74 (adversarial pass 64 F8): "Ranked last:", "Ranked second:", "Penalized:", "Avoid:", "Flagged for
    # errors:"
    r"|ranked\s++(?:second|last|lower|lowest|2nd|below)|(?:penali[sz]ed|demoted|downvoted|down-?ranked|avoid)"
    + _KIND
    + r"|flagged\s++for\s++(?:\w++\s++){0,2}?\w++"
    # version 76 (adversarial pass 66 H4): "Thumbs down:", "\U0001f44e", "The response that should be downvoted:",
    # "Assistant A fails the instruction and should be avoided:"
    r"|thumbs?[-\s]*+down|\U0001f44e\ufe0f?+|(?:[^\n]{0,120}?\b(?:and|so|it|,)\s++|(?:the\s++)?+(?:response|answer"
    r"|output|one|reply|assistant)\s++(?:that|which)\s++)(?:should|must|ought\s++to)\s++be\s++(?:avoided|downvoted"
    r"|rejected|discarded|penali[sz]ed)" + r"|" + FAULT_LABEL + r")"
)
"""The label of the losing side (``Loser``, ``Worse response``, ``Least helpful``, ``Runner-up``, ``Response containing
errors``); shared with :mod:`~judge_engine.pipeline.parsing.outright`'s loser label before a forced side."""
# the whole lead before the verdict token: the label, optionally "is", then a colon, dash or equals sign
_LEAD = re.compile(
    r"[\s*_#>\-]*+"
    + LOSER
    # (an arrow or a bar too: "Loser \u2192 [[A]]", "Worse response -> [[A]]", "Loser | [[A]]"; version 74, pass 64 F7)
    + r"(?:\s++(?:is|was|would\s++be|goes\s++to))?+[\s*_]*+(?:->|=>|[:=\-\u2013\u2014|\u2192\u21d2])?[\s*_]*+",
    _I,
)
# a question for the worse side, alone on the line above a rating (pairwise verdicts read any such question:
# :func:`_asks_worse`, which this one's matches all pass): "Which is worse?", "Which response is weaker?"
_WORSE_QUESTION = re.compile(
    r"[\s*_#>\-]*+which\s++(?:(?:one|response|answer|output|assistant)\s++)?+(?:is|was)\s++(?:the\s++)?+(?:worse"
    r"|weaker|inferior|less\s++(?:helpful|accurate|correct|good))(?:\s++(?:one|response|answer|output))?+\s*+\?[\s*_]*+",
    _I,
)
# any short question asking for the worse side, before the token or on the line above ("Which response is worse? [[A]]",
# "Which assistant made the factual error?", "The loser? [[A]]"; stop 53, adversarial pass 80 B2/B3), and a loser's
# label ended by an ellipsis ("And the loser is... [[A]]")
_QUESTION = re.compile(r"[\s*_#>\-]*+(?P<q>(?:[^\W\d]++[\s,']++){0,11}?[^\W\d]++)\s*+\?[\s*_]*+", _I)
_LESS = re.compile(r"\bless\s++(?:accurate|helpful|correct|good|clear|relevant|complete|useful|precise)\b", _I)
_VERDICT_LEAD_END = re.compile(
    r"[\s*_]*+(?:my\s++)?+(?:final\s++)?+(?:verdict|answer|choice)(?:\s++is)?+[\s*_]*+:?+[\s*_]*+\Z", _I
)
_RATING_LEAD = re.compile(r"[\s*_]*+rating[\s*_]*+:?+[\s*_]*+", _I)
# "Which answer is longer? [[A]]", "Longer response: [[A]]" (stop 53, adversarial pass 80 N3)
_OTHER_PROPERTY = re.compile(
    r"[\s*_#>\-]*+(?:which\s++(?:\w++\s++){0,3}?(?:is|was|has|uses)\s++(?:the\s++)?+)?+(?:longer|shorter|wordier"
    r"|more\s++words|fewer\s++words|bullet\s++points|more\s++paragraphs)(?:\s++(?:one|response|answer|output))?+\s*+[?:]"
    r"[\s*_]*+",
    _I,
)
_ELLIPSIS = re.compile(r"[\s*_]*+(?:\.{2,}|\u2026)[\s*_]*+$")
_PAIRWISE = ("verdict_brackets", "verdict5_brackets", "output_ab")
# version 81 (adversarial pass 77: "Loses:", "Vote against:", "Downvote:", "Fails:", "To be discarded:", "The loser here
# is", "Losing side:", "Badness:"): a word of losing, rejecting or what is wrong anywhere in a short label, whatever
# the label's other words (a label is a few words with no side's name, ending in a colon, arrow, dash, "is" or nothing)
NEGATIVE = re.compile(
    r"\b(?:los(?:e|es|er|ers|ing|t)|against|(?<!hands\s)down(?:vote\w*+|rank\w*+|grade\w*+)?+|discard\w*+|reject\w*+"
    r"|fail\w*+|wors[et]|worst|weak\w*+|inferior|bottom\s++(?:pick|choice|one|spot)|eliminat\w*+|drop\w*+|exclud\w*+"
    r"|dispref\w*+|disfavo\w*+|bad\w*+|poor\w*+|avoid\w*+|penal\w*+|flaw\w*+|wrong\w*+|incorrect\w*+|inaccura\w*+"
    r"|errors?|mistakes?|bugs?|bugg\w*+|negative\w*+|deficien\w*+|inadequa\w*+|unhelpful\w*+|unsafe|harm\w*+|problem\w*+"
    r"|lesser|least|minus|demot\w*+|veto\w*+|not|never"
    # version 81, second round (adversarial pass 78): "Loss:", "Hardly", sarcasm ("Fat chance:", "In your dreams:"),
    # other languages' losers ("Perdedor:", "Verlierer:", "Peor respuesta:", "Perdant :")
    r"|loss(?:es)?+|hardly|barely|scarcely|fat\s++chance|in\s++your\s++dreams|dream\s++on|as\s++if|yeah\s++right"
    r"|sarcastic\w*+|ironic\w*+|perdedor\w*+|verlierer|peor|perdant\w*+|pire|schlechter\w*+|peggior\w*+"
    # pass 79: "Beaten:", "Defeated:", "Silver medal:", "Rank #2:", "Bottom of the ranking:", "Falls short:"
    r"|beaten|defeated|bested|outranked|outclassed|outdone|eclipsed|trumped|silver|second\s++place|runner[\s-]*+up"
    r"|bottom\s++of|falls?\s++short|fell\s++short)\b|#\s*+2\b"
    # stop 53 (pass 79 B3's leftover): a place below the first ("Rank #2:", "Ranked 2:", "Rank 3:", "Ranking: #2")
    r"|\brank(?:ed|ing)?+\W*+(?:#|number\s)?+\s*+(?:[2-9]|two|three|four|five)\b"
    # version 82 (adversarial pass 80 B1): "In last place,", "Vote to remove:", "Needs a rewrite:", "Second-rate:",
    # "Fewer strengths:"
    r"|\b(?:last\s++place|dead\s++last|remov\w*+|rewrit\w*+|redo|(?:second|third)[\s-]*+rate|mediocre|fewer\s++"
    r"(?:strengths|merits|positives|pros|good\s++points|advantages))\b"
    r"|n['\u2019]t\b|\u8f93\u5bb6|\u8f83\u5dee|\u66f4\u5dee",
    _I,
)
# a cross or a ban before the verdict token: "❌ [[A]]", "✗ [[A>B]]", "🚫 [[A]]"
_CROSS = re.compile(r"[\s*_#>\-]*+[\u274c\u2717\u2718\u2716\U0001f6ab\u26d4\u274e][\ufe0f\s*_:]*+")
# what a rating's label may count instead of quality: "Rank: [[1]]", "Severity: [[8]]", "Distance: [[2]]"
_OTHER_QUANTITY = re.compile(
    r"\b(?:severity|toxic\w*+|risk\w*+|penalt\w*+|deduct\w*+|cost\w*+|distance|rank\w*+|position|place|last|confusion"
    r"|difficulty|complexity|perplexity|error\s++rate|redundan\w*+|length|bias|vague\w*+|sycophan\w*+|verbos\w*+"
    r"|omissions?|hallucinat\w*+|room\s++for\s++improvement"
    # stop 53 (adversarial pass 80 B5): "Edits needed:", "Points off:", "Fluff:", "Hedging:", "Effort to fix:"
    r"|edits?|points\s++off|fluff|filler|hedg\w*+|effort\s++to\s++fix"
    r"|number\s++of|how\s++many)\b",  # version 82 (adversarial pass 80 N1): "Number of paragraphs:"
    _I,
)
# words that turn a fault into a merit ("Fewest errors:", "Free of bugs:", "Fixes the bug:"): such labels are
# LOSER's to read (FAULT_LABEL), not this rule's
_TURNED = re.compile(
    r"\b(?:no|zero|fewer(?!\s++(?:strengths|merits|positives|pros|good|advantages))|fewest|less|least|none|nothing|free"
    r"|fix\w*+|correct(?:s|ed|ing)|without|avoids|avoided"
    r"|catch\w*+|caught|spots?|spotted|finds?|found|flags?|flagged)\b",
    _I,
)
_LABEL = re.compile(
    r"[\s*_#>\-]*+(?P<words>(?:[\w'\u2019()#-]++[ \t]++){0,5}?[\w'\u2019()#-]++)[\s*_]*+"
    r"(?:->|=>|[:=\-\u2013\u2014|\u2192\u21d2,]|\s++(?:is|was|would\s++be|goes\s++to))?+[\s*_]*+",
    _I,
)
# an aside inside a label ("Worse, in my view, is [[A]]"; version 82, adversarial pass 80 B1), dropped before it is read
_ASIDE = re.compile(
    r",\s*+(?:in\s++my\s++(?:view|opinion|book)|i\s++(?:think|feel|believe|would\s++say)|to\s++me|if\s++you\s++ask\s++me"
    r"|frankly|honestly|clearly|overall)\s*+,",
    _I,
)
# the other side named as the winner in the label ("Worse than B:", "Loses to Assistant B:", "Beaten by B:"): the label
# still calls the token the loser (pass 79)
_THAN_SIDE = re.compile(
    r"\b(?:than|by|to|against)\s++(?:(?:assistant|response|answer|output|model)\s*+\(?+[ab12]\)?+|[AB])\W*+$", re.I
)
# the other side ranked above the token: "B > [[A]]"
_ABOVE = re.compile(
    r"[\s*_#>\-]*+(?:(?:assistant|response|answer|output|model)\s*+\(?+[ab12]\)?+|[AB])\s*+>>?+\s*+", re.I
)
# a tag with attributes around the verdict ('<verdict turn="1">', 'status="invalid"'): not the plain verdict (pass 79)
_ATTR_TAG = re.compile(r"\s*+<\w++\s++[^<>]*?=\s*+[\"'][^<>]*+>")
_QUOTES = str.maketrans("", "", "\"'`\u201c\u201d\u2018\u2019[]")
_SIDE_WORD = re.compile(r"\b(?:assistant|response|answer|output|model)\s*+\(?+[ab12]\)?+(?![\w(])|\b[AB]\b")


def negative_label(lead: str, rating: bool = False) -> bool:
    """Whether ``lead`` (the text before a verdict token on its line) is a short label holding a word of losing,
    rejecting or what is wrong (:data:`NEGATIVE`, not turned into a merit by :data:`_TURNED`), or with ``rating`` a
    label of another quantity (:data:`_OTHER_QUANTITY`): the token is no winner's, or the rating is of something
    else."""
    if _CROSS.fullmatch(lead) or _ATTR_TAG.match(lead) or _ABOVE.fullmatch(lead):
        return True  # "\u274c [[A]]" (version 81, pass 78), '<verdict turn="1">[[A]]', "B > [[A]]" (pass 79)
    lead = _ASIDE.sub("", lead) if len(lead) <= 120 else lead
    m = _LABEL.fullmatch(lead.replace("\uff1a", ":").translate(_QUOTES)) if len(lead) <= 80 else None
    if m is None:
        return False
    words = m.group("words")
    if _SIDE_WORD.search(words) is not None:  # a side in the label: only as the winner after "than", "by", "to"
        return _THAN_SIDE.search(words) is not None and NEGATIVE.search(words) is not None
    if rating and _OTHER_QUANTITY.search(words) is not None:
        return True
    return NEGATIVE.search(words) is not None and (rating or _TURNED.search(words) is None)


def _asks_worse(lead: str) -> bool:
    """Whether ``lead`` is only a short question asking for the worse side (:data:`_QUESTION`), or a question or label
    asking which is longer or shorter (:data:`_OTHER_PROPERTY`: the token answers no question of quality)."""
    if _OTHER_PROPERTY.fullmatch(lead):
        return True
    m = _QUESTION.fullmatch(lead)
    if m is None:
        return False
    q = m.group("q")
    return _LESS.search(q) is not None or (NEGATIVE.search(q) is not None and _TURNED.search(q) is None)


# the worse side as a noun phrase ("the weaker response", "the loser", "the less helpful one"), and the judge announcing
# that what follows is that side: it is asked for or named ("I'll identify the weaker response.", "pick the less helpful
# response.", "flag the weaker response, so:") or stands alone ("Now, the loser.", "And the loser is...") as the last
# sentence before the token (version 82, adversarial pass 80 B1)
_LOSER_NP = (
    r"(?:the\s++|a\s++)?+(?:loser|losing\s++(?:side|one|response|answer|output)|(?:worse|worst|weaker|weakest|inferior"
    r"|poorer|lesser|losing|second[\s-]*+rate|lower[\s-]++quality|(?:less|least)\s++(?:helpful|accurate|correct|good"
    r"|useful|relevant|complete|preferred|suitable|appropriate|clear))\s++(?:one|response|answer|output|assistant|model"
    r"|reply|completion|of\s++the\s++two))\b"
)
_ANNOUNCES_LOSER = re.compile(
    r"\b(?:identify|identifies|identifying|name|naming|pick|picking|choose|choosing|select|selecting|flag|flagging|find"
    r"|finding|determine|point\s++out|single\s++out|spot|mark|announce|reveal|give|state|report|output)\b(?:\s++\w++){0,2}?"
    r"\s++"
    + _LOSER_NP
    + r"|^[\W_]*+(?:(?:and|now|so|okay|ok|well|finally|then)\b[\s,]*+)*+"
    + _LOSER_NP
    + r"(?:\s++(?:is|was|would\s++be|goes\s++to|here|then))*+[\W_]*+$",
    _I,
)
_NOT_BEFORE = re.compile(r"\b(?:not|never|rather\s++than|instead\s++of)\b|n['\u2019]t\b", _I)


def _announces_loser(lead: str) -> bool:
    """Whether the last sentence of ``lead`` (split at ``.``, ``;``, ``!``, ``?``) announces the worse side
    (:data:`_ANNOUNCES_LOSER`) without naming a side or denying it (``rather than``, ``not``)."""
    sentence = re.split(r"[.;!?](?:\s++|$)", lead.strip().rstrip(".\u2026 "))[-1] if len(lead) <= 400 else ""
    m = _ANNOUNCES_LOSER.search(sentence)
    return m is not None and _SIDE_WORD.search(sentence) is None and _NOT_BEFORE.search(sentence, 0, m.end()) is None


def token_lead(text: str, template: Template) -> tuple[str, str] | None:
    """The text before the last verdict token (the template's verdict prefix, stripped: ``[[``, ``Output (``,
    ``[RESULT]``) on its line in ``text``'s scanned tail, and the last non-empty line above that line; None without a
    verdict tail or a token. Linear in the tail's length."""
    if template.verdict_tail is None:
        return None
    scan = tail(text)
    at = scan.rfind(template.verdict_tail[0].strip())
    if at < 0:
        return None
    start = scan.rfind("\n", 0, at) + 1
    above = ""
    for line in reversed(scan[:start].rstrip().rsplit("\n", 3)):  # a rule or markup line between is skipped ("---")
        above = line
        if re.search(r"\w", line):
            break
    return scan[start:at], above


def labels_loser(text: str, template: Template) -> bool:
    """Whether the last verdict token (the template's verdict prefix, ``[[`` or ``Output (``) in ``text``'s scanned
    tail follows a label of the losing side (:data:`LOSER`): the whole text before it on its line, or, with nothing
    before it there, the line above when that line is the label and ends with a colon; or such a lead that is a short
    label holding a word of losing or what is wrong (:func:`negative_label`, version 81). Pairwise verdict formats, and
    since version 81 ``rating_brackets_single`` for :func:`negative_label` only. Linear in the tail's length."""
    rating = template.output_format == "rating_brackets_single"
    found = token_lead(text, template) if template.output_format in _PAIRWISE or rating else None
    if found is None:
        return False
    lead, above = _ELLIPSIS.sub("", found[0]), found[1]
    asked = _VERDICT_LEAD_END.sub("", lead)  # "Which response is worse? My final verdict is [[A]]"
    if not rating and (_asks_worse(lead) or _asks_worse(asked)):
        return True  # "Which response is worse? [[A]]" (stop 53, pass 80 B2)
    if not rating and (_announces_loser(asked) or (not asked.strip() and _announces_loser(above))):
        return True  # "I'll identify the weaker response.\n[[A]]", "And the loser is...\nOutput (a)" (version 82)
    if not rating and not asked.strip() and _asks_worse(above):
        return True  # "Which is worse?\nOutput (a)" (version 76, pass 66 H4), "Which is worse?\n\nMy final verdict is"
    if rating and _RATING_LEAD.fullmatch(lead) and above.rstrip(" *_").endswith(":") and negative_label(above, True):
        return True  # "Verbosity:\nRating: [[9]]" (stop 53, pass 80 B5)
    if not lead.strip():
        if rating and _WORSE_QUESTION.fullmatch(above):
            return True  # "Which is worse?\n[[7]]" (a rating: only the listed question)
        if not above.rstrip(" *_").endswith(":"):
            # a cross or a word or two of losing alone on the line above ("\u274c\nOutput (a)", "Hardly\nOutput (a)")
            return len(above.split()) <= 2 and negative_label(above, rating)
        lead = above
    return (not rating and _LEAD.fullmatch(lead) is not None) or negative_label(lead, rating)
