"""Parser version 91 (issue 13): two families of the fresh adversarial pass adv64 (on 60979a1, the first draft of
version 90), read by structure rather than by words.

- Backwards: a verdict the judge asks about is not one it gives. ``Does that mean [[B]] is better than [[A]]? No, it
  means [[A]] is better than [[B]].`` read B on version 90: ``[[B]] is better than [[A]]`` kept the first candidate of
  the line and dropped the rest. Now a candidate whose own clause is a question (no ``;``, ``:``, ``,``, quote,
  bracket or code before a ``?`` that a space or the line's end follows) is asked about (``quoting._ASKED``), whatever
  words the question uses.
- A JSON object introduced by the line above as another source's (``GPT-4 returned:`` on its own line, then the
  object): version 90 read the lead on the object's own line only. Now the nearest earlier non-empty line that is not
  a code fence, when it is a label (ends with ``:``, at most 5 words), is read as the lead
  (``json_declined.own_lead``).

Every refused case read ``ok`` on version 90 (checked against a worktree of ee9193b); the kept cases are honest
verdicts with a question or an introducing line, each read alike on versions 90 and 91 except one that version 90
read ``ambiguous`` (the candidates of the question counted: ``Is it a [[7]] or a [[5]]? ... Rating: [[6]]``).
``KEPT_FF65``: the 42 honest verdicts the first draft of version 91 (7430698, where the question reached to the
sentence's end and any line above ending in ``:`` was a lead) failed in the false-failure pass ff65, each read as
its author expects on versions 90 and 91. ``tests/helpers`` holds no copy of the rules."""

import pytest

from tests.helpers.parser_fingerprint import TEMPLATES
from tests.helpers.parsing_cases import FAILED, got, side_reading

REFUSED_91 = [
    (  # adv64's backwards case, verbatim
        "mt-bench-pairwise",
        "Assistant A explains the steps clearly. Does that mean [[B]] is better than [[A]]? No, it means [[A]] is "
        "better than [[B]].",
    ),
    ("pairwise-verdict", "Does that mean [[B]] is better than [[A]]? No, it means [[A]] is better than [[B]]."),
    ("pairwise-verdict", "Is [[B]] better than [[A]]? No, it means [[A]] is better than [[B]]."),
    ("reward-model", 'GPT-4 returned:\n{"winner": "A"}'),
    ("reward-model", 'Cached:\n{"winner": "B"}'),
    ("reward-model", 'Response from the previous attempt:\n\n```json\n{"winner": "A"}\n```'),
    ("reward-model", 'Parsed from the log file:\n\n{"winner": "B"}'),
]

KEPT_91 = [
    ("pairwise-verdict", "Is [[A]] right? Yes. [[A]]", "A"),
    ("pairwise-verdict", "Why [[A]] and not [[B]]? Because A is accurate. [[A]]", "A"),
    (
        "pairwise-verdict",
        "Which should it be, [[A]] or [[B]]? Assistant A answers the question directly and correctly.\n\n[[A]]",
        "A",
    ),
    ("arena-hard", "Would [[B>>A]] be fair? No. My final verdict is: [[A>B]]", "A"),
    ("arena-hard", "Is this [[A=B]]? I think A is slightly better. My final verdict is: [[A>B]]", "A"),
    ("mt-bench-single-v1", "Would [[9]] be fair for this answer? No, it has an error. Rating: [[4]]", 4.0),
    (
        "mt-bench-single-v1",
        "Is it a [[7]] or a [[5]]? The answer is mostly right. Rating: [[6]]",
        6.0,
    ),  # v90: ambiguous
    ("reward-model", 'Here is my verdict:\n{"winner": "A"}', "A"),
    ("reward-model", 'Result:\n{"winner": "B"}', "B"),
    ("reward-model", 'Both answers were returned quickly, but only A is correct. Verdict:\n{"winner": "A"}', "A"),
    (
        "reward-model",
        'Assistant A is right and B is off by one. In JSON:\n```json\n{"winner": "A", "explanation": "A is correct"}\n```',
        "A",
    ),
]


KEPT_FF65 = [
    (
        "rating_brackets",
        'Assistant A answers correctly; Assistant B confuses Sydney with the capital.\n\nAssistant A: [[9]]; Assistant B, which misreads "what is the capital of Australia?" as the largest city: [[3]]',
        (9.0, 3.0),
    ),  # ff65 q-semi-01
    (
        "rating_brackets",
        "A follows the prompt closely; B answers a different question.\n\nAssistant A: [[9]]; Assistant B (did it even read the prompt?): [[3]]",
        (9.0, 3.0),
    ),  # ff65 q-semi-02
    (
        "rating_brackets",
        'A is thorough, B is vague.\nRatings — A: [[8]]; B, which skips the "why?" part entirely: [[5]]',
        (8.0, 5.0),
    ),  # ff65 q-semi-03
    (
        "rating_brackets",
        "Asistente A explica bien la fotosíntesis; Asistente B confunde la respiración con la fotosíntesis.\n\nAsistente A: [[8]]; Asistente B (¿entendió la pregunta?): [[4]]",
        (8.0, 4.0),
    ),  # ff65 q-semi-04
    (
        "arena-hard",
        'Assistant A gives the right answer and benchmarks it; Assistant B never says which option is faster.\n\nMy final verdict is: [[A>B]]; B never answers "which is faster?", so not [[B>A]].',
        "A",
    ),  # ff65 q-semi-06
    (
        "mt-bench-pairwise",
        'Assistant A lists the correct steps to reset the router; Assistant B only says to contact support.\n\n[[A]]; B never answers "how do I reset it?", so definitely not [[B]].',
        "A",
    ),  # ff65 q-semi-07
    (
        "mt-bench-single-v1",
        'The response covers the basics but misses Rayleigh scattering details.\n\nRating: [[6]]; it doesn\'t fully answer "why is the sky blue?", so not a [[9]].',
        6.0,
    ),  # ff65 q-semi-08
    (
        "rating_brackets",
        'Assistant B is more complete.\n\nScores: [[6]] for A; for B, which also covers the "what if it rains?" case: [[8]]',
        (6.0, 8.0),
    ),  # ff65 q-semi-10
    (
        "rating_brackets",
        "Assistent A: [[8]]; Assistent B (hat er die Frage überhaupt verstanden?): [[4]]",
        (8.0, 4.0),
    ),  # ff65 q-intl-09
    (
        "rating_brackets",
        "Both implement abs() correctly; B's version is terse and has no comment.\n\nAssistant A: [[8]]; Assistant B, whose `n > 0 ? n : -n` trick works but is undocumented: [[6]]",
        (8.0, 6.0),
    ),  # ff65 q-nq-01
    (
        "rating_brackets",
        "A handles a null user; B crashes on it.\n\nAssistant A: [[9]]; Assistant B, which drops the `?.` safe call: [[5]]",
        (9.0, 5.0),
    ),  # ff65 q-nq-02
    (
        "rating_brackets",
        "A's code is safe against SQL injection, B's is not.\n\nAssistant A: [[9]]; Assistant B, which builds the query by string concatenation instead of `?` placeholders: [[4]]",
        (9.0, 4.0),
    ),  # ff65 q-nq-03
    (
        "mt-bench-pairwise",
        "Assistant A parameterises the query; Assistant B concatenates user input into the SQL string.\n\n[[A]]; B concatenates strings instead of using `?` placeholders, so not [[B]].",
        "A",
    ),  # ff65 q-nq-04
    (
        "mt-bench-single-v1",
        "The regex explanation is mostly right.\n\nRating: [[7]]; it mislabels `\\d+?` as greedy, so not an [[8]].",
        7.0,
    ),  # ff65 q-nq-05
    (
        "rating_brackets",
        'Assistant A writes the requested function; Assistant B only asks which language to use.\n\nAssistant A: [[9]] and Assistant B, which asks the user "Python or Java?" instead of answering: [[4]]',
        (9.0, 4.0),
    ),  # ff65 q-alt-01
    (
        "pairwise-verdict",
        'A answers the question; B only asks a clarifying question although the prompt names the language.\n\n[[A]], since B only asks "do you mean Python or Java?" instead of answering, not [[B]].',
        "A",
    ),  # ff65 q-alt-02
    (
        "rating_brackets",
        "B's code has a syntax error on line 2.\n\nA: [[8]], B — probably the weaker one (did it even compile?) — [[3]]",
        (8.0, 3.0),
    ),  # ff65 q-alt-03
    (
        "rating_brackets",
        "Both summaries are accurate and about the same length.\n\nAssistant A: [[7]]; Assistant B (any real difference? hardly): [[7]]",
        (7.0, 7.0),
    ),  # ff65 q-semi-11
    (
        "mt-bench-single-v1",
        'Correct date arithmetic for ordinary years.\n\nRating: [[7]]; the "what about leap years?" case is missed, hence not [[8]].',
        7.0,
    ),  # ff65 q-semi-12
    (
        "reward-model",
        'Since Assistant A\'s function returned the correct list and B\'s did not, my verdict is:\n{"winner": "A"}',
        "A",
    ),  # ff65 j-src-01
    (
        "json",
        'Compared with the dataset\'s reference answer:\n{"score_1": 9, "score_2": 4}',
        (9.0, 4.0),
    ),  # ff65 j-src-02
    (
        "json",
        'Assistant A\'s answer is correct and complete:\n```json\n{"score_1": 9, "score_2": 4}\n```',
        (9.0, 4.0),
    ),  # ff65 j-src-03
    (
        "reward-model",
        'Assistant A demonstrates a clearer understanding of the question, so:\n{"winner": "A"}',
        "A",
    ),  # ff65 j-src-04
    (
        "reward-model",
        'Response 1 is accurate and cites its source; Response 2 gets the year wrong.\n\n**Scores (for comparison, 10 = perfect):**\n\n```json\n{"score_1": 9, "score_2": 5}\n```',
        (9.0, 5.0),
    ),  # ff65 j-src-05
    (
        "json",
        'Both queries are valid SQL, but A\'s query returned all 12 expected rows while B\'s missed the customers without orders. Since A\'s query returned the right rows:\n{"winner": "A", "explanation": "A uses a LEFT JOIN"}',
        "A",
    ),  # ff65 j-src-06
    (
        "json",
        'The user\'s input was ambiguous ("next Friday"), and only Assistant B asked for clarification before booking. Given that the input was ambiguous, my judgment:\n{"winner": "B"}',
        "B",
    ),  # ff65 j-src-07
    (
        "json",
        'Checking each answer against the ground truth (the integral equals 1/3):\n\n```json\n{"score_1": 8, "score_2": 3}\n```',
        (8.0, 3.0),
    ),  # ff65 j-src-08
    (
        "json",
        'Assistant B correctly applies the change of base formula from the logarithm rules:\n{"winner": "B", "reason": "B applies log_b(x) = ln(x)/ln(b) correctly; A divides the wrong way"}',
        "B",
    ),  # ff65 j-src-10
    (
        "json",
        'A\'s parser keeps the timezone parsed from the ISO string; B drops it. Because only A keeps the offset parsed from the input:\n{"winner": "A"}',
        "A",
    ),  # ff65 j-src-11
    ("reward-model", 'Response 2 correctly stops at the last valid index:\n{"winner": "B"}', "B"),  # ff65 j-src-12
    (
        "json",
        'Assistant A\'s memoised version returns cached results correctly and B\'s recomputes everything, so:\n```json\n{"winner": "A"}\n```',
        "A",
    ),  # ff65 j-src-13
    (
        "json",
        'Neither answer quotes the documentation verbatim, and both are accurate:\n{"score_1": 7, "score_2": 7}',
        (7.0, 7.0),
    ),  # ff65 j-src-14
    (
        "reward-model",
        'Assistant B\'s response is both shorter and more accurate, so my preference:\n{"winner": "B"}',
        "B",
    ),  # ff65 j-src-15
    (
        "json",
        'Evaluating each response against the reference judgment criteria you listed:\n\n{"score_1": 9, "score_2": 6, "explanation": "A meets all four criteria, B misses two"}',
        (9.0, 6.0),
    ),  # ff65 j-src-16
    (
        "json",
        'Assistant A explains the democratic process in Athens accurately:\n{"winner": "A"}',
        "A",
    ),  # ff65 j-src-17
    (
        "json",
        'Unlike my previous attempt at this kind of comparison, I checked the arithmetic line by line:\n{"winner": "B"}',
        "B",
    ),  # ff65 j-src-18
    (
        "reward-model",
        'Here is my evaluation in the requested JSON format, with no text returned outside it:\n\n{"winner": "A"}',
        "A",
    ),  # ff65 j-src-19
    (
        "json",
        'The user asked for the stock price on a date not in the dataset, and only Assistant A said so honestly instead of making a number up. Final scores, with A rewarded for admitting the data is not in the dataset:\n{"score_1": 8, "score_2": 2}',
        (8.0, 2.0),
    ),  # ff65 j-src-20
    (
        "json",
        'Both scripts read the log file, but only Assistant A handles rotated files:\n{"winner": "A"}',
        "A",
    ),  # ff65 j-src-21
    (
        "json",
        'A\'s demo app works end to end:\n```json\n{"score_1": 9, "score_2": 5}\n```',
        (9.0, 5.0),
    ),  # ff65 j-src-24
    (
        "json",
        'Both functions returned the right value for the sample input, but B also handles None, so for my final answer:\n{"winner": "B"}',
        "B",
    ),  # ff65 j-src-25
    ("json", '判断：助手A的答案与 dataset 中的标准答案一致:\n{"winner": "A"}', "A"),  # ff65 j-src-28
]
"""The honest verdicts of the false-failure pass ff65 (213 written against the first draft of version 91, 7430698)
that the draft failed and version 90 read: a question later on the verdict's line (after a ``;``, in quotes or
brackets, code such as ``?.``) or an introducing line that is a sentence of the judge's own (``Compared with the
dataset's reference answer:``). The expected readings are the pass author's."""


@pytest.mark.parametrize(("template", "text"), REFUSED_91)
def test_a_verdict_asked_about_or_introduced_as_another_sources_is_refused(template, text):
    assert side_reading(template, text) in FAILED


@pytest.mark.parametrize(("template", "text", "expected"), KEPT_91)
def test_honest_verdicts_beside_a_question_or_under_an_introducing_line_keep_their_reading(template, text, expected):
    assert side_reading(template, text) == expected


@pytest.mark.parametrize(("template", "text", "expected"), KEPT_FF65)
def test_what_the_first_draft_of_version_91_failed_in_pass_ff65_is_read(template, text, expected):
    reading = got(TEMPLATES[template]() if template in TEMPLATES else template, text)
    if isinstance(expected, str):  # a side: the pair's scores (a winner is 1 and 0, a JSON pair its two scores)
        assert isinstance(reading, tuple), reading
        first, second = reading
        assert first is not None and second is not None, reading
        assert ("A" if first > second else "B" if second > first else "tie") == expected
    elif isinstance(expected, float):  # a single answer's rating
        assert reading == (expected, None)
    else:
        assert reading == expected
