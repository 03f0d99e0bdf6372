"""Intro lines before a verdict line that quote an answer or the required format, not the judge's own verdict, for
:func:`~judge_engine.pipeline.parsing.quoting.is_example_intro` (parser version 78; issue 13, adversarial pass 70 H1,
H2): :func:`describes_answer`."""

from __future__ import annotations

import re

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
    and says nothing of the judge's own verdict (version 78)."""
    if _OWN_INTRO.search(sentence):
        return False
    return bool(_FORMAT_INTRO.search(sentence) or (_ANSWER_NAMED.search(sentence) and _CONTENT_VERB.search(sentence)))
