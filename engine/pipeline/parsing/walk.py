"""What ends the walk back from a verdict through the sentences before it, for
:mod:`~judge_engine.pipeline.parsing.conclusion` (issue 13, parser versions 41-46): a sentence that is no listed
conclusion is walked past (``Overall, Assistant A is better. Assistant B is wrong.`` before ``[[B]]`` then reads the
conclusion, adversarial pass 37 H3) unless :func:`ends_walk` holds: a retraction or change of mind, named or not
(``Actually, I take that back, since Assistant A is right.``, pass 37 H2); in a sentence naming a side, a contrast,
doubt, second look or weighing (``However, Assistant B is the only correct one.``); or a correction toward the
verdict's side (``After testing, Assistant A is better.`` before ``[[A]]``, pass 38 H2): a whole-answer word that
:func:`~judge_engine.pipeline.parsing.decided.decides` reads for the verdict's side, not partial credit (``Assistant A
also gets it right.``, ``goes with a recursive approach``) and not restricted to an aspect, part, audience or setting
(``Stylistically, Assistant A is better.``, ``preferable for beginners``, pass 40 H1; ``Assistant A's explanation is
better.``, ``ahead in readability``, ``As far as style goes,``, pass 41 H4), nor a decision for the other
side (its pronouns are not resolved: read as a conclusion it failed 5 of the 21,072 recorded reviews). Each check is
a few regex scans of one sentence."""

from __future__ import annotations

import re

from judge_engine.pipeline.parsing.decided import decides

_I = re.IGNORECASE
# what ends the walk back at a sentence that concludes nothing (adversarial pass 37 H2, H3): a retraction or change of
# mind, named or not ("Actually, I take that back, since Assistant A is right."); and, in a sentence that names a
# side, a contrast, doubt, second look or weighing ("However, B is correct."); a plain follow-up ("Assistant B is
# wrong.") is walked past
_RETRACTS = re.compile(
    r"\b(?:actually|wait|hmm+|reconsider\w*+|retract\w*+|take\s++(?:that|it)\s++back|scratch\s++that|changed?\s++my"
    r"\s++mind|correct(?:ion|\s++myself)|second\s++(?:thoughts?|look)|then\s++again|i\s++mean|i\s++meant|make\s++that|revis\w*+)\b",
    _I,
)
_TURNS = re.compile(
    r"\b(?:but|however|though|although|yet|still|instead|that\s++said|nevertheless|nonetheless|while|whereas|unless|if"
    r"|initially|at\s++first|glance|wrong\s++about|re-?+read\w*+|re-?+check\w*+|notice\w*+|reali[sz]\w++|closer|further"
    r"|matters?|important|crucial|critical|key|decisive|outweighs?|more\s++importantly|on\s++reflection|upon|tie|tied"
    r"|equal\w*+|neither|both)\b|\?",
    _I,
)
# the whole-answer words a correction toward the verdict's side uses ("After testing, Assistant A is better."); a remark
# that gives partial credit ("Assistant A also gets it right.", "goes with a recursive approach", "has a slight edge in
# brevity") is none (adversarial pass 40 H1)
_WHOLE_WORD = re.compile(
    r"\b(?:better|best|superior|prefer(?:red|able)?+|wins?|winner|outperforms?|stronger|ahead|on\s++top)\b", _I
)

# a remark restricted to an aspect or an audience ("Stylistically, A is better.", "A is preferable for beginners.");
# parser version 45 (adversarial pass 41 H4): a lead that names an aspect ("As far as style goes,", "When it comes to
# X,"), a side's part as the subject ("Assistant B's explanation is better."), a whole-answer word that an aspect,
# audience or setting follows ("ahead in readability", "preferable in a classroom setting", "better at explaining")
# or that makes a compound ("the better-formatted answer"), and a fit ("a better fit for a one-off script"); a
# sentence adverb ("Finally,", "Additionally,", pass 41 M5), "for a simple reason", an aspect that is the whole
# question ("As far as the user's question goes,", "From an overall perspective,", "the best fit for the task",
# "Assistant A's version"; pass 42 M1) restrict nothing
_RESTRICTED = re.compile(
    r"^\W*+(?!(?:fin|addition|gener|person|basic|ultimate|eventu|honest|frank|essenti|fundament|realistic)ally\b)\w+ally"
    r"\s*+,|\bfor\s++(?:a\s++|the\s++)?+(?:beginners?|novices?|experts?|quick|simple(?!\s++reason)|small|casual|short"
    r"|lookups?|scripts?|this\s++use)\b|\bin\s++(?:terms\s++of\s++)?+(?:style|formatting|brevity|length|tone)\b"
    r"|^\W*+(?:as\s++far\s++as|when\s++it\s++comes\s++to|regarding|with\s++(?:respect|regard)\s++to|in\s++terms\s++of"
    r"|as\s++for|from\s++an?+)\s++(?!(?:the\s++)?+(?:(?:user['\u2019]s\s++)?+(?:question|task|prompt|request|query)"
    r"|overall|general|holistic|whole|big-picture|end-user|user)\b)(?:as\s++far\s++as\b[^,]{0,60}?\bgoes|[^,]{0,60}?,)"
    r"|^\W*+(?:[^,.;:]{0,60},\s*+)?+(?:the\s++)?+(?:assistant|response|answer|output|model)\s*+\(?+[ab12]\)?+(?:'s|\u2019s)\s++(?!(?:answer|response|output|reply"
    r"|solution|submission|overall|version|attempt|result|work|one)\b)\w"
    r"|\b(?:better|best|superior|preferable|preferred|stronger|ahead|on\s++top)(?:-\w|\s++(?:in|at|on|with|when|regarding"
    r"|about|as\s++an?+)\s++(?!(?:my|our)\s++(?:view|opinion|book|estimation|judge?ment)\b|the\s++end\b|every\s++(?:way"
    r"|respect)|(?:all|most|many|almost\s++all|nearly\s++all)\s++(?:ways|respects|areas|aspects)\b|general\b|total\b"
    r"|short\b|sum\b|summary\b|conclusion\b|balance\b|the\s++whole\b|all\b|every\s++(?:aspect|area|way)\b"
    r"|this\s++(?:case|comparison|evaluation|task|question)\b|answering\b|responding\b|addressing\b))"
    r"|\bfit\b(?!\s++for\s++(?:the|this)\s++(?:task|question|user|prompt|request|job)\b)",
    _I,
)


def _corrects(sentence: str, side: str) -> bool:
    """Whether ``sentence`` (no listed conclusion) decides for the verdict's ``side`` by
    :func:`~judge_engine.pipeline.parsing.decided.decides` with a whole-answer word (:data:`_WHOLE_WORD`), not
    restricted to an aspect or an audience (:data:`_RESTRICTED`)."""
    if _WHOLE_WORD.search(sentence) is None or _RESTRICTED.search(sentence):
        return False
    return decides(sentence) == side


def ends_walk(sentence: str, stated: str | None, side: str) -> bool:
    """Whether the walk back from a verdict for ``side`` (``"a"``, ``"b"``, ``"tie"``) ends at ``sentence``, whose
    conclusion reading is ``stated`` (None: names no side; ``""``: names one but is no listed conclusion; a side or
    ``"tie"``: a conclusion, which the caller weighs itself): the module's docstring."""
    if not stated and _RETRACTS.search(sentence):
        return True
    return stated == "" and (_TURNS.search(sentence) is not None or _corrects(sentence, side))
