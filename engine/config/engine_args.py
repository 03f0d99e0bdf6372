"""The ``[judge.engine_args]`` table (issue 21): vLLM engine arguments passed through to the judge's engine (and
the reward backend's), checked at config load against the fields of vLLM's ``EngineArgs`` dataclass.

Three kinds of key:

- :data:`ENGINE_ARGS_IN_HASH`: arguments that can change a verdict (the weights' or the KV cache's numerics,
  the model or tokenizer that is loaded, how samples are drawn or constrained, how a reward model's score is
  pooled). They are part of the judging hash, like ``judge.dtype``.
- :data:`ENGINE_ARGS_OWNED`: arguments judge-engine sets itself from a ``[judge]`` / ``[sampling]`` key (or
  needs as it sets them); naming one here is an error that names the key to use instead.
- every other ``EngineArgs`` field: a resource setting (batching, scheduling, memory, parallelism, kernels,
  compilation, logging): left out of the judging hash, recorded per invocation in the manifest, and free
  to change between reruns on the same output folder (issue 13 item 4).

The fields are read from the source of the installed vLLM (``vllm/engine/arg_utils.py``) with :mod:`ast`,
so loading a config does not import vLLM or torch.
"""

from __future__ import annotations

import ast
import difflib
import functools
import importlib.util
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from judge_engine.errors import ConfigError

__all__ = [
    "ENGINE_ARGS_IN_HASH",
    "ENGINE_ARGS_OWNED",
    "engine_args_fields",
    "split_engine_args",
    "validate_engine_args",
]

ENGINE_ARGS_IN_HASH = frozenset(
    {
        # numerics of the weights and of the KV cache / recurrent state (judge.dtype is the weights' dtype)
        "quantization",
        "quantization_config",
        "kv_cache_dtype",
        "kv_cache_dtype_skip_layers",
        "mamba_cache_dtype",
        "mamba_ssm_cache_dtype",
        # the recurrent state's rounding (fresh pass full76 L1)
        "enable_mamba_cache_stochastic_rounding",
        "mamba_cache_philox_rounds",
        # which model, weights, code and tokenizer are loaded (the tokenizer decides the prompt's tokens)
        "model_weights",
        "load_format",
        "ignore_patterns",  # which weight files are loaded (full76 L1)
        "model_loader_extra_config",
        "hf_config_path",
        "hf_overrides",
        "model_class_overrides",
        "config_format",
        "code_revision",
        "trust_remote_code",
        "model_impl",
        "convert",
        "tokenizer",
        "tokenizer_mode",
        "tokenizer_revision",
        "disable_sliding_window",
        "kv_sharing_fast_prefill",
        # how samples are drawn, biased or constrained, and what a logprob is (judge.verdict_probs reads them)
        "generation_config",
        "override_generation_config",
        "logits_processors",
        "logprobs_mode",
        "use_fp64_gumbel",  # the Gumbel draws' precision keeps lower-tail samples fp32 truncates (full76 L1)
        "structured_outputs_config",
        "reasoning_parser",
        "reasoning_parser_plugin",
        "reasoning_config",
        "watermark",
        "watermark_config",
        # the reward backend's score (pooling type, activation, normalisation)
        "pooler_config",
        # platform-specific, free-form: its effect is unknown, so it counts as verdict-changing
        "additional_config",
    }
)
"""``[judge.engine_args]`` keys in the judging hash: each can change what a judgment is, not only how fast it is made.
Weights and cache numerics (``quantization``, ``quantization_config``, ``kv_cache_dtype`` and its skip list, the
Mamba state dtypes and its stochastic rounding) change the logits; the model, weights, code and tokenizer keys change
the model that judges or the tokens of its prompt (``disable_sliding_window`` and ``kv_sharing_fast_prefill`` change
the attention a long prompt gets); the sampling keys change the distribution a sample is drawn from
(``generation_config`` and ``override_generation_config``: defaults such as a repetition penalty;
``use_fp64_gumbel``: the precision of the Gumbel draws; ``logits_processors``; a watermark biases tokens), how it is
constrained (``structured_outputs_config``: the grammar backend and its whitespace rules; the reasoning parser
decides where the grammar starts) or what the recorded logprobs are (``logprobs_mode``: raw or processed);
``pooler_config`` changes a reward model's score; ``additional_config`` is platform-specific and free-form, so it is
kept in. Everything else is a resource setting. Speculative decoding (``speculative_config``, ``spec_*``) is left
out: its rejection sampling keeps the target model's distribution (Leviathan et al. 2023, *Fast Inference from
Transformers via Speculative Decoding*, sec. 2.3), so it changes which draw a sample is, like ``judge.seeding``."""

ENGINE_ARGS_OWNED: Mapping[str, str] = {
    "model": "set judge.model",
    "revision": "set judge.revision",
    "dtype": "set judge.dtype",
    "max_model_len": "set judge.max_model_len",
    "seed": "set sampling.seed",
    "enforce_eager": "set judge.enforce_eager",
    "tensor_parallel_size": "set judge.tensor_parallel_size",
    "gpu_memory_utilization": "set judge.gpu_memory_utilization",
    "block_size": "set judge.block_size",
    "runner": "judge.backend decides it ('vllm': generate, 'reward': pooling)",
    "disable_log_stats": "judge-engine sets it (its prefill accounting reads the engine's counters)",
    "skip_tokenizer_init": "judge-engine needs the tokenizer (prompts are token ids, completions are read as text)",
    "hf_token": "use the HF_TOKEN environment variable (the config is written to manifest.json)",
}
"""``EngineArgs`` fields judge-engine sets from its own keys or needs as it sets them: naming one in
``[judge.engine_args]`` is an error whose message says what to do instead."""


@functools.cache
def engine_args_fields() -> frozenset[str] | None:
    """The field names of the installed vLLM's ``AsyncEngineArgs`` (``EngineArgs`` and its subclass), read from
    ``vllm/engine/arg_utils.py`` with :mod:`ast` (no vLLM import); None when vLLM is not installed or its source
    has no such classes (then :func:`validate_engine_args` checks only the owned keys, and vLLM refuses an
    unknown one when the engine starts)."""
    try:
        spec = importlib.util.find_spec("vllm")
    except (ImportError, ValueError):
        return None
    if spec is None or not spec.submodule_search_locations:
        return None
    path = Path(next(iter(spec.submodule_search_locations))) / "engine" / "arg_utils.py"
    try:
        tree = ast.parse(path.read_text(encoding="utf-8"))
    except (OSError, SyntaxError, UnicodeDecodeError):
        return None
    names: set[str] = set()
    for node in tree.body:
        if isinstance(node, ast.ClassDef) and node.name in ("EngineArgs", "AsyncEngineArgs"):
            for item in node.body:
                if isinstance(item, ast.AnnAssign) and isinstance(item.target, ast.Name):
                    if "ClassVar" not in ast.unparse(item.annotation):
                        names.add(item.target.id)
    return frozenset(names) or None


def validate_engine_args(args: Mapping[str, Any], where: str = "judge.engine_args") -> None:
    """Check every key of a ``[judge.engine_args]`` table.

    Args:
        args: the table (key -> TOML value); values are vLLM's to check when the engine starts.
        where: the table's name in messages (``panel.judges[i].engine_args`` for a panel judge).

    Raises:
        ConfigError: one line naming the first bad key: a field judge-engine sets itself
            (:data:`ENGINE_ARGS_OWNED`, with what to set instead), or a key that is not a field of the
            installed vLLM's ``EngineArgs`` (with the closest field by :func:`difflib.get_close_matches`).
    """
    fields = engine_args_fields()
    for key in args:
        if key in ENGINE_ARGS_OWNED:
            raise ConfigError(f"{where}.{key} cannot be set here: {ENGINE_ARGS_OWNED[key]}")
        if fields is not None and key not in fields:
            close = difflib.get_close_matches(key, sorted(fields), n=1, cutoff=0.6)
            hint = f"closest field: {close[0]!r}" if close else "no field has a similar name"
            raise ConfigError(f"{where}.{key} is not a vLLM engine argument (EngineArgs field); {hint}")


def split_engine_args(args: Mapping[str, Any]) -> tuple[dict[str, Any], dict[str, Any]]:
    """``args`` split into (the keys in :data:`ENGINE_ARGS_IN_HASH`, the resource keys), each sorted by key."""
    hashed = {k: args[k] for k in sorted(args) if k in ENGINE_ARGS_IN_HASH}
    resource = {k: args[k] for k in sorted(args) if k not in ENGINE_ARGS_IN_HASH}
    return hashed, resource
