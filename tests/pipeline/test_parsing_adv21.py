"""Adversarial pass 21 (issue 13, /work/tools/reports/adv21-findings.md) on parser version 22, fixed in version 23:
a judge that says it does not know or lacks what it needs before a forced verdict (``I don't know which is
better.``), the verdict side's whole-answer faults in more wordings (``misses the mark``, ``is flawed``, ``has it
wrong``, LLMBar's ``fails to follow the instruction``), ``neither``/``both`` remarks that are no tie (``Neither
response mentions units.``), the judge's own hedges read as conditions (``Unless I'm mistaken,``), ``no doubt`` read
as a negation, and ``I don't think A is better.``

The expected value is what a reader of the completion sees, worked out by hand: a failure (``no_verdict`` or
``ambiguous``) or the verdict as (slot 1, slot 2) scores; ``forced`` is the number of characters the constrained
decoder forced at the end."""

import pytest

from tests.helpers.parsing_cases import FAILED
from tests.helpers.parsing_cases import got as _got
from tests.helpers.parsing_cases import got as _strict_got

PW, LB, RM = "mt-bench-pairwise", "llmbar-vanilla", "reward-model"
A = (1.0, 0.0)
E = (
    "Assistant A answers the question correctly and explains each step, while Assistant B makes an arithmetic "
    "error.\n\n"
)
LBE = "Output (a) answers the question correctly, while Output (b) makes an arithmetic error.\n\nOutput (a)\n\n"

FORCED_REFUSALS = [
    "I don't know which is better.\n\n[[C]]",
    "I don't know which is better.\n\n[[A]]",
    "I am unable to judge the correctness of these answers.\n\n[[A]]",
    "I don't have enough information to decide.\n\n[[C]]",
]
_AGAINST_A = [
    "Assistant A misses the mark.",
    "Assistant A is flawed.",
    "Assistant A has it wrong.",
    "Assistant A comes up short.",
    "Unless I'm mistaken, Assistant B is better.",
    "If I'm not mistaken, Assistant B is better.",
    "Assistant B is no doubt better.",
    "I don't think Assistant A is better.",
]
FAIL = [
    *[(PW, E + "[[A]]\n\n" + t) for t in _AGAINST_A],
    (RM, '{"winner": "A", "explanation": "Response A misses the mark."}'),
    (LB, LBE + "Output (a) fails to follow the instruction."),
    (LB, LBE + "Output (a) ignores the instruction."),
    (LB, LBE + "Output (a) violates the instruction."),
    (LB, LBE + "Output (b) executes the instruction more precisely."),
]


@pytest.mark.parametrize("text", FORCED_REFUSALS)
def test_a_refusal_before_a_forced_verdict_is_no_verdict(text):
    assert _got(PW, text, forced=5) == "no_verdict"


@pytest.mark.parametrize(("name", "text"), FAIL)
def test_a_sentence_that_speaks_for_another_verdict_is_a_failure(name, text):
    assert _got(name, text) in FAILED


# Read as the verdict by parser versions up to 24, whose word lists told a remark after the verdict from another
# verdict; version 25 reads text after a verdict-last format's verdict strictly (``parsing/closing.py``): a sentence
# that names a side or holds a preference, tie or (after scores) number word and is not a closing that restates the
# verdict is a parse failure. Each of these does, so each is now ``ambiguous``.
STRICT_V25 = [
    (PW, E + "[[A]]\n\n" + "Both answers are about the same length."),
    (PW, E + "[[A]]\n\n" + "There is no difference in formatting."),
    (PW, E + "[[A]]\n\n" + "I don't know why Assistant B added a summary, but it does no harm."),
    (PW, E + "[[A]]\n\n" + "I couldn't agree more that Assistant A is better."),
]


@pytest.mark.parametrize(("name", "text"), STRICT_V25)
def test_a_remark_after_the_verdict_is_a_failure_under_the_strict_reading(name, text):
    assert _strict_got(name, text) in ("ambiguous", "no_verdict")


# Read as the verdict by parser versions up to 25; version 26 reads text after a verdict-last format's verdict
# (the rest of the verdict's line included) by a closed list (``parsing/closing.py``): a sentence passes only as a
# closing that restates the verdict or a pleasantry of listed words. Each of these is neither, so each is now
# ``ambiguous``.
STRICT_V26 = [
    (PW, E + "[[A]]\n\n" + "Neither response is perfect."),
    (PW, E + "[[A]]\n\n" + "Neither response mentions units."),
    (PW, E + "[[A]]\n\n" + "Neither answer cites a source."),
]


@pytest.mark.parametrize(("name", "text"), STRICT_V26)
def test_text_after_the_verdict_outside_the_closed_list_is_a_failure(name, text):
    assert _strict_got(name, text) in ("ambiguous", "no_verdict")
