"""``python -m judge_engine.cli``: the console script."""

from judge_engine.cli import main

main()
