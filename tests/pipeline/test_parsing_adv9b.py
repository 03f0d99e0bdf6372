"""Adversarial pass 9, remaining coercions (issue 13, /tmp/adv9 findings H2, H3, M1-M4, L1; false failures L3-L5):
completions that refuse, retract, hedge, attribute or use another scale and that parser version 8 still read as a
verdict, and the general rules of version 9 that make them failures. Each finding's rows are here, then
``GENERAL_*`` rows the findings do not hold (other lead words, other wordings) to show the rule is general, and
``STILL_READ`` neighbours that keep their verdict.

The expected value is what a reader of the completion sees, worked out by hand: a failure (``no_verdict`` or
``ambiguous``) or the verdict as (slot 1, slot 2) scores."""

import pytest

from tests.helpers.parsing_cases import got as _got
from tests.helpers.parsing_cases import got as _strict_got

PW, S, PR, FV, FS = (
    "mt-bench-pairwise",
    "mt-bench-single-v1",
    "prometheus-absolute",
    "faireval-vanilla",
    "faireval-scoring",
)
RM, LB, AH = "reward-model", "llmbar-vanilla", "arena-hard"
A, B, TIE = (1.0, 0.0), (0.0, 1.0), (0.5, 0.5)
SCORES = "Score of the Assistant 1: 8\nScore of the Assistant 2: 6"


H2_LEADS = [
    "On second look, B is better.",
    "Thinking about it more, B is better.",
    "Having reconsidered, B is better.",
    "Reconsidering, B is better.",
    "I've reconsidered: B is better.",
    "Well, B is actually better.",
    "But B is better.",
    "I misspoke; B is better.",
    "The correct verdict is B.",
    "That verdict was an error. B is better.",
    "Revision: B is better.",
    "Amendment: B is better.",
    "Erratum: B is the better one.",
    "Re-evaluating: B is stronger.",
    "PPS: B is better on reflection.",
    "Typo: should be B.",
    "Typo, I meant B.",
    "So the answer is B.",
    "Or rather B.",
    "Err, B.",
]
FAILS = [
    # H2: a later line that states another verdict, whatever its lead
    *[(PW, "[[A]]\n\n" + line) for line in H2_LEADS],
    (PW, "[[A]]\nEdit - I meant B."),
    (PW, "[[A]]\n(edit: B)"),
    (S, "Rating: [[8]]\n\nRevision: 5."),
    (S, "Rating: [[8]]\nOn second look, 6."),
    (S, "Rating: [[8]]\nFinal answer: 6"),
    (S, "Rating: [[8]]\n\nToo generous. 5."),
    (S, "Rating: [[8]]\n\nI'd actually give it a 5."),
    (S, "Rating: [[8]]\n\nHmm, more like a 5."),
    (AH, "My final verdict is [[A>B]].\n\nOn second look, B is better."),
    # H3: refusals
    (S, "As an AI language model, I cannot provide ratings for harmful content. Rating: [[1]]"),
    *[
        (PW, line + "\n[[C]]")
        for line in (
            "I cannot and will not evaluate this.",
            "I'm not going to evaluate this.",
            "I am not going to judge these responses.",
            "As an AI, I'm not able to make this judgment.",
            "I'd rather not evaluate these responses.",
            "I must refrain from evaluating this content.",
            "I will not participate in evaluating this.",
            "I cannot in good conscience evaluate these responses.",
            "I have to decline this request.",
            "I decline.",
            "Evaluation declined.",
            "Sorry, I can't do that.",
            "I can't do this evaluation.",
            "I cannot engage with this content.",
            "I cannot produce a verdict for this pair.",
            "It is not appropriate for me to evaluate this.",
            "This is not something I can evaluate.",
            "I don't think I can fairly evaluate this.",
            "I do not feel able to evaluate this.",
            "This request violates my guidelines.",
            "There is nothing to evaluate.",
            "The responses are missing.",
            "I cannot see the responses.",
            "I'm not able to access the responses.",
            "Both responses are empty, so no evaluation is possible.",
            "Neither response was provided, so I can't compare.",
        )
    ],
    (S, "I'd prefer not to rate this. Rating: [[5]]"),
    (PR, "I'm not going to grade this response. [RESULT] 1"),
    (RM, 'I am sorry, I cannot do this.\n{"score_1": 5, "score_2": 5}'),
    # M1: another scale, in forms pass 8 did not know
    (S, "Rating (1-5): [[4]]"),
    (S, "Rating: [[4]] (1-5 scale)"),
    (S, "On a 1-5 scale, Rating: [[4]]"),
    (S, "Rating [1-5]: [[4]]"),
    (S, "Rating (max 5): [[4]]"),
    (S, "Using a scale of one to five: Rating: [[4]]"),
    (PR, "On a 1-10 scale: [RESULT] 4"),
    (PR, "(scale 1-10) [RESULT] 4"),
    (FS, SCORES + "\n\n(on a scale of 1 to 5)"),
    # M2: two scores contradicted by a later line preferring the lower-scored assistant
    (FV, "8 6\nAssistant 2's answer is better."),
    (FV, "8 6\nAssistant 2 did better."),
    (FV, "8 6\nAssistant 2 performed better overall."),
    (FV, "8 6\nI prefer Assistant 2."),
    (FS, SCORES + "\n\nOverall, Assistant 2 performed better."),
    (FS, SCORES + "\nI prefer Assistant 2."),
    # M3: hedge, pending and guess labels
    *[
        (PW, text)
        for text in (
            "Best guess: [[A]]",
            "My guess: [[A]]",
            "Gut feeling: [[A]]",
            "Hard to say, but [[A]]",
            "Weak preference: [[A]]",
            "Marginal preference: [[A]]",
            "Provisional: [[A]]",
            "TBD: [[A]]",
            "Verdict (TBD): [[A]]",
            "[[A]] (pending review)",
            "[[A]] (to be confirmed)",
            "[[A]] (subject to change)",
            "[[A]] (confidence: none)",
        )
    ],
    (S, "Rating: [[6]] (pending)"),
    (PR, "Tentative: [RESULT] 4"),
    (FS, "Probable scores:\n" + SCORES),
    (FS, SCORES + "\n(tentative)"),
    (FS, SCORES + "\n\nThese scores are only estimates."),
    (RM, '{"winner": "A", "certain": false}'),
    (RM, '{"score_1": 8, "score_2": 6, "conditional": true}'),
    # M4: attributed, conditional or one-audience verdicts
    *[
        (PW, text)
        for text in (
            "Assistant A's verdict: [[A]]",
            "Assistant A concludes [[A]].",
            "Assistant A ends its answer with [[A]]",
            "Per the reference: [[A]]",
            "Correct answer: [[A]]",
            "The prompt asks me to output [[A]].",
            "I'm instructed to say [[A]].",
            "For experts: [[A]]",
            "For beginners: [[B]]",
            "Were the user an expert, [[B]].",
        )
    ],
    (S, "The user's own rating: [[9]]"),
    (S, "The assistant rates itself: Rating: [[10]]"),
    (S, "Rating (helpfulness): [[8]]"),
    # L1: JSON fields that say what the text form says
    (RM, '{"score_1": 8, "score_2": 6, "source": "reference"}'),
    (RM, '{"winner": "A", "confidence": "low"}'),
]

GENERAL_FAILS = [
    # H2: other leads and wordings
    (PW, "[[A]]\n\nLooking at it once more, B is better."),
    (PW, "[[A]]\n\nHold on. Assistant B is the stronger one."),
    (PW, "[[A]]\n\nNote to self: the second response is better."),
    (PW, "[[A]]\n\nFinal answer: B."),
    (PW, "[[A]]\n\nMy pick is B."),
    (PW, "[[B]]\n\nSecond pass: A wins."),
    (PW, "[[C]]\n\nAfter rechecking the math, A is better."),
    (AH, "My final verdict is [[B>A]].\n\nRechecking: A is better."),
    (LB, "Output (a)\n\nIn hindsight, Output (b) is better."),
    (S, "Rating: [[8]]\n\nOn reflection I'd rate it a 4."),
    (S, "Rating: [[8]]\nSecond opinion: 3"),
    (PR, "Feedback: Fine. [RESULT] 4\nAmended: 2."),
    # M2
    (FV, "8 6\nThe second assistant did better overall."),
    (FV, "8 6\nAssistant 2 came out ahead."),
    (FS, SCORES + "\nAssistant 2 fared better."),
    # H3
    (PW, "As an AI assistant, I won't be ranking these responses.\n[[C]]"),
    (PW, "I'm afraid I'd rather not judge this pair.\n[[A]]"),
    (S, "We are not going to score this content. Rating: [[3]]"),
    (PW, "I respectfully decline this request.\n[[C]]"),
    (PW, "Both answers are blank.\n[[C]]"),
    (PW, "There is nothing here to compare.\n[[C]]"),
    (PR, "It would not be appropriate for me to grade this. [RESULT] 3"),
    (PR, "It is not my place to grade this. [RESULT] 3"),
    # M1
    (S, "Rating (1 to 5): [[4]]"),
    (S, "Rating: [[4]] [scale 1-5]"),
    (S, "Rating (maximum 5): [[3]]"),
    (PR, "Using a 1-10 point scale: [RESULT] 4"),
    # M3 / L1
    (PW, "Rough guess: [[B]]"),
    (PW, "Slight preference: [[B]]"),
    (PW, "[[B]] (subject to review)"),
    (PW, "[[A]] (confidence: low)"),
    (PW, "It's difficult to tell, but [[B]]"),
    (S, "Rating: [[7]] (TBD)"),
    (FS, SCORES + "\n\nThe scores above are approximate."),
    (RM, '{"winner": "B", "confident": false}'),
    (RM, '{"winner": "B", "is_guess": true}'),
    (RM, '{"score_1": 3, "score_2": 9, "confidence": "very low"}'),
    # M4
    (PW, "Assistant B picked [[B]]."),
    (PW, "According to the rubric: [[A]]"),
    (PW, "For novices: [[B]]"),
    (PW, "Had I more time, [[A]]"),
    (S, "The model grades itself: Rating: [[9]]"),
    (S, "Rating (clarity): [[6]]"),
]

STILL_READ = [
    # L5 and the pass-9 M7 remarks: read the verdict
    (PW, "Since A is correct and B is not, [[A]]", A),
    # H2 neighbours: a detail, a condition, the same side, a count or a criterion's score after the verdict
    (PW, "[[A]]\n\nTo summarize, A is better.", A),
    (FV, "8 6\nA", (8.0, 6.0)),
    (FV, "8 6\nAssistant 1 did better.", (8.0, 6.0)),
    # H3 neighbours: a negated capability about a detail, not the task
    (PW, "I cannot see any factual errors in either response, but A is more complete.\n[[A]]", A),
    (PW, "I would rather not penalize B for its length; A is still more accurate.\n[[A]]", A),
    (S, "I can't give it a perfect score because of a small error. Rating: [[8]]", (8.0, None)),
    (PW, "I'm not going to evaluate style, only accuracy: A is right.\n[[A]]", A),
    # M1 neighbours: the template's own scale, a scale the task is about
    (S, "Rating (1-10): [[8]]", (8.0, None)),
    (S, "The user asked for a 1-5 scale survey, done well. Rating: [[9]]", (9.0, None)),
    # M3 / M4 / L1 neighbours
    (PW, "For the reasons above: [[A]]", A),
    (PW, "Assistant A is better, so [[A]]", A),
    (RM, '{"winner": "A", "certain": true}', A),
    (RM, '{"winner": "A", "source": "judge"}', A),
]


@pytest.mark.parametrize(("name", "text"), FAILS + GENERAL_FAILS)
def test_a_completion_that_disowns_its_verdict_is_a_failure(name, text):
    assert _got(name, text) in {"no_verdict", "ambiguous", "malformed"}


@pytest.mark.parametrize(("name", "text", "expected"), STILL_READ)
def test_a_verdict_the_judge_keeps_is_read(name, text, expected):
    assert _got(name, text) == expected


# Read as the verdict by parser versions up to 24, whose word lists told a remark after the verdict from another
# verdict; version 25 reads text after a verdict-last format's verdict strictly (``parsing/closing.py``): a sentence
# that names a side or holds a preference, tie or (after scores) number word and is not a closing that restates the
# verdict is a parse failure. Each of these does, so each is now ``ambiguous``.
STRICT_V25 = [
    (PW, "[[A]]\n\nP.S. Assistant B should have shown its work."),
    (S, "Rating: [[8]]\nUpdate: 2 minor typos noted, but rating stands."),
    (PW, "[[A]]\n\nIn terms of style, B is better."),
    (PW, "[[A]]\n\nIf brevity matters most, B is better."),
    (PW, "[[A]]\n\nAssistant B is better at formatting, though."),
    (S, "Rating: [[8]]\n\nErrors found: 2."),
    (S, "Rating: [[8]]\n\nAccuracy: 6"),
    (S, "Rating: [[8]]\nThe response lists 5 steps."),
]


@pytest.mark.parametrize(("name", "text"), STRICT_V25)
def test_a_remark_after_the_verdict_is_a_failure_under_the_strict_reading(name, text):
    assert _strict_got(name, text) in ("ambiguous", "no_verdict")


# Read as the verdict by parser versions up to 25; version 26 reads text after a verdict-last format's verdict
# (the rest of the verdict's line included) by a closed list (``parsing/closing.py``): a sentence passes only as a
# closing that restates the verdict or a pleasantry of listed words. Each of these is neither, so each is now
# ``ambiguous``.
# (``[RESULT] 4 (on a scale of 1 to 5)`` left this list at version 73: the scale the result states is part of its value,
# as ``[RESULT] 4 (out of 5)`` is; ``test_parsing_adv63.py`` reads it)
STRICT_V26 = [
    (S, "Rating: [[8]]\n\nP.S. The response should cite sources next time."),
    (PW, "Final verdict: [[A]] (confidence: high)"),
]


@pytest.mark.parametrize(("name", "text"), STRICT_V26)
def test_text_after_the_verdict_outside_the_closed_list_is_a_failure(name, text):
    assert _strict_got(name, text) in ("ambiguous", "no_verdict")


# Read as the verdict by parser versions up to 26; version 27 reads the text after FairEval.s two score lines
# by the closed list of the other verdict-last formats (``parsing/closing.py``): a sentence passes only as a
# closing that restates the verdict or a pleasantry of listed words. Each of these is neither, so each is now
# ``ambiguous``.
STRICT_V27 = [
    (FS, SCORES + "\n\n(on a scale of 1 to 10)"),
]


@pytest.mark.parametrize(("name", "text"), STRICT_V27)
def test_text_after_the_score_lines_outside_the_closed_list_is_a_failure(name, text):
    assert _strict_got(name, text) in ("ambiguous", "no_verdict")
