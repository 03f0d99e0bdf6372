"""Adversarial pass 22 (issue 13, /work/tools/reports/adv22-findings.md) on parser version 23, its five High
findings fixed in version 24: ``could``/``might`` anywhere made a later single rating a condition (``The explanation
could be clearer; I'd actually give it a 6.``); refusals before a forced verdict (``I'm not sure which response is
better.``, ``There is not enough information to judge.``, ``I cannot make subjective judgments.``); the verdict
side denied a whole-answer cue (``Assistant A is not correct.``) or given a fault (``hallucinates``); someone
else's view in another clause (``Others might prefer A, but I prefer B.``); and a fault in the next sentence after
a comparative (``B is the better response. However, it has a few typos.``).

The expected value is what a reader of the completion sees, worked out by hand: a failure (``no_verdict`` or
``ambiguous``) or the verdict as (slot 1, slot 2) scores."""

import pytest

from tests.helpers.parsing_cases import FAILED
from tests.helpers.parsing_cases import got as _got

PW, S = "mt-bench-pairwise", "mt-bench-single-v1"
A = (1.0, 0.0)
E = "Assistant A answers the question correctly, while Assistant B makes an arithmetic error.\n\n"
EXPL = "The response is accurate and well organized.\n\nRating: [[7]]\n\n"

FAIL = [
    (S, EXPL + "The explanation could be clearer; I'd actually give it a 6."),
    *[
        (PW, E + "[[A]]\n\n" + t)
        for t in [
            "Assistant A is not correct.",
            "Assistant A hallucinates.",
            "Others might prefer Assistant A, but I prefer Assistant B.",
            "While some may prefer Assistant A, Assistant B is better.",
            "Assistant B is the better response. However, it has a few typos.",
        ]
    ],
]
FORCED = [
    "I'm not sure which response is better.\n\n[[A]]",
    "There is not enough information to judge.\n\n[[C]]",
    "As an AI, I cannot make subjective judgments.\n\n[[A]]",
]


@pytest.mark.parametrize(("name", "text"), FAIL)
def test_a_competing_verdict_is_a_failure(name, text):
    assert _got(name, text) in FAILED


@pytest.mark.parametrize("text", FORCED)
def test_a_refusal_before_a_forced_verdict_is_no_verdict(text):
    assert _got(PW, text, forced=5) == "no_verdict"


# Read as the verdict by parser versions up to 24, whose word lists told a remark after the verdict from another
# verdict; version 25 reads text after a verdict-last format's verdict strictly (``parsing/closing.py``): a sentence
# that names a side or holds a preference, tie or (after scores) number word and is not a closing that restates the
# verdict is a parse failure. Each of these does, so each is now ``ambiguous``.
STRICT_V25 = [
    (PW, E + "[[A]]\n\nAssistant A is not entirely correct."),
    (PW, E + "[[A]]\n\nUsers who want a quick answer might prefer Assistant B."),
    (PW, E + "[[A]]\n\nI prefer Assistant A over Assistant B."),
]


@pytest.mark.parametrize(("name", "text"), STRICT_V25)
def test_a_remark_after_the_verdict_is_a_failure_under_the_strict_reading(name, text):
    assert _got(name, text) in ("ambiguous", "no_verdict")
