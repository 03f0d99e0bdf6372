"""Prefix-cache simulation of request orders (no engine): how much prefill each order of the same prompts costs.

The throughput benchmark's workload (``--size``, ``--shuffle`` as in ``benchmarks.throughput``) is planned and
tokenised with the judge model's tokenizer (the tiny local model by default); each order of its requests is
run through an LRU cache of whole KV blocks (``--block-size`` tokens, ``--cache-tokens`` in all: 1 GiB of the
tiny model's bf16 KV, 2 layers x (K, V) x 2 heads x 64 x 2 bytes = 1 KiB per token, is 1,048,576 tokens), one
request after another, the way vLLM's automatic prefix cache reuses full blocks of a prompt's prefix (chained
block hashes, least recently used evicted first). It reports the tokens computed over the prompt trie's
distinct tokens (``prefill_ratio``) for: the input order (bare vLLM), disjoint sorted windows (judge-engine
before issue 21) and the prefix sweep (:class:`judge_engine.pipeline.plan.PrefixSweep`) of each ``--windows``
size. Requests run one at a time here, so blocks pinned by concurrent requests are not modelled.

    python -m benchmarks.prefix_order --size large --shuffle --json prefix_order.json
"""

from __future__ import annotations

import argparse
from collections import OrderedDict
from pathlib import Path
from typing import Any

import polars as pl

from benchmarks._common import emit, judge_model, synth_workload
from benchmarks.throughput import SIZES


def lru_prefill(seqs: list[list[int]], block: int, cache_tokens: int) -> int:
    """Tokens computed when ``seqs`` run in this order through an LRU cache of ``cache_tokens // block`` full
    blocks keyed by their whole prefix (a block is reused only after every block before it is)."""
    cap = cache_tokens // block
    lru: OrderedDict[int, None] = OrderedDict()
    computed = 0
    for s in seqs:
        keys, h = [], 0
        for i in range(len(s) // block):
            h = hash((h, tuple(s[i * block : (i + 1) * block])))
            keys.append(h)
        hit = 0
        for k in keys:
            if k not in lru:
                break
            lru.move_to_end(k)
            hit += 1
        computed += len(s) - hit * block
        for k in keys[hit:]:
            lru[k] = None
            if len(lru) > cap:
                lru.popitem(last=False)
    return computed


def trie_tokens(seqs: list[list[int]]) -> int:
    """Distinct tokens of the trie of ``seqs`` (sorted, each minus its common prefix with the previous)."""
    total = 0
    prev: tuple[int, ...] = ()
    for s in sorted({tuple(x) for x in seqs}):
        n = 0
        for a, b in zip(s, prev):
            if a != b:
                break
            n += 1
        total, prev = total + len(s) - n, s
    return total


def main(argv: list[str] | None = None) -> dict[str, Any]:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--model", default=None, help="tokenizer folder (default: the tiny local model's)")
    ap.add_argument("--size", choices=sorted(SIZES), default="large")
    ap.add_argument("--shuffle", action="store_true")
    ap.add_argument("--windows", default="512,2048,4096,8192", help="window sizes (requests), comma-separated")
    ap.add_argument("--block-size", type=int, default=32)
    ap.add_argument("--cache-tokens", type=int, default=1 << 20)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--json", dest="json_path", default=None)
    args = ap.parse_args(argv)

    import tempfile

    from transformers import AutoTokenizer

    from judge_engine.config import load_config
    from judge_engine.pipeline.plan import PrefixSweep, judge_identity, order_for_prefix_sharing, plan_requests
    from judge_engine.pipeline.templates import load_template

    size = SIZES[args.size]
    pairs = synth_workload(size["questions"], size["models"], args.seed, size["answer_words"])
    if args.shuffle:
        pairs = pairs.sample(fraction=1.0, shuffle=True, seed=args.seed)
    cfg = load_config(None, [f"sampling.k={size['k']}", f"sampling.max_tokens={size['max_tokens']}"])
    template = load_template(cfg.judge.template)
    identity = judge_identity(cfg.judge.model, None, template, cfg.sampling)
    reqs = plan_requests(
        pairs.with_columns(pl.lit(None, dtype=pl.String).alias("flag")), template, cfg.sampling, identity
    )
    tok = AutoTokenizer.from_pretrained(judge_model(args.model, Path(tempfile.mkdtemp(prefix="je-prefix-"))))

    def encode(chat: list[dict[str, str]]) -> list[int]:
        enc = tok.apply_chat_template(chat, tokenize=True, add_generation_prompt=True)
        return list(enc["input_ids"] if hasattr(enc, "keys") else enc)  # transformers 5 returns a BatchEncoding

    ids = {r.request_key: encode(r.chat()) for r in reqs}
    trie = trie_tokens(list(ids.values()))

    def windows(w: int) -> list[Any]:
        return [r for i in range(0, len(reqs), w) for r in order_for_prefix_sharing(reqs[i : i + w])]

    def sweep(w: int) -> list[Any]:
        sw, out = PrefixSweep(w), []
        for r in reqs:
            out += sw.push(r)
        return out + sw.drain()

    def ratio(order: list[Any]) -> float:
        return lru_prefill([ids[r.request_key] for r in order], args.block_size, args.cache_tokens) / trie

    sizes = [int(w) for w in args.windows.split(",")]
    out = {
        "workload": {"size": args.size, "shuffled": args.shuffle, "requests": len(reqs), "seed": args.seed},
        "prompt_tokens": sum(len(v) for v in ids.values()),
        "trie_tokens": trie,
        "block_size": args.block_size,
        "cache_tokens": args.cache_tokens,
        "prefill_ratio": {
            "input_order": ratio(reqs),
            "sorted_windows": {w: ratio(windows(w)) for w in sizes},
            "prefix_sweep": {w: ratio(sweep(w)) for w in sizes},
        },
    }
    emit(out, args.json_path)
    return out


if __name__ == "__main__":
    main()
