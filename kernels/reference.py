"""Plain per-pair Python reference implementations of the kernels (vLLM ``forward_native`` style).

Obviously correct and slow: loops over dicts, the formulas written as in the papers. Property tests
(tests/kernels/test_reference_equivalence.py) check the vectorized kernels against these on random
judgment tables, and ``benchmarks/kernels_scale.py`` measures the speed-up against them.

Input everywhere: a list of judgment dicts with ``pair_id``, ``order`` (ab|ba), ``sample`` (int),
``score_a``, ``score_b`` (float or None).
"""

from __future__ import annotations

import math
from collections import defaultdict
from typing import Any

from judge_engine.kernels.segments import EPS  # the one tolerance (a definition, not an implementation)


def _label(diff: float | None) -> str | None:
    if diff is None:
        return None
    if diff > EPS:
        return "a"
    if diff < -EPS:
        return "b"
    return "tie"


def _parsed(r: dict) -> bool:
    return r["score_a"] is not None and r["score_b"] is not None


def calibrate(rows: list[dict], both_orders: bool = True) -> dict[Any, dict]:
    """CS, verdict, p_er and BPDE per pair (Wang et al. 2024 Eq. 2-6), by loops; ``orders_valid``
    counts the orders with a parsed sample, and with ``both_orders`` a pair with fewer than two has
    no BPDE (None)."""
    by_pair: dict[Any, list[dict]] = defaultdict(list)
    for r in rows:
        by_pair[r["pair_id"]].append(r)
    out = {}
    for pid, rs in by_pair.items():
        ok = [r for r in rs if _parsed(r)]
        n = len(ok)
        orders_valid = len({r["order"] for r in ok})
        res: dict[str, Any] = {
            "n_samples": len(rs),
            "n_valid": n,
            "orders_valid": orders_valid,
            "cs_a": None,
            "cs_b": None,
            "verdict": None,
            "p_win": None,
            "p_tie": None,
            "p_lose": None,
            "bpde": None,
        }
        if n:
            sa = sum(r["score_a"] for r in ok)
            sb = sum(r["score_b"] for r in ok)
            res["cs_a"], res["cs_b"] = sa / n, sb / n
            res["verdict"] = "a" if sa - sb > EPS * max(n, 1) else "b" if sb - sa > EPS * max(n, 1) else "tie"
            counts = {"win": 0, "tie": 0, "lose": 0}
            for r in ok:
                lab = _label(r["score_a"] - r["score_b"])
                assert lab is not None  # a parsed sample
                counts[{"a": "win", "b": "lose", "tie": "tie"}[lab]] += 1
            res["p_win"], res["p_tie"], res["p_lose"] = (counts[k] / n for k in ("win", "tie", "lose"))
            if orders_valid == 2 or not both_orders:
                h = -sum(p * math.log(p) for p in (res["p_win"], res["p_tie"], res["p_lose"]) if p > 0)
                res["bpde"] = round(h, 12)  # as the kernel: equal shares tie exactly (calibration.BPDE_DECIMALS)
        out[pid] = res
    return out


def order_verdicts(rows: list[dict]) -> dict[Any, dict]:
    """Per pair: verdict of the first parsed sample and of the mean scores, in each order."""
    groups: dict[tuple, list[dict]] = defaultdict(list)
    pids = set()
    for r in rows:
        groups[(r["pair_id"], r["order"])].append(r)
        pids.add(r["pair_id"])
    out = {}
    for pid in pids:
        v = {}
        for order in ("ab", "ba"):
            ok = sorted((r for r in groups.get((pid, order), []) if _parsed(r)), key=lambda r: r["sample"])
            v[f"first_{order}"] = _label(ok[0]["score_a"] - ok[0]["score_b"]) if ok else None
            v[f"mean_{order}"] = _label(sum(r["score_a"] - r["score_b"] for r in ok) / len(ok)) if ok else None
        out[pid] = v
    return out


def conflict_rate(ov: dict[Any, dict], basis: str = "first", unparsed: str = "exclude") -> float | None:
    """Share of pairs whose two order verdicts differ."""
    n = k = 0
    for v in ov.values():
        a, b = v[f"{basis}_ab"], v[f"{basis}_ba"]
        if unparsed == "exclude" and (a is None or b is None):
            continue
        n += 1
        k += a != b
    return k / n if n else None


def accuracy_by_order(
    ov: dict[Any, dict], gold: dict[Any, str], basis: str = "mean", unparsed: str = "exclude"
) -> dict[str, int]:
    """Correct counts and denominators per order and in both orders."""
    c = {"ab": 0, "ba": 0, "both": 0, "n_ab": 0, "n_ba": 0, "n_both": 0}
    for pid, lab in gold.items():
        if lab is None or pid not in ov:
            continue
        a, b = ov[pid][f"{basis}_ab"], ov[pid][f"{basis}_ba"]
        for order, v in (("ab", a), ("ba", b)):
            if v is not None or unparsed == "wrong":
                c[f"n_{order}"] += 1
                c[order] += v == lab
        if (a is not None and b is not None) or unparsed == "wrong":
            c["n_both"] += 1
            c["both"] += (a == lab) and (b == lab)
    return c


def cohen_kappa(pred: list, gold: list) -> float | None:
    """Cohen's kappa (Cohen 1960) by counting."""
    n = len(pred)
    if n == 0:
        return None
    labels = set(pred) | set(gold)
    po = sum(p == g for p, g in zip(pred, gold)) / n
    pe = sum((sum(p == c for p in pred) / n) * (sum(g == c for g in gold) / n) for c in labels)
    if abs(1 - pe) < 1e-12:
        return None
    return (po - pe) / (1 - pe)


def select_for_review(results: dict[Any, dict], beta: float) -> set:
    """Pair ids with needs_review: top ceil(beta N) by BPDE (ties by id) of the N pairs with a verdict
    and a BPDE, plus every other pair (no verdict, or a verdict without BPDE)."""
    judged = [(pid, r["bpde"]) for pid, r in results.items() if r["verdict"] is not None and r["bpde"] is not None]
    judged.sort(key=lambda t: (-t[1], t[0]))
    m = math.ceil(round(beta * len(judged), 9))
    chosen = {pid for pid, _ in judged[:m]}
    return chosen | {pid for pid, r in results.items() if r["verdict"] is None or r["bpde"] is None}


def position_preference(rows: list[dict]) -> dict[str, Any]:
    """Shares of parsed samples won by slot 1, slot 2, or tied (uses score_first/score_second)."""
    ok = [r for r in rows if r.get("score_first") is not None and r.get("score_second") is not None]
    n = len(ok)
    if not n:
        return {"first": None, "second": None, "tie": None, "n": 0}
    f = sum(r["score_first"] - r["score_second"] > EPS for r in ok)
    s = sum(r["score_second"] - r["score_first"] > EPS for r in ok)
    return {"first": f / n, "second": s / n, "tie": (n - f - s) / n, "n": n}


def uncertain_pairs(
    rows: list[dict], on_disagree: bool = True, bpde_threshold: float = float("inf"), gap_threshold: float = 0.0
) -> dict[Any, bool]:
    """The adaptive policy's escalation decision per pair, by loops (kernels/adaptive.py): escalate
    when an order has no parsed sample, or (``on_disagree``) the mean-basis order verdicts differ, or
    BPDE > ``bpde_threshold``, or |CS_a - CS_b| < ``gap_threshold``."""
    cal = calibrate(rows)
    ov = order_verdicts(rows)
    out = {}
    for pid, c in cal.items():
        a, b = ov[pid]["mean_ab"], ov[pid]["mean_ba"]
        if a is None or b is None:
            out[pid] = True
            continue
        esc = on_disagree and a != b
        esc = esc or c["bpde"] > bpde_threshold
        ok = [r for r in rows if r["pair_id"] == pid and _parsed(r)]
        # |CS_a - CS_b| = |sum(score_a) - sum(score_b)| / n as one quotient (the kernel's rounding)
        gap = abs(sum(r["score_a"] for r in ok) - sum(r["score_b"] for r in ok)) / len(ok)
        esc = esc or gap < gap_threshold
        out[pid] = esc
    return out
