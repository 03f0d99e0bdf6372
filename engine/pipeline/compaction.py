"""Compaction of judgment parts at the end of a run: small parts merged into few large ones, atomically,
resumably and exactly once (no row lost, none stored twice).

A long run (or many resumed ones, or Ray workers flushing every ``flush_s`` seconds) leaves parts smaller
than ``scheduler.flush_rows``. :func:`compact_parts` merges every part with fewer rows than ``flush_rows``
into parts of at most ``flush_rows`` rows (whole parts of one writer, in name order), each merge in four
steps:

1. the journal ``judgments/compaction.json`` (written atomically) names the inputs and the output;
2. the output (``part-<uuid>.parquet``, ``part-<worker>-<uuid>.parquet`` for a Ray worker's parts) is
   written atomically (temporary file, fsync, rename): the
   inputs' rows unchanged, one after another;
3. the inputs are removed (then the folder fsynced);
4. the journal is removed.

:func:`recover` (run when a folder is opened, before its judgments are read) finishes a merge a kill
interrupted: with the output in place (step 2 done) it removes the inputs left and the journal; without
it, only the journal (the inputs are whole; the temporary file is removed with the other ``.tmp-*``).
Either way every row is in exactly one part. ``JUDGE_ENGINE_COMPACTION_KILL`` (tests only: see
:mod:`judge_engine.envs`) makes the process SIGKILL itself after the named step.
"""

from __future__ import annotations

import os
import re
import signal
import uuid
from pathlib import Path

import orjson
import polars as pl

from judge_engine import envs
from judge_engine.errors import StoreError
from judge_engine.files import atomic_write_json, fsync_dir
from judge_engine.pipeline.parts import footer_rows

JOURNAL = "compaction.json"
STEPS = ("journal", "output", "one_input", "inputs")
"""The points after which ``JUDGE_ENGINE_COMPACTION_KILL`` can kill a compaction (``one_input``: after the
first input is removed)."""


def _kill_after(step: str) -> None:
    if envs.compaction_kill() == step:
        os.kill(os.getpid(), signal.SIGKILL)


_PART_NAME = re.compile(r"part-[A-Za-z0-9_-]++\.parquet")
"""A judgment part's name, directly in ``judgments/`` (what a merge's journal may name: no folder, no ``..``)."""


def recover(parts: Path) -> str | None:
    """Finish or undo the merge a kill interrupted (module docstring); returns ``"finished"``, ``"undone"``
    or None when there was none.

    Raises:
        StoreError: the journal is not one this engine wrote (fresh pass adv62 D8: a stray journal deleted the files
            it named, a judgment part or, through ``../``, the run's input): it names something other than part
            files directly in ``judgments/``, or its output lacks a (request_key, sample) of an input it would
            remove. Nothing is removed; the error names the journal.
    """
    journal = parts / JOURNAL
    if not journal.is_file():
        return None
    try:
        doc = orjson.loads(journal.read_bytes())
        names = [*doc["inputs"], doc["output"]]
    except (OSError, orjson.JSONDecodeError, KeyError, TypeError):
        journal.unlink()  # written atomically, so a bad journal is not ours to follow
        return "undone"
    if not all(isinstance(n, str) and _PART_NAME.fullmatch(n) for n in names):
        raise StoreError(
            f"{journal}: not a merge journal of this folder (it names files other than judgment parts); "
            "remove it if no judge-engine run wrote it"
        )
    inputs, output = [parts / n for n in names[:-1]], parts / names[-1]
    done = output.is_file()
    if done:
        _check_holds(journal, output, [f for f in inputs if f.is_file()])
        for f in inputs:
            f.unlink(missing_ok=True)
        fsync_dir(parts)
    journal.unlink()
    fsync_dir(parts)
    return "finished" if done else "undone"


def _check_holds(journal: Path, output: Path, inputs: list[Path]) -> None:
    """Raise :class:`StoreError` unless ``output`` holds every (request_key, sample) of ``inputs`` (a merge's output
    holds its inputs' rows, a re-parse's its one input's)."""
    if not inputs:
        return
    keys = ["request_key", "sample"]
    try:
        have = pl.read_parquet(output, columns=keys)
        want = pl.concat([pl.read_parquet(f, columns=keys) for f in inputs])
    except (OSError, pl.exceptions.PolarsError) as e:
        raise StoreError(f"{journal}: cannot check the merge it records ({e}); nothing was removed") from e
    if want.join(have, on=keys, how="anti").height:
        raise StoreError(
            f"{journal}: its output {output.name} does not hold the rows of the parts it would remove; nothing was "
            "removed (remove the journal if no judge-engine run wrote it)"
        )


def owner_of(part: Path) -> str | None:
    """The writer named in a part's file name: ``part-<owner>-<uuid>.parquet`` (a Ray worker), else None."""
    fields = part.stem.split("-")
    return fields[1] if len(fields) == 3 else None


def _groups(files: list[Path], max_rows: int) -> list[list[Path]]:
    """Small parts (fewer than ``max_rows`` rows) of one writer each, in runs of at most ``max_rows`` rows,
    two parts or more."""
    groups: list[list[Path]] = []
    for owner in sorted({owner_of(f) or "" for f in files}):
        current: list[Path] = []
        rows = 0
        for f in (f for f in files if (owner_of(f) or "") == owner):
            n = footer_rows(f)
            if n is None or n >= max_rows:
                continue
            if current and rows + n > max_rows:
                groups.append(current)
                current, rows = [], 0
            current.append(f)
            rows += n
        groups.append(current)
    return [g for g in groups if len(g) > 1]


def compact_parts(parts: Path, max_rows: int, check: object = None) -> int:
    """Merge the small parts of ``parts`` (module docstring); returns how many parts were removed.

    Args:
        parts: the ``judgments/`` folder (its owner holds the folder's lock).
        max_rows: rows of a part that is not merged, and the most rows of a merged one
            (``scheduler.flush_rows``).
        check: called before each file is written (the store's lock check), when given.
    """
    recover(parts)
    removed = 0
    files = sorted(p for p in parts.glob("part-*.parquet"))
    for group in _groups(files, max_rows):
        if callable(check):
            check()
        owner = owner_of(group[0])  # the merged part keeps its writer's name (a Ray worker's id)
        output = parts / (f"part-{owner}-{uuid.uuid4().hex}.parquet" if owner else f"part-{uuid.uuid4().hex}.parquet")
        atomic_write_json(parts / JOURNAL, {"inputs": [f.name for f in group], "output": output.name})
        _kill_after("journal")
        frames = [pl.read_parquet(f, glob=False) for f in group]
        merged = pl.concat(frames, how="diagonal_relaxed")
        tmp = output.with_name(f".tmp-{uuid.uuid4().hex}-{output.name}")
        merged.write_parquet(tmp)
        with open(tmp, "rb+") as fh:
            os.fsync(fh.fileno())
        os.replace(tmp, output)
        fsync_dir(parts)
        _kill_after("output")
        for i, f in enumerate(group):
            f.unlink()
            if i == 0:
                _kill_after("one_input")
        fsync_dir(parts)
        _kill_after("inputs")
        (parts / JOURNAL).unlink()
        fsync_dir(parts)
        removed += len(group) - 1
    return removed
