"""Adversarial pass 17 (issue 13, /work/tools/reports/adv17-findings.md) on parser version 18's backstop, fixed in
version 19 by reading each preference cue's subject and polarity (``parsing/side_cues.py``): a negated or
misattributed fault (``Assistant B makes no errors and is the better response.``, ``Assistant B is better because
A has a bug.``), the verdict side named first (``Assistant A is wrong; Assistant B is correct.``, ``A loses to
B.``, ``Although A is longer, B is better.``), a contrast inside the preference (``Assistant B, though shorter, is
the better answer.``, ``Only Assistant B answers correctly.``), aspects that are no aspects (``better suited to the
user's request``, ``For the user's needs,``), a later rating without a cue word (``Realistically it's a 7.``), and
preferences after a tie (``If anything, Assistant B is better.``); and the remarks that must keep their verdict.

The expected value is what a reader of the completion sees, worked out by hand: a failure (``no_verdict`` or
``ambiguous``) or the verdict as (slot 1, slot 2) scores."""

import pytest

from judge_engine.pipeline.parsing import parse_completion
from judge_engine.pipeline.templates import load_template
from tests.helpers.parsing_cases import got as _got

PW, S, AH, LB, RM, PR = (
    "mt-bench-pairwise",
    "mt-bench-single-v1",
    "arena-hard",
    "llmbar-vanilla",
    "reward-model",
    "prometheus-absolute",
)
A = (1.0, 0.0)
TIE = (0.5, 0.5)
E = "Assistant A answers the question correctly, while Assistant B makes an arithmetic error.\n\n"
EXPL = "The response is accurate and well organized, but it misses one edge case.\n\nRating: [[8]]\n\n"
BOTH = "Both answers are correct and well explained.\n\n[[C]]\n\n"
FAILED = ("no_verdict", "ambiguous")


_FOR_B = [
    # H1: a negated fault, or the verdict side's fault named after the other side
    "Assistant B makes no errors and is the better response.",
    "Assistant B has no errors, so it is the better response.",
    "Assistant B avoids the mistake and is more accurate.",
    "Assistant B doesn't make that mistake, so it is better.",
    "Assistant B, not having any errors, is superior.",
    "Response B is better, with fewer errors.",
    "B is better, as it lacks A's error.",
    "Assistant B is better because A has a bug.",
    "Assistant B gives the better answer since A forgot the units.",
    # H2: the verdict side named first
    "Assistant A is wrong; Assistant B is correct.",
    "A is less accurate than B.",
    "Assistant A loses to Assistant B.",
    "Assistant A falls short of Assistant B.",
    "Response A is weaker than Response B overall.",
    "Assistant A trails Assistant B.",
    "Assistant A is outperformed by Assistant B.",
    "Although Assistant A is longer, Assistant B is better.",
    # H3: a contrast or "only" inside the preference
    "Assistant B, though shorter, is the better answer.",
    "Assistant B, while less detailed, is more accurate.",
    "Assistant B is less verbose and more accurate.",
    "Assistant B is not only correct but also better explained.",
    "Only Assistant B answers correctly.",
    "Only Assistant B gives the correct answer.",
    "Assistant B is the only one that is correct.",
    "Both are correct, but B is clearer and more helpful.",
    # M1: no aspect
    "Assistant B is better at answering the question.",
    "Assistant B does a better job at addressing the user's question.",
    "Assistant B is better suited to the user's request.",
    "Assistant B is better aligned with the user's intent.",
    "Assistant B is more helpful in answering the question.",
    "Assistant B wins on the merits.",
    "For the user's needs, Assistant B is the better response.",
    # found while fixing: an object side, an affirmation, a passive
    "Therefore, the response from Assistant B is better.",
    "Nothing changes the fact that Assistant B is the better response.",
    "So I'd give this one to B.",
    # pass 18 (version 20): read as a failure by design, a side named inside another's report is still a side
    "Assistant A says the winner is B, which is right.",
]
FAIL = [
    *[(PW, E + "[[A]]\n\n" + t) for t in _FOR_B],
    *[(AH, E + "My final verdict is: [[A>B]]\n\n" + t) for t in _FOR_B[:8]],
    (LB, "Output (a) is correct; Output (b) has an error.\n\nOutput (a)\n\nOutput A is wrong; Output B is correct."),
    (
        LB,
        "Output (a) is correct; Output (b) has an error.\n\nOutput (a)\n\nAlthough Output A is longer, Output B is better.",
    ),
    (RM, '{"winner": "A", "explanation": "Response A is wrong and Response B is right."}'),
    (RM, '{"winner": "A", "explanation": "Although A is longer, B is better."}'),
    # M3: a preference after a tie
    (PW, BOTH + "If anything, Assistant B is better."),
    (PW, BOTH + "Assistant A is wrong, and Assistant B is right."),
    (PW, BOTH + "Only Assistant A is correct."),
    # M2: a later rating without a cue word
    *[
        (S, EXPL + t)
        for t in ["Realistically it's a 7.", "That's a 7 in my book.", "It's really more of a 7.", "7 is more like it."]
    ],
    (
        PR,
        "Feedback: The response is mostly accurate but lacks depth in places. [RESULT] 4\n\nUpon reconsideration, this is a 3.",
    ),
]


@pytest.mark.parametrize(("name", "text"), FAIL)
def test_a_sentence_that_speaks_for_another_verdict_is_a_failure(name, text):
    assert _got(name, text) in FAILED


def test_the_checks_after_a_verdict_read_the_whole_text_once(monkeypatch):
    """M5: a 64 KB run of verdict lines took 1 s because each check of ``disowned`` parsed the whole text again
    (4 parses of it in all); now one parse of each text is shared (counted, not timed)."""
    from judge_engine.pipeline.parsing import formats

    text = E + "[[A]]\n" * 2000
    template = load_template(PW)
    real = formats.PARSERS["verdict_brackets"]
    whole = []

    def counting(t, tpl):
        whole.append(t == text)
        return real(t, tpl)

    monkeypatch.setitem(formats.PARSERS, "verdict_brackets", counting)
    assert parse_completion(text, template, "stop", 0).score_first == 1.0
    assert sum(whole) == 1


# Read as the verdict by parser versions up to 24, whose word lists told a remark after the verdict from another
# verdict; version 25 reads text after a verdict-last format's verdict strictly (``parsing/closing.py``): a sentence
# that names a side or holds a preference, tie or (after scores) number word and is not a closing that restates the
# verdict is a parse failure. Each of these does, so each is now ``ambiguous``.
STRICT_V25 = [
    (PW, E + "[[A]]\n\n" + "Assistant B's response contains a factual error about the date."),
    (PW, E + "[[A]]\n\n" + "Assistant B is not wrong about the formula, but it misapplies it."),
    (
        PW,
        E
        + "[[A]]\n\n"
        + "Assistant B is shorter, which some users may prefer, but brevity came at the cost of accuracy.",
    ),
    (PW, E + "[[A]]\n\n" + "Assistant B is better at explaining the background, but the final answer is wrong."),
    (PW, E + "[[A]]\n\n" + "Assistant B has a better introduction, but the core answer is incorrect."),
    (PW, E + "[[A]]\n\n" + "The second response is friendlier in tone but less accurate."),
    (PW, E + "[[A]]\n\n" + "Assistant B is not as accurate."),
    (PW, E + "[[A]]\n\n" + "Assistant B's answer would be better if it fixed the error."),
    (PW, E + "[[A]]\n\n" + "Assistant A wins because Assistant B made a mistake."),
    (PW, E + "[[A]]\n\n" + "Assistant A provides the correct answer, whereas Assistant B does not."),
    (PW, E + "[[A]]\n\n" + "Assistant A is more helpful than Assistant B."),
    (PW, E + "[[A]]\n\n" + "Assistant B's conclusion is correct, but its reasoning is flawed."),
    (PW, E + "[[A]]\n\n" + "Assistant B gave the correct final number but with the wrong reasoning."),
    (PW, E + "[[A]]\n\n" + "Assistant B is also correct, but Assistant A explains it more clearly."),
    (PW, E + "[[A]]\n\n" + "Assistant B is right about the capital, but wrong about the population."),
    (PW, E + "[[A]]\n\n" + "Assistant B seems correct at first glance."),
    (PW, E + "[[A]]\n\n" + "Assistant B offers a stronger opening paragraph."),
    (PW, E + "[[A]]\n\n" + "Assistant B's final answer is 12, which is incorrect."),
    (PW, E + "[[A]]\n\n" + "The better response is clearly Assistant A's."),
    (PW, E + "[[A]]\n\n" + "Assistant B deserves credit for its clear formatting."),
    (PW, E + "[[A]]\n\n" + "Assistant B is a strong runner-up."),
    (
        PW,
        E + "[[A]]\n\n" + "Assistant B gives a better summary of the background; Assistant A gives the better answer.",
    ),
    (PW, E + "[[A]]\n\n" + "B's tone is better."),
    (PW, E + "[[A]]\n\n" + "Stylistically B wins."),
    (PW, E + "[[A]]\n\n" + "B: better style."),
    (PW, E + "[[A]]\n\n" + "I'd pick B for style."),
    (PW, E + "[[A]]\n\n" + "B did a better job on formatting."),
    (PW, E + "[[A]]\n\n" + "B is better for beginners."),
    (PW, E + "[[A]]\n\n" + "At first I thought B was better."),
    (PW, E + "[[A]]\n\n" + "B loses."),
    (PW, BOTH + "Assistant A is better formatted, while Assistant B is more detailed."),
    (PW, "[[A]]\n\nAssistant A gets 48. Assistant B gets 42."),
    (PW, "[[A]]\n\nAssistant A gets the right answer (48). Assistant B gets 42."),
    (AH, "My final verdict is: [[A>>B]]\n\nAssistant A gets 48. Assistant B gets 42."),
    (S, EXPL + "It falls short of a 9 because of the missing edge case."),
    (S, EXPL + "This is a 7 line poem."),
]


@pytest.mark.parametrize(("name", "text"), STRICT_V25)
def test_a_remark_after_the_verdict_is_a_failure_under_the_strict_reading(name, text):
    assert _got(name, text) in ("ambiguous", "no_verdict")
