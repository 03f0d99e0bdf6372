"""What a label or a sentence before the verdict says that makes the token no verdict of the judge's (parser version
83; issue 13, adversarial passes 82-85): the words of a loser or a fault (:mod:`~judge_engine.pipeline.parsing.
fault_words` since version 86), a refusal, a condition, someone else's pick, a rating of the reference, a verdict given
before (:func:`refuses`), and a JSON verdict's text fields read the same way (:func:`not_own`,
:func:`unknown_explanation`). Used by :mod:`~judge_engine.pipeline.parsing.label_words` and the other rules."""

from __future__ import annotations

import re

from judge_engine.pipeline.parsing.label_vocabulary import (
    _ABOVE_WORDS,
    _BARE_LABEL,
    _NAMED_SIDE,
    _PAIRWISE,
    _SENTENCE,
    _SENTENCE_WORDS,
    _SUFFIX,
    _WORD,
    _known,
    _short,
)
from judge_engine.pipeline.parsing.limited import IGNORABLE
from judge_engine.pipeline.parsing.quantities import HIGHER_WORSE

SETS_ASIDE = re.compile(
    r"[\s*_#>]*+(?:ignoring|disregarding|regardless\s++of|irrespective\s++of|setting\s++aside|leaving\s++aside"
    r"|putting\s++aside|overlooking|looking\s++past|discounting|excusing|forgiving|(?:setting|putting|leaving)\s++"
    r"[^,:;.\n]{1,60}?\b(?:aside|to\s++(?:one\s++)?+side)\b)\b(?!\s++" + IGNORABLE + r")"
    # version 84 (adversarial pass 87 NS): an exception that names a fault ("Apart from the factual errors,", "Save for
    # the arithmetic slip,"); "Other than that," and "Apart from the formatting," are not matched
    r"|[\s*_#>]*+(?:apart\s++from|aside\s++from|other\s++than|except(?:\s++for)?+|save\s++for|excepting|barring"
    r"|notwithstanding)\b(?=[^,:;.\n]{0,80}?\b(?:errors?|mistakes?|wrong\w*+|incorrect\w*+|bugs?|buggy|flaws?|flawed"
    r"|slips?|hallucinat\w*+|fabricat\w*+|inaccura\w*+|false\w*+|crash\w*+|omissions?|miscalculat\w*+|factual|problems?"
    r"|issues?|faults?|gaps?)\b)",
    re.IGNORECASE,
)
"""A clause setting something aside that is not what MT-Bench's prompt tells the judge to ignore (``Setting aside the
wrong facts and the formatting,``, ``Looking past the factual errors,``, ``Putting the factual mistakes aside,``;
adversarial passes 84 N2 and 86 N2); ``Ignoring the length of the responses,`` and ``Putting it all together,`` are
not matched."""


# a refusal or someone else's pick in the clause before a forced tail ("I would never pick ", "It would be a mistake to
# pick ", "The user would pick ", "It would not get "; adversarial pass 82 B5, N2)
_CHOOSING = (
    r"(?:pick|picking|choose|choosing|go|going|vote|voting|select|prefer|give|get|gets|rate|recommend|say|side|back)"
)


_REFUSING = re.compile(
    r"(?:\bnot|\bnever|n['\u2019]t)\s++(?:\w++\s++)?"
    + _CHOOSING
    + r"\b|\b(?:mistake|wrong|error)\s++to\s++"
    + _CHOOSING
    # the other side put above the token ("I rank B above "; adversarial pass 82 B3)
    + r"\b|\b(?:rank|rate|put|place|ranked|rated|placed)\s++(?:\w++\s++){1,3}?(?:above|over|ahead\s++of)\s*+$",
    re.IGNORECASE,
)


# a verdict for the answer once changed ("Once corrected, I would pick "; adversarial pass 82 N1)
_CHANGED = re.compile(
    r"\b(?:once|after|when|if)\s++(?:\w++\s++){0,3}?(?:(?:is|are|gets?|was|were)\s++)?+(?:corrected|fixed|revised"
    r"|repaired|updated|rewritten)\b|\b(?:with|after)\s++(?:the\s++|its\s++)?+fix(?:es)?+\b",
    re.IGNORECASE,
)


_OTHERS_PICK = re.compile(
    r"(?<!\bi\s)(?<!\bwe\s)\bwould\s++(?:\w++\s++){0,3}?" + _CHOOSING + r"\b", re.IGNORECASE
)  # not "It is the one I would recommend." (version 86, false-failure pass 92f)


# someone else's pick named by its agent ("Preferred by the user:", "Chosen by Assistant B:"; version 83, adversarial
# pass 83 N1)
_BY_OTHER = re.compile(
    r"\b(?:preferred|chosen|picked|selected|favou?red|liked|voted\s++for|endorsed|recommended|rated|scored|graded|given"
    r"|assigned|awarded)\s++by\b",
    re.IGNORECASE,
)


# a rating of the reference answer, not the graded one ("Rating of the reference answer:", "The reference answer
# deserves"; version 83, adversarial pass 83 N4)
_OF_REFERENCE = re.compile(
    r"\b(?:of|for)\s++the\s++reference\b"
    r"|^[\s*_#>]*+(?:the\s++)?+reference(?:['\u2019]s)?+(?:\s++(?:answer|response|solution))?+\b(?!\s*+,)"
    r"|\bthe\s++reference(?:\s++(?:answer|response|solution))?+\s++(?:would|will|gets?|got|deserves?|earns?|receives?)\b",
    re.IGNORECASE,
)


# a condition or a counterfactual in the label's sentence ("Given a correct final answer,", "But for its two factual
# errors,", "As long as the user only needs a rough estimate,", "Even with the errors fixed,"; adversarial pass 84 N1)
_STRONG_CONDITION = (
    r"\b(?:given\s++(?:a|an|that\s++(?:it|the\s++answer|the\s++response)\s++(?:were|was|had))\b|but\s++for\b"
    r"|as\s++long\s++as\b|even\s++(?:with|if|after|without)\b|unless\b|only\s++if\b|suppos\w*+"
    r"|imagin(?:e|ing)\b|hypothetical\w*+|in\s++case\b|on\s++the\s++(?:assumption|premise|condition)\b|granted\b"
    r"|under\s++the\s++(?:assumption|premise)\b|alternate\s++(?:universe|world|reality)\b|for\s++the\s++sake\s++of\b"
    r"|let['\u2019]?+s\s++(?:say|assume|suppose)\b|pretend\w*+|in\s++the\s++(?:scenario|case|event)\s++(?:where|that)\b"
    r"|conditional\s++(?:on|upon)\b|subject\s++to\b|pending\b|with\s++a\s++(?:more\s++)?+(?:lenient|generous|strict|harsh"
    r"|forgiving)\s++(?:grader|judge|reader|rubric)\b|(?:^|,\s*+)were\s++[^.;]{1,80}?\b(?:i|we)\s++would\b"
    r"|with\s++an?\s++(?:\w++\s++){0,2}?(?:grader|judge|reader|user)\s++who\b|in\s++which\s++the\s++user\s++only\b"
    # version 84 (adversarial pass 87 NC): "So long as brevity is all that counts,", "For a reader who only skims,"
    r"|so\s++long\s++as\b|^[\s*_#>]*+(?:for|to)\s++(?:a|an|any)\s++(?:\w++\s++){0,2}?(?:reader|user|grader|judge|audience"
    r"|person|customer|student|beginner|expert)\s++who\b"
    # adversarial pass 88 NC: "Insofar as", "To the extent that", "Presuming", "Where brevity is all that counts,",
    # "Should brevity be all that matters,"
    r"|insofar\s++as\b|in\s++so\s++far\s++as\b|to\s++the\s++extent\s++that\b|presum(?:e|es|ed|ing)\b"
    r"|^[\s*_#>]*+where\s++(?!(?:i|we)\b)\w|^[\s*_#>]*+should\s++(?!(?:i|we|you)\b)\w"
    # adversarial pass 89 NC: "Assuming the reference is wrong,", "Provided the user only wants", "On the off chance",
    # "Were brevity all that counted,", "Had Assistant B shown its work,"
    r"|^[\s*_#>]*+assum(?:e|es|ed|ing)\s++(?:that\s++)?+(?:the\s++)?+(?:reference|answer|response|code|question|it|they"
    r"|assistant|[ab])\b|^[\s*_#>]*+provid(?:ed|ing)\s++(?:that\s++)?+(?!by\b)\w|on\s++the\s++off\s++chance\b"
    r"|^[\s*_#>]*+(?:were|had)\s++(?!(?:i|we|you|both|the\s++two)\b)\w[^.?!\n]{0,80}?,)"
)


SUPPOSED_STRONG = re.compile(_STRONG_CONDITION, re.IGNORECASE)
"""A condition or counterfactual in words that are never a plain statement (``Given a different question,``, ``As
long as ...``, ``But for its errors,``); :data:`_SUPPOSED` adds a bare ``if`` and ``otherwise``."""


_SUPPOSED = re.compile(_STRONG_CONDITION + r"|\b(?:if|otherwise)\b", re.IGNORECASE)


OTHER_AGENT = re.compile(
    r"\b(?:user|users|grader|graders|judge|judges|annotator|annotators|reviewer|reviewers|people|crowd|someone|humans?)"
    r"\s++(?:\w++\s++)?(?:gave|give|gives|picked|chose|chosen|preferred|prefers|selected|rated|scored|voted)\b",
    re.IGNORECASE,
)
"""Someone else's pick or scores (``the scores the user gave``, ``the one the user picked``; version 83, adversarial
pass 84 N4, N5)."""


# a verdict given before, or a first impression (adversarial pass 85 N1, N3)
_PAST = re.compile(
    r"\b(?:verdict|choice|pick|rating|score|answer|decision|winner)\s++(?:was|were|had\s++been)\s*+$|\binitial(?:ly)?+\b"
    r"|\bat\s++first\b|\bfirst\s++(?:read|reading|pass|glance|impression|look|draft|attempt|instinct)\b|\bbefore\s++(?:i|we)\b"
    r"|\boriginally\b|\bearlier\b|\bpreviously\b|\bpreliminary\b|\btentative\w*+|\bused\s++to\b|\bprior\s++to\b"
    r"|\bahead\s++of\b|\bbefore\s++(?:checking|verifying|reading|running|testing|looking)\b|\b(?:my\s++)?+gut\b",
    re.IGNORECASE,
)


# what turns a first impression into the final verdict ("..., but after checking, my final verdict:")
_AFTER_TURN = re.compile(r"\b(?:but|however|now|ultimately|finally|yet|though)\b", re.IGNORECASE)


_OWN_SUBJECT = frozenset("i we my our so thus therefore hence overall finally".split())


def refuses(lead: str) -> bool:
    """Whether the last clause of ``lead`` (after ``.``, ``!``, ``?``, ``;``, ``:`` or a line break; at most
    :data:`_SENTENCE_WORDS` words) refuses a pick (:data:`_REFUSING`: a negation or ``a mistake to`` before a verb of
    choosing or rating) or gives another's (``would pick`` after a subject other than the judge's own)."""
    sentence = re.split(r"[.!?:\n\uff1a]", lead)[-1]
    if _PAST.search(_AFTER_TURN.split(sentence)[-1]):
        return True  # "My initial verdict was:", "At first I picked " (adversarial pass 85 N1, N3)
    if _BY_OTHER.search(sentence) or _OF_REFERENCE.search(sentence) or _SUPPOSED.search(sentence):
        return True  # "Preferred by the user:", "Rating of the reference answer:", "Given a correct final answer,"
    for earlier in sentence.split(";")[:-1]:  # "I am not choosing; the tool insists on " (version 83, pass 83 N3)
        if _REFUSING.search(earlier) and len(_WORD.findall(earlier)) <= _SENTENCE_WORDS:
            return True
    clause = sentence.rsplit(";", 1)[-1]
    words = [_SUFFIX.sub("", w) for w in _WORD.findall(clause.casefold())]
    if not words or len(words) > _SENTENCE_WORDS:
        return False
    part = clause.rsplit(",", 1)[-1]  # "A is better, I would say ": the subject of the last comma part
    subject = _WORD.findall(part.casefold())[:1]
    if _CHANGED.search(clause) is not None:
        return True
    return _REFUSING.search(clause) is not None or (
        bool(subject) and subject[0] not in _OWN_SUBJECT and _OTHERS_PICK.search(part) is not None
    )


_WOULD = re.compile(r"\bwould\b", re.IGNORECASE)


# someone else's or another item's verdict ("according to the reference grader", "in the previous round")
_ACCORDING = re.compile(
    r"\baccording\s++to\b|\b(?:previous|prior|earlier|last|other)\s++(?:round|pair|comparison|question|item|turn|task)\b"
    r"|\b(?:example|sample)\s++(?:in|from)\s++the\s++(?:instructions|prompt)\b|\bby\s++default\b"
    r"|\bcould\s++not\s++(?:load|read|open|see|access)\b",
    re.IGNORECASE,
)


def not_own(text: str) -> bool:
    """Whether a JSON verdict's text field gives the verdict under a condition (:data:`_SUPPOSED`), as someone else's or
    another item's (:data:`OTHER_AGENT`, :data:`_ACCORDING`: ``the one the user picked``, ``the example from the
    instructions``, ``by default``) or on a scale stated the other way round
    (:data:`~judge_engine.pipeline.parsing.quantities.HIGHER_WORSE`; adversarial passes 84 N4 and 85 N4)."""
    return bool(
        _SUPPOSED.search(text) or OTHER_AGENT.search(text) or _ACCORDING.search(text) or HIGHER_WORSE.search(text)
    )


def unknown_explanation(text: str) -> bool:
    """Whether a JSON verdict's explanation (``{"winner": "A", "explanation": ...}``) says the pick holds for the
    answer once changed (:data:`_CHANGED` with ``would``: ``"once corrected, B would be better"``), or is a short
    phrase of at most :data:`_ABOVE_WORDS` words naming no side (:data:`_NAMED_SIDE`) with a word outside the pairwise
    vocabulary (``"Better at nothing."``; version 83, adversarial pass 82 BA076, NV028, NV029). ``"More accurate and
    complete."`` and ``"Response 1 answers both parts."`` are False. Since the second round of version 83 also one that
    holds a condition (:data:`_SUPPOSED`), someone else's pick (:data:`OTHER_AGENT`, :data:`_ACCORDING`) or a scale
    stated the other way round (:data:`~judge_engine.pipeline.parsing.quantities.HIGHER_WORSE`; adversarial pass 84
    N4, B5)."""
    if _CHANGED.search(text) is not None and _WOULD.search(text) is not None:
        return True
    if not_own(text):
        return True  # "Assistant B, if the user only wants speed.", "the one the user picked" (adversarial pass 84 N4)
    if _NAMED_SIDE.search(text) or not _BARE_LABEL.fullmatch(text.rstrip(" .!")):
        return False
    words = _short(text, _ABOVE_WORDS)
    return words is not None and not _known(words, _PAIRWISE | _SENTENCE)
