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
the other rules (``最终裁决:``). Fault words and comparisons are left out of the vocabulary on purpose: ``Fewest errors:
[[A]]`` fails, as a label the words could turn around must (adversarial pass 82: ``Fewer correct answers:``, ``Rated
below B:``).

The same vocabulary reads, on a written token, a sentence of at most :data:`_SENTENCE_WORDS` words that runs into it
(``My first instinct was [[B]]``; not Prometheus's prose feedback before ``[RESULT]``), and, for a pairwise token alone
on its line, a bare label of at most :data:`_ABOVE_WORDS` words naming no side on the line above (``Needs the most
revision``). A rating's label naming another scale (``Score out of five:`` on 1-10) fails too. Before a forced tail,
where the judge's text may stop anywhere, the forced tail's own lead-in (``Rating: `` of a forced ``Rating: [[5]]``) is
taken off, labels are read as above, and of a sentence only a last clause that refuses the pick, gives someone else's
or is for the answer once changed fails (:func:`refuses`: ``I would never pick ``, ``The user would pick ``, ``Once
corrected, I would pick ``). Linear in the tail's length.

Version 83 reads what the rest of the label's sentence says as well (the README's Reliability bullet "What the label's
sentence says"); the vocabulary is in :mod:`~judge_engine.pipeline.parsing.label_vocabulary`, the words of refusals,
conditions, losers and faults in :mod:`~judge_engine.pipeline.parsing.label_faults`, and the readers of clauses, closed
sentences, subjects before ``is`` and the line above in :mod:`~judge_engine.pipeline.parsing.label_clauses`. Before a
forced tail, :func:`refused_before_forced` reads the judge's text for a refusal or a loser, not the label's words."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from judge_engine.pipeline.parsing.code_tokens import forced_text, forcing
from judge_engine.pipeline.parsing.fault_words import faulted, loser_said
from judge_engine.pipeline.parsing.label_clauses import (
    _COPULA_END,
    _END,
    _LIST_MARKER,
    _LOSER_MARK,
    _OTHER_MARK,
    _SENTENCE_END_TOKEN,
    _TAGS,
    _VERDICT_HEAD,
    _asked,
    _closed_sentence,
    _described_side,
    _label_words,
    _line_before,
    _loser_reason,
    _plain_line,
    _sentence_words,
    _tie_token,
    without_losers_reason,
)
from judge_engine.pipeline.parsing.label_faults import refuses
from judge_engine.pipeline.parsing.label_vocabulary import (
    _ABOVE_WORDS,
    _BARE_LABEL,
    _GOOD,
    _NAMED_SIDE,
    _NOT_IN_SENTENCE,
    _PAIRWISE,
    _RATING,
    _SENTENCE,
    _SIDE,
    _clause_words,
    _known,
    _short,
)
from judge_engine.pipeline.parsing.loser_lead import token_lead
from judge_engine.pipeline.parsing.presented import points_at_token, presents_other
from judge_engine.pipeline.parsing.scale import WORD_NUMBERS
from judge_engine.pipeline.parsing.statements import LIMITED_WIN, VERDICT_TALK
from judge_engine.pipeline.parsing.subjects import about_side, other_side

if TYPE_CHECKING:
    from judge_engine.pipeline.templates import Template


_PAIRWISE_FORMATS = ("verdict_brackets", "verdict5_brackets", "output_ab")


def refused_before_forced(text: str, template: Template) -> bool:
    """Whether the judge's own text right before a forced verdict tail (its line, or the line above when the tail
    starts a line) refuses the pick, gives someone else's or another item's, names the loser in a clause of the label
    or in a subject before ``is`` (:func:`refuses`, :func:`_loser_reason`, :func:`_described_side`, the marks
    :func:`_label_words` gives such clauses): ``The user would pick:\n`` then a forced ``Output (a)``, ``Ignoring the
    factual errors and the length, my verdict: `` then a forced ``[[A]]`` (adversarial passes 82-84). Unlike
    :func:`unknown_label` it does not read the label's words against the vocabulary: the tail is the decoder's verdict
    whatever else the evidence ends with (``For example, the first answer cites sources: `` then ``[[A]]`` reads)."""
    fmt = template.output_format
    pairwise = fmt in _PAIRWISE_FORMATS
    found = token_lead(text, template) if pairwise or fmt in ("rating_brackets_single", "result_n") else None
    if found is None:
        return False
    lead, above = found
    target = lead if lead.strip(" \t*_#>") else above
    bare = _END.sub("", target.rstrip(" \t*_`\"'#>"))
    words = _label_words(target) or []
    marked = _LOSER_MARK in words or _OTHER_MARK in words
    last = bare.rsplit(",", 1)[-1]  # "..., I reject " before a forced "[[A]]" (version 84, adversarial pass 88 BV)
    named_loser = (
        pairwise
        and len(last.split()) <= _ABOVE_WORDS
        and not bare.rstrip(" \t*_").endswith((".", "!", "?"))
        and _NAMED_SIDE.search(last) is None
        and loser_said(last)
    )
    return bool(
        refuses(bare)
        or marked
        or named_loser
        or _loser_reason(bare)
        or (pairwise and _described_side(bare, _PAIRWISE | _SENTENCE))
    )


def unknown_label(text: str, template: Template) -> bool:
    """Whether the last verdict token of ``text`` (the template's verdict prefix: ``[[``, ``Output (``, ``[RESULT]``)
    follows a label (the module docstring) with a word outside the closed vocabulary of its format, or, for a rating,
    naming another scale (``Score out of five: [[4]]`` on 1-10); for a pairwise token also a short sentence ending
    before it on its line or alone on the line above (``Needs the most revision. [[A]]``); before a forced tail, a short
    last clause that refuses or gives someone else's pick (``I would never pick ``, ``The user would pick ``). Pairwise
    verdicts (``verdict_brackets``, ``verdict5_brackets``, ``output_ab``) and single ratings
    (``rating_brackets_single``, ``result_n``); always False for the other formats."""
    fmt = template.output_format
    pairwise = fmt in _PAIRWISE_FORMATS
    found = token_lead(text, template) if pairwise or fmt in ("rating_brackets_single", "result_n") else None
    if found is None:
        return False
    lead, above = _without_forced_lead_in(found[0], template), found[1]
    vocabulary = _PAIRWISE if pairwise else _RATING | _GOOD  # "Overall, a strong answer: [[8]]" (pass 84f)
    if _LIST_MARKER.fullmatch(lead):
        lead = ""  # "Loser:\n- [[A]]": a list item's marker is no label (version 83, adversarial pass 83 B3)
    above = _plain_line(above)  # "<b>Loser</b>", "Worse answer (see above)": read without the tags and brackets
    if not above.strip(" \t*_#>-") and (higher := _line_before(text, found[1])) is not None:
        aside = _TAGS.sub(" ", found[1]).strip(" \t*_()")  # "(for the reference answer)" between label and token
        if refuses(aside) or not _known(_clause_words(aside), vocabulary | _SENTENCE):
            return True
        above = _plain_line(higher)  # "Needs the most revision:\n(see above)\n[[A]]" (adversarial pass 84 B3)
    words = _label_words(lead)
    if words is not None:
        if _label_says_otherwise(lead, words, vocabulary, pairwise, template):
            return True
        # "This one is half-baked.\nMy final verdict is: [[A>B]]": the statement above a bare verdict head (v85), or
        # before it on its line ("This one came in second. My final verdict is: [[A]]"; version 86, pass 90 BK24)
        if not _head_only(lead) or forcing():
            return False
        statement = _before_head(lead, _plain_line(above))  # "The reference answer would get this.\nRating: [[10]]"
        if presents_other(statement.strip().rstrip(":"), vocabulary | _SENTENCE) or points_at_token(
            statement, vocabulary | _SENTENCE
        ):
            return True  # (version 86, adversarial passes 91 NO, 93 NP)
        last = _SENTENCE_BREAK.split(statement.strip())[-1]  # the statement's last sentence, not a topic before it
        scaled = _other_scale(last, template) and _gives_rating(last, text)  # not "6/8 = 3/4", "a 5-point scale"
        if not pairwise and (scaled or LIMITED_WIN.search(last)):
            return True  # "I'd give it 4/5.\nRating: [[4]]", "It earns this on style alone." (v86, pass 93 WV, NA)
        return pairwise and _side_statement(statement, vocabulary)
    prefix = template.verdict_tail[0].strip() if template.verdict_tail is not None else "[["
    if "]]" in lead or prefix in lead:
        return False
    if _END.search(lead.rstrip(" \t*_`\"'#>")) is not None:
        return _long_label_faults(lead)  # "The one of these two answers that I least like to see shipped:" (v84)
    if not lead.strip(" \t*_#>"):
        return _above_says_otherwise(text, above, vocabulary, pairwise, template)
    if _SENTENCE_END_TOKEN.search(lead) and presents_other(_last_sentence(lead), vocabulary | _SENTENCE):
        return True  # "The reference answer, by definition, earns this. [RESULT] 5" (version 86, pass 91 NO)
    if not forcing() and _SENTENCE_END_TOKEN.search(lead) is None and refuses(lead):
        return True  # "At first I picked [[A]]", "In an alternate universe, my verdict: [[A]]" (adversarial pass 85)
    if pairwise and (_described_side(lead, vocabulary) or _loser_reason(lead)):
        return True  # "The response whose code crashes on the very first test case is [[A]]" (version 83, pass 83 B2)
    if not pairwise and _asked(lead, vocabulary):
        return True  # "Which rating would the reference answer get? That is [[10]]" (adversarial pass 84 N3)
    if forcing():  # the judge's text may stop anywhere before a forced tail: only a refusing last clause
        return refuses(lead)
    if pairwise and not _tie_token(text) and _closed_sentence(lead, vocabulary):
        return True  # "Needs the most revision. [[A]]" (version 83, adversarial pass 82 BA047-BA061)
    if fmt == "result_n":
        return False  # Prometheus's prose feedback runs into [RESULT]
    head = re.split(r"[.!?;\n]", lead)[-1]
    if (
        ":" in head
        and (label := _label_words(head[: head.rfind(":") + 1])) is not None
        and not _known(label, vocabulary)
    ):
        return True  # "Needs the most revision: see [[A]]" (adversarial pass 82 B4)
    if pairwise:
        lead = without_losers_reason(lead)[0]  # "Because Assistant A is incorrect, the winner is [[B]]" (version 84)
    sentence = _sentence_words(lead)  # "My first instinct was [[B]]", "The top of the scale is [[10]]"
    if sentence is None:  # a longer sentence: its last comma clause ("After comparing both answers line by line
        # against the reference, I reject [[A]]"; version 84, adversarial pass 88 BV)
        sentence = _sentence_words(re.split(r"[.!?;:\n\uff1a]", lead)[-1].rsplit(",", 1)[-1]) if "," in lead else None
    return sentence is not None and (
        not _known(sentence, vocabulary | _SENTENCE) or not _NOT_IN_SENTENCE.isdisjoint(sentence)
    )


# the end of a sentence before the next one on its line
_SENTENCE_BREAK = re.compile(r"(?<=[.!?])[\s*_]++(?=\S)")


# a word of rating in a statement naming another scale ("It scores 4 out of 5.", "I'd give it 4/5.", "Four stars out of
# five.", "4 on the 5-point rubric"; not a fraction the answer computes)
_RATING_CUE = re.compile(r"\b(?:scores?|give|gives|gets?|rate[sd]?|rating|stars?|rubric|marks?|grades?)\b", re.I)


def _gives_rating(sentence: str, text: str) -> bool:
    """Whether ``sentence`` gives the rating that ends ``text`` (its last number, in digits or words) with a word of
    rating (:data:`_RATING_CUE`): ``It scores 4 out of 5.`` before ``Rating: [[4]]``; not ``The response uses a 5-point
    scale for its own survey.``"""
    numbers = re.findall(r"\d++(?:\.\d++)?+", text[-40:])
    if not numbers or _RATING_CUE.search(sentence) is None:
        return False
    said = {float(n) for n in re.findall(r"\d++(?:\.\d++)?+", sentence)}
    said |= {float(WORD_NUMBERS[w]) for w in re.findall(r"[a-z]++", sentence.casefold()) if w in WORD_NUMBERS}
    return float(numbers[-1]) in said


def _last_sentence(lead: str) -> str:
    """The last sentence of ``lead``'s last line (``The reference answer earns this.`` of ``Feedback: ... The reference
    answer earns this. ``)."""
    return _SENTENCE_BREAK.split(lead.strip(" \t*_").rsplit("\n", 1)[-1])[-1]


def _head_only(lead: str) -> bool:
    """Whether ``lead``'s last sentence on its last line is only the verdict's own head (``My final verdict is:``,
    ``**Verdict**:``, ``This one came in second. Verdict:``)."""
    line = _SENTENCE_BREAK.split(lead.rstrip(" \t*_`\"'#>").rsplit("\n", 1)[-1])[-1]
    return _VERDICT_HEAD.fullmatch(_END.sub("", line).rstrip(" \t*_:")) is not None


def _before_head(lead: str, above: str) -> str:
    """The statement before a bare verdict head ending ``lead``: the sentence before it on its line (``This one came in
    second.`` of ``This one came in second. My final verdict is:``), else the line ``above``."""
    sentences = _SENTENCE_BREAK.split(lead.rstrip(" \t*_`\"'#>").rsplit("\n", 1)[-1])
    return sentences[-2] if len(sentences) > 1 else above


def _side_statement(line: str, vocabulary: frozenset[str]) -> bool:
    """Whether ``line`` (above a bare verdict head, or before it on its line) is a statement about a side
    (:func:`~judge_engine.pipeline.parsing.subjects.about_side`, ``other_side``) or a comparison
    (:data:`~judge_engine.pipeline.parsing.statements.VERDICT_TALK`) that says otherwise (``This one is
    half-baked.\nMy final verdict is: [[A>B]]``, version 85; ``The response not shown below is better.``, version 86);
    ``Compare.`` is none."""
    talk = VERDICT_TALK.search(line) is not None  # "The response not shown below is better." (v86, pass 93 BO)
    return (about_side(line) or other_side(line) or talk) and _closed_sentence(line, vocabulary, True)


def _long_label_faults(lead: str) -> bool:
    """For a lead that ends as a label too long for the vocabulary (over
    :data:`~judge_engine.pipeline.parsing.label_vocabulary._MAX_WORDS` words in its last clause) or not in Latin
    letters: whether its last clause holds the words of a fault, a loser, a refusal or a condition (``The one of these
    two answers that I least like to see shipped to our users today: [[A]]``; version 84, adversarial pass 88 BX); a
    label in another script is left to the other rules."""
    bare = _END.sub("", lead.rstrip(" \t*_`\"'#>"))
    clause = re.split(r"[.!;\n]|\?(?=.)", bare)[-1]
    if not clause.isascii():
        return False
    return faulted(clause) or refuses(clause)


def _without_forced_lead_in(lead: str, template: Template) -> str:
    """``lead`` without the forced tail's own lead-in before its token (``Rating: `` of a forced ``Rating: [[5]]``),
    which is the decoder's, not a label of the judge's (``... incredibly warmRating: [[5]]``: the default judge cut at
    its budget); ``lead`` itself when no tail is forced."""
    if not forcing() or template.verdict_tail is None:
        return lead
    forced = forced_text()
    token = template.verdict_tail[0].strip()
    glued = forced[: forced.find(token)] if token in forced else ""
    if glued.strip() and lead.endswith(glued.lstrip("\n")):
        return lead[: len(lead) - len(glued.lstrip("\n"))]
    return lead


def _label_says_otherwise(
    lead: str, words: list[str], vocabulary: frozenset[str], pairwise: bool, template: Template
) -> bool:
    """For a lead ending as a label (``words``: :func:`~judge_engine.pipeline.parsing.label_clauses._label_words`):
    whether it refuses or gives someone else's pick (``The user would pick:``), names the loser in a subject before
    ``is:``, has a word outside the vocabulary, or names another scale for a rating."""
    bare = _END.sub("", lead.rstrip(" \t*_`\"'#>")).rstrip()
    if refuses(bare):
        return True  # "The user would pick:\nOutput (a)" (adversarial pass 82 N2)
    if _LOSER_MARK in words or _OTHER_MARK in words:
        return True  # "Based on which answer has more errors, my final verdict is:" (adversarial pass 86 B1, v84)
    if pairwise and _SIDES_OWN.search(re.split(r"[.!?;\n]", bare)[-1]):
        return True  # "Assistant A's final verdict:": what an assistant wrote (version 84, adversarial pass 87 NO)
    if _FORMAT_SHOWN.search(re.split(r"[.!?;\n]", bare)[-1]):
        return True  # "The format in the instructions is:", "the verdict for a better assistant A:" (pass 87 NF)
    if pairwise and not _known(words, vocabulary) and _COPULA_END.search(bare) and _SIDE_NOUN.search(bare):
        # a subject before "is:" describes the side ("Thus, the response that wins on completeness is:"; pass 84f);
        # one that names no side is read against the vocabulary ("Heads it is:"; version 84, adversarial pass 88 NF)
        return faulted(re.split(r"[.!?;,\n]", bare)[-1])
    own = re.split(r"[.!?;\n]", lead)[-1]  # the label's own sentence: "The review gives 4 stars out of 5. Rating: "
    return not _known(words, vocabulary) or (not pairwise and _other_scale(own, template))


# a noun that a subject describing one of the sides has ("the response that ...", "the one whose ..."), or the
# verdict's own ("However, my final verdict is:")
_SIDE_NOUN = re.compile(
    r"\b(?:verdict|decision|judge?ment|conclusion|choice|pick|answers?|responses?|outputs?|assistants?|ones?|sides?|models?|winner|candidates?|solutions?|stor(?:y|ies)"
    r"|repl(?:y|ies)|versions?|texts?|completions?|poems?|essays?|codes?|programs?|summar(?:y|ies))\b",
    re.IGNORECASE,
)


# a verdict of one side or both as the label: "Assistant A's final verdict:", "The assistants' final verdict:"
_SIDES_OWN = re.compile(
    r"(?:^|[\s*_#>(])(?:the\s++)?+(?:(?:assistant|response|answer|output|model)\s*+\(?+[ab12]\)?+['\u2019]s|(?:assistants"
    r"|responses|answers|outputs|models)['\u2019])\s++(?:\w++\s++){0,2}?(?:verdict|answer|choice|pick|decision|rating"
    r"|score|conclusion|judg(?:e)?+ment|selection)[\s*_]*+\Z",
    re.IGNORECASE,
)


# a label that shows the required format or an example of it: "The format in the instructions is:", "The rating format
# required by the instructions:", "the verdict for a better assistant A:" (version 84, adversarial pass 87 NF)
_FORMAT_SHOWN = re.compile(
    r"^[\s*_#>]*+(?:the\s++)?+(?:(?:final\s++)?+(?:verdict|rating|answer|output|score)\s++)?+format\b"
    r"|\bfor\s++(?:a|an)\s++(?:better|worse|stronger|weaker|winning|losing|superior|inferior)\s++(?:assistant|response|answer"
    r"|output)\b",
    re.IGNORECASE,
)


def _above_says_otherwise(
    text: str, above: str, vocabulary: frozenset[str], pairwise: bool, template: Template
) -> bool:
    """For a token alone on its line: whether the line ``above`` it is a label outside the vocabulary, refusing, or
    naming another scale (a rating), or, before a pairwise token, a bare label or a closed sentence that names the loser
    (:func:`~judge_engine.pipeline.parsing.label_clauses._closed_sentence`)."""
    if presents_other(above.strip(), vocabulary | _SENTENCE) or points_at_token(above, vocabulary | _SENTENCE):
        return True  # "The user's own pick was this.\n[[A]]" (version 86, adversarial passes 91 NO, NX, 93 NP)
    label = _label_words(above)  # "Needs the most revision:\nOutput (a)", "Score out of five:\n- [[4]]"
    if not pairwise:
        if label is None:  # "<b>Score out of five</b>\n[[4]]" (version 83, adversarial pass 83 W1)
            return _short(above, _ABOVE_WORDS + 2) is not None and _other_scale(above, template)
        return not _known(label, vocabulary) or _other_scale(above, template)
    if above.rstrip(" *_").endswith("|"):
        return False  # a table's last row
    if label is not None:
        if not _known(label, vocabulary) or refuses(_END.sub("", above.rstrip(" \t*_`\"'#>"))):
            return True
        if not _head_only(above) or forcing():
            return False
        higher = _line_before(text, above)  # the statement above a bare head or before it on its line (v85, v86)
        return _side_statement(_before_head(above, _plain_line(higher) if higher is not None else ""), vocabulary)
    if _END.search(above.rstrip(" \t*_`\"'#>")) is not None:
        return _long_label_faults(above)  # a label too long for the vocabulary (version 84, adversarial pass 88 BX)
    if forcing():
        return False
    if "," in above and not above.rstrip(" \t*_").endswith((".", "!", "?")):  # a sentence running into the token
        # across the line break: its last comma clause ("..., I reject\nOutput (a)"; adversarial pass 88 BV)
        clause = _sentence_words(above.rsplit(",", 1)[-1])
        if clause is not None and not _known(clause, vocabulary | _SENTENCE):
            return True
    if _BARE_LABEL.fullmatch(above) and not _SIDE.search(above):
        line = _short(above, _ABOVE_WORDS)  # "Needs the most revision\n[[A]]": a label without its colon
        return line is not None and not _known(line, vocabulary | _SENTENCE)
    # "The answer to send back for a rewrite\n[[A]]" (version 83); a tie has no loser ("I'm torn.\n\n[[C]]")
    return not _tie_token(text) and _closed_sentence(above, vocabulary, True)


_SCALE_END = re.compile(
    r"\b(?:out\s++of|/)\s*+(?P<n>\d++(?:\.\d++)?+|three|four|five|six|seven|ten|hundred)\b"
    r"|\b(?P<p>\d++|three|four|five|six|seven|ten|hundred)[\s-]++point\b"  # "five-point scale" (version 83)
    r"|\b[01]\s*+(?:-|\u2013|to)\s*+(?P<m>\d++)\b",
    re.IGNORECASE,
)


def _other_scale(lead: str, template: Template) -> bool:
    """Whether a rating's label names a scale whose top is not the template's ``score_max`` (``Score out of five:``,
    ``Rating 1-5:`` on 1-10; adversarial pass 82 W1)."""
    hi = template.score_max
    if hi is None:
        return False
    for m in _SCALE_END.finditer(lead[-200:]):
        top = m.group("n") or m.group("m") or m.group("p")
        if (WORD_NUMBERS[top.casefold()] if top.isalpha() else float(top)) != hi:
            return True
    return False
