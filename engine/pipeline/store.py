"""The output folder: an exclusive lock, judgment parts written atomically, a manifest, and resume by request key.

Layout of ``OUT_DIR``::

    judge-engine.lock      the folder's lock (fcntl.flock), with the holder's pid, host and start time
    manifest.json          what produced the judgments (config, judging hash, model, versions, the parser
                           version of the stored readings, the resource settings of each invocation)
    judgments/part-*.parquet   one row per sample (JUDGMENT_SCHEMA), tmp -> fsync -> rename (``part-<worker>-<uuid>``
                           from a Ray worker; a linked judgments/ names its run folder: pipeline.judgments_owner)
    quarantine/            unreadable parts (and manifest) set aside by ``--repair``; pending.json: until reported
    engine.json            pids of the judge engine's processes while one runs (see procguard)
    run/                   the last invocation's input metadata and request keys (pipeline.spill)
    pairs.parquet          one row per input row (kernels output)
    summary.json           run summary

One process at a time writes a folder: :func:`judge_engine.pipeline.lock.lock_output` holds an exclusive ``flock`` on
``judge-engine.lock`` from before the store is opened until ``summary.json`` is written; the kernel drops it when the
process dies. Before each file it writes the store checks that the lock file it holds is still the folder's
(:func:`judge_engine.pipeline.lock.check_lock`). A rerun into the same folder with the same judging config judges
only the (request_key, sample) pairs that are missing; a different judging config is refused unless ``overwrite``.
Unreadable parts or an unreadable manifest stop the run with the files named; ``repair`` sets them aside, keeping every
readable judgment. Each run removes ``summary.json`` before it writes its manifest.
"""

from __future__ import annotations

import shutil
import uuid
from pathlib import Path
from typing import Any

import orjson
import polars as pl

from judge_engine.config import same_judging_config as _same_config
from judge_engine.config.run import model_spelling_hint
from judge_engine.errors import ConfigChangedError, StoreError, one_line
from judge_engine.files import PART_ZSTD_LEVEL, atomic_write_parquet, fsync_dir, move_file
from judge_engine.pipeline.compaction import recover
from judge_engine.pipeline.judgments_owner import check_linked_judgments, record_owner
from judge_engine.pipeline.lock import check_lock
from judge_engine.pipeline.outputs import RESULT_FILES, mark_unfinished, remove_results
from judge_engine.pipeline.parsing.version import PARSER_VERSION, recorded_version
from judge_engine.pipeline.parts import (
    dedup_judgments,
    fault_message,
    footer_rows,
    index_parts,
    row_fault,
    short_parts,
    unreadable_message,
)
from judge_engine.pipeline.pending_moves import QUARANTINE, PendingMoves
from judge_engine.pipeline.resume_index import ResumeIndex
from judge_engine.schemas.manifest import Invocation, Manifest
from judge_engine.schemas.reparse import ReparseSection
from judge_engine.schemas.summary import ManifestRepair, QuarantinedPart, RepairSection, ReuseSection
from judge_engine.schemas.tables import JUDGMENT_SCHEMA, RETRY_STATUSES


class Store:
    """An output folder. The caller holds the folder's lock (:func:`~judge_engine.pipeline.lock.lock_output`) while
    it opens and writes it; Ray workers :meth:`attach` to a folder their driver opened and locked. :meth:`open` sets
    ``manifest.parser_version`` to the version that parsed the folder's judgments (None: unknown; the current one
    when it has none), which :func:`~judge_engine.pipeline.reparse.reparse_stored` updates (:attr:`reparsed`).

    Args:
        out_dir: the folder (created if missing).
        manifest: what :meth:`open` writes and compares (its ``judging_hash``, ``judging_hash_legacy`` and
            ``judging_hash_spelled``, the same config's version-1 and version-2 hashes); :meth:`open`
            prepends the folder's earlier ``invocations``. None for a Ray worker's :meth:`attach`.
        overwrite: discard the judgments already in the folder (required when they were made with
            a different judging config, which is otherwise refused).
        owner: a name put into every part file name (``part-<owner>-<uuid>.parquet``, a Ray worker's id), so
            parts written by several processes into one folder never collide and say who wrote them.
        repair: set unreadable judgment parts (and an unreadable manifest) aside in
            ``OUT/quarantine/`` instead of stopping; every readable judgment is kept, and what the
            set-aside parts held is missing, so the run judges it again. :attr:`repaired` says what
            was moved, by this invocation and by earlier ones whose run never finished (a killed
            ``--repair``): the moves stay in ``OUT/quarantine/pending.json`` until a finished run's
            summary holds them (also a run without ``repair``).
    """

    def __init__(
        self,
        out_dir: str | Path,
        manifest: Manifest | None = None,
        overwrite: bool = False,
        owner: str | None = None,
        repair: bool = False,
        k_max: int | None = None,
    ) -> None:
        self.dir = Path(out_dir)
        self.k_max = k_max  # the most samples per order a part may hold (None: not checked)
        self.parts = self.dir / "judgments"
        self.manifest = manifest if manifest is not None else Manifest()
        self.overwrite, self.owner, self.repair = overwrite, owner, repair
        self.done = ResumeIndex()
        self.resumed_rows = 0
        self.reused_rows = 0  # issue 16: copied from earlier folders (judge_engine.pipeline.reuse)
        self.reused: ReuseSection | None = None
        self.repaired: RepairSection | None = None
        self.review_set_aside: str | None = None  # where --overwrite moved the discarded results' review/
        self.moves = PendingMoves(self.dir)  # quarantine/pending.json
        self.reparsed: ReparseSection | None = None  # issue 13, H11 (judge_engine.pipeline.reparse)

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
        move_file(path, dest)  # across file systems too: judgments/ linked to another disk (fresh pass adv62 D6)
        fsync_dir(q)
        return dest

    def _discard(self, mpath: Path) -> None:
        # nothing is deleted when something would stop the discard half-way (fresh pass full72 L5, M3): a result file
        # that is a folder, or judgments/ as a symbolic link (rmtree would skip it and every old judgment be resumed)
        for name in RESULT_FILES:
            if (self.dir / name).is_dir():
                raise StoreError(f"{self.dir / name} is a folder, not a file of the run: move it away and rerun")
        if self.parts.is_symlink():
            raise StoreError(
                f"{self.parts} is a symbolic link: --overwrite does not delete through it; remove the link (or empty "
                "the folder it points to) and rerun"
            )
        # the outputs first, summary.json (a finished run's mark) before all: a kill leaves the old folder or no summary
        self.review_set_aside = remove_results(self.dir, self._quarantine)
        fsync_dir(self.dir)
        shutil.rmtree(self.parts, ignore_errors=True)
        self.moves.reported()  # moves of judgments discarded now
        if mpath.is_dir():
            shutil.rmtree(mpath)

    def _open(self) -> None:
        mpath = self.dir / "manifest.json"
        if self.dir.exists() and not self.dir.is_dir():
            raise StoreError(f"output folder {self.dir} exists and is not a folder")
        manifest_repair, old = None, None
        claim = check_linked_judgments(self.dir, self.parts)  # two run folders sharing one linked judgments/ (full81)
        n_parts = len(list(self.parts.glob("part-*.parquet"))) if self.parts.is_dir() else 0
        if mpath.exists() or n_parts:
            old, problem = self._read_manifest(mpath) if mpath.exists() else (None, "it is missing")
            if self.overwrite:
                self._discard(mpath)
            elif problem is not None:
                manifest_repair = self._set_manifest_aside(mpath, problem, n_parts)
            else:
                assert old is not None
                self._continue(old, n_parts)
        record_owner(claim, self.dir)  # after the checks above, which may refuse the folder (adv62 D1)
        keep = n_parts and not self.overwrite  # the judgments stay: so does the version that parsed them
        self.manifest.parser_version = recorded_version(old) if keep else PARSER_VERSION
        self.parts.mkdir(parents=True, exist_ok=True)
        recover(self.parts)  # a compaction a kill interrupted: finished or undone, before parts are read
        for stale in self.parts.glob(".tmp-*"):
            stale.unlink(missing_ok=True)
        if self.repair:
            self._quarantine_unreadable()
        mark_unfinished(self.dir)  # no summary until this run writes its own (pass 14b M1)
        self.write_manifest()
        self.resumed_rows = self.refresh_done()
        parts, manifests = self.moves.read()
        damaged = self.moves.damaged()
        if self.repair or parts or manifests or damaged:
            self.repaired = RepairSection(
                pending_unreadable=damaged,
                parts_quarantined=len(parts),
                rows_quarantined=sum(p.rows for p in parts if p.rows is not None),
                parts_rows_unknown=sum(p.rows is None for p in parts),
                quarantined=parts,
                manifest=manifest_repair or (manifests[-1] if manifests else None),
            )

    def repair_reported(self) -> None:
        """Forget the pending moves and the re-parse record (``reparse.RECORD``) once ``summary.json`` holds them."""
        self.moves.reported()
        (self.parts / "reparse-record.json").unlink(missing_ok=True)

    def _continue(self, old: dict[str, Any], n_parts: int) -> None:
        """Reopen a folder whose manifest was readable: refuse another judging config while it holds
        judgment parts or awaits a batch export's results (a folder whose runs judged nothing, e.g. one
        whose engine never started, is taken over: its stale ``pairs.parquet`` and ``summary.json``
        removed; issue 16); keep its invocations."""
        new_hash, m = self.manifest.judging_hash, self.manifest
        backend = old.get("backend")
        awaited = isinstance(backend, dict) and bool(backend.get("batch_export"))  # a batch export's folder
        same = _same_config(old, new_hash, (m.judging_hash_spelled or new_hash,), m.judging_hash_content)
        if not same and n_parts == 0 and not awaited:
            self.review_set_aside = remove_results(self.dir, self._quarantine)  # summary first, as _discard
        elif not same:  # a model folder spelled another way is named (its spelling is in every request key)
            raise ConfigChangedError(self.dir, old.get("judging_hash"), new_hash, model_spelling_hint(old, m.to_dict()))
        history = old.get("invocations")
        if isinstance(history, list):
            earlier = [Invocation.from_dict(i) if isinstance(i, dict) else i for i in history[-99:]]
            self.manifest.invocations = earlier + list(self.manifest.invocations or [])

    def _set_manifest_aside(self, mpath: Path, problem: str, n_parts: int) -> ManifestRepair:
        """An unreadable (or missing) manifest beside judgments: with ``repair`` set it aside, unless the
        summary says another judging config made them.

        Raises:
            StoreError: without ``repair``, or the summary's judging hash is not this run's.
        """
        if not self.repair:
            raise StoreError(
                f"{mpath} cannot be read ({problem}); it records which judging config made the "
                f"{n_parts} judgment part(s) in {self.parts}. Rerun with --repair to set it aside in "
                f"{self.dir / QUARANTINE}/ and write this run's manifest: every judgment is kept, and only "
                "those whose request key matches this run's are used (README: Reliability); or choose "
                "another --out"
            )
        new_hash = self.manifest.judging_hash
        seen = self._summary_hash()
        if seen is not None and seen not in {new_hash, self.manifest.judging_hash_legacy}:
            raise StoreError(
                f"{mpath} cannot be read ({problem}) and {self.dir / 'summary.json'} says the judgments "
                f"were made with judging hash {seen}, not this run's {new_hash}: a different judging "
                "config; choose another --out, or pass --overwrite to discard them"
            )
        moved = None
        if mpath.exists():
            moved = self._quarantine(mpath) if not mpath.is_dir() else None
            if moved is None:
                shutil.rmtree(mpath)
        record = ManifestRepair(
            error=problem, moved_to=str(moved.relative_to(self.dir)) if moved else None, summary_judging_hash=seen
        )
        self.moves.log(record)
        return record

    def _part_error(self, path: Path, columns: list[str]) -> str | None:
        """Why ``columns`` of one part cannot be read as JUDGMENT_SCHEMA, or None when they can (a folder of a part's
        name is no part: fresh pass full64 L3, polars' cut message and no ``--repair`` offered)."""
        if not path.is_file():
            return "not a file (a folder or another kind of entry named like a judgment part)"
        try:
            pl.scan_parquet(path, glob=False).select([pl.col(c).cast(JUDGMENT_SCHEMA[c]) for c in columns]).collect()
            return row_fault(path, self.k_max) if set(columns) == set(JUDGMENT_SCHEMA) else None
        except Exception as exc:  # polars raises several types for foreign or corrupt parts
            return one_line(f"{exc.__class__.__name__}: {exc}", 200)

    def _quarantine_unreadable(self) -> list[QuarantinedPart]:
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
            rows = footer_rows(f)
            dest = self._quarantine(f)
            moved.append(
                QuarantinedPart(
                    file=str(f.relative_to(self.dir)), moved_to=str(dest.relative_to(self.dir)), rows=rows, error=err
                )
            )
            self.moves.log(moved[-1])
        return moved

    def attach(self) -> None:
        """Join a folder another process opened (a Ray worker joining its driver's run): load the
        judged (request_key, sample) pairs; write no manifest and remove nothing.

        Raises:
            StoreError: the folder has no ``judgments/`` (the driver did not :meth:`open` it) or
                cannot be read.
        """
        if not self.parts.is_dir():
            raise StoreError(
                f"{self.parts} does not exist; the driver opens the output folder first "
                "(is it on a filesystem every Ray node shares?)"
            )
        self.resumed_rows = self.refresh_done()

    def refresh_done(self) -> int:
        """Reload the judged (request_key, sample) pairs from the parts on disk (parts written by
        other processes included) into :attr:`done` (:func:`~judge_engine.pipeline.parts.index_parts`, one read of
        the parts: 8 bytes per sample); returns how many there are. Samples stored with a status in
        :data:`~judge_engine.schemas.tables.RETRY_STATUSES` (a failed request) are not judged: a rerun asks again.

        Raises:
            StoreError: a part cannot be read (as :meth:`read_judgments`), lacks a column, or holds rows no run wrote.
        """
        files = sorted(self.parts.glob("part-*.parquet")) if self.parts.is_dir() else []
        short = short_parts(files)  # no score or verdict columns: never resumed as judged (fresh pass full73 M4)
        skip = {f for f, _ in short}
        try:
            done, faulty = index_parts([f for f in files if f not in skip], self.k_max)
        except Exception as exc:  # polars raises several types for foreign or corrupt parts: name them
            self.read_judgments(columns=["request_key", "sample", "parse_status"])
            raise StoreError(f"{self.parts}: cannot read the judgment parts ({one_line(exc, 200)})") from None
        if short := short or faulty:  # rows no run wrote (fresh pass full74 M1-M3), parts that disagree (full84 D1)
            raise StoreError(fault_message(self.dir, short, len(files)))
        self.done = done
        return len(self.done)

    def write_part(self, df: pl.DataFrame) -> None:
        """Append judgments as a new part (atomic). ``df`` must follow JUDGMENT_SCHEMA.

        Raises:
            OutputLocked: this process holds the folder's lock, its lock file was removed or replaced,
                and another process holds the new one (:func:`judge_engine.pipeline.lock.check_lock`).
        """
        if df.height == 0:
            return
        check_lock(self.dir)
        df = df.select([pl.col(c).cast(t) for c, t in JUDGMENT_SCHEMA.items()])
        name = f"part-{self.owner}-{uuid.uuid4().hex}" if self.owner else f"part-{uuid.uuid4().hex}"
        atomic_write_parquet(self.parts / f"{name}.parquet", df, compression_level=PART_ZSTD_LEVEL)
        judged = df.filter(~pl.col("parse_status").is_in(list(RETRY_STATUSES)))  # failed requests stay missing
        self.done.add(judged["request_key"], judged["sample"])

    def read_judgments(self, columns: list[str] | None = None, keys: pl.DataFrame | None = None) -> pl.DataFrame:
        """All judgments (of the ``request_key`` values in ``keys`` when given, joined in the same lazy
        plan), one row per (request_key, sample) (a duplicate, if any, keeps the first).

        A sample stored with a status in :data:`~judge_engine.schemas.tables.RETRY_STATUSES` (a failed
        request) and judged again later is read as its judged row; a sample that failed every time is
        read as the last of its failure rows. Rows of samples that only failed come after the others.

        Raises:
            StoreError: a part cannot be read (truncated, corrupt, or a foreign file named
                ``part-*.parquet``): the message names each such file and offers ``--repair``.
        """
        files = sorted(self.parts.glob("part-*.parquet")) if self.parts.is_dir() else []
        cols = columns or list(JUDGMENT_SCHEMA)
        if not files:
            return pl.DataFrame(schema={c: JUDGMENT_SCHEMA[c] for c in cols})
        read = list(dict.fromkeys([*cols, "request_key", "sample", "parse_status"]))
        casts = [pl.col(c).cast(JUDGMENT_SCHEMA[c]) for c in read]
        # paths are names, never glob patterns (an output folder may be called run[1]); parts whose own schema differs
        # in a castable way (an extra column, sample as Int64, pair_id Categorical) are read one by one and cast
        scans = (
            lambda: pl.scan_parquet(files, glob=False),
            lambda: pl.concat([pl.scan_parquet(f, glob=False).select(casts) for f in files]),
        )
        first = "a part is no file"
        for scan in scans if all(f.is_file() for f in files) else ():  # a folder named like a part (full64 L3)
            try:
                return dedup_judgments(scan(), cols, keys).collect()
            except Exception as exc:  # polars raises several types for foreign or corrupt parts
                first = one_line(f"{exc.__class__.__name__}: {exc}", 200)
        bad = [(f, err) for f in files if (err := self._part_error(f, cols)) is not None]
        if not bad:
            raise StoreError(f"{self.parts}: cannot read the judgment parts together ({first})")
        raise StoreError(unreadable_message(self.dir, bad, len(files)))

    def write_manifest(self) -> Path:
        """Write :attr:`manifest` as ``manifest.json`` (atomically; the lock checked as in :meth:`write_part`)."""
        check_lock(self.dir)
        return self.manifest.write(self.dir)

    def write_table(self, name: str, df: pl.DataFrame) -> Path:
        """Write ``OUT/<name>`` (atomically; the lock checked as in :meth:`write_part`)."""
        check_lock(self.dir)
        path = self.dir / name
        atomic_write_parquet(path, df)
        return path
