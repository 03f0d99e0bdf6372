"""Parser version 84 (issue 13): what adversarial passes 86 (left over from version 83's fourth round, b816ede) and 87
(on version 83 as landed, 0b34c17) read as a verdict, and what false-failure pass 87f found failing in ordinary judge
text. Every case is a pass's probe, its expected value written by the tester as a careful reader of the completion
(``tests/helpers`` holds no copy of the rules); none of the refused cases holds the judge's own verdict, or its words
give the other side's.

Refused (``REFUSED_84``; each read a made-up verdict on version 83):

- a loser or a fault named in a subject before a raising verb, a modal or an aside (``The worse of the two responses
  seems to be [[A]]``, ``... is, in my view,``, ``... is plainly``), in a subject of up to 150 words, or in a grounds
  clause before ``my final verdict is:`` (``Based on which answer has more errors, my final verdict is:``, also before
  ``Assistant A is significantly better:``);
- statements above the token naming the answer to avoid or what is wrong in more words (``This is the one I would
  tell the user to avoid.``, ``I would not trust this one with my homework.``, ``talks down``, ``plagiarises``,
  ``insecure``), read now in sentences of any length up to 150 words;
- declining or not having seen the answers in other words (``I'm going to sit this one out.``, ``Deferring to a human
  reviewer.``, ``Neither answer loaded for me.``, ``Upstream timeout after 30s; partial output follows.``) on every
  format;
- faults set aside as an exception (``Apart from the factual errors,``, ``Save for the arithmetic slip,``, and on
  FairEval score lines ``Looking past the factual errors, the scores are:``), conditions in other words (``So long
  as``, ``For a reader who only skims,``);
- an assistant's own verdict as the label (``Assistant A's final verdict: [[B]]``), a label showing the format (``The
  format in the instructions is: [[A]]``, ``the verdict for a better assistant A:``);
- reward JSON whose explanation says what each side's number counts (``Factual errors: 6 in Response 1, 1 in Response
  2.``, ``Seconds each response takes to run.``);
- a reason clause faulting the verdict's own side (``Because Assistant A is incorrect, the better answer is [[A]]``).

Second round (``REFUSED_84_88``, pass 88 on this version's first round): a loser's label before the verdict's own head
(``Needs the most revision: my verdict: [[A]]``, ``Number of factual errors: Rating: [[3]]``), a label too long for the
vocabulary that names a fault or the loser (``The one of these two answers that I least like to see shipped to our
users today: [[A]]``), a longer sentence whose last comma clause rejects the side (``After comparing both answers line
by line against the reference, I reject [[A]]``), a label that names no side before ``it is:`` (``Heads it is:``), and
more words of faults, of declining, of unseen answers and of conditions (``This one is terrible.``, ``I don't feel
qualified to compare these two.``, ``Neither answer was attached to the prompt.``, ``Insofar as``).

Read (``READ_84``; each failed on version 83): from pass 87f, FairEval's first sentence describing a hypothetical
question (``... answers to this hypothetical question.``, ``..., even if the prices are higher.``) or naming a topic
that is a quantity elsewhere (``the severity of each symptom``, ``the distance from Earth to the Moon``), ``The response
has no factual errors.`` before a high rating, a reason clause faulting the loser (``Because Assistant A is incorrect,
the better answer is [[B]]``, ``Assistant B is better because Assistant A has a bug:``).

The recast FairEval reviews (:func:`test_recorded_faireval_reviews_recast_with_the_scores_first_read_their_scores`):
the 9,196 distinct recorded reviews rewritten as ``faireval-vanilla`` completions (the two scores on the first line,
the review below) read the scores the review recorded; version 83 failed 541 of them (false-failure pass 87f G1,
G2)."""

import json
import re

import pytest

from judge_engine.pipeline.parsing import parse_completion
from judge_engine.pipeline.templates import load_template
from tests.helpers.data import SHARED
from tests.helpers.parsing_cases import FAILED, side_reading

REFUSED_84 = [
    ("pairwise-verdict", "Looking for the answer with the most problems, my verdict: [[A]]", "stop", 0),  # adv86 BA004
    (
        "mt-bench-pairwise",
        "Based on which answer has more errors, my final verdict is: [[A]]",
        "stop",
        0,
    ),  # adv86 BA009
    ("arena-hard", "Based on which answer has more errors, my final verdict is: [[A>>B]]", "stop", 0),  # adv86 BA010
    (
        "arena-hard",
        "Based on which assistant makes more mistakes, my final verdict is: Assistant A is significantly better: [[A>>B]]",
        "stop",
        0,
    ),  # adv86 BA012
    (
        "pairwise-verdict",
        "I read both answers against the question.\n\nGiven which response contains the factual mistakes, my verdict is: [[A]]",
        "length",
        0,
    ),  # adv86 BA013
    (
        "faireval-scoring",
        "Looking past the factual errors, the scores are:\nAssistant 1: 8\nAssistant 2: 6",
        "stop",
        0,
    ),  # adv86 NV037
    (
        "pairwise-verdict",
        "The response whose code crashes on the very first test case seems to be [[A]]",
        "stop",
        0,
    ),  # adv87 BC01
    (
        "pairwise-verdict",
        "The response whose code crashes on the very first test case appears to be [[A]]",
        "stop",
        0,
    ),  # adv87 BC02
    (
        "mt-bench-pairwise",
        "The response whose code crashes on the very first test case happens to be [[A]]",
        "stop",
        0,
    ),  # adv87 BC03
    (
        "pairwise-verdict",
        "The response whose code crashes on the very first test case is, in my view, [[A]]",
        "stop",
        0,
    ),  # adv87 BC04
    (
        "mt-bench-pairwise",
        "The response whose code crashes on the very first test case is without a doubt [[A]]",
        "length",
        0,
    ),  # adv87 BC05
    (
        "arena-hard",
        "The response whose code crashes on the very first test case is, of course, [[A>>B]]",
        "stop",
        0,
    ),  # adv87 BC06
    (
        "pairwise-verdict",
        "The response whose code crashes on the very first test case is plainly [[A]]",
        "stop",
        0,
    ),  # adv87 BC07
    (
        "arena-hard",
        "The response whose code crashes on the very first test case is evidently [[A>>B]]",
        "stop",
        0,
    ),  # adv87 BC08
    (
        "pairwise-verdict",
        "The response whose code crashes on the very first test case is unmistakably [[A]]",
        "length",
        0,
    ),  # adv87 BC09
    (
        "mt-bench-pairwise",
        "The response whose code crashes on the very first test case is, I think, [[A]]",
        "stop",
        0,
    ),  # adv87 BC10
    (
        "pairwise-verdict",
        "The response whose code crashes on the very first test case can only be [[A]]",
        "stop",
        0,
    ),  # adv87 BC11
    (
        "mt-bench-pairwise",
        "The response whose code crashes on the very first test case ends up being [[A]]",
        "length",
        0,
    ),  # adv87 BC12
    (
        "llmbar-vanilla",
        "The output whose code crashes on the very first test case appears to be\nOutput (a)",
        "stop",
        0,
    ),  # adv87 BC13
    (
        "pairwise-verdict",
        "The response whose code crashes on the very first test case seems to be [[A]]",
        "stop",
        5,
    ),  # adv87 BC14
    (
        "pairwise-verdict",
        "The response whose code crashes on the very first test case is, in my view, [[A]]",
        "length",
        5,
    ),  # adv87 BC15
    (
        "arena-hard",
        "The response whose code crashes on the very first test case is, of course, [[A>>B]]",
        "stop",
        8,
    ),  # adv87 BC16
    ("pairwise-verdict", "The worse of the two responses seems to be [[A]]", "stop", 0),  # adv87 BC17
    ("pairwise-verdict", "The worse of the two responses by a long way seems to be [[A]]", "stop", 0),  # adv87 BC18
    (
        "pairwise-verdict",
        "The answer that gets the capital of Australia wrong seems to be [[A]]",
        "stop",
        0,
    ),  # adv87 BC19
    (
        "mt-bench-pairwise",
        "The response with the most factual errors in its second paragraph appears to be [[A]]",
        "stop",
        0,
    ),  # adv87 BC20
    (
        "arena-hard",
        "The answer that misreads the question about tax brackets happens to be [[A>B]]",
        "stop",
        0,
    ),  # adv87 BC21
    (
        "llmbar-vanilla",
        "The output that ignores the word limit in the instruction is, in my view,\nOutput (a)",
        "stop",
        0,
    ),  # adv87 BC22
    (
        "pairwise-verdict",
        "The response that, despite its confident tone, its neat formatting, its many headings, its bullet points, its bold key terms, its long list of references and the friendly closing remark that thanks the user warmly for asking such a thoughtful question, gets the central dosage calculation wrong is [[A]]",
        "stop",
        0,
    ),  # adv87 BL01
    (
        "mt-bench-pairwise",
        "The response that, despite its confident tone, its neat formatting, its many headings, its bullet points, its bold key terms, its long list of references and the friendly closing remark that thanks the user warmly for asking such a thoughtful question, gets the central dosage calculation wrong is [[A]]",
        "length",
        0,
    ),  # adv87 BL02
    (
        "arena-hard",
        "The response that, despite its confident tone, its neat formatting, its many headings, its bullet points, its bold key terms, its long list of references and the friendly closing remark that thanks the user warmly for asking such a thoughtful question, gets the central dosage calculation wrong is [[A>>B]]",
        "stop",
        0,
    ),  # adv87 BL03
    (
        "pairwise-verdict",
        "The response that, despite its confident tone, its neat formatting, its many headings, its bullet points, its bold key terms, its long list of references and the friendly closing remark that thanks the user warmly for asking such a thoughtful question, gets the central dosage calculation wrong is [[A]]",
        "stop",
        5,
    ),  # adv87 BL04
    (
        "pairwise-verdict",
        "The response that talks down to the user throughout its reply is [[A]]",
        "stop",
        0,
    ),  # adv87 BW01
    ("pairwise-verdict", "The response that plagiarises a blog post word for word is [[A]]", "stop", 0),  # adv87 BW02
    (
        "mt-bench-pairwise",
        "The response that recommends a deprecated and insecure hashing algorithm is [[A]]",
        "stop",
        0,
    ),  # adv87 BW03
    (
        "arena-hard",
        "The response that contains a racist joke in its second paragraph is [[A>>B]]",
        "stop",
        0,
    ),  # adv87 BW04
    (
        "pairwise-verdict",
        "The response that rambles on for pages without ever answering is [[A]]",
        "length",
        0,
    ),  # adv87 BW05
    (
        "arena-hard",
        "The answer that dodges the question and talks about something else entirely is [[A>>B]]",
        "stop",
        0,
    ),  # adv87 BW06
    (
        "mt-bench-pairwise",
        "The response that gives dangerous advice about mixing bleach and ammonia is [[A]]",
        "stop",
        0,
    ),  # adv87 BW07
    ("pairwise-verdict", "This is the one I would tell the user to avoid.\n[[A]]", "stop", 0),  # adv87 BS01
    ("pairwise-verdict", "I'd warn the user off this one.\n[[A]]", "stop", 0),  # adv87 BS02
    ("mt-bench-pairwise", "This one belongs in the bin.\n[[A]]", "stop", 0),  # adv87 BS03
    ("arena-hard", "Steer clear of this one.\n[[A>>B]]", "stop", 0),  # adv87 BS04
    ("pairwise-verdict", "This is the one to retract.\n[[A]]", "length", 0),  # adv87 BS05
    ("pairwise-verdict", "This one should go back to the drawing board.\n[[A]]", "stop", 0),  # adv87 BS06
    ("mt-bench-pairwise", "Nobody should follow this advice.\n[[A]]", "length", 0),  # adv87 BS07
    ("pairwise-verdict", "I would not trust this one with my homework.\n[[A]]", "stop", 0),  # adv87 BS08
    ("llmbar-vanilla", "This is the one I would tell the user to avoid.\nOutput (a)", "stop", 0),  # adv87 BS09
    ("llmbar-vanilla", "Steer clear of this one.\nOutput (a)", "stop", 0),  # adv87 BS10
    ("arena-hard", "This one should go back to the drawing board.\n[[A>>B]]", "stop", 0),  # adv87 BS11
    ("pairwise-verdict", "Based on which answer talks down to the user, my verdict: [[A]]", "stop", 0),  # adv87 BG01
    ("pairwise-verdict", "Going by which answer I'd warn the user off, my verdict: [[A]]", "stop", 0),  # adv87 BG02
    ("mt-bench-pairwise", "Given which response plagiarises the blog post, my verdict: [[A]]", "stop", 0),  # adv87 BG03
    ("pairwise-verdict", "Based on which answer deserves to be binned, my verdict: [[A]]", "length", 0),  # adv87 BG04
    (
        "arena-hard",
        "Based on which answer talks down to the user, my final verdict is: [[A>>B]]",
        "stop",
        0,
    ),  # adv87 BG05
    ("llmbar-vanilla", "Going by which answer I'd warn the user off, my choice:\nOutput (a)", "stop", 0),  # adv87 BG06
    (
        "reward-model",
        '{"score_1": 6, "score_2": 1, "explanation": "Factual errors: 6 in Response 1, 1 in Response 2."}',
        "stop",
        0,
    ),  # adv87 BJ01
    (
        "reward-model",
        '{"score_1": 6, "score_2": 1, "explanation": "Mistakes counted in each answer."}',
        "stop",
        0,
    ),  # adv87 BJ02
    (
        "reward-model",
        '{"score_1": 6, "score_2": 1, "explanation": "Tally of wrong statements in each response."}',
        "stop",
        0,
    ),  # adv87 BJ03
    (
        "reward-model",
        '{"score_1": 6, "score_2": 1, "explanation": "Number of unsupported claims in each response."}',
        "stop",
        0,
    ),  # adv87 BJ04
    (
        "reward-model",
        '{"score_1": 6, "score_2": 1, "explanation": "Count of hallucinated citations per response."}',
        "stop",
        0,
    ),  # adv87 BJ05
    (
        "reward-model",
        '{"score_1": 6, "score_2": 1, "explanation": "Counts of factual errors found in each response."}',
        "stop",
        0,
    ),  # adv87 BJ06
    (
        "reward-model",
        '{"score_1": 6, "score_2": 1, "explanation": "Seconds each response takes to run."}',
        "stop",
        0,
    ),  # adv87 BJ07
    ("pairwise-verdict", "I'm going to sit this one out.\n[[A]]", "stop", 0),  # adv87 NR01
    ("pairwise-verdict", "This is above my pay grade.\n[[A]]", "stop", 0),  # adv87 NR02
    ("mt-bench-pairwise", "I'm recusing myself from this comparison.\n[[A]]", "stop", 0),  # adv87 NR03
    ("pairwise-verdict", "Deferring to a human reviewer.\n[[A]]", "length", 0),  # adv87 NR04
    ("pairwise-verdict", "I'm staying neutral and declining to choose.\n[[A]]", "stop", 0),  # adv87 NR05
    ("mt-bench-pairwise", "I'd sooner flip a coin.\n[[A]]", "stop", 0),  # adv87 NR06
    ("pairwise-verdict", "I cannot in good conscience crown either.\n[[A]]", "stop", 0),  # adv87 NR07
    ("arena-hard", "I'm staying neutral and declining to choose.\n[[A>>B]]", "stop", 0),  # adv87 NR08
    ("llmbar-vanilla", "I'm recusing myself from this comparison.\nOutput (a)", "stop", 0),  # adv87 NR09
    ("llmbar-vanilla", "I'm staying neutral and declining to choose.\nOutput (a)", "stop", 11),  # adv87 NR10
    ("pairwise-verdict", "I'm staying neutral and declining to choose.\n[[A]]", "length", 5),  # adv87 NR11
    ("mt-bench-single-v1", "I'm recusing myself from grading this one.\nRating: [[5]]", "stop", 0),  # adv87 NR13
    ("mt-bench-single-v1", "Deferring to a human reviewer. Rating: [[5]]", "stop", 5),  # adv87 NR14
    ("mt-bench-single-math-v1", "This is above my pay grade.\nRating: [[5]]", "length", 0),  # adv87 NR15
    ("prometheus-absolute", "Feedback: I'm recusing myself from grading this one. [RESULT] 3", "stop", 0),  # adv87 NR16
    ("prometheus-absolute", "Feedback: Deferring to a human reviewer.\n[RESULT] 3", "stop", 0),  # adv87 NR17
    ("faireval-vanilla", "8 6\nI'm recusing myself from this comparison.", "stop", 0),  # adv87 NR18
    (
        "faireval-scoring",
        "I'm recusing myself from this comparison.\nScore of the Assistant 1: 8\nScore of the Assistant 2: 6",
        "stop",
        0,
    ),  # adv87 NR19
    ("pairwise-verdict", "Upstream timeout after 30s; partial output follows.\n[[A]]", "stop", 0),  # adv87 NE01
    ("pairwise-verdict", "Context window exceeded; the answers were cut.\n[[A]]", "stop", 0),  # adv87 NE02
    ("mt-bench-pairwise", "Both answers were blank when I received them.\n[[A]]", "stop", 0),  # adv87 NE03
    ("pairwise-verdict", "Neither answer loaded for me.\n[[A]]", "stop", 0),  # adv87 NE04
    ("pairwise-verdict", "Warning: the judge model fell back to a default answer.\n[[A]]", "length", 0),  # adv87 NE05
    ("mt-bench-pairwise", "The answers were redacted before they reached me.\n[[A]]", "stop", 0),  # adv87 NE06
    ("pairwise-verdict", "I only saw the first answer.\n[[A]]", "stop", 0),  # adv87 NE07
    ("arena-hard", "I was shown the same answer twice.\n[[A>>B]]", "stop", 0),  # adv87 NE08
    ("llmbar-vanilla", "Neither answer loaded for me.\nOutput (a)", "stop", 0),  # adv87 NE09
    ("pairwise-verdict", "Both answers were blank when I received them.\n[[A]]", "stop", 5),  # adv87 NE10
    (
        "mt-bench-single-v1",
        "Neither the question nor the answer loaded for me.\nRating: [[5]]",
        "stop",
        0,
    ),  # adv87 NE11
    (
        "prometheus-absolute",
        "Feedback: The response was blank when I received it.\n[RESULT] 3",
        "stop",
        0,
    ),  # adv87 NE12
    ("pairwise-verdict", "So long as brevity is all that counts, my verdict: [[A]]", "stop", 0),  # adv87 NC01
    ("pairwise-verdict", "For a reader who only skims, my verdict: [[A]]", "stop", 0),  # adv87 NC02
    ("mt-bench-pairwise", "To a user who only skims, my verdict: [[A]]", "stop", 0),  # adv87 NC03
    ("arena-hard", "So long as brevity is all that counts, my final verdict is: [[A>>B]]", "stop", 0),  # adv87 NC04
    ("pairwise-verdict", "For a reader who only skims, my verdict: [[A]]", "length", 0),  # adv87 NC05
    ("mt-bench-single-v1", "So long as the user only needs a sketch, Rating: [[8]]", "stop", 0),  # adv87 NC07
    ("mt-bench-single-v1", "For a reader who only skims, Rating: [[9]]", "stop", 0),  # adv87 NC08
    ("pairwise-verdict", "Apart from the factual errors, my verdict: [[A]]", "stop", 0),  # adv87 NS01
    ("pairwise-verdict", "Other than the factual errors, my verdict: [[A]]", "stop", 0),  # adv87 NS02
    ("mt-bench-pairwise", "Except for the factual errors, my verdict: [[A]]", "stop", 0),  # adv87 NS03
    ("pairwise-verdict", "Save for the factual errors, my verdict: [[A]]", "length", 0),  # adv87 NS04
    ("arena-hard", "Apart from the factual errors, my final verdict is: [[A>>B]]", "stop", 0),  # adv87 NS05
    ("pairwise-verdict", "Apart from the factual errors, my verdict: [[A]]", "stop", 5),  # adv87 NS06
    ("mt-bench-single-v1", "Save for the arithmetic slip, Rating: [[9]]", "stop", 0),  # adv87 NS07
    ("mt-bench-single-v1", "Apart from the wrong final answer, Rating: [[9]]", "stop", 0),  # adv87 NS08
    ("mt-bench-single-math-v1", "Other than the hallucinated citation, Rating: [[8]]", "stop", 0),  # adv87 NS09
    (
        "faireval-scoring",
        "Apart from the factual errors, the scores are:\nScore of the Assistant 1: 8\nScore of the Assistant 2: 6",
        "stop",
        0,
    ),  # adv87 NS10
    ("pairwise-verdict", "Assistant A's final verdict: [[B]]", "stop", 0),  # adv87 NO01
    ("pairwise-verdict", "Assistant A's final answer: [[B]]", "stop", 0),  # adv87 NO02
    ("pairwise-verdict", "Assistant 1's final verdict: [[B]]", "stop", 0),  # adv87 NO03
    ("pairwise-verdict", "The assistants' final verdict: [[B]]", "stop", 0),  # adv87 NO04
    ("arena-hard", "Assistant A's final verdict: [[B>A]]", "stop", 0),  # adv87 NO05
    ("pairwise-verdict", "The format in the instructions is: [[A]]", "stop", 0),  # adv87 NF01
    ("pairwise-verdict", "The final verdict format required by the instructions: [[A]]", "stop", 0),  # adv87 NF02
    (
        "pairwise-verdict",
        "Following the required format, the verdict for a better assistant A: [[A]]",
        "stop",
        0,
    ),  # adv87 NF03
    ("mt-bench-single-v1", "The rating format required by the instructions: [[5]]", "stop", 0),  # adv87 NF04
    (
        "mt-bench-pairwise",
        "In the required format, the output for a better assistant A: [[A]]",
        "stop",
        0,
    ),  # adv87 NF05
    (
        "reward-model",
        '{"winner": "A", "explanation": "Response 1 talks down to the user throughout."}',
        "stop",
        0,
    ),  # adv87 CO06
]

READ_84 = [
    (
        "faireval-vanilla",
        "8 9\nBoth assistants give thoughtful answers to this hypothetical question. Assistant 2 considers more consequences for trade and culture, so it is slightly more helpful.",
        "stop",
        0,
        "B",
    ),  # ff87 G1-01
    (
        "faireval-vanilla",
        "9 8\nBoth Assistant 1 and Assistant 2 provided relevant information regarding the hypothetical scenario of the Beatles never forming as a band. Assistant 1 went further in discussing the effect on the music industry.",
        "stop",
        0,
        "A",
    ),  # ff87 G1-02
    (
        "faireval-vanilla",
        "7 9\nBoth assistants discuss what might have happened if the Aztecs had repelled the Spanish, a hypothetical question. Assistant 2 covers alliances and disease in more depth.",
        "stop",
        0,
        "B",
    ),  # ff87 G1-03
    (
        "faireval-vanilla",
        "9 7\nBoth assistants list subtle signs that someone is pretending to understand a topic. Assistant 1 gives more examples and explains each sign.",
        "stop",
        0,
        "A",
    ),  # ff87 G1-04
    (
        "faireval-vanilla",
        "9 7\nBoth assistants explain why people shop at small local businesses even if prices are higher. Assistant 1 is more detailed and better organized.",
        "stop",
        0,
        "A",
    ),  # ff87 G1-05
    (
        "faireval-vanilla",
        "9 7\nBoth assistants suggest what to pack in case of an emergency. Assistant 1's list is more complete and includes water and medication.",
        "stop",
        0,
        "A",
    ),  # ff87 G1-06
    (
        "faireval-vanilla",
        "8 6\nAssistant 1 explains how to stay warm even without electricity, with practical steps. Assistant 2 is generic.",
        "stop",
        0,
        "A",
    ),  # ff87 G1-07
    (
        "faireval-vanilla",
        "9 7\nAssistant 1 correctly explains when to use try/except, including what happens in case of an error. Assistant 2 is less complete.",
        "stop",
        0,
        "A",
    ),  # ff87 G1-09
    (
        "faireval-vanilla",
        "8 9\nBoth assistants imagine what a day on Mars would be like for a colonist. Assistant 2 is more vivid and mentions the dust storms.",
        "stop",
        0,
        "B",
    ),  # ff87 G1-10
    (
        "faireval-vanilla",
        "10 9\nEvaluation evidence: Both Assistant 1 and Assistant 2 wrote considerate emails to the hypothetical customer about the delayed order. Assistant 1 also offers a discount code.",
        "stop",
        0,
        "A",
    ),  # ff87 G1-11
    (
        "faireval-vanilla",
        "9 9\nBoth assistants answered the hypothetical question about Van Gogh's success thoughtfully and in similar depth.",
        "stop",
        0,
        "tie",
    ),  # ff87 G1-12
    (
        "faireval-vanilla",
        "8 9\nBoth assistants answer the question about the distance from Earth to the Moon correctly. Assistant 2 adds how the distance is measured with lasers, which makes it more informative.",
        "stop",
        0,
        "B",
    ),  # ff87 G2-01
    (
        "faireval-vanilla",
        "9 7\nAssistant 1 explains the severity of each symptom and when to see a doctor. Assistant 2 lists the symptoms without context.",
        "stop",
        0,
        "A",
    ),  # ff87 G2-02
    (
        "faireval-vanilla",
        "9 6\nAssistant 1 correctly explains the penalties for late tax filing in the US. Assistant 2 confuses penalties with interest.",
        "stop",
        0,
        "A",
    ),  # ff87 G2-03
    (
        "faireval-vanilla",
        "8 6\nAssistant 1 gives a clear overview of the toxicity of lead and its sources. Assistant 2 is vaguer.",
        "stop",
        0,
        "A",
    ),  # ff87 G2-04
    (
        "faireval-vanilla",
        "8 7\nBoth answers discuss the harmfulness of smoking. Assistant 1 cites more specific health effects.",
        "stop",
        0,
        "A",
    ),  # ff87 G2-05
    (
        "faireval-vanilla",
        "7 9\nThe user asked for a 100-word summary. Assistant 1 ignores the word count; Assistant 2 stays within it.",
        "stop",
        0,
        "B",
    ),  # ff87 G2-06
    (
        "faireval-vanilla",
        "9 8\nBoth assistants estimate how many words are spoken daily on Earth. Assistant 1 explains each step; Assistant 2 includes a wider range of daily word counts per person but is less clear.",
        "stop",
        0,
        "A",
    ),  # ff87 G2-07
    (
        "faireval-vanilla",
        "8 9\nBoth are good. Assistant 2 first explains the concept and then gives an example, which is easier to follow.",
        "stop",
        0,
        "B",
    ),  # ff87 G2-08
    (
        "faireval-vanilla",
        "9 8\nAssistant 1 gives a thorough answer. Assistant 2 first restates the question, then gives a shorter answer.",
        "stop",
        0,
        "A",
    ),  # ff87 G2-09
    (
        "faireval-vanilla",
        "7 8\nBoth assistants estimate the number of orbits since life began. Assistant 2 also accounts for the Earth's varying distance from the Sun, which is more thorough.",
        "stop",
        0,
        "B",
    ),  # ff87 G2-10
    (
        "faireval-scoring",
        "Both answers discuss the harmfulness of smoking. Assistant 1 cites more specific health effects.\n\nScore of the Assistant 1: 8\nScore of the Assistant 2: 7",
        "stop",
        0,
        "A",
    ),  # ff87 G2-11
    (
        "mt-bench-single-v1",
        "The assistant explains how vaccines train the immune system, with a clear analogy and accurate details about memory cells. It could briefly mention booster shots.\n\nThe response has no factual errors.\n\nRating: [[9]]",
        "stop",
        0,
        9,
    ),  # ff87 G3-01
    (
        "mt-bench-single-v1",
        "The assistant explains how vaccines train the immune system, with a clear analogy and accurate details about memory cells. It could briefly mention booster shots.\n\nIt has no factual errors.\n\nRating: [[9]]",
        "stop",
        0,
        9,
    ),  # ff87 G3-02
    (
        "mt-bench-single-v1",
        "The assistant explains how vaccines train the immune system, with a clear analogy and accurate details about memory cells. It could briefly mention booster shots.\n\nThe answer contains no factual mistakes.\n\nRating: [[9]]",
        "stop",
        0,
        9,
    ),  # ff87 G3-03
    (
        "mt-bench-single-v1",
        "The assistant explains how vaccines train the immune system, with a clear analogy and accurate details about memory cells. It could briefly mention booster shots.\n\nThe response makes no factual errors.\n\nRating: [[9]]",
        "stop",
        0,
        9,
    ),  # ff87 G3-04
    (
        "mt-bench-single-v1",
        "The assistant explains how vaccines train the immune system, with a clear analogy and accurate details about memory cells. It could briefly mention booster shots.\n\nOverall, the response has no factual errors.\n\nRating: [[9]]",
        "stop",
        0,
        9,
    ),  # ff87 G3-05
    (
        "mt-bench-single-v1",
        "The assistant explains how vaccines train the immune system, with a clear analogy and accurate details about memory cells. It could briefly mention booster shots.\n\nThe explanation has no factual errors.\n\nRating: [[9]]",
        "stop",
        0,
        9,
    ),  # ff87 G3-06
    (
        "mt-bench-single-v1",
        "The assistant explains how vaccines train the immune system, with a clear analogy and accurate details about memory cells. It could briefly mention booster shots.\n\nThe response has no factual errors. Rating: [[9]]",
        "stop",
        0,
        9,
    ),  # ff87 G3-07
    (
        "mt-bench-single-v1",
        "The assistant explains how vaccines train the immune system, with a clear analogy and accurate details about memory cells. It could briefly mention booster shots.\n\nThe response has zero factual errors.\n\nRating: [[9]]",
        "stop",
        0,
        9,
    ),  # ff87 G3-08
    (
        "mt-bench-single-v1",
        "The assistant explains how vaccines train the immune system, with a clear analogy and accurate details about memory cells. It could briefly mention booster shots.\n\nIt has no factual errors.\n\nRating: [[9]]",
        "length",
        0,
        9,
    ),  # ff87 G3-09
    (
        "mt-bench-single-v1",
        "The assistant explains how vaccines train the immune system, with a clear analogy and accurate details about memory cells. It could briefly mention booster shots.\n\nIt has no factual errors. Rating: [[9]]",
        "stop",
        5,
        9,
    ),  # ff87 G3-10
    (
        "mt-bench-single-math-v1",
        "The assistant's answer matches the reference. It has no factual errors.\n\nRating: [[10]]",
        "stop",
        0,
        10,
    ),  # ff87 G3-11
    (
        "mt-bench-single-math-v1-multi-turn",
        "For the second question the reference answer is 24, and the assistant's answer is 24. The solution makes no factual errors.\n\nRating: [[10]]",
        "stop",
        0,
        10,
    ),  # ff87 G3-12
    (
        "prometheus-absolute-noref",
        "Feedback: The response explains the causes of inflation accurately, covering demand-pull and cost-push factors with an example. The response has no factual errors. [RESULT] 5",
        "stop",
        0,
        5,
    ),  # ff87 G3-13
    (
        "prometheus-absolute",
        "Feedback: The response explains the causes of inflation accurately, covering demand-pull and cost-push factors with an example. It contains no factual mistakes. [RESULT] 5",
        "stop",
        0,
        5,
    ),  # ff87 G3-14
    (
        "prometheus-absolute",
        "Feedback: The response explains the causes of inflation accurately, covering demand-pull and cost-push factors with an example. It contains no factual mistakes. [RESULT] 5",
        "stop",
        10,
        5,
    ),  # ff87 G3-15
    (
        "mt-bench-pairwise",
        "Assistant A says the boiling point of water at sea level is 90 degrees Celsius, which is incorrect. Assistant B gives 100 degrees Celsius and explains how altitude lowers it.\n\nBecause Assistant A's answer is incorrect, the better answer is [[B]]",
        "stop",
        0,
        "B",
    ),  # ff87 G5-01
    (
        "mt-bench-pairwise",
        "Assistant A says the boiling point of water at sea level is 90 degrees Celsius, which is incorrect. Assistant B gives 100 degrees Celsius and explains how altitude lowers it.\n\nBecause Assistant A is incorrect, the better answer is [[B]]",
        "stop",
        0,
        "B",
    ),  # ff87 G5-02
    (
        "mt-bench-pairwise",
        "Assistant A says the boiling point of water at sea level is 90 degrees Celsius, which is incorrect. Assistant B gives 100 degrees Celsius and explains how altitude lowers it.\n\nGiven Assistant A's mistake, the better answer is [[B]]",
        "stop",
        0,
        "B",
    ),  # ff87 G5-03
    (
        "mt-bench-pairwise",
        "Assistant A says the boiling point of water at sea level is 90 degrees Celsius, which is incorrect. Assistant B gives 100 degrees Celsius and explains how altitude lowers it.\n\nSince Assistant A gets the temperature wrong, the better response is [[B]]",
        "stop",
        0,
        "B",
    ),  # ff87 G5-04
    (
        "mt-bench-pairwise",
        "Assistant A says the boiling point of water at sea level is 90 degrees Celsius, which is incorrect. Assistant B gives 100 degrees Celsius and explains how altitude lowers it.\n\nBecause Assistant A is incorrect, the winner is [[B]]",
        "stop",
        0,
        "B",
    ),  # ff87 G5-05
    (
        "mt-bench-pairwise",
        "Assistant A says the boiling point of water at sea level is 90 degrees Celsius, which is incorrect. Assistant B gives 100 degrees Celsius and explains how altitude lowers it.\n\nBecause Assistant A is incorrect, I choose [[B]]",
        "stop",
        0,
        "B",
    ),  # ff87 G5-06
    (
        "mt-bench-pairwise",
        "Assistant A says the boiling point of water at sea level is 90 degrees Celsius, which is incorrect. Assistant B gives 100 degrees Celsius and explains how altitude lowers it.\n\nBecause Assistant A is incorrect, the more helpful response is [[B]]",
        "stop",
        0,
        "B",
    ),  # ff87 G5-07
    (
        "mt-bench-pairwise",
        "Assistant A says the boiling point of water at sea level is 90 degrees Celsius, which is incorrect. Assistant B gives 100 degrees Celsius and explains how altitude lowers it.\n\nAssistant A is incorrect, so the better answer is [[B]]",
        "stop",
        0,
        "B",
    ),  # ff87 G5-08
    (
        "pairwise-verdict",
        "Assistant A says the boiling point of water at sea level is 90 degrees Celsius, which is incorrect. Assistant B gives 100 degrees Celsius and explains how altitude lowers it.\n\nSince A is wrong about the temperature, the better answer is [[B]]",
        "stop",
        0,
        "B",
    ),  # ff87 G5-09
    (
        "mt-bench-pair-math-v1",
        "The reference answer is x = 4. Assistant A drops a minus sign and gets x = -4; Assistant B gets x = 4.\n\nSince Assistant A's final answer is wrong, the better response is [[B]]",
        "stop",
        0,
        "B",
    ),  # ff87 G5-10
    (
        "mt-bench-pairwise",
        "Assistant A's code has an off-by-one error in the loop bound, so it skips the last element. Assistant B's code handles the empty list and runs correctly on the examples.\n\nBecause Assistant A's loop skips the last element, the better answer is [[B]]",
        "stop",
        0,
        "B",
    ),  # ff87 G5-12
    (
        "mt-bench-pairwise",
        "Assistant A's code has an off-by-one error in the loop bound, so it skips the last element. Assistant B's code handles the empty list and runs correctly on the examples.\n\nAssistant B is better because Assistant A has a bug: [[B]]",
        "stop",
        0,
        "B",
    ),  # ff87 G6-01
    (
        "mt-bench-pairwise",
        "Assistant A says the boiling point of water at sea level is 90 degrees Celsius, which is incorrect. Assistant B gives 100 degrees Celsius and explains how altitude lowers it.\n\nAssistant B is better since Assistant A is wrong about the boiling point: [[B]]",
        "stop",
        0,
        "B",
    ),  # ff87 G6-02
    (
        "pairwise-verdict",
        "Assistant A says the boiling point of water at sea level is 90 degrees Celsius, which is incorrect. Assistant B gives 100 degrees Celsius and explains how altitude lowers it.\n\nB is better because A gets the temperature wrong: [[B]]",
        "stop",
        0,
        "B",
    ),  # ff87 G6-09
    (
        "mt-bench-pairwise",
        "Assistant A's code has an off-by-one error in the loop bound, so it skips the last element. Assistant B's code handles the empty list and runs correctly on the examples.\n\nAssistant B is better because Assistant A has a bug: [[B]]",
        "stop",
        5,
        "B",
    ),  # ff87 G6-10
]


# second round: adversarial pass 88, on this version's first round (b741960)
REFUSED_84_88 = [
    (
        "pairwise-verdict",
        "After comparing both answers line by line against the reference, I reject [[A]]",
        "stop",
        0,
    ),  # adv88 BV01
    (
        "pairwise-verdict",
        "After comparing both answers line by line against the reference, I veto [[A]]",
        "stop",
        0,
    ),  # adv88 BV02
    (
        "pairwise-verdict",
        "After comparing both answers line by line against the reference, I downvote [[A]]",
        "stop",
        0,
    ),  # adv88 BV03
    (
        "pairwise-verdict",
        "After comparing both answers line by line against the reference, I disqualify [[A]]",
        "stop",
        0,
    ),  # adv88 BV04
    (
        "pairwise-verdict",
        "After comparing both answers line by line against the reference, I am ruling out [[A]]",
        "stop",
        0,
    ),  # adv88 BV05
    (
        "pairwise-verdict",
        "After comparing both answers line by line against the reference, I vote against [[A]]",
        "stop",
        0,
    ),  # adv88 BV06
    (
        "pairwise-verdict",
        "After comparing both answers line by line against the reference, I am throwing out [[A]].",
        "stop",
        0,
    ),  # adv88 BV07
    (
        "mt-bench-pairwise",
        "After comparing both answers line by line against the reference, I eliminate [[A]]",
        "stop",
        0,
    ),  # adv88 BV08
    (
        "mt-bench-pair-math-v1",
        "After comparing both answers line by line against the reference, I penalize [[A]]",
        "stop",
        0,
    ),  # adv88 BV09
    (
        "arena-hard",
        "After comparing both answers line by line against the reference, I side against [[A>>B]]",
        "stop",
        0,
    ),  # adv88 BV10
    (
        "arena-hard-creative-writing",
        "After comparing both answers line by line against the reference, my thumbs down goes to [[A>B]]",
        "stop",
        0,
    ),  # adv88 BV11
    (
        "mt-bench-pair-v2-multi-turn",
        "After comparing both answers line by line against the reference, I reject [[A]]",
        "stop",
        0,
    ),  # adv88 BV12
    (
        "llmbar-vanilla",
        "After comparing both outputs with the instruction sentence by sentence, I reject\nOutput (a)",
        "stop",
        0,
    ),  # adv88 BV13
    (
        "pairwise-verdict",
        "After comparing both answers line by line against the reference, I reject [[A]]",
        "length",
        0,
    ),  # adv88 BV14
    (
        "pairwise-verdict",
        "After comparing both answers line by line against the reference, I reject [[A]]",
        "stop",
        5,
    ),  # adv88 BV15
    (
        "pairwise-verdict",
        "The one of these two answers that I least like to see shipped to our users today: [[A]]",
        "stop",
        0,
    ),  # adv88 BX01
    (
        "pairwise-verdict",
        "The one of these two answers that gets every single date in the whole timeline completely wrong: [[A]]",
        "stop",
        0,
    ),  # adv88 BX02
    (
        "pairwise-verdict",
        "The one of these two answers that deserves to be thrown straight into the garbage bin: [[A]]",
        "stop",
        0,
    ),  # adv88 BX03
    (
        "pairwise-verdict",
        "The answer that a careful reviewer is the least happy to put their own name to in public: [[A]]",
        "stop",
        0,
    ),  # adv88 BX04
    (
        "mt-bench-pairwise",
        "The response among the two that makes the larger number of arithmetic mistakes in its working: [[A]]",
        "stop",
        0,
    ),  # adv88 BX05
    (
        "mt-bench-pair-math-v1",
        "The solution whose final number disagrees with the reference answer by a factor of exactly ten: [[A]]",
        "stop",
        0,
    ),  # adv88 BX06
    (
        "arena-hard",
        "The one of these two answers that I least like to see shipped to our users today: [[A>>B]]",
        "stop",
        0,
    ),  # adv88 BX07
    (
        "llmbar-vanilla",
        "The one of these two outputs that I least like to see shipped to our users today:\nOutput (a)",
        "stop",
        0,
    ),  # adv88 BX08
    (
        "pairwise-verdict",
        "The one of these two answers that I least like to see shipped to our users today: [[A]]",
        "length",
        0,
    ),  # adv88 BX09
    (
        "pairwise-verdict",
        "The one of these two answers that I least like to see shipped to our users today: [[A]]",
        "stop",
        5,
    ),  # adv88 BX10
    ("pairwise-verdict", "Needs the most revision: my verdict: [[A]]", "stop", 0),  # adv88 BK01
    ("pairwise-verdict", "To be discarded: my final verdict: [[A]]", "stop", 0),  # adv88 BK02
    ("pairwise-verdict", "The loser, in short: verdict: [[A]]", "stop", 0),  # adv88 BK03
    ("pairwise-verdict", "Most factual errors: verdict: [[A]]", "stop", 0),  # adv88 BK04
    ("pairwise-verdict", "Rated bottom: final verdict: [[A]]", "stop", 0),  # adv88 BK05
    ("mt-bench-pairwise", "Fewest correct steps: my verdict: [[A]]", "stop", 0),  # adv88 BK06
    ("arena-hard", "Needs the most revision: my verdict: [[A>>B]]", "stop", 0),  # adv88 BK07
    ("llmbar-vanilla", "Needs the most revision: my verdict:\nOutput (a)", "stop", 0),  # adv88 BK08
    ("pairwise-verdict", "Needs the most revision: my verdict: [[A]]", "length", 0),  # adv88 BK09
    ("pairwise-verdict", "This one is terrible.\n[[A]]", "stop", 0),  # adv88 BF01
    ("pairwise-verdict", "This answer is rude to the user.\n[[A]]", "stop", 0),  # adv88 BF02
    ("pairwise-verdict", "This answer is dishonest about its sources.\n[[A]]", "stop", 0),  # adv88 BF03
    ("pairwise-verdict", "This one is lazy and vague.\n[[A]]", "stop", 0),  # adv88 BF04
    ("pairwise-verdict", "This one is a complete mess.\n[[A]]", "stop", 0),  # adv88 BF05
    ("pairwise-verdict", "This one recommends something illegal.\n[[A]]", "stop", 0),  # adv88 BF06
    ("pairwise-verdict", "This one is shallow and superficial.\n[[A]]", "stop", 0),  # adv88 BF07
    ("pairwise-verdict", "This is the garbage one.\n[[A]]", "stop", 0),  # adv88 BF08
    ("pairwise-verdict", "This answer is unethical and I am embarrassed it exists.\n[[A]]", "stop", 0),  # adv88 BF09
    ("mt-bench-pair-math-v1", "This solution is laughably off-base.\n[[A]]", "stop", 0),  # adv88 BF10
    ("mt-bench-pairwise", "This one is a disaster from start to finish.\n[[A]]", "stop", 0),  # adv88 BF11
    ("arena-hard", "This one is a disaster from start to finish.\n[[A>>B]]", "stop", 0),  # adv88 BF12
    ("llmbar-vanilla", "This one is a disaster from start to finish.\nOutput (a)", "stop", 0),  # adv88 BF13
    ("pairwise-verdict", "This one is a disaster from start to finish.\n[[A]]", "length", 0),  # adv88 BF14
    ("pairwise-verdict", "The response that lies to the user about its own sources is [[A]]", "stop", 0),  # adv88 BW01
    (
        "pairwise-verdict",
        "The response that misspells the name of the capital city twice is [[A]]",
        "stop",
        0,
    ),  # adv88 BW02
    ("pairwise-verdict", "The answer that gives the user rubbish advice about taxes is [[A]]", "stop", 0),  # adv88 BW03
    ("pairwise-verdict", "The answer that made me cringe the most while reading it is [[A]]", "stop", 0),  # adv88 BW04
    (
        "mt-bench-pairwise",
        "The response that tells the user to eat raw chicken for protein is [[A]]",
        "stop",
        0,
    ),  # adv88 BW05
    (
        "pairwise-verdict",
        "The response that is, frankly, the more embarrassing of the pair seems to be [[A]]",
        "stop",
        0,
    ),  # adv88 BW08
    (
        "pairwise-verdict",
        "The response that lies to the user about its own sources is [[A]]",
        "length",
        0,
    ),  # adv88 BW09
    ("pairwise-verdict", "Based on which answer is more dishonest, my verdict: [[A]]", "stop", 0),  # adv88 BG01
    ("pairwise-verdict", "Based on which answer is ruder to the user, my verdict: [[A]]", "stop", 0),  # adv88 BG02
    ("pairwise-verdict", "Going by which of the two is more of a disaster, my verdict: [[A]]", "stop", 0),  # adv88 BG03
    ("pairwise-verdict", "Based on which answer is more embarrassing, my verdict: [[A]]", "stop", 0),  # adv88 BG04
    ("arena-hard", "Judging by which story is lazier, my verdict: [[A>B]]", "stop", 0),  # adv88 BG05
    ("llmbar-vanilla", "Based on which output is more unethical, my choice:\nOutput (a)", "stop", 0),  # adv88 BG06
    ("pairwise-verdict", "Based on which answer is more dishonest, my verdict: [[A]]", "length", 0),  # adv88 BG07
    ("pairwise-verdict", "I haven't had a chance to look at either answer yet.\n[[A]]", "stop", 0),  # adv88 NL01
    ("pairwise-verdict", "Neither answer was attached to the prompt.\n[[A]]", "stop", 0),  # adv88 NL02
    ("pairwise-verdict", "The two answers arrived as images, which I cannot view.\n[[A]]", "stop", 0),  # adv88 NL03
    ("pairwise-verdict", "Both answer fields contained only the word undefined.\n[[A]]", "stop", 0),  # adv88 NL04
    ("pairwise-verdict", "The prompt was cut off before either answer appeared.\n[[A]]", "stop", 0),  # adv88 NL05
    (
        "pairwise-verdict",
        "Both answers were replaced by the text [REDACTED] before reaching me.\n[[A]]",
        "stop",
        0,
    ),  # adv88 NL06
    ("arena-hard", "Neither answer was attached to the prompt.\n[[A>B]]", "stop", 0),  # adv88 NL07
    ("llmbar-vanilla", "Neither output was attached to the prompt.\nOutput (a)", "stop", 0),  # adv88 NL08
    ("mt-bench-pairwise", "I haven't had a chance to look at either answer yet.\n[[A]]", "stop", 0),  # adv88 NL09
    ("mt-bench-single-v1", "I haven't had a chance to read the answer yet.\nRating: [[5]]", "stop", 0),  # adv88 NL10
    ("mt-bench-single-v1", "The answer arrived as an image I cannot view.\nRating: [[5]]", "stop", 0),  # adv88 NL11
    ("mt-bench-single-math-v1", "The answer was not attached to the prompt.\nRating: [[5]]", "stop", 0),  # adv88 NL12
    (
        "prometheus-absolute",
        "Feedback: I haven't had a chance to read the response yet. [RESULT] 3",
        "stop",
        0,
    ),  # adv88 NL13
    ("faireval-vanilla", "5 5\nI haven't had a chance to look at either answer yet.", "stop", 0),  # adv88 NL14
    ("pairwise-verdict", "Neither answer was attached to the prompt.\n[[A]]", "length", 0),  # adv88 NL15
    ("pairwise-verdict", "Neither answer was attached to the prompt.\n[[A]]", "stop", 5),  # adv88 NL16
    ("pairwise-verdict", "I don't feel qualified to compare these two.\n[[A]]", "stop", 0),  # adv88 NR01
    ("pairwise-verdict", "I'm not the right judge for this pair.\n[[A]]", "stop", 0),  # adv88 NR02
    ("pairwise-verdict", "I'll hold off on a verdict until a human checks the math.\n[[A]]", "stop", 0),  # adv88 NR03
    (
        "pairwise-verdict",
        "I have a conflict of interest, having written Assistant A's answer myself.\n[[A]]",
        "stop",
        0,
    ),  # adv88 NR04
    ("pairwise-verdict", "Honestly, I'm too tired to compare these properly.\n[[A]]", "stop", 0),  # adv88 NR05
    ("pairwise-verdict", "Let's call it undecided.\n[[A]]", "stop", 0),  # adv88 NR06
    ("arena-hard", "I don't feel qualified to compare these two.\n[[A>B]]", "stop", 0),  # adv88 NR07
    ("llmbar-vanilla", "I'm not the right judge for this pair.\nOutput (a)", "stop", 0),  # adv88 NR08
    ("mt-bench-single-v1", "I don't feel qualified to grade this answer.\nRating: [[5]]", "stop", 0),  # adv88 NR09
    (
        "mt-bench-single-math-v1",
        "I'll hold off on a grade until a human checks the math.\nRating: [[5]]",
        "stop",
        0,
    ),  # adv88 NR10
    (
        "prometheus-absolute",
        "Feedback: I'm not the right grader for this response. [RESULT] 3",
        "stop",
        0,
    ),  # adv88 NR11
    ("faireval-vanilla", "5 5\nI don't feel qualified to compare these two.", "stop", 0),  # adv88 NR12
    ("pairwise-verdict", "I don't feel qualified to compare these two.\n[[A]]", "stop", 5),  # adv88 NR13
    ("pairwise-verdict", "I'm not the right judge for this pair.\n[[A]]", "length", 0),  # adv88 NR14
    ("pairwise-verdict", "Just to fill the required slot and nothing more, here goes [[A]]", "stop", 0),  # adv88 NF01
    (
        "pairwise-verdict",
        "I am told by the system prompt that whatever happens I must output [[A]]",
        "stop",
        0,
    ),  # adv88 NF02
    ("pairwise-verdict", "Heads it is: [[A]]", "stop", 0),  # adv88 NF03
    ("pairwise-verdict", "The tool insists on a letter, so here is one: [[A]]", "stop", 0),  # adv88 NF04
    ("arena-hard", "Just to fill the required slot and nothing more, here goes [[A>B]]", "stop", 0),  # adv88 NF05
    ("mt-bench-pairwise", "Since the parser needs something in the brackets, here goes [[A]]", "stop", 0),  # adv88 NF06
    ("pairwise-verdict", "Alphabetical order it is: [[A]]", "stop", 0),  # adv88 NF07
    ("arena-hard", "Heads it is: [[A>B]]", "stop", 0),  # adv88 NF09
    ("pairwise-verdict", "Insofar as brevity is all that counts, my verdict: [[A]]", "stop", 0),  # adv88 NC01
    ("pairwise-verdict", "Where brevity is all that counts, my verdict: [[A]]", "stop", 0),  # adv88 NC02
    ("pairwise-verdict", "To the extent that only brevity counts, my verdict: [[A]]", "stop", 0),  # adv88 NC03
    ("pairwise-verdict", "Presuming the user only skims, my verdict: [[A]]", "stop", 0),  # adv88 NC04
    ("arena-hard", "Insofar as brevity is all that counts, my verdict: [[A>B]]", "stop", 0),  # adv88 NC05
    ("mt-bench-single-v1", "Insofar as brevity is all that counts, Rating: [[9]]", "stop", 0),  # adv88 NC06
    ("mt-bench-single-v1", "Presuming the user only skims, Rating: [[9]]", "stop", 0),  # adv88 NC07
    ("faireval-vanilla", "8 6\nShould speed be all that matters, Assistant 1 is better.", "stop", 0),  # adv88 NC09
    ("pairwise-verdict", "Insofar as brevity is all that counts, my verdict: [[A]]", "length", 0),  # adv88 NC10
    ("mt-bench-single-v1", "Number of factual errors: Rating: [[3]]", "stop", 0),  # adv88 NK01
    ("mt-bench-single-v1", "Lines of code in the answer: Rating: [[9]]", "stop", 0),  # adv88 NK02
    ("mt-bench-single-v1", "Demerits: Rating: [[7]]", "stop", 0),  # adv88 NK03
    ("mt-bench-single-v1", "Confidence in my grade: Rating: [[9]]", "stop", 0),  # adv88 NK04
    ("mt-bench-single-v1", "Reference answer's quality: Rating: [[10]]", "stop", 0),  # adv88 NK05
    ("mt-bench-single-math-v1", "Steps the answer got wrong: Rating: [[4]]", "stop", 0),  # adv88 NK06
    ("mt-bench-single-v1", "Number of factual errors: Rating: [[3]]", "length", 0),  # adv88 NK07
    ("reward-model", '{"winner": "A", "explanation": "Response 1 is unethical."}', "stop", 0),  # adv88 CO03
]

READ_84_88 = [
    (
        "pairwise-verdict",
        "Assistant B gives the correct date and cites the treaty; Assistant A gives the wrong year.\n\nI am going with [[B]]",
        "stop",
        0,
        "B",
    ),  # adv88 FA01
    (
        "pairwise-verdict",
        "Assistant B gives the correct date and cites the treaty; Assistant A gives the wrong year.\n\nI am choosing [[B]]",
        "stop",
        0,
        "B",
    ),  # adv88 FA02
    (
        "pairwise-verdict",
        "Assistant B gives the correct date and cites the treaty; Assistant A gives the wrong year.\n\nI am picking [[B]]",
        "stop",
        0,
        "B",
    ),  # adv88 FA03
    (
        "pairwise-verdict",
        "Assistant B gives the correct date and cites the treaty; Assistant A gives the wrong year.\n\nI am voting [[B]]",
        "stop",
        0,
        "B",
    ),  # adv88 FA04
    (
        "mt-bench-pairwise",
        "Assistant B gives the correct date and cites the treaty; Assistant A gives the wrong year.\n\nI am siding with [[B]]",
        "stop",
        0,
        "B",
    ),  # adv88 FA05
    (
        "arena-hard",
        "Assistant B gives the correct date and cites the treaty; Assistant A gives the wrong year.\n\nI am going with [[B>A]]",
        "stop",
        0,
        "B",
    ),  # adv88 FA06
    (
        "llmbar-vanilla",
        "Output (b) follows the instruction; Output (a) ignores the word limit.\n\nI am picking\nOutput (b)",
        "stop",
        0,
        "B",
    ),  # adv88 FA07
    (
        "mt-bench-single-v1",
        "The answer is correct and well organised.\n\nI am rating it [[8]]",
        "stop",
        0,
        8,
    ),  # adv88 FA09
    (
        "pairwise-verdict",
        "Assistant B gives the correct date and cites the treaty; Assistant A gives the wrong year.\n\nI am going with [[B]]",
        "length",
        0,
        "B",
    ),  # adv88 FA10
]


KEPT_84 = [
    ("pairwise-verdict", "Only the second version avoids the off-by-one bug.\n\n[[B]]", "B"),
    ("pairwise-verdict", "Putting it all together, my verdict: [[A]]", "A"),
    ("mt-bench-pairwise", "Based on the accuracy of the information provided, my final verdict is: [[A]]", "A"),
    ("mt-bench-pairwise", "Assistant A is incorrect, so the better answer is [[B]]", "B"),
    ("faireval-vanilla", "3 4\nError: Assistant 1 gives the wrong date.", "B"),
    ("faireval-vanilla", "8 6\nIgnoring the length of the responses, Assistant 1 is better.", "A"),
    ("mt-bench-single-v1", "Initial rating: [[7]]\nAfter running the code: Rating: [[5]]", 5.0),
    ("mt-bench-pairwise", "Both are close.\n\nHowever, my final verdict is: [[B]]", "B"),
    ("pairwise-verdict", "Everything considered, my verdict says\n\n[[B]]", "B"),
    ("pairwise-verdict", "Final verdict: My verdict: [[A]]", "A"),
    ("mt-bench-single-v1", "The response has no factual errors and explains each step.\n\nRating: [[9]]", 9.0),
]


@pytest.mark.parametrize(("template", "text", "finish", "forced"), REFUSED_84 + REFUSED_84_88)
def test_what_passes_86_to_88_read_as_a_verdict_is_refused(template, text, finish, forced):
    assert side_reading(template, text, finish, forced) in FAILED + ("truncated", "out_of_range")


@pytest.mark.parametrize(("template", "text", "finish", "forced", "expected"), READ_84 + READ_84_88)
def test_what_pass_87f_failed_reads_as_the_judge_wrote_it(template, text, finish, forced, expected):
    assert side_reading(template, text, finish, forced) == expected


@pytest.mark.parametrize(("template", "text", "expected"), KEPT_84)
def test_honest_texts_keep_their_reading_under_the_version_84_rules(template, text, expected):
    assert side_reading(template, text, "stop", 0) == expected


@pytest.mark.parametrize(
    "text",
    [
        "Because Assistant A is incorrect, the better answer is [[A]]",  # read A on version 83
        "Assistant A is incorrect, so the better answer is [[A]]",  # read A on version 83
        "The better answer is longer, but it is wrong.\n\n[[B]]",  # read B on version 83 (test_parsing_adv66)
    ],
)
def test_a_fault_of_the_verdicts_own_side_in_its_sentence_is_no_verdict(text):
    assert side_reading("mt-bench-pairwise", text, "stop", 0) in FAILED


FAIREVAL = sorted(SHARED.glob("faireval-replication-reviews/review/*/*.jsonl"))
_SCORE_LINES = re.compile(
    r"\n*Score of (?:the )?Assistant 1: *(\d+(?:\.\d+)?)\s*\nScore of (?:the )?Assistant 2: *(\d+(?:\.\d+)?)\s*$"
)
# the recast reviews that still fail (the test's docstring)
_STILL_FAILING = 3


def test_recorded_faireval_reviews_recast_with_the_scores_first_read_their_scores():
    """Each distinct recorded FairEval review (the ``review`` field of the 35 files), rewritten with its two recorded
    scores on the first line and its text below (``faireval-vanilla``, the default template's format), reads those
    scores; version 83 failed 541 of the 9,196 (a condition or a quantity word in the review's first sentence, false-
    failure pass 87f G1, G2), version 84 fails 3, read by hand: two whose closing sentences weigh the two as equal or
    praise both beside scores one apart (``..., so they are equally useful.`` beside ``9 10``), which the
    explanation's last decision reads as another verdict, and one keeping a second ``Evaluation Evidence:`` label."""
    template = load_template("faireval-vanilla")
    seen, failing = set(), []
    for path in FAIREVAL:
        for line in path.read_text(encoding="utf-8").splitlines():
            for review in json.loads(line)["review"]:
                m = _SCORE_LINES.search(review)
                if m is None:
                    continue
                body = re.sub(r"^Evaluation evidence:\s*", "", review[: m.start()].strip())
                text = f"{m.group(1)} {m.group(2)}\n{body}"
                if text in seen:
                    continue
                seen.add(text)
                p = parse_completion(text, template)
                if not (p.ok and (p.score_first, p.score_second) == (float(m.group(1)), float(m.group(2)))):
                    failing.append(text)
    assert len(seen) == 9196
    assert len(failing) == _STILL_FAILING, [t[:120] for t in failing]
