"""Synthetic tournaments with known truth: answers of models with known strengths and verbosity, all their
pairs (``judge-engine pairs``' builder) and a replay recording of a judge whose verdicts follow the known
Bradley-Terry model, so rank and the budgeted job can be checked against the truth that made the data."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import polars as pl
from scipy.special import expit

from judge_engine.ranking.pairs import build_pairs


def answers(strength: dict[str, float], n_questions: int, verbosity: dict[str, float] | None = None, seed: int = 0):
    """One answer per (question, model): ``filler`` words repeated a random number of times, the mean
    number set by the model's ``verbosity`` (default 20 words each)."""
    rng = np.random.default_rng(seed)
    rows = []
    for q in range(n_questions):
        for m in strength:
            words = max(1, int(rng.poisson((verbosity or {}).get(m, 20.0))))
            rows.append(
                {
                    "question_id": f"q{q:03d}",
                    "question": f"Question {q}?",
                    "model": m,
                    "answer": f"{m}: " + "word " * words,
                }
            )
    return pl.DataFrame(rows)


def score_text(first_wins: bool | None) -> str:
    """A ``faireval-scoring`` completion: the first slot's and second slot's scores (8 / 3, 5 / 5 for a tie)."""
    s1, s2 = (5, 5) if first_wins is None else ((8, 3) if first_wins else (3, 8))
    return f"Score of the Assistant 1: {s1}\nScore of the Assistant 2: {s2}"


def bt_recording(
    pairs: pl.DataFrame,
    strength: dict[str, float],
    k: int = 1,
    length_coef: float = 0.0,
    seed: int = 0,
    pair_level: bool = False,
) -> pl.DataFrame:
    """Replay rows (pair_id, order, sample, text) of a Bradley-Terry judge: in each sample the first slot wins
    with probability sigmoid(strength[first] - strength[second] + length_coef * (l1 - l2) / (l1 + l2 + 1)),
    l the answers' lengths in characters. ``pair_level``: one draw per pair (the same verdict in every sample
    and both orders, a judge without sampling noise or position bias)."""
    rng = np.random.default_rng(seed)
    rows = []
    for p in pairs.iter_rows(named=True):
        la, lb = len(p["response_a"]), len(p["response_b"])
        pa = expit(strength[p["model_a"]] - strength[p["model_b"]] + length_coef * (la - lb) / (la + lb + 1))
        a_pair = bool(rng.random() < pa)
        for order in ("ab", "ba"):
            for s in range(k):
                a_wins = a_pair if pair_level else bool(rng.random() < pa)
                rows.append(
                    {
                        "pair_id": p["pair_id"],
                        "order": order,
                        "sample": s,
                        "text": score_text(a_wins == (order == "ab")),
                    }
                )
    return pl.DataFrame(rows)


def write_tournament(
    folder: Path, strength: dict[str, float], n_questions: int, **kw
) -> tuple[Path, Path, pl.DataFrame]:
    """answers.parquet, the full round robin's recording rec.parquet (see :func:`bt_recording`), and the pairs."""
    folder.mkdir(parents=True, exist_ok=True)
    ans = answers(strength, n_questions, kw.pop("verbosity", None), kw.get("seed", 0))
    ans.write_parquet(folder / "answers.parquet")
    pairs = build_pairs(ans)
    bt_recording(pairs, strength, **kw).write_parquet(folder / "rec.parquet")
    return folder / "answers.parquet", folder / "rec.parquet", pairs
