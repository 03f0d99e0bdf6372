"""``tournament.json``: the typed, versioned record of a budgeted ranking job (``judge-engine tournament``)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from judge_engine.schemas.records import Record, Versioned


@dataclass
class TournamentRound(Record):
    """One round of the job.

    Attributes:
        round: 0 = the connecting round (random Hamiltonian cycles), then the uncertainty rounds.
        pairs: comparisons (pairs, each judged in both orders x k samples by the run config) planned in it.
        with_verdict: of those, pairs that got a calibrated verdict (the others tell the design nothing).
        spent: comparisons planned so far (this round included): what ``--budget`` counts.
        samples: judgment rows stored in the run folder after the round.
        ranking: the models, best first, by the design's working fit after the round.
        max_adjacent_swap: the largest probability (Laplace approximation) that two neighbours of
            ``ranking`` are in the wrong order; the job stops below ``alpha``.
        tau_previous: Kendall tau-b between ``ranking`` and the previous round's (None for round 0).
        budget, round_size, alpha, seed: the design settings in force when the round was planned.
    """

    round: int = 0
    pairs: int = 0
    with_verdict: int = 0
    spent: int = 0
    samples: int = 0
    ranking: list[str] = field(default_factory=list)
    max_adjacent_swap: float = 1.0
    tau_previous: float | None = None
    budget: int = 0
    round_size: int = 0
    alpha: float = 0.0
    seed: int = 0


@dataclass
class Tournament(Versioned):
    """``OUT/run/tournament.json`` (rewritten after every round).

    Attributes:
        schema_version: 1.
        answers: the answers file the pairs are built from.
        models, questions: how many.
        round_robin_pairs: M (M - 1) / 2 x Q, the full round robin's comparisons.
        budget: the comparisons this invocation may spend in all (``--budget``).
        init_cycles, prior_sd: the design's connecting cycles and working prior (log-odds sd).
        rounds: :class:`TournamentRound` per round, in order.
        spent: comparisons planned (the sum of the rounds' ``pairs``); share_of_round_robin: spent / round_robin_pairs.
        stop_reason: ``budget`` (spent), ``settled`` (every adjacent pair's wrong-order probability < alpha),
            ``exhausted`` (every pair the design asks for was already judged on every question), or None
            while the job is not finished.
    """

    SCHEMA_VERSION: ClassVar[int] = 1
    FILE: ClassVar[str] = "tournament.json"
    NOUN: ClassVar[str] = "tournament record"
    REQUIRED: ClassVar[tuple[str, ...]] = ("rounds",)

    schema_version: int = 1
    answers: str = ""
    models: int = 0
    questions: int = 0
    round_robin_pairs: int = 0
    budget: int = 0
    init_cycles: int = 2
    prior_sd: float = 3.0
    rounds: list[TournamentRound] = field(default_factory=list)
    spent: int = 0
    share_of_round_robin: float = 0.0
    stop_reason: str | None = None
