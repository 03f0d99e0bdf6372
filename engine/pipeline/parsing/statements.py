"""A statement on the line above a pairwise verdict token (parser versions 85-86; issue 13, adversarial passes 89 to 93,
false-failure passes 88f to 92f): :func:`says_otherwise` reads whether it makes the token no verdict of the judge's.
Who it is about comes from :mod:`~judge_engine.pipeline.parsing.subjects`. A statement pointing at the token (``The line
below is only an example.``) must be in the label vocabulary. One whose subject stands for the token's side (``This
one``, ``It``, ``The answer below``, ``My pick``) fails the token when it faults that side, names a low place, denies it
a merit (``It is not correct.``; :func:`_negated`, :data:`_DENIED_MERIT`), or limits, conditions or takes back its win
(``It wins on style alone.``, ``It earns the win provided ...``, ``It could have been the better answer.``); praise in
words of any kind reads, and so do a fault said to be absent (``It does not hallucinate.``), the other side's fault in
its own clause (``It is correct where the other one is wrong.``), a condition or an error inside what the answer does
(``It works even if the input is empty.``) and a concession of a mild fault (``..., but it answers both turns.``;
:func:`_conceded`). One whose subject is the other side (``the other one``, ``Its competitor``, ``The rejected
answer``) must fault it. A comparison naming an answer that is neither side by letter nor placed (``The response not
shown below is better.``) fails unless its words are the vocabulary's or name the winner by a merit (``The more
complete recipe wins.``). A statement about the topic (``Sydney is a common wrong guess.``) is the judge's reasoning
and is read only for a refusal or someone else's pick; a fragment without a verb of its own (``The riskier answer to
ship.``) is a label and is read for faults. Statements joined by ``;`` are read clause by clause
(:func:`clauses_say_otherwise`). Used by :func:`~judge_engine.pipeline.parsing.label_clauses._closed_sentence`."""

from __future__ import annotations

import re

from judge_engine.pipeline.parsing.fault_words import _NO_FAULT, ACTS_ON_FAULT, faulted
from judge_engine.pipeline.parsing.label_faults import refuses
from judge_engine.pipeline.parsing.label_vocabulary import (
    _NAMED_SIDE,
    _PAIRWISE,
    _SENTENCE,
    _clause_words,
    _known,
)
from judge_engine.pipeline.parsing.presented import points_at_token
from judge_engine.pipeline.parsing.subjects import (
    _FINITE_GUESS,
    _OTHER_SIDE,
    _POSITIONAL,
    _SIDE_FIRST,
    _SIDE_LEAD,
    _STATEMENT,
    about_side,
    other_side,
)

# the token's side with a bare negated verb: "this does not", "it doesn't", "this one fails to" with nothing after
_BARE_NOT = re.compile(
    _SIDE_LEAD + r"(?:\s++one)?+\s++(?:does|did|is|was|has|can|could|will|would)\s*+(?:not|n['\u2019]t)[\s.!*_]*+",
    re.IGNORECASE,
)


def _without_other_side(s: str) -> str:
    """A statement opening with the token's side (``s``) up to where it names the other side after that
    (:data:`_OTHER_SIDE`, with the word joining it: ``unlike``, ``where``, ``than``, ``that``): what follows is said of
    the other side (``It is correct, unlike the other one, which makes an arithmetic error.``, ``It includes the step
    that the other answer skips.``; version 86, false-failure pass 90f G3). ``s`` itself when it does not open with the
    token's side or names the other side first."""
    if _SIDE_FIRST.match(s) is None:
        return s
    m = _OTHER_SIDE.search(s)
    if m is None or m.start() == 0:
        return s
    cut = _JOINER.search(s[: m.start()])
    start = cut.start() if cut is not None else m.start()
    aside = _ASIDE_END.match(s, m.end())  # "It is, unlike the other one, weaker.": an aside, the statement goes on
    if aside is not None and cut is not None and cut.group().lstrip().startswith(","):
        return s[:start] + " " + s[aside.end() :]
    return s[:start]


# the end of an aside naming the other side, when the statement goes on after it ("It is, unlike the other one,
# weaker."; not "..., unlike the other one, which makes an error.": what follows is the other side's; version 86,
# adversarial pass 92 BU)
_ASIDE_END = re.compile(
    r"[^,;.!?\n]{0,40}?,\s*+(?!(?:which|who|whose|where|that|whereas|while)\b)(?=\S)", re.IGNORECASE
)


# the word joining a clause about the other side to the statement ("unlike", "where", "than", "that", "what")
_JOINER = re.compile(
    r"(?:[,;]\s*+|\s++)(?:unlike|whereas|while|where|than|which|that|(?<!\bof\s)what|as|compared\s++(?:to|with)|next\s++to"
    r"|beside|against|versus|vs\.?+)\s*+\Z",
    re.IGNORECASE,
)


# a merit or the win denied to the token's side ("is not as good", "would not be my first choice", "isn't the stronger
# answer", "does not win", "is not the one I'd pick"; version 86, adversarial pass 91 BN)
_DENIED_MERIT = re.compile(
    r"(?:\b(?:not|never|hardly|barely|nowhere\s++near)|n['\u2019]t)\s++(?:[\w'\u2019]++\s++){0,3}?(?:as\s++(?:good|strong"
    r"|accurate|helpful|clear|useful|complete|correct|thorough|well)|better|best|stronger|strongest|winner|wins?|winning"
    r"|won|first\s++choice|(?:my|the)\s++(?:\w++\s++)?(?:choice|pick|favou?rite|preference)|the\s++one\s++(?:i|we)\b"
    r"|ahead|on\s++top|preferred|superior|the\s++better|the\s++stronger|up\s++to\s++(?:par|scratch|the\s++task)"
    r"|measure\s++up|compare|in\s++the\s++same\s++league)\b",
    re.IGNORECASE,
)


# the main clause of a concession: after the last "but" / "yet" / "still", or after an opening "Although ...,"
_BUT = re.compile(r"(?<!\banything\s)(?<!\ball\s)\b(?:but|yet|still)\b", re.IGNORECASE)
_ALTHOUGH = re.compile(r"[\s*_#>]*+(?:although|though|even\s++though|while|despite)\b[^,;]++[,;]", re.IGNORECASE)


def _conceded(s: str) -> bool:
    """Whether the fault a statement about the token's side (``s``) names is a concession: its main clause (after the
    last ``but``, ``yet`` or ``still``, or after an opening ``Although ...,``) faults and negates nothing, and the
    conceded part denies no merit and holds only mild faults (:data:`_MILD`): ``It is less detailed in the first turn,
    but it answers both turns.`` (version 86, false-failure pass 90f control G1-13); ``It is wrong, but it is short.``
    and ``It is useless, but it is polite.`` are no concession."""
    cut = [m.end() for m in _BUT.finditer(s)]
    opening = _ALTHOUGH.match(s)
    end = cut[-1] if cut else (opening.end() if opening is not None else 0)
    main, conceded = s[end:], s[:end]
    if end == 0 or not main.strip(" .!") or faulted(main) or _negated(main) or _DENIED_MERIT.search(conceded):
        return False
    if _CRITICAL.search(conceded) is not None:
        return False  # "It has a small slip in the final answer, but it is well organised." (adversarial pass 93 CM)
    return not faulted(_MILD.sub(" ", conceded))  # only a mild fault is conceded (version 86, adversarial pass 92 CC)


# what an answer stands or falls by: a fault in it is not mild however it is worded
_CRITICAL = re.compile(
    r"\b(?:final\s++answer|result|formula|dosage|dose|calculation|math|arithmetic|number|numbers|figure|date|units?"
    r"|facts?|fact|code|proof|total|sign|equation|answer\s++itself)\b",
    re.IGNORECASE,
)


# a mild fault a judge concedes of the side it picks ("less detailed", "a bit long", "terse", "has a typo", "lacks an
# example"); anything else in the conceded part ("useless", "wrong", "buggy") is no concession (adversarial pass 92 CC)
_MILD = re.compile(
    r"\bnot\s++without\s++(?:its\s++)?+(?:flaws|faults|weaknesses|issues|problems|shortcomings)\b|\bhas\s++its\s++"
    r"(?:flaws|faults|weaknesses|issues|problems|shortcomings|limitations)\b|\b(?:not|isn['\u2019]t)\s++perfect\b"
    r"|\b(?:less|fewer|lower|long|longer|lengthy|verbose|verbosity|wordy|terse|brief|short|shorter|dry|plain|informal"
    r"|formal|dense|basic|simple|repetitive|minor|slight\w*+|small|typos?|a\s++bit|somewhat|rough|rougher|detailed"
    r"|formatting|style|stylistic|tone|(?:missing|lacks?|lacking|misses|omits)\s++(?:an?\s++|any\s++)?+(?:examples?"
    r"|sources?|citations?|comments?|explanations?|references?))\b",
    re.IGNORECASE,
)


# a negation in a statement about the token's side once absent faults ("does not hallucinate"), acts on faults and
# "not only" are taken out: "It is not correct.", "It does not answer the question." (version 86, adversarial pass 92
# CN)
_NEGATION = (
    r"(?:\b(?:not|never|no(?![-\w])|nothing|none|nobody|neither|nor|hardly|barely|scarcely|far\s++from|without)\b"
    r"|n['\u2019]t\b)"
)
_NOT_ONLY = re.compile(
    r"\bnot\s++(?:only|just|merely|simply)\b|\bno\s++(?:doubt|question)\b|\bnothing\s++(?:short\s++of|but)\b"
    r"|\b(?:loses|lost|trails|lags|concedes)\s++(?:nothing|nobody|no\s++one|no\s++ground)\b"
    r"|(?:\bnot|n['\u2019]t)\s++(?:only|just|merely|simply)\b|\b(?:could|can)(?:\s++not|n['\u2019]t|\s++hardly"
    r"|\s++scarcely)\s++be\s++(?:\w++er"
    r"|more\s++\w++|any\s++\w++er)\b"
    r"|(?:\bnot|n['\u2019]t)\s++(?:even\s++)?+(?:a\s++)?+(?:close(?:\s++call)?+|contest|competition)\b(?!\s++to)"
    r"|\bsecond\s++to\s++none\b|\bbar\s++none\b|\bnone\s++(?:better|finer|stronger)\b",
    re.IGNORECASE,
)


# a merit a negation denies ("not correct", "does not answer the question", "nothing right", "does not hold up"); a
# negation of anything else ("does not make anything up", "does not repeat itself") is the answer's virtue
_MERIT = (
    r"(?:correct\w*+|right|accura\w*+|answer\w*+|address\w*+|work\w*+|compil\w*+|run\w*+|help\w*+|follow\w*+|meet\w*+"
    r"|satisf\w*+|solv\w*+|cover\w*+|handl\w*+|explain\w*+|true|valid|complete\w*+|useful|relevant|good|great|clear\w*+"
    r"|better|best|strong\w*+|deliver\w*+|succeed\w*+|pass\w*+|respond\w*+|understand\w*+|make\s++sense|holds?\s++up"
    r"|adds?\s++up|fulfil\w*+|achiev\w*+|accomplish\w*+|fine|acceptable|adequate|sufficient|enough|usable|safe|sound"
    r"|reliable|precise|thorough|coherent|consistent|appropriate|on\s++(?:topic|point|target|track)|tell\w*+|do\s++what"
    # adversarial pass 93 CD
    r"|factual\w*+|grounded|responsive|faithful|executable|supported|in\s++the\s++requested|check\s++out|terminat\w*+"
    r"|reach\w*+\s++(?:a|any)\s++(?:conclusion|answer|result)|truthful|honest|trustworthy|fit\s++for\s++purpose)"
)
_DENIED = re.compile(_NEGATION + r"\s*+(?:[\w'\u2019-]++\s++){0,4}?" + _MERIT + r"\b", re.IGNORECASE)


def _negated(s: str) -> bool:
    """Whether a statement about the token's side (``s``) denies it a merit (:data:`_NEGATION` up to four words before
    a word of :data:`_MERIT`, once :data:`~judge_engine.pipeline.parsing.fault_words._NO_FAULT`, acts on faults and
    :data:`_NOT_ONLY` are taken out): ``It is not correct.``, ``It does not answer the question.``, ``None of its steps
    are right.``; ``It does not hallucinate.``, ``It does not make anything up.`` and ``It is not only correct but
    concise.`` deny none."""
    return _DENIED.search(_NOT_ONLY.sub(" ", _NO_FAULT.sub(" ", ACTS_ON_FAULT.sub(" ", s)))) is not None


# a condition inside what the token's side does ("It works even if the input is empty.", "It warns the user if the
# password is weak.", "It checks whether the file exists"): the answer's behaviour, not a condition on the verdict
_CONTENT_CONDITION = re.compile(
    r"(?<=\w)\s++(?:even\s++)?+(?:if|whether|unless|when|in\s++case)\b[^,;.!?\n]*+", re.IGNORECASE
)
_MODAL = re.compile(r"\b(?:would|could|might|should|may)\b|['\u2019]d\b", re.IGNORECASE)


def _without_content_condition(s: str) -> str:
    """``s`` without a condition inside what the token's side does (:data:`_CONTENT_CONDITION`), when ``s`` is about
    that side (:func:`about_side`) with no modal verb and no word of the verdict or of being right before the condition
    (:data:`_VERDICT_WORD`; a verdict under a condition: ``It would win if it were correct.``, ``It wins if the
    reference is right.``); ``s`` itself otherwise (version 86, false-failure pass 90f G4)."""
    m = _CONTENT_CONDITION.search(s)
    if m is None or not about_side(s) or _MODAL.search(s) is not None or _VERDICT_WORD.search(s, 0, m.start()):
        return s  # "It would win if it were correct.", "It wins if the reference is right."
    if _COPULA.match(s) is not None or re.search(r"\bonly\s*+\Z", s[: m.start()], re.IGNORECASE):
        return s  # "It is my choice only if the reference is wrong." (version 86, adversarial pass 92 NK)
    return _CONTENT_CONDITION.sub("", s)


# a verdict's word under a condition ("earns the win provided ...", "prevails assuming ...", "gets the nod when ...")
_CONDITIONED_WIN = re.compile(
    r"\b(?:wins?|win|nod|crown|trophy|prize|edge|prevails?|ahead|on\s++top|my\s++(?:choice|pick|vote))\b[^.;!?\n]{0,60}?"
    r"(?<!\beven\s)\b(?:if|unless|provided(?=\s++(?!by|in|for|to|with|above|below|here)\w)|providing|assuming"
    r"|as\s++long\s++as|so\s++long\s++as|on\s++condition|only\s++when|when(?!\s++(?:it\s++comes\s++to|weighing|considering"
    r"|comparing|judging|looking|taking))|whenever)\b",
    re.IGNORECASE,
)


# the token's side and a copula opening the statement: what the side is, under a condition, is no deed of the answer's
_COPULA = re.compile(
    _SIDE_LEAD + r"(?:\s++one)?+(?:\s++(?:is|was|seems|remains|becomes|looks|would\s++be)|['\u2019]s)\b", re.IGNORECASE
)


# a word of the verdict or of being right: a condition after it conditions the verdict
_VERDICT_WORD = re.compile(
    r"\b(?:wins?|won|winner|better|best|preferred|prefer\w*+|pick\w*+|choose|chosen|vote|ahead|superior|stronger"
    r"|verdict|correct\w*+|right|accurate|valid|true|acceptable|fine|good|okay|ok|choice|nod|crown|top|prevails?|earns?"
    r"|deserves?|merits?|takes|edge|trophy|prize|mark|score|rating|grade|points?)\b",
    re.IGNORECASE,
)


# a win limited to one aspect, rubric or turn ("It wins on style alone.", "It is better only in length.", "It wins the
# formatting category.", "It wins only on the first turn."; version 86, adversarial pass 93 NA)
LIMITED_WIN = re.compile(
    r"\b(?:wins?|won(?!['\u2019]t)|better|best|stronger|superior|earns?|deserves?|takes|prevails?)\b[^.;!?\n]{0,40}?(?:\b(?:alone|solely"
    r"|purely|merely)\b|\bonly\s++(?:on|in|for|at|under)\b|\bon\s++(?:style|formatting|length|tone|looks|presentation)"
    r"\b|\bcategory\b|\bunder\s++the\s++(?:old|other|previous)\b|\bfor\s++a\s++different\b|\bnobody\s++asked\b"
    r"|\bat\s++sounding\b|\bexcept\s++(?:the\s++only|for\s++the\s++one)\b)"
    r"|\b(?:style|formatting|length|tone)\s++alone\s++(?:earns|wins|gets|deserves)\b",
    re.IGNORECASE,
)
# a win the side could have had, or had before ("It could have been the better answer.", "It was my pick until I ran
# the code.", "It was the favourite going in."; version 86, adversarial pass 93 NC)
_COUNTERFACTUAL = re.compile(
    r"\b(?:could|should|would|might)\s++have\s++(?:been|earned|won|deserved|gotten|got|taken)\b|\bwas\s++(?:my|the)\s++"
    r"(?:pick|choice|favou?rite|winner|preference)\b|\b(?:until|before)\s++(?:i|we)\s++\w++",
    re.IGNORECASE,
)
# a comparison or a pick in a statement whose subject is neither side by name nor the token's side: which side it is
# about cannot be read ("The response not shown below is better.", "The outvoted answer is more accurate."; v86)
VERDICT_TALK = re.compile(
    r"\b(?:better|best|worse|worst|stronger|strongest|weaker|weakest|superior|inferior|winner|wins|won|loser|loses"
    r"|preferred|preferable|outperforms?|beats|chose|chosen|picked|selected|backing)\b|\b(?:more|less)\s++(?!than\b|is\b)\w++",
    re.IGNORECASE,
)


# a side's noun in a statement's comparison ("The outvoted answer is more accurate."); "Fabricated numbers are worse
# than none at all." compares no side
_SIDE_NOUN = re.compile(
    r"\b(?:one|answer|response|output|assistant|reply|solution|letter|option|candidate|story|essay|poem|code|version"
    r"|completion|recipe|foil|pick|choice|bracket)s?+\b",
    re.IGNORECASE,
)
# the winner described by its merit ("The more complete recipe wins.", "Completeness wins here."; false-failure 90f)
_MERIT_WINS = re.compile(
    r"\W*+(?:the\s++)?+(?:(?:more|most)\s++\w++|\w++er|\w++est|better|best|correct|accurate|complete|clear|working|right"
    r"|simpler|safer)\s++(?:\w++\s++){0,2}?(?:wins|prevails|is\s++(?:the\s++)?+(?:better|winner|preferable))\b"
    r"|\W*+\w++(?:ness|ity|cy|ion)\s++(?:\w++\s++)?wins\b",
    re.IGNORECASE,
)


def clauses_say_otherwise(s: str) -> bool:
    """Whether a statement of clauses joined by ``;`` (``s``) makes a pairwise token below it no verdict of the judge's
    (version 86, adversarial pass 90 BK13): a clause about the token's side that faults it fails it; one about that
    side that says no fault (``The other one rambles; this one is crisp.``) grounds the verdict; otherwise (no such
    clause, or only a bare negation: ``this does not.``) any other clause that says otherwise (:func:`says_otherwise`:
    ``Its peer does the job; this does not.``) fails it, and one faulting the other side grounds it (``Its peer
    crashes; this does not.``). Clauses naming a side by its letter are left to the other rules."""
    clauses = [c.strip(" \t*_") for c in s.split(";")]
    clauses = [c for c in clauses if c and _NAMED_SIDE.search(c) is None]
    own = [c for c in clauses if _SIDE_FIRST.match(c) is not None or (about_side(c) and not other_side(c))]
    if any(faulted(c) for c in own):
        return True
    if any(_BARE_NOT.fullmatch(c) is None for c in own):
        return False
    return any(says_otherwise(c) for c in clauses if c not in own)  # "this does not" negates what the other does


def says_otherwise(s: str) -> bool:
    """Whether a statement above a pairwise token (``s``) makes the token no verdict of the judge's (the module's
    docstring, in this order): it points at the token outside the vocabulary; it refuses or gives someone else's pick;
    it names a side by its place and faults it; its subject is the other side and it says anything but a fault of it
    (``Its competitor is stronger.``); it states a fault as absent yet faults; its subject is the token's side and it
    faults, lowers, denies, limits, conditions or takes back that side's win, unless the fault is conceded; it compares
    a side it cannot place; or it is a fragment that faults."""
    if points_at_token(s, _PAIRWISE | _SENTENCE):
        return True  # "The line below is only an example." (version 86, adversarial pass 93 NP)
    if refuses(_NO_FAULT.sub(" ", _without_content_condition(s))):  # "doesn't get anything wrong" refuses nothing
        return True
    if _POSITIONAL.search(s) is not None:  # a side named by its place ("The second output is not too long."; pass 84f)
        return faulted(s)
    if other_side(s):  # the other side: only its fault grounds the verdict ("Its competitor crashes on empty input."
        named = _OTHER_SIDE.search(s)  # reads; "Its competitor is stronger." and "Its competitor is not wrong." fail;
        # the words naming it are no fault of it: "The rejected answer is more accurate." (version 86, pass 92 BR)
        return not faulted(s[: named.start()] + " " + s[named.end() :] if named is not None else s)
    if _NO_FAULT.search(s) is not None:  # "does not make the doubling error"
        return faulted(s)
    if about_side(s):  # "This one came in second.", "This one is lackluster.", "Gets trounced on accuracy."
        own = _without_other_side(_without_content_condition(s))  # "It is correct where the other one is wrong.",
        # "It raises a clear error if the input is invalid." (version 86, false-failure pass 90f G3, G4)
        low = faulted(own) or _DENIED_MERIT.search(own) is not None or _negated(own)  # "This one is not as good."
        if _CONDITIONED_WIN.search(s) is not None or LIMITED_WIN.search(s) or _COUNTERFACTUAL.search(s):
            return True  # "It earns the win provided the numbers check out." (version 86, adversarial pass 92 NK)
        return (low and not _conceded(own)) or _BARE_NOT.fullmatch(s) is not None  # "This one does not."
    if (
        VERDICT_TALK.search(s)
        and _SIDE_NOUN.search(s)
        and _NAMED_SIDE.search(s) is None
        and _MERIT_WINS.match(s) is None
        and not _known(_clause_words(s), _PAIRWISE | _SENTENCE)
    ):
        return True  # "The response not shown below is better.": about which side? (version 86, pass 93 BO, BW)
    # a fragment without a verb of its own is a label ("The riskier answer to ship."); a statement about the topic
    # ("Sydney is a common wrong guess.") is the judge's reasoning
    return _STATEMENT.search(s) is None and _FINITE_GUESS.search(s) is None and faulted(s)
