"""Parser version 71 (issue 13): adversarial pass 61 on version 70, and two kinds pass 59 left. Each row is one of the
report's reproductions or its kept twin; the expected value is what a reader of the completion sees, worked out by
hand.

- loser labels before the verdict that version 70's list missed (``Harmful response: [[B]]``, ``Flagged:``, ``The
  response to avoid:``, ``Bottom pick:``; read backwards on version 70; H7);
- ``less preferred`` read as ``preferred`` (``Assistant A is less preferred.\\n\\n[[A]]`` read A; H8), scores in a
  declared order (``Scores (B, A): 9, 3``) and a check-mark table under bare letters (H8);
- another round's, judge's, record's or test's verdict (``The original verdict was [[A]].``, ``Judge 1:``, ``Mock
  verdict:``, ``Original rating: [[6]]``; H5);
- one side's answer unseen (``I did not have access to Assistant B's answer.``; H6), declining to take a side, a
  generation or filter notice and the format's options echoed (H10);
- a whole answer called gibberish, useless or factually false before a high single rating (H4), and a final answer that
  disagrees with the reference (H9);
- pass 59's leftovers: only punctuation, one repeated token or a system prompt echoed before a forced single rating.

Forced rows give the evidence and the verdict the constrained decoder forces (:func:`forced_reading`; for a single
rating, the text and how many characters were forced)."""

import pytest

from tests.helpers.parsing_cases import expect, forced_reading, got

MB, AH, PV, LB = "mt-bench-pairwise", "arena-hard", "pairwise-verdict", "llmbar-vanilla"
ST, PR, SM = "mt-bench-single-v1", "prometheus-absolute", "mt-bench-single-math-v1"
A, B = (1.0, 0.0), (0.0, 1.0)


@pytest.mark.parametrize(
    ("template", "text", "forced", "expected"),
    [
        # loser labels (H7): the token is the side the judge calls the loser
        (MB, "Harmful response: [[B]]", 0, None),
        (MB, "Unsafe response: [[B]]", 0, None),
        (MB, "Flagged: [[B]]", 0, None),
        (MB, "The response to avoid: [[B]]", 0, None),
        (MB, "Response with the hallucination: [[B]]", 0, None),
        (MB, "The response that gets it wrong: [[B]]", 0, None),
        (MB, "The one that falls short: [[B]]", 0, None),
        (MB, "The response I like less: [[B]]", 0, None),
        (MB, "Bottom pick: [[B]]", 0, None),
        (MB, "Eliminated: [[B]]", 0, None),
        (LB, "Flagged:\nOutput (b)", 0, None),
        (LB, "The problematic response:\nOutput (b)", 0, None),
        # kept: a winner's label
        (MB, "The response I like more: [[B]]", 0, B),
        (MB, "Safe response: [[B]]", 0, B),
        # "less preferred" (H8): the other side
        (MB, "Assistant A is less preferred.\n\n[[A]]", 0, None),
        (MB, "Assistant A is the less preferred response.\n\n[[A]]", 0, None),
        (MB, "Assistant A is preferred less than Assistant B.\n\n[[A]]", 0, None),
        (MB, "Assistant A is less preferred.\n\n[[B]]", 0, B),
        (AH, "Assistant A is less preferred.\n\nMy final verdict is: [[B>A]]", 0, (0.25, 0.75)),
        (MB, "Assistant A is preferred.\n\n[[A]]", 0, A),
        # another round's, judge's, record's or test's verdict (H5)
        (MB, "The original verdict was [[A]].", 0, None),
        (MB, "In the last round, the verdict was [[A]].", 0, None),
        (MB, "The first judge's verdict: [[A]]", 0, None),
        (MB, "Judge 1: [[A]]", 0, None),
        (MB, "The leaderboard shows [[A]].", 0, None),
        (MB, "The dataset label is [[A]].", 0, None),
        (MB, "The expected verdict format is [[A]].", 0, None),
        (MB, "Mock verdict: [[A]]", 0, None),
        (MB, "Debug: [[A]]", 0, None),
        (MB, "Position-swapped verdict: [[A]]", 0, None),
        (MB, "Verdict before reading Assistant B: [[A]]", 0, None),
        (MB, "Verdict for the other pair: [[A]]", 0, None),
        (MB, "Verdict (auto-generated): [[A]]", 0, None),
        (ST, "The previous rating was [[6]].", 0, None),
        (ST, "Original rating: [[6]]", 0, None),
        (ST, "Rating before the fix: [[6]]", 0, None),
        (ST, "Judge 2: Rating: [[6]]", 0, None),
        # kept: the judge's own final verdict
        (MB, "After checking both answers, my final verdict: [[A]]", 0, A),
        (ST, "Rating: [[6]]", 0, (6.0, None)),
        # one side's answer unseen (H6), no side taken, notices, the options echoed (H10)
        (MB, "I only saw Assistant A's response.\n\n[[A]]", 0, None),
        (MB, "Assistant B's response did not load.\n\n[[A]]", 0, None),
        (MB, "Assistant B's answer is missing from the prompt.\n\n[[A]]", 0, None),
        (MB, "Note: I did not have access to Assistant B's answer.\n\n[[A]]", 0, None),
        (MB, "The responses were redacted.\n\n[[A]]", 0, None),
        (MB, "As an AI developed by OpenAI, I must remain neutral and cannot take sides.\n\n[[A]]", 0, None),
        (MB, "I'd rather not pick a side on this political question.\n\n[[A]]", 0, None),
        (MB, "Generation stopped: max tokens reached.\n\n[[A]]", 0, None),
        (MB, "[content_filter] The response was filtered due to the content management policy.\n\n[[A]]", 0, None),
        (MB, "Output one of: [[A]]", 0, None),
        # kept: a missing part that is not an answer, and a side taken
        (MB, "Assistant B's answer is missing a citation, but it is correct; Assistant A's is wrong.\n\n[[B]]", 0, B),
        # a whole answer judged before a single rating (H4, H9)
        (ST, "The response is gibberish.\n\nRating: [[9]]", 0, None),
        (ST, "The response is factually false.\n\nRating: [[9]]", 0, None),
        (ST, "The answer is useless.\n\nRating: [[9]]", 0, None),
        (ST, "The response misunderstood the question entirely.\n\nRating: [[9]]", 0, None),
        (SM, "The assistant's final answer of 40 disagrees with the reference answer of 42.\n\nRating: [[9]]", 0, None),
        (ST, "The response is gibberish.\n\nRating: [[1]]", 0, (1.0, None)),
        # pass 59's leftovers before a forced single rating
        (ST, "??????????????????????????????\n\nRating: [[8]]", 3, None),
        (ST, "!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!\n\nRating: [[8]]", 3, None),
        (ST, "ĠĠĠĠĠĠĠĠĠĠĠĠĠĠĠĠ\n\nRating: [[8]]", 3, None),
        (ST, "You are a helpful assistant.\n\nRating: [[8]]", 3, None),
        (PR, "??????????????????????????????\n[RESULT] 4", 2, None),
        (AH, "You are a helpful assistant.\n\nMy final verdict is: [[A>B]]", 5, None),
        # kept: a rating said with few words
        (ST, "That's a 7 in my book.\n\nRating: [[7]]", 3, (7.0, None)),
        (ST, "Good!!!\n\nRating: [[8]]", 3, (8.0, None)),
    ],
)
def test_completion(template, text, forced, expected):
    expect(got(template, text, forced=forced), expected)


@pytest.mark.parametrize(
    ("template", "evidence", "forced", "expected"),
    [
        (MB, "Flagged: Assistant B", "B]]", None),
        (AH, "Unsafe response: Assistant B", "B>A]]", None),
        (MB, "The response that hallucinates: Assistant B", "B]]", None),
        (MB, "Flagged: Assistant B", "A]]", A),
        (MB, "Assistant A is less preferred.", "A]]", None),
        (MB, "Scores (B, A): 9, 3", "A]]", None),
        (MB, "Scores in the order B, A: 9/10 and 3/10.", "A]]", None),
        (MB, "Scores (B, A): 9, 3", "B]]", B),
        (MB, "| | A | B |\n|---|---|---|\n| Accuracy | ✗ | ✓ |\n| Completeness | ✗ | ✓ |", "A]]", None),
        (MB, "| | A | B |\n|---|---|---|\n| Accuracy | ✗ | ✓ |\n| Completeness | ✗ | ✓ |", "B]]", B),
        (MB, "Note: I did not have access to Assistant B's answer.", "A]]", None),
        (MB, "I'd rather not pick a side on this political question.", "A]]", None),
    ],
)
def test_forced(template, evidence, forced, expected):
    expect(forced_reading(template, evidence, forced), expected)
