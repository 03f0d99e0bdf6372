"""Fresh pass full76 (issue 13). Each test failed on version 80 as submitted (d733c93).

- M1: people's labels imported into a panel judge's folder (where the review commands send the user) never reached the
  panel's ``rank``, and nothing said so;
- L1: ``enable_mamba_cache_stochastic_rounding``, ``mamba_cache_philox_rounds`` and ``use_fp64_gumbel`` were left out
  of the judging hash (each changes the numbers a sample is drawn from);
- L2: a damaged ``run/tournament.json`` stopped the tournament with no way on but ``--overwrite``."""

from __future__ import annotations

import json

import polars as pl
import pytest
from click.testing import CliRunner

from judge_engine.cli import cli
from judge_engine.config.engine_args import ENGINE_ARGS_IN_HASH
from judge_engine.panel.labels import panel_labels
from judge_engine.ranking.tournament_record import aligned, old_record
from tests.helpers.panels import setup_panel


def test_labels_in_a_judges_folder_count_on_the_panels_board(tmp_path):
    cfg = setup_panel(tmp_path)
    out = tmp_path / "out"
    assert CliRunner().invoke(cli, ["panel", str(cfg), "--out", str(out), "-q"]).exit_code == 0
    # the panel's verdicts are a, a, tie, b, tie, b for m1 (slot a) against m2: equal ratings (test_panel.py);
    # people say m1's answer is better in all six pairs
    (tmp_path / "labels.csv").write_text("pair_id,label\n" + "".join(f"p{i},a\n" for i in range(1, 7)))
    r = CliRunner().invoke(cli, ["review", "import", str(out / "judges" / "j1"), str(tmp_path / "labels.csv")])
    assert r.exit_code == 0, r.output
    r = CliRunner().invoke(cli, ["rank", str(out), "--bootstrap", "0", "--min-questions", "1"])
    assert r.exit_code == 0, r.output
    assert "note: 6 people's label(s) from judges/j1 applied to the panel's pairs" in r.output
    doc = json.loads((out / "leaderboard.json").read_text())
    assert (doc["verdicts"]["column"], doc["verdicts"]["from_people"], doc["verdicts"]["from_judge"]) == (
        "final_verdict",
        6,
        0,
    )
    board = pl.read_parquet(out / "leaderboard.parquet")
    assert board["model"][0] == "m1" and board["score"][0] > board["score"][1]


def test_panel_labels_by_hand(tmp_path):
    """Two judges' folders: p1 labelled b in both, p3 a in one, p4 tie in one and a in the other (a conflict: the
    panel's verdict stays), p5 labelled but flagged in the panel (no label, as in one run)."""
    for name, labels in (("j1", ["b", None, None, "tie", "a"]), ("j2", ["b", None, "a", "a", None])):
        (tmp_path / "judges" / name).mkdir(parents=True)
        pl.DataFrame({"pair_id": ["p1", "p2", "p3", "p4", "p5"], "review_label": labels}).write_parquet(
            tmp_path / "judges" / name / "pairs.parquet"
        )
    (tmp_path / "judges" / "j3").mkdir()  # a judge's folder without labels
    (tmp_path / "panel.json").write_text(json.dumps({"judges": [{"name": n} for n in ("j1", "j2", "j3")]}))
    pl.DataFrame({"pair_id": ["p1"], "verdict": ["a"]}).write_parquet(tmp_path / "judges" / "j3" / "pairs.parquet")
    pairs = pl.DataFrame(
        {"pair_id": ["p1", "p2", "p3", "p4", "p5"], "verdict": ["a", "b", "b", "a", None], "flag": [None] * 4 + ["x"]}
    )
    got, note = panel_labels(tmp_path, pairs)
    assert got["final_verdict"].to_list() == ["b", "b", "a", "a", None]
    assert got["review_label"].to_list() == ["b", None, "a", None, None]
    assert note == (
        "2 people's label(s) from judges/j1, judges/j2 applied to the panel's pairs; 1 pair(s) labelled differently "
        "in two judges' folders keep the panel's verdict"
    )
    assert panel_labels(tmp_path / "nowhere", pairs) == (pairs, None)


@pytest.mark.parametrize(
    "key", ["enable_mamba_cache_stochastic_rounding", "mamba_cache_philox_rounds", "use_fp64_gumbel"]
)
def test_numerics_engine_args_are_in_the_judging_hash(key):
    assert key in ENGINE_ARGS_IN_HASH


def test_a_damaged_tournament_record_is_rebuilt(tmp_path):
    (tmp_path / "tournament.json").write_text('{"rounds": [')
    notes: list[str] = []
    assert old_record(tmp_path, notes.append) is None
    assert "is damaged (not a JSON object); the record is rebuilt from the rounds and the verdicts" in notes[0]
    rounds = aligned([], 2, budget=20, alpha=0.05, seed=3)  # two earlier rounds whose settings are unknown
    assert [(r.round, r.budget, r.round_size, r.seed) for r in rounds] == [(0, 20, 0, 3), (1, 20, 0, 3)]
