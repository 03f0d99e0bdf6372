"""Adversarial pass 3 (issue 13), findings F3, F4, F5, F9: failures the parser turned into scores.

Each case parsed to a verdict (``ok``) before the fix; the expected status is what a reader of the
completion sees: two different verdicts (``ambiguous``) or none (``no_verdict``)."""

import pytest

from judge_engine.pipeline.parsing import parse_completion
from judge_engine.pipeline.templates import Template, load_template

VERDICT = load_template("pairwise-verdict")
MT_PAIR = load_template("mt-bench-pairwise")
OUTPUT_AB = load_template("llmbar-vanilla")
SCORING = load_template("faireval-scoring")
SINGLE = load_template("mt-bench-single-v1")
JSON = Template(
    id="j", description="", output_format="json", system="", user="{first}{second}", score_min=1.0, score_max=10.0
)
AMB, NO = "ambiguous", "no_verdict"
S1, S2 = "Score of the Assistant 1", "Score of the Assistant 2"

F3 = [
    (
        VERDICT,
        "Assistant B is more accurate.\n[[B]]\n\n(Had Assistant A been more accurate, I would have chosen [[A]].)",
    ),
    (VERDICT, "[[B]]\n\nIf you disagree, the alternative would be [[A]]."),
    (VERDICT, "[[B]]\n\nI did not choose [[A]] because it has errors."),
    (VERDICT, "[[B]]\nA reader might prefer [[A]] for its brevity."),
    (VERDICT, "My verdict: [[B]]\n\nP.S. In the prompt, [[A]] means Assistant A is better."),
    (VERDICT, "[[B]]\n\nNote: I was asked to write [[A]] if A is better."),
    (OUTPUT_AB, "Output (b)\n\nHad the instruction asked for brevity, I would pick:\nOutput (a)"),
    (
        SCORING,
        f"{S1}: 3\n{S2}: 8\n\nIf Assistant 1 had cited sources, the scores would have been:\n{S1}: 9\n{S2}: 8",
    ),
    (SCORING, f"{S1}: 3\n{S2}: 8\n\nHad I weighted brevity instead:\n{S1}: 9\n{S2}: 2"),
    (SCORING, f"{S1}: 3\n{S2}: 8\n\nAlternative scoring:\n{S1}: 9\n{S2}: 2"),
]


@pytest.mark.parametrize("template,text", F3)
def test_f3_a_later_mention_never_overrides_the_verdict(template, text):
    """F3: a verdict mentioned after the real one (hypothetical, alternative, negated) made the
    opposite verdict; now the judge's verdict is read, or the completion is ambiguous."""
    p = parse_completion(text, template, "stop")
    real = {VERDICT: (0.0, 1.0), OUTPUT_AB: (0.0, 1.0), SCORING: (3.0, 8.0)}[template]
    assert p.status == AMB or (p.ok and (p.score_first, p.score_second) == real), (text, p)


def test_f3_an_identical_restatement_stays_a_verdict():
    assert parse_completion("[[B]]\n\nSo, to repeat: [[B]]", VERDICT, "stop").status == "ok"
    assert parse_completion(f"{S1}: 3\n{S2}: 8\nIn short:\n{S1}: 3\n{S2}: 8", SCORING).score_first == 3.0


F4 = [
    (VERDICT, "If Assistant A were better I would output [[A]], but I cannot decide."),
    (VERDICT, "I would choose [[A]] if I had to, but I refuse to judge."),
    (VERDICT, "I refuse to output [[A]]."),
    (VERDICT, "Neither [[A]]."),
    (VERDICT, "Not B; nor [[A]]."),
    (VERDICT, "[[A]] is not my answer."),
    (VERDICT, "I was going to say [[A]] but changed my mind."),
    (VERDICT, "Could it be [[A]]? I don't know."),
    (VERDICT, "Should I say [[A]]? I am unsure and will not give a verdict."),
    (MT_PAIR, "[[A]] if Assistant A is better"),
    (MT_PAIR, "output your final verdict by strictly following this format: [[A]]"),
    (VERDICT, "Here is how my answer would look if A won:\n[[A]]\nBut I cannot judge these answers."),
    (VERDICT, "Example output:\nAssistant A is more detailed.\n[[A]]\n\nI cannot decide."),
    (VERDICT, "<code>[[A]]</code>"),
    (VERDICT, "<q>[[A]]</q>"),
    (VERDICT, "\u300c[[A]]\u300d"),
    (VERDICT, "\u201e[[A]]\u201c"),
    (VERDICT, "<!-- [[A]] -->"),
    (VERDICT, "~~[[A]]~~"),
    (VERDICT, 'The verdict line must be "\n[[A]]\n" exactly; I cannot judge.'),
    (VERDICT, "<pre>\n[[A]]\n</pre>\nI cannot judge."),
    (SINGLE, "[[5]] is not my rating"),
    (SCORING, f"Error 500: {S1}: 8\n{S2}: 2"),
    (SCORING, f"Assistant 1 wrote: {S1}: 10\nAssistant 2 wrote: {S2}: 1"),
    (SCORING, f"<pre>\n{S1}: 8\n{S2}: 2\n</pre>\nI cannot evaluate."),
]


@pytest.mark.parametrize("template,text", F4)
def test_f4_refusals_questions_conditionals_and_quotations_are_not_verdicts(template, text):
    p = parse_completion(text, template, "stop")
    assert (p.score_first, p.score_second, p.status) == (None, None, NO), (text, p)


F5 = [
    "Error: Output (b)",
    "Neither: Output (a)",
    "I refuse: Output (a)",
    "Either one: Output (a)",
    "Format: Output (a)",
    "Your response should be either: Output (b)",
    "Neither output follows the instruction.\nIf forced: Output (a)",
    "Sorry, I cannot determine which is better.\nDefault answer: Output (a)",
]


@pytest.mark.parametrize("text", F5)
def test_f5_output_ab_after_any_lead_in_is_not_a_verdict(text):
    """F5: LLMBar's vanilla prompt asks for ``Output (a)`` or ``Output (b)`` alone (every recorded LLMBar
    completion is exactly that); only a few answer lead-ins may come before it."""
    p = parse_completion(text, OUTPUT_AB, "stop")
    assert (p.score_first, p.score_second, p.status) == (None, None, NO), text


def test_f5_answer_lead_ins_still_parse():
    for text, expected in [("Final answer: **Output (a)**", (1.0, 0.0)), ("Verdict: Output (b).", (0.0, 1.0))]:
        p = parse_completion(text, OUTPUT_AB, "stop")
        assert (p.score_first, p.score_second, p.status) == (*expected, "ok"), text


@pytest.mark.parametrize(
    "text,status",
    [
        ('{"score_1": 8, "score_2": 2, "score_1": 3}', AMB),
        ('{"score_1": 8, "score_2": 2} {"score_1": 3, "score_2": 9}', AMB),
        ('{"score_1": 8, "score_2": 2}\n\n{"score_1": 3, "score_2": 9}', AMB),
        ('{"error": "rate limit", "score_1": 8, "score_2": 2}', NO),
    ],
)
def test_f9_json_duplicates_two_verdicts_and_error_objects(text, status):
    p = parse_completion(text, JSON, "stop")
    assert (p.score_first, p.score_second, p.status) == (None, None, status), text
    assert parse_completion('{"score_1": 8, "score_2": 2}\n{"score_1": 8, "score_2": 2}', JSON).ok
