"""A statement on the line above a pairwise verdict token (parser version 85; issue 13, adversarial passes 89 and 90,
false-failure passes 88f and 89f): :func:`says_otherwise` reads whether it makes the token no verdict of the judge's. A
statement whose subject stands for the token's side (``This one``, ``It``, ``The answer below``; :data:`_DEICTIC`) must
fault nothing and name no low place (``This one came in second.\n[[A]]`` fails; ``It explains how to detect memory
leaks with valgrind.\n[[B]]`` and ``It is more practical and tailored to a beginner.\n[[B]]`` read); one whose subject
is the other side (``the other one``, ``Its competitor``; :data:`_OTHER_SIDE`) must fault it (``I'd pick the other one
over this.\n[[A]]`` fails). A statement about the topic (``Sydney is a common wrong guess.``, ``The missing await is
the actual bug.``) is the judge's reasoning and is read only for a refusal or someone else's pick; a fragment without a
verb of its own (``The riskier answer to ship.``) is a label and is read for faults. Used by
:func:`~judge_engine.pipeline.parsing.label_clauses._closed_sentence`."""

from __future__ import annotations

import re

from judge_engine.pipeline.parsing.label_faults import _NO_FAULT, faulted, refuses
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
_SIDE_LEAD = r"[\s*_#>]*+(?:(?:of\s++the\s++two|here|so|again|honestly),\s*+)?+(?:this|it|that\s++one)"


# a statement's subject that stands for the token's side ("This one", "It", "This response", "The answer below", "The
# better answer")
_DEICTIC = re.compile(
    r"^" + _SIDE_LEAD + r"(?:['\u2019]s)?+\b"
    r"(?!\s++(?:is|was)\s++(?:a|an)\s)"  # not "This is a question where less is more."
    r"|\b(?:this|that)\s++(?:one|answer|response|output|advice|reply|solution|code|recipe|story)\b"
    r"|^[\s*_#>]*+the\s++(?:[\w-]++\s++){0,2}?(?:one|answer|response|output|assistant|reply|completion)\s++(?:below|above"
    r"|here|chosen|picked)\b|^[\s*_#>]*+the\s++(?:better|best|winning|stronger|preferred|chosen|superior)\s++(?:one|answer"
    r"|response|output|assistant|reply)\b",  # "The better answer is longer, but it is wrong." (test_parsing_adv66)
    re.IGNORECASE,
)


# a statement opening with the token's side as its subject ("This one ranks below the other.")
_SIDE_FIRST = re.compile(_SIDE_LEAD + r"\b", re.IGNORECASE)


# a statement whose subject is the other side, named without its letter ("The other one is better than this.", "Its
# competitor is stronger.", "The alternative is clearer."; adversarial passes 89 BP, 90)
_OTHER_SIDE = re.compile(
    r"\b(?:the|its|that)\s++(?:other|alternative|competitor|counterpart|opponent|rival|contender|challenger|neighbou?r"
    r"|adversary|sibling|peer|twin|partner|companion)(?:\s++(?:one"
    r"|answer|response|output|assistant|reply|solution|option))?+\b|\b(?:over|than)\s++this\b",
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


def says_otherwise(s: str) -> bool:
    """Whether a statement above a pairwise token (``s``) makes the token no verdict of the judge's: it refuses or
    gives someone else's pick; its subject is the other side (:data:`_OTHER_SIDE`) and it says anything but a fault of
    it (``I'd pick the other one over this.``, ``Its competitor is stronger.``); or its subject stands for the token's
    side (:data:`_DEICTIC`: ``This one``, ``It``) and it faults that side or names a low place (``This one came in
    second.``, ``This one is lackluster.``; version 85, adversarial pass 89 BP); a fragment without a verb of its own
    is a label and is read for faults (``The riskier answer to ship.``). A statement about the topic (``Sydney is a
    common wrong guess.``, ``The missing await is the actual bug.``) is the judge's reasoning, not a label (version 85,
    false-failure pass 88f G2). A side's praise in words of any kind reads (false-failure pass 89f G1)."""
    if refuses(s):
        return True
    if _POSITIONAL.search(s) is not None or _NO_FAULT.search(s) is not None:  # "does not make the doubling error"
        return faulted(s)  # a side named by its place ("The second output is not too long."; false-failure pass 84f)
    if other_side(s):  # the other side: only its fault grounds the verdict ("Its competitor crashes on empty input."
        return not faulted(s)  # reads; "Its competitor is stronger." fails)
    if about_side(s):  # "This one came in second.", "This one is lackluster.", "Gets trounced on accuracy."
        return faulted(s)
    # a fragment without a verb of its own is a label ("The riskier answer to ship."); a statement about the topic
    # ("Sydney is a common wrong guess.") is the judge's reasoning
    return _STATEMENT.search(s) is None and _FINITE_GUESS.search(s) is None and faulted(s)
