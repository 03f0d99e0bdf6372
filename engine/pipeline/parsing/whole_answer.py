"""A verdict on one whole answer before a single rating (parser version 67; issue 13, adversarial pass 58 H4), for
:func:`~judge_engine.pipeline.parsing.rating_conclusion.concludes_other_rating`: :func:`whole_verdict`. An answer that
does not answer (``The response refuses to answer the question.``, ``The response is empty.``, ``The assistant just
repeats the question without answering it.``, ``The response answers a different question than the one asked.``),
does not work (``The code throws a TypeError on the sample input, so it does not work at all.``, ``... invents a
library function that does not exist, so the solution cannot run.``), is wrong (``The answer says the capital of
Australia is Sydney, which is incorrect.``, ``The answer is 41, but the correct answer is 42.``, ``The assistant's final
answer (41) differs from the reference (42).``, the answer called wrong in Spanish, French, German, Chinese or
Japanese), harms (``The response recommends a dangerous dose ...``) or fails every criterion or the rubric is
``"bad"``; praise of the whole answer with no reserve
(``This is an excellent answer that fully addresses every part of the question.``, ``An exemplary response.``, ``I
could not have written a better answer myself.``, ``I cannot find any flaw.``, ``The code is correct, efficient, well
documented, and handles every edge case.``, ``The assistant's answer of 42 matches the reference answer exactly.``)
is ``"good"``. Each pattern is matched against the whole sentence
(``fullmatch``), so a sentence that says more is no such verdict. Linear: a few possessive regex matches."""

from __future__ import annotations

import re

from judge_engine.pipeline.parsing.faults import FAULT
from judge_engine.pipeline.parsing.reference_values import reference_mismatch

_I = re.IGNORECASE
_SUBJECT = r"\W*+(?:feedback\s*+:\s*+)?+(?:the|this)\s++(?:response|answer|assistant|reply|code|solution|output)"
_BAD = re.compile(
    _SUBJECT + r"(?:['\u2019]s\s++(?:answer|response|code|solution))?+\s++(?:"
    r"(?:simply\s++|just\s++)?+refuses\s++to\s++(?:answer|help|respond)(?:\s++(?:the|this)\s++(?:question|request))?+"
    r"|ignores\s++the\s++user['\u2019]s\s++(?:new\s++)?+(?:constraint|instruction|request)s?+(?:\s++entirely)?+\s++and\s++"
    r"is\s++(?:incorrect|wrong)"
    r"|is\s++(?:completely\s++)?+empty|(?:just\s++|merely\s++|only\s++|simply\s++)?+repeats\s++the\s++question"
    r"(?:\s++without\s++answering\s++it)?+|answers\s++a\s++different\s++question(?:\s++than\s++the\s++one\s++asked)?+"
    r"|fails\s++on\s++every\s++criterion(?:\s*+:\s*+it\s++is\s++[^.!?]{1,80}+)?+"
    r"|recommends\s++a\s++(?:dangerous|harmful|lethal|toxic)\s++[^.!?]{1,120}+"
    r"|throws\s++an?\s++\w*?(?:error|exception)\b[^.!?]{0,80}?,\s*+so\s++it\s++(?:does\s++not|doesn['\u2019]t)\s++work"
    r"(?:\s++at\s++all)?+"
    r"|invents\s++an?\s++[^.!?]{1,80}?\s++that\s++does\s++not\s++exist\s*+,\s*+so\s++(?:the\s++solution|it|the\s++code)"
    r"\s++(?:cannot|can['\u2019]t)\s++(?:run|work|compile)"
    r"|(?:says|states|claims|gives)\s++[^.!?]{1,120}?,\s*+which\s++is\s++(?:incorrect|wrong|false|not\s++(?:true"
    r"|correct))"
    # version 71 (adversarial pass 61 H4): "The response is gibberish.", "... is factually false.", "... is useless."
    r"|is\s++(?:(?:complete|total|utter|pure|just|simply|entirely|completely|totally)\s++)?+(?:nonsense|gibberish"
    r"|nonsensical|useless|worthless|meaningless|incoherent|dangerous|bogus|untrue|a\s++non-answer|self-contradictory"
    r"|factually\s++(?:false|wrong|incorrect))|contradicts\s++itself|misunderst(?:ood|ands)\s++the\s++question"
    r"(?:\s++entirely)?+|ignores\s++every\s++(?:constraint|instruction))[\s.!]*+",
    _I,
)
# checked against the reference answer (a math judge's words; adversarial pass 57 F5): "The assistant's answer of 41
# does not match the reference answer of 42; the final answer is wrong.", "The assistant's final answer (41) differs
# from the reference (42).", "The assistant's answer is incorrect: the reference answer is 42, ..."
_ANSWER = (
    r"\W*+(?:the\s++)?+(?:assistant['\u2019]s\s++)?+(?:final\s++)?+answer(?:\s++of\s++[^\s,;.()]++|\s*+\([^\s()]++\))?+"
)
_REFERENCE = r"(?:the\s++)?+reference(?:\s++answer)?+(?:\s++of\s++[^\s,;.()]++|\s*+\([^\s()]++\))?+"
_BAD_BY_REFERENCE = re.compile(
    _ANSWER + r"\s++(?:(?:does\s++not|doesn['\u2019]t)\s++(?:match|agree\s++with)|differs\s++from|contradicts"
    r"|disagrees\s++with)\s++"
    + _REFERENCE
    + r"(?:\s*+[;,]\s*+(?:so\s++)?+the\s++(?:final\s++)?+answer\s++is\s++(?:wrong|incorrect))?+[\s.!]*+"
    r"|" + _ANSWER + r"\s++is\s++(?:wrong|incorrect)\s*+:\s*+the\s++reference\s++answer\s++is\s++[^,;.!?]{1,40}+"
    r"(?:,\s*+the\s++assistant\s++(?:says|gives|gets)\s++[^,;.!?]{1,40}+)?+[\s.!]*+"
    # prometheus's rubric (adversarial pass 57 F5)
    r"|" + _SUBJECT + r"\s++(?:completely\s++|entirely\s++)?+fails\s++the\s++rubric(?:\s*+;\s*+it\s++is\s++"
    r"(?:off[-\s]topic|irrelevant|wrong|incorrect))?+[\s.!]*+",
    _I,
)
_GOOD_BY_REFERENCE = re.compile(
    _ANSWER + r"\s++(?:is\s++correct\s++and\s++)?+matches\s++" + _REFERENCE + r"(?:\s++exactly)?+[\s.!]*+"
    r"|" + _SUBJECT + r"\s++(?:fully\s++)?+(?:satisfies|meets)\s++(?:all\s++)?+the\s++criteria\s++for\s++the\s++"
    r"(?:top|highest|maximum)\s++score[\s.!]*+",
    _I,
)
# the whole answer called wrong in another language, at a sentence's start, with no contrast after it
_FOREIGN_BAD = re.compile(
    r"\W*+(?:la\s++respuesta\s++es\s++(?:completamente\s++|totalmente\s++)?+incorrecta|la\s++r[ée]ponse\s++est\s++"
    r"(?:compl[èe]tement\s++|totalement\s++)?+(?:fausse|incorrecte)|die\s++antwort\s++ist\s++(?:v[öo]llig\s++|komplett"
    r"\s++|ganz\s++)?+falsch|该回答完全错误|この回答は完全に間違って)(?![^\n]*?(?:\bpero\b|\bmais\b|\baber\b|但|しかし))",
    _I,
)
_WRONG_NUMBER = re.compile(
    r"\W*+the\s++(?:answer|result|response)\s++(?:is|gives|says)\s++(?P<got>-?\d++(?:\.\d++)?+)\s*+,\s*+but\s++the\s++"
    r"(?:correct|right|expected)\s++(?:answer|result)\s++is\s++(?P<right>-?\d++(?:\.\d++)?+)[\s.!]*+",
    _I,
)
_PRAISE = r"(?:excellent|exemplary|outstanding|perfect|flawless|superb|impeccable)"
_GOOD = re.compile(
    r"\W*+(?:(?:this|it)\s++is\s++)?+an?\s++" + _PRAISE + r"\s++(?:answer|response)"
    r"(?:\s++that\s++(?:fully\s++)?+(?:addresses|answers|covers)\s++every\s++(?:part|aspect)\s++of\s++the\s++question)?+"
    r"|\W*+i\s++(?:could\s++not|couldn['\u2019]t)\s++have\s++written\s++a\s++better\s++(?:answer|response)(?:\s++myself)?+"
    r"|\W*+i\s++(?:cannot|can['\u2019]t|could\s++not|couldn['\u2019]t)\s++find\s++(?:any|a\s++single)\s++(?:flaws?"
    r"|errors?|mistakes?|issues?|problems?)(?:\s++in\s++it)?+"
    r"|" + _SUBJECT + r"\s++is\s++correct(?:\s*+,\s*+(?:(?:very|highly|fairly|clearly)\s++)?+(?:efficient|clear|concise"
    r"|complete|well[-\s]documented|well[-\s]explained|readable|idiomatic))++\s*+,?\s*+and\s++handles\s++(?:every|all)\s++(?:the\s++)?+edge\s++cases?"
    r"(?:[\s.!]*+)",
    _I,
)


# version 81 (adversarial pass 77): a sentence made only of faults of the answer or its parts, each a clause ("The code
# does not compile and the explanation contradicts itself.", "The response is riddled with factual errors and ignores
# the instruction.", "It answers a different question than the one asked.", "Fails on every criterion."), or only a bad
# answer named ("Overall, a poor answer.", "A poor response, barely relevant.", "This response is a trainwreck.")
_PART_SUBJECT = (
    r"(?:(?:the|this|its)\s++(?:response|answer|assistant|reply|code|solution|output|explanation|formula|calculation"
    r"|math|reasoning|citation|result|program|script)(?:['\u2019]s\s++(?:answer|response|code|solution))?+|it)\s++"
)
_PART_FAULT = (
    r"(?:" + FAULT + r"|(?:is|was)\s++riddled\s++with\s++(?:[\w-]++\s++){0,2}?(?:errors|mistakes|bugs|inaccuracies)"
    r"|(?:contains|has|makes)\s++(?:several|many|numerous|multiple|serious|major|glaring|factual"
    r"|(?!(?:no|zero|any|few|fewer|minor)\b)\w++\s++factual)\s++(?:errors|mistakes)|contradicts\s++itself|fails\s++on\s++every\s++criterion(?:\s++of\s++the\s++rubric)?+"
    r"|(?:is|was)\s++(?:(?:completely|totally|entirely|simply|plainly|factually)\s++)?+(?:wrong|incorrect|irrelevant"
    r"|off[-\s]topic)"
    # version 86 (adversarial pass 90 WR04-WR14): "It explains the wrong algorithm.", "It covers none of the question.",
    # "cites a paper that does not exist", "gets every step wrong"
    r"|(?:explains|gives|uses|states|applies|implements|picks|chooses|describes|computes|returns|reports|cites|solves)"
    r"\s++(?:the|a|an)\s++(?:wrong|incorrect|false|invalid)\s++[\w-]++(?:\s++(?!and\b)[\w-]++)?+"
    r"|(?:covers|handles|addresses|answers|meets|follows|satisfies)\s++none\s++of\s++[^.!?;,]{1,80}+"
    r"|(?:cites|quotes|references|invokes|calls|uses)\s++(?:a|an)\s++[\w\s'-]{1,40}?\s++that\s++(?:does\s++not"
    r"|doesn['\u2019]t)\s++exist|gets\s++every\s++(?:step|part|detail|fact|calculation|answer)\s++wrong"
    # adversarial pass 91 CR: "is wrong in every respect", "gets everything wrong", "ignores the rubric entirely"
    r"|(?:is|are|was|were)\s++(?:(?:answered|completely|entirely)\s++)?+wrong(?:ly)?+\s++in\s++every\s++(?:respect|way"
    r"|detail|part|regard)|gets\s++(?:everything|it\s++all|all\s++of\s++it)\s++wrong|ignores\s++the\s++(?:rubric"
    r"|instructions?|question|task)(?:\s++(?:entirely|completely))?+"
    # version 86 (adversarial pass 92 CW, RC, CN): "is unworkable", "is a non-answer", "is not without errors", "is far
    # from error-free", "gets nothing right"
    r"|(?:is|was)\s++(?:(?:completely|simply|plainly|totally|utterly)\s++)?+(?:unworkable|misguided|baseless|absurd"
    r"|incoherent|unfinished|unresponsive|a\s++non-?answer|not\s++without\s++(?:\w++\s++)?(?:errors|mistakes|flaws|bugs)"
    r"|(?:far\s++from|anything\s++but|not)\s++(?:error|mistake|bug)[\s-]++free)|gets\s++nothing\s++right"
    r"(?:\s++in\s++either\s++turn)?+)"
)
# nothing of the answer right, said by a quantifier ("Every claim in the answer is false.", "Not one step of the answer
# is correct.", "Nothing in the answer is correct.", "Not one criterion is met."; version 86, adversarial pass 91 CR)
_NONE_RIGHT = re.compile(
    r"\W*+(?:feedback\s*+:\s*+)?+(?:(?:every|each|all)\s++(?:[\w'\u2019-]++\s++){0,5}?(?:is|are|was|were)\s++(?:(?:completely"
    r"|simply|plainly)\s++)?+(?:wrong|false|incorrect|inaccurate|fabricated|made\s++up|invented)"
    r"|(?:not\s++(?:one|a\s++single)|none|nothing|no\s++(?:part|step|claim|criterion|criteria|sentence|fact|line))\s++"
    r"(?:[\w'\u2019-]++\s++){0,5}?(?:is|are|was|were)\s++(?:(?:even|remotely)\s++)?+(?:correct|right|accurate|true|met"
    r"|satisfied|fulfilled|addressed|usable))[\s.!]*+",
    _I,
)
_ALL_FAULTS = re.compile(
    r"\W*+(?:feedback\s*+:\s*+)?+(?:(?:overall|unfortunately|sadly|however)\s*+,?\s*+)?+(?:"
    + _PART_SUBJECT
    + r")?+"
    + _PART_FAULT
    + r"(?:(?:\s*+,\s*+(?:and\s++)?+|\s++and\s++|\s*+;\s*+)(?:"
    + _PART_SUBJECT
    + r")?+"
    + _PART_FAULT
    + r")*+[\s.!]*+"
    r"|\W*+(?:feedback\s*+:\s*+)?+(?:(?:overall|all\s++in\s++all|in\s++short)\s*+,?\s*+)?+(?:(?:this|it)\s++is\s++)?+"
    r"an?\s++(?:(?:very|really|extremely|truly)\s++)?+(?:poor|bad|terrible|awful|useless|weak|wrong|incorrect|flawed"
    r"|unhelpful|worthless)\s++(?:answer|response|reply)(?:\s*+,\s*+(?:barely|hardly|not)\s++(?:relevant|helpful"
    r"|correct|accurate|usable))?+[\s.!]*+"
    r"|\W*+(?:the|this)\s++(?:response|answer|reply)\s++is\s++an?\s++(?:trainwreck|train\s++wreck|mess|disaster)[\s.!]*+",
    _I,
)


def whole_verdict(sentence: str) -> str | None:
    """``"bad"`` or ``"good"`` when ``sentence`` is a verdict on the whole answer (the module's docstring), else
    None."""
    if _BAD.fullmatch(sentence) or _BAD_BY_REFERENCE.fullmatch(sentence) or _FOREIGN_BAD.match(sentence):
        return "bad"
    if _ALL_FAULTS.fullmatch(sentence) or _NONE_RIGHT.fullmatch(sentence):
        return "bad"
    if (mismatch := reference_mismatch(sentence)) is not None:  # "The reference is 42; the assistant says 41." (v81)
        return "bad" if mismatch else "good"
    if _GOOD_BY_REFERENCE.fullmatch(sentence):
        return "good"
    m = _WRONG_NUMBER.fullmatch(sentence)
    if m is not None and float(m.group("got")) != float(m.group("right")):
        return "bad"
    return "good" if _GOOD.fullmatch(sentence.rstrip(" .!")) else None
