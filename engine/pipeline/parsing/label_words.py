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
corrected, I would pick ``). Linear in the tail's length."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from judge_engine.pipeline.parsing.code_tokens import forced_text, forcing
from judge_engine.pipeline.parsing.loser_lead import token_lead

if TYPE_CHECKING:
    from judge_engine.pipeline.templates import Template

_COMMON = frozenset(
    "the a an my our i we you is was are be been being would will shall should can could so thus therefore hence "
    "then and or in on of for to this that these it its here there all both two after before based above given "
    "overall final finally conclusion conclude concluded concluding summary short brief total clearly considering "
    "consider considered careful carefully consideration review reviewing reviewed evaluation evaluating evaluated "
    "analysis comparison comparing compared assessment assessing judgment judgement judging verdict verdicts "
    "decision decide decided result results output outputs response responses answer answers assistant assistants "
    "model models reply replies completion completions one ones turn question first second user me from with by at "
    "as now well ok okay yes honestly ultimately accordingly think believe find found determine determined feel say "
    "judge deem deemed opinion view taking account into factors mentioned weighing everything all things evidence "
    "reasoning explanation criteria aspects helpfulness relevance accuracy depth creativity detail level "
    "instructions instruction following follows reference provided how well does do did ai according reflection "
    "facts reasons reason stated repeat again once see required requested format strictly regarding follow up when "
    "rating score hands down bottom line thumbs safe safer safest scores scoring rate rated ratings assign assigned "
    "assigning outlined described discussed presented each every precision comprehensive detailed explanations "
    "evaluations performance message sum nutshell tl dr outcome thoughts call takeaway key determination upon net wrap "
    "scale correctness clarity conciseness concise creative engaging imaginative vivid reliable appropriate very "
    "pretty mostly correctly accurately clearly explained structured ranking where best provides offers gives gave "
    "answered answers handled wrote written performs performed job respect edge favors".split()
)
_PAIRWISE = frozenset(
    "winner winning wins win better best stronger strongest superior preferred preference prefer choice choose chosen "
    "pick picked selected selection select vote voted goes go which who whose more most helpful accurate relevant "
    "complete correct quality higher top side between among them tie tied equal equally draw even same c slightly "
    "significantly much somewhat marginally substantially considerably far relatively bit little like useful "
    "informative thorough recommendation recommended recommend preferable clearer clear precise worse weaker inferior "
    "gold medal place "
    "b a 1 2 ab ba".split()
)
_RATING = frozenset(
    "rating rate rated ratings score scores scored scoring grade graded grading mark marks points point give gives "
    "given giving deserve deserves deserved get gets earn earns receives receive out quality feedback impression "
    "holistic "
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
    """The words of ``lead``'s label (the last clause before its ending, :data:`_END`, with the clause before it when
    it is one word after a comma: ``Once corrected, better:``), case-folded and without ``'s``-like
    suffixes; None when ``lead`` does not end as a label, when the label is longer than :data:`_MAX_WORDS` words, or
    when a word is not in Latin letters or digits."""
    s = lead.rstrip(" \t*_`\"'#>")
    end = _END.search(s)
    if end is None:
        return None
    clause = re.split(r"[.!;\n]|\?(?=.)", s[: end.start()])[-1]
    parts = re.split(r"([,:\uff1a])", clause)  # clauses and their separators
    clause = parts[-1]
    if len(parts) >= 3 and parts[-2] == "," and len(_WORD.findall(clause)) <= 1:
        clause = parts[-3] + " " + clause  # a one-word fragment after a comma: "Once corrected, better:"
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
    "concise adequate reasonable weighing arguments points since because not probably initial original message but "
    "while although though yet however overall five ten "
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
    lead, above = found
    if forcing() and template.verdict_tail is not None:
        # the forced tail's own lead-in before its token ("Rating: " of a forced "Rating: [[5]]") is the decoder's,
        # not a label of the judge's: "... incredibly warmRating: [[5]]" (the default judge cut at its budget)
        forced = forced_text()
        glued = (
            forced[: forced.find(template.verdict_tail[0].strip())]
            if template.verdict_tail[0].strip() in forced
            else ""
        )
        if glued.strip() and lead.endswith(glued.lstrip("\n")):
            lead = lead[: len(lead) - len(glued.lstrip("\n"))]
    vocabulary = _PAIRWISE if pairwise else _RATING
    words = _label_words(lead)
    if words is not None:
        if refuses(_END.sub("", lead.rstrip(" \t*_`\"'#>"))):
            return True  # "The user would pick:\nOutput (a)" (adversarial pass 82 N2)
        own = re.split(r"[.!?;\n]", lead)[-1]  # the label's own sentence: "The review gives 4 stars out of 5. Rating: "
        return not _known(words, vocabulary) or (not pairwise and _other_scale(own, template))
    prefix = template.verdict_tail[0].strip() if template.verdict_tail is not None else "[["
    if _END.search(lead.rstrip(" \t*_`\"'#>")) is not None or "]]" in lead or prefix in lead:
        return False
    if pairwise and not lead.strip(" \t*_#>"):
        if above.rstrip(" *_").endswith("|"):
            return False  # a table's last row
        label = _label_words(above)  # "Needs the most revision:\nOutput (a)", also before a forced tail
        if label is not None:
            return not _known(label, vocabulary) or refuses(_END.sub("", above.rstrip(" \t*_`\"'#>")))
        if forcing() or not _BARE_LABEL.fullmatch(above) or _SIDE.search(above):
            return False  # a sentence, a list item or a table row: the other rules read it ("Neither mentions ties.")
        line = _short(above, _ABOVE_WORDS)  # "Needs the most revision\n[[A]]": a label without its colon
        return line is not None and not _known(line, vocabulary | _SENTENCE)
    if forcing():  # the judge's text may stop anywhere before a forced tail: only a refusing last clause
        return refuses(lead)
    if fmt == "result_n":
        return False  # Prometheus's prose feedback runs into [RESULT]
    head = re.split(r"[.!?;\n]", lead)[-1]
    if (
        ":" in head
        and (label := _label_words(head[: head.rfind(":") + 1])) is not None
        and not _known(label, vocabulary)
    ):
        return True  # "Needs the most revision: see [[A]]" (adversarial pass 82 B4)
    sentence = _sentence_words(lead)  # "My first instinct was [[B]]", "The top of the scale is [[10]]"
    return sentence is not None and (
        not _known(sentence, vocabulary | _SENTENCE) or not _NOT_IN_SENTENCE.isdisjoint(sentence)
    )


_ABOVE_WORDS = 4
# a line above the token that is a label without its colon: words only, no sentence or clause punctuation, not a list
# item ("Needs the most revision", "**Final verdict**")
_SIDE = re.compile(r"\b(?:assistant|response|answer|output|model)\b|\b[AB]\b", re.IGNORECASE)
_BARE_LABEL = re.compile(r"[\s*_#>]*+(?![-+\d])[^\W\d_][\w\s'\u2019*_-]*+")
# a refusal or someone else's pick in the clause before a forced tail ("I would never pick ", "It would be a mistake to
# pick ", "The user would pick ", "It would not get "; adversarial pass 82 B5, N2)
_CHOOSING = (
    r"(?:pick|picking|choose|choosing|go|going|vote|voting|select|prefer|give|get|gets|rate|recommend|say|side|back)"
)
_REFUSING = re.compile(
    r"(?:\bnot|\bnever|n['\u2019]t)\s++(?:\w++\s++)?"
    + _CHOOSING
    + r"\b|\b(?:mistake|wrong|error)\s++to\s++"
    + _CHOOSING
    # the other side put above the token ("I rank B above "; adversarial pass 82 B3)
    + r"\b|\b(?:rank|rate|put|place|ranked|rated|placed)\s++(?:\w++\s++){1,3}?(?:above|over|ahead\s++of)\s*+$",
    re.IGNORECASE,
)
# a verdict for the answer once changed ("Once corrected, I would pick "; adversarial pass 82 N1)
_CHANGED = re.compile(
    r"\b(?:once|after|when|if)\s++(?:it\s++is\s++|it['\u2019]s\s++|they\s++are\s++)?+(?:corrected|fixed|revised|repaired"
    r"|updated|rewritten)\b|\b(?:with|after)\s++(?:the\s++|its\s++)?+fix(?:es)?+\b",
    re.IGNORECASE,
)
_OTHERS_PICK = re.compile(r"\bwould\s++(?:\w++\s++)?" + _CHOOSING + r"\b", re.IGNORECASE)
_OWN_SUBJECT = frozenset("i we my our so thus therefore hence overall finally".split())


def refuses(lead: str) -> bool:
    """Whether the last clause of ``lead`` (after ``.``, ``!``, ``?``, ``;``, ``:`` or a line break; at most
    :data:`_SENTENCE_WORDS` words) refuses a pick (:data:`_REFUSING`: a negation or ``a mistake to`` before a verb of
    choosing or rating) or gives another's (``would pick`` after a subject other than the judge's own)."""
    clause = re.split(r"[.!?;:\n\uff1a]", lead)[-1]
    words = [_SUFFIX.sub("", w) for w in _WORD.findall(clause.casefold())]
    if not words or len(words) > _SENTENCE_WORDS:
        return False
    part = clause.rsplit(",", 1)[-1]  # "A is better, I would say ": the subject of the last comma part
    subject = _WORD.findall(part.casefold())[:1]
    if _CHANGED.search(clause) is not None:
        return True
    return _REFUSING.search(clause) is not None or (
        bool(subject) and subject[0] not in _OWN_SUBJECT and _OTHERS_PICK.search(part) is not None
    )


def _short(line: str, most: int) -> list[str] | None:
    """The words of ``line`` (case-folded) when it is at most ``most`` words in Latin letters or digits and holds no
    comma-free run of prose longer than that; else None."""
    words = [_SUFFIX.sub("", w) for w in _WORD.findall(line.casefold())]
    if not words or len(words) > most or not all(w.isascii() for w in words):
        return None
    return words


_WORD_NUMBERS = {"three": 3.0, "four": 4.0, "five": 5.0, "six": 6.0, "seven": 7.0, "ten": 10.0, "hundred": 100.0}
_SCALE_END = re.compile(
    r"\b(?:out\s++of|/)\s*+(?P<n>\d++(?:\.\d++)?+|three|four|five|six|seven|ten|hundred)\b"
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
        top = m.group("n") or m.group("m")
        if (_WORD_NUMBERS[top.casefold()] if top.isalpha() else float(top)) != hi:
            return True
    return False
