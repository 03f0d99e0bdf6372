"""Parser version 68 (issue 13): adversarial pass 59 on version 67. Each row is one of the report's reproductions or its
kept twin; the expected value is what a reader of the completion sees, worked out by hand.

- a next turn the model made up after the end of its own turn (``[[A]]<|im_end|>\\n<|im_start|>user ...
  <|im_start|>assistant\\n[[B]]``: read backwards on version 67; H1);
- the two answers called the same, then a side (``The two responses are word-for-word identical.\\n\\n[[A]]``; H2);
- the answers said to be missing, blank or asked for (``I don't see any responses to compare.``; H3);
- evidence that judges nothing before a forced verdict behind the verdict's lead-in (``??????\\n\\nMy final verdict is:
  ``; ``null\\n\\nRating: ``; H4)."""

import pytest

from tests.helpers.parsing_cases import expect, forced_reading, got

MB, AH, PV, LB = "mt-bench-pairwise", "arena-hard", "pairwise-verdict", "llmbar-vanilla"
ST, PR = "mt-bench-single-v1", "prometheus-absolute"
A, B, TIE = (1.0, 0.0), (0.0, 1.0), (0.5, 0.5)
E = "Assistant A answers the question correctly and shows its work; Assistant B miscalculates the total.\n\n"


@pytest.mark.parametrize(
    ("template", "text", "forced", "expected"),
    [
        # the end of the judge's turn (H1): what follows is not its verdict
        (MB, E + "[[A]]<|im_end|>\n<|im_start|>user\nNow compare these.<|im_end|>\n<|im_start|>assistant\n[[B]]", 0, A),
        (PV, E + "[[A]]</s>\n[[B]]", 0, A),
        (
            PV,
            E
            + "[[A]]<|eot_id|><|start_header_id|>assistant<|end_header_id|>\n\nAssistant B is more accurate.\n\n[[B]]",
            0,
            A,
        ),
        (PV, E + "[[A]]<end_of_turn>\n<start_of_turn>user\nNext.<end_of_turn>\n<start_of_turn>model\n[[B]]", 0, A),
        (
            LB,
            "Output (a) follows the instruction.\nOutput (a)<|end|>\n<|user|>\nNext pair.<|end|>\n<|assistant|>\nOutput (b)",
            0,
            A,
        ),
        (ST, "The answer is correct and complete.\n\nRating: [[9]]</s>\nRating: [[2]]", 0, (9.0, None)),
        (
            MB,
            "Both answers have strengths; I need to look more carefully.<|im_end|>\n<|im_start|>assistant\n[[B]]",
            0,
            None,
        ),
        (MB, "</s>\n\n[[A]]", 0, None),
        # the two answers the same (H2): a side fails, a tie reads
        (MB, "The two responses are word-for-word identical.\n\n[[A]]", 0, None),
        (MB, "The two responses are word-for-word identical.\n\n[[C]]", 0, TIE),
        (PV, "There is no difference between the two responses.\n[[B]]", 0, None),
        (MB, "Assistant B's response is a verbatim copy of Assistant A's.\n\n[[A]]", 0, None),
        (AH, "Both assistants gave exactly the same answer, word for word.\n\nMy final verdict is: [[A>B]]", 0, None),
        (MB, "Apart from the greeting, the two answers are copies of each other.\n\n[[B]]", 0, None),
        # kept: sameness of a part, or with a contrast
        (MB, "Both answers are the same length, but Assistant A is correct.\n\n[[A]]", 0, A),
        # the answers missing or asked for (H3)
        (MB, "I don't see any responses to compare.\n\n[[A]]", 0, None),
        (MB, "Could you share the two answers you'd like me to compare?\n\n[[A]]", 0, None),
        (PV, "The responses appear to be blank.\n[[A]]", 0, None),
        (MB, "Neither assistant produced any output.\n\n[[A]]", 0, None),
        (ST, "It seems the answer was not included in your message.\n\nRating: [[8]]", 0, None),
        (ST, "Please provide the response to evaluate.\n\nRating: [[8]]", 3, None),
        # kept: a judgment of an empty answer
        (ST, "The response is empty.\n\nRating: [[1]]", 0, (1.0, None)),
        (ST, "The response is empty.\n\nRating: [[1]]", 3, (1.0, None)),
        # evidence that judges nothing behind the verdict's lead-in (H4)
        (AH, "??????????\n\nMy final verdict is: [[A>B]]", 7, None),
        (ST, "null\n\nRating: [[8]]", 3, None),
        (ST, "Skip.\n\nRating: [[8]]", 3, None),
        (PR, "Feedback: N/A\n[RESULT] 4", 2, None),
        (MB, "Assistant A Assistant A Assistant A Assistant A Assistant A\n\n[[A]]", 5, None),
        # kept: a rating said without a listed judging word
        (ST, "That's a 7 in my book.\n\nRating: [[7]]", 3, (7.0, None)),
    ],
)
def test_completion(template, text, forced, expected):
    expect(got(template, text, forced=forced), expected)


def test_a_forced_verdict_after_the_end_of_the_judges_turn_is_ambiguous():
    evidence = "Assistant A is correct.<|im_end|>\n<|im_start|>user\nNext pair.<|im_end|>\n<|im_start|>assistant\n"
    assert forced_reading(MB, evidence, "B]]") == "ambiguous"
    assert forced_reading(MB, "Assistant A is correct.", "A]]") == A
