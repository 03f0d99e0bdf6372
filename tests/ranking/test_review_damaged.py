"""Issue 13 pass 14b L2 / L3: a damaged pending-import mark or a truncated ``review_labels.parquet`` gives one line
naming the file and the way on (the mark's old remedy, "rerun `review import OUT ?`", could not work)."""

from click.testing import CliRunner

from judge_engine.cli import cli
from tests.ranking.test_review_report import run_dir  # noqa: F401  (fixture: a finished 3-pair run)


def _cli(*args):
    return CliRunner().invoke(cli, [str(a) for a in args])


def _one_line(r, *needles):
    assert r.exit_code == 2, r.output
    assert "Traceback" not in r.output and len(r.output.strip().splitlines()) == 1, r.output
    for n in needles:
        assert n in r.output, r.output


def test_a_damaged_pending_mark_names_the_way_on_and_that_way_works(run_dir):  # noqa: F811
    labels = run_dir / "l.csv"
    labels.write_text("pair_id,label\np0,b\n")
    assert _cli("review", "import", run_dir, labels).exit_code == 0
    mark = run_dir / "review_import.pending.parquet"
    mark.write_bytes(b"PAR1garbage")
    way = "delete it and import the labels file again"
    _one_line(_cli("rank", run_dir), str(mark), way)
    _one_line(_cli("review", "export", run_dir), str(mark), way)
    _one_line(_cli("review", "import", run_dir, labels), str(mark), way)
    mark.unlink()  # the way on, as the message says
    assert _cli("review", "import", run_dir, labels).exit_code == 0
    assert _cli("review", "export", run_dir).exit_code == 0


def test_a_truncated_labels_file_is_one_line_naming_it_and_the_way_on(run_dir):  # noqa: F811
    labels = run_dir / "l.csv"
    labels.write_text("pair_id,label\np0,b\n")
    assert _cli("review", "import", run_dir, labels).exit_code == 0
    stored = run_dir / "review_labels.parquet"
    stored.write_bytes(stored.read_bytes()[:40])
    _one_line(_cli("review", "import", run_dir, labels), str(stored), "delete it and import the labels files again")
    stored.unlink()
    assert _cli("review", "import", run_dir, labels).exit_code == 0


def test_a_labels_file_of_another_schema_is_one_line_and_never_drops_the_labels(run_dir):  # noqa: F811
    """Pass 18b M6: a readable Parquet file without the annotation columns (or with other types) was read as one
    null annotation: `run` dropped every applied label with exit 0, and the next import stored a null row."""
    import polars as pl

    labels = run_dir / "l.csv"
    labels.write_text("pair_id,label\np0,b\n")
    assert _cli("review", "import", run_dir, labels).exit_code == 0
    stored = run_dir / "review_labels.parquet"
    way = "delete it and import the labels files again"
    for foreign in (
        pl.DataFrame({"foo": [1]}),
        pl.DataFrame({"pair_id": [0], "label": ["b"]}),  # pair_id an integer
        pl.DataFrame({"pair_id": ["p0"], "label": ["B!"]}),
        pl.DataFrame({"pair_id": ["p0"], "label": [None]}, schema={"pair_id": pl.String, "label": pl.String}),
    ):
        foreign.write_parquet(stored)
        _one_line(_cli("review", "import", run_dir, labels), str(stored), way)
        assert pl.read_parquet(stored).equals(foreign)  # nothing written over it
        _one_line(_cli("run", run_dir.parent / "c.toml", "--out", run_dir, "-q"), str(stored), way)
        assert (run_dir / "summary.json").is_file()  # refused before the old results were marked unfinished
    # a legacy file (pair_id, review_label) still reads
    pl.DataFrame({"pair_id": ["p0"], "review_label": ["b"]}).write_parquet(stored)
    assert _cli("review", "import", run_dir, labels).exit_code == 0
    assert pl.read_parquet(run_dir / "pairs.parquet").filter(pl.col("pair_id") == "p0")["final_verdict"][0] == "b"


def test_a_folder_where_the_labels_file_or_the_pending_mark_should_be_is_one_line(run_dir):  # noqa: F811
    """Pass 18b L2: `review import` was an IsADirectoryError traceback at its rename, and the readers passed a
    folder in place of the pending mark by."""
    labels = run_dir / "l.csv"
    labels.write_text("pair_id,label\np0,b\n")
    assert _cli("review", "import", run_dir, labels).exit_code == 0
    stored = run_dir / "review_labels.parquet"
    stored.unlink()
    stored.mkdir()
    _one_line(_cli("review", "import", run_dir, labels), str(stored), "is not a file")
    stored.rmdir()
    mark = run_dir / "review_import.pending.parquet"
    mark.mkdir()
    way = "delete it and import the labels file again"
    for args in (("rank", run_dir), ("review", "export", run_dir), ("review", "import", run_dir, labels)):
        _one_line(_cli(*args), str(mark), way)
    mark.rmdir()
    assert _cli("review", "import", run_dir, labels).exit_code == 0
