"""The label a forced verdict follows (stop 53, adversarial pass 80 B1/N1): :func:`forced_label`. A verdict the
decoder forces after the judge's own evidence (``constrain = "verdict"``) escapes the hedge and quotation rules of a
written verdict (:mod:`~judge_engine.pipeline.parsing.forced_tail`), but not a label that gives it to someone else,
calls it provisional or partial, or says the number counts something other than quality: ``Interim rating:\\nRating:
``, ``The reference's own score:``, ``Before reading B:``, ``Penalty:``, ``These are error counts.``, each caught when
the judge writes the verdict itself."""

from __future__ import annotations

import re

from judge_engine.pipeline.parsing.attributed import OTHERS_LABEL
from judge_engine.pipeline.parsing.label_faults import refuses
from judge_engine.pipeline.parsing.limited import LIMITED
from judge_engine.pipeline.parsing.loser_lead import negative_label
from judge_engine.pipeline.parsing.quantities import OTHER_QUANTITY
from judge_engine.pipeline.parsing.spans import DEFERRED_START, NOT_FINAL_LABEL
from judge_engine.pipeline.parsing.stand_ins import STAND_IN

# the format's own lead-ins at the end of the evidence ("Rating:", "[RESULT]", "Score of the Assistant 1:", "My final
# verdict is"), taken off before the label is read
_FORMAT_LEAD = re.compile(
    r"(?:^|(?<=\n)|(?<=[.!?]\s))[\s*_]*+(?:rating|\[result\]|score\s++of\s++the\s++assistant\s++\d|(?:my\s++)?+final"
    r"\s++verdict(?:\s++is)?+|verdict|output)[\s*_]*+:?+\s*+\Z",
    re.IGNORECASE,
)
# a hedge word NOT_FINAL_LABEL also reads: left to the forced path's own rules ("Maybe " then the verdict is kept)
_HEDGE_ONLY = re.compile(
    r"\W*+(?:maybe|perhaps|possibly|probably|likely|most\s++likely|i\s++guess|i\s++suppose|i['\u2019]?d\s++guess)\W*+",
    re.IGNORECASE,
)
# a short label that is only a count or a measure of something other than quality ("These are error counts.")
_COUNT_NOTE = re.compile(
    r"\W*+(?:these|those|they|the\s++(?:scores|numbers|ratings))\s++(?:are|were)\s++(?:the\s++)?+(?:\w++\s++){0,2}?"
    r"(?:counts?|tallies|lengths?|numbers?\s++of)\b[^\n]{0,60}",
    re.IGNORECASE,
)
_LABEL_CHARS = 96
# someone else's word ending the clause ("Twitter says", "The crowd thinks"; version 82, adversarial pass 80 N4), not
# the judge's own ("I'd say", "I would say")
_SAYS_END = re.compile(
    r"(?<!\bi\s)(?<!\bwe\s)(?<!\bi['\u2019]d\s)(?<!\bwould\s)(?<!\blet['\u2019]s\s)\b(?:says|said|wrote|writes|claims"
    r"|claimed|thinks|thought|insists|insisted|reports|reported|suggests|suggested|votes|voted|believes|reckons|argues"
    r"|argued)\Z"
)


def _says(clause: str) -> bool:
    """Whether ``clause`` (case-folded) is a short subject and someone else's word of saying (:data:`_SAYS_END`:
    ``twitter says``), not an agreement (``..., as assistant a says``)."""
    words = re.split(r"[,;:]\s*+", clause)[-1].split()
    return _SAYS_END.search(clause) is not None and len(words) <= 5 and words[0] not in ("as", "like", "what")


def forced_label(evidence: str, scores: bool) -> bool:
    """Whether the end of ``evidence`` (the judge's text before a forced verdict), its format's own lead-in taken off,
    is a label the written verdict's rules refuse: a clause (up to :data:`_LABEL_CHARS` characters, its last line or,
    when that is empty, the line above) that gives the verdict to someone else (``OTHERS_LABEL``, ``STAND_IN``),
    calls it not final or partial (``NOT_FINAL_LABEL`` but a bare hedge, ``LIMITED``), or, ending with a colon, a
    dash or an arrow, puts it off or calls it a stand-in (``DEFERRED_START``, ``STAND_IN``); with ``scores`` (a
    rating or two scores) also a label of a fault or another quantity ending so (``negative_label`` with ``rating``,
    ``OTHER_QUANTITY``), or a note that the numbers are counts. Linear in the label's length."""
    if refuses(evidence):
        return True  # "I would never pick ", "The user would pick ", "It would not get " (version 82, pass 82 B5/N2)
    lead = _FORMAT_LEAD.sub("", evidence.rstrip()).rstrip()
    lines = lead.rsplit("\n", 1)
    label = lines[-1].strip(" *_#>-")
    if not label and len(lines) > 1:
        label = lines[0].rsplit("\n", 1)[-1].strip(" *_#>-")
    if not label or len(label) > _LABEL_CHARS:
        return False
    # a label proper ends with a colon, a dash or an arrow; a sentence is read only by the whole-clause shapes
    colon = re.search(r"[:=\u2013\u2014\u2192]\Z", label) is not None
    clause = re.split(r"(?<=[.!?;])\s++", label)[-1] or label
    low = clause.casefold().rstrip(" :.-\u2013\u2014")
    if not low:
        return False
    if NOT_FINAL_LABEL.fullmatch(low) and not _HEDGE_ONLY.fullmatch(low):
        return True
    if OTHERS_LABEL.fullmatch(low + ":") or OTHERS_LABEL.fullmatch(low) or LIMITED.fullmatch(low) or _says(low):
        return True
    if colon and (DEFERRED_START.match(low) or STAND_IN.search(low)):
        return True
    if scores and colon and (negative_label(clause, rating=True) or OTHER_QUANTITY.search(low)):
        return True
    return scores and _COUNT_NOTE.fullmatch(low) is not None
