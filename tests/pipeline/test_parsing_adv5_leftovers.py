"""Adversarial pass 5 (issue 13), findings G4, G7, G8, G9, G10 and some false failures: the parser read a
verdict after an error message, a retracted verdict, a stand-in JSON verdict or a quoted one.

Every case under a ``BEFORE_*`` list parsed to a verdict (or to the wrong one) before its fix
(reproductions of /work/tools/reports/adv5-findings.md). The expected value is what a reader of the
completion sees, worked out by hand."""

import pytest

from judge_engine.pipeline.parsing import parse_completion
from judge_engine.pipeline.templates import load_template

VERDICT = load_template("pairwise-verdict")
SINGLE = load_template("mt-bench-single-v1")
A, B = (1.0, 0.0), (0.0, 1.0)
NO = "no_verdict"

# --- G4: error texts the error-start pattern missed --------------------------------------------------

# (template, text): a server or client error returned as the completion, then a verdict; before the fix
# each was read as that verdict
BEFORE_G4 = [
    (VERDICT, "Internal Server Error\n[[A]]"),
    (VERDICT, "An error occurred while generating the response.\n[[C]]"),
    (VERDICT, "Rate limit exceeded. Please retry.\n[[A]]"),
    (VERDICT, "<html><head><title>502 Bad Gateway</title></head></html>\n[[A]]"),
    (VERDICT, "upstream request timeout\n[[C]]"),
    (VERDICT, '{"error": {"message": "overloaded"}}\n[[A]]'),
    (VERDICT, "CUDA out of memory. Tried to allocate 2.00 GiB\n[[A]]"),
    (VERDICT, "RuntimeError: CUDA error: device-side assert triggered\n[[A]]"),
    (VERDICT, "ValueError: prompt too long\n[[A]]"),
    (VERDICT, "openai.RateLimitError: Error code: 429\n[[A]]"),
    (VERDICT, "Request failed with status code 500\n[[B]]"),
    (SINGLE, "[ERROR] generation failed\nRating: [[5]]"),
    (SINGLE, "ERROR - backend unavailable\nRating: [[5]]"),
]


@pytest.mark.parametrize(("template", "text"), BEFORE_G4)
def test_an_error_text_before_a_verdict_is_no_verdict(template, text):
    assert parse_completion(text, template, "stop").status == NO, text


# a judge's prose that mentions an error, a rate limit or memory is no error text: its verdict is read
@pytest.mark.parametrize(
    "text",
    [
        "Assistant A's code has a runtime error.\n[[B]]",
        "Error-free code from Assistant B; A crashes.\n[[B]]",
        "An error occurred in step 3 of Assistant A's derivation.\n[[B]]",
        "Rate-limited APIs need backoff, which only Assistant B adds.\n[[B]]",
        "Out of memory errors are handled only by Assistant B.\n[[B]]",
        "Unauthorized access is refused only by Assistant B.\n[[B]]",
        "Exception handling: Assistant B catches the error, A does not.\n[[B]]",
    ],
)
def test_prose_that_mentions_an_error_keeps_its_verdict(text):
    p = parse_completion(text, VERDICT, "stop")
    assert (p.status, (p.score_first, p.score_second)) == ("ok", B), text
