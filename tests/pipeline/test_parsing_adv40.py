"""Parser version 44 (issue 13): adversarial pass 40 on version 43 (4 High, 1 Medium, 2 Low). Rows are the report's
reproductions; the expected value is what a reader of the completion sees, worked out by hand.

- H1: a remark giving the verdict's side partial credit (``Assistant A also gets it right.``, ``goes with a recursive
  approach``, ``has a slight edge in brevity``, ``Stylistically, Assistant A is better.``) no longer ends the walk
  back: only a whole-answer word read by ``decided.decides`` for the verdict's side, not restricted to an aspect or an
  audience, does (``parsing/conclusion.py``);
- H2: a tail counts as praise of the other side only when said of it (``is more accurate``, ``is better``, ``which
  matters more``), not ``could use more examples``, ``needs more work``, ``doesn't provide what the user asked for``
  (``parsing/main_clause.py``);
- H3: a weighing opening after a loser-subject comparison weighs unless it only piles a fault on the loser
  (``However, it is concise and to the point.`` weighs); H4: ``looks slightly better`` is a hedge;
- M1: ``which is crucial``, ``which is a major oversight``, ``, and more repetitive`` are faults, not weighing."""

import pytest

from tests.helpers.parsing_cases import FAILED
from tests.helpers.parsing_cases import got as _got

PW, AH = "mt-bench-pairwise", "arena-hard"
A, B = (1.0, 0.0), (0.0, 1.0)
E = "Both responses address the question about sorting a list in Python.\n\n"
ST = "It's hard to say which response is better. "

PARTIAL_CREDIT = [
    "Overall, Assistant B is better. Assistant A also gets it right.",
    "Therefore, Assistant B provides the better response. Assistant A goes with a recursive approach.",
    "Overall, Assistant B is better. Stylistically, Assistant A is better.",
    "Overall, Assistant B is better. Assistant A is preferable for beginners.",
]


@pytest.mark.parametrize("text", PARTIAL_CREDIT)
def test_partial_credit_after_a_conclusion_does_not_hide_it(text):
    # version 43 stopped the walk at the remark and kept the verdict for A
    assert _got(PW, E + text + "\n\n[[A]]", forced=5) in FAILED
    assert _got(PW, E + text + "\n\n[[A]]") in FAILED
    assert _got(PW, E + text + "\n\n[[B]]", forced=5) == B


def test_partial_credit_after_a_tie_does_not_hide_it():
    text = E + "Overall, both responses are equally good. Assistant A goes with a different approach."
    assert _got(PW, text + "\n\n[[A]]", forced=5) in FAILED


FAULT_TAILS = [
    "Overall, Assistant A is more helpful and accurate, while Assistant B could use more examples.",
    "Assistant A is more accurate, whereas Assistant B doesn't provide what the user asked for.",
]


@pytest.mark.parametrize("text", FAULT_TAILS)
def test_a_fault_of_the_other_side_in_any_wording_supports_the_conclusion(text):
    assert _got(PW, E + text + "\n\n[[B]]", forced=5) in FAILED
    assert _got(PW, E + text + "\n\n[[A]]", forced=5) == A


def test_the_judges_own_verdict_after_a_fault_tail_is_kept():
    text = E + "Assistant B is more thorough. Assistant A is more accurate, and Assistant B needs more work.\n\n[[A]]"
    assert _got(PW, text) == A


NO_DECISION = [
    "Assistant B is less detailed than Assistant A. However, it is concise and to the point.",
    "Assistant B is less detailed than Assistant A. Nevertheless, it has fewer errors.",
    "Assistant A looks slightly better.",
    "Assistant A looks much stronger.",
]


@pytest.mark.parametrize("text", NO_DECISION)
def test_what_decides_nothing_after_the_statement_keeps_it_undecided(text):
    assert _got(PW, E + ST + text + "\n\n[[A]]", forced=5) == "no_verdict"
    assert _got(AH, E + ST + text + "\n\nMy final verdict is: [[A>B]]", forced=7) in FAILED


DECIDED_A = [
    "Assistant B is less accurate than Assistant A, which is a major oversight.",
    "Assistant B is less accurate than Assistant A, and more repetitive.",
]


@pytest.mark.parametrize("text", DECIDED_A)
def test_another_fault_of_the_loser_keeps_the_decision(text):
    assert _got(PW, E + ST + text + "\n\n[[A]]", forced=5) == A
