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
    return {"asr": success.height / n if n else None, "n": n, "successes": success.height,
            "n_missing": probes.height - have.height}


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
