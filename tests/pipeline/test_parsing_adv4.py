"""Adversarial pass 4 (issue 13), findings F1, F2, F3: the parser read a verdict the judge rejected, an
error or refusal text, or a rating the judge calls a placeholder.

Every case under a ``BEFORE_*`` list parsed to the rejected or made-up verdict before the fix
(reproductions of /work/tools/reports/adv4-findings.md). The expected value is what a reader of the
completion sees, worked out by hand: the verdict the judge states (``B`` after ``[[A]] would be wrong;``),
or a parse failure where the text does not say which verdict is the judge's own."""

import pytest

from judge_engine.pipeline.parsing import parse_completion
from judge_engine.pipeline.templates import load_template
from tests.helpers.parsing_cases import got as _strict_got

VERDICT = load_template("pairwise-verdict")
MT_PAIR2 = load_template("mt-bench-pair-v2-multi-turn")
SINGLE = load_template("mt-bench-single-v1")
FIVE = load_template("arena-hard")
PROMETHEUS = load_template("prometheus-absolute")
SCORING = load_template("faireval-scoring")
A, B, TIE = (1.0, 0.0), (0.0, 1.0), (0.5, 0.5)
B_GT_A = (0.25, 0.75)  # Arena-Hard's B>A in the five-level score code (parsing/protocols.py FIVE_LEVEL)
NO, AMB = "no_verdict", "ambiguous"

# --- F1: a hedge written after a verdict on its line applies to that verdict ------------------------

# (template, text, the verdict the judge states): the text after the first candidate rejects it and a
# ";" ends that statement, so the second candidate is the judge's verdict
BEFORE_F1_STATED = [
    (VERDICT, "[[A]] would be wrong; my verdict: [[B]]", B),
    (VERDICT, "[[A]] would be unfair to B; so [[B]].", B),
    (MT_PAIR2, "[[A]] would be wrong; [[B]]", B),
    (SINGLE, "Rating: [[8]] would be too generous; Rating: [[3]]", (3.0, None)),
    (SINGLE, "[[9]] would be unfair; [[2]].", (2.0, None)),
    (FIVE, "[[A>B]] is not right; [[B>A]]", B_GT_A),
    (FIVE, "My final verdict is: [[A>>B]] would overstate it; [[B>A]]", B_GT_A),
    # a sentence end instead of ";" (before: ambiguous, both read)
    (VERDICT, "[[A]] would be wrong. [[B]]", B),
    (VERDICT, "[[A]]. Actually, [[B]]", B),
    (SINGLE, "Rating: [[9]]? No way. Rating: [[2]]", (2.0, None)),
    (FIVE, "[[A>B]] is not right. [[B>A]]", B_GT_A),
]


@pytest.mark.parametrize(("template", "text", "stated"), BEFORE_F1_STATED)
def test_a_verdict_rejected_by_the_text_after_it_gives_way_to_the_stated_one(template, text, stated):
    p = parse_completion(text, template, "stop")
    assert (p.status, (p.score_first, p.score_second)) == ("ok", stated), text


# the text between the two candidates holds the hedge but no ";": whether it rejects the first or
# conditions the second is not clear from the line, so neither is read (never the first)
BEFORE_F1_UNCLEAR = [
    (VERDICT, "[[A]]? No: [[B]]"),
    (VERDICT, "[[A]] \u2014 no, on reflection, [[B]]"),
    (VERDICT, "[[A]]. No: [[B]]"),
    (VERDICT, "[[A]]. But no, [[B]]"),
]


@pytest.mark.parametrize(("template", "text"), BEFORE_F1_UNCLEAR)
def test_a_hedge_between_two_verdicts_reads_neither(template, text):
    p = parse_completion(text, template, "stop")
    assert (p.status, p.score_first, p.score_second) == (NO, None, None), text


# lines whose candidates were read right before the fix, and still must be
KEPT = [
    (VERDICT, "[[A]] [[A]]", "ok", A),
    (VERDICT, "I pick [[B]]. Had I more time, maybe [[A]].", "ok", B),  # the hedge is the second's
    (VERDICT, "[[A]], and if forced otherwise, [[B]].", "ok", A),  # the second is the alternative
    (VERDICT, "[[A]] or [[B]]", AMB, (None, None)),
    (SINGLE, "Rating: [[7]] or maybe [[8]]", AMB, (None, None)),
    (SINGLE, "Rating: [[7-8]]", "malformed", (None, None)),
    (SINGLE, "Assistant A: [[8]], Assistant B: [[3]]", AMB, (None, None)),  # two ratings on one line
    (SINGLE, "Format: Rating: [[rating]]\nRating: [[6]]", "ok", (6.0, None)),  # the format's placeholder
    (VERDICT, "Not [[A]]; [[B]]", NO, (None, None)),  # the "not" before both: unchanged
    (VERDICT, "I can't decide between [[A]] and [[B]]", NO, (None, None)),
    (SINGLE, "Rating: [[7]]", "ok", (7.0, None)),
    (SINGLE, "Rating: [[N/A]]", NO, (None, None)),
    (FIVE, "My final verdict is tie: [[A=B]]", "ok", TIE),
]


@pytest.mark.parametrize(("template", "text", "status", "scores"), KEPT)
def test_readings_the_fix_keeps(template, text, status, scores):
    p = parse_completion(text, template, "stop")
    assert (p.status, (p.score_first, p.score_second)) == (status, scores), text


# --- F2: an error or refusal text before a verdict ---------------------------------------------------

BEFORE_F2 = [
    (VERDICT, "Error 429: too many requests [[A]]"),
    (VERDICT, "Error 429: too many requests\n[[C]]"),
    (FIVE, "Error: rate limited. [[A=B]]"),
    (SINGLE, "Error: model overloaded [[5]]"),
    (SINGLE, "ERROR: upstream timeout\nRating: [[5]]"),
    (SINGLE, "Unable to rate.\nDefault Rating: [[5]]"),
    (SINGLE, "Cannot evaluate the response.\nRating: [[5]]"),
    (VERDICT, "Default verdict: [[C]]"),
]


@pytest.mark.parametrize(("template", "text"), BEFORE_F2)
def test_an_error_or_refusal_text_is_no_verdict(template, text):
    p = parse_completion(text, template, "stop")
    assert (p.status, p.score_first, p.score_second) == (NO, None, None), text


# already no_verdict before this fix (parse13d's refusal rule); kept as guards
@pytest.mark.parametrize(
    ("template", "text"),
    [
        (VERDICT, "I am unable to judge these responses.\nDefault verdict: [[C]]"),
        (SCORING, "I cannot evaluate these answers. Default scores:\nAssistant 1: 5\nAssistant 2: 5"),
        (PROMETHEUS, "The format says [RESULT] 5\nI can't evaluate"),
    ],
)
def test_refusals_stay_no_verdict(template, text):
    assert parse_completion(text, template, "stop").status == NO, text


def test_prose_about_errors_is_not_an_error_text():
    text = "Error analysis: Assistant A miscounts the apples; Assistant B does not.\n[[B]]"
    p = parse_completion(text, VERDICT, "stop")
    assert (p.status, p.score_first, p.score_second) == ("ok", *B)


# --- F3: a non-numeric rating where a rating belongs is a failed verdict -----------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Rating: [[5]]\n(placeholder, real rating below)\nRating: [[N/A]]",
        "Rating: [[5]]\nRating: [[none]]",
        "Rating: [[7]]\n\nOn reflection: Rating: [[?]]",
    ],
)
def test_a_placeholder_rating_followed_by_a_non_numeric_one_is_ambiguous(text):
    p = parse_completion(text, SINGLE, "stop")
    assert (p.status, p.score_first) == (AMB, None), text


# Read as the verdict by parser versions up to 25; version 26 reads text after a verdict-last format's verdict
# (the rest of the verdict's line included) by a closed list (``parsing/closing.py``): a sentence passes only as a
# closing that restates the verdict or a pleasantry of listed words. Each of these is neither, so each is now
# ``ambiguous``.
STRICT_V26 = [  # "[[B]]. Assistant B is more accurate." left in stop 53: the winner's grounds are read
    (VERDICT, "[[B]]. Assistant A is more accurate."),
]


@pytest.mark.parametrize(("name", "text"), STRICT_V26)
def test_text_after_the_verdict_outside_the_closed_list_is_a_failure(name, text):
    assert _strict_got(name, text) in ("ambiguous", "no_verdict")
