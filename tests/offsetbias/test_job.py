"""The OffsetBias job end to end on a scripted model (tests/helpers/offsetbias.py): every branch of both
methods, the difficulty filter keeping and dropping, the accounting, the layouts, one engine per model and
stage, and resume after a kill with no call made twice. Expected values are worked out by hand from the
script's rules (its module docstring) and the paper's method."""

import json

import polars as pl
import pytest
from click.testing import CliRunner

from judge_engine.backends import register_backend
from judge_engine.cli import cli
from judge_engine.config import load_config
from judge_engine.offsetbias import FALLACIES, OffsetBiasOptions, Roles, run_offsetbias
from judge_engine.offsetbias.items import draw_method
from judge_engine.pipeline.generation import GenerationStore
from judge_engine.schemas.offsetbias import DATASET_SCHEMA, OffsetBiasSummary
from tests.helpers.configs import write_config
from tests.helpers.offsetbias import Killed, ScriptedModel

FIRST_WORD = {  # the first word of each fallacy's description, as the script marks its flaws
    "incorrect_fact": "states",
    "incomplete": "stops",
    "irrelevant_content": "answers",
    "omitted_requirement": "leaves",
    "instruction_deviation": "does",
}

# (label, method, fallacy, instruction, reference, expected drop reason or None for kept)
PLAN = [
    ("ot-easy", "off_topic", None, "Explain photosynthesis. EASY", "Plants turn light into sugar.", "too_easy"),
    ("ot-kept", "off_topic", None, "Describe the water cycle.", "Water evaporates and rains.", None),
    ("ot-notdistinct", "off_topic", None, "Name a planet. NOTDISTINCT", "Mars.", "not_distinct"),
    ("ot-same", "off_topic", None, "Name a colour. SAMEINST", "Blue.", "similar_unchanged"),
    ("ot-garble", "off_topic", None, "Name a fruit. CHECKGARBLE", "Apple.", "distinct_unparsed"),
    ("ot-long", "off_topic", None, "Write a story. STRONGLONG", "Once upon a time.", "strong_truncated"),
    ("ot-unjudged", "off_topic", None, "Name a tree. UNPARSEABLE", "Oak.", "filter_unjudged"),
    *[(f"err-{f}", "erroneous", f, f"Task on {f}. HARD", f"Answer on {f}.", None) for f in FALLACIES],
    ("err-right", "erroneous", "incorrect_fact", "Add 2 and 2. RIGHTANSWER", "4", "not_wrong"),
    ("err-copy", "erroneous", "incomplete", "Spell cat. COPYREF", "c-a-t", "erroneous_unchanged"),
    ("err-easy", "erroneous", "irrelevant_content", "Capital of France? EASY", "Paris.", "too_easy"),
    ("bad-empty", None, None, "   ", "x", "invalid_instruction"),
    ("bad-noref", "erroneous", None, "Say hi.", None, "no_reference"),
]


def _item_id(label, method, fallacy, seed=0, share=0.5):
    """An item id whose seeded draw is (method, fallacy) (the draw is tested on its own below)."""
    for n in range(10_000):
        iid = f"{label}#{n}"
        m, f = draw_method(seed, iid, share, tuple(FALLACIES))
        if method is None or (m == method and (fallacy is None or f == fallacy)):
            return iid
    raise AssertionError(label)


@pytest.fixture(scope="module")
def instructions(tmp_path_factory):
    d = tmp_path_factory.mktemp("inst")
    rows = [
        {"item_id": _item_id(lab, m, f), "instruction": inst, "reference": ref, "category": lab}
        for lab, m, f, inst, ref, _ in PLAN
    ]
    path = d / "instructions.parquet"
    pl.DataFrame(
        rows, schema=dict.fromkeys(("item_id", "instruction", "reference", "category"), pl.String)
    ).write_parquet(path)
    return path


def _role(path, model, **judge):
    sections = {
        "judge": {"backend": "scripted-offsetbias", "model": model, "template": "llmbar-vanilla", **judge},
        "sampling": {"k": 1, "temperature": 0.0, "max_tokens": 16},
        "scheduler": {"flush_rows": 1, "max_in_flight": 4, "window": 8},
    }
    return write_config(path, **sections)


@pytest.fixture(scope="module")
def configs(tmp_path_factory):
    register_backend("scripted-offsetbias", "tests.helpers.offsetbias:ScriptedModel")
    d = tmp_path_factory.mktemp("cfg")
    return {m: _role(d / f"{m}.toml", m) for m in ("gen-m", "check-m", "strong-m", "weak-m", "judge-m", "same-m")}


def _by_label(ds):
    return {row["category"]: row for row in ds.iter_rows(named=True)}


@pytest.fixture(scope="module")
def job(configs, instructions, tmp_path_factory):
    ScriptedModel.reset()
    out = tmp_path_factory.mktemp("job") / "out"
    args = ["offsetbias", str(instructions), "--out", str(out), "--generator", str(configs["gen-m"])]
    args += ["--checker", str(configs["check-m"]), "--strong", str(configs["strong-m"])]
    args += ["--filter", str(configs["judge-m"]), "--swapped", "-q", "--json"]
    res = CliRunner().invoke(cli, args)
    assert res.exit_code == 0, res.output
    return out, json.loads(res.stdout), list(ScriptedModel.writes), list(ScriptedModel.judged)


def test_every_branch_ends_as_worked_out(job):
    out, _, _, _ = job
    ds = pl.read_parquet(out / "dataset.parquet")
    assert ds.schema == pl.Schema(DATASET_SCHEMA)
    rows = _by_label(ds)
    assert {lab: rows[lab]["drop_reason"] for lab, *_ in PLAN} == {lab: want for lab, *_, want in PLAN}
    assert {lab for lab, r in rows.items() if r["kept"]} == {"ot-kept"} | {f"err-{f}" for f in FALLACIES}
    kept = rows["ot-kept"]
    assert kept["similar_instruction"] == "Different: Describe the water cycle."
    assert kept["chosen"] == "Water evaporates and rains."
    assert kept["rejected"] == "strong-m answers: Different: Describe the water cycle."
    assert (kept["checker_decision"], kept["chosen_source"]) == ("yes", "reference")
    assert (kept["generator_model"], kept["checker_model"], kept["strong_model"]) == ("gen-m", "check-m", "strong-m")
    assert kept["weak_model"] is None
    # slot 1 always wins: right in order ab (chosen first), wrong in ba, a tie once calibrated
    (f,) = kept["filter"]
    assert (f["judge"], f["verdict_ab"], f["verdict_ba"], f["verdict"]) == ("judge-m", "a", "b", "tie")
    assert (f["right_ab"], f["right_ba"], f["right_calibrated"]) == (True, False, False)
    assert (f["outputs_ab"], f["outputs_ba"]) == (["Output (a)"], ["Output (a)"])
    for fal in FALLACIES:
        r = rows[f"err-{fal}"]
        assert (r["method"], r["fallacy"], r["chosen"]) == ("erroneous", fal, f"Answer on {fal}.")
        assert r["rejected"] == f"Answer on {fal}. [flaw:{FIRST_WORD[fal]}]"
        assert r["filter"][0]["right_ab"] is False and r["filter"][0]["right_ba"] is False
    assert rows["err-right"]["checker_output"] == "[[NO]]" and rows["err-right"]["checker_decision"] == "no"
    assert rows["ot-garble"]["checker_decision"] == "unparsed"
    assert rows["ot-easy"]["filter_too_easy"] is True and rows["ot-kept"]["filter_too_easy"] is False
    assert rows["ot-same"]["similar_instruction"] == "Name a colour. SAMEINST"
    assert rows["bad-noref"]["generator_output"] is None and rows["bad-noref"]["filter"] == []


def test_accounting_and_calls_per_role(job):
    _, doc, writes, judged = job
    summary = OffsetBiasSummary.from_dict(doc)
    t = summary.totals
    assert (t.items_in, t.kept) == (17, 6)
    assert t.dropped == {
        "distinct_unparsed": 1,
        "erroneous_unchanged": 1,
        "filter_unjudged": 1,
        "invalid_instruction": 1,
        "no_reference": 1,
        "not_distinct": 1,
        "not_wrong": 1,
        "similar_unchanged": 1,
        "strong_truncated": 1,
        "too_easy": 2,
    }
    assert summary.by_method["off_topic"].items_in == 7 and summary.by_method["off_topic"].kept == 1
    assert summary.by_method["erroneous"].items_in == 8 and summary.by_method["erroneous"].kept == 5
    assert summary.by_method["invalid"].items_in == 2
    assert {f: (a.items_in, a.kept, a.dropped) for f, a in summary.by_fallacy.items()} == {
        "incorrect_fact": (2, 1, {"not_wrong": 1}),
        "incomplete": (2, 1, {"erroneous_unchanged": 1}),
        "irrelevant_content": (2, 1, {"too_easy": 1}),
        "omitted_requirement": (1, 1, {}),
        "instruction_deviation": (1, 1, {}),
    }
    # calls by hand: 7 similar + 8 erroneous; 6 distinct + 7 error checks; 4 strong answers; 9 pairs x 2 orders
    calls = {r: (s.calls, s.resumed, s.engine_starts) for r, s in summary.roles.items()}
    assert calls == {"generator": (15, 0, 1), "checker": (13, 0, 1), "strong": (4, 0, 1)}
    assert len(writes) == 32 and len(set(writes)) == 32
    assert len(judged) == 18
    assert summary.roles["strong"].statuses == {"ok": 3, "truncated": 1}
    assert summary.roles["checker"].statuses == {"ok": 12, "unparsed": 1}
    (fj,) = summary.filter
    assert (fj.name, fj.model, fj.k, fj.pairs_judged, fj.samples_written) == ("judge-m", "judge-m", 1, 9, 18)


def test_layouts_plug_into_training_and_audit(job):
    out, _, _, _ = job
    ds = pl.read_parquet(out / "dataset.parquet").filter(pl.col("kept"))
    pref = pl.read_parquet(out / "preference.parquet")
    assert pref.columns == ["prompt", "chosen", "rejected", "item_id", "method", "fallacy"]
    assert (
        pref.select("prompt", "chosen", "rejected")
        .sort("prompt")
        .equals(ds.select(pl.col("instruction").alias("prompt"), "chosen", "rejected").sort("prompt"))
    )
    pw = pl.read_parquet(out / "pairwise.parquet")
    assert pw.height == 2 * ds.height and pw["swapped"].sum() == ds.height
    for r in pw.iter_rows(named=True):
        good = r["output_a"] if r["label"] == "a" else r["output_b"]
        assert good == ds.filter(pl.col("item_id") == r["item_id"])["chosen"][0]
    audit = pl.read_parquet(out / "audit-pairs.parquet")
    assert set(audit.columns) == {"pair_id", "question", "response_a", "response_b", "human_label", "category"}
    for r in audit.iter_rows(named=True):
        good = r["response_a"] if r["human_label"] == "a" else r["response_b"]
        assert good == ds.filter(pl.col("pair_id") == r["pair_id"])["chosen"][0]
    assert sorted(audit["category"].to_list()) == sorted(["off_topic"] + [f"erroneous/{f}" for f in FALLACIES])


def test_same_model_in_every_role_and_a_weak_answerer(configs, instructions, tmp_path):
    ScriptedModel.reset()
    same = load_config(configs["same-m"])
    roles = Roles(generator=same, checker=same, weak=same, strong=same)
    opts = OffsetBiasOptions(instructions=str(instructions), out_dir=str(tmp_path / "out"))
    s = run_offsetbias(opts, roles, [], quiet=True)
    # one engine per stage: generator (stage 1), checker (2), weak + strong together (3)
    assert {r: (x.calls, x.engine_starts) for r, x in s.roles.items()} == {
        "generator": (15, 1),
        "checker": (13, 1),
        "weak": (4, 1),
        "strong": (4, 1),
    }
    rows = _by_label(pl.read_parquet(tmp_path / "out" / "dataset.parquet"))
    kept = rows["ot-kept"]
    assert (kept["chosen"], kept["chosen_source"]) == ("same-m answers: Describe the water cycle.", "weak")
    assert kept["weak_model"] == "same-m" and kept["weak_output"] == kept["chosen"]
    # no filter judge: every candidate is kept, the too-easy ones included
    assert rows["ot-easy"]["kept"] and rows["ot-easy"]["filter"] == []
    assert s.totals.kept == 9 and s.filter == []  # ot-easy, ot-kept, ot-unjudged, 5 hard, err-easy


def test_paths_with_glob_characters_are_names(configs, instructions, tmp_path):
    """An instructions file and an output folder whose names hold [ ] are read as names, not patterns
    (as every polars read of a concrete file since issue 13); the counts as in the test above."""
    ScriptedModel.reset()
    src = tmp_path / "inst[1].parquet"
    src.write_bytes(instructions.read_bytes())
    same = load_config(configs["same-m"])
    opts = OffsetBiasOptions(instructions=str(src), out_dir=str(tmp_path / "out[1]"))
    s = run_offsetbias(opts, Roles(generator=same), [("judge-m", load_config(configs["judge-m"]))], quiet=True)
    assert s.totals.items_in == 17 and s.roles["generator"].calls == 15
    s2 = run_offsetbias(opts, Roles(generator=same), [("judge-m", load_config(configs["judge-m"]))], quiet=True)
    assert s2.roles["generator"].resumed == 15 and s2.roles["generator"].calls == 0


def test_a_failed_api_call_is_not_stored_and_a_rerun_asks_again(configs, tmp_path):
    """A write that fails (api_error, as the openai backend reports one) is not stored: its item is dropped
    as ``erroneous_failed`` and the accounting says so; a rerun asks that call again, and only it."""
    ScriptedModel.reset()
    ScriptedModel.api_down = True
    rows = [
        {"item_id": _item_id(lab, "erroneous", "incomplete"), "instruction": inst, "reference": "R", "category": lab}
        for lab, inst in (("ok", "Task one. HARD"), ("down", "Task two. APIFAIL"))
    ]
    path = tmp_path / "inst.parquet"
    pl.DataFrame(rows).write_parquet(path)
    same = load_config(configs["same-m"])
    opts = OffsetBiasOptions(instructions=str(path), out_dir=str(tmp_path / "out"))
    s = run_offsetbias(opts, Roles(generator=same), [], quiet=True)
    assert (s.roles["generator"].calls, s.roles["generator"].failed) == (2, 1)
    assert s.totals.dropped == {"erroneous_failed": 1} and s.totals.kept == 1
    assert (
        GenerationStore(tmp_path / "out" / "generations").read().height == 2
    )  # the ok write and its check; not the failed write
    ScriptedModel.api_down = False
    s2 = run_offsetbias(opts, Roles(generator=same), [], quiet=True)
    assert (s2.roles["generator"].calls, s2.roles["generator"].failed, s2.roles["generator"].resumed) == (1, 0, 1)
    assert s2.totals.kept == 2 and s2.totals.dropped == {}


def test_each_generation_stage_reports_its_progress(configs, instructions, tmp_path, capsys):
    """Not quiet and not a terminal: a line per stage and its progress in calls (the counts by hand,
    as in test_accounting_and_calls_per_role: 15 writes in stage 1, 13 checks in stage 2, 4 in stage 3)."""
    ScriptedModel.reset()
    same = load_config(configs["same-m"])
    opts = OffsetBiasOptions(instructions=str(instructions), out_dir=str(tmp_path / "out"))
    run_offsetbias(opts, Roles(generator=same), [], quiet=False)
    err = capsys.readouterr().err
    for stage, n in ((1, 15), (2, 13), (3, 4)):
        assert f"judge-engine: stage {stage}: {n}/{n} calls (" in err
    assert "tok/s" not in err  # the generation stages count calls, not tokens
    run_offsetbias(opts, Roles(generator=same), [], quiet=False)  # nothing missing: no stage, no line
    assert "stage" not in capsys.readouterr().err


@pytest.mark.parametrize("kill_at", [4, 20, 38])
def test_resume_after_a_kill_makes_no_call_twice(configs, instructions, tmp_path, job, kill_at):
    """Killed after ``kill_at`` calls (4: stage 1; 20: stage 2; 38: the filter), then rerun: the same
    dataset as the uninterrupted job, and no write or judgment made twice over the two invocations."""
    out_ref = job[0]
    ScriptedModel.reset(fail_after=kill_at)
    roles = Roles(
        generator=load_config(configs["gen-m"]),
        checker=load_config(configs["check-m"]),
        strong=load_config(configs["strong-m"]),
    )
    judges = [("judge-m", load_config(configs["judge-m"]))]
    opts = OffsetBiasOptions(instructions=str(instructions), out_dir=str(tmp_path / "out"), swapped=True)
    with pytest.raises(Killed):
        run_offsetbias(opts, roles, judges, quiet=True)
    assert len(ScriptedModel.writes) + len(ScriptedModel.judged) == kill_at
    ScriptedModel.fail_after = None
    s = run_offsetbias(opts, roles, judges, quiet=True)
    assert len(ScriptedModel.writes) == len(set(ScriptedModel.writes)) == 32
    assert len(ScriptedModel.judged) == len({(m, k) for m, k, _ in ScriptedModel.judged}) == 18
    assert sum(r.calls + r.resumed for r in s.roles.values()) == 32
    assert sum(r.resumed for r in s.roles.values()) == min(kill_at, 32)
    cols = [c for c in DATASET_SCHEMA if c != "filter"]
    got = pl.read_parquet(tmp_path / "out" / "dataset.parquet").select(cols)
    assert got.equals(pl.read_parquet(out_ref / "dataset.parquet").select(cols))
    # a third run makes no call at all
    before = (len(ScriptedModel.writes), len(ScriptedModel.judged))
    s3 = run_offsetbias(opts, roles, judges, quiet=True)
    assert (len(ScriptedModel.writes), len(ScriptedModel.judged)) == before
    assert all(r.calls == 0 and r.engine_starts == 0 for r in s3.roles.values())


def test_fallacy_and_method_draws_are_seeded_and_spread():
    ids = [f"q{i}" for i in range(4000)]
    draws = [draw_method(7, i, 0.25, tuple(FALLACIES)) for i in ids]
    assert draws == [draw_method(7, i, 0.25, tuple(FALLACIES)) for i in ids]  # deterministic
    share = sum(m == "off_topic" for m, _ in draws) / len(ids)
    assert 0.23 < share < 0.27  # 4000 draws: sd 0.007
    fal = [f for m, f in draws if m == "erroneous"]
    assert set(fal) == set(FALLACIES) and all(0.17 < fal.count(f) / len(fal) < 0.23 for f in FALLACIES)
    assert all(m == "erroneous" for m, _ in (draw_method(0, i, 0.0, tuple(FALLACIES)) for i in ids[:50]))
    assert all(m == "off_topic" and f is None for m, f in (draw_method(0, i, 1.0, tuple(FALLACIES)) for i in ids[:50]))


def test_cli_fallacy_names_match_the_package():
    from judge_engine.cli.offsetbias import _FALLACIES

    assert _FALLACIES == tuple(FALLACIES)
