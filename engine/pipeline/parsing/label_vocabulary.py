"""The closed vocabulary a label before the verdict token is read against (parser versions 82 and 83; issue 13): the
words judges use to name the verdict, the better side or the rating (:data:`_COMMON`, :data:`_PAIRWISE`,
:data:`_RATING`, :data:`_SENTENCE`), honest phrases read as one word (:data:`_PHRASES`), what a clause the judge is
told to ignore sets aside (:data:`_SET_ASIDE`), and the checks on a list of words (:func:`_known`, :func:`_short`,
:func:`_clause_words`). Split out of :mod:`~judge_engine.pipeline.parsing.label_words` in version 83 (no change of
behaviour by the move)."""

from __future__ import annotations

import re

from judge_engine.pipeline.parsing.limited import IGNORABLE

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
    # version 83 (false-failure pass 85f G1): connectives before the label ("That said,", "Nonetheless,")
    "said being still nonetheless nevertheless needless without doubt even anyway indeed certainly surely definitely "
    "undoubtedly altogether admittedly frankly honestly why details "
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
    # version 86 (false-failure pass 90f G8): "Assistant B is slightly better than Assistant A:", "A is as good as B:"
    "than as good beats outperforms "
    "b a 1 2 ab ba".split()
)


_RATING = frozenset(
    "rating rate rated ratings score scores scored scoring grade graded grading mark marks points point give gives "
    "given giving deserve deserves deserved get gets earn earns receives receive out quality feedback impression "
    "holistic one two three four five six seven eight nine ten hundred "
    "result tie slightly significantly better rubric".split()
)


_WORD = re.compile(r"[^\W_]++(?:['\u2019][^\W_]++)?+")


_SUFFIX = re.compile(r"['\u2019](?:s|d|ll|m|ve|re)\Z")


_NUMBER = re.compile(r"\d++(?:[./-]\d++)?+")


_MAX_WORDS = 14


# a clause setting aside what MT-Bench's prompt says to ignore ("Ignoring the length of the responses,")
_SET_ASIDE = re.compile(
    r"\b(?:ignoring|disregarding|regardless\s++of|irrespective\s++of|setting\s++aside|leaving\s++aside)\s++"
    + IGNORABLE
    + r"[^,:;.!?\n]*+",
    re.IGNORECASE,
)


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
    "conversation part prior about right "
    # version 84 (adversarial pass 88 FA): "I am going with [[B]]", "I am siding with", "I am rating it [[8]]"
    "am choosing picking voting siding side giving rating says".split()
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


_ABOVE_WORDS = 4


# a named side: "Assistant A", "Response 2", "Output (b)", a bare "A"/"B"
_NAMED_SIDE = re.compile(r"(?i:\b(?:assistant|response|answer|output|model)\s*+\(?+(?P<n>[ab12])\b)|\b(?P<l>[AB])\b")


# verbs of what a better answer does, read in such a subject ("the response that better addresses the question is")
_DOES = frozenset(
    "addresses address answers meets satisfies fulfills fulfils follows explains covers responds handles solves "
    "captures matches aligns adheres complies sticks stays uses includes provides offers delivers".split()
)


# a line above the token that is a label without its colon: words only, no sentence or clause punctuation, not a list
# item ("Needs the most revision", "**Final verdict**")
_SIDE = re.compile(r"\b(?:assistant|response|answer|output|model)\b|\b[AB]\b", re.IGNORECASE)


_BARE_LABEL = re.compile(r"[\s*_#>]*+(?![-+\d])[^\W\d_][\w\s'\u2019*_-]*+")


def _short(line: str, most: int) -> list[str] | None:
    """The words of ``line`` (case-folded) when it is at most ``most`` words in Latin letters or digits and holds no
    comma-free run of prose longer than that; else None."""
    words = [_SUFFIX.sub("", w) for w in _WORD.findall(line.casefold())]
    if not words or len(words) > most or not all(w.isascii() for w in words):
        return None
    return words
