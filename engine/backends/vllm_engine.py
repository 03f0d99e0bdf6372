"""The vLLM engine's two entry points as the backend uses them, with their failures as one-line errors:
the engine arguments (building them resolves the judge model) and one request's final output (the
engine core can die under it)."""

from __future__ import annotations

import uuid
from typing import Any

from judge_engine.config import JudgeConfig, SamplingConfig
from judge_engine.errors import BackendError, ModelError, one_line


def engine_args(args_cls: Any, model_path: str | None, jc: JudgeConfig, s: SamplingConfig, cpu: bool) -> Any:
    """vLLM's ``AsyncEngineArgs`` (``args_cls``) for this judge: prefix caching on, the engine seed, eager
    mode by default on a CPU, bf16 for ``dtype = "auto"`` on a CPU, the GPU memory share on a GPU.

    Raises:
        ModelError: the model cannot be found or loaded: ``judge.model`` names no local folder and no
            Hugging Face model that is cached or can be fetched (a Hugging Face error, a missing file).
        BackendError: vLLM refused the arguments for another reason.
    """
    try:
        return args_cls(
            model=model_path,
            revision=jc.revision,
            dtype=jc.dtype if not (cpu and jc.dtype == "auto") else "bfloat16",
            max_model_len=jc.max_model_len,
            enable_prefix_caching=True,
            seed=s.seed,
            enforce_eager=jc.enforce_eager if jc.enforce_eager is not None else cpu,
            tensor_parallel_size=jc.tensor_parallel_size,
            disable_log_stats=True,
            **({} if cpu else {"gpu_memory_utilization": jc.gpu_memory_utilization}),
            **({} if jc.block_size is None else {"block_size": jc.block_size}),
        )
    except Exception as exc:  # huggingface_hub and vLLM raise several types for a model they cannot find
        why = f"{exc.__class__.__name__}: {one_line(exc, 300)}"
        if isinstance(exc, OSError) or type(exc).__module__.startswith("huggingface_hub"):
            raise ModelError(
                f"judge.model {jc.model!r} is neither a local model folder nor a Hugging Face model id that can "
                f"be loaded here ({why})"
            ) from None
        raise BackendError(f"vLLM refused the engine arguments for judge.model {jc.model!r} ({why})") from None


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
