"""Parser version 74 (issue 13): adversarial pass 64 on version 73, its `backwards` and `nonverdict` findings, and
fresh pass full64 H1 (no evaluation said impersonally or in the passive before a verdict). Each row
is one of the report's reproductions or its kept twin; the expected value is what a reader of the completion sees,
worked out by hand.

- a loser's label before the verdict with an arrow or a bar (``Loser \u2192 [[A]]``, ``Worse response -> [[A]]``,
  ``Loser | [[A]]``; F7) or in words the list lacked (``Ranked last:``, ``Penalized:``, ``Avoid:``, ``Flagged for
  errors:``; F8) was read as that side winning;
- a label calling the verdict a test, a dry run, a demo or made up (``Dry run: [[A]]``, ``Test output: Rating:
  [[5]]``, ``Format reminder \u2192 [[A]]``, ``Verdict (illustrative):``; F5), and a placeholder the judge says it
  will refine (``Let me first output a placeholder and refine it later.``; F6), were read as the judge's verdict."""

import pytest

from tests.helpers.parsing_cases import expect, forced_reading, got

MB, PV, AH = "mt-bench-pairwise", "pairwise-verdict", "arena-hard"
ST, PR = "mt-bench-single-v1", "prometheus-absolute"
A, B = (1.0, 0.0), (0.0, 1.0)
E = "I compared both answers carefully.\n\n"
VERDICTS = {MB: "[[A]]", AH: "[[A>B]]", ST: "Rating: [[5]]", PR: "[RESULT] 4"}

LOSER_LEADS = [
    "Loser \u2192",
    "Loser ->",
    "Loser =>",
    "Loser |",
    "Worse response \u2192",
    "Worse response ->",
    "Weaker answer \u2192",
    "Rejected ->",
    "Ranked second:",
    "Ranked last:",
    "Penalized:",
    "Avoid:",
    "Flagged for errors:",
]
STAND_IN_LABELS = [
    "Format reminder \u2192",
    "Format reminder:",
    "Reminder of the required format:",
    "Output format \u2192",
    "Format check \u2192",
    "Test output:",
    "Test:",
    "Testing the output format:",
    "Dry run:",
    "Made-up verdict:",
    "Illustrative:",
    "Demo:",
    "Verdict (illustrative):",
]
PLACEHOLDERS = [
    "Let me first output a placeholder and refine it later.\n",
    "Temporarily:\n\n",
    "Placeholder for now, I'll refine it after re-reading both answers.\n",
]


@pytest.mark.parametrize("lead", LOSER_LEADS)
@pytest.mark.parametrize("template", [MB, PV])
def test_a_losers_label_is_no_verdict_for_that_side(lead, template):
    expect(got(template, f"{E}{lead} [[A]]"), None)


@pytest.mark.parametrize("label", STAND_IN_LABELS)
@pytest.mark.parametrize("template", sorted(VERDICTS))
def test_a_test_or_demo_label_is_no_verdict(label, template):
    expect(got(template, f"{label} {VERDICTS[template]}"), None)


@pytest.mark.parametrize("lead", PLACEHOLDERS)
@pytest.mark.parametrize("template", [MB, ST, PR])
def test_a_placeholder_to_refine_is_no_verdict(lead, template):
    expect(got(template, lead + VERDICTS[template]), None)


NO_EVALUATION = [
    "The assistant's answer could not be evaluated due to a server error.",
    "This response was not evaluated.",
    "Timeout while generating judgment.",
    "The judgment could not be completed.",
    "No evaluation was possible for this answer.",
    "[evaluation unavailable]",
    "The response could not be assessed.",
]
ALL = {**VERDICTS, PV: "[[A]]", "llmbar-vanilla": "Output (a)"}


@pytest.mark.parametrize("lead", NO_EVALUATION)
@pytest.mark.parametrize("template", sorted(ALL))
def test_a_verdict_after_no_evaluation_said_impersonally_is_no_verdict(lead, template):
    expect(got(template, f"{lead}\n{ALL[template]}"), None)


@pytest.mark.parametrize("lead", NO_EVALUATION)
def test_the_default_templates_scores_before_no_evaluation_fail(lead):
    expect(got("faireval-vanilla", "8 3\n" + lead.replace("answer", "answers")), None)


@pytest.mark.parametrize(
    ("template", "text", "expected"),
    [
        # kept: the same words about the answers' content
        (MB, "Assistant B's integral could not be evaluated in closed form, so it approximates it.\n\n[[A]]", A),
        # (version 85: about a named answer; "It was not compared ..." above the token says of the token's side words
        # outside the vocabulary and fails, parsing/statements.py)
        (MB, "Assistant B's draft was not compared against the reference.\n\n[[A]]", A),
        (MB, "Timeout handling in A is correct; B's judgment of the edge case is off.\n\n[[A]]", A),
        (
            "faireval-vanilla",
            "8 3\nAssistant 2's expression cannot be evaluated because it divides by zero.",
            (8.0, 3.0),
        ),
        # kept: a winner's label with an arrow, and remarks that use the same words about the answers
        (MB, "Winner \u2192 [[A]]", A),
        (MB, "Final verdict -> [[B]]", B),
        (MB, "Better response \u2192 [[A]]", A),
        (MB, "Ranked first: [[A]]", None),  # version 82: a word outside the label vocabulary (label_words)
        (MB, "Flagged as best: [[A]]", None),  # version 82: a word outside the label vocabulary (label_words)
        (
            MB,
            "Assistant A passes the test: [[A]]",
            None,
        ),  # version 82: a word outside the label vocabulary (label_words)
        (MB, "Assistant A explains the test case well.\n\n[[A]]", A),
        (MB, "Both ran a dry run of the code; A's output is correct.\n\n[[A]]", A),
        (MB, "Assistant B made up a citation.\n\n[[A]]", A),
        (MB, "Assistant A's illustrative example is clearer.\n\n[[A]]", A),
    ],
)
def test_completion(template, text, expected):
    expect(got(template, text), expected)


def test_a_losers_label_with_an_arrow_before_a_forced_side_reads_against_it():
    assert forced_reading(MB, "Loser \u2192 A", "A]]") in ("ambiguous", "no_verdict")
