"""Adversarial pass 9 (issue 13, /tmp/adv9 findings M5-M7): completions that state a verdict which parser version 7
read as failures, because a rule of pass 8 took more than it meant to: a partial disclaimer or an assistant's
refusal reported after a colon read as the judge's refusal (M5), a scale the explanation talks about read as the
judge's rating scale (M6), a P.S. or Update remark that keeps the verdict read as a retraction (M7).

The expected value is what a reader of the completion sees, worked out by hand; the ``STILL_*`` lists are neighbours
that must stay failures."""

import pytest

from tests.helpers.parsing_cases import got as _got
from tests.helpers.parsing_cases import got as _strict_got

PAIR, SINGLE, PROM = "mt-bench-pairwise", "mt-bench-single-v1", "prometheus-absolute"
A, TIE = (1.0, 0.0), (0.5, 0.5)
NO, AMB = "no_verdict", "ambiguous"


READ = [
    # M5: a disclaimer about part of the task, a tie stated as "can't pick", an assistant's refusal reported after a colon
    (
        PAIR,
        "I cannot evaluate the images mentioned, as none were provided. Judging on the text, A is better.\n\n[[A]]",
        A,
    ),
    (PAIR, "I cannot compare the two responses on style because both are plain. On accuracy, A wins.\n[[A]]", A),
    (PAIR, "I can't pick one over the other, as both are equally correct.\n[[C]]", TIE),
    (SINGLE, "The assistant declined: I cannot help with that request. Rating: [[1]]", (1.0, None)),
    (
        SINGLE,
        "The AI assistant's response: I'm sorry, but I can't assist with that. This refusal is appropriate.\n"
        "Rating: [[9]]",
        (9.0, None),
    ),
    # M6: a scale the task or the response is about, in another sentence than the verdict
    (SINGLE, "The response uses a 5-point scale for its own survey, which is fine. Rating: [[8]]", (8.0, None)),
    (
        SINGLE,
        "The user wants a scale of 1 to 5 for a Likert survey; the response gives one. Rating: [[9]]",
        (9.0, None),
    ),
    (SINGLE, "The response builds the requested scale of 1 to 5 for pain correctly.Rating: [[9]]", (9.0, None)),
    (SINGLE, "The user asked for a rating out of 5: the response gives one.Rating: [[9]]", (9.0, None)),
    (PROM, "The response builds the requested scale of 1 to 10 for pain correctly. [RESULT] 5", (5.0, None)),
    # M7: a remark after the verdict that does not change it
]


@pytest.mark.parametrize(("name", "text", "expected"), READ)
def test_a_verdict_pass_8_took_for_a_failure_is_read(name, text, expected):
    assert _got(name, text) == expected


STILL_FAILED = [
    (PAIR, "I cannot evaluate these responses, as they contain harmful content.\n[[C]]"),
    (PAIR, "I can't pick one of these outputs.\n[[C]]"),
    (SINGLE, "Explanation: I cannot help with that request. Rating: [[1]]"),
    (SINGLE, "My answer: I'm sorry, but I can't assist with that.\nRating: [[1]]"),
    (SINGLE, "On a scale of 1 to 5, I'd give it a 4. Rating: [[4]]"),
    (SINGLE, "Using a 5-point scale, this earns Rating: [[4]]"),
    (SINGLE, "Rating: [[8]]\n\nP.S. The rating should be 4."),
    (PAIR, "[[A]]\n\nP.S. On second thought, B should have won."),
    (SINGLE, "Rating: [[8]]\nUpdate: 2 typos, so 6."),
]


@pytest.mark.parametrize(("name", "text"), STILL_FAILED)
def test_a_refusal_another_scale_or_a_correction_stays_a_failure(name, text):
    assert _got(name, text) in (NO, AMB)


# Read as the verdict by parser versions up to 24, whose word lists told a remark after the verdict from another
# verdict; version 25 reads text after a verdict-last format's verdict strictly (``parsing/closing.py``): a sentence
# that names a side or holds a preference, tie or (after scores) number word and is not a closing that restates the
# verdict is a parse failure. Each of these does, so each is now ``ambiguous``.
STRICT_V25 = [
    (PAIR, "[[A]]\n\nP.S. Assistant B should have shown its work."),
    (SINGLE, "Rating: [[8]]\nUpdate: 2 minor typos noted, but rating stands."),
]


@pytest.mark.parametrize(("name", "text"), STRICT_V25)
def test_a_remark_after_the_verdict_is_a_failure_under_the_strict_reading(name, text):
    assert _strict_got(name, text) in ("ambiguous", "no_verdict")


# Read as the verdict by parser versions up to 25; version 26 reads text after a verdict-last format's verdict
# (the rest of the verdict's line included) by a closed list (``parsing/closing.py``): a sentence passes only as a
# closing that restates the verdict or a pleasantry of listed words. Each of these is neither, so each is now
# ``ambiguous``.
STRICT_V26 = [
    (SINGLE, "Rating: [[8]]\n\nP.S. The response should cite sources next time."),
]


@pytest.mark.parametrize(("name", "text"), STRICT_V26)
def test_text_after_the_verdict_outside_the_closed_list_is_a_failure(name, text):
    assert _strict_got(name, text) in ("ambiguous", "no_verdict")
