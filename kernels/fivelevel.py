"""Five-level pairwise verdicts (Arena-Hard-Auto) and win rates against a baseline.

A five-level judge answers ``[[A>>B]]``, ``[[A>B]]``, ``[[A=B]]``, ``[[B>A]]`` or ``[[B>>A]]`` about
the two slots it was shown (A = slot 1). Labels arrive in slot terms with the sample's ``order``
(ab: response_a in slot A; ba: swapped) and are mapped back to the original responses here.

Sources (lmarena/arena-hard-auto):
- The labels and the verdict regex ``\\[\\[([AB<>=]+)\\]\\]``: ``utils/judge_utils.py``
  (``OG_ARENA_HARD_PROMPT``) and ``config/arena-hard-v2.0.yaml`` (``regex_patterns``), commit 196f6b8.
- The weight of a strong verdict, 3: ``show_result.py`` v0.1 (commit 0489bf3,
  ``get_battles_from_row(..., multiplier)``, ``--weight`` default 3: a ``>>`` verdict adds the same
  battle 3 times to the Bradley-Terry fit, ``>`` and ``=`` once, an unparsed one none) and v2.0
  (commit 404392d, ``load_judgments(..., weight=3)``: ``label_to_score = {"A>B": [1], "A>>B": [1] *
  weight, "A=B": [0.5], ...}``, both games of a question exploded into one list of 0 / 0.5 / 1
  scores whose mean is the model's score against the baseline). Arena-Hard's own convention is
  therefore "a strong preference is three wins", not a graded value such as 0.75 for ``>``; it
  is the one used here.

Per pair, over both orders x k samples (parsed samples only):
- strength s in {-2, -1, 0, 1, 2} (response_a's side: 2 = a much better, -2 = b much better);
- outcome v = 1, 0.5, 0 for s > 0, s = 0, s < 0 (the three-way outcome of the calibration
  algebra: win / tie / lose, Wang et al. 2024 Eq. 5), weight w = 3 if |s| = 2 else 1;
- ``score_a`` = sum w v / sum w in [0, 1] (Arena-Hard v2.0's exploded-battle mean restricted to
  one pair), ``weight`` = sum w; verdict a / b / tie as score_a >, <, = 1/2;
- ``bpde`` = -sum p ln p over the three outcomes (Wang et al. 2024 Eq. 6), ``entropy5`` the same
  over the five strengths, both over the parsed samples, natural log;
- ``conflict`` (``conflict5``): the three-way outcome (the strength) of the first parsed sample of
  order ab differs from that of order ba (Wang et al. 2024 Sec. 2, the vanilla basis of
  ``kernels.agreement``); null unless both orders have a parsed sample.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import polars as pl

from judge_engine.kernels.ranking import leaderboard

#: Slot-1 strength of each label: Arena-Hard's five labels, plus the mirrored spellings its v2.0
#: ``label_to_score`` also accepts (``A<<B`` = B much better, ``B<A`` = A better, ...).
SLOT_STRENGTH = {
    "A>>B": 2,
    "A>B": 1,
    "A=B": 0,
    "B>A": -1,
    "B>>A": -2,
    "B<<A": 2,
    "B<A": 1,
    "B=A": 0,
    "A<B": -1,
    "A<<B": -2,
}
LABELS = ("A>>B", "A>B", "A=B", "B>A", "B>>A")
#: Arena-Hard's weight of a strong (>>) verdict (show_result.py ``--weight`` / ``weight=3``).
STRONG_WEIGHT = 3
CARRY = ("model_a", "model_b", "question_id", "category")
_CLASSES = (("p_a_much", 2), ("p_a_better", 1), ("p_tie", 0), ("p_b_better", -1), ("p_b_much", -2))


def strengths(judgments: pl.DataFrame) -> pl.DataFrame:
    """Add ``strength`` (i8, response_a's side, null when unparsed) from ``label`` and ``order``.

    Args:
        judgments: ``pair_id``, ``order`` (ab|ba), ``sample`` (int), ``label`` (str in
            :data:`SLOT_STRENGTH`, null when unparsed).

    Raises:
        ValueError: a missing column, an order other than ab/ba, a label not in
            :data:`SLOT_STRENGTH`, or a duplicate (pair_id, order, sample); the message names the row.
    """
    for col in ("pair_id", "order", "sample", "label"):
        if col not in judgments.columns:
            raise ValueError(f"five-level judgments need column {col!r}; got {judgments.columns}")
    df = judgments.with_row_index("_row")
    bad = df.filter(pl.col("label").is_not_null() & ~pl.col("label").is_in(list(SLOT_STRENGTH)))
    if bad.height:
        r = bad.row(0, named=True)
        raise ValueError(f"row {r['_row']}, column 'label': {r['label']!r} is not a five-level verdict {LABELS}")
    bad = df.filter(~pl.col("order").is_in(["ab", "ba"]) | pl.col("order").is_null())
    if bad.height:
        r = bad.row(0, named=True)
        raise ValueError(f"row {r['_row']}, column 'order': {r['order']!r} is not ab or ba")
    dup = df.filter(pl.struct("pair_id", "order", "sample").is_duplicated())
    if dup.height:
        r = dup.row(0, named=True)
        raise ValueError(
            f"row {r['_row']}: duplicate (pair_id, order, sample) = ({r['pair_id']!r}, {r['order']}, {r['sample']})"
        )
    slot = pl.col("label").replace_strict(SLOT_STRENGTH, default=None, return_dtype=pl.Int8)
    return judgments.with_columns(
        pl.when(pl.col("order") == "ab").then(slot).otherwise(-slot).cast(pl.Int8).alias("strength")
    )


def to_three_way(judgments: pl.DataFrame) -> pl.DataFrame:
    """Five-level judgments as three-way judgments for :mod:`kernels.calibration` / :mod:`kernels.agreement`.

    Adds ``score_a``, ``score_b`` (f64: (1, 0) a better, (0.5, 0.5) tie, (0, 1) b better, null when
    unparsed; the verdict-template encoding of ``kernels.calibration``), ``score_first``,
    ``score_second`` (the same in slot terms) and ``verdict`` (a|b|tie|null). The strength of a
    preference is dropped: this is outcome (a) of the module docstring.
    """
    df = strengths(judgments)
    s = pl.col("strength")
    a = pl.when(s > 0).then(1.0).when(s == 0).then(0.5).when(s < 0).then(0.0)
    return df.with_columns(
        a.alias("score_a"),
        (1.0 - a).alias("score_b"),
        pl.when(pl.col("order") == "ab").then(a).otherwise(1.0 - a).alias("score_first"),
        pl.when(pl.col("order") == "ab").then(1.0 - a).otherwise(a).alias("score_second"),
        pl.when(s > 0)
        .then(pl.lit("a"))
        .when(s == 0)
        .then(pl.lit("tie"))
        .when(s < 0)
        .then(pl.lit("b"))
        .alias("verdict"),
    ).drop("strength")


def _entropy(cols: Sequence[str]) -> pl.Expr:
    """-sum p ln p over share columns (0 ln 0 = 0)."""
    return pl.sum_horizontal(pl.when(pl.col(c) > 0).then(-pl.col(c) * pl.col(c).log()).otherwise(0.0) for c in cols)


def _first_per_order(df: pl.DataFrame) -> pl.DataFrame:
    """pair_id, s_ab, s_ba: strength of the lowest-numbered parsed sample of each order."""
    first = (
        df.filter(pl.col("strength").is_not_null())
        .sort("pair_id", "order", "sample")
        .group_by("pair_id", "order", maintain_order=True)
        .agg(pl.col("strength").first())
    )
    return first.pivot(on="order", index="pair_id", values="strength").rename(
        lambda c: c if c == "pair_id" else f"s_{c}"
    )


def calibrate(
    judgments: pl.DataFrame, strong_weight: int = STRONG_WEIGHT, carry: Sequence[str] = CARRY
) -> pl.DataFrame:
    """Per-pair five-level calibration over both orders x k samples (module docstring).

    Args:
        judgments: ``pair_id``, ``order``, ``sample``, ``label`` (see :func:`strengths`), plus the
            per-pair columns in ``carry`` that are present (copied through, first value).
        strong_weight: weight of a ``>>`` verdict (Arena-Hard: 3; 1 ignores strength).

    Returns:
        One row per pair_id, sorted: carried columns, ``n_samples``, ``n_valid`` (u32),
        ``mean_strength`` (f64 in [-2, 2]), ``score_a`` (f64 in [0, 1]), ``weight`` (f64, sum of
        sample weights), ``verdict`` (a|b|tie), ``p_a_much``, ``p_a_better``, ``p_tie``,
        ``p_b_better``, ``p_b_much`` (f64 shares of parsed samples), ``p_win``, ``p_lose`` (three-way
        shares; ``p_tie`` is shared), ``bpde``, ``entropy5`` (f64, nats), ``conflict``,
        ``conflict5`` (bool); everything but the counts null when n_valid = 0.

    Raises:
        ValueError: as :func:`strengths`; strong_weight < 1.
    """
    if strong_weight < 1:
        raise ValueError(f"strong_weight must be >= 1, got {strong_weight}")
    df = strengths(judgments)
    carry = [c for c in carry if c in df.columns]
    s = pl.col("strength")
    w = pl.when(s.abs() == 2).then(float(strong_weight)).otherwise(1.0)
    v = pl.when(s > 0).then(1.0).when(s == 0).then(0.5).otherwise(0.0)
    n = s.count()
    agg = df.group_by("pair_id").agg(
        *(pl.col(c).first() for c in carry),
        pl.len().cast(pl.UInt32).alias("n_samples"),
        n.cast(pl.UInt32).alias("n_valid"),
        s.cast(pl.Float64).mean().alias("mean_strength"),
        (w * v).filter(s.is_not_null()).sum().alias("_wv"),
        w.filter(s.is_not_null()).sum().alias("weight"),
        *((s == k).sum().alias(name) for name, k in _CLASSES),
    )
    valid = pl.col("n_valid") > 0
    shares = [pl.when(valid).then(pl.col(name) / pl.col("n_valid")).alias(name) for name, _ in _CLASSES]
    out = agg.with_columns(shares).with_columns(
        pl.when(valid).then(pl.col("_wv") / pl.col("weight")).alias("score_a"),
        pl.when(valid).then(pl.col("weight")).alias("weight"),
        (pl.col("p_a_much") + pl.col("p_a_better")).alias("p_win"),
        (pl.col("p_b_better") + pl.col("p_b_much")).alias("p_lose"),
    )
    sa = pl.col("score_a")
    out = out.with_columns(
        pl.when(sa > 0.5 + 1e-12)
        .then(pl.lit("a"))
        .when(sa < 0.5 - 1e-12)
        .then(pl.lit("b"))
        .when(sa.is_not_null())
        .then(pl.lit("tie"))
        .alias("verdict"),
        pl.when(valid).then(_entropy(("p_win", "p_tie", "p_lose"))).alias("bpde"),
        pl.when(valid).then(_entropy([name for name, _ in _CLASSES])).alias("entropy5"),
    )
    first = _first_per_order(df)
    for col in ("s_ab", "s_ba"):
        if col not in first.columns:
            first = first.with_columns(pl.lit(None, dtype=pl.Int8).alias(col))
    out = out.join(first, on="pair_id", how="left").with_columns(
        (pl.col("s_ab").sign() != pl.col("s_ba").sign()).alias("conflict"),
        (pl.col("s_ab") != pl.col("s_ba")).alias("conflict5"),
    )
    return out.sort("pair_id").select(
        "pair_id",
        *carry,
        "n_samples",
        "n_valid",
        "mean_strength",
        "score_a",
        "weight",
        "verdict",
        *(name for name, _ in _CLASSES),
        "p_win",
        "p_lose",
        "bpde",
        "entropy5",
        "conflict",
        "conflict5",
    )


def battles(judgments: pl.DataFrame, strong_weight: int = STRONG_WEIGHT) -> pl.DataFrame:
    """Arena-Hard battles: one row per parsed sample, repeated ``strong_weight`` times for a ``>>``
    verdict (show_result.py v0.1 ``get_battles_from_row``), ready for ``kernels.ranking.leaderboard``.

    Args:
        judgments: as :func:`calibrate`, with ``model_a``, ``model_b`` and optionally ``question_id``.

    Returns:
        ``model_a``, ``model_b``, ``verdict`` (a|b|tie, in response terms), ``question_id`` when
        present; unparsed samples contribute no row (Arena-Hard's ``weight = 0``).

    Raises:
        ValueError: as :func:`strengths`; ``model_a`` / ``model_b`` missing.
    """
    missing = [c for c in ("model_a", "model_b") if c not in judgments.columns]
    if missing:
        raise ValueError(f"battles need column(s) {missing}; got {judgments.columns}")
    df = strengths(judgments)
    s = pl.col("strength")
    keep = ["model_a", "model_b", *(["question_id"] if "question_id" in df.columns else [])]
    out = df.filter(s.is_not_null()).select(
        *keep,
        pl.when(s > 0).then(pl.lit("a")).when(s < 0).then(pl.lit("b")).otherwise(pl.lit("tie")).alias("verdict"),
        pl.when(s.abs() == 2).then(strong_weight).otherwise(1).alias("_w"),
    )
    idx = np.repeat(np.arange(out.height), out["_w"].to_numpy())
    return out[idx].drop("_w")


def weighted_leaderboard(
    judgments: pl.DataFrame,
    baseline: str | None = None,
    strong_weight: int = STRONG_WEIGHT,
    n_bootstrap: int = 200,
    seed: int = 0,
    ci_level: float = 0.95,
) -> pl.DataFrame:
    """Bradley-Terry leaderboard from five-level judgments with Arena-Hard's weights: the battles of
    :func:`battles` fitted by :func:`kernels.ranking.leaderboard` (bootstrap over ``question_id``).
    ``wins``/``losses``/``ties`` count weighted battles. Raises ValueError as both."""
    return leaderboard(battles(judgments, strong_weight), baseline, n_bootstrap, seed, ci_level)
