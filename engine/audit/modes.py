"""One audit mode, the pieces :func:`judge_engine.audit.run.run_audit` and the panel audit
(:mod:`judge_engine.audit.panel`) share: the audit inputs, each mode's run config, judging a mode and scoring
every suite on its verdicts (random judges beside each rate), and the records of ``audit.json``."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import polars as pl

from judge_engine.audit.options import AuditOptions
from judge_engine.audit.rewriter import write_perturbations
from judge_engine.audit.scoring import DIRECTION, random_baseline, suite_units_table, verdict_frame
from judge_engine.audit.suites import Suite, build_units, build_writer_jobs
from judge_engine.config import CalibrationConfig, InputConfig, OutputConfig, RunConfig
from judge_engine.errors import InputError
from judge_engine.files import atomic_write_parquet
from judge_engine.kernels.agreement import position_preference
from judge_engine.kernels.bootstrap import bootstrap_ratio
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

if TYPE_CHECKING:
    from judge_engine.pipeline.finish import RunResult


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


def _holds(path: Path, df: pl.DataFrame) -> bool:
    """Whether the audit's own input file ``path`` holds ``df``; a damaged or foreign file holds nothing and is written
    anew from the audit's sources (fresh pass full74 L1: a polars traceback)."""
    try:
        return path.is_file() and pl.read_parquet(path, glob=False).equals(df)
    except Exception:  # polars raises several types for a damaged or foreign file
        return False


def write_inputs(units: dict[str, pl.DataFrame], folder: Path) -> dict[str, str]:
    folder.mkdir(parents=True, exist_ok=True)
    paths = {}
    for name, df in units.items():
        if df.height == 0:  # e.g. a writer suite none of whose rewrites is usable (reported by status)
            continue
        p = folder / f"{name}.parquet"
        # rewrite only on change, so the file (and every request key) stays as it was on a rerun
        if not _holds(p, df):
            atomic_write_parquet(p, df)
        paths[name] = str(p)
    return paths


@dataclass
class Mode:
    """One audit mode's run and its rates."""

    run: AuditRun
    stats: dict[tuple[str, str, str], AuditStat]


def slot_shares(judgments: pl.DataFrame) -> tuple[float, float, float] | None:
    """Shares of the parsed samples won by slot 1, slot 2 or neither (None when none parsed)."""
    pp = position_preference(judgments)
    return (float(pp["first"] or 0), float(pp["second"] or 0), float(pp["tie"] or 0)) if pp["n"] else None


def run_record(folder: Path, k: int, res: RunResult, shares: tuple[float, float, float] | None) -> AuditRun:
    """The :class:`AuditRun` of one mode's run folder from its run result."""
    s, judging = res.summary, res.summary.judging
    assert judging is not None  # a run's summary
    return AuditRun(
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


def score_mode(
    cal: CalibrationConfig,
    opts: AuditOptions,
    mode: str,
    k: int,
    vf: pl.DataFrame,
    judged: list[str],
    shares: tuple[float, float, float] | None,
    suites: list[Suite],
    metas: dict[str, pl.DataFrame],
    ties: bool,
) -> dict[tuple[str, str, str], AuditStat]:
    """Every suite's rates on one mode's verdicts, with bootstrap intervals and the random judges beside them.

    Args:
        cal: the ``[calibration]`` section (bootstrap, ci level, gap threshold).
        vf: the verdict frame (:func:`judge_engine.audit.scoring.verdict_frame`, or a panel's).
        judged: the pair ids judged (the random judges judge the same ones).
        shares: the judge's slot shares (the matched random judge; None: no matched judge).
        ties: whether the uniform random judge may pick a tie.

    Returns:
        ``(suite, subset, metric) -> AuditStat`` (``random`` / ``random_matched`` set when
        ``opts.random_judges``).
    """
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
    return stats


def judge_mode(
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
) -> Mode:
    """Judge the audit's inputs in one mode and score every suite, random judges beside each rate."""
    from judge_engine.pipeline.run import run  # the audit runs the pipeline; the pipeline never imports the audit

    res = run(mode_config(config, k, inputs, folder), overwrite=overwrite, quiet=quiet)
    assert res.judgments is not None  # a run's judgments
    shares = slot_shares(res.judgments)
    judged = res.judgments["pair_id"].unique().sort().to_list()
    vf = verdict_frame(res.judgments, mode)
    stats = score_mode(config.calibration, opts, mode, k, vf, judged, shares, suites, metas, ties)
    return Mode(run_record(folder, k, res, shares), stats)


def suite_record(
    config: RunConfig,
    opts: AuditOptions,
    suite: Suite,
    meta: pl.DataFrame,
    modes: dict[str, Mode],
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


def header(
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


def prepare_inputs(
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
    paths = write_inputs(units, out / "inputs")
    if not paths:
        detail = "; ".join(f"{k}: {w['statuses']} (log {w['path']})" for k, w in writes.items())
        raise InputError(f"nothing to judge: the selected suites have no pairs{' (' + detail + ')' if detail else ''}")
    return units, paths, writes
