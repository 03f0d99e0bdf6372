"""Issue 13 pass 10 H1: request keys are injective over their fields (U+001F in an input text no longer
moves a field boundary), on the row path and the columnar window path, while the keys of ordinary texts
are the keys main computed (stored judgments keep resuming).

The replay recordings make pair ``p`` win for response_a and pair ``p<US>q`` (or the edited pair) win for
response_b, so a verdict read off ``pairs.parquet`` says which recording judged which pair.
"""

import hashlib
import json

import polars as pl
import pytest

from judge_engine.backends.replay import ReplayBackend
from judge_engine.backends.reward import response_key
from judge_engine.config import SamplingConfig
from judge_engine.pipeline.keyfields import escape_field, join_fields
from judge_engine.pipeline.plan import plan_requests, request_key
from judge_engine.pipeline.templates import load_template
from judge_engine.pipeline.windows import plan_window
from tests.helpers.configs import replay_config
from tests.helpers.replay_runs import SCORES, run_cli

US = "\x1f"
B_WINS = {"ab": SCORES["ba"], "ba": SCORES["ab"]}
# keys main (d6d9a7d) computed, read off its request_key / response_key: texts without ESC or U+001F keep them
MAIN_KEY_AB = "1c768e9304c84a8e8ac8ec19ee721106"  # ("0123456789abcdef", "p1", "What is 2+2?", "4", "5", None, "ab")
MAIN_REWARD_KEY = "0dc2326e8d699ac1dadf8eb0bec10e1c"  # ("Q", "R") = sha256(b"Q\x1fR")[:32]


def test_escape_by_hand():
    assert escape_field("plain") == "plain"
    assert escape_field("a\x1fb") == "a\x1b\x1fb"
    assert escape_field("a\x1bb") == "a\x1b\x1bb"
    assert escape_field("\x1b\x1f") == "\x1b\x1b\x1b\x1f"
    assert join_fields(["p", "q\x1fx"]) == "p\x1fq\x1b\x1fx"
    assert join_fields(["p\x1fq", "x"]) == "p\x1b\x1fq\x1fx"
    assert join_fields(["a\x1eb", "c"], "\x1e") == "a\x1b\x1eb\x1ec"


def test_ordinary_texts_keep_mains_keys():
    assert request_key("0123456789abcdef", "p1", "What is 2+2?", "4", "5", None, "ab") == MAIN_KEY_AB
    assert response_key("Q", "R") == MAIN_REWARD_KEY
    # builtin templates hold neither character: their text hash is main's (faireval-vanilla at d6d9a7d)
    assert "\x1f" not in load_template("faireval-vanilla").system


def test_the_findings_pairs_get_four_keys_on_both_paths():
    df = pl.DataFrame(
        {
            "pair_id": ["p", "p\x1fq"],
            "question": ["q\x1fx", "x"],
            "response_a": ["A", "A"],
            "response_b": ["B", "B"],
            "flag": [None, None],
        },
        schema_overrides={"flag": pl.String},
    )
    t = load_template("faireval-scoring")
    sampling = SamplingConfig(k=1)
    rows = [r.request_key for r in plan_requests(df, t, sampling, "ident")]
    window, _ = plan_window(df, t, sampling, "ident", None)
    assert len(set(rows)) == 4
    assert window["request_key"].to_list() == rows
    # the moved separator of the edit case: two keys
    assert request_key("i", "e", "Is it safe?\x1fYes", "No", "B", None, "ab") != request_key(
        "i", "e", "Is it safe?", "Yes\x1fNo", "B", None, "ab"
    )
    # the reward cache's two texts
    assert response_key("Q\x1fR", "X") != response_key("Q", "R\x1fX")


def _setup(tmp_path, df, recorded):
    (tmp_path / "in").mkdir(exist_ok=True)
    df.write_parquet(tmp_path / "in" / "pairs.parquet")
    rows = [(p, o, 0, texts[o]) for p, texts in recorded.items() for o in ("ab", "ba")]
    pl.DataFrame(rows, schema=["pair_id", "order", "sample", "text"], orient="row").write_parquet(
        tmp_path / "rec.parquet"
    )
    return replay_config(tmp_path / "c.toml", "rec.parquet", ["in/pairs.parquet"], sampling={"k": 1})


def _run(cfg, out):
    r = run_cli("run", str(cfg), "--out", str(out), "-q", "--json")
    assert r.exit_code == 0, r.output
    return json.loads(r.stdout)


@pytest.mark.parametrize("windows", [True, False])
def test_colliding_pairs_both_get_verdicts(tmp_path, monkeypatch, windows):
    if not windows:
        monkeypatch.setattr(ReplayBackend, "answers_windows", lambda self: False)
    df = pl.DataFrame(
        {"pair_id": ["p", "p\x1fq"], "question": ["q\x1fx", "x"], "response_a": ["A", "A"], "response_b": ["B", "B"]}
    )
    cfg = _setup(tmp_path, df, {"p": SCORES, "p\x1fq": B_WINS})
    s = _run(cfg, tmp_path / "o")
    p = pl.read_parquet(tmp_path / "o" / "pairs.parquet")
    assert dict(zip(p["pair_id"], p["verdict"])) == {"p": "a", "p\x1fq": "b"}
    assert (s["pairs_judged"], s["pairs_missing"]) == (2, 0)
    j = pl.read_parquet(tmp_path / "o" / "judgments")
    assert j.height == 4 and j["request_key"].n_unique() == 4
    s = _run(cfg, tmp_path / "o")  # a rerun resumes all four
    assert (s["samples_resumed"], s["samples_written"]) == (4, 0)


@pytest.mark.parametrize("windows", [True, False])
def test_an_edit_moving_the_separator_is_judged_again(tmp_path, monkeypatch, windows):
    if not windows:
        monkeypatch.setattr(ReplayBackend, "answers_windows", lambda self: False)
    df = pl.DataFrame({"pair_id": ["e"], "question": ["Is it safe?\x1fYes"], "response_a": ["No"], "response_b": ["B"]})
    cfg = _setup(tmp_path, df, {"e": SCORES})
    _run(cfg, tmp_path / "o")
    edited = pl.DataFrame(
        {"pair_id": ["e"], "question": ["Is it safe?"], "response_a": ["Yes\x1fNo"], "response_b": ["B"]}
    )
    cfg = _setup(tmp_path, edited, {"e": B_WINS})
    s = _run(cfg, tmp_path / "o")
    assert (s["samples_resumed"], s["samples_written"]) == (0, 2)
    assert pl.read_parquet(tmp_path / "o" / "pairs.parquet")["verdict"].to_list() == ["b"]


def test_window_keys_equal_row_keys_with_esc_and_us_in_any_field():
    df = pl.DataFrame(
        {
            "pair_id": ["a", "b", "c"],
            "question": ["q", "q", "q"],
            "response_a": ["x", "y\x1b", "z"],
            "response_b": ["w\x1b\x1f", "v", "u"],
            "reference": ["r\x1f", None, "\x1b"],
            "flag": [None, None, None],
        },
        schema_overrides={"flag": pl.String},
    )
    t = load_template("faireval-scoring")
    sampling = SamplingConfig(k=1)
    rows = [r.request_key for r in plan_requests(df, t, sampling, "ident")]
    window, _ = plan_window(df, t, sampling, "ident", None)
    assert window["request_key"].to_list() == rows
    # by hand: pair a in order ab, each field escaped and ended by U+001F
    payload = "ident\x1fa\x1fq\x1fx\x1fw\x1b\x1b\x1b\x1f\x1fr\x1b\x1f\x1fab\x1f"
    assert rows[0] == hashlib.sha256(payload.encode()).hexdigest()[:32]
