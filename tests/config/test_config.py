"""None"""

import pytest

from judge_engine.config import load_config, parse_override
from judge_engine.errors import ConfigError
from judge_engine.pipeline.plan import judge_identity
from judge_engine.pipeline.templates import load_template


def _write(tmp_path, text):
    p = tmp_path / "c.toml"
    p.write_text(text)
    return p


def test_issue_config_keys_load_and_paths_resolve_against_file(tmp_path):
    p = _write(
        tmp_path,
        """
[input]
paths = ["pairs/*.parquet"]
[input.columns]
question = "instruction"
[judge]
backend = "vllm"
model = "smollm2-135m-instruct"
template = "faireval-scoring"
[judge.replay]
path = "recorded.parquet"
[sampling]
orders = "both"
k = 3
temperature = 0.7
max_tokens = 256
[calibration]
review_beta = 0.2
[output]
dir = "runs/demo"
""",
    )
    c = load_config(p)
    assert c.input.paths == (str(tmp_path / "pairs/*.parquet"),)
    assert dict(c.input.columns) == {"question": "instruction"}
    assert c.judge.replay.path == str(tmp_path / "recorded.parquet")
    assert (c.sampling.k, c.sampling.temperature, c.sampling.max_tokens) == (3, 0.7, 256)
    assert c.sampling.order_list == ("ab", "ba")
    assert c.output.dir == "runs/demo"


@pytest.mark.parametrize(
    "text,message",
    [
        ("[sampling]\nkk = 3\n", "unknown key(s) sampling.kk"),
        ("[samplin]\nk = 3\n", "unknown section(s) samplin"),
        ("[sampling]\nk = 0\n", "sampling.k must be in [1, 256], got 0"),
        ('[sampling]\norders = "ba"\n', "sampling.orders must be 'both' or 'ab', got 'ba'"),
        ('[sampling]\nk = "3"\n', "sampling.k must be of type int"),
        ("[calibration]\nreview_beta = 1.5\n", "calibration.review_beta must be in [0, 1], got 1.5"),
        ('[input.columns]\nprompt = "x"\n', "unknown schema column 'prompt'"),
        ('[judge.replay]\nfile = "x"\n', "unknown key(s) judge.replay.file"),
        ("[sampling\n", "invalid TOML"),
    ],
)
def test_bad_configs_name_the_field(tmp_path, text, message):
    with pytest.raises(ConfigError, match=None) as e:
        load_config(_write(tmp_path, text))
    assert message in str(e.value)


def test_overrides_inputs_and_out(tmp_path):
    p = _write(tmp_path, '[input]\npaths = ["a.parquet"]\n[sampling]\nk = 3\n')
    c = load_config(
        p,
        overrides=[
            "sampling.k=1",
            "sampling.temperature=0",
            "judge.template=pairwise-verdict",
            "judge.replay.path=/x/y.parquet",
        ],
        inputs=["b.parquet"],
        out="o",
    )
    assert c.sampling.k == 1 and c.sampling.temperature == 0.0
    assert c.judge.template == "pairwise-verdict" and c.judge.replay.path == "/x/y.parquet"
    assert c.input.paths[0].endswith("b.parquet") and c.output.dir == "o"
    assert parse_override("a.b=[1, 2]") == (["a", "b"], [1, 2])
    with pytest.raises(ConfigError, match="section.key=value"):
        load_config(p, overrides=["k"])
    with pytest.raises(ConfigError, match="unknown section 'nope'"):
        load_config(p, overrides=["nope.k=1"])


def test_judging_hash_ignores_inputs_and_beta(tmp_path):
    p = _write(tmp_path, "[sampling]\nk = 3\n")
    base = load_config(p).judging_hash()
    assert load_config(p, overrides=["calibration.review_beta=0.5"], inputs=["x"]).judging_hash() == base
    assert load_config(p, overrides=["sampling.k=2"]).judging_hash() != base


def _cfg(tmp_path, text):
    p = tmp_path / "c.toml"
    p.write_text(text)
    return p


def test_adaptive_config_validation_and_hash(tmp_path):
    c = load_config(_cfg(tmp_path, '[sampling]\nk = 5\n[calibration]\nmode = "adaptive"\nk_min = 2\nk_step = 2\n'))
    assert c.adaptive and c.k_max == 5 and c.rounds() == [2, 4, 5]
    assert load_config(_cfg(tmp_path, '[calibration]\nmode = "adaptive"\nk_max = 7\n')).rounds() == list(range(1, 8))
    for text, msg in [
        ('[calibration]\nmode = "sometimes"\n', "calibration.mode must be 'uniform' or 'adaptive', got 'sometimes'"),
        ('[calibration]\nmode = "adaptive"\nk_min = 0\n', "calibration.k_min must be in [1, 256], got 0"),
        ("[calibration]\nk_min = 3\nk_max = 2\n", "calibration.k_max must be in [k_min = 3, 256], got 2"),
        ("[calibration]\nbpde_threshold = -1\n", "calibration.bpde_threshold must be a finite number >= 0"),
        ("[calibration]\ngap_threshold = nan\n", "calibration.gap_threshold must be a finite number >= 0"),
        ('[sampling]\nk = 2\n[calibration]\nmode = "adaptive"\nk_min = 3\n', "calibration.k_min (3) must be <= k_max"),
        ('[sampling]\norders = "ab"\n[calibration]\nmode = "adaptive"\n', "needs sampling.orders = 'both'"),
    ]:
        with pytest.raises(ConfigError, match=msg.replace("(", r"\(").replace(")", r"\)").replace("[", r"\[")):
            load_config(_cfg(tmp_path, text))
    # uniform: the adaptive keys are not part of the judging hash (old folders stay valid) ...
    plain = load_config(_cfg(tmp_path, "[sampling]\nk = 3\n")).judging_hash()
    assert (
        load_config(_cfg(tmp_path, "[sampling]\nk = 3\n[calibration]\nk_min = 2\ngap_threshold = 1.0\n")).judging_hash()
        == plain
    )
    # ... adaptive: the policy is
    ada = load_config(_cfg(tmp_path, '[calibration]\nmode = "adaptive"\n')).judging_hash()
    assert ada != plain
    assert load_config(_cfg(tmp_path, '[calibration]\nmode = "adaptive"\ngap_threshold = 1.0\n')).judging_hash() != ada
    # the request keys of adaptive runs do not depend on k (a round's extra samples extend the same request)
    t, s3, s5 = (
        load_template("faireval-scoring"),
        load_config(None).sampling,
        load_config(None, ["sampling.k=5"]).sampling,
    )
    assert judge_identity("m", None, t, s3, adaptive=True) == judge_identity("m", None, t, s5, adaptive=True)
    assert judge_identity("m", None, t, s3) != judge_identity("m", None, t, s5)
