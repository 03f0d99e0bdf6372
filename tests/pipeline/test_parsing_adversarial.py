"""Issue 13, items 6 and 16: completions written to break the parser.

Item 6: only lines labelled as the template declares are scores; quoted examples never count;
``7,5``, ``7-8``, ``7 to 8`` are not numbers. Item 16: every format parses in time linear in the
completion length (a ``signal.alarm`` guard catches catastrophic backtracking; no wall-clock figure
is asserted).
"""

import json
import re
import signal
from contextlib import contextmanager

import polars as pl
import pytest
from click.testing import CliRunner

from judge_engine.cli import cli
from judge_engine.pipeline.parsing import MAX_SCAN_CHARS, Parsed, parse_completion, verdict_probabilities
from judge_engine.pipeline.templates import Template, load_template
from tests.helpers.configs import replay_config

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
# a scores_last template that declares no labels: the defaults, "Score of (the) Assistant {n}"
PLAIN = Template(
    id="p",
    description="",
    output_format="scores_last",
    system="",
    user="{first}{second}",
    score_min=1.0,
    score_max=10.0,
)

REAL = "Evaluation evidence: Assistant 1 is more complete.\nScore of the Assistant 1: 8\nScore of the Assistant 2: 6"

ADVERSARIAL = [
    # error text is not a verdict, in range or not (before: (3, 5) ok and out_of_range)
    ("error text", SCORING, "Service unavailable\nretry_in: 3\ncode: 5", "no_verdict"),
    ("error text 503", SCORING, "Service unavailable\nretry_in: 30\ncode: 503", "no_verdict"),
    ("key-value log", SCORING, "Request failed.\nattempt: 2\nstatus: 4", "no_verdict"),
    # a template without declared labels accepts only its default labels, even on the last two lines
    ("plain labels only", PLAIN, "Evidence...\nAssistant 1: 7\nAssistant 2: 8", "no_verdict"),
    # decimal commas and ranges are not numbers (before: 7 and 8 read from "7,5" / "7-8" / "7 to 8")
    (
        "decimal comma",
        SCORING,
        "Evaluation evidence: close.\nScore of the Assistant 1: 7,5\nScore of the Assistant 2: 8",
        "malformed",
    ),
    (
        "range dash",
        SCORING,
        "Evaluation evidence: close.\nScore of the Assistant 1: 7-8\nScore of the Assistant 2: 6",
        "malformed",
    ),
    (
        "range words",
        SCORING,
        "Evaluation evidence: close.\nScore of the Assistant 1: 7 to 8\nScore of the Assistant 2: 6",
        "malformed",
    ),
    ("decimal comma, fallback lines", SCORING, "Evidence.\nAssistant 1: 7,5\nAssistant 2: 8", "malformed"),
    (
        "wrong denominator",
        SCORING,
        "Evidence.\nScore of the Assistant 1: 8/100\nScore of the Assistant 2: 6/10",
        "malformed",
    ),
    # one assistant's score restated after the pair: no way to tell which statement is the verdict
    ("lone restatement", SCORING, REAL + "\nScore of the Assistant 1: 7", "ambiguous"),
]


@pytest.mark.parametrize("name,template,text,status", ADVERSARIAL, ids=[c[0] for c in ADVERSARIAL])
def test_adversarial_completion_is_a_parse_failure(name, template, text, status):
    assert parse_completion(text, template, "stop") == Parsed(None, None, status)


QUOTED_AFTER_REAL = [
    # (before: the quoted 7 replaced the real 8)
    ("inline quote", REAL + '\n(The requested format was "Score of the Assistant 1: 7".)'),
    ("mid-sentence", REAL + "\nNote that a line like Score of the Assistant 1: 7 would mean a weaker answer."),
    # (before: the example pair replaced the real one)
    ("example block", REAL + "\n\nFor example:\nScore of the Assistant 1: 10\nScore of the Assistant 2: 1"),
    (
        "example intro clause",
        REAL + "\n\nHere is an example of the format:\n\nScore of the Assistant 1: 10\nScore of the Assistant 2: 1",
    ),
    ("e.g. lead-in", REAL + "\ne.g., Score of the Assistant 1: 10\ne.g., Score of the Assistant 2: 1"),
    (
        "for example lead-in",
        REAL + "\nFor example, Score of the Assistant 1: 10\nFor example, Score of the Assistant 2: 1",
    ),
    ("blockquote", REAL + "\n> Score of the Assistant 1: 10\n> Score of the Assistant 2: 1"),
    ("fenced block", REAL + "\n```\nScore of the Assistant 1: 10\nScore of the Assistant 2: 1\n```"),
    ("quoted lines", REAL + '\n"Score of the Assistant 1: 10"\n"Score of the Assistant 2: 1"'),
    # the template's own instructions, echoed after the verdict: placeholders are never scores
    (
        "echoed instructions",
        REAL + "\nOutput with the following format:\nEvaluation evidence: <your evaluation "
        "explanation here>\nScore of the Assistant 1: <score>\nScore of the Assistant 2: <score>",
    ),
]


@pytest.mark.parametrize("name,text", QUOTED_AFTER_REAL, ids=[c[0] for c in QUOTED_AFTER_REAL])
def test_quoted_example_after_the_real_scores_never_counts(name, text):
    """The quoted example never replaces the real scores (8, 6). Up to parser version 26 the real scores were read;
    since version 27 text after FairEval's two score lines is read by the closed list of ``parsing/closing.py``
    (adversarial pass 24 H1), so a quote there makes the completion a parse failure, never the quote's scores."""
    assert parse_completion(text, SCORING, "stop").status == "ambiguous"


WELL_FORMED = [
    # (completion, expected scores) as a person reads them
    ("Evaluation evidence: x\nScore of the Assistant 1: 7.5\nScore of the Assistant 2: 8/10", (7.5, 8.0)),
    ("Evaluation evidence: x\n- **Score of the Assistant 1:** 6\n- **Score of the Assistant 2:** 9.", (6.0, 9.0)),
    ("Evaluation evidence: x\nScore of the Assistant 2: 4\nScore of the Assistant 1: 9", (9.0, 4.0)),  # swapped lines
    ("Scores:\nScore of the Assistant 1: 8 out of 10\nScore of the Assistant 2: 7 out of 10", (8.0, 7.0)),
    # an example *before* the real verdict does not stop the real one from counting
    (
        "For example:\nScore of the Assistant 1: 10\nScore of the Assistant 2: 1\n\nEvaluation evidence: x\n"
        "Score of the Assistant 1: 5\nScore of the Assistant 2: 6",
        (5.0, 6.0),
    ),
    # prose that mentions examples is not an example block
    (
        "Assistant 2 lacked concrete examples, so the scores are:\nScore of Assistant 1: 7\nScore of Assistant 2: 6",
        (7.0, 6.0),
    ),
    (
        "Weighing the legal strategy, e.g. the citations, I begin:\nScore of Assistant 1: 7\nScore of Assistant 2: 6",
        (7.0, 6.0),
    ),
    # FairEval.py's last-two-lines rule with the template's declared labels
    ("Evidence.\nTherefore, Assistant 1: 9\nAssistant 2: 8", (9.0, 8.0)),
    # (a block of one assistant's criteria, "Assistant 2:\n- Accuracy: 9\n- Level of detail: 7", read (9, 7) here until
    # parser version 67: both numbers are Assistant 2's; test_parsing_adv58.py)
]


@pytest.mark.parametrize("text,expected", WELL_FORMED)
def test_well_formed_labelled_scores_parse(text, expected):
    assert parse_completion(text, SCORING, "stop") == Parsed(*expected, "ok")  # type: ignore[call-arg]


def test_adversarial_completions_through_a_replay_run(tmp_path):
    """The same failures end to end: recorded completions through the replay backend and run()."""
    texts = {
        "err": "Service unavailable\nretry_in: 3\ncode: 5",
        "comma": "Evaluation evidence: close.\nScore of the Assistant 1: 7,5\nScore of the Assistant 2: 8",
        "range": "Evaluation evidence: close.\nScore of the Assistant 1: 7-8\nScore of the Assistant 2: 6",
        "quoted": REAL + "\n\nFor example:\nScore of the Assistant 1: 10\nScore of the Assistant 2: 1",
        "real": REAL,  # one pair that parses: the gate fails a run where nothing parsed (item 12)
    }
    pids = list(texts)
    pl.DataFrame(
        {"pair_id": pids, "question": ["q"] * 5, "response_a": ["a"] * 5, "response_b": ["b"] * 5}
    ).write_parquet(tmp_path / "pairs.parquet")
    pl.DataFrame(
        [{"pair_id": p, "order": o, "sample": 0, "text": texts[p]} for p in pids for o in ("ab", "ba")]
    ).write_parquet(tmp_path / "rec.parquet")
    cfg = replay_config(
        tmp_path / "c.toml", "rec.parquet", ["pairs.parquet"], judge={"template": "faireval-scoring"}, sampling={"k": 1}
    )
    out = tmp_path / "out"
    # adversarial completions fail to parse by design: the default parse-failure gate (issue 16) is off
    r = CliRunner().invoke(cli, ["run", str(cfg), "--out", str(out), "-q", "--max-parse-failure-rate", "1"])
    assert r.exit_code == 0, r.output
    j = pl.read_parquet(out / "judgments").sort("pair_id", "order")
    status = {(p, o): s for p, o, s in j.select("pair_id", "order", "parse_status").iter_rows()}
    assert {p: status[(p, "ab")] for p in pids} == {
        "err": "no_verdict",
        "comma": "malformed",
        "range": "malformed",
        "quoted": "ambiguous",  # parser version 27: text after the score lines is read by the closed list
        "real": "ok",
    }
    quoted = j.filter(pl.col("pair_id") == "quoted")
    assert quoted["score_first"].to_list() == [None, None] and quoted["score_second"].to_list() == [None, None]
    s = json.loads((out / "summary.json").read_text())
    assert s["parse_status"] == {"ambiguous": 2, "malformed": 4, "no_verdict": 2, "ok": 2}


# --- item 16: linear time -------------------------------------------------------------------------


@contextmanager
def _deadline(seconds: int):
    """Raise if the block runs longer than ``seconds``: a guard against catastrophic backtracking
    (quadratic parsing of these inputs took minutes), not a timing assertion."""

    def boom(signum, frame):
        raise TimeoutError(f"parsing did not finish within {seconds} s")

    old = signal.signal(signal.SIGALRM, boom)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)


N = 64_000
PATHOLOGICAL = [
    ("label + spaces", SCORING, "Score of the Assistant 1:" + " " * N + "x"),
    ("label, spaces before colon", SCORING, "Score of the Assistant 1" + " " * N + "x"),
    ("label + spaces on every format", VERDICT, "[[" + " " * N + "x"),
    ("first line number + spaces", VANILLA, "8" + " " * N + "x"),
    ("first line separators", VANILLA, "8" + " ," * (N // 2) + "x"),
    ("unmatched braces", JSON, "{" * 100_000),
    ("nested braces", JSON, "{" * 50_000 + "}" * 50_000),
    ("nested valid objects", JSON, '{"a":' * 20_000 + "1" + "}" * 20_000),
    ("brace pairs", JSON, "{}" * 50_000),
    ("long digit run", SCORING, "Score of the Assistant 1: " + "9" * 100_000 + "x\nScore of the Assistant 2: 5"),
    ("rating digit run", RATING, "[[" + "9" * 100_000 + "x]]"),
    ("rating spaces", RATING, "[[ 7" + " " * N + "x"),
    ("output_ab stars", OUTPUT_AB, "\n" + "*" * N + "x"),
    ("many short lines", SCORING, "Score of the Assistant 1: 7\n" * 30_000),
    ("colons", SCORING, ":" * 100_000),
]


@pytest.mark.parametrize("name,template,text", PATHOLOGICAL, ids=[c[0] for c in PATHOLOGICAL])
def test_pathological_input_parses_without_catastrophic_backtracking(name, template, text):
    with _deadline(10):
        p = parse_completion(text, template, "stop")
    assert p.score_first is None or p.ok  # whatever it says, it says it quickly and never raises


def test_scan_is_bounded_and_keeps_whole_lines():
    """A verdict at the end of a huge completion is found (the last MAX_SCAN_CHARS are read, from a
    line start), and one further away than that is not: the bound is documented, not silent."""
    pad = ("filler " * 20 + "\n") * (3 * MAX_SCAN_CHARS // 140)
    assert parse_completion(pad + REAL, SCORING) == Parsed(8.0, 6.0, "ok")
    assert parse_completion(REAL + "\n" + pad, SCORING).status == "no_verdict"
    assert parse_completion("8 7\n" + pad, VANILLA) == Parsed(8.0, 7.0, "ok")
    # the window starts mid-line, right at "Output (b)": that partial line is not a line start
    text = "y" * 10 + "Output (b)" + "z" * (MAX_SCAN_CHARS - 14) + "\nfoo"
    assert len(text) - MAX_SCAN_CHARS == 10
    assert parse_completion(text, OUTPUT_AB).status == "no_verdict"


def test_verdict_probabilities_linear_in_many_prefixes():
    # 20,000 "[[" tokens: the old loop rescanned every earlier prefix at every token (quadratic)
    tokens = ["[["] * 20_000 + ["B", "]]"]
    top = [{t: 0.0} for t in tokens]
    top[-2] = {"A": -2.0, "B": -0.5}
    with _deadline(10):
        p = verdict_probabilities(tokens, top, "verdict_brackets")
    import math

    assert p == pytest.approx(
        (math.exp(-2) / (math.exp(-2) + math.exp(-0.5)), math.exp(-0.5) / (math.exp(-2) + math.exp(-0.5)), 0.0)
    )


# --- constrain = "verdict": the forced verdict is always read -------------------------------------

from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

# free evidence as pass 1 can leave it: anything, cut anywhere (it never holds the stop prefix; no
# code fences, which would make what follows a quotation)
EVIDENCE = st.text(alphabet=st.characters(blacklist_characters="`~[", blacklist_categories=("Cs",)), max_size=120)  # type: ignore[arg-type]


def test_a_forced_verdict_after_a_different_verdict_of_the_evidence_is_ambiguous():
    # hypothesis found "OUTPUT(A)" as evidence before a forced "Output (b)": the README's rule (a different
    # verdict of the evidence's own makes the forced one ambiguous), once the detector read that spelling
    text = "OUTPUT(A)\nOutput (b)"
    assert parse_completion(text, OUTPUT_AB, "stop", forced_chars=len("\nOutput (b)")).status == "ambiguous"
    assert parse_completion("Fine.\nOutput (b)", OUTPUT_AB, "stop", forced_chars=len("\nOutput (b)")).ok


@settings(max_examples=300, deadline=None)
@given(EVIDENCE)
def test_forced_verdict_after_any_evidence_parses(evidence):
    """The vllm backend's text is evidence + the template's verdict prefix + a tail its regex allows,
    with ``forced_chars`` = the prefix and tail; the forced verdict is read whatever the evidence ended
    with (before, a score line glued to the evidence's last line, or an ``Output (`` not at a line
    start, was lost; after parse3, a hedge word, an example lead-in or an unclosed ``<pre>`` on the
    line that ``[[`` continues discarded it)."""
    cases = [
        (SCORING, " 7\nScore of the Assistant 2: 3", (7.0, 3.0)),
        (OUTPUT_AB, "b)", (0.0, 1.0)),
        (VERDICT, "C]]", (0.5, 0.5)),
    ]
    for template, tail, expected in cases:
        if template is OUTPUT_AB and re.search(r"output\s*\(", evidence, re.I):
            continue  # evidence holding a verdict of its own ("OUTPUT(A)") makes a different forced one ambiguous
        if re.search(
            r"(?<![a-z])(?:tie|draw|equal|better|winner|prefer|choose|score|rate|unsure|unclear|undecided|torn|abstain)(?![a-z])",
            evidence,
            re.I,
        ):
            # a conclusion stating another verdict ("IT IS A TIE", "EQUAL": hypothesis found the latter) does too
            # (parsing/conclusion.py), and so does evidence saying the judge is undecided (parsing/undecided.py);
            # letters only around the word ("_TIE", which hypothesis found, is a tie too)
            continue
        if re.fullmatch(
            r"[\W_]*(?:null|none|nan|undefined|nil|todo|tbd|n/?a|(?:<unk>\s*)+|\[?(?:response\s+)?truncated\]?|\.{2,}|\u2026"
            r"|pass|skip|abstain|no\s+comment|<\|endoftext\|>|killed|\[no\s+response\]|\(no\s+output\))[\W_]*",
            evidence,
            re.I,
        ):
            continue  # a bare null value, placeholder, ellipsis, skip or end-of-text token is no judgment: a forced
            # verdict after it fails (hypothesis found "<|ENDOFTEXT|>", an error text since parser version 53)
        if re.fullmatch(r"[\W_]*(?:</s>|<eos>|<\|eot_id\|>|<\|im_end\|>|(\w+)(?:\s+\1){5,})[\W_]*", evidence, re.I):
            continue  # parser version 59's non-judgments: an end-of-text token, a word repeated
        if re.search(r"[A-Za-z]{2,}", evidence):
            continue  # hypothesis draws words from the parser's own source as constants ("ENDOFTEXT", "ERROR",
            # "EQUAL"): words the rules read (a non-judgment, a tie, text cut off after "the") have hand-written tests;
            # this test is about what the evidence ends with, symbols and single letters

        if re.search(r"(?:assistant|response|answer|output|model|option)\s*\(?[ab12]\b", evidence, re.I):
            continue  # evidence naming a side may decide for it (parsing/last_decision.py: "Assistant A.", pass 46 H2)
        prefix, _ = template.verdict_tail  # type: ignore[misc]
        text = evidence + prefix + tail
        p = parse_completion(text, template, "stop", forced_chars=len(prefix + tail))
        # parser version 63 (adversarial pass 56 H11): evidence of symbols, digits and single letters that judges
        # nothing may also fail a forced pairwise verdict as the grammar's alone, never give another verdict
        assert p == Parsed(*expected, "ok") or (evidence.strip() and p.status == "no_verdict"), repr(text)


@pytest.mark.parametrize(
    "text, expected",
    [
        # text that spells the internal form of "e.g." is no example marker (hypothesis found "E_G_[[C]]")
        ("E_G_[[C]]", (0.5, 0.5, "ok")),
        ("see e_g_ above: [[A]]", (1.0, 0.0, "ok")),  # v82: "below" is out of the label vocabulary
        # the real "e.g." still marks its clause as an example
        ("e.g. [[A]]", (None, None, "no_verdict")),
    ],
)
def test_literal_e_g_underscores_are_not_an_example_word(text, expected):
    p = parse_completion(text, VERDICT, "stop")
    assert (p.score_first, p.score_second, p.status) == expected
