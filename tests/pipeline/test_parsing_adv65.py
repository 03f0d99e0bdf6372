"""Parser version 75 (issue 13): adversarial pass 65 on version 74, and fresh pass full65 H1 and H2 (error and timeout
texts before a verdict; default or example scores the default template's explanation disowns). Each row is one of the report's reproductions or
its kept twin; the expected value is what a reader of the completion sees, worked out by hand.

- a JSON verdict's other fields that name another side (``"preferred": "A"``, ``"final_winner": "B"`` beside
  ``"winner": "A"``; J1, J2), call the winner the loser (``"rejected": "A"``; J3), take it back in a note (``"I meant
  B"``, ``"Just kidding."``; J4), call it skipped, a test, an example or unreliable (J5), a random pick or another
  judge's (J6), limit it to one aspect (J7), or say lower scores are better (J8) were read as the verdict;
- a JSON pick under another name (``{"chosen": "A", "rejected": "B"}``, ``{"winner": "first"}``) was no verdict (M1);
- a decision label naming the other side before the verdict (``Chosen: B\\n\\n[[A]]``, ``Selected response: Assistant
  2``, ``Champion:``; T1) was not read against it."""

import pytest

from tests.helpers.parsing_cases import expect, forced_reading, got

RM, MB = "reward-model", "mt-bench-pairwise"
A, B = (1.0, 0.0), (0.0, 1.0)
E = "Both answers address the question.\n"


@pytest.mark.parametrize(
    "obj",
    [
        # J1, J2: another field names the other side
        '{"winner": "B", "preferred": "A"}',
        '{"winner": "B", "better_response": "A"}',
        '{"winner": "B", "final_verdict": "A"}',
        '{"winner": "B", "preferred_response": "Response A"}',
        '{"winner": "A", "revised_winner": "B"}',
        '{"winner": "A", "corrected_winner": "B"}',
        '{"winner": "B", "winner_after_review": "A"}',
        # J3: the winner called the loser
        '{"winner": "A", "worse": "A"}',
        '{"winner": "A", "rejected": "A"}',
        '{"winner": "B", "worse_response": "Response B"}',
        # J4: taken back in a note
        '{"winner": "A", "note": "I meant B"}',
        '{"winner": "A", "comment": "Sorry, that should be B."}',
        '{"winner": "A", "comment": "Just kidding."}',
        '{"winner": "A", "comment": "Never mind."}',
        '{"winner": "A", "comment": "Ignore this, test."}',
        # J5: skipped, a test, an example, unreliable
        '{"winner": "B", "status": "skipped"}',
        '{"winner": "B", "status": "not evaluated"}',
        '{"winner": "B", "evaluated": false}',
        '{"winner": "B", "is_test": true}',
        '{"winner": "B", "type": "example"}',
        '{"winner": "B", "reliable": false}',
        '{"winner": "B", "parse_error": "could not read responses"}',
        '{"winner": "B", "warning": "responses truncated; verdict unreliable"}',
        # J6: a random pick, another judge's
        '{"winner": "B", "comment": "random pick"}',
        '{"winner": "B", "note": "coin flip"}',
        '{"winner": "B", "source": "previous judge"}',
        '{"winner": "B", "label_source": "human"}',
        '{"winner": "B", "annotator": "gpt-3.5 baseline"}',
        # J7: one aspect only
        '{"winner": "B", "aspect": "formatting only"}',
        # J8: lower is better, or the labels swapped
        '{"score_1": 8, "score_2": 3, "note": "lower is better"}',
        '{"score_1": 2, "score_2": 1, "note": "rank, 1 = best"}',
        '{"score_1": 0, "score_2": 4, "note": "error count"}',
        '{"score_1": 0.1, "score_2": 0.9, "metric": "toxicity"}',
        '{"winner": "A", "labels_reversed": true}',
        '{"winner": "A", "note": "labels swapped: A is the second response"}',
    ],
)
def test_a_json_verdict_its_other_fields_disown_is_no_verdict(obj):
    expect(got(RM, obj), None)


@pytest.mark.parametrize(
    ("obj", "expected"),
    [
        # M1: a pick under another name
        ('{"chosen": "A", "rejected": "B"}', A),
        ('{"chosen": "B", "rejected": "A"}', B),
        ('{"winner": "first"}', A),
        ('{"winner": "second"}', B),
        ('{"preferred": "B"}', B),
        ('{"better_response": "A"}', A),
        # kept: fields that agree, and remarks on the answers' content
        ('{"winner": "A", "better_response": "A"}', A),
        ('{"winner": "A", "rejected": "B"}', A),
        ('{"score_1": 8, "score_2": 3, "explanation": "higher is better"}', (8.0, 3.0)),  # v82: not "note"
        ('{"winner": "A", "status": "complete"}', A),
        ('{"winner": "B", "comment": "B is more accurate."}', B),
        ('{"winner": "A", "explanation": "A ranks the items correctly; B does not."}', A),
        ('{"winner": "B", "judge": "gpt-4"}', B),
        ('{"score_1": 8, "score_2": 3, "explanation": "A has a lower error count"}', (8.0, 3.0)),
        ('{"winner": "A", "comment": "B misread the question"}', A),
    ],
)
def test_json_readings(obj, expected):
    expect(got(RM, obj), expected)


@pytest.mark.parametrize("label", ["Chosen: B", "Selected: B", "Recommended: B", "Champion: B", "Chosen response: B"])
def test_a_decision_label_for_the_other_side_is_no_verdict(label):
    expect(got(MB, f"{E}{label}\n\n[[A]]"), None)
    assert forced_reading(MB, f"{E}{label}", "A]]") in ("ambiguous", "no_verdict")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (f"{E}Chosen: A\n\n[[A]]", A),
        ("Selected response: Assistant B\n\n[[B]]", B),
        ("The chosen approach in A is elegant.\n\n[[A]]", A),
    ],
)
def test_a_decision_label_for_the_same_side_is_read(text, expected):
    expect(got(MB, text), expected)


ERRORS = [
    "Error generating judgment.",
    "The request timed out.",
    "Timeout while evaluating the responses.",
    "The response timed out before evaluation.",
]
FORMATS = {
    "pairwise-verdict": "[[C]]",
    "arena-hard": "My final verdict is tie: [[A=B]]",
    "mt-bench-single-v1": "Rating: [[5]]",
}


@pytest.mark.parametrize("lead", ERRORS)
@pytest.mark.parametrize("template", sorted(FORMATS))
def test_a_verdict_after_an_error_or_timeout_text_is_no_verdict(lead, template):
    expect(got(template, f"{lead} {FORMATS[template]}"), None)


@pytest.mark.parametrize(
    ("template", "text", "expected"),
    [
        (
            "faireval-scoring",
            "Error generating evaluation.\nScore of the Assistant 1: 5\nScore of the Assistant 2: 5",
            None,
        ),
        ("faireval-vanilla", "1 1\nError generating the evaluation.", None),
        ("faireval-vanilla", "5 5\nI was not able to read the answers, so I gave both the default score.", None),
        ("faireval-vanilla", "7 3\nExample only.", None),
        ("faireval-vanilla", "7 3\nJust an example of the format; actual evaluation follows.", None),
        # kept: remarks on the answers in the same words
        (MB, "Assistant A explains why the server timed out; B does not.\n\n[[A]]", A),
        (MB, "Assistant B's code raises an error generating the plot.\n\n[[A]]", A),
        ("faireval-vanilla", "8 3\nExample: Assistant 1 shows the steps, while Assistant 2 skips them.", (8.0, 3.0)),
        ("faireval-vanilla", "8 3\nAssistant 1 gives a worked example; Assistant 2 does not.", (8.0, 3.0)),
    ],
)
def test_error_texts_and_disowned_scores(template, text, expected):
    expect(got(template, text), expected)
