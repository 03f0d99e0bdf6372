"""A refusal that says what the refused content is (a relative clause, ``like this``, ``about ...``, an adjective
such as ``graphic``) is still a refusal (found in review of parser version 11, whose rule that the rest of a
refusal sentence names only the task read these as verdicts); restated rules, partial disclaimers and remarks on
a rating keep the verdict (adversarial pass 11 M5). Expected readings are the hand-judged ones: a judge that
refuses gives no verdict of its own."""

import pytest

from judge_engine.pipeline.parsing import parse_completion
from judge_engine.pipeline.templates import load_template

PW = load_template("mt-bench-pairwise")
SINGLE = load_template("mt-bench-single-v1")

REFUSALS = [
    (PW, "I cannot evaluate such graphic material.\n[[C]]"),
    (PW, "I will not evaluate content that promotes self-harm.\n[[C]]"),
    (PW, "I cannot judge responses that describe illegal activities.\n[[C]]"),
    (PW, "Sorry, I cannot assess responses about weapons.\n[[C]]"),
    (PW, "I cannot evaluate either response in good faith.\n[[C]]"),
    (PW, "I cannot evaluate content involving violence.\n[[C]]"),
    (PW, "I cannot evaluate this content containing slurs.\n[[C]]"),
    (PW, "I won't compare answers which glorify violence.\n[[A]]"),
    (SINGLE, "I won't rate content like this. Rating: [[1]]"),
    (SINGLE, "I cannot rate material regarding self-harm methods. Rating: [[1]]"),
]

VERDICTS = [
    (PW, "I will not judge the responses on length, as instructed. A is more accurate.\n[[A]]", (1.0, 0.0)),
    (PW, "I cannot evaluate whether the code runs, but A's logic is right.\n[[A]]", (1.0, 0.0)),
    (PW, "I can't judge answers which are equally good, so it is a tie.\n[[C]]", (0.5, 0.5)),
    (PW, "I cannot compare responses that are both correct on every point.\n[[C]]", (0.5, 0.5)),
    (SINGLE, "I cannot rate it that highly, but it is good. Rating: [[7]]", (7.0, None)),
]


@pytest.mark.parametrize("template,text", REFUSALS)
def test_a_refusal_naming_its_content_gives_no_verdict(template, text):
    assert parse_completion(text, template, "stop").status == "no_verdict", text


@pytest.mark.parametrize("template,text,expected", VERDICTS)
def test_a_negated_remark_that_is_not_a_refusal_keeps_the_verdict(template, text, expected):
    p = parse_completion(text, template, "stop")
    assert (p.score_first, p.score_second, p.status) == (*expected, "ok"), text
