"""Night over night (``judge-engine rank --previous``) and the per-category results of a leaderboard.

``--previous DIR`` compares tonight's board with a folder ``rank`` already ranked. The comparison means
something only on one scale and one judge, so a previous leaderboard anchored at another baseline, or made
from verdicts of another judge (``judge.model``, ``judge.revision``, the template id or its text), is
refused with a one-line error naming what differs (``allow_mismatch`` compares anyway and records what
differed). A missing folder, one without a ``leaderboard.parquet``, tonight's own folder, a leaderboard that
is not one ``rank`` writes (column types, no rows, a model twice, a row without a rank) and a corrupt
``manifest.json`` or ``leaderboard.json`` are one-line errors; a baseline or judge that cannot be known (no
``leaderboard.json`` baseline, no manifest) is recorded in ``previous.unchecked`` and noted (issue 13 pass 6
H5, H6, H8, L5).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import polars as pl

from judge_engine.errors import InputError
from judge_engine.kernels.ranking import category_win_rates, compare_boards
from judge_engine.pipeline.paths import is_uri, local_folder
from judge_engine.ranking.board_state import board_mismatch, stale_board_note
from judge_engine.ranking.uncertainty import significant_judge
from judge_engine.schemas.leaderboard import CategoryResult, GoneModel, JudgeRef, Leaderboard, PreviousSection
from judge_engine.schemas.manifest import Manifest
from judge_engine.schemas.tables import LEADERBOARD_COLUMNS

MISMATCH_FLAG = "--allow-previous-mismatch"


@dataclass(frozen=True)
class Previous:
    """A previous leaderboard read for ``--previous``: its ``board`` (``leaderboard.parquet``), the
    ``section`` to record (``new`` and ``gone`` filled by :func:`night_over_night`)."""

    board: pl.DataFrame
    section: PreviousSection


def judge_ref(d: Path, strict: bool = False) -> JudgeRef | None:
    """The judge of run folder ``d`` from its ``manifest.json``; None when it has none, it cannot be read
    (``strict``: raise), or it names no judge config and no template.

    Raises:
        InputError: ``strict`` and the manifest cannot be read.
    """
    try:
        manifest = Manifest.from_json(d / "manifest.json") if (d / "manifest.json").is_file() else None
    except InputError:
        if strict:
            raise
        return None
    if manifest is None:
        return None
    judge = (manifest.config or {}).get("judge") or {}
    judge = judge if isinstance(judge, dict) else {}
    tpl = manifest.template
    if not judge and tpl is None:  # e.g. a folder imported from recorded verdicts: the judge is unknown
        return None
    return JudgeRef(
        backend=judge.get("backend"),
        model=judge.get("model"),
        revision=judge.get("revision"),
        template=tpl.id if tpl is not None else judge.get("template"),
        template_hash=tpl.text_hash if tpl is not None else None,
    )


def _read_board(path: Path) -> pl.DataFrame:
    try:
        board = pl.read_parquet(path, glob=False)
    except Exception as exc:  # polars / pyarrow raise several types for corrupt or foreign files
        raise InputError(
            f"{path}: cannot read the previous leaderboard ({exc.__class__.__name__}: {str(exc)[:200]})"
        ) from None
    lacking = [c for c in LEADERBOARD_COLUMNS if c not in board.columns]
    if lacking:
        raise InputError(f"{path}: not a leaderboard written by `judge-engine rank` (no column {lacking[0]!r})")
    problem = _board_problem(board)
    if problem:
        raise InputError(f"{path}: not a leaderboard written by `judge-engine rank` ({problem})")
    return board


def _board_problem(board: pl.DataFrame) -> str | None:
    """What makes ``board`` unusable as a previous leaderboard (column types, no rows, a model twice or
    without a name, a row without a rank or a score, a NaN score), or None."""
    want = {"model": "text", "rank": "integer", "score": "numeric", "ci_low": "numeric", "ci_high": "numeric"}
    for col, kind in want.items():
        t = board.schema[col]
        ok = t in (pl.String, pl.Null) if kind == "text" else t.is_integer() if kind == "integer" else t.is_numeric()
        if not ok:
            return f"column {col!r} is {t}, not {kind}"
    if board.height == 0:
        return "no rows"
    if board["model"].null_count():
        return "a row without a model"
    dup = board.filter(pl.col("model").is_duplicated())["model"]
    if dup.len():
        return f"model {dup[0]!r} on {dup.len()} rows"
    if board["rank"].null_count():
        return f"{board['rank'].null_count()} row(s) without a rank"
    bad_score = board["score"].cast(pl.Float64).is_nan().fill_null(True).sum()
    if bad_score:
        return f"{bad_score} row(s) without a finite score"
    return None


def _previous_baseline(d: Path, board: pl.DataFrame) -> str | None:
    """The previous board's baseline: ``leaderboard.json``'s, else the model noted ``anchor``.

    Raises:
        InputError: ``leaderboard.json`` cannot be read, or its baseline is not text.
    """
    if (d / Leaderboard.FILE).is_file():
        doc = Leaderboard.from_json(d / Leaderboard.FILE)
        if doc.baseline is not None and not isinstance(doc.baseline, str):
            raise InputError(f"{d / Leaderboard.FILE}: baseline {doc.baseline!r} is not a model name")
        if doc.baseline is not None:
            return doc.baseline
    if "note" in board.columns:
        anchor = board.filter(pl.col("note").fill_null("").str.contains("anchor"))["model"]
        if anchor.len() == 1:
            return str(anchor[0])
    return None


def _differences(prev: JudgeRef | None, now: JudgeRef | None) -> list[str]:
    """What differs between two judges, as phrases (empty when either is unknown or they agree)."""
    if prev is None or now is None:
        return []
    out = []
    for attr, what in (("model", "judge model"), ("revision", "judge revision"), ("template", "template")):
        a, b = getattr(prev, attr), getattr(now, attr)
        if a != b:
            out.append(f"{what} {a!r} then, {b!r} now")
    if not out and prev.template_hash and now.template_hash and prev.template_hash != now.template_hash:
        out.append(f"template {now.template!r} text changed (hash {prev.template_hash} then, {now.template_hash} now)")
    return out


def read_previous(
    previous: str | Path,
    baseline: str,
    judge: JudgeRef | None,
    allow_mismatch: bool = False,
    tonight: Path | None = None,
    notify: Callable[[str], None] = lambda _: None,
) -> Previous:
    """Read and check the previous leaderboard of ``rank --previous`` (module docstring).

    Args:
        previous: the previous run folder as given (a local path or a ``file://`` URI).
        baseline: tonight's baseline; judge: tonight's judge (:func:`judge_ref`).
        allow_mismatch: compare with another baseline or judge anyway (recorded in ``section.mismatch``).
        tonight: tonight's folder (refused as its own previous).
        notify: called with a note when the previous baseline or judge is unknown (``section.unchecked``).

    Raises:
        InputError: the folder does not exist, is a file, is on another filesystem or is ``tonight``; it holds no
            ``leaderboard.parquet``; the leaderboard cannot be read or is not one ``rank`` writes
            (:func:`_board_problem`) or is not the one its ``leaderboard.json`` was written with
            (:func:`~judge_engine.ranking.board_state.board_mismatch`); its ``manifest.json`` or
            ``leaderboard.json`` is corrupt; its
            baseline or judge differs (unless ``allow_mismatch``).
    """
    d = local_folder(previous, "--previous") if is_uri(previous) else Path(previous)
    if not d.exists():
        raise InputError(f"--previous {previous}: no such folder")
    if not d.is_dir():
        raise InputError(f"--previous {previous}: not a folder (give last night's run folder)")
    if tonight is not None and d.resolve() == Path(tonight).resolve():
        raise InputError(f"--previous {previous} is the folder being ranked (give last night's run folder)")
    path = d / "leaderboard.parquet"
    if not path.is_file():
        raise InputError(
            f"--previous {previous}: the folder holds no leaderboard.parquet; rank it first (`judge-engine rank {d}`)"
        )
    board = _read_board(path)
    mixed = board_mismatch(d, Leaderboard.from_json(d / Leaderboard.FILE)) if (d / Leaderboard.FILE).is_file() else None
    if mixed:  # pass 18b M2: the scores may be on another baseline than the json says
        raise InputError(f"--previous {previous}: {mixed}")
    prev_base = _previous_baseline(d, board)
    prev_judge = judge_ref(d, strict=True)
    diffs = [] if prev_base in (None, baseline) else [f"baseline {prev_base!r} then, {baseline!r} now (--baseline)"]
    diffs += _differences(prev_judge, judge)
    if diffs and not allow_mismatch:
        raise InputError(
            f"--previous {previous} is not comparable with tonight's leaderboard: {'; '.join(diffs)} "
            f"(scores on another scale or from another judge; pass {MISMATCH_FLAG} to compare anyway)"
        )
    unchecked = _unchecked(d, prev_base, prev_judge, judge)
    stale = (
        stale_board_note(d, Leaderboard.from_json(d / Leaderboard.FILE)) if (d / Leaderboard.FILE).is_file() else None
    )
    if stale:  # pass 14b M2: compared as it is, but said
        notify(f"note: --previous {previous}: {stale}")
    for what in unchecked:
        notify(f"note: --previous {previous}: {what}; compared without checking it")
    section = PreviousSection(
        dir=str(previous), baseline=prev_base, judge=prev_judge, mismatch=diffs, unchecked=unchecked or None
    )
    return Previous(board, section)


def _unchecked(d: Path, prev_base: str | None, prev_judge: JudgeRef | None, judge: JudgeRef | None) -> list[str]:
    """What :func:`read_previous` could not compare, as phrases: an unknown baseline or judge."""
    out = []
    if prev_base is None:
        out.append("its baseline is unknown (no baseline in leaderboard.json, no anchor note)")
    if prev_judge is None:
        why = "no manifest.json" if not (d / "manifest.json").is_file() else "its manifest.json names no judge"
        out.append(f"its judge is unknown ({why})")
    elif judge is None:
        out.append("tonight's judge is unknown (no readable manifest.json)")
    return out


def night_over_night(board: pl.DataFrame, previous: Previous) -> pl.DataFrame:
    """``board`` with the change columns of :func:`judge_engine.kernels.ranking.compare_boards` and
    ``significant_judge``; fills ``previous.section``'s ``new`` (models without a previous row) and ``gone``
    (previous models not on ``board``, best first)."""
    out = significant_judge(compare_boards(board, previous.board), previous.board)
    sec = previous.section
    sec.new = out.filter(pl.col("prev_rank").is_null())["model"].to_list()
    gone = previous.board.filter(~pl.col("model").is_in(board["model"].implode())).sort("rank", "model")
    sec.gone = [
        GoneModel(model=m, rank=int(r), score=float(s)) for m, r, s in gone.select("model", "rank", "score").iter_rows()
    ]
    return out


def by_category(compared: pl.DataFrame) -> list[CategoryResult] | None:
    """:class:`CategoryResult` per model and category of the compared pairs (None without ``category``)."""
    if "category" not in compared.columns:
        return None
    rows = category_win_rates(compared.with_columns(pl.col("category").cast(pl.String)))
    return [CategoryResult.from_dict(r) for r in rows.to_dicts()]


def shown_ranks(ranks: list[int | None]) -> list[str]:
    """Ranks as printed: ``"2="`` for a rank that more than one model holds, ``"-"`` for None."""
    counts: dict[int, int] = {}
    for r in ranks:
        if r is not None:
            counts[r] = counts.get(r, 0) + 1
    return ["-" if r is None else f"{r}=" if counts[r] > 1 else str(r) for r in ranks]
