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

import polars as pl

from judge_engine.audit.compound import HARD_CASES, WRITER_SOURCE
from judge_engine.audit.report import write_audit_report
from judge_engine.audit.rewriter import WRITER_PERTURBATIONS, write_perturbations
from judge_engine.audit.scoring import DIRECTION, random_baseline, suite_units_table, verdict_frame
from judge_engine.audit.suites import SUITES, Suite, build_units, build_writer_jobs, suite_units
from judge_engine.backends import can_write
from judge_engine.config import InputConfig, OutputConfig, RunConfig
from judge_engine.errors import ConfigError, InputError
from judge_engine.files import atomic_write_parquet
from judge_engine.kernels.agreement import position_preference
from judge_engine.kernels.bootstrap import bootstrap_ratio
from judge_engine.pipeline.paths import output_folder
from judge_engine.pipeline.templates import load_template
from judge_engine.schemas.audit import (
    CALIBRATED,
    UNCALIBRATED,
    AuditCi,
    AuditJudge,
    AuditOptionsRecord,
    AuditReport,
    AuditRow,
    AuditRun,
    AuditStat,
    AuditSuite,
    RandomJudgeInfo,
    RandomRate,
    SlotShares,
    WriterStats,
)


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
    :data:`~judge_engine.audit.suites.SUITES` but ``offsetbias`` (it needs an offsetbias job's pairs),
    less the writer suites (and ``compound-factual``, built on the factual-error rewrites) when the
    backend cannot write text (``notify`` is told so).

    Raises:
        BackendError: unknown backend or a missing optional dependency.
    """
    suites = tuple(s for s in SUITES if s != HARD_CASES)  # the hard cases need an offsetbias job's --pairs
    if not can_write(backend):
        skipped = [s for s in suites if s in WRITER_PERTURBATIONS or s in WRITER_SOURCE]
        suites = tuple(s for s in suites if s not in skipped)
        notify(f"note: backend {backend!r} cannot write text; skipping the {', '.join(skipped)} suites")
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
        if not p.is_file() or not pl.read_parquet(p, glob=False).equals(df):
            atomic_write_parquet(p, df)
        paths[name] = str(p)
    return paths


@dataclass
class _Mode:
    """One audit mode's run and its rates."""

    run: AuditRun
    stats: dict[tuple[str, str, str], AuditStat]


def _judge_mode(
    config: RunConfig,
    opts: AuditOptions,
    mode: str,
    k: int,
    folder: Path,
    inputs: list[str],
    suites: list[Suite],
    metas: dict[str, pl.DataFrame],
    ties: bool,
    overwrite: bool,
    quiet: bool | None,
) -> _Mode:
    """Judge the audit's inputs in one mode and score every suite, random judges beside each rate."""
    from judge_engine.pipeline.run import run  # the audit runs the pipeline; the pipeline never imports the audit

    cal = config.calibration
    res = run(mode_config(config, k, inputs, folder), overwrite=overwrite, quiet=quiet)
    s, judging = res.summary, res.summary.judging
    assert judging is not None and res.judgments is not None  # a run's summary and judgments
    judgments = res.judgments
    pp = position_preference(judgments)
    shares = (float(pp["first"] or 0), float(pp["second"] or 0), float(pp["tie"] or 0)) if pp["n"] else None
    record = AuditRun(
        dir=str(folder),
        k=k,
        orders=["ab", "ba"],
        pairs_in=s.pairs_in,
        pairs_judged=s.pairs_judged,
        pairs_flagged=s.pairs_flagged,
        flag_reasons=s.flag_reasons,
        judgments=s.metrics.judgments,
        parse_failure_rate=s.metrics.parse_failure_rate,
        samples_written=judging.samples_written,
        samples_resumed=judging.samples_resumed,
        wall_s=judging.wall_s,
        judging_hash=judging.judging_hash,
        slot_shares=SlotShares(*shares) if shares else None,
    )
    vf = verdict_frame(judgments, mode)
    stats: dict[tuple[str, str, str], AuditStat] = {}
    for suite in suites:
        units = suite_units_table(suite, metas[suite.name], vf, mode, cal.gap_threshold)
        for (subset, metric), (num, den) in units.items():
            stats[(suite.name, subset, metric)] = AuditStat.from_dict(
                bootstrap_ratio(
                    num, den, n_resamples=cal.bootstrap_resamples, seed=cal.bootstrap_seed, alpha=1 - cal.ci_level
                )
            )
    if opts.random_judges:
        judged = judgments["pair_id"].unique().sort().to_list()
        for field_name, probs in (("random", None), ("random_matched", shares)):
            if field_name == "random_matched" and probs is None:
                continue
            rnd = random_baseline(
                suites,
                metas,
                judged,
                mode,
                k,
                ties,
                opts.random_judges,
                opts.seed,
                cal.ci_level,
                probs,
                cal.gap_threshold,
            )
            for key, r in rnd.items():
                if key in stats:
                    setattr(stats[key], field_name, RandomRate.from_dict(r))
    return _Mode(record, stats)


def _suite_record(
    config: RunConfig,
    opts: AuditOptions,
    suite: Suite,
    meta: pl.DataFrame,
    modes: dict[str, _Mode],
    write: dict[str, Any] | None,
) -> AuditSuite:
    """One suite of ``audit.json``: its rows (each rate per mode, and the delta with a calibrated mode)."""
    rows = []
    for name, subset, metric in modes[UNCALIBRATED].stats:
        if name != suite.name:
            continue
        row = AuditRow(
            subset=subset,
            metric=metric,
            direction=DIRECTION.get(metric, "-"),
            uncalibrated=modes[UNCALIBRATED].stats.get((name, subset, metric)),
        )
        if CALIBRATED in modes:
            row.calibrated = modes[CALIBRATED].stats.get((name, subset, metric))
            u = row.uncalibrated.value if row.uncalibrated is not None else None
            c = row.calibrated.value if row.calibrated is not None else None
            row.delta = c - u if u is not None and c is not None else None
        rows.append(row)
    out = AuditSuite(
        kind=suite.kind,
        description=suite.description,
        source=suite.source,
        pairs=meta.height,
        by_variant={v: int(n) for v, n in meta.group_by("variant", maintain_order=True).len().iter_rows()},
        rows=rows,
    )
    if write is not None:
        out.writer = WriterStats(
            backend=config.judge.backend,
            model=config.judge.model,
            temperature=0.0,
            max_tokens=opts.writer_max_tokens,
            requested=write["requested"],
            written=write["written"],
            reused=write["reused"],
            statuses=write["statuses"],
            log=write["path"],
        )
    return out


def _header(
    config: RunConfig,
    opts: AuditOptions,
    suites: list[Suite],
    template_id: str,
    ties: bool,
    k_cal: int,
    modes: list[str],
) -> AuditReport:
    """The audit's judge, options, modes, interval method and random-judge description."""
    cal = config.calibration
    return AuditReport(
        judge=AuditJudge(
            backend=config.judge.backend,
            model=config.judge.model,
            template=template_id,
            constrain=config.judge.constrain,
            temperature=config.sampling.temperature,
            max_tokens=config.sampling.max_tokens,
            seed=config.sampling.seed,
        ),
        options=AuditOptionsRecord(
            suites=[s.name for s in suites],
            calibrate=opts.calibrate,
            k=k_cal if opts.calibrate else None,
            limit=opts.limit,
            pairs=opts.pairs,
            data=opts.data,
            seed=opts.seed,
            writer_max_tokens=opts.writer_max_tokens,
            gap_threshold=cal.gap_threshold,
        ),
        modes=modes,
        ci=AuditCi(
            level=cal.ci_level,
            bootstrap_resamples=cal.bootstrap_resamples,
            seed=cal.bootstrap_seed,
            method="percentile bootstrap over probes / pairs (ratio of sums)",
        ),
        random_judge=RandomJudgeInfo(
            judges=opts.random_judges,
            seed=opts.seed,
            outcomes=["first", "second", "tie"] if ties else ["first", "second"],
            what="random: each sample picks an outcome uniformly; random_matched: with the judge's own slot shares "
            "(runs[mode].slot_shares), content-blind; value = mean over judges, low/high = central ci-level "
            "range over judges",
        ),
    )


def _prepare_inputs(
    config: RunConfig, opts: AuditOptions, names: list[str], out: Path
) -> tuple[dict[str, pl.DataFrame], dict[str, str], dict[str, dict[str, Any]]]:
    """The suites' units (writer suites rewritten first), written under ``AUDIT/inputs/``.

    Raises:
        InputError: nothing to judge (every suite empty, or every rewrite unusable).
    """
    jobs = build_writer_jobs(names, pairs_path=opts.pairs, limit=opts.limit, seed=opts.seed)
    writes = write_perturbations(config, jobs, out / "writer", opts.writer_max_tokens) if jobs else {}
    units = build_units(
        names,
        data_dir=opts.data,
        pairs_path=opts.pairs,
        limit=opts.limit,
        seed=opts.seed,
        written={k: w["log"] for k, w in writes.items()},
    )
    paths = _write_inputs(units, out / "inputs")
    if not paths:
        detail = "; ".join(f"{k}: {w['statuses']} (log {w['path']})" for k, w in writes.items())
        raise InputError(f"nothing to judge: the selected suites have no pairs{' (' + detail + ')' if detail else ''}")
    return units, paths, writes


def run_audit(config: RunConfig, opts: AuditOptions, overwrite: bool = False, quiet: bool | None = None) -> AuditReport:
    """Run the audit and write ``audit.json`` and ``report.html`` into ``opts.out_dir``.

    Returns:
        The audit (what ``audit.json`` holds).

    Raises:
        judge_engine.errors.JudgeEngineError: bad options, config, data or output folder.
    """
    t0 = time.monotonic()
    out = output_folder(opts.out_dir)  # resolved once (file:// URIs, ~, symlinks)
    suites = [SUITES[s] for s in dict.fromkeys(opts.suites)]
    units, paths, writes = _prepare_inputs(config, opts, [s.name for s in suites], out)
    metas = {s.name: pl.concat([units[u] for u in suite_units(s.name)], how="diagonal_relaxed") for s in suites}
    template = load_template(config.judge.template)
    ties = template.output_format != "output_ab"
    k_cal = opts.k if opts.k is not None else config.sampling.k
    plan = [(UNCALIBRATED, 1, out / UNCALIBRATED)]
    if opts.calibrate:
        plan.append((CALIBRATED, k_cal, out / f"{CALIBRATED}-k{k_cal}"))
    modes = {
        mode: _judge_mode(config, opts, mode, k, folder, list(paths.values()), suites, metas, ties, overwrite, quiet)
        for mode, k, folder in plan
    }
    doc = _header(config, opts, suites, template.id, ties, k_cal, list(modes))
    doc.runs = {mode: m.run for mode, m in modes.items()}
    doc.suites = {
        s.name: _suite_record(config, opts, s, metas[s.name], modes, writes.get(WRITER_SOURCE.get(s.name, s.name)))
        for s in suites
    }
    doc.wall_s = time.monotonic() - t0
    out.mkdir(parents=True, exist_ok=True)
    doc.write(out)
    write_audit_report(out)
    return doc
