"""``judge-engine audit``: how a judge is swayed, per bias suite, with intervals and a random-judge baseline.

Flow: the selected suites (:mod:`judge_engine.audit.suites`) become input Parquet files under
``AUDIT/inputs/`` (one per unit); the judge runs on all of them through the normal scheduler
(:func:`judge_engine.pipeline.run.run`) once per mode, each mode into its own run folder, so a rerun
resumes every judgment already made:

- ``AUDIT/uncalibrated/``: both presentation orders, k = 1. Each order's single verdict is the
  vanilla judge; rates pool the two orders (EvalBiasBench's harness does the same).
- ``AUDIT/calibrated-k<K>/`` (with ``--calibrate``): both orders, k samples each; the verdict is the
  calibrated one (Multiple Evidence + Balanced Position Calibration, Wang et al. 2024 Eq. 2-3),
  order verdicts use the k-sample means.

Each suite is scored on both modes with the same rule (:func:`suite_units_table`); every rate comes
with a percentile-bootstrap interval over probes / pairs (``calibration.bootstrap_resamples``,
``bootstrap_seed``, ``ci_level``) and its n, and beside it the rate of a random judge on the same
design (each sample picks slot 1, slot 2, or (if the template allows) a tie uniformly; mean and
central ``ci_level`` range over ``random_judges`` simulated judges, seeded), and a *matched* random
judge: content-blind, with the judge's own slot shares in that mode (what its position preference
alone would give).

Outputs: ``AUDIT/audit.json`` (schema in the README, "Bias audit") and ``AUDIT/report.html``.
"""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import orjson
import polars as pl

from judge_engine.audit.rewriter import WRITER_PERTURBATIONS, write_perturbations
from judge_engine.audit.scoring import CALIBRATED, DIRECTION, UNCALIBRATED, random_baseline, suite_units_table, verdict_frame
from judge_engine.audit.suites import SUITES, build_units, build_writer_jobs, suite_units
from judge_engine.backends import can_write
from judge_engine.config import InputConfig, OutputConfig, RunConfig
from judge_engine.errors import ConfigError, InputError
from judge_engine.files import atomic_write_bytes, atomic_write_parquet
from judge_engine.kernels.bootstrap import bootstrap_ratio
from judge_engine.pipeline.templates import load_template


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


def runnable_suites(backend: str, notify: Callable[[str], None] = lambda _: None) -> tuple[str, ...]:
    """Every suite backend ``backend`` can run (``judge-engine audit`` without ``--suite``): all of
    :data:`~judge_engine.audit.suites.SUITES`, less the writer suites when the backend cannot write
    text (``notify`` is told so).

    Raises:
        BackendError: unknown backend or a missing optional dependency.
    """
    suites = tuple(SUITES)
    if not can_write(backend):
        suites = tuple(s for s in suites if s not in WRITER_PERTURBATIONS)
        notify(f"note: backend {backend!r} cannot write text; skipping the "
               f"{' and '.join(WRITER_PERTURBATIONS)} suites")
    return suites


def mode_config(config: RunConfig, k: int, inputs: list[str], out_dir: Path) -> RunConfig:
    """The run config of one audit mode: the user's judge, template, sampling temperature and
    scheduler, with both orders, ``k`` samples, the audit's inputs (responses carrying verdict
    syntax are judged, never flagged: that is what the injected-verdict suite measures) and
    ``out_dir``. Calibration is uniform in every mode (an adaptive ``calibration.mode`` in the
    user's config would give each pair a different k and blur the uncalibrated k = 1 baseline)."""
    return dataclasses.replace(
        config,
        input=InputConfig(paths=tuple(inputs), on_invalid="flag", on_injection="judge"),
        sampling=dataclasses.replace(config.sampling, orders="both", k=k),
        calibration=dataclasses.replace(config.calibration, mode="uniform", k_max=None),
        output=OutputConfig(dir=str(out_dir)),
    )


def _write_inputs(units: dict[str, pl.DataFrame], folder: Path) -> dict[str, str]:
    folder.mkdir(parents=True, exist_ok=True)
    paths = {}
    for name, df in units.items():
        if df.height == 0:  # e.g. a writer suite none of whose rewrites is usable (reported by status)
            continue
        p = folder / f"{name}.parquet"
        # rewrite only on change, so the file (and every request key) stays as it was on a rerun
        if not p.is_file() or not pl.read_parquet(p).equals(df):
            atomic_write_parquet(p, df)
        paths[name] = str(p)
    return paths


def run_audit(config: RunConfig, opts: AuditOptions, overwrite: bool = False, quiet: bool | None = None) -> dict[str, Any]:
    """Run the audit and write ``audit.json`` and ``report.html`` into ``opts.out_dir``.

    Returns:
        The audit document (what ``audit.json`` holds).

    Raises:
        judge_engine.errors.JudgeEngineError: bad options, config, data or output folder.
    """
    from judge_engine.audit.report import write_audit_report
    from judge_engine.pipeline.run import run

    t0 = time.monotonic()
    out = Path(opts.out_dir)
    suites = [SUITES[s] for s in dict.fromkeys(opts.suites)]
    names = [s.name for s in suites]
    jobs = build_writer_jobs(names, pairs_path=opts.pairs, limit=opts.limit, seed=opts.seed)
    writes = write_perturbations(config, jobs, out / "writer", opts.writer_max_tokens) if jobs else {}
    units = build_units(names, data_dir=opts.data, pairs_path=opts.pairs, limit=opts.limit, seed=opts.seed,
                        written={k: w["log"] for k, w in writes.items()})
    paths = _write_inputs(units, out / "inputs")
    if not paths:
        detail = "; ".join(f"{k}: {w['statuses']} (log {w['path']})" for k, w in writes.items())
        raise InputError(f"nothing to judge: the selected suites have no pairs{' (' + detail + ')' if detail else ''}")
    metas = {s.name: pl.concat([units[u] for u in suite_units(s.name)], how="diagonal_relaxed") for s in suites}
    template = load_template(config.judge.template)
    ties = template.output_format != "output_ab"
    cal = config.calibration
    k_cal = opts.k if opts.k is not None else config.sampling.k
    modes = [(UNCALIBRATED, 1, out / UNCALIBRATED)]
    if opts.calibrate:
        modes.append((CALIBRATED, k_cal, out / f"{CALIBRATED}-k{k_cal}"))
    runs: dict[str, Any] = {}
    stats: dict[str, dict[tuple[str, str, str], dict[str, Any]]] = {}
    for mode, k, folder in modes:
        res = run(mode_config(config, k, list(paths.values()), folder), overwrite=overwrite, quiet=quiet)
        s = res.summary
        runs[mode] = {"dir": str(folder), "k": k, "orders": ["ab", "ba"], "pairs_in": s["pairs_in"],
                      "pairs_judged": s["pairs_judged"], "pairs_flagged": s["pairs_flagged"],
                      "flag_reasons": s["flag_reasons"], "judgments": s["judgments"],
                      "parse_failure_rate": s["parse_failure_rate"], "samples_written": s["samples_written"],
                      "samples_resumed": s["samples_resumed"], "wall_s": s["wall_s"],
                      "judging_hash": s["judging_hash"]}
        judgments = res.judgments
        vf = verdict_frame(judgments, mode)
        st: dict[tuple[str, str, str], dict[str, Any]] = {}
        for suite in suites:
            for (subset, metric), (num, den) in suite_units_table(suite, metas[suite.name], vf, mode).items():
                st[(suite.name, subset, metric)] = bootstrap_ratio(
                    num, den, n_resamples=cal.bootstrap_resamples, seed=cal.bootstrap_seed, alpha=1 - cal.ci_level)
        n_pos = int(vf["pos_n"].sum())
        shares = tuple(float(vf[f"pos_{x}"].sum()) / n_pos for x in ("first", "second", "tie")) if n_pos else None
        runs[mode]["slot_shares"] = dict(zip(("first", "second", "tie"), shares)) if shares else None
        if opts.random_judges:
            judged = judgments["pair_id"].unique().sort().to_list()
            for field, probs in (("random", None), ("random_matched", shares)):
                if field == "random_matched" and probs is None:
                    continue
                rnd = random_baseline(suites, metas, judged, mode, k, ties, opts.random_judges, opts.seed,
                                      cal.ci_level, probs)
                for key, r in rnd.items():
                    if key in st:
                        st[key][field] = r
        stats[mode] = st
    doc: dict[str, Any] = {
        "judge": {"backend": config.judge.backend, "model": config.judge.model, "template": template.id,
                  "constrain": config.judge.constrain, "temperature": config.sampling.temperature,
                  "max_tokens": config.sampling.max_tokens, "seed": config.sampling.seed},
        "options": {"suites": [s.name for s in suites], "calibrate": opts.calibrate, "k": k_cal if opts.calibrate else None,
                    "limit": opts.limit, "pairs": opts.pairs, "data": opts.data, "seed": opts.seed,
                    "writer_max_tokens": opts.writer_max_tokens},
        "modes": [m for m, _, _ in modes],
        "ci": {"level": cal.ci_level, "bootstrap_resamples": cal.bootstrap_resamples, "seed": cal.bootstrap_seed,
               "method": "percentile bootstrap over probes / pairs (ratio of sums)"},
        "random_judge": {"judges": opts.random_judges, "seed": opts.seed,
                         "outcomes": ["first", "second", "tie"] if ties else ["first", "second"],
                         "what": "random: each sample picks an outcome uniformly; random_matched: with the "
                                 "judge's own slot shares (runs[mode].slot_shares), content-blind; value = mean "
                                 "over judges, low/high = central ci-level range over judges"},
        "runs": runs,
        "suites": {},
    }
    for suite in suites:
        keys = [key for key in stats[UNCALIBRATED] if key[0] == suite.name]
        rows = []
        for _, subset, metric in keys:
            row: dict[str, Any] = {"subset": subset, "metric": metric, "direction": DIRECTION.get(metric, "-")}
            for mode in doc["modes"]:
                row[mode] = stats[mode].get((suite.name, subset, metric))
            if CALIBRATED in row:
                u, c = row[UNCALIBRATED]["value"], (row[CALIBRATED] or {}).get("value")
                row["delta"] = c - u if u is not None and c is not None else None
            rows.append(row)
        meta = metas[suite.name]
        doc["suites"][suite.name] = {
            "kind": suite.kind, "description": suite.description, "source": suite.source,
            "pairs": meta.height, "by_variant": {v: int(n) for v, n in
                                                 meta.group_by("variant", maintain_order=True).len().iter_rows()},
            "rows": rows,
        }
        if suite.name in writes:
            w = writes[suite.name]
            doc["suites"][suite.name]["writer"] = {
                "backend": config.judge.backend, "model": config.judge.model, "temperature": 0.0,
                "max_tokens": opts.writer_max_tokens, "requested": w["requested"], "written": w["written"],
                "reused": w["reused"], "statuses": w["statuses"], "log": w["path"]}
    doc["wall_s"] = time.monotonic() - t0
    out.mkdir(parents=True, exist_ok=True)
    atomic_write_bytes(out / "audit.json", orjson.dumps(doc, option=orjson.OPT_INDENT_2 | orjson.OPT_SERIALIZE_NUMPY))
    write_audit_report(out)
    return doc
