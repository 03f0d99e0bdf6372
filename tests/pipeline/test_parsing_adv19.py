"""Adversarial pass 19 (issue 13, /work/tools/reports/adv19-findings.md) on parser version 20, fixed in version 21:
a speech-act ``if`` read as a condition (``If I'm honest, B is better.``, ``B is better, if only slightly.``), a
verdict side named ``the other one`` or ``its competitor``, someone else's view in another clause (``Many users
might prefer A, but B is better.``), an aspect lead joined to the whole (``On style and substance,``), verdict
wordings without a cue (``makes no mistakes``, ``has the upper hand``, ``the clear victor``, ``carries the day``,
``I'd rather use B``, ``A is subpar``, ``A comes second``), names the side patterns missed (``The other response``,
``Assistant Two``, ``assistant_b``, a Greek ``Β``), ``also`` reaching past its clause and the verdict side's
one-aspect comparative; and the remarks that keep the verdict (partial correctness, ``but`` with a fault after a
descriptive comparative, ``would have won``, ``only if``).

The expected value is what a reader of the completion sees, worked out by hand: a failure (``no_verdict`` or
``ambiguous``) or the verdict as (slot 1, slot 2) scores."""

import pytest

from tests.helpers.parsing_cases import FAILED
from tests.helpers.parsing_cases import got as _got

PW, AH, LB, RM, S = "mt-bench-pairwise", "arena-hard", "llmbar-vanilla", "reward-model", "mt-bench-single-v1"
A = (1.0, 0.0)
E = (
    "Assistant A answers the question correctly and explains each step, while Assistant B makes an arithmetic "
    "error.\n\n"
)
TIE = "Both answers are correct and well explained.\n\n[[C]]\n\n"
EXPL = "The response is accurate and well organized, with one minor omission.\n\nRating: [[7]]\n\n"

_FOR_B = [
    # H1: an "if" that is no condition
    "Assistant B is better, if only slightly.",
    "If I'm honest, Assistant B is better.",
    "If we're being fair, Assistant B is the better response.",
    "Assistant B wins, if narrowly.",
    "If correctness matters, and it does, Assistant B is better.",
    # H2: the verdict side named relative to the other
    "Assistant B is correct; the other one is wrong.",
    "Assistant B is right, yet its competitor fails.",
    # H3: someone else's view in another clause
    "Many users might prefer Assistant A, but Assistant B is better.",
    # H4: an aspect lead joined to the whole
    "On style and substance, Assistant B is better.",
    "Formatting: Assistant B is clearer, and it is also more accurate.",
    # H5 and the rest: wordings and names
    "Assistant B makes no mistakes.",
    "Assistant B has the upper hand.",
    "Assistant B is the clear victor.",
    "Assistant B carries the day.",
    "Assistant B gets the nod.",
    "I'd rather use Assistant B.",
    "Assistant A is subpar.",
    "Assistant A comes second.",
    "Assistant A is less good.",
    "Assistant A is mistaken, unlike Assistant B.",
    "The other response is better.",
    "Assistant Two is better.",
    "assistant_b is better.",
    "Response \u0392 is better.",
    "Assistant B is correct too, and Assistant A is not.",
    "Assistant B is better, and Assistant A is better only in style.",
    "Not only is Assistant B correct, it is also clearer.",
    "Assistant B is no less than excellent.",
    "Nothing beats Assistant B's answer here.",
]
FAIL = [
    *[(PW, E + "[[A]]\n\n" + t) for t in _FOR_B],
    (PW, TIE + "If I'm honest, Assistant A is slightly better."),
    (PW, TIE + "The other response is better."),
    (AH, E + "My final verdict is: [[A>B]]\n\nIf I'm honest, Assistant B is better."),
    (LB, "Output (a) is correct.\n\nOutput (a)\n\nIf I'm honest, Output (b) is better."),
    (RM, '{"winner": "A", "explanation": "If I\'m honest, Response B is better."}'),
    (S, EXPL + "I'd consider an 8 as well, if I'm honest."),
    (S, EXPL + "Honestly, 6 would be closer to the mark."),
]


@pytest.mark.parametrize(("name", "text"), FAIL)
def test_a_sentence_that_speaks_for_another_verdict_is_a_failure(name, text):
    assert _got(name, text) in FAILED


# Read as the verdict by parser versions up to 24, whose word lists told a remark after the verdict from another
# verdict; version 25 reads text after a verdict-last format's verdict strictly (``parsing/closing.py``): a sentence
# that names a side or holds a preference, tie or (after scores) number word and is not a closing that restates the
# verdict is a parse failure. Each of these does, so each is now ``ambiguous``.
STRICT_V25 = [
    (PW, E + "[[A]]\n\n" + "Assistant B is partially correct."),
    (PW, E + "[[A]]\n\n" + "Assistant B is accurate in parts."),
    (PW, E + "[[A]]\n\n" + "Assistant B is also on the right track, but it stumbles at the end."),
    (PW, E + "[[A]]\n\n" + "Assistant B answers the first part correctly but not the second."),
    (PW, E + "[[A]]\n\n" + "Without the error, Assistant B would have won."),
    (PW, E + "[[A]]\n\n" + "Assistant B is more comprehensive, but it contains an error."),
    (PW, E + "[[A]]\n\n" + "Assistant B is more complete, but wrong."),
    (PW, E + "[[A]]\n\n" + "Assistant B is more persuasive, but its facts are wrong."),
    (PW, E + "[[A]]\n\n" + "Assistant B is the better choice only if brevity is all that matters."),
    (PW, E + "[[A]]\n\n" + "Assistant B reaches the correct answer by luck; its reasoning is invalid."),
    (PW, E + "[[A]]\n\n" + "Assistant B gave the correct final number but with the wrong reasoning."),
    (PW, E + "[[A]]\n\n" + "Assistant B is better stylistically, but Assistant A is correct."),
    (PW, E + "[[A]]\n\n" + "Users who want a quick answer might prefer Assistant B."),
    (PW, E + "[[A]]\n\n" + "Setting the error aside, it would be a tie."),
    (PW, E + "[[A]]\n\n" + "On style alone it would be a tie."),
]


@pytest.mark.parametrize(("name", "text"), STRICT_V25)
def test_a_remark_after_the_verdict_is_a_failure_under_the_strict_reading(name, text):
    assert _got(name, text) in ("ambiguous", "no_verdict")
