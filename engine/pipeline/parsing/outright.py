"""What one sentence says outright about the two sides (parser versions 53-56; issue 13, adversarial passes 46-49), for
the last-decision walk (:mod:`~judge_engine.pipeline.parsing.last_decision`): :func:`said` reads a bare side
(``Hands down, Assistant B.``), a ``Winner:`` label, a lone loser (``Assistant A should lose.``), one side beating or
losing to the other outright (``Assistant B is head and shoulders above Assistant A.``), only one side right;
:func:`said_first` reads, before the walk's part-remark rules, a denied win (``Assistant B cannot be the better
response.``), ``Not A, but B.``, ``A > B``, two scores in prose and one side right and the other wrong clause by clause
(:mod:`~judge_engine.pipeline.parsing.right_wrong`), and since version 59 the idioms of
:mod:`~judge_engine.pipeline.parsing.idioms`; :func:`no_better` reads a side no better than the other, a fault of its
whole answer or (version 59) a denial of its win. Each pattern is matched against the whole sentence (``fullmatch``),
so a sentence that says more is no outright statement. Linear: a few possessive regex scans per sentence."""

from __future__ import annotations

import re

from judge_engine.pipeline.parsing.chosen import chosen_side, refused_side
from judge_engine.pipeline.parsing.decided import RESTRICTED
from judge_engine.pipeline.parsing.faults import faulted_side, praised_but_wrong
from judge_engine.pipeline.parsing.grades import graded
from judge_engine.pipeline.parsing.idioms import denied_side, idiom_side, letter_scores
from judge_engine.pipeline.parsing.loser_lead import LOSER
from judge_engine.pipeline.parsing.negated import negated_comparison
from judge_engine.pipeline.parsing.prose_scores import prose_scores
from judge_engine.pipeline.parsing.right_wrong import right_wrong
from judge_engine.pipeline.parsing.side_names import (
    NAME,
    NAME_Y,
    NAME_Z,
    OTHER,
    OTHER_NAME,
    OTHER_PART,
    PART,
    side_named,
)

_I = re.IGNORECASE
# a bare side as the whole sentence, with an emphatic lead or tail: "Assistant B.", "Hands down, Assistant B.",
# "Assistant B, without a doubt.", "It's Assistant B for me.", "No, Assistant B does." (after a question)
_BARE = re.compile(
    r"\W*+(?:(?:(?:it['\u2019]s|it\s++is)\s++not\s++even\s++close|overall\s++winner|no\s++doubt|no|clearly|definitely|obviously|certainly|easily|undoubtedly|hands\s++down|without\s++(?:a\s++)?+doubt"
    r"|no\s++doubt|it['\u2019]s|it\s++is|that['\u2019]s|that\s++is|so|then|final\s++answer|my\s++answer|(?:overall\s++|clear\s++)?+winner|advantage|(?:a\s++)?+(?:slight\s++|clear\s++)?+edge\s++to"
    r"|(?:a\s++)?+(?:clear\s++|easy\s++)?+win\s++for|point\s++to"
    # parser version 56 (adversarial pass 49 H1, H6, H13): "It has to be", "It's not even close:", "Coming out on top
    # is", "My judgment is in favor of", "This tips the balance in favor of", "I'd rather have", "First place goes to",
    # "The user would be better served by", "Bottom line:", "In the end, it's"
    r"|it\s++has\s++to\s++be|it\s++must\s++be|(?:it['\u2019]s|it\s++is)\s++not\s++even\s++close|coming\s++out\s++on\s++top\s++is"
    r"|(?:my\s++)?+(?:judg(?:e)?ment|decision|verdict|vote)\s++is\s++in\s++favou?r\s++of|in\s++favou?r\s++of"
    r"|(?:this|that)\s++tips\s++the\s++(?:balance|scales)\s++(?:in\s++favou?r\s++of|toward|towards|to)"
    r"|(?:i['\u2019]d|i\s++would)\s++rather\s++have|first\s++place(?:\s++goes\s++to)?+|gold(?:\s++medal)?+|bottom\s++line"
    r"|(?:the\s++)?+user\s++(?:would\s++be|is)\s++better\s++served\s++by|in\s++the\s++end|the\s++(?:clear\s++)?+winner\s++is"
    r"|the\s++(?:crown|win|victory|prize|advantage|edge|nod|point)\s++goes\s++to"
    # parser version 57 (adversarial pass 50 H3): "The better response is the one from"
    r"|the\s++(?:better|stronger|superior)\s++(?:response|answer|one)\s++is(?:\s++the\s++one\s++(?:from|by|of))?+"
    r"|the\s++one\s++(?:from|by|of))\b"
    r"[\s,:;\-\u2013\u2014]*+)*+"
    + NAME
    + PART
    + r"(?:['\u2019]s(?=[\s,.!)]))?+"  # "Which answer is better? Assistant A's." (parser version 64)
    r"(?:[\s,]++(?:is\s++my\s++(?:answer|pick|choice)|has\s++the\s++upper\s++hand|takes\s++the\s++cake"
    r"|should\s++be\s++(?:chosen|picked|selected|preferred|ranked\s++(?:higher|first))|is\s++the\s++(?:correct|right|better|stronger|superior)\s++one"
    r"|makes\s++fewer\s++(?:errors|mistakes)|answers\s++correctly|gets\s++it\s++right|ranks\s++(?:first|highest)"
    r"|comes\s++first|is|does|wins|did|it\s++is|for\s++me|by\s++a\s++mile|by\s++a\s++nose|by\s++far|hands\s++down"
    r"|easily|clearly|without\s++(?:a\s++)?+doubt|no\s++contest|of\s++course|all\s++the\s++way))*+\s*+\)?+\s*+[.!][\s.!)*]*+",
    _I,
)


# one side called the loser, alone: "Assistant A should lose.", "Assistant A lost this one.", "Assistant A did a worse
# job.", "Assistant A does not come close."
_LOSER = re.compile(
    r"\W*+" + NAME + PART + r"\s++(?:comes\s++second|is\s++a\s++distant\s++second|(?:does|did)\s++worse"
    r"|should\s++lose|lost(?:\s++this\s++one)?+|loses|did\s++a\s++worse\s++job"
    r"|(?:does\s++not|doesn['\u2019]t)\s++come\s++close|is\s++(?:clearly\s++|much\s++|far\s++)?+(?:worse|weaker"
    r"|inferior|the\s++(?:worse|weaker|loser|lesser|underperformer)(?:\s++(?:one|response|answer))?+(?:\s++of\s++the\s++two)?+)"
    r"|came\s++(?:in\s++)?+second(?:\s++place)?+|finishe[sd]\s++second|is\s++the\s++runner[-\s]up"
    # parser version 57 (adversarial pass 50 H4, H9): "would be my second choice", "is simply not as good"
    r"|(?:would\s++be|is)\s++my\s++second\s++choice|is\s++(?:simply\s++|just\s++|clearly\s++)?+not\s++as\s++good"
    r"|ranks\s++(?:last|lower"
    r"|second)|should\s++be\s++ranked\s++(?:lower|last|second)"
    # version 71 (adversarial pass 61 H8): "Assistant A is the less preferred response.", "is preferred less"
    r"|is\s++(?:the\s++)?+(?:less|least)\s++(?:preferred|preferable|favou?red)(?:\s++(?:one|response|answer))?+"
    r"|is\s++preferred\s++less(?:\s++than\s++" + OTHER_NAME + r")?+"
    # version 76 (adversarial pass 66 H5): "Assistant A invents a citation and should be avoided.", "gets my downvote"
    r"|(?:[^.!?\n]{0,120}?\b(?:and|so|it|,)\s++)?+(?:should|must|ought\s++to)\s++be\s++(?:avoided|downvoted|rejected"
    r"|discarded|penali[sz]ed)|gets\s++(?:my|a)\s++(?:downvote|thumbs[-\s]++down))"
    r"(?:\s++(?:here|overall|by\s++far))?+[\s.!)*]*+",
    _I,
)
# "I would downvote Assistant A.", "I'd reject Assistant A." (version 76, adversarial pass 66 H5)
_DOWNVOTED = re.compile(
    r"\W*+i\s*+(?:would|['\u2019]d|will)\s++(?:downvote|reject|avoid|discard|penali[sz]e)\s++"
    + NAME
    + PART
    + r"(?:['\u2019]s\s++(?:response|answer|output))?+[\s.!)*]*+",
    _I,
)
_WINNER_LABEL = re.compile(
    r"\W*+(?:(?:the\s++)?+(?:overall\s++|clear\s++|final\s++)?+winner|thumbs?[-\s]*+up|\U0001f44d\ufe0f?+)\s*+"
    r"(?:is\s*+)?+[:\-\u2013]?\s*+" + NAME + PART + r"[\s.!)*]*+",
    _I,
)
_LOSER_LABEL = re.compile(
    r"\W*+(?:loser\s*+:|(?:second|last)\s++place(?:\s++goes\s++to|\s*+:)|2nd(?:\s++place)?+\s*+:|"
    + LOSER
    + r"\s*+(?:is\s++|goes\s++to\s++)?+[:=\-\u2013\u2014]?)\s*+(?:"
    + NAME
    + PART
    + r"|(?P<xl>[ab12])\b)[\s.!)*]*+",
    _I,
)
# a bare letter after a decision label or before an intensifier: "Edge: B", "Head-to-head: B", "B, clearly." (version
# 70, adversarial pass 60 H6)
_BARE_LABEL = re.compile(
    r"\W*+(?:(?:the\s++)?+(?:edge|head[-\s]to[-\s]head|winner|better(?:\s++one)?+|pick|choice|preferred|stronger|chosen"
    r"|selected|recommended|recommendation|champion)\s*+"
    r"[:=\-\u2013\u2014]\s*+(?-i:(?P<xb>[AB]))|(?-i:(?P<xc>[AB])),\s*+(?:clearly|definitely|obviously|easily"
    r"|hands\s++down|no\s++contest)"
    # version 77 (adversarial pass 67 H5): "Going with B.", "I'm going with B.", "B it is."
    r"|(?:(?:i['\u2019]m|i\s++am|i['\u2019]ll\s++be|i\s++will\s++be)\s++)?+going\s++with\s++(?-i:(?P<xg>[AB]))"
    r"|(?-i:(?P<xi>[AB]))\s++it\s++is)\b"
    # version 76 (adversarial pass 65 T1): "Selected: B (clearly)"
    r"(?:\s*+\(\s*+(?:clearly|definitely|obviously|easily|by\s++far|narrowly|slightly)\s*+\))?+[\s.!)*]*+",
    _I,
)
# "Assistant A wins on accuracy and helpfulness; Assistant B wins only on brevity." (adversarial pass 49 H5)
_WINS_ONLY = re.compile(
    r"\W*+"
    + NAME
    + PART
    + r"\s++wins\s++on\s++[^;.]++[;,]\s*+(?:(?:while|whereas|but)\s++)?+"
    + OTHER_NAME
    + OTHER_PART
    + r"\s++(?:only\s++wins|wins\s++only)\s++on\s++[^;.]++[\s.!)*]*+",
    _I,
)
# only one side right: "Only Assistant B answers the question correctly.", "Assistant B answers the question correctly
# while Assistant A does not."
_ONLY = re.compile(
    r"\W*+only\s++"
    + NAME
    + PART
    + r"\s++(?:\w+\s++){0,4}?(?:correctly|right|correct\s++(?:result|answer|solution|output))\b"
    r"[\s.!]*+",
    _I,
)
_ONLY_WHILE = re.compile(
    r"\W*+" + NAME + PART + r"\s++(?:\w+\s++){0,4}?(?:correctly|right)\s*+(?:[,;]\s*+)?+(?:(?:while|whereas|but)\s++)?+"
    r"(?:the\s++)?+(?:assistant|response|answer|output|model|option)\s*+\(?+[ab12]\)?+\s++(?:(?:does|did)\s++not\b"
    r"|(?:doesn|didn)['\u2019]t)[\s.!]*+",
    _I,
)
# both sides, the first winning or losing outright: "Assistant A is head and shoulders above Assistant B.", "Assistant
# A is no match for Assistant B."
_BEATS = re.compile(
    r"\W*+" + NAME + PART + r"\s++(?:is\s++(?:head\s++and\s++shoulders\s++above|(?:miles|far)\s++ahead\s++of)"
    r"|trumps|outclasses|blows\s++away|beats|outperforms|should\s++be\s++preferred\s++(?:over|to)|has\s++the\s++upper\s++hand"
    r"\s++over|blows)\s++" + OTHER_NAME + OTHER_PART + r"(?:\s++out\s++of\s++the\s++water|\s++in\s++every\s++respect)?+"
    r"[\s.!)*]*+",
    _I,
)
_LOSES_TO = re.compile(
    r"\W*+"
    + NAME
    + PART
    + r"\s++(?:trails(?:\s++behind)?+|(?:does\s++not|doesn['\u2019]t|did\s++not|didn['\u2019]t)\s++"
    r"(?:come\s++close\s++to|hold\s++up\s++against)|(?:did|does|performs|performed|fared|fares)\s++(?:\w+\s++)?worse\s++than"
    r"|is\s++no\s++match\s++for|can(?:not|['\u2019]t|\s++not)\s++match|pales\s++in\s++comparison\s++(?:to|with)"
    # parser version 56 (adversarial pass 49 H1): "is edged out by", "doesn't hold a candle to", "cannot compete with",
    # "is nowhere near as good as", "underperforms compared to", "is less accurate and less complete than"
    r"|(?:is|was)\s++edged\s++out\s++by|(?:does\s++not|doesn['\u2019]t)\s++hold\s++a\s++candle\s++to"
    r"|can(?:not|['\u2019]t|\s++not)\s++compete\s++with|(?:is|was)\s++nowhere\s++near\s++as\s++(?:good|strong|helpful)\s++as"
    r"|underperforms\s++(?:compared\s++(?:to|with)|relative\s++to)|(?:is|was)\s++blown\s++away\s++by"
    # parser version 57 (adversarial pass 50 H1, H5)
    r"|(?:is|was)\s++(?:outclassed|beaten|bested|outdone|outshone)\s++by|loses\s++out\s++to"
    r"|(?:is|was)\s++nowhere\s++(?:close|near)\s++to|comes\s++nowhere\s++near|pales\s++next\s++to"
    r"|(?:is|was)\s++less\s++\w++(?:\s*+,?\s*+(?:and\s++)?+less\s++\w++)*+\s++than)\s++"
    + OTHER_NAME
    + OTHER_PART
    + r"(?:\s++(?:considerably|significantly|clearly|badly|by\s++far|by\s++a\s++(?:lot|wide\s++margin)))?+[\s.!)*]*+",
    _I,
)


# parser version 54 (adversarial pass 47 H1, H2, H4): a denied win ("Assistant B cannot be the better response.",
# "It is not Assistant B that wins.", "Assistant B is not my choice."), "Not A, but B." / "B, not A.", one side right
# and the other wrong in one sentence, a side's score line, and "A > B"
_DENIED = re.compile(
    r"\W*+" + NAME + PART + r"\s++(?:can(?:not|['\u2019]t|\s++not)|could\s++not|is\s++not|isn['\u2019]t|was\s++not"
    r"|wasn['\u2019]t|is\s++by\s++no\s++means|is\s++hardly|is\s++far\s++from|should\s++not|shouldn['\u2019]t)\s++(?:be\s++)?+"
    r"(?:(?:the|my)\s++)?+(?:better|best|winner|preferred|stronger|superior|choice|chosen|pick|one\s++to\s++(?:choose|pick)"
    r"|way\s++to\s++go)(?:\s++(?:response|answer|one|choice|output))?+(?:\s++(?:here|overall))?+[\s.!)*]*+"
    r"|\W*+it(?:['\u2019]s|\s++is)\s++not\s++" + NAME_Y + r"(?:\s++that\s++wins)?+[\s.!)*]*+"
    r"|\W*+"
    + NAME_Z
    + PART
    + r"\s++(?:does\s++not|doesn['\u2019]t|did\s++not|didn['\u2019]t|should\s++not|shouldn['\u2019]t)\s++"
    r"(?:deserve\s++to\s++)?+win"
    r"(?:\s++this\s++one)?+[\s.!)*]*+",
    _I,
)
_NOT_BUT = re.compile(r"\W*+not\s++" + OTHER_NAME + r"\s*+,?+\s*+but\s++" + NAME + r"[\s.!)*]*+", _I)
_BUT_NOT = re.compile(r"\W*+" + NAME + r"\s*+,\s*+not\s++" + OTHER_NAME + r"[\s.!)*]*+", _I)

_ABOVE = re.compile(
    r"\W*+(?:overall\s*+:?\s*+|ranking\s*+:\s*+)?+(?:"
    + NAME
    + PART
    + r"\s*+(?P<op>>{1,2}|<{1,2}|==?)\s*+(?:"
    + OTHER_NAME
    + OTHER_PART
    # bare letters, two different ones with spaces around ("B > A."; not "A<A")
    + r"|(?-i:[AB]))|(?P<xl>(?-i:A))\s++(?P<opl>>{1,2}|<{1,2}|==?)\s++(?-i:B)"
    r"|(?P<xm>(?-i:B))\s++(?P<opm>>{1,2}|<{1,2}|==?)\s++(?-i:A))(?:\s++in\s++every\s++respect)?+[\s.!)*]*+",
    _I,
)


# parser version 56 (adversarial pass 48's leftovers): the judge ranking the two sides ("I rate Assistant B higher than
# Assistant A.", "I'd rank Assistant B first and Assistant A second.", "I'd put Assistant B above Assistant A."), nobody
# picking one over the other ("Nobody would pick Assistant A over Assistant B.", "I wouldn't choose A over B."), and
# "so Assistant B it is."
_RANKS = re.compile(
    r"\W*+(?:(?:overall|so|thus|therefore|in\s++the\s++end)\s*+,?\s*+)?+(?:i|we)(?:['\u2019]d|\s++would|\s++will)?+\s++"
    r"(?:(?:definitely|clearly|certainly)\s++)?+(?:rate|rank|score|place|put)\s++"
    + NAME
    + PART
    + r"\s++(?:(?:clearly|well|slightly|a\s++bit|much|far)\s++)?+(?:(?:higher\s++than|above|ahead\s++of|over)\s++"
    + OTHER_NAME
    + r"|first(?:\s*+,?\s*+(?:and|with)\s++"
    + OTHER_NAME
    + r"\s++(?:second|last))?+)(?:\s++overall)?+[\s.!)*]*+",
    _I,
)
_NOBODY = re.compile(
    r"\W*+(?:nobody|no\s++one|no\s++(?:reader|user|reasonable\s++\w++)|(?:i|we)\s++(?:would\s++not|wouldn['\u2019]t"
    r"|would\s++never|could\s++not|couldn['\u2019]t|can(?:not|['\u2019]t|\s++not)|do\s++not|don['\u2019]t))\s++(?:\w+\s++)?"
    r"(?:pick|choose|prefer|select|take|rank|rate)\s++"
    + NAME
    + PART
    + r"\s++(?:over|above|ahead\s++of)\s++"
    + OTHER_NAME
    + r"(?:['\u2019]s)?+[\s.!)*]*+",
    _I,
)
_IT_IS = re.compile(r"(?:^|[,;:\u2013\u2014]|\bso\b|\bthen\b)\s*+" + NAME + r"\s++it\s++is[\s.!)*]*+$", _I)
# one side no better than the other ("Assistant A is no better than Assistant B."), and worse ("...; in fact it is
# worse."): :func:`no_better`
_NO_BETTER = re.compile(
    r"\W*+" + NAME + PART + r"\s++(?:(?:is|was)\s++(?:no|not(?:\s++any)?+)|isn['\u2019]t(?:\s++any)?+|wasn['\u2019]t"
    r"(?:\s++any)?+)\s++better\s++than\s++"
    + OTHER_NAME
    + r"(?:['\u2019]s)?+(?P<worse>\s*+[;,]?\s*+(?:and\s++)?+(?:(?:in\s++fact"
    r"|actually|if\s++anything)\s*+,?\s*+)?+(?:it|they)(?:['\u2019]s|\s++is|\s++was)\s++(?:\w+\s++)?worse)?+[\s.!)*]*+",
    _I,
)


# a fault of the whole answer, alone (adversarial pass 49 H4): "Assistant B is wrong.", "Assistant B's answer is
# incorrect.", "Assistant B fails to answer the question.", "Assistant B hallucinates a nonexistent function."; with
# "more" the other side is the better ("Assistant B contains more errors.")
_FAULTED = re.compile(
    r"\W*+"
    + NAME
    + PART
    + r"\s++(?:(?:is|was)\s++(?:(?:simply|just|plainly|clearly|completely|entirely)\s++)?+(?:wrong"
    r"|incorrect|off[-\s]topic|irrelevant)|gets\s++it\s++wrong|fails\s++to\s++answer(?:\s++the\s++question)?+"
    r"|misses\s++the\s++point(?:\s++of\s++the\s++question)?+(?:\s++entirely)?+|misunderst(?:ood|ands)\s++the\s++question"
    r"|hallucinates(?:\s++\w++){0,4}|(?P<more>(?:contains|has|makes)\s++more\s++(?:errors|mistakes))"
    r"|(?:contains|has|makes)\s++(?:(?:several|many|serious|major|factual|two|three|some)\s++)?+(?:errors|mistakes))"
    r"(?:\s*+[;,.]\s*+(?:(?:while|whereas|but|and)\s++)?+"
    + OTHER_NAME
    + OTHER_PART
    + r"\s++(?:has|makes|contains)\s++none)?+"
    r"[\s.!)*]*+",
    _I,
)
# "Both have flaws, but Assistant B has more of them." (adversarial pass 49 H1)
_MORE_FLAWS = re.compile(
    r"\W*+both\s++(?:have|contain|make)\s++(?:some\s++)?+(?:flaws|errors|issues|problems|mistakes)\s*+,?\s*+but\s++"
    + NAME
    + PART
    + r"\s++(?:has|contains|makes)\s++more(?:\s++of\s++them)?+[\s.!)*]*+",
    _I,
)
# "Not Assistant A." (after "Which is better?"), "I wouldn't pick Assistant A." (version 57, adversarial pass 47)
_NOT_X = re.compile(
    r"\W*+(?:not|(?:i|we)\s++(?:would\s++not|wouldn['\u2019]t|would\s++never|could\s++not|couldn['\u2019]t)\s++(?:pick|choose"
    r"|prefer|select|recommend|go\s++with))\s++" + NAME + PART + r"[\s.!)*]*+",
    _I,
)
_I_DOUBT = re.compile(
    r"\W*+(?:i\s++(?:do\s++not|don['\u2019]t)\s++(?:think|believe)\s++(?:that\s++)?+)"
    + NAME
    + PART
    + r"\s++(?:is|was)\s++(?:the\s++)?+better(?:\s++than\s++"
    + OTHER_NAME
    + OTHER_PART
    + r")?+[\s.!)*]*+",
    _I,
)


_WORSE_AFTER = re.compile(
    r"\W*+(?:and\s++)?+(?:(?:in\s++fact|actually|if\s++anything)\s*+,?\s*+)?+(?:it|they)(?:['\u2019]s|\s++is|\s++was)\s++(?:\w+\s++)?worse"
    r"[\s.!)*]*+",
    _I,
)


# a side called worse, not after a negation ("Assistant B's answer is worse, not better."; version 61, pass 54 H11)
_WORSE_SAID = re.compile(r"(?<!\bnot\s)(?<!n't\s)(?<!\bno\s)\b(?:worse|weaker|inferior)\b", _I)


def no_better(sentence: str, after: str | None = None) -> tuple[str, bool] | None:
    """The side ``sentence`` calls no better than the other (``"a"``, ``"b"``) and whether it also calls it worse
    (``Assistant A is no better than Assistant B; in fact it is worse.``, the worse said in it or in the sentence
    ``after`` it), else None: a verdict for that side is disowned, and with ``worse`` so is a tie. Also a fault of the
    whole answer alone (``Assistant B is wrong.``; worse with ``contains more errors``), ``Not Assistant A.`` and ``I
    don't think Assistant A is better.``"""
    m = _NO_BETTER.fullmatch(sentence)
    if m is not None:  # "...; in fact it is worse." in the sentence or the next
        return side_named(m), m.group("worse") is not None or (
            after is not None and _WORSE_AFTER.fullmatch(after) is not None
        )
    if (faulted := faulted_side(sentence) or praised_but_wrong(sentence)) is not None:  # version 59
        return faulted, True  # "Assistant B gets the answer wrong.", "Assistant B looks nicer but is wrong."
    m = _FAULTED.fullmatch(sentence) or _NOT_X.fullmatch(sentence) or _I_DOUBT.fullmatch(sentence)
    m = m or _MORE_FLAWS.fullmatch(sentence)
    if m is None:
        # version 59: "Assistant B cannot be considered the better answer." (a listed denial, _DENIED, is read by
        # said_first as a win for the other side)
        denied = None if _DENIED.fullmatch(sentence) else denied_side(sentence) or refused_side(sentence)  # v63
        return None if denied is None else (denied, _WORSE_SAID.search(sentence) is not None)  # "worse, not better"
    # a fault or "Not X.": the other side wins; "I wouldn't pick X." and "I don't think X is better." leave a tie
    return side_named(m), m.re is not _I_DOUBT and not m.group().lstrip(" \t*_-").lower().startswith(("i", "we"))


def _ranked(sentence: str) -> str | None:
    """The verdict a denial, "not A, but B" or "A > B" (``=``: a tie) states, else None."""
    if (m := _DENIED.fullmatch(sentence)) is not None:
        return OTHER[side_named(m)]
    if (m := _NOT_BUT.fullmatch(sentence)) is not None:
        return side_named(m)
    if (negated := negated_comparison(sentence)) is not None:
        return negated
    if (m := _ABOVE.fullmatch(sentence)) is not None:
        side = side_named(m)
        op = m.group("op") or m.group("opl") or m.group("opm")
        return "tie" if op.startswith("=") else side if op.startswith(">") else OTHER[side]
    return None


def said(sentence: str) -> str | None:
    """The side a bare side, a lone loser or an only-right sentence names as the better (the module's patterns)."""
    if (ranked := _ranked(sentence)) is not None:
        return ranked
    m = _BARE.fullmatch(sentence) or _WINNER_LABEL.fullmatch(sentence) or _ONLY.fullmatch(sentence)
    m = m or _RANKS.fullmatch(sentence) or _IT_IS.search(sentence)
    m = m or _ONLY_WHILE.fullmatch(sentence) or _BARE_LABEL.fullmatch(sentence)
    if m is None:
        m = _BEATS.fullmatch(sentence) or _BUT_NOT.fullmatch(sentence)
    if m is not None:
        return side_named(m)
    m = _LOSER.fullmatch(sentence) or _LOSES_TO.fullmatch(sentence) or _LOSER_LABEL.fullmatch(sentence)
    m = m or _NOBODY.fullmatch(sentence) or _DOWNVOTED.fullmatch(sentence)
    if m is not None:
        return OTHER[side_named(m)]
    return None


# a criterion's label ("Depth: Assistant A 7/10, Assistant B 8/10."; adversarial pass 51 M1): its scores are that
# criterion's, no decision on the whole answer
CRITERION_LABEL = re.compile(
    r"\W*+(?!(?:overall|total|final|verdict|scores?|ratings?|summary|result|conclusion|(?:the\s++)?+(?:assistant"
    r"|response|answer|output|model|option|first|second))\b)[a-z][a-z \-]{1,30}?\s*+:\s",
    _I,
)


def partial_scores(sentence: str) -> bool:
    """Whether the scores in ``sentence`` are one criterion's: after its label (``Depth: Assistant A 7/10, ...``) or
    restricted to it (``On depth alone, Assistant A scores 8 ...``; adversarial pass 51 M1)."""
    return CRITERION_LABEL.match(sentence) is not None or RESTRICTED.search(sentence) is not None


def said_first(sentence: str) -> str | None:
    """A denial, "not A, but B", "A > B", a score for each side in prose or a right-and-wrong sentence: read before the
    part-remark rules, which would walk past them ("Assistant A is correct and Assistant B is not.")."""
    if (ranked := _ranked(sentence)) is not None:
        return ranked
    if (m := _WINS_ONLY.fullmatch(sentence)) is not None:  # read before "wins on" is walked past as a part remark
        return side_named(m)
    if (idiom := idiom_side(sentence) or chosen_side(sentence) or letter_scores(sentence)) is not None:  # v59, v63
        return idiom  # "Assistant A runs circles around Assistant B.", "Score: A=8, B=5."
    if not partial_scores(sentence) and (scores := prose_scores(sentence)) is not None:  # "I'd give A a 9 ..."
        return "tie" if scores[1] == scores[2] else "a" if scores[1] > scores[2] else "b"
    return graded(sentence) or right_wrong(sentence)
