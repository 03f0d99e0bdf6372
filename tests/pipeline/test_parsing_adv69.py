"""Parser version 78 (issue 13), continued: adversarial pass 69 on version 77 and the leftovers of pass 68. Each row is
one of the reports' reproductions or its kept twin; the expected value is what a reader of the completion sees,
worked out by hand.

- interchangeable answers said before a side verdict (``so either could be chosen``, ``either would do``,
  ``essentially equivalent``) and no answer chosen (``I'd pick neither``, ``Output (a) and (b) both fail``; pass 69
  H1, H2; pass 68 H2);
- a judge that declares its own labels the other way round (``"Assistant A" refers to the second response``,
  ``I swap the labels``) before ``[[A]]``: the letter names the judge's label, not the slot (pass 69 H3);
- a verdict after a chat role written as a label (``User: [[A]]``), a Python prompt's printed output
  (``>>> f()\\n[[3]]``) and a JSON winner for one narrow aspect (``"aspect": "length"``; pass 68 H6, H8, H10);
- evidence against the verdict: per-side scores with bare letters (``Scores — A: 3, B: 8.``), a five-level verdict
  whose side the conclusion before it states with the other strength (``Assistant A is slightly better.`` then
  ``[[A>>B]]``), a bare ``3/10 — poor.`` or ``Level 2 fits best.`` before another rating (pass 68 H1, H3, H4,
  H13)."""

import pytest

from tests.helpers.parsing_cases import expect, forced_reading, got

MB, LB, AH, RM = "mt-bench-pairwise", "llmbar-vanilla", "arena-hard", "reward-model"
SINGLE, RESULT = "mt-bench-single-v1", "prometheus-absolute"
A, B, TIE = (1.0, 0.0), (0.0, 1.0), (0.5, 0.5)


@pytest.mark.parametrize(
    ("template", "text"),
    [
        # pass 69 H1: interchangeable answers, then a side
        (LB, "Output (a) and Output (b) are identical, so either could be chosen.\nOutput (a)"),
        (MB, "The two answers are identical, so either could be chosen.\n\n[[A]]"),
        (AH, "Both answers are the same, so either could be chosen.\n\nMy final verdict is: [[A>B]]"),
        (LB, "The outputs are the same text, so either one could be picked.\nOutput (b)"),
        # pass 69 H2: neither chosen, then a side
        (LB, "Output (a) and (b) both fail; I'd pick neither.\nOutput (a)"),
        (LB, "Both outputs fail the instruction. I'd pick neither.\nOutput (b)"),
        (LB, "Both outputs ignore the constraint. I would pick neither of them.\nOutput (a)"),
        (LB, "Neither output satisfies the instruction; I'd choose neither.\nOutput (b)"),
        (MB, "I'd pick neither.\n\n[[B]]"),
        # pass 69 H3: the judge's own labels, the other way round
        (
            MB,
            'Note: in my analysis below, "Assistant A" refers to the second response and "Assistant B" to the '
            "first.\n\nAssistant A is clearly better.\n\n[[A]]",
        ),
        (MB, 'Note: below, "Assistant A" means the second response and "Assistant B" the first.\n\n[[A]]'),
        (
            MB,
            "To avoid position bias I will call the second response Assistant A.\n\nAssistant A is more accurate.\n\n[[A]]",
        ),
        (
            MB,
            "For clarity I swap the labels: Assistant A below is the second answer.\n\nAssistant A is better.\n\n[[A]]",
        ),
        # pass 68 H6, H8, H10: a role label, a Python prompt's output, one narrow aspect
        (MB, "User: [[A]]"),
        (MB, "Human: [[B]]"),
        (SINGLE, ">>> flatten([[3]])\n[[3]]"),
        (RM, '{"winner": "A", "aspect": "length"}'),
        (RM, '{"winner": "B", "criterion": "formatting"}'),
        # pass 68 H4, H13: the conclusion before the verdict says another strength or rating
        (AH, "Assistant A is slightly better, though both are good.\n\nMy final verdict is: [[A>>B]]"),
        (AH, "Final verdict: A is slightly better [[A>>B]]"),
        (AH, "Assistant B is much better than Assistant A.\n\nMy final verdict is: [[B>A]]"),
        (SINGLE, "3/10 \u2014 poor.\n\nRating: [[9]]"),
        (RESULT, "Feedback: Level 2 fits best. [RESULT] 5"),
    ],
)
def test_no_verdict_of_the_judges_own_is_read(template, text):
    expect(got(template, text), None)


@pytest.mark.parametrize(
    ("template", "evidence", "verdict"),
    [
        # pass 68 H1: per-side scores for the other side
        (MB, "Scores \u2014 A: 3, B: 8.", "A]]"),
        (MB, "A gets 3, B gets 8.", "A]]"),
        (AH, "Scores \u2014 A: 3, B: 8.", "A>B]]"),
        (MB, "Total: A = 12/40, B = 35/40", "A]]"),
        # pass 68 H2: the two alike
        (MB, "Both are excellent and essentially equivalent.", "A]]"),
        (AH, "Both are excellent and essentially equivalent.", "A>B]]"),
        (MB, "Honestly, either would do.", "A]]"),
        # pass 68 H3: the side's other strength
        (AH, "Assistant A is slightly better.", "A>>B]]"),
        (AH, "A has a small edge over B.", "A>>B]]"),
        (AH, "Assistant A is much better.", "A>B]]"),
        (AH, "A is vastly superior.", "A>B]]"),
    ],
)
def test_a_forced_verdict_against_its_evidence_is_ambiguous(template, evidence, verdict):
    expect(forced_reading(template, evidence, verdict), None)


@pytest.mark.parametrize(
    ("template", "text", "expected"),
    [
        # the same wordings where they agree with the verdict
        (LB, "Output (a) follows the instruction; Output (b) does not.\nOutput (a)", A),
        (MB, "The two answers are identical, so either could be chosen.\n\n[[C]]", TIE),
        (MB, "Neither could be chosen over the other without doubt, but A is correct.\n\n[[A]]", A),
        (MB, 'Note: "Assistant A" refers to the first response.\n\nAssistant A is better.\n\n[[A]]', A),
        (MB, "Even if we swap the labels, Assistant B remains better.\n\n[[B]]", B),
        (MB, "Assistant A is better for the user.\n\n[[A]]", A),
        (SINGLE, ">>> flatten([[3]])\n[[3]]\n\nThe code is right.\n\nRating: [[8]]", (8.0, None)),
        (RM, '{"winner": "A", "aspect": "overall quality"}', A),
        (AH, "Assistant A is slightly better.\n\nMy final verdict is: [[A>B]]", (0.75, 0.25)),
        (AH, "Assistant A is much better.\n\nMy final verdict is: [[A>>B]]", A),
        (
            AH,
            "B is much better than A at first sight. No, A is slightly better.\n\nMy final verdict is: [[A>B]]",
            (0.75, 0.25),
        ),
        (SINGLE, "3/10 \u2014 poor.\n\nRating: [[3]]", (3.0, None)),
        (RESULT, "Feedback: Level 4 fits best. [RESULT] 4", (4.0, None)),
    ],
)
def test_kept_readings(template, text, expected):
    expect(got(template, text), expected)


def test_forced_verdicts_with_the_same_strength_or_scores_are_kept():
    expect(forced_reading(AH, "Assistant A is slightly better.", "A>B]]"), (0.75, 0.25))
    expect(forced_reading(AH, "Assistant A is much better.", "A>>B]]"), A)
    expect(forced_reading(MB, "Scores \u2014 A: 8, B: 3.", "A]]"), A)
