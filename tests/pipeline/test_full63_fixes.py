"""Fresh full-category pass full63 (on parser version 72), outside the parser: each test reproduces a finding from the
pass's report and fails before its fix.

- H1: ``review export`` replaced a filled ``review.csv`` that a spreadsheet had saved as UTF-16 (with or without its
  byte-order mark) or with CR-only line ends (Excel for Mac's "CSV (Macintosh)"): people's labels lost;
- M1: ``review import`` of a CR-only sheet said it held no entries;
- L1: a damaged ``quarantine/pending.json`` (a killed ``--repair``'s record of its moves) was deleted without a word;
- L2: ``run --reuse`` dropped a source folder's people's labels it could not read with no warning on stderr;
- L3: ``pairs`` named no line or field of a cp1252 answers CSV, only Python's byte position.

H2 and H3 (stand-in scores and verdicts) are in ``test_parsing_adv63.py``."""

import polars as pl
import pytest

from tests.helpers.replay_runs import pairs_frame, recording, run_cli


def _run(tmp_path, monkeypatch, n=4, out="out"):
    monkeypatch.chdir(tmp_path)
    pairs_frame(n).write_parquet("in.parquet")
    recording(tmp_path / "rec.parquet", [f"p{i}" for i in range(n)])
    (tmp_path / "c.toml").write_text(
        '[input]\npaths = ["in.parquet"]\n[judge]\nbackend = "replay"\ntemplate = "faireval-scoring"\n'
        '[judge.replay]\npath = "rec.parquet"\n[sampling]\nk = 1\n'
    )
    assert run_cli("run", "c.toml", "--out", out, "-q").exit_code == 0


def _filled_sheet(tmp_path):
    assert run_cli("review", "export", "out", "--beta", "1").exit_code == 0
    path = tmp_path / "out" / "review" / "review.csv"
    return path, pl.read_csv(path, infer_schema=False).with_columns(pl.lit("b").alias("label")).write_csv()


@pytest.mark.parametrize(
    ("how", "save"),
    [
        ("utf-16 tab", lambda text: text.replace(",", "\t").encode("utf-16")),
        ("utf-16-le without a BOM", lambda text: text.encode("utf-16-le")),
        ("utf-16-be without a BOM", lambda text: text.encode("utf-16-be")),
        ("CR line ends", lambda text: text.replace("\n", "\r").encode("utf-8")),
        ("CR line ends, Mac Roman", lambda text: text.replace("\n", "\r").encode("mac_roman")),
    ],
)
def test_review_export_keeps_a_utf16_or_cr_only_filled_sheet(tmp_path, monkeypatch, how, save):
    _run(tmp_path, monkeypatch)
    path, text = _filled_sheet(tmp_path)
    saved = save(text)
    path.write_bytes(saved)
    res = run_cli("review", "export", "out", "--beta", "1")
    assert res.exit_code == 2 and "filled label(s)" in res.output, (how, res.output)
    assert path.read_bytes() == saved


def test_review_import_reads_a_cr_only_sheet(tmp_path, monkeypatch):
    _run(tmp_path, monkeypatch)
    _, text = _filled_sheet(tmp_path)
    (tmp_path / "filled.csv").write_bytes(text.replace("\n", "\r").encode("utf-8"))
    n = text.count("\n") - 1  # the sheet's rows, each labelled b by hand
    res = run_cli("review", "import", "out", "filled.csv")
    assert res.exit_code == 0 and f"{n} annotations added" in res.output, res.output


def test_a_damaged_record_of_quarantine_moves_is_kept_and_named(tmp_path, monkeypatch):
    _run(tmp_path, monkeypatch)
    (tmp_path / "out" / "quarantine").mkdir()
    (tmp_path / "out" / "quarantine" / "pending.json").write_text("{bad")
    res = run_cli("run", "c.toml", "--out", "out", "--json")
    assert res.exit_code == 0, res.output
    assert "record of earlier moves into quarantine cannot be read" in res.output
    assert (tmp_path / "out" / "quarantine" / "pending.damaged.json").read_text() == "{bad"
    import json

    summary = json.loads((tmp_path / "out" / "summary.json").read_text())
    assert "pending.damaged.json" in summary["repair"]["pending_unreadable"]


def test_reuse_warns_when_a_folders_labels_cannot_be_read(tmp_path, monkeypatch):
    _run(tmp_path, monkeypatch, out="night1")
    (tmp_path / "lab.csv").write_text("pair_id,label\np0,a\np1,b\n")
    assert run_cli("review", "import", "night1", "lab.csv").exit_code == 0
    (tmp_path / "night1" / "review_labels.parquet").write_bytes(b"garbage")
    res = run_cli("run", "c.toml", "--out", "night2", "--reuse", "night1", "-q")
    assert res.exit_code == 0, res.output
    assert "Warning: people's review labels of night1 not carried" in res.output, res.output


def test_pairs_names_the_line_and_field_of_a_cp1252_csv(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "ans.csv").write_bytes(
        b"question_id,question,model,answer\nq0,Question 0?,m1,m1 answer\nq0,Question 0?,m2,m2 caf\xe9\n"
    )
    res = run_cli("pairs", "ans.csv", "--out", "p.parquet")
    assert res.exit_code == 2, res.output
    assert "line 3, field 'answer': not UTF-8 text (byte 0xe9)" in res.output, res.output
