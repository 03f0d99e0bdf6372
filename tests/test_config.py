import pytest

from judge_engine.config import load_config, parse_override
from judge_engine.errors import ConfigError
from judge_engine.pipeline.templates import builtin_templates, load_template
from judge_engine.errors import TemplateError


def _write(tmp_path, text):
    p = tmp_path / "c.toml"
    p.write_text(text)
    return p


def test_issue_config_keys_load_and_paths_resolve_against_file(tmp_path):
    p = _write(tmp_path, """
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
""")
    c = load_config(p)
    assert c.input.paths == (str(tmp_path / "pairs/*.parquet"),)
    assert dict(c.input.columns) == {"question": "instruction"}
    assert c.judge.replay.path == str(tmp_path / "recorded.parquet")
    assert (c.sampling.k, c.sampling.temperature, c.sampling.max_tokens) == (3, 0.7, 256)
    assert c.sampling.order_list == ("ab", "ba")
    assert c.output.dir == "runs/demo"


@pytest.mark.parametrize("text,message", [
    ("[sampling]\nkk = 3\n", "unknown key(s) sampling.kk"),
    ("[samplin]\nk = 3\n", "unknown section(s) samplin"),
    ("[sampling]\nk = 0\n", "sampling.k must be in [1, 256], got 0"),
    ("[sampling]\norders = \"ba\"\n", "sampling.orders must be 'both' or 'ab', got 'ba'"),
    ("[sampling]\nk = \"3\"\n", "sampling.k must be of type int"),
    ("[calibration]\nreview_beta = 1.5\n", "calibration.review_beta must be in [0, 1], got 1.5"),
    ("[input.columns]\nprompt = \"x\"\n", "unknown schema column 'prompt'"),
    ("[judge.replay]\nfile = \"x\"\n", "unknown key(s) judge.replay.file"),
    ("[sampling\n", "invalid TOML"),
])
def test_bad_configs_name_the_field(tmp_path, text, message):
    with pytest.raises(ConfigError, match=None) as e:
        load_config(_write(tmp_path, text))
    assert message in str(e.value)


def test_overrides_inputs_and_out(tmp_path):
    p = _write(tmp_path, "[input]\npaths = [\"a.parquet\"]\n[sampling]\nk = 3\n")
    c = load_config(p, overrides=["sampling.k=1", "sampling.temperature=0", "judge.template=pairwise-verdict",
                                  "judge.replay.path=/x/y.parquet"], inputs=["b.parquet"], out="o")
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


def test_templates_builtin_and_errors(tmp_path):
    assert {"faireval-scoring", "faireval-vanilla", "pairwise-verdict"} <= set(builtin_templates())
    t = load_template("faireval-scoring")
    msgs = t.render("Q?", "first {second} text", "SECOND")
    assert msgs[0]["role"] == "system"
    user = msgs[1]["content"]
    # one-pass substitution: a placeholder inside a response is not expanded
    assert "first {second} text" in user and user.index("Q?") < user.index("first {second}") < user.index("SECOND")
    with pytest.raises(TemplateError, match="unknown template 'nope'; builtin: "):
        load_template("nope")
    bad = tmp_path / "t.toml"
    bad.write_text('id = "x"\noutput_format = "scores_last"\nuser = "{first} {second}"\n')
    with pytest.raises(TemplateError, match="score_min < score_max"):
        load_template(str(bad))
