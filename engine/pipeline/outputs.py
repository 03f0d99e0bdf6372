"""Readers of a run folder's outputs for the after-run tools, with one-line errors naming the file."""

from __future__ import annotations

import io
from collections.abc import Callable
from pathlib import Path

import polars as pl

from judge_engine.errors import InputError
from judge_engine.pipeline.lock import live_holder, still_running
from judge_engine.pipeline.owned import run_folder

PENDING_IMPORT = "review_import.pending.parquet"
"""``OUT/review_import.pending.parquet``: a ``review import`` under way (issue 13 pass 10 M1). Written (atomically)
before the import writes anything else and removed after its last write: the annotations it stores, with its
record (``review_import.json``'s content) in the file's metadata key ``record``. While it is there the labels
stored may not be applied to ``pairs.parquet`` / ``summary.json``: :func:`check_finished` refuses the folder
and the next ``review import`` finishes it (:func:`judge_engine.pipeline.labels.finish_pending_import`)."""


def pending_import_file(out_dir: Path) -> str | None:
    """The labels file of the interrupted ``review import`` of ``out_dir`` (``"?"`` when its record cannot be
    read); None when no import is pending."""
    path = out_dir / PENDING_IMPORT
    if not path.exists():  # a folder there is a mark that cannot be read (pass 18b L2), not no mark
        return None
    import orjson

    try:
        name = orjson.loads(pl.read_parquet_metadata(path)["record"]).get("file")
    except Exception:  # noqa: BLE001 - the mark is there: the import is pending whatever its record says
        return "?"
    return name if isinstance(name, str) else "?"


def _readable(path: Path) -> bool:
    """Whether ``path`` reads as a Parquet file (its footer and schema)."""
    try:
        pl.read_parquet_schema(path)
    except Exception:  # noqa: BLE001 - polars raises several types for a damaged or foreign file
        return False
    return True


def damaged_mark_message(out_dir: Path, why: str = "") -> str:
    """One line for a :data:`PENDING_IMPORT` mark that cannot be read (disk damage or a foreign file): its
    annotations and labels file are unknown, so the way on is to remove it and import the labels again."""
    return (
        f"{out_dir / PENDING_IMPORT}: the mark of an interrupted `review import` cannot be read{why}; delete it "
        f"and import the labels file again (`judge-engine review import {out_dir} FILE`) to apply its labels"
    )


def read_pairs(path: Path, needed: tuple[str, ...] = ("pair_id",), data: bytes | None = None) -> pl.DataFrame:
    """Read a run's ``pairs.parquet`` (from ``data``, its bytes already read, when given), checking that it is one.

    Raises:
        InputError: unreadable (corrupt, not Parquet), missing one of ``needed``, or one of its text columns
            (``pair_id``, ``model_a``, ``model_b``, ``verdict``) of another type.
    """
    try:
        pairs = pl.read_parquet(io.BytesIO(data) if data is not None else path, glob=False)
    except Exception as exc:  # polars / pyarrow raise several types for corrupt or foreign files
        raise InputError(f"{path}: cannot read ({exc.__class__.__name__}: {str(exc)[:200]})") from None
    lacking = [c for c in needed if c not in pairs.columns]
    if lacking:
        raise InputError(
            f"{path}: not a judge-engine pairs.parquet (no column {lacking[0]!r}; has {pairs.columns[:8]})"
        )
    for c in _TEXT_COLUMNS:  # fresh pass full74 L4: an Int64 verdict was a traceback, an Int64 model a model "1"
        if c in pairs.columns and pairs.schema[c] not in (pl.String, pl.Null, pl.Categorical):
            raise InputError(f"{path}: not a judge-engine pairs.parquet (column {c!r} is {pairs.schema[c]}, not text)")
    return pairs


# the columns of a run's pairs.parquet that hold text (its input's, and the verdict the run wrote)
_TEXT_COLUMNS = ("pair_id", "model_a", "model_b", "verdict")


def _hashes(path: Path, keys: tuple[str, ...]) -> set[str] | None:
    """The string values of ``keys`` in a JSON object file; None when it cannot be read as one."""
    import orjson

    try:
        doc = orjson.loads(path.read_bytes())
    except (OSError, orjson.JSONDecodeError):
        return None
    if not isinstance(doc, dict):
        return None
    return {doc[k] for k in keys if isinstance(doc.get(k), str)}


def _check_no_live_job(out_dir: Path) -> None:
    """Refuse a tournament's ``run`` folder while the tournament job that writes it between rounds still runs
    (fresh pass full79 L1: ``rank out/run`` mid-job wrote a leaderboard of the partial results into the job's folder,
    and a slow one finished after the job's own). The job holds ``OUT/judge-engine.lock`` for its whole length.

    Raises:
        InputError: one line naming the job's pid."""
    parent = out_dir.parent
    if (parent / "tournament.json").exists() and (job := live_holder(parent)) is not None:
        raise InputError(
            f"{out_dir}: the tournament job in {parent} (judge-engine pid {job.get('pid')}, started "
            f"{job.get('started')}) is still running and writes it between rounds; wait for it to finish"
        )


def check_finished(out_dir: Path, import_pending_ok: bool = False) -> None:
    """Refuse the outputs of a folder whose last run has not finished, or whose last ``review import`` was
    interrupted (:data:`PENDING_IMPORT`; unless ``import_pending_ok``: ``review import`` finishes it), for the
    tools that read them (``rank``, ``report``, ``review export`` / ``import``).

    ``summary.json`` is written last, so it marks a finished run. Every run removes the old one before it
    writes its manifest (:func:`mark_unfinished`; an ``--overwrite`` before anything else); when it is
    killed, the folder's ``manifest.json`` has no summary (refused here; while another live process's run still
    writes it, :func:`~judge_engine.pipeline.lock.still_running`, the message says so), a ``summary.json`` that is no
    run summary
    (unreadable, not an object, or without ``pairs_in``; breaker pass 36 M2) is refused, and one whose judging hash
    is not the manifest's (the state a killed ``--overwrite`` of an older version could leave) is
    refused too: its ``pairs.parquet`` / ``summary.json`` describe judgments that were discarded. A
    ``manifest.json`` that cannot be read as a JSON object is refused (full59 L2: nothing could check the summary
    against it). A folder without ``manifest.json`` is not checked, unless it is a panel or audit folder without
    its finished mark (:data:`COMPOSITE_MARKS`).

    Raises:
        InputError: one line naming the folder and the remedy (rerun ``judge-engine run`` / ``panel`` /
            ``audit`` into it, or ``review import`` for an interrupted import).
    """
    pending = None if import_pending_ok else pending_import_file(out_dir)
    if pending == "?" and not _readable(out_dir / PENDING_IMPORT):  # pass 14b L2: "rerun review import ?" fails
        raise InputError(damaged_mark_message(out_dir))
    if pending is not None:
        raise InputError(
            f"{out_dir}: a `review import` of {pending} was interrupted: its labels may be stored but not applied "
            f"to pairs.parquet / summary.json ({PENDING_IMPORT}); rerun `judge-engine review import {out_dir} "
            f"{pending}` to finish it"
        )
    _check_no_live_job(out_dir)
    manifest_path = out_dir / "manifest.json"
    manifest = _hashes(manifest_path, ("judging_hash", "judging_hash_legacy"))
    if not manifest and manifest_path.exists():  # full59 L2, full65 L3 (an object without a judging hash): went on
        raise InputError(
            f"{manifest_path}: cannot be read as a run manifest, so the results cannot be matched to their judging "
            f"config; rerun `judge-engine run` into {out_dir} with the same config and --repair to rebuild it"
        )
    if not manifest:
        if not manifest_path.exists() and (holder := live_holder(out_dir)) is not None:  # fresh pass full81 L5
            raise InputError(
                f"{out_dir}: a judge-engine process is still writing it (pid {holder.get('pid')}, started "
                f"{holder.get('started')}: {str(holder.get('command'))[:80]}); wait for it to finish"
            )
        _check_composite_finished(out_dir)
        return
    summary_path = out_dir / "summary.json"
    if not summary_path.exists():
        if (live := still_running(out_dir)) is not None:  # stop 53, fresh pass full78 L1
            raise InputError(
                f"{out_dir}: a run is still writing it (judge-engine pid {live.get('pid')}, started "
                f"{live.get('started')}); wait for it to finish"
            )
        raise InputError(
            f"{out_dir}: its last run has not finished (manifest.json but no summary.json: a killed run or "
            "--overwrite); rerun `judge-engine run` into it with the same config to finish it"
        )
    summary = _hashes(summary_path, ("judging_hash",))
    if not summary:  # damaged or foreign (breaker pass 36 M2): no finished mark, whatever rank would make of it
        from judge_engine.schemas.summary import RunSummary

        try:
            RunSummary.from_json(summary_path)
        except InputError as exc:
            raise InputError(
                f"{exc}: the folder's finished mark is damaged; rerun `judge-engine run` into it with the same "
                "config to write it again"
            ) from None
    if summary and not summary & manifest:  # the manifest's own hash named, not its legacy one (fresh pass full66 L1)
        named = min(_hashes(manifest_path, ("judging_hash",)) or manifest)
        raise InputError(
            f"{out_dir}: pairs.parquet and summary.json were made with another judging config than manifest.json "
            f"(summary judging hash {min(summary)}, manifest {named}: an unfinished --overwrite, or a manifest from "
            "another folder); rerun `judge-engine run` into it with the manifest's config to finish it"
        )


RESULT_FILES = (
    "summary.json",
    "leaderboard.json",
    "leaderboard.parquet",
    "leaderboard.md",
    "pairs.parquet",
    "items.parquet",
    "report.html",
)
"""A run's results, ``summary.json`` (the finished mark) first: what ``--overwrite`` (and a run taking over a
folder whose runs judged nothing) removes before anything else, in this order (the leaderboard files since
pass 14b M2: fitted on the discarded results; ``report.html`` since fresh pass full83 M1: rendered from them).
The review sheets of the discarded results (``review/``, which may hold a sheet being filled in) are moved
aside, not removed (:func:`remove_results`)."""


def remove_results(out_dir: Path, quarantine: Callable[[Path], Path]) -> str | None:
    """Remove a run's results from ``out_dir`` (:data:`RESULT_FILES`, ``summary.json`` first) and move the review
    sheets made from them (``review/``: their verdicts are not the next run's, and a sheet may be being filled in) aside
    with ``quarantine`` (fresh pass full83 M1: ``--overwrite`` left them beside the new results); returns where they
    went (None: there was no ``review/``)."""
    for name in RESULT_FILES:
        (out_dir / name).unlink(missing_ok=True)
    review = out_dir / "review"
    return str(quarantine(review)) if review.is_dir() and not review.is_symlink() else None


def mark_unfinished(out_dir: Path) -> None:
    """Remove ``out_dir/summary.json`` (a finished run's mark; the removal synced to disk) at the start of a run
    that will judge or rewrite the results, before it writes its manifest: until it writes its own summary,
    :func:`check_finished` refuses the folder, so a run killed part way is never read as the previous one's
    results (issue 13 pass 14b M1)."""
    path = out_dir / "summary.json"
    if path.exists():
        from judge_engine.files import fsync_dir

        path.unlink()
        fsync_dir(out_dir)


COMPOSITE_MARKS = {"judges": ("panel.json", "panel"), "uncalibrated": ("audit.json", "audit")}
"""A panel folder (``judges/``) or an audit folder (``uncalibrated/``) and its finished mark: the file it
writes last and removes first (:func:`mark_composite_unfinished`), and the command to rerun."""


def _check_composite_finished(out_dir: Path) -> None:
    """Refuse a panel or audit folder whose last ``panel`` / ``audit`` has not finished (its sub-run folder
    there, its finished mark not: pass 18b M3, M5)."""
    if (out_dir / "summary.json").exists():
        return
    for sub, (mark, command) in COMPOSITE_MARKS.items():
        if (out_dir / sub).is_dir() and not (out_dir / mark).exists():
            raise InputError(
                f"{out_dir}: its last {command} has not finished ({sub}/ but no {mark}: a killed `judge-engine "
                f"{command}` or a rerun under way); rerun `judge-engine {command}` with the same config and options "
                "to finish it"
            )
        if (out_dir / sub).is_dir() and not _readable_object(out_dir / mark):  # fresh pass full75 L1: ranked anyway
            raise InputError(
                f"{out_dir / mark}: the folder's finished mark is damaged (no JSON object); rerun `judge-engine "
                f"{command}` with the same config and options to write it again"
            )


def _readable_object(path: Path) -> bool:
    """Whether ``path`` holds a non-empty JSON object."""
    import orjson

    try:
        doc = orjson.loads(path.read_bytes())
    except (OSError, orjson.JSONDecodeError):
        return False
    return isinstance(doc, dict) and bool(doc)


def mark_composite_unfinished(out_dir: Path, mark: str) -> None:
    """At the start of a ``panel`` or ``audit`` into ``out_dir``: remove its finished mark ``mark``
    (``panel.json`` / ``audit.json``; the removal synced), then a ``report.html`` rendered from it (a folder
    without ``summary.json``), so a run killed part way is never read as the previous one's results
    (:func:`check_finished`; as :func:`mark_unfinished` for a run)."""
    from judge_engine.files import fsync_dir

    if not out_dir.is_dir():
        return
    (out_dir / mark).unlink(missing_ok=True)
    if not (out_dir / "summary.json").exists():
        (out_dir / "report.html").unlink(missing_ok=True)
    fsync_dir(out_dir)


def check_not_job_folder(out_dir: Path, command: str) -> None:
    """Refuse, naming its run folders, an audit folder (``audit.json``) or a tournament's folder (``run/`` holding
    ``tournament.json``), which ``command`` cannot read as one run and ``run`` refuses to write into (fresh pass full72
    L4: "run `judge-engine run` into it first").

    Raises:
        InputError: one line naming the folder, what it is and its run folders."""
    if (out_dir / "run" / "tournament.json").is_file():
        raise InputError(
            f"{out_dir} is a tournament's folder: its run folder is {out_dir / 'run'} (`judge-engine {command} "
            f"{out_dir / 'run'}`)"
        )
    if (out_dir / "audit.json").is_file():
        runs = sorted(p.name for p in out_dir.iterdir() if p.is_dir() and run_folder(p))
        raise InputError(
            f"{out_dir} is an audit folder (audit.json): `{command}` reads one of its run folders "
            f"({', '.join(str(out_dir / r) for r in runs) or 'none yet'})"
        )


def check_run_kind(out_dir: Path, command: str, single_ok: bool = False) -> None:
    """Refuse, with the way on, a folder that ``command`` (e.g. ``review export``) cannot read as one run: a
    panel folder (``panel.json``: each judge's run is under ``judges/NAME``) and, unless ``single_ok``, a
    single-answer run (``items.parquet``, no ``pairs.parquet``). Issue 13 pass 6 L4.

    Raises:
        InputError: one line naming the folder, what it is and what to give instead.
    """
    check_not_job_folder(out_dir, command)
    if (out_dir / "panel.json").is_file():
        judges = out_dir / "judges"
        names = sorted(p.name for p in judges.iterdir() if p.is_dir()) if judges.is_dir() else []
        raise InputError(
            f"{out_dir} is a panel folder: `{command}` reads one judge's run, e.g. `judge-engine {command} "
            f"{judges / (names[0] if names else 'NAME')}` (judges: {', '.join(names) or '-'})"
        )
    if not single_ok and not (out_dir / "pairs.parquet").is_file() and (out_dir / "items.parquet").is_file():
        raise InputError(f"{out_dir} is a single-answer run (items.parquet): `{command}` works on pairwise runs only")
