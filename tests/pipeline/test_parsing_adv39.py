"""Parser version 43 (issue 13): adversarial pass 39 on version 42 (4 High, 4 Medium, 2 Low; the four High ones
version 42 regressions). Rows are the report's reproductions; the expected value is what a reader of the completion
sees, worked out by hand.

- H1: a follow-up with a decision word that decides nothing (``Assistant A's code won't compile.``, ``Assistant B also
  uses better variable names.``) no longer ends the walk back from the verdict; a sentence ends it only when
  ``decided.decides`` reads it for the verdict's own side (``parsing/conclusion.py``);
- H2, H3: a tail that adds a fault of the other side (``whereas Assistant A is less accurate``, ``while Assistant B
  misses important details``, ``and Assistant B makes more errors``) supports the conclusion before it; only praise of
  the other side makes a trade-off (``parsing/main_clause.py``);
- H4: a loser's shortfall is weighed by any praise but a fault (``, and more practical``, ``which is appropriate``),
  and ``looks stronger``, ``looks the better``, ``I haven't tested it`` are hedges (``parsing/decided.py``);
- M1: a weighing opening (``At the same time,``) that only piles a fault on the loser weighs nothing (version 44:
  anything else weighs, ``However, it is concise and to the point.``, adversarial pass 40 H3)."""

import pytest

from tests.helpers.parsing_cases import FAILED
from tests.helpers.parsing_cases import got as _got

PW, AH, LB = "mt-bench-pairwise", "arena-hard", "llmbar-vanilla"
A, B = (1.0, 0.0), (0.0, 1.0)
E = "Both responses address the question about sorting a list in Python.\n\n"
E2 = (
    "Assistant A explains the sorted() builtin and gives an example. Assistant B uses list.sort() and mentions the "
    "key argument.\n\n"
)
ST = "It's hard to say which response is better. "

FOLLOW_UPS = [
    "Overall, Assistant B is better. Assistant A's code won't compile.",
    "Overall, Assistant B is better. Assistant B also uses better variable names.",
    "Therefore, Assistant B provides the better response. Assistant B chose a cleaner approach.",
]


@pytest.mark.parametrize("text", FOLLOW_UPS)
def test_a_follow_up_that_decides_nothing_does_not_hide_the_conclusion(text):
    # version 42 stopped at the decision word and kept a verdict against the conclusion
    assert _got(PW, E2 + text + "\n\n[[A]]", forced=5) in FAILED
    assert _got(PW, E2 + text + "\n\n[[A]]") in FAILED
    assert _got(PW, E2 + text + "\n\n[[B]]", forced=5) == B


def test_a_follow_up_for_the_same_side_does_not_hide_the_conclusion():
    text = E + "In conclusion, Assistant A is more helpful and accurate. Assistant A shows the preferred way to do it."
    assert _got(PW, text + "\n\n[[B]]", forced=5) in FAILED


FAULT_TAILS = [
    ("Assistant B is more helpful, whereas Assistant A is less accurate and less complete.", B),
    ("Assistant A is more accurate, while Assistant B misses important details.", A),
    ("Overall, Assistant A is more helpful and accurate, while Assistant B is less clear.", A),
    ("Assistant A is more correct; Assistant B makes a more basic mistake in the loop.", A),
]


@pytest.mark.parametrize(("text", "winner"), FAULT_TAILS)
def test_a_fault_of_the_other_side_supports_the_conclusion(text, winner):
    loser = "[[B]]" if winner == A else "[[A]]"
    own = "[[A]]" if winner == A else "[[B]]"
    assert _got(PW, E + text + "\n\n" + loser, forced=5) in FAILED
    assert _got(PW, E + text + "\n\n" + own, forced=5) == winner


def test_the_latest_conclusion_with_a_fault_tail_keeps_the_judges_own_verdict():
    # pass 39 H3: the sentence was passed over and the earlier conclusion for B failed the judge's own [[A]]
    text = E + "Assistant B is more thorough. Assistant A is more accurate, and Assistant B makes more errors."
    assert _got(PW, text + "\n\n[[A]]") == A
    assert _got(PW, text + "\n\n[[B]]", forced=5) in FAILED
    assert _got(AH, text + "\n\nMy final verdict is: [[A>B]]", forced=7) == (0.75, 0.25)


NO_DECISION = [
    "Assistant B is less thorough than Assistant A, and more practical.",
    "Assistant B is less thorough than Assistant A, which is appropriate for a quick question.",
    "Assistant A looks stronger, though I haven't tested it.",
    "Assistant A looks the better of the two, though I can't run the code.",
    "Assistant A looks to be better, but I can't run the code.",
]


@pytest.mark.parametrize("text", NO_DECISION)
def test_what_decides_nothing_after_the_statement_keeps_it_undecided(text):
    assert _got(PW, E + ST + text + "\n\n[[A]]", forced=5) == "no_verdict"


DECIDED_A = [
    "Assistant B is less accurate than Assistant A. At the same time, it is also more verbose.",
    "Assistant B is less accurate than Assistant A. Nonetheless, it contains no outright errors.",
    "Overall, Assistant A is better, and it looks at the edge cases too.",
]


@pytest.mark.parametrize("text", DECIDED_A)
def test_a_decision_after_the_statement_is_read(text):
    # version 42 read each as no decision (M1; `it looks at` is the verb)
    assert _got(PW, E + ST + text + "\n\n[[A]]", forced=5) == A
