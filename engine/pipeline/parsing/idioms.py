"""Decisions said in idioms and denials (parser versions 59-61; issue 13, adversarial passes 51 H5-H9, 52 H1-H10, 53 and
54 H3, H9; faults of one whole answer are in :mod:`~judge_engine.pipeline.parsing.faults`), for the last-decision
walk (:mod:`~judge_engine.pipeline.parsing.last_decision`, through
:func:`~judge_engine.pipeline.parsing.outright.said_first` and
:func:`~judge_engine.pipeline.parsing.outright.no_better`):

- :func:`idiom_side`: one side winning (``Assistant A would be my first choice.``, ``Assistant A runs circles around
  Assistant B.``, ``The clear choice is Assistant A.``, ``Going with Assistant A.``, ``Assistant A, because Assistant B
  hallucinates the citation.``) or losing (``Assistant B loses this comparison.``, ``Assistant B can't hold a candle to
  Assistant A.``, ``Assistant B is eclipsed by Assistant A.``, ``I'd avoid Assistant B's answer.``);
- :func:`denied_side`: one side named and denied the win (``Assistant B cannot be considered the better answer.``, ``I
  do not find Assistant B better.``, ``Assistant B claims to be better, but it isn't.``); not ``not only``, ``could
  not be better``, ``no doubt``, two negations, nor a side compared after it;
- :func:`right_side`: a weighing's main clause calling one side right (``..., but Assistant A is correct.``);
- :func:`letter_scores` (``Score: A=8, B=5.``), :func:`listed_verdict` (a ranked list or a JSON verdict ending the
  evidence) and :func:`mutual_tie` (each side no better than the other, or both failed: ``Both are wrong.``,
  ``Neither.``).

Each sentence pattern is matched against the whole sentence (``fullmatch``), so a sentence that says more is no idiom.
Linear: a few possessive regex scans per sentence."""

from __future__ import annotations

import re

from judge_engine.pipeline.parsing.decided import SIDE, named_side
from judge_engine.pipeline.parsing.side_names import NAME, NAME_Y, OTHER, OTHER_NAME, OTHER_PART, PART, side_named

_I = re.IGNORECASE


def _name(tag: str) -> str:
    """A copy of :data:`NAME` whose groups are ``z<tag>...`` (several names in one pattern)."""
    return NAME.replace("?P<x", f"?P<z{tag}")


_END = (
    r"(?:\s++(?:here|overall|by\s++far|in\s++this\s++comparison|in\s++my\s++(?:view|opinion))"
    r"|\s*+,\s*+unlike\s++" + OTHER_NAME + OTHER_PART + r")?+[\s.!)*]*+"  # version 61: "..., unlike Assistant A."
)
_SCORE_WORD = r"(?:score|mark|grade|rating|verdict|ranking|marks|scores)"
# a reason after a bare side, naming it or the other side and ending the sentence ("Assistant A, because Assistant B
# hallucinates the citation."; not "Assistant 2's response, as an AI, approached the task ...": a recorded review)
_REASON = r"\s*+,\s*+(?:because|since)\s++(?:it|its\s++\w++|" + OTHER_NAME + OTHER_PART + r")\s++[^,;.!?]{1,160}+"
# the side the sentence names wins
_WINS = re.compile(
    # ("Only Assistant A actually answers the question.", version 61, is contrasts._ONLY's since version 67)
    # version 61 (adversarial pass 54 H3): "It would be wrong to call Assistant A the worse answer."
    r"\W*+it\s++would\s++be\s++(?:wrong|a\s++mistake|unfair|unjustified)\s++to\s++(?:call|consider|name|rank)\s++"
    + _name("w")
    + PART
    + r"\s++(?:the\s++)?+(?:worse|weaker|loser|lesser|inferior)(?:\s++(?:one|answer|response))?+"
    + _END
    + r"|"
    r"\W*+(?:(?:(?:so|thus|hence|therefore)\s*+,?\s*+)?+(?:the\s++)?+(?:clear|obvious|right|better|best|only\s++sensible"
    r"|correct)\s++(?:choice|pick|option|answer|one|response)"
    r"\s++(?:here\s++)?+is|(?:for|given)\s++(?:these|those|all\s++these|all\s++of\s++these|the\s++above|the\s++reasons"
    r"\s++above)\s++reasons|(?:my|the)\s++(?:first|top)\s++(?:choice|pick)\s++(?:is|would\s++be)"
    r"|(?:the\s++)?+(?:better|stronger|superior)\s++(?:response|answer|one)\s++is\s++(?:the\s++one\s++)?+(?:from|by|of)"
    r"|(?:i['\u2019]m\s++|i\s++am\s++|i['\u2019]ll\s++be\s++)?+going\s++with|from|by"
    # version 61 (adversarial pass 53): "I'm siding with", "Final answer: Assistant A" (no full stop)
    r"|(?:i['\u2019]m\s++|i\s++am\s++|i\s++)?+sid(?:ing|e)\s++with|(?:my\s++)?+final\s++(?:answer|verdict|choice|pick)\s*+:"
    # version 61 (adversarial pass 54 H9): "I'd rather use", "If I had to recommend one response, it would be"
    r"|(?:i['\u2019]d|i\s++would)\s++(?:rather|sooner)\s++(?:use|have|go\s++with|send|trust|pick|choose|recommend)"
    r"|if\s++i\s++(?:had|have|were)\s++to\s++(?:recommend|choose|pick|select)\s++[^,;.!?]{0,60}+,\s*+it\s++would\s++be"
    # version 61 (adversarial pass 55 H7): "My verdict goes to", "No doubt about it:"
    r"|(?:my\s++(?:verdict|vote|pick|choice)\s++)?+goes\s++to|no\s++doubt\s++about\s++it"
    r"|(?:i['\u2019]d|i\s++would)\s++(?:send|give|show|hand|recommend|trust|use)"
    r"|there['\u2019]s\s++no\s++contest|no\s++contest"  # version 81 (adversarial pass 77)
    r"|[^.!?]{0,80}?\bwhich\s++makes(?=\s++" + OTHER_NAME + r"\s++the\s++(?:better|stronger|superior|preferable)))"
    r"\s*+[,:]?\s*+"
    + NAME
    + PART
    + r"(?:['\u2019]s)?+(?:"
    + _REASON
    + r"|\s++the\s++(?:better|stronger|superior|preferable)(?:\s++(?:response|answer|one|choice))?+"
    # version 61 (adversarial pass 54 H9): "I would send Assistant A's answer to the user, not Assistant B's."
    r"|(?:\s++to\s++the\s++(?:user|reader|asker))?+\s*+,\s*+(?:not|rather\s++than|over)\s++(?:"
    + OTHER_NAME
    + OTHER_PART
    + r"|(?-i:[AB])['\u2019]s))?+"
    + _END
    # version 61 (adversarial pass 54 H9): "..., I consider Assistant A the more helpful of the two responses overall."
    + r"|(?:[^.!?;]{1,200}?,\s*)?i\s++(?:consider|find|deem|judge|rate)\s++"
    + _name("c")
    + PART
    + r"\s++(?:to\s++be\s++)?+the\s++(?:better|stronger|superior|more\s++(?:helpful|useful|accurate|correct|reliable))"
    r"(?:\s++(?:one|response|answer))?+(?:\s++of\s++the\s++two(?:\s++(?:responses|answers))?+)?+"
    + _END
    + r"|\W*+(?:(?:still|however|but|yet|ultimately|in\s++the\s++end|overall|so|thus|hence|honestly|frankly)"
    r"\s*+,?\s*+)?+"
    + NAME_Y
    + r"(?:"
    + PART
    + r"|['\u2019]s)"
    + r"(?:"
    + _REASON
    # version 61 (adversarial pass 54 H4): "Assistant A is verbose; still, it beats Assistant B.", "a close first"
    + r"|\s++[^,;.!?]{1,80}+[,;]\s*+(?:(?:and|but|yet|still|so)\s*+,?\s*+)*+(?:it|this\s++one)(?:['\u2019]s|\s++is"
    r"|\s++remains)?+\s++(?:(?:still|clearly|also|overall)\s++)?+(?:better\s++than|superior\s++to|beats|outperforms)\s++"
    + OTHER_NAME
    + OTHER_PART
    + r"|\s++is\s++(?:a\s++)?+(?:close|clear|comfortable)\s++first"
    r"|\s++(?:would\s++be|is)\s++my\s++(?:first|top|clear)\s++(?:choice|pick)"
    r"|\s++is\s++the\s++(?:only\s++)?+one\s++that\s++(?:(?:actually|really|correctly|fully|properly)\s++)?+(?:solves"
    r"|answers|addresses|gets|follows|does)\b[^.!?;]{0,80}+"
    r"|\s++(?:squeaks|scrapes|edges)\s++(?:by|it|through|ahead)|\s++(?:wins|carries)\s++the\s++day|\s++takes\s++(?:the"
    r"\s++(?:win|crown|prize|round)|it)|\s++comes\s++out\s++(?:on\s++top|ahead)"
    r"|\s++(?:deserves|earns|merits|gets|should\s++get)\s++(?:the|a)\s++(?:higher|better|top|winning)\s++"
    + _SCORE_WORD
    + r"|\s++(?:deserves|earns|merits)\s++(?:the|a)\s++(?:win|victory)|\s++(?:deserves|earns)\s++to\s++win"
    r"|\s++ranks\s++first\s*+(?:,\s*+)?+(?:and\s++)?+" + OTHER_NAME + r"\s++(?:ranks\s++)?+second"
    r"|\s++(?:provided|provides|gave|gives|offered|offers|wrote|writes)\s++an?\s++(?:(?:much|far|significantly|clearly)\s++)?+"
    r"(?:better|stronger|superior|more\s++(?:accurate|helpful|useful|correct))\s++(?:answer|response)\s++than\s++"
    + OTHER_NAME
    + r"(?:\s*+,\s*+(?:which|whose\s++answer)\s++(?:was|is)\s++(?:incorrect|wrong|inaccurate))?+"
    r"|\s++is\s++better\s++than\s++(?:i\s++(?:first\s++)?+(?:thought|expected)|expected)\s*+,?\s*+and\s++(?:(?:much|far|also)\s++)?+"
    r"better\s++than\s++" + OTHER_NAME + OTHER_PART + r""
    # version 59 (adversarial pass 52 H5)
    r"|\s*+(?:is\s++the\s++one\s++i\s++(?:would|\'d)\s++trust|tops\s++"
    + OTHER_NAME
    + r"|is\s++the\s++(?:victor|winner|keeper)|runs\s++(?:circles|rings)\s++(?:a)?round\s++(?:"
    + OTHER_NAME
    + r"|(?-i:[AB])\b)"
    r"|is\s++an?\s++(?:clear\s++|big\s++)?+step\s++up(?:\s++from\s++" + OTHER_NAME + r")?+"
    r"|,?\s*+(?:no\s++question|for\s++sure|hands\s++down)"
    r"|nails\s++it|is\s++spot\s++on|takes\s++this\s++one|is\s++(?:ranked\s++)?+first|is\s++my\s++(?:favou?rite|pick)"
    r"|succeeds|has\s++the\s++(?:right|correct)\s++(?:answer|result|solution)|is\s++the\s++answer\s++i['\u2019]d\s++trust"
    r"|is\s++(?:clearly\s++|definitely\s++)?+the\s++more\s++(?:reliable|useful|helpful|accurate|correct|trustworthy"
    r"|appropriate|effective|sensible|faithful)\s++(?:answer|response|one|of\s++the\s++two)"
    r"|(?:would\s++be|is)\s++more\s++(?:useful|helpful|valuable)\s++(?:to|for)\s++the\s++(?:user|reader|asker)"
    r"|is\s++more\s++likely\s++to\s++(?:satisfy|help|serve|please)\s++the\s++(?:user|reader|asker)"
    r"|is\s++more\s++(?:effective|useful|helpful)\s++overall|outranks\s++"
    + OTHER_NAME
    + OTHER_PART
    + r"|wins\s++on\s++[\w\s]{1,30}+,\s*+which\s++is\s++what\s++matters(?:\s++(?:most|here))*+"
    r"|\s*+,\s*+for\s++sure|\s*+(?:\u2192|->)\s*+(?:the\s++)?+winner"
    r"|(?:is\s++not|isn['\u2019]t)\s++the\s++(?:weaker|worse|lesser|losing)(?:\s++(?:one|response|answer))?+"
    r"|(?:is\s++not|isn['\u2019]t)\s++the\s++loser"
    r"|\s*+(?:\u226b|\u00bb|>>)\s*+"
    + OTHER_NAME
    + r"|is\s++spot\s++on\s*+,\s*+(?:while|whereas)\s++"
    + OTHER_NAME
    + r"\s++misses\s++the\s++(?:point|mark))"
    # version 61 (adversarial pass 53): "steals the show", "is a cut above B", "leaves B in the dust"
    r"|\s++is\s++the\s++(?:(?:clear|obvious|real)\s++)?+standout|\s++is\s++the\s++only\s++(?:correct|right|accurate|valid"
    r"|usable|acceptable)\s++(?:one|response|answer|solution)|\s++(?:does|did)\s++everything\s++"
    + OTHER_NAME
    + r"\s++(?:does|did)\s*+,?\s*+(?:and\s++)?+(?:does\s++it\s++|did\s++it\s++)?+better"
    r"|\s++is\s++(?:exactly\s++)?+what\s++the\s++(?:user|asker)\s++(?:needs|needed|wants|wanted|asked\s++for)"
    r"|\s++(?:blows|blew)\s++" + OTHER_NAME + OTHER_PART + r"\s++out\s++of\s++the\s++water|\s++dominates"
    r"|\s++deserves\s++a\s++(?:higher|better)\s++(?:score|rating|grade|mark)\s++than\s++"
    + OTHER_NAME
    + OTHER_PART
    + r"|\s++steals\s++the\s++show|\s++is\s++the\s++(?:safer|safest|better|surer)\s++bet"
    r"|\s++is\s++the\s++(?:pick|best)\s++of\s++the\s++(?:two|pair|bunch)"
    r"|\s++is\s++(?:(?:clearly|easily|well)\s++)?+(?:a\s++cut|a\s++step|a\s++notch|miles|leagues|head\s++and\s++shoulders)"
    r"\s++above\s++"
    + OTHER_NAME
    + OTHER_PART
    + r"|\s++(?:leaves|left)\s++"
    + OTHER_NAME
    + OTHER_PART
    + r"\s++in\s++the\s++dust"
    + r"|\s++(?:runs|ran)\s++(?:circles|rings)\s++(?:around|round)\s++"
    + OTHER_NAME
    + OTHER_PART
    + r"|\s++(?:beat|beats|outdid|outdoes|crushes|crushed|dominates|dominated|wipes\s++the\s++floor\s++with"
    r"|trounces|trounced)\s++" + OTHER_NAME + OTHER_PART + r"(?:\s++(?:handily|easily|soundly|comfortably|clearly))?+"
    r")" + _END,
    _I,
)
# the side the sentence names loses
_LOSES = re.compile(
    r"\W*+it\s++would\s++be\s++(?:wrong|a\s++mistake|unfair|unjustified|hard\s++to\s++justify)\s++to\s++(?:prefer|pick"
    r"|choose|favou?r|select|reward|call|consider|name|declare|rank|crown)\s++"
    + NAME_Y
    + PART
    # version 61 (adversarial pass 54 H3): "It would be wrong to call Assistant B the better answer."
    + r"(?:\s++(?:the\s++)?+(?:better|stronger|superior|winner|best|first)(?:\s++(?:one|answer|response|choice))?+)?+"
    + r"(?:\s++over\s++"
    + OTHER_NAME
    + OTHER_PART
    + r")?+"
    + _END
    + r"|\W*+"
    + NAME
    + PART
    + r"\s++(?:loses\s++(?:this|the)\s++(?:comparison|round|matchup|contest|one|head-to-head)|lost\s++(?:this|the)"
    r"\s++(?:comparison|round|matchup|contest)|(?:is|was)\s++(?:beaten|bested|outdone|outclassed)(?:\s++(?:handily"
    r"|easily|soundly|clearly|comfortably))?+|(?:deserves|earns|merits|gets|should\s++get)\s++(?:the|a)\s++(?:lower"
    r"|worse|losing)\s++" + _SCORE_WORD + r"|falls\s++(?:flat|short)|(?:is\s++not|isn['\u2019]t)\s++even\s++close"
    r"|misses\s++the\s++mark(?:\s++(?:entirely|completely|badly))?+|never\s++(?:actually\s++|really\s++)?+(?:solves"
    r"|answers|addresses)\s++the\s++(?:problem|question|task)|ranks\s++(?:below|behind)\s++"
    + OTHER_NAME
    + OTHER_PART
    + r"|(?:is|was)\s++(?:(?:simply|just|clearly|plainly|certainly)\s++)?+not\s++as\s++\w++\s++as\s++"
    + OTHER_NAME
    + OTHER_PART
    + r"|(?:(?:simply|just|really|truly)\s++)?+can(?:not|['\u2019]t|\s++not)\s++hold\s++a\s++candle\s++to\s++"
    + OTHER_NAME
    + OTHER_PART
    # version 59 (adversarial pass 52 H5-H7)
    + r"|(?:is|was)\s++(?:(?:clearly|easily|thoroughly)\s++)?+(?:eclipsed|dominated|overshadowed|surpassed|outshone"
    r"|outmatched|beaten|trumped)\s++by\s++"  # beaten, trumped: version 67 (adversarial pass 58 H1)
    + OTHER_NAME
    + OTHER_PART
    + r"(?:\s++on\s++(?:every\s++(?:point|count|front)|accuracy(?:\s++and\s++\w++)?+))?+"
    + r"|(?:comes|came)\s++in\s++second(?:\s++place)?+|is\s++(?:the\s++)?+second[-\s]best|loses\s++this\s++one"
    r"|has\s++nothing\s++going\s++for\s++it"  # version 67 (fresh pass full57 H3)
    # version 61 (adversarial pass 53): "is a step below B", "drops the ball", "is no match for B"
    r"|is\s++(?:(?:clearly|easily|well)\s++)?+(?:a\s++step|a\s++notch|a\s++cut|miles|leagues)\s++below\s++"
    + OTHER_NAME
    + OTHER_PART
    # version 61 (adversarial pass 54 H9): "falls short of B in every respect", "comes up short", "a close second"
    + r"|falls\s++short\s++of\s++"
    + OTHER_NAME
    + OTHER_PART
    + r"(?:\s++in\s++(?:nearly\s++|almost\s++|just\s++about\s++)?+(?:every|all)\s++(?:respects?|ways?|regards?"
    r"|areas?))?+"
    r"|(?:comes|came)\s++up\s++short|(?:is|was)\s++(?:a\s++)?+(?:close|distant)\s++second|should\s++lose\s++(?:this|the)"
    r"\s++(?:comparison|round|matchup|contest|one)|is\s++the\s++only\s++(?:incorrect|wrong|flawed|inaccurate|unusable)\s++"
    r"(?:one|response|answer|solution)|ends\s++up\s++behind\s++"
    + OTHER_NAME
    + OTHER_PART
    + r"|drops\s++the\s++ball|(?:is|was)\s++no\s++match\s++for\s++"
    + OTHER_NAME
    + OTHER_PART
    + r"|(?:is|was)\s++(?:even\s++)?+more\s++wrong\s++than\s++"
    + OTHER_NAME
    + OTHER_PART
    + r"|(?:fails|failed|is\s++unable)\s++to\s++(?:beat|match|outperform|outdo|surpass)\s++"
    + OTHER_NAME
    + OTHER_PART
    + r"|(?:never|cannot|can['\u2019]t|does\s++not|doesn['\u2019]t|did\s++not|didn['\u2019]t)\s++(?:beat|beats|match"
    r"|outperform|outdo|surpass)\s++"
    + OTHER_NAME
    + OTHER_PART
    + r")"
    + _END
    + r"|\W*+(?:i['\u2019]d|i\s++would|i\s++will|i['\u2019]ll)\s++avoid\s++"
    + _name("1")
    + r"(?:"
    + PART
    + r"|['\u2019]s)"
    + _END
    + r"|\W*+(?:definitely|certainly|absolutely|clearly|surely)\s++not\s++"
    + _name("2")
    + PART
    + _END
    + r"|\W*+anything\s++but\s++"
    + _name("3")
    + PART
    + _END
    + r"|\W*+better\s*+:\s*+not\s++"
    + _name("4")
    + PART
    + _END,
    _I,
)
# a denial of one side (version 59, adversarial pass 52 H1): a negation within three words before a whole-answer word
# ("Assistant B cannot be considered the better answer.", "I do not find Assistant B better.", "Assistant B won't
# win.", "I cannot recommend Assistant B."), not "not only", "could not be better", "no doubt", nor a side compared
# after it ("No one could do better than Assistant A.")
_DENY = re.compile(
    r"(?:\b(?:not|never|hardly|scarcely|cannot|nobody|no\s++one|in\s++no\s++way|by\s++no\s++means|anything\s++but"
    r"|no\s++way)|n['\u2019]t|\b(?:hard|difficult|impossible)\s++to\s++(?:argue|say|claim))"
    r"(?!\s++(?:only|just|merely|simply|even\s++close|surprisingly)\b)"
    r"(?:\s++(?!(?:and|so|but|thus|hence|therefore|which|making|yet|because|since)\b)[\w'\u2019()]++){0,5}?"
    r"\s++(?:better|best|preferred|preferable|pick|choice|winner|win|superior|stronger|recommend(?:ed)?+)\b(?!\s++than\b)",
    _I,
)
_NOT_DENIAL = re.compile(
    r"\b(?:deny|denying|denied|doubt|dispute|question|could(?:\s++not|n['\u2019]t)\s++be\s++better|can(?:not|['\u2019]t)"
    r"\s++be\s++beat(?:en)?+|wrong\s++to)\b",
    _I,
)
_NEGATIONS = re.compile(r"\b(?:not|never|no|cannot|nobody|hardly)\b|n['\u2019]t\b", _I)


# a claim for one side, then denied ("Assistant B claims to be better, but it isn't.", "Many would say Assistant B is
# better; I disagree."), or a counterfactual ("Assistant B would be better if it were correct.")
_CLAIM_DENIED = re.compile(
    r"(?P<claim>[^;.!?]{1,200}?)\s*+[;,:\u2013\u2014-]\s*+(?:but\s++)?+(?:it\s++(?:is\s++not|isn['\u2019]t|was\s++not|wasn['\u2019]t"
    r"|really\s++isn['\u2019]t|does\s++not|doesn['\u2019]t)|i\s++(?:disagree|don['\u2019]t\s++agree|do\s++not\s++agree)"
    r"|that['\u2019]s\s++not\s++(?:true|the\s++case)|not\s++so)[\s.!)*]*+"
    r"|\W*+(?:i|we)\s++(?:expected|thought|assumed|hoped)\s++(?P<expected>[^.!?]{1,60}?)\s++(?:to\s++be|would\s++be)\s++"
    r"(?:the\s++)?+better[\s.!)*]*+"
    r"|[^.!?]{0,40}?\bwould\s++be\s++(?:the\s++)?+better(?:\s++(?:one|answer|response))?+\s++if\s++it\s++(?:were|was|had\s++been)"
    r"\s++(?:correct|right|accurate|complete|true)[\s.!)*]*+",
    _I,
)
_CLAIM = re.compile(r"\b(?:better|best|superior|stronger|preferable|winner|wins?)\b", _I)


def denied_side(sentence: str) -> str | None:
    """The one side ``sentence`` names and denies the win (:data:`_DENY`, :data:`_CLAIM_DENIED`), else None."""
    sides = {named_side(m) for m in SIDE.finditer(sentence)}
    if len(sides) != 1 or _NOT_DENIAL.search(sentence):
        return None
    claimed = _CLAIM_DENIED.fullmatch(sentence)
    if claimed is not None and (claimed.group("claim") is None or _CLAIM.search(claimed.group("claim"))):
        return sides.pop()
    if len(_NEGATIONS.findall(sentence)) > 1 or _DENY.search(sentence) is None:
        return None
    return sides.pop()


# the main clause of a weighing calls one side right ("..., but Assistant A is correct.", "..., but Assistant A
# succeeds.", "...; Assistant A is better overall.")
_RIGHT_MAIN = re.compile(
    r"\W*+(?:(?:still|overall|ultimately)\s*+,?\s*+)?+"
    + NAME
    + r"(?:"
    + PART
    + r"|['\u2019]s)"
    + r"\s++(?:is\s++(?:(?:actually|clearly|plainly|still)\s++)?+(?:correct|right|accurate|better\s++overall"
    r"|the\s++better(?:\s++(?:one|answer|response))?+(?:\s++overall)?+)"
    r"|is\s++the\s++(?:only\s++)?+one\s++that\s++(?:(?:actually|really)\s++)?+"
    r"(?:works|solves[^,;.!?]{0,60}+|answers[^,;.!?]{0,60}+|gets\s++it\s++right|is\s++correct)|succeeds|gets\s++it\s++right"
    r"|has\s++the\s++(?:right|correct)\s++(?:answer|result|solution)|answers\s++(?:it|the\s++question)\s++correctly"
    r"|is\s++(?:excellent|outstanding|superb|flawless|perfect))"
    r"(?:\s++(?:here|overall))?+[\s.!)*]*+",
    _I,
)


def right_side(clause: str) -> str | None:
    """The side a weighing's main clause calls right or better overall (:data:`_RIGHT_MAIN`), else None."""
    m = _RIGHT_MAIN.fullmatch(clause)
    return None if m is None else side_named(m)


# both sides scored by bare letters ("Score: A=8, B=5.", "A: 8/10, B: 5/10")
_LETTER_SCORES = re.compile(
    r"\W*+(?:(?:scores?|ratings?)\s*+:\s*+)?+(?-i:(?P<s1>[AB]))\s*+[=:]\s*+(?P<n1>\d++(?:\.\d++)?+)(?:\s*+/\s*+10)?+\s*+[,;]"
    r"\s*+(?-i:(?P<s2>[AB]))\s*+[=:]\s*+(?P<n2>\d++(?:\.\d++)?+)(?:\s*+/\s*+10)?+[\s.!)*]*+",
    _I,
)


def letter_scores(sentence: str) -> str | None:
    """The side two bare-letter scores rank higher (``"tie"`` when equal), else None."""
    m = _LETTER_SCORES.fullmatch(sentence)
    if m is None or m.group("s1") == m.group("s2"):
        return None
    first, second = float(m.group("n1")), float(m.group("n2"))
    if first == second:
        return "tie"
    return m.group("s1").lower() if first > second else m.group("s2").lower()


# each side no better than the other: a tie ("Assistant A is no better than Assistant B, and Assistant B is no better
# than Assistant A.")
_NO_BETTER = r"\s++(?:is|was)\s++no\s++better\s++than\s++"
_MUTUAL = re.compile(
    r"\W*+"
    + NAME
    + _NO_BETTER
    + OTHER_NAME
    + r"\s*+[,;]?\s*+(?:and\s++)?+(?:vice\s++versa|"
    + NAME_Y
    + _NO_BETTER
    + OTHER_NAME
    + r")[\s.!)*]*+",
    _I,
)


def idiom_side(sentence: str) -> str | None:
    """The side (``"a"``, ``"b"``) ``sentence`` decides for in an idiom of winning or losing (the module's
    docstring), else None."""
    if (m := _WINS.fullmatch(sentence)) is not None:
        return side_named(m)
    if (m := _LOSES.fullmatch(sentence)) is not None:
        return OTHER[side_named(m)]
    return None


# both sides failed ("Both are wrong.", "Neither response is acceptable.", "Neither."): no side wins (a tie may stand)
_BOTH_BAD = re.compile(
    r"\W*+(?:neither(?:\s++(?:one|response|answer|of\s++them))?+(?:\s++(?:is|was)\s++(?:acceptable|correct|right|good"
    r"|adequate|usable)|\s++should\s++win|\s++gets\s++it\s++right)?+|(?:both|the\s++two)(?:\s++(?:responses|answers"
    r"|assistants|outputs))?+\s++(?:are|were|['\u2019]re)\s++(?:(?:equally|completely|simply|just|both)\s++)?+(?:wrong"
    r"|incorrect|inaccurate|unacceptable|unusable)(?:\s*+,?\s*+so\s++neither\s++(?:should\s++win|wins|is\s++better))?+)"
    r"[\s.!)*]*+",
    _I,
)


def mutual_tie(sentence: str) -> bool:
    """Whether ``sentence`` calls each side no better than the other, or both failed: no side wins (a tie stands)."""
    return _MUTUAL.fullmatch(sentence) is not None or _BOTH_BAD.fullmatch(sentence) is not None
