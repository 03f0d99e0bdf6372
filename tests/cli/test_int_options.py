"""Issue 13 pass 18b L1: integer options past 64 bits were tracebacks (orjson's "Integer exceeds 64-bit range" in
``rank`` after it had written leaderboard.parquet, in ``review export`` and after a whole ``audit``; OverflowError for
``audit --limit``). Now one line naming the option, exit 2, before anything is written."""

import pytest

from tests.helpers.replay_runs import pairs_frame, replay_setup, run_cli

BIG = str(2**66)


@pytest.fixture()
def ranked_run(tmp_path):
    cfg = replay_setup(tmp_path, n=4)
    pairs_frame(4, model_a=["m1"] * 4, model_b=["m2"] * 4).write_parquet(tmp_path / "in" / "pairs.parquet")
    assert run_cli("run", str(cfg), "--out", str(tmp_path / "o"), "-q").exit_code == 0
    return cfg, tmp_path / "o"


@pytest.mark.parametrize(
    "args",
    [
        ("rank", "{o}", "--seed", BIG),
        ("rank", "{o}", "--min-questions", BIG),
        ("rank", "{o}", "--bootstrap", BIG),
        ("review", "export", "{o}", "--seed", BIG),
        ("audit", "{cfg}", "--limit", BIG, "--out", "{au}"),
        ("audit", "{cfg}", "--seed", BIG, "--out", "{au}"),
        ("tournament", "{cfg}", "--seed", "-" + BIG, "--out", "{au}"),
    ],
)
def test_an_integer_option_past_64_bits_is_one_line(ranked_run, args):
    cfg, out = ranked_run
    argv = [a.format(o=out, cfg=cfg, au=out.parent / "au") for a in args]
    r = run_cli(*argv)
    assert r.exit_code == 2, r.output
    assert r.output.strip().splitlines() == [r.output.strip()] and "Traceback" not in r.output
    option = next(a for a in argv if a.startswith("--") and argv[argv.index(a) + 1].lstrip("-") == BIG)
    bound = "0 .. 100,000" if option == "--bootstrap" else "2**63-1"  # --bootstrap's own bound (fresh pass full71 L3)
    assert r.output.startswith(f"Error: {option} ") and "out of range" in r.output and bound in r.output
    assert not (out / "leaderboard.parquet").exists() and not (out / "review").exists()
    assert not (out.parent / "au").exists()
