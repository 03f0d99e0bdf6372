"""Parsing: a table of real-looking completions with the verdict a person reads in them."""

import re

import pytest

from judge_engine.pipeline.parsing import Parsed, parse_completion
from judge_engine.pipeline.parsing.wrapped import open_lead, wraps_disowning
from judge_engine.pipeline.templates import Template, load_template

SCORING = load_template("faireval-scoring")
VANILLA = load_template("faireval-vanilla")
VERDICT = load_template("pairwise-verdict")
OUTPUT_AB = load_template("llmbar-vanilla")
RATING = Template(
    id="r",
    description="",
    output_format="rating_brackets",
    system="",
    user="{first}{second}",
    score_min=1.0,
    score_max=10.0,
)
JSON = Template(
    id="j", description="", output_format="json", system="", user="{first}{second}", score_min=1.0, score_max=10.0
)

CASES = [
    # (template, completion, finish_reason, expected (s1, s2, status))
    (
        SCORING,
        "Evaluation evidence: both fine.\nScore of the Assistant 1: 8\nScore of the Assistant 2: 7",
        "stop",
        (8.0, 7.0, "ok"),
    ),
    (
        SCORING,
        "Evaluation evidence: x\nScore of the Assistant 1: 9.5\nScore of the Assistant 2: 10",
        "stop",
        (9.5, 10.0, "ok"),
    ),
    (SCORING, "**Score of the Assistant 1:** 6\n**Score of the Assistant 2:** 4\n", "stop", (6.0, 4.0, "ok")),
    # restated: the same scores again are read; different ones are two verdicts (adv3 F3)
    (
        SCORING,
        "Score of the Assistant 1: 3\nScore of the Assistant 2: 5\nOn reflection:\nScore of the Assistant 1: 7\nScore of the Assistant 2: 5",
        "stop",
        (None, None, "ambiguous"),
    ),
    (
        SCORING,
        "Score of the Assistant 1: 7\nScore of the Assistant 2: 5\nIn short:\nScore of the Assistant 1: 7\nScore of the Assistant 2: 5",
        "stop",
        (7.0, 5.0, "ok"),
    ),
    # FairEval.py's fallback: text after the last ':' of the last two lines
    (SCORING, "Evidence...\nAssistant 1: 7\nAssistant 2: 8", "stop", (7.0, 8.0, "ok")),
    (SCORING, "Score of the Assistant 1: 12\nScore of the Assistant 2: 7", "stop", (None, None, "out_of_range")),
    (SCORING, "Evaluation evidence: Assistant 1 is more detailed and", "length", (None, None, "truncated")),
    (SCORING, "I think both are good.", "stop", (None, None, "no_verdict")),
    (SCORING, "   \n", "stop", (None, None, "empty")),
    (SCORING, None, None, (None, None, "missing")),
    # malformed numbers are not scores (a labelled line whose value is not a plain decimal: malformed)
    (SCORING, "Score of the Assistant 1: 1_0\nScore of the Assistant 2: 6", "stop", (None, None, "malformed")),
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
    # two different unquoted verdicts are not one verdict (finding adv3 F3; arena-hard-auto's rule)
    (VERDICT, "First I thought [[A]].\nOn reflection [[B]]", "stop", (None, None, "ambiguous")),
    (VERDICT, "I think [[B]].\nFinal verdict: [[B]]", "stop", (0.0, 1.0, "ok")),
    (VERDICT, "Either [[A]] or [[B]]", "stop", (None, None, "ambiguous")),
    (VERDICT, "[[A]]\nIn short: [[A]] [[A]]", "stop", (1.0, 0.0, "ok")),
    (VERDICT, "My verdict: [[B", "length", (None, None, "truncated")),
    (RATING, "Assistant A. Rating: [[7]]\nAssistant B. Rating: [[5.5]]", "stop", (7.0, 5.5, "ok")),
    (RATING, "Rating: [[7]] and Rating: [[11]]", "stop", (None, None, "out_of_range")),
    (RATING, "Rating: [[7]]", "stop", (None, None, "no_verdict")),
    (OUTPUT_AB, "Output (b)", "stop", (0.0, 1.0, "ok")),
    # a sentence naming both outputs is not a verdict line (issue 15, adversarial finding 4; before: a)
    (OUTPUT_AB, "Output (a) is better than Output (b).", "stop", (None, None, "no_verdict")),
    (OUTPUT_AB, "Answer: **Output (a)**.", "stop", (1.0, 0.0, "ok")),
    (OUTPUT_AB, "I prefer Output (b)", "stop", (None, None, "no_verdict")),
    (JSON, 'Reasoning...\n{"score_1": 8, "score_2": 6.5}', "stop", (8.0, 6.5, "ok")),
    (JSON, '{"winner": "B"}', "stop", (0.0, 1.0, "ok")),
    (JSON, '{"winner": "tie"}', "stop", (0.5, 0.5, "ok")),
    (JSON, '{"score_1": 8, "score_2": 6, "winner": "B"}', "stop", (None, None, "ambiguous")),
    (JSON, '{"score_1": 8, "score_2": 60}', "stop", (None, None, "out_of_range")),
    (JSON, '{"score_1": "eight", "score_2": 6}', "stop", (None, None, "no_verdict")),
    (JSON, '{"score_1": 8, "score_2": 6', "length", (None, None, "truncated")),
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


# --- fuzz ---------------------------------------------------------------------------------------
from hypothesis import assume, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

ALL = [SCORING, VANILLA, VERDICT, OUTPUT_AB, RATING, JSON]
NOISE = st.text(
    # no "<" or "~": an unclosed <!--, <pre>, <code> or ~~ quotes what follows (README, Parsing)
    alphabet=st.characters(blacklist_characters="[]{}():0123456789\n<~", blacklist_categories=("Cs",)),  # type: ignore[arg-type]
    max_size=80,
)
SCORES = st.sampled_from([1.0, 2.0, 5.5, 7.0, 9.5, 10.0])


@settings(max_examples=400, deadline=None)
@given(st.text(max_size=300), st.sampled_from([None, "stop", "length"]))
def test_never_raises_and_ok_means_in_range(text, finish):
    for t in ALL:
        p = parse_completion(text, t, finish)
        assert p.status in {"ok", "no_verdict", "ambiguous", "malformed", "out_of_range", "truncated", "empty"}
        if p.ok:
            lo, hi = (t.score_min, t.score_max) if t.score_min is not None else (0.0, 1.0)
            assert lo <= p.score_first <= hi and lo <= p.score_second <= hi  # type: ignore[operator]
        else:
            assert p.score_first is None and p.score_second is None


@settings(max_examples=300, deadline=None)
@given(NOISE, SCORES, SCORES, NOISE)
def test_well_formed_scores_after_noise_parse_exactly(noise, a, b, tail):
    # a tail that says the scores are not settled ("PENDING") or takes them back ("JK"), both found by hypothesis,
    # makes them a failure
    assume(
        not re.search(
            r"pending|tentative|provisional|preliminary|draft|unverified|unconfirmed|estimat|\bjk\b|kidding", tail, re.I
        )
    )
    # hypothesis draws words from the parser's own source as constants ("DRAW", "ESTIMATE", "GUESS"): a word a rule
    # reads (a tie, a hedge, a function word ending a cut-off text: "OF", found at version 60) is no noise, and the
    # rules on words have hand-written tests; noise here is symbols, digits and single letters
    assume(not re.search(r"[A-Za-z]{2,}", noise + " " + tail))
    # nor a word spelled with full stops ("E.G." before the score lines makes them an example, as "e.g." does: found by
    # hypothesis at version 86, and read so since the example rules of version 70)
    assume(not re.search(r"\b(?:[A-Za-z]\.){2,}", noise + " " + tail))
    text = f"Evaluation evidence: {noise}\nScore of the Assistant 1: {a:g}\nScore of the Assistant 2: {b:g}"
    assert parse_completion(text, SCORING) == Parsed(a, b, "ok")
    assert parse_completion(f"{a:g} {b:g}\n{tail}", VANILLA) == Parsed(a, b, "ok")
    assert parse_completion(f'{noise}\n{{"score_1": {a:g}, "score_2": {b:g}}}', JSON) == Parsed(a, b, "ok")


@settings(max_examples=300, deadline=None)
@given(NOISE, st.sampled_from("ABC"), st.sampled_from("ABC"))
def test_restated_verdict_must_agree(noise, first, last):
    """A restated verdict is read when it agrees with the first; two different ones are ambiguous (adv3 F3)."""
    s = noise.strip()
    # a noise line that ends with an opening quote mark and starts with a closing one (a lone '"') puts
    # the line between two of them inside a quote spanning lines (README, Parsing): "First" is then quoted
    assume(
        not (
            s.endswith(('"', "\u201c", "\u201e", "\u00ab", "\u300c"))
            and s.startswith(('"', "\u201d", "\u201c", "\u00bb", "\u300d"))
        )
    )
    # a noise line that is a code fence (``` or ~~~) puts "First" inside a fenced block, which is quoted
    # (README, Parsing): only the final verdict is then the judge's
    assume(not s.startswith(("```", "~~~")))
    # a noise line that starts the verdict's sentence ("IF", "For helpfulness,") governs the verdict after it by
    # design (docs/parsing-history.md: parser versions 79 and 80): noise here is no such line
    assume(wraps_disowning(s) is None and open_lead(s) is None)
    # a noise line right above the label that is a label of its own for the loser ("LOSER", "Needs the most
    # revision") turns the verdict by design (parser versions 70 and 82: loser_lead, label_words): the noise here
    # leaves a single verdict under it as it is
    assume(parse_completion(f"{noise}\nFinal verdict: [[{last}]]", VERDICT).ok)
    text = f"{noise}\nFirst: [[{first}]]\n{noise}\nFinal verdict: [[{last}]]"
    expected = {"A": (1.0, 0.0), "B": (0.0, 1.0), "C": (0.5, 0.5)}[last]
    assert parse_completion(text, VERDICT) == (
        Parsed(*expected, "ok") if first == last else Parsed(None, None, "ambiguous")
    )


@settings(max_examples=200, deadline=None)
@given(NOISE)
def test_noise_alone_is_never_a_verdict(noise):
    for t in ALL:
        assert not parse_completion(noise, t).ok


def test_verdict_probabilities_by_hand():
    import math

    from judge_engine.pipeline.parsing import verdict_probabilities

    # tokens "...", "[[", "B", "]]": at the letter, top alternatives A (ln .2), B (ln .5), C (ln .1), "x"
    tokens = ["Both fine. ", "[[", "B", "]]"]
    top = [
        {"Both fine. ": 0.0},
        {"[[": 0.0},
        {"A": math.log(0.2), "B": math.log(0.5), "C": math.log(0.1), "x": -1.0},
        {"]]": 0.0},
    ]
    p = verdict_probabilities(tokens, top, "verdict_brackets")
    assert p == pytest.approx((0.2 / 0.8, 0.5 / 0.8, 0.1 / 0.8))
    # merged token "[[A" with alternatives "[[B" and "[[C"; an earlier restated verdict is ignored
    tokens = ["[[", "C", "]] no: ", "[[A", "]]"]
    top = [
        {"[[": 0.0},
        {"C": 0.0},
        {"]] no: ": 0.0},
        {"[[A": math.log(0.6), "[[B": math.log(0.3), "[[": -0.1},
        {"]]": 0.0},
    ]
    assert verdict_probabilities(tokens, top, "verdict_brackets") == pytest.approx((2 / 3, 1 / 3, 0.0))
    # LLMBar: "Output (" + "b" + ")"
    tokens, top = (
        ["Output", " (", "b", ")"],
        [{"Output": 0}, {" (": 0}, {"a": math.log(0.25), "b": math.log(0.75)}, {")": 0}],
    )
    assert verdict_probabilities(tokens, top, "output_ab") == pytest.approx((0.25, 0.75, 0.0))
    assert verdict_probabilities(["no verdict"], [{"no verdict": 0.0}], "verdict_brackets") is None
    assert verdict_probabilities(tokens, top, "scores_last") is None
