"""Replay of recorded GPT-4 reviews on FairEval's Vicuna-80 pairs (shared/data/faireval-replication-reviews).

The expected numbers are recomputed here by hand from the recorded texts with the recipe of that
folder's README (FairEval.py's parser: the text after the last ':' of the last two lines), and
checked against the README's published means over the four runs.
"""

import json
from collections import Counter

import polars as pl
import pytest
from click.testing import CliRunner

from judge_engine.cli import cli
from tests.conftest import DEMO_PAIRS, shared

LABEL = {"CHATGPT": "a", "VICUNA13B": "b", "TIE": "tie"}


def recording_from_reviews(review_file, out_path):
    """FairEval review file -> replay recording: review[i] is order ab sample i, review_bpc[i] order ba."""
    rows = []
    for line in open(review_file):
        r = json.loads(line)
        pid = f"vicuna80-{r['question_id']:03d}"
        for order, key in (("ab", "review"), ("ba", "review_bpc")):
            for i, text in enumerate(r[key]):
                rows.append({"pair_id": pid, "order": order, "sample": i, "text": text})
    pl.DataFrame(rows).write_parquet(out_path)


def by_hand(review_file):
    """FairEval recipe, written out independently of the engine."""
    def scores(text):
        lines = text.split("\n")
        return float(lines[-2].split(":")[-1].strip()), float(lines[-1].split(":")[-1].strip())

    def label(s1, s2):
        return "a" if s1 > s2 else "tie" if s1 == s2 else "b"

    humans = {json.loads(l)["question_id"]: LABEL[json.loads(l)["human_label"]]
              for l in open(shared("faireval/human_labels.jsonl"))}
    pred, gold, conflicts = [], [], 0
    for line in open(review_file):
        r = json.loads(line)
        ab = [scores(t) for t in r["review"]]                       # (chatgpt, vicuna)
        ba = [tuple(reversed(scores(t))) for t in r["review_bpc"]]  # mapped back to (chatgpt, vicuna)
        allx = ab + ba
        s1 = sum(x[0] for x in allx) / len(allx)
        s2 = sum(x[1] for x in allx) / len(allx)
        pred.append(label(s1, s2))
        gold.append(humans[r["question_id"]])
        conflicts += label(*ab[0]) != label(*ba[0])
    n = len(pred)
    po = sum(p == g for p, g in zip(pred, gold)) / n
    cp, cg = Counter(pred), Counter(gold)
    pe = sum(cp[c] * cg[c] for c in ("a", "b", "tie")) / n / n
    return {"accuracy": po, "kappa": (po - pe) / (1 - pe), "conflict_rate": conflicts / n}


def run_replay(tmp_path, review_file, k=3):
    tmp_path.mkdir(parents=True, exist_ok=True)
    rec = tmp_path / "recording.parquet"
    recording_from_reviews(review_file, rec)
    cfg = tmp_path / "replay.toml"
    cfg.write_text(f"""
[input]
paths = ["{DEMO_PAIRS}"]
[judge]
backend = "replay"
template = "faireval-scoring"
[judge.replay]
path = "{rec}"
[sampling]
orders = "both"
k = {k}
""")
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
        accs.append(s["accuracy"]), kappas.append(s["kappa"]), conflicts.append(s["conflict_rate"])
        mean_conflicts.append(s["conflict_rate_mean"]), order1.append(s["accuracy_by_order"]["ab"])
    assert round(100 * sum(accs) / 4, 1) == 60.6
    assert round(sum(kappas) / 4, 2) == 0.34
    assert round(100 * sum(conflicts) / 4, 1) == 40.3
    assert round(100 * sum(mean_conflicts) / 4, 1) == 30.0
    assert round(100 * sum(order1) / 4, 1) == 60.6
