"""The statement right before a pairwise verdict token that faults the verdict's own side and nothing of the other's
(parser version 85, adversarial pass 88 CO): ``Assistant A is unethical.\\n[[A]]``, ``Assistant A lies about its
sources; Assistant B is honest.\\n[[A]]``. A careful reader takes such a verdict for a slip of the judge, not its
reading of the pair: the parser fails it (``ambiguous``) rather than record a win the text argues against.

Only a plain statement is read (:func:`faults_own_side`): each of its clauses (split at ``;``, ``,``, ``while``,
``whereas``, ``and``, ``but``...) must have one side as its subject in its first words; a concession or a softener
anywhere in it (``but``, ``although``, ``minor``, ``otherwise``, ``overall``) or praise of the faulted side leaves the
verdict as it is; a verb acting on a fault (``identifies the error``, ``fixes the bug``, ``warns about``) is no fault of
the side (:data:`~judge_engine.pipeline.parsing.fault_words.ACTS_ON_FAULT`, read by
:func:`~judge_engine.pipeline.parsing.fault_words.faulted`; since version 86 a verb such as ``tests`` or ``lists``
elsewhere in the line no longer voids the rule: adversarial pass 91 CA). One regex pass per clause over the last line
before the token: linear."""

from __future__ import annotations

import re

from judge_engine.pipeline.parsing.fault_words import faulted
from judge_engine.pipeline.parsing.label_clauses import sides_named

# a concession, softener or weighing word: the statement weighs the sides rather than condemns one
_WEIGHED = re.compile(
    r"\b(?:but|though|although|however|yet|still|despite|otherwise|overall|minor|slight(?:ly)?+|small|tiny|only|aside"
    r"|except|apart|nevertheless|nonetheless|even|both|neither|either|if|unless|whether|somewhat|a\s++bit|less|fewer"
    r"|more|most|better|best|than|compared|relative\w*+|while|not|no|never|nothing|none|without|hardly|barely)\b"
    r"|n['\u2019]t\b",
    re.IGNORECASE,
)


# praise: the faulted side is also said to do well ("Assistant A is correct but rude")
_PRAISE = re.compile(
    r"\b(?:correct\w*+|accurate\w*+|right|good|great|excellent|clear\w*+|helpful|honest|solid|complete\w*+|thorough\w*+"
    r"|superior|strong\w*+|wins?|preferred|useful|precise\w*+|detailed|concise|relevant|safe|sound|valid|works|fine"
    r"|(?<!\bas\s)well(?!\s++as\b)|nice\w*+|perfect\w*+)\b",
    re.IGNORECASE,
)


# the clauses of a statement: split at semicolons, commas and the conjunctions that join two sides' clauses
_CLAUSES = re.compile(r"[;,:\u2014]|\s\u2013\s|\s-\s|\b(?:and|whereas|while|but)\b", re.IGNORECASE)


# a side as the subject opening a clause: "Assistant A", "Response (b)'s code", "Output 2", a capital letter before a
# verb or "'s" ("A is rude", "B's code"; not the article of "A score of 4")
_SUBJECT = re.compile(
    r"[\s*_#>\-]*+(?:the\s++)?+(?:(?i:assistant|response|answer|output|model)\s*+\(?+[abAB12]\)?+(?:['\u2019]s(?:\s++\w++)"
    r"{0,2}?)?+\s++\w|\(?+[AB]\)?+(?:['\u2019]s(?:\s++\w++){0,2}?\s++\w|\s++(?:is|was|has|had|does|did|makes|made|gets|got"
    r"|lies|lied|fails|failed|uses|gives|gave|says|said|claims|invents|ignores|misses|hallucinates|answers|sounds|seems)\b))"
)
_SIDE_NOUN = re.compile(r"\b(?:assistant|response|answer|output|model)\s*+\(?+[ab12]\b", re.IGNORECASE)


# a line that is only a label for the verdict ("My final verdict:", "**Verdict**") is skipped for the line above it
_LABEL_LINE = re.compile(r"[\s*_#>]*+(?:\w++\s++){0,4}?\w++[\s*_]*+:?[\s*_]*+", re.IGNORECASE)


def _statement(before: str) -> str:
    """The last line of ``before`` (the text before the token) that says something: the token's own line before it
    when that holds a sentence, else the line above (past one line that is only a short label)."""
    lines = before.rstrip().split("\n")
    while lines and not lines[-1].strip():
        lines.pop()
    if lines and _LABEL_LINE.fullmatch(lines[-1]) is not None and len(lines) > 1:
        lines.pop()
        while lines and not lines[-1].strip():
            lines.pop()
    return lines[-1] if lines else ""


def faults_own_side(before: str, side: str) -> bool:
    """Whether the statement right before a pairwise verdict (:func:`_statement` of ``before``, the text before its
    token) faults the verdict's ``side`` (``"a"``, ``"b"``) in a clause whose subject is that side, with no clause
    faulting the other side and no weighing word, praise of ``side`` (in any clause about it: a clause naming no side
    goes on about the last one named) or a verb acting on a fault (the module docstring), and no earlier sentence
    weighing the sides (:func:`_weighed_before`). ``"tie"`` and a statement naming no side are False."""
    if side not in ("a", "b"):
        return False
    line = _statement(before)
    if not line or len(line) > 400 or _WEIGHED.search(line):
        return False  # a verb acting on a fault is read by faulted() (fault_words.ACTS_ON_FAULT; version 86)
    own_faulted = False
    subject: set[str] = set()
    for clause in _CLAUSES.split(line):
        named = sides_named(clause)
        if named and _SUBJECT.match(clause) is None:
            if _SIDE_NOUN.search(clause) is not None:
                return False  # a clause whose subject is not the side it names
            named = set()  # a capital letter that is no side ("A score of 4 is appropriate")
        if len(named) > 1:
            return False  # a clause about both sides
        subject = named or subject  # a clause naming no side goes on about the last one named
        if subject == {side}:
            if _PRAISE.search(clause):
                return False
            own_faulted = own_faulted or faulted(clause)
        elif faulted(clause):
            return False  # the other side is faulted too
    return own_faulted and not _weighed_before(before[: before.rfind(line)], side)


def _weighed_before(earlier: str, side: str) -> bool:
    """Whether the text before the statement (its last 2,000 characters) has a sentence naming only the other side with
    a fault, or only ``side`` without one: the judge weighed the two, and the statement is a concession (``A gets the
    date wrong. B gets it right.\nAssistant B's formatting is inconsistent.\n[[B]]``; false-failure pass 89f G2)."""
    other = "b" if side == "a" else "a"
    for sentence in re.split(r"(?<=[.!?;])\s++|\n", earlier[-2000:]):
        named = sides_named(sentence) | {_PLACE[p.group(1).casefold()] for p in _BY_PLACE.finditer(sentence)}
        if (named == {other} and faulted(sentence)) or (named == {side} and not faulted(sentence)):
            return True
        if named == {"a", "b"} and (faulted(sentence) or _PRAISE.search(sentence) or _each_own_clause(sentence)):
            return (
                True  # "Unlike Assistant B, Assistant A gets the date wrong.", "Assistant A says 1968 and Assistant B
            )
            # says 1969" (version 86, false-failure pass 90f G5)
    return False


def _each_own_clause(sentence: str) -> bool:
    """Whether ``sentence`` gives each side a clause of its own, with that side as its subject (``Assistant A says 1968
    and Assistant B says 1969``): the judge set the two side by side."""
    subjects = [sides_named(c) for c in _CLAUSES.split(sentence) if _SUBJECT.match(c) is not None]
    return {"a"} in subjects and {"b"} in subjects


# a side named by its place ("The second response gives the correct date"; version 86, false-failure pass 90f G5)
_BY_PLACE = re.compile(r"\bthe\s++(first|second)\s++(?:response|answer|assistant|output|one|reply)\b", re.IGNORECASE)
_PLACE = {"first": "a", "second": "b"}


# a win or merit handed to one side in words of their own ("The trophy goes to Assistant B.", "The correct solution
# comes from Assistant B.", "The only correct proof is Assistant B's."; adversarial pass 90 BG)
_HANDED = re.compile(
    r"\b(?:goes|go|went|belongs?|falls?)\s++(?:\w++\s++)?(?:to|with)\b|\bcomes?\s++from\b|\bcame\s++from\b"
    r"|\b(?:is|are|was)\s++(?:\w++\s++)?(?:assistant|response|answer|output|model)\s*+\(?+[ab12]\)?+['\u2019]s\b",
    re.IGNORECASE,
)
_MERIT = re.compile(
    r"\b(?:honou?rs?|trophy|laurels|edge|crown|prize|medal|win|winner|victory|better|best|superior|stronger|correct|right"
    r"|accurate|precise|sound|working|valid|complete|clearer|cleaner)\b",
    re.IGNORECASE,
)
_CONCEDED = re.compile(
    r"\b(?:but|though|although|however|yet|while|whereas|if|unless|minor|slight\w*+|not|no|n['\u2019]t)\b",
    re.IGNORECASE,
)


def hands_it_to_other_side(before: str, side: str) -> bool:
    """Whether the statement right before a pairwise verdict for ``side`` hands a win or a merit to the other side in a
    sentence naming only that side (:data:`_HANDED`, :data:`_MERIT`: ``The trophy goes to Assistant B.\\n[[A]]``, ``The
    correct solution comes from Assistant B.\\n[[A]]``), with no concession in it and no earlier sentence weighing the
    sides (:func:`_weighed_before`); False for a tie."""
    if side not in ("a", "b"):
        return False
    line = _statement(before)
    return hands_win(line, "b" if side == "a" else "a") and not _weighed_before(before[: before.rfind(line)], side)


def hands_win(line: str, other: str) -> bool:
    """Whether the statement ``line`` hands a win or a merit to the side ``other`` (``"a"``, ``"b"``), naming only
    that side, with no concession and no fault in it (:data:`_HANDED` with :data:`_MERIT`, or :data:`_CROWNED`;
    :data:`_CONCEDED`: ``The trophy goes to Assistant B.``, ``The correct answer comes from Assistant 2.``, ``Credit is
    due to Assistant B.``, ``Assistant B is the one I went with.``)."""
    if not line or len(line) > 400 or sides_named(line) != {other} or _CONCEDED.search(line) or faulted(line):
        return False
    return (_HANDED.search(line) is not None and _MERIT.search(line) is not None) or _CROWNED.search(line) is not None


# a win handed over in words that hold their own merit ("Assistant B takes the trophy.", "The trophy is awarded to
# Assistant B.", "Credit is due to Assistant B.", "The win is earned by Assistant B.", "Assistant B is the one to use.",
# "I award this round to Assistant B."; version 86, adversarial pass 91 BH)
_CROWNED = re.compile(
    r"\b(?:takes|took|claims|claimed|earns|earned|wins|won|scoops|bags)\s++(?:the|this)\s++(?:trophy|prize|crown|win|round"
    r"|laurels|honou?rs|cake|point|gold|title|medal)\b|\b(?:awarded|granted|handed|owed)\s++to\b|\bcredit\s++(?:is\s++|goes\s++)?+due\s++to\b"
    r"|\b(?:win|victory|trophy|prize|crown|round|point|title|laurels|honou?rs)\s++(?:is\s++|was\s++|goes\s++)?+(?:earned|won"
    r"|taken|claimed)\s++by\b|\bawards?\s++(?:this|the)\s++(?:\w++\s++)?to\b|\bis\s++the\s++one\s++"
    r"(?:to|(?:i|we)['\u2019]d|(?:i|we)\s++would)\s++(?:use|ship|pick|choose|trust|recommend|deploy|send|keep|go\s++with)\b"
    # "The assistant I went with is Assistant B.", "Assistant B is the one I went with." (adversarial pass 93 BN)
    r"|\b(?:i|we)\s++(?:went\s++with|picked|chose|selected|prefer(?:red)?+)\s++(?:is|was)\b|\bis\s++the\s++one\s++(?:i|we)\s++"
    r"(?:went\s++with|picked|chose|selected|prefer(?:red)?+|backed)\b",
    re.IGNORECASE,
)
