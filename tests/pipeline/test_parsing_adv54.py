"""Parser version 61 (issue 13): the leftovers of adversarial pass 53, the findings of adversarial pass 54 (on version
60) and the parser findings of the fresh full-category pass full54. Each row is one of the reports' reproductions or its
kept twin (the same evidence with the verdict it states); the expected value is what a reader of the completion sees,
worked out by hand.

- two readings that went backwards on version 60: ``Assistant A has flaws, but it is still better than Assistant B.``
  read for B, and ``It would be wrong to call Assistant B the better answer.`` read for B; a confirmation after a
  second look (``Checking again, I still think so.``) took the decision before it back, so the other side's verdict
  stood;
- a pronoun standing for the side the sentence before names (``... It is therefore the better answer.``), a main
  clause before ``despite``, a retraction ``changing it to``, idioms of winning and losing, questions answered with
  ``than``, a bare ``Final answer: Assistant A`` line, ties (``I would score them identically.``), non-judgments;
- single ratings: the answer called a number after ``On a scale of 1 to 10,``, ``it's a 7``, a number ``according to
  the rubric``, a rating of two numbers (``2 or 3``), an overall after criteria (``-> overall 8``);
- ``scores_first`` (the default template): an explanation disowning the two scores, or only quoting the scale or the
  prompt back (fresh pass full54 H1, H2)."""

import pytest

from tests.helpers.parsing_cases import expect, forced_reading, got

MB, AH, PV = "mt-bench-pairwise", "arena-hard", "pairwise-verdict"
SINGLE, PROM, VAN = "mt-bench-single-v1", "prometheus-absolute", "faireval-vanilla"
A, B, TIE = (1.0, 0.0), (0.0, 1.0), (0.5, 0.5)


@pytest.mark.parametrize(
    ("template", "text", "verdict", "expected"),
    [
        # pass 54 H1, H3: read backwards on version 60 (the stated side's verdict failed, the other's was read)
        (MB, "Assistant A has flaws, but it is still better than Assistant B.", "B]]", None),
        (MB, "Assistant A has flaws, but it is still better than Assistant B.", "A]]", A),
        (MB, "It would be wrong to call Assistant B the better answer.", "B]]", None),
        (MB, "It would be wrong to call Assistant B the better answer.", "A]]", A),
        (MB, "It would be wrong to call Assistant A the worse answer.", "B]]", None),
        # a confirmation after a second look keeps the decision before it (version 60 read B here)
        (MB, "Assistant A is better. Checking again, I still think so.", "B]]", None),
        (MB, "Assistant A is better. Checking again, I still think so.", "A]]", A),
        # kept: a retraction naming no side still takes the decision back
        (MB, "Assistant A is better. Wait, no.", "B]]", B),
        # pass 54 H4: a pronoun for the side the sentence before names
        (MB, "Assistant A covers every requirement. It is therefore the better answer.", "B]]", None),
        (MB, "Assistant A covers every requirement. It is therefore the better answer.", "A]]", A),
        (MB, "Assistant B skips the base case. That makes it the weaker answer.", "B]]", None),
        (MB, "Assistant A covers every requirement. This makes it better than Assistant B.", "B]]", None),
        (MB, "Assistant A is verbose; still, it beats Assistant B.", "B]]", None),
        # kept: a pronoun after a sentence naming both sides stands for neither
        (MB, "Assistant A and Assistant B both use recursion. It is the natural approach.", "B]]", B),
        # pass 54 H2: the main clause before "despite"
        (
            AH,
            "Since accuracy matters most here, Assistant B is the better response despite Assistant A's better "
            "formatting.",
            "A>B]]",
            None,
        ),
        (
            AH,
            "Since accuracy matters most here, Assistant B is the better response despite Assistant A's better "
            "formatting.",
            "B>A]]",
            (0.25, 0.75),
        ),
        # pass 54 H5: a retraction "changing it to"
        (PV, "My initial verdict was Assistant A, but after re-reading, I am changing it to Assistant B.", "A]]", None),
        (PV, "My initial verdict was Assistant A, but after re-reading, I am changing it to Assistant B.", "B]]", B),
        # pass 54 H6: ties
        (MB, "I would score them identically.", "A]]", None),
        (MB, "I would score them identically.", "C]]", TIE),
        (MB, "They are about the same in quality.", "B]]", None),
        # pass 54 H7, H8: no judgment
        (MB, "I have no opinion on this pair.", "A]]", None),
        (MB, "[System note: the judge output was truncated]", "A]]", None),
        # pass 54 H11: a side called worse is against a tie too
        (MB, "Assistant B's answer is worse, not better.", "C]]", None),
        (MB, "Assistant B's answer is worse, not better.", "A]]", A),
    ],
)
def test_pass54_a_verdict_the_evidence_disowns_fails(template, text, verdict, expected):
    expect(forced_reading(template, text, verdict), expected)


@pytest.mark.parametrize(
    ("text", "winner"),
    [
        # pass 54 H9, H10 and pass 53's leftovers: wordings of a decision no listed shape read
        ("Assistant A steals the show.", A),
        ("Assistant A is a cut above Assistant B.", A),
        ("Assistant B is a step below Assistant A.", A),
        ("Assistant A leaves Assistant B in the dust.", A),
        ("Assistant B drops the ball.", A),
        ("I'm siding with Assistant A.", A),
        ("Assistant A is the pick of the two.", A),
        ("Assistant B simply cannot hold a candle to Assistant A.", A),
        ("If I had to recommend one response to the user, it would be Assistant A's.", A),
        ("I would send Assistant A's answer to the user, not Assistant B's.", A),
        ("Assistant B's response falls short of Assistant A's in nearly every respect.", A),
        ("Assistant A is the clear standout here.", A),
        ("Only Assistant A actually answers the question.", A),
        ("Assistant B comes up short.", A),
        ("Assistant B misses the mark entirely, unlike Assistant A.", A),
        ("Assistant B is a close second.", A),
        ("Assistant A is the only correct response.", A),
        ("I'd rather use Assistant A's answer.", A),
        ("Assistant A does everything Assistant B does, and does it better.", A),
        ("After weighing accuracy, completeness and clarity, I consider Assistant A the more helpful of the two.", A),
        ("Assistant A is what the user needs. Assistant B isn't.", A),
        ("Assistant B has a critical bug. Assistant A doesn't. That settles it.", A),
        ("Assistant B's answer is a non-starter: it never addresses the question.", A),
        ("Assistant B is wrong about the base case. So the correct one is Assistant A.", A),
        ("Is Assistant A better than Assistant B? Absolutely.", A),
        ("Final answer: Assistant A", A),
        ("Assistant A \u2014 8/10\nAssistant B \u2014 4/10", A),
        ("Assistant A score: 9\nAssistant B score: 4", A),
        ("Assistant A is better. Actually, no: Assistant B.", B),
    ],
)
def test_pass54_a_decision_in_other_words_disowns_the_other_sides_verdict(text, winner):
    other = "B]]" if winner == A else "A]]"
    expect(forced_reading(MB, text, other), None)
    expect(forced_reading(MB, text, "A]]" if winner == A else "B]]"), winner)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Declining to judge.\n\n[[A]]", None),
        ("finish_reason: length\n\n[[A]]", None),
        ("<error>\n\n[[B]]", None),
        ("Judge failed.\n\n[[C]]", None),
    ],
)
def test_pass53_leftovers_non_judgments_before_a_forced_verdict_fail(text, expected):
    expect(got(MB, text, forced=5), expected)


@pytest.mark.parametrize(
    ("template", "text", "forced", "expected"),
    [
        # pass 54 H12, H13, M16
        (SINGLE, "On a scale of 1 to 10, this is a 2.\n\nRating: [[8]]", 5, None),
        (SINGLE, "On a scale of 1 to 10, this is a 2.\n\nRating: [[2]]", 5, (2.0, None)),
        (SINGLE, "It isn't a 3, it's a 7.\n\nRating: [[3]]", 5, None),
        (SINGLE, "It isn't a 3, it's a 7.\n\nRating: [[7]]", 5, (7.0, None)),
        (SINGLE, "I initially thought 9, but on reflection it's a 6.\n\nRating: [[9]]", 5, None),
        (SINGLE, "I initially thought 9, but on reflection it's a 6.\n\nRating: [[6]]", 5, (6.0, None)),
        (SINGLE, "The answer is mostly wrong, deserving a low rating of 2 or 3.\n\nRating: [[9]]", 5, None),
        (SINGLE, "The answer is mostly wrong, deserving a low rating of 2 or 3.\n\nRating: [[2]]", 5, (2.0, None)),
        (SINGLE, "Score breakdown: accuracy 9, clarity 8, depth 7 -> overall 8\n\nRating: [[8]]", 5, (8.0, None)),
        (SINGLE, "Score breakdown: accuracy 9, clarity 8, depth 7 -> overall 8\n\nRating: [[9]]", 5, None),
        (PROM, "The response is accurate. This deserves a 2 according to the rubric.\n[RESULT] 5", 10, None),
        (PROM, "The response is accurate. This deserves a 5 according to the rubric.\n[RESULT] 5", 10, (5.0, None)),
    ],
)
def test_pass54_a_rating_the_judges_words_disown_fails(template, text, forced, expected):
    expect(got(template, text, forced=forced), expected)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # fresh pass full54 H1: the explanation disowns the scores the grammar forced on the first line
        ("7 3\nThe scores above are just an example.", None),
        ("7 3\nIgnore the numbers above.", None),
        ("7 3\nThese are random numbers.", None),
        ("7 3\nI picked these at random.", None),
        ("7 3\nScores withheld.", None),
        ("7 3\nI have not read the answers.", None),
        ("7 3\nAs an AI, I don't have personal opinions about which answer is better.", None),
        # H2: only the scale, or the template's own instruction, quoted back
        ("1 10\nThe scale is from 1 to 10.", None),
        ("1 10\nThese are the minimum and maximum of the scale; I have not scored the answers yet.", None),
        (
            "1 10\nPlease first output a single line containing only two values indicating the scores for Assistant 1"
            " and 2, respectively.",
            None,
        ),
        # kept: an explanation, none, or a bare placeholder for one
        ("7 3\nAssistant 1 answers the question; Assistant 2 misreads it.", (7.0, 3.0)),
        ("8.5 6\n...", (8.5, 6.0)),
        ("7 3", (7.0, 3.0)),
        ("7 3\nAssistant 2's example is random but its code is wrong.", (7.0, 3.0)),
    ],
)
def test_full54_scores_first_scores_the_explanation_disowns_fail(text, expected):
    expect(got(VAN, text), expected)
