"""Throughput of the ``openai`` backend through a local vLLM server, against a plain asyncio loop of
``openai`` client calls over the same prompts, and against the in-process ``vllm`` backend (issue 18).

Workload: :func:`benchmarks._common.synth_workload` (Q questions x M models, all model pairs per question,
both orders, k samples). Steps, in one process:

1. start ``python -m vllm.entrypoints.openai.api_server`` on the model (a free loopback port);
2. ``--repeats`` times, alternating which goes first: (a) a plain asyncio loop, ``AsyncOpenAI``
   ``chat.completions.create(n = k)`` for every request with at most ``--concurrency`` in flight
   (an ``asyncio.Semaphore``), no parsing or writing; (b) ``judge-engine run`` with
   ``judge.backend = "openai"`` and ``judge.openai.max_concurrency = --concurrency`` (prefix order,
   retries, parsing, atomic parts and the final stage included; its ``judging_wall_s``). Each
   repetition uses a fresh workload (another seed, same shape), so the server's prefix cache never
   holds an earlier repetition's prompts;
3. stop the server; ``judge-engine run`` with the in-process ``vllm`` backend on a fresh workload of
   the same shape (engine start excluded, as ``judging_wall_s`` excludes it).

    python -m benchmarks.openai_throughput --json openai_throughput.json      # tiny model, CPU

Reports pairs/s of each (median over repeats, with min and max), ``engine_vs_plain_client`` (judge-engine
over the plain loop, both through the server) and ``server_vs_in_process`` (the openai backend over the
in-process vllm backend). Run it alone on the machine (``flock /tmp/je-engine.lock``).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path
from typing import Any

from benchmarks._common import TINY_MODEL, device_name, emit, engine_overrides, judge_model, synth_workload

SERVER_ENV = {
    "VLLM_TARGET_DEVICE": "cpu",
    "VLLM_CPU_KVCACHE_SPACE": "2",
    "VLLM_CPU_NUM_OF_RESERVED_CPU": "0",
    "HF_HUB_OFFLINE": "1",
    "VLLM_LOGGING_LEVEL": "WARNING",
}


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start_server(model: str, served: str, block_size: int | None, log: Path) -> tuple[subprocess.Popen, str, float]:
    """Start a vLLM OpenAI-compatible server on a free loopback port; (process, base URL, seconds to answer)."""
    port = _free_port()
    cmd = [
        sys.executable,
        "-m",
        "vllm.entrypoints.openai.api_server",
        "--model",
        model,
        "--served-model-name",
        served,
        "--host",
        "127.0.0.1",
        "--port",
        str(port),
        "--max-model-len",
        "2048",
        "--dtype",
        "bfloat16",
        "--enforce-eager",
        "--disable-log-stats",
        *([] if block_size is None else ["--block-size", str(block_size)]),
    ]
    t0 = time.monotonic()
    proc = subprocess.Popen(
        cmd, env={**os.environ, **SERVER_ENV}, stdout=open(log, "wb"), stderr=subprocess.STDOUT, start_new_session=True
    )
    url = f"http://127.0.0.1:{port}/v1"
    while time.monotonic() - t0 < 600:
        if proc.poll() is not None:
            raise RuntimeError(f"server exited: {log.read_text()[-2000:]}")
        try:
            with urllib.request.urlopen(f"{url}/models", timeout=2):
                return proc, url, time.monotonic() - t0
        except OSError:
            time.sleep(0.5)
    raise RuntimeError("server did not start in 600 s")


def stop_server(proc: subprocess.Popen) -> None:
    """SIGTERM the server's process group, SIGKILL after 30 s."""
    os.killpg(proc.pid, signal.SIGTERM)
    try:
        proc.wait(30)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.wait()


async def plain_loop(
    url: str, served: str, messages: list[list[dict]], k: int, max_tokens: int, concurrency: int
) -> tuple[float, int]:
    """Every request through ``AsyncOpenAI`` with at most ``concurrency`` in flight; (seconds, tokens)."""
    from openai import AsyncOpenAI

    client = AsyncOpenAI(base_url=url, api_key="unused", max_retries=0, timeout=600)
    sem = asyncio.Semaphore(concurrency)
    tokens = 0

    async def one(msgs: list[dict]) -> None:
        nonlocal tokens
        async with sem:
            r = await client.chat.completions.create(
                model=served,
                messages=msgs,  # type: ignore[arg-type]  # plain role/content dicts, as the API takes them
                n=k,
                temperature=0.8,
                top_p=1.0,
                max_tokens=max_tokens,
            )
            tokens += r.usage.completion_tokens if r.usage is not None else 0

    t0 = time.perf_counter()
    await asyncio.gather(*[one(m) for m in messages])
    wall = time.perf_counter() - t0
    await client.close()
    return wall, tokens


def _overrides(args: argparse.Namespace, model: str, block_size: int | None) -> list[str]:
    """The run's ``--set`` overrides: the benchmark judge, ``--concurrency`` requests in flight, one window."""
    sets = engine_overrides(model, args.template, args.k, args.max_tokens, args.seed, block_size, cpu_kv_cache_gib=2)
    return [*sets, f"scheduler.max_in_flight={args.concurrency}", "scheduler.window=4096"]


def _openai_overrides(args: argparse.Namespace, served: str, url: str) -> list[str]:
    return [
        *_overrides(args, served, None),
        "judge.backend=openai",
        f"judge.openai.base_url={url}",
        f"judge.openai.max_concurrency={args.concurrency}",
        "judge.openai.timeout_s=600",
    ]


def _stats(xs: list[float]) -> dict[str, Any]:
    return {"median": statistics.median(xs), "min": min(xs), "max": max(xs), "runs": xs}


def _parse_args(argv: list[str] | None) -> argparse.Namespace:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--model", default=None, help="model folder (default: the tiny local random model)")
    ap.add_argument("--questions", type=int, default=16)
    ap.add_argument("--models", type=int, default=4)
    ap.add_argument("--answer-words", type=int, default=60)
    ap.add_argument("--k", type=int, default=2)
    ap.add_argument("--max-tokens", type=int, default=16)
    ap.add_argument("--template", default="faireval-vanilla")
    ap.add_argument("--concurrency", type=int, default=64, help="requests in flight (both clients)")
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--block-size", type=int, default=32)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--skip-in-process", action="store_true", help="skip step 3 (the in-process vllm backend)")
    ap.add_argument("--json", dest="json_path", default=None)
    return ap.parse_args(argv)


def _through_server(args: argparse.Namespace, work: Path, served: str, url: str) -> dict[str, Any]:
    """Step 2: the plain loop and judge-engine through the server, ``--repeats`` times each."""
    import polars as pl

    from judge_engine.backends.openai_protocol import neutralise_controls
    from judge_engine.config import load_config
    from judge_engine.pipeline.plan import judge_identity, plan_requests
    from judge_engine.pipeline.run import run
    from judge_engine.pipeline.templates import load_template

    plain: list[float] = []
    engine: list[float] = []
    detail: list[dict[str, Any]] = []
    for rep in range(args.repeats):
        for which in ("plain", "engine") if rep % 2 == 0 else ("engine", "plain"):
            seed = args.seed + 1000 * rep + (0 if which == "plain" else 500)  # fresh prompts every time
            folder = work / f"{which}-{rep}"
            folder.mkdir()
            pairs = synth_workload(args.questions, args.models, seed, args.answer_words)
            pairs.write_parquet(folder / "pairs.parquet")
            cfg = load_config(
                None,
                overrides=_openai_overrides(args, served, url),
                inputs=[str(folder / "pairs.parquet")],
                out=str(folder / "out"),
            )
            if which == "plain":
                template = load_template(cfg.judge.template)
                identity = judge_identity(served, None, template, cfg.sampling)
                reqs = plan_requests(
                    pairs.with_columns(pl.lit(None, pl.String).alias("flag")), template, cfg.sampling, identity
                )
                msgs = [
                    [{"role": m["role"], "content": neutralise_controls(m["content"])} for m in r.chat()] for r in reqs
                ]
                wall, _tok = asyncio.run(plain_loop(url, served, msgs, args.k, args.max_tokens, args.concurrency))
                plain.append(pairs.height / wall)
                continue
            s = run(cfg, quiet=True).summary
            j, api = s.judging, s.api
            assert j is not None and api is not None and api.invocation is not None
            engine.append(j.pairs_per_s or 0.0)
            detail.append(
                {
                    "judging_wall_s": j.judging_wall_s,
                    "parse_failures": s.metrics.parse_failures,
                    "http_requests": api.invocation.http_requests,
                    "retries": api.invocation.retries,
                    "latency_p50_s": j.latency_p50_s,
                    "latency_p99_s": j.latency_p99_s,
                }
            )
    return {"plain": plain, "engine": engine, "detail": detail}


def _in_process(args: argparse.Namespace, work: Path, model: str) -> dict[str, Any]:
    """Step 3: the in-process vllm backend on a fresh workload of the same shape."""
    from judge_engine import envs
    from judge_engine.config import load_config
    from judge_engine.pipeline.run import run

    folder = work / "in-process"
    folder.mkdir()
    pairs = synth_workload(args.questions, args.models, args.seed + 7, args.answer_words)
    pairs.write_parquet(folder / "pairs.parquet")
    envs.vllm_cpu_defaults(2)
    cfg = load_config(
        None,
        overrides=_overrides(args, model, args.block_size),
        inputs=[str(folder / "pairs.parquet")],
        out=str(folder / "out"),
    )
    j = run(cfg, quiet=True).summary.judging
    assert j is not None
    return {"pairs_per_s": j.pairs_per_s, "judging_wall_s": j.judging_wall_s, "engine_start_s": j.engine_start_s}


def main(argv: list[str] | None = None) -> dict:
    args = _parse_args(argv)
    from judge_engine import envs

    envs.quiet_vllm_logs(False)
    work = Path(tempfile.mkdtemp(prefix="je-bench-openai-"))
    model = judge_model(args.model, work)
    served = "bench-judge"
    load_before = os.getloadavg()
    proc, url, start_s = start_server(model, served, args.block_size, work / "server.log")
    try:
        got = _through_server(args, work, served, url)
    finally:
        stop_server(proc)
    in_process = None if args.skip_in_process else _in_process(args, work, model)
    n_pairs = args.questions * args.models * (args.models - 1) // 2
    engine_median = statistics.median(got["engine"])
    out = {
        "device": device_name(),
        "model": model if args.model else TINY_MODEL,
        "workload": {
            "questions": args.questions,
            "models": args.models,
            "pairs": n_pairs,
            "requests": 2 * n_pairs,
            "k": args.k,
            "max_tokens": args.max_tokens,
            "template": args.template,
            "concurrency": args.concurrency,
            "repeats": args.repeats,
        },
        "server_start_s": start_s,
        "plain_client_pairs_per_s": _stats(got["plain"]),
        "engine_openai_pairs_per_s": _stats(got["engine"]),
        "engine_openai_runs": got["detail"],
        "in_process_vllm": in_process,
        "engine_vs_plain_client": engine_median / statistics.median(got["plain"]),
        "server_vs_in_process": (engine_median / in_process["pairs_per_s"]) if in_process else None,
        "load_average_before": load_before,
        "load_average_after": os.getloadavg(),
        "seed": args.seed,
    }
    emit(out, args.json_path)
    return out


if __name__ == "__main__":
    main()
