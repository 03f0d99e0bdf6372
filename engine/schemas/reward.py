"""The summary's ``reward`` section (issue 17): what a reward-model run (``judge.backend = "reward"``) did."""

from __future__ import annotations

from dataclasses import dataclass

from judge_engine.schemas.records import Record


@dataclass
class RewardSection(Record):
    """A reward-model run's figures.

    Attributes:
        forward_passes: reward-model forward passes in this invocation (one per distinct (question,
            response) scored; None when no engine started: everything was resumed).
        lookups: response scores the requests asked for in this invocation (two per request; None as above).
        forward_passes_saved: lookups - forward_passes: scores served from the per-invocation cache
            (a response in several pairs, and the swapped order of every pair).
        tie_margin: ``judge.reward.tie_margin`` (reward units) the verdicts were decided with.
        pairs_tied_by_margin: pairs whose scores differ but by at most the margin (verdict tie).
        review: how the review queue is chosen: ``"smallest |cs_a - cs_b|"`` (BPDE is 0 by construction).
        position_free: always True: a response's score does not depend on its slot, so the conflict rate is 0
            by construction (measured over both orders, not assumed).
    """

    forward_passes: int | None = None
    lookups: int | None = None
    forward_passes_saved: int | None = None
    tie_margin: float = 0.0
    pairs_tied_by_margin: int = 0
    review: str = "smallest |cs_a - cs_b|"
    position_free: bool = True
