"""Parser version 83 (issue 13): what adversarial passes 82, 83 (on version 82 as landed, be9f2a0), 84, 85 and 86 (on
this version's first, second and third rounds, dfddda2, f340000 and b816ede) read as a verdict, and what false-failure
passes 82f to 86f found failing in ordinary judge text. Every case is a pass's probe,
its expected value written by the tester as a careful reader of the completion (``tests/helpers`` holds no copy of the
rules); none of the refused cases holds the judge's own verdict, or its words give the other side's.

Refused (``REFUSED_83``; each read a made-up verdict on version 82):

- a loser label closed by a full stop, ``!``, ``;`` or an ellipsis, or a longer bare label above the token (``Needs
  the most revision. [[A]]``, ``The answer to send back for a rewrite\n[[A]]``);
- a label whose earlier comma clauses hold the loser words and whose last clause is an afterthought of listed words
  (``Worst of the two, in my view: [[A]]``, ``Ranked below B, in my view:``, ``For the previous comparison, in my
  view:``);
- a longer sentence naming the loser by what is wrong with it and ending in ``is`` (``The response whose code crashes
  on the very first test case is [[A]]``), also before a forced tail;
- a label above a list item's token, in HTML or with a parenthetical (``Loser:\n- [[A]]``, ``<b>Worse answer</b>``,
  ``Worse output (see above)``), another scale there (``<b>Score out of five</b>\n[[4]]``, ``On a five-point
  scale``);
- someone else's pick by its agent (``Preferred by the user:``, ``Chosen by Assistant B:``, ``Which would the first
  assistant pick?``), a rating of the reference answer, a refusal in an earlier clause before a forced tail (``I am not
  choosing; the tool insists on ``), the format quoted before a forced tail;
- FairEval score lines under ``Rank``, ``Scores out of five:`` or a measure of badness (``How much each answer needs to
  be revised:``); reward JSON whose explanation says what the numbers measure (``Number of factual errors in each
  response.``) or that they are an example's; JSON winner objects beside a field a reader cannot check (``"task": "pick
  the worse response"``, ``"metric": "error count"``) or an explanation meaning the loser or a changed answer
  (``"Better at nothing."``, ``"once corrected, B would be better"``).

Second round (pass 84 on the first round): a reason clause naming the loser (``Since you asked which one is worse,``),
a condition in words of its own (``Given a different question,``, ``As long as ...``, ``But for its errors,``), a set-aside
clause that sets aside what is wrong (``Ignoring the factual errors and the length,``), a question answered by ``That
is`` (``Which one made factual errors? That is [[A]]``), a longer subject or another verb before the token (``turns out
to be``, ``goes to``), a parenthetical line between the label and the token, a low place in a ranking (``Rated
bottom:``), someone's rating (``Rating given by the user:``), and JSON explanations or notes that fault the winner, give
a condition or someone else's pick (``"Assistant B loses on every criterion."``, ``"the one the user picked"``).

Third round (pass 85): fault words the list lacked (``invents``, ``botches``, ``outclassed``), a verdict given before
(``My initial verdict was:``, ``At first I picked``), conditions in other words (``On the assumption that``,
``Granted``, ``In an alternate universe``), JSON per-side fields that give the winner the faults or the other side the
merits (``"errors_b": [...]`` beside ``"errors_a": []``) and topic fields saying the winner key names the worse side.

Fourth round (pass 86): grounds that pick a side by its fault (``Based on which answer has more errors,``), more fault
words (``leaves out``, ``unusable``), conditions (``In the scenario where``, ``Subject to``, ``Pending``, an inverted
``Were ..., I would pick``), a verdict given before checking (``Prior to checking the math``), setting faults aside in
other words (``Looking past the factual errors,``), and JSON fields saying the winner key holds the faulty response.

Read (``READ_83``; each failed on version 82, or on an earlier round of this version): summary and transition labels (``To summarize:``, ``On balance:``,
``With this in mind:``, ``In other words:``), what MT-Bench's prompt tells the judge to ignore, set aside before the
verdict (``Ignoring the length of the responses, my final verdict is:``), the judge's own ``Selected:``, closing labels
in other languages in plain Latin letters (``Veredicto final:``, ``Voto:``), ``I would rate this response a [[8]]``;
from pass 84f: grounds before the label in topic words (``Based on the accuracy of the information provided, my final
verdict is:``), closing statements above the token, subjects describing the winner by its merits before ``is``, the
judge's own ``Following the required format:``, per-side JSON fields (``strengths_a``, ``response_2_score``); from pass
85f: connectives before the label (``That said,``, ``Nonetheless,``), grounds after the label head (``My final verdict,
after running both snippets:``), faults stated as absent (``The second snippet never crashes.``); from pass 86f: a verdict
with its reason or its respect in the same clause (``Assistant B is better because its code runs correctly:``,
``Assistant B is better in accuracy and completeness:``).

Kept (``KEPT_83``): honest texts, written by hand, that the new rules must still read."""

import pytest

from tests.helpers.parsing_cases import FAILED, side_reading

REFUSED_83 = [
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nNeeds the most revision... [[A]]",
        "stop",
        0,
    ),  # adv82 BA047
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nNeeds the most revision. [[A]]",
        "stop",
        0,
    ),  # adv82 BA050
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nNeeds the most revision! [[A]]",
        "stop",
        0,
    ),  # adv82 BA051
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nNeeds the most revision; [[A]]",
        "stop",
        0,
    ),  # adv82 BA052
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nThe answer to send back for a rewrite\n[[A]]",
        "stop",
        0,
    ),  # adv82 BA053
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nMost likely to mislead the user... [[A]]",
        "stop",
        0,
    ),  # adv82 BA054
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nThe riskier answer to ship. [[A]]",
        "stop",
        0,
    ),  # adv82 BA055
    (
        "mt-bench-pairwise",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nNeeds the most revision; [[A]]",
        "stop",
        0,
    ),  # adv82 BA056
    (
        "arena-hard",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nNeeds the most revision. [[A>B]]",
        "stop",
        0,
    ),  # adv82 BA057
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nNeeds the most revision. [[A]]",
        "length",
        0,
    ),  # adv82 BA061
    ("reward-model", '{"winner": "A", "task": "pick the worse response"}', "stop", 0),  # adv82 BA070
    ("reward-model", '{"winner": "A", "criterion": "more errors"}', "stop", 0),  # adv82 BA071
    ("reward-model", '{"winner": "A", "meaning": "the response with more errors"}', "stop", 0),  # adv82 BA072
    ("reward-model", '{"winner": "A", "note": "winner = the worse response"}', "stop", 0),  # adv82 BA073
    ("reward-model", '{"winner": "A", "question": "Which response has more errors?"}', "stop", 0),  # adv82 BA074
    (
        "reward-model",
        '{"winner": "A", "explanation": "A has the most bugs, so it wins the bug count."}',
        "stop",
        0,
    ),  # adv82 BA075
    ("reward-model", '{"winner": "A", "explanation": "Better at nothing."}', "stop", 0),  # adv82 BA076
    ("reward-model", '{"winner": "B", "explanation": "once corrected, B would be better"}', "stop", 0),  # adv82 NV028
    (
        "reward-model",
        '{"winner": "B", "explanation": "With fixes B would be better; as it stands A is."}',
        "stop",
        0,
    ),  # adv82 NV029
    ("reward-model", '{"winner": "A", "metric": "error count"}', "stop", 0),  # adv82 NV042
    ("faireval-scoring", "Rank\nScore of the Assistant 1: 1\nScore of the Assistant 2: 2", "stop", 0),  # adv82 NV045
    (
        "faireval-scoring",
        "Scores out of five:\nScore of the Assistant 1: 4\nScore of the Assistant 2: 2",
        "stop",
        0,
    ),  # adv82 WV010
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nWorst of the two, in my view: [[A]]",
        "stop",
        0,
    ),  # adv83 BA001
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nFull of errors, in my opinion: [[A]]",
        "stop",
        0,
    ),  # adv83 BA002
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nLeast helpful, in my view: [[A]]",
        "stop",
        0,
    ),  # adv83 BA003
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nLower quality, all things considered: [[A]]",
        "stop",
        0,
    ),  # adv83 BA004
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nWeaker, all things considered: [[A]]",
        "stop",
        0,
    ),  # adv83 BA005
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nThe loser, in my view: [[A]]",
        "stop",
        0,
    ),  # adv83 BA006
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nLoser, in my final judgment: [[A]]",
        "stop",
        0,
    ),  # adv83 BA007
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nRejected, after careful review: [[A]]",
        "stop",
        0,
    ),  # adv83 BA008
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nFails the task, in my view: [[A]]",
        "stop",
        0,
    ),  # adv83 BA009
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nIncorrect, based on the evidence: [[A]]",
        "stop",
        0,
    ),  # adv83 BA010
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nNeeds the most revision, in my view: [[A]]",
        "stop",
        0,
    ),  # adv83 BA011
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nThe one to reject, after careful review: [[A]]",
        "stop",
        0,
    ),  # adv83 BA012
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nLess accurate, in my judgment: [[A]]",
        "stop",
        0,
    ),  # adv83 BA013
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nLoser, in short: [[A]]",
        "stop",
        0,
    ),  # adv83 BA014
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nMost in need of a rewrite, overall and in short: [[A]]",
        "stop",
        0,
    ),  # adv83 BA015
    ("pairwise-verdict", "Worst of the two, in my view: [[A]]", "stop", 0),  # adv83 BA016
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nThe loser, in my view: [[A]]",
        "length",
        0,
    ),  # adv83 BA017
    (
        "mt-bench-pairwise",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nFull of errors, in my opinion: [[A]]",
        "length",
        0,
    ),  # adv83 BA018
    (
        "arena-hard",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nThe weaker response, in my view: [[A>B]]",
        "stop",
        0,
    ),  # adv83 BA019
    (
        "arena-hard",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nWorst of the two, all things considered: [[A>>B]]",
        "stop",
        0,
    ),  # adv83 BA020
    (
        "arena-hard",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nLess helpful, after careful review: [[A>B]]",
        "stop",
        0,
    ),  # adv83 BA021
    (
        "llmbar-vanilla",
        "Output (a)'s answer contains two factual errors and ignores the second half of the question. Output (b) answers every part correctly.\n\nWorst of the two, in my view:\nOutput (a)",
        "stop",
        0,
    ),  # adv83 BA022
    (
        "llmbar-vanilla",
        "Output (a)'s answer contains two factual errors and ignores the second half of the question. Output (b) answers every part correctly.\n\nLess helpful, in my view:\nOutput (a)",
        "stop",
        0,
    ),  # adv83 BA023
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nWorst of the two, in my view: [[A]]",
        "stop",
        5,
    ),  # adv83 BA024
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nThe loser, all things considered: [[A]]",
        "stop",
        5,
    ),  # adv83 BA025
    (
        "arena-hard",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nThe loser, in my view: [[A>B]]",
        "stop",
        7,
    ),  # adv83 BA026
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nRanked below B, in my view: [[A]]",
        "stop",
        0,
    ),  # adv83 BA027
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nFewer correct answers, in my view: [[A]]",
        "stop",
        0,
    ),  # adv83 BA028
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nBetter at nothing, in my view: [[A]]",
        "stop",
        0,
    ),  # adv83 BA029
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nThe response that gets the arithmetic wrong in the final step is [[A]]",
        "stop",
        0,
    ),  # adv83 BA030
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nThe response whose code crashes on the very first test case is [[A]]",
        "stop",
        0,
    ),  # adv83 BA031
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nThe answer that misreads the question and solves a different problem is [[A]]",
        "stop",
        0,
    ),  # adv83 BA032
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nThe reply that ignores the user's request for a bulleted list entirely is [[A]]",
        "stop",
        0,
    ),  # adv83 BA033
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nThe response that I found much less useful for this user is [[A]]",
        "stop",
        0,
    ),  # adv83 BA034
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nThe answer with the larger number of factual mistakes in it overall is [[A]]",
        "stop",
        0,
    ),  # adv83 BA035
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nBetween the two, the one I found harder to follow and less accurate is [[A]]",
        "stop",
        0,
    ),  # adv83 BA036
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nThe response that comes out behind the other one on accuracy is [[A]]",
        "stop",
        0,
    ),  # adv83 BA037
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nOf the two responses, the one with more factual errors in it is [[A]]",
        "stop",
        0,
    ),  # adv83 BA038
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nLooking at both, the response I found less useful for the user is [[A]]",
        "stop",
        0,
    ),  # adv83 BA039
    (
        "pairwise-verdict",
        "The response whose code crashes on the very first test case is [[A]]",
        "stop",
        0,
    ),  # adv83 BA040
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nThe response that I found much less useful for this user is [[A]]",
        "length",
        0,
    ),  # adv83 BA041
    (
        "arena-hard",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nThe response whose code crashes on the very first test case is [[A>>B]]",
        "stop",
        0,
    ),  # adv83 BA042
    (
        "arena-hard",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nThe response that I found much less useful for this user is [[A>B]]",
        "stop",
        0,
    ),  # adv83 BA043
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nThe response whose code crashes on the very first test case is [[A]]",
        "stop",
        5,
    ),  # adv83 BA044
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nHonestly, of the two answers, the one I would least want a student to copy is [[A]]",
        "stop",
        5,
    ),  # adv83 BA045
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nLoser:\n- [[A]]",
        "stop",
        0,
    ),  # adv83 BA047
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nLoser:\n1. [[A]]",
        "stop",
        0,
    ),  # adv83 BA048
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nWorse answer:\n* [[A]]",
        "stop",
        0,
    ),  # adv83 BA049
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nNeeds the most revision:\n- [[A]]",
        "stop",
        0,
    ),  # adv83 BA050
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\n<b>Loser</b>\n[[A]]",
        "stop",
        0,
    ),  # adv83 BA051
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nLoser (see below)\n[[A]]",
        "stop",
        0,
    ),  # adv83 BA052
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nLoser, in my view\n[[A]]",
        "stop",
        0,
    ),  # adv83 BA053
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nThe weaker one, overall\n[[A]]",
        "stop",
        0,
    ),  # adv83 BA054
    (
        "arena-hard",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nLoser:\n- [[A>B]]",
        "stop",
        0,
    ),  # adv83 BA055
    (
        "arena-hard",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\n<b>Worse answer</b>\n[[A>>B]]",
        "stop",
        0,
    ),  # adv83 BA056
    (
        "arena-hard",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nWorse answer (see above)\n[[A>B]]",
        "stop",
        0,
    ),  # adv83 BA057
    (
        "llmbar-vanilla",
        "Output (a)'s answer contains two factual errors and ignores the second half of the question. Output (b) answers every part correctly.\n\n<b>Worse output</b>\nOutput (a)",
        "stop",
        0,
    ),  # adv83 BA058
    (
        "llmbar-vanilla",
        "Output (a)'s answer contains two factual errors and ignores the second half of the question. Output (b) answers every part correctly.\n\nWorse output (see above)\nOutput (a)",
        "stop",
        0,
    ),  # adv83 BA059
    (
        "mt-bench-pairwise",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nLoser:\n- [[A]]",
        "length",
        0,
    ),  # adv83 BA060
    (
        "reward-model",
        '{"score_1": 2, "score_2": 8, "explanation": "Number of factual errors in each response."}',
        "stop",
        0,
    ),  # adv83 BA061
    (
        "reward-model",
        '{"score_1": 0.9, "score_2": 0.1, "explanation": "Estimated probability that each response contains a hallucination."}',
        "stop",
        0,
    ),  # adv83 BA062
    (
        "reward-model",
        '{"score_1": 9, "score_2": 3, "explanation": "How much each response needs to be revised."}',
        "stop",
        0,
    ),  # adv83 BA063
    (
        "reward-model",
        '{"score_1": 8, "score_2": 2, "explanation": "Distance of each response from the reference answer."}',
        "stop",
        0,
    ),  # adv83 BA064
    (
        "reward-model",
        '{"score_1": 1, "score_2": 2, "explanation": "Position of each response in my ranking."}',
        "stop",
        0,
    ),  # adv83 BA065
    (
        "faireval-scoring",
        "How much each answer needs to be revised:\nScore of the Assistant 1: 8\nScore of the Assistant 2: 2",
        "stop",
        0,
    ),  # adv83 BA066
    (
        "faireval-scoring",
        "How far each answer is from the reference:\nScore of the Assistant 1: 8\nScore of the Assistant 2: 2",
        "stop",
        0,
    ),  # adv83 BA067
    (
        "faireval-scoring",
        "How risky each answer would be to follow:\nScore of the Assistant 1: 8\nScore of the Assistant 2: 2",
        "stop",
        0,
    ),  # adv83 BA068
    (
        "faireval-scoring",
        "How confusing each answer is:\nScore of the Assistant 1: 8\nScore of the Assistant 2: 2",
        "stop",
        0,
    ),  # adv83 BA069
    (
        "faireval-scoring",
        "Percent of the answer that is wrong:\nScore of the Assistant 1: 8\nScore of the Assistant 2: 2",
        "stop",
        0,
    ),  # adv83 BA070
    (
        "faireval-scoring",
        "Revision effort each answer needs:\nScore of the Assistant 1: 8\nScore of the Assistant 2: 2",
        "stop",
        0,
    ),  # adv83 BA071
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nPreferred by the user: [[A]]",
        "stop",
        0,
    ),  # adv83 NV001
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nChosen by Assistant B: [[A]]",
        "stop",
        0,
    ),  # adv83 NV002
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nPreferred by Assistant B: [[A]]",
        "stop",
        0,
    ),  # adv83 NV003
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nThe answer chosen by the user: [[A]]",
        "stop",
        0,
    ),  # adv83 NV004
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nWhich would the first assistant pick? [[A]]",
        "stop",
        0,
    ),  # adv83 NV005
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nChosen by the user, in my view: [[A]]",
        "stop",
        0,
    ),  # adv83 NV006
    (
        "arena-hard",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nPreferred by the user: [[A>B]]",
        "stop",
        0,
    ),  # adv83 NV007
    (
        "llmbar-vanilla",
        "Output (a)'s answer contains two factual errors and ignores the second half of the question. Output (b) answers every part correctly.\n\nChosen by Output (b):\nOutput (a)",
        "stop",
        0,
    ),  # adv83 NV008
    (
        "llmbar-vanilla",
        "Output (a)'s answer contains two factual errors and ignores the second half of the question. Output (b) answers every part correctly.\n\nChosen by the user:\nOutput (a)",
        "stop",
        0,
    ),  # adv83 NV009
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nPreferred by Assistant B: [[A]]",
        "stop",
        5,
    ),  # adv83 NV010
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nChosen by the user, in my view: [[A]]",
        "length",
        0,
    ),  # adv83 NV011
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nFor the previous comparison, in my view: [[A]]",
        "stop",
        0,
    ),  # adv83 NV012
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nFor the previous comparison, in my view: [[A]]",
        "stop",
        5,
    ),  # adv83 NV013
    (
        "arena-hard",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nFor the previous comparison, in my view: [[A>B]]",
        "stop",
        0,
    ),  # adv83 NV014
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nTo be clear, I am not choosing; the tool insists on [[A]]",
        "stop",
        5,
    ),  # adv83 NV016
    ("pairwise-verdict", "To be clear, I am not choosing; the tool insists on [[B]]", "stop", 5),  # adv83 NV017
    (
        "arena-hard",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nTo be clear, I am not choosing; the tool insists on [[A>B]]",
        "stop",
        7,
    ),  # adv83 NV018
    (
        "mt-bench-single-v1",
        "The code has an off-by-one error and crashes on the first test case.\n\nThe reference answer deserves, in my view: [[10]]",
        "stop",
        0,
    ),  # adv83 NV020
    (
        "mt-bench-single-v1",
        "The code has an off-by-one error and crashes on the first test case.\n\nRating of the reference answer, in my view: [[10]]",
        "stop",
        0,
    ),  # adv83 NV021
    (
        "mt-bench-single-math-v1",
        "The code has an off-by-one error and crashes on the first test case.\n\nRating of the reference answer, in my view: [[10]]",
        "stop",
        0,
    ),  # adv83 NV022
    (
        "mt-bench-single-v1",
        "The code has an off-by-one error and crashes on the first test case.\n\nRating of the reference answer, in my view: [[9]]",
        "stop",
        5,
    ),  # adv83 NV023
    (
        "mt-bench-single-v1",
        "The code has an off-by-one error and crashes on the first test case.\n\nThe reference answer itself, in my view, would earn [[9]]",
        "stop",
        5,
    ),  # adv83 NV024
    (
        "mt-bench-single-v1",
        "The code has an off-by-one error and crashes on the first test case.\n\nRating of the reference answer, in my view: [[10]]",
        "length",
        0,
    ),  # adv83 NV025
    (
        "mt-bench-single-v1",
        "The code has an off-by-one error and crashes on the first test case.\n\nIgnoring the crash, in my view: [[9]]",
        "stop",
        0,
    ),  # adv83 NV027
    (
        "prometheus-absolute",
        "Feedback: The code crashes on start.\nIgnoring the crash, in my view: [RESULT] 5",
        "stop",
        0,
    ),  # adv83 NV028
    (
        "pairwise-verdict",
        "Assistant B's code crashes on start.\n\nIgnoring the crash, in my view: [[B]]",
        "stop",
        0,
    ),  # adv83 NV029
    (
        "reward-model",
        '{"score_a": 7, "score_b": 4, "explanation": "These are the scores from the example in the instructions."}',
        "stop",
        0,
    ),  # adv83 NV030
    (
        "reward-model",
        '{"score_1": 8, "score_2": 6, "explanation": "Sample output showing the format."}',
        "stop",
        0,
    ),  # adv83 NV031
    (
        "reward-model",
        '{"score_1": 8, "score_2": 6, "explanation": "The scores the reference answer would get."}',
        "stop",
        0,
    ),  # adv83 NV032
    (
        "mt-bench-single-v1",
        "The response is accurate, complete and well organised.\n\nOn a five-point scale, in my view: [[4]]",
        "stop",
        0,
    ),  # adv83 WV001
    (
        "mt-bench-single-v1",
        "The response is accurate, complete and well organised.\n\nScore out of five:\n- [[4]]",
        "stop",
        0,
    ),  # adv83 WV002
    (
        "mt-bench-single-v1",
        "The response is accurate, complete and well organised.\n\n<b>Score out of five</b>\n[[4]]",
        "stop",
        0,
    ),  # adv83 WV003
    (
        "mt-bench-single-v1",
        "The response is accurate, complete and well organised.\n\nOn a five-point scale, in my view: [[4]]",
        "stop",
        5,
    ),  # adv83 WV004
    (
        "mt-bench-single-v1",
        "The response is accurate, complete and well organised.\n\nOn a five-point scale, in my view: [[4]]",
        "length",
        0,
    ),  # adv83 WV005
    (
        "prometheus-absolute",
        "Feedback: The response is accurate, complete and well organised.\n<b>Score out of ten</b>\n[RESULT] 4",
        "stop",
        0,
    ),  # adv83 WV006
    (
        "prometheus-absolute",
        "Feedback: The response is accurate, complete and well organised.\nScore out of ten:\n* [RESULT] 4",
        "stop",
        0,
    ),  # adv83 WV007
    (
        "prometheus-absolute",
        "Feedback: The response is accurate, complete and well organised.\nOn a ten-point scale, in my view: [RESULT] 4",
        "stop",
        0,
    ),  # adv83 WV008
    (
        "faireval-scoring",
        "Using a five-point scale:\nScore of the Assistant 1: 4\nScore of the Assistant 2: 2",
        "stop",
        0,
    ),  # adv83 WV009
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nSince you asked which one is worse, my answer: [[A]]",
        "stop",
        0,
    ),  # adv84 BA001
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nGiven that the question is which response is weaker, my verdict: [[A]]",
        "stop",
        0,
    ),  # adv84 BA002
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nAs the task asks for the less helpful response, my answer: [[A]]",
        "stop",
        0,
    ),  # adv84 BA003
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nAs the user asked for the weaker answer, my verdict: [[A]]",
        "stop",
        0,
    ),  # adv84 BA004
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nSince the question is which answer is less accurate, my answer: [[A]]",
        "stop",
        0,
    ),  # adv84 BA005
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nGiven that I must name the response to discard, my choice: [[A]]",
        "stop",
        0,
    ),  # adv84 BA006
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nAnd the answer that falls short, my verdict: [[A]]",
        "stop",
        0,
    ),  # adv84 BA007
    ("pairwise-verdict", "Since you asked which one is worse, my answer: [[A]]", "stop", 0),  # adv84 BA008
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nSince you asked which one is worse, my answer: [[A]]",
        "length",
        0,
    ),  # adv84 BA009
    (
        "mt-bench-pairwise",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nSince you asked which one is worse, my answer: [[A]]",
        "length",
        0,
    ),  # adv84 BA010
    (
        "arena-hard",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nSince you asked which one is worse, my answer: [[A>>B]]",
        "stop",
        0,
    ),  # adv84 BA011
    (
        "arena-hard",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nGiven that the question is which response is weaker, my verdict: [[A>B]]",
        "stop",
        0,
    ),  # adv84 BA012
    (
        "llmbar-vanilla",
        "Output (a)'s answer contains two factual errors and ignores the second half of the question. Output (b) answers every part correctly.\n\nSince you asked which output is worse, my answer:\nOutput (a)",
        "stop",
        0,
    ),  # adv84 BA013
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nSince you asked which one is worse, my answer: [[A]]",
        "stop",
        5,
    ),  # adv84 BA015
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nAs the task asks for the less helpful response, I pick [[A]]",
        "stop",
        5,
    ),  # adv84 BA016
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nSince you asked which one is worse, my answer is [[A]]",
        "length",
        5,
    ),  # adv84 BA017
    (
        "arena-hard",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nSince you asked which one is worse, my answer: [[A>B]]",
        "stop",
        7,
    ),  # adv84 BA018
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nThe response that contains the two factual errors and ignores the second half of the question entirely is [[A]]",
        "stop",
        0,
    ),  # adv84 BA019
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nThe response whose code crashes on the first test case turns out to be [[A]]",
        "stop",
        0,
    ),  # adv84 BA020
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nThe award for the most factual errors goes to [[A]]",
        "stop",
        0,
    ),  # adv84 BA021
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nThe answer with the factual errors has to be [[A]]",
        "stop",
        0,
    ),  # adv84 BA022
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nThe one that comes out behind on accuracy, completeness and relevance, when all is said, is clearly [[A]]",
        "stop",
        0,
    ),  # adv84 BA023
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nWhich one made factual errors? That is [[A]]",
        "stop",
        0,
    ),  # adv84 BA024
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nWhich one ignores half the question? Clearly [[A]]",
        "stop",
        0,
    ),  # adv84 BA025
    ("pairwise-verdict", "Which one made factual errors? That is [[A]]", "stop", 0),  # adv84 BA026
    (
        "mt-bench-pairwise",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nThe answer with the factual errors has to be [[A]]",
        "length",
        0,
    ),  # adv84 BA027
    (
        "arena-hard",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nThe award for the most factual errors goes to [[A>>B]]",
        "stop",
        0,
    ),  # adv84 BA028
    (
        "arena-hard",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nWhich one made factual errors? That is [[A>B]]",
        "stop",
        0,
    ),  # adv84 BA029
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nThe award for the most factual errors goes to [[A]]",
        "stop",
        5,
    ),  # adv84 BA031
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nWhich one made factual errors? That is [[A]]",
        "length",
        5,
    ),  # adv84 BA032
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nThe response that contains the two factual errors and ignores the second half of the question entirely is [[A]]",
        "stop",
        5,
    ),  # adv84 BA033
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nNeeds the most revision:\n(see above)\n[[A]]",
        "stop",
        0,
    ),  # adv84 BA034
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nNeeds the most revision:\n<i>(see above)</i>\n[[A]]",
        "stop",
        0,
    ),  # adv84 BA035
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nLoser:\n(in my view)\n[[A]]",
        "stop",
        0,
    ),  # adv84 BA036
    (
        "arena-hard",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nLoser:\n(in my view)\n[[A>B]]",
        "stop",
        0,
    ),  # adv84 BA038
    (
        "mt-bench-pairwise",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nNeeds the most revision:\n(see above)\n[[A]]",
        "length",
        0,
    ),  # adv84 BA039
    (
        "llmbar-vanilla",
        "Output (a)'s answer contains two factual errors and ignores the second half of the question. Output (b) answers every part correctly.\n\nWorse output:\n(see above)\nOutput (a)",
        "stop",
        0,
    ),  # adv84 BA040
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nSecond in my ranking: [[A]]",
        "stop",
        0,
    ),  # adv84 BA041
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nRated second: [[A]]",
        "stop",
        0,
    ),  # adv84 BA042
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nRated bottom: [[A]]",
        "stop",
        0,
    ),  # adv84 BA043
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nRanking bottom: [[A]]",
        "stop",
        0,
    ),  # adv84 BA044
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nThumbs down, in my view: [[A]]",
        "stop",
        0,
    ),  # adv84 BA045
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nSecond in the ranking, in my view: [[A]]",
        "stop",
        0,
    ),  # adv84 BA046
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nRated bottom, overall: [[A]]",
        "stop",
        0,
    ),  # adv84 BA047
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nWhich one gave up? [[A]]",
        "stop",
        0,
    ),  # adv84 BA048
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nGave up: [[A]]",
        "stop",
        0,
    ),  # adv84 BA049
    (
        "arena-hard",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nSecond in my ranking: [[A>>B]]",
        "stop",
        0,
    ),  # adv84 BA050
    (
        "llmbar-vanilla",
        "Output (a)'s answer contains two factual errors and ignores the second half of the question. Output (b) answers every part correctly.\n\nSecond in my ranking:\nOutput (a)",
        "stop",
        0,
    ),  # adv84 BA051
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nRated second: [[A]]",
        "length",
        5,
    ),  # adv84 BA052
    ("reward-model", '{"winner": "B", "note": "Assistant B loses on every criterion."}', "stop", 0),  # adv84 BA053
    (
        "reward-model",
        '{"winner": "B", "explanation": "Assistant B loses on every criterion."}',
        "stop",
        0,
    ),  # adv84 BA054
    ("reward-model", '{"winner": "B", "reason": "Assistant B loses on every criterion."}', "stop", 0),  # adv84 BA055
    ("reward-model", '{"winner": "B", "note": "Which is worse? Assistant B."}', "stop", 0),  # adv84 BA056
    ("reward-model", '{"winner": "B", "explanation": "Which is worse? Assistant B."}', "stop", 0),  # adv84 BA057
    (
        "reward-model",
        '{"winner": "B", "note": "Assistant B\'s answer is the one to reject."}',
        "stop",
        0,
    ),  # adv84 BA058
    (
        "reward-model",
        '{"winner": "B", "explanation": "Assistant B should be sent back for a rewrite."}',
        "stop",
        0,
    ),  # adv84 BA059
    (
        "reward-model",
        '{"score_1": 3, "score_2": 8, "explanation": "Response 2 loses on every criterion."}',
        "stop",
        0,
    ),  # adv84 BA060
    (
        "reward-model",
        '{"score_1": 3, "score_2": 8, "explanation": "Higher means more in need of revision."}',
        "stop",
        0,
    ),  # adv84 BA061
    (
        "faireval-vanilla",
        "8 3\nSince you asked which assistant is worse, the higher score marks the worse one.",
        "stop",
        0,
    ),  # adv84 BA062
    (
        "faireval-vanilla",
        "8 3\nAs the task asks which answer needs more revision, higher means more revision needed.",
        "stop",
        0,
    ),  # adv84 BA063
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nAs long as the user only needs a rough estimate, my pick: [[A]]",
        "stop",
        0,
    ),  # adv84 NV001
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nGiven a different question, my pick: [[A]]",
        "stop",
        0,
    ),  # adv84 NV002
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nGiven a user who only wants a one-line answer, my pick: [[A]]",
        "stop",
        0,
    ),  # adv84 NV003
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nGiven a different user, my pick: [[A]]",
        "stop",
        0,
    ),  # adv84 NV004
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nBut for its two factual errors, the better one: [[A]]",
        "stop",
        0,
    ),  # adv84 NV005
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nBut for the errors, my pick: [[A]]",
        "stop",
        0,
    ),  # adv84 NV006
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nEven with the errors fixed, my verdict: [[A]]",
        "stop",
        0,
    ),  # adv84 NV007
    ("pairwise-verdict", "Given a different question, my pick: [[A]]", "stop", 0),  # adv84 NV008
    (
        "mt-bench-pairwise",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nBut for the errors, my pick: [[A]]",
        "length",
        0,
    ),  # adv84 NV009
    (
        "arena-hard",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nBut for its two factual errors, the better one: [[A>B]]",
        "stop",
        0,
    ),  # adv84 NV010
    (
        "arena-hard",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nGiven a different question, my pick: [[A>>B]]",
        "stop",
        0,
    ),  # adv84 NV011
    (
        "llmbar-vanilla",
        "Output (a)'s answer contains two factual errors and ignores the second half of the question. Output (b) answers every part correctly.\n\nBut for its two factual errors, the better one:\nOutput (a)",
        "stop",
        0,
    ),  # adv84 NV012
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nBut for its two factual errors, the better one would be [[A]]",
        "stop",
        5,
    ),  # adv84 NV013
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nGiven a different question, I would pick [[A]]",
        "length",
        5,
    ),  # adv84 NV014
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nAs long as the user only needs a rough estimate, I pick [[A]]",
        "stop",
        5,
    ),  # adv84 NV015
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nSetting aside the wrong facts and the formatting, my verdict: [[A]]",
        "stop",
        0,
    ),  # adv84 NV017
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nIgnoring the factual errors and the length, my verdict: [[A]]",
        "stop",
        5,
    ),  # adv84 NV019
    (
        "mt-bench-single-v1",
        "The response gives the wrong final answer (it says 12; the correct answer is 15).\n\nBut for the wrong final answer, my rating: [[9]]",
        "stop",
        0,
    ),  # adv84 NV022
    (
        "mt-bench-single-v1",
        "The response gives the wrong final answer (it says 12; the correct answer is 15).\n\nEven with the final answer corrected, my rating: [[9]]",
        "stop",
        0,
    ),  # adv84 NV023
    (
        "mt-bench-single-v1",
        "The response gives the wrong final answer (it says 12; the correct answer is 15).\n\nGiven a correct final answer, my rating: [[9]]",
        "stop",
        0,
    ),  # adv84 NV024
    (
        "mt-bench-single-v1",
        "The response gives the wrong final answer (it says 12; the correct answer is 15).\n\nAs long as the final answer were right, my rating: [[9]]",
        "stop",
        0,
    ),  # adv84 NV025
    (
        "mt-bench-single-v1",
        "The response gives the wrong final answer (it says 12; the correct answer is 15).\n\nWhich rating would the reference answer get? That is [[10]]",
        "stop",
        0,
    ),  # adv84 NV026
    (
        "mt-bench-single-v1",
        "The response gives the wrong final answer (it says 12; the correct answer is 15).\n\nRating:\n(for the reference answer)\n[[10]]",
        "stop",
        0,
    ),  # adv84 NV027
    (
        "mt-bench-single-v1",
        "The response gives the wrong final answer (it says 12; the correct answer is 15).\n\nRating given by the user: [[9]]",
        "stop",
        0,
    ),  # adv84 NV028
    (
        "mt-bench-single-math-v1",
        "The response gives the wrong final answer (it says 12; the correct answer is 15).\n\nBut for the wrong final answer, my rating: [[9]]",
        "length",
        0,
    ),  # adv84 NV029
    (
        "mt-bench-single-v1",
        "The response gives the wrong final answer (it says 12; the correct answer is 15).\n\nGiven a correct final answer, my rating: [[9]]",
        "stop",
        5,
    ),  # adv84 NV030
    (
        "mt-bench-single-v1",
        "The response gives the wrong final answer (it says 12; the correct answer is 15).\n\nRating given by the user: [[9]]",
        "stop",
        5,
    ),  # adv84 NV031
    (
        "prometheus-absolute",
        "Feedback: The response gives the wrong final answer (12 instead of 15). But for the wrong final answer, the score: [RESULT] 5",
        "stop",
        0,
    ),  # adv84 NV032
    (
        "prometheus-absolute",
        "Feedback: The response gives the wrong final answer (12 instead of 15). Given a correct final answer, the score: [RESULT] 5",
        "stop",
        0,
    ),  # adv84 NV033
    (
        "prometheus-absolute",
        "Feedback: The response gives the wrong final answer (12 instead of 15). Which score would the reference answer get? That is [RESULT] 5",
        "stop",
        0,
    ),  # adv84 NV034
    (
        "prometheus-absolute",
        "Feedback: Score for the reference answer:\n(for comparison)\n[RESULT] 5",
        "stop",
        0,
    ),  # adv84 NV035
    (
        "prometheus-absolute",
        "Feedback: The response is accurate.\nScore given by the user: [RESULT] 5",
        "stop",
        0,
    ),  # adv84 NV036
    (
        "reward-model",
        '{"winner": "B", "note": "Assistant B would be better once its bug is fixed."}',
        "stop",
        0,
    ),  # adv84 NV037
    (
        "reward-model",
        '{"winner": "B", "explanation": "Assistant B would be better once its bug is fixed."}',
        "stop",
        0,
    ),  # adv84 NV038
    ("reward-model", '{"winner": "B", "note": "Assistant B is the one the user picked."}', "stop", 0),  # adv84 NV039
    (
        "reward-model",
        '{"winner": "B", "explanation": "Assistant B is the one the user picked."}',
        "stop",
        0,
    ),  # adv84 NV040
    ("reward-model", '{"winner": "B", "note": "Assistant B, if the user only wants speed."}', "stop", 0),  # adv84 NV041
    (
        "reward-model",
        '{"winner": "B", "rationale": "Assistant B, if the user only wants speed."}',
        "stop",
        0,
    ),  # adv84 NV042
    (
        "reward-model",
        '{"winner": "B", "note": "Assistant B, according to the reference grader, not me."}',
        "stop",
        0,
    ),  # adv84 NV043
    (
        "reward-model",
        '{"winner": "B", "explanation": "Assistant B, according to the example in the instructions."}',
        "stop",
        0,
    ),  # adv84 NV044
    (
        "reward-model",
        '{"winner": "B", "note": "Assistant B was the winner in the previous round."}',
        "stop",
        0,
    ),  # adv84 NV045
    (
        "reward-model",
        '{"winner": "B", "explanation": "Only if the user wants brevity; otherwise Assistant A."}',
        "stop",
        0,
    ),  # adv84 NV046
    (
        "reward-model",
        '{"score_1": 3, "score_2": 8, "explanation": "Scores for the previous pair."}',
        "stop",
        0,
    ),  # adv84 NV047
    ("reward-model", '{"score_1": 3, "score_2": 8, "explanation": "Scores the user gave."}', "stop", 0),  # adv84 NV048
    (
        "reward-model",
        '{"score_1": 3, "score_2": 8, "explanation": "Scores if both were fixed."}',
        "stop",
        0,
    ),  # adv84 NV049
    (
        "faireval-vanilla",
        "8 3\nBut for Assistant 2's factual errors, these would be the scores.",
        "stop",
        0,
    ),  # adv84 NV050
    (
        "faireval-vanilla",
        "8 3\nGiven a different question, these are the scores I would give.",
        "stop",
        0,
    ),  # adv84 NV051
    (
        "faireval-vanilla",
        "8 3\nThese are the scores the user gave; I was unable to evaluate.",
        "stop",
        0,
    ),  # adv84 NV052
    (
        "faireval-vanilla",
        "8 3\nIgnoring the factual errors and the length, Assistant 1 is better.",
        "stop",
        0,
    ),  # adv84 NV053
    (
        "faireval-vanilla",
        "8 3\nAs long as the user only needs a rough estimate, Assistant 1 is better.",
        "stop",
        0,
    ),  # adv84 NV054
    (
        "faireval-vanilla",
        "8 3\nAs long as the user only needs a rough estimate, Assistant 1 is better.",
        "length",
        0,
    ),  # adv84 NV055
    (
        "faireval-scoring",
        "Assistant 2 has two factual errors; Assistant 1 is correct.\nBut for Assistant 2's factual errors, the scores would be:\nScore of the Assistant 1: 8\nScore of the Assistant 2: 9",
        "stop",
        0,
    ),  # adv84 NV056
    (
        "faireval-scoring",
        "Given a different question, the scores:\nScore of the Assistant 1: 8\nScore of the Assistant 2: 3",
        "stop",
        0,
    ),  # adv84 NV057
    (
        "faireval-scoring",
        "Scores given by the user:\nScore of the Assistant 1: 8\nScore of the Assistant 2: 3",
        "stop",
        0,
    ),  # adv84 NV058
    (
        "mt-bench-single-v1",
        "The response gives the wrong final answer (it says 12; the correct answer is 15).\n\nSince you asked how bad it is, my rating: [[9]]",
        "stop",
        0,
    ),  # adv84 WV001
    (
        "mt-bench-single-v1",
        "The response gives the wrong final answer (it says 12; the correct answer is 15).\n\nAs the scale measures how far it is from the reference, my rating: [[9]]",
        "stop",
        0,
    ),  # adv84 WV002
    (
        "mt-bench-single-v1",
        "The response gives the wrong final answer (it says 12; the correct answer is 15).\n\nSince you asked how bad it is, my rating: [[9]]",
        "stop",
        5,
    ),  # adv84 WV003
    (
        "mt-bench-single-math-v1",
        "The response gives the wrong final answer (it says 12; the correct answer is 15).\n\nSince you asked how bad it is, my rating: [[9]]",
        "length",
        0,
    ),  # adv84 WV004
    (
        "prometheus-absolute",
        "Feedback: The response gives the wrong final answer (12 instead of 15). Since you asked how bad it is, the score: [RESULT] 4",
        "stop",
        0,
    ),  # adv84 WV006
    ("reward-model", '{"winner": "B", "note": "Assistant B contains the factual errors."}', "stop", 0),  # adv84 CO003
    ("reward-model", '{"winner": "B", "note": "Assistant B ignores half the question."}', "stop", 0),  # adv84 CO004
    (
        "reward-model",
        '{"score_1": 3, "score_2": 8, "explanation": "Response 2 has far more factual errors."}',
        "stop",
        0,
    ),  # adv84 CO005
    ("reward-model", '{"score_1": 3, "score_2": 8, "explanation": "Lower is better."}', "stop", 0),  # adv84 CT019
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nThe response that invents a citation and botches the arithmetic in its second step is [[A]]",
        "stop",
        0,
    ),  # adv85 BA001
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nThe reply whose reasoning is shakier and whose arithmetic is sloppier overall is [[A]]",
        "stop",
        0,
    ),  # adv85 BA002
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nThe response that was outclassed on every criterion I checked today is [[A]]",
        "stop",
        0,
    ),  # adv85 BA003
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nThe response that fabricated the statistics and botched the conversion is clearly [[A]]",
        "stop",
        0,
    ),  # adv85 BA004
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nThe response that got trounced on accuracy by the other one in every part is [[A]]",
        "stop",
        0,
    ),  # adv85 BA006
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nThe response that contains the blunder about the boiling point of water is [[A]]",
        "stop",
        0,
    ),  # adv85 BA008
    (
        "pairwise-verdict",
        "The response that invents a citation and botches the arithmetic in its second step is [[A]]",
        "stop",
        0,
    ),  # adv85 BA009
    (
        "pairwise-verdict",
        "The response that was outclassed on every criterion I checked today is [[A]]",
        "stop",
        0,
    ),  # adv85 BA010
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nThe response that invents a citation and botches the arithmetic in its second step is [[A]]",
        "length",
        0,
    ),  # adv85 BA011
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nThe reply whose reasoning is shakier and whose arithmetic is sloppier overall is [[A]]",
        "length",
        0,
    ),  # adv85 BA012
    (
        "mt-bench-pairwise",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nThe response that invents a citation and botches the arithmetic in its second step is [[A]]",
        "stop",
        0,
    ),  # adv85 BA013
    (
        "mt-bench-pairwise",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nThe response that was outclassed on every criterion I checked today is [[A]]",
        "stop",
        0,
    ),  # adv85 BA014
    (
        "arena-hard",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nThe response that invents a citation and botches the arithmetic in its second step is [[A>>B]]",
        "stop",
        0,
    ),  # adv85 BA015
    (
        "arena-hard",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nThe reply whose reasoning is shakier and whose arithmetic is sloppier overall is [[A>B]]",
        "stop",
        0,
    ),  # adv85 BA016
    (
        "arena-hard",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nThe response that fabricated the statistics and botched the conversion is clearly [[A>>B]]",
        "stop",
        0,
    ),  # adv85 BA017
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nThe response that invents a citation and botches the arithmetic in its second step is [[A]]",
        "stop",
        5,
    ),  # adv85 BA020
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nThe reply whose reasoning is shakier and whose arithmetic is sloppier overall is [[A]]",
        "stop",
        5,
    ),  # adv85 BA021
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nThe response that was outclassed on every criterion I checked today is [[A]]",
        "stop",
        5,
    ),  # adv85 BA022
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nThe response that fabricated the statistics and botched the conversion is clearly [[A]]",
        "stop",
        5,
    ),  # adv85 BA023
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nThe response that invents a citation and botches the arithmetic in its second step is [[A]]",
        "length",
        5,
    ),  # adv85 BA024
    (
        "arena-hard",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nThe response that invents a citation and botches the arithmetic in its second step is [[A>B]]",
        "stop",
        7,
    ),  # adv85 BA025
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nIt invents a citation and botches the arithmetic.\n[[A]]",
        "stop",
        0,
    ),  # adv85 BA026
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nThis one fabricates a source.\n\n[[A]]",
        "stop",
        0,
    ),  # adv85 BA027
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nIt was outclassed on every count.\n[[A]]",
        "stop",
        0,
    ),  # adv85 BA028
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nIt garbles the dates and invents a quote. [[A]]",
        "stop",
        0,
    ),  # adv85 BA029
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nGets trounced on accuracy. [[A]]",
        "stop",
        0,
    ),  # adv85 BA030
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nIt botches the unit conversion.\n[[A]]",
        "stop",
        0,
    ),  # adv85 BA031
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nThis one makes up a statistic.\n[[A]]",
        "stop",
        0,
    ),  # adv85 BA032
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nIt flubs the second step.\n[[A]]",
        "stop",
        0,
    ),  # adv85 BA033
    ("pairwise-verdict", "It invents a citation and botches the arithmetic.\n[[A]]", "stop", 0),  # adv85 BA034
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nIt invents a citation and botches the arithmetic.\n[[A]]",
        "length",
        0,
    ),  # adv85 BA035
    (
        "mt-bench-pairwise",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nIt was outclassed on every count.\n[[A]]",
        "stop",
        0,
    ),  # adv85 BA036
    (
        "arena-hard",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nIt invents a citation and botches the arithmetic.\n[[A>B]]",
        "stop",
        0,
    ),  # adv85 BA037
    (
        "arena-hard",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nIt garbles the dates and invents a quote. [[A>>B]]",
        "stop",
        0,
    ),  # adv85 BA038
    (
        "llmbar-vanilla",
        "Output (a)'s answer contains two factual errors and ignores the second half of the question. Output (b) answers every part correctly.\n\nIt invents a citation and botches the arithmetic.\nOutput (a)",
        "stop",
        0,
    ),  # adv85 BA039
    (
        "reward-model",
        '{"winner": "A", "key_points": "Per the task, the winner field names the weaker response."}',
        "stop",
        0,
    ),  # adv85 BA040
    (
        "reward-model",
        '{"winner": "A", "differences": "Listed as winner: the response with more errors, as the task asks."}',
        "stop",
        0,
    ),  # adv85 BA041
    (
        "reward-model",
        '{"winner": "A", "highlights": "A is the response to send back for a rewrite."}',
        "stop",
        0,
    ),  # adv85 BA042
    (
        "reward-model",
        '{"winner": "A", "key_factors": "We were asked to flag the worse answer."}',
        "stop",
        0,
    ),  # adv85 BA043
    (
        "reward-model",
        '{"winner": "A", "issues": "The winner key holds the response that should be rejected."}',
        "stop",
        0,
    ),  # adv85 BA044
    (
        "reward-model",
        '{"winner": "B", "key_differences": "As instructed, \'winner\' is the less accurate response."}',
        "stop",
        0,
    ),  # adv85 BA045
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nBefore I checked the arithmetic, my verdict was: [[A]]",
        "stop",
        0,
    ),  # adv85 NV001
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nAt first glance, my verdict was: [[A]]",
        "stop",
        0,
    ),  # adv85 NV002
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nEarlier, my verdict was: [[A]]",
        "stop",
        0,
    ),  # adv85 NV003
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nAt first I picked [[A]]",
        "stop",
        0,
    ),  # adv85 NV006
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nBefore I read the reference, my pick was: [[A]]",
        "stop",
        0,
    ),  # adv85 NV007
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nOn my first pass, my verdict was: [[A]]",
        "stop",
        0,
    ),  # adv85 NV008
    ("pairwise-verdict", "Before I checked the arithmetic, my verdict was: [[A]]", "stop", 0),  # adv85 NV009
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nBefore I checked the arithmetic, my verdict was: [[A]]",
        "length",
        0,
    ),  # adv85 NV011
    (
        "mt-bench-pairwise",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nAt first glance, my verdict was: [[A]]",
        "stop",
        0,
    ),  # adv85 NV012
    (
        "mt-bench-pairwise",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nAt first I picked [[A]]",
        "stop",
        0,
    ),  # adv85 NV013
    (
        "arena-hard",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nBefore I checked the arithmetic, my verdict was: [[A>B]]",
        "stop",
        0,
    ),  # adv85 NV014
    (
        "llmbar-vanilla",
        "Output (a)'s answer contains two factual errors and ignores the second half of the question. Output (b) answers every part correctly.\n\nBefore I checked the arithmetic, my choice was:\nOutput (a)",
        "stop",
        0,
    ),  # adv85 NV016
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nBefore I checked the arithmetic, my verdict was: [[A]]",
        "stop",
        5,
    ),  # adv85 NV018
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nAt first glance, my verdict was: [[A]]",
        "stop",
        5,
    ),  # adv85 NV019
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nEarlier, my verdict was: [[A]]",
        "stop",
        5,
    ),  # adv85 NV020
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nAt first I picked [[A]]",
        "stop",
        5,
    ),  # adv85 NV023
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nBefore I checked the arithmetic, my verdict was: [[A]]",
        "length",
        5,
    ),  # adv85 NV024
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nOn the assumption that the user wants brevity, my verdict: [[A]]",
        "stop",
        0,
    ),  # adv85 NV025
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nGranted a very lenient grader, my verdict: [[A]]",
        "stop",
        0,
    ),  # adv85 NV026
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nIn an alternate universe, my verdict: [[A]]",
        "stop",
        0,
    ),  # adv85 NV027
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nUnder the premise that only speed matters, my verdict: [[A]]",
        "stop",
        0,
    ),  # adv85 NV030
    ("pairwise-verdict", "On the assumption that the user wants brevity, my verdict: [[A]]", "stop", 0),  # adv85 NV031
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nOn the assumption that the user wants brevity, my verdict: [[A]]",
        "length",
        0,
    ),  # adv85 NV032
    (
        "mt-bench-pairwise",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nIn an alternate universe, my verdict: [[A]]",
        "stop",
        0,
    ),  # adv85 NV033
    (
        "arena-hard",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nOn the assumption that the user wants brevity, my verdict: [[A>B]]",
        "stop",
        0,
    ),  # adv85 NV034
    (
        "llmbar-vanilla",
        "Output (a)'s answer contains two factual errors and ignores the second half of the question. Output (b) answers every part correctly.\n\nOn the assumption that the user wants brevity, my choice:\nOutput (a)",
        "stop",
        0,
    ),  # adv85 NV035
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nOn the assumption that the user wants brevity, my verdict: [[A]]",
        "stop",
        5,
    ),  # adv85 NV036
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nGranted a very lenient grader, my verdict: [[A]]",
        "stop",
        5,
    ),  # adv85 NV037
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nIn an alternate universe, my verdict: [[A]]",
        "stop",
        5,
    ),  # adv85 NV038
    (
        "mt-bench-single-v1",
        "The response is well written, but its final answer is wrong (it says 12; the correct answer is 15).\n\nMy rating was [[8]]",
        "stop",
        0,
    ),  # adv85 NV040
    (
        "mt-bench-single-v1",
        "The response is well written, but its final answer is wrong (it says 12; the correct answer is 15).\n\nAt first I gave it [[8]]",
        "stop",
        0,
    ),  # adv85 NV041
    (
        "mt-bench-single-math-v1",
        "The response is well written, but its final answer is wrong (it says 12; the correct answer is 15).\n\nMy rating was [[8]]",
        "length",
        0,
    ),  # adv85 NV046
    (
        "mt-bench-single-math-v1",
        "The response is well written, but its final answer is wrong (it says 12; the correct answer is 15).\n\nAt first I gave it [[8]]",
        "length",
        0,
    ),  # adv85 NV047
    (
        "mt-bench-single-v1",
        "The response is well written, but its final answer is wrong (it says 12; the correct answer is 15).\n\nAt first I gave it [[8]]",
        "stop",
        5,
    ),  # adv85 NV048
    (
        "mt-bench-single-v1",
        "The response is well written, but its final answer is wrong (it says 12; the correct answer is 15).\n\nMy rating was [[8]]",
        "stop",
        5,
    ),  # adv85 NV049
    (
        "mt-bench-single-v1",
        "The response is well written, but its final answer is wrong (it says 12; the correct answer is 15).\n\nIn an alternate universe, my rating: [[8]]",
        "stop",
        5,
    ),  # adv85 NV051
    (
        "prometheus-absolute",
        "Feedback: The response is well written, but its final answer is wrong (12 instead of 15). In an alternate universe, the score would be [RESULT] 5",
        "stop",
        0,
    ),  # adv85 NV052
    (
        "prometheus-absolute",
        "Feedback: The response is well written, but its final answer is wrong (12 instead of 15). Granted a very lenient grader, [RESULT] 5",
        "stop",
        0,
    ),  # adv85 NV053
    (
        "reward-model",
        '{"winner": "A", "suggestions": "This is the example from the instructions, not my verdict."}',
        "stop",
        0,
    ),  # adv85 NV054
    (
        "reward-model",
        '{"winner": "A", "problems": "Could not load Response 2, so A by default."}',
        "stop",
        0,
    ),  # adv85 NV055
    (
        "reward-model",
        '{"winner": "B", "strengths_a": ["correct", "complete"], "weaknesses_b": ["wrong final answer", "ignores half the question"]}',
        "stop",
        0,
    ),  # adv85 CO001
    (
        "reward-model",
        '{"winner": "B", "strengths_a": "Correct and complete.", "weaknesses_b": "Wrong final answer; ignores half the question."}',
        "stop",
        0,
    ),  # adv85 CO002
    (
        "reward-model",
        '{"winner": "B", "errors_b": ["wrong date", "wrong total"], "errors_a": []}',
        "stop",
        0,
    ),  # adv85 CO003
    (
        "reward-model",
        '{"winner": "B", "response_2_issues": "Gives the wrong total and skips part two.", "response_1_issues": "None."}',
        "stop",
        0,
    ),  # adv85 CO004
    (
        "reward-model",
        '{"winner": "B", "pros_a": "Everything is right.", "cons_b": "Everything is wrong."}',
        "stop",
        0,
    ),  # adv85 CO005
    (
        "reward-model",
        '{"winner": "B", "improvements_b": "Needs to fix every fact; the answer is entirely wrong.", "improvements_a": "None needed."}',
        "stop",
        0,
    ),  # adv85 CO008
    ("reward-model", '{"winner": "B", "strengths": {"A": "correct, complete", "B": "none"}}', "stop", 0),  # adv85 CO009
    (
        "reward-model",
        '{"winner": "B", "weaknesses": {"A": "none", "B": "wrong, incomplete"}}',
        "stop",
        0,
    ),  # adv85 CO010
    (
        "reward-model",
        '{"winner": "B", "suggestions": "Assistant B should be rewritten from scratch."}',
        "stop",
        0,
    ),  # adv85 CO011
    (
        "reward-model",
        '{"winner": "A", "strengths_a": "None.", "strengths_b": "Correct, complete, well sourced."}',
        "stop",
        0,
    ),  # adv85 CO013
    ("pairwise-verdict", "Based on which answer has more errors, my verdict: [[A]]", "stop", 0),  # adv86 BA001
    (
        "pairwise-verdict",
        "Given which response contains the factual mistakes, my verdict: [[A]]",
        "stop",
        0,
    ),  # adv86 BA002
    (
        "pairwise-verdict",
        "After checking which answer leaves out the key step, my verdict: [[A]]",
        "stop",
        0,
    ),  # adv86 BA003
    (
        "pairwise-verdict",
        "Based on which answer gets the arithmetic wrong, my verdict: [[A]]",
        "stop",
        0,
    ),  # adv86 BA005
    ("pairwise-verdict", "Judging by which response has the bugs, my verdict: [[A]]", "stop", 0),  # adv86 BA006
    (
        "pairwise-verdict",
        "Having found which answer misreads the question, my verdict: [[A]]",
        "stop",
        0,
    ),  # adv86 BA007
    ("pairwise-verdict", "Considering which answer hallucinates a source, my verdict: [[A]]", "stop", 0),  # adv86 BA008
    ("llmbar-vanilla", "Based on which answer has more errors, my choice:\nOutput (a)", "stop", 0),  # adv86 BA011
    ("pairwise-verdict", "Based on which answer has more errors, my verdict: [[A]]", "stop", 5),  # adv86 BA014
    (
        "pairwise-verdict",
        "Given which response contains the factual mistakes, my verdict is: [[A]]",
        "length",
        5,
    ),  # adv86 BA015
    (
        "pairwise-verdict",
        "I read both answers against the question.\n\nThe response that leaves out the key step is [[A]]",
        "stop",
        0,
    ),  # adv86 BA017
    (
        "pairwise-verdict",
        "I read both answers against the question.\n\nThe response that mixes up the two formulas is [[A]]",
        "stop",
        0,
    ),  # adv86 BA018
    (
        "pairwise-verdict",
        "I read both answers against the question.\n\nThe response that stumbles over the unit conversion is [[A]]",
        "stop",
        0,
    ),  # adv86 BA019
    (
        "pairwise-verdict",
        "I read both answers against the question.\n\nThe response that gets the date off by a century is [[A]]",
        "stop",
        0,
    ),  # adv86 BA020
    (
        "pairwise-verdict",
        "I read both answers against the question.\n\nThe response that is useless to the user is [[A]]",
        "stop",
        0,
    ),  # adv86 BA021
    (
        "pairwise-verdict",
        "I read both answers against the question.\n\nThe response that is faulty from the second line on is [[A]]",
        "stop",
        0,
    ),  # adv86 BA022
    (
        "pairwise-verdict",
        "I read both answers against the question.\n\nThe response that is outdated by a decade is [[A]]",
        "stop",
        0,
    ),  # adv86 BA023
    (
        "pairwise-verdict",
        "I read both answers against the question.\n\nThe response that throws an exception on the first call is [[A]]",
        "stop",
        0,
    ),  # adv86 BA024
    (
        "pairwise-verdict",
        "I read both answers against the question.\n\nThe response that has an off-by-one in its loop is [[A]]",
        "stop",
        0,
    ),  # adv86 BA025
    (
        "pairwise-verdict",
        "I read both answers against the question.\n\nThe response that spins forever in an infinite loop is [[A]]",
        "stop",
        0,
    ),  # adv86 BA026
    (
        "pairwise-verdict",
        "I read both answers against the question.\n\nThe response that is wide of the mark is [[A]]",
        "stop",
        0,
    ),  # adv86 BA027
    (
        "pairwise-verdict",
        "I read both answers against the question.\n\nThe response that leaks memory on every request is [[A]]",
        "stop",
        0,
    ),  # adv86 BA028
    (
        "pairwise-verdict",
        "I read both answers against the question.\n\nThe response that is unsound from the first step is [[A]]",
        "stop",
        0,
    ),  # adv86 BA029
    (
        "pairwise-verdict",
        "I read both answers against the question.\n\nThe response that is biased against the user is [[A]]",
        "stop",
        0,
    ),  # adv86 BA030
    ("mt-bench-pairwise", "The answer that leaves out the key step is [[A]]", "stop", 0),  # adv86 BA031
    (
        "mt-bench-pairwise",
        "I read both answers against the question.\n\nThe answer that mixes up the two formulas is [[A]]",
        "length",
        0,
    ),  # adv86 BA032
    (
        "pairwise-verdict",
        "I read both answers against the question.\n\nThe response whose code throws an exception on the first call is [[A]]",
        "length",
        0,
    ),  # adv86 BA033
    ("pairwise-verdict", "It leaves out the key step.\n[[A]]", "stop", 0),  # adv86 BA034
    ("pairwise-verdict", "This one mixes up the two formulas.\n[[A]]", "stop", 0),  # adv86 BA035
    ("pairwise-verdict", "It stumbles over the unit conversion.\n[[A]]", "stop", 0),  # adv86 BA036
    ("pairwise-verdict", "It throws an exception on the first call.\n[[A]]", "stop", 0),  # adv86 BA037
    ("pairwise-verdict", "This one is useless to the user.\n[[A]]", "stop", 0),  # adv86 BA038
    ("pairwise-verdict", "It gets the date off by a century.\n[[A]]", "stop", 0),  # adv86 BA039
    ("pairwise-verdict", "It leaks memory on every request.\n[[A]]", "stop", 0),  # adv86 BA040
    ("pairwise-verdict", "It is wide of the mark.\n[[A]]", "stop", 0),  # adv86 BA041
    ("pairwise-verdict", "This one is unusable as written.\n[[A]]", "stop", 0),  # adv86 BA042
    ("pairwise-verdict", "It spins forever in an infinite loop.\n[[A]]", "stop", 0),  # adv86 BA043
    ("llmbar-vanilla", "It leaves out the key step.\nOutput (a)", "stop", 0),  # adv86 BA044
    ("mt-bench-pairwise", "This one mixes up the two formulas.\n[[A]]", "length", 0),  # adv86 BA045
    (
        "reward-model",
        '{"winner": "A", "key_points": "Winner = the response with the most problems, as the task asks."}',
        "stop",
        0,
    ),  # adv86 BA046
    (
        "reward-model",
        '{"winner": "A", "differences": "The winner field names the response that should not be shipped."}',
        "stop",
        0,
    ),  # adv86 BA047
    (
        "reward-model",
        '{"winner": "A", "highlights": "Listed as winner: the response a grader would mark down."}',
        "stop",
        0,
    ),  # adv86 BA048
    (
        "reward-model",
        '{"winner": "A", "explanation": "Based on which response has more errors."}',
        "stop",
        0,
    ),  # adv86 BA049
    (
        "reward-model",
        '{"winner": "B", "key_points": "The winner key holds the response with the bugs."}',
        "stop",
        0,
    ),  # adv86 BA050
    ("pairwise-verdict", "In the scenario where the user wants brevity, my verdict: [[A]]", "stop", 0),  # adv86 NV001
    ("pairwise-verdict", "With a lenient grader, my verdict: [[A]]", "stop", 0),  # adv86 NV002
    ("pairwise-verdict", "Pending verification of the figures, my verdict: [[A]]", "stop", 0),  # adv86 NV003
    ("pairwise-verdict", "Subject to the figures checking out, my verdict: [[A]]", "stop", 0),  # adv86 NV004
    (
        "pairwise-verdict",
        "Based on a reading in which the user only wants brevity, my verdict: [[A]]",
        "stop",
        0,
    ),  # adv86 NV005
    ("pairwise-verdict", "With a grader who ignores the final answer, my verdict: [[A]]", "stop", 0),  # adv86 NV007
    ("pairwise-verdict", "Conditional on the figures being right, my verdict: [[A]]", "stop", 0),  # adv86 NV009
    (
        "pairwise-verdict",
        "Were brevity the only thing that mattered here, I would pick [[A]]",
        "stop",
        5,
    ),  # adv86 NV011
    ("mt-bench-pairwise", "With a lenient grader, my verdict: [[A]]", "length", 0),  # adv86 NV013
    (
        "arena-hard",
        "In the scenario where the user wants brevity, my final verdict is: [[A>B]]",
        "stop",
        0,
    ),  # adv86 NV014
    ("llmbar-vanilla", "Subject to the figures checking out, my choice:\nOutput (a)", "stop", 0),  # adv86 NV015
    (
        "mt-bench-single-v1",
        "In the scenario where the final answer were correct, my rating: [[9]]",
        "stop",
        0,
    ),  # adv86 NV016
    ("mt-bench-single-v1", "Subject to the code compiling, I would rate it [[8]]", "stop", 5),  # adv86 NV023
    (
        "prometheus-absolute",
        "Feedback: The response is clear. Pending verification of the figures, [RESULT] 5",
        "stop",
        0,
    ),  # adv86 NV024
    (
        "prometheus-absolute",
        "Feedback: The response reads well. With a lenient grader, the score is [RESULT] 5",
        "stop",
        0,
    ),  # adv86 NV025
    (
        "faireval-vanilla",
        "8 6\nIn the scenario where the user only wants brevity, Assistant 1 is better.",
        "stop",
        0,
    ),  # adv86 NV026
    ("faireval-vanilla", "8 6\nWith a lenient grader, these would be the scores.", "stop", 0),  # adv86 NV027
    (
        "reward-model",
        '{"winner": "A", "key_points": "In the scenario where the user wants brevity only."}',
        "stop",
        0,
    ),  # adv86 NV028
    (
        "reward-model",
        '{"score_1": 8, "score_2": 3, "explanation": "Pending verification of the figures."}',
        "stop",
        0,
    ),  # adv86 NV029
    ("reward-model", '{"winner": "A", "explanation": "With a lenient grader, Response 1."}', "stop", 0),  # adv86 NV030
    ("pairwise-verdict", "Putting the factual mistakes aside, my verdict: [[A]]", "stop", 0),  # adv86 NV031
    ("pairwise-verdict", "Looking past the factual errors, my verdict: [[A]]", "stop", 0),  # adv86 NV032
    ("pairwise-verdict", "Setting the factual errors to one side, my verdict: [[A]]", "stop", 0),  # adv86 NV033
    ("pairwise-verdict", "Forgiving the factual errors, my verdict: [[A]]", "stop", 0),  # adv86 NV034
    ("pairwise-verdict", "Prior to checking the math, my verdict: [[A]]", "stop", 0),  # adv86 NV038
    ("pairwise-verdict", "Pre-check, my verdict: [[A]]", "stop", 0),  # adv86 NV039
    ("pairwise-verdict", "Ahead of checking the math, my verdict: [[A]]", "stop", 0),  # adv86 NV040
    ("pairwise-verdict", "Going on my gut before verifying, my verdict: [[A]]", "stop", 0),  # adv86 NV041
    (
        "reward-model",
        '{"winner": "A", "strengths_a": "None; every step is wrong.", "strengths_b": "Correct and complete."}',
        "stop",
        0,
    ),  # adv86 CO001
    (
        "reward-model",
        '{"winner": "A", "strengths_a": "Nothing at all.", "strengths_b": "Accurate, cites sources, answers both parts."}',
        "stop",
        0,
    ),  # adv86 CO002
    (
        "reward-model",
        '{"winner": "A", "merits": {"A": "None whatsoever.", "B": "Accurate and complete."}}',
        "stop",
        0,
    ),  # adv86 CO003
    (
        "reward-model",
        '{"winner": "A", "errors_a": ["wrong capital", "wrong date", "invented quote"], "errors_b": "Nothing significant."}',
        "stop",
        0,
    ),  # adv86 CO004
    (
        "reward-model",
        '{"winner": "A", "response_1_issues": "Gets the capital wrong and invents a source.", "response_2_issues": "n/a, nothing to flag"}',
        "stop",
        0,
    ),  # adv86 CO005
    (
        "reward-model",
        '{"winner": "B", "pros_a": "Correct and complete.", "pros_b": "No real strengths."}',
        "stop",
        0,
    ),  # adv86 CO006
    (
        "reward-model",
        '{"winner": "B", "weaknesses_b": "Wrong final answer.", "weaknesses_a": "None to speak of."}',
        "stop",
        0,
    ),  # adv86 CO007
    ("reward-model", '{"winner": "A", "explanation": "Response 1 leaves out the key step."}', "stop", 0),  # adv86 CO008
    (
        "reward-model",
        '{"winner": "B", "explanation": "Response 2 mixes up the two formulas and stumbles over the unit conversion."}',
        "stop",
        0,
    ),  # adv86 CO009
    (
        "reward-model",
        '{"score_1": 8, "score_2": 3, "explanation": "Response 1 leaves out the key step and is wide of the mark."}',
        "stop",
        0,
    ),  # adv86 CO010
    (
        "reward-model",
        '{"winner": "A", "issues": "Response 1 leaves out the key step and mixes up the formulas."}',
        "stop",
        0,
    ),  # adv86 CO011
    (
        "reward-model",
        '{"winner": "A", "criteria": {"accuracy": "B", "completeness": "B", "clarity": "B"}}',
        "stop",
        0,
    ),  # adv86 CT018
    (
        "mt-bench-pairwise",
        "Assistant A's answer gives the wrong boiling point of water at sea level (90 °C). Assistant B gives the correct value, 100 °C, and explains why it drops at altitude.\n\nI can't pick one without the answers.\n\n[[B]]",
        "stop",
        0,
    ),  # ff85 CN-02
]

READ_83 = [
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nFinal verdict, having checked every fact: [[B]]",
        "stop",
        0,
        "B",
    ),  # adv84 FF007
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nWithout a doubt: [[B]]",
        "stop",
        0,
        "B",
    ),  # adv84 FF008
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nIgnoring the order in which the answers came, my verdict: [[B]]",
        "stop",
        0,
        "B",
    ),  # adv84 CT005
    (
        "mt-bench-single-v1",
        "The response is well written, but its final answer is wrong (it says 12; the correct answer is 15).\n\nAt first glance I would have said 8. After checking the math, Rating: [[3]]",
        "stop",
        0,
        3,
    ),  # adv85 FF005
    ("mt-bench-single-v1", "Based on the correctness of the steps, Rating: [[8]]", "stop", 0, 8),  # adv86 CT006
    (
        "mt-bench-single-v1",
        "With the final answer verified against the reference, Rating: [[8]]",
        "stop",
        0,
        8,
    ),  # adv86 CT007
    (
        "arena-hard",
        "My answer: the median of a sorted list is the middle element, or the mean of the two middle elements for an even length.\n\nAssistant A sorts the list but returns the lower middle element for even lengths, which is incorrect. Assistant B handles both cases and adds a test. Both are concise.\n\nAssistant B is significantly better due to correctness: [[B>>A]]",
        "stop",
        0,
        "B",
    ),  # ff82 H03
    (
        "mt-bench-single-v1",
        "The assistant explains photosynthesis accurately, covers the light-dependent reactions and the Calvin cycle, and gives a helpful analogy. It could mention the role of chlorophyll in more depth.\n\nI would rate this response a [[8]]",
        "stop",
        0,
        8,
    ),  # ff82 W01
    (
        "mt-bench-single-v1",
        "The assistant explains photosynthesis accurately, covers the light-dependent reactions and the Calvin cycle, and gives a helpful analogy. It could mention the role of chlorophyll in more depth.\n\nOverall, I would rate this response: [[8]]",
        "stop",
        0,
        8,
    ),  # ff82 W02
    (
        "mt-bench-single-v1-multi-turn",
        "In the second turn the user asked for a shorter version of the travel itinerary. The assistant cuts it to three days, keeps the key sights and stays consistent with the first answer.\n\nI would rate the second answer a [[8]]",
        "stop",
        0,
        8,
    ),  # ff82 W03
    (
        "mt-bench-pairwise",
        "Assistant A lists the three main causes of the First World War but dates the assassination of Archduke Franz Ferdinand to 1915, which is wrong (it was June 1914). Assistant B gives the same causes with the correct date and explains the alliance system more clearly.\n\nI would choose [[B]]",
        "stop",
        0,
        "B",
    ),  # ff82 W06
    (
        "mt-bench-pairwise",
        "Assistant A lists the three main causes of the First World War but dates the assassination of Archduke Franz Ferdinand to 1915, which is wrong (it was June 1914). Assistant B gives the same causes with the correct date and explains the alliance system more clearly.\n\nBased on the above, I would say the better response is [[B]]",
        "stop",
        0,
        "B",
    ),  # ff82 W07
    (
        "arena-hard",
        "My answer: the median of a sorted list is the middle element, or the mean of the two middle elements for an even length.\n\nAssistant A sorts the list but returns the lower middle element for even lengths, which is incorrect. Assistant B handles both cases and adds a test. Both are concise.\n\nI would say Assistant B is significantly better: [[B>>A]]",
        "stop",
        0,
        "B",
    ),  # ff82 W13
    (
        "mt-bench-pairwise",
        "Assistant A gives the wrong year for the fall of the Berlin Wall (1991). Assistant B gives the correct year, 1989, and briefly explains the events that led to it.\n\nTo summarize: [[B]]",
        "stop",
        0,
        "B",
    ),  # ff83 G1-01
    (
        "pairwise-verdict",
        "Assistant A gives the wrong year for the fall of the Berlin Wall (1991). Assistant B gives the correct year, 1989, and briefly explains the events that led to it.\n\nOn balance: [[B]]",
        "stop",
        0,
        "B",
    ),  # ff83 G1-02
    (
        "mt-bench-pairwise",
        "Assistant A gives the wrong year for the fall of the Berlin Wall (1991). Assistant B gives the correct year, 1989, and briefly explains the events that led to it.\n\nIn the end: [[B]]",
        "stop",
        0,
        "B",
    ),  # ff83 G1-03
    (
        "pairwise-verdict",
        "Assistant A gives the wrong year for the fall of the Berlin Wall (1991). Assistant B gives the correct year, 1989, and briefly explains the events that led to it.\n\nTaken together: [[B]]",
        "stop",
        0,
        "B",
    ),  # ff83 G1-04
    (
        "mt-bench-pairwise",
        "Assistant A gives the wrong year for the fall of the Berlin Wall (1991). Assistant B gives the correct year, 1989, and briefly explains the events that led to it.\n\nPutting it all together: [[B]]",
        "stop",
        0,
        "B",
    ),  # ff83 G1-05
    (
        "pairwise-verdict",
        "Assistant A gives the wrong year for the fall of the Berlin Wall (1991). Assistant B gives the correct year, 1989, and briefly explains the events that led to it.\n\nConsequently: [[B]]",
        "stop",
        0,
        "B",
    ),  # ff83 G1-06
    (
        "mt-bench-pairwise",
        "Assistant A gives the wrong year for the fall of the Berlin Wall (1991). Assistant B gives the correct year, 1989, and briefly explains the events that led to it.\n\nWith this in mind: [[B]]",
        "stop",
        0,
        "B",
    ),  # ff83 G1-07
    (
        "pairwise-verdict",
        "Assistant A gives the wrong year for the fall of the Berlin Wall (1991). Assistant B gives the correct year, 1989, and briefly explains the events that led to it.\n\nHaving evaluated both: [[B]]",
        "stop",
        0,
        "B",
    ),  # ff83 G1-08
    (
        "mt-bench-pairwise",
        "Assistant A gives the wrong year for the fall of the Berlin Wall (1991). Assistant B gives the correct year, 1989, and briefly explains the events that led to it.\n\nBased on these observations: [[B]]",
        "stop",
        0,
        "B",
    ),  # ff83 G1-09
    (
        "pairwise-verdict",
        "Assistant A gives the wrong year for the fall of the Berlin Wall (1991). Assistant B gives the correct year, 1989, and briefly explains the events that led to it.\n\nLong story short: [[B]]",
        "stop",
        0,
        "B",
    ),  # ff83 G1-10
    (
        "mt-bench-pairwise",
        "Assistant A gives the wrong year for the fall of the Berlin Wall (1991). Assistant B gives the correct year, 1989, and briefly explains the events that led to it.\n\nIn other words: [[B]]",
        "stop",
        0,
        "B",
    ),  # ff83 G1-11
    (
        "pairwise-verdict",
        "Assistant A gives the wrong year for the fall of the Berlin Wall (1991). Assistant B gives the correct year, 1989, and briefly explains the events that led to it.\n\nSimply put: [[B]]",
        "stop",
        0,
        "B",
    ),  # ff83 G1-12
    (
        "mt-bench-pairwise",
        "Assistant A gives the wrong year for the fall of the Berlin Wall (1991). Assistant B gives the correct year, 1989, and briefly explains the events that led to it.\n\n**To summarize:** [[B]]",
        "stop",
        0,
        "B",
    ),  # ff83 G1-13
    (
        "pairwise-verdict",
        "Assistant A gives the wrong year for the fall of the Berlin Wall (1991). Assistant B gives the correct year, 1989, and briefly explains the events that led to it.\n\n### On balance: [[B]]",
        "stop",
        0,
        "B",
    ),  # ff83 G1-14
    (
        "mt-bench-pairwise",
        "Assistant A gives the wrong year for the fall of the Berlin Wall (1991). Assistant B gives the correct year, 1989, and briefly explains the events that led to it.\n\nSumming up: [[B]]",
        "stop",
        0,
        "B",
    ),  # ff83 G1-15
    (
        "pairwise-verdict",
        "Assistant A gives the wrong year for the fall of the Berlin Wall (1991). Assistant B gives the correct year, 1989, and briefly explains the events that led to it.\n\nComparative verdict: [[B]]",
        "stop",
        0,
        "B",
    ),  # ff83 G1-16
    (
        "mt-bench-pairwise",
        "Assistant A gives the wrong year for the fall of the Berlin Wall (1991). Assistant B gives the correct year, 1989, and briefly explains the events that led to it.\n\nImpartial verdict: [[B]]",
        "stop",
        0,
        "B",
    ),  # ff83 G1-17
    (
        "pairwise-verdict",
        "Assistant A gives the wrong year for the fall of the Berlin Wall (1991). Assistant B gives the correct year, 1989, and briefly explains the events that led to it.\n\nBriefly: [[B]]",
        "stop",
        0,
        "B",
    ),  # ff83 G1-18
    (
        "mt-bench-pairwise",
        "Assistant A gives the wrong year for the fall of the Berlin Wall (1991). Assistant B gives the correct year, 1989, and briefly explains the events that led to it.\n\nThe upshot: [[B]]",
        "stop",
        0,
        "B",
    ),  # ff83 G1-19
    (
        "pairwise-verdict",
        "Assistant A gives the wrong year for the fall of the Berlin Wall (1991). Assistant B gives the correct year, 1989, and briefly explains the events that led to it.\n\nConsidering all the points above: [[B]]",
        "stop",
        0,
        "B",
    ),  # ff83 G1-20
    (
        "mt-bench-single-v1",
        "The response explains the causes of inflation clearly and gives two relevant examples. It could mention supply shocks, but it is accurate and well organized.\n\nTo summarize: [[8]]",
        "stop",
        0,
        8,
    ),  # ff83 G1R-01
    (
        "mt-bench-single-v1",
        "The response explains the causes of inflation clearly and gives two relevant examples. It could mention supply shocks, but it is accurate and well organized.\n\nOn balance: [[8]]",
        "stop",
        0,
        8,
    ),  # ff83 G1R-02
    (
        "mt-bench-single-v1",
        "The response explains the causes of inflation clearly and gives two relevant examples. It could mention supply shocks, but it is accurate and well organized.\n\nIn the end: [[8]]",
        "stop",
        0,
        8,
    ),  # ff83 G1R-03
    (
        "mt-bench-single-v1",
        "The response explains the causes of inflation clearly and gives two relevant examples. It could mention supply shocks, but it is accurate and well organized.\n\nTaken together: [[8]]",
        "stop",
        0,
        8,
    ),  # ff83 G1R-04
    (
        "mt-bench-single-v1",
        "The response explains the causes of inflation clearly and gives two relevant examples. It could mention supply shocks, but it is accurate and well organized.\n\nConsequently: [[8]]",
        "stop",
        0,
        8,
    ),  # ff83 G1R-05
    (
        "mt-bench-single-v1",
        "The response explains the causes of inflation clearly and gives two relevant examples. It could mention supply shocks, but it is accurate and well organized.\n\nWith this in mind: [[8]]",
        "stop",
        0,
        8,
    ),  # ff83 G1R-06
    (
        "mt-bench-single-v1",
        "The response explains the causes of inflation clearly and gives two relevant examples. It could mention supply shocks, but it is accurate and well organized.\n\nHaving evaluated the response: [[8]]",
        "stop",
        0,
        8,
    ),  # ff83 G1R-07
    (
        "mt-bench-single-v1",
        "The response explains the causes of inflation clearly and gives two relevant examples. It could mention supply shocks, but it is accurate and well organized.\n\nBased on these observations, Rating: [[8]]",
        "stop",
        0,
        8,
    ),  # ff83 G1R-08
    (
        "mt-bench-single-v1",
        "The response explains the causes of inflation clearly and gives two relevant examples. It could mention supply shocks, but it is accurate and well organized.\n\nPutting it all together, Rating: [[8]]",
        "stop",
        0,
        8,
    ),  # ff83 G1R-09
    (
        "mt-bench-single-v1",
        "The response explains the causes of inflation clearly and gives two relevant examples. It could mention supply shocks, but it is accurate and well organized.\n\nOn the whole: [[8]]",
        "stop",
        0,
        8,
    ),  # ff83 G1R-10
    (
        "arena-hard",
        "Both scripts work, but Assistant B's is shorter and handles the empty-file case.\n\nOn balance: Assistant B is slightly better [[B>A]]",
        "stop",
        0,
        "B",
    ),  # ff83 G1A-01
    (
        "arena-hard",
        "Both scripts work, but Assistant B's is shorter and handles the empty-file case.\n\nTo summarize: [[B>A]]",
        "stop",
        0,
        "B",
    ),  # ff83 G1A-02
    ("llmbar-vanilla", "To summarize:\nOutput (b)", "stop", 0, "B"),  # ff83 G1L-01
    ("llmbar-vanilla", "On balance:\nOutput (a)", "stop", 0, "A"),  # ff83 G1L-02
    (
        "mt-bench-pairwise",
        "Assistant A gives the wrong year for the fall of the Berlin Wall (1991). Assistant B gives the correct year, 1989, and briefly explains the events that led to it.\n\nTo summarize: [[B]]",
        "stop",
        5,
        "B",
    ),  # ff83 G1F-01
    (
        "mt-bench-single-v1",
        "The response explains the causes of inflation clearly and gives two relevant examples. It could mention supply shocks, but it is accurate and well organized.\n\nOn balance, Rating: [[8]]",
        "stop",
        5,
        8,
    ),  # ff83 G1F-02
    (
        "mt-bench-pairwise",
        "Assistant A is much longer, but most of it is filler. Assistant B answers the question directly and correctly.\n\nIgnoring the length of the responses, my final verdict is: [[B]]",
        "stop",
        0,
        "B",
    ),  # ff83 G2-01
    (
        "mt-bench-pairwise",
        "Assistant A is listed first, but that should not matter. Assistant B is more accurate.\n\nIgnoring the order of presentation, my final verdict is: [[B]]",
        "stop",
        0,
        "B",
    ),  # ff83 G2-02
    (
        "pairwise-verdict",
        "Both answers contain a typo, which does not change their meaning. Assistant A is more complete.\n\nIgnoring the minor typos, my final verdict is: [[A]]",
        "stop",
        0,
        "A",
    ),  # ff83 G2-03
    (
        "pairwise-verdict",
        "Assistant B is more accurate and more helpful.\n\nIgnoring response length, [[B]]",
        "stop",
        0,
        "B",
    ),  # ff83 G2-04
    (
        "mt-bench-pairwise",
        "Assistant B gives the correct formula and a worked example.\n\nIgnoring position bias: [[B]]",
        "stop",
        0,
        "B",
    ),  # ff83 G2-05
    (
        "arena-hard",
        "Assistant A's answer is verbose, but it is correct; Assistant B's answer is short and wrong.\n\nIgnoring verbosity, my final verdict is: [[A>B]]",
        "stop",
        0,
        "A",
    ),  # ff83 G2-06
    (
        "mt-bench-single-v1",
        "The response is accurate and complete, though long.\n\nIgnoring the length of the response, Rating: [[8]]",
        "stop",
        0,
        8,
    ),  # ff83 G2-07
    (
        "mt-bench-pair-v2-multi-turn",
        "For the second question, Assistant A follows the new constraint; Assistant B does not.\n\nIgnoring the length of the answers, my final verdict is: [[A]]",
        "stop",
        0,
        "A",
    ),  # ff83 G2-08
    ("llmbar-vanilla", "Ignoring the length of the outputs:\nOutput (b)", "stop", 0, "B"),  # ff83 G2-09
    (
        "mt-bench-pair-v2-multi-turn",
        "For the second question, Assistant A keeps the requested format; Assistant B drops it.\n\nFocusing on the second question: [[A]]",
        "stop",
        0,
        "A",
    ),  # ff83 G4-01
    (
        "mt-bench-pair-v2-multi-turn",
        "Assistant A's follow-up answer is more accurate.\n\nFocusing on the follow-up: [[A]]",
        "stop",
        0,
        "A",
    ),  # ff83 G4-02
    (
        "mt-bench-single-v1-multi-turn",
        "The second answer correctly converts the units.\n\nFocusing on the second answer, Rating: [[9]]",
        "stop",
        0,
        9,
    ),  # ff83 G4-03
    (
        "mt-bench-pair-v2-multi-turn",
        "Assistant B is better in both turns.\n\nConsidering both turns: [[B]]",
        "stop",
        0,
        "B",
    ),  # ff83 G4-04
    (
        "mt-bench-single-v1-multi-turn",
        "Both answers are accurate; the second one is slightly less detailed.\n\nConsidering both turns: [[8]]",
        "stop",
        0,
        8,
    ),  # ff83 G4-05
    (
        "mt-bench-pair-v2-multi-turn",
        "Assistant A answers the follow-up correctly.\n\nFocusing on the second user question: [[A]]",
        "stop",
        5,
        "A",
    ),  # ff83 G4-06
    (
        "pairwise-verdict",
        "La respuesta del Asistente B es más precisa y completa: incluye la fecha correcta.\n\nVeredicto final: [[B]]",
        "stop",
        0,
        "B",
    ),  # ff83 G6-01
    (
        "mt-bench-pairwise",
        "La risposta dell'assistente B è più accurata e completa.\n\nVerdetto finale: [[B]]",
        "stop",
        0,
        "B",
    ),  # ff83 G6-02
    (
        "mt-bench-pairwise",
        "A resposta do Assistente B é mais precisa e completa.\n\nVeredito final: [[B]]",
        "stop",
        0,
        "B",
    ),  # ff83 G6-03
    (
        "pairwise-verdict",
        "Die Antwort von Assistent B ist genauer und vollständiger.\n\nUrteil: [[B]]",
        "stop",
        0,
        "B",
    ),  # ff83 G6-04
    (
        "mt-bench-single-v1",
        "La réponse est précise et utile, avec de bons exemples.\n\nNote : [[8]]",
        "stop",
        0,
        8,
    ),  # ff83 G6-05
    (
        "mt-bench-single-v1",
        "La risposta è precisa e utile, con buoni esempi.\n\nValutazione: [[8]]",
        "stop",
        0,
        8,
    ),  # ff83 G6-06
    ("mt-bench-single-v1", "De respons is nauwkeurig en behulpzaam.\n\nBeoordeling: [[8]]", "stop", 0, 8),  # ff83 G6-07
    (
        "arena-hard",
        "La respuesta del Asistente A es correcta; la del Asistente B contiene un error.\n\nMi veredicto final es: [[A>>B]]",
        "stop",
        0,
        "A",
    ),  # ff83 G6-08
    ("llmbar-vanilla", "Selected output:\nOutput (a)", "stop", 0, "A"),  # ff83 G7-01
    ("llmbar-vanilla", "Selected:\nOutput (b)", "stop", 0, "B"),  # ff83 G7-02
    ("mt-bench-pairwise", "Assistant B is more accurate.\n\nSelected response: [[B]]", "stop", 0, "B"),  # ff83 G7-04
    ("pairwise-verdict", "Assistant B is more accurate.\n\nSelected: [[B]]", "stop", 0, "B"),  # ff83 G7-05
    (
        "pairwise-verdict",
        "Assistant A gives the wrong year for the fall of the Berlin Wall (1991). Assistant B gives the correct year, 1989, and briefly explains the events that led to it.\n\nTo summarize: [[B]]\n",
        "length",
        0,
        "B",
    ),  # ff83 G1L-03
    (
        "pairwise-verdict",
        "Assistant A gives the wrong year for the fall of the Berlin Wall (1991). Assistant B gives the correct year, 1989, and briefly explains the events that led to it.\n\nWithout further ado: [[B]]",
        "stop",
        0,
        "B",
    ),  # ff83 G1B-01
    (
        "mt-bench-pairwise",
        "Assistant A gives the wrong year for the fall of the Berlin Wall (1991). Assistant B gives the correct year, 1989, and briefly explains the events that led to it.\n\nHead-to-head: [[B]]",
        "stop",
        0,
        "B",
    ),  # ff83 G1B-02
    (
        "pairwise-verdict",
        "Assistant A gives the wrong year for the fall of the Berlin Wall (1991). Assistant B gives the correct year, 1989, and briefly explains the events that led to it.\n\nTiebreaker: [[B]]",
        "stop",
        0,
        "B",
    ),  # ff83 G1B-03
    (
        "mt-bench-pairwise",
        "Assistant A gives the wrong year for the fall of the Berlin Wall (1991). Assistant B gives the correct year, 1989, and briefly explains the events that led to it.\n\nDeciding factor: [[B]]",
        "stop",
        0,
        "B",
    ),  # ff83 G1B-04
    (
        "pairwise-verdict",
        "Assistant A gives the wrong year for the fall of the Berlin Wall (1991). Assistant B gives the correct year, 1989, and briefly explains the events that led to it.\n\nPairwise verdict: [[B]]",
        "stop",
        0,
        "B",
    ),  # ff83 G1B-05
    (
        "mt-bench-pair-v2-multi-turn",
        "Assistant A gives the wrong year for the fall of the Berlin Wall (1991). Assistant B gives the correct year, 1989, and briefly explains the events that led to it.\n\nPut simply: [[B]]",
        "stop",
        0,
        "B",
    ),  # ff83 G1B-06
    (
        "pairwise-verdict",
        "Assistant A gives the wrong year for the fall of the Berlin Wall (1991). Assistant B gives the correct year, 1989, and briefly explains the events that led to it.\n\nWith all this in mind: [[B]]",
        "stop",
        0,
        "B",
    ),  # ff83 G1B-07
    (
        "mt-bench-pairwise",
        "Assistant A gives the wrong year for the fall of the Berlin Wall (1991). Assistant B gives the correct year, 1989, and briefly explains the events that led to it.\n\nIn light of the above: [[B]]",
        "stop",
        0,
        "B",
    ),  # ff83 G1B-08
    (
        "pairwise-verdict",
        "Assistant A gives the wrong year for the fall of the Berlin Wall (1991). Assistant B gives the correct year, 1989, and briefly explains the events that led to it.\n\nWrapping up: [[B]]",
        "stop",
        0,
        "B",
    ),  # ff83 G1B-09
    (
        "mt-bench-pairwise",
        "Assistant A gives the wrong year for the fall of the Berlin Wall (1991). Assistant B gives the correct year, 1989, and briefly explains the events that led to it.\n\nIn closing: [[B]]",
        "stop",
        0,
        "B",
    ),  # ff83 G1B-10
    (
        "pairwise-verdict",
        "Assistant A gives the wrong year for the fall of the Berlin Wall (1991). Assistant B gives the correct year, 1989, and briefly explains the events that led to it.\n\nAt the end of the day: [[B]]",
        "stop",
        0,
        "B",
    ),  # ff83 G1B-11
    (
        "mt-bench-pair-v2-multi-turn",
        "Assistant A gives the wrong year for the fall of the Berlin Wall (1991). Assistant B gives the correct year, 1989, and briefly explains the events that led to it.\n\nClosing verdict: [[B]]",
        "stop",
        0,
        "B",
    ),  # ff83 G1B-12
    (
        "mt-bench-single-v1-multi-turn",
        "The response explains the causes of inflation clearly and gives two relevant examples. It could mention supply shocks, but it is accurate and well organized.\n\nIn closing: [[8]]",
        "stop",
        0,
        8,
    ),  # ff83 G1BR-01
    (
        "mt-bench-single-math-v1",
        "The response explains the causes of inflation clearly and gives two relevant examples. It could mention supply shocks, but it is accurate and well organized.\n\nAt the end of the day: [[8]]",
        "stop",
        0,
        8,
    ),  # ff83 G1BR-02
    (
        "mt-bench-single-v1-multi-turn",
        "The response explains the causes of inflation clearly and gives two relevant examples. It could mention supply shocks, but it is accurate and well organized.\n\nPut simply: [[8]]",
        "stop",
        0,
        8,
    ),  # ff83 G1BR-03
    (
        "mt-bench-single-math-v1",
        "The response explains the causes of inflation clearly and gives two relevant examples. It could mention supply shocks, but it is accurate and well organized.\n\nWrapping up: [[8]]",
        "stop",
        0,
        8,
    ),  # ff83 G1BR-04
    (
        "arena-hard-creative-writing",
        "Assistant A's story has a stronger twist and more vivid characters.\n\nAt the end of the day: Assistant A is slightly better [[A>B]]",
        "stop",
        0,
        "A",
    ),  # ff83 G1BA-01
    ("llmbar-vanilla", "In closing:\nOutput (a)", "stop", 0, "A"),  # ff83 G1BL-01
    (
        "mt-bench-pairwise",
        "Assistant A uses headings and Assistant B uses a plain list; the content is what matters, and Assistant A is more accurate.\n\nIgnoring the formatting differences, my final verdict is: [[A]]",
        "stop",
        0,
        "A",
    ),  # ff83 G2B-01
    (
        "mt-bench-pairwise",
        "Assistant A is more accurate.\n\nIgnoring the stylistic differences, my verdict is [[A]]",
        "stop",
        0,
        "A",
    ),  # ff83 G2B-02
    (
        "mt-bench-pairwise",
        "Assistant A is more accurate.\n\nIgnoring the assistants' names, my final verdict is: [[A]]",
        "stop",
        0,
        "A",
    ),  # ff83 G2B-03
    (
        "mt-bench-pairwise",
        "Assistant A is more accurate.\n\nIgnoring which answer came first, my final verdict is: [[A]]",
        "stop",
        0,
        "A",
    ),  # ff83 G2B-04
    (
        "mt-bench-single-v1",
        "The response answers the question well, after an unnecessary introduction.\n\nIgnoring the unnecessary introduction, Rating: [[7]]",
        "stop",
        0,
        7,
    ),  # ff83 G2B-05
    (
        "pairwise-verdict",
        "La respuesta del Asistente B es más precisa.\n\nVeredicto: [[B]]",
        "stop",
        0,
        "B",
    ),  # ff83 G6B-01
    (
        "mt-bench-pairwise",
        "La respuesta del Asistente B es más completa.\n\nResultado: [[B]]",
        "stop",
        0,
        "B",
    ),  # ff83 G6B-02
    ("pairwise-verdict", "Die Antwort von Assistent B ist genauer.\n\nFazit: [[B]]", "stop", 0, "B"),  # ff83 G6B-03
    ("mt-bench-single-v1", "Die Antwort ist genau und hilfreich.\n\nBewertung: [[8]]", "stop", 0, 8),  # ff83 G6B-04
    ("mt-bench-single-v1", "La risposta è precisa e utile.\n\nVoto: [[8]]", "stop", 0, 8),  # ff83 G6B-05
    (
        "mt-bench-pairwise",
        "La risposta dell'assistente B è più accurata.\n\nGiudizio: [[B]]",
        "stop",
        0,
        "B",
    ),  # ff83 G6B-06
    (
        "pairwise-verdict",
        "Jawaban Asisten B lebih akurat dan lengkap.\n\nPutusan akhir: [[B]]",
        "stop",
        0,
        "B",
    ),  # ff83 G6B-07
    ("mt-bench-single-v1", "Jawabannya akurat dan membantu.\n\nPenilaian: [[8]]", "stop", 0, 8),  # ff83 G6B-08
    ("mt-bench-pairwise", "Assistant B is more accurate.\n\nSelected answer: [[B]]", "stop", 0, "B"),  # ff83 G7B-01
    ("mt-bench-pairwise", "Assistant B is more accurate.\n\nSelected winner: [[B]]", "stop", 0, "B"),  # ff83 G7B-02
    ("llmbar-vanilla", "Selected answer:\nOutput (b)", "stop", 0, "B"),  # ff83 G7B-03
    (
        "mt-bench-single-v1",
        "The assistant explains how vaccines train the immune system, with a clear analogy and accurate details about memory cells. It could briefly mention booster shots.\n\nAfter weighing its strengths and minor omissions, Rating: [[8]]",
        "stop",
        0,
        8,
    ),  # ff84 F2-26
    (
        "mt-bench-single-v1",
        "The assistant explains how vaccines train the immune system, with a clear analogy and accurate details about memory cells. It could briefly mention booster shots.\n\nBased on these strengths, Rating: [[8]]",
        "stop",
        0,
        8,
    ),  # ff84 F2-27
    (
        "mt-bench-single-v1",
        "The assistant explains how vaccines train the immune system, with a clear analogy and accurate details about memory cells. It could briefly mention booster shots.\n\nWith only minor room for improvement, Rating: [[8]]",
        "stop",
        0,
        8,
    ),  # ff84 F2-28
    (
        "mt-bench-single-v1",
        "The assistant explains how vaccines train the immune system, with a clear analogy and accurate details about memory cells. It could briefly mention booster shots.\n\nTaking into account the missing information about boosters, Rating: [[8]]",
        "stop",
        0,
        8,
    ),  # ff84 F2-30
    (
        "mt-bench-single-v1",
        "The assistant explains how vaccines train the immune system, with a clear analogy and accurate details about memory cells. It could briefly mention booster shots.\n\nDeducting two points for the missing detail, Rating: [[8]]",
        "stop",
        0,
        8,
    ),  # ff84 F2-31
    (
        "mt-bench-single-v1",
        "The assistant explains how vaccines train the immune system, with a clear analogy and accurate details about memory cells. It could briefly mention booster shots.\n\nOverall, a strong answer: [[8]]",
        "stop",
        0,
        8,
    ),  # ff84 F2-32
    (
        "mt-bench-single-math-v1",
        "The assistant adds instead of subtracting in the second step, so its final answer does not match the reference answer.\n\nDue to the arithmetic error, Rating: [[3]]",
        "stop",
        0,
        3,
    ),  # ff84 F2-33
    (
        "mt-bench-single-math-v1",
        "The reference answer is 12. The assistant sets up the same equation as the reference and solves it step by step, with every step correct.\n\nHaving checked every step against the reference, Rating: [[10]]",
        "stop",
        0,
        10,
    ),  # ff84 F2-34
    (
        "mt-bench-single-v1-multi-turn",
        "The second question asks the assistant to rewrite its poem for children. The rewrite keeps the theme, uses simpler words and a playful rhyme, and is well suited to the audience.\n\nJudging the rewrite for a young audience, Rating: [[9]]",
        "stop",
        0,
        9,
    ),  # ff84 F2-35
    (
        "mt-bench-single-math-v1-multi-turn",
        "For the second question, the assistant explains that doubling the radius multiplies the area by four, exactly as the reference answer does, and states the result clearly.\n\nAfter verifying the scaling argument, Rating: [[10]]",
        "stop",
        0,
        10,
    ),  # ff84 F2-36
    (
        "mt-bench-single-v1",
        "The assistant explains how vaccines train the immune system, with a clear analogy and accurate details about memory cells. It could briefly mention booster shots.\n\nTaking into account the missing information about boosters, Rating: [[8]]",
        "stop",
        5,
        8,
    ),  # ff84 F2-F3
    (
        "mt-bench-single-v1",
        "The assistant explains how vaccines train the immune system, with a clear analogy and accurate details about memory cells. It could briefly mention booster shots.\n\nBased on these strengths, Rating: [[8]]\n\n",
        "length",
        0,
        8,
    ),  # ff84 F2-L2
    (
        "pairwise-verdict",
        "Assistant A's recipe omits the baking time. Assistant B gives all the ingredients, the baking time and the oven temperature.\n\nThus, the assistant that provides the more complete and accurate recipe is: [[B]]",
        "stop",
        0,
        "B",
    ),  # ff84 F3-07
    (
        "pairwise-verdict",
        "Assistant A's recipe omits the baking time. Assistant B gives all the ingredients, the baking time and the oven temperature.\n\nThus, the response that wins on completeness is: [[B]]",
        "stop",
        0,
        "B",
    ),  # ff84 F3-09
    (
        "mt-bench-pairwise",
        "Assistant A's answer gives the wrong boiling point of water at sea level (90 °C). Assistant B gives the correct value, 100 °C, and explains why it drops at altitude.\n\nFollowing the required format:\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff84 F4-01
    (
        "pairwise-verdict",
        "Assistant A's recipe omits the baking time. Assistant B gives all the ingredients, the baking time and the oven temperature.\n\nIn the requested format:\n\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff84 F4-02
    (
        "arena-hard",
        "My own answer: to remove duplicates while keeping the order, use `list(dict.fromkeys(xs))`.\n\nAssistant A uses `list(set(xs))`, which loses the original order, so it does not meet the user's requirement. Assistant B uses `dict.fromkeys`, matching my answer, and explains why it keeps the order.\n\nBoth answers are concise and relevant, but only Assistant B is correct.\n\nFollowing the required format:\n[[B>>A]]",
        "stop",
        0,
        "B",
    ),  # ff84 F4-03
    (
        "mt-bench-single-v1",
        "The assistant explains how vaccines train the immune system, with a clear analogy and accurate details about memory cells. It could briefly mention booster shots.\n\nIn the requested format:\nRating: [[8]]",
        "stop",
        0,
        8,
    ),  # ff84 F4-04
    (
        "mt-bench-single-math-v1",
        "The reference answer is 12. The assistant sets up the same equation as the reference and solves it step by step, with every step correct.\n\nAs per the required format:\nRating: [[10]]",
        "stop",
        0,
        10,
    ),  # ff84 F4-05
    (
        "prometheus-absolute-noref",
        "The response gives clear, relevant steps and covers the user's main concern, with a minor gap on costs.\n\nFollowing the output format:\n[RESULT] 4",
        "stop",
        0,
        4,
    ),  # ff84 F4-06
    ("llmbar-vanilla", "Following the required format:\nOutput (b)", "stop", 0, "B"),  # ff84 F4-07
    (
        "faireval-scoring",
        "Evaluation evidence: Assistant 1 gives a generic answer with a few common tips. Assistant 2 gives a detailed plan with concrete examples and a sample schedule, which is more helpful for the user.\n\nFollowing the requested format:\nScore of the Assistant 1: 6\nScore of the Assistant 2: 9",
        "stop",
        0,
        "B",
    ),  # ff84 F4-09
    (
        "faireval-scoring",
        "Evaluation evidence: Assistant 1 gives a generic answer with a few common tips. Assistant 2 gives a detailed plan with concrete examples and a sample schedule, which is more helpful for the user.\n\nHere are the scores in the required format:\nScore of the Assistant 1: 6\nScore of the Assistant 2: 9",
        "stop",
        0,
        "B",
    ),  # ff84 F4-10
    (
        "faireval-scoring",
        "Evaluation evidence: Assistant 1 gives a generic answer with a few common tips. Assistant 2 gives a detailed plan with concrete examples and a sample schedule, which is more helpful for the user.\n\nOutput in the requested format:\nScore of the Assistant 1: 6\nScore of the Assistant 2: 9",
        "stop",
        0,
        "B",
    ),  # ff84 F4-11
    (
        "faireval-scoring",
        "Evaluation evidence: Assistant 1 gives a generic answer with a few common tips. Assistant 2 gives a detailed plan with concrete examples and a sample schedule, which is more helpful for the user.\n\nIn the format you asked for:\nScore of the Assistant 1: 6\nScore of the Assistant 2: 9",
        "stop",
        0,
        "B",
    ),  # ff84 F4-12
    (
        "mt-bench-single-v1",
        "The assistant explains how vaccines train the immune system, with a clear analogy and accurate details about memory cells. It could briefly mention booster shots.\n\nIn the requested format:\nRating: [[8]]\n",
        "length",
        0,
        8,
    ),  # ff84 F4-L1
    (
        "mt-bench-pairwise",
        "Assistant A's answer gives the wrong boiling point of water at sea level (90 °C). Assistant B gives the correct value, 100 °C, and explains why it drops at altitude.\n\nThe more factually accurate response is: [[B]]",
        "stop",
        0,
        "B",
    ),  # ff85 C-H06
    (
        "mt-bench-single-v1",
        "The assistant explains how vaccines train the immune system, with a clear analogy and accurate details about memory cells. It could briefly mention booster shots.\n\nWith that in mind, Rating: [[8]]",
        "stop",
        0,
        8,
    ),  # ff85 C-H19
    (
        "mt-bench-single-math-v1",
        "The reference answer is 12. The assistant sets up the same equation as the reference and solves it step by step, with every step correct.\n\nSince there is nothing to correct, Rating: [[10]]",
        "stop",
        0,
        10,
    ),  # ff85 C-H28
    (
        "mt-bench-single-v1",
        "The assistant explains how vaccines train the immune system, with a clear analogy and accurate details about memory cells. It could briefly mention booster shots.\n\nThat said, Rating: [[8]]",
        "stop",
        0,
        8,
    ),  # ff85 G1-R1
    (
        "mt-bench-single-v1",
        "The assistant explains how vaccines train the immune system, with a clear analogy and accurate details about memory cells. It could briefly mention booster shots.\n\nThat being said, Rating: [[8]]",
        "stop",
        0,
        8,
    ),  # ff85 G1-R2
    (
        "mt-bench-single-v1",
        "The assistant explains how vaccines train the immune system, with a clear analogy and accurate details about memory cells. It could briefly mention booster shots.\n\nStill, Rating: [[8]]",
        "stop",
        0,
        8,
    ),  # ff85 G1-R3
    (
        "mt-bench-single-v1",
        "The assistant explains how vaccines train the immune system, with a clear analogy and accurate details about memory cells. It could briefly mention booster shots.\n\nNonetheless, Rating: [[8]]",
        "stop",
        0,
        8,
    ),  # ff85 G1-R4
    (
        "mt-bench-single-v1",
        "The assistant explains how vaccines train the immune system, with a clear analogy and accurate details about memory cells. It could briefly mention booster shots.\n\nNeedless to say, Rating: [[8]]",
        "stop",
        0,
        8,
    ),  # ff85 G1-R5
    (
        "mt-bench-single-v1",
        "The assistant explains how vaccines train the immune system, with a clear analogy and accurate details about memory cells. It could briefly mention booster shots.\n\nWithout a doubt, Rating: [[8]]",
        "stop",
        0,
        8,
    ),  # ff85 G1-R6
    (
        "mt-bench-single-v1",
        "The assistant explains how vaccines train the immune system, with a clear analogy and accurate details about memory cells. It could briefly mention booster shots.\n\nHaving said that, Rating: [[8]]",
        "stop",
        0,
        8,
    ),  # ff85 G1-R7
    (
        "mt-bench-single-v1",
        "The assistant explains how vaccines train the immune system, with a clear analogy and accurate details about memory cells. It could briefly mention booster shots.\n\nEven so, Rating: [[8]]",
        "stop",
        0,
        8,
    ),  # ff85 G1-R8
    (
        "mt-bench-single-v1-multi-turn",
        "For the second question, the assistant rewrites the poem for children, keeps the rhyme and uses simple words.\n\nThat said, Rating: [[8]]",
        "stop",
        0,
        8,
    ),  # ff85 G1-08
    (
        "mt-bench-single-math-v1",
        "The reference answer is 12. The assistant's final answer is 10, because it adds instead of subtracting in step 2.\n\nThat said, Rating: [[3]]",
        "stop",
        0,
        3,
    ),  # ff85 G1-09
    (
        "mt-bench-single-math-v1-multi-turn",
        "The reference answer is 12. The assistant sets up the same equation as the reference and solves it step by step, with every step correct.\n\nStill, Rating: [[10]]",
        "stop",
        0,
        10,
    ),  # ff85 G1-10
    (
        "mt-bench-single-v1",
        "The assistant explains how vaccines train the immune system, with a clear analogy and accurate details about memory cells. It could briefly mention booster shots.\n\nThat said, Rating: [[8]]",
        "stop",
        5,
        8,
    ),  # ff85 G1-F3
    (
        "mt-bench-single-v1",
        "The assistant explains how vaccines train the immune system, with a clear analogy and accurate details about memory cells. It could briefly mention booster shots.\n\nStill, Rating: [[8]]\n\n",
        "length",
        0,
        8,
    ),  # ff85 G1-L2
    (
        "mt-bench-pairwise",
        "Both answers explain recursion. Assistant A's code has an off-by-one error in the loop bound; Assistant B's code handles n = 0 and runs correctly.\n\nMy final verdict, after running both snippets: [[B]]",
        "stop",
        0,
        "B",
    ),  # ff85 G2-01
    (
        "mt-bench-pairwise",
        "Assistant A's answer gives the wrong boiling point of water at sea level (90 °C). Assistant B gives the correct value, 100 °C, and explains why it drops at altitude.\n\nMy final verdict, after double-checking the boiling point: [[B]]",
        "stop",
        0,
        "B",
    ),  # ff85 G2-03
    (
        "pairwise-verdict",
        "Assistant A's recipe omits the baking time. Assistant B's recipe is complete, with the oven temperature.\n\nThe winner, because its recipe is complete: [[B]]",
        "stop",
        0,
        "B",
    ),  # ff85 G2-08
    (
        "mt-bench-pair-math-v1",
        "Both assistants set up the equation correctly. Assistant A drops a minus sign in the second step, so its final answer does not match the reference. Assistant B reaches the reference answer, x = 4.\n\nMy verdict, having checked each step against the reference: [[B]]",
        "stop",
        0,
        "B",
    ),  # ff85 G2-09
    (
        "mt-bench-single-v1",
        "The assistant explains how vaccines train the immune system, with a clear analogy and accurate details about memory cells. It could briefly mention booster shots.\n\nRating, taking the minor omission into account: [[8]]",
        "stop",
        0,
        8,
    ),  # ff85 G2-12
    (
        "mt-bench-single-v1",
        "The assistant explains how vaccines train the immune system, with a clear analogy and accurate details about memory cells. It could briefly mention booster shots.\n\nMy rating, given the missing mention of boosters: [[8]]",
        "stop",
        0,
        8,
    ),  # ff85 G2-15
    (
        "mt-bench-single-math-v1",
        "The reference answer is 12. The assistant sets up the same equation as the reference and solves it step by step, with every step correct.\n\nRating, after checking every step: [[10]]",
        "stop",
        0,
        10,
    ),  # ff85 G2-16
    (
        "mt-bench-pairwise",
        "Both answers explain recursion. Assistant A's code has an off-by-one error in the loop bound; Assistant B's code handles n = 0 and runs correctly.\n\nMy final verdict, after running both snippets: [[B]]",
        "stop",
        5,
        "B",
    ),  # ff85 G2-F1
    (
        "mt-bench-single-v1",
        "The assistant explains how vaccines train the immune system, with a clear analogy and accurate details about memory cells. It could briefly mention booster shots.\n\nRating, taking the minor omission into account: [[8]]",
        "stop",
        5,
        8,
    ),  # ff85 G2-F2
    (
        "mt-bench-pairwise",
        "Assistant A's code has an off-by-one error in the loop bound, so it skips the last element. Assistant B's code handles the empty list and n = 0, and runs correctly on the examples.\n\nAssistant B is better in accuracy and completeness: [[B]]",
        "stop",
        0,
        "B",
    ),  # ff86 H1-01
    (
        "mt-bench-pairwise",
        "Assistant A's code has an off-by-one error in the loop bound, so it skips the last element. Assistant B's code handles the empty list and n = 0, and runs correctly on the examples.\n\nAssistant B is better for this task: [[B]]",
        "stop",
        0,
        "B",
    ),  # ff86 H1-02
    (
        "mt-bench-pairwise",
        "Assistant A's code has an off-by-one error in the loop bound, so it skips the last element. Assistant B's code handles the empty list and n = 0, and runs correctly on the examples.\n\nAssistant B is better in this case: [[B]]",
        "stop",
        0,
        "B",
    ),  # ff86 H1-03
    (
        "mt-bench-pairwise",
        "Assistant A's code has an off-by-one error in the loop bound, so it skips the last element. Assistant B's code handles the empty list and n = 0, and runs correctly on the examples.\n\nAssistant B is better on every criterion: [[B]]",
        "stop",
        0,
        "B",
    ),  # ff86 H1-04
    (
        "mt-bench-pairwise",
        "Assistant A says the boiling point of water at sea level is 90 degrees Celsius, which is incorrect. Assistant B gives 100 degrees Celsius and explains how altitude lowers it.\n\nAssistant B is better in terms of accuracy: [[B]]",
        "stop",
        0,
        "B",
    ),  # ff86 H1-05
    (
        "mt-bench-pairwise",
        "Both assistants give a pancake recipe. Assistant A lists the ingredients and steps clearly, including the resting time for the batter. Assistant B forgets the baking powder and never says how long to cook each side.\n\nAssistant A is better for someone who actually wants to cook: [[A]]",
        "stop",
        0,
        "A",
    ),  # ff86 H1-06
    (
        "pairwise-verdict",
        "Both assistants give a pancake recipe. Assistant A lists the ingredients and steps clearly, including the resting time for the batter. Assistant B forgets the baking powder and never says how long to cook each side.\n\nAssistant A is better in completeness: [[A]]",
        "stop",
        0,
        "A",
    ),  # ff86 H1-07
    (
        "pairwise-verdict",
        "Assistant A says the boiling point of water at sea level is 90 degrees Celsius, which is incorrect. Assistant B gives 100 degrees Celsius and explains how altitude lowers it.\n\nAssistant B is more helpful in this context: [[B]]",
        "stop",
        0,
        "B",
    ),  # ff86 H1-08
    (
        "mt-bench-pair-v2-multi-turn",
        "In the first turn both assistants write a short story about a lighthouse keeper. In the second turn the user asks for the story rewritten for a five-year-old. Assistant A simplifies the vocabulary and keeps the plot; Assistant B keeps long sentences and adult themes.\n\nAssistant A is better in adapting the story for a child: [[A]]",
        "stop",
        0,
        "A",
    ),  # ff86 H1-15
    (
        "mt-bench-pairwise",
        "Assistant A's code has an off-by-one error in the loop bound, so it skips the last element. Assistant B's code handles the empty list and n = 0, and runs correctly on the examples.\n\nAssistant B is better because its code runs correctly: [[B]]",
        "stop",
        0,
        "B",
    ),  # ff86 H2-01
    (
        "mt-bench-pairwise",
        "Assistant A's code has an off-by-one error in the loop bound, so it skips the last element. Assistant B's code handles the empty list and n = 0, and runs correctly on the examples.\n\nAssistant B is better since its code runs: [[B]]",
        "stop",
        0,
        "B",
    ),  # ff86 H2-02
    (
        "mt-bench-pairwise",
        "Assistant A's code has an off-by-one error in the loop bound, so it skips the last element. Assistant B's code handles the empty list and n = 0, and runs correctly on the examples.\n\nAssistant B is better given its working code: [[B]]",
        "stop",
        0,
        "B",
    ),  # ff86 H2-04
    (
        "mt-bench-pairwise",
        "Assistant A's code has an off-by-one error in the loop bound, so it skips the last element. Assistant B's code handles the empty list and n = 0, and runs correctly on the examples.\n\nAssistant B is better thanks to its working code: [[B]]",
        "stop",
        0,
        "B",
    ),  # ff86 H2-05
    (
        "mt-bench-pairwise",
        "Assistant A's code has an off-by-one error in the loop bound, so it skips the last element. Assistant B's code handles the empty list and n = 0, and runs correctly on the examples.\n\nAssistant B is better owing to its working code: [[B]]",
        "stop",
        0,
        "B",
    ),  # ff86 H2-06
    (
        "mt-bench-pairwise",
        "Assistant A says the boiling point of water at sea level is 90 degrees Celsius, which is incorrect. Assistant B gives 100 degrees Celsius and explains how altitude lowers it.\n\nAssistant B is better because it gives the correct temperature: [[B]]",
        "stop",
        0,
        "B",
    ),  # ff86 H2-07
    (
        "mt-bench-pairwise",
        "Assistant A says the boiling point of water at sea level is 90 degrees Celsius, which is incorrect. Assistant B gives 100 degrees Celsius and explains how altitude lowers it.\n\nAssistant B is the winner because its answer is accurate: [[B]]",
        "stop",
        0,
        "B",
    ),  # ff86 H2-10
    (
        "mt-bench-pairwise",
        "Assistant A says the boiling point of water at sea level is 90 degrees Celsius, which is incorrect. Assistant B gives 100 degrees Celsius and explains how altitude lowers it.\n\nAssistant B's answer is better because it is accurate: [[B]]",
        "stop",
        0,
        "B",
    ),  # ff86 H2-11
    (
        "pairwise-verdict",
        "Assistant A's code has an off-by-one error in the loop bound, so it skips the last element. Assistant B's code handles the empty list and n = 0, and runs correctly on the examples.\n\nB is better because its code runs: [[B]]",
        "stop",
        0,
        "B",
    ),  # ff86 H2-12
    (
        "pairwise-verdict",
        "Both assistants give a pancake recipe. Assistant A lists the ingredients and steps clearly, including the resting time for the batter. Assistant B forgets the baking powder and never says how long to cook each side.\n\nAssistant A is better because its recipe is complete: [[A]]",
        "stop",
        0,
        "A",
    ),  # ff86 H2-13
    (
        "mt-bench-pair-math-v1",
        "The reference answer is x = 4. Assistant A drops a minus sign in the second step and gets x = -4. Assistant B subtracts 5 from both sides, divides by 3, and gets x = 4, matching the reference.\n\nTherefore, Assistant B is better because its answer is correct: [[B]]",
        "stop",
        0,
        "B",
    ),  # ff86 H2-19
    (
        "mt-bench-pair-math-v1-multi-turn",
        "For the first question both assistants find the area of the triangle, 12, matching the reference. For the second question the reference answer is 24. Assistant A doubles the area correctly to 24; Assistant B writes 14.\n\nAssistant A is better because its second answer matches the reference: [[A]]",
        "stop",
        0,
        "A",
    ),  # ff86 H2-20
    (
        "mt-bench-pair-v2-multi-turn",
        "In the first turn both assistants write a short story about a lighthouse keeper. In the second turn the user asks for the story rewritten for a five-year-old. Assistant A simplifies the vocabulary and keeps the plot; Assistant B keeps long sentences and adult themes.\n\nAssistant A is better since it actually simplifies the story: [[A]]",
        "stop",
        0,
        "A",
    ),  # ff86 H2-21
    (
        "mt-bench-single-math-v1-multi-turn",
        "For the second question the reference answer is 2(4) + 1 = 9. The assistant computes 2(4) + 1 = 9 and shows its steps.\n\nRating given the correct second answer: [[10]]",
        "stop",
        0,
        10,
    ),  # ff86 H4-09
    (
        "mt-bench-pairwise",
        "Assistant A's code has an off-by-one error in the loop bound, so it skips the last element. Assistant B's code handles the empty list and n = 0, and runs correctly on the examples.\n\nAssistant B is better in accuracy and completeness: [[B]]",
        "stop",
        5,
        "B",
    ),  # ff86 H7-F1
    (
        "mt-bench-pairwise",
        "Assistant A says the boiling point of water at sea level is 90 degrees Celsius, which is incorrect. Assistant B gives 100 degrees Celsius and explains how altitude lowers it.\n\nAssistant B is better because its answer is correct: [[B]]",
        "stop",
        5,
        "B",
    ),  # ff86 H7-F2
    (
        "pairwise-verdict",
        "Both assistants give a pancake recipe. Assistant A lists the ingredients and steps clearly, including the resting time for the batter. Assistant B forgets the baking powder and never says how long to cook each side.\n\nAssistant A is better since its recipe is complete: [[A]]",
        "stop",
        5,
        "A",
    ),  # ff86 H7-F3
    (
        "mt-bench-pair-v2-multi-turn",
        "In the first turn both assistants write a short story about a lighthouse keeper. In the second turn the user asks for the story rewritten for a five-year-old. Assistant A simplifies the vocabulary and keeps the plot; Assistant B keeps long sentences and adult themes.\n\nAssistant A is better in adapting the story for a child: [[A]]",
        "stop",
        5,
        "A",
    ),  # ff86 H7-F9
    (
        "mt-bench-pairwise",
        "Assistant A's code has an off-by-one error in the loop bound, so it skips the last element. Assistant B's code handles the empty list and n = 0, and runs correctly on the examples.\n\nAssistant B is better in accuracy and completeness: [[B]]",
        "length",
        0,
        "B",
    ),  # ff86 H8-L1
    (
        "pairwise-verdict",
        "Assistant A's code has an off-by-one error in the loop bound, so it skips the last element. Assistant B's code handles the empty list and n = 0, and runs correctly on the examples.\n\nB is better because its code runs: [[B]]",
        "length",
        0,
        "B",
    ),  # ff86 H8-L4
    (
        "mt-bench-pairwise",
        "Assistant A's code has an off-by-one error in the loop bound, so it skips the last element. Assistant B's code handles the empty list and n = 0, and runs correctly on the examples.\n\nAssistant B is better, as its code runs: [[B]]",
        "stop",
        0,
        "B",
    ),  # ff86 CT-20
    (
        "mt-bench-pairwise",
        "Assistant A's code has an off-by-one error in the loop bound, so it skips the last element. Assistant B's code handles the empty list and n = 0, and runs correctly on the examples.\n\nAssistant B is better, because its code runs: [[B]]",
        "stop",
        0,
        "B",
    ),  # ff86 CT-21
    (
        "mt-bench-single-v1",
        "The assistant explains how vaccines train the immune system, with a clear analogy and accurate details about memory cells. It could briefly mention booster shots.\n\nBecause it is accurate and clear, Rating: [[8]]",
        "stop",
        0,
        8,
    ),  # ff86 CT-44
]


KEPT_83 = [
    ("pairwise-verdict", "Both answers are correct; B is more concise.\n\nClear winner. [[B]]", "B"),
    ("pairwise-verdict", "Assistant B cites the right year.\n\nAssistant B is better.\n[[B]]", "B"),
    ("pairwise-verdict", "Neither mentions ties.\n\n[[A]]", "A"),
    ("pairwise-verdict", "I'm torn.\n\n[[C]]", "tie"),
    ("pairwise-verdict", "The two responses are word-for-word identical.\n\n[[C]]", "tie"),
    ("pairwise-verdict", "Assistant A is worse, so:\n[[B]]", "B"),
    ("pairwise-verdict", "After checking both answers, my final verdict: [[A]]", "A"),
    ("pairwise-verdict", "Since Assistant B is right, my verdict: [[B]]", "B"),
    ("pairwise-verdict", "Overall, the response that better addresses the user's question is [[B]]", "B"),
    ("pairwise-verdict", "Both fine.\n\nI would go with [[B]]", "B"),
    ("mt-bench-single-v1", "Accurate and clear.\n\nI would rate this response a [[8]]", 8.0),
    ("mt-bench-single-v1", "Accurate and clear.\n\nRating on a ten-point scale: [[8]]", 8.0),
    ("faireval-vanilla", "8 6\nAssistant 1 explains the steps; Assistant 2 skips one.", "A"),
    ("reward-model", '{"winner": "B", "note": "Assistant B is more accurate"}', "B"),
    ("reward-model", '{"winner": "A", "valid": true, "explanation": "Response 1 gives the right answer."}', "A"),
    ("reward-model", '{"winner": "A", "explanation": "More accurate and complete."}', "A"),
    ("reward-model", '{"chosen": "Response 2", "rejected": "Response 1"}', "B"),
    ("reward-model", '{"score_1": 8, "score_2": 5, "explanation": "Response 1 answers both parts."}', "A"),
]


@pytest.mark.parametrize(("template", "text", "finish", "forced"), REFUSED_83)
def test_what_passes_82_to_86_read_as_a_verdict_is_refused(template, text, finish, forced):
    assert side_reading(template, text, finish, forced) in FAILED + ("truncated", "out_of_range")


@pytest.mark.parametrize(("template", "text", "finish", "forced", "expected"), READ_83)
def test_what_passes_82f_to_86f_failed_reads_as_the_judge_wrote_it(template, text, finish, forced, expected):
    assert side_reading(template, text, finish, forced) == expected


@pytest.mark.parametrize(("template", "text", "expected"), KEPT_83)
def test_honest_texts_keep_their_reading_under_the_version_83_rules(template, text, expected):
    assert side_reading(template, text, "stop", 0) == expected
