"""Benchmarks, each a module with ``--help`` that writes JSON: ``python -m benchmarks.<name>`` from the
repository root."""
