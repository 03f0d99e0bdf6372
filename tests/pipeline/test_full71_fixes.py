"""Fresh pass full71 (issue 13). Each test failed on version 78 as submitted (0cd9d91).

- M1: ``grade`` wrote ``<out>.units.parquet`` in place, so a hard link there to an input (the answers file) got the
  units written into it: a hard link to an input is now refused like the input itself;
- M2: a ``grade`` refused for another judging config first replaced the folder's units file, the input the folder
  was judged from: it is put back;
- M3: replay served a recorded text whose ``finish_reason`` is null (an unknown reason: maybe cut) as a whole answer;
- L1: ``review export`` of a multi-turn run said "missing required column 'question'";
- L2: a review cell starting with NUL and then a formula leader was not neutralised;
- L3: ``rank --bootstrap 1000000000`` ended in a numpy MemoryError traceback."""

import json
import os

import polars as pl
import pytest
from click.testing import CliRunner

from judge_engine.backends.replay import read_recording_file
from judge_engine.cli import cli
from judge_engine.errors import InputError
from judge_engine.pipeline.paths import check_write_target
from judge_engine.ranking.labels import neutralise_formulas, restore_formula
from tests.helpers.configs import write_config
from tests.helpers.data import shared

MT = "mt-bench/mt_bench"
MODELS = ("gpt-4", "vicuna-13b-v1.3")


def test_a_hard_link_to_an_input_is_refused_as_the_input(tmp_path):
    answers = tmp_path / "answers.jsonl"
    answers.write_text('{"question_id": 81}\n')
    link = tmp_path / "o.units.parquet"
    os.link(answers, link)
    with pytest.raises(InputError, match="would overwrite input file"):
        check_write_target(link, (str(answers),), "the units file")
    assert answers.read_text() == '{"question_id": 81}\n'
    other = tmp_path / "other.parquet"
    other.write_bytes(b"PAR1")
    assert check_write_target(other, (str(answers),), "the units file") == other.resolve()


def _grade(tmp_path, rating, *args, pairwise=False):
    """Grade two models on question 81 (two turns) with a recording that rates every item ``rating`` (or, with
    ``pairwise``, judges every pair ``[[A]]`` with MT-Bench's pairwise template: multi-turn conversations)."""
    qs = [json.loads(x) for x in shared(f"{MT}/question.jsonl").read_text().splitlines()]
    (tmp_path / "q.jsonl").write_text(json.dumps(next(q for q in qs if q["question_id"] == 81)) + "\n")
    if pairwise:
        pair = "|".join(("81", *sorted(MODELS)))
        rec = [
            {"pair_id": f"{pair}|t{t}", "order": o, "sample": 0, "text": "Explanation.\n[[A]]"}
            for t in (1, 2)
            for o in ("ab", "ba")
        ]
    else:
        rec = [
            {"pair_id": f"81|{m}|t{t}", "order": "single", "sample": 0, "text": f"Fine.\nRating: [[{rating}]]"}
            for m in MODELS
            for t in (1, 2)
        ]
    pl.DataFrame(rec).write_parquet(tmp_path / "rec.parquet")
    template = "mt-bench-pairwise" if pairwise else "mt-bench-single"
    cfg = write_config(
        tmp_path / "c.toml",
        judge={"backend": "replay", "template": template, "replay": {"path": str(tmp_path / "rec.parquet")}},
        sampling={"k": 1},
    )
    answers = [str(shared(f"{MT}/model_answer/{m}.jsonl")) for m in MODELS]
    cmd = [*answers, "--config", str(cfg), "--out", str(tmp_path / "out"), "--questions", str(tmp_path / "q.jsonl")]
    return CliRunner().invoke(cli, ["grade", *cmd, "-q", "--bootstrap", "0", *args])


def test_a_refused_grade_puts_the_folders_units_file_back(tmp_path):
    assert _grade(tmp_path, 7).exit_code == 0
    units = tmp_path / "out.units.parquet"
    before = pl.read_parquet(units)
    # another judging config (k = 2) over the same folder, with other units (one model): refused; the units file is
    # the one the folder was judged from, the same frame, and no ".previous" file is left behind
    r = _grade(tmp_path, 7, "--set", "sampling.k=2", "--models", MODELS[0])
    assert r.exit_code == 2 and "different judging config" in r.output, r.output
    assert pl.read_parquet(units).equals(before)
    assert sorted(p.name for p in tmp_path.iterdir() if p.name.startswith("out.units")) == ["out.units.parquet"]


def test_a_recording_with_an_unknown_finish_reason_is_refused(tmp_path):
    df = pl.DataFrame(
        {"pair_id": ["p", "p"], "order": ["ab", "ba"], "sample": [0, 0], "text": ["8 2", "8 1"]},
    ).with_columns(finish_reason=pl.Series(["stop", None], dtype=pl.String))
    df.write_parquet(tmp_path / "rec.parquet")
    with pytest.raises(InputError, match=r"row 1 has finish_reason None"):
        read_recording_file(tmp_path / "rec.parquet")
    df.drop("finish_reason").write_parquet(tmp_path / "hand.parquet")  # a hand-made recording has no such column
    assert read_recording_file(tmp_path / "hand.parquet").height == 2


def test_review_export_of_a_multi_turn_run_says_what_it_cannot_show(tmp_path):
    r = _grade(tmp_path, 7, pairwise=True)
    assert r.exit_code == 0, r.output
    r = CliRunner().invoke(cli, ["review", "export", str(tmp_path / "out")])
    assert r.exit_code == 2
    assert r.output.strip().splitlines() == [
        f"Error: {tmp_path / 'out.units.parquet'}: this run judged multi-turn conversations (a turns column); review "
        "export and the review queue show single-turn pairs only (README, Known limits)"
    ]


def test_a_nul_before_a_formula_leader_is_neutralised():
    df = neutralise_formulas(pl.DataFrame({"t": ["\x00=HYPERLINK(1)", "ok"]}))
    assert df["t"].to_list() == ["'\x00=HYPERLINK(1)", "ok"]
    assert restore_formula(df["t"][0]) == "\x00=HYPERLINK(1)"


@pytest.mark.parametrize("command", ["rank", "grade", "tournament"])
def test_a_bootstrap_past_the_bound_is_one_line(tmp_path, command):
    r = CliRunner().invoke(cli, [command, str(tmp_path), "--bootstrap", "1000000000"])
    assert r.exit_code == 2
    assert "--bootstrap 1000000000 is out of range: it must lie in 0 .. 100,000" in r.output
