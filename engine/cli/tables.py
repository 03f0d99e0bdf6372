"""The terminal tables of ``run`` and ``audit`` (rich)."""

from __future__ import annotations

import sys
from typing import Any

from rich.console import Console
from rich.table import Table

from judge_engine.audit.report import audit_row_cells


def fmt(v: Any) -> str:
    """A table cell: ``-`` for None, floats to 4 decimals."""
    if v is None:
        return "-"
    if isinstance(v, float):
        return f"{v:.4f}"
    return str(v)


def print_summary(summary: dict[str, Any], out_dir: str) -> None:
    """The run summary as a terminal table (rich)."""
    t = Table(title=f"judge-engine run -> {out_dir}", show_header=True)
    t.add_column("metric")
    t.add_column("value", justify="right")
    pp = summary.get("position_preference") or {}
    rows = [
        ("pairs in / judged / flagged", f"{summary['pairs_in']} / {summary['pairs_judged']} / {summary['pairs_flagged']}"),
        ("flag reasons", ", ".join(f"{k}: {v}" for k, v in summary["flag_reasons"].items()) or "-"),
        ("unreadable shards (skipped)", ", ".join(f["file"] for f in summary.get("shards_failed", [])) or "-"),
        ("responses with injected verdicts (judged)", fmt(summary.get("injection_suspects"))),
        ("pairs with a verdict", fmt(summary["pairs_with_verdict"])),
        ("verdicts a / b / tie", " / ".join(str(summary["verdicts"][k]) for k in ("a", "b", "tie"))),
        ("judgments (samples)", fmt(summary["judgments"])),
        ("parse failures (rate)", f"{summary['parse_failures']} ({fmt(summary['parse_failure_rate'])})"),
        ("conflict rate (n)", f"{fmt(summary['conflict_rate'])} ({summary['conflict_n']})"),
        ("position preference first / second / tie",
         " / ".join(fmt(pp.get(k)) for k in ("first", "second", "tie"))),
        ("accuracy vs human (n)", f"{fmt(summary['accuracy'])} ({summary['labelled_pairs']})"),
        ("Cohen's kappa", fmt(summary["kappa"])),
        ("needs review", fmt(summary["needs_review"])),
        *([("adaptive: samples spent / uniform budget",
            f"{summary['adaptive']['samples_spent']} / {summary['adaptive']['samples_uniform_budget']} "
            f"({fmt(summary['adaptive']['budget_ratio'])})"),
           ("adaptive: pairs per round (escalated)",
            ", ".join(f"k={r['k']}: {r['pairs_judged']} ({r['pairs_escalated']})" for r in summary["adaptive"]["rounds"]))]
          if summary.get("adaptive") else []),
        ("prompt / completion / cached tokens",
         f"{summary['prompt_tokens']} / {summary['completion_tokens']} / {summary['cached_tokens']}"),
        ("engine prefix-cache hit rate", fmt(summary.get("engine_prefix_cache_hit_rate"))),
        ("prefill computed / trie lower bound (ratio)",
         f"{fmt(summary.get('prefill_tokens'))} / {fmt(summary.get('trie_prompt_tokens'))} "
         f"({fmt(summary.get('prefill_ratio'))})"),
        ("pairs/s, gen tokens/s", f"{fmt(summary['pairs_per_s'])}, {fmt(summary['gen_tokens_per_s'])}"),
        ("latency p50 / p95 / p99 (s)",
         " / ".join(fmt(summary[k]) for k in ("latency_p50_s", "latency_p95_s", "latency_p99_s"))),
        ("wall time (s)", fmt(summary["wall_s"])),
    ]
    for k, v in rows:
        t.add_row(k, v)
    Console(file=sys.stdout).print(t)
    ray = summary.get("ray")
    if ray:
        w = Table(title=f"Ray workers: {ray['slices']} slices of <= {ray['slice_rows']} rows, "
                        f"{ray['retries']} reassigned after a worker died", show_header=True)
        for col in ("worker", "node", "pids", "slices", "pairs", "busy s", "start s", "pairs/s", "deaths"):
            w.add_column(col, justify="left" if col in ("worker", "node", "pids") else "right")
        for r in ray["workers"]:
            w.add_row(r["worker"], str(r["node"]), ",".join(map(str, r["pids"])), str(r["slices"]), str(r["pairs"]),
                      fmt(r["busy_s"]), fmt(r["engine_start_s"]), fmt(r["pairs_per_s"]), str(r["deaths"]))
        Console(file=sys.stdout).print(w)


def print_audit(audit: dict[str, Any], out_dir: str) -> None:
    """The audit as terminal tables (rich): one per suite, rate [interval] (n) and the random judge."""
    console = Console(file=sys.stdout, width=200)
    modes = audit["modes"]
    for name, s in audit["suites"].items():
        t = Table(title=f"{name} -> {out_dir}/audit.json", show_header=True)
        for col in ["subset", "metric", "better"] + [c for m in modes for c in (m, f"random ({m})")] + (
                ["delta"] if "calibrated" in modes else []):
            t.add_column(col)
        for row in s["rows"]:
            t.add_row(*audit_row_cells(row, modes, fmt))
        console.print(t)
