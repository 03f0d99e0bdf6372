"""Parser version 62 (issue 13): adversarial pass 55 on version 61 (a fresh helper, 3,452 probes). Each row is one of
the report's reproductions or its kept twin (the same evidence with the verdict it states); the expected value is what a
reader of the completion sees, worked out by hand.

- version 61's pronoun rule read an ``It`` that was not the side (M1: ``It is the better-known study, though.``): the
  comparative must now end the sentence or compare; ``Its answer is`` and ``Such an answer is`` are read (H3);
- idioms (``blows Assistant B out of the water``, ``dominates``, ``My verdict goes to``), a fault (``gives the wrong
  answer``), ``deserves a higher score than``, what counts (``..., and accuracy is what counts.``), ties (``Both score
  7.``, ``Either one is fine.``, ``overall they balance out``) and non-judgments (``I haven't read the answers.``,
  ``Judgment: unavailable.``, text cut off after ``from``);
- ``scores_first`` explanations disowning the scores in other words (``I flipped a coin.``, ``I didn't evaluate.``,
  ``Sample output.``); kept: an explanation cut off by ``max_tokens`` (the default judge at ``sampling.max_tokens = 8``
  writes ``8 7\\nThe response from Assistant``) and one naming something it did not read."""

import pytest

from tests.helpers.parsing_cases import expect, forced_reading, got

MB, AH = "mt-bench-pairwise", "arena-hard"
VAN = "faireval-vanilla"
A, B, TIE = (1.0, 0.0), (0.0, 1.0), (0.5, 0.5)


@pytest.mark.parametrize(
    ("template", "text", "verdict", "expected"),
    [
        # M1: the "It" is the study, not Assistant B (version 61 failed A's verdict)
        (
            MB,
            "Assistant A is more helpful overall. Assistant B mentions the 2019 study. It is the better-known study, "
            "though.",
            "A]]",
            A,
        ),
        # H3
        (MB, "Assistant A covers every requirement. Its answer is therefore the better one.", "B]]", None),
        (MB, "Assistant A covers every requirement. Its answer is therefore the better one.", "A]]", A),
        (MB, "Assistant A covers every requirement. Such an answer is clearly better.", "B]]", None),
        # H7, H5, H6
        (MB, "Honestly, Assistant A blows Assistant B out of the water.", "B]]", None),
        (MB, "Assistant A dominates.", "B]]", None),
        (MB, "My verdict goes to Assistant A.", "B]]", None),
        (MB, "My verdict goes to Assistant A.", "A]]", A),
        (MB, "Assistant A deserves a higher score than Assistant B.", "B]]", None),
        (AH, "Assistant B gives the wrong answer.", "B>A]]", None),
        # H2: what counts
        (
            AH,
            "Assistant B is more detailed, but Assistant A is more accurate, and accuracy is what counts.",
            "B>A]]",
            None,
        ),
        (
            AH,
            "Assistant B is more detailed, but Assistant A is more accurate, and accuracy is what counts.",
            "A>B]]",
            (0.75, 0.25),
        ),
        # H8, M2: ties
        (MB, "Both score 7.", "B]]", None),
        (MB, "Both score 7.", "C]]", TIE),
        (MB, "Either one is fine.", "B]]", None),
        (MB, "Assistant A is better in some ways, Assistant B in others; overall they balance out.", "A]]", None),
        (MB, "Assistant A is better in some ways, Assistant B in others; overall they balance out.", "C]]", TIE),
        # H9: no judgment
        (MB, "I haven't read the answers.", "A]]", None),
        (MB, "Judgment: unavailable.", "C]]", None),
        (MB, "The response from", "B]]", None),
        (MB, "TODO: write evaluation", "A]]", None),
    ],
)
def test_pass55_a_verdict_the_evidence_disowns_fails(template, text, verdict, expected):
    expect(forced_reading(template, text, verdict), expected)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("8 6\nI flipped a coin.", None),
        ("6 9\nThese numbers mean nothing.", None),
        ("6 9\nI didn't evaluate.", None),
        ("6 9\nThe scores are illustrative only.", None),
        ("6 9\nSample output.", None),
        ("8 6\nNote: I did not actually evaluate the responses.", None),
        # kept: an explanation cut off by max_tokens, one naming something else it did not read, a coin in the answer
        ("8 7\nThe response from Assistant", (8.0, 7.0)),
        ("8 7\nAssistant 1 gives the", (8.0, 7.0)),
        ("7 3\nI didn't read Assistant 2's sources, but its answer is wrong.", (7.0, 3.0)),
        ("7 3\nAssistant 1 explains a coin flip's probability correctly.", (7.0, 3.0)),
        # the default judge (SmolLM2-135M) at sampling.max_tokens = 8 echoes a prompt header: no explanation, no disowning
        ("10 2\n[System]", (10.0, 2.0)),
    ],
)
def test_pass55_scores_first_scores_the_explanation_disowns_fail(text, expected):
    expect(got(VAN, text), expected)
