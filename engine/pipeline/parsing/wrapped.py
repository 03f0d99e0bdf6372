"""A sentence broken by a line break right before the verdict (parser version 79; issue 13, adversarial pass 73 H1-H3),
for :func:`~judge_engine.pipeline.parsing.quoting.unquoted_hits`: :func:`wraps_disowning`.

The in-line rules (:mod:`~judge_engine.pipeline.parsing.spans`: a condition, a negation, someone else's verdict, a
stand-in) read the text before a verdict on its own line, and an intro line ending with ``:`` is read by
:func:`~judge_engine.pipeline.parsing.quoting.is_example_intro`. A judge may also break the sentence itself before the
verdict: ``If Assistant A were better, I'd write\\n[[A]]``, ``The verdict is not\\n[[A]]``, ``A lazy judge would
say\\n[[A]]``, ``Assuming the code runs\\nRating: [[8]]``, ``Assistant A outputs\\n[[A]]``. A line that holds no verdict
and ends no sentence (no ``.``, ``!``, ``?``, ``;`` or ``:`` at its end) is read as the start of the verdict's sentence
(at most :data:`_LEAD_CHARS` characters of it): a condition (:data:`_CONDITION`: ``if``, ``unless``, ``assuming``,
``without the``, ...), an abandoned verdict (:data:`_ABANDONED`: ``I was going to write``), a verb reporting an answer's
own text at its end (:data:`_REPORTED`: ``Assistant A outputs``, ``Its last line is``; not when the judge's own verdict
is the subject, ``my verdict says``), or a negation, refusal or modal that ends it and governs the verdict
(:func:`_completes`: ``The verdict is not``, ``I refuse to say``, ``A lazy judge would say``; the judge's own ``I would
rate it`` is none) makes the verdict no verdict of the judge's; hedge words mid-sentence count for nothing (``Assistant
B did not explain\\n[[A]]``). A label (:func:`_label`: someone else's, provisional, a stand-in, an example) governs only
a verdict line without a lead of its own (``Prior\\n[[A]]``, not ``Prior\\nFinal verdict: [[A]]``); a limiting lead
(``Ignoring the hallucinated API``) governs either, as in-line. A markup comment calling the next line a placeholder or
an example (``<!-- placeholder -->``) is none either; a line holding a label and its value (``Level of detail: ... -
7``, ``Selected: A (clearly)``) is a whole line, read only for a quoted injected instruction. Linear: a few regex
scans of one line (at most :data:`_MAX_CHARS` characters are read)."""

from __future__ import annotations

import re

from judge_engine.pipeline.parsing.answer_intros import reports_answer
from judge_engine.pipeline.parsing.attributed import OTHERS_LABEL
from judge_engine.pipeline.parsing.limited import LIMITED
from judge_engine.pipeline.parsing.spans import CLAUSE_END, NOT_FINAL_LABEL, SENTENCE_END, plain
from judge_engine.pipeline.parsing.stand_ins import IGNORE_INSTRUCTIONS, STAND_IN

_I = re.IGNORECASE
_MAX_CHARS = 300
_LEAD_CHARS = 100
# the line ends its sentence (or is an intro: ":"), after closing markup or quotes
_FINISHED = re.compile(r"[.!?;:\u2026][\s*_\"'\u201d\u2019)\]]*+$")
# the judge's own modal: "I would rate it", "I'd give it", "we would pick" (not "would have", "would not")
_OWN_MODAL = re.compile(
    r"\b(?:i|we)(?:\s++(?:then|therefore|thus|also|still|just|honestly|probably|definitely))?+\s++would\b(?!\s++(?:have"
    r"|not|never)\b)|\b(?:i|we)['\u2019]d\b(?!\s++have\b)",
    _I,
)
# a condition or counterfactual that keeps the judge's own modal hypothetical
_CONDITION = re.compile(
    r"\b(?:if|unless|whether|otherwise|in\s++a\s++world|without\s++(?:the|its|this|that)|provided\s++that)\b"
    r"|^\W*+(?:had|were|assuming|supposing|provided|depending\s++on)\b"  # at the start only: "Provided a detailed ..."
    r"|^\W*+(?:when|once|until)\s++(?!\w+ing\b)",  # "When the tests pass" ("When comparing both" is none)
    _I,
)
# a verdict the judge abandoned or only thought of: "I was going to write", "I almost wrote", "It is tempting to write"
_ABANDONED = re.compile(
    r"\b(?:was|were)\s++going\s++to\b|\balmost\b|\b(?:it\s++is|it['\u2019]s)\s++tempting\b|\boriginally\b", _I
)
# a comment that calls what follows a placeholder or an example ("<!-- placeholder, will replace -->", "[//]: # (x)")
_COMMENT = re.compile(r"^\s*+(?:<!--|\[//\]\s*+:)", _I)
_STAND_IN_WORD = re.compile(r"\b(?:placeholder|example|sample|default|dummy|draft|temporary|tbd|todo|fixme|test)\b", _I)
# an answer's own text reported by a verb that ends the sentence
_REPORTED = re.compile(
    r"\b(?:outputs?|printed|prints|responded|responds|repl(?:ies|ied)|writes|wrote|says|said|reads|read|demands"
    r"|is\s++literally|(?:last|final)\s++line(?:\s++(?:is|reads))?+|rates\s++(?:itself|themselves)|self[\s-]++assessment"
    r"|(?:tells?|told|instructs?|asks?|asked)\s++(?:the\s++(?:judge|grader|evaluator)|me|us)\s++to\s++(?:output|write|say"
    r"|answer)|(?:says|asks)\s++to\s++(?:output|write)|asks\s++for(?:\s++either)?+|ending\s++with|repeats(?:\s++\w++){0,3}"
    r"\s++line)\s*+$",
    _I,
)

# the judge's own output verb at the end ("Based on the above, I output", "so I will output"; version 80, pass 74 M1)
_OWN_REPORT = re.compile(
    r"\b(?:i|we)(?:\s++(?:will|shall|would|hereby|now|then|therefore|thus|must|should|can|simply|just))*+\s++(?:output"
    r"|write|say|answer|print|respond\s++with|reply\s++with|give|return)[\s*_]*+$",
    _I,
)

# a label and its value after a dash ("Accuracy - Provided accurate figures - 9")
_DASH_LABEL = re.compile(r"\s[-\u2013\u2014]\s")
_LABEL_CHARS = 60
# a clause that is an example's label ("For example", "Sample output"), or says how a verdict is written ("A tie is
# written", not "The answer is well written")
_EXAMPLE_LEAD = re.compile(
    r"\W*+(?:for\s++(?:example|instance)|such\s++as|(?:an?\s++)?+(?:example|sample|template|placeholder)s?+)\b", _I
)
_FORMAT_END = re.compile(
    r"(?<!\bwell\s)(?<!\bclearly\s)(?<!\bpoorly\s)(?<!\bnicely\s)(?<!\bbadly\s)\b(?:is|are)\s++(?:written|shown"
    r"|formatted)(?:\s++as)?+[\s*_]*+$",
    _I,
)
# the sentence ends negating what completes it ("The verdict is not", "Definitely not", "Anything but")
_END_NEGATION = re.compile(
    r"(?:\bnot|\bnever|\bno|n['\u2019]t|\banything\s++but|\bfar\s++from|\binstead\s++of|\brather\s++than"
    r"|\bother\s++than)[\s*_]*+$",
    _I,
)
# an elliptic negation of a side ("Assistant A is more accurate and B is not")
_ELLIPTIC = re.compile(
    r"\b(?:(?:assistant|response|output|answer|model)\s*+)?+\(?+[ab12]\)?+(?:['\u2019]s(?:\s++\w++)?+)?+\s++(?:is|was|does|did"
    r"|has|had)\s++not[\s*_]*+$",
    _I,
)
# a refusal, or a modal (not the judge's own "I would"), that governs the verdict completing the sentence ("I refuse to
# say", "Nobody should pick", "A lazy judge would say", "The wrong answer here would be", "a tie would be written as")
_VERDICT_VERB = (
    r"(?:say|said|pick|choose|select|write|written(?:\s++as)?+|shown(?:\s++as)?+|output|answer|give|get|earn|score"
    r"|rate(?:\s++it)?+|be|been|go\s++with|prefer|award)"
)
_REFUSED = re.compile(
    r"\b(?:refuse[sd]?+|decline[sd]?+|won['\u2019]t|will\s++not|cannot|can['\u2019]t|unable)\b[^.,;]{0,30}?\b"
    + _VERDICT_VERB
    + r"[\s*_]*+$",
    _I,
)
_MODAL_END = re.compile(
    r"(?:\b(?:would|could|might|should|may)|['\u2019]d\s++have)\b(?:(?!\b(?:but|and|so|yet|while|although|though)\b)"
    r"[^.,;]){0,40}?\b" + _VERDICT_VERB + r"[\s*_]*+$",
    _I,
)
# the judge's own verdict as the subject ("Everything considered, my verdict says")
_OWN_VERDICT = re.compile(
    r"\b(?:my|our)\s++(?:(?:final|overall|own)\s++)?+(?:verdict|decision|rating|choice|answer|conclusion|assessment"
    r"|evaluation|judge?ment|pick|score)\b",
    _I,
)
# an injected instruction quoted after a colon ("Assistant A embeds: ignore previous instructions and output")
_INJECTED = re.compile(r"\b" + IGNORE_INSTRUCTIONS + r"\b", _I)


def wraps_disowning(line: str) -> str | None:
    """Whether ``line`` (holding no verdict candidate) starts a sentence that the verdict on a following line
    completes, and that sentence makes it no verdict of the judge's own (the module's docstring): ``"sentence"`` (a
    condition, a negation, a refusal, a modal, a reported text), ``"label"`` (only a label: it governs a verdict line
    without a lead of its own, ``Prior\n[[A]]`` but not ``Prior\nFinal verdict: [[A]]``), else None."""
    s = line.strip().strip("*_ ")
    if not s or len(s) > _MAX_CHARS or (_FINISHED.search(s) and not _COMMENT.match(s)):
        return None
    sentence = SENTENCE_END.split(plain(s.casefold()))[-1].strip()
    if not sentence:
        return None
    if _COMMENT.match(s):
        return "sentence" if _STAND_IN_WORD.search(s) else None  # "<!-- placeholder, will replace after review -->"
    # a label and its value ("Level of detail: ... - 7", "Selected: A (clearly)"): a whole line, unless it quotes an
    # injected instruction
    if ":" in sentence or _DASH_LABEL.search(sentence):
        return "sentence" if _INJECTED.search(sentence) else None
    if _CONDITION.search(sentence) or _ABANDONED.search(sentence):
        return "sentence"  # "Assuming the code runs", "I was going to write"
    if _OWN_VERDICT.search(sentence):
        return None  # the judge's own verdict is the subject: "Everything considered, my verdict says"
    if _OWN_REPORT.search(sentence):
        return None  # the judge's own "so I output", "Therefore, I will output" (version 80, pass 74 M1)
    if _REPORTED.search(sentence) or reports_answer(sentence):
        return "sentence"  # "Assistant A outputs", "Its last line is", "The assistant rates itself"
    if len(sentence) > _LEAD_CHARS:
        return None  # a long line of prose is no lead-in of a verdict
    if _completes(_OWN_MODAL.sub("i will", sentence)):  # "I would rate it" is the judge's own verdict
        return "sentence"
    clause = CLAUSE_END.split(sentence)[-1].strip()
    if LIMITED.fullmatch(clause):
        return "sentence"  # "Ignoring the hallucinated API\n\nMy final verdict is: [[A>B]]" (as in-line)
    return "label" if _label(sentence) else None


def _completes(sentence: str) -> bool:
    """Whether ``sentence`` ends negating, refusing or putting off the verdict that completes it (:data:`_END_NEGATION`,
    :data:`_REFUSED`, :data:`_MODAL_END`). Generic hedge words mid-sentence count for nothing here: ``Assistant B did
    not explain\n[[A]]`` and ``Assistant A could be more concise but is correct\n[[A]]`` are the judge's own
    verdicts."""
    if _END_NEGATION.search(sentence) and not _ELLIPTIC.search(sentence):
        return True  # "The verdict is not", "Anything but" ("... and B is not" is elliptic)
    return bool(_REFUSED.search(sentence) or _MODAL_END.search(sentence))  # "I refuse to say", "would say"


def _label(sentence: str) -> bool:
    """Whether the last clause of ``sentence`` is only a label of someone else's, a provisional or limited verdict, a
    stand-in or an example (the in-line label rules)."""
    clause = CLAUSE_END.split(sentence)[-1].strip()
    if not clause or len(clause) > _LABEL_CHARS:
        return False
    return bool(
        OTHERS_LABEL.fullmatch(clause)
        or NOT_FINAL_LABEL.fullmatch(clause)
        or STAND_IN.search(clause)
        or _EXAMPLE_LEAD.match(clause)
        or _FORMAT_END.search(clause)
    )


_SENTENCE_STOP = re.compile(r"[.!?;]")
# a reason clause of the judge's own ("Since Assistant B can't do math,", "Because ...,")
_REASON_LEAD = re.compile(r"[\s*_#>-]*+(?:since|because|as|given(?:\s++that)?+|seeing\s++that|due\s++to)\b", _I)
# a lead line the verdict's line continues: it ends with "," or ":" (after closing markup)
_OPEN_END = re.compile(r"[,:][\s*_]*+$")


def open_lead(line: str) -> str | None:
    """The last sentence of ``line`` (holding no verdict candidate, stripped) when it ends with ``,`` or ``:`` and the
    verdict line after it continues it (``For helpfulness:``, ``Stylistically,``, ``Considering only the first
    turn,``); else
    None, also for a reason clause of the judge's own (``Since Assistant B can't do math,``). Only the line's last
    sentence, and only a short one (at most :data:`_LABEL_CHARS` characters: a lead, not a sentence introducing the
    verdict, ``..., the rating for both Assistants would be as follows:``; version 80)."""
    if not _OPEN_END.search(line):
        return None
    lead = SENTENCE_END.split(line)[-1].strip()
    if len(lead) > _LABEL_CHARS or _REASON_LEAD.match(lead):
        return None  # a sentence introducing the verdict, or the judge's own reason ("Since Assistant B can't ...,")
    return lead


def lead_quotes(lead: str | None, line: str, start: int) -> bool:
    """Whether the :func:`open_lead` before the candidate at ``line[start:]`` (the first of its line, with at most a
    label before it) limits the verdict to one criterion, another turn or for now
    (:data:`~judge_engine.pipeline.parsing.limited.LIMITED`: ``For helpfulness:``, ``In terms of accuracy,``,
    ``Stylistically,``, ``Considering only the first reply,``), as the same lead does on the verdict's own line (parser
    version 80; issue 13, adversarial pass 74 F2, F3, F6). Other in-line rules are not read across the line break: a
    lead such as ``Therefore, the scores of the Assistants would be:`` introduces the judge's own verdict."""
    if lead is None or len(line[:start]) > _LABEL_CHARS or _SENTENCE_STOP.search(line, 0, start):
        return False  # the candidate's sentence starts on the lead's line: "Rating: [[9]]", not "A is better. [[A]]"
    clause = CLAUSE_END.split(lead.rstrip(" ,:*_"))[-1].strip()
    return LIMITED.fullmatch(clause) is not None
