"""Parser version 42 (issue 13): adversarial pass 38 on version 41 (6 High, 4 Medium, 3 Low). Rows are the report's
reproductions; the expected value is what a reader of the completion sees, worked out by hand.

- H1: a tail about the other side that compares too (``Assistant B is more thorough, whereas Assistant A is more
  accurate, which matters more``) is cut only after a whole-answer head: the sentence is a trade-off, not a
  conclusion for B (``parsing/main_clause.py``; a version 41 regression);
- H2: a sentence naming a side with a decision word that is no listed conclusion (``After testing, Assistant A is
  better.``) ends the walk back, as does ``Make that Assistant A.`` (a version 41 regression);
- H3: ``provided``/``in case``/``as long as`` inside a reason, and ``looking at``, are no hedges (a version 41
  regression); H4: another fault of the loser (``which is a serious problem``, ``and more verbose``) is no weighing (a
  version 41 regression); H5: more hedges (``apparently``, ``I'd imagine``) and weighing openings (``Even so,``);
- H6: more rubric leads (``Taking into account helpfulness, relevance, accuracy and level of detail,``);
- M2: a criteria split (``In terms of clarity, B is better; in terms of accuracy, A is.``) is no conclusion."""

import pytest

from tests.helpers.parsing_cases import FAILED
from tests.helpers.parsing_cases import got as _got

PW, AH = "mt-bench-pairwise", "arena-hard"
A, B = (1.0, 0.0), (0.0, 1.0)
E = "Both responses address the question about sorting a list in Python.\n\n"
E2 = (
    "Assistant A explains the sorted() builtin and gives an example. Assistant B uses list.sort() and mentions the "
    "key argument.\n\n"
)
ST = "It's hard to say which response is better. "

TRADE_OFFS = [
    "Assistant B is more thorough, whereas Assistant A is more accurate, which matters more for this question.",
    "Assistant B is more thorough: Assistant A is more accurate, which matters more for this question.",
    "Response B is more thorough, whereas Response A is accurate and to the point, which is what the user asked for.",
    "In terms of conciseness and clarity, Assistant B is better; in terms of accuracy, Assistant A is.",
]


@pytest.mark.parametrize("text", TRADE_OFFS)
def test_a_trade_off_is_no_conclusion_for_its_first_side(text):
    # version 41 read the first half as a conclusion for B and failed the judge's own [[A]]
    assert _got(PW, E + text + "\n\n[[A]]", forced=5) == A
    assert _got(PW, E + text + "\n\n[[A]]") == A


def test_a_whole_answer_conclusion_still_drops_its_contrast():
    assert _got(PW, E + "Overall, Assistant B is better, although Assistant A is more concise.\n\n[[A]]") in FAILED
    assert _got(PW, E + "Overall, Assistant B is better; in terms of accuracy, Assistant A is.\n\n[[A]]") in FAILED
    aside = "Overall, Assistant B, although less concise than Assistant A, is the better response."
    assert _got(PW, E + aside + "\n\n[[A]]", forced=5) in FAILED


CORRECTIONS = [
    "Overall, Assistant B is better. After testing, Assistant A is better.",
    "Overall, Assistant B is better. Sorry, I mixed them up: Assistant A is the better response.",
    "Overall, Assistant B is better. Now I prefer Assistant A.",
    "Overall, Assistant B is better. Make that Assistant A.",
]


@pytest.mark.parametrize("text", CORRECTIONS)
def test_a_corrected_conclusion_keeps_the_corrected_verdict(text):
    # version 41 walked past the correction to the conclusion it corrects and failed the verdict
    assert _got(PW, E2 + text + "\n\n[[A]]", forced=5) == A
    assert _got(PW, E2 + text + "\n\n[[A]]") == A


DECIDED_A = [
    "But Assistant A is better because it provided a working example.",
    "Ultimately, Assistant A is better because it handles the empty list in case the user passes one.",
    "Assistant A is better because it keeps the list sorted as long as items are added with bisect.",
    "After looking at the code, Assistant A is better.",
    "Assistant B is less accurate than Assistant A, which is a serious problem.",
    "Assistant B is less accurate than Assistant A, and more verbose.",
]


@pytest.mark.parametrize("text", DECIDED_A)
def test_a_decision_after_the_statement_is_read(text):
    # version 41 read each as no decision (no_verdict)
    assert _got(PW, E + ST + text + "\n\n[[A]]", forced=5) == A
    assert _got(PW, E + ST + text + "\n\n[[B]]", forced=5) in FAILED


NO_DECISION = [
    "Assistant A is apparently better.",
    "Assistant A is better, I'd imagine.",
    "Assistant A is better, as long as the input is small.",
    "Assistant B is less detailed than Assistant A. Even so, it is more accurate.",
    "Assistant B is less detailed than Assistant A. Nonetheless, it is more accurate.",
    "Assistant A is better, at least it looks that way.",
    "Assistant B is less thorough than Assistant A, and it is also more concise.",
]


@pytest.mark.parametrize("text", NO_DECISION)
def test_what_decides_nothing_after_the_statement_keeps_it_undecided(text):
    assert _got(PW, E + ST + text + "\n\n[[A]]", forced=5) == "no_verdict"


LEADS = [
    "Taking into account helpfulness, relevance, accuracy and level of detail, Assistant B is better.",
    "Evaluating helpfulness and accuracy, Assistant B is better.",
    "Judging by accuracy and depth, Assistant B is the better response.",
]


@pytest.mark.parametrize("text", LEADS)
def test_more_rubric_leads_open_a_conclusion(text):
    assert _got(PW, E + text + "\n\n[[A]]", forced=5) in FAILED
    assert _got(AH, E + text + "\n\nMy final verdict is: [[A>B]]", forced=7) in FAILED
    assert _got(PW, E + text + "\n\n[[B]]", forced=5) == B
