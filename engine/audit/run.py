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

import time
from collections.abc import Callable

import polars as pl

from judge_engine.audit.compound import HARD_CASES, WRITER_SOURCE
from judge_engine.audit.modes import header, judge_mode, mode_config, prepare_inputs, suite_record
from judge_engine.audit.options import AuditOptions, audit_inputs
from judge_engine.audit.report import write_audit_report
from judge_engine.audit.rewriter import WRITER_PERTURBATIONS
from judge_engine.audit.suites import SUITES, suite_units
from judge_engine.backends import can_write
from judge_engine.config import RunConfig
from judge_engine.pipeline.outputs import mark_composite_unfinished
from judge_engine.pipeline.paths import check_output_dir
from judge_engine.pipeline.templates import load_template
from judge_engine.schemas.audit import CALIBRATED, UNCALIBRATED, AuditReport

__all__ = ["AuditOptions", "mode_config", "run_audit", "runnable_suites"]


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


def run_audit(config: RunConfig, opts: AuditOptions, overwrite: bool = False, quiet: bool | None = None) -> AuditReport:
    """Run the audit and write ``audit.json`` and ``report.html`` into ``opts.out_dir``.

    A config with a panel (``[[panel.judges]]``) is audited as a panel:
    :func:`judge_engine.audit.panel.run_panel_audit`.

    Returns:
        The audit (what ``audit.json`` holds).

    Raises:
        judge_engine.errors.JudgeEngineError: bad options, config, data or output folder.
    """
    if config.panel.judges:  # issue 17: a panel as the judge under test
        from judge_engine.audit.panel import run_panel_audit

        return run_panel_audit(config, opts, overwrite=overwrite, quiet=quiet)
    t0 = time.monotonic()
    out = check_output_dir(opts.out_dir, audit_inputs(config, opts), kind="audit")  # never over an input (full58 H3)
    suites = [SUITES[s] for s in dict.fromkeys(opts.suites)]
    mark_composite_unfinished(out, AuditReport.FILE)  # pass 18b M5: a killed audit leaves no audit.json
    units, paths, writes = prepare_inputs(config, opts, [s.name for s in suites], out)
    metas = {s.name: pl.concat([units[u] for u in suite_units(s.name)], how="diagonal_relaxed") for s in suites}
    template = load_template(config.judge.template)
    ties = template.output_format != "output_ab"
    k_cal = opts.k if opts.k is not None else config.sampling.k
    plan = [(UNCALIBRATED, 1, out / UNCALIBRATED)]
    if opts.calibrate:
        plan.append((CALIBRATED, k_cal, out / f"{CALIBRATED}-k{k_cal}"))
    modes = {
        mode: judge_mode(config, opts, mode, k, folder, list(paths.values()), suites, metas, ties, overwrite, quiet)
        for mode, k, folder in plan
    }
    doc = header(config, opts, suites, template.id, ties, k_cal, list(modes))
    doc.runs = {mode: m.run for mode, m in modes.items()}
    doc.suites = {
        s.name: suite_record(config, opts, s, metas[s.name], modes, writes.get(WRITER_SOURCE.get(s.name, s.name)))
        for s in suites
    }
    doc.wall_s = time.monotonic() - t0
    out.mkdir(parents=True, exist_ok=True)
    doc.write(out)
    write_audit_report(out)
    return doc
