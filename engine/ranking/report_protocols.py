"""The protocol parts of ``report.html``: the per-model score table of a single-answer run (per turn and
category, with intervals), its figures (scores with intervals, entropy of the sampled scores, parse
statuses), the win rate against the baseline and the rank correlation with a published ranking."""

from __future__ import annotations

import html
from typing import Any

import polars as pl

from judge_engine.pages import fmt, mpl_text, png
from judge_engine.schemas.leaderboard import Leaderboard
from judge_engine.schemas.protocols import RankCorrelation, ScoreRow
from judge_engine.schemas.summary import RunSummary


def _plt() -> Any:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    return plt


def _table(head: list[str], rows: list[list[Any]]) -> str:
    h = "".join(f"<th>{html.escape(c)}</th>" for c in head)
    body = "".join("<tr>" + "".join(f"<td>{html.escape(fmt(v))}</td>" for v in r) + "</tr>" for r in rows)
    return f"<table><tr>{h}</tr>{body}</table>"


def _correlation_html(c: RankCorrelation | None) -> str:
    if c is None:
        return ""
    return (
        f"<p>Rank correlation with the published ranking ({html.escape(c.published)}, column "
        f"{html.escape(c.column)}; {c.models} models in both): Spearman {fmt(c.spearman)} (p {fmt(c.spearman_p)}), "
        f"Kendall tau-b {fmt(c.kendall)} (p {fmt(c.kendall_p)})"
        + (f"; not in it: {html.escape(', '.join(c.missing))}" if c.missing else "")
        + (f"; {html.escape(c.note)}" if c.note else "")
        + ".</p>"
    )


def scores_html(summary: RunSummary, board: Leaderboard | None) -> str:
    """The per-model score table (all turns with the interval, then each turn), the per-category table,
    and the rank correlation of a single-answer run."""
    pw = summary.pointwise
    rows: list[ScoreRow] = (board.model_scores if board is not None and board.model_scores else None) or (
        pw.models if pw is not None else []
    )
    if not rows:
        return ""
    overall = sorted(
        (r for r in rows if r.turn is None and r.category is None), key=lambda r: (-(r.score or -1e9), r.model)
    )
    turns = sorted({r.turn for r in rows if r.turn is not None})
    cats = sorted({r.category for r in rows if r.category is not None})
    by = {(r.model, r.turn, r.category): r for r in rows}
    level = f"{pw.ci_level:.0%}" if pw is not None else ""
    head = ["model", "score", f"{level} CI low", "CI high", "items", "unscored"] + [f"turn {t}" for t in turns]
    body = [
        [r.model, r.score, r.ci_low, r.ci_high, r.n_items, r.n_unscored]
        + [getattr(by.get((r.model, t, None)), "score", None) for t in turns]
        for r in overall
    ]
    out = "<h2>Per-model scores (single-answer grading)</h2>" + _table(head, body)
    if cats:
        body = [[r.model] + [getattr(by.get((r.model, None, c)), "score", None) for c in cats] for r in overall]
        out += "<h3>Per category</h3>" + _table(["model", *cats], body)
    return out + _correlation_html(board.correlation if board is not None else None)


def protocol_board_html(board: Leaderboard | None) -> str:
    """The win rate against the baseline and the rank correlation of a pairwise board."""
    if board is None:
        return ""
    out = ""
    if board.baseline_win_rate:
        rows = [
            [r.model, r.win_rate, r.ci_low, r.ci_high, r.wins, r.ties, r.losses, r.n_pairs]
            for r in board.baseline_win_rate
        ]
        head = ["model", "win rate", "CI low", "CI high", "wins", "ties", "losses", "pairs"]
        out += f"<h3>Win rate against {html.escape(str(board.baseline))} (ties half)</h3>" + _table(head, rows)
    return out + _correlation_html(board.correlation)


def single_figures(summary: RunSummary, items: pl.DataFrame) -> list[tuple[str, str]]:
    """Mean score per model with its interval, the entropy of the sampled scores per item, parse statuses."""
    import numpy as np

    plt = _plt()
    figs: list[tuple[str, str]] = []
    pw = summary.pointwise
    overall = [r for r in (pw.models if pw is not None else []) if r.turn is None and r.category is None]
    overall = [r for r in overall if r.score is not None]
    if overall:
        overall.sort(key=lambda r: r.score or 0.0)
        fig, ax = plt.subplots(figsize=(6, 0.6 + 0.4 * len(overall)))
        y = np.arange(len(overall))
        sc = np.array([r.score for r in overall], dtype=float)
        lo = np.array([r.ci_low if r.ci_low is not None else r.score for r in overall], dtype=float)
        hi = np.array([r.ci_high if r.ci_high is not None else r.score for r in overall], dtype=float)
        # clipped: a degenerate interval may miss its score by float rounding (fresh pass full58 M4)
        ax.errorbar(sc, y, xerr=np.clip([sc - lo, hi - sc], 0, None), fmt="o", capsize=4)
        ax.set_yticks(y, [mpl_text(r.model) for r in overall])
        ax.set_xlabel("mean score (bootstrap interval over questions)")
        ax.set_title("Per-model scores")
        figs.append(("Per-model scores", png(fig)))
    ent = items["entropy"].drop_nulls().to_numpy() if "entropy" in items.columns else np.array([])
    fig, ax = plt.subplots(figsize=(6, 3))
    ax.hist(ent, bins=20)
    ax.set_xlabel("entropy of the sampled scores (nats)")
    ax.set_ylabel("items")
    ax.set_title(
        mpl_text(f"Score entropy per item (n = {ent.size}; top {pw.review_beta if pw is not None else '-'} to review)")
    )
    figs.append(("Score entropy", png(fig)))
    counts = {mpl_text(f"parse: {k}"): v for k, v in summary.metrics.parse_status.items()}
    counts.update({mpl_text(f"flag: {k}"): v for k, v in summary.flag_reasons.items()})
    if counts:
        fig, ax = plt.subplots(figsize=(6, 0.6 + 0.35 * len(counts)))
        ax.barh(list(counts), list(counts.values()))
        ax.set_xlabel("count")
        ax.set_title("Parse statuses (samples) and flag reasons (items)")
        figs.append(("Parse failures and flags", png(fig)))
    return figs
