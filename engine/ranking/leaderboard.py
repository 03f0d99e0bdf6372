"""The nightly leaderboard (``judge-engine rank``): Bradley-Terry strengths of the models of a run folder's
pairs, written as ``leaderboard.parquet``, ``leaderboard.json`` and ``leaderboard.md``.

Only models joined to the baseline by a path of comparisons share a scale, so the baseline's connected
component is ranked and every other model is listed as unrankable; pairs of a model with itself are left
out. The math is :func:`judge_engine.kernels.ranking.leaderboard` (Bradley-Terry MLE with percentile
bootstrap intervals over questions).
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import polars as pl

from judge_engine.config.loader import MAX_BOOTSTRAP
from judge_engine.errors import InputError
from judge_engine.kernels.ranking import (
    comparison_components,
    default_baseline,
    leaderboard,
    self_pairs,
    win_rate_matrix,
)
from judge_engine.panel.labels import panel_labels
from judge_engine.pipeline.lock import lock_output
from judge_engine.pipeline.outputs import check_finished, check_not_job_folder
from judge_engine.pipeline.paths import output_folder
from judge_engine.ranking.board_extras import RankOptions, extend_board
from judge_engine.ranking.board_state import read_results, write_board
from judge_engine.ranking.left_out import left_out_note
from judge_engine.ranking.nightly import by_category, judge_ref, night_over_night, read_previous, shown_ranks
from judge_engine.ranking.pairs import model_name
from judge_engine.ranking.protocols import (
    extra_markdown,
    five_level_battles,
    is_five_level,
    protocol_extras,
    rank_items,
)
from judge_engine.schemas.leaderboard import Leaderboard, ModelScore, Unrankable, VerdictSource, WinRate

SCALE = "Elo-like: 1000 + 400 log10-odds vs the baseline (Bradley-Terry MLE, ties = half wins)"
MD_COLUMNS = ("rank", "model", "score", "ci_low", "ci_high", "wins", "losses", "ties", "note")
CHANGE_COLUMNS = ("rank_change", "score_change", "significant", "significant_judge")
EXTRA_MD_COLUMNS = ("rank_ub", "judge_score", "judge_ci_low", "judge_ci_high", "style_rank", "style_score")
"""Shown in ``leaderboard.md`` after :data:`MD_COLUMNS` when the board has a value in them."""


@dataclass(frozen=True)
class Ranked:
    """What :func:`rank_run` wrote.

    Attributes:
        board: the leaderboard frame (``leaderboard.parquet``).
        doc: what ``leaderboard.json`` holds (:class:`~judge_engine.schemas.leaderboard.Leaderboard`).
        markdown: the lines of ``leaderboard.md``.
    """

    board: pl.DataFrame
    doc: Leaderboard
    markdown: list[str]


# the bidirectional controls and invisible marks that change how the rest of a line is laid out in a plain-text view
# (U+202E reverses "1279.6" into "6.9721"; fresh pass full83 L1)
_BIDI = re.compile("[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]")


def md_cell(text: Any) -> str:
    """``text`` as one markdown table cell that shows it literally: a bidirectional control as ``[U+202E]`` (fresh
    pass full83 L1), ``&``, ``<``, ``>`` as HTML entities, markdown's ``\\ | ` * _ [ ] ~`` and the math delimiter
    ``$`` backslash-escaped (GitHub renders ``$\\alpha$`` as math; breaker pass 37 L1), line breaks as ``<br>``."""
    t = _BIDI.sub(lambda m: f"[U+{ord(m.group()):04X}]", str(text))
    t = html.escape(t, quote=False)
    t = re.sub(r"([\\|`*_\[\]~$])", r"\\\1", t)
    return re.sub(r"\r\n|\r|\n", "<br>", t)


def _ranking_pairs(d: Path, notify: Callable[[str], None]) -> tuple[pl.DataFrame, str]:
    """The run's pairs with the columns ranking needs (model names; question ids as strings), and the
    SHA-256 of the bytes they were read from (:func:`~judge_engine.ranking.board_state.read_results`); a panel's
    pairs with the labels of its judges' folders (:func:`~judge_engine.panel.labels.panel_labels`, noted)."""
    if not (d / "pairs.parquet").is_file():
        raise InputError(f"{d / 'pairs.parquet'} not found: run `judge-engine run` into {d} first")
    pairs, digest = read_results(d / "pairs.parquet", ("pair_id", "verdict"))
    for col in ("model_a", "model_b"):
        if col not in pairs.columns:
            raise InputError(f"{d / 'pairs.parquet'} has no {col!r} column: the pairs need model names to rank")
    if "question_id" in pairs.columns:
        pairs = pairs.with_columns(pl.col("question_id").cast(pl.String))
    if (d / "panel.json").is_file():  # labels imported into a judge's folder count on the panel's board (full76 M1)
        pairs, labels_note = panel_labels(d, pairs)
        if labels_note is not None:
            notify(f"note: {labels_note}")
    return pairs, digest


def with_final_verdicts(pairs: pl.DataFrame) -> tuple[pl.DataFrame, str]:
    """The pairs to fit: ``verdict`` replaced by ``final_verdict`` (people's labels where ``review import``
    applied one) when the run has an applied label and is not five-level; the column used.

    Returns:
        (pairs, column) with ``column`` ``final_verdict`` or ``verdict``; ``human`` (bool) added: the
        row's verdict is a person's label.
    """
    labelled = pl.col("review_label").is_not_null() if "review_label" in pairs.columns else pl.lit(False)
    if "final_verdict" in pairs.columns and not is_five_level(pairs) and pairs.select(labelled.any()).item():
        return pairs.with_columns(pl.col("final_verdict").alias("verdict"), labelled.alias("human")), "final_verdict"
    return pairs.with_columns(pl.lit(False).alias("human")), "verdict"


def _verdict_source(compared: pl.DataFrame, column: str, labelled: bool) -> VerdictSource:
    """:class:`VerdictSource` of the compared pairs (``human`` from :func:`with_final_verdicts`)."""
    people = int(compared["human"].sum())
    note = None
    if column == "final_verdict":
        note = "the two-level intervals (judge_*) resample the judge's own samples, not people's labels"
    elif labelled:
        note = "people's labels not used: a five-level run's battles come from the judge's label counts"
    return VerdictSource(column=column, from_people=people, from_judge=compared.height - people, note=note)


def _cell(col: str, v: Any, shown: str | None) -> str:
    if shown is not None:
        return shown
    if v is None:
        return "-"
    return f"{v:.1f}" if isinstance(v, float) else md_cell(v)


def markdown_lines(board: pl.DataFrame, with_changes: bool, doc: Leaderboard | None = None) -> list[str]:
    """``leaderboard.md``: one row per ranked model, every cell escaped (:func:`md_cell`).

    A rank (or ``rank_ub``) that several models share is printed ``2=``; with changes, a model the previous
    leaderboard does not hold shows ``new`` as its rank change, and the models it ranked that are gone now
    follow the table (``doc.previous``)."""
    extra = [c for c in EXTRA_MD_COLUMNS if c in board.columns and board[c].null_count() < board.height]
    changes = [c for c in CHANGE_COLUMNS if c in board.columns] if with_changes else []
    cols = list(MD_COLUMNS) + extra + changes
    shown: dict[str, list[str]] = {c: shown_ranks(board[c].to_list()) for c in ("rank", "rank_ub") if c in cols}
    if "rank_change" in cols and "prev_rank" in board.columns:
        shown["rank_change"] = [
            "new" if p is None else _cell("rank_change", c, None)
            for p, c in zip(board["prev_rank"], board["rank_change"], strict=True)
        ]
    lines = ["| " + " | ".join(cols) + " |", "|" + "---|" * len(cols)]
    for i, r in enumerate(board.select(cols).iter_rows()):
        lines.append(
            "| " + " | ".join(_cell(c, v, shown[c][i] if c in shown else None) for c, v in zip(cols, r)) + " |"
        )
    prev = doc.previous if doc is not None else None
    if with_changes and prev is not None and prev.gone:
        gone = ", ".join(f"{md_cell(g.model)} (was {g.rank}, {g.score:.1f})" for g in prev.gone)
        lines += ["", f"Gone since {md_cell(prev.dir)}: {gone}"]
    return lines


def _unrankable(comp: pl.DataFrame, ranked: pl.Series, base: str, notify: Callable[[str], None]) -> pl.DataFrame:
    """The models of ``comp`` (:func:`~judge_engine.kernels.ranking.comparison_components`) outside the ranked
    component, with a note for the user when there are any."""
    unrankable = comp.filter(~pl.col("model").is_in(ranked.implode()))
    if unrankable.height:
        groups = "; ".join(
            f"component {c}: {', '.join(g['model'].to_list())}"
            for (c,), g in unrankable.group_by(["component"], maintain_order=True)
        )
        notify(
            f"note: the models were never all compared with each other ({comp['component'].n_unique()} "
            f"separate groups); ranked only the {ranked.len()} models connected to the baseline {base!r}. "
            f"Not ranked (no common scale): {groups}"
        )
    return unrankable


def _one_order_note(compared: pl.DataFrame, notify: Callable[[str], None]) -> str | None:
    """Say how many of the verdicts ranked (``compared``) rest on one order only (no position calibration: ``bpde``
    null; a panel's: any judge's vote, ``votes_one_order``, fresh pass full71 M4), to ``notify`` and as the note
    returned for ``leaderboard.json`` (None when none does; fresh pass full66 M3: said on stderr only)."""
    if "bpde" not in compared.columns and "votes_one_order" in compared.columns:  # a panel (fresh pass full71 M4)
        if not (one := compared.filter(pl.col("votes_one_order") > 0).height):
            return None
        note = (
            f"{one} of {compared.height} verdicts ranked rest on a judge's verdict given in one order only (no "
            "position calibration: bpde null in that judge's run)"
        )
        notify(f"note: {note}")
        return note
    if "bpde" not in compared.columns or not (one := compared.filter(pl.col("bpde").is_null()).height):
        return None
    note = f"{one} of {compared.height} verdicts ranked rest on one order only (no position calibration: bpde null)"
    notify(f"note: {note}")
    return note


def _named(pairs: pl.DataFrame, notify: Callable[[str], None]) -> tuple[pl.DataFrame, str | None]:
    """``pairs`` with model names as ``pairs`` compares them (:func:`~judge_engine.ranking.pairs.model_name`; a note to
    ``notify`` when one changes: fresh pass full73 M5, ``gpt-4`` and ``gpt-4 `` were ranked apart), without the rows
    whose ``model_a`` or ``model_b`` is null or blank, and a note saying how many were left out (None when none was;
    also given to ``notify``): a pair with no model name ranks no model."""
    if not {"model_a", "model_b"} <= set(pairs.columns):
        return pairs, None
    raw = pairs.select(pl.col("model_a", "model_b").cast(pl.String))
    pairs = pairs.with_columns(model_name(pl.col(c)).alias(c) for c in ("model_a", "model_b"))
    changed = raw.with_columns(pairs.select("model_a", "model_b").rename(lambda c: "_" + c)).filter(
        (pl.col("model_a") != pl.col("_model_a")) | (pl.col("model_b") != pl.col("_model_b"))
    )
    if changed.height:
        r = changed.row(0, named=True)
        old, new = (r["model_a"], r["_model_a"]) if r["model_a"] != r["_model_a"] else (r["model_b"], r["_model_b"])
        notify(
            f"note: {changed.height} pairs name a model in another spelling, read in Unicode NFC with surrounding "
            f"whitespace stripped as pairs reads names (first: {ascii(old)} as {ascii(new)})"
        )
    named = pl.all_horizontal(
        pl.col(c).is_not_null() & (pl.col(c).cast(pl.String).str.strip_chars() != "") for c in ("model_a", "model_b")
    )
    left = pairs.filter(~named)
    if left.height == 0:
        return pairs, None
    note = (
        f"{left.height} pairs have no model name (null or blank model_a or model_b; first: "
        f"{left['pair_id'][0]!r}); left out of the ranking"
    )
    notify(f"note: {note}")
    return pairs.filter(named), note


def _finished_folder(out_dir: str | Path, n_bootstrap: int) -> Path:
    """The run folder to rank (:func:`~judge_engine.pipeline.paths.output_folder`), its last run finished.

    Raises:
        InputError: ``n_bootstrap`` outside 0 .. :data:`~judge_engine.config.loader.MAX_BOOTSTRAP` (fresh pass full71
            L3: a numpy MemoryError traceback), or as :func:`~judge_engine.pipeline.outputs.check_finished`."""
    if not 0 <= n_bootstrap <= MAX_BOOTSTRAP:
        raise InputError(f"--bootstrap {n_bootstrap} is out of range: it must lie in 0 .. {MAX_BOOTSTRAP:,}")
    d = output_folder(out_dir)
    check_not_job_folder(d, "rank")
    check_finished(d)
    return d


def rank_run(
    out_dir: str | Path,
    baseline: str | None = None,
    n_bootstrap: int = 200,
    seed: int = 0,
    min_questions: int = 5,
    previous: str | Path | None = None,
    notify: Callable[[str], None] = lambda _: None,
    published: str | Path | None = None,
    options: RankOptions | None = None,
    allow_mismatch: bool = False,
) -> Ranked:
    """Rank the models of ``out_dir``'s ``pairs.parquet`` and write the three leaderboard files there.

    A single-answer run (``items.parquet``, no pairs) is ranked by mean score
    (:func:`judge_engine.ranking.protocols.rank_items`); a five-level run's fit counts every parsed sample as
    a battle, a ``>>`` one 3 times; a board with a baseline gets each model's win rate against it
    (:func:`judge_engine.ranking.protocols.protocol_extras`).

    Pairs are fitted on ``final_verdict`` when people's review labels were applied
    (:func:`with_final_verdicts`); ``leaderboard.json``'s ``verdicts`` says how many came from people.

    Args:
        baseline: the model anchored at 1000 (default: first by name of the largest component).
        n_bootstrap: bootstrap resamples over questions for the intervals (0: none).
        min_questions: fewest distinct questions a model needs for an interval.
        previous: another run folder already ranked: adds rank and score changes, the models new since and
            gone (:func:`judge_engine.ranking.nightly.read_previous` checks it has the same baseline and judge).
        allow_mismatch: compare with a previous leaderboard of another baseline or judge anyway.
        notify: called with each note for the user (self pairs left out, models not ranked, style control
            or two-level intervals unavailable).
        options: style control and two-level intervals (:class:`~judge_engine.ranking.board_extras.RankOptions`;
            default: style control when the judged texts can be read, two-level intervals when ``n_bootstrap``).
        published: a published ranking (CSV: model, score): adds the Spearman and Kendall rank correlation.

    One ``rank`` writes the folder at a time: it holds the folder's lock
    (:func:`~judge_engine.pipeline.lock.lock_output`) from after the folder is checked until the three files are
    written, so a second ``rank``, a run or a ``review import`` into the folder meanwhile is refused at once.

    Raises:
        OutputLocked: another process holds the folder's lock (a ``rank``, a run, a ``review import``).
        InputError: a folder whose last run has not finished
            (:func:`judge_engine.pipeline.outputs.check_finished`); no or unreadable
            ``pairs.parquet``, pairs without model names, an unknown baseline, a previous folder that is
            missing, not ranked, unreadable or of another baseline or judge, ``previous`` given for a
            single-answer run (not supported); style control asked for
            (``options.style == "on"``) without readable judged texts; ``n_bootstrap`` outside 0 ..
            :data:`MAX_BOOTSTRAP`.
    """
    d = _finished_folder(out_dir, n_bootstrap)
    with lock_output(d, create=False):  # full80 L2: two ranks interleaving their writes mixed their boards
        check_finished(d)  # a run may have started into the folder since
        return _ranked(
            d, baseline, n_bootstrap, seed, min_questions, previous, notify, published, options, allow_mismatch
        )


def _ranked(
    d: Path,
    baseline: str | None,
    n_bootstrap: int,
    seed: int,
    min_questions: int,
    previous: str | Path | None,
    notify: Callable[[str], None],
    published: str | Path | None,
    options: RankOptions | None,
    allow_mismatch: bool,
) -> Ranked:
    """:func:`rank_run`'s fit and writes, for the finished folder ``d`` whose lock the caller holds."""
    if not (d / "pairs.parquet").is_file() and (d / "items.parquet").is_file():
        if previous is not None:  # issue 13 pass 6 H7: it was ignored without a word
            raise InputError(f"--previous is not supported for single-answer runs ({d} holds items.parquet)")
        doc_single, lines_single = rank_items(d, n_bootstrap, seed, published)
        return Ranked(pl.read_parquet(d / "leaderboard.parquet"), doc_single, lines_single)
    read, fitted_on = _ranking_pairs(d, notify)
    pairs, column = with_final_verdicts(read)
    pairs, unnamed = _named(pairs, notify)  # fresh pass full58 M1: left out without a word, "" ranked as a model
    selfp = self_pairs(pairs)
    if selfp.height:
        notify(
            f"note: {selfp.height} pairs compare a model with itself (first: {selfp['pair_id'][0]!r}, "
            f"model {selfp['model_a'][0]!r}); left out of the ranking"
        )
    base = baseline if baseline is not None else default_baseline(pairs)
    judge = judge_ref(d)
    prev = None if previous is None or base is None else read_previous(previous, base, judge, allow_mismatch, d, notify)
    try:
        fit = five_level_battles(pairs) if is_five_level(pairs) else pairs  # Arena-Hard: ">>" counts 3 times
        board = leaderboard(fit, baseline=base, n_bootstrap=n_bootstrap, seed=seed, min_questions=min_questions)
    except ValueError as exc:
        raise InputError(str(exc)) from None
    assert base is not None  # leaderboard() refuses a missing baseline
    comp = comparison_components(pairs)
    ranked = board["model"]
    unrankable = _unrankable(comp, ranked, base, notify)
    in_graph = pairs.filter(pl.col("model_a").is_in(ranked.implode()) & pl.col("model_b").is_in(ranked.implode()))
    compared = in_graph.filter(pl.col("verdict").is_not_null() & (pl.col("model_a") != pl.col("model_b")))
    one_order = _one_order_note(compared, notify)  # fresh pass full58 M2: ranked as calibrated verdicts without a word
    left = left_out_note(pairs, d, notify)  # fresh pass full82 M2: a failed gate ranked without a word
    extras = extend_board(d, compared, board, base, n_bootstrap, seed, options or RankOptions())
    board = extras.board
    for n in extras.notes:
        notify(f"note: {n}")
    if prev is not None:
        board = night_over_night(board, prev)
    labelled = "review_label" in pairs.columns and pairs["review_label"].is_not_null().any()
    source = _verdict_source(compared, column, bool(labelled))
    if labelled:
        notify(
            f"note: {source.from_people} of {compared.height} verdicts came from people (review labels, "
            f"{source.column})" + (f"; {source.note}" if source.note else "")
        )
    doc = Leaderboard(
        fitted_on=fitted_on,  # the bytes fitted, not the file on disk now (pass 18b M1)
        baseline=base,
        n_bootstrap=n_bootstrap,
        seed=seed,
        min_questions=min_questions,
        scale=SCALE,
        components=comp["component"].n_unique(),
        self_pairs=selfp.height,
        unrankable=[Unrankable.from_dict(r) for r in unrankable.to_dicts()],
        models=[ModelScore.from_dict(r) for r in board.to_dicts()],
        win_rate=[WinRate.from_dict(r) for r in win_rate_matrix(in_graph).to_dicts()],
        **extras.doc,
        verdicts=source,
        notes=[*extras.notes, *(n for n in (unnamed, one_order, left) if n)] or None,
        judge=judge,
        previous=prev.section if prev is not None else None,
        by_category=by_category(compared),
    )
    protocol_extras(doc, pairs, base, n_bootstrap, seed, published)
    lines = markdown_lines(board, previous is not None, doc) + extra_markdown(doc, md_cell, baseline is not None)
    write_board(d, board, doc, lines)  # atomic, leaderboard.json last (pass 18b M2)
    return Ranked(board, doc, lines)
