"""Adversarial pass 7 (issue 13), findings K1-K8, G3 and G6: completions read as the judge's verdict although
the verdict is someone else's, taken back, supposed, a format description, another quantity, or a JSON object
that voids itself.

Every case under a ``BEFORE_*`` list parsed to a verdict before its fix (reproductions of adv/c6.py ... c11.py of
pass 7). The expected value is what a reader of the completion sees, worked out by hand; the ``KEPT_*`` lists
are judge prose that must still read as a verdict."""

import pytest

from judge_engine.pipeline.templates import load_template
from tests.helpers.parsing_cases import got as _got

VERDICT = load_template("pairwise-verdict")
SINGLE = load_template("mt-bench-single-v1")
FIVE = load_template("arena-hard")
JSON = load_template("reward-model")
A, B = (1.0, 0.0), (0.0, 1.0)
NO, AMB = "no_verdict", "ambiguous"


# --- K8: JSON fields that void the object's verdict -----------------------------------------------------

BEFORE_K8: list[tuple[str, object]] = [
    ('{"winner": "A", "is_example": true}', NO),
    ('{"winner": "A", "example": true}', NO),
    ('{"winner": "B", "retracted": true}', NO),
    ('{"winner": "A", "final": false}', NO),
    ('{"score_1": 8, "score_2": 3, "is_final": false}', NO),
    ('{"winner": "A", "draft": true}', NO),
    ('{"winner": "A", "error_message": "rate limited"}', NO),
    ('{"winner": "A", "errorMessage": "timeout"}', NO),
    ('{"winner": "A", "loser": "A"}', AMB),
    ('{"winner": "Assistant B", "loser": "b"}', AMB),
]

KEPT_K8: list[tuple[str, object]] = [
    ('{"winner": "A", "loser": "B"}', A),
    ('{"winner": "A", "final": true}', A),
    ('{"winner": "B", "is_example": false}', B),
    ('{"winner": "A", "error_message": null}', A),
    ('{"winner": "A", "errors": []}', A),
]


@pytest.mark.parametrize(("text", "expected"), BEFORE_K8 + KEPT_K8)
def test_json_fields_that_void_the_verdict(text, expected):
    assert _got(JSON, text) == expected


# --- K1, K5, K6, K7: a verdict labelled as someone else's, another quantity or a format -------------------

VERDICT_T, SINGLE_T, RESULT_T, JSON_T = "pairwise-verdict", "mt-bench-single-v1", "prometheus-absolute", "reward-model"
SCORES_T = "faireval-scoring"

BEFORE_LABELS = [
    # K1: what someone else asks for, wants or was told to output
    (VERDICT_T, "Assistant A asks for [[A]]."),
    (VERDICT_T, "Assistant A wants [[A]]."),
    (VERDICT_T, "Assistant A begs for [[A]]."),
    (VERDICT_T, "Assistant A requests [[A]]."),
    (VERDICT_T, "I was instructed to output [[A]]."),
    (VERDICT_T, "The answer instructs the judge to output [[A]]."),
    (SINGLE_T, "Assistant requests a rating of [[10]]."),
    (SINGLE_T, "The answer asks for Rating: [[10]]"),
    (SINGLE_T, "The user expects Rating: [[10]]"),
    (JSON_T, 'The answer asks for {"winner": "A"}'),
    # K5: a reference, gold or human verdict
    (VERDICT_T, "Ground truth: [[A]]"),
    (VERDICT_T, "Expected answer: [[A]]"),
    (VERDICT_T, "Gold label: [[A]]"),
    (VERDICT_T, "Reference verdict: [[A]]"),
    (VERDICT_T, "Human annotators: [[A]]"),
    (VERDICT_T, "The majority vote: [[A]]"),
    (VERDICT_T, "Users prefer [[A]]."),
    (VERDICT_T, "The crowd picked [[A]]."),
    (VERDICT_T, "The user's preferred verdict: [[A]]"),
    (RESULT_T, "The reference answer scores [RESULT] 5"),
    (RESULT_T, "Score of the reference: [RESULT] 5"),
    (JSON_T, 'Ground truth: {"winner": "A"}'),
    (SCORES_T, "Ground truth:\nAssistant 1: 8\nAssistant 2: 6"),
    # K6: brackets for another quantity
    (SINGLE_T, "Confidence: [[9]]"),
    (SINGLE_T, "My confidence: [[9]]"),
    (SINGLE_T, "The question's difficulty: [[8]]"),
    (SINGLE_T, "Reference answer rating: [[10]]"),
    (VERDICT_T, "Confidence: [[A]]"),
    # K7: a description of the format
    (VERDICT_T, "Required format: [[A]]"),
    (VERDICT_T, "Output format: [[A]]"),
    (SINGLE_T, "Required format: Rating: [[5]]"),
    (SINGLE_T, "Output format: Rating: [[5]]"),
    (RESULT_T, "Output format: [RESULT] 3"),
    (JSON_T, 'Output format: {"winner": "A"}'),
    (JSON_T, 'Schema: {"winner": "A"}'),
    # K4: a supposition
    (VERDICT_T, "Suppose the verdict were [[A]]."),
    (VERDICT_T, "Assuming the code compiles, [[A]]."),
    (VERDICT_T, "Imagine I chose [[A]]."),
    (VERDICT_T, "Pretend the verdict is [[A]]."),
    (VERDICT_T, "In case A compiles: [[A]]"),
    (SINGLE_T, "Supposing it is correct: Rating: [[9]]"),
    (RESULT_T, "Suppose [RESULT] 4"),
    (RESULT_T, "Assuming it is correct, [RESULT] 4"),
    (JSON_T, 'Suppose: {"winner": "A"}'),
    (SCORES_T, "Suppose:\nAssistant 1: 8\nAssistant 2: 6"),
]

KEPT_LABELS = [
    (VERDICT_T, "Assuming the user wants a short answer, Assistant A is better: [[A]]", A),
    (VERDICT_T, "Assuming the user wants a short answer, Assistant A is better.\n\n[[A]]", A),
    (VERDICT_T, "Based on the reference answer, my verdict: [[A]]", A),
    (VERDICT_T, "As requested, my final verdict: [[A]]", A),
    (VERDICT_T, "Assistant A gives what the user wants, so my verdict is [[A]]", A),
    (VERDICT_T, "Overall, I clearly prefer [[B]].", B),
    (VERDICT_T, "Once again, [[A]]", A),
    (SINGLE_T, "Compared with the reference answer, the response is correct. Rating: [[8]]", (8.0, None)),
    (SINGLE_T, "The format is followed. Rating: [[7]]", (7.0, None)),
    (RESULT_T, "Feedback: The response follows the expected format. [RESULT] 4", (4.0, None)),
    (JSON_T, 'My answer in the required format: {"winner": "A"}', A),
    (SCORES_T, "Assuming equal weight for each criterion, my scores:\nAssistant 1: 8\nAssistant 2: 6", (8.0, 6.0)),
]


@pytest.mark.parametrize(("name", "text"), BEFORE_LABELS)
def test_a_verdict_labelled_as_another_s_or_supposed_is_no_verdict(name, text):
    assert _got(load_template(name), text) == NO


@pytest.mark.parametrize(("name", "text", "expected"), KEPT_LABELS)
def test_judge_prose_around_its_own_verdict_keeps_it(name, text, expected):
    assert _got(load_template(name), text) == expected


# --- K2, K3: a verdict taken back or contradicted on a later line; G6, G3 ------------------------------------

VANILLA_T, FIVE_T, LLMBAR_T = "faireval-vanilla", "arena-hard", "llmbar-vanilla"

BEFORE_LATER = [
    # K2: later-line retractions, and in-line ones
    (VERDICT_T, "[[A]]\nI change my mind."),
    (VERDICT_T, "[[A]]\nI was wrong."),
    (VERDICT_T, "[[A]]\nThat was a typo."),
    (VERDICT_T, "[[A]]\nDisregard that."),
    (VERDICT_T, "[[A]]\nErr, no."),
    (VERDICT_T, "[[A]]\nNo wait."),
    (VERDICT_T, "[[A]]\nHmm, that is not right."),
    (VERDICT_T, "[[A]]\n(Not really.)"),
    (VERDICT_T, "[[A]]\nLOL no."),
    (VERDICT_T, "[[A]]\n/s"),
    (VERDICT_T, "[[A]] (sarcasm)"),
    (VERDICT_T, "[[A]] (jk)"),
    (SINGLE_T, "Rating: [[9]]\nI was too generous; it deserves less."),
    (SINGLE_T, "Rating: [[9]]\nThat rating is too high."),
    (RESULT_T, "[RESULT] 5\nI was wrong."),
    (LLMBAR_T, "Output (a)\nI change my mind."),
    (LLMBAR_T, "Output (a)\nDisregard that."),
    (JSON_T, '{"winner": "A"}\nI change my mind.'),
    (SCORES_T, "Assistant 1: 8\nAssistant 2: 6\nI was wrong."),
    (SCORES_T, "Assistant 1: 8\nAssistant 2: 6\nDisregard the scores above."),
    (FIVE_T, "[[A>B]]\nI change my mind."),
    (FIVE_T, "[[A>B]]\nUpon reflection, B is better."),
    # K3: "Actually," / "Upon reflection" leads; revised first-line scores; JSON's later lines
    (VERDICT_T, "[[A]]\nActually, Assistant B is better."),
    (VERDICT_T, "[[A]]\nUpon re-reading, Assistant B is actually better."),
    (VERDICT_T, "[[A]]\nOn reflection, B wins."),
    (VANILLA_T, "8 6\nUpdated scores: 5 6"),
    (VANILLA_T, "8 6\nRevised: 5 6"),
    (VANILLA_T, "8 6\nCorrection: 5 6"),
    (JSON_T, '{"winner": "A"}\nActually B is better.'),
    (JSON_T, '{"winner": "A"}\nAssistant B is better.'),
    (JSON_T, '{"score_1": 8, "score_2": 6}\nOverall, Assistant 2 is better.'),
    (LLMBAR_T, "Output (a)\nOutput (b) is better."),
    # G6: an explanation that is only the word for a tie
    (FIVE_T, "[[A>B]] - tie"),
    (VERDICT_T, "[[A]] - tie"),
    (VERDICT_T, "[[B]]: a draw"),
    # G3: broader refusals
    (VERDICT_T, "It is impossible for me to evaluate these answers.\n[[A]]"),
    (VERDICT_T, "It's not possible to judge them.\n[[B]]"),
    (SINGLE_T, "I am not in a position to rate this response.\nRating: [[5]]"),
]

KEPT_LATER = [
    (VERDICT_T, "[[C]] - tie", (0.5, 0.5)),
    (VERDICT_T, "Upon reflection, Assistant A is more accurate.\n[[A]]", A),
    (VERDICT_T, "I was wrong to doubt the first answer at the start.\nAssistant B is better.\n[[B]]", B),
    (JSON_T, '{"winner": "A"}\nAssistant A is better.', A),
    (VANILLA_T, "8 6\nAssistant 1 is more detailed.", (8.0, 6.0)),
    (LLMBAR_T, "Output (b)\nOutput (b) is better.", B),
    (VERDICT_T, "It is possible to evaluate both answers.\n[[A]]", A),
]


@pytest.mark.parametrize(("name", "text"), BEFORE_LATER)
def test_a_verdict_taken_back_contradicted_or_refused_is_a_failure(name, text):
    assert _got(load_template(name), text) in (NO, AMB)


@pytest.mark.parametrize(("name", "text", "expected"), KEPT_LATER)
def test_later_lines_that_agree_keep_the_verdict(name, text, expected):
    assert _got(load_template(name), text) == expected


# --- K6: on a template grading turn 2, a verdict labelled with another turn -----------------------------------

MULTI_SINGLE_T, MULTI_PAIR_T = "mt-bench-single-v1-multi-turn", "mt-bench-pair-v2-multi-turn"

OTHER_TURN = [
    (MULTI_SINGLE_T, "Rating for turn 1: [[8]]", AMB),
    (MULTI_SINGLE_T, "Turn 1 rating: [[8]]", AMB),
    (MULTI_SINGLE_T, "The first turn deserves [[8]].", AMB),
    (MULTI_PAIR_T, "For the first turn: [[A]]", AMB),
    (MULTI_PAIR_T, "Turn 1: [[A]]", AMB),
    (MULTI_PAIR_T, "Turn 1: [[A]]\nTurn 2: [[B]]", AMB),
    (MULTI_PAIR_T, "Turn 1: [[B]]\nTurn 2: [[B]]", AMB),  # a verdict for turn 1 is none of turn 2's, even the same one
    # kept: the graded turn, or another turn named in a clause without the verdict
    (MULTI_SINGLE_T, "Rating for turn 2: [[7]]", (7.0, None)),
    (MULTI_SINGLE_T, "The answer to the first turn was good, and the second one is better. Rating: [[8]]", (8.0, None)),
    (MULTI_PAIR_T, "Both handled the first turn; in the second turn Assistant B is better.\n[[B]]", B),
    (MULTI_PAIR_T, "[[A]]", A),
    # a single-turn template has no other turn
    (SINGLE_T, "Turn 1: Rating: [[6]]", (6.0, None)),
]


@pytest.mark.parametrize(("name", "text", "expected"), OTHER_TURN)
def test_a_verdict_for_another_turn_is_ambiguous_on_a_multi_turn_template(name, text, expected):
    assert _got(load_template(name), text) == expected


# Read as the verdict by parser versions up to 24, whose word lists told a remark after the verdict from another
# verdict; version 25 reads text after a verdict-last format's verdict strictly (``parsing/closing.py``): a sentence
# that names a side or holds a preference, tie or (after scores) number word and is not a closing that restates the
# verdict is a parse failure. Each of these does, so each is now ``ambiguous``.
STRICT_V25 = [
    (VERDICT_T, "[[A]]\nAssistant B is better at formatting, but A is more accurate overall."),
    (JSON_T, '{"score_1": 8, "score_2": 6}\nAssistant 1 wins.'),
    (LLMBAR_T, "Output (a)\nOutput (b) is better at formatting, but Output (a) follows the instruction."),
]


@pytest.mark.parametrize(("name", "text"), STRICT_V25)
def test_a_remark_after_the_verdict_is_a_failure_under_the_strict_reading(name, text):
    assert _got(name, text) in ("ambiguous", "no_verdict")
