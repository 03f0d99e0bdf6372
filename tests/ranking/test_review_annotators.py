"""Issue 13 pass 14b M4: a second annotator's ``review import`` replaced the first annotator's stored
annotation of the same pair (``x.csv`` p1 b by x, then ``z.csv`` p1 a by z: only z's ``a`` was left, applied,
no conflict). Stored annotations now merge by (pair, annotator)."""

import json

import polars as pl
from click.testing import CliRunner

from judge_engine.cli import cli
from tests.ranking.test_review_report import run_dir  # noqa: F401  (fixture: p0 a, p1 tie, p2 a)


def _import(out, path, text, *extra):
    path.write_text(text)
    return CliRunner().invoke(cli, ["review", "import", str(out), str(path), *extra])


def _review(out):
    pairs = pl.read_parquet(out / "pairs.parquet")
    return {p: (lab, c) for p, lab, c in pairs.select("pair_id", "review_label", "review_conflict").iter_rows()}


def test_two_annotators_files_keep_both_votes_and_disagreeing_is_a_conflict(run_dir):  # noqa: F811
    r = _import(run_dir, run_dir / "x.csv", "pair_id,label,annotator\np1,b,x\np2,b,x\n")
    assert r.exit_code == 0, r.output
    r = _import(run_dir, run_dir / "z.csv", "pair_id,label,annotator\np1,a,z\np2,b,z\n")
    assert r.exit_code == 0, r.output
    stored = pl.read_parquet(run_dir / "review_labels.parquet")
    got = sorted(stored.select("pair_id", "label", "annotator", "source").rows())
    assert got == [
        ("p1", "a", "z", "z.csv"),
        ("p1", "b", "x", "x.csv"),
        ("p2", "b", "x", "x.csv"),
        ("p2", "b", "z", "z.csv"),
    ]
    # p1: x said b, z said a -> a:1 b:1, a conflict (the calibrated tie stays); p2: both b -> b
    assert _review(run_dir) == {"p0": (None, None), "p1": (None, True), "p2": ("b", False)}
    li = json.loads(r.stdout)["last_import"]
    assert (li["added"], li["replaced"], li["imported"], li["unchanged"], li["conflicts"]) == (2, 0, 0, 1, 1)
    assert "2 annotations added, 0 stored ones of the same annotators replaced" in r.stderr
    assert "conflict: pair 'p1': a:1 b:1" in r.stderr


def test_the_same_annotators_later_file_replaces_only_their_own_annotation(run_dir):  # noqa: F811
    assert _import(run_dir, run_dir / "x.csv", "pair_id,label,annotator\np1,b,x\n").exit_code == 0
    assert _import(run_dir, run_dir / "z.csv", "pair_id,label,annotator\np1,a,z\n").exit_code == 0
    # x changes their mind: x's b becomes a; z's a stays -> a:2, label a
    r = _import(run_dir, run_dir / "x2.csv", "pair_id,label,annotator\np1,a,x\n")
    assert r.exit_code == 0, r.output
    stored = pl.read_parquet(run_dir / "review_labels.parquet")
    assert sorted(stored.select("label", "annotator", "source").rows()) == [("a", "x", "x2.csv"), ("a", "z", "z.csv")]
    assert _review(run_dir)["p1"] == ("a", False)
    li = json.loads(r.stdout)["last_import"]
    assert (li["added"], li["replaced"], li["updated"]) == (1, 1, 1)
    assert "1 annotations added, 1 stored ones of the same annotators replaced" in r.stderr


def test_unnamed_entries_replace_unnamed_ones_and_leave_named_annotators(run_dir):  # noqa: F811
    """A sheet without an annotator column, re-imported corrected, replaces its earlier rows of the pairs it
    holds (one unnamed annotator across files); named annotators' votes stay."""
    assert _import(run_dir, run_dir / "n.csv", "pair_id,label,annotator\np0,b,ann\n").exit_code == 0
    assert _import(run_dir, run_dir / "s.csv", "pair_id,label\np0,b\np0,b\n").exit_code == 0  # two unnamed votes
    r = _import(run_dir, run_dir / "s2.csv", "pair_id,label\np0,tie\n")  # the sheet corrected: one unnamed tie
    assert r.exit_code == 0, r.output
    stored = pl.read_parquet(run_dir / "review_labels.parquet")
    assert sorted(stored.select("label", "annotator").rows(), key=str) == [("b", "ann"), ("tie", None)]
    assert _review(run_dir)["p0"] == (None, True)  # b:1 tie:1
    li = json.loads(r.stdout)["last_import"]
    assert (li["added"], li["replaced"]) == (1, 2)


def test_an_annotator_name_with_surrounding_spaces_is_the_same_annotator(run_dir):  # noqa: F811
    """Pass 18b M7: `alice` then `alice ` (a spreadsheet's trailing space) were two annotators, so alice's correction
    became a conflict with herself. Names are compared in Unicode NFC, stripped; blank is unnamed, as before."""
    assert _import(run_dir, run_dir / "l1.csv", "pair_id,label,annotator\np1,b,alice\n").exit_code == 0
    # "ali" + combining acute + "ce" is "alíce" in NFC; here the decomposed and composed spellings of one name
    assert _import(run_dir, run_dir / "n1.csv", "pair_id,label,annotator\np2,b,al\u00edce\n").exit_code == 0
    r = _import(run_dir, run_dir / "l2.csv", "pair_id,label,annotator\np1,a,alice \np2,a, ali\u0301ce\n")
    assert r.exit_code == 0, r.output
    stored = pl.read_parquet(run_dir / "review_labels.parquet")
    assert sorted(stored.select("pair_id", "label", "annotator").rows()) == [
        ("p1", "a", "alice"),
        ("p2", "a", "al\u00edce"),
    ]
    assert _review(run_dir) == {"p0": (None, None), "p1": ("a", False), "p2": ("a", False)}
    li = json.loads(r.stdout)["last_import"]
    assert (li["replaced"], li["conflicts"]) == (2, 0)
    # a blank name is an unnamed annotation (null), as an empty one was
    assert _import(run_dir, run_dir / "l3.csv", "pair_id,label,annotator\np0,b,   \n").exit_code == 0
    stored = pl.read_parquet(run_dir / "review_labels.parquet")
    assert stored.filter(pl.col("pair_id") == "p0")["annotator"].to_list() == [None]


def test_one_annotator_giving_a_pair_two_labels_in_one_file_is_refused(run_dir):  # noqa: F811
    """Fresh pass full54 L3: x labels p1 both a and b in one sheet, y labels it a; the import applied a with
    0 conflicts (x's contradiction outvoted silently). It is now refused, naming the rows, and nothing changes."""
    text = "pair_id,label,annotator\np1,a,x\np1,b,x\np1,a,y\np2,b,y\n"
    r = _import(run_dir, run_dir / "x.csv", text)
    assert r.exit_code == 2
    assert "annotator 'x' gives pair 'p1' different labels: 'a' (row 2), 'b' (row 3); keep one" in r.stderr
    assert not (run_dir / "review_labels.parquet").exists()
    assert "review_label" not in pl.read_parquet(run_dir / "pairs.parquet").columns
    # the same label twice is a duplicate, and unnamed rows are each a vote: both import
    r = _import(run_dir, run_dir / "y.csv", "pair_id,label,annotator\np1,a,x\np1,a,x\np2,a,\np2,b,\n")
    assert r.exit_code == 0, r.output
    assert _review(run_dir) == {"p0": (None, None), "p1": ("a", False), "p2": (None, True)}


def test_a_labels_csv_that_is_not_utf8_is_named_with_its_byte_and_line(run_dir):  # noqa: F811
    """Fresh pass full56 L1: a Latin-1 sheet's error named no position (the header is 24 bytes, "p1,a,Jos" 8 more:
    0xe9 at offset 32); a UTF-16 one read as missing columns."""
    latin = run_dir / "latin.csv"
    latin.write_bytes("pair_id,label,annotator\np1,a,Jos\xe9\n".encode("latin-1"))
    r = CliRunner().invoke(cli, ["review", "import", str(run_dir), str(latin)])
    assert r.exit_code == 2 and "not UTF-8 text (byte 0xe9 at offset 32, line 2); save it as UTF-8" in r.stderr
    utf16 = run_dir / "utf16.csv"
    utf16.write_bytes("pair_id,label\np1,a\n".encode("utf-16"))
    r = CliRunner().invoke(cli, ["review", "import", str(run_dir), str(utf16)])
    assert r.exit_code == 2 and "UTF-16 text; save it as UTF-8" in r.stderr
    assert not (run_dir / "review_labels.parquet").exists()


def test_a_label_studio_annotator_of_another_shape_is_refused(run_dir):  # noqa: F811
    """Fresh pass full56 L2: ``completed_by: {"email": ["x"]}`` was stored as the annotator ``"['x']"``."""
    task = {
        "data": {"pair_id": "p1"},
        "annotations": [
            {"completed_by": {"email": ["x"]}, "result": [{"from_name": "verdict", "value": {"choices": ["a"]}}]}
        ],
    }
    f = run_dir / "ls.json"
    f.write_text(json.dumps([task]))
    r = CliRunner().invoke(cli, ["review", "import", str(run_dir), str(f)])
    assert r.exit_code == 2
    assert "task 0 (pair 'p1'), annotation 0: completed_by holds list \"['x']\", not an id, name or email" in r.stderr
    assert not (run_dir / "review_labels.parquet").exists()
