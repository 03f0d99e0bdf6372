"""Issue 13, items 17 and 18: bad configs and templates are one-line errors at load, never tracebacks
(and never found only after an engine start)."""

import polars as pl
import pytest
from click.testing import CliRunner

from judge_engine.cli import cli
from judge_engine.config import load_config
from judge_engine.errors import ConfigError, TemplateError
from judge_engine.pipeline.templates import builtin_templates, check_constrained_regex, load_template

BASE = 'id = "t"\noutput_format = "scores_last"\nscore_min = 1\nscore_max = 10\nuser = "{first} {second}"\n'


def _template(tmp_path, text: str | bytes):
    p = tmp_path / "t.toml"
    p.write_bytes(text if isinstance(text, bytes) else text.encode())
    return str(p)


BAD_TEMPLATES = [
    # (name, file contents, message fragment)
    ("latin-1 bytes", BASE.encode() + b'description = "caf\xe9"\n', r"not UTF-8 text \(byte 0xe9 at offset"),
    ("system not a string", BASE + "system = 5\n", r"'system' must be a string, got int 5"),
    ("description not a string", BASE + "description = [1]\n", r"'description' must be a string"),
    ("regex not a string", BASE + "constrained_regex = 3\n", r"'constrained_regex' must be a string"),
    (
        "unclosed group",
        BASE + 'constrained_regex = "Score: (10|[1-9]"\n',
        r"constrained_regex is not a regex .*'Score: \(10\|\[1-9\]'",
    ),
    ("empty regex", BASE + 'constrained_regex = ""\n', r"constrained_regex is not a regex .*\(it is empty\)"),
    (
        "nan",
        BASE.replace("score_min = 1", "score_min = nan"),
        r"finite numbers with score_min < score_max, got nan, 10",
    ),
    ("inf", BASE.replace("score_max = 10", "score_max = inf"), r"finite numbers .*got 1, inf"),
    ("-inf", BASE.replace("score_min = 1", "score_min = -inf"), r"finite numbers .*got -inf, 10"),
    ("min = max", BASE.replace("score_min = 1", "score_min = 10"), r"score_min < score_max, got 10, 10"),
    ("min > max", BASE.replace("score_min = 1", "score_min = 11"), r"score_min < score_max, got 11, 10"),
    ("bool bound", BASE.replace("score_min = 1", "score_min = true"), r"score_min < score_max, got True, 10"),
    ("string bound", BASE.replace("score_max = 10", 'score_max = "10"'), r"got 1, '10'"),
    (
        "range on a verdict format",
        'id = "v"\noutput_format = "verdict_brackets"\nscore_min = nan\nscore_max = 1\nuser = "{first} {second}"\n',
        r"finite numbers",
    ),
    ("labels without {n}", BASE + 'score_labels = ["Score"]\n', r"needs '\{n\}'"),
    ("label with colon", BASE + 'score_labels = ["Score {n}:"]\n', r"without it"),
    (
        "labels on another format",
        'id = "v"\noutput_format = "verdict_brackets"\nuser = "{first} {second}"\nscore_labels = ["A {n}"]\n',
        r"apply to output_format 'scores_last' only",
    ),
    (
        "filled-in example score line",
        BASE.replace(
            'user = "{first} {second}"',
            'user = "{first} {second}\\nExample:\\nScore of the Assistant 1: 7\\nScore of the Assistant 2: <score>"',
        ),
        r"'user' line 3 shows a filled-in score line 'Score of the Assistant 1: 7'",
    ),
    # fresh pass full54 L1: a word in braces that is no placeholder reached the judge as written
    (
        "typo of a placeholder",
        BASE.replace('user = "{first} {second}"', 'user = "{question}\\n{refrence}\\n{first} {second}"'),
        r"'user' holds \{refrence\}, which is no placeholder .*'\{ refrence \}'",
    ),
    ("unknown word in system", BASE + 'system = "Judge {foo}."\n', r"'system' holds \{foo\}, which is no placeholder"),
]


@pytest.mark.parametrize("name,text,message", BAD_TEMPLATES, ids=[c[0] for c in BAD_TEMPLATES])
def test_bad_template_is_a_one_line_template_error(tmp_path, name, text, message):
    path = _template(tmp_path, text)
    with pytest.raises(TemplateError, match=message) as exc:
        load_template(path)
    assert "\n" not in str(exc.value)


def test_builtin_templates_load_and_good_regex_passes():
    for name in builtin_templates():
        load_template(name)
    assert (
        check_constrained_regex(r"Score of the Assistant 1: (10|[1-9])\nScore of the Assistant 2: (10|[1-9])") is None
    )
    assert check_constrained_regex("(abc") is not None


def test_literal_braces_that_are_no_word_stay_text(tmp_path):
    """JSON examples and a spaced word in braces are literal prompt text (only ``{word}`` is refused)."""
    user = 'user = """{first} {second}\nReply {"winner": "A"} or { foo }; {{ }} and {1} too."""'
    t = load_template(_template(tmp_path, BASE.replace('user = "{first} {second}"', user)))
    assert '{"winner": "A"} or { foo }; {{ }} and {1} too.' in t.user


def test_placeholder_score_lines_are_allowed(tmp_path):
    t = load_template(
        _template(
            tmp_path,
            BASE.replace('user = "{first} {second}"', 'user = "{first} {second}\\nScore of the Assistant 1: <score>"'),
        )
    )
    assert t.score_min == 1.0 and t.score_max == 10.0


def test_non_utf8_config_is_a_one_line_error(tmp_path):
    p = tmp_path / "c.toml"
    p.write_bytes(b'[judge]\nmodel = "caf\xe9"\n')
    with pytest.raises(ConfigError, match=r"c.toml: not UTF-8 text \(byte 0xe9 at offset 20\)"):
        load_config(p)
    with pytest.raises(ConfigError, match="is a folder"):
        load_config(tmp_path)


@pytest.mark.parametrize("case", ["config", "template", "regex", "nan"])
def test_cli_prints_one_line_errors_at_load(tmp_path, case):
    """Through `judge-engine run`: the error comes at load (exit 2, one line). (The replay backend, so
    that this fast test can never start an engine; on the vllm backend the bad regex used to surface
    only after the engine's start, ~25 s here.)"""
    pl.DataFrame({"pair_id": ["p"], "question": ["q"], "response_a": ["a"], "response_b": ["b"]}).write_parquet(
        tmp_path / "pairs.parquet"
    )
    pl.DataFrame(
        {
            "pair_id": ["p", "p"],
            "order": ["ab", "ba"],
            "sample": [0, 0],
            "text": ["Score of the Assistant 1: 8\nScore of the Assistant 2: 6"] * 2,
        }
    ).write_parquet(tmp_path / "rec.parquet")
    template = {
        "config": BASE,
        "template": BASE + "system = 5\n",
        "regex": BASE + 'constrained_regex = "(10|[1-9]"\n',
        "nan": BASE.replace("score_min = 1", "score_min = nan"),
    }[case]
    tpath = _template(tmp_path, template)
    cfg = tmp_path / "c.toml"
    body = (
        f'[input]\npaths = ["pairs.parquet"]\n[judge]\nbackend = "replay"\ntemplate = "{tpath}"\n'
        '[judge.replay]\npath = "rec.parquet"\n[sampling]\nk = 1\n'
    )
    cfg.write_bytes(body.encode() + (b"# caf\xe9\n" if case == "config" else b""))
    r = CliRunner().invoke(cli, ["run", str(cfg), "--out", str(tmp_path / "out"), "-q"])
    assert r.exit_code == 2, r.output
    assert r.output.startswith("Error: ") and r.output.count("\n") == 1, r.output
    assert "Traceback" not in r.output


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
