"""Judgment rows of a whole window of requests at once, from a backend's columns
(:meth:`judge_engine.backends.base.Backend.generate_columns`): the columnar hot path (issue 21 part D).

The rows are those :meth:`judge_engine.pipeline.rows.JudgmentColumns.add` builds request by request, built
as polars columns: canonical completions parsed by one regex per template
(:class:`~judge_engine.pipeline.parsing.canonical.CanonicalParser`), every other one by the full parser
(:func:`~judge_engine.pipeline.parsing.parse_completion`, memoised), the scores mapped back to the responses
by order, the verdict from them, request-level token counts on each request's first drawn sample.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np
import polars as pl

from judge_engine.errors import BackendError
from judge_engine.pipeline.parsing.canonical import CanonicalParser
from judge_engine.pipeline.parsing.result import Parsed
from judge_engine.pipeline.templates import Template
from judge_engine.schemas.tables import JUDGMENT_SCHEMA, parse_finish

_OPTIONAL = {
    "completion_tokens": pl.Int64,
    "prompt_tokens": pl.Int64,
    "cached_tokens": pl.Int64,
    "latency_s": pl.Float64,
    "error": pl.String,
    "input_truncated": pl.Boolean,
    "forced_chars": pl.Int64,
    "p_first": pl.Float64,
    "p_second": pl.Float64,
    "p_tie": pl.Float64,
}
_DEFAULTS = {"input_truncated": False, "forced_chars": 0}

ParseOne = Callable[[str | None, Template, str | None, int], Parsed]


_KEY = ["text", "finish", "tpl", "forced_chars"]


def _parse(
    frame: pl.DataFrame, templates: list[Template], fast: dict[int, CanonicalParser], parse: ParseOne
) -> pl.DataFrame:
    """``score_first``, ``score_second``, ``_status`` of every row of ``frame`` (``text``, ``finish``, ``tpl``,
    ``forced_chars``), aligned with it: each distinct row parsed once (:func:`_parse_distinct`; a
    format-constrained judge writes few distinct completions) and gathered back. The distinct rows are
    found on ``text`` and on those of the other key columns that vary in the window (usually none: one
    template, every sample stopped, nothing forced), so the usual window is keyed by one column."""
    key = frame.select(_KEY)
    const = {c: key[c][0] for c in _KEY[1:] if key.height and key[c].n_unique() == 1}
    by = [c for c in _KEY if c not in const]
    distinct = key.select(by).unique().with_row_index("_u")
    full = distinct.with_columns([pl.lit(v, dtype=key.schema[c]).alias(c) for c, v in const.items()])
    parsed = _parse_distinct(full.select(_KEY), templates, fast, parse)
    u = key.select(by).join(distinct, on=by, how="left", nulls_equal=True, maintain_order="left")["_u"]
    return parsed[u]


def _parse_distinct(
    frame: pl.DataFrame, templates: list[Template], fast: dict[int, CanonicalParser], parse: ParseOne
) -> pl.DataFrame:
    """``score_first``, ``score_second``, ``_status`` of every row of ``frame`` (``text``, ``finish``, ``tpl``,
    ``forced_chars``): the canonical rows by their template's regex, the others by ``parse``."""
    s1 = np.full(frame.height, np.nan)
    s2 = np.full(frame.height, np.nan)
    status: list[str | None] = [None] * frame.height
    slow = np.ones(frame.height, dtype=bool)
    for t, tm in enumerate(templates):
        cp = fast.get(id(tm))
        if cp is None:
            cp = fast[id(tm)] = CanonicalParser(tm)
        if not cp.enabled:
            continue
        mine = (
            frame.select((pl.col("tpl") == t) & (pl.col("finish") == "stop") & (pl.col("forced_chars") == 0))
            .to_series()
            .fill_null(False)
            .to_numpy()
        )
        idx = np.flatnonzero(mine)
        if not idx.size:
            continue
        got = cp.parse(frame["text"].gather(idx))
        ok = got["fast"].to_numpy()
        hit = idx[ok]
        s1[hit] = got["score_first"].filter(got["fast"]).fill_null(np.nan).to_numpy()
        s2[hit] = got["score_second"].filter(got["fast"]).fill_null(np.nan).to_numpy()
        for i, st in zip(hit.tolist(), got["status"].filter(got["fast"]).to_list(), strict=True):
            status[i] = st
        slow[hit] = False
    rest = np.flatnonzero(slow)
    if rest.size:
        cols = frame.select("text", "finish", "tpl", "forced_chars")[rest]
        for i, (text, finish, t, forced) in zip(rest.tolist(), cols.iter_rows(), strict=True):
            p = parse(text, templates[t], finish, forced)
            s1[i] = np.nan if p.score_first is None else p.score_first
            s2[i] = np.nan if p.score_second is None else p.score_second
            status[i] = p.status
    return pl.DataFrame(
        {
            "score_first": pl.Series(s1).fill_nan(None),
            "score_second": pl.Series(s2).fill_nan(None),
            "_status": pl.Series(status, dtype=pl.String),
        }
    )


def score_verdict(a: pl.Expr, b: pl.Expr) -> pl.Expr:
    """A sample's verdict from its two scores (str): "a" when ``a`` is higher, "b" when ``b`` is, "tie" when
    they are equal, null when either is null."""
    return pl.when(a > b).then(pl.lit("a")).when(b > a).then(pl.lit("b")).when(a == b).then(pl.lit("tie"))


def window_rows(
    window: pl.DataFrame,
    templates: list[Template],
    frame: pl.DataFrame,
    skip: pl.DataFrame,
    fast: dict[int, CanonicalParser],
    parse: ParseOne,
) -> tuple[pl.DataFrame, int]:
    """The judgment rows (JUDGMENT_SCHEMA) of a window's samples, and their completion tokens.

    Args:
        window: the requests (:mod:`judge_engine.pipeline.windows`), as passed to the backend.
        templates: the window's template variants (``window["tpl"]`` indexes them).
        frame: the backend's columns (:meth:`~judge_engine.backends.base.Backend.generate_columns`).
        skip: (request_key, sample) pairs already stored, left out.
        fast: canonical parsers by ``id(template)`` (filled as templates are met; the caller keeps it).
        parse: the full parser, ``(text, template, finish_reason, forced_chars) -> Parsed`` (memoised).

    Raises:
        BackendError: a request got another number of samples than ``n - start``, or a sample outside
            ``start..n-1``.
    """
    start, n = window["start"].to_numpy(), window["n"].to_numpy()
    req = frame["req"].cast(pl.Int64).to_numpy()
    sample = frame["sample"].cast(pl.Int64).to_numpy()
    got = np.bincount(req, minlength=window.height) if req.size else np.zeros(window.height, dtype=np.int64)
    outside = np.flatnonzero((sample < start[req]) | (sample >= n[req])) if req.size else np.zeros(0, dtype=np.int64)
    bad = np.flatnonzero(got != n - start)
    if bad.size or outside.size:
        i = int(bad[0]) if bad.size else int(req[outside[0]])
        raise BackendError(
            f"backend returned other samples than {start[i]}..{n[i] - 1} for request {window['request_key'][i]}"
        )
    reqs = window.select("request_key", "pair_id", "order", "tpl", _start="start").with_row_index("req")
    f = frame.with_columns(
        [pl.lit(_DEFAULTS.get(c), dtype=t).alias(c) for c, t in _OPTIONAL.items() if c not in frame.columns]
    ).with_columns(pl.col("req").cast(pl.UInt32), pl.col("sample").cast(pl.Int64))
    f = pl.concat([f, reqs.drop("req")[f["req"]]], how="horizontal")  # req indexes the window's rows
    if skip.height:
        f = f.join(skip, on=["request_key", "sample"], how="anti", maintain_order="left")
    reasons = f["finish_reason"].unique().to_list()
    finish = {fr: parse_finish(fr) for fr in reasons if fr is not None}
    f = f.with_columns(finish=pl.col("finish_reason").replace_strict(finish, default=None, return_dtype=pl.String))
    f = pl.concat([f, _parse(f, templates, fast, parse)], how="horizontal")
    ba = pl.col("order") == "ba"
    first = pl.col("sample") == pl.col("_start")
    a = pl.when(ba).then("score_second").otherwise("score_first")
    b = pl.when(ba).then("score_first").otherwise("score_second")
    rows = f.with_columns(score_a=a, score_b=b).with_columns(
        verdict=score_verdict(pl.col("score_a"), pl.col("score_b")),
        parse_status=pl.when(pl.col("error").is_not_null() & pl.col("text").is_null())
        .then("error")
        .otherwise("_status"),
        prompt_tokens=pl.when(first).then("prompt_tokens"),
        cached_tokens=pl.when(first).then("cached_tokens"),
        p_a=pl.when(ba).then("p_second").otherwise("p_first"),
        p_b=pl.when(ba).then("p_first").otherwise("p_second"),
    )
    out = rows.select([pl.col(c).cast(t) for c, t in JUDGMENT_SCHEMA.items()])
    return out, int(f["completion_tokens"].sum() or 0)
