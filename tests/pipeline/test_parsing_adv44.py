"""Parser version 49 (issue 13): adversarial pass 44 on version 48 (5 High, 4 Medium, 2 Low). Rows are the report's
reproductions; the expected value is what a reader of the completion sees, worked out by hand.

- H1: a retraction or a second look that turns to the other side contradicts the forced verdict in any wording
  ``decides`` reads after the retraction word or the leading clause (``I take that back: Assistant A is better.``,
  ``After running the code, Assistant A is the correct one.``, ``Sorry, I meant Assistant A.``,
  ``parsing/walk.py`` ``retraction_side``);
- H2 (a version 48 regression): a tail's praise is a closed list of virtues (``more lengthy`` is a fault), a closed
  scope (``correct in part`` is restricted) and ``which matters more/most`` only (``parsing/main_clause.py``);
- H3 (a version 48 regression): ``as a whole`` / ``as an answer`` end the clause; a reason stops at a contrast, and
  after a dash or a colon only a clause is a reason (``parsing/conclusion.py`` ``_CONCESSION``); a contrast clause
  that calls the other side correct contradicts (``walk._contrast_side``);
- H4: a tie naming both sides (``Assistant A and Assistant B are equally good.``, ``Neither Assistant A nor
  Assistant B is better.``) is a tie conclusion;
- H5: the judge's own number contradicts a forced score (``Overall, this is a 2.`` before a forced ``[[9]]``;
  faireval-scoring's summary line ``Assistant 1: 2/10, Assistant 2: 9/10.`` right before forced score lines).
Version 50 adds adversarial pass 45's High rows on version 49 (a later retraction word, more retraction wordings,
``at a glance``, ``correct in most respects``, ``Both A and B are equally good``, ``This would be a 2.``) and drops
``in fact`` and a bare ``typo`` as retraction words (a version 49 regression); version 51 reads what a
retraction word that ends its sentence follows (``Assistant A is better after all - my mistake.``).
Left: M1 (corrections toward the forced side in unlisted wordings fail closed), M2, M3 (end tokens after the
verdict), M4, L1, L2 and pass 43's M3 class (a reason of any content makes a whole conclusion)."""

import pytest

from tests.helpers.parsing_cases import FAILED, forced_reading
from tests.helpers.parsing_cases import got as _got

MB, AH, LB, PV = "mt-bench-pairwise", "arena-hard", "llmbar-vanilla", "pairwise-verdict"
A, B = (1.0, 0.0), (0.0, 1.0)
E = "Both responses address the question.\n\n"
_forced = forced_reading


@pytest.mark.parametrize(
    ("template", "text", "verdict"),
    [
        # H1: a retraction toward the other side
        (MB, E + "Overall, Assistant B is better. I take that back: Assistant A is better.", "B]]"),
        (MB, E + "Overall, Assistant B is better. Actually, I take that back, since Assistant A is right.", "B]]"),
        (AH, E + "Overall, Assistant B is better. I've changed my mind: Assistant A is better.", "B>A]]"),
        (PV, E + "Overall, Assistant B is better. In fact, Assistant A is better.", "B]]"),
        (MB, E + "Overall, Assistant B is better. Hmm, Assistant A is better after all.", "B]]"),
        (MB, E + "Assistant B explains the steps. Actually, Assistant A is right and Assistant B is wrong.", "B]]"),
        (MB, E + "Overall, Assistant B is better. Sorry, I meant Assistant A.", "B]]"),
        (MB, E + "Overall, Assistant B is better. Actually, Assistant B is worse.", "B]]"),
        (MB, E + "Overall, Assistant B is better. After running the code, Assistant A is the correct one.", "B]]"),
        (AH, E + "Overall, Assistant B is better. When I ran the code, Assistant A was better.", "B>A]]"),
        (MB, E + "Overall, Assistant B is better. Actually, I take that back - Assistant A is the correct one.", "B]]"),
        (MB, E + "Overall, Assistant B is better. Actually, my pick is Assistant A.", "B]]"),
        (MB, E + "Overall, Assistant B is better. I meant Assistant A, not Assistant B.", "B]]"),
        # adversarial pass 45 (on the first commit of version 49): a later retraction word, more retraction wordings,
        # "at a glance", "correct in most respects", "Both A and B are equally good"
        (
            MB,
            E + "Overall, Assistant B is better. Actually, Assistant A is better; in fact, it is the only correct one.",
            "B]]",
        ),
        (MB, E + "Overall, Assistant B is better. I was mistaken: Assistant A is better.", "B]]"),
        # version 51: a retraction word that ends its sentence retracts toward what it follows (pass 45 H1 c, d)
        (MB, E + "Assistant B explains the steps well. Assistant A is the better response, actually.", "B]]"),
        (AH, E + "Overall, Assistant B is better. Assistant A is better after all - my mistake.", "B>A]]"),
        (MB, E + "Overall, Assistant A is better. Assistant B is better at a glance.", "B]]"),
        (MB, E + "Assistant A is more accurate, whereas Assistant B is correct in most respects.", "B]]"),
        (MB, E + "Both Assistant A and Assistant B are equally good.", "A]]"),
        # a remark with "in fact" or a typo in it retracts nothing: the earlier conclusion still contradicts (a first
        # draft of version 49 read both as retractions and kept the forced verdict)
        (MB, E + "Overall, Assistant B is better. In fact, Assistant A's code has a bug.", "A]]"),
        (MB, E + "Overall, Assistant B is better. Assistant A has a typo in line 3.", "A]]"),
        # H2: a fault in a tail is no trade-off
        (MB, E + "Assistant A is more accurate, whereas Assistant B is more lengthy.", "B]]"),
        (AH, E + "Assistant A is more accurate, while Assistant B is correct in part.", "B>A]]"),
        (MB, E + "Assistant A is more thorough, whereas Assistant B is clear with several errors.", "B]]"),
        (LB, E + "Output (a) is more accurate, whereas Output (b) is concise at the cost of accuracy.", "b)"),
        (MB, E + "Assistant A is more accurate, whereas Assistant B is concise, which matters little here.", "B]]"),
        (MB, E + "Assistant A is more accurate, whereas Assistant B's error matters most.", "B]]"),
        # H3: a restricted "as" phrase, a contrast after the reason, a dash before no clause
        (MB, E + "Overall, Assistant A is better. Assistant B is better as an answer for beginners.", "B]]"),
        (AH, E + "Overall, Assistant A is better. Assistant B is better as a solution for small inputs.", "B>A]]"),
        (MB, E + "Overall, Assistant A is better. Assistant B is better as a whole in terms of formatting.", "B]]"),
        (LB, E + "Overall, Output (a) is better. Output (b) is better as everything is in a table.", "b)"),
        (
            MB,
            E + "Overall, Assistant A is better. Assistant B is better as a direct answer, but Assistant A is correct.",
            "B]]",
        ),
        (MB, E + "Overall, Assistant A is better. Assistant B is better - in formatting.", "B]]"),
        # ... while a conclusion for the other side in any reason tail still contradicts (a tail version 49 no longer
        # reads as a conclusion for its own side)
        (MB, E + "Assistant B is the better response - sorry for the confusion.", "A]]"),
        (MB, E + "Overall, Assistant A is better. However, Assistant B is the only correct one.", "A]]"),
        # H4: a tie that names both sides
        (MB, E + "Assistant A and Assistant B are equally good.", "A]]"),
        (AH, E + "Neither Assistant A nor Assistant B is better.", "A>B]]"),
        (MB, E + "Neither assistant wins.", "A]]"),
    ],
)
def test_a_forced_verdict_the_reasoning_disowns_fails(template, text, verdict):
    # version 48 kept each forced verdict (a made-up score)
    assert _forced(template, text, verdict) in FAILED


@pytest.mark.parametrize(
    "remark",
    [
        # pass 43's M3 class and the restricted remarks pass 44 lists as known: a sentence for the verdict's side
        # that restricts it to its surface, a first impression, an exception or an audience (walk.restricted)
        "Assistant B is better because its formatting is cleaner.",
        "I prefer Assistant B for its formatting.",
        "Still, Assistant B is better formatted.",
        "Assistant B is better at first glance.",
        "Assistant B is better in most ways but not on accuracy.",
        "Assistant B is better as it looks nicer.",
        "Assistant B is better: the table is neater.",
        "Assistant B is better thanks to its headings.",
    ],
)
def test_a_restricted_remark_for_the_forced_side_does_not_outweigh_an_earlier_conclusion(remark):
    # version 48 read each as a whole conclusion or correction for B and kept the forced [[B]]
    assert _forced(MB, E + "Overall, Assistant A is better. " + remark, "B]]") in FAILED
    # alone, the remark contradicts nothing: the forced verdict stands
    assert _forced(MB, E + remark, "B]]") == B


@pytest.mark.parametrize(
    ("template", "text", "verdict", "want"),
    [
        # H1: a retraction toward the forced side keeps it
        (MB, E + "Overall, Assistant B is better. I take that back: Assistant A is better.", "A]]", A),
        (MB, E + "Overall, Assistant B is better. I was wrong: Assistant A is better.", "A]]", A),
        (MB, E + "Overall, Assistant B is better. Sorry, I meant Assistant A.", "A]]", A),
        (MB, E + "Overall, Assistant B is better. I meant Assistant A, not Assistant B.", "A]]", A),
        (MB, E + "Overall, Assistant B is better. Assistant A is better after all - my mistake.", "A]]", A),
        # H2 controls: a listed virtue makes a trade-off
        (MB, E + "Assistant A is more thorough, whereas Assistant B is more accurate.", "B]]", B),
        (MB, E + "Assistant A is more thorough, whereas Assistant B is concise, which matters most here.", "B]]", B),
        (MB, E + "Assistant A is more thorough, whereas Assistant B's accuracy matters more.", "B]]", B),
        # H3 controls: whole-answer phrases and reasons still conclude
        (MB, E + "Assistant B is better as a whole.", "B]]", B),
        (MB, E + "Assistant B is better as an answer to the user's question.", "B]]", B),
        (MB, E + "Assistant B is better - it handles the edge case.", "B]]", B),
        (MB, E + "Assistant B is better, although it is longer.", "B]]", B),
        # a second look that favours no side walks on; a contrast that praises the forced side keeps it
        (MB, E + "Assistant A is more concise, but Assistant B is more accurate.", "B]]", B),
    ],
)
def test_a_forced_verdict_the_reasoning_supports_is_kept(template, text, verdict, want):
    assert _forced(template, text, verdict) == want


@pytest.mark.parametrize(
    ("template", "evidence", "tail", "forced"),
    [
        ("prometheus-absolute", "Feedback: This is a score 2 response. ", "[RESULT] 5", 2),
        ("prometheus-absolute", "Feedback: This response is a 2 on the rubric. ", "[RESULT] 5", 2),
        ("mt-bench-single-v1", "Overall, this is a 2.\n\n", "Rating: [[9]]", 3),
        ("mt-bench-single-v1", "This answer is a 2 at best.\n\n", "Rating: [[9]]", 3),
        ("mt-bench-single-v1", "This would be a 2.\n\n", "Rating: [[9]]", 3),
        (
            "faireval-scoring",
            "Assistant 1: 2/10, Assistant 2: 9/10.",
            "\nScore of the Assistant 1: 8\nScore of the Assistant 2: 3",
            30,
        ),
        (
            "faireval-scoring",
            "Assistant 1 scores 2 and Assistant 2 scores 9.",
            "\nScore of the Assistant 1: 8\nScore of the Assistant 2: 3",
            30,
        ),
    ],
)
def test_a_forced_score_the_judges_own_number_contradicts_fails(template, evidence, tail, forced):
    # H5: version 48 kept the forced score
    assert _got(template, evidence + tail, forced=forced) in FAILED


@pytest.mark.parametrize(
    ("template", "text", "want"),
    [
        # the same numbers agreeing with the score, and numbers that are no rating of the answer
        ("mt-bench-single-v1", "Overall, this is a 9.\n\nRating: [[9]]", (9.0, None)),
        ("prometheus-absolute", "Feedback: It is a 2-step process and the answer is right. [RESULT] 5", (5.0, None)),
        ("prometheus-absolute", "Feedback: Unlike a score 3 response, it is accurate. [RESULT] 4", (4.0, None)),
        (
            "faireval-scoring",
            "Assistant 1: 2/10, Assistant 2: 9/10.\nScore of the Assistant 1: 2\nScore of the Assistant 2: 9",
            (2.0, 9.0),
        ),
        # per-criterion scores further up are no summary (a recorded GPT-4 review's shape)
        (
            "faireval-scoring",
            "4. Level of Detail:\n- Score: Assistant 1 - 9, Assistant 2 - 7\n\nBased on the evaluation breakdown above:"
            "\n- Score of Assistant 1: 8.25\n- Score of Assistant 2: 7.25",
            (8.25, 7.25),
        ),
    ],
)
def test_numbers_that_agree_or_rate_nothing_keep_the_score(template, text, want):
    assert _got(template, text) == want
