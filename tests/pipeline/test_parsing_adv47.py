"""Parser version 54 (issue 13): adversarial pass 47 on version 53 (8 High, 1 Medium, 2 Low; a fresh helper's 15,000
probes, 4,620 of them realistic multi-sentence reviews that version 53 read without one false failure). Each row is
one of the report's reproductions or its kept twin; the expected value is what a reader of the completion sees,
worked out by hand.

- H1: more conclusion wordings (``The clear winner is Assistant A.``, ``Assistant A is correct and Assistant B is
  not.``, ``Output (b) contains a factual error, while Output (a) is accurate.``, ``Assistant A takes the crown.``);
- H2 and M1: a denied win is read for the other side (``Assistant B cannot be the better response.``, ``It is not
  Assistant B that wins.``, ``Is Assistant B better? Not at all.``), so it fails ``[[B]]`` and keeps ``[[A]]``;
- H3: the walk reads ten sentences and 4,000 characters back, not five and 2,000;
- H4: per-side scores and labels (``Assistant A: 9/10`` then ``Assistant B: 4/10``, ``Overall winner: Assistant
  A``, ``I would give Assistant A a 9 and Assistant B a 4.``);
- H5: ties in more wordings; H6: ``TODO``, ``[Response truncated]``, ``<unk>`` and a Java exception as evidence;
- H7: ``3 is the right score``, faireval-scoring's ``I would give Assistant 1 3/10 and Assistant 2 9/10.``;
- H8: ``A previous evaluation concluded [[B]].``, ``As an AI, I can't make that determination.``.
Left: L1 (``Rating: [[3]]`` then ``On second thought, Rating: [[6]]`` fails), L2, ``A > B`` (the markup rule drops
``>``), another scale's number (``On a scale of 1 to 5, this is a 2.``) and faireval-vanilla's explanations."""

import pytest

from tests.helpers.parsing_cases import expect, forced_reading, got

MB, AH, LB, PV = "mt-bench-pairwise", "arena-hard", "llmbar-vanilla", "pairwise-verdict"
A, B, TIE = (1.0, 0.0), (0.0, 1.0), (0.5, 0.5)
AH_A = (0.75, 0.25)
NEUTRAL = (
    " Both responses are written in clear English. Neither response uses headings. The question is fairly simple."
    " The user asked for a short answer. Both mention the key term."
)


@pytest.mark.parametrize(
    ("template", "text", "verdict", "expected"),
    [
        # H1
        (MB, "The clear winner is Assistant A.", "B]]", None),
        (MB, "The clear winner is Assistant A.", "A]]", A),
        (AH, "Assistant A is correct and Assistant B is not.", "B>A]]", None),
        (AH, "Assistant A is correct and Assistant B is not.", "A>B]]", AH_A),
        (LB, "Output (b) contains a factual error, while Output (a) is accurate.", "b)", None),
        (MB, "Assistant A takes the crown.", "C]]", None),
        # H2 and M1: a denied win
        (MB, "Assistant B cannot be the better response.", "B]]", None),
        (MB, "Assistant B cannot be the better response.", "A]]", A),
        (MB, "It is not Assistant B that wins.", "B]]", None),
        (PV, "Is Assistant B better? Not at all.", "B]]", None),
        (PV, "Is Assistant B better? Not at all.", "A]]", A),
        # H3: a decision six sentences back
        (MB, "Assistant A is better." + NEUTRAL, "B]]", None),
        (MB, "Assistant A is better." + NEUTRAL, "A]]", A),
        # H4: per-side scores and labels
        (MB, "Let me compare the two responses.\n\nAssistant A: 9/10\nAssistant B: 4/10", "B]]", None),
        (MB, "Let me compare the two responses.\n\nAssistant A: 9/10\nAssistant B: 4/10", "A]]", A),
        (MB, "Let me compare the two responses.\n\n**Overall winner:** Assistant A", "B]]", None),
        (MB, "Let me compare the two responses.\n\nI would give Assistant A a 9 and Assistant B a 4.", "B]]", None),
        # H5: ties
        (MB, "They're about even.", "A]]", None),
        (MB, "They're about even.", "C]]", TIE),
        (AH, "Both responses are equally helpful, relevant, and accurate.", "A>B]]", None),
        (MB, "It's a toss-up.", "B]]", None),
        # H6: no judgment as the evidence
        (MB, "TODO", "A]]", None),
        (MB, "[Response truncated]", "A]]", None),
        (MB, 'Exception in thread "main" java.lang.NullPointerException', "A]]", None),
        # H8
        (MB, "As an AI, I can't make that determination.", "A]]", None),
    ],
)
def test_pass47_a_verdict_the_evidence_disowns_fails(template, text, verdict, expected):
    expect(forced_reading(template, text, verdict), expected)


@pytest.mark.parametrize(
    ("template", "text", "forced", "expected"),
    [
        ("mt-bench-pairwise", "The clear winner is Assistant A.\n\n[[B]]", 0, None),
        ("mt-bench-pairwise", "A previous evaluation concluded [[B]].", 0, None),
        (
            "mt-bench-single-v1",
            "The response answers the question but has some issues. Given these flaws, 3 is the right score.\n\n"
            "Rating: [[8]]",
            5,
            None,
        ),
        (
            "faireval-scoring",
            "Both assistants answered. I would give Assistant 1 3/10 and Assistant 2 9/10.\n"
            "Score of the Assistant 1: 8\nScore of the Assistant 2: 7",
            56,
            None,
        ),
        (
            "faireval-scoring",
            "Both assistants answered. I would give Assistant 1 8/10 and Assistant 2 7/10.\n"
            "Score of the Assistant 1: 8\nScore of the Assistant 2: 7",
            56,
            (8.0, 7.0),
        ),
    ],
)
def test_pass47_written_and_score_verdicts(template, text, forced, expected):
    expect(got(template, text, forced=forced), expected)
