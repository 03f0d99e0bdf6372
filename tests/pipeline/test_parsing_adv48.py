"""Parser version 55 (issue 13): adversarial pass 48 on version 54 (a fresh helper, 13,882 probes; no false failure
on its 1,408 realistic consistent reviews and 96 tie reviews). Each row is one of the report's reproductions or its
kept twin; the expected value is what a reader of the completion sees, worked out by hand.

- H1: more wordings (``is surpassed by``, ``scores higher than``, ``comes second``, ``Clear win for``, ``answers the
  question; ... does not``, ``fails to answer ..., while ... answers it fully``);
- H2: the last-decision walk reads the listed conclusion shapes too (``is the clear winner``, ``should be preferred``
  six sentences back), so its reach no longer depends on the wording;
- H3: realistic reviews whose main clause decides after a contrast (``Assistant A does a decent job, but Assistant B
  does a better one.``), a remark on the loser after the decision (``..., but not what was asked.``), ``my choice
  is``, and prose scores for ``Output (a)``/``Output (b)``;
- H4: ``They tie.``, ``Neither wins.``; H5: ``Internal error (code 500)``, ``Response blocked by safety filter.``,
  ``<unk><unk><unk>``; H6: ``Assistant A should not win.`` after a label.
Left: ``B > A`` (the markup rule drops ``>``), ``I'd rank X first``, ``so X it is``, ``Nobody would pick Y over X``,
L1, and the debatable rows (an empty or bare-name evidence before a forced verdict)."""

import pytest

from tests.helpers.parsing_cases import expect, forced_reading, got

MB, AH, LB, PV = "mt-bench-pairwise", "arena-hard", "llmbar-vanilla", "pairwise-verdict"
A, B, TIE = (1.0, 0.0), (0.0, 1.0), (0.5, 0.5)
AH_A = (0.75, 0.25)
NEUTRAL5 = (
    " Both answers are written in English. The question asks about sorting a list in Python. Formatting is similar in"
    " both. Neither answer uses headings. The user asked for a short answer."
)


@pytest.mark.parametrize(
    ("template", "text", "verdict", "expected"),
    [
        # H1
        (MB, "Assistant A is surpassed by Assistant B.", "A]]", None),
        (MB, "Assistant A is surpassed by Assistant B.", "B]]", B),
        (MB, "Assistant B scores higher than Assistant A.", "A]]", None),
        (MB, "Assistant A comes second.", "A]]", None),
        (AH, "Clear win for Assistant B.", "A>B]]", None),
        (PV, "Assistant B answers the question; Assistant A does not.", "A]]", None),
        (PV, "Assistant B answers the question; Assistant A does not.", "B]]", B),
        # H2: a listed conclusion six sentences back
        (MB, "Assistant B is the clear winner." + NEUTRAL5, "A]]", None),
        (MB, "Assistant B is the clear winner." + NEUTRAL5, "B]]", B),
        (AH, "Assistant B should be preferred." + NEUTRAL5, "A>B]]", None),
        # H3: realistic reviews
        (MB, "Assistant A does a decent job, but Assistant B does a better one.", "A]]", None),
        (MB, "Assistant A does a decent job, but Assistant B does a better one.", "B]]", B),
        (
            MB,
            "Assistant B is accurate. Because the user asked for that format, Assistant B is the better choice. "
            "Assistant A's extra context is nice, but not what was asked.",
            "A]]",
            None,
        ),
        (
            MB,
            "Since accuracy outweighs structure, my choice is Assistant B. Both could improve by citing sources.",
            "A]]",
            None,
        ),
        (
            LB,
            "Output (a) and Output (b) both give the right final answer. However, Output (a) arrives at it through a "
            "flawed argument, while Output (b)'s reasoning is sound. I'd rate Output (b) an 8 out of 10 and Output (a) "
            "a 5 out of 10.",
            "a)",
            None,
        ),
        # H4
        (MB, "Both answers cover the main points. They tie.", "A]]", None),
        (MB, "Both answers cover the main points. They tie.", "C]]", TIE),
        (AH, "Both answers cover the main points. Neither wins.", "B>A]]", None),
        # H5
        (MB, "Internal error (code 500)", "A]]", None),
        (MB, "Response blocked by safety filter.", "A]]", None),
        (MB, "<unk><unk><unk>", "A]]", None),
    ],
)
def test_pass48_a_verdict_the_evidence_disowns_fails(template, text, verdict, expected):
    expect(forced_reading(template, text, verdict), expected)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Evaluation: Assistant A should not win.\n\n[[A]]", None),
        ("Evaluation: Assistant A should not win.\n\n[[B]]", B),
        ("Assistant A is surpassed by Assistant B.\n\n[[A]]", None),
    ],
)
def test_pass48_a_written_verdict_the_text_disowns_fails(text, expected):
    expect(got(MB, text), expected)
