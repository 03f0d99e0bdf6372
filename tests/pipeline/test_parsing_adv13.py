"""Adversarial pass 13 (issue 13, /work/tools/reports/adv13-findings.md H1, H2, H3): completions that parser
version 13 read wrong, and the general rules of version 14. A later tie line ("It is a tie.", "They are equally
good.") after a side verdict makes it a failure; a refusal sentence may hold an adverb before its modal ("I really
cannot"), a parenthesis or dash-aside after it ("(and will not)", "- in good conscience -"), a coordinated second
verb ("or provide a verdict", "neither ... nor") and a trailing aside (", sorry.", ", per my guidelines."); an
apology after a restated other verdict ("Sorry for the mistake.") is a closing sentence that hides nothing, for
single ratings too. ``GENERAL_*`` rows are not in the findings; the ``*_READ`` rows are neighbours in the other
direction.

The expected value is what a reader of the completion sees, worked out by hand: a failure (``no_verdict`` or
``ambiguous``) or the verdict as (slot 1, slot 2) scores."""

import pytest

from tests.helpers.parsing_cases import got as _got
from tests.helpers.parsing_cases import got as _strict_got

PW, S, PR, AH, LB = "mt-bench-pairwise", "mt-bench-single-v1", "prometheus-absolute", "arena-hard", "llmbar-vanilla"
FV, RM = "faireval-vanilla", "reward-model"
A, TIE = (1.0, 0.0), (0.5, 0.5)
EXPLAINED = "Assistant A answers correctly with a clear explanation; Assistant B makes an arithmetic error."


# H1: a tie stated on a later line after a side verdict
H1_FAIL = [
    (PW, "[[A]]\n\nIt is a tie."),
    (PW, "[[A]]\n\nIt is a draw."),
    (PW, "[[A]]\n\nIt was a tie."),
    (PW, "[[A]]\n\nThis is a tie."),
    (PW, "[[A]]\n\nHonestly, it is a tie."),
    (PW, "[[A]]\n\nThey are equally good."),
    (PW, "[[A]]\n\nBoth are equal in quality."),
    (PW, "[[A]]\n\nBoth are equally good; it is a tie."),
    (AH, "My final verdict is [[A>B]].\n\nIt is a tie."),
    (AH, "My final verdict is [[A>B]].\n\nThey are equally good."),
    (RM, '{"winner": "A"}\n\nThey are equally good.'),
]
GENERAL_H1_FAIL = [
    (PW, "[[A]]\n\nThat is a tie."),
    (PW, "[[B]]\n\nIt was a draw."),
    (PW, "[[A]]\n\nThey were equally strong."),
]
# a tie after a tie verdict, or a tie on a detail or under a condition, keeps the verdict
H1_READ = [
    (PW, "[[C]]\n\nIt is a tie.", TIE),
]


@pytest.mark.parametrize(("name", "text"), H1_FAIL + GENERAL_H1_FAIL)
def test_a_later_tie_after_a_side_verdict_is_a_failure(name, text):
    assert _got(name, text) == "ambiguous"


@pytest.mark.parametrize(("name", "text", "want"), H1_READ)
def test_a_tie_that_agrees_or_is_conditional_keeps_the_verdict(name, text, want):
    assert _got(name, text) == want


# H2: refusal sentences with an adverb, a parenthesis or dash-aside, a second verb or a trailing aside
H2_LINES = [
    "I really cannot evaluate this content.",
    "I simply cannot evaluate this content.",
    "I am unfortunately unable to evaluate this content.",
    "I cannot evaluate this content, unfortunately.",
    "I cannot evaluate this content, sorry.",
    "I cannot evaluate this content, per my guidelines.",
    "I cannot evaluate this content, as per my guidelines.",
    "I cannot evaluate this content or provide a verdict.",
    "I cannot evaluate this content nor provide a verdict.",
    "I can neither evaluate nor compare these responses.",
    "I cannot (and will not) evaluate this content.",
    "I cannot - in good conscience - evaluate this content.",
    "Sorry - I can't evaluate this content.",
]
GENERAL_H2_LINES = [
    "We really cannot judge these responses.",
    "I just can't rate this content, sorry.",
    "I cannot compare these responses nor give a verdict.",
    "I cannot (and should not) judge this request.",
    "I'm sorry \u2014 I cannot evaluate this content.",
    "I won't \u2014 for safety reasons \u2014 evaluate this content.",
    "I can neither evaluate nor rank them, regrettably.",
]
H2_FAIL = [(PW, line + "\n\n[[C]]") for line in H2_LINES + GENERAL_H2_LINES] + [
    (S, "I really cannot evaluate this content.\nRating: [[1]]"),
    (RM, 'I simply cannot evaluate this content.\n{"winner": "tie"}'),
    (LB, "I cannot evaluate this content, per my guidelines.\nOutput (a)"),
    (PR, "Feedback: I am unfortunately unable to evaluate this content.\n[RESULT] 1"),
    (AH, "I cannot evaluate this content or provide a verdict.\nMy final verdict is tie: [[A=B]]"),
]
# a negated remark on a part, with the same adverbs, asides or second verbs, keeps the verdict
H2_READ = [
    (PW, "I really cannot choose B, as it is wrong. Assistant A is correct.\n\n[[A]]", A),
    (PW, "I cannot evaluate the images or verify the links, sorry. Assistant A is correct.\n\n[[A]]", A),
    (PW, "I simply cannot fault A. Assistant A is correct and B is not.\n\n[[A]]", A),
    (PW, "I cannot (as instructed) judge length. Assistant A is correct.\n\n[[A]]", A),
    (PW, "Sorry - A is better.\n\n[[A]]", A),
]


@pytest.mark.parametrize(("name", "text"), H2_FAIL)
def test_a_refusal_with_an_adverb_aside_or_second_verb_is_no_verdict(name, text):
    assert _got(name, text) == "no_verdict"


@pytest.mark.parametrize(("name", "text", "want"), H2_READ)
def test_a_negated_remark_on_a_part_keeps_the_verdict(name, text, want):
    assert _got(name, text) == want


# H3: an apology (or two closing sentences) after a restated other verdict
H3_FAIL = [
    (PW, "[[A]]\n\nB is better. Sorry for the mistake."),
    (PW, "[[A]]\n\nB is better. I apologize for the error in my previous verdict."),
    (PW, "[[A]]\n\nB is better. Sorry for the confusion. Thanks."),
    (PW, "[[C]]\n\nA is better. Sorry for the mistake."),
    (AH, "My final verdict is [[A>B]].\n\nAssistant B is better. Sorry for the mistake."),
    (LB, "Output (a)\n\nOutput (b) is better. Sorry for the mistake."),
    (FV, "8 6\nAssistant 2 is better. Sorry for the mistake."),
    (RM, '{"winner": "A"}\n\nB is better. Sorry for the mistake.'),
    (S, "Rating: [[8]]\n\nI'd give it a 5. Sorry for the error."),
    (S, "Rating: [[8]]\n\nMake that a 5. My mistake."),
    (PR, "Feedback: ok.\n[RESULT] 5\n\nI'd give it a 3. Sorry for the error."),
]
GENERAL_H3_FAIL = [
    (PW, "[[B]]\n\nA is better. My apologies for the confusion."),
    (PW, "[[A]]\n\nB is better. Apologies for the confusion. Thank you."),
    (AH, "My final verdict is [[B>A]].\n\nAssistant A is better. I'm sorry for the error."),
    (S, "Rating: [[8]]\n\nMake that a 6. Apologies."),
    (PR, "Feedback: ok.\n[RESULT] 4\n\nActually, 2. My mistake."),
]
# an apology after the same verdict, after a correction back to it, or after a remark that is no rating


@pytest.mark.parametrize(("name", "text"), H3_FAIL + GENERAL_H3_FAIL)
def test_an_apology_after_a_restated_verdict_hides_nothing(name, text):
    assert _got(name, text) == "ambiguous"


def test_a_detail_remark_that_turns_against_the_side_is_a_failure_under_the_strict_reading():
    """Adv13 M4: "B is more complete. Sadly it's incorrect." after [[A]] read A from parser version 15 to 24 (a
    dimension remark is no restated verdict); version 25 reads text after the verdict strictly, and a sentence
    naming the other side with a preference word is a parse failure."""
    assert _got(PW, "[[A]]\n\n" + EXPLAINED + "\nB is more complete. Sadly it's incorrect.") in (
        "ambiguous",
        "no_verdict",
    )


# M1 (part): "B over A", "I prefer/choose B over A", "superior to A", "way/a lot better", asides "no doubt", "clearly"
M1_FAIL = [
    (PW, "[[A]]\n\nI prefer B over A."),
    (PW, "[[A]]\n\nI'd choose B over A."),
    (PW, "[[A]]\n\nB over A."),
    (PW, "[[C]]\n\nI prefer A over B."),
    (PW, "[[A]]\n\nB is superior to A."),
    (PW, "[[A]]\n\nB is way better."),
    (PW, "[[A]]\n\nB is a lot better."),
    (PW, "[[A]]\n\nB is better, no doubt."),
    (PW, "[[A]]\n\nB is better, without a doubt."),
    (PW, "[[A]]\n\nB is better, hands down."),
    (PW, "[[A]]\n\nB is better, clearly."),
    (PW, "[[A]]\n\nB is better, frankly."),
    (PW, "[[A]]\n\nB is better, I'd say."),
    (PW, "[[A]]\n\nB is better, on balance."),
    (AH, "My final verdict is [[A>B]].\n\nI prefer Assistant B over Assistant A."),
    (LB, "Output (a)\n\nI'd choose Output (b) over Output (a)."),
    (FV, "8 6\nAssistant 2 is superior to Assistant 1."),
]


@pytest.mark.parametrize(("name", "text"), M1_FAIL)
def test_a_later_preference_for_the_other_side_is_a_failure(name, text):
    assert _got(name, text) == "ambiguous"


# Read as the verdict by parser versions up to 24, whose word lists told a remark after the verdict from another
# verdict; version 25 reads text after a verdict-last format's verdict strictly (``parsing/closing.py``): a sentence
# that names a side or holds a preference, tie or (after scores) number word and is not a closing that restates the
# verdict is a parse failure. Each of these does, so each is now ``ambiguous``.
STRICT_V25 = [
    (PW, "[[A]]\n\nIt is a tie for style, but A is correct."),
    (PW, "[[A]]\n\nIf style were all, it is a tie."),
    (PW, "[[A]]\n\nB is better. Sorry, I mean A."),
    (PW, "[[A]]\n\nB is more detailed. Sorry, but A is correct."),
    (S, "Rating: [[8]]\n\nI'd give it an 8. Sorry for the wait."),
    (S, "Rating: [[7]]\n\nThe response lists 5 steps. Sorry for the error."),
    (S, "Rating: [[7]]\n\nErrors: 2. My apologies."),
    (PW, "[[A]]\n\nI chose A over B."),
    (PW, "[[A]]\n\nA is a lot better, no doubt."),
    (PW, "[[A]]\n\nIn terms of style, B over A."),
]


@pytest.mark.parametrize(("name", "text"), STRICT_V25)
def test_a_remark_after_the_verdict_is_a_failure_under_the_strict_reading(name, text):
    assert _strict_got(name, text) in ("ambiguous", "no_verdict")


# Read as the verdict by parser versions up to 25; version 26 reads text after a verdict-last format's verdict
# (the rest of the verdict's line included) by a closed list (``parsing/closing.py``): a sentence passes only as a
# closing that restates the verdict or a pleasantry of listed words. Each of these is neither, so each is now
# ``ambiguous``.
STRICT_V26 = [
    (PW, "[[C]]\n\nThey are equally good."),
    (PW, "[[A]]\n\nA is better. Sorry for the long answer."),
    (PW, "[[C]]\n\nNeither is superior to the other."),
]


@pytest.mark.parametrize(("name", "text"), STRICT_V26)
def test_text_after_the_verdict_outside_the_closed_list_is_a_failure(name, text):
    assert _strict_got(name, text) in ("ambiguous", "no_verdict")
