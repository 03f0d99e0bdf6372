"""Why a JSON verdict object holds no verdict of the judge's (parser version 90), for
:func:`~judge_engine.pipeline.parsing.formats.parse_json`'s objects: :func:`json_void`. The object's other fields
void it (:func:`~judge_engine.pipeline.parsing.json_fields.voided`: an error payload, a stand-in, ``"is_example":
true``), or its explanation says the judge did not judge (fresh pass adv60: ``{"winner": "A", "explanation":
"not evaluated; answers missing"}``, ``"Assistant B's answer was not shown to me."``, ``"Je ne peux pas évaluer ces
réponses."``, ``"Fehler: Zeitüberschreitung"``): the refusals, notices and unseen answers that
:func:`~judge_engine.pipeline.parsing.refusals.refusal` finds in prose are found in the explanation fields
(:data:`~judge_engine.pipeline.parsing.json_fields.EXPLANATION_KEYS`) too. An assistant's refusal reported there
(``"Assistant B refused to answer, so A wins."``) is the assistant's, as in prose. And (:func:`own_lead`, fresh
pass adv63) an object whose lead on its line names another source (``GPT-4 returned: {...}``) is none of the judge's;
nor is one whose line above introduces it so (:func:`own_lead_above`, fresh pass adv64)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from judge_engine.pipeline.parsing.json_fields import EXPLANATION_KEYS, voided
from judge_engine.pipeline.parsing.refusals import refusal

if TYPE_CHECKING:
    from judge_engine.pipeline.templates import Template


_NOTE_KEYS = ("comment", "comments", "note", "notes", "remark", "remarks")
"""Free-text fields a notice is written in (``"comment": "auto-filled after a parse error"``; version 90, adv63)."""


def json_void(keys: dict[str, object], template: Template) -> bool:
    """Whether a JSON object (its case-folded fields ``keys``) holds no verdict of the judge's (``no_verdict``, as a
    refusal in prose makes a verdict): :func:`~judge_engine.pipeline.parsing.json_fields.voided`, or an explanation or
    note field's text is a refusal or notice of the judge's (:func:`~judge_engine.pipeline.parsing.refusals.refusal`).
    Linear in the fields' lengths."""
    if voided(keys):
        return True
    notes = (keys.get(k) for k in (*EXPLANATION_KEYS, *_NOTE_KEYS))
    return any(isinstance(v, str) and refusal(v, template) == "refusal" for v in notes)


_OTHER_SOURCE = re.compile(
    r"\b(?:returned|verbatim|request\s++body|sent\s++to\s++the\s++judge|few-?shot|demo|input\s++(?:was|is)|ground[-\s]?+"
    r"truth|dataset|log\s++file|from\s++the\s++log|for\s++comparison|reference\s++judg\w*+|previous\s++attempt"
    r"|last\s++(?:valid|epoch\w*+)|cached|parsed\s++from|(?:assistant|response|output)\s*+\(?+[ab12]\)?+['\u2019]s"
    r"\s++(?:output|answer|response|text)|judge\s++model\s++[a-z0-9])\b",
    re.IGNORECASE,
)
"""A lead before a JSON object on its line that names another source for it (version 90, fresh pass adv63 family J):
``GPT-4 returned:``, ``Cached:``, ``Ground-truth row:``, ``Input was:``, ``Assistant A's output (verbatim):``,
``Few-shot demo 1 →``, ``Parsed from the log file:``; the judge's own leads (``Here are the scores:``, ``Response 1 is
better:``, ``In JSON:``) name none (false-failure pass ff64: an allow-list of own leads failed 14 honest verdicts)."""


_LEAD_CHARS = 240
"""How much of the text before an object is read for its lead (a source's label is short): a line of many objects
costs linear time, not quadratic (``tests/pipeline/test_parsing_linear.py``)."""


def own_lead(lines: list[str], ln: int, start: int) -> bool:
    """Whether the text before a JSON object at ``lines[ln][start:]`` leaves it the judge's own verdict: the last clause
    of at most :data:`_LEAD_CHARS` characters before it on its line names no other source (:data:`_OTHER_SOURCE`);
    and, when only spaces, markup or a fence precede it there, neither does the line that introduces it (the nearest
    earlier non-empty line that is not a code fence, at most 3 lines up, when it is a label: it ends with ``:`` and
    has at most :data:`_LABEL_WORDS` words; ``GPT-4 returned:`` above ``{"winner": "A"}``; version 91, fresh pass
    adv64). Reads at most 4 lines."""
    line = lines[ln]
    if line[:start].strip(" \t*_>`-"):
        return _own(line, start)
    for k in range(ln - 1, max(-1, ln - 4), -1):
        above = lines[k].strip().strip("*_ ")
        if above and not above.startswith(("```", "~~~")):
            label = above.endswith(":") and len(above.split()) + len(_CJK.findall(above)) <= _LABEL_WORDS
            return not label or _own(above, len(above))
    return True


_LABEL_WORDS = 5
"""The most words a line above an object may have to be read as its label (``GPT-4 returned:``, ``Response from the
previous attempt:``); a longer line is the judge's own sentence, which may use the same words innocently
(``Compared with the dataset's reference answer:``; false-failure pass ff65 on the first draft of version 91)."""
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")
"""A CJK character counts as a word (no spaces between them)."""


def _own(line: str, start: int) -> bool:
    lead = line[max(0, start - _LEAD_CHARS) : start]
    return _OTHER_SOURCE.search(_LAST_CLAUSE.split(lead)[-1]) is None


_LAST_CLAUSE = re.compile(r"[};]|[.!?](?=\s)")
"""Where a lead's last clause starts: after an earlier object (``{"winner": "A"} is not my answer; {"winner": "B"}``
keeps the second object, and the rules for two objects on a line apply), a semicolon or a sentence's end."""
