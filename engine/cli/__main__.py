"""``python -m judge_engine.cli``: the console script.

Guarded: under multiprocessing's spawn start method (vLLM's on CPU) a child process may import the
parent's main module again as ``__mp_main__``; the CLI runs only as ``__main__``."""

from judge_engine.cli import main

if __name__ == "__main__":
    main()
