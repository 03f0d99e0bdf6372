"""Agreement between the two presentation orders, and between the judge and human labels.

Sources:
- Conflict rate: Wang et al. 2024, "Large Language Models are not Fair Evaluators", Sec. 2 and
  Table 1: a pair is in conflict when swapping the two responses changes the judge's result.
- Positional agreement: Zeng et al. 2024 (LLMBar), the ``equal`` statistic: the same winner in
  both orders (1 - conflict rate on the same pairs).
- Cohen 1960, "A coefficient of agreement for nominal scales": kappa = (p_o - p_e) / (1 - p_e),
  p_e = sum_c p_pred(c) p_gold(c), over the union of the labels that occur; with gold labels
  free of ties this is the 2-class kappa whenever the judge also never says tie.

Order verdicts come in two bases: ``"first"`` (the first parsed sample of the order, the vanilla
single-judgment setting) and ``"mean"`` (the mean scores over the order's parsed samples, i.e.
Multiple Evidence Calibration within one order).

Unparsed judgments: by default (``unparsed="exclude"``) a pair enters a statistic only when the
verdicts it needs exist. ``unparsed="wrong"`` reproduces LLMBar's script: an unparsed verdict is
a wrong answer, two unparsed verdicts are "equal", and for kappa an unparsed verdict falls in
with ``"b"`` (its script maps winner "2" and a missing winner alike to 0).
"""

from __future__ import annotations

import sys
from typing import Any, Literal

import numba
import numpy as np
import polars as pl

from judge_engine.kernels.segments import (
    EPS,
    NO_VERDICT,
    PairStats,
    codes_from_labels,
    labels_from_codes,
    pair_stats,
    verdict_codes,
)

LABELS = ("a", "b", "tie")
Basis = Literal["first", "mean"]
Unparsed = Literal["exclude", "wrong"]


def order_verdicts(judgments: pl.DataFrame | pl.LazyFrame | PairStats) -> pl.DataFrame:
    """One row per pair with the verdict of each order, on both bases.

    Args:
        judgments: ``pair_id``, ``order`` (ab|ba), ``sample`` (int), ``score_a``, ``score_b``
            (f64, null when unparsed); or its :class:`PairStats`.

    Returns:
        ``pair_id``, ``first_ab``, ``first_ba`` (verdict of the lowest-numbered parsed sample of
        each order), ``mean_ab``, ``mean_ba`` (verdict of the mean scores of each order's parsed
        samples); each a|b|tie, or null when the order has no parsed sample (or was not judged).
        Pairs with no judgment row at all are absent. Sorted by ``pair_id``.

    Raises:
        ValueError: duplicate (pair_id, order, sample) rows.
    """
    st = judgments if isinstance(judgments, PairStats) else pair_stats(judgments)
    codes = order_verdict_codes(st)
    return pl.DataFrame({"pair_id": st.pair_id, **{k: labels_from_codes(v) for k, v in codes.items()}})


def order_verdict_codes(st: PairStats) -> dict[str, np.ndarray]:
    """The order verdicts of :func:`order_verdicts` as int8 codes (0 a, 1 b, 2 tie, 3 none), in
    ``st``'s pair order: keys ``first_ab``, ``first_ba``, ``mean_ab``, ``mean_ba``."""
    return {k: verdict_codes(getattr(st, k)) for k in ("first_ab", "first_ba", "mean_ab", "mean_ba")}


def conflict_rate_codes(ab: np.ndarray, ba: np.ndarray, unparsed: Unparsed = "exclude") -> dict[str, Any]:
    """:func:`conflict_rate` over verdict codes (int8 arrays of equal length, 3 = no verdict).

    Wang et al. 2024, Sec. 2: a pair is in conflict when its two order verdicts differ. With
    ``unparsed="exclude"`` only pairs with a verdict in both orders count; with ``"wrong"`` every
    pair counts, one missing verdict is a conflict and two missing agree (LLMBar).
    """
    if unparsed == "exclude":
        both = (ab != NO_VERDICT) & (ba != NO_VERDICT)
        n = int(np.count_nonzero(both))
        k = int(np.count_nonzero(both & (ab != ba)))
    else:
        n, k = int(ab.size), int(np.count_nonzero(ab != ba))
    return {"value": k / n if n else None, "n": n, "k": k}


def kappa_codes(pred: np.ndarray, gold: np.ndarray) -> float | None:
    """Cohen's kappa (Cohen 1960) between two verdict-code arrays (int8, equal length); pairs with
    code 3 (no verdict / no label) in either are left out. Over the labels present, like
    :func:`cohen_kappa`. None when no pair remains or chance agreement is 1."""
    if pred.shape != gold.shape:
        raise ValueError(f"pred and gold must have the same shape, got {pred.shape} and {gold.shape}")
    return kappa_from_confusion(
        _confusion(np.ascontiguousarray(pred, dtype=np.int8), np.ascontiguousarray(gold, dtype=np.int8))
    )


@numba.njit(cache=True, nogil=True)
def _confusion(pred, gold):  # pragma: no cover - compiled
    """3 x 3 counts (rows pred, columns gold) over pairs where both codes are < 3."""
    m = np.zeros((3, 3), np.int64)
    for i in range(pred.size):
        if pred[i] < 3 and gold[i] < 3:
            m[pred[i], gold[i]] += 1
    return m


def align_label_codes(pair_id: pl.Series, labels: pl.DataFrame, column: str = "human_label") -> np.ndarray:
    """Label codes (int8, 3 = no label) aligned to ``pair_id`` (e.g. ``PairStats.pair_id``).

    Args:
        pair_id: the P pair ids to align to.
        labels: ``pair_id`` and ``column`` (a|b|tie|null), at most one row per pair_id.

    Raises:
        ValueError: duplicate pair_id in ``labels``, a label outside a|b|tie, or pair_id dtypes
            that differ.
    """
    lp = labels.get_column("pair_id")
    if lp.dtype != pair_id.dtype:
        raise ValueError(f"labels' pair_id is {lp.dtype}, the judgments' is {pair_id.dtype}")
    if lp.len() == pair_id.len() and lp.dtype == pair_id.dtype and lp.equals(pair_id):
        return codes_from_labels(labels.get_column(column))  # already aligned: no join
    if lp.is_duplicated().any():
        raise ValueError(f"labels hold duplicate pair_id rows, e.g. {lp.filter(lp.is_duplicated()).head(1).to_list()}")
    joined = pair_id.to_frame("pair_id").join(
        labels.select("pair_id", column), on="pair_id", how="left", maintain_order="left"
    )
    return codes_from_labels(joined.get_column(column))


def conflicts(verdicts: pl.DataFrame, basis: Basis = "first", unparsed: Unparsed = "exclude") -> pl.DataFrame:
    """Per-pair conflict between the orders.

    Args:
        verdicts: output of :func:`order_verdicts`.
        basis: ``"first"`` or ``"mean"``.
        unparsed: ``"exclude"`` keeps pairs with a verdict in both orders; ``"wrong"`` keeps all
            pairs and counts one missing verdict as a conflict, two missing as agreement (LLMBar).

    Returns:
        ``pair_id``, ``conflict`` (bool).
    """
    ab, ba = pl.col(f"{basis}_ab"), pl.col(f"{basis}_ba")
    if unparsed == "exclude":
        return verdicts.filter(ab.is_not_null() & ba.is_not_null()).select("pair_id", (ab != ba).alias("conflict"))
    return verdicts.select("pair_id", ab.ne_missing(ba).alias("conflict"))


def rate(flags: pl.Series) -> dict[str, Any]:
    """``{"value": share of True (None if empty), "n": count, "k": number True}`` of a bool Series."""
    s = flags.drop_nulls()
    n = s.len()
    k = int(s.sum()) if n else 0
    return {"value": k / n if n else None, "n": n, "k": k}


def conflict_rate(verdicts: pl.DataFrame, basis: Basis = "first", unparsed: Unparsed = "exclude") -> dict[str, Any]:
    """Conflict rate (Wang et al. 2024): share of pairs whose two orders disagree. See :func:`rate`."""
    return rate(conflicts(verdicts, basis, unparsed)["conflict"])


def positional_agreement(
    verdicts: pl.DataFrame, basis: Basis = "first", unparsed: Unparsed = "exclude"
) -> dict[str, Any]:
    """Positional agreement (LLMBar ``equal``): share of pairs with the same verdict in both orders."""
    return rate(~conflicts(verdicts, basis, unparsed)["conflict"])


def accuracy_by_order(
    verdicts: pl.DataFrame, gold: pl.DataFrame, basis: Basis = "mean", unparsed: Unparsed = "exclude"
) -> dict[str, Any]:
    """Accuracy of each order's verdict against gold labels, in both orders, and on average.

    Args:
        verdicts: output of :func:`order_verdicts`.
        gold: ``pair_id``, ``human_label`` (a|b|tie); pairs without a label are ignored.
        basis: which order verdict to use (``"mean"`` for k samples; equal to ``"first"`` for k = 1).
        unparsed: ``"exclude"``: a missing order verdict removes the pair from that order's
            accuracy and from ``both``; ``"wrong"``: it counts as wrong (LLMBar).

    Returns:
        ``{"ab": rate, "ba": rate, "both": rate, "average": float | None}`` where each rate is
        :func:`rate` (``k`` = correct count, e.g. LLMBar ``correct_False`` / ``correct_True`` /
        ``correct_both``) and ``average`` is the mean of the ab and ba accuracies
        (LLMBar ``correct_average``).
    """
    g = gold.filter(pl.col("human_label").is_not_null()).select("pair_id", "human_label")
    df = verdicts.join(g, on="pair_id", how="inner")
    ab, ba, lab = pl.col(f"{basis}_ab"), pl.col(f"{basis}_ba"), pl.col("human_label")
    if unparsed == "exclude":
        r_ab = rate(df.filter(ab.is_not_null()).select(ab == lab).to_series())
        r_ba = rate(df.filter(ba.is_not_null()).select(ba == lab).to_series())
        both = rate(df.filter(ab.is_not_null() & ba.is_not_null()).select((ab == lab) & (ba == lab)).to_series())
    else:
        c_ab, c_ba = ab.eq_missing(lab), ba.eq_missing(lab)
        r_ab = rate(df.select(c_ab).to_series())
        r_ba = rate(df.select(c_ba).to_series())
        both = rate(df.select(c_ab & c_ba).to_series())
    avg = None
    if r_ab["value"] is not None and r_ba["value"] is not None:
        avg = (r_ab["value"] + r_ba["value"]) / 2
    return {"ab": r_ab, "ba": r_ba, "both": both, "average": avg}


def kappa_between_orders(
    verdicts: pl.DataFrame, basis: Basis = "first", unparsed: Unparsed = "exclude"
) -> float | None:
    """Cohen's kappa between the ab and ba verdicts (LLMBar ``kappa_agreement``).

    With ``unparsed="wrong"`` a missing verdict is coded like ``"b"``, as LLMBar's script does
    (``int(w) if w in ("0", "1") else 0`` maps both "2" and None to 0).
    """
    ab, ba = pl.col(f"{basis}_ab"), pl.col(f"{basis}_ba")
    if unparsed == "exclude":
        df = verdicts.filter(ab.is_not_null() & ba.is_not_null())
        return cohen_kappa(df[f"{basis}_ab"].to_numpy(), df[f"{basis}_ba"].to_numpy())
    df = verdicts.select(ab.fill_null("b"), ba.fill_null("b"))
    return cohen_kappa(df[f"{basis}_ab"].to_numpy(), df[f"{basis}_ba"].to_numpy())


MAX_GAP_BUCKETS = 1_000_000
"""The last bucket index of :func:`conflict_by_score_gap`: gaps beyond it share one open bucket."""


def conflict_by_score_gap(pair_results: pl.DataFrame, width: float = 1.0) -> pl.DataFrame:
    """Conflict rate by calibrated score gap |CS_a - CS_b| (Wang et al. 2024, Sec. 4 analysis).

    Buckets are [0, w], (w, 2w], (2w, 3w], ... with w = ``width`` (score points); a gap beyond
    :data:`MAX_GAP_BUCKETS` buckets falls in one last, open bucket, so a huge but finite score (a reward
    model's 1e19, a user template's 3e19) or a tiny ``width`` never overflows the bucket index (fresh pass full79 M1);
    its ``hi`` is the largest finite float, which strict JSON can hold.

    Args:
        pair_results: ``cs_a``, ``cs_b`` (f64), ``conflict`` (bool, null = not computable).

    Returns:
        ``bucket`` (str, e.g. "0-1", "1-2"), ``lo``, ``hi`` (f64), ``n`` (pairs), ``conflicts``,
        ``conflict_rate``; sorted by ``lo``; only buckets that hold pairs.
    """
    if width <= 0:
        raise ValueError(f"width must be > 0, got {width}")
    gap = (pl.col("cs_a") - pl.col("cs_b")).abs()
    raw = pl.max_horizontal((gap / width - EPS).ceil() - 1, pl.lit(0.0))
    idx = pl.when(raw.is_finite() & (raw < MAX_GAP_BUCKETS)).then(raw).otherwise(MAX_GAP_BUCKETS).cast(pl.Int64)
    return (
        pair_results.lazy()
        .select("cs_a", "cs_b", "conflict")  # only these columns are filtered (not a copy of every column)
        .filter(pl.col("conflict").is_not_null() & pl.col("cs_a").is_not_null())
        .with_columns(idx.alias("_i"))
        .group_by("_i")
        .agg(pl.len().alias("n"), pl.col("conflict").sum().alias("conflicts"))
        .with_columns(
            (pl.col("_i") * width).alias("lo"),
            pl.when(pl.col("_i") < MAX_GAP_BUCKETS)
            .then((pl.col("_i") + 1) * width)
            .otherwise(sys.float_info.max)
            .alias("hi"),
            (pl.col("conflicts") / pl.col("n")).alias("conflict_rate"),
        )
        .with_columns(pl.format("{}-{}", pl.col("lo").round(6), pl.col("hi").round(6)).alias("bucket"))
        .sort("lo")
        .select("bucket", "lo", "hi", pl.col("n").cast(pl.Int64), pl.col("conflicts").cast(pl.Int64), "conflict_rate")
        .collect()
    )


def _slot_wins() -> list[pl.Expr]:
    """Per group of parsed samples: ``n``, and the samples won by slot 1 (``first``) and slot 2 (``second``),
    from ``score_first`` - ``score_second`` beyond :data:`~judge_engine.kernels.segments.EPS`."""
    d = pl.col("score_first") - pl.col("score_second")
    return [pl.len().alias("n"), (d > EPS).sum().alias("first"), (d < -EPS).sum().alias("second")]


_PARSED_SLOTS = pl.col("score_first").is_not_null() & pl.col("score_second").is_not_null()


def slot_counts(judgments: pl.DataFrame | pl.LazyFrame) -> pl.DataFrame:
    """Per pair, its parsed samples (``n``) and those won by slot 1, slot 2 or neither.

    Uses ``score_first`` / ``score_second`` (the scores as given to the slots), like
    :func:`position_preference`, whose shares are these counts summed over pairs.

    Returns:
        ``pair_id``, ``n``, ``first``, ``second``, ``tie`` (i64); pairs without a parsed sample are absent.
    """
    return (
        judgments.lazy()
        .filter(_PARSED_SLOTS)
        .group_by("pair_id")
        .agg(_slot_wins())
        .with_columns(pl.col("n", "first", "second").cast(pl.Int64))
        .with_columns((pl.col("n") - pl.col("first") - pl.col("second")).alias("tie"))
        .collect()
    )


def position_preference(judgments: pl.DataFrame | pl.LazyFrame) -> dict[str, float | None]:
    """Shares of parsed samples in which the judge preferred slot 1, slot 2, or neither.

    Uses ``score_first`` / ``score_second`` (the scores as given to the slots). An unbiased judge
    over a balanced design (both orders) gives first == second.

    Returns:
        ``{"first": f, "second": f, "tie": f, "n": int}``; shares are ``None`` when nothing parsed.
    """
    r = judgments.lazy().filter(_PARSED_SLOTS).select(_slot_wins()).collect().row(0, named=True)
    n = int(r["n"])
    if n == 0:
        return {"first": None, "second": None, "tie": None, "n": 0}
    first, second = int(r["first"]), int(r["second"])
    return {"first": first / n, "second": second / n, "tie": (n - first - second) / n, "n": n}


def accuracy(pred: np.ndarray | list, gold: np.ndarray | list) -> float | None:
    """Share of positions where ``pred == gold`` (1-D label arrays of the same length); None if empty."""
    p, g = np.asarray(pred, dtype=object), np.asarray(gold, dtype=object)
    if p.shape != g.shape:
        raise ValueError(f"pred and gold must have the same shape, got {p.shape} and {g.shape}")
    if p.size == 0:
        return None
    return float(np.mean(p == g))


def confusion_counts(pred: np.ndarray, gold: np.ndarray) -> tuple[np.ndarray, list]:
    """Confusion matrix (counts, int64) over the union of labels, and the label order."""
    labels = sorted(set(np.unique(pred).tolist()) | set(np.unique(gold).tolist()), key=str)
    index = {lab: i for i, lab in enumerate(labels)}
    pi = np.fromiter((index[x] for x in pred), dtype=np.int64, count=len(pred))
    gi = np.fromiter((index[x] for x in gold), dtype=np.int64, count=len(gold))
    m = np.bincount(pi * len(labels) + gi, minlength=len(labels) ** 2).reshape(len(labels), len(labels))
    return m, labels


def kappa_from_confusion(m: np.ndarray) -> float | None:
    """Cohen's kappa from a square confusion matrix of counts (rows pred, columns gold)."""
    n = m.sum()
    if n == 0:
        return None
    po = np.trace(m) / n
    pe = float((m.sum(axis=1) * m.sum(axis=0)).sum()) / (n * n)
    if abs(1.0 - pe) < 1e-12:
        return None
    return float((po - pe) / (1.0 - pe))


def kappa_frame(df: pl.DataFrame | pl.LazyFrame, pred: str, gold: str) -> float | None:
    """Cohen's kappa between two label columns of a frame (rows with a null in either are dropped), over
    the labels present (Cohen 1960; used by :func:`judge_engine.kernels.panel.kappa_matrix` for each
    pair of judges).

    Vectorized: the confusion counts come from one polars ``group_by``; suits tens of millions of rows.
    """
    counts = (
        df.lazy()
        .select(pl.col(pred).cast(pl.String).alias("p"), pl.col(gold).cast(pl.String).alias("g"))
        .drop_nulls()
        .group_by("p", "g")
        .len()
        .collect()
    )
    if counts.height == 0:
        return None
    labels = sorted(set(counts["p"].to_list()) | set(counts["g"].to_list()))
    idx = {lab: i for i, lab in enumerate(labels)}
    m = np.zeros((len(labels), len(labels)), dtype=np.int64)
    for p_, g_, n_ in counts.iter_rows():
        m[idx[p_], idx[g_]] = n_
    return kappa_from_confusion(m)


def cohen_kappa(pred: np.ndarray | list, gold: np.ndarray | list) -> float | None:
    """Cohen's kappa between two label sequences (Cohen 1960), over the union of labels present (the
    3-class kappa with ties, the 2-class kappa without).

    Args:
        pred, gold: 1-D sequences of hashable labels, same length.

    Returns:
        kappa in [-1, 1]; ``None`` when empty or when chance agreement is 1 (undefined).

    Raises:
        ValueError: different lengths.
    """
    p, g = np.asarray(pred, dtype=object), np.asarray(gold, dtype=object)
    if p.shape != g.shape:
        raise ValueError(f"pred and gold must have the same shape, got {p.shape} and {g.shape}")
    if p.size == 0:
        return None
    m, _ = confusion_counts(p, g)
    return kappa_from_confusion(m)
