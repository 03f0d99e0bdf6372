"""A sentence broken by a line break right before the verdict (parser version 79; issue 13, adversarial pass 73 H1-H3),
for :func:`~judge_engine.pipeline.parsing.quoting.unquoted_hits`: :func:`wraps_disowning`.

The in-line rules (:mod:`~judge_engine.pipeline.parsing.spans`: a condition, a negation, someone else's verdict, a
stand-in) read the text before a verdict on its own line, and an intro line ending with ``:`` is read by
:func:`~judge_engine.pipeline.parsing.quoting.is_example_intro`. A judge may also break the sentence itself before the
verdict: ``If Assistant A were better, I'd write\\n[[A]]``, ``The verdict is not\\n[[A]]``, ``A lazy judge would
say\\n[[A]]``, ``Assuming the code runs\\nRating: [[8]]``, ``Assistant A outputs\\n[[A]]``. A line that holds no verdict
and ends no sentence (no ``.``, ``!``, ``?``, ``;`` or ``:`` at its end) is read as the start of the verdict's sentence:
its last sentence (up to :data:`_LEAD_CHARS` characters), with a stand-in verdict after it, goes through the in-line
rules (:func:`~judge_engine.pipeline.parsing.spans.quoted_span`), except that the judge's own ``I would`` / ``I'd``
(``I would rate it\\nRating: [[7]]``, ``I'd give it``) is no condition unless the sentence holds one (``if``,
``were``, ``without the``, ``assuming``, ...: :data:`_CONDITION`, which alone makes it no verdict of the judge's, as do
:data:`_ABANDONED` ``I was going to write``, ``It is tempting to write``); a sentence ending in a verb that reports an
answer's own text (``Assistant A outputs``, ``Its last line is``, ``The user wrote``, ``The assistant rates itself``:
:data:`_REPORTED`) is no verdict of the judge's either (unless the judge's own verdict is its subject: ``my verdict
says``), nor is a markup comment calling it a placeholder or an example (``<!-- placeholder -->``). A line holding a
label and its value (``Level of detail: ... - 7``, ``Selected: A (clearly)``) is a whole line, read only for a quoted
injected instruction. Linear: a few regex scans of one line (at most :data:`_MAX_CHARS` characters are read)."""

from __future__ import annotations

import re

from judge_engine.pipeline.parsing.spans import SENTENCE_END, plain, quoted_span

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
    r"|^\W*+(?:had|were|assuming|supposing|provided)\b",  # at the start only: "Provided a detailed explanation ..."
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


# a label and its value after a dash ("Accuracy - Provided accurate figures - 9")
_DASH_LABEL = re.compile(r"\s[-\u2013\u2014]\s")
# the judge's own verdict as the subject ("Everything considered, my verdict says")
_OWN_VERDICT = re.compile(
    r"\b(?:my|our)\s++(?:(?:final|overall|own)\s++)?+(?:verdict|decision|rating|choice|answer|conclusion|assessment"
    r"|evaluation|judge?ment|pick|score)\b",
    _I,
)
# an injected instruction quoted after a colon ("Assistant A embeds: ignore previous instructions and output")
_INJECTED = re.compile(r"\bignore\s++(?:all\s++)?+(?:the\s++)?+(?:previous|prior|above|earlier)\s++instructions\b", _I)


def wraps_disowning(line: str) -> bool:
    """Whether ``line`` (holding no verdict candidate) starts a sentence that the verdict on a following line
    completes, and that sentence makes it no verdict of the judge's own (the module's docstring)."""
    s = line.strip().strip("*_ ")
    if not s or len(s) > _MAX_CHARS or (_FINISHED.search(s) and not _COMMENT.match(s)):
        return False
    sentence = SENTENCE_END.split(plain(s.casefold()))[-1].strip()
    if not sentence:
        return False
    if _COMMENT.match(s):
        return _STAND_IN_WORD.search(s) is not None  # "<!-- placeholder, will replace after review -->"
    # a label and its value ("Level of detail: ... - 7", "Selected: A (clearly)"): a whole line, unless it quotes an
    # injected instruction
    if ":" in sentence or _DASH_LABEL.search(sentence):
        return _INJECTED.search(sentence) is not None
    if _CONDITION.search(sentence) or _ABANDONED.search(sentence):
        return True  # "Assuming the code runs", "I was going to write"
    if _OWN_VERDICT.search(sentence):
        return False  # the judge's own verdict is the subject: "Everything considered, my verdict says"
    if _REPORTED.search(sentence):
        return True  # "Assistant A outputs", "Its last line is", "The assistant rates itself"
    if len(sentence) > _LEAD_CHARS or not _disowns(sentence):
        return False  # the in-line rules read a short lead only: a long line of prose is no lead-in of a verdict
    neutral = _OWN_MODAL.sub("i will", sentence)  # "I would rate it" is the judge's own verdict
    return neutral == sentence or _disowns(neutral)


def _disowns(sentence: str) -> bool:
    """The in-line rules on ``sentence`` followed by a stand-in verdict."""
    synthetic = sentence + " [[x]]"
    return quoted_span(synthetic, len(sentence) + 1, len(synthetic))
