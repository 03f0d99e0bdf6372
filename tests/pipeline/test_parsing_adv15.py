"""Adversarial pass 15 (issue 13, /work/tools/reports/adv15-findings.md H1-H4, M4-M6, L1) and the backstop of
parser version 17 (``parsing/after_verdict.py``): text after a verdict that the format puts last and that speaks for
a competing verdict makes the completion ``ambiguous``, whatever its wording. A restatement followed by its reason
("B is better, because A's arithmetic is wrong."), a conclusion wording ("My final verdict is that B is better.",
"Therefore, the response from Assistant B is better."), a side named "the correct choice" ("The correct choice is
Assistant B."), tie contractions ("They're tied.", "No clear winner.", "Tie."), choice wordings ("I side with B.",
"I'd go for B."), a single rating corrected ("My final rating would be 6.", "It deserves 6, not 8.", "Let's say
6."), and the same inside a reward model's JSON explanation. ``GENERAL`` rows are not in the findings. ``READ``
rows are neighbours that keep their verdict: points against the other side, remarks on one aspect, conditions,
questions, multiple-choice keys, counts, criterion scores, denominators.

The expected value is what a reader of the completion sees, worked out by hand: a failure (``no_verdict`` or
``ambiguous``) or the verdict as (slot 1, slot 2) scores."""

import pytest

from judge_engine.pipeline.templates import load_template
from tests.helpers.parsing_cases import got as _got

PW, S, PR, AH, LB = "mt-bench-pairwise", "mt-bench-single-v1", "prometheus-absolute", "arena-hard", "llmbar-vanilla"
RM = "reward-model"
A, B, TIE = (1.0, 0.0), (0.0, 1.0), (0.5, 0.5)
E = "Assistant A correctly identifies the answer. Assistant B makes an arithmetic error.\n\n"
EXPL = "The response is accurate and well organized. It misses one edge case.\n\n"
AH_A = "My final verdict is Assistant A is significantly better: [[A>>B]]\n\n"
FAILED = ("no_verdict", "ambiguous")


_H1 = [
    "B is better, because A's arithmetic is wrong.",
    "B is better - A's arithmetic is wrong.",
    "B is better (A's arithmetic is wrong).",
    "B is the better response; A's arithmetic is wrong.",
    "After re-checking, Assistant B is the better response overall, and Assistant A should lose.",
]
_H2 = [
    "My final verdict is that B is better.",
    "Therefore, the response from Assistant B is better.",
    "Thus the better response is the one from Assistant B.",
    "Therefore Assistant B provides the better response to the user's question.",
    "In conclusion, I find Assistant B's answer more helpful.",
    "After re-checking the arithmetic, I now think that Assistant B is actually the better of the two responses.",
]
_H3 = ["The correct choice is Assistant B.", "The right choice is Assistant B.", "The correct choice is [[B]]."]
_H4 = ["They're equally good.", "They're tied.", "No clear winner.", "Tie.", "Honestly, they're about the same."]
_M4_M6_L1 = [
    "I can't decide between them.",
    "I have no preference.",
    "I'd go for B.",
    "I side with B.",
    "This one goes to B.",
    "B, then.",
]
# not in the findings: other reasons, conclusions, ties and choices
_GENERAL = [
    "B is better, since A never computes the total.",
    "B is the stronger answer: A's code does not compile.",
    "On balance, I'd award this to B.",
    "I'm leaning toward B.",
    "I'd opt for B.",
    "The correct answer is Assistant B.",
    "Both are just as good.",
    "It's 50/50.",
    "Either would be fine.",
    "I don't have a preference.",
    "Let's call it a tie.",
]
FAIL = [
    *[(PW, "[[A]]\n\n" + E + t) for t in _H1 + _H2 + _H3 + _H4 + _M4_M6_L1 + _GENERAL],
    *[(AH, AH_A + E + t) for t in _H1[:2] + _H2[:2] + _H4[:3]],
    (LB, E + "Output (a)\n\nOutput (b) is better, because Output (a)'s arithmetic is wrong."),
    (LB, E + "Output (a)\n\nMy final verdict is that Output (b) is better."),
    (LB, E + "Output (a)\n\nThe correct choice is Output (b)."),
    (
        RM,
        '{"winner": "A", "explanation": "Assistant B makes fewer errors. B is better, because A\'s arithmetic is wrong."}',
    ),
    (RM, '{"winner": "A", "explanation": "They\'re tied."}'),
    (RM, '{"winner": "A", "explanation": "My final verdict is that B is better."}'),
    (PW, "[[C]]\n\n" + E + "Assistant A is better overall."),
    *[
        (S, EXPL + "Rating: [[8]]\n\n" + t)
        for t in [
            "My final rating is 6, since the edge case matters.",
            "My final rating would be 6.",
            "It deserves 6, not 8.",
            "Let's say 6.",
            "I'd rate this a 6, given the missed edge case.",
            "It's not an 8, it's a 6.",
        ]
    ],
    (PR, "Feedback: " + EXPL.strip() + " [RESULT] 4\n\nMy final rating is 3, since the edge case matters."),
    (PR, "Feedback: " + EXPL.strip() + " [RESULT] 4\n\nSo a 3 fits better."),
]

READ = [
    # a point against the other side, or the verdict side named first
    # remarks on one aspect, conditions, questions
    # a multiple-choice key is no side
    # single ratings: counts, criterion scores, denominators, conditions, the same number
    # explanation after the scores is FairEval's format; not checked by the backstop
    ("faireval-vanilla", "8 6\nAssistant 1 is precise. Assistant 2 is more detailed and better formatted.", (8.0, 6.0)),
]


@pytest.mark.parametrize(("name", "text"), FAIL)
def test_text_after_the_verdict_that_speaks_for_another_is_a_failure(name, text):
    assert _got(name, text) in FAILED


@pytest.mark.parametrize(("name", "text", "want"), READ)
def test_a_remark_after_the_verdict_keeps_it(name, text, want):
    assert _got(name, text) == want


def test_the_backstop_is_what_fails_these_rows():
    """Without the backstop (version 16's rules) the reason-after-restatement rows read the first verdict: the
    test above would pass for the wrong reason if another rule caught them. (Since parser version 45 the row with
    ``, because`` is failed earlier, by the format's own check of a later line that states the other side with a
    reason, ``contradiction._STATEMENT``; the row with a dash still reaches the backstop.)"""
    from judge_engine.pipeline.parsing import after_verdict
    from judge_engine.pipeline.parsing.formats import PARSERS

    t = load_template(PW)
    text = "[[A]]\n\n" + E + _H1[1]
    assert after_verdict.speaks_past_verdict(text, t, PARSERS[t.output_format])


# Read as the verdict by parser versions up to 24, whose word lists told a remark after the verdict from another
# verdict; version 25 reads text after a verdict-last format's verdict strictly (``parsing/closing.py``): a sentence
# that names a side or holds a preference, tie or (after scores) number word and is not a closing that restates the
# verdict is a parse failure. Each of these does, so each is now ``ambiguous``.
STRICT_V25 = [
    (PW, "[[A]]\n\n" + E + "B makes an error, while A is correct."),
    (PW, "[[A]]\n\n" + E + "B is more detailed, but it is wrong."),
    (PW, "[[A]]\n\n" + E + "A is better than B."),
    (PW, "[[A]]\n\n" + E + "B is more complete. Sadly, it is incorrect."),
    (PW, "[[A]]\n\n" + E + "B loses on accuracy."),
    (PW, "[[A]]\n\n" + E + "Neither response is perfect; A is better."),
    (PW, "[[A]]\n\n" + E + "B is better. Sorry, I mean A."),
    (PW, "[[B]]\n\nAssistant B is better. Assistant A misunderstood the question and answered about Java."),
    (PW, "[[A]]\n\n" + E + "In every other respect, both are equally good."),
    (PW, "[[A]]\n\n" + E + "Both are equally fluent."),
    (PW, "[[A]]\n\n" + E + "If style mattered most, B would win."),
    (PW, "[[A]]\n\n" + E + "Is B better? No, A is."),
    (PW, "[[A]]\n\n" + E + "B also mentions the units."),
    (PW, "[[A]]\n\n" + E + "Assistant B's response is shorter."),
    (PW, "[[A]]\n\nThe question is multiple choice. Assistant A picks the right option. The correct answer is B."),
    (PW, "[[A]]\n\nAssistant A chose option B, which is correct. The answer is B."),
    (LB, "Output (a)\n\nThe correct answer to the question is B."),
    (PW, "[[A]]\n\nA recommends plan B, which is correct."),
    (S, EXPL + "Rating: [[8]]\n\nIt gives 5 examples."),
    (S, EXPL + "Rating: [[8]]\n\nErrors found: 2."),
    (S, EXPL + "Rating: [[8]]\n\nMy rating is 8 out of 10."),
    (S, EXPL + "Rating: [[8]]\n\nA perfect answer would merit a 10."),
    (S, EXPL + "Rating: [[8]]\n\nI'd not lower it to 5; the omission is minor."),
    (S, EXPL + "Rating: [[8]]\n\nThe answer is 5."),
    (S, EXPL + "Rating: [[8]]\n\nIt deserves an 8 because the steps are right."),
]


@pytest.mark.parametrize(("name", "text"), STRICT_V25)
def test_a_remark_after_the_verdict_is_a_failure_under_the_strict_reading(name, text):
    assert _got(name, text) in ("ambiguous", "no_verdict")
