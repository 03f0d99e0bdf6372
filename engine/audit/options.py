"""The options of ``judge-engine audit`` (:class:`AuditOptions`), validated where they enter."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from judge_engine.audit.suites import SUITES
from judge_engine.errors import ConfigError


@dataclass(frozen=True)
class AuditOptions:
    """What ``judge-engine audit`` runs.

    Attributes:
        suites: suite names (:data:`judge_engine.audit.suites.SUITES`), in report order.
        out_dir: the audit folder.
        calibrate: also run the calibrated mode (both orders, ``k`` samples) beside the vanilla one.
        k: samples per order of the calibrated mode (>= 1); ``None``: the config's ``sampling.k``.
        limit: the first N items per bias type (EvalBiasBench) / probes / pairs of each suite (>= 1).
        pairs: pairs dataset for the position and rule-based suites (default: the demo pairs).
        data: folder laid out like ``shared/data`` to read the public suites from (default: packaged).
        seed: seed of the rule-based perturbations and of the random judge (>= 0).
        random_judges: simulated random judges for the baseline (>= 0; 0 turns it off).
        writer_max_tokens: token budget of each writer-model rewrite (factual-error, gender
            suites; >= 16).
    """

    suites: tuple[str, ...]
    out_dir: str
    calibrate: bool = False
    k: int | None = None
    limit: int | None = None
    pairs: str | None = None
    data: str | None = None
    seed: int = 0
    random_judges: int = 200
    writer_max_tokens: int = 1024

    def __post_init__(self) -> None:
        if not self.suites:
            raise ConfigError("audit needs at least one --suite")
        unknown = [s for s in self.suites if s not in SUITES]
        if unknown:
            raise ConfigError(f"unknown suite(s) {unknown}; known: {', '.join(SUITES)}")
        if self.k is not None and not 1 <= self.k <= 256:
            raise ConfigError(f"--k must be in [1, 256], got {self.k}")
        if self.limit is not None and self.limit < 1:
            raise ConfigError(f"--limit must be >= 1, got {self.limit}")
        if self.random_judges < 0:
            raise ConfigError(f"--random-judges must be >= 0, got {self.random_judges}")
        if self.seed < 0:
            raise ConfigError(f"--seed must be >= 0, got {self.seed}")
        if self.writer_max_tokens < 16:
            raise ConfigError(f"--writer-max-tokens must be >= 16, got {self.writer_max_tokens}")


def audit_inputs(config: Any, opts: AuditOptions) -> list[str]:
    """The files and folders an audit reads (``--pairs``, ``--data``, the config's references, template file and
    replay recording): its output folder must not overlap any (fresh pass full58 H3: ``--pairs`` inside ``--out``
    was written over by the audit's own tables)."""
    from judge_engine.pipeline.config_inputs import config_files

    return [p for p in (opts.pairs, opts.data) if p] + list(config_files(config))
