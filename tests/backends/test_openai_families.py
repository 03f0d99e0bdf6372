"""The ``openai`` backend judges with a template family (issue 15's protocols over issue 18's backend): each
item is sent with its own variant's prompt (turn 2 with the two-turn prompt, math with the reference), and
the server's ratings come back as the per-item scores worked out by hand."""

import polars as pl

from judge_engine.config import load_config
from judge_engine.pipeline.run import run
from tests.helpers.configs import openai_config
from tests.helpers.fault_server import FaultServer


def test_family_items_are_judged_through_the_server_with_their_variants(tmp_path):
    pl.DataFrame(
        {
            "item_id": ["w1", "m1"],
            "question_id": ["q1", "q2"],
            "model": ["m", "m"],
            "category": ["writing", "math"],
            "question": ["Write a haiku.", "What is 2+2?"],
            "response": ["Leaves fall.", "4"],
            "reference": [None, "4"],
        }
    ).write_parquet(tmp_path / "items.parquet")

    def responder(digest, index, body):
        text = body["messages"][-1]["content"]
        # the math variant shows the reference answer: rate it 9, the writing item 6
        return ("Fine. Rating: [[9]]" if "Reference" in text or "reference" in text else "Rating: [[6]]"), None

    with FaultServer(responder=responder) as srv:
        cfg = openai_config(tmp_path / "c.toml", srv.base_url, ["items.parquet"], template="mt-bench-single", k=2)
        res = run(load_config(cfg, out=str(tmp_path / "out")), quiet=True)
        sent = [e.body["messages"][-1]["content"] for e in srv.log]
    assert (res.summary.pairs_in, res.summary.pairs_judged, res.summary.pairs_flagged) == (2, 2, 0)
    items = {r["item_id"]: r for r in pl.read_parquet(tmp_path / "out" / "items.parquet").to_dicts()}
    assert (items["w1"]["mean_score"], items["m1"]["mean_score"]) == (6.0, 9.0)
    # the math item's prompt carried its reference answer; the writing item's did not
    assert any("What is 2+2?" in t and "Reference" in t for t in sent)
    assert all("Reference" not in t for t in sent if "haiku" in t)
