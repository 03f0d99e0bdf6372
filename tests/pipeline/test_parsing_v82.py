"""Parser version 82 (issue 13): what adversarial passes 80 and 81 (on version 81 as landed, cb6c0dc) read as a
verdict, and what false-failure pass 81f found failing in ordinary judge text. Every case is a pass's probe, its
expected value written by the tester as a careful reader of the completion (``tests/helpers`` holds no copy of the
rules); none of the refused cases holds the judge's own verdict, or its words give the other side's.

Refused (``REFUSED``; each read a made-up verdict on version 81):

- a label before the token outside the verdict's closed vocabulary (:mod:`~judge_engine.pipeline.parsing.label_words`):
  the loser by what it needs or risks (``Needs the most revision: [[A]]``, ``The riskier answer to ship:``, ``Which
  answer do I trust less?``), another quantity (``Lines of code: [[9]]``, ``Confidence in my rating:``), someone
  else's text (``Assistant B closes with:``), one criterion (``Under a pure-speed criterion:``); a short sentence
  running into the token with such a word (``My first instinct was [[B]]``, ``The top of the scale is [[10]].``);
- the task restated as finding the worse side (``I'll identify the weaker response.``, ``And the loser is...``), loser
  words (``In last place,``, ``Vote to remove:``, ``Second-rate:``, ``Worse, in my view, is``);
- scales the other way round in words (``Lower is better here.``, ``Think of this as a golf score.``, ``1 = best``,
  ``Each score counts the edits``), also before a forced tail; counts in FairEval's explanation or intro (``These
  numbers are the lengths of the answers``, ``Lines of code.``, ``Number of sentences in each answer:``);
- a second, different score line in FairEval's explanation (``8 6\\n6 8``), warm-up or partial scores, another
  grader's scores (``my own view is the opposite``), the scale's ends or the rubric's definition as an intro;
- refusals in new words (``Verdict withheld.``, ``Policy prevents me from ranking model outputs.``, ``I'll pass on
  judging this one.``, ``Request throttled; returning neutral verdict.``), a provisional or partial reading
  (``Subject to verification:``, ``Having read only the introduction,``), an inverted condition (``Were Assistant B's
  answer finished,``), someone's word before a forced tail (``Twitter says``), relabelled symbols and sides (``Using >
  to mean "is worse than"``, ``A is my label for the second assistant.``, ``I relabel them``);
- reward-model JSON whose score pair stands beside any field but a winner, an explanation or a confidence (``"type":
  "cost"``, ``"metric": "length"``, ``"model_loaded": false``, ``"preferred": "lower score"``).

Read (``READ``; each failed on version 81): a fault's label heading words of its own before the verdict (``Missing
information: neither mentions ties in revenue.``, ``Errors: none.``: Arena-Hard's prompt asks for that line), and
Arena-Hard's own option line written alone as the last line (``Assistant A is significantly better: [[A>>B]]``).

Kept (``KEPT``): the honest labels and sentences the closed vocabulary must still read, written by hand.

``REFUSED_82`` and ``READ_82``: what adversarial pass 82 and false-failure pass 82f found on the first state of this
version (5446d69): labels built from the vocabulary's own words that meant the loser (``Fewer correct answers:``,
``Rated below B:``), verdicts for a corrected version (``Once corrected:``), refusals or someone else's pick before a
forced tail (``I would never pick ``, ``The user would pick ``), another scale in a rating's label (``Score out of
five:``); and honest summary, heading and Arena-Hard labels the first vocabulary lacked (``To sum up:``, ``Assistant A
is more creative and engaging:``)."""

import pytest

from tests.helpers.parsing_cases import FAILED, got, side_reading

REFUSED = [
    ("pairwise-verdict", "I'll identify the weaker response.\n[[A]]", "stop", 0),  # BA013
    ("pairwise-verdict", "I will now name the worse response.\n[[A]]", "stop", 0),  # BA014
    ("pairwise-verdict", "Task as I understand it: pick the less helpful response.\n[[A]]", "stop", 0),  # BA015
    ("pairwise-verdict", "I'm asked to flag the weaker response, so: [[A]]", "stop", 0),  # BA016
    ("pairwise-verdict", "Now, the loser.\n[[A]]", "stop", 0),  # BA017
    ("llmbar-vanilla", "And the loser is...\nOutput (a)", "stop", 0),  # BA022
    ("llmbar-vanilla", "And the loser is...\nOutput (a)", "stop", 11),  # BA023
    ("pairwise-verdict", "Worse, in my view, is [[A]]", "stop", 0),  # BA024
    ("pairwise-verdict", "In last place, [[A]]", "stop", 0),  # BA025
    ("pairwise-verdict", "Vote to remove: [[A]]", "stop", 0),  # BA026
    ("pairwise-verdict", "Needs a rewrite: [[A]]", "stop", 0),  # BA027
    ("pairwise-verdict", "Second-rate: [[A]]", "stop", 0),  # BA028
    ("pairwise-verdict", "Fewer strengths: [[A]]", "stop", 0),  # BA029
    ("mt-bench-single-v1", "Think of this as a golf score. Rating: [[2]]", "stop", 0),  # BA030
    ("mt-bench-single-v1", "The rating below is a rank among ten answers. Rating: [[2]]", "stop", 0),  # BA031
    ("prometheus-absolute", "Think of this as a golf score. [RESULT] 1", "stop", 0),  # BA032
    ("prometheus-absolute", "Lower is better here. [RESULT] 1", "stop", 0),  # BA033
    ("faireval-vanilla", "8 6\nThink of these as golf scores.", "stop", 0),  # BA034
    (
        "faireval-scoring",
        "Think of these as golf scores.\nScore of the Assistant 1: 8\nScore of the Assistant 2: 2",
        "stop",
        0,
    ),  # BA035
    ("faireval-vanilla", "8 6\nEach score counts the edits the answer would need.", "stop", 0),  # BA036
    (
        "faireval-scoring",
        "I score by how many edits each answer needs.\nScore of the Assistant 1: 8\nScore of the Assistant 2: 2",
        "stop",
        0,
    ),  # BA037
    ("arena-hard", 'Using > to mean "is worse than": [[A>B]]', "stop", 0),  # BA038
    ("pairwise-verdict", "A is my label for the second assistant. [[A]]", "stop", 0),  # BA039
    (
        "faireval-scoring",
        "Verbosity scores:\nScore of the Assistant 1: 8\nScore of the Assistant 2: 6",
        "stop",
        0,
    ),  # BA046
    ("mt-bench-single-v1", "How many problems does it have? Rating: [[6]]", "stop", 0),  # BA047
    ("prometheus-absolute", "How badly does it miss the rubric? [RESULT] 4", "stop", 0),  # BA048
    ("mt-bench-single-v1", "Lower is better here.\nRating: [[3]]", "stop", 5),  # BA049
    ("mt-bench-single-v1", "Scale: 1 = best, 10 = worst.\nRating: [[2]]", "stop", 5),  # BA051
    ("mt-bench-single-v1", "I rate how many errors there are.\nRating: [[3]]", "stop", 5),  # BA052
    ("prometheus-absolute", "Lower is better here.[RESULT] 1", "stop", 10),  # BA057
    ("prometheus-absolute", "The response is fine.\nLower is better here.[RESULT] 1", "stop", 10),  # BA058
    ("prometheus-absolute", "Scale: 1 = best, 5 = worst.[RESULT] 1", "stop", 10),  # BA059
    (
        "faireval-scoring",
        "Lower is better here.\nScore of the Assistant 1: 8\nScore of the Assistant 2: 6",
        "stop",
        56,
    ),  # BA062
    ("reward-model", '{"score_1": 4.0, "score_2": 2.0, "type": "cost"}', "stop", 0),  # BA065
    ("reward-model", '{"score_1": 4.0, "score_2": 2.0, "meaning": "probability of rejection"}', "stop", 0),  # BA066
    ("reward-model", '{"score_1": 4.0, "score_2": 2.0, "sort": "ascending is better"}', "stop", 0),  # BA067
    ("reward-model", '{"score_1": 4.0, "score_2": 2.0, "note": "lower wins"}', "stop", 0),  # BA068
    ("reward-model", '{"score_1": 4.0, "score_2": 2.0, "note": "golf scoring"}', "stop", 0),  # BA069
    ("reward-model", '{"score_1": 4.0, "score_2": 2.0, "score_type": "negative log-likelihood"}', "stop", 0),  # BA070
    ("mt-bench-single-v1", "Number of paragraphs: [[7]]", "stop", 0),  # NO007
    ("faireval-vanilla", "8 6\nThese numbers are the lengths of the answers in sentences.", "stop", 0),  # NO008
    (
        "faireval-scoring",
        "Number of sentences in each answer:\nScore of the Assistant 1: 8\nScore of the Assistant 2: 6",
        "stop",
        0,
    ),  # NO009
    ("reward-model", '{"score_1": 4.0, "score_2": 2.0, "metric": "length"}', "stop", 0),  # NO010
    ("pairwise-verdict", "Subject to verification: [[A]]", "stop", 0),  # NO018
    ("pairwise-verdict", "Were Assistant B's answer finished, [[B]]", "stop", 0),  # NO020
    ("mt-bench-single-v1", "Having read only the introduction, Rating: [[7]]", "stop", 0),  # NO027
    ("faireval-vanilla", "8 6\nWarm-up scores; the real ones come later.", "stop", 0),  # NO029
    (
        "faireval-vanilla",
        "8 6\nThese are my scores after reading only the first half of each answer.",
        "stop",
        0,
    ),  # NO030
    ("reward-model", '{"score_1": 4.0, "score_2": 2.0, "stage": "warm-up"}', "stop", 0),  # NO032
    ("reward-model", '{"score_1": 4.0, "score_2": 2.0, "calibration": true}', "stop", 0),  # NO033
    ("reward-model", '{"score_1": 4.0, "score_2": 2.0, "pair": 7}', "stop", 0),  # NO039
    ("mt-bench-single-v1", "On a scale of 1 to 5,\nRating: [[4]]", "stop", 0),  # NO049
    ("faireval-vanilla", "8 6\n6 8", "stop", 0),  # NO050
    ("faireval-vanilla", "8 6\n(reversed: 6 8)", "stop", 0),  # NO051
    ("reward-model", '{"score_1": 4.0, "score_2": 2.0, "nan_detected": true}', "stop", 0),  # NO052
    ("prometheus-absolute", "Twitter says[RESULT] 4", "stop", 10),  # NO066
    ("faireval-vanilla", "8 6\n7 9", "stop", 0),  # NO070
    ("pairwise-verdict", "Needs the most revision: [[A]]", "stop", 0),  # BA001
    ("pairwise-verdict", "Most likely to mislead the user: [[A]]", "stop", 0),  # BA002
    ("pairwise-verdict", "Which response would a user be more likely to complain about? [[A]]", "stop", 0),  # BA003
    ("pairwise-verdict", "The one I'd send back for a rewrite: [[A]]", "stop", 0),  # BA004
    ("pairwise-verdict", "Needs a second pass: [[A]]", "stop", 0),  # BA005
    ("pairwise-verdict", "Which would I warn the user about? [[A]]", "stop", 0),  # BA006
    ("pairwise-verdict", "The answer with more to fix: [[A]]", "stop", 0),  # BA007
    ("pairwise-verdict", "The riskier answer to ship: [[A]]", "stop", 0),  # BA008
    ("pairwise-verdict", "Requires correction: [[A]]", "stop", 0),  # BA009
    ("pairwise-verdict", "Which response is further from the reference? [[A]]", "stop", 0),  # BA010
    ("pairwise-verdict", "The answer that misreads the question: [[A]]", "stop", 0),  # BA011
    ("pairwise-verdict", "Which response would I return to the author? [[A]]", "stop", 0),  # BA012
    ("pairwise-verdict", "Which answer do I trust less? [[A]]", "stop", 0),  # BA013
    ("pairwise-verdict", "The one with the bigger blunder: [[A]]", "stop", 0),  # BA014
    ("pairwise-verdict", "The more verbose and less useful reply: [[A]]", "stop", 0),  # BA015
    ("pairwise-verdict", "Bringing up the rear: [[A]]", "stop", 0),  # BA016
    ("mt-bench-pairwise", "Which answer do I trust less? [[A]]", "stop", 0),  # BA017
    ("mt-bench-pairwise", "The one with the bigger blunder:\n[[A]]", "stop", 0),  # BA018
    ("pairwise-verdict", "Needs a second pass: [[A]]", "stop", 5),  # BA019
    ("arena-hard", "Which answer do I trust less? [[A>B]]", "stop", 0),  # BA021
    ("arena-hard", "The answer with more to fix: [[A>>B]]", "stop", 0),  # BA022
    ("arena-hard", "Needs a second pass: [[A>B]]", "stop", 0),  # BA023
    ("arena-hard", "Most likely to mislead the user: [[A>>B]]", "stop", 0),  # BA024
    ("arena-hard", "My final verdict is that Assistant A needs more work: [[A>B]]", "stop", 0),  # BA025
    ("arena-hard", "My final verdict is that A has more issues: [[A>>B]]", "stop", 0),  # BA026
    ("arena-hard", "My final verdict is that Assistant A needs more work: [[A>B]]", "stop", 7),  # BA027
    ("llmbar-vanilla", "Needs the most revision:\nOutput (a)", "stop", 0),  # BA028
    ("llmbar-vanilla", "Most likely to mislead the user:\nOutput (a)", "stop", 0),  # BA029
    ("llmbar-vanilla", "Which output do I trust less?\nOutput (a)", "stop", 0),  # BA030
    ("llmbar-vanilla", "Needs a second pass:\nOutput (a)", "stop", 11),  # BA031
    ("pairwise-verdict", '(I relabel them for clarity: Assistant B is now "A".) [[A]]', "stop", 0),  # BA032
    ("pairwise-verdict", "The answers appear in swapped positions in my notes. [[A]]", "stop", 0),  # BA033
    (
        "faireval-vanilla",
        "8 6\nThese are the scores a typical grader would give; my own view is the opposite.",
        "stop",
        0,
    ),  # BA034
    (
        "faireval-scoring",
        "What a typical grader would give (my own view is the opposite):\nScore of the Assistant 1: 8\nScore of the Assistant 2: 6",
        "stop",
        0,
    ),  # BA035
    ("prometheus-absolute", "Feedback: Counting the rubric items the response misses. [RESULT] 4", "stop", 0),  # BA036
    ("reward-model", '{"score_1": 1.2, "score_2": -0.4, "unit": "nll"}', "stop", 0),  # BA037
    ("reward-model", '{"score_1": 1.2, "score_2": -0.4, "sign": -1}', "stop", 0),  # BA038
    ("reward-model", '{"score_1": 1.2, "score_2": -0.4, "scores": "reversed"}', "stop", 0),  # BA039
    (
        "reward-model",
        '{"score_1": 1.2, "score_2": -0.4, "note": "scores are rejection probabilities"}',
        "stop",
        0,
    ),  # BA040
    ("reward-model", '{"score_1": 1.2, "score_2": -0.4, "responses_scored": "2,1"}', "stop", 0),  # BA041
    ("reward-model", '{"score_1": 1.2, "score_2": -0.4, "preferred": "lower score"}', "stop", 0),  # BA042
    ("reward-model", '{"score_1": 1.2, "score_2": -0.4, "reward": "negated"}', "stop", 0),  # BA043
    ("reward-model", '{"score_1": 1.2, "score_2": -0.4, "metric": "edit_distance"}', "stop", 0),  # BA044
    ("reward-model", '{"score_1": 1.2, "score_2": -0.4, "metric": "word_error_rate"}', "stop", 0),  # BA045
    ("reward-model", '{"score_1": 1.2, "score_2": -0.4, "metric": "refusal_probability"}', "stop", 0),  # BA046
    ("reward-model", '{"score_1": 1.2, "score_2": -0.4, "metric": "unsafe_prob"}', "stop", 0),  # BA047
    ("pairwise-verdict", "Request throttled; returning neutral verdict.\n[[C]]", "stop", 0),  # NO001
    ("pairwise-verdict", "This falls outside what I'm permitted to assess.\n[[C]]", "stop", 0),  # NO002
    ("pairwise-verdict", "I'll pass on judging this one. [[C]]", "stop", 0),  # NO003
    ("pairwise-verdict", "Policy prevents me from ranking model outputs. [[C]]", "stop", 0),  # NO004
    ("pairwise-verdict", "I will leave this one to a human reviewer. [[C]]", "stop", 0),  # NO005
    ("pairwise-verdict", "Insufficient information to judge. [[C]]", "stop", 0),  # NO006
    ("pairwise-verdict", "Verdict withheld. [[C]]", "stop", 0),  # NO007
    ("pairwise-verdict", "I'll pass on judging this one. [[C]]", "stop", 5),  # NO008
    ("pairwise-verdict", "Policy prevents me from ranking model outputs.\n[[C]]", "stop", 5),  # NO009
    ("pairwise-verdict", "Verdict withheld.\n[[C]]", "stop", 5),  # NO010
    ("arena-hard", "Policy prevents me from ranking model outputs. My final verdict is [[A=B]]", "stop", 0),  # NO011
    ("arena-hard", "I'll pass on judging this one. My final verdict is [[A=B]]", "stop", 0),  # NO012
    ("arena-hard", "Verdict withheld. [[A=B]]", "stop", 0),  # NO013
    ("llmbar-vanilla", "Policy prevents me from ranking model outputs.\nOutput (a)", "stop", 0),  # NO014
    ("llmbar-vanilla", "I'll pass on judging this one.\nOutput (a)", "stop", 0),  # NO015
    ("llmbar-vanilla", "Insufficient information to judge.\nOutput (a)", "stop", 0),  # NO016
    ("mt-bench-single-v1", "I'll pass on rating this one.\nRating: [[5]]", "stop", 0),  # NO017
    ("mt-bench-single-v1", "Rating withheld. Rating: [[5]]", "stop", 0),  # NO018
    ("mt-bench-single-v1", "Insufficient information to rate.\nRating: [[5]]", "stop", 0),  # NO019
    ("mt-bench-single-v1", "Policy prevents me from scoring model outputs.\nRating: [[1]]", "stop", 0),  # NO020
    ("mt-bench-single-v1", "Request throttled; returning neutral rating.\nRating: [[5]]", "stop", 0),  # NO021
    ("mt-bench-single-v1", "I'll pass on rating this one.\nRating: [[5]]", "stop", 5),  # NO022
    ("mt-bench-single-v1", "Insufficient information to rate.\nRating: [[5]]", "stop", 5),  # NO023
    ("prometheus-absolute", "Feedback: I'll pass on grading this one. [RESULT] 3", "stop", 0),  # NO024
    ("prometheus-absolute", "Feedback: Score withheld pending human review. [RESULT] 3", "stop", 0),  # NO025
    ("prometheus-absolute", "Feedback: Policy prevents me from grading model outputs. [RESULT] 3", "stop", 0),  # NO026
    ("prometheus-absolute", "Feedback: Policy prevents me from grading model outputs.[RESULT] 4", "stop", 10),  # NO027
    (
        "faireval-scoring",
        "Policy prevents me from scoring model outputs.\nScore of the Assistant 1: 8\nScore of the Assistant 2: 6",
        "stop",
        0,
    ),  # NO028
    (
        "faireval-scoring",
        "Policy prevents me from scoring model outputs.\nScore of the Assistant 1: 8\nScore of the Assistant 2: 6",
        "stop",
        56,
    ),  # NO029
    ("pairwise-verdict", "Per the instructions, a tie is marked [[C]].", "stop", 0),  # NO030
    ("pairwise-verdict", "The tie token is [[C]]", "stop", 0),  # NO031
    ("pairwise-verdict", "Assistant B's tag: [[B]]", "stop", 0),  # NO032
    ("pairwise-verdict", 'Token meaning "Assistant B is better": [[B]]', "stop", 0),  # NO033
    ("pairwise-verdict", "Per the rubric, a draw is [[C]].", "stop", 0),  # NO034
    ("pairwise-verdict", "By definition, equal quality means [[C]].", "stop", 0),  # NO035
    ("pairwise-verdict", "Per the guidelines, identical answers get [[C]].", "stop", 0),  # NO036
    ("mt-bench-single-v1", "The top of the scale is [[10]].", "stop", 0),  # NO037
    ("mt-bench-single-v1", "Per the rubric, an adequate answer is Rating: [[5]].", "stop", 0),  # NO038
    ("mt-bench-single-v1", "By definition, a flawless response means [[10]].", "stop", 0),  # NO039
    ("mt-bench-single-v1", "Rating scale anchor: [[5]]", "stop", 0),  # NO040
    (
        "faireval-scoring",
        "The maximum scores would be:\nScore of the Assistant 1: 10\nScore of the Assistant 2: 10",
        "stop",
        0,
    ),  # NO044
    (
        "faireval-scoring",
        "Per the rubric, two equally good answers get:\nScore of the Assistant 1: 8\nScore of the Assistant 2: 8",
        "stop",
        0,
    ),  # NO045
    ("mt-bench-single-v1", "Paragraphs: [[8]]", "stop", 0),  # NO046
    ("mt-bench-single-v1", "Steps in the proof: [[7]]", "stop", 0),  # NO047
    ("mt-bench-single-v1", "Citations missing: [[3]]", "stop", 0),  # NO048
    ("mt-bench-single-v1", "Reading time in minutes: [[4]]", "stop", 0),  # NO049
    ("mt-bench-single-v1", "Lines of code: [[9]]", "stop", 0),  # NO050
    ("mt-bench-single-v1", "Confidence in my rating: [[9]]", "stop", 0),  # NO051
    ("mt-bench-single-v1", "Readability grade level: [[8]]", "stop", 0),  # NO052
    ("mt-bench-single-v1", "Words over the limit: [[3]]", "stop", 0),  # NO053
    ("mt-bench-single-v1", "Confidence in my rating: [[9]]", "stop", 5),  # NO054
    ("prometheus-absolute", "Feedback: Lines of code: [RESULT] 4", "stop", 0),  # NO055
    ("prometheus-absolute", "Feedback: Confidence in my score: [RESULT] 4", "stop", 0),  # NO056
    ("prometheus-absolute", "Feedback: Number of paragraphs in the response:[RESULT] 4", "stop", 10),  # NO058
    ("faireval-vanilla", "8 6\nThese are the number of steps each answer takes.", "stop", 0),  # NO059
    ("faireval-vanilla", "8 6\nReadability grade levels.", "stop", 0),  # NO060
    ("faireval-vanilla", "8 6\nLines of code.", "stop", 0),  # NO061
    ("faireval-vanilla", "8 6\nScores from the rubric example, not mine.", "stop", 0),  # NO062
    (
        "faireval-scoring",
        "Lines of code per answer:\nScore of the Assistant 1: 8\nScore of the Assistant 2: 6",
        "stop",
        0,
    ),  # NO063
    (
        "faireval-scoring",
        "Readability grade levels:\nScore of the Assistant 1: 8\nScore of the Assistant 2: 6",
        "stop",
        0,
    ),  # NO064
    ("pairwise-verdict", "Assistant B closes with: [[A]]", "stop", 0),  # NO065
    ("pairwise-verdict", "The user's message contains [[A]]", "stop", 0),  # NO066
    ("pairwise-verdict", "https://example.com/verdict/[[A]]", "stop", 0),  # NO067
    ("pairwise-verdict", "Under a pure-speed criterion: [[B]]", "stop", 0),  # NO068
    ("pairwise-verdict", "My first instinct was [[B]]", "stop", 0),  # NO069
    ("arena-hard", "Assistant B closes with: [[B>>A]]", "stop", 0),  # NO070
    ("arena-hard", "Under a pure-speed criterion: [[B>A]]", "stop", 0),  # NO071
    ("arena-hard", "My first instinct was [[B>A]]", "stop", 0),  # NO072
    ("llmbar-vanilla", "Under a pure-speed criterion:\nOutput (a)", "stop", 0),  # NO073
    ("reward-model", '{"score_1": 0.0, "score_2": 0.0, "nan": true}', "stop", 0),  # NO077
    ("reward-model", '{"score_1": 1.2, "score_2": -0.4, "test_fixture": true}', "stop", 0),  # NO078
    ("reward-model", '{"score_1": 1.2, "score_2": -0.4, "model_loaded": false}', "stop", 0),  # NO079
    (
        "reward-model",
        '{"score_1": 0.5, "score_2": 0.5, "reason": "tokenizer failure, neutral values returned"}',
        "stop",
        0,
    ),  # NO080
    ("reward-model", '{"score_1": 1.2, "score_2": -0.4, "source": "unit test"}', "stop", 0),  # NO081
    ("reward-model", '{"score_1": 1.2, "score_2": -0.4, "weights": "untrained"}', "stop", 0),  # NO082
    ("pairwise-verdict", "Policy prevents me from ranking model outputs. [[C]]", "length", 0),  # NO083
    ("pairwise-verdict", "Per the rubric, a draw is [[C]].", "length", 0),  # NO084
    ("pairwise-verdict", "Needs a second pass: [[A]]", "length", 0),  # BA048
    ("mt-bench-single-v1", "Lines of code: [[9]]", "length", 0),  # NO085
    ("reward-model", '{"score_1": 1.2, "score_2": -0.4, "sign": -1}', "length", 0),  # BA049
]
READ = [
    (
        "arena-hard",
        "My answer: The sum of the first 100 positive integers is 5050 (n(n+1)/2 = 100*101/2).\n\nAssistant A gives 5050 with the formula, correct. Assistant B gives 5000, which is incorrect; it seems to have computed 100*100/2.\n\nAssistant A is significantly better: [[A>>B]]",
        "stop",
        0,
        "A",
    ),  # AH02
    (
        "arena-hard",
        "Here is my own answer to the prompt:\n\nThe user wants a SQL query that returns the top 5 customers by revenue.\n\nSELECT customer_id, SUM(amount) AS revenue FROM orders GROUP BY customer_id ORDER BY revenue DESC LIMIT 5;\n\nNow let's evaluate the assistants.\n\nAssistant A's query matches mine. Assistant B forgets the GROUP BY clause, so the query fails with an error in most SQL engines.\n\nMissing information: neither mentions ties in revenue.\n\nMy final verdict is Assistant A is significantly better: [[A>>B]].",
        "stop",
        0,
        "A",
    ),  # AH03
    (
        "arena-hard",
        "Assistant A is correct. Assistant B is incorrect.\n\nAssistant A is significantly better: [[A>>B]]",
        "stop",
        0,
        "A",
    ),  # E01
    ("arena-hard", "Assistant A is correct.\n\nAssistant A is significantly better: [[A>>B]]", "stop", 0, "A"),  # E02
    (
        "arena-hard",
        "Missing information: neither mentions ties in revenue.\n\nMy final verdict is: [[A>>B]]",
        "stop",
        0,
        "A",
    ),  # E04
    (
        "arena-hard",
        "Missing information: neither mentions ties in revenue.\n\nMy final verdict is Assistant A is significantly better: [[A>>B]]",
        "stop",
        0,
        "A",
    ),  # E05
    ("arena-hard", "Missing information: none.\n\nMy final verdict is: [[A>>B]]", "stop", 0, "A"),  # MI02
    (
        "arena-hard",
        "Missing information: neither mentions ties.\n\nMy final verdict is: [[A>>B]]",
        "stop",
        0,
        "A",
    ),  # MI03
    (
        "arena-hard",
        "Missing information: neither mentions ties in revenue.\nMy final verdict is: [[A>>B]]",
        "stop",
        0,
        "A",
    ),  # MI05
    (
        "arena-hard",
        "Missing information: Neither assistant mentions ties in revenue.\n\nMy final verdict is: [[A>>B]]",
        "stop",
        0,
        "A",
    ),  # MI06
    ("pairwise-verdict", "Missing information: none.\n\n[[A]]", "stop", 0, "A"),  # MJ01
    (
        "arena-hard",
        "Assistant A is better.\n\nMissing information: none.\n\nMy final verdict is: [[A>>B]]",
        "stop",
        0,
        "A",
    ),  # MJ05
    ("arena-hard", "Missing details: none.\n\nMy final verdict is: [[A>>B]]", "stop", 0, "A"),  # MJ06
    (
        "mt-bench-pairwise",
        "**Assistant A**\n- Accuracy: correct\n- Errors: none\n\n**Assistant B**\n- Accuracy: partially correct\n- Errors: uses r instead of r^2 in the area formula.\n\nFinal verdict: [[A]]",
        "stop",
        0,
        "A",
    ),  # FL01
    (
        "mt-bench-single-v1",
        "The response is accurate, well organized and directly answers the question.\n\nErrors: none.\n\nRating: [[9]]",
        "stop",
        0,
        9.0,
    ),  # FL03
    (
        "mt-bench-single-math-v1",
        "The reference answer is x = 4. The assistant solves the equation step by step and also gets x = 4.\n\nMistakes: none.\n\nRating: [[10]]",
        "stop",
        0,
        10.0,
    ),  # FL04
    (
        "prometheus-absolute",
        "The response accurately explains photosynthesis, covering light-dependent reactions and the Calvin cycle, with no factual errors.\nFactual errors: none.\n[RESULT] 5",
        "stop",
        0,
        5.0,
    ),  # FL06
    (
        "arena-hard",
        "Mistakes or inaccuracies: Assistant B claims that HTTP is stateful, which is incorrect.\nMissing information: Neither mentions HTTPS.\n\nMy final verdict is: [[A>B]]",
        "stop",
        0,
        "A",
    ),  # FL07
    (
        "arena-hard",
        "**Missing information:** Both assistants could have mentioned that the function should handle negative inputs.\n\n**Final verdict:** [[A>B]]",
        "stop",
        0,
        "A",
    ),  # FL08
    (
        "faireval-scoring",
        "Evaluation evidence: Both assistants answer correctly. Assistant 1 gives more detail.\nErrors: none in either answer.\nScore of the Assistant 1: 9\nScore of the Assistant 2: 7",
        "stop",
        0,
        "A",
    ),  # FL09
    (
        "pairwise-verdict",
        "Issues: Assistant B's code does not compile because of a missing semicolon.\n\n[[A]]",
        "stop",
        0,
        "A",
    ),  # FL10
    (
        "arena-hard",
        "Hallucinations: none in either answer.\n\nMy final verdict is tie: [[A=B]]",
        "stop",
        0,
        "tie",
    ),  # FL12
    (
        "mt-bench-single-v1",
        "Pros: accurate, concise.\nFlaws: no sources cited.\n\nRating: [[8]]",
        "stop",
        0,
        8.0,
    ),  # FM02
    (
        "mt-bench-single-v1",
        "The essay is well structured and persuasive.\nIssues: a few typos.\n\nRating: [[8]]",
        "stop",
        0,
        8.0,
    ),  # FM03
    (
        "mt-bench-single-v1",
        'The essay is well structured and persuasive.\nTypos: "recieve", "definately".\n\nRating: [[8]]',
        "stop",
        0,
        8.0,
    ),  # FM05
    (
        "mt-bench-single-math-v1",
        "The assistant's answer matches the reference (x = 4).\nMistakes: none.\n\nRating: [[10]]",
        "stop",
        0,
        10.0,
    ),  # FM06
    (
        "mt-bench-single-math-v1",
        "The answer is wrong.\nError: the assistant divides by 3 instead of multiplying.\n\nRating: [[2]]",
        "stop",
        0,
        2.0,
    ),  # FM07
    (
        "mt-bench-single-math-v1",
        "The final answer (15) does not match the reference (16).\nMistake: in step 2 the assistant adds 7 + 8 = 14.\n\nRating: [[3]]",
        "stop",
        0,
        3.0,
    ),  # FM08
    (
        "pairwise-verdict",
        "Assistant A is correct.\nBug: Assistant B's loop never terminates.\n\n[[A]]",
        "stop",
        0,
        "A",
    ),  # FM13
    (
        "prometheus-absolute",
        "The response is accurate and complete.\nErrors: none.\n[RESULT] 5",
        "stop",
        0,
        5.0,
    ),  # FM16
    (
        "faireval-scoring",
        "Evaluation evidence: Assistant 1 is accurate. Assistant 2 makes a factual error.\nMistakes: Assistant 2 says Mount Everest is in Peru.\nScore of the Assistant 1: 9\nScore of the Assistant 2: 3",
        "stop",
        0,
        "A",
    ),  # FM18
    ("llmbar-vanilla", "Issues: Output (a) ignores the word limit.\nOutput (b)", "stop", 0, "B"),  # FM19
    (
        "arena-hard",
        "Assistant A's code is correct and handles the edge cases; Assistant B's has a bug.\n\nAssistant A is significantly better: [[A>>B]]",
        "stop",
        0,
        "A",
    ),  # O01
    (
        "arena-hard",
        "Assistant A's code is correct and handles the edge cases; Assistant B's has a bug.\n\n**Assistant A is significantly better: [[A>>B]]**",
        "stop",
        0,
        "A",
    ),  # O04
    (
        "arena-hard-creative-writing",
        "Assistant B's poem is more vivid and follows the requested meter.\n\nAssistant B is significantly better: [[B>>A]]",
        "stop",
        0,
        "B",
    ),  # O07
    ("mt-bench-single-v1", "The essay is persuasive.\nIssues: a few typos.\n\nRating: [[8]]", "stop", 0, 8.0),  # FN05
    (
        "arena-hard",
        "Mistakes: Assistant B claims HTTP is stateful, which is wrong.\n\nMy final verdict is: [[A>B]]",
        "stop",
        0,
        "A",
    ),  # FO02
    (
        "arena-hard",
        "Omitted details: neither assistant mentions HTTPS.\n\nMy final verdict is: [[A>B]]",
        "stop",
        0,
        "A",
    ),  # FO05
    (
        "mt-bench-pairwise",
        "Factual errors: Assistant B says the Moon has an atmosphere like Earth's.\n\n[[A]]",
        "stop",
        0,
        "A",
    ),  # FO08
    (
        "mt-bench-pairwise",
        "Hallucination: Assistant B invents a study from 2019 that does not exist.\n\n[[A]]",
        "stop",
        0,
        "A",
    ),  # FO09
    (
        "mt-bench-pairwise",
        "Assistant A is accurate.\nProblems: Assistant B's code does not handle empty input.\n\n[[A]]",
        "stop",
        0,
        "A",
    ),  # FO10
    (
        "mt-bench-single-math-v1",
        "The assistant's final answer of 15 does not match the reference answer of 16.\nErrors: in the second step, the assistant adds 7 + 8 and gets 14.\n\nRating: [[3]]",
        "stop",
        0,
        3.0,
    ),  # FO11
    (
        "mt-bench-single-v1-multi-turn",
        "The second answer follows the user's request well.\nFlaws: it is slightly repetitive.\n\nRating: [[8]]",
        "stop",
        0,
        8.0,
    ),  # FO13
    (
        "mt-bench-single-math-v1-multi-turn",
        "For the second question, the assistant's answer is 20 while the reference is 24.\nError: the assistant forgot to multiply by 2 in the last step.\n\nRating: [[3]]",
        "stop",
        0,
        3.0,
    ),  # FO14
    (
        "prometheus-absolute-noref",
        "The response addresses the instruction but has minor weaknesses.\nIssues: the second paragraph repeats the first.\n[RESULT] 4",
        "stop",
        0,
        4.0,
    ),  # FO15
    (
        "prometheus-absolute",
        "The response matches the reference answer closely.\nMissing information: it does not mention the 1945 date given in the reference.\n[RESULT] 4",
        "stop",
        0,
        4.0,
    ),  # FO16
    (
        "faireval-scoring",
        "Evaluation evidence: Both answers are helpful. Assistant 2 is more detailed.\nIssues: Assistant 1 does not give examples.\n\nScore of the Assistant 1: 7\nScore of the Assistant 2: 9",
        "stop",
        0,
        "B",
    ),  # FO18
    ("llmbar-vanilla", "Bugs: Output (b) never returns a value.\nOutput (a)", "stop", 0, "A"),  # FO19
    (
        "mt-bench-pair-math-v1",
        "The reference answer is 24. Assistant A gets 24. Assistant B gets 20.\nMistake: Assistant B forgets to multiply by 2.\n\n[[A]]",
        "stop",
        0,
        "A",
    ),  # FO21
    (
        "mt-bench-pair-math-v1-multi-turn",
        "For the second question, Assistant A's answer matches the reference (12), while Assistant B's answer is 10.\nError: Assistant B subtracts instead of adding.\n\n[[A]]",
        "stop",
        0,
        "A",
    ),  # FO22
    (
        "mt-bench-pair-v2-multi-turn",
        "For the follow-up, Assistant B follows the instruction to use bullet points; Assistant A does not.\nIssue: Assistant A writes a paragraph instead.\n\n[[B]]",
        "stop",
        0,
        "B",
    ),  # FO23
    (
        "mt-bench-single-math-v1",
        "The assistant's answer is 8, matching the reference.\nErrors: none.\n\nRating: [[10]]",
        "length",
        0,
        10.0,
    ),  # N15
    (
        "mt-bench-pairwise",
        "Assistant A is correct.\nProblems: Assistant B's code does not handle empty input.\n\n[[A]]",
        "length",
        0,
        "A",
    ),  # N16
    (
        "faireval-scoring",
        "Evaluation evidence: Both assistants provided informative, accurate responses to the user's question. Both assistants made note of the nutrition, absorption, health effects, and sustainability of both plant and animal-based proteins. However, Assistant 2 went further in detail with additional points on ethical considerations and cost, which adds to the depth of the understanding when considering the differences. They both seemed to do a good job at answering the question, but Assistant 2 seemed to go more in-depth which can be more helpful.\nMissing information: Assistant 1 does not give a concrete example.\nScore of the Assistant 1: 8\nScore of the Assistant 2: 10",
        "stop",
        0,
        "B",
    ),  # RV04
    (
        "pairwise-verdict",
        "Both assistants provided informative, accurate responses to the user's question. Both assistants made note of the nutrition, absorption, health effects, and sustainability of both plant and animal-based proteins. However, Assistant B went further in detail with additional points on ethical considerations and cost, which adds to the depth of the understanding when considering the differences. They both seemed to do a good job at answering the question, but Assistant B seemed to go more in-depth which can be more helpful.\n\nIssues: Assistant A's answer is less specific.\n\n[[B]]",
        "stop",
        0,
        "B",
    ),  # RV05
    (
        "faireval-scoring",
        "Evaluation evidence: Both Assistant 1 and Assistant 2 provided accurate and relevant answers to the question asked. They both addressed the influence of social media on news consumption and the spread of misinformation. Assistant 1 offered a concise response that outlines the significant role of social media and its implications. This assistant also stressed the consequences and responsibilities of social media platforms regarding misinformation. Assistant 2, on the other hand, shared a more detailed response by enumerating particular ways in which social media influences news consumption, including personalisation, virality, amplification, filter bubbles, and confirmation bias. Assistant 2 also mentioned the lack of fact-checking as a factor contributing to the spread of misinformation. Therefore, Assistant 2's answer was more comprehensive due to the specific points covered.\nMissing information: Assistant 1 does not give a concrete example.\nScore of the Assistant 1: 7\nScore of the Assistant 2: 10",
        "stop",
        0,
        "B",
    ),  # RV09
    (
        "pairwise-verdict",
        "Both Assistant A and Assistant B provided accurate and relevant answers to the question asked. They both addressed the influence of social media on news consumption and the spread of misinformation. Assistant A offered a concise response that outlines the significant role of social media and its implications. This assistant also stressed the consequences and responsibilities of social media platforms regarding misinformation. Assistant B, on the other hand, shared a more detailed response by enumerating particular ways in which social media influences news consumption, including personalisation, virality, amplification, filter bubbles, and confirmation bias. Assistant B also mentioned the lack of fact-checking as a factor contributing to the spread of misinformation. Therefore, Assistant B's answer was more comprehensive due to the specific points covered.\n\nIssues: Assistant A's answer is less specific.\n\n[[B]]",
        "stop",
        0,
        "B",
    ),  # RV10
    (
        "faireval-scoring",
        "Evaluation evidence: Both assistant 1 and 2 have provided relevant and helpful responses to the question on how they would explain their origin story to a child as a superhero. Assistant 1 chooses a relatable and full of encouragement narrative, highlighting that anyone can be a hero, which can resonate well with a child's understanding. Assistant 2, on the other hand, gives a detailed background on its creation as an AI superhero, emphasizing its built-in advanced technology and moral compass. Both responses were imaginative, but Assistant 2's response was a bit more detailed and informative, providing more about its capabilities.\nMissing information: Assistant 1 does not give a concrete example.\nScore of the Assistant 1: 9\nScore of the Assistant 2: 10",
        "stop",
        0,
        "B",
    ),  # RV14
    (
        "pairwise-verdict",
        "Both assistant 1 and 2 have provided relevant and helpful responses to the question on how they would explain their origin story to a child as a superhero. Assistant A chooses a relatable and full of encouragement narrative, highlighting that anyone can be a hero, which can resonate well with a child's understanding. Assistant B, on the other hand, gives a detailed background on its creation as an AI superhero, emphasizing its built-in advanced technology and moral compass. Both responses were imaginative, but Assistant B's response was a bit more detailed and informative, providing more about its capabilities.\n\nIssues: Assistant A's answer is less specific.\n\n[[B]]",
        "stop",
        0,
        "B",
    ),  # RV15
    (
        "faireval-scoring",
        "Evaluation evidence: Both assistants provided a detailed answer to the question. Assistant 1 took into account the weight of a grain of salt and used Avogadro's number to estimate the number of atoms. The assistant also explained each step of the calculation process making it easy to follow and understand. Assistant 2, on the other hand, assumed the size of a grain of salt and calculated the volume to estimate the number of atoms. While this approach tried taking into account a different perspective, it did not consider that salt is a compound of sodium and chlorine making the calculation process less accurate. The compound nature of table salt is an important detail that significantly affects the total number of atoms in a grain, and the neglecting of this fact in Assistant 2's response reduces the accuracy of the estimate.\nMissing information: Assistant 2 does not give a concrete example.\nScore of the Assistant 1: 10\nScore of the Assistant 2: 7",
        "stop",
        0,
        "A",
    ),  # RV19
    (
        "pairwise-verdict",
        "Both assistants provided a detailed answer to the question. Assistant A took into account the weight of a grain of salt and used Avogadro's number to estimate the number of atoms. The assistant also explained each step of the calculation process making it easy to follow and understand. Assistant B, on the other hand, assumed the size of a grain of salt and calculated the volume to estimate the number of atoms. While this approach tried taking into account a different perspective, it did not consider that salt is a compound of sodium and chlorine making the calculation process less accurate. The compound nature of table salt is an important detail that significantly affects the total number of atoms in a grain, and the neglecting of this fact in Assistant B's response reduces the accuracy of the estimate.\n\nIssues: Assistant B's answer is less specific.\n\n[[A]]",
        "stop",
        0,
        "A",
    ),  # RV20
    (
        "faireval-scoring",
        "Evaluation evidence: Both assistants answered the question well by providing an understandable explanation for why it would be impossible to count all the pages of every book ever written. They both used estimates and assumptions to calculate the total number of pages. However, Assistant 1 was more specific by mentioning a source for average book length and estimating the number of books ever written to be about 500 million. Assistant 2, on the other hand, underestimated the total number of books ever written as being only 13 million, which lowers the estimated total number of pages significantly.\nMissing information: Assistant 2 does not give a concrete example.\nScore of the Assistant 1: 10\nScore of the Assistant 2: 7",
        "stop",
        0,
        "A",
    ),  # RV24
    (
        "pairwise-verdict",
        "Both assistants answered the question well by providing an understandable explanation for why it would be impossible to count all the pages of every book ever written. They both used estimates and assumptions to calculate the total number of pages. However, Assistant A was more specific by mentioning a source for average book length and estimating the number of books ever written to be about 500 million. Assistant B, on the other hand, underestimated the total number of books ever written as being only 13 million, which lowers the estimated total number of pages significantly.\n\nIssues: Assistant B's answer is less specific.\n\n[[A]]",
        "stop",
        0,
        "A",
    ),  # RV25
    (
        "faireval-scoring",
        "Evaluation evidence: Both Assistant 1 and Assistant 2 provide informed and detailed responses to the hypothetical question about Vincent van Gogh being a successful artist during his lifetime. The answers are largely speculative yet plausible, taking into account Van Gogh's complex personal circumstances, professional struggles, and his posthumous recognition. They also highlight how success might have influenced Van Gogh's personal life, artistic output, and potential impact on fellow contemporary artists or art history in general. However, a key difference lies in Assistant 1's inclusion of a more diverse range of potential impacts on Van Gogh's quality of life, such as his financial stability, mental health care, and artistic satisfaction, although Assistant 2 emphasizes the possible pressure and scrutiny which comes with fame. In terms of accuracy, both provide generally correct historical background information about Van Gogh; still, Assistant 1's response is more nuanced and comprehensive.\nMissing information: Assistant 2 does not give a concrete example.\nScore of the Assistant 1: 9\nScore of the Assistant 2: 8",
        "stop",
        0,
        "A",
    ),  # RV29
    (
        "pairwise-verdict",
        "Both Assistant A and Assistant B provide informed and detailed responses to the hypothetical question about Vincent van Gogh being a successful artist during his lifetime. The answers are largely speculative yet plausible, taking into account Van Gogh's complex personal circumstances, professional struggles, and his posthumous recognition. They also highlight how success might have influenced Van Gogh's personal life, artistic output, and potential impact on fellow contemporary artists or art history in general. However, a key difference lies in Assistant A's inclusion of a more diverse range of potential impacts on Van Gogh's quality of life, such as his financial stability, mental health care, and artistic satisfaction, although Assistant B emphasizes the possible pressure and scrutiny which comes with fame. In terms of accuracy, both provide generally correct historical background information about Van Gogh; still, Assistant A's response is more nuanced and comprehensive.\n\nIssues: Assistant B's answer is less specific.\n\n[[A]]",
        "stop",
        0,
        "A",
    ),  # RV30
]

KEPT = [
    ("arena-hard", "My final verdict is Assistant A is slightly better: [[A>B]]", "A"),
    ("arena-hard", "Both are correct.\n\nMy final verdict is: Tie, relatively the same: [[A=B]]", "tie"),
    ("arena-hard", "Assistant B's poem follows the meter.\n\nAssistant B is significantly better: [[B>>A]]", "B"),
    ("pairwise-verdict", "Final verdict: [[A]]", "A"),
    ("pairwise-verdict", "Based on the above evaluation, my final verdict is: [[B]]", "B"),
    ("pairwise-verdict", "Both are relevant. Therefore, I would rate them as follows:\n\n[[A]]", "A"),
    ("pairwise-verdict", "Missing information: none.\n\n[[A]]", "A"),
    ("pairwise-verdict", "I choose [[B]]", "B"),
    ("pairwise-verdict", "Since A is correct and B is not, [[A]]", "A"),
    ("pairwise-verdict", "Rather than name the weaker response, I pick the better one: [[A]]", "A"),
    ("pairwise-verdict", "Overall, [[A]]", "A"),
    ("pairwise-verdict", "Fewer errors: [[A]]", "ambiguous"),  # a fault word: refused on purpose
    ("llmbar-vanilla", "Output (a) ignores the word limit. Therefore, the better output is:\nOutput (b)", "B"),
    ("mt-bench-single-v1", "The answer is correct and complete.\n\nRating: [[9]]", 9.0),
    ("mt-bench-single-v1", "Overall rating: [[8]]", 8.0),
    ("mt-bench-single-v1", "The answer explains golf well. Rating: [[8]]", 8.0),
    ("mt-bench-single-v1", "On a scale of 1 to 10,\nRating: [[4]]", 4.0),
    ("prometheus-absolute", "Feedback: The response is fine but could be better [RESULT] 3", 3.0),
    ("faireval-vanilla", "10 2\n10 2", "A"),  # a small model repeating its line gives no second pair
    ("faireval-vanilla", "9 7\nAssistant 1 is more detailed. It lists 2 of the 3 causes.", "A"),
    ("faireval-vanilla", "9 7\nAssistant 1 provides more detail. Number of examples: Assistant 1 gives 3.", "A"),
    ("reward-model", '{"score_1": 4.0, "score_2": 2.0}', "A"),
    ("reward-model", '{"score_1": 4.0, "score_2": 2.0, "error": null}', "A"),
    ("reward-model", '{"score_1": 2.0, "score_2": 4.0, "explanation": "Response 2 is more complete."}', "B"),
]


# adversarial pass 82 and false-failure pass 82f (on 5446d69, the first state of version 82)
REFUSED_82 = [
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nBetter at nothing: [[A]]",
        "stop",
        0,
    ),  # BA001
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nBest at nothing: [[A]]",
        "stop",
        0,
    ),  # BA002
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nHelpful in nothing: [[A]]",
        "stop",
        0,
    ),  # BA003
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nCorrect in nothing: [[A]]",
        "stop",
        0,
    ),  # BA004
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nSuperior in nothing: [[A]]",
        "stop",
        0,
    ),  # BA005
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nCorrect on nothing: [[A]]",
        "stop",
        0,
    ),  # BA006
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nBetter for nothing: [[A]]",
        "stop",
        0,
    ),  # BA007
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nWhich is better in no aspects? [[A]]",
        "stop",
        0,
    ),  # BA008
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nWhich one has no strengths? [[A]]",
        "stop",
        0,
    ),  # BA009
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nWhich has no correct answers? [[A]]",
        "stop",
        0,
    ),  # BA010
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nWhich has no relevant detail? [[A]]",
        "stop",
        0,
    ),  # BA011
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nThe one with weaknesses in all aspects: [[A]]",
        "stop",
        0,
    ),  # BA012
    (
        "mt-bench-pairwise",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nBetter at nothing: [[A]]",
        "stop",
        0,
    ),  # BA013
    (
        "arena-hard",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nWhich one has no strengths? [[A>B]]",
        "stop",
        0,
    ),  # BA014
    (
        "arena-hard",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nBetter at nothing: [[A>>B]]",
        "stop",
        0,
    ),  # BA015
    (
        "llmbar-vanilla",
        "Output (a)'s answer contains two factual errors and ignores the second half of the question. Output (b) answers every part correctly.\n\nBetter at nothing:\nOutput (a)",
        "stop",
        0,
    ),  # BA016
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nBetter at nothing: [[A]]",
        "length",
        0,
    ),  # BA017
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nBetter at nothing: [[A]]",
        "stop",
        5,
    ),  # BA018
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nWhich has no correct answers? [[A]]",
        "stop",
        5,
    ),  # BA019
    (
        "arena-hard",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nBetter at nothing: [[A>B]]",
        "stop",
        7,
    ),  # BA020
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nFewer correct answers: [[A]]",
        "stop",
        0,
    ),  # BA021
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nFewest correct answers: [[A]]",
        "stop",
        0,
    ),  # BA022
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nFewest correct responses: [[A]]",
        "stop",
        0,
    ),  # BA023
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nFewer accurate answers: [[A]]",
        "stop",
        0,
    ),  # BA024
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nWhich has fewer correct answers? [[A]]",
        "stop",
        0,
    ),  # BA025
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nWhich passes fewer? [[A]]",
        "stop",
        0,
    ),  # BA026
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nWhich one misses more? [[A]]",
        "stop",
        0,
    ),  # BA027
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nWhich misses the question? [[A]]",
        "stop",
        0,
    ),  # BA028
    (
        "arena-hard",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nFewer correct answers: [[A>B]]",
        "stop",
        0,
    ),  # BA029
    (
        "arena-hard",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nWhich has fewer correct answers? [[A>>B]]",
        "stop",
        0,
    ),  # BA030
    ("llmbar-vanilla", "Fewer correct answers:\nOutput (a)", "stop", 0),  # BA031
    (
        "mt-bench-pairwise",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nFewest correct answers: [[A]]",
        "length",
        0,
    ),  # BA032
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nFewer correct answers: [[A]]",
        "stop",
        5,
    ),  # BA033
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nBelow B: [[A]]",
        "stop",
        0,
    ),  # BA034
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nRanked below B: [[A]]",
        "stop",
        0,
    ),  # BA035
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nRated below B: [[A]]",
        "stop",
        0,
    ),  # BA036
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nBelow Assistant B: [[A]]",
        "stop",
        0,
    ),  # BA037
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nOne rank below B: [[A]]",
        "stop",
        0,
    ),  # BA038
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nRated below B: [[A]]",
        "stop",
        5,
    ),  # BA039
    (
        "arena-hard",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nRated below B: [[A>B]]",
        "stop",
        7,
    ),  # BA040
    ("llmbar-vanilla", "Rated below Output (b):\nOutput (a)", "stop", 11),  # BA041
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nI rank B above [[A]]",
        "stop",
        0,
    ),  # BA042
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nI rank B above [[A]]",
        "stop",
        5,
    ),  # BA043
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nNeeds the most revision\n[[A]]",
        "stop",
        0,
    ),  # BA044
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nNeeds the most revision:\n---\n[[A]]",
        "stop",
        0,
    ),  # BA045
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nNeeds the most revision: (see above) [[A]]",
        "stop",
        0,
    ),  # BA046
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nNeeds the most revision: see [[A]]",
        "stop",
        0,
    ),  # BA048
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nNeeds the most revision: **Assistant** [[A]]",
        "stop",
        0,
    ),  # BA049
    (
        "arena-hard",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nNeeds the most revision\n[[A>>B]]",
        "stop",
        0,
    ),  # BA058
    ("llmbar-vanilla", "Needs the most revision\nOutput (a)", "stop", 0),  # BA059
    ("llmbar-vanilla", "Needs the most revision:\n---\nOutput (a)", "stop", 0),  # BA060
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nI would not go with [[A]]",
        "stop",
        5,
    ),  # BA062
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nI would not pick [[A]]",
        "stop",
        5,
    ),  # BA063
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nI would never pick [[A]]",
        "stop",
        5,
    ),  # BA064
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nI would not choose [[A]]",
        "stop",
        5,
    ),  # BA065
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nI'd not vote for [[A]]",
        "stop",
        5,
    ),  # BA066
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nIt would be a mistake to pick [[A]]",
        "stop",
        5,
    ),  # BA067
    (
        "arena-hard",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nMy final verdict: I would not pick [[A>B]]",
        "stop",
        7,
    ),  # BA068
    (
        "mt-bench-pairwise",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nI would never pick [[A]]",
        "length",
        5,
    ),  # BA069
    (
        "pairwise-verdict",
        "Assistant A's code runs. Assistant B's code does not run: it has an off-by-one error.\n\nOnce corrected: [[B]]",
        "stop",
        0,
    ),  # NV001
    (
        "pairwise-verdict",
        "Assistant A's code runs. Assistant B's code does not run: it has an off-by-one error.\n\nAfter fixes: [[B]]",
        "stop",
        0,
    ),  # NV002
    (
        "pairwise-verdict",
        "Assistant A's code runs. Assistant B's code does not run: it has an off-by-one error.\n\nOnce revised: [[B]]",
        "stop",
        0,
    ),  # NV003
    (
        "pairwise-verdict",
        "Assistant A's code runs. Assistant B's code does not run: it has an off-by-one error.\n\nWith fixes: [[B]]",
        "stop",
        0,
    ),  # NV004
    (
        "pairwise-verdict",
        "Assistant A's code runs. Assistant B's code does not run: it has an off-by-one error.\n\nWhen corrected: [[B]]",
        "stop",
        0,
    ),  # NV005
    (
        "pairwise-verdict",
        "Assistant A's code runs. Assistant B's code does not run: it has an off-by-one error.\n\nAfter B fixes its error: [[B]]",
        "stop",
        0,
    ),  # NV006
    (
        "pairwise-verdict",
        "Assistant A's code runs. Assistant B's code does not run: it has an off-by-one error.\n\nOnce corrected, better: [[B]]",
        "stop",
        0,
    ),  # NV007
    (
        "arena-hard",
        "Assistant A's code runs. Assistant B's code does not run: it has an off-by-one error.\n\nMy final verdict once corrected: [[B>A]]",
        "stop",
        0,
    ),  # NV008
    (
        "arena-hard",
        "Assistant A's code runs. Assistant B's code does not run: it has an off-by-one error.\n\nMy final verdict, after fixes: [[B>A]]",
        "stop",
        0,
    ),  # NV009
    (
        "pairwise-verdict",
        "Assistant A's code runs. Assistant B's code does not run: it has an off-by-one error.\n\nOnce corrected, I would pick [[B]]",
        "stop",
        5,
    ),  # NV011
    (
        "pairwise-verdict",
        "Assistant A's code runs. Assistant B's code does not run: it has an off-by-one error.\n\nOnce corrected: [[B]]",
        "stop",
        5,
    ),  # NV012
    (
        "arena-hard",
        "Assistant A's code runs. Assistant B's code does not run: it has an off-by-one error.\n\nMy final verdict once corrected: [[B>A]]",
        "stop",
        7,
    ),  # NV013
    (
        "pairwise-verdict",
        "Assistant A's code runs. Assistant B's code does not run: it has an off-by-one error.\n\nAfter fixes: [[B]]",
        "length",
        0,
    ),  # NV014
    (
        "mt-bench-single-v1",
        "The code has an off-by-one error and fails on empty input.\n\nScore after fixes: [[9]]",
        "stop",
        0,
    ),  # NV015
    (
        "mt-bench-single-v1",
        "The code has an off-by-one error and fails on empty input.\n\nRating once corrected: [[9]]",
        "stop",
        0,
    ),  # NV016
    (
        "mt-bench-single-v1",
        "The code has an off-by-one error and fails on empty input.\n\nRating when corrected: [[9]]",
        "stop",
        0,
    ),  # NV017
    (
        "mt-bench-single-v1",
        "The code has an off-by-one error and fails on empty input.\n\nRating once it passes the test: [[9]]",
        "stop",
        0,
    ),  # NV018
    (
        "mt-bench-single-v1",
        "The code has an off-by-one error and fails on empty input.\n\nRating with fixes: [[9]]",
        "stop",
        0,
    ),  # NV019
    (
        "mt-bench-single-v1",
        "The code has an off-by-one error and fails on empty input.\n\nScore after fixes: [[9]]",
        "length",
        0,
    ),  # NV020
    (
        "mt-bench-single-v1",
        "The code has an off-by-one error and fails on empty input.\n\nRating once corrected: [[9]]",
        "stop",
        5,
    ),  # NV021
    (
        "mt-bench-single-v1",
        "The code has an off-by-one error and fails on empty input.\n\nOnce corrected it would get [[9]]",
        "stop",
        5,
    ),  # NV022
    (
        "prometheus-absolute",
        "Feedback: The response misses two required steps.\nScore once corrected: [RESULT] 5",
        "stop",
        0,
    ),  # NV023
    (
        "prometheus-absolute",
        "Feedback: The response misses two required steps.\nScore after fixes: [RESULT] 5",
        "stop",
        0,
    ),  # NV024
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nThe user would pick [[A]]",
        "stop",
        5,
    ),  # NV030
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nThe user would choose [[A]]",
        "stop",
        5,
    ),  # NV031
    (
        "pairwise-verdict",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nAssistant B would say [[A]]",
        "stop",
        5,
    ),  # NV032
    (
        "arena-hard",
        "Assistant A's answer contains two factual errors and ignores the second half of the question. Assistant B answers every part correctly.\n\nThe user would pick [[A>B]]",
        "stop",
        7,
    ),  # NV033
    ("llmbar-vanilla", "The user would pick:\nOutput (a)", "stop", 11),  # NV034
    (
        "mt-bench-single-v1",
        "The code has an off-by-one error and fails on empty input.\n\nThe user would give [[9]]",
        "stop",
        5,
    ),  # NV035
    (
        "mt-bench-single-v1",
        "The code has an off-by-one error and fails on empty input.\n\nIt would not get [[9]]",
        "stop",
        5,
    ),  # NV036
    (
        "mt-bench-single-v1",
        "The code has an off-by-one error and fails on empty input.\n\nIt would not get [[9]]",
        "length",
        5,
    ),  # NV037
    (
        "faireval-scoring",
        "Scores the reference would get:\nScore of the Assistant 1: 10\nScore of the Assistant 2: 10",
        "stop",
        0,
    ),  # NV038
    ("mt-bench-single-v1", "The code passes seven of the ten tests.\nTest passes: [[7]]", "stop", 0),  # NV039
    ("mt-bench-single-v1", "The code passes 7 of the 10 unit tests.\nPasses: [[7]]", "stop", 0),  # NV040
    ("mt-bench-single-v1", "The code passes 7 of the 10 unit tests.\nTotal passes: [[7]]", "stop", 0),  # NV041
    ("prometheus-absolute", "Feedback: The code passes three tests.\nTest passes: [RESULT] 3", "stop", 0),  # NV043
    (
        "prometheus-absolute",
        "Feedback: The response is the weakest of the batch.\nRank: [RESULT] 1",
        "stop",
        0,
    ),  # NV044
    ("pairwise-verdict", "Nothing decided: [[C]]", "stop", 0),  # NV047
    ("pairwise-verdict", "I decide nothing: [[C]]", "stop", 0),  # NV048
    ("mt-bench-single-v1", "Score out of five: [[4]]", "stop", 0),  # WV001
    ("mt-bench-single-v1", "Rating out of five: [[4]]", "stop", 0),  # WV002
    ("mt-bench-single-v1", "Score 1-5: [[4]]", "stop", 0),  # WV003
    ("mt-bench-single-v1", "Grade out of five: [[5]]", "stop", 0),  # WV004
    ("mt-bench-single-v1", "Rating 1-5: [[4]]", "stop", 0),  # WV005
    (
        "mt-bench-single-math-v1",
        "The answer is right but the steps are thin.\nScore out of five: [[2]]",
        "stop",
        0,
    ),  # WV006
    ("prometheus-absolute", "Feedback: The response is accurate.\nScore out of ten: [RESULT] 4", "stop", 0),  # WV007
    ("prometheus-absolute", "Feedback: The response is accurate.\nRating out of ten: [RESULT] 4", "stop", 0),  # WV008
    ("prometheus-absolute", "Feedback: The response is fine.\nScore 1-10: [RESULT] 4", "stop", 0),  # WV009
    ("mt-bench-single-v1", "Score out of five: [[4]]", "length", 0),  # WV011
]
READ_82 = [
    ("pairwise-verdict", "Clear winner: [[A]]", "stop", 0, "A"),  # FF001
    ("pairwise-verdict", "More useful: [[B]]", "stop", 0, "B"),  # FF002
    ("pairwise-verdict", "More informative: [[A]]", "stop", 0, "A"),  # FF003
    ("pairwise-verdict", "Most thorough: [[B]]", "stop", 0, "B"),  # FF004
    ("pairwise-verdict", "My recommendation: [[A]]", "stop", 0, "A"),  # FF005
    ("pairwise-verdict", "Recommended: [[B]]", "stop", 0, "B"),  # FF006
    ("pairwise-verdict", "Preferable response: [[A]]", "stop", 0, "A"),  # FF007
    ("pairwise-verdict", "Clearer and more precise answer: [[B]]", "stop", 0, "B"),  # FF008
    ("arena-hard", "Clear winner: [[B>>A]]", "stop", 0, "B"),  # FF009
    ("llmbar-vanilla", "More useful:\nOutput (b)", "stop", 0, "B"),  # FF010
    ("mt-bench-single-v1", "Overall impression: [[8]]", "stop", 0, 8.0),  # FF011
    ("mt-bench-single-v1", "Holistic rating: [[7]]", "stop", 0, 7.0),  # FF012
    (
        "prometheus-absolute",
        "Feedback: Accurate and complete.\nOverall impression: [RESULT] 5",
        "stop",
        0,
        5.0,
    ),  # FF013
    (
        "mt-bench-pairwise",
        "Both assistants write a Python function to reverse a linked list. Assistant A's loop loses the reference to the next node, so it only returns the head. Assistant B's iterative version is correct, runs in O(n) and includes a short test.\n\nTo sum up: [[B]]",
        "stop",
        0,
        "B",
    ),  # L01
    (
        "pairwise-verdict",
        "Assistant A lists the three main causes of the First World War but dates the assassination of Archduke Franz Ferdinand to 1915, which is wrong (it was June 1914). Assistant B gives the same causes with the correct date and explains the alliance system more clearly.\n\nIn a nutshell: [[B]]",
        "stop",
        0,
        "B",
    ),  # L02
    (
        "mt-bench-pairwise",
        "Assistant A lists the three main causes of the First World War but dates the assassination of Archduke Franz Ferdinand to 1915, which is wrong (it was June 1914). Assistant B gives the same causes with the correct date and explains the alliance system more clearly.\n\n**TL;DR:** [[B]]",
        "stop",
        0,
        "B",
    ),  # L03
    (
        "pairwise-verdict",
        "Both assistants write a Python function to reverse a linked list. Assistant A's loop loses the reference to the next node, so it only returns the head. Assistant B's iterative version is correct, runs in O(n) and includes a short test.\n\n**Outcome:** [[B]]",
        "stop",
        0,
        "B",
    ),  # L04
    (
        "mt-bench-pairwise",
        "Assistant A lists the three main causes of the First World War but dates the assassination of Archduke Franz Ferdinand to 1915, which is wrong (it was June 1914). Assistant B gives the same causes with the correct date and explains the alliance system more clearly.\n\nRecommendation: [[B]]",
        "stop",
        0,
        "B",
    ),  # L05
    (
        "pairwise-verdict",
        "Assistant A lists the three main causes of the First World War but dates the assassination of Archduke Franz Ferdinand to 1915, which is wrong (it was June 1914). Assistant B gives the same causes with the correct date and explains the alliance system more clearly.\n\n**Final Thoughts:** [[B]]",
        "stop",
        0,
        "B",
    ),  # L06
    (
        "mt-bench-pairwise",
        "Both assistants write a Python function to reverse a linked list. Assistant A's loop loses the reference to the next node, so it only returns the head. Assistant B's iterative version is correct, runs in O(n) and includes a short test.\n\nClear winner: [[B]]",
        "stop",
        0,
        "B",
    ),  # L07
    (
        "pairwise-verdict",
        "Assistant A lists the three main causes of the First World War but dates the assassination of Archduke Franz Ferdinand to 1915, which is wrong (it was June 1914). Assistant B gives the same causes with the correct date and explains the alliance system more clearly.\n\nMy call: [[B]]",
        "stop",
        0,
        "B",
    ),  # L08
    (
        "mt-bench-pairwise",
        "Assistant A lists the three main causes of the First World War but dates the assassination of Archduke Franz Ferdinand to 1915, which is wrong (it was June 1914). Assistant B gives the same causes with the correct date and explains the alliance system more clearly.\n\n**Key takeaway:** [[B]]",
        "stop",
        0,
        "B",
    ),  # L09
    (
        "pairwise-verdict",
        "Both assistants write a Python function to reverse a linked list. Assistant A's loop loses the reference to the next node, so it only returns the head. Assistant B's iterative version is correct, runs in O(n) and includes a short test.\n\nFinal determination: [[B]]",
        "stop",
        0,
        "B",
    ),  # L10
    (
        "mt-bench-pairwise",
        "Assistant A lists the three main causes of the First World War but dates the assassination of Archduke Franz Ferdinand to 1915, which is wrong (it was June 1914). Assistant B gives the same causes with the correct date and explains the alliance system more clearly.\n\nUpon review: [[B]]",
        "stop",
        0,
        "B",
    ),  # L11
    (
        "pairwise-verdict",
        "Assistant A lists the three main causes of the First World War but dates the assassination of Archduke Franz Ferdinand to 1915, which is wrong (it was June 1914). Assistant B gives the same causes with the correct date and explains the alliance system more clearly.\n\nThe more useful answer: [[B]]",
        "stop",
        0,
        "B",
    ),  # L12
    (
        "mt-bench-pairwise",
        "Both assistants write a Python function to reverse a linked list. Assistant A's loop loses the reference to the next node, so it only returns the head. Assistant B's iterative version is correct, runs in O(n) and includes a short test.\n\nThe more appropriate response: [[B]]",
        "stop",
        0,
        "B",
    ),  # L13
    (
        "pairwise-verdict",
        "Assistant A lists the three main causes of the First World War but dates the assassination of Archduke Franz Ferdinand to 1915, which is wrong (it was June 1914). Assistant B gives the same causes with the correct date and explains the alliance system more clearly.\n\nWhich response is more useful? [[B]]",
        "stop",
        0,
        "B",
    ),  # L14
    (
        "mt-bench-pairwise",
        "Assistant A lists the three main causes of the First World War but dates the assassination of Archduke Franz Ferdinand to 1915, which is wrong (it was June 1914). Assistant B gives the same causes with the correct date and explains the alliance system more clearly.\n\nWhich assistant answered the question better? [[B]]",
        "stop",
        0,
        "B",
    ),  # L15
    (
        "pairwise-verdict",
        "Both assistants write a Python function to reverse a linked list. Assistant A's loop loses the reference to the next node, so it only returns the head. Assistant B's iterative version is correct, runs in O(n) and includes a short test.\n\nWho answered better? [[B]]",
        "stop",
        0,
        "B",
    ),  # L16
    (
        "mt-bench-pairwise",
        "Assistant A lists the three main causes of the First World War but dates the assassination of Archduke Franz Ferdinand to 1915, which is wrong (it was June 1914). Assistant B gives the same causes with the correct date and explains the alliance system more clearly.\n\nWhich assistant did a better job? [[B]]",
        "stop",
        0,
        "B",
    ),  # L17
    (
        "pairwise-verdict",
        "Assistant A lists the three main causes of the First World War but dates the assassination of Archduke Franz Ferdinand to 1915, which is wrong (it was June 1914). Assistant B gives the same causes with the correct date and explains the alliance system more clearly.\n\n**Evaluation outcome:** [[B]]",
        "stop",
        0,
        "B",
    ),  # L18
    (
        "mt-bench-pairwise",
        "Both assistants write a Python function to reverse a linked list. Assistant A's loop loses the reference to the next node, so it only returns the head. Assistant B's iterative version is correct, runs in O(n) and includes a short test.\n\nFinal ranking: [[B]]",
        "stop",
        0,
        "B",
    ),  # L19
    (
        "mt-bench-pair-math-v1",
        "The reference answer is 42. Assistant A computes 6 * 7 = 42 and explains the steps. Assistant B writes 6 * 7 = 48, which is incorrect.\n\nVerdict based on correctness and helpfulness: [[A]]",
        "stop",
        0,
        "A",
    ),  # L20
    (
        "mt-bench-pair-v2-multi-turn",
        "For the second question the user asked to rewrite the poem as a limerick. Assistant A keeps the AABBA rhyme scheme in five lines; Assistant B writes six lines and loses the rhyme in the last one.\n\nWhich assistant handled the follow-up better? [[A]]",
        "stop",
        0,
        "A",
    ),  # L21
    (
        "mt-bench-pairwise",
        "Assistant A lists the three main causes of the First World War but dates the assassination of Archduke Franz Ferdinand to 1915, which is wrong (it was June 1914). Assistant B gives the same causes with the correct date and explains the alliance system more clearly.\n\n### Summary\nAssistant B is accurate; Assistant A misdates the assassination.\n\n**Net result:** [[B]]",
        "stop",
        0,
        "B",
    ),  # L23
    (
        "pairwise-verdict",
        "Both assistants write a Python function to reverse a linked list. Assistant A's loop loses the reference to the next node, so it only returns the head. Assistant B's iterative version is correct, runs in O(n) and includes a short test.\n\nThe edge goes to: [[B]]",
        "stop",
        0,
        "B",
    ),  # L24
    (
        "llmbar-vanilla",
        "Output (b) follows the instruction to answer in exactly three bullet points; Output (a) writes a paragraph.\n\nRecommendation:\nOutput (b)",
        "stop",
        0,
        "B",
    ),  # L25
    (
        "llmbar-vanilla",
        "Output (b) follows the instruction to answer in exactly three bullet points; Output (a) writes a paragraph.\n\nTo sum up:\nOutput (b)",
        "stop",
        0,
        "B",
    ),  # L26
    (
        "mt-bench-pairwise",
        "Assistant A: incorrect date (1915).\nAssistant B: correct date (1914), clearer.\n\nClear winner: [[B]]",
        "stop",
        0,
        "B",
    ),  # L28
    (
        "mt-bench-pairwise",
        "Assistant A lists the three main causes of the First World War but dates the assassination of Archduke Franz Ferdinand to 1915, which is wrong (it was June 1914). Assistant B gives the same causes with the correct date and explains the alliance system more clearly.\n\nTo sum up: [[B]]",
        "stop",
        5,
        "B",
    ),  # L29
    (
        "pairwise-verdict",
        "Both assistants write a Python function to reverse a linked list. Assistant A's loop loses the reference to the next node, so it only returns the head. Assistant B's iterative version is correct, runs in O(n) and includes a short test.\n\n**Outcome:** [[B]]",
        "stop",
        5,
        "B",
    ),  # L30
    (
        "llmbar-vanilla",
        "Output (b) follows the instruction to answer in exactly three bullet points; Output (a) writes a paragraph.\n\nRecommendation:\nOutput (b)",
        "stop",
        11,
        "B",
    ),  # L31
    (
        "arena-hard",
        "My answer: the median of a sorted list is the middle element, or the mean of the two middle elements for an even length.\n\nAssistant A sorts the list but returns the lower middle element for even lengths, which is incorrect. Assistant B handles both cases and adds a test. Both are concise.\n\nAssistant B is more concise and relevant: [[B>A]]",
        "stop",
        0,
        "B",
    ),  # H01
    (
        "arena-hard",
        "My answer: the median of a sorted list is the middle element, or the mean of the two middle elements for an even length.\n\nAssistant A sorts the list but returns the lower middle element for even lengths, which is incorrect. Assistant B handles both cases and adds a test. Both are concise.\n\nAssistant B is significantly more helpful and concise: [[B>>A]]",
        "stop",
        0,
        "B",
    ),  # H02
    (
        "arena-hard",
        "My answer: the median of a sorted list is the middle element, or the mean of the two middle elements for an even length.\n\nAssistant A sorts the list but returns the lower middle element for even lengths, which is incorrect. Assistant B handles both cases and adds a test. Both are concise.\n\nRecommendation: [[B>>A]]",
        "stop",
        0,
        "B",
    ),  # H05
    (
        "arena-hard",
        "My answer: the median of a sorted list is the middle element, or the mean of the two middle elements for an even length.\n\nAssistant A sorts the list but returns the lower middle element for even lengths, which is incorrect. Assistant B handles both cases and adds a test. Both are concise.\n\nTo sum up: [[B>>A]]",
        "stop",
        0,
        "B",
    ),  # H06
    (
        "arena-hard-creative-writing",
        "Both stories follow the prompt. Assistant A's story has a vivid setting and a surprising ending; Assistant B's is competent but predictable.\n\nAssistant A is more creative and engaging: [[A>B]]",
        "stop",
        0,
        "A",
    ),  # H07
    (
        "arena-hard-creative-writing",
        "Both stories follow the prompt. Assistant A's story has a vivid setting and a surprising ending; Assistant B's is competent but predictable.\n\nAssistant A is slightly more imaginative: [[A>B]]",
        "stop",
        0,
        "A",
    ),  # H09
    (
        "arena-hard-creative-writing",
        "Both stories follow the prompt. Assistant A's story has a vivid setting and a surprising ending; Assistant B's is competent but predictable.\n\nA is slightly better (more vivid): [[A>B]]",
        "stop",
        0,
        "A",
    ),  # H10
    (
        "arena-hard",
        "My answer: the median of a sorted list is the middle element, or the mean of the two middle elements for an even length.\n\nAssistant A sorts the list but returns the lower middle element for even lengths, which is incorrect. Assistant B handles both cases and adds a test. Both are concise.\n\nAssistant B is more concise and relevant: [[B>A]]",
        "stop",
        8,
        "B",
    ),  # H11
    (
        "mt-bench-pairwise",
        "Both assistants write a Python function to reverse a linked list. Assistant A's loop loses the reference to the next node, so it only returns the head. Assistant B's iterative version is correct, runs in O(n) and includes a short test.\n\nAssistant B is more informative [[B]]",
        "stop",
        0,
        "B",
    ),  # S01
    (
        "pairwise-verdict",
        "Assistant A lists the three main causes of the First World War but dates the assassination of Archduke Franz Ferdinand to 1915, which is wrong (it was June 1914). Assistant B gives the same causes with the correct date and explains the alliance system more clearly.\n\nAssistant B performs better [[B]]",
        "stop",
        0,
        "B",
    ),  # S02
    (
        "mt-bench-pairwise",
        "Assistant A lists the three main causes of the First World War but dates the assassination of Archduke Franz Ferdinand to 1915, which is wrong (it was June 1914). Assistant B gives the same causes with the correct date and explains the alliance system more clearly.\n\nAssistant B provides the better answer [[B]]",
        "stop",
        0,
        "B",
    ),  # S04
    (
        "pairwise-verdict",
        "Both assistants write a Python function to reverse a linked list. Assistant A's loop loses the reference to the next node, so it only returns the head. Assistant B's iterative version is correct, runs in O(n) and includes a short test.\n\nAssistant B does a better job [[B]]",
        "stop",
        0,
        "B",
    ),  # S05
    (
        "mt-bench-pair-v2-multi-turn",
        "For the second question the user asked to rewrite the poem as a limerick. Assistant B keeps the AABBA rhyme scheme in five lines; Assistant A writes six lines and loses the rhyme in the last one.\n\nAssistant B is clearer [[B]]",
        "stop",
        0,
        "B",
    ),  # S06
    (
        "mt-bench-pairwise",
        "Both assistants write a Python function to reverse a linked list. Assistant A's loop loses the reference to the next node, so it only returns the head. Assistant B's iterative version is correct, runs in O(n) and includes a short test.\n\nAssistant B is more reliable [[B]]",
        "stop",
        0,
        "B",
    ),  # S07
    (
        "pairwise-verdict",
        "Assistant A lists the three main causes of the First World War but dates the assassination of Archduke Franz Ferdinand to 1915, which is wrong (it was June 1914). Assistant B gives the same causes with the correct date and explains the alliance system more clearly.\n\nAssistant B is preferable [[B]]",
        "stop",
        0,
        "B",
    ),  # S08
    (
        "pairwise-verdict",
        "Both assistants write a Python function to reverse a linked list. Assistant A's loop loses the reference to the next node, so it only returns the head. Assistant B's iterative version is correct, runs in O(n) and includes a short test.\n\nAssistant B is superior in every respect [[B]]",
        "stop",
        0,
        "B",
    ),  # S11
    (
        "mt-bench-pair-v2-multi-turn",
        "For the second question the user asked to rewrite the poem as a limerick. Assistant B keeps the AABBA rhyme scheme in five lines; Assistant A writes six lines and loses the rhyme in the last one.\n\nAssistant B answers the question correctly [[B]]",
        "stop",
        0,
        "B",
    ),  # S12
    (
        "mt-bench-pairwise",
        "Both assistants write a Python function to reverse a linked list. Assistant A's loop loses the reference to the next node, so it only returns the head. Assistant B's iterative version is correct, runs in O(n) and includes a short test.\n\nAssistant B is more precise [[B]]",
        "stop",
        0,
        "B",
    ),  # S13
    (
        "mt-bench-single-v1",
        "The assistant explains photosynthesis accurately, covers the light-dependent reactions and the Calvin cycle, and gives a helpful analogy. It could mention the role of chlorophyll in more depth.\n\nVery good answer [[9]]",
        "stop",
        0,
        9.0,
    ),  # S14
    (
        "mt-bench-single-v1",
        "The assistant explains photosynthesis accurately, covers the light-dependent reactions and the Calvin cycle, and gives a helpful analogy. It could mention the role of chlorophyll in more depth.\n\nA solid, well-structured answer [[8]]",
        "stop",
        0,
        8.0,
    ),  # S15
    (
        "mt-bench-single-math-v1",
        "The reference answer is x = 4. The assistant solves 3x + 5 = 17 by subtracting 5 and dividing by 3, reaching x = 4, and checks the result by substitution.\n\nMostly correct and clearly explained [[8]]",
        "stop",
        0,
        8.0,
    ),  # S16
    (
        "mt-bench-single-v1",
        "The assistant explains photosynthesis accurately, covers the light-dependent reactions and the Calvin cycle, and gives a helpful analogy. It could mention the role of chlorophyll in more depth.\n\nPretty good overall [[7]]",
        "stop",
        0,
        7.0,
    ),  # S17
    (
        "mt-bench-single-math-v1",
        "The reference answer is x = 4. The assistant solves 3x + 5 = 17 by subtracting 5 and dividing by 3, reaching x = 4, and checks the result by substitution.\n\nRating on a scale of 1 to 10: [[9]]",
        "stop",
        0,
        9.0,
    ),  # R01
    (
        "mt-bench-single-v1",
        "The assistant explains photosynthesis accurately, covers the light-dependent reactions and the Calvin cycle, and gives a helpful analogy. It could mention the role of chlorophyll in more depth.\n\nOverall rating on a scale of 1 to 10: [[8]]",
        "stop",
        0,
        8.0,
    ),  # R02
    (
        "mt-bench-single-math-v1",
        "The reference answer is x = 4. The assistant solves 3x + 5 = 17 by subtracting 5 and dividing by 3, reaching x = 4, and checks the result by substitution.\n\nRating based on correctness and helpfulness: [[9]]",
        "stop",
        0,
        9.0,
    ),  # R03
    (
        "mt-bench-single-v1",
        "The assistant explains photosynthesis accurately, covers the light-dependent reactions and the Calvin cycle, and gives a helpful analogy. It could mention the role of chlorophyll in more depth.\n\nRating considering accuracy and clarity: [[8]]",
        "stop",
        0,
        8.0,
    ),  # R04
    (
        "mt-bench-single-v1-multi-turn",
        "In the second turn the user asked for a shorter version of the travel itinerary. The assistant cuts it to three days, keeps the key sights and stays consistent with the first answer.\n\nRating on a scale of 1 to 10 for the second turn: [[8]]",
        "stop",
        0,
        8.0,
    ),  # R05
    (
        "mt-bench-single-math-v1",
        "The reference answer is x = 4. The assistant solves 3x + 5 = 17 by subtracting 5 and dividing by 3, reaching x = 4, and checks the result by substitution.\n\nRating on a scale of 1 to 10: [[9]]",
        "stop",
        5,
        9.0,
    ),  # R06
    (
        "mt-bench-single-v1",
        "The assistant explains photosynthesis accurately, covers the light-dependent reactions and the Calvin cycle, and gives a helpful analogy. It could mention the role of chlorophyll in more depth.\n\n**Rating (on a scale of 1-10):** [[8]]",
        "stop",
        0,
        8.0,
    ),  # R07
    (
        "mt-bench-pairwise",
        "Assistant A misdates the assassination (1915 instead of 1914). Assistant B is accurate and explains the alliances more clearly.\n\nIn conclusion, Assistant B provides a more accurate response: [[B]]",
        "stop",
        0,
        "B",
    ),  # G01
    (
        "pairwise-verdict",
        "Assistant A misdates the assassination (1915 instead of 1914). Assistant B is accurate and explains the alliances more clearly.\n\nIn conclusion, Assistant B offers the better answer: [[B]]",
        "stop",
        0,
        "B",
    ),  # G02
    (
        "mt-bench-pairwise",
        "Assistant A misdates the assassination (1915 instead of 1914). Assistant B is accurate and explains the alliances more clearly.\n\nTherefore, the assistant that provides the more accurate answer is: [[B]]",
        "stop",
        0,
        "B",
    ),  # G03
    (
        "pairwise-verdict",
        "Assistant A misdates the assassination (1915 instead of 1914). Assistant B is accurate and explains the alliances more clearly.\n\nTherefore, the assistant that gave the more accurate answer is: [[B]]",
        "stop",
        0,
        "B",
    ),  # G04
    (
        "mt-bench-pairwise",
        "Assistant A misdates the assassination (1915 instead of 1914). Assistant B is accurate and explains the alliances more clearly.\n\nTherefore, the response that more accurately answers the question is: [[B]]",
        "stop",
        0,
        "B",
    ),  # G05
    (
        "pairwise-verdict",
        "Assistant A misdates the assassination (1915 instead of 1914). Assistant B is accurate and explains the alliances more clearly.\n\nTherefore, the more accurate and informative response is: [[B]]",
        "stop",
        0,
        "B",
    ),  # G06
    (
        "mt-bench-pairwise",
        "Assistant A misdates the assassination (1915 instead of 1914). Assistant B is accurate and explains the alliances more clearly.\n\nAssistant B is more accurate and better explained: [[B]]",
        "stop",
        0,
        "B",
    ),  # G07
    (
        "pairwise-verdict",
        "Assistant A misdates the assassination (1915 instead of 1914). Assistant B is accurate and explains the alliances more clearly.\n\nAccuracy favors Assistant B: [[B]]",
        "stop",
        0,
        "B",
    ),  # G08
    (
        "mt-bench-pairwise",
        "Assistant A misdates the assassination (1915 instead of 1914). Assistant B is accurate and explains the alliances more clearly.\n\nSo, to wrap up: [[B]]",
        "stop",
        0,
        "B",
    ),  # G09
    (
        "mt-bench-pairwise",
        "Assistant A misdates the assassination (1915 instead of 1914). Assistant B is accurate and explains the alliances more clearly.\n\n**Summary:** Assistant B is more accurate.\n\n**Recommendation:** [[B]]",
        "stop",
        0,
        "B",
    ),  # G11
    (
        "pairwise-verdict",
        "Assistant A misdates the assassination (1915 instead of 1914). Assistant B is accurate and explains the alliances more clearly.\n\n## Conclusion\nAssistant B is the more accurate answer.\n\n**Final Recommendation:** [[B]]",
        "stop",
        0,
        "B",
    ),  # G12
    (
        "mt-bench-single-v1",
        "Clear and accurate, with a helpful analogy.\n\nRating (out of 10, where 10 is best): [[8]]",
        "stop",
        0,
        8.0,
    ),  # G14
    ("mt-bench-single-v1", "Clear and accurate, with a helpful analogy.\n\nTo sum up: [[8]]", "stop", 0, 8.0),  # G15
    (
        "mt-bench-pairwise",
        "Assistant A misdates the assassination (1915 instead of 1914). Assistant B is accurate and explains the alliances more clearly.\n\nTo sum up: [[B]]",
        "length",
        0,
        "B",
    ),  # G16
    (
        "mt-bench-pairwise",
        "Assistant A misdates the assassination (1915 instead of 1914). Assistant B is accurate and explains the alliances more clearly.\n\nIn conclusion, Assistant B provides a more accurate response: [[B]]",
        "stop",
        5,
        "B",
    ),  # G17
]


@pytest.mark.parametrize(("template", "text", "finish", "forced"), REFUSED + REFUSED_82)
def test_what_passes_80_to_82_read_as_a_verdict_is_refused(template, text, finish, forced):
    assert side_reading(template, text, finish, forced) in FAILED + ("truncated", "out_of_range")


@pytest.mark.parametrize(("template", "text", "finish", "forced", "expected"), READ + READ_82)
def test_what_passes_81f_and_82f_failed_reads_as_the_judge_wrote_it(template, text, finish, forced, expected):
    assert side_reading(template, text, finish, forced) == expected


@pytest.mark.parametrize(("template", "text", "expected"), KEPT)
def test_honest_labels_and_sentences_keep_theirside_reading(template, text, expected):
    assert side_reading(template, text, "stop", 0) == expected


@pytest.mark.parametrize(
    ("text", "status"),
    [
        ('{"score_1": 30000000000000000000, "score_2": 1}', "ok"),  # full79 M1's 3e19: its gap bucket is fixed
        ('{"score_1": 1' + "0" * 301 + ', "score_2": -3.2}', "out_of_range"),  # past MAX_ABS_SCORE, 1e300
        ('{"score_1": 1' + "0" * 299 + ', "score_2": -3.2}', "ok"),
    ],
)
def test_a_score_past_the_largest_magnitude_is_out_of_range(text, status):
    """Fresh pass full79 M1: a finite but huge score (a reward of 1.7e308) made a pair's mean over two orders infinite
    and stopped the run's final stage after every pair was judged, for good; beyond 1e300 a score is ``out_of_range``
    on any scale (3e19 is read: its conflict-gap bucket no longer overflows, ``tests/kernels/test_agreement.py``)."""
    reading = got("reward-model", text)
    assert (reading if isinstance(reading, str) else "ok") == status
