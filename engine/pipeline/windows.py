"""Windows of requests as columns, for a backend that answers a whole window at once and never reads the
prompt (:meth:`judge_engine.backends.base.Backend.answers_windows`; replay): planning and the resume
look-up without a Python object per request (issue 21 part D).

A window is a frame with one row per request: ``request_key`` (str), ``pair_id`` (str), ``order`` (str),
``n`` (i64: samples 0..n-1 make the request), ``start`` (i64: the first sample to draw now) and ``tpl``
(i64: the index of the request's template variant in the window's template list).
"""

from __future__ import annotations

import functools
import hashlib
from collections.abc import Sequence
from typing import Any

import numpy as np
import polars as pl

from judge_engine.config import SamplingConfig
from judge_engine.pipeline.keyfields import escape_expr
from judge_engine.pipeline.plan import plan_requests, variant_extra
from judge_engine.pipeline.resume_index import ResumeIndex
from judge_engine.pipeline.template_sets import TemplateSet
from judge_engine.pipeline.templates import Template

WINDOW_SCHEMA = {
    "request_key": pl.String,
    "pair_id": pl.String,
    "order": pl.String,
    "n": pl.Int64,
    "start": pl.Int64,
    "tpl": pl.Int64,
}
_PLAIN_TEXTS = ("pair_id", "question", "response_a", "response_b")
_EXTRAS = ("turns", "turn", "rubric")


def _plain(valid: pl.DataFrame, ts: TemplateSet) -> bool:
    """Whether every row is a plain single-turn pair (no turns, turn or rubric; texts present): its request
    key's ``extra`` is empty, or a family's row variant (:func:`judge_engine.pipeline.plan.variant_extra`)."""
    if ts.protocol == "single" or any(c not in valid.columns for c in _PLAIN_TEXTS):
        return False
    if any(valid[c].null_count() for c in _PLAIN_TEXTS) or any(valid.schema[c] != pl.String for c in _PLAIN_TEXTS):
        return False
    for c in ("reference", "template_variant"):
        if c in valid.columns and valid.schema[c] not in (pl.String, pl.Null):
            return False
    for c in _EXTRAS:
        if c in valid.columns and valid[c].drop_nulls().len():
            if valid.schema[c] != pl.String or (valid[c].drop_nulls() != "").any():
                return False
    return True


def _escaped(valid: pl.DataFrame, texts: list[pl.Expr]) -> list[pl.Expr]:
    """Each of ``texts`` escaped (:func:`~judge_engine.pipeline.keyfields.escape_expr`) when any of its values
    holds ESC or U+001F, else as it is (the same values: the replacements are skipped for ordinary texts);
    one pass of literal searches over the window for all of them."""
    has = valid.select(
        [
            (t.str.contains("\x1b", literal=True) | t.str.contains("\x1f", literal=True)).any().alias(str(i))
            for i, t in enumerate(texts)
        ]
    ).row(0)
    return [escape_expr(t) if h else t for t, h in zip(texts, has, strict=True)]


@functools.cache
def _sha256_plugin() -> Any:
    """polars-hash's module when it is installed and its ``sha2_256`` agrees with :mod:`hashlib` on a probe
    (ESC, U+001F and a non-ASCII letter), else None: request keys are then hashed by :mod:`hashlib`."""
    probe = "judge-engine\x1b\x1f\u00e9\x1f"
    try:
        import polars_hash

        got = pl.DataFrame({"p": [probe]}).select(polars_hash.col("p").chash.sha2_256()).item()
    except Exception:  # noqa: BLE001 - missing, or built for another polars: hashlib does the same
        return None
    return polars_hash if got == hashlib.sha256(probe.encode()).hexdigest() else None


def request_key_expr(fields: Sequence[pl.Expr | str], order: str, extra: pl.Expr | None = None) -> pl.Expr:
    """The request key (:func:`~judge_engine.pipeline.plan.request_key`, str, 32 hex) of each row in one
    ``order`` as a polars-hash expression: the sha256 of the ``fields`` (identity .. reference, already
    escaped; column names or expressions), ``order`` and ``extra``, each field and the order followed by
    U+001F.

    Raises:
        RuntimeError: polars-hash is missing or failed :func:`_sha256_plugin`'s probe.
    """
    plh = _sha256_plugin()
    if plh is None:
        raise RuntimeError("polars-hash is missing or its sha256 differs from hashlib's")
    payload = plh.concat_str([*fields, pl.lit(order), pl.lit("") if extra is None else extra], separator="\x1f")
    return payload.chash.sha2_256().str.head(32)


def _request_keys(
    valid: pl.DataFrame, fields: list[pl.Expr], extra: pl.Expr | None, orders: Sequence[str]
) -> pl.Series:
    """The request keys (:func:`~judge_engine.pipeline.plan.request_key`) of every valid row in every order,
    row by row, orders in order (str, ``valid.height * len(orders)``): the sha256 of the escaped ``fields``
    (identity .. reference), the order and ``extra`` (a family's row variant; None: nothing), each field and
    the order followed by U+001F, its first 32 hex digits. Hashed by polars-hash in polars' threads when
    :func:`_sha256_plugin` has it (2.6x a Python loop on 100k short pairs, and without the GIL); else by
    :mod:`hashlib`, from the payload before the order built once per row by polars."""
    if _sha256_plugin() is not None:
        hashed = [request_key_expr(fields, o, extra).alias(o) for o in orders]
        return valid.select(hashed).select(pl.concat_list(list(orders)).explode()).to_series().alias("request_key")
    prefix = valid.select(pl.concat_str([*fields, pl.lit("")], separator="\x1f").cast(pl.Binary))
    pre = prefix.to_series().to_list()
    tails = [b""] * len(pre) if extra is None else valid.select(extra.cast(pl.Binary)).to_series().to_list()
    sha = hashlib.sha256  # UTF-8 bytes from polars (its strings hold no surrogates: "surrogatepass" is moot)
    marks = [(o + "\x1f").encode() for o in orders]
    keys = [sha(p + m + e).hexdigest()[:32] for p, e in zip(pre, tails, strict=True) for m in marks]
    return pl.Series("request_key", keys, dtype=pl.String)


def plan_window(
    pairs: pl.DataFrame, template: Template | TemplateSet, sampling: SamplingConfig, identity: str, n: int | None
) -> tuple[pl.DataFrame, list[Template]]:
    """The requests of a shard's valid rows as a window (module docstring), in
    :func:`~judge_engine.pipeline.plan.plan_requests`'s order and with its request keys, and the window's
    templates. Plain pairs (:func:`_plain`) are planned by columns, their keys by :func:`_request_keys` (the
    sha256 payload: identity, pair_id, question, response_a, response_b, reference or "", order, each escaped
    as :func:`~judge_engine.pipeline.keyfields.escape_expr` does and followed by U+001F, then a family's row
    variant, :func:`~judge_engine.pipeline.plan.variant_extra`); other rows by
    :func:`~judge_engine.pipeline.plan.plan_requests`."""
    ts = TemplateSet.of(template)
    valid = pairs.filter(pl.col("flag").is_null())
    k = sampling.k if n is None else n
    if not _plain(valid, ts):
        reqs = plan_requests(pairs, template, sampling, identity, n=n, render=False)
        general: list[Template] = []
        index: dict[int, int] = {}
        tpl_ids = []
        for r in reqs:
            tm = r.template or ts.template
            if id(tm) not in index:
                index[id(tm)] = len(general)
                general.append(tm)
            tpl_ids.append(index[id(tm)])
        frame = pl.DataFrame(
            {
                "request_key": [r.request_key for r in reqs],
                "pair_id": [r.pair_id for r in reqs],
                "order": [r.order for r in reqs],
                "n": [r.n for r in reqs],
                "start": [r.start for r in reqs],
                "tpl": tpl_ids,
            },
            schema=WINDOW_SCHEMA,
        )
        return frame, general
    ref = pl.col("reference").cast(pl.String).fill_null("") if "reference" in valid.columns else pl.lit("")
    *texts, ref = _escaped(valid, [*(pl.col(c) for c in _PLAIN_TEXTS), ref])
    orders = sampling.order_list
    extra = None
    if ts.family:  # the row's variant is in its key (plan.variant_extra); none or "": the set's template
        has = "template_variant" in valid.columns
        names = sorted({v for v in valid["template_variant"].unique().to_list() if v}) if has else []
        ids = {v: variant_extra(ts.by_id(v).id) for v in names}
        default = variant_extra(ts.template.id)
        extra = (
            pl.col("template_variant").cast(pl.String).replace_strict(ids, default=default, return_dtype=pl.String)
            if has
            else pl.lit(default)
        )
    keys = _request_keys(valid, [pl.lit(identity), *texts, ref], extra, orders)
    rows = np.repeat(np.arange(valid.height), len(orders))
    both = pl.DataFrame(
        {
            "_row": rows,
            "pair_id": valid["pair_id"].gather(rows),
            "order": pl.Series(orders * valid.height, dtype=pl.String),
        }
    )
    templates = [ts.template]
    tpl = pl.Series("tpl", np.zeros(both.height, dtype=np.int64))
    if "template_variant" in valid.columns:  # each row's variant (none or "": the set's template)
        names = sorted(v for v in valid["template_variant"].unique().to_list() if v)
        templates += [ts.by_id(v) for v in names]
        index = {v: i + 1 for i, v in enumerate(names)}
        variant = valid["template_variant"].replace_strict(index, default=0, return_dtype=pl.Int64)
        tpl = variant.gather(both["_row"]).alias("tpl")
    frame = both.select(
        request_key=keys,
        pair_id="pair_id",
        order="order",
        n=pl.lit(k, dtype=pl.Int64),
        start=pl.lit(0, dtype=pl.Int64),
        tpl=tpl,
    )
    return frame, templates


def missing_window(window: pl.DataFrame, done: ResumeIndex | None) -> tuple[pl.DataFrame, pl.DataFrame, int]:
    """The requests of ``window`` asking only for the samples the store lacks, by one vectorised look-up.

    Returns:
        (the window's requests with a missing sample, ``start`` = the first missing one; the (request_key,
        sample) pairs already stored after that start, left out when the results come back; the number of
        requests all of whose samples are stored).
    """
    skip = pl.DataFrame(schema={"request_key": pl.String, "sample": pl.Int64})
    if done is None or not done or window.height == 0:  # (bool, not len: len merges the index's runs)
        return window, skip, 0
    n = window["n"].to_numpy()
    row = np.repeat(np.arange(window.height), n)
    sample = np.arange(row.size) - np.repeat(np.cumsum(n) - n, n)
    keys = window["request_key"]
    stored = done.contains(keys.gather(row), pl.Series(sample))
    if not stored.any():
        return window, skip, 0
    first = n.copy()
    np.minimum.at(first, row[~stored], sample[~stored])
    later = stored & (sample > first[row])
    skip = pl.DataFrame({"request_key": keys.gather(row[later]), "sample": pl.Series(sample[later], dtype=pl.Int64)})
    todo = window.with_columns(start=pl.Series(first, dtype=pl.Int64)).filter(pl.col("start") < pl.col("n"))
    return todo, skip, int((first == n).sum())
