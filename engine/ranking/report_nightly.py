"""The report's nightly sections, from ``leaderboard.json`` (schema version 5): the night-over-night table
(``rank --previous``: tonight's and last night's rank and score, the change, ``significant`` as the
leaderboard stores it, new and gone models) and the results per input category."""

from __future__ import annotations

import html
from typing import Any

from judge_engine.pages import fmt
from judge_engine.ranking.nightly import shown_ranks
from judge_engine.schemas.leaderboard import Leaderboard
from judge_engine.schemas.records import ABSENT

NIGHT_COLUMNS = (
    "model",
    "rank",
    "score",
    "previous rank",
    "previous score",
    "rank change",
    "score change",
    "significant",
)


def _v(x: Any) -> Any:
    return None if x is ABSENT else x


def _signed(x: Any, digits: int) -> str:
    x = _v(x)
    if x is None:
        return "-"
    if isinstance(x, float):
        return f"{x:+.{digits}f}" if round(x, digits) != 0 else f"{0:.{digits}f}"
    return f"{x:+d}" if x else "0"


def _score(x: Any) -> str:
    x = _v(x)
    return "-" if x is None else f"{x:.1f}"


def _table(head: tuple[str, ...] | list[str], rows: list[list[str]]) -> str:
    h = "".join(f"<th>{html.escape(c)}</th>" for c in head)
    body = "".join("<tr>" + "".join(f"<td>{html.escape(c)}</td>" for c in r) + "</tr>" for r in rows)
    return f"<table><tr>{h}</tr>{body}</table>"


def night_html(board: Leaderboard | None) -> str:
    """``<h2>Night over night</h2>`` when the board was ranked with ``--previous``; empty otherwise.

    Ranks held by several models (tonight's, or last night's among the models shown) print as ``2=``;
    a model new tonight shows ``new`` as its change, a model gone since shows ``gone``."""
    prev = board.previous if board is not None else None
    if board is None or prev is None:
        return ""
    now = shown_ranks([m.rank for m in board.models])
    then = shown_ranks([_v(m.prev_rank) for m in board.models] + [g.rank for g in prev.gone])
    rows = []
    for i, m in enumerate(board.models):
        new = _v(m.prev_rank) is None
        rows.append(
            [
                m.model,
                now[i],
                _score(m.score),
                then[i],
                "-" if new else _score(m.prev_score),
                "new" if new else _signed(m.rank_change, 0),
                "new" if new else _signed(m.score_change, 1),
                fmt(_v(m.significant)),
            ]
        )
    for j, g in enumerate(prev.gone):
        rows.append([g.model, "gone", "-", then[len(board.models) + j], _score(g.score), "gone", "gone", "-"])
    out = "<h2>Night over night</h2>"
    out += (
        f"<p>Compared with <code>{html.escape(prev.dir)}</code> (baseline {html.escape(str(prev.baseline))}"
        + (
            f", judge {html.escape(str(prev.judge.model))}, template {html.escape(str(prev.judge.template))}"
            if prev.judge
            else ""
        )
        + "). <em>significant</em>: the two nights' question-bootstrap intervals do not overlap (- when either "
        "night has no interval). A rank shared by several models prints as 2=.</p>"
    )
    for d in prev.mismatch:
        out += f'<p class="warning"><strong>Warning:</strong> compared anyway although the {html.escape(d)}.</p>'
    return out + _table(NIGHT_COLUMNS, rows)


def category_html(board: Leaderboard | None) -> str:
    """``<h2>Results per category</h2>``: each ranked model's win rate (ties half) in each input category,
    with its number of comparisons; empty when the pairs had no ``category``."""
    if board is None or not board.by_category:
        return ""
    cats = sorted({c.category for c in board.by_category}, key=lambda c: (c is None, c or ""))
    cell = {(c.model, c.category): f"{c.win_rate:.2f} (n={c.n})" for c in board.by_category}
    rows = [[m.model] + [cell.get((m.model, c), "-") for c in cats] for m in board.models]
    head = ["model"] + ["(no category)" if c is None else c for c in cats]
    return (
        "<h2>Results per category</h2><p>Win rate against the other ranked models in each category of the "
        "input pairs (a tie counts half), with the number of comparisons n.</p>" + _table(head, rows)
    )
