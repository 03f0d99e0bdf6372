"""Fresh pass full70 (issue 13): failures that were stored as verdicts. Each test failed on version 77.

- H1: a 200 chat completion carrying an error object beside its choices (a gateway's provider error with
  placeholder choices) had its choices read as the judge's verdicts;
- H2: with ``judge.verdict_probs``, samples that failed to parse kept their verdict probabilities, so a pair with no
  parsed sample got a probability-weighted outcome;
- M1: a ``message.refusal`` that is not a string was ignored and the content's verdict stored;
- M2: the replay backend served a recorded text whose ``finish_reason`` was ``length`` as a whole answer."""

import math

import polars as pl
import pytest

from judge_engine.backends.openai_protocol import MalformedResponse, parse_chat_response
from judge_engine.backends.replay import read_recording_file
from judge_engine.errors import InputError
from judge_engine.kernels.calibration import probability_outcomes


def _choice(content="[[A]]", **extra):
    return {"index": 0, "message": {"role": "assistant", "content": content}, "finish_reason": "stop", **extra}


@pytest.mark.parametrize(
    "body",
    [
        {"object": "error", "model": "m", "choices": [_choice()]},
        {
            "object": "chat.completion",
            "error": {"message": "upstream provider error", "code": 502},
            "choices": [_choice()],
        },
        {"object": "chat.completion", "choices": [_choice(error={"message": "upstream", "code": 502})]},
        {"object": "chat.completion", "choices": [{**_choice(), "message": {"content": "[[A]]", "refusal": {"x": 1}}}]},
        {"object": "chat.completion", "choices": [{**_choice(), "message": {"content": "[[A]]", "refusal": ["no"]}}]},
    ],
)
def test_an_error_beside_the_choices_or_a_refusal_that_is_no_text_is_malformed(body):
    with pytest.raises(MalformedResponse):
        parse_chat_response(body, 1)


def test_a_plain_completion_with_empty_error_fields_is_read():
    got = parse_chat_response({"object": "chat.completion", "error": None, "choices": [_choice(error=None)]}, 1)
    assert [(c.text, c.finish_reason) for c in got.completions] == [("[[A]]", "stop")]


def test_probabilities_of_unparsed_samples_count_for_nothing():
    # pair p: the ab sample parsed (P(a) .6, P(b) .3, P(tie) .1); the ba sample was cut at max_tokens (its
    # probabilities are the last [[X]]'s in a text that is no verdict) -> p's outcome is the ab sample's alone.
    # pair q: its only sample failed -> no probability-weighted outcome at all.
    j = pl.DataFrame(
        {
            "pair_id": ["p", "p", "q"],
            "parse_status": ["ok", "truncated", "no_verdict"],
            "p_a": [0.6, 0.1, 0.9],
            "p_b": [0.3, 0.8, 0.05],
            "p_tie": [0.1, 0.1, 0.05],
        }
    )
    r = probability_outcomes(j)
    assert r["pair_id"].to_list() == ["p"]
    row = r.row(0, named=True)
    assert row["n_prob"] == 1
    assert (row["pw_win"], row["pw_tie"], row["pw_lose"]) == pytest.approx((0.6, 0.1, 0.3))
    assert row["prob_entropy"] == pytest.approx(-(0.6 * math.log(0.6) + 0.1 * math.log(0.1) + 0.3 * math.log(0.3)))


@pytest.mark.parametrize("suffix", [".parquet", ".jsonl"])
def test_a_recording_of_a_cut_text_is_refused(tmp_path, suffix):
    df = pl.DataFrame(
        {
            "pair_id": ["p", "p"],
            "order": ["ab", "ba"],
            "sample": [0, 0],
            "text": ["8 2\nAssistant 1 is better.", "8 1"],
            "finish_reason": ["stop", "length"],
        }
    )
    f = tmp_path / f"rec{suffix}"
    df.write_parquet(f) if suffix == ".parquet" else df.write_ndjson(f)
    with pytest.raises(InputError, match=r"row 1 has finish_reason 'length'"):
        read_recording_file(f)
    df.with_columns(finish_reason=pl.lit("stop")).write_parquet(tmp_path / "ok.parquet")
    assert read_recording_file(tmp_path / "ok.parquet").height == 2  # whole answers replay as before


def test_leaderboard_md_says_what_the_board_leaves_out():
    """Fresh pass full69 L1: models off the baseline's scale and self pairs were said on stderr and in the JSON
    only; ``leaderboard.md`` says them too (model names escaped as in the table)."""
    from judge_engine.ranking.leaderboard import md_cell
    from judge_engine.ranking.protocols import extra_markdown
    from judge_engine.schemas.leaderboard import Leaderboard, Unrankable

    doc = Leaderboard(
        unrankable=[Unrankable(model="x|y", component=1, comparisons=6), Unrankable(model="z", component=1)],
        self_pairs=6,
        notes=["2 of 12 verdicts ranked rest on one order only"],
    )
    assert extra_markdown(doc, md_cell, False) == [
        "",
        "Not ranked (never compared with the baseline's group: no common scale): x\\|y (group 1), z (group 1)",
        "",
        "Left out: 6 pairs of a model with itself.",
        "",
        "Note: 2 of 12 verdicts ranked rest on one order only",
    ]
    assert extra_markdown(Leaderboard(), md_cell, False) == []
