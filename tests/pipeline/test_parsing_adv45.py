"""Parser version 52 (issue 13): the reproductions adversarial pass 45 (on version 49) left on version 51. Each row's
expected value is what a reader of the completion sees, worked out by hand; the kept rows are the same wordings with
a verdict the text agrees with, so each rule is shown to fail only the disowned verdict.

- a conclusion ``decides`` could not read: ``Assistant B deserves the win.``, ``Assistant A is not the better
  one.`` (``parsing/conclusion.py``), one side called correct and the other wrong (``Assistant A is correct, whereas
  Assistant B is wrong.``, ``parsing/fault_pair.py``);
- a second look in other words: ``In hindsight,``, ``Checking again,`` (``parsing/walk.py`` ``RETRACTS``);
- the verdict's own side praised for its tone or concision only (``thanks to its friendlier tone``, ``because it is
  more concise``) after a conclusion for the other side (``walk.restricted``);
- ties in other words: ``are tied``, ``There is nothing to choose between ...`` (``parsing/tie_conclusion.py``);
- the judge's number in other words before a forced score: ``I'm giving it a 2.``, ``This corresponds to a 2.``
  (``parsing/rating_conclusion.py``), and faireval-scoring's summary as one line per assistant (``Assistant 1
  deserves a 2.\\nAssistant 2 deserves a 9.``, ``parsing/score_lines.py``)."""

import pytest

from tests.helpers.parsing_cases import expect, forced_reading, got

MB, AH, LB, PV = "mt-bench-pairwise", "arena-hard", "llmbar-vanilla", "pairwise-verdict"
A, B, TIE = (1.0, 0.0), (0.0, 1.0), (0.5, 0.5)
E = "Both responses address the question.\n\n"
OTHER_FIRST = "Overall, Assistant B is better. "


@pytest.mark.parametrize(
    ("template", "text", "verdict", "expected"),
    [
        # a conclusion in a wording decides could not read
        (MB, E + "Overall, Assistant B deserves the win.", "A]]", None),
        (MB, E + "Overall, Assistant B deserves the win.", "B]]", B),
        (AH, E + "Assistant B deserves to win.", "A>B]]", None),
        (MB, E + "Assistant A is not the better one.", "A]]", None),
        (PV, E + "Assistant A is not the better response.", "A]]", None),
        (PV, E + "Assistant A is not the better response.", "B]]", B),
        (MB, E + "Assistant A isn't the better answer.", "A]]", None),
        # one side correct, the other wrong
        (MB, E + "Assistant A is correct, whereas Assistant B is wrong.", "B]]", None),
        (MB, E + "Assistant A is correct, whereas Assistant B is wrong.", "A]]", A),
        (PV, E + "Assistant A is wrong, while Assistant B is correct.", "A]]", None),
        (PV, E + "Assistant A is wrong, while Assistant B is correct.", "B]]", B),
        (AH, E + "Assistant A's answer is correct and Assistant B's answer is incorrect.", "B>A]]", None),
        (MB, E + "Assistant A is correct about the date, but Assistant B is wrong about the name.", "B]]", B),
        # a second look in other words
        (MB, E + "Overall, Assistant A is better. In hindsight, Assistant B is better.", "A]]", None),
        (MB, E + "Overall, Assistant A is better. In hindsight, Assistant B is better.", "B]]", B),
        (MB, E + "Checking again, Assistant A is right and Assistant B is wrong.", "B]]", None),
        (MB, E + "Checking again, Assistant A is right and Assistant B is wrong.", "A]]", A),
        # the verdict's own side for its tone or concision only, after a conclusion for the other side
        (MB, E + OTHER_FIRST + "Assistant A is better thanks to its friendlier tone.", "A]]", None),
        (MB, E + OTHER_FIRST + "Assistant A is better because it is more concise.", "A]]", None),
        (MB, E + OTHER_FIRST + "Assistant B is better because it is more concise.", "B]]", B),
        # ties in other words
        (MB, E + "Assistant A and Assistant B are tied.", "A]]", None),
        (MB, E + "Assistant A and Assistant B are tied.", "C]]", TIE),
        (MB, E + "The two responses are tied.", "B]]", None),
        (MB, E + "There is nothing to choose between the two responses.", "A]]", None),
        (MB, E + "There is nothing to choose between them.", "C]]", TIE),
    ],
)
def test_pass45_leftovers_fail_only_the_disowned_verdict(template, text, verdict, expected):
    expect(forced_reading(template, text, verdict), expected)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("The answer is mostly fine. I'm giving it a 2.\n\nRating: [[8]]", None),
        ("The answer is weak. This corresponds to a 2.\n\nRating: [[8]]", None),
        ("The answer is weak. This corresponds to a 2.\n\nRating: [[2]]", (2.0, None)),
        ("The answer covers the steps. I'm giving it an 8.\n\nRating: [[8]]", (8.0, None)),
    ],
)
def test_the_judges_number_in_other_words_before_a_forced_rating(text, expected):
    expect(got("mt-bench-single-v1", text, forced=3), expected)


@pytest.mark.parametrize(
    ("summary", "expected"),
    [
        ("Assistant 1 deserves a 2.\nAssistant 2 deserves a 9.", None),
        ("Assistant 1 deserves a 9.\nAssistant 2 deserves a 2.", (9.0, 2.0)),
    ],
)
def test_faireval_scoring_summary_one_line_per_assistant(summary, expected):
    text = "Evaluation evidence: both answer.\n" + summary + "\nAssistant 1: 9\nAssistant 2: 2"
    expect(got("faireval-scoring", text, forced=len(" 9\nAssistant 2: 2")), expected)
