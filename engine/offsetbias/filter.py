"""The difficulty filter (Park et al. 2024 Sec. 4.3): judge models judge every candidate (I, R_g, R_b)
and the items every judge gets right are dropped as too easy.

Each filter judge is a normal judging run (:func:`judge_engine.pipeline.run.run`) on the candidates as
pairs (``question`` = I, ``response_a`` = R_g, ``response_b`` = R_b, ``human_label`` = ``a``) into its
own run folder ``OUT/filter/<n>-<name>/``, with both presentation orders and the judge config's k samples
each (Balanced Position and Multiple Evidence Calibration, Wang et al. 2024 Eq. 2-3), uniform
calibration; so it is batched, prefix-ordered, resumable and accounted as any run. Per item and judge:
each order's verdict on its k-sample mean, the calibrated verdict over both orders (the audit's
:func:`judge_engine.audit.scoring.verdict_frame`), whether each is right, and every raw output.

"Too easy" (:data:`TOO_EASY`): ``both-orders`` (default): every filter judge is right in both orders;
``calibrated``: every judge's calibrated verdict is right; ``either-order``: every judge is right in at
least one order. A missing verdict is not right. An item no filter judge gave any verdict (all its
judgments unparsed, or its pair flagged, e.g. too long) is dropped as ``filter_unjudged``: nothing says
it is hard.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

import polars as pl

from judge_engine.audit.scoring import verdict_frame
from judge_engine.config import InputConfig, OutputConfig, RunConfig
from judge_engine.files import atomic_write_parquet
from judge_engine.pipeline.templates import load_template
from judge_engine.schemas.audit import CALIBRATED
from judge_engine.schemas.offsetbias import FilterJudgeStats

TOO_EASY = ("both-orders", "calibrated", "either-order")


def filter_pairs(candidates: pl.DataFrame) -> pl.DataFrame:
    """The candidates as pairs: ``pair_id`` (the item id), ``question``, ``response_a`` (chosen),
    ``response_b`` (rejected), ``human_label`` (``a``), ``category`` (the method)."""
    return candidates.select(
        pl.col("item_id").alias("pair_id"),
        pl.col("instruction").alias("question"),
        pl.col("chosen").alias("response_a"),
        pl.col("rejected").alias("response_b"),
        pl.lit("a").alias("human_label"),
        pl.col("method").alias("category"),
    )


def filter_config(config: RunConfig, pairs: Path, out_dir: Path) -> RunConfig:
    """A filter judge's run config: its judge, template, sampling (k, temperature) and scheduler, with
    both orders, uniform calibration, the candidates as input and ``out_dir``."""
    return dataclasses.replace(
        config,
        input=InputConfig(paths=(str(pairs),), on_invalid="flag", on_injection="judge"),
        sampling=dataclasses.replace(config.sampling, orders="both"),
        calibration=dataclasses.replace(config.calibration, mode="uniform", k_max=None),
        output=OutputConfig(dir=str(out_dir)),
    )


def judge_rows(judgments: pl.DataFrame, name: str, model: str) -> pl.DataFrame:
    """One filter judge's judgment of each pair it judged (columns of
    :data:`judge_engine.schemas.offsetbias.FILTER_STRUCT`, plus ``pair_id``)."""
    vf = verdict_frame(judgments, CALIBRATED)
    texts = (
        judgments.sort("pair_id", "order", "sample")
        .group_by("pair_id", "order", maintain_order=True)
        .agg(pl.col("text"))
        .pivot(on="order", index="pair_id", values="text")
    )
    for o in ("ab", "ba"):
        if o not in texts.columns:
            texts = texts.with_columns(pl.lit(None, pl.List(pl.String)).alias(o))
    return vf.join(texts.rename({"ab": "outputs_ab", "ba": "outputs_ba"}), on="pair_id", how="left").select(
        "pair_id",
        pl.lit(name).alias("judge"),
        pl.lit(model).alias("model"),
        pl.col("v_ab").alias("verdict_ab"),
        pl.col("v_ba").alias("verdict_ba"),
        pl.col("v_cal").alias("verdict"),
        (pl.col("v_ab") == "a").alias("right_ab"),
        (pl.col("v_ba") == "a").alias("right_ba"),
        (pl.col("v_cal") == "a").alias("right_calibrated"),
        "outputs_ab",
        "outputs_ba",
    )


def too_easy(rows: pl.DataFrame, rule: str, judges: int) -> pl.DataFrame:
    """Per pair: ``judged`` (some judge gave a verdict) and ``too_easy`` under ``rule``.

    Args:
        rows: :func:`judge_rows` of every filter judge.
        rule: one of :data:`TOO_EASY`.
        judges: the number of filter judges (a pair some judge did not judge is not too easy).

    Raises:
        ValueError: unknown rule.
    """
    right = {
        "both-orders": pl.col("right_ab").fill_null(False) & pl.col("right_ba").fill_null(False),
        "calibrated": pl.col("right_calibrated").fill_null(False),
        "either-order": pl.col("right_ab").fill_null(False) | pl.col("right_ba").fill_null(False),
    }
    if rule not in right:
        raise ValueError(f"too_easy must be one of {', '.join(TOO_EASY)}, got {rule!r}")
    judged = pl.col("verdict_ab").is_not_null() | pl.col("verdict_ba").is_not_null() | pl.col("verdict").is_not_null()
    return rows.group_by("pair_id").agg(
        judged.any().alias("judged"),
        (right[rule].all() & (pl.len() == judges)).alias("too_easy"),
    )


def run_filters(
    judges: list[tuple[str, RunConfig]], candidates: pl.DataFrame, folder: Path, overwrite: bool, quiet: bool
) -> tuple[pl.DataFrame, list[FilterJudgeStats]]:
    """Judge the candidates with every filter judge, one run after the other (one engine at a time).

    Args:
        judges: (name, run config) per filter judge.
        candidates: items with ``item_id``, ``instruction``, ``chosen``, ``rejected``, ``method``.
        folder: ``OUT/filter``: the pairs (``pairs.parquet``) and one run folder per judge.

    Returns:
        (every judge's :func:`judge_rows`, stacked; per judge :class:`FilterJudgeStats`).

    Raises:
        judge_engine.errors.JudgeEngineError: from a run (bad config, template, backend, folder).
    """
    from judge_engine.pipeline.run import run  # the job runs the pipeline; the pipeline never imports the job

    folder.mkdir(parents=True, exist_ok=True)
    pairs_path = folder / "pairs.parquet"
    pairs = filter_pairs(candidates)
    if not pairs_path.is_file() or not pl.read_parquet(pairs_path, glob=False).equals(pairs):
        atomic_write_parquet(pairs_path, pairs)  # unchanged on a rerun, so every request key stays
    frames, stats = [], []
    for i, (name, cfg) in enumerate(judges):
        out = folder / f"{i + 1}-{name}"
        res = run(filter_config(cfg, pairs_path, out), overwrite=overwrite, quiet=quiet)
        judging = res.summary.judging
        assert res.judgments is not None and judging is not None
        rows = judge_rows(res.judgments, name, cfg.judge.model)
        frames.append(rows)
        both = rows.select((pl.col("right_ab") & pl.col("right_ba")).fill_null(False).mean()).item()
        cal = rows.select(pl.col("right_calibrated").fill_null(False).mean()).item()
        stats.append(
            FilterJudgeStats(
                name=name,
                backend=cfg.judge.backend,
                model=cfg.judge.model,
                template=load_template(cfg.judge.template).id,
                k=cfg.sampling.k,
                dir=str(out),
                pairs_judged=res.summary.pairs_judged,
                samples_written=judging.samples_written,
                samples_resumed=judging.samples_resumed,
                right_both=_share(both, pairs.height),
                right_calibrated=_share(cal, pairs.height),
                wall_s=judging.wall_s,
            )
        )
    return (pl.concat(frames) if frames else pl.DataFrame()), stats


def _share(mean: Any, n: int) -> float | None:
    return float(mean) if n and mean is not None else None
