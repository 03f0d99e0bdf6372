"""Parser version 47 (issue 13): the rest of adversarial pass 42 on version 45 that version 46 left (H3, H4, M3, L1).
Rows are the report's reproductions; the expected value is what a reader of the completion sees, worked out by hand.

- H3: a correction that ends the walk back from a forced verdict is said in one closed shape
  (``parsing/walk.py`` ``_CORRECTION``): listed leads, the side or its whole answer as the subject, a whole-answer
  predicate, then only a whole-answer phrase or a reason. A remark about an aspect of the loser (``The formatting of
  Assistant B is better.``) is walked past, so the earlier conclusion contradicts the forced verdict;
- H4: praise in a tail after a contrast is said in closed shapes (``parsing/main_clause.py`` ``_praises``); a fault
  followed by ``, which matters ...`` or an unlisted verb before ``what matters most`` is a fault, so the sentence's
  head is read as the conclusion;
- M3: ``better as a quick reference`` is a role, not a reason (``parsing/conclusion.py`` ``_CONCESSION``);
- L1: ``Unequivocally,``, ``Empirically,`` and ``Regarding the user's question,`` restrict no correction;
- M4: one criterion that the judge calls the most important (``In terms of accuracy, which is the most important
  criterion here,``) leads a whole conclusion (``parsing/conclusion_leads.py``);
- pass 42's p4 FVX e4: a contrast after a reason that only gives a side a fault turns nothing
  (``parsing/reason_cut.py``);
- pass 42's p3 FVCONTRA c7: faireval-vanilla's ``Assistant 2 is much better and Assistant 1 is wrong.`` contradicts
  scores for Assistant 1 (``parsing/contradiction.py``)."""

import pytest

from tests.helpers.parsing_cases import FAILED
from tests.helpers.parsing_cases import got as _got

PW, AH, LB = "mt-bench-pairwise", "arena-hard", "llmbar-vanilla"
A, B = (1.0, 0.0), (0.0, 1.0)
PRE = "Assistant A answers the question with a correct, tested example. Assistant B misreads part of the question.\n\n"
E = "Both responses address the question.\n\n"


@pytest.mark.parametrize(
    ("template", "text", "tail", "forced"),
    [
        (PW, "Overall, Assistant A is better. The formatting of Assistant B is better.", "[[B]]", 5),
        (
            AH,
            "Overall, Assistant A is better. The explanation in Assistant B is better.",
            "My final verdict is: [[B>A]]",
            7,
        ),
        (PW, "Overall, Assistant A is better. Assistant B is better, stylistically.", "[[B]]", 5),
        (PW, "Overall, Assistant A is better. Assistant B is better, at least in clarity.", "[[B]]", 5),
        (PW, "Overall, Assistant A is better. Assistant B outperforms in readability.", "[[B]]", 5),
        (PW, "Overall, Assistant A is better. Assistant B would suit a beginner better.", "[[B]]", 5),
        (PW, "Overall, Assistant A is better. Assistant B is better as a quick reference.", "[[B]]", 5),
    ],
)
def test_a_remark_about_an_aspect_of_the_loser_does_not_end_the_walk(template, text, tail, forced):
    # version 46 read each remark as a correction toward the forced loser and kept its verdict
    assert _got(template, PRE + text + "\n\n" + tail, forced=forced) in FAILED


def test_a_remark_about_an_audience_of_the_loser_does_not_end_the_walk_on_llmbar():
    text = PRE.replace("Assistant ", "Output (").replace("A answers", "a) answers").replace("B misreads", "b) misreads")
    text += "Overall, Output (a) is better. Output (b) is preferable for people in a hurry.\nOutput (b)"
    assert _got(LB, text, forced=2) in FAILED


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("Overall, Assistant B is better. Unequivocally, Assistant A is the better response.", A),
        ("Overall, Assistant B is better. Looking again, Assistant A wins.", A),
        ("Overall, Assistant B is better. Re-running the code, Assistant A comes out ahead.", A),
        ("Overall, Assistant B is better. I misspoke: Assistant A is the better response.", A),
        ("Overall, Assistant B is better. After testing, Assistant A is better because it handles the edge case.", A),
        ("Overall, Assistant B is better. Having checked both answers, I prefer Assistant A.", A),
        ("Overall, Assistant A is better. Assistant B is better as a quick reference.", A),
        ("Overall, Assistant B is better. Regarding the user's question, Assistant A is better.", A),
        ("Overall, Assistant B is better. When it comes to answering the question, Assistant A is better.", A),
        ("Overall, Assistant B is better. Empirically, Assistant A is better: its code runs.", A),
    ],
)
def test_a_whole_answer_correction_toward_the_verdict_still_ends_the_walk(text, want):
    forced_tail = "[[A]]" if want == A else "[[B]]"
    assert _got(PW, PRE + text + "\n\n" + forced_tail, forced=5) == want


@pytest.mark.parametrize(
    ("tail", "template", "verdict", "forced"),
    [
        ("whereas Assistant B omits error handling, which matters for production code.", PW, "[[B]]", 5),
        ("while Assistant B skips input validation, which is what the user asked for.", AH, "[[B>A]]", 7),
        ("whereas Assistant B doesn't focus on what matters most.", PW, "[[B]]", 5),
        ("whereas Assistant B glosses over what matters most.", PW, "[[B]]", 5),
        ("whereas Assistant B is weaker on what matters most.", PW, "[[B]]", 5),
        ("whereas Assistant B ignores the edge case, which matters most here.", PW, "[[B]]", 5),
        ("whereas Assistant B does not discuss what matters most.", PW, "[[B]]", 5),
    ],
)
def test_a_fault_of_the_other_side_before_what_matters_is_no_trade_off(tail, template, verdict, forced):
    # version 46 read "which matters" and "what matters most" as praise of Assistant B's tail, so the sentence was a
    # trade-off, no conclusion, and the forced loser was kept
    text = E + "Assistant A is more accurate, " + tail
    if template == AH:
        verdict = "My final verdict is: " + verdict
    assert _got(template, text + "\n\n" + verdict, forced=forced) in FAILED


@pytest.mark.parametrize(
    "tail",
    [
        "whereas Assistant B covers what matters most.",
        "whereas Assistant B's brevity matters more here.",
        "whereas Assistant B gets the edge case right, which matters most.",
    ],
)
def test_praise_of_the_other_side_beside_what_matters_is_still_a_trade_off(tail):
    assert _got(PW, E + "Assistant A is more accurate, " + tail + "\n\n[[B]]", forced=5) == B


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("8 3\nAssistant 2 is much better and Assistant 1 is wrong.", None),
        ("8 3\nAssistant 2 is better, whereas Assistant 1 is less accurate.", None),
        ("8 3\nAssistant 1 is better and Assistant 2 is wrong.", (8.0, 3.0)),
        ("8 3\nAssistant 2 is better while the list is small, but Assistant 1 scales to large inputs.", (8.0, 3.0)),
    ],
)
def test_faireval_vanilla_a_statement_joined_to_a_fault_of_a_side_is_read(text, want):
    # version 46 took no "and" after the statement, so "Assistant 2 is much better and Assistant 1 is wrong." kept
    # the scores for Assistant 1
    got = _got("faireval-vanilla", text)
    assert got in FAILED if want is None else got == want


M4 = (
    "Assistant A gives a correct and complete answer. Assistant B's explanation is clearer in places, but its final "
    "answer is wrong. In terms of accuracy, which is the most important criterion here, Assistant A is better."
)


@pytest.mark.parametrize(
    ("template", "tail", "forced", "want"),
    [
        (PW, "[[B]]", 5, None),
        (AH, "My final verdict is: [[B>A]]", 7, None),
        (PW, "[[A]]", 5, A),
    ],
)
def test_a_criterion_called_the_most_important_decides_the_conclusion(template, tail, forced, want):
    # pass 42 M4: version 46 read the aspect-led sentence as no conclusion and kept the forced [[B]]
    got = _got(template, M4 + "\n\n" + tail, forced=forced)
    assert got in FAILED if want is None else got == want


def test_one_criterion_alone_still_limits_the_conclusion():
    text = "Both answer. In terms of accuracy, Assistant A is better.\n\n[[B]]"
    assert _got(PW, text, forced=5) == B


def test_faireval_vanilla_a_reason_then_a_fault_of_the_other_side_contradicts_the_scores():
    # pass 42 p4 FVX e4: the contrast after the reason gives Assistant 1 a fault; version 46 took it for a turn
    text = (
        "8 4\nAssistant 2 is more helpful because it answers the question directly, while Assistant 1 goes off-topic."
    )
    assert _got("faireval-vanilla", text) in FAILED
    assert _got("faireval-vanilla", text.replace("8 4", "4 8")) == (4.0, 8.0)


def test_an_unlisted_praise_before_what_the_user_asked_for_fails_closed():
    # version 48 (pass 43 H2): a having or giving verb is praise only with what matters as its own object, so
    # "provides a table, which is what the user asked for" is read as a fault like "has a factual error, which matters
    # most here": the head "Assistant A is more accurate" is then the conclusion, and the forced [[B]] fails (lost,
    # never made up)
    for tail in (
        "whereas Assistant B provides a table, which is what the user asked for.",
        "whereas Assistant B has a factual error, which matters most here.",
    ):
        assert _got(PW, E + "Assistant A is more accurate, " + tail + "\n\n[[B]]", forced=5) in FAILED
