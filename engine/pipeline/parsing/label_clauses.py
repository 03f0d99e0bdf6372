"""The parts of the text before a verdict token that :mod:`~judge_engine.pipeline.parsing.label_words` reads (parser
version 83; issue 13, adversarial passes 83-85, false-failure passes 83f-85f): a label's words with the comma clauses
before it (:func:`_label_words`, grounds clauses :func:`_grounds_clauses`), a short sentence running into the token
(:func:`_sentence_words`), a sentence closed by a full stop before a pairwise token or on the line above
(:func:`_closed_sentence`), a subject before ``is`` (:func:`_described_side`), a question answered by ``That is``
(:func:`_asked`), a reason naming the loser (:func:`_loser_reason`), and the line above the token without tags and
brackets (:func:`_plain_line`, :func:`_line_before`)."""

from __future__ import annotations

import re

from judge_engine.pipeline.parsing.fault_words import _NO_FAULT, faulted, loser_said
from judge_engine.pipeline.parsing.label_faults import _ACCORDING, SETS_ASIDE, refuses
from judge_engine.pipeline.parsing.label_vocabulary import (
    _ABOVE_WORDS,
    _DOES,
    _MAX_WORDS,
    _NAMED_SIDE,
    _SENTENCE,
    _SENTENCE_WORDS,
    _WORD,
    _clause_words,
    _known,
    _short,
)
from judge_engine.pipeline.parsing.result import tail
from judge_engine.pipeline.parsing.statements import LIMITED_WIN, clauses_say_otherwise, says_otherwise
from judge_engine.pipeline.parsing.subjects import _STATEMENT, about_side

# the label's end: a colon, dash, arrow, equals sign, bar or question mark (markup around it)
_END = re.compile(r"(?:->|=>|[:=\-\u2013\u2014|\u2192\u21d2?\uff1a])[\s*_`\"']*+\Z")


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
    if len(parts) >= 3 and parts[-2] == "," and _GROUNDS.match(parts[-1]) and not loser_said(parts[-1]):
        parts = parts[:-2]  # "My final verdict, after running both snippets:" (false-failure pass 85f G2)
    last = parts[-1]
    if (why := _WHY.match(last)) is not None:  # "Assistant B is better because its code runs:" (false-failure pass 86f)
        last = why.group("head") + (" " + _LOSER_MARK if _turns_why(why.group("why"), why.group("head")) else "")
    words = _clause_words(last)
    if not words or len(words) > (most or _MAX_WORDS) or not all(w.isascii() for w in words):
        return None
    # the comma clauses before it, unless they name a side or give a reason: "Worst of the two, in my view:" (version
    # 83, adversarial pass 83 B1); "Since Assistant B is right, my verdict:" keeps its last clause only
    grounds = _grounds_clauses(parts)
    k = len(parts) - 2
    while k >= 1 and parts[k] in (",", ":"):
        before = parts[k - 1]
        if parts[k] != ",":  # "..., my final verdict is: Assistant A is significantly better:" (adversarial pass 86 B1)
            if _VERDICT_HEAD.fullmatch(before) is not None:
                k -= 2
                continue
            if k == len(parts) - 2 and _VERDICT_HEAD.fullmatch(parts[-1]) is not None:
                # a label before the verdict's own head: "Needs the most revision: my verdict:", "Number of factual
                # errors: Rating:" (version 84, adversarial pass 88 BK, NK): its words are the label's too
                more = _clause_words(before)
                if _GROUNDS.match(before) and not (loser_said(before) or asks_fault(before) or refuses(before)):
                    more = []  # the judge's grounds: "After running the code: Rating:" (false-failure pass 85f G2)
                words = (more + words) if len(more) <= _MAX_WORDS and not refuses(before) else [_OTHER_MARK] + words
                k -= 2
                continue
            break
        more = _clause_words(before)
        # a clause naming a side is read only when it is a short fragment without a verb of its own ("Ranked below B,
        # in my view:"), not a statement ("Assistant A is worse, so:")
        named = _NAMED_SIDE.search(before) is not None and (len(more) > _ABOVE_WORDS or _FINITE.search(before))
        if _INSTEAD.match(before):
            pass  # "Rather than name the weaker response, I pick the better one:" says what the judge does not do
        elif more and len(more) <= _ABOVE_WORDS and not named and k - 1 not in grounds:
            words = more + words  # a fragment of the label: "Worst of the two, in my view:" (adversarial pass 83 B1)
        elif more and k - 1 in grounds and (_ACCORDING.search(before) or refuses(before)):
            words = [_OTHER_MARK] + words  # "For the previous comparison, in my view:" (adversarial pass 83 N2)
        elif more and not named and (loser_said(before) or SETS_ASIDE.match(before) or asks_fault(before)):
            words = [_LOSER_MARK] + words  # "Since you asked which one is worse," (adversarial pass 84 B1); a reason in
            # topic words is the judge's ground ("Based on the accuracy of the information provided,": pass 84f)
        k -= 2
    return words


# a head naming the verdict before a colon that a label follows: "my final verdict is: Assistant A is better:"
_VERDICT_HEAD = re.compile(
    r"[\s*_#>]*+(?:(?:my|the|our)\s++)?+(?:final\s++|overall\s++)?+(?:verdict|decision|judge?ment|conclusion|rating"
    r"|score|grade)(?:\s++is)?+[\s*_]*+",
    re.IGNORECASE,
)


# what an earlier clause of a label stands for in its words when it is read for what it says, not word by word
_LOSER_MARK = "\x00loser"


_OTHER_MARK = "\x00other"


# a verdict with its reason or its respect in the same clause: "Assistant B is better because its code runs",
# "Assistant B is better in accuracy and completeness", "I choose Assistant B because its answer is correct"
_WHY = re.compile(
    r"(?P<head>.*?\b(?:better|best|winner|preferred|stronger|superior|preferable|helpful|accurate|choose|prefer|pick)\b"
    r"(?:\s++(?:response|answer|one|output|assistant|option|choice)\b)?+)"  # "the better response because" (v85)
    r"\s++(?P<why>(?:because|since|as|given|thanks\s++to|owing\s++to|due\s++to|in|for|at|on|with|when\s++it\s++comes"
    r"\s++to)\b.*+)",
    re.IGNORECASE | re.DOTALL,
)
_NOTHING = re.compile(r"\b(?:nothing|none|neither|never|no\s++\w++)\b", re.IGNORECASE)


_WHICH = re.compile(r"\b(?:which|whichever|the\s++most|more|most)\b", re.IGNORECASE)


_TROUBLE = re.compile(r"\b(?:problems?|problematic|issues?|concerns?|troubles?|complaints?)\b", re.IGNORECASE)


def asks_fault(text: str) -> bool:
    """Whether ``text`` picks a side by its fault (``Based on which answer has more errors``, ``Looking for the answer
    with the most problems``; adversarial pass 86 B1): a word of choosing among the sides and a fault's word
    (:data:`~judge_engine.pipeline.parsing.fault_words.FAULT`, or here also ``problems``, ``issues``: version 84)
    not stated as absent."""
    return _WHICH.search(text) is not None and (faulted(text) or _TROUBLE.search(_NO_FAULT.sub(" ", text)) is not None)


def _turns_why(why: str, head: str = "") -> bool:
    """Whether a verdict's reason or respect in its own clause (:data:`_WHY`) turns it: a loser's or a fault's word
    not stated as absent, nothing at all (``Better at nothing:``), a condition or someone else's pick. A fault of the
    one side the reason names, when the head names only the other, is the loser's (``Assistant B is better because
    Assistant A has a bug:``; version 84, false-failure pass 87f G6)."""
    named, heads = sides_named(why), sides_named(head)
    if len(named) == 1 and len(heads) == 1 and named != heads and not refuses(why):
        return False
    return bool(loser_said(why) or faulted(why) or _NOTHING.search(_NO_FAULT.sub(" ", why)) or refuses(why))


def _grounds_clauses(parts: list[str]) -> set[int]:
    """The indexes in ``parts`` (clauses and their separators, as :func:`_label_words` splits them) of the comma clauses
    that give the verdict's grounds (:data:`_GROUNDS`), with the list items that carry one on (``Based on the
    relevance, accuracy, and level of detail,``: a clause starting with ``and`` / ``or``, or of at most 3 words, right
    after a grounds clause; recast FairEval reviews)."""
    out: set[int] = set()
    for i in range(0, len(parts), 2):
        clause = parts[i]
        if _GROUNDS.match(clause) or (
            i - 2 in out and parts[i - 1] == "," and (_LIST_ON.match(clause) or len(_WORD.findall(clause)) <= 3)
        ):
            out.add(i)
    return out


_LIST_ON = re.compile(r"[\s*_#>]*+(?:and|or|nor|as\s++well\s++as|plus)\b", re.IGNORECASE)


def _sentence_words(lead: str) -> list[str] | None:
    """The words of the short sentence (at most :data:`_SENTENCE_WORDS` words after the last ``.``, ``!``, ``?``,
    ``;``, line break or colon) that runs into the token, case-folded; None when there is none or a word is not in
    Latin letters or digits."""
    clause = re.split(r"[.!?;:\n\uff1a]", lead)[-1]
    words = _clause_words(clause)
    if not words or len(words) > _SENTENCE_WORDS or not all(w.isascii() for w in words):
        return None
    return words


# a line that is one short sentence closed by a full stop, "!", ";" or an ellipsis, with no other sentence end in it
_CLOSED = re.compile(r"[\s*_#>]*+(?P<s>[^\W\d_][^.!?;:\n]*+)(?P<end>\.{1,3}|\u2026|[!;])?+[\s*_]*+")


# a sentence about both sides or neither is no label for one ("Neither mentions ties.\n\n[[A]]")
# ("Both are fine.", "Each of them", "neither answer"); "It handles none of the edge cases." and "both turns" are not
# (version 86, adversarial pass 90 CD07/BK21)
_BOTH = re.compile(
    r"^[\s*_#>]*+(?:both|neither|either|each|none|all)\b(?!\s++of\s++its\b)|\b(?:both|neither|either|each|none|all)\s++(?:of\s++(?:them|the"
    r"\s++two|us|these|those)|(?:the\s++)?+(?:two|answers?|responses?|outputs?|assistants?|sides?|repl(?:y|ies)|ones?"
    r"|candidates?|models?|completions?|are|were|have|had|do|did|is|was|seem|look)\b)",
    re.IGNORECASE,
)


# a sentence whose subject the token completes: "... is [[A]]", "... would be [[A]]"
_COPULA_END = re.compile(
    r"(?:\b(?:is|was|would\s++be|will\s++be|remains|turns?\s++out\s++to\s++be|has\s++to\s++be|must\s++be|goes\s++to"
    r"|went\s++to|belongs\s++to|clearly|surely|obviously|definitely|that['\u2019]s|it['\u2019]s"
    # version 84 (adversarial pass 87 BC): a raising verb or a modal ("seems to be", "can only be", "ends up being")
    r"|(?:seems?|seemed|appears?|appeared|happens?|happened|proves?|proved|tends?)\s++to\s++be|(?:can|could|should|may"
    r"|might)\s++(?:only\s++|well\s++)?+be|ends?\s++up\s++(?:being|as)|would\s++have\s++to\s++be)"
    # and an aside or an adverb between the copula and the token ("is, in my view,", "is plainly", "is without a doubt")
    r"(?:[\s*_]*+,[^,\n]{1,40}+,|\s++(?:[a-z]{2,20}?ly|without\s++(?:a\s++|any\s++)?+doubt|of\s++course|for\s++sure|no\s++doubt"
    r"|beyond\s++(?:a\s++|any\s++)?+doubt|in\s++my\s++(?:view|opinion)|by\s++far)\b){0,2}+|=)[\s*_]*+\Z",
    re.IGNORECASE,
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
    copula = _COPULA_END.search(lead)
    if copula is None:
        return False
    sentence = re.split(r"[.!?;:\n\uff1a]", lead)[-1]
    n = len(_WORD.findall(sentence))
    if _asked(lead, vocabulary):
        return True  # the question as the label: "Which one made factual errors? That is [[A]]"
    if n <= _SENTENCE_WORDS:
        return False  # the short sentence rules read it
    # a long subject describes the side in words of its own ("the assistant that gives the more practical and
    # actionable advice is"; false-failure pass 84f): only a fault or a loser's word makes it the loser
    head = re.split(r"[.!?;:\n\uff1a]", lead[: copula.start()])[-1]
    subject = head.rsplit(",", 1)[-1]  # "In light of the missing baking time, my verdict is": the judge's grounds
    return n <= _LONG_WORDS and (faulted(subject) or refuses(sentence))


_LONG_WORDS = 150  # version 84 (adversarial pass 87 BL; 40 before)


# a lead whose last sentence is already closed ("... wrong. [[A]]"): the sentence rules, not refuses(), read it
_SENTENCE_END_TOKEN = re.compile(r"[.!?;][\s*_]*+\Z")


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
    (:func:`~judge_engine.pipeline.parsing.fault_words.loser_said`), neither naming a side in a statement of its own
    nor saying what the judge does not do (:data:`_INSTEAD`): ``Since you asked which one is worse, my answer is
    [[A]]``, ``As the task asks for the less helpful response, I pick [[A]]`` (adversarial pass 84 B1, B2)."""
    sentence = re.split(r"[.!?;:\n\uff1a]", lead)[-1]
    for clause in sentence.split(",")[:-1]:
        named = _NAMED_SIDE.search(clause) is not None and _FINITE.search(clause) is not None
        if not named and not _INSTEAD.match(clause) and loser_said(clause):
            return True
    return False


_TIE_TOKEN = re.compile(r"\[\[\s*+(?:c|tie|a\s*+=\s*+b|b\s*+=\s*+a)\s*+\]\]|output\s*+\(\s*+tie\s*+\)", re.IGNORECASE)


def _tie_token(text: str) -> bool:
    """Whether the last pairwise token of ``text`` is a tie (``[[C]]``, ``[[A=B]]``): a sentence or label before it
    names no loser."""
    at = max(text.rfind("[["), text.rfind("Output ("))
    return at >= 0 and _TIE_TOKEN.match(text, at) is not None


# a verb that makes a short sentence a statement, not a label
_INSTEAD = re.compile(r"[\s*_#>]*+(?:rather\s++than|instead\s++of)\b", re.IGNORECASE)


# a clause that gives the verdict's grounds ("After verifying the math,", "Based on these strengths,", "In light of the
# missing baking time,"): read for the words of a loser, someone else's or a condition only (false-failure pass 84f)
_GROUNDS = re.compile(
    r"[\s*_#>]*+(?:after|based|given|considering|in\s++light|in\s++view|on\s++the\s++basis|with|from|judging|due|owing|but"
    r"|because|since|as|for|on|in|having|taking|weighing|looking|comparing|checking|verifying)\b",
    re.IGNORECASE,
)


def _closed_sentence(line: str, vocabulary: frozenset[str], above: bool = False) -> bool:
    """Whether ``line`` (the text before a pairwise token on its line, or the line above a token alone on its line) is
    one short sentence closed by ``.``, ``!``, ``;`` or an ellipsis (:data:`_CLOSED`: at most :data:`_SENTENCE_WORDS`
    words) naming no side (:data:`_NAMED_SIDE`) with a word outside the vocabulary (``Needs the most revision. [[A]]``,
    ``The riskier answer to ship.\n[[A]]``: a label for the loser closed by a full stop; adversarial pass 82 BA047-
    BA061); on the line ``above``, the closing mark may be missing (``The answer to send back for a rewrite\n[[A]]``).
    ``Clear winner. [[B]]``, ``Assistant B is better.\n[[B]]`` and ``Neither mentions ties.\n\n[[A]]`` (about both
    sides, :data:`_BOTH`) are False. A statement with a verb of its own (:data:`_STATEMENT`: ``The second recipe is
    complete and usable.``, ``Let me give my final verdict.``; false-failure pass 84f) is read by its subject
    (:func:`~judge_engine.pipeline.parsing.statements.says_otherwise`). Since version 86 a win limited to one aspect
    is True even when it names a side (``Assistant B wins on style alone.``), and a line of clauses joined by ``;``
    is read clause by clause (:func:`~judge_engine.pipeline.parsing.statements.clauses_say_otherwise`)."""
    if ";" in line.rstrip(" \t*_;") and _CLOSED.fullmatch(line) is None and "\n" not in line.strip():
        parts = line.rstrip(" \t*_;").split(";")
        clauses = [_CLOSED.fullmatch(c if c.rstrip(" \t*_").endswith((".", "!")) else c + ";") for c in parts]
        if all(c is not None for c in clauses) and not _BOTH.search(line):  # "Its peer does the job; this does not."
            return clauses_say_otherwise(line) and len(_WORD.findall(line)) <= _LONG_WORDS
    if LIMITED_WIN.search(line) is not None:
        return True  # "Assistant B wins on style alone.\n[[B]]" (version 86, adversarial pass 93 NA)
    m = _CLOSED.fullmatch(line)
    if m is None or (m.group("end") is None and not above) or _NAMED_SIDE.search(m.group("s")) or _BOTH.search(line):
        return False
    if _COPULA_END.search(m.group("s")) is not None:  # a subject the token completes across the line break ("The
        return faulted(m.group("s"))  # output that ignores the word limit is, in my view,\nOutput (a)"; pass 87 BC)
    words = _short(m.group("s"), _SENTENCE_WORDS)
    if words is None:  # a longer statement ("This is the one I would tell the user to avoid."; version 84, pass 87 BS)
        found = _WORD.findall(m.group("s").casefold())
        return len(found) <= _LONG_WORDS and all(w.isascii() for w in found) and says_otherwise(m.group("s"))
    if _STATEMENT.search(m.group("s")) or len(words) > _ABOVE_WORDS or about_side(m.group("s")):  # a statement, a
        # sentence ("The second recipe can actually be followed."; false-failure pass 84f) or a short one about the
        # token's side ("It sounds sincere."; version 85, false-failure pass 89f G1), not a label
        return says_otherwise(m.group("s"))
    return not _known(words, vocabulary | _SENTENCE)


# a reason clause opening the verdict's own sentence, or a clause ending with "so" before its head ("Because Assistant A
# is incorrect, the better answer is", "Assistant A is incorrect, so the better answer is")
_REASON_LEAD = re.compile(
    r"[\s*_#>]*+(?:because|since|as|given(?:\s++that)?+|seeing\s++(?:that|as))\s++(?P<c>[^,;:]{1,200}+),\s*+"
    r"|(?P<d>[^,;:]{1,200}+),\s*+(?:and\s++)?+(?:so|hence|thus|therefore|which\s++is\s++why)\b\s*+",
    re.IGNORECASE,
)


def without_losers_reason(before: str) -> tuple[str, str | None]:
    """``before`` (the text before a pairwise verdict token) without the reason clause that opens the token's own
    unfinished sentence when that clause faults one side only (:data:`_REASON_LEAD`,
    :func:`~judge_engine.pipeline.parsing.fault_words.faulted`), and that side (``"a"``, ``"b"``), or None: the
    clause names the loser, not a decision for it (``Because Assistant A is incorrect, the better answer is [[B]]``;
    version 84, false-failure pass 87f G5). The callers take a fault of the verdict's own side for a contradiction."""
    cut = max(before.rfind(c) for c in ".!?\n") + 1
    sentence = before[cut:]
    m = _REASON_LEAD.match(sentence)
    if m is None:
        return before, None
    clause = m.group("c") or m.group("d") or ""
    sides = sides_named(clause)
    if len(sides) != 1 or not faulted(clause):
        return before, None
    return before[:cut] + sentence[m.end() :], sides.pop()


_SIDE_KEY = {"a": "a", "1": "a", "b": "b", "2": "b"}


def sides_named(text: str) -> set[str]:
    """The sides (``"a"``, ``"b"``) that ``text`` names (:data:`~judge_engine.pipeline.parsing.label_vocabulary.
    _NAMED_SIDE`: ``Assistant A``, ``Response 2``, a capital ``B``)."""
    return {_SIDE_KEY[(n.group("n") or n.group("l")).lower()] for n in _NAMED_SIDE.finditer(text)}
