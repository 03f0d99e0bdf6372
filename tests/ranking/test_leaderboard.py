"""Bradley-Terry ranking on synthetic tournaments with known strengths."""

import json
import math
import shutil

import polars as pl
import pytest

from tests.helpers.configs import replay_config


def test_pairs_and_rank_commands_end_to_end_on_replay(tmp_path):
    """Answers of 3 models -> pairs -> replay judge where the better model always wins -> leaderboard."""
    import json

    from click.testing import CliRunner

    from judge_engine.cli import cli

    strength = {"good": 3, "mid": 2, "bad": 1}
    answers = pl.DataFrame(
        [
            {"question_id": q, "question": f"Q{q}?", "model": m, "answer": f"{m} answer {q}"}
            for q in range(12)
            for m in strength
        ]
    )
    answers.write_parquet(tmp_path / "answers.parquet")
    r = CliRunner().invoke(cli, ["pairs", str(tmp_path / "answers.parquet"), "--out", str(tmp_path / "pairs.parquet")])
    assert r.exit_code == 0, r.output
    pairs = pl.read_parquet(tmp_path / "pairs.parquet")
    assert pairs.height == 12 * 3
    again = tmp_path / "again.parquet"
    CliRunner().invoke(cli, ["pairs", str(tmp_path / "answers.parquet"), "--out", str(again)])
    assert pl.read_parquet(again).equals(pairs)  # hash-assigned order: identical on rerun
    assert 0 < (pairs["model_a"] == pairs["pair_id"].str.split("|").list.get(1)).sum() < pairs.height
    rec = []
    for p in pairs.iter_rows(named=True):
        a_better = strength[p["model_a"]] > strength[p["model_b"]]
        for order in ("ab", "ba"):
            first_wins = a_better if order == "ab" else not a_better
            s1, s2 = (8, 3) if first_wins else (3, 8)
            rec.append(
                {
                    "pair_id": p["pair_id"],
                    "order": order,
                    "sample": 0,
                    "text": f"Score of the Assistant 1: {s1}\nScore of the Assistant 2: {s2}",
                }
            )
    pl.DataFrame(rec).write_parquet(tmp_path / "rec.parquet")
    replay_config(tmp_path / "c.toml", "rec.parquet", ["pairs.parquet"], sampling={"k": 1})
    out = tmp_path / "out"
    assert CliRunner().invoke(cli, ["run", str(tmp_path / "c.toml"), "--out", str(out), "-q"]).exit_code == 0
    r = CliRunner().invoke(cli, ["rank", str(out), "--baseline", "mid", "--bootstrap", "50"])
    assert r.exit_code == 0, r.output
    doc = json.loads((out / "leaderboard.json").read_text())
    assert [m["model"] for m in doc["models"]] == ["good", "mid", "bad"]
    assert doc["models"][1]["score"] == pytest.approx(1000.0)
    assert {k for k in doc["models"][0]} >= {"model", "rank", "score", "ci_low", "ci_high", "wins", "losses", "ties"}
    assert doc["models"][0]["wins"] == 24 and doc["models"][2]["losses"] == 24
    assert (out / "leaderboard.md").read_text().startswith("| rank | model | score")
    shutil.copytree(out, tmp_path / "prev")  # last night: the same board (its own folder is refused as previous)
    r = CliRunner().invoke(cli, ["rank", str(out), "--previous", str(tmp_path / "prev")])  # default baseline: "bad"
    assert r.exit_code == 2 and "baseline 'mid' then, 'bad' now" in r.output
    r = CliRunner().invoke(cli, ["rank", str(out), "--baseline", "mid", "--previous", str(tmp_path / "prev")])
    assert r.exit_code == 0 and "rank_change" in r.output


def _run_replay(tmp_path, pairs, a_wins):
    """Judge ``pairs`` on the replay backend; ``a_wins(row)`` says whether response_a wins both orders."""
    from click.testing import CliRunner

    from judge_engine.cli import cli

    pairs.write_parquet(tmp_path / "pairs.parquet")
    rec = []
    for p in pairs.iter_rows(named=True):
        win = a_wins(p)
        for order in ("ab", "ba"):
            s1, s2 = (8, 3) if win == (order == "ab") else (3, 8)
            rec.append(
                {
                    "pair_id": p["pair_id"],
                    "order": order,
                    "sample": 0,
                    "text": f"Score of the Assistant 1: {s1}\nScore of the Assistant 2: {s2}",
                }
            )
    pl.DataFrame(rec).write_parquet(tmp_path / "rec.parquet")
    replay_config(tmp_path / "c.toml", "rec.parquet", ["pairs.parquet"], sampling={"k": 1})
    out = tmp_path / "out"
    r = CliRunner().invoke(cli, ["run", str(tmp_path / "c.toml"), "--out", str(out), "-q"])
    assert r.exit_code == 0, r.output
    return out


def _pair_rows(models_per_question, questions, start=0):
    rows = []
    for q in range(start, start + questions):
        for a, b in models_per_question:
            rows.append(
                {
                    "pair_id": f"{q}|{a}|{b}",
                    "question_id": str(q),
                    "question": f"Q{q}",
                    "response_a": f"{a}{q}",
                    "response_b": f"{b}{q}",
                    "model_a": a,
                    "model_b": b,
                }
            )
    return rows


def test_rank_disconnected_graph_ranks_only_the_baselines_component(tmp_path):
    """Issue 13 #13: two groups never compared were put on one scale without a word."""
    from click.testing import CliRunner

    from judge_engine.cli import cli

    # group 1: x, y (x wins 6 of 8); group 2: p, q (p wins 5 of 8); never compared across
    rows = _pair_rows([("x", "y")], 8) + _pair_rows([("p", "q")], 8, start=100)
    wins = {f"{q}|x|y": q < 6 for q in range(8)} | {f"{q}|p|q": q < 105 for q in range(100, 108)}
    out = _run_replay(tmp_path, pl.DataFrame(rows), lambda p: wins[p["pair_id"]])
    r = CliRunner().invoke(cli, ["rank", str(out), "--baseline", "y", "--bootstrap", "50"])
    assert r.exit_code == 0, r.output
    doc = json.loads((out / "leaderboard.json").read_text())
    assert [m["model"] for m in doc["models"]] == ["x", "y"]
    assert doc["components"] == 2 and [u["model"] for u in doc["unrankable"]] == ["p", "q"]
    assert "Not ranked (no common scale): component 0: p, q" in r.stderr
    # x beat y 6:2 -> 1000 + 400 log10(6/2) (Bradley-Terry MLE with two models is the log-odds)
    assert doc["models"][0]["score"] == pytest.approx(1000 + 400 * math.log10(3), abs=0.5)
    assert doc["models"][1]["note"] == "anchor" and doc["models"][1]["ci_low"] == doc["models"][1]["ci_high"] == 1000
    assert {r_["model"] for r_ in doc["win_rate"]} == {"x", "y"}


def test_rank_intervals_are_null_with_too_few_comparisons_and_self_pairs_are_left_out(tmp_path):
    """Issue 13 #13: one comparison gave a zero-width interval; a model paired with itself was counted."""
    from click.testing import CliRunner

    from judge_engine.cli import cli

    rows = _pair_rows([("x", "y")], 8)
    rows += [
        {
            "pair_id": "50|z|x",
            "question_id": "50",
            "question": "Q",
            "response_a": "z",
            "response_b": "x",
            "model_a": "z",
            "model_b": "x",
        },
        {
            "pair_id": "51|z|y",
            "question_id": "51",
            "question": "Q",
            "response_a": "z",
            "response_b": "y",
            "model_a": "z",
            "model_b": "y",
        },
        {
            "pair_id": "52|x|x",
            "question_id": "52",
            "question": "Q",
            "response_a": "x1",
            "response_b": "x2",
            "model_a": "x",
            "model_b": "x",
        },
    ]
    # x beats y on 0..5; z loses to x (50) and beats y (51)
    wins = {f"{q}|x|y": q < 6 for q in range(8)} | {"50|z|x": False, "51|z|y": True, "52|x|x": True}
    out = _run_replay(tmp_path, pl.DataFrame(rows), lambda p: wins[p["pair_id"]])
    r = CliRunner().invoke(cli, ["rank", str(out), "--baseline", "y", "--bootstrap", "100"])
    assert r.exit_code == 0, r.output
    assert "1 pairs compare a model with itself" in r.stderr and "'52|x|x'" in r.stderr
    doc = json.loads((out / "leaderboard.json").read_text())
    m = {d["model"]: d for d in doc["models"]}
    assert doc["self_pairs"] == 1
    assert (m["x"]["wins"], m["x"]["losses"]) == (7, 2)  # 6 of 8 vs y, 1 vs z; not the self pair
    assert m["z"]["ci_low"] is None and m["z"]["ci_high"] is None and m["z"]["note"] == "fewer than 5 questions"
    assert m["y"]["note"] == "anchor"
    # x lost only on q6 and q7: about a tenth of the resamples draw neither, and leave x's score infinite above, so the
    # upper bound is the fit's ridge, not the data, and is null (fresh pass full65 M5); the lower bound stands
    assert m["x"]["ci_low"] is not None, m["x"]
    assert m["x"]["ci_low"] < m["x"]["score"] and m["x"]["ci_high"] is None
    assert m["x"]["note"].startswith("upper bound unbounded")
    md = (out / "leaderboard.md").read_text()
    assert "fewer than 5 questions" in md


def test_leaderboard_md_escapes_model_names(tmp_path):
    """Issue 13 #9: pipes, HTML and newlines in model names broke leaderboard.md."""
    from click.testing import CliRunner

    from judge_engine.cli import cli

    names = ["a|b", "<script>alert(1)</script>", "line\nbreak", "*star*_x_"]
    rows = []
    for q in range(6):
        for i in range(len(names)):
            for j in range(i + 1, len(names)):
                rows.append(
                    {
                        "pair_id": f"{q}-{i}-{j}",
                        "question_id": str(q),
                        "question": "Q",
                        "response_a": f"r{i}",
                        "response_b": f"r{j}",
                        "model_a": names[i],
                        "model_b": names[j],
                    }
                )
    out = _run_replay(tmp_path, pl.DataFrame(rows), lambda p: (int(p["pair_id"][-1]) + int(p["pair_id"][0])) % 2 == 0)
    r = CliRunner().invoke(cli, ["rank", str(out), "--bootstrap", "5"])
    assert r.exit_code == 0, r.output
    lines = (out / "leaderboard.md").read_text().splitlines()
    assert len(lines) == 2 + len(names)
    import re

    header = lines[0].strip("| ").split(" | ")
    assert header[:9] == ["rank", "model", "score", "ci_low", "ci_high", "wins", "losses", "ties", "note"]
    for line in lines:  # n columns -> n + 1 unescaped pipes on every line
        assert len(re.findall(r"(?<!\\)\|", line)) == len(header) + 1, line
    text = "\n".join(lines)
    assert "<script>" not in text and "&lt;script&gt;" in text and "line<br>break" in text
    assert "a\\|b" in text and "\\*star\\*\\_x\\_" in text


def test_rank_previous_and_pairs_files_that_are_corrupt_or_foreign_are_one_line_errors(tmp_path):
    """Issue 13 #17: a corrupt or foreign --previous leaderboard or pairs.parquet gave tracebacks."""
    from click.testing import CliRunner

    from judge_engine.cli import cli

    out = _run_replay(tmp_path, pl.DataFrame(_pair_rows([("x", "y")], 6)), lambda p: int(p["question_id"]) < 4)
    prev = tmp_path / "prev"
    prev.mkdir()
    (prev / "leaderboard.parquet").write_bytes(b"PAR1 not really")
    r = CliRunner().invoke(cli, ["rank", str(out), "--previous", str(prev)])
    assert r.exit_code == 2 and "cannot read the previous leaderboard" in r.output and len(r.output.splitlines()) == 1
    pl.DataFrame({"a": [1]}).write_parquet(prev / "leaderboard.parquet")
    r = CliRunner().invoke(cli, ["rank", str(out), "--previous", str(prev)])
    assert r.exit_code == 2 and "not a leaderboard written by `judge-engine rank`" in r.output, r.output
    (out / "pairs.parquet").write_bytes(b"garbage")
    r = CliRunner().invoke(cli, ["rank", str(out)])
    assert r.exit_code == 2 and "pairs.parquet: cannot read" in r.output and len(r.output.splitlines()) == 1
    pl.DataFrame({"a": [1]}).write_parquet(out / "pairs.parquet")
    r = CliRunner().invoke(cli, ["rank", str(out)])
    assert r.exit_code == 2 and "not a judge-engine pairs.parquet" in r.output, r.output


def test_pairs_ids_are_unambiguous_names_are_required_and_out_folder_is_created(tmp_path):
    """Issue 13 #13/#18/#17: `|` in model names made colliding ids; a null model was paired as 'None';
    --out into a missing folder gave a traceback."""
    from click.testing import CliRunner

    from judge_engine.cli import cli
    from judge_engine.ranking.pairs import build_pairs

    answers = pl.DataFrame(
        {
            "question_id": [1] * 4,
            "question": ["q"] * 4,
            "model": ["a|b", "c", "a", "b|c"],
            "answer": ["w", "x", "y", "z"],
        }
    )
    pairs = build_pairs(answers)
    assert pairs["pair_id"].n_unique() == pairs.height == 6
    by_models = {
        (r["model_a"], r["model_b"]) if r["model_a"] < r["model_b"] else (r["model_b"], r["model_a"]): r["pair_id"]
        for r in pairs.iter_rows(named=True)
    }
    assert by_models[("a|b", "c")] == "1|a\\|b|c" and by_models[("a", "b|c")] == "1|a|b\\|c"
    with pytest.raises(Exception, match="row 1, column 'model': null or empty"):
        build_pairs(
            pl.DataFrame({"question_id": [1, 1], "question": ["q", "q"], "model": ["m", None], "answer": ["x", "y"]})
        )
    answers.write_parquet(tmp_path / "answers.parquet")
    dest = tmp_path / "missing" / "deeper" / "pairs.parquet"
    r = CliRunner().invoke(cli, ["pairs", str(tmp_path / "answers.parquet"), "--out", str(dest)])
    assert r.exit_code == 0, r.output
    assert pl.read_parquet(dest).equals(pairs)


def test_baseline_win_rate_of_pairs_without_question_ids():
    """The demo pairs carry ``question`` but no ``question_id``: `rank --baseline` gave no win rate at all
    (found by a newcomer's trial). By hand: m vs base on four questions, m wins two (once in slot a, once in
    slot b), loses one, ties one: win rate (2 + 0.5) / 4 = 0.625 (ties half)."""
    import polars as pl

    from judge_engine.ranking.protocols import baseline_rates

    pairs = pl.DataFrame(
        {
            "pair_id": ["p1", "p2", "p3", "p4"],
            "question": ["q1", "q2", "q3", "q4"],
            "model_a": ["m", "base", "m", "base"],
            "model_b": ["base", "m", "base", "m"],
            "verdict": ["a", "b", "b", "tie"],
        }
    )
    (row,) = baseline_rates(pairs, "base", n_bootstrap=0, seed=0) or []
    assert (row.model, row.wins, row.losses, row.ties, row.win_rate) == ("m", 2, 1, 1, 0.625)


def test_md_cell_escapes_the_math_delimiter():
    """Breaker pass 37 L1: ``$`` opened a math span in GitHub's rendering of leaderboard.md (hand-worked)."""
    from judge_engine.ranking.leaderboard import md_cell

    assert md_cell("$\\alpha$ model") == "\\$\\\\alpha\\$ model"
    assert md_cell("gpt-4") == "gpt-4"
