"""The run config: frozen dataclasses loaded from TOML, validated where values enter.

Unknown keys are errors (lighteval ``extra="forbid"`` style); every message names the field,
the constraint and the value received (vLLM ``SamplingParams._verify_args`` style).
Relative paths in ``[input]`` and ``[judge.replay]`` resolve against the config file's folder;
``[output] dir`` resolves against the working directory.

Example (every key optional except ``input.paths``)::

    [input]
    paths = ["pairs/*.parquet"]      # files, folders or globs
    on_invalid = "flag"              # "flag": bad rows become flagged rows; "error": stop
    [input.columns]                  # schema name = user's column name
    question = "instruction"
    [judge]
    backend = "vllm"                 # "vllm" | "replay" | "openai"
    model = "smollm2-135m-instruct"  # alias, HF id or local folder
    template = "faireval-scoring"    # builtin name or path to a template TOML
    [judge.replay]
    path = "recorded.parquet"        # pair_id, order, sample, text
    [sampling]
    orders = "both"                  # "both" | "ab"
    k = 3
    temperature = 0.7
    max_tokens = 256
    [calibration]
    review_beta = 0.2
    [output]
    dir = "runs/demo"
    [ray]                            # only read with --ray
    workers = 2                      # default: one per GPU (or per cpus_per_worker CPUs)
    slice_rows = 256
"""

from judge_engine.config.loader import load_config, parse_override
from judge_engine.config.openai import OPENAI_KEYS_IN_HASH, OpenAIConfig
from judge_engine.config.run import (
    JUDGING_HASH_VERSION,
    RESOURCE_KEYS,
    VERDICT_KEYS,
    RunConfig,
    judging_hash_of,
    same_judging_config,
)
from judge_engine.config.sections import (
    CalibrationConfig,
    InputConfig,
    JudgeConfig,
    OutputConfig,
    RayConfig,
    ReplayConfig,
    SamplingConfig,
    SchedulerConfig,
)

__all__ = [
    "JUDGING_HASH_VERSION",
    "OPENAI_KEYS_IN_HASH",
    "RESOURCE_KEYS",
    "VERDICT_KEYS",
    "CalibrationConfig",
    "InputConfig",
    "JudgeConfig",
    "OpenAIConfig",
    "OutputConfig",
    "RayConfig",
    "ReplayConfig",
    "RunConfig",
    "SamplingConfig",
    "SchedulerConfig",
    "judging_hash_of",
    "load_config",
    "parse_override",
    "same_judging_config",
]
