"""Issue 13 item 16, "Parsing must be linear and bounded": pathological completions (one verdict candidate
repeated over one long line or many lines, quote marks, lead-ins, nested JSON) parse in time linear in
their length, for every output format.

Before the fix one line of ``[[A]] `` repeated to 16 KB took 9 s and to 64 KB 221 s (every candidate
re-counted the quote marks and re-read the whole text before and after it on its line): 4x the text cost
about 20x the time. The test compares the CPU time of 4x the text with the 1x text (best of 3, with a 5 ms
floor for the fast ones); linear work gives about 4x, and the bound is a generous 8x. No absolute time is
asserted."""

import time

import pytest

from judge_engine.pipeline.parsing import parse_completion
from judge_engine.pipeline.templates import load_template

# (template, repeated unit): one line of candidates (the unit ends with a space) or one per line (newline)
UNITS = [
    ("pairwise-verdict", "[[A]] "),
    ("pairwise-verdict", '"[[A]]" e.g. '),
    ("pairwise-verdict", "[[A]] - Assistant A is better, "),
    ("pairwise-verdict", "[[A]]\n"),
    ("pairwise-verdict", "I cannot evaluate this. [[A]] "),  # refusals
    ("pairwise-verdict", "Just kidding. [[A]]\n"),  # retractions
    ("pairwise-verdict", "[[A]]\nAssistant B is better.\n"),  # later contradictions
    ("pairwise-verdict", "When it runs: Maybe [[A]] (tentative) "),  # provisional, put-off and guessed verdicts
    ("pairwise-verdict", "For helpfulness: [[A]]\nBefore I give [[B]], let me verify.\n"),
    ("mt-bench-pairwise", "[[7]] [[3]] "),
    ("mt-bench-pairwise", "Rating: [[7]]\n"),
    ("mt-bench-single-v1", "Rating: [[5]] "),
    ("mt-bench-single-v1", "not \u201cRating: [[5]] \u00df "),
    ("mt-bench-single-v1", "Rating: [[5]]\n"),
    ("arena-hard", "[[A>B]] "),
    ("arena-hard", "[[A>B]] - Assistant B is better "),
    ("prometheus-absolute", "[RESULT] 4 "),
    ("prometheus-absolute", "Feedback: good. [RESULT] 4\n"),
    ("reward-model", '{"winner": "A"} '),
    ("reward-model", '{"winner": {"winner": "A"}} '),
    ("reward-model", "{"),
    ("reward-model", '{"score_1": 8, "score_2": 3}\n'),
    ("faireval-scoring", "Score of the Assistant 1: 8 "),
    ("faireval-scoring", "Score of the Assistant 1: 8\nScore of the Assistant 2: 7\n"),
    ("reward-model", '{"winner": "A", "explanation": "Assistant B is better.", "confidence": 0}\n'),
    ("faireval-vanilla", "8 7 "),
    ("faireval-vanilla", "8 7\nActually 5 6\n"),
    ("llmbar-vanilla", "Output (a) "),
    ("llmbar-vanilla", "Output (a)\n"),
]


def _cpu(text: str, template) -> float:
    best = float("inf")
    for _ in range(3):
        t0 = time.process_time()
        parse_completion(text, template, "stop")
        best = min(best, time.process_time() - t0)
    return best


@pytest.mark.parametrize(("name", "unit"), UNITS)
@pytest.mark.parametrize("size", [16_384, 262_144])
def test_parse_time_grows_linearly(name, unit, size):
    template = load_template(name)
    small = unit * (size // len(unit))
    large = unit * (4 * size // len(unit))
    t_small, t_large = _cpu(small, template), _cpu(large, template)
    assert t_large < 8 * max(t_small, 0.005), (name, unit, size, t_small, t_large)


# a verdict, then one long line of a short unit (adversarial pass 15 follow-up, found while timing the version 17
# backstop): the refusal sentence pattern restarted at every ". " and read the rest of the line's punctuation
# (". " x 32,000 took 23 s; 4x the text, about 16x the time), and the later-line clause patterns of restated.py
# started with optional space (a line of 32,000 spaces took 1 s per pattern)
AFTER_VERDICT = [
    ("mt-bench-pairwise", "[[A]]\n\n", ". "),
    ("mt-bench-pairwise", "[[A]]\n\n", " "),
    ("mt-bench-pairwise", "[[A]]\n\n", "? "),
    ("mt-bench-pairwise", "[[A]]\n\n", "B is better. "),
    ("mt-bench-single-v1", "Rating: [[8]]\n\n", ". "),
    ("mt-bench-single-v1", "Rating: [[8]]\n\n", " "),
    ("reward-model", '{"winner": "A", "explanation": "', "B is better. "),
    # adversarial pass 16 H1: each number re-read the whole sentence before it (2 KB 0.54 s, 60 KB 547 s)
    ("mt-bench-single-v1", "Rating: [[8]]\n\n", "6 "),
    ("mt-bench-pairwise", "[[A]]\n\n", "[[A]]\n"),
    # adversarial pass 30 L4: runs of line separators and other white space after the verdict (64,000 U+2028: 5.6 s)
    ("mt-bench-pairwise", "[[A]]\n", "\u2028"),
    ("mt-bench-pairwise", "[[A]]\n", "\r"),
    ("mt-bench-pairwise", "[[A]]\n", " \u2028"),
    ("mt-bench-single-v1", "Rating: [[8]]\n", "\u3000"),
]


@pytest.mark.parametrize(("name", "prefix", "unit"), AFTER_VERDICT)
def test_text_after_a_verdict_parses_in_linear_time(name, prefix, unit):
    template = load_template(name)
    size = 8_192  # 4x stays inside the scanned tail (MAX_SCAN_CHARS), where the verdict is read
    small = prefix + unit * (size // len(unit))
    large = prefix + unit * (4 * size // len(unit))
    t_small, t_large = _cpu(small, template), _cpu(large, template)
    assert t_large < 8 * max(t_small, 0.005), (name, unit, t_small, t_large)


# evidence before a forced verdict (constrain = "verdict"): one long line of a repeated refusal or undecided
# statement (adversarial pass 33 H4: every "I can't decide which is better" re-read the whole line before and after it
# for a tie, and every refusal re-read its sentence for a reporting label: 64 KB of "I cannot evaluate this, " took
# 15 s; 4x the text, about 15x the time)
FORCED_EVIDENCE = [
    ("pairwise-verdict", "A]]", "I can't decide which is better. "),
    ("pairwise-verdict", "A]]", "I can't decide which is better, "),
    ("pairwise-verdict", "A]]", "I cannot evaluate this, "),
    ("pairwise-verdict", "A]]", "I can't say which is better; both are equally good, "),
    ("pairwise-verdict", "A]]", "The assistant said: I cannot evaluate this, "),
    ("pairwise-verdict", "A]]", "I can't run the code, so I can't decide which is better. "),
    ("arena-hard", "A>B]]", "I cannot evaluate this, "),
    ("mt-bench-single-v1", "7]]", "I can't decide on a rating, "),
]


@pytest.mark.parametrize(("name", "forced", "unit"), FORCED_EVIDENCE)
def test_evidence_before_a_forced_verdict_parses_in_linear_time(name, forced, unit):
    template = load_template(name)
    assert template.verdict_tail is not None
    tail = "\n" + template.verdict_tail[0] + forced
    size = 16_384
    small = unit * (size // len(unit)) + tail
    large = unit * (4 * size // len(unit)) + tail

    def cpu(text: str) -> float:
        best = float("inf")
        for _ in range(3):
            t0 = time.process_time()
            parse_completion(text, template, "stop", len(tail))
            best = min(best, time.process_time() - t0)
        return best

    t_small, t_large = cpu(small), cpu(large)
    assert t_large < 8 * max(t_small, 0.005), (name, unit, t_small, t_large)


# fresh pass full59 M4: a run of reason markers inside one sentence before the verdict; every marker re-read the head
# before it and scanned the rest of the sentence for a side ('(' x 8,000 + '\n[[A]]' took 1.7 s, x 500 0.02 s: 16x the
# text, about 90x the time). Both sizes stay inside the 8,000 characters the walk back from the verdict reads.
REASON_RUNS = ["(", "; ", " - ", "since ", "due to ", ", whereas "]


@pytest.mark.parametrize("unit", REASON_RUNS)
@pytest.mark.parametrize("name", ["pairwise-verdict", "mt-bench-pairwise"])
def test_a_run_of_reason_markers_before_a_verdict_parses_in_linear_time(name, unit):
    template = load_template(name)
    small = unit * (1_500 // len(unit)) + "\n[[A]]"
    large = unit * (6_000 // len(unit)) + "\n[[A]]"
    t_small, t_large = _cpu(small, template), _cpu(large, template)
    assert t_large < 8 * max(t_small, 0.005), (name, unit, t_small, t_large)
