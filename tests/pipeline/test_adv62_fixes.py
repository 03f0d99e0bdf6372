"""Fresh pass adv62 (on e3bed38): files in an output folder that no judge-engine run wrote, or that another run folder
owns, deleted or replaced data. Each test fails on e3bed38:

- D8: a stray ``judgments/compaction.json`` deleted the files it named (a part, then judged again; through ``../`` the
  run's input);
- D11: a ``review_import.pending.parquet`` without an import record replaced every stored label without a word;
- D2: a run folder whose ``judgments/`` links to another run folder's own ``judgments/`` took its parts;
- D1: a damaged ``owner.json`` was read as "no owner" and replaced; a run refused for another judging config had
  claimed the linked folder already.

Counts by hand: the replay recording gives each of 4 pairs a verdict, 2 orders x k = 1 = 8 judgments."""

import json

import orjson
import polars as pl

from tests.helpers.replay_runs import replay_setup, run_cli


def _ok(*args):
    r = run_cli(*[str(a) for a in args])
    assert r.exit_code == 0, r.output
    return r


def _parts(out):
    return sorted(p.name for p in (out / "judgments").glob("part-*.parquet"))


def test_a_stray_compaction_journal_naming_a_file_outside_judgments_deletes_nothing(tmp_path):
    cfg = replay_setup(tmp_path, n=4)
    out = tmp_path / "o"
    _ok("run", cfg, "--out", out, "-q", "--set", "scheduler.flush_rows=4")
    parts = _parts(out)
    assert len(parts) == 2
    journal = out / "judgments" / "compaction.json"
    journal.write_bytes(orjson.dumps({"inputs": [parts[0], "../../in/pairs.parquet"], "output": parts[1]}))
    r = run_cli("run", str(cfg), "--out", str(out), "-q")
    assert r.exit_code == 2 and "compaction.json" in r.output, r.output
    assert (tmp_path / "in" / "pairs.parquet").is_file() and _parts(out) == parts  # nothing deleted


def test_a_stray_compaction_journal_whose_output_lacks_the_inputs_rows_deletes_nothing(tmp_path):
    cfg = replay_setup(tmp_path, n=4)
    out = tmp_path / "o"
    _ok("run", cfg, "--out", out, "-q", "--set", "scheduler.flush_rows=4")
    parts = _parts(out)
    (out / "judgments" / "compaction.json").write_bytes(orjson.dumps({"inputs": [parts[0]], "output": parts[1]}))
    r = run_cli("run", str(cfg), "--out", str(out), "-q")
    assert r.exit_code == 2 and "does not hold the rows" in r.output, r.output
    assert _parts(out) == parts
    # once the stray journal is gone, the folder resumes with every judgment stored once
    (out / "judgments" / "compaction.json").unlink()
    r = _ok("run", cfg, "--out", out, "-q", "--json")
    s = json.loads((out / "summary.json").read_text())
    assert s["judgments"] == 8 and s["samples_written"] == 0, r.output


def test_an_import_mark_without_its_record_replaces_no_label(tmp_path):
    cfg = replay_setup(tmp_path, n=4)
    out = tmp_path / "o"
    _ok("run", cfg, "--out", out, "-q")
    (tmp_path / "l.csv").write_text("pair_id,label,annotator\np0,b,amy\n")
    _ok("review", "import", out, tmp_path / "l.csv")
    labels = pl.read_parquet(out / "review_labels.parquet")
    labels.with_columns(pl.lit("p1").alias("pair_id"), pl.lit("zed").alias("annotator")).write_parquet(
        out / "review_import.pending.parquet"
    )
    (tmp_path / "l2.csv").write_text("pair_id,label,annotator\np2,tie,amy\n")
    r = run_cli("review", "import", str(out), str(tmp_path / "l2.csv"))
    assert r.exit_code == 2 and "review_import.pending.parquet" in r.output and "no record" in r.output, r.output
    kept = pl.read_parquet(out / "review_labels.parquet")
    assert kept.select("pair_id", "label", "annotator").rows() == [("p0", "b", "amy")]  # the person's label stays


def test_a_link_to_another_run_folders_own_judgments_is_refused(tmp_path):
    cfg = replay_setup(tmp_path, n=4)
    a, b = tmp_path / "A", tmp_path / "B"
    _ok("run", cfg, "--out", a, "-q")
    b.mkdir()
    (b / "judgments").symlink_to(a / "judgments")
    for extra in ([], ["--repair"]):
        r = run_cli("run", str(cfg), "--out", str(b), "-q", *extra)
        assert r.exit_code == 2 and "judgments folder of the run folder" in r.output, r.output
    assert not (a / "judgments" / "owner.json").exists()


def test_a_damaged_owner_record_is_named_not_replaced(tmp_path):
    cfg = replay_setup(tmp_path, n=4)
    ext = tmp_path / "ext" / "jA"
    ext.mkdir(parents=True)
    a, b = tmp_path / "A", tmp_path / "B"
    for d in (a, b):
        d.mkdir()
        (d / "judgments").symlink_to(ext)
    _ok("run", cfg, "--out", a, "-q")
    (ext / "owner.json").write_text("garbage")
    r = run_cli("run", str(cfg), "--out", str(b), "-q")
    assert r.exit_code == 2 and "owner.json" in r.output, r.output
    assert (ext / "owner.json").read_text() == "garbage"  # not claimed by B


def test_a_run_refused_for_another_config_does_not_claim_the_linked_judgments(tmp_path):
    """D1, second half: the claim was written before the folder's other checks, so a run refused for another judging
    config had already recorded itself as the owner of the linked folder."""
    cfg = replay_setup(tmp_path, n=4)
    ext = tmp_path / "ext" / "jA"
    ext.mkdir(parents=True)
    a, b = tmp_path / "A", tmp_path / "B"
    a.mkdir()
    (a / "judgments").symlink_to(ext)
    _ok("run", cfg, "--out", a, "-q")
    assert orjson.loads((ext / "owner.json").read_bytes()) == {"out": str(a.resolve())}
    (a / "judgments").unlink()  # A gives the folder up: B may take it over, with A's judging config only
    b.mkdir()
    (b / "manifest.json").write_bytes((a / "manifest.json").read_bytes())
    (b / "judgments").symlink_to(ext)
    r = run_cli("run", str(cfg), "--out", str(b), "-q", "--set", "sampling.temperature=0.5")
    assert r.exit_code != 0 and "judging config" in r.output, r.output
    assert orjson.loads((ext / "owner.json").read_bytes()) == {"out": str(a.resolve())}  # B did not claim it
    _ok("run", cfg, "--out", b, "-q")  # the same config: B takes the folder over
    assert orjson.loads((ext / "owner.json").read_bytes()) == {"out": str(b.resolve())}


def test_a_run_into_another_run_folders_own_subfolder_is_refused(tmp_path):
    """D7: ``--out A/judgments`` (and ``run/``, ``quarantine/``, ``review/``) was accepted, and A's ``--overwrite`` then
    deleted the nested run."""
    cfg = replay_setup(tmp_path, n=4)
    a = tmp_path / "A"
    _ok("run", cfg, "--out", a, "-q")
    before = _parts(a)
    for sub in ("judgments", "run", "quarantine", "review"):
        r = run_cli("run", str(cfg), "--out", str(a / sub), "-q")
        assert r.exit_code == 2 and f"is {sub}/ of run folder {a}" in r.output, r.output
    assert _parts(a) == before and not (a / "judgments" / "manifest.json").exists()


def test_repair_quarantines_a_damaged_part_across_file_systems(tmp_path, monkeypatch):
    """D6: with ``judgments/`` linked to another file system, ``--repair``'s move into ``quarantine/`` failed with
    "Invalid cross-device link" (EXDEV), and the folder could not be repaired. The rename is made to fail as it does
    across file systems."""
    import errno

    import judge_engine.files as files

    cfg = replay_setup(tmp_path, n=4)
    out = tmp_path / "o"
    _ok("run", cfg, "--out", out, "-q")
    (part,) = (out / "judgments").glob("part-*.parquet")
    part.write_bytes(b"garbage")
    real = files.os.replace

    def across(src, dst):
        if "quarantine" in str(dst) and ".tmp-" not in str(src):
            raise OSError(errno.EXDEV, "Invalid cross-device link")
        return real(src, dst)

    monkeypatch.setattr(files.os, "replace", across)
    _ok("run", cfg, "--out", out, "-q", "--repair")
    assert (out / "quarantine" / part.name).read_bytes() == b"garbage" and not part.exists()
    assert json.loads((out / "summary.json").read_text())["judgments"] == 8  # judged again, once


def test_a_judgments_link_into_an_input_folder_is_refused(tmp_path):
    """D5: ``judgments/`` linked to the input folder: the run wrote its parts among the input shards, and the next run
    read them as input."""
    cfg = replay_setup(tmp_path, n=4, inputs=["in/"])
    out = tmp_path / "o"
    out.mkdir()
    (out / "judgments").symlink_to(tmp_path / "in")
    r = run_cli("run", str(cfg), "--out", str(out), "-q")
    assert r.exit_code == 2 and "links to" in r.output and "choose another --out" in r.output, r.output
    assert sorted(p.name for p in (tmp_path / "in").iterdir()) == ["pairs.parquet"]
