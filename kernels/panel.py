"""Judge panels: the panel verdict of several judges, and agreement between the judges.

Sources:
- Panel of LLM evaluators (PoLL): Verga et al. 2024, "Replacing Judges with Juries: Evaluating LLM
  Generations with a Panel of Diverse Models" (PoLL; section not re-checked here): the judges' verdicts are
  pooled by voting
  (max voting) and scores by averaging (average pooling).
- Cohen 1960 (two judges; :func:`kernels.agreement.kappa_frame`).
- Fleiss 1971, "Measuring nominal scale agreement among many raters", Psychological Bulletin 76(5),
  378-382: N subjects, n ratings each, n_ij ratings of subject i in category j;
  p_j = sum_i n_ij / (N n); P_i = (sum_j n_ij^2 - n) / (n (n - 1)); P = mean_i P_i;
  P_e = sum_j p_j^2; kappa = (P - P_e) / (1 - P_e).
- Krippendorff 2011, "Computing Krippendorff's Alpha-Reliability" (Annenberg School, U. Penn.),
  Sec. C (nominal data, any number of observers, missing values): the coincidences
  o_ck = sum_u (number of ordered pairs of values (c, k) in unit u) / (m_u - 1) over the units with
  m_u >= 2 values (the pairable ones); n_c = sum_k o_ck, n = sum_c n_c; and
  alpha = ((n - 1) sum_c o_cc - sum_c n_c (n_c - 1)) / (n (n - 1) - sum_c n_c (n_c - 1)).

Input, the panel table (one row per judge and pair): ``judge`` (str), ``pair_id``, ``verdict``
(a|b|tie, null when the judge gave none), optionally numeric score columns (e.g. ``score_a`` of
``kernels.fivelevel`` or ``cs_a``/``cs_b`` of ``kernels.calibration``).
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations
from typing import Any

import numpy as np
import polars as pl

from judge_engine.kernels.agreement import kappa_frame

VERDICTS = ("a", "b", "tie")


def _check(panel: pl.DataFrame, unit: str = "pair_id", rater: str = "judge", label: str = "verdict") -> None:
    missing = [c for c in (rater, unit, label) if c not in panel.columns]
    if missing:
        raise ValueError(f"panel table needs column(s) {missing}; got {panel.columns}")
    dup = panel.filter(pl.struct(rater, unit).is_duplicated())
    if dup.height:
        r = dup.row(0, named=True)
        raise ValueError(f"duplicate ({rater}, {unit}) row: ({r[rater]!r}, {r[unit]!r})")


def panel_verdicts(panel: pl.DataFrame, scores: Sequence[str] = ()) -> pl.DataFrame:
    """Per pair, the panel's plurality verdict over its judges, and mean scores (PoLL).

    Tie handling: the panel verdict is the label with the most votes among a, b and tie; when the
    largest count is shared by two or more labels (a 1-1 split, a 2-2 split of a and tie, ...)
    the panel verdict is ``tie``: the panel has no majority preference. Judges without a verdict
    do not vote (they count in ``n_judges``, not in ``n_votes``).

    Args:
        panel: the panel table (module docstring).
        scores: numeric columns to average over the judges (nulls skipped), e.g. ``("score_a",)``.

    Returns:
        One row per pair_id, sorted: ``n_judges`` (u32, rows), ``n_votes`` (u32), ``votes_a``,
        ``votes_b``, ``votes_tie`` (u32), ``verdict`` (a|b|tie, null when n_votes = 0),
        ``agreement`` (f64, share of votes equal to the panel verdict; null without votes), and
        ``mean_<col>`` (f64) for each score column.

    Raises:
        ValueError: missing columns, duplicate (judge, pair_id), a verdict outside a|b|tie.
    """
    _check(panel)
    bad = panel.filter(pl.col("verdict").is_not_null() & ~pl.col("verdict").is_in(list(VERDICTS)))
    if bad.height:
        r = bad.row(0, named=True)
        raise ValueError(f"judge {r['judge']!r}, pair {r['pair_id']!r}: verdict {r['verdict']!r} is not a|b|tie")
    v = pl.col("verdict")
    out = panel.group_by("pair_id").agg(
        pl.len().cast(pl.UInt32).alias("n_judges"),
        v.count().cast(pl.UInt32).alias("n_votes"),
        *((v == lab).sum().cast(pl.UInt32).alias(f"votes_{lab}") for lab in VERDICTS),
        *(pl.col(c).cast(pl.Float64).mean().alias(f"mean_{c}") for c in scores),
    )
    va, vb, vt = pl.col("votes_a"), pl.col("votes_b"), pl.col("votes_tie")
    top = pl.max_horizontal(va, vb, vt)
    verdict = (
        pl.when(pl.col("n_votes") == 0)
        .then(None)
        .when((va == top) & (vb < top) & (vt < top))
        .then(pl.lit("a"))
        .when((vb == top) & (va < top) & (vt < top))
        .then(pl.lit("b"))
        .otherwise(pl.lit("tie"))
    )
    out = out.with_columns(verdict.alias("verdict"))
    agree = pl.when(pl.col("verdict") == "a").then(va).when(pl.col("verdict") == "b").then(vb).otherwise(vt) / pl.col(
        "n_votes"
    )
    out = out.with_columns(pl.when(pl.col("n_votes") > 0).then(agree).alias("agreement"))
    return out.sort("pair_id").select(
        "pair_id",
        "n_judges",
        "n_votes",
        "votes_a",
        "votes_b",
        "votes_tie",
        "verdict",
        "agreement",
        *(f"mean_{c}" for c in scores),
    )


def kappa_matrix(panel: pl.DataFrame) -> pl.DataFrame:
    """Cohen's kappa between every two judges, over the pairs both gave a verdict.

    Returns:
        Long form, one row per judge pair (judge_1 < judge_2 by name): ``judge_1``, ``judge_2``,
        ``n`` (i64, pairs both judged), ``kappa`` (f64, null when n = 0 or chance agreement is 1;
        :func:`kernels.agreement.kappa_frame`, over the labels present).
    """
    _check(panel)
    wide = panel.filter(pl.col("verdict").is_not_null()).pivot(
        on="judge", index="pair_id", values="verdict", aggregate_function=None
    )
    judges = sorted(panel["judge"].unique().to_list())
    rows = []
    for j1, j2 in combinations(judges, 2):
        if j1 in wide.columns and j2 in wide.columns:
            n = wide.select((pl.col(j1).is_not_null() & pl.col(j2).is_not_null()).sum()).item()
            kappa = kappa_frame(wide, j1, j2)
        else:
            n, kappa = 0, None
        rows.append({"judge_1": j1, "judge_2": j2, "n": int(n), "kappa": kappa})
    return pl.DataFrame(rows, schema={"judge_1": pl.String, "judge_2": pl.String, "n": pl.Int64, "kappa": pl.Float64})


def value_counts(
    panel: pl.DataFrame, unit: str = "pair_id", label: str = "verdict", categories: Sequence[Any] | None = None
) -> tuple[list, list, np.ndarray]:
    """The units x categories count matrix n_uc (how many raters put unit u in category c).

    Null labels are missing ratings and are not counted (their units still get a row). Returns
    (units sorted, categories (given, or the sorted labels present), counts int64 (U, C)).

    Raises:
        ValueError: a label outside the given ``categories``.
    """
    df = panel.select(unit, label).filter(pl.col(label).is_not_null())
    present = df.get_column(label).unique().sort()
    cats = list(categories) if categories is not None else present.to_list()
    extra = set(present.to_list()) - set(cats)
    if extra:
        raise ValueError(f"column {label!r} holds {sorted(extra, key=str)}, outside the categories {cats}")
    units = panel.get_column(unit).unique().sort()
    u_idx = units.to_frame(unit).with_row_index("_u")
    c_idx = pl.Series(label, cats, dtype=df.schema[label]).to_frame().with_row_index("_c")
    cells = df.join(u_idx, on=unit).join(c_idx, on=label).group_by("_u", "_c").len()
    counts = np.zeros((units.len(), len(cats)), dtype=np.int64)
    counts[cells["_u"].to_numpy(), cells["_c"].to_numpy()] = cells["len"].to_numpy()
    return units.to_list(), cats, counts


def fleiss_kappa(counts: np.ndarray) -> float | None:
    """Fleiss' kappa (Fleiss 1971; module docstring) of an (N subjects, k categories) count matrix.

    Every row must hold the same number n >= 2 of ratings (Fleiss' design; use
    :func:`krippendorff_alpha` when ratings are missing). None when N = 0 or P_e = 1.

    Raises:
        ValueError: not 2-D, negative counts, rows with different totals, or n < 2.
    """
    m = np.asarray(counts, dtype=np.float64)
    if m.ndim != 2 or (m < 0).any():
        raise ValueError(f"counts must be a 2-D array of non-negative counts, got shape {m.shape}")
    if m.shape[0] == 0:
        return None
    n_i = m.sum(axis=1)
    if not np.all(n_i == n_i[0]):
        bad = int(np.flatnonzero(n_i != n_i[0])[0])
        raise ValueError(
            f"Fleiss' kappa needs the same number of ratings per subject: row 0 has {n_i[0]:g}, "
            f"row {bad} has {n_i[bad]:g} (use krippendorff_alpha for missing ratings)"
        )
    n = n_i[0]
    if n < 2:
        raise ValueError(f"Fleiss' kappa needs at least 2 ratings per subject, got {n:g}")
    p_j = m.sum(axis=0) / (m.shape[0] * n)
    p_bar = float(((m * m).sum(axis=1) - n).mean() / (n * (n - 1)))
    p_e = float((p_j * p_j).sum())
    if abs(1.0 - p_e) < 1e-12:
        return None
    return (p_bar - p_e) / (1.0 - p_e)


def krippendorff_alpha(counts: np.ndarray) -> float | None:
    """Krippendorff's alpha for nominal data (Krippendorff 2011, Sec. C; module docstring) from a
    (units, values) count matrix; missing ratings are simply absent from a unit's counts.

    Units with fewer than 2 values are not pairable and do not enter. None when fewer than 2
    pairable values exist or the expected disagreement is 0 (one value only).

    Raises:
        ValueError: not 2-D or negative counts.
    """
    m = np.asarray(counts, dtype=np.float64)
    if m.ndim != 2 or (m < 0).any():
        raise ValueError(f"counts must be a 2-D array of non-negative counts, got shape {m.shape}")
    m_u = m.sum(axis=1)
    m = m[m_u >= 2]
    m_u = m_u[m_u >= 2]
    if m.shape[0] == 0:
        return None
    # o_ck = sum_u (n_uc n_uk - [c = k] n_uc) / (m_u - 1)
    o = np.einsum("uc,uk->ck", m / (m_u - 1)[:, None], m) - np.diag((m / (m_u - 1)[:, None]).sum(axis=0))
    n_c = o.sum(axis=1)
    n = n_c.sum()
    within = float((n_c * (n_c - 1)).sum())
    den = n * (n - 1) - within
    if den <= 1e-12:
        return None
    return float(((n - 1) * np.trace(o) - within) / den)


def agreement(
    panel: pl.DataFrame,
    unit: str = "pair_id",
    rater: str = "judge",
    label: str = "verdict",
    categories: Sequence[Any] | None = None,
) -> dict[str, Any]:
    """Fleiss' kappa and Krippendorff's alpha of a panel (or any rater x unit label table).

    Fleiss' kappa is computed over the units every rater labelled (``fleiss_units``; the others are
    counted in ``fleiss_dropped``, never silently); Krippendorff's alpha over all pairable units.

    Returns:
        ``{"fleiss_kappa", "fleiss_units", "fleiss_dropped", "krippendorff_alpha", "alpha_units"
        (pairable units), "alpha_values" (pairable ratings), "n_raters"}``.

    Raises:
        ValueError: duplicate (rater, unit) rows, labels outside ``categories``.
    """
    _check(panel, unit, rater, label)
    units, cats, counts = value_counts(panel, unit, label, categories)
    n_raters = panel[rater].n_unique()
    full = counts.sum(axis=1) == n_raters
    pairable = counts.sum(axis=1) >= 2
    fk = fleiss_kappa(counts[full]) if n_raters >= 2 and full.any() else None
    return {
        "fleiss_kappa": fk,
        "fleiss_units": int(full.sum()),
        "fleiss_dropped": int((~full).sum()),
        "krippendorff_alpha": krippendorff_alpha(counts),
        "alpha_units": int(pairable.sum()),
        "alpha_values": int(counts[pairable].sum()),
        "n_raters": int(n_raters),
    }
