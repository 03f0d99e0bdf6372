"""Why a JSON verdict object holds no verdict of the judge's (parser version 90), for
:func:`~judge_engine.pipeline.parsing.formats.parse_json`'s objects: :func:`json_void`. The object's other fields
void it (:func:`~judge_engine.pipeline.parsing.json_fields.voided`: an error payload, a stand-in, ``"is_example":
true``), or its explanation says the judge did not judge (fresh pass adv60: ``{"winner": "A", "explanation":
"not evaluated; answers missing"}``, ``"Assistant B's answer was not shown to me."``, ``"Je ne peux pas évaluer ces
réponses."``, ``"Fehler: Zeitüberschreitung"``): the refusals, notices and unseen answers that
:func:`~judge_engine.pipeline.parsing.refusals.refusal` finds in prose are found in the explanation fields
(:data:`~judge_engine.pipeline.parsing.json_fields.EXPLANATION_KEYS`) too. An assistant's refusal reported there
(``"Assistant B refused to answer, so A wins."``) is the assistant's, as in prose."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from judge_engine.pipeline.parsing.json_fields import EXPLANATION_KEYS, voided
from judge_engine.pipeline.parsing.refusals import refusal

if TYPE_CHECKING:
    from judge_engine.pipeline.templates import Template


_NOTE_KEYS = ("comment", "comments", "note", "notes", "remark", "remarks")
"""Free-text fields a notice is written in (``"comment": "auto-filled after a parse error"``; version 90, adv63)."""


def json_void(keys: dict[str, object], template: Template) -> str | None:
    """The parse status of a JSON object (its case-folded fields ``keys``) that holds no verdict of the judge's:
    ``"no_verdict"`` when :func:`~judge_engine.pipeline.parsing.json_fields.voided`, or when an explanation or note
    field's text is a refusal or notice of the judge's (:func:`~judge_engine.pipeline.parsing.refusals.refusal`, as a
    refusal in prose makes a verdict ``no_verdict``); else None. Linear in the fields' lengths."""
    if voided(keys):
        return "no_verdict"
    for k in (*EXPLANATION_KEYS, *_NOTE_KEYS):
        if isinstance(v := keys.get(k), str) and refusal(v, template) == "refusal":
            return "no_verdict"
    return None


_OWN_LEAD = re.compile(
    r"[\s*_#>`\-]*+(?:(?:so|thus|therefore|hence|finally|overall|in\s++(?:conclusion|summary)|to\s++conclude"
    r"|based\s++on\s++(?:this|the|these|my)(?:\s++\w++){0,3}?)\s*+,?+\s*+)?(?:(?:here\s++is|here['\u2019]s|this\s++is"
    r"|below\s++is)\s++)?+(?:(?:my|the|our)\s++)?+(?:(?:final|overall|own|complete|resulting|requested|json)\s++)*+"
    r"(?:(?:verdict|answer|output|result|evaluation|judg(?:e)?ment|decision|response|json|assessment|scores?|ratings?"
    r"|reply|conclusion)(?:\s++in\s++(?:the\s++)?+(?:required|requested|expected|specified|following|given|json)"
    r"\s++format)?+(?:\s*+\((?:json|final)\))?+(?:\s++(?:is|are|would\s++be|in\s++json(?:\s++format)?+|as\s++json"
    r"|follows|below))?+)?+[\s*_:=\-\u2013\u2014\u2192>]*+(?:`{1,3}+(?:json)?+)?+\s*+",
    re.IGNORECASE,
)
"""A lead before a JSON object on its line that states it as the judge's own (version 90, fresh pass adv63): none at
all, or only the judge's own label (``Final verdict:``, ``Here is my evaluation:``, ``Therefore, my answer is``,
``` ```json ```)."""


def own_lead(lead: str) -> bool:
    """Whether the text before a JSON object on its line (``lead``; its last clause) leaves it the judge's own verdict
    (:data:`_OWN_LEAD`); a lead naming anything else (``GPT-4 returned:``, ``Ground-truth row:``, ``Cached:``,
    ``Input was:``, ``Assistant A's output (verbatim):``, ``Few-shot demo 1 →``) makes the object no verdict of the
    judge's (fresh pass adv63, family J). Linear."""
    return _OWN_LEAD.fullmatch(_LAST_CLAUSE.split(lead)[-1]) is not None


_LAST_CLAUSE = re.compile(r"[};]|[.!?](?=\s)")
"""Where a lead's last clause starts: after an earlier object (``{"winner": "A"} is not my answer; {"winner": "B"}``
keeps the second object, and the rules for two objects on a line apply), a semicolon or a sentence's end."""
