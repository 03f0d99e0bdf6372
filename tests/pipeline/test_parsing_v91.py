"""Parser version 91 (issue 13): two families of the fresh adversarial pass adv64 (on 60979a1, the first draft of
version 90), read by structure rather than by words.

- Backwards: a verdict the judge asks about is not one it gives. ``Does that mean [[B]] is better than [[A]]? No, it
  means [[A]] is better than [[B]].`` read B on version 90: ``[[B]] is better than [[A]]`` kept the first candidate of
  the line and dropped the rest. Now a candidate whose next sentence mark is a question mark is asked about
  (``quoting._ASKED``), whatever words the question uses.
- A JSON object introduced by the line above as another source's (``GPT-4 returned:`` on its own line, then the
  object): version 90 read the lead on the object's own line only. Now the nearest earlier non-empty line that is not
  a code fence, when it ends with ``:``, is read as the lead (``json_declined.own_lead``).

Every refused case read ``ok`` on version 90 (checked against a worktree of ee9193b); the kept cases are honest
verdicts with a question or an introducing line, each read alike on versions 90 and 91 except two that version 90
read ``ambiguous`` (the candidates of the question counted: ``Is it a [[7]] or a [[5]]? ... Rating: [[6]]``). ``tests/helpers`` holds no copy of the rules."""

import pytest

from tests.helpers.parsing_cases import FAILED, side_reading

REFUSED_91 = [
    (  # adv64's backwards case, verbatim
        "mt-bench-pairwise",
        "Assistant A explains the steps clearly. Does that mean [[B]] is better than [[A]]? No, it means [[A]] is "
        "better than [[B]].",
    ),
    ("pairwise-verdict", "Does that mean [[B]] is better than [[A]]? No, it means [[A]] is better than [[B]]."),
    ("pairwise-verdict", "Is [[B]] better than [[A]]? No, it means [[A]] is better than [[B]]."),
    ("reward-model", 'GPT-4 returned:\n{"winner": "A"}'),
    ("reward-model", 'Cached:\n{"winner": "B"}'),
    ("reward-model", 'Response from the previous attempt:\n\n```json\n{"winner": "A"}\n```'),
    ("reward-model", 'Parsed from the log file:\n\n{"winner": "B"}'),
]

KEPT_91 = [
    ("pairwise-verdict", "Is [[A]] right? Yes. [[A]]", "A"),
    ("pairwise-verdict", "Why [[A]] and not [[B]]? Because A is accurate. [[A]]", "A"),
    (
        "pairwise-verdict",
        "Which should it be, [[A]] or [[B]]? Assistant A answers the question directly and correctly.\n\n[[A]]",
        "A",
    ),
    ("arena-hard", "Would [[B>>A]] be fair? No. My final verdict is: [[A>B]]", "A"),
    ("arena-hard", "Is this [[A=B]]? I think A is slightly better. My final verdict is: [[A>B]]", "A"),
    ("mt-bench-single-v1", "Would [[9]] be fair for this answer? No, it has an error. Rating: [[4]]", 4.0),
    (
        "mt-bench-single-v1",
        "Is it a [[7]] or a [[5]]? The answer is mostly right. Rating: [[6]]",
        6.0,
    ),  # v90: ambiguous
    ("reward-model", 'Here is my verdict:\n{"winner": "A"}', "A"),
    ("reward-model", 'Result:\n{"winner": "B"}', "B"),
    ("reward-model", 'Both answers were returned quickly, but only A is correct. Verdict:\n{"winner": "A"}', "A"),
    (
        "reward-model",
        'Assistant A is right and B is off by one. In JSON:\n```json\n{"winner": "A", "explanation": "A is correct"}\n```',
        "A",
    ),
    ("pairwise-verdict", "Is [[B]] the better one, or [[A]]? Clearly [[A]].", "A"),  # version 90: ambiguous
]


@pytest.mark.parametrize(("template", "text"), REFUSED_91)
def test_a_verdict_asked_about_or_introduced_as_another_sources_is_refused(template, text):
    assert side_reading(template, text) in FAILED


@pytest.mark.parametrize(("template", "text", "expected"), KEPT_91)
def test_honest_verdicts_beside_a_question_or_under_an_introducing_line_keep_their_reading(template, text, expected):
    assert side_reading(template, text) == expected
