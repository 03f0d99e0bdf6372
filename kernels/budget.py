"""Budgeted ranking design: spend pairwise comparisons where the ranking is still uncertain.

A full round robin over M models and Q questions costs M (M - 1) / 2 * Q judge calls; most of them
compare models whose order is already plain. This module chooses the comparisons in rounds:

1. **Connecting round**: ``init_cycles`` random Hamiltonian cycles over the models (each a seeded
   permutation, model k meets model k + 1 and the last meets the first), so every model plays
   2 * ``init_cycles`` games and the comparison graph is connected from the first round (a Bradley-Terry
   fit needs a connected graph, Ford 1957 / Zermelo 1929). It is the random first round of a Swiss
   system made connected; the union of two random Hamiltonian cycles is contiguous to a random
   4-regular graph (Wormald 1999, "Models of random regular graphs"), hence an expander with high
   probability, so strengths are identifiable from few games.
2. **Uncertainty rounds**: fit Bradley-Terry with a weak Gaussian prior (ridge 1 / (2 prior_sd^2);
   a Laplace approximation gives the covariance C of theta). For every pair (i, j):
   d = theta_i - theta_j, v = C_ii + C_jj - 2 C_ij, p = sigmoid(d), and the acquisition
   ``a_ij = Phi(-|d| / sqrt v) * (sqrt v - sqrt(v / (1 + p (1 - p) v)))``: the probability that the
   fitted order of i and j is wrong, times how much one more comparison of (i, j) would shrink the
   standard deviation of their difference (Sherman-Morrison on the Fisher information). The second
   factor is Chatbot Arena's active sampling weight, the expected shrinkage of a pair's interval
   from one more vote (Chiang et al. 2024, "Chatbot Arena: An open platform for evaluating LLMs by
   human preference", ICML, Sec. 5); the first restricts effort to pairs whose order is still in
   doubt, the principle of active ranking (Heckel et al. 2019, "Active ranking from pairwise
   comparisons and when parametric assumptions do not help", Ann. Statist.: stop comparing items
   whose position is settled). A round picks ``round_size`` comparisons greedily, updating C after
   each pick as if it had been played (a batch-greedy design), so one round spreads over pairs.
3. **Stop** when the budget is spent, or when every adjacent pair of the current ranking has a
   wrong-order probability below ``alpha`` (the ranking is statistically settled).

Questions: the n-th comparison of a pair uses question perm[(offset_pair + n) mod Q] (seeded), so a
pair's repeated comparisons spread over the questions; the model shown as A alternates.

Interface (pure; state in, state out): :func:`start`, :func:`next_round`, :func:`record`,
:func:`status`; :func:`simulate` plays a design against a Bradley-Terry oracle or a recorded table.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

import numpy as np
import polars as pl
from scipy.special import expit
from scipy.stats import kendalltau

from judge_engine.kernels.acquisition import adjacent_swap, greedy_picks
from judge_engine.kernels.bt import fit_bt, laplace_covariance

__all__ = [
    "BudgetState",
    "start",
    "next_round",
    "record",
    "status",
    "simulate",
    "SimResult",
    "bt_oracle",
    "table_oracle",
    "Comparison",
    "Oracle",
]

Comparison = tuple[str, str, str]


@dataclass(frozen=True, eq=False)
class BudgetState:
    """Where a budgeted design stands. Build with :func:`start`; advance with :func:`record`.

    Attributes:
        models, questions: names (tuples of str).
        budget: total comparisons allowed (int >= 1). round_size: comparisons per uncertainty round.
        seed: seeds every random choice (the design is a pure function of the state).
        init_cycles: Hamiltonian cycles in the connecting round. alpha: stop threshold on the
            adjacent pairs' wrong-order probability. prior_sd: the working fit's prior sd (log-odds).
        ia, ib, iq: int64 (N,) model and question indices of the comparisons recorded so far.
        y: float64 (N,) outcome for ``ia`` (1 win, 0.5 tie, 0 loss). rounds: rounds recorded.
    """

    models: tuple[str, ...]
    questions: tuple[str, ...]
    budget: int
    round_size: int
    seed: int
    init_cycles: int
    alpha: float
    prior_sd: float
    ia: np.ndarray
    ib: np.ndarray
    iq: np.ndarray
    y: np.ndarray
    rounds: int = 0


def start(
    models: Sequence[str],
    questions: Sequence[str],
    budget: int,
    round_size: int | None = None,
    seed: int = 0,
    init_cycles: int = 2,
    alpha: float = 0.05,
    prior_sd: float = 3.0,
) -> BudgetState:
    """A fresh design. ``round_size`` defaults to the number of models.

    Raises:
        ValueError: fewer than 2 distinct models, no question, duplicate names, or a parameter out of range.
    """
    models, questions = tuple(str(m) for m in models), tuple(str(q) for q in questions)
    if len(models) < 2 or len(set(models)) != len(models):
        raise ValueError(f"models must be >= 2 distinct names, got {list(models)}")
    if not questions or len(set(questions)) != len(questions):
        raise ValueError(f"questions must be >= 1 distinct ids, got {len(questions)} ({len(set(questions))} distinct)")
    rs = len(models) if round_size is None else round_size
    for name, val, ok in (
        ("budget", budget, budget >= 1),
        ("round_size", rs, rs >= 1),
        ("init_cycles", init_cycles, init_cycles >= 1),
        ("alpha", alpha, 0 <= alpha < 1),
        ("prior_sd", prior_sd, prior_sd > 0),
    ):
        if not ok:
            raise ValueError(f"{name} out of range, got {val}")
    empty = np.zeros(0, dtype=np.int64)
    return BudgetState(
        models,
        questions,
        int(budget),
        int(rs),
        int(seed),
        int(init_cycles),
        float(alpha),
        float(prior_sd),
        empty,
        empty,
        empty,
        np.zeros(0),
    )


def _fit(state: BudgetState):
    m = len(state.models)
    ridge = 1.0 / (2.0 * state.prior_sd**2)
    f = fit_bt(state.ia, state.ib, state.y, m, ridge=ridge)
    return f.theta, laplace_covariance(state.ia, state.ib, m, f, ridge=ridge)


def status(state: BudgetState) -> dict:
    """``spent``, ``left`` (int), ``rounds``, ``ranking`` (models best first, by the working fit),
    ``max_adjacent_swap`` (float: the largest wrong-order probability between neighbours, 1.0 before
    any comparison), ``stop_reason`` (``budget`` | ``settled`` | None)."""
    spent = int(state.ia.size)
    if spent == 0:
        return {
            "spent": 0,
            "left": state.budget,
            "rounds": 0,
            "ranking": list(state.models),
            "max_adjacent_swap": 1.0,
            "stop_reason": None,
        }
    order, adj = adjacent_swap(*_fit(state))
    reason = "budget" if spent >= state.budget else ("settled" if adj < state.alpha else None)
    return {
        "spent": spent,
        "left": max(0, state.budget - spent),
        "rounds": state.rounds,
        "ranking": [state.models[i] for i in order],
        "max_adjacent_swap": adj,
        "stop_reason": reason,
    }


def _connecting(state: BudgetState, n: int) -> list[tuple[int, int]]:
    rng = np.random.default_rng([state.seed, 0])
    m = len(state.models)
    pairs = []
    for _ in range(state.init_cycles):
        p = rng.permutation(m)
        pairs += [(int(p[k]), int(p[(k + 1) % m])) for k in range(m if m > 2 else 1)]
    return pairs[:n]


def next_round(state: BudgetState, blocked: np.ndarray | None = None) -> list[Comparison]:
    """The next round's comparisons as (model_a, model_b, question_id); [] once stopped.

    The first round is the connecting design, later rounds the uncertainty design (module
    docstring); a round never exceeds the budget left. Deterministic given the state.

    Args:
        blocked: optional bool (M, M), symmetric, in the order of ``state.models``: model pairs the
            uncertainty rounds must not pick (a caller whose pairs can be compared only so often, e.g.
            once per question); the connecting round ignores it.
    """
    left = state.budget - int(state.ia.size)
    if left <= 0:
        return []
    if state.ia.size == 0:
        pairs = _connecting(state, min(left, state.init_cycles * len(state.models)))
    else:
        theta, cov = _fit(state)
        if adjacent_swap(theta, cov)[1] < state.alpha:
            return []
        pairs = greedy_picks(theta, cov, min(left, state.round_size), blocked)
    m, q = len(state.models), len(state.questions)
    rng = np.random.default_rng([state.seed, 1])
    perm, offset = rng.permutation(q), rng.integers(0, q, size=(m, m))
    lo, hi = np.minimum(state.ia, state.ib), np.maximum(state.ia, state.ib)
    played = np.bincount(lo * m + hi, minlength=m * m).reshape(m, m)
    out = []
    for i, j in pairs:
        a, b = min(i, j), max(i, j)
        c = int(played[a, b])
        played[a, b] += 1
        first, second = (a, b) if c % 2 == 0 else (b, a)
        out.append((state.models[first], state.models[second], state.questions[int(perm[(offset[a, b] + c) % q])]))
    return out


def record(
    state: BudgetState, comparisons: Sequence[Comparison], outcomes: Sequence[float] | np.ndarray
) -> BudgetState:
    """A new state with the played comparisons added (one round).

    Args:
        comparisons: (model_a, model_b, question_id) triples, as from :func:`next_round`.
        outcomes: float per comparison: 1 model_a won, 0.5 tie, 0 model_b won.

    Raises:
        ValueError: length mismatch, an unknown model or question, an outcome outside [0, 1] or NaN.
    """
    y = np.asarray(outcomes, dtype=np.float64).reshape(-1)
    if y.size != len(comparisons):
        raise ValueError(f"{len(comparisons)} comparisons but {y.size} outcomes")
    bad = np.flatnonzero(~((y >= 0) & (y <= 1)))
    if bad.size:
        raise ValueError(f"outcome {int(bad[0])}: {y[bad[0]]} is not in [0, 1]")
    mi = {m: i for i, m in enumerate(state.models)}
    qi = {q: i for i, q in enumerate(state.questions)}
    try:
        ia = np.array([mi[a] for a, _, _ in comparisons], dtype=np.int64)
        ib = np.array([mi[b] for _, b, _ in comparisons], dtype=np.int64)
        iq = np.array([qi[q] for _, _, q in comparisons], dtype=np.int64)
    except KeyError as e:
        raise ValueError(f"comparison names an unknown model or question: {e.args[0]!r}") from None
    return replace(
        state,
        ia=np.concatenate([state.ia, ia]),
        ib=np.concatenate([state.ib, ib]),
        iq=np.concatenate([state.iq, iq]),
        y=np.concatenate([state.y, y]),
        rounds=state.rounds + 1,
    )


Oracle = Callable[[Sequence[Comparison]], np.ndarray]


def bt_oracle(strengths: dict[str, float], seed: int = 0) -> Oracle:
    """Bradley-Terry outcomes: model_a wins with probability sigmoid(s_a - s_b) (natural-log odds), seeded."""
    rng = np.random.default_rng([seed, 2])

    def play(comps: Sequence[Comparison]) -> np.ndarray:
        d = np.array([strengths[a] - strengths[b] for a, b, _ in comps], dtype=np.float64)
        return (rng.random(d.size) < expit(d)).astype(np.float64)

    return play


def table_oracle(table: pl.DataFrame) -> Oracle:
    """Outcomes looked up in recorded comparisons: ``model_a``, ``model_b``, ``question_id``, ``verdict``
    (a|b|tie); either orientation matches; several records of one triple give their mean outcome.

    Raises (when called): ValueError naming a (model_a, model_b, question_id) with no record.
    """
    t = table.select(
        pl.col("model_a").cast(pl.String),
        pl.col("model_b").cast(pl.String),
        pl.col("question_id").cast(pl.String),
        pl.when(pl.col("verdict") == "a")
        .then(1.0)
        .when(pl.col("verdict") == "b")
        .then(0.0)
        .when(pl.col("verdict") == "tie")
        .then(0.5)
        .otherwise(None)
        .alias("y"),
    ).drop_nulls()
    flipped = t.select(
        pl.col("model_b").alias("model_a"),
        pl.col("model_a").alias("model_b"),
        "question_id",
        (1.0 - pl.col("y")).alias("y"),
    )
    lookup = {
        (a, b, q): y
        for a, b, q, y in pl.concat([t, flipped])
        .group_by("model_a", "model_b", "question_id")
        .agg(pl.col("y").mean())
        .iter_rows()
    }

    def play(comps: Sequence[Comparison]) -> np.ndarray:
        missing = [c for c in comps if (c[0], c[1], c[2]) not in lookup]
        if missing:
            raise ValueError(f"no recorded comparison for (model_a, model_b, question_id) = {missing[0]}")
        return np.array([lookup[(c[0], c[1], c[2])] for c in comps], dtype=np.float64)

    return play


@dataclass(frozen=True)
class SimResult:
    """Output of :func:`simulate`: ``comparisons`` (``round`` i64, ``model_a``, ``model_b``,
    ``question_id`` str, ``y`` f64), ``theta`` (float64 (M,), final MLE in the models' order, centred),
    ``kendall_tau`` (against the true strengths; scipy tau-b), ``spent``, ``rounds`` (int),
    ``stop_reason`` (str: ``budget`` | ``settled`` | ``round_robin``)."""

    comparisons: pl.DataFrame
    theta: np.ndarray
    kendall_tau: float
    spent: int
    rounds: int
    stop_reason: str


def simulate(
    strengths: Sequence[float],
    budget: int,
    n_questions: int = 10,
    design: str = "active",
    round_size: int | None = None,
    seed: int = 0,
    init_cycles: int = 2,
    alpha: float = 0.0,
    oracle: Oracle | None = None,
) -> SimResult:
    """Play a design to the end and score the recovered order.

    Args:
        strengths: true natural-log-odds strengths, one per model (models are named m00, m01, ...).
        budget: comparisons allowed (ignored by ``round_robin``).
        n_questions: questions q000, q001, ...
        design: ``active`` (this module's rounds), ``random`` (uniformly random pairs and questions,
            one round, the same budget), or ``round_robin`` (every pair on every question).
        oracle: outcome source (default: :func:`bt_oracle` on ``strengths`` with ``seed``).

    Returns:
        :class:`SimResult`; the final theta is the MLE (ridge 1e-6) on every comparison played.
    """
    s = np.asarray(strengths, dtype=np.float64)
    models = [f"m{i:02d}" for i in range(s.size)]
    questions = [f"q{i:03d}" for i in range(n_questions)]
    play = oracle or bt_oracle(dict(zip(models, s.tolist())), seed)
    if design == "round_robin":
        budget = s.size * (s.size - 1) // 2 * n_questions
    st = start(models, questions, budget, round_size, seed, init_cycles, alpha)
    rows: list[tuple[int, str, str, str, float]] = []
    if design == "active":
        while comps := next_round(st):
            y = play(comps)
            rows += [(st.rounds, a, b, q, float(v)) for (a, b, q), v in zip(comps, y)]
            st = record(st, comps, y)
        reason = status(st)["stop_reason"] or "budget"
    elif design in ("random", "round_robin"):
        rng = np.random.default_rng([seed, 3])
        if design == "random":
            i = rng.integers(0, s.size, budget)
            j = (i + rng.integers(1, s.size, budget)) % s.size
            iq = rng.integers(0, n_questions, budget)
            comps = [(models[a], models[b], questions[q]) for a, b, q in zip(i, j, iq)]
        else:
            iu, ju = np.triu_indices(s.size, 1)
            comps = [(models[a], models[b], q) for q in questions for a, b in zip(iu, ju)]
        y = play(comps)
        rows = [(0, a, b, q, float(v)) for (a, b, q), v in zip(comps, y)]
        st = record(st, comps, y)
        reason = "budget" if design == "random" else "round_robin"
    else:
        raise ValueError(f"design must be active | random | round_robin, got {design!r}")
    theta = fit_bt(st.ia, st.ib, st.y, s.size).theta
    df = pl.DataFrame(
        rows,
        schema={
            "round": pl.Int64,
            "model_a": pl.String,
            "model_b": pl.String,
            "question_id": pl.String,
            "y": pl.Float64,
        },
        orient="row",
    )
    return SimResult(df, theta, float(kendalltau(s, theta).statistic), int(st.ia.size), st.rounds, reason)
