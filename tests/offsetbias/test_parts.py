"""The OffsetBias job's parts on hand-worked inputs: reading outputs (tags, checker decisions, statuses),
the prompts' shape, the instructions reader's errors, and the public sources (counts from the data READMEs)."""

import polars as pl
import pytest

from judge_engine.errors import InputError
from judge_engine.offsetbias import FALLACIES, SOURCES, build_instructions
from judge_engine.offsetbias import prompts as P
from judge_engine.offsetbias.items import plan_items, read_instructions
from tests.helpers.data import SHARED, shared


@pytest.mark.parametrize(
    ("output", "want"),
    [
        ("<instruction>\nName a river.\n</instruction>", "Name a river."),
        ("Sure:\n<instruction>a</instruction> then <instruction> b </instruction>", "b"),  # the last pair
        ("<INSTRUCTION>Shout.</Instruction>", "Shout."),  # case of the tag ignored
        ("Here: <instruction>\nName a lake.", "Name a lake."),  # unclosed: after the tag
        ("  Name a sea.  ", "Name a sea."),  # no tag: the whole output
        ("<instruction></instruction>", ""),
        (None, None),
    ],
)
def test_extract_tagged(output, want):
    assert P.extract_tagged(output, "instruction") == want


@pytest.mark.parametrize(
    ("output", "want"),
    [
        ("They differ. [[YES]]", "yes"),
        ("[[yes]] at first, but no: [[ NO ]]", "no"),  # the last decision wins
        ("Answer: YES", "unparsed"),  # no brackets, and not the first word
        ("YES\n\nThey ask for a poem.", "yes"),  # no brackets: the first word
        ("**No**, the same.", "no"),
        ("Nope, the same.", "unparsed"),
        ("Not really. [[YES]]", "yes"),
        ("[[MAYBE]]", "unparsed"),
        ("", "unparsed"),
        (None, "unparsed"),
    ],
)
def test_checker_decision(output, want):
    assert P.checker_decision(output) == want


@pytest.mark.parametrize(
    ("text", "finish", "extracted", "want"),
    [
        ("x", "stop", "x", "ok"),
        ("x", "length", "x", "truncated"),
        ("x", "content_filter", "x", "truncated"),  # issue 13 pass-4 F4
        ("x", "abort", "x", "truncated"),
        ("x", None, "x", "ok"),  # a recording without a finish reason
        (None, "prompt_too_long", None, "prompt_too_long"),
        (None, None, None, "missing"),
        ("<response></response>", "stop", "", "empty"),
    ],
)
def test_output_status(text, finish, extracted, want):
    assert P.output_status(text, finish, extracted) == want


def test_prompts_carry_the_texts_verbatim_and_one_shot_examples():
    inst, ref, resp = "Say {x} $1 \\n", "Ref {reference}", "Bad {instruction}"
    assert inst in P.similar_prompt(inst) and P.similar_prompt(inst).endswith("</instruction>.")
    d = P.distinct_prompt(inst, "Other {similar}")
    assert "Instruction 1:\n" + inst in d and "Instruction 2:\nOther {similar}" in d
    c = P.error_check_prompt(inst, ref, resp)
    assert "Correct answer:\nRef {reference}" in c and "Candidate answer:\nBad {instruction}" in c
    for f, spec in FALLACIES.items():
        e = P.erroneous_prompt(f, inst, ref)
        assert spec["how"] in e and spec["ex_bad"] in e and spec["ex_good"] in e
        assert e.endswith(f"Now yours\nInstruction:\n{inst}\nCorrect answer:\n{ref}\nFlawed answer:\n")
    assert len(FALLACIES) == 5  # Park et al. 2024 Sec. 4.2: five error types
    with pytest.raises(ValueError, match="unknown fallacy"):
        P.erroneous_prompt("rude", inst, ref)


def test_a_placeholder_inside_an_earlier_text_is_not_filled():
    # an instruction that itself holds "{similar}" / "{reference}" / "{response}" stays verbatim and the
    # later texts still land in their own slots
    inst = "Explain {similar}, {reference} and {response} in Python's str.format."
    d = P.distinct_prompt(inst, "I2")
    assert f"Instruction 1:\n{inst}\n\nInstruction 2:\nI2\n" in d
    c = P.error_check_prompt(inst, "REF", "RESP")
    assert f"Instruction:\n{inst}\n\nCorrect answer:\nREF\n\nCandidate answer:\nRESP\n" in c
    e = P.erroneous_prompt("incomplete", inst, "REF")
    assert e.endswith(f"Now yours\nInstruction:\n{inst}\nCorrect answer:\nREF\nFlawed answer:\n")


def _write(tmp_path, **cols):
    p = tmp_path / "inst.parquet"
    pl.DataFrame(cols).write_parquet(p)
    return p


def test_read_instructions_names_file_row_and_column(tmp_path):
    with pytest.raises(InputError, match=r"missing required column\(s\) \['instruction'\]"):
        read_instructions(_write(tmp_path, question=["q"]))
    with pytest.raises(InputError, match=r"row 2, column 'item_id': duplicate 'a'"):
        read_instructions(_write(tmp_path, item_id=["a", "b", "a"], instruction=["x", "y", "z"]))
    with pytest.raises(InputError, match=r"column 'reference' must be text"):
        read_instructions(_write(tmp_path, instruction=["x"], reference=[1]))
    with pytest.raises(InputError, match="not found"):
        read_instructions(tmp_path / "none.parquet")
    df = read_instructions(_write(tmp_path, item_id=[7, 8], instruction=["x", None]))
    assert df["item_id"].to_list() == ["7", "8"] and df["source_row"].to_list() == [0, 1]
    df = read_instructions(_write(tmp_path, instruction=["x", "y", "z"]), limit=2)
    assert df["item_id"].to_list() == ["inst:0", "inst:1"] and df["reference"].to_list() == [None, None]


def test_rows_that_cannot_be_used_are_flagged_not_dropped(tmp_path):
    df = read_instructions(
        _write(tmp_path, instruction=["ok", "", "ok", "ok"], reference=["r", "r", None, "  "]),
    )
    # share 0: every item erroneous, which needs the reference
    items = plan_items(df, 0, 0.0, tuple(FALLACIES), weak_answers=False)
    assert items["flag"].to_list() == [None, "invalid_instruction", "no_reference", "no_reference"]
    # share 1 with a weak answerer: off-topic items need no reference
    items = plan_items(df, 0, 1.0, tuple(FALLACIES), weak_answers=True)
    assert items["flag"].to_list() == [None, "invalid_instruction", None, None]


def test_public_sources_match_their_readmes(tmp_path):
    shared("mt-bench")
    counts = {s: build_instructions(s, SHARED) for s in SOURCES}
    # mt-bench/README.md: 30 MT-Bench + 10 Vicuna-bench GPT-4 reference answers; faireval/README.md: 80
    # questions; llmbar/README.md: LLMBar Natural 100
    assert {s: df.height for s, df in counts.items()} == {"mt-bench": 40, "faireval": 80, "llmbar": 100}
    mt = counts["mt-bench"].row(0, named=True)
    assert mt["item_id"] == "mt_bench:101" and mt["reference"].startswith(
        "If you have just overtaken the second person"
    )
    assert counts["faireval"]["instruction"][0] == "How can I improve my time management skills?"
    # faireval/answer/answer_gpt-4.jsonl holds 80 answers, one per question
    assert counts["faireval"]["reference"].null_count() == 0
    with pytest.raises(InputError, match="unknown instruction source"):
        build_instructions("alpaca", SHARED)
