"""What the benchmarks share: the checkout and its data, the ranking-shaped synthetic workload, the judge
model (the tiny local one by default), engine settings as config overrides, the device, and the JSON result."""

from __future__ import annotations

import itertools
import json
import os
import platform
import random
from pathlib import Path
from typing import Any

import polars as pl

from judge_engine import envs

REPO = Path(__file__).resolve().parents[1]
DATA = envs.shared_data_dir(REPO)
DEMO_PAIRS = REPO / "configs" / "data" / "faireval-vicuna80.parquet"
TINY_MODEL = "tiny random Llama (judge_engine.testing)"

WORDS = (
    "the answer depends on context time energy water market model data system value cost risk "
    "first second because therefore however example study result method memory network policy"
).split()


def synth_workload(questions: int, models: int, seed: int, answer_words: int) -> pl.DataFrame:
    """Pairs of a ranking job: every pair of models' answers to each question (seeded words)."""
    rng = random.Random(seed)
    rows = []
    for q in range(questions):
        question = f"Question {q}: " + " ".join(rng.choice(WORDS) for _ in range(12)) + "?"
        answers = [" ".join(rng.choice(WORDS) for _ in range(answer_words)) for _ in range(models)]
        for a, b in itertools.combinations(range(models), 2):
            rows.append(
                {
                    "pair_id": f"q{q:04d}-m{a}-m{b}",
                    "question": question,
                    "response_a": answers[a],
                    "response_b": answers[b],
                    "model_a": f"m{a}",
                    "model_b": f"m{b}",
                }
            )
    return pl.DataFrame(rows)


def device_name() -> str:
    """The GPU's name, or ``cpu (N cores, arch)``."""
    try:
        import torch

        if torch.cuda.is_available():
            return str(torch.cuda.get_device_name(0))
    except Exception:
        pass
    return f"cpu ({os.cpu_count()} cores, {platform.machine()})"


def judge_model(model: str | None, work: Path) -> str:
    """``model``, or the tiny random-weight model built under ``work`` when None."""
    if model is not None:
        return model
    from judge_engine.testing import build_tiny_model

    return str(build_tiny_model(work / "tiny-model"))


def engine_overrides(
    model: str, template: str, k: int, max_tokens: int, seed: int, block_size: int | None, cpu_kv_cache_gib: int
) -> list[str]:
    """The ``--set`` overrides of a benchmark's judge: ``model`` with ``template``, a 2048-token context,
    k samples at temperature 0.8, no bootstrap (the benchmarks time the judging, not the intervals)."""
    sets = [
        f"judge.model={json.dumps(model)}",
        f"judge.template={template}",
        "judge.max_model_len=2048",
        f"judge.cpu_kv_cache_gib={cpu_kv_cache_gib}",
        f"sampling.k={k}",
        "sampling.temperature=0.8",
        f"sampling.max_tokens={max_tokens}",
        f"sampling.seed={seed}",
        "calibration.bootstrap_resamples=0",
    ]
    return sets + ([f"judge.block_size={block_size}"] if block_size is not None else [])


def emit(doc: dict[str, Any], json_path: str | Path | None) -> None:
    """Print the result as indented JSON and write it to ``json_path`` when given."""
    text = json.dumps(doc, indent=2)
    print(text)
    if json_path:
        Path(json_path).write_text(text + "\n")
