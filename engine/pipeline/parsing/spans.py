"""Whether one verdict candidate is quoted inside its line (:func:`quoted_span`, the in-line rules of
:mod:`~judge_engine.pipeline.parsing.quoting`), and the word lists those rules share.

A line can hold thousands of candidates (a judge looping ``Rating: [[5]] Rating: [[5]] ...`` over 64 KiB),
so nothing here scans the text before or after a candidate: :class:`LineIndex` reads its line once
(quote-mark positions, the case-folded text, the positions of sentence and clause ends and of every
hedge, stand-in, attribution and example word) and answers each candidate by binary search. Work is
linear in the line's length plus ``O(log n)`` per candidate (issue 13 item 16).
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from itertools import accumulate

from judge_engine.pipeline.parsing.aspects import CRITERIA
from judge_engine.pipeline.parsing.attributed import ATTRIBUTED, OTHERS_LABEL
from judge_engine.pipeline.parsing.hedges import HEDGE as DOUBT
from judge_engine.pipeline.parsing.limited import limited
from judge_engine.pipeline.parsing.quantities import OTHER_QUANTITY
from judge_engine.pipeline.parsing.stand_ins import DISCREDITED, PROVISIONAL, STAND_IN

EG = "\x00"
"""What ``e.g.`` is compared as (:func:`plain`): one character no text keeps, so the dots end no clause
and no word of the text reads as it."""
EXAMPLE_WORDS = re.compile(
    EG + r"|\b(?:examples?|for instance|such as|sample|template|placeholder|like this|like so|hypothetical(?:ly)?"
    r"|something\s+like|(?:a\s+)?lines?\s+like"  # version 81 (adversarial pass 77)
    r"|(?:in\s+|have\s+|has\s+)?the\s+form|notation|format\s+is\s+like"  # version 81 (adversarial pass 79)
    # parser version 56 (adversarial pass 49 H11): "For instance, a verdict would look like:"
    r"|(?:would\s+)?looks?\s+like"
    # version 90 (fresh pass adv60): other languages' example words ("Beispielausgabe:", "por ejemplo", "例如")
    r"|zum\s+beispiel|beispiel\w*|par\s+exemple|exemple|por\s+ejemplo|ejemplo|per\s+esempio|esempio"
    r"|например|пример\w*)\b"
    r"|例如|比如|示例|例えば|範例|范例"  # no word boundary: a CJK word is inside a run of word characters
)
"""Words that mark a clause as introducing an example (``e.g.`` is compared as :data:`EG`)."""
LABEL_WINDOW = 96
# (the labels above and below may end with an arrow: "Output format \u2192 [[A]]"; version 74, adversarial pass 64 F5)
# a last clause before a candidate (case-folded, at most :data:`LABEL_WINDOW` characters) that is only a label
# calling it not the judge's final overall verdict (issue 13 pass 7): provisional ("Preliminary verdict:",
# "Tentative verdict:", "Provisional rating:", "Initial rating:", "Draft verdict:"), an earlier one ("Yesterday's
# verdict:", "Previous verdict:", "I initially gave"), one criterion's ("For helpfulness:", "Accuracy:", "In terms
# of clarity:"), a guess ("Maybe", "Perhaps", "I guess"); each may end with the format's own label. "Final verdict:"
# or "Overall, my verdict:" is none.
NOT_FINAL_LABEL = re.compile(  # after prometheus's "Feedback:" too ("Feedback: In theory: [RESULT] 5"; version 78)
    r"[\s*_#>-]*+(?:feedback[*_]*+\s*+:\s*+)?+(?:(?:so|thus|hence|therefore)\s++)?+(?:(?:the|a|an|my|our)\s++)?+(?:"
    r"(?:preliminary|tentative|provisional|initial|draft|interim|temporary|pending|working|unverified|predicted"
    r"|estimated|unconfirmed|probable|approximate|rough|guessed)\s++"
    r"(?:verdict|rating|score|judge?ment|assessment|decision|answer|result|grade|pick|choice)s?+"
    r"|(?:verdict|rating|score|decision|judge?ment|result)s?+\s++pending|pending(?:\s++\w++)?+"
    r"|(?:yesterday|last\s++(?:time|week|round|run))(?:['\u2019]s)?+"
    r"(?:\s++(?:verdict|rating|score|judge?ment|assessment|decision|answer|result|grade)s?+)?+"
    r"|(?:previous|earlier|prior|old|former)\s++(?:verdict|rating|score|judge?ment|assessment|decision|grade)s?+"
    r"|(?:i|we)\s++(?:initially|originally|first|previously|earlier|once)\s++"
    r"(?:gave|said|wrote|chose|picked|rated|assigned|output|answered|thought|had)(?:\s++(?:it|this|them))?+"
    r"|(?:(?:for|on|regarding|re|in\s++terms\s++of|as\s++for|as\s++to|(?:rating|score|grade)\s++(?:for|on|of|in))"
    r"\s++(?:the\s++)?+)?+"
    + CRITERIA
    + r"(?:\s++(?:alone|only|criterion|aspect|dimension|axis|rating|score|grade))?+(?=[\s*_]*+[:=\-\u2013\u2014])"
    # adv9 M3: a guess, a weak preference, a pending or undecided label: "Best guess:", "Gut feeling:", "Weak
    # preference:", "Provisional:", "TBD:", "Verdict (TBD):", "Tentative: [RESULT] 4", "Rating (helpfulness):"; a guess
    # followed by a few words (stop 53, pass 79 N2: "Gut feeling without reading them:")
    r"|(?:(?:best|my|our|educated|wild|rough|quick|first)\s++)?+(?:(?:guess|hunch|gut\s++(?:feeling|call|reaction|instinct))"
    r"(?:\s++[\w'\u2019-]++){0,6}|impression)|(?:weak|marginal|slight|mild|soft)\s++(?:preference|lean|pick|choice)|provisional(?:ly)?+"
    r"|tentative(?:ly)?+|preliminary|tbd|tba|tbc|to\s++be\s++(?:determined|confirmed|decided)|"
    + PROVISIONAL
    + "|"
    + DISCREDITED
    + r""
    r"|(?:final\s++)?+(?:verdict|rating|score|result|decision|answer|grade)\s*+\(\s*+(?:[^)\n]{0,40}?\b(?:tbd|tba|tbc"
    r"|pending|tentative|provisional|draft|preliminary|unconfirmed|guess)\b|for\s++\w++|"
    + CRITERIA
    + r")[^)\n]{0,60}?\)"
    r"|(?:maybe|perhaps|possibly|i\s++guess|i\s++suppose|i['\u2019]?d\s++guess|probably|likely|most\s++likely|tentatively"
    r"|(?:(?:i|we)(?:['\u2019]m|\s++am|\s++are)?+\s++|(?:a\s++)?+slight(?:ly)?+\s++)?+lean(?:ing|s)?+(?:\s++towards?)?+)"
    r")[\s*_]*+(?:(?:->|=>|[:=\-\u2013\u2014\u2192\u21d2])[\s*_]*+)?+"
    r"(?:(?:rating|score|verdict|result|output|answer)[\s*_]*+:?+[\s*_]*+)?+"
)
# the start of the clause holding a candidate that puts it off to a condition or a later time (issue 13 pass 7):
# "When the tests pass: [[A]]", "Once it compiles: [[A]]" ("When comparing both: [[A]]", "When evaluated on X: [[A]]",
# "Once again: [[A]]" are none: a participle is no condition), "Without evaluating: [[A]]", "Without reading it:"
DEFERRED_START = re.compile(
    r"[\s*_#>(-]*+(?:(?:when|once|until|as\s++soon\s++as)\s++(?!\w+ing\b|\w+ed\b|taken\b|seen\b|it\s++comes\b|again\b|more\b|all\s++is\s++said\b)"
    r"|without\s++(?:first\s++)?+(?:evaluating|reading|looking|checking|judging|comparing|reviewing|analy[sz]ing"
    r"|considering|verifying|testing|running|examining|thinking|assessing|grading|rating)\b)"
)
# words in the clause holding a candidate that put it off until after a check (issue 13 pass 7): "Before I give
# [[A]], let me verify.", "Let me verify before concluding [[A]]."
DEFERRED = re.compile(
    r"\bbefore\s++(?:(?:i|we)\s++(?:can\s++|will\s++)?+)?+(?:giv(?:e|ing)|say(?:ing)?+|conclud(?:e|ing)"
    r"|decid(?:e|ing)|commit(?:ting)?+|settl(?:e|ing)|finali[sz](?:e|ing)|output(?:ting)?+|pick(?:ing)?+"
    r"|choos(?:e|ing)|assign(?:ing)?+|declar(?:e|ing)|announc(?:e|ing)|rat(?:e|ing)|mak(?:e|ing)|go(?:ing)?+\s++with)\b"
)
# a supposition that starts the clause holding a candidate, or the clause before it when the candidate's own clause
# is at most a short label (issue 13 K4): "Suppose the verdict were [[A]].", "Assuming the code compiles, [[A]].",
# "Imagine I chose [[A]].", "Supposing it is correct: Rating: [[9]]"; "Assuming the user wants X, Assistant A is
# better: [[A]]" is none (the candidate's clause says more than a label)
SUPPOSE_START = re.compile(
    r"[\s*_#>(-]*+(?:(?:let['\u2019]?+s|let\s++us|now)\s++)?+(?:suppos(?:e|ing)|assum(?:e|ing)|imagin(?:e|ing)"
    r"|pretend(?:ing)?+|hypothetically|in\s++case|(?:were|had)\s++(?:the|a|an|i|we|it|they|this|that|he|she)\b)\b"
)
_SHORT_LABEL = re.compile(r"[\s*_#>-]*+(?:[\w'\u2019]++\s*+){0,2}?[:=\-\u2013\u2014]?+[\s*_]*+")
# a word in the last sentence before a candidate that makes it no statement of a verdict: a negation (not an elliptic
# "B is not," that ends its clause, adv9 L5), a refusal, a condition, a counterfactual or an alternative ("Neither
# [[A]].", "I refuse to output [[A]].", "If A were better I would output [[A]]", "the alternative would be [[A]]")
# version 81 (adversarial pass 77): conditions in other words: "Provided that", "In the event that", "Contingent on",
# "On the condition that", "Let's say", "For argument's sake", "In a world where", an inverted "Were Assistant A's code
# to compile,"; in both HEDGE and _CONDITION
_CONDITION_PHRASES = (
    r"|\b(?:provid(?:ed|ing)\s++that|in\s++the\s++event|contingent|on\s++(?:the\s++)?+condition|let['\u2019]s\s++say"
    r"|let\s++us\s++say|for\s++argument['\u2019]s\s++sake|for\s++the\s++sake\s++of\s++argument|hypothetically|in\s++a\s++(?:world|scenario|case)\s++where)\b"
    r"|\b(?:si|wenn|sofern)\s++\w|\u5982\u679c|\u5047\u5982|\u5047\u8bbe"  # version 81 (pass 78): other languages
    # pass 79: a verdict abandoned, a first impression, one side's case, an ideal world
    r"|\b(?:was|were)\s++going\s++to\b|\binitial\s++impression\b|\ba\s++case\s++can\s++be\s++made\b|\bideal\s++world\b"
    r"|(?:(?<=^)|(?<=^\W)|(?<=[,;:.]\s))(?:were\s++(?:[\w'\u2019]++\s++){1,4}?to\s++\w++|provid(?:ed|ing))\b"
    # version 82 (adversarial pass 80 N3): an inverted condition ("Were Assistant B's answer finished, [[B]]"), not a
    # question ("Were both answers correct? Yes.")
    r"|(?:(?<=^)|(?<=^\W)|(?<=[,;:.]\s))were\s++(?:assistant|response|answer|output|model|the|its|their|it|this|that"
    r"|both|either|[ab])\b(?![^.?!\n]*+\?)"
)
# the judge's own verb of rating or choosing after "I would" / "we would" (version 83)
_OWN_PICK = (
    r"(?:rate|give|score|grade|award|assign|choose|pick|select|say|prefer|recommend|go\s++with|vote\s++for"
    r"|side\s++with)\b"
)
HEDGE = re.compile(
    r"\b(?:(?<!\bis\s)(?<!\bare\s)(?<!\bwas\s)(?<!\bwere\s)(?<!\bdoes\s)(?<!\bdid\s)not|not(?![ \t]*+,)"
    r"|no(?!\s++(?:\w++\s++)?(?:errors?|mistakes?|bugs?|flaws?|typos?|factual)\b)|never|neither|nor|cannot|refuse[sd]?"
    r"|unable|if|unless|whether|had|could|should"  # "no arithmetic mistake": a fault denied, no hedge (v85, pass 88f)
    # "would", but not the judge's own "I would rate this response a [[8]]" (version 83, false-failure pass 82f W1)
    r"|(?<!\b[iI]\s)(?<!\b[wW]e\s)would|would(?!\s++" + _OWN_PICK + r")"
    r"|might|alternative(?:ly)?|otherwise|depend(?:s|ing)?|(?:hard|difficult|tough)\s++to\s++(?:say|tell|decide|call))\b"
    r"|n't\b" + _CONDITION_PHRASES
)
# a reason clause opening a sentence before its verdict ("Since Assistant B makes no errors, ", "Assistant A cites no
# sources, so "): a negation in it is the reason's, not a hedge of the verdict (version 85, false-failure pass 88f G6)
_REASON_HEAD = re.compile(
    r"[\s*_#>]*+(?:because|since|as|given\s++that|seeing\s++that)\s[^,;:\n]{1,200}+,\s*+"
    r"|[^,;:\n]{1,200}+,\s*+(?:and\s++)?+(?:so|hence|thus|therefore|which\s++is\s++why)\b",
    re.IGNORECASE,
)
# for a statement (a refusal, "I can't decide which is better"), which holds its own negation, that starts a clause
# after a comma or a consequence ("so", "and", "therefore"): only a condition or an alternative in its sentence's lead
# makes it no statement of the judge's ("If I cannot decide, ..."); a negation does not ("I can't run the code, so I
# can't decide which is better.", adversarial pass 33 H5). Any other lead keeps the hedge rule ("I cannot assess the
# dates as I lack a reference", "B refused, saying 'I cannot help with that.'")
_CONSEQUENCE = re.compile(
    r"(?:[,;:]|\b(?:so|and|thus|therefore|hence|but|yet|then|consequently|still))"
    r"(?:\s++(?:honestly|frankly|really|still|truly|ultimately|just|simply))*+$"
)
_CONDITION = re.compile(
    r"\b(?:if|unless|whether|alternative(?:ly)?|otherwise|suppos(?:e|ing)|assum(?:e|ing))\b" + _CONDITION_PHRASES
)
# the judge referring to its own text ("as stated above"), no attribution to someone else
_AS_SAID = re.compile(r"\bas\s++(?:stated|said|written|quoted|reported)\b")
# quotation marks that open and close a span on one line, besides straight quotes and backticks
_PAIRS = (
    ("\u201c", "\u201d"),
    ("\u00ab", "\u00bb"),
    ("\u201e", "\u201c"),
    ("\u300c", "\u300d"),
    ("\u300e", "\u300f"),
    ("<code>", "</code>"),
    ("<q>", "</q>"),
    ("<!--", "-->"),
)
# a lead that ends negating the candidate ("Not [[A]]."), after skipping trailing spaces, ":" and ","
_NEGATION_WORD_END = re.compile(r"(?:\bnot|\bnever|\bno|n't)$")
# a lead that ends rejecting the candidate (issue 13 adv8 L1): "Anything but [[A]].", "Far from [[A]].", "Instead of"
_REJECTING_END = re.compile(r"\b(?:anything\s++but|far\s++from|instead\s++of|rather\s++than|other\s++than)$")
_NEGATION_SKIP = frozenset(":,")
# a "not" that ends an elliptic clause before a comma, negating no candidate (adv9 L5): "Since A is correct and B is
# not, [[A]]"
_ELLIPTIC_NOT = re.compile(r"\b(?:is|are|was|were|does|do|did|has|have|can|could|will|would|should)\s++not$")
CLAUSE_END = re.compile(r"[,;.!?]")
_EXAMPLE_START = re.compile(EG + r"|(?:for example|for instance|such as|say)\b")
SENTENCE_END = re.compile(r"[.!?]")


def plain(s: str) -> str:
    """``s`` with every ``e.g.`` (or ``E.g.``) as :data:`EG`, and any :data:`EG` it held as a space."""
    return s.replace(EG, " ").replace("e.g.", EG).replace("E.g.", EG)


def hedged(lead: str) -> bool:
    """Whether the last sentence of ``lead`` (the text before a candidate on its line) negates,
    refuses, conditions or offers it as an alternative (:data:`HEDGE`)."""
    return bool(HEDGE.search(SENTENCE_END.split(plain(lead.casefold()))[-1]))


# a lead that only carries on from the sentence before it: "Then", "In that case" (version 81)
_THEN = re.compile(r"[\s*_#>-]*+(?:then|in\s++that\s++case|if\s++so|so\s++then)[\s,:*_]*+", re.IGNORECASE)


def conditional(lead: str) -> bool:
    """Whether the last sentence of ``lead`` (the text before a verdict on its line) is a condition (:data:`_CONDITION`:
    ``Were Assistant A's code to compile, My final verdict is:``), or is only ``Then`` after a sentence that is one
    (``Let's say the reference is right. Then``); for a verdict the decoder forced after it (version 81, adversarial
    pass 77)."""
    sentences = SENTENCE_END.split(plain(lead.casefold()))
    last = sentences[-1]
    return bool(_CONDITION.search(last)) or (
        len(sentences) > 1 and _THEN.fullmatch(last) is not None and bool(_CONDITION.search(sentences[-2]))
    )


class _Matches:
    """The non-overlapping matches of one pattern in one string, sorted: :meth:`within` answers whether
    one lies inside ``[lo, hi)`` by binary search (the first match starting at ``lo`` or later has the
    smallest end of those)."""

    def __init__(self, pattern: re.Pattern[str], s: str) -> None:
        spans = [m.span() for m in pattern.finditer(s)]
        self.starts = [a for a, _ in spans]
        self.ends = [b for _, b in spans]

    def within(self, lo: int, hi: int) -> bool:
        k = bisect_left(self.starts, lo)
        return k < len(self.starts) and self.ends[k] <= hi


class LineIndex:
    """One line read once for :meth:`quoted` (module docstring).

    ``folded`` is the line case-folded character by character (equal to ``line.casefold()``), ``text``
    that with each ``e.g.`` as four :data:`EG` (:func:`plain`, keeping every position) and ``said`` that
    with each ``as stated``/``as said`` blanked (spaces of the same length). Positions in the line map to
    positions in these by :meth:`at` (the identity for ASCII). The words a candidate's lead is searched for
    cannot span a candidate's first character (``[``, ``{``, ``O`` of a line-long ``Output (a)``) nor a
    clause end, so a match found in the whole line lies inside a lead exactly when the lead holds it.
    """

    def __init__(self, line: str) -> None:
        self.line = line
        if line.isascii():
            folded, self._off = line.lower(), None
        else:
            parts = [c.casefold() for c in line]
            folded, self._off = "".join(parts), [0, *accumulate(map(len, parts))]
        self.folded = folded
        self.text = folded.replace(EG, " ").replace("e.g.", EG * 4)
        self.said = _AS_SAID.sub(lambda m: " " * len(m.group()), self.text)
        self._ends: dict[tuple[bool, str], list[int]] = {}
        self._words: dict[str, _Matches] = {}
        self._stripped: dict[int, int] = {}
        self._starts: dict[int, bool] = {}

    def at(self, i: int) -> int:
        """The position in :attr:`folded` / :attr:`text` of position ``i`` of the line."""
        return i if self._off is None else self._off[i]

    def _count(self, tok: str, upto: int, folded: bool = False) -> int:
        """``line[:upto].count(tok)`` (or of the folded line): non-overlapping, as ``str.count``."""
        key = (folded, tok)
        if key not in self._ends:
            s = self.folded if folded else self.line
            self._ends[key] = [m.end() for m in re.finditer(re.escape(tok), s)]
        return bisect_right(self._ends[key], upto)

    def _after(self, tok: str, end: int, folded: bool = False) -> bool:
        """Whether ``tok`` occurs in ``line[end:]`` (or the folded line from ``end``)."""
        return (self.folded if folded else self.line).rfind(tok) >= end

    def _has(self, name: str, lo: int, hi: int) -> bool:
        if name not in self._words:
            pattern, s = {
                "hedge": (HEDGE, self.text),
                "condition": (_CONDITION, self.text),
                "stand_in": (STAND_IN, self.text),  # "Default verdict:", "Judge 1:"
                "quantity": (OTHER_QUANTITY, self.text),  # "Harmfulness (1 = harmless, ...): Rating:" (version 79)
                "attributed": (ATTRIBUTED, self.said),
                "example": (EXAMPLE_WORDS, self.text),
                "sentence": (SENTENCE_END, self.text),
                "clause": (CLAUSE_END, self.text),
                "deferred": (DEFERRED, self.text),
            }[name]
            self._words[name] = _Matches(pattern, s)
        return self._words[name].within(lo, hi)

    def _last_end(self, name: str, lo: int, hi: int) -> int:
        """One past the last sentence or clause end (``name``) in ``text[lo:hi]``, else ``lo``."""
        self._has(name, lo, hi)
        starts = self._words[name].starts
        k = bisect_left(starts, hi) - 1
        return starts[k] + 1 if k >= 0 and starts[k] >= lo else lo

    def quoted(self, start: int, end: int, lead_from: int = 0, statement: bool = False) -> bool:
        """:func:`quoted_span` of ``line[start:end]`` with its lead ``line[lead_from:start]``."""
        line = self.line
        for mark in ('"', "`", "~~"):  # "~~struck out~~"
            if self._count(mark, start) % 2 and self._after(mark, end):
                return True
        fs, fe = self.at(start), self.at(end)
        for open_, close in _PAIRS:
            closes = self._count(close, fs, True) if close != open_ else 0
            if self._count(open_, fs, True) > closes and self._after(close, fe, True):
                return True
        if line[start - 1 : start] in ("'", "\u2018") and line[end : end + 1] in ("'", "\u2019"):
            return True
        return self._lead_quotes(self.at(lead_from), fs, statement)

    def _lead_quotes(self, a: int, b: int, statement: bool = False) -> bool:
        """The lead-in rules of :func:`quoted_span` on ``text[a:b]`` (module docstring of quoting)."""
        t = self.text
        j = b
        while j > a and t[j - 1].isspace():
            j -= 1
        if j == a:
            return False  # no lead
        k = j
        while k > a and (t[k - 1].isspace() or t[k - 1] in _NEGATION_SKIP):
            k -= 1
        elliptic = "," in t[k:j] and _ELLIPTIC_NOT.search(t, max(a, k - 12), k) is not None  # "B is not, [[A]]"
        if (_NEGATION_WORD_END.search(t, max(a, k - 5), k) and not elliptic and not statement) or _REJECTING_END.search(
            t, max(a, k - 16), k
        ):
            return True  # "Not [[A]].", "Anything but [[A]]."
        sentence = self._last_end("sentence", a, b)
        consequence = statement and _CONSEQUENCE.search(t, max(sentence, j - 40), j) is not None
        own = sentence  # a reason clause opening the sentence may negate a fact ("Since Assistant B makes no errors,")
        reason = _REASON_HEAD.match(t, sentence, j)
        if reason is not None and DOUBT.search(t, sentence, reason.end()) is None:
            own = reason.end() if not self._has("condition", sentence, reason.end()) else sentence
        if self._has("condition" if consequence else "hedge", own, b) or self._has("stand_in", sentence, b):
            return True
        if self._has("quantity", sentence, b):
            return True
        if _THEN.fullmatch(t, sentence, j) and self._has(
            "condition", self._last_end("sentence", a, sentence - 1), sentence
        ):
            return True  # "Let's say the reference is right. Then [[A]]" (version 81, adversarial pass 77)
        clause = self._last_end("clause", a, b)
        if self._has("attributed", clause, b):
            return True  # "The previous judge wrote: [[A]]", "Coin flip: [[A]]": not the judge's own verdict
        previous = self._strip_from(self._last_end("clause", a, clause - 1)) if clause > a else -1
        if previous >= 0 and _EXAMPLE_START.match(t, previous, clause - 1):
            return True  # "For example, Rating: [[5]]"
        if j - clause <= LABEL_WINDOW and (
            OTHERS_LABEL.fullmatch(t, clause, j) or NOT_FINAL_LABEL.fullmatch(t, clause, j)
        ):
            return True  # "Ground truth: [[A]]", "Confidence: [[9]]", "Preliminary verdict: [[A]]", "Maybe [[A]]"
        if clause == j and 0 <= previous < clause - 1 and clause - previous <= LABEL_WINDOW and t[clause - 1] == ",":
            # the sentence is only a label ending with a comma: "Playing devil's advocate, [[A]]" (version 79); not a
            # clause inside a sentence ("Final verdict (tentative, low confidence, probably wrong): [[A]]")
            label = NOT_FINAL_LABEL.fullmatch(t, previous, clause - 1) or OTHERS_LABEL.fullmatch(
                t, previous, clause - 1
            )
            if label and previous == self._strip_from(sentence):
                return True
        if self._deferred_start(clause, b) or self._has("deferred", clause, b):
            return True  # "When the tests pass: [[A]]", "Without evaluating: [[A]]", "Before I give [[A]], ..."
        if SUPPOSE_START.match(t, clause, b) or (
            previous >= 0
            and t[clause - 1] in ",;"
            and j - clause <= LABEL_WINDOW
            and _SHORT_LABEL.fullmatch(t, clause, j)
            and SUPPOSE_START.match(t, previous, clause)
        ):
            return True  # "Assuming the code compiles, [[A]].", "Supposing it is correct: Rating: [[9]]"
        if j - clause <= LABEL_WINDOW and limited(t, previous, clause, j):
            return True  # "Considering only formatting: [[A]]", "Based solely on length, [[A]]." (version 64)
        return self._has("example", clause, b)

    def _deferred_start(self, clause: int, b: int) -> bool:
        """Whether :data:`DEFERRED_START` matches ``text`` at ``clause`` (before ``b``); cached per clause, since
        its look-ahead reads a whole word and a clause may hold many candidates."""
        if clause not in self._starts:
            self._starts[clause] = DEFERRED_START.match(self.text, clause, b) is not None
        return self._starts[clause]

    def _strip_from(self, i: int) -> int:
        """The first position at or after ``i`` that is no space (cached: a clause is stripped once)."""
        if i not in self._stripped:
            j, t = i, self.text
            while j < len(t) and t[j].isspace():
                j += 1
            self._stripped[i] = j
        return self._stripped[i]


def quoted_span(
    line: str, start: int, end: int, lead_from: int = 0, index: LineIndex | None = None, statement: bool = False
) -> bool:
    """Whether ``line[start:end]`` is quoted in its line: inside double quotes, curly quotes,
    guillemets or backticks (an odd number of marks before it, one after it), ``~~`` strike-through,
    directly between single quotes, or after an example, negating or stand-in lead-in (``Default verdict:
    [[C]]``) in ``line[lead_from:start]``: one ending with "not", "never", "no" or "n't", one whose last
    sentence holds a hedge word (:data:`HEDGE`) or a stand-in word, one whose last clause attributes it
    to someone else or calls it a stand-in (:data:`ATTRIBUTED`: ``The previous judge wrote: [[A]]``,
    ``Coin flip: [[A]]``; the judge's own ``as stated above`` is none) or holds an example word
    (:data:`EXAMPLE_WORDS`), or whose clause before the last starts "for example", "e.g.", "such as",
    "say". ``index``: the line's :class:`LineIndex` (built here when None; pass one for many candidates
    of a line, so each costs ``O(log n)``). ``statement``: the span is a statement holding its own negation (a
    refusal, an undecided statement); after a comma or a consequence word (:data:`_CONSEQUENCE`) only a condition
    or an alternative in its sentence's lead (:data:`_CONDITION`), not a negation, makes it no statement of the
    judge's."""
    return (index or LineIndex(line)).quoted(start, end, lead_from, statement)
