"""The protocol templates (single-answer, reference-guided, multi-turn, five-level): verbatim against
the recorded MT-Bench prompts, and the placeholders and output formats they declare."""

import json
import re
import tomllib

import pytest

from judge_engine.pipeline.templates import load_template
from tests.helpers.data import REPO, shared

TEMPLATES = REPO / "configs" / "templates"
# FastChat placeholder -> judge-engine placeholder (documented in each TOML's header)
FASTCHAT_NAMES = {
    "{answer_a}": "{first}",
    "{answer_b}": "{second}",
    "{answer_a_1}": "{first_1}",
    "{answer_a_2}": "{first_2}",
    "{answer_b_1}": "{second_1}",
    "{answer_b_2}": "{second_2}",
}
MT_BENCH = [
    "single-v1",
    "single-math-v1",
    "single-v1-multi-turn",
    "single-math-v1-multi-turn",
    "pair-v2-multi-turn",
    "pair-math-v1",
    "pair-math-v1-multi-turn",
]
PLACEHOLDER = re.compile(r"\{[a-z_0-9]+\}")


def _toml(tid):
    return tomllib.loads((TEMPLATES / f"{tid}.toml").read_text(encoding="utf-8"))


@pytest.mark.parametrize("name", MT_BENCH)
def test_mt_bench_templates_are_verbatim(name):
    src = {
        json.loads(line)["name"]: json.loads(line)
        for line in shared("mt-bench/judge_prompts.jsonl").read_text().splitlines()
    }[name]
    t = _toml(f"mt-bench-{name}")
    ref = (
        {"{reference_1}": "{ref_answer_1}", "{reference_2}": "{ref_answer_2}"}
        if "multi-turn" in name
        else {"{reference}": "{ref_answer_1}"}
    )
    back = {v: k for k, v in FASTCHAT_NAMES.items()} | ref
    assert t["system"] == src["system_prompt"]
    assert PLACEHOLDER.sub(lambda m: back.get(m.group(0), m.group(0)), t["user"]) == src["prompt_template"]
    single = src["type"] == "single"
    assert t["output_format"] == ("rating_brackets_single" if single else "verdict_brackets")
    assert (t.get("score_min"), t.get("score_max")) == ((1.0, 10.0) if single else (None, None))


@pytest.mark.parametrize(
    "tid, placeholders",
    [
        ("mt-bench-single-v1", {"{question}", "{answer}"}),
        ("mt-bench-single-math-v1", {"{question}", "{reference}", "{answer}"}),
        ("mt-bench-single-v1-multi-turn", {"{question_1}", "{answer_1}", "{question_2}", "{answer_2}"}),
        (
            "mt-bench-single-math-v1-multi-turn",
            {"{question_1}", "{answer_1}", "{question_2}", "{answer_2}", "{reference_1}", "{reference_2}"},
        ),
        (
            "mt-bench-pair-v2-multi-turn",
            {"{question_1}", "{question_2}", "{first_1}", "{first_2}", "{second_1}", "{second_2}"},
        ),
        ("mt-bench-pair-math-v1", {"{question}", "{reference}", "{first}", "{second}"}),
        (
            "mt-bench-pair-math-v1-multi-turn",
            {
                "{question_1}",
                "{question_2}",
                "{reference_1}",
                "{reference_2}",
                "{first_1}",
                "{first_2}",
                "{second_1}",
                "{second_2}",
            },
        ),
        ("prometheus-absolute", {"{question}", "{answer}", "{reference}", "{rubric}"}),
        ("prometheus-absolute-noref", {"{question}", "{answer}", "{rubric}"}),
        ("arena-hard", {"{question}", "{first}", "{second}"}),
        ("arena-hard-creative-writing", {"{question}", "{first}", "{second}"}),
    ],
)
def test_declared_placeholders(tid, placeholders):
    t = _toml(tid)
    assert set(PLACEHOLDER.findall(t["user"])) == placeholders
    assert not PLACEHOLDER.findall(t["system"])


def test_five_level_and_prometheus_output_instructions():
    for tid in ("arena-hard", "arena-hard-creative-writing"):
        t = _toml(tid)
        assert t["output_format"] == "verdict5_brackets"
        for line in (
            "Assistant A is significantly better: [[A>>B]]",
            "Assistant A is slightly better: [[A>B]]",
            "Tie, relatively the same: [[A=B]]",
            "Assistant B is slightly better: [[B>A]]",
            "Assistant B is significantly better: [[B>>A]]",
        ):
            assert line in t["system"], (tid, line)
        assert t["user"].index("{question}") < t["user"].index("{first}") < t["user"].index("{second}")
    for tid in ("prometheus-absolute", "prometheus-absolute-noref"):
        t = _toml(tid)
        assert (t["output_format"], t["score_min"], t["score_max"]) == ("result_n", 1.0, 5.0)
        assert '"(write a feedback for criteria) [RESULT] (an integer number between 1 and 5)"' in t["user"]
        assert t["user"].endswith("###Feedback: ")
    assert "###Reference Answer (Score 5):\n{reference}" in _toml("prometheus-absolute")["user"]


def test_reference_guided_pairwise_template_loads_today():
    # pair-math-v1 uses only the placeholders the current loader knows: it renders now
    t = load_template("mt-bench-pair-math-v1")
    msgs = t.render("2+2?", "4", "5", reference="4")
    assert msgs[1]["content"].startswith("[User Question]\n2+2?\n\n[The Start of Reference Answer]\n4\n")
