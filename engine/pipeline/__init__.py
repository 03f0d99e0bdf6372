"""The judging pipeline, in flow order: inputs -> templates -> plan -> scheduler (rounds, rows, progress)
-> backend -> parsing -> store -> finish (kernels into pair results and the summary)."""
