"""The final stage's part for reward-model runs (issue 17): verdicts with the tie margin, the review queue by
margin and the summary's ``reward`` section. Every function leaves other backends' runs as they are."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import polars as pl

from judge_engine.config import RunConfig
from judge_engine.kernels.reward import MARGIN_COLUMN, margin_verdicts, select_by_margin
from judge_engine.kernels.segments import EPS
from judge_engine.schemas.reward import RewardSection


def is_reward_run(config: RunConfig) -> bool:
    """True when the run's judge is a reward model (``judge.backend = "reward"``)."""
    return config.judge.backend == "reward"


def reward_pairs(config: RunConfig, pairs: pl.DataFrame) -> pl.DataFrame:
    """A reward run's pair results: ``verdict`` from cs_a - cs_b with ``judge.reward.tie_margin``, the column
    ``reward_margin`` and ``needs_review`` by smallest margin (:mod:`judge_engine.kernels.reward`); other runs'
    pairs unchanged."""
    if not is_reward_run(config):
        return pairs
    out = margin_verdicts(pairs, config.judge.reward.tie_margin)
    return select_by_margin(out, config.calibration.review_beta)


def reward_section(config: RunConfig, accounting: Mapping[str, Any], pairs: pl.DataFrame) -> RewardSection | None:
    """The summary's ``reward`` section of a reward run (None for other runs).

    Args:
        accounting: the backend's end-of-run figures (``{"reward": {"forward_passes", "lookups"}}``, summed
            over Ray workers); empty when no engine started.
        pairs: the run's pair results after :func:`reward_pairs`.
    """
    if not is_reward_run(config):
        return None
    acc = accounting.get("reward") or {}
    passes, lookups = acc.get("forward_passes"), acc.get("lookups")
    margin = config.judge.reward.tie_margin
    gap = pl.col(MARGIN_COLUMN).abs() if MARGIN_COLUMN in pairs.columns else pl.lit(None, pl.Float64)
    tied = pairs.filter((gap > EPS) & (gap <= margin)).height if margin > 0 else 0
    return RewardSection(
        forward_passes=passes,
        lookups=lookups,
        forward_passes_saved=lookups - passes if passes is not None and lookups is not None else None,
        tie_margin=margin,
        pairs_tied_by_margin=tied,
    )
