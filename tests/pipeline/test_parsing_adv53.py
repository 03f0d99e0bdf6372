"""Parser version 60 (issue 13): the leftovers of adversarial pass 52 that version 59 did not read, and a short last
sentence for the other side (adversarial pass 53, :mod:`~judge_engine.pipeline.parsing.leaning`). Each row is one of the
reports' reproductions or its kept twin (the same evidence with the verdict it states); the expected value is what a
reader of the completion sees, worked out by hand.

- a denial naming ``Output (b)`` (llmbar's names), a main clause calling the other side excellent, criteria all won by
  one side, text cut off after a function word before llmbar's ``Output (``;
- single ratings: a number alone in words (``Six.``), a rating label's number in single brackets (``Rating: [6]``), the
  answer called the worst possible or flawless before a rating in the other half of the scale;
- a short last sentence naming a side worse, or more faithful, before the other side's or a tie's forced verdict; kept:
  the losing side's merits described, a denied claim, a sentence too long to be a conclusion."""

import pytest

from tests.helpers.parsing_cases import expect, forced_reading, got

MB, AH, LB = "mt-bench-pairwise", "arena-hard", "llmbar-vanilla"
SINGLE = "mt-bench-single-v1"
A, B = (1.0, 0.0), (0.0, 1.0)


@pytest.mark.parametrize(
    ("template", "text", "verdict", "expected"),
    [
        (LB, "I do not find Output (b) better.", "b)", None),
        (LB, "I do not find Output (b) better.", "a)", A),
        (MB, "Assistant B is better than average; Assistant A is excellent.", "B]]", None),
        (MB, "Assistant B is better than average; Assistant A is excellent.", "A]]", A),
        (MB, "Accuracy: Assistant A.\nHelpfulness: Assistant A.\nClarity: Assistant A.", "B]]", None),
        (MB, "Accuracy: Assistant A.\nHelpfulness: Assistant A.\nClarity: Assistant A.", "A]]", A),
        (AH, "Accuracy: Assistant A.\nHelpfulness: Assistant A.\nClarity: Assistant A.", "B>A]]", None),
        # kept: criteria split between the sides decide nothing
        (MB, "Accuracy: Assistant A.\nHelpfulness: Assistant B.\nClarity: Assistant A.", "B]]", B),
        (LB, "Comparing the two responses, Assistant", "a)", None),
        (LB, "ERROR", "b)", None),
    ],
)
def test_pass52_leftovers_a_verdict_the_evidence_disowns_fails(template, text, verdict, expected):
    expect(forced_reading(template, text, verdict), expected)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Six.\nRating: [[8]]", None),
        ("Six.\nRating: [[6]]", (6.0, None)),
        ("Rating: [6]\nRating: [[8]]", None),
        ("Rating: [6]\nRating: [[6]]", (6.0, None)),
        ("This is the worst possible answer: completely wrong and off-topic.\nRating: [[9]]", None),
        ("This is the worst possible answer: completely wrong and off-topic.\nRating: [[1]]", (1.0, None)),
        ("This response is flawless in every respect.\nRating: [[2]]", None),
        ("This response is flawless in every respect.\nRating: [[9]]", (9.0, None)),
        # kept: a numbered list's numbers are no rating, nor a negated "flawless"
        ("1. It is correct.\n2. It is short.\n\nRating: [[7]]", (7.0, None)),
        ("This response is not flawless.\nRating: [[4]]", (4.0, None)),
    ],
)
def test_pass52_leftovers_a_rating_the_judges_words_disown_fails(text, expected):
    expect(got(SINGLE, text), expected)


@pytest.mark.parametrize(
    ("template", "text", "verdict", "expected"),
    [
        # pass 53 H7: a short last sentence deciding in a wording no listed shape reads
        (MB, "Compared to Assistant A, Assistant B is worse.", "B]]", None),
        (MB, "Compared to Assistant A, Assistant B is worse.", "A]]", A),
        (MB, "Assistant A is more faithful to the instruction.", "B]]", None),
        (MB, "Assistant A is more faithful to the instruction.", "A]]", A),
        (AH, "Assistant A is more faithful to the instruction.", "B>A]]", None),
        (MB, "Assistant B is the worst.", "C]]", None),
        (MB, "Assistant B is the worst.", "A]]", A),
        # kept: a description of the losing side's merits (FairEval's recorded GPT-4 reviews end so), a denied claim
        (MB, "Assistant A is correct. Assistant B's answer was relevant and accurate.", "A]]", A),
        (MB, "It is not true that Assistant A is worse.", "A]]", A),
        (
            MB,
            "Assistant B is better on style. Still, Assistant A answers the question, and Assistant B wanders off into"
            " unrelated detail for most of its length.",
            "A]]",
            A,
        ),
    ],
)
def test_pass53_a_short_last_sentence_for_the_other_side_fails(template, text, verdict, expected):
    expect(forced_reading(template, text, verdict), expected)
