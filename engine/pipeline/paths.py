"""Where inputs and outputs live: input paths (files, folders, globs, filesystem URIs) resolved into
Parquet files, and the output folder checked against them.

Local paths are plain paths or ``file://`` URIs; any other ``scheme://`` is read through pyarrow's
filesystems or fsspec (:func:`uri_filesystem`). The output folder must be local (the store renames
files atomically) and must not overlap an input (:func:`check_output_dir`).
"""

from __future__ import annotations

import fnmatch
import glob
import re
from pathlib import Path

from judge_engine.errors import InputError


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


def check_output_dir(out_dir: str | Path, paths: tuple[str, ...] | list[str]) -> None:
    """Refuse an output folder that overlaps an input: an input file inside it, or it inside (or
    equal to) an input folder. Local paths in any form are compared after resolving them: plain or
    relative paths, ``~``, symlinks, and ``file://`` (or other local-filesystem) URIs.

    Writing ``pairs.parquet`` over an input, or reading the run's own judgment parts back as
    input on the next run, would corrupt both.

    Raises:
        InputError: naming the input path and the output folder; or an output folder that is a
            file, is not a local path, or contains a NUL character.
    """
    if isinstance(out_dir, str) and "\x00" in out_dir:
        raise InputError(f"output folder {out_dir!r} contains a NUL character")
    out = local_path(out_dir)
    if out is None:
        raise InputError(
            f"output folder {out_dir} must be a local (or mounted) folder: the store renames "
            "files atomically, which object stores cannot do"
        )
    if out.exists() and not out.is_dir():
        raise InputError(f"output folder {out} exists and is not a folder")
    for raw in paths:
        p = local_path(raw)
        if p is not None and p.is_dir() and (out == p or p in out.parents):
            raise InputError(f"output folder {out} is inside input folder {raw}; choose another --out")
    for f in resolve_paths(paths):
        r = local_path(f)
        if r is not None and (out in r.parents or out == r):
            raise InputError(f"input file {f} is inside output folder {out}; choose another --out")
