"""The ``[judge.reward]`` section (issue 17): settings of the ``reward`` backend, validated where values enter."""

from __future__ import annotations

import math
from dataclasses import dataclass

from judge_engine.errors import ConfigError

REWARD_TEMPLATE = "reward-model"
"""The template a ``reward`` run reads its scores with (``configs/templates/reward-model.toml``: JSON
``score_1`` / ``score_2``, any real number). The reward model itself sees each (question, response)
under its own tokenizer's chat template, never this template's prompt."""


@dataclass(frozen=True)
class RewardConfig:
    """Settings of the ``reward`` backend (a classifier reward model with one output, on vLLM's pooling
    runner); ``judge.model`` names the reward model (a local folder or a Hugging Face id).

    Attributes:
        tie_margin: a pair is a tie when its calibrated scores differ by at most this many reward
            units (``|cs_a - cs_b| <= tie_margin``), else the higher one wins; >= 0, finite
            (default 0: only equal scores tie). Applied by the final stage to the stored raw scores,
            so it is not in the judging hash: changing it re-decides verdicts without scoring again.
    """

    tie_margin: float = 0.0

    def __post_init__(self) -> None:
        if not (math.isfinite(self.tie_margin) and self.tie_margin >= 0):
            raise ConfigError(f"judge.reward.tie_margin must be a finite number >= 0, got {self.tie_margin}")
