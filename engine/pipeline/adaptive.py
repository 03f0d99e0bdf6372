"""Adaptive calibration's rounds in the pipeline: the decision after each round, and its accounting.

The policy itself (which pair is uncertain) is the pure kernel :func:`judge_engine.kernels.adaptive.uncertain_pairs`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import polars as pl

from judge_engine.config import RunConfig
from judge_engine.pipeline.rows import split_too_long
from judge_engine.schemas.summary import AdaptiveSection, RoundRecord

if TYPE_CHECKING:
    from judge_engine.pipeline.scheduler import JudgeStats
    from judge_engine.pipeline.store import Store


def decide_round(store: Store, stats: JudgeStats, k: int, only: pl.Series | None, config: RunConfig) -> pl.DataFrame:
    """The adaptive decision after a round: :func:`judge_engine.kernels.adaptive.uncertain_pairs` over
    the stored samples ``0..k-1`` of this run's requests, for the pairs of the round (``only``, or all).

    Pairs whose prompt did not fit the context (``prompt_too_long``; flagged by the runner) are left
    out: more samples cannot help them.

    Returns:
        ``uncertain_pairs``'s table (``pair_id``, ``no_evidence``, ``disagree``, ``bpde``, ``gap``,
        ``escalate``), one row per decided pair.
    """
    from judge_engine.kernels.adaptive import uncertain_pairs

    keys = (
        pl.concat(stats.request_keys).to_frame()
        if stats.request_keys
        else pl.DataFrame(schema={"request_key": pl.String})
    )
    j = (
        store.read_judgments(
            columns=["request_key", "pair_id", "order", "sample", "score_a", "score_b", "parse_status"]
        )
        .join(keys, on="request_key", how="semi")
        .filter(pl.col("sample") < k)
    )
    if only is not None:
        j = j.filter(pl.col("pair_id").is_in(only.implode()))
    j, _ = split_too_long(j)
    cal = config.calibration
    return uncertain_pairs(
        j, on_disagree=cal.on_disagree, bpde_threshold=cal.bpde_threshold, gap_threshold=cal.gap_threshold
    )


def adaptive_accounting(
    config: RunConfig, rounds: list[RoundRecord], samples: int, pairs_judged: int
) -> AdaptiveSection:
    """The ``adaptive`` section of the summary: the policy, its rounds, and samples against the budget.

    Args:
        rounds: :attr:`judge_engine.pipeline.scheduler.JudgeStats.rounds`.
        samples: judgment rows of the run's judged pairs (every sample asked for, parsed or not).
        pairs_judged: pairs judged (not flagged).

    Returns:
        The policy (``k_min``, ``k_max``, ``k_step``, ``on_disagree``, ``bpde_threshold``,
        ``gap_threshold``), ``rounds``, ``samples_spent``, ``samples_uniform_budget`` (pairs judged x 2
        orders x k_max: what uniform calibration at k_max asks for), ``budget_ratio`` (spent / budget).
    """
    cal = config.calibration
    budget = pairs_judged * len(config.sampling.order_list) * config.k_max
    return AdaptiveSection(
        k_min=cal.k_min,
        k_max=config.k_max,
        k_step=cal.k_step,
        on_disagree=cal.on_disagree,
        bpde_threshold=cal.bpde_threshold,
        gap_threshold=cal.gap_threshold,
        rounds=rounds,
        samples_spent=samples,
        samples_uniform_budget=budget,
        budget_ratio=samples / budget if budget else None,
    )


def round_record(index: int, k: int, pairs_judged: int, uncertain: int, last: bool) -> RoundRecord:
    """The record of round ``index`` (0-based): the uncertain pairs are escalated unless it was the last."""
    escalated = 0 if last else uncertain
    return RoundRecord(
        round=index + 1,
        k=k,
        pairs_judged=pairs_judged,
        pairs_uncertain=uncertain,
        pairs_escalated=escalated,
        share_escalated=escalated / pairs_judged if pairs_judged else None,
    )


def merge_rounds(total: list[RoundRecord], part: list[RoundRecord]) -> None:
    """Add one slice's rounds (a Ray worker's :attr:`JudgeStats.rounds`) into the run's, round by round:
    pair counts add up, ``share_escalated`` is recomputed."""
    for r in part:
        i = r.round - 1
        while len(total) <= i:
            total.append(RoundRecord(round=len(total) + 1))
        t = total[i]
        t.k = r.k
        t.pairs_judged += r.pairs_judged
        t.pairs_uncertain += r.pairs_uncertain
        t.pairs_escalated += r.pairs_escalated
        t.share_escalated = t.pairs_escalated / t.pairs_judged if t.pairs_judged else None
