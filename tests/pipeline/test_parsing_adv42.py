"""Parser version 46 (issue 13): adversarial pass 42 on version 45 (4 High, 4 Medium, 3 Low). Rows are the report's
reproductions; the expected value is what a reader of the completion sees, worked out by hand.

- H1 (a version 45 regression): a later line that states a side takes a reason after it only (``because``,
  ``since``, ``due to``, ``given that``, ``as it``), not ``as a quick reference``, ``and`` or ``while``
  (``parsing/contradiction.py``); faireval-vanilla's explanation is read before its reason only when nothing after
  the reason turns the line and a contrast's tail praises nothing (``parsing/restated.py``);
- H2: faireval-vanilla's ``Assistant 2 is more helpful because it answers ...`` (a reason naming no side)
  contradicts scores for Assistant 1;
- M1 (a version 45 regression): an aspect that is the whole question (``As far as the user's question goes,``,
  ``From an overall perspective,``), ``Assistant A's version`` and ``the best fit for the task`` restrict no
  correction (``parsing/walk.py``);
- M2 (a version 45 regression): a negated lack (``never misses what matters most``) and a lack joined to praise
  (``skips fluff and covers what matters most``) are no fault (``parsing/main_clause.py``)."""

import pytest

from tests.helpers.parsing_cases import FAILED
from tests.helpers.parsing_cases import got as _got

PW, AH, FV = "mt-bench-pairwise", "arena-hard", "faireval-vanilla"
A, B = (1.0, 0.0), (0.0, 1.0)
PRE = "Assistant A answers the question with a correct, tested example. Assistant B misreads part of the question.\n\n"
E = "Both responses address the question.\n\n"


@pytest.mark.parametrize(
    "text",
    [
        "8 3\nAssistant 2 is better as a quick reference, but Assistant 1 is correct.",
        "8 3\nAssistant 2 is better and clearer in its formatting, but Assistant 1's answer is the correct one.",
        "8 3\nAssistant 2 is better while the list is small, but Assistant 1 scales to large inputs.",
        "8 3\nAssistant 2 is the better writer, while Assistant 1 gives the better answer.",
        "8 3\nAssistant 2 is slightly better, given its formatting, in presentation only; Assistant 1 is correct.",
    ],
)
def test_an_explanation_that_agrees_with_the_scores_keeps_them(text):
    # version 45 read these as stating Assistant 2 and failed them; version 44 kept the scores
    assert _got(FV, text) == (8.0, 3.0)


@pytest.mark.parametrize(
    "text",
    [
        "8 3\nAssistant 2 is more helpful because it answers the question directly.",
        "8 3\nAssistant 2 is the better response because it is accurate and concise.",
        "8 3\nAssistant 2 is better, whereas Assistant 1 is wrong.",
        "8 3\nAssistant 2 is better because Assistant 1 is wrong.",
    ],
)
def test_an_explanation_for_the_other_side_with_a_reason_contradicts_the_scores(text):
    assert _got(FV, text) in FAILED


@pytest.mark.parametrize(
    ("text", "forced_tail", "want"),
    [
        ("Overall, Assistant B is better. As far as the user's question goes, Assistant A is better.", "[[A]]", A),
        ("Overall, Assistant B is better. From an overall perspective, Assistant A is better.", "[[A]]", A),
        ("Overall, Assistant B is better. After testing, Assistant A is the best fit for the task.", "[[A]]", A),
    ],
)
def test_a_correction_whose_aspect_is_the_whole_question_still_ends_the_walk(text, forced_tail, want):
    assert _got(PW, PRE + text + "\n\n" + forced_tail, forced=5) == want


def test_a_correction_naming_a_sides_version_still_ends_the_walk():
    text = PRE + "Overall, Assistant B is better. Having run the code, Assistant A's version is better."
    assert _got(AH, text + "\n\nMy final verdict is: [[A>B]]", forced=7) == (0.75, 0.25)


@pytest.mark.parametrize(
    "tail",
    [
        "whereas Assistant B never misses what matters most.",
        "while Assistant B does not miss what matters most.",
        "whereas Assistant B skips fluff and covers what matters most.",
    ],
)
def test_praise_of_the_other_side_in_a_negated_or_joined_lack_makes_a_trade_off(tail):
    text = E + "Assistant A is more accurate, " + tail
    assert _got(PW, text + "\n\n[[B]]", forced=5) == B
