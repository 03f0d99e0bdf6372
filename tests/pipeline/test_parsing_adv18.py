"""Adversarial pass 18 (issue 13, /work/tools/reports/adv18-findings.md) on parser version 19's cue reading
(``parsing/side_cues.py``), fixed in version 20 by keeping only remark shapes that cannot be read otherwise: a
concession word anywhere (``too``, ``second``, ``attempt``), any ``not`` after ``but``, a reporting verb, a modal
anywhere, a negator far from the cue, discourse leads read as aspects (``For example,``, ``In this context,``), and
verdict wordings without a cue word (``outshines``, ``arrives at the correct result``) let a preference for the
other side keep the verdict (8 High); a pronoun or a label list carried a preference past the sentence naming the
side (M2). The remarks that keep the verdict are tested beside them.

The expected value is what a reader of the completion sees, worked out by hand: a failure (``no_verdict`` or
``ambiguous``) or the verdict as (slot 1, slot 2) scores."""

import pytest

from tests.helpers.parsing_cases import FAILED
from tests.helpers.parsing_cases import got as _got

PW, AH, LB, RM = "mt-bench-pairwise", "arena-hard", "llmbar-vanilla", "reward-model"
A = (1.0, 0.0)
E = (
    "Assistant A answers the question correctly and explains each step, while Assistant B makes an arithmetic "
    "error.\n\n"
)
TIE = "Both answers are correct and well explained.\n\n[[C]]\n\n"

_FOR_B = [
    # H1: a concession word in another clause
    "Assistant A's answer is too short and Assistant B is correct.",
    "Assistant A is wrong in the second step, whereas Assistant B is correct.",
    "Assistant A's attempt is wrong, and Assistant B is correct.",
    "Assistant B is correct too, while Assistant A is wrong.",
    # H2: a "not" after "but" that takes nothing back
    "Assistant B is the better answer, but not by much.",
    "Assistant B is the better response, but Assistant A isn't far behind.",
    "Assistant B gets it right, but Assistant A misses the edge case.",
    # H3: a reporting verb before the other side's clause
    "Assistant A explains the steps while Assistant B gives the correct answer.",
    "Assistant A explains the process and Assistant B is more accurate.",
    "Assistant A concludes 42 while Assistant B correctly concludes 48.",
    # H4: a modal in a subordinate clause
    "Assistant B is better because it correctly handles the case where the list could be empty.",
    # H5: the verdict side's negated comparison
    "Assistant A is not as accurate as Assistant B.",
    "Assistant A isn't as good as Assistant B.",
    "Assistant A is nowhere near as good as Assistant B.",
    "Assistant B makes fewer mistakes than Assistant A.",
    "Assistant A makes more mistakes than Assistant B.",
    # H6: a negator outside the cue's clause
    "It's no surprise that Assistant B is more accurate.",
    "Assistant B is almost certainly the better response.",
    "Nothing beats Assistant B's answer here.",
    # H7: discourse leads are no aspects
    "For example, Assistant B gets the right answer.",
    "In this context, Assistant B is the better response.",
    "Besides, Assistant B is simply the better answer.",
    "Assistant B's explanation is correct; Assistant A's is wrong.",
    # H8: verdict wordings
    "Assistant B arrives at the correct result.",
    "Assistant B gets the math right.",
    "Assistant B succeeds where Assistant A fails.",
    "Assistant B clearly outshines Assistant A.",
    "Assistant A pales in comparison to Assistant B.",
    # M1: the verdict side's own cue, denied
    "Assistant B gives the correct answer where Assistant A had the right idea but slipped.",
    # M2: a pronoun, a label list, a passive
    "Assistant B uses the correct formula. It is therefore the better response.",
    "- Assistant B: correct\n- Assistant A: incorrect",
    "Assistant A is outperformed here.",
]
FAIL = [
    *[(PW, E + "[[A]]\n\n" + t) for t in _FOR_B],
    *[(AH, E + "My final verdict is: [[A>>B]]\n\n" + t) for t in _FOR_B[:6]],
    (PW, TIE + "Assistant B is the better answer, but not by much."),
    (PW, TIE + "It's no surprise that Assistant B is more accurate."),
    (
        LB,
        "Output (a) is correct.\n\nOutput (a)\n\nOutput (a) is wrong in the second step, whereas Output (b) is correct.",
    ),
    (LB, "Output (a) is correct.\n\nOutput (a)\n\nOutput (b) is the better output, but not by much."),
    (RM, '{"winner": "A", "explanation": "Response A is wrong in the second step, whereas Response B is correct."}'),
    (RM, '{"winner": "A", "explanation": "Response B is better because it handles inputs that could be empty."}'),
]


@pytest.mark.parametrize(("name", "text"), FAIL)
def test_a_sentence_that_speaks_for_another_verdict_is_a_failure(name, text):
    assert _got(name, text) in FAILED


# Read as the verdict by parser versions up to 24, whose word lists told a remark after the verdict from another
# verdict; version 25 reads text after a verdict-last format's verdict strictly (``parsing/closing.py``): a sentence
# that names a side or holds a preference, tie or (after scores) number word and is not a closing that restates the
# verdict is a parse failure. Each of these does, so each is now ``ambiguous``.
STRICT_V25 = [
    (PW, E + "[[A]]\n\n" + "Assistant B handles the edge case of an empty list."),
    (PW, E + "[[A]]\n\n" + "Assistant B does consider the edge case of an empty list."),
    (PW, E + "[[A]]\n\n" + "The latter half of Assistant A's response is especially strong."),
    (PW, E + "[[A]]\n\n" + "Assistant B is good, just not as good as Assistant A."),
    (PW, E + "[[A]]\n\n" + "Assistant B is correct about the first step."),
    (PW, E + "[[A]]\n\n" + "Assistant B has the right idea."),
    (PW, E + "[[A]]\n\n" + "Assistant B is on the right track."),
    (PW, E + "[[A]]\n\n" + "Assistant B is good, A is better."),
    (PW, E + "[[A]]\n\n" + "Assistant B is also correct, but Assistant A explains it more clearly."),
    (PW, E + "[[A]]\n\n" + "Assistant B seems correct at first glance, but a closer look reveals an error."),
    (PW, E + "[[A]]\n\n" + "Assistant B is correct about the formula but not about the result."),
    (PW, E + "[[A]]\n\n" + "Assistant B is more cautious, which is good, but it doesn't answer the question."),
    (PW, E + "[[A]]\n\n" + "Assistant B reaches the correct answer by luck; its reasoning is invalid."),
    (PW, E + "[[A]]\n\n" + "B handled the tone better, but it is wrong."),
    (PW, E + "[[A]]\n\n" + "B might be better for some readers."),
    (PW, E + "[[A]]\n\n" + "For beginners, B is better."),
    (PW, E + "[[A]]\n\n" + "B did a better job on formatting."),
    (PW, E + "[[A]]\n\n" + "I'd pick B for style."),
    (PW, E + "[[A]]\n\n" + "One might think B is better. It is not."),
    (PW, E + "[[A]]\n\n" + "B was almost better."),
    (PW, E + "[[A]]\n\n" + "Assistant B correctly identifies the formula."),
    (PW, "Assistant B answers correctly.\n\n[[B]]\n\nAssistant A is correct in its setup."),
]


@pytest.mark.parametrize(("name", "text"), STRICT_V25)
def test_a_remark_after_the_verdict_is_a_failure_under_the_strict_reading(name, text):
    assert _got(name, text) in ("ambiguous", "no_verdict")
