"""Evidence before a forced verdict in which the judge says it could not decide (:func:`undecided`).

A constrained decoder (``constrain = "verdict"``) writes a verdict whatever the judge wrote before it, so a
judge that ends its evidence with "I can't determine which assistant performed better." gets a verdict the
grammar chose, not the judge (adversarial passes 28, 30 and 31, H1).
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
- no preference (:data:`_TIE_LIKE`: ``I have no preference.``, ``It's too close to call.``, ``I am torn between the
  two.``), read as a tie.

The verb's object must be the decision or the task as a whole (``which is better``, ``the better response``, ``a
winner``, ``these responses``, the end of its clause); a detail (``sources that I can't evaluate``, ``which part
answers``, ``the code's speed``, ``based on length alone``) is no statement of the verdict. A statement counts
only when the judge does not decide after it: a later clause, or a clause after a contrast in its sentence, that
names a side with a decision word and no hedge (:func:`_decides`: ``... Overall, Assistant A is more accurate.``;
not ``Both have their merits.``, ``Perhaps Assistant B.``, ``If the user wants code, A is better``) keeps the forced
verdict (the conclusion rules read what the judge decided). A statement whose sentence gives a tie as the reason
(``I can't pick a winner here - both answers are correct and complete.``,
:data:`~judge_engine.pipeline.parsing.refusals.TIE_SAID`), a tie said after it (``..., so I'll call it a tie.``)
or no preference is a tie: it keeps a forced tie and contradicts a forced side. Quoted text never counts
(:func:`~judge_engine.pipeline.parsing.quoting.unquoted_hits`), nor an inability in a relative clause or another
subject's (``Assistant B said it cannot decide``: the subject is the judge, ``I``/``we``, or impersonal).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

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
    r"|now|at\s++all|for\s++sure|with\s++certainty|between|among|from\s++(?:the|these|this)|yet|given|based)\b))"
)
_WHICH = (
    r"\s++(?:which|who)(?:\s++(?:one|response|answer|assistant|output|reply|model|of\s++(?:the|these|them|both)"
    r"(?:\s++(?:two|responses|answers|outputs|assistants))?+))?+\s++(?:is|was|are|were|would|performs?|performed|did"
    r"|does|should|to|i|we|answers?|answered|handles?|handled|fits?)\b"
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
    r"|determination|decision|judge?ment|choice|rating|score)" + _CLAUSE_END + r"|\s++(?:between|among)\b"
    r"|\s++(?:them|these|those|this|that|it|both|either|the\s++(?:two\s++)?+(?:responses|answers|outputs|assistants"
    r"|replies)|this\s++(?:response|answer|output|reply)|the\s++(?:responses|answers|outputs)['\u2019]?+\s++(?:quality"
    r"|merits|correctness))" + _CLAUSE_END + r")"
)
_VERB = (
    r"(?:determine|decide|judge|evaluate|assess|choose|pick|compare|rate|score|grade|identify|rank"
    r"|tell(?=\s++(?:which|who|the\s++better|a\s++winner|the\s++winner|them\s++apart)|\s*+(?:[.!]|$))"
    r"|say(?=\s++(?:which|who)|\s*+(?:[.!]|$))|be\s++(?:sure|certain)(?=\s++(?:which|who))"
    r"|(?:make|give|provide|reach|offer|render|assign)\s++(?:a|an|any|the|my)\s++(?:(?:clear|fair|final|definitive"
    r"|informed|overall|firm)\s++)?+(?:determination|decision|verdict|judge?ment|choice|call|rating|score|evaluation"
    r"|assessment|conclusion)"
    r"|(?:reach|come\s++to|arrive\s++at)\s++(?:a|any|the|my)\s++(?:(?:clear|firm|final|definitive)\s++)?+(?:conclusion"
    r"|verdict|decision|determination)|make\s++up\s++(?:my|our)\s++minds?)"
)
_INABLE = (
    r"(?:cannot|can\s*+not|can['\u2019]t|could\s*+not|couldn['\u2019]t|unable\s++to|not\s++able\s++to|won['\u2019]t"
    r"|will\s++not|not\s++in\s++a\s++position\s++to|don['\u2019]t\s++(?:feel\s++able\s++to|think\s++i\s++can))"
)
_HARD = r"(?:hard|difficult|impossible|not\s++possible|tough|tricky|unclear|not\s++clear)"
_UNDECIDED = re.compile(
    # the judge's own inability: "I can't determine ...", "We are unable to decide", "I won't choose"; not in a
    # relative clause ("sources that I can't evaluate")
    r"(?<!that\s)(?<!which\s)\b(?:i|we)(?:['\u2019]m|['\u2019]re|\s++am|\s++are|\s++would|['\u2019]d)?+"
    r"(?:\s++(?:really|simply|just|honestly|truly|genuinely|still|frankly|unfortunately))?+\s++"
    r"(?:really\s++)?+" + _INABLE + r"(?:\s++(?:really|confidently|fairly|reliably|accurately|objectively"
    r"|definitively|clearly|properly|meaningfully|possibly))?+\s++"
    + _VERB
    + _OBJECT
    # "My final verdict is that I cannot decide."
    + r"|\b(?:verdict|decision|conclusion)\s++(?:is|was)\s++that\s++(?:i|we)\s++(?:really\s++)?+"
    + _INABLE
    + r"\s++"
    + _VERB
    + _OBJECT
    # without a subject at a sentence's start or after a label: "Unable to determine.", "Can't decide."
    + r"|(?:^|(?<=[.!?:]\s)|(?<=[.!?:]\s\s))[^\w\n]{0,8}+(?:unable\s++to|cannot|can\s*+not|can['\u2019]t)\s++"
    + _VERB
    + _OBJECT
    # unsure: "I'm unsure which response is better.", "I'm not sure what rating to give.", "I don't know what score"
    + r"|\b(?:i['\u2019]m|i\s++am|we['\u2019]re|we\s++are)\s++(?:really\s++)?+(?:unsure|uncertain"
    r"|not\s++(?:sure|certain))\s++(?:which|what\s++(?:rating|score|grade|verdict)|how\s++to\s++(?:rate|score|judge|decide|choose))\b"
    r"|\b(?:i|we)\s++(?:really\s++)?+(?:don['\u2019]t|do\s++not)\s++know\s++(?:which|what\s++(?:rating|score|grade|verdict)"
    r"|how\s++to\s++(?:rate|score|judge|decide|choose))\b"
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
    r"|(?:\bit(?:['\u2019]s|\s++is|\s++was)\s++|(?:^|(?<=[.!?:]\s))[^\w\n]{0,8}+)(?:(?:really|very|quite|extremely|too"
    r"|rather)\s++)?+" + _HARD + r"\s++(?:for\s++(?:me|us)\s++)?+(?:to\s++" + _VERB + _OBJECT + r"|which\b)"
    # a label that gives no verdict: "Final verdict: Undecided.", "Winner: unclear.", "Result: inconclusive."
    r"|\b(?:final\s++)?+(?:verdict|winner|result|decision|conclusion|judge?ment|outcome)\s*+[:\-]\s*+(?:undecided"
    r"|undetermined|inconclusive|unclear|none|n/?a|unknown|indeterminate|cannot\s++(?:be\s++)?+determined?"
    r"|no\s++(?:verdict|winner|decision))\b"
    r"|\b(?:the\s++)?+(?:comparison|evaluation|result|outcome|judge?ment|assessment)\s++(?:is|was|remains)\s++"
    r"(?:inconclusive|undecided|unclear|undetermined)\b",
    re.IGNORECASE | re.MULTILINE,
)
# a tie given instead of a decision: "I am torn between the two.", "I have no preference.", "It's too close to call."
_TIE_LIKE = re.compile(
    r"\b(?:i(?:['\u2019]m|\s++am)\s++torn\s++between|(?:i|we)\s++have\s++no\s++(?:real\s++|clear\s++)?+preference"
    r"|too\s++close\s++to\s++call|(?:a\s++)?+(?:tough|hard|difficult|close)\s++call)\b",
    re.IGNORECASE,
)
# after the statement: a tie the judge settles on ("..., so I'll call it a tie.", "Both are equally good.")
_TIE_AFTER = re.compile(r"\b(?:tie|tied|draw|call\s++it\s++even|equally|equal|same\s++quality|on\s++par)\b", re.I)
# a later clause that decides for a side: names one and holds a decision word, unhedged ("Overall, Assistant A is
# more accurate."; not "Both have their merits.", "Perhaps Assistant B.", "If the user wants code, A is better")
_SIDE = re.compile(
    r"\b(?:assistant|response|answer|output|model)\s*+\(?+[ab12]\b\)?+|\b(?:first|second)\s++(?:one|response|answer"
    r"|assistant|output)\b|\b[ab]\b(?=\s++(?:is|was|wins|gives|provides))",
    re.IGNORECASE,
)
_DECISION = re.compile(
    r"\b(?:better|best|prefer(?:red|able)?+|superior|outperforms?|wins|winner|stronger|edges?\s++out|go\s++with"
    r"|(?:choose|pick|favou?r)\b|more\s++(?:accurate|helpful|correct|complete|useful|relevant|thorough))\b",
    re.IGNORECASE,
)
_HEDGE = re.compile(
    r"\b(?:if|unless|perhaps|maybe|might|may|could|depend\w*+|either|both|neither|whether|while|whereas|when"
    r"|some|would\s++be\s++better\s++if)\b|\?",
    re.IGNORECASE,
)
# after the statement in its sentence: a contrast that decides ("I can't judge the speed, but A is more accurate.")
_CONTRAST = re.compile(r"\b(?:but|however|though|although|yet|still|nevertheless|nonetheless|except)\b", re.IGNORECASE)
# the statement restricted to a part or a criterion: "I cannot decide which is better based on length alone"
_RESTRICTED = re.compile(
    r"\b(?:based\s++(?:only\s++|solely\s++)?+on|in\s++terms\s++of|alone|regarding|when\s++it\s++comes\s++to"
    r"|with\s++respect\s++to|on\s++(?:length|style|format\w*+|tone|brevity|verbosity|presentation)\b)",
    re.IGNORECASE,
)
_CLAUSES = re.compile(r"[.!?;](?=\s|$)|\n")
_SENTENCE_END = re.compile(r"[.!?](?=\s|$)|\n")


def _decides(text: str) -> bool:
    """Whether a clause of ``text`` decides for a side: it names a side (:data:`_SIDE`) and holds a decision
    word (:data:`_DECISION`), with no hedge (:data:`_HEDGE`)."""
    for clause in _CLAUSES.split(text):
        if _SIDE.search(clause) and _DECISION.search(clause) and not _HEDGE.search(clause):
            return True
    return False


def undecided(evidence: str, template: Template) -> str | None:
    """What the evidence before a forced verdict (``evidence``: the judge's own words) says of the judge's
    decision, outside quotations (module docstring): ``"undecided"`` (it cannot decide, and decides nothing after
    saying so), ``"tie"`` (it cannot pick a side because both are alike), None (neither). Linear in
    ``len(evidence)``."""
    text = evidence.replace("\u2019", "'").replace("\u2018", "'").replace("*", " ").replace("_", " ")  # emphasis
    hits: list[int] = []

    def find(_: int, line: str) -> list[tuple[int, int, object]]:
        found: list[tuple[int, int, object]] = [(m.start(), m.end(), "undecided") for m in _UNDECIDED.finditer(line)]
        return found + [(m.start(), m.end(), "tie") for m in _TIE_LIKE.finditer(line)]

    lines = text.split("\n")
    starts = [0]
    for line in lines[:-1]:
        starts.append(starts[-1] + len(line) + 1)
    kinds: list[object] = []
    for hit in unquoted_hits(text, prompt_lines(template.system, template.user), find, line_end=False):
        hits.append(starts[hit.line] + hit.end)
        kinds.append(hit.value)
    if not hits:
        return None
    end = hits[-1]  # the last statement: did the judge decide after it?
    stop = _SENTENCE_END.search(text, end)
    after = text[end:]
    rest_of_sentence = text[end : stop.start() if stop else len(text)]
    if _RESTRICTED.search(rest_of_sentence):
        return None  # a part or a criterion the judge cannot decide on, not the verdict
    contrast = _CONTRAST.search(rest_of_sentence)
    if contrast is not None and _decides(rest_of_sentence[contrast.end() :]):
        return None  # "I can't judge the speed, but Assistant A is more accurate."
    if _decides(text[stop.end() :] if stop else ""):
        return None
    begin = max(text.rfind(c, 0, end) for c in ".!?\n") + 1
    tie = kinds[-1] == "tie" or TIE_SAID.search(text, begin, stop.start() if stop else len(text)) is not None
    return "tie" if tie or _TIE_AFTER.search(after) else "undecided"
