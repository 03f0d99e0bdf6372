"""Fresh pass adv66 (on 4f9830a, the whole engine but the parser's wordings; replay backend). Each test fails on
4f9830a:

- D1 (High): ``run --overwrite`` (and ``batch export --overwrite``) deleted the finished results and every judgment
  part, then refused the input (a missing column, a column of the wrong type);
- D2 (High): ``panel --overwrite`` with such an input deleted the first judge's judgments;
- D3 (Low): ``panel`` without ``--overwrite`` and such an input removed ``panel.json``, so ``rank`` refused the folder;
- D4 (Low): ``batch export --file o6 --out o6`` was a traceback and left a run folder without a summary.

Counts by hand: the replay recording gives each of 4 pairs verdict ``a``: 2 orders x k = 1 = 8 judgments; the panel
helper judges 6 pairs with 3 judges."""

import json
from typing import Any

import polars as pl
import pytest
from click.testing import CliRunner

from judge_engine.cli import cli
from tests.helpers.configs import openai_config
from tests.helpers.panels import setup_panel
from tests.helpers.replay_runs import pairs_frame, replay_setup, run_cli

BAD_INPUTS: dict[str, dict[str, list[Any]]] = {
    "no response_b": {"pair_id": ["p0"], "question": ["q0"], "response_a": ["A0"]},
    "response_b of integers": {"pair_id": ["p0"], "question": ["q0"], "response_a": ["A0"], "response_b": [3]},
}


def _folder(out):
    return sorted(p.name for p in out.iterdir()), sorted(p.name for p in (out / "judgments").glob("part-*.parquet"))


@pytest.mark.parametrize("bad", sorted(BAD_INPUTS))
def test_overwrite_with_a_refused_input_discards_nothing(tmp_path, bad):
    cfg = replay_setup(tmp_path, n=4)
    out = tmp_path / "out"
    assert run_cli("run", str(cfg), "--out", str(out), "-q").exit_code == 0
    before = _folder(out)
    assert "summary.json" in before[0] and len(before[1]) == 1
    pl.DataFrame(BAD_INPUTS[bad]).write_parquet(tmp_path / "bad.parquet")
    r = run_cli("run", str(cfg), "--out", str(out), "--input", str(tmp_path / "bad.parquet"), "--overwrite", "-q")
    assert r.exit_code == 2 and "bad.parquet" in r.output and "response_b" in r.output, r.output
    assert _folder(out) == before
    assert (out / "summary.json").is_file() and pl.read_parquet(out / "pairs.parquet").height == 4


def test_batch_export_overwrite_with_a_refused_input_discards_nothing(tmp_path):
    pairs_frame(3).write_parquet(tmp_path / "pairs.parquet")
    cfg = openai_config(tmp_path / "c.toml", None, [str(tmp_path / "pairs.parquet")], k=1, template="faireval-scoring")
    out = tmp_path / "o"
    r = run_cli("batch", "export", str(cfg), "--file", str(tmp_path / "req.jsonl"), "--out", str(out))
    assert r.exit_code == 0, r.output
    answer = "Score of the Assistant 1: 8\nScore of the Assistant 2: 3"
    lines = []
    for j, line in enumerate((tmp_path / "req.jsonl").read_text().splitlines()):
        choice = {"index": 0, "message": {"role": "assistant", "content": answer}, "finish_reason": "stop"}
        body = {"id": "c", "object": "chat.completion", "model": "judge", "choices": [choice]}
        response = {"status_code": 200, "request_id": "x", "body": body}
        lines.append({"id": f"b{j}", "custom_id": json.loads(line)["custom_id"], "response": response, "error": None})
    (tmp_path / "res.jsonl").write_text("".join(json.dumps(x) + "\n" for x in lines))
    r = run_cli("batch", "import", str(cfg), str(tmp_path / "res.jsonl"), "--out", str(out))
    assert r.exit_code == 0, r.output
    before = _folder(out)
    assert "summary.json" in before[0] and before[1]
    pl.DataFrame(BAD_INPUTS["no response_b"]).write_parquet(tmp_path / "bad.parquet")
    args = ["--file", str(tmp_path / "req2.jsonl"), "--out", str(out), "--input", str(tmp_path / "bad.parquet")]
    r = run_cli("batch", "export", str(cfg), *args, "--overwrite")
    assert r.exit_code == 2 and "response_b" in r.output, r.output
    assert _folder(out) == before


def test_a_panel_with_a_refused_input_keeps_its_judgments_and_its_finished_mark(tmp_path):
    cfg = setup_panel(tmp_path)
    out = tmp_path / "out"

    def state():
        parts = {j: len(list((out / "judges" / j / "judgments").glob("part-*.parquet"))) for j in ("j1", "j2", "j3")}
        return parts, (out / "panel.json").is_file(), (out / "judges" / "j1" / "summary.json").is_file()

    assert CliRunner().invoke(cli, ["panel", str(cfg), "--out", str(out), "-q"]).exit_code == 0
    before = state()
    assert before[1:] == (True, True) and min(before[0].values()) > 0
    pl.DataFrame(BAD_INPUTS["no response_b"]).write_parquet(tmp_path / "bad.parquet")
    for extra in ([], ["--overwrite"]):
        args = ["panel", str(cfg), "--out", str(out), "--input", str(tmp_path / "bad.parquet"), "-q", *extra]
        r = CliRunner().invoke(cli, args)
        assert r.exit_code == 2 and "response_b" in r.output, r.output
        assert state() == before


def test_batch_export_file_naming_the_output_folder_is_one_line(tmp_path):
    pairs_frame(3).write_parquet(tmp_path / "pairs.parquet")
    cfg = openai_config(tmp_path / "c.toml", None, [str(tmp_path / "pairs.parquet")], k=1)
    o6 = tmp_path / "o6"
    r = run_cli("batch", "export", str(cfg), "--file", str(o6), "--out", str(o6))
    assert r.exit_code == 2 and "output folder" in r.output and "Traceback" not in r.output, r.output
    assert not o6.exists()
