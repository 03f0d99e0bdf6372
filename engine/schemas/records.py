"""The base of every typed output record: dataclasses written to and read from JSON (inspect_ai ``EvalLog`` style).

A :class:`Record` is a dataclass whose fields are JSON values, other records, or lists / string-keyed
dicts of them. :meth:`Record.to_dict` writes it; :meth:`Record.from_dict` reads it back, building the
nested records from the field types. Two field markers shape the JSON:

- :func:`optional`: the key is left out while the value is None (a section a run may not have);
- :func:`absent`: the key is left out while the value is :data:`ABSENT` (a key that may be missing
  or ``null``, e.g. an audit row's ``calibrated`` rate exists only with a calibrated mode, and is
  ``null`` where that mode gave none);
- :func:`flat`: a nested record whose keys sit in the parent object (the summary's metric groups),
  left out entirely while it is None when made with ``flat(optional=True)``.

Keys a reader does not know (a newer writer's) are kept and written back unchanged. Records also read like
the dicts they replace (``summary["accuracy"]``, ``.get``, ``.items()``: the JSON values), for scripts
written against the dict outputs; the package itself reads attributes.

A top-level output (:class:`Versioned`) carries ``schema_version``. A file without one was written
before the outputs were versioned (version 0; the same keys as version 1) and reads as well; a file
from a newer version is refused with a one-line :class:`~judge_engine.errors.InputError`.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from pathlib import Path
from typing import Any, ClassVar, TypeVar, Union

import orjson

from judge_engine.errors import InputError

R = TypeVar("R", bound="Record")
V = TypeVar("V", bound="Versioned")

_OMIT = "omit_none"
_FLAT = "flatten"


class _Absent:
    """The value of a field whose key is not in the JSON (see :func:`absent`); false."""

    def __repr__(self) -> str:
        return "ABSENT"

    def __bool__(self) -> bool:
        return False


ABSENT: Any = _Absent()
"""The value of an :func:`absent` field whose key the JSON does not hold."""


def absent() -> Any:
    """A field whose key is left out of the JSON while its value is :data:`ABSENT` (its default)."""
    return dataclasses.field(default=ABSENT)


def optional(default: Any = None) -> Any:
    """A field whose key is left out of the JSON while its value is None."""
    return dataclasses.field(default=default, metadata={_OMIT: True})


def flat(cls: type[Record] | None = None, optional: bool = False) -> Any:
    """A nested record written into its parent's object (its keys beside the parent's own).

    Args:
        cls: the record type, for a default instance (omit for a required flat field).
        optional: the record may be None: then none of its keys are written.
    """
    meta = {_FLAT: True, _OMIT: optional}
    if optional:
        return dataclasses.field(default=None, metadata=meta)
    if cls is not None:
        return dataclasses.field(default_factory=cls, metadata=meta)
    return dataclasses.field(metadata=meta)


_HINTS: dict[type, dict[str, Any]] = {}


def _hints(cls: type) -> dict[str, Any]:
    """The resolved field types of a record class (cached)."""
    if cls not in _HINTS:
        _HINTS[cls] = typing.get_type_hints(cls)
    return _HINTS[cls]


def _record_type(tp: Any) -> type[Record] | None:
    """The Record class in a field type (``X`` or ``X | None``), or None."""
    if isinstance(tp, type) and issubclass(tp, Record):
        return tp
    if typing.get_origin(tp) in (Union, types.UnionType):
        found = [a for a in typing.get_args(tp) if isinstance(a, type) and issubclass(a, Record)]
        return found[0] if len(found) == 1 else None
    return None


def _build(tp: Any, value: Any) -> Any:
    """``value`` (plain JSON) as field type ``tp``: records, lists and dicts of records built; the rest as is."""
    if value is None:
        return None
    rec = _record_type(tp)
    if rec is not None:
        if not isinstance(value, dict):
            raise TypeError(f"expected an object for {rec.__name__}, got {type(value).__name__}")
        return rec.from_dict(value)
    origin = typing.get_origin(tp)
    if origin in (Union, types.UnionType):
        inner = [a for a in typing.get_args(tp) if a is not type(None)]
        return _build(inner[0], value) if len(inner) == 1 else value
    if origin is list:
        if not isinstance(value, list):
            raise TypeError(f"expected a list, got {type(value).__name__}")
        (item,) = typing.get_args(tp) or (Any,)
        return [_build(item, v) for v in value]
    if origin is dict:
        if not isinstance(value, dict):
            raise TypeError(f"expected an object, got {type(value).__name__}")
        args = typing.get_args(tp)
        return {k: _build(args[1] if args else Any, v) for k, v in value.items()}
    return value


def _plain(value: Any) -> Any:
    if isinstance(value, Record):
        return value.to_dict()
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    return value


class Record:
    """Base of the typed output records (see the module docstring). Subclasses are dataclasses."""

    _extra: dict[str, Any]

    @classmethod
    def keys_of(cls) -> frozenset[str]:
        """Every JSON key this record reads, the keys of its flat fields included."""
        keys: set[str] = set()
        hints = _hints(cls)
        for f in dataclasses.fields(cls):  # type: ignore[arg-type]
            rec = _record_type(hints[f.name])
            if f.metadata.get(_FLAT) and rec is not None:
                keys |= rec.keys_of()
            else:
                keys.add(f.name)
        return frozenset(keys)

    def to_dict(self) -> dict[str, Any]:
        """The record as plain JSON values, in field order (flat fields in place, then unknown keys)."""
        out: dict[str, Any] = {}
        for f in dataclasses.fields(self):  # type: ignore[arg-type]
            value = getattr(self, f.name)
            if value is ABSENT or (value is None and f.metadata.get(_OMIT)):
                continue
            if f.metadata.get(_FLAT):
                out.update(value.to_dict())
            else:
                out[f.name] = _plain(value)
        out.update(getattr(self, "_extra", {}))
        return out

    @classmethod
    def from_dict(cls: type[R], data: dict[str, Any], keep_unknown: bool = True) -> R:
        """Build the record from plain JSON (:meth:`to_dict`'s output, or an older or newer writer's).

        Args:
            keep_unknown: keep the keys no field reads (written back by :meth:`to_dict`); False for a
                flat field, whose object is its parent's.

        Raises:
            TypeError: a required key is missing.
        """
        hints = _hints(cls)
        kwargs: dict[str, Any] = {}
        for f in dataclasses.fields(cls):  # type: ignore[arg-type]
            tp = hints[f.name]
            if f.metadata.get(_FLAT):
                rec = _record_type(tp)
                assert rec is not None, f"flat field {f.name} of {cls.__name__} is not a record"
                if f.metadata.get(_OMIT) and not rec.keys_of() & data.keys():
                    continue
                kwargs[f.name] = rec.from_dict(data, keep_unknown=False)
            elif f.name in data:
                kwargs[f.name] = _build(tp, data[f.name])
        obj = cls(**kwargs)
        obj._extra = {k: v for k, v in data.items() if k not in cls.keys_of()} if keep_unknown else {}
        return obj

    # dict-style reading: the JSON values (what ``to_dict`` writes), for scripts written against the
    # dict outputs; read-only, recomputed on each call

    def __getitem__(self, key: str) -> Any:
        return self.to_dict()[key]

    def __contains__(self, key: object) -> bool:
        return key in self.to_dict()

    def get(self, key: str, default: Any = None) -> Any:
        """``self[key]``, or ``default`` when the JSON has no such key."""
        return self.to_dict().get(key, default)

    def keys(self) -> Any:
        """The JSON keys."""
        return self.to_dict().keys()

    def items(self) -> Any:
        """The JSON (key, value) pairs."""
        return self.to_dict().items()


class Versioned(Record):
    """A top-level output file with a ``schema_version`` (see the module docstring)."""

    SCHEMA_VERSION: ClassVar[int] = 1
    FILE: ClassVar[str] = ""
    NOUN: ClassVar[str] = ""
    ARTICLE: ClassVar[str] = "a"
    REQUIRED: ClassVar[tuple[str, ...]] = ()

    @classmethod
    def from_json(cls: type[V], path: Path) -> V:
        """Read ``path`` (an output of this type, any version up to :attr:`SCHEMA_VERSION`).

        Raises:
            InputError: unreadable, not a JSON object, without one of :attr:`REQUIRED`, or written by a
                newer judge-engine; each on one line naming the file.
        """
        what = f"{cls.ARTICLE} {cls.NOUN}"
        try:
            doc = orjson.loads(path.read_bytes())
        except (OSError, orjson.JSONDecodeError) as exc:
            raise InputError(f"{path}: cannot read {what} ({exc.__class__.__name__}: {str(exc)[:200]})") from None
        if not isinstance(doc, dict):
            raise InputError(f"{path}: not {what} (a JSON {type(doc).__name__}, expected an object)")
        version = doc.get("schema_version", 0)
        if not isinstance(version, int) or version > cls.SCHEMA_VERSION:
            raise InputError(
                f"{path}: {what} of schema version {version!r}, newer than this judge-engine reads "
                f"({cls.SCHEMA_VERSION}); upgrade judge-engine"
            )
        missing = [k for k in cls.REQUIRED if k not in doc]
        if missing:
            raise InputError(f"{path}: not a judge-engine {cls.NOUN} (no {missing[0]!r})")
        try:
            return cls.from_dict(doc)
        except (TypeError, ValueError, AttributeError) as exc:
            raise InputError(f"{path}: not a judge-engine {cls.NOUN} ({exc})") from None

    def write(self, folder: Path) -> Path:
        """Write the record as ``folder/FILE`` atomically (indented JSON); returns the path."""
        from judge_engine.files import atomic_write_json

        return atomic_write_json(folder / self.FILE, self.to_dict())
