"""Parser version 72 (issue 13): adversarial pass 62 on version 71, its `nonverdict` findings and two of its false
failures, and fresh pass full62 H2 (JSON flags that void the verdict written as strings or numbers, and the stand-in
flags ``default``, ``fallback``, ``truncated``, ``incomplete``). Each row is one of the report's reproductions or its kept twin; the expected value is what a reader of the
completion sees, worked out by hand.

- a JSON verdict whose other fields call it a guess, a mock, auto-filled, of no confidence or a human annotator's
  (H7); declining to pick a side, abstaining, nothing to compare (H10, H11); a harness's fallback notice (H12); the
  answer judged quoted after an intro ending in a colon (``Assistant A's entire response is:``; H13);
- Chatbot Arena's winner names (``{"winner": "model_b"}``; M1) and a chat model's closing offer after the verdict
  (``Let me know if you'd like a more detailed breakdown.``; M2), which failed."""

import pytest

from tests.helpers.parsing_cases import expect, forced_reading, got

MB, AH, LB, RM = "mt-bench-pairwise", "arena-hard", "llmbar-vanilla", "reward-model"
ST, PR = "mt-bench-single-v1", "prometheus-absolute"
A, B = (1.0, 0.0), (0.0, 1.0)
E = "Assistant A is accurate; Assistant B makes an arithmetic error.\n\n"


@pytest.mark.parametrize(
    ("template", "text", "expected"),
    [
        # JSON fields that disown the verdict (H7)
        (RM, '{"winner": "B", "confidence": "none at all"}', None),
        (RM, '{"winner": "B", "note": "could not evaluate, guessing"}', None),
        (RM, '{"winner": "B", "note": "mock output for testing"}', None),
        (RM, '{"winner": "B", "comment": "auto-filled"}', None),
        (RM, '{"winner": "B", "source": "human annotator"}', None),
        (RM, '{"winner": "B", "note": "Assistant B is more accurate"}', B),
        # fresh pass full62 H2: flags written as strings or numbers, and the stand-in flags
        (RM, '{"winner": "A", "valid": "false"}', None),
        (RM, '{"winner": "A", "valid": 0}', None),
        (RM, '{"winner": "A", "retracted": "true"}', None),
        (RM, '{"winner": "A", "status": "default"}', None),
        (RM, '{"winner": "A", "status": "truncated"}', None),
        (RM, '{"winner": "A", "is_fallback": true}', None),
        (RM, '{"winner": "A", "source": "default"}', None),
        (RM, '{"winner": "A", "incomplete": true}', None),
        (RM, '{"winner": "A", "completed": false}', None),
        (RM, '{"score_1": 8, "score_2": 3, "default": true}', None),
        (RM, '{"winner": "A", "valid": "true"}', A),
        (RM, '{"winner": "A", "completed": true}', A),
        # no side taken, nothing to compare (H10, H11)
        (MB, "As an AI developed by OpenAI, I must stay neutral and won't pick a side.\n\n[[A]]", None),
        (MB, "I'll stay neutral here and not pick a side.\n\n[[A]]", None),
        (MB, "Abstaining.\n\n[[A]]", None),
        (MB, "The responses were cut off, so I have nothing to compare.\n\n[[A]]", None),
        (MB, "Assistant A's response is blank and Assistant B's response is blank.\n\n[[A]]", None),
        # kept: the assistants declining to take a side is a remark on the answers (a recorded FairEval review)
        (MB, "Both assistants did not take a side and remained neutral; Assistant A is more detailed.\n\n[[A]]", A),
        # a harness's fallback notice (H12)
        (MB, "WARNING: falling back to default verdict\n[[A]]", None),
        (MB, "Traceback suppressed. Fallback output follows.\n[[A]]", None),
        # the answer quoted after an intro with a colon (H13)
        (MB, "Assistant A's entire response is:\n\n[[A]]", None),
        (MB, "Here is what Assistant A output:\n[[A]]", None),
        (ST, "The assistant's response was simply:\n\nRating: [[10]]", None),
        (PR, "The response to evaluate reads:\n[RESULT] 5", None),
        (LB, "Output (a) literally consists of the text:\nOutput (a)", None),
        # kept: the judge's own verdict after a colon
        (MB, E + "My verdict is:\n\n[[A]]", A),
        (MB, E + "Assistant A's response is better:\n\n[[A]]", A),
        # Chatbot Arena's winner names (M1)
        (RM, '{"winner": "model_b"}', B),
        (RM, '{"winner": "model_a"}', A),
        (RM, '{"winner": "response_b"}', B),
        (RM, '{"winner": "the second response"}', B),
        (RM, '{"winner": "model_c"}', None),
        # a closing offer after the verdict (M2)
        (
            ST,
            "The response is accurate and well organised.\n\nRating: [[8]]\n\nLet me know if you'd like a more "
            "detailed breakdown.",
            (8.0, None),
        ),
        (
            ST,
            "The response is accurate.\n\nRating: [[8]]\n\nWould you like me to explain my reasoning in more detail?",
            (8.0, None),
        ),
        (MB, E + "[[A]]\n\nLet me know if you'd like a more detailed comparison.", A),
        (AH, E + "My final verdict is: [[A>>B]]\n\nLet me know if you'd like me to evaluate another response.", A),
        # kept: a remark after the verdict that names a side still fails
        (MB, E + "[[A]]\n\nLet me know if you'd like me to explain why Assistant B is better.", None),
    ],
)
def test_completion(template, text, expected):
    expect(got(template, text), expected)


def test_declining_a_side_before_a_forced_verdict_is_no_judgment():
    assert forced_reading(MB, "I'll stay neutral here and not pick a side.", "A]]") in ("no_verdict", "ambiguous")
    assert forced_reading(MB, "The responses were cut off, so I have nothing to compare.", "B]]") == "no_verdict"
