"""The output folder: an exclusive lock, judgment parts written atomically, a manifest, and resume
by request key.

Layout of ``OUT_DIR``::

    judge-engine.lock      the folder's lock (fcntl.flock), with the holder's pid, host and start time
    manifest.json          what produced the judgments (config, judging hash, model, versions, and
                           the resource settings of each invocation)
    judgments/part-*.parquet   one row per sample (JUDGMENT_SCHEMA), written tmp -> fsync -> rename
                           (``part-<worker>-<uuid>.parquet`` when a Ray worker wrote it)
    quarantine/            parts (and a manifest) that could not be read, set aside by ``--repair``
    engine.json            pids of the judge engine's processes while one runs (see procguard)
    pairs.parquet          one row per input row (kernels output)
    summary.json           run summary

One process at a time writes a folder: :func:`lock_output` holds an exclusive ``flock`` on
``judge-engine.lock`` from before the store is opened until ``summary.json`` is written; the
kernel drops it when the process dies, however it dies. A rerun into the same folder with the
same judging config judges only the (request_key, sample) pairs that are missing; a different
judging config is refused unless ``overwrite``. Unreadable parts or an unreadable manifest stop the
run with the files named; ``repair`` sets them aside and keeps every readable judgment.
"""

from __future__ import annotations

import contextlib
import datetime as _dt
import fcntl
import os
import shutil
import socket
import sys
import threading
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import orjson
import polars as pl

from judge_engine.config import same_judging_config as _same_config
from judge_engine.errors import StoreError

LOCK_FILE = "judge-engine.lock"
ENGINE_FILE = "engine.json"
QUARANTINE = "quarantine"

JUDGMENT_SCHEMA: dict[str, pl.DataType] = {
    "pair_id": pl.String(),
    "order": pl.String(),
    "sample": pl.Int32(),
    "score_first": pl.Float64(),
    "score_second": pl.Float64(),
    "score_a": pl.Float64(),
    "score_b": pl.Float64(),
    "verdict": pl.String(),
    "parse_status": pl.String(),
    "finish_reason": pl.String(),
    "text": pl.String(),
    "prompt_tokens": pl.Int64(),
    "completion_tokens": pl.Int64(),
    "cached_tokens": pl.Int64(),
    "latency_s": pl.Float64(),
    "input_truncated": pl.Boolean(),
    "p_a": pl.Float64(),
    "p_b": pl.Float64(),
    "p_tie": pl.Float64(),
    "request_key": pl.String(),
}


def _fsync_dir(path: Path) -> None:
    try:
        fd = os.open(path, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def atomic_write_bytes(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` via a temporary file, fsync and rename (never half-written)."""
    tmp = path.with_name(f".tmp-{uuid.uuid4().hex}-{path.name}")
    with open(tmp, "wb") as f:
        f.write(data)
        f.flush()
        os.fsync(f.fileno())
    os.replace(tmp, path)
    _fsync_dir(path.parent)


def atomic_write_parquet(path: Path, df: pl.DataFrame) -> None:
    """Write a Parquet file atomically (temporary file, fsync, rename)."""
    tmp = path.with_name(f".tmp-{uuid.uuid4().hex}-{path.name}")
    df.write_parquet(tmp)
    with open(tmp, "rb+") as f:
        os.fsync(f.fileno())
    os.replace(tmp, path)
    _fsync_dir(path.parent)


def one_line(text: object, limit: int = 300) -> str:
    """``text`` on one line (newlines folded), cut to ``limit`` characters."""
    flat = " ".join(str(text).split())
    return flat if len(flat) <= limit else flat[: limit - 3] + "..."


def _now() -> str:
    return _dt.datetime.now(_dt.timezone.utc).isoformat(timespec="seconds")


class OutputLocked(StoreError):
    """Another process holds the output folder's lock (a run, a ``review import``)."""


_HELD: dict[str, list[Any]] = {}  # resolved folder -> [thread ident, depth, fd]
_HELD_MUTEX = threading.Lock()


def _pid_alive(pid: int, create_time: float | None = None) -> bool:
    """Whether process ``pid`` runs on this host (and, given ``create_time``, is the same process,
    not a later one that reused the pid); a zombie counts as dead."""
    import psutil

    try:
        p = psutil.Process(pid)
        if p.status() == psutil.STATUS_ZOMBIE:
            return False
        return create_time is None or abs(p.create_time() - create_time) < 0.01
    except (psutil.NoSuchProcess, psutil.AccessDenied, ValueError):
        return False


def live_engine_processes(out_dir: str | Path) -> list[dict[str, Any]]:
    """The engine processes listed in ``OUT/engine.json`` (written by
    :mod:`judge_engine.procguard`) that still run on this host: ``[{"pid", "create_time", "name"}]``.
    Empty when there is no record, it is from another host, or it cannot be read."""
    try:
        rec = orjson.loads((Path(out_dir) / ENGINE_FILE).read_bytes())
    except (OSError, orjson.JSONDecodeError):
        return []
    if not isinstance(rec, dict) or rec.get("host") != socket.gethostname():
        return []
    return [p for p in rec.get("pids", []) if isinstance(p, dict) and isinstance(p.get("pid"), int)
            and _pid_alive(p["pid"], p.get("create_time"))]


def stale_engine_message(out_dir: str | Path, procs: list[dict[str, Any]], parent: object = None) -> str:
    """One line naming leftover engine processes of an earlier run and how to stop them."""
    pids = [str(p["pid"]) for p in procs]
    names = ", ".join(f"{p['pid']} ({p.get('name') or '?'})" for p in procs)
    of = f" (its judge-engine process {parent} is gone)" if parent else ""
    return (f"output folder {out_dir}: engine process(es) {names} of an earlier run{of} are still alive and may "
            f"hold GPU memory; stop them (kill {' '.join(pids)}) and rerun (pids from {Path(out_dir) / ENGINE_FILE})")


def _busy_message(d: Path, holder: dict[str, Any] | None) -> str:
    pid = holder.get("pid") if holder else None
    if holder and holder.get("host") == socket.gethostname() and isinstance(pid, int) and not _pid_alive(pid):
        # the run that took the lock is dead: a child that inherited the lock (a forked engine core) holds it
        live = live_engine_processes(d)
        if live:
            return stale_engine_message(d, live, pid)
        return (f"output folder {d} is still locked although the run that took it (pid {pid}) is gone: a process "
                f"it started still holds {d / LOCK_FILE}; find it with `fuser -v {d / LOCK_FILE}`, stop it and rerun")
    who = (f"pid {pid} on {holder.get('host')}, started {holder.get('started')}" if holder
           else "holder unknown")
    return (f"output folder {d} is in use by another judge-engine process ({who}); wait for it to finish "
            "or choose another --out")


def _acquire(d: Path) -> int:
    path = d / LOCK_FILE
    try:
        fd = os.open(path, os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o644)
    except OSError as exc:
        raise StoreError(f"cannot use output folder {d}: cannot open its lock file {path}: {exc}") from None
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        try:
            holder = orjson.loads(path.read_bytes())
        except (OSError, orjson.JSONDecodeError):
            holder = None
        os.close(fd)
        raise OutputLocked(_busy_message(d, holder if isinstance(holder, dict) else None)) from None
    except OSError as exc:
        os.close(fd)
        raise StoreError(f"cannot lock output folder {d} ({path}: {exc}); it must be on a filesystem with "
                         "flock (a local disk, NFS, or a shared POSIX filesystem)") from None
    info = {"pid": os.getpid(), "host": socket.gethostname(), "started": _now(),
            "command": " ".join(sys.argv)[:500]}
    os.ftruncate(fd, 0)
    os.pwrite(fd, orjson.dumps(info), 0)
    return fd


@contextlib.contextmanager
def lock_output(out_dir: str | Path, create: bool = True) -> Iterator[Path]:
    """Hold the output folder's exclusive lock for the ``with`` block.

    Args:
        out_dir: the folder.
        create: create the folder when it is missing (a run); False: a missing folder is an error
            (a command that rewrites an existing run folder).

    ``fcntl.flock(LOCK_EX | LOCK_NB)`` on ``OUT/judge-engine.lock``, which then holds the holder's
    ``pid``, ``host``, ``started`` (UTC, ISO 8601) and ``command``. The lock is never waited for:
    a second process fails at once. The kernel releases it when the holder dies, however it dies
    (SIGKILL and crashes included); a child that inherited the descriptor by ``fork`` (vLLM's
    engine core) holds it until it dies too, and the message then names the leftover processes
    (:func:`live_engine_processes`). The same thread may nest the lock (a helper that locks, called
    inside a run); another thread of the same process is refused like another process.
    ``judge-engine run`` holds it from before the store is opened until ``summary.json`` is
    written; commands that rewrite files in a run folder (``review import``) take it briefly.

    Yields:
        The folder.

    Raises:
        OutputLocked: another process (or thread) holds the lock; the message names the folder and,
            where known, the holder's pid, host and start time.
        StoreError: the folder or lock file cannot be created (or, with ``create=False``, the folder
            is missing), or the filesystem has no flock.
    """
    d = Path(out_dir)
    if not create and not d.is_dir():
        raise StoreError(f"output folder {d} does not exist (or is not a folder)")
    try:
        d.mkdir(parents=True, exist_ok=True)
        key = str(d.resolve())
    except (OSError, ValueError) as exc:
        raise StoreError(f"cannot use output folder {d}: {exc}") from None
    me = threading.get_ident()
    with _HELD_MUTEX:
        held = _HELD.get(key)
        nested = held is not None and held[0] == me
        if nested:
            held[1] += 1
    if nested:
        try:
            yield d
        finally:
            with _HELD_MUTEX:
                held[1] -= 1
        return
    fd = _acquire(d)
    with _HELD_MUTEX:
        _HELD[key] = [me, 1, fd]
    try:
        yield d
    finally:
        with _HELD_MUTEX:
            _HELD.pop(key, None)
        try:
            os.ftruncate(fd, 0)
            fcntl.flock(fd, fcntl.LOCK_UN)  # for every process sharing the descriptor (a forked child)
        finally:
            os.close(fd)


def holds_lock(out_dir: str | Path) -> bool:
    """Whether this thread holds ``out_dir``'s lock (:func:`lock_output`)."""
    try:
        key = str(Path(out_dir).resolve())
    except (OSError, ValueError):
        return False
    with _HELD_MUTEX:
        held = _HELD.get(key)
        return held is not None and held[0] == threading.get_ident()


def _footer_rows(path: Path) -> int | None:
    """Rows a Parquet file's footer declares, or None when the footer cannot be read."""
    try:
        import pyarrow.parquet as pq

        return int(pq.ParquetFile(path).metadata.num_rows)
    except Exception:  # truncated or foreign files fail in several ways
        return None


class Store:
    """An output folder.

    The caller holds the folder's lock (:func:`lock_output`) while it opens and writes it; Ray
    workers :meth:`attach` to a folder their driver opened and locked.

    Args:
        out_dir: the folder (created if missing).
        manifest: what :meth:`open` writes / compares; must hold ``judging_hash`` (and may hold
            ``judging_hash_legacy``, the same config's version-1 hash, and ``invocations``).
        overwrite: discard the judgments already in the folder (required when they were made with
            a different judging config, which is otherwise refused).
        writer: a name put into every part file name (``part-<writer>-<uuid>.parquet``), so parts
            written by several processes into one folder never collide and say who wrote them.
        repair: set unreadable judgment parts (and an unreadable manifest) aside in
            ``OUT/quarantine/`` instead of stopping; every readable judgment is kept, and what the
            set-aside parts held is missing, so the run judges it again. :attr:`repaired` says what
            was moved.
    """

    def __init__(self, out_dir: str | Path, manifest: dict[str, Any], overwrite: bool = False,
                 writer: str | None = None, repair: bool = False) -> None:
        self.dir = Path(out_dir)
        self.parts = self.dir / "judgments"
        self.manifest = manifest
        self.overwrite = overwrite
        self.writer = writer
        self.repair = repair
        self.done: set[tuple[str, int]] = set()
        self.resumed_rows = 0
        self.repaired: dict[str, Any] | None = None

    def open(self) -> None:
        """Create or reopen the folder; load the (request_key, sample) pairs already judged.

        Raises:
            StoreError: the folder holds judgments made with a different judging config and
                ``overwrite`` is false; ``manifest.json`` cannot be read (or is missing while
                judgments exist) and ``repair`` is false; a judgment part cannot be read and
                ``repair`` is false (the message names the files).
        """
        try:
            self._open()
        except OSError as exc:
            raise StoreError(f"cannot use output folder {self.dir}: {exc}") from None

    def _read_manifest(self, mpath: Path) -> tuple[dict[str, Any] | None, str | None]:
        """(manifest, None), or (None, why it cannot be used)."""
        try:
            old = orjson.loads(mpath.read_bytes())
        except orjson.JSONDecodeError as exc:
            return None, f"not valid JSON: {one_line(exc, 120)}"
        except OSError as exc:
            return None, one_line(exc, 120)
        if not isinstance(old, dict):
            return None, f"not a JSON object but {type(old).__name__}"
        if not isinstance(old.get("judging_hash"), str):
            return None, "it has no judging_hash"
        return old, None

    def _summary_hash(self) -> str | None:
        try:
            h = orjson.loads((self.dir / "summary.json").read_bytes()).get("judging_hash")
        except (OSError, orjson.JSONDecodeError, AttributeError):
            return None
        return h if isinstance(h, str) else None

    def _quarantine(self, path: Path) -> Path:
        """Move ``path`` into ``OUT/quarantine/`` (a new name if one is taken); returns where."""
        q = self.dir / QUARANTINE
        q.mkdir(exist_ok=True)
        dest = q / path.name
        if dest.exists():
            dest = q / f"{path.stem}-{uuid.uuid4().hex[:8]}{path.suffix}"
        os.replace(path, dest)
        _fsync_dir(q)
        return dest

    def _discard(self, mpath: Path) -> None:
        shutil.rmtree(self.parts, ignore_errors=True)
        if mpath.is_dir():
            shutil.rmtree(mpath)
        for name in ("pairs.parquet", "summary.json"):
            (self.dir / name).unlink(missing_ok=True)

    def _open(self) -> None:
        mpath = self.dir / "manifest.json"
        if self.dir.exists() and not self.dir.is_dir():
            raise StoreError(f"output folder {self.dir} exists and is not a folder")
        new_hash = self.manifest["judging_hash"]
        repaired: dict[str, Any] = {"parts": [], "manifest": None}
        n_parts = len(list(self.parts.glob("part-*.parquet"))) if self.parts.is_dir() else 0
        if mpath.exists() or n_parts:
            old, problem = self._read_manifest(mpath) if mpath.exists() else (None, "it is missing")
            if self.overwrite:
                self._discard(mpath)
            elif problem is not None:
                if not self.repair:
                    raise StoreError(
                        f"{mpath} cannot be read ({problem}); it records which judging config made the "
                        f"{n_parts} judgment part(s) in {self.parts}. Rerun with --repair to set it aside in "
                        f"{self.dir / QUARANTINE}/ and write this run's manifest: every judgment is kept, and only "
                        "those whose request key matches this run's are used (README: Reliability); or choose "
                        "another --out"
                    )
                seen = self._summary_hash()
                accepted = {new_hash, self.manifest.get("judging_hash_legacy")}
                if seen is not None and seen not in accepted:
                    raise StoreError(
                        f"{mpath} cannot be read ({problem}) and {self.dir / 'summary.json'} says the judgments "
                        f"were made with judging hash {seen}, not this run's {new_hash}: a different judging "
                        "config; choose another --out, or pass --overwrite to discard them"
                    )
                if mpath.exists():
                    moved = self._quarantine(mpath) if not mpath.is_dir() else None
                    if moved is None:
                        shutil.rmtree(mpath)
                    repaired["manifest"] = {"error": problem,
                                            "moved_to": str(moved.relative_to(self.dir)) if moved else None,
                                            "summary_judging_hash": seen}
                else:
                    repaired["manifest"] = {"error": problem, "moved_to": None, "summary_judging_hash": seen}
            elif not _same_config(old, new_hash):
                raise StoreError(
                    f"{self.dir} holds judgments made with a different judging config "
                    f"(judging hash {old.get('judging_hash')} != {new_hash}); "
                    "use another --out folder or pass --overwrite to replace them"
                )
            else:
                history = old.get("invocations")
                if isinstance(history, list):
                    self.manifest["invocations"] = history[-99:] + list(self.manifest.get("invocations", []))
        self.parts.mkdir(parents=True, exist_ok=True)
        for stale in self.parts.glob(".tmp-*"):
            stale.unlink(missing_ok=True)
        if self.repair:
            repaired["parts"] = self._quarantine_unreadable()
        atomic_write_bytes(mpath, orjson.dumps(self.manifest, option=orjson.OPT_INDENT_2))
        self.resumed_rows = self.refresh_done()
        if self.repair:
            self.repaired = repaired

    def _part_error(self, path: Path, columns: list[str]) -> str | None:
        """Why ``columns`` of one part cannot be read as JUDGMENT_SCHEMA, or None when they can."""
        try:
            pl.scan_parquet(path).select([pl.col(c).cast(JUDGMENT_SCHEMA[c]) for c in columns]).collect()
        except Exception as exc:  # polars raises several types for foreign or corrupt parts
            return one_line(f"{exc.__class__.__name__}: {exc}", 200)
        return None

    def _quarantine_unreadable(self) -> list[dict[str, Any]]:
        """Read every part whole; move those that fail into ``OUT/quarantine/``.

        Returns:
            One record per moved part: ``file``, ``moved_to`` (both relative to the folder),
            ``rows`` (what its footer declares; None when the footer is unreadable) and ``error``.
        """
        moved = []
        for f in sorted(self.parts.glob("part-*.parquet")):
            err = self._part_error(f, list(JUDGMENT_SCHEMA))
            if err is None:
                continue
            rows = _footer_rows(f)
            dest = self._quarantine(f)
            moved.append({"file": str(f.relative_to(self.dir)), "moved_to": str(dest.relative_to(self.dir)),
                          "rows": rows, "error": err})
        return moved

    def attach(self) -> None:
        """Join a folder another process opened (a Ray worker joining its driver's run): load the
        judged (request_key, sample) pairs; write no manifest and remove nothing.

        Raises:
            StoreError: the folder has no ``judgments/`` (the driver did not :meth:`open` it) or
                cannot be read.
        """
        if not self.parts.is_dir():
            raise StoreError(f"{self.parts} does not exist; the driver opens the output folder first "
                             "(is it on a filesystem every Ray node shares?)")
        self.resumed_rows = self.refresh_done()

    def refresh_done(self) -> int:
        """Reload the judged (request_key, sample) pairs from the parts on disk (parts written by
        other processes included); returns how many there are."""
        existing = self.read_judgments(columns=["request_key", "sample"])
        self.done = set(zip(existing["request_key"].to_list(), existing["sample"].to_list()))
        return existing.height

    def write_part(self, df: pl.DataFrame) -> None:
        """Append judgments as a new part (atomic). ``df`` must follow JUDGMENT_SCHEMA."""
        if df.height == 0:
            return
        df = df.select([pl.col(c).cast(t) for c, t in JUDGMENT_SCHEMA.items()])
        name = f"part-{self.writer}-{uuid.uuid4().hex}" if self.writer else f"part-{uuid.uuid4().hex}"
        atomic_write_parquet(self.parts / f"{name}.parquet", df)
        self.done.update(zip(df["request_key"].to_list(), df["sample"].to_list()))

    def read_judgments(self, columns: list[str] | None = None) -> pl.DataFrame:
        """All judgments, one row per (request_key, sample) (a duplicate, if any, keeps the first).

        Raises:
            StoreError: a part cannot be read (truncated, corrupt, or a foreign file named
                ``part-*.parquet``): the message names each such file and offers ``--repair``.
        """
        files = sorted(self.parts.glob("part-*.parquet")) if self.parts.is_dir() else []
        cols = columns or list(JUDGMENT_SCHEMA)
        if not files:
            return pl.DataFrame(schema={c: JUDGMENT_SCHEMA[c] for c in cols})
        try:
            lf = pl.scan_parquet(files).select([pl.col(c).cast(JUDGMENT_SCHEMA[c]) for c in cols])
            return lf.unique(subset=["request_key", "sample"], keep="first", maintain_order=True).collect()
        except Exception as exc:  # polars raises several types for foreign or corrupt parts
            first = one_line(f"{exc.__class__.__name__}: {exc}", 200)
        bad = [(f, err) for f in files if (err := self._part_error(f, cols)) is not None]
        if not bad:
            raise StoreError(f"{self.parts}: cannot read the judgment parts together ({first})")
        named = "; ".join(f"{f} ({err})" for f, err in bad[:3]) + (f"; and {len(bad) - 3} more" if len(bad) > 3 else "")
        raise StoreError(
            f"cannot read {len(bad)} of {len(files)} judgment part(s): {named}. Rerun with --repair to move the "
            f"unreadable part(s) to {self.dir / QUARANTINE}/ and judge again only what they held (the "
            f"{len(files) - len(bad)} readable part(s) are kept)"
        )

    def write_json(self, name: str, obj: Any) -> Path:
        path = self.dir / name
        atomic_write_bytes(path, orjson.dumps(obj, option=orjson.OPT_INDENT_2 | orjson.OPT_SERIALIZE_NUMPY))
        return path

    def write_table(self, name: str, df: pl.DataFrame) -> Path:
        path = self.dir / name
        atomic_write_parquet(path, df)
        return path
