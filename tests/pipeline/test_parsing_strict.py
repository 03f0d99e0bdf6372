"""The strict reading of text after a verdict-last format's verdict (parser version 25, ``parsing/closing.py``;
issue 13). Adversarial passes 17 to 22 each found wordings after the verdict that the word lists of versions 19 to
24 read as a remark while a reader sees another verdict; version 25 lets through only a closed list (sentences
that name no side and hold no preference, tie or number word; closings that restate the verdict) and reads
everything else ``ambiguous``.

The coercions are pass 22's Medium and Low findings that version 24 still read as the verdict
(``/work/tools/reports/adv22-findings.md`` M1-M5, M11, L1), each taken from the report. The expected value is what
a reader of the completion sees, worked out by hand: a failure (``no_verdict`` or ``ambiguous``) or the verdict as
(slot 1, slot 2) scores."""

import pytest

from tests.helpers.parsing_cases import FAILED
from tests.helpers.parsing_cases import got as _got

PW, AH, LB, S, P, RM = (
    "mt-bench-pairwise",
    "arena-hard",
    "llmbar-vanilla",
    "mt-bench-single-v1",
    "prometheus-absolute",
    "reward-model",
)
A, B, TIE = (1.0, 0.0), (0.0, 1.0), (0.5, 0.5)
E = "Assistant A answers the question correctly, while Assistant B makes an arithmetic error.\n\n"
EXPL = "The response is accurate and well organized.\n\nRating: [[7]]\n\n"
SE = "The response is accurate.\n\n"
FS = "Both answers are relevant.\n\nScore of the Assistant 1: 8\nScore of the Assistant 2: 6"

# pass 22: version 24 read each as the verdict before the sentence
COERCED = [
    # M1: an observation lead read as a condition
    (PW, E + "[[A]]\n\nIf we look closely, Assistant B is better."),
    (PW, E + "[[A]]\n\nIf I think about it more, Assistant B is better."),
    (PW, E + "[[A]]\n\nIf we judge by correctness, which we should, Assistant B wins."),
    (AH, "My final verdict is [[A>B]].\n\nIf we look closely, Assistant B is better."),
    # M2: a first impression or others' view granted at once
    (PW, E + "[[A]]\n\nAt first I thought Assistant B was better, and I still do."),
    (PW, E + "[[A]]\n\nSome users may prefer Assistant B, and I agree with them."),
    # M3: the judge denies the verdict side
    (PW, E + "[[A]]\n\nI wouldn't choose Assistant A."),
    (PW, E + "[[A]]\n\nIt's not Assistant A."),
    (PW, E + "[[A]]\n\nNot A."),
    (PW, E + "[[A]]\n\nAssistant A? No."),
    (PW, E + "[[A]]\n\nAssistant A doesn't come out ahead."),
    (LB, "Output (a)\n\nI wouldn't choose Output (a)."),
    # M4: a bare side with an intensifier
    (PW, E + "[[A]]\n\nAssistant B, by far."),
    (PW, E + "[[A]]\n\nAssistant B all the way."),
    (PW, "[[B]]\n\nA for sure."),
    (LB, "Output (a)\n\nOutput (b), by far."),
    # M5: a leaning after a tie
    (PW, "Both are correct.\n\n[[C]]\n\nI lean Assistant A."),
    (PW, "Both are correct.\n\n[[C]]\n\nIf forced, A."),
    (PW, "Both are correct.\n\n[[C]]\n\nAssistant B falls a bit short."),
    # M11: LLMBar's criterion denied to the verdict side
    (LB, "Output (a)\n\nOutput (a) does not satisfy the instruction."),
    # L1: cue words missing from the lists
    (PW, E + "[[A]]\n\nAssistant B is more spot-on."),
    (PW, E + "[[A]]\n\nAssistant B stands out."),
    (PW, E + "[[A]]\n\nAssistant A is the lesser response."),
]

# what the strict rule fails by design: a tie word, the other side named, a preference naming no side, a tie
# negated, a number after a score verdict, a rating cue after a single rating
STRICT = [
    (PW, E + "[[A]]\n\nBoth are equally good."),
    (PW, E + "[[A]]\n\nAssistant B was shorter."),
    (PW, E + "[[A]]\n\nThe other one is better."),
    (PW, E + "[[A]]\n\nIt is therefore the better response."),
    (PW, E + "[[A]]\n\nSo, Assistant A is better than Assistant B."),
    (PW, "Both are correct.\n\n[[C]]\n\nI wouldn't call it a tie."),
    (PW, "Both are correct.\n\n[[C]]\n\nIt's a tie, but the shorter answer is better."),
    (S, EXPL + "I'd say seven."),
    (S, EXPL + "Maybe a bit lower, on reflection."),
    (S, EXPL + "It lists 3 steps."),
    (P, "Feedback: mostly accurate. [RESULT] 4\n\nSo the score is 3."),
    (RM, '{"winner": "A"}\n\nResponse B is better.'),
    # version 26: only closings and pleasantries of listed words pass, on the verdict's line too (pass 23 H1, H2, M1,
    # M2, M5 and L2, /work/tools/reports/adv23-findings.md)
    (PW, E + "[[A]]\n\nVitamin B is discussed in both."),
    (S, "Good.\n\nRating: [[7]]. It deserves a 6."),
    (S, "Good.\n\nRating: [[7]]\n\nMinus one for the omission."),
    (S, "Good.\n\nRating: [[7]]\n\nI'd take a point off for the typo."),
    (S, "Good.\n\nRating: [[7]]\n\nThat's a bit generous."),
    (PW, E + "[[A]]. I prefer the other one."),
    (PW, E + "[[A]]\n\nActually, reverse that."),
    (PW, E + "[[A]]\n\nSo, Assistant A is better. Just kidding."),
    (PW, "Both are correct.\n\n[[C]]\n\nIt's a tie, but reverse that."),
]

# what passes: a closing that restates the verdict, a sentence that names no side and holds no preference word
READ = [
    (PW, E + "[[A]]", A),
    (PW, E + "[[A]]\n\nSo, Assistant A is better.", A),
    (PW, E + "[[A]]\n\n**My final verdict is Assistant A.**", A),
    (PW, E + "[[A]]\n\nThis is my final verdict.", A),
    (PW, E + "[[A]]\n\nI hope this helps.", A),
    (PW, E + "[[A]]\n\nLet me know if you need anything else!", A),
    (PW, "Assistant B is correct.\n\n[[B]]\n\nAssistant B, by far.", B),
    (PW, "Assistant B is correct.\n\n[[B]]\n\nIn conclusion, the second response is clearly better.", B),
    (PW, "Both are correct.\n\n[[C]]\n\nIt's a tie.", TIE),
    (PW, "Both are correct.\n\n[[C]]\n\nThere is no clear winner.", TIE),
    (LB, "Output (a)\n\nOutput (a) is better.", A),
    (AH, "My final verdict is [[A>B]].\n\nThank you.", (0.75, 0.25)),
    (S, EXPL + "I hope this helps.", (7.0, None)),
    (S, EXPL + "This is my final verdict.", (7.0, None)),
    (S, "Good.\n\n**Rating: [[7]]**\n\nLet me know if you have any other questions.", (7.0, None)),
    (PW, "Both are correct.\n\n[[C]]\n\nBoth responses are equally good.", TIE),
    (PW, E + "[[A]] - A is better.", A),
    ("pairwise-verdict", "Final verdict: [[A]] - Assistant A is better", A),
    (AH, "My final verdict is: [[A>B]] - Assistant A is slightly better", (0.75, 0.25)),
    (P, "Adequate. [RESULT] 4/5", (4.0, None)),
]


@pytest.mark.parametrize(("name", "text"), COERCED + STRICT)
def test_a_sentence_after_the_verdict_outside_the_closed_list_is_a_failure(name, text):
    assert _got(name, text) in FAILED


@pytest.mark.parametrize(("name", "text", "want"), READ)
def test_a_closing_or_a_sentence_naming_no_side_keeps_the_verdict(name, text, want):
    assert _got(name, text) == want


def test_a_sentence_far_after_the_verdict_is_still_read():
    """57 KB of closings after the verdict keep it; one sentence naming the other side at their end fails it."""
    text = E + "[[A]]\n\n" + "I hope this helps. " * 3000 + "Assistant B is better."
    assert _got(PW, text) in FAILED
    assert _got(PW, E + "[[A]]\n\n" + "I hope this helps. " * 3000) == A


# version 27: a conclusion right before the verdict that states another verdict (pass 23, section Q), and a
# five-level verdict's closing that restates another intensity (pass 20 M3, seen again in pass 23)
CONTRADICTED = [
    # a bare "TIE" before a verdict was no conclusion and read (0, 1) (hypothesis, test_parsing_adversarial.py); since
    # version 77 (adversarial pass 68 H5: "Tie.\n[[A]]") a tie said alone before a side verdict contradicts it
    (LB, "TIE\nOutput (b)"),
    (PW, "Both assistants answer.\n\nOverall, Assistant B provides the better response.\n\n[[A]]"),
    (PW, "Both assistants answer.\n\nIn conclusion, I prefer Assistant B's answer.\n\n[[A]]"),
    (PW, "B has errors. Therefore, I choose Assistant B.\n\n[[A]]"),
    (PW, "Overall, Assistant B is better. My final verdict is: [[A]]"),
    (PW, "Overall, Assistant B is better.\n\nFinal verdict: [[A]]"),
    (PW, "Overall, both responses are equally good.\n\n[[A]]"),
    (PW, "Both are fine.\nOverall, Assistant B is slightly better.\n\n[[C]]"),
    (LB, "Output (b) is better.\nOutput (a)"),
    (AH, "Overall, Assistant B is better.\n\nMy final verdict is: [[A>B]]"),
    (AH, "Both answer.\n\nMy final verdict is: [[A>B]]\n\nSo, Assistant A is significantly better."),
    (AH, "Both answer.\n\nMy final verdict is: [[A>>B]]\n\nSo, Assistant A is slightly better."),
    # adversarial pass 24 (/work/tools/reports/adv24-findings.md) on version 26: H1 FairEval's two score lines, H3 a
    # bare "the other", H4 arena-hard's own label before the token, M1 hedges made of pleasantry words
    ("faireval-scoring", FS + "\n\nAssistant 2 should have scored higher."),
    ("faireval-scoring", FS + "\n\nHonestly, I can't decide."),
    ("faireval-scoring", "Both fine.\n\nAssistant 1: 8\nAssistant 2: 6\n\nI'm not sure about these scores."),
    (PW, E + "[[A]]\n\nThe other is more helpful."),
    (AH, "Both answer.\n\nMy final verdict is: Assistant B is significantly better: [[A>>B]]"),
    (AH, "Both answer.\n\nMy final verdict is tie: [[A>B]]"),
    (PW, E + "[[A]]\n\nI don't know."),
    (S, EXPL + "I need more information."),
    # adversarial pass 25 (/work/tools/reports/adv25-findings.md) on version 27: H1 a label or rule between the
    # conclusion and the verdict, H2 JSON, H3 both sides compared, H4 more shapes, H5 single ratings, M1 a hedge with
    # a pleasantry
    (PW, E + "Overall, Assistant B is the better response.\n\nResult: [[A]]"),
    (PW, E + "Overall, Assistant B is the better response.\n\n---\n\n**Final Verdict:** [[A]]"),
    (PW, E + "Overall, Assistant B is the better response. I hope this helps!\n\n[[A]]"),
    (
        AH,
        E
        + "Overall, Assistant B is the better response.\n\nMy final verdict is: Assistant A is slightly better: [[A>B]]",
    ),
    (RM, 'Overall, Response B is the better response.\n\n```json\n{"winner": "A"}\n```'),
    (PW, E + "Overall, Assistant B is better than Assistant A.\n\n[[A]]"),
    (PW, E + "I prefer Assistant B over Assistant A.\n\n[[A]]"),
    (PW, E + "Assistant B outperforms Assistant A.\n\n[[A]]"),
    (PW, E + "After careful consideration, I'd choose Assistant B.\n\n[[A]]"),
    (PW, E + "In my opinion, Assistant B did a better job.\n\n[[A]]"),
    (S, "The response is accurate.\n\nOverall, I would rate this response a 6 out of 10.\n\nRating: [[7]]"),
    (S, "The response is accurate.\n\nScore: 6/10\n\nRating: [[7]]"),
    (P, "Feedback: The response meets most criteria. So the overall score is 3.\n[RESULT] 4"),
    (PW, E + "[[A]]\n\nI don't know, I hope this helps."),
    # adversarial pass 26 (/work/tools/reports/adv26-findings.md) on version 28: H1 a brace in the reasoning before a
    # JSON verdict, H2 "Based on ..." leads, H3 a labelled side, H4 possessives and "superior to", M1 comparatives,
    # M2 ties, M3 a count after the rating sentence
    (RM, 'The set {1, 2} matters.\n\nOverall, Response B is the better response.\n\n{"winner": "A"}'),
    (PW, E + "Based on the above analysis, Assistant B is the better response.\n\n[[A]]"),
    (PW, E + "Final verdict: Assistant B\n\n[[A]]"),
    (PW, E + "Winner: Assistant B\n\n[[A]]"),
    (PW, E + "**Final Verdict:** Assistant B\n\n[[A]]"),
    (PW, E + "Assistant B's answer is better than Assistant A's.\n\n[[A]]"),
    (PW, E + "Assistant B is superior to Assistant A.\n\n[[A]]"),
    (PW, E + "Assistant B is more accurate.\n\n[[A]]"),
    (PW, E + "Both are equally good.\n\n[[A]]"),
    (
        S,
        "The response is accurate.\n\nI would rate this response a 6 out of 10. It misses 2 of the edge cases.\n\nRating: [[7]]",
    ),
    # adversarial pass 27 (/work/tools/reports/adv27-findings.md) on version 29: H1 a weighing word elsewhere in the
    # rating's sentence (a version 29 regression), H2 a rating followed by its reason, H3 concessive conclusions
    (S, SE + "The response is accurate but misses an edge case, so I would rate it a 6.\n\nRating: [[7]]"),
    (S, SE + "I would rate it a 6, but it is close.\n\nRating: [[7]]"),
    (S, SE + "Rating: 6 out of 10 - the answer is good but not great.\n\nRating: [[7]]"),
    (P, "Feedback: The response meets the criteria for a score of 3. [RESULT] 4"),
    (S, SE + "I would rate it a 6 because it is accurate.\n\nRating: [[7]]"),
    (S, SE + "I would give it a 6 for its accuracy.\n\nRating: [[7]]"),
    (PW, E + "Both responses are good, but Assistant B is better.\n\n[[A]]"),
    (PW, E + "While both responses are helpful, Assistant B is better.\n\n[[A]]"),
    (PW, E + "Both responses are helpful; however, Assistant B is better.\n\n[[A]]"),
    (AH, E + "Although Assistant A is more detailed, Assistant B is better overall.\n\nMy final verdict is: [[A>B]]"),
    (PW, E + "Assistant B is more accurate than Assistant A.\n\n[[A]]"),
    # adversarial pass 28 (/work/tools/reports/adv28-findings.md) on version 30: M1 the losing side named, M2 more
    # wordings, M3 a rating as a number word, L1 a symbol after a closing
    (PW, E + "Assistant A is worse than Assistant B.\n\n[[A]]"),
    (PW, E + "Assistant A is the weaker response.\n\n[[A]]"),
    (PW, E + "Assistant B gets my vote.\n\n[[A]]"),
    (PW, E + "Upon reflection, Assistant B has the edge.\n\n[[A]]"),
    (PW, E + "I'd lean towards Assistant B.\n\n[[A]]"),
    (S, SE + "I'd rate it six out of ten.\n\nRating: [[7]]"),
    (PW, E + "[[A]]\n\nSo, Assistant A is better \U0001f44e"),
]
# a conclusion that agrees, an aspect, or an explanation naming both sides keeps the verdict
CONSISTENT = [
    (PW, "Both assistants answer.\n\nOverall, Assistant A is the better response.\n\n[[A]]", A),
    (PW, "Assistant B is better at formatting.\n\n[[A]]", A),
    (PW, "Assistant B is more accurate. However, Assistant A is more helpful overall.\n\n[[A]]", A),
    (PW, "Overall, Assistant B provides more detail, but Assistant A is correct.\n\n[[A]]", A),
    (AH, "Both answer.\n\nMy final verdict is: [[A>B]]\n\nSo, Assistant A is better.", (0.75, 0.25)),
    (PW, "Both answer.\n\n[[B]]\n\nSo, Assistant B is clearly better.", B),
    ("faireval-scoring", FS, (8.0, 6.0)),
    ("faireval-scoring", FS + "\n\nI hope this helps!", (8.0, 6.0)),
    (PW, E + "[[A]]\n\nLet me know if you have any other questions.", A),
    (AH, "Both answer.\n\nMy final verdict is: Assistant A is significantly better: [[A>>B]]", A),
    (PW, E + "Overall, Assistant A is better than Assistant B.\n\n[[A]]", A),
    (
        AH,
        E
        + "Overall, Assistant A is the better response.\n\nMy final verdict is: Assistant A is slightly better: [[A>B]]",
        (0.75, 0.25),
    ),
    (RM, 'Response A is correct.\n\n{"winner": "A"}', A),
    (S, "The response is accurate.\n\nI would rate this response 7 out of 10.\n\nRating: [[7]]", (7.0, None)),
    (S, "The response is accurate.\n\nThe response gets 3 of the 4 steps right.\n\nRating: [[7]]", (7.0, None)),
    (P, "Feedback: The response meets most criteria. So the overall score is 4.\n[RESULT] 4", (4.0, None)),
    (
        "faireval-scoring",
        "Overall, both responses are of similar quality.\n\nScore of the Assistant 1: 8\nScore of the Assistant 2: 7",
        (8.0, 7.0),
    ),
    (PW, E + "Final verdict: Assistant A\n\n[[A]]", A),
    (PW, E + "Assistant B is more accurate. However, Assistant A is more helpful overall.\n\n[[A]]", A),
    # pass 26 M5: Prometheus feedback weighing the next rubric level keeps the verdict
    (P, "Feedback: The response meets the criteria for a score of 4 but not 5. [RESULT] 4", (4.0, None)),
    (P, "Feedback: Thus, the response aligns with a score of 4 rather than 5. [RESULT] 4", (4.0, None)),
    (P, "Feedback: It exceeds the requirements of score 3, aligning mostly with score 4. [RESULT] 4", (4.0, None)),
    (S, "The response is accurate.\n\nIt does not merit a 10.\n\nRating: [[8]]", (8.0, None)),
    (S, SE + "The score could be 7 or 8; I'll settle on 8.\n\nRating: [[8]]", (8.0, None)),
    (
        P,
        "Feedback: The response is strong, but it lacks examples, which keeps it from a score of 5. [RESULT] 4",
        (4.0, None),
    ),
    # pass 27 M4: a multiple-choice key before the verdict is no conclusion; a concession for the other side is none
    (PW, "Which is the capital? The options are A and B. The answer is B.\n\n[[A]]", A),
    (PW, E + "Assistant B is more detailed, but Assistant A is better.\n\n[[A]]", A),
    (PW, E + "Assistant A is correct, but Assistant B is better formatted.\n\n[[A]]", A),
    (PW, E + "Assistant B is the weaker response.\n\n[[A]]", A),
    (PW, E + "Assistant B is less helpful than Assistant A.\n\n[[A]]", A),
    # version 32: a verdict line whose token the closed list does not know is read whole, with nothing after it
    (P, "The response meets most criteria. [RESULT] **4**", (4.0, None)),
    (P, "The response meets most criteria. [RESULT] Score: 4", (4.0, None)),
    (P, "[RESULT]: [5]", (5.0, None)),
]


# adversarial pass 28 H1 on version 30: refusals before a verdict the decoder forced (forced_chars 5) are no verdict
FORCED_REFUSALS = [
    (PW, "I'm unable to determine the better response.\n\n[[A]]"),
    (PW, "I can't determine the winner.\n\n[[A]]"),
    (PW, "I need more context to decide.\n\n[[A]]"),
    (PW, "This is beyond my ability to judge.\n\n[[A]]"),
    (S, "Sorry, but I am unable to identify the better response.\n\nRating: [[7]]"),
]


@pytest.mark.parametrize(("name", "text"), FORCED_REFUSALS)
def test_a_refusal_before_a_forced_verdict_is_no_verdict(name, text):
    assert _got(name, text, forced=5) == "no_verdict"


@pytest.mark.parametrize(("name", "text"), CONTRADICTED)
def test_a_conclusion_or_closing_stating_another_verdict_is_a_failure(name, text):
    assert _got(name, text) in FAILED


@pytest.mark.parametrize(("name", "text", "want"), CONSISTENT)
def test_a_conclusion_that_agrees_keeps_the_verdict(name, text, want):
    assert _got(name, text) == want
