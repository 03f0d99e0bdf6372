"""Adaptive vs uniform calibration on the recorded FairEval replication reviews (benchmarks/adaptive.py),
checked against a recomputation by hand from the review texts (FairEval.py's parser, except that a review ending in
one assistant's per-criterion block is no verdict, as since parser version 67; the policy written out in plain Python
here, independently of the engine and its kernels)."""

import json
import math
import re
from collections import Counter

import pytest

from tests.helpers.data import shared
from tests.helpers.faireval import LABEL


def _bench():
    from benchmarks import adaptive

    return adaptive


# both last lines one assistant's criteria (its heading, then "- Criterion: N" lines): no pair of scores
_ONE_BLOCK = re.compile(r"\n[ \t]*(?:- )?Assistant [12]:[ \t]*(?:\n[ \t]*(?:- ?)?[A-Za-z ]+: \d+(?:\.\d+)?[ \t]*)+\s*$")


def _scores(text):
    if _ONE_BLOCK.search(text):
        return None  # a parse failure: asked for, no verdict
    lines = text.split("\n")
    return float(lines[-2].split(":")[-1].strip()), float(lines[-1].split(":")[-1].strip())


def _label(x, y):
    return "a" if x > y else "b" if y > x else "tie"


def _kappa(pred, gold):
    n = len(pred)
    po = sum(p == g for p, g in zip(pred, gold)) / n
    cp, cg = Counter(pred), Counter(gold)
    pe = sum(cp[c] * cg[c] for c in ("a", "b", "tie")) / n / n
    return (po - pe) / (1 - pe)


def _pairs(review_file):
    """question_id -> (ab, ba): lists of recorded (score_a, score_b), ba mapped back to (a, b)."""
    out = {}
    for line in open(review_file):
        r = json.loads(line)
        ab = [_scores(t) for t in r["review"]]
        ba = [None if s is None else tuple(reversed(s)) for s in map(_scores, r["review_bpc"])]
        out[r["question_id"]] = (ab, ba)
    return out


def _verdict(ab, ba):
    allx = ab + ba
    return _label(sum(x[0] for x in allx) / len(allx), sum(x[1] for x in allx) / len(allx))


def _uncertain(ab, ba, on_disagree, bpde_threshold, gap_threshold):
    if not ab or not ba:
        return True
    mean = [sum(a - b for a, b in xs) / len(xs) for xs in (ab, ba)]
    outcomes = Counter(_label(a, b) for a, b in ab + ba)
    n = len(ab) + len(ba)
    bpde = -sum(c / n * math.log(c / n) for c in outcomes.values())
    gap = abs(sum(a for a, _ in ab + ba) - sum(b for _, b in ab + ba)) / n
    return (on_disagree and _label(mean[0], 0) != _label(mean[1], 0)) or bpde > bpde_threshold or gap < gap_threshold


def _parsed(xs):
    return [x for x in xs if x is not None]


def by_hand(review_file, k_max, policy=None):
    """(samples asked for, predictions, gold) of uniform (policy None) or adaptive calibration with
    k_min = 1 and k_step = 1: a pair stops at the first k whose first k recorded samples per order
    are not uncertain. Recorded sample i is sample i; one absent from the recording still costs it."""
    humans = {
        json.loads(l)["question_id"]: LABEL[json.loads(l)["human_label"]]
        for l in open(shared("faireval/human_labels.jsonl"))
    }
    samples, pred, gold = 0, [], []
    for qid, (ab, ba) in _pairs(review_file).items():
        k = k_max
        if policy is not None:
            k = 1
            while k < k_max and _uncertain(
                _parsed(ab[:k]),
                _parsed(ba[:k]),
                policy["on_disagree"],
                policy["bpde_threshold"],
                policy["gap_threshold"],
            ):
                k += 1
        samples += 2 * k
        pred.append(_verdict(_parsed(ab[:k]), _parsed(ba[:k])))
        gold.append(humans[qid])
    return samples, pred, gold


def test_adaptive_vs_uniform_on_recorded_reviews(tmp_path):
    bench = _bench()
    files = bench.review_files(shared("."))
    assert len(files) == 10 and sorted(bench.k_of(f) for f in files) == [3] * 8 + [5, 7]
    out = tmp_path / "adaptive.json"
    work = tmp_path / "work"
    assert bench.main(["--no-curve", "--json", str(out), "--data", str(shared(".")), "--work", str(work)]) == 0
    doc = json.loads(out.read_text())
    policy = doc["default_policy"]
    assert policy == {"on_disagree": False, "bpde_threshold": 0.7, "gap_threshold": 0.5, "k_step": 1}
    pooled = {"uniform": [0, [], []], "adaptive": [0, [], []]}
    for f, name in zip(files, doc["files"]):
        for mode, pol in (("uniform", None), ("adaptive", policy)):
            samples, pred, gold = by_hand(f, bench.k_of(f), pol)
            got = doc[mode]["per_file"][name]
            assert got["samples"] == samples, (name, mode)
            assert got["accuracy"] == pytest.approx(sum(p == g for p, g in zip(pred, gold)) / 80, abs=1e-12), (
                name,
                mode,
            )
            assert got["kappa"] == pytest.approx(_kappa(pred, gold), abs=1e-12), (name, mode)
            pooled[mode][0] += samples
            pooled[mode][1] += pred
            pooled[mode][2] += gold
    for mode, (samples, pred, gold) in pooled.items():
        got = doc[mode]["pooled"]
        assert got["samples"] == samples
        assert got["accuracy"] == pytest.approx(sum(p == g for p, g in zip(pred, gold)) / 800, abs=1e-12)  # type: ignore[call-overload]
        assert got["kappa"] == pytest.approx(_kappa(pred, gold), abs=1e-12)
    # uniform: 80 pairs x 2 orders x k per file = 8 x 480 + 800 + 1120
    assert doc["uniform"]["pooled"]["samples"] == 5760
    # the target, on the hand-recomputed figures: within one pair in 80, at most half the samples
    ua, aa = (sum(p == g for p, g in zip(*pooled[m][1:])) / 800 for m in ("uniform", "adaptive"))
    assert aa >= ua - 1 / 80 and pooled["adaptive"][0] <= pooled["uniform"][0] / 2  # type: ignore[operator]
    assert doc["target"]["met"] is True

    # the report of an adaptive run shows its rounds, and the trade-off curve from the benchmark JSON
    from click.testing import CliRunner

    from judge_engine.cli import cli

    r = CliRunner().invoke(cli, ["report", str(work / "adaptive-0"), "--adaptive-json", str(out)])
    assert r.exit_code == 0, r.output
    page = (work / "adaptive-0" / "report.html").read_text()
    assert "<figcaption>Adaptive rounds</figcaption>" in page
    assert "<figcaption>Adaptive trade-off curve</figcaption>" in page
    assert (
        "adaptive samples spent / uniform budget</th><td>{} / 480".format(
            doc["adaptive"]["per_file"][doc["files"][0]]["samples"]
        )
        in page
    )
    (tmp_path / "bad.json").write_text("{}")
    r = CliRunner().invoke(cli, ["report", str(work / "adaptive-0"), "--adaptive-json", str(tmp_path / "bad.json")])
    assert r.exit_code == 2 and "not a benchmarks/adaptive.py JSON" in r.output
