"""The final stage of a run, once over every judgment part (whoever wrote them): pair results, run
metrics, the gate, ``pairs.parquet`` and ``summary.json``."""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import polars as pl

from judge_engine.config import RunConfig
from judge_engine.pipeline.adaptive import adaptive_accounting
from judge_engine.pipeline.metrics import pair_results, run_metrics, usage_metrics
from judge_engine.pipeline.scheduler import JudgeStats
from judge_engine.pipeline.store import Store
from judge_engine.pipeline.labels import apply_review, with_judged_keys

_EMPTY_META = pl.DataFrame(schema={"pair_id": pl.String, "source_file": pl.String, "source_row": pl.UInt32,
                                   "flag": pl.String})


@dataclass
class RunResult:
    """Paths written, the summary dict, the pair results and this run's judgments
    (JUDGMENT_SCHEMA; judgments of pairs flagged ``prompt_too_long`` removed)."""

    out_dir: Path
    summary: dict[str, Any]
    pairs: pl.DataFrame
    judgments: pl.DataFrame | None = None


def prefill_accounting(acc: dict[str, Any]) -> dict[str, Any]:
    """Prefill work of this invocation against its lower bound.

    ``prefill_tokens``: prompt tokens the engine computed (queried minus prefix-cache hits, from the
    engine's own counters); ``trie_prompt_tokens``: distinct tokens of the trie of every prompt
    sent, what a cache that kept everything would compute; ``prefill_ratio``: their quotient
    (1.0 is the bound; ARCHITECTURE.md "The scheduler"). Null for backends without an engine.
    """
    computed, trie = acc.get("prefill_tokens"), acc.get("trie_prompt_tokens")
    return {
        "prefill_tokens": computed,
        "trie_prompt_tokens": trie,
        "prefill_ratio": computed / trie if computed is not None and trie else None,
        "engine_prefix_cache_hit_rate": (acc["engine_prompt_tokens_cached"] / acc["engine_prompt_tokens_queried"]
                                         if acc.get("engine_prompt_tokens_queried") else None),
    }


def check_gate(summary: dict[str, Any], gate: dict[str, float | None]) -> dict[str, Any]:
    """Nightly-job gate: compare the run's rates with the given maxima.

    Args:
        gate: ``{"max_parse_failure_rate": x, "max_flagged_rate": y}``; ``None`` values are unchecked.

    Returns:
        ``{"passed": bool, "failures": [str, ...], **gate}``; ``flagged_rate`` = pairs_flagged / pairs_in.
        With ``max_flagged_rate`` set, an unreadable shard (whose rows cannot be counted) fails the gate.
        A run that judged nothing (``pairs_judged = 0``: no readable input row, every row flagged,
        every shard unreadable) always fails it, whether or not a maximum is given: an empty
        night is a failure, not a pass.
    """
    failures = [f"unreadable shard {f['file']}" for f in summary.get("shards_failed", [])
                if gate.get("max_flagged_rate") is not None]
    if summary["pairs_judged"] == 0:
        failures.insert(0, f"nothing judged: 0 of {summary['pairs_in']} input rows judged "
                           f"({summary['pairs_flagged']} flagged, {len(summary.get('shards_failed', []))} "
                           "unreadable shard(s))")
    pfr = summary.get("parse_failure_rate") or 0.0
    flagged_rate = summary["pairs_flagged"] / summary["pairs_in"] if summary["pairs_in"] else 0.0
    limit = gate.get("max_parse_failure_rate")
    if limit is not None and pfr > limit:
        failures.append(f"parse_failure_rate {pfr:.4f} > {limit}")
    limit = gate.get("max_flagged_rate")
    if limit is not None and flagged_rate > limit:
        failures.append(f"flagged_rate {flagged_rate:.4f} > {limit}")
    return {"passed": not failures, "failures": failures, "flagged_rate": flagged_rate,
            **{k: v for k, v in gate.items() if v is not None}}


def repair_section(repaired: dict[str, Any]) -> dict[str, Any]:
    """The summary's ``repair`` section from :attr:`Store.repaired`: ``parts_quarantined``,
    ``rows_quarantined`` (rows their footers declare), ``parts_rows_unknown`` (parts whose footer was
    unreadable too), ``quarantined`` (``file``, ``moved_to``, ``rows``, ``error`` per part) and
    ``manifest`` (``error``, ``moved_to``, ``summary_judging_hash``; null when it was readable)."""
    parts = repaired["parts"]
    return {"parts_quarantined": len(parts),
            "rows_quarantined": sum(p["rows"] for p in parts if p["rows"] is not None),
            "parts_rows_unknown": sum(p["rows"] is None for p in parts),
            "quarantined": parts, "manifest": repaired["manifest"]}


def finish_run(config: RunConfig, store: Store, stats: JudgeStats, manifest: dict[str, Any], t0: float,
               gate: dict[str, float | None] | None = None, extra: dict[str, Any] | None = None) -> RunResult:
    """The final stage, once over all judgment parts (whoever wrote them): pair results, run
    metrics, ``pairs.parquet`` and ``summary.json``.

    Args:
        stats: the judging stage's counts and per-row input metadata (one row per input row).
        manifest: holds ``failed_shards``, ``template``, ``judging_hash`` and, when a backend
            started, ``backend`` and ``accounting``.
        t0: ``time.monotonic()`` at the start of the run (for ``wall_s``).
        extra: keys added to the summary as they are (e.g. ``ray``).

    Raises:
        judge_engine.errors.StoreError: unreadable judgment parts.
    """
    meta = pl.concat(stats.meta, how="diagonal_relaxed") if stats.meta else _EMPTY_META
    # only this run's requests count: judgments of pairs no longer in the input, or of an earlier
    # version of a pair's content, stay in the folder but not in the results
    keys = pl.concat(stats.request_keys).to_frame() if stats.request_keys else pl.DataFrame(schema={"request_key": pl.String})
    judgments = store.read_judgments().join(keys, on="request_key", how="semi")
    # a pair with a prompt too long for the context in either order is flagged, not half-judged
    too_long = judgments.filter(pl.col("parse_status") == "prompt_too_long").select("pair_id").unique()
    if too_long.height:
        meta = meta.with_columns(
            pl.when(pl.col("flag").is_null() & pl.col("pair_id").is_in(too_long["pair_id"].implode()))
            .then(pl.lit("prompt_too_long")).otherwise(pl.col("flag")).alias("flag")
        )
        judgments = judgments.join(too_long, on="pair_id", how="anti")
    pairs = pair_results(judgments, meta, config.calibration.review_beta, orders=config.sampling.orders)
    pairs = with_judged_keys(pairs, judgments)  # review export shows only the texts that were judged
    store.write_table("pairs.parquet", pairs)
    flagged = pairs.filter(pl.col("flag").is_not_null())
    flag_reasons = {r: int(n) for r, n in flagged.group_by("flag").len().sort("flag").iter_rows()}
    wall = time.monotonic() - t0
    usage = usage_metrics(judgments)
    judged_now = stats.requests_sent / max(len(config.sampling.order_list), 1)
    summary: dict[str, Any] = {
        "pairs_in": stats.pairs_in,
        "pairs_judged": stats.pairs_in - flagged.height,
        "pairs_flagged": flagged.height,
        "flag_reasons": flag_reasons,
        "shards_failed": manifest["failed_shards"],
        "injection_suspects": int(pairs["injection_suspect"].fill_null(False).sum()) if "injection_suspect" in pairs.columns else 0,
        "inputs_truncated": int(judgments.filter(pl.col("input_truncated") & (pl.col("sample") == 0))
                                .select("pair_id", "order").unique().height),
        **run_metrics(judgments, pairs, config.calibration),
        **{k: v for k, v in usage.items() if k != "latency_s"},
        **prefill_accounting(manifest.get("accounting", {})),
        "latency_p50_s": usage["latency_s"]["p50"],
        "latency_p95_s": usage["latency_s"]["p95"],
        "latency_p99_s": usage["latency_s"]["p99"],
        "requests_total": stats.requests_total,
        "requests_sent": stats.requests_sent,
        "samples_written": stats.samples_written,
        "samples_resumed": stats.samples_resumed,
        "judging_wall_s": stats.wall_s,
        "engine_start_s": stats.start_s,
        "wall_s": wall,
        "pairs_per_s": judged_now / stats.wall_s if stats.wall_s > 0 and judged_now else None,
        "gen_tokens_per_s": (int(judgments["completion_tokens"].fill_null(0).sum()) / stats.wall_s
                             if stats.wall_s > 0 and stats.requests_sent else None),
        "k": config.k_max,
        "calibration_mode": config.calibration.mode,
        "orders": list(config.sampling.order_list),
        "review_beta": config.calibration.review_beta,
        "template": manifest["template"]["id"],
        "backend": manifest.get("backend", {}),
        "judging_hash": manifest["judging_hash"],
        **(extra or {}),
    }
    if config.adaptive:
        summary["adaptive"] = adaptive_accounting(config, stats.rounds, judgments.height,
                                                  int(pairs.filter(pl.col("flag").is_null()).height))
    assert summary["pairs_in"] == summary["pairs_judged"] + summary["pairs_flagged"], "row accounting"
    summary["gate"] = check_gate(summary, gate or {})
    store.write_json("summary.json", summary)
    review = apply_review(store.dir)  # labels people gave in an earlier review import stay applied
    if review is not None:
        summary["review"] = review
        pairs = pl.read_parquet(store.dir / "pairs.parquet")
    return RunResult(out_dir=store.dir, summary=summary, pairs=pairs, judgments=judgments)
