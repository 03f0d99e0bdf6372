"""Adversarial pass 16 (issue 13, /work/tools/reports/adv16-findings.md) on parser version 17's backstop
(``parsing/after_verdict.py``), fixed in version 18: a restatement after a reason lead (``For the reasons above,
Assistant B is the better response.``), with an intensifier sentence after it (``It's not even close.``), with a
contrast or apology (``Assistant B is slightly better, though it's close.``, ``Apologies for the error above;
Assistant B is the better response.``, ``Assistant B, not A, is the better response.``), ``had the correct
answer``, ``I recommend Assistant B.``, single-rating wordings (``It earns a 6.``, ``It gets a 6 from me.``, ``a 6
given ...``); and the false failures it caused (a small answer quoted after a rating: ``The final answer, 6, is
correct.``; praise of the losing side: ``Assistant B's response was also good.``, ``Assistant B is good, A is
better.``). The parse time of a long run of numbers after a rating (H1) is in ``test_parsing_linear.py``.

The expected value is what a reader of the completion sees, worked out by hand: a failure (``no_verdict`` or
``ambiguous``) or the verdict as (slot 1, slot 2) scores."""

import pytest

from tests.helpers.parsing_cases import got as _got

PW, S, AH, LB, RM = "mt-bench-pairwise", "mt-bench-single-v1", "arena-hard", "llmbar-vanilla", "reward-model"
A = (1.0, 0.0)
E = "Assistant A adds the numbers correctly and arrives at 42. Assistant B slips in the second step and arrives at 40.\n\n"
EXPL = "The response is accurate and well organized. It misses one edge case.\n\nRating: [[8]]\n\n"
FAILED = ("no_verdict", "ambiguous")


_RESTATED = [
    "For the reasons above, Assistant B is the better response.",
    "In light of this, Assistant B is the better response.",
    "Assistant B is clearly better. It's not even close.",
    "Assistant B is clearly better. There is no doubt about it.",
    "B wins. No contest.",
    "Assistant B is slightly better, though it's close.",
    "Apologies for the error above; Assistant B is the better response.",
    "Assistant B, not A, is the better response.",
    "So the verdict should be [[B]], not [[A]].",
    "Assistant B had the correct answer.",
    "I recommend Assistant B.",
    "Assistant B is the better response - sorry for the confusion.",
    "Assistant B is better, since A's final total is off.",
    "Overall, Assistant B is better in accuracy and helpfulness.",
]
FAIL = [
    *[(PW, E + "[[A]]\n\n" + t) for t in _RESTATED],
    *[(AH, E + "My final verdict is Assistant A is slightly better: [[A>B]]\n\n" + t) for t in _RESTATED[:3]],
    (LB, E + "Output (a)\n\nOutput (b), not (a), is the better response."),
    (RM, '{"winner": "A"}\n\nFor the reasons above, Assistant B is the better response.'),
    *[
        (S, EXPL + t)
        for t in [
            "It earns a 6.",
            "It gets a 6 from me.",
            "I'd give it a 6 considering the missing edge case.",
            "This is a 6 at best.",
        ]
    ],
]
READ = [
    (PW, E + "[[A]]\n\nB is better. A is faster.", "ambiguous"),
]


@pytest.mark.parametrize(("name", "text"), FAIL)
def test_a_restatement_the_backstop_read_as_a_remark_is_a_failure(name, text):
    assert _got(name, text) in FAILED


@pytest.mark.parametrize(("name", "text", "want"), READ)
def test_a_remark_or_a_quoted_number_keeps_the_verdict(name, text, want):
    assert _got(name, text) == want


# Read as the verdict by parser versions up to 24, whose word lists told a remark after the verdict from another
# verdict; version 25 reads text after a verdict-last format's verdict strictly (``parsing/closing.py``): a sentence
# that names a side or holds a preference, tie or (after scores) number word and is not a closing that restates the
# verdict is a parse failure. Each of these does, so each is now ``ambiguous``.
STRICT_V25 = [
    (PW, E + "[[A]]\n\nAssistant B's response was also good."),
    (PW, E + "[[A]]\n\nAssistant B deserves partial credit."),
    (PW, E + "[[A]]\n\nAssistant B is good, A is better."),
    (PW, E + "[[A]]\n\nB did better on the second question."),
    (S, EXPL + "Line 4 is right."),
    (S, EXPL + "The value 4 is accurate."),
    (S, EXPL + "The final answer, 6, is correct."),
    (S, EXPL + "I gave it 8 rather than 9 because of the missing edge case."),
    (S, EXPL + "The user asked for a score from 1 to 10."),
    ("prometheus-absolute", "Feedback: Accurate but misses one edge case. [RESULT] 4\n\nScore 3 would be too harsh."),
]


@pytest.mark.parametrize(("name", "text"), STRICT_V25)
def test_a_remark_after_the_verdict_is_a_failure_under_the_strict_reading(name, text):
    assert _got(name, text) in ("ambiguous", "no_verdict")
