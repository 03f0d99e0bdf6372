"""``python -m judge_engine.cli`` under multiprocessing's spawn start method (vLLM's on CPU,
`../shared/VLLM_CPU.md`): a spawned child imports the parent's main module again under the name
``__mp_main__`` (Python's ``multiprocessing.spawn._fixup_main_from_path``); the CLI must not run there."""

import runpy

import judge_engine.cli


def test_main_module_runs_the_cli_only_as_main(monkeypatch):
    calls: list[str] = []
    monkeypatch.setattr(judge_engine.cli, "main", lambda: calls.append("main"))
    runpy.run_module("judge_engine.cli.__main__", run_name="__mp_main__")
    assert calls == []
    runpy.run_module("judge_engine.cli.__main__", run_name="__main__")
    assert calls == ["main"]
