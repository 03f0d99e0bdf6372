"""Parser version 88 (issue 13): what adversarial pass 96 (probe q249) and the fresh pass adv59 (D1-D4), both on 68d7639
(version 87 as landed), read as a verdict: the task said to be impossible in the passive, refusals in a few words,
scores the judge calls examples or stand-ins, an answer the judge says it did not see, and FairEval criterion lines for
one assistant after the stated score lines (read as the pair, which turned the winner around). Every refused case below
read a verdict or scores on version 87; every kept case reads the same on version 87 and 88 (a passive remark on one
aspect of the answers, a recorded GPT-4 review's sentence among them, is no refusal). Expected values are written as a
careful reader of each completion would give them; ``tests/helpers`` holds no copy of the rules."""

import pytest

from tests.helpers.parsing_cases import FAILED, side_reading

REFUSED_88 = [
    # pass 96 q249: the task said to be impossible in the passive
    ("prometheus-absolute", "No reference answer was provided, so the rubric cannot be applied.\n[RESULT] 3"),
    ("mt-bench-single-v1", "No score can be given, since the answer is cut off mid-sentence.\nRating: [[5]]"),
    # adv59 D1: one assistant's criterion lines under a heading after the stated score lines
    (
        "faireval-scoring",
        "Score of the Assistant 1: 3\nScore of the Assistant 2: 9\nSummary for Assistant 2:\nHelpfulness: 9\nAccuracy: 8",
    ),
    (
        "faireval-scoring",
        "Score of the Assistant 1: 3\nScore of the Assistant 2: 9\n(Assistant 2's sub-scores)\nHelpfulness: 9\n"
        "Accuracy: 8",
    ),
    (
        "faireval-scoring",
        "Score of the Assistant 1: 3\nScore of the Assistant 2: 9\nBreakdown for Assistant 1:\nHelpfulness: 4\n"
        "Accuracy: 2",
    ),
    # adv59 D2: refusals in a few words, before a tie or a middle score
    ("pairwise-verdict", "Cannot determine.\n[[C]]"),
    ("pairwise-verdict", "Declined.\n[[C]]"),
    ("pairwise-verdict", "Refused.\n[[C]]"),
    ("pairwise-verdict", "Parsing failed.\n[[C]]"),
    ("pairwise-verdict", "No verdict.\n[[C]]"),
    ("pairwise-verdict", "Can't tell.\n[[C]]"),
    ("pairwise-verdict", "Unable to decide.\n[[C]]"),
    ("pairwise-verdict", "As an AI language model, I cannot have preferences.\n[[C]]"),
    ("mt-bench-pairwise", "Cannot determine.\n[[C]]"),
    ("arena-hard", "Declined.\nMy final verdict is tie: [[A=B]]"),
    ("mt-bench-single-v1", "Declined.\nRating: [[5]]"),
    ("mt-bench-single-v1", "Cannot determine.\nRating: [[5]]"),
    ("faireval-vanilla", "5 5\nEvaluation not possible."),
    ("faireval-vanilla", "5 5\nNeutral scores since I could not evaluate."),
    ("faireval-vanilla", "5 5\n(neutral scores; evaluation not possible)"),
    ("faireval-vanilla", "5 5\nNot evaluable."),
    ("faireval-vanilla", "5 5\nRefused."),
    # adv59 D3: scores the judge calls examples, samples, mock or test scores
    ("faireval-vanilla", "10 10\nExample scores."),
    ("faireval-vanilla", "8 7\nSample scores."),
    ("faireval-vanilla", "8 7\nExample scores only."),
    ("faireval-vanilla", "8 7\nIllustrative scores."),
    ("faireval-vanilla", "8 7\nHypothetical scores."),
    ("faireval-vanilla", "8 7\nMock scores."),
    ("faireval-vanilla", "8 7\nTemporary scores."),
    ("faireval-vanilla", "8 7\nScores TBD."),
    ("faireval-vanilla", "8 7\nTest output."),
    ("faireval-vanilla", "8 7\nFormat demo."),
    # adv59 D4: an answer the judge says it did not see
    ("pairwise-verdict", "I cannot see Assistant B's answer.\n[[A]]"),
    ("pairwise-verdict", "warning: the prompt was truncated; the second answer is not visible.\n[[A]]"),
    ("pairwise-verdict", "The input was cut off before Assistant B's answer, so I only saw A.\n[[A]]"),
    ("pairwise-verdict", "Only one answer was shown.\n[[A]]"),
    ("mt-bench-single-v1", "I cannot access the answer, so: Rating: [[1]]"),
    ("mt-bench-single-v1", "No answer visible to me.\nRating: [[1]]"),
]

KEPT_88 = [
    # a recorded GPT-4 review sentence (faireval-replication-reviews, review/1): an aspect set aside
    (
        "faireval-scoring",
        "Both assistants stayed on track. The accuracy cannot be evaluated due to the hypothetical scenario. "
        "Assistant 1 describes the crowd's reaction better.\nScore of the Assistant 1: 9\nScore of the Assistant 2: 8",
        "A",
    ),
    (
        "mt-bench-single-v1",
        "The code cannot be run as written without a main function, a real flaw.\nRating: [[4]]",
        4.0,
    ),
    ("mt-bench-single-v1", "The answer cannot be faulted on accuracy and is well organised.\nRating: [[9]]", 9.0),
    # criterion lines that agree with the stated scores, and criterion lines alone (FairEval.py's reading)
    (
        "faireval-scoring",
        "Score of the Assistant 1: 9\nScore of the Assistant 2: 8\nHelpfulness: 9\nAccuracy: 8",
        "A",
    ),
    ("faireval-scoring", "Both are relevant.\nHelpfulness: 6\nAccuracy: 9", "B"),
    # a verdict after words about a part the judge could not check, or about an answer's own refusal
    ("pairwise-verdict", "I only saw a minor typo in Assistant A's answer; Assistant B is wrong.\n[[A]]", "A"),
    ("pairwise-verdict", "Assistant B refused. Assistant A answered the question.\n[[A]]", "A"),
    ("faireval-vanilla", "8 4\nAssistant 1 gives sample code; Assistant 2 gives none.", "A"),
]


@pytest.mark.parametrize(("template", "text"), REFUSED_88)
def test_a_passive_refusal_is_no_verdict(template, text):
    assert side_reading(template, text) in FAILED


@pytest.mark.parametrize(("template", "text", "expected"), KEPT_88)
def test_a_passive_remark_on_an_aspect_keeps_the_verdict(template, text, expected):
    assert side_reading(template, text) == expected
