"""Parser version 40 (issue 13): adversarial pass 36 on version 39 (3 High, 3 Medium, 3 Low). Rows are the report's
reproductions; the expected value is what a reader of the completion sees, worked out by hand.

- H1: a conclusion whose causal reason names the other side (``Overall, Assistant B is better because Assistant A is
  wrong.``) is read without its reason (``parsing/conclusion.py``);
- H2: a loser-subject comparison (``B falls short of A``) decides only for a quality the loser has less of, not
  negated, governed, hedged, restricted to an aspect or weighed against another quality (``parsing/decided.py``);
- H3: a reason or concession cut off after a decision is still read for doubt, conditions, retractions and quotes;
  hypotheticals (``would be better``), quoted decisions and a reader's view are no decision."""

import pytest

from tests.helpers.parsing_cases import FAILED
from tests.helpers.parsing_cases import got as _got

PW, AH = "mt-bench-pairwise", "arena-hard"
A, B = (1.0, 0.0), (0.0, 1.0)
E = "Both responses address the question about sorting a list in Python.\n\n"
ST = "It's hard to say which response is better. "

REASON_NAMES_A = [
    "Overall, Assistant B is better because Assistant A is wrong.",
    "I choose Assistant B because Assistant A ignores the edge case.",
    "Assistant B is the better response, as Assistant A contains a factual error.",
    "Overall, Assistant B is better, given that Assistant A is incomplete.",
]


@pytest.mark.parametrize("text", REASON_NAMES_A)
def test_a_conclusion_for_b_whose_reason_names_a_contradicts_a_verdict_for_a(text):
    assert _got(PW, E + text + "\n\n[[A]]") in FAILED
    assert _got(PW, E + text + "\n\n[[A]]", forced=5) in FAILED
    assert _got(PW, E + text + "\n\n[[B]]") == B


def test_an_own_side_conclusion_whose_reason_names_the_other_side_contradicts_a_verdict_for_it():
    assert _got(PW, E + "Overall, Assistant A is better because Assistant B is wrong.\n\n[[B]]", forced=5) in FAILED


def test_arena_hard_conclusion_with_a_reason_naming_the_loser():
    text = E + "In conclusion, Assistant A is slightly better because Assistant B has a minor error.\n\n"
    assert _got(AH, text + "My final verdict is: [[B>A]]", forced=7) in FAILED


NO_DECISION = [
    # H2
    "Assistant B is less verbose than Assistant A.",
    "Assistant B is less confusing than Assistant A.",
    "Assistant B is not worse than Assistant A.",
    "Assistant B is no worse than Assistant A.",
    "I wouldn't say Assistant B falls short of Assistant A.",
    "Assistant B is less accurate than Assistant A but more complete.",
    "Assistant B falls short of Assistant A in formatting only.",
    "Assistant B is worse than Assistant A on style.",
    # H3
    "Assistant A is better, although I'm not sure about that.",
    "Assistant A would be better, since it is shorter, if it were correct.",
    "Assistant A seemed better because it was longer, but that was misleading.",
    '"Assistant A is better" is what a naive reader would say.',
    "Is Assistant A better because it is longer? Not necessarily.",
    "Assistant A is better because it is concise, and Assistant B is better because it is thorough.",
]


@pytest.mark.parametrize("text", NO_DECISION)
def test_what_decides_nothing_after_the_statement_keeps_it_undecided(text):
    assert _got(PW, E + ST + text + "\n\n[[A]]", forced=5) == "no_verdict"


DECIDED_A = [
    "Assistant B falls short of Assistant A.",
    "Assistant B is less accurate than Assistant A.",
    "Assistant A is better because Assistant B is wrong.",
    "Overall, Assistant A is better because it covers both cases.",
]


@pytest.mark.parametrize("text", DECIDED_A)
def test_a_decision_after_the_statement_keeps_the_forced_side(text):
    assert _got(PW, E + ST + text + "\n\n[[A]]", forced=5) == A
    assert _got(PW, E + ST + text + "\n\n[[B]]", forced=5) in FAILED
