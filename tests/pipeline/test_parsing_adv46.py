"""Parser version 53 (issue 13): adversarial pass 46 on version 51 (12 High, 1 Medium, 1 Low; a fresh helper's 12,257
probes). Each row is one of the report's reproductions or its kept twin (the same text with the verdict it states);
the expected value is what a reader of the completion sees, worked out by hand.

- H1, H2, H3, H6, H12: the last decision before a verdict is read in any wording ``decides`` reads and a few closed
  shapes more (``parsing/last_decision.py``: ``Assistant B takes it.``, ``Hands down, Assistant B.``, ``Is Assistant
  A better? No.``, ``Winner: Assistant A``), for a forced verdict and a written one, and a tie verdict after it fails
  too; colloquial leads and tails (``Bottom line:``, ``IMO``, ``, IMO.``) open a listed conclusion;
- H4: ties in more wordings (``They are a wash.``, ``I see no difference in quality between them.``);
- H5: not deciding in more wordings (``It depends on what the user wants.``, ``I abstain.``);
- H7: error texts (an OpenAI-compatible error body, ``Sorry, something went wrong.``, ``context_length_exceeded``)
  and a bare null value as the evidence;
- H8: someone else's verdict (``My colleague voted [[A]].``, ``GPT-4 picked [[A]].``, ``Here is the expected
  format:``);
- H11: a caller that counts only the decoder's choice (``A]]`` after ``[[``): the prefix belongs to the verdict;
- M1: a correction toward the verdict keeps it (``Or rather, Assistant B is.`` before ``[[B]]``).
Left: the single-rating wordings of H9 (``I'd say 3.``), faireval's scores in prose (H10), L1."""

import pytest

from tests.helpers.parsing_cases import FAILED, expect, forced_reading, got

MB, AH, LB, PV = "mt-bench-pairwise", "arena-hard", "llmbar-vanilla", "pairwise-verdict"
A, B, TIE = (1.0, 0.0), (0.0, 1.0), (0.5, 0.5)
AH_A = (0.75, 0.25)


@pytest.mark.parametrize(
    ("template", "text", "verdict", "expected"),
    [
        # H1: a colloquial lead or tail
        (MB, "Bottom line: Assistant B is better.", "A]]", None),
        (MB, "Bottom line: Assistant B is better.", "B]]", B),
        (MB, "Well, Assistant B is better.", "A]]", None),
        (LB, "TL;DR: Output (b) is better.", "a)", None),
        (AH, "Assistant B is better, IMO.", "A>B]]", None),
        # H2: conclusions in other wordings
        (MB, "Assistant B takes it.", "A]]", None),
        (MB, "Assistant B takes it.", "B]]", B),
        (PV, "Between the two, Assistant B is stronger.", "A]]", None),
        (AH, "Assistant A cannot match Assistant B.", "A>B]]", None),
        (MB, "Which response is better? Assistant B.", "A]]", None),
        (MB, "Only Assistant B answers the question correctly.", "A]]", None),
        (MB, "Only Assistant B answers the question correctly.", "B]]", B),
        # H3: a forced tie after a side's conclusion
        (MB, "Assistant A clearly comes out on top.", "C]]", None),
        (MB, "- Winner: Assistant A\n- Loser: Assistant B", "C]]", None),
        # H4: ties in other wordings
        (MB, "They are a wash.", "A]]", None),
        (MB, "They are a wash.", "C]]", TIE),
        (AH, "I see no difference in quality between them.", "B>A]]", None),
        # H5: not deciding
        (MB, "It depends on what the user wants.", "A]]", None),
        (PV, "I abstain.", "B]]", None),
        (MB, "Any choice would be a coin flip.", "A]]", None),
        # H6 and M1: a retraction or correction; the latest statement wins
        (MB, "Assistant A is better. Or rather, Assistant B is.", "A]]", None),
        (MB, "Assistant A is better. Or rather, Assistant B is.", "B]]", B),
        (MB, "Assistant A is better.\n\nUpdate: Assistant B is better.", "A]]", None),
        (MB, "Assistant A is better.\n\nUpdate: Assistant B is better.", "B]]", B),
        (MB, "Is Assistant A better? No. Assistant B is.", "A]]", None),
        # H7: error texts and a bare null value as the evidence
        (MB, "Sorry, something went wrong. Please try again later.", "A]]", None),
        (AH, '{"object": "error", "message": "The server had an error while processing your request."}', "A>B]]", None),
        (MB, "null", "A]]", None),
        # H12: naming variants
        (MB, "Option B is better.", "A]]", None),
        (MB, "Final answer: Assistant B.", "A]]", None),
        # kept: partial credit and a quality short of the whole answer after the conclusion
        (MB, "Overall, Assistant A is better. Assistant B also gets it right.", "A]]", A),
        (MB, "Assistant A is correct. Assistant B is more comprehensive.", "A]]", A),
        (AH, "Assistant A is better overall.", "A>B]]", AH_A),
    ],
)
def test_pass46_a_forced_verdict_the_evidence_disowns_fails(template, text, verdict, expected):
    expect(forced_reading(template, text, verdict), expected)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the judge's own written verdict after a decision for the other side (unforced)
        ("IMO Assistant B is better.\n\n[[A]]", None),
        ("Assistant B did the better job.\n\n[[A]]", None),
        ("Assistant B did the better job.\n\n[[B]]", B),
        ("context_length_exceeded\n\n[[A]]", None),
        # H8: someone else's verdict, or the format, is not the judge's own
        ("My colleague voted [[A]].", None),
        ("GPT-4 picked [[A]].", None),
        ("Here is the expected format:\n\n[[A]]", None),
        ("I picked [[A]].", A),
    ],
)
def test_pass46_a_written_verdict_the_text_disowns_fails(text, expected):
    expect(got(MB, text), expected)


def test_pass46_h11_the_verdict_prefix_belongs_to_the_verdict_when_only_the_choice_was_counted():
    # pairwise-verdict's prefix is "[[": counted with the choice (5) or not (3), "Hard to say." before it declines
    assert got(PV, "Hard to say.\n[[A]]", forced=5) in FAILED
    assert got(PV, "Hard to say.\n[[A]]", forced=3) in FAILED
    assert got(PV, "Assistant A is correct.\n[[A]]", forced=3) == A


def test_pass46_a_recorded_gpt4_concession_keeps_its_scores():
    # FairEval replication, a GPT-4 review: a concession for Assistant 1 whose main clause names no side
    text = (
        "Assistant 2 offered a more detailed and holistic view on the topic. Although, Assistant 1's answer was "
        "correct, it wasn't as comprehensive.\n\nScore of the Assistant 1: 8\nScore of the Assistant 2: 10"
    )
    assert got("faireval-scoring", text) == (8.0, 10.0)


@pytest.mark.parametrize(
    ("template", "text", "forced", "expected"),
    [
        # version 54, H9: the judge's own number in other words before another rating
        ("mt-bench-single-v1", "The response is partially correct.\nI'd say 3.\n\nRating: [[8]]", 5, None),
        ("mt-bench-single-v1", "The response is partially correct.\nThat puts it at a 3.\n\nRating: [[8]]", 0, None),
        ("mt-bench-single-v1", "The response is partially correct.\nIt lands at 3.\n\nRating: [[8]]", 5, None),
        (
            "mt-bench-single-v1",
            "The response is partially correct.\nThis is a 3-out-of-10 answer.\n\nRating: [[8]]",
            5,
            None,
        ),
        ("mt-bench-single-v1", "The response is partially correct.\nI'd say 8.\n\nRating: [[8]]", 5, (8.0, None)),
        ("mt-bench-single-v1", "The response lists 3 steps.\n\nRating: [[8]]", 5, (8.0, None)),
        (
            "prometheus-absolute",
            "Feedback: The response misses key points. It matches rubric level 2. [RESULT] 4",
            2,
            None,
        ),
        (
            "prometheus-absolute",
            "Feedback: Misses key points. Based on the rubric, a 2 is appropriate. [RESULT] 4",
            2,
            None,
        ),
        (
            "prometheus-absolute",
            "Feedback: Misses key points. Based on the rubric, a 4 is appropriate. [RESULT] 4",
            2,
            (4.0, None),
        ),
        # version 54, H10: faireval-scoring's two scores stated in prose on the line before the score lines
        (
            "faireval-scoring",
            "Review of both answers.\nSo, 3 for Assistant 1 and 8 for Assistant 2.\n"
            "Score of the Assistant 1: 8\nScore of the Assistant 2: 3",
            30,
            None,
        ),
        (
            "faireval-scoring",
            "Both assistants answered.\nScores: 3 and 8 respectively.\nScore of the Assistant 1: 8\nScore of the Assistant 2: 3",
            0,
            None,
        ),
        (
            "faireval-scoring",
            "Both answered.\nI give Assistant 1 a two and Assistant 2 a nine.\n"
            "Score of the Assistant 1: 2\nScore of the Assistant 2: 9",
            0,
            (2.0, 9.0),
        ),
    ],
)
def test_pass46_a_score_the_judge_states_in_other_words(template, text, forced, expected):
    expect(got(template, text, forced=forced), expected)
