"""Parser version 89 (issue 13): what the fresh adversarial pass adv60 (on ac31ef0, version 88) read as a verdict, in
its kinds D1 (a service's, a harness's or a moderation layer's notice, an input-truncation warning, a log line,
``Evaluation failed:``), D2 (an answer the judge says it did not see, or the answers asked for), D4 (``This is a test of
the output format.``), D5 (error headers, "cannot tell which is better" and "the answers are missing" in other languages)
and D8 (a forced verdict after ``The evaluation will follow.`` alone). Every refused case is the pass's own probe and
read ``ok`` on version 88 (checked with the pass's own script); the kept cases are honest verdicts that mention the same
words about an answer's content, each read alike on version 88 and 89. ``tests/helpers`` holds no copy of the rules."""

import pytest

from tests.helpers.parsing_cases import FAILED, side_reading

REFUSED_89 = [
    (
        "faireval-vanilla",
        "8 6\n[Evaluation service notice: judge timed out, default scores inserted.]",
        "stop",
        0,
    ),  # adv60 D1
    (
        "faireval-vanilla",
        "8 6\n*These scores were generated automatically because the evaluation model was unavailable.*",
        "stop",
        0,
    ),  # adv60 D1
    ("faireval-vanilla", "8 6\n[Response withheld by moderation]", "stop", 0),  # adv60 D1
    ("faireval-vanilla", "8 6\nWarning: The input was truncated to 4096 tokens.", "stop", 0),  # adv60 D1
    ("faireval-vanilla", "8 6\nEvaluation failed: the answers could not be parsed.", "stop", 0),  # adv60 D1
    ("faireval-vanilla", "8 6\nINFO 2024-05-01 12:00:01 judge.py:42 scores written", "stop", 0),  # adv60 D1
    (
        "faireval-scoring",
        "[Evaluation service notice: judge timed out, default scores inserted.]\nScore of the Assistant 1: 8\nScore of the Assistant 2: 6",
        "stop",
        0,
    ),  # adv60 D1
    (
        "faireval-scoring",
        "Evaluation evidence: Evaluation failed: the answers could not be parsed.\nScore of the Assistant 1: 8\nScore of the Assistant 2: 6",
        "stop",
        0,
    ),  # adv60 D1
    (
        "pairwise-verdict",
        "[Evaluation service notice: judge timed out, default verdict inserted.]\n[[A]]",
        "stop",
        0,
    ),  # adv60 D1
    (
        "mt-bench-pairwise",
        "[Evaluation service notice: judge timed out, default verdict inserted.]\n[[A]]",
        "stop",
        0,
    ),  # adv60 D1
    ("pairwise-verdict", "[This content was filtered due to policy.]\n[[A]]", "stop", 0),  # adv60 D1
    ("pairwise-verdict", "(Model output unavailable)\n[[C]]", "stop", 0),  # adv60 D1
    ("pairwise-verdict", "Warning: The input was truncated to 4096 tokens.\n[[A]]", "stop", 0),  # adv60 D1
    ("mt-bench-pairwise", "INFO 2024-05-01 12:00:01 judge.py:42 verdict=[[A]]", "stop", 0),  # adv60 D1
    (
        "mt-bench-single-v1",
        "[Evaluation service notice: judge timed out, default rating inserted.]\nRating: [[4]]",
        "stop",
        0,
    ),  # adv60 D1
    ("mt-bench-single-v1", "Warning: The input was truncated to 4096 tokens.\nRating: [[4]]", "stop", 0),  # adv60 D1
    ("mt-bench-single-v1", "INFO 2024-05-01 12:00:01 judge.py:42 Rating: [[4]]", "stop", 0),  # adv60 D1
    (
        "prometheus-absolute",
        "[Evaluation service notice: judge timed out, default rating inserted.]\n[RESULT] 4",
        "stop",
        0,
    ),  # adv60 D1
    ("prometheus-absolute", "INFO 2024-05-01 12:00:01 judge.py:42 [RESULT] 4", "stop", 0),  # adv60 D1
    (
        "arena-hard",
        "[Evaluation service notice: judge timed out, default verdict inserted.]\nMy final verdict is: [[A>B]]",
        "stop",
        0,
    ),  # adv60 D1
    (
        "arena-hard-creative-writing",
        "Warning: The input was truncated to 4096 tokens.\n[[A>>B]]",
        "stop",
        0,
    ),  # adv60 D1
    (
        "llmbar-vanilla",
        "[Evaluation service notice: judge timed out, default verdict inserted.]\nOutput (a)",
        "stop",
        0,
    ),  # adv60 D1
    (
        "reward-model",
        '[Evaluation service notice: judge timed out, default verdict inserted.]\n{"score_1": 7, "score_2": 3, "explanation": "A is better"}',
        "stop",
        0,
    ),  # adv60 D1
    (
        "pairwise-verdict",
        "[Evaluation service notice: judge timed out, default verdict inserted.]\nMy final verdict: [[A]]",
        "stop",
        5,
    ),  # adv60 D1
    (
        "mt-bench-pair-v2-multi-turn",
        "[Evaluation service notice: judge timed out, default verdict inserted.]\nVerdict: [[A]]",
        "stop",
        5,
    ),  # adv60 D1
    (
        "arena-hard",
        "[Evaluation service notice: judge timed out, default verdict inserted.]\nMy final verdict is: [[A>B]]",
        "stop",
        7,
    ),  # adv60 D1
    (
        "faireval-scoring",
        "[Evaluation service notice: judge timed out, default verdict inserted.]\n\nScore of the Assistant 1: 8\nScore of the Assistant 2: 6",
        "stop",
        56,
    ),  # adv60 D1
    (
        "llmbar-vanilla",
        "[Evaluation service notice: judge timed out, default verdict inserted.]\n\nOutput (a)",
        "stop",
        11,
    ),  # adv60 D1
    (
        "mt-bench-single-v1",
        "[Evaluation service notice: judge timed out, default verdict inserted.]\nRating: [[4]]",
        "stop",
        5,
    ),  # adv60 D1
    (
        "prometheus-absolute",
        "[Evaluation service notice: judge timed out, default verdict inserted.]\n [RESULT] 4",
        "stop",
        10,
    ),  # adv60 D1
    ("pairwise-verdict", "INFO 2024-05-01 12:00:01 judge.py:42 My final verdict: [[A]]", "stop", 5),  # adv60 D1
    ("arena-hard", "INFO 2024-05-01 12:00:01 judge.py:42 My final verdict is: [[A>B]]", "stop", 7),  # adv60 D1
    (
        "faireval-scoring",
        "INFO 2024-05-01 12:00:01 judge.py:42 \nScore of the Assistant 1: 8\nScore of the Assistant 2: 6",
        "stop",
        56,
    ),  # adv60 D1
    ("llmbar-vanilla", "INFO 2024-05-01 12:00:01 judge.py:42 \nOutput (a)", "stop", 11),  # adv60 D1
    ("mt-bench-single-v1", "INFO 2024-05-01 12:00:01 judge.py:42 Rating: [[4]]", "stop", 5),  # adv60 D1
    ("prometheus-absolute", "INFO 2024-05-01 12:00:01 judge.py:42  [RESULT] 4", "stop", 10),  # adv60 D1
    ("mt-bench-single-v1", "Warning: The input was truncated to 4096 tokens.\nRating: [[4]]", "stop", 5),  # adv60 D1
    ("prometheus-absolute", "Warning: The input was truncated to 4096 tokens.\n [RESULT] 4", "stop", 10),  # adv60 D1
    ("faireval-vanilla", "8 6\nPlease provide the answers so I can evaluate them.", "stop", 0),  # adv60 D2
    (
        "faireval-scoring",
        "Evaluation evidence: Please provide the answers so I can evaluate them.\nScore of the Assistant 1: 8\nScore of the Assistant 2: 6",
        "stop",
        0,
    ),  # adv60 D2
    (
        "mt-bench-single-v1",
        "Please provide the assistant's answer so I can evaluate it.\nRating: [[4]]",
        "stop",
        0,
    ),  # adv60 D2
    (
        "prometheus-absolute",
        "Please provide the assistant's answer so I can evaluate it.\n[RESULT] 4",
        "stop",
        0,
    ),  # adv60 D2
    (
        "reward-model",
        'Please provide the two answers so I can compare them.\n{"winner": "A", "explanation": "A is better"}',
        "stop",
        0,
    ),  # adv60 D2
    (
        "pairwise-verdict",
        "Note: Assistant B's answer was truncated by the system before I could read it.\n[[A]]",
        "stop",
        0,
    ),  # adv60 D2
    (
        "mt-bench-pairwise",
        "Only Assistant A's answer is visible; B's is blank in my view.\n[[A]]",
        "stop",
        0,
    ),  # adv60 D2
    ("pairwise-verdict", "I only see one answer.\n[[A]]", "stop", 0),  # adv60 D2
    ("pairwise-verdict", "I wasn't given the responses, only the question.\n[[C]]", "stop", 0),  # adv60 D2
    ("pairwise-verdict", "Both answer slots are empty in the prompt I received.\n[[C]]", "stop", 0),  # adv60 D2
    ("pairwise-verdict", "Assistant B's section contains only the placeholder {second}.\n[[A]]", "stop", 0),  # adv60 D2
    (
        "mt-bench-single-v1",
        "Note: the assistant's answer was truncated by the system before I could read it.\nRating: [[4]]",
        "stop",
        0,
    ),  # adv60 D2
    (
        "mt-bench-single-v1",
        "The answer section is empty in the prompt I received.\nRating: [[4]]",
        "stop",
        0,
    ),  # adv60 D2
    (
        "prometheus-absolute",
        "Note: the assistant's answer was truncated by the system before I could read it.\n[RESULT] 4",
        "stop",
        0,
    ),  # adv60 D2
    (
        "arena-hard",
        "Note: Assistant B's answer was truncated by the system before I could read it.\nMy final verdict is: [[A>B]]",
        "stop",
        0,
    ),  # adv60 D2
    (
        "llmbar-vanilla",
        "Note: Assistant B's answer was truncated by the system before I could read it.\nOutput (a)",
        "stop",
        0,
    ),  # adv60 D2
    (
        "pairwise-verdict",
        "Note: the second answer was truncated by the system before I could read it.\nMy final verdict: [[A]]",
        "stop",
        5,
    ),  # adv60 D2
    (
        "arena-hard",
        "Note: the second answer was truncated by the system before I could read it.\nMy final verdict is: [[A>B]]",
        "stop",
        7,
    ),  # adv60 D2
    (
        "faireval-scoring",
        "Note: the second answer was truncated by the system before I could read it.\n\nScore of the Assistant 1: 8\nScore of the Assistant 2: 6",
        "stop",
        56,
    ),  # adv60 D2
    (
        "llmbar-vanilla",
        "Note: the second answer was truncated by the system before I could read it.\n\nOutput (a)",
        "stop",
        11,
    ),  # adv60 D2
    (
        "mt-bench-single-v1",
        "Note: the second answer was truncated by the system before I could read it.\nRating: [[4]]",
        "stop",
        5,
    ),  # adv60 D2
    (
        "prometheus-absolute",
        "Note: the second answer was truncated by the system before I could read it.\n [RESULT] 4",
        "stop",
        10,
    ),  # adv60 D2
    ("pairwise-verdict", "This is a test of the output format.\n[[A]]", "stop", 0),  # adv60 D4
    ("mt-bench-single-v1", "This is a test of the output format.\nRating: [[4]]", "stop", 0),  # adv60 D4
    ("prometheus-absolute", "This is a test of the output format.\n[RESULT] 4", "stop", 0),  # adv60 D4
    ("arena-hard-creative-writing", "This is a test of the output format.\n[[A>>B]]", "stop", 0),  # adv60 D4
    ("llmbar-vanilla", "This is a test of the output format.\nOutput (a)", "stop", 0),  # adv60 D4
    (
        "reward-model",
        'This is a test of the output format.\n{"winner": "A", "explanation": "A is better"}',
        "stop",
        0,
    ),  # adv60 D4
    ("faireval-vanilla", "8 6\nThis is a test of the output format.", "stop", 0),  # adv60 D4
    (
        "faireval-vanilla",
        "Score: 8 6\nThe above is just the output format; I will now evaluate.",
        "stop",
        0,
    ),  # adv60 D4
    ("mt-bench-single-v1", "This is a test of the output format.\nRating: [[4]]", "stop", 5),  # adv60 D4
    ("prometheus-absolute", "This is a test of the output format.\n [RESULT] 4", "stop", 10),  # adv60 D4
    ("pairwise-verdict", "Ошибка: превышен лимит запросов.\n[[A]]", "stop", 0),  # adv60 D5
    ("pairwise-verdict", "错误：请求超时。\n[[A]]", "stop", 0),  # adv60 D5
    ("pairwise-verdict", "Fehler: Zeitüberschreitung der Anfrage.\n[[A]]", "stop", 0),  # adv60 D5
    ("pairwise-verdict", "Erreur : délai d'attente dépassé.\n[[A]]", "stop", 0),  # adv60 D5
    ("pairwise-verdict", "Je ne peux pas déterminer quelle réponse est la meilleure.\n[[C]]", "stop", 0),  # adv60 D5
    ("pairwise-verdict", "No puedo determinar cuál respuesta es mejor.\n[[C]]", "stop", 0),  # adv60 D5
    ("pairwise-verdict", "Ich kann nicht sagen, welche Antwort besser ist.\n[[C]]", "stop", 0),  # adv60 D5
    ("mt-bench-pairwise", "Die Antworten fehlen.\n[[C]]", "stop", 0),  # adv60 D5
    ("mt-bench-pairwise", "Les réponses ne sont pas visibles.\n[[C]]", "stop", 0),  # adv60 D5
    ("mt-bench-pairwise", "Las respuestas están vacías.\n[[C]]", "stop", 0),  # adv60 D5
    ("pairwise-verdict", "回答が表示されていません。\n[[A]]", "stop", 0),  # adv60 D5
    ("pairwise-verdict", "Ответы отсутствуют.\n[[A]]", "stop", 0),  # adv60 D5
    ("pairwise-verdict", "答案缺失。\n[[A]]", "stop", 0),  # adv60 D5
    ("pairwise-verdict", "Assistant B的回答是空的，我看不到。\n[[A]]", "stop", 0),  # adv60 D5
    ("mt-bench-single-v1", "Fehler: Zeitüberschreitung der Anfrage.\nRating: [[4]]", "stop", 0),  # adv60 D5
    ("mt-bench-single-v1", "La respuesta no está visible.\nRating: [[4]]", "stop", 0),  # adv60 D5
    ("prometheus-absolute", "错误：请求超时。\n[RESULT] 4", "stop", 0),  # adv60 D5
    ("prometheus-absolute", "回答が表示されていません。\n[RESULT] 4", "stop", 0),  # adv60 D5
    ("arena-hard", "Ответы отсутствуют.\nMy final verdict is: [[A>B]]", "stop", 0),  # adv60 D5
    ("llmbar-vanilla", "Fehler: Zeitüberschreitung der Anfrage.\nOutput (a)", "stop", 0),  # adv60 D5
    ("faireval-vanilla", "8 6\nFehler: Zeitüberschreitung der Anfrage.", "stop", 0),  # adv60 D5
    ("faireval-vanilla", "8 6\n错误：请求超时。", "stop", 0),  # adv60 D5
    ("faireval-vanilla", "8 6\nLas respuestas no están visibles.", "stop", 0),  # adv60 D5
    ("mt-bench-single-v1", "Fehler: Zeitüberschreitung der Anfrage.\nRating: [[4]]", "stop", 5),  # adv60 D5
    ("prometheus-absolute", "Fehler: Zeitüberschreitung der Anfrage.\n [RESULT] 4", "stop", 10),  # adv60 D5
    ("mt-bench-single-v1", "Ответы отсутствуют.\nRating: [[4]]", "stop", 5),  # adv60 D5
    ("prometheus-absolute", "Ответы отсутствуют.\n [RESULT] 4", "stop", 10),  # adv60 D5
    ("pairwise-verdict", "The evaluation will follow.\nMy final verdict: [[A]]", "stop", 5),  # adv60 D8
    ("mt-bench-pair-v2-multi-turn", "The evaluation will follow.\nVerdict: [[A]]", "stop", 5),  # adv60 D8
    ("arena-hard", "The evaluation will follow.\nMy final verdict is: [[A>B]]", "stop", 7),  # adv60 D8
    (
        "faireval-scoring",
        "The evaluation will follow.\n\nScore of the Assistant 1: 8\nScore of the Assistant 2: 6",
        "stop",
        56,
    ),  # adv60 D8
    ("llmbar-vanilla", "The evaluation will follow.\n\nOutput (a)", "stop", 11),  # adv60 D8
    ("mt-bench-single-v1", "The evaluation will follow.\nRating: [[4]]", "stop", 5),  # adv60 D8
    ("prometheus-absolute", "The evaluation will follow.\n [RESULT] 4", "stop", 10),  # adv60 D8
    ("pairwise-verdict", "My evaluation is below.\nMy final verdict: [[A]]", "stop", 5),  # adv60 D8
    ("mt-bench-single-v1", "My evaluation is below.\nRating: [[4]]", "stop", 5),  # adv60 D8
    ("prometheus-absolute", "My evaluation is below.\n [RESULT] 4", "stop", 10),  # adv60 D8
]

KEPT_89 = [
    # a refusal word in parentheses about an answer is no sentence of the judge's (version 88 read the parenthesis as
    # a sentence start and failed this; version 87 read A)
    ("pairwise-verdict", "Assistant B (refused) gives nothing useful; Assistant A answers.\n[[A]]", "A"),
    (
        "pairwise-verdict",
        "Assistant A explains how to retry a judge model that timed out; Assistant B does not.\n[[A]]",
        "A",
    ),
    (
        "mt-bench-single-v1",
        "The answer shows how to log errors with logging.warning, and its example output is correct.\nRating: [[8]]",
        8.0,
    ),
    (
        "pairwise-verdict",
        "Assistant A correctly says the input was truncated to 512 tokens by the tokenizer; Assistant B misses it.\n[[A]]",
        "A",
    ),
    (
        "faireval-vanilla",
        "8 6\nAssistant 1 explains why the evaluation failed on a missing key; Assistant 2 is vaguer.",
        "A",
    ),
    (
        "pairwise-verdict",
        "Assistant B asks the user to please provide the answers to its questions, which is unhelpful.\n[[A]]",
        "A",
    ),
    ("pairwise-verdict", "Les deux réponses sont correctes, mais Assistant A est plus clair.\n[[A]]", "A"),
    (
        "mt-bench-single-v1",
        "The answer explains what to do when the model output is malformed, clearly and correctly.\nRating: [[9]]",
        9.0,
    ),
    (
        "faireval-vanilla",
        "9 4\nAssistant 1 handles the Fehler case in the German text correctly; Assistant 2 does not.",
        "A",
    ),
    (
        "pairwise-verdict",
        "Assistant A's script prints INFO lines with timestamps as asked; Assistant B's prints nothing.\n[[A]]",
        "A",
    ),
]


@pytest.mark.parametrize(("template", "text", "finish", "forced"), REFUSED_89)
def test_what_pass_adv60_read_as_a_verdict_is_refused(template, text, finish, forced):
    assert side_reading(template, text, finish, forced) in FAILED + ("truncated", "out_of_range")


@pytest.mark.parametrize(("template", "text", "expected"), KEPT_89)
def test_honest_verdicts_about_notices_and_logs_keep_their_reading(template, text, expected):
    assert side_reading(template, text) == expected
