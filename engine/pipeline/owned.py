"""What a run folder (or an audit, panel, tournament or OffsetBias job folder) owns (moved from
:mod:`~judge_engine.pipeline.paths`): its files and folders (:data:`RUN_FILES`, :data:`RUN_DIRS`, :data:`JOB_FILES`,
:data:`JOB_DIRS`), whether a folder is one (:func:`run_folder`, :func:`job_folder`), and the places a command must not
write (:func:`run_owned`) or read its config from (:func:`check_kept`)."""

from __future__ import annotations

from pathlib import Path

from judge_engine.errors import InputError

#: What a run folder owns: the files it reads back or that hold state (written by a run, ``review import``, ``rank``,
#: the lock and the engine guard), and its folders. A ``--out`` of any command is refused when it would write one of
#: them (:func:`~judge_engine.pipeline.paths.check_write_target`); a run refuses a folder where one exists as the wrong
#: kind (:func:`~judge_engine.pipeline.paths.check_output_kinds`).
RUN_FILES = (
    "pairs.parquet",
    "items.parquet",
    "summary.json",
    "manifest.json",
    "review_labels.parquet",
    "review_labels.dropped.parquet",
    "review_import.json",
    "judge-engine.lock",
    "engine.json",
    "leaderboard.json",
    "leaderboard.parquet",
    "audit.json",
    "tournament.json",  # fresh pass full62 M2: a tournament's record, the panel's mark, an interrupted import's
    "panel.json",
    "review_import.pending.parquet",
)
RUN_DIRS = ("judgments", "quarantine")
#: What an OffsetBias job folder owns besides :data:`RUN_FILES` (fresh pass full67 M1): its outputs, and the folders
#: ``--overwrite`` discards.
JOB_FILES = ("dataset.parquet", "preference.parquet", "pairwise.parquet", "audit-pairs.parquet", "offsetbias.json")
JOB_DIRS = ("generations", "filter")


def run_folder(d: Path) -> bool:
    """Whether ``d`` is a run, audit, panel or OffsetBias job folder: it holds a manifest, a summary, an audit, a panel
    record, judgments, or a job's record or generations (:func:`job_folder`)."""
    markers = ("manifest.json", "summary.json", "audit.json", "panel.json", "judgments")
    return any((d / n).exists() for n in markers) or job_folder(d)


def job_folder(d: Path) -> bool:
    """Whether ``d`` is an OffsetBias job folder: ``offsetbias.json``, or ``generations/`` beside ``items.parquet``."""
    return (d / "offsetbias.json").exists() or ((d / "generations").is_dir() and (d / "items.parquet").exists())


def run_owned(path: Path, run_dir: Path | None = None) -> str | None:
    """Where ``path`` (resolved) lies that a run folder owns, as text for an error (``would overwrite the manifest.json
    of run folder OUT``, ``is inside judgments/ of run folder OUT``), else None: one of its :data:`RUN_FILES`, or inside
    its :data:`RUN_DIRS`, ``review/`` (the sheet people type labels into; fresh pass full60 M1) or ``run/`` (its
    index; fresh pass full66 L5), or a tournament's ``rounds/`` (fresh pass full62 M2). ``run_dir``: the folder the
    command is about to make a run folder (``batch export --out``), counted as one before it exists (full66 M1)."""
    is_run = lambda d: d == run_dir or run_folder(d)  # noqa: E731
    if path.name in RUN_FILES and is_run(path.parent):
        return f"would overwrite the {path.name} of run folder {path.parent}"
    if path.name in JOB_FILES and job_folder(path.parent):
        return f"would overwrite the {path.name} of OffsetBias job folder {path.parent}"
    found = owned_ancestor(path, (*RUN_DIRS, "review", "run"), jobs=True, run_dir=run_dir)
    return None if found is None else f"is inside {found[0].name}/ of {found[1]} {found[0].parent}"


def check_kept(path: str | Path | None, what: str = "config file") -> None:
    """Refuse a file a command reads (its config file; fresh pass full66 H1) that lies where a run deletes files: in a
    run folder's ``judgments/`` (``--overwrite``) or ``run/`` (every run), a tournament's ``rounds/`` or an OffsetBias
    job's ``generations/`` or ``filter/`` (``--overwrite``). Raises InputError naming the file and the folder."""
    local = Path(path).expanduser().resolve() if path is not None else None  # a config file: a local path
    found = owned_ancestor(local, ("judgments", "run"), jobs=True) if local is not None else None  # full67 H1: jobs
    if found is not None:
        raise InputError(f"{what} {path} is inside {found[0]}, which a run deletes; move it out of the output folder")


def owned_ancestor(
    path: Path, run_names: tuple[str, ...], jobs: bool = False, run_dir: Path | None = None, inclusive: bool = False
) -> tuple[Path, str] | None:
    """The nearest folder above ``path`` (resolved) that a command rewrites or deletes, and whose it is (``"run
    folder"``, ``"tournament"``, ``"OffsetBias job folder"``), else None: a folder named one of ``run_names`` in a
    run folder (:func:`run_folder`, or ``run_dir``: a folder about to become one), a tournament's ``rounds/``, and with
    ``jobs`` an OffsetBias job's :data:`JOB_DIRS`. The one parent walk of :func:`run_owned`, :func:`check_kept` and
    :func:`~judge_engine.pipeline.paths.check_output_dir`, each with the folders it guards; with ``inclusive``
    ``path`` itself is read too (an output folder that is a run folder's ``judgments/``: fresh pass adv62 D7)."""
    for anc in (path, *path.parents) if inclusive else path.parents:
        if jobs and anc.name in JOB_DIRS and job_folder(anc.parent):
            return anc, "OffsetBias job folder"
        if anc.name in run_names and (anc.parent == run_dir or run_folder(anc.parent)):
            return anc, "run folder"
        if anc.name == "rounds" and run_folder(anc.parent / "run"):
            return anc, "tournament"
    return None
