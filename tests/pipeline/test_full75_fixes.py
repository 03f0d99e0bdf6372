"""Fresh pass full75 (issue 13). Each test failed on the submitted state of version 80's first round (6c1df12).

- M1: a panel judge's run folder (``judges/NAME``) that is a symbolic link to another run folder had that folder's
  judgments deleted by ``panel --overwrite``;
- M2: ``import-llmbar`` counted a pair with a bad human label as judged (items in != judged + flagged);
- M3: ``import-llmbar`` stored an error message in place of the judge's text as the recorded winner's verdict;
- L1: a damaged ``panel.json`` still marked the folder finished for ``rank``."""

import json
import os

import polars as pl
import pytest

from judge_engine.errors import InputError
from judge_engine.pipeline.outputs import check_finished
from judge_engine.pipeline.paths import refuse_link
from judge_engine.ranking.importers import import_llmbar, load_llmbar
from tests.helpers.data import shared

_RESULT = "llmbar/Dataset/LLMBar/Natural/evaluators/GPT-4/Vanilla_NoRules/result.json"


def test_a_linked_judge_folder_is_refused(tmp_path):
    (tmp_path / "other-run").mkdir()
    (tmp_path / "panel" / "judges").mkdir(parents=True)
    os.symlink(tmp_path / "other-run", tmp_path / "panel" / "judges" / "j1")
    with pytest.raises(InputError, match="j1 is a symbolic link: the panel writes and deletes"):
        refuse_link(tmp_path / "panel" / "judges" / "j1", "the panel")


def _records(tmp_path, change):
    records = json.loads(shared(_RESULT).read_text())[:4]
    change(records)
    (tmp_path / "r.json").write_text(json.dumps(records))
    return tmp_path / "r.json"


def test_import_llmbar_counts_a_bad_label_as_flagged(tmp_path):
    path = _records(tmp_path, lambda r: r[0].update(label=3))
    summary = import_llmbar(path, tmp_path / "o")
    assert (summary.pairs_in, summary.pairs_judged, summary.pairs_flagged) == (4, 3, 1)
    assert summary.flag_reasons == {"bad_human_label": 1}


def test_import_llmbar_reads_an_error_message_as_no_verdict(tmp_path):
    def error(records):
        for rec in records[0]["results"][-1].values():
            rec["completion"][0] = "Error: rate limit reached, please retry"

    _, judgments = load_llmbar(_records(tmp_path, error))
    first = judgments.filter(pl.col("pair_id") == "0000")
    assert first["parse_status"].to_list() == ["no_verdict", "no_verdict"] and first["verdict"].is_null().all()


def test_a_damaged_panel_mark_is_refused(tmp_path):
    (tmp_path / "judges").mkdir()
    (tmp_path / "panel.json").write_text("{")
    with pytest.raises(InputError, match="panel.json: the folder's finished mark is damaged"):
        check_finished(tmp_path)
