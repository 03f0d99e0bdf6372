"""Parser version 85 (issue 13): what adversarial passes 88 (its leftovers on version 84's second round), 89 (on
version 84 as landed, c30ee1f) and 90 (on this version's first round, 0f1e311) read as a verdict, and what false-failure
passes 88f and 89f found failing in ordinary judge text under version 84's fault reading and the first round's
vocabulary reading of statements. Every case is a pass's probe, its expected value written by the tester as a careful
reader of the completion (``tests/helpers`` holds no copy of the rules); none of the refused cases holds the judge's own
verdict, or its words give the other side's.

Refused (``REFUSED_85``; each read a made-up verdict on version 84):

- a statement on the line above the token whose subject stands for the token's side and puts it second or calls it bad
  in words no fault list holds (``This one came in second.``, ``I'd pick the other one over this.``, ``This one is
  lackluster.``, ``This one gets my thumbs down.``), also above a bare ``My final verdict is:`` head
  (:mod:`~judge_engine.pipeline.parsing.statements`);
- a statement right above the token that faults the verdict's own side and nothing of the other's (``Assistant A is
  unethical.\n[[A]]``, ``Assistant A lies about its sources; Assistant B is honest.\n[[A]]``;
  :mod:`~judge_engine.pipeline.parsing.own_fault`);
- the answers unseen, declining, a random pick, the token a format example, someone else's or another item's verdict, in
  new words (``Both response fields arrived blank on my end.``, ``I'm abstaining on this pair.``, ``Below is the line
  format the grader expects.``, ``This verdict covers the first turn only.``), on every format;
- conditions opening the label's sentence (``Assuming the reference is wrong,``, ``Provided the user only wants``,
  ``On the off chance``, ``Were brevity all that counted,``; an assumption about the user, ``Assuming the user only
  needs a sketch,``, is left read: pass 7's test reads ``Assuming the user wants a short answer, Assistant A is better:
  [[A]]`` as the judge's own verdict);
- scales turned round in other words (``The numbers say how much each answer would make a user regret reading it.``,
  ``Here a 5 means the response misses every rubric point.``), grounds clauses and JSON notes faulting the picked side
  in new fault words (``Judging by which one is lackluster,``, ``"reason": "It is the underwhelming one."``).

Second round (``REFUSED_85_90``, ``READ_85_90``): the other side as a statement's subject (``Its competitor is
stronger.``), a win handed to the other side by name (``The trophy goes to Assistant B.\n[[A]]``), an opening clause
saying there was nothing to judge (``Given that both responses are blank,``), a fault after a deed verb
(``It explains the wrong algorithm.``); praise of the token's side in words of any kind reads (``It is more practical
and tailored to a beginner.\n[[B]]``), and so does a concession about the winner after sentences weighing the sides.

Read (``READ_85``; each failed on version 84): from pass 88f, a fault word that the judge's side acts on (``Since
Assistant B finds the bug, my final verdict is: [[B]]``, ``It explains how to detect memory leaks with valgrind.``,
``covers error handling``), a statement about the topic above the token (``Sydney is a common wrong guess.``, ``The
missing await is the actual bug.``), a negated fault in the verdict's own sentence (``Since Assistant B makes no
errors, the better answer is [[B]]``)."""

import pytest

from judge_engine.pipeline.parsing.own_fault import faults_own_side
from tests.helpers.parsing_cases import FAILED, side_reading

REFUSED_85 = [
    ("pairwise-verdict", "Assistant A is unethical.\n[[A]]", "stop", 0),  # adv88 CO01
    (
        "faireval-scoring",
        "Assistant 1 is a disaster from start to finish; Assistant 2 is solid.\nAssistant 1: 9\nAssistant 2: 3",
        "stop",
        0,
    ),  # adv88 CO06
    ("pairwise-verdict", "Assistant A lies about its sources; Assistant B is honest.\n[[A]]", "stop", 5),  # adv88 CO07
    ("pairwise-verdict", "This one is lackluster.\n[[A]]", "stop", 0),  # adv89 BF01
    ("pairwise-verdict", "This one is underwhelming next to the other.\n[[B]]", "stop", 0),  # adv89 BF02
    ("pairwise-verdict", "This one is a letdown.\n[[A]]", "stop", 0),  # adv89 BF03
    ("pairwise-verdict", "This is the clunkier of the two.\n[[A]]", "stop", 0),  # adv89 BF04
    ("pairwise-verdict", "This one hangs forever on an empty list.\n[[A]]", "stop", 0),  # adv89 BF05
    ("pairwise-verdict", "This one segfaults on the second test.\n[[B]]", "stop", 0),  # adv89 BF06
    ("mt-bench-pairwise", "This one conflates weather with climate.\n[[A]]", "stop", 0),  # adv89 BF07
    ("mt-bench-pairwise", "This one is amateurish and unconvincing.\n[[B]]", "stop", 0),  # adv89 BF08
    ("mt-bench-pair-math-v1", "This one gets the sign backwards.\n[[A]]", "stop", 0),  # adv89 BF09
    ("mt-bench-pair-math-v1", "This one leaves a gap in step 3 of the proof.\n[[B]]", "stop", 0),  # adv89 BF11
    ("mt-bench-pair-v2-multi-turn", "This one is problematic in the second turn.\n[[A]]", "stop", 0),  # adv89 BF12
    ("arena-hard", "This one is half-baked.\nMy final verdict is: [[A>B]]", "stop", 0),  # adv89 BF13
    ("arena-hard", "This one would leave the user stranded.\nMy final verdict is: [[B>A]]", "stop", 0),  # adv89 BF15
    ("llmbar-vanilla", "This one is underwhelming.\nOutput (a)", "stop", 0),  # adv89 BF16
    ("llmbar-vanilla", "This one conflates the two instructions.\nOutput (b)", "stop", 0),  # adv89 BF17
    ("pairwise-verdict", "This one is underwhelming.\n[[A]]", "length", 0),  # adv89 BF18
    ("arena-hard", "This one hangs on empty input.\n[[A>B]]", "length", 0),  # adv89 BF19
    ("pairwise-verdict", "Of the two, this one is the letdown.\n[[A]]", "stop", 0),  # adv89 BF20
    ("pairwise-verdict", "Going by which response conflates the two laws, my verdict: [[A]]", "stop", 0),  # adv89 BG01
    ("pairwise-verdict", "Judging by which one is lackluster, my verdict: [[A]]", "stop", 0),  # adv89 BG02
    ("pairwise-verdict", "Considering which one segfaults, my verdict: [[B]]", "stop", 0),  # adv89 BG03
    (
        "mt-bench-pairwise",
        "Going by which answer hangs on empty input, my final verdict: [[A]]",
        "stop",
        0,
    ),  # adv89 BG04
    (
        "mt-bench-pair-math-v1",
        "Judging by which solution gets the sign backwards, my verdict: [[B]]",
        "stop",
        0,
    ),  # adv89 BG05
    ("arena-hard", "Going by which answer is the letdown, my final verdict is: [[A>B]]", "stop", 0),  # adv89 BG06
    ("arena-hard", "Judging by which answer is half-baked, my final verdict is: [[B>>A]]", "stop", 0),  # adv89 BG07
    ("pairwise-verdict", "Going by which one is underwhelming, my verdict: [[A]]", "length", 0),  # adv89 BG08
    (
        "reward-model",
        '{"winner": "A", "explanation": "The winner field holds the answer that hangs on empty input."}',
        "stop",
        0,
    ),  # adv89 BJ01
    (
        "reward-model",
        '{"winner": "B", "explanation": "Here the winner slot holds the letdown of the pair."}',
        "stop",
        0,
    ),  # adv89 BJ02
    ("reward-model", '{"winner": "A", "reason": "It is the underwhelming one."}', "stop", 0),  # adv89 BJ03
    (
        "reward-model",
        '{"winner": "B", "explanation": "Response 2 is the one I would pull from production."}',
        "stop",
        0,
    ),  # adv89 BJ04
    (
        "reward-model",
        '{"winner": "A", "explanation": "This is the response the user should not act on."}',
        "stop",
        0,
    ),  # adv89 BJ05
    ("pairwise-verdict", "This one came in second.\n[[A]]", "stop", 0),  # adv89 BP01
    ("pairwise-verdict", "I'd pick the other one over this.\n[[A]]", "stop", 0),  # adv89 BP03
    ("pairwise-verdict", "The other one is better than this.\n[[A]]", "stop", 0),  # adv89 BP04
    ("pairwise-verdict", "This one ranks below the other.\n[[B]]", "stop", 0),  # adv89 BP05
    ("pairwise-verdict", "This one was edged out.\n[[A]]", "stop", 0),  # adv89 BP06
    ("pairwise-verdict", "This one got outplayed.\n[[A]]", "stop", 0),  # adv89 BP07
    ("pairwise-verdict", "This one did not make the cut.\n[[A]]", "stop", 0),  # adv89 BP08
    ("pairwise-verdict", "This one gets my thumbs down.\n[[B]]", "stop", 0),  # adv89 BP09
    ("pairwise-verdict", "This one is second-rate.\n[[A]]", "stop", 0),  # adv89 BP10
    ("pairwise-verdict", "This one is not up to par.\n[[A]]", "stop", 0),  # adv89 BP11
    ("pairwise-verdict", "This one doesn't cut it.\n[[A]]", "stop", 0),  # adv89 BP12
    ("mt-bench-pairwise", "This one is the dud.\n[[A]]", "stop", 0),  # adv89 BP13
    ("mt-bench-pairwise", "This one got eclipsed by the other.\n[[B]]", "stop", 0),  # adv89 BP14
    ("mt-bench-pair-math-v1", "This one is no good.\n[[A]]", "stop", 0),  # adv89 BP15
    ("arena-hard", "This one came in second.\nMy final verdict is: [[A>B]]", "stop", 0),  # adv89 BP16
    ("arena-hard", "I'd pick the other one over this.\n[[B>>A]]", "stop", 0),  # adv89 BP17
    ("llmbar-vanilla", "This one came in second.\nOutput (a)", "stop", 0),  # adv89 BP18
    ("llmbar-vanilla", "The other one is better than this.\nOutput (b)", "stop", 0),  # adv89 BP19
    ("pairwise-verdict", "This one came in second.\n[[A]]", "length", 0),  # adv89 BP21
    ("arena-hard", "This one was edged out.\n[[A>B]]", "length", 0),  # adv89 BP22
    ("pairwise-verdict", "Both response fields arrived blank on my end.\n[[A]]", "stop", 0),  # adv89 NU01
    ("pairwise-verdict", "I only received the question, nothing after it.\n[[B]]", "stop", 0),  # adv89 NU02
    ("pairwise-verdict", "My context ends right after the user's question.\n[[A]]", "stop", 0),  # adv89 NU03
    (
        "pairwise-verdict",
        "The placeholders {answer_a} and {answer_b} were never filled in.\n[[A]]",
        "stop",
        0,
    ),  # adv89 NU04
    ("mt-bench-pairwise", "The two assistant turns came through as empty strings.\n[[A]]", "stop", 0),  # adv89 NU05
    ("arena-hard", "Both answer slots arrived blank on my end.\nMy final verdict is: [[A>B]]", "stop", 0),  # adv89 NU06
    ("llmbar-vanilla", "Both output slots arrived blank on my end.\nOutput (a)", "stop", 0),  # adv89 NU07
    ("mt-bench-single-v1", "The answer field arrived blank on my end.\nRating: [[7]]", "stop", 0),  # adv89 NU08
    ("mt-bench-single-v1", "My context ends right after the user's question.\nRating: [[5]]", "stop", 0),  # adv89 NU09
    (
        "prometheus-absolute",
        "Feedback: The response to evaluate arrived blank on my end. [RESULT] 3",
        "stop",
        0,
    ),  # adv89 NU10
    (
        "faireval-vanilla",
        "8 6\nBoth answer slots arrived blank on my end, so these are defaults.",
        "stop",
        0,
    ),  # adv89 NU11
    (
        "reward-model",
        '{"score_1": 8, "score_2": 3, "explanation": "Both response slots arrived blank on my end."}',
        "stop",
        0,
    ),  # adv89 NU12
    ("pairwise-verdict", "Both response fields arrived blank on my end.\n[[A]]", "length", 0),  # adv89 NU13
    ("pairwise-verdict", "Both response fields arrived blank on my end. My verdict: [[A]]", "stop", 5),  # adv89 NU14
    ("mt-bench-single-v1", "The answer field arrived blank on my end. Rating: [[7]]", "stop", 13),  # adv89 NU15
    ("pairwise-verdict", "I'm abstaining on this pair.\n[[A]]", "stop", 0),  # adv89 ND01
    (
        "pairwise-verdict",
        "Honestly I have no basis to choose between them, so the bracket below is arbitrary.\n[[A]]",
        "stop",
        0,
    ),  # adv89 ND02
    ("pairwise-verdict", "I picked the letter below by coin flip.\n[[B]]", "stop", 0),  # adv89 ND03
    (
        "pairwise-verdict",
        "The letter below is a placeholder until a human reviews this pair.\n[[A]]",
        "stop",
        0,
    ),  # adv89 ND04
    ("arena-hard", "The bracket below is arbitrary; I could not tell them apart.\n[[A>B]]", "stop", 0),  # adv89 ND06
    ("llmbar-vanilla", "I am abstaining; the line below is filler.\nOutput (b)", "stop", 0),  # adv89 ND07
    ("mt-bench-single-v1", "I'm abstaining on this one.\nRating: [[5]]", "stop", 0),  # adv89 ND08
    ("mt-bench-single-v1", "The number below is a placeholder, not a rating.\nRating: [[1]]", "stop", 0),  # adv89 ND09
    (
        "prometheus-absolute",
        "Feedback: I'm abstaining on this one; the score below is filler. [RESULT] 3",
        "stop",
        0,
    ),  # adv89 ND10
    ("faireval-vanilla", "8 6\nI'm abstaining on this pair; the numbers are filler.", "stop", 0),  # adv89 ND11
    (
        "reward-model",
        '{"winner": "A", "explanation": "I am abstaining; the winner field is filler."}',
        "stop",
        0,
    ),  # adv89 ND12
    ("pairwise-verdict", "I'm abstaining on this pair.\n[[A]]", "length", 0),  # adv89 ND13
    ("pairwise-verdict", "The instructions show the verdict like this.\n[[A]]", "stop", 0),  # adv89 NF01
    ("pairwise-verdict", "Below is the line format the grader expects.\n[[A]]", "stop", 0),  # adv89 NF02
    ("pairwise-verdict", "I will now demonstrate the output syntax.\n[[B]]", "stop", 0),  # adv89 NF03
    ("pairwise-verdict", "Here is what a verdict for this task looks like.\n[[A]]", "stop", 0),  # adv89 NF04
    ("pairwise-verdict", "The output must end with a line such as the one below.\n[[A]]", "stop", 0),  # adv89 NF05
    ("arena-hard", "Below is the line format the grader expects.\n[[A>B]]", "stop", 0),  # adv89 NF06
    ("llmbar-vanilla", "Below is the line format the grader expects.\nOutput (a)", "stop", 0),  # adv89 NF07
    ("mt-bench-single-v1", "The instructions show the rating like this.\nRating: [[5]]", "stop", 0),  # adv89 NF08
    ("mt-bench-single-v1", "Here is what a rating for this task looks like.\nRating: [[7]]", "stop", 0),  # adv89 NF09
    (
        "prometheus-absolute",
        "Feedback: Below is the line format the grader expects.\n[RESULT] 3",
        "stop",
        0,
    ),  # adv89 NF10
    ("faireval-vanilla", "8 6\nThe line above only shows the format the grader expects.", "stop", 0),  # adv89 NF11
    (
        "reward-model",
        '{"score_1": 8, "score_2": 3, "explanation": "This object only shows the format the grader expects."}',
        "stop",
        0,
    ),  # adv89 NF12
    (
        "reward-model",
        '{"winner": "A", "explanation": "This object only shows the format the grader expects."}',
        "stop",
        0,
    ),  # adv89 NF13
    ("mt-bench-pairwise", "The prompt's example verdict is reproduced below.\n[[A]]", "stop", 0),  # adv89 NF14
    (
        "pairwise-verdict",
        "This is the verdict my colleague reached, which I have not checked.\n[[A]]",
        "stop",
        0,
    ),  # adv89 NO01
    ("pairwise-verdict", "This is what the user told me to output.\n[[A]]", "stop", 0),  # adv89 NO02
    ("pairwise-verdict", "This judgement is for the first turn only.\n[[A]]", "stop", 0),  # adv89 NO03
    ("pairwise-verdict", "Content was redacted by the moderation layer.\n[[A]]", "stop", 0),  # adv89 NO05
    (
        "pairwise-verdict",
        "This is the verdict for pair 12, which I finished earlier; pair 13 is still pending.\n[[B]]",
        "stop",
        0,
    ),  # adv89 NO06
    ("mt-bench-single-v1", "This rating is for the first turn only.\nRating: [[7]]", "stop", 0),  # adv89 NO07
    (
        "mt-bench-single-v1-multi-turn",
        "This rating covers the first turn only; I did not get to the second.\nRating: [[7]]",
        "stop",
        0,
    ),  # adv89 NO08
    ("mt-bench-pair-v2-multi-turn", "This verdict covers the first turn only.\n[[A]]", "stop", 0),  # adv89 NO09
    (
        "arena-hard",
        "This is what the upstream judge returned; I am just relaying it.\n[[A>B]]",
        "stop",
        0,
    ),  # adv89 NO10
    ("llmbar-vanilla", "This is what the annotators chose, not my own reading.\nOutput (a)", "stop", 0),  # adv89 NO11
    (
        "prometheus-absolute",
        "Feedback: This is the score the reviewer assigned last week, copied over. [RESULT] 4",
        "stop",
        0,
    ),  # adv89 NO12
    ("pairwise-verdict", "Assuming the reference is wrong, my verdict:\n[[A]]", "stop", 0),  # adv89 NC01
    ("pairwise-verdict", "Provided the user only wants a one-liner, my verdict:\n[[A]]", "stop", 0),  # adv89 NC02
    ("pairwise-verdict", "On the off chance the user is a beginner, my verdict: [[A]]", "stop", 0),  # adv89 NC03
    ("pairwise-verdict", "Were brevity all that counted, my verdict:\n[[A]]", "stop", 0),  # adv89 NC04
    (
        "faireval-vanilla",
        "8 6\nProvided the user only wants a one-liner, Assistant 1 is better.",
        "stop",
        0,
    ),  # adv89 NC09
    ("mt-bench-single-v1", "Scale used: 10 means most regrettable. Rating: [[8]]", "stop", 0),  # adv89 WV01
    (
        "mt-bench-single-v1",
        "On this scale a higher number means more needs fixing.\nRating: [[8]]",
        "stop",
        0,
    ),  # adv89 WV02
    (
        "prometheus-absolute",
        "Feedback: Here a 5 means the response misses every rubric point. [RESULT] 5",
        "stop",
        0,
    ),  # adv89 WV03
    ("pairwise-verdict", "Assistant A's answer is lackluster and unconvincing.\n[[A]]", "stop", 0),  # adv89 CO01
    ("pairwise-verdict", "Assistant B's solution hangs forever on empty input.\n[[B]]", "stop", 0),  # adv89 CO02
    ("pairwise-verdict", "Assistant A conflates the two concepts throughout.\n[[A]]", "stop", 0),  # adv89 CO03
    ("mt-bench-pairwise", "Assistant B's proof has a gap in step 3.\n[[B]]", "stop", 0),  # adv89 CO04
    ("mt-bench-pair-math-v1", "Assistant A gets the sign backwards.\n[[A]]", "stop", 0),  # adv89 CO05
    (
        "arena-hard",
        "Assistant A's answer is lackluster and unconvincing.\nMy final verdict is: [[A>>B]]",
        "stop",
        0,
    ),  # adv89 CO06
    ("llmbar-vanilla", "Output (a) is underwhelming and half-baked.\nOutput (a)", "stop", 0),  # adv89 CO07
    (
        "reward-model",
        '{"winner": "A", "reasoning": "Response 1 is amateurish and unconvincing."}',
        "stop",
        0,
    ),  # adv89 CO08
    (
        "reward-model",
        '{"winner": "A", "verdict_reason": "Response 1 conflates the two laws."}',
        "stop",
        0,
    ),  # adv89 CO09
    (
        "mt-bench-pairwise",
        "Because Assistant B explains why the common approach fails, the better answer is [[A]]",
        "stop",
        0,
    ),  # ff88 CT-G1g
]

READ_85 = [
    (
        "mt-bench-pairwise",
        "Because Assistant B explains why the common approach fails, the better answer is [[B]]",
        "stop",
        0,
        "B",
    ),  # ff88 G1-01
    (
        "mt-bench-pairwise",
        "Because Assistant B points out the mistake in the question, my verdict is [[B]]",
        "stop",
        0,
        "B",
    ),  # ff88 G1-02
    (
        "mt-bench-pairwise",
        "Because Assistant B's code handles the error case, the better answer is [[B]]",
        "stop",
        0,
        "B",
    ),  # ff88 G1-03
    (
        "mt-bench-pairwise",
        "Assistant A only restates the problem. Assistant B traces the crash to an unchecked null pointer and fixes it.\n\nSince Assistant B finds the bug, my final verdict is: [[B]]",
        "stop",
        0,
        "B",
    ),  # ff88 G1-04
    (
        "mt-bench-pairwise",
        "Assistant A gives a generic answer about sorting. Assistant B explains why the user's comparator breaks the sort.\n\nSince Assistant B correctly diagnoses the error, my final verdict is [[B]]",
        "stop",
        0,
        "B",
    ),  # ff88 G1-05
    (
        "mt-bench-pairwise",
        "Since Assistant A correctly identifies the flaw in the user's argument, the better response is [[A]]",
        "stop",
        0,
        "A",
    ),  # ff88 G1-06
    (
        "mt-bench-pairwise",
        "As Assistant A covers error handling and input validation, my final verdict is: [[A]]",
        "stop",
        0,
        "A",
    ),  # ff88 G1-08
    (
        "mt-bench-pairwise",
        "Because Assistant B warns the user about the risks of mixing bleach and ammonia, the better answer is [[B]]",
        "stop",
        0,
        "B",
    ),  # ff88 G1-09
    (
        "mt-bench-pairwise",
        "Assistant B debugs the failing test and explains the off-by-one error, so the better answer is [[B]]",
        "stop",
        0,
        "B",
    ),  # ff88 G1-10
    (
        "mt-bench-pairwise",
        "Assistant A spots the incorrect assumption in the prompt, and therefore my final verdict is [[A]]",
        "stop",
        0,
        "A",
    ),  # ff88 G1-11
    (
        "mt-bench-pairwise",
        "Assistant A explains clearly why the proof is invalid, so my verdict is [[A]]",
        "stop",
        0,
        "A",
    ),  # ff88 G1-12
    (
        "pairwise-verdict",
        "Because Response B catches the typo in the SQL query, the better response is [[B]]",
        "stop",
        0,
        "B",
    ),  # ff88 G1-13
    (
        "pairwise-verdict",
        "Since Response A explains how to recover from a failed migration, my verdict: [[A]]",
        "stop",
        0,
        "A",
    ),  # ff88 G1-14
    (
        "mt-bench-pair-math-v1-multi-turn",
        "In the second turn, the user points out a mistake. Since Assistant B acknowledges the mistake and corrects the total to 42, matching the reference, my final verdict is [[B]]",
        "stop",
        0,
        "B",
    ),  # ff88 G1-22
    (
        "mt-bench-pairwise",
        "Because Assistant B explains why the common approach fails, the better answer is [[B]]",
        "stop",
        5,
        "B",
    ),  # ff88 G1F-01
    (
        "mt-bench-pairwise",
        "Assistant A is vague. Assistant B correctly identifies the bug on line 3.\n\nBecause Assistant B finds the bug, my final verdict is: [[B]]",
        "stop",
        5,
        "B",
    ),  # ff88 G1F-02
    (
        "pairwise-verdict",
        "Since Response A points out the error in the user's formula, my verdict is [[A]]",
        "stop",
        5,
        "A",
    ),  # ff88 G1F-03
    (
        "mt-bench-pairwise",
        "Since Assistant B finds the bug in the loop condition, my final verdict is [[B]]",
        "length",
        0,
        "B",
    ),  # ff88 G1L-01
    (
        "mt-bench-pairwise",
        "Assistant A gives a generic answer. Assistant B walks through the code line by line.\n\nThis response correctly identifies the bug on line 3.\n\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff88 G2-01
    (
        "mt-bench-pairwise",
        "Assistant A only restates the question. Assistant B gives a concrete plan.\n\nIt gives a realistic plan to lose weight safely.\n\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff88 G2-02
    (
        "mt-bench-pairwise",
        "Assistant A only restates the question. Assistant B explains where the argument goes wrong.\n\nThe better response points out the flaw in the user's reasoning.\n\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff88 G2-03
    (
        "mt-bench-pairwise",
        "Assistant A is vague. Assistant B is concrete.\n\nIt explains how to detect memory leaks with valgrind.\n\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff88 G2-04
    (
        "mt-bench-pairwise",
        "Assistant A is vague. Assistant B is concrete.\n\nIts section on error handling is more thorough.\n\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff88 G2-05
    (
        "mt-bench-pairwise",
        "Both answers are accurate, but Assistant B goes further.\n\nIt also explains why weak passwords are dangerous.\n\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff88 G2-06
    (
        "mt-bench-pairwise",
        "Both answers are accurate, but Assistant B goes further.\n\nIt also handles missing values properly.\n\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff88 G2-07
    (
        "mt-bench-pairwise",
        "Both answers are accurate, but Assistant B goes further.\n\nIt handles the edge case of an empty list instead of crashing.\n\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff88 G2-08
    (
        "mt-bench-pairwise",
        "Assistant A claims the Great Wall is visible from space. Assistant B correctly debunks it.\n\nThe question contains a false premise.\n\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff88 G2-09
    (
        "mt-bench-pairwise",
        "Assistant A follows the instructions. Assistant B writes a sonnet instead.\n\nThe user explicitly asked for a limerick about a cat that lies in the sun.\n\n[[A]]",
        "stop",
        0,
        "A",
    ),  # ff88 G2-10
    (
        "mt-bench-pairwise",
        "Both are good. Assistant A is more concise.\n\nThis is a question where less is more.\n\n[[A]]",
        "stop",
        0,
        "A",
    ),  # ff88 G2-11
    (
        "mt-bench-pairwise",
        "Assistant A ranks the options correctly and explains why. Assistant B just lists them.\n\nIt puts the most expensive option at the bottom of the list, as the user asked.\n\n[[A]]",
        "stop",
        0,
        "A",
    ),  # ff88 G2-12
    (
        "mt-bench-pairwise",
        "Assistant A explains the tradeoffs. Assistant B just gives a number.\n\nIt explains how to lower the risk of injury.\n\n[[A]]",
        "stop",
        0,
        "A",
    ),  # ff88 G2-13
    (
        "mt-bench-pairwise",
        "Assistant A writes a generic email. Assistant B addresses the complaint directly.\n\nIt apologizes for the missing package and offers a refund.\n\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff88 G2-14
    (
        "mt-bench-pairwise",
        "Assistant A gives the wrong formula. Assistant B gives the right one.\n\nAccuracy is what matters here, since a wrong formula would mislead the user.\n\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff88 G2-15
    (
        "mt-bench-pairwise",
        "Assistant A is right, and Assistant B is wrong.\n\nThe bottom line is that accuracy wins.\n\n[[A]]",
        "stop",
        0,
        "A",
    ),  # ff88 G2-17
    (
        "mt-bench-pairwise",
        "Assistant A is right, and Assistant B is wrong.\n\nIn a math problem, a wrong answer cannot be rescued by good formatting.\n\n[[A]]",
        "stop",
        0,
        "A",
    ),  # ff88 G2-18
    (
        "mt-bench-pairwise",
        "Assistant A's story is flat. Assistant B's story has a twist ending where the detective turns out to be lying.\n\nThe twist where the detective is lying makes the story memorable.\n\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff88 G2-19
    (
        "mt-bench-pairwise",
        "Assistant A is generic. Assistant B gives specific steps.\n\nThe tips for dealing with a toxic coworker are practical.\n\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff88 G2-20
    (
        "mt-bench-pairwise",
        "Assistant A is generic. Assistant B gives specific steps.\n\nThe explanation of how antibiotics kill harmful bacteria is accurate and clear.\n\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff88 G2-21
    (
        "mt-bench-pairwise",
        "Assistant A is vague. Assistant B is concrete.\n\nThe second response correctly identifies the bug on line 3.\n\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff88 G2-22
    (
        "mt-bench-pairwise",
        "Assistant A is accurate and explains each step. Assistant B skips the derivation.\n\nThe derivation shows exactly where students usually make mistakes.\n\n[[A]]",
        "stop",
        0,
        "A",
    ),  # ff88 G2-25
    (
        "pairwise-verdict",
        "Response A gives one example. Response B gives three, each explained.\n\nIts error handling is better.\n\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff88 G2-26
    ("llmbar-vanilla", "The better output handles the error case.\nOutput (b)", "stop", 0, "B"),  # ff88 G2-30
    ("llmbar-vanilla", "The instruction asks which statement is false.\n\nOutput (a)", "stop", 0, "A"),  # ff88 G2-31
    (
        "mt-bench-pair-v2-multi-turn",
        "Both handle turn 1 well. In turn 2, the user asks to make the function robust, and Assistant B adds input checks.\n\nThe second turn is about handling invalid input.\n\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff88 G2-32
    (
        "mt-bench-pairwise",
        "Both responses explain recursion. Assistant B adds a worked example.\n\nThe response that explains the base case and shows how to avoid a stack overflow is [[B]]",
        "stop",
        0,
        "B",
    ),  # ff88 G3-01
    (
        "mt-bench-pairwise",
        "Assistant A is fine. Assistant B is better.\n\nThe answer that is more helpful for someone trying to lose weight is [[B]]",
        "stop",
        0,
        "B",
    ),  # ff88 G3-02
    (
        "mt-bench-pairwise",
        "Both responses are correct. Assistant A is more detailed.\n\nThe assistant whose answer explains the reasoning behind the formula is [[A]]",
        "stop",
        0,
        "A",
    ),  # ff88 G3-03
    (
        "mt-bench-pairwise",
        "Both answers are correct.\n\nThe response that covers exception handling in more depth is [[A]]",
        "stop",
        0,
        "A",
    ),  # ff88 G3-04
    (
        "pairwise-verdict",
        "Overall, the response that better explains how to troubleshoot a failing hard drive is [[A]]",
        "stop",
        0,
        "A",
    ),  # ff88 G3-09
    (
        "pairwise-verdict",
        "The response that more clearly warns about the risks of taking ibuprofen on an empty stomach is [[B]]",
        "stop",
        0,
        "B",
    ),  # ff88 G3-10
    (
        "mt-bench-pair-v2-multi-turn",
        "Both assistants do well in the first turn.\n\nIn the end, the assistant that handles the user's follow-up about the error in its first answer more gracefully is [[B]]",
        "stop",
        0,
        "B",
    ),  # ff88 G3-11
    (
        "reward-model",
        '{"score_1": 0.8, "score_2": 0.3, "explanation": "Response 1 correctly identifies the bug in the user\'s code."}',
        "stop",
        0,
        "A",
    ),  # ff88 G4-01
    (
        "reward-model",
        '{"score_1": 0.3, "score_2": 0.8, "explanation": "Response 2 explains how to avoid memory leaks."}',
        "stop",
        0,
        "B",
    ),  # ff88 G4-02
    (
        "reward-model",
        '{"score_1": 7.5, "score_2": 4.0, "explanation": "Response 1 points out the error in the question and answers the corrected version."}',
        "stop",
        0,
        "A",
    ),  # ff88 G4-03
    (
        "reward-model",
        '{"score_1": 0.9, "score_2": 0.2, "explanation": "Response 1 warns about the risks of the procedure."}',
        "stop",
        0,
        "A",
    ),  # ff88 G4-05
    (
        "reward-model",
        '{"score_1": -1.2, "score_2": 1.4, "explanation": "Response 2 explains why the proof fails at n = 1."}',
        "stop",
        0,
        "B",
    ),  # ff88 G4-06
    (
        "mt-bench-pairwise",
        "Assistant A is better because it points out the mistake in the question: [[A]]",
        "stop",
        0,
        "A",
    ),  # ff88 G5-01
    (
        "mt-bench-pairwise",
        "Assistant B is better because it explains how to handle the error: [[B]]",
        "stop",
        0,
        "B",
    ),  # ff88 G5-02
    (
        "mt-bench-pairwise",
        "Assistant B is the better response because it identifies the bug: [[B]]",
        "stop",
        0,
        "B",
    ),  # ff88 G5-03
    (
        "pairwise-verdict",
        "Response A is better because it corrects the false premise: [[A]]",
        "stop",
        0,
        "A",
    ),  # ff88 G5-04
    (
        "mt-bench-pairwise",
        "Since Assistant B makes no errors, the better answer is [[B]]",
        "stop",
        0,
        "B",
    ),  # ff88 G6-01
    (
        "mt-bench-pairwise",
        "Assistant A answers the question. Assistant B refuses.\n\nThere is nothing harmful about asking how to pick a lock you own.\n\n[[A]]",
        "stop",
        0,
        "A",
    ),  # ff88 G2B-01
    (
        "mt-bench-pairwise",
        "Assistant A answers the question. Assistant B refuses.\n\nThe request is harmless, so refusing is unhelpful.\n\n[[A]]",
        "stop",
        0,
        "A",
    ),  # ff88 G2B-02
    (
        "mt-bench-pairwise",
        "Assistant A is correct: the capital of Australia is Canberra. Assistant B says Sydney.\n\nSydney is a common wrong guess.\n\n[[A]]",
        "stop",
        0,
        "A",
    ),  # ff88 G2B-03
    (
        "pairwise-verdict",
        "Response A writes a working regex. Response B's regex also matches invalid emails.\n\nThe goal is to reject invalid email addresses.\n\n[[A]]",
        "stop",
        0,
        "A",
    ),  # ff88 G2B-04
    (
        "pairwise-verdict",
        "Response A writes a working regex. Response B's regex also matches invalid emails.\n\nOnly the first regex rejects invalid addresses.\n\n[[A]]",
        "stop",
        0,
        "A",
    ),  # ff88 G2B-05
    (
        "mt-bench-pair-v2-multi-turn",
        "Turn 1: both correct. Turn 2: the user says the answer is wrong; Assistant A politely stands by its correct answer, Assistant B caves.\n\nThe user's pushback in the second turn is mistaken.\n\n[[A]]",
        "stop",
        0,
        "A",
    ),  # ff88 G2B-07
    (
        "mt-bench-pair-v2-multi-turn",
        "Turn 1: both correct. Turn 2: the user says the answer is wrong; Assistant A politely stands by its correct answer, Assistant B caves.\n\nCaving to a wrong correction is a serious failure.\n\n[[A]]",
        "stop",
        0,
        "A",
    ),  # ff88 G2B-08
    (
        "llmbar-vanilla",
        "Output (a) keeps the poem to four lines as asked.\nThe instruction is strict about the length, and going over is a failure to follow it.\nOutput (a)",
        "stop",
        0,
        "A",
    ),  # ff88 G2B-10
    (
        "mt-bench-pairwise",
        "Assistant A handles the null case. Assistant B would crash on it.\n\nIn production, a crash on null input is unacceptable.\n\n[[A]]",
        "stop",
        0,
        "A",
    ),  # ff88 G2B-11
    (
        "mt-bench-pairwise",
        "The second answer is better because it explains the error.\n\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff88 G2B-12
    (
        "mt-bench-pairwise",
        "Assistant A is vague. Assistant B is concrete.\n\nIt explains how to detect memory leaks with valgrind.\n\n[[B]]",
        "length",
        0,
        "B",
    ),  # ff88 G2L-01
    (
        "mt-bench-pairwise",
        "Both answers are correct.\n\nThe response that covers exception handling in more depth is [[A]]",
        "length",
        0,
        "A",
    ),  # ff88 G3L-01
]


REFUSED_85_90 = [
    ("pairwise-verdict", "Its competitor is stronger.\n[[A]]", "stop", 0),  # adv90 BK01
    ("pairwise-verdict", "Its counterpart is clearly preferable.\n[[A]]", "stop", 0),  # adv90 BK02
    ("pairwise-verdict", "Its opponent wins.\n[[A]]", "stop", 0),  # adv90 BK03
    ("pairwise-verdict", "The alternative is preferable.\n[[A]]", "stop", 0),  # adv90 BK04
    ("pairwise-verdict", "Only its rival gets the date right.\n[[A]]", "stop", 0),  # adv90 BK05
    ("pairwise-verdict", "Its counterpart is the correct one.\n[[A]]", "stop", 0),  # adv90 BK06
    ("pairwise-verdict", "Its neighbour wins.\n[[A]]", "stop", 0),  # adv90 BK07
    ("pairwise-verdict", "Its challenger is more accurate.\n[[A]]", "stop", 0),  # adv90 BK08
    ("pairwise-verdict", "Its adversary comes out ahead.\n[[A]]", "stop", 0),  # adv90 BK09
    ("pairwise-verdict", "The alternative is more accurate.\n[[A]]", "stop", 0),  # adv90 BK10
    ("pairwise-verdict", "Only the alternative gets the date right.\n[[A]]", "stop", 0),  # adv90 BK11
    ("pairwise-verdict", "Its sibling response wins outright.\n[[B]]", "stop", 0),  # adv90 BK12
    ("mt-bench-pairwise", "Its rival is the one I would trust.\n[[A]]", "stop", 0),  # adv90 BK14
    ("mt-bench-pairwise", "The alternative is preferable on every count.\n[[B]]", "stop", 0),  # adv90 BK15
    ("mt-bench-pairwise", "Its counterpart is stronger.\n[[B]]", "stop", 0),  # adv90 BK16
    ("arena-hard", "Its competitor is stronger on every axis.\nMy final verdict is: [[A>B]]", "stop", 0),  # adv90 BK17
    ("arena-hard", "Its counterpart is significantly better.\nMy final verdict is: [[B>A]]", "stop", 0),  # adv90 BK18
    ("llmbar-vanilla", "Its counterpart is more helpful.\nOutput (a)", "stop", 0),  # adv90 BK19
    ("mt-bench-pair-math-v1", "Its rival reaches the right total.\n[[A]]", "stop", 0),  # adv90 BK22
    ("pairwise-verdict", "Its opponent is far more accurate.\n[[A]]", "length", 0),  # adv90 BK23
    ("pairwise-verdict", "The correct solution comes from Assistant B.\n[[A]]", "stop", 0),  # adv90 BG01
    ("pairwise-verdict", "The honours go to Assistant B.\n[[A]]", "stop", 0),  # adv90 BG02
    ("pairwise-verdict", "The trophy goes to Assistant B.\n[[A]]", "stop", 0),  # adv90 BG03
    ("pairwise-verdict", "The laurels go to Assistant B.\n[[A]]", "stop", 0),  # adv90 BG04
    ("pairwise-verdict", "The right answer comes from Assistant B.\n[[A]]", "stop", 0),  # adv90 BG05
    ("pairwise-verdict", "The working code comes from Assistant B.\n[[A]]", "stop", 0),  # adv90 BG06
    ("pairwise-verdict", "The only correct proof is Assistant B's.\n[[A]]", "stop", 0),  # adv90 BG07
    ("pairwise-verdict", "The better answer is plainly Assistant B's.\n[[A]]", "stop", 0),  # adv90 BG08
    ("pairwise-verdict", "The accurate figures come from Assistant A.\n[[B]]", "stop", 0),  # adv90 BG10
    ("mt-bench-pairwise", "The sound reasoning comes from Assistant B.\n[[A]]", "stop", 0),  # adv90 BG12
    ("mt-bench-pair-math-v1", "The correct total comes from Assistant B.\n[[A]]", "stop", 0),  # adv90 BG13
    (
        "arena-hard",
        "The better answer is plainly Assistant B's.\nMy final verdict is: [[A>B]]",
        "stop",
        0,
    ),  # adv90 BG14
    ("arena-hard", "The honours go to Assistant B.\nMy final verdict is: [[A>B]]", "stop", 0),  # adv90 BG16
    ("llmbar-vanilla", "The precise answer comes from Output (b).\nOutput (a)", "stop", 0),  # adv90 BG17
    ("pairwise-verdict", "The trophy goes to Assistant B.\n[[A]]", "stop", 5),  # adv90 BG19
    ("arena-hard", "The honours go to Assistant B. My final verdict is: [[A>B]]", "stop", 7),  # adv90 BG20
    ("pairwise-verdict", "The correct solution comes from Assistant B.\n[[A]]", "length", 0),  # adv90 BG21
    ("pairwise-verdict", "It explains less than the other does.\n[[A]]", "stop", 0),  # adv90 BD01
    ("pairwise-verdict", "It handles fewer cases than the other.\n[[A]]", "stop", 0),  # adv90 BD02
    ("pairwise-verdict", "It covers less ground than the other.\n[[A]]", "stop", 0),  # adv90 BD03
    ("pairwise-verdict", "It gives way to the other.\n[[A]]", "stop", 0),  # adv90 BD04
    ("pairwise-verdict", "It offers the lesser answer.\n[[A]]", "stop", 0),  # adv90 BD05
    ("pairwise-verdict", "It covers half of what the other covers.\n[[B]]", "stop", 0),  # adv90 BD06
    ("pairwise-verdict", "It handles the task less well than its rival.\n[[B]]", "stop", 0),  # adv90 BD07
    ("mt-bench-pairwise", "This one explains less than the other one does.\n[[A]]", "stop", 0),  # adv90 BD08
    ("arena-hard", "It covers less ground than the other.\nMy final verdict is: [[A>B]]", "stop", 0),  # adv90 BD09
    ("pairwise-verdict", "Given that I cannot see either response,\n[[A]]", "stop", 0),  # adv90 ND01
    ("pairwise-verdict", "Given that both responses are blank,\n[[A]]", "stop", 0),  # adv90 ND02
    ("pairwise-verdict", "Given that I never received the responses,\n[[B]]", "stop", 0),  # adv90 ND03
    ("pairwise-verdict", "Given only the question and no answers,\n[[B]]", "stop", 0),  # adv90 ND04
    ("pairwise-verdict", "After skimming neither response,\n[[B]]", "stop", 0),  # adv90 ND05
    ("pairwise-verdict", "After finding both responses empty,\n[[B]]", "stop", 0),  # adv90 ND07
    ("pairwise-verdict", "Based on nothing but the first letter of each,\n[[A]]", "stop", 0),  # adv90 ND08
    ("mt-bench-pairwise", "Given that both answers are blank,\n[[A]]", "stop", 0),  # adv90 ND09
    ("mt-bench-pair-math-v1", "Given that neither assistant wrote anything,\n[[B]]", "stop", 0),  # adv90 ND10
    ("arena-hard", "Given that both responses are blank,\nMy final verdict is: [[A>B]]", "stop", 0),  # adv90 ND11
    ("llmbar-vanilla", "Given that both outputs are blank,\nOutput (a)", "stop", 0),  # adv90 ND12
    (
        "mt-bench-pair-v2-multi-turn",
        "Given that both assistants left both turns blank,\n[[A]]",
        "stop",
        0,
    ),  # adv90 ND13
    ("pairwise-verdict", "Given that both responses are blank, [[A]]", "stop", 5),  # adv90 ND14
    ("arena-hard", "Given that both responses are blank,\nMy final verdict is: [[A>B]]", "length", 0),  # adv90 ND15
    ("pairwise-verdict", "Given that I cannot see either response,\n[[B]]", "length", 0),  # adv90 ND16
    (
        "pairwise-verdict",
        "The first draft of my verdict was below; I have since changed my mind.\n[[A]]",
        "stop",
        0,
    ),  # adv90 NO01
    ("pairwise-verdict", "The previous judge's output follows.\n[[B]]", "stop", 0),  # adv90 NO05
    ("pairwise-verdict", "It explains the wrong algorithm.\n[[A]]", "stop", 0),  # adv90 CD01
    ("pairwise-verdict", "It identifies the wrong line as the bug.\n[[A]]", "stop", 0),  # adv90 CD02
    ("pairwise-verdict", "It handles the edge cases badly.\n[[A]]", "stop", 0),  # adv90 CD06
    ("pairwise-verdict", "It finds fault with a correct line and keeps the real bug.\n[[B]]", "stop", 0),  # adv90 CD11
    ("pairwise-verdict", "It covers the wrong topic.\n[[B]]", "stop", 0),  # adv90 CD12
    ("pairwise-verdict", "It warns about nothing and skips the risk.\n[[B]]", "stop", 0),  # adv90 CD13
    ("arena-hard", "It explains the wrong algorithm.\nMy final verdict is: [[A>B]]", "stop", 0),  # adv90 CD17
    ("mt-bench-single-v1", "The rating the other grader gave is below.\nRating: [[9]]", "stop", 0),  # adv90 WR02
    ("mt-bench-single-v1", "Given that the answer is missing from the prompt,\nRating: [[5]]", "stop", 0),  # adv90 WR03
    (
        "mt-bench-single-v1-multi-turn",
        "Given that the assistant's turns are both missing from the transcript,\nRating: [[5]]",
        "stop",
        0,
    ),  # adv90 WR07
]

READ_85_90 = [
    ("pairwise-verdict", "It nails every step.\n[[A]]", "stop", 0, "A"),  # adv90 FF09
    ("pairwise-verdict", "It leaves nothing out.\n[[B]]", "stop", 0, "B"),  # adv90 FF10
    ("pairwise-verdict", "Its competitor crashes on empty input.\n[[A]]", "stop", 0, "A"),  # adv90 FF11
    ("pairwise-verdict", "Its opponent stumbles on the edge cases.\n[[A]]", "stop", 0, "A"),  # adv90 FF13
    (
        "mt-bench-pairwise",
        "Assistant A lists three generic tips. Assistant B gives a concrete weekly plan with rest days.\nIt is more practical and tailored to a beginner.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff89 G1-01
    (
        "mt-bench-pairwise",
        "Assistant A lists three generic tips. Assistant B gives a concrete weekly plan with rest days.\n\nThis response is friendlier in tone and more practical.\n\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff89 G1-02
    (
        "mt-bench-pairwise",
        "Assistant A answers with a warm, personal note. Assistant B's reply is generic.\nIt is warm and personal.\n[[A]]",
        "stop",
        0,
        "A",
    ),  # ff89 G1-03
    (
        "mt-bench-pairwise",
        "Assistant A answers with a warm, personal note. Assistant B's reply is generic.\nIt's warm and personal.\n[[A]]",
        "stop",
        0,
        "A",
    ),  # ff89 G1-04
    (
        "mt-bench-pairwise",
        "Assistant A answers with a warm, personal note. Assistant B's reply is generic.\nIt feels personal and sincere.\n[[A]]",
        "stop",
        0,
        "A",
    ),  # ff89 G1-05
    (
        "mt-bench-pairwise",
        "Assistant A answers with a warm, personal note. Assistant B's reply is generic.\nIt is warm and personal.\n\nMy final verdict is: [[A]]",
        "stop",
        0,
        "A",
    ),  # ff89 G1-06
    (
        "mt-bench-pairwise",
        "Assistant A's email is blunt. Assistant B's email thanks the client and proposes a new date.\nThis response is more polite and professional.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff89 G1-07
    (
        "mt-bench-pairwise",
        "Assistant A states the landing was in 1971. Assistant B gives July 20, 1969 and names the crew.\nIt is historically accurate.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff89 G1-08
    (
        "mt-bench-pairwise",
        "Assistant A states the landing was in 1971. Assistant B gives July 20, 1969 and names the crew.\nThis answer is historically accurate and well organized.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff89 G1-09
    (
        "mt-bench-pairwise",
        "Assistant A says the capital of Australia is Sydney. Assistant B correctly says Canberra.\nIt is factually accurate and written in a clear, professional style.\n\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff89 G1-10
    (
        "mt-bench-pairwise",
        "Assistant A gives a dry list. Assistant B acknowledges that the user is stressed before giving advice.\nIt's more empathetic and acknowledges the user's feelings.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff89 G1-11
    (
        "mt-bench-pairwise",
        "Assistant A's limerick does not rhyme. Assistant B's limerick rhymes and has a punchline.\nThis one is funnier and more original.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff89 G1-12
    (
        "mt-bench-pairwise",
        "Assistant A's limerick does not rhyme. Assistant B's limerick rhymes and has a punchline.\nIt is funnier.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff89 G1-13
    (
        "mt-bench-pairwise",
        "Assistant A explains the proof loosely. Assistant B states each step and why it follows.\nIt is grammatically correct and fluent, and the steps are rigorous.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff89 G1-14
    (
        "mt-bench-pairwise",
        "Assistant A's explanation of photosynthesis uses terms like 'thylakoid' without defining them. Assistant B uses an analogy with a kitchen.\nIt is easier to understand for a child.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff89 G1-15
    (
        "mt-bench-pairwise",
        "Assistant A talks around the question. Assistant B says yes and gives the reason.\nIt directly answers the question.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff89 G1-16
    (
        "mt-bench-pairwise",
        "Assistant A's guide skips the installation step. Assistant B covers installation, configuration and a first run.\nIt is more thorough and easier to follow.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff89 G1-17
    (
        "mt-bench-pairwise",
        'Assistant A translates the idiom literally. Assistant B renders it idiomatically in Spanish ("estar en las nubes").\nIt sounds like a native speaker.\n[[B]]',
        "stop",
        0,
        "B",
    ),  # ff89 G1-18
    (
        "mt-bench-pairwise",
        "Assistant A translates the idiom literally. Assistant B renders it idiomatically.\nIt is idiomatic and natural.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff89 G1-19
    (
        "mt-bench-pairwise",
        "Assistant A writes a poem about summer; the user asked for winter.\nAssistant B stays on the winter theme.\nIt is vivid, melancholic and well paced.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff89 G1-20
    (
        "mt-bench-pairwise",
        "Assistant A's summary invents a fourth character. Assistant B's summary sticks to the text.\nIt is faithful to the source and concise.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff89 G1-21
    (
        "mt-bench-pairwise",
        "Assistant A's summary invents a fourth character. Assistant B's summary sticks to the text.\nIt is more faithful to the source.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff89 G1-22
    (
        "mt-bench-pairwise",
        "Assistant A gives general advice about saving. Assistant B gives a monthly budget with numbers.\nIt is more specific and actionable.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff89 G1-23
    (
        "mt-bench-pairwise",
        "Assistant A's essay argues only one side. Assistant B weighs both the benefits and the costs of remote work.\nIt is more balanced and nuanced.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff89 G1-24
    (
        "mt-bench-pairwise",
        "Assistant A uses a nested loop, O(n^2). Assistant B uses a hash set, O(n).\nIt is more efficient.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff89 G1-25
    (
        "mt-bench-pairwise",
        "Assistant A's code is a single 80-line function. Assistant B splits it into small named helpers.\nIt is more readable and easier to maintain.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff89 G1-26
    (
        "mt-bench-pairwise",
        "Assistant A jumps between topics. Assistant B groups the points under headings.\nIt is more organized and coherent.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff89 G1-27
    (
        "mt-bench-pairwise",
        "Assistant A's cover letter is casual and uses slang. Assistant B's is formal.\nIt is more professional.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff89 G1-28
    (
        "mt-bench-pairwise",
        "Assistant A mocks the user's question. Assistant B answers it kindly.\nIt is more respectful.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff89 G1-29
    (
        "mt-bench-pairwise",
        "Assistant A hedges for three paragraphs. Assistant B answers in one sentence.\nIt is more direct.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff89 G1-30
    (
        "mt-bench-pairwise",
        "Assistant A repeats the prompt back. Assistant B connects the inflation data to the interest-rate decision.\nIt is more insightful.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff89 G1-31
    (
        "mt-bench-pairwise",
        "Assistant A's ad copy is flat. Assistant B's ad copy has a hook and a call to action.\nIt is more persuasive.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff89 G1-32
    (
        "mt-bench-pairwise",
        "Assistant A uses a regex for a simple split. Assistant B uses str.split.\nIt is simpler.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff89 G1-33
    (
        "mt-bench-pairwise",
        "Assistant A pads the answer with an introduction. Assistant B gets straight to the steps.\nIt is shorter and to the point.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff89 G1-34
    (
        "mt-bench-pairwise",
        "Both answers are correct. Assistant B's prose has no typos and flows better.\nIt is more polished.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff89 G1-35
    (
        "mt-bench-pairwise",
        "Assistant A: 'The mitochondria is the powerhouse.' Assistant B explains ATP synthesis step by step.\nThe response is detailed and scientifically rigorous.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff89 G1-36
    (
        "mt-bench-pairwise",
        "Assistant A ignores that the user is grieving. Assistant B offers condolences first.\nThe response is polite and empathetic.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff89 G1-37
    (
        "mt-bench-pairwise",
        "Assistant A ignores that the user is grieving. Assistant B offers condolences first.\nThe winning response is compassionate.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff89 G1-38
    (
        "mt-bench-pairwise",
        "**Assistant A** explains recursion with a simple factorial example. **Assistant B** only defines the term.\n\nIt is beginner-friendly and includes runnable code.\n\n**Final verdict:** [[A]]",
        "stop",
        0,
        "A",
    ),  # ff89 G1-39
    (
        "mt-bench-pairwise",
        "## Comparison\n- Assistant A: correct, cites the 1969 landing date.\n- Assistant B: says 1971, which is wrong.\n\n## Verdict\nIt is historically accurate.\n[[A]]",
        "stop",
        0,
        "A",
    ),  # ff89 G1-40
    (
        "mt-bench-pairwise",
        'Assistant A\'s tagline: "Fresh every morning." Assistant B\'s tagline: "Bread."\nThat one is catchy and memorable.\n[[A]]',
        "stop",
        0,
        "A",
    ),  # ff89 G1-41
    (
        "mt-bench-pairwise",
        "Assistant A describes a real itinerary for Kyoto. Assistant B lists Tokyo sights for a Kyoto trip.\nThis plan is realistic and well paced.\n[[A]]",
        "stop",
        0,
        "A",
    ),  # ff89 G1-42
    (
        "mt-bench-pairwise",
        "Both list similar tips, but Assistant A explains why each tip matters.\nIt is more educational.\n[[A]]",
        "stop",
        0,
        "A",
    ),  # ff89 G1-43
    (
        "mt-bench-pairwise",
        "Assistant A gives a recipe with exact grams. Assistant B says 'some flour'.\nIt is precise and reproducible.\n[[A]]",
        "stop",
        0,
        "A",
    ),  # ff89 G1-44
    (
        "mt-bench-pairwise",
        "Assistant A is more helpful.\nIt is practical and concise.\n[[A]]",
        "stop",
        0,
        "A",
    ),  # ff89 G1-45
    (
        "pairwise-verdict",
        "Response A is vague. Response B gives a concrete plan.\nIt is more practical and tailored to a beginner.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff89 G1-46
    (
        "pairwise-verdict",
        "Response A states the wrong boiling point. Response B states 100 °C at sea level.\nThis response is factually accurate and well organized.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff89 G1-47
    (
        "pairwise-verdict",
        "Response A's apology is stiff. Response B's apology is sincere and offers a fix.\nIt sounds sincere.\n\nVerdict: [[B]]",
        "stop",
        0,
        "B",
    ),  # ff89 G1-48
    ("pairwise-verdict", "Response B is better.\nIt is idiomatic and natural.\n[[B]]", "stop", 0, "B"),  # ff89 G1-49
    (
        "mt-bench-pair-v2-multi-turn",
        "In the first turn both assistants recommend the same book. In the second turn, Assistant A repeats its first answer, while Assistant B adapts the list for a teenager.\nIt is more responsive to the follow-up question.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff89 G1-50
    (
        "mt-bench-pair-math-v1",
        "The reference answer is 12. Assistant A gets 14 by adding instead of multiplying; Assistant B gets 12.\nIt is mathematically sound and matches the reference.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff89 G1-52
    ("llmbar-vanilla", "It is more polite and professional.\nOutput (b)", "stop", 0, "B"),  # ff89 G1-57
    (
        "llmbar-vanilla",
        "Output (a) ignores the formal tone asked for.\nIt is casual.\nOutput (b) is formal.\nThis one is polished.\nOutput (b)",
        "stop",
        0,
        "B",
    ),  # ff89 G1-58
    (
        "mt-bench-pairwise",
        "Assistant A lists three generic tips. Assistant B gives a concrete weekly plan with rest days.\nIt is more practical and tailored to a beginner.\n[[B]]",
        "length",
        0,
        "B",
    ),  # ff89 G1L-01
    (
        "pairwise-verdict",
        "Response A's apology is stiff. Response B's apology is sincere.\nIt sounds sincere.\n[[B]]",
        "length",
        0,
        "B",
    ),  # ff89 G1L-02
    (
        "mt-bench-pairwise",
        "Assistant A's code does not compile. Assistant B's code compiles and passes the tests.\nAssistant B's code lacks comments.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff89 G2-01
    (
        "mt-bench-pairwise",
        "Assistant A's code does not compile. Assistant B's code compiles and passes the tests.\nAssistant B's code lacks comments.\n\nMy final verdict is: [[B]]",
        "stop",
        0,
        "B",
    ),  # ff89 G2-02
    (
        "mt-bench-pairwise",
        "Assistant A gets the date wrong. Assistant B gets it right.\nAssistant B's formatting is inconsistent.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff89 G2-03
    (
        "mt-bench-pairwise",
        "Assistant A gets the date wrong. Assistant B gets it right.\nAssistant B omits the source.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff89 G2-04
    (
        "mt-bench-pairwise",
        "Assistant A gets the date wrong. Assistant B gets it right.\nAssistant B's answer has a typo.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff89 G2-05
    (
        "mt-bench-pairwise",
        "Assistant A gets the date wrong. Assistant B gets it right.\nAssistant B's explanation is incomplete.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff89 G2-06
    (
        "mt-bench-pairwise",
        "Assistant A gets the date wrong. Assistant B gets it right.\nAssistant B misses the second part.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff89 G2-07
    (
        "mt-bench-pairwise",
        "Assistant A claims the Great Wall is visible from space. Assistant B debunks this.\nAssistant B is missing a citation.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff89 G2-10
    (
        "mt-bench-pairwise",
        "Assistant A gives dangerous dosage advice. Assistant B tells the user to follow the label and ask a pharmacist.\nAssistant B's answer lacks detail.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff89 G2-11
    (
        "mt-bench-pairwise",
        "Assistant A's SQL query returns duplicate rows. Assistant B's query uses DISTINCT and returns the right rows.\nAssistant B's query lacks an index hint.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff89 G2-12
    (
        "mt-bench-pairwise",
        "Assistant A's answer is wrong: it says 9.\nAssistant B's answer is 8, which is right.\nAssistant B omits the units.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff89 G2-13
    (
        "mt-bench-pairwise",
        "Assistant A hallucinates two sources. Assistant B's sources are real.\nAssistant A is concise; Assistant B is incomplete on the last point.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff89 G2-15
    (
        "pairwise-verdict",
        "Response A gets the date wrong. Response B gets it right.\nResponse B lacks citations.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff89 G2-16
    (
        "pairwise-verdict",
        "Response A's recipe burns at 250 °C. Response B uses 180 °C, which is right for sponge cake.\nResponse B omits the pan size.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff89 G2-17
    (
        "mt-bench-pair-math-v1",
        "Assistant A gets 14, which is wrong; the reference is 12. Assistant B gets 12.\nAssistant B skips a step in the derivation.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff89 G2-20
    (
        "mt-bench-pair-v2-multi-turn",
        "In the second turn, Assistant A ignores the request to shorten the text. Assistant B shortens it to 50 words.\nAssistant B drops one detail from the first turn.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff89 G2-22
    (
        "llmbar-vanilla",
        "Output (a) gets the date wrong. Output (b) gets it right.\nOutput (b) lacks citations.\nOutput (b)",
        "stop",
        0,
        "B",
    ),  # ff89 G2-23
    (
        "mt-bench-pairwise",
        "Assistant A gets the date wrong. Assistant B gets it right.\nAssistant B's formatting is inconsistent.\n[[B]]",
        "length",
        0,
        "B",
    ),  # ff89 G2L-01
    (
        "mt-bench-pairwise",
        "Assistant A gets the date wrong. Assistant B gets it right.\nAssistant B's formatting is inconsistent.\n[[B]]",
        "stop",
        5,
        "B",
    ),  # ff89 G2F-01
    (
        "mt-bench-pairwise",
        "Assistant A's code does not compile. Assistant B's code compiles.\nAssistant B's code lacks comments.\n\nMy final verdict is: [[B]]",
        "stop",
        5,
        "B",
    ),  # ff89 G2F-02
    (
        "mt-bench-pair-math-v1",
        "Assistant A computes 3 * 4 + 2 = 20, which is wrong. Assistant B computes 14.\nThe expected answer is 14.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff89 G3-03
    (
        "mt-bench-pairwise",
        "Assistant A says a spider; Assistant B says a shadow.\nThe answer to the riddle is a shadow.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff89 G3-05
    (
        "mt-bench-pairwise",
        "Both answers are in French. The reply from Assistant B is warmer.\nThe ideal response would be warm and idiomatic.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff89 G3-06
    (
        "mt-bench-pairwise",
        "Assistant A says Mercury; Assistant B says Venus.\nThe actual answer is Venus, the hottest planet because of its thick atmosphere.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff89 G3-07
    (
        "mt-bench-pairwise",
        "Assistant A: 'Paris'. Assistant B: 'Lyon'.\nThe true answer is Paris.\n[[A]]",
        "stop",
        0,
        "A",
    ),  # ff89 G3-11
    (
        "mt-bench-pair-v2-multi-turn",
        "Turn 2 asks for the population of Tokyo. Assistant A says 14 million (city proper); Assistant B says 3 million.\nThe right answer is about 14 million.\n[[A]]",
        "stop",
        0,
        "A",
    ),  # ff89 G3-12
    (
        "mt-bench-pairwise",
        "Assistant A makes up a statistic. Assistant B says it does not know the exact figure and points to a source.\nIt is honest about uncertainty.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff89 G1X-01
    (
        "mt-bench-pairwise",
        "Assistant A gives the wrong dose. Assistant B gives the label dose and says to ask a pharmacist.\nIt is safe and responsible.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff89 G1X-02
    (
        "mt-bench-pairwise",
        "Assistant A gives the wrong dose. Assistant B gives the label dose and says to ask a pharmacist.\nThis response prioritizes the user's safety.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff89 G1X-03
    (
        "mt-bench-pairwise",
        "Assistant A writes a generic story. Assistant B's story has a twist ending.\nIt has a clever twist and a satisfying ending.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff89 G1X-04
    (
        "mt-bench-pairwise",
        "Assistant A writes a generic story. Assistant B's story has a twist ending.\nIt has more personality.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff89 G1X-05
    (
        "mt-bench-pairwise",
        "Assistant A's answer is vague. Assistant B gives a step-by-step guide.\nIt has clear steps.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff89 G1X-06
    (
        "mt-bench-pairwise",
        "Assistant A ignores the word limit. Assistant B respects it.\nIt doesn't exceed the limit and keeps every key point.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff89 G1X-07
    (
        "pairwise-verdict",
        "Response A's answer is vague. Response B gives a step-by-step guide.\nIt's the one I'd send to a beginner.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff89 G1X-08
    (
        "pairwise-verdict",
        "Response A's answer is vague. Response B gives a step-by-step guide.\nThis is the one I would use.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff89 G1X-09
    (
        "mt-bench-pairwise",
        "Assistant A ignores the word limit. Assistant B respects it.\nWins on accuracy and brevity.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff89 G1X-11
    (
        "mt-bench-pairwise",
        "Both answers are decent, with Assistant B slightly more accurate.\nIt comes down to accuracy.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff89 G5-01
    (
        "mt-bench-pairwise",
        "Assistant A uses kilometers; Assistant B converts to miles as asked.\nIt is important to use the units the user asked for.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff89 G5-02
    (
        "mt-bench-pairwise",
        "Assistant A answers the literal question; Assistant B notices that the question contains a trick.\nThis question is a classic trick question.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff89 G5-03
    (
        "mt-bench-pairwise",
        "Assistant A writes a formal letter; the user asked for a text to a friend. Assistant B writes a casual text.\nThis task calls for a casual register.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff89 G5-05
]


KEPT_85 = [
    ("pairwise-verdict", "Its competitor crashes on empty input.\n[[A]]", "A"),
    ("pairwise-verdict", "It explains why the common approach fails.\n[[A]]", "A"),
    ("pairwise-verdict", "Assistant A is unethical.\n[[B]]", "B"),
    ("pairwise-verdict", "Assistant A has a minor typo but is otherwise correct.\n[[A]]", "A"),
    ("pairwise-verdict", "Assistant A identifies the bug in the loop.\n[[A]]", "A"),
    ("pairwise-verdict", "Assistant A lies about its sources; Assistant B is honest.\n[[B]]", "B"),
    ("faireval-scoring", "Assuming equal weight for each criterion, my scores:\nAssistant 1: 8\nAssistant 2: 6", "A"),
    ("pairwise-verdict", "It is the better answer.\n[[A]]", "A"),
    ("pairwise-verdict", "It explains the fix and shows the corrected code.\n[[A]]", "A"),
    (
        "mt-bench-pairwise",
        "Assistant B is more accurate.\n\nThe question contains a false premise that only Assistant B notices.\n\n[[B]]",
        "B",
    ),
]


@pytest.mark.parametrize(("template", "text", "finish", "forced"), REFUSED_85 + REFUSED_85_90)
def test_what_passes_88_to_90_read_as_a_verdict_is_refused(template, text, finish, forced):
    assert side_reading(template, text, finish, forced) in FAILED + ("truncated", "out_of_range")


@pytest.mark.parametrize(("template", "text", "finish", "forced", "expected"), READ_85 + READ_85_90)
def test_what_passes_88f_and_89f_failed_reads_as_the_judge_wrote_it(template, text, finish, forced, expected):
    assert side_reading(template, text, finish, forced) == expected


@pytest.mark.parametrize(("template", "text", "expected"), KEPT_85)
def test_honest_texts_keep_their_reading_under_the_version_85_rules(template, text, expected):
    assert side_reading(template, text, "stop", 0) == expected


@pytest.mark.parametrize(
    ("before", "side", "expected"),
    [
        ("Assistant A is rude.\n", "a", True),  # hand-worked: the verdict's side faulted, nothing else said
        ("Assistant A is rude.\n", "b", False),  # the other side's fault is the verdict's ground
        ("Assistant A is rude but correct.\n", "a", False),  # weighed: a concession
        ("Assistant A fixes the bug.\n", "a", False),  # a fault the side acts on
        ("Assistant A hallucinates; Assistant B hallucinates too.\n", "a", False),  # both faulted
        ("A score of 4 is appropriate given the missing criterion.\n", "a", False),  # "A" is an article
        ("My final verdict:\n", "a", False),  # only the verdict's head
        ("A is wrong. B is right.\nAssistant B is terse.\n", "b", False),  # the sides weighed before: a concession
    ],
)
def test_a_statement_faulting_only_the_verdicts_own_side_is_a_contradiction(before, side, expected):
    assert faults_own_side(before, side) is expected
