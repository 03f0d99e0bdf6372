"""Intro lines before a verdict line that quote an answer or the required format, not the judge's own verdict, for
:func:`~judge_engine.pipeline.parsing.quoting.is_example_intro` (parser version 78; issue 13, adversarial pass 70 H1,
H2): :func:`describes_answer`."""

from __future__ import annotations

import re

from judge_engine.pipeline.parsing.remarks import EVALUATIVE

# version 78 (adversarial pass 70 H1, H2): an intro line that describes what an answer holds ("Assistant B appended
# this to its answer:", "The response's last line reads:", "At the end of Assistant B's response there is this line:")
# or shows the required format ("Here is how the verdict should look:", "I am asked to answer in this format:", "The
# expected schema is:"), and says nothing of the judge's own verdict ("my verdict", "I choose")
_ANSWER_NAMED = re.compile(
    r"\b(?:assistant|response|answer|output|model)\s*+\(?+[ab12]\b|\bthe\s++(?:assistant|response|answer|output|model)\b"
)
_CONTENT_VERB = re.compile(
    r"\b(?:append\w*+|add(?:s|ed)|insert\w*+|tack\w*+|attach\w*+|slip\w*+|sneak\w*+|clos(?:es|ed|ing)|end(?:s|ed|ing)"
    r"|finish\w*+|last\s++line|final\s++line|reads|includes|included|contains|contained|there\s++is\s++this|puts|put"
    r"|ha(?:s|d)\s++this)\b"
)
_FORMAT_INTRO = re.compile(
    r"\b(?:format|schema|template)\b|\bshould\s++look\b|\blooks?\s++like\b|\bin\s++this\s++(?:form|way|shape)\b"
)
_OWN_INTRO = re.compile(
    r"\b(?:(?:my|our)\s++(?:(?:final|overall|own|honest)\s++)?+(?:verdict|decision|rating|score|choice|pick|judge?ment"
    r"|evaluation|answer|conclusion|assessment|result)|i\s++(?:choose|pick|select|prefer|would|will|rate|give|conclude)|i['\u2019](?:d|ll))\b"
)


# version 79 (adversarial pass 72 H8): the end of an intro line without a colon that points at an answer's text ("...
# contains the text", "... includes the string", "... inserted into its answer", "... has this at the bottom")
CONTENT_END = re.compile(
    r"\b(?:the\s++(?:text|string|line|lines|sentence|words|following)|(?:at|to)\s++the\s++(?:bottom|end)(?:\s++of\s++it)?+"
    r"|(?:in)?+to\s++its\s++(?:answer|response|output|reply))$"
)


def describes_answer(sentence: str) -> bool:
    """Whether an intro's last sentence (normalised) describes what an answer holds, or shows the required format,
    and says nothing of the judge's own verdict (version 78), or :func:`reports_answer` (version 80)."""
    if _OWN_INTRO.search(sentence):
        return False
    if _FORMAT_INTRO.search(sentence) or (_ANSWER_NAMED.search(sentence) and _CONTENT_VERB.search(sentence)):
        return True
    return reports_answer(sentence)


# version 80 (adversarial pass 74 F1): one answer as the subject of an unfinished line ("Assistant A tries to inject",
# "Assistant A's response includes", "At the end of Assistant A's response we find", "The response of Assistant A:")
_ANSWER_SUBJECT = re.compile(
    r"\W*+(?P<lead>(?:in|within|inside|at\s++the\s++(?:end|bottom|top|start)\s++of|the\s++(?:response|answer|output"
    r"|reply|text)\s++(?:of|from))\s++)?+(?:the\s++)?+(?:assistant|response|answer|output|model)\s*+\(?+(?P<side>[ab12])"
    r"\)?+(?![\w)])(?P<rest>.*+)",
    re.IGNORECASE | re.DOTALL,
)
# what makes such a line the judge's own: the first person ("Assistant A gets my vote"; "we find" is none), a word
# that weighs (remarks.EVALUATIVE: "Assistant A is better"), another side, or a score's label ("Assistant 1's score:")
_OWN = re.compile(
    r"\b(?:i|me|my|mine|our|us)\b|\bi['\u2019]|\bwe\b(?!\s++(?:find|see|read|get))|\b(?:score|rating|grade|mark|points)s?+\b"
    r"|\b(?:assistant|response|answer|output|model)\s*+\(?+[ab12]\b"
    # a criticism ("Assistant B did not explain", "Assistant B should have given an example"), a number ("Assistant 1
    # gets 8 and"), code ("Assistant A's R code uses df[[A]]")
    r"|\b(?:not|never|no|should|could|would|might|must|needs?|needed|forg[eo]t\w*+|omit\w*+|neglect\w*+|skip\w*+)\b"
    r"|n['\u2019]t\b|[0-9`=\[\]{}]",
    re.IGNORECASE,
)
# an answer that calls itself the winner ("Assistant A declares itself the winner")
_SELF_CROWNED = re.compile(
    r"\b(?:declar|call|nam|crown|proclaim|announc|deem|rat)\w*+\s++(?:itself|themselves)\b", re.IGNORECASE
)


def reports_answer(sentence: str) -> bool:
    """Whether ``sentence``, the unfinished last sentence of a line before a verdict line, has one answer as its
    subject and says nothing the judge weighs (:data:`_OWN`, :data:`~judge_engine.pipeline.parsing.remarks.EVALUATIVE`),
    so that the verdict line completes a report of that answer's text: ``Assistant A tries to inject``, ``Assistant
    A's response includes``, ``In Assistant A's response, there is``, ``The response of Assistant A:``, ``Assistant A
    declares itself the winner:`` (version 80). A bare side's name (``Assistant A:``) is none."""
    m = _ANSWER_SUBJECT.fullmatch(sentence)
    if m is None:
        return False
    rest = m.group("rest")
    if not rest.strip(" *_:-") and m.group("lead") is None:
        return False  # "Assistant A:" alone: a label of the judge's
    if _SELF_CROWNED.search(rest):
        return True
    return not (_OWN.search(rest) or _OWN.search(sentence, 0, m.start("side")) or EVALUATIVE.search(sentence))
