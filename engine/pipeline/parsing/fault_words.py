"""The words of a loser or of a fault, and what states a fault as absent or as what a side acts on (parser versions
83-86; issue 13): :data:`FAULT`, :func:`faulted`, :func:`loser_said`, :data:`ACTS_ON_FAULT`, :data:`_NO_FAULT`.
Split out of :mod:`~judge_engine.pipeline.parsing.label_faults` in version 86 (no change of behaviour by the move); the
readers of a label's sentence (:mod:`~judge_engine.pipeline.parsing.label_faults`, ``statements``, ``own_fault``,
``label_clauses``, ``label_words``, ``json_winner``) use it."""

from __future__ import annotations

import re

# what the loser is called in comparison words (a reason or concession clause before the label)
_LOSER = (
    r"worse|worst|weaker|weakest|less|least|loser|los(?:e|es|ing|t)|reject\w*+|inferior|discard\w*+|behind|bottom"
    r"|lower|lowest|fewer|fewest|poorer|poorest|falls?\s++short|fell\s++short|trail\w*+|outperformed|beaten|defeated"
    r"|second[\s-]++best|runner[\s-]++up|(?:for|needs?|deserves?|requires?)\s++(?:a\s++)?+(?:rewrite|redo)|be\s++rewritten"
    r"|revision|revise|send\s++back|sent\s++back|in\s++need\s++of"
    r"|how\s++(?:bad|badly|poor|poorly|wrong|far|much\s++is\s++wrong)|risk\w*+|mislead\w*+|untrustworthy|unreliable"
    # version 85 (adversarial pass 89 BP): a low place in other words ("came in second", "ranks below the other", "was
    # edged out", "got outplayed", "did not make the cut", "eclipsed by the other", "no good")
    r"|(?:came|comes?|coming)\s++(?:in\s++)?+(?:second|last)|finished\s++(?:second|last)|second\s++place|ranks?\s++(?:below|beneath|behind"
    r"|under)|edged\s++out|out(?:played|classed|done|shone|matched|paced|gunned|performed)|eclipsed|overshadowed"
    r"|make\s++the\s++cut|no\s++good|lesser|gives?\s++way\s++to|half\s++of\s++what"
    r"|(?:handles|covers|addresses|answers|follows|meets|satisfies|gets)\s++none\s++of"
    # version 86 (adversarial pass 91 BL): "pales in comparison", "no match for", "a distant second", "plays second
    # fiddle", "is bested by", "comes up short", "cannot hold a candle to", "places below"
    r"|pal(?:e|es|ed|ing)\s++(?:in\s++comparison|next\s++to|beside|against)|no\s++match\s++for|distant\s++(?:second|third)"
    r"|second\s++fiddle|(?:is|was|are|were|gets?|got|been|being)\s++(?:\w++\s++)?(?:bested|surpassed|upstaged|outdone"
    r"|beaten|trumped|topped|overtaken)|(?:comes?|came|coming)\s++up\s++short|hold\s++a\s++candle|places?\s++(?:below"
    r"|behind|beneath|under|second|last)"
    # version 86 (adversarial pass 93 BS, CM): podium idioms and a thinner answer ("takes silver", "the also-ran",
    # "pipped at the post", "the consolation prize", "sits below the other", "lighter on facts")
    r"|(?:takes?|took|gets?|got|wins?|won)\s++(?:the\s++)?+(?:silver|bronze)|also-ran|pipped|consolation\s++prize"
    r"|sits?\s++(?:below|behind|beneath|under)|(?:lighter|thinner|light|thin)\s++on|slips?|(?:slightly\s++|a\s++bit\s++)?+off"
    r"\s++on"
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
    r"|failing|failure|incorrect\w*+|inaccura\w*+|bugs?|buggy|flaw(?!less)\w*+|miss(?:es|ed|ing)|omit\w*+|omission|hallucinat\w*+"
    r"|harder|confus\w*+|mislead\w*+|invalid|broken|unsafe|harmful|irrelevant|off[\s-]++topic|incomplete"
    # version 83 (adversarial pass 85 B1, B2): what is wrong in other words
    r"|invent(?!ive)\w*+|fabricat\w*+|botch\w*+|flub\w*+|garbl\w*+|shak(?:y|ier|iest)|slopp(?:y|ier|iest)|outclassed|trounc\w*+"
    r"|blunder\w*+|makes?\s++up|made[\s-]++up|mangl\w*+|butcher\w*+|muddl\w*+|mess(?:es|ed)?+\s++up|screw\w*+\s++up"
    r"|goof\w*+|bungl\w*+|fumbl\w*+|derail\w*+|falls?\s++apart|(?<!no-)nonsens\w*+|gibberish|contradict\w*+|inconsistent"
    r"|careless\w*+|poor\w*+|bad|badly|flimsy|dubious|bogus|fake|false(?:ly|hood)?+|untrue|misstat\w*+|misquot\w*+"
    r"|miscalculat\w*+|miscount\w*+|misinterpret\w*+|misrepresent\w*+|overlook\w*+|neglect\w*+|skip\w*+|drops?|dropped"
    r"|lacks?|lacking|deficient|insufficient|inadequate|subpar|sub-par|mediocre|weak|flawed|glitch(?![\s-]++free)\w*+|typos?"
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
    r"|incoherent|imprecise|unpolished|convoluted|unclear|flunk\w*+|misguided|baseless|oversimplif\w*+|unworkable"
    r"|answers?\s++(?:a\s++|the\s++)?+(?:different|wrong|other)\s++question|answers?\s++the\s++question\s++(?:from|of)\s++"
    r"(?:the\s++)?+(?:previous|other|first|earlier)\s++turn"
    r"|non-?answer|unresponsive|violat\w*+|unfinished|stops\s++(?:midway|halfway|short)|absurd|misattribut\w*+|(?:(?:does|do|did|will|would|can)\s*+n(?:o|['\u2019])t"
    r"|won['\u2019]t|cannot)\s++(?:even\s++)?+(?:compile|run|build|execute|load|parse|work))\b",
    re.IGNORECASE,
)
"""The words of a loser or of what is wrong with an answer, for the statements and long subjects before a pairwise
token (:mod:`~judge_engine.pipeline.parsing.label_clauses`; version 83, false-failure pass 84f)."""


# a fault stated as absent ("no errors", "without bugs", "error-free", "fixes the bug"); since version 86 any fault word
# right after a negation ("does not hallucinate", "is not vague", "has no typos"; false-failure pass 90f G2), with only
# adjectives between ("no major errors"; "does not catch the bug" is a fault: adversarial pass 91), and a cost said to
# be smaller ("less verbose", "fewer steps", "needs less code"; false-failure pass 90f G1)
# an absence not said after a negation: "not without errors", "never free of mistakes", "anything but error-free",
# "far from bug-free" hold the fault (version 86, adversarial pass 92 CD)
_NOT_AFTER_NEGATION = (
    r"(?<!\bnot\s)(?<!n't\s)(?<!n\u2019t\s)(?<!\bnever\s)(?<!\bbut\s)(?<!\bfrom\s)(?<!\bnot\sentirely\s)"
    r"(?<!\bnot\scompletely\s)(?<!\bnot\squite\s)"
)
_FILLER = (
    r"(?:(?:any|a|an|the|single|major|serious|obvious|real|significant|factual|logical|noticeable|big|glaring|notable"
    r"|other|more|further|such|apparent|critical|syntax|spelling|grammar|grammatical|arithmetic|math|calculation|runtime"
    r"|off-by-one|formatting|security|unnecessary|new|hidden|subtle|visible|known|outright|outstanding|that|this"
    r"|those|these|its|their|same|sign|unit|rounding|type|logic|bad|anything|everything|something|one|thing|detail|step|fact|date|word|number|figure|user|reader|answer|once)\s++){0,3}?"
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
    _NOT_AFTER_NEGATION
    + r"\b(?:no(?!\s++(?:shortage|lack|end|limit|dearth)\b)|without|zero|neither|free\s++(?:of|from)"
    r"|(?:does|did|do|is|are|was|were|has|have|had)\s*+n(?:o|['\u2019])t|never"
    r"|nothing\s++is|nothing|isn['\u2019]t|aren['\u2019]t|wasn['\u2019]t|hasn['\u2019]t|haven['\u2019]t|doesn['\u2019]t"
    r"|didn['\u2019]t|won['\u2019]t|will\s++not|cannot|can['\u2019]t|would\s++not|wouldn['\u2019]t)\s++(?:(?:at\s++all|ever"
    r"|overly|too|remotely|particularly|in\s++any\s++way|once|even|contains?|have|has|make|makes|made|includes?|shows?"
    r"|introduces?|get|gets|got|need|needs|leave|leaves|bury|buries)\s++){0,2}"
    + _FILLER
    + r"(?!(?:make|made|makes)\s++the\s++cut"
    r"|hold\s++a\s++candle|measure\s++up|compare|compete|keep\s++up"
    r"|(?:lacks?|lacking|miss(?:es|ing)?+|omits?|drops?|skips?)\s++(?:any\s++)?+(?:errors?|bugs?|mistakes?|flaws?|issues?"
    r"|problems?)\b"
    r"|cut\s++it|up\s++to\s++par|be\s++shipped|shipped)(?:"
    + FAULT.pattern
    + r")(?![\s-]++free\b)(?:[\s-]++(?:errors?|bugs?|mistakes?"
    r"|issues?|problems?|flaws?)\b)?+(?:(?:\s*+,\s*+|\s++)(?:or|nor)\s++(?:" + FAULT.pattern + r"))*+"
    # a fault's noun after a fix, an avoidance or a determiner of none, with any three words between ("no sign error in
    # the second step", "fixes the off-by-one bug"); not after a negation ("does not fix the bug": a fault)
    r"|" + _NOT_AFTER_NEGATION + r"\b(?:fix(?:es|ed)?+|avoids?|corrects?|lower|fewer|less|smaller"
    r"|minimal|no(?!\s++(?:shortage|lack|end|limit|dearth)\b)|without|zero|free\s++(?:of|from)|nothing)\s++"
    r"(?:(?!than\b)[\w-]++\s++){0,3}?(?:errors?|mistakes?|bugs?|flaws?|problems?|issues?|faults?|defects?|shortcomings?|drawbacks?"
    r"|weakness\w*+|drop\w*+|crash\w*+|miss\w*+|fail\w*+|ignor\w*+"
    r"|omit\w*+|skip\w*+|wrong|incorrect|lack\w*+|los(?:e|es|ing|t))\b|"
    + _NOT_AFTER_NEGATION
    + r"\b(?:error|bug|mistake)[\s-]++free\b"
    # version 86 (false-failure pass 92f): "hard to fault", "needs no correction", "fails gracefully", "skips the
    # fluff", "Its only weakness is its length."
    r"|\b(?:hard|difficult|nothing)\s++to\s++(?:fault|correct|fix)\b|\b(?:cannot|can['\u2019]t|could\s++not|couldn['\u2019]t)\s++"
    r"(?:really\s++|possibly\s++)?+(?:be\s++)?+fault(?:ed)?+\b|\bleaves?\s++no\s++room\s++for\b"
    r"|\bneeds?\s++no\s++(?:correction|corrections|fix|fixes|fixing|changes|edits|revision)\b|\bfails?\s++gracefully\b"
    r"|\b(?:skips|avoids|cuts|drops|omits|trims|leaves\s++out)\s++(?:the\s++|all\s++|any\s++)?+" + _COST + r"\b"
    r"|\b(?:its|the)\s++(?:only|one|single|sole)\s++(?:weakness|flaw|fault|drawback|issue|problem|downside|shortcoming)\s++"
    r"is\s++(?:that\s++it\s++is\s++)?+(?:a\s++|the\s++|its\s++)?+(?:(?:little|bit|slightly|somewhat)\s++)?+(?:length|verbosity"
    r"|brevity|tone|style|formatting|format|wordiness|long|short|verbose|dry|missing\s++(?:citation|example|source|reference)"
    r"|lack\s++of\s++(?:an?\s++)?+(?:example|citation|source|reference))\b"
    r"|\b(?:omits?|misses|lacks|drops|skips|gets\s++wrong|leaves?|loses|lost|trails|lags|concedes)\s++(?:nothing|nobody"
    r"|no\s++one|no\s++(?:points?|marks?|ground))(?:\s++out)?+\b"
    r"|\b(?:less|fewer|lower|smaller|reduced|minimal)\s++(?:(?:much|far|a\s++bit|slightly)\s++)?+(?:"
    + _COST
    + r"\b|"
    + FAULT.pattern
    + r")(?![^,;.!?\n]{0,40}?\bthan\b[^,;.!?\n]{0,60}?\b(?:needs?|needed|requires?|required|demands?|demanded|asks?"
    r"|asked|calls?\s++for|expects?|expected|set|minimum|necessary|enough))",  # "fewer steps than the proof needs"
    re.IGNORECASE,
)


# a side acting on a fault, not having it (version 85, false-failure pass 88f G1-G5): "finds the bug", "identifies the
# flaw", "explains why the proof fails", "warns about the risks", "covers error handling"; the verb and what follows it
# in its clause are not read for faults (not "found", "avoid" alone, "warn off": "the one I found less useful", "the one
# to avoid"). A negated verb ("does not catch the bug") is no act on the fault.
# the nouns of a fault a side may act on ("the bug", "the risks", "memory leaks", "the false premise")
_FAULT_NOUN = (
    r"(?:bugs?|errors?|mistakes?|flaws?|faults?|risks?|leaks?|exceptions?|failures?|fallac(?:y|ies)|typos?|problems?|misreadings?"
    r"|issues?|premises?|assumptions?|crash(?:es)?+|overflows?|vulnerabilit(?:y|ies)|pitfalls?|misconceptions?|hazards?"
    r"|dangers?|(?:missing|invalid|empty|failing|null|bad|malformed|corrupt\w*+|wrong)\s++(?:values?|inputs?|data|cases?"
    r"|fields?|keys?|files?|tests?|lists?|strings?|requests?|migrations?|packages?|emails?|addresses?|passwords?))"
)
ACTS_ON_FAULT = re.compile(
    r"(?<!\bnot\s)(?<!n't\s)(?<!never\s)\b(?:identif(?:y|ies|ied|ying)|points?\s++out|pointed\s++out|pointing\s++out|spots?"
    r"|notes|noted|mentions|mentioned"
    r"|spotted|spotting|catch(?:es|ing)?+|caught|notices?|noticed|noticing|explain(?:s|ed|ing)?+"
    r"|address(?:es|ed|ing)?+|handl(?:e|es|ed|ing)|avoid(?:s|ed|ing)|how\s++to\s++avoid|warn(?:s|ed|ing)?+\s++(?:\w++\s++){0,3}?"
    r"(?:about|of|against|that|if|when|whenever)|detect(?:s|ed|ing)?+|finds|recogni[sz](?:e|es|ed|ing)|highlight(?:s|ed|ing)?+|fix(?:es|ed"
    r"|ing)?+|resolv(?:e|es|ed|ing)|diagnos(?:e|es|ed|ing)|debug(?:s|ged|ging)?+|correct(?:s|ed|ing)|debunk(?:s|ed|ing)?+"
    r"|refut(?:e|es|ed|ing)|prevent(?:s|ed|ing)?+|guard(?:s|ed|ing)?+\s++against|covers?|covered|covering"
    r"|troubleshoot(?:s|ed|ing)?+|recover(?:s|ed|ing)?+\s++from|deal(?:s|t|ing)?+\s++with|cop(?:e|es|ed|ing)\s++with"
    r"|teach(?:es|ing)?+|taught|shows?|describ(?:e|es|ed|ing)|lower(?:s|ed|ing)?+|reduc(?:e|es|ed|ing)|mitigat(?:e|es|ed|ing)"
    r"|rejects?|acknowledg(?:e|es|ed|ing)|apologi[sz](?:e|es|ed|ing)\s++for|flag(?:s|ged|ging)?+|calls?\s++out"
    r"|called\s++out|mention(?:s|ed|ing)?+|reports?|reported|is\s++(?:clear|upfront|honest|explicit|transparent)\s++about)\b"
    # its object: up to four words and a fault's noun ("finds the bug", "warns the user about the risks"), or a clause
    # of how or why ("explains why the common approach fails"); not "explains the wrong algorithm" (adversarial pass 90)
    r"(?:(?:\s++(?!(?:but|and|yet|while|although|though)\b)[\w'\u2019-]++){0,4}\s++"
    + _FAULT_NOUN
    + r"\b|(?:\s++[a-z]+ly\b)?\s++(?:why|how|where|when|what)\b[^,;.!?\n]*+)"
    # a verb of finding or owning up to a problem: the rest of its clause is what it finds ("flags the outdated API
    # call", "admits uncertainty where the data is missing", "logs errors and retries"; version 86, pass 91f A)
    r"|(?<!\bnot\s)(?<!n't\s)\b(?:flag(?:s|ged|ging)?+|calls?\s++out|called\s++out|points?\s++out|pointed\s++out"
    r"|spots|spotted|catch(?:es|ing)|caught|detects|detected|diagnoses|diagnosed|admits|admitted|logs|logged"
    r"|debunks|debunked|refutes|refuted|warns?\s++(?:\w++\s++){0,2}?(?:about|of|against|that)(?!\s++nothing\b)|tells?\s++"
    r"(?:the\s++)?+(?:user|reader|them|you)\s++(?:that|about|how|why)|reminds?|cautions?|observes?|notes?\s++that"
    r"|explains?\s++that|points?\s++out\s++that|clears?\s++up|steers\s++clear"
    r"\s++of|(?:is\s++)?+(?:robust|resilient|tolerant)\s++(?:to|against|of)|ignores?\s++(?:the\s++)?+(?:irrelevant|distracting"
    r"|misleading)|retr(?:y|ies|ied)\s++on\s++(?:failure|errors?)|refus(?:es|ed|ing)\s++(?:the|a|an|to"
    r"\s++(?:help\s++with|give|provide))\s++(?:\w++\s++)?(?:harmful|dangerous|unsafe|illegal|malicious|unethical|toxic)"
    r"|declin(?:es|ed|ing)\s++(?:the|a|an|to\s++help\s++with)\s++(?:\w++\s++)?(?:harmful|dangerous|unsafe|illegal"
    r"|malicious|unethical|toxic))\b(?!\s++(?:the\s++)?+(?:worse|weaker|worst|weakest|losing|inferior|lesser|poorer"
    r"|bad)\b)(?:(?!\s(?:and|but|yet|while|whereas)\s)[^,;.!?\n])*+"
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
    r"|(?:error|exception)s?+(?:\s++messages?)?+(?=\s++(?:for|if|when|whenever|instead|rather|and\s++(?:exits|stops|returns"
    r"|continues|retries|recovers))\b))"
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
