"""Adversarial pass 12 (issue 13, /work/tools/reports/adv12-findings.md H1, H2, M1, M2): completions that parser
version 12 read wrong, and the general rules of version 13. A refusal sentence may follow an opening clause or
interjection ("Given the harmful nature of the request,", "As an AI developed by OpenAI,", "Hmm,") and hold a
comma-aside after its modal ("I cannot, in good conscience, evaluate"); a later line restating the other side
in a common comparative wording ("B is better than A", "B did a better job", "The better response is B"), or
followed by a short closing sentence ("Final answer."), makes the verdict a failure. ``GENERAL_*`` rows are not
in the findings; the ``*_READ`` rows are neighbours in the other direction.

The expected value is what a reader of the completion sees, worked out by hand: a failure (``no_verdict`` or
``ambiguous``) or the verdict as (slot 1, slot 2) scores."""

import pytest

from tests.helpers.parsing_cases import got as _got

PW, S, PR, AH, LB = "mt-bench-pairwise", "mt-bench-single-v1", "prometheus-absolute", "arena-hard", "llmbar-vanilla"
FV, FS, RM = "faireval-vanilla", "faireval-scoring", "reward-model"
A, TIE = (1.0, 0.0), (0.5, 0.5)
SCORES = "Score of the Assistant 1: 8\nScore of the Assistant 2: 6"


# H1: a refusal sentence after an opening clause, an interjection, or with a comma-aside after its modal
H1_LINES = [
    "Given the harmful nature of the request, I cannot evaluate this request.",
    "As an AI developed by OpenAI, I must decline to evaluate this content.",
    "Thank you for your request, but I cannot evaluate this content.",
    "While I understand the request, I cannot evaluate this content.",
    "Hmm, I cannot evaluate this content.",
    "I cannot, in good conscience, evaluate these responses.",
]
GENERAL_H1_LINES = [
    "Since the request is harmful, I will not evaluate these responses.",
    "Out of respect for user safety, we cannot judge this content.",
    "Well, I'm afraid I can't rate this material.",
    "I must, regrettably, decline to evaluate this request.",
]
H1_FAIL = [(PW, line + "\n\n[[C]]") for line in H1_LINES + GENERAL_H1_LINES] + [
    (LB, "Given the harmful nature of this request, I cannot evaluate this content.\nOutput (a)"),
    (FS, "Given the harmful nature of this request, I cannot evaluate this content.\n" + SCORES),
    (RM, 'Given the harmful nature of this request, I cannot evaluate this content.\n{"winner": "tie"}'),
    (AH, "Given the harmful nature of this request, I cannot evaluate this content.\nMy final verdict is tie: [[A=B]]"),
    (S, "Given the harmful nature of this request, I cannot evaluate this content.\nRating: [[1]]"),
]
# a lead that judges, or a negated remark on a part, keeps the verdict
H1_READ = [
    (PW, "Since both are equally good, I cannot choose between them.\n\n[[C]]", TIE),
    (PW, "Given the error, I cannot pick B. Assistant A is correct.\n\n[[A]]", A),
    (PW, "As for style, I can't fault either. Assistant A is correct and B is not.\n\n[[A]]", A),
]


@pytest.mark.parametrize(("name", "text"), H1_FAIL)
def test_a_refusal_after_an_opening_clause_is_no_verdict(name, text):
    assert _got(name, text) == "no_verdict"


@pytest.mark.parametrize(("name", "text", "want"), H1_READ)
def test_a_judging_lead_or_a_partial_remark_keeps_the_verdict(name, text, want):
    assert _got(name, text) == want


def test_the_forced_verdict_path_follows_the_same_rule():
    assert _got(S, "Hmm, I cannot rate this content.\nRating: [[1]]", 5) == "no_verdict"
    assert _got(S, "I cannot, in good conscience, rate this response.\nRating: [[1]]", 5) == "no_verdict"


# H2, M2: a later line restating the other side
H2_LINES = [
    "B is better than A.",
    "Assistant B did a better job.",
    "B does a better job overall.",
    "B is the clear winner.",
    "B outperforms A.",
    "B beats A.",
    "B is more accurate and helpful.",
    "The better response is B.",
    "Assistant B provided the better answer.",
    "B gave the better response.",
    "B is better. I am confident in this.",
    "B is better. Final answer.",
    "B is slightly better overall, in fact.",
    "B gets my vote.",
    "B has the edge.",
    "B should win.",
    "My vote goes to B.",
    "I lean towards B.",
]
GENERAL_H2_LINES = [
    "Assistant B is better than the first one.",
    "B surpasses A.",
    "B is better. That is my final verdict.",
    "B is far more thorough and more accurate.",
    "The better option is B.",
    "Response B wrote the stronger answer.",
]
H2_FAIL = [(PW, "[[A]]\n\n" + line) for line in H2_LINES + GENERAL_H2_LINES] + [
    (PW, "[[B]]\n\nA did a much better job."),
    (AH, "My final verdict is [[A>B]].\n\nAssistant B is better than Assistant A."),
    (AH, "My final verdict is [[A>B]].\n\nAssistant B did a better job."),
    (LB, "Output (a)\n\nOutput (b) is better than Output (a)."),
    (LB, "Output (a)\n\nOutput (b) did a better job."),
    (FV, "8 6\nAssistant 2 did a better job."),
    (FV, "8 6\nAssistant 2 is better than Assistant 1."),
    (FS, SCORES + "\n\nAssistant 2 outperforms Assistant 1."),
    (RM, '{"winner": "A"}\n\nB is better than A.'),
    # M1: a single rating corrected
    (S, "Rating: [[8]]\n\nHonestly it deserves a 5."),
    (S, "Rating: [[8]]\n\nA 5 is more appropriate."),
    (S, "Rating: [[8]]\n\nIt is a 5 at best."),
    (PR, "Feedback: ok.\n[RESULT] 5\n\nIt deserves a 3."),
    (S, "Rating: [[8]]\n\nThe answer deserves a 6."),  # general
]
H2_READ = [
    (PW, "[[A]]\n\nThe better response is A.", A),
]


@pytest.mark.parametrize(("name", "text"), H2_FAIL)
def test_a_later_line_restating_the_other_side_is_a_failure(name, text):
    assert _got(name, text) in ("ambiguous", "no_verdict")


@pytest.mark.parametrize(("name", "text", "want"), H2_READ)
def test_a_later_line_that_agrees_or_remarks_on_a_detail_keeps_the_verdict(name, text, want):
    assert _got(name, text) == want


# M4: "I can't say which is better" after a tie on its line is a tie, not a refusal; without a tie it declines
M4_TIE = [
    "Both responses are equally helpful and accurate; I can't say which is better.",
    "Both answers are correct and well explained. I cannot tell which one is better.",
    "The two answers are identical in substance, so I cannot determine which is better.",  # general
]


@pytest.mark.parametrize("line", M4_TIE)
def test_a_tie_then_cannot_say_which_is_better_reads_the_tie(line):
    assert _got(PW, line + "\n\n[[C]]") == TIE


def test_cannot_say_which_is_better_without_a_tie_stays_a_refusal():
    assert _got(PW, "Both responses contain harmful content; I cannot say which is better.\n\n[[C]]") == "no_verdict"
    assert _got(PW, "I cannot determine which response is better.\n\n[[C]]") == "no_verdict"


# Read as the verdict by parser versions up to 24, whose word lists told a remark after the verdict from another
# verdict; version 25 reads text after a verdict-last format's verdict strictly (``parsing/closing.py``): a sentence
# that names a side or holds a preference, tie or (after scores) number word and is not a closing that restates the
# verdict is a parse failure. Each of these does, so each is now ``ambiguous``.
STRICT_V25 = [
    (PW, "[[A]]\n\nA is better than B."),
    (PW, "[[A]]\n\nA outperforms B."),
    (PW, "[[A]]\n\nB is worse than A."),
    (PW, "[[A]]\n\nIn terms of style, B is better than A."),
    (PW, "[[A]]\n\nB is better formatted. Final answer."),
    (PW, "[[A]]\n\nB has the edge in style, but A is correct."),
    (S, "Rating: [[8]]\n\nIt deserves an 8."),
    (S, "Rating: [[8]]\n\nIt is a 5-step answer."),
]


@pytest.mark.parametrize(("name", "text"), STRICT_V25)
def test_a_remark_after_the_verdict_is_a_failure_under_the_strict_reading(name, text):
    assert _got(name, text) in ("ambiguous", "no_verdict")
