"""The bias audit (``judge-engine audit``): bias suites, perturbations (rule-based and model-written),
scoring with intervals and random-judge baselines, and the audit report."""
