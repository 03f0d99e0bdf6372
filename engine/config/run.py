"""The whole run config (:class:`RunConfig`) and the judging hash that says which output folders it may reuse."""

from __future__ import annotations

import copy
import dataclasses
import hashlib
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

import orjson

from judge_engine.config.engine_args import split_engine_args
from judge_engine.config.openai import OPENAI_KEYS_IN_HASH
from judge_engine.config.panel import PanelConfig
from judge_engine.config.reward import REWARD_TEMPLATE
from judge_engine.config.sections import (
    CalibrationConfig,
    InputConfig,
    JudgeConfig,
    OutputConfig,
    RayConfig,
    SamplingConfig,
    SchedulerConfig,
)
from judge_engine.config.spelling import spelling_free
from judge_engine.errors import ConfigError


@dataclass(frozen=True)
class RunConfig:
    """A whole run. Build it with :func:`load_config`; all sections are frozen dataclasses."""

    input: InputConfig = field(default_factory=InputConfig)
    judge: JudgeConfig = field(default_factory=JudgeConfig)
    sampling: SamplingConfig = field(default_factory=SamplingConfig)
    calibration: CalibrationConfig = field(default_factory=CalibrationConfig)
    scheduler: SchedulerConfig = field(default_factory=SchedulerConfig)
    output: OutputConfig = field(default_factory=OutputConfig)
    ray: RayConfig = field(default_factory=RayConfig)
    panel: PanelConfig = field(default_factory=PanelConfig)  # issue 17: judge panels

    def __post_init__(self) -> None:
        if self.judge.backend == "reward" and self.judge.template != REWARD_TEMPLATE:  # issue 17
            raise ConfigError(
                f"judge.backend = 'reward' reads the reward model's scores with template {REWARD_TEMPLATE!r} "
                f"(the model sees its own chat template), got judge.template = {self.judge.template!r}"
            )
        cal = self.calibration
        if cal.mode == "adaptive":
            if self.sampling.orders != "both":
                raise ConfigError(
                    "calibration.mode = 'adaptive' needs sampling.orders = 'both' "
                    f"(its rules compare the two orders), got {self.sampling.orders!r}"
                )
            if cal.k_max is None and cal.k_min > self.sampling.k:
                raise ConfigError(
                    f"calibration.k_min ({cal.k_min}) must be <= k_max (= sampling.k = "
                    f"{self.sampling.k} when calibration.k_max is unset)"
                )

    @property
    def adaptive(self) -> bool:
        """True when ``calibration.mode = "adaptive"``."""
        return self.calibration.mode == "adaptive"

    @property
    def k_max(self) -> int:
        """The most samples per order: ``calibration.k_max`` (or ``sampling.k``) when adaptive, else ``sampling.k``."""
        if self.adaptive and self.calibration.k_max is not None:
            return self.calibration.k_max
        return self.sampling.k

    def rounds(self) -> list[int]:
        """Samples per order after each round: ``[sampling.k]`` uniform; k_min, k_min + k_step, ...,
        k_max adaptive (:func:`judge_engine.kernels.adaptive.round_schedule`)."""
        if not self.adaptive:
            return [self.sampling.k]
        from judge_engine.kernels.adaptive import round_schedule

        return round_schedule(self.calibration.k_min, self.k_max, self.calibration.k_step)

    def to_dict(self) -> dict[str, Any]:
        """Plain-JSON view (tuples become lists); ``panel`` only in a panel's config (so the manifests of
        plain runs keep their shape)."""
        d = orjson.loads(orjson.dumps(dataclasses.asdict(self)))
        if not self.panel.judges:
            del d["panel"]
        return d

    def judging_hash(
        self, template_hash: str = "", model_fingerprint: str | None = None, template_id: str | None = None
    ) -> str:
        """Hash (16 hex) of everything that can change a verdict (version :data:`JUDGING_HASH_VERSION`).

        Args:
            template_hash: the loaded template's ``text_hash``, so editing a template file at the
                same path counts as a different judging config.
            template_id: the loaded template's id: with it a ``judge.template`` that names a file enters
                the hash as that id, not as spelled (``t.toml``, ``./t.toml``, an absolute path are one
                config; :func:`judge_engine.config.spelling.spelling_free`).
            model_fingerprint: the content fingerprint of a local ``judge.model`` folder
                (:func:`judge_engine.backends.model_fingerprint.model_fingerprint`; None: not a folder),
                so new weights or tokenizer files at the same path count as a different judging config.

        Covered: the judge keys in :data:`VERDICT_KEYS` (backend, model as spelled, revision, template
        name (a file: its id) and text, dtype, max_model_len, too_long, constrain, verdict_probs, the replay
        recording by the sha256 of its bytes),
        all of ``[sampling]`` (orders, k, temperature, top_p, max_tokens, seed), with
        ``judge.backend = "openai"`` the keys in :data:`~judge_engine.config.openai.OPENAI_KEYS_IN_HASH`
        (``openai.structured_outputs``), with the ``vllm`` and ``reward`` backends the ``[judge.engine_args]``
        keys in :data:`~judge_engine.config.engine_args.ENGINE_ARGS_IN_HASH` (``quantization``,
        ``kv_cache_dtype``, ...) and, when
        ``calibration.mode = "adaptive"``, the policy (k_min, k_max, k_step and the escalation
        rules; a uniform config hashes without it). Not covered: the resource settings in
        :data:`RESOURCE_KEYS` (gpu_memory_utilization, cpu_kv_cache_gib, block_size,
        enforce_eager, tensor_parallel_size, replay.delay_s), the other ``[judge.engine_args]`` keys
        (``max_num_seqs``, ``max_num_batched_tokens``, ...), the other ``[judge.openai]`` keys,
        ``[scheduler]``, ``[ray]``, input
        paths, the rest of ``[calibration]`` and ``[output]``: changing them may reuse an output
        folder (e.g. a lower gpu_memory_utilization after an out-of-memory crash).
        See :func:`judging_hash_of` and, for folders made by the version-1 hash,
        :func:`same_judging_config`.
        """
        return judging_hash_of(self.to_dict(), template_hash, JUDGING_HASH_VERSION, model_fingerprint, template_id)

    def resource_settings(self) -> dict[str, Any]:
        """The settings outside the judging hash that decide speed and memory only: the judge keys in
        :data:`RESOURCE_KEYS`, ``[scheduler]`` and ``[ray]`` (recorded per invocation in the manifest); with
        ``judge.backend = "openai"`` also ``judge.openai`` without the hashed keys (address, limits, retries);
        with a ``[judge.engine_args]`` table its keys outside the hash, as ``judge.engine_args``."""
        d = self.to_dict()
        judge = {k: d["judge"][k] for k in RESOURCE_KEYS if k != "replay.delay_s"}
        judge["replay.delay_s"] = d["judge"]["replay"]["delay_s"]
        if self.judge.backend == "openai":  # issue 18: the server's address, limits and retries
            judge["openai"] = {k: v for k, v in d["judge"]["openai"].items() if k not in OPENAI_KEYS_IN_HASH}
        if self.judge.engine_args:  # issue 21: vLLM's resource knobs (max_num_seqs, ...)
            judge["engine_args"] = split_engine_args(d["judge"]["engine_args"])[1]
        return {"judge": judge, "scheduler": d["scheduler"], "ray": d["ray"]}


JUDGING_HASH_VERSION = 3
"""Version of :func:`judging_hash_of` the manifest's ``judging_hash`` was made with (1: every judge
key, resources included; 2: only what can change a verdict; 3: version 2 without path spellings, a
template file by its id and a recording by its content, issue 13 pass 14b M5: a config with a builtin
template and no recording hashes as under version 2)."""

VERDICT_KEYS = (
    "backend",
    "model",
    "revision",
    "template",
    "dtype",
    "max_model_len",
    "too_long",
    "constrain",
    "verdict_probs",
    "replay.path",
)
"""``[judge]`` keys in the judging hash: each can change what the judge is asked, how its output is
read, or which recording answers."""

RESOURCE_KEYS = (
    "enforce_eager",
    "gpu_memory_utilization",
    "tensor_parallel_size",
    "cpu_kv_cache_gib",
    "block_size",
    "replay.delay_s",
    "seeding",
    "batch_invariant",
)
"""``[judge]`` keys left out of the judging hash: engine resources (memory, parallelism, compilation,
KV-cache block size, the replay backend's stand-in latency) and the determinism switches (per-request
or engine seeding, vLLM's batch-invariant mode). They change speed, memory and which draw a sample is,
not what is asked or the distribution it is sampled from (the manifest's ``determinism`` records them).
(Numerics can differ in the last bits between eager and compiled kernels or across tensor-parallel
sizes, as they do between batch layouts on a GPU without batch-invariant mode: reproducible verdicts
need the same resource settings too.)"""


def judging_hash_of(
    config: Mapping[str, Any],
    template_hash: str,
    version: int = JUDGING_HASH_VERSION,
    model_fingerprint: str | None = None,
    template_id: str | None = None,
    recording: str = "path",
) -> str:
    """The judging hash of a config given as :meth:`RunConfig.to_dict` (e.g. a manifest's ``config``).

    Args:
        config: the config dict (sections ``judge``, ``sampling``, ``calibration``).
        template_hash: the template's ``text_hash``.
        version: 3 (current): version 2's payload over
            :func:`~judge_engine.config.spelling.spelling_free` ``(config, template_id, recording)``
            (``recording = "content"`` reads the recording's bytes);
            2: ``{"v": 2, "judge": VERDICT_KEYS, "sampling", "template", "adaptive"}``,
            plus ``openai.<key>`` for :data:`~judge_engine.config.openai.OPENAI_KEYS_IN_HASH` when
            ``judge.backend = "openai"``, plus ``engine_args`` (the hashed keys of ``[judge.engine_args]``)
            when the backend is ``vllm`` or ``reward`` and that table has any; 1 (before resource settings
            were split off): every ``[judge]``
            key (``openai`` only when it is the backend). Configs of the other backends hash as they did
            before the ``[judge.openai]`` section existed.
        model_fingerprint: a local model folder's fingerprint, in the payload as ``model_fingerprint``
            when given (configs of other models hash as before).

    Returns:
        16 hex characters of sha256 over the sorted-key JSON payload.

    Raises:
        KeyError, TypeError: ``config`` lacks a section or key the version reads.
    """
    if version == 3:
        config, version = spelling_free(config, template_id, recording), 2
    judge, sampling, cal = config["judge"], config["sampling"], config["calibration"]
    if version == 1:
        # issues 18, 17: a backend's own section counts only with that backend (other configs hash as before)
        judge = {k: v for k, v in judge.items() if k not in ("openai", "reward") or judge.get("backend") == k}
        if not judge.get("engine_args", True):  # issue 21: an empty table hashes as before it existed
            del judge["engine_args"]
        payload: dict[str, Any] = {"judge": judge, "sampling": sampling, "template": template_hash}
    elif version == 2:
        picked = {k: judge[k] for k in VERDICT_KEYS if k != "replay.path"}
        picked["replay.path"] = judge["replay"]["path"]
        if judge.get("backend") == "openai":  # issue 18; other backends hash as before
            picked.update({f"openai.{k}": judge["openai"][k] for k in OPENAI_KEYS_IN_HASH})
        hashed_args = split_engine_args(judge.get("engine_args") or {})[0]
        if hashed_args and judge.get("backend") in ("vllm", "reward"):  # issue 21; configs without them hash as before
            picked["engine_args"] = hashed_args
        payload = {"v": 2, "judge": picked, "sampling": sampling, "template": template_hash}
    else:
        raise ValueError(f"unknown judging hash version {version}")
    if model_fingerprint is not None:  # issue 13 pass 10 M3
        payload["model_fingerprint"] = model_fingerprint
    if cal["mode"] == "adaptive":
        payload["adaptive"] = {
            k: cal[k] for k in ("k_min", "k_step", "on_disagree", "bpde_threshold", "gap_threshold")
        } | {"k_max": cal["k_max"] if cal["k_max"] is not None else sampling["k"]}
    return hashlib.sha256(orjson.dumps(payload, option=orjson.OPT_SORT_KEYS)).hexdigest()[:16]


def same_judging_config(
    old_manifest: Mapping[str, Any], judging_hash: str, also: tuple[str, ...] = (), content: str | None = None
) -> bool:
    """Whether an output folder's manifest was made with the judging config whose (current) hash is
    ``judging_hash``; ``also``: the same config's hashes under earlier versions that a folder may hold
    (the manifest's ``judging_hash_spelled``: version 2, made before version 3 left path spellings out);
    ``content``: the config's hash with the recording by content (the manifest's ``judging_hash_content``).

    True when the manifest's ``judging_hash`` is one of them, or its ``judging_hash_content`` is
    ``content`` (the same recording bytes at another path: a copied project folder), or when the manifest
    predates version 2 (no ``judging_hash_version``) and its recorded ``config`` reproduces its version-1 hash exactly
    (so the record is faithful) and hashes to ``judging_hash`` under version 2: a folder made before
    the resource settings left the hash is accepted, also with different resource settings; or when a
    version-2 manifest's ``config`` reproduces its hash and hashes to ``judging_hash`` under version 3
    (its template file and recording spelled another way, e.g. a project folder copied elsewhere while
    the recording it names is still there).
    """
    old = old_manifest.get("judging_hash")
    if old == judging_hash or old in also:
        return True
    if content is not None and old_manifest.get("judging_hash_content") == content:
        return True
    cfg, tmpl = old_manifest.get("config"), old_manifest.get("template")
    version = old_manifest.get("judging_hash_version", 1)
    if version not in (1, 2) or not isinstance(cfg, dict) or not isinstance(tmpl, dict):
        return False
    th = tmpl.get("text_hash", "")
    try:
        if version == 2:
            fp = old_manifest.get("model_fingerprint")
            if judging_hash_of(cfg, th, 2, fp) != old:
                return False
            tid = tmpl.get("id")
            return judging_hash_of(cfg, th, 3, fp, tid) == judging_hash or (
                content is not None and judging_hash_of(cfg, th, 3, fp, tid, "content") == content
            )
        return judging_hash_of(cfg, th, 1) == old and judging_hash_of(cfg, th, 2) in (judging_hash, *also)
    except (KeyError, TypeError, AttributeError):
        return False


def model_spelling_hint(old_manifest: Mapping[str, Any], new_manifest: Mapping[str, Any]) -> str:
    """A sentence for the "different judging config" error when the stored config differs from this run's
    only in how ``judge.model`` spells the same local folder: the same ``model_fingerprint``, and this run's
    config with the stored spelling hashes to the stored judging hash (version 3, or version 2 for a
    folder made before it); "" otherwise. Both manifests as JSON dicts (``config``, ``model_fingerprint``,
    ``judging_hash``, ``template``: ``id`` and ``text_hash``)."""
    old_cfg, new_cfg = old_manifest.get("config"), new_manifest.get("config")
    fingerprint = new_manifest.get("model_fingerprint")
    if fingerprint is None or old_manifest.get("model_fingerprint") != fingerprint:
        return ""
    if not isinstance(old_cfg, dict) or not isinstance(new_cfg, dict):
        return ""
    try:
        old_model, new_model = old_cfg["judge"]["model"], new_cfg["judge"]["model"]
        if old_model == new_model:
            return ""
        template_id, template_hash = new_manifest["template"]["id"], new_manifest["template"]["text_hash"]
        stored = copy.deepcopy(new_cfg)
        stored["judge"]["model"] = old_model
        hashes = {
            judging_hash_of(spelling_free(stored, template_id), template_hash, 2, fingerprint),
            judging_hash_of(stored, template_hash, 2, fingerprint),
        }
    except (KeyError, TypeError, AttributeError):
        return ""
    if old_manifest.get("judging_hash") not in hashes:
        return ""
    return (
        f"; only judge.model differs: {new_model!r} is the folder it was judged with as {old_model!r} "
        f"(model fingerprint {fingerprint}), and every request key holds that spelling: rerun with "
        f"--set judge.model={old_model!r} to resume"
    )
