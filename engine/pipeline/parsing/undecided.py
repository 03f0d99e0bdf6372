"""Evidence before a forced verdict in which the judge says it could not decide (:func:`undecided`).

A constrained decoder (``constrain = "verdict"``) writes a verdict whatever the judge wrote before it, so a
judge that ends its evidence with "I can't determine which assistant performed better." gets a verdict the
grammar chose, not the judge (adversarial passes 28 and 30, H1). :func:`~judge_engine.pipeline.parsing.refusals.refuses`
reads refusals of the task in listed shapes; this module reads, in forced evidence only, any statement of not
being able to decide, in three families of wordings:

- the judge's own inability with a deciding verb or noun: ``I can't determine which assistant performed better.``,
  ``I cannot make a determination.``, ``Without the reference answer, I cannot decide.``, ``I can't tell the better
  response.``, ``Both responses are harmful, so I won't choose.``, ``I lack the context to evaluate this.``;
- an impersonal one: ``No winner can be determined.``, ``A verdict cannot be given.``, ``Neither response can be
  evaluated ...``, ``There is no response to rate.``;
- a hedge: ``It's hard to say which response is better.``, ``It is difficult to determine the better response.``

Such a statement counts only when the judge does not decide after it: a contrast later in its sentence (``I
can't judge the code's speed, but ...``) or a later sentence that names a side or a preference (``... Overall,
Assistant A is better.``) keeps the forced verdict (the conclusion rules read what the judge decided). A statement
whose sentence gives a tie as the reason (``I can't pick a winner here - both answers are correct and complete.``,
:data:`~judge_engine.pipeline.parsing.refusals.TIE_SAID`) is a tie: it keeps a forced tie and contradicts a forced
side. Quoted
text never counts (:func:`~judge_engine.pipeline.parsing.quoting.unquoted_hits`), nor a sentence that reports an
assistant's words (``Assistant B said it cannot decide``: the subject is the judge, ``I``/``we``, or impersonal).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from judge_engine.pipeline.parsing.quoting import prompt_lines, unquoted_hits
from judge_engine.pipeline.parsing.refusals import TIE_SAID

if TYPE_CHECKING:
    from judge_engine.pipeline.templates import Template

# what may follow a deciding verb: the end of its clause, "which"/"who", "the better", "between", or a winner or
# verdict noun or the task as a whole ("them", "these responses", "this") that ends the clause; anything else
# ("whether the date is right", "the code's speed", "it as excellent", "it higher than 3", "the responses on
# length") is a remark on a detail or on a rating, not a decision left open
_CLAUSE_END = (
    r"(?=\s*+(?:[.,;:!?)]|$|(?:and|or|so|because|since|as\s++(?:i|it|they|both|neither|the|there|we)\b|without|here"
    r"|now|at\s++all|for\s++sure|with\s++certainty|between|among|from\s++(?:the|these|this)|yet|right\s++now)\b))"
)
_OBJECT = (
    r"(?:" + _CLAUSE_END + r"|\s++(?:which|who|whose)\b"
    r"|\s++(?:(?:a|the|any|one|a\s++clear|the\s++clear|an\s++overall|the\s++overall)\s++)?+(?:better|best|stronger"
    r"|superior|winning|preferred)\b(?:\s++(?:response|answer|one|assistant|output|option))?+"
    + _CLAUSE_END
    + r"|\s++(?:a|the|any|one|a\s++clear|the\s++clear|a\s++fair|a\s++final|a\s++definitive)\s++(?:winner|verdict"
    r"|determination|decision|judge?ment|choice|rating|score)" + _CLAUSE_END + r"|\s++(?:between|among)\b"
    r"|\s++(?:them|these|those|this|that|it|both|either|the\s++(?:two\s++)?+(?:responses|answers|outputs|assistants"
    r"|replies))" + _CLAUSE_END + r")"
)
_VERB = (
    r"(?:determine|decide|judge|evaluate|assess|choose|pick|compare|rate|score|grade|identify|rank"
    r"|tell(?=\s++(?:which|who|the\s++better|a\s++winner|the\s++winner|them\s++apart))"
    r"|say(?=\s++(?:which|who))"
    r"|(?:make|give|provide|reach|offer|render)\s++(?:a|an|any|the|my)\s++(?:(?:clear|fair|final|definitive|informed"
    r"|overall)\s++)?+(?:determination|decision|verdict|judge?ment|choice|call|rating|score|evaluation|assessment))"
)
_UNDECIDED = re.compile(
    # the judge's own inability: "I can't determine ...", "We are unable to decide", "I won't choose"
    r"\b(?:i|we)(?:['\u2019]m|['\u2019]re|\s++am|\s++are|\s++would|['\u2019]d)?+"
    r"(?:\s++(?:really|simply|just|honestly|truly|genuinely|still|frankly|unfortunately))?+\s++"
    r"(?:cannot|can\s*+not|can['\u2019]t|could\s*+not|couldn['\u2019]t|unable\s++to|not\s++able\s++to|won['\u2019]t"
    r"|will\s++not|not\s++in\s++a\s++position\s++to|don['\u2019]t\s++(?:feel\s++able\s++to|think\s++i\s++can)"
    r"|(?:really\s++)?+(?:cannot|can['\u2019]t)\s++(?:really\s++)?+)"
    r"(?:\s++(?:really|confidently|fairly|reliably|accurately|objectively|definitively|clearly|properly"
    r"|meaningfully|possibly))?+\s++"
    + _VERB
    + _OBJECT
    # "I lack the context to evaluate this.", "I don't have enough information to decide."
    + r"|\b(?:i|we)\s++(?:lack|(?:do\s++not|don['\u2019]t)\s++have|have\s++no)\s++(?:the\s++|enough\s++|sufficient\s++"
    r"|any\s++|a\s++)?+(?:(?:more|necessary|full|relevant|proper|adequate|required|needed)\s++)?+(?:context|information|details?|reference|basis|means|knowledge|background)"
    r"(?:\s++(?:to|for)\s++(?:\w++\s++){0,2}?(?:decid|judg|evaluat|assess|compar|choos|determin|rat|scor)\w*+)?+\b"
    # impersonal: "No winner can be determined.", "A verdict cannot be given.", "Neither response can be evaluated"
    r"|\bno\s++(?:clear\s++|single\s++|definitive\s++|final\s++)?+(?:winner|verdict|decision|determination|judge?ment"
    r"|choice|rating|score|preference)\s++(?:can|could)\s++be\s++(?:determined|given|made|reached|declared|decided"
    r"|assigned|chosen|picked|identified|established)\b"
    r"|\b(?:a|the)\s++(?:clear\s++|definitive\s++|final\s++|fair\s++)?+(?:winner|verdict|decision|determination"
    r"|judge?ment|choice|rating|score)\s++(?:cannot|can\s*+not|can['\u2019]t|could\s*+not|couldn['\u2019]t)\s++be"
    r"\s++(?:determined|given|made|reached|declared|decided|assigned|chosen|picked|identified|established)\b"
    r"|\b(?:neither|none)\s++(?:of\s++(?:the|these)\s++)?+(?:responses?|answers?|outputs?|assistants?)\s++(?:can|could)"
    r"\s++be\s++(?:evaluated|judged|compared|rated|assessed|scored|graded|ranked)\b"
    r"|\bthere\s++(?:is|was|are|were)\s++no\s++(?:responses?|answers?|outputs?|text|content|replies)\s++to\s++"
    r"(?:rate|evaluate|judge|assess|score|compare|grade|review)\b"
    # a hedge: "It's hard to say which response is better.", "It is difficult to determine the better response."
    r"|\bit(?:['\u2019]s|\s++is|\s++was)\s++(?:(?:really|very|quite|extremely|too|rather)\s++)?+(?:hard|difficult"
    r"|impossible|not\s++possible|tough|tricky)\s++(?:for\s++(?:me|us)\s++)?+to\s++" + _VERB + _OBJECT,
    re.IGNORECASE,
)
# after the statement in its sentence: a contrast ("I can't judge the speed, but ...") keeps the verdict
_CONTRAST = re.compile(r"\b(?:but|however|though|although|yet|still|nevertheless|nonetheless|except)\b", re.IGNORECASE)
# a later sentence that decides: a side named, or a preference or comparison word
_DECIDES = re.compile(
    r"\b(?:assistant|response|answer|output|model)\s*+\(?+[ab12]\b\)?+|\b(?:first|second)\s++(?:one|response|answer"
    r"|assistant|output)\b|\b(?:better|best|prefer\w*+|superior|inferior|wins?|winner|favou?r\w*+|outperform\w*+"
    r"|stronger|weaker|worse|edge|go\s++with|deserves?|merits?)\b",
    re.IGNORECASE,
)
_SENTENCE_END = re.compile(r"[.!?](?=\s|$)|\n")


def undecided(evidence: str, template: Template) -> str | None:
    """What the evidence before a forced verdict (``evidence``: the judge's own words) says of the judge's
    decision, outside quotations (module docstring): ``"undecided"`` (it cannot decide, and decides nothing after
    saying so), ``"tie"`` (it cannot pick a side because both are alike), None (neither). Linear in
    ``len(evidence)``."""
    text = evidence.replace("\u2019", "'").replace("\u2018", "'")
    hits: list[int] = []

    def find(_: int, line: str) -> list[tuple[int, int, object]]:
        return [(m.start(), m.end(), True) for m in _UNDECIDED.finditer(line)]

    lines = text.split("\n")
    starts = [0]
    for line in lines[:-1]:
        starts.append(starts[-1] + len(line) + 1)
    for hit in unquoted_hits(text, prompt_lines(template.system, template.user), find, line_end=False):
        hits.append(starts[hit.line] + hit.end)
    if not hits:
        return None
    end = hits[-1]  # the last statement: did the judge decide after it?
    stop = _SENTENCE_END.search(text, end)
    rest_of_sentence = text[end : stop.start() if stop else len(text)]
    if _CONTRAST.search(rest_of_sentence):
        return None
    if _DECIDES.search(text, stop.end() if stop else len(text)) is not None:
        return None
    begin = max(text.rfind(c, 0, end) for c in ".!?\n") + 1
    return "tie" if TIE_SAID.search(text, begin, stop.start() if stop else len(text)) else "undecided"
