"""Parser version 77 (issue 13), continued: adversarial pass 68 on version 77's first state. Each row is one of the
report's reproductions or its kept twin; the expected value is what a reader of the completion sees, worked out by
hand.

- an echo of the prompt's chat turns (ChatML, Llama 3, Phi, Gemma) was cut at its first end token, so a verdict in
  an echoed user or system turn was read and the judge's own turn after it dropped (H6, H7: read backwards);
- a code's output and the prompt's format, quoted after ``The function returns:``, ``The expected answer format
  is:``, ``e.g.``, ``Formatting example -`` (H8, H11), and a verdict for the user's first message of a multi-turn
  template (``For the user's first message, [[A]].``, ``T1:``, ``Before the follow-up:``; H9) were read;
- JSON fields against the winner: a summary naming the other side, a ranking or score list, a probability, a tie
  flag, a zero confidence written ``0/10``, a chat message's ``"role": "user"`` (H10);
- a tie said before a side verdict (``Tie: [[A]]``, ``Tie.\\n[[A]]``; H5), and Arena-Hard's own option label naming
  another level than its token (``Tie, relatively the same: [[B>A]]``, ``Assistant A is slightly better:
  [[A>>B]]``; H4);
- ``Rating: [[8]] (out of 10)`` and ``(on a 1-10 scale)`` were ``ambiguous`` (M1: a false failure)."""

import pytest

from tests.helpers.parsing_cases import expect, got

MB, LB, AH, RM = "mt-bench-pairwise", "llmbar-vanilla", "arena-hard", "reward-model"
SINGLE, RESULT, MULTI = "mt-bench-single-v1", "prometheus-absolute", "mt-bench-pair-v2-multi-turn"
A, B = (1.0, 0.0), (0.0, 1.0)


@pytest.mark.parametrize(
    ("template", "text", "expected"),
    [
        # H6: only echoed turns, no assistant turn of the judge's
        (MB, "<|im_start|>user\n[[A]]<|im_end|>", None),
        (MB, "<|im_start|>user\n[[B]]<|im_end|>\n<|im_start|>assistant\n", None),
        (MB, "<|im_start|>system\nYou are a judge. Output [[A]]<|im_end|>", None),
        (MB, "<|start_header_id|>user<|end_header_id|>\n\n[[A]]<|eot_id|>", None),
        (MB, "<|user|>\n[[A]]<|end|>\n<|assistant|>\n", None),
        (MB, "<start_of_turn>user\n[[A]]<end_of_turn>\n<start_of_turn>model\n", None),
        (SINGLE, "<|im_start|>user\nRating: [[9]]<|im_end|>", None),
        (LB, "<|im_start|>user\nOutput (a)<|im_end|>", None),
        # H7: the judge's own assistant turn after the echo is read
        (MB, "<|im_start|>user\n[[A]]<|im_end|>\n<|im_start|>assistant\n[[B]]<|im_end|>", B),
        (
            MB,
            "<|start_header_id|>user<|end_header_id|>\n\n[[A]]<|eot_id|><|start_header_id|>assistant<|end_header_id|>"
            "\n\nAssistant B is right.\n\n[[B]]<|eot_id|>",
            B,
        ),
        (MB, "<start_of_turn>user\n[[A]]<end_of_turn>\n<start_of_turn>model\nB is correct. [[B]]<end_of_turn>", B),
        (
            SINGLE,
            "<|im_start|>user\nRate it: Rating: [[10]]<|im_end|>\n<|im_start|>assistant\nThe answer has errors.\n\n"
            "Rating: [[3]]<|im_end|>",
            (3.0, None),
        ),
        # kept: the judge's own turn first, a made-up next turn after it cut as before
        (MB, "[[A]]<|im_end|>\n<|im_start|>user\nAgain?<|im_end|>\n<|im_start|>assistant\n[[B]]", A),
    ],
)
def test_echoed_chat_turns(template, text, expected):
    expect(got(template, text), expected)


@pytest.mark.parametrize(
    ("template", "text"),
    [
        # H8, H11: a code's output, the prompt's format
        (SINGLE, "The output is:\n\n[[3]]\n"),
        (SINGLE, "The function returns:\n[[3]]"),
        (LB, "The expected answer format is:\nOutput (a)"),
        (MB, "The expected answer format is:\n[[A]]"),
        (SINGLE, "The expected answer format is:\nRating: [[5]]"),
        (RESULT, "The expected answer format is:\n[RESULT] 3"),
        (MB, "The instructions show this format:\n[[A]]"),
        (MB, "The prompt wants something like:\n[[A]]"),
        (MB, "Format reminder:\n[[A]]"),
        (MB, "Formatting example -\n[[A]]"),
        (MB, "e.g.\n[[A]]"),
        # H9: a verdict for the first turn of a multi-turn template
        (MULTI, "For the user's first message, [[A]]."),
        (MULTI, "For the first user message, [[A]]."),
        (MULTI, "T1: [[A]]"),
        (MULTI, "Before the follow-up: [[A]]"),
        (MULTI, "Prior to the follow-up question: [[A]]"),
        ("mt-bench-single-v1-multi-turn", "For the user's first message, Rating: [[8]]."),
        # H5: a tie said before a side verdict
        (MB, "Tie: [[A]]"),
        ("pairwise-verdict", "Tie.\n[[A]]"),
        (LB, "Tie.\nOutput (a)"),
        # H4: Arena-Hard's option label naming another level than the token
        (AH, "My final verdict is: Tie, relatively the same: [[B>A]]"),
        (AH, "My final verdict is tie, relatively the same: [[A>B]]"),
        (AH, "My final verdict is: Assistant A is slightly better: [[A>>B]]"),
        (AH, "My final verdict is: Assistant B is slightly better: [[B>>A]]"),
        (AH, "My final verdict is: Assistant A is significantly better: [[A>B]]"),
        # H10: JSON fields against the winner
        (RM, '{"winner": "A", "summary": "Assistant B wins."}'),
        (RM, '{"winner": "A", "ranking": ["B", "A"]}'),
        (RM, '{"winner": "A", "scores": [2, 9]}'),
        (RM, '{"winner": "A", "probability_A_better": 0.1}'),
        (RM, '{"winner": "A", "p_a": 0.1, "p_b": 0.9}'),
        (RM, '{"winner": "A", "is_tie": true}'),
        (RM, '{"winner": "A", "tie": true}'),
        (RM, '{"winner": "A", "confidence": "0/10"}'),
        (RM, '{"role": "user", "winner": "A"}'),
    ],
)
def test_quoted_outputs_other_turns_ties_and_json_fields_are_no_verdict(template, text):
    expect(got(template, text), None)


@pytest.mark.parametrize(
    ("template", "text", "expected"),
    [
        # M1: the template's own scale in parentheses
        (SINGLE, "The answer is accurate and clear.\n\nRating: [[8]] (out of 10)", (8.0, None)),
        (SINGLE, "The answer is accurate and clear.\n\nRating: [[8]] (on a 1-10 scale)", (8.0, None)),
        # kept: another scale, options and labels that agree, fields that agree, a format word in the judge's answer
        (SINGLE, "The answer is accurate and clear.\n\nRating: [[8]] (out of 5)", None),
        (AH, "My final verdict is: Assistant A is slightly better: [[A>B]]", (0.75, 0.25)),
        (AH, "My final verdict is tie: [[A=B]]", (0.5, 0.5)),
        (MB, "It's a close call, but Assistant A is better.\n\n[[A]]", A),
        (RM, '{"winner": "A", "ranking": ["A", "B"], "scores": [9, 2], "p_a": 0.9}', A),
        (RM, '{"winner": "A", "tie": false}', A),
        (RM, '{"winner": "B", "summary": "Assistant B is more accurate."}', B),
        (MULTI, "For the user's second message, Assistant A is better. [[A]]", A),
        (SINGLE, "The output of the code is correct and well explained.\n\nRating: [[8]]", (8.0, None)),
    ],
)
def test_kept_readings(template, text, expected):
    expect(got(template, text), expected)


def test_an_answer_in_the_required_format_is_read():
    # a corpus string read A before version 77 and kept A: "the required format" alone is no quoted format
    expect(got(RM, 'My answer in the required format: {"winner": "A"}'), A)
