"""Human review queue (HITLC, Wang et al. 2024 Sec. 3.3): export the top-beta BPDE pairs for
annotators, import their labels, and merge them with the calibrated verdicts.

Export writes ``review/review.csv`` (one row per pair: ``pair_id``, question, the two responses,
models, calibrated verdict, BPDE and an empty ``label`` column to fill with a, b or tie) and
``review/labelstudio.json`` (Label Studio tasks with a Choices control: A, B, Tie).
Import reads either back (CSV ``pair_id`` + ``label``; or a Label Studio JSON export) and writes
``review_labels.parquet``; ``pairs.parquet`` gains ``review_label`` and ``final_verdict`` (the
label where a person gave one, the calibrated verdict elsewhere) and ``summary.json`` a ``review``
section.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import orjson
import polars as pl

from judge_engine.errors import InputError
from judge_engine.kernels.review import select_for_review

LABEL_MAP = {"a": "a", "b": "b", "tie": "tie", "c": "tie", "A": "a", "B": "b", "Tie": "tie", "TIE": "tie", "C": "tie"}


def _inputs(out_dir: Path) -> pl.DataFrame:
    manifest = orjson.loads((out_dir / "manifest.json").read_bytes())
    from judge_engine.config import InputConfig
    from judge_engine.io import iter_shards

    cfg = InputConfig(**{k: (tuple(v) if k == "paths" else v) for k, v in manifest["config"]["input"].items()})
    texts = [s.pairs.filter(pl.col("flag").is_null()).select("pair_id", "question", "response_a", "response_b")
             for s in iter_shards(cfg, [])]
    return pl.concat(texts) if texts else pl.DataFrame()


def export_review(out_dir: str | Path, beta: float) -> tuple[Path, Path, int]:
    """Write the review queue of the top ceil(beta N) pairs by BPDE; returns (csv, json, n).

    Raises:
        InputError: no run in the folder, or its input can no longer be read.
    """
    d = Path(out_dir)
    if not (d / "pairs.parquet").is_file():
        raise InputError(f"{d / 'pairs.parquet'} not found: run `judge-engine run` into {d} first")
    pairs = pl.read_parquet(d / "pairs.parquet").filter(pl.col("flag").is_null())
    chosen = select_for_review(pairs.drop("needs_review"), beta).filter("needs_review")
    texts = _inputs(d)
    cols = ["pair_id", "question", "response_a", "response_b"]
    extra = [c for c in ("model_a", "model_b", "category") if c in chosen.columns]
    queue = (chosen.select("pair_id", *extra, "verdict", "bpde").join(texts.select(cols), on="pair_id", how="left")
             .sort(["bpde", "pair_id"], descending=[True, False], nulls_last=False)
             .with_columns(pl.lit("").alias("label")))
    (d / "review").mkdir(exist_ok=True)
    csv_path, json_path = d / "review" / "review.csv", d / "review" / "labelstudio.json"
    queue.select(cols + extra + ["verdict", "bpde", "label"]).write_csv(csv_path)
    tasks = [{"data": {k: r[k] for k in cols + extra}} for r in queue.iter_rows(named=True)]
    json_path.write_bytes(orjson.dumps(tasks, option=orjson.OPT_INDENT_2))
    return csv_path, json_path, queue.height


def read_labels(path: str | Path) -> pl.DataFrame:
    """``pair_id``, ``review_label`` (a|b|tie) from a review CSV or a Label Studio JSON export.

    Raises:
        InputError: unreadable file, missing columns, or a label outside a / b / tie.
    """
    p = Path(path)
    rows: list[dict[str, Any]] = []
    try:
        if p.suffix == ".json":
            for task in orjson.loads(p.read_bytes()):
                pid = task.get("data", {}).get("pair_id")
                for ann in task.get("annotations", []):
                    for res in ann.get("result", []):
                        choices = res.get("value", {}).get("choices", [])
                        if choices:
                            rows.append({"pair_id": pid, "raw": choices[0]})
        else:
            df = pl.read_csv(p, infer_schema=False)
            if "pair_id" not in df.columns or "label" not in df.columns:
                raise InputError(f"{p}: needs columns pair_id and label, has {df.columns}")
            rows = [{"pair_id": a, "raw": b} for a, b in df.select("pair_id", "label").iter_rows() if b and b.strip()]
    except (OSError, orjson.JSONDecodeError, pl.exceptions.PolarsError) as exc:
        raise InputError(f"{p}: cannot read labels: {exc}") from None
    out = []
    for i, r in enumerate(rows):
        lab = LABEL_MAP.get(str(r["raw"]).strip())
        if lab is None or not r["pair_id"]:
            raise InputError(f"{p}: entry {i} (pair_id {r['pair_id']!r}): label {r['raw']!r} is not a, b or tie")
        out.append({"pair_id": str(r["pair_id"]), "review_label": lab})
    return pl.DataFrame(out, schema={"pair_id": pl.String, "review_label": pl.String}).unique("pair_id", keep="last")


def import_review(out_dir: str | Path, labels_path: str | Path) -> dict[str, Any]:
    """Merge review labels into ``pairs.parquet`` (``review_label``, ``final_verdict``) and the summary.

    Returns:
        The ``review`` section written into ``summary.json``: ``imported``, ``not_in_run`` (stored
        labels of pairs no longer in the run, after a rerun), ``changed`` (final
        verdicts that differ from the calibrated ones), and, where ``human_label`` exists, the
        accuracy of the calibrated and of the merged verdicts.
    """
    from judge_engine.store import atomic_write_parquet, lock_output

    d = Path(out_dir)
    labels = read_labels(labels_path)
    with lock_output(d, create=False):  # not while a run rewrites pairs.parquet / summary.json (store.lock_output)
        pairs = pl.read_parquet(d / "pairs.parquet")
        unknown = labels.join(pairs.select("pair_id"), on="pair_id", how="anti")
        if unknown.height:
            raise InputError(f"{labels_path}: pair_id {unknown['pair_id'][0]!r} is not a pair of {d}")
        atomic_write_parquet(d / "review_labels.parquet", labels)
        return apply_review(d)


def apply_review(out_dir: str | Path) -> dict[str, Any] | None:
    """Merge the folder's stored ``review_labels.parquet`` into ``pairs.parquet`` and ``summary.json``.

    ``judge-engine run`` calls this after rewriting both, so a rerun into the same folder keeps the
    people's labels. Labels of pairs that are no longer in the run are kept in the file, not applied,
    and counted as ``not_in_run``.

    Returns:
        The ``review`` section (see :func:`import_review`), or None when the folder has no labels.
    """
    from judge_engine.kernels.agreement import accuracy
    from judge_engine.store import atomic_write_bytes, atomic_write_parquet

    d = Path(out_dir)
    if not (d / "review_labels.parquet").is_file():
        return None
    labels = pl.read_parquet(d / "review_labels.parquet")
    pairs = pl.read_parquet(d / "pairs.parquet").drop("review_label", "final_verdict", strict=False)
    stale = labels.join(pairs.select("pair_id"), on="pair_id", how="anti").height
    pairs = pairs.join(labels, on="pair_id", how="left").with_columns(
        pl.coalesce("review_label", "verdict").alias("final_verdict"))
    atomic_write_parquet(d / "pairs.parquet", pairs)
    judged = pairs.filter(pl.col("flag").is_null())
    section: dict[str, Any] = {
        "imported": labels.height - stale,
        "not_in_run": stale,
        "changed": int(judged.filter(pl.col("review_label").is_not_null()
                                     & pl.col("review_label").ne_missing(pl.col("verdict"))).height),
    }
    if "human_label" in judged.columns:
        lab = judged.filter(pl.col("human_label").is_not_null() & pl.col("final_verdict").is_not_null())
        section["accuracy_merged"] = accuracy(lab["final_verdict"].to_list(), lab["human_label"].to_list())
        cal = judged.filter(pl.col("human_label").is_not_null() & pl.col("verdict").is_not_null())
        section["accuracy_calibrated"] = accuracy(cal["verdict"].to_list(), cal["human_label"].to_list())
    summary = orjson.loads((d / "summary.json").read_bytes())
    summary["review"] = section
    atomic_write_bytes(d / "summary.json", orjson.dumps(summary, option=orjson.OPT_INDENT_2))
    return section
