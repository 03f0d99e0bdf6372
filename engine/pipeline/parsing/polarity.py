"""The judge's own words for or against an answer right before its verdict (parser version 87; issue 13, adversarial
pass 95 families 1-4): a pairwise verdict whose last statement faults the verdict's side and not the other
(:func:`contrasted`: ``Assistant A hallucinates a library, while Assistant B gives working code.\\n[[A]]``,
``Assistant A gives 12, which is not right; Assistant B gives 14, which is.\\n[[A]]``), and a single rating at one end
of the scale after words for the other end (:func:`rating_contradicted`: ``The response is perfect.\\nRating: [[1]]``,
``The answer gets the main fact wrong and the code does not run.\\nRating: [[9]]``). A careful reader takes such a
verdict for a slip of the judge, not its reading: the parser fails it (``ambiguous``) rather than record what the text
argues against.

Only plain statements are read: a concession or softener anywhere in the statement (``but``, ``although``,
``minor``, ``overall``, ``better``) leaves the verdict as it is, and so does praise next to a fault of the same answer.
A pairwise statement is its last line (up to :data:`_CHARS` characters), split into clauses at ``;``, ``.``, ``,
while``, ``, whereas``, ``, and``; a clause whose first words name a side (``Assistant A``, ``Output (b)'s code``,
``Response 1``) is about it, a clause ending ``which is.`` / ``is not.`` restates the previous clause's judgment for
its own side (``Assistant B's answer is flawless, and Assistant A's is not.``); clauses about neither or both sides
are not read. A single rating reads the last :data:`_CHARS` characters before it. Linear: a few regex scans of a
bounded text."""

from __future__ import annotations

import re

from judge_engine.pipeline.parsing.closing import split_sentences
from judge_engine.pipeline.parsing.fault_words import FAULT, faulted

_I = re.IGNORECASE
#: characters before the verdict read
_CHARS = 400
# a concession, softener or weighing word: the statement weighs, it does not condemn
_WEIGHED = re.compile(
    r"\b(?:but|though|although|however|yet|still|despite|otherwise|minor|slight(?:ly)?+|small|tiny|a\s++bit"
    r"|somewhat|mostly|largely|partly|partially|nevertheless|nonetheless|except|apart|aside|even\s++(?:if|though|so|when)"
    r"|if|unless|better|best"
    r"|stronger|superior|prefer\w*+|more|less|fewer|wins?|winner|instead\s++of\s++(?:the|a)\s++(?:other|rival)"
    r"|could|might|would\s++have|arguably|perhaps|maybe|some|few|occasional\w*+)\b",
    _I,
)
# words a judge uses for a whole answer that fails, beyond the fault words of
# :data:`~judge_engine.pipeline.parsing.fault_words.FAULT`
_BAD = re.compile(
    r"\b(?:(?:just|only|merely|simply)\s++(?:repeats|restates|copies|echoes|parrots)|copied\s++the\s++(?:question|prompt)"
    r"|without\s++answering|never\s++(?:returns|answers|gives|finishes|completes|terminates|halts|explains|solves)"
    r"|stops\s++(?:halfway|midway|short)|has\s++no\s++(?:ending|conclusion|answer|code|explanation)|(?:far|much|way)\s++too"
    r"\s++(?:short|long|vague)|too\s++short\s++to|would\s++(?:get\s++(?:the\s++user|someone|people)\s++(?:hurt|killed)|ruin"
    r"|break|harm|hurt|poison)|myths?|several\s++(?:problems|issues|errors|mistakes)|problems?|dangerous"
    r"|harmful|does\s++not\s++(?:run|work|compile|address|answer|match|help|follow|satisfy|meet)|doesn['\u2019]t\s++(?:run"
    r"|work|compile|address|answer|match|help|follow|satisfy|meet)|not\s++at\s++all|deserves?\s++(?:an?\s++|the\s++)?+"
    r"(?:low|lowest|poor|minimum|failing|bad)\s++(?:score|rating|mark|grade)s?+|gives\s++the\s++user\s++nothing"
    r"|provides?\s++no\s++(?:help|value|answer|information)|something\s++else|(?:a\s++)?+different\s++(?:topic|question"
    r"|task|problem)|throws\s++(?:an?\s++)?+\w*?(?:error|exception)|refuses\s++to\s++(?:answer|help)|declines|unrequested"
    r"|would\s++make\s++it\s++(?:inedible|unusable|useless|unsafe|wrong)|accepts\s++invalid|forgets?\s++to|clich\w*+"
    r"|plot\s++holes?|misappl\w*+|did\s++not\s++(?:answer|address|follow|help|solve)|unrelated|below[\s-]++average"
    r"|times\s++the\s++safe|never\s++(?:\w++\s++)?answers)\b"
    r"|\b(?:not|never|n['\u2019]t)\s++(?:\w++\s++)?(?:right|correct|accurate|true|valid|working|useful|helpful|relevant)\b",
    _I,
)
# words for an answer that does its job well: any of them, unless faulted too, makes a side's clause good; strong
# praise (:data:`_STRONG_GOOD`) is what a single rating at the low end contradicts
_GOOD = re.compile(
    r"\b(?:(?:correct|right)(?!\s++(?:answer|value|result|solution|figure)\s++(?:is|was|would\s++be))\w*+|accurate\w*+|working|works|rigorous\w*+|thorough\w*+|sound|flawless\w*+|perfect\w*+|proper\w*+"
    r"|directly|complete(?!ly)\w*+|coherent|captures|full|passes|solves|debunks|clear\w*+|helpful|good|(?-i:great)|excellent|valid"
    r"|precise\w*+|detailed|relevant|useful|well(?!-)|appropriate\w*+|constructive|ideal\w*+)\b",
    _I,
)
_STRONG_GOOD = re.compile(
    r"\b(?:perfect\w*+|flawless\w*+|outstanding|excellent|exceptional|superb|impeccabl\w*+|exemplary|faultless"
    r"|(?:fully|entirely|completely|totally)\s++(?:correct|accurate|satisf\w*+|meets|addresses|answers)"
    r"|deserves?\s++(?:an?\s++|the\s++)?+(?:high|highest|top|perfect|maximum|full)\s++(?:score|rating|mark|grade)s?+"
    r"|(?:matches|identical\s++(?:in\s++substance\s++)?+to|same\s++as|agrees\s++with)\s++the\s++reference"
    r"|nothing\s++to\s++(?:criticis|criticiz|critique|fault|improve)\w*+|no\s++(?:errors|mistakes|flaws|issues|problems)"
    r"|every\s++criterion)\b",
    _I,
)
_WORDS_GOOD = re.compile(
    r"\b(?:accurate|helpful|well[\s-]written|correct|clear|thorough|complete|relevant|detailed|concise|sound|rigorous"
    r"|coherent|insightful)\b",
    _I,
)
# a negation right before a word of praise or fault turns it ("not perfect", "nothing wrong", "no errors")
_NEGATED = re.compile(
    r"(?:\b(?:not|never|no|nothing|hardly|barely|far\s++from|without)|n['\u2019]t)\s++(?:\w++\s++){0,2}?$"
    r"|\btoo\s++\w++\s++to\s++(?:be\s++)?+$",
    _I,
)
# a side named at a clause's start: group a or b
_SIDE = re.compile(
    r"[\s*_>\-]*+(?:only\s++)?+(?:the\s++)?+(?:(?:assistant|response|answer|output|model)\s*+(?:\(\s*+(?:(?P<a>[a1])"
    r"|(?P<b>[b2]))\s*+\)|(?-i:(?P<a3>[A1])|(?P<b3>[B2])))|\(?+(?-i:(?P<a2>A)|(?P<b2>B))\)?+(?=['\u2019]s\b|\s++(?:is|was|has|gives|gave|uses|never|just|only|does|did)\b))"
    r"(?![\w])",
    _I,
)
_CLAUSES = re.compile(
    r";|(?<=[.!?])\s++|:\s++|,\s*+(?:while|whereas|and)\b|\s++(?:while|whereas)\s++|,?+\s++(?:because|since|as|given\s++that)\b"
    r"|,\s*+(?=(?:the\s++)?+(?:assistant|response|output|model)\s*+(?-i:[AB12])\b)",
    _I,
)
# a clause that puts its side below the other by name: "Assistant 1 scores lower than Assistant 2"
_BELOW = re.compile(
    r"\s*+(?:scores?|is\s++rated|rates|ranks?|is|was|does|did|performs?|comes?\s++out)\s++(?:\w++\s++)?(?:lower|worse"
    r"|weaker|poorer|below|behind)\b",
    _I,
)
_ANY_SIDE = re.compile(
    r"\b(?:assistant|response|answer|output|model)\s*+(?:\(\s*+[ab12]\s*+\)|(?-i:[AB12])\b)|\b(?-i:[AB])['\u2019]s\b",
    _I,
)
# a clause that restates the previous clause's judgment for its own side: "..., and Assistant A's is not."
_ELLIPSIS = re.compile(
    r"(?:^|,\s*+which\s++|['\u2019]s\s++|\s++)(?:(?P<not>is\s++not|isn['\u2019]t|does\s++not|doesn['\u2019]t|are\s++not"
    r"|aren['\u2019]t)|is|does|are)\W*+$",
    _I,
)


def _said(pattern: re.Pattern[str], text: str) -> bool:
    """Whether ``pattern`` matches ``text`` once without a negation right before it (:data:`_NEGATED`)."""
    return any(_NEGATED.search(text, max(0, m.start() - 24), m.start()) is None for m in pattern.finditer(text))


# what an answer discusses, weighs or acts on, up to its clause's end: a fault word there is the topic's, not the
# answer's ("recognized the limitation of the estimation becoming quickly outdated", "delving into the benefits and
# risks of ...": recorded GPT-3.5 FairEval reviews)
_TOPIC = re.compile(
    r"(?<!not\s)(?<!n't\s)(?<!never\s)(?<!to\s)\b(?:recogni[sz]\w*+|acknowledg\w*+|not(?:ed|es|ing)|mention\w*+|discuss\w*+|address\w*+|explor\w*+|delv\w*+"
    r"|cover\w*+|consider\w*+|highlight\w*+|emphasi[sz]\w*+|explain\w*+|describ\w*+|analy[sz]\w*+|weigh\w*+"
    r"|outlin\w*+|enumerat\w*+|examin\w*+|point\w*+\s++out|warn\w*+|caution\w*+|identif\w*+|flag\w*+|spot\w*+|catch\w*+"
    r"|caught|fix\w*+|avoid\w*+|handl\w*+|debunk\w*+|correct(?:s|ed|ing)|refut\w*+|acknowledg\w*+|admit\w*+"
    r"|suggest\w*+|advis\w*+|propos\w*+|encourag\w*+|urg\w*+|teach\w*+|remind\w*+|stress\w*+"
    r"|learn\w*+|focus\w*+\s++on|talk\w*+\s++about|tell\w*+\s++(?:the\s++)?+(?:user|reader)|includ\w*+|such\s++as"
    r"|(?:the\s++)?+(?:pros|benefits|advantages)\s++and)\b"
    r"[^,;.!?]*+",
    _I,
)


# a list of faults said to be empty: "Errors: none.", "Mistakes: none", "Factual errors - 0" (false-failure pass 82f)
_NONE_FOUND = re.compile(
    r"\b(?:errors?|mistakes?|issues?|problems?|flaws?|bugs?|inaccurac\w*+|weakness\w*+)\s*+[:=\-]\s*+"
    r"(?:none|nothing|nil|n/?a|0|zero|no\b[^.;\n]*+)\b",
    _I,
)
# a fault taken back in the same text: "Assistant A is wrong (not really)." (version 81's kept readings)
_TAKEN_BACK = re.compile(r"\bnot\s++really\b|\b(?:just\s++)?+kidding\b|\(\s*+jk\s*+\)", _I)


def _topic_free(text: str) -> str:
    """``text`` without what the answer discusses or acts on (:data:`_TOPIC`) and empty fault lists
    (:data:`_NONE_FOUND`)."""
    return _TOPIC.sub(" ", _NONE_FOUND.sub(" ", text))


def faults(clause: str) -> bool:
    """A fault said of ``clause``'s subject: fault words (:func:`faulted`) or :data:`_BAD`, not right after a negation
    (``I can't find any flaws.``), nor in what the answer discusses or acts on (:data:`_TOPIC`), nor in a list of
    faults said to be empty (``Errors: none.``, :data:`_NONE_FOUND`)."""
    clause = _topic_free(clause)
    return (faulted(clause) and _said(FAULT, clause)) or _said(_BAD, clause)


def _good(clause: str) -> bool:
    return _said(_GOOD, clause) or _said(_STRONG_GOOD, clause)


# a line that is only the verdict's head ("My final verdict is", "Final verdict: Assistant A is slightly better:",
# "Rating:"): the statement is the line above it
_HEAD = re.compile(
    r"[\s*_#>]*+(?:(?:my|the|our)\s++)?+(?:final\s++|overall\s++)?+(?:verdict|decision|judg(?:e)?+ment|rating|score"
    r"|choice|result|answer|conclusion)\b[^.!?\n]*+|[\s*_#>]*+(?:\w++\s++){0,4}?\w++[\s*_]*+:[\s*_]*+",
    _I,
)


def _statement(before: str) -> str:
    """The last line of ``before`` that holds words and is not only the verdict's head (:data:`_HEAD`), its last
    :data:`_CHARS` characters."""
    for line in reversed(before[-_CHARS * 4 :].split("\n")):
        if re.search(r"\w{2}", line) and not _HEAD.fullmatch(line):
            return line[-_CHARS:]
    return ""


# a side put below the other by name in a comparative of faults or merits (adversarial pass 96 family 2): "Assistant A
# makes more mistakes than Assistant B", "Assistant A has fewer correct steps than Assistant B", "Assistant A made
# several mistakes that Assistant B avoided"; group s is the side put below
_WORSE = re.compile(
    r"^[\s*_>\-]*+(?:the\s++)?+(?:assistant|response|answer|output|model)\s*+\(?+(?P<s>[ab12])\)?+(?:['\u2019]s\s++\w++)?+"
    r"\s++(?:makes|made|has|had|contains|commits|includes)\s++(?:(?:more|several|many|multiple|far\s++more)\s++(?:\w++\s++)?"
    r"(?:errors|mistakes|bugs|issues|problems|flaws|inaccuracies)\s++(?:than|that)|fewer\s++(?:correct|accurate|valid"
    r"|working|relevant|right)\s++\w++\s++than)\s++(?:the\s++)?+(?:assistant|response|answer|output|model)\s*+\(?+[ab12]\)?+"
    r"(?:\s++(?:avoided|did\s++not\s++make|didn['\u2019]t\s++make|got\s++right|fixed|does|did))?+[\s.!]*+$",
    _I,
)
# the two answers said to be equal, naming neither (adversarial pass 96 family 5): "Both answers are equally good, with
# no meaningful difference.", "The two assistants performed equally well."
_EQUAL = re.compile(
    r"^[\s*_>\-]*+(?:both|the\s++two)\s++(?:\w++\s++){0,3}?(?:(?:are|were|performed|did|provided|gave|answered)\s++)?+"
    r"(?:\w++\s++)?equally\s++(?:good|well|helpful|strong|accurate|correct|valid)\b[^.!?;]*+[.!]?+$",
    _I,
)


def contrasted(before: str, side: str, ties: bool = True) -> bool:
    """Whether the statement right before a pairwise verdict for ``side`` (``"a"`` or ``"b"``) faults that side in a
    clause about it, with no clause praising it, and no clause about the other side faulting it (the module's
    docstring). ``before`` is the text before the verdict's token; a tie or a weighed statement is False."""
    sentences = split_sentences(_statement(before))[-3:]  # its last three sentences
    line = " ".join(sentences)
    if side not in ("a", "b", "tie") or not line or _TAKEN_BACK.search(line):
        return False
    if side != "tie" and (worse := _WORSE.match(sentences[-1])) is not None:
        return ("a" if worse.group("s").lower() in "a1" else "b") == side  # "A makes more mistakes than B.\n[[A]]"
    if side != "tie" and ties and _EQUAL.match(sentences[-1]) and not _WEIGHED.search(sentences[-1]):
        return True  # "Both answers are equally good.\n\nMy final verdict is [[B>>A]]", and 10 against 1
    if _WEIGHED.search(line):
        return False
    own_bad = own_good = other_bad = other_good = False
    prev = ""  # the last clause read: its predicate is the one an elliptic clause restates
    last = sentences[-1]
    for clause in _CLAUSES.split(line):
        m = _SIDE.match(clause)
        if m is None:
            continue
        who = "a" if (m.group("a") or m.group("a2") or m.group("a3")) else "b"
        rest = clause[m.end() :]
        if _ANY_SIDE.search(rest) and _BELOW.match(rest) is None:
            return False  # both sides in one clause: "Assistant A, because Assistant B hallucinates ..." is not read
        ellipsis = _ELLIPSIS.search(rest) if prev else None
        if ellipsis is not None and not _GOOD.search(rest[: ellipsis.start()]) and not faults(rest[: ellipsis.start()]):
            praised = _GOOD.search(prev) is not None or _STRONG_GOOD.search(prev) is not None
            bad = praised if ellipsis.group("not") else not praised  # "B's is flawless, and A's is not."
        else:
            bad = faults(rest)
            if bad and _good(rest):
                return False  # "Assistant A is correct but rude": weighed in one clause
        prev = rest
        if side == "tie" and clause not in last:  # a tie reads its last sentence only (recorded GPT-4 reviews)
            continue
        if side == "tie":  # read as side a against side b: "9 9\nAssistant 1 is incorrect, Assistant 2's is correct."
            own_bad, own_good = (own_bad or bad, own_good or not bad) if who == "a" else (own_bad, own_good)
            other_bad, other_good = (other_bad or bad, other_good or not bad) if who == "b" else (other_bad, other_good)
            continue
        if who == side:
            own_bad, own_good = own_bad or bad, own_good or not bad
        else:
            other_bad = other_bad or bad
    if side == "tie":  # a tie after one side faulted and the other not
        return (own_bad and not own_good and other_good and not other_bad) or (
            other_bad and not other_good and own_good and not own_bad
        )
    return own_bad and not own_good and not other_bad and _earlier_agrees(before, side, sentences[0])


def _earlier_agrees(before: str, side: str, first: str) -> bool:
    """Whether the reasoning before the statement (from :data:`_CHARS` * 4 characters before the verdict up to the
    statement's first sentence ``first``) leaves a statement faulting ``side`` standing: no clause there faults the
    other side or an answer it does not name (``The first response gets the date wrong.``), names both sides, or says
    of ``side`` anything but a fault (false-failure passes 88f-92f: ``Assistant A gets the date wrong. Assistant B
    gets it right.\nAssistant B omits the source.\n[[B]]`` weighs a small fault of B against A's, it does not argue
    for A)."""
    window = before[-_CHARS * 4 :]
    at = window.rfind(first)
    earlier = window[: at if at >= 0 else window.rfind("\n") + 1]
    for sentence in split_sentences(earlier):
        for clause in _CLAUSES.split(sentence):
            m = _SIDE.match(clause)
            if m is None:
                if faults(clause):
                    return False
                continue
            rest = clause[m.end() :]
            who = "a" if (m.group("a") or m.group("a2") or m.group("a3")) else "b"
            if _ANY_SIDE.search(rest) or faults(rest) != (who == side):
                return False
    return True


# a turn named in the statement: which answer it judges is the turn rules' question (adv57's cases)
_OTHER_TURN = re.compile(
    r"\b(?:follow[-\s]?+up|first|second|third|previous|earlier|initial|opening)\s++(?:answer|question|turn|response|reply"
    r"|part)s?+\b|\bturn\s*+#?+\s*+\d",
    _I,
)


def rating_contradicted(before: str, score: float, lo: float, hi: float) -> bool:
    """Whether the text right before a single rating ``score`` on the scale [``lo``, ``hi``] argues for the other end:
    a fault of the answer and no praise before a rating in the top fifth (``The response is a refusal and gives the
    user nothing.\\nRating: [[10]]``), or strong praise (:data:`_STRONG_GOOD`, or three words of plain praise) and no
    fault before a rating in the bottom quarter (``The response is perfect.\\nRating: [[1]]``); a weighed text
    (:data:`_WEIGHED`, but for ``but`` between a fault and no praise) is False."""
    if hi <= lo:
        return False
    last = split_sentences(_statement(before))[-1:]  # the last sentence: "The instruction asks for a dangerous ..."
    text = last[0] if last else ""
    if not text or _OTHER_TURN.search(text) or _TAKEN_BACK.search(text):
        return False  # "The follow-up answer is completely wrong.\n\nRating: [[9]]": a turn the rating may not grade
    weighed = _WEIGHED.search(re.sub(r"\bbut\b", " ", text, flags=_I)) is not None
    strong = _said(_BAD, _topic_free(text))  # a whole answer failing: "does not address", "a refusal and ..."
    if score >= lo + (0.7 if strong else 0.8) * (hi - lo):
        return not weighed and faults(text) and not _good(text)
    if score <= lo + 0.25 * (hi - lo):
        strong = _said(_STRONG_GOOD, text) or len({w.lower() for w in _WORDS_GOOD.findall(text)}) >= 3
        return strong and not weighed and re.search(r"\bbut\b", text, _I) is None and not faults(text)
    return False


_QUALIFIES = re.compile(
    r"\b(?:aside|partial(?:ly)?+|credit|nevertheless|nonetheless|still|however|although|though|otherwise|apart\s++from"
    r"|exactly\s++the\s++right|the\s++right\s++(?:thing|behaviou?r|call|choice)|appropriate\w*+|ideal\w*+)\b",
    _I,
)


def qualifies(sentence: str) -> bool:
    """Whether ``sentence`` speaks for an answer or qualifies a verdict on it (praise, :data:`_GOOD`, or a qualifying
    word, :data:`_QUALIFIES`: ``That error aside, the guide is useful.``, ``I'll give partial credit.``, ``This is
    exactly the right behavior here``): a whole-answer verdict before it does not fix the rating's side (version 87,
    false-failure pass 93 W1)."""
    return _good(sentence) or _QUALIFIES.search(sentence) is not None
