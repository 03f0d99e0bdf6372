"""The audit of a judge panel (issue 17): ``judge-engine audit PANEL_CONFIG`` with ``[[panel.judges]]``.

Each mode's inputs are judged by every panel judge through the panel machinery
(:func:`judge_engine.panel.run.run_panel`: ``AUDIT/<mode>/judges/<name>/``, each judge resumable, the panel's
``pairs.parquet`` and ``panel.json`` in ``AUDIT/<mode>/``). Every suite is scored on each judge's own verdicts
(:func:`judge_engine.audit.scoring.verdict_frame`) and on the panel's (:func:`panel_verdict_frame`), with the
same rules, bootstrap intervals and random judges as a single judge's audit.

The panel as a judge: in each order its verdict is the plurality of the judges' verdicts of that order (each
judge's first sample in the uncalibrated mode, its k-sample mean in the calibrated one; a split is a tie;
:func:`judge_engine.kernels.panel.panel_verdicts`, Verga et al. 2024), its calibrated verdict the plurality of
the judges' calibrated verdicts (as the panel's ``pairs.parquet``). Its position counts are its order
verdicts: one per order, slot 1 winning when order ab says a or order ba says b. The judges' scores are on
different scales (a reward model's raw rewards, a 1-10 judge's scores), so the panel has no quality gap: its
``asr_small_gap`` / ``asr_large_gap`` rows have n = 0. A panel can tie by a split even when no judge's template
allows a tie, so its uniform random judge picks among slot 1, slot 2 and tie.

``audit.json`` (schema 3): ``judge.backend = "panel"``, the top-level ``runs`` and ``suites`` are the panel's,
``panel`` holds each judge's runs and rows, and ``comparison`` the one table: every judge, the panel and the
random judges per suite, subset, metric and mode.
"""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

import polars as pl

from judge_engine.audit.compound import WRITER_SOURCE
from judge_engine.audit.modes import (
    Mode,
    header,
    mode_config,
    prepare_inputs,
    run_record,
    score_mode,
    slot_shares,
    suite_record,
)
from judge_engine.audit.options import AuditOptions, audit_inputs
from judge_engine.audit.report import write_audit_report
from judge_engine.audit.scoring import verdict_frame
from judge_engine.audit.suites import SUITES, Suite, suite_units
from judge_engine.config import RunConfig
from judge_engine.config.panel import PanelConfig
from judge_engine.kernels.panel import panel_verdicts
from judge_engine.pipeline.outputs import mark_composite_unfinished
from judge_engine.pipeline.paths import check_output_dir
from judge_engine.pipeline.templates import load_template
from judge_engine.schemas.audit import (
    CALIBRATED,
    UNCALIBRATED,
    AuditComparisonRow,
    AuditPanelJudge,
    AuditReport,
    AuditRun,
    AuditStat,
    SlotShares,
)

PANEL = "panel"
"""The panel's key in a comparison row's ``rates`` and ``n``."""


def panel_verdict_frame(frames: Mapping[str, pl.DataFrame]) -> pl.DataFrame:
    """The panel's verdict frame from its judges' (module docstring).

    Args:
        frames: judge name -> :func:`judge_engine.audit.scoring.verdict_frame` of its judgments (``pair_id``,
            ``v_ab``, ``v_ba``, ``v_cal``, ...).

    Returns:
        ``pair_id`` (every pair any judge judged, sorted), ``v_ab``, ``v_ba``, ``v_cal`` (plurality of the judges'
        verdicts, a split is ``tie``, null when no judge gave one), ``gap`` (null, Float64), ``pos_n`` (orders
        with a panel verdict), ``pos_first``, ``pos_second``, ``pos_tie`` (of those, won by slot 1 / slot 2 /
        neither).
    """
    out = None
    for col in ("v_ab", "v_ba", "v_cal"):
        table = pl.concat(
            [
                f.select(pl.lit(name).alias("judge"), "pair_id", pl.col(col).cast(pl.String).alias("verdict"))
                for name, f in frames.items()
            ]
        )
        pv = panel_verdicts(table).select("pair_id", pl.col("verdict").alias(col))
        out = pv if out is None else out.join(pv, on="pair_id", how="full", coalesce=True)
    assert out is not None, "a panel has judges"
    ab, ba = pl.col("v_ab"), pl.col("v_ba")
    n = ab.is_not_null().cast(pl.Int64) + ba.is_not_null().cast(pl.Int64)
    first = (ab == "a").fill_null(False).cast(pl.Int64) + (ba == "b").fill_null(False).cast(pl.Int64)
    second = (ab == "b").fill_null(False).cast(pl.Int64) + (ba == "a").fill_null(False).cast(pl.Int64)
    return (
        out.sort("pair_id")
        .with_columns(pl.lit(None, pl.Float64).alias("gap"), n.alias("pos_n"), first.alias("pos_first"))
        .with_columns(second.alias("pos_second"))
        .with_columns((pl.col("pos_n") - pl.col("pos_first") - pl.col("pos_second")).alias("pos_tie"))
    )


def _frame_shares(vf: pl.DataFrame) -> tuple[float, float, float] | None:
    n = int(vf["pos_n"].sum())
    if not n:
        return None
    return tuple(float(vf[f"pos_{c}"].sum()) / n for c in ("first", "second", "tie"))  # type: ignore[return-value]


def panel_mode_config(config: RunConfig, k: int, inputs: list[str], out_dir: Path) -> RunConfig:
    """The panel config of one audit mode: :func:`judge_engine.audit.modes.mode_config`, and every judge's own
    ``[sampling]`` set to both orders and ``k`` samples."""
    cfg = mode_config(config, k, inputs, out_dir)
    judges = tuple(
        dataclasses.replace(pj, sampling=dataclasses.replace(pj.sampling, orders="both", k=k))
        for pj in config.panel.judges
    )
    return dataclasses.replace(cfg, panel=PanelConfig(judges=judges))


@dataclass
class _PanelMode:
    """One mode of a panel audit: the panel's run record and rates, and each judge's."""

    panel: Mode
    judges: dict[str, Mode]


def _panel_run(
    folder: Path, k: int, judges: list[AuditRun], pairs: int, wall_s: float | None, vf: pl.DataFrame
) -> AuditRun:
    """The panel's :class:`AuditRun`: its mode folder, the judges' counts summed, its own slot shares."""
    n = sum(r.judgments for r in judges)
    failed = sum((r.parse_failure_rate or 0.0) * r.judgments for r in judges)
    shares = _frame_shares(vf)
    return AuditRun(
        dir=str(folder),
        k=k,
        orders=["ab", "ba"],
        pairs_in=judges[0].pairs_in,
        pairs_judged=pairs,
        pairs_flagged=judges[0].pairs_in - pairs,
        judgments=n,
        parse_failure_rate=failed / n if n else None,
        samples_written=sum(r.samples_written for r in judges),
        samples_resumed=sum(r.samples_resumed for r in judges),
        wall_s=wall_s or 0.0,
        slot_shares=SlotShares(*shares) if shares else None,
    )


def _judge_panel_mode(
    config: RunConfig,
    opts: AuditOptions,
    mode: str,
    k: int,
    folder: Path,
    inputs: list[str],
    suites: list[Suite],
    metas: dict[str, pl.DataFrame],
    overwrite: bool,
    quiet: bool | None,
) -> _PanelMode:
    """Judge one mode's inputs with every panel judge (:func:`judge_engine.panel.run.run_panel`) and score every
    suite on each judge's verdicts and on the panel's."""
    from judge_engine.panel.run import run_panel  # the audit runs the pipeline; the pipeline never imports the audit

    res = run_panel(panel_mode_config(config, k, inputs, folder), overwrite=overwrite, quiet=quiet)
    cal = config.calibration
    judges: dict[str, Mode] = {}
    frames: dict[str, pl.DataFrame] = {}
    for pj in config.panel.judges:
        r = res.runs[pj.name]
        assert r.judgments is not None  # a run's judgments
        shares = slot_shares(r.judgments)
        judged = r.judgments["pair_id"].unique().sort().to_list()
        frames[pj.name] = vf = verdict_frame(r.judgments, mode)
        ties = load_template(pj.judge.template).output_format != "output_ab"
        stats = score_mode(cal, opts, mode, k, vf, judged, shares, suites, metas, ties)
        judges[pj.name] = Mode(run_record(Path(r.out_dir), k, r, shares), stats)
    vf = panel_verdict_frame(frames)
    judged = vf["pair_id"].to_list()
    stats = score_mode(cal, opts, mode, k, vf, judged, _frame_shares(vf), suites, metas, True)
    record = _panel_run(folder, k, [m.run for m in judges.values()], res.summary.panel.pairs, res.summary.wall_s, vf)
    return _PanelMode(Mode(record, stats), judges)


def _stat(
    rows: Mapping[tuple[str, str], Mapping[str, AuditStat | None]], key: tuple[str, str], mode: str
) -> AuditStat | None:
    return rows.get(key, {}).get(mode)


def comparison(doc: AuditReport) -> list[AuditComparisonRow]:
    """The one table of a panel audit (``doc.panel`` set): per suite, subset, metric and mode, every judge's rate,
    the panel's, and the random judges on the panel's design."""
    assert doc.panel is not None, "a panel audit"
    out = []
    for name, suite in doc.suites.items():
        per_judge = {
            j.name: {(r.subset, r.metric): {m: r.stat(m) for m in doc.modes} for r in j.suites.get(name, [])}
            for j in doc.panel
        }
        for row in suite.rows:
            key = (row.subset, row.metric)
            for mode in doc.modes:
                stats = {j: _stat(rows, key, mode) for j, rows in per_judge.items()}
                stats[PANEL] = row.stat(mode)
                p = stats[PANEL]
                out.append(
                    AuditComparisonRow(
                        suite=name,
                        subset=row.subset,
                        metric=row.metric,
                        direction=row.direction,
                        mode=mode,
                        rates={j: s.value if s is not None else None for j, s in stats.items()},
                        n={j: s.n if s is not None else 0 for j, s in stats.items()},
                        random=p.random.value if p is not None and p.random is not None else None,
                        random_matched=p.random_matched.value
                        if p is not None and p.random_matched is not None
                        else None,
                    )
                )
    return out


def run_panel_audit(
    config: RunConfig, opts: AuditOptions, overwrite: bool = False, quiet: bool | None = None
) -> AuditReport:
    """Audit ``config``'s panel (module docstring) and write ``audit.json`` and ``report.html`` into
    ``opts.out_dir``. The writer suites are written by the config's own ``[judge]``.

    Returns:
        The audit (what ``audit.json`` holds).

    Raises:
        judge_engine.errors.JudgeEngineError: bad options, panel config, data or output folder, or any judge's
            run error (the judges before it keep their runs; a rerun resumes).
    """
    t0 = time.monotonic()
    out = check_output_dir(opts.out_dir, audit_inputs(config, opts), kind="audit")  # never over an input (full58 H3)
    suites = [SUITES[s] for s in dict.fromkeys(opts.suites)]
    mark_composite_unfinished(out, AuditReport.FILE)  # pass 18b M5: a killed audit leaves no audit.json
    units, paths, writes = prepare_inputs(config, opts, [s.name for s in suites], out)
    metas = {s.name: pl.concat([units[u] for u in suite_units(s.name)], how="diagonal_relaxed") for s in suites}
    k_cal = opts.k if opts.k is not None else config.sampling.k
    plan = [(UNCALIBRATED, 1, out / UNCALIBRATED)]
    if opts.calibrate:
        plan.append((CALIBRATED, k_cal, out / f"{CALIBRATED}-k{k_cal}"))
    inputs = list(paths.values())
    modes = {
        mode: _judge_panel_mode(config, opts, mode, k, folder, inputs, suites, metas, overwrite, quiet)
        for mode, k, folder in plan
    }
    pjs = config.panel.judges
    doc = header(config, opts, suites, PANEL, True, k_cal, list(modes))
    doc.judge.backend = PANEL
    doc.judge.model = ", ".join(f"{pj.name} ({pj.judge.backend}: {pj.judge.model})" for pj in pjs)
    doc.judge.template = ", ".join(f"{pj.name}: {load_template(pj.judge.template).id}" for pj in pjs)
    doc.runs = {mode: m.panel.run for mode, m in modes.items()}
    doc.suites = {
        s.name: suite_record(
            config,
            opts,
            s,
            metas[s.name],
            {m: pm.panel for m, pm in modes.items()},
            writes.get(WRITER_SOURCE.get(s.name, s.name)),
        )
        for s in suites
    }
    doc.panel = []
    for pj in pjs:
        own = dataclasses.replace(config, judge=pj.judge, sampling=pj.sampling, panel=PanelConfig())
        jmodes = {m: pm.judges[pj.name] for m, pm in modes.items()}
        doc.panel.append(
            AuditPanelJudge(
                name=pj.name,
                judge=header(own, opts, suites, load_template(pj.judge.template).id, True, k_cal, list(modes)).judge,
                runs={m: jm.run for m, jm in jmodes.items()},
                suites={s.name: suite_record(own, opts, s, metas[s.name], jmodes, None).rows for s in suites},
            )
        )
    doc.comparison = comparison(doc)
    doc.wall_s = time.monotonic() - t0
    out.mkdir(parents=True, exist_ok=True)
    doc.write(out)
    write_audit_report(out)
    return doc
