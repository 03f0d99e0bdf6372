"""Fresh full-category pass full61 (on parser version 70): each test reproduces a finding from the pass's report and
fails before its fix.

- M1: a replay sample the recording lacked (parse status ``missing``) was copied by ``--reuse`` and kept on resume, so
  completing the recording never judged it;
- M2: ``tournament`` ran without a parse-failure gate (78 % unparsed: exit 0, gate "passed");
- M3: the live ``openai`` backend stored completions another model made as ``judge.model``'s;
- M4: ``pairs`` paired the answers of one question under different references;
- M5: ``report --out`` wrote over the input the run was judged from."""

import json

import polars as pl
import pytest

from tests.helpers.fault_server import FaultServer
from tests.helpers.replay_runs import SCORES, pairs_frame, recording, run_cli


def _base(tmp_path, monkeypatch, n=6, backend="replay", extra=""):
    monkeypatch.chdir(tmp_path)
    pairs_frame(n, question=[f"Question {i}?" for i in range(n)]).write_parquet("in.parquet")
    recording(tmp_path / "full.parquet", [f"p{i}" for i in range(n)], k=2)
    (tmp_path / "c.toml").write_text(
        f'[input]\npaths = ["in.parquet"]\n[judge]\nbackend = "{backend}"\ntemplate = "faireval-scoring"\n'
        f'[judge.replay]\npath = "rec.parquet"\n[sampling]\nk = 2\n{extra}'
    )


def test_samples_the_recording_lacked_are_judged_once_it_holds_them(tmp_path, monkeypatch):
    _base(tmp_path, monkeypatch)
    full = pl.read_parquet("full.parquet")
    full.filter(pl.col("pair_id") != "p2").write_parquet("rec.parquet")  # p2's 4 samples missing
    res = run_cli("run", "c.toml", "--out", "night1", "-q", "--max-parse-failure-rate", "1")
    assert res.exit_code == 0, res.output
    full.write_parquet("rec.parquet")  # the recording completed in place: the same judging config
    res = run_cli("run", "c.toml", "--out", "night2", "--reuse", "night1", "-q", "--json")
    assert res.exit_code == 0, res.output
    night2 = pl.read_parquet(tmp_path / "night2" / "pairs.parquet")
    assert night2.filter(pl.col("verdict").is_null()).height == 0  # p2 judged: every pair has a verdict
    # and a resume of night 1 itself asks for them again
    res = run_cli("run", "c.toml", "--out", "night1", "-q")
    assert res.exit_code == 0, res.output
    assert pl.read_parquet(tmp_path / "night1" / "pairs.parquet")["verdict"].to_list() == ["a"] * 6


def test_a_tournament_whose_judge_fails_most_samples_fails_the_gate(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    rows = [
        {"question_id": f"q{q}", "question": f"Question {q}?", "model": m, "answer": f"{m} says {q}"}
        for q in range(6)
        for m in ("m1", "m2", "m3", "m4")
    ]
    pl.DataFrame(rows).write_parquet("ans.parquet")
    assert run_cli("pairs", "ans.parquet", "--out", "rr.parquet").exit_code == 0
    ids = pl.read_parquet("rr.parquet")["pair_id"].to_list()
    # by hand: one pair in five gets two parsed samples, the others two failures
    rec = [(p, o, 0, SCORES[o] if i % 5 == 0 else "I cannot judge this.") for i, p in enumerate(ids) for o in SCORES]
    pl.DataFrame(rec, schema=["pair_id", "order", "sample", "text"], orient="row").write_parquet("rec.parquet")
    (tmp_path / "c.toml").write_text(
        '[judge]\nbackend = "replay"\ntemplate = "faireval-scoring"\n[judge.replay]\npath = "rec.parquet"\n'
        "[sampling]\nk = 1\n"
    )
    res = run_cli("tournament", "c.toml", "--answers", "ans.parquet", "--out", "T", "--budget", "36", "-q")
    assert res.exit_code == 3 and "Gate failed: parse_failure_rate" in res.output, res.output


_DROP = object()


class _ModelAs(FaultServer):
    """Lists ``judge`` on ``GET /models`` and answers every chat completion with ``model`` set to :attr:`model_field`
    (``gpt-other``: a gateway's fallback; None: ``"model": null``; :data:`_DROP`: no ``model`` at all)."""

    model_field: object = "gpt-other"

    def _answer(self, body, digest, rid):
        doc = json.loads(super()._answer(body, digest, rid))
        doc.pop("model")
        if self.model_field is not _DROP:
            doc["model"] = self.model_field
        return json.dumps(doc).encode()


def _run_against(tmp_path, monkeypatch, model_field: object):
    """A run whose openai backend asks for ``judge`` from a :class:`_ModelAs` server answering as ``model_field``."""
    monkeypatch.setattr(_ModelAs, "model_field", model_field)
    with _ModelAs() as srv:
        _base(tmp_path, monkeypatch, backend="openai", extra=f'[judge.openai]\nbase_url = "{srv.base_url}"\n')
        text = (tmp_path / "c.toml").read_text().replace('backend = "openai"', 'backend = "openai"\nmodel = "judge"')
        (tmp_path / "c.toml").write_text(text)
        monkeypatch.setenv("OPENAI_API_KEY", "x")
        return run_cli("run", "c.toml", "--out", "out", "-q")


def test_a_server_answering_with_another_model_is_refused(tmp_path, monkeypatch):
    res = _run_against(tmp_path, monkeypatch, "gpt-other")
    assert res.exit_code == 2, res.output
    assert "answered by model 'gpt-other', not judge.model 'judge'" in res.output, res.output
    assert not (tmp_path / "out" / "pairs.parquet").exists()


@pytest.mark.parametrize("model_field", [_DROP, None])
def test_a_response_naming_no_model_is_refused_as_batch_import_does(tmp_path, monkeypatch, model_field):
    """Fresh pass full80 L5: a completion with no ``model`` (or ``null``) was stored as judge.model's verdicts by the
    live backend, while ``batch import`` calls the same body foreign."""
    res = _run_against(tmp_path, monkeypatch, model_field)
    assert res.exit_code == 2, res.output
    assert "the response names no model" in res.output, res.output
    assert not (tmp_path / "out" / "pairs.parquet").exists()


def test_pairs_refuses_one_question_with_two_references(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "a.csv").write_text(
        "question_id,question,model,answer,reference\n1,What is 2+2?,m1,4,REF-A\n1,What is 2+2?,m2,5,REF-B\n"
    )
    res = run_cli("pairs", "a.csv", "--out", "p.parquet")
    assert res.exit_code == 2 and "question_id '1' has two references" in res.output, res.output
    assert not (tmp_path / "p.parquet").exists()
    (tmp_path / "b.csv").write_text(
        "question_id,question,model,answer,reference\n1,What is 2+2?,m1,4,REF\n1,What is 2+2?,m2,5,REF\n"
    )
    assert run_cli("pairs", "b.csv", "--out", "p.parquet").exit_code == 0


def test_report_never_writes_over_the_input_the_run_was_judged_from(tmp_path, monkeypatch):
    _base(tmp_path, monkeypatch)
    pl.read_parquet("full.parquet").write_parquet("rec.parquet")
    assert run_cli("run", "c.toml", "--out", "out", "-q").exit_code == 0
    before = (tmp_path / "in.parquet").read_bytes(), (tmp_path / "rec.parquet").read_bytes()
    for target in ("in.parquet", "rec.parquet"):
        res = run_cli("report", "out", "--out", target)
        assert res.exit_code == 2 and "would overwrite" in res.output, res.output
    assert ((tmp_path / "in.parquet").read_bytes(), (tmp_path / "rec.parquet").read_bytes()) == before


def test_batch_import_never_reads_results_inside_the_output_folder(tmp_path, monkeypatch):
    # H1: with --overwrite the results file in OUT/judgments/ was deleted before it was read
    _base(tmp_path, monkeypatch, backend="openai", extra='[judge.openai]\nbase_url = "http://127.0.0.1:9/v1"\n')
    results = tmp_path / "out" / "judgments" / "results.jsonl"
    results.parent.mkdir(parents=True)
    results.write_text('{"custom_id": "x", "response": null, "error": null}\n')
    res = run_cli("batch", "import", "c.toml", str(results), "--out", "out", "--overwrite")
    assert res.exit_code == 2 and "results.jsonl" in res.output, res.output
    assert results.is_file()


def _logprobs_response(a: float, b: float, c: float) -> dict:
    top = [{"token": t, "logprob": lp} for t, lp in (("A", a), ("B", b), ("C", c))]
    content = [
        {"token": "[[", "logprob": -0.01, "top_logprobs": [{"token": "[[", "logprob": -0.01}]},
        {"token": "A", "logprob": a, "top_logprobs": top},
        {"token": "]]", "logprob": -0.01, "top_logprobs": [{"token": "]]", "logprob": -0.01}]},
    ]
    choice = {"index": 0, "message": {"content": "[[A]]"}, "finish_reason": "stop", "logprobs": {"content": content}}
    return {"choices": [choice]}


def test_impossible_logprobs_give_no_verdict_probabilities():
    # L3: positive logprobs (3, 2, 1) or three tokens at -0.01 (p = 0.99 each) were rescaled into P(a), P(b), P(tie)
    from judge_engine.backends.openai_protocol import parse_chat_response

    for lps in ((3.0, 2.0, 1.0), (-0.01, -0.01, -0.01)):
        got = parse_chat_response(_logprobs_response(*lps), 1, "verdict_brackets")
        assert got.completions[0].verdict_probs is None and got.logprobs_missing == 1, lps
    # kept: a distribution (by hand: e^-0.2 + e^-2.5 + e^-3 = 0.8187 + 0.0821 + 0.0498 = 0.9506 <= 1)
    got = parse_chat_response(_logprobs_response(-0.2, -2.5, -3.0), 1, "verdict_brackets")
    assert got.completions[0].verdict_probs is not None and got.logprobs_missing == 0


def test_import_llmbar_reads_no_winner_from_a_cut_or_missing_completion(tmp_path):
    # L2: the recorded winner of a completion cut at max_tokens, filtered, empty or absent was stored as ok
    from judge_engine.ranking.importers import load_llmbar

    def item(i, completion):
        rec = {"winner": "1"} if completion is None else {"completion": completion, "winner": "1"}
        return {
            "input": f"Instruction {i}",
            "output_1": f"First {i}",
            "output_2": f"Second {i}",
            "label": 1,
            "results": [{"swap = False": rec, "swap = True": {**rec, "winner": "2"}}],
        }

    items = [
        item(0, ["Output (a)", "length"]),
        item(1, ["", "stop"]),
        item(2, ["Output (a)", "content_filter"]),
        item(3, None),
        item(4, ["Output (a)", "stop"]),
    ]
    (tmp_path / "r.json").write_text(json.dumps(items))
    _, judgments = load_llmbar(tmp_path / "r.json")
    by_pair = judgments.filter(pl.col("order") == "ab").sort("pair_id")["parse_status"].to_list()
    assert by_pair == ["truncated", "empty", "truncated", "missing", "ok"], by_pair
