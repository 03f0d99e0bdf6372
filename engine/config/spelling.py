"""Path spellings out of the judging hash (issue 13 pass 14b M5).

The same template file, or the same recording, given as ``t.toml``, ``./t.toml``, an absolute path or
``in/../t.toml`` is the same judging config: version 3 of the judging hash
(:data:`judge_engine.config.run.JUDGING_HASH_VERSION`) hashes a template file by its id (its text is in
the template hash) and a replay recording by its resolved path; the manifest also records the hash with
the recording's content digest instead (``judging_hash_content``), so a copied project folder (the same
recording bytes elsewhere) is the same config too (:func:`spelling_free`). ``judge.model`` stays as
spelled (it is in the judge identity, hence every request key);
:func:`judge_engine.config.run.model_spelling_hint` names the stored spelling when only that differs.
"""

from __future__ import annotations

import copy
import functools
import hashlib
import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from judge_engine.pipeline.config_inputs import is_template_file

_CHUNK = 1 << 20


@functools.lru_cache(maxsize=16)
def _digest(path: str, size: int, mtime_ns: int) -> str:
    """sha256 (hex) of the file's bytes; cached per (path, size, mtime)."""
    h = hashlib.sha256()
    with open(path, "rb") as f:
        while chunk := f.read(_CHUNK):
            h.update(chunk)
    return h.hexdigest()


def file_digest(path: str) -> str | None:
    """``sha256:<hex>`` of a local file's bytes; None when ``path`` is not a readable local file (a URI,
    a missing file: it then stays in the hash as spelled)."""
    try:
        p = Path(path).expanduser()
        if not p.is_file():
            return None
        st = p.stat()
        return "sha256:" + _digest(str(p.resolve()), st.st_size, st.st_mtime_ns)
    except OSError:
        return None


def _local_path(path: str) -> str | None:
    """The resolved absolute path (``./``, ``..``, ``~`` and symlinks resolved) of a local path; None for a URI."""
    if "://" in path:
        return None
    return os.path.realpath(Path(path).expanduser())


def spelling_free(config: Mapping[str, Any], template_id: str | None, recording: str = "path") -> dict[str, Any]:
    """A copy of ``config`` (:meth:`RunConfig.to_dict` form) without path spellings: ``judge.template``, when
    it names a file and ``template_id`` is given, becomes ``file:<template_id>`` (its text is in the template
    hash); ``judge.replay.path`` becomes, with ``recording = "path"``, the resolved absolute path (a
    recording rewritten in place, as a nightly replay does, stays the same config; the loader already makes
    a config's paths absolute, so most configs hash as under version 2), with ``recording = "content"``
    ``sha256:<hex>`` of its bytes (a copied project folder: the same recording elsewhere; the resolved
    path when it is not a readable file). A builtin template name is left as it is."""
    out = copy.deepcopy(dict(config))
    judge = out["judge"]
    tmpl = judge.get("template")
    if template_id is not None and isinstance(tmpl, str) and is_template_file(tmpl):
        judge["template"] = f"file:{template_id}"
    replay = judge.get("replay")
    if isinstance(replay, dict) and isinstance(replay.get("path"), str):
        resolved = _local_path(replay["path"])
        digest = file_digest(replay["path"]) if recording == "content" and resolved is not None else None
        replay["path"] = digest or resolved or replay["path"]
    return out
