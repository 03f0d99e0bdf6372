"""Parser version 39 (issue 13): adversarial pass 35 on version 38 (5 High, 5 Medium, 3 Low) and two Medium ones left
from pass 34. Rows are the reports' reproductions; the expected value is what a reader of the completion sees, worked
out by hand.

- 35 H1: after an undecided statement, a clause that names one side with a decision word about something else (``uses
  better variable names``, ``does its best``, ``helps the user pick``), negated by a governing clause (``That doesn't
  mean ...``, ``I'm not convinced ...``), led by an aspect (``Accuracy-wise,``), reported (``argues that``) or taken
  back is no decision (``parsing/decided.py``);
- 35 H2: decisions version 38 missed: a reason or a concession after a whole-answer decision (``because it covers both
  cases``, ``even though Assistant B is more concise``), a comparison leading the clause (``Compared to Assistant B,``),
  the loser as subject (``Assistant B falls short of Assistant A``), ``has a slight edge``, ``is the clear choice``,
  ``My vote goes to``, ``the former``;
- 35 H3: a conclusion for the other side with a reason (``Assistant B is better because ...``, ``..., as it ...``,
  ``... due to ...``, ``...: ...``) contradicts the verdict (``parsing/conclusion.py``);
- 35 H5: the tie-like phrases of a line are told apart from one side's detail with the line's side names found once
  (``parsing/no_preference.py``);
- 34 M4: contractions without an apostrophe, or with a backtick for it (``I cant decide``, ``Im torn.``), read as
  written with one (``parsing/apostrophes.py``);
- 34 M6: a tie said before two scores far apart (``Both are equally good.`` then 8 and 3) contradicts them, forced or
  not; close scores (8 and 7) stay the judge's reading of a near tie (``contradiction.tie_contradicts``)."""

import pytest

from judge_engine.pipeline.parsing import no_preference
from tests.helpers.parsing_cases import FAILED
from tests.helpers.parsing_cases import got as _got

PW, AH, PV, FE = "mt-bench-pairwise", "arena-hard", "pairwise-verdict", "faireval-scoring"
A, B, TIE = (1.0, 0.0), (0.0, 1.0), (0.5, 0.5)
E = "Both responses explain the idea; each has minor issues.\n\n"

NO_DECISION = [
    "I can't decide which is better. Assistant A uses better variable names.",
    "I can't decide which is better. That doesn't mean Assistant A is better.",
    "It's hard to say which response is better. I'm not convinced Assistant A is better.",
    "It's hard to say which response is better. Assistant A explains how to choose a learning rate.",
    "It's hard to say which response is better. Accuracy-wise, Assistant A is better.",
    "It's hard to say which response is better. For a beginner, Assistant A is better; for an expert, Assistant B.",
    "It's hard to say which response is better. Assistant A argues that Python is better than Java for this task.",
    "It's hard to say which response is better. Earlier I said Assistant A was better, but I take that back.",
    "I can't decide which is better. Assistant A does its best to answer.",
    "I can't decide which is better. Assistant A helps the user pick a laptop.",
    "I can't decide which is better. Assistant A correctly names France as the winner.",
    "I can't decide which is better. Assistant A recommends a more accurate thermometer.",
    "I can't decide which is better. Assistant A is better formatted.",
    "I can't decide which is better. Assistant A is correct about the date.",
    "I can't decide which is better. I doubt Assistant A is better.",
    "I can't decide which is better. Many would say Assistant A is better, but I disagree.",
    "I can't decide which is better. Assistant A is not more accurate.",
    "I can't decide which is better. I would not pick Assistant A.",
]
DECIDED_A = [
    "It's hard to say which response is better. Ultimately, Assistant A better addresses the user's question.",
    "It's hard to say which is better. Assistant A is not only more accurate but also clearer.",
    "I can't decide which is better. If I had to choose, I'd pick Assistant A.",
    "It's hard to say which response is better. If forced to choose, Assistant A.",
    "It's hard to say which response is better. Overall, Assistant A is the better response.",
    "Style is a toss-up; on substance, Assistant A is clearly better.",
    # H2: decisions version 38 missed
    "It's hard to say which response is better. Overall, Assistant A is better because it covers both cases.",
    "It's hard to say which response is better. Assistant A is better overall, even though Assistant B is more concise.",
    "It's hard to say which response is better. Compared to Assistant B, Assistant A is better.",
    "It's hard to say which response is better. Assistant B falls short of Assistant A.",
    "It's hard to say which response is better. Assistant B is less accurate than Assistant A.",
    "It's hard to say which response is better. Assistant A has a slight edge.",
    "It's hard to say which response is better. Assistant A is the clear choice.",
    "It's hard to say which response is better. My vote goes to Assistant A.",
    "It's hard to say which response is better. I'd say the former is better.",
]
# a concession after a quality, not a whole-answer word, is still a trade-off (pass 33 H2)
TRADE_OFF = "It's hard to say which is better. Assistant A is more accurate, though less complete."


def test_a_concession_after_a_quality_is_a_trade_off():
    assert _got(PW, E + TRADE_OFF + "\n\n[[A]]", forced=5) == "no_verdict"


@pytest.mark.parametrize("text", NO_DECISION)
def test_a_clause_about_something_else_after_the_statement_is_no_decision(text):
    assert _got(PW, E + text + "\n\n[[A]]", forced=5) == "no_verdict"


@pytest.mark.parametrize("text", DECIDED_A)
def test_a_decision_after_the_statement_keeps_the_forced_side(text):
    assert _got(PW, E + text + "\n\n[[A]]", forced=5) == A
    assert _got(PW, E + text + "\n\n[[B]]", forced=5) in FAILED


CONCLUSIONS_B = [
    "Overall, Assistant B is better because it is more accurate.",
    "Overall, Assistant B provides the better response, as it correctly identifies the bug.",
    "In conclusion, Assistant B is the better response due to its accuracy.",
    "Overall, Assistant B is better: it is accurate and concise.",
    "Assistant B is better since it handles the edge case.",
]


@pytest.mark.parametrize("text", CONCLUSIONS_B)
def test_a_conclusion_for_b_with_a_reason_contradicts_a_verdict_for_a(text):
    assert _got(PW, E + text + "\n\n[[A]]") in FAILED
    assert _got(PW, E + text + "\n\n[[A]]", forced=5) in FAILED
    assert _got(AH, E + text + "\n\nMy final verdict is: [[A>B]]", forced=7) in FAILED
    assert _got(PW, E + text + "\n\n[[B]]") == B


def test_a_conclusion_for_the_verdicts_own_side_with_a_reason_keeps_it():
    assert _got(PW, E + "Overall, Assistant A is better because it is more accurate.\n\n[[A]]") == A


@pytest.mark.parametrize(
    "text",
    [
        "I cant decide which is better.",
        "Its hard to say which response is better.",
        "I can`t decide which is better.",
        "Im not sure which response is better.",
        "I dont know which is better.",
    ],
)
def test_a_statement_without_its_apostrophe_before_a_forced_verdict_gets_no_verdict(text):
    assert _got(PW, E + text + "\n\n[[A]]", forced=5) == "no_verdict"


def test_a_tie_without_its_apostrophe_keeps_a_forced_tie():
    assert _got(PW, E + "Im torn.\n\n[[A]]", forced=5) in FAILED
    assert _got(PW, E + "Im torn.\n\n[[C]]", forced=5) == TIE


def test_possessive_its_and_the_word_id_are_left_as_written():
    # "its clear structure" is a possessive, not "it's clear": the verdict stands
    text = E + "Assistant A is praised for its clear structure. Assistant A is better.\n\n[[A]]"
    assert _got(PW, text) == A


@pytest.mark.parametrize("forced", [False, True])
def test_a_tie_said_before_scores_far_apart_contradicts_them(forced):
    tail = "\nScore of the Assistant 1: 8\nScore of the Assistant 2: 3"
    text = "Both are equally good.\n" + tail
    assert _got(FE, text, forced=len(tail) if forced else 0) == "ambiguous"


@pytest.mark.parametrize("forced", [False, True])
def test_a_tie_said_before_close_scores_keeps_them(forced):
    tail = "\nScore of the Assistant 1: 8\nScore of the Assistant 2: 7"
    text = "Both are equally good.\n" + tail
    assert _got(FE, text, forced=len(tail) if forced else 0) == (8.0, 7.0)


def test_the_side_names_of_a_line_are_found_once_for_all_its_tie_like_phrases(monkeypatch):
    """Pass 35 H5: 64 KB of ``50/50 `` took 1.25 s because each tie-like phrase re-read 400 characters for side
    names. Count the side-name scans of one long line: one per line, not one per phrase."""
    calls = []
    real = no_preference.SIDE

    class Counting:
        def finditer(self, *args):
            calls.append(args[1:])
            return real.finditer(*args)

    monkeypatch.setattr(no_preference, "SIDE", Counting())
    assert _got(PV, E + "50/50 " * 1000 + "\n[[A]]", forced=5) in FAILED
    assert 0 < len(calls) <= 4
