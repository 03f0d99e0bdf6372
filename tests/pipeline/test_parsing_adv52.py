"""Parser version 59 (issue 13): adversarial pass 51 on version 57 (15 High findings) and pass 52 on version 58 (a fresh
helper, 12,503 probes; 15 High, 4 Medium). Each row is one of the reports' reproductions or its kept twin (the same
evidence with the verdict it states); the expected value is what a reader of the completion sees, worked out by hand.

- pass 51 H1-H9, pass 52 H1-H10: conclusions, denials, faults, retractions and ties the walk did not read
  (``parsing/idioms.py``, ``parsing/right_wrong.py``, ``parsing/answered.py``); pass 52 H1 and H4 were read backwards
  (``Assistant B cannot be considered the better answer.`` read for B);
- pass 51 H10, pass 52 H11-H12: evidence that is no judgment before a forced verdict (a service error, a moderation
  notice, ``No idea.``, text cut off mid-phrase, an echoed prompt);
- pass 51 H11-H15, pass 52 H14-H15: single ratings and FairEval scores the judge's own words disown."""

import pytest

from tests.helpers.parsing_cases import expect, forced_reading, got

MB, AH, LB, PV = "mt-bench-pairwise", "arena-hard", "llmbar-vanilla", "pairwise-verdict"
SINGLE, PROM, FS, FV = "mt-bench-single-v1", "prometheus-absolute", "faireval-scoring", "faireval-vanilla"
A, B, TIE = (1.0, 0.0), (0.0, 1.0), (0.5, 0.5)


@pytest.mark.parametrize(
    ("template", "text", "verdict", "expected"),
    [
        # pass 51 H5-H7: outright wordings and faults of one whole answer
        (MB, "The clear choice is Assistant A.", "B]]", None),
        (MB, "The clear choice is Assistant A.", "A]]", A),
        (PV, "Assistant B deserves the higher score.", "A]]", None),
        (MB, "Assistant A runs circles around Assistant B.", "B]]", None),
        (MB, "Assistant B can't hold a candle to Assistant A.", "B]]", None),
        (MB, "Assistant B can't hold a candle to Assistant A.", "A]]", A),
        (AH, "Assistant B loses this comparison.", "B>A]]", None),
        (MB, "Assistant A ranks first, Assistant B second.", "B]]", None),
        (MB, "Assistant A beat Assistant B handily.", "B]]", None),
        (MB, "Assistant A would be my first choice.", "B]]", None),
        (MB, "Assistant A, because Assistant B hallucinates the citation.", "B]]", None),
        (MB, "Assistant A, because Assistant B hallucinates the citation.", "A]]", A),
        (MB, "Assistant B gets the answer wrong.", "B]]", None),
        (MB, "Assistant B gets the answer wrong.", "A]]", A),
        (MB, "Assistant A follows the instructions; Assistant B ignores them.", "B]]", None),
        (MB, "Assistant A follows the instructions; Assistant B ignores them.", "A]]", A),
        (MB, "Assistant B fails to address the question, which Assistant A does.", "B]]", None),
        (MB, "Assistant B's answer of 42 is wrong; the correct answer is 24, as Assistant A says.", "B]]", None),
        (MB, "- Assistant A: correct and complete\n- Assistant B: incorrect", "B]]", None),
        (MB, "- Assistant A: correct and complete\n- Assistant B: incorrect", "A]]", A),
        (MB, "Score for Assistant A: 9\nScore for Assistant B: 4", "B]]", None),
        (MB, "I cannot say Assistant B is better; it is not.", "B]]", None),
        (MB, "I cannot say Assistant B is better; it is not.", "A]]", A),
        # pass 51 H1, H2: a retraction toward the other side or a tie
        (MB, "Assistant A is better. No wait, I got them mixed up: it's Assistant B.", "A]]", None),
        (MB, "Assistant A is better. No wait, I got them mixed up: it's Assistant B.", "B]]", B),
        (MB, "Assistant A is better. Hmm, no, on reflection they are about equal.", "A]]", None),
        # pass 51 H9: ties before a side
        (MB, "Both responses are fine. They're equally helpful.", "A]]", None),
        (MB, "Both responses are fine. They're equally helpful.", "C]]", TIE),
        (MB, "Dead heat.", "B]]", None),
        (MB, "Both get 7/10.", "A]]", None),
        (MB, "Assistant A is no better than Assistant B, and Assistant B is no better than Assistant A.", "A]]", None),
        (MB, "Assistant A is no better than Assistant B, and Assistant B is no better than Assistant A.", "C]]", TIE),
        (MB, "Both are wrong.", "A]]", None),
        # pass 51 H10: no judgment
        (MB, "model_overloaded: That model is currently overloaded with other requests.", "A]]", None),
        (MB, "ERROR", "A]]", None),
        (MB, "[Content removed by moderation]", "B]]", None),
        (MB, 'json\n{"verdict": null}', "A]]", None),
        (MB, "It depends on what the user values.", "A]]", None),
        (MB, "The user thinks Assistant A is better.", "A]]", None),
        (MB, "Example output: Assistant A is better.", "A]]", None),
    ],
)
def test_pass51_a_verdict_the_evidence_disowns_fails(template, text, verdict, expected):
    expect(forced_reading(template, text, verdict), expected)


@pytest.mark.parametrize(
    ("template", "text", "verdict", "expected"),
    [
        # H1: a denial of one side was read as a decision for it; now it disowns that side
        (MB, "Assistant B cannot be considered the better answer.", "B]]", None),
        (MB, "Assistant B cannot be considered the better answer.", "A]]", A),
        (AH, "I do not find Assistant B better.", "B>A]]", None),
        (AH, "I do not find Assistant B better.", "A>B]]", (0.75, 0.25)),
        (LB, "Output (b) fails to outperform Output (a).", "b)", None),
        (LB, "Output (b) fails to outperform Output (a).", "a)", A),
        (MB, "There's no way Assistant B is better.", "B]]", None),
        (MB, "Assistant B is second best.", "B]]", None),
        (MB, "Assistant B is second best.", "A]]", A),
        (MB, "Assistant B claims to be better, but it isn't.", "B]]", None),
        (MB, "Assistant B seems better. It isn't.", "B]]", None),
        (MB, "Assistant B better? Hardly.", "B]]", None),
        # kept: a negation that is no denial
        (MB, "Assistant A is not only correct but also the better answer.", "A]]", A),
        (MB, "There is no doubt Assistant A is better.", "A]]", A),
        (MB, "Assistant B is barely better.", "B]]", B),
        # H2, H3: a weighing's main clause calls the other side right
        (MB, "While Assistant B is more detailed, Assistant A is correct.", "B]]", None),
        (MB, "While Assistant B is more detailed, Assistant A is correct.", "A]]", A),
        (AH, "Assistant B is more verbose; Assistant A is correct.", "B>A]]", None),
        (MB, "Assistant B tries harder, but Assistant A succeeds.", "B]]", None),
        (MB, "Assistant B looks nicer but is wrong.", "B]]", None),
        (MB, "Assistant B looks nicer but is wrong.", "A]]", A),
        (MB, "Accuracy outweighs length here, which makes Assistant A the better response.", "B]]", None),
        (MB, "Accuracy outweighs length here, which makes Assistant A the better response.", "A]]", A),
        # H4: "better than I first thought, and better than B" was read for B
        (MB, "Upon re-reading, Assistant A is better than I first thought, and better than Assistant B.", "B]]", None),
        (MB, "Upon re-reading, Assistant A is better than I first thought, and better than Assistant B.", "A]]", A),
        (MB, "Assistant B is better at formatting; Assistant A is better overall.", "B]]", None),
        # H5-H8: outright choices, faults, idioms, labelled lines
        (MB, "The better response is from Assistant A.", "B]]", None),
        (MB, "Going with Assistant A.", "B]]", None),
        (MB, "Going with Assistant A.", "A]]", A),
        (MB, "Assistant B comes in second.", "B]]", None),
        (AH, "Ranking:\n1. Assistant A\n2. Assistant B", "B>A]]", None),
        (AH, "Ranking:\n1. Assistant A\n2. Assistant B", "A>B]]", (0.75, 0.25)),
        (MB, "Assistant B completely fails the task.", "B]]", None),
        (MB, "Assistant B's answer is factually incorrect and misleading.", "B]]", None),
        (MB, "Assistant B is eclipsed by Assistant A.", "B]]", None),
        (MB, "Assistant A: PASS\nAssistant B: FAIL", "B]]", None),
        (MB, "Assistant A: PASS\nAssistant B: FAIL", "A]]", A),
        (MB, "Score: A=8, B=5.", "B]]", None),
        # H9: a JSON verdict in the evidence
        (MB, '{"winner": "A"}', "B]]", None),
        (MB, '{"winner": "A"}', "A]]", A),
        # H10: a tie stated, then a side
        (MB, "This one is a tie.", "A]]", None),
        (MB, "This one is a tie.", "C]]", TIE),
        (MB, "Is one better? Not really.", "A]]", None),
        (MB, "Neither edges out the other.", "B]]", None),
        # H11, H12: no judgment before a forced verdict
        (MB, "I'd rather not say which is better.", "A]]", None),
        (LB, "This isn't something I can decide.", "a)", None),
        (MB, "lol idk", "A]]", None),
        (MB, "I'm sorry, but something went wrong. Please try again later.", "A]]", None),
        (MB, "Comparing the two responses, Assistant", "A]]", None),
        (MB, "</s>", "A]]", None),
        (MB, "the the the the the the the the", "A]]", None),
        # kept: a side's name without a period is a judgment
        (MB, "The winner is Assistant A", "A]]", A),
        # H13: a second look toward the other side
        (
            MB,
            "I initially preferred Assistant B. Wait, I misread the question; Assistant A is actually correct.",
            "B]]",
            None,
        ),
        (MB, "I had the labels swapped earlier; the correct answer is Assistant A's.", "B]]", None),
    ],
)
def test_pass52_a_verdict_the_evidence_disowns_fails(template, text, verdict, expected):
    expect(forced_reading(template, text, verdict), expected)


def test_pass52_a_realistic_review_that_calls_the_forced_side_wrong_fails():
    """Pass 52 H3: a three-paragraph review ending in ``..., which makes Assistant A the better response.`` read the
    forced B (40 of 40 probes); its consistent twin keeps A."""
    review = (
        "Let me compare the two responses. Assistant A's answer, 3x^2, is accurate. Assistant B incorrectly says it is "
        "x^2.\n\nAssistant B's answer is better formatted, but it contains the error noted above. Assistant A's "
        "explanation is a bit terse.\n\nAccuracy outweighs length here, which makes Assistant A the better response."
    )
    expect(forced_reading(MB, review, "B]]"), None)
    expect(forced_reading(MB, review, "A]]"), A)


@pytest.mark.parametrize(
    ("template", "text", "expected"),
    [
        # pass 51 H11, H12, pass 52 H14: the judge's own rating in other words before a different one
        (SINGLE, "I'd give it a 9. Wait, no, the second step is wrong; a 5 is fairer.\n\nRating: [[9]]", None),
        (SINGLE, "A perfect answer: ten out of ten.\n\nRating: [[4]]", None),
        (SINGLE, "The answer is correct but terse. I'd say somewhere between 6 and 7.\n\nRating: [[9]]", None),
        (SINGLE, "The answer is correct but terse. I'd say somewhere between 6 and 7.\n\nRating: [[7]]", (7.0, None)),
        (SINGLE, "Helpfulness: 3, Accuracy: 2, Overall: 3.\n\nRating: [[8]]", None),
        (SINGLE, "Helpfulness: 3, Accuracy: 2, Overall: 3.\n\nRating: [[3]]", (3.0, None)),
        (SINGLE, "It misses some details. A middling response: five out of ten.\n\nRating: [[9]]", None),
        (SINGLE, "It misses some details. This is a perfect answer, a ten in my book.\n\nRating: [[9]]", None),
        (SINGLE, "This is a 6-level response.\nRating: [[8]]", None),
        (SINGLE, "This is a 6-level response.\nRating: [[6]]", (6.0, None)),
        # kept: a negated full score is no rating
        (SINGLE, "I cannot give it full marks, but it is good. Rating: [[8]]", (8.0, None)),
        # pass 52 M3, M4 (failed on version 58 too): a counterfactual rating or what a higher score requires is none
        (
            SINGLE,
            "The assistant correctly identifies the capital as Canberra. Had it included a brief explanation, it would "
            "deserve a 9.\n\nRating: [[7]]",
            (7.0, None),
        ),
        (
            PROM,
            "The response is accurate and well structured; it could mention one more example. Score 5 would require "
            "citing the source, which it does not. [RESULT] 4",
            (4.0, None),
        ),
        # pass 51 H15: the scale's end named
        (PROM, "Feedback: The response is poor, warranting the lowest score of one. [RESULT] 5", None),
        (PROM, "Feedback: The response is poor, warranting the lowest score of one. [RESULT] 1", (1.0, None)),
        # pass 51 H13, H14, pass 52 H15: FairEval evidence or explanations disowning the scores
        (FV, "8 6\nAssistant 2 provided a much better answer than Assistant 1, which was incorrect.", None),
        (FV, "3 8\nAssistant 1 scored 8, Assistant 2 scored 3 because its answer was wrong.", None),
        (FV, "9 4\nBoth are equally excellent and deserve the same score.", None),
        (FV, "8 5\nAssistant 1 scores 5 and Assistant 2 scores 8.", None),
        (
            FV,
            "8 6\nAssistant 1 provided a more accurate and detailed answer. Assistant 2's answer is also helpful.",
            (8.0, 6.0),
        ),
        (
            FS,
            "Both answers are equally good and deserve the same score.\nScore of the Assistant 1: 8\n"
            "Score of the Assistant 2: 5",
            None,
        ),
        (FS, "Both deserve 7.\nScore of the Assistant 1: 8\nScore of the Assistant 2: 5", None),
    ],
)
def test_pass51_52_a_score_the_judges_words_disown_fails(template, text, expected):
    expect(got(template, text), expected)
