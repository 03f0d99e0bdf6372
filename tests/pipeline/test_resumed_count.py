"""Issue 13 pass 10 L1: ``samples_resumed`` counts only the samples of this run's requests that an earlier
invocation stored, not every sample in the folder.

The finding's shrink case, counted by hand: 4 pairs x 2 orders x k = 1 judged (8 samples); the input then
shrinks to p0 (edited: new texts, new keys) and p1 (unchanged). The rerun writes p0's 2 samples and resumes
p1's 2; the folder's other 6 stored samples (p0's old texts, p2, p3) are not this run's.
"""

import json

import pytest

from judge_engine.backends.replay import ReplayBackend
from tests.helpers.replay_runs import pairs_frame, replay_setup, run_cli


@pytest.mark.parametrize("windows", [True, False])
def test_resumed_counts_only_this_runs_samples(tmp_path, monkeypatch, windows):
    if not windows:
        monkeypatch.setattr(ReplayBackend, "answers_windows", lambda self: False)
    cfg = replay_setup(tmp_path, n=4, k=1)

    def run(*args):
        r = run_cli("run", str(cfg), "--out", str(tmp_path / "o"), "-q", "--json", *args)
        assert r.exit_code == 0, r.output
        return json.loads(r.stdout)

    s = run()
    assert (s["samples_written"], s["samples_resumed"]) == (8, 0)
    pairs_frame(2, response_a=["A0 edited", "A1"]).write_parquet(tmp_path / "in" / "pairs.parquet")
    s = run()
    assert (s["judgments"], s["samples_written"], s["samples_resumed"]) == (4, 2, 2)
    s = run()  # nothing new: the run's 4 samples resumed, the folder's 6 others not counted
    assert (s["judgments"], s["samples_written"], s["samples_resumed"]) == (4, 0, 4)
