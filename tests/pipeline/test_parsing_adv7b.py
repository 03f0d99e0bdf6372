"""Adversarial pass 7, the coercions left after K1-K8 (issue 13, rows of adv/c8.py, c9.py and c11.py): a verdict
the judge calls provisional, puts off to a later check or condition, gives for one criterion only, hedges as a
guess, reports as an earlier one, gives without evaluating; a JSON object whose own explanation names the other
side or whose confidence is zero; a Vicuna score line corrected on a later line.

Every case under a ``BEFORE_*`` list parsed to a verdict before its fix. The expected value is what a reader of
the completion sees, worked out by hand; the ``KEPT_*`` lists are judge prose that must still read as a verdict."""

import pytest

from tests.helpers.parsing_cases import got as _got
from tests.helpers.parsing_cases import got as _strict_got

VERDICT, SINGLE, JSON, VICUNA = "pairwise-verdict", "mt-bench-single-v1", "reward-model", "faireval-vanilla"
A, B = (1.0, 0.0), (0.0, 1.0)
NO, AMB = "no_verdict", "ambiguous"


BEFORE_NOT_FINAL = [
    # 1: provisional labels on the only verdict
    (VERDICT, "[[A]] (tentative)"),
    (VERDICT, "[[A]] (preliminary)"),
    (VERDICT, "Preliminary verdict: [[A]]"),
    (VERDICT, "Tentative verdict: [[A]]"),
    (SINGLE, "Provisional rating: [[7]]"),
    (SINGLE, "Initial rating: [[7]]"),
    (VERDICT, "Draft verdict: [[A]]"),
    # 2: future intent, a condition
    (VERDICT, "Before I give [[A]], let me verify."),
    (VERDICT, "Let me verify before concluding [[A]]."),
    (VERDICT, "When the tests pass: [[A]]"),
    (VERDICT, "Once it compiles: [[A]]"),
    # 3: one criterion's verdict
    (VERDICT, "For helpfulness: [[A]]"),
    (VERDICT, "In terms of accuracy: [[B]]"),
    (SINGLE, "For clarity: Rating: [[6]]"),
    # 4: a guess, an earlier or another day's verdict, no evaluation
    (VERDICT, "Maybe [[A]]."),
    (VERDICT, "Perhaps [[A]]"),
    (VERDICT, "I guess [[A]]"),
    (VERDICT, "[[A]] (50/50)"),
    (VERDICT, "Yesterday's verdict: [[A]]"),
    (SINGLE, "I initially gave [[8]]."),
    (VERDICT, "Without evaluating: [[A]]"),
    (SINGLE, "Without reading it: Rating: [[7]]"),
]


@pytest.mark.parametrize(("name", "text"), BEFORE_NOT_FINAL)
def test_a_verdict_that_is_not_the_final_overall_one_is_no_verdict(name, text):
    assert _got(name, text) == NO


BEFORE_SELF_CONTRADICTING = [
    (JSON, '{"winner": "A", "explanation": "Assistant B is better."}', AMB),
    (JSON, '{"winner": "B", "reason": "A is clearly better"}', AMB),
    (JSON, '{"winner": "A", "rationale": "Both are equally good."}', AMB),
    (JSON, '{"score_1": 8, "score_2": 3, "justification": "Assistant 2 is better."}', AMB),
    (JSON, '{"winner": "A", "confidence": 0}', NO),
    (JSON, '{"winner": "B", "confidence": "0%"}', NO),
    (VICUNA, "8 6\nActually 5 6", NO),
    (VICUNA, "8 6\nMake that 5 and 6.", NO),
]


@pytest.mark.parametrize(("name", "text", "expected"), BEFORE_SELF_CONTRADICTING)
def test_a_verdict_its_own_fields_or_a_correction_contradict_is_a_failure(name, text, expected):
    assert _got(name, text) == expected


KEPT = [
    (VERDICT, "Perhaps Assistant A could have cited sources, but overall it is better. [[A]]", A),
    (VERDICT, "Maybe the user wanted X; Assistant A covers it. Final verdict: [[A]]", A),
    (VERDICT, "Initially I thought B, but A is more accurate. [[A]]", A),
    (VERDICT, "Preliminary verdict: [[A]]\nAfter checking the code, B handles the edge case.\nFinal verdict: [[B]]", B),
    (VERDICT, "[[A]] (tentative)\nFinal verdict: [[B]]", B),
    (SINGLE, "Initial rating: [[7]]\nAfter running the code: Rating: [[5]]", (5.0, None)),
    (VERDICT, "Helpfulness: [[A]]\nAccuracy: [[B]]\nOverall: [[A]]", A),
    (VERDICT, "Overall, for helpfulness and accuracy, Assistant A wins: [[A]]", A),
    (VERDICT, "When comparing both responses: [[A]]", A),
    (VERDICT, "When evaluated on accuracy: [[B]]", B),
    (VERDICT, "Once again: [[A]]", A),
    (VERDICT, "Before concluding, I checked the code: A is correct. [[A]]", A),
    (SINGLE, "The answer is correct and clear. Rating: [[8]]", (8.0, None)),
    (JSON, '{"winner": "A", "explanation": "Assistant A is more accurate; B is vague."}', A),
    (JSON, '{"winner": "A", "reason": "Assistant A is better."}', A),
    (JSON, '{"winner": "B", "confidence": 0.9}', B),
    (VICUNA, "8 6\nAssistant 1 is more accurate.", (8.0, 6.0)),
]


@pytest.mark.parametrize(("name", "text", "expected"), KEPT)
def test_judge_prose_around_its_final_verdict_keeps_it(name, text, expected):
    assert _got(name, text) == expected


# Read as the verdict by parser versions up to 25; version 26 reads text after a verdict-last format's verdict
# (the rest of the verdict's line included) by a closed list (``parsing/closing.py``): a sentence passes only as a
# closing that restates the verdict or a pleasantry of listed words. Each of these is neither, so each is now
# ``ambiguous``.
STRICT_V26 = [
    (VERDICT, "[[A]]\nActually 2 points stand out: accuracy and depth."),
]


@pytest.mark.parametrize(("name", "text"), STRICT_V26)
def test_text_after_the_verdict_outside_the_closed_list_is_a_failure(name, text):
    assert _strict_got(name, text) in ("ambiguous", "no_verdict")
