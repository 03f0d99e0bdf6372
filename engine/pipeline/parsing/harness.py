"""Text saying a verdict is not the judge's judgment of this item (parser version 90; fresh pass adv63 on version 89):
:data:`HARNESS`, an alternative of :data:`~judge_engine.pipeline.parsing.declined.DECLINED`, so
:func:`~judge_engine.pipeline.parsing.refusals.refusal` reads it outside quotations in every format, and a JSON
object's explanation, comment and note fields (:func:`~judge_engine.pipeline.parsing.json_declined.json_void`). Each
family is read by its structure, not by one notice's words, and each as a clause of its own (at a line's or sentence's
start, after a colon, semicolon or bracket) or a whole sentence: mid-sentence the same words are an answer's topic
(false-failure pass ff64 on the first draft: ``missing scores are imputed with the median``, ``a --dry-run mode``,
``the summary line is written by the harness``, ``we should defer to a lawyer`` were failed):

- **the judge failed, or was never called** (a subject naming the judge or its harness, then a failure):
  ``(The judge stopped generating before the verdict; ...)``, ``Judge call failed three times``, ``the judge's
  response was lost``, ``[system] The judge exceeded its time budget``, ``--- judge offline ---``, ``judge=None``,
  ``Request timed out after 60s``, ``Stream closed early``, ``Mock judge enabled``, ``DRY RUN - no model was
  called.``, ``Quota exhausted``, ``Model not found: ...``, ``status: fallback``, ``Retry 3/3 failed.``;
- **a verdict or score put in by something else**: ``(default scores appended by the harness)``, ``placeholder
  judgement``, ``the verdict was reused``, ``(score imputed: ...)``, ``[rating copied from the position-swapped run]``,
  ``the harness appended the default tie verdict``, ``emitting neutral score``, ``Falling back to the previous
  verdict``, a line that starts ``Imputed because`` or ``(auto-filled``;
- **the judge defers the item**, in a sentence that ends there: ``I'll leave the scoring to a human expert.``, ``I'll
  defer to an expert.``, ``This falls outside what I can assess.``, ``Unscored - needs human review.``, ``content I
  won't engage with``;
- **the verdict limited to one criterion or another rubric, said as such**: ``This rating reflects formatting only.``,
  ``These scores are for grammar only``, ``Scored only for grammar``, ``Under the previous rubric version``, ``If the
  rubric rewarded brevity``, ``These scores ignore accuracy``.

A subject is never an assistant: ``Assistant B's response was cut off`` or ``the code's default value`` is about an
answer, and reads as before. Every alternative is possessive with bounded gaps: a scan is linear."""

from __future__ import annotations

_AP = "['\u2019]"
# the judge or what runs it, as a clause's subject (never "the model call", "the grader" or "generation": an answer's
# code has those), and what it did: failed, or never ran ("failed to" or "exceeded its authority" is a judge in court)
_AGENT = (
    r"(?:the\s++)?+(?:judge\s++model|judge|(?:evaluation\s++)?+harness|retry\s++(?:loop|wrapper)|batch\s++runner"
    r"|evaluation\s++service)"
)
_AGENT_FAILS = (
    r"(?:timed\s++out|unavailable|offline|disabled|crashed|errored|failed(?!\s++to\b)|exceeded\s++(?:its|the)\s++(?:time"
    r"|token|length|context|budget|limit|max\w*+)|(?:stopped|halted)\s++(?:generating|responding|early|before|mid\w*+)"
    r"|skipped\s++(?:this|the)\s++(?:pair|item|comparison|sample)|not\s++(?:invoked|called|loaded|available|run)"
    r"|returned\s++(?:nothing|empty|null|none|blank|no\s++\w++|an?\s++(?:empty|blank|error)\b|[45][0-9][0-9])"
    r"|did\s++not\s++(?:answer|respond|reply|return)\b|produced\s++no|down)\b"
)
_OUTPUT = r"(?:the\s++)?+judge(?:" + _AP + r"s)?+\s++(?:reply|response|output|answer|call|completion|message)"
_OUTPUT_FAILS = (
    r"(?:failed|timed\s++out|lost|missing|empty|blank|removed|cut\s++off|truncated|halted|stopped|unavailable"
    r"|exceeded|could\s++not\s++be\s++(?:decoded|parsed|read))\b"
)
_BE = r"(?:\s++(?:has|had|have|was|were|is)(?:\s++been)?+)?+\s++"
# where a clause starts: the line's start (after marks), or after a sentence end, a colon, a semicolon or a bracket
_CLAUSE = r"(?:^|(?<=[.!?;:(\[\]])\s*+)[^\w\n]{0,4}+(?:note\s*+:\s*+)?+"
# where a notice starts: the line's start or an opening bracket (a notice is its own line or bracketed)
_NOTICE = r"(?:^|(?<=[(\[]))[^\w\n]{0,4}+"
_VERDICT = r"(?:verdicts?|scores?|ratings?|judg(?:e)?ments?|tie)"
_STAND_IN = r"(?:default|neutral|fallback|placeholder|sentinel|imputed|cached|dummy|auto-?filled|auto-?selected)"
_FILLED = (
    r"(?:auto-?filled|defaulted|imputed|inserted|appended|substituted|reused|restored|recovered|copied|supplied"
    r"|filled\s++in|emitted|recorded\s++(?:automatically|by\s++the\s++(?:fallback|harness|pipeline)))"
)
_EXPERT = (
    r"(?:a\s++|an\s++|the\s++)?+(?:human\s++|domain\s++)?+(?:expert|specialist|clinician|lawyer|doctor|professional"
    r"|reviewer|annotator|human)(?=\s*+(?:[.!;)]|$))"
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
    r"|^[^\w\n]*+(?:\[\s*+)?+(?:dry[-\s]?run\b|quota\s++(?:exhausted|exceeded)\b|mock\s++judge\b|model\s++not\s++found\b"
    r"|retr(?:y|ies)\s++[0-9]++\s*+/\s*+[0-9]++\s++failed\b|retries\s++exhausted\b|status\s*+[:=]\s*+(?:fallback"
    r"|default|mock)\b)|\bno\s++(?:model|judge)\s++(?:was\s++)?+(?:called|invoked)\b|\bno\s++judge\s++call\b"
    # a verdict or score put in by something else, said in a notice
    r"|" + _CLAUSE + r"(?:the\s++|a\s++)?+" + _STAND_IN + r"\s++(?:\w++\s++)??" + _VERDICT + r"\b(?=\s*+(?:[.!;:,)\]]|$"
    r"|(?:since|because|as|after|for)\b|(?:was\s++|were\s++)?+(?:recorded|used|written|appended|inserted|emitted"
    r"|returned|applied|substituted)\b))"
    r"|" + _CLAUSE + r"(?:the\s++)?+" + _VERDICT + r"(?:\s++(?:below|above|here))?+"
    r"(?:\s++(?:was|were|is|are|has\s++been|have\s++been))?+\s++"
    + _FILLED
    + r"\b|\b(?:appended|inserted|filled\s++in|imputed|substituted|emitting)\s++(?:the\s++|a\s++)?+"
    + _STAND_IN
    + r"\s++(?:\w++\s++)??"
    + _VERDICT
    + r"\b|\b(?:falling\s++back\s++to|reusing)\s++(?:the\s++|a\s++)?+(?:previous|last|cached|default|earlier)\s++"
    r"(?:\w++\s++)??" + _VERDICT + r"\b"
    r"|\bfilled\s++in\s++(?:a|the)\s++(?:tie|verdict|score|rating)\b|" + _NOTICE + r"(?:\w++\s++)??copied\s++from\s++"
    r"(?:a|the)\s++(?:cached|previous|earlier|position-swapped)\b|\b(?:scores?|verdicts?|ratings?|line)\s++(?:was\s++"
    r"|were\s++)?+written\s++by\s++the\s++(?:retry\s++(?:loop|wrapper)|harness|fallback|batch\s++runner)\b"
    r"|^\W*+(?:imputed|defaulted)\s++(?:because|since|as|after)\b|^\W*+(?:auto-?filled|auto-?selected|no\s++judg(?:e)?ment"
    r"|dummy\s++line)\b|^\W*+cached\s++(?:result|verdict|score|rating|judg\w*+)\b"
    # the judge defers the item, in a sentence that ends there
    r"|\bi(?:"
    + _AP
    + r"ll|\s++will)\s++leave\s++(?:the\s++)?+(?:scoring|rating|judging|evaluation|grading|this|it)\s++"
    r"to\s++" + _EXPERT + r"|\b(?:i|and)(?:" + _AP + r"ll|" + _AP + r"d|\s++will|\s++would|\s++must)?+\s++defer\s++"
    r"(?:this\s++|it\s++)?+to\s++"
    + _EXPERT
    + r"|\boutside\s++(?:what\s++i\s++can\s++(?:assess|evaluate|judge|rate)|my\s++(?:remit|competence))\b"
    r"|\bleav(?:e|ing)\s++(?:this|it)(?:\s++pair|\s++item)?+\s++unscored\b|^\W*+(?:feedback\s*+:\s*+)?+unscored\b"
    r"|\b(?:i|we)\s++won" + _AP + r"t\s++engage\s++with\b"
    # the verdict limited to one criterion or another rubric, said as such: a criterion's word, then "only" at the end
    r"|\b(?:(?:this|these|the(?:\s++following)?+)\s++)?+(?:ratings?|verdicts?|scores?|judg(?:e)?ments?)(?:\s++below)?+"
    r"\s++(?:reflects?|is|are|covers?|measures?)\s++(?:for\s++)?+(?:\w++\s++){1,3}?only(?=\s*+(?:[.;:,)]|$))"
    r"|\bscored\s++only\s++for\b|" + _CLAUSE + r"(?:under|in|with)\s++(?:an?\s++|the\s++)?+(?:alternate|alternative"
    r"|previous|old|older|other|[0-9]{4}\s++version\s++of\s++(?:this|the))\s++rubric\b|\bif\s++the\s++rubric\s++"
    r"(?:rewarded|valued|weighted|counted)\b|\bscored\s++against\s++the\s++rubric\s++for\s++(?:the\s++)?+(?:previous"
    r"|other|another)\b|\b(?:these|my)\s++scores\s++ignore\b"
)
"""The alternatives (a pattern string, compiled into :data:`~judge_engine.pipeline.parsing.declined.DECLINED` with
``re.IGNORECASE | re.MULTILINE``) of the module's docstring."""
