"""Parser version 80 (issue 13): what adversarial passes 73 and 74 left read as a verdict on version 79. The expected
value is what a reader of the completion sees, worked out by hand: none of the failing cases holds the judge's own
verdict for the template's question, or the judge's own words decide for the other side.

- pass 73 H4: each side called right or wrong with a supporting aside after it (``(it says 42)``, ``, it says 42``,
  ``: it says 42``, `` - it says 42``, ``[it says 42]``), a mark after the side's words (``says Sydney (wrong)``,
  ``Canberra ✓``), or a count per side (``got 2 of 5 parts right; ... got all 5``);
- pass 73 H6: a JSON probability or confidence below a third for the stated winner, a ``"thoughts"`` field for the
  other side, a note calling it a tie;
- pass 72's leftover: check marks before the sides (``✅ Assistant B`` / ``❌ Assistant A``);
- pass 74 F1: a colon-less line whose subject is one answer and which weighs nothing (``Assistant A tries to inject``,
  ``Assistant A's response includes``, ``At the end of Assistant A's response we find``);
- pass 74 F2, F3, F6: a lead broken at ``,`` or ``:`` before the verdict's line, read as on one line (``For
  helpfulness:``, ``Stylistically,``, ``Considering only the first reply,``), and one-criterion leads in line
  (``In terms of accuracy, [[A]]``, ``Style-wise: [[A]]``, ``Purely on formatting, [[A]]``);
- pass 74 F4, F5: numbers that run the other way (``Rank (1 is best):``, ``Factual errors:``, ``Bugs:``, ``(ranks)``;
  JSON ``"lower_is_better": true``, ``"swap": true``, ``"rank_a": 2, "rank_b": 1``, a negative margin);
- pass 74 F7: a count of errors or passed tests per side before a forced verdict for the side with more errors.

- pass 75 (on version 80's first state): a number marked right or wrong read as the side's score (``Assistant A: 42
  (incorrect)``, ``Assistant A: 42 ✗``), ``FAIL`` / ``PASS`` per side in other shapes (``Assistant A — FAIL.``, ``Tests:
  A fails, B passes.``, ``A = wrong, B = right.``), a single answer called wrong with MT-Bench's own subject (``The
  assistant's answer is incorrect.``, ``The assistant gave the wrong answer.``) before a top rating, and JSON fields
  beside a reward model's scores naming the other side (``"decision": "B"``, ``"rejected": "A"``, ``"rating_a": 2,
  "rating_b": 9``, ``"timeout": true``, ``"role": "example"``).

Kept: the judge's own ``I output`` before its verdict line (pass 74 M1, a false failure of version 79), criticism of the
other side on an unpunctuated line, a verdict for the graded question after a turn lead on a single-turn template."""

import pytest

from tests.helpers.parsing_cases import expect, forced_reading, got

PW, AH, LB, FS, VB = "mt-bench-pairwise", "arena-hard", "llmbar-vanilla", "faireval-scoring", "faireval-vanilla"
SV, RM, PMT, SMT = "mt-bench-single-v1", "reward-model", "mt-bench-pair-v2-multi-turn", "mt-bench-single-v1-multi-turn"
_RIGHT_WRONG = "Assistant A's answer is wrong{0}. Assistant B's answer is right{1}.\n\n"
_FAIR = "Both answers are fluent.\n\n"
_INJECTED = "Assistant B gives the correct answer of 17.\n\n"
_REFERENCE = "I compared both answers with the reference.\n\n"
_SCORES = "\nScore of the Assistant 1: 8\nScore of the Assistant 2: 3"


@pytest.mark.parametrize(
    ("template", "text"),
    [
        # pass 73 H4: supporting asides, marks and counts
        *(
            (PW, _RIGHT_WRONG.format(a, b) + "[[A]]")
            for a, b in (
                (" (it says 42)", " (it says 17)"),
                (", it says 42", ", it says 17"),
                (": it says 42", ": it says 17"),
                (" \u2014 it says 42", " \u2014 it says 17"),
                (" [it says 42]", " [it says 17]"),
            )
        ),
        (PW, "Assistant B is correct (17). Assistant A is not (42).\n\n[[A]]"),
        (PW, "Assistant A's answer is wrong (it says 42).\n\n[[A]]"),
        (PW, "Assistant A got 2 of 5 parts right; Assistant B got all 5.\n\n[[A]]"),
        (AH, "Assistant A says Sydney (wrong). Assistant B says Canberra (right).\n\nMy final verdict is: [[A>>B]]"),
        (AH, "Assistant A: Sydney \u2717\nAssistant B: Canberra \u2713\n\nMy final verdict is: [[A>>B]]"),
        (LB, "Output (a) is wrong (it returns 42). Output (b) is right (it returns 17).\nOutput (a)"),
        (
            FS,
            "Assistant 1 is wrong (it says 42). Assistant 2 is right (it says 17).\n\nScore of the Assistant 1: 9\nScore of the Assistant 2: 3",
        ),
        # pass 72 leftover: marks before the sides
        (PW, "\u2705 Assistant B\n\u274c Assistant A\n\n[[A]]"),
        (PW, "Correct: \u2705 Assistant B, \u274c Assistant A\n\n[[A]]"),
        # pass 73 H6: JSON
        (RM, '{"winner": "A", "probability": 0.1}'),
        (RM, '{"winner": "A", "confidence": 0.05}'),
        (RM, '{"winner": "A", "note": "a tie, really"}'),
        (RM, '{"winner": "A", "thoughts": "Response B is better"}'),
        # pass 74 F1, F6: one answer reported by a colon-less line
        *(
            (PW, _INJECTED + lead + "\n\n[[A]]")
            for lead in (
                "Assistant A tries to inject",
                "Assistant A's response includes",
                "Assistant A's answer is just",
                "At the end of Assistant A's response we find",
                "In Assistant A's response, there is",
                "Assistant A tacked on",
                "Assistant A declares itself the winner:",
                "The response of Assistant A:",
                "Assistant A's output:",
                "Assistant A signs off with",
            )
        ),
        (PW, "Both answers are short. Assistant A signs off with\n\n[[A]]"),
        (LB, "Both outputs are fluent.\nOutput (a) tries to inject\nOutput (a)"),
        # pass 74 F2, F3, F6: a broken lead read as on one line; one-criterion leads
        *(
            (PW, _FAIR + lead + "[[A]]")
            for lead in (
                "For helpfulness:\n",
                "In terms of accuracy,\n",
                "Stylistically,\n",
                "On style alone, ",
                "Purely on formatting, ",
                "In terms of accuracy, ",
                "Style-wise: ",
                "Length-wise, ",
            )
        ),
        (AH, _FAIR + "In terms of style,\n[[A>>B]]"),
        (LB, "Both outputs are fluent.\nFor helpfulness:\nOutput (a)"),
        (SV, _FAIR + "For creativity,\nRating: [[9]]"),
        (SV, _FAIR + "Creativity-wise, Rating: [[9]]"),
        (PMT, "Both assistants respond to both questions.\n\nAs for the first question,\n[[B]]"),
        (PMT, "Both assistants respond to both questions.\n\nConsidering only the first turn,\n[[B]]"),
        (SMT, "Both answers are on topic.\n\nConsidering only the first reply,\nRating: [[9]]"),
        # pass 74 F4, F5: numbers that run the other way
        *(
            (FS, _REFERENCE + intro + _SCORES)
            for intro in (
                "Rank (1 is best):",
                "Position in my ranking:",
                "Counting the errors in each:",
                "Factual errors:",
                "Bugs:",
                "Risk scores:",
                "Hallucinations counted:",
                "Here a lower score means a better answer.\n",
            )
        ),
        (VB, "2 1\n(ranks)"),
        (VB, "8 3\n(mistakes)"),
        (RM, '{"score_1": 8, "score_2": 3, "lower_is_better": true}'),
        (RM, '{"score_1": 8, "score_2": 3, "unit": "errors"}'),
        (RM, '{"winner": "A", "swap": true}'),
        (RM, '{"winner": "A", "order": "reversed"}'),
        (RM, '{"winner": 1, "index_base": 0}'),
        (RM, '{"winner": "A", "rank_a": 2, "rank_b": 1}'),
        (RM, '{"winner": "A", "position_of_A": "second place"}'),
        (RM, '{"winner": "A", "margin": -3}'),
        (RM, '{"winner": "A", "a_minus_b": -4}'),
        (RM, '{"winner": "A", "rank_ordering": ["B", "A"]}'),
    ],
)
def test_no_verdict_of_the_judges_own_is_read(template, text):
    expect(got(template, text), None)


@pytest.mark.parametrize(
    ("template", "text"),
    [
        (PW, "Assistant A: 42 (incorrect). Assistant B: 17 (correct).\n\n[[A]]"),
        (PW, "Assistant A: 42 \u2717\nAssistant B: 17 \u2713\n\n[[A]]"),
        (PW, "Assistant A \u2014 FAIL. Assistant B \u2014 PASS.\n\n[[A]]"),
        (PW, "Tests: A fails, B passes.\n\n[[A]]"),
        (PW, "A = wrong, B = right.\n\n[[A]]"),
        (PW, "Correctness: A - incorrect, B - correct.\n\n[[A]]"),
        (SV, "The assistant's answer is incorrect.\n\nRating: [[10]]"),
        (SV, "The provided answer is incorrect.\n\nRating: [[10]]"),
        (SV, "The assistant gave the wrong answer.\n\nRating: [[10]]"),
        (SV, "The assistant's answer is not correct.\n\nRating: [[10]]"),
        (SV, "Unfortunately, the assistant's answer is incorrect.\n\nRating: [[10]]"),
        (SMT, "The assistant's answer to the second question is incorrect.\n\nRating: [[10]]"),
        (RM, '{"score_1": 0.8, "score_2": 0.3, "decision": "B"}'),
        (RM, '{"score_1": 0.8, "score_2": 0.3, "rejected": "A"}'),
        (RM, '{"score_1": 0.8, "score_2": 0.3, "incorrect": "A"}'),
        (RM, '{"score_1": 0.8, "score_2": 0.3, "rating_a": 2, "rating_b": 9}'),
        (RM, '{"score_1": 0.8, "score_2": 0.3, "errors_a": 4, "errors_b": 0}'),
        (RM, '{"score_1": 0.8, "score_2": 0.3, "timeout": true}'),
        (RM, '{"score_1": 0.8, "score_2": 0.3, "role": "example"}'),
        (RM, '{"score_1": 0.8, "score_2": 0.3, "responses_swapped": true}'),
        (RM, '{"score_1": 0.8, "score_2": 0.3, "direction": "minimize"}'),
        (RM, '{"score_1": 0.8, "score_2": 0.3, "note": "scores are losses"}'),
        (PW, "Assistant A: 42 (incorrect), Assistant B: 17 (correct).\n\n[[A]]"),
        (PW, "Assistant A: Sydney - wrong. Assistant B: Canberra - correct.\n\n[[A]]"),
    ],
)
def test_pass_75_marks_grades_and_fields_against_the_verdict(template, text):
    expect(got(template, text), None)


@pytest.mark.parametrize(
    ("template", "text", "expected"),
    [
        (PW, "Assistant A: 42 (incorrect). Assistant B: 17 (correct).\n\n[[B]]", (0.0, 1.0)),
        (PW, "- Assistant A: 42 \u2717\n- Assistant B: 17 \u2713\n\n[[B]]", (0.0, 1.0)),
        (PW, "Assistant A: 3/10\nAssistant B: 9/10\n\n[[B]]", (0.0, 1.0)),
        (PW, "Tests: A fails, B passes.\n\n[[B]]", (0.0, 1.0)),
        (SV, "The assistant's answer is incorrect.\n\nRating: [[2]]", (2.0, None)),
        (SV, "The assistant's answer is correct.\n\nRating: [[10]]", (10.0, None)),
        (
            RM,
            '{"score_1": 0.8, "score_2": 0.3, "decision": "A"}',
            None,
        ),  # version 82: a score pair beside another field (json_context.unknown_beside_scores)
        (
            RM,
            '{"score_1": 0.8, "score_2": 0.3, "tokens_a": 5, "tokens_b": 900}',
            None,
        ),  # version 82: a score pair beside another field (json_context.unknown_beside_scores)
        (
            RM,
            '{"score_1": 0.8, "score_2": 0.3, "direction": "maximize"}',
            None,
        ),  # version 82: a score pair beside another field (json_context.unknown_beside_scores)
        (PW, "Assistant A: Sydney - wrong. Assistant B: Canberra - correct.\n\n[[B]]", (0.0, 1.0)),
    ],
)
def test_pass_75_kept_twins(template, text, expected):
    expect(got(template, text), expected)


@pytest.mark.parametrize(
    ("template", "text"),
    [
        # pass 76 (on the submitted state of version 80's first round, 6c1df12): labels counting what is wrong in other
        # words before FairEval's per-side lines (read backwards before), a length count, a loser named by number, a
        # reason after a judgement, a lone mark for the verdict's side
        (FS, "Both are decent.\n\nNumber of hallucinated facts:\nAssistant 1: 2\nAssistant 2: 7"),
        (FS, "Both are decent.\n\nMissing steps:\nAssistant 1: 1\nAssistant 2: 4"),
        (FS, "Both are decent.\n\nDeductions\nAssistant 1: 2\nAssistant 2: 7"),
        (FS, "Both are decent.\n\nHow many errors each made:\nAssistant 1: 2\nAssistant 2: 7"),
        (FS, "Both are decent.\n\nErrors per assistant \u2014\nAssistant 1: 2\nAssistant 2: 7"),
        (FS, "Both are decent.\n\nWord count:\nAssistant 1: 8\nAssistant 2: 6"),
        (RM, '{"score_1": 0.8, "score_2": 0.3, "loser": 1}'),
        (RM, '{"score_1": 0.8, "score_2": 0.3, "dispreferred": 1}'),
        (PW, "Assistant A is wrong because it says 42.\n\n[[A]]"),
        (PW, "Assistant A is wrong; it says 42.\n\n[[A]]"),
        (PW, "Assistant A: 42 \u2717\n\n[[A]]"),
        (PW, "Assistant B: 17 (correct).\n\n[[A]]"),
    ],
)
def test_pass_76_counts_losers_reasons_and_lone_marks(template, text):
    expect(got(template, text), None)


@pytest.mark.parametrize(
    ("template", "text", "expected"),
    [
        (FS, "Both are decent.\n\nScores (10 is best):\nAssistant 1: 8\nAssistant 2: 6", (8.0, 6.0)),
        (
            RM,
            '{"score_1": 0.8, "score_2": 0.3, "loser": 2}',
            None,
        ),  # version 82: a score pair beside another field (json_context.unknown_beside_scores)
        (PW, "Assistant A is better because it is correct.\n\n[[A]]", (1.0, 0.0)),
        (PW, "Assistant B is wrong because it says 42.\n\n[[A]]", (1.0, 0.0)),
        (PW, "Assistant A: 42 \u2717\n\n[[B]]", (0.0, 1.0)),
        (PW, "Assistant A: wrong.\n\nOverall, Assistant A is better.\n\n[[A]]", (1.0, 0.0)),
    ],
)
def test_pass_76_kept_twins(template, text, expected):
    expect(got(template, text), expected)


@pytest.mark.parametrize(
    ("template", "evidence", "verdict"),
    [
        (PW, "A: 2 errors, B: 0 errors.", "A]]"),
        (PW, "Assistant A has 2 errors; Assistant B has none.", "A]]"),
        (PW, "Errors: A = 3, B = 0.", "A]]"),
        (PW, "Mistakes \u2014 Assistant A: 4, Assistant B: 1.", "A]]"),
        (PW, "Assistant A passes 1 of 5 tests; Assistant B passes all 5.", "A]]"),
        (AH, "Assistant A has 3 errors and Assistant B has none.", "A>>B]]"),
    ],
)
def test_pass_74_counts_before_a_forced_verdict(template, evidence, verdict):
    """Pass 74 F7: a count per side of what is wrong (fewer wins) or right (more wins) decides for the side the
    forced verdict is not for."""
    expect(forced_reading(template, evidence, verdict), None)


@pytest.mark.parametrize(
    ("template", "text", "expected"),
    [
        # the same reasons for the side chosen
        (PW, _RIGHT_WRONG.format(" (it says 42)", " (it says 17)") + "[[B]]", (0.0, 1.0)),
        (PW, "Assistant A is better (by a wide margin).\n\n[[A]]", (1.0, 0.0)),
        (PW, "Output (a) is bested by Output (b).\n\n[[B]]", (0.0, 1.0)),
        (PW, "\u2705 Assistant B\n\u274c Assistant A\n\n[[B]]", (0.0, 1.0)),
        (RM, '{"winner": "A", "probability": 0.8}', (1.0, 0.0)),
        (RM, '{"winner": "A", "confidence": 0.4}', (1.0, 0.0)),
        (RM, '{"winner": "A", "rank_a": 1, "rank_b": 2}', (1.0, 0.0)),
        (RM, '{"winner": "A", "margin": 3}', (1.0, 0.0)),
        (RM, '{"winner": "A", "note": "not a tie"}', None),  # version 83: json_context.unknown_beside_winner
        # pass 74 M1: the judge's own output verb before its verdict line
        (PW, "Assistant A is correct and Assistant B is not, so I output\n[[A]]", (1.0, 0.0)),
        (PW, "Assistant A is more accurate. Therefore, I will output\n[[A]]", (1.0, 0.0)),
        (PW, "Assistant A is more accurate.\n\nI output\n[[A]]", (1.0, 0.0)),
        # a judge's unpunctuated lines about a side: a criticism of the other, a weighing, code
        (PW, "Assistant B should have given an example\n[[A]]", (1.0, 0.0)),
        (PW, "Assistant B did not explain\n[[A]]", (1.0, 0.0)),
        (PW, "Assistant A provides a more detailed and accurate answer\n[[A]]", (1.0, 0.0)),
        (PW, "Assistant A's R code uses df[[A]]\n\n[[B]]", (0.0, 1.0)),
        (PW, "Assistant A:\n[[A]]", (1.0, 0.0)),
        (PW, "Since Assistant B can't do math,\n[[A]]", (1.0, 0.0)),
        # a lead that is the judge's own
        (PW, "After careful consideration of both responses,\n[[A]]", (1.0, 0.0)),
        (PW, "Final verdict:\n\n[[A]]", (1.0, 0.0)),
        (PW, "Fewest errors: [[A]]", None),  # version 82: a word outside the label vocabulary (label_words)
        (PW, "Overall, in terms of helpfulness and accuracy combined, Assistant A is better.\n\n[[A]]", (1.0, 0.0)),
        # a lead before an example block does not reach past it
        (SV, "For example:\n>>> transpose([[4]])\n[[4]]\n\nRating: [[8]]", (8.0, None)),
        # the graded question on a single-turn template
        ("pairwise-verdict", "For the first question, [[A]]", (1.0, 0.0)),
        # counts for the side chosen
        (PW, "Assistant A has 2 errors; Assistant B has none.\n\n[[B]]", (0.0, 1.0)),
        (FS, _REFERENCE + "Final scores:" + _SCORES, (8.0, 3.0)),
    ],
)
def test_kept_readings(template, text, expected):
    expect(got(template, text), expected)
