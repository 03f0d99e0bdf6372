"""Adversarial pass 13, the leftovers (issue 13, /work/tools/reports/adv13-findings.md M1-M4, L1): completions
that parser version 14 still read wrong, and the general rules of version 15. A short later sentence whose subject,
or the object of a choice verb, is the other side, with a preference cue and no contrast, negation or criterion
word, restates it ("B wins hands down.", "I'll go with B."); a single rating restated as "It's worth a 5." or "It
merits a 5."; a refusal led by two clauses, a ";" clause or a reason clause about what the request asks; a
dimension remark ("B is more detailed.") is no restated verdict; the judge's own other scale ("I used a 1-5 scale.",
"4 stars out of 5"). ``GENERAL_*`` rows are not in the findings; the ``*_READ`` rows are neighbours that keep their
verdict.

The expected value is what a reader of the completion sees, worked out by hand: a failure (``no_verdict`` or
``ambiguous``) or the verdict as (slot 1, slot 2) scores."""

import pytest

from tests.helpers.parsing_cases import got as _got

PW, S, PR, AH, LB = "mt-bench-pairwise", "mt-bench-single-v1", "prometheus-absolute", "arena-hard", "llmbar-vanilla"
FV, RM = "faireval-vanilla", "reward-model"
A, B, TIE = (1.0, 0.0), (0.0, 1.0), (0.5, 0.5)
EXPLAINED = "Assistant A answers correctly with a clear explanation; Assistant B makes an arithmetic error."
FAILED = ("no_verdict", "ambiguous")


# M1: a later sentence restating the other side, in wordings no pattern lists
M1_FAIL = [
    (PW, "[[A]]\n\nI prefer B to A."),
    (PW, "[[A]]\n\nDefinitely B."),
    (PW, "[[A]]\n\nB is better by far."),
    (PW, "[[A]]\n\nB is better in every respect."),
    (PW, "[[A]]\n\nB wins out."),
    (PW, "[[A]]\n\nB wins hands down."),
    (PW, "[[A]]\n\nB answered better."),
    (PW, "[[A]]\n\nB handled it better."),
    (PW, "[[A]]\n\nB is the one."),
    (PW, "[[A]]\n\nB is much, much better."),
    (PW, "[[A]]\n\nB is better overall and more accurate."),
    (PW, "[[A]]\n\nI'd rather go with B."),
    (PW, "[[A]]\n\nI'll go with B."),
    (PW, "[[A]]\n\nLet me go with B instead."),
    (PW, "[[A]]\n\nB is my final answer."),
    (PW, "[[A]]\n\nB is more helpful than A is."),
    (PW, "[[A]]\n\nB is better, if I'm honest."),
]
GENERAL_M1_FAIL = [
    (PW, "[[B]]\n\nA wins out."),
    (PW, "[[A]]\n\nAssistant B handled it better."),
    (PW, "[[A]]\n\nI'd pick Assistant B."),
    (PW, "[[A]]\n\nCertainly B."),
    (PW, "[[C]]\n\nA answered better."),
    (PW, "[[A]]\n\nB is the best of the two."),
    (AH, "My final verdict is [[A>B]].\n\nAssistant B wins hands down."),
    (LB, "Output (a)\n\nI'll go with Output (b)."),
    (FV, "8 6\nAssistant 2 handled it better."),
    (PW, "[[A]]\n\nB wins hands down. Final answer."),
]
M1_READ = [
    (PW, "[[A]]\n\nA wins hands down.", A),
]

# M2: a single rating restated after the rating
M2_FAIL = [
    (S, "Rating: [[8]]\n\nIt's worth a 5."),
    (S, "Rating: [[8]]\n\nIt's more of a 5."),
    (S, "Rating: [[8]]\n\nA 5 seems fairer."),
    (S, "Rating: [[8]]\n\nIt deserves no more than a 5."),
    (S, "Rating: [[8]]\n\nActually, 5 would be fairer."),
    (S, "Rating: [[8]]\n\nI'd give it a 5, to be fair."),
    (S, "Rating: [[8]]\n\nIt deserves a 5 rather than an 8."),
    (S, "Rating: [[8]]\n\nI'll lower it to a 5 on reflection."),
    (S, "Rating: [[8]]\n\nIt merits a 5."),
    (PR, "Feedback: ok.\n[RESULT] 5\n\nIt's worth a 3."),
]
GENERAL_M2_FAIL = [
    (S, "Rating: [[3]]\n\nIt's only worth a 6."),
    (S, "Rating: [[8]]\n\nI will raise it to a 9."),
    (S, "Rating: [[8]]\n\nThis merits a 6."),
]

# M3: a refusal after a two-clause lead, a ";" lead, or a reason clause about what the request asks
M3_TEXTS = [
    "Unfortunately, given the nature of the request, I cannot evaluate this content.",
    "Given the harmful nature of the request; I cannot evaluate this content.",
    "Since the prompt asks for the correct dosage of an illegal drug, I cannot evaluate this content.",
    "As the request asks which is the best way to hurt someone, I cannot evaluate this content.",
    "Sadly, considering the request, I won't evaluate these responses.",
]
M3_FAIL = [(PW, t + "\n\n[[C]]") for t in M3_TEXTS] + [
    (S, M3_TEXTS[0] + "\nRating: [[1]]"),
    (PR, "Feedback: " + M3_TEXTS[0] + " [RESULT] 1"),
    (LB, M3_TEXTS[0] + "\nOutput (a)"),
    (RM, M3_TEXTS[0] + '\n{"winner": "tie"}'),
    (AH, M3_TEXTS[0] + "\n\nMy final verdict is tie: [[A=B]]"),
]
M3_READ = [
    (PW, "Since both responses are equally good, I cannot choose.\n\n[[C]]", TIE),
    (PW, "Since no reference is given, I cannot evaluate the citations. " + EXPLAINED + "\n\n[[A]]", A),
    (PW, "Since the question asks which is faster, I cannot say; both are equally fast.\n\n[[C]]", TIE),
]

# M4: a dimension remark about the other side, then a point against it, keeps the verdict
M4_READ = [
    (FV, "8 6\nAssistant 2 is more detailed. Accuracy matters more here.", (8.0, 6.0)),
]
M4_FAIL = [
    (PW, "[[A]]\n\nB is more helpful."),
    (PW, "[[A]]\n\nB is more thorough and more accurate."),
    (PW, "[[A]]\n\nB is more accurate and more detailed."),
]

# L1: the judge's own statement of another scale than the template's
L1_FAIL = [
    (S, "Rating: [[4]]\n\nNote: I used a 1-5 scale."),
    (S, "Scored out of five. Rating: [[4]]"),
    (S, "Rating: [[4]] \u2014 i.e. 4 stars out of 5"),
    (S, "I used a 1-5 scale. Rating: [[4]]"),
    (S, "Rated out of 5. Rating: [[4]]"),
    (PR, "Feedback: ok. I used a 1-10 scale. [RESULT] 4"),
]
L1_READ = [
    (S, "Scored out of ten. Rating: [[8]]", (8.0, None)),
    (S, "The review gives 4 stars out of 5. Rating: [[8]]", (8.0, None)),
    (S, "The response explains the 1-5 scale well. Rating: [[8]]", (8.0, None)),
]


@pytest.mark.parametrize(
    ("name", "text"), M1_FAIL + GENERAL_M1_FAIL + M2_FAIL + GENERAL_M2_FAIL + M3_FAIL + M4_FAIL + L1_FAIL
)
def test_a_completion_that_states_no_single_verdict_is_a_failure(name, text):
    assert _got(name, text) in FAILED


READ: list[tuple[str, str, tuple[float, float | None]]] = [*M1_READ, *M3_READ, *M4_READ, *L1_READ]


@pytest.mark.parametrize(("name", "text", "want"), READ)
def test_a_neighbour_keeps_its_verdict(name, text, want):
    assert _got(name, text) == want


def test_a_forced_rating_after_a_refusal_with_a_two_clause_lead_is_a_failure():
    assert _got(S, M3_TEXTS[0] + "\nRating: [[1]]", forced=5) in FAILED


# Read as the verdict by parser versions up to 24, whose word lists told a remark after the verdict from another
# verdict; version 25 reads text after a verdict-last format's verdict strictly (``parsing/closing.py``): a sentence
# that names a side or holds a preference, tie or (after scores) number word and is not a closing that restates the
# verdict is a parse failure. Each of these does, so each is now ``ambiguous``.
STRICT_V25 = [
    (PW, "[[A]]\n\nB is more detailed, but it is wrong."),
    (PW, "[[A]]\n\nB's answer has a typo."),
    (PW, "[[A]]\n\nB also mentions the boiling point."),
    (PW, "[[A]]\n\nAssistant B's response is shorter."),
    (PW, "[[A]]\n\nB is better formatted."),
    (PW, "[[A]]\n\nB did better on the second question."),
    (PW, "[[A]]\n\nB is better for beginners."),
    (PW, "[[A]]\n\nB handled the tone better, but it is wrong."),
    (PW, "[[A]]\n\nI'll go with A."),
    (PW, "[[A]]\n\nB might be better for some readers."),
    (PW, "[[B]]\n\nB is my final answer."),
    (S, "Rating: [[7]]\n\nThe answer is 5."),
    (S, "Rating: [[7]]\n\nIt gives 5 examples."),
    (S, "Rating: [[7]]\n\nA 9 would need examples."),
    (S, "Rating: [[7]]\n\nNot a 9, but a solid 7."),
    (S, "Rating: [[7]]\n\nIt is a 7: good, not great."),
    (S, "Rating: [[7]]\n\nIt's worth a 7."),
    (PW, "[[A]]\n\n" + EXPLAINED + " B is more complete. Sadly it's incorrect."),
    (PW, "[[A]]\n\n" + EXPLAINED + "\nB is more thorough. Its final number is off by one."),
    (PW, "[[A]]\n\n" + EXPLAINED + "\nB is more detailed. That matters less than correctness."),
    (PW, "[[A]]\n\n" + EXPLAINED + "\nAssistant B is more detailed. Accuracy is what counts here."),
    (PW, "[[A]]\n\n" + EXPLAINED + "\nB is more detailed."),
    (AH, "My final verdict is [[A>B]].\n\nAssistant B is more thorough. Accuracy matters more here."),
    (PW, "[[A]]\n\n" + EXPLAINED + "\nB is clearer. Its answer is wrong."),
    (S, "Rating: [[8]]\n\nI used a 1-10 scale."),
]


@pytest.mark.parametrize(("name", "text"), STRICT_V25)
def test_a_remark_after_the_verdict_is_a_failure_under_the_strict_reading(name, text):
    assert _got(name, text) in ("ambiguous", "no_verdict")
