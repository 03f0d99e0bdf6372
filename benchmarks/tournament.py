"""The budgeted ranking job against the full round robin, on a recorded round robin (no model).

The recording (``benchmarks/data/mtbench-rr-smollm2.parquet``, made by ``benchmarks/tournament_data.py``):
MT-Bench first-turn answers of 8 models on 16 questions, all 28 model pairs per question (448 pairs), judged
by the embedded default judge SmolLM2-135M-Instruct in both orders. Everything below replays it through the
engine (``run``, ``rank``, ``judge-engine tournament`` on the replay backend), so a pair's verdict is the same
whichever design asks for it:

1. **Round robin**: all 448 pairs judged and ranked (``rank``, Bradley-Terry MLE): the reference ranking.
2. **Budgeted job**: ``judge-engine tournament`` with a budget of the whole round robin and ``alpha = 0`` (so
   it runs to the end), once per seed. After each round the ranking a user would get by stopping there (the
   Bradley-Terry MLE of ``rank`` on the pairs judged so far) is compared with the reference: Kendall tau-b and
   whether it is the same order. A job with budget B plans exactly the rounds of this one up to B (the design
   depends only on the verdicts so far), so this curve is the budget curve. The job's own stop
   (``--alpha 0.05``, the default) is the first round whose ``max_adjacent_swap`` is below 0.05.
3. **Random design** (baseline): the same numbers of pairs drawn uniformly at random from the round robin
   (seeded), ranked the same way.

Then the same on a simulation built on the real answers (``simulated``): the 25 models of MT-Bench's
published scores (``published_mt_bench_scores.csv``) on the same 16 questions (300 pairs per question, 4,800
in all), judged by a Bradley-Terry judge whose strengths are the published scores (one MT-Bench point = one
natural-log-odds unit, an assumption; one draw per pair, the same verdict in both orders), budget half the
round robin. Here the truth is known, so tau with the truth is reported beside tau with the round robin.

    python -m benchmarks.tournament --json tournament.json [--seeds 5] [--round-size 8] [--no-simulation]

Reports, per seed and as medians: the comparisons after which the job's ranking equals the round robin's
and stays equal, tau at a third and at half of the round robin, and the default stop's spend and tau; and
prints them as ratios against the baselines measured in the same run (``ratios``: shares of the round
robin's comparisons, job over random design).
"""

from __future__ import annotations

import argparse
import json
import platform
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

import numpy as np
import polars as pl
from scipy.stats import kendalltau

from benchmarks._common import DATA
from benchmarks.tournament_data import JUDGE, MODELS, RECORDING, mtbench_answers
from judge_engine.config import load_config
from judge_engine.kernels.ranking import leaderboard
from judge_engine.pipeline.run import run
from judge_engine.ranking.pairs import build_pairs
from judge_engine.ranking.tournament import Design, run_tournament


def _config(folder: Path, recording: Path, inputs: list[Path]) -> Path:
    judge = {k: v for k, v in JUDGE["judge"].items() if k in ("template",)}
    lines = ["[judge]", 'backend = "replay"', f'template = "{judge["template"]}"', "[judge.replay]"]
    lines += [f"path = {json.dumps(str(recording.resolve()))}", "[sampling]"]
    lines += [f"{k} = {json.dumps(v)}" for k, v in JUDGE["sampling"].items()]
    lines += ["[input]", f"paths = {json.dumps([str(p.resolve()) for p in inputs])}"]
    path = folder / "replay.toml"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def _order(pairs: pl.DataFrame) -> list[str]:
    """Models best first by ``rank``'s Bradley-Terry MLE (no bootstrap; the baseline does not change the order)."""
    return leaderboard(pairs, n_bootstrap=0)["model"].to_list()


def _compare(reference: list[str], order: list[str]) -> tuple[float | None, bool]:
    pos = {m: i for i, m in enumerate(order)}
    if set(order) != set(reference):  # a subset that does not connect every model
        return None, False
    return float(kendalltau(range(len(reference)), [pos[m] for m in reference]).statistic), order == reference


def _stable_from(points: list[dict[str, Any]]) -> int | None:
    """The fewest comparisons after which every later point has the reference order."""
    best = None
    for p in reversed(points):
        if not p["same_order"]:
            break
        best = p["spent"]
    return best


def _at(points: list[dict[str, Any]], spent: int, key: str = "tau") -> float | None:
    """``key`` of the last point with at most ``spent`` comparisons."""
    ok = [p for p in points if p["spent"] <= spent]
    return ok[-1][key] if ok else None


def job_curve(
    folder: Path,
    cfg: Path,
    answers: Path,
    verdicts: pl.DataFrame,
    reference: list[str],
    budget: int,
    seed: int,
    round_size: int,
) -> dict[str, Any]:
    """One budgeted job run to the end; the ranking after each round against the reference."""
    config = load_config(cfg)
    res = run_tournament(
        config,
        answers,
        folder / f"job-{seed}",
        Design(budget=budget, round_size=round_size, alpha=0.0, seed=seed),
        n_bootstrap=0,
        quiet=True,
    )
    files = sorted((folder / f"job-{seed}" / "rounds").glob("round-*.parquet"))
    seen: list[str] = []
    points: list[dict[str, Any]] = []
    for f, rec in zip(files, res.record.rounds):
        seen += pl.read_parquet(f)["pair_id"].to_list()
        sub = verdicts.filter(pl.col("pair_id").is_in(seen))
        order = _order(sub)
        tau, same = _compare(reference, order)
        points.append(
            {
                "round": rec.round,
                "spent": rec.spent,
                "tau": tau,
                "same_order": same,
                "order": order,
                "max_adjacent_swap": rec.max_adjacent_swap,
            }
        )
    stop = next((p for p in points if p["max_adjacent_swap"] < 0.05), None)
    return {"seed": seed, "points": points, "stable_from": _stable_from(points), "default_stop": stop}


def random_curve(verdicts: pl.DataFrame, reference: list[str], steps: list[int], seed: int) -> dict[str, Any]:
    """Uniformly random subsets of the round robin's pairs (one seeded permutation, its prefixes)."""
    ids = verdicts["pair_id"].to_list()
    perm = [ids[i] for i in np.random.default_rng([seed, 7]).permutation(len(ids))]
    points = []
    for n in steps:
        sub = verdicts.filter(pl.col("pair_id").is_in(perm[:n]))
        order = _order(sub)
        tau, same = _compare(reference, order)
        points.append({"spent": n, "tau": tau, "same_order": same, "order": order})
    return {"seed": seed, "points": points, "stable_from": _stable_from(points)}


def _tau_truth(truth: dict[str, float] | None, order: list[str]) -> float | None:
    if truth is None:
        return None
    return float(kendalltau([truth[m] for m in order], list(range(len(order), 0, -1))).statistic)


def _median(xs: list[Any]) -> Any:
    xs = [x for x in xs if x is not None]
    return statistics.median(xs) if xs else None


def measure(
    folder: Path,
    answers: pl.DataFrame,
    recording: Path,
    budget: int | None,
    seeds: int,
    round_size: int,
    truth: dict[str, float] | None = None,
) -> dict[str, Any]:
    """The round robin, the budgeted job per seed and the random design on one recording (module docstring)."""
    folder.mkdir(parents=True, exist_ok=True)
    answers.write_parquet(folder / "answers.parquet")
    build_pairs(answers).write_parquet(folder / "pairs.parquet")
    cfg = _config(folder, recording, [folder / "pairs.parquet"])
    t0 = time.monotonic()
    full = run(load_config(cfg, out=str(folder / "rr")), quiet=True)
    verdicts = full.pairs.select("pair_id", "question_id", "model_a", "model_b", "verdict")
    reference = _order(verdicts)
    rr = verdicts.height
    ranked = leaderboard(verdicts, n_bootstrap=0)
    jobs = [
        job_curve(folder, cfg, folder / "answers.parquet", verdicts, reference, budget or rr, s, round_size)
        for s in range(seeds)
    ]
    steps = sorted({p["spent"] for j in jobs for p in j["points"]})
    rand = [random_curve(verdicts, reference, steps, s) for s in range(seeds)]
    for curve in jobs + rand:  # the truth, where known (a simulation)
        for p in curve["points"]:
            p["tau_truth"] = _tau_truth(truth, p.pop("order"))
    return {
        "models": len(reference),
        "round_robin_pairs": rr,
        "verdicts": dict(full.pairs["verdict"].value_counts().sort("verdict").iter_rows()),
        "reference_order": reference,
        "reference_scores": dict(zip(ranked["model"], ranked["score"])),
        "reference_tau_truth": _tau_truth(truth, reference),
        "round_size": round_size,
        "job": jobs,
        "random": rand,
        "median": {
            "job_stable_from": _median([j["stable_from"] for j in jobs]),
            "random_stable_from": _median([r["stable_from"] for r in rand]),
            "job_tau_at_third": _median([_at(j["points"], rr // 3) for j in jobs]),
            "random_tau_at_third": _median([_at(r["points"], rr // 3) for r in rand]),
            "job_tau_truth_at_third": _median([_at(j["points"], rr // 3, "tau_truth") for j in jobs]),
            "random_tau_truth_at_third": _median([_at(r["points"], rr // 3, "tau_truth") for r in rand]),
            "job_tau_at_half": _median([_at(j["points"], rr // 2) for j in jobs]),
            "random_tau_at_half": _median([_at(r["points"], rr // 2) for r in rand]),
            "default_stop_spent": _median([j["default_stop"]["spent"] if j["default_stop"] else None for j in jobs]),
            "default_stop_tau": _median([j["default_stop"]["tau"] if j["default_stop"] else None for j in jobs]),
        },
        "wall_s": round(time.monotonic() - t0, 1),
    }


def _ratio(x: float | None, y: float | None) -> float | None:
    return None if x is None or y is None or y == 0 else round(x / y, 3)


def ratios(part: dict[str, Any]) -> dict[str, Any]:
    """The job against the baselines measured in the same run: the round robin (comparisons) and the random
    design (comparisons until the round robin's order is reached for good, tau at a third and at half).

    Returns:
        ``job_share_of_rr`` / ``random_share_of_rr``: median comparisons after which the ranking equals the
        round robin's and stays equal, over the round robin's (None: never before the end of the budget);
        ``job_over_random_comparisons``: their ratio; ``job_over_random_tau_at_third`` / ``_at_half``: the
        median tau with the round robin, job over random; ``default_stop_share_of_rr``; and
        ``job_minus_rr_tau_truth_at_third`` / ``random_minus_rr_tau_truth_at_third``: median tau with the
        true order (the published scores) at a third of the comparisons minus the round robin's.
    """
    med, rr = part["median"], part["round_robin_pairs"]
    return {
        "job_share_of_rr": _ratio(med["job_stable_from"], rr),
        "random_share_of_rr": _ratio(med["random_stable_from"], rr),
        "job_over_random_comparisons": _ratio(med["job_stable_from"], med["random_stable_from"]),
        "job_over_random_tau_at_third": _ratio(med["job_tau_at_third"], med["random_tau_at_third"]),
        "job_over_random_tau_at_half": _ratio(med["job_tau_at_half"], med["random_tau_at_half"]),
        "default_stop_share_of_rr": _ratio(med["default_stop_spent"], rr),
        "job_minus_rr_tau_truth_at_third": _diff(med["job_tau_truth_at_third"], part["reference_tau_truth"]),
        "random_minus_rr_tau_truth_at_third": _diff(med["random_tau_truth_at_third"], part["reference_tau_truth"]),
    }


def _diff(x: float | None, y: float | None) -> float | None:
    return None if x is None or y is None else round(x - y, 3)


def published_strengths(data: Path = DATA) -> dict[str, float]:
    """MT-Bench's published scores (``published_mt_bench_scores.csv``, 25 models), used as Bradley-Terry
    strengths in natural-log odds, one MT-Bench point per unit (an assumption of the simulation)."""
    t = pl.read_csv(data / "mt-bench" / "published_mt_bench_scores.csv")
    return dict(zip(t["model_id"], t["mt_bench_score"].cast(pl.Float64)))


def simulated_recording(pairs: pl.DataFrame, strength: dict[str, float], path: Path, seed: int = 0) -> Path:
    """A replay recording (faireval-vanilla's first line: the two scores) of a Bradley-Terry judge: one draw
    per pair, P(model_a wins) = sigmoid(strength[a] - strength[b]), the same verdict in both orders."""
    from scipy.special import expit

    rng = np.random.default_rng([seed, 11])
    rows = []
    for pid, a, b in pairs.select("pair_id", "model_a", "model_b").iter_rows():
        a_wins = bool(rng.random() < expit(strength[a] - strength[b]))
        for order in ("ab", "ba"):
            first = a_wins == (order == "ab")
            rows.append({"pair_id": pid, "order": order, "sample": 0, "text": "8 3" if first else "3 8"})
    pl.DataFrame(rows).write_parquet(path)
    return path


def main(argv: list[str] | None = None) -> dict[str, Any]:
    """Run the benchmark (see the module docstring); prints and returns the JSON result."""
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seeds", type=int, default=5, help="design seeds (default 5)")
    ap.add_argument("--round-size", type=int, default=8, help="recorded part: comparisons per round (default 8)")
    ap.add_argument("--sim-round-size", type=int, default=50, help="simulated part: comparisons per round (default 50)")
    ap.add_argument("--recording", default=str(RECORDING), help="the recorded round robin")
    ap.add_argument("--no-simulation", action="store_true", help="only the recorded round robin")
    ap.add_argument("--json", default=None, help="write the result here")
    args = ap.parse_args(argv)
    t0 = time.monotonic()
    published = published_strengths()
    out: dict[str, Any] = {"machine": platform.node(), "seeds": args.seeds}
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        out["recorded"] = measure(
            folder / "recorded",
            mtbench_answers(),
            Path(args.recording),
            None,
            args.seeds,
            args.round_size,
            {m: published[m] for m in MODELS},
        )
        if not args.no_simulation:
            answers = mtbench_answers(models=tuple(published))
            (folder / "sim").mkdir()
            rec = simulated_recording(build_pairs(answers), published, folder / "sim" / "rec.parquet")
            rr = (
                answers["model"].n_unique() * (answers["model"].n_unique() - 1) // 2 * answers["question_id"].n_unique()
            )
            out["simulated"] = measure(
                folder / "sim", answers, rec, rr // 2, args.seeds, args.sim_round_size, published
            )
    for part in ("recorded", "simulated"):
        if part in out:
            out[part]["ratios"] = ratios(out[part])
    out["wall_s"] = round(time.monotonic() - t0, 1)
    if args.json:
        Path(args.json).write_text(json.dumps(out, indent=1) + "\n", encoding="utf-8")
    for part in ("recorded", "simulated"):
        if part in out:
            d = out[part]
            print(
                part,
                json.dumps(d["median"] | {k: d[k] for k in ("round_robin_pairs", "reference_tau_truth", "wall_s")}),
            )
            print(part, "ratios", json.dumps(d["ratios"]))
    return out


if __name__ == "__main__":
    main()
