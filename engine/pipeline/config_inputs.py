"""The files a run config reads besides its input shards, and those a finished run recorded (moved from
:mod:`~judge_engine.pipeline.paths`): what a command that writes files or deletes a folder must keep
(:func:`config_files`, :func:`recorded_inputs`), and the one rule for a template file (:func:`is_template_file`)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from judge_engine.pipeline.paths import is_uri


def is_template_file(spec: str) -> bool:
    """Whether a ``judge.template`` value names a template file (a ``.toml`` suffix, or an existing path) rather
    than a builtin template's name: the one rule :func:`judge_engine.pipeline.templates.load_template`, the config's
    spelling hash and the guards below share."""
    p = Path(spec).expanduser()
    return p.suffix == ".toml" or p.exists()


def config_files(config: Any) -> tuple[str, ...]:
    """Every file a run config (:class:`~judge_engine.config.RunConfig`) reads besides ``input.paths``: the reference
    answers, a template file (not a builtin template's name) and a replay recording, of its ``[judge]`` and of every
    panel judge's; what a command that writes files must not write over (fresh passes full58 H2-H5, full59 H1)."""
    judges = [config.judge, *(pj.judge for pj in getattr(getattr(config, "panel", None), "judges", ()))]
    files = [config.input.references]
    for j in judges:
        files += [j.template if is_template_file(j.template) else None, j.replay.path]
    return tuple(dict.fromkeys(p for p in files if p))


def recorded_inputs(d: Path) -> tuple[str, ...]:
    """The files the run in folder ``d`` was judged from, as its ``manifest.json`` records them (absolute paths): the
    input shards, the reference answers, a template file and a replay recording; () without a readable manifest.
    What ``report --out`` on that folder must not write over (fresh pass full61 M5: the only copy of the pairs a
    run was judged from was replaced by the report page)."""
    import orjson

    try:
        config = orjson.loads((d / "manifest.json").read_bytes()).get("config") or {}
        inp, judge = config.get("input") or {}, config.get("judge") or {}
        files = [*(inp.get("paths") or []), inp.get("references"), (judge.get("replay") or {}).get("path")]
        template = judge.get("template")
    except (OSError, orjson.JSONDecodeError, AttributeError, TypeError):
        return ()
    if isinstance(template, str) and is_template_file(template):
        files.append(template)
    return tuple(f for f in files if isinstance(f, str) and f and not is_uri(f))
