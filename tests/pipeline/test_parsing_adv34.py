"""Parser version 38 (issue 13): adversarial pass 34 on version 37 (7 High, 6 Medium, 2 Low; report in the closing
note of issue 13). Rows are the report's reproductions; the expected value is what a reader of the completion sees,
worked out by hand.

- H1, H2, H6: more wordings of not deciding, of no preference and of an undecided rating before a forced verdict;
- H3: a negated comparison of both sides, ``better written but less accurate``, a hedge (``arguably``), a retraction
  (``At first I thought ..., but I'm no longer sure``) or a negating governing clause (``I wouldn't say ...``) after
  the statement is no decision;
- H4: ``I can't decide which is better`` read as a refusal before the rules that read what the judge decides after it
  (``If I had to choose, I'd pick Assistant A.``), forced or written by the judge, and a tie given as its reason;
- H5: more conclusion lead-ins and shapes before the verdict (``Based on these factors, Assistant B is better.``,
  ``My final verdict is that ...``, ``Assistant B followed the instructions better.``, ``Overall, Assistant B.``);
- H7: a decision after the statement (``If forced to choose, Assistant A.``, ``Assistant A edges out Assistant B.``);
- M1, M2: a tie-like phrase about one side's detail, or a stray tie word after the statement, is no tie."""

import pytest

from tests.helpers.parsing_cases import FAILED
from tests.helpers.parsing_cases import got as _got

PW, AH, S, P = "mt-bench-pairwise", "arena-hard", "mt-bench-single-v1", "prometheus-absolute"
A, B, TIE = (1.0, 0.0), (0.0, 1.0), (0.5, 0.5)
E = "Assistant A gives a correct, complete answer with code. Assistant B makes an arithmetic error in step 2.\n\n"
SE = "The response is accurate and well organized, with one minor omission.\n\n"

UNDECIDED = [
    "I can't say one is better than the other.",
    "It's not clear to me which response is better.",
    "Without being able to run the code, I cannot determine which assistant is correct.",
    "I read both twice but still can't decide which is better.",
    "Neither cites sources, and honestly I can't tell which is better.",
    "I'm struggling to decide which is better.",
    "I am unable to make a judgment on which response is superior.",
    "There's not enough information to judge.",
    "More context is needed to determine which response is better.",
    "The responses are not comparable.",
    "The winner is unclear.",
    "I'm not sure.",
    "I have no idea which is better.",
    "I'll abstain.",
    "I'm going to have to pass on this one.",
    "Both responses are empty; there is nothing to judge.",
    # H3: what follows decides nothing
    "It's hard to say which response is better. Assistant A is not better than Assistant B.",
    "It's hard to say which response is better. Assistant A is better written but less accurate.",
    "It's hard to say which response is better. Assistant A is arguably better.",
    "It's hard to say which response is better. At first I thought Assistant A was better, but I'm no longer sure.",
    "It's hard to say which response is better. I wouldn't say Assistant A is better.",
    "It's hard to say which response is better. Is Assistant A better? Possibly.",
    # M2: a stray tie word
    "I can't decide which is better. Assistant B's code has a tie-breaking bug.",
]
TIE_LIKE = [
    "This is a tie.",
    "They're tied.",
    "I don't see a clear winner.",
    "Neither assistant outperforms the other.",
    "I don't prefer either one.",
    "It's a wash.",
    "Both did equally well.",
    "There's no real difference between the two.",
    "I can't determine a winner because both are equally good.",
]
DECIDED_A = [
    "I can't decide which is better. If I had to choose, I'd pick Assistant A.",
    "I cannot determine which response is better. However, Assistant A is more accurate overall.",
    "It's hard to say which response is better. If forced to choose, Assistant A.",
    "It's hard to say which response is better. That said, Assistant A edges out Assistant B.",
    "It's hard to say which response is better. Assistant A is no doubt better.",
    # M1: a tie-like phrase about one side's detail
    "Assistant A correctly identifies that the coin flip is 50/50.",
]


@pytest.mark.parametrize("text", UNDECIDED)
def test_an_undecided_judge_before_a_forced_verdict_gets_no_verdict(text):
    assert _got(PW, E + text + "\n\n[[A]]", forced=5) == "no_verdict"


@pytest.mark.parametrize("text", TIE_LIKE)
def test_a_tie_said_keeps_a_forced_tie_and_contradicts_a_forced_side(text):
    assert _got(PW, E + text + "\n\n[[C]]", forced=5) == TIE
    assert _got(PW, E + text + "\n\n[[A]]", forced=5) in FAILED


def test_a_tie_said_contradicts_a_forced_side_on_arena_hard():
    assert _got(AH, E + "Both are roughly equal.\n\nMy final verdict is: [[A>B]]", forced=7) in FAILED


@pytest.mark.parametrize("text", DECIDED_A)
def test_a_judge_that_decides_for_the_forced_side_keeps_it(text):
    assert _got(PW, E + text + "\n\n[[A]]", forced=5) == A


def test_a_decision_after_the_statement_keeps_the_judges_own_verdict_and_contradicts_another():
    text = E + "I can't decide which is better. If I had to choose, I'd pick Assistant A.\n\n"
    assert _got(PW, text + "[[A]]") == A
    assert _got(PW, text + "[[B]]") in FAILED
    assert _got(PW, text + "[[B]]", forced=5) in FAILED


CONCLUSIONS_B = [
    "Based on these factors, Assistant B is better.",
    "My final verdict is that Assistant B is better.",
    "It is clear that Assistant B is better.",
    "On the whole, Assistant B is better.",
    "Assistant B followed the instructions better.",
    "Assistant B followed the user's instructions more closely.",
    "Assistant B answered the question more accurately.",
    "Assistant B's answer better satisfies the instruction.",
    "Assistant A is incorrect, so Assistant B is better.",
    "Overall, Assistant B.",
    "Assistant A loses.",
    "I find Assistant B more helpful.",
    "To sum up, Assistant B provided the superior response.",
    "Assistant B does a better job following the user's instructions and answering the user's question.",
]


@pytest.mark.parametrize("text", CONCLUSIONS_B)
def test_a_conclusion_for_b_contradicts_a_verdict_for_a(text):
    assert _got(PW, E + text + "\n\n[[A]]") in FAILED
    assert _got(PW, E + text + "\n\n[[A]]", forced=5) in FAILED
    assert _got(PW, E + text + "\n\n[[B]]") == B


@pytest.mark.parametrize(
    "text",
    [
        "I'm not sure what rating this deserves.",
        "Rating: undecided.",
        "It's hard to score this one.",
        "Scoring this is difficult.",
        "I'm uncertain about the rating.",
        "I'm having trouble deciding on a score.",
    ],
)
def test_an_undecided_rating_before_a_forced_rating_gets_no_verdict(text):
    assert _got(S, SE + text + "\n\nRating: [[7]]", forced=5) == "no_verdict"
