"""Parser version 35 (issue 13): adversarial pass 31 on version 34 (``/work/tools/reports/adv31-findings.md``).

- H1: an undecided statement before a forced verdict followed by the judge's explanation of both sides, a hedge or a
  lean (``Both have their merits.``, ``Perhaps Assistant B.``) is still undecided: only a later clause that names a
  side with a decision word, unhedged, keeps the forced verdict (``parsing/undecided.py``);
- H2, H3: more undecided wordings, a label that gives no verdict, emphasis inside the statement;
- M1: remarks on a detail (``sources that I can't evaluate``, ``which part answers``) keep the forced verdict;
- M2: sub-scores, counts and values over 10 (``Accuracy: 6/10``, ``passes 6/10 of the tests``) keep a single rating;
- M3: more conclusion shapes; M4: a tie settled on after the undecided statement keeps a forced tie.

Each row is the report's; the expected value is what a reader of the completion sees, worked out by hand."""

import pytest

from tests.helpers.parsing_cases import FAILED
from tests.helpers.parsing_cases import got as _got

PW, AH, S, P = "mt-bench-pairwise", "arena-hard", "mt-bench-single-v1", "prometheus-absolute"
A, TIE = (1.0, 0.0), (0.5, 0.5)
E = "Assistant A gives a correct, complete answer with code. Assistant B makes an arithmetic error in step 2.\n\n"
SE = "The response is accurate and well organized, with one minor omission.\n\n"

UNDECIDED = [
    "It's hard to say which response is better. Assistant A is more detailed, and Assistant B is more concise.",
    "I can't decide between them. Response A is longer; response B is shorter.",
    "It's hard to say which response is better. Both have their merits.",
    "It's difficult to determine which one is better. Either could be preferred depending on context.",
    "It's hard to say which response is better. If the user wants code, Assistant A is better; if not, Assistant B is.",
    "It's hard to say which response is better. Perhaps Assistant B.",
    "It is difficult to determine the better response, though both are well written.",
    "It's unclear which response is better.",
    "Hard to say which is better.",
    "I'm unsure which response is better.",
    "There's no way to tell which is better.",
    "I cannot say.",
    "The better response cannot be determined.",
    "I cannot reach a conclusion.",
    "I can't make up my mind.",
    "Neither response can be meaningfully compared.",
    "Can't decide.",
    "I don't have personal preferences.",
    "Final verdict: Unable to determine.",
    "Verdict: Undecided.",
    "Result: inconclusive.",
    "The comparison is inconclusive.",
    "I **cannot determine** which response is better.",
    "My final verdict is that I cannot decide.",
]
TIE_LIKE = ["I have no preference.", "It's too close to call.", "I am torn between the two."]
DECIDED = [
    "Assistant A is correct. Assistant B cites sources that I can't evaluate.",
    "Assistant A is accurate and concise. Assistant B's answer rambles and I can't tell which part answers the question.",
    "Assistant A is correct.\n\nAssistant B: It's hard to say which plan is better without knowing your budget.",
    "I cannot decide which is better based on length alone; accuracy matters more. Assistant A is accurate.",
    "It's hard to say which is better at first glance. Overall, Assistant A is more accurate.",
]


@pytest.mark.parametrize("text", UNDECIDED)
def test_an_undecided_judge_before_a_forced_verdict_gets_no_verdict(text):
    assert _got(PW, E + text + "\n\n[[A]]", forced=5) == "no_verdict"


@pytest.mark.parametrize("text", TIE_LIKE)
def test_a_judge_without_a_preference_keeps_a_forced_tie_and_contradicts_a_forced_side(text):
    assert _got(PW, E + text + "\n\n[[C]]", forced=5) == TIE
    assert _got(PW, E + text + "\n\n[[A]]", forced=5) in FAILED


@pytest.mark.parametrize("text", DECIDED)
def test_a_remark_on_a_detail_keeps_the_forced_verdict(text):
    assert _got(PW, E + text + "\n\n[[A]]", forced=5) == A


@pytest.mark.parametrize(
    "text",
    [
        "I can't determine which is better, so I'll call it a tie.",
        "I can't determine which is better. It's a tie.",
        "I cannot decide between them. Both are equally good.",
    ],
)
def test_a_tie_settled_on_after_keeps_a_forced_tie(text):
    assert _got(PW, E + text + "\n\n[[C]]", forced=5) == TIE


@pytest.mark.parametrize(
    "text",
    ["It's hard to rate this response.", "It is difficult to assign a score.", "I'm not sure what rating to give."],
)
def test_an_undecided_rating_before_a_forced_rating_gets_no_verdict(text):
    assert _got(S, SE + text + "\n\nRating: [[7]]", forced=5) == "no_verdict"


# M2: sub-scores, counts and values keep the rating; an overall number over the top does not
KEPT_RATINGS = [
    (S, SE + "- Helpfulness: 8/10\n- Relevance: 7/10\n- Accuracy: 6/10\n\nRating: [[7]]", (7.0, None)),
    (S, SE + "Accuracy: 6/10.\n\nRating: [[7]]", (7.0, None)),
    (S, SE + "It passes 6/10 of the test cases.\n\nRating: [[7]]", (7.0, None)),
    (S, SE + "It solves the equation x = 6/10 correctly.\n\nRating: [[7]]", (7.0, None)),
    (S, SE + "Clarity 9/10, accuracy 6/10.\n\nRating: [[7]]", (7.0, None)),
    (P, SE + "It scores a 3 on the first criterion. [RESULT] 4", (4.0, None)),
    (P, SE + "A score of 3 would be too low. [RESULT] 4", (4.0, None)),
    (P, SE + "Unlike a score 3 response, it is accurate. [RESULT] 4", (4.0, None)),
    (PW, E + "Both are helpful.\n\n[[A]]", A),
]
OTHER = [
    (S, SE + "6 out of 10 seems right.\n\nRating: [[7]]"),
    (S, SE + "It's a 6 from me.\n\nRating: [[7]]"),
    (S, SE + "A solid 6/10.\n\nRating: [[7]]"),
    (P, SE + "It is a 3 rather than a 4. [RESULT] 4"),
    (P, SE + "It is a 3, not a 4. [RESULT] 4"),
    (PW, E + "Assistant B clearly outperforms Assistant A.\n\n[[A]]"),
    (PW, E + "Assistant A isn't as good as Assistant B.\n\n[[A]]"),
    (PW, E + "Assistant A falls short compared to Assistant B.\n\n[[A]]"),
    (PW, E + "Assistant B is more thorough and more accurate.\n\n[[A]]"),
    (PW, E + "I'd recommend Assistant B.\n\n[[A]]"),
    (PW, E + "Assistant B is the most helpful.\n\n[[A]]"),
    (PW, E + "Assistant B is better suited for the task.\n\n[[A]]"),
    (PW, E + "Overall, both responses are on par with each other.\n\n[[A]]"),
    (PW, E + "Overall, it's essentially a tie.\n\n[[A]]"),
    (PW, E + "Neither response is better than the other.\n\n[[A]]"),
]


@pytest.mark.parametrize(("name", "text", "want"), KEPT_RATINGS)
def test_a_sub_score_a_count_or_an_aspect_keeps_the_verdict(name, text, want):
    assert _got(name, text) == want


@pytest.mark.parametrize(("name", "text"), OTHER)
def test_a_conclusion_stating_another_verdict_is_a_failure(name, text):
    assert _got(name, text) in FAILED
