"""Parser version 45 (issue 13): adversarial pass 41 on version 44 (5 High, 5 Medium, 4 Low). Rows are the report's
reproductions; the expected value is what a reader of the completion sees, worked out by hand.

- H1: a heading label before the first sentence (faireval-scoring's own ``Evaluation evidence:``, ``Explanation:``,
  ``Reasoning:``) no longer hides a conclusion in it (``parsing/conclusion.py``, ``_HEADING``);
- H3: faireval-vanilla's explanation that concludes for the other side with a reason or contrast after it
  (``8 3\\nAssistant 2 is better because Assistant 1 is wrong.``) contradicts the scores (``parsing/contradiction.py``,
  ``parsing/restated.py``);
- H4 (a version 44 regression): a remark restricted to an aspect, a part, an audience or a setting (``Assistant B's
  explanation is better.``, ``comes out ahead in readability``, ``the better-formatted answer``, ``As far as style
  goes,``, ``a better fit for``) ends the walk back no more (``parsing/walk.py``);
- H5 (a version 44 regression): ``omits what matters most`` in the loser's tail is a fault, not praise
  (``parsing/main_clause.py``);
- M5: a correction after a sentence adverb (``Finally,``, ``Additionally,``) ends the walk back again."""

import pytest

from tests.helpers.parsing_cases import FAILED
from tests.helpers.parsing_cases import got as _got

PW, AH, LB, FS, FV = "mt-bench-pairwise", "arena-hard", "llmbar-vanilla", "faireval-scoring", "faireval-vanilla"
A, B = (1.0, 0.0), (0.0, 1.0)
PRE = "Assistant A answers the question with a correct, tested example. Assistant B misreads part of the question.\n\n"
FS_TAIL = "\nScore of the Assistant 1: 8\nScore of the Assistant 2: 3"

HEADED = [
    "Evaluation evidence: Overall, Assistant 2 is better.",
    "Evaluation evidence: Assistant 2 provided a more accurate and helpful answer than Assistant 1. Assistant 1's "
    "code sorts the list in place and returns None, which the user did not expect.",
]


@pytest.mark.parametrize("evidence", HEADED)
def test_a_conclusion_after_faireval_scorings_own_label_contradicts_forced_scores(evidence):
    # version 44 read the forced 8 and 3 (the label hid the sentence); without the label it read ambiguous
    assert _got(FS, evidence + FS_TAIL, forced=len(FS_TAIL)) in FAILED
    agree = FS_TAIL.replace(": 8", ": x").replace(": 3", ": 8").replace(": x", ": 3")
    assert _got(FS, evidence + agree, forced=len(agree)) == (3.0, 8.0)


def test_a_conclusion_after_a_label_contradicts_unforced_scores_too():
    text = (
        "Evaluation evidence: I prefer Assistant 2. It answers the question directly; Assistant 1 misreads it."
        "\nScore of the Assistant 1: 8\nScore of the Assistant 2: 4"
    )
    assert _got(FS, text) in FAILED


@pytest.mark.parametrize(
    ("template", "text", "forced"),
    [
        (PW, "Explanation: Overall, Assistant B is better.\n\n[[A]]", 5),
        (AH, "Reasoning: Assistant B is better than Assistant A because it handles the edge case.\n\n[[A>B]]", 7),
        (LB, "Explanation: Output (b) is better.\nOutput (a)", 2),
    ],
)
def test_a_conclusion_after_a_heading_label_contradicts_the_forced_verdict(template, text, forced):
    assert _got(template, text, forced=forced) in FAILED


@pytest.mark.parametrize(
    "text",
    [
        "8 3\nAssistant 2 is better because Assistant 1 is wrong.",
        "8 5\nAssistant 2 provides the better answer, since Assistant 1 ignores the reverse argument.",
        "8 3\nAssistant 2 is the better response because Assistant 1 ignores the question.",
    ],
)
def test_faireval_vanilla_explanation_for_the_other_side_with_a_reason_contradicts_the_scores(text):
    assert _got(FV, text) in FAILED


def test_faireval_vanilla_explanation_for_the_same_side_with_a_reason_keeps_the_scores():
    assert _got(FV, "3 8\nAssistant 2 is better because Assistant 1 is wrong.") == (3.0, 8.0)


RESTRICTED = [
    (PW, "Overall, Assistant A is better. Assistant B's explanation is better.\n\n[[B]]", 5),
    (AH, "Overall, Assistant A is better. Assistant B comes out ahead in readability.\n\n[[B>A]]", 7),
    (
        PW,
        "Therefore, Assistant A provides the better response. Assistant B is a better fit for a one-off script.\n\n"
        "[[B]]",
        5,
    ),  # fmt: skip
    (PW, "Overall, Assistant A is better. Assistant B is the better-formatted answer.\n\n[[B]]", 5),
    (PW, "Overall, Assistant A is better. As far as style goes, Assistant B is better.\n\n[[B]]", 5),
    (PW, "Overall, Assistant A is better. Assistant B is preferable in a classroom setting.\n\n[[B]]", 5),
    (LB, "Overall, Output (a) is better. Output (b)'s formatting is better.\nOutput (b)", 2),
]


@pytest.mark.parametrize(("template", "text", "forced"), RESTRICTED)
def test_a_remark_restricted_to_an_aspect_does_not_hide_the_conclusion(template, text, forced):
    # version 44 read the remark as a correction toward the forced loser and kept it (version 41 did not)
    assert _got(template, PRE + text, forced=forced) in FAILED


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Overall, Assistant B is better. Finally, after re-running the code, Assistant A is better.", A),
        (
            "Overall, Assistant B is better. Additionally, after checking the edge case, Assistant A is the better "
            "response.",
            A,
        ),  # fmt: skip
        ("Overall, Assistant B is better. After testing, Assistant A is better.", A),
    ],
)
def test_a_correction_toward_the_verdict_still_ends_the_walk(text, want):
    assert _got(PW, PRE + text + "\n\n[[A]]", forced=5) == want


@pytest.mark.parametrize("verb", ["omits", "ignores", "leaves out"])
def test_what_the_loser_omits_is_a_fault_not_praise(verb):
    text = f"Both responses address the question.\n\nAssistant A is more accurate, whereas Assistant B {verb} what matters most."
    assert _got(PW, text + "\n\n[[B]]", forced=5) in FAILED
    assert _got(PW, text + "\n\n[[A]]", forced=5) == A


def test_a_trade_off_whose_other_side_covers_what_matters_is_still_no_conclusion():
    text = "Both responses address the question.\n\nAssistant A is more concise, whereas Assistant B covers what matters most."
    assert _got(PW, text + "\n\n[[B]]", forced=5) == B
