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
from judge_engine.pipeline.parsing.limited import IGNORABLE
from judge_engine.pipeline.parsing.loser_lead import token_lead
from judge_engine.pipeline.parsing.quantities import HIGHER_WORSE
from judge_engine.pipeline.parsing.result import tail

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
    "rating score line safe safer safest scores scoring rate rated ratings assign assigned "
    "assigning outlined described discussed presented each every precision comprehensive detailed explanations "
    "evaluations performance message sum nutshell tl dr outcome thoughts call takeaway key determination upon net wrap "
    "scale correctness clarity conciseness concise creative engaging imaginative vivid reliable appropriate very "
    "pretty mostly correctly accurately clearly explained structured ranking where best provides offers gives gave "
    "answered answers handled wrote written performs performed job respect edge favors "
    # version 83 (false-failure pass 83f G1, G4): summary and transition words, the multi-turn prompt's own
    "summarize summarise summarizing summarising summing balance taken together putting put consequently mind "
    "having observations simply comparative impartial briefly upshot whole closing light wrapping deciding factor "
    "tiebreaker pairwise focusing decides rests matters turns points equivalent similar comparable identical "
    "checking reading read examining analyzing analysing looking weighing weighed going through easy call "
    # closing labels in other languages written in plain Latin letters ("Veredicto final:", "Urteil:", "Voto:")
    "veredicto verdetto veredito urteil finale valutazione beoordeling resultado fazit bewertung voto giudizio putusan "
    "akhir penilaian note mi es il mio mein meine mijn oordeel".split()
)
# phrases of honest labels whose words are not all listed ("In other words:", "Long story short:"; version 83)
_PHRASES = re.compile(
    r"\b(?:in\s++other\s++words|long\s++story\s++short|without\s++further\s++ado|head[\s-]++to[\s-]++head"
    r"|when\s++all\s++is\s++said\s++and\s++done|(?:at\s++)?+the\s++end\s++of\s++the\s++day|in\s++the\s++end"
    r"|hands\s++down|bottom\s++line|thumbs\s++up)\b",
    re.IGNORECASE,
)
_PAIRWISE = frozenset(
    "winner winning wins win better best stronger strongest superior preferred preference prefer choice choose chosen "
    "pick picked selected selection select vote voted goes go which who whose more most helpful accurate relevant "
    "complete correct quality higher top side between among them tie tied equal equally draw even same c slightly "
    "significantly much somewhat marginally substantially considerably far relatively bit little like useful "
    "informative thorough recommendation recommended recommend preferable clearer clear precise "
    "gold medal place "
    "b a 1 2 ab ba".split()
)
_RATING = frozenset(
    "rating rate rated ratings score scores scored scoring grade graded grading mark marks points point give gives "
    "given giving deserve deserves deserved get gets earn earns receives receive out quality feedback impression "
    "holistic one two three four five six seven eight nine ten hundred "
    "result tie slightly significantly better rubric".split()
)
# the label's end: a colon, dash, arrow, equals sign, bar or question mark (markup around it)
_END = re.compile(r"(?:->|=>|[:=\-\u2013\u2014|\u2192\u21d2?\uff1a])[\s*_`\"']*+\Z")
_WORD = re.compile(r"[^\W_]++(?:['\u2019][^\W_]++)?+")
_SUFFIX = re.compile(r"['\u2019](?:s|d|ll|m|ve|re)\Z")
_NUMBER = re.compile(r"\d++(?:[./-]\d++)?+")
_PAIRWISE_FORMATS = ("verdict_brackets", "verdict5_brackets", "output_ab")
_MAX_WORDS = 14
# a clause setting aside what MT-Bench's prompt says to ignore ("Ignoring the length of the responses,")
_SET_ASIDE = re.compile(
    r"\b(?:ignoring|disregarding|regardless\s++of|irrespective\s++of|setting\s++aside|leaving\s++aside)\s++"
    + IGNORABLE
    + r"[^,:;.!?\n]*+",
    re.IGNORECASE,
)
_FINITE = re.compile(r"\b(?:is|was|are|were|has|had|have|does|did|gets|got|makes|made|wins|won|loses|lost)\b", re.I)
# a list item's marker alone before the token ("- ", "1. ", "* ")
_LIST_MARKER = re.compile(r"[ \t]*+(?:[-*+\u2022]|\d{1,2}[.)])[ \t]*+")
# HTML tags and a parenthetical in the line above the token, which the label is read without
_TAGS = re.compile(r"</?[A-Za-z][^<>\n]{0,40}+>")
_PARENTHESES = re.compile(r"\((?![abAB12]\))(?P<in>[^()\n]{0,80}+)\)")


def _plain_line(line: str) -> str:
    """``line`` without HTML tags, with a parenthetical's words in place of it (a side marker such as ``(a)`` kept):
    ``<b>Worse answer</b> (see above)`` -> ``Worse answer  see above``; a line that is only a parenthetical or tags
    becomes blank, so the label above it is read."""
    plain = _TAGS.sub(" ", line)
    if _PARENTHESES.fullmatch(plain.strip(" \t*_")) is not None:
        return ""  # "(see above)", "(for the reference answer)" alone: the line above is the label's
    return _PARENTHESES.sub(lambda m: " " + m.group("in") + " ", plain)


def _line_before(text: str, line: str) -> str | None:
    """The last line with a word before the last occurrence of ``line`` in the scanned tail of ``text`` (at most three
    lines up); None without one."""
    scan = tail(text)
    at = scan.rfind(line) if line else -1
    if at < 0:
        return None
    for above in reversed(scan[:at].rstrip().rsplit("\n", 3)[-3:]):
        if re.search(r"\w", above):
            return above
    return None


# a clause that gives a reason or a concession before the label ("Since both are correct, ...")
_REASON = re.compile(
    r"[\s*_#>]*+(?:since|because|as|given|considering|although|though|while|whereas|despite|even|but|and)\b",
    re.IGNORECASE,
)


def _label_words(lead: str, most: int = 0) -> list[str] | None:
    """The words of ``lead``'s label (the last clause before its ending, :data:`_END`, and the comma clauses before
    it in its sentence that neither give a reason, :data:`_REASON`, set aside what the judge is told to ignore,
    :data:`_SET_ASIDE`, nor name a side in more than :data:`_ABOVE_WORDS` words: ``Once corrected, better:``, ``Worst of
    the two, in my view:``), case-folded and without ``'s``-like suffixes, with honest phrases (:data:`_PHRASES`) read
    as ``overall``; None when ``lead`` does not end as a label, when its last clause is longer than ``most`` words
    (default :data:`_MAX_WORDS`), or when a word is not in Latin letters or digits."""
    s = lead.rstrip(" \t*_`\"'#>")
    end = _END.search(s)
    if end is None:
        return None
    clause = re.split(r"[.!;\n]|\?(?=.)", s[: end.start()])[-1]
    parts = re.split(r"([,:\uff1a])", clause)  # clauses and their separators
    words = _clause_words(parts[-1])
    if not words or len(words) > (most or _MAX_WORDS) or not all(w.isascii() for w in words):
        return None
    # the comma clauses before it, unless they name a side or give a reason: "Worst of the two, in my view:" (version
    # 83, adversarial pass 83 B1); "Since Assistant B is right, my verdict:" keeps its last clause only
    k = len(parts) - 2
    while k >= 1 and parts[k] == ",":
        before = parts[k - 1]
        more = _clause_words(before)
        # a clause naming a side is read only when it is a short fragment without a verb of its own ("Ranked below B,
        # in my view:"), not a statement ("Assistant A is worse, so:")
        named = _NAMED_SIDE.search(before) is not None and (len(more) > _ABOVE_WORDS or _FINITE.search(before))
        if _INSTEAD.match(before):
            pass  # "Rather than name the weaker response, I pick the better one:" says what the judge does not do
        elif more and len(more) <= _ABOVE_WORDS and not named and not _GROUNDS.match(before):
            words = more + words  # a fragment of the label: "Worst of the two, in my view:" (adversarial pass 83 B1)
        elif more and _GROUNDS.match(before) and (_ACCORDING.search(before) or refuses(before)):
            words = ["other"] + words  # "For the previous comparison, in my view:" (adversarial pass 83 N2)
        elif more and not named and (LOSER_WORDS.search(before) or _SETS_ASIDE.match(before)):
            words = ["loser"] + words  # "Since you asked which one is worse," (adversarial pass 84 B1); a reason in
            # topic words is the judge's ground ("Based on the accuracy of the information provided,": pass 84f)
        k -= 2
    return words


def _clause_words(clause: str) -> list[str]:
    """The words of ``clause``, case-folded, without ``'s``-like suffixes, with :data:`_PHRASES` and a clause setting
    aside what the judge is told to ignore (:data:`_SET_ASIDE`: ``Ignoring the length of the responses``) read as
    ``overall``."""
    plain = _SET_ASIDE.sub(" overall ", _PHRASES.sub(" overall ", clause))
    return [_SUFFIX.sub("", w) for w in _WORD.findall(plain.casefold())]


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
# the qualities a rating's label may name ("Overall, a strong answer: [[8]]")
_GOOD = frozenset(
    "accurate correct complete helpful relevant clear good excellent great fine strong solid decent perfect thorough "
    "concise adequate reasonable answer response overall very".split()
)


# words a label may hold but a sentence running into the token may not: what someone else's text holds ("The user's
# message contains [[A]]"; adversarial pass 81 N4)
_NOT_IN_SENTENCE = frozenset("contains contain has have includes include".split())


def _sentence_words(lead: str) -> list[str] | None:
    """The words of the short sentence (at most :data:`_SENTENCE_WORDS` words after the last ``.``, ``!``, ``?``,
    ``;``, line break or colon) that runs into the token, case-folded; None when there is none or a word is not in
    Latin letters or digits."""
    clause = re.split(r"[.!?;:\n\uff1a]", lead)[-1]
    words = _clause_words(clause)
    if not words or len(words) > _SENTENCE_WORDS or not all(w.isascii() for w in words):
        return None
    return words


def _known(words: list[str], vocabulary: frozenset[str]) -> bool:
    """Whether every word is in :data:`_COMMON` or ``vocabulary``, a number (``10``, ``1-10``) or a single letter, and
    the words name no low place in a ranking (:data:`_LOW_PLACE`: ``Second in my ranking:``, ``Rated bottom:``)."""
    if _LOW_PLACE.search(" ".join(words)):
        return False
    return all(w in _COMMON or w in vocabulary or len(w) == 1 or _NUMBER.fullmatch(w) for w in words)


# a low place in a ranking, or giving up, in words the vocabulary holds (version 83, adversarial pass 84 B4)
_LOW_PLACE = re.compile(
    r"\b(?:second|third|last|bottom|lowest|2nd|runner)\b(?:\s++\w++){0,3}?\s++(?:rank\w*+|rated|place\w*+|position)\b"
    r"|\b(?:rank\w*+|rated|place\w*+|position)(?:\s++\w++){0,3}?\s++(?:second|third|last|bottom|lowest|2nd)\b"
    r"|\b(?:gave|give|gives|giving)\s++up\b"
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
        if refuses(_END.sub("", lead.rstrip(" \t*_`\"'#>"))):
            return True  # "The user would pick:\nOutput (a)" (adversarial pass 82 N2)
        bare = _END.sub("", lead.rstrip(" \t*_`\"'#>")).rstrip()
        if pairwise and not _known(words, vocabulary) and _COPULA_END.search(bare):
            # a subject before "is:" describes the side ("Thus, the response that wins on completeness is:"; pass 84f)
            return faulted(re.split(r"[.!?;,\n]", bare)[-1])
        own = re.split(r"[.!?;\n]", lead)[-1]  # the label's own sentence: "The review gives 4 stars out of 5. Rating: "
        return not _known(words, vocabulary) or (not pairwise and _other_scale(own, template))
    prefix = template.verdict_tail[0].strip() if template.verdict_tail is not None else "[["
    if _END.search(lead.rstrip(" \t*_`\"'#>")) is not None or "]]" in lead or prefix in lead:
        return False
    if not pairwise and not lead.strip(" \t*_#>"):
        label = _label_words(above)  # "Score out of five:\n- [[4]]" (version 83, adversarial pass 83 W1)
        if label is None:  # "<b>Score out of five</b>\n[[4]]"
            return _short(above, _ABOVE_WORDS + 2) is not None and _other_scale(above, template)
        return not _known(label, vocabulary) or _other_scale(above, template)
    if pairwise and not lead.strip(" \t*_#>"):
        if above.rstrip(" *_").endswith("|"):
            return False  # a table's last row
        label = _label_words(above)  # "Needs the most revision:\nOutput (a)", also before a forced tail
        if label is not None:
            return not _known(label, vocabulary) or refuses(_END.sub("", above.rstrip(" \t*_`\"'#>")))
        if forcing():
            return False
        if _BARE_LABEL.fullmatch(above) and not _SIDE.search(above):
            line = _short(above, _ABOVE_WORDS)  # "Needs the most revision\n[[A]]": a label without its colon
            return line is not None and not _known(line, vocabulary | _SENTENCE)
        # "The answer to send back for a rewrite\n[[A]]" (version 83); a tie has no loser ("I'm torn.\n\n[[C]]")
        return not _tie_token(text) and _closed_sentence(above, vocabulary, True)
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
    sentence = _sentence_words(lead)  # "My first instinct was [[B]]", "The top of the scale is [[10]]"
    return sentence is not None and (
        not _known(sentence, vocabulary | _SENTENCE) or not _NOT_IN_SENTENCE.isdisjoint(sentence)
    )


_ABOVE_WORDS = 4
# a named side: "Assistant A", "Response 2", "Output (b)", a bare "A"/"B"
_NAMED_SIDE = re.compile(r"(?i:\b(?:assistant|response|answer|output|model)\s*+\(?+[ab12]\b)|\b[AB]\b")
# a line that is one short sentence closed by a full stop, "!", ";" or an ellipsis, with no other sentence end in it
_CLOSED = re.compile(r"[\s*_#>]*+(?P<s>[^\W\d_][^.!?;:\n]*+)(?P<end>\.{1,3}|\u2026|[!;])?+[\s*_]*+")
# a sentence about both sides or neither is no label for one ("Neither mentions ties.\n\n[[A]]")
_BOTH = re.compile(r"\b(?:both|neither|either|each|none|all)\b", re.IGNORECASE)


# a sentence whose subject the token completes: "... is [[A]]", "... would be [[A]]"
_COPULA_END = re.compile(
    r"(?:\b(?:is|was|would\s++be|will\s++be|remains|turns?\s++out\s++to\s++be|has\s++to\s++be|must\s++be|goes\s++to"
    r"|went\s++to|belongs\s++to|clearly|surely|obviously|definitely|that['\u2019]s|it['\u2019]s)|=)[\s*_]*+\Z",
    re.IGNORECASE,
)
# verbs of what a better answer does, read in such a subject ("the response that better addresses the question is")
_DOES = frozenset(
    "addresses address answers meets satisfies fulfills fulfils follows explains covers responds handles solves "
    "captures matches aligns adheres complies sticks stays uses includes provides offers delivers".split()
)


def _described_side(lead: str, vocabulary: frozenset[str]) -> bool:
    """Whether ``lead`` (the text before a pairwise token on its line) ends with a sentence whose subject the token
    completes (:data:`_COPULA_END`: ``... is``, ``turns out to be``, ``goes to``, ``has to be``) and which names that
    side with a word outside the vocabulary: a sentence of more than :data:`_SENTENCE_WORDS` words (its label words,
    :func:`_label_words`, read as if the copula ended with a colon, up to :data:`_LONG_WORDS` words in its last clause):
    ``The response whose code crashes on the very first test case is [[A]]`` names the loser by what is wrong with it
    (version 83, adversarial passes 83 B2 and 84 B2); or a short answer (``That is``, ``Clearly``) to the question
    before it, read as that question's label (``Which one made factual errors? That is [[A]]``). ``Overall, the
    response that better addresses the user's question is [[B]]`` is False (:data:`_DOES`)."""
    if _COPULA_END.search(lead) is None:
        return False
    sentence = re.split(r"[.!?;:\n\uff1a]", lead)[-1]
    n = len(_WORD.findall(sentence))
    if _asked(lead, vocabulary):
        return True  # the question as the label: "Which one made factual errors? That is [[A]]"
    if n <= _SENTENCE_WORDS:
        return False  # the short sentence rules read it
    # a long subject describes the side in words of its own ("the assistant that gives the more practical and
    # actionable advice is"; false-failure pass 84f): only a fault or a loser's word makes it the loser
    subject = sentence.rsplit(",", 1)[-1]  # "In light of the missing baking time, my verdict is": the judge's grounds
    return n <= _LONG_WORDS and (faulted(subject) or refuses(sentence))


_LONG_WORDS = 40


def _asked(lead: str, vocabulary: frozenset[str]) -> bool:
    """Whether ``lead`` ends with a short answer (at most 3 words: ``That is``, ``Clearly``) to a question before it
    that, read as a label (:func:`_label_words`), has a word outside the vocabulary or refuses (:func:`refuses`):
    ``Which one made factual errors? That is [[A]]``, ``Which rating would the reference answer get? That is [[10]]``
    (adversarial pass 84 B2, N3)."""
    sentence = re.split(r"[.!?;:\n\uff1a]", lead)[-1]
    before = lead[: len(lead) - len(sentence)].rstrip(" \t*_")
    if len(_WORD.findall(sentence)) > 3 or not before.endswith("?"):
        return False
    words = _label_words(before)
    question = re.split(r"[.!;\n]|\?(?=.)", before)[-1]
    return words is not None and (not _known(words, vocabulary | _SENTENCE | _DOES) or refuses(question.rstrip("?")))


def _loser_reason(lead: str) -> bool:
    """Whether the sentence running into the token has a comma clause before its last that holds a loser's word
    (:data:`LOSER_WORDS`), neither naming a side in a statement of its own nor saying what the judge does not do
    (:data:`_INSTEAD`): ``Since you asked which one is worse, my answer is [[A]]``, ``As the task asks for the less
    helpful response, I pick [[A]]`` (adversarial pass 84 B1, B2)."""
    sentence = re.split(r"[.!?;:\n\uff1a]", lead)[-1]
    for clause in sentence.split(",")[:-1]:
        named = _NAMED_SIDE.search(clause) is not None and _FINITE.search(clause) is not None
        if not named and not _INSTEAD.match(clause) and LOSER_WORDS.search(clause):
            return True
    return False


_TIE_TOKEN = re.compile(r"\[\[\s*+(?:c|tie|a\s*+=\s*+b|b\s*+=\s*+a)\s*+\]\]|output\s*+\(\s*+tie\s*+\)", re.IGNORECASE)


def _tie_token(text: str) -> bool:
    """Whether the last pairwise token of ``text`` is a tie (``[[C]]``, ``[[A=B]]``): a sentence or label before it
    names no loser."""
    at = max(text.rfind("[["), text.rfind("Output ("))
    return at >= 0 and _TIE_TOKEN.match(text, at) is not None


# a verb that makes a short sentence a statement, not a label
_STATEMENT = re.compile(
    r"\b(?:is|are|was|were|has|have|had|does|do|did|let|settles|settled|gets|got|makes|made|wins|won|asks|asked|gives"
    r"|gave|follows|covers|answers|explains|uses|keeps|handles|provides|offers|meets|works|runs|stays|reads|looks)\b",
    re.IGNORECASE,
)
# what the loser is called in comparison words (a reason or concession clause before the label)
_LOSER = (
    r"worse|worst|weaker|weakest|less|least|loser|los(?:e|es|ing|t)|reject\w*+|inferior|discard\w*+|behind|bottom"
    r"|lower|lowest|fewer|fewest|poorer|poorest|falls?\s++short|fell\s++short|trail\w*+|outperformed|beaten|defeated"
    r"|second[\s-]++best|runner[\s-]++up|(?:for|needs?|deserves?|requires?)\s++(?:a\s++)?+(?:rewrite|redo)|be\s++rewritten"
    r"|revision|revise|send\s++back|sent\s++back|in\s++need\s++of"
    r"|how\s++(?:bad|badly|poor|poorly|wrong|far|much\s++is\s++wrong)|risk\w*+|mislead\w*+|untrustworthy|unreliable"
)
_INSTEAD = re.compile(r"[\s*_#>]*+(?:rather\s++than|instead\s++of)\b", re.IGNORECASE)
# a clause that gives the verdict's grounds ("After verifying the math,", "Based on these strengths,", "In light of the
# missing baking time,"): read for the words of a loser, someone else's or a condition only (false-failure pass 84f)
_GROUNDS = re.compile(
    r"[\s*_#>]*+(?:after|based|given|considering|in\s++light|in\s++view|on\s++the\s++basis|with|from|judging|due|owing"
    r"|because|since|as|for|on|in|having|taking|weighing|looking|comparing|checking|verifying)\b",
    re.IGNORECASE,
)
# a clause setting something aside that is not what the judge is told to ignore ("Setting aside the wrong facts and the
# formatting,"; adversarial pass 84 N2): _clause_words reads the honest ones as "overall"
_SETS_ASIDE = re.compile(
    r"[\s*_#>]*+(?:ignoring|disregarding|regardless\s++of|irrespective\s++of|setting\s++aside|leaving\s++aside"
    r"|overlooking)\b(?!\s++" + IGNORABLE + r")",
    re.IGNORECASE,
)
LOSER_WORDS = re.compile(r"\b(?:" + _LOSER + r")\b", re.IGNORECASE)
"""The words of a loser (version 83, adversarial pass 84 B1): ``worse``, ``less``, ``falls short``, ``rewrite``."""
FAULT = re.compile(
    r"\b(?:"
    + _LOSER
    + r"|wrong\w*+|errors?|erroneous|mistakes?|mistaken|crash\w*+|misread\w*+|misunderst\w*+|ignor\w*+|fails?|failed"
    r"|failing|failure|incorrect\w*+|inaccura\w*+|bugs?|buggy|flaw\w*+|miss(?:es|ed|ing)|omit\w*+|omission|hallucinat\w*+"
    r"|harder|confus\w*+|mislead\w*+|invalid|broken|unsafe|harmful|irrelevant|off[\s-]++topic|incomplete)\b",
    re.IGNORECASE,
)
"""The words of a loser or of what is wrong with an answer, for the statements and long subjects before a pairwise
token (:func:`_closed_sentence`, :func:`_described_side`; version 83, false-failure pass 84f)."""


# a fault stated as absent ("no errors", "without bugs", "error-free", "fixes the bug")
_NO_FAULT = re.compile(
    r"\b(?:no|without|zero|free\s++of|fix(?:es|ed)?+|avoids?|corrects?)\s++(?:\w++\s++){0,2}?(?:errors?|mistakes?|bugs?"
    r"|flaws?|problems?|issues?)\b|\b(?:error|bug|mistake)[\s-]++free\b",
    re.IGNORECASE,
)


def faulted(text: str) -> bool:
    """Whether ``text`` holds the words of a fault or a loser (:data:`FAULT`) that it does not state as absent
    (:data:`_NO_FAULT`: ``without bugs``, ``no errors``)."""
    return FAULT.search(_NO_FAULT.sub(" ", text)) is not None


def _closed_sentence(line: str, vocabulary: frozenset[str], above: bool = False) -> bool:
    """Whether ``line`` (the text before a pairwise token on its line, or the line above a token alone on its line) is
    one short sentence closed by ``.``, ``!``, ``;`` or an ellipsis (:data:`_CLOSED`: at most :data:`_SENTENCE_WORDS`
    words) naming no side (:data:`_NAMED_SIDE`) with a word outside the vocabulary (``Needs the most revision. [[A]]``,
    ``The riskier answer to ship.\n[[A]]``: a label for the loser closed by a full stop; adversarial pass 82 BA047-
    BA061); on the line ``above``, the closing mark may be missing (``The answer to send back for a rewrite\n[[A]]``).
    ``Clear winner. [[B]]``, ``Assistant B is better.\n[[B]]`` and ``Neither mentions ties.\n\n[[A]]`` (about both
    sides, :data:`_BOTH`) are False. A statement with a verb of its own (:data:`_STATEMENT`: ``The second recipe is
    complete and usable.``, ``Let me give my final verdict.``; false-failure pass 84f) is read for the words of a
    fault or a loser only (:data:`FAULT`)."""
    m = _CLOSED.fullmatch(line)
    if m is None or (m.group("end") is None and not above) or _NAMED_SIDE.search(m.group("s")) or _BOTH.search(line):
        return False
    words = _short(m.group("s"), _SENTENCE_WORDS)
    if words is None:
        return False
    if _STATEMENT.search(m.group("s")) or len(words) > _ABOVE_WORDS:  # a statement or a sentence ("The second recipe
        # can actually be followed."), not a label: only a fault or a loser's word (false-failure pass 84f)
        return faulted(m.group("s")) or refuses(m.group("s"))
    return not _known(words, vocabulary | _SENTENCE)


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
    r"\b(?:once|after|when|if)\s++(?:\w++\s++){0,3}?(?:(?:is|are|gets?|was|were)\s++)?+(?:corrected|fixed|revised"
    r"|repaired|updated|rewritten)\b|\b(?:with|after)\s++(?:the\s++|its\s++)?+fix(?:es)?+\b",
    re.IGNORECASE,
)
_OTHERS_PICK = re.compile(r"\bwould\s++(?:\w++\s++){0,3}?" + _CHOOSING + r"\b", re.IGNORECASE)
# someone else's pick named by its agent ("Preferred by the user:", "Chosen by Assistant B:"; version 83, adversarial
# pass 83 N1)
_BY_OTHER = re.compile(
    r"\b(?:preferred|chosen|picked|selected|favou?red|liked|voted\s++for|endorsed|recommended|rated|scored|graded|given"
    r"|assigned|awarded)\s++by\b",
    re.IGNORECASE,
)
# a rating of the reference answer, not the graded one ("Rating of the reference answer:", "The reference answer
# deserves"; version 83, adversarial pass 83 N4)
_OF_REFERENCE = re.compile(
    r"\b(?:of|for)\s++the\s++reference\b"
    r"|^[\s*_#>]*+(?:the\s++)?+reference(?:['\u2019]s)?+(?:\s++(?:answer|response|solution))?+\b(?!\s*+,)"
    r"|\bthe\s++reference(?:\s++(?:answer|response|solution))?+\s++(?:would|will|gets?|got|deserves?|earns?|receives?)\b",
    re.IGNORECASE,
)
# a condition or a counterfactual in the label's sentence ("Given a correct final answer,", "But for its two factual
# errors,", "As long as the user only needs a rough estimate,", "Even with the errors fixed,"; adversarial pass 84 N1)
_STRONG_CONDITION = (
    r"\b(?:given\s++(?:a|an|that\s++(?:it|the\s++answer|the\s++response)\s++(?:were|was|had))\b|but\s++for\b"
    r"|as\s++long\s++as\b|even\s++(?:with|if|after|without)\b|unless\b|only\s++if\b|assuming\b|suppos\w*+"
    r"|imagin(?:e|ing)\b|hypothetical\w*+|in\s++case\b)"
)
SUPPOSED_STRONG = re.compile(_STRONG_CONDITION, re.IGNORECASE)
"""A condition or counterfactual in words that are never a plain statement (``Given a different question,``, ``As
long as ...``, ``But for its errors,``); :data:`_SUPPOSED` adds a bare ``if`` and ``otherwise``."""
_SUPPOSED = re.compile(_STRONG_CONDITION + r"|\b(?:if|otherwise)\b", re.IGNORECASE)
OTHER_AGENT = re.compile(
    r"\b(?:user|users|grader|graders|judge|judges|annotator|annotators|reviewer|reviewers|people|crowd|someone|humans?)"
    r"\s++(?:\w++\s++)?(?:gave|give|gives|picked|chose|chosen|preferred|prefers|selected|rated|scored|voted)\b",
    re.IGNORECASE,
)
"""Someone else's pick or scores (``the scores the user gave``, ``the one the user picked``; version 83, adversarial
pass 84 N4, N5)."""
_OWN_SUBJECT = frozenset("i we my our so thus therefore hence overall finally".split())


def refuses(lead: str) -> bool:
    """Whether the last clause of ``lead`` (after ``.``, ``!``, ``?``, ``;``, ``:`` or a line break; at most
    :data:`_SENTENCE_WORDS` words) refuses a pick (:data:`_REFUSING`: a negation or ``a mistake to`` before a verb of
    choosing or rating) or gives another's (``would pick`` after a subject other than the judge's own)."""
    sentence = re.split(r"[.!?:\n\uff1a]", lead)[-1]
    if _BY_OTHER.search(sentence) or _OF_REFERENCE.search(sentence) or _SUPPOSED.search(sentence):
        return True  # "Preferred by the user:", "Rating of the reference answer:", "Given a correct final answer,"
    for earlier in sentence.split(";")[:-1]:  # "I am not choosing; the tool insists on " (version 83, pass 83 N3)
        if _REFUSING.search(earlier) and len(_WORD.findall(earlier)) <= _SENTENCE_WORDS:
            return True
    clause = sentence.rsplit(";", 1)[-1]
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
        if (_WORD_NUMBERS[top.casefold()] if top.isalpha() else float(top)) != hi:
            return True
    return False


_WOULD = re.compile(r"\bwould\b", re.IGNORECASE)


# someone else's or another item's verdict ("according to the reference grader", "in the previous round")
_ACCORDING = re.compile(
    r"\baccording\s++to\b|\b(?:previous|prior|earlier|last|other)\s++(?:round|pair|comparison|question|item|turn|task)\b"
    r"|\b(?:example|sample)\s++(?:in|from)\s++the\s++(?:instructions|prompt)\b",
    re.IGNORECASE,
)


def unknown_explanation(text: str) -> bool:
    """Whether a JSON verdict's explanation (``{"winner": "A", "explanation": ...}``) says the pick holds for the
    answer once changed (:data:`_CHANGED` with ``would``: ``"once corrected, B would be better"``), or is a short
    phrase of at most :data:`_ABOVE_WORDS` words naming no side (:data:`_NAMED_SIDE`) with a word outside the pairwise
    vocabulary (``"Better at nothing."``; version 83, adversarial pass 82 BA076, NV028, NV029). ``"More accurate and
    complete."`` and ``"Response 1 answers both parts."`` are False. Since the second round of version 83 also one that
    holds a condition (:data:`_SUPPOSED`), someone else's pick (:data:`OTHER_AGENT`, :data:`_ACCORDING`) or a scale
    stated the other way round (:data:`~judge_engine.pipeline.parsing.quantities.HIGHER_WORSE`; adversarial pass 84
    N4, B5)."""
    if _CHANGED.search(text) is not None and _WOULD.search(text) is not None:
        return True
    if _SUPPOSED.search(text) or OTHER_AGENT.search(text) or _ACCORDING.search(text) or HIGHER_WORSE.search(text):
        return True  # "Assistant B, if the user only wants speed.", "the one the user picked" (adversarial pass 84 N4)
    if _NAMED_SIDE.search(text) or not _BARE_LABEL.fullmatch(text.rstrip(" .!")):
        return False
    words = _short(text, _ABOVE_WORDS)
    return words is not None and not _known(words, _PAIRWISE | _SENTENCE)
