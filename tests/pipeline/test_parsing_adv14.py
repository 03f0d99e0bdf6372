"""Adversarial pass 14 (issue 13, /work/tools/reports/adv14-findings.md H1-H3, M1-M3 and the version 15 hedge
regression): completions that parser version 15 read wrong, and the general rules of version 16. A tie said after a
side verdict in any common wording ("There is no clear winner.", "It's a toss-up.", "Both are equally correct.",
also as a JSON explanation); an explicit verdict change ("I change my verdict to B.", "My verdict is actually B.",
"B thus wins.", "B has a slight edge."); a single rating corrected ("I'd revise my score to 6.", "A score of 6 is
more appropriate.", "Rating: 6 (revised)", "It should be 6, not 8."); FairEval's two scores swapped or one changed;
four refusal wordings; a multiple-choice answer key after the verdict is no side ("The correct answer is B.");
"B was almost better." is a hedge. ``GENERAL_*`` rows are not in the findings; the ``*_READ`` rows are neighbours
that keep their verdict.

The expected value is what a reader of the completion sees, worked out by hand: a failure (``no_verdict`` or
``ambiguous``) or the verdict as (slot 1, slot 2) scores."""

import pytest

from tests.helpers.parsing_cases import got as _got
from tests.helpers.parsing_cases import got as _strict_got

PW, S, PR, AH, LB = "mt-bench-pairwise", "mt-bench-single-v1", "prometheus-absolute", "arena-hard", "llmbar-vanilla"
FV, RM = "faireval-vanilla", "reward-model"
A, B, TIE = (1.0, 0.0), (0.0, 1.0), (0.5, 0.5)
E = "Assistant A correctly identifies the answer. Assistant B makes an arithmetic error.\n\n"
SINGLE = "The response answers the first part well but misses the second part of the question.\n\nRating: [[8]]\n\n"
PROM = "Feedback: The response covers two criteria but misses the rubric's third criterion.\n[RESULT] 4\n\n"
FAIREVAL = "8 6\nAssistant 1 gives a precise answer. Assistant 2 is vaguer.\n"
AH_A = "My final verdict is Assistant A is slightly better: [[A>B]]\n\n"
FAILED = ("no_verdict", "ambiguous")


_H1_TIES = [
    "Both are equally correct.",
    "Both are equally valid.",
    "Both are equally helpful and accurate.",
    "Both responses are of equal quality.",
    "Overall, both responses are of similar quality.",
    "Both responses are comparable.",
    "There is no clear winner.",
    "Neither is better.",
    "Neither response is better than the other.",
    "It's basically a tie.",
    "They are essentially tied.",
    "I'd call it a tie.",
    "I would call this a tie.",
    "I consider them tied.",
    "It's a toss-up.",
    "It's too close to call.",
]
H1_FAIL = [(PW, "[[A]]\n\n" + E + t) for t in _H1_TIES] + [
    (AH, AH_A + "There is no clear winner."),
    (RM, '{"winner": "A"}\n\nBoth responses are equally correct.'),
    (RM, '{"winner": "A", "explanation": "It is a tie."}'),
]
GENERAL_H1_FAIL = [
    (PW, "[[B]]\n\nThere's no clear winner."),
    (PW, "[[B]]\n\nThe two responses are equally good."),
    (AH, AH_A + "It's a toss-up."),
    (RM, '{"winner": "B", "explanation": "Neither response is better than the other."}'),
    (LB, "Output (a)\n\nBoth outputs are of similar quality."),
]
H1_READ = [
    (PW, "[[C]]\n\nThere is no clear winner.", TIE),
    (PW, "[[C]]\n\nIt's a toss-up.", TIE),
]

_H2_CHANGES = [
    "I change my verdict to B.",
    "I'm changing my verdict to B.",
    "My verdict changes to B.",
    "My verdict is actually B.",
    "The winner is actually B.",
    "I now favor B.",
    "I now favour Assistant B.",
    "I'm switching to B.",
    "I'll switch to B.",
    "I would actually pick B.",
    "Note: Assistant B's response is also correct and more concise, making it the better choice.",
    "Re-checking, B is therefore the better response.",
    "Re-checking, B thus wins.",
    "B edges out A.",
    "B takes the win.",
    "B has a slight edge.",
    "B has a slight advantage.",
    "B is better by a small margin.",
    "B should be ranked higher.",
    "B should be rated higher.",
    "B deserves to be ranked higher.",
    "B deserves the higher score.",
]
H2_FAIL = [(PW, "[[A]]\n\n" + E + t) for t in _H2_CHANGES] + [
    (PW, "[[C]]\n\nI change my verdict to A."),
    (AH, AH_A + "I change my verdict to B."),
    (
        LB,
        "Output (a) follows the instruction; Output (b) ignores the word limit.\n\nOutput (a)\n\n"
        "I change my answer to Output (b).",
    ),
    (RM, '{"winner": "A"}\n\nI change my verdict to B.'),
]
GENERAL_H2_FAIL = [
    (PW, "[[B]]\n\nI'm changing my answer to A."),
    (PW, "[[A]]\n\nMy verdict has changed to B."),
    (PW, "[[A]]\n\nAssistant B has the edge over Assistant A."),
    (PW, "[[A]]\n\nB should be ranked above A."),
    (PW, "[[B]]\n\nA therefore wins."),
    (AH, AH_A + "I now favour Assistant B."),
]

_H3_SINGLE = [
    "I'd revise my score to 6.",
    "I'll adjust my rating to a 6.",
    "A rating of 6 is more appropriate.",
    "A rating of 6 would be fairer.",
    "I would give it a score of 6.",
    "A score of 6 is more accurate.",
    "My final rating is 6.",
    "Rating: 6 (revised)",
    "I'd say 6 rather than 8.",
    "It should be 6, not 8.",
]
H3_FAIL = [(S, SINGLE + t) for t in _H3_SINGLE] + [
    (PR, PROM + "I would give a score of 3."),
    (PR, PROM + "A score of 3 is more appropriate."),
]
GENERAL_H3_FAIL = [
    (S, SINGLE + "I'd lower my score to 5."),
    (S, SINGLE + "A score of 7 seems fairer."),
    (S, SINGLE + "My overall score is 7."),
    (S, SINGLE + "Rating: 7 (corrected)"),
]

M1_FAIL = [
    (FV, FAIREVAL + "Actually, both deserve an 8."),
    (FV, FAIREVAL + "Actually, Assistant 2 should get 9."),
    (FV, FAIREVAL + "I'd swap these scores."),
]
GENERAL_M1_FAIL = [
    (FV, FAIREVAL + "Assistant 1 should get 5."),
    (FV, FAIREVAL + "I would reverse the scores."),
]
M1_READ = [
    (FV, FAIREVAL + "Assistant 2 should get 7.", (8.0, 6.0)),
    (FV, FAIREVAL + "Assistant 1 deserves an 8.", (8.0, 6.0)),
]

_M2_REFUSALS = [
    "I do not evaluate content of this nature.",
    "Evaluating this content goes against my guidelines.",
    "I'm going to have to decline this evaluation.",
    "This conversation involves content I can't engage with.",
]
M2_FAIL = [(PW, t + "\n\n[[C]]") for t in _M2_REFUSALS]
GENERAL_M2_FAIL = [
    (PW, "I don't evaluate content like this.\n\n[[C]]"),
    (PW, "Judging this request goes against my guidelines.\n\n[[C]]"),
    (PW, "We will have to decline this request.\n\n[[C]]"),
    (PW, "This prompt contains material I cannot evaluate.\n\n[[C]]"),
]
M2_READ = [
    (PW, "I don't evaluate length, only accuracy. A is accurate.\n\n[[A]]", A),
    (PW, "I do not rate style here. A is correct.\n\n[[A]]", A),
]

M3_STILL_FAIL = [
    # a bare letter called "the correct choice" after a verdict may be the other side (adversarial pass 15 H3:
    # "Actually, the correct choice is B."); only answer / option / key name a question's key
    (PW, "[[B]]\n\nThe correct choice is A."),
    (PW, "[[A]]\n\nSo the answer is B."),
    (PW, "[[A]]\n\nThe correct verdict is B."),
]


FAIL = [
    *H1_FAIL,
    *GENERAL_H1_FAIL,
    *H2_FAIL,
    *GENERAL_H2_FAIL,
    *H3_FAIL,
    *GENERAL_H3_FAIL,
    *M1_FAIL,
    *GENERAL_M1_FAIL,
    *M2_FAIL,
    *GENERAL_M2_FAIL,
    *M3_STILL_FAIL,
]
READ: list[tuple[str, str, tuple[float, float | None]]] = [
    *H1_READ,
    *M1_READ,
    *M2_READ,
]


@pytest.mark.parametrize(("name", "text"), FAIL)
def test_a_completion_that_states_no_single_verdict_is_a_failure(name, text):
    assert _got(name, text) in FAILED


@pytest.mark.parametrize(("name", "text", "want"), READ)
def test_a_neighbour_keeps_its_verdict(name, text, want):
    assert _got(name, text) == want


@pytest.mark.parametrize("refusal", _M2_REFUSALS)
def test_a_forced_rating_after_a_refusal_is_a_failure(refusal):
    assert _got(S, refusal + "\n\nRating: [[1]]", forced=5) in FAILED


# Read as the verdict by parser versions up to 24, whose word lists told a remark after the verdict from another
# verdict; version 25 reads text after a verdict-last format's verdict strictly (``parsing/closing.py``): a sentence
# that names a side or holds a preference, tie or (after scores) number word and is not a closing that restates the
# verdict is a parse failure. Each of these does, so each is now ``ambiguous``.
STRICT_V25 = [
    (PW, "[[A]]\n\nIt is a tie on style, but A wins on accuracy."),
    (PW, "[[A]]\n\nStyle-wise it is a tie."),
    (PW, "[[A]]\n\nBoth are equally long."),
    (PW, "[[A]]\n\nI change nothing: A stays the winner."),
    (PW, "[[A]]\n\nB has a slight edge in formatting, but A is correct."),
    (PW, "[[A]]\n\nB is better formatted."),
    (PW, "[[A]]\n\nA is better than B."),
    (PW, "[[A]]\n\nAssistant A's response is correct and concise, making it the better choice."),
    (S, SINGLE + "Score breakdown: accuracy 9, completeness 6."),
    (S, SINGLE + "It lists 5 examples."),
    (S, SINGLE + "My final rating is 8."),
    (S, SINGLE + "Overall: 8/10"),
    (PR, PROM + "A score of 4 is appropriate given the missing criterion."),
    (PW, "[[A]]\n\nThe question is multiple choice. Assistant A picks the right option. The correct answer is B."),
    (PW, "[[A]]\n\nAssistant A chose option B, which is correct. The answer is B."),
    (PW, "Assistant A picks the right option, while Assistant B picks C.\n\n[[A]]\n\nThe correct answer is B."),
    (PW, "[[B]]\n\nThe right answer is A."),
    (AH, "My final verdict is Assistant A is significantly better: [[A>>B]]\n\nThe correct answer is B."),
    (RM, '{"winner": "A"}\n\nThe correct answer is B.'),
    (PW, "[[A]]\n\nThe correct option is (B)."),
    (PW, "[[A]]\n\nB was almost better."),
    (PW, "[[A]]\n\nB was nearly better."),
    (PW, "[[A]]\n\nB is not quite better."),
]


@pytest.mark.parametrize(("name", "text"), STRICT_V25)
def test_a_remark_after_the_verdict_is_a_failure_under_the_strict_reading(name, text):
    assert _strict_got(name, text) in ("ambiguous", "no_verdict")


# Read as the verdict by parser versions up to 25; version 26 reads text after a verdict-last format's verdict
# (the rest of the verdict's line included) by a closed list (``parsing/closing.py``): a sentence passes only as a
# closing that restates the verdict or a pleasantry of listed words. Each of these is neither, so each is now
# ``ambiguous``.
STRICT_V26 = [
    (PW, "[[A]]\n\nBoth are well written."),
]


@pytest.mark.parametrize(("name", "text"), STRICT_V26)
def test_text_after_the_verdict_outside_the_closed_list_is_a_failure(name, text):
    assert _strict_got(name, text) in ("ambiguous", "no_verdict")
