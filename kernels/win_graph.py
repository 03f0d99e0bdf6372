"""Where Bradley-Terry strengths are finite: the directed win graph of the compared models (Ford 1957; the condition
of Zermelo 1929), for :mod:`judge_engine.kernels.ranking`: :func:`unbounded_to_anchor` for the whole sample (fresh pass
full64 M3) and :func:`ridge_bounds` for the bootstrap resamples (fresh pass full65 M5)."""

from __future__ import annotations

import numpy as np
from scipy.sparse import coo_matrix
from scipy.sparse.csgraph import breadth_first_order


def _reach(ia: np.ndarray, ib: np.ndarray, w: np.ndarray, n: int, base: int) -> tuple[np.ndarray, np.ndarray]:
    """(models the anchor beats its way to, models that beat their way to the anchor), as boolean arrays of ``n``."""
    src = np.concatenate([ia[w > 0], ib[w < 1]])  # the winner (both sides of a tie)
    dst = np.concatenate([ib[w > 0], ia[w < 1]])
    graph = coo_matrix((np.ones(src.size), (src, dst)), shape=(n, n)).tocsr()
    below = np.zeros(n, dtype=bool)
    below[breadth_first_order(graph, base, directed=True, return_predecessors=False)] = True
    above = np.zeros(n, dtype=bool)
    above[breadth_first_order(graph.T.tocsr(), base, directed=True, return_predecessors=False)] = True
    return below, above


def unbounded_to_anchor(ia: np.ndarray, ib: np.ndarray, w: np.ndarray, n: int, base: int) -> list[str | None]:
    """Per model, why its score is not identified relative to the anchor ``base``, else None. The maximum-likelihood
    strengths are finite only where the directed win graph (an edge i -> j when i beat or tied j at least once) is
    strongly connected (Ford 1957, the condition of Zermelo 1929): a model the anchor beats, directly or through others,
    but that never beats its way back (``ia``/``ib`` model indices of each outcome, ``w`` 1 / 0.5 / 0 for model a) is
    unbounded below, one that beats its way to the anchor but is never beaten back unbounded above, and one with
    neither path is not identified (fresh pass full64 M3: a group that only lost to the anchor got ridge-set scores
    with tight intervals). ``n`` models; linear in the outcomes (two breadth-first searches)."""
    below, above = _reach(ia, ib, w, n, base)
    out: list[str | None] = [None] * n
    for m in range(n):
        if below[m] and not above[m]:
            out[m] = "never beats its way back to the anchor: score unbounded below"
        elif above[m] and not below[m]:
            out[m] = "never beaten back by the anchor's group: score unbounded above"
        elif not (above[m] or below[m]):
            out[m] = "no path of wins to or from the anchor: score not identified"
    return out


def ridge_bounds(
    resamples: list[tuple[np.ndarray, np.ndarray, np.ndarray]], n: int, base: int, alpha: float
) -> tuple[np.ndarray, np.ndarray]:
    """Per model, whether its bootstrap interval's lower / upper bound (percentiles ``alpha / 2`` and ``1 - alpha / 2``)
    is set by the fit's ridge rather than the data: more than that share of the ``resamples`` ((ia, ib, w) each, as
    :func:`unbounded_to_anchor` takes) leave the model unbounded below (or not identified) relative to the anchor, resp.
    above (fresh pass full65 M5: a model with 1 win in 6 questions got the ridge's score of a model with no wins as its
    lower bound). Two breadth-first searches per resample."""
    low, high = np.zeros(n), np.zeros(n)
    for ia, ib, w in resamples:
        below, above = _reach(ia, ib, w, n, base)
        low += ~above  # the model never beats its way back to the anchor in this resample
        high += ~below
    share = alpha / 2 * max(len(resamples), 1)
    return low > share, high > share
