"""The terminal tables of ``run`` and ``audit`` (rich)."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Any

from rich.console import Console
from rich.table import Table

from judge_engine.audit.report import audit_row_cells
from judge_engine.schemas.audit import CALIBRATED, AuditReport
from judge_engine.schemas.summary import RunSummary

if TYPE_CHECKING:
    from judge_engine.schemas.api import ApiSection
    from judge_engine.schemas.panel import PanelSummary
    from judge_engine.schemas.reward import RewardSection


def fmt(v: Any) -> str:
    """A table cell: ``-`` for None, floats to 4 decimals."""
    if v is None:
        return "-"
    if isinstance(v, float):
        return f"{v:.4f}"
    return str(v)


def _api_rows(api: ApiSection) -> list[tuple[str, str]]:
    """Terminal rows of the summary's ``api`` section (the openai backend, batch imports; issue 18)."""
    rows = [
        ("API tokens prompt / completion (cost)", f"{api.prompt_tokens} / {api.completion_tokens} ({fmt(api.cost)})")
    ]
    inv = api.invocation
    if inv is not None:
        retries = ", ".join(f"{k}: {v}" for k, v in inv.retries.items()) or "0"
        failed = ", ".join(f"{k}: {v}" for k, v in {**inv.failed_requests, **inv.rejected_requests}.items()) or "0"
        rows += [
            ("API requests sent / retries", f"{inv.http_requests} / {retries}"),
            ("API requests failed (kinds)", failed),
            ("API samples per request", inv.n_mode or "-"),
        ]
    return rows


def _reward_rows(r: RewardSection) -> list[tuple[str, str]]:
    """Terminal rows of the summary's ``reward`` section (issue 17)."""
    return [
        (
            "reward model: forward passes / scores asked (saved)",
            f"{fmt(r.forward_passes)} / {fmt(r.lookups)} ({fmt(r.forward_passes_saved)})",
        ),
        ("reward model: tie margin (pairs tied by it)", f"{fmt(r.tie_margin)} ({r.pairs_tied_by_margin})"),
    ]


def _reuse_cell(s: RunSummary) -> str:
    """Each reuse folder with the samples copied from it, or why it was skipped (issue 16)."""
    assert s.reuse is not None
    cells = [
        f"{r.dir}: {r.samples}" if r.skipped is None else f"{r.dir}: skipped ({r.skipped})" for r in s.reuse.sources
    ]
    return "; ".join(cells) or "no folder matched"


def _summary_rows(s: RunSummary) -> list[tuple[str, str]]:
    """The rows of the run table (a run's summary: ``inputs`` and ``judging`` present)."""
    j = s.judging
    assert j is not None and s.inputs is not None  # a run's summary
    rows = _single_rows(s) if s.pointwise is not None else _pair_rows(s)
    rows.append(
        (
            "samples judged now / resumed / reused",
            f"{j.samples_written} / {j.samples_resumed} / {s.reuse.samples if s.reuse is not None else 0}",
        )
    )
    if s.reuse is not None:
        rows.append(("reused from", _reuse_cell(s)))
    if j.samples_failed:
        rows.append(("samples of failed requests (a rerun retries them)", fmt(j.samples_failed)))
    ad = s.adaptive
    if ad is not None:
        rows += [
            (
                "adaptive: samples spent / uniform budget",
                f"{ad.samples_spent} / {ad.samples_uniform_budget} ({fmt(ad.budget_ratio)})",
            ),
            (
                "adaptive: pairs per round (escalated)",
                ", ".join(f"k={r.k}: {r.pairs_judged} ({r.pairs_escalated})" for r in ad.rounds),
            ),
        ]
    rows += [
        ("prompt / completion / cached tokens", f"{j.prompt_tokens} / {j.completion_tokens} / {j.cached_tokens}"),
        ("engine prefix-cache hit rate", fmt(j.engine_prefix_cache_hit_rate)),
        (
            "prefill computed / trie lower bound (ratio)",
            f"{fmt(j.prefill_tokens)} / {fmt(j.trie_prompt_tokens)} ({fmt(j.prefill_ratio)})",
        ),
        ("pairs/s, gen tokens/s", f"{fmt(j.pairs_per_s)}, {fmt(j.gen_tokens_per_s)}"),
        (
            "latency p50 / p95 / p99 (s)",
            " / ".join(fmt(x) for x in (j.latency_p50_s, j.latency_p95_s, j.latency_p99_s)),
        ),
        *(_api_rows(s.api) if s.api is not None else []),
        *(_reward_rows(s.reward) if s.reward is not None else []),
        ("wall time (s)", fmt(j.wall_s)),
    ]
    return rows


def _pair_rows(s: RunSummary) -> list[tuple[str, str]]:
    """The quality rows of a pairwise run."""
    m, a = s.metrics, s.metrics.agreement
    assert s.inputs is not None
    pp, v = m.position_preference, m.verdicts
    flagged = s.inputs.injection_suspects_flagged  # any flag (fresh pass full64 L4); older summaries: the reason's
    if flagged is None:
        flagged = min(s.flag_reasons.get("injection_suspect", 0), s.inputs.injection_suspects)
    return [
        ("pairs in / judged / flagged", f"{s.pairs_in} / {s.pairs_judged} / {s.pairs_flagged}"),
        ("pairs without an answered sample (missing)", fmt(s.pairs_missing or 0)),
        ("flag reasons", ", ".join(f"{k}: {n}" for k, n in s.flag_reasons.items()) or "-"),
        ("unreadable shards (skipped)", ", ".join(f.file for f in s.inputs.shards_failed) or "-"),
        (  # fresh pass full60 L1: with on_injection = "flag" the suspects are flagged, not judged
            "injection suspects (judged / flagged)",
            f"{fmt(s.inputs.injection_suspects - flagged)} / {fmt(flagged)}",
        ),
        (
            "pairs with a verdict (one order only)",  # fresh pass full58 M2: no position calibration
            f"{fmt(m.pairs_with_verdict)} ({fmt(m.pairs_one_order)})",
        ),
        ("verdicts a / b / tie", f"{v.a} / {v.b} / {v.tie}"),
        ("judgments (samples)", fmt(m.judgments)),
        ("parse failures (rate)", f"{m.parse_failures} ({fmt(m.parse_failure_rate)})"),
        ("conflict rate (n)", f"{fmt(a.conflict_rate)} ({a.conflict_n})"),
        ("position preference first / second / tie", " / ".join(fmt(x) for x in (pp.first, pp.second, pp.tie))),
        ("accuracy vs human (n)", f"{fmt(a.accuracy)} ({a.labelled_pairs})"),
        ("Cohen's kappa", fmt(a.kappa)),
        ("needs review", fmt(m.needs_review)),
    ]


def _single_rows(s: RunSummary) -> list[tuple[str, str]]:
    """The quality rows of a single-answer run (items, scores, spread, entropy; no position figures)."""
    m, pw = s.metrics, s.pointwise
    assert pw is not None and s.inputs is not None
    rows = [
        ("items in / judged / flagged", f"{s.pairs_in} / {s.pairs_judged} / {s.pairs_flagged}"),
        ("items without an answered sample (missing)", fmt(s.pairs_missing or 0)),
        ("flag reasons", ", ".join(f"{k}: {n}" for k, n in s.flag_reasons.items()) or "-"),
        ("unreadable shards (skipped)", ", ".join(f.file for f in s.inputs.shards_failed) or "-"),
        ("items with a score / without", f"{pw.items_scored} / {pw.items_unscored}"),
        ("judgments (samples)", fmt(m.judgments)),
        ("parse failures (rate)", f"{m.parse_failures} ({fmt(m.parse_failure_rate)})"),
        (
            f"mean score ({pw.scale.min:g}-{pw.scale.max:g}) / spread / entropy",
            " / ".join(fmt(x) for x in (pw.mean_score, pw.mean_std, pw.mean_entropy)),
        ),
        ("needs review (entropy)", fmt(pw.needs_review)),
    ]
    for r in pw.models:
        if r.turn is None and r.category is None:
            rows.append((f"model {r.model}", f"{fmt(r.score)} [{fmt(r.ci_low)}, {fmt(r.ci_high)}] ({r.n_items} items)"))
    return rows


def print_summary(summary: RunSummary, out_dir: str) -> None:
    """The run summary as a terminal table (rich), and the Ray workers' table of a ``--ray`` run."""
    t = Table(title=f"judge-engine run -> {out_dir}", show_header=True)
    t.add_column("metric")
    t.add_column("value", justify="right")
    for k, v in _summary_rows(summary):
        t.add_row(k, v)
    Console(file=sys.stdout).print(t)
    ray = summary.ray
    if ray is not None:
        w = Table(
            title=f"Ray workers: {ray.slices} slices of <= {ray.slice_rows} rows, "
            f"{ray.retries} reassigned after a worker died",
            show_header=True,
        )
        for col in ("worker", "node", "pids", "slices", "pairs", "busy s", "start s", "pairs/s", "deaths"):
            w.add_column(col, justify="left" if col in ("worker", "node", "pids") else "right")
        for r in ray.workers:
            w.add_row(
                r.worker,
                str(r.node),
                ",".join(map(str, r.pids)),
                str(r.slices),
                str(r.pairs),
                fmt(r.busy_s),
                fmt(r.engine_start_s),
                fmt(r.pairs_per_s),
                str(r.deaths),
            )
        Console(file=sys.stdout).print(w)


def print_audit(audit: AuditReport, out_dir: str) -> None:
    """The audit as terminal tables (rich): one per suite, rate [interval] (n) and the random judge."""
    console = Console(file=sys.stdout, width=200)
    modes = audit.modes
    for name, s in audit.suites.items():
        t = Table(title=f"{name} -> {out_dir}/audit.json", show_header=True)
        for col in (
            ["subset", "metric", "better"]
            + [c for m in modes for c in (m, f"random ({m})")]
            + (["delta"] if CALIBRATED in modes else [])
        ):
            t.add_column(col)
        for row in s.rows:
            t.add_row(*audit_row_cells(row, modes, fmt))
        console.print(t)
    if audit.comparison:
        console.print(_comparison_table(audit))


def _comparison_table(audit: AuditReport) -> Table:
    """A panel audit's one table: each judge's rate (n), the panel's, the random judges (issue 17)."""
    rows = audit.comparison or []
    keys = list(rows[0].rates) if rows else []
    t = Table(title="judges, panel and random judges (rate (n))", show_header=True)
    for col in ["suite", "subset", "metric", "better", "mode", *keys, "random", "random matched"]:
        t.add_column(col)
    for r in rows:
        cells = [f"{fmt(r.rates.get(k))} ({r.n.get(k, 0)})" for k in keys]
        t.add_row(r.suite, r.subset, r.metric, r.direction, r.mode, *cells, fmt(r.random), fmt(r.random_matched))
    return t


def print_panel(p: PanelSummary, out_dir: str) -> None:
    """``panel.json`` as terminal tables: one column per judge and the panel, then the agreement (issue 17)."""
    t = Table(title=f"judge-engine panel -> {out_dir}", show_header=True)
    t.add_column("metric")
    for j in p.judges:
        t.add_column(f"{j.name} ({j.backend})", justify="right")
    t.add_column("panel", justify="right")
    pf = p.panel
    rows: list[tuple[str, list[str], str]] = [
        ("pairs with a verdict", [fmt(j.pairs_with_verdict) for j in p.judges], fmt(pf.pairs_with_verdict)),
        (
            "verdicts a / b / tie",
            [f"{j.verdicts.a} / {j.verdicts.b} / {j.verdicts.tie}" for j in p.judges],
            f"{pf.verdicts.a} / {pf.verdicts.b} / {pf.verdicts.tie}",
        ),
        (
            "accuracy vs human (n)",
            [f"{fmt(j.accuracy)} ({fmt(j.labelled_pairs)})" for j in p.judges],
            f"{fmt(pf.accuracy)} ({fmt(pf.labelled_pairs)})",
        ),
        ("Cohen's kappa vs human", [fmt(j.kappa) for j in p.judges], fmt(pf.kappa)),
        (
            "conflict rate",
            [fmt(j.conflict_rate) + (" (position-free)" if j.position_free else "") for j in p.judges],
            "-",
        ),
        (
            "position preference first / second",
            [f"{fmt(j.position_preference.first)} / {fmt(j.position_preference.second)}" for j in p.judges],
            "-",
        ),
        ("parse failure rate", [fmt(j.parse_failure_rate) for j in p.judges], "-"),
        ("unanimous pairs / mean vote share", ["-" for _ in p.judges], f"{pf.unanimous} / {fmt(pf.mean_agreement)}"),
    ]
    for name, cells, panel in rows:
        t.add_row(name, *cells, panel)
    Console(file=sys.stdout).print(t)
    a = p.agreement
    pairs = ", ".join(f"{k.judge_1}~{k.judge_2}: {fmt(k.kappa)} (n={k.n})" for k in a.pairwise)
    Console(file=sys.stdout).print(
        f"agreement between judges: Cohen's kappa {pairs}; Fleiss' kappa {fmt(a.fleiss_kappa)} "
        f"({a.fleiss_units} pairs); Krippendorff's alpha {fmt(a.krippendorff_alpha)} ({a.alpha_units} pairs)"
    )
