"""Parser version 76 (issue 13): adversarial pass 66 on version 75, and pass 65's leftovers. Each row is one of the
reports' reproductions or its kept twin; the expected value is what a reader of the completion sees, worked out by
hand.

- gpt-oss's harmony format written out with its special tokens: the completion was cut at the ``<|end|>`` closing the
  analysis message, so a draft verdict there was read and the final answer dropped (H1), and a clean analysis made
  every format fail (M1; ``<|return|>`` was no end of a turn either). The analysis is now read as a ``<think>`` block
  (a draft that differs from the final verdict is ``ambiguous``, as in a think block), the final message as the answer;
- ``faireval-vanilla``'s first-line scores given to the sides the other way round in the explanation (``8 3\\nAssistant
  1 gets a 3 ...``, ``(Assistant 2 first)``, ``(B, A)``; H2) were read in the template's order;
- an HTML strike-through's ``</s>`` was taken for Llama's end of turn, so only the struck-out verdict was read (H3);
- loser labels (``Thumbs down:``, an emoji, ``The response that should be downvoted:``, ``Which is worse?`` above an
  ``Output (a)``; H4) and evidence against a forced side (``should be avoided``, ``I would downvote Assistant A.``,
  ``The 2 goes to Assistant A``, ``Scores for Assistant B and Assistant A, respectively: 9 and 2.``; H5);
- an end-of-turn token the judge names in an inline code span (```</s>```) cut the completion before its verdict (M2);
- pass 65: ``Preferred answer: Assistant B``, ``Recommendation: B`` and ``Selected: B (clearly)`` before ``[[A]]``
  (T1), and nested per-side JSON scores against the winner (J9: ``{"winner": "A", "scores": {"A": 2, "B": 9}}``)."""

import pytest

from tests.helpers.parsing_cases import expect, forced_reading, got

MB, RM, FV, LB = "mt-bench-pairwise", "reward-model", "faireval-vanilla", "llmbar-vanilla"
A, B = (1.0, 0.0), (0.0, 1.0)
E = "Both answers address the question.\n"
HARMONY = "<|channel|>analysis<|message|>{}<|end|><|start|>assistant<|channel|>final<|message|>{}"


@pytest.mark.parametrize(
    ("template", "analysis", "final", "expected"),
    [
        # H1: a draft in the analysis that differs from the final answer is no one verdict (it was read as the draft)
        (MB, "Verdict: [[A]]", "[[B]]", None),
        ("mt-bench-single-v1", "Rating: [[8]]", "The answer has a serious factual error.\n\nRating: [[3]]", None),
        (
            LB,
            "Output (a) is longer.\nOutput (a)",
            "Output (b) follows the word limit; Output (a) does not.\n\nOutput (b)",
            None,
        ),
        # M1: a clean analysis, the final answer read (it failed in every format)
        (MB, "Let me compare the two answers.", "Assistant B answers correctly while A does not.\n\n[[B]]", B),
        ("mt-bench-single-v1", "The answer is accurate.", "The response is accurate.\n\nRating: [[8]]", (8.0, None)),
        (
            "prometheus-absolute",
            "Need to assess.",
            "Feedback: The response follows the rubric closely. [RESULT] 4",
            (4.0, None),
        ),
        ("arena-hard", "Compare.", "My final verdict is: [[B>A]]", (0.25, 0.75)),
        (LB, "Output (b) follows the instruction.", "Output (b)", B),
        (FV, "Assistant 1 correct, 2 wrong.", "8 3\nAssistant 1 is correct; Assistant 2 is wrong.", (8.0, 3.0)),
        (MB, "A uses the right formula.", "Assistant A applies the formula correctly.\n\n[[A]]<|return|>", A),
    ],
)
def test_a_harmony_completion_reads_its_final_message(template, analysis, final, expected):
    expect(got(template, HARMONY.format(analysis, final)), expected)


def test_a_harmony_completion_without_a_final_message_is_no_verdict():
    expect(got(MB, "<|channel|>analysis<|message|>Verdict: [[A]]<|end|>"), None)
    expect(got(MB, "[[A]]<|return|>"), A)


@pytest.mark.parametrize(
    "text",
    [
        # H2: the first-line scores given to the sides the other way round
        "8 3\nAssistant 1 gets a 3: its date is wrong. Assistant 2 gets an 8: it is correct and concise.",
        "8 3\nAssistant 1 earns a 3: the date is wrong. Assistant 2 earns an 8: correct and concise.",
        "8 3\nAssistant 1 provided an incorrect date, so it scores 3. Assistant 2 provided the correct date, so it scores 8.",
        "7 2\nAssistant 1 receives the lower score of 2 because it misstates the boiling point.",
        "7 2\nThe 2 goes to Assistant 1 for misstating the boiling point; the 7 goes to Assistant 2.",
        "7 2\n(scores for Assistant 2 and Assistant 1 respectively)",
        "7 2\nThese are the scores for Assistant 2 and Assistant 1, respectively.",
        "7 2\n(Assistant 2 first)",
        "8 3\n(Assistant 2, Assistant 1)",
        "7 2\n(B, A)",
    ],
)
def test_first_line_scores_given_the_other_way_round_are_no_verdict(text):
    expect(got(FV, text), None)


@pytest.mark.parametrize(
    "text",
    [
        # kept: the explanation gives each side its own score, or numbers that are no scores
        "8 3\nAssistant 1 gets an 8: it is correct. Assistant 2 gets a 3: its date is wrong.",
        "8 3\nAssistant 2 lists 3 causes but gets the date wrong; Assistant 1 is correct.",
        "8 3\nAssistant 1 scores well on accuracy; Assistant 2 does not.",
        "7 2\n(Assistant 1 first, then Assistant 2)",
    ],
)
def test_first_line_scores_the_explanation_agrees_with_are_read(text):
    expect(got(FV, text), (float(text[0]), float(text[2])))


@pytest.mark.parametrize(
    ("template", "text", "expected"),
    [
        # H3: HTML strike-through is struck out, its "</s>" no end of the turn
        (MB, "<s>[[A]]</s> [[B]]", B),
        ("mt-bench-single-v1", "The code fails on empty input.\n\nRating: <s>[[8]]</s> [[4]]", (4.0, None)),
        (MB, "<del>[[A]]</del> [[B]]", B),
        # M2: an end token named in an inline code span
        (MB, "Assistant A explains that GPT-2 separates documents with `<|endoftext|>`; B says `<eos>`.\n\n[[A]]", A),
        (MB, "Assistant A correctly uses `<s>old price</s>` for the strikethrough.\n\n[[A]]", A),
        (
            "mt-bench-single-v1",
            "It explains that ChatML closes each message with `<|im_end|>`.\n\nRating: [[8]]",
            (8.0, None),
        ),
        # kept: a real end of the turn still ends it
        (MB, "[[A]]<|im_end|>\n<|im_start|>user\nAgain?<|im_end|>\n<|im_start|>assistant\n[[B]]", A),
        (MB, "[[B]]</s>", B),
    ],
)
def test_strike_through_and_named_end_tokens(template, text, expected):
    expect(got(template, text), expected)


@pytest.mark.parametrize(
    ("template", "text"),
    [
        # H4: labels of the loser before the verdict
        (MB, "Thumbs down: [[A]]"),
        (MB, "\U0001f44e [[A]]"),
        (MB, "Assistant A invents a citation.\n\nThe response that should be downvoted:\n\n[[A]]"),
        (MB, "Assistant A fails the instruction and should be avoided:\n\n[[A]]"),
        (LB, "Which is worse?\nOutput (a)"),
        (LB, "Output (a) fails the instruction; it should be avoided:\nOutput (a)"),
        # pass 65 T1: a decision label for the other side before the verdict
        (MB, f"{E}Preferred answer: Assistant B\n\n[[A]]"),
        (MB, f"{E}Recommendation: B\n\n[[A]]"),
        (MB, f"{E}Selected: B (clearly)\n\n[[A]]"),
        (LB, f"{E}Preferred answer: Output (b)\nOutput (a)"),
    ],
)
def test_a_loser_or_other_side_label_before_the_verdict_is_no_verdict(template, text):
    expect(got(template, text), None)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (f"{E}Preferred answer: Assistant A\n\n[[A]]", A),
        (f"{E}Recommendation: B\n\n[[B]]", B),
        (f"{E}Selected: A (clearly)\n\n[[A]]", A),
        ("Thumbs up: [[B]]", B),
    ],
)
def test_a_label_for_the_same_side_is_read(text, expected):
    expect(got(MB, text), expected)


@pytest.mark.parametrize(
    "evidence",
    [
        # H5: evidence that decides for B before a forced A
        "Assistant A invents a citation and should be avoided.",
        "I would downvote Assistant A.",
        "Thumbs down: Assistant A. Thumbs up: Assistant B.",
        "The 2 goes to Assistant A and the 9 goes to Assistant B.",
        "Scores for Assistant B and Assistant A, respectively: 9 and 2.",
        # pass 65 T1
        f"{E}Preferred answer: Assistant B",
        f"{E}Selected: B (clearly)",
    ],
)
def test_evidence_against_a_forced_side_is_no_verdict(evidence):
    assert forced_reading(MB, evidence, "A]]") in ("ambiguous", "no_verdict")


@pytest.mark.parametrize(
    ("obj", "expected"),
    [
        # pass 65 J9: nested per-side scores against the winner
        ('{"winner": "A", "scores": {"A": 2, "B": 9}}', None),
        ('{"winner": "B", "scores": {"Assistant A": 9, "Assistant B": 2}}', None),
        ('{"winner": "A", "error_count": {"A": 5, "B": 0}}', None),
        ('{"winner": "tie", "scores": {"A": 5, "B": 7}}', None),
        # kept: nested scores that agree (lower is better for an error count)
        ('{"winner": "A", "scores": {"A": 9, "B": 2}}', A),
        ('{"winner": "A", "error_count": {"A": 0, "B": 3}}', A),
        ('{"winner": "C", "scores": {"A": 5, "B": 5}}', (0.5, 0.5)),
        ('{"winner": "A", "scores": {"A": 9, "B": 2, "C": 1}}', A),
    ],
)
def test_nested_per_side_json_scores_must_agree_with_the_winner(obj, expected):
    expect(got(RM, obj), expected)


@pytest.mark.parametrize(
    ("template", "text"),
    [
        # fresh pass full66 H3: a verdict said to be a random pick, a guess, a coin toss, a preset or not evaluated
        ("pairwise-verdict", "Randomly choosing: [[A]]"),
        ("pairwise-verdict", "Guessing: [[B]]"),
        ("pairwise-verdict", "By chance: [[B]]"),
        ("pairwise-verdict", "Tossing a coin: [[B]]"),
        ("pairwise-verdict", "They are equal, so I will just pick one: [[A]]"),
        ("pairwise-verdict", "Skipping evaluation. [[B]]"),
        ("pairwise-verdict", "Not evaluated. [[B]]"),
        ("pairwise-verdict", "Preset verdict: [[B]]"),
        ("pairwise-verdict", "Filler: [[B]]"),
        ("pairwise-verdict", "Fixed answer: [[B]]"),
        ("mt-bench-single-v1", "Not evaluated. Rating: [[7]]"),
        (FV, "8 7\nRandomly chosen."),
        (FV, "8 7\nFiller scores."),
        ("faireval-scoring", "Guessing:\nScore of the Assistant 1: 8\nScore of the Assistant 2: 7"),
        ("faireval-scoring", "Tossing a coin.\nScore of the Assistant 1: 8\nScore of the Assistant 2: 7"),
        # full66 H2: the first-line scores said to be in the other order
        (FV, "7 8\nNote: I swapped the order."),
        (FV, "7 8\nNote: the scores above are in the reverse order."),
        (FV, "7 8\n(Assistant 2's score comes first.)"),
        (FV, "7 8\nI listed Assistant 2 first."),
    ],
)
def test_a_random_or_unevaluated_pick_and_reordered_scores_are_no_verdict(template, text):
    expect(got(template, text), None)


@pytest.mark.parametrize(
    ("template", "text", "expected"),
    [
        # kept: the same words in the judge's reasoning about the answers
        (MB, "Assistant A guesses the capital; Assistant B looks it up and is right.\n\n[[B]]", B),
        (MB, "Assistant B explains why a coin toss is 50/50 and gives the formula.\n\n[[B]]", B),
        (FV, "8 3\nAssistant 1 explains random sampling correctly; Assistant 2 does not.", (8.0, 3.0)),
        (FV, "8 3\nAssistant 1 keeps the order of the steps; Assistant 2 reverses two of them.", (8.0, 3.0)),
    ],
)
def test_the_same_words_about_the_answers_keep_the_verdict(template, text, expected):
    expect(got(template, text), expected)
