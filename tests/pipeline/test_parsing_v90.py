"""Parser version 90 (issue 13): what the fresh adversarial passes adv60 (on ac31ef0, version 88; its cases version 89
left) and adv63 (on e3bed38, version 89) read as a verdict. adv60: a JSON explanation that refuses, scores said to be
another pair's, a colleague's, unchecked or conditional, other languages' example words, a Chinese turn name on a turn-2
template, FairEval quantities and one assistant's sub-scores under a label, a lone ``7,5`` with decimal commas, ``8
6\nHmm, actually``. adv63, by family: H and D (a harness's notice, a stand-in verdict, a dry run or mock judge), R (the
judge defers the item), C (the verdict limited to one criterion or another rubric), J (a JSON object led by anything but
the judge's own label), N (another item's verdict), O (a forced verdict after the judge answered the request itself or
echoed the prompt). Every refused case is the pass's own probe and read ``ok`` on version 89 (checked with the pass's own
script and with the snapshot of e3bed38); the kept cases are honest verdicts that use the same words about an answer's
content, each read alike on version 89 and 90. ``KEPT_FF64`` are the honest completions of the false-failure pass ff64
(written against the first draft of version 90, 60979a1) that the draft failed and version 89 read: its harness, JSON
lead, off-task and other-item rules were too wide, and version 90 as landed reads all 61 as their author did.
``tests/helpers`` holds no copy of the rules."""

import pytest

from tests.helpers.parsing_cases import FAILED, side_reading

REFUSED_90 = [
    ("reward-model", '{"winner": "A", "explanation": "not evaluated; answers missing"}', "stop", 0),  # adv60 D2
    (
        "reward-model",
        '{"winner": "A", "explanation": "Assistant B\'s answer was not shown to me."}',
        "stop",
        0,
    ),  # adv60 D2
    (
        "faireval-vanilla",
        "8 6\nThose are the scores I gave the previous pair; I haven't looked at this one yet.",
        "stop",
        0,
    ),  # adv60 D3
    ("faireval-vanilla", "8 6\nThe numbers above are the question IDs, not scores.", "stop", 0),  # adv60 D3
    (
        "faireval-vanilla",
        "8 6\nThat is how a typical reviewer would score them; my own view follows later.",
        "stop",
        0,
    ),  # adv60 D3
    ("faireval-vanilla", "8 6\nMy colleague suggested these scores; I haven't checked them.", "stop", 0),  # adv60 D3
    (
        "faireval-vanilla",
        "8 6\nI'd give those scores if the answers were in English, but they aren't, so I can't.",
        "stop",
        0,
    ),  # adv60 D3
    (
        "faireval-scoring",
        "Evaluation evidence: These are the scores I gave the previous pair; I haven't read this pair yet.\nScore of the Assistant 1: 8\nScore of the Assistant 2: 6",
        "stop",
        0,
    ),  # adv60 D3
    (
        "faireval-scoring",
        "Evaluation evidence: The numbers below are the question IDs, not scores.\nScore of the Assistant 1: 8\nScore of the Assistant 2: 6",
        "stop",
        0,
    ),  # adv60 D3
    (
        "faireval-scoring",
        "Evaluation evidence: My colleague suggested the scores below; I haven't checked them.\nScore of the Assistant 1: 8\nScore of the Assistant 2: 6",
        "stop",
        0,
    ),  # adv60 D3
    (
        "faireval-scoring",
        "Evaluation evidence: I'd give these scores if the answers were in English, but they aren't, so I can't.\nScore of the Assistant 1: 8\nScore of the Assistant 2: 6",
        "stop",
        0,
    ),  # adv60 D3
    ("mt-bench-single-v1", "例如：Rating: [[5]]", "stop", 0),  # adv60 D4
    ("prometheus-absolute", "例如：[RESULT] 3", "stop", 0),  # adv60 D4
    ("arena-hard", "Beispielausgabe: Mein endgültiges Urteil ist: [[A=B]]", "stop", 0),  # adv60 D4
    ("arena-hard", "输出示例：我的最终裁决是平局：[[A=B]]", "stop", 0),  # adv60 D4
    ("mt-bench-pairwise", "例如：[[C]]", "stop", 0),  # adv60 D4
    ("reward-model", '{"winner": "A", "explanation": "Je ne peux pas évaluer ces réponses."}', "stop", 0),  # adv60 D5
    ("reward-model", '{"winner": "A", "explanation": "Fehler: Zeitüberschreitung"}', "stop", 0),  # adv60 D5
    ("mt-bench-pair-v2-multi-turn", "第一轮：[[A]]", "stop", 0),  # adv60 D5
    ("mt-bench-pair-math-v1-multi-turn", "第一轮：[[A]]", "stop", 0),  # adv60 D5
    (
        "faireval-scoring",
        "Evaluation evidence: For Assistant 1 only:\nHelpfulness: 9\nAccuracy: 3",
        "stop",
        0,
    ),  # adv60 D6
    (
        "faireval-scoring",
        "Evaluation evidence: Assistant 1's sub-scores:\nHelpfulness: 9\nRelevance: 3",
        "stop",
        0,
    ),  # adv60 D6
    (
        "faireval-scoring",
        "Assistant 1 is better.\n\nSteps shown:\nAssistant 1: 5\nAssistant 2: 3",
        "stop",
        0,
    ),  # adv60 D6
    (
        "faireval-scoring",
        "Assistant 1 is better.\n\nAnswer given (the number):\nAssistant 1: 5\nAssistant 2: 3",
        "stop",
        0,
    ),  # adv60 D6
    ("faireval-scoring", "The final answers:\nAssistant 1: 5\nAssistant 2: 3", "stop", 0),  # adv60 D6
    (
        "faireval-scoring",
        "Assistant 1 is better. Their computed results are:\nAssistant 1: 5\nAssistant 2: 3",
        "stop",
        0,
    ),  # adv60 D6
    (
        "faireval-scoring",
        "Evaluation evidence: Length in lines:\nAssistant 1's response: 8\nAssistant 2's response: 6",
        "stop",
        0,
    ),  # adv60 D6
    ("faireval-scoring", "Evaluation evidence: Errors:\nAssistant 1: 2\nAssistant 2: 7", "stop", 0),  # adv60 D6
    (
        "faireval-scoring",
        "Evaluation evidence: Position in the prompt:\nAssistant 1: 1\nAssistant 2: 2",
        "stop",
        0,
    ),  # adv60 D6
    ("faireval-vanilla", "7,5\n8,5\nBoth decent.", "stop", 0),  # adv60 D7
    (
        "faireval-vanilla",
        "8,5\nBeide Antworten sind gut; Assistent 1 erhält 8,5 Punkte, Assistent 2 ebenfalls 8,5.",
        "stop",
        0,
    ),  # adv60 D7
    ("faireval-vanilla", "7,5\nAssistant 1 deserves 7,5 points; Assistant 2 was not evaluated.", "stop", 0),  # adv60 D7
    ("faireval-vanilla", "8 6\nHmm, actually", "length", 0),  # adv60 D9
    ("faireval-vanilla", "8 6\nHmm, actually", "stop", 0),  # adv60 D9
    (
        "mt-bench-pairwise",
        "I'll compare the two responses now.\n\n(Output limit reached. The comparison was cut off here; the harness appended the default tie verdict.)\n[[C]]",
        "stop",
        0,
    ),  # adv63 H p001
    (
        "mt-bench-pairwise",
        "(The judge stopped generating before the verdict; the batch runner filled in a tie.)\n[[C]]",
        "stop",
        0,
    ),  # adv63 H p002
    (
        "mt-bench-pairwise",
        "Assistant A's answer is more detailed and it also correctly\n\n... [output truncated at 512 tokens; verdict inserted by retry wrapper]\n[[A]]",
        "stop",
        0,
    ),  # adv63 H p004
    (
        "mt-bench-pairwise",
        "Note from the pipeline: the judge's response was lost, so the previous run's verdict was reused.\n[[A]]",
        "stop",
        0,
    ),  # adv63 H p005
    ("mt-bench-pairwise", "(judge skipped this pair)\n[[C]]", "stop", 0),  # adv63 H p006
    ("mt-bench-pairwise", "(no judgement - filled in)\n[[C]]", "stop", 0),  # adv63 H p007
    (
        "mt-bench-pairwise",
        "[system] The judge exceeded its time budget; verdict set to tie.\n[[C]]",
        "stop",
        0,
    ),  # adv63 H p008
    (
        "pairwise-verdict",
        "*** The judge's answer was removed by the content filter. ***\n[[C]]",
        "stop",
        0,
    ),  # adv63 H p009
    (
        "mt-bench-single-v1",
        "(Output limit reached; the harness appended the default rating.)\nRating: [[5]]",
        "stop",
        0,
    ),  # adv63 H p012
    ("mt-bench-single-v1", "[rating copied from the position-swapped run]\nRating: [[7]]", "stop", 0),  # adv63 H p013
    ("mt-bench-single-v1", "(score imputed: judge output was empty)\nRating: [[5]]", "stop", 0),  # adv63 H p014
    (
        "mt-bench-single-v1",
        "NOTE: the judge did not answer in time; this is the median rating.\nRating: [[5]]",
        "stop",
        0,
    ),  # adv63 H p015
    (
        "mt-bench-single-v1",
        "(copied from a cached evaluation of a similar prompt)\nRating: [[6]]",
        "stop",
        0,
    ),  # adv63 H p016
    (
        "mt-bench-single-math-v1",
        "Judge call failed three times; recording the fallback value.\nRating: [[1]]",
        "stop",
        0,
    ),  # adv63 H p017
    ("prometheus-absolute", "Cached result reused from an earlier run.\n[RESULT] 4", "stop", 0),  # adv63 H p018
    (
        "prometheus-absolute",
        "(Feedback omitted: the judge's reply exceeded the length limit, and the score was recovered from a previous attempt.)\n[RESULT] 4",
        "stop",
        0,
    ),  # adv63 H p019
    ("prometheus-absolute", "(score auto-filled)\n[RESULT] 4", "stop", 0),  # adv63 H p020
    (
        "prometheus-absolute-noref",
        "[Judge produced no feedback. Score is the dataset median.]\n[RESULT] 3",
        "stop",
        0,
    ),  # adv63 H p022
    (
        "arena-hard",
        "(Generation halted at the token limit; the default verdict was appended by the script.)\nMy final verdict is tie: [[A=B]]",
        "stop",
        0,
    ),  # adv63 H p024
    (
        "arena-hard",
        "(Assistant answers were not loaded; placeholder judgement)\nMy final verdict is tie: [[A=B]]",
        "stop",
        0,
    ),  # adv63 H p025
    (
        "arena-hard",
        "[verdict imputed: judge returned an empty message]\nMy final verdict is tie: [[A=B]]",
        "stop",
        0,
    ),  # adv63 H p026
    (
        "arena-hard-creative-writing",
        "Judge reply lost in transit - verdict restored from the checkpoint of an earlier, unrelated run.\n\nMy final verdict is: [[B>A]]",
        "stop",
        0,
    ),  # adv63 H p027
    (
        "llmbar-vanilla",
        "(Judge returned an empty string; defaulting to the first output.)\nOutput (a)",
        "stop",
        0,
    ),  # adv63 H p028
    ("llmbar-vanilla", "(auto-selected: judge returned nothing)\nOutput (a)", "stop", 0),  # adv63 H p029
    (
        "faireval-scoring",
        "(Response cut off; default scores appended by the harness.)\nScore of the Assistant 1: 5\nScore of the Assistant 2: 5",
        "stop",
        0,
    ),  # adv63 H p031
    (
        "faireval-scoring",
        "(neutral scores recorded automatically; judge output was empty)\nScore of the Assistant 1: 5\nScore of the Assistant 2: 5",
        "stop",
        0,
    ),  # adv63 H p032
    ("faireval-vanilla", "5 5\n(Response cut off; default scores written by the harness.)", "stop", 0),  # adv63 H p034
    ("faireval-vanilla", "5 5\nThe judge did not respond; neutral scores were recorded.", "stop", 0),  # adv63 H p035
    ("faireval-vanilla", "5 5\n(judge reply was empty; scores imputed)", "stop", 0),  # adv63 H p036
    ("faireval-vanilla", "5 5\nImputed because the model did not answer.", "stop", 0),  # adv63 H p037
    (
        "faireval-vanilla",
        "1 1\nDummy line written by the retry loop after the API returned 502 three times; no review available.",
        "stop",
        0,
    ),  # adv63 H p038
    (
        "reward-model",
        '(Judge output could not be decoded; default object substituted.)\n{"score_1": 5, "score_2": 5}',
        "stop",
        0,
    ),  # adv63 H p039
    ("pairwise-verdict", "For the next pair of responses, my verdict is [[B]]", "stop", 0),  # adv63 N p043
    ("mt-bench-single-v1", "For the next response, Rating: [[7]]", "stop", 0),  # adv63 N p045
    ("mt-bench-single-v1", "For the previous sample, Rating: [[4]]", "stop", 0),  # adv63 N p047
    ("mt-bench-single-v1", "For the other conversation in this batch, Rating: [[6]]", "stop", 0),  # adv63 N p048
    (
        "mt-bench-single-v1",
        "Evaluation of a different assistant (Assistant 3), for reference: Rating: [[9]]",
        "stop",
        0,
    ),  # adv63 N p049
    ("arena-hard", "My final verdict for the swapped game is: [[A>B]]", "stop", 0),  # adv63 N p051
    ("arena-hard", "My final verdict for the previous game is: [[A>B]]", "stop", 7),  # adv63 N p057
    ("reward-model", 'GPT-4 returned: {"winner": "A"}', "stop", 0),  # adv63 A p066
    ("reward-model", 'Previous attempt output: {"score_1": 8, "score_2": 2}', "stop", 0),  # adv63 A p067
    ("reward-model", 'Cached: {"score_1": 8, "score_2": 2}', "stop", 0),  # adv63 A p068
    ("reward-model", 'Retrying... last valid response was {"winner": "B"}', "stop", 0),  # adv63 A p069
    ("reward-model", 'Reference judgment from the dataset: {"winner": "B"}', "stop", 0),  # adv63 A p070
    (
        "mt-bench-single-v1",
        "Sure! Here is a poem about autumn:\n\nLeaves fall softly down\nRating: [[7]]",
        "stop",
        13,
    ),  # adv63 O p085
    (
        "mt-bench-single-v1",
        "Here is a haiku about the ocean:\n\nWaves fold into foam\nsalt wind carries gull voices\nthe tide keeps its time\n\nRating: [[8]]",
        "stop",
        13,
    ),  # adv63 O p086
    (
        "prometheus-absolute",
        "Sure, here's a summary of the article: The article discusses[RESULT] 3",
        "stop",
        10,
    ),  # adv63 O p087
    (
        "prometheus-absolute-noref",
        "Dear Hiring Manager,\n\nI am writing to apply for the position of[RESULT] 4",
        "stop",
        10,
    ),  # adv63 O p088
    (
        "llmbar-vanilla",
        "Sure! Here's a recipe for banana bread:\n1. Preheat ovenOutput (a)",
        "stop",
        10,
    ),  # adv63 O p089
    (
        "llmbar-vanilla",
        "Here are three tips for staying healthy:\n1. Eat a balanced diet.\n2. Exercise regularly.\n3. Sleep well.\nOutput (a)",
        "stop",
        10,
    ),  # adv63 O p090
    (
        "pairwise-verdict",
        "Sure! Here's a Python function that reverses a string:\n\n```python\ndef rev(s):\n    return s[::-1]\n```\n[[B]]",
        "stop",
        5,
    ),  # adv63 O p091
    (
        "faireval-scoring",
        "[Question]\nWhat is the capital of France?\n[The Start of Assistant 1's Answer]\nParis\n\nScore of the Assistant 1: 9\nScore of the Assistant 2: 2",
        "stop",
        56,
    ),  # adv63 O p096
    ("mt-bench-single-v1", "This falls outside what I can assess.\nRating: [[5]]", "stop", 0),  # adv63 R p160
    ("mt-bench-single-v1", "I'll leave the scoring to a human expert.\nRating: [[5]]", "stop", 0),  # adv63 R p161
    ("llmbar-vanilla", "Both outputs contain content I won't engage with.\nOutput (a)", "stop", 0),  # adv63 R p162
    (
        "prometheus-absolute",
        "Feedback: Medical dosing questions are outside my remit; deferring to a clinician.\n[RESULT] 3",
        "stop",
        0,
    ),  # adv63 R p163
    (
        "mt-bench-pairwise",
        "Both answers are about tax law in Brazil, which is outside my knowledge. I'll defer to an expert.\n[[C]]",
        "stop",
        0,
    ),  # adv63 R p164
    (
        "arena-hard",
        "I lack the domain knowledge for this legal question and will defer to a lawyer.\n\nMy final verdict is tie: [[A=B]]",
        "stop",
        0,
    ),  # adv63 R p165
    ("faireval-vanilla", "5 5\nThis is outside my competence; I defer to a specialist.", "stop", 0),  # adv63 R p166
    ("faireval-vanilla", "5 5\nI'm leaving this pair unscored for a human reviewer.", "stop", 0),  # adv63 R p167
    ("prometheus-absolute", "Feedback: Unscored - needs human review.\n[RESULT] 3", "stop", 0),  # adv63 R p168
    ("mt-bench-single-v1", "This falls outside what I can assess.\nRating: [[5]]", "stop", 13),  # adv63 R p170
    ("mt-bench-single-v1", "I'll leave the scoring to a human expert.\nRating: [[5]]", "stop", 13),  # adv63 R p171
    (
        "prometheus-absolute",
        "Feedback: This needs a domain expert; I'm leaving it unscored.\n[RESULT] 3",
        "stop",
        10,
    ),  # adv63 R p172
    ("llmbar-vanilla", "Both outputs contain content I won't engage with.\nOutput (a)", "stop", 10),  # adv63 R p173
    (
        "mt-bench-pairwise",
        "Quota exhausted for this billing period. Falling back to the previous verdict.\n[[A]]",
        "stop",
        0,
    ),  # adv63 D p178
    (
        "mt-bench-pairwise",
        "Model not found: gpt-4-judge. Using the default judge's last answer.\n[[A]]",
        "stop",
        0,
    ),  # adv63 D p179
    ("mt-bench-single-v1", "Judge disabled for this run (dry-run mode).\nRating: [[5]]", "stop", 0),  # adv63 D p180
    ("prometheus-absolute", "DRY RUN - no model was called.\n[RESULT] 3", "stop", 0),  # adv63 D p181
    ("llmbar-vanilla", "Mock judge enabled; returning a fixed answer.\nOutput (a)", "stop", 0),  # adv63 D p182
    ("reward-model", 'Mock judge enabled; returning a fixed answer.\n{"winner": "A"}', "stop", 0),  # adv63 D p183
    ("faireval-vanilla", "5 5\nMock judge: fixed scores for testing.", "stop", 0),  # adv63 D p184
    ("arena-hard", "Dry run: no judge call made.\nMy final verdict is tie: [[A=B]]", "stop", 0),  # adv63 D p185
    ("reward-model", 'Assistant A\'s output (verbatim): {"winner": "A"}', "stop", 0),  # adv63 J p189
    ("reward-model", 'Request body sent to the judge: {"score_1": 7, "score_2": 7}', "stop", 0),  # adv63 J p190
    ("reward-model", 'Few-shot demo 1 → {"winner": "B"}', "stop", 0),  # adv63 J p191
    ("reward-model", 'Input was: {"score_1": 3, "score_2": 6}', "stop", 0),  # adv63 J p192
    ("reward-model", 'Ground-truth row: {"winner": "B"}', "stop", 0),  # adv63 J p193
    ("reward-model", 'Last epoch\'s judgement: {"winner": "A"}', "stop", 0),  # adv63 J p194
    ("reward-model", 'The answer from judge model B (for comparison): {"winner": "B"}', "stop", 0),  # adv63 J p195
    ("reward-model", 'Parsed from the log file: {"winner": "A"}', "stop", 0),  # adv63 J p196
    ("prometheus-absolute", "In an alternate rubric where style counts double, [RESULT] 5", "stop", 0),  # adv63 C p199
    ("prometheus-absolute", "Under the previous rubric version, [RESULT] 5", "stop", 0),  # adv63 C p200
    (
        "prometheus-absolute",
        "Feedback: Under the 2023 version of this rubric, the response would be a 5. [RESULT] 5",
        "stop",
        0,
    ),  # adv63 C p201
    (
        "prometheus-absolute",
        "Feedback: If the rubric rewarded brevity, this would be perfect. [RESULT] 5",
        "stop",
        0,
    ),  # adv63 C p202
    (
        "prometheus-absolute",
        "Feedback: Scored against the rubric for the previous criterion (conciseness). [RESULT] 2",
        "stop",
        0,
    ),  # adv63 C p203
    (
        "mt-bench-single-v1",
        "Scored only for grammar and spelling, not content. Rating: [[9]]",
        "stop",
        0,
    ),  # adv63 C p204
    ("mt-bench-single-v1", "This rating reflects formatting only.\nRating: [[9]]", "stop", 0),  # adv63 C p205
    ("mt-bench-pairwise", "This verdict reflects formatting only.\n[[B]]", "stop", 0),  # adv63 C p206
    (
        "faireval-vanilla",
        "9 3\nThese scores are for grammar only; I haven't checked the facts.",
        "stop",
        0,
    ),  # adv63 C p207
    ("faireval-vanilla", "4 9\nThese scores ignore accuracy; I only looked at style.", "stop", 0),  # adv63 C p208
    (
        "faireval-scoring",
        "The following scores cover readability only.\nScore of the Assistant 1: 9\nScore of the Assistant 2: 3",
        "stop",
        0,
    ),  # adv63 C p209
    ("reward-model", 'Scores below cover readability only:\n{"score_1": 9, "score_2": 3}', "stop", 0),  # adv63 C p210
    ("mt-bench-pairwise", "[WARN] judge_response_empty=true; using tie\n[[C]]", "stop", 0),  # adv63 H p228
    ("mt-bench-pairwise", "status: fallback\nverdict: [[C]]", "stop", 0),  # adv63 H p229
    ("mt-bench-single-v1", "Retry 3/3 failed. Writing sentinel.\nRating: [[1]]", "stop", 0),  # adv63 H p230
    ("prometheus-absolute", "[judge] empty completion, emitting neutral score\n[RESULT] 3", "stop", 0),  # adv63 H p231
    ("llmbar-vanilla", "judge=None; picked (a) by position\nOutput (a)", "stop", 0),  # adv63 H p232
    (
        "faireval-scoring",
        "Evaluation evidence: Sure, here is a short poem about spring: Blossoms wake the sleeping hills\nScore of the Assistant 1: 8\nScore of the Assistant 2: 6",
        "stop",
        56,
    ),  # adv63 O p242
    (
        "mt-bench-single-v1",
        "USER: What is the capital of France?\nASSISTANT: The capital of France is Paris.\nRating: [[9]]",
        "stop",
        13,
    ),  # adv63 O p243
    (
        "arena-hard",
        "<|User Prompt|>\nWrite a function to merge two sorted lists.\n\n<|The Start of Assistant A's Answer|>\nMy final verdict is: [[A>B]]",
        "stop",
        28,
    ),  # adv63 O p244
    (
        "faireval-scoring",
        "Evaluation evidence: The scores below are just an example.\nScore of the Assistant 1: 8\nScore of the Assistant 2: 6",
        "stop",
        0,
    ),  # scores_last, the scores below disowned
    (
        "faireval-scoring",
        "Evaluation evidence: These are the scores I gave the previous pair.\nScore of the Assistant 1: 8\nScore of the Assistant 2: 6",
        "stop",
        0,
    ),  # scores_last, another pair's
    (
        "faireval-scoring",
        "Evaluation evidence: Ignore the scores below; I have not finished.\nScore of the Assistant 1: 8\nScore of the Assistant 2: 6",
        "stop",
        0,
    ),  # scores_last, the scores below disowned
]

KEPT_90 = [
    ("pairwise-verdict", "Assistant B's response was cut off mid-sentence; Assistant A is complete.\n[[A]]", "A"),
    (
        "pairwise-verdict",
        "Assistant A explains how to set a default value for the argument; Assistant B does not.\n[[A]]",
        "A",
    ),
    (
        "mt-bench-single-v1",
        "The answer correctly explains that cached results speed up repeated API calls.\nRating: [[8]]",
        8.0,
    ),
    (
        "pairwise-verdict",
        "Assistant A notes the API returned an error and fixes the retry loop; Assistant B doesn't.\n[[A]]",
        "A",
    ),
    ("mt-bench-single-v1", "The model's response was empty.\nRating: [[1]]", 1.0),
    (
        "pairwise-verdict",
        "Assistant B advises the user to defer to a doctor, which is prudent; Assistant A gives a dose.\n[[B]]",
        "B",
    ),
    (
        "pairwise-verdict",
        "Assistant A's code computes the median rating correctly; Assistant B's does not.\n[[A]]",
        "A",
    ),
    (
        "pairwise-verdict",
        "Assistant B says it won't engage with the request, so Assistant A, which answers, is better.\n[[A]]",
        "A",
    ),
    (
        "faireval-vanilla",
        "8 6\nAssistant 1 explains how imputed values are handled in pandas; Assistant 2 is vaguer.",
        "A",
    ),
    (
        "pairwise-verdict",
        "Both answers agree: the judge failed to recuse himself. Assistant A cites the case.\n[[A]]",
        "A",
    ),
    (
        "pairwise-verdict",
        "Assistant A says the judge exceeded his authority, which matches the ruling; Assistant B does not.\n[[A]]",
        "A",
    ),
    (
        "mt-bench-pairwise",
        "Assistant A handles the case where the request timed out; Assistant B ignores it.\n[[A]]",
        "A",
    ),
    (
        "mt-bench-single-v1",
        "The answer shows how to set a fallback value when the config key is missing.\nRating: [[7]]",
        7.0,
    ),
    (
        "mt-bench-single-v1",
        "The response explains placeholder values in SQL prepared statements well.\nRating: [[8]]",
        8.0,
    ),
    (
        "arena-hard",
        "Assistant A's implementation uses cached scores from the leaderboard table correctly.\n\nMy final verdict is: [[A>B]]",
        "A",
    ),
    (
        "faireval-scoring",
        "Evaluation evidence: Assistant 1 explains default scores in credit reporting well; Assistant 2 is vague.\nScore of the Assistant 1: 8\nScore of the Assistant 2: 5",
        "A",
    ),
    (
        "prometheus-absolute",
        "Feedback: The response explains how the grader failed students unfairly, with sources. [RESULT] 4",
        4.0,
    ),
    (
        "pairwise-verdict",
        "Assistant A's retry loop handles a 503 and stops after three attempts; Assistant B's never stops.\n[[A]]",
        "A",
    ),
    (
        "mt-bench-single-v1",
        "The response explains what a dry run of the migration does and how to read its output.\nRating: [[8]]",
        8.0,
    ),
    (
        "pairwise-verdict",
        "Assistant B mocks the judge class in its unit test correctly, and Assistant A does not test it.\n[[B]]",
        "B",
    ),
    ("mt-bench-single-v1", "The answer is about tax law; it is accurate and well sourced.\nRating: [[9]]", 9.0),
    (
        "pairwise-verdict",
        "Both are correct. This verdict is based on clarity, where Assistant A is better.\n[[A]]",
        "A",
    ),
    (
        "faireval-vanilla",
        "9 4\nAssistant 1 answers the question; Assistant 2's answer is outside the scope of the question.",
        "A",
    ),
    (
        "mt-bench-pairwise",
        "Assistant A's rating scale is clearer and its rubric better; Assistant B's scores are copied from the prompt.\n[[A]]",
        "A",
    ),
    (
        "pairwise-verdict",
        "Assistant A gives the correct median; Assistant B's neutral tone does not save its wrong number.\n[[A]]",
        "A",
    ),
    ("faireval-vanilla", "8 6\nAssistant 1 recommends using the default settings, which is what the user needs.", "A"),
    (
        "mt-bench-single-v1",
        "The answer correctly describes how a tie is decided in chess tournaments.\nRating: [[8]]",
        8.0,
    ),
    (
        "llmbar-vanilla",
        "Output (a) follows the instruction; Output (b)'s generation stopped early, leaving the list unfinished.\nOutput (a)",
        "A",
    ),
    (
        "pairwise-verdict",
        "Assistant A: the evaluator's default rating in the code is 0; Assistant B misreads it.\n[[A]]",
        "A",
    ),
    (
        "pairwise-verdict",
        "Assistant A correctly says the generation was truncated by max_tokens in the user's code; Assistant B misses it.\n[[A]]",
        "A",
    ),
    ("faireval-vanilla", "8 6\nNeutral scores would be unfair here: Assistant 1 is clearly better.", "A"),
    (
        "pairwise-verdict",
        "Cached results make Assistant A's solution faster; Assistant B recomputes everything.\n[[A]]",
        "A",
    ),
    (
        "mt-bench-single-v1",
        "The answer explains when a judge may be recused and cites the rule. Accurate and clear.\nRating: [[9]]",
        9.0,
    ),
    (
        "prometheus-absolute",
        "Feedback: The response defers to a doctor for dosing, as the rubric expects, and explains why. [RESULT] 5",
        5.0,
    ),
    (
        "pairwise-verdict",
        "Assistant B leaves the scoring rubric unexplained; Assistant A explains each criterion.\n[[A]]",
        "A",
    ),
    (
        "mt-bench-single-v1",
        "The response says the evaluation service was down that day, which matches the incident report.\nRating: [[8]]",
        8.0,
    ),
    (
        "pairwise-verdict",
        "Both explain the tie-break rule; Assistant A also gives the default tie score used by FIDE.\n[[A]]",
        "A",
    ),
    ("faireval-vanilla", "7 5\nAssistant 1 covers more, but both skip the edge case where the request timed out.", "A"),
    ("pairwise-verdict", "Assistant A wins this pair, and the next pair will be judged separately.\n[[A]]", "A"),
    (
        "pairwise-verdict",
        "Compared with the previous comparison, this one is easier. Assistant A is better.\n[[A]]",
        "A",
    ),
    ("mt-bench-single-v1", "Unlike the previous answer in this conversation, this one is correct.\nRating: [[8]]", 8.0),
    (
        "arena-hard",
        "Assistant A's answer handles every game in the series correctly; Assistant B's misses the last game.\n\nMy final verdict is: [[A>B]]",
        "A",
    ),
    (
        "mt-bench-single-v1",
        "The response lists the next items to buy and the previous batch's costs correctly.\nRating: [[7]]",
        7.0,
    ),
]

KEPT_FF64 = [
    (
        "mt-bench-pairwise",
        'Both assistants were asked why a long completion from their LLM API ends mid-sentence. The cause is simple: generation stopped because `max_tokens` was set to 256.\n\nAssistant A identifies exactly this, shows where to raise the limit, and mentions checking `finish_reason == "length"`.\n\nAssistant B blames the network and suggests adding retries, which would not help at all.\n\nMy final verdict: [[A]]',
        0,
        "A",
    ),  # ff64 h02
    (
        "mt-bench-pairwise",
        "The question asks how to handle missing values in a student gradebook before computing class averages.\n\nAssistant A explains that missing scores are imputed with the class median and warns that this can hide students who never submitted. It also suggests a flag column. Assistant B simply drops the rows, which biases the average upward and is not what the teacher wants.\n\nA's answer is more careful and more useful.\n\n[[A]]",
        0,
        "A",
    ),  # ff64 h03
    (
        "mt-bench-pairwise",
        "The user is getting HTTP 429 from the OpenAI API and asks what it means.\n\nAssistant B explains that a quota exceeded error (or a rate limit) is behind the 429, shows how to check usage in the dashboard and how to add exponential backoff. Assistant A says the API key is invalid, which would give a 401, not a 429.\n\nB is correct and actionable, A is wrong.\n\n[[B]]",
        0,
        "B",
    ),  # ff64 h07
    (
        "mt-bench-pairwise",
        "The task: add a safety switch to a file-deletion script.\n\nAssistant A adds a `--dry-run` mode that prints what would be deleted without deleting anything, and makes it the default. Assistant B adds a confirmation prompt but deletes everything if stdin is not a terminal, which defeats the purpose in cron jobs.\n\nA's dry-run mode is exactly what the user wanted.\n\n[[A]]",
        0,
        "A",
    ),  # ff64 h08
    (
        "mt-bench-pairwise",
        "I compared both answers to the user's request to explain how a pytest plugin reports failures.\n\nAssistant B is accurate: the summary line is written by the harness after all tests run, and it shows how to hook `pytest_terminal_summary`. Assistant A confuses pytest with unittest and invents a `--report` flag that does not exist.\n\n[[B]]",
        0,
        "B",
    ),  # ff64 h09
    (
        "mt-bench-pairwise",
        "Assistant A's code has a bug: the grader crashed on empty submissions because `len(lines) / 0` is evaluated before the guard. The user explicitly asked for a grader that tolerates empty files.\n\nAssistant B checks for empty input first and returns a zero grade with a message. Its code runs correctly on all three examples the user gave.\n\nB wins on correctness.\n\n[[B]]",
        0,
        "B",
    ),  # ff64 h11
    (
        "mt-bench-pairwise",
        "For this spreadsheet question (merge two sheets of customer reviews), the ratings were copied from Sheet2 into column D by both assistants, but only Assistant B used XLOOKUP with an exact match. Assistant A used VLOOKUP with approximate match, which silently returns wrong rows when the IDs are not sorted.\n\n[[B]]",
        0,
        "B",
    ),  # ff64 h13
    (
        "mt-bench-pairwise",
        "At first I only looked at the final numbers, and both assistants say the tank fills in 12 minutes. Checking the working, Assistant A adds the rates correctly (1/20 + 1/30 = 1/12). Assistant B gets 12 by adding the times and dividing by 5, which is wrong reasoning that happens to land on the right number.\n\nA's reasoning is correct; B's is not.\n\n[[A]]",
        0,
        "A",
    ),  # ff64 h15
    (
        "mt-bench-pairwise",
        "Both assistants explain how to migrate a course's grading from the old system.\n\nAssistant B correctly notes that essays graded under the old rubric must be re-scored before averaging, since the point scales differ (20 vs 25). Assistant A just rescales linearly, which misrepresents the criteria that were added.\n\nB is more accurate.\n\n[[B]]",
        0,
        "B",
    ),  # ff64 h16
    (
        "mt-bench-pairwise",
        "Assistant A gives a correct SQL query: it joins `orders` and `customers` and groups by customer. Assistant B forgets the GROUP BY and would fail with an error in PostgreSQL.\n\nThe model call timed out in the user's own script because of the missing index, and only A also suggests adding the index on `orders.customer_id`.\n\n[[A]]",
        0,
        "A",
    ),  # ff64 h21
    (
        "mt-bench-pairwise",
        "Sure. A is right and B is off by one: 7 x 8 is 56, not 54, and B's final total inherits that slip.\n\n[[A]]",
        5,
        "A",
    ),  # ff64 f02
    (
        "mt-bench-pairwise",
        "Assistant A's function prints the chat in the format the user specified:\n\nUSER: hi\nASSISTANT: hello, how can I help?\n\nThat matches the spec line for line. B's version drops the role prefixes and joins everything into one line.\n\n[[A]]",
        5,
        "A",
    ),  # ff64 f04
    (
        "mt-bench-pairwise",
        'Both assistants wrote a script that converts a JSON chat log into a transcript. Running them in my head on the sample:\n\nAssistant B produces\nUser: What\'s 2+2?\nAssistant: 4\n\nand A produces the same, but A also crashes on messages with no "content" key, because it indexes msg["content"] directly. B uses .get() and so handles that.\n\n[[B]]',
        5,
        "B",
    ),  # ff64 f05
    (
        "mt-bench-pairwise",
        "Of course, let me explain my choice. A lists all seven continents; B lists six and leaves out Antarctica.\n\n[[A]]",
        5,
        "A",
    ),  # ff64 f07
    (
        "mt-bench-pairwise",
        'Certainly! B wins this one. A translated "Je suis plein" as "I am full", which in French slang means pregnant, and A never flags that; B gives "J\'ai assez mangé" and explains the trap.\n\n[[B]]',
        5,
        "B",
    ),  # ff64 f08
    (
        "mt-bench-pairwise",
        "Here are the key differences:\n1. A gives the Big-O of binary search as O(log n); B says O(n).\n2. A includes a runnable implementation; B only has pseudocode.\n3. A handles the empty list.\n\n[[A]]",
        5,
        "A",
    ),  # ff64 f09
    (
        "mt-bench-pairwise",
        "Sure! Here is my reasoning. A uses `sorted(d.items(), key=lambda kv: kv[1])`, which sorts the dict by value as asked. B sorts by key.\n\n[[A]]",
        5,
        "A",
    ),  # ff64 f11
    (
        "mt-bench-pairwise",
        "Hi! The user asked for the number of bones in an adult human body. A says 206. B says 212.\n\n206 is the standard figure, so only A is right.\n\n[[A]]",
        5,
        "A",
    ),  # ff64 f21
    ("reward-model", 'Here are the scores: {"score_1": 0.82, "score_2": -0.41}', 0, "A"),  # ff64 j01
    ("reward-model", 'Based on my analysis of both responses, {"score_1": 3.1, "score_2": 1.7}', 0, "A"),  # ff64 j02
    ("reward-model", 'Final scores for the two responses: {"score_1": 6, "score_2": 8}', 0, "B"),  # ff64 j03
    (
        "reward-model",
        'Response 1 is accurate and Response 2 invents a citation, so: {"score_1": 2.4, "score_2": -1.0}',
        0,
        "A",
    ),  # ff64 j04
    ("reward-model", 'I would score them as follows: {"score_1": 0.5, "score_2": 0.9}', 0, "B"),  # ff64 j05
    (
        "reward-model",
        '{"score_1": 4.0, "score_2": 2.0, "explanation": "Response 1 correctly explains that missing scores are imputed with the median; Response 2 drops the rows."}',
        0,
        "A",
    ),  # ff64 j07
    (
        "reward-model",
        '{"score_1": 1.0, "score_2": 3.0, "explanation": "The user\'s credit score is only 580; Response 2 correctly points to FHA loans."}',
        0,
        "B",
    ),  # ff64 j10
    ("reward-model", 'My evaluation of the two responses: {"score_1": 7.5, "score_2": 5}', 0, "A"),  # ff64 j11
    ("reward-model", 'Reward scores: {"score_1": 1.9, "score_2": -0.2}', 0, "A"),  # ff64 j15
    (
        "reward-model",
        '{"score_1": 2.0, "score_2": 6.0, "explanation": "Response 2 adds a dry-run mode as requested; Response 1 deletes files immediately."}',
        0,
        "B",
    ),  # ff64 j18
    ("reward-model", 'Scores for Response 1 and Response 2: {"score_1": 4, "score_2": 4.5}', 0, "B"),  # ff64 j19
    ("reward-model", 'Here are my scores in JSON: {"score_1": -1.3, "score_2": 0.4}', 0, "B"),  # ff64 j20
    (
        "faireval-scoring",
        'Evaluation evidence: Assistant 2 cites three studies on intermittent fasting; I haven\'t verified them, but the summary of their findings is consistent with what is known. Assistant 1 gives only generic advice and one claim ("fasting burns muscle first") that is misleading.\nScore of the Assistant 1: 5\nScore of the Assistant 2: 8',
        0,
        "B",
    ),  # ff64 s01
    (
        "faireval-scoring",
        "Evaluation evidence: The user's colleague suggested using a hash map for duplicate detection; Assistant 2 explains why that is O(n) and shows code. Assistant 1 recommends nested loops (O(n^2)) without mentioning the trade-off.\nScore of the Assistant 1: 4\nScore of the Assistant 2: 9",
        0,
        "B",
    ),  # ff64 s02
    (
        "faireval-scoring",
        'Evaluation evidence: Assistant 1 explains how a typical reviewer would score a conference paper with these weaknesses (weak baselines, no ablation) and gives concrete advice for the rebuttal. Assistant 2 only says "be polite".\nScore of the Assistant 1: 9\nScore of the Assistant 2: 3',
        0,
        "A",
    ),  # ff64 s03
    (
        "faireval-scoring",
        "Evaluation evidence: Assistant 2's answer is weaker than Assistant 1's. Its score is lower than the score I gave the other one because it gets the date of the treaty wrong (1918 instead of 1919) and gives no sources, while Assistant 1 is accurate and concise.\nScore of the Assistant 1: 8\nScore of the Assistant 2: 5",
        0,
        "A",
    ),  # ff64 s04
    (
        "faireval-scoring",
        "Evaluation evidence: This riddle is new to me -- I haven't seen this one before -- but both assistants solve it. Assistant 1 explains the trick (the man is bald) clearly; Assistant 2 gets the answer but gives no reasoning.\nScore of the Assistant 1: 8\nScore of the Assistant 2: 6",
        0,
        "A",
    ),  # ff64 s05
    (
        "faireval-scoring",
        "Evaluation evidence: Both assistants write a config file. Assistant 2 correctly notes that the values below are placeholders to be replaced with the user's real API keys, and marks them clearly; Assistant 1 hard-codes a fake key without saying so.\nScore of the Assistant 1: 5\nScore of the Assistant 2: 8",
        0,
        "B",
    ),  # ff64 s06
    (
        "faireval-scoring",
        "Evaluation evidence: My own view follows the reasoning of Assistant 2: the sum of the first 100 positive integers is 5050 (Gauss's pairing). Assistant 1 says 5000, which is wrong.\nScore of the Assistant 1: 2\nScore of the Assistant 2: 10",
        0,
        "B",
    ),  # ff64 s10
    (
        "faireval-scoring",
        "Evaluation evidence: Assistant 2 says the numbers above are the question IDs from the user's spreadsheet, not scores, and correctly excludes them from the average; Assistant 1 averages them in.\nScore of the Assistant 1: 3\nScore of the Assistant 2: 9",
        0,
        "B",
    ),  # ff64 s12
    (
        "faireval-vanilla",
        "8 6\nAssistant 1 explains the difference between TCP and UDP with examples (video calls vs file transfer). Assistant 2 is correct but shorter. I haven't checked them against the RFCs line by line, but both statements about handshakes are standard.",
        0,
        "A",
    ),  # ff64 s14
    (
        "faireval-vanilla",
        "7 9\nAssistant 2 is better: the user's colleague suggested caching the results, and Assistant 2 shows how with functools.lru_cache, while Assistant 1 ignores the suggestion.",
        0,
        "B",
    ),  # ff64 s15
    (
        "faireval-vanilla",
        "9 4\nAssistant 1 correctly solves 3x + 5 = 20 (x = 5). Assistant 2 writes x = 25/3, a sign error. Assistant 2's score is lower than the score I gave the other one because of this mistake.",
        0,
        "A",
    ),  # ff64 s16
    (
        "faireval-vanilla",
        "6 8\nAssistant 2 explains how a typical grader would score the essay against the rubric and gives concrete improvements; Assistant 1 only praises it.",
        0,
        "B",
    ),  # ff64 s18
    (
        "mt-bench-single-v1",
        'The answer to "how do I grade essays fairly?" is reasonable. It proposes a rubric with four criteria, blind grading, and calibration with a colleague. It misses that the scores are only comparable if graders use anchor papers, which is an important practice.\n\nRating: [[7]]',
        0,
        7.0,
    ),  # ff64 r03
    (
        "prometheus-absolute-noref",
        "Feedback: The response writes the SQL migration correctly and includes a rollback. The score is only held back by the missing index on the new column, which the rubric's criterion on performance asks for. [RESULT] 4",
        0,
        4.0,
    ),  # ff64 p04
    (
        "mt-bench-single-v1",
        "The assistant explains how to swap two variables in Python and, unlike the usual answer, also shows the tuple-unpacking idiom and why it works. Compared with a different assistant app's typical output this is well above average, so Rating: [[9]]",
        0,
        9.0,
    ),  # ff64 n04
    (
        "mt-bench-pairwise",
        "<|User Prompt|> asked for the chemical formula of table salt.\n\nA: NaCl. B: NaCl2. Sodium is +1 and chlorine -1, so only A has it.\n\n[[A]]",
        5,
        "A",
    ),  # ff64 u05
    (
        "mt-bench-pairwise",
        "The user asks whether they can stop taking antibiotics once they feel better.\n\nAssistant A says to finish the course unless the prescribing doctor says otherwise, and explains resistance. Assistant B says it's fine to stop, which contradicts standard advice. I'd defer to a clinician on the individual case, and so does A, which is the right call.\n\n[[A]]",
        0,
        "A",
    ),  # ff64 e01
    (
        "mt-bench-pairwise",
        "Both answers give legal information about breaking a lease in California. Assistant B is more accurate about the 30-day notice requirement and adds that we should defer to a lawyer for lease-specific clauses, which is sensible advice for the user.\n\n[[B]]",
        0,
        "B",
    ),  # ff64 e02
    (
        "mt-bench-single-v1",
        "The assistant's feedback on the student's essay follows the teacher's rubric: each criterion gets a score and a reason. One small issue: the rating reflects grammar only in the last section, which the rubric does not ask for, but it's minor.\n\nRating: [[8]]",
        0,
        8.0,
    ),  # ff64 e04
    (
        "mt-bench-pairwise",
        "The test suite question: Assistant A uses a mock judge object in the unit tests of the user's scoring library, so the tests run offline; Assistant B calls the real LLM API inside unit tests. A's approach is the standard one.\n\n[[A]]",
        0,
        "A",
    ),  # ff64 c07
    (
        "mt-bench-single-v1",
        "The assistant explains how to run Terraform in dry-run mode (terraform plan) before applying. Correct and concise.\n\nRating: [[9]]",
        0,
        9.0,
    ),  # ff64 c08
    ("reward-model", 'Response 1 is better: {"score_1": 3, "score_2": 1}', 0, "A"),  # ff64 j22
    ("reward-model", 'Scoring both responses: {"score_1": 0.2, "score_2": 0.8}', 0, "B"),  # ff64 j23
    ("reward-model", 'In JSON: {"score_1": 5, "score_2": 6}', 0, "B"),  # ff64 j24
    (
        "reward-model",
        '{"score_1": 1, "score_2": 4, "explanation": "Response 1 is generic. Response 2 explains why the ratings were copied incorrectly in the user\'s spreadsheet and fixes the formula."}',
        0,
        "B",
    ),  # ff64 j26
    (
        "mt-bench-pairwise",
        "Data-cleaning answers:\n\n- Imputed values: Assistant B explains median imputation and why it resists outliers; Assistant A uses the mean without comment.\n- Outliers: both use the IQR rule correctly.\n- Code: both run.\n\nB is more thorough.\n\n[[B]]",
        0,
        "B",
    ),  # ff64 k03
    (
        "mt-bench-pairwise",
        "Both assistants write a retry helper. Assistant B raises a custom exception once retries exhausted the budget, which lets the caller handle it; Assistant A swallows the error and returns None, hiding failures.\n\n[[B]]",
        0,
        "B",
    ),  # ff64 k07
    (
        "mt-bench-single-v1",
        "The assistant's explanation of HTTP status handling is accurate: for a 503 it waits and retries, and for a 404 it stops. The example response body it shows,\nstatus: error\nis exactly what the user's API returns.\n\nRating: [[8]]",
        0,
        8.0,
    ),  # ff64 k08
    (
        "llmbar-vanilla",
        "Hello! Only (a) answers in French, as the instruction demands; (b) answers in English.\n\nOutput (a)",
        11,
        "A",
    ),  # ff64 k14
    ("reward-model", 'Scores (higher is better): {"score_1": 6.5, "score_2": 3.5}', 0, "A"),  # ff64 k18
    (
        "reward-model",
        'Both are helpful, Response 2 slightly more so {"score_1": 0.6, "score_2": 0.7}',
        0,
        "B",
    ),  # ff64 k19
]

KEPT_FORCED_90 = [
    (
        "mt-bench-single-v1",
        "Sure! The response is concise and accurate, with one small omission.\nRating: [[8]]",
        13,
        8.0,
    ),
    (
        "mt-bench-single-v1",
        "Here are my notes: the answer covers every step and the code runs.\nRating: [[9]]",
        13,
        9.0,
    ),
    ("pairwise-verdict", "Sure. Assistant A answers the question; Assistant B goes off topic.\n[[A]]", 5, "A"),
    (
        "mt-bench-single-v1",
        "[Question]\nWhat is 2+2?\n[The Start of Assistant's Answer]\n4\n[The End of Assistant's Answer]\nThe answer is correct.\nRating: [[10]]",
        14,
        10.0,
    ),
    (
        "arena-hard",
        "Certainly. Assistant B's merge function is correct and Assistant A's drops the tail.\n\nMy final verdict is: [[B>A]]",
        28,
        "B",
    ),
]


@pytest.mark.parametrize(("template", "text", "finish", "forced"), REFUSED_90)
def test_what_passes_adv60_and_adv63_read_as_a_verdict_is_refused(template, text, finish, forced):
    assert side_reading(template, text, finish, forced) in FAILED + ("truncated", "out_of_range")


@pytest.mark.parametrize(("template", "text", "expected"), KEPT_90)
def test_honest_verdicts_about_harnesses_defaults_and_other_items_keep_their_reading(template, text, expected):
    assert side_reading(template, text) == expected


@pytest.mark.parametrize(("template", "text", "forced", "expected"), KEPT_FF64)
def test_what_the_first_draft_of_version_90_failed_in_pass_ff64_is_read(template, text, forced, expected):
    assert side_reading(template, text, "stop", forced) == expected


@pytest.mark.parametrize(("template", "text", "forced", "expected"), KEPT_FORCED_90)
def test_honest_evidence_before_a_forced_verdict_that_opens_like_an_answer_keeps_it(template, text, forced, expected):
    assert side_reading(template, text, "stop", forced) == expected
