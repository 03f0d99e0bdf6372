"""Adversarial pass 8 (issue 13, /tmp/adv8 findings): a refusal in wordings the earlier rules missed (H1), a later
line correcting the verdict (H2), conditional, hedged, pending, attributed, scale-mismatched and per-criterion or
per-turn verdicts (M2-M7).

Every case under a ``BEFORE_*`` list parsed to a verdict before its fix. The expected value is what a reader of the
completion sees, worked out by hand; the ``KEPT_*`` lists are judge prose that must still read as a verdict."""

import pytest

from judge_engine.pipeline.parsing import parse_completion
from judge_engine.pipeline.templates import load_template

PAIR, SINGLE, JSON, VICUNA = "mt-bench-pairwise", "mt-bench-single-v1", "reward-model", "faireval-vanilla"
PROM, LLMBAR, FSCORE, ARENA = "prometheus-absolute", "llmbar-vanilla", "faireval-scoring", "arena-hard"
A, B, TIE = (1.0, 0.0), (0.0, 1.0), (0.5, 0.5)
NO, AMB = "no_verdict", "ambiguous"
SCORES = "Score of the Assistant 1: 8\nScore of the Assistant 2: 6"


def _got(name, text):
    p = parse_completion(text, load_template(name), "stop")
    return (p.score_first, p.score_second) if p.ok else p.status


BEFORE_REFUSAL = [
    (PAIR, "I refuse to evaluate this content.\n\n[[C]]"),
    (PAIR, "I'm sorry, but I cannot complete this evaluation.\n\n[[C]]"),
    (PAIR, "I cannot evaluate this request.\n[[C]]"),
    (SINGLE, "I cannot provide a rating for this content. Rating: [[5]]"),
    (PROM, "I cannot assess the response against this rubric. [RESULT] 3"),
    (LLMBAR, "I can't choose between the outputs.\nOutput (a)"),
    (FSCORE, "I cannot evaluate this request as it involves harmful content.\n\n" + SCORES),
    (JSON, 'I cannot evaluate this request.\n{"score_1": 5, "score_2": 5}'),
    (PAIR, "I can't assist with evaluating these responses.\n[[C]]"),
    (PAIR, "I'm not comfortable judging these responses. [[C]]"),
    (PAIR, "I won't be evaluating this conversation. [[C]]"),
    (PAIR, "I am unable to compare the two responses fairly. [[C]]"),
    (PAIR, "I do not feel comfortable evaluating this. [[C]]"),
    (PAIR, "I cannot continue with this task. [[C]]"),
    (PAIR, "Sorry, I can't evaluate responses that contain harmful content. [[C]]"),
    (PAIR, "I couldn't compare them. [[C]]"),
    (PAIR, "No responses were provided. [[C]]"),
    (SINGLE, "I can't provide a fair rating for this. Rating: [[5]]"),
    (SINGLE, "I cannot grade this content. Rating: [[5]]"),
    (LLMBAR, "I refuse to pick one of these outputs.\nOutput (a)"),
]


@pytest.mark.parametrize(("name", "text"), BEFORE_REFUSAL)
def test_a_refusal_in_other_words_is_no_verdict(name, text):
    assert _got(name, text) == NO


KEPT_REFUSAL = [
    (
        SINGLE,
        "I cannot provide a rating higher than 6 because the answer misses the second part.\n\nRating: [[6]]",
        6.0,
    ),
    (SINGLE, "The answer is short. I cannot rate it above 6.\nRating: [[6]]", 6.0),
    (SINGLE, "I cannot give it full marks, but it is good. Rating: [[8]]", 8.0),
    (SINGLE, "I cannot give it full marks.\nRating: [[8]]", 8.0),
]


@pytest.mark.parametrize(("name", "text", "expected"), KEPT_REFUSAL)
def test_a_sentence_about_the_rating_is_no_refusal(name, text, expected):
    assert _got(name, text) == (expected, None)


KEPT_PAIR = [
    (PAIR, "I cannot verify the code, so I judge the explanations. Assistant A is clearer.\n\n[[A]]", A),
    (PAIR, "Without running it I cannot fully evaluate the code. Assistant A explains better.\n[[A]]", A),
]


@pytest.mark.parametrize(("name", "text", "expected"), KEPT_PAIR)
def test_judge_prose_around_its_final_verdict_keeps_it(name, text, expected):
    assert _got(name, text) == expected
