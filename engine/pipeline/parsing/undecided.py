"""Evidence before a forced verdict in which the judge says it could not decide (:func:`undecided`).

A constrained decoder (``constrain = "verdict"``) writes a verdict whatever the judge wrote before it, so a
judge that ends its evidence with "I can't determine which assistant performed better." gets a verdict the
grammar chose, not the judge (adversarial passes 28 and 30-34, H1).
:func:`~judge_engine.pipeline.parsing.refusals.refuses` reads refusals of the task in listed shapes; this
module reads, in forced evidence only (markdown emphasis removed), statements of not being able to decide, in
these families of wordings (:data:`_UNDECIDED`):

- the judge's own inability with a deciding verb or noun: ``I can't determine which assistant performed better.``,
  ``I cannot make a determination.``, ``Without the reference answer, I cannot decide.``, ``I can't tell the better
  response.``, ``I cannot reach a conclusion.``, ``I can't make up my mind.``, ``I lack the context to evaluate
  this.``, ``I'm unsure which response is better.``, ``I'm not sure what rating to give.``, ``I don't have personal
  preferences.``, also without a subject at a sentence's start (``Can't decide.``, ``Final verdict: Unable to
  determine.``);
- an impersonal one: ``No winner can be determined.``, ``A verdict cannot be given.``, ``The better response cannot
  be determined.``, ``Neither response can be meaningfully compared.``, ``There is no response to rate.``;
- a hedge: ``It's hard to say which response is better.``, ``Hard to say.``, ``It's unclear which is better.``;
- a label or a sentence that gives no verdict: ``Verdict: Undecided.``, ``Result: inconclusive.``, ``The comparison is
  inconclusive.``;
- no preference (:data:`~judge_engine.pipeline.parsing.no_preference.TIE_LIKE`: ``I have no preference.``, ``I have no
  strong preference.``, ``It's too close to call.``, ``I am torn between the two.``, ``I'm torn.``, ``It could go
  either way.``, ``There is no obvious winner.``), read as a tie.

The verb's object must be the decision or the task as a whole (``which is better``, ``the better response``, ``a
winner``, ``these responses``, the end of its clause); a detail (``sources that I can't evaluate``, ``which part
answers``, ``which library``, ``which is more idiomatic``, ``the code's speed``, ``based on length alone``) or two
scores weighed (``a close call between a 6 and a 7``) is no statement of the verdict. For a single rating only a
statement about the rating counts (``It's hard to rate this.``; not ``It's hard to say.``, not one comparing two
responses). What follows the statement in its sentence or later may decide
(:func:`~judge_engine.pipeline.parsing.decided.decides`): a clause that names one side with a decision word and no
hedge (``... Overall, Assistant A is more accurate.``, ``..., but if I had to choose, I'd pick Assistant A.``; not
``Both have their merits.``, ``Perhaps Assistant B.``, ``If the user wants code, A is better``), not negated
(``Assistant A is not better``), not restricted to an aspect (``better at formatting``) and no quality weighed against
a shortfall (``more accurate but less complete``; adversarial pass 33 H2); clauses for both sides, one deciding, are a
trade-off, no decision (``Assistant A wins on accuracy, Assistant B wins on style.``). A side decided after the
statement keeps a forced verdict for that side and makes any other forced verdict ``ambiguous``
(:func:`~judge_engine.pipeline.parsing.forced_tail.with_forced`; the conclusion rules read the rest). A statement
whose sentence gives a tie as the reason (``I can't pick a winner here - both answers are correct and complete.``,
:data:`~judge_engine.pipeline.parsing.refusals.TIE_SAID`), a tie said after it (``..., so I'll call it a tie.``) or no
preference (``There is no clear winner.``, ``It's a toss-up.``) is a tie: it keeps a forced tie and contradicts a
forced side. Quoted text never counts (:func:`~judge_engine.pipeline.parsing.quoting.unquoted_hits` with
``statement=True``: a negation earlier in the sentence does not discount the statement, ``I can't run the code, so I
can't decide which is better.``, a condition does, ``If I can't decide, ...``; adversarial pass 33 H5), nor an
inability in a relative clause or another subject's (``Assistant B said it cannot decide``: the subject is the judge,
``I``/``we``, or impersonal).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from judge_engine.pipeline.parsing.decided import RESTRICTED, decides
from judge_engine.pipeline.parsing.no_preference import TIE_AFTER, TIE_LIKE, OneSide
from judge_engine.pipeline.parsing.quoting import prompt_lines, unquoted_hits
from judge_engine.pipeline.parsing.refusals import TIE_SAID

if TYPE_CHECKING:
    from judge_engine.pipeline.templates import Template

# what may follow a deciding verb: the end of its clause, "which [one] is ...", "the better", "between", or a winner
# or verdict noun or the task as a whole ("them", "these responses", "this") that ends the clause; anything else
# ("whether the date is right", "the code's speed", "it as excellent", "it higher than 3", "the responses on
# length", "which part answers", "which plan is better") is a remark on a detail or a rating, not a decision left
# open (adversarial pass 31 M1)
_CLAUSE_END = (
    r"(?:\s++(?:fairly|properly|objectively|accurately|reliably|confidently|definitively|meaningfully|here|now"
    r"|right\s++now))?"
    r"(?=\s*+(?:[.,;:!?)\-\u2013\u2014]|$|(?:and|or|so|because|since|as\s++(?:i|it|they|both|neither|the|there|we)\b|without|here"
    r"|now|at\s++all|for\s++sure|with\s++certainty|between(?!\s++(?:an?\s++)?+\d)|among|from\s++(?:the|these|this)|yet|given|based)\b|(?:to|for)\s++(?:this|the|these|either|both)\s++(?:two\s++)?+(?:responses?|answers?|outputs?)\b"
    r"|(?:to|for)\s++(?:it|them)\s*+(?:[.!,;]|$)))"
)
_WHICH = (
    r"\s++(?:which|who)(?:\s++(?:one|response|answer|assistant|output|reply|model|of\s++(?:the|these|them|both)"
    r"(?:\s++two)?+(?:\s++(?:responses|answers|outputs|assistants))?+))?+\s++(?:(?:is|was|are|were|would\s++be)\s++"
    r"(?:(?:the|clearly|really|actually|truly)\s++)?+(?:better|best|superior|stronger|preferable|preferred|the\s++winner"
    r"|more\s++(?:helpful|accurate|correct)|correct|right)|(?:performs?|performed|did|does|answers?|answered|handles?|handled|fits?)"
    r"\s++(?:a\s++(?:much\s++)?+)?+(?:better|best)(?:\s++job)?+|to\s++(?:choose|pick|prefer)|(?:i|we)\s++(?:prefer|would\s++(?:choose|pick|prefer)))\b"
)
_OBJECT = (
    r"(?:"
    + _CLAUSE_END
    + r"|"
    + _WHICH
    + r"|\s++(?:(?:a|the|any|one|a\s++clear|the\s++clear|an\s++overall|the\s++overall)\s++)?+(?:better|best|stronger"
    r"|superior|winning|preferred)\b(?:\s++(?:response|answer|one|assistant|output|option))?+"
    + _CLAUSE_END
    + r"|\s++(?:a|the|any|one|a\s++clear|the\s++clear|a\s++fair|a\s++final|a\s++definitive)\s++(?:winner|verdict"
    r"|determination|decision|judge?ment|choice|rating|score)"
    + _CLAUSE_END
    + r"|\s++(?:between|among)\b(?!\s++(?:an?\s++)?+\d)"
    r"|\s++(?:that\s++)?+(?:one|either)\s++(?:is|was)\s++(?:better|superior)\b"
    r"|\s++(?:on|about|as\s++to|regarding)"
    + _WHICH
    + r"|\s++what\s++(?:rating|score|grade)\s++(?:this|it|the\s++response"
    r"|the\s++answer)(?:\s++(?:response|answer))?+\s++deserves\b|\s++(?:this|that)\s++one\b"
    r"|\s++on\s++(?:a|an|the|my|one)\s++(?:(?:final|exact|precise|specific|single|fair)\s++)?+(?:rating|score|grade"
    r"|verdict)\b|\s++(?:on\s++)?+(?:a|the)\s++winner\b|\s++one\s++over\s++the\s++other\b|\s++a\s++side\b"
    r"|\s++the\s++better\s++of\s++the\s++two\b|\s++(?:whether|if)\s++[^.!?\n]{1,60}?\s++(?:or\s++[^.!?\n]{1,40}?\s++)?+"
    r"is\s++(?:better|superior|the\s++better)\b"
    r"|\s++(?:them|these|those|this|that|it|both|either|the\s++(?:two\s++)?+(?:responses|answers|outputs|assistants"
    r"|replies)|this\s++(?:response|answer|output|reply)|the\s++(?:responses|answers|outputs)['\u2019]?+\s++(?:quality"
    r"|merits|correctness))" + _CLAUSE_END + r")"
)
_VERB = (
    r"(?:determine|decide|judge|evaluate|assess|choose|pick|compare|rate|score|grade|identify|rank"
    r"|tell(?=\s++(?:which|who|whether|if|the\s++better|a\s++winner|the\s++winner|them\s++apart)|\s*+(?:[.!]|$))"
    r"|say(?:\s++(?:for\s++(?:sure|certain)|with\s++(?:confidence|certainty)))?+(?=\s++(?:which|who|one|either|that)\b"
    r"|\s*+(?:[.!]|$))"
    r"|be\s++(?:sure|certain)(?=\s++(?:which|who))|crown|declare|settle(?=\s++on\b)|know(?=\s++(?:which|who))"
    r"|call(?=\s++(?:this|it)\b)"
    r"|(?:make|give|provide|reach|offer|render|assign)\s++(?:a|an|any|the|my)\s++(?:(?:clear|fair|final|definitive"
    r"|informed|overall|firm|subjective|personal|objective|reliable|confident|accurate)\s++)?+(?:determination|decision|verdict|judge?ment|choice|call|rating|score|evaluation"
    r"|assessment|conclusion)"
    r"|(?:reach|come\s++to|arrive\s++at)\s++(?:a|any|the|my)\s++(?:(?:clear|firm|final|definitive)\s++)?+(?:conclusion"
    r"|verdict|decision|determination)|make\s++up\s++(?:my|our)\s++minds?)"
)
_INABLE = (
    r"(?:cannot|can\s*+not|can['\u2019]t|could\s*+not|couldn['\u2019]t|unable\s++to|not\s++able\s++to|won['\u2019]t"
    r"|will\s++not|not\s++in\s++a\s++position\s++to|not\s++qualified\s++to|don['\u2019]t\s++(?:feel\s++able\s++to|think\s++i\s++can))"
)
_HARD = (
    r"(?:hard|difficult|impossible|not\s++possible|tough|tricky|unclear|not\s++clear|challenging|not\s++easy"
    r"|not\s++obvious|debatable|(?<=n't\s)(?:clear|obvious|easy))"
)
_UNDECIDED = re.compile(
    # the judge's own inability: "I can't determine ...", "We are unable to decide", "I won't choose"; not in a
    # relative clause ("sources that I can't evaluate")
    r"(?<!that\s)(?<!which\s)\b(?:i|we)(?:['\u2019]m|['\u2019]re|\s++am|\s++are|\s++would|['\u2019]d)?+"
    r"(?:\s++(?:really|simply|just|honestly|truly|genuinely|still|frankly|unfortunately))?+\s++"
    r"(?:really\s++)?+" + _INABLE + r"(?:\s++(?:really|quite|confidently|fairly|reliably|accurately|objectively"
    r"|definitively|clearly|properly|meaningfully|possibly))?+\s++"
    + _VERB
    + _OBJECT
    # "My final verdict is that I cannot decide."
    + r"|\b(?:verdict|decision|conclusion)\s++(?:is|was)\s++that\s++(?:i|we)\s++(?:really\s++)?+"
    + _INABLE
    + r"\s++"
    + _VERB
    + _OBJECT
    # without a subject after a conjunction (adversarial pass 34 H1: "I read both twice but still can't decide ...",
    # "I couldn't run the code; can't say which is better.")
    + r"|(?:(?<=\bbut\s)|(?<=\band\s)|(?<=\bstill\s)|(?<=\byet\s)|(?<=\bso\s)|(?<=;\s))(?:cannot|can\s*+not"
    r"|can['\u2019]t|couldn['\u2019]t|could\s++not)\s++"
    + _VERB
    + _OBJECT
    # without a subject at a sentence's start or after a label: "Unable to determine.", "Can't decide."
    + r"|(?:^|(?<=[.!?:]\s)|(?<=[.!?:]\s\s))[^\w\n]{0,8}+(?:unable\s++to|cannot|can\s*+not|can['\u2019]t)\s++"
    + _VERB
    + _OBJECT
    # unsure: "I'm unsure which response is better.", "I'm not sure what rating to give.", "I don't know what score"
    + r"|\b(?:i['\u2019]m|i\s++am|we['\u2019]re|we\s++are)\s++(?:really\s++)?+(?:unsure|uncertain"
    r"|not\s++(?:sure|certain))(?:\s++about)?+(?:" + _WHICH + r"|\s++what\s++(?:rating|score|grade|verdict)"
    r"\s++(?:to\s++(?:give|assign)|(?:i|we)\s++should|(?:it|this|the\s++response|the\s++answer)\s++deserves)"
    r"|\s++how\s++to\s++(?:rate|score|judge|decide|choose))\b"
    r"|\b(?:i|we)\s++(?:really\s++)?+(?:don['\u2019]t|do\s++not)\s++know(?:" + _WHICH + r"|\s++what\s++(?:rating|score"
    r"|grade|verdict)\s++(?:to\s++(?:give|assign)|(?:i|we)\s++should|(?:it|this|the\s++response|the\s++answer)\s++deserves)|\s++how\s++to\s++(?:rate|score|judge|decide|choose))\b"
    # "I lack the context to evaluate this.", "I don't have enough information to decide."
    r"|\b(?:i|we)\s++(?:lack|(?:do\s++not|don['\u2019]t)\s++have|have\s++no)\s++(?:the\s++|enough\s++|sufficient\s++"
    r"|any\s++|a\s++)?+(?:(?:more|necessary|full|relevant|proper|adequate|required|needed)\s++)?+(?:context|information"
    r"|details?|reference|basis|means|knowledge|background)"
    r"(?:\s++(?:to|for)\s++(?:\w++\s++){0,2}?(?:decid|judg|evaluat|assess|compar|choos|determin|rat|scor)\w*+)?+\b"
    # "As an AI, I cannot have preferences.", "I don't have personal preferences."
    r"|\b(?:i|we)\s++(?:cannot|can['\u2019]t|do\s++not|don['\u2019]t)\s++have\s++(?:personal\s++)?+(?:preferences"
    r"|opinions)\b"
    # impersonal: "No winner can be determined.", "A verdict cannot be given.", "Neither response can be evaluated",
    # "The better response cannot be determined.", "Which one is better cannot be determined."
    r"|\bno\s++(?:clear\s++|single\s++|definitive\s++|final\s++)?+(?:winner|verdict|decision|determination|judge?ment"
    r"|choice|rating|score|preference)\s++(?:can|could)\s++be\s++(?:determined|given|made|reached|declared|decided"
    r"|assigned|chosen|picked|identified|established)\b"
    r"|\b(?:(?:a|the)\s++(?:clear\s++|definitive\s++|final\s++|fair\s++)?+(?:winner|verdict|decision|determination"
    r"|judge?ment|choice|rating|score)|the\s++(?:better|best|stronger|winning)\s++(?:response|answer|one|output"
    r"|assistant)|which(?:\s++(?:one|response|answer))?+\s++is\s++better)\s++(?:cannot|can\s*+not|can['\u2019]t"
    r"|could\s*+not|couldn['\u2019]t)\s++be\s++(?:determined|given|made|reached|declared|decided|assigned|chosen"
    r"|picked|identified|established|said|told)\b"
    r"|\b(?:neither|none)\s++(?:of\s++(?:the|these)\s++)?+(?:responses?|answers?|outputs?|assistants?)\s++(?:can|could)"
    r"\s++(?:\w+ly\s++)?+be\s++(?:\w+ly\s++)?+(?:evaluated|judged|compared|rated|assessed|scored|graded|ranked)\b"
    r"|\bthere\s++(?:is|was|are|were)\s++no\s++(?:responses?|answers?|outputs?|text|content|replies)\s++to\s++"
    r"(?:rate|evaluate|judge|assess|score|compare|grade|review)\b"
    r"|\bthere(?:['\u2019]s|\s++is)\s++no\s++way\s++(?:for\s++(?:me|us)\s++)?+to\s++"
    + _VERB
    + _OBJECT
    + r"|\b(?:determining|deciding|choosing|picking|judging)\s++(?:the\s++better|which|a\s++winner)[^.!?\n]{0,60}?"
    r"\s++(?:is|was)\s++(?:not\s++possible|impossible)\b"
    # a hedge: "It's hard to say which response is better.", "Hard to say.", "It's unclear which is better."
    r"|(?:\bit(?:['\u2019]s|\s++is|\s++was|\s++remains|(?=\s++(?:isn|wasn)'t))\s++|\b(?:i|we)\s++(?:find|found)\s++it\s++"
    r"|(?:^|(?<=[.!?:]\s))[^\w\n]{0,8}+)(?:(?:really|very|quite|extremely|too|rather|genuinely|truly)\s++)?+"
    + _HARD
    + r"\s++(?:(?:for|to)\s++(?:me|us)\s++)?+(?:to\s++"
    + _VERB
    + _OBJECT
    + r"|"
    + _WHICH[len(r"\s++") :]  # "which is better" right after "hard to say" / "unclear"
    + r")"
    # "I'm undecided.", "I'm on the fence.", "I'm having trouble deciding", "I must abstain", "Not enough information
    # to decide.", "The responses cannot be compared.", "Choosing between them is difficult."
    r"|\b(?:i|we)(?:['\u2019]m|\s++am|['\u2019]re|\s++are|\s++remain)\s++(?:still\s++)?+(?:undecided|on\s++the\s++fence)\b"
    r"|\b(?:i|we)(?:['\u2019]m|\s++am|['\u2019]re|\s++are)\s++(?:having\s++(?:trouble|difficulty|a\s++(?:hard|tough"
    r"|difficult)\s++time)\s++(?:deciding|choosing|picking)(?:\s++on\s++(?:a|the)\s++(?:rating|score|grade))?+"
    r"|not\s++confident\s++(?:(?:about\s++)?+which|(?:in|about)\s++(?:choosing|picking|deciding)))"
    r"|\b(?:i|we)(?:\s++(?:struggle|am\s++struggling)|['\u2019]m\s++struggling)\s++to\s++(?:decide|choose)"
    # adversarial pass 34 H1: "I'll abstain.", "I will refrain from picking a winner.", "I'm going to have to pass on
    # this one.", "I have no idea which is better.", "I'm at a loss as to which is better.", "I'm stumped.", "I'm not
    # sure.", "I honestly don't know.", "I'm not sure I can decide.", "I don't think it's possible to decide.", "There's
    # not enough information to judge.", "More context is needed to ...", "The responses are not comparable.", "A fair
    # comparison is not possible.", "The winner is unclear.", "... there is nothing to compare."
    r"|\b(?:i|we)(?:['\u2019]ll|['\u2019]m\s++going\s++to)\s++(?:have\s++to\s++)?+abstain\b"
    r"|\b(?:i|we)(?:['\u2019]ll|\s++will|\s++must|\s++would)\s++refrain\s++from\s++(?:picking|choosing|naming|declaring"
    r"|deciding)\b|\b(?:i|we)(?:['\u2019]ll|\s++will|\s++must|['\u2019]m\s++going\s++to|\s++have\s++to)\s++(?:have\s++to\s++)?+"
    r"pass\s++on\s++(?:this|it)\b|\b(?:i|we)\s++have\s++no\s++idea"
    + _WHICH
    + r"|\b(?:i['\u2019]m|i\s++am)\s++at\s++a\s++loss"
    r"(?:\s++as\s++to)?+(?:" + _WHICH + r"|(?=\s*+[.!]))|\b(?:i['\u2019]m|i\s++am)\s++stumped\b"
    r"|(?:\b(?:i['\u2019]m|i\s++am|we['\u2019]re|we\s++are)\s++(?:really\s++|honestly\s++)?+(?:unsure|not\s++sure|uncertain)"
    r"|\b(?:i|we)\s++(?:honestly\s++|really\s++|simply\s++|just\s++)?+(?:don['\u2019]t|do\s++not)\s++know)(?=\s*+(?:[.!]|$))"
    r"|\b(?:i['\u2019]m|i\s++am)\s++not\s++sure\s++(?:that\s++)?+(?:i|we)\s++can\s++"
    + _VERB
    + _OBJECT
    + r"|\b(?:i|we)\s++(?:don['\u2019]t|do\s++not)\s++think\s++it(?:['\u2019]s|\s++is)\s++possible\s++to\s++"
    + _VERB
    + _OBJECT
    + r"|\bthere(?:['\u2019]s|\s++is)\s++(?:not\s++enough|insufficient)\s++(?:information|context|detail)\s++to\s++"
    + _VERB
    + _OBJECT
    + r"|\bmore\s++(?:context|information|details?)\s++(?:is|are|would\s++be)\s++needed\b"
    r"|\b(?:the|these)\s++(?:two\s++)?+(?:responses|answers|outputs)\s++are\s++not\s++(?:really\s++|directly\s++)?+comparable\b"
    r"|\b(?:a\s++)?+(?:fair|meaningful|proper)\s++comparison\s++is\s++(?:not\s++possible|impossible)\b"
    r"|\b(?:the\s++)?+(?:winner|verdict|better\s++(?:response|answer|one))\s++is\s++(?:unclear|not\s++clear|uncertain)\b"
    r"|\bwhich(?:\s++one)?+\s++is\s++better\s++is\s++(?:unclear|not\s++clear)\b|\b(?:hard|difficult|tough|impossible)\s++to"
    r"\s++call\b|\bthere\s++(?:is|was)\s++nothing\s++to\s++(?:compare|judge|evaluate|rate|assess|score)\b"
    r"|\b(?:scoring|rating|grading|judging|evaluating)\s++(?:this|it)(?:\s++(?:one|response|answer))?+\s++is\s++(?:\w++\s++)?+"
    r"(?:difficult|hard|tricky|tough|challenging)\b|\b(?:i['\u2019]m|i\s++am)\s++(?:unsure|uncertain|not\s++sure)\s++(?:about"
    r"|of|on)\s++(?:the|a|my)\s++(?:rating|score|grade)\b"
    r"|\b(?:i|we)(?:['\u2019]d|\s++would)\s++be\s++hard[-\s]pressed\s++to\s++(?:pick|choose|decide|name)"
    r"|\b(?:i|we)\s++(?:must|will|have\s++to|am\s++going\s++to)\s++abstain\b"
    r"|(?:^|(?<=[.!?:]\s))[^\w\n]{0,8}+(?:not\s++enough|insufficient)\s++information\s++to\s++(?:decide|determine|judge"
    r"|choose|compare)"
    r"|\b(?:the|these|those)\s++(?:two\s++)?+(?:responses|answers|outputs)\s++(?:cannot|can['\u2019]t|can\s*+not)\s++be\s++(?:\w+ly\s++)?+"
    r"compared\b|\b(?:choosing|deciding|picking)\s++between\s++(?:them|the\s++two)\s++is\s++(?:\w+\s++)?+"
    + _HARD
    + r"|\bthe\s++choice\s++is\s++not\s++clear[-\s]cut\b"
    # a label that gives no verdict: "Final verdict: Undecided.", "Winner: unclear.", "Result: inconclusive."
    r"|\b(?:final\s++)?+(?:verdict|winner|result|decision|conclusion|judge?ment|outcome|rating|score|grade)\s*+[:\-]\s*+(?:undecided"
    r"|undetermined|inconclusive|unclear|none|n/?a|unknown|indeterminate|cannot\s++(?:be\s++)?+determined?"
    r"|no\s++(?:clear\s++)?+(?:verdict|winner|decision)|insufficient\s++information)\b"
    # a bare line: "Undecided.", "Inconclusive.", "No verdict.", "No winner."
    r"|^[^\w\n]{0,8}+(?:undecided|inconclusive|undetermined|unclear|unsure|not\s++sure|n/a|no\s++(?:clear\s++)?+(?:verdict"
    r"|winner))[^\w\n]*+$"
    r"|\b(?:the\s++)?+(?:comparison|evaluation|result|outcome|judge?ment|assessment)\s++(?:is|was|remains)\s++"
    r"(?:inconclusive|undecided|unclear|undetermined)\b",
    re.IGNORECASE | re.MULTILINE,
)
_SENTENCE_END = re.compile(r"[.!?](?=\s|$)|\n")


# single ratings: only a statement about the rating counts ("It's hard to rate this.", not "It's hard to say.")
_SINGLE_FORMATS = frozenset({"rating_brackets_single", "result_n"})
_ABOUT_RATING = re.compile(
    r"\b(?:rat(?:e|ing)|scor(?:e|ing)|grad(?:e|ing)|evaluat\w*+|assess\w*+|judg\w*+|verdict|undecided|inconclusive"
    r"|decide|determine|determination|conclusion|make\s++up)\b",
    re.IGNORECASE,
)
# ... but not one that compares two responses ("which is better", "between them", "no clear winner")
_PAIRWISE = re.compile(
    r"\b(?:which|between|winner|better|other|side|them|both|preferences?|torn|toss|coin|50/50|call)\b", re.IGNORECASE
)


def undecided(evidence: str, template: Template) -> str | None:
    """What the evidence before a forced verdict (``evidence``: the judge's own words) says of the judge's decision,
    outside quotations (module docstring): ``"undecided"`` (it cannot decide, and decides nothing after saying so),
    ``"tie"`` (it cannot pick a side because both are alike), ``"a"`` or ``"b"`` (it could not decide, then decided
    for that side: :func:`~judge_engine.pipeline.parsing.decided.decides`), None (no such statement). For a single
    rating only a statement about the rating counts (:data:`_ABOUT_RATING`). Linear in ``len(evidence)``."""
    text = evidence.replace("\u2019", "'").replace("\u2018", "'").replace("*", " ").replace("_", " ")  # emphasis
    single = template.output_format in _SINGLE_FORMATS
    hits: list[int] = []

    def find(_: int, line: str) -> list[tuple[int, int, object]]:
        found: list[tuple[int, int, object]] = [(m.start(), m.end(), "undecided") for m in _UNDECIDED.finditer(line)]
        ties = list(TIE_LIKE.finditer(line))
        if ties:
            one_side = OneSide(line)
            found += [(m.start(), m.end(), "tie") for m in ties if not one_side.about(m.start())]
        if single:  # a single rating: a statement about the rating, not one comparing two responses
            found = [
                h for h in found if _ABOUT_RATING.search(line, h[0], h[1]) and not _PAIRWISE.search(line, h[0], h[1])
            ]
        return found

    lines = text.split("\n")
    starts = [0]
    for line in lines[:-1]:
        starts.append(starts[-1] + len(line) + 1)
    kinds: list[object] = []
    for hit in unquoted_hits(text, prompt_lines(template.system, template.user), find, line_end=False, statement=True):
        hits.append(starts[hit.line] + hit.end)
        kinds.append(hit.value)
    if not hits:
        return None
    end = hits[-1]  # the last statement: did the judge decide after it?
    stop = _SENTENCE_END.search(text, end)
    after = text[end:]
    rest_of_sentence = text[end : stop.start() if stop else len(text)]
    if RESTRICTED.search(rest_of_sentence):
        return None  # a part or a criterion the judge cannot decide on, not the verdict
    side = decides(rest_of_sentence) or decides(text[stop.end() :] if stop else "")
    if side is not None:
        return side  # "I can't judge the speed, but Assistant A is more accurate.", "... Overall, A is better."
    begin = max(text.rfind(c, 0, end) for c in ".!?\n") + 1
    tie = kinds[-1] == "tie" or TIE_SAID.search(text, begin, stop.start() if stop else len(text)) is not None
    return "tie" if tie or TIE_AFTER.search(after) else "undecided"
