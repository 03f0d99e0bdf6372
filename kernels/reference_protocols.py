"""Plain Python reference implementations of the protocol kernels (pointwise, fivelevel, winrate, panel).

Obviously correct and slow: loops over dicts, the formulas written as in the sources cited by each
kernel module. Property tests (tests/kernels/test_pointwise.py, test_fivelevel.py,
test_panel.py) check the vectorized kernels against these on random tables.
"""

from __future__ import annotations

import math
from collections import Counter, defaultdict
from itertools import permutations
from typing import Any

STRENGTH = {"A>>B": 2, "A>B": 1, "A=B": 0, "B>A": -1, "B>>A": -2, "B<<A": 2, "B<A": 1, "B=A": 0, "A<B": -1, "A<<B": -2}


def _entropy(counts: list[int]) -> float:
    n = sum(counts)
    return -sum(c / n * math.log(c / n) for c in counts if c > 0)


def item_stats(rows: list[dict], lo: float, step: float, ddof: int = 0) -> dict[Any, dict]:
    """Per item: n_samples, n_valid, mean_score, std_score, entropy (pointwise.item_stats)."""
    by: dict[Any, list] = defaultdict(list)
    for r in rows:
        by[r["item_id"]].append(r["score"])
    out: dict[Any, dict[str, Any]] = {}
    for item, scores in by.items():
        ok = [s for s in scores if s is not None]
        n = len(ok)
        res: dict[str, Any] = {
            "n_samples": len(scores),
            "n_valid": n,
            "mean_score": None,
            "std_score": None,
            "entropy": None,
        }
        if n:
            mean = sum(ok) / n
            res["mean_score"] = mean
            if n > ddof:
                res["std_score"] = math.sqrt(sum((s - mean) ** 2 for s in ok) / (n - ddof))
            bins = Counter(math.floor((s - lo) / step + 0.5) for s in ok)
            res["entropy"] = _entropy(list(bins.values()))
        out[item] = res
    return out


def review_items(stats: dict[Any, dict], beta: float) -> set:
    """Items needing review: top ceil(beta N) by entropy (ties by id) + items without a valid score."""
    scored = sorted(((i, r["entropy"]) for i, r in stats.items() if r["n_valid"]), key=lambda t: (-t[1], t[0]))
    m = math.ceil(round(beta * len(scored), 9))
    return {i for i, _ in scored[:m]} | {i for i, r in stats.items() if not r["n_valid"]}


def group_means(items: list[dict], by: tuple[str, ...]) -> dict[tuple, float | None]:
    """Pooled mean of item mean_score per group (FastChat display_result_single)."""
    acc: dict[tuple, list] = defaultdict(list)
    for it in items:
        acc[tuple(it[c] for c in by)].append(it["mean_score"])
    out: dict[tuple, float | None] = {}
    for key, vals in acc.items():
        ok = [v for v in vals if v is not None]
        out[key] = sum(ok) / len(ok) if ok else None
    return out


def fivelevel_pairs(rows: list[dict], strong_weight: int = 3) -> dict[Any, dict]:
    """Per pair: score_a, weight, verdict, mean_strength, bpde, entropy5, conflict, conflict5."""
    by: dict[Any, list] = defaultdict(list)
    for r in rows:
        by[r["pair_id"]].append(r)
    out: dict[Any, dict[str, Any]] = {}
    for pid, rs in by.items():
        s_of = []
        first: dict[str, tuple] = {}
        for r in rs:
            if r["label"] is None:
                continue
            s = STRENGTH[r["label"]] * (1 if r["order"] == "ab" else -1)
            s_of.append(s)
            if r["order"] not in first or r["sample"] < first[r["order"]][0]:
                first[r["order"]] = (r["sample"], s)
        res: dict[str, Any] = {
            "n_samples": len(rs),
            "n_valid": len(s_of),
            "score_a": None,
            "weight": None,
            "verdict": None,
            "mean_strength": None,
            "bpde": None,
            "entropy5": None,
            "conflict": None,
            "conflict5": None,
        }
        if s_of:
            w = [strong_weight if abs(s) == 2 else 1 for s in s_of]
            v = [1.0 if s > 0 else 0.5 if s == 0 else 0.0 for s in s_of]
            res["weight"] = float(sum(w))
            res["score_a"] = sum(a * b for a, b in zip(w, v)) / sum(w)
            res["verdict"] = "a" if res["score_a"] > 0.5 else "b" if res["score_a"] < 0.5 else "tie"
            res["mean_strength"] = sum(s_of) / len(s_of)
            res["bpde"] = _entropy(list(Counter((s > 0) - (s < 0) for s in s_of).values()))
            res["entropy5"] = _entropy(list(Counter(s_of).values()))
        if "ab" in first and "ba" in first:
            a, b = first["ab"][1], first["ba"][1]
            res["conflict"] = ((a > 0) - (a < 0)) != ((b > 0) - (b < 0))
            res["conflict5"] = a != b
        out[pid] = res
    return out


def win_rate(pairs: list[dict], baseline: str, unit: str) -> dict[str, float | None]:
    """Point win rate per model against the baseline (winrate.baseline_win_rate)."""
    num: dict[str, float] = defaultdict(float)
    den: dict[str, float] = defaultdict(float)
    for p in pairs:
        if (p["model_a"] == baseline) == (p["model_b"] == baseline):
            continue
        m, flip = (p["model_b"], True) if p["model_a"] == baseline else (p["model_a"], False)
        den[m] += 0.0
        if unit == "verdict":
            if p["verdict"] is None:
                continue
            o = {"a": 1.0, "tie": 0.5, "b": 0.0}[p["verdict"]]
            num[m] += 1 - o if flip else o
            den[m] += 1
        elif p["score_a"] is not None:
            x = 1 - p["score_a"] if flip else p["score_a"]
            d = p["weight"] if unit == "battle" else 1.0
            num[m] += x * d
            den[m] += d
    return {m: (num[m] / den[m] if den[m] > 0 else None) for m in den}


def panel(rows: list[dict]) -> dict[Any, dict]:
    """Per pair: plurality verdict (shared top count -> tie) and the votes."""
    votes: dict[Any, list] = defaultdict(list)
    for r in rows:
        votes[r["pair_id"]].append(r["verdict"])
    out: dict[Any, dict[str, Any]] = {}
    for pid, vs in votes.items():
        c = Counter(v for v in vs if v is not None)
        n = sum(c.values())
        if not n:
            out[pid] = {"verdict": None, "n_votes": 0, "agreement": None}
            continue
        top = max(c.values())
        winners = [lab for lab in ("a", "b", "tie") if c[lab] == top]
        verdict = winners[0] if len(winners) == 1 else "tie"
        out[pid] = {"verdict": verdict, "n_votes": n, "agreement": c[verdict] / n}
    return out


def fleiss_kappa(ratings: list[list]) -> float | None:
    """Fleiss (1971) from per-subject lists of category labels (same length n for every subject)."""
    n_sub = len(ratings)
    n = len(ratings[0])
    cats = sorted({x for r in ratings for x in r}, key=str)
    p_j = {c: sum(r.count(c) for r in ratings) / (n_sub * n) for c in cats}
    p_i = [sum(r.count(c) * (r.count(c) - 1) for c in cats) / (n * (n - 1)) for r in ratings]
    p_bar = sum(p_i) / n_sub
    p_e = sum(p * p for p in p_j.values())
    return None if abs(1 - p_e) < 1e-12 else (p_bar - p_e) / (1 - p_e)


def krippendorff_alpha(units: list[list]) -> float | None:
    """Nominal alpha = 1 - D_o / D_e by pairing values (Krippendorff 2011, Sec. A/C, delta = 1[c != k]).

    ``units``: per unit the list of values given (missing ones left out). Built from the ordered pairs
    of values within each pairable unit, each weighted 1 / (m_u - 1), not from the closed form."""
    pairable = [u for u in units if len(u) >= 2]
    o: defaultdict[tuple[Any, Any], float] = defaultdict(float)  # fractional counts
    for u in pairable:
        for i, j in permutations(range(len(u)), 2):
            o[(u[i], u[j])] += 1 / (len(u) - 1)
    n_c: defaultdict[Any, float] = defaultdict(float)
    for (c, _), x in o.items():
        n_c[c] += x
    n = sum(n_c.values())
    if n < 2:
        return None
    d_o = sum(x for (c, k), x in o.items() if c != k) / n
    d_e = sum(n_c[c] * n_c[k] for c in n_c for k in n_c if c != k) / (n * (n - 1))
    return None if d_e <= 1e-12 else 1 - d_o / d_e
