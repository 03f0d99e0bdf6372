"""Adversarial pass 20 (issue 13, /work/tools/reports/adv20-findings.md) on parser version 21, fixed in version 22:
a later sentence that takes the verdict side down without naming the other (``Hmm, Assistant A is wrong after
all.``, ``Assistant A is not the better response after all.``, ``Assistant A loses.``, ``Assistant A ranks
second.``), LLMBar's own criterion (``Output (b) follows the instruction.``), rank and tie wordings (``comes
first``, ``number one``, ``It's a coin flip.``), and after a tie a fault of one side only or an edge to one side;
the remarks that keep the verdict (a limited fault of the verdict side, a tie with one side denied a comparative).

The expected value is what a reader of the completion sees, worked out by hand: a failure (``no_verdict`` or
``ambiguous``) or the verdict as (slot 1, slot 2) scores."""

import pytest

from tests.helpers.parsing_cases import FAILED
from tests.helpers.parsing_cases import got as _got

PW, AH, LB, RM = "mt-bench-pairwise", "arena-hard", "llmbar-vanilla", "reward-model"
A, TIE_READ = (1.0, 0.0), (0.5, 0.5)
E = (
    "Assistant A answers the question correctly and explains each step, while Assistant B makes an arithmetic "
    "error.\n\n"
)
TIE = "Both answers are correct and well explained.\n\n[[C]]\n\n"
LBE = "Output (a) answers correctly, while Output (b) makes an arithmetic error.\n\nOutput (a)\n\n"

_TAKEN_DOWN = [
    "Hmm, Assistant A is wrong after all.",
    "Actually, Assistant A made the same error.",
    "Assistant A is not the better response after all.",
    "Assistant A ranks second.",
    "Assistant A is wrong.",
    "Assistant A is incorrect.",
    "Assistant A loses.",
    "Assistant A is not better.",
    "Assistant A isn't as good.",
    "Assistant A gets it wrong.",
    "Assistant A is lacking.",
    "Assistant B comes first.",
    "Assistant B is number one.",
    "Assistant B is on top.",
    "Assistant B ranks first.",
    "It's a coin flip.",
]
FAIL = [
    *[(PW, E + "[[A]]\n\n" + t) for t in _TAKEN_DOWN],
    (AH, E + "My final verdict is: [[A>B]]\n\nAssistant A is wrong after all."),
    (RM, '{"winner": "A"}\n\nResponse A is wrong after all.'),
    (LB, LBE + "Output (a) is wrong after all."),
    (LB, LBE + "Output (b) follows the instruction."),
    (LB, LBE + "Only Output (b) follows the instruction."),
    (LB, LBE + "Output (a) does not follow the instruction."),
    (LB, LBE + "Output (b) is honest and precise."),
    (PW, TIE + "A slight edge to Assistant B."),
    (PW, TIE + "Assistant B made an error."),
    (PW, TIE + "Assistant A is wrong."),
    (PW, TIE + "Assistant A gets the math wrong."),
]


@pytest.mark.parametrize(("name", "text"), FAIL)
def test_a_sentence_that_takes_the_verdict_down_is_a_failure(name, text):
    assert _got(name, text) in FAILED


# Read as the verdict by parser versions up to 24, whose word lists told a remark after the verdict from another
# verdict; version 25 reads text after a verdict-last format's verdict strictly (``parsing/closing.py``): a sentence
# that names a side or holds a preference, tie or (after scores) number word and is not a closing that restates the
# verdict is a parse failure. Each of these does, so each is now ``ambiguous``.
STRICT_V25 = [
    (PW, E + "[[A]]\n\nAssistant A is not perfect either."),
    (PW, E + "[[A]]\n\nNote: Assistant A is wrong about the date, which is minor."),
    (PW, E + "[[A]]\n\nAssistant A is not flawless, but it is correct."),
    (PW, E + "[[A]]\n\nAssistant A could be more concise."),
    (PW, E + "[[A]]\n\nAssistant B gets the first step right but then miscalculates."),
    (PW, E + "[[A]]\n\nAssistant B seems better at first glance. It contains an error."),
    (PW, TIE + "Assistant B is slightly longer, but that does not make it better."),
]


@pytest.mark.parametrize(("name", "text"), STRICT_V25)
def test_a_remark_after_the_verdict_is_a_failure_under_the_strict_reading(name, text):
    assert _got(name, text) in ("ambiguous", "no_verdict")
