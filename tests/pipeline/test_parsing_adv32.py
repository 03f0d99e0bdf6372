"""Parser version 36 (issue 13): adversarial pass 32 on version 35 (``/work/tools/reports/adv32-findings.md``).

- H1: more undecided wordings before a forced verdict (``I find it difficult to determine ...``, ``There is no clear
  winner.``, ``I can't say for sure ...``, ``I'm undecided.``, ``It's a toss-up.``);
- H2: a trade-off after the undecided statement is no decision, and a side decided after it must be the forced one;
- H3: ``provided a more helpful, relevant, and accurate response compared to Assistant A`` (GPT-4's stock sentence);
- M1, M2, M4: the judge decides after a hedge (``if I had to choose, I'd pick Assistant A``), a detail (``I don't know
  which library ...``), scores weighed before a forced rating (``a close call between a 6 and a 7``): the verdict
  stands.

Each row is the report's; the expected value is what a reader of the completion sees, worked out by hand."""

import pytest

from tests.helpers.parsing_cases import FAILED
from tests.helpers.parsing_cases import got as _got

PW, AH, S, P, LB = "mt-bench-pairwise", "arena-hard", "mt-bench-single-v1", "prometheus-absolute", "llmbar-vanilla"
A = (1.0, 0.0)
E = "Assistant A gives a correct, complete answer with code. Assistant B makes an arithmetic error in step 2.\n\n"
SE = "The response is accurate and well organized, with one minor omission.\n\n"

UNDECIDED = [
    "I find it difficult to determine which response is better.",
    "It is challenging to determine which response is better.",
    "It remains unclear which is better.",
    "I can't say for sure which is better.",
    "I can't decide on a winner.",
    "I can't pick one over the other.",
    "I cannot determine whether Assistant A or Assistant B is better.",
    "I can't tell if Assistant A is better than Assistant B.",
    "I can't quite decide which is better.",
    "I'm on the fence.",
    "I'm undecided.",
    "Undecided.",
    "These responses can't be fairly compared.",
    "Not enough information to decide.",
    "I can't decide. Assistant A wins on accuracy, Assistant B wins on style.",
    "It's unclear which response is better. Assistant A is stronger in depth; Assistant B is stronger in clarity.",
]
TIE_LIKE = ["There is no clear winner.", "It's a toss-up."]
DECIDED_A = [
    "It's hard to say which is better, but if I had to choose, I would pick Assistant A.",
    "It's hard to say which is better. Ultimately, I'd lean towards Assistant A.",
    "It's hard to say which is better, but Assistant A has the edge.",
    "I can't determine which is better at first glance. After checking the math, Assistant A is correct and "
    "Assistant B is not.",
    "I don't know which library Assistant B used. Assistant A's answer is correct.",
    "I'm not sure which is more idiomatic, but Assistant A's code is correct and Assistant B's is not.",
]


@pytest.mark.parametrize("text", UNDECIDED)
def test_an_undecided_judge_before_a_forced_verdict_gets_no_verdict(text):
    assert _got(PW, E + text + "\n\n[[A]]", forced=5) == "no_verdict"


@pytest.mark.parametrize("text", TIE_LIKE)
def test_no_clear_winner_keeps_a_forced_tie_and_contradicts_a_forced_side(text):
    assert _got(PW, E + text + "\n\n[[C]]", forced=5) == (0.5, 0.5)
    assert _got(PW, E + text + "\n\n[[A]]", forced=5) in FAILED


@pytest.mark.parametrize("text", DECIDED_A)
def test_a_judge_that_decides_for_the_forced_side_keeps_it(text):
    assert _got(PW, E + text + "\n\n[[A]]", forced=5) == A


def test_a_side_decided_after_the_statement_contradicts_another_forced_side():
    text = E + "It's hard to say which is better, but Assistant B is more helpful overall.\n\n"
    assert _got(PW, text + "[[A]]", forced=5) == "ambiguous"
    assert _got(PW, text + "[[B]]", forced=5) == (0.0, 1.0)


def test_more_helpful_examples_after_the_statement_decide_nothing():
    # version 39 (adversarial pass 35 H1): "more helpful examples" qualifies the examples, an aspect, as "a better
    # example" does; at version 38 it decided for B. Neither forced side is scored.
    text = E + "It's hard to say which is better, but Assistant B has more helpful examples.\n\n"
    assert _got(PW, text + "[[A]]", forced=5) == "no_verdict"
    assert _got(PW, text + "[[B]]", forced=5) == "no_verdict"


@pytest.mark.parametrize(
    ("name", "text", "want"),
    [
        (S, SE + "It's a close call between a 6 and a 7, but I'll go with 7.\n\nRating: [[7]]", (7.0, None)),
        (S, SE + "It's hard to decide between a 7 and an 8; I'll settle on 7.\n\nRating: [[7]]", (7.0, None)),
        (
            S,
            SE + "It's difficult to say. The assistant hedges appropriately, which is good.\n\nRating: [[7]]",
            (7.0, None),
        ),
        (P, SE + "It's a close call between a 3 and a 4, but the omission keeps it at 4. [RESULT] 4", (4.0, None)),
    ],
)
def test_scores_weighed_before_a_forced_rating_keep_it(name, text, want):
    assert _got(name, text, forced=5 if name == S else 10) == want


STOCK = [
    (PW, E + "Assistant B provided a more helpful, relevant, and accurate response compared to Assistant A.\n\n[[A]]"),
    (
        AH,
        E
        + "Assistant B provided a more helpful, relevant, and accurate response than Assistant A.\n\nMy final verdict is: [[A>B]]",
    ),
    (
        LB,
        "Output (a) is correct.\n\nOutput (b) provided a more helpful, relevant, and accurate response compared to Output (a).\n\nOutput (a)",
    ),
    (PW, E + "Assistant A isn't nearly as good as Assistant B.\n\n[[A]]"),
    (PW, E + "Assistant B vastly outperforms Assistant A.\n\n[[A]]"),
    (PW, E + "Assistant B does a much better job.\n\n[[A]]"),
    (PW, E + "The two responses are equally good.\n\n[[A]]"),
    (PW, E + "Neither is better than the other.\n\n[[A]]"),
]


@pytest.mark.parametrize(("name", "text"), STOCK)
def test_a_conclusion_stating_another_verdict_is_a_failure(name, text):
    assert _got(name, text) in FAILED


def test_the_stock_sentence_for_the_verdicts_side_keeps_it():
    text = E + "Assistant A provided a more helpful, relevant, and accurate response compared to Assistant B.\n\n[[A]]"
    assert _got(PW, text) == A
