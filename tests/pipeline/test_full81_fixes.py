"""Fresh pass full81 (on 0b34c17): ``--repair`` of a folder whose manifest is missing (M1), a full disk (M2), the
temporary files a failed write left (L2), a panel judge's ``sampling`` that is not a table (L1). Expected values by
hand: the replay recording gives every pair a verdict, 4 pairs x 2 orders x k = 1 are 8 judgments."""

import errno
import json

import polars as pl
import pytest

from judge_engine.config.panel import build_panel
from judge_engine.errors import ConfigError
from tests.helpers.replay_runs import lock_held_by_another_process, replay_setup, run_cli


def _ok(*args):
    r = run_cli(*[str(a) for a in args])
    assert r.exit_code == 0, r.output
    return r


def test_repair_of_a_folder_whose_manifest_is_missing_keeps_its_judgments(tmp_path):
    cfg = replay_setup(tmp_path, n=4)
    out = tmp_path / "o"
    _ok("run", cfg, "--out", out, "-q")
    (out / "manifest.json").unlink()
    refused = run_cli("run", str(cfg), "--out", str(out), "-q")
    assert refused.exit_code == 2 and "--repair" in refused.output
    assert not (out / "quarantine").exists()  # nothing to move: --repair once failed writing into it (M1)
    _ok("run", cfg, "--out", out, "-q", "--repair")
    summary = json.loads((out / "summary.json").read_text())
    assert summary["judgments"] == 8 and (out / "manifest.json").is_file()


def _no_temporary_files(folder):
    return sorted(p.name for p in folder.rglob(".tmp-*"))


@pytest.mark.parametrize("writes_before", [0, 2, 4, 8])
def test_a_full_disk_is_one_line_and_leaves_no_temporary_file(tmp_path, monkeypatch, writes_before):
    """The disk fills after ``writes_before`` fsyncs: at the manifest, a part or a result file (M2, L2)."""
    import judge_engine.files as files

    cfg = replay_setup(tmp_path, n=4)
    out = tmp_path / "o"
    real = files.os.fsync
    calls = []

    def filling(fd):
        calls.append(fd)
        if len(calls) > writes_before:
            raise OSError(errno.ENOSPC, "No space left on device")
        return real(fd)

    monkeypatch.setattr(files.os, "fsync", filling)
    r = run_cli("run", str(cfg), "--out", str(out), "-q")
    assert r.exit_code == 2 and len(r.output.strip().splitlines()) == 1, r.output
    assert "No space left on device" in r.output
    assert _no_temporary_files(out) == []  # each failed write took its temporary file away (L2)
    monkeypatch.setattr(files.os, "fsync", real)
    _ok("run", cfg, "--out", out, "-q")  # space freed: the same command finishes
    assert json.loads((out / "summary.json").read_text())["judgments"] == 8


def test_polars_failing_to_write_a_result_file_is_one_line_naming_it(tmp_path, monkeypatch):
    cfg = replay_setup(tmp_path, n=4)
    out = tmp_path / "o"
    real = pl.DataFrame.write_parquet

    def failing(self, path, *args, **kwargs):
        if str(path).endswith("-pairs.parquet"):
            raise pl.exceptions.ComputeError("parquet: File out of specification: underlying IO error")
        return real(self, path, *args, **kwargs)

    monkeypatch.setattr(pl.DataFrame, "write_parquet", failing)
    r = run_cli("run", str(cfg), "--out", str(out), "-q")
    assert r.exit_code == 2 and len(r.output.strip().splitlines()) == 1, r.output
    assert "cannot write" in r.output and "pairs.parquet" in r.output
    assert _no_temporary_files(out) == []


@pytest.mark.parametrize("sampling", [3, [1], "k=2"])
def test_a_panel_judges_sampling_that_is_not_a_table_is_named(sampling):
    raw = {"judges": [{"name": "j1", "sampling": sampling}, {"name": "j2"}]}
    with pytest.raises(ConfigError, match=r"panel\.judges\[0\]\.sampling must be a table"):
        build_panel(raw, {}, {}, lambda cls, data, where: None)


@pytest.mark.parametrize("blank", ["", "   "])
def test_an_empty_offsetbias_item_id_is_refused_naming_its_row(tmp_path, blank):
    """Fresh pass full81 L4: an empty ``item_id`` was generated for, then dropped as ``filter_unjudged``."""
    from judge_engine.errors import InputError
    from judge_engine.offsetbias.items import read_instructions

    path = tmp_path / "in.parquet"
    pl.DataFrame({"item_id": ["i1", "i2", blank], "instruction": ["a", "b", "c"]}).write_parquet(path)
    with pytest.raises(InputError, match=r"in\.parquet: row 2, column 'item_id': empty"):
        read_instructions(path)


def test_a_question_id_given_two_texts_is_refused_naming_the_rows(tmp_path):
    """Fresh pass full81 L3: ``grade`` graded the first text and flagged the second's items as duplicate pairs."""
    from judge_engine.errors import InputError
    from judge_engine.ranking.importers import read_fastchat_answers_questions

    rows = [
        {"question_id": 81, "category": "writing", "turns": ["Write a travel blog post."]},
        {"question_id": 82, "category": "writing", "turns": ["Draft an email."]},
        {"question_id": 81, "category": "writing", "turns": ["Write a haiku."]},
    ]
    path = tmp_path / "q.jsonl"
    path.write_text("\n".join(json.dumps(r) for r in rows) + "\n")
    with pytest.raises(InputError, match=r"q\.jsonl: question '81' is given two texts, on rows 1 and 3"):
        read_fastchat_answers_questions(path)
    path.write_text("\n".join(json.dumps(r) for r in [rows[0], rows[1], rows[0]]) + "\n")
    assert read_fastchat_answers_questions(path)["question_id"].to_list() == ["81", "82"]  # a repeated row: kept once


def test_readers_of_a_folder_whose_first_run_has_not_written_its_manifest_say_it_is_being_written(tmp_path):
    """Fresh pass full81 L5: ``report``, ``rank`` and ``review export`` told the user to run ``judge-engine run`` into
    a folder whose first run held the lock but had not written ``manifest.json`` yet. The holder is a real process."""
    out = tmp_path / "o"
    out.mkdir()
    with lock_held_by_another_process(out) as holder:
        for args in (["report", str(out)], ["rank", str(out)], ["review", "export", str(out)]):
            r = run_cli(*args)
            assert r.exit_code == 2 and len(r.output.strip().splitlines()) == 1, r.output
            assert f"still writing it (pid {holder.pid}" in r.output and "judge-engine run` into" not in r.output


def test_two_run_folders_linking_one_judgments_folder_are_refused_and_the_first_keeps_its_readings(tmp_path):
    """Fresh pass full81 (``shared_judgments_link``, exposed by the M1 fix): ``b``'s ``--repair`` of its missing
    manifest took ``a``'s parts for its own and parsed ``a``'s rows again with its own template. A moved run folder
    keeps its linked judgments."""
    import os
    import shutil

    cfg = replay_setup(tmp_path, n=4)
    big = tmp_path / "big"
    big.mkdir()
    for name in ("a", "b"):
        (tmp_path / name).mkdir()
        os.symlink(big, tmp_path / name / "judgments")
    _ok("run", cfg, "--out", tmp_path / "a", "-q")
    parts = sorted(p.name for p in big.glob("part-*"))
    for extra in ([], ["--repair"]):
        r = run_cli("run", str(cfg), "--out", str(tmp_path / "b"), "-q", *extra)
        assert r.exit_code == 2 and "two run folders cannot share one judgments folder" in r.output, r.output
    assert sorted(p.name for p in big.glob("part-*")) == parts
    shutil.move(tmp_path / "a", tmp_path / "a-moved")  # the link moves with its folder: the new place owns it
    _ok("run", cfg, "--out", tmp_path / "a-moved", "-q")
    assert json.loads((tmp_path / "a-moved" / "summary.json").read_text())["verdicts"] == {"a": 4, "b": 0, "tie": 0}
