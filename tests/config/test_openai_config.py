"""``[judge.openai]`` (issue 18): validated where values enter, and in the judging hash only as far as it
changes what is asked (``structured_outputs``); every other backend's configs hash as before."""

import pytest

from judge_engine.config import RunConfig, load_config
from judge_engine.errors import ConfigError
from tests.helpers.configs import openai_config


@pytest.mark.parametrize(
    "line, message",
    [
        ('api_key = "sk-secret"', "unknown key(s) judge.openai.api_key"),
        ('api_key_env = "sk-abc-123"', "NAME of an environment variable"),
        ("max_concurrency = 0", "max_concurrency must be >= 1"),
        ("requests_per_minute = -1", "requests_per_minute must be > 0"),
        ("backoff_base_s = 5.0\nbackoff_max_s = 1.0", "backoff_max_s must be >= backoff_base_s"),
        ('n_per_request = "sometimes"', "n_per_request must be 'auto' or 'never'"),
        ('base_url = "localhost:8000"', "base_url must be an http(s) URL"),
    ],
)
def test_openai_config_is_validated(tmp_path, line, message):
    cfg = tmp_path / "c.toml"
    cfg.write_text(f'[input]\npaths = ["x.parquet"]\n[judge]\nbackend = "openai"\n[judge.openai]\n{line}\n')
    with pytest.raises(ConfigError, match=message.replace("(", r"\(").replace(")", r"\)")):
        load_config(cfg)


def test_judging_hash_of_other_backends_is_unchanged():
    # recorded with the code before the openai section existed (commit f4211c3), whose defaults were
    # faireval-scoring without a constraint (issue 16 changed the defaults, not the hash function); the
    # determinism switches (issue 16) are outside the hash
    from judge_engine.config import JudgeConfig

    old = JudgeConfig(template="faireval-scoring", constrain="off")
    assert RunConfig(judge=old).judging_hash("x") == "70a3615acc559fcd"
    swapped = JudgeConfig(template="faireval-scoring", constrain="off", seeding="engine", batch_invariant=True)
    assert RunConfig(judge=swapped).judging_hash("x") == "70a3615acc559fcd"


def test_openai_settings_outside_the_hash_except_structured_outputs(tmp_path):
    base = load_config(openai_config(tmp_path / "run.toml", None))
    moved = load_config(
        openai_config(tmp_path / "b.toml", None, openai={"max_concurrency": 3, "price_prompt_per_mtok": 2.0}),
        overrides=["judge.openai.base_url=http://10.0.0.2:8000/v1"],
    )
    assert moved.judging_hash("t") == base.judging_hash("t")
    assert "openai" in moved.resource_settings()["judge"]
    other = load_config(openai_config(tmp_path / "c.toml", None, openai={"structured_outputs": False}))
    assert other.judging_hash("t") != base.judging_hash("t")
