"""The explanation after a ``scores_first`` format's two scores disowning them (parser version 61; issue 13, fresh
pass full54 H1, H2, adversarial pass 55 H10): :func:`disowns_scores`. Under ``constrain = "format"`` the grammar forces
the first line to be two numbers, so the explanation is the judge's only way to say they are not its scores: ``7 3\nThe
scores above are just an example.``, ``Ignore the numbers above.``, ``These are random numbers.``, ``I flipped a
coin.``, ``Scores withheld.``, ``I have not read the answers.``; or the explanation is only the template's scale or
prompt quoted back (``1 10\nThe scale is from 1 to 10.``, a whole sentence of the template's own instructions), or
(version 81) the line called the scale, the format or an example, with the scores still to come (``That is the scale;
my scores follow:``). Such
scores read ``no_verdict``. Text cut off by ``max_tokens`` is no disowning (the non-judgment rules for evidence before a
forced verdict are not applied here: an explanation cut after ``the`` is the normal end of a short budget), nor is no
explanation (``...``, ``N/A``). Linear: one possessive regex scan of the explanation, one set lookup per line and one
substring search in the prompt."""

from __future__ import annotations

import functools
import re
from typing import TYPE_CHECKING

from judge_engine.pipeline.parsing.label_faults import OTHER_AGENT, SETS_ASIDE, SUPPOSED_STRONG, refuses
from judge_engine.pipeline.parsing.limited import LIMITED
from judge_engine.pipeline.parsing.quantities import HIGHER_WORSE, OTHER_QUANTITY
from judge_engine.pipeline.parsing.quoting import norm, prompt_lines
from judge_engine.pipeline.parsing.scores_others import OTHERS_SCORES

if TYPE_CHECKING:
    from judge_engine.pipeline.templates import Template

_I = re.IGNORECASE
_NUMBERS = r"(?:scores?|numbers?|values?|ratings?|figures?|first\s++line)"
# the end of a clause: a line naming the scale, the format or an example disowns the scores only when it ends there
# ("That is the scale; my scores follow:"), never as a sentence's subject ("The format of Assistant 2's answer is
# clearer.", "range dict" in a random model's text after a constrained first line: a fresh CI machine's finding)
_CLAUSE_END = r"[;,.)!?\u2014\u2013]|-\s|(?m:$)"
_SAID = r"(?=\s*+(?:" + _CLAUSE_END + r"))"
# a sentence saying the scores are not the judge's own
_DISOWNS = re.compile(
    r"\b(?:the|these|those|my|both)\s++"
    + _NUMBERS
    + r"(?:\s++(?:above|on\s++the\s++first\s++line|i\s++(?:gave|wrote)))?+"
    r"\s++(?:are|were|is|was)\s++(?:(?:just|only|merely|purely|completely|entirely|totally)\s++)?+(?:an?\s++)?+"
    r"(?:examples?|arbitrary|placeholders?|random|meaningless|made[-\s]up|guess(?:es)?|dummy|fake|wrong|invalid"
    r"|defaults?|fallbacks?|stand-?ins?|default\s++values"
    r"|templates?|not\s++(?:real|meaningful|mine|my\s++(?:evaluation|assessment|scores?|judge?ment)))\b"
    r"|\b(?:ignore|disregard)\s++(?:the\s++|these\s++|those\s++|my\s++)?+" + _NUMBERS + r"(?:\s++above)?+"
    r"|\b(?:these|those|they)\s++are\s++(?:just\s++|only\s++)?+(?:random|arbitrary|placeholder|dummy|example|made[-\s]up"
    r"|default|fallback|stand-?in)"
    r"\s++(?:numbers|values|scores)"
    r"|\b(?:picked|chose|wrote|typed|gave|put|assigned)\s++(?:these|them|those|the|my)(?:\s++(?:numbers|scores))?+\s++"
    r"(?:at\s++random|randomly)"
    # version 70 (fresh pass full60 H1): scores for another question, answers not compared, seen or there
    r"|\b(?:the|these|those|my)\s++" + _NUMBERS + r"\s++(?:are|were)\s++(?:meant\s++)?+for\s++(?:a\s++different|another"
    r"|the\s++(?:previous|other|next|last)|an?\s++(?:earlier|other))\s++(?:question|pair|turn|prompt|item|task)"
    r"|\b(?:could\s++not|couldn['\u2019]t|cannot|can['\u2019]t|was\s++unable\s++to|were\s++unable\s++to)\s++(?:compare"
    r"|judge|evaluate|assess|read|see)\s++(?:them|the\s++(?:answers|responses)|either|both)\b"
    r"|\b(?:answers|responses)\s++(?:were|are)\s++(?:both\s++|all\s++)?+(?:empty|blank|missing)\b"
    r"|\bi\s++(?:did\s++not|didn['\u2019]t|could\s++not|couldn['\u2019]t)\s++see\s++(?:any|the|either|both)(?:\s++(?:two"
    r"|of\s++the))?+\s++(?:answers|responses)"
    r"|\b(?:i['\u2019]m\s++|i\s++am\s++)?+just\s++guessing\b|\b" + _NUMBERS + r"\s++above\s++mean\s++nothing"
    r"|\bscores?\s++(?:withheld|omitted|not\s++given)\b|\bno\s++scores?\s++to\s++give\b"
    # version 75 (fresh pass full65 H2): "I gave both the default score.", "Example only.", "Just an example of the
    # format; actual evaluation follows."
    r"|\b(?:gave|give|giving|assigned|assign)\s++(?:both|each|them|it|either)(?:\s++(?:of\s++them|answers?|responses?))?+"
    r"\s++(?:the\s++|a\s++)?+default\s++scores?\b|(?m:^)\W*+(?:(?:just|only)\s++(?:an\s++)?+example\b"
    r"|(?:an\s++)?+example\s++only\b)"
    r"|\bexample\s++of\s++the\s++(?:output\s++)?+format\b|\bactual\s++(?:evaluation|scores?|verdict)\s++follows?\b"
    # version 73 (fresh pass full63 H2): "(placeholder scores)", "(dummy values)", "Scores not computed: ..."
    r"|\bscores?\s++(?:not\s++(?:computed|calculated|available|assigned)|unavailable)\b"
    r"|(?m:^)\W*+(?:default|placeholder|dummy|fake|fallback|stand-?in|filler|preset|random"
    r"|examples?|samples?|mock|illustrative|hypothetical|temporary|test|demo)\s++(?:scores?|values?|numbers?"
    r"|ratings?)\b"
    # version 88 (fresh pass adv59 D3): "Scores TBD.", "Test output.", "Format demo."
    r"|\bscores?\s++(?:tbd|to\s++be\s++determined|pending)\b|(?m:^)\W*+(?:test|sample|example|demo|mock)\s++(?:output|run"
    r"|data)\b|(?m:^)\W*+format\s++(?:demo|demonstration|example|sample)\b"
    # version 76 (fresh pass full66 H3): "Randomly chosen.", "Guessing.", "Tossing a coin."
    r"|(?m:^)\W*+(?:randomly|arbitrarily)\s++(?:chosen|picked|assigned|selected|generated)\b"
    r"|(?m:^)\W*+(?:(?:just\s++)?+guess(?:ing|ed)?+|(?:tossing|flipping)\s++a\s++coin)\s*+(?:[.:!]|$)"
    r"[^\n]{0,80}?(?m:$)"
    r"|\bi\s++(?:have\s++not|haven['\u2019]t|did\s++not|didn['\u2019]t)\s++(?:yet\s++)?+(?:read|seen|looked\s++at|scored"
    r"|evaluated|rated)\s++(?:the|either|both|these)(?:\s++(?:two|of\s++the))?+\s++(?:answers|responses|assistants)"
    r"|\bi\s++have\s++not\s++(?:yet\s++)?+scored\b|\btyped\s++(?:by|in)\s++(?:mistake|error)\b"
    r"|\b(?:i['\u2019]d|i\s++would)\s++need\s++more\s++(?:information|context)\s++to\s++(?:score|rate|judge|evaluate)"
    r"|\bscoring\s++(?:is\s++)?+(?:not\s++possible|impossible)\b"
    # version 61 (adversarial pass 55 H10): "I flipped a coin.", "I didn't evaluate.", "These numbers mean nothing."
    r"|\bflipped\s++a\s++coin\b|\b(?:by|with|via)\s++(?:a\s++)?+coin\s++(?:flip|toss)\b|\b"
    + _NUMBERS
    + r"\s++(?:mean|means)\s++nothing\b"
    r"|\bi\s++(?:did\s++not|didn['\u2019]t|have\s++not|haven['\u2019]t)\s++(?:actually\s++|really\s++)?+(?:evaluate|read"
    r"|judge|score|rate|assess|compare)d?+(?:\s++(?:the|either|both|these)(?:\s++two)?+\s++(?:answers|responses|assistants)"
    r"|(?=\s*+[.!,;]|\s*+$))|\b" + _NUMBERS + r"\s++(?:are\s++)?+(?:illustrative|tentative|chosen\s++arbitrarily)\b"
    r"|\btentative\s++scores\b|^\W*+(?:sample|example)\s++output\W*+$|^\W*+\(?(?:example|sample|placeholder)\)?\W*+$"
    r"|\b(?:these|they)\s++are\s++the\s++(?:minimum|maximum|lowest|highest)\s++and\s++(?:maximum|minimum|lowest|highest)"
    r"(?:\s++(?:of\s++the\s++scale|scores?))?+|\bas\s++an\s++ai\b[^.!?\n]{0,40}?\b(?:don['\u2019]t|do\s++not|cannot"
    r"|can['\u2019]t)\s++(?:have|hold|form|give)\s++(?:personal\s++)?+(?:opinions?|preferences?|views?)"
    # version 81 (adversarial pass 77): the line called the scale, the format or an example, the scores still to come,
    # the answers not seen ("That is the scale; my scores follow:", "(the scale's endpoints; scores below)", "The
    # minimum scores; neither answer was visible to me.", "Example of the expected first line.", "Those are just the
    # format; I'll score after reading.")
    r"|(?m:^)\W*+(?:(?:that|this|these|those|they|it)\s++(?:is|are|was|were)\s++|(?:that|it)['\u2019]s\s++)?+(?:just\s++"
    r"|only\s++|merely\s++|simply\s++)?+(?:the\s++|an?\s++)?+(?:scale|scale['\u2019]s\s++endpoints|endpoints|format|range"
    r"|template|minimum\s++(?:scores?|values?)|maximum\s++(?:scores?|values?)|placeholders?|examples?\s++of\s++the"
    r"\s++(?:expected|required|requested)\s++(?:first\s++line|output|format))"
    + _SAID
    + r"|\b(?:my\s++|the\s++|real\s++|actual\s++)?+(?:scores?|ratings?)\s++(?:follow|below|to\s++follow|come\s++"
    r"(?:later|next|below)|after\s++reading)(?=\s*+(?::|"
    + _CLAUSE_END
    + r"))|\bi['\u2019]ll\s++(?:score|rate|judge|evaluate)\s++(?:them\s++|these\s++|both\s++)?+"
    r"(?:after|once|when)\b|\b(?:neither|no)\s++(?:answer|response)\s++(?:was|is|were)\s++(?:visible|shown|given|provided)"
    r"|(?<!user['\u2019]s\s)\b(?:answers|responses)\s++(?:were|are)\s++(?:not\s++(?:visible|shown)|invisible|hidden)"
    # version 81, second round (adversarial pass 78): scores given at random, on one answer read, on cut answers, before
    # reading, from an answer key, for another pair, with a criterion ignored, a side's own, copied; other languages
    r"|\b(?:assigned|chosen|picked|given|set)\s++at\s++random\b|\bonly\s++(?:read|saw|looked\s++at|opened)\s++(?:the\s++)?+"
    r"(?:first|second|one)\b|\b(?:these\s++are|are\s++just|are\s++only|so\s++these\s++are)\s++guesses\b|\bbefore\s++reading\b"
    r"|\banswer\s++key\b|\bneither\s++answer\s++(?:loaded|appeared|opened|was\s++shown)\b|\bjudged\s++(?:them\s++)?+by\s++"
    r"length\b|\bcould(?:n['\u2019]t|\s++not)\s++(?:open|load|see)\b|\bfor\s++the\s++(?:first|previous|other|next|last)\s++"
    r"pair\b|\bif\s++i\s++ignore\b|\b(?:scored|gave|rated|graded)\s++itself\b|\bcopied\s++from\b|\bpuntuaciones\s++de\s++"
    r"ejemplo\b|\bvaleurs\s++par\s++d[ée]faut\b|\u9ed8\u8ba4\u5206\u6570|\u793a\u4f8b\u5206\u6570"
    r"|(?m:^)\W*+(?:(?:a\s++)?+random\s++(?:guess|pick)|coin\s++(?:flip|toss))\b"  # pass 79: "8 6\nRandom guess."
    # version 82 (adversarial pass 80 N1/N5): what the numbers count instead ("These numbers are the lengths of the
    # answers in sentences."), scores before the real ones ("Warm-up scores; the real ones come later."), scores on
    # part of the answers ("after reading only the first half of each answer")
    r"|\b(?:the|these|those|my|both)\s++" + _NUMBERS + r"\s++(?:are|were)\s++(?:just\s++|only\s++)?+(?:the\s++)?+"
    r"(?:lengths?|word\s++counts?|(?:numbers?|counts?)\s++of\s++(?:words|sentences|lines|paragraphs|characters|tokens"
    r"|steps|items))\b|\bwarm[\s-]?+up\b|\b(?:the\s++)?+real\s++(?:ones|scores?|ratings?)\s++(?:come|follow|are\s++below)"
    r"|\b(?:reading|read|seeing|skimming|skimmed)\s++only\s++(?:the\s++)?+(?:first|opening|last|beginning|start"
    r"|intro\w*+|half)\b"
    # adversarial pass 81 B3/N3: someone else's scores ("the scores a typical grader would give; my own view is the
    # opposite", "Scores from the rubric example, not mine."), the first line labelled another quantity ("Lines of
    # code.", "Readability grade levels.", "These are the number of steps each answer takes.")
    r"|\bmy\s++own\s++view\s++is\s++the\s++opposite\b|\b(?:typical|average|another|other)\s++(?:grader|judge|reviewer"
    r"|annotator|rater)\s++would\s++give\b|\bnot\s++mine\b|(?m:^)\W*+(?:lines\s++of\s++code|readability(?:\s++grade)?+"
    r"\s++levels?|grade\s++levels?|reading\s++times?|word\s++counts?|lengths?)\W*+(?m:$)|\b(?:these|those|they)\s++are"
    r"\s++the\s++(?:numbers?|counts?)\s++of\s++(?:steps|words|lines|sentences|paragraphs|examples|items)\b"
    # version 87 (pass 95 family 6, pass 96 family 10): another question's scores, a second look, a conditional score,
    # someone else's, a format demonstration ("The above scores are for the first question", "let me redo the scores",
    # "That's what I'd give if both were right", "These are the scores GPT-4 gave.", "(Output format demonstration.)")
    r"|\b(?:scores?|numbers?|ratings?)\s++(?:above\s++)?+(?:are\s++|were\s++)?+(?:from|for)\s++(?:the\s++)?+(?:previous"
    r"|other|last|earlier|next|first|prior)\s++(?:question|pair|turn|prompt|item|task)\b|\blet\s++me\s++(?:think\s++"
    r"(?:again|it\s++over|this\s++over)|reconsider|redo|re-?+evaluate|re-?+score|re-?+rate|rethink|recheck|re-?+check)\b"
    r"|\blooking\s++(?:at\s++(?:it|them|this)\s++)?+again\b|\bwhat\s++(?:i['\u2019]d|i\s++would)\s++give\s++if\b"
    r"|\bscores?\s++(?:(?!(?:i|we|are|were|is|was|be|been|being|have|has|had|will|would|can|could|should|shall|may"
    r"|might|must|as|to|then|now|here|there|accordingly|following)\b)[\w.-]++\s++){1,3}?(?:gave|assigned|reported"
    r"|published)\b|\bscores?\s++(?:\w++\s++){0,3}?from\s++the\s++original\b|\btemplate\s++output\b|\breplace\s++"
    r"(?:them\s++)?+with\s++your\b|\bformat\s++of\s++the\s++output\b|\b(?:format|output)\s++demonstration\b"
    r"|\bdemonstration\s++only\b",
    _I,
)
# a note putting the scores in the other order (parser version 64, adversarial pass 57 H12): "Note: the first number is
# for Assistant 2.", "(in the order Assistant 2, Assistant 1)", "The first score is Assistant 2's": the line cannot be
# read by slot, so the scores are none of the judge's in the template's order
_SIDE2 = r"(?:assistant|response|answer|model)\s*+(?:2|b)\b"
_SIDE1 = r"(?:assistant|response|answer|model)\s*+(?:1|a)\b"
_SWAPPED = re.compile(
    r"\b(?:first|1st|left)\s++(?:number|score|rating|value|one)\s++(?:(?:is|was)\s++)?+(?:(?:for|belongs\s++to|refers\s++to"
    r"|goes\s++to)\s++)?+(?:the\s++)?+" + _SIDE2 + r"|\b(?:second|2nd|right)\s++(?:number|score|rating|value|one)\s++"
    r"(?:(?:is|was)\s++)?+(?:(?:for|belongs\s++to|refers\s++to|goes\s++to)\s++)?+(?:the\s++)?+"
    + _SIDE1
    + r"|\b(?:order|listed\s++as|given\s++as|written\s++as|reversed|swapped)\b[^\n.]{0,40}?"
    + _SIDE2
    + r"['\u2019]?+s?+"
    r"\s*+(?:,|then|and|before|/)\s*+(?:then\s++)?+"
    + _SIDE1
    + r"|\b"
    + _SIDE2
    + r"\s++(?:gets|got|receives|received|has|earns|is\s++given)\s++the\s++(?P<n>\d++(?:\.\d++)?+)\b"
    # parser version 76 (adversarial pass 66 H2): "(Assistant 2 first)", "(Assistant 2, Assistant 1)", "(B, A)",
    # "(scores for Assistant 2 and Assistant 1 respectively)"
    r"|\(\s*+(?:(?:the\s++)?+scores?\s++(?:for|of)\s++)?+"
    + _SIDE2
    + r"\s*+(?:first\b|(?:,|and|then)\s*+(?:then\s++)?+"
    + _SIDE1
    + r")|\(\s*+b\s*+,\s*+a\s*+\)|\bscores?(?:\s++above)?+(?:\s++(?:are|were))?+\s++(?:for|of)\s++"
    + _SIDE2
    + r"\s*+,?\s*+(?:and\s++)?+"
    + _SIDE1
    + r"\s*+,?\s*+respectively|\b"
    + _SIDE2
    + r"(?:(?:['\u2019]s\s++(?:score|rating|number))?+\s++(?:comes|is|goes|listed|scored)\s++first\b"
    r"|['\u2019]s\s++(?:score|rating|number)\s++first\b|\s++first\s*+(?:[);]|,\s*+(?:then\s++)?+" + _SIDE1 + r"))"
    # fresh pass full66 H2: "Note: I swapped the order.", "the scores above are in (the) reverse order"
    r"|\b(?:swapped|reversed|switched|flipped|inverted)\s++the\s++order\b|\bin\s++(?:the\s++)?+reversed?+\s++order\b"
    # version 78 (adversarial pass 70 H6): "The scores above are for Assistant 2 and Assistant 1 respectively." (above);
    # ranks, not scores: "(ranks: 1 = best)", "Assistant 1 is ranked first", "These are ranks, not scores"
    r"|\branks?\s*+[:=(]|\b(?:these|they|the\s++numbers?)\s++are\s++(?:the\s++)?+ranks?\b|\branked\s++(?:first|second"
    r"|1st|2nd|#?\d)\b|\b1\s*+=\s*+best\b"
    # version 78 (adversarial pass 71 F3): lower is better, a place in a ranking ("(lower is better)", "Lower numbers
    # mean better answers.", "Assistant 2 takes first place.", "Assistant 2 is #1.", "places first", "finishes first")
    r"|\blower\s++(?:is|=|means)\s++better\b|\blower\s++(?:numbers?|scores?|values?)\s++(?:mean|means|are|is)\s++better"
    r"|\b(?:takes|took|places|placed|finishes|finished)\s++(?:the\s++)?+first\b|\bfirst\s++place\b|\bis\s++#\s*+1\b"
    # version 79 (adversarial pass 72 H5): "Places: Assistant 1 came first.", "Distance from the reference (0 =
    # identical)", error counts, penalties
    r"|\bplaces?\s*+:|\bcame\s++first\b(?!\s++in\b)"
    # version 87 (adversarial pass 95 family 5): "Sorry, I swapped them.", "I mixed up Assistant 1 and Assistant 2
    # above." (the judge's own slip: "the assistant confused the numbers" is a fault), "I listed them backwards", "the
    # order of the two scores is reversed", "The first number is for the second assistant.", "(Assistant 2's score is
    # listed first.)"
    r"|\b(?:i|we)(?:['\u2019]ve)?+\s++(?:\w++\s++){0,2}?(?:swapped|switched|flipped|reversed|mixed\s++up|transposed"
    r"|confused)\s++(?:them|these|those|the\s++(?:two\s++)?+(?:scores|numbers|ratings|assistants|sides)|"
    + f"{_SIDE1}\\s++(?:and|with)\\s++{_SIDE2}|{_SIDE2}\\s++(?:and|with)\\s++{_SIDE1}"
    + r")|\b(?:listed|written|given|put|entered|typed)\s++(?:them\s++"
    r"|the\s++(?:scores|numbers)\s++)?+(?:backwards|in\s++reverse)\b|\border\s++of\s++the\s++(?:two\s++)?+(?:scores|numbers|ratings)\s++"
    r"(?:is|was)\s++(?:reversed|swapped|flipped|switched|backwards|inverted)\b|\b(?:first|1st|left)\s++(?:number|score"
    r"|rating|value)\s++(?:is\s++)?+(?:for|belongs\s++to|refers\s++to|goes\s++to)\s++the\s++second\s++(?:assistant|answer"
    r"|response)|\b(?:second|2nd|right)\s++(?:number|score|rating|value)\s++(?:is\s++)?+(?:for|belongs\s++to|refers\s++to"
    r"|goes\s++to)\s++the\s++first\s++(?:assistant|answer|response)|\b" + _SIDE2 + r"['\u2019]s\s++(?:score|rating"
    r"|number)\s++is\s++(?:listed|given|written|put)\s++first\b",
    _I,
)
# a fault's label heading prose with no number on its line ("Errors: Assistant 1 gives the wrong date."; stop 53, a
# random model's "error()" on the CI machine): the explanation's heading, not the scores called error counts
_HEADING = re.compile(
    r"[\s*_#>-]*+(?:\w++[\s-]++)?(?:errors?|mistakes?|issues?|problems?|flaws?)[\s*_]*+:(?P<rest>[^\n]*+)", _I
)
_SIDE_NUMBER = re.compile(r"\b(?:assistant|response|answer|output|model)\s*+[12ab]\b", _I)


def _heading_end(text: str) -> int:
    """Where the prose a fault's label heads starts (:data:`_HEADING`: words after it, no number but a side's), else 0:
    the text from there is still read for the scores called counts ("Errors: ... These are error counts.")."""
    m = _HEADING.match(text)
    if m is None:
        return 0
    rest = _SIDE_NUMBER.sub(" ", m.group("rest"))
    return m.start("rest") if re.search(r"[a-z]{3}", rest, _I) and not re.search(r"\d", rest) else 0


# a score given to one side in the explanation (parser version 76, adversarial pass 66 H2): "Assistant 1 gets a 3",
# "Assistant 1 earns a 3:", "Assistant 1 provided an incorrect date, so it scores 3", "Assistant 1 receives the lower
# score of 2", "The 2 goes to Assistant 1"; the text between the side and its score names no other side
_NAMED_SIDE = r"(?:assistant|response|answer|model)\s*+(?P<{g}>[12ab])\b"
_GIVEN = re.compile(
    r"\b" + _NAMED_SIDE.format(g="s") + r"(?:(?!\b(?:assistant|response|answer|model)\s*+[12ab]\b)[^.!?\n]){0,120}?"
    r"\b(?:gets|got|receives|received|earns|earned|deserves|scores|scored|(?:is|was)\s++(?:given|rated|scored))\s++"
    r"(?:(?:an?|the)\s++)?+(?:(?:lower|higher|low|high|top|bottom)\s++)?+(?:(?:score|rating|mark)\s++of\s++)?+"
    r"(?P<n>\d++(?:\.\d++)?+)\b(?!\.\d)"
    r"|\bthe\s++(?P<n2>\d++(?:\.\d++)?+)\s++(?:goes|went|belongs|is)\s++(?:to|for)\s++(?:the\s++)?+"
    + _NAMED_SIDE.format(g="s2")
    # version 81 (adversarial pass 78): "(6 for Assistant 1, 8 for Assistant 2)", "6 for the first assistant and 8 for
    # the second", "Assistant 1's 6 reflects its factual error"
    + r"|(?<![\d.])(?P<n3>\d++(?:\.\d++)?+)\s++(?:points?\s++)?+(?:for|to)\s++(?:the\s++)?+(?:"
    + _NAMED_SIDE.format(g="s3")
    + r"|(?P<o3>first|second)\b)|\b"
    + _NAMED_SIDE.format(g="s4")
    + r"['\u2019]s\s++(?P<n4>\d++(?:\.\d++)?+)\b(?![.%/]\d|\s*+/)",
    _I,
)
_SLOT = {"1": 0, "a": 0, "2": 1, "b": 1, "first": 0, "second": 1}


def _given_other(text: str, scores: tuple[float, float] | None) -> bool:
    """Whether the explanation gives a side the other side's score from the first line (:data:`_GIVEN`; the two
    scores differ): ``8 3\nAssistant 1 gets a 3: its date is wrong.`` reads the scores in the other order."""
    if scores is None or scores[0] == scores[1]:
        return False
    for m in _GIVEN.finditer(text[:_GIVEN_CHARS]):
        slot = _SLOT[next(m.group(g) for g in ("s", "s2", "s3", "o3", "s4") if m.group(g)).lower()]
        if float(next(m.group(g) for g in ("n", "n2", "n3", "n4") if m.group(g))) == scores[1 - slot]:
            return True
    return False


_GIVEN_CHARS = 2000  # the explanation's start read for per-side scores (:func:`_given_other`): linear, bounded
# no explanation written ("8.5 6\n...", "7 3\nN/A"): the scores stand without one (adversarial pass 49's realistic set)
_NO_EXPLANATION = re.compile(r"[\W_]*+(?:null|none|nan|n/?a|\.{2,}+|\u2026)?+[\W_]*+", _I)
# the shortest echo of the template's text read as quoting it back (an instruction, not a header such as "[System]")
_ECHO_CHARS = 24
# the explanation only restating the scale ("The scale is from 1 to 10.")
_SCALE_ONLY = re.compile(
    r"\W*+(?:(?:the\s++)?+(?:scale|scores?|ratings?)\s++(?:is|are|goes|go|runs?|range)\s++(?:from\s++)?+\d++\s*+(?:to|-)"
    r"\s*+\d++(?:\s*+,\s*+where\s++[^\n.]{1,200}+)?+|(?:that\s++is\s++)?+the\s++(?:range\s++of\s++the\s++)?+scale"
    r"|(?:the\s++)?+minimum\s++and\s++maximum(?:\s++possible)?+\s++scores?)[\s.!)]*+",
    _I,
)


# the scores given on another scale than the template's ("The scores are out of 100."; version 70, full60 H1)
_OUT_OF = re.compile(
    r"\b" + _NUMBERS + r"\s++(?:are\s++|were\s++)?+(?:out\s++of|on\s++a\s++scale\s++of)\s++(?P<n>\d++)\b", _I
)


# another line of two scores in the explanation, alone or after a one-word label ("6 8", "(reversed: 6 8)"; version 82,
# adversarial pass 80 N5): a second score line, so the first is not the judge's one pair
_RIVAL = re.compile(
    r"^[\W_]*+(?:[^\W\d_]++\s*+:\s*+)?+(?P<a>\d++(?:\.\d++)?+)(?:\s*+[,/;]\s*+|\s++)(?P<b>\d++(?:\.\d++)?+)[\W_]*+$",
    re.M,
)


def _side(pair: tuple[float, float]) -> int:
    return (pair[0] > pair[1]) - (pair[0] < pair[1])


def _rival_line(text: str, template: Template, scores: tuple[float, float] | None) -> bool:
    """Whether a line of ``text`` (the first 2,000 characters) is another pair of scores (:data:`_RIVAL`) inside the
    template's range that points to another side than ``scores`` (the first line's): ``8 6\n6 8``, ``2 2\n3 2``. A
    small model repeating its line, or writing another pair for the same side (``10 2\n10 2``, ``1 3\n2 4``), gives
    no other verdict."""
    lo, hi = template.score_min, template.score_max
    if lo is None or hi is None:
        return False
    for m in _RIVAL.finditer(text[:_GIVEN_CHARS]):
        pair = (float(m.group("a")), float(m.group("b")))
        if all(lo <= x <= hi for x in pair) and (scores is None or _side(pair) != _side(scores)):
            return True
    return False


_SCORES_WORD = re.compile(r"\b(?:scores?|ratings?|numbers?)\b", re.IGNORECASE)


def _conditioned(first: str) -> bool:
    """Whether the explanation's first sentence opens with a condition
    (:data:`~judge_engine.pipeline.parsing.label_faults.SUPPOSED_STRONG` in its first two words, closed by a comma)
    that the rest of the sentence holds under: ``With a lenient grader, these would be the scores.``, ``In the scenario
    where the user only wants brevity, Assistant 1 is better.`` (version 83); a condition describing the question
    (``... answers to this hypothetical question.``, ``... pretending to understand a topic``, ``..., even if the prices
    are higher.``) is none (version 84, false-failure pass 87f G1: 472 of 9,196 recorded FairEval reviews recast)."""
    head, comma, _ = first.partition(",")
    found = SUPPOSED_STRONG.search(head) if comma else None
    return found is not None and len(re.findall(r"\w++", head[: found.start()])) <= 2


_NUMBERS_WORD = re.compile(
    r"\b(?:scores?|ratings?|points|(?:the|these|both|my)\s++numbers|(?:these|those|they)\s++(?:are|were|show|give|count"
    r"|measure))\b",
    re.IGNORECASE,
)


def _quantity_named(text: str) -> bool:
    """Whether the explanation names a quantity other than quality
    (:data:`~judge_engine.pipeline.parsing.quantities.OTHER_QUANTITY`) in a first sentence that is a label (at most 5
    words, or the quantity first) or in a sentence about the numbers (:data:`_NUMBERS_WORD`): ``Error counts.``,
    ``These are the error counts of Assistant 1 and Assistant 2.``; the subject matter in prose is not (``... the
    estimated distance from the Sun``, ``daily word counts``; version 84, false-failure pass 87f G2)."""
    start = _heading_end(text)  # "Error: Assistant 1 gives the wrong date.": a fault's label heading the prose
    for k, sentence in enumerate(re.split(r"(?<=[.!?;])\s|\n", text[start:_GIVEN_CHARS])):
        found = OTHER_QUANTITY.search(sentence)
        if found is None:
            continue
        label = len(re.findall(r"\w++", sentence)) <= 5 or len(re.findall(r"\w++", sentence[: found.start()])) <= 1
        if (k == 0 and label) or _NUMBERS_WORD.search(sentence):
            return True
    return False


def disowns_scores(explanation: str, template: Template, scores: tuple[float, float] | None = None) -> bool:
    """Whether ``explanation`` (the text after a ``scores_first`` completion's first line) disowns the two scores:
    a sentence saying they are not the judge's (:data:`_DISOWNS`), or putting them in the other order
    (:data:`_SWAPPED`: ``Note: the first number is for Assistant 2.``; ``Assistant 2 gets the 9`` when ``scores``, the
    line's (first, second), are 9 and another number; :func:`_given_other`: a side given the other's score), giving
    them on another scale (``The scores are out of 100.``),
    or only the scale or the template's own prompt lines or sentences quoted back; since version 83 also a first
    sentence that gives them under a condition or as someone else's (:func:`~judge_engine.pipeline.parsing.label_words.
    refuses`: ``Given a different question, these are the scores I would give.``, ``These are the scores the user
    gave``) or says a higher score is worse (:data:`~judge_engine.pipeline.parsing.quantities.HIGHER_WORSE`)."""
    text = explanation.strip()
    if _NO_EXPLANATION.fullmatch(text):  # also the empty text
        return False
    if _rival_line(text, template, scores):
        return True  # "8 6\n6 8", "8 6\n(reversed: 6 8)" (version 82)
    first = re.split(r"(?<=[.!?;])\s|\n", text, maxsplit=1)[0]
    if (
        (_SCORES_WORD.search(first) and refuses(first))
        or _conditioned(first)
        or OTHER_AGENT.search(first)
        or HIGHER_WORSE.search(text)
        or SETS_ASIDE.match(first)
    ):
        return True  # "Given a different question, these are the scores", "the higher score marks the worse one" (v83)
    if (out_of := _OUT_OF.search(text)) is not None and float(out_of.group("n")) != template.score_max:
        return True
    if _DISOWNS.search(text) or OTHERS_SCORES.search(text) or _SCALE_ONLY.fullmatch(text) or LIMITED.fullmatch(text):
        return True  # LIMITED: "8 3\nBased solely on length." (version 64, fresh pass full57 H5)
    if _quantity_named(text):
        return True  # "8 3\nError counts." (version 79); not "the distance from the Sun" in prose (pass 87f G2)
    if (swapped := _SWAPPED.search(text)) is not None and swapped.start() == 0 and (end := _heading_end(text)):
        swapped = _SWAPPED.search(text, end)
    if swapped is not None and (
        swapped.group("n") is None
        or (scores is not None and scores[0] != scores[1] and scores[0] == float(swapped.group("n")))
    ):
        return True  # "9 3\nAssistant 2 gets the 9; Assistant 1 gets the 3." (version 64)
    if _given_other(text, scores):
        return True  # "8 3\nAssistant 1 gets a 3: its date is wrong." (version 76)
    said = norm(" ".join(text.split()))
    if len(said) < _ECHO_CHARS:
        return False  # "10 2\n[System]": the default judge at 8 tokens echoes a header; no instruction quoted back
    lines = [n for line in text.split("\n") if (n := norm(line))]
    if set(lines) <= prompt_lines(template.system, template.user):
        return True
    return said[-1] in ".!?" and said in _prompt_text(template.system, template.user)  # a whole sentence of it


@functools.lru_cache(maxsize=64)
def _prompt_text(system: str, user: str) -> str:
    """A template's system and user text, normalised (:func:`~judge_engine.pipeline.parsing.quoting.norm`) with its
    whitespace runs as single spaces: what an explanation quoting the prompt is compared with (once per template)."""
    return norm(" ".join(f"{system} {user}".split()))
