"""Issue 13 pass 6 H3 and H4: ``grade`` never drops a turn silently (a turn the answer lacks, an extra answer turn:
flagged items, so items in = judged + flagged), and a conversation row whose EARLIER turn (user or assistant) is
null or empty is flagged, not judged on a transcript with a hole in it."""

import json

import polars as pl
from click.testing import CliRunner

from judge_engine.cli import cli
from tests.helpers.configs import write_config
from tests.helpers.data import shared

MT = "mt-bench/mt_bench"


def _answers(path, turns_by_model):
    path.write_text(
        "".join(
            json.dumps({"question_id": 81, "model_id": m, "choices": [{"index": 0, "turns": t}]}) + "\n"
            for m, t in turns_by_model.items()
        )
    )
    return path


def test_grade_flags_a_missing_or_extra_answer_turn_and_an_empty_earlier_turn(tmp_path):
    """Question 81 has two turns. Four models: m_ok answers both (2 items judged); m_short answers one
    (turn 1 judged, turn 2 flagged ``turns_mismatch``); m_long answers three (turns 1 and 2 judged, turn 3
    flagged ``bad_turn``); m_hole's first answer is whitespace (turn 1 flagged ``empty_response``, turn 2,
    which shows that empty answer as context, flagged ``empty_responses``). Hand count: 9 items in =
    5 judged + 4 flagged. Before: 7 items in (the missing turn and the third turn dropped), 6 judged."""
    qs = [json.loads(x) for x in shared(f"{MT}/question.jsonl").read_text().splitlines()]
    (tmp_path / "q.jsonl").write_text(json.dumps(next(q for q in qs if q["question_id"] == 81)) + "\n")
    turns = {"m_ok": ["A1", "A2"], "m_short": ["A1"], "m_long": ["A1", "A2", "A3"], "m_hole": ["   ", "A2"]}
    answers = _answers(tmp_path / "answers.jsonl", turns)
    rec = [
        {"pair_id": f"81|{m}|t{t}", "order": "single", "sample": 0, "text": "Fine.\nRating: [[7]]"}
        for m in turns
        for t in (1, 2, 3)
    ]
    pl.DataFrame(rec).write_parquet(tmp_path / "rec.parquet")
    cfg = write_config(
        tmp_path / "c.toml",
        judge={"backend": "replay", "template": "mt-bench-single", "replay": {"path": str(tmp_path / "rec.parquet")}},
        sampling={"k": 1},
    )
    out = tmp_path / "out"
    args = [str(answers), "--config", str(cfg), "--out", str(out), "--questions", str(tmp_path / "q.jsonl")]
    r = CliRunner().invoke(cli, ["grade", *args, "-q", "--bootstrap", "0"])
    assert r.exit_code == 0, r.output
    s = json.loads((out / "summary.json").read_text())
    assert (s["pairs_in"], s["pairs_judged"], s["pairs_flagged"]) == (9, 5, 4)
    assert s["flag_reasons"] == {"bad_turn": 1, "empty_response": 1, "empty_responses": 1, "turns_mismatch": 1}
    items = pl.read_parquet(out / "items.parquet").sort("model", "turn")
    got = {(m, t): f for m, t, f in items.select("model", "turn", "flag").iter_rows()}
    assert got == {
        ("m_hole", 1): "empty_response",
        ("m_hole", 2): "empty_responses",
        ("m_long", 1): None,
        ("m_long", 2): None,
        ("m_long", 3): "bad_turn",
        ("m_ok", 1): None,
        ("m_ok", 2): None,
        ("m_short", 1): None,
        ("m_short", 2): "turns_mismatch",
    }


def test_conversation_rows_with_a_null_or_empty_earlier_turn_are_flagged(tmp_path):
    """Single-answer conversation rows judged at turn 2 (the family's multi-turn template): an earlier assistant turn
    empty, whitespace or null, an earlier user turn null or empty: each flagged by the list it comes from
    (``empty_responses``, ``null_responses``, ``null_turns``, ``empty_turns``); the complete row and the turn-1
    row (no earlier turn) are judged: 7 in = 2 judged + 5 flagged."""
    rows = [
        ("ok", ["Q1?", "Q2?"], ["A1", "A2"], 2),
        ("ok_t1", ["Q1?", "Q2?"], ["A1", None], 1),  # a later turn's hole does not matter at turn 1
        ("empty_prev", ["Q1?", "Q2?"], ["", "A2"], 2),
        ("ws_prev", ["Q1?", "Q2?"], ["   ", "A2"], 2),
        ("null_prev", ["Q1?", "Q2?"], [None, "A2"], 2),
        ("null_q1", [None, "Q2?"], ["A1", "A2"], 2),
        ("empty_q1", [" ", "Q2?"], ["A1", "A2"], 2),
    ]
    pl.DataFrame(
        rows,
        schema={"item_id": pl.String, "turns": pl.List(pl.String), "responses": pl.List(pl.String), "turn": pl.Int64},
        orient="row",
    ).write_parquet(tmp_path / "items.parquet")
    rec = [{"pair_id": r[0], "order": "single", "sample": 0, "text": "Rating: [[7]]"} for r in rows]
    pl.DataFrame(rec).write_parquet(tmp_path / "rec.parquet")
    cfg = write_config(
        tmp_path / "c.toml",
        input={"paths": [str(tmp_path / "items.parquet")]},
        judge={
            "backend": "replay",
            "template": "mt-bench-single",
            "replay": {"path": str(tmp_path / "rec.parquet")},
        },
        sampling={"k": 1},
    )
    r = CliRunner().invoke(cli, ["run", str(cfg), "--out", str(tmp_path / "out"), "-q"])
    assert r.exit_code == 0, r.output
    s = json.loads((tmp_path / "out" / "summary.json").read_text())
    assert (s["pairs_in"], s["pairs_judged"], s["pairs_flagged"]) == (7, 2, 5)
    items = pl.read_parquet(tmp_path / "out" / "items.parquet")
    assert dict(items.select("item_id", "flag").iter_rows()) == {
        "ok": None,
        "ok_t1": None,
        "empty_prev": "empty_responses",
        "ws_prev": "empty_responses",
        "null_prev": "null_responses",
        "null_q1": "null_turns",
        "empty_q1": "empty_turns",
    }
