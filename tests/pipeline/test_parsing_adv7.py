"""Adversarial pass 7 (issue 13), findings K1-K8, G3 and G6: completions read as the judge's verdict although
the verdict is someone else's, taken back, supposed, a format description, another quantity, or a JSON object
that voids itself.

Every case under a ``BEFORE_*`` list parsed to a verdict before its fix (reproductions of adv/c6.py ... c11.py of
pass 7). The expected value is what a reader of the completion sees, worked out by hand; the ``KEPT_*`` lists
are judge prose that must still read as a verdict."""

import pytest

from judge_engine.pipeline.parsing import parse_completion
from judge_engine.pipeline.templates import load_template

VERDICT = load_template("pairwise-verdict")
SINGLE = load_template("mt-bench-single-v1")
FIVE = load_template("arena-hard")
JSON = load_template("reward-model")
A, B = (1.0, 0.0), (0.0, 1.0)
NO, AMB = "no_verdict", "ambiguous"


def _got(template, text):
    p = parse_completion(text, template, "stop")
    return (p.score_first, p.score_second) if p.ok else p.status


# --- K8: JSON fields that void the object's verdict -----------------------------------------------------

BEFORE_K8: list[tuple[str, object]] = [
    ('{"winner": "A", "is_example": true}', NO),
    ('{"winner": "A", "example": true}', NO),
    ('{"winner": "B", "retracted": true}', NO),
    ('{"winner": "A", "final": false}', NO),
    ('{"score_1": 8, "score_2": 3, "is_final": false}', NO),
    ('{"winner": "A", "draft": true}', NO),
    ('{"winner": "A", "error_message": "rate limited"}', NO),
    ('{"winner": "A", "errorMessage": "timeout"}', NO),
    ('{"winner": "A", "loser": "A"}', AMB),
    ('{"winner": "Assistant B", "loser": "b"}', AMB),
]

KEPT_K8: list[tuple[str, object]] = [
    ('{"winner": "A", "loser": "B"}', A),
    ('{"winner": "A", "final": true}', A),
    ('{"winner": "B", "is_example": false}', B),
    ('{"winner": "A", "error_message": null}', A),
    ('{"winner": "A", "errors": []}', A),
]


@pytest.mark.parametrize(("text", "expected"), BEFORE_K8 + KEPT_K8)
def test_json_fields_that_void_the_verdict(text, expected):
    assert _got(JSON, text) == expected
