"""What a label or a sentence before the verdict says that makes the token no verdict of the judge's (parser version
83; issue 13, adversarial passes 82-85): the words of a loser or a fault (:func:`loser_said`, :data:`FAULT`,
:func:`faulted`), a refusal, a condition, someone else's pick, a rating of the reference, a verdict given before
(:func:`refuses`), and a JSON verdict's text fields read the same way (:func:`not_own`,
:func:`unknown_explanation`). Used by :mod:`~judge_engine.pipeline.parsing.label_words` and the other rules."""

from __future__ import annotations

import re

from judge_engine.pipeline.parsing.label_vocabulary import (
    _ABOVE_WORDS,
    _BARE_LABEL,
    _NAMED_SIDE,
    _PAIRWISE,
    _SENTENCE,
    _SENTENCE_WORDS,
    _SUFFIX,
    _WORD,
    _known,
    _short,
)
from judge_engine.pipeline.parsing.limited import IGNORABLE
from judge_engine.pipeline.parsing.quantities import HIGHER_WORSE

# what the loser is called in comparison words (a reason or concession clause before the label)
_LOSER = (
    r"worse|worst|weaker|weakest|less|least|loser|los(?:e|es|ing|t)|reject\w*+|inferior|discard\w*+|behind|bottom"
    r"|lower|lowest|fewer|fewest|poorer|poorest|falls?\s++short|fell\s++short|trail\w*+|outperformed|beaten|defeated"
    r"|second[\s-]++best|runner[\s-]++up|(?:for|needs?|deserves?|requires?)\s++(?:a\s++)?+(?:rewrite|redo)|be\s++rewritten"
    r"|revision|revise|send\s++back|sent\s++back|in\s++need\s++of"
    r"|how\s++(?:bad|badly|poor|poorly|wrong|far|much\s++is\s++wrong)|risk\w*+|mislead\w*+|untrustworthy|unreliable"
    # version 85 (adversarial pass 89 BP): a low place in other words ("came in second", "ranks below the other", "was
    # edged out", "got outplayed", "did not make the cut", "eclipsed by the other", "no good")
    r"|came\s++(?:in\s++)?+(?:second|last)|finished\s++(?:second|last)|second\s++place|ranks?\s++(?:below|beneath|behind"
    r"|under)|edged\s++out|out(?:played|classed|done|shone|matched|paced|gunned|performed)|eclipsed|overshadowed"
    r"|make\s++the\s++cut|no\s++good|lesser|gives?\s++way\s++to|half\s++of\s++what"
    r"|(?:handles|covers|addresses|answers|follows|meets|satisfies|gets)\s++none\s++of"
    # version 86 (adversarial pass 91 BL): "pales in comparison", "no match for", "a distant second", "plays second
    # fiddle", "is bested by", "comes up short", "cannot hold a candle to", "places below"
    r"|pal(?:e|es|ed|ing)\s++(?:in\s++comparison|next\s++to|beside|against)|no\s++match\s++for|distant\s++(?:second|third)"
    r"|second\s++fiddle|(?:is|was|are|were|gets?|got|been|being)\s++(?:\w++\s++)?(?:bested|surpassed|upstaged|outdone"
    r"|beaten|trumped|topped|overtaken)|(?:comes?|came|coming)\s++up\s++short|hold\s++a\s++candle|places?\s++(?:below"
    r"|behind|beneath|under|second|last)"
)


_LOSER_ANY = re.compile(r"\b(?:" + _LOSER + r")\b", re.IGNORECASE)
_FEWER_FAULTS = re.compile(
    r"\b(?:fewer|less|lower|fewest|least|lowest)\s++(?:\w++\s++)?(?:errors?|mistakes?|bugs?|issues?|problems?|flaws?|risk)\b",
    re.IGNORECASE,
)


def loser_said(text: str) -> bool:
    """Whether ``text`` holds a loser's words (:data:`_LOSER`: ``worse``, ``less``, ``falls short``, ``rewrite``), where
    ``fewer errors`` and the like are the winner's (adversarial passes 84 B1 and 86), and so is what a side acts on
    (:data:`ACTS_ON_FAULT`: ``warns the user about the risks``; version 85) and a fault or cost stated as absent or
    smaller (:data:`_NO_FAULT`: ``no less accurate``, ``less verbose``; version 86)."""
    return _LOSER_ANY.search(_NO_FAULT.sub(" ", _FEWER_FAULTS.sub(" ", ACTS_ON_FAULT.sub(" ", text)))) is not None


FAULT = re.compile(
    r"\b(?:"
    + _LOSER
    + r"|wrong\w*+|errors?|erroneous|mistakes?|mistaken|crash\w*+|misread\w*+|misunderst\w*+|ignor\w*+|fails?|failed"
    r"|failing|failure|incorrect\w*+|inaccura\w*+|bugs?|buggy|flaw\w*+|miss(?:es|ed|ing)|omit\w*+|omission|hallucinat\w*+"
    r"|harder|confus\w*+|mislead\w*+|invalid|broken|unsafe|harmful|irrelevant|off[\s-]++topic|incomplete"
    # version 83 (adversarial pass 85 B1, B2): what is wrong in other words
    r"|invent\w*+|fabricat\w*+|botch\w*+|flub\w*+|garbl\w*+|shak(?:y|ier|iest)|slopp(?:y|ier|iest)|outclass\w*+|trounc\w*+"
    r"|blunder\w*+|makes?\s++up|made[\s-]++up|mangl\w*+|butcher\w*+|muddl\w*+|mess(?:es|ed)?+\s++up|screw\w*+\s++up"
    r"|goof\w*+|bungl\w*+|fumbl\w*+|derail\w*+|falls?\s++apart|nonsens\w*+|gibberish|contradict\w*+|inconsistent"
    r"|careless\w*+|poor\w*+|bad|badly|flimsy|dubious|bogus|fake|false(?:ly|hood)?+|untrue|misstat\w*+|misquot\w*+"
    r"|miscalculat\w*+|miscount\w*+|misinterpret\w*+|misrepresent\w*+|overlook\w*+|neglect\w*+|skip\w*+|drops?|dropped"
    r"|lacks?|lacking|deficient|insufficient|inadequate|subpar|sub-par|mediocre|weak|flawed|glitch\w*+|typos?"
    # adversarial pass 86 B2, B3
    r"|leaves?\s++out|left\s++out|mix(?:es|ed)?+\s++up|stumbl\w*+|off\s++by|useless|faulty|outdated|biased|exceptions?"
    r"|off-by-one|infinite\s++loop|wide\s++of\s++the\s++mark|leaks?|leaking|unsound|wrongly|erroneously|unusable"
    r"|unhelpful|unreadable|mark(?:ed)?+\s++down|not\s++(?:be\s++)?+shipped"
    # version 84
    r"|defect\w*+|faults?|faulted|shortcomings?|drawbacks?|weakness\w*+"
    # adversarial pass 87 BS, BW, BG: the answer to avoid, and what is wrong, in other words
    r"|(?:to|should|must|would|best|please)\s++avoid|avoid\s++(?:this|that|it|using|following)|warn\w*+\s++(?:\w++\s++){0,3}?off"
    r"|steer\w*+\s++clear|stay\w*+\s++away|in\s++the\s++bin|binned|trash\w*+|retract\w*+|drawing\s++board|dangerous\w*+"
    r"|insecure|deprecated|plagiar\w*+|racist|sexist|offensive|toxic|talks?\s++down|talking\s++down|condescend\w*+"
    r"|patroni[sz]\w*+|rambl\w*+|dodg\w*+|evasive|evad(?:e|es|ed|ing)|nobody\s++should|no\s++one\s++should"
    r"|(?:not|never|n['\u2019]t)\s++(?:\w++\s++)?(?:trust|follow|rely\s++on)|unsafe|hazardous|risky"
    # adversarial pass 88 BF, BW, BG, BX
    r"|terrible|awful|horrible|dreadful|abysmal|atrocious|appalling|lousy|rubbish|garbage|junk|dishonest\w*+|lies|lying"
    r"|liar|rude\w*+|unethical|illegal|lazy|lazier|laziest|vague|shallow|superficial|mess|messy|disaster\w*+"
    r"|embarrass\w*+|cringe\w*+|misspell\w*+|dismissive|off-base|raw\s++chicken|disagrees?\s++with\s++the\s++reference"
    # adversarial pass 89 BF, BJ, CO
    r"|lacklust(?:er|re)|underwhelm\w*+|letdown|let\s++down|clunk\w*+|seg\s*+faults?|segfault\w*+|conflat\w*+|amateur\w*+"
    r"|unconvincing|backwards|problematic|half[\s-]++baked|stranded|dud|second[\s-]++rate|(?:not\s++up\s++to|below)\s++par"
    r"|thumbs?[\s-]++down|(?:doesn['\u2019]t|does\s++not|didn['\u2019]t|did\s++not)\s++cut\s++it|pull\w*+\s++(?:\w++\s++)?from"
    r"\s++production|hangs?\s++(?:forever|on|indefinitely)|hanging|gaps?\s++in|(?:not|never|n['\u2019]t)\s++act\s++on"
    # version 86 (adversarial pass 90 CD04): "cites a paper that does not exist"
    r"|(?:does|do|did)\s++not\s++exist|(?:doesn|don|didn)['\u2019]t\s++exist|non-?existent"
    # adversarial pass 91 CF: "incoherent", "imprecise", "unpolished", "convoluted", "unclear", "flunks", "does not
    # compile", "won't run"
    r"|incoherent|imprecise|unpolished|convoluted|unclear|flunk\w*+|(?:(?:does|do|did|will|would|can)\s*+n(?:o|['\u2019])t"
    r"|won['\u2019]t|cannot)\s++(?:even\s++)?+(?:compile|run|build|execute|load|parse|work))\b",
    re.IGNORECASE,
)
"""The words of a loser or of what is wrong with an answer, for the statements and long subjects before a pairwise
token (:mod:`~judge_engine.pipeline.parsing.label_clauses`; version 83, false-failure pass 84f)."""


# a fault stated as absent ("no errors", "without bugs", "error-free", "fixes the bug"); since version 86 any fault word
# right after a negation ("does not hallucinate", "is not vague", "has no typos"; false-failure pass 90f G2), with only
# adjectives between ("no major errors"; "does not catch the bug" is a fault: adversarial pass 91), and a cost said to
# be smaller ("less verbose", "fewer steps", "needs less code"; false-failure pass 90f G1)
_FILLER = (
    r"(?:(?:any|a|an|the|single|major|serious|obvious|real|significant|factual|logical|noticeable|big|glaring|notable"
    r"|other|more|further|such|apparent|critical|syntax|spelling|grammar|grammatical|arithmetic|math|calculation|runtime"
    r"|off-by-one|formatting|security|unnecessary|new|hidden|subtle|visible|known|outright|outstanding|that|this"
    r"|those|these|its|their|same|sign|unit|rounding|type|logic|bad)\s++){0,3}?"
)
_COST = (
    r"(?:verbose|verbosity|wordy|wordiness|repetitive|repetition|redundant|redundancy|cluttered|clutter|convoluted"
    r"|complex|complicated|confusing|error-prone|predictable|boilerplate|jargon\w*+|code|steps?|lines?|words|tokens"
    r"|filler|fluff|padding|hedg\w*+|noise|overhead|dense|preachy|robotic|generic|formulaic|clich\w*+|bloat\w*+|rambl\w*+"
    r"|intimidating|technical|dry|stiff|awkward|ambiguous|ambiguity|vague|risky|dangerous|biased|expensive|memory|time"
    r"|latency|effort|friction|assumptions?|caveats?|dependenc(?:y|ies)|fuss|overwhelming|long|lengthy|cumbersome"
    r"|tedious|clunky|heavy|brittle|fragile|prone|likely\s++to\s++(?:confuse|mislead|fail|break|crash)|formal|padded"
    r"|scattered|destructive|side[\s-]++effects?|(?:api\s++)?+calls|requests|queries|round[\s-]++trips|allocations"
    r"|imports|moving\s++parts|forgetful|invasive|intrusive|aggressive|harsh|pushy|salesy|fluffy|flowery|dated|stilted"
    r"|cryptic|opaque|abstract|academic|chatty|casual|informal|hedged|speculative|assumptive|restrictive|strict"
    r"|expensive|costly|slow|fiddly|manual|error[\s-]++prone|distracting|tangential|off[\s-]++track)"
)
_NO_FAULT = re.compile(
    r"\b(?:no|without|zero|neither|free\s++(?:of|from)|(?:does|did|do|is|are|was|were|has|have|had)\s*+n(?:o|['\u2019])t|never"
    r"|nothing\s++is|nothing|isn['\u2019]t|aren['\u2019]t|wasn['\u2019]t|hasn['\u2019]t|haven['\u2019]t|doesn['\u2019]t"
    r"|didn['\u2019]t)\s++(?:(?:at\s++all|ever|overly|too|remotely|particularly|in\s++any\s++way|once|even|contains?"
    r"|have|has|make|makes|made|includes?|shows?|introduces?)\s++)?" + _FILLER + r"(?!(?:make|made|makes)\s++the\s++cut"
    r"|cut\s++it|up\s++to\s++par|be\s++shipped|shipped)(?:" + FAULT.pattern + r")(?:[\s-]++(?:errors?|bugs?|mistakes?"
    r"|issues?|problems?|flaws?)\b)?+(?:(?:\s*+,\s*+|\s++)(?:or|nor)\s++(?:" + FAULT.pattern + r"))*+"
    # a fault's noun after a fix, an avoidance or a determiner of none, with any three words between ("no sign error in
    # the second step", "fixes the off-by-one bug"); not after a negation ("does not fix the bug": a fault)
    r"|(?<!\bnot\s)(?<!n['\u2019]t\s)(?<!\bnever\s)\b(?:fix(?:es|ed)?+|avoids?|corrects?|lower|fewer|less|smaller"
    r"|minimal|no|without|zero|free\s++(?:of|from)|nothing)\s++"
    r"(?:[\w-]++\s++){0,3}?(?:errors?|mistakes?|bugs?|flaws?|problems?|issues?|faults?|defects?|shortcomings?|drawbacks?"
    r"|weakness\w*+|drop\w*+|crash\w*+|miss\w*+|fail\w*+|ignor\w*+"
    r"|omit\w*+|skip\w*+|wrong|incorrect|lack\w*+|los(?:e|es|ing|t))\b|\b(?:error|bug|mistake)[\s-]++free\b"
    r"|\b(?:omits?|misses|lacks|drops|skips|gets\s++wrong|leaves?)\s++nothing(?:\s++out)?+\b"
    r"|\b(?:less|fewer|lower|smaller|reduced|minimal)\s++(?:(?:much|far|a\s++bit|slightly)\s++)?+(?:"
    + _COST
    + r"\b|"
    + FAULT.pattern
    + r")",
    re.IGNORECASE,
)


# a side acting on a fault, not having it (version 85, false-failure pass 88f G1-G5): "finds the bug", "identifies the
# flaw", "explains why the proof fails", "warns about the risks", "covers error handling"; the verb and what follows it
# in its clause are not read for faults (not "found", "avoid" alone, "warn off": "the one I found less useful", "the one
# to avoid"). A negated verb ("does not catch the bug") is no act on the fault.
# the nouns of a fault a side may act on ("the bug", "the risks", "memory leaks", "the false premise")
_FAULT_NOUN = (
    r"(?:bugs?|errors?|mistakes?|flaws?|faults?|risks?|leaks?|exceptions?|failures?|fallac(?:y|ies)|typos?|problems?"
    r"|issues?|premises?|assumptions?|crash(?:es)?+|overflows?|vulnerabilit(?:y|ies)|pitfalls?|misconceptions?|hazards?"
    r"|dangers?|(?:missing|invalid|empty|failing|null|bad|malformed|corrupt\w*+|wrong)\s++(?:values?|inputs?|data|cases?"
    r"|fields?|keys?|files?|tests?|lists?|strings?|requests?|migrations?|packages?|emails?|addresses?|passwords?))"
)
ACTS_ON_FAULT = re.compile(
    r"(?<!\bnot\s)(?<!n't\s)(?<!never\s)\b(?:identif(?:y|ies|ied|ying)|points?\s++out|pointed\s++out|pointing\s++out|spots?"
    r"|spotted|spotting|catch(?:es|ing)?+|caught|notices?|noticed|noticing|explain(?:s|ed|ing)?+"
    r"|address(?:es|ed|ing)?+|handl(?:e|es|ed|ing)|avoid(?:s|ed|ing)|how\s++to\s++avoid|warn(?:s|ed|ing)?+\s++(?:\w++\s++){0,3}?"
    r"(?:about|of|against|that|if|when|whenever)|detect(?:s|ed|ing)?+|finds|recogni[sz](?:e|es|ed|ing)|highlight(?:s|ed|ing)?+|fix(?:es|ed"
    r"|ing)?+|resolv(?:e|es|ed|ing)|diagnos(?:e|es|ed|ing)|debug(?:s|ged|ging)?+|correct(?:s|ed|ing)|debunk(?:s|ed|ing)?+"
    r"|refut(?:e|es|ed|ing)|prevent(?:s|ed|ing)?+|guard(?:s|ed|ing)?+\s++against|covers?|covered|covering"
    r"|troubleshoot(?:s|ed|ing)?+|recover(?:s|ed|ing)?+\s++from|deal(?:s|t|ing)?+\s++with|cop(?:e|es|ed|ing)\s++with"
    r"|teach(?:es|ing)?+|taught|shows?|describ(?:e|es|ed|ing)|lower(?:s|ed|ing)?+|reduc(?:e|es|ed|ing)|mitigat(?:e|es|ed|ing)"
    r"|rejects?|acknowledg(?:e|es|ed|ing)|apologi[sz](?:e|es|ed|ing)\s++for)\b"
    # its object: up to four words and a fault's noun ("finds the bug", "warns the user about the risks"), or a clause
    # of how or why ("explains why the common approach fails"); not "explains the wrong algorithm" (adversarial pass 90)
    r"(?:(?:\s++(?!(?:but|and|yet|while|although|though)\b)[\w'\u2019-]++){0,4}\s++"
    + _FAULT_NOUN
    + r"\b|(?:\s++[a-z]+ly\b)?\s++(?:why|how|where|when)\b[^,;.!?\n]*+)"
    r"|\binstead\s++of\s++(?:crash\w*+|fail\w*+|throw\w*+|hang\w*+|erroring)\b"
    # a deed of explaining or handling whose object says nothing bad of the deed: the rest of its clause ("explains the
    # reasoning behind the formula", "handles the user's follow-up about the error"; not "explains the wrong algorithm",
    # "handles none of the edge cases": adversarial pass 90)
    r"|(?<!\bnot\s)(?<!n't\s)\b(?:explain|describ|show|teach|cover|discuss|handl|address|walk)\w*+\b(?![^,;.!?\n]*?\b"
    r"(?:wrong\w*+|incorrect\w*+|bad\w*+|poor\w*+|none|nothing|less|fewer|worse|worst|weaker|inferior|lesser|half|never"
    r"|not|no|without|mistaken\w*+|false\w*+|fabricat\w*+|invent\w*+|nonexist\w*+)\b)[^,;.!?\n]*+"
    r"|\b(?:error|exception|failure|fault|edge[\s-]++case)\s++(?:handling|checking|recovery|tolerance|messages?|codes?)\b"
    # version 86 (false-failure pass 90f G4): an error the answer raises on purpose ("raises a clear error if the input
    # is invalid", "returns an error message for invalid input", "even if an exception is raised")
    r"|\b(?:raise[sd]?+|rais\w*+|throw\w*+|return\w*+|report\w*+|emit\w*+|log\w*+|show\w*+|display\w*+|print\w*+"
    r"|surfac\w*+|signal\w*+)\s++(?:(?:an?|the|its|their)\s++)?+(?:(?:clear|helpful|descriptive|informative|proper"
    r"|meaningful|specific|appropriate|friendly|useful|explicit|custom|sensible)\s++(?:error|exception)s?+(?:\s++messages?)?+"
    r"|(?:error|exception)s?+(?:\s++messages?)?+(?=\s++(?:for|if|when|whenever|instead|rather)\b))"
    r"|\b(?:even\s++)?+(?:if|when|whenever)\s++an?\s++(?:error|exception)\s++(?:is|was|gets)\s++(?:raised|thrown|hit)\b"
    r"|\bfor\s++(?:invalid|bad|malformed|empty|missing|wrong)\s++(?:input|data|values?|arguments?|requests?)\b"
    r"|\b(?:the\s++)?+bottom\s++line\b|\bless\s++is\s++more\b|\blos(?:e|es|ing)\s++weight\b|\bat\s++the\s++(?:bottom|top)\s++of\b",
    re.IGNORECASE,
)


def faulted(text: str) -> bool:
    """Whether ``text`` holds the words of a fault or a loser (:data:`FAULT`) that it does not state as absent
    (:data:`_NO_FAULT`: ``without bugs``, ``no errors``) nor as what a side acts on (:data:`ACTS_ON_FAULT`: ``finds the
    bug``, ``covers error handling``; version 85)."""
    return FAULT.search(_NO_FAULT.sub(" ", ACTS_ON_FAULT.sub(" ", text))) is not None


SETS_ASIDE = re.compile(
    r"[\s*_#>]*+(?:ignoring|disregarding|regardless\s++of|irrespective\s++of|setting\s++aside|leaving\s++aside"
    r"|putting\s++aside|overlooking|looking\s++past|discounting|excusing|forgiving|(?:setting|putting|leaving)\s++"
    r"[^,:;.\n]{1,60}?\b(?:aside|to\s++(?:one\s++)?+side)\b)\b(?!\s++" + IGNORABLE + r")"
    # version 84 (adversarial pass 87 NS): an exception that names a fault ("Apart from the factual errors,", "Save for
    # the arithmetic slip,"); "Other than that," and "Apart from the formatting," are not matched
    r"|[\s*_#>]*+(?:apart\s++from|aside\s++from|other\s++than|except(?:\s++for)?+|save\s++for|excepting|barring"
    r"|notwithstanding)\b(?=[^,:;.\n]{0,80}?\b(?:errors?|mistakes?|wrong\w*+|incorrect\w*+|bugs?|buggy|flaws?|flawed"
    r"|slips?|hallucinat\w*+|fabricat\w*+|inaccura\w*+|false\w*+|crash\w*+|omissions?|miscalculat\w*+|factual|problems?"
    r"|issues?|faults?|gaps?)\b)",
    re.IGNORECASE,
)
"""A clause setting something aside that is not what MT-Bench's prompt tells the judge to ignore (``Setting aside the
wrong facts and the formatting,``, ``Looking past the factual errors,``, ``Putting the factual mistakes aside,``;
adversarial passes 84 N2 and 86 N2); ``Ignoring the length of the responses,`` and ``Putting it all together,`` are
not matched."""


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
    r"|as\s++long\s++as\b|even\s++(?:with|if|after|without)\b|unless\b|only\s++if\b|suppos\w*+"
    r"|imagin(?:e|ing)\b|hypothetical\w*+|in\s++case\b|on\s++the\s++(?:assumption|premise|condition)\b|granted\b"
    r"|under\s++the\s++(?:assumption|premise)\b|alternate\s++(?:universe|world|reality)\b|for\s++the\s++sake\s++of\b"
    r"|let['\u2019]?+s\s++(?:say|assume|suppose)\b|pretend\w*+|in\s++the\s++(?:scenario|case|event)\s++(?:where|that)\b"
    r"|conditional\s++(?:on|upon)\b|subject\s++to\b|pending\b|with\s++a\s++(?:more\s++)?+(?:lenient|generous|strict|harsh"
    r"|forgiving)\s++(?:grader|judge|reader|rubric)\b|(?:^|,\s*+)were\s++[^.;]{1,80}?\b(?:i|we)\s++would\b"
    r"|with\s++an?\s++(?:\w++\s++){0,2}?(?:grader|judge|reader|user)\s++who\b|in\s++which\s++the\s++user\s++only\b"
    # version 84 (adversarial pass 87 NC): "So long as brevity is all that counts,", "For a reader who only skims,"
    r"|so\s++long\s++as\b|^[\s*_#>]*+(?:for|to)\s++(?:a|an|any)\s++(?:\w++\s++){0,2}?(?:reader|user|grader|judge|audience"
    r"|person|customer|student|beginner|expert)\s++who\b"
    # adversarial pass 88 NC: "Insofar as", "To the extent that", "Presuming", "Where brevity is all that counts,",
    # "Should brevity be all that matters,"
    r"|insofar\s++as\b|in\s++so\s++far\s++as\b|to\s++the\s++extent\s++that\b|presum(?:e|es|ed|ing)\b"
    r"|^[\s*_#>]*+where\s++(?!(?:i|we)\b)\w|^[\s*_#>]*+should\s++(?!(?:i|we|you)\b)\w"
    # adversarial pass 89 NC: "Assuming the reference is wrong,", "Provided the user only wants", "On the off chance",
    # "Were brevity all that counted,", "Had Assistant B shown its work,"
    r"|^[\s*_#>]*+assum(?:e|es|ed|ing)\s++(?:that\s++)?+(?:the\s++)?+(?:reference|answer|response|code|question|it|they"
    r"|assistant|[ab])\b|^[\s*_#>]*+provid(?:ed|ing)\s++(?:that\s++)?+(?!by\b)\w|on\s++the\s++off\s++chance\b"
    r"|^[\s*_#>]*+(?:were|had)\s++(?!(?:i|we|you|both|the\s++two)\b)\w[^.?!\n]{0,80}?,)"
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


# a verdict given before, or a first impression (adversarial pass 85 N1, N3)
_PAST = re.compile(
    r"\b(?:verdict|choice|pick|rating|score|answer|decision|winner)\s++(?:was|were|had\s++been)\s*+$|\binitial(?:ly)?+\b"
    r"|\bat\s++first\b|\bfirst\s++(?:read|reading|pass|glance|impression|look|draft|attempt|instinct)\b|\bbefore\s++(?:i|we)\b"
    r"|\boriginally\b|\bearlier\b|\bpreviously\b|\bpreliminary\b|\btentative\w*+|\bused\s++to\b|\bprior\s++to\b"
    r"|\bahead\s++of\b|\bbefore\s++(?:checking|verifying|reading|running|testing|looking)\b|\b(?:my\s++)?+gut\b",
    re.IGNORECASE,
)


# what turns a first impression into the final verdict ("..., but after checking, my final verdict:")
_AFTER_TURN = re.compile(r"\b(?:but|however|now|ultimately|finally|yet|though)\b", re.IGNORECASE)


_OWN_SUBJECT = frozenset("i we my our so thus therefore hence overall finally".split())


def refuses(lead: str) -> bool:
    """Whether the last clause of ``lead`` (after ``.``, ``!``, ``?``, ``;``, ``:`` or a line break; at most
    :data:`_SENTENCE_WORDS` words) refuses a pick (:data:`_REFUSING`: a negation or ``a mistake to`` before a verb of
    choosing or rating) or gives another's (``would pick`` after a subject other than the judge's own)."""
    sentence = re.split(r"[.!?:\n\uff1a]", lead)[-1]
    if _PAST.search(_AFTER_TURN.split(sentence)[-1]):
        return True  # "My initial verdict was:", "At first I picked " (adversarial pass 85 N1, N3)
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


_WOULD = re.compile(r"\bwould\b", re.IGNORECASE)


# someone else's or another item's verdict ("according to the reference grader", "in the previous round")
_ACCORDING = re.compile(
    r"\baccording\s++to\b|\b(?:previous|prior|earlier|last|other)\s++(?:round|pair|comparison|question|item|turn|task)\b"
    r"|\b(?:example|sample)\s++(?:in|from)\s++the\s++(?:instructions|prompt)\b|\bby\s++default\b"
    r"|\bcould\s++not\s++(?:load|read|open|see|access)\b",
    re.IGNORECASE,
)


def not_own(text: str) -> bool:
    """Whether a JSON verdict's text field gives the verdict under a condition (:data:`_SUPPOSED`), as someone else's or
    another item's (:data:`OTHER_AGENT`, :data:`_ACCORDING`: ``the one the user picked``, ``the example from the
    instructions``, ``by default``) or on a scale stated the other way round
    (:data:`~judge_engine.pipeline.parsing.quantities.HIGHER_WORSE`; adversarial passes 84 N4 and 85 N4)."""
    return bool(
        _SUPPOSED.search(text) or OTHER_AGENT.search(text) or _ACCORDING.search(text) or HIGHER_WORSE.search(text)
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
    if not_own(text):
        return True  # "Assistant B, if the user only wants speed.", "the one the user picked" (adversarial pass 84 N4)
    if _NAMED_SIDE.search(text) or not _BARE_LABEL.fullmatch(text.rstrip(" .!")):
        return False
    words = _short(text, _ABOVE_WORDS)
    return words is not None and not _known(words, _PAIRWISE | _SENTENCE)
