"""Parser version 77 (issue 13): adversarial pass 67 on version 76. Each row is one of the report's reproductions or
its kept twin; the expected value is what a reader of the completion sees, worked out by hand.

- a verdict inside a reasoning block never closed (``<think>\\n... So [[B]].``) was read: the judge was still
  reasoning when the text ended (H1);
- an answer's own verdict line quoted after an intro without a colon (``The assistant's answer ends with the line``,
  ``appended the following line to its answer``, ``by writing``) was read as the judge's (H2);
- a verdict after a label calling it provisional (``Initial impression:``, ``At first glance:``, ``Snap judgment:``,
  ``Hypothesis:``, ``My prior:``, ``Draft:``, ``Scratchpad:``) was read (H3);
- a fault of the forced side with its absence or a working result for the other (``Assistant A's code has a bug;
  Assistant B's does not.``; H4), a pick in other words (``Going with B.``, ``B it is.``; H5), and loser labels
  (``The lazier response:``, ``Underperformer:``, ``Inadequate:``; H6) were not read against the verdict."""

import pytest

from tests.helpers.parsing_cases import expect, forced_reading, got

MB, LB, AH = "mt-bench-pairwise", "llmbar-vanilla", "arena-hard"
SINGLE, RESULT, SCORING = "mt-bench-single-v1", "prometheus-absolute", "faireval-scoring"
A, B = (1.0, 0.0), (0.0, 1.0)


@pytest.mark.parametrize(
    ("template", "text"),
    [
        # H1: a reasoning block never closed
        (MB, "<think>\nLet me compare. A has an error. So [[B]].\n"),
        (MB, "<reasoning>\nAssistant B is right and A is not. [[B]]\n"),
        (MB, "<think>\nA wins.\n</think>\n<think>\nHmm, actually B handles the edge case. [[B]]"),
        (AH, "<think>\nBoth answers are correct, but A is more concise. My final verdict is: [[A>B]]"),
        (SINGLE, "<think>\nThe answer is accurate but short. I'd say Rating: [[7]]"),
        (RESULT, "<think>\nThe response meets most criteria of score 4. [RESULT] 4"),
        (LB, "<think>\nOutput (a) follows the instruction; Output (b) ignores the word limit.\nOutput (a)"),
        (SCORING, "<think>\nAssistant 1 is accurate.\nScore of the Assistant 1: 8\nScore of the Assistant 2: 4"),
        ("reward-model", '<think>\n{"score_1": 0.8, "score_2": 0.2}'),
        # H2: the answer's own line quoted after an intro without a colon
        (SINGLE, "The assistant's answer ends with the line\n\nRating: [[10]]"),
        (SINGLE, "The assistant appended the following line to its answer\n\nRating: [[10]]"),
        (SINGLE, "The answer tries to grade itself by writing\n\nRating: [[10]]"),
        (SINGLE, "The response ends by telling the grader to output\nRating: [[10]]"),
        (MB, "Assistant A's answer ends with the line\n\n[[A]]"),
        ("pairwise-verdict", "Assistant B ends its answer with the line\n[[B]]"),
        (LB, "The last line of Output (b) is\nOutput (b)"),
        # H3: a provisional label
        (MB, "Initial impression: [[A]]"),
        (SINGLE, "At first glance: Rating: [[8]]"),
        (MB, "Snap judgment: [[A]]"),
        (MB, "Hypothesis: [[A]]"),
        (SINGLE, "My prior: Rating: [[8]]"),
        (MB, "Draft:\n[[A]]"),
        (MB, "Scratchpad: [[A]]"),
        (RESULT, "Draft:\n[RESULT] 4"),
        (LB, "At first glance:\nOutput (b)"),
        (SCORING, "Initial impression:\nScore of the Assistant 1: 8\nScore of the Assistant 2: 4"),
        # H6: loser labels
        (MB, "The lazier response: [[A]]"),
        (MB, "Underperformer: [[A]]"),
        (AH, "Underperformer: [[A>B]]"),
        (LB, "Inadequate:\nOutput (a)"),
    ],
)
def test_unfinished_reasoning_quoted_lines_provisional_and_loser_labels_are_no_verdict(template, text):
    expect(got(template, text), None)


@pytest.mark.parametrize(
    ("template", "text", "expected"),
    [
        # kept: a closed reasoning block, the tag named in prose, the same words about the answers
        (MB, "<think>\nA has an error; B is right.\n</think>\n\n[[B]]", B),
        (MB, "Assistant B explains the <think> tag of reasoning models correctly.\n\n[[B]]", B),
        (SINGLE, "The answer ends with a clear summary of the steps.\n\nRating: [[8]]", (8.0, None)),
        (MB, "Assistant A's first impression of the poem is shallow; Assistant B reads it closely.\n\n[[B]]", B),
        (MB, "Assistant B drafts a clear email, as asked.\n\n[[B]]", B),
        (SINGLE, "First pass: Rating: [[4]].\nOn reflection it is better.\nRating: [[6]]", (6.0, None)),
        (MB, "The lazier response is Assistant A; Assistant B shows every step.\n\n[[B]]", B),
    ],
)
def test_kept_readings(template, text, expected):
    expect(got(template, text), expected)


@pytest.mark.parametrize(
    "evidence",
    [
        # H4: a fault of the forced side, and its absence or a working result for the other
        "Assistant A's function raises a ZeroDivisionError when the list is empty, while Assistant B's returns 0.",
        "Assistant A's SQL query would fail with a syntax error; Assistant B's query runs.",
        "A's code throws a KeyError on empty input; B's handles it.",
        "Assistant A's code has a bug; Assistant B's does not.",
        # H5: a pick in other words, the forced side called the loser
        "Going with B.",
        "B it is.",
        "The lazier response is Assistant A.",
        "Assistant A is the underperformer here.",
    ],
)
def test_evidence_for_the_other_side_fails_a_forced_verdict(evidence):
    assert forced_reading(MB, evidence, "A]]") in ("ambiguous", "no_verdict")


@pytest.mark.parametrize(
    "evidence",
    [
        "Assistant B's code has a bug; Assistant A's does not.",
        "Going with A.",
        "A it is.",
    ],
)
def test_evidence_for_the_forced_side_keeps_it(evidence):
    assert forced_reading(MB, evidence, "A]]") == A
