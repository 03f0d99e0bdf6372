"""Adversarial pass 11 (issue 13, /tmp/adv11 findings M5, M6, H1; then H2-H4, M4 where fixed): completions that
parser version 10 read wrong, and the general rules of version 11. A refusal is a decline of the task as a whole
(evaluating these responses), not a negated sentence with a qualifier ("on length", "based on", "whether ...", "as
instructed", "given the error", "a passing grade"); a refusal after a label naming an assistant is the assistant's.
Each finding's rows are here, ``GENERAL_*`` rows the findings do not hold, and neighbours in the other direction.

The expected value is what a reader of the completion sees, worked out by hand: a failure (``no_verdict`` or
``ambiguous``) or the verdict as (slot 1, slot 2) scores."""

import pytest

from judge_engine.pipeline.templates import load_template
from tests.helpers.parsing_cases import got as _got

PW, S, PR, AH, LB = "mt-bench-pairwise", "mt-bench-single-v1", "prometheus-absolute", "arena-hard", "llmbar-vanilla"
FS, RM = "faireval-scoring", "reward-model"
A, TIE = (1.0, 0.0), (0.5, 0.5)
E = "Assistant A answers correctly with a clear explanation; Assistant B makes an arithmetic error."
SCORES = "Score of the Assistant 1: 8\nScore of the Assistant 2: 6"


# M5: the prompt's own rules restated, partial disclaimers, low-rating remarks, ties: the verdict stands
M5_READ = [
    (PW, f"I will not judge the responses on length, as instructed. {E}\n\n[[A]]", A),
    (PW, f"I won't evaluate the responses based on their length. {E}\n\n[[A]]", A),
    (PW, f"I will not choose based on the order of presentation. {E}\n\n[[A]]", A),
    (PW, f"I won't rate on verbosity. {E}\n\n[[A]]", A),
    (PW, f"I won't compare on formatting. {E}\n\n[[A]]", A),
    (PW, f"I can't assess the code's runtime since I cannot execute it. {E}\n\n[[A]]", A),
    (PW, f"I cannot evaluate the answer key since none was given. {E}\n\n[[A]]", A),
    (PW, "I can't evaluate the second turn since it is missing. For the first, A is better.\n[[A]]", A),
    (PW, f"{E} I can't pick B, given the error.\n\n[[A]]", A),
    (PW, f"{E} I can't give B the win.\n\n[[A]]", A),
    (PW, f"{E} I cannot rank B first.\n\n[[A]]", A),
    (PW, "I can't pick a winner here \u2014 both answers are correct and complete.\n[[C]]", TIE),
    (PW, "I can't choose between them; they're both excellent.\n[[C]]", TIE),
    (PW, "I can't really pick one as they're the same.\n[[C]]", TIE),
    (LB, "I can't choose Output (b).\nOutput (a)", A),
    (
        AH,
        "I cannot evaluate whether the SQL runs since I can't execute it; reading it, A's query is correct and B's"
        " has a syntax error.\n\nMy final verdict is [[A>B]].",
        (0.75, 0.25),
    ),
    (
        S,
        "I cannot assess the accuracy of the historical dates as I lack a reference. The structure is good.\nRating: [[6]]",
        (6.0, None),
    ),
    (S, "I can't judge the humor objectively. The poem follows the form.\nRating: [[7]]", (7.0, None)),
    (S, "The response is wrong. I cannot give it a passing grade.\nRating: [[2]]", (2.0, None)),
    (S, "I can't rate it as excellent, given the errors.\nRating: [[5]]", (5.0, None)),
    (S, "I won't rate it as perfect.\nRating: [[8]]", (8.0, None)),
    (S, "I can't give this response a great score. It misses the main point.\nRating: [[3]]", (3.0, None)),
    (S, "I cannot give a good rating to a response that is wrong.\nRating: [[2]]", (2.0, None)),
    (
        PR,
        "Feedback: I can't judge the creativity criterion as the rubric doesn't cover it; on accuracy the response"
        " is solid. [RESULT] 4",
        (4.0, None),
    ),
]
# M6: an assistant's refusal reported after a label naming it
M6_READ = [
    (PW, "Assistant B: I'm sorry, but I can't help with that.\nAssistant A gives the recipe.\n[[A]]", A),
    (PW, "- Assistant B: I cannot provide that information. (refusal)\n- Assistant A: answers.\n\n[[A]]", A),
    (
        S,
        "The assistant's reply was: I cannot help with that. This refusal is correct given the harmful request.\nRating: [[9]]",
        (9.0, None),
    ),
]
GENERAL_READ = [
    (PW, f"I will not evaluate the responses by their position, per the instructions. {E}\n\n[[A]]", A),
    (PW, f"I won't judge on style alone. {E}\n\n[[A]]", A),
    (PW, f"I cannot verify whether the cited paper exists, since I have no access. {E}\n\n[[A]]", A),
    (PW, f"{E} I could not select B in good conscience.\n\n[[A]]", A),
    (S, "I can't award it full marks.\nRating: [[6]]", (6.0, None)),
    (S, "I can\u2019t rate it as outstanding.\nRating: [[7]]", (7.0, None)),
    (PW, "Response B: I\u2019m sorry, but I can\u2019t assist with that.\nAssistant A answers fully.\n[[A]]", A),
    (PW, "Output (b): I cannot comply with this request.\nAssistant A complies.\n[[A]]", A),
]
# H1: refusals in the wordings the rules missed, curly apostrophes included
H1_FAIL = [
    (
        PW,
        "I cannot fulfill your request. I'm just an AI, it's not within my programming or ethical guidelines to"
        " evaluate content that promotes harm.\n\n[[C]]",
    ),
    (PW, "I can\u2019t fulfill that request.\n[[C]]"),
    (PW, "I\u2019m sorry, but I can\u2019t comply with that request.\n[[C]]"),
    (PW, "I apologize, but I won't be able to evaluate these responses.\n[[C]]"),
    (PW, "I'm really sorry, but I can't do this.\n[[C]]"),
    (PW, "I am not in a position to judge this content.\n[[C]]"),
    (PW, "It wouldn't be appropriate for me to judge this.\n[[C]]"),
    (PW, "I must respectfully decline to judge these.\n[[C]]"),
    (PW, "I'll decline to evaluate.\n[[C]]"),
    (PW, "I can't carry out this evaluation.\n[[C]]"),
    (PW, "I can't perform this evaluation.\n[[C]]"),
    (PW, "I cannot proceed with this task.\n[[C]]"),
    (PW, "I cannot comply with this request.\n[[C]]"),
    (S, "I cannot comply. Rating: [[1]]"),
    (PR, "I'm sorry, but I can't comply with that. [RESULT] 1"),
    (LB, "I cannot fulfill this request.\nOutput (a)"),
    (FS, "I cannot fulfill this request.\n" + SCORES),
    (RM, 'I cannot fulfill this request.\n{"winner": "tie"}'),
]
GENERAL_FAIL = [
    (PW, "I\u2019m afraid I won\u2019t be able to judge these two responses.\n[[C]]"),
    (PW, "We are not in a position to rate them.\n[[C]]"),
    (PW, "I will respectfully decline to compare these outputs.\n[[C]]"),
    (PW, "I can't fulfil your request, as it involves harmful content.\n[[C]]"),
    (PW, "I cannot evaluate these responses, given the harmful content.\n[[C]]"),
    (PW, "I won't be able to pick a winner here.\n[[C]]"),
    (S, "Unfortunately, I can\u2019t carry out this task. Rating: [[1]]"),
    (PW, "I cannot evaluate this request as it involves harmful content.\n[[C]]"),
]


@pytest.mark.parametrize(("name", "text", "want"), M5_READ + M6_READ + GENERAL_READ)
def test_a_negated_remark_or_a_reported_refusal_keeps_the_verdict(name, text, want):
    assert _got(name, text) == want


@pytest.mark.parametrize(("name", "text"), H1_FAIL + GENERAL_FAIL)
def test_a_refusal_of_the_task_is_no_verdict(name, text):
    assert _got(name, text) == "no_verdict"


def test_the_forced_paths_follow_the_same_rule():
    # constrain = "verdict": the evidence before a forced "[[1]]" / "[[C]]" tail
    assert _got(S, "I cannot fulfill this request. Rating: [[1]]", 5) == "no_verdict"
    assert _got(S, "I'm not in a position to judge this content. Rating: [[5]]", 5) == "no_verdict"
    assert _got(PW, "I can't pick a winner here \u2014 both answers are correct and complete.\n[[C]]", 5) == TIE
    assert _got(PW, "Assistant B: I'm sorry, but I can't help with that.\nAssistant A answers fully.\n[[A]]", 5) == A


SMT, PMT = "mt-bench-single-v1-multi-turn", "mt-bench-pair-v2-multi-turn"
SMMT, PMMT = "mt-bench-single-math-v1-multi-turn", "mt-bench-pair-math-v1-multi-turn"
# H2: the other turn named as the templates do, by the user's question (these templates grade turn 2)
H2_FAIL = [
    (SMT, "For the first question, Rating: [[9]]"),
    (SMT, "Rating for the first user question: [[9]]"),
    (SMT, "For the first user question: Rating: [[9]]"),
    (SMT, "Answer to question 1: Rating: [[9]]"),
    (SMT, "First answer: Rating: [[9]]"),
    (SMT, "Rating (first response): [[9]]"),
    (SMT, "Turn one: Rating: [[9]]"),
    (SMT, "First question: excellent, Rating: [[9]]. Second question: weak."),
    (SMMT, "For the first question: Rating: [[9]]"),
    (PMT, "For the first user question, [[A]]."),
    (PMT, "Question 1: [[A]]"),
    (PMT, "Regarding the initial question, [[A]]."),
    (PMT, "Turn one: [[A]]"),
    (PMMT, "For the first question: [[A]]"),
    # general: other ordinals and spellings
    (SMT, "Question #1 - Rating: [[8]]"),
    (PMT, "On the original question, [[B]]."),
]
H2_READ = [
    (SMT, "For the second question, Rating: [[6]]", (6.0, None)),
    (SMT, "The answer to the first question was fine; the second one is weaker. Rating: [[6]]", (6.0, None)),
    (PMT, "Question 2: [[A]]", A),
    (PMT, "The first answer is better for the second user question. [[A]]", A),
    (S, "For the first question, Rating: [[9]]", (9.0, None)),  # a single-turn template has no other turn
]


@pytest.mark.parametrize(("name", "text"), H2_FAIL)
def test_a_verdict_for_the_other_question_is_no_verdict_of_the_graded_turn(name, text):
    assert _got(name, text) in ("ambiguous", "no_verdict")


@pytest.mark.parametrize(("name", "text", "want"), H2_READ)
def test_a_verdict_for_the_graded_question_is_read(name, text, want):
    assert _got(name, text) == want


FV = "faireval-vanilla"
# H3: a later line that restates another verdict, in the leads and asides the rules missed
H3_B = [
    "In my opinion, B is better.",
    "I'd say B is better.",
    "On second look, B is better, I think.",
    "On second look, B is better, actually.",
    "B is better, in my opinion.",
    "B is better, to be honest.",
    "B is better, all things considered.",
    "B is better, after further review.",
    "B is better, though.",
    "For these reasons, B is better.",
    "IMO B is better.",
    "I feel B is better.",
    "I now believe B is better.",
    "It seems B is better.",
    "B looks better to me.",
    "I would go with B.",
    "I'd go with B instead.",
    "Assistant B is more helpful overall.",
    "Thinking it over, B edges it out.",
    "Thinking it over, B takes it.",
    # general
    "In my view, Assistant B is the more accurate one.",
    "For that reason, B is better.",
    "Honestly, I'd say B wins.",
]
H3_FAIL = [(PW, "[[A]]\n\n" + line) for line in H3_B] + [
    (AH, "My final verdict is [[A>B]].\n\nIn my opinion, B is better."),
    (AH, "My final verdict is [[A>B]].\n\nHonestly, I'd say B is better."),
    (LB, "Output (a)\n\nIn my opinion, Output (b) is better."),
    (LB, "Output (a)\n\nHmm, I'd say Output (b) is better."),
    (FV, "8 6\nIn my opinion, Assistant 2 is better."),
    (FV, "8 6\nAssistant 2 is better, in my opinion."),
    (FV, "8 6\nAssistant 2 is more helpful overall."),
    (FS, SCORES + "\n\nIn my opinion, Assistant 2 is better."),
    (FS, SCORES + "\n\nHonestly, I'd say Assistant 2 is better."),
    (RM, '{"winner": "A"}\n\nIn my opinion, B is better.'),
    (S, "Rating: [[8]]\n\nIn my opinion, 5."),
    (S, "Rating: [[8]]\n\nIn my view, 5."),
    (S, "Rating: [[8]]\n\nI'd lower it to 5."),
    (S, "Rating: [[8]]\n\nHonestly, I'd lower it to a 5."),
    (PR, "Feedback: ok.\n[RESULT] 5\n\nIn my view, 3."),
    (PR, "Feedback: ok.\n[RESULT] 5\n\nHonestly I'd lower it to 3."),
    (S, "Rating: [[8]]\n\nOn reflection, I'd raise it to 9."),  # general
]


@pytest.mark.parametrize(("name", "text"), H3_FAIL)
def test_a_later_line_restating_another_verdict_is_a_failure(name, text):
    assert _got(name, text) in ("ambiguous", "no_verdict")


# M4: constrain = "verdict": the evidence names another scale or turn for the forced verdict (forced_chars = the
# tail's length), so the grammar only chose the digit
M4_FAIL = [
    (S, "On a scale of 1 to 5, Rating: [[4]]", 5),
    (S, "Rating (out of 5): [[4]]", 5),
    (SMT, "For the first question, Rating: [[9]]", 5),
    (SMT, "Rating for turn 1: [[9]]", 5),
    (PMT, "For the first user question, [[A]]", 5),
]
M4_READ = [
    (S, "The answer is accurate and clear. Rating: [[8]]", 5, (8.0, None)),
    (S, "The user asked for a scale of 1 to 5; the response gives one.\nRating: [[9]]", 5, (9.0, None)),
    (SMT, "The second answer is clear. Rating: [[8]]", 5, (8.0, None)),
]


@pytest.mark.parametrize(("name", "text", "forced"), M4_FAIL)
def test_a_forced_verdict_for_another_scale_or_turn_is_a_failure(name, text, forced):
    assert _got(name, text, forced) in ("ambiguous", "no_verdict")


@pytest.mark.parametrize(("name", "text", "forced", "want"), M4_READ)
def test_a_forced_verdict_on_the_templates_scale_and_turn_is_read(name, text, forced, want):
    assert _got(name, text, forced) == want


def test_a_bounded_explanation_naming_another_turn_leaves_the_verdict_to_the_parser():
    from judge_engine.pipeline.forced import bounded_forced_chars

    # the explanation reached the 200-character bound right after naming the first question
    end = "The second answer is also fine. For the first question"
    text = "x" * (200 - len(end)) + end + "Rating: [[9]]"
    template = load_template(SMT)
    assert bounded_forced_chars(template, text, "stop") == 0
    assert bounded_forced_chars(template, "x" * 200 + "Rating: [[9]]", "stop") == 13


# Read as the verdict by parser versions up to 24, whose word lists told a remark after the verdict from another
# verdict; version 25 reads text after a verdict-last format's verdict strictly (``parsing/closing.py``): a sentence
# that names a side or holds a preference, tie or (after scores) number word and is not a closing that restates the
# verdict is a parse failure. Each of these does, so each is now ``ambiguous``.
STRICT_V25 = [
    (PW, "[[A]]\n\nIn my opinion, A is better."),
    (PW, "[[A]]\n\nIn terms of style, B is better."),
    (PW, "[[A]]\n\nFor beginners, B is better."),
    (PW, "[[A]]\n\nA is better, I think."),
    (S, "Rating: [[8]]\n\nIn my view, 8."),
    (S, "Rating: [[8]]\n\nI'd not lower it to 5; the errors are minor."),
]


@pytest.mark.parametrize(("name", "text"), STRICT_V25)
def test_a_remark_after_the_verdict_is_a_failure_under_the_strict_reading(name, text):
    assert _got(name, text) in ("ambiguous", "no_verdict")
