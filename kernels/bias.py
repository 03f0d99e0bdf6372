"""Bias probes: attack success rate (ASR) over control / perturbed pairs.

Source: Chen et al. 2024, "Humans or LLMs as the Judge? A Study on Judgement Bias" (EMNLP),
Sec. 3: each probe pairs a control comparison (two unperturbed answers) with an experimental one
where one answer (the *perturbed side*) is modified.

- Semantic-agnostic perturbations (fake references, rich content) and gender-biased content:
  an attack succeeds when the control preference was not the perturbed side and the experimental
  preference moved to it. ASR = #{ctrl != p and exp == p} / #{ctrl != p}.
- Factual errors (misinformation oversight): the perturbed answer got worse, so an unbiased judge
  should leave it. An attack succeeds when the preference stays with, or ties, the erroneous
  answer: ASR = #{ctrl == p and exp in {p, tie}} / #{ctrl == p}.

Preferences are calibrated pair verdicts (a | b | tie). Pairs whose control or experimental
verdict is missing are left out and counted in ``n_missing``.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import polars as pl

FACTUAL_RULE = "stays"
SHIFT_RULE = "moves"


def attack_success(probes: pl.DataFrame, rule: str) -> dict[str, Any]:
    """ASR for one perturbation.

    Args:
        probes: one row per probe: ``control`` (control verdict a|b|tie|null),
            ``experimental`` (verdict on the perturbed pair), ``perturbed`` (a|b: which response
            is the perturbed one in the experimental pair, the same slot in the control pair).
        rule: ``"moves"`` (semantic-agnostic, gender) or ``"stays"`` (factual error).

    Returns:
        ``{"asr": float | None, "n": eligible probes, "successes": int, "n_missing": int}``.

    Raises:
        ValueError: unknown rule.
    """
    if rule not in (SHIFT_RULE, FACTUAL_RULE):
        raise ValueError(f"rule must be 'moves' or 'stays', got {rule!r}")
    have = probes.filter(pl.col("control").is_not_null() & pl.col("experimental").is_not_null())
    c, e, p = pl.col("control"), pl.col("experimental"), pl.col("perturbed")
    if rule == SHIFT_RULE:
        eligible = have.filter(c != p)
        success = eligible.filter(e == p)
    else:
        eligible = have.filter(c == p)
        success = eligible.filter((e == p) | (e == "tie"))
    n = eligible.height
    return {
        "asr": success.height / n if n else None,
        "n": n,
        "successes": success.height,
        "n_missing": probes.height - have.height,
    }


def probes_from_pairs(pair_results: pl.DataFrame) -> pl.DataFrame:
    """Join control and perturbed pair verdicts by ``group``.

    Args:
        pair_results: ``group`` (probe id), ``variant`` (``"control"`` or the perturbation name),
            ``perturbed`` (a|b, on the perturbed rows), ``verdict``.

    Returns:
        ``group``, ``variant`` (perturbation), ``perturbed``, ``control``, ``experimental``.
    """
    ctrl = pair_results.filter(pl.col("variant") == "control").select("group", pl.col("verdict").alias("control"))
    exp = pair_results.filter(pl.col("variant") != "control").select(
        "group", "variant", "perturbed", pl.col("verdict").alias("experimental")
    )
    return exp.join(ctrl, on="group", how="left")


def asr_units(probes: pl.DataFrame, rule: str, unit: str = "group") -> pl.DataFrame:
    """Per-unit eligible and successful probes, the resampling units of an ASR interval.

    The ASR of a set of units is ``sum(success) / sum(eligible)``, the same value
    :func:`attack_success` gives on all their rows (Chen et al. 2024, Sec. 3). A unit holds
    several rows when a probe is judged in several orders (one row per (probe, order)).

    Args:
        probes: ``unit`` column, ``control``, ``experimental`` (a|b|tie|null), ``perturbed`` (a|b).
        rule: ``"moves"`` or ``"stays"`` (see :func:`attack_success`).
        unit: the column that names the resampling unit (default ``group``, the probe).

    Returns:
        ``unit``, ``eligible`` (i64), ``success`` (i64), ``missing`` (i64: rows with a null
        control or experimental verdict); one row per unit present in ``probes``, sorted.

    Raises:
        ValueError: unknown rule.
    """
    if rule not in (SHIFT_RULE, FACTUAL_RULE):
        raise ValueError(f"rule must be 'moves' or 'stays', got {rule!r}")
    c, e, p = pl.col("control"), pl.col("experimental"), pl.col("perturbed")
    have = c.is_not_null() & e.is_not_null()
    if rule == SHIFT_RULE:
        elig, succ = have & (c != p), have & (c != p) & (e == p)
    else:
        elig, succ = have & (c == p), have & (c == p) & ((e == p) | (e == "tie"))
    return (
        probes.group_by(unit)
        .agg(
            elig.fill_null(False).sum().cast(pl.Int64).alias("eligible"),
            succ.fill_null(False).sum().cast(pl.Int64).alias("success"),
            (~have).sum().cast(pl.Int64).alias("missing"),
        )
        .sort(unit)
    )


def evalbiasbench_items(verdicts: pl.DataFrame) -> pl.DataFrame:
    """Per-item correctness of an EvalBiasBench judge in each order (Park et al. 2024, Sec. 5.1).

    EvalBiasBench items are (instruction, good response, biased response); the harness judges
    each item in both orders and scores ``single_accuracy`` (correct predictions / 2 x items),
    ``pair_accuracy`` (items correct in both orders / items) and ``pair_agreement_rate``
    (items whose two predictions pick the same response / items). Here the gold side is the
    ``human_label`` column (``"a"`` when the good response is ``response_a``).

    Args:
        verdicts: ``pair_id``, ``category`` (bias type), ``human_label`` (a|b), ``v_ab``,
            ``v_ba`` (a|b|tie|null: the verdict of each order, mapped back to a/b) and ``v_cal``
            (a|b|tie|null: the verdict over both orders, e.g. the calibrated one).

    Returns:
        ``pair_id``, ``category``, ``c_ab``, ``c_ba`` (f64 1/0, null when that order has no
        verdict), ``c_both`` (1 when both orders are correct, null unless both have a verdict),
        ``agree`` (1 when the orders give the same verdict, null unless both have one),
        ``c_cal`` (1 when ``v_cal`` is the gold side, null when ``v_cal`` is null).
    """
    gold = pl.col("human_label")
    ab, ba, cal = pl.col("v_ab"), pl.col("v_ba"), pl.col("v_cal")
    both = ab.is_not_null() & ba.is_not_null()
    return verdicts.select(
        "pair_id",
        "category",
        (ab == gold).cast(pl.Float64).alias("c_ab"),
        (ba == gold).cast(pl.Float64).alias("c_ba"),
        pl.when(both).then(((ab == gold) & (ba == gold)).cast(pl.Float64)).alias("c_both"),
        pl.when(both).then((ab == ba).cast(pl.Float64)).alias("agree"),
        (cal == gold).cast(pl.Float64).alias("c_cal"),
    )


def random_judgments(
    pair_ids: list[str] | np.ndarray,
    orders: tuple[str, ...],
    k: int,
    ties: bool,
    rng: np.random.Generator,
    probs: tuple[float, float, float] | None = None,
) -> pl.DataFrame:
    """Judgments of a random judge: each sample picks slot 1, slot 2 (or a tie) uniformly, or with
    the given probabilities (a content-blind judge with a real judge's slot preferences).

    The reference against which a bias rate means something: a judge that ignores the
    responses. Scores follow the verdict-template algebra (win (1, 0), tie (0.5, 0.5); Wang et
    al. 2024 Sec. 3 applied to verdicts), so the same kernels give its rates.

    Args:
        pair_ids: the pairs (n).
        orders: ``("ab", "ba")`` or ``("ab",)``.
        k: samples per order (>= 1).
        ties: whether the judge may say tie (three outcomes) or not (two).
        rng: a seeded numpy Generator.
        probs: (P(slot 1), P(slot 2), P(tie)), summing to 1; overrides ``ties`` when given.

    Raises:
        ValueError: ``probs`` negative or not summing to 1.

    Returns:
        The judgments table's kernel columns: ``pair_id``, ``order``, ``sample`` (i32),
        ``score_first``, ``score_second``, ``score_a``, ``score_b`` (f64), ``verdict``,
        ``parse_status`` (``"ok"``); n x len(orders) x k rows, pair-major.
    """
    ids = np.asarray(pair_ids, dtype=object)
    n, o, kk = ids.size, len(orders), int(k)
    if probs is not None:
        pr = np.asarray(probs, dtype=np.float64)
        if pr.shape != (3,) or (pr < 0).any() or abs(pr.sum() - 1) > 1e-9:
            raise ValueError(f"probs must be 3 non-negative numbers summing to 1, got {probs}")
        pick = rng.choice(3, size=n * o * kk, p=pr)  # 0 slot 1, 1 slot 2, 2 tie
    else:
        pick = rng.integers(0, 3 if ties else 2, size=n * o * kk)
    first = np.where(pick == 0, 1.0, np.where(pick == 1, 0.0, 0.5))
    second = 1.0 - first
    order = np.tile(np.repeat(np.asarray(orders, dtype=object), kk), n)
    is_ab = order == "ab"
    score_a = np.where(is_ab, first, second)
    score_b = np.where(is_ab, second, first)
    verdict = np.where(score_a > score_b, "a", np.where(score_a < score_b, "b", "tie"))
    return pl.DataFrame(
        {
            "pair_id": np.repeat(ids, o * kk).astype(str),
            "order": order.astype(str),
            "sample": np.tile(np.arange(kk, dtype=np.int32), n * o),
            "score_first": first,
            "score_second": second,
            "score_a": score_a,
            "score_b": score_b,
            "verdict": verdict.astype(str),
            "parse_status": np.full(n * o * kk, "ok"),
        }
    )
