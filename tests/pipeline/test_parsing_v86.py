"""Parser version 86 (issue 13): what adversarial passes 90 (its leftovers on version 85), 91 (on version 85 as
landed, 6b7bcaf), 92 and 93 (on this version's first and second rounds, 779ea36 and 4043c5b) read as a verdict, and what
false-failure passes 90f to 92f found failing in ordinary judge text under version 85 and the first two rounds. Every case is a pass's probe, its expected value written by the tester as a careful reader of the completion
(``tests/helpers`` holds no copy of the rules); none of the refused cases holds the judge's own verdict, or its words
give the other side's.

Refused (``REFUSED_86``; each read a made-up verdict on version 85):

- a sentence presenting the token as someone else's or as an example (``The user's own pick was this.\n[[A]]``, ``A
  typical judge writes this.``, ``Here is what a verdict line looks like.``, ``The reference answer would get
  this.\nRating: [[10]]``; :mod:`~judge_engine.pipeline.parsing.presented`), grading said to be off or impossible
  (``Scoring disabled for this item.``, ``Picking a side here would be arbitrary.``), someone else's verdict in new words
  (``the majority vote of three other judges``, ``the answer key's verdict``, ``the gold label``);
- the other side named by a word the list lacked (``The competing answer is stronger.``, ``The response it was compared
  with``), the token's side denied the win (``This one is not as good.``, ``It does not win.``) or put low in new words
  (``pales in comparison``, ``a distant second``, ``comes up short``), the win handed to the other side in new words
  (``Assistant B takes the trophy.``, ``Credit is due to Assistant B.``, ``Assistant B is the one to use.``);
- statements joined by ``;`` (``Its peer does the job; this does not.``), a statement before the verdict head on its
  own line (``This one came in second. My final verdict is: [[A]]``), ``none of`` after a deed (``It handles none of the
  edge cases.``), a rating the answer would get under a condition (``The answer would earn a 9 if it were correct; it
  is not.\nRating: [[9]]``), a whole answer wrong by a quantifier before a top rating (``Nothing in the answer is
  correct.``, ``Not one criterion is met. [RESULT] 5``), fault words the lists lacked (``incoherent``, ``does not
  compile``).

Read (``READ_86``; each failed on version 85): praise by a smaller cost (``It is less verbose.``, ``It needs fewer
steps.``), a fault said to be absent in any fault word (``It does not hallucinate.``, ``It has no typos.``, ``It is
neither vague nor verbose.``), the other side's fault in a clause about the token's side (``It is correct, unlike the
other one, which makes an arithmetic error.``), a condition or an error inside what the answer does (``It raises a
clear error if the input is invalid.``), a concession after the sides were weighed by both names, a statement naming a
word count (``Output (b) follows it.``), and the verdict's label comparing both sides (``My final verdict is that
Assistant B is slightly better than Assistant A: [[B>A]]``)."""

import pytest

from tests.helpers.parsing_cases import FAILED, side_reading

REFUSED_86 = [
    ("pairwise-verdict", "Its peer does the job; this does not.\n[[A]]", "stop", 0),  # adv90 BK13
    ("llmbar-vanilla", "Its rival follows the instruction; this does not.\nOutput (b)", "stop", 0),  # adv90 BK20
    ("mt-bench-pair-v2-multi-turn", "Its counterpart handles both turns better.\n[[A]]", "stop", 0),  # adv90 BK21
    ("pairwise-verdict", "It cites a paper that does not exist.\n[[A]]", "stop", 0),  # adv90 CD04
    ("pairwise-verdict", "It handles none of the edge cases.\n[[A]]", "stop", 0),  # adv90 CD07
    ("pairwise-verdict", "It covers none of what the user asked.\n[[A]]", "stop", 0),  # adv90 CD09
    (
        "pairwise-verdict",
        "It warns about risks that do not exist and skips the real one.\n[[A]]",
        "stop",
        0,
    ),  # adv90 CD10
    ("llmbar-vanilla", "It handles none of the instruction's constraints.\nOutput (b)", "stop", 0),  # adv90 CD14
    ("pairwise-verdict", "It cites a paper that does not exist.\n[[A]]", "length", 0),  # adv90 CD19
    (
        "mt-bench-single-v1",
        "The answer would earn a 9 if it were correct; it is not.\nRating: [[9]]",
        "stop",
        0,
    ),  # adv90 WR01
    ("mt-bench-single-v1", "It explains the wrong algorithm.\nRating: [[9]]", "stop", 0),  # adv90 WR04
    ("mt-bench-single-v1", "It covers none of the question.\nRating: [[9]]", "stop", 0),  # adv90 WR05
    (
        "prometheus-absolute",
        "Feedback: It explains the wrong algorithm and cites a paper that does not exist. [RESULT] 5",
        "stop",
        0,
    ),  # adv90 WR10
    ("prometheus-absolute", "Feedback: It handles none of the rubric's criteria. [RESULT] 5", "stop", 0),  # adv90 WR11
    ("prometheus-absolute", "Feedback: Given that the response is missing, [RESULT] 3", "stop", 0),  # adv90 WR12
    (
        "prometheus-absolute-noref",
        "Feedback: It covers none of what the instruction asks. [RESULT] 5",
        "stop",
        0,
    ),  # adv90 WR14
    ("faireval-vanilla", "7 4\nThe correct answer comes from Assistant 2.", "stop", 0),  # adv90 WR18
    (
        "reward-model",
        '{"score_1": 0.9, "score_2": 0.1, "explanation": "The correct answer comes from response 2."}',
        "stop",
        0,
    ),  # adv90 WR21
    ("pairwise-verdict", "The competing answer is stronger.\n[[A]]", "stop", 0),  # adv91 BC01
    ("pairwise-verdict", "The opposing response is stronger.\n[[A]]", "stop", 0),  # adv91 BC02
    ("pairwise-verdict", "The remaining response is stronger.\n[[A]]", "stop", 0),  # adv91 BC03
    ("pairwise-verdict", "Its fellow answer wins.\n[[B]]", "stop", 0),  # adv91 BC04
    ("pairwise-verdict", "The answer it is up against wins.\n[[A]]", "stop", 0),  # adv91 BC05
    ("pairwise-verdict", "The response from the competing assistant wins.\n[[B]]", "stop", 0),  # adv91 BC07
    ("pairwise-verdict", "The response it was compared with is far more accurate.\n[[B]]", "stop", 0),  # adv91 BC09
    ("mt-bench-pairwise", "The opposing response is more accurate.\n[[B]]", "stop", 0),  # adv91 BC10
    (
        "mt-bench-pair-v2-multi-turn",
        "The remaining response handles both turns better.\n[[A]]",
        "stop",
        0,
    ),  # adv91 BC11
    ("mt-bench-pair-math-v1", "The competing solution reaches the right total.\n[[A]]", "stop", 0),  # adv91 BC12
    ("arena-hard", "The competing answer is stronger.\nMy final verdict is: [[A>B]]", "stop", 0),  # adv91 BC13
    (
        "arena-hard-creative-writing",
        "The opposing story is far more vivid.\nMy final verdict is: [[B>>A]]",
        "stop",
        0,
    ),  # adv91 BC14
    ("llmbar-vanilla", "The competing output is more helpful.\nOutput (a)", "stop", 0),  # adv91 BC15
    ("llmbar-vanilla", "The competing output is what the instruction asks for.\nOutput (a)", "stop", 0),  # adv91 BC16
    ("pairwise-verdict", "The competing answer is stronger.\n[[A]]", "length", 0),  # adv91 BC17
    ("pairwise-verdict", "This one pales in comparison.\n[[A]]", "stop", 0),  # adv91 BL01
    ("pairwise-verdict", "Said response pales in comparison.\n[[A]]", "stop", 0),  # adv91 BL02
    ("pairwise-verdict", "This one is no match for its rival.\n[[A]]", "stop", 0),  # adv91 BL03
    ("pairwise-verdict", "This one is a distant second.\n[[B]]", "stop", 0),  # adv91 BL04
    ("pairwise-verdict", "This one plays second fiddle.\n[[A]]", "stop", 0),  # adv91 BL05
    ("pairwise-verdict", "It is bested by the competing answer.\n[[A]]", "stop", 0),  # adv91 BL06
    ("pairwise-verdict", "It is upstaged by its counterpart.\n[[A]]", "stop", 0),  # adv91 BL08
    ("pairwise-verdict", "It comes up short.\n[[A]]", "stop", 0),  # adv91 BL09
    ("pairwise-verdict", "This is the one that came up short.\n[[B]]", "stop", 0),  # adv91 BL10
    ("pairwise-verdict", "It cannot hold a candle to the competing answer.\n[[B]]", "stop", 0),  # adv91 BL13
    ("mt-bench-pairwise", "This one pales in comparison.\n[[A]]", "stop", 0),  # adv91 BL14
    ("arena-hard", "This one pales in comparison.\nMy final verdict is: [[A>B]]", "stop", 0),  # adv91 BL15
    ("pairwise-verdict", "This one is a distant second, so my verdict: [[A]]", "stop", 5),  # adv91 BL19
    ("pairwise-verdict", "This one pales in comparison.\n[[B]]", "length", 0),  # adv91 BL20
    ("pairwise-verdict", "Assistant B takes the trophy.\n[[A]]", "stop", 0),  # adv91 BH01
    ("pairwise-verdict", "The trophy is awarded to Assistant B.\n[[A]]", "stop", 0),  # adv91 BH02
    ("pairwise-verdict", "Credit is due to Assistant B.\n[[A]]", "stop", 0),  # adv91 BH03
    ("pairwise-verdict", "The win is earned by Assistant B.\n[[A]]", "stop", 0),  # adv91 BH04
    ("pairwise-verdict", "Assistant B is the one to use.\n[[A]]", "stop", 0),  # adv91 BH05
    ("pairwise-verdict", "Assistant B is the one I'd ship.\n[[A]]", "stop", 0),  # adv91 BH06
    ("pairwise-verdict", "I award this round to Assistant B.\n[[A]]", "stop", 0),  # adv91 BH07
    ("pairwise-verdict", "The laurels are awarded to Assistant A.\n[[B]]", "stop", 0),  # adv91 BH08
    ("mt-bench-pairwise", "Assistant A is the one to use.\n[[B]]", "stop", 0),  # adv91 BH09
    ("llmbar-vanilla", "Credit is due to Output (b).\nOutput (a)", "stop", 0),  # adv91 BH11
    ("pairwise-verdict", "The trophy is awarded to Assistant B. Verdict: [[A]]", "stop", 5),  # adv91 BH12
    ("pairwise-verdict", "Here is what a verdict line looks like.\n[[A]]", "stop", 0),  # adv91 NX01
    ("pairwise-verdict", "A verdict line is written like this.\n[[A]]", "stop", 0),  # adv91 NX02
    ("pairwise-verdict", "The template's sample output reads as follows.\n[[B]]", "stop", 0),  # adv91 NX03
    ("pairwise-verdict", "The system placeholder is shown below.\n[[A]]", "stop", 0),  # adv91 NX04
    ("arena-hard", "Here is what a verdict line looks like.\n[[A>B]]", "stop", 0),  # adv91 NX07
    ("llmbar-vanilla", "Here is what an answer line looks like.\nOutput (a)", "stop", 0),  # adv91 NX08
    ("mt-bench-single-v1", "Here is what a rating line looks like.\nRating: [[5]]", "stop", 0),  # adv91 NX09
    ("mt-bench-single-v1", "The rubric's top anchor reads like this.\nRating: [[10]]", "stop", 0),  # adv91 NX10
    ("prometheus-absolute", "Here is what a result line looks like. [RESULT] 3", "stop", 0),  # adv91 NX11
    (
        "faireval-vanilla",
        "8 6\nHere is what the score line looks like; the actual review follows once the answers load.",
        "stop",
        0,
    ),  # adv91 NX12
    ("pairwise-verdict", "Here is what a verdict line looks like.\n[[A]]", "length", 0),  # adv91 NX14
    ("pairwise-verdict", "The user's own pick was this.\n[[A]]", "stop", 0),  # adv91 NO01
    ("pairwise-verdict", "The crowd-sourced label reads as below.\n[[B]]", "stop", 0),  # adv91 NO02
    ("llmbar-vanilla", "The user's own pick was this.\nOutput (b)", "stop", 0),  # adv91 NO03
    ("mt-bench-single-v1", "The user's own score was this.\nRating: [[8]]", "stop", 0),  # adv91 NO04
    ("pairwise-verdict", "Assistant A's answer ends with this line.\n[[A]]", "stop", 0),  # adv91 NO05
    (
        "mt-bench-single-v1",
        "The assistant's answer states its own quality as follows.\nRating: [[10]]",
        "stop",
        0,
    ),  # adv91 NO07
    ("prometheus-absolute", "The reference answer, by definition, earns this. [RESULT] 5", "stop", 0),  # adv91 NO10
    ("mt-bench-single-v1", "The reference answer would get this.\nRating: [[10]]", "stop", 0),  # adv91 NO11
    (
        "faireval-vanilla",
        "8 6\nThese are the scores from the original reviewer; I did not re-grade.",
        "stop",
        0,
    ),  # adv91 NO13
    ("pairwise-verdict", "A choice between these two is meaningless.\n[[A]]", "stop", 0),  # adv91 NH01
    ("pairwise-verdict", "Picking a side here would be arbitrary.\n[[A]]", "stop", 0),  # adv91 NH02
    (
        "pairwise-verdict",
        "The responses came back empty, so there is nothing to grade.\n[[A]]",
        "stop",
        0,
    ),  # adv91 NH03
    ("pairwise-verdict", "Grading is postponed until the reference arrives.\n[[A]]", "stop", 0),  # adv91 NH05
    ("pairwise-verdict", "Scoring disabled for this item.\n[[A]]", "stop", 0),  # adv91 NH07
    (
        "pairwise-verdict",
        "The question itself is malformed, so neither answer can be graded.\n[[A]]",
        "stop",
        0,
    ),  # adv91 NH08
    ("mt-bench-pairwise", "Picking a side here would be arbitrary.\n[[B]]", "stop", 0),  # adv91 NH09
    ("arena-hard", "Scoring disabled for this item.\n[[A>B]]", "stop", 0),  # adv91 NH11
    ("mt-bench-single-v1", "Scoring disabled for this item.\nRating: [[5]]", "stop", 0),  # adv91 NH14
    ("mt-bench-single-v1", "Grading is postponed until the reference arrives.\nRating: [[5]]", "stop", 0),  # adv91 NH15
    ("mt-bench-single-v1", "The user has not yet supplied an answer to grade.\nRating: [[5]]", "stop", 0),  # adv91 NH16
    ("prometheus-absolute", "Scoring disabled for this item. [RESULT] 3", "stop", 0),  # adv91 NH17
    ("faireval-vanilla", "5 5\nScoring disabled for this item.", "stop", 0),  # adv91 NH19
    (
        "faireval-scoring",
        "Scoring disabled for this item.\nScore of Assistant 1: 5\nScore of Assistant 2: 5",
        "stop",
        0,
    ),  # adv91 NH20
    ("pairwise-verdict", "Scoring disabled for this item.\n[[A]]", "length", 0),  # adv91 NH21
    (
        "mt-bench-single-v1",
        "Grading is postponed until the reference arrives.\nRating: [[5]]",
        "length",
        0,
    ),  # adv91 NH22
    ("pairwise-verdict", "Scoring disabled for this item. Verdict: [[B]]", "stop", 5),  # adv91 NH24
    ("mt-bench-single-v1", "On a scale where 1 is flawless and 10 is useless:\nRating: [[2]]", "stop", 0),  # adv91 WV01
    ("pairwise-verdict", "It is imprecise and unpolished.\n[[A]]", "stop", 0),  # adv91 CF01
    ("pairwise-verdict", "It does not compile.\n[[A]]", "stop", 0),  # adv91 CF02
    ("pairwise-verdict", "It won't compile.\n[[B]]", "stop", 0),  # adv91 CF03
    ("pairwise-verdict", "It flunks the task.\n[[A]]", "stop", 0),  # adv91 CF04
    ("pairwise-verdict", "It is incoherent.\n[[B]]", "stop", 0),  # adv91 CF06
    ("pairwise-verdict", "It is convoluted and unclear.\n[[A]]", "stop", 0),  # adv91 CF07
    ("mt-bench-pairwise", "It is incoherent.\n[[B]]", "stop", 0),  # adv91 CF09
    ("arena-hard", "It does not compile.\nMy final verdict is: [[A>B]]", "stop", 0),  # adv91 CF10
    ("llmbar-vanilla", "It is incoherent.\nOutput (a)", "stop", 0),  # adv91 CF11
    ("pairwise-verdict", "Assistant A's code fails the tests.\n[[A]]", "stop", 0),  # adv91 CA01
    ("pairwise-verdict", "Assistant A's answer shows a wrong total.\n[[A]]", "stop", 0),  # adv91 CA02
    ("pairwise-verdict", "Assistant A lists the wrong capital.\n[[A]]", "stop", 0),  # adv91 CA03
    ("pairwise-verdict", "Assistant A mentions a study that is fabricated.\n[[A]]", "stop", 0),  # adv91 CA04
    ("pairwise-verdict", "Assistant A checks the wrong file and crashes.\n[[A]]", "stop", 0),  # adv91 CA05
    ("pairwise-verdict", "Assistant A describes the wrong algorithm.\n[[A]]", "stop", 0),  # adv91 CA06
    ("pairwise-verdict", "Assistant B notes a date that is wrong.\n[[B]]", "stop", 0),  # adv91 CA07
    ("pairwise-verdict", "Assistant B is wrong as well as rude.\n[[B]]", "stop", 0),  # adv91 CA09
    ("mt-bench-pairwise", "Assistant B's code fails the tests.\n[[B]]", "stop", 0),  # adv91 CA10
    ("arena-hard", "Assistant A's answer shows a wrong total.\nMy final verdict is: [[A>B]]", "stop", 0),  # adv91 CA11
    ("pairwise-verdict", "Assistant A's code fails the tests. Verdict: [[A]]", "stop", 5),  # adv91 CA12
    ("pairwise-verdict", "Assistant A lists the wrong capital. Verdict: [[A]]", "stop", 5),  # adv91 CA13
    ("pairwise-verdict", "The contrasting answer is better.\n[[A]]", "stop", 0),  # adv91 BC20
    ("pairwise-verdict", "The counter-answer is better.\n[[A]]", "stop", 0),  # adv91 BC21
    ("pairwise-verdict", "The response beside it is more accurate.\n[[A]]", "stop", 0),  # adv91 BC23
    ("pairwise-verdict", "Whoever wrote the competing answer did a better job.\n[[B]]", "stop", 0),  # adv91 BC25
    ("pairwise-verdict", "Its opposite number is more accurate.\n[[A]]", "stop", 0),  # adv91 BC26
    ("pairwise-verdict", "This one places below its competitor.\n[[A]]", "stop", 0),  # adv91 BL21
    ("pairwise-verdict", "This one would not be my first choice.\n[[A]]", "stop", 0),  # adv91 BN01
    ("pairwise-verdict", "This one is not the better of the two.\n[[A]]", "stop", 0),  # adv91 BN02
    ("pairwise-verdict", "This one is not as good.\n[[A]]", "stop", 0),  # adv91 BN03
    ("pairwise-verdict", "This one is not the one I'd pick.\n[[A]]", "stop", 0),  # adv91 BN04
    ("pairwise-verdict", "It isn't the stronger answer.\n[[A]]", "stop", 0),  # adv91 BN07
    ("pairwise-verdict", "It is not the winner here.\n[[B]]", "stop", 0),  # adv91 BN08
    ("pairwise-verdict", "It does not win.\n[[A]]", "stop", 0),  # adv91 BN09
    ("mt-bench-pairwise", "This one is not as good.\n[[B]]", "stop", 0),  # adv91 BN11
    ("arena-hard", "This one is not the better of the two.\nMy final verdict is: [[A>B]]", "stop", 0),  # adv91 BN12
    ("mt-bench-pair-v2-multi-turn", "It does not win either turn.\n[[B]]", "stop", 0),  # adv91 BN14
    ("pairwise-verdict", "It does not win.\n[[B]]", "length", 0),  # adv91 BN16
    ("pairwise-verdict", "This verdict reflects the user's preference, not mine.\n[[A]]", "stop", 0),  # adv91 NO14
    (
        "pairwise-verdict",
        "The verdict below is the majority vote of three other judges.\n[[A]]",
        "stop",
        0,
    ),  # adv91 NO15
    ("pairwise-verdict", "The following is the answer key's verdict.\n[[A]]", "stop", 0),  # adv91 NO16
    ("pairwise-verdict", "What the instructions want to see is this.\n[[A]]", "stop", 0),  # adv91 NO17
    ("pairwise-verdict", "The label the annotators gave was this.\n[[A]]", "stop", 0),  # adv91 NO18
    ("pairwise-verdict", "The dataset marks the winner this way.\n[[B]]", "stop", 0),  # adv91 NO20
    ("pairwise-verdict", "A typical judge writes this.\n[[A]]", "stop", 0),  # adv91 NO22
    ("mt-bench-single-v1", "The annotators' gold rating is below.\nRating: [[6]]", "stop", 0),  # adv91 NO23
    ("llmbar-vanilla", "The benchmark's gold label is below.\nOutput (b)", "stop", 0),  # adv91 NO24
    (
        "arena-hard",
        "The verdict below is the majority vote of three other judges.\nMy final verdict is: [[B>A]]",
        "stop",
        0,
    ),  # adv91 NO25
    ("mt-bench-pairwise", "The label the annotators gave was this.\n[[B]]", "stop", 0),  # adv91 NO26
    ("mt-bench-single-v1", "The answer is wrong in every respect.\nRating: [[10]]", "stop", 0),  # adv91 CR01
    ("mt-bench-single-v1", "Every claim in the answer is false.\nRating: [[10]]", "stop", 0),  # adv91 CR02
    ("mt-bench-single-v1", "Not one step of the answer is correct.\nRating: [[10]]", "stop", 0),  # adv91 CR03
    ("mt-bench-single-v1", "The answer gets everything wrong.\nRating: [[9]]", "stop", 0),  # adv91 CR04
    ("mt-bench-single-v1", "Nothing in the answer is correct.\nRating: [[10]]", "stop", 0),  # adv91 CR05
    (
        "prometheus-absolute",
        "The response is wrong in every respect and ignores the rubric. [RESULT] 5",
        "stop",
        0,
    ),  # adv91 CR07
    ("prometheus-absolute", "Not one criterion is met. [RESULT] 5", "stop", 0),  # adv91 CR09
    ("mt-bench-single-v1", "Nothing in the answer is correct.\nRating: [[10]]", "length", 0),  # adv91 CR12
]

READ_86 = [
    ("pairwise-verdict", "The competing answer crashes on empty input.\n[[A]]", "stop", 0, "A"),  # adv91 FF01
    ("pairwise-verdict", "This one catches the off-by-one bug the other misses.\n[[A]]", "stop", 0, "A"),  # adv91 FF02
    (
        "pairwise-verdict",
        "The answer from the competing assistant is wrong, so this one wins.\n[[A]]",
        "stop",
        0,
        "A",
    ),  # adv91 FF03
    ("mt-bench-single-v1", "Accurate and thorough; no errors found.\nRating: [[9]]", "stop", 0, 9),  # adv91 FF04
    ("mt-bench-single-v1", "No errors found.\nRating: [[9]]", "stop", 0, 9),  # adv91 FF05
    ("pairwise-verdict", "Accurate and thorough; no errors found.\n[[A]]", "stop", 0, "A"),  # adv91 FF06
    (
        "mt-bench-pairwise",
        "Assistant A gets the formula for the area of a trapezoid wrong. Assistant B applies it correctly.\nIt is less verbose.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff90 G1-01
    (
        "mt-bench-pairwise",
        "Assistant A gets the formula for the area of a trapezoid wrong. Assistant B applies it correctly.\nIt is less repetitive.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff90 G1-02
    (
        "mt-bench-pairwise",
        "Assistant A gets the formula for the area of a trapezoid wrong. Assistant B applies it correctly.\nIt is also less verbose.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff90 G1-03
    (
        "mt-bench-pairwise",
        "Assistant A's code crashes on an empty list. Assistant B's code returns 0 as the user asked.\nIt is less wordy.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff90 G1-04
    (
        "mt-bench-pairwise",
        "Assistant A's code crashes on an empty list. Assistant B's code returns 0 as the user asked.\nIt is less cluttered.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff90 G1-05
    (
        "mt-bench-pairwise",
        "Assistant A's code crashes on an empty list. Assistant B's code returns 0 as the user asked.\nIt has fewer steps.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff90 G1-06
    (
        "mt-bench-pairwise",
        "Assistant A repeats the same tip three times and never answers the question. Assistant B gives five distinct, concrete tips.\nIt makes fewer assumptions.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff90 G1-07
    (
        "mt-bench-pairwise",
        "Assistant A repeats the same tip three times and never answers the question. Assistant B gives five distinct, concrete tips.\nIt uses fewer API calls.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff90 G1-08
    (
        "mt-bench-pairwise",
        "Assistant A repeats the same tip three times and never answers the question. Assistant B gives five distinct, concrete tips.\nIt needs less code.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff90 G1-09
    (
        "pairwise-verdict",
        "Assistant A says the Treaty of Westphalia was signed in 1658, which is wrong. Assistant B gives the correct year, 1648.\nIt has less jargon.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff90 G1-10
    (
        "pairwise-verdict",
        "Assistant A says the Treaty of Westphalia was signed in 1658, which is wrong. Assistant B gives the correct year, 1648.\nIt is less technical and easier for a beginner to follow.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff90 G1-11
    (
        "pairwise-verdict",
        "Assistant A says the Treaty of Westphalia was signed in 1658, which is wrong. Assistant B gives the correct year, 1648.\nIt is more accurate and less verbose.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff90 G1-12
    (
        "pairwise-verdict",
        "Assistant A's translation is too literal. Assistant B's translation keeps the meaning and the idiom.\nIt is less wordy and more accurate.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff90 G1-13
    (
        "pairwise-verdict",
        "Assistant A's translation is too literal. Assistant B's translation keeps the meaning and the idiom.\nThis response is less repetitive.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff90 G1-14
    (
        "pairwise-verdict",
        "Assistant A's translation is too literal. Assistant B's translation keeps the meaning and the idiom.\nThis one is less verbose.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff90 G1-15
    (
        "mt-bench-pair-math-v1",
        "The reference answer is 15. Assistant A gets 12 because it subtracts instead of adding. Assistant B gets 15 and checks it.\nThe answer below is less verbose.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff90 G1-16
    (
        "mt-bench-pair-math-v1",
        "The reference answer is 15. Assistant A gets 12 because it subtracts instead of adding. Assistant B gets 15 and checks it.\nIt is shorter and has less fluff.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff90 G1-17
    (
        "mt-bench-pair-math-v1",
        "The reference answer is 15. Assistant A gets 12 because it subtracts instead of adding. Assistant B gets 15 and checks it.\nIt is less formal, which suits the casual question.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff90 G1-18
    (
        "mt-bench-pair-v2-multi-turn",
        "Both assistants answer the first question well. In the second turn, Assistant A ignores the request to shorten the email, while Assistant B cuts it to three sentences.\nIt has fewer side effects.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff90 G1-19
    (
        "mt-bench-pair-v2-multi-turn",
        "Both assistants answer the first question well. In the second turn, Assistant A ignores the request to shorten the email, while Assistant B cuts it to three sentences.\nIt is less padded.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff90 G1-20
    (
        "mt-bench-pair-v2-multi-turn",
        "Both assistants answer the first question well. In the second turn, Assistant A ignores the request to shorten the email, while Assistant B cuts it to three sentences.\nIt is less verbose.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff90 G1-21
    (
        "mt-bench-pairwise",
        "Assistant A repeats the same tip three times and never answers the question. Assistant B gives five distinct, concrete tips.\nIt is less repetitive.\n[[B]]",
        "length",
        0,
        "B",
    ),  # ff90 G1-L1
    (
        "pairwise-verdict",
        "Assistant A says the Treaty of Westphalia was signed in 1658, which is wrong. Assistant B gives the correct year, 1648.\nIt is also less verbose.\n[[B]]",
        "length",
        0,
        "B",
    ),  # ff90 G1-L2
    (
        "llmbar-vanilla",
        "Output (a) ignores the three-bullet limit. Output (b) keeps to three bullets.\nIt is less wordy.\nOutput (b)",
        "stop",
        0,
        "B",
    ),  # ff90 G1-LB1
    (
        "llmbar-vanilla",
        "Output (a) misspells two words. Output (b) has no spelling mistakes.\nIt is less sloppy.\nOutput (b)",
        "stop",
        0,
        "B",
    ),  # ff90 G1-LB2
    (
        "mt-bench-pair-math-v1-multi-turn",
        "For the first question both assistants compute 12 correctly, matching the reference. For the second, Assistant A forgets to divide by 2 and Assistant B gets 6, as in the reference.\nIt is less careless in the second turn.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff90 G1-MT1
    (
        "mt-bench-pairwise",
        "Assistant A gets the formula for the area of a trapezoid wrong. Assistant B applies it correctly.\nIt does not hallucinate.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff90 G2-01
    (
        "mt-bench-pairwise",
        "Assistant A gets the formula for the area of a trapezoid wrong. Assistant B applies it correctly.\nIt does not fabricate anything.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff90 G2-02
    (
        "mt-bench-pairwise",
        "Assistant A gets the formula for the area of a trapezoid wrong. Assistant B applies it correctly.\nIt does not misread the question.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff90 G2-03
    (
        "mt-bench-pairwise",
        "Assistant A's code crashes on an empty list. Assistant B's code returns 0 as the user asked.\nIt doesn't misquote the source.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff90 G2-04
    (
        "mt-bench-pairwise",
        "Assistant A's code crashes on an empty list. Assistant B's code returns 0 as the user asked.\nIt does not contradict itself.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff90 G2-05
    (
        "mt-bench-pairwise",
        "Assistant A's code crashes on an empty list. Assistant B's code returns 0 as the user asked.\nIt doesn't overlook the units.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff90 G2-06
    (
        "mt-bench-pairwise",
        "Assistant A repeats the same tip three times and never answers the question. Assistant B gives five distinct, concrete tips.\nIt does not invent a citation.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff90 G2-07
    (
        "mt-bench-pairwise",
        "Assistant A repeats the same tip three times and never answers the question. Assistant B gives five distinct, concrete tips.\nIt doesn't make up a source.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff90 G2-08
    (
        "mt-bench-pairwise",
        "Assistant A repeats the same tip three times and never answers the question. Assistant B gives five distinct, concrete tips.\nIt does not confuse the two terms.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff90 G2-09
    (
        "pairwise-verdict",
        "Assistant A says the Treaty of Westphalia was signed in 1658, which is wrong. Assistant B gives the correct year, 1648.\nIt does not misinterpret the question.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff90 G2-10
    (
        "pairwise-verdict",
        "Assistant A says the Treaty of Westphalia was signed in 1658, which is wrong. Assistant B gives the correct year, 1648.\nIt is not vague.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff90 G2-11
    (
        "pairwise-verdict",
        "Assistant A says the Treaty of Westphalia was signed in 1658, which is wrong. Assistant B gives the correct year, 1648.\nIt is not misleading.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff90 G2-12
    (
        "pairwise-verdict",
        "Assistant A's translation is too literal. Assistant B's translation keeps the meaning and the idiom.\nIt is not biased.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff90 G2-13
    (
        "pairwise-verdict",
        "Assistant A's translation is too literal. Assistant B's translation keeps the meaning and the idiom.\nIt isn't rude.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff90 G2-14
    (
        "pairwise-verdict",
        "Assistant A's translation is too literal. Assistant B's translation keeps the meaning and the idiom.\nIt is never condescending.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff90 G2-15
    (
        "mt-bench-pair-math-v1",
        "The reference answer is 15. Assistant A gets 12 because it subtracts instead of adding. Assistant B gets 15 and checks it.\nIt is not superficial.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff90 G2-16
    (
        "mt-bench-pair-math-v1",
        "The reference answer is 15. Assistant A gets 12 because it subtracts instead of adding. Assistant B gets 15 and checks it.\nIt is not outdated.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff90 G2-17
    (
        "mt-bench-pair-math-v1",
        "The reference answer is 15. Assistant A gets 12 because it subtracts instead of adding. Assistant B gets 15 and checks it.\nIt is free of typos.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff90 G2-18
    (
        "mt-bench-pair-v2-multi-turn",
        "Both assistants answer the first question well. In the second turn, Assistant A ignores the request to shorten the email, while Assistant B cuts it to three sentences.\nIt has no typos.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff90 G2-19
    (
        "mt-bench-pair-v2-multi-turn",
        "Both assistants answer the first question well. In the second turn, Assistant A ignores the request to shorten the email, while Assistant B cuts it to three sentences.\nIt is not off-topic.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff90 G2-20
    (
        "llmbar-vanilla",
        "Output (a) answers the question directly. Output (b) drifts into an unrelated topic.\nIt is not off-topic.\nOutput (a)",
        "stop",
        0,
        "A",
    ),  # ff90 G2-LB1
    (
        "mt-bench-pairwise",
        "Assistant A invents a citation. Assistant B cites a real paper.\nIt does not invent sources.\n[[B]]",
        "length",
        0,
        "B",
    ),  # ff90 G2-L1
    (
        "pairwise-verdict",
        "Assistant A solves the equation with a sign error and gets x = -3. Assistant B gets x = 3.\nIt is right where the other one is wrong.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff90 G3-01
    (
        "mt-bench-pair-math-v1",
        "Assistant A says the answer is 12. Assistant B shows that the answer is 15 and checks it.\nIt includes the step that the other answer skips.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff90 G3-02
    (
        "mt-bench-pairwise",
        "Assistant A solves the equation with a sign error and gets x = -3. Assistant B gets x = 3.\nIt keeps the negative sign that the other one drops.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff90 G3-03
    (
        "pairwise-verdict",
        "Assistant A says the answer is 12. Assistant B shows that the answer is 15 and checks it.\nIt is correct, unlike the other one, which makes an arithmetic error.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff90 G3-04
    (
        "mt-bench-pair-math-v1",
        "Assistant A solves the equation with a sign error and gets x = -3. Assistant B gets x = 3.\nIt catches what the other one missed.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff90 G3-05
    (
        "mt-bench-pairwise",
        "Assistant A says the answer is 12. Assistant B shows that the answer is 15 and checks it.\nIt is clear, where the other one is confusing.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff90 G3-06
    (
        "pairwise-verdict",
        "Assistant A solves the equation with a sign error and gets x = -3. Assistant B gets x = 3.\nIt gives the date the other answer gets wrong.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff90 G3-07
    (
        "mt-bench-pair-math-v1",
        "Assistant A says the answer is 12. Assistant B shows that the answer is 15 and checks it.\nIt gets the sign right where the other one fails.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff90 G3-08
    (
        "pairwise-verdict",
        "Assistant A's answer skips input validation. Assistant B validates the input first.\nIt works even if the input is empty.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff90 G4-01
    (
        "mt-bench-pairwise",
        "Assistant A's function crashes when the file is missing. Assistant B's function handles it.\nIt checks whether the file exists before reading it.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff90 G4-02
    (
        "pairwise-verdict",
        "Assistant A's answer skips input validation. Assistant B validates the input first.\nIt raises a clear error if the input is invalid.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff90 G4-03
    (
        "mt-bench-pairwise",
        "Assistant A's function crashes when the file is missing. Assistant B's function handles it.\nIt returns an error message for invalid input.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff90 G4-04
    (
        "pairwise-verdict",
        "Assistant A's answer skips input validation. Assistant B validates the input first.\nIt reports an error for invalid input.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff90 G4-05
    (
        "mt-bench-pairwise",
        "Assistant A's function crashes when the file is missing. Assistant B's function handles it.\nIt uses a context manager, so the file is always closed even if an exception is raised.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff90 G4-06
    (
        "pairwise-verdict",
        "Assistant A just lists the symptoms. Assistant B lists them and gives practical advice.\nIt tells the user to see a doctor if symptoms persist.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff90 G4-07
    (
        "mt-bench-pairwise",
        "Assistant A's script accepts any password. Assistant B's script checks password strength.\nIt warns the user if the password is weak.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff90 G4-08
    (
        "pairwise-verdict",
        "The first response gets the date of the moon landing wrong (1968). The second response gives the correct date, 1969.\nAssistant B's formatting is inconsistent.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff90 G5-01
    (
        "mt-bench-pairwise",
        "Unlike Assistant B, Assistant A gets the date of the moon landing wrong.\nAssistant B's formatting is inconsistent.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff90 G5-02
    (
        "pairwise-verdict",
        "Assistant A says 1968 and Assistant B says 1969; the moon landing was in 1969.\nAssistant B's answer lacks a source.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff90 G5-03
    (
        "mt-bench-pair-v2-multi-turn",
        "In the first turn both assistants answer correctly. In the second turn, Assistant B misunderstands the follow-up and repeats its first answer, while Assistant A adapts the plan for a vegetarian as asked.\nAssistant A's second answer omits the calorie count.\n[[A]]",
        "stop",
        0,
        "A",
    ),  # ff90 G5-04
    (
        "pairwise-verdict",
        "Assistant A's code compiles and passes all the tests, whereas Assistant B's code does not compile.\nAssistant A's code lacks comments.\n[[A]]",
        "stop",
        0,
        "A",
    ),  # ff90 G5-05
    (
        "mt-bench-pairwise",
        "Compared with Assistant A, Assistant B gives the correct dosage and cites the label.\nAssistant B's answer has a typo.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff90 G5-06
    (
        "pairwise-verdict",
        "The first answer is factually wrong about the boiling point at altitude. The second one is correct.\nAssistant B skips the explanation of air pressure.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff90 G5-07
    (
        "mt-bench-pairwise",
        "Assistant A's summary invents a quote, and Assistant B's summary sticks to the article.\nAssistant B's summary misses the last paragraph.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff90 G5-08
    (
        "pairwise-verdict",
        "Both answers reach the right result.\nAssistant B is more accurate and less verbose, so my verdict is [[B]]",
        "stop",
        0,
        "B",
    ),  # ff90 G6-01
    (
        "pairwise-verdict",
        "Assistant A and Assistant B both explain the concept.\nSince Assistant B does not hallucinate, my verdict is [[B]]",
        "stop",
        0,
        "B",
    ),  # ff90 G6-02
    (
        "pairwise-verdict",
        "Both answers reach the right result.\nBecause it is less verbose and equally correct, I choose Assistant B: [[B]]",
        "stop",
        0,
        "B",
    ),  # ff90 G6-03
    (
        "pairwise-verdict",
        "Both answers reach the right result.\nAssistant A is better as it has fewer steps: [[A]]",
        "stop",
        0,
        "A",
    ),  # ff90 G6-05
    (
        "pairwise-verdict",
        "Both answers reach the right result.\nAssistant B is better because it is less verbose: [[B]]",
        "stop",
        0,
        "B",
    ),  # ff90 G6-07
    ("mt-bench-pairwise", "Assistant B is better.\nIt is less verbose.\n[[B]]", "stop", 0, "B"),  # ff90 G1-S1
    ("pairwise-verdict", "B is better.\nIt is less wordy.\n[[B]]", "stop", 0, "B"),  # ff90 G1-S2
    (
        "mt-bench-pair-v2-multi-turn",
        "In the second turn, Assistant A forgets the user's earlier constraint. Assistant B keeps it.\nIt is less forgetful.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff90 G1-S3
    (
        "mt-bench-pairwise",
        "Assistant A's essay is unfocused. Assistant B's essay is focused and well argued.\nIt is less scattered.\nMy final verdict is:\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff90 G1-H1
    (
        "mt-bench-pairwise",
        "Assistant A's essay is unfocused. Assistant B's essay is focused and well argued.\nIt is less scattered.\n\nFinal Verdict: [[B]]",
        "stop",
        0,
        "B",
    ),  # ff90 G1-H2
    (
        "pairwise-verdict",
        "Assistant A pads the answer with a long preamble. Assistant B answers in two sentences.\nThis response is less padded.\n\n**Final verdict:** [[B]]",
        "stop",
        0,
        "B",
    ),  # ff90 G1-H3
    ("pairwise-verdict", "Assistant B is better.\nIt has no typos.\n[[B]]", "stop", 0, "B"),  # ff90 G2-S1
    ("pairwise-verdict", "Assistant A is better.\nIt is not misleading.\n[[A]]", "stop", 0, "A"),  # ff90 G2-S2
    (
        "mt-bench-pairwise",
        "Assistant A's summary adds a quote that is not in the article. Assistant B sticks to the article.\nIt does not hallucinate.\n\nMy final verdict is: [[B]]",
        "stop",
        0,
        "B",
    ),  # ff90 G2-H1
    (
        "mt-bench-pair-math-v1",
        "The reference answer is 7. Assistant A gets 8 by misreading 2x + 1 = 15 as 2x - 1 = 15. Assistant B gets 7.\nIt does not misread the equation.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff90 G2-M1
    (
        "mt-bench-pairwise",
        "Assistant A is correct but terse. Assistant B is correct and adds a worked example.\nAssistant B is better than Assistant A: [[B]]",
        "stop",
        0,
        "B",
    ),  # ff90 G8-06
    ("pairwise-verdict", "Assistant A is more helpful than Assistant B: [[A]]", "stop", 0, "A"),  # ff90 G8-07
    (
        "mt-bench-pairwise",
        "Assistant A's answer is wrong. Assistant B is more accurate than Assistant A: [[B]]",
        "stop",
        0,
        "B",
    ),  # ff90 G8-08
    ("pairwise-verdict", "Assistant B beats Assistant A: [[B]]", "stop", 0, "B"),  # ff90 G8-10
    (
        "llmbar-vanilla",
        "Output (a) ignores the requested word count. Output (b) follows it.\nOutput (b)",
        "stop",
        0,
        "B",
    ),  # ff90 G9-01
    ("llmbar-vanilla", "Output (b) respects the word count.\nOutput (b)", "stop", 0, "B"),  # ff90 G9-02
    (
        "llmbar-vanilla",
        "The instruction sets a word count of 50. Output (b) meets it.\nOutput (b)",
        "stop",
        0,
        "B",
    ),  # ff90 G9-03
    (
        "llmbar-vanilla",
        "Output (a) ignores the word count.\nOutput (b) sticks to it.\nOutput (b)",
        "stop",
        0,
        "B",
    ),  # ff90 G9-04
    (
        "mt-bench-pairwise",
        "Assistant A goes far over the requested word count. Assistant B stays close to it.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff90 G9-05
    (
        "pairwise-verdict",
        "Assistant A ignores the requested sentence count (3). Assistant B writes exactly 3 sentences.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff90 G9-06
    ("mt-bench-single-v1", "The story is vivid. It meets the word count.\n\nRating: [[8]]", "stop", 0, 8),  # ff90 G9-08
    (
        "mt-bench-pairwise",
        "Assistant A ignores the requested word count. Assistant B follows it.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff90 G9-09
    (
        "llmbar-vanilla",
        "Output (a) exceeds the requested word count. Output (b) follows it.\nOutput (b)",
        "stop",
        0,
        "B",
    ),  # ff90 G9-10
    (
        "llmbar-vanilla",
        "Output (a) ignores the requested tone, while Output (b) follows it.\nOutput (b) has a typo.\nOutput (b)",
        "stop",
        0,
        "B",
    ),  # ff90 G5-LB1
    (
        "mt-bench-pairwise",
        "Assistant A's answer (54) is wrong, and Assistant B's (56) is right.\nAssistant B's answer lacks an explanation.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff90 G5-09
]


# second round (adversarial pass 92 and false-failure pass 91f, on this version's first round, 779ea36): a merit denied
# by a negation ("It is not correct."), an absence negated ("It is not without errors.", "far from error-free"), the
# side not picked as a subject ("The rejected answer is more accurate."), the token by its place ("The following
# response is worse."), an aside about the other side ("It is, unlike the other one, weaker."), a win under a condition
# ("It earns the win provided the numbers check out."), someone else's pick in new verbs ("The audience sided with
# Assistant B."), a severe fault no concession softens ("It is useless, but it is polite."), a shortfall ("fewer steps
# than the proof needs"); and the other way, a reference value in other words before each side's value ("The correct
# answer is 7. Assistant A answers 9. Assistant B answers 7.\n[[B]]"), "here" at the end of an honest closing line, a
# negation of anything but a merit ("It does not make anything up."), verbs of finding a problem ("It flags the
# outdated API call."), "It's not close."
REFUSED_86_92 = [
    ("pairwise-verdict", "The rejected answer is more accurate.\n[[A]]", "stop", 0),  # adv92 BR01
    ("pairwise-verdict", "The unchosen answer is better.\n[[A]]", "stop", 0),  # adv92 BR02
    ("pairwise-verdict", "The answer I passed over is stronger.\n[[B]]", "stop", 0),  # adv92 BR03
    ("pairwise-verdict", "The discarded response is the correct one.\n[[A]]", "stop", 0),  # adv92 BR04
    ("pairwise-verdict", "The answer I am not naming is stronger.\n[[B]]", "stop", 0),  # adv92 BR05
    ("pairwise-verdict", "The response nobody chose is stronger.\n[[A]]", "stop", 0),  # adv92 BR06
    ("pairwise-verdict", "The answer left unnamed below is better.\n[[A]]", "stop", 0),  # adv92 BR07
    ("pairwise-verdict", "The non-selected response is more accurate.\n[[B]]", "stop", 0),  # adv92 BR08
    ("pairwise-verdict", "The answer I did not pick is more accurate.\n[[A]]", "stop", 0),  # adv92 BR09
    ("pairwise-verdict", "The excluded answer gets the math right.\n[[A]]", "stop", 0),  # adv92 BR10
    ("pairwise-verdict", "Whichever answer is not named below is better.\n[[A]]", "stop", 0),  # adv92 BR11
    ("mt-bench-pairwise", "The answer I did not pick is more accurate.\n[[B]]", "stop", 0),  # adv92 BR12
    ("mt-bench-pair-math-v1", "The rejected solution reaches the right total.\n[[A]]", "stop", 0),  # adv92 BR13
    ("mt-bench-pair-v2-multi-turn", "The unchosen response handles both turns better.\n[[A]]", "stop", 0),  # adv92 BR14
    ("arena-hard", "The rejected answer is more accurate.\n\nMy final verdict is: [[A>B]]", "stop", 0),  # adv92 BR15
    (
        "arena-hard-creative-writing",
        "The story I passed over is far more vivid.\n\nMy final verdict is: [[B>>A]]",
        "stop",
        0,
    ),  # adv92 BR16
    ("llmbar-vanilla", "The rejected output is more accurate.\nOutput (a)", "stop", 0),  # adv92 BR17
    ("llmbar-vanilla", "The output I did not pick follows the instruction.\nOutput (b)", "stop", 0),  # adv92 BR18
    ("pairwise-verdict", "The answer I did not pick is more accurate.\n[[B]]", "length", 0),  # adv92 BR20
    ("pairwise-verdict", "The letter below marks the weaker answer.\n[[A]]", "stop", 0),  # adv92 BP01
    ("pairwise-verdict", "The verdict below names the weaker response.\n[[A]]", "stop", 0),  # adv92 BP02
    ("pairwise-verdict", "The answer named below is the weaker one.\n[[B]]", "stop", 0),  # adv92 BP03
    ("pairwise-verdict", "The following response is worse.\n[[A]]", "stop", 0),  # adv92 BP04
    ("pairwise-verdict", "The named answer is the weaker one.\n[[A]]", "stop", 0),  # adv92 BP05
    ("pairwise-verdict", "The letter that follows marks the worse answer.\n[[B]]", "stop", 0),  # adv92 BP06
    ("pairwise-verdict", "What follows is the weaker response.\n[[A]]", "stop", 0),  # adv92 BP07
    ("mt-bench-pairwise", "The following response is worse.\n[[B]]", "stop", 0),  # adv92 BP09
    ("mt-bench-pair-math-v1-multi-turn", "The answer named below is the weaker one.\n[[A]]", "stop", 0),  # adv92 BP10
    (
        "arena-hard",
        "The assistant in the verdict below is the weaker one.\n\nMy final verdict is: [[A>B]]",
        "stop",
        0,
    ),  # adv92 BP11
    ("llmbar-vanilla", "The output named below is the worse one.\nOutput (a)", "stop", 0),  # adv92 BP12
    ("llmbar-vanilla", "What follows is the less helpful output.\nOutput (b)", "stop", 0),  # adv92 BP13
    ("pairwise-verdict", "The following response is worse.\n[[A]]", "length", 0),  # adv92 BP14
    ("pairwise-verdict", "It is, unlike the other one, weaker.\n[[A]]", "stop", 0),  # adv92 BU01
    ("pairwise-verdict", "This one, compared with the other one, is weaker.\n[[A]]", "stop", 0),  # adv92 BU02
    ("pairwise-verdict", "It, unlike its counterpart, comes in second.\n[[B]]", "stop", 0),  # adv92 BU03
    ("pairwise-verdict", "This one, next to its rival, falls short.\n[[A]]", "stop", 0),  # adv92 BU04
    ("mt-bench-pairwise", "It is, compared to the other answer, worse on every point.\n[[A]]", "stop", 0),  # adv92 BU05
    ("arena-hard", "It is, unlike the other one, weaker.\n\nMy final verdict is: [[B>A]]", "stop", 0),  # adv92 BU06
    (
        "arena-hard-creative-writing",
        "It is, unlike the other story, the weaker piece.\n\nMy final verdict is: [[A>>B]]",
        "stop",
        0,
    ),  # adv92 BU07
    ("llmbar-vanilla", "It is, unlike the other output, less helpful.\nOutput (a)", "stop", 0),  # adv92 BU08
    ("pairwise-verdict", "It is outclassed in every respect, but it is polite.\n[[A]]", "stop", 0),  # adv92 BO01
    ("pairwise-verdict", "The audience sided with Assistant B.\n[[B]]", "stop", 0),  # adv92 NO01
    ("pairwise-verdict", "The crowd went with Assistant A.\n[[A]]", "stop", 0),  # adv92 NO02
    ("pairwise-verdict", "The earlier judge backed Assistant A.\n[[A]]", "stop", 0),  # adv92 NO03
    ("pairwise-verdict", "Assistant A's own self-review awards itself the win.\n[[A]]", "stop", 0),  # adv92 NO04
    ("pairwise-verdict", "Assistant B claims to be the better answer.\n[[B]]", "stop", 0),  # adv92 NO05
    ("pairwise-verdict", "The leaderboard has Assistant A ahead.\n[[A]]", "stop", 0),  # adv92 NO07
    ("mt-bench-pairwise", "The audience sided with Assistant B.\n[[B]]", "stop", 0),  # adv92 NO08
    ("mt-bench-pair-v2-multi-turn", "Assistant A claims to be the better answer.\n[[A]]", "stop", 0),  # adv92 NO09
    ("arena-hard", "The earlier judge backed Assistant A.\n\nMy final verdict is: [[A>B]]", "stop", 0),  # adv92 NO10
    ("llmbar-vanilla", "Output (b) claims to be the better output.\nOutput (b)", "stop", 0),  # adv92 NO11
    ("llmbar-vanilla", "The crowd went with Output (a).\nOutput (a)", "stop", 0),  # adv92 NO12
    ("pairwise-verdict", "It is my choice only if the reference is wrong.\n[[A]]", "stop", 0),  # adv92 NK01
    ("pairwise-verdict", "It gets the nod when the reference is ignored.\n[[A]]", "stop", 0),  # adv92 NK02
    ("pairwise-verdict", "It takes the crown if we overlook the math.\n[[B]]", "stop", 0),  # adv92 NK03
    ("pairwise-verdict", "It comes out on top if the grader ignores accuracy.\n[[A]]", "stop", 0),  # adv92 NK04
    ("pairwise-verdict", "It earns the win provided the numbers check out.\n[[A]]", "stop", 0),  # adv92 NK05
    ("pairwise-verdict", "It prevails assuming the user reads only the summary.\n[[B]]", "stop", 0),  # adv92 NK06
    ("mt-bench-pairwise", "It gets the nod when the reference is ignored.\n[[A]]", "stop", 0),  # adv92 NK08
    ("mt-bench-pair-math-v1", "It takes the crown if we overlook the arithmetic.\n[[B]]", "stop", 0),  # adv92 NK09
    (
        "arena-hard",
        "It comes out on top if the grader ignores accuracy.\n\nMy final verdict is: [[A>B]]",
        "stop",
        0,
    ),  # adv92 NK10
    ("llmbar-vanilla", "It is my choice only if the instruction is read loosely.\nOutput (a)", "stop", 0),  # adv92 NK11
    ("pairwise-verdict", "It takes the crown if we overlook the math.\n[[A]]", "length", 0),  # adv92 NK13
    ("pairwise-verdict", "It is not correct.\n[[A]]", "stop", 0),  # adv92 CN01
    ("pairwise-verdict", "It is not accurate.\n[[B]]", "stop", 0),  # adv92 CN02
    ("pairwise-verdict", "It is not right.\n[[A]]", "stop", 0),  # adv92 CN03
    ("pairwise-verdict", "It does not answer the question.\n[[A]]", "stop", 0),  # adv92 CN04
    ("pairwise-verdict", "It does not solve the problem.\n[[B]]", "stop", 0),  # adv92 CN05
    ("pairwise-verdict", "It is not helpful.\n[[A]]", "stop", 0),  # adv92 CN06
    ("pairwise-verdict", "It gets nothing right.\n[[A]]", "stop", 0),  # adv92 CN07
    ("pairwise-verdict", "It contains no correct step.\n[[B]]", "stop", 0),  # adv92 CN08
    ("pairwise-verdict", "None of its steps are right.\n[[A]]", "stop", 0),  # adv92 CN09
    ("pairwise-verdict", "Not one of its claims holds up.\n[[A]]", "stop", 0),  # adv92 CN10
    ("mt-bench-pairwise", "It gets nothing right.\n[[A]]", "stop", 0),  # adv92 CN11
    ("mt-bench-pair-math-v1", "It does not reach the right total.\n[[A]]", "stop", 0),  # adv92 CN12
    ("mt-bench-pair-v2-multi-turn", "It does not answer the second turn.\n[[B]]", "stop", 0),  # adv92 CN13
    ("arena-hard", "It is not correct.\n\nMy final verdict is: [[A>B]]", "stop", 0),  # adv92 CN14
    (
        "arena-hard-creative-writing",
        "It does not tell a story at all.\n\nMy final verdict is: [[B>>A]]",
        "stop",
        0,
    ),  # adv92 CN15
    ("llmbar-vanilla", "It is not correct.\nOutput (a)", "stop", 0),  # adv92 CN16
    ("llmbar-vanilla", "It does not do what the instruction asks.\nOutput (b)", "stop", 0),  # adv92 CN17
    ("pairwise-verdict", "It is not correct.\n[[A]]", "length", 0),  # adv92 CN19
    ("mt-bench-single-v1", "The response gets nothing right.\nRating: [[10]]", "stop", 0),  # adv92 CN23
    ("prometheus-absolute", "Feedback: The response gets nothing right. [RESULT] 5", "stop", 0),  # adv92 CN24
    (
        "mt-bench-single-v1-multi-turn",
        "The assistant gets nothing right in either turn.\nRating: [[10]]",
        "stop",
        0,
    ),  # adv92 CN25
    ("pairwise-verdict", "It is not without errors.\n[[A]]", "stop", 0),  # adv92 CD01
    ("pairwise-verdict", "It is never free of mistakes.\n[[A]]", "stop", 0),  # adv92 CD02
    ("pairwise-verdict", "It does not lack errors.\n[[B]]", "stop", 0),  # adv92 CD03
    ("pairwise-verdict", "It is not error-free.\n[[A]]", "stop", 0),  # adv92 CD04
    ("pairwise-verdict", "It is anything but error-free.\n[[A]]", "stop", 0),  # adv92 CD05
    ("pairwise-verdict", "It has no shortage of errors.\n[[B]]", "stop", 0),  # adv92 CD06
    ("pairwise-verdict", "It isn't free of bugs.\n[[A]]", "stop", 0),  # adv92 CD07
    ("pairwise-verdict", "It is far from error-free.\n[[A]]", "stop", 0),  # adv92 CD08
    ("mt-bench-pairwise", "It is not bug-free.\n[[A]]", "stop", 0),  # adv92 CD09
    ("arena-hard", "It is not without serious errors.\n\nMy final verdict is: [[B>A]]", "stop", 0),  # adv92 CD10
    ("llmbar-vanilla", "It is far from mistake-free.\nOutput (a)", "stop", 0),  # adv92 CD11
    ("pairwise-verdict", "It has fewer steps than the proof needs.\n[[A]]", "stop", 0),  # adv92 CL01
    ("pairwise-verdict", "It is less complex than the problem demands.\n[[A]]", "stop", 0),  # adv92 CL02
    ("pairwise-verdict", "It uses fewer lines than a working version requires.\n[[B]]", "stop", 0),  # adv92 CL03
    ("pairwise-verdict", "It has fewer words than the minimum the user set.\n[[A]]", "stop", 0),  # adv92 CL04
    ("mt-bench-pair-math-v1", "It has fewer steps than the derivation needs.\n[[A]]", "stop", 0),  # adv92 CL05
    ("pairwise-verdict", "It is useless, but it is polite.\n[[A]]", "stop", 0),  # adv92 CC01
    ("pairwise-verdict", "It is unusable, but it is polite.\n[[A]]", "stop", 0),  # adv92 CC02
    ("pairwise-verdict", "It has three factual errors, but it is nicely formatted.\n[[B]]", "stop", 0),  # adv92 CC03
    ("pairwise-verdict", "It is buggy, but it is well commented.\n[[A]]", "stop", 0),  # adv92 CC04
    ("pairwise-verdict", "It ignores the question, but it is well written.\n[[A]]", "stop", 0),  # adv92 CC05
    ("mt-bench-pairwise", "It misreads the question, but it is well organised.\n[[B]]", "stop", 0),  # adv92 CC06
    (
        "arena-hard",
        "It is riddled with errors, but it is nicely formatted.\n\nMy final verdict is: [[A>B]]",
        "stop",
        0,
    ),  # adv92 CC07
    ("llmbar-vanilla", "It ignores the instruction, but it is fluent.\nOutput (a)", "stop", 0),  # adv92 CC08
    ("pairwise-verdict", "It is misguided.\n[[A]]", "stop", 0),  # adv92 CW01
    ("pairwise-verdict", "It is baseless.\n[[A]]", "stop", 0),  # adv92 CW02
    ("pairwise-verdict", "It oversimplifies the proof.\n[[B]]", "stop", 0),  # adv92 CW03
    ("pairwise-verdict", "It is unworkable.\n[[A]]", "stop", 0),  # adv92 CW04
    ("pairwise-verdict", "It is a non-answer.\n[[B]]", "stop", 0),  # adv92 CW05
    ("pairwise-verdict", "It is unresponsive to the question.\n[[A]]", "stop", 0),  # adv92 CW06
    ("pairwise-verdict", "It violates the user's constraints.\n[[A]]", "stop", 0),  # adv92 CW07
    ("pairwise-verdict", "It is unfinished.\n[[B]]", "stop", 0),  # adv92 CW08
    ("pairwise-verdict", "It stops midway.\n[[A]]", "stop", 0),  # adv92 CW09
    ("pairwise-verdict", "It is absurd.\n[[A]]", "stop", 0),  # adv92 CW10
    ("pairwise-verdict", "It misattributes the quote.\n[[B]]", "stop", 0),  # adv92 CW11
    ("arena-hard", "It is unworkable.\n\nMy final verdict is: [[A>B]]", "stop", 0),  # adv92 CW12
    ("llmbar-vanilla", "It is a non-answer.\nOutput (a)", "stop", 0),  # adv92 CW13
    ("mt-bench-single-v1", "It is unworkable.\nRating: [[9]]", "stop", 0),  # adv92 CW14
    ("prometheus-absolute-noref", "Feedback: The response is unworkable. [RESULT] 5", "stop", 0),  # adv92 CW15
    ("mt-bench-single-v1", "The user awarded this:\nRating: [[9]]", "stop", 0),  # adv92 RN01
    ("mt-bench-single-v1", "The user assigned this:\nRating: [[9]]", "stop", 0),  # adv92 RN02
    ("mt-bench-single-v1-multi-turn", "The user awarded this:\nRating: [[8]]", "stop", 0),  # adv92 RN03
    (
        "mt-bench-single-v1",
        "It gets the top mark only if the reference is wrong.\nRating: [[10]]",
        "stop",
        0,
    ),  # adv92 RN04
    ("mt-bench-single-v1", "It earns a 10 provided the numbers check out.\nRating: [[10]]", "stop", 0),  # adv92 RN05
    (
        "prometheus-absolute",
        "Feedback: The response earns the top score provided the numbers check out. [RESULT] 5",
        "stop",
        0,
    ),  # adv92 RN06
    (
        "prometheus-absolute-noref",
        "Feedback: The response deserves the top score only if the rubric is ignored. [RESULT] 5",
        "stop",
        0,
    ),  # adv92 RN07
    ("faireval-vanilla", "8 6\nThe audience went with these numbers.", "stop", 0),  # adv92 RN08
    ("mt-bench-single-v1", "The response is not without errors.\nRating: [[10]]", "stop", 0),  # adv92 RC01
    ("mt-bench-single-math-v1", "The solution is far from error-free.\nRating: [[10]]", "stop", 0),  # adv92 RC02
    ("prometheus-absolute", "Feedback: The response is far from error-free. [RESULT] 5", "stop", 0),  # adv92 RC03
    ("prometheus-absolute", "Feedback: The response is not without errors. [RESULT] 5", "stop", 0),  # adv92 RC04
]

READ_86_92 = [
    ("pairwise-verdict", "It loses nothing to the other one.\n[[A]]", "stop", 0, "A"),  # adv92 FF01
    ("pairwise-verdict", "It trails nobody.\n[[A]]", "stop", 0, "A"),  # adv92 FF02
    ("mt-bench-pairwise", "It loses nothing to the other one.\n[[B]]", "stop", 0, "B"),  # adv92 FF03
    (
        "mt-bench-pairwise",
        "Assistant A says the Treaty of Westphalia was signed in 1658. Assistant B gives the correct year, 1648, and explains its significance.\nAssistant A is wrong here.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff91 H1-01
    (
        "mt-bench-pairwise",
        "Assistant A says the Treaty of Westphalia was signed in 1658. Assistant B gives the correct year, 1648, and explains its significance.\nAssistant A's answer is incomplete here.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff91 H1-02
    (
        "mt-bench-pairwise",
        "Assistant A says the Treaty of Westphalia was signed in 1658. Assistant B gives the correct year, 1648, and explains its significance.\nAssistant A is missing key information here.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff91 H1-03
    (
        "pairwise-verdict",
        "Assistant A answers only the first part of the question. Assistant B covers both parts with an example.\nAssistant A is off-topic here.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff91 H1-04
    (
        "pairwise-verdict",
        "Assistant A answers only the first part of the question. Assistant B covers both parts with an example.\nAssistant A is mistaken here.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff91 H1-05
    (
        "mt-bench-pair-math-v1",
        "The reference answer is 15. Assistant A gets 12 because it subtracts instead of adding. Assistant B gets 15 and checks the result.\nAssistant A is clearly weaker here.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff91 H1-08
    (
        "mt-bench-pair-math-v1",
        "The reference answer is 15. Assistant A gets 12 because it subtracts instead of adding. Assistant B gets 15 and checks the result.\nAssistant A is wrong here.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff91 H1-09
    (
        "mt-bench-pair-v2-multi-turn",
        "Both assistants answer the first question well. In the second turn, Assistant A ignores the request to shorten the email, while Assistant B cuts it to three sentences.\nAssistant A is simply incorrect here.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff91 H1-11
    (
        "mt-bench-pair-v2-multi-turn",
        "Both assistants answer the first question well. In the second turn, Assistant A ignores the request to shorten the email, while Assistant B cuts it to three sentences.\nAssistant A is off-topic here.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff91 H1-12
    (
        "mt-bench-pair-math-v1-multi-turn",
        "For the second question, the reference answer is 7. Assistant A makes an arithmetic slip; Assistant B gets the reference value with clear steps.\nAssistant A's answer is incomplete here.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff91 H1-13
    (
        "mt-bench-pair-math-v1-multi-turn",
        "For the second question, the reference answer is 7. Assistant A makes an arithmetic slip; Assistant B gets the reference value with clear steps.\nAssistant A is missing key information here.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff91 H1-14
    (
        "llmbar-vanilla",
        "Output (a) ignores the instruction to answer in three bullet points. Output (b) gives exactly three bullet points.\nOutput (a) is mistaken here.\nOutput (b)",
        "stop",
        0,
        "B",
    ),  # ff91 H1-16
    (
        "mt-bench-pairwise",
        "Assistant A says the Treaty of Westphalia was signed in 1658. Assistant B gives the correct year, 1648, and explains its significance.\nAssistant A is wrong here.\n[[B]]",
        "length",
        0,
        "B",
    ),  # ff91 H1-L1
    (
        "mt-bench-pairwise",
        "Assistant A says the Treaty of Westphalia was signed in 1658. Assistant B gives the correct year, 1648, and explains its significance.\nAssistant A is simply incorrect here.\n[[B]]",
        "length",
        0,
        "B",
    ),  # ff91 H1-L2
    (
        "mt-bench-pairwise",
        "Assistant A says the Treaty of Westphalia was signed in 1658. Assistant B gives the correct year, 1648, and explains its significance.\nAssistant A's answer is incomplete here.\n[[B]]",
        "length",
        0,
        "B",
    ),  # ff91 H1-L3
    (
        "mt-bench-pairwise",
        "Assistant A says the Treaty of Westphalia was signed in 1658. Assistant B gives the correct year, 1648, and explains its significance.\nAssistant A is off-topic here.\n[[B]]",
        "length",
        0,
        "B",
    ),  # ff91 H1-L4
    (
        "mt-bench-pairwise",
        "Assistant A says the Treaty of Westphalia was signed in 1658. Assistant B gives the correct year, 1648, and explains its significance.\nOnly Assistant B follows the instructions here.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff91 H2-01
    (
        "mt-bench-pairwise",
        "Assistant A says the Treaty of Westphalia was signed in 1658. Assistant B gives the correct year, 1648, and explains its significance.\nAssistant B reads the question correctly here.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff91 H2-02
    (
        "pairwise-verdict",
        "Assistant A answers only the first part of the question. Assistant B covers both parts with an example.\nAssistant B reads the question correctly here.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff91 H2-03
    (
        "pairwise-verdict",
        "Assistant A answers only the first part of the question. Assistant B covers both parts with an example.\nAssistant B's response follows the required format here.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff91 H2-04
    (
        "mt-bench-pair-math-v1",
        "The reference answer is 15. Assistant A gets 12 because it subtracts instead of adding. Assistant B gets 15 and checks the result.\nAssistant B's response follows the required format here.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff91 H2-05
    (
        "mt-bench-pair-v2-multi-turn",
        "Both assistants answer the first question well. In the second turn, Assistant A ignores the request to shorten the email, while Assistant B cuts it to three sentences.\nOnly Assistant B follows the instructions here.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff91 H2-08
    (
        "mt-bench-pair-math-v1-multi-turn",
        "For the second question, the reference answer is 7. Assistant A makes an arithmetic slip; Assistant B gets the reference value with clear steps.\nOnly Assistant B follows the instructions here.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff91 H2-09
    (
        "mt-bench-pair-math-v1-multi-turn",
        "For the second question, the reference answer is 7. Assistant A makes an arithmetic slip; Assistant B gets the reference value with clear steps.\nAssistant B reads the question correctly here.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff91 H2-10
    (
        "llmbar-vanilla",
        "Output (a) ignores the instruction to answer in three bullet points. Output (b) gives exactly three bullet points.\nOutput (b) reads the question correctly here.\nOutput (b)",
        "stop",
        0,
        "B",
    ),  # ff91 H2-11
    (
        "llmbar-vanilla",
        "Output (a) ignores the instruction to answer in three bullet points. Output (b) gives exactly three bullet points.\nOutput (b)'s response follows the required format here.\nOutput (b)",
        "stop",
        0,
        "B",
    ),  # ff91 H2-12
    (
        "mt-bench-pairwise",
        "Assistant A says the Treaty of Westphalia was signed in 1658. Assistant B gives the correct year, 1648, and explains its significance.\nAccuracy is what matters most here.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff91 H3-01
    (
        "pairwise-verdict",
        "Assistant A answers only the first part of the question. Assistant B covers both parts with an example.\nCompleteness is key here.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff91 H3-02
    (
        "mt-bench-pair-math-v1",
        "The reference answer is 15. Assistant A gets 12 because it subtracts instead of adding. Assistant B gets 15 and checks the result.\nThe gap in quality is significant here.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff91 H3-03
    (
        "mt-bench-pair-v2-multi-turn",
        "Both assistants answer the first question well. In the second turn, Assistant A ignores the request to shorten the email, while Assistant B cuts it to three sentences.\nThe distinction is clear here.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff91 H3-04
    (
        "mt-bench-pair-math-v1-multi-turn",
        "For the second question, the reference answer is 7. Assistant A makes an arithmetic slip; Assistant B gets the reference value with clear steps.\nThe difference is clear here.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff91 H3-05
    (
        "llmbar-vanilla",
        "Output (a) ignores the instruction to answer in three bullet points. Output (b) gives exactly three bullet points.\nThe verdict is straightforward here.\nOutput (b)",
        "stop",
        0,
        "B",
    ),  # ff91 H3-06
    (
        "mt-bench-pairwise",
        "Assistant A says the Treaty of Westphalia was signed in 1658. Assistant B gives the correct year, 1648, and explains its significance.\nThe better response is easy to identify here.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff91 H3-08
    (
        "pairwise-verdict",
        "Assistant A answers only the first part of the question. Assistant B covers both parts with an example.\nFactual accuracy is the deciding criterion here.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff91 H3-09
    (
        "mt-bench-pair-math-v1",
        "The reference answer is 15. Assistant A gets 12 because it subtracts instead of adding. Assistant B gets 15 and checks the result.\nCorrectness is what counts here.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff91 H3-10
    (
        "mt-bench-pair-v2-multi-turn",
        "Both assistants answer the first question well. In the second turn, Assistant A ignores the request to shorten the email, while Assistant B cuts it to three sentences.\nThe second turn is decisive here.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff91 H3-MT
    (
        "mt-bench-single-v1",
        "The response explains recursion clearly, gives a correct factorial example and notes the base case.\nThere are no factual errors here.\nRating: [[9]]",
        "stop",
        0,
        9,
    ),  # ff91 H4-01
    (
        "mt-bench-single-math-v1",
        "The reference answer is x = 4. The assistant solves 2x + 3 = 11 step by step and gets x = 4.\nDepth is lacking here.\nRating: [[7]]",
        "stop",
        0,
        7,
    ),  # ff91 H4-02
    (
        "mt-bench-single-v1-multi-turn",
        "In the second turn the assistant rewrites the email in three sentences, as asked.\nThe code is correct as written here.\nRating: [[8]]",
        "stop",
        0,
        8,
    ),  # ff91 H4-03
    (
        "mt-bench-single-math-v1-multi-turn",
        "For the second question the reference answer is 7; the assistant also gets 7 with clear steps.\nThe rewrite is concise and correct here.\nRating: [[9]]",
        "stop",
        0,
        9,
    ),  # ff91 H4-04
    (
        "mt-bench-single-v1",
        "The response explains recursion clearly, gives a correct factorial example and notes the base case.\nNothing is missing here.\nRating: [[9]]",
        "stop",
        0,
        9,
    ),  # ff91 H4-05
    (
        "mt-bench-single-math-v1",
        "The reference answer is x = 4. The assistant solves 2x + 3 = 11 step by step and gets x = 4.\nThere is room for improvement here.\nRating: [[7]]",
        "stop",
        0,
        7,
    ),  # ff91 H4-06
    (
        "mt-bench-single-v1-multi-turn",
        "In the second turn the assistant rewrites the email in three sentences, as asked.\nThe reasoning is sound here.\nRating: [[9]]",
        "stop",
        0,
        9,
    ),  # ff91 H4-07
    (
        "mt-bench-single-math-v1",
        "The reference answer is x = 4. The assistant solves 2x + 3 = 11 step by step and gets x = 4.\nEvery step is justified here.\nRating: [[10]]",
        "stop",
        0,
        10,
    ),  # ff91 H4-10
    (
        "mt-bench-single-v1-multi-turn",
        "In the second turn the assistant rewrites the email in three sentences, as asked.\nThe tone is appropriate here.\nRating: [[8]]",
        "stop",
        0,
        8,
    ),  # ff91 H4-11
    (
        "mt-bench-single-math-v1-multi-turn",
        "For the second question the reference answer is 7; the assistant also gets 7 with clear steps.\nMinor wording issues are present here.\nRating: [[8]]",
        "stop",
        0,
        8,
    ),  # ff91 H4-12
    (
        "mt-bench-single-v1",
        "The response explains recursion clearly, gives a correct factorial example and notes the base case.\nThere are no factual errors here.\nRating: [[9]]",
        "length",
        0,
        9,
    ),  # ff91 H4-L1
    (
        "mt-bench-single-v1",
        "The response explains recursion clearly, gives a correct factorial example and notes the base case.\nDepth is lacking here.\nRating: [[7]]",
        "length",
        0,
        7,
    ),  # ff91 H4-L2
    (
        "mt-bench-single-v1",
        "The response explains recursion clearly, gives a correct factorial example and notes the base case.\nThe code is correct as written here.\nRating: [[8]]",
        "length",
        0,
        8,
    ),  # ff91 H4-L3
    (
        "mt-bench-pairwise",
        "Assistant A says the Treaty of Westphalia was signed in 1658. Assistant B gives the correct year, 1648, and explains its significance. Assistant A is wrong here. [[B]]",
        "stop",
        0,
        "B",
    ),  # ff91 H5-01
    (
        "mt-bench-pairwise",
        "Assistant A says the Treaty of Westphalia was signed in 1658. Assistant B gives the correct year, 1648, and explains its significance. Assistant A is wrong here. [[B]]",
        "stop",
        3,
        "B",
    ),  # ff91 H5-02
    (
        "mt-bench-pair-math-v1",
        "The reference answer is 15. Assistant A gets 12 because it subtracts instead of adding. Assistant B gets 15 and checks the result. Assistant A is incorrect here. Verdict: [[B]]",
        "stop",
        0,
        "B",
    ),  # ff91 H5-04
    (
        "mt-bench-single-v1",
        "The response explains recursion clearly, gives a correct factorial example and notes the base case. Nothing is missing here. Rating: [[9]]",
        "stop",
        0,
        9,
    ),  # ff91 H5-07
    (
        "mt-bench-pairwise",
        "Assistant A says the Treaty of Westphalia was signed in 1658. Assistant B gives the correct year, 1648, and explains its significance. Assistant A is wrong here.\n[[B]]",
        "stop",
        3,
        "B",
    ),  # ff91 H5-09
    (
        "mt-bench-pairwise",
        "Assistant A says the Treaty of Westphalia was signed in 1658. Assistant B gives the correct year, 1648, and explains its significance.\nIt's not close.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff91 D-01
    (
        "pairwise-verdict",
        "Assistant A answers only the first part of the question. Assistant B covers both parts with an example.\nThis isn't a close call.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff91 D-02
    (
        "mt-bench-pair-math-v1",
        "The reference answer is 15. Assistant A gets 12 because it subtracts instead of adding. Assistant B gets 15 and checks the result.\nIt's not even close.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff91 D-03
    (
        "mt-bench-pairwise",
        "Assistant A says the Treaty of Westphalia was signed in 1658. Assistant B gives the correct year, 1648, and explains its significance.\nHonestly, it's not close.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff91 D-04
    (
        "pairwise-verdict",
        "Assistant A answers only the first part of the question. Assistant B covers both parts with an example.\nIt isn't close at all.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff91 D-05
    (
        "mt-bench-pair-math-v1",
        "The reference answer is 15. Assistant A gets 12 because it subtracts instead of adding. Assistant B gets 15 and checks the result.\nThis one is not a close call.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff91 D-06
    (
        "mt-bench-pairwise",
        "Assistant A says the Treaty of Westphalia was signed in 1658. Assistant B gives the correct year, 1648, and explains its significance.\nIt flags the security risk.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff91 A-01
    (
        "pairwise-verdict",
        "Assistant A answers only the first part of the question. Assistant B covers both parts with an example.\nIt correctly flags the typo in the question.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff91 A-02
    (
        "mt-bench-pairwise",
        "Assistant A says the Treaty of Westphalia was signed in 1658. Assistant B gives the correct year, 1648, and explains its significance.\nIt validates the input and reports errors.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff91 A-04
    (
        "pairwise-verdict",
        "Assistant A answers only the first part of the question. Assistant B covers both parts with an example.\nIt is clear about what is missing from the data.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff91 A-05
    (
        "pairwise-verdict",
        "Assistant A answers only the first part of the question. Assistant B covers both parts with an example.\nIt reports errors to the user instead of crashing.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff91 A-08
    (
        "mt-bench-pairwise",
        "Assistant A says the Treaty of Westphalia was signed in 1658. Assistant B gives the correct year, 1648, and explains its significance.\nIt logs errors and retries.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff91 A-10
    (
        "mt-bench-pairwise",
        "Assistant A says the Treaty of Westphalia was signed in 1658. Assistant B gives the correct year, 1648, and explains its significance.\nIt flags the security risk.\n[[B]]",
        "length",
        0,
        "B",
    ),  # ff91 A-L1
    (
        "prometheus-absolute",
        "The response explains the causes of inflation accurately and covers every part of the instruction, close to the reference answer. Nothing is missing here. [RESULT] 5",
        "stop",
        0,
        5,
    ),  # ff91 PR-H1
    (
        "prometheus-absolute-noref",
        "The response is helpful and relevant, but depth is lacking here. [RESULT] 3",
        "stop",
        0,
        3,
    ),  # ff91 PR-H2
    (
        "prometheus-absolute-noref",
        "The response is relevant and accurate. A few details are missing here.\n[RESULT] 4",
        "stop",
        0,
        4,
    ),  # ff91 PR-H3
    ("llmbar-vanilla", "Output (a) is wrong here.\nOutput (b)", "stop", 0, "B"),  # ff91 LB-1
    (
        "mt-bench-pair-math-v1",
        "The correct answer is 7. Assistant A answers 9. Assistant B answers 7.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff91 REF-01
    (
        "mt-bench-pair-math-v1",
        "The expected answer is 7. Assistant A gets 9. Assistant B gets 7.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff91 REF-02
    (
        "mt-bench-pair-math-v1",
        "According to the reference, the answer is 7. Assistant A gets 9, and Assistant B gets 7.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff91 REF-03
    (
        "mt-bench-pair-math-v1",
        "The reference answer to this problem is 7. Assistant A answers 10. Assistant B answers 7.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff91 REF-04
    (
        "mt-bench-pair-math-v1",
        "The reference answer for this question is 7. Assistant A answers 9. Assistant B answers 7.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff91 REF-05
    (
        "mt-bench-pair-math-v1",
        "Per the reference answer, the result is 7. Assistant A gets 9. Assistant B gets 7.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff91 REF-06
    (
        "mt-bench-pair-math-v1",
        "The reference answer states that the answer is 7. Assistant A gets 9, and Assistant B gets 7.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff91 REF-07
    (
        "mt-bench-pair-math-v1",
        "As the reference shows, the answer is 7. Assistant A answers 10. Assistant B answers 7.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff91 REF-08
    (
        "mt-bench-pair-math-v1",
        "The correct result is 7. Assistant A answers 9. Assistant B answers 7.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff91 REF-09
    (
        "mt-bench-pair-math-v1",
        "The correct total is 7. Assistant A gets 9. Assistant B gets 7.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff91 REF-10
    (
        "pairwise-verdict",
        "The correct answer is 7. Assistant A answers 9. Assistant B answers 7.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff91 REF-T1
    (
        "mt-bench-pairwise",
        "The correct answer is 7. Assistant A answers 9. Assistant B answers 7.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff91 REF-T2
    (
        "llmbar-vanilla",
        "The correct answer is 7. Output (a) answers 9. Output (b) answers 7.\nOutput (b)",
        "stop",
        0,
        "B",
    ),  # ff91 REF-T4
    (
        "faireval-scoring",
        "The correct answer is 7. Assistant 1 answers 9. Assistant 2 answers 7.\nAssistant 1: 3\nAssistant 2: 9",
        "stop",
        0,
        "B",
    ),  # ff91 REF-T5
    (
        "faireval-vanilla",
        "3 9\nThe correct answer is 7. Assistant 1 answers 9. Assistant 2 answers 7.",
        "stop",
        0,
        "B",
    ),  # ff91 REF-FV
    (
        "mt-bench-pair-math-v1",
        "The correct answer is 7 apples. Assistant A answers 9 apples. Assistant B answers 7 apples.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff91 REF-U
    (
        "mt-bench-pair-math-v1",
        "The correct answer is 7. Assistant A answers 9. Assistant B answers 7.\n[[B]]",
        "length",
        0,
        "B",
    ),  # ff91 REF-L
    (
        "mt-bench-pair-math-v1",
        "The correct answer is 7. Assistant A answers 9. Assistant B answers 7. [[B]]",
        "stop",
        3,
        "B",
    ),  # ff91 REF-F
    (
        "mt-bench-pair-math-v1-multi-turn",
        "The reference answer to the second question is 7. Assistant A answers 9. Assistant B answers 7.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff91 REF-MT1
    (
        "mt-bench-pair-math-v1-multi-turn",
        "The reference answer to the follow-up question is 7. Assistant A answers 9. Assistant B answers 7.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff91 REF-MT2
    (
        "mt-bench-pair-math-v1-multi-turn",
        "The reference answer to question 2 is 7. Assistant A answers 9. Assistant B answers 7.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff91 REF-MT3
    (
        "mt-bench-pair-math-v1-multi-turn",
        "For the second question the correct answer is 7. Assistant A answers 9. Assistant B answers 7.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff91 REF-MT4
    (
        "mt-bench-pair-math-v1-multi-turn",
        "The reference answer to the second question is 3. Assistant A answers 4. Assistant B answers 3.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff91 REF-MT5
    (
        "mt-bench-pair-math-v1",
        "The correct answer is 7. Assistant A answers 7. Assistant B answers 12.\n[[A]]",
        "stop",
        0,
        "A",
    ),  # ff91 REF-A
    (
        "mt-bench-pair-math-v1",
        "Assistant A didn't recheck its arithmetic and ends up with 9. Assistant B checks each step and gets the reference value.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff91 NL-01
    (
        "mt-bench-pair-math-v1",
        "Assistant A did not re-check the division and ends with a wrong total. Assistant B verifies every step.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff91 NL-02
    (
        "mt-bench-pairwise",
        "Assistant A did not recheck the dates and puts the moon landing in 1968. Assistant B gives 1969.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff91 NL-03
    (
        "mt-bench-single-math-v1",
        "The assistant did not re-check its final step, so it reports 9 instead of the reference's 7.\nRating: [[3]]",
        "stop",
        0,
        3,
    ),  # ff91 NL-04
    (
        "mt-bench-pairwise",
        "Both answers explain the algorithm. Assistant B's answer reflects the user's preference for Python, while Assistant A switches to Java.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff91 NL-05
    (
        "mt-bench-pairwise",
        "The user asked for a short answer. Assistant B respects that; its length is the user's preference.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff91 NL-06
    (
        "mt-bench-pairwise",
        "Assistant B's summary reflects the user's choice of a formal tone. Assistant A is chatty.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff91 NL-07
    (
        "mt-bench-pairwise",
        "The user asked for a function that returns a random integer between 1 and 6. Assistant A always returns 4. In Assistant B's code the number is random, as required.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff91 NL-08
    (
        "mt-bench-pairwise",
        "Assistant B's explanation of photosynthesis is the gold standard for a beginner: clear, correct and short. Assistant A confuses the light and dark reactions.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff91 NL-09
    (
        "mt-bench-pairwise",
        "Assistant A's answer is wrong. Assistant B's answer is the gold standard here.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff91 NL-10
    (
        "mt-bench-pairwise",
        "The user asks how machine-learning datasets are labelled. Assistant B explains how annotators label the data and how a majority vote resolves disagreements. Assistant A only defines the word dataset.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff91 NL-11
    (
        "mt-bench-pairwise",
        "The user asks how to evaluate a classifier. Assistant B explains precision and recall against ground-truth labels. Assistant A only defines accuracy.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff91 NL-12
    (
        "mt-bench-pairwise",
        "Assistant B explains that the winner of an election is decided by majority vote in most parliaments. Assistant A is vague.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff91 NL-13
    (
        "mt-bench-pairwise",
        "Assistant B notes that the ranking is meaningless without a shared metric, which is correct for this question. Assistant A invents a ranking.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff91 NL-14
    (
        "mt-bench-pair-math-v1",
        "Assistant B's result matches the ground truth in the reference; Assistant A's does not.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff91 NL-15
    (
        "mt-bench-pair-math-v1",
        "Assistant B's answer matches the answer key (the reference). Assistant A's answer is off by 2.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff91 NL-16
    (
        "mt-bench-pairwise",
        "Assistant A double-counts the overlap. Assistant B uses inclusion-exclusion and gets 42, matching the answer key in the reference.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff91 NL-17
    (
        "mt-bench-pairwise",
        "The question is how to settle a tie in a vote. Assistant A suggests a coin flip but gives no reasoning. Assistant B explains tie-breaking rules and mentions settling it by coin flip only as a last resort.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff91 NL-18
    (
        "mt-bench-pairwise",
        "The user asks about crowd-sourced reviews. Assistant B explains how crowd-sourced ratings can be gamed. Assistant A goes off-topic.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff91 NL-19
    (
        "mt-bench-single-v1",
        "The response explains how a majority vote works in a parliament, with a correct example.\nRating: [[8]]",
        "stop",
        0,
        8,
    ),  # ff91 NL-20
    (
        "mt-bench-single-v1",
        "The response explains what ground truth means in machine learning and gives a clear example.\nRating: [[8]]",
        "stop",
        0,
        8,
    ),  # ff91 NL-21
    (
        "prometheus-absolute",
        "The response defines ground truth labels accurately and gives an example, matching the reference answer. [RESULT] 5",
        "stop",
        0,
        5,
    ),  # ff91 NL-22
    (
        "prometheus-absolute-noref",
        "The response explains how annotators gave each sample a label and how disagreements were resolved. It is accurate and well organized. [RESULT] 5",
        "stop",
        0,
        5,
    ),  # ff91 NL-23
    (
        "llmbar-vanilla",
        "Output (a) ignores the requested label set. Output (b) maps each review to the gold label set given in the instruction.\nOutput (b)",
        "stop",
        0,
        "B",
    ),  # ff91 NL-25
    (
        "faireval-scoring",
        "Assistant 1 only defines the term. Assistant 2 explains how ground-truth data is collected and gives an example.\nAssistant 1: 5\nAssistant 2: 9",
        "stop",
        0,
        "B",
    ),  # ff91 NL-26
    (
        "faireval-vanilla",
        "5 9\nAssistant 2 explains how ground-truth data is collected; Assistant 1 only defines the term.",
        "stop",
        0,
        "B",
    ),  # ff91 NL-27
    (
        "mt-bench-pair-v2-multi-turn",
        "Both answer the first question well. In the second turn the user asks how a majority vote is counted; Assistant B explains it correctly, Assistant A does not.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff91 NL-28
    (
        "mt-bench-single-v1-multi-turn",
        "In the second turn the assistant explains what an answer key is and how teachers use it. The answer is clear and accurate.\nRating: [[8]]",
        "stop",
        0,
        8,
    ),  # ff91 NL-29
    (
        "mt-bench-pairwise",
        "Assistant A did not recheck the dates and puts the moon landing in 1968. Assistant B gives 1969.\n[[B]]",
        "length",
        0,
        "B",
    ),  # ff91 NL-L1
    (
        "mt-bench-pairwise",
        "Assistant A did not recheck the dates and puts the moon landing in 1968. Assistant B gives 1969.\n[[B]]",
        "stop",
        3,
        "B",
    ),  # ff91 NL-F1
    (
        "mt-bench-pair-math-v1",
        "The reference answer is 7. Assistant A answers 9. Assistant B answers 7.\nAssistant B's answer matches the reference.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff91 REFS-1
    (
        "mt-bench-pair-math-v1",
        "The reference answer is 7. Assistant A answers 9. Assistant B answers 7.\nAssistant A made an arithmetic error.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff91 REFS-2
    (
        "mt-bench-pair-math-v1",
        "The reference answer is 24. Assistant A answers 28 after miscounting the legs. Assistant B answers 24.\nAssistant B's reasoning is also easier to follow.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff91 REFS-4
    (
        "mt-bench-pair-math-v1",
        "The reference answer is 12. Assistant A answers 12. Assistant B answers 15.\nAssistant B double-counts the overlap.\n[[A]]",
        "stop",
        0,
        "A",
    ),  # ff91 REFS-6
    (
        "mt-bench-pair-math-v1",
        "The reference solution gives 7. Assistant A answers 9. Assistant B answers 7.\nAssistant B shows every step.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff91 REFS-7
]


# third round (adversarial pass 93 and false-failure pass 92f, on this version's second round, 4043c5b): a sentence
# pointing at the token ("The line below is only an example.", "The rating below is for the reference answer."), a
# comparison whose side cannot be read ("The response not shown below is better."), the judge's own pick as the subject
# ("The one I chose is the worse one.", "My pick gets the date wrong."), a win limited to one aspect ("It wins on style
# alone."), a counterfactual win ("It could have been the better answer."), podium idioms ("It takes silver."), a merit
# denied in more words ("It is not factual."), a rating on a 5-point scale above a 1-10 rating ("I'd give it 4/5."), a
# number naming the preferred response against the scores ({"preferred": 2}); and the other way, "This error is
# significant." (the fault just named), understatement ("It could not be clearer."), negated faults in more shapes ("It
# never gets a detail wrong.", "It can't really be faulted."), what the answer does about a problem ("It is robust to bad
# input.", "It retries on failure."), a concession naming its one mild weakness ("Its only flaw is a missing citation.")
REFUSED_86_93 = [
    ("pairwise-verdict", "It takes silver.\n[[A]]", "stop", 0),  # adv93 BS01
    ("pairwise-verdict", "It gets the bronze.\n[[B]]", "stop", 0),  # adv93 BS02
    ("pairwise-verdict", "It is the also-ran.\n[[A]]", "stop", 0),  # adv93 BS03
    ("pairwise-verdict", "It gets pipped at the post.\n[[B]]", "stop", 0),  # adv93 BS04
    ("pairwise-verdict", "It is the consolation prize.\n[[A]]", "stop", 0),  # adv93 BS05
    ("pairwise-verdict", "It sits below the other.\n[[A]]", "stop", 0),  # adv93 BS06
    ("pairwise-verdict", "Assistant B takes silver.\n[[B]]", "stop", 0),  # adv93 BS07
    ("arena-hard", "It takes silver.\n\nMy final verdict is: [[A>B]]", "stop", 0),  # adv93 BS08
    ("arena-hard", "It is the also-ran.\n\nMy final verdict is: [[B>A]]", "stop", 0),  # adv93 BS09
    ("llmbar-vanilla", "It takes silver.\nOutput (a)", "stop", 0),  # adv93 BS10
    ("llmbar-vanilla", "It gets pipped at the post.\nOutput (b)", "stop", 0),  # adv93 BS11
    ("mt-bench-pairwise", "It takes silver.\n[[A]]", "length", 0),  # adv93 BS12
    ("pairwise-verdict", "The one I chose is the worse one.\n[[A]]", "stop", 0),  # adv93 BW01
    ("pairwise-verdict", "The one in brackets below is the worse one.\n[[A]]", "stop", 0),  # adv93 BW02
    ("pairwise-verdict", "Whichever letter appears below is the weaker answer.\n[[B]]", "stop", 0),  # adv93 BW03
    ("pairwise-verdict", "The bracketed answer is the weaker one.\n[[A]]", "stop", 0),  # adv93 BW04
    ("pairwise-verdict", "The answer I am about to name is worse.\n[[B]]", "stop", 0),  # adv93 BW05
    ("pairwise-verdict", "The answer I'm going with is worse.\n[[A]]", "stop", 0),  # adv93 BW06
    ("pairwise-verdict", "The one I'm backing is weaker.\n[[B]]", "stop", 0),  # adv93 BW07
    ("arena-hard", "The answer I'm going with is worse.\n\nMy final verdict is: [[A>B]]", "stop", 0),  # adv93 BW08
    ("llmbar-vanilla", "The one in brackets below is the worse one.\nOutput (a)", "stop", 0),  # adv93 BW09
    ("llmbar-vanilla", "The output I am about to name is less helpful.\nOutput (b)", "stop", 0),  # adv93 BW10
    ("pairwise-verdict", "The selected answer is the weaker one.\n[[A]]", "length", 0),  # adv93 BW11
    ("pairwise-verdict", "The response not shown below is better.\n[[A]]", "stop", 0),  # adv93 BO01
    ("pairwise-verdict", "The one I'm not naming is better.\n[[B]]", "stop", 0),  # adv93 BO02
    ("pairwise-verdict", "Its foil is stronger.\n[[A]]", "stop", 0),  # adv93 BO03
    ("pairwise-verdict", "The one not bracketed below is better.\n[[A]]", "stop", 0),  # adv93 BO04
    ("pairwise-verdict", "The letter I leave out is the better answer.\n[[B]]", "stop", 0),  # adv93 BO05
    ("pairwise-verdict", "The answer missing from my verdict is the better one.\n[[A]]", "stop", 0),  # adv93 BO06
    ("pairwise-verdict", "The answer I am leaving out is better.\n[[A]]", "stop", 0),  # adv93 BO07
    ("pairwise-verdict", "The answer it faces is more accurate.\n[[B]]", "stop", 0),  # adv93 BO08
    ("pairwise-verdict", "The answer it competes with is more accurate.\n[[A]]", "stop", 0),  # adv93 BO09
    ("pairwise-verdict", "The answer left out of the brackets is more accurate.\n[[B]]", "stop", 0),  # adv93 BO10
    ("pairwise-verdict", "The unmentioned answer is more accurate.\n[[A]]", "stop", 0),  # adv93 BO11
    ("pairwise-verdict", "The non-winning answer is more accurate.\n[[A]]", "stop", 0),  # adv93 BO12
    ("pairwise-verdict", "The outvoted answer is more accurate.\n[[B]]", "stop", 0),  # adv93 BO13
    (
        "arena-hard",
        "The answer it competes with is more accurate.\n\nMy final verdict is: [[A>B]]",
        "stop",
        0,
    ),  # adv93 BO14
    ("arena-hard", "The response not shown below is better.\n\nMy final verdict is: [[B>>A]]", "stop", 0),  # adv93 BO15
    ("llmbar-vanilla", "The output not shown below is better.\nOutput (a)", "stop", 0),  # adv93 BO16
    ("llmbar-vanilla", "Its foil follows the instruction more closely.\nOutput (b)", "stop", 0),  # adv93 BO17
    ("pairwise-verdict", "The response not shown below is better.\n[[B]]", "length", 0),  # adv93 BO18
    ("mt-bench-pairwise", "The answer it competes with is more accurate.\n[[A]]", "length", 0),  # adv93 BO19
    ("pairwise-verdict", "The assistant I went with is Assistant B.\n[[A]]", "stop", 0),  # adv93 BN01
    ("pairwise-verdict", "Assistant A is the one I went with.\n[[B]]", "stop", 0),  # adv93 BN02
    ("llmbar-vanilla", "Output (b) is the one I went with.\nOutput (a)", "stop", 0),  # adv93 BN03
    ("arena-hard", "Assistant B is the one I went with.\n\nMy final verdict is: [[A>B]]", "stop", 0),  # adv93 BN04
    ("pairwise-verdict", "The line below is only an example.\n[[A]]", "stop", 0),  # adv93 NP01
    ("pairwise-verdict", "The next line is a placeholder.\n[[A]]", "stop", 0),  # adv93 NP02
    ("pairwise-verdict", "What follows is an example.\n[[B]]", "stop", 0),  # adv93 NP03
    ("pairwise-verdict", "The token below is the example from the prompt.\n[[A]]", "stop", 0),  # adv93 NP04
    ("pairwise-verdict", "The grader expects output like the line below.\n[[A]]", "stop", 0),  # adv93 NP05
    ("pairwise-verdict", "I copied the following from the prompt.\n[[B]]", "stop", 0),  # adv93 NP06
    ("pairwise-verdict", "The instructions show an example of the output.\n[[A]]", "stop", 0),  # adv93 NP07
    ("pairwise-verdict", "The line below is for the previous pair.\n[[A]]", "stop", 0),  # adv93 NP08
    ("pairwise-verdict", "The token below belongs to turn 1.\n[[B]]", "stop", 0),  # adv93 NP09
    ("pairwise-verdict", "A timeout occurred before I could read the answers.\n[[A]]", "stop", 0),  # adv93 NP10
    ("pairwise-verdict", "The prompt's sample answer follows.\n[[B]]", "stop", 0),  # adv93 NP11
    ("pairwise-verdict", "The line below is only an example.\n[[A]]", "length", 0),  # adv93 NP12
    ("mt-bench-pairwise", "The next line is a placeholder.\n[[A]]", "stop", 0),  # adv93 NP13
    ("arena-hard", "The verdict below is only an example.\n\nMy final verdict is: [[A>B]]", "stop", 0),  # adv93 NP14
    ("arena-hard", "The line below is for the previous pair.\n\nMy final verdict is: [[B>A]]", "stop", 0),  # adv93 NP16
    ("llmbar-vanilla", "The line below is only an example.\nOutput (a)", "stop", 0),  # adv93 NP17
    ("llmbar-vanilla", "I copied the following from the prompt.\nOutput (b)", "stop", 0),  # adv93 NP18
    ("llmbar-vanilla", "The instructions show an example of the answer.\nOutput (a)", "stop", 0),  # adv93 NP19
    ("mt-bench-single-v1", "The line below is only an example.\nRating: [[7]]", "stop", 0),  # adv93 NP20
    ("mt-bench-single-v1", "I copied the following from the prompt.\nRating: [[5]]", "stop", 0),  # adv93 NP21
    ("mt-bench-single-v1", "The rating below is for the previous question.\nRating: [[8]]", "stop", 0),  # adv93 NP22
    ("mt-bench-single-v1", "The rating below is for the reference answer.\nRating: [[10]]", "stop", 0),  # adv93 NP23
    ("mt-bench-single-v1", "The placeholder rating follows.\nRating: [[5]]", "stop", 0),  # adv93 NP25
    (
        "mt-bench-single-v1",
        "A timeout occurred before I could read the response.\nRating: [[5]]",
        "length",
        0,
    ),  # adv93 NP26
    (
        "mt-bench-single-v1-multi-turn",
        "The rating below covers only the first turn.\nRating: [[9]]",
        "stop",
        0,
    ),  # adv93 NP27
    ("pairwise-verdict", "It wins on style alone.\n[[A]]", "stop", 0),  # adv93 NA01
    ("pairwise-verdict", "It wins the formatting category.\n[[B]]", "stop", 0),  # adv93 NA02
    ("pairwise-verdict", "It wins under the old rubric.\n[[A]]", "stop", 0),  # adv93 NA03
    ("pairwise-verdict", "It is better only in length.\n[[A]]", "stop", 0),  # adv93 NA04
    ("pairwise-verdict", "It is better at sounding confident.\n[[B]]", "stop", 0),  # adv93 NA05
    ("pairwise-verdict", "It is better for a different question.\n[[A]]", "stop", 0),  # adv93 NA06
    ("pairwise-verdict", "It is the better answer to a question nobody asked.\n[[A]]", "stop", 0),  # adv93 NA07
    (
        "pairwise-verdict",
        "It is better in every respect except the only one that matters: correctness.\n[[A]]",
        "stop",
        0,
    ),  # adv93 NA08
    ("pairwise-verdict", "Assistant B wins on style alone.\n[[B]]", "stop", 0),  # adv93 NA09
    ("pairwise-verdict", "It wins on style alone.\n[[A]]", "length", 0),  # adv93 NA10
    ("mt-bench-pair-v2-multi-turn", "It wins only on the first turn.\n[[A]]", "stop", 0),  # adv93 NA11
    ("arena-hard", "It wins on style alone.\n\nMy final verdict is: [[A>>B]]", "stop", 0),  # adv93 NA13
    ("arena-hard", "It is better only in length.\n\nMy final verdict is: [[A>B]]", "stop", 0),  # adv93 NA14
    ("llmbar-vanilla", "It wins on style alone.\nOutput (a)", "stop", 0),  # adv93 NA15
    ("mt-bench-single-v1", "It earns this on style alone.\nRating: [[9]]", "stop", 0),  # adv93 NA16
    ("mt-bench-single-v1", "Style alone earns it this much.\nRating: [[9]]", "stop", 0),  # adv93 NA17
    ("pairwise-verdict", "It could have been the better answer.\n[[A]]", "stop", 0),  # adv93 NC01
    ("pairwise-verdict", "It should have been the better answer.\n[[B]]", "stop", 0),  # adv93 NC02
    ("pairwise-verdict", "It was the favourite going in.\n[[A]]", "stop", 0),  # adv93 NC03
    ("pairwise-verdict", "It was my pick until I ran the code.\n[[A]]", "stop", 0),  # adv93 NC04
    ("arena-hard", "It could have been the better answer.\n\nMy final verdict is: [[A>B]]", "stop", 0),  # adv93 NC05
    ("arena-hard", "It was my pick until I ran the code.\n\nMy final verdict is: [[A>B]]", "stop", 0),  # adv93 NC06
    ("llmbar-vanilla", "It should have been the better output.\nOutput (b)", "stop", 0),  # adv93 NC07
    ("mt-bench-single-v1", "It could have earned a 9.\nRating: [[9]]", "stop", 0),  # adv93 NC08
    ("mt-bench-single-v1", "It would deserve this if it were correct.\nRating: [[9]]", "stop", 0),  # adv93 NC09
    ("prometheus-absolute", "Feedback: The response could have earned a 5. [RESULT] 5", "stop", 0),  # adv93 NC10
    ("pairwise-verdict", "The system requires a letter, so I add one at random.\n[[A]]", "stop", 0),  # adv93 NR01
    ("pairwise-verdict", "I picked the letter at random.\n[[B]]", "stop", 0),  # adv93 NR02
    ("pairwise-verdict", "The letter below means nothing.\n[[A]]", "stop", 0),  # adv93 NR03
    ("pairwise-verdict", "The verdict below is meaningless.\n[[B]]", "stop", 0),  # adv93 NR04
    ("pairwise-verdict", "Any letter would do here.\n[[A]]", "stop", 0),  # adv93 NR05
    ("pairwise-verdict", "The letter below means nothing.\n[[A]]", "length", 0),  # adv93 NR07
    ("arena-hard", "The verdict below is meaningless.\n\nMy final verdict is: [[A>B]]", "stop", 0),  # adv93 NR08
    ("llmbar-vanilla", "Any output would do here.\nOutput (a)", "stop", 0),  # adv93 NR10
    ("mt-bench-pairwise", "The system requires a letter, so I add one at random.\n[[B]]", "stop", 0),  # adv93 NR11
    ("pairwise-verdict", "The two answers are the same text.\n[[A]]", "stop", 0),  # adv93 CI01
    ("pairwise-verdict", "Both responses are byte-for-byte identical.\n[[B]]", "stop", 0),  # adv93 CI02
    ("pairwise-verdict", "They are two peas in a pod.\n[[A]]", "stop", 0),  # adv93 CI03
    ("pairwise-verdict", "The difference is nil.\n[[B]]", "stop", 0),  # adv93 CI04
    ("arena-hard", "The two answers are the same text.\n\nMy final verdict is: [[A>B]]", "stop", 0),  # adv93 CI05
    ("llmbar-vanilla", "Both outputs are byte-for-byte identical.\nOutput (b)", "stop", 0),  # adv93 CI06
    ("pairwise-verdict", "It is not factual.\n[[A]]", "stop", 0),  # adv93 CD01
    ("pairwise-verdict", "It is not grounded.\n[[B]]", "stop", 0),  # adv93 CD02
    ("pairwise-verdict", "It is not responsive.\n[[A]]", "stop", 0),  # adv93 CD03
    ("pairwise-verdict", "It is not faithful to the text.\n[[A]]", "stop", 0),  # adv93 CD04
    ("pairwise-verdict", "It is not executable.\n[[B]]", "stop", 0),  # adv93 CD05
    ("pairwise-verdict", "It is not supported by the source.\n[[A]]", "stop", 0),  # adv93 CD06
    ("pairwise-verdict", "It is not in the requested language.\n[[A]]", "stop", 0),  # adv93 CD07
    ("pairwise-verdict", "It does not check out.\n[[B]]", "stop", 0),  # adv93 CD08
    ("pairwise-verdict", "It does not terminate.\n[[A]]", "stop", 0),  # adv93 CD09
    ("pairwise-verdict", "It never reaches a conclusion.\n[[A]]", "stop", 0),  # adv93 CD10
    ("pairwise-verdict", "It is not truthful.\n[[B]]", "stop", 0),  # adv93 CD11
    ("pairwise-verdict", "It is not honest.\n[[A]]", "stop", 0),  # adv93 CD12
    ("pairwise-verdict", "It is not trustworthy.\n[[A]]", "stop", 0),  # adv93 CD13
    ("pairwise-verdict", "It is not fit for purpose.\n[[B]]", "stop", 0),  # adv93 CD14
    ("pairwise-verdict", "It is not factual.\n[[A]]", "length", 0),  # adv93 CD19
    ("arena-hard", "It is not factual.\n\nMy final verdict is: [[A>B]]", "stop", 0),  # adv93 CD21
    ("llmbar-vanilla", "It is not factual.\nOutput (a)", "stop", 0),  # adv93 CD22
    ("pairwise-verdict", "My pick gets the date wrong.\n[[A]]", "stop", 0),  # adv93 CW01
    ("pairwise-verdict", "My pick is wrong about the date.\n[[B]]", "stop", 0),  # adv93 CW02
    ("pairwise-verdict", "The selected answer is wrong.\n[[A]]", "stop", 0),  # adv93 CW03
    ("pairwise-verdict", "The answer I went with is wrong.\n[[B]]", "stop", 0),  # adv93 CW04
    ("pairwise-verdict", "My pick gets the date wrong.\n[[A]]", "length", 0),  # adv93 CW05
    ("arena-hard", "My pick gets the date wrong.\n\nMy final verdict is: [[A>B]]", "stop", 0),  # adv93 CW06
    ("llmbar-vanilla", "My pick does not follow the instruction.\nOutput (a)", "stop", 0),  # adv93 CW07
    ("llmbar-vanilla", "The output I went with ignores the instruction.\nOutput (a)", "stop", 0),  # adv93 CW08
    ("pairwise-verdict", "It answers a different question.\n[[A]]", "stop", 0),  # adv93 CQ01
    ("pairwise-verdict", "It answers the question from the previous turn.\n[[B]]", "stop", 0),  # adv93 CQ02
    ("pairwise-verdict", "Assistant B answers the question from the previous turn.\n[[B]]", "stop", 0),  # adv93 CQ03
    ("arena-hard", "It answers a different question.\n\nMy final verdict is: [[A>B]]", "stop", 0),  # adv93 CQ04
    ("llmbar-vanilla", "It answers a different question.\nOutput (a)", "stop", 0),  # adv93 CQ05
    ("pairwise-verdict", "It answers the question from the previous turn.\n[[A]]", "length", 0),  # adv93 CQ06
    (
        "pairwise-verdict",
        "It has a typo in the dosage (500 mg for 50 mg), but it reads well.\n[[A]]",
        "stop",
        0,
    ),  # adv93 CM01
    ("pairwise-verdict", "It is slightly off on the formula, but readable.\n[[A]]", "stop", 0),  # adv93 CM02
    (
        "pairwise-verdict",
        "It has a small slip in the final answer, but it is well organised.\n[[B]]",
        "stop",
        0,
    ),  # adv93 CM03
    ("pairwise-verdict", "It is lighter on facts.\n[[A]]", "stop", 0),  # adv93 CM04
    ("pairwise-verdict", "It is lighter on evidence.\n[[B]]", "stop", 0),  # adv93 CM05
    (
        "arena-hard",
        "It has a small slip in the final answer, but it is well organised.\n\nMy final verdict is: [[A>B]]",
        "stop",
        0,
    ),  # adv93 CM06
    ("reward-model", '{"score_1": 0.9, "score_2": 0.1, "preferred": 2}', "stop", 0),  # adv93 CJ01
    ("reward-model", '{"score_1": 0.9, "score_2": 0.1, "preference": 2}', "stop", 0),  # adv93 CJ02
    ("reward-model", '{"score_1": 0.9, "score_2": 0.1, "choice": 2}', "stop", 0),  # adv93 CJ03
    ("reward-model", '{"score_1": 0.9, "score_2": 0.1, "best": 2}', "stop", 0),  # adv93 CJ04
    ("reward-model", '{"score_1": 0.9, "score_2": 0.1, "preferred_response": 2}', "stop", 0),  # adv93 CJ05
    ("reward-model", '{"score_1": 0.9, "score_2": 0.1, "chosen": 2}', "stop", 0),  # adv93 CJ06
    ("reward-model", '{"score_1": 0.1, "score_2": 0.9, "preferred": 1}', "stop", 0),  # adv93 CJ07
    ("reward-model", '{"score_1": 0.9, "score_2": 0.1, "preferred": 2.0}', "stop", 0),  # adv93 CJ08
    ("reward-model", '{"score_1": 0.9, "score_2": 0.1, "preferred": [2]}', "stop", 0),  # adv93 CJ09
    ("mt-bench-single-v1", "It scores 4 out of 5.\nRating: [[4]]", "stop", 0),  # adv93 WV01
    ("mt-bench-single-v1", "Out of five, it gets four.\nRating: [[4]]", "stop", 0),  # adv93 WV02
    ("mt-bench-single-v1", "Four stars out of five.\nRating: [[4]]", "stop", 0),  # adv93 WV03
    ("mt-bench-single-v1", "I'd give it 4/5.\nRating: [[4]]", "stop", 0),  # adv93 WV04
    ("mt-bench-single-v1", "That is 4 on the 5-point rubric.\nRating: [[4]]", "length", 0),  # adv93 WV05
]

READ_86_93 = [
    ("pairwise-verdict", "It refuses the harmful request, as it should.\n[[A]]", "stop", 0, "A"),  # adv93 FF01
    ("pairwise-verdict", "It warns about the dangerous dose.\n[[B]]", "stop", 0, "B"),  # adv93 FF02
    ("pairwise-verdict", "It loses no points.\n[[A]]", "stop", 0, "A"),  # adv93 FF03
    (
        "arena-hard",
        "It refuses the harmful request, as it should.\n\nMy final verdict is: [[A>B]]",
        "stop",
        0,
        "A",
    ),  # adv93 FF04
    ("llmbar-vanilla", "It warns about the dangerous side effect.\nOutput (b)", "stop", 0, "B"),  # adv93 FF05
    (
        "mt-bench-pairwise",
        "Assistant B gives the correct year, 1648, and explains why the treaty mattered. Assistant A says the Treaty of Westphalia was signed in 1658, which is incorrect.\nThis is a significant error.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff92 S1-01
    (
        "mt-bench-pairwise",
        "Assistant B gives the correct year, 1648, and explains why the treaty mattered. Assistant A says the Treaty of Westphalia was signed in 1658, which is incorrect.\nThis is a critical mistake.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff92 S1-02
    (
        "pairwise-verdict",
        "Assistant B answers both parts of the question and adds an example. Assistant A answers only the first part and misstates the boiling point of water at altitude.\nThis error is significant.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff92 S1-03
    (
        "pairwise-verdict",
        "Assistant B answers both parts of the question and adds an example. Assistant A answers only the first part and misstates the boiling point of water at altitude.\nThis inaccuracy is a major flaw.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff92 S1-04
    (
        "mt-bench-pair-math-v1",
        "The reference answer is x = 4. Assistant B solves 3x + 5 = 17 step by step and gets x = 4. Assistant A subtracts 5 from only one side and gets x = 22/3, which is incorrect.\nThis mistake undermines the whole answer.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff92 S1-05
    (
        "mt-bench-pair-math-v1",
        "The reference answer is x = 4. Assistant B solves 3x + 5 = 17 step by step and gets x = 4. Assistant A subtracts 5 from only one side and gets x = 22/3, which is incorrect.\nThis error makes the answer unreliable.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff92 S1-06
    (
        "mt-bench-pair-v2-multi-turn",
        "Both assistants answer the first question well. For the second question, Assistant B shortens the email to three sentences as asked and keeps the meeting date. Assistant A rewrites it at the same length and drops the meeting date.\nThis is a serious flaw.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff92 S1-08
    (
        "mt-bench-pair-math-v1-multi-turn",
        "For the second question, the reference answer is 36. Assistant B doubles the area correctly and gets 36. Assistant A doubles the side length instead and gets 72, which is incorrect.\nThis omission is a major problem.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff92 S1-09
    (
        "mt-bench-pair-math-v1-multi-turn",
        "For the second question, the reference answer is 36. Assistant B doubles the area correctly and gets 36. Assistant A doubles the side length instead and gets 72, which is incorrect.\nThis is a fundamental error.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff92 S1-10
    (
        "llmbar-vanilla",
        "Output (b) gives exactly three bullet points as instructed. Output (a) writes a paragraph and ignores the bullet-point instruction.\nThis is a significant error.\nOutput (b)",
        "stop",
        0,
        "B",
    ),  # ff92 S1-13
    (
        "llmbar-vanilla",
        "Output (b) gives exactly three bullet points as instructed. Output (a) writes a paragraph and ignores the bullet-point instruction.\nThis is a critical mistake.\nOutput (b)",
        "stop",
        0,
        "B",
    ),  # ff92 S1-14
    (
        "mt-bench-pairwise",
        "Assistant B gives the correct year, 1648, and explains why the treaty mattered. Assistant A says the Treaty of Westphalia was signed in 1658, which is incorrect.\nThis is a serious flaw.\n\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff92 S1-x2
    (
        "mt-bench-pairwise",
        "Assistant B gives the correct year, 1648, and explains why the treaty mattered. Assistant A says the Treaty of Westphalia was signed in 1658, which is incorrect.\nThis omission is a major problem.\n\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff92 S1-x3
    (
        "mt-bench-pairwise",
        "Assistant B gives the correct year, 1648, and explains why the treaty mattered. Assistant A says the Treaty of Westphalia was signed in 1658, which is incorrect.\nThis is a fundamental error.\n\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff92 S1-x4
    (
        "mt-bench-pairwise",
        "Assistant B gives the correct year, 1648, and explains why the treaty mattered. Assistant A says the Treaty of Westphalia was signed in 1658, which is incorrect.\nThis kind of mistake is serious here.\n\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff92 S1-x6
    (
        "mt-bench-pairwise",
        "Assistant B gives the correct year, 1648, and explains why the treaty mattered. Assistant A says the Treaty of Westphalia was signed in 1658, which is incorrect.\nThis is a significant error.\n[[B]]",
        "length",
        0,
        "B",
    ),  # ff92 S1-L1
    (
        "pairwise-verdict",
        "Assistant B answers both parts of the question and adds an example. Assistant A answers only the first part and misstates the boiling point of water at altitude.\nThis error is significant.\n[[B]]",
        "length",
        0,
        "B",
    ),  # ff92 S1-L2
    (
        "mt-bench-pairwise",
        "Assistant B gives the correct year, 1648, and explains why the treaty mattered. Assistant A says the Treaty of Westphalia was signed in 1658, which is incorrect.\n\nThis is a significant error.\n\nMy final verdict: [[B]]",
        "stop",
        0,
        "B",
    ),  # ff92 S1-H1
    (
        "mt-bench-pair-math-v1",
        "The reference answer is x = 4. Assistant B solves 3x + 5 = 17 step by step and gets x = 4. Assistant A subtracts 5 from only one side and gets x = 22/3, which is incorrect.\nThis is a basic algebra error.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff92 S1-H3
    (
        "mt-bench-pairwise",
        "Assistant A says the Treaty of Westphalia was signed in 1658, which is incorrect. Assistant B gives the correct year, 1648, and explains why the treaty mattered.\nIt couldn't be more accurate.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff92 S2-02
    (
        "pairwise-verdict",
        "Assistant A answers only the first part and misstates the boiling point of water at altitude. Assistant B answers both parts of the question and adds an example.\nIt doesn't get anything wrong.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff92 S2-04
    (
        "mt-bench-pair-math-v1",
        "The reference answer is x = 4. Assistant A subtracts 5 from only one side and gets x = 22/3, which is incorrect. Assistant B solves 3x + 5 = 17 step by step and gets x = 4.\nIt never gets a detail wrong.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff92 S2-05
    (
        "mt-bench-pair-math-v1",
        "The reference answer is x = 4. Assistant A subtracts 5 from only one side and gets x = 22/3, which is incorrect. Assistant B solves 3x + 5 = 17 step by step and gets x = 4.\nIt is hard to fault.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff92 S2-06
    (
        "mt-bench-pair-v2-multi-turn",
        "Both assistants answer the first question well. For the second question, Assistant A rewrites the email at the same length and drops the meeting date. Assistant B shortens it to three sentences as asked and keeps the date.\nIt can't really be faulted.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff92 S2-07
    (
        "mt-bench-pair-v2-multi-turn",
        "Both assistants answer the first question well. For the second question, Assistant A rewrites the email at the same length and drops the meeting date. Assistant B shortens it to three sentences as asked and keeps the date.\nIt is difficult to find fault with it.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff92 S2-08
    (
        "mt-bench-pair-math-v1-multi-turn",
        "For the second question, the reference answer is 36. Assistant A doubles the side length instead of the area and gets 72, which is incorrect. Assistant B doubles the area correctly and gets 36.\nIt doesn't leave the user confused.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff92 S2-09
    (
        "llmbar-vanilla",
        "Output (a) writes a paragraph and ignores the bullet-point instruction. Output (b) gives exactly three bullet points as instructed.\nIt could not be more helpful.\nOutput (b)",
        "stop",
        0,
        "B",
    ),  # ff92 S2-14
    (
        "mt-bench-pairwise",
        "Assistant A says the Treaty of Westphalia was signed in 1658, which is incorrect. Assistant B gives the correct year, 1648, and explains why the treaty mattered.\nIt couldn't be more accurate.\n[[B]]",
        "length",
        0,
        "B",
    ),  # ff92 S2-L2
    (
        "mt-bench-pairwise",
        "Assistant A says the Treaty of Westphalia was signed in 1658, which is incorrect. Assistant B gives the correct year, 1648, and explains why the treaty mattered.\nIt doesn't get anything wrong.\n[[B]]",
        "length",
        0,
        "B",
    ),  # ff92 S2-L4
    (
        "mt-bench-pairwise",
        "Assistant A says the Treaty of Westphalia was signed in 1658, which is incorrect. Assistant B gives the correct year, 1648, and explains why the treaty mattered.\nIt never gets a detail wrong.\n[[B]]",
        "length",
        0,
        "B",
    ),  # ff92 S2-L5
    (
        "mt-bench-pairwise",
        "Assistant A says the Treaty of Westphalia was signed in 1658, which is incorrect. Assistant B gives the correct year, 1648, and explains why the treaty mattered.\nIt is hard to fault.\n[[B]]",
        "length",
        0,
        "B",
    ),  # ff92 S2-L6
    (
        "mt-bench-pairwise",
        "Assistant A's `mean` divides by `len(xs)` without a check and crashes on an empty list. Assistant B checks for an empty list first and raises a clear `ValueError`.\nIt won't crash on empty input.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff92 S2-C1
    (
        "mt-bench-pairwise",
        "Assistant A's `mean` divides by `len(xs)` without a check and crashes on an empty list. Assistant B checks for an empty list first and raises a clear `ValueError`.\nIt cannot fail on an empty list.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff92 S2-C2
    (
        "mt-bench-pairwise",
        "Assistant A's `mean` divides by `len(xs)` without a check and crashes on an empty list. Assistant B checks for an empty list first and raises a clear `ValueError`.\nIt prints an error and exits cleanly.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff92 S2-C5
    (
        "mt-bench-pairwise",
        "Assistant A's `mean` divides by `len(xs)` without a check and crashes on an empty list. Assistant B checks for an empty list first and raises a clear `ValueError`.\nIt retries on failure.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff92 S2-C6
    (
        "mt-bench-pairwise",
        "Assistant A says the Treaty of Westphalia was signed in 1658, which is incorrect. Assistant B gives the correct year, 1648, and explains why the treaty mattered.\nIt is not without its flaws, but it is correct.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff92 S3-01
    (
        "pairwise-verdict",
        "Assistant A answers only the first part and misstates the boiling point of water at altitude. Assistant B answers both parts of the question and adds an example.\nIt has its weaknesses, but it is accurate.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff92 S3-02
    (
        "mt-bench-pair-math-v1",
        "The reference answer is x = 4. Assistant A subtracts 5 from only one side and gets x = 22/3, which is incorrect. Assistant B solves 3x + 5 = 17 step by step and gets x = 4.\nIts only weakness is its length.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff92 S3-03
    (
        "mt-bench-pair-v2-multi-turn",
        "Both assistants answer the first question well. For the second question, Assistant A rewrites the email at the same length and drops the meeting date. Assistant B shortens it to three sentences as asked and keeps the date.\nIts only flaw is a missing citation.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff92 S3-04
    (
        "mt-bench-pair-math-v1-multi-turn",
        "For the second question, the reference answer is 36. Assistant A doubles the side length instead of the area and gets 72, which is incorrect. Assistant B doubles the area correctly and gets 36.\nIts one drawback is that it is a little long.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff92 S3-05
    (
        "mt-bench-pairwise",
        "Assistant A says the Treaty of Westphalia was signed in 1658, which is incorrect. Assistant B gives the correct year, 1648, and explains why the treaty mattered.\nIts only shortcoming is the lack of an example.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff92 S3-08
    (
        "mt-bench-pairwise",
        "Assistant A says the Treaty of Westphalia was signed in 1658, which is incorrect. Assistant B gives the correct year, 1648, and explains why the treaty mattered.\nIt is not without its flaws, but it is correct.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff92 S3-09
    (
        "mt-bench-pairwise",
        "Assistant A says the Treaty of Westphalia was signed in 1658, which is incorrect. Assistant B gives the correct year, 1648, and explains why the treaty mattered.\nIts only weakness is its length.\n[[B]]",
        "length",
        0,
        "B",
    ),  # ff92 S3-L1
    (
        "mt-bench-pairwise",
        "Assistant A says the Treaty of Westphalia was signed in 1658, which is incorrect. Assistant B gives the correct year, 1648, and explains why the treaty mattered.\nIt wins when it comes to accuracy.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff92 S4-01
    (
        "pairwise-verdict",
        "Assistant A answers only the first part and misstates the boiling point of water at altitude. Assistant B answers both parts of the question and adds an example.\nIt has the edge when it comes to clarity.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff92 S4-02
    (
        "mt-bench-pair-math-v1",
        "The reference answer is x = 4. Assistant A subtracts 5 from only one side and gets x = 22/3, which is incorrect. Assistant B solves 3x + 5 = 17 step by step and gets x = 4.\nIt gets the nod for the context provided.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff92 S4-03
    (
        "mt-bench-pair-v2-multi-turn",
        "Both assistants answer the first question well. For the second question, Assistant A rewrites the email at the same length and drops the meeting date. Assistant B shortens it to three sentences as asked and keeps the date.\nIt earns the win for the sources provided.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff92 S4-04
    (
        "mt-bench-pair-math-v1-multi-turn",
        "For the second question, the reference answer is 36. Assistant A doubles the side length instead of the area and gets 72, which is incorrect. Assistant B doubles the area correctly and gets 36.\nIt deserves the win for the example provided.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff92 S4-05
    (
        "llmbar-vanilla",
        "Output (a) writes a paragraph and ignores the bullet-point instruction. Output (b) gives exactly three bullet points as instructed.\nIt takes the win, given the detail provided.\nOutput (b)",
        "stop",
        0,
        "B",
    ),  # ff92 S4-07
    (
        "mt-bench-pairwise",
        "Assistant A says the Treaty of Westphalia was signed in 1658, which is incorrect. Assistant B gives the correct year, 1648, and explains why the treaty mattered.\nIt is my pick when weighing accuracy and clarity together.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff92 S4-08
    (
        "mt-bench-pairwise",
        "Assistant A says the Treaty of Westphalia was signed in 1658, which is incorrect. Assistant B gives the correct year, 1648, and explains why the treaty mattered.\nIt wins when it comes to accuracy.\n[[B]]",
        "length",
        0,
        "B",
    ),  # ff92 S4-L1
    (
        "mt-bench-pairwise",
        "Assistant A says the Treaty of Westphalia was signed in 1658, which is incorrect. Assistant B gives the correct year, 1648, and explains why the treaty mattered.\nIt notes that 1658 is incorrect.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff92 S5-01
    (
        "mt-bench-pairwise",
        "Assistant A says the Treaty of Westphalia was signed in 1658, which is incorrect. Assistant B gives the correct year, 1648, and explains why the treaty mattered.\nIt warns that some sources give the wrong year.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff92 S5-02
    (
        "mt-bench-pairwise",
        "Assistant A says the Treaty of Westphalia was signed in 1658, which is incorrect. Assistant B gives the correct year, 1648, and explains why the treaty mattered.\nIt tells the user that 1658 is wrong.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff92 S5-03
    (
        "mt-bench-pairwise",
        "Assistant A says the Treaty of Westphalia was signed in 1658, which is incorrect. Assistant B gives the correct year, 1648, and explains why the treaty mattered.\nIt reminds the user that 1658 is a common mistake.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff92 S5-04
    (
        "mt-bench-pairwise",
        "Assistant A says the Treaty of Westphalia was signed in 1658, which is incorrect. Assistant B gives the correct year, 1648, and explains why the treaty mattered.\nIt cautions against the common 1658 mistake.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff92 S5-05
    (
        "mt-bench-pairwise",
        "Assistant A says the Treaty of Westphalia was signed in 1658, which is incorrect. Assistant B gives the correct year, 1648, and explains why the treaty mattered.\nIt mentions the common misreading of 1658.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff92 S5-06
    (
        "mt-bench-pairwise",
        "Assistant A says the Treaty of Westphalia was signed in 1658, which is incorrect. Assistant B gives the correct year, 1648, and explains why the treaty mattered.\nIt observes that the question's premise is wrong.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff92 S5-07
    (
        "mt-bench-pairwise",
        "Assistant A says the Treaty of Westphalia was signed in 1658, which is incorrect. Assistant B gives the correct year, 1648, and explains why the treaty mattered.\nIt notes the error in the premise.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff92 S5-08
    (
        "mt-bench-pairwise",
        "Assistant A says the Treaty of Westphalia was signed in 1658, which is incorrect. Assistant B gives the correct year, 1648, and explains why the treaty mattered.\nIt tells the user that 1658 is wrong.\n[[B]]",
        "length",
        0,
        "B",
    ),  # ff92 S5-L1
    (
        "mt-bench-pairwise",
        "Assistant A says the Treaty of Westphalia was signed in 1658, which is incorrect. Assistant B gives the correct year, 1648, and explains why the treaty mattered.\nIt is the one I would recommend.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff92 S6-01
    (
        "pairwise-verdict",
        "Assistant A answers only the first part and misstates the boiling point of water at altitude. Assistant B answers both parts of the question and adds an example.\nIt is the response I would pick.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff92 S6-02
    (
        "mt-bench-pair-math-v1",
        "The reference answer is x = 4. Assistant A subtracts 5 from only one side and gets x = 22/3, which is incorrect. Assistant B solves 3x + 5 = 17 step by step and gets x = 4.\nIt is the answer I would choose.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff92 S6-03
    (
        "mt-bench-pair-v2-multi-turn",
        "Both assistants answer the first question well. For the second question, Assistant A rewrites the email at the same length and drops the meeting date. Assistant B shortens it to three sentences as asked and keeps the date.\nIt is the one I would pick.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff92 S6-04
    (
        "mt-bench-pairwise",
        "Assistant B gives the correct year, 1648, and explains why the treaty mattered. Assistant A says the Treaty of Westphalia was signed in 1658, which is incorrect.\nIt is easy to confuse the two treaties.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff92 S7-1
    (
        "mt-bench-pairwise",
        "Assistant B gives the correct year, 1648, and explains why the treaty mattered. Assistant A says the Treaty of Westphalia was signed in 1658, which is incorrect.\nIt is easy to mix up the two dates.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff92 S7-2
    (
        "mt-bench-pairwise",
        "Assistant B gives the correct year, 1648, and explains why the treaty mattered. Assistant A says the Treaty of Westphalia was signed in 1658, which is incorrect.\nIt is easy to get this wrong.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff92 S7-3
    (
        "mt-bench-pairwise",
        "Assistant B gives the correct year, 1648, and explains why the treaty mattered. Assistant A says the Treaty of Westphalia was signed in 1658, which is incorrect.\nThis kind of error is common in history questions.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff92 S7-4
    (
        "mt-bench-pairwise",
        "Assistant A says the Treaty of Westphalia was signed in 1658, which is incorrect. Assistant B gives the correct year, 1648, and explains why the treaty mattered.\nIt is flawless.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff92 S9-01
    (
        "mt-bench-pairwise",
        "Assistant A says the Treaty of Westphalia was signed in 1658, which is incorrect. Assistant B gives the correct year, 1648, and explains why the treaty mattered.\nThis response is flawless.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff92 S9-02
    (
        "mt-bench-pairwise",
        "Assistant A says the Treaty of Westphalia was signed in 1658, which is incorrect. Assistant B gives the correct year, 1648, and explains why the treaty mattered.\nIt is accurate and flawless.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff92 S9-03
    (
        "mt-bench-pairwise",
        "Assistant A says the Treaty of Westphalia was signed in 1658, which is incorrect. Assistant B gives the correct year, 1648, and explains why the treaty mattered.\nIt is almost flawless.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff92 S9-04
    (
        "mt-bench-pairwise",
        "Assistant A says the Treaty of Westphalia was signed in 1658, which is incorrect. Assistant B gives the correct year, 1648, and explains why the treaty mattered.\nIt is virtually flawless.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff92 S9-05
    (
        "mt-bench-pairwise",
        "Assistant A says the Treaty of Westphalia was signed in 1658, which is incorrect. Assistant B gives the correct year, 1648, and explains why the treaty mattered.\nIt is a flawless answer.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff92 S9-06
    (
        "mt-bench-pairwise",
        "Assistant A says the Treaty of Westphalia was signed in 1658, which is incorrect. Assistant B gives the correct year, 1648, and explains why the treaty mattered.\nThis response is nearly flawless.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff92 S9-07
    (
        "mt-bench-pairwise",
        "Assistant A says the Treaty of Westphalia was signed in 1658, which is incorrect. Assistant B gives the correct year, 1648, and explains why the treaty mattered.\nIt is flawlessly accurate.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff92 S9-08
    (
        "mt-bench-pairwise",
        "Assistant A says the Treaty of Westphalia was signed in 1658, which is incorrect. Assistant B gives the correct year, 1648, and explains why the treaty mattered.\nIt reads flawlessly.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff92 S9-09
    (
        "mt-bench-pair-math-v1",
        "The reference answer is x = 4. Assistant A gets x = 22/3. Assistant B gets x = 4 with every step shown.\nIts algebra is flawless.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff92 S9-10
    (
        "mt-bench-pair-math-v1-multi-turn",
        "For the second question, the reference answer is 36. Assistant A gets 72. Assistant B gets 36.\nIts reasoning for the second question is flawless.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff92 S9-11
    (
        "llmbar-vanilla",
        "Output (a) ignores the bullet-point instruction. Output (b) gives exactly three bullet points.\nIts formatting is flawless.\nOutput (b)",
        "stop",
        0,
        "B",
    ),  # ff92 S9-12
    (
        "mt-bench-pairwise",
        "Assistant A's `mean` divides by `len(xs)` without a check and crashes on an empty list. Assistant B checks for an empty list first and raises a clear `ValueError`.\nIt is glitch-free.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff92 S9-13
    (
        "pairwise-verdict",
        "Assistant A answers only the first part and misstates the boiling point of water at altitude. Assistant B answers both parts of the question and adds an example.\nIt is a no-nonsense answer that covers both parts.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff92 S9-14
    (
        "mt-bench-pairwise",
        "Assistant A says the Treaty of Westphalia was signed in 1658, which is incorrect. Assistant B gives the correct year, 1648, and explains why the treaty mattered.\nIt gives a no-nonsense explanation.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff92 S9-15
    (
        "mt-bench-pairwise",
        "Assistant A's poem relies on clichés. Assistant B's poem uses fresh imagery.\nIt is more inventive.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff92 S9-18
    (
        "mt-bench-pairwise",
        "Assistant A says the Treaty of Westphalia was signed in 1658, which is incorrect. Assistant B gives the correct year, 1648, and explains why the treaty mattered.\nIt clearly outclasses the other answer.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff92 S9-20
    (
        "mt-bench-pairwise",
        "Assistant A says the Treaty of Westphalia was signed in 1658, which is incorrect. Assistant B gives the correct year, 1648, and explains why the treaty mattered.\nIt skips the fluff and answers directly.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff92 S9-21
    (
        "mt-bench-pair-v2-multi-turn",
        "For the second question, Assistant A ignores the length limit. Assistant B keeps to three sentences.\nIt skips the fluff and keeps the meeting date.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff92 S9-22
    (
        "mt-bench-pairwise",
        "Assistant A says the Treaty of Westphalia was signed in 1658, which is incorrect. Assistant B gives the correct year, 1648, and explains why the treaty mattered.\nIt steers clear of jargon.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff92 S9-23
    (
        "mt-bench-pairwise",
        "Assistant A says the Treaty of Westphalia was signed in 1658, which is incorrect. Assistant B gives the correct year, 1648, and explains why the treaty mattered.\nIt clears up the confusion about the date.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff92 S9-24
    (
        "mt-bench-pairwise",
        "Assistant A says the Treaty of Westphalia was signed in 1658, which is incorrect. Assistant B gives the correct year, 1648, and explains why the treaty mattered.\nIt ignores the irrelevant detail in the prompt and focuses on the question.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff92 S9-25
    (
        "mt-bench-pairwise",
        "Assistant A says the Treaty of Westphalia was signed in 1658, which is incorrect. Assistant B gives the correct year, 1648, and explains why the treaty mattered.\nIt is flawless.\n[[B]]",
        "length",
        0,
        "B",
    ),  # ff92 S9-L1
    (
        "mt-bench-pairwise",
        "Assistant A says the Treaty of Westphalia was signed in 1658, which is incorrect. Assistant B gives the correct year, 1648, and explains why the treaty mattered.\nIt needs no correction.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff92 S9-x1
    (
        "mt-bench-pairwise",
        "Assistant A says the Treaty of Westphalia was signed in 1658, which is incorrect. Assistant B gives the correct year, 1648, and explains why the treaty mattered.\nIt has nothing to correct.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff92 S9-x2
    (
        "mt-bench-pairwise",
        "Assistant A says the Treaty of Westphalia was signed in 1658, which is incorrect. Assistant B gives the correct year, 1648, and explains why the treaty mattered.\nIt steers clear of that error.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff92 S9-x3
    (
        "mt-bench-pairwise",
        "Assistant A says the Treaty of Westphalia was signed in 1658, which is incorrect. Assistant B gives the correct year, 1648, and explains why the treaty mattered.\nIt never once gets the date wrong.\n[[B]]",
        "stop",
        0,
        "B",
    ),  # ff92 S9-x4
    (
        "mt-bench-single-v1-multi-turn",
        "The assistant's answer to the second question is accurate: it rewrites the email in three sentences as asked and keeps the meeting date.\n\nIt would be a 10 with a friendlier closing.\nRating: [[9]]",
        "stop",
        0,
        9,
    ),  # ff92 S8-1
    (
        "mt-bench-single-v1-multi-turn",
        "The assistant's answer to the second question is accurate: it rewrites the email in three sentences as asked and keeps the meeting date.\n\nWith a friendlier closing it would be a 10.\nRating: [[9]]",
        "stop",
        0,
        9,
    ),  # ff92 S8-3
]


KEPT_86 = [
    # hand-worked: what the new rules must leave as it was (each read so on version 85, the first five checked by hand
    # for the reading a careful reader gives)
    ("pairwise-verdict", "This one is excellent.\n[[B]]", "B"),  # not a scale's "1 is excellent"
    ("pairwise-verdict", "Its peer crashes; this does not.\n[[A]]", "A"),  # "this does not" negates the peer's fault
    ("pairwise-verdict", "The other one rambles; this one is crisp.\n[[B]]", "B"),
    ("pairwise-verdict", "Better than B: [[A]]", "A"),
    ("pairwise-verdict", "My verdict is below.\n[[A]]", "A"),
    ("pairwise-verdict", "The winner is clear here.\n[[B]]", "B"),  # verdict talk in the label vocabulary
    ("pairwise-verdict", "Clearly stronger on accuracy and depth.\n[[B]]", "B"),
    (
        "mt-bench-pairwise",
        "Both are good. Assistant A is more concise.\n\nThis is a question where less is more.\n\n[[A]]",
        "A",
    ),
    (
        "mt-bench-pairwise",
        "A: accurate. B: makes up a statistic.\n\nFabricated numbers are worse than none at all.\n\n[[A]]",
        "A",
    ),
    (
        "pairwise-verdict",
        "B gives every step.\n\nThe more complete recipe wins.\n\n[[B]]",
        "B",
    ),  # the winner by its merit
    ("mt-bench-pairwise", "In summary, it is the more practical answer for a beginner.\n[[B]]", "B"),
    (
        "mt-bench-single-math-v1",
        "The reference answer is 3/4. The assistant computes 6/8 = 3/4, which is correct.\n\nRating: [[10]]",
        10.0,
    ),  # a fraction the answer computes is no other scale
    ("pairwise-verdict", "It does not make anything up.\n[[A]]", "A"),  # a negation of no merit
    ("pairwise-verdict", "It is second to none.\n[[A]]", "A"),  # adv92 CT07
    ("mt-bench-pairwise", "Assistant A is wrong. Assistant B is right.\nThis is an easy mistake to make.\n[[B]]", "B"),
    # FairEval's recorded GPT-3.5 review (review/4, gpt35 vicuna-13b vs gpt-4): "according to the user's preference" is
    # no one else's verdict
    (
        "faireval-scoring",
        "Both assistants provided excellent, professional, and courteous resignation letter templates. The major "
        "difference between the two only comes down to the structure and the wording, which are subjective and can be "
        "adjusted according to the user's preference.\n\nScore of the Assistant 1: 10\nScore of the Assistant 2: 10",
        "tie",
    ),
]

# hand-worked: what the new rules must not read (each a made-up reading a first draft of version 86 gave)
REFUSED_86_DRAFT = [
    ("pairwise-verdict", "It does not catch the bug.\n[[A]]", "stop", 0),  # a negated act on a fault is a fault
    ("pairwise-verdict", "It does not fix the crash.\n[[A]]", "stop", 0),
    ("pairwise-verdict", "It covers half of what the other covers.\n[[B]]", "stop", 0),  # adv90 BD06
    ("pairwise-verdict", "It throws an exception on the first call.\n[[A]]", "stop", 0),  # adv85 BA037
    ("pairwise-verdict", "Better than A: [[A]]", "stop", 0),  # the label's side after "than" is the loser
    ("pairwise-verdict", "It wins if the reference is right.\n[[B]]", "stop", 0),  # a condition on the verdict
    ("pairwise-verdict", "It is wrong, but it is short.\n[[A]]", "stop", 0),  # no concession softens "wrong"
    ("pairwise-verdict", "Its competitor is not wrong.\n[[B]]", "stop", 0),  # the other side praised
    ("pairwise-verdict", "It cannot hold a candle to the competing answer.\n[[B]]", "stop", 0),  # adv91 BL13
    ("pairwise-verdict", "This is the one I would tell the user to avoid.\n[[A]]", "stop", 0),  # adv88 BS
    ("pairwise-verdict", "It warns about nothing and skips the risk.\n[[B]]", "stop", 0),  # adv90 CD13
    ("arena-hard", "Steer clear of this one.\n[[A>>B]]", "stop", 0),  # adv88 BS04
    # a second draft: "flag" read as an act on a fault although its object is the loser (adv85 BA043)
    ("reward-model", '{"winner": "A", "key_factors": "We were asked to flag the worse answer."}', "stop", 0),
]


@pytest.mark.parametrize(
    ("template", "text", "finish", "forced"), REFUSED_86 + REFUSED_86_92 + REFUSED_86_93 + REFUSED_86_DRAFT
)
def test_what_passes_90_to_93_read_as_a_verdict_is_refused(template, text, finish, forced):
    assert side_reading(template, text, finish, forced) in FAILED + ("truncated", "out_of_range")


@pytest.mark.parametrize(("template", "text", "finish", "forced", "expected"), READ_86 + READ_86_92 + READ_86_93)
def test_what_passes_90f_to_92f_failed_reads_as_the_judge_wrote_it(template, text, finish, forced, expected):
    assert side_reading(template, text, finish, forced) == expected


@pytest.mark.parametrize(("template", "text", "expected"), KEPT_86)
def test_honest_texts_keep_their_reading_under_the_version_86_rules(template, text, expected):
    assert side_reading(template, text, "stop", 0) == expected
