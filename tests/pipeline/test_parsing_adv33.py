"""Parser version 37 (issue 13): adversarial pass 33 on version 36 (5 High, 5 Medium, 3 Low; the rows below rebuild
its findings from the pass's summary).

- H1: more undecided and no-preference wordings before a forced verdict (``... which assistant did a better job``,
  ``I have no strong preference.``, ``There is no obvious winner.``, ``It could go either way.``, ``I'm torn.``);
- H2: after the statement, a clause that names one side is no decision when it is negated (``Assistant A is not
  better``), restricted to an aspect (``better at formatting``) or weighs a quality against a shortfall (``more
  accurate but less complete``);
- H3: ``Assistant B did a better job of answering the user's question.`` and ``... follows the user's instructions
  and answers the user's question better.`` conclude for B;
- H4 (linear time) is in ``test_parsing_linear.py``;
- H5: an undecided statement or a refusal after a negation in its own sentence (``I can't run the code, so I can't
  decide which is better.``) counts; a condition (``If I can't decide ...``) still does not;
- M: ``I can't decide on a rating.``, ``I can't settle on a score.`` before a forced single rating.

The expected value is what a reader of the completion sees, worked out by hand."""

import pytest

from tests.helpers.parsing_cases import FAILED
from tests.helpers.parsing_cases import got as _got

PW, AH, S = "mt-bench-pairwise", "arena-hard", "mt-bench-single-v1"
A, B = (1.0, 0.0), (0.0, 1.0)
E = "Assistant A gives a correct, complete answer with code. Assistant B makes an arithmetic error in step 2.\n\n"
SE = "The response is accurate and well organized, with one minor omission.\n\n"

UNDECIDED = [
    "I can't decide which assistant did a better job.",
    "I can't tell which one did a better job.",
    "It's hard to say which response did a better job.",
    "I'm not sure which one did a better job.",
    "It's unclear which one did a better job.",
    "I'm having a hard time deciding which is better.",
    "I can't pick one.",
    # H5: a negation earlier in the sentence
    "I can't run the code, so I can't decide which is better.",
    "Since neither cites sources, I cannot determine which is better.",
    "I did not find errors, and I can't say which is better.",
    "I can't run the code, so I cannot evaluate this.",
    # H2: what follows decides nothing
    "It's hard to say which is better. Assistant A is more accurate but less complete.",
    "It's hard to say which is better. Assistant A is more accurate, though less concise.",
    "It's hard to say which is better. Assistant A is not better overall.",
    "It's hard to say which is better. Assistant A isn't more accurate.",
    "It's hard to say which is better. Assistant A does not do better.",
    "It's hard to say which is better. Assistant A is better in terms of formatting.",
    "It's hard to say which is better. Assistant A is more accurate on the dates.",
    "It's hard to say which is better. Assistant A is better at formatting.",
]
TIE_LIKE = [
    "I have no strong preference.",
    "There is no obvious winner.",
    "It could go either way.",
    "Honestly, this one could go either way.",
    "I don't have a strong preference between the two.",
    "I have no particular preference.",
    "There's no clear-cut winner.",
    "No clear winner emerges.",
    "I'm torn.",
]
DECIDED_A = [
    "It's hard to say which is better. Assistant A is better, though less concise.",
    "It's hard to say which is better. Assistant A is better because it has no errors.",
    "It's hard to say which is better. Assistant A doesn't have errors and is better.",
    "It's hard to say which is better. Assistant A is not only more accurate but also clearer.",
    "There's no clear winner on style, but on accuracy Assistant A wins.",
    "The formatting could go either way, but Assistant A is correct.",
    "If I can't decide which is better, I say so. Assistant A is better.",
]


@pytest.mark.parametrize("text", UNDECIDED)
def test_an_undecided_judge_before_a_forced_verdict_gets_no_verdict(text):
    assert _got(PW, E + text + "\n\n[[A]]", forced=5) == "no_verdict"


@pytest.mark.parametrize("text", TIE_LIKE)
def test_no_preference_keeps_a_forced_tie_and_contradicts_a_forced_side(text):
    assert _got(PW, E + text + "\n\n[[C]]", forced=5) == (0.5, 0.5)
    assert _got(PW, E + text + "\n\n[[A]]", forced=5) in FAILED


@pytest.mark.parametrize("text", DECIDED_A)
def test_a_judge_that_decides_for_the_forced_side_keeps_it(text):
    assert _got(PW, E + text + "\n\n[[A]]", forced=5) == A


CONCLUSIONS_B = [
    "Assistant B did a better job of answering the user's question.",
    "Assistant B follows the user's instructions and answers the user's question better.",
    "Assistant B better follows the user's instructions.",
    "Overall, Assistant B did a better job at addressing the user's request.",
]


@pytest.mark.parametrize("text", CONCLUSIONS_B)
def test_a_conclusion_for_b_contradicts_a_verdict_for_a(text):
    assert _got(PW, E + text + "\n\n[[A]]") in FAILED
    assert _got(PW, E + text + "\n\n[[A]]", forced=5) in FAILED
    assert _got(PW, E + text + "\n\n[[B]]") == B


def test_the_same_conclusion_for_the_verdicts_side_keeps_it():
    assert _got(PW, E + "Assistant A did a better job of answering the user's question.\n\n[[A]]") == A


@pytest.mark.parametrize("text", ["I can't decide on a rating.", "I can't settle on a score."])
def test_an_undecided_rating_before_a_forced_rating_gets_no_verdict(text):
    assert _got(S, SE + text + "\n\nRating: [[7]]", forced=5) == "no_verdict"
