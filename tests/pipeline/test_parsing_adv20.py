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
READ = [
    (PW, E + "[[A]]\n\nAssistant A is not perfect either.", A),
    (PW, E + "[[A]]\n\nNote: Assistant A is wrong about the date, which is minor.", A),
    (PW, E + "[[A]]\n\nAssistant A is not flawless, but it is correct.", A),
    (PW, E + "[[A]]\n\nAssistant A could be more concise.", A),
    (PW, E + "[[A]]\n\nAssistant B gets the first step right but then miscalculates.", A),
    (PW, E + "[[A]]\n\nAssistant B seems better at first glance. It contains an error.", A),
    (PW, TIE + "Assistant B is slightly longer, but that does not make it better.", TIE_READ),
]


@pytest.mark.parametrize(("name", "text"), FAIL)
def test_a_sentence_that_takes_the_verdict_down_is_a_failure(name, text):
    assert _got(name, text) in FAILED


@pytest.mark.parametrize(("name", "text", "want"), READ)
def test_a_limited_remark_keeps_the_verdict(name, text, want):
    assert _got(name, text) == want
