"""Parser version 67 (issue 13): adversarial pass 58 on version 66, pass 57's and full57's leftovers. Each row is one of
the reports' reproductions or its kept twin (the same evidence with the verdict it states); the expected value is what
a reader of the completion sees, worked out by hand.

- one side's answer right or working where the other's fails, side by side (``Assistant A fails where Assistant B
  succeeds.``, ``Only Assistant B's code compiles.``; pass 58 H1, H2);
- each side marked on its own (``Score A: 3, Score B: 9.``, medals, stars, letter grades, win probabilities, a table of
  check marks; pass 58 H3);
- a single rating after the whole answer called empty, a refusal, wrong against the reference, or flawless (pass 58 H4,
  pass 57 F5);
- a forced verdict after evidence that only announces an evaluation (``Let me evaluate both responses step by step.``;
  pass 58 H5) or after an OpenAI error text (pass 58 H6);
- FairEval per-criterion blocks: both numbers one assistant's (pass 58 H7, read backwards on version 66);
- a verdict wrapped in end tokens, answer tags, backticks or a tie's gloss (pass 58 M1-M3: false failures)."""

import pytest

from tests.helpers.parsing_cases import expect, forced_reading, got

MB, AH, PV, LB = "mt-bench-pairwise", "arena-hard", "pairwise-verdict", "llmbar-vanilla"
ST, PR, MATH = "mt-bench-single-v1", "prometheus-absolute", "mt-bench-single-math-v1"
A, B, TIE = (1.0, 0.0), (0.0, 1.0), (0.5, 0.5)


@pytest.mark.parametrize(
    ("template", "text", "verdict", "expected"),
    [
        # side by side (H1, H2)
        (MB, "Unlike Assistant A, Assistant B gets the answer right.", "A]]", None),
        (MB, "Unlike Assistant A, Assistant B gets the answer right.", "B]]", B),
        (AH, "Assistant A fails where Assistant B succeeds.", "A>B]]", None),
        (LB, "Output (a) gets it wrong where Output (b) gets it right.", "a)", None),
        (LB, "Output (a) gets it wrong where Output (b) gets it right.", "b)", B),
        (PV, "Assistant A is beaten by Assistant B on accuracy and clarity.", "A]]", None),
        (MB, "Only Assistant B answers the question that was asked.", "A]]", None),
        (MB, "The correct answer, 42, is given only by Assistant B.", "A]]", None),
        (MB, "If I were the user, I'd want Assistant B's answer.", "A]]", None),
        (MB, "Only Assistant B's code compiles.", "A]]", None),
        (MB, "Only Assistant B's code compiles.", "B]]", B),
        (MB, "Assistant A's code throws a TypeError; Assistant B's runs and prints the right result.", "A]]", None),
        (MB, "Assistant A's SQL query has a syntax error; Assistant B's query returns the expected rows.", "A]]", None),
        (
            MB,
            "Assistant A's regex does not match the sample input at all, while Assistant B's matches every case.",
            "A]]",
            None,
        ),
        (
            MB,
            "Assistant A's regex does not match the sample input at all, while Assistant B's matches every case.",
            "B]]",
            B,
        ),
        (
            MB,
            "Assistant B's final answer matches the reference; Assistant A's does not.",
            "A]]",
            None,
        ),
        # kept: both sides credited, a partial remark
        (MB, "Assistant A is right about X and Assistant B is right about Y.", "A]]", A),
        # each side marked (H3)
        (MB, "Score A: 3, Score B: 9.", "A]]", None),
        (MB, "Score A: 3, Score B: 9.", "B]]", B),
        (MB, "A - 3/10; B - 9/10", "A]]", None),
        (MB, "Scores -> A: 3 | B: 9", "A]]", None),
        (MB, "Assistant A: D\nAssistant B: A-", "A]]", None),
        (MB, "Grades: Assistant A D, Assistant B A-", "A]]", None),
        (MB, "\U0001f947 Assistant B\n\U0001f948 Assistant A", "A]]", None),
        (MB, "\U0001f947 Assistant B\n\U0001f948 Assistant A", "B]]", B),
        (MB, "| Criterion | Assistant A | Assistant B |\n|---|---|---|\n| Accuracy | \u2717 | \u2713 |", "A]]", None),
        (MB, "Probability that Assistant A is better: 0.1", "A]]", None),
        (MB, "Probability that Assistant B is better: 0.1", "A]]", A),  # ambiguous on version 66
        (MB, "Win probability: Assistant A 10%, Assistant B 90%.", "A]]", None),
        (MB, "Assistant A: \u2b50\u2b50\nAssistant B: \u2b50\u2b50\u2b50\u2b50\u2b50", "A]]", None),
        (MB, "Assistant A: 2 stars. Assistant B: 5 stars.", "A]]", None),
        (MB, "Assistant A: 2 stars. Assistant B: 5 stars.", "B]]", B),
        # only an announcement (H5), an OpenAI error text (H6)
        (MB, "Let me evaluate both responses step by step.", "A]]", None),
        (PV, "Let me evaluate both responses step by step.\n\n1. Accuracy:", "B]]", None),
        (AH, "I'll compare the two answers on helpfulness, relevance, accuracy, and depth.", "A>B]]", None),
        (LB, "Sure! Here is my evaluation:", "a)", None),
        (MB, "**Assistant A:**\n\n**Assistant B:**", "A]]", None),
        (MB, "<think>\nOkay, let me look at the two responses.", "A]]", None),
        (MB, "The server had an error while processing your request. Sorry about that!", "A]]", None),
        (MB, "That model is currently overloaded with other requests. You can retry your request.", "A]]", None),
        # kept: a side's name alone decides; a lead-in alone is blank evidence; one judging sentence after the lead
        (MB, "Assistant A", "A]]", A),
        (AH, "", "A>B]]", (0.75, 0.25)),
        (MB, "Let me evaluate both responses. Assistant A is correct and Assistant B is not.", "A]]", A),
    ],
)
def test_forced_verdict_after_evidence(template, text, verdict, expected):
    expect(forced_reading(template, text, verdict), expected)


@pytest.mark.parametrize(
    ("template", "text", "forced", "expected"),
    [
        # a single rating after the whole answer judged (H4; pass 57 F5)
        (ST, "The response refuses to answer the question.\n\nRating: [[9]]", 0, None),
        (ST, "The response refuses to answer the question.\n\nRating: [[1]]", 0, (1.0, None)),
        (ST, "The response is empty.\n\nRating: [[9]]", 3, None),
        (ST, "The answer is 41, but the correct answer is 42.\n\nRating: [[9]]", 0, None),
        (ST, "The answer is 42, but the correct answer is 42.\n\nRating: [[9]]", 0, (9.0, None)),
        (ST, "The response answers a different question than the one asked.\n\nRating: [[8]]", 3, None),
        (ST, "The answer says the capital of Australia is Sydney, which is incorrect.\n\nRating: [[9]]", 0, None),
        (ST, "This is an excellent answer that fully addresses every part of the question.\n\nRating: [[2]]", 0, None),
        (
            ST,
            "This is an excellent answer that fully addresses every part of the question.\n\nRating: [[10]]",
            0,
            (10.0, None),
        ),
        (ST, "The code is correct, efficient, well documented, and handles every edge case.\n\nRating: [[2]]", 0, None),
        (ST, "I could not have written a better answer myself.\n\nRating: [[2]]", 3, None),
        (PR, "Feedback: The response is empty. [RESULT] 5", 0, None),
        (PR, "Feedback: An exemplary response. [RESULT] 1", 0, None),
        (PR, "Feedback: The response completely fails the rubric; it is off-topic. [RESULT] 5", 0, None),
        (MATH, "The assistant's final answer (41) differs from the reference (42).\n\nRating: [[9]]", 0, None),
        (MATH, "The assistant's answer of 42 matches the reference answer exactly.\n\nRating: [[2]]", 3, None),
        (MATH, "The assistant's answer of 42 matches the reference answer exactly.\n\nRating: [[10]]", 0, (10.0, None)),
        (ST, "La respuesta es completamente incorrecta y no responde a la pregunta.\n\nRating: [[9]]", 0, None),
        (ST, "该回答完全错误，没有回答用户的问题。\n\nRating: [[9]]", 0, None),
        (ST, "Let me evaluate the response step by step.\n\nRating: [[8]]", 3, None),
        (
            "mt-bench-single-v1-multi-turn",
            "The follow-up answer ignores the user's new constraint entirely and is incorrect.\n\nRating: [[9]]",
            0,
            None,
        ),
        # FairEval per-criterion blocks (H7: (9, 8) on version 66, both numbers Assistant 2's)
        (
            "faireval-scoring",
            "Assistant 1:\nHelpfulness: 3\nAccuracy: 2\n\nAssistant 2:\nHelpfulness: 9\nAccuracy: 8",
            0,
            None,
        ),
        (
            "faireval-scoring",
            "### Assistant 1\nHelpfulness: 2\nAccuracy: 1\n\n### Assistant 2\nHelpfulness: 8\nAccuracy: 6",
            0,
            None,
        ),
        ("faireval-scoring", "Good.\nHelpfulness: 8\nAccuracy: 6", 0, (8.0, 6.0)),  # FairEval.py's reading, kept
        (
            "faireval-vanilla",
            "9 3\nAssistant 1 is vague and partly wrong, while Assistant 2 is precise and correct.",
            0,
            None,
        ),
        (
            "faireval-scoring",
            "Evidence.\nAssistant 1:\n- Accuracy: 8\nAssistant 2:\n- Accuracy: 9\n- Level of detail: 7",
            0,
            None,
        ),
        # fresh pass full58 H1: a comparison sign for the other side (Unicode, ">=", "> >", after a lead's comma)
        (MB, "In summary, Assistant B > Assistant A.\n\n[[A]]", 0, None),
        (AH, "Overall, Assistant B >= Assistant A.\n\nMy final verdict is: [[A>B]]", 0, None),
        (PV, "Assistant B > > Assistant A.\n[[A]]", 0, None),
        (PV, "Overall: Assistant B \u226b Assistant A\n[[A]]", 0, None),
        (PV, "Assistant B \u2265 Assistant A in every respect.\n[[A]]", 0, None),
        (PV, "Assistant B \u2265 Assistant A in every respect.\n[[B]]", 0, B),
        (
            "faireval-scoring",
            "Assistant 2 \u2265 Assistant 1.\nScore of the Assistant 1: 8\nScore of the Assistant 2: 3",
            0,
            None,
        ),
        (LB, "Output (b) \u227b Output (a).\nOutput (a)", 0, None),
        # fresh pass full58 H6: a placeholder where the explanation belongs
        (PV, "[explanation goes here]\n[[A]]", 0, None),
        ("faireval-vanilla", "8 3\n[Brief explanation]", 0, None),
        (ST, "Explanation: [explanation]\nRating: [[7]]", 0, None),
        (PR, "Feedback: Feedback: [feedback]\n[RESULT] 4", 0, None),
        (AH, "[...]\n\nMy final verdict is: [[A>B]]", 0, None),
        (PV, "EXPLANATION\n[[A]]", 0, None),
        # kept: a bracketed heading over real text
        (
            PV,
            "[Explanation]\nAssistant A is correct and Assistant B makes an arithmetic error in the second step.\n[[A]]",
            0,
            A,
        ),
        # wrappers (M1-M3: false failures on version 66)
        (MB, "Both responses are equally correct and helpful.\n\n[[C]] (tie)", 0, TIE),
        (AH, "Both responses are equally correct and helpful.\n\nMy final verdict is tie: [[A=B]] (tie)", 0, TIE),
        (
            MB,
            "Assistant B answers correctly, while Assistant A makes an arithmetic error.\n\n<answer>[[B]]</answer>",
            0,
            B,
        ),
        (
            MB,
            "Assistant B answers correctly, while Assistant A makes an arithmetic error.\n\n<answer>\n[[B]]\n</answer>",
            0,
            B,
        ),
        (MB, "Assistant B answers correctly, while Assistant A makes an arithmetic error.\n\n[[B]]</s>", 0, B),
        (MB, "Assistant B answers correctly, while Assistant A makes an arithmetic error.\n\n[[B]]<|eot_id|>", 0, B),
        (MB, "Assistant B answers correctly, while Assistant A makes an arithmetic error.\n\nVerdict: `[[B]]`", 0, B),
        (ST, "The answer is correct and clearly explained.\n\nRating: [[8]]<|im_end|>", 0, (8.0, None)),
        (LB, "Output (b)</s>", 0, B),
        (PR, "Feedback: The answer is correct and clearly explained. [RESULT] 4</s>", 0, (4.0, None)),
        # kept: an end token before the end, and a tie's gloss on a side's verdict
        (MB, "</s>\n\n[[A]]", 0, None),
        (MB, "Assistant A is better.\n\n[[A]] (tie)", 0, None),
    ],
)
def test_completion(template, text, forced, expected):
    expect(got(template, text, forced=forced), expected)
