"""The last short sentence before a verdict that speaks for a side, read when the last-decision walk read no decision
(parser version 60; issue 13, adversarial pass 53): :func:`leans_otherwise`.

Passes 46-53 each found new wordings of a decision the walk's listed shapes do not read (``Compared to Assistant A,
Assistant B is worse.``, ``Assistant A is more faithful to the instruction.``, ``Assistant A isn't perfect, but it is
better than Assistant B.``). After a walk that read nothing, the last sentence naming a side is weighed by the cue rules
of the text-after-verdict backstop (:func:`~judge_engine.pipeline.parsing.side_cues.speaks_for`: subject, negation,
remarks on one aspect, concessions), but only a sentence of at most :data:`_WORDS` words with a word of deciding
between the sides (:data:`_DECISIVE`: ``better``, ``worst``, ``beats``, ``more helpful``; not ``accurate`` or
``detailed``, which describe one side) and no denied claim (``It is not true that Assistant A is worse.``). Measured on
FairEval's 10,994 recorded GPT-4 and ChatGPT reviews with unequal scores, recast as letter verdicts (the explanation,
then ``[[A]]`` or ``[[B]]`` by the higher score): the same 2 written and 11 forced verdicts fail as without this rule;
with every cue word, or sentences of up to 40 words, 113 written verdicts fail (descriptions of the losing side's
merits)."""

from __future__ import annotations

import re

from judge_engine.pipeline.parsing.side_cues import aspect_only, speaks_for
from judge_engine.pipeline.parsing.ties import TIE
from judge_engine.pipeline.parsing.walk import restricted

_TIE = re.compile(TIE, re.I)
_WORDS = 15
"""The longest sentence read, in words: a judge's conclusion is short; a longer one weighs or describes."""
# the words of a decision between the sides, not of a description of one ("more accurate", "correct")
_DECISIVE = re.compile(
    r"\b(?:better|best|superior|inferior|worse|worst|weaker|stronger|wins?|won|winner|loser|los(?:es|t)|beats?|beaten"
    r"|outperform\w*|outclass\w*|outshin\w*|outdo\w*|surpass\w*|prefer\w*|favou?r\w*|edges?|edged|nod|pick|choice"
    r"|victor(?:ious)?|prevail\w*|triumph\w*|ahead|behind|trail\w*|lags?|top|first|second"
    r"|(?:more|less)\s++(?:faithful|helpful|accurate|correct|useful|relevant|appropriate|reliable|precise|effective"
    r"|truthful|convincing|complete|trustworthy|sound|solid))\b",
    re.I,
)

# a lead that restricts the sentence to one part ("In terms of accuracy,", "When it comes to style,", "On tone,")
_PART_LEAD = re.compile(
    r"\W*+(?:in\s++terms\s++of|when\s++it\s++comes\s++to|regarding|as\s++(?:for|to|regards)|with\s++regard\s++to"
    r"|on|for|in)\s++(?!the\s++whole\b|balance\b|sum\b|short\b|summary\b|conclusion\b|all\b|the\s++end\b"
    r"|(?:my|our)\s++(?:view|opinion|judge?ment|estimation|assessment)\b|(?:this|that|these|those)\s++reasons?\b)"
    r"[^,;:]{1,40}+,",
    re.I,
)
# a claim the sentence denies ("It is not true that Assistant A is worse.")
_DENIED_CLAIM = re.compile(
    r"\b(?:not|n['\u2019]t)\s++(?:(?:at\s++all\s++)?true|the\s++case|fair\s++to\s++say|right\s++to\s++say)\s++that\b"
    r"|\b(?:false|untrue|wrong\s++to\s++say)\s++that\b",
    re.I,
)


def _part(sentence: str) -> bool:
    """Whether ``sentence`` speaks of one part: :func:`~judge_engine.pipeline.parsing.walk.restricted`, or an aspect
    lead or every cue about one aspect (:func:`~judge_engine.pipeline.parsing.side_cues.aspect_only`), or a lead such as
    ``In terms of accuracy,`` (:data:`_PART_LEAD`)."""
    return restricted(sentence) or aspect_only(sentence) or _PART_LEAD.match(sentence) is not None


def leans_otherwise(sentences: list[str], forced: str, names: tuple[re.Pattern[str], re.Pattern[str]]) -> bool:
    """Whether the last sentence naming a side among ``sentences`` (the evidence's sentences the last-decision walk
    read, last first: :func:`~judge_engine.pipeline.parsing.conclusion.last_sentences`) speaks for a side the verdict
    ``forced`` (``"a"``, ``"b"``, ``"tie"``) is not: the other side, or either side for a tie. False when a sentence
    longer than :data:`_WORDS` words comes first, or that sentence has no deciding word, denies a claim or speaks of
    one part (:func:`_part`: ``In terms of accuracy, Assistant A is better.``). ``names``: the two sides' name
    patterns (A, B). Linear: each sentence split once, two cue scans of one."""
    own, other = (names[0], names[1]) if forced == "a" else (names[1], names[0])
    nxt: str | None = None
    for sentence in sentences:
        if "[[" in sentence:
            continue  # a verdict token or the template's options
        if len(sentence.split()) > _WORDS:
            return False
        if own.search(sentence) or other.search(sentence):
            if _DENIED_CLAIM.search(sentence) or not _DECISIVE.search(sentence) or _part(sentence):
                return False
            if forced == "tie":
                return not _TIE.search(sentence) and any(
                    speaks_for(sentence, mine, theirs, nxt, tie=True) for mine, theirs in (names, names[::-1])
                )
            return speaks_for(sentence, own, other, nxt)
        nxt = sentence
    return False
