"""Parser version 56 (issue 13): adversarial pass 49 on version 55 (a fresh helper, 12,681 probes; no false failure
on its 1,320 realistic consistent reviews and closings) and what passes 47 and 48 left. Each row is one of the
reports' reproductions or its kept twin (the same evidence with the verdict it states); the expected value is what a
reader of the completion sees, worked out by hand.

- the sides ranked or compared in more wordings: ``B > A``, ``I rate B higher than A``, ``I'd rank B first and A
  second``, ``Nobody would pick A over B``, ``so B it is``, ``is preferable to``, ``did worse than``, ``does not hold
  up against``, ``is edged out by``, ``cannot compete with``, ``blows ... out of the water``, ``came in second place``;
- one side no better than the other, a fault of the whole answer alone (``Assistant B is wrong.``), ``Not Assistant
  A.``, two grades (``Assistant A is okay, Assistant B is excellent.``) and two scores in one sentence;
- the walk: sentences naming no side no longer count against its reach, a neutral sentence naming both sides is walked
  past, a retraction naming no side takes the decision before it back, a main clause decides by what matters
  (``..., making it the better response.``), a lead that sums up (``Based on these observations,``) and two labels
  (``Evaluation: The verdict: Assistant A.``) are read through;
- ties (``I'd give both a 7.``, ``The two are relatively the same.``), evidence that is no judgment (``{"winner":
  null}``, ``This response was blocked by the safety system.``, the prompt's instructions echoed, ``Pass.``)."""

import pytest

from tests.helpers.parsing_cases import expect, forced_reading, got

MB, AH, LB, PV = "mt-bench-pairwise", "arena-hard", "llmbar-vanilla", "pairwise-verdict"
A, B, TIE = (1.0, 0.0), (0.0, 1.0), (0.5, 0.5)
AH_B = (0.25, 0.75)
NEUTRAL = (
    " Both answers are written in English. The question asks about sorting a list in Python. Formatting is similar in"
    " both. Neither answer uses headings. The user asked for a short answer. The user also asked for an example."
    " Both answers are formatted in markdown. The question is a common one. Many tutorials cover it. The user did not"
    " specify a Python version. Sorting is a basic operation."
)


@pytest.mark.parametrize(
    ("template", "text", "verdict", "expected"),
    [
        # pass 48's leftovers
        (MB, "Evaluation: both answers address the question. Assistant B > Assistant A", "A]]", None),
        (MB, "Evaluation: both answers address the question. Assistant B > Assistant A", "B]]", B),
        (MB, "I rate Assistant B higher than Assistant A.", "A]]", None),
        (MB, "I'd rank Assistant B first and Assistant A second.", "A]]", None),
        (MB, "I'd rank Assistant B first and Assistant A second.", "B]]", B),
        (MB, "Nobody would pick Assistant B over Assistant A.", "B]]", None),
        (AH, "What tips the balance is Assistant B's correctness, so Assistant B it is.", "A>B]]", None),
        (MB, "Assistant B is preferable to Assistant A.", "A]]", None),
        (MB, "Assistant B is preferable to Assistant A.", "B]]", B),
        (MB, "Assistant A did worse than Assistant B.", "C]]", None),
        (MB, "Assistant A does not hold up against Assistant B.", "A]]", None),
        (MB, "Assistant A is no better than Assistant B; in fact it is worse.", "C]]", None),
        (MB, "Assistant A is no better than Assistant B.", "A]]", None),
        (MB, "Assistant A is no better than Assistant B.", "C]]", TIE),
        (PV, "Evaluation: The verdict: Assistant A.", "B]]", None),
        (PV, "Evaluation: Assistant A is clearly the weaker of the two.", "A]]", None),
        (AH, "Assistant A", "B>A]]", None),
        # pass 49 H1, H6, H13: wordings
        (MB, "Both assistants attempt to answer the question. It has to be Assistant A.", "B]]", None),
        (MB, "Assistant B is edged out by Assistant A.", "B]]", None),
        (MB, "Assistant B cannot compete with Assistant A's answer.", "B]]", None),
        (MB, "Assistant A blows Assistant B out of the water.", "B]]", None),
        (MB, "Assistant A blows Assistant B out of the water.", "A]]", A),
        (MB, "Assistant A came in second place.", "A]]", None),
        (MB, "Ranking: Assistant B > Assistant A", "A]]", None),
        (MB, "The user would be better served by Assistant B.", "A]]", None),
        (MB, "My judgment is in favor of Assistant A's answer.", "B]]", None),
        (PV, "The first answer is the correct one.", "B]]", None),
        (PV, "The first answer is the correct one.", "A]]", A),
        # H2: a lead that sums up
        (MB, "Based on these observations, I find Assistant A's answer to be better.", "B]]", None),
        (MB, "Based on these observations, I find Assistant A's answer to be better.", "A]]", A),
        # H3: neutral remarks naming both sides are walked past; sentences naming no side do not count
        (
            MB,
            "Assistant A is superior. Assistant A is 200 words long, whereas Assistant B is 150 words long.",
            "B]]",
            None,
        ),
        (
            MB,
            "Assistant B is better. Assistant A uses bullet points and Assistant B uses a numbered list.",
            "C]]",
            None,
        ),
        (MB, "Assistant B is better. Assistant A uses bullet points and Assistant B uses a numbered list.", "B]]", B),
        (MB, "Assistant A is better." + NEUTRAL, "B]]", None),
        # H4: a fault of the whole answer, alone
        (MB, "Assistant B is wrong.", "B]]", None),
        (MB, "Assistant B is wrong.", "C]]", None),
        (MB, "Assistant B is wrong.", "A]]", A),
        (MB, "Assistant A makes two mistakes; Assistant B makes none.", "A]]", None),
        (LB, "Output (b) is wrong.", "b)", None),
        # H5: the main clause decides by what matters
        (
            MB,
            "Assistant A's answer is better formatted, but Assistant B's answer is correct, which matters more.",
            "A]]",
            None,
        ),
        (
            MB,
            "Both responses are helpful. Assistant B is friendlier, but Assistant A is more accurate and complete, "
            "making it the better response.",
            "B]]",
            None,
        ),
        (
            MB,
            "Both responses are helpful. Assistant B is friendlier, but Assistant A is more accurate and complete, "
            "making it the better response.",
            "A]]",
            A,
        ),
        (MB, "Assistant A wins on accuracy and helpfulness; Assistant B wins only on brevity.", "B]]", None),
        (
            MB,
            "While both assistants provide correct information, Assistant A goes further by explaining why, which makes "
            "it more helpful.",
            "B]]",
            None,
        ),
        # kept: a part remark conceded after the decision
        (MB, "Assistant B is better. Assistant A's explanation is better, though.", "B]]", B),
        # H7: questions
        (MB, "Is Assistant A better? I don't think so.", "A]]", None),
        (AH, "Assistant A is better? Hardly.", "A>B]]", None),
        (AH, "Assistant A is better? Hardly.", "B>A]]", AH_B),
        (MB, "Which is better? Not Assistant A.", "A]]", None),
        # H8: ties
        (MB, "I'd give both a 7.", "A]]", None),
        (MB, "I'd give both a 7.", "C]]", TIE),
        (MB, "It's six of one, half a dozen of the other.", "A]]", None),
        (MB, "Both answers are correct and equivalent.", "B]]", None),
        (AH, "The two are relatively the same.", "A>B]]", None),
        (MB, "Assistant A = Assistant B", "A]]", None),
        # H9: no judgment
        (MB, "This response was blocked by the safety system.", "A]]", None),
        (MB, '{"winner": null}', "A]]", None),
        (MB, "Please provide the two responses to compare.", "A]]", None),
        (MB, "max_tokens reached", "A]]", None),
        (MB, "Begin your evaluation by comparing the two responses and provide a short explanation.", "A]]", None),
        (MB, "I lack the expertise to evaluate these chemistry answers.", "A]]", None),
        (MB, "Skipping this one: I can't verify either answer.", "A]]", None),
        (MB, "...", "A]]", None),
        # H12: retractions
        (MB, "At first I thought Assistant B was better, but on reflection Assistant A is.", "B]]", None),
        (MB, "At first I thought Assistant B was better, but on reflection Assistant A is.", "A]]", A),
        (MB, "Assistant B is better. Wait, no.", "B]]", None),
        # grades and scores in one sentence
        (MB, "Assistant A is okay, Assistant B is excellent.", "A]]", None),
        (MB, "Assistant A: mediocre. Assistant B: excellent.", "A]]", None),
        (MB, "Assistant A: mediocre. Assistant B: excellent.", "B]]", B),
        (MB, "Assistant A - 4/10, Assistant B - 9/10.", "A]]", None),
    ],
)
def test_pass49_a_verdict_the_evidence_disowns_fails(template, text, verdict, expected):
    expect(forced_reading(template, text, verdict), expected)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("It has to be Assistant A.\n\n[[B]]", None),
        ("Assistant A is preferable to Assistant B.\n\n[[B]]", None),
        ("Assistant A is preferable to Assistant B.\n\n[[A]]", A),
        ("Evaluation: Final decision: Assistant A.\n\n[[B]]", None),
        ("Evaluation: Assistant A is not the better one; Assistant B is.\n\n[[A]]", None),
    ],
)
def test_pass49_a_written_verdict_the_text_disowns_fails(text, expected):
    expect(got(MB, text), expected)


def test_a_long_remark_with_a_negation_takes_nothing_back():
    """Two recorded GPT-4 reviews (FairEval): a remark naming no side with ``not ..., but is actually`` is no
    retraction of the decision before it, and a contrast inside a long remark is no main clause."""
    text = (
        "Assistant 1 provided a more correct and detailed answer. The final code of Assistant 2 returns the value in "
        "the last cell of the table, which is not the LCS, but is actually the length of the longest increasing "
        "subsequence."
    )
    expect(forced_reading(MB, text, "A]]"), A)
    text = (
        "This extra detail from Assistant 1 not only tackles the issue but provides more clarity, making their "
        "response superior to that of Assistant 2 who mentioned the delay but without giving details."
    )
    expect(forced_reading(MB, text, "A]]"), A)


@pytest.mark.parametrize(
    ("template", "text", "verdict", "expected"),
    [
        # version 57: a score table's overall row, with nothing naming a side after it
        (
            MB,
            "| | Assistant A | Assistant B |\n|---|---|---|\n| Accuracy | 9 | 4 |\n| Overall | 9 | 4 |\n\nNeither cites "
            "any sources.",
            "B]]",
            None,
        ),
        (
            MB,
            "| | Assistant A | Assistant B |\n|---|---|---|\n| Accuracy | 9 | 4 |\n| Overall | 9 | 4 |\n\nNeither cites "
            "any sources.",
            "A]]",
            A,
        ),
        (MB, "| | Assistant A | Assistant B |\n|---|---|---|\n| Accuracy | 9 | 4 |", "B]]", B),  # no overall row
    ],
)
def test_pass49_version57_a_verdict_the_evidence_disowns_fails(template, text, verdict, expected):
    expect(forced_reading(template, text, verdict), expected)


def test_an_example_verdict_introduced_as_what_it_would_look_like_is_none():
    expect(got(MB, "For instance, a verdict would look like:\n[[B]]"), None)
    expect(got(MB, "For instance, a verdict would look like:\n[[B]]\n\nAssistant A is better.\n\n[[A]]"), A)


@pytest.mark.parametrize(
    ("text", "rating", "expected"),
    [
        # version 57: a single rating said in prose (pass 49 H10) or capped, before a forced one
        ("The response is partially correct but misses a step. A solid 3.", "9", None),
        ("The response is partially correct but misses a step. A solid 3.", "3", (3.0, None)),
        ("Because of the error I cannot give more than 3.", "9", None),
        ("Because of the error I cannot give more than 3.", "2", (2.0, None)),
    ],
)
def test_pass49_a_forced_rating_the_evidence_disowns_fails(text, rating, expected):
    expect(got("mt-bench-single-v1", text + "\n\nRating: [[" + rating + "]]", forced=3 + len(rating)), expected)
