"""Evidence that is no judgment at all before a forced verdict (parser versions 53 and 56; issue 13, adversarial passes
46 H7 and 49 H9): :func:`non_judgment`. A bare null value (``null``, ``None``, ``N/A``, ``<unk>``, ``...``), an empty
JSON verdict (``{"winner": null}``), a length or filter notice (``max_tokens reached``, ``This response was blocked by
the safety system.``), missing responses (``Assistant A: [The response is missing]``), a request for the inputs
(``Please provide the two responses to compare.``), the judge prompt's own instructions echoed back (``Begin your
evaluation by comparing the two responses ...``) or a skip (``Skipping this one: I can't verify either answer.``, ``I
lack the expertise to evaluate these answers.``, ``Pass.``): the judge gave no judgment, so a verdict the grammar forced
after it is the grammar's alone and reads ``no_verdict``. Version 63 also reads, before a forced pairwise verdict,
evidence with no word that judges (:func:`judges_nothing`). Version 64 (fresh pass full57 H1, H2) adds, for every
format, :data:`NO_LOOK` (``I did not evaluate the answers.``, ``I could not see Assistant B's answer.``, ``I flipped a
coin.``, ``Randomly:``, ``my guess is``: read as a refusal by :mod:`~judge_engine.pipeline.parsing.refusals`) and
:data:`PLACEHOLDER` (an unfilled format slot: ``{explanation}``, ``[Your explanation here]``, an empty
``<evaluation></evaluation>``). Linear: one possessive regex match."""

from __future__ import annotations

import re

from judge_engine.pipeline.parsing.not_judged import NOT_JUDGED_86, NOT_JUDGED_87

_SIDE = (
    r"(?:(?:the\s++)?+(?:assistant|response|answer|output|model)\s*+\(?+[ab12]\)?+(?:['\u2019]s\s++(?:answer"
    r"|response))?+)"
)
VERDICT_LEAD_IN = (
    r"(?:my\s++)?+(?:final\s++)?+(?:verdict|rating|score|result)(?:\s++is)?+\s*+:\s*+\[{0,2}+|\[result\]\s*+"
)
"""A verdict's or rating's lead-in (``My final verdict is: [[``, ``Rating: [[``, ``[RESULT]``), shared by the rules
that look past it: :data:`_NON_JUDGMENT`'s tail, :mod:`~judge_engine.pipeline.parsing.forced_tail` and
:mod:`~judge_engine.pipeline.parsing.preamble`."""
_NON_JUDGMENT = re.compile(
    r"[^\w<{\[.\u2026]*+(?:(?:feedback|explanation|evaluation|reasoning)\s*+:\s*+)?+(?:"  # the template's label (v68)
    # version 71 (adversarial pass 59's leftovers): only punctuation ("??????", "!!!!!!"), one character run
    # ("ĠĠĠĠĠĠĠĠ", a tokenizer's space marker), or a chat system prompt echoed ("You are a helpful assistant.")
    r"(?P<run>\w)(?P=run){5,}+|you\s++are\s++(?:a|an)\s++(?:\w++\s++){0,4}?(?:assistant|judge"
    r"|evaluator|ai|language\s++model)\b[^\n.!?]{0,120}+|"
    # a bare null value, a placeholder or an ellipsis (version 53: adversarial pass 46 H7)
    r"(?:null|none|nan|undefined|nil|todo|tbd|n/?a|(?:<unk>\s*+)++|\[?(?:response\s++)?+truncated\]?+|\.{2,}+|\u2026)"
    # version 56 (adversarial pass 49 H9)
    r"|\{\s*+\"(?:winner|verdict|choice|result|score|preference|better)\"\s*+:\s*+(?:null|\"\"|none)\s*+\}"
    r"|(?:max_tokens|max\s++tokens|token\s++limit|length\s++limit)\s++(?:reached|exceeded|hit)"
    r"|(?:(?:" + _SIDE + r"\s*+:\s*+)?+\[(?:the\s++)?+(?:response|answer|output)\s++is\s++(?:missing|empty)\]\s*+)++"
    r"|(?:this|the)\s++(?:response|output|completion|content|answer)\s++(?:was|has\s++been|is)\s++(?:blocked|removed|filtered"
    r"|withheld|redacted)\b[^\n]{0,120}+"
    r"|(?:please\s++)?+(?:provide|share|send|paste|give\s++me)\s++(?:me\s++)?+(?:the\s++|both\s++)?+(?:two\s++)?+(?:responses?"
    r"|answers?|outputs?|completions?)\b[^\n]{0,120}+"
    r"|(?:please\s++act\s++as\s++an\s++impartial\s++judge|begin\s++your\s++evaluation\s++by|output\s++your\s++final\s++verdict"
    r"\s++by|after\s++providing\s++your\s++explanation|avoid\s++any\s++position\s++biases)[^\n]{0,400}+"
    r"|skipping\s++(?:this|it)(?:\s++one)?+\b[^\n]{0,120}+|pass|(?:i\s++)?+abstain"
    # parser version 57 (adversarial pass 50 H16-H20)
    r"|skip|no\s++comment|(?:i['\u2019]d|i\s++would)\s++rather\s++not\s++say"
    r"|i\s++(?:need|would\s++need|have)\s++to\s++see\s++(?:both|the)\s++(?:two\s++)?+(?:responses|answers|outputs)[^\n]{0,80}+"
    r"|\[(?:the\s++)?+(?:responses?|answers?|outputs?)\s++(?:is|are)\s++(?:missing|empty|unavailable)\]"
    r"|the\s++(?:content|responses?|answers?|text|outputs?)\s++(?:is|are)\s++(?:unavailable|missing|not\s++available)"
    # (not "The response is empty.": a rating of the answer; version 68)
    r"|the\s++(?:content|text|responses|answers|outputs)\s++(?:is|are)\s++empty"
    r"|the\s++(?:response|output|answer|completion)\s++was\s++truncated\b[^\n]{0,80}+"
    r"|your\s++evaluation\s++should\s++consider[^\n]{0,400}+"
    # one sentence only: "Assistant A is correct. Assistant B cites sources that I can't read." judges
    r"|[^\n.!?]{0,160}?\b(?:which|that)\s++i\s++(?:cannot|can['\u2019]t|am\s++unable\s++to)\s++(?:read|understand)"
    r"|i\s++lack\s++the\s++(?:expertise|knowledge|background|ability|domain\s++knowledge)\s++to\s++(?:evaluate|judge|assess"
    r"|compare)[^\n]{0,120}+"
    # parser version 59 (adversarial pass 51 H10): a service error or a moderation notice, an empty verdict in a code
    # fence, text the judge cannot read or evaluate, a wish for context, the choice left to someone else, someone
    # else's verdict or an example quoted
    r"|[a-z]\w{0,40}?_(?:error|overloaded|exceeded|timeout|unavailable|failed)\s*+:[^\n]{0,200}+|error|failed"
    r"|unable\s++to\s++(?:parse|process|read|load)\s++(?:the\s++)?+(?:responses|answers|outputs|input|request)"
    r"|\[(?:content|response|message)\s++(?:removed|filtered|blocked|redacted|withheld)(?:\s++by\s++[\w\s]{1,30}+)?+\]"
    r"|json\s*+\{\s*+\"(?:winner|verdict|choice|result|score|preference|better)\"\s*+:\s*+(?:null|\"\"|none)\s*+\}"
    r"|[^\n.!?]{0,160}?\bin\s++a\s++language\s++i\s++(?:do\s++not|don['\u2019]t|cannot|can['\u2019]t)\s++(?:read"
    r"|understand|speak)"
    r"|i\s++(?:need|would\s++need|have)\s++to\s++see\s++the\s++(?:actual|full|complete)\s++(?:responses|answers"
    r"|outputs)[^\n]{0,80}+"
    r"|(?:it['\u2019]s|it\s++is)\s++(?:impossible|hard|difficult|not\s++possible)\s++to\s++(?:say|tell|judge|decide)"
    r"\s++without\s++[^\n.!?]{1,80}+|(?:it|that|this)\s++(?:really\s++|all\s++)?+depends\s++on\s++[^\n.!?]{1,120}+"
    r"|(?:i['\u2019]ll|i\s++will|i['\u2019]d|i\s++would)\s++(?:let|leave\s++it\s++(?:up\s++)?+to)\s++(?:the\s++)?+"
    r"(?:user|reader|you)(?:\s++(?:to\s++)?+(?:decide|choose|judge))?+|who\s++knows"
    r"|(?:q\s*+:[^\n]{0,200}+\n\s*+a\s*+:\s*+)?+(?:that|it)(?:['\u2019]s|\s++is)\s++(?:for|up\s++to)\s++(?:you"
    r"|the\s++user|the\s++reader)(?:\s++to\s++(?:decide|choose|judge))?+"
    r"|[^\n.!?]{0,80}?\bcannot\s++be\s++(?:evaluated|judged|assessed|compared)\b[^\n]{0,160}+"
    r"|(?:the\s++user|another\s++judge|a\s++(?:previous|different|second)\s++judge|someone(?:\s++else)?+)\s++"
    r"(?:thinks|thought|said|says|believes|claims|claimed)\b(?![^\n]*+\b(?:i\s++agree|i\s++concur|rightly|correctly)\b)"
    r"[^\n]{0,200}+|(?:example|sample)\s++(?:output|answer|verdict|response)\s*+:[^\n]{0,200}+"
    # version 59 (adversarial pass 52 H11, H12): a refusal to say, no idea, a service apology or a safety flag, an
    # end-of-text token, placeholder text, one word repeated, an echoed prompt, blank responses, text cut off mid-phrase
    r"|(?:i['\u2019]d|i\s++would)\s++rather\s++not\s++say(?:\s++which(?:\s++one)?+\s++is\s++better)?+"
    r"|(?:this\s++task\s++is\s++beyond\s++my\s++(?:abilities|capabilities)|(?:an\s++)?+evaluation\s++(?:is\s++)?+not\s++possible)"
    r"[^\n]{0,80}+"
    r"|(?:this|that|it)\s++(?:isn['\u2019]t|is\s++not)\s++something\s++i\s++(?:can|could|am\s++able\s++to)\s++(?:decide"
    r"|judge|answer|determine)|(?:lol\s++|honestly\s*+,?\s*+)?+(?:idk|dunno|no\s++idea|(?:i\s++have\s++)?+no\s++clue"
    r"|i\s++(?:don['\u2019]t|do\s++not)\s++know)"
    r"|(?:i['\u2019]m\s++sorry\s*+,?\s*+(?:but\s++)?+)?+something\s++went\s++wrong\b[^\n]{0,160}+"
    r"|[^\n.!?]{0,80}?\b(?:flagged|blocked|filtered)\s++by\s++(?:our|the)\s++(?:safety|moderation|content)\s++(?:system"
    r"|filter|policy|team)[^\n]{0,120}+"
    # version 61 (adversarial pass 53): a declined judgment, a finish reason, an error tag, a failed judge
    r"|(?:i\s++)?+(?:declin(?:e|ing)|refus(?:e|ing))\s++to\s++(?:judge|evaluate|rate|compare|choose|pick|decide)\b[^\n]{0,120}+"
    r"|[\"']?+finish_reason[\"']?+\s*+[:=]\s*+[\"']?+\w++[\"']?+|</?error/?>[^\n]{0,200}+"
    r"|(?:the\s++)?+(?:judge|judging|evaluation|grader)\s++(?:failed|errored|crashed|timed\s++out)\b[^\n]{0,120}+"
    r"|i\s++(?:haven['\u2019]t|have\s++not|didn['\u2019]t|did\s++not)\s++(?:yet\s++)?+(?:read|seen|looked\s++at|evaluated)\s++"
    r"(?:the|either|both|these)(?:\s++two)?+\s++(?:answers|responses|outputs)\b[^\n]{0,80}+"
    r"|(?:judge?ment|verdict|evaluation|assessment)\s*+:\s*+(?:unavailable|pending|n/?a|none|error|tbd|skipped)\b[^\n]{0,40}+"
    r"|todo\s*+:[^\n]{0,120}+|i['\u2019]ll\s++evaluate\s++(?:this|it|them)\s++later\b[^\n]{0,80}+"
    r"|i\s++have\s++no\s++opinion\b[^\n]{0,120}+|\[(?:system|moderator|admin)\s++(?:note|message|notice)\s*+:[^\]\n]{0,200}+\]"
    r"|</s>|<eos>|<\|eot_id\|>|<\|im_end\|>|\(?no\s++(?:content|response|output|answer)\)|lorem\s++ipsum\b[^\n]{0,300}+"
    r"|(?P<word>\w++)(?:\s++(?P=word)){3,}+|(?P<two>\w++\s++\w++)(?:\s++(?P=two)){3,}+"
    r"|\[user\s++question\](?:[^\[]|\[(?:the\s++)?+(?:start|end)\s++of\s++[^\]\n]{1,60}+\])*+"
    r"|(?:" + _SIDE + r"\s*+:[ \t]*+(?:\n\s*+|$)){2}"
    # ("is", "than" only before a line break: "so my verdict is [[A]]", "[[A]] rather than [[B]]")
    r"|[^\n.!?]{0,200}?\b(?:by|the|an|of|with|from|assistant|because)[ \t]*+(?=\s*+$|\n)"
    # (not a verdict's own lead: "Everything considered, my verdict is\n\n[[B]]"; version 73, adversarial pass 62)
    r"|(?![^\n.!?]{0,200}?\b(?:verdict|choice|decision|winner|pick|preference|(?:better|best|stronger)\s++(?:one"
    r"|response|answer|assistant|output))\s++is[ \t]*+\n)"
    r"[^\n.!?]{0,200}?\b(?:to|and|or|is|are|was|that|than|which|for)[ \t]*+(?=\n))"
    r"(?:[\W_]*+(?:(?:my\s++)?+final\s++verdict(?:\s++is)?+\s*+:?\s*+|output\s*+\(?+|"
    + VERDICT_LEAD_IN
    + r"))*+[\W_]*+",  # the rating's lead-in too (version 68, adversarial pass 59 H3, H4)
    re.IGNORECASE,
)


# only punctuation, three marks or more ("??????", "!!!!!!"; version 71), then at most the verdict's lead-in
_PUNCTUATION = re.compile(r"\s*+(?:[^\w\s]\s*+){3,}+(?:(?:" + VERDICT_LEAD_IN + r")[\W_]*+)*+", re.IGNORECASE)


def non_judgment(evidence: str) -> bool:
    """Whether ``evidence`` (the judge's text before a forced verdict) is no judgment at all (the module's
    docstring)."""
    return _NON_JUDGMENT.fullmatch(evidence) is not None or _PUNCTUATION.fullmatch(evidence) is not None


# a word that judges or names what is judged: a side, the answers together, or an evaluative word (version 63)
_JUDGING = re.compile(
    r"\b(?:assistants?|responses|answers|outputs|both|neither|either|first|second|former|latter|better|worse|best|worst"
    r"|prefer\w*+|correct\w*+|incorrect\w*+|accura\w*+|inaccura\w*+|wrong|right|helpful\w*+|unhelpful|errors?|mistakes?"
    r"|tie|tied|equal\w*+|good|bad|poor\w*+|clear\w*+|complete\w*+|incomplete|detail\w*+|verdict|judg\w*+|evaluat\w*+"
    r"|compar\w*+|scor\w*+|rat(?:e|ed|ing)|wins?|won|los[est]\w*+|superior|inferior|stronger|weaker|strengths?"
    r"|weakness\w*+|flaw\w*+|relevan\w*+|irrelevan\w*+|concise\w*+|verbose|thorough\w*+|useful|useless|quality|fails?"
    r"|misses|lacks?|hallucinat\w*+|even\w*+|match\w*+|draw|close|par|same|differen\w*+|winner|separate|toss\w*+|identical|equivalent"
    r"|comparable|wash|heat|call|pick|choose|choice|vote|recommend\w*+|fine|ok(?:ay)?+|great|excellent|perfect|nice"
    r"|solid|acceptable|adequate|satisfactory|impressive|decent|reasonable|appropriate|sound|valid|invalid|strong|weak"
    r"|other|dozen|(?:response|answer|output|model|option)\s*+\(?+[ab12]|(?-i:[AB12]))\b|[(\[][ab12][)\]]|\d/\d",
    re.IGNORECASE,
)


def judges_nothing(evidence: str) -> bool:
    """Whether ``evidence`` (the judge's text before a forced pairwise verdict, not blank) holds no word that judges or
    names what is judged (:data:`_JUDGING`: a side, the answers together, an evaluative word): ``Hello! How can I help
    you today?``, ``The answer is 42.``, a poem, ``Let me think step by step about`` (parser version 63, adversarial
    pass 56 H11): the forced verdict after it is the grammar's alone. Blank evidence is not read here (see the README's
    known limits). Linear: one regex scan."""
    return bool(evidence.strip()) and _JUDGING.search(evidence) is None


# the judge says it did not look, could not see or guessed (parser version 64; issue 13, fresh pass full57 H2): read as
# a refusal by :func:`~judge_engine.pipeline.parsing.refusals.refusal` (outside quotations, in every format)
_THE_ANSWERS = (
    r"(?:(?:the|either|both|these|any\s++of\s++the)\s++)?+(?:two\s++)?+(?:answers?|responses?|outputs?)\b"
    r"|(?:the\s++)?+(?:assistant|response|output|model)\s*+\(?+[ab12]\)?+['\u2019]s\s++(?:answer|response|output)\b"
    r"|the\s++assistant['\u2019]s\s++(?:answer|response|output)\b|(?:them|it)\s++(?:yet|at\s++all)\b"
)
NO_LOOK = re.compile(
    NOT_JUDGED_86  # version 86 (adversarial passes 91, 92, 93; not_judged.py)
    + NOT_JUDGED_87  # version 87 (adversarial pass 95)
    # version 85 (adversarial pass 89 NU, ND, NF, NO): the answers unseen ("Both response fields arrived blank on my
    # end.", "I only received the question", "My context ends right after the user's question.", "The placeholders
    # {answer_a} and {answer_b} were never filled in."), declining or a random pick ("I'm abstaining on this pair.",
    # "the bracket below is arbitrary", "by coin flip", "the letter is random", "the numbers are filler"), the token a
    # format example ("Below is the line format the grader expects.", "The instructions show the verdict like this.",
    # "I will now demonstrate the output syntax.", "Here is what a verdict for this task looks like."), someone else's
    # or another item's ("the default value is emitted", "redacted by the moderation layer", "the verdict for pair
    # 12", "for the first turn only", "I am just relaying it", "copied over", "not my own reading", "what the user told
    # me to output")
    + r"\b(?:arrived|came\s++through|showed\s++up|reached\s++me)\s++(?:as\s++)?+(?:blank|empty)\b"
    r"|\b(?:blank|empty)\s++on\s++my"
    r"\s++end\b|\bi\s++(?:only|just)\s++(?:received|got|saw)\s++the\s++(?:question|prompt|instructions?)\b|\bmy\s++context"
    r"\s++(?:ends|stops|cuts\s++off)\b|\bplaceholders?\b[^.\n]{0,60}?\b(?:never|not)\s++(?:been\s++)?+filled\b"
    r"|\bcame\s++through\s++as\s++empty\b|\b(?:i['\u2019]m|i\s++am|we['\u2019]re|we\s++are)\s++abstaining\b"
    # (v86, pass 91f NL: "In Assistant B's code the number is random", "mentions settling it by coin flip" are no pick)
    r"|\b(?:(?:bracket|letter|score|verdict|rating|choice|pick|winner\s++field|scores)\s++(?:below\s++|above\s++|here\s++)?+"
    r"|(?:number|line|token|numbers)\s++(?:below|above|here)\s++)(?:is|are)\s++(?:arbitrary|random|filler|a\s++placeholder"
    r"|placeholders)\b|(?:\b(?:i|we)\b[^.\n]{0,30}?|\b(?:picked|chosen|chose|decided|selected|determined|settled)\s++"
    r"(?:[\w-]++\s++){0,2}?)\bby\s++(?:a\s++)?+coin\s++(?:flip|toss)\b|^\W*+by\s++(?:a\s++)?+coin\s++(?:flip|toss)\b"
    r"|\bno\s++(?:real\s++)?+basis\s++to\s++(?:choose|pick|decide|judge)\b|\bformat\s++the\s++(?:grader"
    r"|parser|evaluator|system|checker)\s++expects\b|\b(?:instructions|prompt|template)\s++shows?\s++the\s++(?:verdict"
    r"|rating|score|output)\s++like\s++this\b|\bdemonstrat\w*+\s++the\s++(?:output\s++|answer\s++|verdict\s++)?+(?:syntax"
    r"|format)\b|\bwhat\s++(?:a|the)\s++(?:verdict|rating|score|result|output)(?:\s++line)?+\s++(?:for\s++this\s++task\s++)?+looks\s++like\b|\bexample\s++"
    r"(?:verdict|rating|output|score)\s++(?:is\s++)?+reproduced\b|\bonly\s++shows?\s++the\s++(?:format|syntax)\b|\b(?:such\s++as|like)\s++the\s++(?:one|line|example)\s++below\b"
    # adversarial pass 90 ND, NO, WR: "Given that I cannot see either response,", "both responses are blank", "I never
    # received the responses", "only the question and no answers", "skimming neither response", "nothing but the first
    # letter", "neither assistant wrote anything", "missing from the prompt", "The previous judge's output follows.",
    # "the other grader gave", "I have since changed my mind"
    r"|\b(?:cannot|can['\u2019]t|could\s++not|couldn['\u2019]t)\s++see\s++(?:either|both|any|the)\s++(?:\w++\s++)?(?:responses?"
    r"|answers?|outputs?)\b|\b(?:both|the|two)\s++(?:\w++\s++)?(?:responses|answers|outputs|assistants)\s++(?:are|were|left"
    r"\s++(?:\w++\s++){0,2}?)\s*+(?:empty|blank)\b|\b(?:finding|found)\s++both\s++(?:responses|answers|outputs)\s++(?:empty|blank)"
    r"|\bnever\s++(?:received|got|saw)\s++(?:the|either|any|both)\b|\bonly\s++the\s++question\s++and\s++no\s++answers?\b"
    r"|\bskimm\w*+\s++neither\b|\bnothing\s++but\s++the\s++first\s++(?:letter|word|line)s?+\b|\bneither\s++assistant\s++"
    r"(?:wrote|said|gave)\s++anything\b|\b(?:missing|absent)\s++from\s++the\s++(?:prompt|transcript|input|conversation)\b"
    r"|\b(?:original|previous|other|another|earlier)\s++(?:judge|grader|reviewer|annotator)(?:['\u2019]s|\s++(?:gave|wrote|assigned"
    r"|returned|chose|picked))\b|\bsince\s++changed\s++my\s++mind\b|\bfirst\s++draft\s++of\s++my\s++(?:verdict|rating)\b"
    r"|\bdefault\s++(?:value|verdict|rating|score)s?+\s++(?:is|are)\s++(?:emitted|returned|used|given|output)\b|\bredacted"
    r"\s++by\b|\bverdict\s++for\s++(?:pair|item|question|sample|row)\s++\d++|\b(?:for|covers)\s++the\s++(?:first|second)"
    r"\s++turn\s++only\b|\bjust\s++relaying\b|\bupstream\s++judge\b|\bcopied\s++over\b|\bnot\s++my\s++own\s++(?:reading"
    r"|verdict|judg(?:e)?ment|rating|view|opinion|pick)\b|\bwhich\s++i\s++have\s++not\s++checked\b|\btold\s++me\s++to\s++"
    r"(?:output|say|write|answer|pick|choose)\b|"
    # version 84 (adversarial pass 87 NR, NE): declining in other words ("I'm going to sit this one out.", "This is
    # above my pay grade.", "I'm recusing myself", "Deferring to a human reviewer.", "declining to choose", "I'd
    # sooner flip a coin.", "I cannot in good conscience crown either."), the answers unseen in other words ("Neither
    # answer loaded for me.", "Both answers were blank when I received them.", "I only saw the first answer.", "I was
    # shown the same answer twice.", "redacted before they reached me"), a service's stand-in ("Upstream timeout",
    # "Context window exceeded", "fell back to a default answer", "partial output follows")
    r"\bsit(?:ting)?+\s++(?:this|it)\s++(?:one\s++)?+out\b|\babove\s++my\s++pay\s++grade\b|\brecus(?:e|es|ed|ing)\s++"
    r"(?:myself|ourselves)\b|^\W*+deferring\s++to\b|\bdefer(?:ring)?+\s++to\s++(?:a|the)\s++(?:human|person|reviewer|expert"
    r"|moderator|annotator)|\bdeclin(?:e|es|ed|ing)\s++to\s++(?:choose|pick|judge|rate|decide|compare|rank|crown|grade|score"
    r"|say|take\s++sides?|name)\b|\b(?:sooner|rather|might\s++as\s++well|may\s++as\s++well)\s++(?:just\s++)?+(?:flip|toss)\s++"
    r"a\s++coin\b|\b(?:(?:cannot|can['\u2019]t|could\s++not|won['\u2019]t|will\s++not)\s++)?+in\s++good\s++conscience\s++"
    r"(?:crown|pick|choose|declare|name|rate|score|prefer|recommend)\b"
    r"|\b(?:i['\u2019]m|i\s++am|we['\u2019]re|we\s++are)\s++(?:staying|remaining|keeping)\s++neutral\b"
    r"|\bneither\s++(?:\w++\s++){0,5}?(?:loaded|rendered|arrived|showed\s++up|came\s++through)(?:\s++(?:for\s++me|at\s++all"
    r"|properly|in\s++time))?+\s*+(?:[.!;,]|$)"
    r"|\b(?:were|was|are|is)\s++(?:blank|empty|redacted|missing|unreadable|garbled|cut|truncated)\s++(?:when|before|by\s++the"
    r"\s++time)\s++(?:i|we|they|it)\s++(?:received|got|saw|read|reached|arrived)\b|\bbefore\s++(?:they|it)\s++reached\s++"
    r"(?:me|us)\b|\bi\s++(?:only|just)\s++(?:saw|read|received|got|had)\s++(?:the\s++)?+(?:first|second|one|a\s++single)\s++"
    r"(?:answer|response|output)\b|\b(?:shown|given|sent|saw|received|got)\s++the\s++same\s++(?:answer|response|output)\s++"
    r"twice\b|\b(?:upstream|gateway|backend|proxy)\s++(?:timeout|error|failure)\b|\bcontext\s++(?:window|length)\s++"
    r"(?:exceeded|overflow\w*+)\b|\bfell\s++back\s++to\s++(?:a|the)\s++(?:default|fallback|placeholder)\b"
    r"|\bpartial\s++output\s++follows\b|"
    # version 84 (adversarial pass 88 NL, NR, NF): unseen, declined or filled in other words ("I haven't had a chance to
    # look at either answer yet.", "Neither answer was attached to the prompt.", "which I cannot view", "I don't feel
    # qualified to compare these two.", "I'm not the right judge for this pair.", "I'll hold off on a verdict",
    # "Just to fill the required slot")
    r"\b(?:haven['\u2019]t|have\s++not|hasn['\u2019]t|has\s++not)\s++had\s++(?:a|the)\s++chance\s++to\s++(?:look\s++at|read"
    r"|see|review|check)\b|\b(?:neither\s++(?:answer|response|output)\s++(?:was|were)|(?:answers?|responses?|outputs?)\s++"
    r"(?:was\s++not|were\s++not|wasn['\u2019]t|weren['\u2019]t))\s++(?:attached|supplied|pasted)\b|(?<!\bis\s)(?<!\bwas\s)(?<!\bit\s)(?<!code\s)\b(?:cannot|can['\u2019]t|could\s++not|couldn['\u2019]t|unable\s++to)\s++"
    r"(?:view|open|load|display)\b|\bcontained\s++only\s++(?:the\s++word\s++)?+(?:undefined|null|none|nan)\b"
    r"|\bcut\s++off\s++before\s++(?:either|any|the|both)\s++(?:\w++\s++)?(?:answers?|responses?|outputs?)\b"
    r"|\bbefore\s++(?:reaching|getting\s++to)\s++(?:me|us)\b|\[redacted\]|(?:\bnot|n['\u2019]t)\s++(?:feel\s++)?+"
    r"(?:qualified|equipped|competent|in\s++a\s++position)\s++to\s++(?:judge|compare|rate|evaluate|decide|choose|pick|grade"
    r"|score|say|assess)\b|\bnot\s++the\s++right\s++(?:judge|grader|person|evaluator|reviewer)\b|\bhold(?:ing)?+\s++off\s++on"
    r"\s++(?:a|my|the|any)\s++(?:verdict|grade|rating|score|decision|judg(?:e)?+ment)\b|\bconflict\s++of\s++interest\b"
    r"|\btoo\s++(?:tired|busy|sleepy|exhausted)\s++to\s++(?:compare|judge|rate|evaluate|grade|read)\b|\bcall\s++it\s++"
    r"undecided\b|\bto\s++fill\s++(?:the|a|in\s++the)\s++(?:\w++\s++)?(?:slot|blank|field|brackets?|format)\b"
    r"|\b(?:parser|tool|system\s++prompt|format)\s++(?:needs|insists|requires|wants)\s++(?:on\s++)?+(?:something|a\s++letter"
    r"|an\s++answer|a\s++value)\b|\bwhatever\s++happens,?\s++i\s++must\s++output\b|"
    # version 82 (adversarial pass 81 N1): a verdict withheld, passed on, deferred to a person, forbidden by a policy,
    # or replaced by a neutral value ("Verdict withheld.", "I'll pass on judging this one.", "Insufficient information
    # to judge.", "Policy prevents me from ranking model outputs.", "I will leave this one to a human reviewer.",
    # "Request throttled; returning neutral verdict.", "Score withheld pending human review.")
    r"\b(?:verdict|rating|score|judg(?:e)?ment|evaluation|grade|decision)\s++(?:withheld|declined|deferred)\b"
    r"|\bwithh(?:o|e)ld(?:ing)?+\s++(?:my\s++|a\s++|the\s++|any\s++)?+(?:verdict|rating|score|judg(?:e)?ment|decision)\b"
    r"|\b(?:insufficient|not\s++enough)\s++(?:information|context|data|evidence)\s++to\s++(?:judge|rate|score|grade"
    r"|evaluate|decide|compare|assess|rank)\b|\b(?:i['\u2019]ll|i\s++will|i\s++must|i\s++have\s++to|let\s++me|i['\u2019]d"
    r"\s++rather)\s++pass\s++on\b|\bpolic(?:y|ies)\s++(?:prevents?|forbids?|prohibits?|(?:does|do)\s++not\s++(?:allow"
    r"|permit))\b|\b(?:not|n['\u2019]t)\s++(?:permitted|allowed|authori[sz]ed)\s++to\s++(?:assess|judge|rate|rank|score"
    r"|evaluate|grade|compare)\b|\boutside\s++what\s++i['\u2019]?m\s++(?:permitted|allowed|able)\b|\b(?:leave|defer|hand"
    r"|pass|escalate)\s++(?:this|it|the\s++(?:decision|verdict|call|judg(?:e)?ment))(?:\s++one)?+\s++to\s++(?:a\s++|the"
    r"\s++)?+(?:human|person|people|reviewer|moderator|expert|annotator)|\b(?:request|call|api|model)\s++(?:throttled"
    r"|rate[\s-]++limited)\b|\breturning\s++(?:a\s++|the\s++)?+(?:neutral|default|fallback|placeholder)\b"
    r"|\b(?:neutral|default|fallback)\s++(?:verdict|rating|score|values?)\s++returned\b|\bpending\s++(?:human\s++)?+review\b"
    r"|"
    # version 82 (adversarial pass 80 N2): a part read only ("Having read only the introduction,")
    r"\b(?:having\s++|after\s++)?+(?:read|reading|skimm\w*+|seeing)\s++only\s++(?:the\s++)?+(?:first|opening|intro\w*+"
    r"|beginning|start|title|headings?|last|half|top)\b|"
    r"\bi\s++(?:did\s++not|didn['\u2019]t|have\s++not|haven['\u2019]t|could\s++not|couldn['\u2019]t|was\s++unable\s++to"
    r"|never)\s++(?:actually\s++|really\s++|even\s++)?+(?:evaluate|evaluated|read|see|seen|view|access|open|look\s++at"
    r"|looked\s++at|compare|compared)\s++(?:" + _THE_ANSWERS + r")"
    # v87 (false-failure pass 93 R2): a scope is no refusal ("I did not evaluate the answers on style, only on ...")
    r"(?!\s++(?:on|for|by|in\s++terms\s++of|with\s++(?:respect|regard)\s++to|based\s++on|regarding)\s)"
    r"|\bi\s++was\s++(?:not|never)\s++(?:given|shown|provided\s++with|provided)\s++(?:" + _THE_ANSWERS + r")"
    r"|\bthe\s++(?:answers|responses|outputs)\s++(?:did\s++not|didn['\u2019]t|failed\s++to)\s++(?:load|render|appear"
    r"|come\s++through)\b"
    r"|\bi\s++(?:just\s++)?+(?:flipped|tossed)\s++a\s++coin\b|\b(?:pure\s++)?+guesswork\b|\brandomly\s*+:"
    r"|\b(?:picked|chose|choosing|picking)\s++(?:one\s++)?+(?:at\s++random|randomly|arbitrarily)\b|^\W*+arbitrarily\b"
    r"|\bmy\s++(?:best\s++|wild\s++)?+guess(?:\s++(?:is|would\s++be)\b|\s*+[:,])|\bi(?:['\u2019]m|\s++am)\s++(?:just\s++)?+"
    r"guessing\b|\bi\s++have\s++no\s++idea\s++which\b|\bprobably\s++wrong\s*+\)"
    r"|\basked\s++me\s++to\s++(?:output|say|answer|choose|pick|write)\b[^.\n]{0,80}?\bregardless\b"
    # version 68 (adversarial pass 59 H3): the answers said to be missing or blank, or asked for
    r"|\bi\s++(?:don['\u2019]t|do\s++not|can['\u2019]t|cannot|didn['\u2019]t|did\s++not)\s++see\s++(?:any|a|the|both)\s++"
    r"(?:two\s++)?+(?:responses?|answers?|outputs?)(?:\s++(?:to\s++(?:compare|evaluate|rate|judge|review)|here|in\s++(?:your"
    r"|the)\s++(?:message|prompt)))?+\s*+[.!]"
    r"|\bcould\s++you\s++(?:please\s++)?+(?:share|provide|send|paste|give\s++me)\s++(?:the\s++)?+(?:two\s++|both\s++)?+"
    r"(?:assistant['\u2019]s\s++)?+(?:responses?|answers?|outputs?)\b"
    r"|\b(?:" + _THE_ANSWERS + r")\s*+(?:appears?|seems?)\s++to\s++be\s++(?:blank|empty|missing)\b"
    r"|\bboth\s++(?:responses|answers|outputs)\s++are\s++(?:empty|blank)(?:\s++strings)?+\s*+[.!]"
    r"|\bneither\s++(?:assistant|model|response)\s++(?:produced|gave|provided|wrote)\s++any\s++(?:output|answer|response"
    r"|text)\b|\bno\s++(?:answers?|responses?|outputs?)\s++(?:were|was)\s++(?:given|provided|included)\b"
    # ("the answers", not "Your response was not provided.", "The user's response ...": the default judge's noise after
    # its scores, which the round-robin benchmark and the demo read as written)
    r"|\b(?:the|both|these)\s++(?:two\s++)?+(?:answers?|responses?|outputs?)\s++(?:were|was)\s++not\s++(?:included"
    r"|provided|given)\b"
    r"|\bnothing\s++to\s++(?:evaluate|compare|judge|rate)\s*+[:.]\s*+(?:both\s++)?+(?:answer|response)\b"
    # version 71 (adversarial pass 61 H6): one side's answer unseen ("I only saw Assistant A's response.", "Assistant
    # B's response did not load.", "I did not have access to Assistant B's answer.", "The responses were redacted.")
    r"|\bi\s++(?:only|just)\s++(?:saw|read|received|got|had)\s++(?:" + _THE_ANSWERS + r")"
    r"|\bi\s++(?:did\s++not|didn['\u2019]t|do\s++not|don['\u2019]t)\s++have\s++access\s++to\s++(?:"
    + _THE_ANSWERS
    + r")"
    r"|(?:"
    + _THE_ANSWERS
    + r")\s++(?:did\s++not|didn['\u2019]t|failed\s++to)\s++(?:load|render|appear|come\s++through)\b"
    r"|(?:" + _THE_ANSWERS + r")\s++(?:is|was|were|are)\s++(?:missing|absent|redacted|not\s++(?:shown|included))"
    r"(?:\s++from\s++the\s++(?:prompt|input|message))?+\s*+[.!;,]"  # "Given that the response is missing," (v86)
    r"|(?:" + _THE_ANSWERS + r")\s++(?:was|were)\s++truncated\s++before\s++i\s++could\s++(?:read|see)"
    # version 73 (fresh pass full63 H2, H3): no evaluation done, or a stand-in verdict ("Could not evaluate.",
    # "Evaluation skipped.", "(not evaluated)", "No evaluation was performed.", "Evaluation error.", "This is a default
    # verdict.", "Timed out; default verdict follows.", "(default scores, evaluation skipped)")
    r"|^\W*+(?:i\s++)?+(?:could\s++not|couldn['\u2019]t|cannot|can['\u2019]t|was\s++unable\s++to|unable\s++to)\s++"
    r"(?:be\s++)?+evaluated?+(?:\s++(?:this|it|them|the\s++(?:pair|answers|responses|outputs)))?+\s*+(?:[.!;:)]|$)"
    r"|\b(?:the\s++)?+(?:evaluation|judg(?:e)?ment|grading|scoring|assessment)\s++(?:was\s++|has\s++been\s++)?+"
    r"(?:skipped|aborted|not\s++(?:performed|done|run|completed|carried\s++out))\b"
    r"|^\W*+(?:the\s++)?+(?:evaluation|judg(?:e)?ment|grading|scoring)\s++(?:error|failure|timed\s++out)\b"
    r"|^\W*+not\s++(?:evaluated|judged|scored|graded|rated)(?:\W*+$|\s*+[.!;:)])"
    r"|^\W*+skipp(?:ing|ed)\s++(?:the\s++)?+(?:evaluation|judg(?:e)?ment|grading|scoring)\b"  # full66 H3 (version 76)
    r"|^\W*+(?:(?:just\s++)?+guess(?:ing|ed)?+|(?:tossing|flipping)\s++a\s++coin)\s*+(?:[.:!]|$)"
    r"|\bno\s++(?:evaluation|judg(?:e)?ment|grading|scoring|assessment)\s++(?:was\s++|has\s++been\s++)?+(?:performed|done"
    r"|made|carried\s++out|run)\b"
    r"|\bthe\s++(?:two\s++)?+(?:answers|responses|outputs)\s++(?:were\s++not|weren['\u2019]t|have\s++not\s++been"
    r"|haven['\u2019]t\s++been)\s++(?:evaluated|judged|compared|scored)\b"
    r"|\b(?:this|that|it)\s++is\s++(?:a|the)\s++(?:default|placeholder|fallback|dummy)\s++(?:verdict|score|rating|answer"
    r"|output|value)s?+\b|\bdefault\s++(?:verdict|scores?|ratings?)\s++(?:follows?|below|returned|used|applied)\b"
    # version 74 (fresh pass full64 H1): the same said impersonally or in the passive ("The response could not be
    # assessed.", "This response was not evaluated.", "Timeout while generating judgment.", "The judgment could not be
    # completed.", "No evaluation was possible for this answer.", "[evaluation unavailable]")
    r"|\b(?:answers?|responses?|outputs?|pair|item|this)\s++(?:could\s++not|couldn['\u2019]t|cannot|can['\u2019]t"
    r"|was\s++not|wasn['\u2019]t|were\s++not|weren['\u2019]t|has\s++not\s++been|have\s++not\s++been)\s++(?:be\s++)?+"
    r"(?:evaluated|assessed|judged|graded|scored|rated|compared)\b"
    r"|\b(?:judg(?:e)?ment|evaluation|assessment|grading|scoring|verdict)\s++(?:could\s++not|couldn['\u2019]t|cannot"
    r"|can['\u2019]t)\s++be\s++(?:completed|performed|done|made|produced|generated|computed)\b"
    r"|\bno\s++(?:evaluation|judg(?:e)?ment|assessment|grading|scoring)\s++(?:was|is|were)\s++possible\b"
    r"|\b(?:evaluation|judg(?:e)?ment|verdict|assessment|grading|scoring)\s++(?:unavailable|not\s++available)\b"
    r"|^\W*+(?:timeout|timed\s++out)\s++(?:while|during|before|when)\s++(?:\w++\s++){0,3}?(?:judg(?:e)?ment|evaluation"
    r"|verdict|grading|scoring)\b"
    # version 75 (fresh pass full65 H1, H2): "Error generating judgment.", "The request timed out.", "Timeout while
    # evaluating the responses.", "The response timed out before evaluation.", "I was not able to read the answers"
    r"|^\W*+(?:timeout|timed\s++out)\s++(?:while|during|before|when)\s++(?:evaluating|judging|generating|comparing|grading"
    r"|scoring|rating)\b|^\W*+error\s++(?:while\s++)?+(?:generating|producing|creating|computing|getting|running)\b"
    r"|^\W*+(?:the\s++)?+(?:request|api\s++call|call|generation|response|model|judge|server|evaluation|completion)\s++"
    r"(?:has\s++)?+timed\s++out\b"
    r"|\bi\s++(?:was|am)\s++not\s++able\s++to\s++(?:read|see|access|open|evaluate|compare)\s++(?:" + _THE_ANSWERS + r")"
    r"|\bi\s++wasn['\u2019]t\s++able\s++to\s++(?:read|see|access|open|evaluate|compare)\s++(?:" + _THE_ANSWERS + r")"
    # version 74 (adversarial pass 64 F6): a placeholder the judge will refine ("Let me first output a placeholder and
    # refine it later.", "Placeholder for now, ...", "Temporarily:")
    r"|\b(?:output|give|write|put|use)\s++a\s++placeholder\b|\bplaceholder\s++for\s++now\b|\b(?:refine|revise|update"
    r"|finali[sz]e)\s++it\s++(?:later|afterwards)\b|^\W*+(?:temporarily|for\s++now|provisionally)\s*+:?[\s*_]*+$"
    # version 71 (adversarial pass 61 H10): declining to take a side ("I must remain neutral and cannot take sides.")
    # (the judge's own: "Both assistants did not take a side" is a remark on the answers, a recorded FairEval review)
    r"|\b(?:i|we)(?:['\u2019](?:ll|d)|\s++(?:will|must|should|shall|would|have\s++to|need\s++to))?+\s++(?:\w++\s++){0,2}?"
    r"(?:remain|stay|be)\s++neutral\b|\b(?:i|we)(?:['\u2019](?:ll|d)|\s++(?:will|would|shall|do|did))?+\s++"
    r"(?:\w++\s++){0,4}?(?:not|never)\s++(?:pick|take|choose)\s++(?:a\s++)?+sides?\b|^\W*+abstain(?:ing)?+\b"
    r"|\bi\s++abstain\b|\b(?:i\s++have|there\s++is|there['\u2019]s)\s++nothing\s++to\s++(?:compare|evaluate|judge|rate)\b"
    r"|\b(?:response|answer|output)\s++is\s++(?:blank|empty)\s++and\s++[^.\n]{0,60}?\s++is\s++(?:blank|empty)\b"
    r"|\b(?:must|will|have\s++to|need\s++to|should)\s++remain\s++neutral\b|\b(?:cannot|can['\u2019]t|can\s++not"
    r"|won['\u2019]t|will\s++not|(?:would|['\u2019]d)\s++rather\s++not|prefer\s++not\s++to)\s++(?:take|pick|choose)\s++"
    r"(?:a\s++)?+sides?\b",
    re.IGNORECASE | re.MULTILINE,
)
# a format slot echoed unfilled: "{explanation}", "[Your explanation here]", "(write a feedback for criteria)", an
# empty "<evaluation></evaluation>" (parser version 64; fresh pass full57 H1): the judge copied the answer format
_SLOT = (
    r"(?:your[ _])?+(?:explanation|feedback|reasoning|rationale|evaluation|analysis|justification|comments?|verdict)"
)
_NOUN = r"(?:explanation|feedback|reasoning|rationale|evaluation|analysis|justification|comments?|verdict)"
# (a slot noun within three words: "[Your Name]", a placeholder of an answer the judge quotes, is none; full57 H1)
_WRITE = r"(?:your|insert|write|add|provide)\s++(?:(?:a|an|the|your|evaluation|detailed|brief|short)\s++){0,3}+" + _NOUN
PLACEHOLDER = re.compile(
    r"\{\s*+" + _SLOT + r"\s*+\}|\[\s*+" + _WRITE + r"\b[^\]\n]{0,40}+\]|<\s*+" + _WRITE + r"\b[^>\n]{0,40}+>"
    r"|\(\s*+" + _WRITE + r"\b[^)\n]{0,60}+\)"
    r"|<(?P<tag>explanation|evaluation|reasoning|analysis|feedback|rationale|justification)>\s*+</(?P=tag)>"
    # version 67 (fresh pass full58 H6): the slot's noun alone in brackets ("[explanation goes here]", "[Brief
    # explanation]", "(explanation)", "[reasoning]"), an ellipsis in brackets, the noun alone in capitals on its line;
    # each only with at most two short lines after it (the verdict's), so that a heading over real text is none
    r"|(?:[\[(]\s*+(?:(?:a|an|the)\s++)?+(?:(?:brief|short|detailed|concise|one[-\s]sentence)\s++)?+"
    + _NOUN
    + r"(?:\s++(?:goes\s++)?+here)?+\s*+[\])]|\[\s*+(?:\.{3}+|\u2026)\s*+\]"
    r"|^[ \t]*+(?-i:EXPLANATION|FEEDBACK|REASONING|EVALUATION)[ \t]*+$)(?=\s*+(?:[^\n]{0,60}+(?:\n\s*+|\Z)){0,2}+\Z)",
    re.IGNORECASE | re.MULTILINE,
)
