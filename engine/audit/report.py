"""The audit's report: its HTML section (one table per suite) and ``report.html`` of an audit folder."""

from __future__ import annotations

import html
from collections.abc import Callable
from pathlib import Path
from typing import Any

from judge_engine.errors import InputError
from judge_engine.pages import STYLE, fmt, write_page
from judge_engine.schemas.audit import CALIBRATED, AuditReport, AuditRow, AuditStat, AuditSuite
from judge_engine.schemas.records import ABSENT


def _stat_cell(s: AuditStat | None) -> str:
    """``value [low, high] n=N`` of one audit rate (``-`` when undefined)."""
    if s is None or s.value is None:
        return f"- (n={s.n})" if s is not None else "-"
    ci = f" [{s.low:.3f}, {s.high:.3f}]" if s.low is not None and s.high is not None else ""
    return f"{s.value:.3f}{ci} (n={s.n})"


def _random_cell(s: AuditStat | None) -> str:
    """``uniform [range]; matched [range]``: the random judges' rates beside one audit rate."""
    parts = []
    for r, label in ((s.random, ""), (s.random_matched, "matched ")) if s is not None else ():
        if r is not None and r.value is not None and r.low is not None and r.high is not None:
            parts.append(f"{label}{r.value:.3f} [{r.low:.3f}, {r.high:.3f}]")
    return "; ".join(parts) or "-"


def audit_row_cells(row: AuditRow, modes: list[str], fmt: Callable[[Any], str] = fmt) -> list[str]:
    """The cells of one audit row (``audit.json`` ``suites.<suite>.rows``), for the report's and
    the terminal's tables: subset, metric, direction, then per mode the rate [interval] (n) and the
    random judges, then (with a calibrated mode) the delta, written by ``fmt``."""
    cells = [row.subset, row.metric, row.direction]
    for mode in modes:
        stat = row.stat(mode)
        cells += [_stat_cell(stat), _random_cell(stat)]
    if CALIBRATED in modes:
        cells.append(fmt(None if row.delta is ABSENT else row.delta))
    return cells


def _writer_note(suite: AuditSuite) -> str:
    """One sentence on a writer suite's rewrites (how many were usable, the rest by status)."""
    w = suite.writer
    if w is None:
        return ""
    st = w.statuses
    other = ", ".join(f"{k}: {v}" for k, v in st.items() if k != "ok") or "none"
    return html.escape(
        f" Rewritten by {w.model} (greedy, at most {w.max_tokens} tokens): {st.get('ok', 0)} of "
        f"{w.requested} rewrites usable; not judged: {other} (log {w.log})."
    )


def _intro(audit: AuditReport) -> list[str]:
    """The judge, the intervals, the random judges, and one line per mode's run."""
    modes, j, ci, rj = audit.modes, audit.judge, audit.ci, audit.random_judge
    parts = [
        "<h2>Bias audit</h2>",
        f"<p>Judge: <b>{html.escape(str(j.model))}</b> ({html.escape(str(j.backend))}), template "
        f"<b>{html.escape(str(j.template))}</b>, temperature {j.temperature}, max_tokens {j.max_tokens}. "
        f"Intervals: {ci.level:.0%} {html.escape(ci.method)}, {ci.bootstrap_resamples} resamples. "
        + (
            f"Random judges: {rj.judges} simulated judges per baseline (mean and central range over judges): "
            f"picking {' / '.join(rj.outcomes)} uniformly per sample, and <i>matched</i>: content-blind with "
            "the judge's own slot shares (first / second / tie of its parsed samples in that mode).</p>"
            if rj.judges
            else "Random judge: off.</p>"
        ),
        "<p>Uncalibrated: each order judged once (k = 1), rates pool both orders. "
        + (
            "Calibrated: both orders x k = "
            f"{audit.runs[CALIBRATED].k} samples, calibrated verdict (MEC + BPC, Wang et al. 2024); "
            "order verdicts are k-sample means. delta = calibrated - uncalibrated."
            if CALIBRATED in modes
            else ""
        )
        + "</p>",
    ]
    for mode in modes:
        r = audit.runs[mode]
        shares = r.slot_shares.to_dict() if r.slot_shares is not None else None
        parts.append(
            f"<p>{html.escape(mode)} run ({html.escape(r.dir)}): {r.pairs_in} pairs, "
            f"{r.pairs_judged} judged, {r.pairs_flagged} flagged, {r.judgments} samples, "
            f"parse-failure rate {fmt(r.parse_failure_rate)}, slot shares "
            f"{html.escape(fmt(shares))}.</p>"
        )
    return parts


def audit_section(audit: AuditReport) -> str:
    """The HTML of an audit (``audit.json``): the judge, then a table per suite with each rate, its
    bootstrap interval and n, the random judge's rate beside it, and with ``--calibrate`` the
    calibrated rate and the difference."""
    modes = audit.modes
    parts = _intro(audit)
    for name, s in audit.suites.items():
        head = ["subset", "metric", "better"]
        for mode in modes:
            head += [
                f"{mode} (95% CI, n)" if audit.ci.level == 0.95 else f"{mode} (CI, n)",
                f"random judge ({mode}): uniform; matched",
            ]
        if CALIBRATED in modes:
            head.append("delta")
        rows = []
        for row in s.rows:
            cells = audit_row_cells(row, modes)
            rows.append("<tr>" + "".join(f"<td>{html.escape(str(c))}</td>" for c in cells) + "</tr>")
        parts.append(
            f"<h3>{html.escape(name)}</h3><p>{html.escape(s.description)}. Source: "
            f"{html.escape(s.source)}. Pairs: {s.pairs} "
            f"({html.escape(', '.join(f'{k}: {v}' for k, v in s.by_variant.items()))}).{_writer_note(s)}</p>"
            "<table><tr>" + "".join(f"<th>{html.escape(h)}</th>" for h in head) + "</tr>" + "".join(rows) + "</table>"
        )
    if audit.comparison:
        parts.append(_comparison_section(audit))
    return "\n".join(parts)


def _comparison_section(audit: AuditReport) -> str:
    """A panel audit's one table (issue 17): every judge's rate (n), the panel's, and the random judges on the
    panel's design, per suite, subset, metric and mode."""
    rows = audit.comparison or []
    keys = list(rows[0].rates) if rows else []
    head = ["suite", "subset", "metric", "better", "mode", *keys, "random", "random matched"]
    body = []
    for r in rows:
        cells = [r.suite, r.subset, r.metric, r.direction, r.mode]
        cells += [f"{fmt(r.rates.get(k))} (n={r.n.get(k, 0)})" for k in keys] + [fmt(r.random), fmt(r.random_matched)]
        body.append("<tr>" + "".join(f"<td>{html.escape(str(c))}</td>" for c in cells) + "</tr>")
    judges = ", ".join(f"{j.name}: {j.judge.model} ({j.judge.backend})" for j in audit.panel or [])
    return (
        f"<h3>Judges and their panel</h3><p>{html.escape(judges)}; the panel's rows above are scored on its "
        "plurality verdicts. Random judges on the panel's design.</p><table><tr>"
        + "".join(f"<th>{html.escape(h)}</th>" for h in head)
        + "</tr>"
        + "".join(body)
        + "</table>"
    )


def write_audit_report(audit_dir: str | Path, dest: str | Path | None = None) -> Path:
    """Write ``report.html`` of an audit folder (its ``audit.json``); returns the path.

    Raises:
        InputError: the folder holds no ``audit.json``.
    """
    d = Path(audit_dir)
    if not (d / "audit.json").is_file():
        raise InputError(f"{d} holds no audit.json: run `judge-engine audit` into it first")
    audit = AuditReport.from_json(d / "audit.json")
    page = (
        f'<!doctype html>\n<html><head><meta charset="utf-8"><title>judge-engine audit: {html.escape(str(d))}'
        f"</title><style>{STYLE}</style></head>\n<body><h1>judge-engine report</h1>"
        f"<p>{html.escape(str(d.resolve()))}</p>\n{audit_section(audit)}\n</body></html>\n"
    )
    return write_page(Path(dest) if dest else d / "report.html", page)
