"""The OffsetBias data job: de-biasing preference data made with local models (Park et al. 2024, Sec. 4).

Public API: :func:`run_offsetbias` with :class:`OffsetBiasOptions` and :class:`Roles`;
:func:`build_instructions` (instructions with references from the public datasets). See
:mod:`judge_engine.offsetbias.job` for the flow.
"""

from judge_engine.offsetbias.engines import ROLES, Roles
from judge_engine.offsetbias.filter import TOO_EASY
from judge_engine.offsetbias.job import OffsetBiasOptions, run_offsetbias
from judge_engine.offsetbias.prompts import FALLACIES, METHODS
from judge_engine.offsetbias.sources import SOURCES, build_instructions

__all__ = [
    "FALLACIES",
    "METHODS",
    "ROLES",
    "SOURCES",
    "TOO_EASY",
    "OffsetBiasOptions",
    "Roles",
    "build_instructions",
    "run_offsetbias",
]
