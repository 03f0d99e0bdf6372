"""Parser version 73 (issue 13): adversarial pass 63 on version 72, its `backwards` findings (F9: a label naming a
fault before the verdict it labels), fresh pass full63 H2 and H3 (stand-in scores and verdicts), and six false
failures left from pass 62. Each row is one of the report's
reproductions or its kept twin; the expected value is what a reader of the completion sees, worked out by hand.

- a label that names a fault of the side it labels (``Has the bug: [[A]]``, ``Most errors:``, ``Needs
  improvement:``, ``Fails the instruction:``, ``Buggy code:``) was read as that side winning (pass 63 F9);
- a verdict after ``Could not evaluate.``, ``Evaluation skipped.``, ``(not evaluated)``, ``This is a default
  verdict.`` in every verdict-last format, forced or written (full63 H3), and the default template's scores followed by
  ``(placeholder scores)``, ``(dummy values)``, ``Scores not computed: ...`` (full63 H2) were read;
- an answer quoted after ``says`` or ``reads`` without a colon was read as the verdict (pass 62 H13);
- failed: a restatement in parentheses or after bold on the verdict's line (``[[A]] (Assistant A is better)``,
  ``**[[A]]** - Assistant A is better``; pass 62 M3), Prometheus results written ``4 (out of 5)``, ``4 points``,
  ``Score 4`` (M5), a closing ``I'm happy to elaborate ...`` (M2) and a verdict's own lead ending its line (``my
  verdict is\\n\\n[[B]]``)."""

import pytest

from tests.helpers.parsing_cases import expect, forced_reading, got

MB, AH, LB = "mt-bench-pairwise", "arena-hard", "llmbar-vanilla"
ST, PR = "mt-bench-single-v1", "prometheus-absolute"
A, B = (1.0, 0.0), (0.0, 1.0)
E = "Both answers were checked against the reference.\n\n"

FAULT_LABELS = [
    "Contains the hallucination:",
    "Contains more errors:",
    "Most errors:",
    "Needs improvement:",
    "Needs more work:",
    "Has the bug:",
    "Factually wrong:",
    "Off-topic response:",
    "Fails the instruction:",
    "Violates the instruction:",
    "Missing the key step:",
    "Buggy code:",
]


@pytest.mark.parametrize("label", FAULT_LABELS)
@pytest.mark.parametrize(("template", "token"), [(MB, "[[A]]"), (AH, "[[A>>B]]")])
def test_a_label_naming_a_fault_is_no_verdict_for_that_side(label, template, token):
    expect(got(template, f"{label} {token}"), None)
    expect(got(template, f"{E}{label} {token}"), None)


@pytest.mark.parametrize(
    ("template", "text", "expected"),
    [
        # kept: a label that denies or lessens the fault names the better side
        (MB, "Has the fewest mistakes: [[B]]", None),  # version 82: a word outside the label vocabulary (label_words)
        (MB, "Misses nothing: [[A]]", None),  # version 82: a word outside the label vocabulary (label_words)
        (MB, "Fewest errors: [[A]]", None),  # version 82: a word outside the label vocabulary (label_words)
        (MB, "Contains fewer errors: [[A]]", None),  # version 82: a word outside the label vocabulary (label_words)
        (MB, "Free of errors: [[A]]", None),  # version 82: a word outside the label vocabulary (label_words)
        (MB, "Fixes the bug: [[A]]", None),  # version 82: a word outside the label vocabulary (label_words)
        # an answer quoted without a colon (pass 62 H13)
        (MB, "Assistant A's answer simply says\n\n[[A]]", None),
        (MB, "Assistant A's final line reads\n[[A]]", None),
        # kept: the judge's own verdict after "says"
        (MB, "Everything considered, my verdict says\n\n[[B]]", B),
        # a restatement on the verdict's line (pass 62 M3)
        (MB, "Assistant A is accurate; Assistant B makes an arithmetic error.\n\n[[A]] (Assistant A is better)", A),
        (MB, "Final verdict: **[[A]]** (Assistant A is better)", A),
        (MB, "**[[A]]** - Assistant A is better", A),
        (MB, "**[[A]]**: Assistant A is better.", A),
        (MB, "[[B]] (Assistant B is clearly better.)", B),
        (MB, "[[C]] (both answers are equally helpful)", (0.5, 0.5)),
        # kept: one that names the other side, or no side, still fails
        (MB, "[[A]] (Assistant B is better)", None),
        (MB, "**[[A]]** - Assistant B is better", None),
        (MB, "[[A]] (a close call; B was nearly as good)", None),
        # Prometheus results with their scale or unit (pass 62 M5)
        (PR, "Feedback: The response is accurate and concise.\n[RESULT] 4 (out of 5)", (4.0, None)),
        (PR, "Feedback: The response is accurate and concise.\n[RESULT] 4 points", (4.0, None)),
        (PR, "Feedback: The response is accurate and concise.\n[RESULT] Score 4", (4.0, None)),
        (PR, "Feedback: The response is accurate and concise.\n[RESULT] 4 (on a scale of 1 to 5)", (4.0, None)),
        # kept: a later line taking it back fails
        (PR, "Feedback: The response is accurate.\n[RESULT] 4 (out of 5)\nActually it deserves a 2.", None),
        # a closing offer without "you" (pass 62 M2)
        (
            ST,
            "The response is accurate and concise but could include an example.\n\nRating: [[8]]\n\nI'm happy to "
            "elaborate on any part of this evaluation.",
            (8.0, None),
        ),
        # a verdict's own lead ending its line (was read as text cut off mid-phrase)
        (MB, "Everything considered, my verdict is\n\n[[B]]", B),
        (MB, "A is accurate and B is not. The better response is\n[[A]]", A),
        # kept: text cut off mid-phrase before a verdict is no judgment
        (MB, "The answer is cut off and\n[[A]]", None),
        (MB, "I think that\n[[A]]", None),
    ],
)
def test_completion(template, text, expected):
    expect(got(template, text), expected)


STAND_IN_LEADS = [
    "Could not evaluate.",
    "No evaluation was performed.",
    "The responses were not evaluated.",
    "Evaluation skipped.",
    "(not evaluated)",
    "Evaluation error.",
    "This is a default verdict.",
    "Timed out; default verdict follows.",
]
VERDICTS = {
    MB: "[[A]]",
    AH: "[[A>>B]]",
    LB: "Output (a)",
    ST: "Rating: [[8]]",
    PR: "[RESULT] 4",
    "pairwise-verdict": "[[A]]",
}


@pytest.mark.parametrize("lead", STAND_IN_LEADS)
@pytest.mark.parametrize("template", sorted(VERDICTS))
def test_a_verdict_after_no_evaluation_is_no_verdict(lead, template):
    expect(got(template, f"{lead}\n{VERDICTS[template]}"), None)


@pytest.mark.parametrize("lead", STAND_IN_LEADS)
def test_a_forced_verdict_after_no_evaluation_is_no_verdict(lead):
    expect(forced_reading(MB, lead, "A]]"), None)


@pytest.mark.parametrize(
    ("template", "text", "expected"),
    [
        (MB, "Assistant B could not evaluate the integral.\n[[A]]", A),
        (MB, "The evaluation of the integral in B is wrong.\n[[A]]", A),
        # (version 85: the remark names the loser; "Assistant A's code raises ..." above [[A]] faults the verdict's own
        # side and is a contradiction, parsing/own_fault.py)
        (MB, "Assistant B's code raises an evaluation error.\n[[A]]", A),
        (
            "faireval-vanilla",
            "8 3\nThe responses were evaluated on accuracy; Assistant 2 misread the question.",
            (8.0, 3.0),
        ),
        ("faireval-vanilla", "8 3\nAssistant 1 uses default values in its code, which is fine.", (8.0, 3.0)),
        ("faireval-vanilla", "8 3\n(default scores, evaluation skipped)", None),
        ("faireval-vanilla", "8 3\n(placeholder scores)", None),
        ("faireval-vanilla", "8 3\n(dummy values)", None),
        ("faireval-vanilla", "8 3\nScores not computed: evaluation error.", None),
        ("faireval-vanilla", "8 3\nEvaluation skipped.", None),
        ("faireval-vanilla", "8 3\nThese are default scores because the evaluation failed.", None),
    ],
)
def test_stand_in_scores_fail_and_remarks_on_the_answers_stay(template, text, expected):
    expect(got(template, text), expected)


def test_a_result_on_another_scale_stays_malformed():
    assert got(PR, "Feedback: The response is accurate and concise.\n[RESULT] 4 (out of 10)") == "malformed"


def test_a_fault_label_before_a_forced_side_reads_against_that_side():
    assert forced_reading(MB, "Has the bug: A", "A]]") in ("ambiguous", "no_verdict")
    assert forced_reading(MB, "Has the bug: A", "B]]") == B
