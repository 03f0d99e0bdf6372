"""Template families and the variants rows get (issue 15, points 2 and 3): the prompts a conversation row
renders are FastChat's own ``prompt_template.format(...)`` of the recorded judge prompts."""

import json
import re

import polars as pl
import pytest

from judge_engine.config import SamplingConfig
from judge_engine.errors import TemplateError
from judge_engine.pipeline.plan import plan_requests
from judge_engine.pipeline.template_sets import load_judge_templates
from judge_engine.pipeline.templates import load_template
from judge_engine.pipeline.units import with_variants
from tests.helpers.data import shared


def _fastchat(name: str) -> dict:
    """FastChat's recorded judge prompt NAME (read when a test runs: without the shared data only the tests that
    need it fail, collection does not)."""
    for line in shared("mt-bench/judge_prompts.jsonl").read_text().splitlines():
        row = json.loads(line)
        if row["name"] == name:
            return row
    raise KeyError(name)


CONV = {
    "turns": ["What is 2+3?", "And times 4?"],
    "refs": ["2+3 = 5.", "5 x 4 = 20."],
    "a": ["It is 5.", "It is 20."],
    "b": ["Six.", "Twenty-four."],
}


def _rows(protocol, turn, category="math", refs=True):
    row = {
        "pair_id": f"x{turn}",
        "question_id": "111",
        "category": category,
        "turn": turn,
        "turns": CONV["turns"],
        "references": CONV["refs"] if refs else None,
        "question": CONV["turns"][turn - 1],
        "reference": CONV["refs"][turn - 1] if refs else None,
        "flag": None,
    }
    if protocol == "single":
        row |= {"responses": CONV["a"], "response": CONV["a"][turn - 1]}
    else:
        row |= {"responses_a": CONV["a"], "responses_b": CONV["b"]}
        row |= {"response_a": CONV["a"][turn - 1], "response_b": CONV["b"][turn - 1]}
    return pl.DataFrame([row])


@pytest.mark.parametrize(
    "turn,category,fastchat,fields",
    [
        (1, "writing", "single-v1", {"question": CONV["turns"][0], "answer": CONV["a"][0]}),
        (
            1,
            "math",
            "single-math-v1",
            {"question": CONV["turns"][0], "answer": CONV["a"][0], "ref_answer_1": CONV["refs"][0]},
        ),
        (
            2,
            "writing",
            "single-v1-multi-turn",
            {
                "question_1": CONV["turns"][0],
                "question_2": CONV["turns"][1],
                "answer_1": CONV["a"][0],
                "answer_2": CONV["a"][1],
            },
        ),
        (
            2,
            "math",
            "single-math-v1-multi-turn",
            {
                "question_1": CONV["turns"][0],
                "question_2": CONV["turns"][1],
                "answer_1": CONV["a"][0],
                "answer_2": CONV["a"][1],
                "ref_answer_1": CONV["refs"][0],
                "ref_answer_2": CONV["refs"][1],
            },
        ),
    ],
)
def test_single_family_renders_fastchats_prompts(turn, category, fastchat, fields):
    ts = load_judge_templates("mt-bench-single")
    df = with_variants(_rows("single", turn, category), ts)
    (req,) = plan_requests(df, ts, SamplingConfig(k=1), "id")
    src = _fastchat(fastchat)
    assert req.order == "single"
    assert dict(req.messages) == {"system": src["system_prompt"], "user": src["prompt_template"].format(**fields)}


def test_pair_family_renders_fastchats_multi_turn_prompt_in_both_orders():
    ts = load_judge_templates("mt-bench-pair")
    df = with_variants(_rows("pairwise", 2, "math"), ts)
    ab, ba = plan_requests(df, ts, SamplingConfig(k=1), "id")
    src = _fastchat("pair-math-v1-multi-turn")
    for req, (x, y) in ((ab, ("a", "b")), (ba, ("b", "a"))):
        fields = {
            "question_1": CONV["turns"][0],
            "question_2": CONV["turns"][1],
            "answer_a_1": CONV[x][0],
            "answer_a_2": CONV[x][1],
            "answer_b_1": CONV[y][0],
            "answer_b_2": CONV[y][1],
            "ref_answer_1": CONV["refs"][0],
            "ref_answer_2": CONV["refs"][1],
        }
        assert dict(req.messages)["user"] == src["prompt_template"].format(**fields)
    assert ab.request_key != ba.request_key


def test_variants_and_flags_of_rows():
    ts = load_judge_templates("mt-bench-single")
    rows = pl.concat(
        [
            _rows("single", 1, "writing"),
            _rows("single", 2, "math"),
            _rows("single", 2, "coding", refs=False),  # needs a reference, has none
            _rows("single", 1, "writing", refs=False),  # a writing question needs none
        ],
        how="diagonal_relaxed",
    ).with_columns(pl.Series("pair_id", ["w1", "m2", "c2", "w1b"]))
    out = with_variants(rows, ts)
    assert out["template_variant"].to_list() == [
        "mt-bench-single-v1",
        "mt-bench-single-math-v1-multi-turn",
        None,
        "mt-bench-single-v1",
    ]
    assert out["flag"].to_list() == [None, None, "missing_reference", None]


def test_a_single_template_grades_its_own_turn_only():
    ts = load_judge_templates("mt-bench-single-v1-multi-turn")
    out = with_variants(pl.concat([_rows("single", 1, "writing"), _rows("single", 2, "writing")]), ts)
    assert out["flag"].to_list() == ["unsupported_turn", None]
    ts = load_judge_templates("mt-bench-pair-math-v1")  # shows {reference}: every row needs one
    out = with_variants(_rows("pairwise", 1, "writing", refs=False), ts)
    assert out["flag"].to_list() == ["missing_reference"]


def test_every_template_loads_and_declares_its_protocol():
    assert load_template("mt-bench-single-v1").protocol == "single"
    assert load_template("prometheus-absolute").protocol == "single"
    assert load_template("arena-hard").protocol == "pairwise"
    assert load_template("mt-bench-pair-v2-multi-turn").turns == 2
    assert load_judge_templates("faireval-scoring").text_hash == load_template("faireval-scoring").text_hash


@pytest.mark.parametrize(
    "body, message",
    [
        (
            'output_format = "rating_brackets_single"\nscore_min = 1\nscore_max = 10\nuser = "{question} {first}"',
            "{answer}",
        ),
        ('output_format = "verdict_brackets"\nuser = "{question} {first} {second} {answer}"', "cannot use {answer}"),
        (
            'output_format = "result_n"\nscore_min = 1\nscore_max = 5\nscore_step = 3\nuser = "{answer}"',
            "does not divide",
        ),
        (
            'output_format = "verdict_brackets"\nuser = "{question_1} {first_1} {second_2}"',
            "{first} or {first_N} for each turn N in ['1', '2']",
        ),
    ],
)
def test_bad_protocol_templates_are_one_line_errors(tmp_path, body, message):
    p = tmp_path / "t.toml"
    p.write_text(f'id = "t"\n{body}\n', encoding="utf-8")
    with pytest.raises(TemplateError, match=re.escape(message)):
        load_template(str(p))


def test_bad_families_are_refused(tmp_path):
    p = tmp_path / "fam.toml"
    p.write_text('id = "f"\n[variants]\nturn1 = "mt-bench-single-v1"\nturn2 = "mt-bench-pairwise"\n', encoding="utf-8")
    with pytest.raises(TemplateError, match="grades turn 1, not turn 2"):
        load_judge_templates(str(p))
    p.write_text('id = "f"\n[variants]\nturn1 = "mt-bench-single-v1"\nturn1_reference = "mt-bench-pairwise"\n')
    with pytest.raises(TemplateError, match="does not show a reference"):
        load_judge_templates(str(p))
    p.write_text(
        'id = "f"\n[variants]\nturn1 = "mt-bench-single-v1"\nturn1_reference = "prometheus-absolute"\n',
        encoding="utf-8",
    )
    with pytest.raises(TemplateError, match="another output_format"):
        load_judge_templates(str(p))
