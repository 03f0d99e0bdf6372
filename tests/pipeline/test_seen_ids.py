"""SeenIds: duplicate ids within and across shards, worked out by hand (the first row of an id keeps it, valid or
flagged, so a later valid row under a flagged row's id is a duplicate: adversarial pass full84 D5; null ids are never
recorded)."""

import polars as pl

from judge_engine.pipeline.seen_ids import SeenIds


def _s(values, dtype=pl.String):
    return pl.Series(values, dtype=dtype)


def test_duplicates_within_and_across_shards_by_hand():
    seen = SeenIds()
    # shard a: rows 0..4; row 1 is flagged (recorded all the same), row 3 repeats row 0, row 4 has no id
    flags, first = seen.mark(_s(["x", "y", "z", "x", None]), _s([None, "null_question", None, None, None]), "a")
    assert flags.to_list() == [None, "null_question", None, "duplicate_pair_id", None]
    assert first == (3, "x", "a", 0)
    assert len(seen) == 3  # x (a, 0), y (a, 1, flagged), z (a, 2)
    # shard b: "y" was flagged in shard a (so a duplicate here, naming a's row 1); "z" is from shard a; "w" twice in b
    flags, first = seen.mark(_s(["y", "w", "z", "w"]), _s([None, None, None, None]), "b")
    assert flags.to_list() == ["duplicate_pair_id", None, "duplicate_pair_id", "duplicate_pair_id"]
    assert first == (0, "y", "a", 1)
    assert len(seen) == 4  # x, y, z, w (b, 1)
    # shard c: the first duplicate in row order names its id's first row (w: b, row 1)
    flags, first = seen.mark(_s(["v", "w", "y"]), _s([None, None, None]), "c")
    assert flags.to_list() == [None, "duplicate_pair_id", "duplicate_pair_id"]
    assert first == (1, "w", "b", 1)


def test_no_duplicate_returns_the_flags_unchanged():
    seen = SeenIds()
    flags, first = seen.mark(_s(["a", "b"]), _s([None, "empty_pair_id"]), "s")
    assert flags.to_list() == [None, "empty_pair_id"] and first is None
    flags, first = seen.mark(_s([], pl.String), _s([], pl.String), "t")
    assert flags.to_list() == [] and first is None


def test_many_shards_keep_every_id():
    seen = SeenIds()
    for s in range(40):  # past the chunk count that triggers a rechunk
        flags, first = seen.mark(_s([f"p{s}", f"p{s + 1}"]), _s([None, None]), f"f{s}")
        # p{s} was recorded as shard s-1's second row (except in shard 0)
        assert flags.to_list() == ([None, None] if s == 0 else ["duplicate_pair_id", None])
        assert first == (None if s == 0 else (0, f"p{s}", f"f{s - 1}", 1))
    assert len(seen) == 41
