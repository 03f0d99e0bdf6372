"""Replay of recorded GPT-4 reviews on FairEval's Vicuna-80 pairs (shared/data/faireval-replication-reviews).

The expected numbers are recomputed here by hand from the recorded texts with the recipe of that
folder's README (FairEval.py's parser: the text after the last ':' of the last two lines), and
checked against the README's published means over the four runs.
"""

import json

import polars as pl
import pytest
from click.testing import CliRunner

from judge_engine.cli import cli
from judge_engine.testing import recording_from_reviews
from tests.helpers.configs import replay_config
from tests.helpers.data import DEMO_PAIRS, shared
from tests.helpers.faireval import by_hand


def run_replay(tmp_path, review_file, k=3):
    tmp_path.mkdir(parents=True, exist_ok=True)
    rec = tmp_path / "recording.parquet"
    recording_from_reviews(review_file, rec)
    cfg = replay_config(
        tmp_path / "replay.toml",
        rec,
        [DEMO_PAIRS],
        judge={"template": "faireval-scoring"},
        sampling={"orders": "both", "k": k},
    )
    out = tmp_path / "out"
    res = CliRunner().invoke(cli, ["run", str(cfg), "--out", str(out), "--quiet", "--json"])
    assert res.exit_code == 0, res.output
    return json.loads((out / "summary.json").read_text()), out


def test_gpt4_run1_mec3_bpc1_matches_hand_recomputation(tmp_path):
    f = shared("faireval-replication-reviews/review/1/review_gpt35_vicuna-13b_gpt-4_mec3_bpc1.jsonl")
    summary, out = run_replay(tmp_path, f)
    hand = by_hand(f)
    assert summary["pairs_in"] == 80 and summary["pairs_judged"] == 80 and summary["pairs_flagged"] == 0
    assert summary["accuracy"] == pytest.approx(hand["accuracy"], abs=1e-12)
    assert summary["kappa"] == pytest.approx(hand["kappa"], abs=1e-12)
    assert summary["conflict_rate"] == pytest.approx(hand["conflict_rate"], abs=1e-12)
    assert summary["conflict_n"] == 80
    # every recorded completion parsed; samples the recording lacks are 'missing', never scores
    recorded = sum(len(json.loads(l)["review"]) + len(json.loads(l)["review_bpc"]) for l in open(f))
    assert summary["parse_status"].get("ok") == recorded
    assert summary["judgments"] == 80 * 2 * 3
    assert summary["parse_status"].get("missing", 0) == 480 - recorded
    pairs = pl.read_parquet(out / "pairs.parquet")
    assert pairs.height == 80 and pairs["needs_review"].sum() == 16  # ceil(0.2 * 80)


def test_gpt4_four_runs_reproduce_published_means(tmp_path):
    # shared/data/faireval-replication-reviews/README.md, "Recomputed from these files (mean of 4 runs)":
    # gpt-4 (2025): conflict (1st completion per order) 40.3 %, conflict (mean of k=3 per order) 30.0 %,
    # MEC k=3 (order 1) acc 60.6 %, MEC k=3 + BPC acc / kappa 60.6 % / 0.34
    accs, kappas, conflicts, mean_conflicts, order1 = [], [], [], [], []
    for run in (1, 2, 3, 4):
        f = shared(f"faireval-replication-reviews/review/{run}/review_gpt35_vicuna-13b_gpt-4_mec3_bpc1.jsonl")
        s, _ = run_replay(tmp_path / str(run), f)
        accs.append(s["accuracy"]), kappas.append(s["kappa"]), conflicts.append(s["conflict_rate"])  # type: ignore[func-returns-value]
        mean_conflicts.append(s["conflict_rate_mean"]), order1.append(s["accuracy_by_order"]["ab"])  # type: ignore[func-returns-value]
    assert round(100 * sum(accs) / 4, 1) == 60.6
    assert round(sum(kappas) / 4, 2) == 0.34
    assert round(100 * sum(conflicts) / 4, 1) == 40.3
    assert round(100 * sum(mean_conflicts) / 4, 1) == 30.0
    assert round(100 * sum(order1) / 4, 1) == 60.6
