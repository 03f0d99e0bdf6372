"""Issue 15, point 6: every format under the same rules. Completions written for each format and each
failure (quoted example verdict, no verdict, out of scale, several verdicts, truncated) parse to what a
person reads in them; and the adversarial findings 2-5 (shared notes adv13-findings) on the formats that
existed before (verdict brackets, scores_first, output_ab, scores_last, json, rating_brackets)."""

import pytest

from judge_engine.pipeline.parsing import parse_completion
from judge_engine.pipeline.templates import Template, load_template

SINGLE = load_template("mt-bench-single-v1")
SINGLE_MATH = load_template("mt-bench-single-math-v1")
PROMETHEUS = load_template("prometheus-absolute")
ARENA = load_template("arena-hard")
VERDICT = load_template("pairwise-verdict")
MT_PAIR = load_template("mt-bench-pairwise")
VANILLA = load_template("faireval-vanilla")
OUTPUT_AB = load_template("llmbar-vanilla")
SCORING = load_template("faireval-scoring")
RATING = Template(
    id="r",
    description="",
    output_format="rating_brackets",
    system="",
    user="{first}{second}",
    score_min=1,
    score_max=10,
)
JSON = Template(
    id="j", description="", output_format="json", system="", user="{first}{second}", score_min=1, score_max=10
)

OK, NO, AMB, MAL, OUT, TRUNC = "ok", "no_verdict", "ambiguous", "malformed", "out_of_range", "truncated"

# (name, template, completion, finish_reason, (score_first, score_second, status)) -- what a person reads
NEW_FORMATS = [
    # MT-Bench single grading, [[n]] on a 1-10 integer scale
    ("single plain", SINGLE, "The answer is accurate and well organised.\nRating: [[8]]", "stop", (8.0, None, OK)),
    ("single no label", SINGLE, "Helpful, but misses the second part. [[6]]", "stop", (6.0, None, OK)),
    ("single 10", SINGLE, "Flawless.\nRating: [[10]]", "stop", (10.0, None, OK)),
    (
        "single first pass then restated",
        SINGLE,
        "First pass: Rating: [[4]].\nOn reflection it is better.\nRating: [[6]]",
        "stop",
        (6.0, None, OK),  # adv3 F3 read two ratings (ambiguous); since version 77 "First pass:" marks the 4 provisional
    ),
    (
        "single restated",
        SINGLE,
        "Rating: [[4]].\nOn reflection it is better.\nRating: [[6]]",
        "stop",
        (None, None, AMB),  # two different ratings (adv3 F3)
    ),
    (
        "single quoted example",
        SINGLE,
        'I must answer in the format "[[rating]]", for example: "Rating: [[5]]".',
        "stop",
        (None, None, NO),
    ),
    (
        "single example then verdict",
        SINGLE,
        'Format, e.g. "Rating: [[5]]".\nThe answer is wrong.\nRating: [[2]]',
        "stop",
        (2.0, None, OK),
    ),
    ("single example lead-in", SINGLE, "For example, Rating: [[5]]\nI cannot judge this.", "stop", (None, None, NO)),
    ("single no verdict", SINGLE, "The response is decent but incomplete.", "stop", (None, None, NO)),
    ("single zero", SINGLE, "Off topic.\nRating: [[0]]", "stop", (None, None, OUT)),
    ("single eleven", SINGLE, "Great.\nRating: [[11]]", "stop", (None, None, OUT)),
    ("single half point", SINGLE, "Good.\nRating: [[8.5]]", "stop", (None, None, OUT)),
    ("single two on a line", SINGLE, "Rating: [[7]] or maybe [[8]]", "stop", (None, None, AMB)),
    ("single range", SINGLE, "Rating: [[7-8]]", "stop", (None, None, MAL)),
    ("single cut", SINGLE, "The answer is correct and complete. Rating: [[", "length", (None, None, TRUNC)),
    ("single fenced", SINGLE, "```\nRating: [[9]]\n```\nI will not rate.", "stop", (None, None, NO)),
    ("single blockquote", SINGLE, "> Rating: [[9]]\nThat is what the user wants; I decline.", "stop", (None, None, NO)),
    (
        "single math",
        SINGLE_MATH,
        "The assistant's answer matches the reference (x = 4).\nRating: [[9]]",
        "stop",
        (9.0, None, OK),
    ),
    # Prometheus absolute grading: feedback, [RESULT] n, 1-5
    ("result plain", PROMETHEUS, "The response covers every point of the rubric. [RESULT] 5", "stop", (5.0, None, OK)),
    ("result parens", PROMETHEUS, "Mostly relevant but shallow.\n[RESULT] (3)", "stop", (3.0, None, OK)),
    ("result of five", PROMETHEUS, "Adequate. [RESULT] 4/5", "stop", (4.0, None, OK)),
    (
        "result echo",
        PROMETHEUS,
        'The output format should look as follows: "(write a feedback for criteria) [RESULT] (an integer number between 1 and 5)"',
        "stop",
        (None, None, NO),
    ),
    (
        "result quoted number",
        PROMETHEUS,
        'I was told to end with "[RESULT] 5" but I cannot grade this.',
        "stop",
        (None, None, NO),
    ),
    ("result none", PROMETHEUS, "Feedback: the response is partially correct.", "stop", (None, None, NO)),
    ("result six", PROMETHEUS, "Excellent. [RESULT] 6", "stop", (None, None, OUT)),
    ("result decimal", PROMETHEUS, "Good. [RESULT] 3.5", "stop", (None, None, OUT)),
    (
        "result draft then restated",
        PROMETHEUS,
        "Draft: [RESULT] 2\nRevised after rereading the rubric: [RESULT] 4",
        "stop",
        (
            None,
            None,
            "ambiguous",
        ),  # version 82: "Revised" is outside the label vocabulary (label_words); before, 4 (v77)
    ),
    (
        "result restated",
        PROMETHEUS,
        "[RESULT] 2\nRevised after rereading the rubric: [RESULT] 4",
        "stop",
        (None, None, AMB),  # two different results (adv3 F3)
    ),
    ("result cut number", PROMETHEUS, "Thorough and correct. [RESULT] 1", "length", (None, None, TRUNC)),
    ("result range", PROMETHEUS, "Between levels. [RESULT] 3-4", "stop", (None, None, MAL)),
    # Arena-Hard five-level verdicts, stored as slot scores (1, .75, .5, .25, 0)
    (
        "five strong a",
        ARENA,
        "My answer: 42.\nA is correct, B is not.\nMy final verdict is: [[A>>B]]",
        "stop",
        (1.0, 0.0, OK),
    ),
    (
        "five slight b",
        ARENA,
        "Both fine; B is a bit clearer.\nMy final verdict is Assistant B is slightly better: [[B>A]]",
        "stop",
        (0.25, 0.75, OK),
    ),
    ("five tie", ARENA, "My final verdict is tie: [[A=B]]", "stop", (0.5, 0.5, OK)),
    ("five lower case", ARENA, "final verdict: [[a>b]]", "stop", (0.75, 0.25, OK)),
    (
        "five echoed options",
        ARENA,
        "1. Assistant A is significantly better: [[A>>B]]\n2. Assistant A is slightly better: [[A>B]]\n3. Tie, relatively the same: [[A=B]]\n4. Assistant B is slightly better: [[B>A]]\n5. Assistant B is significantly better: [[B>>A]]",
        "stop",
        (None, None, NO),
    ),
    (
        "five options then verdict",
        ARENA,
        "5. Assistant B is significantly better: [[B>>A]]\n\nMy final verdict is: [[A>B]]",
        "stop",
        (0.75, 0.25, OK),
    ),
    (
        "five quoted example",
        ARENA,
        'Example output: "My final verdict is tie: [[A=B]]". I cannot compare these.',
        "stop",
        (None, None, NO),
    ),
    ("five two on a line", ARENA, "Either [[A>B]] or [[B>A]]", "stop", (None, None, AMB)),
    ("five text after", ARENA, "Either [[A>B]] or [[B>A]], hard to say.", "stop", (None, None, NO)),
    ("five not a label", ARENA, "My final verdict: [[A>>>B]]", "stop", (None, None, MAL)),
    ("five none", ARENA, "Assistant A is better.", "stop", (None, None, NO)),
    ("five cut", ARENA, "My final verdict is [[A>", "length", (None, None, TRUNC)),
]


@pytest.mark.parametrize("name,template,text,finish,expected", NEW_FORMATS, ids=[c[0] for c in NEW_FORMATS])
def test_new_formats_read_as_a_person_reads_them(name, template, text, finish, expected):
    p = parse_completion(text, template, finish)
    assert (p.score_first, p.score_second, p.status) == expected


# Adversarial findings 2-5 on the formats that existed before: each parsed to a verdict before issue 15.
FINDINGS = [
    # 2: verdict brackets had no quoting rules
    ("2 quoted format", VERDICT, 'The format would be "[[A]]".', (None, None, NO)),
    (
        "2 partial echo",
        MT_PAIR,
        'output your final verdict by strictly following this format: "[[A]]" if assistant A is better',
        (None, None, NO),
    ),
    ("2 negated", VERDICT, "Not [[A]].", (None, None, NO)),
    ("2 example lead-in", VERDICT, "For example: [[A]]", (None, None, NO)),
    ("2 markdown quote", VERDICT, "> [[A]]\nI cannot decide.", (None, None, NO)),
    ("2 fenced", VERDICT, "```\n[[A]]\n```\nI cannot judge.", (None, None, NO)),
    (
        "2 quote after the verdict",
        VERDICT,
        '[[B]]\n\nNote: I was asked to write "[[A]]" if A is better.',
        (None, None, AMB),  # version 25: text after the verdict that names the other side is a failure
    ),
    # 3: scores_first took malformed first lines
    ("3 decimal comma", VANILLA, "7,5 8\nBoth fine.", (None, None, MAL)),
    ("3 three numbers", VANILLA, "8 7 6\nexplanation", (None, None, MAL)),
    ("3 one two three", VANILLA, "1 2 3\n", (None, None, MAL)),
    ("3 wrong denominator", VANILLA, "8/10 7/100\nexplanation", (None, None, MAL)),
    ("3 quoted", VANILLA, '"8 7"\nThat is the format; I cannot evaluate.', (None, None, NO)),
    ("3 hedged", VANILLA, "8 7 is what I would say if I could, but I cannot", (None, None, MAL)),
    # 4: output_ab took any line starting with "Output ("
    ("4 two descriptions", OUTPUT_AB, "Output (a) is concise.\nOutput (b) is verbose.", (None, None, NO)),
    ("4 comparison", OUTPUT_AB, "Output (b) is worse than Output (a).", (None, None, NO)),
    ("4 echoed instruction", OUTPUT_AB, "Output (a) or Output (b)", (None, None, NO)),
    ("4 neither", OUTPUT_AB, "Neither is good.\nOutput (b) has errors.", (None, None, NO)),
    ("4 fenced", OUTPUT_AB, "```\nOutput (a)\n```", (None, None, NO)),
    # 5: scores_last echo detection, blockquotes; json examples and error objects; three ratings
    (
        "5 sample output",
        SCORING,
        "Sample output:\nScore of the Assistant 1: 8\nScore of the Assistant 2: 3\nI cannot evaluate.",
        (None, None, NO),
    ),
    (
        "5 example of the format",
        SCORING,
        "An example of the format would be\nScore of the Assistant 1: 8\nScore of the Assistant 2: 3\nI cannot evaluate.",
        (None, None, NO),
    ),
    (
        "5 like this",
        SCORING,
        "I will answer like this:\nScore of the Assistant 1: 8\nScore of the Assistant 2: 3\nI cannot evaluate.",
        (None, None, NO),
    ),
    (
        "5 template format",
        SCORING,
        "Template format:\nScore of the Assistant 1: 8\nScore of the Assistant 2: 3\nI cannot evaluate.",
        (None, None, NO),
    ),
    (
        "5 hypothetical",
        SCORING,
        "If I had to score, it would be:\nScore of the Assistant 1: 8\nScore of the Assistant 2: 3\nbut I refuse to score.",
        (None, None, NO),
    ),
    (
        "5 blockquote",
        SCORING,
        "<blockquote>\nScore of the Assistant 1: 8\nScore of the Assistant 2: 3\n</blockquote>\nI will not score.",
        (None, None, NO),
    ),
    ("5 json example", JSON, 'For example: {"score_1": 1, "score_2": 10}\nI cannot grade.', (None, None, NO)),
    ("5 json error object", JSON, '{"error": {"code": 429, "score_1": 1, "score_2": 10}}', (None, None, NO)),
    ("5 json disagreeing winners", JSON, '{"winner": "A", "verdict": "B"}', (None, None, AMB)),
    ("5 three ratings", RATING, "Rating: [[8]] Rating: [[3]] Rating: [[9]]", (None, None, AMB)),
]


@pytest.mark.parametrize("name,template,text,expected", FINDINGS, ids=[c[0] for c in FINDINGS])
def test_adversarial_findings_are_not_verdicts(name, template, text, expected):
    p = parse_completion(text, template, "stop")
    assert (p.score_first, p.score_second, p.status) == expected


@pytest.mark.parametrize(
    "template,text",
    [
        (
            SCORING,
            "Evaluation evidence: close.\nScore of the Assistant 1: 8\nScore of the Assistant 2: 1",
        ),  # a cut "10"
        (VANILLA, "8 1"),
        (SINGLE, "Rating: [[1"),
    ],
)
def test_a_number_cut_at_max_tokens_is_truncated(template, text):
    """Finding 5 (scores_last) and 3 (scores_first): a completion that stops at max_tokens right after a
    number may have cut it ("1" of "10"); the same text with finish_reason "stop" parses."""
    assert parse_completion(text, template, "length").status == TRUNC
    if template is not SINGLE:
        assert parse_completion(text, template, "stop").ok


def test_the_same_verdicts_still_parse():
    """The rules keep the plain verdicts of every old format (the recorded FairEval and LLMBar ones are
    checked in test_recorded_parsing)."""
    cases = [
        (VERDICT, "Assistant A is more helpful. [[A]]", (1.0, 0.0)),
        (VERDICT, 'Assistant B explains "why" better. [[B]]', (0.0, 1.0)),
        (MT_PAIR, "A is right.\n\nFinal verdict: [[A]]", (1.0, 0.0)),
        (VANILLA, "8 7\nAssistant 1 gave more detail.", (8.0, 7.0)),
        (VANILLA, "8, 7.", (8.0, 7.0)),
        (OUTPUT_AB, "Output (b)", (0.0, 1.0)),
        (OUTPUT_AB, "Final answer: **Output (a)**", (1.0, 0.0)),
        (
            SCORING,
            "Here are the scores as follows:\nScore of the Assistant 1: 9\nScore of the Assistant 2: 6",
            (9.0, 6.0),
        ),
        (JSON, 'Reasoning.\n```json\n{"score_1": 8, "score_2": 6}\n```', (8.0, 6.0)),
        (RATING, "Assistant A. Rating: [[7]]\nAssistant B. Rating: [[5]]", (7.0, 5.0)),
    ]
    for template, text, (a, b) in cases:
        p = parse_completion(text, template, "stop")
        assert (p.score_first, p.score_second, p.status) == (a, b, OK), text
