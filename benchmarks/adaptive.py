"""Adaptive vs uniform calibration on recorded judge outputs (no model): accuracy, kappa, samples spent.

Replays the recorded GPT-4 / GPT-3.5 reviews of FairEval's 80 Vicuna pairs in both orders with k = 3,
5 and 7 samples (``shared/data/faireval-replication-reviews/review/<run>/*_mec{3,5,7}_bpc1.jsonl``)
through the engine's replay backend and ``run()``: once with uniform calibration at k = k_max (both
orders x k_max samples for every pair) and once with adaptive calibration (``k_min`` = 1, up to the
same k_max). Recorded sample ``i`` of an order is sample ``i`` for both, so the comparison is
apples to apples. Accuracy and Cohen's kappa are against FairEval's human labels (ties kept),
per file and pooled over the files (pooled accuracy = correct pairs / labelled pairs over all
files; pooled kappa over the concatenated verdicts). Samples are judgment rows asked for
(a recorded completion that is absent still costs its request: status ``missing``).

Then the trade-off curve: the same over a grid of policies (``on_disagree`` x ``bpde_threshold`` x
``gap_threshold``), pooled samples against pooled accuracy.

    python -m benchmarks.adaptive --json adaptive.json            # default policy + the curve
    python -m benchmarks.adaptive --no-curve --json adaptive.json  # default policy only

Target (issue 9): pooled adaptive accuracy within one pair in 80 (1/80) of uniform, with at most
half of uniform's samples. Deterministic: replay has no randomness.
"""

from __future__ import annotations

import argparse
import json
import platform
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import polars as pl

from benchmarks._common import DATA, DEMO_PAIRS
from judge_engine.config import CalibrationConfig, load_config
from judge_engine.kernels.agreement import cohen_kappa
from judge_engine.pipeline.run import run
from judge_engine.testing import recording_from_reviews

DEFAULT_DATA = DATA
PAIRS = DEMO_PAIRS
REVIEWS = "faireval-replication-reviews/review"
_DEF = CalibrationConfig()
DEFAULT_POLICY = {
    "on_disagree": _DEF.on_disagree,
    "bpde_threshold": _DEF.bpde_threshold,
    "gap_threshold": _DEF.gap_threshold,
    "k_step": _DEF.k_step,
}
GRID = [
    {"on_disagree": od, "bpde_threshold": bt, "gap_threshold": gt, "k_step": 1}
    for od in (False, True)
    for bt in (0.0, 0.7, 2.0)
    for gt in (0.0, 0.5, 1.0, 1.5, 2.0)
]


def review_files(data: Path = DEFAULT_DATA) -> list[Path]:
    """The both-order recordings with k >= 3 (``*_mec{3,5,7}_bpc1.jsonl``), sorted by path."""
    root = data / REVIEWS
    files = sorted(f for k in (3, 5, 7) for f in root.glob(f"*/*_mec{k}_bpc1.jsonl"))
    if not files:
        raise SystemExit(f"no *_mec{{3,5,7}}_bpc1.jsonl under {root} (set JUDGE_ENGINE_SHARED or --data)")
    return files


def k_of(review_file: Path) -> int:
    """k of a review file from its name (``..._mec7_bpc1.jsonl`` -> 7)."""
    return int(review_file.name.split("_mec")[1].split("_")[0])


def replay_run(rec: Path, k_max: int, out: Path, policy: dict[str, Any] | None) -> dict[str, Any]:
    """One replay run (``policy`` None: uniform at k_max; else adaptive with k_min = 1 and that policy).

    Returns:
        ``samples`` (judgment rows), ``correct``, ``labelled``, ``accuracy``, ``kappa``, ``verdicts``
        (pair_id -> verdict, for pooling) and, adaptive, ``budget_ratio`` and ``rounds``.
    """
    sets = [
        "judge.backend=replay",
        f"judge.replay.path={json.dumps(str(rec))}",
        "judge.template=faireval-scoring",
        "sampling.orders=both",
        f"sampling.k={k_max}",
        "calibration.bootstrap_resamples=0",
    ]
    if policy is not None:
        sets += ["calibration.mode=adaptive", "calibration.k_min=1"]
        sets += [f"calibration.{key}={json.dumps(v)}" for key, v in policy.items()]
    cfg = load_config(None, overrides=sets, inputs=[str(PAIRS)], out=str(out))
    res = run(cfg, overwrite=True, quiet=True)
    s, pairs = res.summary, res.pairs
    lab = pairs.filter(pl.col("human_label").is_not_null() & pl.col("verdict").is_not_null())
    out_d: dict[str, Any] = {
        "samples": s.metrics.judgments,
        "correct": int((lab["verdict"] == lab["human_label"]).sum()),
        "labelled": lab.height,
        "accuracy": s.metrics.agreement.accuracy,
        "kappa": s.metrics.agreement.kappa,
        "verdicts": dict(zip(lab["pair_id"].to_list(), lab["verdict"].to_list())),
    }
    if policy is not None and s.adaptive is not None:
        out_d["budget_ratio"] = s.adaptive.budget_ratio
        out_d["rounds"] = [r.to_dict() for r in s.adaptive.rounds]
    return out_d


def pooled(results: list[dict[str, Any]], gold: dict[str, str]) -> dict[str, Any]:
    """Samples summed; accuracy = correct / labelled over all files; kappa over the concatenated verdicts."""
    pred, lab = [], []
    for r in results:
        for pid, v in r["verdicts"].items():
            pred.append(v)
            lab.append(gold[pid])
    correct, labelled = sum(r["correct"] for r in results), sum(r["labelled"] for r in results)
    return {
        "samples": sum(r["samples"] for r in results),
        "correct": correct,
        "labelled": labelled,
        "accuracy": correct / labelled if labelled else None,
        "kappa": cohen_kappa(pred, lab),
    }


def evaluate(files: list[Path], work: Path, policies: list[dict[str, Any]]) -> dict[str, Any]:
    """Uniform once per file, adaptive per file for each policy; per-file and pooled figures.

    Returns:
        ``{"files": [name, ...], "uniform": {"per_file": {name: fig}, "pooled": fig},
        "adaptive": [{"policy": p, "per_file": {...}, "pooled": fig + budget_ratio}, ...]}`` where fig
        holds ``samples``, ``accuracy``, ``kappa`` (``correct``, ``labelled``).
    """
    gold = dict(pl.read_parquet(PAIRS, glob=False).select("pair_id", "human_label").iter_rows())
    names = [str(f.relative_to(f.parents[1])) for f in files]
    recs = []
    for i, f in enumerate(files):
        recs.append((recording_from_reviews(f, work / f"rec-{i}.parquet"), k_of(f)))

    def strip(r: dict[str, Any]) -> dict[str, Any]:
        return {k: v for k, v in r.items() if k != "verdicts"}

    uni = [replay_run(rec, k, work / f"uniform-{i}", None) for i, (rec, k) in enumerate(recs)]
    out: dict[str, Any] = {
        "files": names,
        "uniform": {"per_file": dict(zip(names, map(strip, uni))), "pooled": pooled(uni, gold)},
        "adaptive": [],
    }
    for p in policies:
        ada = [replay_run(rec, k, work / f"adaptive-{i}", p) for i, (rec, k) in enumerate(recs)]
        pool = pooled(ada, gold)
        pool["budget_ratio"] = pool["samples"] / out["uniform"]["pooled"]["samples"]
        out["adaptive"].append({"policy": p, "per_file": dict(zip(names, map(strip, ada))), "pooled": pool})
    return out


def target(uniform: dict[str, Any], adaptive: dict[str, Any], n_pairs: int = 80) -> dict[str, Any]:
    """Issue 9's target: pooled accuracy within 1/80 of uniform, at most half the samples."""
    delta = adaptive["accuracy"] - uniform["accuracy"]
    ratio = adaptive["samples"] / uniform["samples"]
    return {
        "accuracy_delta": delta,
        "accuracy_tolerance": 1 / n_pairs,
        "budget_ratio": ratio,
        "max_budget_ratio": 0.5,
        "met": bool(delta >= -1 / n_pairs - 1e-12 and ratio <= 0.5),
    }


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(
        description=__doc__.split("\n\n")[0], formatter_class=argparse.RawDescriptionHelpFormatter
    )
    ap.add_argument("--data", type=Path, default=DEFAULT_DATA, help=f"shared data folder (holds {REVIEWS})")
    ap.add_argument("--json", type=Path, default=None, metavar="PATH", help="write the results as JSON")
    ap.add_argument("--no-curve", action="store_true", help="only the default policy, no threshold grid")
    ap.add_argument("--work", type=Path, default=None, help="keep the run folders here (default: a temp dir)")
    args = ap.parse_args(argv)
    files = review_files(args.data)
    policies = [DEFAULT_POLICY] + ([] if args.no_curve else [p for p in GRID if p != DEFAULT_POLICY])
    t0 = time.perf_counter()
    with tempfile.TemporaryDirectory() as tmp:
        work = args.work or Path(tmp)
        work.mkdir(parents=True, exist_ok=True)
        ev = evaluate(files, work, policies)
    wall = time.perf_counter() - t0
    uni, ada = ev["uniform"], ev["adaptive"][0]
    doc = {
        "benchmark": "adaptive",
        "python": sys.version.split()[0],
        "platform": platform.platform(),
        "files": ev["files"],
        "k_min": 1,
        "default_policy": DEFAULT_POLICY,
        "uniform": uni,
        "adaptive": ada,
        "target": target(uni["pooled"], ada["pooled"]),
        "curve": [
            {
                **a["policy"],
                **{k: a["pooled"][k] for k in ("samples", "budget_ratio", "correct", "accuracy", "kappa")},
                "accuracy_delta": a["pooled"]["accuracy"] - uni["pooled"]["accuracy"],
            }
            for a in ev["adaptive"]
        ],
        "wall_s": wall,
    }
    print(f"{'file':58s} {'k':>2s} | {'uniform samples/acc/kappa':>26s} | {'adaptive samples/acc/kappa':>27s}")
    for name in ev["files"]:
        u, a = uni["per_file"][name], ada["per_file"][name]
        print(
            f"{name:58s} {k_of(Path(name)):2d} | {u['samples']:6d} {u['accuracy']:.4f} {u['kappa']:+.3f}    | "
            f"{a['samples']:6d} {a['accuracy']:.4f} {a['kappa']:+.3f}"
        )
    u, a, t = uni["pooled"], ada["pooled"], doc["target"]
    print(
        f"{'pooled':61s} | {u['samples']:6d} {u['accuracy']:.4f} {u['kappa']:+.3f}    | "
        f"{a['samples']:6d} {a['accuracy']:.4f} {a['kappa']:+.3f}"
    )
    print(
        f"budget ratio {t['budget_ratio']:.3f} (target <= 0.5); accuracy delta {t['accuracy_delta']:+.4f} "
        f"(target >= -{t['accuracy_tolerance']:.4f}); target met: {t['met']}"
    )
    if len(doc["curve"]) > 1:
        print("\ntrade-off curve (pooled): on_disagree bpde_threshold gap_threshold -> budget_ratio accuracy kappa")
        for c in sorted(doc["curve"], key=lambda c: c["budget_ratio"]):
            print(
                f"  {c['on_disagree']!s:5s} {c['bpde_threshold']:4.1f} {c['gap_threshold']:4.1f} -> "
                f"{c['budget_ratio']:.3f} {c['accuracy']:.4f} {c['kappa']:+.3f}"
            )
    print(f"wall {wall:.1f} s")
    if args.json:
        args.json.write_text(json.dumps(doc, indent=2, allow_nan=False))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
