"""Vectorized statistics stage: pure functions over polars DataFrames / numpy arrays.

No I/O and no engine imports. See ARCHITECTURE.md, "The calibration math".
"""
