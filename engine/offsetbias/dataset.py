"""The job's outputs: the dataset (every item, kept or dropped, with why), the training layouts, the
audit pairs, and the accounting (items in = kept + dropped by reason, per method and fallacy)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import polars as pl

from judge_engine.errors import InvariantError
from judge_engine.files import atomic_write_parquet
from judge_engine.offsetbias.items import item_rng
from judge_engine.offsetbias.steps import ItemState
from judge_engine.schemas.offsetbias import DATASET_SCHEMA, PAIRWISE_COLUMNS, PREFERENCE_COLUMNS, Accounting

_FIELDS = (
    "similar_instruction",
    "chosen",
    "rejected",
    "chosen_source",
    "generator_output",
    "checker_output",
    "checker_decision",
    "weak_output",
    "strong_output",
)


def dataset_table(
    items: pl.DataFrame,
    states: Sequence[ItemState],
    models: Mapping[str, str | None],
    filter_rows: pl.DataFrame | None,
    verdicts: Mapping[str, tuple[bool, bool]],
    filtered: bool,
) -> pl.DataFrame:
    """One row per item (:data:`DATASET_SCHEMA`).

    Args:
        items: ``items.parquet`` (item order).
        states: each item's :class:`~judge_engine.offsetbias.steps.ItemState`, in item order.
        models: role -> model (None for a role not used).
        filter_rows: every filter judge's rows (``pair_id`` + the filter struct's fields), or None.
        verdicts: candidate item id -> (judged by some filter judge, too easy).
        filtered: whether the difficulty filter ran (False: no filter judge, candidates are kept).
    """
    by_item: dict[str, list[dict[str, Any]]] = {}
    if filter_rows is not None and filter_rows.height:
        for row in filter_rows.iter_rows(named=True):
            by_item.setdefault(row.pop("pair_id"), []).append(row)
    rows = []
    for item, st in zip(items.iter_rows(named=True), states, strict=True):
        iid = item["item_id"]
        drop = st.drop
        easy = None
        if drop is None and filtered:
            judged, easy = verdicts.get(iid, (False, False))
            drop = "too_easy" if easy else (None if judged else "filter_unjudged")
        rows.append(
            {
                "item_id": iid,
                "pair_id": iid,
                "method": item["method"],
                "fallacy": item["fallacy"],
                "category": item["category"],
                "instruction": item["instruction"],
                "reference": item["reference"],
                **{f: st.fields.get(f) for f in _FIELDS},
                "generator_model": models.get("generator") if st.used.keys() & {"similar", "erroneous"} else None,
                "checker_model": models.get("checker") if st.used.keys() & {"distinct", "error_check"} else None,
                "weak_model": models.get("weak") if "weak" in st.used else None,
                "strong_model": models.get("strong") if "strong" in st.used else None,
                "filter": by_item.get(iid, []),
                "filter_too_easy": easy,
                "kept": drop is None,
                "drop_reason": drop,
            }
        )
    return pl.DataFrame(rows, schema=DATASET_SCHEMA)


def _acc(df: pl.DataFrame) -> Accounting:
    dropped = Counter(r for r in df["drop_reason"].to_list() if r is not None)
    kept = int(df["kept"].sum())
    return Accounting(
        items_in=df.height,
        kept=kept,
        dropped=dict(sorted(dropped.items())),
        kept_share=kept / df.height if df.height else None,
    )


def accounting(dataset: pl.DataFrame) -> tuple[Accounting, dict[str, Accounting], dict[str, Accounting]]:
    """(totals, per method, per fallacy): items = kept + dropped by reason in each.

    Rows flagged at input (``invalid_instruction``, ``no_reference``) count under method ``invalid``
    and no fallacy.

    Raises:
        InvariantError: a group's items do not add up to kept + dropped (a bug).
    """
    invalid = pl.col("drop_reason").is_in(["invalid_instruction", "no_reference"])
    df = dataset.with_columns(
        pl.when(invalid).then(pl.lit("invalid")).otherwise(pl.col("method")).alias("_method"),
        pl.when(invalid).then(None).otherwise(pl.col("fallacy")).alias("_fallacy"),
    )
    totals = _acc(df)
    by_method = {m: _acc(df.filter(pl.col("_method") == m)) for m in sorted(df["_method"].unique().to_list())}
    by_fallacy = {
        f: _acc(df.filter(pl.col("_fallacy") == f)) for f in sorted(df["_fallacy"].drop_nulls().unique().to_list())
    }
    for name, a in [("all", totals), *by_method.items(), *by_fallacy.items()]:
        if a.items_in != a.kept + sum(a.dropped.values()):
            raise InvariantError(f"offsetbias accounting of {name}: {a.items_in} items != {a.kept} kept + {a.dropped}")
    return totals, by_method, by_fallacy


def chosen_side(seed: int, item_id: str) -> str:
    """``a`` or ``b``: where the chosen response sits in the pairwise and audit layouts (a seeded coin
    per item, independent of the method's draws)."""
    return "a" if item_rng(seed, f"side:{item_id}").random() < 0.5 else "b"


def write_layouts(dataset: pl.DataFrame, out: Path, seed: int, swapped: bool) -> dict[str, str]:
    """Write the kept items as ``preference.parquet`` (prompt/chosen/rejected), ``pairwise.parquet``
    (the chosen output on a seeded side; with ``swapped`` also each swapped copy) and
    ``audit-pairs.parquet`` (``judge-engine audit --pairs``: pairs with ``human_label`` = the chosen
    side and ``category`` = the method, or ``erroneous/<fallacy>``). Returns name -> path."""
    kept = dataset.filter(pl.col("kept"))
    side = pl.Series("side", [chosen_side(seed, i) for i in kept["item_id"].to_list()], dtype=pl.String)
    kept = kept.with_columns(side)
    pref = kept.select(pl.col("instruction").alias("prompt"), "chosen", "rejected", "item_id", "method", "fallacy")
    is_a = pl.col("side") == "a"
    first = pl.when(is_a).then(pl.col("chosen")).otherwise(pl.col("rejected"))
    second = pl.when(is_a).then(pl.col("rejected")).otherwise(pl.col("chosen"))
    pair = kept.select(
        "instruction",
        first.alias("output_a"),
        second.alias("output_b"),
        pl.col("side").alias("label"),
        pl.lit(False).alias("swapped"),
        "item_id",
        "method",
        "fallacy",
    )
    if swapped:
        flip = pair.select(
            "instruction",
            pl.col("output_b").alias("output_a"),
            pl.col("output_a").alias("output_b"),
            pl.when(pl.col("label") == "a").then(pl.lit("b")).otherwise(pl.lit("a")).alias("label"),
            pl.lit(True).alias("swapped"),
            "item_id",
            "method",
            "fallacy",
        )
        pair = pl.concat([pair, flip])
    audit = kept.select(
        "pair_id",
        pl.col("instruction").alias("question"),
        first.alias("response_a"),
        second.alias("response_b"),
        pl.col("side").alias("human_label"),
        pl.when(pl.col("fallacy").is_null())
        .then(pl.col("method"))
        .otherwise(pl.lit("erroneous/") + pl.col("fallacy"))
        .alias("category"),
    )
    paths = {}
    for name, df, cols in (
        ("preference", pref, PREFERENCE_COLUMNS),
        ("pairwise", pair, PAIRWISE_COLUMNS),
        ("audit_pairs", audit, None),
    ):
        p = out / f"{name.replace('_', '-')}.parquet"
        atomic_write_parquet(p, df.select(list(cols)) if cols else df)
        paths[name] = str(p)
    return paths
