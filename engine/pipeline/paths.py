"""Where inputs and outputs live: input paths (files, folders, globs, filesystem URIs) resolved into
Parquet files, and the output folder checked against them.

Local paths are plain paths or ``file://`` URIs; any other ``scheme://`` is read through pyarrow's
filesystems or fsspec (:func:`uri_filesystem`). The output folder must be local (the store renames
files atomically), is resolved once to the one path every user of it takes (:func:`output_folder`) and
must not overlap an input (:func:`check_output_dir`); a file another command writes (``pairs --out``,
``report --out``, ``batch export --file``) must not be one of its inputs or a file a run folder owns
(:func:`check_write_target`), one comparison for both.
"""

from __future__ import annotations

import fnmatch
import glob
import os
import re
from pathlib import Path

from judge_engine.errors import InputError
from judge_engine.pipeline.file_kinds import KINDS, foreign, other_parquet
from judge_engine.pipeline.other_command import other_command
from judge_engine.pipeline.outputs import COMPOSITE_MARKS
from judge_engine.pipeline.owned import JOB_DIRS, RUN_DIRS, RUN_FILES, owned_ancestor, run_owned
from judge_engine.schemas.audit import CALIBRATED


def _is_parquet(p: Path) -> bool:
    """A visible ``*.parquet`` file (any case); hidden files (e.g. ``.tmp-*`` being written) are skipped."""
    return p.is_file() and p.suffix.lower() == ".parquet" and not p.name.startswith(".")


_URI = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*://")


def is_uri(path: str | Path) -> bool:
    """True for ``scheme://...`` (``s3://``, ``gs://``, ``file://``, ``memory://``, ...)."""
    return isinstance(path, str) and _URI.match(path) is not None


def uri_filesystem(uri: str):
    """``(pyarrow.fs.FileSystem, path inside it)`` for a URI: pyarrow's own filesystems first
    (``file``, ``s3``, ``gs``, ``hdfs``, ``abfs``), then any fsspec protocol (wrapped with
    ``pyarrow.fs.FSSpecHandler``; e.g. ``memory://``, or ``s3fs``/``gcsfs`` when installed).

    Raises:
        InputError: neither knows the scheme, or the filesystem cannot be reached.
    """
    import pyarrow as pa
    import pyarrow.fs as pafs

    try:
        return pafs.FileSystem.from_uri(uri)
    except pa.ArrowInvalid:
        pass
    except OSError as exc:
        raise InputError(f"{uri}: cannot reach the filesystem: {exc}") from None
    try:
        import fsspec

        fs, path = fsspec.core.url_to_fs(uri)
    except (ImportError, ValueError) as exc:
        raise InputError(
            f"{uri}: unknown filesystem scheme ({exc}); pyarrow knows file, s3, gs, hdfs, "
            "abfs, fsspec the rest when its package is installed"
        ) from None
    return pafs.PyFileSystem(pafs.FSSpecHandler(fs)), path


def _resolve_uri(raw: str) -> list[str]:
    """A URI's Parquet files, as URIs: a file, a folder (recursive) or a glob (``*``, ``?``, ``[``)."""
    import pyarrow.fs as pafs

    fs, path = uri_filesystem(raw)
    scheme = raw.split("://", 1)[0] + "://"

    def listing(base: str) -> list[str]:
        try:
            infos = fs.get_file_info(pafs.FileSelector(base, recursive=True))
        except (FileNotFoundError, OSError) as exc:
            raise InputError(f"cannot list input folder {raw}: {exc}") from None
        return sorted(i.path for i in infos if i.type == pafs.FileType.File)

    info = fs.get_file_info(path)
    if info.type == pafs.FileType.File:
        return [raw]
    if any(ch in path for ch in "*?[") and info.type != pafs.FileType.Directory:
        base = path[: min(path.index(ch) for ch in "*?[" if ch in path)].rsplit("/", 1)[0] or "/"
        matched = [f for f in listing(base) if fnmatch.fnmatch(f, path)]
        if not matched:
            raise InputError(f"input glob matched no file: {raw}")
        return [scheme + f for f in matched]
    if info.type == pafs.FileType.Directory:
        matched = [
            f for f in listing(path) if f.lower().endswith(".parquet") and not f.rsplit("/", 1)[-1].startswith(".")
        ]
        if not matched:
            raise InputError(f"input folder holds no .parquet file: {raw}")
        return [scheme + f for f in matched]
    raise InputError(f"input path does not exist: {raw}")


def resolve_paths(paths: tuple[str, ...] | list[str]) -> list[Path | str]:
    """Expand files, folders (``**/*.parquet``, any case, hidden files skipped, sorted) and globs
    (sorted) into Parquet files. An existing file or folder is taken literally even if its name has
    ``[``, ``*`` or ``?`` (a path that exists is a name, not a pattern).
    A URI (``s3://``, ``gs://``, ``file://``, any fsspec protocol) is resolved on its filesystem
    (see :func:`uri_filesystem`) and its files come back as URI strings.

    Raises:
        InputError: no paths given, a path that does not exist, or nothing matched.
    """
    if not paths:
        raise InputError("no input paths: set input.paths in the config or pass --input")
    files: list[Path | str] = []
    for raw in paths:
        if is_uri(raw):
            files.extend(_resolve_uri(raw))
            continue
        p = Path(raw).expanduser()
        if p.is_file():
            files.append(p)
        elif p.is_dir():
            matched = sorted(m for m in p.rglob("*") if _is_parquet(m))
            if not matched:
                raise InputError(f"input folder holds no .parquet file: {p}")
            files.extend(matched)
        elif any(ch in raw for ch in "*?["):
            matched = sorted(Path(m) for m in glob.glob(str(p), recursive=True))
            matched = [m for m in matched if m.is_file()]
            if not matched:
                raise InputError(f"input glob matched no file: {raw}")
            files.extend(matched)
        else:
            raise InputError(f"input path does not exist: {p}")
    seen: set[Path | str] = set()
    unique = []
    for f in files:
        r = f if isinstance(f, str) else f.resolve()
        if r not in seen:
            seen.add(r)
            unique.append(f)
    return unique


def local_path(path: str | Path) -> Path | None:
    """The local filesystem path of an input or output path, or None when it is on another filesystem.

    Plain paths (``~`` expanded) are local; a ``file://`` URI (``file:///abs/path``,
    ``file://localhost/abs/path``, percent-encoded characters decoded) is its path, and so is a
    ``local://`` URI (fsspec's name for the same filesystem); other URIs are None, without touching
    their filesystem. The path is made absolute and symlinks are resolved (a path that does not
    exist yet resolves as far as it can).
    """
    if isinstance(path, Path) or not is_uri(path):
        try:
            return Path(path).expanduser().resolve()
        except (OSError, ValueError, RuntimeError):
            return None
    from urllib.parse import unquote, urlsplit

    parts = urlsplit(path)
    if parts.scheme.lower() not in ("file", "local") or parts.netloc not in ("", "localhost"):
        return None  # another filesystem (s3://, gs://, memory://, ...): never the local folder
    try:
        return Path(unquote(parts.path)).expanduser().resolve()
    except (OSError, ValueError, RuntimeError):
        return None


def local_folder(given: str | Path, what: str, why: str = "") -> Path:
    """A folder (``what``: ``output folder``, ``--previous``, ``reuse folder``) as a local, absolute path
    (:func:`local_path`). Raises InputError: a NUL character, or a URI of another filesystem (``s3://``, ...)."""
    if isinstance(given, str) and "\x00" in given:
        raise InputError(f"{what} {given!r} contains a NUL character")
    if isinstance(given, str) and given.startswith("~") and not is_uri(given):
        try:
            Path(given).expanduser()
        except RuntimeError:  # fresh pass full68 L3: "~nosuchuser/x" was refused as an object store
            raise InputError(f"{what} {given}: cannot expand {given.split('/', 1)[0]!r} (no such user)") from None
    if (path := local_path(given)) is None:
        raise InputError(f"{what} {given} must be a local (or mounted) folder{why}")
    return path


def output_folder(out_dir: str | Path) -> Path:
    """The output folder as the one local, absolute path every user of it takes (lock, store, outputs):
    :func:`local_folder`. Resolve it once, at the start, and pass the result on: a raw ``file:///x`` given to
    ``pathlib`` is the relative folder ``file:/x``. Raises InputError: as :func:`local_folder`, or a path that
    exists and is not a folder."""
    out = local_folder(out_dir, "output folder", ": the store renames files atomically, which object stores cannot do")
    if out.exists() and not out.is_dir():
        raise InputError(f"output folder {out} exists and is not a folder")
    return out


def check_output_kinds(out: Path) -> None:
    """Refuse a run folder where one of its files (:data:`RUN_FILES`) exists as a folder or other non-file, or
    ``quarantine`` as a non-folder: the run would judge everything and then fail to write it; and a job folder one of
    whose own subfolders (:data:`JOB_LINKS`) is a symbolic link (the job would delete and replace files in the folder it
    points to; fresh passes full73 M2, full74 M4-M6, L3). (``manifest.json`` and ``judgments/`` of the wrong kind are
    the store's to name: it offers ``--repair`` / ``--overwrite`` for them.)

    Raises:
        InputError: naming the path.
    """
    for name in RUN_FILES:
        p = out / name
        if name != "manifest.json" and (p.exists() or p.is_symlink()) and not p.is_file():
            raise InputError(f"{p} exists and is not a file; move it away and rerun")
    for name in RUN_DIRS[1:]:
        p = out / name
        if (p.exists() or p.is_symlink()) and not p.is_dir():
            raise InputError(f"{p} exists and is not a folder; move it away and rerun")
    for name in JOB_LINKS:  # a job deletes and replaces files there (fresh passes full73 M2, full74 M4-M6, L3)
        refuse_link(out / name, "the job")


# a job folder's own subfolders that may not be symbolic links (a run's judgments/ may: a run resumes through it, and
# --overwrite refuses it): a tournament's or audit's run/, a run's quarantine/, a tournament's rounds/, a panel's
# judges/ and an audit's uncalibrated/ (COMPOSITE_MARKS), an audit's inputs/ and calibrated/, an OffsetBias job's
# generations/ and filter/ (JOB_DIRS)
JOB_LINKS = ("run", *RUN_DIRS[1:], "rounds", *COMPOSITE_MARKS, "inputs", CALIBRATED, *JOB_DIRS)


def refuse_link(folder: Path, who: str) -> None:
    """Refuse (InputError) a job folder's own subfolder ``folder`` that is a symbolic link: ``who`` (``"the run"``,
    ``"review export"``, ``"the job"``) writes and deletes files there, which would reach the folder it points to
    (fresh pass full73 M1-M3)."""
    if folder.is_symlink():
        raise InputError(
            f"{folder} is a symbolic link: {who} writes and deletes files in its own folders only; replace the link "
            "with a folder and rerun"
        )


def _overlaps(a: Path, b: Path) -> bool:
    """Whether resolved paths ``a`` and ``b`` are the same, one is inside the other, or they are two names of one file
    (a hard link; fresh pass full71 M1)."""
    if a == b or a in b.parents or b in a.parents:
        return True
    try:
        return a.is_file() and b.is_file() and os.path.samefile(a, b)
    except OSError:
        return False


def _input_overlap(out: Path, paths: tuple[str, ...] | list[str] | tuple[str | Path, ...]) -> str | None:
    """The input of ``paths`` that ``out`` (a resolved output file or folder) equals, contains or lies
    inside (an input folder), as text for an error; None when none does. Every local form is compared
    resolved (:func:`local_path`); inputs on other filesystems never overlap."""
    for raw in paths:
        p = local_path(raw)
        if p is None:
            continue
        if p.is_dir():
            if out == p or p in out.parents:
                return f"input folder {raw}"
            for f in (m for m in p.rglob("*") if m.is_file()):  # any file (answers may be JSONL)
                if _overlaps(out, f.resolve()):
                    return f"input file {f}"
            continue
        # a file, or a glob (expanded here without the readers' checks: a missing input is theirs to name)
        for f in [p] if p.exists() else [Path(m) for m in glob.glob(str(p), recursive=True)]:
            if _overlaps(out, f.resolve()):
                return f"input {'folder' if f.is_dir() else 'file'} {f if f != p else raw}"
    return None


def _glob_match(parts: tuple[str, ...], pattern: tuple[str, ...]) -> bool:
    """Whether path ``parts`` match glob ``pattern`` parts as ``glob.glob(recursive=True)`` reads them: ``**`` any
    number of folders, another part one name (``fnmatch``)."""
    if not pattern:
        return not parts
    if pattern[0] == "**":
        return any(_glob_match(parts[i:], pattern[1:]) for i in range(len(parts) + 1))
    return bool(parts) and fnmatch.fnmatch(parts[0], pattern[0]) and _glob_match(parts[1:], pattern[1:])


def _glob_reaches(out: Path, paths: tuple[str, ...] | list[str]) -> str | None:
    """The input glob of ``paths`` that would read the files a run writes into the output folder ``out``
    (``pairs.parquet``, its judgment parts; fresh pass full68 L1: ``in/**/*.parquet`` with ``--out in/out`` was
    accepted once, and every rerun refused), or the folder itself (fresh pass adv65 D4: ``in/*`` with ``--out
    in/out2``), else None."""
    for raw in paths:
        p = local_path(raw)
        if p is None or p.exists() or not any(ch in str(p) for ch in "*?["):
            continue
        for name in ("pairs.parquet", "judgments/part-00000.parquet", "."):
            if _glob_match((out / name).parts if name != "." else out.parts, p.parts):
                return str(raw)
    return None


def check_output_dir(out_dir: str | Path, paths: tuple[str, ...] | list[str], kind: str | None = None) -> Path:
    """The output folder (:func:`output_folder`), refused when it overlaps an input: an input file
    inside it, or it inside (or equal to) an input folder. Local paths in any form are compared after
    resolving them: plain or relative paths, ``~``, symlinks, and ``file://`` (or other
    local-filesystem) URIs; an input glob that would read the folder's results (:func:`_glob_reaches`). Also refused:
    a run folder's ``judgments/``, ``quarantine/``, ``run/`` or ``review/`` or a folder inside one, or a tournament's
    ``rounds/`` (fresh passes full68 H1, adv62 D7), a run file or folder there of the wrong kind
    (:func:`check_output_kinds`), and, for ``kind`` ``"run"``, ``"panel"``, ``"tournament"``, ``"audit"`` or
    ``"offsetbias"``, another command's folder (:func:`~judge_engine.pipeline.other_command.other_command`).

    Writing ``pairs.parquet`` over an input, or reading the run's own judgment parts back as
    input on the next run, would corrupt both.

    Returns:
        The resolved output folder, the path every user of it must take.

    Raises:
        InputError: naming the input path and the output folder; or see :func:`output_folder`.
    """
    out = output_folder(out_dir)
    # fresh pass full68 H1: the outer run's --overwrite deleted a run folder nested there
    if (found := owned_ancestor(out, (*RUN_DIRS, "run", "review"), inclusive=True)) is not None:  # and adv62 D7
        where = "is" if found[0] == out else "is inside"
        raise InputError(
            f"output folder {out} {where} {found[0].name}/ of run folder {found[0].parent}, which its runs rewrite; "
            "choose another --out"
        )
    for folder in (out, (out / "judgments").resolve()) if (out / "judgments").is_symlink() else (out,):
        hit = _input_overlap(folder, paths)  # the folder a linked judgments/ writes into too (fresh pass adv62 D5)
        if hit is not None:
            where = "is inside" if hit.startswith("input folder") else "holds"
            name = "output folder" if folder == out else f"{out / 'judgments'} links to"
            raise InputError(f"{name} {folder} {where} {hit}; choose another --out")
    if (pattern := _glob_reaches(out, paths)) is not None:
        raise InputError(
            f"output folder {out} lies where input glob {pattern} would read its results; choose another --out"
        )
    check_output_kinds(out)
    other = other_command(out, kind)
    if other is not None:
        raise InputError(f"output folder {out} {other}; choose another --out")
    return out


def check_write_target(
    dest: str | Path,
    inputs: tuple[str | Path, ...] = (),
    what: str = "--out",
    kind: str | None = None,
    run_dir: Path | None = None,
    remedy: str | None = None,
    columns: tuple[frozenset[str], frozenset[str]] | None = None,
) -> Path:
    """The resolved local path of a file a command writes (``pairs --out``, ``report --out``,
    ``batch export --file``, ``offsetbias-instructions --out``), refused when writing it would destroy data: it is
    (or is inside, or holds) one of the command's ``inputs``, it is an existing folder or the output folder ``run_dir``
    (or holds it; fresh pass adv66 D4: ``batch export --file o6 --out o6``), or it is a file a run folder
    owns or lies in a folder it owns (:func:`run_owned`, with ``run_dir``), or, with ``kind`` (``"html"``,
    ``"parquet"``), an existing non-empty file that is no such file (fresh pass full65 M6: ``report --out cfg.toml``
    replaced the config a run was judged from). The same comparison as :func:`check_output_dir`. ``columns``
    (required, allowed): with ``kind`` ``"parquet"``, an existing Parquet file whose columns are not this command's
    output is refused too (:func:`~judge_engine.pipeline.file_kinds.other_parquet`). ``remedy``: what to choose
    instead, when not ``what`` (grade's units file: ``--out``; fresh pass full72 L2).

    Raises:
        InputError: one line naming ``what``, the path and what it would overwrite; a NUL
            character, an existing folder, a path ending in ``/`` (a folder) or a URI of another filesystem.
    """
    if isinstance(dest, str) and "\x00" in dest:
        raise InputError(f"{what} {dest!r} contains a NUL character")
    out = local_path(dest)
    if out is None:
        raise InputError(f"{what} {dest} must be a local path")
    hit = _input_overlap(out, tuple(str(i) for i in inputs))
    if hit is not None:
        raise InputError(f"{what} {out} would overwrite {hit}; choose another {remedy or what}")
    named_folder = isinstance(dest, str) and dest.endswith(("/", os.sep))  # "--out newdir/" (fresh pass full73 L2)
    if out.is_dir() or named_folder:  # fresh pass full56 M3: a traceback at the rename
        raise InputError(f"{what} {dest if named_folder else out} is a folder; give the path of the file to write")
    if run_dir is not None and (out == run_dir.resolve() or out in run_dir.resolve().parents):  # adv66 D4
        raise InputError(f"{what} {out} is (or holds) the output folder {run_dir}; give the path of the file to write")
    if (owned := run_owned(out, run_dir)) is not None:
        raise InputError(f"{what} {out} {owned}; choose another {remedy or what}")
    if kind is not None and foreign(out, KINDS[kind][1]):
        raise InputError(
            f"{what} {out} exists and is not {KINDS[kind][0]} this command wrote; choose another {remedy or what} or "
            "move it away"
        )
    if columns is not None and other_parquet(out, *columns):
        raise InputError(
            f"{what} {out} exists and is a Parquet file this command did not write (its columns are not this command's "
            f"output: {sorted(columns[1])}); choose another {remedy or what} or move it away"
        )
    return out
