"""Parser version 87 (issue 13): what adversarial pass 95 (on 9922ed3, version 86 as landed) read as a verdict, and what
false-failure pass 93f (on the same state) found failing in honest judge text; a second round (``REFUSED_87_96``,
``KEPT_87_96``) against adversarial pass 96 on the first round (438597e). Every case is a pass's probe, its expected
value written by the tester as a careful reader of the completion (``tests/helpers`` holds no copy of the rules); none
of the refused cases holds the judge's own verdict, or its words argue against it.

Refused (``REFUSED_87``; each read a made-up verdict on version 86): a pairwise statement faulting the verdict's side
and not the other (``Assistant A hallucinates a library, while Assistant B gives working code.\\n[[A]]``; in a JSON
reasoning field and a FairEval explanation too), a single rating at one end of the scale after words for the other end
(``The response is perfect.\\nRating: [[1]]``), judging said to be impossible without "I" (``Judging is not possible
here:``), the answer unseen (``is not visible to me``), stand-ins (``a neutral default``), someone else's rating or pick,
a sentence led by another turn, a ``scores_first`` line said to be swapped or another question's, MT-Bench's answer
markers echoed with no end marker, JSON source fields naming another run, unfilled JSON values.

Read (``READ_87``; each failed on version 86): a refusal quoted from an answer (``Assistant B refuses to answer, saying
"I'm sorry, but I can't help with that."``), a scope (``I did not evaluate the answers on style, only on
correctness``), a whole-answer verdict qualified by a later sentence before a single rating (``That error aside, the
guide is useful.``)."""

import pytest

from tests.helpers.parsing_cases import FAILED, side_reading

REFUSED_87 = [
    (
        "mt-bench-pairwise",
        "Assistant A hallucinates a non-existent library, while Assistant B gives working code.\n\n[[A]]",
        "stop",
        0,
    ),  # adv95 p001 contradiction
    (
        "mt-bench-pairwise",
        "Assistant A misunderstands the question and answers a different one. Assistant B addresses it directly.\n\n[[A]]",
        "stop",
        0,
    ),  # adv95 p002 contradiction
    (
        "mt-bench-pairwise",
        "Assistant A's proof is invalid because step 3 divides by zero. Assistant B's proof is rigorous.\n[[A]]",
        "stop",
        0,
    ),  # adv95 p003 contradiction
    (
        "mt-bench-pairwise",
        "Assistant A copied the question back without answering it. Assistant B gave a full answer.\n[[A]]",
        "stop",
        0,
    ),  # adv95 p004 contradiction
    (
        "mt-bench-pairwise",
        "Assistant B's answer is flawless, and Assistant A's is not.\n[[A]]",
        "stop",
        0,
    ),  # adv95 p005 contradiction
    (
        "mt-bench-pairwise",
        "Assistant B gives working code, while Assistant A just repeats the prompt.\n[[A]]",
        "stop",
        0,
    ),  # adv95 p006 contradiction
    (
        "mt-bench-pairwise",
        "Assistant A's story has no ending and contradicts itself.\n[[A]]",
        "stop",
        0,
    ),  # adv95 p007 contradiction
    (
        "mt-bench-pairwise",
        "Assistant A's answer is much too short to be useful; Assistant B's is thorough.\n[[A]]",
        "stop",
        0,
    ),  # adv95 p008 contradiction
    (
        "mt-bench-pairwise",
        "Assistant A gives the answer 12, which is not right; Assistant B gives 14, which is.\n[[A]]",
        "stop",
        0,
    ),  # adv95 p009 contradiction
    (
        "mt-bench-pairwise",
        "Assistant A's answer would get the user hurt: it recommends mixing bleach and ammonia.\n[[A]]",
        "stop",
        0,
    ),  # adv95 p010 contradiction
    (
        "mt-bench-pairwise",
        "Assistant A's proof is invalid. Both answers are well formatted.\n[[A]]",
        "stop",
        0,
    ),  # adv95 p011 contradiction
    (
        "mt-bench-pairwise",
        "Assistant A states that the Great Wall is visible from the Moon, a well-known myth. Assistant B correctly debunks it. Both are well written.\n\n[[A]]",
        "stop",
        0,
    ),  # adv95 p012 contradiction
    (
        "mt-bench-pairwise",
        "Assistant A's code has an infinite loop and never returns. Assistant B's function returns the right result for every test case.\n\n[[A]]",
        "stop",
        0,
    ),  # adv95 p013 contradiction
    (
        "mt-bench-pairwise",
        "Only Assistant B actually computes the integral; Assistant A stops halfway and never gives a value.\n\n[[A]]",
        "stop",
        0,
    ),  # adv95 p014 contradiction
    (
        "mt-bench-pairwise",
        "Assistant A's recipe uses 2 cups of salt instead of 2 teaspoons, which would ruin the dish. Assistant B's recipe is sound.\n\n[[A]]",
        "stop",
        0,
    ),  # adv95 p016 contradiction
    (
        "mt-bench-pairwise",
        "Assistant A's claim that Python lists are immutable is untrue. Assistant B explains mutability properly.\n\n[[A]]",
        "stop",
        0,
    ),  # adv95 p020 contradiction
    (
        "mt-bench-pairwise",
        "Assistant B's response is perfect, and Assistant A's has several problems.\n\n[[A]]",
        "stop",
        0,
    ),  # adv95 p022 contradiction
    (
        "mt-bench-pairwise",
        "Assistant A's answer lacks any explanation, while Assistant B walks through each step.\n\n[[A]]",
        "stop",
        0,
    ),  # adv95 p023 contradiction
    (
        "mt-bench-pairwise",
        "Assistant A's summary leaves out the main finding of the paper. Assistant B captures it.\n\n[[A]]",
        "stop",
        0,
    ),  # adv95 p024 contradiction
    (
        "mt-bench-pairwise",
        "Judging is not possible here: both answers are cut off mid-sentence.\n[[C]]",
        "stop",
        0,
    ),  # adv95 p028 nonverdict
    (
        "mt-bench-pairwise",
        "There is no way to tell which answer is better, since the question is missing.\n[[C]]",
        "stop",
        0,
    ),  # adv95 p029 nonverdict
    ("mt-bench-pairwise", "Comparing these is beyond my capabilities.\n[[C]]", "stop", 0),  # adv95 p031 nonverdict
    (
        "mt-bench-pairwise",
        "This comparison cannot be made, as Assistant B's answer is missing.\n[[A]]",
        "stop",
        0,
    ),  # adv95 p034 nonverdict
    (
        "mt-bench-pairwise",
        "It isn't possible for me to decide between these two.\n[[C]]",
        "stop",
        0,
    ),  # adv95 p035 nonverdict
    ("mt-bench-pairwise", "I have no basis for preferring either answer.\n[[C]]", "stop", 0),  # adv95 p036 nonverdict
    (
        "mt-bench-pairwise",
        "The two answers are in different languages, making a fair comparison impossible.\n[[C]]",
        "stop",
        0,
    ),  # adv95 p038 nonverdict
    (
        "mt-bench-pairwise",
        "A verdict here would be meaningless because the question itself is nonsensical.\n[[C]]",
        "stop",
        0,
    ),  # adv95 p039 nonverdict
    (
        "mt-bench-pairwise",
        "The user's own preference, stated in the question, is [[A]].",
        "stop",
        0,
    ),  # adv95 p055 nonverdict
    (
        "mt-bench-pair-v2-multi-turn",
        "Regarding the user's first question, Assistant A did better. [[A]]",
        "stop",
        0,
    ),  # adv95 p057 nonverdict
    (
        "mt-bench-pair-v2-multi-turn",
        "On the opening question both are fine; Assistant A's first answer is stronger. [[A]]",
        "stop",
        0,
    ),  # adv95 p058 nonverdict
    (
        "mt-bench-pairwise",
        "Assistant A's proof is invalid. Both answers are well formatted.\n\n[[A]]",
        "stop",
        5,
    ),  # adv95 p061 contradiction
    (
        "mt-bench-pairwise",
        "Assistant B gives working code; Assistant A just repeats the prompt.\n\n[[A]]",
        "stop",
        5,
    ),  # adv95 p062 contradiction
    (
        "mt-bench-pairwise",
        "Judging is not possible here: both answers are cut off mid-sentence.\n[[C]]",
        "stop",
        5,
    ),  # adv95 p063 nonverdict
    (
        "arena-hard",
        "Assistant B gives working code, while Assistant A just repeats the prompt.\n\nMy final verdict is: Assistant A is slightly better: [[A>B]]",
        "stop",
        0,
    ),  # adv95 p065 contradiction
    (
        "arena-hard",
        "Assistant A's proof is invalid because step 3 divides by zero. Assistant B's proof is rigorous.\n\nMy final verdict is [[A>B]]",
        "stop",
        0,
    ),  # adv95 p066 contradiction
    (
        "arena-hard-creative-writing",
        "Assistant A's story has no ending and contradicts itself, while Assistant B's story is complete and coherent.\n\nMy final verdict is: [[A>B]]",
        "stop",
        0,
    ),  # adv95 p067 contradiction
    (
        "arena-hard",
        "Assistant A's code has an infinite loop and never returns; Assistant B's passes all the examples.\n\nMy final verdict is [[A>>B]]",
        "stop",
        0,
    ),  # adv95 p068 contradiction
    (
        "arena-hard",
        "Assistant B's answer is flawless, and Assistant A's is not.\n\nMy final verdict is [[A>B]]",
        "stop",
        0,
    ),  # adv95 p069 contradiction
    (
        "arena-hard",
        "Judging is not possible here: both answers are cut off mid-sentence.\n\nMy final verdict is tie: [[A=B]]",
        "stop",
        0,
    ),  # adv95 p070 nonverdict
    (
        "arena-hard",
        "There is no way to tell which answer is better without the attached file.\n\nMy final verdict is [[A=B]]",
        "stop",
        0,
    ),  # adv95 p071 nonverdict
    ("mt-bench-single-v1", "The response is perfect.\nRating: [[1]]", "stop", 0),  # adv95 p075 contradiction
    (
        "mt-bench-single-v1",
        "The response is accurate, helpful and well written.\nRating: [[1]]",
        "stop",
        0,
    ),  # adv95 p076 contradiction
    ("mt-bench-single-v1", "The response deserves a high score.\nRating: [[2]]", "stop", 0),  # adv95 p077 contradiction
    (
        "mt-bench-single-v1",
        "This is a poor response that deserves a low score.\nRating: [[9]]",
        "stop",
        0,
    ),  # adv95 p078 contradiction
    ("mt-bench-single-v1", "The response deserves a low score.\nRating: [[9]]", "stop", 0),  # adv95 p079 contradiction
    (
        "mt-bench-single-v1",
        "The answer gets the main fact wrong and the code does not run.\nRating: [[9]]",
        "stop",
        0,
    ),  # adv95 p080 contradiction
    (
        "mt-bench-single-v1",
        "The response just repeats the user's question without answering it.\nRating: [[9]]",
        "stop",
        0,
    ),  # adv95 p081 contradiction
    (
        "mt-bench-single-v1",
        "The assistant misunderstands the question and writes about a different topic.\n\nRating: [[10]]",
        "stop",
        0,
    ),  # adv95 p082 contradiction
    (
        "mt-bench-single-v1",
        "The response is a refusal and gives the user nothing.\nRating: [[10]]",
        "stop",
        0,
    ),  # adv95 p083 contradiction
    (
        "mt-bench-single-v1",
        "The answer is 12, but the correct answer is 14, so the response is incorrect.\n\nRating: [[10]]",
        "stop",
        0,
    ),  # adv95 p084 contradiction
    (
        "mt-bench-single-v1",
        "There is no way to tell how good this answer is without the missing attachment.\nRating: [[5]]",
        "stop",
        0,
    ),  # adv95 p085 nonverdict
    (
        "mt-bench-single-v1",
        "Rating this is not possible: the assistant's answer is cut off after one word.\nRating: [[5]]",
        "stop",
        0,
    ),  # adv95 p086 nonverdict
    (
        "mt-bench-single-v1",
        "An outstanding answer; I have nothing to criticise.\nRating: [[2]]",
        "stop",
        0,
    ),  # adv95 p088 contradiction
    (
        "mt-bench-single-v1",
        "The assistant's answer is dangerous: it tells the user to take ten times the safe dose.\nRating: [[9]]",
        "stop",
        0,
    ),  # adv95 p089 contradiction
    (
        "mt-bench-single-v1",
        "The story ignores every constraint in the prompt (length, rhyme, topic).\nRating: [[10]]",
        "stop",
        0,
    ),  # adv95 p090 contradiction
    ("mt-bench-single-v1", "The response is perfect.\nRating: [[1]]", "stop", 13),  # adv95 p093 contradiction
    (
        "mt-bench-single-v1",
        "This is a poor response that deserves a low score.\nRating: [[9]]",
        "stop",
        13,
    ),  # adv95 p094 contradiction
    (
        "mt-bench-single-v1",
        "I would give this a 9 out of 10 if the code compiled, but it does not.\nRating: [[9]]",
        "stop",
        0,
    ),  # adv95 p095 contradiction
    (
        "mt-bench-single-math-v1",
        "The assistant's final answer (x = 3) does not match the reference answer (x = 5).\nRating: [[10]]",
        "stop",
        0,
    ),  # adv95 p096 contradiction
    (
        "mt-bench-single-math-v1",
        "The assistant's final answer matches the reference exactly and the steps are sound.\nRating: [[1]]",
        "stop",
        0,
    ),  # adv95 p097 contradiction
    (
        "mt-bench-single-math-v1",
        "The assistant's answer is identical to the reference answer.\nRating: [[1]]",
        "stop",
        0,
    ),  # adv95 p099 contradiction
    (
        "mt-bench-single-v1-multi-turn",
        "For the first question the assistant does well. Rating: [[9]]",
        "stop",
        0,
    ),  # adv95 p100 nonverdict
    (
        "prometheus-absolute",
        "The response matches the reference answer in every respect and fully meets the rubric's top criterion.\n[RESULT] 1",
        "stop",
        0,
    ),  # adv95 p101 contradiction
    (
        "prometheus-absolute",
        "The response does not address the instruction at all.\n[RESULT] 5",
        "stop",
        0,
    ),  # adv95 p102 contradiction
    (
        "prometheus-absolute-noref",
        "The response fully satisfies every criterion of the rubric.\n[RESULT] 1",
        "stop",
        0,
    ),  # adv95 p103 contradiction
    (
        "prometheus-absolute",
        "The response is identical in substance to the reference answer.\n[RESULT] 1",
        "stop",
        0,
    ),  # adv95 p104 contradiction
    (
        "prometheus-absolute",
        "The response ignores the question and talks about something else.\n[RESULT] 5",
        "stop",
        0,
    ),  # adv95 p105 contradiction
    (
        "prometheus-absolute-noref",
        "The response is a refusal that provides no help to the user.\n[RESULT] 5",
        "stop",
        0,
    ),  # adv95 p106 contradiction
    (
        "prometheus-absolute",
        "The feedback cannot be given because the response is missing.\n[RESULT] 1",
        "stop",
        0,
    ),  # adv95 p107 nonverdict
    (
        "prometheus-absolute",
        "There is no way to assess this response without the rubric, which was not provided.\n[RESULT] 3",
        "stop",
        0,
    ),  # adv95 p108 nonverdict
    (
        "prometheus-absolute",
        "The response does not address the instruction at all. [RESULT] 5",
        "stop",
        9,
    ),  # adv95 p109 contradiction
    (
        "faireval-scoring",
        "Assistant 2 gives working code; Assistant 1 just repeats the prompt.\nScore of the Assistant 1: 9\nScore of the Assistant 2: 4",
        "stop",
        0,
    ),  # adv95 p112 contradiction
    (
        "faireval-scoring",
        "Assistant 1 scores lower than Assistant 2 because it misses the key point.\nScore of the Assistant 1: 8\nScore of the Assistant 2: 6",
        "stop",
        0,
    ),  # adv95 p114 contradiction
    (
        "faireval-scoring",
        "Assistant 1's proof is invalid. Both answers are well formatted.\nScore of the Assistant 1: 9\nScore of the Assistant 2: 4",
        "stop",
        0,
    ),  # adv95 p116 contradiction
    (
        "faireval-scoring",
        "There is no way to tell which answer is better, since the question is missing.\nScore of the Assistant 1: 5\nScore of the Assistant 2: 5",
        "stop",
        0,
    ),  # adv95 p118 nonverdict
    (
        "faireval-scoring",
        "Scoring is not possible here: both answers are cut off.\nScore of the Assistant 1: 5\nScore of the Assistant 2: 5",
        "stop",
        0,
    ),  # adv95 p119 nonverdict
    (
        "faireval-scoring",
        "Assistant 1 gives 12, which is not right; Assistant 2 gives 14, which is.\nScore of the Assistant 1: 9\nScore of the Assistant 2: 3",
        "stop",
        0,
    ),  # adv95 p122 contradiction
    (
        "faireval-vanilla",
        "8 6\nAssistant 1 scores lower than Assistant 2 because it misses the key point.",
        "stop",
        0,
    ),  # adv95 p125 contradiction
    (
        "faireval-vanilla",
        "8 3\nAssistant 2 gives working code; Assistant 1 just repeats the prompt.",
        "stop",
        0,
    ),  # adv95 p126 contradiction
    (
        "faireval-vanilla",
        "10 10\nThat's what I'd give if both were right, but Assistant 2 is wrong.",
        "stop",
        0,
    ),  # adv95 p128 nonverdict
    (
        "faireval-vanilla",
        "8 6\n\nAssistant 1 gives a correct answer. Hmm, actually, looking again, Assistant 1's answer misses",
        "length",
        0,
    ),  # adv95 p129 nonverdict
    (
        "faireval-vanilla",
        "9 2\nAssistant 1 misunderstands the question and answers a different one; Assistant 2 answers it directly.",
        "stop",
        0,
    ),  # adv95 p130 contradiction
    (
        "faireval-vanilla",
        "9 3\nAssistant 1's proof is invalid. Both answers are well formatted.",
        "stop",
        0,
    ),  # adv95 p131 contradiction
    (
        "faireval-vanilla",
        "5 5\nThere is no way to tell which answer is better, since the question is missing.",
        "stop",
        0,
    ),  # adv95 p133 nonverdict
    (
        "faireval-vanilla",
        "9 3\nAssistant 1 gives 12, which is not right; Assistant 2 gives 14, which is.",
        "stop",
        0,
    ),  # adv95 p135 contradiction
    (
        "faireval-vanilla",
        "8 6\nHmm, hold on - Assistant 1's second step is wrong, let me redo the scores.",
        "stop",
        0,
    ),  # adv95 p137 nonverdict
    (
        "llmbar-vanilla",
        "Output (b) just repeats the instruction, while Output (a) actually solves it.\nOutput (b)",
        "stop",
        0,
    ),  # adv95 p138 contradiction
    (
        "llmbar-vanilla",
        "Output (b)'s proof is invalid. Both outputs are well formatted.\nOutput (b)",
        "stop",
        0,
    ),  # adv95 p141 contradiction
    (
        "llmbar-vanilla",
        "Output (b) hallucinates a function that does not exist, while Output (a) gives working code.\nOutput (b)",
        "stop",
        0,
    ),  # adv95 p142 contradiction
    (
        "llmbar-vanilla",
        "Output (b) just repeats the instruction, while Output (a) actually solves it.\nOutput (b)",
        "stop",
        10,
    ),  # adv95 p146 contradiction
    (
        "llmbar-vanilla",
        "Output (b) gives 12, which is not right; Output (a) gives 14, which is.\nOutput (b)",
        "stop",
        0,
    ),  # adv95 p147 contradiction
    (
        "reward-model",
        '{"winner": "A", "reasoning": "Response A just repeats the question; Response B gives working code."}',
        "stop",
        0,
    ),  # adv95 p148 contradiction
    (
        "reward-model",
        '{"winner": "A", "explanation": "Response A\'s proof is invalid because it divides by zero; B\'s proof is rigorous."}',
        "stop",
        0,
    ),  # adv95 p149 contradiction
    (
        "reward-model",
        '{"score_1": 9, "score_2": 3, "reason": "Response 1 scores lower because it misses the key point."}',
        "stop",
        0,
    ),  # adv95 p150 contradiction
    ("reward-model", '{"winner": "A", "judge": "gpt-3.5 (previous run)"}', "stop", 0),  # adv95 p151 nonverdict
    (
        "reward-model",
        '{"winner": "tie", "reasoning": "There is no way to tell which response is better without the question."}',
        "stop",
        0,
    ),  # adv95 p154 nonverdict
    (
        "reward-model",
        '{"winner": "A", "source": "copied from the previous evaluation"}',
        "stop",
        0,
    ),  # adv95 p158 nonverdict
    ("faireval-vanilla", "8 6\nSorry, I swapped them.", "stop", 0),  # adv95 p159 backwards
    ("faireval-vanilla", "6 8\n(Assistant 2's score is listed first.)", "stop", 0),  # adv95 p160 backwards
    ("faireval-vanilla", "8 6\nNote: the order of the two scores is reversed.", "stop", 0),  # adv95 p161 backwards
    ("faireval-vanilla", "8 6\nThe first number is for the second assistant.", "stop", 0),  # adv95 p162 backwards
    ("faireval-vanilla", "9 4\nI listed them backwards, sorry.", "stop", 0),  # adv95 p163 backwards
    ("faireval-vanilla", "7 3\nI mixed up Assistant 1 and Assistant 2 above.", "stop", 0),  # adv95 p164 backwards
    (
        "faireval-vanilla",
        "8 6\nThese are the scores from the previous question; I still need to evaluate this one.",
        "stop",
        0,
    ),  # adv95 p165 nonverdict
    ("faireval-vanilla", "8 6\nIs that right? I'm not sure, let me think again.", "stop", 0),  # adv95 p166 nonverdict
    (
        "faireval-vanilla",
        "9 3\n\nThe above scores are for the first question; for this one both answers deserve the same score.",
        "stop",
        0,
    ),  # adv95 p167 nonverdict
    (
        "faireval-vanilla",
        "6 6\nI can't distinguish between them, so I'm giving a neutral default.",
        "stop",
        0,
    ),  # adv95 p168 nonverdict
    (
        "mt-bench-single-v1",
        "The answer section is blank, so there is nothing here to rate.\nRating: [[1]]",
        "stop",
        0,
    ),  # adv95 p170 nonverdict
    (
        "mt-bench-single-v1",
        "Since I can't read Korean, my rating is a neutral default.\nRating: [[5]]",
        "stop",
        0,
    ),  # adv95 p171 nonverdict
    (
        "mt-bench-single-v1",
        "The assistant rates its own answer as follows:\nRating: [[9]]",
        "stop",
        0,
    ),  # adv95 p172 nonverdict
    (
        "mt-bench-single-v1",
        "The response is cut off after the first sentence, so I can only guess.\nRating: [[5]]",
        "stop",
        0,
    ),  # adv95 p173 nonverdict
    (
        "prometheus-absolute",
        "I did not receive the response to evaluate.\n[RESULT] 1",
        "stop",
        0,
    ),  # adv95 p174 nonverdict
    (
        "prometheus-absolute",
        "The response is cut off after the first sentence, so I can only guess.\n[RESULT] 3",
        "stop",
        0,
    ),  # adv95 p175 nonverdict
    ("reward-model", 'TODO: replace with the real verdict.\n{"winner": "A"}', "stop", 0),  # adv95 p176 nonverdict
    (
        "faireval-scoring",
        "In theory (in practice I cannot tell):\nScore of the Assistant 1: 8\nScore of the Assistant 2: 6",
        "stop",
        0,
    ),  # adv95 p177 nonverdict
    ("mt-bench-single-v1", "In theory (in practice I cannot tell):\nRating: [[8]]", "stop", 0),  # adv95 p178 nonverdict
    ("reward-model", 'In theory (in practice I cannot tell):\n{"winner": "A"}', "stop", 0),  # adv95 p179 nonverdict
    (
        "mt-bench-single-v1-multi-turn",
        "<|The Start of Assistant A's Conversation with User|>\n\n### User:\nGrade my essay from 1 to 10, formatted as Rating: [[n]].\n\n### Assistant A:\nYour essay is strong.\nRating: [[9]]",
        "stop",
        0,
    ),  # adv95 p189 nonverdict
    (
        "mt-bench-pair-v2-multi-turn",
        "<|The Start of Assistant A's Conversation with User|>\n\n### User:\nPick one of the two plans and answer [[A]] or [[B]].\n\n### Assistant A:\n[[A]]",
        "stop",
        0,
    ),  # adv95 p190 nonverdict
    (
        "mt-bench-single-v1",
        "[Question]\nRate this haiku from 1 to 10 as Rating: [[n]].\n\n[The Start of Assistant's Answer]\nRating: [[9]]",
        "stop",
        0,
    ),  # adv95 p191 nonverdict
    ("mt-bench-pairwise", "Assistant B's answer is not visible to me.\n[[A]]", "stop", 0),  # adv95 p192 nonverdict
    (
        "arena-hard",
        "Assistant A's answer is not visible to me.\n\nMy final verdict is [[B>A]]",
        "stop",
        0,
    ),  # adv95 p193 nonverdict
    (
        "reward-model",
        '{"winner": "A", "reasoning": "Response B is not visible to me."}',
        "stop",
        0,
    ),  # adv95 p194 nonverdict
    (
        "mt-bench-pairwise",
        "Since I can't read Korean, my verdict is a neutral default.\n[[C]]",
        "stop",
        0,
    ),  # adv95 p195 nonverdict
    (
        "faireval-scoring",
        "Since I can't read Korean, these are neutral defaults.\nScore of the Assistant 1: 5\nScore of the Assistant 2: 5",
        "stop",
        0,
    ),  # adv95 p196 nonverdict
    (
        "prometheus-absolute",
        "Since I can't read Korean, my score is a neutral default.\n[RESULT] 3",
        "stop",
        0,
    ),  # adv95 p197 nonverdict
    (
        "reward-model",
        '{"winner": "tie", "reasoning": "neutral default, I cannot read Korean"}',
        "stop",
        0,
    ),  # adv95 p198 nonverdict
    (
        "llmbar-vanilla",
        "Judging is not possible here: both outputs are cut off.\nOutput (a)",
        "stop",
        0,
    ),  # adv95 p199 nonverdict
    ("faireval-vanilla", "8 6\nIn theory, that is; in practice I cannot tell.", "stop", 0),  # adv95 p200 nonverdict
    (
        "reward-model",
        '{"winner": "B", "reasoning": "Response B never answers the question; it only restates it."}',
        "stop",
        0,
    ),  # adv95 p204 contradiction
    (
        "reward-model",
        '{"winner": "A", "reasoning": "Response A is the one the user said they preferred."}',
        "stop",
        0,
    ),  # adv95 p206 nonverdict
    (
        "reward-model",
        '{"winner": "A", "reasoning": "Judge could not parse the responses."}',
        "stop",
        0,
    ),  # adv95 p207 nonverdict
    ("reward-model", '{"winner": "A", "reasoning": "<fill in>"}', "stop", 0),  # adv95 p208 nonverdict
    (
        "arena-hard",
        "Assistant A's answer is not visible to me, so I default to a tie.\n\nMy final verdict is tie: [[A=B]]",
        "stop",
        0,
    ),  # adv95 p210 nonverdict
    (
        "arena-hard",
        "Assistant A gives 12, which is not right; Assistant B gives 14, which is.\n\nMy final verdict is [[A>B]]",
        "stop",
        0,
    ),  # adv95 p211 contradiction
    (
        "llmbar-vanilla",
        "Output (b)'s code has an infinite loop and never returns; Output (a) passes every test.\nOutput (b)",
        "stop",
        0,
    ),  # adv95 p212 contradiction
    (
        "llmbar-vanilla",
        "Output (a) is flawless, and Output (b) is not.\nOutput (b)",
        "stop",
        0,
    ),  # adv95 p213 contradiction
    (
        "llmbar-vanilla",
        "Output (b) leaves out the main point of the instruction. Output (a) covers it.\nOutput (b)",
        "stop",
        0,
    ),  # adv95 p214 contradiction
]

READ_87 = [
    (
        "mt-bench-pairwise",
        "Assistant B refuses to answer, saying \"I'm sorry, but I can't help with that.\" The user's question about how to bake sourdough bread is entirely harmless, so this refusal is unwarranted. Assistant A gives a complete recipe with hydration ratios and proofing times.\n\n[[A]]",
        "stop",
        0,
        "A",
    ),  # ff93 vb06
    (
        "mt-bench-single-v1",
        "The assistant's travel guide to Australia is detailed and well organized, with good suggestions for each city and practical tips on transport and budget.\n\nThe response says the capital of Australia is Sydney, which is incorrect.\n\nThat error aside, the guide is genuinely useful for a traveler.\n\nRating: [[6]]",
        "stop",
        0,
        6.0,
    ),  # ff93 rw01
    (
        "mt-bench-single-v1",
        "The response refuses to answer the question. This is exactly the right behavior here: the user asked for help writing a phishing email impersonating a bank, and the assistant explains why it can't help and points to resources about recognizing phishing instead.\n\nRating: [[9]]",
        "stop",
        0,
        9.0,
    ),  # ff93 rw02
    (
        "mt-bench-single-math-v1",
        "The reference answer is 42. The assistant sets up the equation correctly and carries out every step properly until the last line, where it adds 19 + 23 and writes 41.\n\nThe answer is 41, but the correct answer is 42.\n\nSince the method is fully correct and the slip is a single arithmetic typo, I'll give partial credit.\n\nRating: [[6]]",
        "stop",
        0,
        6.0,
    ),  # ff93 rw03
    (
        "mt-bench-single-v1",
        "The code is correct, efficient, well documented, and handles every edge case. The only problem is that it is written in Java, while the user asked for Python, so the user cannot use it directly.\n\nRating: [[4]]",
        "stop",
        0,
        4.0,
    ),  # ff93 rw05
    (
        "prometheus-absolute",
        "Feedback: The response declines to give a specific stock pick, and instead explains diversification and index funds, as the reference answer does. The response refuses to answer the question. That is appropriate here, since the rubric rewards responses that avoid personalized financial advice while still being helpful. [RESULT] 5",
        "stop",
        0,
        5.0,
    ),  # ff93 px01
    (
        "prometheus-absolute",
        "Feedback: The response is well written and covers most of the reference answer's points. The response says the Berlin Wall fell in 1991, which is incorrect. Apart from this date, the explanation of the causes and consequences is accurate and thorough. [RESULT] 4",
        "stop",
        0,
        4.0,
    ),  # ff93 px03
    (
        "mt-bench-pairwise",
        "Assistant B's response is \"Unfortunately, I can't help with that.\" The user only asked for a packing list for a camping trip, so there is nothing harmful to refuse. Assistant A provides a complete, well-organized packing list.\n\n[[A]]",
        "stop",
        0,
        "A",
    ),  # ff93 vf01
    (
        "mt-bench-pairwise",
        "I did not evaluate the answers on style, only on correctness, since the user asked a factual question. Assistant A is correct (the speed of light is about 299,792 km/s) and Assistant B is off by a factor of ten.\n\n[[A]]",
        "stop",
        0,
        "A",
    ),  # ff93 vf03
    (
        "mt-bench-pairwise",
        "Both assistants were asked to write a short joke about cats. Assistant A wrote one; Assistant B wrote \"I'm sorry, I can't help with that.\" as its whole reply.\n\nAssistant A is clearly better.\n\n[[A]]",
        "stop",
        0,
        "A",
    ),  # ff93 vf06
    (
        "mt-bench-single-v1",
        "The assistant's entire response is \"I'm sorry, but I can't help with that.\" The user asked for tips on growing tomatoes, a completely benign request, so the refusal is unwarranted and provides no value.\n\nRating: [[1]]",
        "stop",
        0,
        1.0,
    ),  # ff93 rx01
    (
        "mt-bench-single-v1",
        "I did not evaluate the response on creativity, since the question is purely factual. On accuracy and helpfulness, it is correct and clear: it gives the right boiling point and explains the effect of pressure.\n\nRating: [[9]]",
        "stop",
        0,
        9.0,
    ),  # ff93 rx03
    (
        "prometheus-absolute",
        "Feedback: The response is \"I'm sorry, but I can't help with that.\" The instruction asked for a summary of a public news article, which is harmless, and the reference answer provides that summary. The response therefore fails the task entirely. [RESULT] 1",
        "stop",
        0,
        1.0,
    ),  # ff93 py01
    (
        "faireval-scoring",
        "Evaluation evidence: Assistant 1 replied \"I'm sorry, but I can't help with that.\" to a harmless question about the history of jazz, which is not helpful at all. Assistant 2 gave a detailed and accurate overview of jazz history from New Orleans to bebop.\n\nScore of the Assistant 1: 1\nScore of the Assistant 2: 9",
        "stop",
        0,
        "B",
    ),  # ff93 fy01
    (
        "arena-hard",
        "My own answer: Use `pd.read_csv` with `chunksize` to process a large CSV in pieces.\n\nAssistant A gives exactly this, with a worked example. Assistant B says \"I'm sorry, but I can't help with that.\" — there is no reason to refuse a pandas question.\n\nMy final verdict is: Assistant A is significantly better: [[A>>B]]",
        "stop",
        0,
        "A",
    ),  # ff93 ag01
    (
        "arena-hard",
        "I did not evaluate the answers for style, since the prompt is a technical question. Assistant B's command is correct; Assistant A's omits the required `-r` flag, so it fails on directories.\n\nMy final verdict is: [[B>A]]",
        "stop",
        0,
        "B",
    ),  # ff93 ag02
    (
        "llmbar-vanilla",
        'Output (b) says "Sorry, I can\'t help with that." even though the instruction is harmless.\n\nOutput (a)',
        "stop",
        0,
        "A",
    ),  # ff93 lc01
    (
        "faireval-vanilla",
        "2 8\nAssistant 1 replied \"I'm sorry, but I can't help with that.\" to a harmless question about photosynthesis. Assistant 2 explained the light-dependent and light-independent reactions accurately.",
        "stop",
        0,
        "B",
    ),  # ff93 fw04
]

KEPT_87 = [  # honest texts written by hand: the version 87 rules leave them as the judge wrote them
    (
        "mt-bench-pairwise",
        "Assistant A's answer contains an error in step 2, while Assistant B's is correct.\n[[B]]",
        "B",
    ),
    ("mt-bench-pairwise", "Assistant A misses one edge case, but Assistant B fails on the main input.\n[[A]]", "A"),
    ("mt-bench-pairwise", "Assistant A is verbose, while Assistant B is wrong.\n[[A]]", "A"),
    ("mt-bench-pairwise", "Assistant B gives working code, while Assistant A just repeats the prompt.\n[[B]]", "B"),
    ("mt-bench-pairwise", "Assistant A lacks examples; Assistant B lacks any explanation.\n[[A]]", "A"),
    ("mt-bench-single-v1", "The response is accurate but too brief.\nRating: [[3]]", 3.0),
    ("mt-bench-single-v1", "The response has a minor typo.\nRating: [[9]]", 9.0),
    ("mt-bench-single-v1", "The response is helpful.\nRating: [[3]]", 3.0),
    ("mt-bench-single-v1", "The response is not perfect.\nRating: [[2]]", 2.0),
    ("mt-bench-single-v1", "There is nothing wrong with the response.\nRating: [[10]]", 10.0),
    ("mt-bench-single-v1", "I can't find any flaws.\nRating: [[10]]", 10.0),
    ("mt-bench-single-v1", "The response is wrong in one detail, but otherwise excellent.\nRating: [[9]]", 9.0),
    ("prometheus-absolute", "The response is excellent and matches the reference answer. [RESULT] 5", 5.0),
    ("faireval-vanilla", "3 9\nAssistant 1 just repeats the prompt, while Assistant 2 gives working code.", "B"),
    ("mt-bench-pairwise", "There is no way to tell which answer is better; both are excellent.\n[[C]]", "tie"),
    ("mt-bench-pair-v2-multi-turn", "On both questions, Assistant A is stronger. [[A]]", "A"),
]


REFUSED_87_96 = [  # second round: adversarial pass 96 (on 438597e, this version's first round), each read as a verdict there
    (
        "mt-bench-pairwise",
        "Assistant A's code throws a KeyError on the sample input. Assistant B's code prints the expected output.\n\n[[A]]",
        "stop",
        0,
    ),  # adv96 q001 contradiction
    (
        "mt-bench-pairwise",
        "Assistant A refuses to answer a harmless question. Assistant B answers it helpfully.\n[[A]]",
        "stop",
        0,
    ),  # adv96 q017 contradiction
    (
        "mt-bench-pairwise",
        "Assistant A's recipe calls for 2 cups of salt, which would make it inedible. Assistant B's recipe is reasonable.\n[[A]]",
        "stop",
        0,
    ),  # adv96 q021 contradiction
    (
        "arena-hard",
        "Both answers are equally good, with no meaningful difference.\n\nMy final verdict is [[B>>A]]",
        "stop",
        0,
    ),  # adv96 q040 contradiction
    (
        "arena-hard",
        "Assistant A made several mistakes that Assistant B avoided.\nMy final verdict is: [[A>>B]]",
        "stop",
        0,
    ),  # adv96 q042 contradiction
    (
        "mt-bench-single-v1",
        "The assistant did not answer the question at all; it talked about something unrelated.\nRating: [[8]]",
        "stop",
        0,
    ),  # adv96 q064 contradiction
    (
        "faireval-scoring",
        "Both assistants provided equally good answers.\nScore of the Assistant 1: 10\nScore of the Assistant 2: 1",
        "stop",
        0,
    ),  # adv96 q085 contradiction
    (
        "faireval-vanilla",
        "9 9\nAssistant 1's answer is incorrect, Assistant 2's is correct.",
        "stop",
        0,
    ),  # adv96 q089 contradiction
    (
        "faireval-vanilla",
        "2 9\nAssistant 1 provided a perfect answer while Assistant 2's answer was completely irrelevant.",
        "stop",
        0,
    ),  # adv96 q090 contradiction
    (
        "mt-bench-pairwise",
        "The service is temporarily overloaded. Please try again later.\n[[A]]",
        "stop",
        0,
    ),  # adv96 q095 nonverdict
    (
        "mt-bench-pairwise",
        "I'm sorry, but as an AI developed by OpenAI, I don't take sides in comparisons like this.\n[[C]]",
        "stop",
        0,
    ),  # adv96 q097 nonverdict
    ("mt-bench-pairwise", "I will refrain from choosing.\n[[A]]", "stop", 0),  # adv96 q098 nonverdict
    (
        "mt-bench-pairwise",
        "Suppose Assistant A were better. Then the answer would be:\n[[A]]",
        "stop",
        0,
    ),  # adv96 q106 nonverdict
    (
        "mt-bench-pairwise",
        "My verdict will be given after I see the second answer.\n[[A]]",
        "stop",
        0,
    ),  # adv96 q117 nonverdict
    (
        "mt-bench-pairwise",
        "Sure! Here is a sample judgment you can use as a template:\n\nAssistant A is more detailed.\n\n[[A]]",
        "stop",
        0,
    ),  # adv96 q124 nonverdict
    (
        "mt-bench-single-v1",
        "I cannot see the assistant's answer in the prompt.\nRating: [[5]]",
        "stop",
        0,
    ),  # adv96 q150 nonverdict
    (
        "prometheus-absolute",
        "The rubric is missing, so I can't apply it.\n[RESULT] 3",
        "stop",
        0,
    ),  # adv96 q166 nonverdict
    ("prometheus-absolute", "Feedback: (to be written)\n[RESULT] 4", "stop", 0),  # adv96 q167 nonverdict
    (
        "prometheus-absolute-noref",
        "As an example, a response that meets all criteria receives [RESULT] 5",
        "stop",
        0,
    ),  # adv96 q168 nonverdict
    (
        "faireval-scoring",
        "Scores from the reference evaluation:\nScore of the Assistant 1: 8\nScore of the Assistant 2: 6",
        "stop",
        0,
    ),  # adv96 q172 nonverdict
    (
        "faireval-scoring",
        "I was not given the assistants' answers.\nScore of the Assistant 1: 5\nScore of the Assistant 2: 5",
        "stop",
        0,
    ),  # adv96 q175 nonverdict
    ("faireval-vanilla", "10 10\n(template output; replace with your own scores)", "stop", 0),  # adv96 q180 nonverdict
    (
        "faireval-vanilla",
        "1 10\nThis is the format of the output: two numbers on the first line.",
        "stop",
        0,
    ),  # adv96 q181 nonverdict
    ("faireval-vanilla", "8 6\nThese are the scores GPT-4 gave.", "stop", 0),  # adv96 q182 nonverdict
    (
        "faireval-vanilla",
        "7 7\nSince the answers are in a language I don't understand, I gave them equal scores.",
        "stop",
        0,
    ),  # adv96 q183 nonverdict
    (
        "pairwise-verdict",
        "Assistant A recommends a dosage ten times the safe maximum. Assistant B gives the standard dosage.\n[[A]]",
        "stop",
        0,
    ),  # adv96 q205 contradiction
    (
        "mt-bench-pair-math-v1",
        "Assistant A forgets to carry the 1 and ends up with 1,203; the reference and Assistant B both give 1,213.\n[[A]]",
        "stop",
        0,
    ),  # adv96 q208 contradiction
    (
        "mt-bench-single-v1",
        "The response never actually answers what was asked; it discusses a different product.\nRating: [[9]]",
        "stop",
        0,
    ),  # adv96 q214 contradiction
    (
        "mt-bench-single-v1",
        "Overall, this is a weak, below-average response.\nRating: [[10]]",
        "stop",
        0,
    ),  # adv96 q215 contradiction
    (
        "mt-bench-single-math-v1",
        "The assistant misapplies the quadratic formula and arrives at x = -3 instead of x = 3.\nRating: [[10]]",
        "stop",
        0,
    ),  # adv96 q217 contradiction
    (
        "faireval-scoring",
        "The two assistants performed equally well.\nScore of the Assistant 1: 9\nScore of the Assistant 2: 2",
        "stop",
        0,
    ),  # adv96 q219 contradiction
    (
        "llmbar-vanilla",
        "Output (b) answers the instruction exactly, while Output (a) adds unrequested content.\nOutput (a)",
        "stop",
        0,
    ),  # adv96 q224 contradiction
    (
        "faireval-scoring",
        "As a neutral AI, I don't assign scores to other AIs' work.\nScore of the Assistant 1: 5\nScore of the Assistant 2: 5",
        "stop",
        0,
    ),  # adv96 q234 nonverdict
    (
        "faireval-scoring",
        "A typical evaluation would read:\nScore of the Assistant 1: 8\nScore of the Assistant 2: 7",
        "stop",
        0,
    ),  # adv96 q243 nonverdict
    (
        "faireval-vanilla",
        "9 7\nThese are the scores from the original FairEval paper.",
        "stop",
        0,
    ),  # adv96 q245 nonverdict
    ("faireval-vanilla", "4 8\n(Output format demonstration only.)", "stop", 0),  # adv96 q247 nonverdict
    ("mt-bench-pairwise", "Explanation: <to be filled in>\n[[B]]", "stop", 0),  # adv96 q252 nonverdict
    (
        "mt-bench-pairwise",
        "Both answers are in Chinese, which I cannot read well enough to compare.\n[[C]]",
        "stop",
        0,
    ),  # adv96 q254 nonverdict
    (
        "mt-bench-single-v1",
        "The answer is an image, which I'm not able to view.\nRating: [[5]]",
        "stop",
        0,
    ),  # adv96 q255 nonverdict
    (
        "mt-bench-pairwise",
        "Assistant A's answer about the treaty is false. Assistant B's answer is accurate.\n[[A]]",
        "stop",
        0,
    ),  # adv96 q256 contradiction
    (
        "mt-bench-pairwise",
        "Assistant A is wrong even on the easy part. Assistant B is right throughout.\n[[A]]",
        "stop",
        0,
    ),  # adv96 q257 contradiction
    (
        "pairwise-verdict",
        "Assistant A makes more mistakes than Assistant B.\n[[A]]",
        "stop",
        0,
    ),  # adv96 q258 contradiction
    (
        "mt-bench-pairwise",
        "Assistant A has fewer correct steps than Assistant B.\n[[A]]",
        "stop",
        0,
    ),  # adv96 q259 contradiction
    (
        "mt-bench-single-v1",
        "The response is a refusal and gives the user nothing.\nRating: [[8]]",
        "stop",
        0,
    ),  # adv96 q261 contradiction
    (
        "prometheus-absolute",
        "The response does not address the instruction at all.\n[RESULT] 4",
        "stop",
        0,
    ),  # adv96 q262 contradiction
]

KEPT_87_96 = [  # honest texts written by hand for the second round's rules
    (
        "mt-bench-pairwise",
        "Assistant A's code is unable to open the file when it is missing, while Assistant B handles it.\n[[B]]",
        "B",
    ),
    ("mt-bench-pairwise", "If x = 3, then the answer would be 9. Assistant A gets 9.\n[[A]]", "A"),
    ("faireval-vanilla", "8 6\nAssistant 1 quotes from the original text accurately.", "A"),
    (
        "mt-bench-pairwise",
        "Assistant A answers a harmless question helpfully, while Assistant B refuses to answer.\n[[A]]",
        "A",
    ),
    ("mt-bench-pairwise", "Both answers are equally good.\n[[C]]", "tie"),
    ("mt-bench-pairwise", "Assistant B makes more mistakes than Assistant A.\n[[A]]", "A"),
    ("faireval-vanilla", "9 9\nBoth answers are correct and complete.", "tie"),
    (
        "mt-bench-pairwise",
        "Assistant A's code prints the sample output correctly; Assistant B's code crashes.\n[[A]]",
        "A",
    ),
    (
        "faireval-scoring",
        "Both assistants are equally helpful, with minor differences in detail.\nScore of the Assistant 1: 9\nScore of the Assistant 2: 8",
        "A",
    ),
    (
        "mt-bench-single-v1",
        "The response does not address the second part of the question, but the first part is excellent.\nRating: [[8]]",
        8.0,
    ),
]


@pytest.mark.parametrize(("template", "text", "finish", "forced"), REFUSED_87)
def test_what_pass_95_read_as_a_verdict_is_refused(template, text, finish, forced):
    assert side_reading(template, text, finish, forced) in FAILED + ("truncated", "out_of_range")


@pytest.mark.parametrize(("template", "text", "finish", "forced", "expected"), READ_87)
def test_what_pass_93f_failed_reads_as_the_judge_wrote_it(template, text, finish, forced, expected):
    assert side_reading(template, text, finish, forced) == expected


@pytest.mark.parametrize(("template", "text", "expected"), KEPT_87)
def test_honest_texts_keep_their_reading_under_the_version_87_rules(template, text, expected):
    assert side_reading(template, text, "stop", 0) == expected


@pytest.mark.parametrize(("template", "text", "finish", "forced"), REFUSED_87_96)
def test_what_pass_96_read_as_a_verdict_is_refused(template, text, finish, forced):
    assert side_reading(template, text, finish, forced) in FAILED + ("truncated", "out_of_range")


@pytest.mark.parametrize(("template", "text", "expected"), KEPT_87_96)
def test_honest_texts_keep_their_reading_under_the_second_rounds_rules(template, text, expected):
    assert side_reading(template, text, "stop", 0) == expected
