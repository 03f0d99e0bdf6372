"""The budgeted design of ``judge-engine tournament`` on a job folder: the design state rebuilt from the rounds'
pairs files and the run's verdicts, and the next round's pairs.

The design itself is :mod:`judge_engine.kernels.budget` (a connecting round of random Hamiltonian cycles,
then rounds on the pairs whose fitted order is most likely wrong, weighted by how much one more comparison
would shrink their uncertainty; Chiang et al. 2024 Sec. 5, Heckel et al. 2019). What this module adds:

* **A comparison is a pair of the full round robin**: (question, model, model) with the pair id and the
  slot order of ``judge-engine pairs`` (:func:`judge_engine.ranking.pairs.build_pairs`), so a recording of
  the round robin serves the job, and the job never judges one pair twice. When the kernel proposes a pair
  already planned, the pair gets the next question (in the questions' order) it has not been judged on; a
  model pair judged on every question is exhausted and left out. If a round has nothing left to propose,
  the job stops (``exhausted``).
* **Budget in comparisons planned**: every planned pair counts (a pair whose samples all fail to parse
  costs as much as one with a verdict, but tells the design nothing: it is not recorded in the state).
* **The state is a function of the folder**: the rounds' pairs files, in order, and the run's
  ``pairs.parquet`` verdicts (a: 1, tie: 0.5, b: 0 for model_a); nothing else is needed to resume.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import numpy as np
import polars as pl
from scipy.stats import kendalltau

from judge_engine.errors import InputError
from judge_engine.kernels.budget import BudgetState, Comparison, next_round, record, status
from judge_engine.ranking.pairs import build_pairs, id_part


def pair_id_of(question: str, a: str, b: str) -> str:
    """The round robin's pair id of models ``a`` and ``b`` on ``question`` (names sorted, parts escaped)."""
    x, y = sorted((a, b))
    return f"{id_part(question)}|{id_part(x)}|{id_part(y)}"


def design_space(answers: pl.DataFrame, source: str) -> tuple[list[str], list[str], int]:
    """Models (sorted), the questions every model answered (sorted) and how many questions are left out
    because some model has no answer to them.

    Raises:
        InputError: no ``question_id`` / ``model`` / ``answer`` column (a pairs file given as answers: a traceback
            before, fresh pass full62 L1), fewer than 2 models, or no question answered by every model.
    """
    missing = [c for c in ("question_id", "question", "model", "answer") if c not in answers.columns]
    if missing:
        raise InputError(
            f"{source}: missing required column(s) {missing}; columns: {answers.columns} (--answers takes answers, "
            "as judge-engine pairs reads them, not pairs)"
        )
    a = answers.with_columns(pl.col("question_id").cast(pl.String), pl.col("model").cast(pl.String))
    models = sorted(set(a["model"].drop_nulls().to_list()))
    if len(models) < 2:
        raise InputError(f"{source}: a tournament needs answers of at least 2 models, got {models}")
    per_q = a.group_by("question_id").agg(pl.col("model").n_unique().alias("n"))
    questions = sorted(per_q.filter(pl.col("n") == len(models))["question_id"].to_list())
    if not questions:
        raise InputError(f"{source}: no question is answered by all {len(models)} models")
    return models, questions, per_q.height - len(questions)


def round_pairs(answers: pl.DataFrame, comps: list[Comparison], source: str) -> pl.DataFrame:
    """The pairs table (``judge-engine pairs``' rows) of the comparisons, sorted by pair id."""
    qs = sorted({q for _, _, q in comps})
    ms = sorted({m for a, b, _ in comps for m in (a, b)})
    sub = answers.with_columns(pl.col("question_id").cast(pl.String), pl.col("model").cast(pl.String)).filter(
        pl.col("question_id").is_in(qs) & pl.col("model").is_in(ms)
    )
    wanted = pl.DataFrame({"pair_id": [pair_id_of(q, a, b) for a, b, q in comps]}, schema={"pair_id": pl.String})
    return build_pairs(sub, source=source).join(wanted, on="pair_id", how="semi").sort("pair_id")


def outcomes(round_df: pl.DataFrame, verdicts: pl.DataFrame) -> tuple[list[Comparison], np.ndarray]:
    """The round's comparisons that got a verdict, as (model_a, model_b, question_id), and model_a's outcome."""
    v = round_df.select("pair_id", "model_a", "model_b", "question_id").join(
        verdicts.select(pl.col("pair_id").cast(pl.String), "verdict"), on="pair_id", how="inner"
    )
    v = v.filter(pl.col("verdict").is_in(["a", "b", "tie"]))
    y = v.select(pl.col("verdict").replace_strict({"a": 1.0, "b": 0.0, "tie": 0.5}, return_dtype=pl.Float64))
    return list(zip(v["model_a"], v["model_b"], v["question_id"])), y.to_series().to_numpy()


@dataclass(frozen=True)
class RoundFit:
    """The design after one round: its ``ranking`` (best first) and ``max_adjacent_swap``."""

    ranking: list[str]
    max_adjacent_swap: float


def rebuild(
    state: BudgetState, rounds: list[pl.DataFrame], verdicts: pl.DataFrame
) -> tuple[BudgetState, list[RoundFit]]:
    """The state after every stored round (each round's verdicts recorded in order) and the fit after each."""
    fits = []
    for df in rounds:
        comps, y = outcomes(df, verdicts)
        state = record(state, comps, y)
        st = status(replace(state, budget=max(state.budget, int(state.ia.size) + 1)))
        fits.append(RoundFit(st["ranking"], float(st["max_adjacent_swap"])))
    return state, fits


def _free_question(question: str, a: str, b: str, questions: list[str], planned: set[str]) -> str | None:
    """``question`` if (question, a, b) is not planned yet, else the next question (in order) that is; None
    when the pair was planned on every question."""
    start = questions.index(question)
    for off in range(len(questions)):
        q = questions[(start + off) % len(questions)]
        if pair_id_of(q, a, b) not in planned:
            return q
    return None


def blocked_pairs(state: BudgetState, planned: set[str]) -> np.ndarray:
    """bool (M, M): the model pairs planned on every question already (nothing left to compare)."""
    m, qs = len(state.models), state.questions
    out = np.zeros((m, m), dtype=bool)
    for i in range(m):
        for j in range(i + 1, m):
            a, b = state.models[i], state.models[j]
            out[i, j] = out[j, i] = all(pair_id_of(q, a, b) in planned for q in qs)
    return out


def plan_round(state: BudgetState, left: int, planned: set[str]) -> tuple[list[Comparison], str | None]:
    """The next round's comparisons (at most ``left``, none planned before) and, when there are none, why.

    Pairs planned on every question are blocked in the kernel's picks
    (:func:`judge_engine.kernels.budget.next_round`); a pick of a pair planned on its question gets the pair's
    next free question; a pair the greedy round picks more often than it has free questions is kept as often
    as it has them.

    Returns:
        (comparisons, None), or ([], ``budget`` | ``settled`` | ``exhausted``).
    """
    if left <= 0:
        return [], "budget"
    blocked = blocked_pairs(state, planned)
    if state.ia.size and blocked[np.triu_indices(len(state.models), 1)].all():
        return [], "exhausted"
    proposals = next_round(replace(state, budget=int(state.ia.size) + left), blocked)
    if not proposals:
        return [], "settled"
    taken = set(planned)
    picked: list[Comparison] = []
    for a, b, q in proposals:
        free = _free_question(q, a, b, list(state.questions), taken)
        if free is not None:
            taken.add(pair_id_of(free, a, b))
            picked.append((a, b, free))
    return (picked, None) if picked else ([], "exhausted")


def kendall(prev: list[str], cur: list[str]) -> float | None:
    """Kendall tau-b between two rankings of the same models (None when either has fewer than 2)."""
    if len(prev) < 2 or set(prev) != set(cur):
        return None
    pos = {m: i for i, m in enumerate(cur)}
    return float(kendalltau(np.arange(len(prev)), [pos[m] for m in prev]).statistic)
