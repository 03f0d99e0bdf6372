"""Parser version 48 (issue 13): adversarial pass 43 on version 47 (4 High, 5 Medium, 1 Low). Rows are the report's
reproductions; the expected value is what a reader of the completion sees, worked out by hand.

- H1 (a version 47 regression): ``as a whole``, ``as an answer to ...`` and ``as the code runs`` end a conclusion
  (``parsing/conclusion.py`` ``_CONCESSION``);
- H2 and H4: a tail after a contrast praises its side only in closed shapes over the whole tail (``parsing/
  main_clause.py`` ``_PRAISE_TAIL``): a plain virtue is praise (``whereas Assistant B is more accurate``), a fault
  beside what matters is not (``has a factual error, which matters most here``, ``focuses on what matters least``);
- H3: one criterion called the most important in more wordings leads a whole conclusion (``Since accuracy is the most
  important criterion ...,``, ``parsing/conclusion_leads.py``);
- M1 (a version 47 regression): more leads of a correction (``After double-checking,``, ``Apologies -``, ``Now that
  I've run the code,``, ``Testing shows``) and ``more accurate and therefore better`` (``parsing/walk.py``);
- M2: a correction for the other side in the closed shape contradicts the forced verdict
  (``walk.correction_side``);
- M4: lead objects are the whole answer only, and an additive adverb alone is no lead;
- M5: faireval-vanilla: a fault worded with a praise word (``less accurate``, ``more verbose``) turns nothing
  (``parsing/reason_cut.py``).
Left: M3 (``Assistant B is better because its formatting is cleaner.`` reads as a whole conclusion) and L1."""

import pytest

from tests.helpers.parsing_cases import FAILED, forced_reading
from tests.helpers.parsing_cases import got as _got

MB, AH, LB, PV, FV = "mt-bench-pairwise", "arena-hard", "llmbar-vanilla", "pairwise-verdict", "faireval-vanilla"
A, B = (1.0, 0.0), (0.0, 1.0)
E = "Both responses address the question.\n\n"
MATH = (
    "Assistant A provides a step-by-step solution and arrives at the correct answer of 42. Assistant B's "
    "explanation is well organized, but it makes an arithmetic error in step 3 and concludes 44. "
)
_forced = forced_reading


@pytest.mark.parametrize(
    ("template", "text", "verdict"),
    [
        # H1: the last sentence concludes for the other side
        (MB, E + "Assistant B is the better response as a whole.", "A]]"),
        (AH, E + "Assistant A is better as an answer to the user's question.", "B>A]]"),
        (MB, E + "Assistant B is better as the code runs.", "A]]"),
        (LB, E + "Output (b) is better as a complete answer.", "a)"),
        (PV, E + "Assistant A is better as everything it says is correct.", "B]]"),
        # H2: a fault beside what matters, or a win word inside a fault, is no trade-off
        (
            MB,
            E + "Assistant A is more accurate, whereas Assistant B has a factual error, which matters most here.",
            "B]]",
        ),
        (
            AH,
            E + "Assistant A is more accurate, while Assistant B provides outdated information, which matters for this "
            "question.",
            "B>A]]",
        ),
        (MB, E + "Assistant A is more accurate, whereas Assistant B is better formatted but wrong.", "B]]"),
        (MB, E + "Assistant A is more accurate, whereas Assistant B focuses on what matters least.", "B]]"),
        (
            AH,
            E + "Assistant A is more accurate, while Assistant B covers the basics but misses what matters most.",
            "B>A]]",
        ),
        (MB, E + "Assistant A is more helpful, whereas Assistant B is detailed but gets what matters wrong.", "B]]"),
        # H3: the criterion the judge calls the most important decides
        (
            MB,
            MATH + "Since accuracy is the most important criterion for a math question, Assistant A is better.",
            "B]]",
        ),
        (AH, MATH + "As accuracy is the most important criterion, Assistant A is better.", "B>A]]"),
        (MB, MATH + "In terms of accuracy, which matters most here, Assistant A is better.", "B]]"),
        (
            PV,
            MATH + "In terms of accuracy, which is by far the most important criterion, Assistant A is better.",
            "B]]",
        ),
        (MB, MATH + "Accuracy being the most important criterion, Assistant A is better.", "B]]"),
        # M2: a correction for the other side
        (MB, E + "Overall, Assistant B is better. After testing, Assistant A is better.", "B]]"),
        (MB, E + "Overall, Assistant B is better. Actually, Assistant A is better.", "B]]"),
        (AH, E + "Overall, Assistant B is better. Wait, Assistant A is better.", "B>A]]"),
        # M4: an aspect or an added remark about the loser does not end the walk
        (MB, E + "Overall, Assistant A is better. Looking at the examples, Assistant B is better.", "B]]"),
        (AH, E + "Overall, Assistant A is better. Having read the documentation, Assistant B is better.", "B>A]]"),
        (MB, E + "Overall, Assistant A is better. Additionally, Assistant B is better.", "B]]"),
    ],
)
def test_a_forced_verdict_the_reasoning_contradicts_fails(template, text, verdict):
    # version 47 kept each forced verdict (a made-up score)
    assert _forced(template, text, verdict) in FAILED


@pytest.mark.parametrize(
    ("template", "text", "verdict", "want"),
    [
        # H4: a plain virtue of the tail's side makes a trade-off, which concludes nothing
        (MB, E + "Assistant A is more thorough, whereas Assistant B is more accurate.", "B]]", B),
        (MB, E + "Assistant A is more thorough, whereas Assistant B gets the answer right.", "B]]", B),
        (AH, E + "Assistant A is more thorough, while Assistant B is correct.", "B>A]]", (0.25, 0.75)),
        (MB, E + "Assistant A is more thorough, whereas Assistant B excels at what matters most.", "B]]", B),
        # M1: corrections toward the forced side end the walk
        (MB, E + "Overall, Assistant B is better. After double-checking, Assistant A is better.", "A]]", A),
        (AH, E + "Overall, Assistant B is better. Apologies - Assistant A is the better one.", "A>B]]", (0.75, 0.25)),
        (
            MB,
            E + "Overall, Assistant B is better. After testing, Assistant A is more accurate and therefore better.",
            "A]]",
            A,
        ),
        (MB, E + "Overall, Assistant B is better. Now that I've run the code, Assistant A is better.", "A]]", A),
        (MB, E + "Overall, Assistant B is better. Testing shows Assistant A is better.", "A]]", A),
        # controls: the forced verdict the reasoning supports
        (MB, E + "Assistant B is the better response as a whole.", "B]]", B),
        (
            MB,
            MATH + "In terms of accuracy, which is the most important criterion here, Assistant A is better.",
            "A]]",
            A,
        ),
    ],
)
def test_a_forced_verdict_the_reasoning_supports_is_kept(template, text, verdict, want):
    assert _forced(template, text, verdict) == want


@pytest.mark.parametrize(
    "text",
    [
        "8 3\nI think Assistant 2 is better because it is concise, whereas Assistant 1 is more verbose and less accurate.",
        "8 3\nAssistant 2's answer is better because it is correct, while Assistant 1 rambles and is more confusing.",
        "8 3\nAssistant 2 is more helpful because it explains the steps, while Assistant 1 is less clear and more "
        "repetitive.",
    ],
)
def test_faireval_vanilla_a_fault_in_praise_words_does_not_turn_the_line(text):
    # M5: version 47 read "less accurate" and "more verbose" as praise of Assistant 1 and kept the scores
    assert _got(FV, text) in FAILED


@pytest.mark.parametrize(
    "tail",
    [
        "whereas Assistant B is right about what matters most.",
        "whereas Assistant B is better where it counts.",
        "whereas Assistant B has what matters most right.",
        "whereas Assistant B does what matters most well.",
        "whereas Assistant B delivers on what matters most.",
    ],
)
def test_praise_of_what_matters_in_more_closed_shapes_makes_a_trade_off(tail):
    # pass 43's p2 PRAISE wordings, read as faults by the first draft of version 48's closed shapes
    assert _forced(MB, E + "Assistant A is more thorough, " + tail, "B]]") == B


def test_a_reason_naming_the_other_sides_virtue_supports_a_loser_conclusion():
    # adversarial pass 37's HOLDFAIL: "because" gives a reason, never a trade-off, even when it praises a side
    text = E + "Overall, Assistant A is worse, because Assistant B is correct."
    assert _forced(MB, text, "A]]") in FAILED
    assert _forced(MB, text, "B]]") == B


def test_an_aside_after_the_tails_side_keeps_its_praise():
    text = (
        E
        + "Assistant B is more complete - Assistant A, on the other hand, is more accurate, which is what matters here."
    )
    assert _forced(MB, text, "A]]") == A
