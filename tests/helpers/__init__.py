"""Shared test helpers (never another test module): data paths, the config factory, test backends,
judgment builders, a fake vLLM engine, run comparisons, and the report screenshot."""
