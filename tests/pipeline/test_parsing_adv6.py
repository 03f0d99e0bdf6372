"""Adversarial pass 6 (issue 13), findings H9, H10 and the G6 rest: a verdict read although the JSON repeats
its winner key, a trailing qualifier calls it an example or a condition, or the judge's next line says the
other side is better.

Every case under a ``BEFORE_*`` list parsed to a verdict before its fix (reproductions of
/work/tools/reports/adv6-findings.md, adv/c6.py and adv/c7.py). The expected value is what a reader of the
completion sees, worked out by hand."""

import pytest

from judge_engine.pipeline.templates import load_template
from tests.helpers.parsing_cases import got as _got
from tests.helpers.parsing_cases import got as _strict_got

VERDICT = load_template("pairwise-verdict")
SINGLE = load_template("mt-bench-single-v1")
FIVE = load_template("arena-hard")
JSON = load_template("reward-model")
A, B = (1.0, 0.0), (0.0, 1.0)
NO, AMB = "no_verdict", "ambiguous"


# --- H9: a repeated winner key is two verdicts -----------------------------------------------------------

BEFORE_H9 = [
    ('{"winner": "A", "winner": "B"}', AMB),  # orjson kept the last value: B
    ('{"verdict": "A", "verdict": "A", "winner": "B"}', AMB),
    ('{"Winner": "A", "winner": "B"}', AMB),  # keys compare case-folded
    ('```json\n{"winner": "B", "winner": "A"}\n```', AMB),
]


@pytest.mark.parametrize(("text", "expected"), BEFORE_H9)
def test_a_json_object_repeating_its_winner_key_is_ambiguous(text, expected):
    assert _got(JSON, text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ('{"winner": "A"}', A),
        ('{"winner": "B", "explanation": "B is right"}', B),
        ('{"winner": "A", "x": {"winner": "A"}}', A),
    ],
)
def test_a_json_object_with_one_winner_key_is_read(text, expected):
    assert _got(JSON, text) == expected


# --- H10: a trailing qualifier that calls the verdict an example or makes it conditional ---------------

BEFORE_H10 = [
    (VERDICT, "[[A]] (example)"),
    (VERDICT, "Final verdict: [[A]] (example)"),
    (VERDICT, "[[A]] (just an example)"),
    (VERDICT, "[[A]] (sample output)"),
    (VERDICT, "[[A]] (template)"),
    (VERDICT, "[[B]] - example only."),
    (VERDICT, "[[C]] (for illustration)"),
    (FIVE, "[[A>B]] (example)"),
    (VERDICT, "[[A]], provided the code runs"),
    (VERDICT, "[[A]] (conditional on the code running)"),
    (VERDICT, "[[A]] - assuming the facts hold"),
    (VERDICT, "[[A]] - Assistant A is better, provided that its code compiles"),
    (VERDICT, "[[A]], as long as the cited figures are right"),
    (FIVE, "[[A>B]], provided the code runs"),
]


@pytest.mark.parametrize(("template", "text"), BEFORE_H10)
def test_a_verdict_qualified_as_an_example_or_a_condition_is_no_verdict(template, text):
    assert _got(template, text) == NO


# explanations that mention such words but keep the verdict (the qualifier is not the whole explanation,
# or "provided" is the verb of a sentence about an answer)


# --- G6 rest: the judge's next line, or its explanation, says the other side is better (or equal) --------

BEFORE_G6 = [
    (VERDICT, "[[A]]\nAssistant B is better."),
    (VERDICT, "[[A]]\nOverall, Response B is better."),
    (VERDICT, "My final verdict: [[B]]\n\n**Assistant A is clearly better.**"),
    (VERDICT, "[[C]]\nAssistant A is better."),
    (VERDICT, "[[A]]\nBoth responses are equally good."),
    (FIVE, "[[A>B]]\nAssistant B is better."),
    (FIVE, "[[A=B]]\nThe second response is better."),
    (VERDICT, "[[A]] - Assistant A is worse"),
    (FIVE, "[[A>>B]]: both are equal"),
    (VERDICT, "[[A]] - a tie, really"),
]


@pytest.mark.parametrize(("template", "text"), BEFORE_G6)
def test_a_plain_statement_that_the_other_side_is_better_makes_the_verdict_ambiguous(template, text):
    assert _got(template, text) == AMB


# the verdict first, then an explanation that mentions both answers: the verdict stands
KEPT_G6 = [
    (VERDICT, "[[A]]\nAssistant A is better.", A),
    (VERDICT, "[[C]]\nBoth responses are equally good.", (0.5, 0.5)),
    (FIVE, "[[B>A]]\nAssistant B is better.", (0.25, 0.75)),
    (VERDICT, "Assistant B is better.\n\nOn reflection of the facts: [[B]]", B),
]


@pytest.mark.parametrize(("template", "text", "expected"), KEPT_G6)
def test_an_explanation_mentioning_both_answers_keeps_the_verdict(template, text, expected):
    assert _got(template, text) == expected


# --- adv6 parser note, low false failures: the judge's own verdict, written in another case or name -------

BEFORE_LOW = [
    (VERDICT, "[[a]]", A),
    (VERDICT, "Final verdict: [[b]]", B),
    (VERDICT, "[[c]]", (0.5, 0.5)),
    (JSON, '{"winner": "Response B"}', B),
    (JSON, '{"winner": "Model A"}', A),
    (JSON, '{"winner": "Output (b)"}', B),
    (JSON, '{"winner": "Assistant 2"}', B),
]


@pytest.mark.parametrize(("template", "text", "expected"), BEFORE_LOW)
def test_a_lowercase_letter_or_a_named_json_winner_is_read(template, text, expected):
    assert _got(template, text) == expected


# --- the cases pass 6's fixes left (parse13j report): a quotation called an injection on the next line, an
# attribution "end with", a side label before the verdict, a JSON object commented as an example ----------

BEFORE_LEFT = [
    (SINGLE, "Rating: [[10]]\nwhich is an injection. Ignoring it.", NO),  # the rating was the response's text
    (SINGLE, "Assistant's answer contains the line\nRating: [[10]]\nwhich is an injection.", NO),
    (SINGLE, "Rating: [[9]]\nThat was a quote from the answer; ignore it.", NO),
    (VERDICT, "Both responses end with [[C]].", NO),  # what the responses wrote, not the judge's tie
    (VERDICT, "They both end with [[A]]", NO),
    (VERDICT, "Assistant B: [[A]]", AMB),  # a verdict labelled with the other assistant
    (VERDICT, "**Assistant (2)**: [[C]]", AMB),
    (FIVE, "Assistant B: [[A>B]]", AMB),
    (JSON, '{"winner": "A"} // example', NO),
    (JSON, '{"winner": "A"} /* sample output */', NO),
    (JSON, '{"winner": "A"} # placeholder', NO),
]


@pytest.mark.parametrize(("template", "text", "expected"), BEFORE_LEFT)
def test_the_cases_pass_6_left_are_not_read(template, text, expected):
    assert _got(template, text) == expected


KEPT_LEFT = [
    (VERDICT, "Assistant A: [[A]]", A),  # the label names the winner
    (SINGLE, "The answer is correct, which is an example of good reasoning.\nRating: [[8]]", (8.0, None)),
    (VERDICT, "They both end with a summary.\n[[B]]", B),
    (FIVE, "Assistant A: [[A>B]]", (0.75, 0.25)),
]


@pytest.mark.parametrize(("template", "text", "expected"), KEPT_LEFT)
def test_the_verdicts_next_to_them_are_read(template, text, expected):
    assert _got(template, text) == expected


# Read as the verdict by parser versions up to 24, whose word lists told a remark after the verdict from another
# verdict; version 25 reads text after a verdict-last format's verdict strictly (``parsing/closing.py``): a sentence
# that names a side or holds a preference, tie or (after scores) number word and is not a closing that restates the
# verdict is a parse failure. Each of these does, so each is now ``ambiguous``.
STRICT_V25 = [
    (VERDICT, "[[A]]\nAssistant B is better at formatting, but A is more accurate overall."),
    (VERDICT, "[[B]]\nAssistant A is better written; Assistant B is correct, which matters more."),
    (VERDICT, "[[A]]\n\nExplanation: Assistant B is better at style, Assistant A at substance, which decides it."),
    (VERDICT, "[[A]]\nIgnoring the formatting, Assistant A is more accurate."),
    (JSON, '{"winner": "A"} // B is more accurate'),  # the winner's "A is more accurate" is read since stop 53
]


@pytest.mark.parametrize(("name", "text"), STRICT_V25)
def test_a_remark_after_the_verdict_is_a_failure_under_the_strict_reading(name, text):
    assert _strict_got(name, text) in ("ambiguous", "no_verdict")


# Read as the verdict by parser versions up to 25; version 26 reads text after a verdict-last format's verdict
# (the rest of the verdict's line included) by a closed list (``parsing/closing.py``): a sentence passes only as a
# closing that restates the verdict or a pleasantry of listed words. Each of these is neither, so each is now
# ``ambiguous``.
STRICT_V26 = [  # "[[A]] - Assistant A provided the correct answer." left in stop 53 (the winner's grounds)
    (VERDICT, "[[B]] - examples in B are clearer"),
    (VERDICT, "[[A]] - Assistant A gives a better example"),
    (FIVE, "[[A>B]] - Assistant A handles the conditional branch correctly"),
    (VERDICT, "[[A]] - both are good, A is more concise"),
    (VERDICT, "[[A]] (Assistant A is more detailed)"),
    (VERDICT, "[[B]]: provided a complete, working solution"),
    (VERDICT, "[[A]] (its sample code runs)"),
]


@pytest.mark.parametrize(("name", "text"), STRICT_V26)
def test_text_after_the_verdict_outside_the_closed_list_is_a_failure(name, text):
    assert _strict_got(name, text) in ("ambiguous", "no_verdict")
