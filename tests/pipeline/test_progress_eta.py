"""The progress line's ETA (newcomer report: the demo's first line said ``2/80 pairs ... ETA 22977 s``, about
6.4 h, for a run that took 4 min): no ETA until a tenth of the total is done, then the mean rate's.
Hand-worked: 40 of 80 pairs in 100 s is 0.4 pairs/s, so 40 left take 100 s."""

from judge_engine.pipeline.progress import Progress


def test_no_eta_from_the_first_results_then_the_mean_rate():
    p = Progress(80, quiet=True)
    p.done = 2
    assert p.eta(p.t0 + 60.0) == "ETA --"  # 2 of 80 after 60 s: a rate would say 2,340 s
    p.done = 40
    assert p.eta(p.t0 + 100.0) == "ETA 100 s"
    p.done = 80
    assert p.eta(p.t0 + 150.0) == "ETA 0 s"
    assert Progress(0, quiet=True).eta(0.0) == "ETA --"
