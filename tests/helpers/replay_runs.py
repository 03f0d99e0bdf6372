"""Small replay-backend runs for the output-folder, label and lock tests: n pairs, a recording in which
response_a always wins (so every verdict is ``a``, known by hand), and the commands that run them in-process
or as real ``python -m judge_engine.cli`` processes."""

from __future__ import annotations

import contextlib
import json
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import polars as pl
from click.testing import CliRunner, Result

from tests.helpers.configs import replay_config

SCORES = {
    "ab": "Score of the Assistant 1: 8\nScore of the Assistant 2: 3",
    "ba": "Score of the Assistant 1: 3\nScore of the Assistant 2: 8",
}
"""The recorded completion of each order: response_a scores 8, response_b 3 (verdict ``a``)."""


def pairs_frame(n: int, **columns: list[Any]) -> pl.DataFrame:
    """``n`` pairs ``p0..p{n-1}`` with texts ``q{i}``, ``A{i}``, ``B{i}``; ``columns`` replace or add columns."""
    base: dict[str, list[Any]] = {
        "pair_id": [f"p{i}" for i in range(n)],
        "question": [f"q{i}" for i in range(n)],
        "response_a": [f"A{i}" for i in range(n)],
        "response_b": [f"B{i}" for i in range(n)],
    }
    base.update(columns)
    return pl.DataFrame(base)


def recording(path: Path, pair_ids: list[str], k: int = 1, texts: Callable[[str, str], str] | None = None) -> Path:
    """A replay recording at ``path``: ``texts(pair_id, order)`` (default :data:`SCORES` of the order) for every
    pair, order and sample."""
    text = texts or (lambda _pair_id, order: SCORES[order])
    rows = [(p, o, s, text(p, o)) for p in pair_ids for o in ("ab", "ba") for s in range(k)]
    pl.DataFrame(rows, schema=["pair_id", "order", "sample", "text"], orient="row").write_parquet(path)
    return path


def replay_setup(tmp: Path, n: int = 4, k: int = 1, inputs: list[str | Path] | None = None, **sections: Any) -> Path:
    """``tmp/in/pairs.parquet`` (:func:`pairs_frame`), ``tmp/rec.parquet`` and the config ``tmp/c.toml``."""
    (tmp / "in").mkdir(exist_ok=True)
    df = pairs_frame(n)
    df.write_parquet(tmp / "in" / "pairs.parquet")
    recording(tmp / "rec.parquet", df["pair_id"].to_list(), k)
    return replay_config(tmp / "c.toml", "rec.parquet", inputs or ["in/pairs.parquet"], sampling={"k": k}, **sections)


def run_cli(*args: str) -> Result:
    """``judge-engine ARGS...`` in-process (click's runner)."""
    from judge_engine.cli import cli

    return CliRunner().invoke(cli, list(args))


def run_cmd(cfg: Path, out: Path, *args: str) -> list[str]:
    """The argv of ``judge-engine run CFG --out OUT -q --json ARGS...`` as a real process."""
    return [sys.executable, "-m", "judge_engine.cli", "run", str(cfg), "--out", str(out), "-q", "--json", *args]


def wait_for_lock_holder(out: Path, pid: int, alive: Any, timeout: float = 120) -> None:
    """Poll (bounded) until process ``pid`` holds ``out``'s lock (its pid in the lock file) and has written
    the folder's manifest; ``alive()`` says whether it still runs."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline and alive():
        try:
            if json.loads((out / "judge-engine.lock").read_text())["pid"] == pid and (out / "manifest.json").is_file():
                return
        except (OSError, ValueError, KeyError):
            pass
        time.sleep(0.05)
    raise AssertionError("the first run never opened the folder")


@contextlib.contextmanager
def lock_held_by_another_process(out: Path) -> Iterator[subprocess.Popen[str]]:
    """A real process holding ``out``'s lock (:func:`judge_engine.pipeline.lock.lock_output`, the folder must exist)
    for the ``with`` block; yields it (its ``pid`` is the holder's), killed on exit."""
    holder = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import sys, time\nfrom judge_engine.pipeline.lock import lock_output\n"
            "with lock_output(sys.argv[1], create=False):\n    print('held', flush=True)\n    time.sleep(120)\n",
            str(out),
        ],
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "held"
        yield holder
    finally:
        holder.kill()
        holder.wait()
