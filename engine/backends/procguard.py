"""Kill a judge engine's processes when the process that started them dies, even by SIGKILL.

vLLM's ``AsyncLLM`` runs its engine core in a child process: ``CoreEngineProcManager``
(``vllm/v1/engine/utils.py``) starts ``EngineCoreProc.run_engine_core`` with
``multiprocessing`` (``fork`` by default, ``spawn`` once CUDA is initialised) and ``daemon=True``.
A daemonic child is terminated only by the parent's own ``atexit`` handler, and the engine core has
no parent-death check: the "death pipe" in ``vllm/v1/executor/multiproc_executor.py`` links
tensor-parallel workers to the engine core, not the engine core to the process that started it.
So a ``kill -9`` of ``judge-engine`` leaves the engine core running, holding its memory (on a GPU,
the GPU memory a rerun's engine needs), and, when it was forked, the output folder's lock.

:class:`EngineGuard` starts a small watchdog process (``python -m judge_engine.backends.procguard``) before
the engine. Every :data:`POLL_S` seconds it lists the descendants of the process it guards (pid and
create time, so a reused pid is never mistaken for one of them; processes it already had when the
watchdog started, and their children, are left alone) and, given a record file, writes
them to it (``OUT/engine.json``: ``parent_pid``, ``host``, ``started``, ``pids``: ``pid``,
``create_time``, ``name``). When the guarded process is gone (the watchdog's parent pid changes, or
the process is a zombie) the watchdog sends SIGTERM to every recorded process still alive and to
their own children, SIGKILL to those still alive :data:`GRACE_S` seconds later, removes the record
and exits. ``prctl(PR_SET_PDEATHSIG)`` is not used: it would have to be set inside the engine
core, which vLLM starts, and it fires when the creating *thread* exits, not the process (vLLM's
engine is started from a worker thread here). On a clean close the guarded process stops the
watchdog (:meth:`EngineGuard.stop`) and removes the record itself.
"""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import orjson

from judge_engine.files import atomic_write_bytes

POLL_S = 0.5
"""Seconds between two listings of the guarded process's descendants (and parent checks)."""

GRACE_S = 5.0
"""Seconds between SIGTERM and SIGKILL of the processes left behind."""


class EngineGuard:
    """Handle of a running watchdog (see the module docstring).

    Args:
        proc: the watchdog process.
        record: the record file it writes, or None.
    """

    def __init__(self, proc: subprocess.Popen[bytes], record: Path | None) -> None:
        self.proc = proc
        self.record = record

    @classmethod
    def start(cls, record: str | Path | None = None) -> EngineGuard:
        """Start a watchdog over this process's descendants.

        Args:
            record: where to write the descendants' pids (``OUT/engine.json``), or None.

        The watchdog runs in its own session (a Ctrl-C or a ``kill`` of this process group does not
        reach it) and inherits no file descriptor (so it never holds the output folder's lock).
        """
        proc = subprocess.Popen(
            [sys.executable, "-m", "judge_engine.backends.procguard", str(os.getpid()), str(record or "")],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            start_new_session=True,
            close_fds=True,
        )
        return cls(proc, Path(record) if record else None)

    def stop(self) -> None:
        """Stop the watchdog (the engine was closed normally) and remove the record."""
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=5)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        if self.record is not None:
            self.record.unlink(missing_ok=True)


def _write_record(record: Path, parent: Any, started: str, known: dict[int, tuple[float, str]]) -> None:
    doc = {
        "parent_pid": parent.pid,
        "host": socket.gethostname(),
        "started": started,
        "pids": [{"pid": pid, "create_time": ct, "name": name} for pid, (ct, name) in sorted(known.items())],
    }
    try:
        atomic_write_bytes(record, orjson.dumps(doc, option=orjson.OPT_INDENT_2))
    except OSError:
        pass  # the folder went away: nothing to record into


def _kill_tree(known: dict[int, tuple[float, str]]) -> None:
    """SIGTERM, then after GRACE_S SIGKILL, every recorded process still alive and its children."""
    import psutil

    victims: dict[int, Any] = {}
    for pid, (ct, _) in known.items():
        try:
            p = psutil.Process(pid)
            if abs(p.create_time() - ct) >= 0.01:
                continue  # the pid was reused by an unrelated process
            victims[pid] = p
            for c in p.children(recursive=True):
                victims[c.pid] = c
        except psutil.Error:
            continue
    me = os.getpid()
    victims.pop(me, None)
    for p in victims.values():
        try:
            p.send_signal(signal.SIGTERM)
        except psutil.Error:
            pass
    _, alive = psutil.wait_procs(list(victims.values()), timeout=GRACE_S)
    for p in alive:
        try:
            p.kill()
        except psutil.Error:
            pass
    psutil.wait_procs(alive, timeout=GRACE_S)


def watch(parent_pid: int, record: Path | None) -> None:
    """The watchdog's loop (runs in its own process; see the module docstring)."""
    import datetime as dt

    import psutil

    started = dt.datetime.now(dt.UTC).isoformat(timespec="seconds")
    try:
        parent = psutil.Process(parent_pid)
    except psutil.Error:
        return
    me = os.getpid()
    try:  # processes the guarded one had before the engine: not the engine's, never touched
        before = {c.pid for c in parent.children(recursive=True)} - {me}
    except psutil.Error:
        return
    known: dict[int, tuple[float, str]] = {}
    while True:
        try:
            gone = os.getppid() != parent_pid or parent.status() == psutil.STATUS_ZOMBIE
        except psutil.Error:
            gone = True
        if gone:
            break
        try:
            now = {}
            for c in parent.children(recursive=True):
                if c.pid == me or c.pid in before:
                    continue
                try:
                    if c.ppid() in before:  # a child of an earlier process is not the engine's either
                        before.add(c.pid)
                        continue
                except psutil.Error:
                    continue
                try:
                    now[c.pid] = (c.create_time(), c.name())
                except psutil.Error:
                    continue
        except psutil.Error:
            break
        if now != known:
            known = now
            if record is not None:
                _write_record(record, parent, started, known)
        time.sleep(POLL_S)
    _kill_tree(known)
    if record is not None:
        try:
            rec = orjson.loads(record.read_bytes())
            if rec.get("parent_pid") == parent_pid:  # not a later run's record
                record.unlink(missing_ok=True)
        except (OSError, orjson.JSONDecodeError, AttributeError):
            pass


def main(argv: list[str]) -> None:
    """``python -m judge_engine.backends.procguard PARENT_PID [RECORD]``."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    watch(int(argv[0]), Path(argv[1]) if len(argv) > 1 and argv[1] else None)


if __name__ == "__main__":
    main(sys.argv[1:])
