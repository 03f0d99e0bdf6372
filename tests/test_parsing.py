"""Parsing: a table of real-looking completions with the verdict a person reads in them."""

import pytest

from judge_engine.parsing import parse_completion
from judge_engine.templates import load_template

SCORING = load_template("faireval-scoring")
VANILLA = load_template("faireval-vanilla")
VERDICT = load_template("pairwise-verdict")

CASES = [
    # (template, completion, finish_reason, expected (s1, s2, status))
    (SCORING, "Evaluation evidence: both fine.\nScore of the Assistant 1: 8\nScore of the Assistant 2: 7", "stop", (8.0, 7.0, "ok")),
    (SCORING, "Evaluation evidence: x\nScore of the Assistant 1: 9.5\nScore of the Assistant 2: 10", "stop", (9.5, 10.0, "ok")),
    (SCORING, "**Score of the Assistant 1:** 6\n**Score of the Assistant 2:** 4\n", "stop", (6.0, 4.0, "ok")),
    # restated: the last well-formed line of each kind wins
    (SCORING, "Score of the Assistant 1: 3\nScore of the Assistant 2: 5\nOn reflection:\nScore of the Assistant 1: 7\nScore of the Assistant 2: 5", "stop", (7.0, 5.0, "ok")),
    # FairEval.py's fallback: text after the last ':' of the last two lines
    (SCORING, "Evidence...\nAssistant 1: 7\nAssistant 2: 8", "stop", (7.0, 8.0, "ok")),
    (SCORING, "Score of the Assistant 1: 12\nScore of the Assistant 2: 7", "stop", (None, None, "out_of_range")),
    (SCORING, "Evaluation evidence: Assistant 1 is more detailed and", "length", (None, None, "truncated")),
    (SCORING, "I think both are good.", "stop", (None, None, "no_verdict")),
    (SCORING, "   \n", "stop", (None, None, "empty")),
    (SCORING, None, None, (None, None, "missing")),
    # malformed numbers are not scores
    (SCORING, "Score of the Assistant 1: 1_0\nScore of the Assistant 2: 6", "stop", (None, None, "no_verdict")),
    (SCORING, "Speed: 1e1\nDepth: 5", "stop", (None, None, "no_verdict")),
    (SCORING, "Accuracy: \uff18\nDepth: \uff15", "stop", (None, None, "no_verdict")),
    (SCORING, "Score of the Assistant 1: 8.\nScore of the Assistant 2: 6.", "stop", (8.0, 6.0, "ok")),
    (VANILLA, "8 7\nAssistant 1 gave more detail.", "stop", (8.0, 7.0, "ok")),
    (VANILLA, "8, 9\nBoth good.", "stop", (8.0, 9.0, "ok")),
    (VANILLA, "8/10 7/10\nexplanation", "stop", (8.0, 7.0, "ok")),
    (VANILLA, "\n\n7.5 6\nexplanation", "stop", (7.5, 6.0, "ok")),
    (VANILLA, "Assistant 1 is better.\n8 7", "stop", (None, None, "no_verdict")),
    (VANILLA, "0 7\n", "stop", (None, None, "out_of_range")),
    (VERDICT, "A is more helpful. [[A]]", "stop", (1.0, 0.0, "ok")),
    (VERDICT, "Both equal. [[C]]", "stop", (0.5, 0.5, "ok")),
    (VERDICT, "First I thought [[A]] but on reflection [[B]]", "stop", (0.0, 1.0, "ok")),
    (VERDICT, "Assistant B is better.", "stop", (None, None, "no_verdict")),
]


@pytest.mark.parametrize("template,text,finish,expected", CASES)
def test_completion_table(template, text, finish, expected):
    p = parse_completion(text, template, finish)
    assert (p.score_first, p.score_second, p.status) == expected


def test_parse_failure_is_never_a_score():
    for text in ["", "no numbers here", "Score of the Assistant 1: 8", "[[D]]"]:
        for t in (SCORING, VANILLA, VERDICT):
            p = parse_completion(text, t)
            assert p.status != "ok" and p.score_first is None and p.score_second is None
