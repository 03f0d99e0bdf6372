"""Defaults that work (issue 16): the default template is one the default judge follows, and a run whose judge
cannot follow its template does not exit 0 (a default gate on the parse failure rate, overridable)."""

import json

import polars as pl

from judge_engine.config import load_config
from tests.helpers.configs import write_config
from tests.helpers.replay_runs import pairs_frame, run_cli


def test_a_config_with_only_input_paths_picks_the_demos_template(tmp_path):
    """README (Parsing): SmolLM2-135M-Instruct left 160 of 160 demo samples unparsed under faireval-vanilla
    without constrained decoding and 0 with constrain = "format"; the default config was faireval-scoring
    with no constraint (97 % unparsed in the issue)."""
    cfg = load_config(write_config(tmp_path / "c.toml", input={"paths": ["x.parquet"]}))
    assert (cfg.judge.model, cfg.judge.template, cfg.judge.constrain) == (
        "smollm2-135m-instruct",
        "faireval-vanilla",
        "format",
    )
    demo = load_config("configs/demo.toml").judge
    assert (demo.model, demo.template, demo.constrain) == (cfg.judge.model, cfg.judge.template, cfg.judge.constrain)


def _unparseable_run(tmp_path, n_bad):
    """4 pairs x 2 orders x 1 sample; the first ``n_bad`` pairs' completions carry no verdict."""
    pairs_frame(4).write_parquet(tmp_path / "pairs.parquet")
    # faireval-vanilla: scores on the first line, then the evidence, naming the assistants as the prompt does
    # (response A is Assistant 1 in order ab, Assistant 2 in ba; "3 8\nA is better." contradicts itself: A = slot 1)
    ok = {"ab": "8 3\nAssistant 1 is better.", "ba": "3 8\nAssistant 2 is better."}
    rows = [(f"p{i}", o, 0, "I cannot judge this." if i < n_bad else ok[o]) for i in range(4) for o in ("ab", "ba")]
    pl.DataFrame(rows, schema=["pair_id", "order", "sample", "text"], orient="row").write_parquet(
        tmp_path / "r.parquet"
    )
    return write_config(
        tmp_path / "c.toml",
        input={"paths": ["pairs.parquet"]},
        judge={"backend": "replay", "replay": {"path": "r.parquet"}},
        sampling={"k": 1},
    )


def test_a_judge_that_cannot_follow_its_template_fails_the_default_gate(tmp_path):
    cfg = _unparseable_run(tmp_path, n_bad=1)  # 2 of 8 samples unparsed: 0.25 > 0.2
    r = run_cli("run", str(cfg), "--out", str(tmp_path / "o1"), "-q")
    assert r.exit_code == 3, r.output
    assert "Gate failed: parse_failure_rate 0.2500 > 0.2" in r.output
    s = json.loads((tmp_path / "o1" / "summary.json").read_text())
    assert s["gate"]["max_parse_failure_rate"] == 0.2 and s["gate"]["passed"] is False
    # overridable: a higher maximum, or 1 to switch it off
    for rate in ("0.3", "1"):
        r = run_cli("run", str(cfg), "--out", str(tmp_path / f"o-{rate}"), "-q", "--max-parse-failure-rate", rate)
        assert r.exit_code == 0, r.output


def test_a_run_within_the_default_gate_exits_0(tmp_path):
    cfg = _unparseable_run(tmp_path, n_bad=0)
    r = run_cli("run", str(cfg), "--out", str(tmp_path / "o"), "-q")
    assert r.exit_code == 0, r.output
    assert "--max-parse-failure-rate RATE" in run_cli("run", "--help").output
    assert "[default: 0.2]" in run_cli("run", "--help").output
