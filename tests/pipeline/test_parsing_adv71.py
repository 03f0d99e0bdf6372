"""Parser version 78 (issue 13), continued: the backwards readings of adversarial pass 71 on version 78's first
state. The expected value is what a reader of the completion sees, worked out by hand.

- ``faireval-vanilla`` first-line scores for which lower is better, or whose explanation gives a place in a ranking
  (``1 2\\n(lower is better)``, ``2 1\\nAssistant 2 takes first place.``): read backwards (F3);
- a JSON winner beside an explanation under ``feedback``, ``why`` or ``verdict_reason`` naming the other side, or a
  ``position_swapped`` flag (F12)."""

import pytest

from tests.helpers.parsing_cases import expect, got

FV, RM = "faireval-vanilla", "reward-model"


@pytest.mark.parametrize(
    ("template", "text"),
    [
        (FV, "1 2\n(lower is better)"),
        (FV, "1 2\nLower numbers mean better answers."),
        (FV, "1 3\nLower is better here: Assistant 1 made 1 mistake, Assistant 2 made 3."),
        (FV, "2 1\nAssistant 2 takes first place."),
        (FV, "2 1\nPositions: Assistant 2 is #1."),
        (FV, "2 1\nAssistant 2 places first, Assistant 1 second."),
        (FV, "2 1\nAssistant 2 finishes first."),
        (RM, '{"winner": "A", "feedback": "Response B is better."}'),
        (RM, '{"winner": "A", "why": "Response B is better."}'),
        (RM, '{"winner": "A", "verdict_reason": "Response B is better."}'),
        (RM, '{"winner": "A", "position_swapped": true}'),
    ],
)
def test_no_verdict_of_the_judges_own_is_read(template, text):
    expect(got(template, text), None)


@pytest.mark.parametrize(
    ("template", "text", "expected"),
    [
        (FV, "8 6\nAssistant 1 is ranked higher because it is more precise.", (8.0, 6.0)),
        (FV, "8 6\nAssistant 1 comes first in accuracy; both are clear.", (8.0, 6.0)),
        (RM, '{"winner": "A", "feedback": "Response A is correct and complete."}', (1.0, 0.0)),
        (RM, '{"winner": "B", "position_swapped": false}', (0.0, 1.0)),
    ],
)
def test_kept_readings(template, text, expected):
    expect(got(template, text), expected)
