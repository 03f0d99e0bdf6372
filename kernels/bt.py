"""Weighted Bradley-Terry with covariates, its Laplace covariance, and the question bootstrap's draws.

The shared core of :mod:`style` (style control), :mod:`lc_winrate` (AlpacaEval's length-controlled
win rate), :mod:`judge_bootstrap` (two-level intervals) and :mod:`budget` (budgeted designs).

Model (Bradley & Terry 1952, with covariates as in Chatbot Arena's style control: FastChat
``fastchat/serve/monitor/elo_analysis.py`` ``construct_style_matrices`` + ``fit_mle_elo``)::

    logit P(a beats b) = eta = theta[a] - theta[b] + z @ beta

theta (one per model, natural-log odds) and beta (one per covariate) maximise the weighted
log-likelihood with soft targets y in [0, 1] (1: a won, 0.5: tie, 0: b won; a tie counts as half a
win, the convention of FastChat's ``bt_loss_and_grad`` "this form naturally counts a draw as half a
win and half a loss")::

    loss = sum_r w_r [log(1 + e^-eta_r) + (1 - y_r) eta_r] + ridge (|theta|^2 + |beta|^2)

solved by damped Newton steps (the gradient and Hessian are formed from per-row terms with
``np.bincount``, never a dense design matrix, so memory is O(rows * covariates + models^2)). The tiny
ridge (default 1e-6, as :func:`judge_engine.kernels.ranking.fit_bradley_terry`) only pins the
translation of theta and keeps separable data (a model that never loses) finite.

The Elo-like scale is the project's: score = 1000 + 400 / ln 10 * (theta - theta[baseline]).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from scipy.linalg import LinAlgError, cho_factor, cho_solve, eigh
from scipy.special import expit

from judge_engine.kernels.ranking import ELO_SCALE

__all__ = [
    "ELO_SCALE",
    "BTFit",
    "fit_bt",
    "bt_hessian",
    "question_multiplicities",
    "elo",
    "components",
    "laplace_covariance",
    "one_sided",
    "rank_deficiency",
]


@dataclass(frozen=True)
class BTFit:
    """A fitted model.

    Attributes:
        theta: float64 (n_models,), natural-log odds strengths, centred to mean 0.
        beta: float64 (n_covariates,), natural-log odds per unit of each covariate.
        converged: the squared Newton decrement fell below ``tol`` within ``max_iter`` iterations.
        iterations: Newton iterations run.
    """

    theta: np.ndarray
    beta: np.ndarray
    converged: bool
    iterations: int


def _terms(ia, ib, y, w, z, theta, beta):
    eta = theta[ia] - theta[ib] + (z @ beta if z.shape[1] else 0.0)
    loss = float(np.sum(w * (np.logaddexp(0.0, -eta) + (1.0 - y) * eta)))
    return eta, loss


def bt_hessian(ia: np.ndarray, ib: np.ndarray, d: np.ndarray, z: np.ndarray, n_models: int) -> np.ndarray:
    """Hessian of the (unpenalised) loss: X^T diag(d) X for X = [model contrast | z].

    Args:
        ia, ib: int64 (N,) model indices; d: float64 (N,) per-row curvature w p (1 - p);
        z: float64 (N, K) covariates; n_models: M.

    Returns:
        float64 (M + K, M + K). The model block is the weighted graph Laplacian of the comparisons.
    """
    m, k = n_models, z.shape[1]
    lap = np.bincount(ia * m + ib, weights=d, minlength=m * m).reshape(m, m)
    lap = lap + lap.T
    lap = np.diag(lap.sum(axis=1)) - lap
    h = np.zeros((m + k, m + k))
    h[:m, :m] = lap
    if k:
        dz = d[:, None] * z
        cross = np.stack(
            [
                np.bincount(ia, weights=dz[:, j], minlength=m) - np.bincount(ib, weights=dz[:, j], minlength=m)
                for j in range(k)
            ],
            axis=1,
        )
        h[:m, m:], h[m:, :m] = cross, cross.T
        h[m:, m:] = z.T @ dz
    return h


def fit_bt(
    ia: np.ndarray,
    ib: np.ndarray,
    y: np.ndarray,
    n_models: int,
    weight: np.ndarray | None = None,
    z: np.ndarray | None = None,
    ridge: float = 1e-6,
    tol: float = 1e-12,
    max_iter: int = 100,
) -> BTFit:
    """Maximum-likelihood Bradley-Terry strengths and covariate coefficients (see the module docstring).

    Args:
        ia, ib: int arrays (N,) of the two models of each row (indices into 0..n_models-1).
        y: float64 (N,) outcome for ``ia`` in [0, 1] (1 win, 0.5 tie, 0 loss; any soft value is allowed).
        n_models: M.
        weight: float64 (N,) >= 0 (a row's multiplicity: Arena-Hard's strong verdicts count 3;
            bootstrap multiplicities); default 1.
        z: float64 (N, K) covariates; default none (K = 0).
        ridge: L2 penalty on theta and beta (> 0).
        tol: stop when the squared Newton decrement grad @ H^-1 grad (the loss drop a full step
            predicts) is below it; the step is taken first, so the result is one quadratic step better.

    Returns:
        :class:`BTFit`; theta centred to mean 0. Empty input gives zeros (converged).
    """
    ia, ib = np.asarray(ia, dtype=np.int64), np.asarray(ib, dtype=np.int64)
    y = np.asarray(y, dtype=np.float64)
    w = np.ones(ia.size) if weight is None else np.asarray(weight, dtype=np.float64)
    z = np.zeros((ia.size, 0)) if z is None else np.asarray(z, dtype=np.float64).reshape(ia.size, -1)
    m, k = n_models, z.shape[1]
    x = np.zeros(m + k)
    if ia.size == 0 or not np.any(w > 0):
        return BTFit(np.zeros(m), np.zeros(k), True, 0)
    _, loss = _terms(ia, ib, y, w, z, x[:m], x[m:])
    loss += ridge * x @ x
    for it in range(1, max_iter + 1):
        eta, _ = _terms(ia, ib, y, w, z, x[:m], x[m:])
        p = expit(eta)
        g_row = w * (p - y)
        g_theta = np.bincount(ia, weights=g_row, minlength=m) - np.bincount(ib, weights=g_row, minlength=m)
        grad = np.concatenate([g_theta, z.T @ g_row]) + 2 * ridge * x
        h = bt_hessian(ia, ib, w * p * (1 - p), z, m) + 2 * ridge * np.eye(m + k)
        step = cho_solve(cho_factor(h), grad)
        t = 1.0
        while True:  # backtracking: Newton on a convex loss, halve until the loss does not rise
            cand = x - t * step
            _, new = _terms(ia, ib, y, w, z, cand[:m], cand[m:])
            new += ridge * cand @ cand
            if new <= loss + 1e-12 * abs(loss) or t < 1e-8:
                break
            t /= 2
        x, loss = cand, new
        if grad @ step < tol:  # Newton decrement^2: the predicted loss drop (translation noise is ~0 here)
            theta = x[:m] - x[:m].mean()
            return BTFit(theta, x[m:].copy(), True, it)
    return BTFit(x[:m] - x[:m].mean(), x[m:].copy(), False, max_iter)


def laplace_covariance(ia, ib, n_models, fit: BTFit, weight=None, z=None, ridge: float = 1e-6) -> np.ndarray:
    """Inverse of the penalised Hessian at ``fit``: the Laplace (asymptotic) covariance of (theta, beta).

    Returns:
        float64 (M + K, M + K); the model block's contrasts (theta_i - theta_j) are what is meaningful.
    """
    ia, ib = np.asarray(ia, dtype=np.int64), np.asarray(ib, dtype=np.int64)
    w = np.ones(ia.size) if weight is None else np.asarray(weight, dtype=np.float64)
    z = np.zeros((ia.size, 0)) if z is None else np.asarray(z, dtype=np.float64).reshape(ia.size, -1)
    eta = fit.theta[ia] - fit.theta[ib] + (z @ fit.beta if z.shape[1] else 0.0)
    p = expit(eta)
    h = bt_hessian(ia, ib, w * p * (1 - p), z, n_models) + 2 * ridge * np.eye(n_models + z.shape[1])
    try:
        return cho_solve(cho_factor(h), np.eye(h.shape[0]))
    except LinAlgError:  # pragma: no cover - the ridge keeps h positive definite
        return np.linalg.pinv(h)


def one_sided(
    ia: np.ndarray, ib: np.ndarray, y: np.ndarray, w: np.ndarray, n_models: int
) -> tuple[np.ndarray, np.ndarray]:
    """(never_lost, never_won): bool (n_models,) for models that played and never lost / never won
    (ties count half each way). Their maximum-likelihood strength is infinite; the ridge bounds it."""
    won = np.bincount(ia, weights=w * y, minlength=n_models) + np.bincount(ib, weights=w * (1 - y), minlength=n_models)
    lost = np.bincount(ia, weights=w * (1 - y), minlength=n_models) + np.bincount(ib, weights=w * y, minlength=n_models)
    played = (won + lost) > 0
    return played & (lost <= 0), played & (won <= 0)


def components(ia: np.ndarray, ib: np.ndarray, n_models: int) -> np.ndarray:
    """Connected component label (int64, n_models) of each model in the comparison graph (union-find)."""
    parent = np.arange(n_models)

    def root(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    for a, b in set(zip(np.asarray(ia).tolist(), np.asarray(ib).tolist())):
        ra, rb = root(a), root(b)
        if ra != rb:
            parent[max(ra, rb)] = min(ra, rb)
    return np.array([root(i) for i in range(n_models)], dtype=np.int64)


def rank_deficiency(ia, ib, n_models: int, weight: np.ndarray, z: np.ndarray) -> int:
    """Null-space dimension of X^T W X beyond the one translation per connected component.

    > 0 means some covariate combination is confounded with model identity (e.g. every model always
    answers at its own fixed length), so theta and beta cannot be told apart; the ridge still gives
    finite values.
    """
    h = bt_hessian(np.asarray(ia), np.asarray(ib), weight, z, n_models)
    ev = eigh(h, eigvals_only=True)
    scale = max(float(np.max(np.abs(ev))), 1e-300)
    nullity = int(np.sum(ev <= 1e-9 * scale))
    return max(0, nullity - np.unique(components(ia, ib, n_models)).size)


def weakest_curvature(ia, ib, n_models: int, weight: np.ndarray, z: np.ndarray) -> float:
    """The smallest eigenvalue of X^T W X beyond the one translation per connected component, as a share of the
    largest (0.0: confounded, :func:`rank_deficiency`). Near 0 (below :data:`NEAR_CONFOUNDED`) some covariate
    combination is nearly a function of model identity (fresh pass full66 L4: answers of a fixed text per model gave
    controlled scores 26,000 Elo from the baseline): theta and beta are barely told apart and the ridge decides."""
    h = bt_hessian(np.asarray(ia), np.asarray(ib), weight, z, n_models)
    ev = np.sort(eigh(h, eigvals_only=True))
    scale = max(float(np.max(np.abs(ev))), 1e-300)
    k = np.unique(components(ia, ib, n_models)).size
    return max(0.0, float(ev[k]) / scale) if ev.size > k else 1.0


NEAR_CONFOUNDED = 1e-5
"""The share of the largest curvature below which :func:`weakest_curvature` calls the covariates nearly confounded."""


def question_multiplicities(n_units: int, n_bootstrap: int, seed: int) -> np.ndarray:
    """Cluster-bootstrap draws as multiplicities (Efron & Tibshirani 1993, ch. 13; Davison & Hinkley
    1997, Sec. 3.8): row r of the result counts how often each unit was drawn in replicate r.

    Returns:
        int64 (n_bootstrap, n_units); each row sums to n_units. Seeded ``numpy.random.default_rng(seed)``.
    """
    rng = np.random.default_rng(seed)
    picks = rng.integers(0, n_units, size=(n_bootstrap, n_units))
    offs = (np.arange(n_bootstrap) * n_units)[:, None]
    return np.bincount((picks + offs).ravel(), minlength=n_bootstrap * n_units).reshape(n_bootstrap, n_units)


def elo(theta: np.ndarray, baseline: int) -> np.ndarray:
    """The project's Elo-like scale: 1000 + 400 / ln 10 * (theta - theta[baseline]); works on (..., M)."""
    theta = np.asarray(theta, dtype=np.float64)
    return 1000.0 + ELO_SCALE * (theta - theta[..., [baseline]])
