"""A label before the verdict token read against a closed vocabulary (parser version 82; issue 13, adversarial passes
80 and 81): :func:`unknown_label`.

Passes 60 to 81 each found new words for a label that makes the token something other than the judge's verdict or
rating: the loser (``Needs the most revision: [[A]]``, ``The riskier answer to ship:``), another quantity (``Lines of
code: [[9]]``, ``Paragraphs: [[8]]``, ``Confidence in my rating: [[9]]``), someone else's text (``Assistant B closes
with: [[A]]``, ``Assistant B's tag:``), one criterion (``Under a pure-speed criterion:``), a question for the worse
side (``Which answer do I trust less? [[A]]``). Each was added to a list of words to refuse, and the next pass found
others. This module turns the rule around for the one shape all of them share, a short label that ends with a colon,
dash, arrow, equals sign or question mark right before the token (or, for a pairwise token alone on its line, on the
line above): every word of the label's last clause must be one of :data:`_COMMON` and the format's own words
(:data:`_PAIRWISE`, :data:`_RATING`), the words judges use to say "my verdict / the better one / the rating is".
A label with any other word is no verdict the parser can read; :mod:`~judge_engine.pipeline.parsing.disowned` makes the
completion ``ambiguous`` and the review queue sees it. A label written in a script other than Latin letters is left to
the other rules (``最终裁决:``). Sentences that lead into the token without such an ending (``My first instinct was
[[B]]``, ``so it gets [RESULT] 4``) are not labels and are left to the other rules too. Linear in the tail's length."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from judge_engine.pipeline.parsing.code_tokens import forcing
from judge_engine.pipeline.parsing.loser_lead import token_lead

if TYPE_CHECKING:
    from judge_engine.pipeline.templates import Template

_COMMON = frozenset(
    "the a an my our i we you is was are be been being would will shall should can could so thus therefore hence then "
    "and or in on of for to this that these it its here there all both two after before based above given overall "
    "final finally conclusion conclude concluded concluding summary short brief total clearly considering consider "
    "considered careful carefully consideration review reviewing reviewed evaluation evaluating evaluated analysis "
    "comparison comparing compared assessment assessing judgment judgement judging verdict verdicts decision decide "
    "decided result results output outputs response responses answer answers assistant assistants model models reply "
    "replies completion completions one ones turn question first second user me from with by at as now well ok okay "
    "yes honestly ultimately accordingly think believe find found determine determined feel say judge deem deemed "
    "opinion view taking account into factors mentioned weighing strengths weaknesses everything all things "
    "evidence reasoning explanation criteria aspects helpfulness relevance accuracy depth creativity detail level "
    "instructions instruction following follows reference provided how well does do did ai according reflection "
    "facts reasons reason stated repeat again once see below required requested format strictly regarding follow up "
    "when rating score has have no errors error mistakes mistake fewest fewer nothing free contains fixes bug misses "
    "passes test hands down bottom line thumbs than rank ranked safe safer safest flagged revised rereading updated "
    "corrected scores scoring rate rated ratings assign assigned assigning outlined described discussed presented "
    "each every precision comprehensive detailed explanations evaluations performance".split()
)
_PAIRWISE = frozenset(
    "winner winning wins win better best stronger strongest superior preferred preference prefer choice choose chosen "
    "pick picked selected selection select vote voted goes go which who whose more most helpful accurate relevant "
    "complete correct quality higher top side between among them tie tied equal equally draw even same c slightly "
    "significantly much somewhat marginally substantially considerably far relatively bit little like "
    "b a 1 2 ab ba".split()
)
_RATING = frozenset(
    "rating rate rated ratings score scores scored scoring grade graded grading mark marks points point give gives "
    "given giving deserve deserves deserved get gets earn earns receives receive out ten five quality feedback "
    "result tie slightly significantly better rubric".split()
)
# the label's end: a colon, dash, arrow, equals sign, bar or question mark (markup around it)
_END = re.compile(r"(?:->|=>|[:=\-\u2013\u2014|\u2192\u21d2?\uff1a])[\s*_`\"']*+\Z")
_WORD = re.compile(r"[^\W_]++(?:['\u2019][^\W_]++)?+")
_SUFFIX = re.compile(r"['\u2019](?:s|d|ll|m|ve|re)\Z")
_NUMBER = re.compile(r"\d++(?:[./-]\d++)?+")
_PAIRWISE_FORMATS = ("verdict_brackets", "verdict5_brackets", "output_ab")
_MAX_WORDS = 14


def _label_words(lead: str) -> list[str] | None:
    """The words of ``lead``'s label (the last clause before its ending, :data:`_END`), case-folded and without
    ``'s``-like suffixes; None when ``lead`` does not end as a label, or when a word is not in Latin letters or
    digits."""
    s = lead.rstrip(" \t*_`\"'#>")
    end = _END.search(s)
    if end is None:
        return None
    clause = re.split(r"[.!;\n]|\?(?=.)", s[: end.start()])[-1]
    clause = re.split(r"[,:(\uff1a]", clause)[-1]
    words = [_SUFFIX.sub("", w) for w in _WORD.findall(clause.casefold())]
    if not words or len(words) > _MAX_WORDS or not all(w.isascii() for w in words):
        return None
    return words


# words of a short sentence that runs into the token (no label ending): the judge's own verb of choosing or rating,
# and for a rating the quality it names ("I'd go with [[A]]", "so it gets Rating: [[8]]", "The response is accurate
# [RESULT] 5")
_SENTENCE = frozenset(
    "go going goes went with vote lean choose pick select prefer award awarding gives give it deserves earns gets get "
    "accurate correct complete helpful relevant clear good excellent great fine strong solid decent perfect thorough "
    "concise adequate reasonable weighing arguments points since because not probably initial original message "
    "conversation part prior about right".split()
)
_SENTENCE_WORDS = 8


# words a label may hold but a sentence running into the token may not: what someone else's text holds ("The user's
# message contains [[A]]"; adversarial pass 81 N4)
_NOT_IN_SENTENCE = frozenset("contains contain has have includes include".split())


def _sentence_words(lead: str) -> list[str] | None:
    """The words of the short sentence (at most :data:`_SENTENCE_WORDS` words after the last ``.``, ``!``, ``?``,
    ``;``, line break or colon) that runs into the token, case-folded; None when there is none or a word is not in
    Latin letters or digits."""
    clause = re.split(r"[.!?;:\n\uff1a]", lead)[-1]
    words = [_SUFFIX.sub("", w) for w in _WORD.findall(clause.casefold())]
    if not words or len(words) > _SENTENCE_WORDS or not all(w.isascii() for w in words):
        return None
    return words


def _known(words: list[str], vocabulary: frozenset[str]) -> bool:
    """Whether every word is in :data:`_COMMON` or ``vocabulary``, a number (``10``, ``1-10``) or a single letter."""
    return all(w in _COMMON or w in vocabulary or len(w) == 1 or _NUMBER.fullmatch(w) for w in words)


def unknown_label(text: str, template: Template) -> bool:
    """Whether the last verdict token of ``text`` (the template's verdict prefix: ``[[``, ``Output (``, ``[RESULT]``)
    follows a label (the module docstring) with a word outside the closed vocabulary of its format: pairwise verdicts
    (``verdict_brackets``, ``verdict5_brackets``, ``output_ab``) and single ratings (``rating_brackets_single``,
    ``result_n``); always False for the other formats."""
    fmt = template.output_format
    pairwise = fmt in _PAIRWISE_FORMATS
    found = token_lead(text, template) if pairwise or fmt in ("rating_brackets_single", "result_n") else None
    if found is None:
        return False
    lead, above = found
    words = _label_words(lead)
    if words is None and pairwise and not lead.strip(" \t*_#>") and not above.rstrip(" *_").endswith("|"):
        words = _label_words(above)  # "Needs the most revision:\nOutput (a)" (not a table's last row)
    vocabulary = _PAIRWISE if pairwise else _RATING
    if words is None and _END.search(lead.rstrip(" \t*_`\"'#>")) is None:
        # "My first instinct was [[B]]", "The top of the scale is [[10]]": not before a forced tail (the judge's text
        # may stop anywhere there), nor on Prometheus's prose feedback, nor after another candidate on the line
        prefix = template.verdict_tail[0].strip() if template.verdict_tail is not None else "[["
        if forcing() or fmt == "result_n" or "]]" in lead or prefix in lead:
            return False
        sentence = _sentence_words(lead)
        return sentence is not None and (
            not _known(sentence, vocabulary | _SENTENCE) or not _NOT_IN_SENTENCE.isdisjoint(sentence)
        )
    return words is not None and not _known(words, vocabulary)
