"""Loading a run config: TOML file, ``--set`` overrides, ``--input`` / ``--out``, into a :class:`RunConfig`.

Unknown keys are errors (lighteval ``extra="forbid"`` style). Relative paths in ``[input]`` and
``[judge.replay]`` (and a template given as a path) resolve against the config file's folder;
``[output] dir`` resolves against the working directory.
"""

from __future__ import annotations

import dataclasses
import re
import tomllib
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from judge_engine.config.openai import OpenAIConfig
from judge_engine.config.panel import build_panel
from judge_engine.config.reward import RewardConfig
from judge_engine.config.run import RunConfig
from judge_engine.config.sections import (
    CalibrationConfig,
    InputConfig,
    JudgeConfig,
    OutputConfig,
    RayConfig,
    ReplayConfig,
    SamplingConfig,
    SchedulerConfig,
)
from judge_engine.errors import ConfigError
from judge_engine.pipeline.owned import check_kept

_SECTIONS: dict[str, type] = {
    "input": InputConfig,
    "judge": JudgeConfig,
    "sampling": SamplingConfig,
    "calibration": CalibrationConfig,
    "scheduler": SchedulerConfig,
    "output": OutputConfig,
    "ray": RayConfig,
}
_NESTED: dict[tuple[type, str], type] = {
    (JudgeConfig, "replay"): ReplayConfig,
    (JudgeConfig, "openai"): OpenAIConfig,  # issue 18
    (JudgeConfig, "reward"): RewardConfig,  # issue 17
}


def _type_ok(value: Any, annotation: str) -> bool:
    ann = annotation.replace(" ", "")
    if value is None:
        return "None" in ann
    if isinstance(value, bool):
        return ann.startswith("bool")
    if ann.startswith("int"):
        return isinstance(value, int)
    if ann.startswith("float"):
        return isinstance(value, (int, float))
    if ann.startswith("str"):
        return isinstance(value, str)
    if ann.startswith("bool"):
        return False
    if ann.startswith("tuple[float"):
        return isinstance(value, (list, tuple)) and all(
            isinstance(v, (int, float)) and not isinstance(v, bool) for v in value
        )
    if ann.startswith("tuple"):
        return isinstance(value, (list, tuple)) and all(isinstance(v, str) for v in value)
    if ann.startswith("Mapping[str,Any]"):  # [judge.engine_args]: any TOML values, vLLM checks them
        return isinstance(value, dict)
    if ann.startswith("Mapping"):
        return isinstance(value, dict) and all(isinstance(v, str) for v in value.values())
    return True


INT_MIN, INT_MAX = -(2**63), 2**63 - 1
"""The integers a setting may hold (64-bit signed: what the manifest's JSON, Parquet and the engines take)."""
MAX_BOOTSTRAP = 100_000
"""The most bootstrap resamples ``rank`` (and ``grade``, ``tournament``) take: each resample refits every model, and far
past this the intervals change in their third decimal while memory grows with the count (fresh pass full71 L3: 10**9
ended in a numpy MemoryError traceback)."""


def _check_ints(value: Any, where: str) -> None:
    """Raise ConfigError naming ``where`` when ``value`` is, or holds (in a list or table), an integer outside
    :data:`INT_MIN` .. :data:`INT_MAX` (issue 13 pass 14b L1: such a value used to fail with a traceback), or a string
    holding a NUL character (fresh pass full80 L4: ``judge.replay.path``)."""
    if isinstance(value, int) and not isinstance(value, bool) and not INT_MIN <= value <= INT_MAX:
        raise ConfigError(f"{where} = {value} is out of range: an integer setting must lie in -2**63 .. 2**63-1")
    if isinstance(value, str) and "\x00" in value:  # a path with it fails deep in the run (fresh pass full80 L4)
        raise ConfigError(f"{where} must not contain a NUL character, got {value!r}")
    if isinstance(value, list | tuple):
        for v in value:
            _check_ints(v, where)
    elif isinstance(value, dict):
        for k, v in value.items():
            _check_ints(v, f"{where}.{k}")


def _build(cls: type, data: Mapping[str, Any], where: str) -> Any:
    if not isinstance(data, dict):
        raise ConfigError(f"[{where}] must be a table, got {type(data).__name__}")
    fields = {f.name: f for f in dataclasses.fields(cls)}
    unknown = sorted(set(data) - set(fields))
    if unknown:
        raise ConfigError(
            f"unknown key(s) {', '.join(where + '.' + u for u in unknown)}; "
            f"[{where}] accepts: {', '.join(sorted(fields))}"
        )
    kwargs: dict[str, Any] = {}
    for name, value in data.items():
        nested = _NESTED.get((cls, name))
        if nested is not None:
            kwargs[name] = _build(nested, value, f"{where}.{name}")
            continue
        ann = str(fields[name].type)
        if not _type_ok(value, ann):
            raise ConfigError(f"{where}.{name} must be of type {ann}, got {value!r} ({type(value).__name__})")
        if ann.startswith("float") and isinstance(value, int):
            value = float(value)
        if ann.startswith("tuple[float"):
            value = tuple(float(v) for v in value)
        elif ann.startswith("tuple"):
            value = tuple(value)
        kwargs[name] = value
    built = cls(**kwargs)  # its own range checks first (their messages say the setting's range)
    for name, value in kwargs.items():
        if (cls, name) not in _NESTED:
            _check_ints(value, f"{where}.{name}")
    return built


def parse_override(item: str) -> tuple[list[str], Any]:
    """Parse one ``--set section.key=value`` item. The value is read as a TOML value
    (``3``, ``0.5``, ``true``, ``["a", "b"]``, ``"text"``); anything else is a plain string.

    Raises:
        ConfigError: no ``=`` or no dotted key.
    """
    if "=" not in item:
        raise ConfigError(f"--set expects section.key=value, got {item!r}")
    key, raw = item.split("=", 1)
    parts = [p.strip() for p in key.strip().split(".")]
    if len(parts) < 2 or not all(parts):
        raise ConfigError(f"--set key must be dotted like sampling.k, got {key!r}")
    try:
        value = tomllib.loads(f"v = {raw}")["v"]
    except tomllib.TOMLDecodeError:
        value = raw
    return parts, value


def _resolve(path: str, base: Path) -> str:
    if re.match(r"^[A-Za-z][A-Za-z0-9+.-]*://", path):  # a URI (s3://, gs://, file://, ...) is absolute
        return path
    p = Path(path).expanduser()
    return str(p if p.is_absolute() else base / p)


def load_config(
    path: str | Path | None,
    overrides: list[str] | tuple[str, ...] = (),
    inputs: list[str] | tuple[str, ...] = (),
    out: str | None = None,
    reuse: list[str] | tuple[str, ...] = (),
) -> RunConfig:
    """Load and validate a run config.

    Args:
        path: TOML file, or ``None`` for defaults only.
        overrides: ``--set section.key=value`` items, applied after the file.
        inputs: ``--input`` paths; when given they replace ``input.paths`` (relative to the cwd).
        out: ``--out`` folder; replaces ``output.dir``.
        reuse: ``--reuse`` folders (or globs); added to ``output.reuse`` (relative to the cwd).

    Returns:
        A frozen :class:`RunConfig` with input/replay paths made absolute.

    Raises:
        ConfigError: unreadable TOML, unknown keys, wrong types, out-of-range values.
        InputError: the file lies in a run folder's ``judgments/`` or ``run/`` or a tournament's ``rounds/``
            (:func:`~judge_engine.pipeline.owned.check_kept`).
    """
    data: dict[str, Any] = {}
    base = Path.cwd()
    if path is not None:
        p = Path(path)
        try:
            raw = p.read_bytes()
            data = tomllib.loads(raw.decode("utf-8-sig"))  # a byte-order mark skipped (fresh pass full73 L4)
        except FileNotFoundError:
            raise ConfigError(f"config file not found: {p}") from None
        except IsADirectoryError:
            raise ConfigError(f"config path is a folder, not a TOML file: {p}") from None
        except UnicodeDecodeError as exc:
            raise ConfigError(
                f"{p}: not UTF-8 text (byte 0x{raw[exc.start]:02x} at offset {exc.start}); TOML files must be UTF-8"
            ) from None
        except tomllib.TOMLDecodeError as exc:
            raise ConfigError(f"{p}: invalid TOML: {exc}") from None
        base = p.resolve().parent
        check_kept(p)  # never read from where a run deletes files (fresh pass full66 H1: --overwrite deleted it)
    unknown = sorted(set(data) - set(_SECTIONS) - {"panel"})
    if unknown:
        raise ConfigError(f"unknown section(s) {', '.join(unknown)}; known: {', '.join(_SECTIONS)}, panel")
    for name in _SECTIONS:
        if name in data and not isinstance(data[name], dict):
            raise ConfigError(f"[{name}] must be a table, got {type(data[name]).__name__}")
    # paths in the file are relative to the file
    if "paths" in data.get("input", {}):
        paths = data["input"]["paths"]
        if isinstance(paths, str):
            paths = [paths]
        if isinstance(paths, list):
            data["input"]["paths"] = [_resolve(str(x), base) for x in paths]
    if isinstance(data.get("input", {}).get("references"), str):
        data["input"]["references"] = _resolve(data["input"]["references"], base)
    panel = data.pop("panel", None)
    judges = panel.get("judges") if isinstance(panel, dict) else None
    for judge in [data.get("judge", {})] + (judges if isinstance(judges, list) else []):
        _resolve_judge_paths(judge, base)
    for item in overrides:
        keys, value = parse_override(item)
        if keys[0] not in _SECTIONS:
            raise ConfigError(f"--set {item!r}: unknown section {keys[0]!r}")
        node = data
        for k in keys[:-1]:
            node = node.setdefault(k, {})
            if not isinstance(node, dict):
                raise ConfigError(f"--set {item!r}: {k} is not a table")
        node[keys[-1]] = value
    if inputs:
        data.setdefault("input", {})["paths"] = [_resolve(i, Path.cwd()) for i in inputs]
    if out is not None:
        data.setdefault("output", {})["dir"] = out
    if reuse:
        section = data.setdefault("output", {})
        before = section.get("reuse", [])
        section["reuse"] = [*(before if isinstance(before, list) else [before]), *reuse]
    sections = {name: _build(cls, data.get(name, {}), name) for name, cls in _SECTIONS.items()}
    if panel is not None:  # issue 17: judges over the config's own [judge] / [sampling]
        sections["panel"] = build_panel(panel, data.get("judge", {}), data.get("sampling", {}), _build)
    return RunConfig(**sections)


def _resolve_judge_paths(judge: Any, base: Path) -> None:
    """A ``[judge]`` table's (or a panel judge's) replay path and template path, made relative to ``base``."""
    if not isinstance(judge, dict):
        return
    replay = judge.get("replay", {})
    if isinstance(replay, dict) and isinstance(replay.get("path"), str):
        replay["path"] = _resolve(replay["path"], base)
    tmpl = judge.get("template")
    if isinstance(tmpl, str) and ("/" in tmpl or tmpl.endswith(".toml")):
        judge["template"] = _resolve(tmpl, base)
