"""The [judge.reward] section and the reward backend's config rules (issue 17)."""

import pytest

from judge_engine.config import judging_hash_of, load_config
from judge_engine.errors import ConfigError


def test_reward_needs_the_reward_template():
    with pytest.raises(ConfigError, match="reward-model"):
        load_config(None, ["judge.backend=reward"])
    c = load_config(None, ["judge.backend=reward", "judge.template=reward-model", "judge.reward.tie_margin=0.5"])
    assert c.judge.reward.tie_margin == 0.5


@pytest.mark.parametrize("bad", ["-1", "nan", "inf"])
def test_tie_margin_range(bad):
    with pytest.raises(ConfigError, match="tie_margin"):
        load_config(None, ["judge.backend=reward", "judge.template=reward-model", f"judge.reward.tie_margin={bad}"])


def test_other_configs_hash_as_before():
    """The [judge.reward] section joins the version-1 hash only for the reward backend: the default config's
    hashes are the ones main computed before the section existed (recorded from /work/main)."""
    d = load_config(None).to_dict()
    assert "panel" not in d
    assert judging_hash_of(d, "x", 2) == "352faaa70249047d"
    assert judging_hash_of(d, "x", 1) == "f60f00e839b12391"
