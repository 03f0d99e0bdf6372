"""The ``[panel]`` section (issue 17): several judges over the same pairs, each its own ``[judge]`` and
``[sampling]``.

In the TOML, one ``[[panel.judges]]`` table per judge: ``name`` (the judge's store partition,
``OUT/judges/<name>/``), then any ``[judge]`` key (``backend``, ``model``, ``template``, ...; sub-tables
``[panel.judges.replay]``, ``[panel.judges.openai]``, ``[panel.judges.reward]``) and optionally a
``[panel.judges.sampling]`` sub-table. A key a judge leaves out takes the value of the config's own
``[judge]`` / ``[sampling]`` section (then the defaults)::

    [sampling]
    k = 1
    [[panel.judges]]
    name = "smollm2"
    backend = "vllm"
    template = "faireval-vanilla"
    [[panel.judges]]
    name = "rm"
    backend = "reward"
    model = "path/to/reward-model"
    template = "reward-model"
    [panel.judges.reward]
    tie_margin = 0.1
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from judge_engine.errors import ConfigError

if TYPE_CHECKING:
    from judge_engine.config.sections import JudgeConfig, SamplingConfig

_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]{0,63}")


@dataclass(frozen=True)
class PanelJudge:
    """One judge of a panel.

    Attributes:
        name: 1-64 characters of letters, digits, ``.``, ``_``, ``-`` (starting with a letter or digit),
            unique in the panel: the judge's folder ``OUT/judges/<name>/`` and its column in the report.
        judge: its full ``[judge]`` section (the config's ``[judge]`` with the judge's keys over it).
        sampling: its full ``[sampling]`` section (likewise).
    """

    name: str
    judge: JudgeConfig
    sampling: SamplingConfig


@dataclass(frozen=True)
class PanelConfig:
    """The panel: ``judges`` (empty: not a panel run; else at least two)."""

    judges: tuple[PanelJudge, ...] = ()

    def __post_init__(self) -> None:
        if len(self.judges) == 1:
            raise ConfigError("panel.judges must name at least two judges (a panel of one is a plain run)")
        names = [j.name for j in self.judges]
        dup = sorted({n for n in names if names.count(n) > 1})
        if dup:
            raise ConfigError(f"panel.judges names must be unique, got {dup} more than once")


def _merge(base: dict[str, Any], extra: dict[str, Any]) -> dict[str, Any]:
    out = dict(base)
    for k, v in extra.items():
        out[k] = _merge(out[k], v) if isinstance(v, dict) and isinstance(out.get(k), dict) else v
    return out


def build_panel(raw: Any, judge: dict[str, Any], sampling: dict[str, Any], build: Any) -> PanelConfig:
    """The :class:`PanelConfig` of a config's ``[panel]`` table.

    Args:
        raw: the ``[panel]`` table as TOML gave it (``{"judges": [...]}``).
        judge, sampling: the config's own ``[judge]`` / ``[sampling]`` tables (paths already resolved).
        build: ``build(cls, data, where)``, the loader's typed table builder (unknown keys and wrong types
            are errors naming ``panel.judges[i].<key>``).

    Raises:
        ConfigError: ``[panel]`` is not a table of ``judges``, a judge without a valid ``name``, a duplicate
            name, a panel of one, a judge's ``sampling`` that is not a table, or any bad ``[judge]`` /
            ``[sampling]`` key of a judge.
    """
    from judge_engine.config.sections import JudgeConfig, SamplingConfig

    if not isinstance(raw, dict) or set(raw) - {"judges"}:
        raise ConfigError(f"[panel] accepts only 'judges' (an array of tables [[panel.judges]]), got {raw!r}")
    items = raw.get("judges", [])
    if not isinstance(items, list) or not all(isinstance(t, dict) for t in items):
        raise ConfigError("panel.judges must be an array of tables ([[panel.judges]])")
    judges = []
    for i, item in enumerate(items):
        where = f"panel.judges[{i}]"
        body = dict(item)
        name = body.pop("name", None)
        if not isinstance(name, str) or not _NAME.fullmatch(name):
            raise ConfigError(
                f"{where}.name must be 1-64 letters, digits, '.', '_' or '-' (starting with a letter or digit), "
                f"got {name!r}"
            )
        own_sampling = body.pop("sampling", {})
        if not isinstance(own_sampling, dict):  # fresh pass full81 L1: a traceback in _merge
            raise ConfigError(f"{where}.sampling must be a table, got {own_sampling!r}")
        jc = build(JudgeConfig, _merge(judge, body), where)
        sc = build(SamplingConfig, _merge(sampling, own_sampling), f"{where}.sampling")
        judges.append(PanelJudge(name=name, judge=jc, sampling=sc))
    return PanelConfig(judges=tuple(judges))
