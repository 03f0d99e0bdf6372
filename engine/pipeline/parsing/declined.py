"""Refusals, unseen answers and notices in wordings the older lists lack (parser versions 88 and 89): read by
:func:`~judge_engine.pipeline.parsing.refusals.refusal`, outside quotations, in every format, so the verdict or the
scores written with them are no verdict of the judge's own. Found by adversarial pass 96 (probe q249) and the fresh
pass adv59 (D2, D4), both on 68d7639 (version 87 as landed), and (version 89) the fresh pass adv60 on ac31ef0 (D1, D2,
D4, D5: a service's or a harness's notice, a log line, an error header in another language, more unseen answers, a
format test)."""

from __future__ import annotations

import re

from judge_engine.pipeline.parsing.harness import HARNESS

_END = r"(?=\s*+(?:[.!;)]|$))"
_SENTENCE_START = r"(?:^|(?<=[.!?:;]\s))[^\w\n]{0,3}+"
_NOT_ABLE = r"(?:cannot|can['\u2019]t|can\s*+not|could\s*+not|couldn['\u2019]t|unable\s++to|not\s++able\s++to)"
_REASON_OR_END = r"(?=\s*+(?:[.!;]|$|,\s*+so\b)|,?+\s++(?:because|since|as|without|due|given)\b)"
_ANSWER_WORDS = r"answers?|responses?|outputs?"
_ANSWER = r"(?:" + _ANSWER_WORDS + r")"
_NAMED = r"(?:assistant|response|output|model)\s*+\(?+[ab12]\)?+['\u2019]s\s++"  # "Assistant B's "
_NAMED_ANSWER = _NAMED + _ANSWER

DECLINED = re.compile(
    # the task said to be impossible in the passive (q249): "No reference answer was provided, so the rubric cannot be
    # applied.", "The responses cannot be evaluated.", "The comparison cannot be performed."; the subject is the task's
    # own noun right after its determiner (never after "of": "The accuracy of the responses cannot be judged as ..."
    # is an aspect), and the clause ends there, at ", so" or at a reason ("cannot be compared on speed" is an aspect)
    r"(?<!\bof\s)\b(?:the|this|that|these|those|both|either|any|my|our)\s++(?:(?:score|scoring|evaluation|grading)\s++)?+"
    r"(?:rubric|criteria|"
    + _ANSWER_WORDS
    + r"|submissions?|task|evaluation|comparison)\s++"
    + _NOT_ABLE
    + r"\s++be\s++"
    r"(?:applied|used|evaluated|judged|scored|rated|graded|assessed|compared|ranked|performed|done|completed)"
    + _REASON_OR_END
    # no judgment possible: "No score can be given.", "No verdict could be reached, since ..."
    + r"|\bno\s++(?:score|rating|verdict|grade|evaluation|judg(?:e)?ment|comparison|assessment)\s++(?:can|could)\s++be"
    r"\s++(?:given|assigned|made|provided|reached|determined)"
    + _REASON_OR_END
    # a refusal in a few words, as a whole sentence (adv59 D2): "Cannot determine.", "Can't tell.", "Unable to
    # decide.", "Declined.", "Refused.", "Parsing failed.", "No verdict.", "Not evaluable.", "Evaluation not possible."
    + r"|"
    + _SENTENCE_START
    + r"(?:"
    + _NOT_ABLE
    + r"\s++(?:determine|tell|decide|say|judge|evaluate|compare|rate|score|grade|assess)|declined|refused"
    r"|parsing\s++failed|no\s++verdict|not\s++evaluable|(?:evaluation|judg(?:e)?ment"
    r"|comparison|rating|scoring)\s++(?:is\s++|was\s++)?+(?:not\s++possible|impossible|skipped|refused|declined|failed)"
    r")"
    + _END
    # stand-in scores said so, alone or with a reason: "(neutral scores; ...)", "Neutral scores since I could not ..."
    + r"|"
    + _SENTENCE_START
    + r"(?:neutral|default|placeholder)\s++(?:scores?|ratings?|verdict)"
    r"(?=\s*+(?:[.!;)]|$)|,?+\s++(?:since|because|as)\b)"
    # the judge could not evaluate, in the past: "Neutral scores since I could not evaluate."
     + r"|\b(?:i|we)\s++(?:could\s*+not|couldn['\u2019]t|was\s++unable\s++to|were\s++unable\s++to)\s++(?:evaluate|judge"
    r"|assess|rate|score|grade|compare|review)(?:\s++(?:them|it|this|the\s++"
    + _ANSWER
    + r"|either(?:\s++one)?+|both))?+"
    + _END
    # an answer unseen (adv59 D4): "I cannot see Assistant B's answer.", "the second answer is not visible", "Only one
    # answer was shown.", "I cannot access the answer", "No answer visible to me.", "The input was cut off before
    # Assistant B's answer", "so I only saw A."
    + r"|\b"
    + _NOT_ABLE
    + r"\s++(?:see|access|view|read|load|open)\s++(?:"
    + _NAMED_ANSWER
    + r"|(?:the|either|both|any)\s++(?:(?:first|second|other|two)\s++)?+"
    + _ANSWER
    + r")\b"
    r"|\b(?:the\s++(?:first|second|other)\s++|" + _NAMED + r")" + _ANSWER + r"\s++(?:is|was|are"
    r"|were)\s++(?:not|n['\u2019]t)\s++(?:visible|shown|displayed)\b"
    r"|\bonly\s++one\s++(?:answer|response|output)\s++(?:was|is|were)\s++(?:shown|visible|given|provided|included"
    r"|displayed)\b|\bno\s++" + _ANSWER + r"\s++(?:(?:is|was|were|are)\s++)?+visible\b"
    r"|\bcut\s++off\s++before\s++(?:(?:the\s++)?+(?:first|second|other)\s++" + _ANSWER + r"|" + _NAMED_ANSWER + r")"
    r"|\bi\s++only\s++saw\s++(?:(?-i:[AB12])|one\s++" + _ANSWER + r"|assistant\s*+(?-i:[AB12]))\b"
    # version 89 (fresh pass adv60 D2): "Please provide the answers so I can evaluate them.", "truncated by the system
    # before I could read it", "I only see one answer.", "I wasn't given the responses", "empty in the prompt I
    # received", "contains only the placeholder {second}", "Only Assistant A's answer is visible"
    r"|\bplease\s++(?:provide|share|send|paste)\s++(?:me\s++)?+(?:the\s++|both\s++)?+(?:two\s++)?+(?:assistant['\u2019]s\s++)?+"
    + _ANSWER
    + r"(?=\s*+(?:[.!;]|$)|\s++(?:so\s++(?:that\s++)?+(?:i|we)\s++can"
    r"|to\s++(?:evaluate|compare|judge|rate|score|review)|for\s++(?:evaluation|comparison|review)))"
    r"|\btruncated\s++(?:by\s++the\s++(?:system|server|harness|pipeline)\s++)?+before\s++(?:i|we)\s++could\s++(?:read|see"
    r"|evaluate|review)\b|\b(?:i|we)\s++only\s++see\s++one\s++" + _ANSWER + r"\b"
    r"|\b(?:i|we)\s++(?:wasn['\u2019]t|was\s++not|weren['\u2019]t|were\s++not)\s++(?:given|shown|sent|provided(?:\s++with)?+)\s++"
    r"(?:the|any|either|both)\s++(?:two\s++)?+" + _ANSWER + r"\b"
    r"|\b(?:empty|blank|missing)\s++in\s++the\s++(?:prompt|input)\s++(?:i|we)\s++(?:received|got|was\s++given)\b"
    r"|\bcontains\s++only\s++the\s++placeholder\b|\bblank\s++in\s++my\s++view\b|\bonly\s++(?:assistant\s*+[ab12]['\u2019]s"
    r"|the\s++(?:first|second)|one)\s++" + _ANSWER + r"\s++(?:is|was)\s++visible\b"
    # version 89 (adv60 D1): a service's, a harness's or a moderation layer's notice, an input-truncation warning, a
    # log line ("[Evaluation service notice: judge timed out, default scores inserted.]", "[This content was filtered
    # due to policy.]", "(Model output unavailable)", "Warning: The input was truncated to 4096 tokens.", "Evaluation
    # failed: ...", "INFO 2024-05-01 12:00:01 judge.py:42"), and (D5) an error header in another language ("Fehler:",
    # "Erreur :", "Ошибка:", "错误：")
    r"|\b(?:default|placeholder|fallback)\s++(?:scores?|verdicts?|ratings?|values?)\s++(?:(?:were|was|have\s++been"
    r"|has\s++been)\s++)?+(?:inserted|substituted|filled\s++in|used\s++instead)\b"
    r"|\b(?:judge|evaluator|evaluation\s++model|judge\s++model)\s++(?:timed\s++out|was\s++unavailable|is\s++unavailable"
    r"|crashed)\b|\b(?:generated|produced|assigned|filled\s++in)\s++automatically\s++because\b"
    r"|\[(?:this\s++)?+(?:content|response|output|answer|message)\s++(?:was\s++|has\s++been\s++)?+(?:filtered|withheld"
    r"|blocked|removed|redacted)\b|\bmodel\s++output\s++(?:is\s++|was\s++)?+(?:unavailable|missing|not\s++available)\b"
    r"|^\W*+warning\s*+:\s*+(?:the\s++)?+(?:input|prompt|context|conversation)\s++(?:was|is|has\s++been)\s++truncated\b"
    r"|^\W*+(?:(?:evaluation\s++evidence|feedback|explanation)\s*+:\s*+)?+(?:evaluation|judging|scoring|parsing)\s++failed"
    r"\s*+[:.!]"
    r"|^\W*+(?-i:INFO|WARNING|WARN|ERROR|DEBUG|CRITICAL)\s++\d{4}-\d{2}-\d{2}\b"
    r"|^\W*+(?:fehler|erreur|errore|erro|ошибка|错误|錯誤|エラー)\s*+[:\uff1a]"
    # (adv60 D5) "cannot tell which is better" and "the answers are missing / not visible / empty" in French, Spanish,
    # German, Japanese, Russian and Chinese
    r"|\bje\s++ne\s++peux\s++pas\s++(?:déterminer|dire)\s++quel|\bno\s++puedo\s++(?:determinar|decir)\s++cu[aá]l"
    r"|\bich\s++kann\s++nicht\s++sagen,?+\s++welche|\b(?:les\s++)?+réponses?\s++(?:ne\s++(?:sont|est)\s++pas\s++visibles?"
    r"|(?:sont|est)\s++(?:vides?|absentes?)|manquent)\b|\b(?:las\s++)?+respuestas?\s++(?:no\s++est[aá]n?\s++visibles?"
    r"|est[aá]n?\s++vac[ií]as?|faltan)\b|\bdie\s++antworten\s++(?:fehlen|sind\s++leer)\b|回答が表示されていません"
    r"|\bответы\s++отсутствуют|答案缺失|我看不到"
    # version 89 (adv60 D4): "This is a test of the output format.", "The above is just the output format"
    r"|\b(?:a|just\s++a|only\s++a)\s++test\s++of\s++the\s++(?:output\s++)?+format\b|\b(?:the\s++above|this)\s++is\s++"
    r"(?:just|only|merely)\s++(?:the|an?)\s++(?:output\s++)?+format\b"
    # version 90 (fresh pass adv63): a harness's notice, a stand-in verdict, a deferral, a verdict limited to one
    # criterion, by their structure (judge_engine.pipeline.parsing.harness)
    r"|" + HARNESS,
    re.IGNORECASE | re.MULTILINE,
)
"""One sentence or clause of the judge's that refuses the task or says it did not see an answer; every alternative
ends at a clause end or a reason, with possessive quantifiers and no nested repetition, so a scan is linear."""

NO_PREFERENCE = re.compile(
    # adv59 D2: "As an AI language model, I cannot have preferences." (an undecided judge, read with what it decides
    # after, as "I don't have preferences" is)
    r"\b(?:i|we)\s++(?:cannot|can['\u2019]t|can\s*+not)\s++have\s++(?:personal\s++)?+(?:preferences|opinions)\b",
    re.IGNORECASE,
)
"""The judge saying it cannot have a preference: ``"undecided"`` for
:func:`~judge_engine.pipeline.parsing.refusals.refusal`."""
