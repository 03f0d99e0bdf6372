"""Parser version 57 (issue 13): adversarial pass 50 on version 56 (a fresh helper, 5,649 probes; 23 High wordings, 1
Medium, 3 Low; its 420 realistic consistent reviews read without a false failure once M1 was fixed). Each row is one of
the report's reproductions or its kept twin (the same evidence with the verdict it states); the expected value is what
a reader of the completion sees, worked out by hand.

- H1-H10: conclusions for the other side in more wordings (``is outclassed by``, ``My vote: B.``, ``The better response
  is the one from B.``, ``would be my second choice``, ``trails ... considerably``, ``does not deserve to win``, ``I
  can't say A is better; B is.``, ``A doesn't answer the question at all, whereas B does.``, ``is simply not as
  good``, ``B is not worse than A; in fact it is clearly superior.``);
- H11-H15: ties (``It's a dead heat.``, ``of comparable quality``, ``..., so this is a tie.``, ``They both deserve a
  7.``, ``either one would do``);
- H16-H20: evidence that is no judgment (``Skip.``, ``I need to see both responses first.``, ``The response was
  truncated due to length.``, ``..., which I cannot read.``, the prompt's instructions echoed);
- H21: a bold conclusion (markup is stripped before the sentences are split); H23: ``These are example scores``;
- M1: ``Wait, to be fair, Assistant B's first step is correct.`` after a conclusion for A is a concession, no
  retraction."""

import pytest

from tests.helpers.parsing_cases import expect, forced_reading, got

MB, AH, LB, PV = "mt-bench-pairwise", "arena-hard", "llmbar-vanilla", "pairwise-verdict"
A, B, TIE = (1.0, 0.0), (0.0, 1.0), (0.5, 0.5)


@pytest.mark.parametrize(
    ("template", "text", "verdict", "expected"),
    [
        (MB, "Assistant A is outclassed by Assistant B.", "A]]", None),
        (MB, "Assistant A is outclassed by Assistant B.", "B]]", B),
        (MB, "My vote: Assistant B.", "A]]", None),
        (PV, "The better response is the one from Assistant B.", "A]]", None),
        (PV, "The better response is the one from Assistant B.", "B]]", B),
        (MB, "Assistant A would be my second choice.", "A]]", None),
        (AH, "Assistant A trails Assistant B considerably.", "A>B]]", None),
        (MB, "Assistant A does not deserve to win.", "A]]", None),
        (MB, "I can't say Assistant A is better; Assistant B is.", "A]]", None),
        (MB, "I can't say Assistant A is better; Assistant B is.", "B]]", B),
        (MB, "Assistant A doesn't answer the question at all, whereas Assistant B does.", "A]]", None),
        (MB, "Assistant A is simply not as good.", "A]]", None),
        (MB, "Assistant B is not worse than Assistant A; in fact it is clearly superior.", "A]]", None),
        (MB, "It's a dead heat.", "A]]", None),
        (MB, "It's a dead heat.", "C]]", TIE),
        (PV, "Both get it right, so this is a tie.", "A]]", None),
        (MB, "They both deserve a 7.", "B]]", None),
        (MB, "Honestly, either one would do.", "A]]", None),
        (MB, "Skip.", "A]]", None),
        (MB, "I need to see both responses first.", "A]]", None),
        (MB, "The response was truncated due to length.", "A]]", None),
        (MB, "Both answers are in Chinese, which I cannot read.", "A]]", None),
        (MB, "Your evaluation should consider factors such as helpfulness.", "A]]", None),
        (
            PV,
            "**Assistant A is better.** The question asks for a short explanation. Let me consider the details once "
            "more.",
            "B]]",
            None,
        ),
        (MB, "I prefer Assistant A. Wait, to be fair, Assistant B's first step is correct.", "A]]", A),
        (MB, "I prefer Assistant A. Wait, to be fair, Assistant B's first step is correct.", "B]]", None),
    ],
)
def test_pass50_a_verdict_the_evidence_disowns_fails(template, text, verdict, expected):
    expect(forced_reading(template, text, verdict), expected)


@pytest.mark.parametrize(
    ("template", "text", "expected"),
    [
        (MB, "My vote: Assistant B.\n\n[[A]]", None),
        (MB, "The two responses are of comparable quality.\n\n[[A]]", None),
        (PV, "Both get it right, so this is a tie.\n[[A]]", None),
        (MB, "I prefer Assistant A. Wait, to be fair, Assistant B's first step is correct.\n\n[[A]]", A),
        ("faireval-vanilla", "8 5\nThese are example scores; the actual responses were not provided.", None),
    ],
)
def test_pass50_a_written_verdict_the_text_disowns_fails(template, text, expected):
    expect(got(template, text), expected)


def test_a_judgment_with_a_remark_on_what_the_judge_cannot_read_keeps_its_verdict():
    """Kept: the evidence judges before it says what the judge cannot read, so it is a judgment (version 57)."""
    expect(forced_reading(MB, "Assistant A is correct. Assistant B cites sources that I can't read.", "A]]"), A)


@pytest.mark.parametrize(
    ("text", "verdict", "expected"),
    [
        # version 58 (adversarial pass 51 M1): one criterion's scores favouring the loser decide nothing
        ("Overall, Assistant A is better. Depth: Assistant A 7/10, Assistant B 8/10.", "A]]", A),
        (
            "Overall, Assistant A is better because it is correct. On depth alone, Assistant B scores 8 and Assistant A 6.",
            "A]]",
            A,
        ),
        ("Overall, Assistant A is better. Depth: Assistant A 7/10, Assistant B 8/10.", "B]]", None),
        # kept: the two sides' scores with no criterion decide
        ("Assistant A: 9/10, Assistant B: 4/10.", "B]]", None),
    ],
)
def test_pass51_one_criterions_scores_decide_nothing(text, verdict, expected):
    expect(forced_reading(MB, text, verdict), expected)
