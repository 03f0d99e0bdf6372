"""Who a statement above a pairwise verdict token is about (parser versions 85-86; issue 13): the token's side
(:func:`about_side`: ``This one``, ``It``, ``The answer below``, ``My pick``, a sentence opening with its verb), the
other side named without its letter (:func:`other_side`: ``the other one``, ``Its competitor``, ``The rejected
answer``), a side named by its place (:data:`_POSITIONAL`), and whether the sentence has a verb of its own
(:data:`_STATEMENT`, :data:`_FINITE_GUESS`). Split out of :mod:`~judge_engine.pipeline.parsing.statements` in version
86 (no change of behaviour by the move), which reads what such a statement says."""

from __future__ import annotations

import re

from judge_engine.pipeline.parsing.label_vocabulary import _DOES

# the verbs that make a sentence a statement with a verb of its own ("The second recipe is complete and usable.")
_STATEMENT_VERBS = frozenset(
    "is are was were has have had does do did let settles settled gets got makes made wins won asks asked gives gave "
    "follows covers answers explains uses keeps handles provides offers meets works runs stays reads looks".split()
)
_STATEMENT = re.compile(r"\b(?:" + "|".join(sorted(_STATEMENT_VERBS)) + r")\b", re.IGNORECASE)


# a word that reads as a finite verb before its object ("contains a", "shows exactly", "cannot"): the sentence is a
# statement, not a label without its colon ("The riskier answer to ship.")
_FINITE_GUESS = re.compile(
    r"\b[a-z]{3,}s\s++(?:the|a|an|this|that|these|those|its|their|his|her|every|no|each|all|more|most|exactly|how|why"
    r"|what|where|when|whether|it|them|up|out)\b|\b(?:can|cannot|can['\u2019]t|could|would|will|should|must|may|might)\b",
    re.IGNORECASE,
)


# the token's side as a statement's first words ("This one", "It", "Of the two, this")
_SIDE_LEAD = (
    r"[\s*_#>]*+(?:(?:of\s++the\s++two|here|so|again|honestly|in\s++summary|overall|in\s++short|in\s++the\s++end|all\s++in"
    r"\s++all|to\s++sum\s++up|in\s++conclusion|ultimately|clearly),\s*+)?+(?:this|it|that\s++one)"
)


# a statement's subject that stands for the token's side ("This one", "It", "This response", "The answer below", "The
# better answer")
_DEICTIC = re.compile(
    r"^" + _SIDE_LEAD + r"(?:['\u2019]s)?+\b"
    # not "This error is significant.", "This kind of error is common" (the fault just named; false-failure pass 92f)
    r"(?!\s++(?:kind\s++of\s++|sort\s++of\s++|type\s++of\s++)?+(?:error|mistake|inaccuracy|omission|flaw|problem|issue|slip"
    r"|oversight|bug|misconception|confusion|misreading|fault|discrepancy|distinction|difference|detail|point)s?+\b)"
    r"(?!\s++(?:is|was)\s++(?:a|an)\s++(?:question|case|situation|task|prompt|problem|common|classic|matter|place|time"
    r"|topic|tricky|hard|difficult|subtle|well-known|known|frequent|typical|standard|trick|trap|easy|understandable"
    r"|natural|honest|simple)\b|\s++(?:is|was)\s++(?:a|an)\s++(?:[\w-]++\s++){0,2}?(?:error|mistake|flaw|problem|issue"
    r"|oversight|omission|slip|bug|misconception|confusion|point|distinction|difference)\b|\s++is\s++(?:\w++\s++)?(?:easy"
    r"|hard|difficult|common|tempting|important|worth|true|possible|impossible|likely|unlikely|natural|understandable)\s++"
    r"(?:to|that)\b)"  # "This is a significant error.", "It is easy to confuse the two." (v86, pass 92f); not
    # "This is a question where less is more." ("It is a non-answer." is about the side: v86, adversarial pass 92 CW)
    r"|\b(?:this|that|said)\s++(?:one|answer|response|output|advice|reply|solution|code|recipe|story)\b"
    r"|^[\s*_#>]*+the\s++(?:[\w-]++\s++){0,2}?(?:one|answer|response|output|assistant|reply|completion)\s++(?:below|above"
    r"|here|chosen|picked)\b|^[\s*_#>]*+the\s++(?:better|best|winning|stronger|preferred|chosen|superior)\s++(?:one|answer"
    r"|response|output|assistant|reply)\b"  # "The better answer is longer, but it is wrong." (test_parsing_adv66)
    # version 86 (adversarial pass 92 BP, CN): the token by its place ("The letter below marks the weaker answer.", "The
    # answer named below", "The following response", "What follows", "The named answer", "The response I flag next",
    # "The assistant in the verdict below"), and "its" parts ("None of its steps are right.")
    r"|^[\s*_#>]*+the\s++(?:letter|verdict|label|token|bracket|mark|pick|choice|one|answer|response|output|assistant"
    r"|reply|completion)\s++(?:(?:named|marked|flagged|shown|given|listed|cited|picked|chosen)\s++)?+(?:below|next"
    r"|that\s++follows|in\s++the\s++verdict\s++below)\b|^[\s*_#>]*+the\s++(?:following|named|marked|flagged|next)\s++"
    r"(?:one|answer|response|output|assistant|reply|completion)\b|^[\s*_#>]*+what\s++follows\b|^[\s*_#>]*+the\s++"
    r"(?:one|answer|response|output|reply)\s++(?:i|we)\s++(?:flag|name|mark|pick|give|list)\s++(?:next|below)\b"
    # version 86 (adversarial pass 93 BW, CW): the judge's own pick as the subject ("The one I chose", "The answer I'm
    # going with", "My pick", "The selected answer", "The bracketed answer")
    r"|^[\s*_#>]*+the\s++(?:one|answer|response|output|assistant|reply|letter)\s++(?:i|we)(?:\s++am|\s++are|['\u2019]m"
    r"|['\u2019]re)?+\s++(?:chose|picked|selected|went\s++with|going\s++with|backing|back|prefer(?:red)?+|about\s++to\s++name"
    r"|naming)\b|^[\s*_#>]*+my\s++(?:pick|choice|winner|selection|preferred\s++(?:one|answer|response))\b"
    r"|^[\s*_#>]*+the\s++(?:selected|picked|bracketed|marked|named)\s++(?:one|answer|response|output|assistant|reply)\b"
    r"|^[\s*_#>]*+(?:(?:none|not\s++one|nothing|no\s++part|all|every\s++one|each|most|some|many|several)\s++of\s++)?+"
    r"its\s++(?!(?:other|competitor|counterpart|opponent|rival|peer|twin|sibling|fellow|opposite)\b)",
    re.IGNORECASE,
)


# a statement opening with the token's side as its subject ("This one ranks below the other.")
_SIDE_FIRST = re.compile(_SIDE_LEAD + r"\b", re.IGNORECASE)


# a statement whose subject is the other side, named without its letter ("The other one is better than this.", "Its
# competitor is stronger.", "The alternative is clearer."; adversarial passes 89 BP, 90)
_OTHER_SIDE = re.compile(
    r"\b(?:the|its|that)\s++(?:other|alternative|competitor|counterpart|opponent|rival|contender|challenger|neighbou?r"
    r"|adversary|sibling|peer|twin|partner|companion)(?:\s++(?:one"
    r"|answer|response|output|assistant|reply|solution|option))?+\b|\b(?:over|than)\s++this\b"
    # version 86 (adversarial pass 91 BC): "The competing answer", "The opposing response", "Its fellow answer", "The
    # counter-answer", "Its opposite number", "The answer it is up against", "The response beside it"
    r"|\b(?:the|its)\s++(?:competing|opposing|remaining|contrasting|fellow|alternate|rival|opposite|counter-?)\s*+(?:[\w-]++\s++)?"
    r"(?:one|answers?|responses?|outputs?|assistants?|repl(?:y|ies)|solutions?|options?|stor(?:y|ies)|number|poems?|essays?"
    r"|codes?|versions?|candidates?)\b|\bthe\s++counter-?answer\b|\b(?:one|answer|response|output|reply|solution)\s++"
    r"(?:it|this(?:\s++one)?+)\s++(?:is|was)\s++(?:up\s++against|compared\s++(?:with|to)|paired\s++with|set\s++against"
    r"|pitted\s++against|matched\s++(?:with|against))|\b(?:answer|response|output|one|reply)\s++(?:beside|next\s++to"
    r"|alongside)\s++(?:it|this(?:\s++one)?+)\b"
    # version 86 (adversarial pass 92 BR): the side not picked ("The rejected answer", "The unchosen answer", "The
    # answer I passed over", "The answer I did not pick", "The response nobody chose", "Whichever answer is not named
    # below", "The answer left unnamed below")
    r"|\b(?:the|its)\s++(?:rejected|unchosen|unpicked|unselected|non-?selected|non-?chosen|discarded|excluded|losing"
    r"|unnamed|dropped|passed-over|overlooked|unmentioned|non-?winning|outvoted|foil|unbracketed)\s++(?:[\w-]++\s++)?(?:one|answers?|responses?|outputs?|assistants?"
    r"|repl(?:y|ies)|solutions?|options?|stor(?:y|ies)|poems?|essays?|codes?|versions?|candidates?)\b"
    r"|\b(?:one|answer|response|output|reply|solution|story|option|candidate)\s++(?:that\s++)?+(?:(?:i|we)\s++(?:did\s++not"
    r"|didn['\u2019]t|am\s++not|are\s++not|do\s++not|don['\u2019]t|won['\u2019]t|will\s++not)\s++(?:\w++\s++)?(?:pick"
    r"|choose|select|name|naming|prefer)|(?:i|we)\s++(?:passed\s++over|rejected|discarded|skipped|ruled\s++out"
    r"|set\s++aside|(?:am\s++|are\s++|['\u2019]m\s++)?+(?:leaving|leave)\s++out|(?:am\s++|['\u2019]m\s++)not\s++naming)"
    r"|(?:nobody|no\s++one)\s++(?:chose|picked|selected|named)|(?:is\s++)?+(?:left\s++)?+(?:not\s++named|unnamed)\s++"
    r"(?:below|here))|\bits\s++foil\b|\b(?:answer|response|one|output)\s++it\s++(?:faces|competes\s++with|is\s++facing)\b",
    re.IGNORECASE,
)


# a side named by its place ("the second response", "the latter", "the bottom answer")
_POSITIONAL = re.compile(
    r"\b(?:first|second|former|latter|1st|2nd|top|bottom|last|earlier|later)\s++(?:[\w-]++\s++)?(?:one|answer|response"
    r"|output|assistant|reply|completion|solution|recipe|story|snippet|version|model)s?+\b|\bthe\s++(?:former|latter)\b",
    re.IGNORECASE,
)


# verbs of a deed a statement may open with, its subject the token's side left out ("Explains the fix.")
_DEEDS = _DOES | frozenset(
    "explain explained identifies identified gives gave shows showed lists puts places keeps walks walked gets spots "
    "catches finds notes points describes cites quotes computes calculates derives proves writes wrote "
    "builds implements checks tests validates fixes corrects debunks refutes warns teaches suggests recommends "
    "mentions highlights clarifies summarizes summarises defines apologizes apologises acknowledges".split()
)


def other_side(s: str) -> bool:
    """Whether the statement ``s`` has the other side for its subject (:data:`_OTHER_SIDE`), not the token's."""
    return _SIDE_FIRST.match(s) is None and _OTHER_SIDE.search(s) is not None


def about_side(s: str) -> bool:
    """Whether the statement ``s`` has the token's side for its subject (:data:`_DEICTIC`: ``This one``, ``It``, ``The
    answer below``) or opens with its verb (``Gets trounced on accuracy.``)."""
    first = re.match(r"[\s*_#>]*+([A-Za-z]++)", s)
    verb = first is not None and first.group(1).lower() in _STATEMENT_VERBS | _DEEDS and first.group(1).endswith("s")
    return _DEICTIC.search(s) is not None or verb
