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
    python -m benchmarks.throughput --model /models/judge --questions 200 --json gpu.json

Reports engine_efficiency (engine pairs/s / bare pairs/s), speedup_vs_sequential, prefill_ratio
(prompt tokens computed, i.e. not served from the prefix cache, over the distinct tokens of the
prompt trie), pairs_per_s, gen_tokens_per_s, request latency p50/p95/p99 and the device.
"""

from __future__ import annotations

import argparse
import random
import tempfile
import time
from pathlib import Path

import polars as pl

from benchmarks._common import TINY_MODEL, device_name, emit, engine_overrides, judge_model, synth_workload


def main(argv: list[str] | None = None) -> dict:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--model", default=None, help="model folder or HF id (default: a tiny local random model)")
    ap.add_argument("--questions", type=int, default=24)
    ap.add_argument("--models", type=int, default=4, help="models per question (all pairs are judged)")
    ap.add_argument("--answer-words", type=int, default=60)
    ap.add_argument("--k", type=int, default=2, help="samples per order")
    ap.add_argument("--max-tokens", type=int, default=16)
    ap.add_argument("--template", default="faireval-vanilla")
    ap.add_argument("--sequential-requests", type=int, default=24, help="subset size of the sequential baseline")
    ap.add_argument("--max-in-flight", type=int, default=1024)
    ap.add_argument(
        "--block-size",
        type=int,
        default=None,
        help="KV-cache block size for every engine here (default: 32 on CPU, vLLM's on GPU)",
    )
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--json", dest="json_path", default=None)
    args = ap.parse_args(argv)

    from judge_engine import envs
    from judge_engine.backends.vllm import on_vllm_cpu
    from judge_engine.config import load_config
    from judge_engine.pipeline.plan import judge_identity, plan_requests
    from judge_engine.pipeline.run import run
    from judge_engine.pipeline.templates import load_template

    if on_vllm_cpu():
        envs.vllm_cpu_defaults(1)
    envs.quiet_vllm_logs(False)
    work = Path(tempfile.mkdtemp(prefix="je-bench-"))
    model = judge_model(args.model, work)
    block_size = args.block_size if args.block_size is not None else (32 if on_vllm_cpu() else None)
    pairs = synth_workload(args.questions, args.models, args.seed, args.answer_words)
    pairs.write_parquet(work / "pairs.parquet")
    sets = engine_overrides(model, args.template, args.k, args.max_tokens, args.seed, block_size, cpu_kv_cache_gib=2)
    cfg = load_config(
        None,
        overrides=[*sets, f"scheduler.max_in_flight={args.max_in_flight}", "scheduler.window=4096"],
        inputs=[str(work / "pairs.parquet")],
        out=str(work / "out"),
    )
    template = load_template(cfg.judge.template)
    identity = judge_identity(cfg.judge.model, None, template, cfg.sampling)
    pairs_v = pairs.with_columns(pl.lit(None, dtype=pl.String).alias("flag"))
    requests = plan_requests(pairs_v, template, cfg.sampling, identity)

    from transformers import AutoTokenizer
    from vllm import LLM, SamplingParams

    tok = AutoTokenizer.from_pretrained(model)
    # text prompts: vLLM tokenizes them inside generate(), as judge-engine tokenizes inside its run
    prompts = [tok.apply_chat_template(r.chat(), tokenize=False, add_generation_prompt=True) for r in requests]
    params = SamplingParams(n=args.k, temperature=0.8, top_p=1.0, max_tokens=args.max_tokens)
    cpu = on_vllm_cpu()
    llm = LLM(
        model=model,
        max_model_len=2048,
        enable_prefix_caching=True,
        seed=args.seed,
        dtype="bfloat16" if cpu else "auto",
        enforce_eager=cpu,
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

    # 2. bare vLLM over all prompts at once
    llm.reset_prefix_cache()
    t0 = time.perf_counter()
    outs = llm.generate(prompts, params, use_tqdm=False)
    bare_s = time.perf_counter() - t0
    bare_gen = sum(len(o.token_ids) for out in outs for o in out.outputs)
    bare_pairs_per_s = pairs.height / bare_s
    try:
        llm.llm_engine.engine_core.shutdown()
    except Exception:
        pass
    del llm

    # 3. judge-engine
    result = run(cfg, overwrite=True, quiet=True)
    s = result.summary.judging
    assert s is not None
    engine_pairs_per_s = s.pairs_per_s
    assert engine_pairs_per_s is not None
    out = {
        "device": device_name(),
        "model": model if args.model else TINY_MODEL,
        "workload": {
            "questions": args.questions,
            "models": args.models,
            "pairs": pairs.height,
            "requests": len(requests),
            "k": args.k,
            "max_tokens": args.max_tokens,
            "template": args.template,
        },
        "engine_efficiency": engine_pairs_per_s / bare_pairs_per_s,
        "speedup_vs_sequential": engine_pairs_per_s / seq_pairs_per_s,
        "prefill_ratio": s.prefill_ratio,
        "pairs_per_s": engine_pairs_per_s,
        "gen_tokens_per_s": s.gen_tokens_per_s,
        "latency_p50_s": s.latency_p50_s,
        "latency_p95_s": s.latency_p95_s,
        "latency_p99_s": s.latency_p99_s,
        "engine_judging_s": s.judging_wall_s,
        "bare_vllm": {"wall_s": bare_s, "pairs_per_s": bare_pairs_per_s, "gen_tokens_per_s": bare_gen / bare_s},
        "sequential": {"requests": len(subset), "wall_s": seq_s, "pairs_per_s": seq_pairs_per_s},
        "prefill": {
            "prompt_tokens": s.prompt_tokens,
            "cached_tokens": s.cached_tokens,
            "computed_tokens": s.prefill_tokens,
            "trie_tokens": s.trie_prompt_tokens,
        },
        "parse_failures": result.summary.metrics.parse_failures,
        "block_size": block_size,
        "seed": args.seed,
    }
    emit(out, args.json_path)
    return out


if __name__ == "__main__":
    main()
