"""Parser version 41 (issue 13): adversarial pass 37 on version 40 (7 High, 3 Medium, 2 Low) and pass 36's M1-M3.
Rows are the reports' reproductions; the expected value is what a reader of the completion sees, worked out by hand.

- pass 37 H1: a reason or concession naming a side after a conclusion, in more shapes than a bare ``because``
  (``mainly because``, ``whereas``, ``, and``, ``(...)``, ``, as only ...``, ``largely due to``), is cut off before the
  sides are counted (``parsing/main_clause.py``);
- H2: a retraction stops the walk back from the verdict (``Actually, I take that back, since ...``);
- H3: a plain follow-up sentence after a conclusion (``Assistant B is wrong.``) is walked past; a contrast, doubt or
  change of mind still stops the walk;
- H4: appearance and doubt words (``looks``, ``sounds``, ``at a glance``, ``can't be sure``) are hedges;
- H5: a loser-subject comparison weighed in the next clause or sentence (``However, it is more accurate.``,
  ``which is a plus``) decides nothing;
- H6: the loser-subject check is linear (its clause-wide checks run once per clause; counted, not timed);
- H7: GPT-4's rubric opening (``In terms of helpfulness, relevance, accuracy and depth,``) leads a conclusion;
- M1: conditions in a reason tail (``provided``, ``as long as``); M3: ``A is just as good as B`` is a tie;
- pass 36 M1/M2: a tie conclusion may end in a reason (``It's a tie because both are correct.``); M3: a line that
  lists every option (``The options are [[A]], [[B]] or [[C]].``) is the format, not a verdict."""

import pytest

from judge_engine.pipeline.parsing import decided
from tests.helpers.parsing_cases import FAILED
from tests.helpers.parsing_cases import got as _got

PW, PV, AH, FS = "mt-bench-pairwise", "pairwise-verdict", "arena-hard", "faireval-scoring"
A, B = (1.0, 0.0), (0.0, 1.0)
E = "Both responses address the question about sorting a list in Python.\n\n"
ST = "It's hard to say which response is better. "

# pass 37 H1 (and pass 36 p2's colon and dash shapes): B concluded, the reason names A
REASON_NAMES_A = [
    "Overall, Assistant B is better, mainly because Assistant A has a bug.",
    "Overall, Assistant B is better, whereas Assistant A has a bug.",
    "Overall, Assistant B is better, and Assistant A is worse because it is wrong.",
    "Overall, Assistant B is better (Assistant A misses the edge case).",
    "In conclusion, I prefer Assistant B, as only Assistant A has a bug.",
    "Overall, Assistant B is better: Assistant A is less accurate.",
    "Overall, Assistant B is better - Assistant A misses the edge case.",
    "Assistant B is better because Assistant A's answer, though better formatted, is wrong.",
    "Overall, given Assistant A's errors, Assistant B is better.",
]


@pytest.mark.parametrize("text", REASON_NAMES_A)
def test_a_conclusion_for_b_with_a_reason_naming_a_contradicts_a_verdict_for_a(text):
    assert _got(PW, E + text + "\n\n[[A]]", forced=5) in FAILED
    assert _got(PW, E + text + "\n\n[[A]]") in FAILED
    assert _got(PW, E + text + "\n\n[[B]]", forced=5) == B


def test_arena_hard_conclusion_largely_due_to_the_losers_bug():
    text = E + "Overall, Assistant B is better, largely due to Assistant A's bug.\n\nMy final verdict is: [[A>B]]"
    assert _got(AH, text, forced=7) in FAILED


def test_a_comparison_of_equals_is_no_reason_and_a_parenthesised_side_is_never_split():
    # "as good as" compares; "Response (A)" is a side's name
    assert _got(PW, E + "Overall, Assistant A is just as good as Assistant B.\n\n[[A]]", forced=5) in FAILED
    assert _got(PW, E + "Overall, Assistant A is just as good as Assistant B.\n\n[[C]]", forced=5) == (0.5, 0.5)
    assert _got(PW, E + "Response (A) is better than Response (B).\n\n[[B]]", forced=5) in FAILED
    assert _got(PW, E + "I prefer the answer given by Assistant A.\n\n[[B]]", forced=5) in FAILED


E2 = (
    "Assistant A explains the sorted() builtin and gives an example. Assistant B uses list.sort() and mentions the "
    "key argument.\n\n"
)
TAKEN_BACK = [
    "Overall, Assistant B is better. Actually, I take that back, since Assistant A is the only correct one.",
    "In summary, Assistant B is better. Scratch that, because Assistant A handles the edge case.",
]


@pytest.mark.parametrize("text", TAKEN_BACK)
def test_a_retraction_stops_the_walk_back_to_the_conclusion_it_takes_back(text):
    # pass 37 H2: version 40 walked past the retraction to the retracted conclusion and failed the verdict
    assert _got(PW, E2 + text + "\n\n[[A]]", forced=5) == A
    assert _got(PW, E2 + text + "\n\n[[A]]") == A


FOLLOW_UPS = [
    "Overall, Assistant A is better. Assistant B is wrong.",
    "I prefer Assistant A. Assistant B's code does not handle empty strings.",
    "Overall, Assistant A is better. Assistant A handles every edge case.",
    "Therefore, Assistant A provides the better response. Assistant B, on the other hand, gives an incorrect slice.",
]


@pytest.mark.parametrize("text", FOLLOW_UPS)
def test_a_plain_follow_up_after_a_conclusion_is_walked_past(text):
    assert _got(PW, E + text + "\n\n[[B]]", forced=5) in FAILED
    assert _got(PW, E + text + "\n\n[[B]]") in FAILED
    assert _got(PW, E + text + "\n\n[[A]]", forced=5) == A


def test_a_contrast_after_a_conclusion_stops_the_walk():
    text = E + "Overall, Assistant A is better. However, Assistant B is the only correct one.\n\n[[B]]"
    assert _got(PW, text, forced=5) == B


def test_two_close_faireval_scores_weigh_only_the_sentence_before_them():
    # pass 34's probe: a side said two sentences before equal scores keeps them (scores may be close)
    text = "Assistant 1 is more accurate. Assistant 2 misses the point.\n"
    tail = "Score of the Assistant 1: 7\nScore of the Assistant 2: 7"
    assert _got(FS, text + tail) == (7.0, 7.0)


RUBRIC_LEADS = [
    "In terms of helpfulness, relevance, accuracy and depth, Assistant A provides the better response.",
    "Overall, in terms of accuracy and helpfulness, Assistant A is better.",
    "Considering helpfulness, relevance, accuracy, depth, creativity, and level of detail, Assistant A is better.",
]


@pytest.mark.parametrize("text", RUBRIC_LEADS)
def test_gpt4s_rubric_opening_leads_a_conclusion(text):
    assert _got(PW, E + text + "\n\n[[B]]", forced=5) in FAILED
    assert _got(PW, E + text + "\n\n[[A]]", forced=5) == A


def test_one_criterion_limits_the_conclusion_to_it():
    assert _got(PW, E + "In terms of accuracy, Assistant A is better.\n\n[[B]]", forced=5) == B


NO_DECISION = [
    # H4
    "Assistant A looks better, but its code does not run.",
    "Assistant A is probably better, but I can't be sure.",
    "At a glance, Assistant A is better, but its code does not run.",
    "Assistant A sounds better, but it is wrong.",
    "Assistant A is cosmetically better.",
    # H5
    "Assistant B is less detailed than Assistant A. However, it is more accurate.",
    "Assistant B is less detailed than Assistant A, and more accurate.",
    "Assistant B is less detailed than Assistant A, which is actually a plus.",
    # M1, L1, L2
    "Assistant A is better because it is longer, provided length matters.",
    "Assistant A is better because it is longer, as long as length matters.",
    "Assistant B is scarcely less accurate than Assistant A.",
    "It's unfair to say Assistant B is worse than Assistant A.",
    "Assistant A is better, allegedly.",
]


@pytest.mark.parametrize("text", NO_DECISION)
def test_what_decides_nothing_after_the_statement_keeps_it_undecided(text):
    assert _got(PW, E + ST + text + "\n\n[[A]]", forced=5) == "no_verdict"


def test_a_soft_decision_still_decides():
    # pass 35's probe: "probably better" alone is a decision (only a doubt after it takes it back)
    assert _got(PW, E + ST + "Assistant A is probably better.\n\n[[A]]", forced=5) == A


def test_loser_subject_checks_run_once_per_clause(monkeypatch):
    # pass 37 H6: 64 KB of "Assistant B falls short of Assistant A, " took 10.3 s on version 40 (once per part)
    calls: list[str] = []
    real = decided._weighed_clause

    def counted(clause: str) -> bool:
        calls.append(clause)
        return real(clause)

    monkeypatch.setattr(decided, "_weighed_clause", counted)
    assert decided.decides("Assistant B falls short of Assistant A, " * 200) is not None
    assert len(calls) == 1


TIE_WITH_REASON = [
    "It's a tie because both are correct.",
    "It's a tie: both are correct.",
    "Neither is better, since both are correct.",
    "It's a tie: Assistant A is more concise but Assistant B is more detailed.",
    "They are tied because Assistant B is better at X and Assistant A is better at Y.",
]


@pytest.mark.parametrize("text", TIE_WITH_REASON)
def test_a_tie_with_a_reason_contradicts_a_side_verdict(text):
    # pass 36 M1: unforced, the judge's own [[A]] after a tie it gave a reason for
    assert _got(PW, E + text + "\n\n[[A]]") in FAILED
    assert _got(PV, E + text + "\n\n[[A]]") in FAILED


def test_a_faireval_tie_with_a_reason_contradicts_far_apart_scores():
    # pass 36 M2: as without the reason (pass 34 M6)
    text = "Both assistants are equally good because they give the same answer.\n\n"
    assert _got(FS, text + "Assistant 1: 8\nAssistant 2: 3") in FAILED
    assert _got(FS, text + "Assistant 1: 8\nAssistant 2: 7") == (8.0, 7.0)


OPTION_LISTS = [
    "Overall, Assistant A is better. The options are [[A]], [[B]] or [[C]].",
    "Assistant A is better. I must output [[A]], [[B]], or [[C]].",
]


@pytest.mark.parametrize("text", OPTION_LISTS)
def test_a_line_listing_every_option_is_no_verdict(text):
    # pass 36 M3: the three options read as three verdicts (ambiguous) and failed the judge's own
    assert _got(PW, E + text + "\n\n[[A]]", forced=5) == A
    assert _got(PW, E + text + "\n\n[[A]]") == A
    assert _got(PW, E + text + "\n\n[[B]]", forced=5) in FAILED


def test_a_partial_list_is_still_two_verdicts():
    assert _got(PW, E + "My verdict: [[A]] or [[B]]") == "ambiguous"
    assert _got(PW, E + "The options are [[A]], [[B]] or [[C]].") == "no_verdict"
    options = "I can choose [[A>>B]], [[A>B]], [[A=B]], [[B>A]] or [[B>>A]]."
    assert _got(AH, E + "Assistant A is slightly better. " + options + "\n\n[[A>B]]", forced=7) == (0.75, 0.25)
