"""The report's ranking extras: raw vs style-controlled leaderboard, the style coefficients and length-controlled
win rates (``rank``, schema version 2), and the budget curve of a ``judge-engine tournament`` run folder
(comparisons spent against rank stability, from ``tournament.json``)."""

from __future__ import annotations

import html
from pathlib import Path
from typing import Any

from judge_engine.pages import fmt, mpl_text, png
from judge_engine.ranking.nightly import shown_ranks
from judge_engine.ranking.tournament_design import kendall
from judge_engine.schemas.leaderboard import Leaderboard, VerdictSource
from judge_engine.schemas.records import ABSENT
from judge_engine.schemas.tournament import Tournament


def _plt() -> Any:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    return plt


def _styled(m: Any) -> bool:
    """Whether a model has a style-controlled score (null when not fitted, absent before schema version 2)."""
    return m.style_score is not None and m.style_score is not ABSENT


def style_figure(board: Leaderboard) -> Any:
    """Raw and style-controlled scores of each model with their intervals, one row per model (raw order)."""
    import numpy as np

    plt = _plt()
    models = [m for m in board.models if _styled(m)][::-1]
    fig, ax = plt.subplots(figsize=(6.5, 0.6 + 0.45 * len(models)))
    y = np.arange(len(models))
    for off, label, get in (
        (0.12, "raw", lambda m: (m.score, m.ci_low, m.ci_high)),
        (-0.12, "style-controlled", lambda m: (m.style_score, m.style_ci_low, m.style_ci_high)),
    ):
        vals = [get(m) for m in models]
        sc = np.array([v[0] for v in vals], dtype=float)
        lo = np.array([v[1] if v[1] is not None else v[0] for v in vals], dtype=float)
        hi = np.array([v[2] if v[2] is not None else v[0] for v in vals], dtype=float)
        # clipped: a degenerate interval may miss its score by float rounding (fresh pass full58 M4)
        ax.errorbar(sc, y + off, xerr=np.clip([sc - lo, hi - sc], 0, None), fmt="o", capsize=3, label=label)
    ax.set_yticks(y, [mpl_text(f"{m.model} ({m.rank} -> {m.style_rank})") for m in models])
    ax.set_xlabel("score (Elo-like, baseline = 1000)")
    ax.set_title("Raw vs style-controlled leaderboard (rank raw -> controlled)")
    ax.legend(fontsize=8)
    return fig


def budget_figure(t: Tournament) -> Any:
    """Comparisons spent against rank stability: Kendall tau of each round's ranking with the final one and
    with the previous round's, and the largest adjacent wrong-order probability."""
    plt = _plt()
    rounds = t.rounds
    final = rounds[-1].ranking
    x = [r.spent for r in rounds]
    fig, ax = plt.subplots(figsize=(6.5, 3.6))
    ax.plot(x, [kendall(r.ranking, final) for r in rounds], marker="o", label="Kendall tau with the final ranking")
    ax.plot(x, [r.tau_previous for r in rounds], marker=".", ls=":", label="Kendall tau with the previous round")
    ax.plot(x, [r.max_adjacent_swap for r in rounds], marker="x", ls="--", label="max adjacent wrong-order prob.")
    ax.axvline(t.round_robin_pairs / 3, color="0.6", lw=1, label="a third of the round robin")
    ax.set_xlim(0, max(t.round_robin_pairs, x[-1]) * 1.02)
    ax.set_ylim(-0.05, 1.05)
    ax.set_xlabel(f"comparisons spent (round robin: {t.round_robin_pairs})")
    ax.set_title(mpl_text(f"Budgeted ranking: {len(rounds)} rounds, stop: {t.stop_reason}"))
    ax.legend(fontsize=7, loc="lower right")
    return fig


def _table(head: list[str], rows: list[list[Any]]) -> str:
    h = "".join(f"<th>{html.escape(c)}</th>" for c in head)
    body = "".join("<tr>" + "".join(f"<td>{html.escape(fmt(v))}</td>" for v in r) + "</tr>" for r in rows)
    return f"<table><tr>{h}</tr>{body}</table>"


def _style_html(board: Leaderboard) -> str:
    st = board.style
    if st is None:
        return ""
    out = "<h2>Style control</h2>" + _table(
        ["rank", "model", "score", "style_rank", "style_score", "style_ci_low", "style_ci_high"],
        [
            [m.rank, m.model, m.score, m.style_rank, m.style_score, m.style_ci_low, m.style_ci_high]
            for m in board.models
        ],
    )
    out += (
        f"<p>Fitted on {st.pairs_used} pairs ({st.pairs_without_texts} left out: judged texts no longer "
        "in the input).</p>"
    )
    out += _table(
        ["covariate", "status", "coef", "ci_low", "ci_high", "elo_per_std"],
        [[c.covariate, c.status, c.coef, c.ci_low, c.ci_high, c.elo_per_std] for c in st.coefficients],
    )
    if board.length_controlled:
        out += "<h3>Length-controlled win rate against the baseline</h3>" + _table(
            ["model", "lc_win_rate", "win_rate", "n", "status", "terms", "note"],
            [[x.model, x.lc_win_rate, x.win_rate, x.n, x.status, x.terms, x.note] for x in board.length_controlled],
        )
    if st.notes:
        out += "<p>" + html.escape("; ".join(st.notes)) + "</p>"
    return out


def ranking_extras(d: Path, board: Leaderboard | None) -> tuple[list[tuple[str, str]], str]:
    """The figures (title, base64 PNG) and HTML the report adds for style control and a tournament folder."""
    figs: list[tuple[str, str]] = []
    parts: list[str] = []
    if board is not None and any(_styled(m) for m in board.models):
        figs.append(("Raw vs style-controlled", png(style_figure(board))))
        parts.append(_style_html(board))
    if (d / Tournament.FILE).is_file():
        t = Tournament.from_json(d / Tournament.FILE)
        if t.rounds:
            figs.append(("Budget curve", png(budget_figure(t))))
            parts.append(
                "<h2>Budgeted ranking</h2>" + f"<p>{t.spent} of {t.round_robin_pairs} round-robin comparisons "
                f"({100 * t.share_of_round_robin:.1f} %), stop: {html.escape(str(t.stop_reason))}.</p>"
                + _table(
                    ["round", "pairs", "with_verdict", "spent", "max_adjacent_swap", "tau_previous"],
                    [
                        [r.round, r.pairs, r.with_verdict, r.spent, r.max_adjacent_swap, r.tau_previous]
                        for r in t.rounds
                    ],
                )
            )
    return figs, "".join(parts)


def score_cell(col: str, v: Any) -> str:
    """Scores to one decimal (the precision ties are decided at: equal printed scores share a rank)."""
    return f"{v:.1f}" if col in ("score", "ci_low", "ci_high") and isinstance(v, float) else fmt(v)


def board_html(board: Leaderboard | None) -> str:
    """The report's leaderboard section: the table, what the scores were fitted on, the models not ranked and the
    board's notes (fresh pass full66 M3: verdicts that rest on one order only were said on stderr alone)."""
    if board is None:
        return ""
    ub = [m.rank_ub if m.rank_ub is not ABSENT else None for m in board.models]
    cols = ["rank", "model", "score", "ci_low", "ci_high", "wins", "losses", "ties", "note"]
    head = "".join(f"<th>{c}</th>" for c in cols) + ("<th>rank_ub</th>" if any(u is not None for u in ub) else "")
    shown = shown_ranks([m.rank for m in board.models])  # a shared rank prints as 2=
    shown_ub = shown_ranks(ub) if any(u is not None for u in ub) else None
    body = "".join(
        f"<tr><td>{shown[i]}</td>"
        + "".join(f"<td>{html.escape(score_cell(c, getattr(m, c)))}</td>" for c in cols[1:])
        + (f"<td>{shown_ub[i]}</td>" if shown_ub is not None else "")
        + "</tr>"
        for i, m in enumerate(board.models)
    )
    out = f"<h2>Leaderboard</h2><table><tr>{head}</tr>{body}</table>"
    if shown_ub is not None:
        out += (
            "<p>A rank shared by several models prints as 2= (scores equal to 0.1); <em>rank_ub</em> is 1 + the "
            "models whose interval lies wholly above: models sharing it are statistically tied.</p>"
        )
    v = board.verdicts
    if isinstance(v, VerdictSource):
        src = (
            f"{v.from_people} of {v.from_people + v.from_judge} verdicts came from people (review labels)"
            if v.column == "final_verdict"
            else f"all {v.from_judge} verdicts are the judge's"
        )
        out += f"<p>Fitted on <code>{html.escape(v.column)}</code>: {html.escape(src)}"
        out += f"; {html.escape(v.note)}.</p>" if v.note else ".</p>"
    if board.unrankable:
        out += (
            "<p>Not ranked (no comparison path to the baseline, so no common scale): "
            + html.escape(", ".join(f"{u.model} (component {u.component})" for u in board.unrankable))
            + ".</p>"
        )
    if board.notes:
        out += "<p>Notes: " + html.escape("; ".join(board.notes)) + ".</p>"
    return out
