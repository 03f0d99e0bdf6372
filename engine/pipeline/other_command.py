"""Another command's folder as an output folder (fresh passes full64 M2, full67 M2, full82 M1): :func:`other_command`
says what a folder is when a command other than the one about to write it made it, so that no job writes its results
beside another's and hides them from ``rank``, ``report`` and ``review``."""

from __future__ import annotations

from pathlib import Path

from judge_engine.pipeline.owned import job_folder


def other_command(out: Path, kind: str | None) -> str | None:
    """What ``out`` is when another command made it than ``kind`` would write (fresh pass full64 M2: ``run`` and
    ``import-llmbar`` replaced a panel's ``pairs.parquet``, and ``panel`` a run's), else None."""
    if kind == "run" and (out / "panel.json").is_file():
        return "is a panel folder (panel.json): a run would replace the panel's pairs.parquet"
    if kind == "run" and (out / "audit.json").is_file():
        return "is an audit folder (audit.json)"
    if kind == "panel" and (out / "manifest.json").is_file():
        return "is a run folder (manifest.json): a panel would replace the run's pairs.parquet"
    if kind in ("run", "panel") and job_folder(out):  # fresh pass full67 M2
        return "is an OffsetBias job folder: a run would replace the job's items.parquet"
    if kind == "offsetbias" and any((out / n).is_file() for n in ("manifest.json", "panel.json", "audit.json")):
        return "is a run, panel or audit folder: the job would replace its items.parquet"
    made = _made_by(out)
    if kind in ("run", "panel", "tournament", "audit") and made not in (None, kind):  # fresh pass full82 M1
        return f"is {_A_FOLDER[made]}: a {kind} would write beside its results and hide them from rank and report"
    return None


# what a folder is, by the marks each command writes (fresh pass full82 M1: an audit or a tournament into a run's folder
# hid the run's results from rank and report; a run into a tournament's folder the same)
_A_FOLDER = {
    "panel": "a panel folder (panel.json)",
    "audit": "an audit folder (audit.json)",
    "tournament": "a tournament's folder (rounds/)",
    "offsetbias": "an OffsetBias job folder",
    "run": "a run folder (manifest.json)",
}


def _made_by(out: Path) -> str | None:
    """Which command made ``out`` (a key of :data:`_A_FOLDER`), by the marks it writes; None for a folder none made."""
    if (out / "panel.json").is_file() or (out / "judges").is_dir():
        return "panel"
    if (out / "audit.json").is_file() or (out / "uncalibrated").is_dir():
        return "audit"
    if (out / "rounds").is_dir() or (out / "run" / "tournament.json").is_file():
        return "tournament"
    if job_folder(out):
        return "offsetbias"
    if any((out / n).exists() for n in ("manifest.json", "summary.json", "judgments")):
        return "run"
    return None
