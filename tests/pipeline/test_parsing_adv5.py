"""Adversarial pass 5 (issue 13), findings G1, G2, G3, G5, G6: the parser read the verdict the judge
rejected, a refusal's verdict, a verdict its own explanation contradicts, or one attributed to someone else.

Every case under a ``BEFORE_*`` list parsed to the rejected or made-up verdict before the fix
(reproductions of /work/tools/reports/adv5-findings.md). The expected value is what a reader of the
completion sees, worked out by hand."""

import pytest

from judge_engine.pipeline.parsing import parse_completion
from judge_engine.pipeline.templates import load_template

VERDICT = load_template("pairwise-verdict")
SINGLE = load_template("mt-bench-single-v1")
FIVE = load_template("arena-hard")
A, B = (1.0, 0.0), (0.0, 1.0)
A_GT_B = (0.75, 0.25)  # Arena-Hard's A>B in the five-level score code (parsing/protocols.py FIVE_LEVEL)
NO, AMB = "no_verdict", "ambiguous"

# --- G1: "X rather than Y" / "X instead of Y" / "X, not Y" states X ----------------------------------

# (template, text, the verdict the judge states); before the fix each read the rejected second one, or
# no verdict (the "not" of the second read as taking back the first)
BEFORE_G1 = [
    (VERDICT, "[[A]] rather than [[B]]", A),
    (VERDICT, "My verdict is [[A]] rather than [[B]].", A),
    (VERDICT, "[[A]] instead of [[B]]", A),
    (VERDICT, "[[B]], not [[A]]", B),
    (VERDICT, "[[A]], definitely not [[B]]", A),
    (VERDICT, "[[A]] but not [[B]]", A),
    (FIVE, "[[A>B]] rather than [[B>A]]", A_GT_B),
    (FIVE, "[[A>>B]] instead of [[B>>A]]", A),
    (SINGLE, "Rating: [[8]] rather than [[3]]", (8.0, None)),
    (SINGLE, "Rating: [[8]] instead of [[3]]", (8.0, None)),
]


@pytest.mark.parametrize(("template", "text", "stated"), BEFORE_G1)
def test_the_verdict_preferred_over_another_on_its_line_is_read(template, text, stated):
    p = parse_completion(text, template, "stop")
    assert (p.status, (p.score_first, p.score_second)) == ("ok", stated), text


# a hedged first candidate stays unread; the rejected second one is never read in its place
@pytest.mark.parametrize("text", ["If anything, [[A]] rather than [[B]]", "Not [[A]], not [[B]]"])
def test_a_rejected_alternative_never_stands_in_for_a_hedged_verdict(text):
    assert parse_completion(text, VERDICT, "stop").status == NO, text


# --- G3: refusals the pattern missed ("them"/"their" never matched; common wordings absent) -----------

FAIREVAL = load_template("faireval-vanilla")

# (template, text): the judge refuses, then writes a verdict or scores anyway; before the fix each was
# read as that verdict
BEFORE_G3 = [
    (FAIREVAL, "5 5\nI'm unable to compare them, so equal scores."),
    (VERDICT, "I cannot judge their answers.\n[[A]]"),
    (VERDICT, "I cannot evaluate them.\n[[B]]"),
    (VERDICT, "I'm sorry, but I can't help with that.\n[[C]]"),
    (VERDICT, "I cannot make a judgment.\n[[A]]"),
    (SINGLE, "I cannot provide a rating for this response.\nRating: [[5]]"),
]


@pytest.mark.parametrize(("template", "text"), BEFORE_G3)
def test_a_refusal_is_no_verdict_whatever_follows(template, text):
    assert parse_completion(text, template, "stop").status == NO, text


# what the judge cannot do to a rating is no refusal: the rating stands (read before the fix too)
@pytest.mark.parametrize(
    ("text", "rating"),
    [("I cannot rate it higher than 3.\nRating: [[3]]", 3.0), ("I can't help but prefer it.\nRating: [[7]]", 7.0)],
)
def test_what_the_judge_cannot_do_to_a_rating_is_no_refusal(text, rating):
    p = parse_completion(text, SINGLE, "stop")
    assert (p.status, p.score_first) == ("ok", rating), text


# --- G2: JSON objects on one line follow the hedge-after-verdict rule; two score pairs that differ -----

REWARD = load_template("reward-model")  # output_format json


# before the fix the first (rejected) object was read: A; the scores (2, 9) of the second key pair found
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ('{"winner": "A"} is not my answer; {"winner": "B"}', ("ok", B)),
        ('{"winner": "A"} rather than {"winner": "B"}', ("ok", A)),
        ('{"score_a": 8, "score_b": 3, "score_1": 2, "score_2": 9}', (AMB, (None, None))),
    ],
)
def test_json_objects_follow_the_rules_of_the_other_formats(text, expected):
    p = parse_completion(text, REWARD, "stop")
    assert (p.status, (p.score_first, p.score_second)) == expected, text


def test_two_score_pairs_that_agree_are_one_verdict():
    p = parse_completion('{"score_a": 8, "score_b": 3, "score_1": 8, "score_2": 3}', REWARD, "stop")
    assert (p.status, p.score_first, p.score_second) == ("ok", 8.0, 3.0)


# --- G6: the explanation after a verdict names the other side as better ----------------------------

# before the fix each was read as the verdict its own explanation contradicts
BEFORE_G6 = [
    (VERDICT, "[[A]] - B is better"),
    (VERDICT, "[[A]] - the second response is better"),
    (VERDICT, "[[A]] - Assistant 2 is better"),
    (VERDICT, "[[C]] - Assistant A is better"),
    (FIVE, "[[A=B]] - Assistant A is better"),
    (FIVE, "[[A>B]] - B is slightly better"),
]


@pytest.mark.parametrize(("template", "text"), BEFORE_G6)
def test_a_verdict_its_explanation_contradicts_is_ambiguous(template, text):
    assert parse_completion(text, template, "stop").status == AMB, text


# an explanation that agrees with the verdict keeps it (read before the fix too)
@pytest.mark.parametrize(
    ("text", "expected"),
    [("[[A]] - A is better", A), ("[[A]] - So, Assistant A is better.", A)],
)
def test_an_explanation_that_agrees_keeps_the_verdict(text, expected):
    p = parse_completion(text, VERDICT, "stop")
    assert (p.status, (p.score_first, p.score_second)) == ("ok", expected), text


# --- G5: a verdict attributed to someone else, or called a stand-in, on its own line ------------------

PROMETHEUS = load_template("prometheus-absolute")

# before the fix each was read as the judge's verdict
BEFORE_G5 = [
    (VERDICT, "The previous judge wrote: [[A]]"),
    (VERDICT, "Another reviewer said [[A]]"),
    (VERDICT, "Random verdict: [[A]]"),
    (VERDICT, "Coin flip: [[A]]"),
    (VERDICT, "[[A]] - by default"),
    (VERDICT, "[[A]] - random choice"),
    (FIVE, "The previous judge wrote: [[A>>B]]"),
    (SINGLE, "The previous judge wrote: Rating: [[9]]"),
    (PROMETHEUS, "The previous judge wrote: [RESULT] 5"),
    (REWARD, 'The previous judge wrote: {"winner": "A", "score_1": 9, "score_2": 1}'),
]


@pytest.mark.parametrize(("template", "text"), BEFORE_G5)
def test_an_attributed_or_stand_in_verdict_on_its_line_is_no_verdict(template, text):
    assert parse_completion(text, template, "stop").status == NO, text


# the judge's own wording that shares a word with an attribution keeps the verdict (read before too)
@pytest.mark.parametrize("text", ["My final verdict, as stated above: [[A]]"])
def test_the_judges_own_wording_keeps_the_verdict(text):
    p = parse_completion(text, VERDICT, "stop")
    assert (p.status, (p.score_first, p.score_second)) == ("ok", A), text


# Read as the verdict up to parser version 25; version 26 reads the rest of the verdict's line by the closed list of
# parsing/closing.py (a closing that restates the verdict, or a pleasantry), and these are neither.
@pytest.mark.parametrize(
    "text", ["[[A]] - a clear win", "[[C]] - Assistant A is as good as B", "[[A]] - Assistant A answered correctly"]
)
def test_the_rest_of_the_verdicts_line_outside_the_closed_list_is_a_failure(text):
    assert parse_completion(text, VERDICT, "stop").status == AMB, text
