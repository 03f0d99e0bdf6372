"""Completions that hold no verdict of the judge's own whatever they write: a refusal to evaluate
(:func:`refuses`; since parser version 64 also in another language,
:data:`~judge_engine.pipeline.parsing.foreign.FOREIGN_REFUSAL`, and a statement of not having judged,
:data:`~judge_engine.pipeline.parsing.non_judgment.NO_LOOK`). An error message returned in place of a judgment is
:func:`~judge_engine.pipeline.parsing.error_texts.error_text` (its own module since parser version 70)."""

from __future__ import annotations

import bisect
import re
from typing import TYPE_CHECKING

from judge_engine.pipeline.parsing.declined import DECLINED, NO_PREFERENCE
from judge_engine.pipeline.parsing.foreign import FOREIGN_REFUSAL
from judge_engine.pipeline.parsing.non_judgment import NO_LOOK
from judge_engine.pipeline.parsing.not_judged import answer_claims
from judge_engine.pipeline.parsing.quoting import prompt_lines, unquoted_hits

if TYPE_CHECKING:
    from judge_engine.pipeline.templates import Template

# what a refusal is about: "them", "their answers", "these two responses", "the answers", "this"; each word
# ends at a word boundary, so "the" never takes the start of "them" or "their"
_OBJECT = (
    r"(?:the\s++(?:correctness|quality|accuracy|merits|validity|helpfulness)\s++of\s++)?+(?:them|their|these|those|the|both|either|this|that|any|it)\b(?:\s++two)?+"
    r"(?:\s++(?:answers?|responses?|assistants?|outputs?|replies|submissions?))?+"
)
# the subject of a reason clause after "as" ("as it involves harmful content"); "as perfect", "as excellent" or
# "as instructed" is a qualifier, not a reason (issue 13 adv11 M5: "I won't rate it as perfect.")
_SUBJECT = r"(?:i|it|its|they|their|this|that|these|those|the|there|we|you|both|neither|none|no|my|your|such)\b"
# the judge saying it will not or cannot evaluate: "I cannot evaluate these answers.", "We are unable to
# judge.", "I can't determine which response is better", "I cannot provide scores", "I cannot provide a
# rating for this response", "I cannot make a judgment", "I can't help with that", "It is impossible for me to
# evaluate these answers", "I am not in a position to judge", and the same without
# a subject at a line's start ("Unable to rate.", "Cannot evaluate the response."); the clause must end
# there ("I cannot rate it higher than 3" is a rating)
_REFUSAL = re.compile(
    r"(?:(?<!that\s)(?<!which\s)(?:\b(?:i|we)(?:\s++am|\s++are|['\u2019]m|['\u2019]re)?+\s++|^[^\w\n]*+)"
    r"(?:cannot|can\s*+not|can['\u2019]t|unable\s++to|not\s++able\s++to|won['\u2019]t|will\s++not|refuse\s++to"
    r"|must\s++decline\s++to|decline\s++to|not\s++in\s++a\s++position\s++to"
    r"|(?:have|['\u2019]ve)\s++no\s++way\s++to|find\s++it\s++impossible\s++to)"
    r"|\bit(?:\s++is|\s++was|['\u2019]s)\s++(?:impossible|not\s++possible)(?:\s++for\s++(?:me|us))?+\s++to)\s++"
    r"(?:(?:fairly|properly|objectively|reliably|really|accurately|meaningfully)\s++)?+"
    r"(?:(?:evaluate|judge|score|rate|assess|grade|compare|review|rank)(?:\s++" + _OBJECT + ")?+"
    r"|(?:determine|decide|tell|say|judge)\s++which(?:\s++(?:one|answer|response|assistant|output))?+\s++is\s++better"
    r"|(?:provide|give|assign|output|make)\s++(?:an?\s++|any\s++)?+(?:(?:subjective|definitive|fair|final|such)\s++)?+(?:scores?|ratings?|verdicts?|evaluations?"
    r"|judge?ments?|grades?|decisions?)(?:\s++(?:for|on|of|about)\s++" + _OBJECT + ")?+"
    r"|help(?:\s++(?:you\s++)?+with\s++(?:that|this|it))?+)"
    r"(?=\s*+(?:[.,;:!)]|$|(?:and|or|because|since|without|due|so|at\s++all)\b|as\s++" + _SUBJECT + r"))",
    re.IGNORECASE,
)
# a whole sentence that is a refusal (issue 13 adv8 H1), in wordings :data:`_REFUSAL` misses: a sentence start
# (after "I'm sorry, but", "Unfortunately,"), "I"/"we" with a refusing modal ("cannot", "can't", "couldn't", "won't
# (be)", "refuse to", "am not comfortable", "do not feel comfortable") and an evaluating verb, then the rest of the
# sentence made only of words that name the task as a whole (:data:`_TASK_WORD`) up to its end or to a reason
# clause ("because", "since", "due to", "given", "as" before a subject) that names no tie: "I refuse to evaluate
# this content.", "I cannot provide a rating for this content.", "I can't choose between the outputs.", "I cannot
# evaluate this request as it involves harmful content.", "I'm not comfortable judging these responses."; "I cannot
# provide a rating higher than 6 because ..." or "I cannot rate it above 3." is none. A sentence saying no
# responses were given ("No responses were provided.") is one too.
# Adv9 M5: a disclaimer about a part the judge cannot see ("I cannot evaluate the images mentioned, as none were
# provided.") or a tie ("I can't pick one over the other, as both are equally correct.") is none. Adv11 M5: a
# restated rule ("I will not judge the responses on length, as instructed."), a partial disclaimer ("I cannot
# assess the accuracy of the dates as I lack a reference.") or a remark on a rating ("I cannot give it a passing
# grade.", "I can't pick B, given the error.") is none.
_SENTENCE_LEAD = (
    r"(?:(?:(?:i['\u2019]m\s++|i\s++am\s++)?+(?:(?:so|really|very|truly|terribly)\s++)?+(?:sorry|afraid)"
    r"|unfortunately|regrettably|apologies"
    r"|i\s++apologi[sz]e|however|honestly|as\s++an?\s++(?:ai|artificial\s++intelligence|language\s++model)"
    r"(?:\s++(?:language\s++)?+(?:model|assistant|system))?+)(?:\s*+[-\u2013\u2014]++\s*+|[\s,]++)(?:but[\s,]++)?+)*+"
)
# (adv9 H3: any negated capability or will, "I'm not going to", "I'd rather not", "I must refrain from", "I cannot
# in good conscience", "I don't think I can", "It is not appropriate for me to", "This is not something I can")
_NOT = r"(?:not|n['\u2019]t)"
# a comma-aside after the refusing modal: "I cannot, in good conscience, evaluate", "I must, regrettably, decline to"
# (adv13 H2: a parenthesis "I cannot (and will not) evaluate", a dash-aside "I cannot - in good conscience -
# evaluate", an adverb "I really cannot", "I am unfortunately unable to")
_MODAL_ASIDE = (
    r"(?:\s*+,[^.!?\n:;,\[\]]{1,40}+,|\s*+\([^.!?\n:;()\[\]]{1,40}+\)|\s++[-\u2013\u2014]++[^.!?\n:;,\[\]\-\u2013\u2014]{1,40}+"
    r"[-\u2013\u2014]++|\s++(?:really|simply|just|unfortunately|regrettably|sadly|truly|honestly|genuinely|still"
    r"|currently|absolutely))?+"
)

_REFUSING = (
    r"(?:(?:i|we)(?:\s++am|\s++are|['\u2019]m|['\u2019]re|['\u2019]d|['\u2019]ll|\s++would|\s++must|\s++have\s++to"
    r"|\s++need\s++to)?+"
    + _MODAL_ASIDE
    + r"\s++(?:cannot(?:\s++and\s++will\s++not)?+|can\s*+not|can['\u2019]t|could\s*+not"
    r"|couldn['\u2019]t|unable\s++to|not\s++able\s++to|(?:won['\u2019]t|will\s++not)(?:\s++be(?:\s++able\s++to)?+)?+"
    r"|not\s++in\s++a\s++position\s++to|refuse\s++to|(?:(?:must|will)\s++)?+(?:respectfully\s++)?+decline\s++to|(?:do\s++not|don['\u2019]t)\s++feel\s++(?:comfortable|able\s++to)"
    r"|not\s++comfortable|not\s++going\s++to|(?:rather|prefer)\s++not(?:\s++to)?+|refrain\s++from"
    r"|(?:do\s++not|don['\u2019]t)\s++think\s++(?:i|we)\s++(?:can|could|should)|can\s++neither"
    r"|(?:do\s++not|don['\u2019]t)(?=\s++(?:evaluat|judg|rat|assess|grad|compar|review|scor)))"
    r"|it(?:(?:\s++is|['\u2019]s|\s++would\s++be)\s++not|\s++would\s++not\s++be|\s++wouldn['\u2019]t\s++be"
    r"|\s++isn['\u2019]t)\s++"
    r"(?:appropriate|right|ethical|possible|my\s++place)(?:\s++for\s++(?:me|us))?+\s++to"
    r"|(?:this|that|it)(?:\s++is|['\u2019]s)\s++not\s++something\s++(?:i|we)\s++(?:can|could|will|am\s++able\s++to))"
    r"(?:\s++in\s++good\s++conscience)?+"
)
# a sentence that says there is nothing to judge or that the task is off-limits (adv9 H3): "There is nothing to
# evaluate.", "The responses are missing.", "Both responses are empty, so no evaluation is possible.", "Neither
# response was provided, so I can't compare.", "I cannot see the responses.", "This request violates my guidelines.",
# "I decline.", "Evaluation declined."
_NOTHING = (
    r"(?:there\s++(?:is|was)\s++nothing\s++(?:here\s++)?+to\s++(?:evaluate|compare|judge|rate|assess|grade|score)"
    r"|(?:(?:the|both)\s++(?:two\s++)?+|(?:assistant|output|response|model)\s*+\(?+[ab12]\)?+(?:['\u2019]s)?+\s++and\s++"
    r"(?:assistant|output|response|model)\s*+\(?+[ab12]\)?+['\u2019]s\s++)(?:responses|answers|outputs|submissions)\s++"
    r"(?:are|were)\s++(?:both\s++)?+(?:missing|empty|blank"
    r"|absent|not\s++(?:provided|included|shown|given|visible))"
    r"|neither\s++(?:response|answer|output|submission)\s++(?:was|is|has\s++been)\s++(?:provided|given|included|shown)"
    r"|no\s++(?:evaluation|comparison|judge?ment|verdict|rating|assessment)\s++is\s++possible"
    r"|(?:i|we)(?:\s++am|\s++are|['\u2019]m|['\u2019]re)?+\s++(?:cannot|can['\u2019]t|can\s*+not|unable\s++to|not\s++able\s++to)"
    r"\s++(?:see|access|view|find|read)\s++(?:the|any|either|both)\s++(?:two\s++)?+(?:responses?|answers?|outputs?)"
    r"|(?:(?:evaluating|judging|rating|assessing|comparing|reviewing|grading|scoring)\s++)?+(?:this|the|your|such)\s++"
    r"(?:request|content|task|prompt|conversation|material|evaluation)\s++(?:violates|goes\s++against|is\s++against)\s++"
    r"(?:my|our|the)\s++(?:guidelines|polic(?:y|ies)|principles|usage\s++polic(?:y|ies)|rules)"
    r"|(?:i|we)(?:['\u2019](?:m|re|ll|d)|\s++(?:am|are))?+\s++(?:(?:going\s++to|must|have\s++to|need\s++to|will"
    r"|respectfully|politely)\s++)*+decline(?:\s++(?:this|the|your)\s++"
    r"(?:request|task|evaluation))?+"
    r"|(?:evaluation|request|task|judge?ment|rating)\s++declined"
    # adv14 M2: "This conversation involves content I can't engage with."
    r"|(?:this|the|your)\s++(?:conversation|request|prompt|content|task|question)\s++(?:involves|contains|includes"
    r"|concerns)\s++(?:content|material|topics?|subject\s++matter)\s++(?:that\s++)?+(?:i|we)\s++(?:cannot|can\s*+not"
    r"|can['\u2019]t|won['\u2019]t|will\s++not|am\s++not\s++able\s++to|am\s++unable\s++to)\s++(?:engage\s++with"
    r"|evaluate|assess|judge|rate|help\s++with|comment\s++on))"
)
# the words a refusal's object may be made of (issue 13 adv11 M5): the task as a whole ("these responses", "your
# request", "this evaluation", "a rating for this content", "a winner", "between them"), particles and adverbs;
# any other word ("on length", "based on", "whether", "the accuracy of the dates", "B", "a passing grade", "as
# perfect") makes the sentence a negated remark about part of the task, not a decline of the task
_TASK_WORD = (
    r"(?:them|it|this|that|these|those|the|both|either|any|your|such|all|two|one|ones|a|an|so|of|kind|type|sort"
    r"|answers?|responses?|assistants?|outputs?|replies|submissions?|requests?|tasks?|evaluations?|assessments?"
    r"|comparisons?|judge?ments?|content|material|prompts?|questions?|conversations?|quer(?:y|ies)|instructions?"
    r"|things?|scores?|ratings?|verdicts?|grades?|decisions?|opinions?|rankings?|winner|part|sides?|final"
    r"|with|in|on|out|to|for|about|between|among|you|me|us|here|there|now|today|at|further|anymore|anything"
    r"|fairly|properly|objectively|reliably|really|accurately|meaningfully|impartially|good|conscience|unfortunately"
    r"|though|fair|pairs?|which|nature"
    r"|(?:evaluat|judg|compar|assess|rat|scor|grad|review|rank)(?:e|es|ing)|against|rubrics?|criteria|guidelines|harmful|inappropriate|offensive|dangerous|unsafe|illegal|unethical|explicit|sensitive|violent|hateful"
    r"|toxic|graphic|disturbing|sexual|abusive|extremist|objectionable|obscene|distressing|malicious|criminal|faith)\b"
)
# what the refused content is, after the object (pass 11 review): a relative clause ("content that promotes
# self-harm", "responses that describe illegal activities"), "like this", "regarding ...", "about ..." (after
# the task word "about"): the decline still covers the task as a whole; no tie word may follow
_TIE_FREE = (
    r"(?:(?!\b(?:same|identical|tie|equally|equal|equivalent|both[ \t]++(?:\w++[ \t]++)?+(?:are|were|seem|look|have)"
    r"|(?:are|re)[ \t]++both)\b)[^.!?\n])*+"
)
_CONTENT_CLAUSE = (
    r"(?:(?:\s++(?:that|which|who)|(?<=\bthat)|(?<=\bwhich))\s++(?:promot|describ|contain|involv|includ|discuss|encourag|glorif|depict|mention"
    r"|ask|request|seek|detail|explain|instruct|advocat|endors|refer|concern|relat)[a-z]*+\b"
    r"|\s++(?:like|regarding|concerning|involving|describing|containing|depicting|promoting|glorifying|encouraging"
    r"|detailing)\b|(?<=\babout))" + _TIE_FREE
)
# an opening clause or interjection before the refusing subject (issue 13 adv12 H1): "Given the harmful nature of
# the request,", "As an AI developed by OpenAI,", "Thank you for your request, but", "While I understand,", "Hmm,";
# at most 100 characters up to its comma, none of them a verdict or tie word (a lead that judges is no decline);
# adv13 M3: up to two such clauses ("Unfortunately, given the nature of the request,"), or one ending in ";", and a
# reason clause about what the request asks, whose words are the request's ("Since the prompt asks for the correct
# dosage of ...,", "As the request asks which is the best way to ...,"), with no tie word
_LEAD_CLAUSE = (
    r"(?:(?:(?:since|as|because|given\s++that)\s++the\s++(?:user['\u2019]s\s++)?+(?:prompt|request|question|user|query"
    r"|task|instruction)\s++(?:asks|requests|wants|seeks|demands|concerns|is\s++about|involves)\b"
    r"(?:(?!\b(?:tie|tied|same|identical|equal|equally|equivalent|both|neither|verdict)\b)[^.!?\n:;,\[\]]){1,100}+"
    r"|(?:(?!\b(?:better|worse|best|worst|superior|inferior|prefer\w*+|winner|wins?|tie|tied|same|identical"
    r"|equal|equally|equivalent|correct|incorrect|wrong|right|verdict|both|neither)\b)"
    r"[^.!?\n:;,\[\]]){1,100}+)[,;]\s*+(?:but[\s,]++)?+){0,2}"
)
# the evaluating verb of a refusal sentence ("evaluate", "provide", "be of any help"), also after "or"/"nor"/"and"
# (adv13 H2: "I cannot evaluate this content or provide a verdict.", "I can neither evaluate nor compare these")
_TASK_VERB = (
    r"(?:(?:evaluat|judg|scor|rat|assess|grad|compar|review|rank|complet|continu|assist|help|choos|pick|select"
    r"|provid|giv|assign|offer|mak|participat|engag|produc|fulfil|compl[yi]|perform|proceed|carr[yi]|handl|process"
    r"|answer|respond|support|tak|do|weigh|declar|nam|output)[a-z]*+\b|be\s++of\s++(?:any\s++)?+(?:help|assistance))"
)
# a trailing aside before the sentence end (adv13 H2): ", unfortunately.", ", sorry.", ", per my guidelines."
_AFTER_ASIDE = (
    r",\s*+(?:unfortunately|regrettably|sadly|sorry|i['\u2019]m\s++(?:sorry|afraid)|i\s++am\s++(?:sorry|afraid)"
    r"|(?:as\s++)?+per\s++(?:my|our|the)\s++(?:guidelines|polic(?:y|ies)|instructions|rules|principles))\s*+(?=[.!]|$)"
)
_REFUSAL_SENTENCE = re.compile(
    r"(?:^|(?<=[.!?:]\s)|(?<=[.!?:]\s\s))[^\w\n]{0,40}+"
    + _LEAD_CLAUSE
    + _SENTENCE_LEAD
    + _REFUSING
    + _MODAL_ASIDE
    + r"\s++"
    r"(?:(?:fairly|properly|objectively|reliably|really|accurately|meaningfully|simply|just)\s++)?+"
    + _TASK_VERB
    + r"(?:\s++"
    + _TASK_WORD
    + r")*+(?:\s++(?:or|nor|and)\s++"
    + _TASK_VERB
    + r"(?:\s++"
    + _TASK_WORD
    + r")*+)?+"
    r"(?:" + _CONTENT_CLAUSE + r")?+\s*+(?:" + _AFTER_ASIDE + r")?+"
    r"(?:[.!]|$|[,;:]?+\s*+(?:because|since|due\s++to|given|as\s++(?=" + _SUBJECT + r"))"
    r"(?:(?!\b(?:same|identical|tie|equally|equal|equivalent|both[ \t]++(?:\w++[ \t]++)?+(?:are|were|seem|look|have)"
    r"|(?:are|re)[ \t]++both)\b)[^.!?\n])*+(?:[.!]|$))"
    r"|^[^\w\n]*+(?:no|there\s++(?:are|were)\s++no)\s++(?:(?:two|assistant|model)\s++)?+"
    r"(?:responses?|answers?|outputs?|submissions?)\s++(?:(?:were|was|are|is|have\s++been|has\s++been)\s++)?+"
    r"(?:provided|given|included|shown|supplied|to\s++(?:evaluate|compare|judge|rate))\s*+(?:[.!]|$)"
    + r"|(?:^|(?<=[.!?:]\s))[^\w\n]{0,40}+"
    + _SENTENCE_LEAD
    + _NOTHING
    + r"(?:\s*+,\s*+so\s++[^.!?\n]*+)?+\s*+(?:[.!]|$)",
    re.IGNORECASE,
)
# a tie said before "I can't say which is better" on its line (adv12 M4: "Both responses are equally helpful; I
# can't say which is better."): the judge cannot pick a side, which is a tie, not a refusal (also read by
# :mod:`judge_engine.pipeline.parsing.undecided`)
TIE_SAID = re.compile(
    r"\b(?:equally|equal|same|identical|equivalent|tie|both\s++(?:\w++\s++)?+(?:are|were)\s++(?:\w++\s++)?"
    r"(?:good|correct|accurate|helpful|strong|excellent|fine|valid|right|well))\b",
    re.IGNORECASE,
)
# a tie the judge settles on after "I can't say which is better" on its line (adversarial pass 31 M4: "..., so I'll
# call it a tie.", "... It's a tie.", "... Both are equally good."): a tie, not a refusal
_TIE_NEXT = re.compile(
    r"\b(?:tie|tied|draw|call\s++it\s++even|equally\s++(?:good|helpful|strong|correct|accurate)|of\s++equal\s++quality)\b",
    re.IGNORECASE,
)
# a label before a colon that reports the assistant's words, not the judge's (adv9 M5): "The assistant declined:",
# "The AI assistant's response:", "Assistant A replied:", and (adv11 M6) a label naming one ("Assistant B:",
# "- Response (a):", "The assistant's reply was:"); "My answer:" or "Explanation:" is the judge's own
_REPORTED = re.compile(
    r"(?!.*\b(?:my|our)\b).*\b(?:assistants?|assistant['\u2019]s|responses?|answers?|outputs?|model|model['\u2019]s"
    r"|repl(?:y|ies|ied)|said|says|wrote|writes|declined|declines|refused|refuses|responded|responds|answered"
    r"|stated|states)\b(?:[^\w:\n]*+(?:[a-z0-9]|\([a-z0-9]\)|was|is|were|reads|read)\b)?+[^\w:]*+:\s*+"
    + _SENTENCE_LEAD
    + r"$",
    re.IGNORECASE,
)
# the start of an error message returned as the completion: "Error: rate limited", "Error 429: too many
# requests", "**ERROR**: ...", "[ERROR] ...", "ERROR - ...", an exception's class name ("RuntimeError: ...",
# "openai.RateLimitError: ..."), "Error code: 429", a Python traceback, an HTTP status line ("503 Service
# Unavailable", "Internal Server Error"), a server's message ("An error occurred ...", "Rate limit exceeded",
# "upstream request timeout", "Request failed with status code 500", "CUDA out of memory"), an HTML error
# page, a JSON object whose first key is a non-null "error"; a judge's "Error analysis:", "Errors in A:",
# "Error-free code" or "Assistant A's code has a runtime error" is none
# the judge saying it does not know or lacks what it needs to decide (adversarial pass 21 H1): "I don't know which
# is better.", "I don't have enough information to decide."
_UNSURE = re.compile(
    r"\b(?:i['\u2019]m|i\s++am|we['\u2019]re|we\s++are)\s++not\s++(?:sure|certain)\s++which(?:\s++(?:one|answer|response"
    r"|assistant|output))?+\s++is\s++better"
    r"|\bthere\s++(?:is|isn't|is\s++not)\s++(?:not\s++)?+(?:enough|sufficient)\s++(?:information|context|detail)\s++to\s++"
    r"(?:judge|decide|tell|evaluate|compare|rate|score|choose)"
    r"|\b(?:i|we)\s++(?:really\s++|honestly\s++|simply\s++|just\s++)?+(?:don't|do\s++not)\s++(?:know\s++which"
    r"(?:\s++(?:one|answer|response|assistant|output))?+\s++(?:is\s++better|to\s++(?:choose|pick|prefer))"
    r"|have\s++(?:enough|sufficient)\s++(?:information|context|details?|knowledge)\s++to\s++(?:decide|judge|tell|say"
    r"|choose|evaluate|compare|rate|score))\b"
    # adversarial pass 28 H1: "I'm unable to determine the better response.", "I can't determine the winner.", "I need
    # more context to decide.", "This is beyond my ability to judge.", "... so no verdict is possible."
    r"|\b(?:(?:i['\u2019]m|i\s++am|we['\u2019]re|we\s++are)\s++(?:unable|not\s++able)|(?:i|we)\s++(?:can(?:not|['\u2019]t)"
    r"|could\s*+n(?:o|['\u2019])t)|it['\u2019]s\s++impossible|it\s++is\s++impossible)\s++(?:to\s++)?+(?:determine|identify"
    r"|judge)\s++(?:the\s++|a\s++)?+(?:better|best|stronger|winning|superior)?+\s*+(?:response|answer"
    r"|assistant|output|one|winner)\b"
    r"|\b(?:i|we)\s++(?:would\s++)?+need\s++more\s++(?:context|information|details?)\s++to\s++(?:decide|judge|tell|choose"
    r"|evaluate|compare|rate|score)\b|\bbeyond\s++my\s++(?:ability|capacity|capabilities)\s++to\s++(?:judge|evaluate|decide"
    r"|compare|rate)\b|\bno\s++(?:verdict|judg(?:e)?ment|decision)\s++is\s++possible\b"
    # parser version 53 (adversarial pass 46 H5): "It depends on what the user wants.", "I abstain.", "No opinion.",
    # "I'm torn.", "Hard to say.", "Any choice would be a coin flip.", "I have no preference.", "Let me not choose."
    r"|\bit\s++(?:all\s++|really\s++)?+depends\s++on\s++(?:what\s++the\s++user\s++(?:wants|needs|prefers)|the\s++user['\u2019]s"
    r"\s++(?:needs|preferences?|goals?))(?=\s*+[.!;]|\s*+$)"
    r"|\b(?:picking|choosing)\s++(?:a\s++winner|one|between\s++them)\s++(?:here\s++)?+would\s++be\s++(?:arbitrary|a\s++coin"
    r"\s++(?:flip|toss))|\bany\s++choice\s++would\s++be\s++(?:arbitrary|a\s++coin\s++(?:flip|toss))"
    r"|\b(?:i|we)(?:\s++will|['\u2019]ll|\s++shall|['\u2019]m\s++going\s++to|\s++am\s++going\s++to|\s++must"
    r"|\s++have\s++to)?+\s++abstain\b"
    r"|\bcan(?:not|['\u2019]t)\s++make\s++(?:that|this|a|the)\s++(?:determination|call|judg(?:e)?ment|decision)\b"
    r"|^\W*+no\s++opinion\b|\bwho\s++knows\s++which|\beither\s++(?:one\s++)?+could\s++be\s++(?:better|the\s++better)"
    r"|\blet\s++me\s++not\s++(?:choose|pick|decide)|\bi\s++(?:will\s++|['\u2019]ll\s++)?+pass\s++on\s++this\b"
    r"|\bbeyond\s++what\s++i\s++can\s++(?:judge|evaluate|assess)|\bexpertise\s++i\s++(?:lack|do\s++not\s++have|don['\u2019]t"
    r"\s++have)|\b(?:i['\u2019]m|i\s++am)\s++(?:torn|unsure|undecided)(?=\s*+[.!;,]|\s*+$|\s++(?:here|between|on\s++this))"
    r"|\bcan(?:not|['\u2019]t)\s++call\s++this\b|\b(?:i|we)\s++have\s++no\s++preference\b"
    r"|\b(?:don['\u2019]t|do\s++not)\s++have\s++(?:personal\s++)?+preferences\b"
    r"|\b(?:i|we)\s++(?:can(?:not|['\u2019]t)|could\s*+n(?:o|['\u2019])t)\s++(?:choose|pick|decide)(?=\s*+[.!;]|\s*+$)",
    re.IGNORECASE,
)


# version 81 (adversarial pass 77): declines in idioms ("Count me out.", "Judging these goes against my principles.",
# "I'd prefer to skip this comparison.") and a notice that the judge gave no answer ("[No response from the judge]",
# "The judge model returned an empty response.")
_DECLINES = re.compile(
    r"\bcount\s++(?:me|us)\s++out\b|\b(?:goes|go|going|would\s++go|is|be)\s++against\s++(?:my|our)\s++(?:principles"
    r"|guidelines|values|ethics|polic(?:y|ies)|programming|rules)\b|\b(?:i['\u2019]d|i\s++would|we['\u2019]d|i|we)\s++"
    r"(?:prefer|rather|like|want|choose|opt)\s++(?:to\s++|not\s++to\s++)?+(?:skip|pass\s++on|sit\s++out|stay\s++out\s++of"
    r"|not\s++(?:judge|evaluate|compare|rate|choose|pick|weigh\s++in))\b|\bskip(?:ping)?+\s++(?:this|the|these)\s++"
    r"(?:comparison|evaluation|task|pair|judg(?:e)?ment|rating|one)\b|\bno\s++(?:response|reply|output|answer)\s++from"
    r"\s++the\s++(?:judge|model|server|evaluator)\b|\b(?:judge|model|server|evaluator)(?:\s++model)?+\s++(?:returned|gave"
    r"|produced|sent)\s++(?:an?\s++)?+(?:empty|blank|no)\s++(?:response|reply|output|completion|answer)\b"
    # version 81, second round (adversarial pass 78): "I'm stumped.", "I have no idea.", "I'll pass on this one.",
    # "Beats me.", "Your guess is as good as mine.", "Not my call.", "Escalating to a human annotator.", "Flagging this
    # pair for manual review.", and declines in Chinese, Spanish, French, German
    r"|\b(?:i['\u2019]m|i\s++am)\s++stumped\b|\bi\s++have\s++no\s++idea\b|\bi['\u2019]ll\s++pass\s++on\s++this\b|^\W*+beats"
    r"\s++me\b|\byour\s++guess\s++is\s++as\s++good\s++as\s++mine\b|\bnot\s++my\s++call\b|\bescalat\w*+\s++(?:this\s++"
    r"|it\s++)?+to\s++(?:a\s++)?+human|\bflag\w*+\s++(?:this\s++(?:pair|item|one)\s++|it\s++)?+for\s++(?:manual|human)"
    r"\s++review\b|\bno\s++puedo\s++evaluar|\bje\s++ne\s++peux\s++pas\s++(?:évaluer|juger)|\bich\s++kann\s++(?:\w++\s++)"
    r"{0,3}?nicht\s++(?:bewerten|beurteilen)|\u6211\u65e0\u6cd5\u8bc4\u4f30|\u65e0\u6cd5\u8bc4\u4ef7"
    # pass 79: a guess or an uninformed pick said as such ("Random guess.", "Coin flip.", "I picked a number at
    # random.", "Eeny, meeny, miny, moe", "Alphabetically first:", "Blindly:", "without reading them", "I skimmed only
    # the first answer.", "the format forces me to choose")
    r"|^\W*+(?:feedback\s*+:\s*+)?+(?:(?:a\s++)?+random\s++(?:guess|pick|choice)|(?:a\s++)?+coin\s++(?:flip|toss)|eeny\W++meeny|alphabetically"
    r"\s++first|blindly)\b|\b(?:picked|chose|chosen|drew)\s++(?:a\s++number|one|it|a\s++side)\s++at\s++random\b"
    r"|\bwithout\s++(?:reading|looking\s++at|opening)\s++(?:them|either|the\s++answers|the\s++responses)\b"
    r"|\bskimmed\s++only\b|\bonly\s++skimmed\b|\bformat\s++forces\s++me\s++to\s++(?:choose|pick)\b",
    re.IGNORECASE | re.MULTILINE,
)
# a double quotation mark: a refusal after an odd number of them on its line is an answer's words (v87, pass 93f R1)
_QUOTE_MARK = re.compile(r"[\"\u201c\u201d\u00ab\u00bb]")
# how far back a refusal's sentence is read for a label that reports the assistant's words (:data:`_REPORTED`,
# characters): such a label ("The assistant declined:") is short
_REPORT_SPAN = 240


def refuses(text: str, template: Template, undecided: bool = True) -> bool:
    """Whether the judge says, outside any quotation, that it cannot or will not evaluate (:func:`refusal` is
    ``"refusal"``), or, with ``undecided``, that it cannot decide (``"undecided"``)."""
    kind = refusal(text, template)
    return kind == "refusal" or (undecided and kind == "undecided")


# the last texts read by refusal(): one completion is read by several checks (the forced evidence, the text before the
# verdict), each of which asks twice (adversarial pass 34 H4's split); keyed by the prompt and the text
_READ: dict[tuple[str, str, str], str | None] = {}
_UNREAD = "unread"


def refusal(text: str, template: Template) -> str | None:
    """``"refusal"`` when the judge says, outside any quotation
    (:func:`~judge_engine.pipeline.parsing.quoting.unquoted_hits`), that it cannot or will not evaluate
    (:data:`_REFUSAL`, or a whole sentence :data:`_REFUSAL_SENTENCE`, or an idiom or notice :data:`_DECLINES`): its
    completion then holds no verdict of its
    own; else ``"undecided"`` when it says it cannot decide (``I can't decide which is better``, :data:`_UNSURE`),
    which :func:`~judge_engine.pipeline.parsing.undecided.undecided` reads with what the judge decides after it
    (adversarial pass 34 H4: ``I can't decide which is better. If I had to choose, I'd pick Assistant A.``); else
    None. A refusal right after a colon whose sentence reports the
    assistant's words (:data:`_REPORTED`: ``The assistant declined: I cannot help with that request.``) is the
    assistant's, not the judge's, and so is one whose last word is inside double quotation marks (``Assistant B
    refuses, saying "I'm sorry, but I can't help with that."``; version 87, false-failure pass 93f R1); ``I can't say
    which is better`` after a tie on its line (:data:`TIE_SAID`), or
    before one (:data:`_TIE_NEXT`), is a tie. Linear in ``len(text)``; the last few texts' readings are kept."""
    key = (template.system, template.user, text)
    known = _READ.get(key, _UNREAD)  # one lookup: another thread may clear the cache between two
    if known is not _UNREAD:
        return known

    def reported(line: str, start: int) -> bool:
        # only the last _REPORT_SPAN characters of the sentence are read, so that a line of many refusals costs
        # linear time (adversarial pass 33 H4: 64 KB of "I cannot evaluate this, " took 15 s)
        low = max(0, start - _REPORT_SPAN)
        sentence = max(line.rfind(". ", low, start), line.rfind("! ", low, start), line.rfind("? ", low, start))
        lead = line[sentence + 1 if sentence >= 0 else low : start]
        return ":" not in lead or _REPORTED.match(lead) is None

    def find(_: int, line: str) -> list[tuple[int, int, object]]:
        # a tie said before the refusal on its line: the first tie's end; one after it: the last tie's start (each
        # line read once, adversarial pass 33 H4)
        tie_before = TIE_SAID.search(line)
        marks = [m.start() for m in _QUOTE_MARK.finditer(line)]  # v87: a refusal quoted from an answer (pass 93f R1)

        def own(line: str, m: re.Match[str]) -> bool:
            # the refusal's last word inside a quotation (an odd number of marks before it): an answer's words
            return bisect.bisect_left(marks, m.end() - 1) % 2 == 0 and reported(line, m.start())

        ties_next = [m.start() for m in _TIE_NEXT.finditer(line)]

        def tie(m: re.Match[str]) -> bool:
            if "which" not in m.group().lower():
                return False
            return (tie_before is not None and tie_before.end() <= m.start()) or bool(
                ties_next and ties_next[-1] >= m.end()
            )

        found: list[tuple[int, int, object]] = [
            (m.start(), m.end(), "undecided" if "which" in m.group().lower() else "refusal")
            for m in _REFUSAL.finditer(line)
            if own(line, m) and not tie(m)
        ]
        found += [(m.start(), m.end(), "undecided") for m in _UNSURE.finditer(line) if own(line, m)]
        found += [(m.start(), m.end(), "refusal") for m in FOREIGN_REFUSAL.finditer(line) if own(line, m)]
        found += [
            (m.start(), m.end(), "refusal")
            for m in NO_LOOK.finditer(line)
            if own(line, m) and not answer_claims(line, m.start())  # v87: "Assistant B notes that the ranking is ..."
        ]
        found += [(m.start(), m.end(), "refusal") for m in _DECLINES.finditer(line) if own(line, m)]
        found += [(m.start(), m.end(), "refusal") for m in DECLINED.finditer(line) if own(line, m)]  # v88
        found += [(m.start(), m.end(), "undecided") for m in NO_PREFERENCE.finditer(line) if own(line, m)]  # v88
        return found + [(m.start(), m.end(), "refusal") for m in _REFUSAL_SENTENCE.finditer(line) if own(line, m)]

    plain = text.replace("\u2019", "'").replace("\u2018", "'")  # curly apostrophes, one character each (adv11 H1)
    hits = unquoted_hits(plain, prompt_lines(template.system, template.user), find, line_end=False, statement=True)
    kinds = {h.value for h in hits}
    kind = "refusal" if "refusal" in kinds else "undecided" if kinds else None
    if len(_READ) >= 8:
        _READ.clear()
    _READ[key] = kind
    return kind
