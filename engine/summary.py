"""From judgments to per-pair results and the run summary (calls the kernels; no model, no I/O)."""

from __future__ import annotations

from typing import Any

import numpy as np
import polars as pl

from judge_engine.kernels.agreement import (accuracy, cohen_kappa, first_sample_conflicts,
                                            position_preference)
from judge_engine.kernels.calibration import calibrate
from judge_engine.kernels.review import select_for_review

PAIR_RESULT_COLUMNS = ("cs_a", "cs_b", "verdict", "p_win", "p_tie", "p_lose", "bpde", "conflict",
                       "n_valid", "needs_review")


def pair_results(judgments: pl.DataFrame, meta: pl.DataFrame, review_beta: float) -> pl.DataFrame:
    """One row per input row: kernels' results for judged pairs, nulls and a ``flag`` for flagged ones.

    Args:
        judgments: the judgments table (store.JUDGMENT_SCHEMA).
        meta: one row per input row: ``pair_id``, optional columns, ``source_file``,
            ``source_row``, ``flag`` (null for valid rows).
        review_beta: share of pairs with a verdict marked ``needs_review`` (top BPDE).

    Returns:
        ``pair_id``, ``cs_a``, ``cs_b`` (f64), ``verdict`` (a|b|tie|null), ``p_win``, ``p_tie``,
        ``p_lose``, ``bpde`` (f64), ``conflict`` (bool, null unless both orders parsed),
        ``n_samples``, ``n_valid`` (u32), ``needs_review`` (bool), then the carried input columns,
        ``source_file``, ``source_row`` and ``flag``.
    """
    valid = meta.filter(pl.col("flag").is_null())
    valid_ids = valid.select("pair_id")
    j = judgments.join(valid_ids, on="pair_id", how="semi")
    cal = calibrate(j)
    conf = first_sample_conflicts(j).select("pair_id", "conflict")
    res = valid_ids.join(cal, on="pair_id", how="left").join(conf, on="pair_id", how="left")
    res = res.with_columns(pl.col("n_samples").fill_null(0), pl.col("n_valid").fill_null(0))
    res = select_for_review(res, review_beta)
    res = res.join(valid, on="pair_id", how="left")
    flagged = meta.filter(pl.col("flag").is_not_null())
    out = pl.concat([res, flagged], how="diagonal_relaxed")
    first = ["pair_id", "cs_a", "cs_b", "verdict", "p_win", "p_tie", "p_lose", "bpde", "conflict",
             "n_samples", "n_valid", "needs_review"]
    rest = [c for c in out.columns if c not in first]
    return out.select(first + rest)


def _quantiles(x: pl.Series) -> dict[str, float | None]:
    v = x.drop_nulls().to_numpy()
    if v.size == 0:
        return {"p50": None, "p95": None, "p99": None}
    q = np.quantile(v, [0.5, 0.95, 0.99])
    return {"p50": float(q[0]), "p95": float(q[1]), "p99": float(q[2])}


def run_metrics(judgments: pl.DataFrame, pairs: pl.DataFrame) -> dict[str, Any]:
    """Quality metrics of a run: parse failures, conflict, position preference, accuracy, kappa.

    ``accuracy`` / ``kappa`` (3-class a/b/tie, Cohen 1960) compare the calibrated verdict with
    ``human_label`` over the pairs that have both; null when no pair has a label.
    """
    judged = pairs.filter(pl.col("flag").is_null())
    statuses = judgments.group_by("parse_status").len().sort("parse_status")
    status_counts = {s: int(n) for s, n in statuses.iter_rows()}
    n_judgments = judgments.height
    failures = n_judgments - status_counts.get("ok", 0)
    conflicts = judged["conflict"].drop_nulls()
    out: dict[str, Any] = {
        "judgments": n_judgments,
        "parse_failures": failures,
        "parse_failure_rate": failures / n_judgments if n_judgments else None,
        "parse_status": status_counts,
        "pairs_with_verdict": int(judged["verdict"].is_not_null().sum()),
        "conflict_rate": float(conflicts.mean()) if conflicts.len() else None,
        "conflict_n": int(conflicts.len()),
        "position_preference": position_preference(judgments),
        "verdicts": {k: int(judged.filter(pl.col("verdict") == k).height) for k in ("a", "b", "tie")},
        "needs_review": int(judged["needs_review"].sum()),
        "accuracy": None,
        "kappa": None,
        "labelled_pairs": 0,
    }
    if "human_label" in judged.columns:
        lab = judged.filter(pl.col("human_label").is_not_null() & pl.col("verdict").is_not_null())
        out["labelled_pairs"] = lab.height
        out["labelled_pairs_without_verdict"] = int(
            judged.filter(pl.col("human_label").is_not_null() & pl.col("verdict").is_null()).height
        )
        if lab.height:
            pred, gold = lab["verdict"].to_list(), lab["human_label"].to_list()
            out["accuracy"] = accuracy(pred, gold)
            out["kappa"] = cohen_kappa(pred, gold)
    return out


def usage_metrics(judgments: pl.DataFrame) -> dict[str, Any]:
    """Token counts, prefix-cache hit rate and request latency quantiles (seconds)."""
    def total(col: str) -> int:
        return int(judgments[col].fill_null(0).sum()) if judgments.height else 0

    prompt, cached = total("prompt_tokens"), total("cached_tokens")
    lat = judgments.filter(pl.col("sample") == 0)["latency_s"]
    return {
        "prompt_tokens": prompt,
        "completion_tokens": total("completion_tokens"),
        "cached_tokens": cached,
        "prefix_cache_hit_rate": cached / prompt if prompt else None,
        "latency_s": _quantiles(lat),
    }
