"""A run folder written before the outputs were versioned (tests/fixtures/v0_run, written by the code of
commit f4211c3) reads into the typed records and is still read by ``report``, ``rank`` and ``review``."""

import json
import os
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from judge_engine.cli import cli
from judge_engine.schemas.leaderboard import Leaderboard
from judge_engine.schemas.manifest import Manifest
from judge_engine.schemas.summary import RunSummary

V0 = Path(__file__).parent / "fixtures" / "v0_run"


@pytest.mark.parametrize("cls", [RunSummary, Manifest, Leaderboard])
def test_v0_files_read_into_typed_records_and_write_back_with_only_a_version_added(cls):
    old = json.loads((V0 / "run" / cls.FILE).read_text())
    assert "schema_version" not in old
    again = cls.from_json(V0 / "run" / cls.FILE).to_dict()
    assert list(again) == ["schema_version", *old]  # every key, in the order the old code wrote them
    # a leaderboard without a version reads as version 1, whose keys it has (Leaderboard.from_dict); the
    # summary and manifest as the current version (the summary's version 2 only added optional sections)
    version = 1 if cls is Leaderboard else cls.SCHEMA_VERSION
    assert again == {"schema_version": version, **old}


def test_v0_summary_reads_as_typed_fields():
    s = RunSummary.from_json(V0 / "run" / "summary.json")
    old = json.loads((V0 / "run" / "summary.json").read_text())
    assert (s.pairs_in, s.pairs_judged, s.metrics.judgments) == (old["pairs_in"], old["pairs_judged"], old["judgments"])
    assert s.judging is not None and s.judging.template == old["template"] == "faireval-scoring"
    assert s.review is not None and s.review.last_import.imported == old["review"]["last_import"]["imported"] == 9  # type: ignore[union-attr]
    assert s.gate is not None and s.gate.passed is True


@pytest.fixture()
def v0(tmp_path):
    """The fixture's run folder, copied, with its manifest's input path pointed at the copy."""
    root = tmp_path / "v0"
    shutil.copytree(V0, root)
    manifest = json.loads((root / "run" / "manifest.json").read_text())
    assert manifest["config"]["input"]["paths"] == ["/tmp/oldfix/input/pairs.parquet"]
    manifest["config"]["input"]["paths"] = [str(root / "input" / "pairs.parquet")]
    (root / "run" / "manifest.json").write_text(json.dumps(manifest, indent=2))
    # a v0 leaderboard records no fitted_on, so it counts as current while leaderboard.json is not older than the
    # results file; a fresh clone writes the fixture's files in its own order and time, so set the order the old
    # code left (rank after run), or the report leaves the board out when the clock ticked between the two writes
    board = root / "run" / "leaderboard.json"
    newest = max(f.stat().st_mtime for f in (root / "run").iterdir() if f.is_file())
    os.utime(board, (newest + 1, newest + 1))
    return root


def test_report_rank_and_review_read_a_v0_folder(v0):
    old_summary = json.loads((v0 / "run" / "summary.json").read_text())
    old_board = json.loads((v0 / "run" / "leaderboard.json").read_text())
    r = CliRunner().invoke(cli, ["report", str(v0 / "run")])
    assert r.exit_code == 0, r.output
    page = (v0 / "run" / "report.html").read_text()
    assert "pairs in / judged / flagged</th><td>18 / 18 / 0" in page
    assert "<figcaption>Leaderboard</figcaption>" in page and "alpha" in page
    # rank again, against the v0 leaderboard as last night's
    shutil.copytree(v0 / "run", v0 / "prev")
    r = CliRunner().invoke(cli, ["rank", str(v0 / "run"), "--bootstrap", "20", "--previous", str(v0 / "prev")])
    assert r.exit_code == 0, r.output
    board = json.loads((v0 / "run" / "leaderboard.json").read_text())
    assert [m["model"] for m in board["models"]] == [m["model"] for m in old_board["models"]]
    assert [m["rank_change"] for m in board["models"]] == [0] * len(old_board["models"])
    # the review queue reads the v0 manifest; importing the same labels again changes nothing
    r = CliRunner().invoke(cli, ["review", "export", str(v0 / "run"), "--beta", "0.5"])
    assert r.exit_code == 0, r.output
    assert r.output.startswith(f"{old_summary['review']['labels_applied']} pairs -> ")
    r = CliRunner().invoke(cli, ["review", "import", str(v0 / "run"), str(v0 / "labels.csv")])
    assert r.exit_code == 0, r.output
    section = json.loads(r.stdout)
    assert section["last_import"]["unchanged"] == 9 and section["last_import"]["imported"] == 0
    for key in ("labels_applied", "changed", "accuracy_merged", "accuracy_calibrated"):
        assert section[key] == old_summary["review"][key], key
    rewritten = json.loads((v0 / "run" / "summary.json").read_text())
    assert rewritten["schema_version"] == RunSummary.SCHEMA_VERSION == 3
    assert {k: v for k, v in rewritten.items() if k not in ("schema_version", "review")} == {
        k: v for k, v in old_summary.items() if k != "review"
    }


V1_AUDIT = Path(__file__).parent / "fixtures" / "v1_audit"


def test_v1_audit_json_reads_and_renders(tmp_path):
    """``audit.json`` version 1 (written by main's code of commit f833716, an always-first judge on 4
    fake-reference probes): no ``options.gap_threshold``, no gap-split rows; still read and rendered."""
    from judge_engine.schemas.audit import AuditReport

    doc = AuditReport.from_json(V1_AUDIT / "audit.json")
    assert doc.schema_version == 1 and doc.options.gap_threshold is None
    rows = doc.suites["fake-reference"].rows
    assert [r.metric for r in rows] == ["asr", "asr_ab", "asr_ba"]
    shutil.copytree(V1_AUDIT, tmp_path / "a")
    res = CliRunner().invoke(cli, ["report", str(tmp_path / "a")])
    assert res.exit_code == 0, res.output
    assert "fake-reference" in (tmp_path / "a" / "report.html").read_text()
