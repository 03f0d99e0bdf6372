"""Parser version 34 (issue 13): adversarial pass 30 on version 33 (``/work/tools/reports/adv30-findings.md``).

- H1: evidence before a forced verdict that says the judge cannot decide (``parsing/undecided.py``) is no verdict,
  unless the judge decides after saying so;
- H2, M1-M3: conclusions before a pairwise verdict in the wordings real judges use most (``more helpful, relevant,
  and accurate compared to``, ``performed better``, ``I slightly prefer``, ``not as good as``, ``on par``);
- M4, M5: a single rating or a rubric score given before the verdict (``This is a 6/10 answer.``, ``It gets a 6 from
  me.``, ``this response scores a 3``, ``a 3 rather than a 4``).

Each row is the report's, or the report's with the sides swapped to agree; the expected value is what a reader of
the completion sees, worked out by hand: a failure, or the verdict as (slot 1, slot 2) scores."""

import pytest

from tests.helpers.parsing_cases import FAILED
from tests.helpers.parsing_cases import got as _got

PW, AH, LB, S, P, FS = (
    "mt-bench-pairwise",
    "arena-hard",
    "llmbar-vanilla",
    "mt-bench-single-v1",
    "prometheus-absolute",
    "faireval-scoring",
)
A = (1.0, 0.0)
E = "Assistant A gives a correct, complete answer with code. Assistant B makes an arithmetic error in step 2.\n\n"
SE = "The response is accurate and well organized, with one minor omission.\n\n"
E1 = "Assistant 1 gives a correct answer. Assistant 2 makes an error.\n\n"

# H1: the decoder forced the verdict after the judge said it could not decide
UNDECIDED = [
    "I can't determine which assistant performed better.",
    "I cannot make a determination.",
    "No winner can be determined.",
    "A verdict cannot be given.",
    "Without the reference answer, I cannot decide.",
    "I can't tell the better response.",
    "I cannot assess which response is better.",
    "Both responses are harmful, so I won't choose.",
    "I lack the context to evaluate this.",
    "Neither response can be evaluated because the question is missing.",
    "It's hard to say which response is better.",
    "It is difficult to determine the better response.",
]
# ... and forced evidence in which the judge decides, or speaks of something else, keeps the forced verdict
DECIDED = [
    "Assistant B refused to answer, saying 'I cannot help with that.'",
    "I can't judge the code's speed without running it, but Assistant A is cleaner.",
    "It's hard to say which is better at first glance. On reflection, Assistant A is more accurate.",
    "I cannot verify the citations. Assistant A is more accurate overall.",
    "The user cannot decide which library to use; Assistant A helps more.",
    "I can't tell whether the date is right, so I focus on the code. A is better.",
    'The assistant wrote "I cannot decide" and stopped.',
]


@pytest.mark.parametrize("text", UNDECIDED)
def test_an_undecided_judge_before_a_forced_verdict_gets_no_verdict(text):
    assert _got(PW, text + "\n\n[[A]]", forced=5) == "no_verdict"
    assert _got(AH, text + "\n\nMy final verdict is: [[A>B]]", forced=7) == "no_verdict"


def test_nothing_to_rate_before_a_forced_rating_is_no_verdict():
    assert _got(S, "There is no response to rate.\n\nRating: [[7]]", forced=5) == "no_verdict"
    assert _got(S, "The response is accurate.\n\nRating: [[7]]", forced=5) == (7.0, None)


def test_a_tie_given_as_the_reason_keeps_a_forced_tie_and_contradicts_a_forced_side():
    text = "I can't pick a winner here - both answers are correct and complete.\n\n"
    assert _got(PW, text + "[[C]]", forced=5) == (0.5, 0.5)
    assert _got(PW, text + "[[A]]", forced=5) == "ambiguous"


@pytest.mark.parametrize("text", DECIDED)
def test_a_judge_that_decides_keeps_the_forced_verdict(text):
    assert _got(PW, text + "\n\n[[A]]", forced=5) == A


# H2, M1-M6: a conclusion for the other side (or another rating) right before the verdict
CONTRADICTED = [
    (PW, E + "Assistant B's response was more helpful, relevant, and accurate compared to Assistant A.\n\n[[A]]"),
    (
        PW,
        E
        + "Overall, Assistant B's response was more helpful, relevant, accurate, and detailed compared to Assistant A.\n\n[[A]]",
    ),
    (PW, E + "Assistant B's response is more helpful, relevant, and accurate.\n\n[[A]]"),
    (PW, E + "Overall, Assistant B performed better.\n\n[[A]]"),
    (PW, E + "Overall, Assistant B provided a more helpful and accurate response.\n\n[[A]]"),
    (PW, E + "Assistant B's answer is more helpful and relevant to the user's question.\n\n[[A]]"),
    (AH, E + "Overall, Assistant B performed better.\n\nMy final verdict is: [[A>B]]"),
    (FS, E1 + "Assistant 2 outperforms Assistant 1 in this case.\n\nAssistant 1: 8\nAssistant 2: 5"),
    (PW, E + "I slightly prefer Assistant B.\n\n[[A]]"),
    (PW, E + "Assistant B is somewhat better.\n\n[[A]]"),
    (PW, E + "Assistant B is better, I think.\n\n[[A]]"),
    (PW, E + "The response from Assistant B is better.\n\n[[A]]"),
    (PW, E + "I'd have to go with Assistant B.\n\n[[A]]"),
    (PW, E + "Assistant B comes out on top.\n\n[[A]]"),
    (PW, E + "Assistant B wins this round.\n\n[[A]]"),
    (PW, E + "Assistant B, on the other hand, is better.\n\n[[A]]"),
    (PW, E + "As a result, Assistant B is better.\n\n[[A]]"),
    (LB, "Output (a) is correct.\n\nOutput (b) comes out on top.\n\nOutput (a)"),
    (PW, E + "Assistant A is not as good as Assistant B.\n\n[[A]]"),
    (PW, E + "Assistant A lags behind Assistant B.\n\n[[A]]"),
    (PW, E + "Assistant A is less useful overall.\n\n[[A]]"),
    (PW, E + "Overall, it's a draw.\n\n[[A]]"),
    (PW, E + "Both responses are on par.\n\n[[A]]"),
    (PW, E + "Both are equally good overall.\n\n[[A]]"),
    (S, SE + "This is a 6/10 answer.\n\nRating: [[7]]"),
    (S, SE + "It gets a 6 from me.\n\nRating: [[7]]"),
    (P, SE + "Based on the rubric, this response scores a 3. [RESULT] 4"),
    (P, SE + "It meets the criteria for a 3 rather than a 4. [RESULT] 4"),
    (P, SE + "It is closer to a 3 than a 4. [RESULT] 4"),
]
# the same shapes agreeing with the verdict, aspects and weighed numbers keep it
CONSISTENT = [
    (PW, E + "Assistant A's response was more helpful, relevant, and accurate compared to Assistant B.\n\n[[A]]", A),
    (PW, E + "Overall, Assistant A performed better.\n\n[[A]]", A),
    (PW, E + "I slightly prefer Assistant A.\n\n[[A]]", A),
    (PW, E + "Assistant B is not as good as Assistant A.\n\n[[A]]", A),
    (PW, E + "Assistant B is more comprehensive.\n\n[[A]]", A),
    (PW, E + "Assistant B is more detailed, but Assistant A is better.\n\n[[A]]", A),
    (PW, E + "In terms of style, Assistant B is better.\n\n[[A]]", A),
    (S, SE + "This is a 7/10 answer.\n\nRating: [[7]]", (7.0, None)),
    (S, SE + "It gets a 7 from me.\n\nRating: [[7]]", (7.0, None)),
    (S, SE + "It covers 6 of the 10 steps.\n\nRating: [[7]]", (7.0, None)),
    (P, SE + "It meets the criteria for a 4 rather than a 3. [RESULT] 4", (4.0, None)),
    (P, SE + "It falls short of a 5. [RESULT] 4", (4.0, None)),
]


@pytest.mark.parametrize(("name", "text"), CONTRADICTED)
def test_a_conclusion_stating_another_verdict_is_a_failure(name, text):
    assert _got(name, text) in FAILED


@pytest.mark.parametrize(("name", "text", "want"), CONSISTENT)
def test_a_conclusion_that_agrees_keeps_the_verdict(name, text, want):
    assert _got(name, text) == want
