"""Which comparisons tell a Bradley-Terry ranking the most: wrong-order probabilities of a fitted ranking and
batch-greedy picks of the budgeted design's acquisition (:mod:`judge_engine.kernels.budget`, step 2 of its
module docstring: Chiang et al. 2024, Sec. 5; Heckel et al. 2019)."""

from __future__ import annotations

import numpy as np
from scipy.special import expit
from scipy.stats import norm


def swap_probability(theta: np.ndarray, cov: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(M, M) wrong-order probability Phi(-|d| / sqrt v) and contrast variance v."""
    d = theta[:, None] - theta[None, :]
    dg = np.diag(cov)
    v = np.maximum(dg[:, None] + dg[None, :] - 2 * cov, 1e-12)
    return norm.cdf(-np.abs(d) / np.sqrt(v)), v


def adjacent_swap(theta: np.ndarray, cov: np.ndarray) -> tuple[np.ndarray, float]:
    """Ranking (indices, best first) and the largest wrong-order probability between neighbours."""
    order = np.argsort(-theta, kind="stable")
    swap, _ = swap_probability(theta, cov)
    return order, float(np.max(swap[order[:-1], order[1:]]))


def greedy_picks(
    theta: np.ndarray, cov: np.ndarray, n: int, blocked: np.ndarray | None = None
) -> list[tuple[int, int]]:
    """Batch-greedy picks of the acquisition (module docstring, step 2), updating cov after each.

    Args:
        blocked: optional bool (M, M), symmetric: pairs that cannot be compared any more (e.g. compared on
            every question already); never picked. Fewer than ``n`` picks come back when every pair is blocked.
    """
    m = theta.size
    iu, ju = np.triu_indices(m, 1)
    free = np.ones(iu.size, dtype=bool) if blocked is None else ~np.asarray(blocked, dtype=bool)[iu, ju]
    picks: list[tuple[int, int]] = []
    for _ in range(n if free.any() else 0):
        swap, v = swap_probability(theta, cov)
        p = expit(theta[:, None] - theta[None, :])
        info = p * (1 - p)
        acq = swap * (np.sqrt(v) - np.sqrt(v / (1 + info * v)))
        k = int(np.argmax(np.where(free, acq[iu, ju], -np.inf)))
        i, j = int(iu[k]), int(ju[k])
        picks.append((i, j))
        x = np.zeros(m)
        x[i], x[j] = 1.0, -1.0
        cx = cov @ x
        cov = cov - info[i, j] * np.outer(cx, cx) / (1 + info[i, j] * x @ cx)
    return picks
