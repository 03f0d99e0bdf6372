"""Text saying a verdict is not the judge's judgment of this item (parser version 90; fresh pass adv63 on version 89):
:data:`HARNESS`, an alternative of :data:`~judge_engine.pipeline.parsing.declined.DECLINED`, so
:func:`~judge_engine.pipeline.parsing.refusals.refusal` reads it outside quotations in every format, and a JSON
object's explanation and comment fields (:func:`~judge_engine.pipeline.parsing.json_declined.json_void`). Each family
is read by its structure, not by one notice's words:

- **the judge failed, or was never called** (a subject naming the judge or its harness, then a failure):
  ``(The judge stopped generating before the verdict; ...)``, ``Judge call failed three times``, ``the judge's
  response was lost``, ``[system] The judge exceeded its time budget``, ``--- judge offline ---``, ``judge=None``,
  ``Request timed out after 60s``, ``Stream closed early``, ``Mock judge enabled``, ``DRY RUN - no model was
  called.``, ``Quota exhausted``, ``Model not found: ...``, ``status: fallback``, ``Retry 3/3 failed.``;
- **a verdict or score put in by something else** (a verdict noun with a stand-in word, or a filling verb with a
  stand-in verdict): ``default scores``, ``placeholder judgement``, ``the verdict was reused``, ``score imputed``,
  ``rating copied from the position-swapped run``, ``the harness appended the default tie verdict``, ``returning
  cached verdict``, ``Falling back to the previous verdict``, a line that starts ``Imputed`` or ``(auto-filled``;
- **the judge defers the item to someone else**: ``I'll leave the scoring to a human expert.``, ``This falls
  outside what I can assess.``, ``deferring to a clinician``, ``Unscored - needs human review.``, ``content I won't
  engage with``;
- **the verdict limited to one criterion or to another rubric, said as such**: ``This rating reflects formatting
  only.``, ``These scores are for grammar only``, ``Scored only for grammar``, ``Under the previous rubric version``,
  ``If the rubric rewarded brevity``, ``These scores ignore accuracy``, ``I only looked at style``.

A subject is never an assistant: ``Assistant B's response was cut off`` or ``the code's default value`` is about an
answer, and reads as before. Every alternative is possessive with bounded gaps: a scan is linear."""

from __future__ import annotations

_AP = "['\u2019]"
# the judge or what runs it, as a clause's subject (never "the model's response" or "the API": an answer's words), and
# what it did: failed, or never ran ("failed to", "exceeded its authority" or "stopped the trial" is a judge in court)
_AGENT = (
    r"(?:the\s++)?+(?:judge\s++model|judge|evaluator|grader|(?:evaluation\s++)?+harness|retry\s++(?:loop|wrapper)"
    r"|batch\s++runner|evaluation\s++service)"
)
_AGENT_FAILS = (
    r"(?:timed\s++out|unavailable|offline|disabled|crashed|errored|failed(?!\s++to\b)|exceeded\s++(?:its|the)\s++(?:time"
    r"|token|length|context|budget|limit|max\w*+)|(?:stopped|halted)\s++(?:generating|responding|early|before|mid\w*+)"
    r"|skipped\s++(?:this|the)\s++(?:pair|item|comparison|sample)|not\s++(?:invoked|called|loaded|available|run)"
    r"|returned\s++(?:nothing|empty|null|none|blank|no\s++\w++|an?\s++(?:empty|blank|error)\b|[45][0-9][0-9])"
    r"|did\s++not\s++(?:answer|respond|reply|return)\b|produced\s++no|down)\b"
)
_OUTPUT = (
    r"(?:the\s++)?+(?:judge(?:" + _AP + r"s)?+\s++(?:reply|response|output|answer|call|completion|message)"
    r"|model\s++call|generation)"
)
_OUTPUT_FAILS = (
    r"(?:failed|timed\s++out|lost|missing|empty|blank|removed|cut\s++off|truncated|halted|stopped|unavailable"
    r"|exceeded|could\s++not\s++be\s++(?:decoded|parsed|read))\b"
)
_BE = r"(?:\s++(?:has|had|have|was|were|is)(?:\s++been)?+)?+\s++"
# where a clause starts: the line's start (after marks), or after a sentence end, a colon, a semicolon or a bracket,
# or after "because", "since", "as" or "so"
_CLAUSE = r"(?:^|(?<=[.!?;:(\[\]])\s*+|\b(?:because|since|as|so)\s++)[^\w\n]{0,4}+(?:note\s*+:\s*+)?+"
_VERDICT = r"(?:verdicts?|scores?|ratings?|judg(?:e)?ments?|tie)"
_STAND_IN = r"(?:default|neutral|fallback|placeholder|sentinel|imputed|cached|dummy|auto-?filled|auto-?selected)"
_FILLED = (
    r"(?:auto-?filled|defaulted|imputed|inserted|appended|substituted|reused|restored|recovered|copied|supplied"
    r"|filled\s++in|emitted|recorded\s++(?:automatically|by\s++the\s++(?:fallback|harness|pipeline)))"
)
_EXPERT = (
    r"(?:a\s++|an\s++|the\s++)?+(?:human\s++|domain\s++)?+(?:expert|specialist|clinician|lawyer|doctor|professional"
    r"|reviewer|annotator|human)"
)

HARNESS = (
    # the judge failed or was never called
    _CLAUSE
    + r"(?:"
    + _AGENT
    + _BE
    + _AGENT_FAILS
    + r"|"
    + _OUTPUT
    + _BE
    + _OUTPUT_FAILS
    + r")|^\W*+(?:request\s++timed\s++out|stream\s++closed\s++early)\b"
    r"|^[^\w\[\n]*+(?:\[\w++\]\s*+)?+judge\w*+\s*+=\s*+(?:none|null|true|false|nil)\b"
    r"|^\W*+(?:\[\s*+)?+dry[-\s]?run\b|\bdry[-\s]run\s++mode\b|\bno\s++(?:model|judge)\s++(?:was\s++)?+(?:called"
    r"|invoked|run)\b|\bno\s++judge\s++call\b|\bmock\s++judge\b|\bquota\s++(?:exhausted|exceeded)\b|^\W*+model\s++not"
    r"\s++found\b|^\W*+status\s*+[:=]\s*+(?:fallback|error|failed|failure|default|timeout|mock)\b|\bretr(?:y|ies)\s++"
    r"[0-9]++\s*+/\s*+[0-9]++\s++failed\b|\bretries\s++exhausted\b"
    # a verdict or score put in by something else
    r"|" + _CLAUSE + r"(?:the\s++|a\s++)?+" + _STAND_IN + r"\s++(?:\w++\s++)??" + _VERDICT + r"\b(?=\s*+(?:[.!;:,)\]]|$"
    r"|(?:since|because|as|after|for|recorded|used|written|appended|inserted|emitted|returned|applied|substituted)\b))"
    r"|(?<!['\u2019]s\s)\b" + _VERDICT + r"(?:\s++(?:below|above|here))?+"
    r"(?:\s++(?:was|were|is|are|has\s++been|have\s++been))?+\s++"
    + _FILLED
    + r"\b|\b(?:appended|inserted|filled\s++in|imputed|substituted|emitting|recording|writing|returning|using)\s++"
    r"(?:the\s++|a\s++)?+"
    + _STAND_IN
    + r"\s++(?:\w++\s++)??"
    + _VERDICT
    + r"\b|\b(?:falling\s++back\s++to|reusing)\s++"
    r"(?:the\s++|a\s++)?+(?:previous|last|cached|default|earlier)\s++(?:\w++\s++)??" + _VERDICT + r"\b"
    r"|\bfilled\s++in\s++(?:a|the)\s++(?:tie|verdict|score|rating)\b|\bcopied\s++from\s++(?:a|the)\s++(?:cached"
    r"|previous|earlier|position-swapped)\b|\bwritten\s++by\s++the\s++(?:retry\s++(?:loop|wrapper)|harness|fallback"
    r"|batch\s++runner)\b|^\W*+(?:imputed|auto-?filled|auto-?selected|defaulted|no\s++judg(?:e)?ment|dummy\s++line)\b"
    r"|^\W*+cached\s++(?:result|verdict|score|rating|judg\w*+)\b"
    # the judge defers the item
    r"|\b(?:i|we)(?:" + _AP + r"ll|\s++will)\s++leave\s++(?:the\s++)?+(?:scoring|rating|judging|evaluation|grading|this"
    r"|it)\s++to\s++"
    + _EXPERT
    + r"|\b(?:i|we|and|so)(?:"
    + _AP
    + r"ll|"
    + _AP
    + r"d|\s++will|\s++would|\s++must|\s++should)?+\s++defer\s++"
    r"(?:this\s++|it\s++)?+to\s++"
    + _EXPERT
    + r"|\boutside\s++(?:what\s++i\s++can\s++(?:assess|evaluate|judge|rate)|my\s++(?:remit|competence))\b"
    r"|\bleav(?:e|ing)\s++(?:this|it)(?:\s++pair|\s++item)?+\s++unscored\b|^\W*+(?:feedback\s*+:\s*+)?+unscored\b"
    r"|\b(?:i|we)\s++won" + _AP + r"t\s++engage\s++with\b"
    # the verdict limited to one criterion or another rubric, said as such
    r"|\b(?:(?:this|these|the(?:\s++following)?+)\s++)?+(?:ratings?|verdicts?|scores?|judg(?:e)?ments?)(?:\s++below)?+"
    r"\s++(?:reflects?|is|are|covers?|measures?)\s++(?:for\s++)?+(?:\w++\s++){0,3}?only\b|\bscored\s++only\s++for\b"
    r"|\b(?:under|in|with)\s++(?:an?\s++|the\s++)?+(?:alternate|alternative|previous|old|older|other|[0-9]{4}\s++version"
    r"\s++of\s++(?:this|the))\s++rubric\b|\bif\s++the\s++rubric\s++(?:rewarded|valued|weighted|counted)\b"
    r"|\bscored\s++against\s++the\s++rubric\s++for\s++(?:the\s++)?+(?:previous|other|another)\b"
    r"|\b(?:these|the|my)\s++scores\s++ignore\b|\bi\s++only\s++looked\s++at\b"
)
"""The alternatives (a pattern string, compiled into :data:`~judge_engine.pipeline.parsing.declined.DECLINED` with
``re.IGNORECASE | re.MULTILINE``) of the module's docstring."""
