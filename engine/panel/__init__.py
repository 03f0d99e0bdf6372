"""Judge panels (issue 17): several judges over the same pairs, each in its own store partition, combined.

:func:`~judge_engine.panel.run.run_panel` runs every judge of ``[panel]`` as a normal run into
``OUT/judges/<name>/`` (one after another, each engine started and closed; with ``--ray`` side by side, each
judge on its own Ray worker that owns its engine: :mod:`judge_engine.distributed.panel`), then
:func:`~judge_engine.panel.results.combine` writes the panel's ``OUT/pairs.parquet`` and ``OUT/panel.json``.
"""

from judge_engine.panel.results import combine, panel_pairs, panel_summary
from judge_engine.panel.run import PanelResult, judge_configs, run_panel

__all__ = ["PanelResult", "combine", "judge_configs", "panel_pairs", "panel_summary", "run_panel"]
