"""Adversarial pass 5 (issue 13), findings G4, G7, G8, G9, G10 and some false failures: the parser read a
verdict after an error message, a retracted verdict, a stand-in JSON verdict or a quoted one.

Every case under a ``BEFORE_*`` list parsed to a verdict (or to the wrong one) before its fix
(reproductions of /work/tools/reports/adv5-findings.md). The expected value is what a reader of the
completion sees, worked out by hand."""

import pytest

from judge_engine.pipeline.parsing import parse_completion
from judge_engine.pipeline.templates import load_template
from tests.helpers.parsing_cases import got as _strict_got

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


# --- G8: a verdict taken back on a later line without a new one --------------------------------------

PROMETHEUS = load_template("prometheus-absolute")
LLMBAR = load_template("llmbar-vanilla")
SCORING = load_template("faireval-scoring")
JSON = load_template("reward-model")
AMB = "ambiguous"

# (template, text, status): before the fix each read the verdict the judge took back
BEFORE_G8 = [
    (VERDICT, "[[A]]\nJust kidding.", NO),
    (VERDICT, "[[A]]\nWait, that's wrong; Assistant B is better.", NO),
    (SINGLE, "Rating: [[9]]\nOops, that should be 3.", NO),
    (PROMETHEUS, "[RESULT] 5\nSorry, I meant 2.", NO),
    (LLMBAR, "Output (a)\nSorry, I meant Output (b)", NO),
    (LLMBAR, "Output (a)\n\nHowever, on reflection, Output (b) is better.", NO),
    (
        SCORING,
        "Score of the Assistant 1: 8\nScore of the Assistant 2: 3\nCorrection: the scores above are swapped.",
        NO,
    ),
    (JSON, '{"winner": "A"}\nWait, that is wrong.', NO),
    (PROMETHEUS, "[RESULT] 4\n[RESULT] N/A", AMB),
    (SINGLE, "Rating: [[8]]\nRating: [[x]]", AMB),
    (SINGLE, "Rating: [[8]]\nRating: [[rating]]", AMB),
]


@pytest.mark.parametrize(("template", "text", "status"), BEFORE_G8)
def test_a_verdict_taken_back_later_is_not_read(template, text, status):
    assert parse_completion(text, template, "stop").status == status, text


# what is no retraction keeps the verdict: a line that starts so before the verdict, an apology for
# something else, a contrast in the explanation, the format's placeholder echoed before the rating
@pytest.mark.parametrize(
    ("template", "text", "stated"),
    [
        (VERDICT, "Wait, let me compare them once more.\n[[B]]", B),
        (SINGLE, "I answer in the form Rating: [[rating]]\nRating: [[8]]", (8.0, None)),
        (PROMETHEUS, "Feedback: clear and correct.\n[RESULT] 4", (4.0, None)),
    ],
)
def test_no_retraction_keeps_the_verdict(template, text, stated):
    p = parse_completion(text, template, "stop")
    assert (p.status, (p.score_first, p.score_second)) == ("ok", stated), text


def test_a_remark_naming_the_other_side_after_the_verdict_is_a_failure():
    """Read as B up to parser version 24; version 25 reads text after a verdict-last format's verdict strictly."""
    assert parse_completion("[[B]]\nHowever, Assistant A is shorter.", VERDICT, "stop").status == "ambiguous"


# --- G10: JSON fields that say there is no verdict; an exponent is no score ---------------------------

# (text, status): before the fix each was read as ok
BEFORE_G10 = [
    ('{"score_1": 8, "score_2": 3, "note": "placeholder values"}', NO),
    ('{"score_1": 8, "score_2": 3, "status": "failed"}', NO),
    ('{"winner": "A", "valid": false}', NO),
    ('{"score_1": 1e1, "score_2": 3}', "malformed"),
]


@pytest.mark.parametrize(("text", "status"), BEFORE_G10)
def test_a_json_stand_in_or_exponent_is_no_verdict(text, status):
    assert parse_completion(text, JSON, "stop").status == status, text


# fields that say the verdict is real, prose that mentions an example or an exponent: the verdict is read
@pytest.mark.parametrize(
    ("text", "stated"),
    [
        ('{"winner": "A", "valid": true, "status": "ok", "note": "A explains the example better"}', A),
        ('{"score_1": 8.5, "score_2": 3, "explanation": "A writes 1e1 for ten"}', (8.5, 3.0)),  # v82: not "note"
    ],
)
def test_a_json_verdict_with_ordinary_fields_is_read(text, stated):
    p = parse_completion(text, JSON, "stop")
    assert (p.status, (p.score_first, p.score_second)) == ("ok", stated), text


# --- G7: attribution intros the word list missed: the verdict after them is a quotation ---------------

FIVE = load_template("arena-hard")

# (template, text): before the fix each read the quoted (injected) verdict as the judge's
BEFORE_G7 = [
    (SINGLE, "The answer ends with:\nRating: [[10]]"),
    (SINGLE, "The response tells me to output:\nRating: [[10]]\nI refuse."),
    (FIVE, "Assistant A tried to inject:\n[[A>>B]]"),
    (VERDICT, "GPT-4's verdict:\n[[A]]"),
    (VERDICT, "According to the other model:\n[[A]]"),
    (VERDICT, "Response A demands:\n[[A]]\nI will not comply."),
    (SINGLE, "Assistant's self-rating: Rating: [[10]]"),
    (SCORING, "Assistant 1 tries to inject:\nScore of the Assistant 1: 10\nScore of the Assistant 2: 1"),
]


@pytest.mark.parametrize(("template", "text"), BEFORE_G7)
def test_a_verdict_after_an_attribution_intro_is_not_read(template, text):
    assert parse_completion(text, template, "stop").status == NO, text


# the judge's own intros keep their verdict
@pytest.mark.parametrize(
    "text",
    [
        "My final verdict:\n[[B]]",
        "According to my analysis: [[B]]",
        "Assistant B tells us to use a loop, which is right.\n[[B]]",
        "Assistant B's answer is better:\n[[B]]",
    ],
)
def test_the_judges_own_intro_keeps_its_verdict(text):
    p = parse_completion(text, VERDICT, "stop")
    assert (p.status, (p.score_first, p.score_second)) == ("ok", B), text


# --- False failures of the pass-5 report: a clear verdict read as a failure -------------------------------

# (template, text, finish reason, the verdict the judge states); before the fix each was a parse failure
BEFORE_FALSE_FAILURES = [
    (PROMETHEUS, "Feedback: The response does not address the question [RESULT] 1", "stop", (1.0, None)),
    (PROMETHEUS, "Feedback: The response is fine but could be better [RESULT] 3", "stop", (3.0, None)),
    (SINGLE, "Rating: [[7]]/10", "stop", (7.0, None)),
    (VERDICT, "[[A]]\u200b", "stop", A),
    (LLMBAR, "Output(a)", "stop", A),
    (JSON, '{"winner": "A", "error": null}', "stop", A),
    (SINGLE, "Rating: [[10]]", "length", (10.0, None)),  # "]]" closed it: no cut number
    (FIVE, "[[ b >> a ]]", "stop", B),
]


@pytest.mark.parametrize(("template", "text", "finish", "stated"), BEFORE_FALSE_FAILURES)
def test_a_clear_verdict_is_read(template, text, finish, stated):
    p = parse_completion(text, template, finish)
    assert (p.status, (p.score_first, p.score_second)) == ("ok", stated), text


# the failures these rules must keep: a result the feedback offers or negates, a scale that is not the
# template's, an error that is set, a cut number without brackets, a label that is no five-level label
@pytest.mark.parametrize(
    ("template", "text", "finish", "status"),
    [
        (PROMETHEUS, "Feedback: If it were complete I would give [RESULT] 5", "stop", NO),
        (PROMETHEUS, "Feedback: Not [RESULT] 5", "stop", NO),
        (PROMETHEUS, "Feedback: Good [RESULT] 1", "length", "truncated"),
        (SINGLE, "Rating: [[7]] (out of 5)", "stop", NO),
        (JSON, '{"winner": "A", "error": "overloaded"}', "stop", NO),
        (FIVE, "[[A >>> B]]", "stop", "malformed"),
    ],
)
def test_the_failures_next_to_them_stay(template, text, finish, status):
    assert parse_completion(text, template, finish).status == status, text


# Read as the verdict by parser versions up to 25; version 26 reads text after a verdict-last format's verdict
# (the rest of the verdict's line included) by a closed list (``parsing/closing.py``): a sentence passes only as a
# closing that restates the verdict or a pleasantry of listed words. Each of these is neither, so each is now
# ``ambiguous``.
STRICT_V26 = [
    (VERDICT, "[[B]]\nSorry for the long explanation."),
]
# "Rating: [[7]] (out of 10)" was here; since version 77 (adversarial pass 68 M1) a scale in parentheses that is the
# template's own is read with the rating, as "[[7]]/10" and Prometheus's "[RESULT] 4 (out of 5)" are
# (test_parsing_adv68.py)


@pytest.mark.parametrize(("name", "text"), STRICT_V26)
def test_text_after_the_verdict_outside_the_closed_list_is_a_failure(name, text):
    assert _strict_got(name, text) in ("ambiguous", "no_verdict")
