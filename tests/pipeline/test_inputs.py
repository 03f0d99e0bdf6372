import polars as pl
import pytest

from judge_engine.config import InputConfig
from judge_engine.errors import InputError
from judge_engine.pipeline.inputs import iter_shards
from judge_engine.pipeline.paths import resolve_paths


def _pairs(n=3, start=0, **over):
    d = {
        "pair_id": [f"p{i}" for i in range(start, start + n)],
        "question": ["q"] * n,
        "response_a": ["ra"] * n,
        "response_b": ["rb"] * n,
    }
    d.update(over)
    return pl.DataFrame(d)


def test_paths_file_folder_glob(tmp_path):
    (tmp_path / "sub").mkdir()
    _pairs().write_parquet(tmp_path / "a.parquet")
    _pairs(start=3).write_parquet(tmp_path / "sub" / "b.parquet")
    assert len(resolve_paths([str(tmp_path)])) == 2
    assert [p.name for p in resolve_paths([str(tmp_path / "*.parquet")])] == ["a.parquet"]  # type: ignore[union-attr]
    assert [p.name for p in resolve_paths([str(tmp_path / "a.parquet")])] == ["a.parquet"]  # type: ignore[union-attr]
    with pytest.raises(InputError, match="does not exist"):
        resolve_paths([str(tmp_path / "zzz.parquet")])
    with pytest.raises(InputError, match="matched no file"):
        resolve_paths([str(tmp_path / "*.csv")])


def test_missing_required_column_names_file_and_column(tmp_path):
    f = tmp_path / "x.parquet"
    _pairs().drop("response_b").write_parquet(f)
    with pytest.raises(InputError) as e:
        list(iter_shards(InputConfig(paths=(str(f),))))
    assert str(f) in str(e.value) and "missing required column 'response_b'" in str(e.value)


def test_column_mapping(tmp_path):
    f = tmp_path / "x.parquet"
    _pairs().rename({"question": "instruction"}).write_parquet(f)
    shard = next(iter_shards(InputConfig(paths=(str(f),), columns={"question": "instruction"})))
    assert shard.pairs["question"].to_list() == ["q"] * 3
    with pytest.raises(InputError, match=r"missing required column 'question' \(mapped from 'prompt'\)"):
        list(iter_shards(InputConfig(paths=(str(f),), columns={"question": "prompt"})))


def test_null_text_error_names_file_row_column(tmp_path):
    f = tmp_path / "x.parquet"
    _pairs(response_a=["ok", None, "ok"]).write_parquet(f)
    with pytest.raises(InputError) as e:
        list(iter_shards(InputConfig(paths=(str(f),), on_invalid="error")))
    assert str(e.value) == f"{f}: row 1, column 'response_a': null_response_a"
    shard = next(iter_shards(InputConfig(paths=(str(f),))))
    assert shard.pairs["flag"].to_list() == [None, "null_response_a", None]


def test_duplicate_pair_id_within_and_across_shards(tmp_path):
    a, b = tmp_path / "a.parquet", tmp_path / "b.parquet"
    _pairs(pair_id=["p0", "p1", "p0"]).write_parquet(a)
    _pairs(pair_id=["p1", "p9", "p8"]).write_parquet(b)
    with pytest.raises(InputError) as e:
        list(iter_shards(InputConfig(paths=(str(a), str(b)), on_invalid="error")))
    assert str(e.value) == f"{a}: row 2, column 'pair_id': duplicate pair_id 'p0' (first seen in {a}, row 0)"
    shards = list(iter_shards(InputConfig(paths=(str(a), str(b)))))
    assert shards[0].pairs["flag"].to_list() == [None, None, "duplicate_pair_id"]
    assert shards[1].pairs["flag"].to_list() == ["duplicate_pair_id", None, None]


def test_wrong_type_and_bad_label_and_corrupt_file(tmp_path):
    f = tmp_path / "x.parquet"
    _pairs(question=[1, 2, 3]).write_parquet(f)
    with pytest.raises(InputError, match="column 'question' \\(question\\) must be a string column, got Int64"):
        list(iter_shards(InputConfig(paths=(str(f),))))
    g = tmp_path / "y.parquet"
    _pairs(human_label=["A", "win", None]).write_parquet(g)
    shard = next(iter_shards(InputConfig(paths=(str(g),))))
    assert shard.pairs["flag"].to_list() == [None, "bad_human_label", None]
    assert shard.pairs["human_label"].to_list()[0] == "a"
    h = tmp_path / "z.parquet"
    h.write_bytes(b"PAR1 not really parquet")
    with pytest.raises(InputError, match="cannot read Parquet"):
        list(iter_shards(InputConfig(paths=(str(h),))))
