"""A tournament's record of its rounds (``run/tournament.json``) as an earlier invocation wrote it, read back for the
settings of the rounds it planned (fresh pass full76 L2): :func:`old_record`, :func:`aligned`."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import orjson

from judge_engine.schemas.tournament import Tournament, TournamentRound


def old_record(run_dir: Path, notify: Callable[[str], None]) -> Tournament | None:
    """The record an earlier invocation wrote, or None when there is none; a damaged one is None too, with a note
    (fresh pass full76 L2: the job stopped with no way on but ``--overwrite``): the record is rebuilt from the round
    files and the verdicts, and the earlier rounds' design settings are unknown (:func:`aligned`)."""
    path = run_dir / Tournament.FILE
    if not path.is_file():
        return None
    try:
        damaged = not isinstance(orjson.loads(path.read_bytes()), dict)
    except orjson.JSONDecodeError:
        damaged = True
    if damaged:
        notify(
            f"note: {path} is damaged (not a JSON object); the record is rebuilt from the rounds and the verdicts "
            "(the earlier rounds' design settings are unknown: shown with round_size 0)"
        )
        return None
    return Tournament.from_json(path)  # a newer judge-engine's record, or one lacking a field, is refused by name


def aligned(old: list[TournamentRound], n: int, budget: int, alpha: float, seed: int) -> list[TournamentRound]:
    """The first ``n`` rounds' records of ``old``, each unknown one (a damaged or missing record, or a round file
    written after the record) standing as this invocation's settings (``budget``, ``alpha``, ``seed``) with
    ``round_size`` 0, so round ``r``'s settings stay at index ``r``."""
    return old[:n] + [
        TournamentRound(round=r, budget=budget, round_size=0, alpha=alpha, seed=seed) for r in range(len(old), n)
    ]
